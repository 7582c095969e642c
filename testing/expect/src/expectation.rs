//! Parsing `expected-<severity>[@designator] {{message}}` comments.

use tile_rules::Severity;

/// The text that introduces an expectation inside a `//` comment.
const PREFIX: &str = "expected-";

/// One expected diagnostic, read from a comment of the test file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expectation {
    /// The severity the diagnostic must have.
    pub kind: Severity,
    /// The absolute 1-based line of the original file the diagnostic must be
    /// reported at.
    pub line: usize,
    /// A substring the diagnostic's message must contain (surrounding
    /// whitespace inside `{{ }}` is trimmed).
    pub message: String,
    /// The 1-based line of the original file holding the comment.
    pub comment_line: usize,
    /// The 1-based byte column on `comment_line` where `expected-` starts.
    pub column: usize,
}

/// A malformed expectation comment; every variant names the 1-based line of
/// the original file that holds it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExpectationError {
    /// No `{{` follows the severity (and designator).
    #[error("line {line}: expected `{{{{` to start the message of expected-{kind}")]
    MissingOpen {
        /// The comment's line.
        line: usize,
        /// The severity named by the comment.
        kind: Severity,
    },
    /// The message is not closed by `}}` on the same line.
    #[error("line {line}: expected `}}}}` to end the message of expected-{kind}")]
    MissingClose {
        /// The comment's line.
        line: usize,
        /// The severity named by the comment.
        kind: Severity,
    },
    /// The text after `@` is not `below`, `above`, `+N`, `-N` or `N`.
    #[error(
        "line {line}: unknown location designator `@{designator}` \
         (expected @below, @above, @+N, @-N or @N)"
    )]
    UnknownDesignator {
        /// The comment's line.
        line: usize,
        /// The designator as written, without the `@`.
        designator: String,
    },
    /// The designator points before line 1 (or past `usize::MAX`).
    #[error("line {line}: location designator `@{designator}` points outside the file")]
    TargetOutOfRange {
        /// The comment's line.
        line: usize,
        /// The designator as written, without the `@`.
        designator: String,
    },
    /// A recognised but unsupported form, such as `expected-error-re`.
    #[error("line {line}: `expected-{form}` is not supported")]
    Unsupported {
        /// The comment's line.
        line: usize,
        /// The form as written after `expected-`, e.g. `error-re`.
        form: String,
    },
}

impl ExpectationError {
    /// The 1-based line of the original file holding the malformed comment.
    pub fn line(&self) -> usize {
        match self {
            ExpectationError::MissingOpen { line, .. }
            | ExpectationError::MissingClose { line, .. }
            | ExpectationError::UnknownDesignator { line, .. }
            | ExpectationError::TargetOutOfRange { line, .. }
            | ExpectationError::Unsupported { line, .. } => *line,
        }
    }
}

/// Parses every expectation comment of `text`, whose first line is line
/// `first_line` (1-based; 0 is treated as 1) of the original file.
///
/// An expectation may appear anywhere after the first `//` of a line, and a
/// line may hold several. Forms:
/// `expected-{error,warning,note,remark}[@designator] {{message}}`, where the
/// designator is `@below` (next line), `@above` (previous line), `@+N`, `@-N`
/// (relative to the comment's line) or `@N` (absolute line). Without a
/// designator the expected line is the comment's own line. Words that merely
/// start like an expectation (`expected-value`, `unexpected-error`) are
/// ignored.
///
/// Returns all expectations in source order, or every malformed one found.
pub fn parse_expectations(
    text: &str,
    first_line: usize,
) -> Result<Vec<Expectation>, Vec<ExpectationError>> {
    let first_line = first_line.max(1);
    let mut expectations = Vec::new();
    let mut errors = Vec::new();
    for (index, line_text) in text.lines().enumerate() {
        let line = first_line.saturating_add(index);
        parse_line(line_text, line, &mut expectations, &mut errors);
    }
    if errors.is_empty() {
        resolve_stacked_below(text, first_line, &mut expectations);
        Ok(expectations.into_iter().map(|(e, _)| e).collect())
    } else {
        Err(errors)
    }
}

