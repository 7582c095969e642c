//! A columns walk: the im2col geometry of the input, the body
//! (`load X[c]; store Y[c];`) and the output's shape. The descriptor rules
//! of the input and output tensor maps (channels, pixels per column,
//! corners, the output's box) are the compiler's: the lowering declares
//! both parameters at the input's declaration, where they are reported.

use super::{err, Result, MAX_EXTENT};
use crate::ast::*;
use crate::error::SourceError;
use crate::plan::*;
use std::collections::HashMap;
use tile_compiler::builder::{BoxDims, TensorMapSpec};

/// The plan of a columns walk (`for c in columns(X)`), its parameters into
/// `params`.
pub(super) fn im2col_plan(
    the_loop: &Loop,
    over: &TensorDecl,
    tensors: &HashMap<&str, (&TensorDecl, usize)>,
    params: &mut Vec<ParamPlan>,
) -> Result<Im2colPlan> {
    let Layout::Im2col {
        shape,
        window,
        pad,
        pixels,
    } = &over.layout
    else {
        return err(
            the_loop.over_pos,
            "walk-kind",
            format!(
                "columns(...) walks an im2col input, '{}' is not one",
                over.name
            ),
        );
    };
    let el = over.dtype;
    let geometry = |m: String| SourceError::new(over.pos, "im2col-geometry", m);
    let &[n, h, w, c] = shape.as_slice() else {
        return Err(geometry(format!(
            "an im2col input is NHWC (rank 4), got rank {}",
            shape.len()
        )));
    };
    let ([r, s], [ph, pw], p) = (*window, *pad, *pixels);
    // One load per tap, unrolled, at 16-bit offsets: 1 ..= 256 each way
    // (the output's box of r * s slabs is the compiler's rule).
    if !(1..=256).contains(&r) || !(1..=256).contains(&s) {
        return Err(geometry(format!(
            "window {window:?}: each extent 1 ..= 256"
        )));
    }
    if !(0..=MAX_EXTENT).contains(&ph) || !(0..=MAX_EXTENT).contains(&pw) {
        return Err(geometry(format!("pad {pad:?}: each 0 ..= {MAX_EXTENT}")));
    }
    let (oh, ow) = (h + 2 * ph - r + 1, w + 2 * pw - s + 1);
    if oh < 1 || ow < 1 {
        return Err(geometry(format!("the output is {oh} x {ow}")));
    }
    let per_image = oh
        .checked_mul(ow)
        .ok_or_else(|| geometry(format!("an output image of {oh} x {ow} pixels: too many")))?;
    if p < 1 || p % ow != 0 || per_image % p != 0 {
        return Err(geometry(format!(
            "pixels {p}: a column must be whole output rows of one image (rows of {ow}, images of {} pixels)",
            per_image
        )));
    }
    // Extents are at most 2^32, so N * OH * OW may pass i64: checked.
    let columns = n
        .checked_mul(per_image)
        .map(|pixels_all| pixels_all / p)
        .filter(|c| {
            c.checked_mul(r * s)
                .is_some_and(|n| n <= i64::from(i32::MAX))
        })
        .ok_or_else(|| {
            geometry(format!(
                "{n} images of {oh} x {ow} pixels: too many columns"
            ))
        })?;
    let taps = r * s;
    // The body: load the input, store the slab.
    let [first, second] = the_loop.body.as_slice() else {
        return err(
            the_loop.pos,
            "columns-body",
            "a columns walk is 'load input[c]; store output[c];'",
        );
    };
    let (
        Stmt::Load {
            access: la,
            multicast: false,
        },
        Stmt::Store(sa),
    ) = (&first.stmt, &second.stmt)
    else {
        return err(
            first.pos,
            "columns-body",
            "a columns walk is 'load input[c]; store output[c];'",
        );
    };
    if la.tensor != over.name || la.ahead != 0 || la.per_cta {
        return err(
            la.pos,
            "columns-body",
            format!("the columns walk loads '{}[{}]'", over.name, the_loop.var),
        );
    }
    let (dst, dst_param) = tensors.get(sa.tensor.as_str()).ok_or_else(|| {
        SourceError::new(
            sa.pos,
            "unknown-tensor",
            format!("no tensor '{}'", sa.tensor),
        )
    })?;
    let want = vec![columns * taps, p, c];
    if dst.layout != Layout::Dense(want.clone()) || sa.ahead != 0 || sa.per_cta {
        return err(
            sa.pos,
            "im2col-output",
            format!(
                "the output of {columns} columns x {taps} taps is a tensor [{}, {}, {}]",
                want[0], want[1], want[2]
            ),
        );
    }
    let (src_param, _) = (tensors[over.name.as_str()].1, ());
    if tensors.len() != 2 {
        return err(
            over.pos,
            "columns-body",
            "a columns walk has exactly its input and output tensors",
        );
    }
    // The corners per spatial dim (w, h) and the box (channels, pixels,
    // taps): innermost first, as the tensor map keeps them.
    let lower = BoxDims::innermost_first([-pw, -ph]);
    let upper = BoxDims::innermost_first([pw - (s - 1), ph - (r - 1)]);
    let src_spec = TensorMapSpec::im2col(el, 4, c, p, lower, upper);
    let dst_spec = TensorMapSpec::tiled(el, BoxDims::outermost_first([taps, p, c]));
    let mut ordered = vec![
        (src_param, over.name.clone(), src_spec),
        (*dst_param, dst.name.clone(), dst_spec),
    ];
    ordered.sort_by_key(|(k, _, _)| *k);
    for (_, name, spec) in ordered {
        params.push(ParamPlan::TensorMap {
            name,
            spec,
            pos: over.pos,
        });
    }
    Ok(Im2colPlan {
        src: src_param,
        src_pos: over.pos,
        load_pos: first.pos,
        store_pos: second.pos,
        dst: *dst_param,
        element: el,
        channels: c,
        pixels: p,
        window: *window,
        pad: *pad,
        out_hw: [oh, ow],
        columns,
    })
}
