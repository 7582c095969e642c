//! The kernel side of the plan: the template and workspace parameters, the
//! per-CTA slots, and the write sequence that replaces each device-born
//! descriptor op (see the parent module for the IR it produces).

use super::build::{At, BuildError};
use super::context::{describe, Thread};
pub(crate) use super::device_desc::{element_bytes, unchanged, DeviceDesc, Source};
use super::shared::{SLOT_BYTES, WORKSPACE_PARAM, WORKSPACE_TYPE};
use super::strategy::{Seed, Space};
use super::write::{self, Target, Threads};
use crate::separate_host_tma::{NUM_DEVICE_TMAS, NUM_HOST_TMAS};
use melior::ir::{
    attribute::IntegerAttribute,
    operation::{OperationLike, OperationMutLike, OperationRefMut, WalkOrder, WalkResult},
    r#type::IntegerType,
    BlockLike, BlockRef, Location, OperationRef, Type, Value, ValueLike,
};
use melior::Context;
use std::collections::HashMap;
use tile_dialect::access::{as_argument, as_result};
use tile_dialect::ops::{MakeTensorMapFromPtrOp, MakeTensorMapOp};
use tile_dialect::verify::facts::{constant_int, int_attr, memref_info, op_name};
use tile_rules::descriptor::Descriptor;

/// The largest global dim (`cuTensorMapEncodeTiled`: 1..2^32).
const MAX_GLOBAL_DIM: i64 = 1 << 32;
/// The bound of a global byte stride (below 2^40).
const MAX_GLOBAL_STRIDE: i64 = 1 << 40;

/// The launch-invariant fields of the descriptor op `op` (see
/// [`DeviceDesc::fields`]): operands of a `tile.make_tensormap_ptr` that
/// are kernel arguments (#n below `n_inputs` of the entry block `entry`)
/// or constants the template can take (dims 1..2^32, strides multiples of
/// the global alignment below 2^40; never a constant address). Every field
/// of a `tile.make_tensormap` is written on the device.
pub(crate) fn invariant_fields(
    op: &OperationRef<'_, '_>,
    entry: usize,
    n_inputs: usize,
    desc: &Descriptor,
) -> Vec<Option<Source>> {
    let rank = usize::try_from(desc.rank).unwrap_or(0);
    let Some(make) = MakeTensorMapFromPtrOp::cast(*op) else {
        return vec![None; 2 * rank];
    };
    let align = desc.global_alignment() as i64;
    let source = |value: Value<'_, '_>, valid: &dyn Fn(i64) -> bool| {
        if let Some(arg) = as_argument(value) {
            let n = arg.argument_number();
            return (arg.owner().to_raw().ptr as usize == entry && n < n_inputs)
                .then_some(Source::Argument(n));
        }
        let defining = as_result(value)?.owner();
        if op_name(&defining) != "arith.constant" {
            return None;
        }
        constant_int(value)
            .filter(|v| valid(*v))
            .map(Source::Constant)
    };
    let mut fields = Vec::with_capacity(2 * rank);
    fields.push(source(make.ptr(), &|_| false));
    for d in make.dims() {
        fields.push(source(d, &|v| (1..=MAX_GLOBAL_DIM).contains(&v)));
    }
    for s in make.strides() {
        fields.push(source(s, &|v| {
            v > 0 && v % align == 0 && v < MAX_GLOBAL_STRIDE
        }));
    }
    fields
}

/// The name of rebind field `index` of a rank-`rank` descriptor.
pub(crate) fn field_name(index: usize, rank: usize) -> String {
    match index {
        0 => "global_address".to_string(),
        i if i <= rank => format!("global_dim[{}]", i - 1),
        i => format!("global_stride[{}]", i - rank - 1),
    }
}

/// What makes descriptors share a slot.
#[derive(Clone, Copy, Hash, PartialEq, Eq)]
enum SlotGroup {
    /// The `pipeline` step's `tile.rebind_slot_group` value.
    Attribute(i64),
    /// A group of `siblings`.
    Siblings(usize),
}

