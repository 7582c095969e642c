//! The grouped workload, on the host only (no GPU): the case file, the groups' shapes and
//! places in the source / destination arenas, the tables the kernels read, and the check.
//!
//! Group g is a rows_g x cols_g f32 matrix at byte offset `src_off` of the source arena
//! (row pitch `src_pitch` bytes) and `dst_off` of the destination arena (`dst_pitch`). Both
//! arenas hold every group, with random gaps, and the destination arena starts poisoned:
//! after a correct copy it holds exactly the source rows of every group and poison in every
//! other byte (row padding, gaps, past the last group), which `compare` checks byte for byte.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::data::{Rng, POISON};
use crate::Error;

/// The case file (test/gpu/grouped/grouped.toml).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spec {
    pub name: String,
    #[serde(default)]
    pub description: String,
    /// The kernels' source, relative to the repository root.
    pub mlir: PathBuf,
    /// Kernels: (a) device rebind, (b) descriptors uploaded by the host, (c) one launch per
    /// group with grid-constant descriptors (also the fixed-descriptor baseline).
    pub kernel_rebind: String,
    /// (a) with both descriptors prefetched after the rebind.
    pub kernel_rebind_prefetch: String,
    pub kernel_table: String,
    pub kernel_one: String,
    /// The host function of the generated host code (`--emit=host-so` of `mlir`) that launches
    /// the rebind kernel asynchronously on the caller's stream: `(work, grp: memrefs, ctas:
    /// index, stream: !gpu.async.token) -> !gpu.async.token` (method `rebind_hostcode`).
    #[serde(default = "default_host_function")]
    pub host_function: String,
    /// (d) persistent rebind (about one CTA per SM, rebinding when the group changes), and
    /// its fixed-descriptor baseline with the same grid and loop.
    pub kernel_persistent: String,
    pub kernel_persistent_fixed: String,
    /// (d)'s same-box baseline: its grid, chunks and boxes per work item through the
    /// grid-constant descriptors of the dense matrix.
    pub kernel_persistent_boxes: String,
    /// (d) without the rebind: its grid, chunks and clipped boxes through (b)'s descriptors.
    #[serde(default = "default_persistent_table")]
    pub kernel_persistent_table: String,
    /// (a) with a 4-stage ring over the band's boxes (method `rebind_ring`).
    #[serde(default = "default_rebind_ring")]
    pub kernel_rebind_ring: String,
    /// (d) with a ring carried across work items (method `persistent_ring`).
    #[serde(default = "default_persistent_ring")]
    pub kernel_persistent_ring: String,
    /// tile-dsl's kernel of the same contract (method `dsl_ring`, in the
    /// module `--dsl-module` names).
    #[serde(default = "default_dsl_ring")]
    pub kernel_dsl_ring: String,
    /// tile-dsl's one-CTA-per-work-item kernel (method `dsl_band`, `--dsl-band-module`).
    #[serde(default = "default_dsl_band")]
    pub kernel_dsl_band: String,
    /// CTAs per SM of the persistent kernels' grid.
    #[serde(default = "default_ctas_per_sm")]
    pub persistent_ctas_per_sm: u32,
    /// Threads per CTA (the kernels' `known_block_size`).
    pub block: u32,
    /// The tensor maps' box, innermost first (the kernels' `box = [64, 64]`).
    #[serde(rename = "box")]
    pub box_dims: [u32; 2],
    /// Inclusive ranges of rows and columns per group.
    pub rows: [u64; 2],
    pub cols: [u64; 2],
    /// The first groups' (rows, cols), whatever the seed: the edge cases.
    #[serde(default)]
    pub edge_shapes: Vec<[u64; 2]>,
    /// Each row pitch is the row's bytes rounded up to 16 plus a random multiple of 16 up to
    /// this (bytes); each group's base is 16-byte aligned, after a random gap up to `gap_max`.
    pub pitch_pad_max: u64,
    pub gap_max: u64,
    /// Group counts checked (every method) and timed.
    pub check_groups: Vec<usize>,
    pub time_groups: Vec<usize>,
    /// Batches timed per method and group count (the median batch is reported).
    #[serde(default = "default_reps")]
    pub reps: u32,
    /// A batch lasts about this long (at least one launch).
    #[serde(default = "default_batch_ms")]
    pub batch_ms: f64,
}

