//! Matching captured diagnostics against expectations.

use std::collections::HashMap;
use std::fmt::Write as _;

use crate::diagnostic::{column_of, line_of};
use crate::expectation::Expectation;
use tile_rules::Diagnostic;

/// The outcome of [`verify`]: what did not line up.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    /// Diagnostics no expectation accounted for, in emission order.
    pub unexpected: Vec<Diagnostic>,
    /// Expectations no diagnostic satisfied, in source order.
    pub unmatched: Vec<Expectation>,
}

impl Report {
    /// Whether every diagnostic was expected and every expectation met.
    pub fn is_ok(&self) -> bool {
        self.unexpected.is_empty() && self.unmatched.is_empty()
    }

    /// Renders the report as mlir-opt-like error lines, one per problem,
    /// each ending in a newline: first the unexpected diagnostics, e.g.
    /// `file.mlir:12:3: error: unexpected error: <msg>`, then the unmatched
    /// expectations, e.g. `file.mlir:11:4: error: expected error "<msg>" was
    /// not produced` (located at the `expected-` of the comment). Positions
    /// a diagnostic lacks are left out (`file.mlir: error: ...`). Returns an
    /// empty string for an ok report.
    pub fn render(&self, file_name: &str) -> String {
        let mut out = String::new();
        for diag in &self.unexpected {
            let mut position = file_name.to_string();
            if let Some(line) = line_of(diag) {
                // Writing to a String cannot fail.
                let _ = write!(position, ":{line}");
                if let Some(column) = column_of(diag) {
                    let _ = write!(position, ":{column}");
                }
            }
            let _ = writeln!(
                out,
                "{position}: error: unexpected {}: {}",
                diag.severity, diag.message
            );
        }
        for exp in &self.unmatched {
            let _ = writeln!(
                out,
                "{file_name}:{}:{}: error: expected {} \"{}\" was not produced",
                exp.comment_line, exp.column, exp.kind, exp.message
            );
        }
        out
    }
}

/// Matches `diagnostics` against `expectations`.
///
/// A diagnostic is accounted for by an expectation of the same severity and
/// line whose message is a substring of the diagnostic's message; each
/// expectation accounts for at most one diagnostic, so two identical
/// diagnostics need two expectations. The largest possible set of pairs is
/// chosen, so the order of expectations on a line does not matter.
/// Diagnostics without a line are always unexpected. The file a diagnostic
/// names is ignored (matching is by line only), and `file_name` is accepted
/// for symmetry with [`Report::render`] but does not affect matching.
pub fn verify(
    expectations: &[Expectation],
    diagnostics: &[Diagnostic],
    _file_name: &str,
) -> Report {
    // Expectations by line, in source order: a diagnostic is compared with
    // those of its own line only (time linear in the input, not the product
    // of the two counts).
    let mut by_line: HashMap<usize, Vec<usize>> = HashMap::new();
    for (index, exp) in expectations.iter().enumerate() {
        by_line.entry(exp.line).or_default().push(index);
    }
    let candidates: Vec<Vec<usize>> = diagnostics
        .iter()
        .map(|diag| {
            line_of(diag)
                .and_then(|line| by_line.get(&line))
                .map(|on_line| {
                    on_line
                        .iter()
                        .copied()
                        .filter(|&index| accounts_for(&expectations[index], diag))
                        .collect()
                })
                .unwrap_or_default()
        })
        .collect();

    // Maximum bipartite matching (Kuhn's augmenting paths), diagnostics in
    // emission order, expectations in source order: deterministic. An
    // expectation is visited at most once per search: `visited[e] == search`
    // (one array for all searches, not a fresh one per diagnostic).
    let mut owner: Vec<Option<usize>> = vec![None; expectations.len()];
    let mut visited: Vec<usize> = vec![usize::MAX; expectations.len()];
    for diag in 0..diagnostics.len() {
        augment(diag, diag, &candidates, &mut owner, &mut visited);
    }

    let mut matched_diag = vec![false; diagnostics.len()];
    for diag in owner.iter().flatten() {
        matched_diag[*diag] = true;
    }
    Report {
        unexpected: diagnostics
            .iter()
            .zip(&matched_diag)
            .filter(|(_, matched)| !**matched)
            .map(|(diag, _)| diag.clone())
            .collect(),
        unmatched: expectations
            .iter()
            .zip(&owner)
            .filter(|(_, owner)| owner.is_none())
            .map(|(exp, _)| exp.clone())
            .collect(),
    }
}

/// Whether `exp` can account for `diag`.
fn accounts_for(exp: &Expectation, diag: &Diagnostic) -> bool {
    line_of(diag) == Some(exp.line)
        && diag.severity == exp.kind
        && diag.message.contains(&exp.message)
}

