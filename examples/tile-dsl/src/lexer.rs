//! The lexer: program text to tokens, each with its position. `#` starts
//! a comment to the end of the line; whitespace and newlines only
//! separate tokens.

use crate::error::{Pos, SourceError};

/// A token's kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// A name or keyword (`kernel`, `src`, `f32`).
    Ident(String),
    /// A decimal integer (a leading `-` is part of it).
    Int(i64),
    /// One of `{ } [ ] ( ) , ; : = + *`.
    Punct(char),
    /// The end of the program.
    Eof,
}

impl Tok {
    /// How an error names it.
    pub fn describe(&self) -> String {
        match self {
            Tok::Ident(s) => format!("'{s}'"),
            Tok::Int(v) => format!("'{v}'"),
            Tok::Punct(c) => format!("'{c}'"),
            Tok::Eof => "the end of the program".to_string(),
        }
    }
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub tok: Tok,
    /// Where it starts.
    pub pos: Pos,
}

const PUNCT: &[char] = &['{', '}', '[', ']', '(', ')', ',', ';', ':', '=', '+', '*'];

/// Splits `text` into tokens, ending with [`Tok::Eof`]. Errors:
/// `[lex-char]` (a character no token starts with), `[lex-int]` (an
/// integer out of the 64-bit range).
pub fn lex(text: &str) -> Result<Vec<Token>, SourceError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1usize, 1usize);
    while i < chars.len() {
        let c = chars[i];
        let pos = Pos { line, col };
        if c == '\n' {
            i += 1;
            line += 1;
            col = 1;
        } else if c.is_whitespace() {
            i += 1;
            col += 1;
        } else if c == '#' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c.is_ascii_digit()
            || (c == '-' && chars.get(i + 1).is_some_and(char::is_ascii_digit))
        {
            let start = i;
            i += 1;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let digits: String = chars[start..i].iter().collect();
            col += i - start;
            let value = digits.parse::<i64>().map_err(|_| {
                SourceError::new(
                    pos,
                    "lex-int",
                    format!("integer {digits} does not fit in 64 bits"),
                )
            })?;
            tokens.push(Token {
                tok: Tok::Int(value),
                pos,
            });
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            col += i - start;
            tokens.push(Token {
                tok: Tok::Ident(chars[start..i].iter().collect()),
                pos,
            });
        } else if PUNCT.contains(&c) {
            i += 1;
            col += 1;
            tokens.push(Token {
                tok: Tok::Punct(c),
                pos,
            });
        } else {
            return Err(SourceError::new(
                pos,
                "lex-char",
                format!("unexpected character '{}'", c.escape_default()),
            ));
        }
    }
    tokens.push(Token {
        tok: Tok::Eof,
        pos: Pos { line, col },
    });
    Ok(tokens)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_positions() {
        let t = lex("tile [64, -1]; # note\n  x").unwrap();
        assert_eq!(t[0].tok, Tok::Ident("tile".into()));
        assert_eq!(t[1].pos, Pos { line: 1, col: 6 });
        assert_eq!(t[4].tok, Tok::Int(-1));
        assert_eq!(t[7].pos, Pos { line: 2, col: 3 });
        assert_eq!(t[8].tok, Tok::Eof);
    }

    #[test]
    fn bad_character_is_located() {
        let e = lex("kernel k {\n  tile $;\n}").unwrap_err();
        assert_eq!((e.pos.line, e.pos.col, &*e.rule), (2, 8, "lex-char"));
    }

    #[test]
    fn huge_integer_is_refused() {
        let e = lex("grid 99999999999999999999;").unwrap_err();
        assert_eq!((e.pos.col, &*e.rule), (6, "lex-int"));
    }
}
