//! Running a pass pipeline on a module: the text parsed (or a named
//! pipeline resolved), one pass manager per run of elements (per element
//! when timed), MLIR's verifier after every pass or once at the end, the
//! `gpu.module`-nested range on split units ([`super::split`]), upstream
//! passes with nothing to rewrite skipped ([`super::needs`]); contained.

use super::{needs, split};
use crate::diagnostics::Diagnostic;
use crate::error::DriverError;
use crate::location::location_of;
use crate::session::Session;
use melior::{ir::Module, pass::PassManager};
use tile_passes::{build_pipeline, parse_pipeline, PipelineElement};

impl Session {
    /// The pipeline text of a named pipeline, or `text` itself.
    pub fn resolve_pipeline<'a>(&'a self, text: &'a str) -> &'a str {
        self.registry.pipeline(text).map_or(text, |p| p.text)
    }

    /// Runs a textual pipeline (or a named one) on `module`.
    ///
    /// MLIR's verifier runs after every pass of a pipeline text (as
    /// `mlir-opt` does); a named pipeline (`default`, ...) is verified once,
    /// after its last pass, unless [`Session::set_verify_each`] asks for
    /// every pass. Verifying the whole module after each of the ~18 passes
    /// of `default` cost a fifth of the run on large modules.
    pub fn run_pipeline(&self, module: &mut Module<'_>, pipeline: &str) -> Result<(), DriverError> {
        let named = self.registry.pipeline(pipeline).is_some();
        let elements = parse_pipeline(self.resolve_pipeline(pipeline))?;
        self.run_parsed(module, elements, named)
    }

    /// [`Session::run_pipeline`] for a module that parsing and
    /// [`Session::verify_without_tile_ops`] have just found free of errors
    /// for the session's target ([`Session::set_target`]), unchanged since:
    /// a leading plain `tile-verify` (no options), which would repeat that
    /// check on the whole module, is not run. The driver's first pipeline.
    pub fn run_pipeline_after_verify(
        &self,
        module: &mut Module<'_>,
        pipeline: &str,
    ) -> Result<(), DriverError> {
        let named = self.registry.pipeline(pipeline).is_some();
        let mut elements = parse_pipeline(self.resolve_pipeline(pipeline))?;
        if elements.first().is_some_and(|e| {
            e.name == tile_passes::verify_pass::PASS_NAME
                && e.options.is_none()
                && e.nested.is_none()
        }) {
            elements.remove(0);
        }
        self.run_parsed(module, elements, named)
    }

    /// Runs the parsed pipeline `elements` on `module`, contained.
    fn run_parsed(
        &self,
        module: &mut Module<'_>,
        elements: Vec<PipelineElement>,
        named: bool,
    ) -> Result<(), DriverError> {
        if elements.is_empty() {
            return Ok(());
        }
        let at = location_of(module.as_operation());
        self.work("the pass pipeline", &at, || {
            self.run_elements(module, &elements, named)
        })
    }

    /// Runs `elements` on `module` on the current thread (inside `work`),
    /// verifying as for a named pipeline when `named`. Timed, each element
    /// gets a pass manager of its own (the C API cannot instrument passes;
    /// consecutive managers are equivalent: each pass still runs once,
    /// then the verifier). Every manager is built before any runs, so a
    /// bad element fails before the module changes.
    fn run_elements(
        &self,
        module: &mut Module<'_>,
        elements: &[PipelineElement],
        named: bool,
    ) -> Result<(), DriverError> {
        let verify_each = self.verify_each.unwrap_or(!named);
        // The gpu.module-nested range runs on split units (super::split):
        // never verified between split and join.
        let range = (!verify_each && self.chunk_ops > 0)
            .then(|| split::split_range(elements))
            .flatten()
            .unwrap_or(elements.len()..elements.len());
        let segments = [
            &elements[..range.start],
            &elements[range.clone()],
            &elements[range.end..],
        ];
        // A named pipeline skips an upstream pass with nothing to rewrite
        // (super::needs): such a pass gets a manager of its own.
        let skippable = named && !verify_each;
        let mut managers = Vec::with_capacity(3);
        for segment in segments {
            managers.push(self.build_managers(segment, verify_each, skippable)?);
        }
        for (at, segment) in managers.into_iter().enumerate() {
            if at == 1 && !segment.is_empty() {
                self.run_split(module, segment)?;
            } else {
                self.run_managers(module, segment, skippable)?;
            }
        }
        if !verify_each && !self.timed("Verifier (MLIR)", || self.verify_threaded(module)) {
            return Err(DriverError::PassFailed(self.take_diagnostics()));
        }
        Ok(())
    }

    /// MLIR's verifier on `module`, its isolated ops (gpu.modules,
    /// functions) in parallel when the session has several threads (their
    /// diagnostics come back in order, on this thread).
    fn verify_threaded(&self, module: &Module<'_>) -> bool {
        let threaded = self.multithreaded();
        if threaded {
            self.context.enable_multi_threading(true);
        }
        let valid = self.verify_once(module);
        if threaded {
            self.context.enable_multi_threading(false);
        }
        valid
    }

