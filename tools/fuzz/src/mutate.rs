//! Mutation operators over MLIR text: numbers to extremes, swapped keywords,
//! enums, types, address spaces and symbol names, empty strings, deleted or
//! duplicated lines, truncation, random bytes, splices of two inputs,
//! inserted snippets and deep nesting. They work on bytes, so a mutant may
//! stop being UTF-8 (the driver must say so with a location, too).

use crate::rng::Rng;

/// Word classes whose members are swapped for one another (and, rarely,
/// for a member of another class).
const CLASSES: &[&[&str]] = &[
    &[
        "tile",
        "im2col",
        "im2col_w",
        "im2col_w_128",
        "gather4",
        "scatter4",
        "im2col_no_offs",
    ],
    &[
        "none",
        "sw32",
        "sw64",
        "sw128",
        "sw128_atom32",
        "sw128_atom32_flip8",
        "sw128_atom64",
    ],
    &["il16", "il32", "l2_64", "l2_128", "l2_256", "zero", "nan"],
    &[
        "i8",
        "i16",
        "i32",
        "si32",
        "i64",
        "si64",
        "f16",
        "bf16",
        "f32",
        "tf32",
        "f64",
        "ui8",
        "i1",
        "index",
        "f8E4M3FN",
        "i128",
        "ui32",
        "i31",
        "i24",
        "f8E5M2",
        "f4E2M1FN",
        "complex<f32>",
        "tuple<i32>",
        "none",
        "memref<f32>",
    ],
    &["add", "min", "max", "inc", "dec", "and", "or", "xor"],
    &["cta", "cluster", "gpu", "sys"],
    &["all", "global", "shared_cta", "shared_cluster"],
    &["ca", "cg"],
    &[
        "sm_80", "sm_90", "sm_90a", "sm_100a", "sm_100", "sm_101a", "sm_120a", "sm_9000", "sm_10",
        "sm_",
    ],
    &[
        "tile.load",
        "tile.store",
        "tile.reduce",
        "tile.prefetch",
        "tile.prefetch_tensormap",
        "tile.bulk_load",
        "tile.bulk_store",
        "tile.bulk_reduce",
        "tile.bulk_prefetch",
        "tile.bulk_copy_cluster",
        "tile.cp_async",
        "tile.make_tensormap",
        "tile.make_tensormap_ptr",
        "tile.tensormap_from_slot",
        "tile.rebind",
        "tile.tensormap_fence_acquire",
        "tile.tensormap_fence_release",
        "tile.tensormap_cp_fenceproxy",
        "tile.fence_proxy_async",
        "tile.mbarrier_init",
        "tile.mbarrier_arrive",
        "tile.mbarrier_arrive_expect_tx",
        "tile.mbarrier_wait_parity",
        "tile.bulk_commit",
        "tile.bulk_wait",
        "tile.cp_async_commit",
        "tile.cp_async_wait",
    ],
    &[
        "gpu.func",
        "func.func",
        "llvm.func",
        "gpu.module",
        "module",
        "scf.if",
        "scf.for",
        "scf.execute_region",
        "gpu.return",
        "return",
        "kernel",
    ],
    &[
        "rank",
        "box",
        "element_strides",
        "swizzle",
        "interleave",
        "l2_promotion",
        "oob_fill",
        "mode",
    ],
    &[
        "dst_space",
        "multicast",
        "l2_hint",
        "cta_group",
        "if",
        "mbar",
        "byte_mask",
    ],
    &[
        "arith.constant",
        "arith.addi",
        "arith.muli",
        "arith.index_cast",
    ],
    // The kernel attributes of the planner and the lowering: a corpus kernel
    // with a look-ahead attribute becomes one whose rebind sequences are
    // outlined (`tile.rebind_outline = "on"`), or one with a bad value.
    &[
        "tile.rebind_lookahead",
        "tile.rebind_outline",
        "tile.rebind_pipeline",
        "tile.rebind_slots",
        "tile.rebind_seed",
    ],
    &["on", "off", "auto", "staged"],
];

