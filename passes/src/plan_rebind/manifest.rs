//! The launch manifest's side of the plan: a rewritten kernel's entry gains
//! its template and workspace parameters (before the host-born
//! descriptors, whose indices move up) and the [`Rebind`] section that
//! says how to encode each template, how large the workspace is and how
//! each slot is built (seeded from a template or zeroed, rewritten in
//! global or shared memory).

use super::host::placeholder_extents;
use super::kernel::{field_name, Layout, Source};
use super::shared::{SLOT_BYTES, WORKSPACE_TYPE};
use super::strategy::Space;
use crate::separate_host_tma::manifest::{host_tma, GlobalExprs, HostTmaSource};
use tile_abi::manifest::{
    Expr, KernelManifest, Param, ParamKind, Rebind, RebindSlot, RebindTemplate, Workspace,
};

/// What the manifest needs to know about one rewritten kernel.
pub(crate) struct Planned<'l, 'c> {
    /// The new parameters.
    pub(crate) layout: &'l Layout<'c>,
    /// The device-born descriptor ops' names, in slot order.
    pub(crate) ops: &'l [String],
    /// Their `file:line:col` (or `line:col`), in slot order.
    pub(crate) locations: &'l [Option<String>],
    /// Where each is rewritten, in slot order.
    pub(crate) spaces: &'l [Space],
}

/// The value of rebind field `index` the template carries: its real value
/// when launch-invariant, else the placeholder `placeholder`.
fn template_field(field: Option<Source>, placeholder: Expr) -> Expr {
    match field {
        Some(Source::Argument(n)) => Expr::sym(format!("operand({n})")),
        Some(Source::Constant(v)) => Expr::Const(v),
        None => placeholder,
    }
}

/// Amends `kernel` (its manifest entry before the plan) with the planned
/// templates and workspace; `Err` names what does not fit.
pub(crate) fn amend(kernel: &mut KernelManifest, planned: &Planned<'_, '_>) -> Result<(), String> {
    let layout = planned.layout;
    let n = layout.templates.len();
    let first = layout.first;
    if first > kernel.params.len() {
        return Err(format!(
            "the manifest lists {} parameters of {}, the plan inserts at #{first}",
            kernel.params.len(),
            kernel.name
        ));
    }
    // The slot of each template (its descriptor's index).
    let mut slot_of = vec![0; n];
    for (slot, template) in layout.template_of.iter().enumerate() {
        if let Some(&k) = template.as_ref() {
            if k >= n {
                return Err(format!("slot {slot} names template {k} of {n}"));
            }
            slot_of[k] = slot;
        }
    }
    let mut templates = Vec::with_capacity(n);
    for (k, template) in layout.templates.iter().enumerate() {
        let desc = &template.descriptor;
        let fields = &template.fields;
        let slot = slot_of[k];
        let (dims, strides) = placeholder_extents(desc);
        let field = |i: usize| fields.get(i).copied().flatten();
        let address = template_field(field(0), Expr::sym("workspace"));
        let global = GlobalExprs {
            address: address.clone(),
            dims: dims
                .iter()
                .enumerate()
                .map(|(i, d)| template_field(field(1 + i), Expr::Const(*d)))
                .collect(),
            strides: strides
                .iter()
                .enumerate()
                .map(|(i, s)| template_field(field(1 + dims.len() + i), Expr::Const(*s)))
                .collect(),
        };
        let source = HostTmaSource {
            param: first + k,
            op: planned.ops.get(slot).cloned().unwrap_or_default(),
            ty: template.ty.to_string(),
            source_operand: match field(0) {
                Some(Source::Argument(a)) => Some(a),
                _ => None,
            },
            source: address,
            merged: 1,
        };
        let encode = host_tma(source, desc, global)?;
        let rank = fields.len() / 2;
        templates.push(RebindTemplate {
            encode,
            device_fields: (0..fields.len())
                .filter(|&i| fields[i].is_none())
                .map(|i| field_name(i, rank))
                .collect(),
            location: planned.locations.get(slot).cloned().flatten(),
        });
    }
    let slots: Vec<RebindSlot> = layout
        .template_of
        .iter()
        .enumerate()
        .map(|(slot, template)| RebindSlot {
            slot,
            op: planned.ops.get(slot).cloned().unwrap_or_default(),
            seed: match template {
                Some(_) => "template",
                None => "zero",
            }
            .to_string(),
            template_param: template.map(|k| first + k),
            built_in: match planned.spaces.get(slot) {
                Some(Space::Shared) => "shared",
                Some(Space::Staged) => "staged",
                _ => "global",
            }
            .to_string(),
            location: planned.locations.get(slot).cloned().flatten(),
        })
        .collect();
    let bytes_per_cta = slots.len() as u64 * SLOT_BYTES as u64;
    let workspace = Workspace {
        param: first + n,
        ty: WORKSPACE_TYPE.to_string(),
        slots_per_cta: slots.len() as u64,
        slot_bytes: SLOT_BYTES as u64,
        bytes_per_cta,
        alignment: SLOT_BYTES as u64,
        bytes: Expr::sym(format!("grid_x*grid_y*grid_z*{bytes_per_cta}")),
    };
    let shift = n + 1;
    let mut params: Vec<Param> = Vec::with_capacity(kernel.params.len() + shift);
    params.extend(kernel.params.drain(..first));
    params.extend(templates.iter().map(|t| {
        Param::new(
            t.encode.param,
            ParamKind::RebindTemplate,
            t.encode.ty.clone(),
        )
    }));
    params.push(Param::new(
        workspace.param,
        ParamKind::RebindWorkspace,
        WORKSPACE_TYPE,
    ));
    params.extend(kernel.params.drain(..).map(|mut p| {
        p.index += shift;
        p.abi_index = None;
        p.abi.clear();
        p
    }));
    kernel.params = params;
    for h in &mut kernel.host_tmas {
        if h.param >= first {
            h.param += shift;
        }
    }
    kernel.rebind = Some(Rebind {
        templates,
        workspace,
        slots,
    });
    Ok(())
}
