//! The grouped case on the GPU: arenas, tables, the three ways to give each CTA its group's
//! descriptors, the fixed-descriptor baseline, checks and timing.
//!
//! Per launch, each method does what it needs end to end:
//! - `rebind` (a): encode the 2 templates (placeholders, as the planner's host code does:
//!   address = the workspace, dims = the box, dense strides), one launch of @grouped_rebind.
//!   The workspace (CTAs x 2 x 128 bytes) is allocated once, outside the timing.
//! - `rebind_prefetch`: (a) through @grouped_rebind_pf, which prefetches both rebound
//!   descriptors (prefetch.tensormap) right after writing them.
//! - `rebind_hostcode`: (a) through the generated host code: one call of the host function
//!   `launch_rebind` of `tile-opt --emit=host-so` (dlopened, `--host-so`), which encodes the
//!   templates, takes its launch site's cached workspace (ordered on the stream by the site's
//!   event) and launches asynchronously on the runner's stream.
//! - `rebind_alloc_free`: (a) as the generated host code did before the workspace was cached
//!   per launch site: cuMemAlloc of the workspace, the template encodes, the launch, cuMemFree.
//! - `table` (b): encode 2 x G descriptors into pinned host memory (a ring of 3 staging
//!   buffers, each reused only after its copy's event), cuMemcpyHtoDAsync to the device
//!   array, one launch of @grouped_table.
//! - `table_kernel`: (b)'s launch alone, the descriptors already on the device.
//! - `per_group` (c): per group, encode its 2 descriptors and launch @group_one (grid = its
//!   bands): G launches.
//! - `per_group_pre`: (c) with every descriptor encoded beforehand: G launches.
//! - `fixed`: one launch of @group_one over one dense rows x 256 matrix holding the same
//!   elements, descriptors encoded once.
//! - `persistent` (d): encode the 2 templates, one launch of @grouped_persistent on a grid of
//!   about one CTA per SM (SMs x `persistent_ctas_per_sm`); each CTA walks a contiguous chunk
//!   of the work table and rebinds its two descriptors only when the group changes. Its
//!   workspace (grid x [`PERSISTENT_WS_PER_CTA`] bytes: 2 slots per work item rebound at
//!   once, up to 4 items with `tile.rebind_lookahead`) is allocated once.
//! - `persistent_fixed`: one launch of @group_persistent_fixed, the same grid and loop over the
//!   bands of the dense matrix of `fixed`, descriptors encoded once: (d)'s baseline (same CTA
//!   count, same loop, no rebind).
//! - `persistent_boxes`: one launch of @group_persistent_boxes: (d)'s grid, chunks and number
//!   of boxes per work item in (d)'s order, through the grid-constant descriptors of the dense
//!   matrix of `fixed` (work item w's box t is dense box (t, w mod bands)): (d)'s same-box
//!   baseline. Its boxes are whole, so it moves more bytes than (d) where groups are small.
//! - `rebind_ring`: (a) through @grouped_rebind_ring: the same parameters, templates and
//!   workspace, the band's boxes through a 4-stage ring in dynamic shared memory
//!   ([`RING_SMEM`] bytes per launch; MAX_DYNAMIC_SHARED_SIZE_BYTES raised once at load).
//! - `persistent_ring`: (d) through @grouped_persistent_ring on (d)'s grid: two work items in
//!   flight through 8 stages ([`PERSISTENT_RING_SMEM`] bytes of dynamic shared memory), the
//!   next item's descriptors rebound into their own slots while the current item stores.
//!   Its 5 templates are one encode (the placeholders of all five are the same) copied four
//!   times; it shares (d)'s workspace ([`PERSISTENT_RING_SLOTS`] x 128 bytes per CTA of it).
//!   It copies at most 4 column boxes per work item: the method refuses tables with wider
//!   groups (cols > 256).
//! - `dsl_ring`: `persistent_ring` through tile-dsl's kernel of `programs/grouped_ring.tdsl`
//!   (`--dsl-module`: its PTX; the same parameters, templates and workspace), the ring a front
//!   end generates. Its templates (one per device-born descriptor) and dynamic shared memory
//!   come from the launch manifest tile-dsl writes next to the PTX
//!   (`<kernel>.<strategy>.manifest.json`), so a program with another `stages` / `lookahead`
//!   runs as it is.
//! - `dsl_band`: `rebind_ring` through tile-dsl's kernel of `programs/grouped_band.tdsl`
//!   (`--dsl-band-module`; one CTA per work item, (a)'s grid), its templates, workspace and
//!   dynamic shared memory from its manifest.
//! - `persistent_table`: one launch of @group_persistent_table: (d)'s grid, chunks, work items
//!   and clipped boxes through (b)'s host-encoded descriptors (uploaded once, acquired per work
//!   item): (d) without the rebind, the baseline that isolates it where the clipped boxes of
//!   ragged groups cost time of their own (G = 64).

use std::ffi::c_void;
use std::time::Instant;

use cudarc::driver::sys;

use super::workload::{
    compare, fixed_shape, layout_seed, write_table, Compared, Group, Layout, Spec,
};
use super::{Options, Record};
use crate::cuda::{self, ck, Buffer, Device, Module};
use crate::data::{fresh_seed, DType, HostTensor};
use crate::Error;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Rebind,
    RebindPrefetch,
    RebindHostcode,
    RebindAllocFree,
    Table,
    TableKernel,
    PerGroup,
    PerGroupPre,
    Fixed,
    Persistent,
    PersistentFixed,
    PersistentBoxes,
    PersistentTable,
    RebindRing,
    PersistentRing,
    DslRing,
    DslBand,
}

impl Method {
    pub const ALL: [Method; 17] = [
        Method::Rebind,
        Method::RebindPrefetch,
        Method::RebindHostcode,
        Method::RebindAllocFree,
        Method::Table,
        Method::TableKernel,
        Method::PerGroup,
        Method::PerGroupPre,
        Method::Fixed,
        Method::Persistent,
        Method::PersistentFixed,
        Method::PersistentBoxes,
        Method::PersistentTable,
        Method::RebindRing,
        Method::PersistentRing,
        Method::DslRing,
        Method::DslBand,
    ];
    /// Checked methods (the others run the same kernels the same way).
    pub const CHECKED: [Method; 15] = [
        Method::Rebind,
        Method::RebindPrefetch,
        Method::RebindHostcode,
        Method::RebindAllocFree,
        Method::Table,
        Method::PerGroup,
        Method::Fixed,
        Method::Persistent,
        Method::PersistentFixed,
        Method::PersistentBoxes,
        Method::PersistentTable,
        Method::RebindRing,
        Method::PersistentRing,
        Method::DslRing,
        Method::DslBand,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Method::Rebind => "rebind",
            Method::RebindPrefetch => "rebind_prefetch",
            Method::RebindHostcode => "rebind_hostcode",
            Method::RebindAllocFree => "rebind_alloc_free",
            Method::Table => "table",
            Method::TableKernel => "table_kernel",
            Method::PerGroup => "per_group",
            Method::PerGroupPre => "per_group_pre",
            Method::Fixed => "fixed",
            Method::Persistent => "persistent",
            Method::PersistentFixed => "persistent_fixed",
            Method::PersistentBoxes => "persistent_boxes",
            Method::PersistentTable => "persistent_table",
            Method::RebindRing => "rebind_ring",
            Method::PersistentRing => "persistent_ring",
            Method::DslRing => "dsl_ring",
            Method::DslBand => "dsl_band",
        }
    }

    /// Whether the method copies the dense matrix of the fixed baseline.
    pub fn is_fixed(self) -> bool {
        matches!(
            self,
            Method::Fixed | Method::PersistentFixed | Method::PersistentBoxes
        )
    }

    pub fn parse(s: &str) -> Result<Method, Error> {
        Method::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| {
                Error::new(format!(
                    "unknown method {s} (one of {})",
                    Method::ALL.map(|m| m.name()).join(", ")
                ))
            })
    }
}