/// mlir-opt semantics for stacked `@below`: an `@below` expectation names the
/// next line that holds no expectation itself, so several `@below` lines in a
/// row all point at the op after them.
fn resolve_stacked_below(text: &str, first_line: usize, expectations: &mut [(Expectation, bool)]) {
    let directive_lines: std::collections::BTreeSet<usize> =
        expectations.iter().map(|(e, _)| e.comment_line).collect();
    let last_line = first_line + text.lines().count();
    // The line an `@below` on line `l` names, for every directive line `l`,
    // from the last one up (each from the one after it): a run of K stacked
    // lines costs K steps, not K^2.
    let mut target_of: std::collections::HashMap<usize, usize> =
        std::collections::HashMap::with_capacity(directive_lines.len());
    for &line in directive_lines.iter().rev() {
        let next = line + 1;
        let target = if directive_lines.contains(&next) && next < last_line {
            target_of.get(&next).copied().unwrap_or(next)
        } else {
            next
        };
        target_of.insert(line, target);
    }
    for (e, _) in expectations.iter_mut().filter(|(_, below)| *below) {
        e.line = target_of
            .get(&e.comment_line)
            .copied()
            .unwrap_or(e.comment_line + 1);
    }
}

/// Parses the expectations of one line into `out`, or their errors into
/// `errors`.
fn parse_line(
    text: &str,
    line: usize,
    out: &mut Vec<(Expectation, bool)>,
    errors: &mut Vec<ExpectationError>,
) {
    let Some(comment_start) = text.find("//") else {
        return;
    };
    let mut pos = comment_start + 2;
    while let Some(found) = text[pos..].find(PREFIX) {
        let start = pos + found;
        pos = start + PREFIX.len();
        if !at_word_start(text, start) {
            continue;
        }
        match parse_one(text, start, line) {
            Parsed::NotDirective => {}
            Parsed::Ok(expectation, end, below) => {
                out.push((expectation, below));
                pos = end;
            }
            Parsed::Err(error) => {
                errors.push(error);
                // The rest of the line cannot be trusted once one is broken.
                return;
            }
        }
    }
}