fn default_rebind_ring() -> String {
    "grouped_rebind_ring".into()
}

fn default_persistent_ring() -> String {
    "grouped_persistent_ring".into()
}

fn default_dsl_band() -> String {
    "dsl_grouped_band".into()
}

fn default_dsl_ring() -> String {
    "dsl_grouped_ring".into()
}

fn default_host_function() -> String {
    "launch_rebind".into()
}

fn default_persistent_table() -> String {
    "group_persistent_table".into()
}

fn default_ctas_per_sm() -> u32 {
    1
}

fn default_reps() -> u32 {
    15
}

fn default_batch_ms() -> f64 {
    3.0
}

impl Spec {
    pub fn load(path: &Path) -> Result<Spec, Error> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Error::new(format!("{}: {e}", path.display())))?;
        let s: Spec =
            toml::from_str(&text).map_err(|e| Error::new(format!("{}: {e}", path.display())))?;
        s.validate()
            .map_err(|e| Error::new(format!("{}: {}", path.display(), e.0)))?;
        Ok(s)
    }

    pub fn validate(&self) -> Result<(), Error> {
        let bad = |m: String| Err(Error::new(m));
        if self.box_dims != [64, 64] {
            return bad(format!(
                "box {:?}: the kernels are written for [64, 64]",
                self.box_dims
            ));
        }
        if self.rows[0] < 1
            || self.rows[0] > self.rows[1]
            || self.cols[0] < 1
            || self.cols[0] > self.cols[1]
        {
            return bad(format!(
                "empty or zero range: rows {:?}, cols {:?}",
                self.rows, self.cols
            ));
        }
        if self.rows[1] >= 1 << 31 || self.cols[1] >= 1 << 31 {
            return bad("rows and cols must fit in i32".into());
        }
        for s in &self.edge_shapes {
            if s[0] < 1 || s[1] < 1 {
                return bad(format!("edge shape {s:?} has a zero extent"));
            }
        }
        if !self.pitch_pad_max.is_multiple_of(16) || !self.gap_max.is_multiple_of(16) {
            return bad("pitch_pad_max and gap_max must be multiples of 16".into());
        }
        if self
            .check_groups
            .iter()
            .chain(&self.time_groups)
            .any(|&g| g == 0)
        {
            return bad("a group count of 0".into());
        }
        if self.block != 32 {
            return bad(format!(
                "block {}: the kernels declare known_block_size = [32, 1, 1]",
                self.block
            ));
        }
        Ok(())
    }

    /// Every group count the run covers, ascending, once each.
    pub fn all_groups(&self) -> Vec<usize> {
        let mut v: Vec<usize> = self
            .check_groups
            .iter()
            .chain(&self.time_groups)
            .copied()
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Group {
    pub rows: u64,
    pub cols: u64,
    /// Byte offsets in the arenas (16-byte aligned) and row pitches (multiples of 16).
    pub src_off: u64,
    pub dst_off: u64,
    pub src_pitch: u64,
    pub dst_pitch: u64,
}

impl Group {
    /// 64-row bands (one CTA each) and 64-column boxes per band.
    pub fn bands(&self) -> u64 {
        self.rows.div_ceil(64)
    }
    pub fn col_boxes(&self) -> u64 {
        self.cols.div_ceil(64)
    }
    fn src_end(&self) -> u64 {
        self.src_off + (self.rows - 1) * self.src_pitch + self.cols * 4
    }
    fn dst_end(&self) -> u64 {
        self.dst_off + (self.rows - 1) * self.dst_pitch + self.cols * 4
    }
}

/// One workload: G groups in two arenas, and the per-CTA work list.
#[derive(Debug, Clone)]
pub struct Layout {
    pub groups: Vec<Group>,
    pub src_len: u64,
    pub dst_len: u64,
    /// (group, band) per CTA of the grouped kernels, in group order.
    pub work: Vec<(u32, u32)>,
}

fn round16(v: u64) -> u64 {
    v.div_ceil(16) * 16
}

impl Layout {
    pub fn new(spec: &Spec, g: usize, seed: u64) -> Layout {
        let mut rng = Rng::new(seed ^ 0x6772_6f75_7065_6421);
        let mut pick = |lo: u64, hi: u64| lo + rng.next() % (hi - lo + 1);
        let mut groups = Vec::with_capacity(g);
        let (mut src, mut dst) = (0u64, 0u64);
        for i in 0..g {
            let (rows, cols) = match spec.edge_shapes.get(i) {
                Some(&[r, c]) => (r, c),
                None => (
                    pick(spec.rows[0], spec.rows[1]),
                    pick(spec.cols[0], spec.cols[1]),
                ),
            };
            let src_pitch = round16(cols * 4) + 16 * pick(0, spec.pitch_pad_max / 16);
            let dst_pitch = round16(cols * 4) + 16 * pick(0, spec.pitch_pad_max / 16);
            let src_off = src + 16 * pick(0, spec.gap_max / 16);
            let dst_off = dst + 16 * pick(0, spec.gap_max / 16);
            let grp = Group {
                rows,
                cols,
                src_off,
                dst_off,
                src_pitch,
                dst_pitch,
            };
            src = round16(grp.src_end());
            dst = round16(grp.dst_end());
            groups.push(grp);
        }
        // Trailing bytes after the last group: a store past its edge would land there.
        let src_len = src + 16 * pick(1, 1 + spec.gap_max / 16);
        let dst_len = dst + 16 * pick(1, 1 + spec.gap_max / 16);
        let mut work = Vec::new();
        for (i, grp) in groups.iter().enumerate() {
            for b in 0..grp.bands() {
                work.push((i as u32, b as u32));
            }
        }
        Layout {
            groups,
            src_len,
            dst_len,
            work,
        }
    }

    pub fn ctas(&self) -> usize {
        self.work.len()
    }

    /// Elements of all groups (each copied once: read and written).
    pub fn elems(&self) -> u64 {
        self.groups.iter().map(|g| g.rows * g.cols).sum()
    }

    /// Bytes one copy moves (read + write).
    pub fn bytes_moved(&self) -> u64 {
        self.elems() * 4 * 2
    }

    /// 64 x 64 boxes all CTAs issue (each a load and a store).
    pub fn boxes(&self) -> u64 {
        self.groups.iter().map(|g| g.bands() * g.col_boxes()).sum()
    }

    /// The work table of @grouped_rebind / @grouped_table: 2 x i32 per CTA.
    pub fn work_table(&self) -> Vec<i32> {
        self.work
            .iter()
            .flat_map(|&(g, b)| [g as i32, b as i32])
            .collect()
    }

    /// The group table: 8 x i64 per group (src address, dst address, rows, cols, src pitch,
    /// dst pitch, column boxes, 0).
    pub fn group_table(&self, src_base: u64, dst_base: u64) -> Vec<i64> {
        self.groups
            .iter()
            .flat_map(|g| {
                [
                    (src_base + g.src_off) as i64,
                    (dst_base + g.dst_off) as i64,
                    g.rows as i64,
                    g.cols as i64,
                    g.src_pitch as i64,
                    g.dst_pitch as i64,
                    g.col_boxes() as i64,
                    0,
                ]
            })
            .collect()
    }

    /// The destination arena after a correct copy of `src`.
    pub fn expected(&self, src: &[u8]) -> Vec<u8> {
        let mut out = vec![POISON; self.dst_len as usize];
        for g in &self.groups {
            let n = (g.cols * 4) as usize;
            for r in 0..g.rows {
                let s = (g.src_off + r * g.src_pitch) as usize;
                let d = (g.dst_off + r * g.dst_pitch) as usize;
                out[d..d + n].copy_from_slice(&src[s..s + n]);
            }
        }
        out
    }

    /// Where a destination byte offset lies, for a message.
    pub fn describe_dst(&self, off: u64) -> String {
        let i = self.groups.partition_point(|g| g.dst_off <= off);
        if i == 0 {
            return format!("byte {off} of dst, before group 0 (a gap)");
        }
        let gi = i - 1;
        let g = &self.groups[gi];
        let rel = off - g.dst_off;
        let (r, c) = (rel / g.dst_pitch, rel % g.dst_pitch);
        let what = if r >= g.rows {
            "past its last row".to_string()
        } else if c >= round16(g.cols * 4) {
            format!(
                "row {r}, padding byte {} of the row (past its 16-byte granule)",
                c - g.cols * 4
            )
        } else if c >= g.cols * 4 {
            format!(
                "row {r}, byte {} past its last element, inside its last 16-byte granule",
                c - g.cols * 4
            )
        } else {
            format!("row {r}, column {}", c / 4)
        };
        format!(
            "byte {off} of dst: group {gi} ({} x {}, pitch {} B), {what}",
            g.rows, g.cols, g.dst_pitch
        )
    }
}

/// The seed of the layout of check `n` at group count `g` in a run whose base seed is `base`
/// (`gpu-runner grouped run --seed base`): every check draws a fresh layout.
pub fn layout_seed(base: u64, n: u32, g: usize) -> u64 {
    base.wrapping_add(n as u64 * 0x9e37_79b9)
        .wrapping_add(g as u64)
}

/// Version tag of the files `table_json` describes.
pub const TABLE_FORMAT: &str = "tile-opt grouped table 1";

/// One layout as the JSON file `--write-tables` writes, for a script that rebuilds exactly the
/// same allocation (bench/gpu/triton/): the groups as columns, every length in f32 elements
/// (all of them are multiples of 16 bytes): `src_off` / `dst_off` where each group starts in
/// its arena, `src_pitch` / `dst_pitch` its row pitches, `src_gap` / `dst_gap` the random gap
/// before it (from the previous group's end rounded up to 16 bytes, or from the arena's start),
/// `src_len` / `dst_len` the arenas (the tail after the last group included), `box_rows_cols`
/// the kernels' box (rows, columns). `seed` is the
/// seed `Layout::new` drew it from, `check` the check it was drawn for, `timed` whether the
/// run times on it (the last check of a timed group count).
pub fn table_json(
    spec: &Spec,
    layout: &Layout,
    seed: u64,
    check: u32,
    timed: bool,
) -> serde_json::Value {
    let e = |v: u64| v / 4;
    let col = |f: &dyn Fn(&Group) -> u64| -> Vec<u64> { layout.groups.iter().map(f).collect() };
    let gaps = |off: &dyn Fn(&Group) -> u64, end: &dyn Fn(&Group) -> u64| -> Vec<u64> {
        let mut prev = 0;
        layout
            .groups
            .iter()
            .map(|g| {
                let gap = e(off(g) - prev);
                prev = round16(end(g));
                gap
            })
            .collect()
    };
    serde_json::json!({
        "format": TABLE_FORMAT,
        "case": spec.name,
        "seed": seed,
        "check": check,
        "timed": timed,
        "G": layout.groups.len(),
        "dtype": "f32",
        "elem_bytes": 4,
        "box_rows_cols": [spec.box_dims[1], spec.box_dims[0]],
        "src_len": e(layout.src_len),
        "dst_len": e(layout.dst_len),
        "rows": col(&|g| g.rows),
        "cols": col(&|g| g.cols),
        "src_pitch": col(&|g| e(g.src_pitch)),
        "dst_pitch": col(&|g| e(g.dst_pitch)),
        "src_off": col(&|g| e(g.src_off)),
        "dst_off": col(&|g| e(g.dst_off)),
        "src_gap": gaps(&|g| g.src_off, &|g| g.src_end()),
        "dst_gap": gaps(&|g| g.dst_off, &|g| g.dst_end()),
    })
}

/// The file name `write_table` gives a layout: `<case>-G<g>-check<n>.json`.
pub fn table_file_name(spec: &Spec, g: usize, check: u32) -> String {
    format!("{}-G{g}-check{check}.json", spec.name)
}

/// Writes `table_json` into `dir` (created if missing) as `table_file_name`; returns the path.
pub fn write_table(
    dir: &Path,
    spec: &Spec,
    layout: &Layout,
    seed: u64,
    check: u32,
    timed: bool,
) -> Result<PathBuf, Error> {
    std::fs::create_dir_all(dir).map_err(|e| Error::new(format!("{}: {e}", dir.display())))?;
    let path = dir.join(table_file_name(spec, layout.groups.len(), check));
    let text = serde_json::to_string(&table_json(spec, layout, seed, check, timed))
        .map_err(|e| Error::new(e.to_string()))?;
    std::fs::write(&path, text + "\n")
        .map_err(|e| Error::new(format!("{}: {e}", path.display())))?;
    Ok(path)
}

/// The outcome of `compare`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Compared {
    /// Bytes that differ from the expected image and are not granule bytes (below).
    pub wrong: u64,
    /// Bytes past a row's last element but inside its last 16-byte granule that the store
    /// wrote, with zeros (the load's zero fill): see `Layout::in_granule_tail`.
    pub granule_written: u64,
    /// All such bytes the layout has.
    pub granule_bytes: u64,
    pub first: Option<String>,
}

