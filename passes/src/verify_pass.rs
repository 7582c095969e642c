//! `tile-verify`: the semantic verifier as a pass, so that a pipeline can
//! re-check the IR between transformations. Errors go to MLIR's diagnostic
//! engine at the op's location (the C API can emit errors only; the driver
//! reports warnings from its own verifier run).

use crate::pipeline::PipelineError;
use crate::registry::{PassInfo, PassOptions, Registry};
use melior::ir::operation::OperationLike;
use melior::ir::OperationRef;
use melior::{
    ir::{r#type::TypeId, Location},
    pass::{create_external, ExternalPass, Pass},
    Context,
};
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
    Ok(create_external(
        move |op: OperationRef<'_, '_>, pass: ExternalPass<'_>| {
            let findings = verify_operation(op, &verify_options);
            let mut failed = false;
            for f in findings
                .iter()
                .filter(|f| f.violation.severity == Severity::Error)
            {
                failed = true;
                let context = op.context();
                let location = match &f.file_line_col {
                    Some((file, line, col)) => {
                        Location::new(unsafe { context.to_ref() }, file, *line, *col)
                    }
                    None => op.location(),
                };
                let message = std::ffi::CString::new(f.message()).unwrap_or_default();
                // SAFETY: valid location and NUL-terminated message.
                unsafe { mlir_sys::mlirEmitError(location.to_raw(), message.as_ptr()) };
            }
            if failed {
                pass.signal_failure();
            }
        },
        TypeId::create(&VERIFY_PASS),
        "TileVerify",
        "tile-verify",
        "check every tile op against the PTX ISA and tensor-map encode rules",
        "",
        &[],
    ))
}