/// A kernel with device-born descriptors.
pub(crate) struct Kernel<'c, 'a> {
    /// The `gpu.func`.
    pub(crate) func: OperationRef<'c, 'a>,
    /// Its entry block.
    pub(crate) entry: BlockRef<'c, 'a>,
    /// `@module::@name`.
    pub(crate) symbol: String,
    /// Its parameter count before the plan.
    pub(crate) n_inputs: usize,
    /// Its device-born descriptors, in IR order (slot `k` is the k-th).
    pub(crate) descs: Vec<DeviceDesc<'c, 'a>>,
    /// Its `gpu.launch_func`s.
    pub(crate) launches: Vec<OperationRef<'c, 'a>>,
}

/// One template parameter: the descriptor it seeds.
pub(crate) struct TemplateParam<'c> {
    /// Its type (the descriptor's).
    pub(crate) ty: Type<'c>,
    /// The static part (for the host placeholders).
    pub(crate) descriptor: Descriptor,
    /// The descriptor op's location.
    pub(crate) location: Location<'c>,
    /// The launch-invariant fields (the host encodes them instead of a
    /// placeholder).
    pub(crate) fields: Vec<Option<Source>>,
}

/// The new parameters of a rewritten kernel.
pub(crate) struct Layout<'c> {
    /// Index of the first template parameter (and of the launch operand).
    pub(crate) first: usize,
    /// The template parameters, in order (template-seeded descriptors only).
    pub(crate) templates: Vec<TemplateParam<'c>>,
    /// Per slot: the index of its template in `templates`, if it is seeded
    /// from one.
    pub(crate) template_of: Vec<Option<usize>>,
    /// Per descriptor (IR order): its slot. One per descriptor, except
    /// that the descriptors of one slot group (a pipelined loop's prepare
    /// op and the op of the item it prepares) share one.
    pub(crate) slot_of: Vec<usize>,
    /// Per slot: the descriptor it is first written for.
    pub(crate) first_of: Vec<usize>,
}

impl Layout<'_> {
    /// Slots per CTA (one per device-born descriptor or slot group).
    pub(crate) fn slots(&self) -> usize {
        self.template_of.len()
    }
}

impl Layout<'_> {
    /// Index of the workspace parameter.
    pub(crate) fn workspace(&self) -> usize {
        self.first + self.templates.len()
    }
}

/// One planned write of a slot.
pub(crate) struct Write<'c, 'a> {
    /// The first op of the write sequence: in-flight waits go before it.
    pub(crate) first: OperationRef<'c, 'a>,
    /// The location of its `tile.rebind` (unique per slot of the kernel).
    pub(crate) rebind: Location<'c>,
    /// The descriptor op's location (for remarks).
    pub(crate) origin: Location<'c>,
    /// Whether stores or reductions read the slot (their reads can be
    /// retired by a bulk wait).
    pub(crate) has_bulk_users: bool,
    /// Whether loads read the slot.
    pub(crate) has_loads: bool,
}