impl Layout {
    /// Whether dst byte `off` lies past the last element of a group's row but inside the row's
    /// last 16-byte granule (bytes [cols * 4, round16(cols * 4)) of the row). Observed on
    /// H200 (2026-11-22, bench/RESULTS.md): a TMA tile store clips the innermost dimension at
    /// 16-byte granularity, writing these bytes from the shared-memory box (zeros from the
    /// load's OOB fill), while the load fills zeros element-exactly. The row pitch is a
    /// multiple of 16, so they never reach another row or group.
    pub fn in_granule_tail(&self, off: u64) -> bool {
        let i = self.groups.partition_point(|g| g.dst_off <= off);
        if i == 0 {
            return false;
        }
        let g = &self.groups[i - 1];
        let rel = off - g.dst_off;
        let (r, c) = (rel / g.dst_pitch, rel % g.dst_pitch);
        r < g.rows && c >= g.cols * 4 && c < round16(g.cols * 4)
    }

    pub fn granule_bytes(&self) -> u64 {
        self.groups
            .iter()
            .map(|g| g.rows * (round16(g.cols * 4) - g.cols * 4))
            .sum()
    }
}

/// Compare the destination arena with the expected image, byte for byte; a byte of a row's
/// granule tail (`Layout::in_granule_tail`) may also be 0.
pub fn compare(layout: &Layout, got: &[u8], want: &[u8]) -> Compared {
    assert_eq!(got.len(), want.len());
    let mut out = Compared {
        granule_bytes: layout.granule_bytes(),
        ..Default::default()
    };
    // Word-wise fast path, bytes where a word differs.
    for (k, (a, b)) in got.chunks(8).zip(want.chunks(8)).enumerate() {
        if a == b {
            continue;
        }
        for (j, (x, y)) in a.iter().zip(b).enumerate() {
            if x == y {
                continue;
            }
            let off = (k * 8 + j) as u64;
            if *x == 0 && layout.in_granule_tail(off) {
                out.granule_written += 1;
                continue;
            }
            out.wrong += 1;
            if out.first.is_none() {
                let w = off & !3;
                let word = |v: &[u8]| {
                    let i = w as usize;
                    if i + 4 <= v.len() {
                        format!(
                            "0x{:08x}",
                            u32::from_le_bytes(v[i..i + 4].try_into().unwrap())
                        )
                    } else {
                        "?".into()
                    }
                };
                out.first = Some(format!(
                    "{}: word {} expected {}{}",
                    layout.describe_dst(off),
                    word(got),
                    word(want),
                    if want[w as usize..(w as usize + 4).min(want.len())]
                        .iter()
                        .all(|&v| v == POISON)
                    {
                        " (poison: the kernel must not write here)"
                    } else {
                        ""
                    }
                ));
            }
        }
    }
    out
}

