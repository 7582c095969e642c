//! Result checks, all on the host: exact (bit-for-bit) for copies, a tolerance against an
//! f64 reference for float reductions. Every element is checked; a failure names the first
//! wrong element (outermost-first index), what it holds and what was expected.

use crate::case::OobFill;
use crate::data::{DType, HostTensor, POISON};

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
    fn new(checked: u64, wrong: u64, first: Option<String>, what: &str, max_rel_err: Option<f64>) -> Verdict {
        match first {
            None => Verdict { ok: true, checked, wrong: 0, max_rel_err, message: format!("{what}: all {checked} elements match") },
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

/// Split `0..n` over the cores; `f(range)` returns (wrong count, first wrong (index, text), max err).
fn par<F>(n: u64, f: F) -> (u64, Option<(u64, String)>, f64)
where
    F: Fn(std::ops::Range<u64>) -> (u64, Option<(u64, String)>, f64) + Sync,
{
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).min(32) as u64;
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
        hs.into_iter().map(|h| h.join().expect("check thread panicked")).collect()
    });
    let mut wrong = 0;
    let mut first: Option<(u64, String)> = None;
    let mut max = 0f64;
    for (w, fst, m) in parts {
        wrong += w;
        max = max.max(m);
        if let Some(x) = fst {
            if first.as_ref().is_none_or(|f| x.0 < f.0) {
                first = Some(x);
            }
        }
    }
    (wrong, first, max)
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
        let mut wrong = 0u64;
        let mut first: Option<(u64, String)> = None;
        let mut note = |flat: u64, expected: String, wrong: &mut u64| {
            *wrong += 1;
            if first.is_none() {
                first = Some((flat, format!("{} = {}, expected {expected}", dst.at(flat), dt.show(dst.elem(flat)))));
            }
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
                            note(fd, format!("{} from {}", dt.show(src.elem(fs)), src.at(fs)), &mut wrong);
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
                    let dims = src.shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("x");
                    note(fd, format!("{fill}: {} is {dims})", src.name), &mut wrong);
                }
            }
        }
        (wrong, first, 0.0)
    });
    Verdict::new(dst.elems(), wrong, first.map(|f| f.1), &format!("copy {} -> {}", src.name, dst.name), None)
}

/// `after == before + src`, element by element. Floats: the sum in f64, within
/// `atol + rtol * |ref|` (NaN never passes); integers: exact, wrapping.
pub fn reduce_add(src: &HostTensor, before: &HostTensor, after: &HostTensor, rtol: f64, atol: f64) -> Verdict {
    let dt = after.dtype;
    let es = dt.size();
    let (wrong, first, max_rel) = par(after.elems(), |range| {
        let mut wrong = 0u64;
        let mut first: Option<(u64, String)> = None;
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
                (err <= atol + rtol * reference.abs(), format!("{reference:e} (f64 reference, rtol {rtol:e}, atol {atol:e})"))
            } else {
                let mask = if es == 8 { u64::MAX } else { (1u64 << (8 * es)) - 1 };
                let want = dt.bits(b).wrapping_add(dt.bits(s)) & mask;
                (dt.bits(a) == want, format!("0x{want:x}"))
            };
            if !ok {
                wrong += 1;
                if first.is_none() {
                    first = Some((
                        i,
                        format!(
                            "{} = {}, expected {expected} = {} + {}",
                            after.at(i),
                            dt.show(a),
                            dt.show(b),
                            dt.show(s)
                        ),
                    ));
                }
            }
        }
        (wrong, first, max_rel)
    });
    let rel = if dt.is_float() { Some(max_rel) } else { None };
    Verdict::new(after.elems(), wrong, first.map(|f| f.1), &format!("reduce_add {} += {}", after.name, src.name), rel)
}

/// A tensor the kernel must not write: bit-identical to what was uploaded.
pub fn unchanged(before: &HostTensor, after: &HostTensor) -> Verdict {
    let dt = after.dtype;
    let (wrong, first, _) = par(after.elems(), |range| {
        let es = dt.size();
        let (a, b) = (range.start as usize * es, range.end as usize * es);
        if before.bytes[a..b] == after.bytes[a..b] {
            return (0, None, 0.0);
        }
        let mut wrong = 0;
        let mut first = None;
        for i in range {
            if before.elem(i) != after.elem(i) {
                wrong += 1;
                if first.is_none() {
                    first = Some((i, format!("{} = {}, was {}", after.at(i), dt.show(after.elem(i)), dt.show(before.elem(i)))));
                }
            }
        }
        (wrong, first, 0.0)
    });
    Verdict::new(after.elems(), wrong, first.map(|f| f.1), &format!("{} unchanged", after.name), None)
}

