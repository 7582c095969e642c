// --verify-diagnostics with an error of MLIR's own op verifier (here a
// func.return whose operand type differs from the function's result type).
// mlir-opt turns off "print the op on diagnostic" under --verify-diagnostics,
// so such an error carries only its own notes and this file passes there
// (check: mlir-opt --verify-diagnostics on this file).
//
// (Fixed bug: the `see current operation:` note MLIR attaches is now dropped
// under --verify-diagnostics, as mlir-opt does.)

// RUN: %tile-opt --verify-diagnostics %s

func.func @result_type_mismatch(%a: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64')}}
  return %a : i32
}
