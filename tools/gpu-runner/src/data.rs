//! Element types, host tensors, fresh random inputs and the poison pattern.

use serde::Deserialize;

/// Every byte of a poisoned buffer. For floats 0xFF.. is a NaN, for integers all ones:
/// the random generator never produces it, so an unwritten element cannot pass.
pub const POISON: u8 = 0xFF;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DType {
    U8,
    U16,
    U32,
    I32,
    U64,
    I64,
    F16,
    Bf16,
    F32,
    F64,
}

impl DType {
    pub fn size(self) -> usize {
        match self {
            DType::U8 => 1,
            DType::U16 | DType::F16 | DType::Bf16 => 2,
            DType::U32 | DType::I32 | DType::F32 => 4,
            DType::U64 | DType::I64 | DType::F64 => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, DType::F16 | DType::Bf16 | DType::F32 | DType::F64)
    }

    pub fn name(self) -> &'static str {
        match self {
            DType::U8 => "u8",
            DType::U16 => "u16",
            DType::U32 => "u32",
            DType::I32 => "i32",
            DType::U64 => "u64",
            DType::I64 => "i64",
            DType::F16 => "f16",
            DType::Bf16 => "bf16",
            DType::F32 => "f32",
            DType::F64 => "f64",
        }
    }

    /// Unit roundoff (half an ulp at 1.0) of a float type; 0 for integers.
    pub fn epsilon(self) -> f64 {
        match self {
            DType::F16 => 2f64.powi(-11),
            DType::Bf16 => 2f64.powi(-8),
            DType::F32 => 2f64.powi(-24),
            DType::F64 => 2f64.powi(-53),
            _ => 0.0,
        }
    }

    /// The raw bits of one element (little endian, zero-extended).
    pub fn bits(self, b: &[u8]) -> u64 {
        let mut v = [0u8; 8];
        v[..b.len()].copy_from_slice(b);
        u64::from_le_bytes(v)
    }

    /// The element's value as f64 (integers exactly up to 2^53).
    pub fn to_f64(self, b: &[u8]) -> f64 {
        let bits = self.bits(b);
        match self {
            DType::U8 | DType::U16 | DType::U32 | DType::U64 => bits as f64,
            DType::I32 => bits as u32 as i32 as f64,
            DType::I64 => bits as i64 as f64,
            DType::F16 => f16_to_f64(bits as u16),
            DType::Bf16 => f32::from_bits((bits as u32) << 16) as f64,
            DType::F32 => f32::from_bits(bits as u32) as f64,
            DType::F64 => f64::from_bits(bits),
        }
    }

    /// "0x3f8ccccd (1.1)": the bits and the value, for messages.
    pub fn show(self, b: &[u8]) -> String {
        let w = self.size() * 2;
        let bits = self.bits(b);
        if self.is_float() {
            format!("0x{bits:0w$x} ({:e})", self.to_f64(b))
        } else {
            format!("0x{bits:0w$x} ({})", self.show_int(bits))
        }
    }

    fn show_int(self, bits: u64) -> String {
        match self {
            DType::I32 => (bits as u32 as i32).to_string(),
            DType::I64 => (bits as i64).to_string(),
            _ => bits.to_string(),
        }
    }

    /// One random element's bits: finite and non-zero floats of moderate magnitude (random
    /// sign and mantissa, exponent in [-8, 8]); integers with random bits, never 0 or all ones.
    fn random_bits(self, rng: &mut Rng) -> u64 {
        let r = rng.next();
        match self {
            DType::F32 => {
                let e = 127 - 8 + (r >> 32) % 17;
                ((r >> 63) << 31) | (e << 23) | (r & 0x7F_FFFF)
            }
            DType::F64 => {
                let m = r & ((1u64 << 52) - 1);
                let e = 1023 - 8 + rng.next() % 17;
                ((r >> 63) << 63) | (e << 52) | m
            }
            DType::F16 => {
                let e = 15 - 4 + (r >> 32) % 9;
                ((r >> 63) << 15) | (e << 10) | (r & 0x3FF)
            }
            DType::Bf16 => {
                let e = 127 - 8 + (r >> 32) % 17;
                ((r >> 63) << 15) | (e << 7) | (r & 0x7F)
            }
            _ => {
                let mask = if self.size() == 8 {
                    u64::MAX
                } else {
                    (1u64 << (8 * self.size())) - 1
                };
                let mut v = r & mask;
                while v == 0 || v == mask {
                    v = rng.next() & mask;
                }
                v
            }
        }
    }
}

