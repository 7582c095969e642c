//! The structure-aware generator: well-formed random kernels of the `tile`
//! dialect — every op family, load/store/reduce/prefetch modes, ranks,
//! boxes, swizzles, element types, targets, multicast, L2 hints, cta_group
//! and predicates, descriptors passed in, built from kernel memrefs (hoisted
//! to the host) or device-born (rebound on the device) in loops and
//! branches, and now and then a host function that launches the kernel.
//!
//! Every runtime value is a kernel parameter (or a loop index), so that
//! LLVM folds none of them into an immediate: the two emission strategies
//! must then produce the same instructions after [`crate::ptx`]'s
//! normalization. Features are chosen from what the target supports
//! (`tile_rules::Target::supports`); now and then ("chaos") a feature the
//! target lacks is used anyway, so that rejections are exercised too.

pub mod descriptor;

use crate::rng::Rng;
use descriptor::{descriptor, Desc, Shape};
use tile_rules::enums::{DescMode, ReduceKind};
use tile_rules::reduce::{is_legal, ReduceDestination};
use tile_rules::{ElementType, Feature, Target};

/// Static shared memory a generated kernel aims to stay under (ptxas
/// allows 48 KiB of static `.shared` per kernel).
const SMEM_BUDGET: u64 = 40 * 1024;

/// Bytes of a static memref type (`memref<4x32xf16, 3>`); 0 if unknown.
fn memref_bytes(ty: &str) -> u64 {
    let Some(inner) = ty.strip_prefix("memref<").and_then(|t| t.split(',').next()) else {
        return 0;
    };
    let inner = inner.trim_end_matches('>');
    let mut parts: Vec<&str> = inner.split('x').collect();
    let elem = parts.pop().unwrap_or("");
    let count: u64 = parts
        .iter()
        .map(|p| p.parse::<u64>().unwrap_or(1))
        .product();
    let b = ElementType::from_mlir(elem).map_or(8, |e| e.bytes());
    count * b
}

/// Targets kernels are generated for, with weights.
const TARGETS: &[(&str, u32)] = &[
    ("sm_90a", 45),
    ("sm_100a", 35),
    ("sm_90", 8),
    ("sm_100", 4),
    ("sm_120a", 4),
    ("sm_80", 4),
];

/// One generated input: the module text.
pub fn generate(rng: &mut Rng) -> String {
    let chaos = rng.chance(6);
    let modules = if rng.chance(15) { 2 } else { 1 };
    let mut gpu_modules = Vec::new();
    let mut hosts = Vec::new();
    let top_target = pick_target(rng);
    for m in 0..modules {
        let target = if m == 0 { top_target } else { pick_target(rng) };
        let mut module = GpuModule {
            name: format!("g{m}"),
            target,
            globals: Vec::new(),
            kernels: Vec::new(),
        };
        let kernels = if rng.chance(20) { 2 } else { 1 };
        for k in 0..kernels {
            let mut kernel = Kernel::new(rng, target, format!("k{m}_{k}"), chaos);
            kernel.build(&mut module.globals);
            if kernel.host_ok && kernel.rng.chance(40) {
                hosts.push(kernel.host_launcher(&module.name));
            }
            module.kernels.push(kernel.text());
        }
        gpu_modules.push(module);
    }
    let mut out =
        format!("module attributes {{gpu.container_module, tile.target = \"{top_target}\"}} {{\n");
    for m in &gpu_modules {
        out += &format!(
            "  gpu.module @{} [#nvvm.target<chip = \"{}\">] {{\n",
            m.name, m.target
        );
        for g in &m.globals {
            out += &format!("    {g}\n");
        }
        for k in &m.kernels {
            out += k;
        }
        out += "  }\n";
    }
    for h in &hosts {
        out += h;
    }
    out += "}\n";
    out
}

fn pick_target(rng: &mut Rng) -> Target {
    let total: u32 = TARGETS.iter().map(|t| t.1).sum();
    let mut x = (rng.next_u64() % u64::from(total)) as u32;
    for (name, w) in TARGETS {
        if x < *w {
            return Target::parse(name).unwrap_or(Target::DEFAULT);
        }
        x -= w;
    }
    Target::DEFAULT
}

struct GpuModule {
    name: String,
    target: Target,
    globals: Vec<String>,
    kernels: Vec<String>,
}

/// How the current code is nested inside the leader's `scf.if`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Wrapper {
    Loop,
    Branch,
}

