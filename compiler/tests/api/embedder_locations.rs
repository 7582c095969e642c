//! A module built with the embedder's own source locations (a DSL's
//! `file:line:col`, attached with `Body::at`, `ModuleBuilder::set_location`,
//! `ModuleBuilder::new_at` and `ModuleBuilder::kernel_with_locations`):
//! every `BuildError` names the kernel and that place; the verifier, the
//! device-rebind planner, the fence checker and the back end report their
//! errors at exactly that place; every op keeps an embedder location
//! through every pass of both pipelines; the PTX is the same as without
//! locations.

use melior::ir::operation::{OperationLike, WalkResult};
use melior::ir::{BlockLike, Module, OperationRef, RegionLike};
use tile_compiler::builder::*;
use tile_compiler::{CompileOptions, Diagnostic, Session, Strategy, Target};
use tile_dialect::walk::preorder;

/// The embedder's program.
const FILE: &str = "prog.tdsl";

fn at(line: usize, col: usize) -> Loc {
    Loc::new(FILE, line, col)
}

fn sm90a() -> Target {
    Target::parse("sm_90a").expect("a known target")
}

/// The first error diagnostic that names a rule.
fn first_rule_error(diagnostics: &[Diagnostic]) -> Diagnostic {
    diagnostics
        .iter()
        .find(|d| d.rule.is_some() && d.severity == tile_compiler::Severity::Error)
        .cloned()
        .unwrap_or_else(|| panic!("an error naming a rule: {diagnostics:#?}"))
}

/// Compiles `module` with the default pipeline of `strategy`; the error
/// it must give: its rule and place.
fn refused(session: &Session, module: &mut Module<'_>, strategy: Strategy) -> Diagnostic {
    let options = CompileOptions {
        strategy,
        ..CompileOptions::default()
    };
    let error = session
        .compile(module, &options)
        .expect_err("the module must be refused");
    first_rule_error(&error.diagnostics())
}