/// Workspace bytes per CTA of the persistent kernel (d): 2 slots of 128 bytes per work item,
/// times up to 4 work items rebound in one sequence (the planner's `lookahead=4`: 8 slots).
/// The planner's `[rebind-launch]` remark gives what a module needs (256 x its look-ahead).
const PERSISTENT_WS_PER_CTA: usize = 8 * 128;
/// Slots (templates) per CTA of @grouped_persistent_ring: the prologue item's source, then
/// sB, dA, sA, dB (its `[rebind-launch]` remark); they fit (d)'s workspace.
pub const PERSISTENT_RING_SLOTS: usize = 5;
/// Dynamic shared memory of @grouped_rebind_ring: 4 stages of 64 x 64 f32, 4 mbarriers.
pub const RING_SMEM: u32 = 4 * 16384 + 4 * 8;
/// Dynamic shared memory of @grouped_persistent_ring: 8 stages, 8 mbarriers.
pub const PERSISTENT_RING_SMEM: u32 = 8 * 16384 + 8 * 8;
/// Column boxes per work item @grouped_persistent_ring copies (its stages per item).
pub const PERSISTENT_RING_MAX_BOXES: u64 = 4;
/// Parameter sizes (bytes) of the kernels after the pipeline (0 rebind, 1 table, 2 one,
/// 3 rebind + prefetch, 4 persistent, 5 persistent fixed, 6 persistent boxes, 7 persistent
/// table, 8 rebind ring, 9 persistent ring): memrefs expand to (allocated,
/// aligned, offset, size, stride); @grouped_rebind and @grouped_persistent get the 2
/// templates and the workspace appended by tile-plan-device-rebind.
pub fn expected_params(kernel: usize) -> Vec<usize> {
    let memref = [8usize; 5];
    match kernel {
        0 | 3 | 8 => [&memref[..], &memref[..], &[128, 128], &memref[..]].concat(),
        9 => [
            &memref[..],
            &memref[..],
            &[4][..],
            &[128; PERSISTENT_RING_SLOTS][..],
            &memref[..],
        ]
        .concat(),
        1 => [&memref[..], &memref[..], &memref[..]].concat(),
        4 => [&memref[..], &memref[..], &[4, 128, 128], &memref[..]].concat(),
        5 => vec![128, 128, 4, 4],
        6 => [&[128, 128][..], &memref[..], &memref[..], &[4, 4]].concat(),
        7 => [&memref[..], &memref[..], &[4], &memref[..]].concat(),
        _ => vec![128, 128, 4],
    }
}

/// Kernel parameter storage; launches point into it.
enum Pv {
    Map(Box<sys::CUtensorMap>),
    U64(Box<u64>),
    U32(Box<u32>),
}

#[derive(Default)]
struct Params(Vec<Pv>);

impl Params {
    fn u64(&mut self, v: u64) -> usize {
        self.0.push(Pv::U64(Box::new(v)));
        self.0.len() - 1
    }
    fn u32(&mut self, v: u32) -> usize {
        self.0.push(Pv::U32(Box::new(v)));
        self.0.len() - 1
    }
    fn map(&mut self) -> usize {
        self.0
            .push(Pv::Map(Box::new(sys::CUtensorMap { opaque: [0; 16] })));
        self.0.len() - 1
    }
    /// A 1-D memref parameter over `elems` elements at `ptr`; the index of its first word.
    fn memref(&mut self, ptr: u64, elems: u64) -> usize {
        let i = self.u64(ptr);
        self.u64(ptr);
        self.u64(0);
        self.u64(elems);
        self.u64(1);
        i
    }
    fn set_u64(&mut self, i: usize, v: u64) {
        if let Pv::U64(b) = &mut self.0[i] {
            **b = v;
        }
    }
    fn set_u32(&mut self, i: usize, v: u32) {
        if let Pv::U32(b) = &mut self.0[i] {
            **b = v;
        }
    }
    fn map_ptr(&mut self, i: usize) -> *mut sys::CUtensorMap {
        match &mut self.0[i] {
            Pv::Map(b) => &mut **b,
            _ => panic!("parameter {i} is not a tensor map"),
        }
    }
    fn sizes(&self) -> Vec<usize> {
        self.0
            .iter()
            .map(|p| match p {
                Pv::Map(_) => 128,
                Pv::U64(_) => 8,
                Pv::U32(_) => 4,
            })
            .collect()
    }
    fn ptrs(&mut self) -> Vec<*mut c_void> {
        self.0
            .iter_mut()
            .map(|p| match p {
                Pv::Map(b) => &mut **b as *mut sys::CUtensorMap as *mut c_void,
                Pv::U64(b) => &mut **b as *mut u64 as *mut c_void,
                Pv::U32(b) => &mut **b as *mut u32 as *mut c_void,
            })
            .collect()
    }
}

/// cuTensorMapEncodeTiled of a rows x cols f32 matrix at `addr` (row pitch `pitch` bytes),
/// box 64 x 64, no swizzle / interleave / L2 promotion, zero OOB fill: the kernels' type
/// `!tile.tensormap<f32, rank = 2, box = [64, 64]>`, as the planner's host code encodes it.
fn encode(
    map: *mut sys::CUtensorMap,
    addr: u64,
    cols: u64,
    rows: u64,
    pitch: u64,
) -> Result<(), Error> {
    let dims = [cols, rows];
    let strides = [pitch];
    let bx = [64u32, 64];
    let es = [1u32, 1];
    ck!(
        sys::cuTensorMapEncodeTiled(
            map,
            sys::CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
            2,
            addr as *mut c_void,
            dims.as_ptr(),
            strides.as_ptr(),
            bx.as_ptr(),
            es.as_ptr(),
            sys::CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
            sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_NONE,
            sys::CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_NONE,
            sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
        ),
        "cuTensorMapEncodeTiled(address 0x{addr:x}, dims [{cols}, {rows}], stride {pitch})"
    )
}

/// The template of a device-born descriptor (tile-plan-device-rebind's host side): the
/// workspace's address, dims = the box, dense byte strides of the box rounded up to 16.
fn encode_template(map: *mut sys::CUtensorMap, ws: u64) -> Result<(), Error> {
    encode(map, ws, 64, 64, 256)
}

/// One group's launch of the per-group kernel, its two descriptors already in `pc`.
fn launch_group(
    pc: &mut Params,
    one: sys::CUfunction,
    block: u32,
    g: &Group,
    stream: sys::CUstream,
) -> Result<(), Error> {
    pc.set_u32(2, g.col_boxes() as u32);
    launch(one, g.bands() as u32, block, &mut pc.ptrs(), stream)
}

fn launch(
    f: sys::CUfunction,
    grid: u32,
    block: u32,
    params: &mut [*mut c_void],
    stream: sys::CUstream,
) -> Result<(), Error> {
    launch_smem(f, grid, block, 0, params, stream)
}

/// [`launch`] with `smem` bytes of dynamic shared memory.
fn launch_smem(
    f: sys::CUfunction,
    grid: u32,
    block: u32,
    smem: u32,
    params: &mut [*mut c_void],
    stream: sys::CUstream,
) -> Result<(), Error> {
    ck!(
        sys::cuLaunchKernel(
            f,
            grid,
            1,
            1,
            block,
            1,
            1,
            smem,
            stream,
            params.as_mut_ptr(),
            std::ptr::null_mut()
        ),
        "cuLaunchKernel(grid {grid}, block {block}, dynamic smem {smem})"
    )
}

/// Pinned staging for (b): a ring of buffers of 2 x G descriptors, each reused only once the
/// copy that read it has run.
struct Staging {
    host: Vec<*mut u8>,
    events: Vec<sys::CUevent>,
    used: Vec<bool>,
    next: usize,
    bytes: usize,
}

