//! Result checks, all on the host: exact (bit-for-bit) for copies, a tolerance against an
//! f64 reference for float reductions. Every element is checked; a failure names the first
//! wrong element (outermost-first index), what it holds and what was expected.

use crate::data::{DType, HostTensor, POISON};
use crate::swizzle::{self, Swizzle};
use crate::tensormap::OobFill;

#[derive(Debug, Clone)]
pub struct Verdict {
    pub ok: bool,
    pub checked: u64,
    pub wrong: u64,
    /// Largest |got - ref| / |ref| (float reductions only).
    pub max_rel_err: Option<f64>,
    pub message: String,
}

impl Verdict {
    /// A check that could not run at all (its setup was invalid).
    fn failed(message: String) -> Verdict {
        Verdict {
            ok: false,
            checked: 0,
            wrong: 1,
            max_rel_err: None,
            message,
        }
    }

    fn new(
        checked: u64,
        wrong: u64,
        first: Option<String>,
        what: &str,
        max_rel_err: Option<f64>,
    ) -> Verdict {
        match first {
            None => Verdict {
                ok: true,
                checked,
                wrong: 0,
                max_rel_err,
                message: format!("{what}: all {checked} elements match"),
            },
            Some(f) => Verdict {
                ok: false,
                checked,
                wrong,
                max_rel_err,
                message: format!("{what}: {wrong} of {checked} elements wrong; first: {f}"),
            },
        }
    }
}

/// One worker's wrong elements: how many, and the first (flat index, text).
#[derive(Default)]
struct Tally {
    wrong: u64,
    first: Option<(u64, String)>,
}

impl Tally {
    /// Counts a wrong element at `at`; `text` is made only for the first one.
    fn miss(&mut self, at: u64, text: impl FnOnce() -> String) {
        self.wrong += 1;
        if self.first.is_none() {
            self.first = Some((at, text()));
        }
    }
}

/// Split `0..n` over the cores; `f(range)` returns its tally and max err. Returns (wrong
/// count, text of the first wrong element by index, max err).
fn par<F>(n: u64, f: F) -> (u64, Option<String>, f64)
where
    F: Fn(std::ops::Range<u64>) -> (Tally, f64) + Sync,
{
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(32) as u64;
    let per = n.div_ceil(threads).max(1);
    let parts: Vec<_> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..threads)
            .map(|t| (t * per).min(n)..((t + 1) * per).min(n))
            .filter(|r| !r.is_empty())
            .map(|r| {
                let f = &f;
                s.spawn(move || f(r))
            })
            .collect();
        hs.into_iter()
            .map(|h| h.join().expect("check thread panicked"))
            .collect()
    });
    let mut wrong = 0;
    let mut first: Option<(u64, String)> = None;
    let mut max = 0f64;
    for (t, m) in parts {
        wrong += t.wrong;
        max = max.max(m);
        if let Some(x) = t.first {
            if first.as_ref().is_none_or(|f| x.0 < f.0) {
                first = Some(x);
            }
        }
    }
    (wrong, first.map(|f| f.1), max)
}

fn is_nan(dt: DType, b: &[u8]) -> bool {
    dt.is_float() && dt.to_f64(b).is_nan()
}

/// `dst` must equal `src` wherever the index lies inside `src`, and the load's out-of-bounds
/// fill elsewhere (zero, or any NaN for `OobFill::Nan`). Ranks and dtypes are equal.
pub fn copy(src: &HostTensor, dst: &HostTensor, oob: OobFill) -> Verdict {
    let r = dst.shape.len();
    let es = dst.dtype.size();
    let inner = dst.shape[r - 1];
    let src_inner = src.shape[r - 1];
    let rows = dst.elems() / inner;
    let zero = vec![0u8; es];
    let dt = dst.dtype;
    let (wrong, first, _) = par(rows, |range| {
        let mut tally = Tally::default();
        let mut note = |flat: u64, expected: String| {
            tally.miss(flat, || {
                format!(
                    "{} = {}, expected {expected}",
                    dst.at(flat),
                    dt.show(dst.elem(flat))
                )
            })
        };
        for row in range {
            // Outermost-first index of this row, and whether it lies inside src.
            let mut rem = row;
            let mut src_row = 0u64;
            let mut inside = true;
            let mut mul = 1u64;
            for d in (0..r - 1).rev() {
                let i = rem % dst.shape[d];
                rem /= dst.shape[d];
                if i >= src.shape[d] {
                    inside = false;
                }
                src_row += i * mul;
                mul *= src.shape[d];
            }
            let n_in = if inside { inner.min(src_inner) } else { 0 };
            let d0 = (row * inner) as usize * es;
            if n_in > 0 {
                let s0 = (src_row * src_inner) as usize * es;
                let len = n_in as usize * es;
                if dst.bytes[d0..d0 + len] != src.bytes[s0..s0 + len] {
                    for c in 0..n_in {
                        let (fd, fs) = (row * inner + c, src_row * src_inner + c);
                        if dst.elem(fd) != src.elem(fs) {
                            note(fd, format!("{} from {}", dt.show(src.elem(fs)), src.at(fs)));
                        }
                    }
                }
            }
            for c in n_in..inner {
                let fd = row * inner + c;
                let e = dst.elem(fd);
                let ok = match oob {
                    OobFill::Zero => e == &zero[..],
                    OobFill::Nan => is_nan(dt, e),
                };
                if !ok {
                    let fill = match oob {
                        OobFill::Zero => "0 (out-of-bounds zero fill",
                        OobFill::Nan => "NaN (out-of-bounds NaN fill",
                    };
                    let dims = src
                        .shape
                        .iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join("x");
                    note(fd, format!("{fill}: {} is {dims})", src.name));
                }
            }
        }
        (tally, 0.0)
    });
    Verdict::new(
        dst.elems(),
        wrong,
        first,
        &format!("copy {} -> {}", src.name, dst.name),
        None,
    )
}

