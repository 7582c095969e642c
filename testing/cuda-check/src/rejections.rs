//! Chunks that the lowering tests compile with a pass pipeline of their own
//! and that the full `default` pipelines reject on purpose: each is named
//! here with the rule that rejects it and why, so no chunk is skipped
//! silently. An entry no chunk matches any more fails the check.

/// A chunk the default pipelines reject by design.
pub struct Rejection {
    /// The test file.
    pub file: &'static str,
    /// A kernel the chunk defines (identifies the chunk).
    pub kernel: &'static str,
    /// The rule id every error of the rejection names.
    pub rule: &'static str,
    /// Why the rejection is right and the chunk still belongs in its test.
    pub reason: &'static str,
}

/// Every expected rejection.
pub const REJECTIONS: &[Rejection] = &[
    Rejection {
        file: "test/Lowering/TileToNVVM/tensormap-rebind.mlir",
        kernel: "@rebind_then_load",
        rule: "[fence-scope]",
        reason: "the chunk checks that tile-lower-to-nvvm emits .cta-scope tensormap fences as \
             written; in a whole pipeline tile-check-tensormap-fences rejects a cta-scope \
             release/acquire of a global descriptor slot (every CTA's TMA unit reads it, so \
             gpu scope is needed)",
    },
    Rejection {
        file: "test/Lowering/ScfCf/lower-scf.mlir",
        kernel: "@sequential",
        rule: "[nothing-to-emit]",
        reason: SCF_IF_HOST,
    },
    Rejection {
        file: "test/Lowering/ScfCf/lower-scf.mlir",
        kernel: "@results",
        rule: "[nothing-to-emit]",
        reason: SCF_IF_HOST,
    },
    Rejection {
        file: "test/Lowering/ScfCf/lower-scf.mlir",
        kernel: "@nest",
        rule: "[nothing-to-emit]",
        reason: SCF_IF_HOST,
    },
    Rejection {
        file: "test/Lowering/ScfCf/lower-scf.mlir",
        kernel: "@loops",
        rule: "[nothing-to-emit]",
        reason: SCF_IF_HOST,
    },
    Rejection {
        file: "test/Lowering/ScfCf/lower-scf.mlir",
        kernel: "@nest_and_while",
        rule: "[nothing-to-emit]",
        reason: SCF_IF_HOST,
    },
];

/// Why the host-function chunks of the scf lowering test give no PTX.
const SCF_IF_HOST: &str = "the chunk checks tile-lower-scf on a plain func.func (the same \
                           result as convert-scf-to-cf); it holds no gpu.module, so a whole \
                           pipeline has no PTX to emit";

/// The index of the entry that explains a failure of the chunk `text` of `file` with
/// the driver's `stderr`, if any.
pub fn explain(file: &str, text: &str, stderr: &str) -> Option<usize> {
    REJECTIONS.iter().position(|r| {
        r.file == file
            && text.contains(&format!("{}(", r.kernel))
            && stderr.contains(r.rule)
            && stderr
                .lines()
                .filter(|l| l.contains(": error:"))
                .all(|l| l.contains(r.rule))
    })
}