impl Staging {
    fn new(groups: usize) -> Result<Staging, Error> {
        let bytes = groups * 256;
        let mut s = Staging {
            host: Vec::new(),
            events: Vec::new(),
            used: vec![false; 3],
            next: 0,
            bytes,
        };
        for _ in 0..3 {
            let mut p: *mut c_void = std::ptr::null_mut();
            ck!(
                sys::cuMemAllocHost_v2(&mut p, bytes),
                "cuMemAllocHost({bytes} bytes)"
            )?;
            s.host.push(p as *mut u8);
            let mut e: sys::CUevent = std::ptr::null_mut();
            ck!(
                sys::cuEventCreate(
                    &mut e,
                    sys::CUevent_flags_enum::CU_EVENT_DISABLE_TIMING as u32
                ),
                "cuEventCreate"
            )?;
            s.events.push(e);
        }
        Ok(s)
    }

    /// Encode every group's 2 descriptors and enqueue their upload to `dev_descs`.
    fn encode_and_upload(
        &mut self,
        layout: &Layout,
        src: u64,
        dst: u64,
        dev_descs: u64,
        stream: sys::CUstream,
    ) -> Result<(), Error> {
        let k = self.next;
        self.next = (k + 1) % self.host.len();
        if self.used[k] {
            ck!(
                sys::cuEventSynchronize(self.events[k]),
                "cuEventSynchronize(staging {k})"
            )?;
        }
        let h = self.host[k];
        for (i, g) in layout.groups.iter().enumerate() {
            let s = unsafe { h.add(i * 256) } as *mut sys::CUtensorMap;
            let d = unsafe { h.add(i * 256 + 128) } as *mut sys::CUtensorMap;
            encode(s, src + g.src_off, g.cols, g.rows, g.src_pitch)?;
            encode(d, dst + g.dst_off, g.cols, g.rows, g.dst_pitch)?;
        }
        ck!(
            sys::cuMemcpyHtoDAsync_v2(dev_descs, h as *const c_void, self.bytes, stream),
            "cuMemcpyHtoDAsync({} bytes of descriptors)",
            self.bytes
        )?;
        ck!(
            sys::cuEventRecord(self.events[k], stream),
            "cuEventRecord(staging {k})"
        )?;
        self.used[k] = true;
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        unsafe {
            for (&e, &u) in self.events.iter().zip(&self.used) {
                if u {
                    sys::cuEventSynchronize(e);
                }
                sys::cuEventDestroy_v2(e);
            }
            for &p in &self.host {
                sys::cuMemFreeHost(p as *mut c_void);
            }
        }
    }
}

struct Kernels {
    rebind: sys::CUfunction,
    rebind_pf: sys::CUfunction,
    table: sys::CUfunction,
    one: sys::CUfunction,
    /// The generated host code's `launch_rebind`, when `--host-so` is given.
    host: Option<HostCode>,
    persistent: sys::CUfunction,
    persistent_fixed: sys::CUfunction,
    persistent_boxes: sys::CUfunction,
    persistent_table: sys::CUfunction,
    rebind_ring: sys::CUfunction,
    persistent_ring: sys::CUfunction,
    /// tile-dsl's ring kernel (`--dsl-module`), when given, and its contract.
    dsl_ring: Option<(sys::CUfunction, DslContract)>,
    /// tile-dsl's one-CTA-per-item kernel (`--dsl-band-module`), when given.
    dsl_band: Option<(sys::CUfunction, DslContract)>,
}

/// What tile-dsl's ring kernel needs besides (d)'s parameters, from its launch manifest.
#[derive(Clone, Copy, Debug)]
pub struct DslContract {
    /// Template parameters (one per device-born descriptor).
    pub templates: usize,
    /// Workspace bytes per CTA.
    pub workspace_per_cta: u64,
    /// Dynamic shared memory of a launch.
    pub dynamic_smem: u32,
}

impl DslContract {
    /// The contract of `kernel` in the manifest next to `ptx` (`X.ptx` -> `X.manifest.json`).
    pub fn read(ptx: &std::path::Path, kernel: &str) -> Result<DslContract, Error> {
        let path = ptx.with_extension("manifest.json");
        let text = std::fs::read_to_string(&path)
            .map_err(|e| Error::new(format!("{}: {e}", path.display())))?;
        let manifest = tile_abi::manifest::Manifest::read(&text)
            .map_err(|e| Error::new(format!("{}: {e}", path.display())))?;
        let k = manifest
            .kernels
            .iter()
            .find(|k| k.name == kernel)
            .ok_or_else(|| Error::new(format!("{}: no kernel {kernel}", path.display())))?;
        let rebind = k.rebind.as_ref().ok_or_else(|| {
            Error::new(format!(
                "{}: {kernel} has no device rebinds",
                path.display()
            ))
        })?;
        let dynamic = k
            .shared_memory
            .as_ref()
            .and_then(|s| s.dynamic_bytes)
            .ok_or_else(|| {
                Error::new(format!(
                    "{}: {kernel} declares no dynamic shared memory",
                    path.display()
                ))
            })?;
        Ok(DslContract {
            templates: rebind.templates.len(),
            workspace_per_cta: rebind.workspace.bytes_per_cta,
            dynamic_smem: u32::try_from(dynamic)
                .map_err(|_| Error::new(format!("{kernel}: {dynamic} bytes of shared memory")))?,
        })
    }
}

/// The generated host code (a dlopened `--emit=host-so` object) and its launch function.
struct HostCode {
    function: *mut c_void,
    so: Option<crate::host_so::Dl>,
    _libcuda: crate::host_so::Dl,
}

impl HostCode {
    /// dlopens libcuda (global scope: the host code calls its encoders) and the shared object
    /// (its constructor loads the PTX through the runner's mgpuModuleLoadJIT).
    fn open(
        path: &std::path::Path,
        function: &str,
        launch_timeout: f64,
    ) -> Result<HostCode, Error> {
        use crate::host_so::{check_exports, Dl, RTLD_GLOBAL, RTLD_NOW};
        crate::mgpu::reset(launch_timeout);
        std::hint::black_box(crate::mgpu::exported_addresses());
        check_exports()?;
        let libcuda = Dl::open("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL)?;
        let p = path.display().to_string();
        let p = if p.contains('/') { p } else { format!("./{p}") };
        let so = Dl::open(&p, RTLD_NOW)?;
        host_errors(&format!("loading {p}"))?;
        let function = so.sym(function)?;
        // Timing: record the launches, not their parameters.
        crate::mgpu::with(|s| s.capture_params = false);
        Ok(HostCode {
            function,
            so: Some(so),
            _libcuda: libcuda,
        })
    }

    /// Unloads the shared object (its destructor frees the cached workspaces); every
    /// allocation and event of the host code must be gone.
    fn close(mut self) -> Result<String, Error> {
        let allocations = crate::mgpu::with(|s| s.allocations.clone());
        drop(self.so.take());
        host_errors("unloading the host code")?;
        let (bytes, events) = crate::mgpu::with(|s| (s.live_allocations, s.live_events));
        if bytes != 0 || events != 0 {
            return Err(Error::new(format!(
                "unloading the host code: {bytes} workspace allocation(s) and {events} event(s) not freed"
            )));
        }
        Ok(format!(
            "the host code made {} workspace allocation(s) ({allocations:?} bytes); unloading freed them",
            allocations.len()
        ))
    }
}

/// The first error the runtime ABI recorded, as an error.
fn host_errors(what: &str) -> Result<(), Error> {
    let (errors, failures) = crate::mgpu::with(|s| {
        s.launches.clear();
        (
            std::mem::take(&mut s.errors),
            std::mem::take(&mut s.failures),
        )
    });
    if errors.is_empty() && failures.is_empty() {
        return Ok(());
    }
    Err(Error::new(format!(
        "{what}: {}{}",
        errors.join("; "),
        failures
            .iter()
            .map(|f| format!(
                " tileReportEncodeFailure({}, {}, {})",
                f.result, f.kernel, f.index
            ))
            .collect::<String>()
    )))
}

/// One group count's device state.
struct Setup<'a> {
    layout: Layout,
    src: Buffer,
    dst: Buffer,
    ws: Buffer,
    descs: Buffer,
    /// Bytes uploaded to src (to check it is unchanged).
    src_host: Vec<u8>,
    fixed_src: Buffer,
    fixed_dst: Buffer,
    fixed_host: Vec<u8>,
    fixed_rows: u64,
    k: &'a Kernels,
    block: u32,
    stream: sys::CUstream,
    // (a)
    pa: Params,
    pa_t0: usize,
    pa_ws: usize,
    // (b)
    pb: Params,
    staging: Staging,
    // (c) and fixed
    pc: Params,
    pre: Vec<(sys::CUtensorMap, sys::CUtensorMap)>,
    fixed_maps: (sys::CUtensorMap, sys::CUtensorMap),
    // (d) and its baseline: grid, workspace, parameters
    grid_p: u32,
    ws_p: Buffer,
    pp: Params,
    pp_t0: usize,
    pf: Params,
    pbx: Params,
    ppt: Params,
    // the rings: (d)'s ring parameters and its first template
    ppr: Params,
    ppr_t0: usize,
    // tile-dsl's ring: its parameters, first template and workspace
    pdr: Params,
    pdr_t0: usize,
    ws_dsl: Buffer,
    // tile-dsl's one-CTA-per-item kernel: its parameters, first template and workspace
    pdb: Params,
    pdb_t0: usize,
    ws_band: Buffer,
    /// Whether every group fits the persistent ring (at most 4 column boxes).
    ring_fits: bool,
    // the tables stay alive as long as the parameters that point at them
    /// The work and group tables' device addresses (the host code's memref arguments).
    work_ptr: u64,
    grp_ptr: u64,
    _work: Buffer,
    _grp: Buffer,
}