    /// MLIR's verifier over `module` (structure, dominance, every op's
    /// rules, the tile hook; `tile_dialect::linear_verify`: the same
    /// checks and first error, linear in the nesting) as one announced
    /// run: the hook's calls share what they read about the ops around a
    /// block (`tile_dialect::verify::with_ancestry_cache`).
    pub(crate) fn verify_once(&self, module: &Module<'_>) -> bool {
        tile_dialect::verify::with_ancestry_cache(&self.context, || {
            tile_dialect::linear_verify::verify(&module.as_operation())
        })
    }

    /// The pass managers for `elements`: one per element when timed (the C
    /// API cannot instrument passes), else one per run of elements, with
    /// each pass that may be skipped alone when `skippable`
    /// ([`crate::pipeline::needs::SKIPPABLE`]).
    fn build_managers(
        &self,
        elements: &[PipelineElement],
        verify_each: bool,
        skippable: bool,
    ) -> Result<Vec<(String, PassManager<'_>)>, DriverError> {
        if elements.is_empty() {
            return Ok(Vec::new());
        }
        let alone = |e: &PipelineElement| skippable && is_skippable(e);
        let groups: Vec<&[PipelineElement]> = if self.timing_enabled() {
            elements.chunks(1).collect()
        } else {
            let mut groups = Vec::new();
            let mut start = 0;
            for (at, element) in elements.iter().enumerate() {
                if alone(element) {
                    if start < at {
                        groups.push(&elements[start..at]);
                    }
                    groups.push(&elements[at..at + 1]);
                    start = at + 1;
                }
            }
            if start < elements.len() {
                groups.push(&elements[start..]);
            }
            groups
        };
        let mut managers = Vec::with_capacity(groups.len());
        for group in groups {
            let manager = PassManager::new(&self.context);
            manager.enable_verifier(verify_each);
            build_pipeline(
                &self.context,
                manager.as_operation_pass_manager(),
                group,
                &self.registry,
            )?;
            let name: Vec<String> = group.iter().map(PipelineElement::to_text).collect();
            managers.push((name.join(","), manager));
        }
        Ok(managers)
    }

    /// Runs `managers` on `module`, in order; when `skippable`, a manager
    /// of one skippable pass runs only if the module has work for it
    /// ([`crate::pipeline::needs::has_work`], timed under the pass's name).
    fn run_managers(
        &self,
        module: &mut Module<'_>,
        managers: Vec<(String, PassManager<'_>)>,
        skippable: bool,
    ) -> Result<(), DriverError> {
        for (name, manager) in managers {
            self.timed(&name, || {
                if skippable && name == "expand-strided-metadata" {
                    if let Some(subviews) = needs::pointer_subviews(module.as_operation()) {
                        // SAFETY: just found in the unchanged module.
                        unsafe { needs::fold_pointer_subviews(&subviews) };
                        needs::unique_constants(module.as_operation());
                        return Ok(());
                    }
                }
                if skippable
                    && needs::SKIPPABLE.contains(&name.as_str())
                    && !needs::has_work(&name, module.as_operation())
                {
                    if name == "expand-strided-metadata" {
                        needs::unique_constants(module.as_operation());
                    }
                    return Ok(());
                }
                manager.run(module)
            })
            .map_err(|_| DriverError::PassFailed(self.take_diagnostics()))?;
        }
        Ok(())
    }

    /// Runs the managers of a gpu.module-nested range on the split units
    /// of `module` ([`super::split`]), the context multithreaded meanwhile
    /// (MLIR then runs the nested pipelines of the parts in parallel; a
    /// part's diagnostics come back on this thread, in order), then joins
    /// them.
    fn run_split(
        &self,
        module: &mut Module<'_>,
        managers: Vec<(String, PassManager<'_>)>,
    ) -> Result<(), DriverError> {
        let split = self.timed("Split for passes", || {
            split::split(module.as_operation(), self.chunk_ops)
        });
        let threaded = !split.is_empty() && self.multithreaded();
        if threaded {
            self.context.enable_multi_threading(true);
        }
        let ran = self.run_managers(module, managers, false);
        if threaded {
            self.context.enable_multi_threading(false);
        }
        let joined = if split.is_empty() {
            Ok(())
        } else {
            self.timed("Join split units", || split::join(split))
        };
        ran?;
        joined.map_err(|message| {
            DriverError::PassFailed(vec![Diagnostic::error(
                location_of(module.as_operation()),
                format!("[internal-error] joining the units split for the passes: {message}"),
            )])
        })
    }

    /// [`Session::run_pipeline`] on the current thread (inside `work`),
    /// verified as a named pipeline (this crate's own, like the host tail).
    pub(crate) fn run_pipeline_here(
        &self,
        module: &mut Module<'_>,
        pipeline: &str,
    ) -> Result<(), DriverError> {
        let elements = parse_pipeline(pipeline)?;
        self.run_elements(module, &elements, true)
    }
}

/// Whether `element` is a plain (no options, not nested) pass that
/// [`crate::pipeline::needs`] may skip.
fn is_skippable(element: &PipelineElement) -> bool {
    element.options.is_none()
        && element.nested.is_none()
        && needs::SKIPPABLE.contains(&element.name.as_str())
}
