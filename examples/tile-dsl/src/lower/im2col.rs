//! The columns walk: per column, one im2col load per filter tap into its
//! slab of one shared buffer, then one tiled store of the slabs.

use super::{cta_and_count, kernel, place};
use crate::plan::*;
use tile_compiler::builder::*;

/// Builds the columns walk of `plan` as one kernel of `module`.
pub(super) fn build_im2col(
    module: &ModuleBuilder<'_>,
    plan: &Plan,
    ip: &Im2colPlan,
) -> Result<(), BuildError> {
    let k = kernel(module, plan, ip.element)?;
    let (load_at, store_at) = (place(plan, ip.load_pos), place(plan, ip.store_pos));
    let src = k.arg_tensor_map(ip.src)?;
    let dst = k.arg_tensor_map(ip.dst)?;
    let [r, s] = ip.window;
    let [ph, pw] = ip.pad;
    let taps = r * s;
    let (p, c) = (ip.pixels, ip.channels);
    let slab = k.at(&place(plan, ip.src_pos)).shared(
        &format!("{}_slabs", plan.name),
        &MemRefSpec::shared(ip.element, Shape::outermost_first([taps, p, c])),
        1024,
    )?;
    let bar = k.barrier(&format!("{}_bar", plan.name))?;
    let (cta, ctas) = cta_and_count(&k, plan)?;
    let span = k.sub(k.add(k.index(ip.columns)?, ctas)?, k.add(cta, k.index(1)?)?)?;
    let n = k.div_u(span, ctas)?;
    let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
    let bytes = (taps * p * c) as i32 * ip.element.bytes() as i32;
    let [oh_count, ow_count] = ip.out_hw;
    let per_image = oh_count * ow_count / p;
    k.if_then(leader, |b| {
        b.mbarrier_init(&bar, b.i32(1)?)?;
        b.fence_proxy_async(ProxySpace::SharedCta)?;
        b.for_range(b.index(0)?, n, b.index(1)?, |b, i| {
            let load = b.at(&load_at);
            let col = b.add(cta, b.mul(i, ctas)?)?;
            // The slabs are free once the last column's store read them.
            b.bulk_wait(0, true)?;
            b.at(&load_at)
                .mbarrier_arrive_expect_tx(&bar, b.i32(bytes)?, None)?;
            let image: I32 = b.cast(b.div_u(col, b.index(per_image)?)?)?;
            let first = b.mul(b.rem_u(col, b.index(per_image)?)?, b.index(p)?)?;
            let oh: I32 = b.cast(b.div_u(first, b.index(ow_count)?)?)?;
            let h = b.sub(oh, b.i32(ph as i32)?)?;
            let w0 = b.i32(-(pw as i32))?;
            let coords = Coords::innermost_first([b.i32(0)?, w0, h, image]);
            for tr in 0..r {
                for ts in 0..s {
                    let tap = tr * s + ts;
                    let at = load.index(tap * p * c)?;
                    let view = load.view(&slab, at, Shape::outermost_first([p, c]))?;
                    let options = LoadOptions {
                        mode: Some(LoadMode::Im2col),
                        im2col: vec![load.i16(ts as i16)?, load.i16(tr as i16)?],
                        ..LoadOptions::default()
                    };
                    load.load(&src, &coords, &view, &bar, &options)?;
                }
            }
            let parity: I32 = b.cast(b.and(i, b.index(1)?)?)?;
            b.mbarrier_wait_parity(&bar, parity)?;
            let store = b.at(&store_at);
            let z: I32 = store.cast(store.mul(col, store.index(taps)?)?)?;
            store.store(
                &slab,
                &dst,
                &Coords::innermost_first([store.i32(0)?, store.i32(0)?, z]),
                &StoreOptions::default(),
            )?;
            b.bulk_commit()
        })?;
        b.bulk_wait(0, true)
    })
}
