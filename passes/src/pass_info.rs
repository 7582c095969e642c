//! What a pass descriptor is: a Rust pass's name, summary, documented options
//! and constructor, and a named pipeline. Descriptors are listed in
//! `descriptors.rs` (this crate's passes) and by other crates (lowering);
//! the registry only consumes them. The passes themselves never see these
//! types: each exports a plain constructor taking typed options.

use melior::{pass::Pass, Context};
use std::collections::BTreeMap;
use thiserror::Error;

/// A Rust pass's options are wrong (unknown key, bad value, bad syntax).
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("pass '{pass}': {message}")]
pub struct OptionsError {
    /// The pass name.
    pub pass: String,
    /// What is wrong.
    pub message: String,
}

/// `key=value` options of a Rust pass (`tile-verify{target=sm_90a}`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    pass: String,
    values: BTreeMap<String, String>,
}

impl PassOptions {
    /// Parses space-separated `key=value` pairs.
    pub fn parse(pass: &str, text: Option<&str>) -> Result<Self, OptionsError> {
        let mut values = BTreeMap::new();
        for item in text.unwrap_or("").split_whitespace() {
            let (k, v) = item.split_once('=').ok_or_else(|| OptionsError {
                pass: pass.to_string(),
                message: format!("option '{item}' is not of the form key=value"),
            })?;
            values.insert(k.to_string(), v.to_string());
        }
        Ok(Self {
            pass: pass.to_string(),
            values,
        })
    }

    /// Fails on any key not in `known`.
    pub fn expect_only(&self, known: &[&str]) -> Result<(), OptionsError> {
        match self.values.keys().find(|k| !known.contains(&k.as_str())) {
            Some(k) => Err(OptionsError {
                pass: self.pass.clone(),
                message: format!("unknown option '{k}' (known: {})", known.join(", ")),
            }),
            None => Ok(()),
        }
    }

    /// The value of `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.values.get(key).map(String::as_str)
    }

    /// An error about this pass's option `key`.
    pub fn error(&self, key: &str, message: impl std::fmt::Display) -> OptionsError {
        OptionsError {
            pass: self.pass.clone(),
            message: format!("option '{key}': {message}"),
        }
    }
}

/// Settings a pass falls back to when its options name none (the driver's
/// `--target`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PassDefaults {
    /// The target of the compilation, if the driver was given one.
    pub target: Option<tile_rules::Target>,
}

/// Builds a pass from its options: parses them into the pass's typed options
/// and calls the pass's plain constructor (the context is there for passes
/// that need one to build attributes or types from their options).
pub type PassConstructor = fn(&Context, &PassOptions, &PassDefaults) -> Result<Pass, OptionsError>;

/// The descriptor of one Rust pass.
#[derive(Clone)]
pub struct PassInfo {
    /// The name used in pipelines.
    pub name: &'static str,
    /// One-line summary for `--help`.
    pub summary: &'static str,
    /// Its options, `name=values: meaning`, for `--help`.
    pub options: &'static [&'static str],
    /// Constructor.
    pub create: PassConstructor,
}

/// A named pipeline (`--pipeline=default`).
#[derive(Clone, Debug)]
pub struct NamedPipeline {
    /// Its name.
    pub name: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// The pipeline text.
    pub text: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_rejects_options() {
        let options = PassOptions::parse("p", Some("a=1  b=x")).unwrap();
        assert_eq!(options.get("a"), Some("1"));
        assert_eq!(options.get("b"), Some("x"));
        assert!(options.expect_only(&["a", "b"]).is_ok());
        assert_eq!(
            options.expect_only(&["a"]).unwrap_err().to_string(),
            "pass 'p': unknown option 'b' (known: a)"
        );
        assert_eq!(
            PassOptions::parse("p", Some("a")).unwrap_err().to_string(),
            "pass 'p': option 'a' is not of the form key=value"
        );
    }
}
