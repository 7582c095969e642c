//! The registry of Rust passes and named pipelines, which the driver's
//! pipeline builder and `--help` read. It only consumes descriptors
//! (`descriptors.rs` for this crate's passes, `register` for other crates').

use crate::descriptors;
use crate::pass_info::{NamedPipeline, PassDefaults, PassInfo};

/// All Rust passes and named pipelines.
#[derive(Clone)]
pub struct Registry {
    passes: Vec<PassInfo>,
    pipelines: Vec<NamedPipeline>,
    defaults: PassDefaults,
}

impl Default for Registry {
    fn default() -> Self {
        Self::new()
    }
}

impl Registry {
    /// The registry with every pass and pipeline of this crate.
    pub fn new() -> Self {
        Self::from_descriptors(descriptors::passes(), descriptors::pipelines())
    }

    /// A registry holding exactly these passes and pipelines.
    pub fn from_descriptors(passes: Vec<PassInfo>, pipelines: Vec<NamedPipeline>) -> Self {
        let mut registry = Self {
            passes: Vec::new(),
            pipelines: Vec::new(),
            defaults: PassDefaults::default(),
        };
        passes.into_iter().for_each(|p| registry.register(p));
        pipelines
            .into_iter()
            .for_each(|p| registry.register_pipeline(p));
        registry
    }

    /// What passes fall back to when their options name nothing.
    pub fn defaults(&self) -> &PassDefaults {
        &self.defaults
    }

    /// The target passes use when their options name none (the driver's
    /// `--target`).
    pub fn default_target(&self) -> Option<tile_rules::Target> {
        self.defaults.target
    }

    /// Sets the target passes use when their options name none.
    pub fn set_default_target(&mut self, target: Option<tile_rules::Target>) {
        self.defaults.target = target;
    }

    /// Adds or replaces a pass (lowering's passes, an embedder's own).
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
