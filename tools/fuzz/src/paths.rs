//! The driver paths the mutation fuzzer exercises: each is a `tile-opt`
//! command line, run in-process by [`crate::driver`].

/// One `tile-opt` command line (without the input file).
///
/// The flags are private: a path that writes a launch manifest holds the
/// placeholder [`MANIFEST`], which must never reach `tile-opt` as is (it
/// wrote a file named `{MANIFEST}` into the folder it ran in). Every way
/// out of here substitutes it: [`DriverPath::args_with`] (a file the caller
/// chooses), [`DriverPath::args`] (the fuzzer's scratch folder under
/// `target/`), [`DriverPath::command_line`] and [`DriverPath::lit_flags`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DriverPath {
    /// Short name used in findings and statistics.
    pub name: &'static str,
    /// The flags, exactly as given to `tile-opt`, [`MANIFEST`] included.
    flags: &'static [&'static str],
}

/// Every path, in a fixed order (a campaign picks among them uniformly).
pub const PATHS: &[DriverPath] = &[
    DriverPath {
        name: "verify",
        flags: &[],
    },
    DriverPath {
        name: "split-verify-diagnostics",
        flags: &["--split-input-file", "--verify-diagnostics"],
    },
    DriverPath {
        name: "default-mlir",
        flags: &["--pipeline=default"],
    },
    DriverPath {
        name: "default-ptx",
        flags: &["--pipeline=default", "--emit=ptx"],
    },
    DriverPath {
        name: "asm-ptx",
        flags: &["--pipeline=default-asm", "--emit=ptx"],
    },
    DriverPath {
        name: "sm100-ptx",
        flags: &["--target=sm_100a", "--pipeline=default", "--emit=ptx"],
    },
    DriverPath {
        name: "sm100-asm-ptx",
        flags: &["--target=sm_100a", "--pipeline=default-asm", "--emit=ptx"],
    },
    DriverPath {
        name: "default-llvm",
        flags: &["--pipeline=default", "--emit=llvm"],
    },
    DriverPath {
        name: "host-llvm",
        flags: &["--pipeline=default", "--emit=host-llvm"],
    },
    DriverPath {
        name: "asm-host-llvm",
        flags: &["--pipeline=default-asm", "--emit=host-llvm"],
    },
    DriverPath {
        name: "split-default-ptx",
        flags: &["--split-input-file", "--pipeline=default", "--emit=ptx"],
    },
    DriverPath {
        name: "split-verify-diagnostics-default",
        flags: &[
            "--split-input-file",
            "--verify-diagnostics",
            "--pipeline=default",
        ],
    },
    DriverPath {
        name: "sm90-verify",
        flags: &["--target=sm_90"],
    },
    DriverPath {
        name: "host-obj",
        flags: &["--pipeline=default", "--emit=host-obj"],
    },
    DriverPath {
        name: "manifest-ptx",
        flags: &[
            "--pass-pipeline=builtin.module(tile-verify,tile-separate-host-tma{manifest={MANIFEST}},tile-plan-device-rebind,tile-check-tensormap-fences,tile-lower-to-nvvm{emit=intrinsics},expand-strided-metadata,lower-affine,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm),convert-nvvm-to-llvm,reconcile-unrealized-casts,tile-finalize-kernel-params,tile-lower-host-tma)",
            "--emit=ptx",
        ],
    },
];

/// The placeholder of a path's flags that the worker replaces with a
/// scratch file for the launch manifest (which must not exist after a
/// failed run).
pub const MANIFEST: &str = "{MANIFEST}";

/// The path named `name`.
pub fn by_name(name: &str) -> Option<&'static DriverPath> {
    PATHS.iter().find(|p| p.name == name)
}

impl DriverPath {
    /// The flags as owned strings (what `tile_driver::cli::parse_args` takes),
    /// the manifest placeholder replaced by `manifest`.
    pub fn args_with(&self, manifest: &str) -> Vec<String> {
        self.flags
            .iter()
            .map(|s| s.replace(MANIFEST, manifest))
            .collect()
    }

