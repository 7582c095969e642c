//! Walks up the IR, remembered: each question about an op's ancestors
//! (its kernel, the single-thread `scf.if` that guards it, its depth) is
//! answered once per op, so the analysis of N descriptors in an N-deep
//! loop nest visits O(N) ancestors, not O(N^2). An [`Ancestry`] is valid
//! while the IR does not change (the planner's analysis step).

use super::shared::{in_then_region, key, single_thread};
use melior::ir::{operation::OperationLike, OperationRef};
use std::collections::HashMap;
use tile_dialect::strings::name_of;
use tile_dialect::upstream;

/// The single-thread `scf.if` above an op and whether its condition pins
/// the thread whatever the block shape (see [`super::context::Thread`]).
pub(crate) type Guard<'c, 'a> = Option<(OperationRef<'c, 'a>, bool)>;

/// Remembered answers, keyed by op.
#[derive(Default)]
pub(crate) struct Ancestry<'c, 'a> {
    /// Ops above it (0: a top-level op).
    depth: HashMap<usize, usize>,
    /// What the walk from the op's parent up finds: its kernel.
    func: HashMap<usize, Option<OperationRef<'c, 'a>>>,
    /// The nearest guard above the op, below its kernel.
    guard: HashMap<usize, Guard<'c, 'a>>,
}

impl<'c, 'a> Ancestry<'c, 'a> {
    /// The `gpu.func` (inside a `gpu.module`) enclosing `op`: the nearest
    /// `gpu.func` above it, if no `gpu.launch`, `gpu.module` or
    /// `builtin.module` comes first and its parent is a `gpu.module`.
    pub(crate) fn enclosing_func(
        &mut self,
        op: OperationRef<'c, 'a>,
    ) -> Option<OperationRef<'c, 'a>> {
        let mut chain = Vec::new();
        let mut at = op;
        let found = loop {
            if let Some(known) = self.func.get(&key(&at)) {
                break *known;
            }
            chain.push(key(&at));
            let Some(parent) = at.parent_operation() else {
                break None;
            };
            match name_of(&parent) {
                "gpu.func" => {
                    break parent
                        .parent_operation()
                        .filter(|m| name_of(m) == "gpu.module")
                        .map(|_| parent)
                }
                "gpu.launch" | "gpu.module" | "builtin.module" => break None,
                _ => at = parent,
            }
        };
        for k in chain {
            self.func.insert(k, found);
        }
        found
    }

    /// The nearest `scf.if` above `op` and below `func` whose then-region
    /// holds `op` and whose condition selects one thread (`thread_id x ==
    /// c`, see [`single_thread`]), with whether the selection is proven for
    /// any block shape.
    pub(crate) fn guard(
        &mut self,
        op: OperationRef<'c, 'a>,
        func: &OperationRef<'c, 'a>,
    ) -> Guard<'c, 'a> {
        let mut chain = Vec::new();
        let mut child = op;
        let found = loop {
            if let Some(known) = self.guard.get(&key(&child)) {
                break *known;
            }
            chain.push(key(&child));
            let Some(parent) = child.parent_operation() else {
                break None;
            };
            if key(&parent) == key(func) {
                break None;
            }
            if name_of(&parent) == "scf.if" && in_then_region(&child, &parent) {
                if let Some(proven) =
                    upstream::condition(parent).and_then(|c| single_thread(c, func))
                {
                    break Some((parent, proven));
                }
            }
            child = parent;
        };
        for k in chain {
            self.guard.insert(k, found);
        }
        found
    }

    /// How many ops are above `op`.
    fn depth(&mut self, op: OperationRef<'_, '_>) -> usize {
        let mut chain = Vec::new();
        let mut current = Some(op);
        let mut above = None;
        while let Some(at) = current {
            if let Some(&d) = self.depth.get(&key(&at)) {
                above = Some(d);
                break;
            }
            chain.push(key(&at));
            current = at.parent_operation();
        }
        // chain[i] is i ops below the last one, which is a top-level op
        // (depth 0) or the child of the remembered one.
        let last = match above {
            Some(d) => d + 1,
            None => 0,
        };
        let n = chain.len();
        for (i, k) in chain.into_iter().enumerate() {
            self.depth.insert(k, last + (n - 1 - i));
        }
        match above {
            Some(d) if n == 0 => d,
            _ => last + n.saturating_sub(1),
        }
    }

    /// Whether `ancestor` properly contains `op`
    /// ([`super::context::is_ancestor`]), in steps of the depth between
    /// them.
    pub(crate) fn is_ancestor(
        &mut self,
        ancestor: &OperationRef<'_, '_>,
        op: &OperationRef<'_, '_>,
    ) -> bool {
        let (above, mut depth) = (self.depth(*ancestor), self.depth(*op));
        if depth <= above {
            return false;
        }
        let mut at = *op;
        while depth > above {
            match at.parent_operation() {
                Some(parent) => at = parent,
                None => return false,
            }
            depth -= 1;
        }
        key(&at) == key(ancestor)
    }
}
