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
    /// `sm_<sm>` (`a` with `arch_specific`), known or not: [`Target::parse`]
    /// accepts only the targets the output can be compiled for.
    pub const fn new(sm: u32, arch_specific: bool) -> Self {
        Self { sm, arch_specific }
    }

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
        feature.requirement().supported_by(self)
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
                    need.min_ptx,
                    self
                ),
            ));
        }
        if need.prefers_arch_specific && !self.arch_specific {
            return Some(Violation::warning(
                "multicast-target",
                format!(
                    "{} is advised only on arch-specific targets (sm_90a, sm_100a); on {self} it may be substantially slower",
                    feature.describe()
                ),
            ));
        }
        None
    }
}

impl std::str::FromStr for Target {
    type Err = TargetError;

    /// As [`Target::parse`].
    fn from_str(text: &str) -> Result<Self, TargetError> {
        Self::parse(text)
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

/// What a feature or an instruction needs from the target: the least
/// compute capability, whether it needs the architecture-specific `a`
/// target, the least PTX ISA version and, for `a` features that later
/// families dropped, the newest compute capability that has it. The
/// verifier gates features with it ([`Feature::requirement`]) and the PTX
/// catalogue (`tile-ptx`) states each instruction's with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Requirement {
    /// Minimum compute capability times ten.
    pub min_sm: u32,
    /// Needs an architecture-specific (`a`) target.
    pub arch_specific: bool,
    /// Minimum PTX ISA version.
    pub min_ptx: PtxVersion,
    /// The newest compute capability (times ten) that has the feature, for
    /// architecture-specific features that later families dropped.
    pub max_sm: Option<u32>,
    /// Advice only: runs on the plain target, but the `a` target is advised
    /// (`.multicast::cluster`); never makes a target fail.
    pub prefers_arch_specific: bool,
}

impl Requirement {
    /// The identity of [`Requirement::join`]: needs nothing.
    pub const NONE: Requirement = Requirement::sm(0, PtxVersion::new(0, 0));

    /// A requirement on a plain (non-`a`) target.
    pub const fn sm(min_sm: u32, min_ptx: PtxVersion) -> Self {
        Self {
            min_sm,
            arch_specific: false,
            min_ptx,
            max_sm: None,
            prefers_arch_specific: false,
        }
    }

    /// A requirement on an architecture-specific (`a`) target.
    pub const fn sm_a(min_sm: u32, min_ptx: PtxVersion) -> Self {
        Self {
            arch_specific: true,
            ..Self::sm(min_sm, min_ptx)
        }
    }

    /// The same requirement, with the `a` target advised.
    pub const fn advise_arch_specific(self) -> Self {
        Self {
            prefers_arch_specific: true,
            ..self
        }
    }

    /// The same requirement, available only up to compute capability `max_sm`.
    pub const fn up_to(self, max_sm: u32) -> Self {
        Self {
            max_sm: Some(max_sm),
            ..self
        }
    }

    /// The least requirement that implies both: the larger SM and PTX
    /// version, the smaller `max_sm`, either flag.
    pub fn join(self, other: Requirement) -> Requirement {
        Requirement {
            min_sm: self.min_sm.max(other.min_sm),
            arch_specific: self.arch_specific || other.arch_specific,
            min_ptx: self.min_ptx.max(other.min_ptx),
            max_sm: match (self.max_sm, other.max_sm) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            prefers_arch_specific: self.prefers_arch_specific || other.prefers_arch_specific,
        }
    }

    /// The least target this requirement asks for, e.g. `sm_90a`.
    pub const fn target(&self) -> Target {
        Target::new(self.min_sm, self.arch_specific)
    }

    /// `sm_90a`, `sm_100`...
    pub fn target_name(&self) -> String {
        self.target().to_string()
    }

    /// Whether `target` has what this needs (its PTX version aside).
    /// Architecture-specific features are not forward compatible: they
    /// exist only on the `a` targets of the families that list them
    /// (`max_sm`).
    pub fn supported_by(&self, target: Target) -> bool {
        target.sm >= self.min_sm
            && (!self.arch_specific || target.arch_specific)
            && self.max_sm.is_none_or(|max| target.sm <= max)
    }

    /// Whether `target` with `.version ptx` can assemble it.
    pub fn satisfied_by(&self, target: Target, ptx: PtxVersion) -> bool {
        self.supported_by(target) && ptx >= self.min_ptx
    }