/// Checks that the operands of a descriptor op can feed `tile.rebind`;
/// `Err` says why not.
pub(crate) fn check_source(op: &OperationRef<'_, '_>, desc: &Descriptor) -> Result<(), String> {
    let rank = usize::try_from(desc.rank).unwrap_or(0);
    if let Some(make) = MakeTensorMapFromPtrOp::cast(*op) {
        let (dims, strides) = (make.dims().len(), make.strides().len());
        if dims != rank || strides + 1 != rank {
            return Err(format!(
                "a rank-{rank} descriptor needs {rank} dims and {} strides, got {dims} and {strides}",
                rank.saturating_sub(1)
            ));
        }
        return Ok(());
    }
    let source = MakeTensorMapOp::cast(*op)
        .map(|make| make.source())
        .ok_or_else(|| "the op has no source".to_string())?;
    let info = memref_info(source.r#type())
        .ok_or_else(|| format!("the source '{}' is not a memref", source.r#type()))?;
    if info.shape.len() != rank {
        return Err(format!(
            "the source '{}' has rank {}, the descriptor rank {rank}",
            source.r#type(),
            info.shape.len()
        ));
    }
    match info.strides.last() {
        Some(Some(1)) => {}
        Some(Some(s)) => {
            return Err(format!(
                "the innermost stride of '{}' is {s}; a tensor map needs a contiguous innermost dimension",
                source.r#type()
            ))
        }
        _ => {
            return Err(format!(
                "the innermost stride of '{}' is dynamic; a device rebind cannot check it is 1 (the host path checks it at run time): use a layout with a static innermost stride of 1",
                source.r#type()
            ))
        }
    }
    if element_bytes(&info.element, desc).is_none() {
        return Err(format!(
            "the element type '{}' has no known byte size",
            info.element
        ));
    }
    Ok(())
}

/// Rewrites `kernel`: new parameters, slots, one write sequence per
/// device-born descriptor (which it replaces). Returns the new parameter
/// layout and the writes.
pub(crate) fn rewrite<'c, 'a>(
    context: &'c Context,
    kernel: &Kernel<'c, 'a>,
) -> Result<(Layout<'c>, Vec<Write<'c, 'a>>), BuildError> {
    let n = kernel.descs.len();
    let n_host = int_attr(&kernel.func, NUM_HOST_TMAS)
        .and_then(|v| usize::try_from(v).ok())
        .unwrap_or(0)
        .min(kernel.n_inputs);
    let first = kernel.n_inputs - n_host;
    let first_op = kernel.entry.first_operation().ok_or(BuildError::Detached)?;
    let prologue = At::before(context, first_op, kernel.func.location())?;
    let workspace_ty = prologue.ty(WORKSPACE_TYPE)?;

    // Slots: one per descriptor, one per slot group (the `pipeline` step's
    // attribute, or descriptors of sibling loops: `siblings`).
    let mut slot_of = Vec::with_capacity(n);
    let mut first_of = Vec::new();
    let mut group_slot: HashMap<SlotGroup, usize> = HashMap::new();
    let sibling_groups = super::siblings::groups(&kernel.descs);
    super::siblings::remark(&kernel.descs, &sibling_groups);
    for (k, d) in kernel.descs.iter().enumerate() {
        let group = int_attr(&d.op, super::shared::GROUP_ATTR)
            .map(SlotGroup::Attribute)
            .or(sibling_groups[k].map(SlotGroup::Siblings));
        match group.and_then(|g| group_slot.get(&g).copied()) {
            Some(slot) => slot_of.push(slot),
            None => {
                if let Some(g) = group {
                    group_slot.insert(g, first_of.len());
                }
                slot_of.push(first_of.len());
                first_of.push(k);
            }
        }
    }
    let n_slots = first_of.len();
    // Parameters: the templates (of template-seeded descriptors), then the
    // workspace, before the host-born ones.
    let mut template_of = Vec::with_capacity(n);
    let mut templates = Vec::new();
    // The descriptors that are not look-ahead copies, by location (a
    // location is uniqued: equal ones are one pointer), in order.
    let mut originals: HashMap<usize, Vec<usize>> = HashMap::new();
    let mut group_first: HashMap<usize, usize> = HashMap::new();
    for (k, d) in kernel.descs.iter().enumerate() {
        let location = d.op.location().to_raw().ptr as usize;
        // A look-ahead copy shares the template of the op it copies.
        let copy = d.op.has_attribute(super::shared::COPY_ATTR);
        let original = copy.then(|| {
            originals.get(&location).and_then(|earlier| {
                earlier.iter().copied().find(|&j| {
                    let e = &kernel.descs[j];
                    e.ty == d.ty && e.fields == d.fields && e.strategy.seed == d.strategy.seed
                })
            })
        });
        if !copy {
            originals.entry(location).or_default().push(k);
        }
        // A sibling shares the template of its group's first member (same
        // type and invariant fields: the same template).
        let sibling = sibling_groups[k].and_then(|g| {
            let first = *group_first.entry(g).or_insert(k);
            (first != k).then_some(first)
        });
        if let Some(Some(j)) = original {
            template_of.push(template_of[j]);
        } else if let Some(j) = sibling {
            template_of.push(template_of[j]);
        } else if d.strategy.seed == Seed::Template {
            template_of.push(Some(templates.len()));
            templates.push(TemplateParam {
                ty: d.ty,
                descriptor: d.desc.clone(),
                location: d.op.location(),
                fields: d.fields.clone(),
            });
        } else {
            template_of.push(None);
        }
    }
    let mut params: Vec<Value<'c, 'a>> = Vec::with_capacity(templates.len());
    for (j, t) in templates.iter().enumerate() {
        params.push(kernel.entry.insert_argument(first + j, t.ty, t.location));
    }
    let workspace_location = kernel
        .descs
        .first()
        .map_or(kernel.func.location(), |d| d.op.location());
    let workspace =
        kernel
            .entry
            .insert_argument(first + templates.len(), workspace_ty, workspace_location);
    let mut new_types: Vec<Type<'c>> = templates.iter().map(|t| t.ty).collect();
    new_types.push(workspace_ty);
    insert_signature(context, kernel.func, first, &new_types)?;
    // SAFETY: a live kernel op; no other handle mutates it meanwhile.
    let mut func_mut = unsafe { OperationRefMut::from_raw(kernel.func.to_raw()) };
    func_mut.set_discardable_attribute(
        NUM_DEVICE_TMAS,
        IntegerAttribute::new(IntegerType::new(context, 32).into(), n_slots as i64).into(),
    );
    func_mut.set_discardable_attribute(
        WORKSPACE_PARAM,
        IntegerAttribute::new(
            IntegerType::new(context, 32).into(),
            (first + templates.len()) as i64,
        )
        .into(),
    );

    // Prologue: this CTA's first slot offset, staging slots, thread
    // conditions, shadows. Each slot's view is made where its descriptor is
    // built (`cta_slot`): views of all n slots here were n values live
    // through the whole kernel, which made LLVM's code generation (machine
    // sinking, liveness) quadratic in the descriptors.
    let base = cta_base(&prologue, n_slots)?;
    let mut threads = Threads::default();
    if kernel.descs.iter().any(|d| {
        matches!(d.placement.thread, Thread::Entry)
            && matches!(d.strategy.space, Space::Global | Space::Staged)
    }) {
        threads.elected = Some(first_thread(&prologue)?);
    }
    let mut staging = vec![None; n];
    // Staged descriptors sharing a global slot (a slot group) share its
    // staging slot too: the seed and the fields they do not write are
    // the slot's.
    let mut staged_slots: HashMap<usize, Value<'c, 'a>> = HashMap::new();
    for (k, d) in kernel.descs.iter().enumerate() {
        if d.strategy.space == Space::Staged {
            let slot = slot_of[k];
            let value = match staged_slots.get(&slot) {
                Some(v) => *v,
                None => {
                    let v = staging_slot(context, kernel, slot, &prologue)?;
                    staged_slots.insert(slot, v);
                    v
                }
            };
            staging[k] = Some(value);
        }
    }
    if kernel
        .descs
        .iter()
        .any(|d| d.strategy.space == Space::Shared)
    {
        let (warp0, lane0) = warp_zero(&prologue)?;
        threads.warp0 = Some(warp0);
        threads.lane0 = Some(lane0);
        for (k, d) in kernel.descs.iter().enumerate() {
            if d.strategy.space == Space::Shared {
                staging[k] = Some(staging_slot(context, kernel, k, &prologue)?);
            }
        }
    }

    let layout = Layout {
        first,
        templates,
        template_of: first_of.iter().map(|&k| template_of[k]).collect(),
        slot_of,
        first_of,
    };
    // A slot group's view and shadow are made once, in the prologue: its
    // descriptors are written at different points of a loop.
    let mut grouped: HashMap<usize, (Value<'c, 'a>, Option<Vec<Value<'c, 'a>>>)> = HashMap::new();
    let mut members = vec![0usize; n_slots];
    for &slot in &layout.slot_of {
        members[slot] += 1;
    }
    let shadowed =
        |d: &DeviceDesc<'c, 'a>| match (d.placement.per_iteration, write::tracked_count(d)) {
            (Some(_), count) if count > 0 => Some(count),
            _ => None,
        };
    let shadows = if kernel.descs.iter().any(|d| shadowed(d).is_some()) {
        Some(write::Shadows::new(&prologue)?)
    } else {
        None
    };
    let mut targets = Vec::with_capacity(n);
    for (k, d) in kernel.descs.iter().enumerate() {
        let slot_index = layout.slot_of[k];
        let rebind_location = Location::name(
            context,
            &format!("tile-plan-device-rebind.slot{k}"),
            d.op.location(),
        );
        let make_shadow = || -> Result<_, BuildError> {
            match (shadowed(d), &shadows) {
                (Some(count), Some(shadows)) => Ok(Some(shadows.make(count)?)),
                _ => Ok(None),
            }
        };
        let (slot, shadow) = if members[slot_index] > 1 {
            match grouped.get(&slot_index) {
                Some((slot, shadow)) => (*slot, shadow.clone()),
                None => {
                    let slot = cta_slot(&prologue, workspace, base, slot_index)?;
                    let shadow = make_shadow()?;
                    grouped.insert(slot_index, (slot, shadow.clone()));
                    (slot, shadow)
                }
            }
        } else {
            let at = At::before(context, d.placement.at, d.op.location())?;
            (cta_slot(&at, workspace, base, slot_index)?, make_shadow()?)
        };
        targets.push(Target {
            slot,
            staging: staging[k],
            template: template_of[k].map(|j| params[j]),
            shadow,
            rebind_location,
        });
    }
    // A slot's readers are those of every descriptor written into it.
    let mut slot_bulk = vec![false; n_slots];
    let mut slot_loads = vec![false; n_slots];
    for (k, d) in kernel.descs.iter().enumerate() {
        slot_bulk[layout.slot_of[k]] |= !d.users.bulk.is_empty();
        slot_loads[layout.slot_of[k]] |= !d.users.loads.is_empty();
    }
    let mut writes = Vec::with_capacity(n);
    for batch in batches(&kernel.descs, &targets) {
        let descs: Vec<&DeviceDesc> = batch.iter().map(|&k| &kernel.descs[k]).collect();
        let last = descs.last().ok_or(BuildError::Detached)?;
        let at = At::before(context, last.placement.at, last.op.location())?;
        let (first_written, views) = if is_conditional(&targets[batch[batch.len() - 1]]) {
            let batch_targets: Vec<&Target> = batch.iter().map(|&k| &targets[k]).collect();
            remark_batch(
                &descs,
                if matches!(last.placement.thread, Thread::Entry) {
                    "every thread, same loop iteration, no use in between): one condition, one seed, one publication for both"
                } else {
                    "same thread, same loop iteration, no use in between): one condition, one seed, one release fence for both"
                },
            );
            write::conditional(&at, &descs, &batch_targets, &threads)?
        } else if is_elected(last, &targets[batch[batch.len() - 1]]) {
            let batch_targets: Vec<&Target> = batch.iter().map(|&k| &targets[k]).collect();
            remark_batch(
                &descs,
                "both by thread (0, 0, 0), no use in between): one elected branch, one release fence, one barrier for both",
            );
            write::elected(&at, &descs, &batch_targets, &threads)?
        } else {
            let target = &targets[batch[0]];
            let (first, view) = match (last.placement.thread, last.strategy.space) {
                (Thread::Guarded { .. }, _) => write::own_thread(&at, last, target)?,
                (Thread::Entry, Space::Global | Space::Staged) => {
                    let (first, mut views) = write::elected(&at, &[last], &[target], &threads)?;
                    (first, views.pop().ok_or(BuildError::Detached)?)
                }
                (Thread::Entry, Space::Shared) => write::shared(&at, last, target, &threads)?,
            };
            (first, vec![view])
        };
        for ((&k, d), view) in batch.iter().zip(&descs).zip(views) {
            let origin = d.op.location();
            let result =
                d.op.result(0)
                    .map_err(|_| BuildError::NoResult(op_name(&d.op), 0))?;
            // SAFETY: both values are live and of the same type; the
            // descriptor op has no use left afterwards and no handle to it
            // is used again.
            unsafe {
                mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), view.to_raw());
                mlir_sys::mlirOperationDestroy(d.op.to_raw());
            }
            writes.push(Write {
                first: first_written,
                rebind: targets[k].rebind_location,
                origin,
                has_bulk_users: slot_bulk[layout.slot_of[k]],
                has_loads: slot_loads[layout.slot_of[k]],
            });
        }
    }
    Ok((layout, writes))
}

/// The `rebind-batch` remark at every descriptor of a batch but the first
/// (and the look-ahead's copies): rebound in one sequence with the first,
/// `why` (ending the parenthesis the remark opens).
fn remark_batch(descs: &[&DeviceDesc<'_, '_>], why: &str) {
    let Some((head, rest)) = descs.split_first() else {
        return;
    };
    for d in rest
        .iter()
        .filter(|d| !d.op.has_attribute(super::shared::COPY_ATTR))
    {
        super::shared::remark(
            d.op.location(),
            &op_name(&d.op),
            "rebind-batch",
            format!("rebound in one sequence with {} ({why}", describe(&head.op)),
        );
    }
}

/// Whether `d` is rebound conditionally (per loop iteration, with a shadow
/// of the values it writes): by its own thread, or, when every thread runs
/// the loop, by the elected thread or warp 0 for the CTA.
fn is_conditional(target: &Target<'_, '_>) -> bool {
    target.shadow.is_some()
}

/// The most descriptors in one elected batch. The batch's writes become
/// one basic block, and the time of LLVM's instruction selection and of
/// the fence checker's walk of each slot's sequence grows faster than the
/// block: 10,000 descriptors in one batch took 83 s and 51 s (one each:
/// 2 s and 0.3 s); 16 keep both linear and still save 15 of 16 barriers.
pub(crate) const ELECTED_BATCH_MAX: usize = 16;

/// Whether `d` is written straight-line by the elected thread (0, 0, 0) in
/// its global slot and published by a CTA barrier ([`write::elected`]).
fn is_elected(d: &DeviceDesc<'_, '_>, target: &Target<'_, '_>) -> bool {
    matches!(
        (d.placement.thread, d.strategy.space),
        (Thread::Entry, Space::Global | Space::Staged)
    ) && !is_conditional(target)
}

/// The descriptors in program order, in batches written by one sequence:
/// - consecutive conditional rebinds by the same thread in the same
///   iteration of the same loop, whose write points share a block, where no
///   op between the first write point and the last uses an earlier
///   descriptor (so its write can move down to the last one): they share
///   one condition and one release fence ([`write::conditional`]);
///   checked incrementally too (the ops from the last member's write point
///   to the next one's, against every member);
/// - consecutive elected rebinds ([`is_elected`]) whose write points share
///   a block, with no use of an earlier one in between, at most
///   [`ELECTED_BATCH_MAX`]: they share one elected branch, one release
///   fence and one barrier
///   ([`write::elected`]). Checked incrementally (each op between two
///   write points once), so a kernel of N such descriptors costs O(N).
///
/// Every other descriptor is a batch of its own.
fn batches(descs: &[DeviceDesc<'_, '_>], targets: &[Target<'_, '_>]) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    // The elected batch being grown: its descriptors' values, and the
    // write point up to which no op uses them.
    let mut open: Option<(std::collections::HashSet<usize>, OperationRef)> = None;
    // The same for the batch being grown when it is not elected: its
    // descriptors' values (`None` once one has no value: then nothing
    // joins it) and its last write point.
    #[allow(clippy::type_complexity)]
    let mut conditional: Option<(Option<std::collections::HashSet<usize>>, OperationRef)> = None;
    for (k, d) in descs.iter().enumerate() {
        let value = d.op.result(0).map(|r| r.to_raw().ptr as usize).ok();
        if is_elected(d, &targets[k]) {
            conditional = None;
            if let (Some((members, reached)), Some(batch), Some(v)) =
                (open.as_mut(), out.last_mut(), value)
            {
                if batch.len() < ELECTED_BATCH_MAX
                    && none_used_between(members, *reached, d.placement.at)
                {
                    batch.push(k);
                    members.insert(v);
                    *reached = d.placement.at;
                    continue;
                }
            }
            out.push(vec![k]);
            open = value.map(|v| (std::collections::HashSet::from([v]), d.placement.at));
            continue;
        }
        open = None;
        // Joining needs, for every member e: both conditional, the same
        // thread and loop, and no use of e from e's write point to d's.
        // The members passed all of it up to the last one's write point
        // when they joined (and the relations are equivalences), so the
        // last member and the ops from its write point to d's suffice.
        let joins = match (out.last(), conditional.as_ref()) {
            (Some(batch), Some((members, reached))) => batch.last().is_some_and(|&j| {
                let e = &descs[j];
                is_conditional(&targets[j])
                    && is_conditional(&targets[k])
                    && same_thread(e, d)
                    && same_op(e.placement.per_iteration, d.placement.per_iteration)
                    && members
                        .as_ref()
                        .is_some_and(|members| none_used_between(members, *reached, d.placement.at))
            }),
            _ => false,
        };
        match (out.last_mut(), conditional.as_mut()) {
            (Some(batch), Some((members, reached))) if joins => {
                batch.push(k);
                *members = members.take().zip(value).map(|(mut m, v)| {
                    m.insert(v);
                    m
                });
                *reached = d.placement.at;
            }
            _ => {
                out.push(vec![k]);
                conditional = Some((
                    value.map(|v| std::collections::HashSet::from([v])),
                    d.placement.at,
                ));
            }
        }
    }
    out
}

