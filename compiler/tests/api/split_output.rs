//! The split output stage: one `gpu.module` of many independent kernels,
//! split into chunks compiled on several threads, gives the same PTX bytes
//! as the unit compiled whole, for every thread count and chunk size, on
//! both output paths (`emit_ptx`, `emit_ptx_owned`).

use tile_compiler::{Session, TimingReport};

/// `count` kernels in one `gpu.module`: each with a loop (labels), a stack
/// array (local depot), its own private `.shared` global (demoted into it)
/// and a use of one global table.
fn kernels(count: usize) -> String {
    let mut text = String::from(
        "module attributes {gpu.container_module} {\n  gpu.module @k [#nvvm.target<chip = \"sm_90a\">] {\n    llvm.mlir.global internal @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>\n",
    );
    for i in 0..count {
        text.push_str(&format!(
            "    llvm.mlir.global private @smem{i}() {{addr_space = 3 : i32, alignment = 8 : i64}} : !llvm.array<32 x i32>\n"
        ));
    }
    for i in 0..count {
        text.push_str(&format!(
            r#"    llvm.func @k{i}(%p: !llvm.ptr<1>, %n: i32) attributes {{nvvm.kernel}} {{
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %a = llvm.alloca %c1 x !llvm.array<8 x i32> : (i32) -> !llvm.ptr
      %e = llvm.getelementptr %a[0, %n] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x i32>
      llvm.store %n, %e {{volatile}} : i32, !llvm.ptr
      %t = llvm.mlir.addressof @table : !llvm.ptr<1>
      %s = llvm.mlir.addressof @smem{i} : !llvm.ptr<3>
      llvm.store %n, %s : i32, !llvm.ptr<3>
      llvm.br ^loop(%c0 : i32)
    ^loop(%i: i32):
      %done = llvm.icmp "sge" %i, %n : i32
      llvm.cond_br %done, ^exit, ^body
    ^body:
      %q = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %x = llvm.load volatile %e : !llvm.ptr -> i32
      %g = llvm.getelementptr %t[0, %i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<4 x i32>
      %y = llvm.load %g : !llvm.ptr<1> -> i32
      %z = llvm.add %x, %y : i32
      llvm.store %z, %q : i32, !llvm.ptr<1>
      %next = llvm.add %i, %c1 : i32
      llvm.br ^loop(%next : i32)
    ^exit:
      llvm.return
    }}
"#
        ));
    }
    text.push_str("  }\n}\n");
    text
}

/// PTX of `source` with `threads` threads and chunks of `chunk_ops` ops
/// (borrowed or owned module), and whether the unit was split (a stitch
/// stage ran).
fn ptx(source: &str, threads: usize, chunk_ops: usize, owned: bool) -> (String, bool) {
    let mut session = Session::new();
    session.set_output_threads(threads);
    session.set_output_chunk_ops(chunk_ops);
    session.enable_timing(TimingReport::new());
    let module = session.parse(source).expect("the test module parses");
    let text = if owned {
        session.emit_ptx_owned(module, None, false)
    } else {
        session.emit_ptx(&module, None)
    }
    .expect("the test module compiles");
    let split = session
        .take_timing()
        .is_some_and(|t| t.stages().iter().any(|s| s.name == "Stitch PTX"));
    (text, split)
}

#[test]
fn split_ptx_is_the_whole_units_for_any_thread_count() {
    let source = kernels(24);
    let (whole, split) = ptx(&source, 1, 0, true);
    assert!(!split, "chunk ops 0 never splits");
    assert!(whole.contains(".visible .entry k23("));
    assert!(whole.contains("$L__BB23_1"), "labels numbered module-wide");
    assert!(whole.contains("// smem5 has been demoted"));
    for (threads, chunk_ops, owned) in [
        (1, 1, true),
        (2, 1, true),
        (3, 1, false),
        (4, 40, true),
        (2, 100, false),
        (8, 1, true),
    ] {
        let (text, split) = ptx(&source, threads, chunk_ops, owned);
        assert!(
            split,
            "{threads} threads, chunks of {chunk_ops} ops: not split"
        );
        assert!(
            text == whole,
            "{threads} threads, chunks of {chunk_ops} ops, owned {owned}: PTX differs"
        );
    }
}
