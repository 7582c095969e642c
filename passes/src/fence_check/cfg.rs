//! The control-flow graph of one function, over the ops the protocol cares
//! about (a petgraph [`DiGraph`]).
//!
//! Nodes are the function's entry and exit, one node per event op
//! (`events::event_of`), and structural nodes: hidden joins, and markers
//! that paths print (`scf.if then branch`, `scf.for back edge`, `^bb2`).
//! Structured control flow:
//!
//! * `scf.if` / `scf.index_switch`: every region is a branch from the op to
//!   a join (a missing `else` is an empty branch);
//! * `scf.for`, `scf.forall`, `scf.parallel`, `affine.for`,
//!   `affine.parallel`: a header with an edge into the body, a back edge
//!   from the body's end to the header, and an exit edge from the header
//!   (the body runs 0..n times);
//! * `scf.while`: the `before` region runs at least once and ends in the
//!   branch to the `after` region (which loops back) or to the exit;
//! * `scf.execute_region` and multi-block regions (`cf.br`, `cf.cond_br`,
//!   `cf.switch`): edges along the terminators' successors, with a marker
//!   (`cf.cond_br -> ^bb1`) on each way out of a terminator with several;
//!   successor-less terminators leave the region;
//! * any other op with regions: treated like a loop over all its regions
//!   (each runs 0..n times, in any order);
//! * nested functions and `gpu.launch` bodies are separate units (their
//!   ops are not part of the enclosing function's graph).

use super::events::{event_of, Event, SlotTable};
use super::lattice::Relevant;
use super::slots::GlobalAlignments;
use melior::ir::{
    operation::OperationLike, BlockLike, BlockRef, Location, OperationRef, RegionLike, RegionRef,
};
use petgraph::graph::{DiGraph, NodeIndex};
use rustc_hash::FxHashMap as HashMap;
use tile_dialect::access::region_at;
use tile_dialect::verify::facts::op_name;
use tile_dialect::verify::file_line_col;

/// What a node stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum NodeKind {
    /// The function's entry.
    Entry,
    /// The function's exit (every return).
    Exit,
    /// An op with an [`Event`].
    Op(Event),
    /// A printed control-flow marker (a branch taken, a back edge, a block).
    Marker,
    /// A hidden join or loop header.
    Join,
}

/// One node of the graph.
#[derive(Clone, Debug)]
pub(crate) struct Node<'c> {
    /// What it stands for.
    pub kind: NodeKind,
    /// The op name or the marker's text (`tile.rebind`, `scf.if else
    /// branch`).
    pub label: String,
    /// Where diagnostics about the node go.
    pub location: Option<Location<'c>>,
}

impl Node<'_> {
    /// Source line, when the location has one (looked up when a message
    /// needs it: most nodes never are).
    pub(crate) fn line(&self) -> Option<usize> {
        self.location
            .and_then(file_line_col)
            .map(|(_, line, _)| line)
    }

    /// The event of an op node.
    pub(crate) fn event(&self) -> Option<&Event> {
        match &self.kind {
            NodeKind::Op(e) => Some(e),
            _ => None,
        }
    }

    /// `line 12 (tile.rebind)`.
    pub(crate) fn describe(&self) -> String {
        match self.line() {
            Some(line) => format!("line {line} ({})", self.label),
            None => format!("({})", self.label),
        }
    }
}

/// The graph of one function with its entry and exit.
#[derive(Debug)]
pub(crate) struct Cfg<'c> {
    /// Nodes and edges.
    pub graph: DiGraph<Node<'c>, ()>,
    /// The entry node.
    pub entry: NodeIndex,
    /// The slots the function's events name.
    pub slots: SlotTable,
    /// Where a slot's facts may skip ops that never mention it.
    pub skips: SkipIndex,
    /// For each node, the lowest node index a path from it may reach (but
    /// for event-free joins): see [`reach_floor`].
    pub reach_floor: Vec<usize>,
}