struct Kernel<'r> {
    rng: &'r mut Rng,
    target: Target,
    name: String,
    chaos: bool,
    params: Vec<(String, String)>,
    prologue: Vec<String>,
    body: Vec<String>,
    wrappers: Vec<Wrapper>,
    /// The enclosing loops' indices (index, and cast to i32), innermost last.
    loops: Vec<(String, String)>,
    counter: usize,
    /// No parameter a host function cannot pass (descriptors).
    host_ok: bool,
    /// The kernel's mbarrier (initialized at the start of the leader block).
    bar: Option<String>,
    /// Kernel-level descriptors (parameters and host-born), reusable.
    descs: Vec<(String, Desc)>,
    block_id: Option<String>,
    /// Shared-memory buffers by type, and their total size in bytes.
    smem: Vec<(String, String)>,
    smem_bytes: u64,
}

impl<'r> Kernel<'r> {
    fn new(rng: &'r mut Rng, target: Target, name: String, chaos: bool) -> Self {
        Self {
            rng,
            target,
            name,
            chaos,
            params: Vec::new(),
            prologue: Vec::new(),
            body: Vec::new(),
            wrappers: Vec::new(),
            loops: Vec::new(),
            counter: 0,
            host_ok: true,
            bar: None,
            descs: Vec::new(),
            block_id: None,
            smem: Vec::new(),
            smem_bytes: 0,
        }
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.counter += 1;
        format!("%{prefix}{}", self.counter)
    }

    fn param(&mut self, prefix: &str, ty: &str) -> String {
        let name = self.fresh(prefix);
        self.params.push((name.clone(), ty.to_string()));
        if ty.starts_with("!tile.") {
            self.host_ok = false;
        }
        name
    }

    fn line(&mut self, text: impl Into<String>) {
        let indent = "  ".repeat(4 + self.wrappers.len());
        self.body.push(format!("{indent}{}", text.into()));
    }

    /// Whether `feature` may be used (always when the target has it; with
    /// chaos, sometimes even when it does not).
    fn allows(&mut self, feature: Feature) -> bool {
        self.target.supports(feature) || (self.chaos && self.rng.chance(20))
    }

    /// A shared-memory buffer of type `ty`: a new global, or one of the
    /// same type already there. `None` when a new one would take the kernel
    /// past [`SMEM_BUDGET`] (under chaos the budget is ignored now and then).
    fn global(&mut self, globals: &mut Vec<String>, ty: &str, align: u32) -> Option<String> {
        let bytes = memref_bytes(ty);
        let reuse = self
            .smem
            .iter()
            .find(|(t, _)| t == ty)
            .map(|(_, v)| v.clone());
        let fits = self.smem_bytes + bytes <= SMEM_BUDGET;
        match reuse {
            Some(v) if !fits || self.rng.chance(30) => return Some(v),
            None if !(fits || (self.chaos && self.rng.chance(30))) => return None,
            _ => {}
        }
        self.smem_bytes += bytes;
        self.counter += 1;
        let sym = format!("{}_s{}", self.name, self.counter);
        globals.push(format!(
            "memref.global \"private\" @{sym} : {ty} {{alignment = {align}}}"
        ));
        let value = format!("%{sym}");
        self.prologue
            .push(format!("{value} = memref.get_global @{sym} : {ty}"));
        self.smem.push((ty.to_string(), value.clone()));
        Some(value)
    }

    fn i32_value(&mut self, prefix: &str) -> String {
        match self.loops.last() {
            Some((_, i)) if self.rng.chance(30) => i.clone(),
            _ => self.param(prefix, "i32"),
        }
    }

    fn build(&mut self, globals: &mut Vec<String>) {
        let tx = self.target.supports(Feature::MbarrierTx);
        if self.target.supports(Feature::Mbarrier) {
            let Some(bar) = self.global(globals, "memref<i64, 3>", 8) else {
                return;
            };
            let count = self.param("count", "i32");
            self.line(format!(
                "tile.mbarrier_init {bar}, {count} : memref<i64, 3>"
            ));
            if self.target.supports(Feature::FenceProxyAsync) {
                self.line("tile.fence_proxy_async shared_cta");
            }
            self.bar = Some(bar);
        }
        let actions = 1 + self.rng.below(7);
        for _ in 0..actions {
            self.wrapped_action(globals, tx);
        }
    }

