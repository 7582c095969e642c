//! Per-context state (the verifier hook's settings, the files a pass
//! stages) lives in its context and ends with it: contexts made and dropped
//! in a loop, each configured differently and left with a held file, each
//! start from the defaults and see only their own. Dropped with nothing
//! cleaned up, each context's address is usually reused by the next one
//! (the test prints how often), which is where a table keyed by the
//! address handed stale entries on.
//!
//! The only test of its binary: nothing else allocates meanwhile.

use std::collections::HashSet;
use tile_dialect::hook::{self, HookSettings};
use tile_passes::held_files::{self, HeldFile};
use tile_rules::Target;

const ROUNDS: usize = 200;

#[test]
fn a_context_at_a_freed_address_starts_clean() {
    let targets = ["sm_80", "sm_90a", "sm_100a"];
    let mut seen = HashSet::new();
    let mut reused = 0;
    for round in 0..ROUNDS {
        let context = tile_dialect::context_with_all_dialects();
        if !seen.insert(context.to_raw().ptr as usize) {
            reused += 1;
        }
        assert_eq!(
            hook::settings(&context),
            HookSettings::default(),
            "round {round}"
        );
        assert!(held_files::take(&context).is_empty(), "round {round}");
        let settings = HookSettings {
            target: Target::parse(targets[round % targets.len()]).ok(),
            warnings: round % 2 == 0,
            rules: round % 3 != 0,
        };
        hook::configure(&context, settings);
        assert_eq!(hook::settings(&context), settings, "round {round}");
        for file in ["a", "b"] {
            let file = HeldFile {
                path: format!("{file}-{round}.json"),
                contents: Vec::new(),
                file_line_col: None,
                op_name: "builtin.module".to_string(),
            };
            // SAFETY: a live context.
            unsafe { held_files::hold(context.to_raw(), file) };
        }
        if round % 2 == 0 {
            let paths: Vec<_> = held_files::take(&context)
                .into_iter()
                .map(|f| f.path)
                .collect();
            assert_eq!(
                paths,
                [format!("a-{round}.json"), format!("b-{round}.json")]
            );
        }
        // Dropped as is: settings and (odd rounds) held files with it.
    }
    eprintln!("{ROUNDS} contexts, {reused} at the address of an earlier one");
}
