"""examples/python-dsl: the ports of examples/tile-dsl/programs build the Rust DSL's
tile IR, PTX and launch manifest exactly (the Rust DSL run as `tile-dsl`, the binary
`cargo test --workspace` builds); a mistake in a program is a CompileError at the
program's line, with the Rust DSL's rule id."""

import copy
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import tile_opt

from conftest import ROOT

sys.path.insert(0, str(ROOT / "examples" / "python-dsl"))

import programs  # noqa: E402
import tile_dsl  # noqa: E402
from tile_dsl import tensor  # noqa: E402

RUST_PROGRAMS = ROOT / "examples" / "tile-dsl" / "programs"


def next_line() -> int:
    return sys._getframe(1).f_lineno + 1


def tile_dsl_binary() -> Path:
    """The Rust DSL's command line: $TILE_DSL, else the newest of
    target/{debug,release}/tile-dsl, else built now (cargo build -p tile-dsl)."""
    if os.environ.get("TILE_DSL"):
        return Path(os.environ["TILE_DSL"])
    built = [p for p in (ROOT / "target" / "debug" / "tile-dsl", ROOT / "target" / "release" / "tile-dsl") if p.exists()]
    if not built:
        subprocess.run(["cargo", "build", "-q", "-p", "tile-dsl"], cwd=ROOT, check=True)
        built = [ROOT / "target" / "debug" / "tile-dsl"]
    return max(built, key=lambda p: p.stat().st_mtime)


@pytest.fixture(scope="module")
def rust_dsl(tmp_path_factory) -> Path:
    """Every Rust-DSL program built (`tile-dsl build ... --strategy intrinsics
    --no-host`: its .tile.mlir, PTX and manifest) into one folder."""
    out = tmp_path_factory.mktemp("rust-dsl")
    files = [str(RUST_PROGRAMS / f"{programs.RUST_DSL[p.name]}.tdsl") for p in programs.PROGRAMS]
    cmd = [str(tile_dsl_binary()), "build", *files, "--out", str(out), "--strategy", "intrinsics", "--no-host"]
    run = subprocess.run(cmd, capture_output=True, text=True)
    assert run.returncode == 0, f"{' '.join(cmd)} failed:\n{run.stderr}"
    return out


def instructions(ptx: str) -> list:
    """The PTX's instruction stream: no comments, `.file`/`.loc` lines or blank
    lines, whitespace collapsed (what differs between front ends apart from code)."""
    out = []
    for line in ptx.splitlines():
        line = re.sub(r"//.*", "", line).strip()
        if not line or line.startswith((".file", ".loc")):
            continue
        out.append(" ".join(line.split()))
    return out


def test_every_rust_dsl_program_is_ported():
    ported = {programs.RUST_DSL[p.name] for p in programs.PROGRAMS}
    assert ported == {p.stem for p in RUST_PROGRAMS.glob("*.tdsl")}
    assert all(p.name == f"dsl_{programs.RUST_DSL[p.name]}" for p in programs.PROGRAMS)


@pytest.mark.parametrize("program", programs.PROGRAMS, ids=lambda p: p.name)
def test_the_port_builds_the_rust_dsls_tile_ir(program, rust_dsl):
    assert program.ir() == (rust_dsl / f"{program.name}.tile.mlir").read_text()


def statements(manifest: dict) -> dict:
    """The manifest with every place of the program in it (a device-built descriptor's and its
    rebind template's `file:line:col`, a reason's `at line N`) named by the statement at that
    line (`load`, `store`): the Rust DSL's .tdsl and the Python DSL's programs.py put the same
    statement on other lines."""
    out = copy.deepcopy(manifest)
    roles: dict = {}

    def role(file: str, line: int) -> str:
        if file not in roles:
            text = Path(file) if Path(file).is_absolute() else ROOT / file
            starts = {"load ": "load", "store ": "store", "k.load(": "load", "k.store(": "store"}
            roles[file] = {
                i: next((r for p, r in starts.items() if ln.strip().startswith(p)), f"line {i}")
                for i, ln in enumerate(text.read_text().splitlines(), 1)
            }
        return roles[file].get(line, f"line {line}")

    def walk(x) -> None:
        if isinstance(x, list):
            for v in x:
                walk(v)
        elif isinstance(x, dict):
            place = x.get("location")
            if isinstance(place, str) and re.fullmatch(r".+:\d+:\d+", place):
                file, line, _ = place.rsplit(":", 2)
                x["location"] = role(file, int(line))
                if isinstance(x.get("reason"), str):
                    x["reason"] = re.sub(r"at line (\d+)", lambda m: "at " + role(file, int(m.group(1))), x["reason"])
            for v in x.values():
                walk(v)

    walk(out)
    return out