    fn wrapped_action(&mut self, globals: &mut Vec<String>, tx: bool) {
        let wrap = if self.wrappers.len() < 2 {
            self.rng.below(10)
        } else {
            9
        };
        match wrap {
            0 | 1 => {
                let bound = self.param("n", "index");
                let iv = self.fresh("i");
                self.line(format!("scf.for {iv} = %c0 to {bound} step %c1 {{"));
                self.wrappers.push(Wrapper::Loop);
                let cast = self.fresh("ii");
                self.line(format!("{cast} = arith.index_cast {iv} : index to i32"));
                self.loops.push((iv, cast));
                let n = 1 + self.rng.below(3);
                for _ in 0..n {
                    self.wrapped_action(globals, tx);
                }
                self.loops.pop();
                self.wrappers.pop();
                self.line("}");
            }
            2 => {
                let p = self.param("p", "i1");
                self.line(format!("scf.if {p} {{"));
                self.wrappers.push(Wrapper::Branch);
                let n = 1 + self.rng.below(2);
                for _ in 0..n {
                    self.wrapped_action(globals, tx);
                }
                self.wrappers.pop();
                self.line("}");
            }
            _ => self.action(globals, tx),
        }
    }

    fn action(&mut self, globals: &mut Vec<String>, tx: bool) {
        let tensor = self.allows(Feature::Tensor) && tx;
        let bulk = self.allows(Feature::Bulk);
        let roll = self.rng.below(100);
        match roll {
            0..=24 if tensor => self.load(globals),
            25..=39 if tensor => self.store(globals, false),
            40..=49 if tensor => self.store(globals, true),
            50..=57 if tensor => self.prefetch(globals),
            58..=61 if self.allows(Feature::PrefetchTensormap) => self.prefetch_tensormap(globals),
            62..=73 if bulk => self.bulk(globals),
            74..=83 if self.allows(Feature::CpAsync) => self.cp_async(globals),
            84..=91 => self.sync(globals),
            92..=99 if self.allows(Feature::TensormapFence) => self.tensormap_fences(globals),
            _ if self.allows(Feature::CpAsync) => self.cp_async(globals),
            _ => self.sync(globals),
        }
    }

    /// A descriptor for `shape`: a parameter, a host-born one built in the
    /// entry block from a kernel memref, or a device-born one built here.
    fn desc(
        &mut self,
        shape: Shape,
        element: Option<&str>,
        may_be_device_born: bool,
    ) -> (String, Desc) {
        // Reuse a kernel-level descriptor of the right kind now and then.
        if self.rng.chance(25) {
            let fits: Vec<usize> = (0..self.descs.len())
                .filter(|i| {
                    let d = &self.descs[*i].1;
                    let mode_ok = match shape {
                        Shape::Tiled => d.d.mode == DescMode::Tile,
                        Shape::FourRow => {
                            d.d.mode == DescMode::Tile
                                && d.d.rank == 2
                                && d.d.box_dims.get(1) == Some(&1)
                        }
                        Shape::Im2col(m) => d.d.mode == m,
                    };
                    mode_ok && element.is_none_or(|e| d.d.element_name == e)
                })
                .collect();
            if !fits.is_empty() {
                let i = *self.rng.pick(&fits);
                return self.descs[i].clone();
            }
        }
        let d = descriptor(self.rng, self.target, shape, element);
        let device_born = may_be_device_born
            && matches!(shape, Shape::Tiled | Shape::FourRow)
            && self.target.supports(Feature::TensormapReplace)
            && self.rng.chance(30);
        if device_born {
            let value = self.device_born(&d);
            return (value, d);
        }
        if self.rng.chance(8) {
            // A descriptor the kernel reads from a global slot as is.
            let slot = self.param("slot", "memref<128xi8, 1>");
            let value = self.fresh("fs");
            self.line(format!(
                "{value} = tile.tensormap_from_slot {slot} : memref<128xi8, 1> -> {}",
                d.ty
            ));
            return (value, d);
        }
        let value = if self.rng.chance(50) {
            self.param("d", &d.ty.clone())
        } else {
            self.host_born(&d)
        };
        self.descs.push((value.clone(), d.clone()));
        (value, d)
    }

