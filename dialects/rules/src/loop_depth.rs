//! How deep the loops of device code may nest: at most [`MAX_LOOP_DEPTH`].
//!
//! Both tools after tile-opt take time that grows faster than the nesting
//! depth, because every loop holds the code of the loops inside it:
//! - LLVM's NVPTX back end needs its machine loop analysis (the PTX
//!   printer asks it for `.pragma "nounroll"`), whose loops list the blocks
//!   of every loop inside them: a nest of 2,000 levels of TMA rebinds took
//!   2.6 s and 463 MiB in that analysis alone, 4,000 levels 49.9 s and
//!   1.5 GB (`llc -O0`).
//! - ptxas, on the PTX of such a nest (one TMA store and its descriptor
//!   rebind per level): 4.0 s at 100 levels, 20.9 s at 200 (`-O3`), 205 s
//!   and 3.2 GB at 500 (`-O0`). A nest of a plain store in 800 loops
//!   assembles in 6.8 s.
//!
//! Real kernels nest a handful of loops; 256 levels keep the output
//! something ptxas assembles in about a minute at worst, and the compile
//! linear. Counted: `scf.for`, `scf.while`, `scf.parallel`, `scf.forall`,
//! `affine.for` and `affine.parallel` inside one function of device code
//! (a function of a `gpu.module`, or a kernel); loops already lowered to
//! branches are not counted.

use crate::violation::Violation;

/// The rule id.
pub const RULE: &str = "loop-depth";

/// The most loops one loop of device code may sit in, itself included.
pub const MAX_LOOP_DEPTH: usize = 256;

/// Whether an op named `name` is a loop this rule counts.
pub fn is_loop(name: &str) -> bool {
    matches!(
        name,
        "scf.for" | "scf.while" | "scf.parallel" | "scf.forall" | "affine.for" | "affine.parallel"
    )
}

/// The `loop-depth` violation for a loop at nesting depth `depth` (1 for
/// an outermost loop) in the function `function`, if it is the first level
/// past [`MAX_LOOP_DEPTH`]. Deeper loops of the same nest are not reported
/// again: one error per nest.
pub fn check_loop_depth(function: &str, depth: usize) -> Option<Violation> {
    (depth == MAX_LOOP_DEPTH + 1).then(|| {
        Violation::error(
            RULE,
            format!(
                "this loop is level {depth} of a nest in @{function}, but loops in device code may \
                 nest at most {MAX_LOOP_DEPTH} deep (LLVM's NVPTX loop analysis and ptxas take \
                 time that grows with the square of the depth: ptxas took 205 s on 500 levels)"
            ),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_only_the_first_level_past_the_limit() {
        assert!(check_loop_depth("k", MAX_LOOP_DEPTH).is_none());
        let v = check_loop_depth("k", MAX_LOOP_DEPTH + 1).unwrap();
        assert_eq!(v.rule, RULE);
        assert!(v.message.contains("level 257 of a nest in @k"), "{v}");
        assert!(check_loop_depth("k", MAX_LOOP_DEPTH + 2).is_none());
    }

    #[test]
    fn counts_structured_loops_only() {
        assert!(is_loop("scf.for") && is_loop("affine.parallel") && is_loop("scf.while"));
        assert!(!is_loop("scf.if") && !is_loop("cf.br") && !is_loop("scf.execute_region"));
    }
}
