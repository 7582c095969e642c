//! Unit tests: the analysis run directly on parsed IR (without the tile
//! verifier the driver runs first), and the mutation test of the issue:
//! every single-line removal, adjacent swap and scope narrowing of a fence
//! or bulk-group op in a minimal correct kernel is caught, and the correct
//! kernels give no diagnostic.

use super::{check_operation, check_operation_with, Rule};
use melior::ir::{operation::OperationLike, Module};
use tile_dialect::hook::ConfiguredContext;

/// The analysis is tested on IR the tile verifier would reject, so the
/// parser checks structure only.
fn context() -> ConfiguredContext {
    tile_dialect::structural_context_with_all_dialects()
}

/// The rules and lines of every diagnostic for `source`; panics if it does
/// not parse or the analysis gives up.
fn diagnose(source: &str) -> Vec<(Rule, usize)> {
    let context = context();
    let module =
        Module::parse(&context, source).unwrap_or_else(|| panic!("does not parse:\n{source}"));
    assert!(module.as_operation().verify(), "does not verify:\n{source}");
    let mut all = Vec::new();
    for report in check_operation(module.as_operation()) {
        let found = report
            .result
            .unwrap_or_else(|e| panic!("analysis failed: {e}"));
        all.extend(
            found
                .iter()
                .map(|d| (d.rule, d.diagnostic.line().unwrap_or(0))),
        );
    }
    all
}

const HEADER: &str = "gpu.module @m [#nvvm.target<chip = \"sm_90a\">] {\n  \
    memref.global \"private\" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}\n  \
    memref.global \"private\" @template : memref<128xi8, 3> = uninitialized {alignment = 128}\n  \
    gpu.func @k(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64, %smem: memref<64x64xf32, 3>, \
    %bar: memref<i64, 3>, %x: i32, %y: i32, %phase: i32, %n: index, %c: i1) kernel {\n    \
    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n    \
    %slot = memref.get_global @slot : memref<128xi8, 1>\n    \
    %tmpl = memref.get_global @template : memref<128xi8, 3>\n    \
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>\n";

const FOOTER: &str = "    gpu.return\n  }\n}\n";

/// The header of the shared::cta path's kernels: a shared slot `%s`, a
/// template `%t`, and warp 0 / lane 0 conditions.
const HEADER_SHARED: &str = "gpu.module @m [#nvvm.target<chip = \"sm_90a\">] {\n  \
    memref.global \"private\" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}\n  \
    memref.global \"private\" @sdesc : memref<128xi8, 3> {alignment = 128}\n  \
    gpu.func @k(%p: !llvm.ptr<1>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>, \
    %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %phase: i32, %n: index) kernel \
    attributes {known_block_size = array<i32: 128, 1, 1>} {\n    \
    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n    \
    %c32 = arith.constant 32 : index\n    %all = arith.constant -1 : i32\n    \
    %slot = memref.get_global @slot : memref<128xi8, 1>\n    \
    %s = memref.get_global @sdesc : memref<128xi8, 3>\n    \
    %tid = gpu.thread_id x\n    \
    %warp0 = arith.cmpi ult, %tid, %c32 : index\n    \
    %lane0 = arith.cmpi eq, %tid, %c0 : index\n    \
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>\n";

const INIT_SHARED: &str = "tile.tensormap_init %s from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>";
const REBIND_SHARED: &str = "tile.rebind %s address(%p : !llvm.ptr<1>) : memref<128xi8, 3> as !tile.tensormap<f32, rank = 2, box = [64, 64]>";
const WARP_SYNC: &str = "nvvm.bar.warp.sync %all : i32";
const PUBLISH: &str =
    "tile.tensormap_cp_fenceproxy %s to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>";

const REBIND: &str = "tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>";
const RELEASE: &str = "tile.tensormap_fence_release scope = gpu";
const ACQUIRE: &str = "tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>";
const LOAD: &str = "tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>";
const STORE: &str = "tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>";
const WAIT_BAR: &str = "tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>";
const SEED: &str = "tile.tensormap_cp_fenceproxy %tmpl to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>";

