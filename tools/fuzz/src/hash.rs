//! FNV-1a: a stable 64-bit hash for finding names and caches (the same on
//! every machine and Rust version, unlike `std`'s hasher).

/// FNV-1a of `bytes`.
pub fn fnv64(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The first 12 hex digits of [`fnv64`]: a short, stable file name.
pub fn short_hex(bytes: &[u8]) -> String {
    format!("{:016x}", fnv64(bytes))[..12].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        assert_eq!(fnv64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv64(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(short_hex(b"a"), "af63dc4c8601");
    }
}
