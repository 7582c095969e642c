//! `tile-verify`: the semantic verifier as a pass, so that a pipeline can
//! re-check the IR between transformations. Errors go to MLIR's diagnostic
//! engine at the op's location (the C API can emit errors only; the driver
//! reports warnings from its own verifier run).

use crate::external::error_reporting_pass;
use crate::pipeline::PipelineError;
use crate::registry::{PassInfo, PassOptions, Registry};
use melior::{ir::r#type::TypeId, pass::Pass, Context};
use tile_dialect::verify::{verify_operation, VerifyOptions};
use tile_rules::{Severity, Target};

#[repr(align(8))]
struct PassId;
static VERIFY_PASS: PassId = PassId;

/// Registry entry of `tile-verify`.
pub fn info() -> PassInfo {
    PassInfo {
        name: "tile-verify",
        summary:
            "check every tile op against the PTX ISA and tensor-map encode rules for the target",
        options: &["target=sm_<N>[a]: verify for this target instead of the module's"],
        create,
    }
}

fn create(
    _context: &Context,
    options: &PassOptions,
    registry: &Registry,
) -> Result<Pass, PipelineError> {
    options.expect_only(&["target"])?;
    let target = options
        .get("target")
        .map(|t| Target::parse(t).map_err(|e| options.error("target", e)))
        .transpose()?
        .or(registry.default_target());
    let verify_options = VerifyOptions { target };
    Ok(error_reporting_pass(
        TypeId::create(&VERIFY_PASS),
        "TileVerify",
        "tile-verify",
        "check every tile op against the PTX ISA and tensor-map encode rules",
        move |op| {
            verify_operation(op, &verify_options)
                .iter()
                .filter(|f| f.violation.severity == Severity::Error)
                .map(|f| (f.file_line_col.clone(), f.message()))
                .collect()
        },
    ))
}