fn upload_words<T: Copy>(v: &[T]) -> Result<Buffer, Error> {
    let bytes = std::mem::size_of_val(v).max(16);
    let b = Buffer::new(bytes)?;
    let mut host = vec![0u8; bytes];
    let raw =
        unsafe { std::slice::from_raw_parts(v.as_ptr() as *const u8, std::mem::size_of_val(v)) };
    host[..raw.len()].copy_from_slice(raw);
    b.upload(&host)?;
    Ok(b)
}

fn zero_map() -> sys::CUtensorMap {
    sys::CUtensorMap { opaque: [0; 16] }
}

impl<'a> Setup<'a> {
    fn new(
        spec: &Spec,
        k: &'a Kernels,
        stream: sys::CUstream,
        g: usize,
        seed: u64,
        grid_p: u32,
    ) -> Result<Setup<'a>, Error> {
        let layout = Layout::new(spec, g, seed);
        let src = Buffer::new(layout.src_len as usize)?;
        let dst = Buffer::new(layout.dst_len as usize)?;
        let src_host =
            HostTensor::random("src", DType::F32, &[layout.src_len / 4], seed ^ 0x5eed).bytes;
        src.upload(&src_host)?;
        let work = upload_words(&layout.work_table())?;
        let grp = upload_words(&layout.group_table(src.ptr(), dst.ptr()))?;
        let ctas = layout.ctas() as u64;
        let ws = Buffer::new((ctas * 256) as usize)?;
        let descs = Buffer::new(g * 256)?;
        let (fixed_rows, fcols) = fixed_shape(layout.elems());
        let fbytes = (fixed_rows * fcols * 4) as usize;
        let fixed_src = Buffer::new(fbytes)?;
        let fixed_dst = Buffer::new(fbytes)?;
        let fixed_host =
            HostTensor::random("fixed", DType::F32, &[fixed_rows * fcols], seed ^ 0xf17ed).bytes;
        fixed_src.upload(&fixed_host)?;

        let mut pa = Params::default();
        pa.memref(work.ptr(), 2 * ctas);
        pa.memref(grp.ptr(), 8 * g as u64);
        let pa_t0 = pa.map();
        pa.map();
        let pa_ws = pa.memref(ws.ptr(), ctas * 256);
        let mut pb = Params::default();
        pb.memref(work.ptr(), 2 * ctas);
        pb.memref(grp.ptr(), 8 * g as u64);
        pb.memref(descs.ptr(), g as u64 * 256);
        let mut pc = Params::default();
        pc.map();
        pc.map();
        pc.u32(0);
        let ws_p = Buffer::new(grid_p as usize * PERSISTENT_WS_PER_CTA)?;
        let mut pp = Params::default();
        pp.memref(work.ptr(), 2 * ctas);
        pp.memref(grp.ptr(), 8 * g as u64);
        pp.u32(ctas as u32);
        let pp_t0 = pp.map();
        pp.map();
        pp.memref(ws_p.ptr(), (grid_p as usize * PERSISTENT_WS_PER_CTA) as u64);
        let mut pf = Params::default();
        pf.map();
        pf.map();
        pf.u32((fixed_rows / 64) as u32);
        pf.u32(4);
        let mut pbx = Params::default();
        pbx.map();
        pbx.map();
        pbx.memref(work.ptr(), 2 * ctas);
        pbx.memref(grp.ptr(), 8 * g as u64);
        pbx.u32(ctas as u32);
        pbx.u32((fixed_rows / 64) as u32);
        let mut ppt = Params::default();
        ppt.memref(work.ptr(), 2 * ctas);
        ppt.memref(grp.ptr(), 8 * g as u64);
        ppt.u32(ctas as u32);
        ppt.memref(descs.ptr(), g as u64 * 256);
        let mut ppr = Params::default();
        ppr.memref(work.ptr(), 2 * ctas);
        ppr.memref(grp.ptr(), 8 * g as u64);
        ppr.u32(ctas as u32);
        let ppr_t0 = ppr.map();
        for _ in 1..PERSISTENT_RING_SLOTS {
            ppr.map();
        }
        ppr.memref(ws_p.ptr(), (grid_p as usize * PERSISTENT_WS_PER_CTA) as u64);
        let dsl = k.dsl_ring.map(|(_, c)| c);
        let dsl_templates = dsl.map_or(0, |c| c.templates);
        let ws_dsl_bytes = dsl.map_or(128, |c| c.workspace_per_cta.max(128)) * grid_p as u64;
        let ws_dsl = Buffer::new(ws_dsl_bytes as usize)?;
        let mut pdr = Params::default();
        pdr.memref(work.ptr(), 2 * ctas);
        pdr.memref(grp.ptr(), 8 * g as u64);
        pdr.u32(ctas as u32);
        let pdr_t0 = pdr.0.len();
        for _ in 0..dsl_templates {
            pdr.map();
        }
        pdr.memref(ws_dsl.ptr(), ws_dsl_bytes);
        let band = k.dsl_band.map(|(_, c)| c);
        let ws_band_bytes = band.map_or(128, |c| c.workspace_per_cta.max(128)) * ctas;
        let ws_band = Buffer::new(ws_band_bytes as usize)?;
        let mut pdb = Params::default();
        pdb.memref(work.ptr(), 2 * ctas);
        pdb.memref(grp.ptr(), 8 * g as u64);
        let pdb_t0 = pdb.0.len();
        for _ in 0..band.map_or(0, |c| c.templates) {
            pdb.map();
        }
        pdb.memref(ws_band.ptr(), ws_band_bytes);
        let ring_fits = layout
            .groups
            .iter()
            .all(|g| g.col_boxes() <= PERSISTENT_RING_MAX_BOXES);

