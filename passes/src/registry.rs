//! The registry of Rust passes and named pipelines, which the driver's
//! pipeline builder and `--help` read.

use crate::pipeline::PipelineError;
use melior::{pass::Pass, Context};
use std::collections::BTreeMap;

/// `key=value` options of a Rust pass (`tile-verify{target=sm_90a}`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    pass: String,
    values: BTreeMap<String, String>,
}

impl PassOptions {
    /// Parses space-separated `key=value` pairs.
    pub fn parse(pass: &str, text: Option<&str>) -> Result<Self, PipelineError> {
        let mut values = BTreeMap::new();
        for item in text.unwrap_or("").split_whitespace() {
            let (k, v) = item.split_once('=').ok_or_else(|| PipelineError::Options {
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
    pub fn expect_only(&self, known: &[&str]) -> Result<(), PipelineError> {
        match self.values.keys().find(|k| !known.contains(&k.as_str())) {
            Some(k) => Err(PipelineError::Options {
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
    pub fn error(&self, key: &str, message: impl std::fmt::Display) -> PipelineError {
        PipelineError::Options {
            pass: self.pass.clone(),
            message: format!("option '{key}': {message}"),
        }
    }
}

/// Builds a pass from its options.
pub type PassConstructor = fn(&Context, &PassOptions, &Registry) -> Result<Pass, PipelineError>;

/// One Rust pass.
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

/// All Rust passes and named pipelines.
#[derive(Clone)]
pub struct Registry {
    passes: Vec<PassInfo>,
    pipelines: Vec<NamedPipeline>,
    default_target: Option<tile_rules::Target>,
}

impl Default for Registry {
    fn default() -> Self {
        Self::new()
    }
}

impl Registry {
    /// The registry with every pass of this project.
    pub fn new() -> Self {
        let mut registry = Self {
            passes: vec![crate::verify_pass::info(), crate::separate_host_tma::info()],
            pipelines: vec![NamedPipeline {
                name: "default",
                summary: "verify the tile dialect (lowering passes are added as they land)",
                text: "tile-verify",
            }],
            default_target: None,
        };
        registry.passes.push(crate::fence_check::info());
        registry.passes.push(crate::plan_rebind::info());
        registry
    }

    /// The target passes use when their options name none (the driver's
    /// `--target`).
    pub fn default_target(&self) -> Option<tile_rules::Target> {
        self.default_target
    }

    /// Sets the target passes use when their options name none.
    pub fn set_default_target(&mut self, target: Option<tile_rules::Target>) {
        self.default_target = target;
    }

    /// Adds a pass (for embedders with passes of their own).
    pub fn register(&mut self, info: PassInfo) {
        self.passes.retain(|p| p.name != info.name);
        self.passes.push(info);
    }

    /// Adds or replaces a named pipeline.
    pub fn register_pipeline(&mut self, pipeline: NamedPipeline) {
        self.pipelines.retain(|p| p.name != pipeline.name);
        self.pipelines.push(pipeline);
    }

    /// The pass called `name`.
    pub fn get(&self, name: &str) -> Option<&PassInfo> {
        self.passes.iter().find(|p| p.name == name)
    }

    /// Every pass, by name.
    pub fn passes(&self) -> Vec<&PassInfo> {
        let mut all: Vec<_> = self.passes.iter().collect();
        all.sort_by_key(|p| p.name);
        all
    }

    /// The named pipeline called `name`.
    pub fn pipeline(&self, name: &str) -> Option<&NamedPipeline> {
        self.pipelines.iter().find(|p| p.name == name)
    }

    /// Every named pipeline.
    pub fn pipelines(&self) -> &[NamedPipeline] {
        &self.pipelines
    }
}
