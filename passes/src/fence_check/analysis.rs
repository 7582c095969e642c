//! The dataflow over one function's graph, per mutated slot, and the checks
//! at each node, with the witness path of every violation.

use super::cfg::{Cfg, NodeKind};
use super::events::Event;
use super::lattice::{BarrierIds, Pending, Phase, Readers, SlotState, STATE_LIMIT};
use super::slots::{MemKey, SlotInfo};
use super::summary::{min_summary_nodes, ItemTree, Summaries};
use super::{FenceCheckError, Rule, Scope};
use melior::ir::Location;
use petgraph::graph::NodeIndex;
use petgraph::visit::EdgeRef;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

/// Paths longer than this print their first and last nodes only.
const PATH_PRINT_LIMIT: usize = 14;

/// One violation, located at a node of the graph.
#[derive(Clone, Debug)]
pub(crate) struct Found<'c> {
    /// The rule broken.
    pub rule: Rule,
    /// The node it is reported at.
    pub node: usize,
    /// The op's name.
    pub op_name: String,
    /// The op's location.
    pub location: Option<Location<'c>>,
    /// The text after `[rule-id] `.
    pub message: String,
}

/// A path from the function's entry, newest node first (shared prefixes).
#[derive(Debug)]
struct PathLink {
    node: usize,
    previous: Option<Rc<PathLink>>,
    /// Set when the fact jumped here from `previous` over the nodes
    /// `lo..hi` (see `cfg::SkipIndex`); the path through them is found when
    /// it is printed.
    skipped: Option<(usize, usize)>,
}

fn extend(path: &Rc<PathLink>, node: usize) -> Rc<PathLink> {
    Rc::new(PathLink {
        node,
        previous: Some(Rc::clone(path)),
        skipped: None,
    })
}

/// The nodes of `path` from the entry, jumps expanded.
fn nodes_of(cfg: &Cfg<'_>, path: &Rc<PathLink>) -> Vec<usize> {
    let mut nodes = Vec::new();
    let mut link = Some(path);
    while let Some(l) = link {
        nodes.push(l.node);
        if let (Some((lo, hi)), Some(previous)) = (l.skipped, l.previous.as_ref()) {
            let mut between = path_within(cfg, previous.node, l.node, lo, hi);
            // `between` runs from the node after `previous` to `l.node`.
            between.pop();
            nodes.extend(between.into_iter().rev());
        }
        link = l.previous.as_ref();
    }
    nodes.reverse();
    nodes
}

/// A shortest path from `from` to `to` through nodes `lo..hi` (breadth
/// first, in the order the analysis visits edges), without `from`.
fn path_within(cfg: &Cfg<'_>, from: usize, to: usize, lo: usize, hi: usize) -> Vec<usize> {
    let mut parent: HashMap<usize, usize> = HashMap::default();
    let mut queue = VecDeque::from([from]);
    while let Some(n) = queue.pop_front() {
        if n == to {
            break;
        }
        for edge in cfg.graph.edges(NodeIndex::new(n)) {
            let t = edge.target().index();
            if (t == to || (lo..hi).contains(&t)) && t != from && !parent.contains_key(&t) {
                parent.insert(t, n);
                queue.push_back(t);
            }
        }
    }
    let mut path = vec![to];
    let mut at = to;
    while let Some(&p) = parent.get(&at) {
        if p == from {
            break;
        }
        path.push(p);
        at = p;
    }
    path.reverse();
    path
}

/// What a finding says: the full message (the path, the op in flight), or
/// only its rule and place. Writing the message replays the path from the
/// function's entry, so N findings on paths of N nodes cost O(N²): a caller
/// that only needs where (the rebind planner placing waits) asks for
/// [`Detail::Places`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Detail {
    /// Every finding with its message.
    Messages,
    /// `slot-in-flight` findings with an empty message and without the
    /// replay that names the reader; the other rules as with `Messages`.
    Places,
}

/// How much work the dataflow did: (node, state) pairs it visited and the
/// most states of one slot at one node (what the lattice's bound is about).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Effort {
    /// (node, state) pairs added to the worklist, over every slot.
    pub entries: usize,
    /// The most states of one slot that reached one node.
    pub max_states: usize,
}

