//! Bad input never crashes: every integer of every program replaced by
//! extreme values, and every program cut short at each token, gives a
//! plan or a located error — and a plan lowers to tile IR and passes the
//! compiler's verifier, or gives the compiler's error (located in the
//! program) — without a panic.

use std::path::Path;
use tile_compiler::Session;
use tile_dsl::output::programs_in;
use tile_dsl::{check_plan, plan_source, DslError};

const EXTREMES: &[&str] = &[
    "0",
    "-1",
    "1",
    "3",
    "255",
    "257",
    "65536",
    "2147483647",
    "2147483648",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
];

/// The byte ranges of the integers in `text` (outside comments).
fn integers(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'#' {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
        } else if bytes[i].is_ascii_digit()
            && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_'))
        {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            spans.push((start, i));
        } else {
            i += 1;
        }
    }
    spans
}

#[test]
fn extreme_integers_and_truncations_never_panic() {
    let session = Session::new();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
    let (mut planned, mut refused) = (0, 0);
    for program in programs_in(&dir).expect("programs") {
        let text = std::fs::read_to_string(&program).expect("the program");
        let mut variants = Vec::new();
        for (start, end) in integers(&text) {
            for value in EXTREMES {
                variants.push(format!("{}{value}{}", &text[..start], &text[end..]));
            }
        }
        for cut in (0..text.len()).step_by(7) {
            if text.is_char_boundary(cut) {
                variants.push(text[..cut].to_string());
            }
        }
        for variant in variants {
            match plan_source(&variant) {
                Ok(plan) => {
                    planned += 1;
                    // The compiler's error is fine (at a place of the
                    // program); a panic fails the test.
                    if let Err(DslError::Source(e, _)) = check_plan(&session, &plan) {
                        assert!(e.pos.line >= 1 && e.pos.col >= 1, "{e}");
                    }
                }
                Err(e) => {
                    refused += 1;
                    assert!(e.pos.line >= 1 && e.pos.col >= 1, "{e}");
                    assert!(!e.rule.is_empty());
                }
            }
        }
    }
    assert!(
        planned > 0 && refused > 0,
        "{planned} planned, {refused} refused"
    );
}