#[test]
fn build_errors_name_the_kernel_and_the_place() {
    let session = Session::new();
    let m = ModuleBuilder::new_at(&session, "kernels", sm90a(), &at(1, 1)).expect("module");
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
    let wide = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([512, 8]));
    let mut errors: Vec<(BuildError, Loc, &str)> = Vec::new();
    // Kernel-level mistakes: at the current location, or the parameter's.
    m.set_location(Some(&at(2, 1)));
    let launch = m.kernel("big", &[], LaunchBounds::threads(2048));
    errors.push((launch.err().expect("2048 threads"), at(2, 1), "big"));
    let param = m.kernel_with_locations(
        "boxed",
        &[
            (KernelParam::I32, at(3, 3)),
            (KernelParam::TensorMap(wide.clone()), at(4, 3)),
        ],
        LaunchBounds::threads(32),
    );
    errors.push((param.err().expect("a 512-wide box"), at(4, 3), "boxed"));
    // A type MLIR does not accept (a negative extent): at the parameter.
    let negative = m.kernel_with_locations(
        "negative",
        &[(
            KernelParam::MemRef(MemRefSpec::global(
                Element::F32,
                Shape::outermost_first([-5]),
            )),
            at(3, 9),
        )],
        LaunchBounds::threads(32),
    );
    errors.push((
        negative.err().expect("memref<-5xf32>"),
        at(3, 9),
        "negative",
    ));
    let named = m.kernel("9lives", &[], LaunchBounds::threads(32));
    errors.push((named.err().expect("a bad name"), at(2, 1), "9lives"));
    let k = m
        .kernel_with_locations(
            "k",
            &[
                (KernelParam::TensorMap(map.clone()), at(5, 3)),
                (
                    KernelParam::MemRef(MemRefSpec::global(
                        Element::F32,
                        Shape::outermost_first([64, 64]),
                    )),
                    at(6, 3),
                ),
            ],
            LaunchBounds::threads(32),
        )
        .expect("kernel");
    let again = m.kernel("k", &[], LaunchBounds::threads(32));
    errors.push((again.err().expect("a second @k"), at(2, 1), "k"));
    // Parameters asked for wrongly: at the current location.
    m.set_location(Some(&at(7, 1)));
    errors.push((k.arg_i32(0).err().expect("not an i32"), at(7, 1), "k"));
    errors.push((k.arg_i32(9).err().expect("no #9"), at(7, 1), "k"));
    let d = k.arg_tensor_map(0).expect("param 0");
    let g = k.arg_memref(1).expect("param 1");
    // Body mistakes: at the body's place (which wins over the current one).
    let b = k.at(&at(8, 5));
    let s = b
        .shared(
            "s",
            &MemRefSpec::shared(Element::F32, Shape::outermost_first([64, 64])),
            1024,
        )
        .expect("shared");
    let bar = b.barrier("bar").expect("barrier");
    let c0 = b.i32(0).expect("constant");
    let ops: Vec<(Result<(), BuildError>, Loc)> = vec![
        (
            k.at(&at(9, 5)).load(
                &d,
                &Coords::innermost_first([c0]),
                &s,
                &bar,
                &LoadOptions::default(),
            ),
            at(9, 5),
        ),
        (
            k.at(&at(10, 5)).load(
                &d,
                &Coords::innermost_first([c0, c0]),
                &g,
                &bar,
                &LoadOptions::default(),
            ),
            at(10, 5),
        ),
        (
            k.at(&at(11, 5))
                .shared(
                    "s",
                    &MemRefSpec::shared(Element::F16, Shape::outermost_first([8])),
                    16,
                )
                .map(drop),
            at(11, 5),
        ),
        (
            k.at(&at(12, 5))
                .shared(
                    "odd",
                    &MemRefSpec::shared(Element::F32, Shape::outermost_first([8])),
                    48,
                )
                .map(drop),
            at(12, 5),
        ),
        (
            k.at(&at(13, 5))
                .shared("1s", &MemRefSpec::barrier(), 8)
                .map(drop),
            at(13, 5),
        ),
        (
            k.at(&at(14, 5)).make_tensormap(&g, &wide).map(drop),
            at(14, 5),
        ),
        // Nested bodies keep the place of the body that opened them.
        (
            k.at(&at(15, 5))
                .if_then(k.bool(true).expect("i1"), |inner| {
                    inner.load(
                        &d,
                        &Coords::innermost_first([c0]),
                        &s,
                        &bar,
                        &LoadOptions::default(),
                    )
                }),
            at(15, 5),
        ),
        // ... and the current location applies without `at`.
        (
            k.view(
                &s,
                k.index(0).expect("index"),
                Shape::outermost_first([128, 64]),
            )
            .map(drop),
            at(7, 1),
        ),
    ];
    for (result, place) in ops {
        errors.push((result.expect_err("a mistake"), place, "k"));
    }
    let mut rules = Vec::new();
    for (e, place, kernel) in &errors {
        assert_eq!(e.kernel(), Some(*kernel), "{e}");
        assert_eq!(e.location(), Some(place), "{e}");
        let text = e.to_string();
        assert!(
            text.starts_with(&format!("{place}: [{}]", e.rule()))
                && text.ends_with(&format!("(kernel '{kernel}')")),
            "{text}"
        );
        rules.push(e.rule());
    }
    rules.sort_unstable();
    rules.dedup();
    assert_eq!(
        rules,
        [
            "box-dim-range",
            "builder-arity",
            "builder-duplicate",
            "builder-launch",
            "builder-mlir",
            "builder-name",
            "builder-param",
            "builder-shape",
            "builder-space",
        ]
    );
    // Without an embedder location: the kernel, no place.
    m.set_location(None);
    let e = k
        .load(
            &d,
            &Coords::innermost_first([c0]),
            &s,
            &bar,
            &LoadOptions::default(),
        )
        .expect_err("one coordinate");
    assert_eq!((e.kernel(), e.location()), (Some("k"), None));
    assert!(e.to_string().starts_with("[builder-arity]"), "{e}");
    // A bad unit name: the module's place, no kernel.
    let e = ModuleBuilder::new_at(&session, "9", sm90a(), &at(1, 1))
        .err()
        .expect("a bad unit name");
    assert_eq!((e.kernel(), e.location()), (None, Some(&at(1, 1))));
    session.discard(m.finish());
}

