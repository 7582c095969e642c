//! Per device-born descriptor: where its new value is built (in its global
//! slot, or in a shared::cta staging slot published to the global slot with
//! `tensormap.cp_fenceproxy`), what the slot starts from (the host-encoded
//! template, or zeros), and why — the pass options, a kernel's own
//! `tile.rebind_slots` / `tile.rebind_seed` attributes, and what the code
//! around the descriptor allows.
//!
//! * **Global** (the TMA emission design's path): the writing thread seeds the global slot
//!   and rewrites it there; one thread suffices, so it works wherever the
//!   descriptor is built.
//! * **Shared** (CUTLASS's grouped GEMMs, Triton's device descriptors): lane
//!   0 seeds a shared::cta slot and rewrites it there (shared-memory writes
//!   instead of `tensormap.replace` on global memory), a warp barrier, then
//!   warp 0 copies it into the global slot with the fused release. It needs
//!   warp 0 converged at the descriptor op: the op must be reached by every
//!   thread (the kernel's entry block, or loops there that every thread
//!   runs) and the block's x extent must be a
//!   known multiple of 32 (so `thread_id x < 32` selects exactly warp 0).
//! * **Staged** (`slots=staged`): the descriptor's own thread seeds and
//!   rewrites a shared::cta staging slot, then copies its 128 bytes into
//!   the global slot with generic stores and releases it as on the global
//!   path. `tensormap.replace` of a field that shares its 32-bit word with
//!   another (`global_stride`) is a read-modify-write of the slot: on a
//!   global slot ptxas reads the word back from memory right after the
//!   seed or the previous rebind wrote it (a dependent L2 round trip on
//!   the rebind's critical path); on a staging slot it is a shared-memory
//!   read. Needs no converged warp, so it works wherever the global path
//!   does.
//! * **Template** seeding copies the host-born template of the descriptor's
//!   type; **zero** seeding starts from 128 zero bytes and writes every
//!   field (no template parameter, no host encode), which needs the
//!   descriptor's L2 promotion to be `none` (it has no mutator).

use super::context::{describe, Thread};
use melior::ir::{attribute::DenseI32ArrayAttribute, operation::OperationLike, OperationRef};
use std::fmt;
use tile_rules::descriptor::Descriptor;
use tile_rules::enums::L2Promotion;

/// Kernel attribute overriding `slots=` (the verifier checks its values:
/// `tile_rules::planner_attrs`).
pub const SLOTS_ATTR: &str = tile_rules::planner_attrs::SLOTS_ATTR;
/// Kernel attribute overriding `seed=`.
pub const SEED_ATTR: &str = tile_rules::planner_attrs::SEED_ATTR;
/// Kernel attribute overriding `lookahead=` (`"off"`, `"on"`, `"2"`, `"4"`, `"8"`).
pub const LOOKAHEAD_ATTR: &str = tile_rules::planner_attrs::LOOKAHEAD_ATTR;

/// Parses a `lookahead=` value: `off` (1), `on` (2), `2`, `4` or `8`.
pub fn parse_lookahead(text: &str) -> Option<u32> {
    match text {
        "off" | "1" => Some(1),
        "on" | "2" => Some(2),
        "4" => Some(4),
        "8" => Some(8),
        _ => None,
    }
}

/// Where descriptors are built (`slots=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SlotChoice {
    /// Shared where warp 0 is converged at the descriptor op, else global.
    #[default]
    Auto,
    /// Always in the global slot.
    Global,
    /// Always in a shared::cta slot (an error where it cannot be).
    Shared,
    /// In a shared::cta staging slot by the descriptor's own thread, copied
    /// into the global slot with generic stores.
    Staged,
}

impl SlotChoice {
    /// Parses `auto` / `global` / `shared` / `staged`.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "auto" => Some(SlotChoice::Auto),
            "global" => Some(SlotChoice::Global),
            "shared" => Some(SlotChoice::Shared),
            "staged" => Some(SlotChoice::Staged),
            _ => None,
        }
    }
}

