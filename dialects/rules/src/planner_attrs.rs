//! The kernel attributes that set `tile-plan-device-rebind`'s options for
//! one kernel (`passes/src/plan_rebind/strategy.rs`), and how
//! `tile-lower-to-nvvm` emits the planner's sequences
//! (`lowering/src/lower/outline.rs`): each a string, one of the values its
//! option takes. Anything else was silently ignored (a
//! non-string value, or any value on a kernel without device-born
//! descriptors); the verifier rejects it wherever it is written.

use crate::violation::Violation;

/// The rule id.
pub const RULE: &str = "rebind-attribute";
/// Kernel attribute overriding the planner's `slots=`.
pub const SLOTS_ATTR: &str = "tile.rebind_slots";
/// Kernel attribute overriding the planner's `seed=`.
pub const SEED_ATTR: &str = "tile.rebind_seed";
/// Kernel attribute overriding the planner's `lookahead=`.
pub const LOOKAHEAD_ATTR: &str = "tile.rebind_lookahead";

/// Kernel attribute choosing whether `tile-lower-to-nvvm` outlines the
/// planner's conditional rebind sequences ([`SITE_ATTR`]) into one function
/// per distinct sequence: `auto` (the default) in a function compiled at
/// LLVM `-O0` (thousands of tile ops), `on` always, `off` never.
pub const OUTLINE_ATTR: &str = "tile.rebind_outline";
/// Unit attribute the planner puts on each conditional rebind sequence it
/// writes (the `scf.if` on "a written value changed"): the lowering may
/// outline it ([`OUTLINE_ATTR`]). Outlining any `scf.if` keeps its meaning,
/// so the attribute carries no rule.
pub const SITE_ATTR: &str = "tile.rebind_site";

/// The values of each attribute.
pub const VALUES: [(&str, &[&str]); 4] = [
    (SLOTS_ATTR, &["auto", "global", "shared", "staged"]),
    (SEED_ATTR, &["template", "zero"]),
    (LOOKAHEAD_ATTR, &["off", "on", "1", "2", "4", "8"]),
    (OUTLINE_ATTR, &["auto", "on", "off"]),
];

/// The values `name` takes, if it is one of these attributes.
pub fn values_of(name: &str) -> Option<&'static [&'static str]> {
    VALUES.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
}

/// Checks the attribute `name` (one of [`VALUES`]; any other name: nothing):
/// `value` is `Ok(text)` for a string attribute, `Err(printed)` for any
/// other.
pub fn check_planner_attribute(name: &str, value: Result<&str, &str>) -> Option<Violation> {
    let values = values_of(name)?;
    let list = values
        .iter()
        .map(|v| format!("\"{v}\""))
        .collect::<Vec<_>>()
        .join(", ");
    match value {
        Ok(text) if values.contains(&text) => None,
        Ok(text) => Some(Violation::error(
            RULE,
            format!("{name} = \"{text}\" is not one of {list}"),
        )),
        Err(printed) => Some(Violation::error(
            RULE,
            format!("{name} must be a string, one of {list}, but it is {printed}"),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_and_types() {
        assert_eq!(check_planner_attribute(SLOTS_ATTR, Ok("staged")), None);
        assert_eq!(check_planner_attribute(SEED_ATTR, Ok("zero")), None);
        assert_eq!(check_planner_attribute(LOOKAHEAD_ATTR, Ok("4")), None);
        assert_eq!(check_planner_attribute("tile.other", Err("5 : i32")), None);
        let bad = check_planner_attribute(SEED_ATTR, Ok("ones")).unwrap();
        assert_eq!(bad.rule, RULE);
        assert_eq!(
            bad.message,
            "tile.rebind_seed = \"ones\" is not one of \"template\", \"zero\""
        );
        let bad = check_planner_attribute(LOOKAHEAD_ATTR, Err("[1, 2]")).unwrap();
        assert_eq!(
            bad.message,
            "tile.rebind_lookahead must be a string, one of \"off\", \"on\", \"1\", \"2\", \"4\", \
             \"8\", but it is [1, 2]"
        );
    }
}