/// A kernel whose body is `lines`; `{` / `}` lines open and close regions.
fn kernel(lines: &[&str]) -> String {
    kernel_with(HEADER, lines)
}

/// The kernel of the minimal kernel `name` (the shared::cta path's
/// kernels, named `shared_*`, have their own header).
fn kernel_for(name: &str, lines: &[&str]) -> String {
    if name.starts_with("shared") {
        kernel_with(HEADER_SHARED, lines)
    } else {
        kernel(lines)
    }
}

fn kernel_with(header: &str, lines: &[&str]) -> String {
    let mut text = header.to_string();
    for line in lines {
        text.push_str("    ");
        text.push_str(line);
        text.push('\n');
    }
    text.push_str(FOOTER);
    text
}

/// Minimal correct kernels: every fence and bulk-group op in them is needed.
fn minimal_kernels() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("straight", vec![REBIND, RELEASE, ACQUIRE, LOAD]),
        (
            "loop_stores",
            vec![
                "scf.for %i = %c0 to %n step %c1 {",
                "tile.bulk_wait 0 read",
                REBIND,
                RELEASE,
                ACQUIRE,
                STORE,
                "tile.bulk_commit",
                "}",
            ],
        ),
        (
            "loop_loads",
            vec![
                "scf.for %i = %c0 to %n step %c1 {",
                REBIND,
                RELEASE,
                ACQUIRE,
                LOAD,
                WAIT_BAR,
                "}",
            ],
        ),
        ("seed", vec![SEED, ACQUIRE, LOAD]),
        // The shared::cta path: lane 0 builds the descriptor in shared
        // memory, a warp barrier publishes it to the warp, warp 0 copies it
        // to the global slot with the fused release, lane 0 acquires it.
        (
            "shared_publish",
            vec![
                "scf.if %warp0 {",
                "scf.if %lane0 {",
                INIT_SHARED,
                REBIND_SHARED,
                "}",
                WARP_SYNC,
                PUBLISH,
                "}",
                "scf.if %lane0 {",
                ACQUIRE,
                LOAD,
                "}",
            ],
        ),
        // ... rebuilt and republished in a loop: the loads of the previous
        // iteration are retired before the global slot is overwritten.
        (
            "shared_loop",
            vec![
                "scf.for %i = %c0 to %n step %c1 {",
                "scf.if %warp0 {",
                "scf.if %lane0 {",
                INIT_SHARED,
                REBIND_SHARED,
                "}",
                WARP_SYNC,
                PUBLISH,
                "}",
                "scf.if %lane0 {",
                ACQUIRE,
                LOAD,
                WAIT_BAR,
                "}",
                "}",
            ],
        ),
        (
            "branch",
            vec!["scf.if %c {", REBIND, RELEASE, "}", ACQUIRE, LOAD],
        ),
        (
            "while",
            vec![
                "scf.while : () -> () {",
                "scf.condition(%c)",
                "} do {",
                "tile.bulk_wait 0 read",
                REBIND,
                RELEASE,
                ACQUIRE,
                STORE,
                "tile.bulk_commit",
                "scf.yield",
                "}",
            ],
        ),
    ]
}

/// Whether a body line is a fence or bulk-group op the mutants remove,
/// move or narrow.
fn is_sync(line: &str) -> bool {
    [
        "tile.tensormap_fence_release",
        "tile.tensormap_fence_acquire",
        "tile.bulk_wait",
        "tile.bulk_commit",
        "tile.mbarrier_wait_parity",
        "nvvm.bar.warp.sync",
    ]
    .iter()
    .any(|p| line.starts_with(p))
}

#[test]
fn correct_kernels_have_no_diagnostic() {
    for (name, body) in minimal_kernels() {
        assert_eq!(diagnose(&kernel_for(name, &body)), vec![], "kernel {name}");
    }
}

#[test]
fn every_removed_fence_is_caught() {
    let mut tried = 0;
    for (name, body) in minimal_kernels() {
        for (i, line) in body.iter().enumerate() {
            if !is_sync(line) {
                continue;
            }
            let mut mutant = body.clone();
            mutant.remove(i);
            let found = diagnose(&kernel_for(name, &mutant));
            assert!(
                !found.is_empty(),
                "kernel {name} without `{line}` is not caught"
            );
            tried += 1;
        }
    }
    assert_eq!(tried, 21);
}