/// What slots start from (`seed=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SeedChoice {
    /// A host-encoded template of the descriptor's type.
    #[default]
    Template,
    /// Zeros: every field written on the device.
    Zero,
}

impl SeedChoice {
    /// Parses `template` / `zero`.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "template" => Some(SeedChoice::Template),
            "zero" => Some(SeedChoice::Zero),
            _ => None,
        }
    }
}

/// The options of `tile-plan-device-rebind`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// `slots=auto|global|shared|staged`.
    pub slots: SlotChoice,
    /// `seed=template|zero`.
    pub seed: SeedChoice,
    /// `lookahead=off|on|2|4|8`: work items per rebind sequence (1 = off,
    /// `on` = 2): loops that build descriptors are unrolled by it and the
    /// later items' descriptors rebound with the first's (see `ahead`).
    pub lookahead: u32,
    /// `pipeline=off|on`: software-pipeline loops that build descriptors so
    /// the next work item's rebind runs while the current item's first TMA
    /// op is in flight (see `pipeline`).
    pub pipeline: bool,
    /// `recheck=on|off`: after inserting its in-flight waits, check the
    /// planned function with the fence checker again (on by default). Off
    /// leaves that proof to a `tile-check-tensormap-fences` that follows,
    /// as in the named pipelines, when every finding of the first check was
    /// one the inserted waits retire; other findings are still reported.
    pub recheck: Recheck,
    /// The target from the command line (`--target`), which overrides the
    /// `gpu.module` chips when the rebind's `tensormap.replace` is gated.
    pub target: Option<tile_rules::Target>,
}

/// Whether the planner checks its plan again after inserting its waits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Recheck {
    /// Check again (the standalone pass).
    #[default]
    On,
    /// Leave the check to the fence pass that follows.
    Off,
}

impl Recheck {
    /// Parses `on` / `off`.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "on" => Some(Recheck::On),
            "off" => Some(Recheck::Off),
            _ => None,
        }
    }
}

/// Where one descriptor is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Space {
    /// In its global slot.
    Global,
    /// In a shared::cta staging slot, published with `tensormap.cp_fenceproxy`.
    Shared,
    /// In a shared::cta staging slot by the descriptor's own thread, copied
    /// into its global slot with generic stores (`tile.tensormap_init`).
    Staged,
}

/// What one descriptor's slot starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Seed {
    /// The template parameter.
    Template,
    /// Zeros.
    Zero,
}

/// The decision for one descriptor, with the reasons the remarks give.
#[derive(Clone, Debug)]
pub(crate) struct Strategy {
    /// Global or shared::cta.
    pub(crate) space: Space,
    /// Template or zeros.
    pub(crate) seed: Seed,
    /// Why this space (ends the `[rebind-scope]` remark: "built ...").
    pub(crate) why_space: String,
    /// Why zero seeding was not used where it was asked for.
    pub(crate) seed_note: Option<String>,
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Space::Global => "global",
            Space::Shared => "shared::cta",
            Space::Staged => "staged",
        })
    }
}

fn string_attr(func: &OperationRef<'_, '_>, name: &str) -> Option<String> {
    tile_dialect::strings::string_attribute(func, name)
}

/// The options for `func`: `options`, overridden by its attributes.
pub(crate) fn kernel_options(
    func: &OperationRef<'_, '_>,
    options: &Options,
) -> Result<Options, String> {
    let mut out = *options;
    if let Some(text) = string_attr(func, SLOTS_ATTR) {
        out.slots = SlotChoice::parse(&text).ok_or_else(|| {
            format!("{SLOTS_ATTR} = \"{text}\" is not one of \"auto\", \"global\", \"shared\", \"staged\"")
        })?;
    }
    if let Some(text) = string_attr(func, SEED_ATTR) {
        out.seed = SeedChoice::parse(&text).ok_or_else(|| {
            format!("{SEED_ATTR} = \"{text}\" is not one of \"template\", \"zero\"")
        })?;
    }
    Ok(out)
}

/// The x extent of `func`'s `known_block_size`.
pub(crate) fn block_x(func: &OperationRef<'_, '_>) -> Option<i32> {
    func.attribute("known_block_size")
        .ok()
        .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())
        .and_then(|a| a.element(0).ok())
}

