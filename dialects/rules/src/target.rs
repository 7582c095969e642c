//! Targets (`sm_80` ... `sm_121a`), PTX ISA versions, and the target and PTX
//! version every gated feature needs (PTX ISA 9.1 architecture tables).
//!
//! The targets and PTX versions accepted are exactly those that both of the
//! tools the output goes through know: LLVM 22's NVPTX back end
//! (`llc -march=nvptx64 -mcpu=help`) and ptxas 13.0 (`ptxas --help`,
//! `--gpu-name`). sm_101/sm_101a are known to LLVM 22 but were renamed
//! sm_110/sm_110a in CUDA 13, whose ptxas refuses them; the `f` family
//! targets (`sm_100f`) are not modelled.

use crate::violation::Violation;
use std::fmt;
use thiserror::Error;

/// A PTX ISA version, `major.minor`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PtxVersion {
    /// Major version.
    pub major: u32,
    /// Minor version.
    pub minor: u32,
}

/// Every PTX ISA version the output can be written in: those LLVM 22's
/// NVPTX back end can emit (`+ptx32` ... `+ptx90`), all of which ptxas 13.0
/// reads. PTX ISA 9.1 exists, but neither tool knows it.
pub const KNOWN_PTX_VERSIONS: &[PtxVersion] = &[
    PtxVersion::new(3, 2),
    PtxVersion::new(4, 0),
    PtxVersion::new(4, 1),
    PtxVersion::new(4, 2),
    PtxVersion::new(4, 3),
    PtxVersion::new(5, 0),
    PtxVersion::new(6, 0),
    PtxVersion::new(6, 1),
    PtxVersion::new(6, 2),
    PtxVersion::new(6, 3),
    PtxVersion::new(6, 4),
    PtxVersion::new(6, 5),
    PtxVersion::new(7, 0),
    PtxVersion::new(7, 1),
    PtxVersion::new(7, 2),
    PtxVersion::new(7, 3),
    PtxVersion::new(7, 4),
    PtxVersion::new(7, 5),
    PtxVersion::new(7, 6),
    PtxVersion::new(7, 7),
    PtxVersion::new(7, 8),
    PtxVersion::new(8, 0),
    PtxVersion::new(8, 1),
    PtxVersion::new(8, 2),
    PtxVersion::new(8, 3),
    PtxVersion::new(8, 4),
    PtxVersion::new(8, 5),
    PtxVersion::new(8, 6),
    PtxVersion::new(8, 7),
    PtxVersion::new(8, 8),
    PtxVersion::new(9, 0),
];

/// A PTX ISA version string that is malformed or names no version the
/// output can be written in.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum PtxVersionError {
    /// Not `"major.minor"` with decimal numbers.
    #[error("invalid PTX ISA version '{0}': expected \"major.minor\", for example \"8.3\"")]
    Malformed(String),
    /// Well-formed, but not a version LLVM 22 and ptxas 13 know.
    #[error(
        "unsupported PTX ISA version '{0}': the output can be written in PTX ISA 3.2 to 9.0 \
         (what LLVM 22's NVPTX back end emits and ptxas 13.0 reads; versions: 3.2, 4.0-4.3, \
         5.0, 6.0-6.5, 7.0-7.8, 8.0-8.8, 9.0)"
    )]
    Unknown(String),
}

impl PtxVersion {
    /// `major.minor`.
    pub const fn new(major: u32, minor: u32) -> Self {
        Self { major, minor }
    }

    /// Parses `"8.3"` and checks that it is one of [`KNOWN_PTX_VERSIONS`].
    pub fn parse(text: &str) -> Result<Self, PtxVersionError> {
        let malformed = || PtxVersionError::Malformed(text.to_string());
        let (major, minor) = text.split_once('.').ok_or_else(malformed)?;
        let number = |s: &str| -> Result<u32, PtxVersionError> {
            if s.is_empty() || s.len() > 3 || !s.chars().all(|c| c.is_ascii_digit()) {
                return Err(malformed());
            }
            s.parse().map_err(|_| malformed())
        };
        let version = PtxVersion::new(number(major)?, number(minor)?);
        if KNOWN_PTX_VERSIONS.contains(&version) {
            Ok(version)
        } else {
            Err(PtxVersionError::Unknown(text.to_string()))
        }
    }