/// The fixed-descriptor baseline: one dense rows x 256 matrix holding (at least) the same
/// elements, in 64-row bands of 4 full boxes.
pub fn fixed_shape(elems: u64) -> (u64, u64) {
    let cols = 256;
    let rows = elems.div_ceil(cols).div_ceil(64).max(1) * 64;
    (rows, cols)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec() -> Spec {
        toml::from_str(
            r#"
name = "grouped"
mlir = "x.mlir"
kernel_rebind = "a"
kernel_rebind_prefetch = "a2"
kernel_table = "b"
kernel_one = "c"
kernel_persistent = "d"
kernel_persistent_fixed = "e"
kernel_persistent_boxes = "f"
block = 32
box = [64, 64]
rows = [1, 200]
cols = [1, 256]
edge_shapes = [[1, 1], [64, 64], [200, 256], [65, 1]]
pitch_pad_max = 64
gap_max = 64
check_groups = [1, 7]
time_groups = [64]
"#,
        )
        .unwrap()
    }

    #[test]
    fn layout_is_aligned_disjoint_and_covers_the_work() {
        let s = spec();
        s.validate().unwrap();
        let l = Layout::new(&s, 300, 5);
        assert_eq!(l.groups[0].rows, 1);
        assert_eq!((l.groups[2].rows, l.groups[2].cols), (200, 256));
        let mut prev = (0, 0);
        for g in &l.groups {
            assert!(
                g.src_off % 16 == 0
                    && g.dst_off % 16 == 0
                    && g.src_pitch % 16 == 0
                    && g.dst_pitch % 16 == 0
            );
            assert!(g.src_pitch >= g.cols * 4 && g.dst_pitch >= g.cols * 4);
            assert!(g.src_off >= prev.0 && g.dst_off >= prev.1);
            assert!(
                (s.rows[0]..=s.rows[1]).contains(&g.rows)
                    && (s.cols[0]..=s.cols[1]).contains(&g.cols)
            );
            prev = (g.src_end(), g.dst_end());
        }
        assert!(l.src_len > prev.0 && l.dst_len > prev.1);
        assert_eq!(
            l.ctas() as u64,
            l.groups.iter().map(|g| g.bands()).sum::<u64>()
        );
        assert_eq!(l.work_table().len(), 2 * l.ctas());
        assert_eq!(l.group_table(0, 0).len(), 8 * 300);
        // Same seed, same layout; another seed, another one.
        assert_eq!(Layout::new(&s, 300, 5).groups, l.groups);
        assert_ne!(Layout::new(&s, 300, 6).groups, l.groups);
    }

    /// A host model of the kernel (every CTA: its band's boxes, clipped at the group's edges,
    /// the innermost one at element or 16-byte granularity) must pass `compare`; a store
    /// one granule too wide, or granule bytes that are not the zero fill, must not.
    #[test]
    fn the_check_accepts_the_clipped_copy_and_names_a_stray_write() {
        let s = spec();
        let l = Layout::new(&s, 40, 11);
        let src: Vec<u8> = (0..l.src_len).map(|i| (i * 7 % 251) as u8 | 1).collect();
        let want = l.expected(&src);
        // `limit(cols)`: the columns the store writes; `fill`: what it writes past cols.
        let model = |limit: &dyn Fn(u64) -> u64, fill: u8| {
            let mut dst = vec![POISON; l.dst_len as usize];
            for &(gi, band) in &l.work {
                let g = &l.groups[gi as usize];
                for t in 0..g.col_boxes() {
                    for r in band as u64 * 64..(band as u64 * 64 + 64).min(g.rows) {
                        for c in t * 64..(t * 64 + 64).min(limit(g.cols)) {
                            let so = (g.src_off + r * g.src_pitch + c * 4) as usize;
                            let d = (g.dst_off + r * g.dst_pitch + c * 4) as usize;
                            let v = if c < g.cols {
                                src[so..so + 4].to_vec()
                            } else {
                                vec![fill; 4]
                            };
                            dst[d..d + 4].copy_from_slice(&v);
                        }
                    }
                }
            }
            dst
        };
        let exact = compare(&l, &model(&|c| c, 0), &want);
        assert_eq!(
            (exact.wrong, exact.granule_written, exact.first.clone()),
            (0, 0, None)
        );
        assert!(
            exact.granule_bytes > 0,
            "the layout has rows whose bytes are not a multiple of 16"
        );
        let granule = compare(&l, &model(&|c| c.div_ceil(4) * 4, 0), &want);
        assert_eq!(
            (granule.wrong, granule.granule_written),
            (0, granule.granule_bytes),
            "{:?}",
            granule.first
        );
        let dirty = compare(&l, &model(&|c| c.div_ceil(4) * 4, 7), &want);
        assert!(
            dirty.wrong > 0
                && dirty
                    .first
                    .as_deref()
                    .unwrap()
                    .contains("inside its last 16-byte granule"),
            "{dirty:?}"
        );
        let wide = compare(&l, &model(&|c| c.div_ceil(4) * 4 + 4, 0), &want);
        assert!(wide.wrong > 0, "{wide:?}");
        let msg = wide.first.unwrap();
        assert!(
            msg.contains("past its 16-byte granule") && msg.contains("poison"),
            "{msg}"
        );
    }

    /// The written table rebuilds the layout: offsets are the previous group's end rounded up
    /// to 16 bytes plus the gap, every length in elements, the arenas' lengths and the seed.
    #[test]
    fn the_table_file_rebuilds_the_layout() {
        let s = spec();
        let l = Layout::new(&s, 50, 9);
        let j = table_json(&s, &l, 9, 1, true);
        let col = |k: &str| -> Vec<u64> {
            j[k].as_array()
                .unwrap_or_else(|| panic!("{k} missing"))
                .iter()
                .map(|v| v.as_u64().unwrap())
                .collect()
        };
        assert_eq!(j["format"], TABLE_FORMAT);
        assert_eq!((j["G"].as_u64(), j["seed"].as_u64()), (Some(50), Some(9)));
        assert_eq!(
            (j["check"].as_u64(), j["timed"].as_bool()),
            (Some(1), Some(true))
        );
        assert_eq!(j["src_len"].as_u64(), Some(l.src_len / 4));
        assert_eq!(j["dst_len"].as_u64(), Some(l.dst_len / 4));
        let (rows, cols) = (col("rows"), col("cols"));
        let (so, sp, sg) = (col("src_off"), col("src_pitch"), col("src_gap"));
        let (dof, dp, dg) = (col("dst_off"), col("dst_pitch"), col("dst_gap"));
        let mut end = (0u64, 0u64);
        for (i, g) in l.groups.iter().enumerate() {
            assert_eq!((rows[i], cols[i]), (g.rows, g.cols));
            assert_eq!((so[i] * 4, dof[i] * 4), (g.src_off, g.dst_off));
            assert_eq!((sp[i] * 4, dp[i] * 4), (g.src_pitch, g.dst_pitch));
            assert_eq!(so[i], end.0 + sg[i], "group {i}: src offset = end + gap");
            assert_eq!(dof[i], end.1 + dg[i], "group {i}: dst offset = end + gap");
            let e = |off: u64, pitch: u64| round16((off + (g.rows - 1) * pitch + g.cols) * 4) / 4;
            end = (e(so[i], sp[i]), e(dof[i], dp[i]));
        }
        assert!(l.src_len / 4 > end.0 && l.dst_len / 4 > end.1);
        let dir = std::env::temp_dir().join(format!("grouped-tables-{}", std::process::id()));
        let path = write_table(&dir, &s, &l, 9, 1, true).unwrap();
        assert_eq!(path.file_name().unwrap(), "grouped-G50-check1.json");
        let back: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(back, j);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn fixed_baseline_holds_the_same_elements() {
        let (r, c) = fixed_shape(1000);
        assert_eq!((r, c), (64, 256));
        let (r, c) = fixed_shape(64 * 256 * 3 + 1);
        assert_eq!((r, c), (256, 256));
    }
}