    /// `tile.make_tensormap` of a kernel memref, in the entry block.
    fn host_born(&mut self, d: &Desc) -> String {
        let elem = descriptor::storage_element(&d.d.element_name).to_string();
        let dims: Vec<String> = if d.d.mode == DescMode::Tile {
            let mut dims: Vec<String> =
                d.d.box_dims
                    .iter()
                    .map(|b| {
                        if self.rng.chance(15) {
                            "?".to_string()
                        } else {
                            (b * *self.rng.pick(&[1i64, 2, 4, 16])).to_string()
                        }
                    })
                    .collect();
            dims.reverse();
            dims
        } else {
            // N, (D), (H), W, C: channels innermost.
            let rank = d.d.rank as usize;
            let mut dims: Vec<String> = (0..rank - 1)
                .map(|_| (*self.rng.pick(&[4i64, 8, 16, 32])).to_string())
                .collect();
            dims.push((d.d.channels_per_pixel * *self.rng.pick(&[1i64, 2, 4])).to_string());
            dims
        };
        let space = if self.rng.chance(50) { ", 1" } else { "" };
        let ty = format!("memref<{}x{elem}{space}>", dims.join("x"));
        let source = self.param("A", &ty);
        let value = self.fresh("h");
        self.prologue.push(format!(
            "{value} = tile.make_tensormap {source} : {ty} -> {}",
            d.ty
        ));
        value
    }

    /// `tile.make_tensormap_ptr` of a pointer read in the kernel: the
    /// planner rebinds a slot on the device. It is built in the prologue,
    /// which every thread runs: the rebind ends in a warp-wide
    /// `tensormap.cp_fenceproxy` (`.sync.aligned`), which must not run under
    /// the leader's single-thread `scf.if` ([fenceproxy-warp]).
    fn device_born(&mut self, d: &Desc) -> String {
        let table = self.param("table", "memref<?xi64, 1>");
        let index = match &self.block_id {
            Some(b) => b.clone(),
            None => {
                let b = self.fresh("bid");
                self.prologue.push(format!("{b} = gpu.block_id x"));
                self.block_id = Some(b.clone());
                b
            }
        };
        let a = self.fresh("a");
        let p = self.fresh("ptr");
        self.prologue.push(format!(
            "{a} = memref.load {table}[{index}] : memref<?xi64, 1>"
        ));
        self.prologue
            .push(format!("{p} = llvm.inttoptr {a} : i64 to !llvm.ptr<1>"));
        let rank = d.rank;
        let dims: Vec<String> = (0..rank).map(|_| self.param("w", "i64")).collect();
        let strides: Vec<String> = (1..rank).map(|_| self.param("st", "i64")).collect();
        let value = self.fresh("dd");
        self.prologue.push(format!(
            "{value} = tile.make_tensormap_ptr {p}, dims [{}], strides [{}] : !llvm.ptr<1> -> {}",
            dims.join(", "),
            strides.join(", "),
            d.ty
        ));
        value
    }

    fn bar(&mut self) -> String {
        self.bar
            .clone()
            .unwrap_or_else(|| "%missing_bar".to_string())
    }

    fn coords(&mut self, n: usize) -> Vec<String> {
        (0..n).map(|_| self.i32_value("x")).collect()
    }

    fn load(&mut self, globals: &mut Vec<String>) {
        let mut modes = vec!["tile"];
        if self.allows(Feature::Tensor) {
            modes.push("im2col");
        }
        if self.allows(Feature::Im2colW) || self.allows(Feature::Im2colWSharedCta) {
            modes.push("im2col_w");
        }
        if self.allows(Feature::Im2colW128) {
            modes.push("im2col_w_128");
        }
        if self.allows(Feature::Gather4) || self.allows(Feature::Gather4SharedCta) {
            modes.push("gather4");
        }
        let mode = *self.rng.pick(&modes);
        let cta_group = if self.allows(Feature::CtaGroup) && self.rng.chance(20) {
            Some(1 + self.rng.below(2))
        } else {
            None
        };
        let shape = shape_for(mode);
        let (d, desc) = self.desc(shape, None, cta_group != Some(2));
        let smem_ty = if mode == "gather4" {
            four_rows(&desc)
        } else {
            desc.smem.clone()
        };
        let Some(smem) = self.global(globals, &smem_ty, 1024) else {
            return;
        };
        let coords = if mode == "gather4" {
            self.coords(5)
        } else {
            self.coords(desc.rank)
        };
        let mut text = format!(
            "tile.load {d}[{}] to {smem}, {}",
            coords.join(", "),
            self.bar()
        );
        let offsets = match mode {
            "im2col" => desc.rank.saturating_sub(2),
            "im2col_w" | "im2col_w_128" => 2,
            _ => 0,
        };
        if offsets > 0 {
            let o: Vec<String> = (0..offsets).map(|_| self.param("o", "i16")).collect();
            text += &format!(" im2col [{}]", o.join(", "));
        }
        if mode != "tile" || self.rng.chance(10) {
            text += &format!(" mode = {mode}");
        }
        let cta_dst = self.allows(Feature::TensorSharedCtaDst) && self.rng.chance(25);
        if cta_dst {
            text += " dst_space = cta";
        } else if self.rng.chance(10) {
            text += " dst_space = cluster";
        }
        if !cta_dst && self.allows(Feature::Multicast) && self.rng.chance(25) {
            let mask = self.param("mask", "i16");
            text += &format!(" multicast({mask})");
        }
        if self.rng.chance(30) {
            let hint = self.param("pol", "i64");
            text += &format!(" l2_hint({hint})");
        }
        if let Some(g) = cta_group {
            text += &format!(" cta_group = {g}");
        }
        if self.rng.chance(20) {
            let p = self.param("q", "i1");
            text += &format!(" if {p}");
        }
        text += &format!(" : {}, {smem_ty}, memref<i64, 3>", desc.ty);
        let bytes = self.param("bytes", "i32");
        let bar = self.bar();
        self.line(format!(
            "tile.mbarrier_arrive_expect_tx {bar}, {bytes} : memref<i64, 3>"
        ));
        self.line(text);
        let phase = self.param("phase", "i32");
        self.line(format!(
            "tile.mbarrier_wait_parity {bar}, {phase} : memref<i64, 3>"
        ));
    }

