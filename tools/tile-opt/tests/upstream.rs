//! The dialect's test suites through upstream `mlir-opt-22` with the dialect
//! plugin (`libTileDialectPlugin.so`, built as a dev-dependency of this
//! `tile-opt`, same profile, which is also the pass plugin): the invalid suite passes
//! `--verify-diagnostics` there too, both tools report exactly the same
//! diagnostics (location, severity, message) for every case, they print
//! every round-trip case identically, the module-level rules of scopes with
//! tile ops are reported alike, and tile-opt's `default` and
//! `default-asm` pipelines run by mlir-opt with the Rust passes of the plugin
//! (options included) give tile-opt's output.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn suite(name: &str) -> PathBuf {
    root().join("test/Dialect/Tile").join(name)
}

fn tile_opt() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_tile-opt"))
}

/// The plugin, from the same profile as this `tile-opt`: cargo builds it as
/// this test's dev-dependency into `target/<profile>/deps/`, and copies it to
/// `target/<profile>/` when the plugin package itself is built.
fn plugin() -> PathBuf {
    let name = "libTileDialectPlugin.so";
    let profile_dir = tile_opt().with_file_name("");
    let candidates = [profile_dir.join("deps").join(name), profile_dir.join(name)];
    candidates
        .iter()
        .find(|p| p.exists())
        .cloned()
        .unwrap_or_else(|| {
            panic!("{name} is missing: build it with `cargo build -p tile-dialect-plugin`")
        })
}

fn mlir_opt() -> PathBuf {
    let bin = std::env::var("LLVM_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    PathBuf::from(bin).join("mlir-opt")
}

fn run(program: &Path, args: &[&str], stdin: Option<&[u8]>) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", program.display()));
    let mut input = child.stdin.take().expect("piped stdin");
    input
        .write_all(stdin.unwrap_or_default())
        .expect("write stdin");
    drop(input);
    child.wait_with_output().expect("wait")
}

fn upstream(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let plugin = format!("--load-dialect-plugin={}", plugin().display());
    let mut all = vec![plugin.as_str()];
    all.extend_from_slice(args);
    run(&mlir_opt(), &all, stdin)
}

fn ours(args: &[&str], stdin: Option<&[u8]>) -> Output {
    run(&tile_opt(), args, stdin)
}

/// Whether `message` is about an `expected-*` annotation rather than the
/// IR: with `--split-input-file`, mlir-opt 22 reports every annotation as
/// "was not produced" at the end even without `--verify-diagnostics`.
fn about_annotation(message: &str) -> bool {
    message.starts_with("expected ") && message.ends_with("was not produced")
}

/// The diagnostics in a tool's stderr: `(line, column, severity, message)`
/// of every `file:line:col: severity: message` line about `file` (mlir-opt
/// adds source excerpts, which are dropped), without the op dumps that
/// mlir-opt attaches as notes and without [`about_annotation`] lines,
/// sorted (threads may reorder them).
fn diagnostics(stderr: &[u8], file: &Path) -> Vec<(usize, usize, String, String)> {
    let prefix = format!("{}:", file.display());
    let mut out: Vec<_> = String::from_utf8_lossy(stderr)
        .lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .filter_map(|rest| {
            let mut parts = rest.splitn(4, ':');
            let line = parts.next()?.parse().ok()?;
            let column = parts.next()?.parse().ok()?;
            let severity = parts.next()?.trim().to_string();
            let message = parts.next()?.trim().to_string();
            Some((line, column, severity, message))
        })
        .filter(|d| !d.3.starts_with("see current operation") && !about_annotation(&d.3))
        .collect();
    out.sort();
    out
}

#[test]
fn invalid_suite_passes_verify_diagnostics_in_mlir_opt() {
    let file = suite("invalid.mlir");
    let path = file.to_str().expect("utf-8 path");
    let args = [path, "--split-input-file", "--verify-diagnostics"];
    let theirs = upstream(&args, None);
    assert!(
        theirs.status.success(),
        "mlir-opt with the plugin rejects the expectations of invalid.mlir:\n{}",
        String::from_utf8_lossy(&theirs.stderr)
    );
    // The cases that pass (warnings only, the valid boundary cases) print
    // the same in both tools.
    let mine = ours(&args, None);
    assert!(mine.status.success());
    // mlir-opt also prints a separator for each failed case; compare the
    // printed modules.
    let modules = |o: &Output| -> Vec<String> {
        String::from_utf8_lossy(&o.stdout)
            .split("// -----")
            .map(|m| m.trim().to_string())
            .filter(|m| !m.is_empty())
            .collect()
    };
    assert_eq!(modules(&mine).len(), 7, "{:#?}", modules(&mine));
    assert_eq!(modules(&theirs), modules(&mine));
}