    /// The `ptx-version` violation for a `tile.ptx_version` attribute
    /// value, if it is not a known version.
    pub fn check_attribute(text: &str) -> Option<Violation> {
        Self::parse(text)
            .err()
            .map(|e| Violation::error("ptx-version", format!("tile.ptx_version: {e}")))
    }

    /// The LLVM NVPTX feature string selecting this version (`+ptx86`).
    pub fn llvm_feature(self) -> String {
        format!("+ptx{}{}", self.major, self.minor)
    }
}

impl fmt::Display for PtxVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// A compilation target: `sm_<N>` with an optional architecture-specific `a`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    /// Compute capability times ten (90 for sm_90).
    pub sm: u32,
    /// `sm_90a`, `sm_100a`: architecture-specific features enabled.
    pub arch_specific: bool,
}

/// A target string that does not name a supported GPU.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum TargetError {
    /// Not of the form `sm_<N>[a]`.
    #[error("invalid target '{0}': expected sm_<N> or sm_<N>a, for example sm_90a")]
    Malformed(String),
    /// A compute capability older than cp.async.
    #[error("unsupported target '{0}': tile-opt supports sm_80 and newer")]
    TooOld(String),
    /// Well-formed and new enough, but not a GPU that both LLVM 22 and
    /// ptxas 13 compile for.
    #[error("unsupported target '{name}': {}", unknown_hint(.name))]
    Unknown {
        /// The name given.
        name: String,
    },
}

/// Every target name [`Target::parse`] accepts, in order.
pub const KNOWN_TARGETS: &[&str] = &[
    "sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_103",
    "sm_103a", "sm_110", "sm_110a", "sm_120", "sm_120a", "sm_121", "sm_121a",
];

fn unknown_hint(name: &str) -> String {
    let renamed = match name {
        "sm_101" => " (CUDA 13 renamed sm_101 to sm_110)",
        "sm_101a" => " (CUDA 13 renamed sm_101a to sm_110a)",
        _ => "",
    };
    format!(
        "not a target both LLVM 22's NVPTX back end and ptxas 13 compile for{renamed}; known \
         targets: {}",
        KNOWN_TARGETS.join(", ")
    )
}

impl Target {
    /// The default target when none is given.
    pub const DEFAULT: Target = Target {
        sm: 90,
        arch_specific: true,
    };

