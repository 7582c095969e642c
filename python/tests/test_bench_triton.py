"""bench/gpu/triton without a GPU (no torch, no triton): the tables the Python benchmark draws
are the runner's, the generated MoE kernels are the committed lit test, and both scripts' dry
mode (tables / routing, kernel generation, every tile-opt kernel compiled, assembled when a
ptxas is found, and its launch arguments bound) succeeds."""

import json
import subprocess
import sys

import pytest

from conftest import ROOT

BENCH = ROOT / "bench/gpu/triton"
sys.path.insert(0, str(BENCH))

import common  # noqa: E402
import moe_vs_triton  # noqa: E402
import tile_kernels  # noqa: E402


@pytest.mark.parametrize("case", ["grouped", "grouped_small"])
def test_the_drawn_table_is_the_runners(case):
    # testdata/<case>-G7-check0.json: `gpu-runner grouped tables <case>.toml --seed 1 --groups 7`
    # (its Rust test checks the runner still writes exactly that file).
    want = json.loads((BENCH / f"testdata/{case}-G7-check0.json").read_text())
    spec = common.read_toml(ROOT / f"test/gpu/grouped/{case}.toml")
    got = common.generate_table(spec, 7, 1 + 7)
    assert got == want
    common.validate_table(got, case)
    bad = dict(got, dst_len=got["dst_len"] - 200)
    with pytest.raises(ValueError, match="does not fit its dst arena"):
        common.validate_table(bad, "bad")


def test_a_table_folder_gives_the_timed_layout_per_group_count(tmp_path):
    spec = common.read_toml(ROOT / "test/gpu/grouped/grouped.toml")
    for check, timed in ((0, False), (1, True)):
        t = common.generate_table(spec, 5, 40 + check, check=check, timed=timed)
        (tmp_path / f"grouped-G5-check{check}.json").write_text(json.dumps(t))
    [t] = common.load_tables([tmp_path])
    assert (t["check"], t["seed"]) == (1, 41)


def test_the_moe_lit_test_is_what_the_generator_writes():
    assert (ROOT / "test/gpu/moe/moe_band.mlir").read_text() == tile_kernels.lit_file()


def test_the_routing_is_skewed_and_consistent():
    for E in (8, 64, 256):
        r = moe_vs_triton.route(E, 16384, 4096, 3, 0.35, 0.125, 256)
        c = r["counts"]
        assert sum(c) == 16384 and c[r["hot"]] == max(c) and c[r["hot"]] >= 0.35 * 16384
        assert sum(1 for n in c if n == 0) >= max(1, E // 8)
        for e in range(1, E):
            assert r["src_row"][e] == r["src_row"][e - 1] + c[e - 1]
            assert r["dst_off"][e] >= r["dst_off"][e - 1] + c[e - 1] * 4096
            assert r["dst_off"][e] % 8 == 0  # 16-byte aligned bf16
        assert r == moe_vs_triton.route(E, 16384, 4096, 3, 0.35, 0.125, 256)


@pytest.mark.parametrize("script", ["grouped_vs_triton.py", "moe_vs_triton.py"])
def test_the_dry_mode_compiles_and_binds_every_tile_opt_kernel(script, tmp_path):
    args = [sys.executable, str(BENCH / script), "--dry", "--quick"]
    if script.startswith("grouped"):
        args += ["--write-tables", str(tmp_path)]
    run = subprocess.run(args, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "parameters bound" in run.stderr
    assert "Traceback" not in run.stderr
    if script.startswith("grouped"):
        # The Python DSL's group-table ports, compiled in-process, bound as the Rust DSL's are.
        for method in ("py_band[intrinsics]", "py_band[asm]", "py_ring[intrinsics]", "py_ring[asm]"):
            assert f"grouped G=64 {method}: " in run.stderr
        written = sorted(p.name for p in tmp_path.glob("*.json"))
        assert written == ["grouped-G64-check0.json", "grouped-G7-check0.json",
                           "grouped_small-G64-check0.json", "grouped_small-G7-check0.json"]
        # Read back: the files drive a later run exactly as the runner's do.
        run = subprocess.run([sys.executable, str(BENCH / script), "--dry", "--tables", str(tmp_path)],
                             capture_output=True, text=True, timeout=300)
        assert run.returncode == 0 and run.stderr.count("table grouped") == 4, run.stderr[-3000:]


def test_the_chunked_tables_cover_every_expert_row_once():
    r = moe_vs_triton.route(8, 1024, 1000, 3, 0.35, 0.125, 256)
    grp, work = moe_vs_triton.chunk_tables(r, 1 << 32, 1 << 33)
    groups = [grp[i:i + 8] for i in range(0, len(grp), 8)]
    H, hf = r["H"], r["H"] // 2
    chunks = (hf + moe_vs_triton.CHUNK_F32 - 1) // moe_vs_triton.CHUNK_F32
    assert len(groups) == chunks * sum(1 for n in r["counts"] if n)  # empty experts: no group
    for e, n in enumerate(r["counts"]):
        if n == 0:
            continue
        mine = [g for g in groups if (1 << 32) + 2 * r["src_row"][e] * H <= g[0] < (1 << 32) + 2 * (r["src_row"][e] + n) * H]
        # The chunks of an expert's rows tile its f32 view [n, H / 2] left to right, no gap, no overlap.
        assert [g[0] - mine[0][0] for g in mine] == [4 * c for c in range(0, hf, moe_vs_triton.CHUNK_F32)]
        assert sum(g[3] for g in mine) == hf and all(g[2] == n and g[4] == g[5] == 2 * H for g in mine)
        assert all(g[6] == (g[3] + 63) // 64 <= 4 for g in mine)
        assert all(g[1] - g[0] == (1 << 33) - (1 << 32) + 2 * (r["dst_off"][e] - r["src_row"][e] * H) for g in mine)
    # Every group's bands, in order, each chunk's together.
    items = [tuple(work[i:i + 2]) for i in range(0, len(work), 2)]
    want = [(g, b) for g, row in enumerate(groups) for b in range((row[2] + 63) // 64)]
    assert items == want
    with pytest.raises(ValueError, match="even row length"):
        moe_vs_triton.chunk_tables(dict(r, H=1001), 0, 0)


def test_a_table_runs_its_methods_and_a_failed_setup_is_a_record(tmp_path, capsys):
    class NoGpu:  # what run_table asks of torch: a cache to empty
        class cuda:
            @staticmethod
            def empty_cache():
                pass

    class Table:
        bytes, nwork = 4096, 3

    def refuse():
        raise RuntimeError("no memory for the table")

    base = lambda case: dict(script="t", case=case, G=1, op="copy", extra={})  # noqa: E731
    methods = lambda s: [("m_ok", "tile", lambda: (lambda: None), lambda fn: (True, "equal")),  # noqa: E731
                         ("m_bad", "tile", lambda: (lambda: None), lambda fn: (False, "element 3 differs"))]
    records, out = [], tmp_path / "r.json"
    common.run_table(base("a"), Table, methods, None, records, out, {}, NoGpu)
    common.run_table(base("b"), refuse, methods, None, records, out, {}, NoGpu)
    assert [(r.case, r.method, r.status) for r in records][:2] == [("a", "m_ok", "ok"), ("a", "m_bad", "wrong")]
    assert records[0].bytes == 4096 and records[0].extra["bands"] == 3
    assert len(records) == 3 and records[2].case == "b" and records[2].status != "ok"
    assert "no memory for the table" in records[2].message
    assert common.finish(records, out, {}) == 1
    assert json.loads(out.read_text())["meta"]["complete"] is True
