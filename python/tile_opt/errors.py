"""The exceptions and diagnostics of tile_opt."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass(frozen=True)
class Diagnostic:
    """One compiler diagnostic: where, how bad, which rule, what."""

    file: Optional[str]
    line: Optional[int]
    col: Optional[int]
    severity: str  # "error", "warning", "note" or "remark"
    rule: Optional[str]  # the rule id, as in "[box-dim-range]"
    message: str
    notes: tuple = field(default=())

    @staticmethod
    def from_dict(d: dict) -> "Diagnostic":
        return Diagnostic(
            file=d["file"],
            line=d["line"],
            col=d["col"],
            severity=d["severity"],
            rule=d["rule"],
            message=d["message"],
            notes=tuple(Diagnostic.from_dict(n) for n in d.get("notes", ())),
        )

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}:{self.col}: " if self.line is not None else ""
        return f"{where}{self.severity}: {self.message}"


class CompileError(Exception):
    """A module tile-opt refused: `.diagnostics` says where and why."""

    def __init__(self, message: str, diagnostics: list):
        super().__init__(message)
        self.diagnostics = diagnostics

    @property
    def errors(self) -> list:
        """The diagnostics of severity error."""
        return [d for d in self.diagnostics if d.severity == "error"]


class LaunchError(Exception):
    """A launch refused before anything ran (or failed in the driver):
    `.param` is the kernel parameter it is about, when there is one."""

    def __init__(self, message: str, param: Optional[int] = None):
        super().__init__(message)
        self.param = param
