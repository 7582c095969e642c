//! The launch configuration and its check against what the kernel's
//! manifest entry fixes, without the driver: grid and block non-zero, the
//! block the kernel fixes (`block_size`), the cluster it fixes
//! (`cluster_size`, also the cluster of a launch that gives none), a
//! cluster dividing the grid, the dynamic shared memory the kernel needs.

use tile_abi::manifest::KernelManifest;

use crate::error::RuntimeError;

/// How to launch: the grid and block, an optional thread-block cluster,
/// the dynamic shared memory and the stream (`0`: the legacy default
/// stream; a `torch.cuda.Stream`'s `cuda_stream` works as is).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LaunchConfig {
    /// Blocks per grid (x, y, z).
    pub grid: [u32; 3],
    /// Threads per block (x, y, z).
    pub block: [u32; 3],
    /// Blocks per cluster (x, y, z), if the kernel runs in clusters;
    /// `None` for the cluster the kernel fixes, if any.
    pub cluster: Option<[u32; 3]>,
    /// Dynamic shared memory in bytes.
    pub dynamic_smem: u32,
    /// The `CUstream` to launch on, as an integer.
    pub stream: u64,
}

impl LaunchConfig {
    /// A launch of `grid` blocks of `block` threads on the default stream.
    pub fn new(grid: [u32; 3], block: [u32; 3]) -> Self {
        LaunchConfig {
            grid,
            block,
            cluster: None,
            dynamic_smem: 0,
            stream: 0,
        }
    }
}

/// A configuration checked against its kernel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Resolved {
    /// The configuration, its cluster the kernel's fixed one when it gave
    /// none.
    pub config: LaunchConfig,
    /// Whether the launch must pass the cluster as a launch attribute: a
    /// cluster the kernel does not fix (one it fixes is in its PTX,
    /// `.reqnctapercluster`, and is not given again).
    pub cluster_attribute: bool,
}