@pytest.mark.parametrize("program", programs.PROGRAMS, ids=lambda p: p.name)
def test_the_port_compiles_to_the_rust_dsls_ptx_and_manifest(program, rust_dsl):
    kernel = program.compile()
    theirs = (rust_dsl / f"{program.name}.intrinsics.ptx").read_text()
    assert instructions(kernel.ptx) == instructions(theirs)
    assert f".entry {program.name}(" in kernel.ptx
    manifest = json.loads((rust_dsl / f"{program.name}.intrinsics.manifest.json").read_text())
    assert statements(kernel.artifacts.manifest) == statements(manifest)


def test_device_descriptors_are_named_by_their_statement():
    # The group-table walks build their descriptors on the device: the manifest says where.
    kernel = programs.dsl_grouped_band.compile()
    places = [(d["location"], d["reason"]) for d in statements(kernel.artifacts.manifest)["kernels"][0]["device_tmas"]]
    assert places == [("load", "'llvm.inttoptr' at load"), ("store", "'llvm.inttoptr' at store")]
    (d,) = kernel.artifacts.manifest["kernels"][0]["device_tmas"][:1]
    assert d["location"].startswith(programs.__file__ + ":")


def test_the_instruction_stream_ignores_only_comments_and_locations():
    a = ".file 1 \"a.py\"\n\tmov.u32 %r1, 0; // x\n.loc 1 2 3\n\tret;\n"
    b = "\tmov.u32  %r1, 0;\n\n\tret;\n"
    assert instructions(a) == instructions(b) == ["mov.u32 %r1, 0;", "ret;"]
    assert instructions(a) != instructions(b.replace("0;", "1;"))


def test_the_ports_tma_instructions():
    ptx = {p.name: p.compile().ptx for p in programs.PROGRAMS}
    assert ptx["dsl_im2col_conv"].count("cp.async.bulk.tensor.4d.shared::cluster.global.im2col") == 9
    assert "multicast::cluster" in ptx["dsl_multicast_4cta"] and "mapa.shared::cluster" in ptx["dsl_multicast_4cta"]
    assert "cp.async.bulk.prefetch.tensor.2d.L2.global" in ptx["dsl_reduce_add_pipe"]
    assert "prefetch.tensor" not in ptx["dsl_reduce_add_pipe_nopf"]
    assert "cp.reduce.async.bulk" not in ptx["dsl_reduce_add_rmw"] and "add.rn.f32" in ptx["dsl_reduce_add_rmw"]
    assert "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add" in ptx["dsl_reduce_add"]


