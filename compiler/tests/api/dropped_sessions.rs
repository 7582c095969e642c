//! What a dropped session left in its context (a held launch manifest,
//! the verifier's settings) never reaches a later session: it ends with the
//! session's context. (`reused_context_address.rs` checks the same of bare
//! contexts, where the next context is often at a freed one's address.)

use tile_compiler::Session;

/// A launch manifest held by a session that is then dropped without
/// taking it is gone with the session's context: no later session sees it.
#[test]
fn a_dropped_session_leaves_no_held_file_behind() {
    // Never written (nobody takes the files to write them): a path under
    // target/ all the same.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dropped-sessions-{}", std::process::id()));
    let source = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/copy_2d.mlir"
    ))
    .expect("read the example");
    for round in 0..24 {
        let session = Session::new();
        assert!(
            session.take_held_files().is_empty(),
            "round {round}: a fresh session holds held files"
        );
        let mut module = session.parse(&source).expect("the example parses");
        let path = dir.join(format!("manifest-{round}.json"));
        let pipeline = format!(
            "builtin.module(tile-separate-host-tma{{manifest={}}})",
            path.display()
        );
        session
            .run_pipeline(&mut module, &pipeline)
            .expect("the pass runs");
        session.discard(module);
        // Every other session takes its file; the others drop it unread.
        if round % 2 == 0 {
            let held = session.take_held_files();
            let paths: Vec<_> = held.iter().map(|f| f.path.clone()).collect();
            assert_eq!(paths, vec![path.display().to_string()], "round {round}");
        }
    }
    // Nothing was written: held files are written by their taker only.
    assert!(!dir.exists());
}

/// The verifier's settings (here the session's target) are the context's:
/// a session made after one with `--target sm_80` verifies for the
/// module's own target again.
#[test]
fn a_dropped_sessions_target_does_not_carry_over() {
    // cp.async.bulk needs sm_90: fine for the module's own sm_90a, an error
    // for sm_80.
    let source = r#"module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @f() kernel {
      tile.bulk_commit
      gpu.return
    }
  }
}"#;
    for round in 0..24 {
        let mut session = Session::new();
        let parsed = session.parse(source).map(|m| session.discard(m));
        assert!(parsed.is_ok(), "round {round}: {parsed:?}");
        if round % 2 == 0 {
            session.set_target(tile_compiler::Target::parse("sm_80").ok());
            let error = session.parse(source).err().map(|e| e.diagnostics());
            assert!(
                error.is_some_and(|d| d
                    .iter()
                    .any(|d| d.rule.as_deref() == Some("target-feature"))),
                "round {round}"
            );
        }
    }
}