        let mut pre = Vec::with_capacity(g);
        for grp_ in &layout.groups {
            let (mut s, mut d) = (zero_map(), zero_map());
            encode(
                &mut s,
                src.ptr() + grp_.src_off,
                grp_.cols,
                grp_.rows,
                grp_.src_pitch,
            )?;
            encode(
                &mut d,
                dst.ptr() + grp_.dst_off,
                grp_.cols,
                grp_.rows,
                grp_.dst_pitch,
            )?;
            pre.push((s, d));
        }
        // (b)'s table, for persistent_table (the table method rewrites the same bytes).
        let mut table = vec![0u8; g * 256];
        for (i, (s, d)) in pre.iter().enumerate() {
            // SAFETY: a CUtensorMap is 128 plain bytes.
            let (sb, db) = unsafe {
                (
                    std::slice::from_raw_parts(s as *const sys::CUtensorMap as *const u8, 128),
                    std::slice::from_raw_parts(d as *const sys::CUtensorMap as *const u8, 128),
                )
            };
            table[i * 256..i * 256 + 128].copy_from_slice(sb);
            table[i * 256 + 128..i * 256 + 256].copy_from_slice(db);
        }
        if !table.is_empty() {
            descs.upload(&table)?;
        }
        let (mut fs, mut fd) = (zero_map(), zero_map());
        encode(&mut fs, fixed_src.ptr(), fcols, fixed_rows, fcols * 4)?;
        encode(&mut fd, fixed_dst.ptr(), fcols, fixed_rows, fcols * 4)?;
        let staging = Staging::new(g)?;
        let mut s = Setup {
            layout,
            src,
            dst,
            ws,
            descs,
            src_host,
            fixed_src,
            fixed_dst,
            fixed_host,
            fixed_rows,
            k,
            block: spec.block,
            stream,
            pa,
            pa_t0,
            pa_ws,
            pb,
            staging,
            pc,
            pre,
            fixed_maps: (fs, fd),
            work_ptr: work.ptr(),
            grp_ptr: grp.ptr(),
            grid_p,
            ws_p,
            pp,
            pp_t0,
            pf,
            pbx,
            ppt,
            ppr,
            ppr_t0,
            pdr,
            pdr_t0,
            ws_dsl,
            pdb,
            pdb_t0,
            ws_band,
            ring_fits,
            _work: work,
            _grp: grp,
        };
        let ws_ptr = s.ws.ptr();
        encode_template(s.pa.map_ptr(s.pa_t0), ws_ptr)?;
        encode_template(s.pa.map_ptr(s.pa_t0 + 1), ws_ptr)?;
        check_sizes(k.rebind, &s.pa, "rebind")?;
        check_sizes(k.rebind_pf, &s.pa, "rebind_pf")?;
        check_sizes(k.table, &s.pb, "table")?;
        check_sizes(k.one, &s.pc, "one")?;
        let ws_p = s.ws_p.ptr();
        encode_template(s.pp.map_ptr(s.pp_t0), ws_p)?;
        encode_template(s.pp.map_ptr(s.pp_t0 + 1), ws_p)?;
        unsafe {
            *s.pf.map_ptr(0) = s.fixed_maps.0;
            *s.pf.map_ptr(1) = s.fixed_maps.1;
            *s.pbx.map_ptr(0) = s.fixed_maps.0;
            *s.pbx.map_ptr(1) = s.fixed_maps.1;
        }
        check_sizes(k.persistent, &s.pp, "persistent")?;
        check_sizes(k.persistent_fixed, &s.pf, "persistent_fixed")?;
        check_sizes(k.persistent_boxes, &s.pbx, "persistent_boxes")?;
        check_sizes(k.persistent_table, &s.ppt, "persistent_table")?;
        check_sizes(k.rebind_ring, &s.pa, "rebind_ring")?;
        s.ring_templates()?;
        check_sizes(k.persistent_ring, &s.ppr, "persistent_ring")?;
        if let Some((f, _)) = k.dsl_ring {
            s.dsl_templates()?;
            check_sizes(f, &s.pdr, "dsl_ring")?;
        }
        if let Some((f, _)) = k.dsl_band {
            s.band_templates()?;
            check_sizes(f, &s.pdb, "dsl_band")?;
        }
        Ok(s)
    }

    /// tile-dsl's ring's templates: one encode into its workspace, copied (same placeholders).
    fn dsl_templates(&mut self) -> Result<(), Error> {
        let n = self.k.dsl_ring.map_or(0, |(_, c)| c.templates);
        if n == 0 {
            return Ok(());
        }
        let ws = self.ws_dsl.ptr();
        encode_template(self.pdr.map_ptr(self.pdr_t0), ws)?;
        // SAFETY: both point at live, distinct parameter storage.
        let first = unsafe { *self.pdr.map_ptr(self.pdr_t0) };
        for i in 1..n {
            unsafe { *self.pdr.map_ptr(self.pdr_t0 + i) = first };
        }
        Ok(())
    }

    /// tile-dsl's per-item kernel's templates, as [`Setup::dsl_templates`].
    fn band_templates(&mut self) -> Result<(), Error> {
        let n = self.k.dsl_band.map_or(0, |(_, c)| c.templates);
        if n == 0 {
            return Ok(());
        }
        let ws = self.ws_band.ptr();
        encode_template(self.pdb.map_ptr(self.pdb_t0), ws)?;
        // SAFETY: both point at live, distinct parameter storage.
        let first = unsafe { *self.pdb.map_ptr(self.pdb_t0) };
        for i in 1..n {
            unsafe { *self.pdb.map_ptr(self.pdb_t0 + i) = first };
        }
        Ok(())
    }

    /// The persistent ring's templates: one encode (workspace, dims = box, dense stride),
    /// copied into the other slots' templates (the same placeholders).
    fn ring_templates(&mut self) -> Result<(), Error> {
        let ws = self.ws_p.ptr();
        encode_template(self.ppr.map_ptr(self.ppr_t0), ws)?;
        // SAFETY: both point at live, distinct parameter storage.
        let first = unsafe { *self.ppr.map_ptr(self.ppr_t0) };
        for i in 1..PERSISTENT_RING_SLOTS {
            unsafe { *self.ppr.map_ptr(self.ppr_t0 + i) = first };
        }
        Ok(())
    }

    /// Everything one launch of `m` does, enqueued on the stream (host work included).
    fn enqueue(&mut self, m: Method) -> Result<(), Error> {
        let stream = self.stream;
        let ctas = self.layout.ctas() as u32;
        match m {
            Method::Rebind | Method::RebindPrefetch => {
                let ws = self.ws.ptr();
                encode_template(self.pa.map_ptr(self.pa_t0), ws)?;
                encode_template(self.pa.map_ptr(self.pa_t0 + 1), ws)?;
                let f = if m == Method::Rebind {
                    self.k.rebind
                } else {
                    self.k.rebind_pf
                };
                launch(f, ctas, self.block, &mut self.pa.ptrs(), stream)
            }
            Method::RebindHostcode => {
                let host = self.k.host.as_ref().ok_or_else(|| {
                    Error::new("rebind_hostcode needs the generated host code: --host-so FILE")
                })?;
                let g = self.layout.groups.len() as u64;
                let words = [
                    self.work_ptr,
                    self.work_ptr,
                    0,
                    2 * ctas as u64,
                    1,
                    self.grp_ptr,
                    self.grp_ptr,
                    0,
                    8 * g,
                    1,
                    ctas as u64,
                    stream as u64,
                ];
                // SAFETY: `launch_rebind(work, grp: memref<?xi32/i64, 1>, ctas: index, stream)`,
                // every argument one word (the memrefs expanded).
                unsafe { crate::host_so::call_words(host.function, &words)? };
                host_errors("the generated host code")
            }
            Method::RebindAllocFree => {
                let bytes = ctas as usize * 256;
                let mut ws: sys::CUdeviceptr = 0;
                ck!(
                    sys::cuMemAlloc_v2(&mut ws, bytes),
                    "cuMemAlloc(workspace, {bytes} bytes)"
                )?;
                encode_template(self.pa.map_ptr(self.pa_t0), ws)?;
                encode_template(self.pa.map_ptr(self.pa_t0 + 1), ws)?;
                self.pa.set_u64(self.pa_ws, ws);
                self.pa.set_u64(self.pa_ws + 1, ws);
                let r = launch(self.k.rebind, ctas, self.block, &mut self.pa.ptrs(), stream);
                ck!(sys::cuMemFree_v2(ws), "cuMemFree(workspace)")?;
                let keep = self.ws.ptr();
                self.pa.set_u64(self.pa_ws, keep);
                self.pa.set_u64(self.pa_ws + 1, keep);
                r
            }
            Method::Table => {
                self.staging.encode_and_upload(
                    &self.layout,
                    self.src.ptr(),
                    self.dst.ptr(),
                    self.descs.ptr(),
                    stream,
                )?;
                launch(self.k.table, ctas, self.block, &mut self.pb.ptrs(), stream)
            }
            Method::TableKernel => {
                launch(self.k.table, ctas, self.block, &mut self.pb.ptrs(), stream)
            }
            Method::PerGroup => {
                let (s0, d0) = (self.src.ptr(), self.dst.ptr());
                for g in &self.layout.groups {
                    encode(
                        self.pc.map_ptr(0),
                        s0 + g.src_off,
                        g.cols,
                        g.rows,
                        g.src_pitch,
                    )?;
                    encode(
                        self.pc.map_ptr(1),
                        d0 + g.dst_off,
                        g.cols,
                        g.rows,
                        g.dst_pitch,
                    )?;
                    launch_group(&mut self.pc, self.k.one, self.block, g, stream)?;
                }
                Ok(())
            }
            Method::PerGroupPre => {
                for (g, (s, d)) in self.layout.groups.iter().zip(&self.pre) {
                    unsafe {
                        *self.pc.map_ptr(0) = *s;
                        *self.pc.map_ptr(1) = *d;
                    }
                    launch_group(&mut self.pc, self.k.one, self.block, g, stream)?;
                }
                Ok(())
            }
            Method::Fixed => {
                unsafe {
                    *self.pc.map_ptr(0) = self.fixed_maps.0;
                    *self.pc.map_ptr(1) = self.fixed_maps.1;
                }
                self.pc.set_u32(2, 4);
                launch(
                    self.k.one,
                    (self.fixed_rows / 64) as u32,
                    self.block,
                    &mut self.pc.ptrs(),
                    stream,
                )
            }
            Method::Persistent => {
                let ws = self.ws_p.ptr();
                encode_template(self.pp.map_ptr(self.pp_t0), ws)?;
                encode_template(self.pp.map_ptr(self.pp_t0 + 1), ws)?;
                launch(
                    self.k.persistent,
                    self.grid_p,
                    self.block,
                    &mut self.pp.ptrs(),
                    stream,
                )
            }
            Method::PersistentFixed => launch(
                self.k.persistent_fixed,
                self.grid_p,
                self.block,
                &mut self.pf.ptrs(),
                stream,
            ),
            Method::PersistentBoxes => launch(
                self.k.persistent_boxes,
                self.grid_p,
                self.block,
                &mut self.pbx.ptrs(),
                stream,
            ),
            Method::PersistentTable => launch(
                self.k.persistent_table,
                self.grid_p,
                self.block,
                &mut self.ppt.ptrs(),
                stream,
            ),
            Method::RebindRing => {
                let ws = self.ws.ptr();
                encode_template(self.pa.map_ptr(self.pa_t0), ws)?;
                encode_template(self.pa.map_ptr(self.pa_t0 + 1), ws)?;
                launch_smem(
                    self.k.rebind_ring,
                    ctas,
                    self.block,
                    RING_SMEM,
                    &mut self.pa.ptrs(),
                    stream,
                )
            }
            Method::DslRing => {
                let (f, contract) = self.k.dsl_ring.ok_or_else(|| {
                    Error::new("dsl_ring needs the DSL's kernel: --dsl-module FILE")
                })?;
                self.dsl_templates()?;
                launch_smem(
                    f,
                    self.grid_p,
                    self.block,
                    contract.dynamic_smem,
                    &mut self.pdr.ptrs(),
                    stream,
                )
            }
            Method::DslBand => {
                let (f, contract) = self.k.dsl_band.ok_or_else(|| {
                    Error::new("dsl_band needs the DSL's kernel: --dsl-band-module FILE")
                })?;
                self.band_templates()?;
                launch_smem(
                    f,
                    ctas,
                    self.block,
                    contract.dynamic_smem,
                    &mut self.pdb.ptrs(),
                    stream,
                )
            }
            Method::PersistentRing => {
                if !self.ring_fits {
                    return Err(Error::new(format!(
                        "persistent_ring copies at most {PERSISTENT_RING_MAX_BOXES} column boxes per work item (cols <= 256); this table has wider groups"
                    )));
                }
                self.ring_templates()?;
                launch_smem(
                    self.k.persistent_ring,
                    self.grid_p,
                    self.block,
                    PERSISTENT_RING_SMEM,
                    &mut self.ppr.ptrs(),
                    stream,
                )
            }
        }
    }

    /// The dense destination @group_persistent_boxes leaves: the dense boxes its work items
    /// map to (work item w's box t is dense box (t, w mod bands)) hold the source, every other
    /// byte stays poisoned.
    fn boxes_image(&self) -> Vec<u8> {
        let bands = (self.fixed_rows / 64).max(1);
        let row_bytes = 256 * 4;
        let mut image = vec![crate::data::POISON; self.fixed_host.len()];
        for (w, &(g, _)) in self.layout.work.iter().enumerate() {
            let band = w as u64 % bands;
            for t in 0..self.layout.groups[g as usize].col_boxes() {
                for r in band * 64..band * 64 + 64 {
                    let at = (r * row_bytes + t * 64 * 4) as usize;
                    image[at..at + 256].copy_from_slice(&self.fixed_host[at..at + 256]);
                }
            }
        }
        image
    }

    /// How many times the persistent kernel's CTAs rebind (each CTA: its first band, then
    /// every band whose group differs from the previous band's), over the chunks the kernel
    /// gives them.
    fn persistent_rebinds(&self) -> u64 {
        let n = self.layout.work.len() as u64;
        let grid = self.grid_p.max(1) as u64;
        let per = n.div_ceil(grid);
        let mut rebinds = 0;
        for b in 0..grid {
            let (start, end) = ((b * per).min(n), ((b + 1) * per).min(n));
            let mut last = None;
            for w in start..end {
                let g = self.layout.work[w as usize].0;
                if last != Some(g) {
                    rebinds += 1;
                    last = Some(g);
                }
            }
        }
        rebinds
    }

    /// The record of `m` at `g` groups, with what every record of it says: the device, the
    /// method, CTAs, boxes and bytes moved.
    fn record(&self, opts: &Options, device: &str, m: Method, g: usize) -> Record {
        let (ctas, bytes) = self.ctas_bytes(m);
        Record {
            device: device.to_string(),
            method: m.name().into(),
            groups: g,
            ctas,
            bytes,
            boxes: match m {
                Method::Fixed => ctas * 4,
                Method::PersistentFixed => self.fixed_rows / 64 * 4,
                Method::PersistentBoxes => self.layout.boxes(),
                _ => self.layout.boxes(),
            },
            rebinds: (m == Method::Persistent).then(|| self.persistent_rebinds()),
            ..Record::new(opts)
        }
    }

    /// CTAs one launch of `m` runs, and the bytes it moves.
    fn ctas_bytes(&self, m: Method) -> (u64, u64) {
        let fixed_bytes = self.fixed_rows * 256 * 4 * 2;
        match m {
            Method::Fixed => (self.fixed_rows / 64, fixed_bytes),
            Method::PersistentFixed => (self.grid_p as u64, fixed_bytes),
            Method::PersistentBoxes => (self.grid_p as u64, self.layout.boxes() * 64 * 64 * 4 * 2),
            Method::Persistent
            | Method::PersistentTable
            | Method::PersistentRing
            | Method::DslRing => (self.grid_p as u64, self.layout.bytes_moved()),
            _ => (self.layout.ctas() as u64, self.layout.bytes_moved()),
        }
    }

    /// One checked launch of `m`: poisoned output, the launch, the output, src and guards.
    fn check(&mut self, m: Method, dev: &Device, timeout: f64) -> Result<(bool, String), Error> {
        let (out, fixed) = if m.is_fixed() {
            (&self.fixed_dst, true)
        } else {
            (&self.dst, false)
        };
        out.poison()?;
        if matches!(
            m,
            Method::Rebind | Method::RebindPrefetch | Method::RebindAllocFree | Method::RebindRing
        ) {
            // stale slots from an earlier launch must not matter: the seed overwrites them
            self.ws.poison()?;
        }
        if matches!(m, Method::Persistent | Method::PersistentRing) {
            self.ws_p.poison()?;
        }
        if m == Method::DslRing {
            self.ws_dsl.poison()?;
        }
        if m == Method::DslBand {
            self.ws_band.poison()?;
        }
        ck!(
            sys::cuCtxSynchronize(),
            "cuCtxSynchronize (before the checked launch)"
        )?;
        self.enqueue(m)?;
        let what = format!("{} of {} groups", m.name(), self.layout.groups.len());
        if !dev.sync_within(&what, timeout)? {
            eprintln!(
                "gpu-runner grouped: {what} did not finish within {timeout} s (a hang); exiting"
            );
            std::process::exit(2);
        }
        ck!(sys::cuCtxSynchronize(), "cuCtxSynchronize (after {what})")?;
        let out = if fixed { &self.fixed_dst } else { &self.dst };
        let mut got = vec![0u8; out.len];
        out.download(&mut got)?;
        let covered;
        let want_fixed = if m == Method::PersistentBoxes {
            covered = self.boxes_image();
            &covered
        } else {
            &self.fixed_host
        };
        let c = if fixed {
            let bad = got.iter().zip(want_fixed).position(|(a, b)| a != b);
            Compared {
                wrong: got.iter().zip(want_fixed).filter(|(a, b)| a != b).count() as u64,
                first: bad.map(|i| format!("fixed dst byte {i} differs from the expected image")),
                ..Default::default()
            }
        } else {
            let want = self.layout.expected(&self.src_host);
            compare(&self.layout, &got, &want)
        };
        if c.wrong > 0 {
            return Ok((
                false,
                format!(
                    "{} wrong bytes; first: {}",
                    c.wrong,
                    c.first.unwrap_or_default()
                ),
            ));
        }
        let (inp, host) = if fixed {
            (&self.fixed_src, &self.fixed_host)
        } else {
            (&self.src, &self.src_host)
        };
        let mut s = vec![0u8; inp.len];
        inp.download(&mut s)?;
        if &s != host {
            return Ok((false, "the source arena changed".into()));
        }
        for (name, b) in [("src", inp), ("dst", out)] {
            let (g0, g1) = b.guards()?;
            if g0.iter().chain(&g1).any(|&v| v != crate::data::POISON) {
                return Ok((false, format!("a guard byte of {name} was written")));
            }
        }
        let l = &self.layout;
        Ok((
            true,
            if m == Method::PersistentBoxes {
                format!(
                    "{} x 256 dense matrix: the {} boxes of (d)'s sequence copied, the rest untouched, exact",
                    self.fixed_rows,
                    self.layout.boxes()
                )
            } else if fixed {
                format!("{} x 256 dense copy exact", self.fixed_rows)
            } else {
                format!(
                    "{} groups, {} CTAs, {} boxes, {} bytes of dst exact (rows {}..{}, cols {}..{}); \
                     zero-filled bytes written inside rows' last 16-byte granules: {} of {}",
                    l.groups.len(),
                    l.ctas(),
                    l.boxes(),
                    l.dst_len,
                    l.groups.iter().map(|g| g.rows).min().unwrap_or(0),
                    l.groups.iter().map(|g| g.rows).max().unwrap_or(0),
                    l.groups.iter().map(|g| g.cols).min().unwrap_or(0),
                    l.groups.iter().map(|g| g.cols).max().unwrap_or(0),
                    c.granule_written,
                    c.granule_bytes
                )
            },
        ))
    }
}