/// A kernel whose one mistake the verifier sees: a 64 x 64 box into a
/// 32 x 32 buffer, built at line 12, column 5.
fn too_small(session: &Session) -> Module<'_> {
    let m = ModuleBuilder::new_at(session, "kernels", sm90a(), &at(1, 1)).expect("module");
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
    m.set_location(Some(&at(2, 1)));
    let k = m
        .kernel(
            "wrong",
            &[KernelParam::TensorMap(map)],
            LaunchBounds::threads(32),
        )
        .expect("kernel");
    let d = k.arg_tensor_map(0).expect("param");
    let small = k
        .shared(
            "small",
            &MemRefSpec::shared(Element::F32, Shape::outermost_first([32, 32])),
            1024,
        )
        .expect("shared");
    let bar = k.barrier("bar").expect("barrier");
    let c0 = k.i32(0).expect("constant");
    k.at(&at(12, 5))
        .load(
            &d,
            &Coords::innermost_first([c0, c0]),
            &small,
            &bar,
            &LoadOptions::default(),
        )
        .expect("builds");
    m.finish()
}

#[test]
fn verifier_errors_are_at_the_embedder_place() {
    let session = Session::new();
    for strategy in [Strategy::Intrinsics, Strategy::Asm] {
        let mut module = too_small(&session);
        let e = refused(&session, &mut module, strategy);
        assert_eq!(
            e.file_line_col,
            Some(at(12, 5).file_line_col()),
            "{strategy:?}: {e:?}"
        );
        assert!(e.message.contains("'tile.load' op ["), "{e:?}");
        session.discard(module);
    }
}

#[test]
fn planner_errors_are_at_the_embedder_place() {
    // A device-born descriptor built in a loop whose trip count differs
    // between threads: the planner cannot tell which thread builds it.
    let session = Session::new();
    let m = ModuleBuilder::new_at(&session, "kernels", sm90a(), &at(1, 1)).expect("module");
    m.set_location(Some(&at(2, 1)));
    let k = m
        .kernel(
            "rebound",
            &[
                KernelParam::MemRef(MemRefSpec::global_dynamic(Element::I64, 1)),
                KernelParam::I64,
                KernelParam::I64,
            ],
            LaunchBounds::threads(64),
        )
        .expect("kernel");
    let (table, w, pitch) = (
        k.arg_memref(0).expect("table"),
        k.arg_i64(1).expect("w"),
        k.arg_i64(2).expect("pitch"),
    );
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
    let (zero, one, lane) = (
        k.index(0).expect("0"),
        k.index(1).expect("1"),
        k.thread_id(Dim::X).expect("lane"),
    );
    k.at(&at(3, 3))
        .for_range(zero, lane, one, |b, i| {
            let ptr = b.int_to_ptr(b.load_i64(&table, &[i])?)?;
            let d = b.at(&at(5, 7)).make_tensormap_ptr(
                ptr,
                &Axes::innermost_first([w, w]),
                &Axes::innermost_first([pitch]),
                &map,
            )?;
            b.prefetch_tensormap(&d, None)
        })
        .expect("builds");
    let mut module = m.finish();
    let e = refused(&session, &mut module, Strategy::Intrinsics);
    assert_eq!(e.rule.as_deref(), Some("rebind-thread"), "{e:?}");
    assert_eq!(e.file_line_col, Some(at(5, 7).file_line_col()), "{e:?}");
    // The message names the loop by its embedder line.
    assert!(e.message.contains("'scf.for' at line 3"), "{e:?}");
    session.discard(module);
}

#[test]
fn fence_checker_errors_are_at_the_embedder_place() {
    // A shared descriptor written by lane 0 and copied to the global slot
    // by the warp with no barrier between: the other lanes may copy stale
    // bytes.
    let session = Session::new();
    let m = ModuleBuilder::new_at(&session, "kernels", sm90a(), &at(1, 1)).expect("module");
    m.set_location(Some(&at(2, 1)));
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
    let k = m
        .kernel(
            "one_lane",
            &[
                KernelParam::TensorMap(map),
                KernelParam::MemRef(MemRefSpec::slot(MemorySpace::Global)),
            ],
            LaunchBounds::threads(128),
        )
        .expect("kernel");
    let (t, slot) = (
        k.arg_tensor_map(0).expect("template"),
        k.arg_memref(1).expect("slot"),
    );
    let s = k
        .shared("sdesc", &MemRefSpec::slot(MemorySpace::Shared), 128)
        .expect("shared slot");
    let lane0 = k
        .cmp(
            Compare::Eq,
            k.thread_id(Dim::X).expect("tid"),
            k.index(0).expect("0"),
        )
        .expect("cmp");
    k.at(&at(4, 3))
        .if_then(lane0, |b| {
            b.tensormap_init(&s, Some(&t))?;
            b.at(&at(6, 5))
                .tensormap_cp_fenceproxy(&s, &slot, FenceScope::Gpu)
        })
        .expect("builds");
    let mut module = m.finish();
    let e = refused(&session, &mut module, Strategy::Intrinsics);
    assert_eq!(e.rule.as_deref(), Some("fenceproxy-sync"), "{e:?}");
    assert_eq!(e.file_line_col, Some(at(6, 5).file_line_col()), "{e:?}");
    // The path it names is in the embedder's lines.
    assert!(
        e.message.contains(
            "path: line 4 (scf.if then branch) -> line 4 (tile.tensormap_init) -> line 6"
        ),
        "{e:?}"
    );
    session.discard(module);
}

