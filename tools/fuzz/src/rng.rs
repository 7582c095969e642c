//! A small deterministic pseudo-random generator (SplitMix64): the same seed
//! gives the same inputs on every machine and every Rust version, which is
//! what makes `--seed` campaigns and their findings reproducible.

/// SplitMix64 (Steele, Lea, Flood 2014): 64 bits of state, full period.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    /// The generator of input number `iteration` of a campaign with `seed`:
    /// independent of how many inputs came before, so any input can be
    /// regenerated alone (`tile-fuzz show`).
    pub fn for_iteration(seed: u64, iteration: u64) -> Self {
        let mut mix = Rng::new(seed ^ 0x5851_f42d_4c95_7f2d);
        let a = mix.next_u64();
        let mut r = Rng::new(a ^ iteration.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        r.next_u64();
        r
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A value in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        (self.next_u64() % n as u64) as usize
    }

    /// A value in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        if hi <= lo {
            return lo;
        }
        let span = (hi - lo) as u64 + 1;
        lo + (self.next_u64() % span) as i64
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u32) -> bool {
        (self.next_u64() % 100) < u64::from(percent)
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let a: Vec<u64> = (0..4)
            .map(|i| Rng::for_iteration(7, i).next_u64())
            .collect();
        let b: Vec<u64> = (0..4)
            .map(|i| Rng::for_iteration(7, i).next_u64())
            .collect();
        assert_eq!(a, b);
        assert_ne!(a[0], a[1]);
        assert_ne!(
            Rng::for_iteration(7, 0).next_u64(),
            Rng::for_iteration(8, 0).next_u64()
        );
    }

    #[test]
    fn bounded_values_stay_in_range() {
        let mut r = Rng::new(1);
        for _ in 0..1000 {
            assert!(r.below(5) < 5);
            let v = r.range(-3, 3);
            assert!((-3..=3).contains(&v));
        }
        assert_eq!(r.below(0), 0);
    }
}
