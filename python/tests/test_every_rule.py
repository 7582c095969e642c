"""Every rule the compiler reports is reachable from Python and raises `CompileError`, never a
crash: each `// -----` case of the repository's lit tests that expects an error naming a rule
(`expected-error {{[rule] ...}}`) is compiled through `tile_opt.compile` with its RUN line's
pipeline and target, and the rules it expects come back in `CompileError.diagnostics`."""

import re
import shlex

import pytest

import tile_opt
from conftest import ROOT

RULE = re.compile(r"expected-error[^{\n]*\{\{[^}\n]*?\[([a-z0-9-]+)\]")


def cases():
    """(test file, case index, case text, pipeline, target, rules expected) of every lit case
    that expects an error naming a rule."""
    out = []
    for path in sorted((ROOT / "test").rglob("*.mlir")):
        text = path.read_text(encoding="utf-8")
        if "expected-error" not in text:
            continue
        runs = [line for line in text.splitlines() if line.startswith("// RUN:") and "--verify-diagnostics" in line]
        if not runs:
            continue
        words = shlex.split(runs[0][len("// RUN:"):].split("|")[0])
        pipeline, target = None, None
        for w in words:
            if w.startswith("--pipeline="):
                pipeline = w.split("=", 1)[1]
            elif w.startswith("--pass-pipeline="):
                pipeline = w.split("=", 1)[1]
            elif w.startswith("--target="):
                target = w.split("=", 1)[1]
        for i, case in enumerate(text.split("// -----")):
            rules = sorted(set(RULE.findall(case)))
            if rules:
                out.append((path.relative_to(ROOT).as_posix(), i, case, pipeline, target, rules))
    return out


CASES = cases()


def test_the_lit_tests_name_many_rules():
    rules = {r for *_, rules in CASES for r in rules}
    assert len(rules) >= 90, sorted(rules)


@pytest.mark.parametrize("path,index,case,pipeline,target,rules", CASES, ids=[f"{c[0]}#{c[1]}" for c in CASES])
def test_every_rule_is_a_compile_error_from_python(path, index, case, pipeline, target, rules):
    with pytest.raises(tile_opt.CompileError) as raised:
        tile_opt.compile(case, pipeline=pipeline, target=target, use_cache=False)
    got = {d.rule for d in raised.value.diagnostics if d.severity == "error"}
    missing = [r for r in rules if r not in got]
    assert not missing, f"{path} case {index}: expected {rules}, got {sorted(got)}"