#[test]
fn every_moved_fence_is_caught() {
    let mut tried = 0;
    for (name, body) in minimal_kernels() {
        for (i, line) in body.iter().enumerate() {
            if !is_sync(line) {
                continue;
            }
            for j in [i.wrapping_sub(1), i + 1] {
                let Some(other) = body.get(j) else { continue };
                if !other.starts_with("tile.") {
                    continue;
                }
                let mut mutant = body.clone();
                mutant.swap(i, j);
                let found = diagnose(&kernel_for(name, &mutant));
                assert!(
                    !found.is_empty(),
                    "kernel {name} with `{line}` swapped with `{other}` is not caught"
                );
                tried += 1;
            }
        }
    }
    assert!(tried >= 20, "only {tried} moves");
}

#[test]
fn every_narrowed_scope_is_caught() {
    for (name, body) in minimal_kernels() {
        for (i, line) in body.iter().enumerate() {
            if !line.contains("scope = gpu") {
                continue;
            }
            for narrow in ["scope = cta", "scope = cluster"] {
                let mut mutant: Vec<String> = body.iter().map(|l| l.to_string()).collect();
                mutant[i] = line.replace("scope = gpu", narrow);
                let refs: Vec<&str> = mutant.iter().map(String::as_str).collect();
                let found = diagnose(&kernel_for(name, &refs));
                assert!(
                    found.iter().any(|(r, _)| *r == Rule::FenceScope),
                    "kernel {name} with `{}` is not caught: {found:?}",
                    mutant[i]
                );
            }
        }
    }
}

#[test]
fn misaligned_global_slot_is_caught_at_the_write() {
    for (name, body) in minimal_kernels() {
        let source = kernel_for(name, &body).replace(
            "@slot : memref<128xi8, 1> = uninitialized {alignment = 128}",
            "@slot : memref<128xi8, 1> = uninitialized {alignment = 64}",
        );
        let found = diagnose(&source);
        assert!(
            !found.is_empty() && found.iter().all(|(r, _)| *r == Rule::SlotAlign),
            "kernel {name}: {found:?}"
        );
    }
}

#[test]
fn rules_and_lines_of_the_basic_mutants() {
    // Lines: the header has 9 lines, the body starts at line 10.
    let line = |i: usize| 10 + i;
    assert_eq!(
        diagnose(&kernel(&[REBIND, ACQUIRE, LOAD])),
        vec![(Rule::FenceReleaseMissing, line(2))]
    );
    assert_eq!(
        diagnose(&kernel(&[REBIND, RELEASE, LOAD])),
        vec![(Rule::FenceAcquireMissing, line(2))]
    );
    assert_eq!(
        diagnose(&kernel(&[REBIND, RELEASE, REBIND, ACQUIRE, LOAD])),
        vec![
            (Rule::RebindOrder, line(2)),
            (Rule::FenceReleaseMissing, line(4))
        ]
    );
    // Two releases and two writes: the second write is released again.
    assert_eq!(
        diagnose(&kernel(&[REBIND, RELEASE, REBIND, RELEASE, ACQUIRE, LOAD])),
        vec![]
    );
    // A store, committed, not waited: the rebind races it.
    assert_eq!(
        diagnose(&kernel(&[
            STORE,
            "tile.bulk_commit",
            REBIND,
            RELEASE,
            ACQUIRE,
            LOAD
        ])),
        vec![(Rule::SlotInFlight, line(2))]
    );
    // ... and waited with the right count: no diagnostic.
    assert_eq!(
        diagnose(&kernel(&[
            STORE,
            "tile.bulk_commit",
            "tile.bulk_commit",
            "tile.bulk_wait 1",
            REBIND,
            RELEASE,
            ACQUIRE,
            LOAD
        ])),
        vec![]
    );
}

#[test]
fn a_never_written_slot_needs_no_fence() {
    assert_eq!(diagnose(&kernel(&[LOAD, STORE])), vec![]);
}

