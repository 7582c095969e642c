//! The descriptors of this crate's passes and pipelines, in one place: name,
//! summary, documented options, and a constructor that turns `key=value`
//! options into each pass's typed options. The registry consumes these; the
//! passes themselves know nothing of them.

use crate::pass_info::{NamedPipeline, OptionsError, PassDefaults, PassInfo, PassOptions};
use crate::{fence_check, plan_rebind, separate_host_tma, verify_pass};
use melior::{pass::Pass, Context};
use tile_dialect::verify::VerifyOptions;
use tile_rules::Target;

/// Every pass of this crate.
pub fn passes() -> Vec<PassInfo> {
    vec![
        PassInfo {
            name: verify_pass::PASS_NAME,
            summary:
                "check every tile op against the PTX ISA and tensor-map encode rules for the target",
            options: &["target=sm_<N>[a]: verify for this target instead of the module's"],
            create: create_verify,
        },
        PassInfo {
            name: separate_host_tma::PASS_NAME,
            summary: "hoist launch-invariant descriptors out of kernels into by-value parameters built at every launch; report device-born ones",
            options: &["manifest=<path>: write the launch manifest (JSON) as this pass leaves it to <path>, once the whole run succeeded (the complete one, after the pipeline: tile-opt --emit=manifest)"],
            create: create_separate_host_tma,
        },
        PassInfo {
            name: fence_check::PASS_NAME,
            summary: "prove that every TMA use of a device-rebound descriptor is released, acquired \
                      at the right scope, not raced by a later rebind, and 128-byte aligned",
            options: &[],
            create: create_fence_check,
        },
        PassInfo {
            name: plan_rebind::PASS_NAME,
            summary: "rebind every device-born descriptor in a per-CTA global slot, built in place or in shared memory, seeded from a host-born template or zeros (fenced, in-flight safe, conditional in loops), and give its launches the workspace and templates",
            options: &[
                "slots=auto|global|shared|staged: where descriptors are built (auto: shared::cta where warp 0 is converged at the descriptor op, else global; staged: a shared::cta staging slot by the descriptor's own thread, copied into the global slot)",
                "seed=template|zero: what slots start from (zero: every field written, no template parameter)",
                "lookahead=off|on|2|4|8: unroll a loop that builds descriptors by that many work items (on = 2) and rebind the later items' descriptors (their own slots) in the same sequence as the first one's (off by default; kernel attribute tile.rebind_lookahead)",
                "pipeline=off|on: software-pipeline a loop that builds descriptors so the next work item's rebind (table loads, writes into the other slot set, release) runs after the current item's first TMA op is issued and before it is waited for (off by default; kernel attribute tile.rebind_pipeline)",
                "recheck=on|off: check each planned kernel with the fence checker again after inserting the in-flight waits (on by default; off leaves that proof to the tile-check-tensormap-fences that follows, as the named pipelines do, when the waits retire everything the first check found)",
            ],
            create: create_plan_rebind,
        },
    ]
}

/// Every named pipeline of this crate (lowering replaces `default`).
pub fn pipelines() -> Vec<NamedPipeline> {
    vec![NamedPipeline {
        name: "default",
        summary: "verify the tile dialect (lowering passes are added as they land)",
        text: "tile-verify",
    }]
}

fn create_verify(
    _: &Context,
    options: &PassOptions,
    defaults: &PassDefaults,
) -> Result<Pass, OptionsError> {
    options.expect_only(&["target"])?;
    let target = options
        .get("target")
        .map(|t| Target::parse(t).map_err(|e| options.error("target", e)))
        .transpose()?
        .or(defaults.target);
    Ok(verify_pass::pass(VerifyOptions { target }))
}

fn create_separate_host_tma(
    _: &Context,
    options: &PassOptions,
    _: &PassDefaults,
) -> Result<Pass, OptionsError> {
    options.expect_only(&["manifest"])?;
    let path = options.get("manifest").map(str::to_string);
    if path.as_deref() == Some("") {
        return Err(options.error("manifest", "expected a file path"));
    }
    Ok(separate_host_tma::pass(path))
}

fn create_fence_check(
    _: &Context,
    options: &PassOptions,
    _: &PassDefaults,
) -> Result<Pass, OptionsError> {
    options.expect_only(&[])?;
    Ok(fence_check::pass())
}

fn create_plan_rebind(
    _: &Context,
    options: &PassOptions,
    defaults: &PassDefaults,
) -> Result<Pass, OptionsError> {
    options.expect_only(&["slots", "seed", "lookahead", "pipeline", "recheck"])?;
    let mut typed = plan_rebind::Options {
        target: defaults.target,
        ..Default::default()
    };
    if let Some(text) = options.get("slots") {
        typed.slots = plan_rebind::SlotChoice::parse(text)
            .ok_or_else(|| options.error("slots", "expected auto, global or shared"))?;
    }
    if let Some(text) = options.get("seed") {
        typed.seed = plan_rebind::SeedChoice::parse(text)
            .ok_or_else(|| options.error("seed", "expected template or zero"))?;
    }
    if let Some(text) = options.get("lookahead") {
        typed.lookahead = plan_rebind::parse_lookahead(text)
            .ok_or_else(|| options.error("lookahead", "expected off, on, 2, 4 or 8"))?;
    }
    if let Some(text) = options.get("pipeline") {
        typed.pipeline = plan_rebind::parse_pipeline(text)
            .ok_or_else(|| options.error("pipeline", "expected off or on"))?;
    }
    if let Some(text) = options.get("recheck") {
        typed.recheck = plan_rebind::Recheck::parse(text)
            .ok_or_else(|| options.error("recheck", "expected on or off"))?;
    }
    Ok(plan_rebind::pass(typed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_descriptor_builds_its_pass_and_rejects_unknown_options() {
        let all = passes();
        let mut names: Vec<_> = all.iter().map(|p| p.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), all.len(), "duplicate pass names");
        let context = Context::new();
        let defaults = PassDefaults::default();
        for info in &all {
            let none = PassOptions::parse(info.name, None).unwrap();
            assert!(
                (info.create)(&context, &none, &defaults).is_ok(),
                "{}",
                info.name
            );
            let bogus = PassOptions::parse(info.name, Some("bogus=1")).unwrap();
            let error = (info.create)(&context, &bogus, &defaults)
                .err()
                .expect("rejected");
            assert_eq!(error.pass, info.name);
            assert!(error.message.contains("unknown option 'bogus'"), "{error}");
        }
    }

    #[test]
    fn option_values_are_checked_before_the_pass_is_built() {
        let verify = passes()
            .into_iter()
            .find(|p| p.name == verify_pass::PASS_NAME)
            .unwrap();
        let bad = PassOptions::parse(verify.name, Some("target=sm_1")).unwrap();
        let error = (verify.create)(&Context::new(), &bad, &PassDefaults::default())
            .err()
            .expect("rejected");
        assert!(error.message.starts_with("option 'target':"), "{error}");
    }
}