fn check_sizes(f: sys::CUfunction, p: &Params, which: &str) -> Result<(), Error> {
    let want = p.sizes();
    let (have, count) = cuda::param_sizes(f, want.len())?;
    if have != want || count.is_some_and(|c| c != want.len()) {
        return Err(Error::new(format!(
            "kernel {which} declares parameter sizes {have:?} ({} in all); the runner passes {want:?}",
            count.map_or("count unknown".into(), |c| c.to_string())
        )));
    }
    Ok(())
}

pub struct Times {
    pub median_ms: f64,
    pub min_ms: f64,
    pub max_ms: f64,
    pub wall_ms: f64,
    pub batch: u32,
    pub samples: u32,
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        0.5 * (v[n / 2 - 1] + v[n / 2])
    }
}

/// A launch shorter than this (ms, measured in the warm-up) is timed with 3x the batches.
const SHORT_MS: f64 = 0.05;

/// CUDA events around batches of complete launches (host work included: the GPU idles while
/// the host encodes), after >= 100 ms of warm-up; also the wall clock of each batch to its
/// completion.
fn time(
    stream: sys::CUstream,
    reps: u32,
    batch_ms: f64,
    mut enq: impl FnMut() -> Result<(), Error>,
) -> Result<Times, Error> {
    let t0 = Instant::now();
    let mut n = 0u32;
    while n < 3 || t0.elapsed().as_millis() < 100 {
        enq()?;
        n += 1;
        if n.is_multiple_of(16) {
            ck!(
                sys::cuStreamSynchronize(stream),
                "cuStreamSynchronize (warm-up)"
            )?;
        }
    }
    ck!(
        sys::cuStreamSynchronize(stream),
        "cuStreamSynchronize (warm-up)"
    )?;
    let per = t0.elapsed().as_secs_f64() * 1e3 / n as f64;
    // Short kernels (a few µs at G = 64) get batches of up to 2000 launches (a whole
    // `batch_ms`, not 200 launches = 1 ms) and three times the batches: their ratios
    // moved by up to 0.1 between runner processes with the old 200 x 15.
    let batch = ((batch_ms / per).ceil() as u32).clamp(1, 2000);
    let reps = if per < SHORT_MS { reps * 3 } else { reps };
    let mut ev = [std::ptr::null_mut(); 2];
    for e in &mut ev {
        ck!(
            sys::cuEventCreate(e, sys::CUevent_flags_enum::CU_EVENT_DEFAULT as u32),
            "cuEventCreate"
        )?;
    }
    let mut gpu = Vec::new();
    let mut wall = Vec::new();
    let r = (|| {
        for _ in 0..reps.max(1) {
            let w = Instant::now();
            ck!(sys::cuEventRecord(ev[0], stream), "cuEventRecord(start)")?;
            for _ in 0..batch {
                enq()?;
            }
            ck!(sys::cuEventRecord(ev[1], stream), "cuEventRecord(stop)")?;
            ck!(
                sys::cuEventSynchronize(ev[1]),
                "cuEventSynchronize (a timed launch failed?)"
            )?;
            wall.push(w.elapsed().as_secs_f64() * 1e3 / batch as f64);
            let mut ms = 0f32;
            ck!(
                sys::cuEventElapsedTime_v2(&mut ms, ev[0], ev[1]),
                "cuEventElapsedTime"
            )?;
            gpu.push(ms as f64 / batch as f64);
        }
        Ok::<(), Error>(())
    })();
    unsafe {
        sys::cuEventDestroy_v2(ev[0]);
        sys::cuEventDestroy_v2(ev[1]);
    }
    r?;
    let (lo, hi) = (
        gpu.iter().cloned().fold(f64::MAX, f64::min),
        gpu.iter().cloned().fold(0.0, f64::max),
    );
    Ok(Times {
        median_ms: median(gpu.clone()),
        min_ms: lo,
        max_ms: hi,
        wall_ms: median(wall),
        batch,
        samples: gpu.len() as u32,
    })
}