#[test]
fn rule_ids() {
    let ids: Vec<&str> = [
        Rule::FenceReleaseMissing,
        Rule::FenceAcquireMissing,
        Rule::FenceScope,
        Rule::RebindOrder,
        Rule::SlotInFlight,
        Rule::SlotAlign,
    ]
    .iter()
    .map(|r| r.id())
    .collect();
    assert_eq!(
        ids,
        [
            "fence-release-missing",
            "fence-acquire-missing",
            "fence-scope",
            "rebind-order",
            "slot-in-flight",
            "slot-align"
        ]
    );
    assert_eq!(Rule::FenceproxySync.id(), "fenceproxy-sync");
    assert_eq!(Rule::FenceproxyWarp.id(), "fenceproxy-warp");
}

/// The shared::cta path's own mutants: each breaks one rule of the path
/// and is reported with exactly that rule.
#[test]
fn shared_path_mutants() {
    let publish = |body: Vec<&str>| diagnose(&kernel_with(HEADER_SHARED, &body));
    let rules =
        |found: Vec<(Rule, usize)>| -> Vec<Rule> { found.into_iter().map(|(r, _)| r).collect() };
    // The header has 14 lines; the body starts at line 15.
    let line = |i: usize| 15 + i;
    // No warp barrier between lane 0's writes and the warp's copy.
    assert_eq!(
        publish(vec![
            "scf.if %warp0 {",
            "scf.if %lane0 {",
            INIT_SHARED,
            REBIND_SHARED,
            "}",
            PUBLISH,
            "}",
            "scf.if %lane0 {",
            ACQUIRE,
            LOAD,
            "}",
        ]),
        vec![(Rule::FenceproxySync, line(5))]
    );
    // The copy inside lane 0's region: not a whole warp.
    assert_eq!(
        rules(publish(vec![
            "scf.if %warp0 {",
            "scf.if %lane0 {",
            INIT_SHARED,
            REBIND_SHARED,
            WARP_SYNC,
            PUBLISH,
            "}",
            "}",
            "scf.if %lane0 {",
            ACQUIRE,
            LOAD,
            "}",
        ])),
        vec![Rule::FenceproxyWarp]
    );
    // The copy under a condition splitting warp 0 (tid < 16).
    let half = kernel_with(
        HEADER_SHARED,
        &[
            "scf.if %warp0 {",
            "scf.if %lane0 {",
            INIT_SHARED,
            REBIND_SHARED,
            "}",
            WARP_SYNC,
            "%c16 = arith.constant 16 : index",
            "%half = arith.cmpi ult, %tid, %c16 : index",
            "scf.if %half {",
            PUBLISH,
            "}",
            "}",
            "scf.if %lane0 {",
            ACQUIRE,
            LOAD,
            "}",
        ],
    );
    assert_eq!(rules(diagnose(&half)), vec![Rule::FenceproxyWarp]);
    // Nothing writes the shared slot on one path: lane 0 builds it only
    // under a condition the others do not share.
    assert_eq!(
        rules(publish(vec![
            "%never = arith.cmpi ult, %n, %c0 : index",
            "scf.if %warp0 {",
            "scf.if %never {",
            INIT_SHARED,
            REBIND_SHARED,
            "}",
            WARP_SYNC,
            PUBLISH,
            "}",
            "scf.if %lane0 {",
            ACQUIRE,
            LOAD,
            "}",
        ])),
        vec![Rule::FenceproxySync]
    );
    // The loop's next copy overwrites the global slot while the previous
    // iteration's load may still read it (no mbarrier wait).
    assert_eq!(
        rules(publish(vec![
            "scf.for %i = %c0 to %n step %c1 {",
            "scf.if %warp0 {",
            "scf.if %lane0 {",
            INIT_SHARED,
            REBIND_SHARED,
            "}",
            WARP_SYNC,
            PUBLISH,
            "}",
            "scf.if %lane0 {",
            ACQUIRE,
            LOAD,
            "}",
            "}",
        ])),
        vec![Rule::SlotInFlight]
    );
}

