// RUN: %tile-opt %s -split-input-file -verify-diagnostics

// [rebind-attribute]: the kernel attributes that set tile-plan-device-rebind's
// options for one kernel are strings, each one of its option's values. A
// non-string value was silently ignored, and so was any value on a kernel
// without device-born descriptors (the planner reads them only there).

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[rebind-attribute] tile.rebind_slots must be a string, one of "auto", "global", "shared", "staged", but it is 5 : i32}}
  gpu.func @slots_int() kernel attributes {tile.rebind_slots = 5 : i32} {
    gpu.return
  }
  // expected-error@below {{[rebind-attribute] tile.rebind_seed must be a string, one of "template", "zero", but it is [1, 2]}}
  gpu.func @seed_array() kernel attributes {tile.rebind_seed = [1, 2]} {
    gpu.return
  }
  // expected-error@below {{[rebind-attribute] tile.rebind_lookahead must be a string, one of "off", "on", "1", "2", "4", "8", but it is 4 : i64}}
  gpu.func @lookahead_int() kernel attributes {tile.rebind_lookahead = 4} {
    gpu.return
  }
  // expected-error@below {{[rebind-attribute] tile.rebind_lookahead must be a string, one of "off", "on", "1", "2", "4", "8", but it is true}}
  gpu.func @lookahead_bool() kernel attributes {tile.rebind_lookahead = true} {
    gpu.return
  }
  // expected-error@below {{[rebind-attribute] tile.rebind_slots = "bogus" is not one of "auto", "global", "shared", "staged"}}
  gpu.func @slots_bogus() kernel attributes {tile.rebind_slots = "bogus"} {
    gpu.return
  }
  // expected-error@below {{[rebind-attribute] tile.rebind_seed = "ones" is not one of "template", "zero"}}
  gpu.func @seed_bogus() kernel attributes {tile.rebind_seed = "ones"} {
    tile.fence_proxy_async shared_cta
    gpu.return
  }
  // expected-error@below {{[rebind-attribute] tile.rebind_outline = "always" is not one of "auto", "on", "off"}}
  gpu.func @outline_bogus() kernel attributes {tile.rebind_outline = "always"} {
    gpu.return
  }
  // expected-error@below {{[rebind-attribute] tile.rebind_outline must be a string, one of "auto", "on", "off", but it is 1 : i32}}
  gpu.func @outline_int() kernel attributes {tile.rebind_outline = 1 : i32} {
    gpu.return
  }
  // Valid values.
  gpu.func @fine() kernel attributes {tile.rebind_slots = "staged", tile.rebind_seed = "zero", tile.rebind_lookahead = "on", tile.rebind_outline = "off"} {
    gpu.return
  }
}