/// The lowered `llvm.func` named `name` in `module`.
fn lowered_function<'c, 'a>(module: &'a Module<'c>, name: &str) -> OperationRef<'c, 'a> {
    let mut found = None;
    preorder(module.as_operation(), |op| {
        let named = op
            .attribute("sym_name")
            .ok()
            .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
            .is_some_and(|s| s.value() == name);
        if named && op.name().as_string_ref().as_str() == Ok("llvm.func") {
            found = Some(op);
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    found.unwrap_or_else(|| panic!("no llvm.func @{name}"))
}

#[test]
fn back_end_errors_are_at_the_embedder_kernel() {
    // No tile op makes the NVPTX back end stop (the verifier refuses what
    // the target lacks), so the kernel is built, lowered, and then given
    // an instruction sm_90a lacks (gather4), as already-lowered input
    // would have it, at a place that is not the embedder's: LLVM's "Cannot
    // select" names the intrinsic, the session finds the function calling
    // it, and reports at that function's location — the embedder's kernel.
    let session = Session::new();
    let m = ModuleBuilder::new_at(&session, "kernels", sm90a(), &at(1, 1)).expect("module");
    m.set_location(Some(&at(2, 3)));
    let k = m
        .kernel("gather", &[], LaunchBounds::threads(32))
        .expect("kernel");
    k.at(&at(3, 5)).sync_threads().expect("builds");
    let mut module = m.finish();
    session
        .run_pipeline(&mut module, "default")
        .expect("the pipeline lowers it");
    let function = lowered_function(&module, "gather");
    assert_eq!(
        tile_dialect::verify::file_line_col(function.location()),
        Some(at(2, 3).file_line_col()),
        "the lowered kernel keeps the embedder's place"
    );
    let source = r#"llvm.func @donor() {
  %d = llvm.mlir.zero : !llvm.ptr
  %s = llvm.mlir.zero : !llvm.ptr<7>
  %b = llvm.mlir.zero : !llvm.ptr<3>
  %c = llvm.mlir.constant(0 : i32) : i32
  nvvm.cp.async.bulk.tensor.shared.cluster.global %s, %d, %b, box[%c, %c, %c, %c, %c] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}"#;
    let context = session.context();
    // SAFETY: the donor function is parsed detached, its ops (all but the
    // return) are moved before the kernel's return, and it is destroyed.
    unsafe {
        let donor = mlir_sys::mlirOperationCreateParse(
            context.to_raw(),
            melior::StringRef::new(source).to_raw(),
            melior::StringRef::new("inserted.mlir").to_raw(),
        );
        assert!(!donor.ptr.is_null(), "the donor parses");
        let donor = melior::ir::Operation::from_raw(donor);
        let body = donor
            .region(0)
            .expect("region")
            .first_block()
            .expect("block");
        let end = function
            .region(0)
            .expect("region")
            .first_block()
            .expect("block")
            .terminator()
            .expect("llvm.return");
        while let Some(op) = body.first_operation() {
            if op.next_in_block().is_none() {
                break;
            }
            mlir_sys::mlirOperationMoveBefore(op.to_raw(), end.to_raw());
        }
        drop(donor);
    }
    let error = session
        .emit_ptx(&module, None)
        .expect_err("LLVM cannot select gather4 on sm_90a");
    let e = first_rule_error(&error.diagnostics());
    assert_eq!(e.rule.as_deref(), Some("backend"), "{e:?}");
    assert!(e.message.contains("Cannot select"), "{e:?}");
    assert_eq!(e.file_line_col, Some(at(2, 3).file_line_col()), "{e:?}");
}

/// A kernel through every pass: a host-born descriptor (a memref
/// parameter: hoisted to the host), a device-born one (rebound in a slot
/// by the planner), a 2-stage ring in a loop with a carried phase, an
/// `if`, an element-wise loop. With `located`, each builder call at its
/// own line of the embedder's program; else at the Rust lines. Also the
/// lines of its TMA loads and stores.
fn everything(session: &Session, located: bool) -> (Module<'_>, Vec<usize>) {
    let m = if located {
        ModuleBuilder::new_at(session, "kernels", sm90a(), &at(1, 1))
    } else {
        ModuleBuilder::new(session, "kernels", sm90a())
    }
    .expect("module");
    let line = std::cell::Cell::new(1usize);
    let tma = std::cell::RefCell::new(Vec::new());
    let mark = || tma.borrow_mut().push(line.get());
    let next = || {
        line.set(line.get() + 1);
        if located {
            m.set_location(Some(&at(line.get(), 3)));
        }
    };
    next();
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([32, 32]));
    let k = m
        .kernel(
            "everything",
            &[
                KernelParam::MemRef(MemRefSpec::global(
                    Element::F32,
                    Shape::outermost_first([256, 256]),
                )),
                KernelParam::TensorMap(map.clone()),
                KernelParam::MemRef(MemRefSpec::global_dynamic(Element::I64, 1)),
                KernelParam::I64,
                KernelParam::I64,
            ],
            LaunchBounds::threads(128).with_grid([8, 1, 1]),
        )
        .expect("kernel");
    let built = (|| -> Result<(), BuildError> {
        next();
        let (src, dst, table, w, pitch) = (
            k.arg_memref(0)?,
            k.arg_tensor_map(1)?,
            k.arg_memref(2)?,
            k.arg_i64(3)?,
            k.arg_i64(4)?,
        );
        next();
        let host = k.make_tensormap(&src, &map)?;
        next();
        let row = k.min_u(k.block_id(Dim::X)?, k.index(255)?)?;
        next();
        let device = k.make_tensormap_ptr(
            k.int_to_ptr(k.load_i64(&table, &[row])?)?,
            &Axes::innermost_first([w, w]),
            &Axes::innermost_first([pitch]),
            &map,
        )?;
        next();
        let spec = MemRefSpec::shared(Element::F32, Shape::outermost_first([32, 32]));
        let stages = [
            k.shared("stage0", &spec, 1024)?,
            k.shared("stage1", &spec, 1024)?,
        ];
        let bars = [k.barrier("bar0")?, k.barrier("bar1")?];
        next();
        let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
        next();
        k.if_then(leader, |b| {
            next();
            for bar in &bars {
                b.mbarrier_init(bar, b.i32(1)?)?;
            }
            next();
            b.fence_proxy_async(ProxySpace::SharedCta)?;
            next();
            let (zero, four, one) = (b.index(0)?, b.index(4)?, b.index(1)?);
            let phase = b.for_range_carried(zero, four, one, b.i32(0)?, |b, i, phase| {
                for (s, (stage, bar)) in stages.iter().zip(&bars).enumerate() {
                    next();
                    let x: I32 = b.cast(b.mul(i, b.index(32)?)?)?;
                    let y = b.i32(32 * s as i32)?;
                    b.mbarrier_arrive_expect_tx(bar, b.i32(32 * 32 * 4)?, None)?;
                    next();
                    let desc = if s == 0 { &host } else { &device };
                    mark();
                    b.load(
                        desc,
                        &Coords::innermost_first([x, y]),
                        stage,
                        bar,
                        &LoadOptions::default(),
                    )?;
                    next();
                    b.mbarrier_wait_parity(bar, phase)?;
                    next();
                    mark();
                    b.store(
                        stage,
                        &dst,
                        &Coords::innermost_first([x, y]),
                        &StoreOptions::default(),
                    )?;
                    b.bulk_commit()?;
                    next();
                    b.bulk_wait(0, true)?;
                }
                next();
                b.xor(phase, b.i32(1)?)
            })?;
            next();
            let odd = b.cmp(Compare::Ne, phase, b.i32(0)?)?;
            b.if_then_else(odd, |b| b.bulk_wait(0, false), |b| b.bulk_wait(0, true))
        })?;
        next();
        k.sync_threads()?;
        next();
        let flat = k.view(&stages[0], k.index(0)?, Shape::outermost_first([32 * 32]))?;
        let (tid, end, step) = (k.thread_id(Dim::X)?, k.index(32 * 32)?, k.index(128)?);
        k.for_range(tid, end, step, |b, e| {
            next();
            let v = b.load_element(&flat, &[e])?;
            b.store_element(b.add_elements(v, v)?, &flat, &[e])
        })
    })();
    built.expect("builds");
    (m.finish(), tma.into_inner())
}

/// Whether `op` is a constant: MLIR's folder (the greedy rewrite driver
/// of upstream passes such as `expand-strided-metadata` and
/// `convert-gpu-to-nvvm`) erases the location of the constants it hoists
/// to the entry block and merges, on purpose (one constant then stands for
/// many places); no rule is ever reported at one.
fn is_constant(op: OperationRef<'_, '_>) -> bool {
    matches!(
        op.name().as_string_ref().as_str(),
        Ok("arith.constant" | "llvm.mlir.constant")
    )
}

/// The names of the ops of `module` at `line` of the embedder's file.
fn ops_at_line(module: &Module<'_>, line: usize) -> Vec<String> {
    let mut found = Vec::new();
    preorder(module.as_operation(), |op| {
        if tile_dialect::verify::file_line_col(op.location())
            .is_some_and(|(file, l, _)| file == FILE && l == line)
        {
            found.push(
                op.name()
                    .as_string_ref()
                    .as_str()
                    .unwrap_or("?")
                    .to_string(),
            );
        }
        WalkResult::Advance
    });
    found
}

/// The ops of `module` whose location is not in the embedder's file:
/// their names and locations.
fn ops_elsewhere(module: &Module<'_>) -> Vec<String> {
    let mut elsewhere = Vec::new();
    preorder(module.as_operation(), |op| {
        let at = tile_dialect::verify::file_line_col(op.location());
        if is_constant(op) && at.is_none() {
            return WalkResult::Advance;
        }
        if !at
            .as_ref()
            .is_some_and(|(file, line, _)| file == FILE && *line >= 1)
        {
            elsewhere.push(format!(
                "{} at {}",
                op.name().as_string_ref().as_str().unwrap_or("?"),
                op.location()
            ));
        }
        WalkResult::Advance
    });
    elsewhere
}

#[test]
fn every_op_keeps_an_embedder_location_through_every_pass() {
    let session = Session::new();
    for pipeline in ["default", "default-asm"] {
        let (mut module, tma) = everything(&session, true);
        assert_eq!(ops_elsewhere(&module), Vec::<String>::new(), "as built");
        assert_eq!(tma.len(), 4, "{tma:?}");
        session
            .run_pipeline(&mut module, pipeline)
            .expect("the pipeline lowers it");
        let elsewhere = ops_elsewhere(&module);
        assert!(
            elsewhere.is_empty(),
            "{pipeline}: {} op(s) lost the embedder's location:\n{}",
            elsewhere.len(),
            elsewhere.join("\n")
        );
        // The ops a tile op lowers to keep its place (not the kernel's,
        // not a neighbour's).
        for line in tma {
            let ops = ops_at_line(&module, line);
            assert!(
                ops.iter()
                    .any(|name| name.starts_with("nvvm.cp.async.bulk.tensor")
                        || name == "llvm.inline_asm"),
                "{pipeline}: line {line} has no TMA instruction: {ops:?}"
            );
        }
        session.discard(module);
    }
}

#[test]
fn locations_do_not_change_the_ptx() {
    // The same kernel built at Rust lines and at embedder places: the same
    // PTX (locations are not debug info), both strategies.
    let session = Session::new();
    for strategy in [Strategy::Intrinsics, Strategy::Asm] {
        let options = CompileOptions {
            strategy,
            ..CompileOptions::default()
        };
        let (mut located, _) = everything(&session, true);
        let ptx = session
            .compile(&mut located, &options)
            .expect("compiles")
            .units;
        session.discard(located);
        let (mut plain, _) = everything(&session, false);
        let plain_ptx = session
            .compile(&mut plain, &options)
            .expect("compiles")
            .units;
        session.discard(plain);
        assert_eq!(
            ptx.iter().map(|u| &u.ptx).collect::<Vec<_>>(),
            plain_ptx.iter().map(|u| &u.ptx).collect::<Vec<_>>(),
            "{strategy:?}"
        );
        assert!(ptx
            .iter()
            .all(|u| !u.ptx.contains(FILE) && !u.ptx.contains(".loc")));
    }
}
