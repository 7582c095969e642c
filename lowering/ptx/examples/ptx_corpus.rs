//! Writes every catalogued instruction (unguarded and with both guard styles) into PTX files
//! that `ptxas` can assemble, to check the text and the requirements on a machine with CUDA:
//!
//! ```text
//! cargo run -p tile-ptx --example ptx_corpus -- OUT_DIR
//! ```
//!
//! - `OUT_DIR/pos/*.ptx`: one kernel per distinct requirement, written at exactly that
//!   requirement's target and `.version`: each must assemble.
//! - `OUT_DIR/pos/all_sm100a.ptx`, `all_sm90a.ptx`: everything a typical target takes.
//! - `OUT_DIR/neg/*.ptx`: one instruction at a target one step below its requirement (no `a`
//!   suffix, an older `.version`, or an older SM): each is expected to fail. One that
//!   assembles means the requirement is stricter than ptxas.
//! - `OUT_DIR/ll/sm_100a.ll`, `sm_90a.ll`: the same instructions as LLVM IR inline-asm calls;
//!   `llc -mtriple=nvptx64 -mcpu=sm_100a -mattr=+ptx86 ll/sm_100a.ll -o pos/llc_sm100a.ptx`
//!   checks that the NVPTX back end takes the constraint strings, and puts the result where
//!   `check.sh` assembles it.
//! - `OUT_DIR/check.sh`: runs ptxas over both sets and prints a summary.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use tile_ptx::{
    catalogue, ptx_version_for, AsmInstr, OperandClass, PredicateStyle, PtxVersion, Requirement,
    Target,
};

/// PTX ISA versions in release order.
const VERSIONS: [PtxVersion; 19] = [
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

/// Replaces `$N` by a register of operand N's class.
fn to_ptx(asm: &AsmInstr) -> String {
    let mut out = String::new();
    let bytes = asm.text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'$' {
            let start = i + 1;
            let mut end = start;
            while end < bytes.len() && bytes[end].is_ascii_digit() {
                end += 1;
            }
            let n: usize = asm.text[start..end].parse().expect("operand number");
            let reg = match asm.operands[n].class {
                OperandClass::L => "%rd",
                OperandClass::R => "%r",
                OperandClass::H => "%rs",
                OperandClass::B => "%p",
            };
            write!(out, "{reg}{}", n + 1).unwrap();
            i = end;
        } else {
            out.push(bytes[i] as char);
            i += 1;
        }
    }
    out
}

fn module(target: Target, ptx: PtxVersion, body: &[String]) -> String {
    let mut m = format!(
        ".version {}.{}\n.target {target}\n.address_size 64\n\n.visible .entry k()\n{{\n",
        ptx.major, ptx.minor
    );
    m.push_str(
        "\t.reg .b64 %rd<64>;\n\t.reg .b32 %r<64>;\n\t.reg .b16 %rs<64>;\n\t.reg .pred %p<64>;\n",
    );
    for line in body {
        m.push('\t');
        m.push_str(line);
        m.push('\n');
    }
    m.push_str("\tret;\n}\n");
    m
}

/// An LLVM IR function calling the asm, for `llc` (checks the constraint string and `$N`
/// operands the way the NVPTX back end reads them).
fn ll_function(idx: usize, asm: &AsmInstr) -> String {
    let params: Vec<String> = asm
        .inputs()
        .enumerate()
        .map(|(i, o)| format!("{} %a{i}", o.class.llvm_type()))
        .collect();
    let ret = match asm.outputs().count() {
        0 => "void".to_string(),
        1 => asm.outputs().next().unwrap().class.llvm_type().to_string(),
        _ => unreachable!("one output at most"),
    };
    let call = format!(
        "call {ret} asm sideeffect \"{}\", \"{}\"({})",
        asm.text,
        asm.constraints,
        params.join(", ")
    );
    let body = if ret == "void" {
        format!("  {call}\n  ret void\n")
    } else {
        format!("  %r = {call}\n  ret {ret} %r\n")
    };
    format!(
        "define {ret} @f{idx}({}) {{\n{body}}}\n\n",
        params.join(", ")
    )
}

fn name(t: Target, ptx: PtxVersion) -> String {
    format!("{t}_ptx{}{}", ptx.major, ptx.minor)
}