fn same_op(a: Option<OperationRef<'_, '_>>, b: Option<OperationRef<'_, '_>>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a.to_raw().ptr == b.to_raw().ptr,
        _ => false,
    }
}

fn same_thread(a: &DeviceDesc<'_, '_>, b: &DeviceDesc<'_, '_>) -> bool {
    match (a.placement.thread, b.placement.thread) {
        (Thread::Guarded { guard: g, .. }, Thread::Guarded { guard: h, .. }) => {
            g.to_raw().ptr == h.to_raw().ptr
        }
        // Every thread, in the same space (one write form for the batch).
        (Thread::Entry, Thread::Entry) => a.strategy.space == b.strategy.space,
        _ => false,
    }
}

/// Whether `from` and `until` share a block, `until` not before `from`,
/// and no op from `from` up to (not including) `until`, nor any op nested
/// in one, uses a value in `members`.
fn none_used_between(
    members: &std::collections::HashSet<usize>,
    from: OperationRef<'_, '_>,
    until: OperationRef<'_, '_>,
) -> bool {
    let (Some(block), Some(other)) = (from.block(), until.block()) else {
        return false;
    };
    if block.to_raw().ptr != other.to_raw().ptr {
        return false;
    }
    let mut op = Some(from);
    while let Some(current) = op {
        if current.to_raw().ptr == until.to_raw().ptr {
            return true;
        }
        let mut used = false;
        current.walk(WalkOrder::PreOrder, |inner| {
            if inner
                .operands()
                .any(|o| members.contains(&(o.to_raw().ptr as usize)))
            {
                used = true;
                return WalkResult::Interrupt;
            }
            WalkResult::Advance
        });
        if used {
            return false;
        }
        op = current.next_in_block();
    }
    false
}