/// Replacements for a number: the edges of every integer width and of the
/// ranges the rules check.
const EXTREMES: &[&str] = &[
    "0",
    "-1",
    "1",
    "2",
    "3",
    "7",
    "15",
    "16",
    "17",
    "31",
    "32",
    "127",
    "128",
    "129",
    "255",
    "256",
    "257",
    "511",
    "512",
    "1023",
    "1024",
    "32767",
    "32768",
    "-32769",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "-2147483648",
    "4294967295",
    "4294967296",
    "1099511627776",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551616",
    "99999999999999999999999999999999999999",
];

/// Memory-space spellings swapped for one another.
const SPACES: &[&str] = &[
    ", 1>",
    ", 3>",
    ", 0>",
    ", 7>",
    ", 5>",
    ", 4294967296>",
    ", 4294967295>",
    ", -1>",
    ", 2>",
    ", 6>",
    ", 101>",
    ", 16777216>",
    ", #gpu.address_space<global>>",
    ", #gpu.address_space<workgroup>>",
    ", #gpu.address_space<private>>",
    ">",
];

/// LLVM pointer address-space spellings swapped for one another (the last
/// is only ever written: it matches every plain pointer).
const POINTER_SPACES: &[&str] = &[
    "ptr<1>",
    "ptr<3>",
    "ptr<7>",
    "ptr<0>",
    "ptr<2>",
    "ptr<6>",
    "ptr<101>",
    "ptr<16777216>",
    "ptr<4294967295>",
    "ptr",
];

/// Replacements for a symbol name (`@name`).
const SYMBOLS: &[&str] = &[
    "@\"\"",
    "@\"k.k\"",
    "@\"1k\"",
    "@\"_\"",
    "@\".entry\"",
    "@\"a b\"",
    "@\"a-b\"",
    "@\"%x\"",
    "@\"\u{e9}t\u{e9}\"",
    "@_",
    "@main",
    "@kernels",
    "@tile_smem",
    "@tile_bar",
    "@aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
];

/// Lines inserted at random places.
const SNIPPETS: &[&str] = &[
    "tile.tensormap_fence_release",
    "tile.bulk_commit",
    "tile.bulk_wait 0 read",
    "tile.fence_proxy_async shared_cta",
    "tile.cp_async_commit",
    "gpu.return",
    "return",
    "}",
    "{",
    "gpu.module @m [#nvvm.target<chip = \"sm_90a\">] {}",
    "gpu.module @m2 [#nvvm.target<chip = \"sm_90a\">, #nvvm.target<chip = \"sm_100a\">] { gpu.func @k2() kernel { gpu.return } }",
    "module attributes {tile.target = \"\"} {}",
    "module attributes {tile.ptx_version = \"99.9\"} {}",
    "module attributes {tile.ptx_version = \"\"} {}",
    "func.func @\"\"() { return }",
    "%c0 = arith.constant 0 : index",
    "%z = arith.constant 0 : i32",
    "\"tile.bulk_commit\"() : () -> ()",
    "// expected-error @below {{x}}",
    "// -----",
    "#map = affine_map<(d0) -> (d0)>",
    "!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>",
    "memref.global \"private\" @g : memref<128xi8, 1> {alignment = 128}",
];

/// Bytes that tend to break lexers (invalid UTF-8 is rare on purpose: the
/// driver answers all of it alike).
const BYTES: &[u8] = b"\0\"'{}[]()<>@%#!:,=\\\n\t -0x9^$.";

/// Applies one to four random mutations to `input`, using `donor` for
/// splices. Returns the mutant and the names of the operators applied.
pub fn mutate(rng: &mut Rng, input: &[u8], donor: &[u8]) -> (Vec<u8>, Vec<&'static str>) {
    let mut data = input.to_vec();
    let mut applied = Vec::new();
    let count = 1 + rng.below(4);
    for _ in 0..count {
        let op = rng.below(100);
        let name = match op {
            0..=17 => number_extreme(rng, &mut data),
            18..=32 => swap_word(rng, &mut data),
            33..=37 => swap_space(rng, &mut data),
            38..=44 => swap_symbol(rng, &mut data),
            45..=49 => empty_string(rng, &mut data),
            50..=59 => delete_lines(rng, &mut data),
            60..=66 => duplicate_lines(rng, &mut data),
            67..=69 => truncate(rng, &mut data),
            70..=77 => random_bytes(rng, &mut data),
            78..=86 => splice(rng, &mut data, donor),
            87..=94 => insert_snippet(rng, &mut data),
            _ => nest(rng, &mut data),
        };
        applied.push(name);
    }
    (data, applied)
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.'
}