/// `dst[i] == src[i * strides]` (per dimension; `strides` innermost first), bit for bit,
/// every element of `dst`: a load with those element strides stored densely.
pub fn downsample(src: &HostTensor, dst: &HostTensor, strides: &[u64]) -> Verdict {
    let r = dst.shape.len();
    let dt = dst.dtype;
    let inner = dst.shape[r - 1];
    let rows = dst.elems() / inner;
    let (wrong, first, _) = par(rows, |range| {
        let mut tally = Tally::default();
        for row in range {
            // Outermost-first source row of this destination row.
            let mut rem = row;
            let mut src_row = 0u64;
            let mut mul = 1u64;
            let mut inside = true;
            for d in (0..r - 1).rev() {
                let i = rem % dst.shape[d] * strides[r - 1 - d];
                rem /= dst.shape[d];
                inside &= i < src.shape[d];
                src_row += i * mul;
                mul *= src.shape[d];
            }
            for c in 0..inner {
                let fd = row * inner + c;
                let col = c * strides[0];
                if !inside || col >= src.shape[r - 1] {
                    tally.miss(fd, || format!("{} reads past {}", dst.at(fd), src.name));
                    continue;
                }
                let fs = src_row * src.shape[r - 1] + col;
                if dst.elem(fd) != src.elem(fs) {
                    tally.miss(fd, || {
                        format!(
                            "{} = {}, expected {} from {}",
                            dst.at(fd),
                            dt.show(dst.elem(fd)),
                            dt.show(src.elem(fs)),
                            src.at(fs)
                        )
                    });
                }
            }
        }
        (tally, 0.0)
    });
    Verdict::new(
        dst.elems(),
        wrong,
        first,
        &format!("downsample {} by {strides:?} -> {}", src.name, dst.name),
        None,
    )
}

/// `after == before + src`, element by element. Floats: the sum in f64, within
/// `atol + rtol * |ref|` (NaN never passes); integers: exact, wrapping.
pub fn reduce_add(
    src: &HostTensor,
    before: &HostTensor,
    after: &HostTensor,
    rtol: f64,
    atol: f64,
) -> Verdict {
    let dt = after.dtype;
    let es = dt.size();
    let (wrong, first, max_rel) = par(after.elems(), |range| {
        let mut tally = Tally::default();
        let mut max_rel = 0f64;
        for i in range {
            let (s, b, a) = (src.elem(i), before.elem(i), after.elem(i));
            let (ok, expected) = if dt.is_float() {
                let reference = dt.to_f64(b) + dt.to_f64(s);
                let got = dt.to_f64(a);
                let err = (got - reference).abs();
                if reference != 0.0 && err.is_finite() {
                    max_rel = max_rel.max(err / reference.abs());
                }
                (
                    err <= atol + rtol * reference.abs(),
                    format!("{reference:e} (f64 reference, rtol {rtol:e}, atol {atol:e})"),
                )
            } else {
                let mask = if es == 8 {
                    u64::MAX
                } else {
                    (1u64 << (8 * es)) - 1
                };
                let want = dt.bits(b).wrapping_add(dt.bits(s)) & mask;
                (dt.bits(a) == want, format!("0x{want:x}"))
            };
            if !ok {
                tally.miss(i, || {
                    format!(
                        "{} = {}, expected {expected} = {} + {}",
                        after.at(i),
                        dt.show(a),
                        dt.show(b),
                        dt.show(s)
                    )
                });
            }
        }
        (tally, max_rel)
    });
    let rel = if dt.is_float() { Some(max_rel) } else { None };
    Verdict::new(
        after.elems(),
        wrong,
        first,
        &format!("reduce_add {} += {}", after.name, src.name),
        rel,
    )
}