/// Every diagnostic (rule, line, message) with skips allowed over at least
/// `min_skip` nodes.
fn messages(source: &str, min_skip: usize) -> Vec<(Rule, usize, String)> {
    let context = context();
    let module = Module::parse(&context, source).expect("parses");
    check_operation_with(module.as_operation(), min_skip)
        .into_iter()
        .flat_map(|r| r.result.expect("analysis succeeds"))
        .map(|d| {
            (
                d.rule,
                d.diagnostic.line().unwrap_or(0),
                d.diagnostic.message,
            )
        })
        .collect()
}

/// Skipping ops that do not mention a slot (while only the slot's own
/// events could change its facts) finds the same violations with the same
/// paths as the plain walk: a narrow acquire, then many unrelated ops
/// (bulk commits, ifs, a loop, another slot's rebinds), then the use.
#[test]
fn skipping_keeps_verdicts_and_paths() {
    let mut lines = vec![
        REBIND,
        RELEASE,
        "tile.tensormap_fence_acquire %slot scope = cta : memref<128xi8, 1>",
    ];
    let other = "tile.rebind %other address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>";
    lines.push("%other = memref.get_global @other : memref<128xi8, 1>");
    for _ in 0..12 {
        lines.extend([
            "tile.bulk_commit",
            "scf.if %c {",
            "tile.bulk_wait 0 read",
            "} else {",
            "tile.bulk_commit",
            "}",
            other,
            "tile.tensormap_fence_release scope = gpu",
            "scf.for %i = %c0 to %n step %c1 {",
            "tile.bulk_commit",
            "}",
        ]);
    }
    lines.extend([LOAD, WAIT_BAR, STORE]);
    let source = kernel(&lines).replace(
        "  gpu.func @k(",
        "  memref.global \"private\" @other : memref<128xi8, 1> = uninitialized {alignment = 128}\n  gpu.func @k(",
    );
    let plain = messages(&source, usize::MAX);
    let skipping = messages(&source, 1);
    assert!(!plain.is_empty(), "the narrow acquire is reported");
    assert!(plain.iter().all(|(rule, _, _)| *rule == Rule::FenceScope));
    assert_eq!(plain, skipping);
}

/// The dataflow's work and its most states at one node for `source`, which
/// must have no diagnostic.
fn effort_of(source: &str) -> super::analysis::Effort {
    let context = context();
    let module = Module::parse(&context, source).expect("parses");
    let mut effort = super::analysis::Effort::default();
    for report in super::check_operation_counting(
        module.as_operation(),
        super::cfg::MIN_SKIP_NODES,
        &mut effort,
        super::Detail::Messages,
    ) {
        let found = report.result.expect("analysis succeeds");
        assert!(
            found.is_empty(),
            "{:?}",
            found
                .iter()
                .map(|d| &d.diagnostic.message)
                .collect::<Vec<_>>()
        );
    }
    effort
}

/// One wait-first rebind block on the slot: the previous block's store may
/// still be in flight when it begins (where the previous block was skipped).
const WAIT_FIRST: [&str; 6] = [
    "tile.bulk_wait 0 read",
    REBIND,
    RELEASE,
    ACQUIRE,
    STORE,
    "tile.bulk_commit",
];

/// `n` blocks: `open` then [`WAIT_FIRST`] then `close` each (`nested`: all
/// closes at the end).
fn blocks(n: usize, open: &'static str, nested: bool) -> String {
    let mut lines: Vec<&str> = Vec::new();
    for _ in 0..n {
        lines.push(open);
        lines.extend(WAIT_FIRST);
        if !nested {
            lines.push("}");
        }
    }
    if nested {
        lines.extend(std::iter::repeat_n("}", n));
    }
    kernel(&lines)
}

/// Blocks that start with their wait (in sequential ifs, sibling loops,
/// nested ifs) leave a store in flight on the paths that skip them; the
/// state of the slot must not grow with the number of blocks: the work is
/// linear and the states at one node bounded. (The reader-keyed state grew
/// by one group per block: quadratic work, and at about 4,000 blocks the
/// analysis gave up.)
#[test]
fn wait_first_blocks_keep_the_state_bounded() {
    for (open, nested) in [
        ("scf.if %c {", false),
        ("scf.for %i = %c0 to %n step %c1 {", false),
        ("scf.if %c {", true),
    ] {
        let small = effort_of(&blocks(40, open, nested));
        let large = effort_of(&blocks(160, open, nested));
        assert!(
            large.entries <= 5 * small.entries,
            "{open} nested={nested}: {small:?} -> {large:?}"
        );
        assert!(large.max_states <= 8, "{open} nested={nested}: {large:?}");
        assert_eq!(small.max_states, large.max_states, "{open} nested={nested}");
    }
}