    fn store(&mut self, globals: &mut Vec<String>, reduce: bool) {
        let mut modes = vec!["tile", "im2col_no_offs"];
        if !reduce && self.allows(Feature::Scatter4) {
            modes.push("scatter4");
        }
        let mode = *self.rng.pick(&modes);
        let kind = *self.rng.pick(ReduceKind::ALL);
        let element = if reduce {
            let legal: Vec<&str> = descriptor::ELEMENTS
                .iter()
                .copied()
                .filter(|e| {
                    ElementType::from_mlir(e)
                        .is_some_and(|t| is_legal(kind, t, ReduceDestination::Global))
                })
                .collect();
            if legal.is_empty() || (self.chaos && self.rng.chance(20)) {
                None
            } else {
                Some(*self.rng.pick(&legal))
            }
        } else {
            None
        };
        let shape = match mode {
            "scatter4" => Shape::FourRow,
            "im2col_no_offs" => Shape::Im2col(if self.rng.chance(70) {
                DescMode::Im2col
            } else {
                DescMode::Im2colW
            }),
            _ => Shape::Tiled,
        };
        let (d, desc) = self.desc(shape, element, true);
        let smem_ty = if mode == "scatter4" {
            four_rows(&desc)
        } else {
            desc.smem.clone()
        };
        let Some(smem) = self.global(globals, &smem_ty, 1024) else {
            return;
        };
        let coords = if mode == "scatter4" {
            self.coords(5)
        } else {
            self.coords(desc.rank)
        };
        if self.rng.chance(30) {
            self.line("tile.fence_proxy_async shared_cta");
        }
        let op = if reduce {
            format!("tile.reduce {kind}")
        } else {
            "tile.store".to_string()
        };
        let mut text = format!("{op} {smem} to {d}[{}]", coords.join(", "));
        if mode != "tile" || self.rng.chance(10) {
            text += &format!(" mode = {mode}");
        }
        if self.rng.chance(30) {
            let hint = self.param("pol", "i64");
            text += &format!(" l2_hint({hint})");
        }
        if self.rng.chance(20) {
            let p = self.param("q", "i1");
            text += &format!(" if {p}");
        }
        text += &format!(" : {smem_ty}, {}", desc.ty);
        self.line(text);
        self.line("tile.bulk_commit");
        if self.rng.chance(50) {
            self.line("tile.bulk_wait 0 read");
        }
    }

    fn prefetch(&mut self, _globals: &mut Vec<String>) {
        let mut modes = vec!["tile", "im2col"];
        if self.allows(Feature::Im2colW) {
            modes.push("im2col_w");
        }
        if self.allows(Feature::Im2colW128) {
            modes.push("im2col_w_128");
        }
        if self.allows(Feature::Gather4) {
            modes.push("gather4");
        }
        let mode = *self.rng.pick(&modes);
        let (d, desc) = self.desc(shape_for(mode), None, true);
        let coords = if mode == "gather4" {
            self.coords(5)
        } else {
            self.coords(desc.rank)
        };
        let mut text = format!("tile.prefetch {d}[{}]", coords.join(", "));
        let offsets = match mode {
            "im2col" => desc.rank.saturating_sub(2),
            "im2col_w" | "im2col_w_128" => 2,
            _ => 0,
        };
        if offsets > 0 {
            let o: Vec<String> = (0..offsets).map(|_| self.param("o", "i16")).collect();
            text += &format!(" im2col [{}]", o.join(", "));
        }
        if mode != "tile" || self.rng.chance(10) {
            text += &format!(" mode = {mode}");
        }
        if self.rng.chance(30) {
            let hint = self.param("pol", "i64");
            text += &format!(" l2_hint({hint})");
        }
        if self.rng.chance(20) {
            let p = self.param("q", "i1");
            text += &format!(" if {p}");
        }
        text += &format!(" : {}", desc.ty);
        self.line(text);
    }

