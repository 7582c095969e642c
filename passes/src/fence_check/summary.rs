//! What an item does to a slot's facts, computed once and shared by every
//! slot that item does not mention: the transfer summaries that keep the
//! `Detail::Places` dataflow linear in nests.
//!
//! Every op that adds nodes to the graph is an *item* (`cfg::Item`): control
//! enters it only from one node (`from`) and leaves it only from one node
//! (`exit`). An event that does not mention a slot changes the slot's facts
//! the same way for every slot ([`SlotState::step_for`] with no key), so
//! for a slot an item does not mention, what the item does is a function
//! of the state alone:
//!
//! * **inside** `(item, s)`: the states that reach the item's exit (before
//!   its event) when control enters it in state `s`;
//! * **around** `(item, s)`: the states control enters the item in again
//!   (after `from`'s event) after leaving its exit in state `s`, through the
//!   cycles that enclose it (empty when none does).
//!
//! A slot's analysis then walks only the smallest item holding all of its
//! mentions (its *scope*), jumps over the inner items that do not mention
//! it, and closes the cycles around its scope with one lookup. Before its
//! scope, a slot's facts are the entry state: no event that does not
//! mention a slot changes a clean, idle state. Summaries nest (an item's
//! inside uses the insides of its items, an around uses the around of the
//! enclosing item), so an N-deep nest of N slots costs O(N) summaries, not
//! N walks of N levels.
//!
//! Limits: a summary is computed per distinct input state (the lattice's
//! states, bounded as `lattice` says) and by the same worklist as the
//! checks, with the same [`STATE_LIMIT`] per node. Summaries carry no
//! witness paths: only the `Detail::Places` dataflow uses them, and a
//! function with findings is checked again without them for its messages.

use super::cfg::Cfg;
use super::lattice::{BarrierIds, SlotState, STATE_LIMIT};
use super::FenceCheckError;
use petgraph::graph::NodeIndex;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::VecDeque;
use std::rc::Rc;

/// Items smaller than this many nodes are walked, not summarised (or
/// smaller than the skip index's `min_nodes`, which tests lower to 1).
const MIN_SUMMARY_NODES: usize = 16;

/// The fewest nodes of an item worth a summary in `cfg`.
pub(crate) fn min_summary_nodes(cfg: &Cfg<'_>) -> usize {
    MIN_SUMMARY_NODES.min(cfg.skips.min_nodes)
}

/// No slot: the position [`cfg::SkipIndex::target`] never finds mentions of.
const NO_SLOT: usize = usize::MAX;

/// One item of the graph (see the module's doc).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ItemInfo {
    /// The first node the item added.
    pub lo: usize,
    /// One past the last node the item added.
    pub hi: usize,
    /// The node control leaves it from.
    pub exit: usize,
    /// The node control enters it from.
    pub from: usize,
    /// The smallest item strictly containing it.
    pub parent: Option<usize>,
    /// Whether a cycle of the graph encloses it (control may come back).
    pub enclosed: bool,
}

impl ItemInfo {
    fn contains(&self, other: &ItemInfo) -> bool {
        self.lo <= other.lo && other.hi <= self.hi
    }

    fn overlaps(&self, lo: usize, hi: usize) -> bool {
        lo < self.hi && self.lo < hi
    }
}

/// The items of one function's graph, nested.
#[derive(Debug)]
pub(crate) struct ItemTree {
    items: Vec<ItemInfo>,
    /// The exit node of an item -> the item after it in its block.
    next: HashMap<usize, usize>,
    /// For each node, the innermost item holding it.
    innermost: Vec<Option<u32>>,
    /// The nodes a path from the function's entry reaches.
    reachable: Vec<bool>,
}

impl ItemTree {
    /// The items of `cfg`.
    pub(crate) fn new(cfg: &Cfg<'_>) -> Self {
        let nodes = cfg.graph.node_count();
        let mut items = Vec::new();
        let mut next = HashMap::default();
        for block in cfg.skips.blocks() {
            for (p, item) in block.iter().enumerate() {
                let id = items.len();
                if p > 0 {
                    next.insert(block[p - 1].exit.index(), id);
                }
                items.push(ItemInfo {
                    lo: item.lo,
                    hi: item.hi,
                    exit: item.exit.index(),
                    from: item.from.index(),
                    parent: None,
                    enclosed: cfg
                        .reach_floor
                        .get(item.lo)
                        .is_some_and(|&floor| floor < item.lo),
                });
            }
        }
        // Ranges nest or are disjoint: one sweep, outermost first among
        // those starting at one node, gives parents and innermost items.
        let mut order: Vec<usize> = (0..items.len()).collect();
        order.sort_unstable_by_key(|&i| (items[i].lo, std::cmp::Reverse(items[i].hi)));
        let mut innermost = vec![None; nodes];
        let mut open: Vec<usize> = Vec::new();
        let mut sorted = order.into_iter().peekable();
        for (n, slot) in innermost.iter_mut().enumerate() {
            while open.last().is_some_and(|&i| items[i].hi <= n) {
                open.pop();
            }
            while let Some(&i) = sorted.peek() {
                if items[i].lo > n {
                    break;
                }
                sorted.next();
                while open.last().is_some_and(|&o| items[o].hi <= items[i].lo) {
                    open.pop();
                }
                items[i].parent = open.last().copied();
                open.push(i);
            }
            *slot = open.last().and_then(|&i| u32::try_from(i).ok());
        }
        let mut reachable = vec![false; nodes];
        let mut stack = vec![cfg.entry];
        while let Some(n) = stack.pop() {
            if std::mem::replace(&mut reachable[n.index()], true) {
                continue;
            }
            stack.extend(cfg.graph.neighbors(n));
        }
        Self {
            items,
            next,
            innermost,
            reachable,
        }
    }