/// Checks every slot the function writes on the device: the fence protocol
/// and in-flight reads at every node, and the alignment of every write; the
/// dataflow's work is added to `effort`.
pub(crate) fn check_function<'c>(
    cfg: &Cfg<'c>,
    function: &str,
    effort: &mut Effort,
    detail: Detail,
) -> Result<Vec<Found<'c>>, FenceCheckError> {
    let mut found = Vec::new();
    // The write nodes of each slot, in one pass over the graph (a warp
    // copy writes its slot; a branch's other lanes write theirs).
    let mut writes: Vec<Vec<NodeIndex>> = vec![Vec::new(); cfg.slots.iter().count()];
    // The slots some warp copy reads as its source (their `synced` fact is
    // read, so a barrier is never skipped for them).
    let mut sources: Vec<bool> = vec![false; writes.len()];
    for index in cfg.graph.node_indices() {
        let written: Vec<&MemKey> = match cfg.graph[index].event() {
            Some(Event::Write { slot, .. }) => vec![slot],
            Some(Event::CopyRelease { slot, source, .. }) => {
                if let Some(p) = cfg.slots.position(source) {
                    sources[p] = true;
                }
                vec![slot]
            }
            Some(Event::OtherLanes { writes }) => writes.iter().collect(),
            _ => continue,
        };
        for slot in written {
            if let Some(p) = cfg.slots.position(slot) {
                writes[p].push(index);
            }
        }
    }
    let barriers = BarrierIds::new(
        cfg.graph
            .node_indices()
            .filter_map(|i| cfg.graph[i].event().map(|e| (i.index(), e))),
    );
    // Summaries (no witness paths) only where no message needs a path.
    let tree = (detail == Detail::Places).then(|| ItemTree::new(cfg));
    let summaries = tree
        .as_ref()
        .map(|tree| RefCell::new(Summaries::new(cfg, tree, &barriers)));
    for (position, (key, info)) in cfg.slots.iter().enumerate() {
        if !writes[position].is_empty() {
            check_alignment(cfg, key, info, &writes[position], &mut found);
            check_warp(cfg, key, &writes[position], &mut found);
            Slot {
                cfg,
                key,
                info,
                position,
                source: sources[position],
                barriers: &barriers,
                last_mention: cfg.skips.last_mention(position),
                reported: RefCell::new(HashSet::default()),
                detail,
                summaries: tree.as_ref().zip(summaries.as_ref()),
            }
            .check(function, &mut found, effort)?;
        }
    }
    found.sort_by_key(|f| (f.node, f.rule));
    found.dedup_by(|a, b| a.node == b.node && a.rule == b.rule && a.message == b.message);
    Ok(found)
}

/// `slot-align`: every device write of the slot needs 128-byte alignment.
fn check_alignment<'c>(
    cfg: &Cfg<'c>,
    key: &MemKey,
    info: &SlotInfo,
    writes: &[NodeIndex],
    found: &mut Vec<Found<'c>>,
) {
    for &index in writes {
        let node = &cfg.graph[index];
        let alignment = match node.event() {
            Some(Event::Write {
                slot, alignment, ..
            })
            | Some(Event::CopyRelease {
                slot, alignment, ..
            }) if slot == key => *alignment,
            _ => None,
        };
        if let Some(a) = alignment.filter(|a| *a < 128) {
            found.push(Found {
                rule: Rule::SlotAlign,
                node: index.index(),
                op_name: node.label.clone(),
                location: node.location,
                message: format!(
                    "mutates {} on the device, which needs a 128-byte aligned slot \
                     (tensormap.replace writes a .b1024 operand), but it is only known to be \
                     {a}-byte aligned",
                    info.describe()
                ),
            });
        }
    }
}

