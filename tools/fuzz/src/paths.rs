//! The driver paths the mutation fuzzer exercises: each is a `tile-opt`
//! command line, run in-process by [`crate::driver`].

/// One `tile-opt` command line (without the input file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DriverPath {
    /// Short name used in findings and statistics.
    pub name: &'static str,
    /// The flags, exactly as given to `tile-opt`.
    pub flags: &'static [&'static str],
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
    /// The flags as owned strings (what `tile_opt::cli::parse_args` takes),
    /// the manifest placeholder replaced by `manifest`.
    pub fn args_with(&self, manifest: &str) -> Vec<String> {
        self.flags
            .iter()
            .map(|s| s.replace(MANIFEST, manifest))
            .collect()
    }

    /// The flags as owned strings, the manifest written to `/tmp`.
    pub fn args(&self) -> Vec<String> {
        self.args_with("/tmp/tile-fuzz-manifest.json")
    }

    /// Whether the path writes a launch manifest.
    pub fn writes_manifest(&self) -> bool {
        self.flags.iter().any(|f| f.contains(MANIFEST))
    }

    /// The command line that reproduces a run on `file`.
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for p in PATHS {
            assert_eq!(by_name(p.name), Some(p));
        }
        assert!(by_name("nope").is_none());
    }
}