    /// The item `id`.
    pub(crate) fn item(&self, id: usize) -> &ItemInfo {
        &self.items[id]
    }

    /// The item that follows the item whose exit is `node`, in its block.
    pub(crate) fn next_item(&self, node: usize) -> Option<usize> {
        self.next.get(&node).copied()
    }

    /// The smallest item holding every node of `first..=last` whose entry
    /// the function's entry reaches.
    pub(crate) fn scope(&self, first: usize, last: usize) -> Option<usize> {
        let mut at = self.innermost.get(first).copied().flatten()? as usize;
        while self.items[at].hi <= last {
            at = self.items[at].parent?;
        }
        self.reachable
            .get(self.items[at].from)
            .copied()
            .unwrap_or(false)
            .then_some(at)
    }
}

/// Which summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Goal {
    Inside(usize),
    Around(usize),
}

/// One summary: its goal, for copy sources or not, from which state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Key {
    goal: Goal,
    /// Whether the slot's `synced` fact is kept (a warp copy's source).
    source: bool,
    state: SlotState,
}

/// A summary being computed.
struct Task {
    key: Key,
    queue: VecDeque<(usize, SlotState)>,
    seen: HashMap<usize, HashSet<SlotState>>,
    out: Vec<SlotState>,
    out_seen: HashSet<SlotState>,
}

/// What one step of a task did.
enum Step {
    Done,
    /// It needs this summary first.
    Needs(Key),
}

/// The summaries of one function, computed on demand and kept.
pub(crate) struct Summaries<'s, 'c> {
    cfg: &'s Cfg<'c>,
    tree: &'s ItemTree,
    barriers: &'s BarrierIds,
    memo: HashMap<Key, Rc<[SlotState]>>,
}

impl<'s, 'c> Summaries<'s, 'c> {
    /// No summaries yet.
    pub(crate) fn new(cfg: &'s Cfg<'c>, tree: &'s ItemTree, barriers: &'s BarrierIds) -> Self {
        Self {
            cfg,
            tree,
            barriers,
            memo: HashMap::default(),
        }
    }

    /// The states that reach `item`'s exit when control enters it in
    /// `state` (for a slot the item does not mention).
    pub(crate) fn inside(
        &mut self,
        item: usize,
        source: bool,
        state: &SlotState,
        error: &dyn Fn() -> FenceCheckError,
    ) -> Result<Rc<[SlotState]>, FenceCheckError> {
        self.resolve(
            Key {
                goal: Goal::Inside(item),
                source,
                state: state.clone(),
            },
            error,
        )
    }

    /// The states control enters `item` in again after leaving its exit in
    /// `state` (for a slot nothing outside the item mentions).
    pub(crate) fn around(
        &mut self,
        item: usize,
        source: bool,
        state: &SlotState,
        error: &dyn Fn() -> FenceCheckError,
    ) -> Result<Rc<[SlotState]>, FenceCheckError> {
        self.resolve(
            Key {
                goal: Goal::Around(item),
                source,
                state: state.clone(),
            },
            error,
        )
    }

    /// Computes `key` and every summary it needs, innermost first, on an
    /// explicit stack (nests are as deep as the input makes them).
    fn resolve(
        &mut self,
        key: Key,
        error: &dyn Fn() -> FenceCheckError,
    ) -> Result<Rc<[SlotState]>, FenceCheckError> {
        if let Some(done) = self.memo.get(&key) {
            return Ok(Rc::clone(done));
        }
        let mut stack = vec![self.start(key.clone(), error)?];
        while let Some(task) = stack.last_mut() {
            let Some((node, state)) = task.queue.pop_front() else {
                if let Some(task) = stack.pop() {
                    self.memo.insert(task.key, task.out.into());
                }
                continue;
            };
            match self.advance(task, node, &state, error)? {
                Step::Done => {}
                Step::Needs(inner) => {
                    task.queue.push_front((node, state));
                    let inner = self.start(inner, error)?;
                    stack.push(inner);
                }
            }
        }
        self.memo.get(&key).cloned().ok_or_else(error)
    }

