//! The `tile` semantic verifier on a whole module, contained: for another
//! target than the parse's, and the module-level rules of scopes without
//! `tile` ops, which MLIR's verifier never hands to the hook.

use crate::location::location_of;
use crate::session::Session;
use melior::ir::{operation::OperationLike, Module};
use tile_dialect::verify::{verify_module, verify_without_tile_ops, Finding, VerifyOptions};
use tile_rules::{Target, Violation};

impl Session {
    /// Runs the whole `tile` semantic verifier for `target` (or the
    /// module's) and returns its findings (`parse` already reported them
    /// for the session's target; this is for other targets and for IR
    /// built by hand). It includes every rule of
    /// [`Session::verify_without_tile_ops`]: do not add that one's findings
    /// to these (each would be there twice). A bug in it is an
    /// `internal-error` finding at the module.
    pub fn verify(&self, module: &Module<'_>, target: Option<Target>) -> Vec<Finding> {
        self.timed("tile semantic verifier", || {
            self.contained_findings(module, || verify_module(module, &VerifyOptions { target }))
        })
    }

    /// The module-level rules of the `gpu.module`s and kernels of `module`
    /// that hold no `tile` op, for `target` (or their own): MLIR's verifier
    /// never runs the `tile` hook on them, so `parse` did not report these
    /// ([`tile_dialect::verify::verify_without_tile_ops`]). Run it after
    /// parsing and after a pipeline. A bug in it is an `internal-error`
    /// finding at the module.
    pub fn verify_without_tile_ops(
        &self,
        module: &Module<'_>,
        target: Option<Target>,
    ) -> Vec<Finding> {
        self.timed("tile module-level verifier", || {
            self.contained_findings(module, || {
                verify_without_tile_ops(module.as_operation(), &VerifyOptions { target })
            })
        })
    }

    /// The findings of `check` on `module`, run contained.
    fn contained_findings(
        &self,
        module: &Module<'_>,
        check: impl FnOnce() -> Vec<Finding>,
    ) -> Vec<Finding> {
        let top = module.as_operation();
        let at = location_of(top);
        self.work("the tile verifier", &at, || Ok(check()))
            .unwrap_or_else(|e| {
                vec![Finding {
                    location: top.location().to_string(),
                    file_line_col: at,
                    op_name: "builtin.module".to_string(),
                    violation: Violation::error(
                        tile_dialect::internal::INTERNAL_ERROR,
                        e.to_string(),
                    ),
                }]
            })
    }
}