/// Inserts `types` into the kernel's `function_type` (and empty entries
/// into its `arg_attrs`) at `at`.
fn insert_signature<'c>(
    context: &'c Context,
    func: OperationRef<'c, '_>,
    at: usize,
    types: &[Type<'c>],
) -> Result<(), BuildError> {
    crate::kernel_signature::insert_param_types(context, func, at, types).map_err(|message| {
        BuildError::Op {
            name: op_name(&func),
            message,
        }
    })
}

/// The byte offset of this CTA's first slot in the workspace, `b * n * 128`,
/// `b` the linearized block id (in the prologue).
fn cta_base<'c, 'a>(at: &At<'c, 'a>, n: usize) -> Result<Value<'c, 'a>, BuildError> {
    let bx = at.gpu_dim("block_id", 'x')?;
    let by = at.gpu_dim("block_id", 'y')?;
    let bz = at.gpu_dim("block_id", 'z')?;
    let gx = at.gpu_dim("grid_dim", 'x')?;
    let gy = at.gpu_dim("grid_dim", 'y')?;
    let plane = at.binary("arith.muli", bz, gy)?;
    let row = at.binary("arith.addi", plane, by)?;
    let rows = at.binary("arith.muli", row, gx)?;
    let block = at.binary("arith.addi", rows, bx)?;
    let per_cta = at.const_index(n as i64 * SLOT_BYTES)?;
    at.binary("arith.muli", block, per_cta)
}