/// Many slots, each rebound in its own block and never mentioned after it:
/// each slot's facts stop at its last mention, so the work is linear in the
/// number of slots (not slots x blocks).
#[test]
fn facts_stop_after_the_slots_last_mention() {
    let source = |n: usize| {
        let mut text = String::from(
            "gpu.module @m [#nvvm.target<chip = \"sm_90a\">] {\n  gpu.func @k(%p: !llvm.ptr<1>, \
             %w: i32, %h: i32, %pitch: i64, %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, \
             %c: i1) kernel {\n",
        );
        let d = "!tile.tensormap<f32, rank = 2, box = [64, 64]>";
        for i in 0..n {
            text.push_str(&format!(
                "    %s{i} = memref.alloca() {{alignment = 128 : i64}} : memref<128xi8, 1>\n    \
                 %d{i} = tile.tensormap_from_slot %s{i} : memref<128xi8, 1> -> {d}\n    \
                 scf.if %c {{\n    tile.bulk_wait 0 read\n    \
                 tile.rebind %s{i} address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as {d}\n    \
                 tile.tensormap_fence_release scope = gpu\n    \
                 tile.tensormap_fence_acquire %s{i} scope = gpu : memref<128xi8, 1>\n    \
                 tile.store %smem to %d{i}[%x, %y] : memref<64x64xf32, 3>, {d}\n    \
                 tile.bulk_commit\n    }}\n"
            ));
        }
        text.push_str("    gpu.return\n  }\n}\n");
        text
    };
    let small = effort_of(&source(40));
    let large = effort_of(&source(160));
    assert!(large.entries <= 5 * small.entries, "{small:?} -> {large:?}");
}

/// The state names no reader: a `slot-in-flight` diagnostic finds the
/// reader on its path. Here the store was waited for, the load on `%bar`
/// was not: the load is named, with its reason.
#[test]
fn the_in_flight_reader_is_found_on_the_path() {
    let source = kernel(&[
        REBIND,
        RELEASE,
        ACQUIRE,
        STORE,
        "tile.bulk_commit",
        LOAD,
        "scf.if %c {",
        "tile.bulk_wait 0 read",
        "}",
        "tile.bulk_wait 0 read",
        REBIND,
        RELEASE,
    ]);
    let found = messages(&source, usize::MAX);
    assert_eq!(found.len(), 1, "{found:?}");
    let (rule, _, message) = &found[0];
    assert_eq!(*rule, Rule::SlotInFlight);
    assert!(
        message.contains("while the tile.load at line") && message.contains("mbarrier"),
        "{message}"
    );
}

/// Narrow release fences in many blocks (each block's use is reported at
/// its own fence): the state stays bounded, every block's fence is
/// reported once, and the work is linear (the facts of the paths that skip
/// a block do not multiply by the fences they passed).
#[test]
fn narrow_fences_in_many_blocks_stay_linear() {
    let narrow = "tile.tensormap_fence_release scope = cta";
    let source = |n: usize| {
        let mut lines: Vec<&str> = Vec::new();
        for _ in 0..n {
            lines.extend([
                "scf.if %c {",
                REBIND,
                narrow,
                ACQUIRE,
                STORE,
                "tile.bulk_commit",
                "tile.bulk_wait 0 read",
                "}",
            ]);
        }
        kernel(&lines)
    };
    let count = |n: usize| {
        let context = context();
        let text = source(n);
        let module = Module::parse(&context, &text).expect("parses");
        let mut effort = super::analysis::Effort::default();
        let mut found = 0;
        for report in super::check_operation_counting(
            module.as_operation(),
            super::cfg::MIN_SKIP_NODES,
            &mut effort,
            super::Detail::Messages,
        ) {
            let diagnostics = report.result.expect("analysis succeeds");
            assert!(diagnostics.iter().all(|d| d.rule == Rule::FenceScope));
            found += diagnostics.len();
        }
        (found, effort)
    };
    let (small_found, small) = count(30);
    let (large_found, large) = count(120);
    assert_eq!((small_found, large_found), (30, 120));
    assert!(large.entries <= 5 * small.entries, "{small:?} -> {large:?}");
    assert_eq!(small.max_states, large.max_states);
}

