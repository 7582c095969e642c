#!/usr/bin/env python3
"""Extracts the TMA-path instructions from PTX text, normalized for a diff.

Usage: ptx_instructions.py [FILE]    (standard input without FILE)

Prints, in order, one line per kernel (`.entry NAME`) and one line per
instruction of the families the tile dialect emits: `cp.async*`,
`cp.reduce.async*`, `mbarrier.*`, `fence.proxy.*`, `tensormap.*`,
`prefetch*.tensormap`. Everything else (address arithmetic, parameter loads,
branches, labels) is dropped. test/Lowering/PTX/differential.mlir runs this on
the PTX of both strategies (`--pipeline=default` and `--pipeline=default-asm`)
and diffs the two outputs, so after normalization every remaining difference
is a lowering bug.

Normalizations, each for a difference that is legitimate:

 1. Operands. Every register (`%r12`, `%rd3`, `%rs1`, `%f2`) becomes `%R`,
    every predicate (`%p1`, and the inline-asm locals `tp_g`, `tp_i`, `tp_w`,
    `tp_done`, MLIR's `P1`) becomes `%P`, and a symbol used as an address
    (`[tile_bar]`, `[tile_bar+8]`) becomes `[%R]`. Register numbering differs
    by construction, and so do address widths: the intrinsics strategy passes
    shared-memory addresses as 64-bit generic/`shared::cluster` pointers
    (`%rd`), the asm strategy as 32-bit shared-window offsets (`%r`, "r" class,
    see lowering/ptx/README.md rule 3); PTX accepts both. LLVM may also fold
    the address of a `.shared` global into the operand.
 2. Whitespace. Tabs and runs of blanks become one blank; blanks next to
    `{ } [ ] ,` are dropped and `,` is followed by one blank. (LLVM prints
    `wait_group\t0`, MLIR's PtxBuilder `{%r1,%r2} ]`.)
 3. Guards. `{ .reg .pred tp_g; setp.ne.b32 tp_g, $N, 0; @tp_g INSTR; }`
    (the asm strategy's I32 guard, README rule 5) and `@%p1 INSTR` (LLVM's,
    and MLIR's PtxBuilder's) both become `@%P INSTR`. The `setp`, `selp` and
    `.reg` statements of the asm blocks are dropped.
 4. Load mode. MLIR 22's inline PTX for a *predicated*
    `nvvm.cp.async.bulk.tensor.*` load/store writes no mode for tile (`.tile`
    is the PTX default) and writes `.im2col` after the completion mechanism
    (`...mbarrier::complete_tx::bytes.im2col`), where PTX ISA's syntax line,
    LLVM and the asm strategy write it after `.global`. The mode is moved
    there and `.tile` inserted when none is written. ptxas (CUDA 13.0)
    assembles both spellings.
 5. `.cta_group::N` is moved in front of `.L2::cache_hint`: LLVM 22's NVPTX
    back end prints `...L2::cache_hint.cta_group::1`, PTX ISA's syntax line
    (and the asm strategy) `....cta_group::1.L2::cache_hint`. ptxas (CUDA
    13.0) assembles both.
 6. mbarrier state space and sink. `mbarrier.*.shared.b64` becomes
    `.shared::cta.b64` (`.shared` means `.shared::cta`), and the 64-bit state
    result of `mbarrier.arrive{.expect_tx}` becomes the sink `_` (the tile ops
    have no result; LLVM always names a register, the asm strategy writes `_`).
 7. `mbarrier.try_wait.parity`: the optional suspend-time hint (the fourth
    operand, `10000000` in MLIR's own wait loop for
    `nvvm.mbarrier.try_wait.parity`) is dropped. Both strategies loop until
    the phase completes; only the loop (labels, branches) and that hint
    differ, and the loop's branches are dropped anyway.
 8. `prefetch.param.tensormap [NAME]` is dropped: for a `__grid_constant__`
    descriptor parameter LLVM 22 emits it *in addition to* the generic
    `prefetch.tensormap [%rd]` of `llvm.nvvm.prefetch.tensormap.p0`. The asm
    strategy's opaque inline asm keeps only the generic prefetch.
 9. Immediates in the parity operand of `try_wait`: LLVM folds a constant
    parity into an immediate (`0`) where inline asm needs a register. Only
    this operand is normalized (`%R`); tests pass everything else in
    registers (kernel parameters).
"""

import re
import sys

FAMILIES = (
    "cp.async",
    "cp.reduce.async",
    "mbarrier.",
    "fence.proxy",
    "tensormap.",
    "prefetch.tensormap",
    "prefetch.param.tensormap",
)