/// The CTA's slot `k`, made at `at`: a `memref<128xi8, 1>` view of the
/// workspace at byte `base + k * 128` ([`cta_base`]), asserted 128-byte
/// aligned (the workspace is; see [`super::host`]).
fn cta_slot<'c, 'a>(
    at: &At<'c, 'a>,
    workspace: Value<'c, 'a>,
    base: Value<'c, 'a>,
    k: usize,
) -> Result<Value<'c, 'a>, BuildError> {
    let slot_ty = at.ty(&format!("memref<{SLOT_BYTES}xi8, 1>"))?;
    let offset = if k == 0 {
        base
    } else {
        let delta = at.const_index(k as i64 * SLOT_BYTES)?;
        at.binary("arith.addi", base, delta)?
    };
    let view = at.value("memref.view", &[workspace, offset], slot_ty, &[])?;
    at.value(
        "memref.assume_alignment",
        &[view],
        slot_ty,
        &[at.named("alignment", at.int_attr(SLOT_BYTES, 32))],
    )
}

/// `thread_id x == 0 && thread_id y == 0 && thread_id z == 0`.
fn first_thread<'c, 'a>(at: &At<'c, 'a>) -> Result<Value<'c, 'a>, BuildError> {
    let zero = at.const_index(0)?;
    let mut all: Option<Value<'c, 'a>> = None;
    for dim in ['x', 'y', 'z'] {
        let tid = at.gpu_dim("thread_id", dim)?;
        let is_zero = at.equal(tid, zero)?;
        all = Some(match all {
            None => is_zero,
            Some(previous) => at.binary("arith.andi", previous, is_zero)?,
        });
    }
    all.ok_or(BuildError::Detached)
}

