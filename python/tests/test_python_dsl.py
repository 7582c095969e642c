"""examples/python-dsl: decorated-function kernels compile, and a mistake in a program
is reported at the program's line, not inside the DSL."""

import sys

import pytest
import tile_opt

from conftest import ROOT

sys.path.insert(0, str(ROOT / "examples" / "python-dsl"))

import programs  # noqa: E402
import tile_dsl  # noqa: E402


def test_every_program_compiles():
    for program in programs.PROGRAMS:
        kernel = program.compile()
        assert f".entry {program.name}(" in kernel.ptx
        assert "cp.async.bulk.tensor.2d.shared::cluster.global" in kernel.ptx
    assert "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add" in programs.reduce_add.compile().ptx


def test_the_example_runs(capsys):
    programs.main()
    out = capsys.readouterr().out
    assert out.count("bytes of PTX") == len(programs.PROGRAMS)


def test_a_mistake_in_a_program_is_at_the_programs_line():
    Tile = tile_dsl.tensormap("f32", [64, 64])

    @tile_dsl.kernel(block=32)
    def broken(k, src: Tile):
        with k.leader():
            k.fetch(src, [k.i32(0)])  # one coordinate for a 2-D box

    line = broken.fn.__code__.co_firstlineno + 3
    with pytest.raises(tile_opt.CompileError) as info:
        broken.compile()
    (d,) = info.value.errors
    assert (d.rule, d.file, d.line) == ("builder-arity", __file__, line)