    /// Advice for a target that meets the requirement but not its
    /// preference, if any.
    pub fn advisory(&self, target: Target) -> Option<String> {
        (self.prefers_arch_specific && !target.arch_specific).then(|| {
            format!(
                "advised target is sm_{}a (runs on {target} with substantially reduced performance)",
                target.sm.max(self.min_sm)
            )
        })
    }
}

impl Default for Requirement {
    fn default() -> Self {
        Requirement::NONE
    }
}

impl fmt::Display for Requirement {
    /// `sm_90a, PTX 8.3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, PTX {}", self.target(), self.min_ptx)
    }
}

include!(concat!(env!("OUT_DIR"), "/tile_features.rs"));

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

    /// The generated table (td/TileBase.td's `Tile_Feature` records) holds
    /// what the hand-written one did.
    #[test]
    fn feature_requirements() {
        let v = PtxVersion::new;
        let table = [
            (Feature::CpAsync, Requirement::sm(80, v(7, 0))),
            (Feature::Mbarrier, Requirement::sm(80, v(7, 0))),
            (Feature::CpAsyncL2, Requirement::sm(80, v(7, 4))),
            (Feature::CpAsyncIgnoreSrc, Requirement::sm(80, v(7, 5))),
            (Feature::Bulk, Requirement::sm(90, v(8, 0))),
            (Feature::Tensor, Requirement::sm(90, v(8, 0))),
            (
                Feature::Multicast,
                Requirement::sm(90, v(8, 0)).advise_arch_specific(),
            ),
            (Feature::PrefetchTensormap, Requirement::sm(90, v(8, 0))),
            (Feature::MbarrierTx, Requirement::sm(90, v(8, 0))),
            (Feature::FenceProxyAsync, Requirement::sm(90, v(8, 0))),
            (Feature::ClusterBarrierRelaxed, Requirement::sm(90, v(8, 0))),
            (Feature::RemoteArrive, Requirement::sm(90, v(8, 0))),
            (Feature::ClusterBarrier, Requirement::sm(90, v(7, 8))),
            (Feature::TensormapFence, Requirement::sm(90, v(8, 3))),
            (Feature::TensormapReplace, Requirement::sm_a(90, v(8, 3))),
            (Feature::BulkSharedCtaDst, Requirement::sm(90, v(8, 6))),
            (Feature::TensorSharedCtaDst, Requirement::sm(90, v(8, 6))),
            (Feature::BulkCpMask, Requirement::sm(100, v(8, 6))),
            (Feature::SwizzleAtom, Requirement::sm(100, v(8, 6))),
            (Feature::Gather4SharedCta, Requirement::sm(100, v(8, 6))),
            (Feature::Im2colWSharedCta, Requirement::sm(100, v(8, 6))),
            (Feature::Gather4, Requirement::sm_a(100, v(8, 6)).up_to(110)),
            (
                Feature::Scatter4,
                Requirement::sm_a(100, v(8, 6)).up_to(110),
            ),
            (Feature::Im2colW, Requirement::sm_a(100, v(8, 6)).up_to(110)),
            (
                Feature::Im2colW128,
                Requirement::sm_a(100, v(8, 6)).up_to(110),
            ),
            (
                Feature::CtaGroup,
                Requirement::sm_a(100, v(8, 6)).up_to(110),
            ),
        ];
        assert_eq!(table.len(), Feature::ALL.len());
        for (feature, requirement) in table {
            assert_eq!(feature.requirement(), requirement, "{feature:?}");
        }
        assert_eq!(Feature::Tensor.describe(), "cp.async.bulk.tensor");
        assert_eq!(
            Requirement::sm_a(90, v(8, 3)).to_string(),
            "sm_90a, PTX 8.3"
        );
        let joined = Feature::Gather4
            .requirement()
            .join(Feature::TensormapReplace.requirement());
        assert_eq!(joined, Requirement::sm_a(100, v(8, 6)).up_to(110));
        assert!(!joined.satisfied_by(Target::new(120, true), v(8, 6)));
        assert!(joined.satisfied_by(Target::new(100, true), v(8, 6)));
        assert!(!joined.satisfied_by(Target::new(100, true), v(8, 5)));
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
