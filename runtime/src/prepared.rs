//! Launches already bound. A kernel remembers the parameter words of its
//! recent launches, keyed by everything they were made from: the
//! arguments (addresses, dtypes, shapes, strides, scalars by their bits)
//! and the launch configuration, stream included. A launch whose key was
//! seen goes straight to the driver: no argument check, no expression, no
//! encode, because all of them are functions of the key (and of the
//! manifest, which does not change). The device check is not repeated
//! either: an address stays on its device while it is allocated.
//!
//! Limits: at most [`CAPACITY`] launches are remembered per kernel (the
//! whole memory is dropped when it is full, so a program cycling through
//! more argument sets only loses the shortcut); the memory is dropped
//! whenever a rebind workspace is replaced, since the remembered words of
//! a device-rebind kernel hold the workspace's address.

use std::collections::HashMap;

use crate::arg::{Arg, DType};
use crate::config::LaunchConfig;

/// Launches remembered per kernel.
pub const CAPACITY: usize = 64;

/// An argument as a hashable key (floats by their bits).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum ArgKey {
    Tensor {
        address: u64,
        dtype: DType,
        shape: Vec<u64>,
        strides: Vec<u64>,
    },
    Ptr(u64),
    I32(i32),
    I64(i64),
    F32(u32),
    F64(u64),
}

impl From<&Arg> for ArgKey {
    fn from(arg: &Arg) -> Self {
        match arg {
            Arg::Tensor(t) => ArgKey::Tensor {
                address: t.address,
                dtype: t.dtype,
                shape: t.shape.clone(),
                strides: t.strides.clone(),
            },
            Arg::Ptr(p) => ArgKey::Ptr(*p),
            Arg::I32(v) => ArgKey::I32(*v),
            Arg::I64(v) => ArgKey::I64(*v),
            Arg::F32(v) => ArgKey::F32(v.to_bits()),
            Arg::F64(v) => ArgKey::F64(v.to_bits()),
        }
    }
}

/// Everything a launch's parameter words are made from.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LaunchKey {
    args: Vec<ArgKey>,
    config: LaunchConfig,
}

impl LaunchKey {
    /// The key of a launch of `args` with `config`.
    pub fn new(args: &[Arg], config: &LaunchConfig) -> Self {
        LaunchKey {
            args: args.iter().map(ArgKey::from).collect(),
            config: *config,
        }
    }
}

/// A bound launch: the configuration as resolved against the kernel and
/// each lowered parameter's bytes in 8-byte words (the driver copies each
/// parameter from its word array's start at the call).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prepared {
    /// The configuration, its cluster resolved.
    pub config: LaunchConfig,
    /// Whether the cluster goes as a launch attribute.
    pub cluster_attribute: bool,
    /// One word array per lowered parameter.
    pub words: Vec<Vec<u64>>,
}

impl Prepared {
    /// `params` (bytes per lowered parameter) as word arrays.
    pub fn new(config: LaunchConfig, cluster_attribute: bool, params: &[Vec<u8>]) -> Self {
        let words = params
            .iter()
            .map(|b| {
                let mut words = vec![0u64; b.len().div_ceil(8).max(1)];
                for (i, chunk) in b.chunks(8).enumerate() {
                    let mut w = [0u8; 8];
                    w[..chunk.len()].copy_from_slice(chunk);
                    words[i] = u64::from_le_bytes(w);
                }
                words
            })
            .collect();
        Prepared {
            config,
            cluster_attribute,
            words,
        }
    }
}

/// The launches one kernel remembers.
#[derive(Debug, Default)]
pub struct PreparedLaunches {
    map: HashMap<LaunchKey, Prepared>,
}

impl PreparedLaunches {
    /// The launch remembered for `key`.
    pub fn get(&self, key: &LaunchKey) -> Option<&Prepared> {
        self.map.get(key)
    }

    /// Remembers `prepared` for `key` (forgetting everything first when
    /// [`CAPACITY`] launches are remembered).
    pub fn insert(&mut self, key: LaunchKey, prepared: Prepared) {
        if self.map.len() >= CAPACITY {
            self.map.clear();
        }
        self.map.insert(key, prepared);
    }

    /// Forgets every launch (a workspace they point into was replaced).
    pub fn clear(&mut self) {
        self.map.clear();
    }

    /// How many launches are remembered.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether none is.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arg::TensorArg;

    fn tensor(address: u64, strides: [u64; 2]) -> Arg {
        Arg::Tensor(TensorArg {
            address,
            dtype: DType::F32,
            shape: vec![64, 64],
            strides: strides.to_vec(),
        })
    }

    fn prepared(tag: u8) -> Prepared {
        Prepared::new(
            LaunchConfig::new([1, 1, 1], [32, 1, 1]),
            false,
            &[vec![tag]],
        )
    }

    #[test]
    fn a_key_changes_with_every_input() {
        let config = LaunchConfig::new([1, 1, 1], [32, 1, 1]);
        let base = LaunchKey::new(&[tensor(0x1000, [64, 1]), Arg::F32(1.0)], &config);
        assert_eq!(
            base,
            LaunchKey::new(&[tensor(0x1000, [64, 1]), Arg::F32(1.0)], &config)
        );
        let others = [
            LaunchKey::new(&[tensor(0x2000, [64, 1]), Arg::F32(1.0)], &config),
            LaunchKey::new(&[tensor(0x1000, [128, 1]), Arg::F32(1.0)], &config),
            LaunchKey::new(&[tensor(0x1000, [64, 1]), Arg::F32(-1.0)], &config),
            LaunchKey::new(&[tensor(0x1000, [64, 1]), Arg::F64(1.0)], &config),
            LaunchKey::new(
                &[tensor(0x1000, [64, 1]), Arg::F32(1.0)],
                &LaunchConfig {
                    stream: 7,
                    ..config
                },
            ),
            LaunchKey::new(
                &[tensor(0x1000, [64, 1]), Arg::F32(1.0)],
                &LaunchConfig {
                    grid: [2, 1, 1],
                    ..config
                },
            ),
        ];
        for other in &others {
            assert_ne!(&base, other);
        }
        // 0.0 and -0.0 are different arguments.
        assert_ne!(
            LaunchKey::new(&[Arg::F32(0.0)], &config),
            LaunchKey::new(&[Arg::F32(-0.0)], &config)
        );
    }

    #[test]
    fn words_hold_the_bytes_little_endian_and_padded() {
        let p = Prepared::new(
            LaunchConfig::new([1, 1, 1], [32, 1, 1]),
            false,
            &[vec![1, 2, 3, 4, 5, 6, 7, 8, 9], vec![], vec![0xff; 4]],
        );
        assert_eq!(
            p.words,
            vec![vec![0x0807_0605_0403_0201, 9], vec![0], vec![0xffff_ffff]]
        );
    }

    #[test]
    fn the_memory_is_bounded_and_can_be_forgotten() {
        let config = LaunchConfig::new([1, 1, 1], [32, 1, 1]);
        let mut m = PreparedLaunches::default();
        for i in 0..CAPACITY as u64 {
            m.insert(LaunchKey::new(&[Arg::Ptr(i)], &config), prepared(1));
        }
        assert_eq!(m.len(), CAPACITY);
        m.insert(LaunchKey::new(&[Arg::Ptr(u64::MAX)], &config), prepared(2));
        assert_eq!(m.len(), 1, "full: forgotten, then the new one kept");
        assert_eq!(
            m.get(&LaunchKey::new(&[Arg::Ptr(u64::MAX)], &config)),
            Some(&prepared(2))
        );
        m.clear();
        assert!(m.is_empty());
    }
}