/// The order of two elements for min/max: signed for i32/i64, unsigned for u8..u64, by
/// value for floats (the random inputs hold no NaN).
fn less(dt: DType, a: &[u8], b: &[u8]) -> bool {
    let (x, y) = (dt.bits(a), dt.bits(b));
    match dt {
        DType::I32 => (x as u32 as i32) < (y as u32 as i32),
        DType::I64 => (x as i64) < (y as i64),
        d if d.is_float() => d.to_f64(a) < d.to_f64(b),
        _ => x < y,
    }
}

/// `after == min(before, src)` (or max), element by element, exact.
pub fn reduce_minmax(
    src: &HostTensor,
    before: &HostTensor,
    after: &HostTensor,
    max: bool,
) -> Verdict {
    let dt = after.dtype;
    let op = if max { "max" } else { "min" };
    let (wrong, first, _) = par(after.elems(), |range| {
        let mut tally = Tally::default();
        for i in range {
            let (s, b, a) = (src.elem(i), before.elem(i), after.elem(i));
            let take_src = if max { less(dt, b, s) } else { less(dt, s, b) };
            let want = if take_src { s } else { b };
            if a != want {
                tally.miss(i, || {
                    format!(
                        "{} = {}, expected {op}({}, {}) = {}",
                        after.at(i),
                        dt.show(a),
                        dt.show(b),
                        dt.show(s),
                        dt.show(want)
                    )
                });
            }
        }
        (tally, 0.0)
    });
    Verdict::new(
        after.elems(),
        wrong,
        first,
        &format!(
            "reduce_{op} {} = {op}({}, {})",
            after.name, after.name, src.name
        ),
        None,
    )
}

/// `image` (read flat) against the layout the swizzle formula gives for every box of `src`
/// (see `Check::SwizzleImage`).
pub fn swizzle_image(
    src: &HostTensor,
    image: &HostTensor,
    box_dims: &[u64],
    swizzle: Swizzle,
) -> Verdict {
    let es = src.dtype.size() as u64;
    let what = format!("swizzle_image {:?} {} -> {}", swizzle, src.name, image.name);
    let (tiles, g) = match swizzle::geometry(&src.shape, box_dims, swizzle, es) {
        Ok(x) => x,
        Err(m) => return Verdict::failed(format!("{what}: {m}")),
    };
    let r = src.shape.len();
    // Element strides of src, innermost first.
    let mut stride = vec![1u64; r];
    for d in 1..r {
        stride[d] = stride[d - 1] * src.shape[r - d];
    }
    let ntiles: u64 = tiles.iter().product();
    let dt = src.dtype;
    let (wrong, first, _) = par(ntiles, |range| {
        let mut tally = Tally::default();
        for t in range {
            // Box origin (innermost first).
            let mut rem = t;
            let mut origin = vec![0u64; r];
            for d in 0..r {
                origin[d] = (rem % tiles[d]) * box_dims[d];
                rem /= tiles[d];
            }
            for row in 0..g.rows {
                // Element index of the row's first element in src.
                let mut rr = row;
                let mut flat = origin[0];
                for d in 1..r {
                    flat += (origin[d] + rr % box_dims[d]) * stride[d];
                    rr /= box_dims[d];
                }
                for e in 0..box_dims[0] {
                    let o = row * g.pitch + e * es;
                    let at = t * g.image + swizzle::offset(o, g.mask);
                    let sfl = flat + e;
                    let want = src.elem(sfl);
                    let got = &image.bytes[at as usize..(at + es) as usize];
                    if got != want {
                        tally.miss(at, || {
format!(
                                    "{} (box {t}, row {row}, byte {} of the image, unswizzled {o}) = {}, expected {} from {}",
                                    image.at(at / es),
                                    at - t * g.image,
                                    dt.show(got),
                                    dt.show(want),
                                    src.at(sfl)
                                )
                        });
                    }
                }
            }
        }
        (tally, 0.0)
    });
    let _ = g.row;
    Verdict::new(ntiles * g.rows * box_dims[0], wrong, first, &what, None)
}