@pytest.mark.parametrize("stages,lookahead", [(4, 2), (1, 3), (2, 0), (3, 1), (2, 3)])
def test_other_group_table_rings_build_the_rust_dsls_tile_ir(stages, lookahead, tmp_path):
    # grouped_ring.tdsl with other stage counts and lookaheads, against the same walk here.
    text = (RUST_PROGRAMS / "grouped_ring.tdsl").read_text()
    text = text.replace("stages 4;", f"stages {stages};").replace("lookahead 1;", f"lookahead {lookahead};")
    source = tmp_path / "ring.tdsl"
    source.write_text(text)
    run = subprocess.run([str(tile_dsl_binary()), "ir", str(source)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    Table = tile_dsl.groups_table("f32")

    def dsl_grouped_ring(k, src: Table, dst: Table):
        for t in k.tiles(dst, tile=[64, 64], stages=stages, lookahead=lookahead):
            k.load(src[t])
            k.store(dst[t])

    ours = tile_dsl.program(threads=32, grid=132)(dsl_grouped_ring)
    assert ours.ir() == run.stdout
    assert ours.ir().count("tile.make_tensormap_ptr") == (2 if lookahead == 0 else 2 * (lookahead + 1) + lookahead)


def test_the_group_table_ports_take_the_tables():
    ring, band = programs.dsl_grouped_ring, programs.dsl_grouped_band
    assert [q.name for q in ring.plan().params] == ["work", "groups", "nwork"]
    assert [q.name for q in band.plan().params] == ["work", "groups"]
    assert "gpu.func @dsl_grouped_ring(%arg0: memref<?xi32, 1>, %arg1: memref<?xi64, 1>, %arg2: i32)" in ring.ir()
    assert "tile.dynamic_shared_bytes = 131136" in ring.ir() and "tile.dynamic_shared_bytes = 65568" in band.ir()
    ptx = ring.compile().ptx
    assert "tensormap.replace.tile.global_address.global.b1024.b64" in ptx
    assert "fence.proxy.tensormap::generic.release.gpu" in ptx
    assert len(ring.compile().manifest["rebind"]["templates"]) == 5
    assert len(band.compile().manifest["rebind"]["templates"]) == 2


def test_a_plain_copy_goes_over_i64_unless_widen_is_off():
    assert "!tile.tensormap<i64, rank = 2, box = [32, 32]>" in programs.dsl_copy_pipe.ir()
    assert "!tile.tensormap<f32, rank = 2, box = [64, 64]>" in programs.dsl_copy_2d.ir()
    plan = programs.dsl_copy_pipe.plan()
    assert plan.work.widened_from == "f32" and [r[1] for r in plan.remarks] == ["widen"]
    assert [r[1] for r in programs.dsl_reduce_add_rmw.plan().remarks] == ["reduce-smem"]


def test_the_builder_kernels_compile():
    for k in programs.BUILDER_KERNELS:
        assert "cp.async.bulk.tensor.2d.shared::cluster.global" in k.compile().ptx
    assert "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add" in programs.reduce_add.compile().ptx


def test_the_example_runs(capsys):
    programs.main()
    out = capsys.readouterr().out
    assert out.count("bytes of PTX") == len(programs.PROGRAMS) + len(programs.BUILDER_KERNELS)


# ---------------------------------------------------------------- mistakes

T = tensor("f32", [256, 256])


def refused(program) -> tile_opt.Diagnostic:
    with pytest.raises(tile_opt.CompileError) as info:
        program.compile()
    (d,) = info.value.errors
    assert str(info.value).startswith(f"{d.file}:{d.line}:")
    return d


def test_a_second_load_is_refused_at_its_line():
    @tile_dsl.program(threads=32, grid=4)
    def two_loads(k, src: T, dst: T):
        for t in k.tiles(dst, tile=[32, 32]):
            k.load(src[t])
            k.load(dst[t])
            k.store(dst[t])

    d = refused(two_loads)
    assert (d.rule, d.file, d.line) == ("load-count", __file__, two_loads.fn.__code__.co_firstlineno + 4)


def test_a_store_before_the_load_is_refused_at_its_line():
    @tile_dsl.program(threads=32, grid=4)
    def store_first(k, src: T, dst: T):
        for t in k.tiles(dst, tile=[32, 32]):
            k.store(dst[t])
            k.load(src[t])

    d = refused(store_first)
    assert (d.rule, d.line) == ("load-first", store_first.fn.__code__.co_firstlineno + 3)


def test_replicas_are_written_per_cta():
    R = tensor("f32", [256, 256], replicas=2)

    @tile_dsl.program(threads=32, grid=4, cluster=2)
    def shared_replica(k, src: T, dst: R):
        for t in k.tiles(src, tile=[32, 32], stages=2):
            k.load(src[t], multicast=True)
            k.store(dst[t])

    d = refused(shared_replica)
    assert (d.rule, d.line) == ("per-cta", shared_replica.fn.__code__.co_firstlineno + 4)

    @tile_dsl.program(threads=32, grid=4)
    def no_cluster(k, src: T, dst: T):
        for t in k.tiles(src, tile=[32, 32]):
            k.load(src[t], multicast=True)
            k.store(dst[t])

    assert refused(no_cluster).rule == "multicast-cluster"


def test_a_prefetch_reads_a_later_tile():
    @tile_dsl.program(threads=32, grid=4)
    def now(k, src: T, dst: T):
        for t in k.tiles(dst, tile=[32, 32], stages=2):
            k.prefetch(dst[t])
            k.load(src[t])
            k.reduce("add", dst[t], tma=True)

    d = refused(now)
    assert (d.rule, d.line) == ("prefetch-ahead", now.fn.__code__.co_firstlineno + 3)


def test_a_statement_outside_the_walk_is_refused():
    @tile_dsl.program(threads=32, grid=4)
    def outside(k, src: T, dst: T):
        for t in k.tiles(dst, tile=[32, 32]):
            k.load(src[t])
        k.store(dst[t])

    d = refused(outside)
    assert (d.rule, d.line) == ("one-loop", outside.fn.__code__.co_firstlineno + 4)


def test_bad_settings_are_refused_at_the_kernel():
    @tile_dsl.program(threads=32, grid=6, cluster=4)
    def ragged(k, src: T, dst: T):
        for t in k.tiles(src, tile=[32, 32]):
            k.load(src[t], multicast=True)
            k.store(dst[t])

    d = refused(ragged)
    assert (d.rule, d.line) == ("grid-cluster", ragged.fn.__code__.co_firstlineno)

    @tile_dsl.program(threads=32, grid=4)
    def ahead(k, src: T, dst: T):
        for t in k.tiles(dst, tile=[32, 32], stages=2, lookahead=2):
            k.load(src[t])
            k.store(dst[t])

    d = refused(ahead)
    assert (d.rule, d.line) == ("setting-range", ahead.fn.__code__.co_firstlineno + 2)


def test_an_im2col_geometry_is_refused_at_its_declaration():
    line = next_line()
    bad = tile_dsl.im2col("f16", [2, 8, 8, 16], window=[3, 3], pad=[1, 1], pixels=12)
    out = tensor("f16", [36, 32, 16])

    @tile_dsl.program(threads=32, grid=4)
    def conv(k, src: bad, dst: out):
        for c in k.columns(src):
            k.load(src[c])
            k.store(dst[c])

    d = refused(conv)
    assert (d.rule, d.line) == ("im2col-geometry", line)


def test_a_compiler_rule_on_the_tile_is_at_the_walks_line():
    @tile_dsl.program(threads=32, grid=4, widen=False)
    def wide(k, src: T, dst: T):
        for t in k.tiles(dst, tile=[8, 512]):
            k.load(src[t])
            k.store(dst[t])

    d = refused(wide)
    assert (d.rule, d.file, d.line) == ("box-dim-range", __file__, wide.fn.__code__.co_firstlineno + 2)


TABLE = tile_dsl.groups_table("f32")


def test_a_group_table_walk_reads_every_tensor_from_the_table():
    line = next_line()
    dense = tensor("f32", [256, 256])

    @tile_dsl.program(threads=32, grid=4)
    def mixed(k, src: TABLE, dst: dense):
        for t in k.tiles(dst, tile=[64, 64], stages=2):
            k.load(src[t])
            k.store(dst[t])

    d = refused(mixed)
    assert (d.rule, d.line) == ("group-table", line)


def test_a_group_table_walk_loads_and_stores():
    @tile_dsl.program(threads=32, grid=4)
    def reduces(k, src: TABLE, dst: TABLE):
        for t in k.tiles(dst, tile=[64, 64], stages=2):
            k.load(src[t])
            k.reduce("add", dst[t], tma=True)

    d = refused(reduces)
    assert (d.rule, d.line) == ("group-table", reduces.fn.__code__.co_firstlineno + 4)

    @tile_dsl.program(threads=32, grid=4)
    def in_place(k, src: TABLE, dst: TABLE):
        for t in k.tiles(dst, tile=[64, 64], stages=2):
            k.load(dst[t])
            k.store(dst[t])

    d = refused(in_place)
    assert (d.rule, d.line) == ("group-table", in_place.fn.__code__.co_firstlineno + 4)

    @tile_dsl.program(threads=32, grid=4, cluster=2)
    def clustered(k, src: TABLE, dst: TABLE):
        for t in k.tiles(dst, tile=[64, 64], stages=2):
            k.load(src[t], multicast=True)
            k.store(dst[t])

    d = refused(clustered)
    assert (d.rule, d.line) == ("group-table", clustered.fn.__code__.co_firstlineno + 2)


def test_a_group_table_walk_keeps_at_most_three_items_ahead():
    @tile_dsl.program(threads=32, grid=4)
    def far(k, src: TABLE, dst: TABLE):
        for t in k.tiles(dst, tile=[64, 64], stages=2, lookahead=4):
            k.load(src[t])
            k.store(dst[t])

    d = refused(far)
    assert (d.rule, d.line) == ("group-table-ring", far.fn.__code__.co_firstlineno + 2)

    # Its lookahead is not bounded by its stages (each item has its own stage set), but the
    # dynamic shared memory is the compiler's rule, at the walk's line.
    @tile_dsl.program(threads=32, grid=4)
    def big(k, src: TABLE, dst: TABLE):
        for t in k.tiles(dst, tile=[64, 64], stages=8, lookahead=3):
            k.load(src[t])
            k.store(dst[t])

    d = refused(big)
    assert (d.rule, d.line) == ("smem-capacity", big.fn.__code__.co_firstlineno + 2)


def test_a_mistake_in_a_builder_kernel_is_at_the_programs_line():
    Tile = tile_dsl.tensormap("f32", [64, 64])

    @tile_dsl.kernel(block=32)
    def broken(k, src: Tile):
        with k.leader():
            k.fetch(src, [k.i32(0)])  # one coordinate for a 2-D box

    line = broken.fn.__code__.co_firstlineno + 3
    d = refused(broken)
    assert (d.rule, d.file, d.line) == ("builder-arity", __file__, line)


# ---------------------------------------------------------------- gpu_check.py without a GPU


def test_gpu_check_covers_every_program_and_binds_every_launch(rust_dsl, capsys):
    import gpu_check

    every = programs.PROGRAMS + programs.DENSE_VARIANTS
    assert [c.name for c in gpu_check.cases()] == [p.name for p in every]
    assert gpu_check.main(["--dry", "--rust-dsl", str(rust_dsl)]) == 0
    out = capsys.readouterr().out
    for p in every:
        assert f"{p.name}: " in out
    # The dense variants have no Rust-DSL twin: only the ports are compared.
    assert out.count("rust-dsl same params") == len(programs.PROGRAMS)
    assert "ERROR" not in out and "DIFFERENT" not in out


def test_gpu_check_runs_a_group_table_walk_on_the_benchmarks_table(rust_dsl, monkeypatch):
    # No GPU here: the benchmark's table stands in (its check passes without launching), the
    # timing too; what runs is the plumbing: both kernels compiled or loaded, checked, timed.
    import gpu_check

    class Table:
        t, nwork, bytes = {"G": 1024}, 3000, 8_000_000
        checked: list = []

        def check(self, fn, tma):
            self.checked.append(tma)
            return True, ""

    class FakeGpu:
        def time(self, fns, batches):
            assert len(fns) == 2 and all(callable(f) for f in fns)
            return [10.0, 12.5]

    monkeypatch.setattr(gpu_check, "table_setup", lambda gpu, sanitize: Table())
    for program in programs.GROUP_TABLE:
        row, verdicts = gpu_check.Row(program.name), []
        gpu_check.run_table(FakeGpu(), program, rust_dsl, 3, False, row, verdicts)
        assert (row.py_us, row.other_us, row.other, row.failed) == (10.0, 12.5, "rust-dsl", False)
        assert row.py_gbs == 800.0 and row.check.startswith("py ok; rust ok; table grouped G=1024")
    assert Table.checked == [True] * 4


def test_gpu_check_sizes_and_bytes():
    import gpu_check

    by_name = {c.name: c for c in gpu_check.cases()}
    copy = by_name["dsl_copy_pipe"]
    assert gpu_check.moved_bytes(copy, copy.program) == 2 * 8192 * 8192 * 4
    reduce = by_name["dsl_reduce_add_pipe"]
    assert gpu_check.moved_bytes(reduce, reduce.program) == 3 * 8192 * 8192 * 4
    mc = by_name["dsl_multicast_4cta"]
    assert gpu_check.moved_bytes(mc, mc.program) == 5 * 4096 * 4096 * 4
    assert [n for n, _, _ in gpu_check.shapes(mc.program)] == ["src", "dst_0", "dst_1", "dst_2", "dst_3"]
    assert gpu_check.widened(copy.program) and not gpu_check.widened(reduce.program)
    # The --sanitize variants are the same walks at a small size.
    small = copy.small
    assert gpu_check.shapes(small) == [("src", "f32", [512, 512]), ("dst", "f32", [512, 512])]
    assert small.ir().count("tile.load") == copy.program.ir().count("tile.load")
    assert {c.dense for c in gpu_check.cases() if c.dense} == {"copy", "reduce"}


def test_gpu_check_refuses_an_unknown_program():
    import gpu_check

    with pytest.raises(SystemExit):
        gpu_check.main(["--dry", "--only", "no_such_program"])


def test_a_dry_run_reports_a_failing_program_and_goes_on(capsys, monkeypatch):
    import gpu_check

    selected = gpu_check.cases()[:2]
    broken = selected[0].program.variant(src=tensor("f32", [8192, 8190]))  # a 32760-byte row: not a multiple of 16
    selected[0] = gpu_check.Case(broken, broken, "copy")
    assert gpu_check.dry(selected, None) == 1
    out = capsys.readouterr().out
    assert "dsl_copy_2d: ERROR CompileError" in out and "[tensor-pitch]" in out
    assert "dsl_copy_pipe: src f32[8192, 8192]" in out


def test_annotations_written_as_strings_and_variants():
    @tile_dsl.program(threads=32, grid=4)
    def quoted(k, src: "T", dst: "T"):  # noqa: F821 - resolved in this module
        for t in k.tiles(dst, tile=[32, 32]):
            k.load(src[t])
            k.store(dst[t])

    assert [n for n, _ in quoted.tensors] == ["src", "dst"]
    assert "!tile.tensormap<i64, rank = 2, box = [16, 32]>" in quoted.ir()
    big = quoted.variant(grid=8, dst=tensor("f32", [512, 256]), src=tensor("f32", [512, 256]))
    assert big.grid == (8, 1) and quoted.grid == (4, 1)
    assert "%c64 = arith.constant 64 : index" in quoted.ir()  # 8 x 8 tiles of 32 x 16 i64
    assert "%c128 = arith.constant 128 : index" in big.ir()  # 16 x 8 of them
    with pytest.raises(TypeError, match="no tensor parameters"):
        quoted.variant(out=T)
    with pytest.raises(TypeError, match="need a tensor type"):

        @tile_dsl.program(threads=32, grid=4)
        def untyped(k, src, dst):
            pass


def test_a_compiler_rule_on_a_statement_is_at_the_statements_line():
    @tile_dsl.program(threads=32, grid=4)
    def reduce_min(k, src: T, dst: T):
        for t in k.tiles(dst, tile=[32, 32]):
            k.load(src[t])
            k.reduce("min", dst[t])  # no f32 min in the TMA's reductions

    d = refused(reduce_min)
    assert (d.rule, d.file, d.line) == ("reduce-type", __file__, reduce_min.fn.__code__.co_firstlineno + 4)