/// Many slots rebound in a row, one release for all, then each acquired
/// and read: a written slot's facts wait for the release and a released
/// one's for its acquire without walking the other slots' ops (only a
/// release, or an acquire of the slot, can change them there), so the work
/// is linear in the number of slots.
#[test]
fn facts_skip_what_cannot_change_them() {
    let source = |n: usize| {
        let d = "!tile.tensormap<f32, rank = 2, box = [64, 64]>";
        let mut text = String::from(
            "gpu.module @m [#nvvm.target<chip = \"sm_90a\">] {\n  gpu.func @k(%p: !llvm.ptr<1>, \
             %w: i32, %h: i32, %pitch: i64, %smem: memref<64x64xf32, 3>, %x: i32, %y: i32) kernel {\n",
        );
        for i in 0..n {
            text.push_str(&format!(
                "    %s{i} = memref.alloca() {{alignment = 128 : i64}} : memref<128xi8, 1>\n    \
                 %d{i} = tile.tensormap_from_slot %s{i} : memref<128xi8, 1> -> {d}\n"
            ));
        }
        for i in 0..n {
            text.push_str(&format!(
                "    tile.rebind %s{i} address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as {d}\n"
            ));
        }
        text.push_str("    tile.tensormap_fence_release scope = gpu\n");
        for i in 0..n {
            text.push_str(&format!(
                "    tile.tensormap_fence_acquire %s{i} scope = gpu : memref<128xi8, 1>\n    \
                 tile.store %smem to %d{i}[%x, %y] : memref<64x64xf32, 3>, {d}\n"
            ));
        }
        text.push_str("    tile.bulk_commit\n    tile.bulk_wait 0 read\n    gpu.return\n  }\n}\n");
        text
    };
    let small = effort_of(&source(40));
    let large = effort_of(&source(160));
    assert!(large.entries <= 5 * small.entries, "{small:?} -> {large:?}");
}

/// A small deterministic generator of random kernel bodies over two slots,
/// two mbarriers, fences of every scope, bulk groups, ifs and loops.
struct Random(u64);

impl Random {
    /// A random kernel over the slots `%slot` and `%other`.
    fn kernel(&mut self) -> String {
        let mut lines = vec![
            "%other = memref.get_global @other : memref<128xi8, 1>".to_string(),
            "%e = tile.tensormap_from_slot %other : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>".to_string(),
            "%bar2 = memref.cast %bar : memref<i64, 3> to memref<i64, 3>".to_string(),
        ];
        let mut budget = 20 + self.next(60);
        self.body(0, &mut budget, &mut lines);
        let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
        kernel(&refs).replace(
            "  gpu.func @k(",
            "  memref.global \"private\" @other : memref<128xi8, 1> = uninitialized {alignment = 128}\n  gpu.func @k(",
        )
    }

    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }

    fn body(&mut self, depth: usize, budget: &mut usize, out: &mut Vec<String>) {
        let d = "!tile.tensormap<f32, rank = 2, box = [64, 64]>";
        for _ in 0..1 + self.next(6) {
            if *budget == 0 {
                return;
            }
            *budget -= 1;
            let slot = ["%slot", "%other"][self.next(2)];
            let desc = if slot == "%slot" { "%d" } else { "%e" };
            let bar = ["%bar", "%bar2"][self.next(2)];
            let scope = ["cta", "cluster", "gpu", "sys"][self.next(4)];
            let line = match self.next(14) {
                0 | 1 => format!("tile.rebind {slot} address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as {d}"),
                2 => format!("tile.tensormap_fence_release scope = {scope}"),
                3 => format!("tile.tensormap_fence_acquire {slot} scope = {scope} : memref<128xi8, 1>"),
                4 => format!("tile.store %smem to {desc}[%x, %y] : memref<64x64xf32, 3>, {d}"),
                5 => format!("tile.load {desc}[%x, %y] to %smem, {bar} : {d}, memref<64x64xf32, 3>, memref<i64, 3>"),
                6 => "tile.bulk_commit".to_string(),
                7 => format!("tile.bulk_wait {} read", [0, 0, 1, 2][self.next(4)]),
                8 => format!("tile.mbarrier_wait_parity {bar}, %phase : memref<i64, 3>"),
                9 | 10 if depth < 4 => {
                    out.push("scf.if %c {".to_string());
                    self.body(depth + 1, budget, out);
                    if self.next(2) == 0 {
                        out.push("} else {".to_string());
                        self.body(depth + 1, budget, out);
                    }
                    "}".to_string()
                }
                11 if depth < 4 => {
                    out.push(format!("scf.for %i{depth} = %c0 to %n step %c1 {{"));
                    self.body(depth + 1, budget, out);
                    "}".to_string()
                }
                _ => "tile.bulk_commit".to_string(),
            };
            out.push(line);
        }
    }
}