/// `dst` (read flat as [column][tap][pixel][channel]) against the im2col matrix of the
/// NHWC tensor `src` (see `Check::Im2col`).
pub fn im2col(
    src: &HostTensor,
    dst: &HostTensor,
    filter: [u64; 2],
    pad: [u64; 2],
    ppc: u64,
) -> Verdict {
    let what = format!(
        "im2col {} -> {} (filter {}x{}, pad {:?})",
        src.name, dst.name, filter[0], filter[1], pad
    );
    let [_, h, w, c, oh, ow, cols] =
        match crate::case::im2col_geometry(&src.shape, filter, pad, ppc) {
            Ok(g) => g,
            Err(m) => return Verdict::failed(format!("{what}: {m}")),
        };
    let taps = filter[0] * filter[1];
    let dt = dst.dtype;
    let zero = vec![0u8; dt.size()];
    let (wrong, first, _) = par(cols * taps * ppc, |range| {
        let mut tally = Tally::default();
        for k in range {
            // k = (column * taps + tap) * ppc + p
            let p = k % ppc;
            let tap = (k / ppc) % taps;
            let col = k / ppc / taps;
            let q = col * ppc + p;
            let (n, rem) = (q / (oh * ow), q % (oh * ow));
            let (y, x) = (rem / ow, rem % ow);
            let (fr, fs) = (tap / filter[1], tap % filter[1]);
            let ih = (y + fr) as i64 - pad[0] as i64;
            let iw = (x + fs) as i64 - pad[1] as i64;
            let inside = ih >= 0 && iw >= 0 && (ih as u64) < h && (iw as u64) < w;
            for ch in 0..c {
                let fd = k * c + ch;
                let got = dst.elem(fd);
                let (want, from) = if inside {
                    let fs_ = ((n * h + ih as u64) * w + iw as u64) * c + ch;
                    (src.elem(fs_), src.at(fs_))
                } else {
                    (
                        &zero[..],
                        format!("padding (pixel ({ih}, {iw}) outside {h}x{w})"),
                    )
                };
                if got != want {
                    tally.miss(fd, || {
format!(
                                "{} (column {col}, tap (r {fr}, s {fs}), pixel {p} = image {n} output ({y}, {x}), channel {ch}) = {}, expected {} from {from}",
                                dst.at(fd),
                                dt.show(got),
                                dt.show(want)
                            )
                    });
                }
            }
        }
        (tally, 0.0)
    });
    Verdict::new(cols * taps * ppc * c, wrong, first, &what, None)
}

/// `dst = a b` (row-major a [M, K], b [K, N], dst [M, N], floats): every element against the
/// product in f64, within `rtol * sum_k |a_mk b_kn|` (the classic bound of a K-term dot
/// product in any order; NaN never passes). `rtol` None: (K + 2) unit roundoffs of the dtype.
pub fn matmul(a: &HostTensor, b: &HostTensor, dst: &HostTensor, rtol: Option<f64>) -> Verdict {
    let (m, k, n) = (a.shape[0], a.shape[1], b.shape[1]);
    let what = format!(
        "matmul {} x {} -> {} ({m}x{k} x {k}x{n})",
        a.name, b.name, dst.name
    );
    let dt = dst.dtype;
    let rtol = rtol.unwrap_or((k + 2) as f64 * dt.epsilon());
    let av: Vec<f64> = (0..a.elems()).map(|i| a.dtype.to_f64(a.elem(i))).collect();
    let bv: Vec<f64> = (0..b.elems()).map(|i| b.dtype.to_f64(b.elem(i))).collect();
    let (wrong, first, max_rel) = par(m * n, |range| {
        let mut tally = Tally::default();
        let mut max_rel = 0f64;
        for q in range {
            let (i, j) = (q / n, q % n);
            let (mut sum, mut mag) = (0f64, 0f64);
            for l in 0..k {
                let p = av[(i * k + l) as usize] * bv[(l * n + j) as usize];
                sum += p;
                mag += p.abs();
            }
            let got = dt.to_f64(dst.elem(q));
            let err = (got - sum).abs();
            if sum != 0.0 {
                max_rel = max_rel.max(err / sum.abs());
            }
            let within = err <= rtol * mag; // false for NaN
            if !within {
                tally.miss(q, || {
                    format!(
                        "{} = {}, expected {sum:e} (|error| {err:e} > {rtol:e} x sum |a b| = {:e})",
                        dst.at(q),
                        dt.show(dst.elem(q)),
                        rtol * mag
                    )
                });
            }
        }
        (tally, max_rel)
    });
    Verdict::new(m * n, wrong, first, &what, Some(max_rel))
}