#[test]
fn invalid_suite_diagnostics_are_identical() {
    let file = suite("invalid.mlir");
    let path = file.to_str().expect("utf-8 path");
    let theirs = upstream(&[path, "--split-input-file"], None);
    let mine = ours(&[path, "--split-input-file"], None);
    assert!(!theirs.status.success() && !mine.status.success());
    let theirs_diags = diagnostics(&theirs.stderr, &file);
    let mine_diags = diagnostics(&mine.stderr, &file);
    // One or more per case: the comparison is not vacuous.
    let cases = std::fs::read_to_string(&file)
        .expect("read the suite")
        .matches("// -----")
        .count();
    assert!(mine_diags.len() > cases, "{} diagnostics", mine_diags.len());
    let only_theirs: Vec<_> = theirs_diags
        .iter()
        .filter(|d| !mine_diags.contains(d))
        .collect();
    let only_mine: Vec<_> = mine_diags
        .iter()
        .filter(|d| !theirs_diags.contains(d))
        .collect();
    assert!(
        only_theirs.is_empty() && only_mine.is_empty(),
        "only mlir-opt: {only_theirs:#?}\nonly tile-opt: {only_mine:#?}"
    );
    assert_eq!(theirs_diags, mine_diags);
}

/// The module-level rules on scopes that hold tile ops come from the hook of
/// the scope's first tile op: mlir-opt with the plugin reports them exactly
/// as tile-opt does, each once (`--verify-diagnostics` in both, and the
/// same diagnostics without it).
/// The alignment of a global far into its symbol table, read by the check
/// of the scope (from its first tile op) for all of its ops: mlir-opt with
/// the plugin reports each finding once, at its op, as tile-opt does.
#[test]
fn far_globals_are_reported_by_mlir_opt_like_tile_opt() {
    let file = suite("invalid-far-globals.mlir");
    let path = file.to_str().expect("utf-8 path");
    let args = [path, "--split-input-file", "--verify-diagnostics"];
    for (tool, out) in [
        ("mlir-opt", upstream(&args, None)),
        ("tile-opt", ours(&args, None)),
    ] {
        assert!(
            out.status.success(),
            "{tool} rejects the expectations of invalid-far-globals.mlir:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let theirs = upstream(&[path], None);
    let mine = ours(&[path], None);
    let mine_diags = diagnostics(&mine.stderr, &file);
    assert_eq!(mine_diags.len(), 3, "{mine_diags:#?}");
    assert_eq!(diagnostics(&theirs.stderr, &file), mine_diags);
}

#[test]
fn module_rules_with_tile_ops_are_reported_by_mlir_opt_like_tile_opt() {
    let file = suite("invalid-module-tile-ops.mlir");
    let path = file.to_str().expect("utf-8 path");
    let args = [path, "--split-input-file", "--verify-diagnostics"];
    for (tool, out) in [
        ("mlir-opt", upstream(&args, None)),
        ("tile-opt", ours(&args, None)),
    ] {
        assert!(
            out.status.success(),
            "{tool} rejects the expectations of invalid-module-tile-ops.mlir:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let theirs = upstream(&[path, "--split-input-file"], None);
    let mine = ours(&[path, "--split-input-file"], None);
    let mine_diags = diagnostics(&mine.stderr, &file);
    let cases = std::fs::read_to_string(&file)
        .expect("read the suite")
        .matches("// -----")
        .count();
    assert!(mine_diags.len() > cases, "{} diagnostics", mine_diags.len());
    assert_eq!(diagnostics(&theirs.stderr, &file), mine_diags);
}

#[test]
fn each_error_of_many_kernels_is_reported_once_by_mlir_opt() {
    // mlir-opt's --verify-diagnostics lets one expectation match a repeated
    // diagnostic: count them. The plugin reported kernel k's error k times.
    let file = suite("invalid-kernels.mlir");
    let path = file.to_str().expect("utf-8 path");
    let expected = std::fs::read_to_string(&file)
        .expect("read the suite")
        .matches("expected-error@below")
        .count();
    assert_eq!(expected, 4);
    let theirs = diagnostics(&upstream(&[path], None).stderr, &file);
    let mine = diagnostics(&ours(&[path], None).stderr, &file);
    assert_eq!(theirs.len(), expected, "{theirs:#?}");
    assert_eq!(theirs, mine);
}

#[test]
fn roundtrip_suite_prints_identically() {
    let file = suite("roundtrip.mlir");
    let path = file.to_str().expect("utf-8 path");
    let theirs = upstream(&[path], None);
    let mine = ours(&[path], None);
    assert_both_succeeded(&theirs, &mine, path);
    let text = stdout_text;
    assert!(text(&mine).contains("tile.load"), "nothing printed");
    assert_eq!(text(&theirs), text(&mine));
    // And the printed form reads back the same in both tools.
    let again_theirs = upstream(&[], Some(&theirs.stdout));
    let again_mine = ours(&[], Some(&mine.stdout));
    assert!(again_theirs.status.success() && again_mine.status.success());
    assert_eq!(text(&again_theirs), text(&theirs));
    assert_eq!(text(&again_mine), text(&mine));
}

#[test]
fn a_violation_fails_mlir_opt_like_tile_opt() {
    // Without --verify-diagnostics: a located error naming the rule, a
    // non-zero exit and nothing printed, in both tools.
    let source = b"func.func @f(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, \
        %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>) {\n\
        tile.load %d[%x, %x, %x] to %s, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, \
        memref<64x64xf32, 3>, memref<i64, 3>\n  return\n}\n";
    for out in [upstream(&[], Some(source)), ours(&[], Some(source))] {
        assert!(!out.status.success());
        assert!(out.stdout.is_empty());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(":2:")
                && stderr.contains(
                    "error: 'tile.load' op [coord-count] expected 2 coordinates for a rank-2 tensor map, got 3"
                ),
            "{stderr}"
        );
    }
}

#[test]
fn default_pipelines_through_the_pass_plugin_match_tile_opt() {
    // tile-opt's own pipeline texts, options included, for both strategies.
    let session = tile_compiler::Session::new();
    let plugin = plugin();
    let pass_plugin = format!("--load-pass-plugin={}", plugin.display());
    let mut examples: Vec<PathBuf> = std::fs::read_dir(root().join("examples"))
        .expect("examples/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    examples.sort();
    assert!(!examples.is_empty());
    for name in ["default", "default-asm"] {
        let pipeline = session.resolve_pipeline(name);
        assert!(pipeline.contains("tile-lower-to-nvvm{emit="), "{pipeline}");
        let pipeline_arg = format!("--pass-pipeline={pipeline}");
        for example in &examples {
            let path = example.to_str().expect("utf-8 path");
            let theirs = upstream(&[pass_plugin.as_str(), pipeline_arg.as_str(), path], None);
            let mine = ours(&[path, &format!("--pipeline={name}")], None);
            assert_both_succeeded(&theirs, &mine, &format!("{name} {path}"));
            let text = stdout_text;
            assert!(text(&mine).contains("llvm.func"), "{path}: not lowered");
            assert_eq!(text(&theirs), text(&mine), "{name} {path}");
        }
    }
}

#[test]
fn pass_plugin_options_are_checked_like_tile_opt() {
    let plugin = plugin();
    let pass_plugin = format!("--load-pass-plugin={}", plugin.display());
    let example = root().join("examples/copy_2d.mlir");
    let path = example.to_str().expect("utf-8 path");
    // A valid option changes what the pass does: sm_80 has no TMA.
    let out = upstream(
        &[
            pass_plugin.as_str(),
            "--pass-pipeline=builtin.module(tile-verify{target=sm_80})",
            path,
        ],
        None,
    );
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("[target-feature]") && stderr.contains("the target is sm_80"),
        "{stderr}"
    );
    // An unknown option is an error of the pipeline, worded as in tile-opt.
    let out = upstream(
        &[
            pass_plugin.as_str(),
            "--pass-pipeline=builtin.module(tile-verify{bogus=1})",
            path,
        ],
        None,
    );
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("pass 'tile-verify': unknown option 'bogus' (known: target)"),
        "{stderr}"
    );
}

/// Both tools exited successfully on `what`; otherwise the failing one's
/// stderr is the message.
fn assert_both_succeeded(theirs: &Output, mine: &Output, what: &str) {
    for (tool, output) in [("mlir-opt-22", theirs), ("tile-opt", mine)] {
        assert!(
            output.status.success(),
            "{tool} on {what}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

/// A tool's standard output as text, trailing whitespace dropped.
fn stdout_text(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout)
        .trim_end()
        .to_string()
}