fn f16_to_f64(h: u16) -> f64 {
    let sign = if h >> 15 == 1 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1F) as i32;
    let m = (h & 0x3FF) as f64;
    match e {
        0 => sign * m * 2f64.powi(-24),
        31 => {
            if m == 0.0 {
                sign * f64::INFINITY
            } else {
                f64::NAN
            }
        }
        _ => sign * (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

/// splitmix64: fast, and seeded per chunk so that filling runs on every core.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// A seed that differs on every run: time, process id and a stack address.
pub fn fresh_seed() -> u64 {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    static COUNT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let local = 0u8;
    let mut r = Rng::new(
        t ^ ((std::process::id() as u64) << 32) ^ (&local as *const u8 as u64) ^ n.rotate_left(48),
    );
    r.next()
}

/// A tensor's contents on the host, row-major, outermost dimension first.
#[derive(Clone)]
pub struct HostTensor {
    pub name: String,
    pub dtype: DType,
    pub shape: Vec<u64>,
    pub bytes: Vec<u8>,
}

impl HostTensor {
    pub fn poisoned(name: &str, dtype: DType, shape: &[u64]) -> HostTensor {
        let n: u64 = shape.iter().product();
        HostTensor {
            name: name.into(),
            dtype,
            shape: shape.to_vec(),
            bytes: vec![POISON; n as usize * dtype.size()],
        }
    }

    /// Fresh random contents; the work is split over every core (chunk i uses seed + i).
    pub fn random(name: &str, dtype: DType, shape: &[u64], seed: u64) -> HostTensor {
        let mut t = HostTensor::poisoned(name, dtype, shape);
        let es = dtype.size();
        let chunk_elems = 1 << 20;
        parallel_chunks(&mut t.bytes, chunk_elems * es, |i, chunk| {
            let mut rng = Rng::new(seed ^ (i as u64).wrapping_mul(0xD1B5_4A32_D192_ED03));
            rng.next();
            for e in chunk.chunks_exact_mut(es) {
                let b = dtype.random_bits(&mut rng).to_le_bytes();
                e.copy_from_slice(&b[..es]);
            }
        });
        t
    }

    pub fn elems(&self) -> u64 {
        self.shape.iter().product()
    }

    pub fn elem(&self, flat: u64) -> &[u8] {
        let es = self.dtype.size();
        &self.bytes[flat as usize * es..(flat as usize + 1) * es]
    }

    /// Outermost-first multi-index of a flat index.
    pub fn index_of(&self, mut flat: u64) -> Vec<u64> {
        let mut idx = vec![0; self.shape.len()];
        for d in (0..self.shape.len()).rev() {
            idx[d] = flat % self.shape[d];
            flat /= self.shape[d];
        }
        idx
    }

    /// "dst[12, 345]".
    pub fn at(&self, flat: u64) -> String {
        let idx = self.index_of(flat);
        format!(
            "{}[{}]",
            self.name,
            idx.iter()
                .map(|i| i.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

/// Run `f(chunk_index, chunk)` over `chunk_len`-byte chunks of `buf`, on every core.
pub fn parallel_chunks(buf: &mut [u8], chunk_len: usize, f: impl Fn(usize, &mut [u8]) + Sync) {
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(32);
    let chunks: Vec<(usize, &mut [u8])> = buf.chunks_mut(chunk_len.max(1)).enumerate().collect();
    let per = chunks.len().div_ceil(threads).max(1);
    let mut groups: Vec<Vec<(usize, &mut [u8])>> = Vec::new();
    let mut it = chunks.into_iter().peekable();
    while it.peek().is_some() {
        groups.push(it.by_ref().take(per).collect());
    }
    std::thread::scope(|s| {
        for g in groups {
            let f = &f;
            s.spawn(move || {
                for (i, c) in g {
                    f(i, c);
                }
            });
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_values_are_finite_nonzero_and_never_poison() {
        for dt in [
            DType::F32,
            DType::F64,
            DType::F16,
            DType::Bf16,
            DType::U8,
            DType::U16,
            DType::I32,
            DType::U64,
        ] {
            let t = HostTensor::random("x", dt, &[3, 1000], 42);
            let poison = vec![POISON; dt.size()];
            for i in 0..t.elems() {
                let e = t.elem(i);
                assert_ne!(e, &poison[..], "{dt:?}");
                assert!(e.iter().any(|&b| b != 0), "{dt:?} zero");
                let v = dt.to_f64(e);
                assert!(v.is_finite() && v != 0.0, "{dt:?} {v}");
            }
        }
    }

    #[test]
    fn seeds_give_different_data_and_same_seed_same_data() {
        let a = HostTensor::random("a", DType::F32, &[4096], 1);
        let b = HostTensor::random("b", DType::F32, &[4096], 2);
        let c = HostTensor::random("c", DType::F32, &[4096], 1);
        assert_ne!(a.bytes, b.bytes);
        assert_eq!(a.bytes, c.bytes);
        assert_ne!(fresh_seed(), fresh_seed());
    }

    #[test]
    fn indices_and_messages() {
        let t = HostTensor::poisoned("dst", DType::F32, &[3, 4, 5]);
        assert_eq!(t.index_of(5 * 4 + 5 + 2), vec![1, 1, 2]);
        assert_eq!(t.at(27), "dst[1, 1, 2]");
        assert_eq!(DType::F32.show(&1.5f32.to_le_bytes()), "0x3fc00000 (1.5e0)");
        assert_eq!(DType::I32.show(&(-2i32).to_le_bytes()), "0xfffffffe (-2)");
        assert_eq!(f16_to_f64(0x3C00), 1.0);
        assert_eq!(f16_to_f64(0xC000), -2.0);
    }
}