    fn prefetch_tensormap(&mut self, _globals: &mut Vec<String>) {
        let shape = if self.rng.chance(80) {
            Shape::Tiled
        } else {
            Shape::Im2col(DescMode::Im2col)
        };
        let (d, desc) = self.desc(shape, None, true);
        let mut text = format!("tile.prefetch_tensormap {d}");
        if self.rng.chance(25) {
            let p = self.param("q", "i1");
            text += &format!(" if {p}");
        }
        text += &format!(" : {}", desc.ty);
        self.line(text);
    }

    fn bulk(&mut self, globals: &mut Vec<String>) {
        let elem = *self
            .rng
            .pick(&["f32", "i32", "si32", "i64", "f16", "bf16", "f64", "i8"]);
        let b = ElementType::from_mlir(elem).map_or(1, |e| e.bytes());
        let n = 1024 / b;
        let gty = format!("memref<{n}x{elem}, 1>");
        let sty = format!("memref<{n}x{elem}, 3>");
        let bytes = self.param("bytes", "i32");
        match self.rng.below(5) {
            0 => {
                let g = self.param("g", &gty);
                let Some(s) = self.global(globals, &sty, 128) else {
                    return;
                };
                let bar = self.bar();
                let mut text = format!("tile.bulk_load {g} to {s}, {bytes}, {bar}");
                let cta = self.allows(Feature::BulkSharedCtaDst) && self.rng.chance(25);
                if cta {
                    text += " dst_space = cta";
                }
                if !cta && self.allows(Feature::Multicast) && self.rng.chance(25) {
                    let m = self.param("mask", "i16");
                    text += &format!(" multicast({m})");
                }
                if self.rng.chance(30) {
                    let h = self.param("pol", "i64");
                    text += &format!(" l2_hint({h})");
                }
                text += &format!(" : {gty}, {sty}, memref<i64, 3>");
                self.line(text);
            }
            1 => {
                let g = self.param("g", &gty);
                let Some(s) = self.global(globals, &sty, 128) else {
                    return;
                };
                let mut text = format!("tile.bulk_store {s} to {g}, {bytes}");
                if self.rng.chance(30) {
                    let h = self.param("pol", "i64");
                    text += &format!(" l2_hint({h})");
                }
                if self.allows(Feature::BulkCpMask) && self.rng.chance(25) {
                    let m = self.param("bm", "i16");
                    text += &format!(" byte_mask({m})");
                }
                text += &format!(" : {sty}, {gty}");
                self.line(text);
                self.line("tile.bulk_commit");
            }
            2 => {
                let Some(s) = self.global(globals, &sty, 128) else {
                    return;
                };
                let Some(r) = self.global(globals, &sty, 128) else {
                    return;
                };
                let bar = self.bar();
                self.line(format!(
                    "tile.bulk_copy_cluster {s} to {r}, {bytes}, {bar} : {sty}, {sty}, memref<i64, 3>"
                ));
            }
            3 => {
                let kind = *self.rng.pick(ReduceKind::ALL);
                let shared = self.rng.chance(40);
                let dst = if shared {
                    ReduceDestination::SharedCluster
                } else {
                    ReduceDestination::Global
                };
                let legal: Vec<&str> = ["f32", "i32", "si32", "i64", "si64", "f16", "bf16", "f64"]
                    .into_iter()
                    .filter(|e| ElementType::from_mlir(e).is_some_and(|t| is_legal(kind, t, dst)))
                    .collect();
                let elem = if legal.is_empty() {
                    "i32"
                } else {
                    *self.rng.pick(&legal)
                };
                let b = ElementType::from_mlir(elem).map_or(1, |e| e.bytes());
                let n = 1024 / b;
                let sty = format!("memref<{n}x{elem}, 3>");
                let Some(s) = self.global(globals, &sty, 128) else {
                    return;
                };
                if shared {
                    let Some(r) = self.global(globals, &sty, 128) else {
                        return;
                    };
                    let bar = self.bar();
                    self.line(format!(
                        "tile.bulk_reduce {kind} {s} to {r}, {bytes} mbar({bar} : memref<i64, 3>) : {sty}, {sty}"
                    ));
                } else {
                    let gty = format!("memref<{n}x{elem}, 1>");
                    let g = self.param("g", &gty);
                    let mut text = format!("tile.bulk_reduce {kind} {s} to {g}, {bytes}");
                    if self.rng.chance(30) {
                        let h = self.param("pol", "i64");
                        text += &format!(" l2_hint({h})");
                    }
                    text += &format!(" : {sty}, {gty}");
                    self.line(text);
                    self.line("tile.bulk_commit");
                }
            }
            _ => {
                let g = self.param("g", &gty);
                let mut text = format!("tile.bulk_prefetch {g}, {bytes}");
                if self.rng.chance(30) {
                    let h = self.param("pol", "i64");
                    text += &format!(" l2_hint({h})");
                }
                text += &format!(" : {gty}");
                self.line(text);
            }
        }
    }