/// The poisoned guard bytes around a buffer: any other byte is a write out of bounds.
pub fn guard(name: &str, before: &[u8], after: &[u8]) -> Verdict {
    let bad_b = before.iter().rposition(|&b| b != POISON);
    let bad_a = after.iter().position(|&b| b != POISON);
    let wrong = (before.iter().filter(|&&b| b != POISON).count() + after.iter().filter(|&&b| b != POISON).count()) as u64;
    let first = match (bad_b, bad_a) {
        (Some(i), _) => Some(format!("byte {} before {name}[0] = 0x{:02x}", before.len() - i, before[i])),
        (None, Some(i)) => Some(format!("byte {i} past the end of {name} = 0x{:02x}", after[i])),
        _ => None,
    };
    Verdict::new((before.len() + after.len()) as u64, wrong, first, &format!("guard bytes around {name}"), None)
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
        assert!(v.message.contains("dst[0, 0] = 0xffffffff (NaN)"), "{}", v.message);
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
        assert!(v.message.contains("dst[3, 2]") && v.message.contains("zero fill: src is 3x5"), "{}", v.message);
        let nan = f32s("dst", &[4, 8], |i| if i / 8 < 3 && i % 8 < 5 { 1.0 + (i / 8 * 5 + i % 8) as f32 } else { f32::NAN });
        assert!(copy(&src, &nan, OobFill::Nan).ok);
        assert!(!copy(&src, &nan, OobFill::Zero).ok);
    }

    #[test]
    fn reduce_add_tolerance_and_nan() {
        let src = f32s("src", &[1000], |i| 0.1 * i as f32 + 0.3);
        let before = f32s("dst", &[1000], |i| 1.7 - 0.01 * i as f32);
        let after = f32s("dst", &[1000], |i| (0.1 * i as f32 + 0.3) + (1.7 - 0.01 * i as f32));
        let eps = DType::F32.epsilon();
        let v = reduce_add(&src, &before, &after, 4.0 * eps, 0.0);
        assert!(v.ok, "{}", v.message);
        assert!(v.max_rel_err.unwrap() <= eps);
        let mut bad = after.clone();
        bad.bytes[40..44].copy_from_slice(&f32::NAN.to_le_bytes());
        let v = reduce_add(&src, &before, &bad, 4.0 * eps, 0.0);
        assert!(!v.ok && v.message.contains("dst[10] = "), "{}", v.message);
        // Off by 1e-4 relative: fails at f32 tolerance.
        let off = f32s("dst", &[1000], |i| ((0.1 * i as f32 + 0.3) + (1.7 - 0.01 * i as f32)) * 1.0001);
        assert!(!reduce_add(&src, &before, &off, 4.0 * eps, 0.0).ok);
    }

    #[test]
    fn integer_reduce_is_exact_and_wraps() {
        let mut src = HostTensor::poisoned("src", DType::I32, &[2]);
        let mut before = HostTensor::poisoned("dst", DType::I32, &[2]);
        let mut after = HostTensor::poisoned("dst", DType::I32, &[2]);
        for (t, v) in [(&mut src, [5i32, 1]), (&mut before, [7, i32::MAX]), (&mut after, [12, i32::MIN])] {
            t.bytes = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        }
        assert!(reduce_add(&src, &before, &after, 0.0, 0.0).ok);
    }

    #[test]
    fn guards_and_unchanged() {
        let g = vec![POISON; 64];
        assert!(guard("dst", &g, &g).ok);
        let mut a = g.clone();
        a[3] = 0;
        let v = guard("dst", &g, &a);
        assert!(!v.ok && v.message.contains("byte 3 past the end of dst"), "{}", v.message);
        let x = HostTensor::random("src", DType::F32, &[100], 3);
        let mut y = x.clone();
        assert!(unchanged(&x, &y).ok);
        y.bytes[99 * 4] ^= 0x80;
        assert!(unchanged(&x, &y).message.contains("src[99]"));
    }
}