REGISTER = re.compile(r"%(?:rd|rs|r|f|fd|h|hh)\d+\b")
PREDICATE = re.compile(r"(?:%p\d+|\btp_(?:g|i|w|done)\b|\bP\d+\b)")
SYMBOL_ADDRESS = re.compile(r"\[\s*[A-Za-z_$][\w$]*(?:\s*\+\s*\d+)?\s*\]")
ENTRY = re.compile(r"^\s*\.visible\s+\.entry\s+([\w$]+)")


def statements(line):
    """The `;`-separated statements of a source line, braces removed."""
    line = line.split("//", 1)[0]
    line = line.replace("{ .reg", ";.reg").strip()
    if line.startswith("{") and not line.startswith("{%"):
        line = line[1:]
    if line.endswith("}") and line.rstrip("}").rstrip().endswith(";"):
        line = line[:-1]
    return [s.strip() for s in line.split(";") if s.strip()]


def squeeze(operands):
    """Rule 2 on an operand list: no blanks at brackets, `, ` between operands."""
    text = re.sub(r"\s+", " ", operands).strip()
    text = re.sub(r"\s*([{}\[\],])\s*", r"\1", text)
    return text.replace(",", ", ")


def normalize(stmt):
    guard = ""
    m = re.match(r"^@(!?)(\S+)\s+(.*)$", stmt)
    if m:
        guard = "@" + m.group(1) + "%P "
        stmt = m.group(3)
    if not stmt.startswith(FAMILIES):
        return None
    opcode, _, operands = stmt.partition(" ")
    opcode = opcode.strip()
    if opcode.startswith("prefetch.param.tensormap"):
        return None  # rule 8
    # Rule 4: the load mode after the source space, `.tile` when none.
    m = re.search(r"\.mbarrier::complete_tx::bytes(\.im2col(?:::w(?:::128)?)?)(?=\.|$)", opcode)
    if m and opcode.startswith("cp.async.bulk.tensor."):
        opcode = opcode.replace(m.group(0), ".mbarrier::complete_tx::bytes", 1)
        opcode = re.sub(r"(\.global)\.", r"\1" + m.group(1) + ".", opcode, count=1)
    if opcode.startswith("cp.async.bulk.tensor.") or opcode.startswith(
        "cp.reduce.async.bulk.tensor."
    ):
        if ".tile" not in opcode and ".im2col" not in opcode:
            if ".shared::cluster.global." in opcode or ".shared::cta.global." in opcode:
                opcode = re.sub(r"(\.global)\.", r"\1.tile.", opcode, count=1)
            elif ".global.shared::cta." in opcode:
                opcode = opcode.replace(".global.shared::cta.", ".global.shared::cta.tile.", 1)
    # Rule 5: .cta_group before .L2::cache_hint.
    m = re.search(r"\.L2::cache_hint(\.cta_group::\d)", opcode)
    if m:
        opcode = opcode.replace(m.group(0), m.group(1) + ".L2::cache_hint")
    # Rule 6: mbarrier state space and sink.
    if opcode.startswith("mbarrier."):
        opcode = re.sub(r"\.shared\.b64$", ".shared::cta.b64", opcode)
    operands = SYMBOL_ADDRESS.sub("[%R]", operands)
    operands = REGISTER.sub("%R", operands)
    operands = PREDICATE.sub("%P", operands)
    if opcode.startswith("mbarrier.arrive"):
        operands = re.sub(r"^\s*%R\s*,", "_,", operands)
    if opcode.startswith("mbarrier.try_wait.parity"):
        parts = [p.strip() for p in squeeze(operands).split(",")]
        parts = parts[:3]  # rule 7
        if len(parts) == 3 and re.fullmatch(r"\d+", parts[2]):
            parts[2] = "%R"  # rule 9
        operands = ", ".join(parts)
    text = guard + opcode + (" " + squeeze(operands) if operands.strip() else "")
    return text + ";"


def extract(lines):
    out = []
    for line in lines:
        m = ENTRY.match(line)
        if m:
            out.append(".entry " + m.group(1))
            continue
        for stmt in statements(line):
            norm = normalize(stmt)
            if norm is not None:
                out.append(norm)
    return out


def main(argv):
    if len(argv) > 2:
        sys.stderr.write(__doc__)
        return 2
    stream = open(argv[1]) if len(argv) == 2 else sys.stdin
    with stream:
        for line in extract(stream):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
