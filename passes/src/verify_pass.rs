//! `tile-verify`: the whole semantic verifier as a pass. The same rules run
//! as MLIR's verifier of every tile op (`tile_dialect::hook`), for the op's
//! own target, whenever MLIR verifies; this pass is for checking against
//! another target (`tile-verify{target=sm_80}`). Errors go to MLIR's
//! diagnostic engine at the op's location (the parse already reported the
//! warnings).

use crate::external::error_reporting_pass;
use melior::{ir::r#type::TypeId, pass::Pass};
use tile_dialect::verify::{verify_operation, VerifyOptions};
use tile_rules::Severity;

#[repr(align(8))]
struct PassId;
static VERIFY_PASS: PassId = PassId;

/// The name of the pass in pipelines.
pub const PASS_NAME: &str = "tile-verify";

/// `tile-verify` checking for `verify_options.target` (the module's target
/// when `None`).
pub fn pass(verify_options: VerifyOptions) -> Pass {
    error_reporting_pass(
        TypeId::create(&VERIFY_PASS),
        "TileVerify",
        PASS_NAME,
        "check every tile op against the PTX ISA and tensor-map encode rules",
        move |op| {
            verify_operation(op, &verify_options)
                .iter()
                .filter(|f| f.violation.severity == Severity::Error)
                .map(|f| f.to_diagnostic())
                .collect()
        },
    )
}