    /// Parses `sm_90a`, `sm_100a`, `sm_80`, ...
    pub fn parse(text: &str) -> Result<Self, TargetError> {
        let malformed = || TargetError::Malformed(text.to_string());
        let rest = text.strip_prefix("sm_").ok_or_else(malformed)?;
        let (digits, arch_specific) = match rest.strip_suffix('a') {
            Some(d) => (d, true),
            None => (rest, false),
        };
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
            return Err(malformed());
        }
        let sm: u32 = digits.parse().map_err(|_| malformed())?;
        if sm < 80 {
            return Err(TargetError::TooOld(text.to_string()));
        }
        if !KNOWN_TARGETS.contains(&text) {
            return Err(TargetError::Unknown {
                name: text.to_string(),
            });
        }
        Ok(Self { sm, arch_specific })
    }

    /// The lowest PTX ISA version that knows this target (LLVM 22 refuses
    /// a lower one: "PTX version 7.0 does not support target 'sm_86'").
    pub fn min_ptx(self) -> PtxVersion {
        match (self.sm, self.arch_specific) {
            (..=80, _) => PtxVersion::new(7, 0),
            (81..=86, _) => PtxVersion::new(7, 1),
            (87, _) => PtxVersion::new(7, 4),
            (88, _) => PtxVersion::new(9, 0),
            (89, _) | (90, false) => PtxVersion::new(7, 8),
            (90, true) => PtxVersion::new(8, 0),
            (91..=100, _) => PtxVersion::new(8, 6),
            (101..=103, _) => PtxVersion::new(8, 8),
            (104..=110, _) => PtxVersion::new(9, 0),
            (111..=120, _) => PtxVersion::new(8, 7),
            _ => PtxVersion::new(8, 8),
        }
    }

    /// The most shared memory one thread block can have on this target,
    /// in bytes (CUDA's "maximum shared memory per thread block", opted
    /// in: 227 KiB on sm_90/sm_100/sm_103/sm_110, 163 KiB on sm_80/sm_87,
    /// 99 KiB on sm_86/sm_88/sm_89/sm_120/sm_121).
    pub fn max_shared_bytes(self) -> u64 {
        match self.sm {
            80 | 87 => 163 << 10,
            90 | 100 | 103 | 110 => 227 << 10,
            _ => 99 << 10,
        }
    }

    /// The `smem-capacity` violation for `what` taking `bytes` bytes of
    /// shared memory (`None` bytes: more than 64 bits can count), if no
    /// thread block on this target can hold it.
    pub fn check_shared_capacity(self, what: &str, bytes: Option<u64>) -> Option<Violation> {
        let max = self.max_shared_bytes();
        let size = match bytes {
            Some(b) if b <= max => return None,
            Some(b) => b.to_string(),
            None => "more than 2^64".to_string(),
        };
        Some(Violation::error(
            "smem-capacity",
            format!(
                "{what} takes {size} bytes of shared memory, but a thread block on {self} has at \
                 most {max}"
            ),
        ))
    }

    /// Whether `feature` is available on this target. Architecture-specific
    /// features are not forward compatible: they exist only on the `a`
    /// targets of the families that list them (`max_sm`).
    pub fn supports(self, feature: Feature) -> bool {
        let need = feature.requirement();
        self.sm >= need.min_sm
            && (!need.arch_specific || self.arch_specific)
            && need.max_sm.is_none_or(|max| self.sm <= max)
    }

    /// A violation if `feature` is not available (or only advised against).
    pub fn check(self, feature: Feature) -> Option<Violation> {
        let need = feature.requirement();
        if !self.supports(feature) {
            // An architecture-specific feature that later families dropped.
            let family = match need.max_sm {
                Some(max) if self.sm > max => {
                    format!(
                        " (architecture-specific: sm_{}a..sm_{max}a only)",
                        need.min_sm
                    )
                }
                _ => String::new(),
            };
            return Some(Violation::error(
                "target-feature",
                format!(
                    "{} requires {} (PTX {}){family}, but the target is {}",
                    feature.describe(),
                    need.target_name(),
                    need.ptx,
                    self
                ),
            ));
        }
        if feature == Feature::Multicast && !self.arch_specific {
            return Some(Violation::warning(
                "multicast-target",
                format!(
                    ".multicast::cluster is advised only on arch-specific targets (sm_90a, sm_100a); on {self} it may be substantially slower"
                ),
            ));
        }
        None
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "sm_{}{}",
            self.sm,
            if self.arch_specific { "a" } else { "" }
        )
    }
}

/// What a feature needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Requirement {
    /// Minimum compute capability times ten.
    pub min_sm: u32,
    /// Needs an architecture-specific (`a`) target.
    pub arch_specific: bool,
    /// Minimum PTX ISA version.
    pub ptx: PtxVersion,
    /// The newest compute capability (times ten) that has the feature, for
    /// architecture-specific features that later families dropped.
    pub max_sm: Option<u32>,
}

impl Requirement {
    const fn new(min_sm: u32, arch_specific: bool, major: u32, minor: u32) -> Self {
        Self {
            min_sm,
            arch_specific,
            ptx: PtxVersion::new(major, minor),
            max_sm: None,
        }
    }

    /// The same requirement, available only up to compute capability `max_sm`.
    const fn up_to(self, max_sm: u32) -> Self {
        Self {
            max_sm: Some(max_sm),
            ..self
        }
    }