/// Byte ranges of every word (identifier-like run) in `data`.
fn words(data: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < data.len() {
        if is_word(data[i]) {
            let start = i;
            while i < data.len() && is_word(data[i]) {
                i += 1;
            }
            out.push((start, i));
        } else {
            i += 1;
        }
    }
    out
}

fn replace(data: &mut Vec<u8>, start: usize, end: usize, with: &[u8]) {
    data.splice(start..end, with.iter().copied());
}

fn number_extreme(rng: &mut Rng, data: &mut Vec<u8>) -> &'static str {
    let numbers: Vec<(usize, usize)> = words(data)
        .into_iter()
        .filter_map(|(s, e)| {
            // The digit run inside a word (`64x64`, `sm_90a`, `%c16`).
            let w = &data[s..e];
            let first = w.iter().position(|b| b.is_ascii_digit())?;
            let len = w[first..].iter().take_while(|b| b.is_ascii_digit()).count();
            let start = s + first;
            let start = if start > 0 && data[start - 1] == b'-' {
                start - 1
            } else {
                start
            };
            Some((start, s + first + len))
        })
        .collect();
    if numbers.is_empty() {
        return "number-extreme(none)";
    }
    let (s, e) = *rng.pick(&numbers);
    let with = *rng.pick(EXTREMES);
    replace(data, s, e, with.as_bytes());
    "number-extreme"
}

fn swap_word(rng: &mut Rng, data: &mut Vec<u8>) -> &'static str {
    let candidates: Vec<(usize, usize, usize)> = words(data)
        .into_iter()
        .filter_map(|(s, e)| {
            let w = std::str::from_utf8(&data[s..e]).ok()?;
            let class = CLASSES.iter().position(|c| c.contains(&w))?;
            Some((s, e, class))
        })
        .collect();
    if candidates.is_empty() {
        return "swap-word(none)";
    }
    let (s, e, class) = *rng.pick(&candidates);
    let class = if rng.chance(10) {
        rng.below(CLASSES.len())
    } else {
        class
    };
    let with = *rng.pick(CLASSES[class]);
    replace(data, s, e, with.as_bytes());
    "swap-word"
}

fn find_all(data: &[u8], needle: &[u8]) -> Vec<usize> {
    if needle.is_empty() || data.len() < needle.len() {
        return Vec::new();
    }
    (0..=data.len() - needle.len())
        .filter(|&i| &data[i..i + needle.len()] == needle)
        .collect()
}

fn swap_space(rng: &mut Rng, data: &mut Vec<u8>) -> &'static str {
    let mut hits = Vec::new();
    for (list, spellings) in [SPACES, POINTER_SPACES].into_iter().enumerate() {
        for s in spellings.iter().take(spellings.len() - 1) {
            for at in find_all(data, s.as_bytes()) {
                hits.push((at, at + s.len(), list));
            }
        }
    }
    if hits.is_empty() {
        // Give a memref without a space one.
        let memrefs = find_all(data, b"xf32>");
        if memrefs.is_empty() {
            return "swap-space(none)";
        }
        let at = *rng.pick(&memrefs) + 4;
        replace(data, at, at + 1, rng.pick(SPACES).as_bytes());
        return "swap-space";
    }
    let (s, e, list) = *rng.pick(&hits);
    let spellings = if list == 0 { SPACES } else { POINTER_SPACES };
    replace(data, s, e, rng.pick(spellings).as_bytes());
    "swap-space"
}