    fn cp_async(&mut self, globals: &mut Vec<String>) {
        let elem = *self.rng.pick(&["f32", "f16", "i8", "i32", "f64"]);
        let two_d = self.rng.chance(30);
        let (gty, sty) = if two_d {
            (
                format!("memref<64x64x{elem}, 1>"),
                format!("memref<32x32x{elem}, 3>"),
            )
        } else {
            (
                format!("memref<1024x{elem}, 1>"),
                format!("memref<256x{elem}, 3>"),
            )
        };
        let g = self.param("g", &gty);
        let Some(s) = self.global(globals, &sty, 128) else {
            return;
        };
        let idx = |k: &mut Self| -> String {
            let n = if two_d { 2 } else { 1 };
            let v: Vec<String> = (0..n).map(|_| k.param("j", "index")).collect();
            v.join(", ")
        };
        let gi = idx(self);
        let si = idx(self);
        let cg = self.rng.chance(30);
        let size = if cg { 16 } else { *self.rng.pick(&[4, 8, 16]) };
        let mut text = format!("tile.cp_async {g}[{gi}] to {s}[{si}], {size}");
        if cg {
            text += " cache = cg";
        }
        let src_size = self.rng.chance(20);
        if src_size {
            let n = self.param("ss", "i32");
            text += &format!(" src_size({n})");
        } else if self.allows(Feature::CpAsyncIgnoreSrc) && self.rng.chance(20) {
            let z = self.param("z", "i1");
            text += &format!(" ignore_src({z})");
        }
        if self.allows(Feature::CpAsyncL2) && self.rng.chance(20) {
            text += &format!(" l2_prefetch = {}", self.rng.pick(&[64, 128, 256]));
        }
        if self.allows(Feature::CpAsyncL2) && self.rng.chance(20) {
            let h = self.param("pol", "i64");
            text += &format!(" l2_hint({h})");
        }
        text += &format!(" : {gty}, {sty}");
        self.line(text);
        self.line("tile.cp_async_commit");
        let n = self.rng.below(3);
        self.line(format!("tile.cp_async_wait {n}"));
    }

    fn sync(&mut self, _globals: &mut Vec<String>) {
        let tx = self.allows(Feature::MbarrierTx);
        match self.rng.below(5) {
            0 if self.bar.is_some() => {
                let bar = self.bar();
                self.line(format!("tile.mbarrier_arrive {bar} : memref<i64, 3>"));
            }
            1 if tx && self.bar.is_some() => {
                let bar = self.bar();
                let bytes = self.param("bytes", "i32");
                self.line(format!(
                    "tile.mbarrier_expect_tx {bar}, {bytes} : memref<i64, 3>"
                ));
                if self.rng.chance(50) {
                    // A try_wait whose result guards a fence (so it is used).
                    let phase = self.param("phase", "i32");
                    let done = self.fresh("done");
                    self.line(format!(
                        "{done} = tile.mbarrier_try_wait_parity {bar}, {phase} : memref<i64, 3>"
                    ));
                    self.line(format!("scf.if {done} {{"));
                    self.line("  tile.fence_proxy_async shared_cta");
                    self.line("}");
                }
            }
            2 if self.allows(Feature::FenceProxyAsync) => {
                let space =
                    *self
                        .rng
                        .pick(&["", " all", " global", " shared_cta", " shared_cluster"]);
                self.line(format!("tile.fence_proxy_async{space}"));
            }
            3 if self.allows(Feature::Bulk) => {
                self.line("tile.bulk_commit");
                let n = self.rng.below(3);
                let read = if self.rng.chance(50) { " read" } else { "" };
                self.line(format!("tile.bulk_wait {n}{read}"));
            }
            _ if self.allows(Feature::CpAsync) => {
                self.line("tile.cp_async_commit");
                self.line("tile.cp_async_wait 0");
            }
            _ => {}
        }
    }