/// `config` checked against `kernel`'s manifest entry; every refusal is a
/// [`RuntimeError::Config`] naming the kernel's and the launch's values.
pub fn resolve(kernel: &KernelManifest, config: &LaunchConfig) -> Result<Resolved, RuntimeError> {
    let fail = |message: String| RuntimeError::Config {
        kernel: kernel.name.clone(),
        message,
    };
    if config.grid.contains(&0) || config.block.contains(&0) {
        return Err(fail(format!(
            "grid {:?} and block {:?} must be non-zero",
            config.grid, config.block
        )));
    }
    if let Some(fixed) = kernel.block_size.filter(|&b| b != config.block) {
        return Err(fail(format!(
            "the kernel fixes its block at {fixed:?} threads; the launch gives block {:?}",
            config.block
        )));
    }
    let cluster = match (kernel.cluster_size, config.cluster) {
        (Some(fixed), Some(given)) if fixed != given => {
            return Err(fail(format!(
                "the kernel fixes its cluster at {fixed:?} CTAs; the launch gives cluster {given:?}"
            )))
        }
        (fixed, given) => given.or(fixed),
    };
    if let Some(c) = cluster {
        if c.contains(&0) || config.grid.iter().zip(c).any(|(g, c)| g % c != 0) {
            let whose = if config.cluster.is_some() {
                "cluster"
            } else {
                "the kernel's fixed cluster"
            };
            return Err(fail(format!(
                "{whose} {c:?} must be non-zero and divide grid {:?}",
                config.grid
            )));
        }
    }
    if let Some(smem) = &kernel.shared_memory {
        if smem.uses_dynamic && config.dynamic_smem == 0 {
            return Err(fail(
                "the kernel reads dynamic shared memory; the launch gives none".into(),
            ));
        }
        if let Some(need) = smem
            .dynamic_bytes
            .filter(|&n| u64::from(config.dynamic_smem) < n)
        {
            return Err(fail(format!(
                "the kernel's launch sites pass {need} bytes of dynamic shared memory; the launch gives {}",
                config.dynamic_smem
            )));
        }
    }
    Ok(Resolved {
        config: LaunchConfig { cluster, ..*config },
        cluster_attribute: cluster.is_some() && kernel.cluster_size.is_none(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_abi::manifest::SharedMemory;

    fn kernel(block: Option<[u32; 3]>, cluster: Option<[u32; 3]>) -> KernelManifest {
        KernelManifest {
            name: "k".into(),
            block_size: block,
            cluster_size: cluster,
            ..Default::default()
        }
    }

    fn refusal(k: &KernelManifest, config: LaunchConfig) -> String {
        resolve(k, &config).unwrap_err().to_string()
    }

    #[test]
    fn a_fixed_block_is_the_only_block() {
        let k = kernel(Some([128, 1, 1]), None);
        let ok = resolve(&k, &LaunchConfig::new([4, 1, 1], [128, 1, 1])).unwrap();
        assert_eq!(ok.config.cluster, None);
        assert!(!ok.cluster_attribute);
        let e = refusal(&k, LaunchConfig::new([4, 1, 1], [64, 2, 1]));
        assert_eq!(
            e,
            "kernel 'k': the kernel fixes its block at [128, 1, 1] threads; the launch gives block [64, 2, 1]"
        );
        // Without a fixed block any block goes.
        let free = kernel(None, None);
        assert!(resolve(&free, &LaunchConfig::new([4, 1, 1], [64, 2, 1])).is_ok());
    }

    #[test]
    fn a_fixed_cluster_is_used_and_checked() {
        let k = kernel(None, Some([2, 1, 1]));
        let given_none = resolve(&k, &LaunchConfig::new([8, 3, 1], [32, 1, 1])).unwrap();
        assert_eq!(given_none.config.cluster, Some([2, 1, 1]));
        assert!(!given_none.cluster_attribute, "the PTX carries it");
        let mut same = LaunchConfig::new([8, 3, 1], [32, 1, 1]);
        same.cluster = Some([2, 1, 1]);
        assert_eq!(resolve(&k, &same).unwrap(), given_none);
        let mut other = same;
        other.cluster = Some([4, 1, 1]);
        assert_eq!(
            refusal(&k, other),
            "kernel 'k': the kernel fixes its cluster at [2, 1, 1] CTAs; the launch gives cluster [4, 1, 1]"
        );
        // The fixed cluster must divide the grid too.
        let e = refusal(&k, LaunchConfig::new([7, 1, 1], [32, 1, 1]));
        assert!(
            e.contains(
                "the kernel's fixed cluster [2, 1, 1] must be non-zero and divide grid [7, 1, 1]"
            ),
            "{e}"
        );
        // A cluster the kernel does not fix goes as a launch attribute.
        let free = kernel(None, None);
        let r = resolve(&free, &other).unwrap();
        assert_eq!(
            (r.config.cluster, r.cluster_attribute),
            (Some([4, 1, 1]), true)
        );
    }

    #[test]
    fn zero_extents_and_dynamic_shared_memory() {
        let mut k = kernel(None, None);
        let e = refusal(&k, LaunchConfig::new([0, 1, 1], [32, 1, 1]));
        assert!(e.contains("must be non-zero"), "{e}");
        k.shared_memory = Some(SharedMemory {
            static_bytes: Some(0),
            uses_dynamic: true,
            dynamic_bytes: Some(4096),
        });
        let e = refusal(&k, LaunchConfig::new([1, 1, 1], [32, 1, 1]));
        assert!(e.contains("launch gives none"), "{e}");
        let mut c = LaunchConfig::new([1, 1, 1], [32, 1, 1]);
        c.dynamic_smem = 1024;
        assert!(refusal(&k, c).contains("pass 4096 bytes"));
        c.dynamic_smem = 4096;
        assert!(resolve(&k, &c).is_ok());
    }
}
