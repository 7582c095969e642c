//! `loop-depth` (`tile_rules::loop_depth`) during a scope's pre-order walk:
//! the loop depth of every op with regions is its parent op's plus one for a
//! loop, so each op costs one map look-up, whatever the depth.

use super::Found;
use crate::strings;
use melior::ir::{operation::OperationLike, OperationRef};
use std::collections::HashMap;
use tile_rules::loop_depth;

/// The loop depths of the region-holding ops seen so far in one walk.
#[derive(Default)]
pub(crate) struct LoopDepths {
    /// Op → how many loops it sits in, itself included; functions are 0.
    depth: HashMap<usize, usize>,
    /// The function being walked (pre-order visits a function before its
    /// body, and bodies of functions do not interleave).
    function: String,
}

impl LoopDepths {
    /// Records `op` (named `name`), seen in pre-order, and reports the loop
    /// that first goes past the limit.
    pub(crate) fn visit(&mut self, op: &OperationRef<'_, '_>, name: &str, found: &mut Found) {
        if op.region_count() == 0 {
            return;
        }
        let key = op.to_raw().ptr as usize;
        if super::kinds::is_function(name) {
            self.function = strings::symbol_name(op).unwrap_or_default();
            self.depth.insert(key, 0);
            return;
        }
        let outer = op
            .parent_operation()
            .and_then(|parent| self.depth.get(&(parent.to_raw().ptr as usize)).copied())
            .unwrap_or(0);
        let is_loop = loop_depth::is_loop(name);
        let depth = outer + usize::from(is_loop);
        self.depth.insert(key, depth);
        if is_loop {
            found.extend(loop_depth::check_loop_depth(&self.function, depth));
        }
    }
}
