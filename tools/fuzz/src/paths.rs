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
];

/// The path named `name`.
pub fn by_name(name: &str) -> Option<&'static DriverPath> {
    PATHS.iter().find(|p| p.name == name)
}

impl DriverPath {
    /// The flags as owned strings (what `tile_opt::cli::parse_args` takes).
    pub fn args(&self) -> Vec<String> {
        self.flags.iter().map(|s| s.to_string()).collect()
    }

    /// The command line that reproduces a run on `file`.
    pub fn command_line(&self, file: &str) -> String {
        let mut s = String::from("tile-opt ");
        s.push_str(file);
        for f in self.flags {
            s.push(' ');
            s.push_str(f);
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