/// Tries to give diagnostic `diag` an expectation, re-assigning others along
/// an augmenting path; returns whether it succeeded. `search` marks the
/// expectations this search visited in `visited`.
fn augment(
    diag: usize,
    search: usize,
    candidates: &[Vec<usize>],
    owner: &mut [Option<usize>],
    visited: &mut [usize],
) -> bool {
    for &exp in &candidates[diag] {
        if visited[exp] == search {
            continue;
        }
        visited[exp] = search;
        let free = match owner[exp] {
            None => true,
            Some(other) => augment(other, search, candidates, owner, visited),
        };
        if free {
            owner[exp] = Some(diag);
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expectation::parse_expectations;
    use pretty_assertions::assert_eq;
    use tile_rules::Severity;

    fn exp(kind: Severity, line: usize, message: &str) -> Expectation {
        Expectation {
            kind,
            line,
            message: message.to_string(),
            comment_line: line,
            column: 4,
        }
    }

    fn diag(severity: Severity, line: usize, message: &str) -> Diagnostic {
        Diagnostic::new(
            severity,
            Some(("t.mlir".into(), line, 3)),
            message.to_string(),
        )
    }

    #[test]
    fn nothing_is_ok() {
        let report = verify(&[], &[], "t.mlir");
        assert!(report.is_ok());
        assert_eq!(report.render("t.mlir"), "");
    }

    #[test]
    fn exact_match() {
        let report = verify(
            &[exp(Severity::Error, 3, "bad op")],
            &[diag(Severity::Error, 3, "bad op")],
            "t.mlir",
        );
        assert_eq!(report, Report::default());
        assert!(report.is_ok());
    }

    #[test]
    fn substring_match() {
        let report = verify(
            &[exp(Severity::Error, 3, "expects rank 2")],
            &[diag(
                Severity::Error,
                3,
                "'tile.load' op expects rank 2, got 3",
            )],
            "t.mlir",
        );
        assert!(report.is_ok(), "{report:?}");
    }

    #[test]
    fn empty_message_matches_anything_on_the_line() {
        let report = verify(
            &[exp(Severity::Note, 3, "")],
            &[diag(Severity::Note, 3, "whatever")],
            "t.mlir",
        );
        assert!(report.is_ok());
    }

    #[test]
    fn superstring_does_not_match() {
        let e = exp(Severity::Error, 3, "bad op here");
        let d = diag(Severity::Error, 3, "bad op");
        let report = verify(std::slice::from_ref(&e), std::slice::from_ref(&d), "t.mlir");
        assert_eq!(
            report,
            Report {
                unexpected: vec![d],
                unmatched: vec![e]
            }
        );
    }

    #[test]
    fn match_is_case_sensitive() {
        let report = verify(
            &[exp(Severity::Error, 3, "Bad")],
            &[diag(Severity::Error, 3, "bad")],
            "t.mlir",
        );
        assert!(!report.is_ok());
    }

    #[test]
    fn severity_mismatch() {
        let e = exp(Severity::Warning, 3, "bad");
        let d = diag(Severity::Error, 3, "bad");
        let report = verify(std::slice::from_ref(&e), std::slice::from_ref(&d), "t.mlir");
        assert!(!report.is_ok());
        assert_eq!(report.unexpected, vec![d]);
        assert_eq!(report.unmatched, vec![e]);
    }

    #[test]
    fn line_mismatch() {
        let e = exp(Severity::Error, 4, "bad");
        let d = diag(Severity::Error, 3, "bad");
        let report = verify(std::slice::from_ref(&e), std::slice::from_ref(&d), "t.mlir");
        assert_eq!(report.unexpected, vec![d]);
        assert_eq!(report.unmatched, vec![e]);
    }

    #[test]
    fn duplicate_diagnostics_need_two_expectations() {
        let d = diag(Severity::Error, 5, "dup");
        let one = verify(
            &[exp(Severity::Error, 5, "dup")],
            &[d.clone(), d.clone()],
            "t.mlir",
        );
        assert_eq!(one.unexpected, vec![d.clone()]);
        assert!(one.unmatched.is_empty());

        let two = verify(
            &[
                exp(Severity::Error, 5, "dup"),
                exp(Severity::Error, 5, "dup"),
            ],
            &[d.clone(), d],
            "t.mlir",
        );
        assert!(two.is_ok(), "{two:?}");
    }

    #[test]
    fn expectation_is_used_once() {
        let e = exp(Severity::Error, 5, "x");
        let report = verify(
            &[e.clone(), e.clone()],
            &[diag(Severity::Error, 5, "x")],
            "t.mlir",
        );
        assert_eq!(report.unmatched, vec![e]);
        assert!(report.unexpected.is_empty());
    }

    #[test]
    fn matching_does_not_depend_on_order() {
        // A greedy matcher would give "foo" to "foo bar" and strand "foo bar".
        let exps = [
            exp(Severity::Error, 2, "foo"),
            exp(Severity::Error, 2, "foo bar"),
        ];
        let diags = [
            diag(Severity::Error, 2, "foo bar"),
            diag(Severity::Error, 2, "foo"),
        ];
        assert!(verify(&exps, &diags, "t.mlir").is_ok());
        let reversed: Vec<_> = exps.iter().rev().cloned().collect();
        assert!(verify(&reversed, &diags, "t.mlir").is_ok());
    }

    #[test]
    fn diagnostic_without_line_is_unexpected() {
        let d = Diagnostic::error(None, "somewhere".into());
        let report = verify(
            &[exp(Severity::Error, 1, "somewhere")],
            std::slice::from_ref(&d),
            "t.mlir",
        );
        assert_eq!(report.unexpected, vec![d]);
        assert_eq!(report.unmatched.len(), 1);
    }

    #[test]
    fn other_file_matches_by_line() {
        let mut d = diag(Severity::Error, 3, "bad");
        d.file_line_col = Some(("other.mlir".into(), 3, 3));
        let report = verify(&[exp(Severity::Error, 3, "bad")], &[d], "t.mlir");
        assert!(report.is_ok());
    }

    #[test]
    fn unexpected_keep_emission_order_and_unmatched_source_order() {
        let diags = [
            diag(Severity::Error, 9, "z"),
            diag(Severity::Error, 1, "a"),
            diag(Severity::Remark, 5, "m"),
        ];
        let exps = [
            exp(Severity::Note, 2, "n1"),
            exp(Severity::Remark, 5, "m"),
            exp(Severity::Note, 7, "n2"),
        ];
        let report = verify(&exps, &diags, "t.mlir");
        assert_eq!(report.unexpected, vec![diags[0].clone(), diags[1].clone()]);
        assert_eq!(report.unmatched, vec![exps[0].clone(), exps[2].clone()]);
    }

    #[test]
    fn render_lines() {
        let report = Report {
            unexpected: vec![
                Diagnostic::error(Some(("elsewhere.mlir".into(), 12, 3)), "boom".into()),
                Diagnostic::new(Severity::Warning, Some((String::new(), 2, 0)), "w".into()),
                Diagnostic::new(Severity::Note, None, "n".into()),
            ],
            unmatched: vec![Expectation {
                kind: Severity::Error,
                line: 12,
                message: "gone".into(),
                comment_line: 11,
                column: 4,
            }],
        };
        assert_eq!(
            report.render("file.mlir"),
            "file.mlir:12:3: error: unexpected error: boom\n\
             file.mlir:2: error: unexpected warning: w\n\
             file.mlir: error: unexpected note: n\n\
             file.mlir:11:4: error: expected error \"gone\" was not produced\n"
        );
    }

    #[test]
    fn end_to_end_with_parsed_expectations() {
        let text = "%0 = a\n\
                    // expected-error@below {{rank}}\n\
                    %1 = b\n\
                    %2 = c // expected-warning {{slow}}\n\
                    // expected-note@-1 {{see}}\n";
        let exps = parse_expectations(text, 10).expect("parses");
        let diags = [
            diag(Severity::Error, 12, "'b' op bad rank"),
            diag(Severity::Warning, 13, "slow path"),
            diag(Severity::Note, 10, "see here"),
        ];
        let report = verify(&exps, &diags, "t.mlir");
        assert_eq!(report.unexpected, vec![diags[2].clone()]);
        assert_eq!(report.unmatched.len(), 1);
        assert_eq!(
            report.render("t.mlir"),
            "t.mlir:10:3: error: unexpected note: see here\n\
             t.mlir:14:4: error: expected note \"see\" was not produced\n"
        );
    }

    #[test]
    fn many_lines_pair_each_diagnostic_with_its_own_line() {
        let n = 5000;
        let expectations: Vec<Expectation> = (1..=n)
            .map(|l| exp(Severity::Error, l, &format!("e{l}")))
            .collect();
        // Emitted in reverse order, one extra on a line without expectation
        // and one on a line whose expectation says something else.
        let mut diagnostics: Vec<Diagnostic> = (2..=n)
            .rev()
            .map(|l| diag(Severity::Error, l, &format!("'x' op e{l}")))
            .collect();
        diagnostics.push(diag(Severity::Error, n + 1, "e1"));
        diagnostics.push(diag(Severity::Error, 1, "other"));
        let report = verify(&expectations, &diagnostics, "t.mlir");
        assert_eq!(
            report.unexpected,
            vec![
                diag(Severity::Error, n + 1, "e1"),
                diag(Severity::Error, 1, "other")
            ]
        );
        assert_eq!(report.unmatched, vec![exp(Severity::Error, 1, "e1")]);
    }
}
