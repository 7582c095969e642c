//! Where in the input an op is: the file, line and column errors about it
//! are reported at.

use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike};
use tile_dialect::access::region_at;
use tile_dialect::verify::file_line_col;
use tile_passes::external::FileLineCol;

/// File, line and column of `op`; for an op without a source position
/// of its own (the implicit top module is at line 0), its first nested
/// op's.
pub(crate) fn location_of(op: OperationRef<'_, '_>) -> FileLineCol {
    file_line_col(op.location())
        .filter(|(_, line, _)| *line > 0)
        .or_else(|| {
            region_at(op, 0)
                .and_then(|r| r.first_block())
                .and_then(|b| b.first_operation())
                .and_then(location_of)
        })
}

/// Where errors about a unit go.
pub(crate) fn unit_location(unit: OperationRef<'_, '_>) -> FileLineCol {
    location_of(unit)
}