/// Jumps over ops that cannot change a slot's facts find what the plain
/// walk finds (the same rules at the same ops), on random kernels.
#[test]
fn skipping_keeps_verdicts_on_random_kernels() {
    let mut random = Random(7);
    let mut checked = 0;
    for _ in 0..300 {
        let source = random.kernel();
        // The rules reported at the op they are found at, with their
        // lines; the two reported at an op of the witness path
        // (`fence-scope` at the fence, `rebind-order` at the write), only
        // as found: which path is seen first may differ.
        let verdicts = |min_skip: usize| {
            let mut found: Vec<(Rule, usize)> = messages(&source, min_skip)
                .into_iter()
                .map(|(rule, line, _)| match rule {
                    Rule::FenceScope | Rule::RebindOrder => (rule, 0),
                    _ => (rule, line),
                })
                .collect();
            found.sort();
            found.dedup();
            found
        };
        let plain = verdicts(usize::MAX);
        assert_eq!(plain, verdicts(1), "{source}");
        checked += usize::from(!plain.is_empty());
    }
    assert!(checked > 100, "too few kernels with a violation: {checked}");
}

/// The rules and lines `Detail::Places` finds in `source`, every item of
/// one node or more summarised (`min_skip` 1).
fn places(source: &str) -> Vec<(Rule, usize)> {
    let context = context();
    let module = Module::parse(&context, source).expect("parses");
    super::check_operation_counting(
        module.as_operation(),
        1,
        &mut super::analysis::Effort::default(),
        super::Detail::Places,
    )
    .into_iter()
    .flat_map(|r| r.result.expect("analysis succeeds"))
    .map(|d| (d.rule, d.diagnostic.line().unwrap_or(0)))
    .collect()
}

/// The summaries (a slot's walk confined to its scope, items it does not
/// mention jumped over, the cycles around the scope looked up) find what
/// the plain walk finds: the same rules at the same ops, on random kernels
/// with ifs and loops nested four deep.
#[test]
fn summaries_keep_verdicts_on_random_kernels() {
    let mut random = Random(11);
    let mut checked = 0;
    let mask = |found: Vec<(Rule, usize)>| {
        let mut found: Vec<(Rule, usize)> = found
            .into_iter()
            .map(|(rule, line)| match rule {
                Rule::FenceScope | Rule::RebindOrder => (rule, 0),
                _ => (rule, line),
            })
            .collect();
        found.sort();
        found.dedup();
        found
    };
    for _ in 0..600 {
        let source = random.kernel();
        let plain = mask(
            messages(&source, usize::MAX)
                .into_iter()
                .map(|(rule, line, _)| (rule, line))
                .collect(),
        );
        assert_eq!(plain, mask(places(&source)), "{source}");
        checked += usize::from(!plain.is_empty());
    }
    assert!(checked > 200, "too few kernels with a violation: {checked}");
}