/// One op of a block that added nodes to the graph: the nodes it added
/// (`lo..hi`, contiguous) and the one control leaves it from (`exit`).
/// Control enters those nodes only from the previous item's exit and leaves
/// them only through `exit` (structured ops keep their edges inside).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Item {
    /// The node control leaves the item from.
    pub(crate) exit: NodeIndex,
    /// The node control enters the item from (the previous item's exit, or
    /// the node the block starts after): every edge out of it goes into
    /// the item.
    pub(crate) from: NodeIndex,
    /// The first node the item added.
    pub(crate) lo: usize,
    /// One past the last node the item added.
    pub(crate) hi: usize,
}

/// For every block, the ops that added nodes; for every slot the nodes
/// whose event mentions it; for every kind of event that is about no slot
/// (release fences, commits and waits, mbarrier waits, barriers) its nodes.
/// A slot's facts go from the exit of one op straight to the exit of the
/// op before the next one that mentions the slot or holds an event that
/// could change them (see `lattice::SlotState::relevant`): with many slots
/// in one function (one per device-born descriptor) each slot's analysis
/// then touches its own ops, not every op of the function. The items of a
/// block cover consecutive node ranges, so that next item is found by
/// binary searches (nested blocks are not scanned once per enclosing
/// item).
#[derive(Debug, Default)]
pub(crate) struct SkipIndex {
    /// Items of each block, in order.
    blocks: Vec<Vec<Item>>,
    /// The exit node of an item: its block and position.
    at_exit: HashMap<usize, (usize, usize)>,
    /// Slot position in the slot table -> the nodes whose event mentions
    /// the slot, ascending.
    mentions: Vec<Vec<usize>>,
    /// The nodes of release fences, ascending.
    releases: Vec<usize>,
    /// The nodes of bulk commits and waits, ascending.
    bulk: Vec<usize>,
    /// The nodes of mbarrier waits, ascending.
    barrier_waits: Vec<usize>,
    /// The nodes of barriers, ascending.
    syncs: Vec<usize>,
    /// The fewest nodes a skip must pass over ([`MIN_SKIP_NODES`]).
    pub(crate) min_nodes: usize,
}

/// Skips shorter than this many nodes are not taken: the plain walk is as
/// cheap there, and small functions keep exactly the walk's witness paths.
pub(crate) const MIN_SKIP_NODES: usize = 32;

impl SkipIndex {
    /// Where a fact of slot `slot` (its position in the slot table) that
    /// leaves `node` may jump to: the exit node of the last item before the
    /// next item of the block that mentions the slot or holds a `relevant`
    /// event, with the range of the nodes skipped; `None` when `node` is not
    /// an item's exit or nothing worth skipping follows.
    pub(crate) fn target(
        &self,
        node: usize,
        slot: usize,
        relevant: Relevant,
    ) -> Option<(NodeIndex, usize, usize)> {
        let &(block, position) = self.at_exit.get(&node)?;
        let items = &self.blocks[block];
        let first = *items.get(position + 1)?;
        let end = items.last().map_or(first.hi, |i| i.hi);
        // The first node at or after the next item that mentions the slot
        // or may change its facts, and the item it is in (items are
        // consecutive: one ends where the next begins).
        let after = |list: &Vec<usize>| list.get(list.partition_point(|&m| m < first.lo)).copied();
        let lists = [
            (true, self.mentions.get(slot)),
            (relevant.release, Some(&self.releases)),
            (relevant.bulk, Some(&self.bulk)),
            (relevant.barrier_wait, Some(&self.barrier_waits)),
            (relevant.sync, Some(&self.syncs)),
        ];
        let next = lists
            .iter()
            .filter(|(wanted, _)| *wanted)
            .filter_map(|(_, list)| list.and_then(after))
            .min()
            .filter(|&m| m < end)
            .map_or(items.len(), |m| items.partition_point(|i| i.lo <= m) - 1);
        if next <= position + 1 {
            return None;
        }
        let last = items[next - 1];
        (last.hi - first.lo >= self.min_nodes).then_some((last.exit, first.lo, last.hi))
    }

    /// The items of every block, in order.
    pub(crate) fn blocks(&self) -> &[Vec<Item>] {
        &self.blocks
    }

    /// The first and the last node whose event mentions the slot at `slot`.
    pub(crate) fn mention_range(&self, slot: usize) -> Option<(usize, usize)> {
        let list = self.mentions.get(slot)?;
        Some((*list.first()?, *list.last()?))
    }