/// Run the case: every checked method at every group count (both strategies run as separate
/// invocations), then timing; one record per (method, G).
pub fn run(opts: &Options, spec: &Spec, emit: &mut dyn FnMut(Record)) -> Result<(), Error> {
    let dev = Device::open(opts.device)?;
    let device = dev.describe();
    eprintln!("[{} / {}] device: {device}", opts.case, opts.strategy);
    dev.require_tma()?;
    let module = Module::load_logged(
        &opts.module,
        &format!("[{} / {}]", opts.case, opts.strategy),
    )?;
    let dsl_module = match &opts.dsl_module {
        Some(path) => Some(Module::load_logged(
            path,
            &format!("[{} / {}] DSL", opts.case, opts.strategy),
        )?),
        None => None,
    };
    let dsl_band_module = match &opts.dsl_band_module {
        Some(path) => Some(Module::load_logged(
            path,
            &format!("[{} / {}] DSL band", opts.case, opts.strategy),
        )?),
        None => None,
    };
    let host = match &opts.host_so {
        Some(path) => {
            let h = HostCode::open(path, &spec.host_function, opts.launch_timeout)?;
            eprintln!(
                "[{} / {}] generated host code: {} ({}, launches through the runner's mgpu* ABI)",
                opts.case,
                opts.strategy,
                path.display(),
                spec.host_function
            );
            Some(h)
        }
        None => None,
    };
    let mut k = Kernels {
        rebind: module.function(&spec.kernel_rebind)?,
        rebind_pf: module.function(&spec.kernel_rebind_prefetch)?,
        table: module.function(&spec.kernel_table)?,
        one: module.function(&spec.kernel_one)?,
        host,
        persistent: module.function(&spec.kernel_persistent)?,
        persistent_fixed: module.function(&spec.kernel_persistent_fixed)?,
        persistent_boxes: module.function(&spec.kernel_persistent_boxes)?,
        persistent_table: module.function(&spec.kernel_persistent_table)?,
        rebind_ring: module.function(&spec.kernel_rebind_ring)?,
        persistent_ring: module.function(&spec.kernel_persistent_ring)?,
        dsl_ring: match (&dsl_module, &opts.dsl_module) {
            (Some(m), Some(path)) => Some((
                m.function(&spec.kernel_dsl_ring)?,
                DslContract::read(path, &spec.kernel_dsl_ring)?,
            )),
            _ => None,
        },
        dsl_band: match (&dsl_band_module, &opts.dsl_band_module) {
            (Some(m), Some(path)) => Some((
                m.function(&spec.kernel_dsl_band)?,
                DslContract::read(path, &spec.kernel_dsl_band)?,
            )),
            _ => None,
        },
    };
    if let Some((_, c)) = k.dsl_band {
        eprintln!(
            "[{} / {}] DSL band {}: {} templates, {} workspace bytes per CTA, {} bytes of dynamic shared memory",
            opts.case, opts.strategy, spec.kernel_dsl_band, c.templates, c.workspace_per_cta, c.dynamic_smem
        );
    }
    if let Some((_, c)) = k.dsl_ring {
        eprintln!(
            "[{} / {}] DSL ring {}: {} templates, {} workspace bytes per CTA, {} bytes of dynamic shared memory",
            opts.case, opts.strategy, spec.kernel_dsl_ring, c.templates, c.workspace_per_cta, c.dynamic_smem
        );
    }
    for (f, smem) in [
        (Some(k.rebind_ring), RING_SMEM),
        (Some(k.persistent_ring), PERSISTENT_RING_SMEM),
        (
            k.dsl_ring.map(|(f, _)| f),
            k.dsl_ring.map_or(0, |(_, c)| c.dynamic_smem),
        ),
        (
            k.dsl_band.map(|(f, _)| f),
            k.dsl_band.map_or(0, |(_, c)| c.dynamic_smem),
        ),
    ] {
        let Some(f) = f else { continue };
        ck!(
            sys::cuFuncSetAttribute(
                f,
                sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                smem as i32
            ),
            "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES = {smem})"
        )?;
    }
    let per_sm = opts
        .ctas_per_sm
        .unwrap_or(spec.persistent_ctas_per_sm)
        .max(1);
    let grid_p = (dev.sms.max(1) as u32) * per_sm;
    eprintln!(
        "[{} / {}] persistent grid: {grid_p} CTAs ({} SMs x {per_sm})",
        opts.case, opts.strategy, dev.sms
    );
    for (name, f) in [
        (&spec.kernel_rebind, k.rebind),
        (&spec.kernel_rebind_prefetch, k.rebind_pf),
        (&spec.kernel_table, k.table),
        (&spec.kernel_one, k.one),
        (&spec.kernel_persistent, k.persistent),
        (&spec.kernel_persistent_fixed, k.persistent_fixed),
        (&spec.kernel_persistent_boxes, k.persistent_boxes),
        (&spec.kernel_persistent_table, k.persistent_table),
        (&spec.kernel_rebind_ring, k.rebind_ring),
        (&spec.kernel_persistent_ring, k.persistent_ring),
    ] {
        use sys::CUfunction_attribute_enum::*;
        eprintln!(
            "[{} / {}] {name}: {} registers, {} bytes static smem",
            opts.case,
            opts.strategy,
            cuda::func_attr(f, CU_FUNC_ATTRIBUTE_NUM_REGS).unwrap_or(-1),
            cuda::func_attr(f, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES).unwrap_or(-1)
        );
    }
    let base_seed = opts.seed.unwrap_or_else(fresh_seed);
    let counts: Vec<usize> = match &opts.groups {
        Some(g) => g.clone(),
        None => spec.all_groups(),
    };
    let timed: Vec<usize> = match &opts.time_groups {
        Some(g) => g.clone(),
        None => spec.time_groups.clone(),
    };
    for &g in &counts {
        let mut last = None;
        for n in 0..opts.checks.max(1) {
            let seed = layout_seed(base_seed, n, g);
            let mut s = Setup::new(spec, &k, dev.stream, g, seed, grid_p)?;
            if let Some(dir) = &opts.write_tables {
                let timed_here = opts.time && timed.contains(&g) && n + 1 == opts.checks.max(1);
                let path = write_table(dir, spec, &s.layout, seed, n, timed_here)?;
                eprintln!(
                    "[{} / {}] G={g} check {n}: table written to {}",
                    opts.case,
                    opts.strategy,
                    path.display()
                );
            }
            for &m in Method::CHECKED.iter().filter(|m| opts.methods.contains(m)) {
                let (ok, msg) = s.check(m, &dev, opts.launch_timeout)?;
                eprintln!(
                    "[{} / {}] G={g} {} check {n} (seed {seed}): {} {msg}",
                    opts.case,
                    opts.strategy,
                    m.name(),
                    if ok { "ok:" } else { "FAIL:" }
                );
                if !ok || n + 1 == opts.checks.max(1) {
                    emit(Record {
                        status: if ok { "ok" } else { "wrong" }.into(),
                        message: msg,
                        seed,
                        checks: n + 1,
                        ..s.record(opts, &device, m, g)
                    });
                }
            }
            last = Some(s);
        }
        if !(opts.time && timed.contains(&g)) {
            continue;
        }
        let mut s = last.expect("at least one check");
        for &m in Method::ALL.iter().filter(|m| opts.methods.contains(m)) {
            let stream = dev.stream;
            let t = time(stream, spec.reps, spec.batch_ms, || s.enqueue(m))?;
            let (ctas, bytes) = s.ctas_bytes(m);
            eprintln!(
                "[{} / {}] G={g} {}: {:.4} ms per launch (events; min {:.4}, max {:.4}; wall {:.4}; batch {}), {} CTAs, {:.0} GB/s",
                opts.case,
                opts.strategy,
                m.name(),
                t.median_ms,
                t.min_ms,
                t.max_ms,
                t.wall_ms,
                t.batch,
                ctas,
                bytes as f64 / (t.median_ms * 1e-3) / 1e9
            );
            emit(Record {
                status: "timed".into(),
                time_ms: Some(t.median_ms),
                min_ms: Some(t.min_ms),
                max_ms: Some(t.max_ms),
                wall_ms: Some(t.wall_ms),
                batch: Some(t.batch),
                samples: Some(t.samples),
                ..s.record(opts, &device, m, g)
            });
        }
        ck!(
            sys::cuCtxSynchronize(),
            "cuCtxSynchronize (after timing G={g})"
        )?;
    }
    if let Some(h) = k.host.take() {
        eprintln!("[{} / {}] {}", opts.case, opts.strategy, h.close()?);
    }
    Ok(())
}