    /// `sm_90a`, `sm_100`...
    pub fn target_name(&self) -> String {
        format!(
            "sm_{}{}",
            self.min_sm,
            if self.arch_specific { "a" } else { "" }
        )
    }
}

/// Every target-gated feature the dialect can express.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Feature {
    /// Non-bulk `cp.async`.
    CpAsync,
    /// `cp.async` with an `ignore-src` predicate.
    CpAsyncIgnoreSrc,
    /// `.L2::cache_hint` / `.L2::<N>B` prefetch size on `cp.async`.
    CpAsyncL2,
    /// `cp.async.bulk` / `cp.reduce.async.bulk` / bulk prefetch / bulk groups.
    Bulk,
    /// Bulk copy with a `.shared::cta` destination.
    BulkSharedCtaDst,
    /// `.cp_mask` on a bulk store.
    BulkCpMask,
    /// `cp.async.bulk.tensor` tile/im2col copies, reduce and prefetch.
    Tensor,
    /// Tensor load into `.shared::cta`.
    TensorSharedCtaDst,
    /// `.multicast::cluster`.
    Multicast,
    /// `.tile::gather4` into shared::cluster.
    Gather4,
    /// `.tile::gather4` into shared::cta.
    Gather4SharedCta,
    /// `.tile::scatter4`.
    Scatter4,
    /// `.im2col::w` into shared::cluster.
    Im2colW,
    /// `.im2col::w` into shared::cta.
    Im2colWSharedCta,
    /// `.im2col::w::128`.
    Im2colW128,
    /// `.cta_group::1|2`.
    CtaGroup,
    /// The 128B swizzle with 32B/64B atomicity.
    SwizzleAtom,
    /// `tensormap.replace` (device-side descriptor rebind).
    TensormapReplace,
    /// `fence.proxy.tensormap::generic` and `tensormap.cp_fenceproxy`.
    TensormapFence,
    /// `prefetch.tensormap`.
    PrefetchTensormap,
    /// mbarrier init/arrive.
    Mbarrier,
    /// `mbarrier.expect_tx`, `arrive.expect_tx`, `try_wait.parity`.
    MbarrierTx,
    /// `fence.proxy.async`.
    FenceProxyAsync,
    /// `barrier.cluster.arrive` / `barrier.cluster.wait`.
    ClusterBarrier,
    /// `barrier.cluster.arrive.relaxed`.
    ClusterBarrierRelaxed,
    /// An mbarrier arrive on a peer CTA's barrier (`mapa` +
    /// `mbarrier.arrive.release.cluster.shared::cluster`).
    RemoteArrive,
}

impl Feature {
    /// The target and PTX version this feature needs.
    pub fn requirement(self) -> Requirement {
        match self {
            Feature::CpAsync | Feature::Mbarrier => Requirement::new(80, false, 7, 0),
            Feature::CpAsyncL2 => Requirement::new(80, false, 7, 4),
            Feature::CpAsyncIgnoreSrc => Requirement::new(80, false, 7, 5),
            Feature::Bulk
            | Feature::Tensor
            | Feature::Multicast
            | Feature::PrefetchTensormap
            | Feature::MbarrierTx
            | Feature::FenceProxyAsync
            | Feature::ClusterBarrierRelaxed
            | Feature::RemoteArrive => Requirement::new(90, false, 8, 0),
            Feature::ClusterBarrier => Requirement::new(90, false, 7, 8),
            Feature::TensormapFence => Requirement::new(90, false, 8, 3),
            Feature::TensormapReplace => Requirement::new(90, true, 8, 3),
            Feature::BulkSharedCtaDst | Feature::TensorSharedCtaDst => {
                Requirement::new(90, false, 8, 6)
            }
            Feature::BulkCpMask
            | Feature::SwizzleAtom
            | Feature::Gather4SharedCta
            | Feature::Im2colWSharedCta => Requirement::new(100, false, 8, 6),
            // PTX ISA: sm_100a and sm_101a (sm_110a), and the sm_100f /
            // sm_110f families; not sm_120a.
            Feature::Gather4
            | Feature::Scatter4
            | Feature::Im2colW
            | Feature::Im2colW128
            | Feature::CtaGroup => Requirement::new(100, true, 8, 6).up_to(110),
        }
    }

