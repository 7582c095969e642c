//! PTX of every `gpu.module`: units checked and translated to LLVM IR on
//! the session's thread, compiled in parallel (in batches, or streamed to
//! the code generation workers of [`tile_lowering::output::workers`] while
//! the MLIR module is freed), stitched and joined in unit order.

use super::backend::{culprit, BackendPlaces};
use super::units::push_unit;
use crate::contain::{run_contained, run_contained_all, Escape};
use crate::error::DriverError;
use crate::location::unit_location;
use crate::session::Session;
use crate::timing::process_cpu_time;
use melior::ir::{Module, OperationRef};
use tile_lowering::output::{self, workers, OutputError};
use tile_passes::external::FileLineCol;
use tile_rules::Target;

impl Session {
    /// PTX of every `gpu.module` in `module` (or of `module` itself when it
    /// has none but is already LLVM dialect), each preceded by a line
    /// `// gpu.module @name`. The target of a unit is `target`, else its
    /// `#nvvm.target<chip = ...>`, else the top module's `tile.target`,
    /// else sm_90a; its PTX ISA version is
    /// [`output::checked_module_ptx_version`]'s. `module` must be lowered to
    /// the LLVM and NVVM dialects. Units are checked and translated one
    /// after the other (that needs the MLIR context) and, a batch of
    /// [`Session::set_output_threads`] units at a time, compiled in
    /// parallel, each contained on a worker thread of its own; the text is
    /// in unit order and the same bytes as compiling them one by one.
    pub fn emit_ptx(
        &self,
        module: &Module<'_>,
        target: Option<Target>,
    ) -> Result<String, DriverError> {
        let mut text = String::new();
        let units = self.emit_units(module)?;
        for batch in units.chunks(self.threads) {
            let mut jobs = Vec::new();
            let units = self.translate_units(batch, target, false, false, &mut |part, t, v| {
                jobs.push((part, t, v));
            })?;
            let results = self.timed("NVPTX codegen", || {
                run_contained_all(self.stack.get(), self.threads, jobs, |(u, t, v)| {
                    crate::crash::trigger::at(crate::crash::trigger::Site::Codegen);
                    u.to_ptx(t, v)
                })
            });
            self.collect_units(units, results, &mut text)?;
        }
        Ok(text)
    }

    /// [`Session::emit_ptx`] for a module the caller no longer needs: every
    /// unit is checked and translated to LLVM IR, then the MLIR module is
    /// freed ([`Session::discard`]). Code generation is streamed: each
    /// translated unit (or chunk of a split unit) goes through a queue of
    /// [`Session::set_output_threads`] places to as many contained
    /// workers, which generate its PTX while the next is translated and
    /// while the MLIR module is freed; translation waits while the queue
    /// is full, so the peak memory is the MLIR module and a few parts' LLVM
    /// IR and machine code, not the LLVM IR of every unit next to the MLIR
    /// module. Same text, same located errors as
    /// [`Session::emit_ptx`] (a translation error wins over a code
    /// generation error, as there). With `--timing`, the time translation
    /// waits for queue space is `NVPTX codegen`'s; the CPU time of the
    /// workers running meanwhile counts in the translation's and the free's.
    ///
    /// `verified`: the caller has just found `module` free of errors for
    /// `target` with every rule `check_unit` re-checks (parsing
    /// with the session's target, [`Session::verify_without_tile_ops`]
    /// after the last pipeline, as the driver does) and nothing changed it
    /// since; the units' verifier pass is then not repeated (the check that
    /// their bodies hold only LLVM dialect ops still runs).
    pub fn emit_ptx_owned(
        &self,
        module: Module<'_>,
        target: Option<Target>,
        verified: bool,
    ) -> Result<String, DriverError> {
        type Job = (output::TranslatedUnit, Target, tile_rules::PtxVersion);
        let stack = self.stack.get();
        let generate = |(part, t, v): Job| {
            run_contained(stack, || {
                crate::crash::trigger::at(crate::crash::trigger::Site::Codegen);
                part.to_ptx(t, v)
            })
        };
        // Translation blocked on a full queue: the time is code generation's.
        let blocked = |send: &mut dyn FnMut()| {
            if !self.timing_enabled() {
                return send();
            }
            let (start, start_cpu) = (std::time::Instant::now(), process_cpu_time());
            send();
            let (wall, cpu) = self.codegen_wait.get();
            self.codegen_wait.set((
                wall + start.elapsed(),
                cpu + process_cpu_time().saturating_sub(start_cpu),
            ));
        };
        let (units, results) = workers::stream(
            self.threads,
            crate::crash::enter_thread,
            &generate,
            &blocked,
            |feed| {
                let units = self.emit_units(&module).and_then(|units| {
                    self.translate_units(&units, target, verified, true, &mut |part, t, v| {
                        feed.push((part, t, v))
                    })
                });
                // The workers drain the queue while the module is freed.
                feed.close();
                self.free_module(module);
                units
            },
            |rest| self.timed("NVPTX codegen", rest),
        );
        let units = units?;
        let results = results
            .into_iter()
            .map(|r| r.unwrap_or(Err(Escape::Lost)))
            .collect();
        let mut text = String::new();
        self.collect_units(units, results, &mut text)?;
        Ok(text)
    }