    fn tensormap_fences(&mut self, globals: &mut Vec<String>) {
        let scope = *self.rng.pick(&[
            "",
            " scope = cta",
            " scope = cluster",
            " scope = gpu",
            " scope = sys",
        ]);
        match self.rng.below(3) {
            0 => self.line(format!("tile.tensormap_fence_release{scope}")),
            1 => {
                let slot = self.param("slot", "memref<128xi8, 1>");
                self.line(format!(
                    "tile.tensormap_fence_acquire {slot}{scope} : memref<128xi8, 1>"
                ));
            }
            _ => {
                let slot = self.param("slot", "memref<128xi8, 1>");
                let Some(src) = self.global(globals, "memref<128xi8, 3>", 128) else {
                    return;
                };
                // Warp-wide (`.sync.aligned`): in the prologue, which every
                // thread runs, never under the leader's `scf.if`.
                self.prologue.push(format!(
                    "tile.tensormap_cp_fenceproxy {src} to {slot}{scope} : memref<128xi8, 3>, memref<128xi8, 1>"
                ));
            }
        }
    }

    /// The kernel's text.
    fn text(&self) -> String {
        let params: Vec<String> = self
            .params
            .iter()
            .map(|(n, t)| format!("{n}: {t}"))
            .collect();
        let mut out = format!(
            "    gpu.func @{}({}) kernel {{\n",
            self.name,
            params.join(", ")
        );
        out += "      %c0 = arith.constant 0 : index\n";
        out += "      %c1 = arith.constant 1 : index\n";
        for l in &self.prologue {
            out += &format!("      {l}\n");
        }
        out += "      %tid = gpu.thread_id x\n";
        out += "      %leader = arith.cmpi eq, %tid, %c0 : index\n";
        out += "      scf.if %leader {\n";
        for l in &self.body {
            out += l;
            out.push('\n');
        }
        out += "      }\n";
        out += "      gpu.return\n";
        out += "    }\n";
        out
    }

    /// A host function that launches the kernel with its own arguments.
    fn host_launcher(&self, module: &str) -> String {
        let params: Vec<String> = self
            .params
            .iter()
            .map(|(n, t)| format!("{n}: {t}"))
            .collect();
        let args: Vec<String> = self
            .params
            .iter()
            .map(|(n, t)| format!("{n} : {t}"))
            .collect();
        let mut out = format!(
            "  func.func @host_{}({}) {{\n",
            self.name,
            params.join(", ")
        );
        out += "    %one = arith.constant 1 : index\n";
        out += "    %threads = arith.constant 128 : index\n";
        let args = if args.is_empty() {
            String::new()
        } else {
            format!(" args({})", args.join(", "))
        };
        out += &format!(
            "    gpu.launch_func @{module}::@{} blocks in (%one, %one, %one) threads in (%threads, %one, %one){args}\n",
            self.name
        );
        out += "    return\n  }\n";
        out
    }
}

fn shape_for(mode: &str) -> Shape {
    match mode {
        "im2col" => Shape::Im2col(DescMode::Im2col),
        "im2col_w" => Shape::Im2col(DescMode::Im2colW),
        "im2col_w_128" => Shape::Im2col(DescMode::Im2colW128),
        "gather4" => Shape::FourRow,
        _ => Shape::Tiled,
    }
}

/// The shared buffer of a gather4/scatter4 copy: four rows of the box.
fn four_rows(desc: &Desc) -> String {
    let inner = desc.d.box_dims.first().copied().unwrap_or(16);
    let b = desc.d.element().map_or(1, |e| e.bytes() as i64);
    let inner = match desc.d.swizzle_span() {
        Some(span) if inner * b < span => span / b,
        _ => inner,
    };
    format!(
        "memref<4x{inner}x{}, 3>",
        descriptor::storage_element(&desc.d.element_name)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generation_is_deterministic() {
        for i in 0..50 {
            let a = generate(&mut Rng::for_iteration(4, i));
            let b = generate(&mut Rng::for_iteration(4, i));
            assert_eq!(a, b);
            assert!(a.contains("gpu.func @k0_0("), "{a}");
        }
    }
}