/// `fenceproxy-warp`: a `tensormap.cp_fenceproxy` into `key` that may run
/// on part of a warp only (it is `.sync.aligned`).
fn check_warp<'c>(cfg: &Cfg<'c>, key: &MemKey, writes: &[NodeIndex], found: &mut Vec<Found<'c>>) {
    for &index in writes {
        let node = &cfg.graph[index];
        if let Some(Event::CopyRelease {
            slot,
            lanes: Some(why),
            ..
        }) = node.event()
        {
            if slot != key {
                continue;
            }
            found.push(Found {
                rule: Rule::FenceproxyWarp,
                node: index.index(),
                op_name: node.label.clone(),
                location: node.location,
                message: format!(
                    "tensormap.cp_fenceproxy is .sync.aligned: every thread of the warp must \
                     execute it, converged, but {why}; run it in a region that whole warps \
                     reach (for example scf.if on thread_id x < 32) and elect one lane for \
                     the writes before it"
                ),
            });
        }
    }
}

struct Slot<'s, 'c> {
    cfg: &'s Cfg<'c>,
    key: &'s MemKey,
    info: &'s SlotInfo,
    /// The slot's position in the slot table.
    position: usize,
    /// Whether a warp copy reads the slot (then its `synced` fact matters).
    source: bool,
    /// The numbers of the mbarriers loads complete on.
    barriers: &'s BarrierIds,
    /// The last node (by index) whose event mentions the slot: a fact at a
    /// node that can reach no node from this one on is never checked.
    last_mention: Option<usize>,
    /// The rules reported so far, by node.
    reported: RefCell<HashSet<(Rule, usize)>>,
    /// Whether `slot-in-flight` findings get their message.
    detail: Detail,
    /// The function's items and their summaries, in `Detail::Places`.
    summaries: Option<(&'s ItemTree, &'s RefCell<Summaries<'s, 'c>>)>,
}

