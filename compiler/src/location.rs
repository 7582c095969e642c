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

/// File, line and column of `op`, or, where it has none (MLIR's folder
/// gives a constant merged from two source positions an unknown location),
/// those of its first user that has one, else of the nearest op around it
/// that has one: an error about a value is reported where it is made or
/// used, never at the file alone.
pub(crate) fn location_or_use(op: OperationRef<'_, '_>) -> FileLineCol {
    let own =
        |op: OperationRef<'_, '_>| file_line_col(op.location()).filter(|(_, line, _)| *line > 0);
    if let Some(at) = own(op) {
        return Some(at);
    }
    for i in 0..op.result_count() {
        let Ok(result) = op.result(i) else {
            continue;
        };
        // SAFETY: a live value; its use list is read only.
        unsafe {
            let mut use_ = mlir_sys::mlirValueGetFirstUse(melior::ir::ValueLike::to_raw(&result));
            while !use_.ptr.is_null() {
                let user = OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(use_));
                if let Some(at) = own(user) {
                    return Some(at);
                }
                use_ = mlir_sys::mlirOpOperandGetNextUse(use_);
            }
        }
    }
    let mut parent = op.parent_operation();
    while let Some(p) = parent {
        if let Some(at) = own(p) {
            return Some(at);
        }
        parent = p.parent_operation();
    }
    location_of(op)
}