    /// The flags as owned strings, the manifest written to
    /// [`default_scratch`]`/manifest.json` (the folder is created).
    pub fn args(&self) -> Vec<String> {
        let scratch = default_scratch();
        if self.writes_manifest() {
            let _ = std::fs::create_dir_all(&scratch);
        }
        self.args_with(&scratch.join("manifest.json").to_string_lossy())
    }

    /// Whether the path writes a launch manifest.
    pub fn writes_manifest(&self) -> bool {
        self.flags.iter().any(|f| f.contains(MANIFEST))
    }

    /// Whether the path has the flag `flag` (exactly).
    pub fn has_flag(&self, flag: &str) -> bool {
        self.flags.contains(&flag)
    }

    /// The flags of a lit RUN line, joined: the manifest goes to
    /// `%t.manifest.json` (lit's scratch, under its exec root).
    pub fn lit_flags(&self) -> String {
        self.args_with("%t.manifest.json").join(" ")
    }

    /// The command line that reproduces a run on `file` (the manifest, for
    /// the paths that write one, to `manifest.json` in the folder the
    /// command runs in).
    pub fn command_line(&self, file: &str) -> String {
        let mut s = String::from("tile-opt ");
        s.push_str(file);
        for f in self.args_with("manifest.json") {
            s.push(' ');
            if f.contains('(') || f.contains('{') {
                s.push('\'');
                s.push_str(&f);
                s.push('\'');
            } else {
                s.push_str(&f);
            }
        }
        s
    }

    /// Whether the path writes PTX (and its output goes to ptxas).
    pub fn emits_ptx(&self) -> bool {
        self.flags.contains(&"--emit=ptx")
    }

    /// Whether the path writes code (PTX, LLVM IR, host code).
    pub fn emits_code(&self) -> bool {
        self.flags.iter().any(|f| {
            matches!(
                *f,
                "--emit=ptx" | "--emit=llvm" | "--emit=host-llvm" | "--emit=host-obj"
            )
        })
    }
}

/// The repository's build folder: `$CARGO_TARGET_DIR`, else `target/` of
/// the checkout this fuzzer was built from. Everything the fuzzer writes by
/// default (scratch files, findings) goes under it, never into a tracked
/// folder.
pub fn target_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .filter(|d| !d.is_empty())
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target"))
}

/// The fuzzer's default scratch folder: `<target>/tile-fuzz/scratch`.
pub fn default_scratch() -> std::path::PathBuf {
    target_dir().join("tile-fuzz").join("scratch")
}

/// The default findings folder of a campaign: `<target>/tile-fuzz/findings`
/// (the tracked `records/fuzz/fixed/` holds past campaigns' findings,
/// written there only with `--findings records/fuzz/fixed`).
pub fn default_findings() -> std::path::PathBuf {
    target_dir().join("tile-fuzz").join("findings")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_manifest_placeholder_never_leaves() {
        for p in PATHS {
            for args in [
                p.args(),
                p.args_with("m.json"),
                vec![p.command_line("x.mlir"), p.lit_flags()],
            ] {
                assert!(
                    args.iter().all(|a| !a.contains(MANIFEST)),
                    "{}: {args:?}",
                    p.name
                );
            }
        }
        let manifest = by_name("manifest-ptx").expect("the manifest path");
        assert!(manifest.writes_manifest());
        assert!(manifest.lit_flags().contains("manifest=%t.manifest.json"));
        assert!(manifest
            .args()
            .iter()
            .any(|a| a.contains(&*default_scratch().join("manifest.json").to_string_lossy())));
    }

    #[test]
    fn defaults_are_under_target() {
        for dir in [default_scratch(), default_findings()] {
            assert!(dir.starts_with(target_dir()), "{}", dir.display());
        }
    }

    #[test]
    fn names_are_unique_and_found() {
        for p in PATHS {
            assert_eq!(by_name(p.name), Some(p));
        }
        assert!(by_name("nope").is_none());
    }
}