    /// A task for `key`, its first entries queued.
    fn start(
        &self,
        key: Key,
        error: &dyn Fn() -> FenceCheckError,
    ) -> Result<Task, FenceCheckError> {
        let mut task = Task {
            key,
            queue: VecDeque::new(),
            seen: HashMap::default(),
            out: Vec::new(),
            out_seen: HashSet::default(),
        };
        let (from, state) = match task.key.goal {
            Goal::Inside(item) => (self.tree.item(item).from, task.key.state.clone()),
            Goal::Around(item) => (self.tree.item(item).exit, task.key.state.clone()),
        };
        for target in self.successors(from) {
            push(&mut task, target, state.clone(), error)?;
        }
        Ok(task)
    }

    fn successors(&self, node: usize) -> impl Iterator<Item = usize> + '_ {
        self.cfg
            .graph
            .neighbors(NodeIndex::new(node))
            .map(|n| n.index())
    }

    /// The state after the event at `node` (for a slot it does not
    /// mention), `synced` kept only for a copy source.
    fn after(&self, node: usize, state: &SlotState, source: bool) -> SlotState {
        let next = match self.cfg.graph[NodeIndex::new(node)].event() {
            Some(event) => state.step_for(event, node, None, self.barriers),
            None => state.clone(),
        };
        if source || next.synced {
            next
        } else {
            SlotState {
                synced: true,
                ..next
            }
        }
    }

    /// Processes one entry of `task`.
    fn advance(
        &self,
        task: &mut Task,
        node: usize,
        state: &SlotState,
        error: &dyn Fn() -> FenceCheckError,
    ) -> Result<Step, FenceCheckError> {
        let source = task.key.source;
        // The item whose summary this is, for an around: the walk stays
        // out of it and collects what enters it.
        let mut scope = None;
        match task.key.goal {
            Goal::Inside(item) => {
                if node == self.tree.item(item).exit {
                    collect(task, state.clone());
                    return Ok(Step::Done);
                }
            }
            Goal::Around(item) => {
                let info = self.tree.item(item);
                if node == info.from {
                    let next = self.after(node, state, source);
                    collect(task, next);
                    return Ok(Step::Done);
                }
                if let Some(parent_id) = info.parent {
                    let parent = self.tree.item(parent_id);
                    if node == parent.exit {
                        if !parent.enclosed {
                            return Ok(Step::Done);
                        }
                        let key = Key {
                            goal: Goal::Around(parent_id),
                            source,
                            state: self.after(node, state, source),
                        };
                        let Some(again) = self.memo.get(&key) else {
                            return Ok(Step::Needs(key));
                        };
                        let targets: Vec<usize> = self.successors(parent.from).collect();
                        for w in again.iter() {
                            for &t in &targets {
                                push(task, t, w.clone(), error)?;
                            }
                        }
                        return Ok(Step::Done);
                    }
                }
                scope = Some(*info);
            }
        }
        let next = self.after(node, state, source);
        let skip = self
            .cfg
            .skips
            .target(node, NO_SLOT, next.relevant(source))
            .filter(|&(_, lo, hi)| scope.is_none_or(|s| !s.overlaps(lo, hi)));
        if let Some((target, _, _)) = skip {
            push(task, target.index(), next, error)?;
            return Ok(Step::Done);
        }
        let jump = self.tree.next_item(node).filter(|&r| {
            let r = self.tree.item(r);
            r.hi - r.lo >= min_summary_nodes(self.cfg) && scope.is_none_or(|s| !r.contains(&s))
        });
        if let Some(r) = jump {
            let key = Key {
                goal: Goal::Inside(r),
                source,
                state: next,
            };
            let Some(through) = self.memo.get(&key) else {
                return Ok(Step::Needs(key));
            };
            let exit = self.tree.item(r).exit;
            for t in through.iter() {
                push(task, exit, t.clone(), error)?;
            }
            return Ok(Step::Done);
        }
        let targets: Vec<usize> = self.successors(node).collect();
        for t in targets {
            push(task, t, next.clone(), error)?;
        }
        Ok(Step::Done)
    }
}

/// Queues `(node, state)` once.
fn push(
    task: &mut Task,
    node: usize,
    state: SlotState,
    error: &dyn Fn() -> FenceCheckError,
) -> Result<(), FenceCheckError> {
    let at = task.seen.entry(node).or_default();
    if at.contains(&state) {
        return Ok(());
    }
    if at.len() >= STATE_LIMIT {
        return Err(error());
    }
    at.insert(state.clone());
    task.queue.push_back((node, state));
    Ok(())
}

fn collect(task: &mut Task, state: SlotState) {
    if task.out_seen.insert(state.clone()) {
        task.out.push(state);
    }
}