impl<'c> Slot<'_, 'c> {
    /// Runs the worklist to its fixpoint, checking each (node, state) once.
    fn check(
        &self,
        function: &str,
        found: &mut Vec<Found<'c>>,
        effort: &mut Effort,
    ) -> Result<(), FenceCheckError> {
        let graph = &self.cfg.graph;
        // Sparse: a slot's facts reach few nodes when it can skip the rest.
        let mut states: HashMap<usize, HashMap<SlotState, Rc<PathLink>>> = HashMap::default();
        let mut queue: VecDeque<(NodeIndex, SlotState)> = VecDeque::new();
        let limit = || FenceCheckError::StateLimit {
            function: function.to_string(),
            slot: self.info.name.clone(),
            limit: STATE_LIMIT,
        };
        // With summaries, the walk starts where the slot's scope is entered
        // (in the entry state: nothing before it changes that) and the
        // cycles around the scope are one lookup.
        let scope = self.summaries.and_then(|(tree, _)| {
            let (first, last) = self.cfg.skips.mention_range(self.position)?;
            tree.scope(first, last).map(|id| (id, *tree.item(id)))
        });
        let start = scope.map_or(self.cfg.entry.index(), |(_, item)| item.from);
        let root = Rc::new(PathLink {
            node: start,
            previous: None,
            skipped: None,
        });
        match scope {
            None => {
                states
                    .entry(start)
                    .or_default()
                    .insert(SlotState::entry(), root);
                queue.push_back((self.cfg.entry, SlotState::entry()));
            }
            Some(_) => {
                for target in graph.neighbors(NodeIndex::new(start)) {
                    states
                        .entry(target.index())
                        .or_default()
                        .insert(SlotState::entry(), extend(&root, target.index()));
                    queue.push_back((target, SlotState::entry()));
                }
            }
        }
        while let Some((index, state)) = queue.pop_front() {
            let Some(path) = states
                .get(&index.index())
                .and_then(|at| at.get(&state))
                .cloned()
            else {
                continue;
            };
            let node = &graph[index];
            let next = match node.event() {
                Some(event) => {
                    self.check_node(index.index(), event, &state, &path, found);
                    state.step(event, index.index(), self.key, self.barriers)
                }
                None => state,
            };
            // Whether the slot's facts are synced matters only to a warp
            // copy's source: elsewhere one state stands for both.
            let next = if self.source || next.synced {
                next
            } else {
                SlotState {
                    synced: true,
                    ..next
                }
            };
            let targets = self.targets(index, next, scope, &limit)?;
            for (target, next, skipped) in targets {
                // Nothing after `target` mentions the slot: the fact can
                // meet no check (the graph's back edges stay inside the
                // range `reach_floor` gives).
                if self
                    .last_mention
                    .is_none_or(|last| last < self.cfg.reach_floor[target.index()])
                {
                    continue;
                }
                let at = states.entry(target.index()).or_default();
                if at.contains_key(&next) {
                    continue;
                }
                if at.len() >= STATE_LIMIT {
                    return Err(limit());
                }
                let link = match skipped {
                    Some(range) => Rc::new(PathLink {
                        node: target.index(),
                        previous: Some(Rc::clone(&path)),
                        skipped: Some(range),
                    }),
                    None => extend(&path, target.index()),
                };
                at.insert(next.clone(), link);
                effort.entries += 1;
                effort.max_states = effort.max_states.max(at.len());
                queue.push_back((target, next));
            }
        }
        Ok(())
    }

    /// Where the facts `next` leaving `index` go, each with its state and,
    /// when it jumps, the range of nodes it jumps over.
    #[allow(clippy::type_complexity)]
    fn targets(
        &self,
        index: NodeIndex,
        next: SlotState,
        scope: Option<(usize, super::summary::ItemInfo)>,
        limit: &dyn Fn() -> FenceCheckError,
    ) -> Result<Vec<(NodeIndex, SlotState, Option<(usize, usize)>)>, FenceCheckError> {
        let graph = &self.cfg.graph;
        // Leaving the scope: back into it through the cycles around it.
        if let (Some((id, item)), Some((_, summaries))) = (scope, self.summaries) {
            if index.index() == item.exit {
                if !item.enclosed {
                    return Ok(Vec::new());
                }
                let again = summaries
                    .borrow_mut()
                    .around(id, self.source, &next, limit)?;
                let entries: Vec<NodeIndex> = graph.neighbors(NodeIndex::new(item.from)).collect();
                return Ok(again
                    .iter()
                    .flat_map(|w| entries.iter().map(move |&t| (t, w.clone(), None)))
                    .collect());
            }
        }
        // The facts skip the ops that neither mention the slot nor hold an
        // event that could change them (a release while a write waits for
        // one, commits and waits while a store is in flight, ...): those
        // leave them as they are on every path.
        if let Some((target, lo, hi)) =
            self.cfg
                .skips
                .target(index.index(), self.position, next.relevant(self.source))
        {
            return Ok(vec![(target, next, Some((lo, hi)))]);
        }
        // An item that does not mention the slot: its summary.
        if let Some((tree, summaries)) = self.summaries {
            let item = tree.next_item(index.index()).filter(|&r| {
                let r = tree.item(r);
                r.hi - r.lo >= min_summary_nodes(self.cfg)
                    && !self.cfg.skips.mentioned_in(self.position, r.lo, r.hi)
            });
            if let Some(r) = item {
                let info = *tree.item(r);
                let through = summaries
                    .borrow_mut()
                    .inside(r, self.source, &next, limit)?;
                let exit = NodeIndex::new(info.exit);
                return Ok(through
                    .iter()
                    .map(|t| (exit, t.clone(), Some((info.lo, info.hi))))
                    .collect());
            }
        }
        Ok(graph
            .edges(index)
            .map(|e| (e.target(), next.clone(), None))
            .collect())
    }

    /// The checks of one event node against one incoming state.
    fn check_node(
        &self,
        node: usize,
        event: &Event,
        state: &SlotState,
        path: &Rc<PathLink>,
        found: &mut Vec<Found<'c>>,
    ) {
        match event {
            Event::Write { slot, .. } | Event::CopyRelease { slot, .. } if slot == self.key => {
                self.check_in_flight(node, state, path, found);
            }
            Event::Acquire { slot, .. }
                if slot == self.key && state.phase == (Phase::Written { reopened: true }) =>
            {
                self.report_reopened(node, path, found);
            }
            Event::Use { slot, .. } if slot == self.key => {
                self.check_use(node, state, path, found);
            }
            Event::CopyRelease { source, .. } if source == self.key => {
                self.check_source(node, state, path, found);
            }
            _ => {}
        }
    }

    /// `fenceproxy-sync` at a warp copy reading this (shared::cta) slot: on
    /// every path it was written, and a barrier made the last write visible
    /// to the whole warp (one thread writes, every thread copies).
    fn check_source(
        &self,
        node: usize,
        state: &SlotState,
        path: &Rc<PathLink>,
        found: &mut Vec<Found<'c>>,
    ) {
        let nodes = nodes_of(self.cfg, path);
        let last_write = last_index(&nodes, |n| {
            self.event_at(n).is_some_and(|e| e.writes(self.key))
        });
        let message = if state.phase == Phase::Clean {
            format!(
                "copies {} into the global slot, but nothing wrote it on this path: the \
                 published descriptor is uninitialized; path: {}",
                self.info.describe(),
                self.render(&nodes, None),
            )
        } else if !state.synced {
            let write = last_write
                .map(|i| self.cfg.graph[NodeIndex::new(nodes[i])].describe())
                .unwrap_or_else(|| "an earlier op".to_string());
            format!(
                "copies {} with the whole warp, but its last write, at {write}, is not \
                 followed by a barrier (nvvm.bar.warp.sync, gpu.barrier) on this path: the \
                 other lanes may copy stale bytes; path: {}",
                self.info.describe(),
                self.render(&nodes, last_write),
            )
        } else {
            return;
        };
        self.report(Rule::FenceproxySync, node, message, found);
    }

    /// `slot-in-flight` at a write of the slot.
    fn check_in_flight(
        &self,
        node: usize,
        state: &SlotState,
        path: &Rc<PathLink>,
        found: &mut Vec<Found<'c>>,
    ) {
        if !state.in_flight() || self.reported(Rule::SlotInFlight, node) {
            return;
        }
        if self.detail == Detail::Places {
            self.report(Rule::SlotInFlight, node, String::new(), found);
            return;
        }
        // The state says that some read is in flight; the witness path
        // says which.
        let readers = self.readers_on(path);
        let Some((&reader, &pending)) = readers.in_flight.iter().next() else {
            return;
        };
        let nodes = nodes_of(self.cfg, path);
        let reader_node = &self.cfg.graph[NodeIndex::new(reader)];
        let why = match pending {
            Pending::Uncommitted => "it was never committed into a bulk group (tile.bulk_commit) \
                                     and waited for (tile.bulk_wait 0 read)"
                .to_string(),
            Pending::Committed(0) => "its bulk group was committed but not waited for: a \
                                      tile.bulk_wait 0 read is needed before the overwrite"
                .to_string(),
            Pending::Committed(n) => format!(
                "its bulk group was committed but not waited for: {n} newer groups were \
                 committed after it, so a tile.bulk_wait N read with N <= {n} is needed before \
                 the overwrite"
            ),
            Pending::OnBarrier => "a TMA load reads its descriptor until it completes on its \
                                   mbarrier, and no tile.mbarrier_wait_parity on that mbarrier \
                                   follows it"
                .to_string(),
            Pending::OnStaleBarrier => "a TMA load reads its descriptor until it completes on its \
                                        mbarrier, whose view is computed inside a loop the path \
                                        went around since: a tile.mbarrier_wait_parity through \
                                        the same value in a later iteration may wait on another \
                                        mbarrier, so it does not retire the load (wait in the \
                                        load's own iteration, or give the mbarrier a view defined \
                                        outside the loop)"
                .to_string(),
        };
        let message = format!(
            "overwrites {} while the {} at {} may still be reading it: {why}; path: {}",
            self.info.describe(),
            reader_node.label,
            line_text(reader_node.line()),
            self.render(&nodes, last_index(&nodes, |n| n == reader)),
        );
        self.report(Rule::SlotInFlight, node, message, found);
    }

    /// The protocol checks at a TMA use of the slot.
    fn check_use(
        &self,
        node: usize,
        state: &SlotState,
        path: &Rc<PathLink>,
        found: &mut Vec<Found<'c>>,
    ) {
        // The path is expanded only when something is reported.
        let expand = || {
            let nodes = nodes_of(self.cfg, path);
            let last_write = last_index(&nodes, |n| {
                self.event_at(n).is_some_and(|e| e.writes(self.key))
            });
            (nodes, last_write)
        };
        match state.phase {
            Phase::Clean => {}
            Phase::Written { reopened } => {
                if reopened {
                    self.report_reopened(node, path, found);
                }
                let (nodes, last_write) = expand();
                let write = last_write.map(|i| self.cfg.graph[NodeIndex::new(nodes[i])].describe());
                let message = format!(
                    "reads {} whose last write, at {}, is not followed by a \
                     tile.tensormap_fence_release on this path: {}",
                    self.info.describe(),
                    write.unwrap_or_else(|| "an earlier op".to_string()),
                    self.render(&nodes, last_write),
                );
                self.report(Rule::FenceReleaseMissing, node, message, found);
            }
            Phase::Released(_) => {
                let (nodes, last_write) = expand();
                let release = last_index(&nodes, |n| {
                    self.event_at(n).is_some_and(|e| e.releases(self.key))
                });
                let release_text = release
                    .map(|i| self.cfg.graph[NodeIndex::new(nodes[i])].describe())
                    .unwrap_or_else(|| "an earlier op".to_string());
                let message = format!(
                    "reads {} without a tile.tensormap_fence_acquire of it after its release at \
                     {release_text}: the TMA unit may read a stale descriptor; path: {}",
                    self.info.describe(),
                    self.render(&nodes, last_write.or(release)),
                );
                self.report(Rule::FenceAcquireMissing, node, message, found);
            }
            Phase::Acquired { release, acquire } => {
                let required = self.info.required_scope();
                if release < required || acquire < required {
                    let (nodes, last_write) = expand();
                    if release < required {
                        self.report_scope(node, &nodes, last_write, release, true, found);
                    }
                    if acquire < required {
                        self.report_scope(node, &nodes, last_write, acquire, false, found);
                    }
                }
            }
        }
    }

    /// `fence-scope` at the release (or acquire) fence whose scope is too
    /// narrow for the slot.
    fn report_scope(
        &self,
        use_node: usize,
        nodes: &[usize],
        last_write: Option<usize>,
        scope: Scope,
        release: bool,
        found: &mut Vec<Found<'c>>,
    ) {
        let from = last_write.unwrap_or(0);
        let fence = nodes
            .iter()
            .enumerate()
            .skip(from)
            .filter(|(_, n)| {
                self.event_at(**n).is_some_and(|e| {
                    if release {
                        e.releases(self.key)
                            && fence_scope(e).is_some_and(|s| s < self.info.required_scope())
                    } else {
                        e.acquires(self.key)
                            && fence_scope(e).is_some_and(|s| s < self.info.required_scope())
                    }
                })
            })
            .map(|(i, _)| i)
            .next_back();
        let at = fence.map(|i| nodes[i]).unwrap_or(use_node);
        let use_text = self.cfg.graph[NodeIndex::new(use_node)].describe();
        let required = self.info.required_scope();
        let reason = match self.info.space {
            tile_dialect::verify::facts::Space::Shared => "",
            _ => {
                ": a global slot is read by the TMA units of every CTA that uses the \
                 descriptor, so the fence needs scope gpu or sys"
            }
        };
        let message = format!(
            "{} {} at scope {scope}, narrower than the {required} scope it needs{reason} \
             (read at {use_text}); path: {}",
            if release {
                "releases the writes of"
            } else {
                "acquires"
            },
            self.info.describe(),
            self.render(nodes, last_write.or(fence)),
        );
        self.report(Rule::FenceScope, at, message, found);
    }

    /// `rebind-order` at the write that reopened a released slot.
    fn report_reopened(&self, node: usize, path: &Rc<PathLink>, found: &mut Vec<Found<'c>>) {
        let nodes = nodes_of(self.cfg, path);
        let Some(write) = last_index(&nodes, |n| {
            self.event_at(n).is_some_and(|e| e.writes(self.key))
        }) else {
            return;
        };
        let release = nodes[..write]
            .iter()
            .rposition(|n| self.event_at(*n).is_some_and(|e| e.releases(self.key)));
        let release_text = release
            .map(|i| self.cfg.graph[NodeIndex::new(nodes[i])].describe())
            .unwrap_or_else(|| "an earlier release".to_string());
        let reader = &self.cfg.graph[NodeIndex::new(node)];
        let message = format!(
            "writes {} again after its release at {release_text} and before the consumer's \
             {} at {}: that write is never released; path: {}",
            self.info.describe(),
            if reader.event().is_some_and(|e| e.acquires(self.key)) {
                "acquire"
            } else {
                "read"
            },
            line_text(reader.line()),
            self.render(&nodes, release.or(Some(write))),
        );
        self.report(Rule::RebindOrder, nodes[write], message, found);
    }

    /// The readers in flight at the end of `path` (before its last node),
    /// replayed along it: the state's summary does not name them. Nodes a
    /// jump passed over are not replayed, as the analysis did not step
    /// them (they do not mention the slot and left its facts as they were).
    fn readers_on(&self, path: &Rc<PathLink>) -> Readers {
        let mut nodes = Vec::new();
        let mut link = Some(path);
        while let Some(l) = link {
            nodes.push(l.node);
            link = l.previous.as_ref();
        }
        let mut readers = Readers::default();
        for &n in nodes.iter().skip(1).rev() {
            if let Some(event) = self.event_at(n) {
                readers.step(event, n, self.key, self.barriers);
            }
        }
        readers
    }

    /// Whether `rule` was reported at `node` for this slot already (the
    /// first path that breaks it is the one shown).
    fn reported(&self, rule: Rule, node: usize) -> bool {
        self.reported.borrow().contains(&(rule, node))
    }

    fn event_at(&self, node: usize) -> Option<&Event> {
        self.cfg.graph[NodeIndex::new(node)].event()
    }

    fn report(&self, rule: Rule, node: usize, message: String, found: &mut Vec<Found<'c>>) {
        if !self.reported.borrow_mut().insert((rule, node)) {
            return;
        }
        let weight = &self.cfg.graph[NodeIndex::new(node)];
        found.push(Found {
            rule,
            node,
            op_name: weight.label.clone(),
            location: weight.location,
            message,
        });
    }

    /// The path from `start` (an index into `nodes`; the markers right
    /// before it are kept) to its end, as `line 12 (tile.rebind) -> ...`.
    /// Hidden joins and events about other slots are left out.
    fn render(&self, nodes: &[usize], start: Option<usize>) -> String {
        let mut start = start.unwrap_or(0);
        while start > 0
            && self.cfg.graph[NodeIndex::new(nodes[start - 1])]
                .event()
                .is_none_or(|e| matches!(e, Event::BackEdge { .. }))
        {
            start -= 1;
        }
        let mut items: Vec<String> = Vec::new();
        for (i, &n) in nodes.iter().enumerate().skip(start) {
            let node = &self.cfg.graph[NodeIndex::new(n)];
            let shown = match &node.kind {
                NodeKind::Op(e) => e.concerns(self.key) || i + 1 == nodes.len(),
                NodeKind::Marker => true,
                NodeKind::Entry | NodeKind::Exit | NodeKind::Join => false,
            };
            let text = node.describe();
            if shown && items.last() != Some(&text) {
                items.push(text);
            }
        }
        if items.len() > PATH_PRINT_LIMIT {
            let tail = items.split_off(items.len() - (PATH_PRINT_LIMIT - 4));
            items.truncate(3);
            items.push("...".to_string());
            items.extend(tail);
        }
        items.join(" -> ")
    }
}

fn fence_scope(event: &Event) -> Option<Scope> {
    match event {
        Event::Release { scope }
        | Event::Acquire { scope, .. }
        | Event::CopyRelease { scope, .. } => Some(*scope),
        _ => None,
    }
}

fn last_index(nodes: &[usize], matches: impl Fn(usize) -> bool) -> Option<usize> {
    nodes.iter().rposition(|n| matches(*n))
}

fn line_text(line: Option<usize>) -> String {
    match line {
        Some(l) => format!("line {l}"),
        None => "an unknown line".to_string(),
    }
}