/// Whether `start` begins a word, i.e. is not preceded by an identifier
/// character or a dash.
fn at_word_start(text: &str, start: usize) -> bool {
    text[..start]
        .chars()
        .next_back()
        .is_none_or(|c| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
}

/// The outcome of parsing at one `expected-` occurrence.
enum Parsed {
    /// Not an expectation at all (e.g. `expected-value`).
    NotDirective,
    /// An expectation, the byte offset just past its closing `}}`, and
    /// whether it was written `@below`.
    Ok(Expectation, usize, bool),
    /// A malformed expectation.
    Err(ExpectationError),
}

/// Parses the expectation whose `expected-` starts at byte `start` of `text`.
fn parse_one(text: &str, start: usize, line: usize) -> Parsed {
    let after_prefix = start + PREFIX.len();
    let rest = &text[after_prefix..];
    let form_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(rest.len());
    let form = &rest[..form_len];
    let kind = match form.parse::<Severity>() {
        Ok(kind) => kind,
        Err(_) => {
            let supported_base = form
                .split_once('-')
                .is_some_and(|(base, _)| base.parse::<Severity>().is_ok());
            return if supported_base {
                Parsed::Err(ExpectationError::Unsupported {
                    line,
                    form: form.to_string(),
                })
            } else {
                Parsed::NotDirective
            };
        }
    };

    let mut pos = after_prefix + form_len;
    let mut target = line;
    let mut below = false;
    // mlir-opt also accepts blanks before the designator (`expected-error @below`).
    let blanks = text[pos..].len() - text[pos..].trim_start().len();
    if text[pos + blanks..].starts_with('@') {
        pos += blanks;
    }
    if let Some(designator_text) = text[pos..].strip_prefix('@') {
        let len = designator_text
            .find(|c: char| c.is_whitespace() || c == '{')
            .unwrap_or(designator_text.len());
        let designator = &designator_text[..len];
        below = designator == "below";
        target = match resolve_designator(designator, line) {
            Ok(target) => target,
            Err(error) => return Parsed::Err(error),
        };
        pos += 1 + len;
    }

    let after_space = text[pos..].trim_start();
    let Some(message_text) = after_space.strip_prefix("{{") else {
        return Parsed::Err(ExpectationError::MissingOpen { line, kind });
    };
    let Some(close) = message_text.find("}}") else {
        return Parsed::Err(ExpectationError::MissingClose { line, kind });
    };
    let message_start = text.len() - message_text.len();
    let end = message_start + close + 2;
    Parsed::Ok(
        Expectation {
            kind,
            line: target,
            message: message_text[..close].trim().to_string(),
            comment_line: line,
            column: start + 1,
        },
        end,
        below,
    )
}

/// Turns a designator (the text after `@`) into an absolute line.
fn resolve_designator(designator: &str, line: usize) -> Result<usize, ExpectationError> {
    let unknown = || ExpectationError::UnknownDesignator {
        line,
        designator: designator.to_string(),
    };
    let out_of_range = || ExpectationError::TargetOutOfRange {
        line,
        designator: designator.to_string(),
    };
    let number = |digits: &str| -> Result<usize, ExpectationError> {
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(unknown());
        }
        digits.parse::<usize>().map_err(|_| out_of_range())
    };
    let target = match designator {
        "below" => line.checked_add(1),
        "above" => line.checked_sub(1),
        _ => {
            if let Some(digits) = designator.strip_prefix('+') {
                line.checked_add(number(digits)?)
            } else if let Some(digits) = designator.strip_prefix('-') {
                line.checked_sub(number(digits)?)
            } else {
                Some(number(designator)?)
            }
        }
    };
    match target {
        Some(target) if target >= 1 => Ok(target),
        _ => Err(out_of_range()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    fn exp(
        kind: Severity,
        line: usize,
        message: &str,
        comment_line: usize,
        column: usize,
    ) -> Expectation {
        Expectation {
            kind,
            line,
            message: message.to_string(),
            comment_line,
            column,
        }
    }

    fn one(text: &str, first_line: usize) -> Expectation {
        let mut all = parse_expectations(text, first_line).expect("should parse");
        assert_eq!(all.len(), 1, "{all:?}");
        all.remove(0)
    }

    fn errors(text: &str, first_line: usize) -> Vec<ExpectationError> {
        parse_expectations(text, first_line).expect_err("should fail")
    }

    #[test]
    fn no_comments_no_expectations() {
        assert_eq!(parse_expectations("func.func @f()\n", 1), Ok(vec![]));
        assert_eq!(parse_expectations("", 7), Ok(vec![]));
    }

    #[test]
    fn every_severity() {
        let text = "// expected-error {{e}}\n\
                    // expected-warning {{w}}\n\
                    // expected-note {{n}}\n\
                    // expected-remark {{r}}\n";
        assert_eq!(
            parse_expectations(text, 1),
            Ok(vec![
                exp(Severity::Error, 1, "e", 1, 4),
                exp(Severity::Warning, 2, "w", 2, 4),
                exp(Severity::Note, 3, "n", 3, 4),
                exp(Severity::Remark, 4, "r", 4, 4),
            ])
        );
    }

    #[test]
    fn no_designator_means_own_line_offset_by_first_line() {
        let e = one("\n\n  %0 = foo // expected-error {{bad op}}\n", 10);
        assert_eq!(e, exp(Severity::Error, 12, "bad op", 12, 15));
    }

    #[test]
    fn below_and_above() {
        assert_eq!(one("// expected-error@below {{m}}", 5).line, 6);
        assert_eq!(one("// expected-error@above {{m}}", 5).line, 4);
        assert_eq!(one("// expected-error@below {{m}}", 5).comment_line, 5);
    }

    #[test]
    fn relative_designators() {
        assert_eq!(one("// expected-error@+1 {{m}}", 5).line, 6);
        assert_eq!(one("// expected-error@+12 {{m}}", 5).line, 17);
        assert_eq!(one("// expected-error@-2 {{m}}", 5).line, 3);
        assert_eq!(one("// expected-error@+0 {{m}}", 5).line, 5);
    }

    #[test]
    fn absolute_designator() {
        assert_eq!(one("// expected-error@3 {{m}}", 40).line, 3);
        assert_eq!(one("// expected-note@100 {{m}}", 1).line, 100);
    }

    #[test]
    fn designator_directly_followed_by_braces() {
        assert_eq!(one("// expected-error@+1{{m}}", 1).line, 2);
        assert_eq!(one("// expected-error{{m}}", 1).message, "m");
    }

    #[test]
    fn message_is_trimmed_and_may_hold_braces_and_quotes() {
        assert_eq!(one("// expected-error {{  a b  }}", 1).message, "a b");
        assert_eq!(
            one("// expected-error {{'tile.load' op expects {x} \"q\"}}", 1).message,
            "'tile.load' op expects {x} \"q\""
        );
        assert_eq!(one("// expected-error {{}}", 1).message, "");
    }

    #[test]
    fn column_is_byte_column_of_expected() {
        let e = one("    // expected-warning@below {{w}}", 1);
        assert_eq!(e.column, 8);
    }

    #[test]
    fn several_expectations_on_one_line() {
        let text = "op // expected-error {{a}} expected-note@+1 {{b}}";
        assert_eq!(
            parse_expectations(text, 2),
            Ok(vec![
                exp(Severity::Error, 2, "a", 2, 7),
                exp(Severity::Note, 3, "b", 2, 28),
            ])
        );
    }

    #[test]
    fn expected_inside_a_message_is_not_reparsed() {
        let e = one("// expected-error {{expected-note {{x}} inside}}", 1);
        assert_eq!(e.message, "expected-note {{x");
        // The trailing text after the first `}}` is not a new expectation.
        assert_eq!(e.kind, Severity::Error);
    }

    #[test]
    fn outside_comment_is_ignored() {
        assert_eq!(parse_expectations("expected-error {{m}}", 1), Ok(vec![]));
        assert_eq!(
            parse_expectations("\"expected-error {{m}}\" // plain", 1),
            Ok(vec![])
        );
    }

    #[test]
    fn lookalike_words_are_ignored() {
        let text = "// the expected-value is 3\n\
                    // unexpected-error {{x}}\n\
                    // expected-errors {{x}}\n\
                    // not_expected-error {{x}}\n";
        assert_eq!(parse_expectations(text, 1), Ok(vec![]));
    }

    #[test]
    fn missing_open_braces() {
        assert_eq!(
            errors("// expected-error oops}}", 3),
            vec![ExpectationError::MissingOpen {
                line: 3,
                kind: Severity::Error
            }]
        );
        // Counts (`expected-error 2 {{...}}`) are not supported either.
        assert_eq!(
            errors("// expected-note 2 {{m}}", 1),
            vec![ExpectationError::MissingOpen {
                line: 1,
                kind: Severity::Note
            }]
        );
        assert_eq!(errors("// expected-remark", 1)[0].line(), 1);
    }

    #[test]
    fn missing_close_braces() {
        assert_eq!(
            errors("\n// expected-warning {{oops }", 4),
            vec![ExpectationError::MissingClose {
                line: 5,
                kind: Severity::Warning
            }]
        );
    }

    #[test]
    fn close_braces_on_next_line_do_not_count() {
        let errs = errors("// expected-error {{a\n// b}}", 1);
        assert_eq!(
            errs,
            vec![ExpectationError::MissingClose {
                line: 1,
                kind: Severity::Error
            }]
        );
    }

    #[test]
    fn unknown_designators() {
        for bad in ["@next", "@+", "@-", "@+x", "@1a", "@", "@+-1", "@ +1"] {
            let text = format!("// expected-error{bad} {{{{m}}}}");
            let errs = errors(&text, 2);
            assert_eq!(errs.len(), 1, "{bad}: {errs:?}");
            assert!(
                matches!(
                    &errs[0],
                    ExpectationError::UnknownDesignator { line: 2, .. }
                ),
                "{bad}: {errs:?}"
            );
        }
    }

    #[test]
    fn unknown_designator_keeps_its_text() {
        assert_eq!(
            errors("// expected-error@nope {{m}}", 1),
            vec![ExpectationError::UnknownDesignator {
                line: 1,
                designator: "nope".into()
            }]
        );
    }

    #[test]
    fn target_before_line_one() {
        assert_eq!(
            errors("// expected-error@above {{m}}", 1),
            vec![ExpectationError::TargetOutOfRange {
                line: 1,
                designator: "above".into()
            }]
        );
        assert_eq!(
            errors("// expected-error@-3 {{m}}", 3),
            vec![ExpectationError::TargetOutOfRange {
                line: 3,
                designator: "-3".into()
            }]
        );
        assert_eq!(
            errors("// expected-error@0 {{m}}", 3),
            vec![ExpectationError::TargetOutOfRange {
                line: 3,
                designator: "0".into()
            }]
        );
        assert_eq!(errors("// expected-error@-9 {{m}}", 3)[0].line(), 3);
    }

    #[test]
    fn huge_designator_is_an_error_not_a_panic() {
        let errs = errors("// expected-error@+99999999999999999999999 {{m}}", 1);
        assert!(matches!(
            errs[0],
            ExpectationError::TargetOutOfRange { line: 1, .. }
        ));
        let errs = errors("// expected-error@99999999999999999999999 {{m}}", 1);
        assert!(matches!(
            errs[0],
            ExpectationError::TargetOutOfRange { line: 1, .. }
        ));
    }

    #[test]
    fn regex_form_is_unsupported() {
        assert_eq!(
            errors("// expected-error-re {{a.*b}}", 6),
            vec![ExpectationError::Unsupported {
                line: 6,
                form: "error-re".into()
            }]
        );
    }

    #[test]
    fn all_errors_are_collected() {
        let text = "// expected-error {{ok}}\n\
                    // expected-error oops\n\
                    ok\n\
                    // expected-note@zz {{m}}\n";
        let errs = errors(text, 1);
        let lines: Vec<usize> = errs.iter().map(ExpectationError::line).collect();
        assert_eq!(lines, vec![2, 4]);
    }

    #[test]
    fn first_line_zero_is_treated_as_one() {
        assert_eq!(one("// expected-error {{m}}", 0).line, 1);
    }

    #[test]
    fn non_ascii_text_before_comment() {
        let e = one("é // expected-error {{ü}}", 1);
        assert_eq!(e.message, "ü");
        assert_eq!(e.column, 7);
    }

    #[test]
    fn error_messages_name_the_line() {
        let msg = ExpectationError::MissingOpen {
            line: 9,
            kind: Severity::Error,
        }
        .to_string();
        assert_eq!(
            msg,
            "line 9: expected `{{` to start the message of expected-error"
        );
        let msg = ExpectationError::MissingClose {
            line: 4,
            kind: Severity::Note,
        }
        .to_string();
        assert_eq!(
            msg,
            "line 4: expected `}}` to end the message of expected-note"
        );
    }
}

#[cfg(test)]
mod mlir_compat_tests {
    use super::*;

    #[test]
    fn blank_before_designator() {
        let e = parse_expectations("// expected-error @below {{m}}\nop", 3).unwrap();
        assert_eq!(e[0].line, 4);
    }

    #[test]
    fn stacked_below_name_the_op_after_them() {
        let text = "// expected-error@below {{a}}\n// expected-error@below {{b}}\nop\n";
        let e = parse_expectations(text, 10).unwrap();
        assert_eq!((e[0].line, e[1].line), (12, 12));
    }

    #[test]
    fn stacked_below_at_the_end_of_the_text_name_the_line_after_it() {
        let text = "// expected-error@below {{a}}\n// expected-error@below {{b}}";
        let e = parse_expectations(text, 1).unwrap();
        assert_eq!((e[0].line, e[1].line), (3, 3));
    }

    #[test]
    fn a_long_stack_of_below_names_the_op_after_it() {
        let mut text = String::new();
        for i in 0..3000 {
            text += &format!("// expected-error@below {{{{e{i}}}}}\n");
        }
        text += "op\n// expected-error@below {{last}}\nop\n";
        let e = parse_expectations(&text, 5).unwrap();
        assert_eq!(e.len(), 3001);
        assert!(e[..3000].iter().all(|x| x.line == 3005), "{:?}", &e[..2]);
        assert_eq!(e[3000].line, 3007);
    }
}