    /// Whether a node in `lo..hi` mentions the slot at `slot`.
    pub(crate) fn mentioned_in(&self, slot: usize, lo: usize, hi: usize) -> bool {
        self.mentions.get(slot).is_some_and(|list| {
            list.get(list.partition_point(|&m| m < lo))
                .is_some_and(|&m| m < hi)
        })
    }

    /// The last node whose event mentions the slot at `slot` (its position
    /// in the slot table).
    pub(crate) fn last_mention(&self, slot: usize) -> Option<usize> {
        self.mentions
            .get(slot)
            .and_then(|list| list.last().copied())
    }
}

/// Builds the graph of the unit `op` (a function or a `gpu.launch`).
pub(crate) fn build<'c>(op: &OperationRef<'c, '_>, globals: &GlobalAlignments) -> Cfg<'c> {
    let mut builder = Builder {
        graph: DiGraph::new(),
        globals,
        slots: SlotTable::default(),
        blocks: Vec::new(),
        cyclic: Vec::new(),
        block_x: super::warp::unit_block_x(op),
        lanes: Vec::new(),
        shared_writes: super::events::SharedWrites::default(),
    };
    let entry = builder.add(NodeKind::Entry, "entry", Some(op.location()));
    let exit = builder.add(NodeKind::Exit, "exit", None);
    let end = match region_at(*op, 0) {
        Some(region) => builder.region(region, entry),
        None => entry,
    };
    builder.graph.add_edge(end, exit, ());
    let skips = skip_index(&builder.graph, &builder.slots, builder.blocks);
    let reach_floor = reach_floor(builder.graph.node_count(), builder.cyclic);
    Cfg {
        graph: builder.graph,
        entry,
        slots: builder.slots,
        skips,
        reach_floor,
    }
}

/// The items of every block and the nodes that mention each slot.
fn skip_index(
    graph: &DiGraph<Node<'_>, ()>,
    slots: &SlotTable,
    blocks: Vec<Vec<Item>>,
) -> SkipIndex {
    let mut index = SkipIndex {
        min_nodes: MIN_SKIP_NODES,
        mentions: vec![Vec::new(); slots.iter().count()],
        ..SkipIndex::default()
    };
    for (b, items) in blocks.iter().enumerate() {
        for (p, item) in items.iter().enumerate() {
            index.at_exit.insert(item.exit.index(), (b, p));
        }
    }
    for node in graph.node_indices() {
        let Some(event) = graph[node].event() else {
            continue;
        };
        let class = match event {
            Event::Release { .. } => Some(&mut index.releases),
            Event::Commit | Event::Wait { .. } => Some(&mut index.bulk),
            Event::BarrierWait { .. } | Event::BackEdge { .. } => Some(&mut index.barrier_waits),
            Event::Sync => Some(&mut index.syncs),
            _ => None,
        };
        if let Some(list) = class {
            list.push(node.index());
        }
        let mut seen: Vec<usize> = event
            .mentioned()
            .into_iter()
            .filter_map(|key| slots.position(key))
            .collect();
        seen.sort_unstable();
        seen.dedup();
        for slot in seen {
            index.mentions[slot].push(node.index());
        }
    }
    index.blocks = blocks;
    index
}

/// For every node, the lowest node index a path from it may reach, but
/// for joins (which hold no event): nodes are numbered in program order,
/// and the only edges to lower numbers go to joins or stay inside a cyclic
/// construct (a loop, a multi-block region, an op whose regions repeat),
/// whose nodes are one range. A node inside such ranges may reach back to
/// the start of the outermost one.
fn reach_floor(nodes: usize, mut cyclic: Vec<(usize, usize)>) -> Vec<usize> {
    // Outermost first among ranges that start at one node (ranges nest or
    // are disjoint).
    cyclic.sort_unstable_by_key(|&(lo, hi)| (lo, std::cmp::Reverse(hi)));
    let mut floor = Vec::with_capacity(nodes);
    let mut open: Option<(usize, usize)> = None;
    let mut next = cyclic.iter().peekable();
    for n in 0..nodes {
        if open.is_some_and(|(_, hi)| n >= hi) {
            open = None;
        }
        while let Some(&&(lo, hi)) = next.peek() {
            if lo > n {
                break;
            }
            if open.is_none() && n < hi {
                open = Some((lo, hi));
            }
            next.next();
        }
        floor.push(open.map_or(n, |(lo, _)| lo));
    }
    floor
}

