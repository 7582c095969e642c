//! Editing a kernel's signature: inserting parameter types into its
//! `function_type` and matching empty entries into its `arg_attrs`. Shared
//! by the passes that add kernel parameters (host-born descriptors,
//! device-rebind templates and workspaces); block arguments are inserted by
//! the callers.

use melior::ir::{
    attribute::{ArrayAttribute, DictionaryAttribute, TypeAttribute},
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    r#type::FunctionType,
    Attribute, OperationRef, Type,
};
use melior::Context;

/// The `function_type` of a `gpu.func` / `func.func`.
pub(crate) fn function_type<'c>(func: &OperationRef<'c, '_>) -> Option<FunctionType<'c>> {
    func.attribute("function_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .and_then(|t| FunctionType::try_from(t.value()).ok())
}

/// Inserts `types` at parameter position `at` (clamped to the end) of the
/// kernel's `function_type`, and empty dictionaries at the same place of
/// its `arg_attrs` when it has them.
pub(crate) fn insert_param_types<'c>(
    context: &'c Context,
    func: OperationRef<'c, '_>,
    at: usize,
    types: &[Type<'c>],
) -> Result<(), String> {
    let ty = function_type(&func).ok_or("the kernel has no function_type")?;
    let mut inputs: Vec<Type<'c>> = (0..ty.input_count())
        .filter_map(|i| ty.input(i).ok())
        .collect();
    let results: Vec<Type<'c>> = (0..ty.result_count())
        .filter_map(|i| ty.result(i).ok())
        .collect();
    let at = at.min(inputs.len());
    inputs.splice(at..at, types.iter().copied());
    // SAFETY: a live kernel op; no other handle mutates it meanwhile.
    let mut func_mut = unsafe { OperationRefMut::from_raw(func.to_raw()) };
    func_mut.set_inherent_attribute(
        "function_type",
        TypeAttribute::new(FunctionType::new(context, &inputs, &results).into()).into(),
    );
    if let Some(arg_attrs) = func
        .attribute("arg_attrs")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
    {
        let mut all: Vec<Attribute<'c>> = (0..arg_attrs.len())
            .filter_map(|i| arg_attrs.element(i).ok())
            .collect();
        let at = at.min(all.len());
        all.splice(
            at..at,
            types
                .iter()
                .map(|_| -> Attribute<'c> { DictionaryAttribute::new(context, &[]).into() }),
        );
        func_mut.set_inherent_attribute("arg_attrs", ArrayAttribute::new(context, &all).into());
    }
    Ok(())
}
