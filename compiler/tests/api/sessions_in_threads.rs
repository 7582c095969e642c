//! Remarks belong to their session: sessions on different threads,
//! compiling at once, each get exactly their own remarks, every time.

use std::sync::{Arc, Barrier};
use tile_compiler::{CompileOptions, Diagnostic, Session, Severity};

const THREADS: usize = 8;
const ROUNDS: usize = 12;

/// A kernel named `name` with a device-born descriptor, on lines that start
/// after `offset` blank lines: the default pipeline remarks on it
/// (`[device-born]`, `[rebind-launch] kernel ... is not launched`, the
/// planner's choices), each at a line that tells the thread and naming the
/// kernel where the remark names one.
fn kernel(name: &str, offset: usize) -> String {
    let ty = "!tile.tensormap<f32, rank = 2, box = [64, 64]>";
    format!(
        r#"{blank}module attributes {{gpu.container_module, tile.target = "sm_90a"}} {{
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {{
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {{alignment = 1024}}
    memref.global "private" @tile_bar : memref<i64, 3> {{alignment = 8}}
    gpu.func @{name}(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) kernel {{
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %a = memref.load %table[%c0] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      %d = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> {ty}
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {{
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar : {ty}, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }}
      gpu.return
    }}
  }}
}}
"#,
        blank = "\n".repeat(offset)
    )
}

/// The kernel name of `thread` in `round` (fixed width: one name never
/// contains another).
fn name(thread: usize, round: usize) -> String {
    format!("k_t{thread:02}_r{round:04}")
}

/// The lines of `thread`'s kernels start here (a kernel takes ~30 lines).
fn offset(thread: usize) -> usize {
    thread * 100
}

/// The diagnostics of compiling `source` (an error fails the test).
fn compile(session: &Session, source: &str, options: &CompileOptions) -> Vec<Diagnostic> {
    match session.compile_source(source, options) {
        Ok(artifacts) => artifacts.diagnostics,
        Err(e) => panic!("the kernel compiles: {:#?}", e.diagnostics()),
    }
}

#[test]
fn each_session_gets_exactly_its_own_remarks() {
    // What each thread's kernel gives when nothing else runs: its remarks
    // for round 0.
    let options = CompileOptions::default();
    let expected: Vec<Vec<Diagnostic>> = (0..THREADS)
        .map(|t| compile(&Session::new(), &kernel(&name(t, 0), offset(t)), &options))
        .collect();
    for (t, remarks) in expected.iter().enumerate() {
        assert!(
            remarks.iter().all(|d| d.severity == Severity::Remark),
            "{remarks:#?}"
        );
        assert!(
            remarks.iter().any(|d| d
                .message
                .contains(&format!("@{} is not launched", name(t, 0)))),
            "{remarks:#?}"
        );
    }
    let start = Arc::new(Barrier::new(THREADS));
    let workers: Vec<_> = expected
        .into_iter()
        .enumerate()
        .map(|(t, round0)| {
            let start = start.clone();
            std::thread::spawn(move || {
                let session = Session::new();
                let options = CompileOptions::default();
                start.wait();
                for round in 0..ROUNDS {
                    let got = compile(&session, &kernel(&name(t, round), offset(t)), &options);
                    let want: Vec<Diagnostic> = round0
                        .iter()
                        .map(|d| {
                            let message = d.message.replace(&name(t, 0), &name(t, round));
                            Diagnostic::new(d.severity, d.file_line_col.clone(), message)
                        })
                        .collect();
                    assert_eq!(got, want, "thread {t}, round {round}");
                }
            })
        })
        .collect();
    for worker in workers {
        worker.join().expect("a worker got exactly its own remarks");
    }
}