struct Builder<'c, 'g> {
    graph: DiGraph<Node<'c>, ()>,
    globals: &'g GlobalAlignments,
    slots: SlotTable,
    /// The items of every block built so far (see [`SkipIndex`]).
    blocks: Vec<Vec<Item>>,
    /// The node ranges of cyclic constructs (see [`reach_floor`]).
    cyclic: Vec<(usize, usize)>,
    /// The x extent of the unit's `known_block_size` (see `warp`).
    block_x: Option<i32>,
    /// For each conditional being built, why its ops may run on part of a
    /// warp only (its own condition, or the nearest enclosing one that
    /// selects lanes).
    lanes: Vec<Option<std::rc::Rc<str>>>,
    /// The shared::cta writes of regions, once each.
    shared_writes: super::events::SharedWrites,
}

impl<'c> Builder<'c, '_> {
    fn add(
        &mut self,
        kind: NodeKind,
        label: impl Into<String>,
        location: Option<Location<'c>>,
    ) -> NodeIndex {
        self.graph.add_node(Node {
            kind,
            label: label.into(),
            location,
        })
    }

    fn edge(&mut self, from: NodeIndex, to: NodeIndex) {
        self.graph.add_edge(from, to, ());
    }

    /// Adds `region` entered from `from`; returns the node where control
    /// leaves it through a successor-less terminator.
    fn region(&mut self, region: RegionRef<'c, '_>, from: NodeIndex) -> NodeIndex {
        let blocks = blocks_of(region);
        match blocks.len() {
            0 => from,
            1 => self.block(blocks[0], from),
            _ => {
                // Any block may branch back to an earlier one.
                let lo = self.graph.node_count();
                let out = self.add(NodeKind::Join, "region exit", None);
                let heads: Vec<NodeIndex> = (0..blocks.len())
                    .map(|i| self.add(NodeKind::Join, format!("^bb{i}"), None))
                    .collect();
                self.edge(from, heads[0]);
                for (i, block) in blocks.iter().enumerate() {
                    let end = self.block(*block, heads[i]);
                    let Some(terminator) = block.terminator() else {
                        self.edge(end, out);
                        continue;
                    };
                    let successors: Vec<usize> = terminator
                        .successors()
                        .filter_map(|s| {
                            blocks.iter().position(|b| b.to_raw().ptr == s.to_raw().ptr)
                        })
                        .collect();
                    match successors.as_slice() {
                        [] => self.edge(end, out),
                        [only] => self.edge(end, heads[*only]),
                        many => {
                            // A decision: the path shows which way it went.
                            let name = op_name(&terminator);
                            for s in many {
                                let marker = self.add(
                                    NodeKind::Marker,
                                    format!("{name} -> ^bb{s}"),
                                    Some(terminator.location()),
                                );
                                self.edge(end, marker);
                                self.edge(marker, heads[*s]);
                            }
                        }
                    }
                }
                self.cyclic.push((lo, self.graph.node_count()));
                out
            }
        }
    }

    /// Chains the ops of `block` after `from`; returns the last node.
    fn block(&mut self, block: BlockRef<'c, '_>, from: NodeIndex) -> NodeIndex {
        let mut id = self.blocks.len();
        self.blocks.push(Vec::new());
        let mut current = from;
        let mut next = block.first_operation();
        while let Some(op) = next {
            let lo = self.graph.node_count();
            let from = current;
            current = self.op(&op, current);
            let hi = self.graph.node_count();
            if hi > lo {
                if (lo..hi).contains(&current.index()) {
                    self.blocks[id].push(Item {
                        exit: current,
                        from,
                        lo,
                        hi,
                    });
                } else {
                    // Not an item's shape (never expected): no skip may
                    // cross it, so the rest of the block is a new list.
                    id = self.blocks.len();
                    self.blocks.push(Vec::new());
                }
            }
            next = op.next_in_block();
        }
        current
    }

    /// Adds `op` after `from`; returns the node after it.
    fn op(&mut self, op: &OperationRef<'c, '_>, from: NodeIndex) -> NodeIndex {
        let name = op_name(op);
        let lanes = self.lanes.last().cloned().flatten();
        if let Some(event) = event_of(op, self.globals, &mut self.slots, lanes.as_deref()) {
            let node = self.add(NodeKind::Op(event), name, Some(op.location()));
            self.edge(from, node);
            return node;
        }
        if op.region_count() == 0 || super::is_unit(&name) || name == "gpu.module" {
            return from;
        }
        match name.as_str() {
            "scf.if" => {
                let labels = ["scf.if then branch", "scf.if else branch"];
                self.branches(op, from, &|i| labels.get(i).map(|l| l.to_string()))
            }
            "scf.index_switch" => self.branches(op, from, &|i| {
                Some(if i == 0 {
                    "scf.index_switch default".to_string()
                } else {
                    format!("scf.index_switch case #{}", i - 1)
                })
            }),
            "scf.for" | "scf.forall" | "scf.parallel" | "affine.for" | "affine.parallel" => {
                let lo = self.graph.node_count();
                let exit = self.counted_loop(op, &name, from);
                self.cyclic.push((lo, self.graph.node_count()));
                exit
            }
            "scf.while" => {
                let lo = self.graph.node_count();
                let exit = self.while_loop(op, from);
                self.cyclic.push((lo, self.graph.node_count()));
                exit
            }
            "scf.execute_region" => match op.region(0) {
                Ok(region) => self.region(region, from),
                Err(_) => from,
            },
            _ => {
                let lo = self.graph.node_count();
                let exit = self.opaque(op, &name, from);
                self.cyclic.push((lo, self.graph.node_count()));
                exit
            }
        }
    }

    /// Every region of `op` is one branch from `from` to a join.
    fn branches(
        &mut self,
        op: &OperationRef<'c, '_>,
        from: NodeIndex,
        label: &dyn Fn(usize) -> Option<String>,
    ) -> NodeIndex {
        let join = self.add(NodeKind::Join, "join", None);
        // A condition that may split a warp: each branch also sees the
        // shared::cta writes of the others (other lanes take them).
        let divergence = super::warp::branch_divergence(op, self.block_x);
        let lanes: Vec<std::rc::Rc<Vec<super::slots::MemKey>>> = if divergence.is_some() {
            op.regions().map(|r| self.shared_writes.of(r)).collect()
        } else {
            Vec::new()
        };
        // The ops inside run on part of a warp when this condition or an
        // enclosing one selects lanes (the nearest one is named).
        let inner = divergence
            .map(std::rc::Rc::<str>::from)
            .or_else(|| self.lanes.last().cloned().flatten());
        self.lanes.push(inner);
        let end = self.branch_regions(op, from, join, label, &lanes);
        self.lanes.pop();
        end
    }

    /// The regions of [`Builder::branches`]: `lanes` holds each region's
    /// shared::cta writes when the condition selects lanes.
    fn branch_regions(
        &mut self,
        op: &OperationRef<'c, '_>,
        from: NodeIndex,
        join: NodeIndex,
        label: &dyn Fn(usize) -> Option<String>,
        lanes: &[std::rc::Rc<Vec<super::slots::MemKey>>],
    ) -> NodeIndex {
        for (i, region) in op.regions().enumerate() {
            let text = label(i).unwrap_or_else(|| format!("{} region #{i}", op_name(op)));
            // The first branch starts at the op's line; later ones (`else`,
            // cases) at their first op, the nearest line the IR keeps.
            let location = if i == 0 {
                Some(op.location())
            } else {
                first_location(region).or(Some(op.location()))
            };
            let marker = self.add(NodeKind::Marker, text, location);
            self.edge(from, marker);
            let mut start = marker;
            let others: Vec<super::slots::MemKey> = lanes
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .flat_map(|(_, w)| w.iter().cloned())
                .collect();
            if !others.is_empty() {
                let node = self.add(
                    NodeKind::Op(Event::OtherLanes { writes: others }),
                    "writes of other lanes",
                    location,
                );
                self.edge(marker, node);
                start = node;
            }
            let end = self.region(region, start);
            self.edge(end, join);
        }
        join
    }

    /// A loop whose body (region 0) runs 0..n times.
    fn counted_loop(
        &mut self,
        op: &OperationRef<'c, '_>,
        name: &str,
        from: NodeIndex,
    ) -> NodeIndex {
        let header = self.add(NodeKind::Join, format!("{name} header"), None);
        self.edge(from, header);
        if let Some(body) = region_at(*op, 0) {
            let entry = self.add(NodeKind::Join, format!("{name} body"), None);
            self.edge(header, entry);
            let end = self.region(body, entry);
            let back_location = last_location(body).or(Some(op.location()));
            let back = self.add(
                NodeKind::Op(Event::BackEdge {
                    of: op.to_raw().ptr as usize,
                    shown: true,
                }),
                format!("{name} back edge"),
                back_location,
            );
            self.edge(end, back);
            self.edge(back, header);
        }
        let exit = self.add(
            NodeKind::Marker,
            format!("{name} exit"),
            Some(op.location()),
        );
        self.edge(header, exit);
        exit
    }

    /// `scf.while`: `before` at least once, then `after` and back, or exit.
    fn while_loop(&mut self, op: &OperationRef<'c, '_>, from: NodeIndex) -> NodeIndex {
        let (Some(before), Some(after)) = (region_at(*op, 0), region_at(*op, 1)) else {
            return self.opaque(op, "scf.while", from);
        };
        let header = self.add(NodeKind::Join, "scf.while header", None);
        self.edge(from, header);
        let condition = self.region(before, header);
        let body = self.add(
            NodeKind::Marker,
            "scf.while body",
            first_location(after).or(Some(op.location())),
        );
        self.edge(condition, body);
        let end = self.region(after, body);
        let back = self.add(
            NodeKind::Op(Event::BackEdge {
                of: op.to_raw().ptr as usize,
                shown: true,
            }),
            "scf.while back edge",
            last_location(after).or(Some(op.location())),
        );
        self.edge(end, back);
        self.edge(back, header);
        let exit = self.add(NodeKind::Marker, "scf.while exit", Some(op.location()));
        self.edge(condition, exit);
        exit
    }

    /// An op the builder does not know: each region may run 0..n times,
    /// in any order.
    fn opaque(&mut self, op: &OperationRef<'c, '_>, name: &str, from: NodeIndex) -> NodeIndex {
        let header = self.add(NodeKind::Join, format!("{name} header"), None);
        self.edge(from, header);
        for (i, region) in op.regions().enumerate() {
            let location = first_location(region).or(Some(op.location()));
            let marker = self.add(NodeKind::Marker, format!("{name} region #{i}"), location);
            self.edge(header, marker);
            let end = self.region(region, marker);
            // Hidden: paths through such ops never printed their repeats.
            let back = self.add(
                NodeKind::Op(Event::BackEdge {
                    of: op.to_raw().ptr as usize,
                    shown: false,
                }),
                format!("{name} back edge"),
                None,
            );
            self.edge(end, back);
            self.edge(back, header);
        }
        let exit = self.add(NodeKind::Join, format!("{name} exit"), None);
        self.edge(header, exit);
        exit
    }
}

fn blocks_of<'c, 'a>(region: RegionRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    let mut blocks = Vec::new();
    let mut next = region.first_block();
    while let Some(block) = next {
        next = block.next_in_region();
        blocks.push(block);
    }
    blocks
}

/// The location of the first op of `region`'s entry block.
fn first_location<'c>(region: RegionRef<'c, '_>) -> Option<Location<'c>> {
    region
        .first_block()
        .and_then(|b| b.first_operation())
        .map(|op| op.location())
}

/// The location of the terminator of `region`'s last block.
fn last_location<'c>(region: RegionRef<'c, '_>) -> Option<Location<'c>> {
    blocks_of(region)
        .last()
        .and_then(|b| b.terminator())
        .map(|op| op.location())
}