    /// Checks each unit (`check_unit`; with `verified`, its
    /// top-level ops only), reads its target and PTX version, plans its
    /// split and translates it (or each chunk) to LLVM IR (contained),
    /// handing each translated part to `sink` in order; returns where each
    /// unit's errors go and how many parts it has. With `consume` (the
    /// caller frees the module right after), a split unit's kernels are
    /// freed chunk by chunk as they are translated
    /// ([`output::translate_chunks`]).
    fn translate_units(
        &self,
        units: &[OperationRef<'_, '_>],
        target: Option<Target>,
        verified: bool,
        consume: bool,
        sink: &mut dyn FnMut(output::TranslatedUnit, Target, tile_rules::PtxVersion),
    ) -> Result<Vec<ReadyUnit>, DriverError> {
        let mut translated = Vec::with_capacity(units.len());
        for &unit in units {
            let (unit_target, ptx_version, culprit) = self.timed("Check units", || {
                if verified {
                    self.check_top_level_ops(unit)?;
                } else {
                    self.check_unit(unit, target)?;
                }
                let unit_target = match target {
                    Some(t) => t,
                    None => output::module_target(unit)
                        .map_err(|e| self.output_error(unit, e))?
                        .unwrap_or(Target::DEFAULT),
                };
                let ptx_version = output::checked_module_ptx_version(unit, unit_target)
                    .map_err(|e| self.output_error(unit, e))?;
                Ok::<_, DriverError>((unit_target, ptx_version, culprit(unit)))
            })?;
            let declarations = self.check_declarations(unit)?;
            let libdevice = declarations.libdevice;
            self.timed("Check units", || {
                self.check_param_widths(unit, unit_target, ptx_version)
            })?;
            let name = output::unit_name(unit);
            let plan = self.timed("Split units", || {
                self.work(&format!("splitting {name}"), &culprit, || {
                    Ok(output::plan_split(unit, self.chunk_ops))
                })
            })?;
            // Before the translation, which may free the kernels.
            let functions = BackendPlaces::functions_of(unit);
            let mut callers = Vec::new();
            let mut parts = 0usize;
            let mut each = |part: output::TranslatedUnit| {
                callers.extend(part.intrinsic_callers());
                parts += 1;
                let part = match &libdevice {
                    Some(path) => part.with_libdevice(path.clone()),
                    None => part,
                };
                sink(part, unit_target, ptx_version);
            };
            self.timed("Translate to LLVM IR", || {
                self.work(&format!("PTX output of {name}"), &culprit, || {
                    match &plan {
                        Some(plan) => output::translate_chunks(unit, plan, consume, &mut each),
                        None => output::translate_unit(unit).map(&mut each),
                    }
                    .map_err(|e| self.output_error(unit, e))
                })
            })?;
            translated.push(ReadyUnit {
                parts,
                globals: plan.map(|p| p.globals().to_vec()).unwrap_or_default(),
                addresses: declarations.addresses,
                name,
                at: unit_location(unit),
                culprit,
                places: BackendPlaces { functions, callers },
            });
        }
        Ok(translated)
    }

    /// Appends the PTX of `units` to `text` in order, from the code
    /// generation `results` of their parts (in the same order), stitching
    /// a split unit's chunks; the first error (in unit order) is returned,
    /// located.
    fn collect_units(
        &self,
        units: Vec<ReadyUnit>,
        results: Vec<Result<Result<String, OutputError>, Escape>>,
        text: &mut String,
    ) -> Result<(), DriverError> {
        let mut results = results.into_iter();
        for unit in units {
            let ReadyUnit {
                parts,
                globals,
                addresses,
                name,
                at,
                culprit,
                places,
            } = unit;
            // A back-end error goes to the kernel it names (or that calls the
            // intrinsic it names), else to the unit's culprit.
            let backend_at = |message: &str| places.locate(message).or_else(|| culprit.clone());
            let mut chunks = Vec::with_capacity(parts);
            for result in results.by_ref().take(parts) {
                let ptx = result
                    .map_err(|e| {
                        let at = match &e {
                            Escape::Fatal(message) => backend_at(message),
                            _ => culprit.clone(),
                        };
                        self.escaped(&format!("PTX output of {name}"), &at, e)
                    })?
                    .map_err(|e| {
                        let culprit = match &e {
                            OutputError::Codegen { message, .. } => backend_at(message),
                            _ => culprit.clone(),
                        };
                        self.located_output_error(at.clone(), culprit, e)
                    })?;
                chunks.push(ptx);
            }
            let ptx = if chunks.len() == 1 {
                chunks.pop().unwrap_or_default()
            } else {
                self.timed("Stitch PTX", || output::stitch_ptx(&chunks, &globals))
                    .map_err(|source| {
                        self.located_output_error(
                            at.clone(),
                            culprit.clone(),
                            OutputError::Stitch {
                                unit: name.clone(),
                                source,
                            },
                        )
                    })?
            };
            if !addresses.is_empty() {
                self.check_ptx_addresses(&ptx, &name, &addresses)?;
            }
            push_unit(text, "//", &name, &ptx);
        }
        Ok(())
    }
}

/// A unit translated to LLVM IR, ready for code generation, with where
/// its errors go.
struct ReadyUnit {
    /// How many parts its LLVM IR has: one, or one per chunk of a split
    /// unit.
    parts: usize,
    /// A split unit's globals, in order (for the stitch).
    globals: Vec<String>,
    /// The addresses of provided functions its PTX is checked for
    /// ([`Session::check_ptx_addresses`]).
    addresses: Vec<(String, FileLineCol)>,
    name: String,
    /// Where errors about the unit go.
    at: FileLineCol,
    /// Where its back-end errors go ([`culprit`]).
    culprit: FileLineCol,
    /// Its functions and where each is, for a back-end error that names
    /// one or an intrinsic one calls ([`BackendPlaces::locate`]).
    places: BackendPlaces,
}