/// Decides where the descriptor built by `thread` in `func` is built and
/// what its slot starts from; `Err` when `options` ask for what cannot be.
pub(crate) fn decide(
    options: &Options,
    func: &OperationRef<'_, '_>,
    thread: &Thread<'_, '_>,
    desc: &Descriptor,
) -> Result<Strategy, String> {
    let (seed, seed_note) = match options.seed {
        SeedChoice::Template => (Seed::Template, None),
        SeedChoice::Zero if desc.l2_promotion != L2Promotion::None => (
            Seed::Template,
            Some(format!(
                "seeded from a template although seed=zero: its L2 promotion {} has no tensormap.replace field",
                desc.l2_promotion
            )),
        ),
        SeedChoice::Zero => (Seed::Zero, None),
    };
    let whole_warps = block_x(func).is_some_and(|x| x > 0 && x % 32 == 0);
    let converged = match thread {
        Thread::Entry if whole_warps => Ok(()),
        Thread::Entry => Err(
            "the kernel's known_block_size does not give an x extent that is a multiple of 32, so thread_id x < 32 is not known to select exactly warp 0, and tensormap.cp_fenceproxy needs a whole converged warp"
                .to_string(),
        ),
        Thread::Guarded { guard, .. } => Err(format!(
            "only the thread that {} selects reaches the descriptor op, and tensormap.cp_fenceproxy needs a whole converged warp",
            describe(guard)
        )),
    };
    let (space, why_space) = match (options.slots, converged) {
        (SlotChoice::Global, _) => (
            Space::Global,
            "in the global slot: requested (slots=global)".to_string(),
        ),
        (SlotChoice::Staged, _) => (
            Space::Staged,
            "in a shared::cta staging slot by its own thread, then copied into the global slot with generic stores and released as there: tensormap.replace of global_stride reads its word back, from shared memory instead of from L2 (requested: slots=staged)".to_string(),
        ),
        (SlotChoice::Shared | SlotChoice::Auto, Ok(())) => (
            Space::Shared,
            "in a shared::cta staging slot: every thread of the CTA reaches the descriptor op, so warp 0 is converged there: lane 0 seeds and rewrites the staging slot (tensormap.replace on shared memory), a warp barrier, and warp 0 publishes it to the CTA's global slot with one tensormap.cp_fenceproxy (copy and release)".to_string(),
        ),
        (SlotChoice::Auto, Err(why)) => (Space::Global, format!("in the global slot: {why}")),
        (SlotChoice::Shared, Err(why)) => {
            return Err(format!("slots=shared cannot be honoured: {why}"))
        }
    };
    Ok(Strategy {
        space,
        seed,
        why_space,
        seed_note,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_rules::planner_attrs::values_of;

    /// The values the verifier accepts are exactly those the planner reads.
    #[test]
    fn verifier_values_are_the_planner_values() {
        let words = [
            "auto", "global", "shared", "staged", "template", "zero", "off", "on", "0", "1", "2",
            "3", "4", "8", "16", "", "Auto",
        ];
        for word in words {
            let listed = |name| values_of(name).is_some_and(|v| v.contains(&word));
            assert_eq!(
                SlotChoice::parse(word).is_some(),
                listed(SLOTS_ATTR),
                "{word}"
            );
            assert_eq!(
                SeedChoice::parse(word).is_some(),
                listed(SEED_ATTR),
                "{word}"
            );
            assert_eq!(
                parse_lookahead(word).is_some(),
                listed(LOOKAHEAD_ATTR),
                "{word}"
            );
        }
        for (name, values) in tile_rules::planner_attrs::VALUES {
            for value in values {
                let parses = match name {
                    SLOTS_ATTR => SlotChoice::parse(value).is_some(),
                    SEED_ATTR => SeedChoice::parse(value).is_some(),
                    LOOKAHEAD_ATTR => parse_lookahead(value).is_some(),
                    // Read by the lowering, not the planner.
                    _ => true,
                };
                assert!(parses, "{name} = {value}");
            }
        }
    }
}