/// Warp 0 (`thread_id x < 32 && y == 0 && z == 0`; the block's x extent
/// is a multiple of 32, see `strategy`) and lane 0 (`thread_id x == 0`).
fn warp_zero<'c, 'a>(at: &At<'c, 'a>) -> Result<(Value<'c, 'a>, Value<'c, 'a>), BuildError> {
    let zero = at.const_index(0)?;
    let warp = at.const_index(32)?;
    let x = at.gpu_dim("thread_id", 'x')?;
    let y = at.gpu_dim("thread_id", 'y')?;
    let z = at.gpu_dim("thread_id", 'z')?;
    let below = at.value(
        "arith.cmpi",
        &[x, warp],
        at.int(1),
        &[at.named("predicate", at.int_attr(6, 64))],
    )?;
    let y0 = at.equal(y, zero)?;
    let z0 = at.equal(z, zero)?;
    let yz = at.binary("arith.andi", y0, z0)?;
    let warp0 = at.binary("arith.andi", below, yz)?;
    let lane0 = at.equal(x, zero)?;
    Ok((warp0, lane0))
}

/// A 128-byte, 128-aligned shared::cta staging slot for descriptor `k`:
/// a `memref.global` added to the kernel's `gpu.module`, read in the
/// prologue.
fn staging_slot<'c, 'a>(
    context: &'c Context,
    kernel: &Kernel<'c, 'a>,
    k: usize,
    prologue: &At<'c, 'a>,
) -> Result<Value<'c, 'a>, BuildError> {
    let name = format!(
        "__tile_rebind_staging_{}_{k}",
        kernel.symbol.rsplit("::@").next().unwrap_or("kernel")
    );
    let ty = prologue.ty(&format!("memref<{SLOT_BYTES}xi8, 3>"))?;
    let module_level = At::before(context, kernel.func, kernel.func.location())?;
    module_level.op(
        "memref.global",
        &[],
        &[],
        &[
            module_level.named(
                "sym_name",
                melior::ir::attribute::StringAttribute::new(context, &name).into(),
            ),
            module_level.named(
                "sym_visibility",
                melior::ir::attribute::StringAttribute::new(context, "private").into(),
            ),
            module_level.named("type", module_level.type_attr(ty)),
            module_level.named("alignment", module_level.int_attr(SLOT_BYTES, 64)),
        ],
    )?;
    let symbol = prologue.attr(&format!("@{name}"))?;
    prologue.value(
        "memref.get_global",
        &[],
        ty,
        &[prologue.named("name", symbol)],
    )
}