    /// A human name for diagnostics.
    pub fn describe(self) -> &'static str {
        match self {
            Feature::CpAsync => "cp.async",
            Feature::CpAsyncIgnoreSrc => "cp.async with ignore-src",
            Feature::CpAsyncL2 => "cp.async with an L2 cache hint or prefetch size",
            Feature::Bulk => "cp.async.bulk",
            Feature::BulkSharedCtaDst => "a bulk copy into .shared::cta",
            Feature::BulkCpMask => ".cp_mask",
            Feature::Tensor => "cp.async.bulk.tensor",
            Feature::TensorSharedCtaDst => "a tensor load into .shared::cta",
            Feature::Multicast => ".multicast::cluster",
            Feature::Gather4 => ".tile::gather4",
            Feature::Gather4SharedCta => ".tile::gather4 into .shared::cta",
            Feature::Scatter4 => ".tile::scatter4",
            Feature::Im2colW => ".im2col::w",
            Feature::Im2colWSharedCta => ".im2col::w into .shared::cta",
            Feature::Im2colW128 => ".im2col::w::128",
            Feature::CtaGroup => ".cta_group",
            Feature::SwizzleAtom => "the 128B swizzle with 32B/64B atomicity",
            Feature::TensormapReplace => "tensormap.replace",
            Feature::TensormapFence => "fence.proxy.tensormap::generic / tensormap.cp_fenceproxy",
            Feature::PrefetchTensormap => "prefetch.tensormap",
            Feature::Mbarrier => "mbarrier",
            Feature::MbarrierTx => "mbarrier transaction counts (expect_tx, try_wait.parity)",
            Feature::FenceProxyAsync => "fence.proxy.async",
            Feature::ClusterBarrier => "barrier.cluster",
            Feature::ClusterBarrierRelaxed => "barrier.cluster.arrive.relaxed",
            Feature::RemoteArrive => "an mbarrier arrive on a peer CTA (mapa, .shared::cluster)",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_targets() {
        assert_eq!(
            Target::parse("sm_90a"),
            Ok(Target {
                sm: 90,
                arch_specific: true
            })
        );
        assert_eq!(
            Target::parse("sm_100a").map(|t| t.to_string()),
            Ok("sm_100a".into())
        );
        assert!(matches!(Target::parse("sm_7"), Err(TargetError::TooOld(_))));
        assert!(matches!(
            Target::parse("gfx90a"),
            Err(TargetError::Malformed(_))
        ));
        assert!(matches!(
            Target::parse("sm_a"),
            Err(TargetError::Malformed(_))
        ));
    }

    #[test]
    fn gates_features() {
        let sm90 = Target::parse("sm_90").unwrap();
        let sm90a = Target::parse("sm_90a").unwrap();
        let sm100a = Target::parse("sm_100a").unwrap();
        assert!(!sm90.supports(Feature::TensormapReplace));
        assert!(sm90a.supports(Feature::TensormapReplace));
        assert!(sm100a.supports(Feature::TensormapReplace));
        assert!(!sm90a.supports(Feature::Gather4));
        assert!(sm100a.supports(Feature::CtaGroup));
        let v = sm90a.check(Feature::Scatter4).unwrap();
        assert_eq!(v.rule, "target-feature");
        assert!(
            v.message
                .contains("requires sm_100a (PTX 8.6), but the target is sm_90a"),
            "{}",
            v.message
        );
        assert_eq!(
            sm90.check(Feature::Multicast).unwrap().rule,
            "multicast-target"
        );
        assert_eq!(sm90a.check(Feature::Multicast), None);
    }

    #[test]
    fn arch_specific_features_are_not_forward_compatible() {
        let sm100 = Target::parse("sm_100").unwrap();
        let sm110a = Target::parse("sm_110a").unwrap();
        let sm120a = Target::parse("sm_120a").unwrap();
        assert!(sm110a.supports(Feature::CtaGroup));
        assert!(!sm120a.supports(Feature::CtaGroup));
        assert!(!sm120a.supports(Feature::Gather4));
        let v = sm120a.check(Feature::Im2colW128).unwrap();
        assert!(
            v.message.contains(
                "requires sm_100a (PTX 8.6) (architecture-specific: sm_100a..sm_110a only), \
                 but the target is sm_120a"
            ),
            "{}",
            v.message
        );
        // Not architecture-specific: forward compatible.
        assert!(sm120a.supports(Feature::SwizzleAtom));
        assert!(sm120a.supports(Feature::TensormapReplace));
        // Into shared::cta, gather4 and im2col::w need plain sm_100 only.
        assert!(!sm100.supports(Feature::Gather4));
        assert!(sm100.supports(Feature::Gather4SharedCta));
        assert!(sm100.supports(Feature::Im2colWSharedCta));
        assert!(sm120a.supports(Feature::Gather4SharedCta));
        assert!(!Target::parse("sm_90a")
            .unwrap()
            .supports(Feature::Im2colWSharedCta));
    }

    #[test]
    fn only_known_targets_parse() {
        for name in KNOWN_TARGETS {
            let target = Target::parse(name).unwrap();
            assert_eq!(&target.to_string(), name);
            assert!(KNOWN_PTX_VERSIONS.contains(&target.min_ptx()), "{name}");
        }
        for name in ["sm_9000", "sm_91", "sm_101", "sm_85"] {
            assert!(
                matches!(Target::parse(name), Err(TargetError::Unknown { .. })),
                "{name}"
            );
        }
        let renamed = Target::parse("sm_101a").unwrap_err().to_string();
        assert!(renamed.contains("renamed sm_101a to sm_110a"), "{renamed}");
    }

    #[test]
    fn shared_memory_capacity() {
        let sm90a = Target::parse("sm_90a").unwrap();
        assert_eq!(sm90a.check_shared_capacity("x", Some(232448)), None);
        let v = sm90a.check_shared_capacity("x", Some(232449)).unwrap();
        assert_eq!(v.rule, "smem-capacity");
        assert!(v.message.contains("at most 232448"), "{}", v.message);
        assert!(sm90a.check_shared_capacity("x", None).is_some());
        assert_eq!(Target::parse("sm_86").unwrap().max_shared_bytes(), 101376);
    }

    #[test]
    fn ptx_versions_are_checked() {
        assert_eq!(PtxVersion::parse("8.3"), Ok(PtxVersion::new(8, 3)));
        assert_eq!(PtxVersion::parse("9.0"), Ok(PtxVersion::new(9, 0)));
        for bad in ["99.9", "9.1", "7.9", "8.10"] {
            assert_eq!(
                PtxVersion::parse(bad),
                Err(PtxVersionError::Unknown(bad.into())),
                "{bad}"
            );
        }
        for bad in ["", "8", "8.", ".3", "8.3.1", "a.b", "+8.3", "99999999999.1"] {
            assert_eq!(
                PtxVersion::parse(bad),
                Err(PtxVersionError::Malformed(bad.into())),
                "{bad}"
            );
        }
        assert_eq!(
            PtxVersion::check_attribute("99.9").unwrap().rule,
            "ptx-version"
        );
        assert_eq!(PtxVersion::check_attribute("8.6"), None);
    }

    #[test]
    fn ptx_for_targets() {
        assert_eq!(
            Target::parse("sm_90a").unwrap().min_ptx(),
            PtxVersion::new(8, 0)
        );
        assert_eq!(
            Target::parse("sm_100a").unwrap().min_ptx(),
            PtxVersion::new(8, 6)
        );
        assert_eq!(PtxVersion::new(8, 3).llvm_feature(), "+ptx83");
    }
}