fn swap_symbol(rng: &mut Rng, data: &mut Vec<u8>) -> &'static str {
    let symbols: Vec<(usize, usize)> = find_all(data, b"@")
        .into_iter()
        .map(|at| {
            let mut end = at + 1;
            while end < data.len() && (is_word(data[end]) || data[end] == b'$') {
                end += 1;
            }
            (at, end)
        })
        .filter(|(s, e)| e > &(s + 1))
        .collect();
    if symbols.is_empty() {
        return "swap-symbol(none)";
    }
    let (s, e) = *rng.pick(&symbols);
    if rng.chance(30) {
        // Another symbol of the same input: duplicates and cross references.
        let (os, oe) = *rng.pick(&symbols);
        let other = data[os..oe].to_vec();
        replace(data, s, e, &other);
    } else {
        replace(data, s, e, rng.pick(SYMBOLS).as_bytes());
    }
    "swap-symbol"
}

fn empty_string(rng: &mut Rng, data: &mut Vec<u8>) -> &'static str {
    let quotes = find_all(data, b"\"");
    let pairs: Vec<(usize, usize)> = quotes
        .chunks(2)
        .filter_map(|c| c.get(1).map(|e| (c[0], *e)))
        .collect();
    if pairs.is_empty() {
        return "empty-string(none)";
    }
    let (s, e) = *rng.pick(&pairs);
    let with: &[u8] = match rng.below(4) {
        0 | 1 => b"",
        2 => b"\\00",
        _ => b"\xe2\x80\x8b",
    };
    replace(data, s + 1, e, with);
    "empty-string"
}

/// Byte offsets of the starts of lines, plus the end.
fn line_starts(data: &[u8]) -> Vec<usize> {
    let mut starts = vec![0];
    for (i, b) in data.iter().enumerate() {
        if *b == b'\n' && i + 1 < data.len() {
            starts.push(i + 1);
        }
    }
    starts.push(data.len());
    starts
}

fn line_range(rng: &mut Rng, data: &[u8]) -> Option<(usize, usize)> {
    let starts = line_starts(data);
    let lines = starts.len() - 1;
    if lines == 0 {
        return None;
    }
    let first = rng.below(lines);
    let n = 1 + rng.below(3.min(lines - first));
    Some((starts[first], starts[first + n]))
}

fn delete_lines(rng: &mut Rng, data: &mut Vec<u8>) -> &'static str {
    let Some((s, e)) = line_range(rng, data) else {
        return "delete-lines(none)";
    };
    replace(data, s, e, b"");
    "delete-lines"
}

fn duplicate_lines(rng: &mut Rng, data: &mut Vec<u8>) -> &'static str {
    let Some((s, e)) = line_range(rng, data) else {
        return "duplicate-lines(none)";
    };
    let copy = data[s..e].to_vec();
    let starts = line_starts(data);
    let at = if rng.chance(50) {
        e
    } else {
        *rng.pick(&starts)
    };
    let times = if rng.chance(5) { 1 + rng.below(200) } else { 1 };
    let mut block = Vec::with_capacity(copy.len() * times);
    for _ in 0..times {
        block.extend_from_slice(&copy);
    }
    if !block.ends_with(b"\n") {
        block.push(b'\n');
    }
    replace(data, at, at, &block);
    "duplicate-lines"
}

fn truncate(rng: &mut Rng, data: &mut Vec<u8>) -> &'static str {
    if data.is_empty() {
        return "truncate(none)";
    }
    let at = rng.below(data.len());
    data.truncate(at);
    "truncate"
}

fn random_bytes(rng: &mut Rng, data: &mut Vec<u8>) -> &'static str {
    let n = 1 + rng.below(4);
    for _ in 0..n {
        let b = if rng.chance(97) {
            *rng.pick(BYTES)
        } else {
            (rng.next_u64() & 0xff) as u8
        };
        let at = rng.below(data.len() + 1);
        if rng.chance(50) && at < data.len() {
            data[at] = b;
        } else {
            data.insert(at, b);
        }
    }
    "random-bytes"
}

fn splice(rng: &mut Rng, data: &mut Vec<u8>, donor: &[u8]) -> &'static str {
    let Some((ds, de)) = line_range(rng, donor) else {
        return "splice(none)";
    };
    // Up to a dozen donor lines.
    let donor_starts = line_starts(donor);
    let extra = rng.below(10);
    let de = donor_starts
        .iter()
        .copied()
        .filter(|&x| x >= de)
        .nth(extra)
        .unwrap_or(de);
    let piece = donor[ds..de].to_vec();
    let starts = line_starts(data);
    let at = *rng.pick(&starts);
    if rng.chance(20) {
        // Replace the tail: the head of one input, the tail of another.
        data.truncate(at);
        data.extend_from_slice(&donor[ds..]);
    } else {
        replace(data, at, at, &piece);
    }
    "splice"
}