/// Targets one step below `req`, each with the reason.
fn below(req: Requirement) -> Vec<(&'static str, Target, PtxVersion)> {
    let mut v = Vec::new();
    let t = req.target();
    let ptx_of = |t: Target| ptx_version_for(t.sm, t.arch_specific).expect("known target");
    if req.arch_specific {
        let plain = Target::new(t.sm, false);
        v.push(("no-a", plain, req.min_ptx.max(ptx_of(plain))));
    }
    if req.min_ptx > ptx_of(t) {
        let i = VERSIONS.iter().position(|&x| x == req.min_ptx).unwrap();
        v.push(("older-ptx", t, VERSIONS[i - 1]));
    }
    let lower = match t.sm {
        100 => Some(Target::new(90, t.arch_specific)),
        90 => Some(Target::new(89, false)),
        _ => None,
    };
    if let Some(l) = lower {
        v.push(("older-sm", l, req.min_ptx.max(ptx_of(l))));
    }
    v
}

fn main() {
    let out = std::env::args().nth(1).expect("usage: ptx_corpus OUT_DIR");
    let out = Path::new(&out);
    fs::create_dir_all(out.join("pos")).unwrap();
    fs::create_dir_all(out.join("neg")).unwrap();
    fs::create_dir_all(out.join("ll")).unwrap();
    let header = "target triple = \"nvptx64-nvidia-cuda\"\n\n";
    let mut ll_100a = String::from(header);
    let mut ll_90a = String::from(header);

    let mut groups: BTreeMap<String, (Target, PtxVersion, Vec<String>)> = BTreeMap::new();
    let mut all_100a = Vec::new();
    let mut all_90a = Vec::new();
    let mut negs = 0;
    let mut total = 0;
    for (i, instr) in catalogue().iter().enumerate() {
        for guard in [None, Some(PredicateStyle::I32), Some(PredicateStyle::I1)] {
            let asm = instr.build_with(guard).expect("catalogue builds");
            let req = asm.requirement;
            let t = req.target();
            let ptx = req
                .min_ptx
                .max(ptx_version_for(t.sm, t.arch_specific).unwrap());
            let line = format!("{}  // {i}", to_ptx(&asm));
            groups
                .entry(name(t, ptx))
                .or_insert_with(|| (t, ptx, Vec::new()))
                .2
                .push(line.clone());
            all_100a.push(line.clone());
            let f = ll_function(total, &asm);
            ll_100a.push_str(&f);
            if req.satisfied_by(Target::new(90, true), PtxVersion::new(8, 6)) {
                all_90a.push(line.clone());
                ll_90a.push_str(&f);
            }
            total += 1;
            if guard.is_none() {
                for (why, t, ptx) in below(req) {
                    let f = out
                        .join("neg")
                        .join(format!("{i:04}_{why}_{}.ptx", name(t, ptx)));
                    fs::write(f, module(t, ptx, std::slice::from_ref(&line))).unwrap();
                    negs += 1;
                }
            }
        }
    }
    for (n, (t, ptx, body)) in &groups {
        fs::write(
            out.join("pos").join(format!("{n}.ptx")),
            module(*t, *ptx, body),
        )
        .unwrap();
    }
    fs::write(
        out.join("pos/all_sm100a.ptx"),
        module(Target::new(100, true), PtxVersion::new(8, 6), &all_100a),
    )
    .unwrap();
    fs::write(
        out.join("pos/all_sm90a.ptx"),
        module(Target::new(90, true), PtxVersion::new(8, 6), &all_90a),
    )
    .unwrap();
    fs::write(out.join("ll/sm_100a.ll"), ll_100a).unwrap();
    fs::write(out.join("ll/sm_90a.ll"), ll_90a).unwrap();
    fs::write(out.join("check.sh"), CHECK).unwrap();
    println!(
        "{total} instructions in {} groups, {negs} negative files",
        groups.len()
    );
}

const CHECK: &str = r#"#!/bin/bash
# Usage: check.sh [PTXAS]; run from the corpus folder.
cd "$(dirname "$0")"
PTXAS=${1:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
"$PTXAS" --version | tail -2
arch() { sed -n 's/^\.target //p' "$1"; }
pos_ok=0; pos_bad=0
for f in pos/*.ptx; do
  if "$PTXAS" -arch="$(arch "$f")" "$f" -o /dev/null 2>/tmp/err.txt; then
    pos_ok=$((pos_ok+1))
  else
    pos_bad=$((pos_bad+1)); echo "POS FAIL $f"; head -8 /tmp/err.txt
  fi
done
echo "positive: $pos_ok assembled, $pos_bad failed"
export PTXAS
ls neg/*.ptx | xargs -P 16 -I{} sh -c '
  a=$(sed -n "s/^\.target //p" {})
  if "$PTXAS" -arch=$a {} -o /dev/null 2>/dev/null; then echo "NEG ASSEMBLED {} :: $(grep "//" {} | head -1)"; fi
' | sort > /tmp/neg.txt
echo "negative: $(ls neg/*.ptx | wc -l) files, $(wc -l < /tmp/neg.txt) assembled anyway"
cat /tmp/neg.txt
"#;