/// A tensor the kernel must not write: bit-identical to what was uploaded.
pub fn unchanged(before: &HostTensor, after: &HostTensor) -> Verdict {
    let dt = after.dtype;
    let (wrong, first, _) = par(after.elems(), |range| {
        let es = dt.size();
        let (a, b) = (range.start as usize * es, range.end as usize * es);
        if before.bytes[a..b] == after.bytes[a..b] {
            return (Tally::default(), 0.0);
        }
        let mut tally = Tally::default();
        for i in range {
            if before.elem(i) != after.elem(i) {
                tally.miss(i, || {
                    format!(
                        "{} = {}, was {}",
                        after.at(i),
                        dt.show(after.elem(i)),
                        dt.show(before.elem(i))
                    )
                });
            }
        }
        (tally, 0.0)
    });
    Verdict::new(
        after.elems(),
        wrong,
        first,
        &format!("{} unchanged", after.name),
        None,
    )
}

/// The poisoned guard bytes around a buffer: any other byte is a write out of bounds.
pub fn guard(name: &str, before: &[u8], after: &[u8]) -> Verdict {
    let bad_b = before.iter().rposition(|&b| b != POISON);
    let bad_a = after.iter().position(|&b| b != POISON);
    let wrong = (before.iter().filter(|&&b| b != POISON).count()
        + after.iter().filter(|&&b| b != POISON).count()) as u64;
    let first = match (bad_b, bad_a) {
        (Some(i), _) => Some(format!(
            "byte {} before {name}[0] = 0x{:02x}",
            before.len() - i,
            before[i]
        )),
        (None, Some(i)) => Some(format!(
            "byte {i} past the end of {name} = 0x{:02x}",
            after[i]
        )),
        _ => None,
    };
    Verdict::new(
        (before.len() + after.len()) as u64,
        wrong,
        first,
        &format!("guard bytes around {name}"),
        None,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(name: &str, shape: &[u64], v: impl Fn(u64) -> f32) -> HostTensor {
        let mut t = HostTensor::poisoned(name, DType::F32, shape);
        for i in 0..t.elems() {
            t.bytes[i as usize * 4..i as usize * 4 + 4].copy_from_slice(&v(i).to_le_bytes());
        }
        t
    }

    #[test]
    fn matmul_against_an_f64_product() {
        let a = f32s("a", &[3, 4], |i| (i as f32) * 0.5 - 1.0);
        let b = f32s("b", &[4, 2], |i| 2.0 - i as f32);
        let mut c = f32s("c", &[3, 2], |_| 0.0);
        for i in 0..3u64 {
            for j in 0..2u64 {
                let s: f32 = (0..4u64)
                    .map(|l| (((i * 4 + l) as f32) * 0.5 - 1.0) * (2.0 - (l * 2 + j) as f32))
                    .sum();
                c.bytes[(i * 2 + j) as usize * 4..][..4].copy_from_slice(&s.to_le_bytes());
            }
        }
        assert!(
            matmul(&a, &b, &c, None).ok,
            "{}",
            matmul(&a, &b, &c, None).message
        );
        c.bytes[(2 * 2 + 1) * 4..][..4].copy_from_slice(&f32::NAN.to_le_bytes());
        let v = matmul(&a, &b, &c, None);
        assert!(
            !v.ok && v.wrong == 1 && v.message.contains("first: c[2, 1] = "),
            "{}",
            v.message
        );
    }

    #[test]
    fn exact_copy_passes_and_one_flipped_bit_fails_naming_the_element() {
        let src = HostTensor::random("src", DType::F32, &[64, 128], 7);
        let mut dst = src.clone();
        dst.name = "dst".into();
        assert!(copy(&src, &dst, OobFill::Zero).ok);
        let flat = 5 * 128 + 17;
        dst.bytes[flat * 4] ^= 1;
        dst.bytes[(flat + 300) * 4] ^= 1;
        let v = copy(&src, &dst, OobFill::Zero);
        assert!(!v.ok);
        assert_eq!(v.wrong, 2);
        assert!(v.message.contains("first: dst[5, 17] = "), "{}", v.message);
        assert!(v.message.contains("from src[5, 17]"), "{}", v.message);
    }

    #[test]
    fn unwritten_output_fails() {
        let src = HostTensor::random("src", DType::F32, &[8, 64], 1);
        let dst = HostTensor::poisoned("dst", DType::F32, &[8, 64]);
        let v = copy(&src, &dst, OobFill::Zero);
        assert_eq!(v.wrong, 8 * 64);
        assert!(
            v.message.contains("dst[0, 0] = 0xffffffff (NaN)"),
            "{}",
            v.message
        );
    }

    #[test]
    fn downsample_takes_every_stride_th_element() {
        let src = f32s("src", &[4, 6], |i| i as f32 + 1.0);
        // strides [2, 1] (innermost first): dst[r][c] = src[r][2c].
        let good = f32s("dst", &[4, 3], |i| {
            let (r, c) = (i / 3, i % 3);
            (r * 6 + 2 * c) as f32 + 1.0
        });
        assert!(downsample(&src, &good, &[2, 1]).ok);
        // strides [1, 2]: dst[r][c] = src[2r][c].
        let rows = f32s("dst", &[2, 6], |i| {
            let (r, c) = (i / 6, i % 6);
            (2 * r * 6 + c) as f32 + 1.0
        });
        assert!(downsample(&src, &rows, &[1, 2]).ok);
        let wrong = f32s("dst", &[2, 3], |i| (i / 3 * 6 + 2 * (i % 3)) as f32 + 1.0);
        let v = downsample(&src, &wrong, &[2, 2]);
        assert!(!v.ok);
        assert!(v.message.contains("dst[1, 0]"), "{}", v.message);
        assert!(!downsample(&src, &good, &[1, 2]).ok, "reads past src");
    }

    #[test]
    fn out_of_bounds_region_must_hold_the_fill() {
        // src 3x5 inside dst 4x8: the rest of dst is zero.
        let src = f32s("src", &[3, 5], |i| 1.0 + i as f32);
        let dst = f32s("dst", &[4, 8], |i| {
            let (r, c) = (i / 8, i % 8);
            if r < 3 && c < 5 {
                1.0 + (r * 5 + c) as f32
            } else {
                0.0
            }
        });
        assert!(copy(&src, &dst, OobFill::Zero).ok);
        let mut bad = dst.clone();
        bad.bytes[(3 * 8 + 2) * 4..(3 * 8 + 3) * 4].copy_from_slice(&2.0f32.to_le_bytes());
        let v = copy(&src, &bad, OobFill::Zero);
        assert!(!v.ok);
        assert!(
            v.message.contains("dst[3, 2]") && v.message.contains("zero fill: src is 3x5"),
            "{}",
            v.message
        );
        let nan = f32s("dst", &[4, 8], |i| {
            if i / 8 < 3 && i % 8 < 5 {
                1.0 + (i / 8 * 5 + i % 8) as f32
            } else {
                f32::NAN
            }
        });
        assert!(copy(&src, &nan, OobFill::Nan).ok);
        assert!(!copy(&src, &nan, OobFill::Zero).ok);
    }

    #[test]
    fn reduce_add_tolerance_and_nan() {
        let src = f32s("src", &[1000], |i| 0.1 * i as f32 + 0.3);
        let before = f32s("dst", &[1000], |i| 1.7 - 0.01 * i as f32);
        let after = f32s("dst", &[1000], |i| {
            (0.1 * i as f32 + 0.3) + (1.7 - 0.01 * i as f32)
        });
        let eps = DType::F32.epsilon();
        let v = reduce_add(&src, &before, &after, 4.0 * eps, 0.0);
        assert!(v.ok, "{}", v.message);
        assert!(v.max_rel_err.unwrap() <= eps);
        let mut bad = after.clone();
        bad.bytes[40..44].copy_from_slice(&f32::NAN.to_le_bytes());
        let v = reduce_add(&src, &before, &bad, 4.0 * eps, 0.0);
        assert!(!v.ok && v.message.contains("dst[10] = "), "{}", v.message);
        // Off by 1e-4 relative: fails at f32 tolerance.
        let off = f32s("dst", &[1000], |i| {
            ((0.1 * i as f32 + 0.3) + (1.7 - 0.01 * i as f32)) * 1.0001
        });
        assert!(!reduce_add(&src, &before, &off, 4.0 * eps, 0.0).ok);
    }

    #[test]
    fn integer_reduce_is_exact_and_wraps() {
        let mut src = HostTensor::poisoned("src", DType::I32, &[2]);
        let mut before = HostTensor::poisoned("dst", DType::I32, &[2]);
        let mut after = HostTensor::poisoned("dst", DType::I32, &[2]);
        for (t, v) in [
            (&mut src, [5i32, 1]),
            (&mut before, [7, i32::MAX]),
            (&mut after, [12, i32::MIN]),
        ] {
            t.bytes = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        }
        assert!(reduce_add(&src, &before, &after, 0.0, 0.0).ok);
    }

    /// the TMA tutorial's tables: a 2-D f32 tensor whose every row holds 0, 1, 2, ... (the column
    /// index), one box loaded with swizzle; the image printed row by row.
    fn spec_image(cols: u64, box_w: u64, box_h: u64, sw: Swizzle) -> Vec<Vec<u32>> {
        let src = f32s("src", &[box_h, cols], |i| (i % cols) as f32);
        let bytes = swizzle::image_bytes(&src.shape, &[box_w, box_h], sw, 4).unwrap();
        let mut image = HostTensor::poisoned("img", DType::F32, &[bytes / 4]);
        // Build the expected image with the formula, then print it with the spec's row width.
        let (_, g) = swizzle::geometry(&src.shape, &[box_w, box_h], sw, 4).unwrap();
        for row in 0..g.rows {
            for e in 0..box_w {
                let at = swizzle::offset(row * g.pitch + e * 4, g.mask) as usize;
                image.bytes[at..at + 4].copy_from_slice(&(e as f32).to_le_bytes());
            }
        }
        assert!(swizzle_image(&src, &image, &[box_w, box_h], sw).ok);
        let vals: Vec<u32> = image
            .bytes
            .chunks(4)
            .map(|b| {
                let v = f32::from_le_bytes(b.try_into().unwrap());
                if v.is_nan() {
                    0
                } else {
                    v as u32
                }
            })
            .collect();
        vals.chunks(box_w as usize).map(|c| c.to_vec()).collect()
    }

    fn parse(rows: &str) -> Vec<Vec<u32>> {
        rows.trim()
            .lines()
            .map(|l| l.split_whitespace().map(|x| x.parse().unwrap()).collect())
            .collect()
    }

    #[test]
    fn swizzle_formula_reproduces_the_spec_tables() {
        // 32B swizzle, box 16 rows x 8 f32 (the TMA tutorial, "32B swizzle", 16 x 8 view).
        let sw32 = spec_image(8, 8, 16, Swizzle::Sw32);
        let a = "0 1 2 3 4 5 6 7";
        let b = "4 5 6 7 0 1 2 3";
        let want: Vec<&str> = [a, a, a, a, b, b, b, b]
            .iter()
            .cycle()
            .take(16)
            .copied()
            .collect();
        assert_eq!(sw32, parse(&want.join("\n")));
        // 64B swizzle, box 16 x 16 (16 x 16 view).
        let sw64 = spec_image(16, 16, 16, Swizzle::Sw64);
        let r = [
            "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
            "4 5 6 7 0 1 2 3 12 13 14 15 8 9 10 11",
            "8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7",
            "12 13 14 15 8 9 10 11 4 5 6 7 0 1 2 3",
        ];
        let want: Vec<&str> = (0..16).map(|i| r[(i / 2) % 4]).collect();
        assert_eq!(sw64, parse(&want.join("\n")));
        // 128B swizzle, box 16 x 32: the spec's 16-row table.
        let sw128 = spec_image(32, 32, 16, Swizzle::Sw128);
        let t =
            "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
4 5 6 7 0 1 2 3 12 13 14 15 8 9 10 11 20 21 22 23 16 17 18 19 28 29 30 31 24 25 26 27
8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 24 25 26 27 28 29 30 31 16 17 18 19 20 21 22 23
12 13 14 15 8 9 10 11 4 5 6 7 0 1 2 3 28 29 30 31 24 25 26 27 20 21 22 23 16 17 18 19
16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
20 21 22 23 16 17 18 19 28 29 30 31 24 25 26 27 4 5 6 7 0 1 2 3 12 13 14 15 8 9 10 11
24 25 26 27 28 29 30 31 16 17 18 19 20 21 22 23 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7
28 29 30 31 24 25 26 27 20 21 22 23 16 17 18 19 12 13 14 15 8 9 10 11 4 5 6 7 0 1 2 3";
        let mut want = parse(t);
        want.extend(parse(t));
        assert_eq!(sw128, want);
        // 128B swizzle of a 64-byte box row (box 32 rows x 16 f32): the spec's 32 x 32 view,
        // rows padded to 128 bytes (the padding prints as 0 there; unwritten here).
        let narrow = spec_image(16, 16, 32, Swizzle::Sw128);
        let lines: Vec<String> = narrow
            .chunks(2)
            .map(|p| {
                p.concat()
                    .iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        let z = "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0";
        let q = [
            "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
            "4 5 6 7 0 1 2 3 12 13 14 15 8 9 10 11",
            "8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7",
            "12 13 14 15 8 9 10 11 4 5 6 7 0 1 2 3",
        ];
        for (i, l) in lines.iter().enumerate() {
            let want = if i % 8 < 4 {
                format!("{} {z}", q[i % 4])
            } else {
                format!("{z} {}", q[i % 4])
            };
            assert_eq!(l, &want, "row {i}");
        }
    }

    #[test]
    fn swizzle_image_names_a_wrong_byte() {
        let src = HostTensor::random("src", DType::F32, &[32, 16], 9);
        let bytes = swizzle::image_bytes(&src.shape, &[8, 16], Swizzle::Sw32, 4).unwrap();
        let mut image = HostTensor::poisoned("img", DType::F32, &[bytes / 4]);
        let (tiles, g) = swizzle::geometry(&src.shape, &[8, 16], Swizzle::Sw32, 4).unwrap();
        assert_eq!(tiles, vec![2, 2]);
        for t in 0..4u64 {
            let (tx, ty) = (t % 2, t / 2);
            for row in 0..16u64 {
                for e in 0..8u64 {
                    let s = ((ty * 16 + row) * 16 + tx * 8 + e) as usize * 4;
                    let at = (t * g.image + swizzle::offset(row * 32 + e * 4, 1)) as usize;
                    image.bytes[at..at + 4].copy_from_slice(&src.bytes[s..s + 4]);
                }
            }
        }
        assert!(swizzle_image(&src, &image, &[8, 16], Swizzle::Sw32).ok);
        // An unswizzled image fails.
        let mut plain = image.clone();
        for t in 0..4u64 {
            let (tx, ty) = (t % 2, t / 2);
            for row in 0..16u64 {
                let s = ((ty * 16 + row) * 16 + tx * 8) as usize * 4;
                let at = (t * g.image + row * 32) as usize;
                plain.bytes[at..at + 32].copy_from_slice(&src.bytes[s..s + 32]);
            }
        }
        let v = swizzle_image(&src, &plain, &[8, 16], Swizzle::Sw32);
        assert!(!v.ok && v.message.contains("box 0, row 4"), "{}", v.message);
    }

    #[test]
    fn reduce_min_max_signed() {
        let mk = |name: &str, v: [i32; 3]| {
            let mut t = HostTensor::poisoned(name, DType::I32, &[3]);
            t.bytes = v.iter().flat_map(|x| x.to_le_bytes()).collect();
            t
        };
        let src = mk("src", [-5, 7, i32::MIN]);
        let before = mk("dst", [3, -9, 0]);
        assert!(reduce_minmax(&src, &before, &mk("dst", [-5, -9, i32::MIN]), false).ok);
        assert!(reduce_minmax(&src, &before, &mk("dst", [3, 7, 0]), true).ok);
        // Unsigned order would pick 3 over -5 for min.
        let v = reduce_minmax(&src, &before, &mk("dst", [3, -9, 0]), false);
        assert!(!v.ok && v.message.contains("dst[0]"), "{}", v.message);
    }

    #[test]
    fn im2col_reference() {
        // N=1, H=2, W=3, C=1, 3x3 filter, pad 1: OH=2, OW=3, 6 pixels, one column of 6.
        let src = f32s("src", &[1, 2, 3, 1], |i| 1.0 + i as f32);
        let mut dst = HostTensor::poisoned("dst", DType::F32, &[9 * 6]);
        for tap in 0..9u64 {
            for p in 0..6u64 {
                let (y, x) = (p / 3, p % 3);
                let (ih, iw) = (
                    y as i64 + (tap / 3) as i64 - 1,
                    x as i64 + (tap % 3) as i64 - 1,
                );
                let v = if (0..2).contains(&ih) && (0..3).contains(&iw) {
                    1.0 + (ih * 3 + iw) as f32
                } else {
                    0.0
                };
                let at = (tap * 6 + p) as usize * 4;
                dst.bytes[at..at + 4].copy_from_slice(&v.to_le_bytes());
            }
        }
        assert!(im2col(&src, &dst, [3, 3], [1, 1], 6).ok);
        // Tap (1, 1) (the centre) is the input itself.
        assert_eq!(
            &dst.bytes[(4 * 6) * 4..(4 * 6 + 1) * 4],
            &1.0f32.to_le_bytes()
        );
        let mut bad = dst.clone();
        bad.bytes[0..4].copy_from_slice(&5.0f32.to_le_bytes());
        let v = im2col(&src, &bad, [3, 3], [1, 1], 6);
        assert!(!v.ok && v.message.contains("padding"), "{}", v.message);
    }

    #[test]
    fn guards_and_unchanged() {
        let g = vec![POISON; 64];
        assert!(guard("dst", &g, &g).ok);
        let mut a = g.clone();
        a[3] = 0;
        let v = guard("dst", &g, &a);
        assert!(
            !v.ok && v.message.contains("byte 3 past the end of dst"),
            "{}",
            v.message
        );
        let x = HostTensor::random("src", DType::F32, &[100], 3);
        let mut y = x.clone();
        assert!(unchanged(&x, &y).ok);
        y.bytes[99 * 4] ^= 0x80;
        assert!(unchanged(&x, &y).message.contains("src[99]"));
    }
}