fn insert_snippet(rng: &mut Rng, data: &mut Vec<u8>) -> &'static str {
    let starts = line_starts(data);
    let at = *rng.pick(&starts);
    let mut line = rng.pick(SNIPPETS).as_bytes().to_vec();
    line.push(b'\n');
    replace(data, at, at, &line);
    "insert-snippet"
}

fn nest(rng: &mut Rng, data: &mut Vec<u8>) -> &'static str {
    // Mostly shallow; now and then thousands deep (the parser runs on the
    // caller's stack).
    let deep = rng.chance(15);
    let extra = rng.below(12000);
    let (open, close): (&[u8], &[u8]) = match rng.below(4) {
        0 => (b"module {\n", b"}\n"),
        1 => (b"scf.execute_region {\n", b"scf.yield\n}\n"),
        2 => (b"[", b"]"),
        _ => (b"tuple<", b">"),
    };
    // Nested attributes and types go up to 13,000 deep. Nested regions go
    // up to 4,000 (above the 3,900 that overflowed the main thread's stack
    // before sessions sized it): upstream passes are quadratic in region
    // depth, and 13,000-deep regions took more than half of a campaign's
    // time (10,000-deep regions: test/Driver/deep-nesting.mlir).
    let depth = match (deep, open == b"[" || open == b"tuple<") {
        (false, _) => 1 + extra % 40,
        (true, true) => 1000 + extra,
        (true, false) => 1000 + extra % 3000,
    };
    if open == b"[" || open == b"tuple<" {
        // Inside an attribute or type: replace one `[`/`<`-free spot.
        let words = words(data);
        let Some(&(s, e)) = (!words.is_empty()).then(|| rng.pick(&words)) else {
            return "nest(none)";
        };
        let mut piece = Vec::new();
        for _ in 0..depth {
            piece.extend_from_slice(open);
        }
        piece.extend_from_slice(if open == b"[" { b"1" } else { b"i32" });
        for _ in 0..depth {
            piece.extend_from_slice(close);
        }
        replace(data, s, e, &piece);
        return "nest-attribute";
    }
    let mut out = Vec::with_capacity(data.len() + depth * (open.len() + close.len()));
    for _ in 0..depth {
        out.extend_from_slice(open);
    }
    out.extend_from_slice(data);
    for _ in 0..depth {
        out.extend_from_slice(close);
    }
    *data = out;
    "nest-regions"
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "module attributes {tile.target = \"sm_90a\"} {\n  gpu.module @kernels [#nvvm.target<chip = \"sm_90a\">] {\n    memref.global \"private\" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}\n  }\n}\n";

    #[test]
    fn mutation_is_deterministic_and_changes_the_input() {
        let mut changed = 0;
        for i in 0..200 {
            let (a, ops_a) = mutate(&mut Rng::for_iteration(3, i), SAMPLE.as_bytes(), b"x\ny\n");
            let (b, ops_b) = mutate(&mut Rng::for_iteration(3, i), SAMPLE.as_bytes(), b"x\ny\n");
            assert_eq!(a, b);
            assert_eq!(ops_a, ops_b);
            if a != SAMPLE.as_bytes() {
                changed += 1;
            }
        }
        assert!(changed > 180, "only {changed} of 200 mutants differ");
    }

    #[test]
    fn every_operator_runs_on_an_empty_input() {
        let mut rng = Rng::new(1);
        for _ in 0..500 {
            let _ = mutate(&mut rng, b"", b"");
        }
    }

    #[test]
    fn number_extremes_replace_digit_runs() {
        let mut data = b"box = [64]".to_vec();
        number_extreme(&mut Rng::new(5), &mut data);
        let text = String::from_utf8(data).expect("ascii");
        assert!(
            text.starts_with("box = [") && !text.contains("64]"),
            "{text}"
        );
    }
}
