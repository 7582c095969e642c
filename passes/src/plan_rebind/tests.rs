//! Unit tests of the planner's API (the lit tests under
//! `test/Passes/tile-plan-device-rebind/` cover the IR it writes).

use super::*;
use melior::{dialect::DialectRegistry, ir::Module, utility::register_all_dialects};
use tile_rules::descriptor::Descriptor;
use tile_rules::enums::Interleave;

fn context() -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    tile_dialect::register_dialect(&registry);
    let context = Context::new_with_registry(&registry, false);
    context.load_all_available_dialects();
    context
}

/// A kernel with one device-born descriptor in the entry block (BODY goes
/// at the end of the kernel) and one launch.
const KERNEL: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) kernel
        attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32} {
      %bid = gpu.block_id x
      %a = memref.load %table[%bid] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      BODY
      gpu.return
    }
  }
  func.func @host(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) {
    %c2 = arith.constant 2 : index
    gpu.launch_func @m::@k blocks in (%c2, %c2, %c2) threads in (%c2, %c2, %c2)
        args(%table : memref<?xi64, 1>, %w : i64, %pitch : i64)
    return
  }
}"#;

#[test]
fn plans_a_kernel_and_its_launch() {
    let context = context();
    let module = Module::parse(&context, &KERNEL.replace("BODY", "")).expect("parses");
    let summaries = plan_device_rebind(module.as_operation(), &Options::default()).expect("plans");
    assert_eq!(
        summaries,
        vec![KernelSummary {
            symbol: "@m::@k".into(),
            descriptors: 1,
            first_template: 3,
            workspace: 4,
            launch_sites: 1,
            in_flight_waits: 0,
        }]
    );
    assert!(module.as_operation().verify(), "{}", module.as_operation());
    let text = module.as_operation().to_string();
    assert!(
        text.contains("tile.rebind_workspace_param = 4 : i32"),
        "{text}"
    );
    assert!(!text.contains("tile.device_born"), "{text}");
    // The launch takes a workspace placeholder (the cached workspace comes from
    // tile-lower-host-tma): nothing is allocated or freed around it.
    assert!(
        text.contains("{tile.rebind_workspace = 128 : i64}"),
        "{text}"
    );
    assert!(!text.contains("gpu.dealloc"), "{text}");
    // The result passes the fence checker.
    for report in check_operation(module.as_operation()) {
        assert_eq!(report.result.map(|f| f.len()).ok(), Some(0), "{text}");
    }
}

#[test]
fn an_error_changes_nothing() {
    let context = context();
    let body = r#"
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %lane = gpu.thread_id x
      scf.for %i = %c0 to %lane step %c1 {
        %e = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch_tensormap %e : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      }"#;
    let module = Module::parse(&context, &KERNEL.replace("BODY", body)).expect("parses");
    let before = module.as_operation().to_string();
    let errors = plan_device_rebind(module.as_operation(), &Options::default()).unwrap_err();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].rule.as_deref(), Some(Rule::Thread.id()));
    assert!(errors[0]
        .to_string()
        .starts_with("'tile.make_tensormap_ptr' op [rebind-thread] cannot tell which threads"));
    assert_eq!(module.as_operation().to_string(), before);
}

#[test]
fn leaves_modules_without_device_born_descriptors_alone() {
    let context = context();
    let text = KERNEL
        .replace(" {tile.device_born}", "")
        .replace("BODY", "");
    let module = Module::parse(&context, &text).expect("parses");
    let before = module.as_operation().to_string();
    assert_eq!(
        plan_device_rebind(module.as_operation(), &Options::default()),
        Ok(Vec::new())
    );
    assert_eq!(module.as_operation().to_string(), before);
}

#[test]
fn placeholders_are_dense_and_aligned() {
    let f16 = Descriptor::tiled("f16", &[16, 8, 4]);
    assert_eq!(
        host::placeholder_extents(&f16),
        (vec![16, 8, 4], vec![32, 256])
    );
    // 8 x 2 bytes = 16, then 16 x 3 = 48 (a multiple of 16).
    let odd = Descriptor::tiled("bf16", &[8, 3, 2]);
    assert_eq!(host::placeholder_extents(&odd).1, vec![16, 48]);
    // 32-byte interleave: every stride a multiple of 32.
    let mut il32 = Descriptor::tiled("bf16", &[8, 3, 2]);
    il32.interleave = Interleave::Il32;
    assert_eq!(host::placeholder_extents(&il32).1, vec![32, 96]);
    let rank1 = Descriptor::tiled("f32", &[256]);
    assert_eq!(host::placeholder_extents(&rank1), (vec![256], Vec::new()));
}

#[test]
fn rule_ids_are_distinct() {
    let rules = [
        Rule::Kernel,
        Rule::Thread,
        Rule::Use,
        Rule::InFlight,
        Rule::Operands,
        Rule::Launch,
        Rule::Verify,
        Rule::Internal,
    ];
    let mut ids: Vec<&str> = rules.iter().map(|r| r.id()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), rules.len());
    assert!(ids.iter().all(|id| id.starts_with("rebind-")));
}

#[test]
fn lookahead_values_parse_to_factors() {
    assert_eq!(parse_lookahead("off"), Some(1));
    assert_eq!(parse_lookahead("on"), Some(2));
    assert_eq!(parse_lookahead("2"), Some(2));
    assert_eq!(parse_lookahead("4"), Some(4));
    assert_eq!(parse_lookahead("8"), Some(8));
    assert_eq!(parse_lookahead("3"), None);
    assert_eq!(parse_lookahead(""), None);
}
