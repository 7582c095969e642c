//! Synchronous `gpu.wait`s that destroy each stream exactly once, after
//! every use of it.
//!
//! `gpu-to-llvm` lowers a synchronous `gpu.wait [%a, %b]` into, for each
//! operand that is a stream, `mgpuStreamSynchronize` + `mgpuStreamDestroy`
//! (and for an event, `mgpuEventSynchronize` + `mgpuEventDestroy`). An async
//! op with one dependency (`gpu.launch_func async [%t]`, `gpu.memcpy async
//! [%t]`...) runs on `%t`'s stream and returns that same stream as its
//! token; only `gpu.wait async` makes a new one. So two launches on one
//! token joined by `gpu.wait [%t1, %t2]` destroyed that stream twice, and a
//! wait on a stream that is used after it destroyed it before that use
//! (upstream does the same). Here, before `gpu-to-llvm`:
//!
//! - a stream waited on more than once by one `gpu.wait` is kept once;
//! - a `gpu.wait` destroys a stream only when the stream is made in its
//!   block and every other use of that stream (any op taking a token of
//!   it) comes before it there; otherwise it waits on an event recorded on the stream right before it
//!   (`mgpuEventCreate` + `mgpuEventRecord`, as a join after a guarded
//!   launch does, [`super::launch`]), which it synchronizes and destroys,
//!   and the stream stays for its later uses.
//!
//! So a stream is destroyed at most once, and never before a use. A stream
//! whose last use is not a synchronous `gpu.wait` is not destroyed (as
//! upstream).

use super::{abi, call, Host, HostError};
use crate::lower::emitter::Emitter;
use melior::ir::{
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    OperationRef, Value, ValueLike,
};
use std::collections::{HashMap, HashSet};
use tile_dialect::access::uses;
use tile_dialect::strings::name_of;

/// Whether `value` is a `!gpu.async.token`.
fn is_token(value: Value<'_, '_>) -> bool {
    // SAFETY: a live value and its type.
    unsafe {
        let ty = mlir_sys::mlirValueGetType(value.to_raw());
        let mut text = String::new();
        mlir_sys::mlirTypePrint(
            ty,
            Some(append),
            (&mut text as *mut String).cast::<std::ffi::c_void>(),
        );
        text == "!gpu.async.token"
    }
}

unsafe extern "C" fn append(part: mlir_sys::MlirStringRef, sink: *mut std::ffi::c_void) {
    // SAFETY: `sink` is the `String` passed above; `part` is live for the call.
    let text = unsafe { &mut *sink.cast::<String>() };
    let bytes = unsafe { std::slice::from_raw_parts(part.data.cast::<u8>(), part.length) };
    text.push_str(&String::from_utf8_lossy(bytes));
}

/// The token operands of `op`.
fn token_operands<'c, 'a>(op: OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    op.operands().filter(|v| is_token(*v)).collect()
}

/// The op's token result when it continues its single token dependency's
/// stream (every async op but `gpu.wait`, with exactly one dependency).
fn same_stream_result<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    if name_of(&op) == "gpu.wait" || token_operands(op).len() != 1 {
        return None;
    }
    op.results().map(Into::into).find(|v| is_token(*v))
}

/// A key for a value (its pointer).
fn key(value: Value<'_, '_>) -> usize {
    value.to_raw().ptr as usize
}

/// The stream `token` stands for: the `gpu.wait async` result its chain of
/// same-stream async ops starts at; `None` for anything else (an event, a
/// block argument, an op this module does not know).
fn stream_of<'c, 'a>(token: Value<'c, 'a>) -> Option<Value<'c, 'a>> {
    let mut current = token;
    loop {
        // SAFETY: a live value; an op result's owner is a live op.
        let owner = unsafe {
            if !mlir_sys::mlirValueIsAOpResult(current.to_raw()) {
                return None;
            }
            OperationRef::from_raw(mlir_sys::mlirOpResultGetOwner(current.to_raw()))
        };
        if name_of(&owner) == "gpu.wait" {
            return Some(current);
        }
        same_stream_result(owner)?;
        current = *token_operands(owner).first()?;
    }
}

/// Every op that takes a token of `stream` (the chain of same-stream ops
/// included).
fn stream_users<'c, 'a>(stream: Value<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    let mut pending = vec![stream];
    let mut seen = HashSet::new();
    while let Some(token) = pending.pop() {
        for (user, _) in uses(token) {
            if !seen.insert(user.to_raw().ptr as usize) {
                continue;
            }
            if let Some(next) = same_stream_result(user) {
                pending.push(next);
            }
            found.push(user);
        }
    }
    found
}

/// Whether `other` comes before `wait`: it, or the op holding it, is
/// earlier in `wait`'s block.
fn before(other: OperationRef<'_, '_>, wait: OperationRef<'_, '_>) -> bool {
    let block = wait.block();
    let mut current = other;
    loop {
        if current.block() == block {
            // SAFETY: two live ops of one block.
            return unsafe {
                mlir_sys::mlirOperationIsBeforeInBlock(current.to_raw(), wait.to_raw())
            };
        }
        match current.parent_operation() {
            Some(parent) => current = parent,
            None => return false,
        }
    }
}

/// Whether `wait` may destroy `stream`: the stream is made in `wait`'s
/// block (so `wait` is not in a loop or branch the stream outlives) and
/// every other op that takes a token of it comes before `wait`.
fn is_last_use<'c, 'a>(
    stream: Value<'c, 'a>,
    users: &[OperationRef<'c, 'a>],
    wait: OperationRef<'c, 'a>,
) -> bool {
    // SAFETY: `stream` is a live op result ([`stream_of`]).
    let maker = unsafe { OperationRef::from_raw(mlir_sys::mlirOpResultGetOwner(stream.to_raw())) };
    maker.block() == wait.block()
        && users
            .iter()
            .all(|u| u.to_raw().ptr == wait.to_raw().ptr || before(*u, wait))
}

/// Rewrites the synchronous `gpu.wait`s `waits` (see the module
/// documentation).
pub(super) fn settle<'c, 'a>(
    host: &mut Host<'c, 'a>,
    waits: &[OperationRef<'c, 'a>],
) -> Result<(), HostError> {
    let mut users_of: HashMap<usize, Vec<OperationRef<'c, 'a>>> = HashMap::new();
    for &wait in waits {
        let mut kept = Vec::new();
        let mut streams_here = HashSet::new();
        let mut changed = false;
        for operand in wait.operands() {
            match stream_of(operand) {
                Some(stream) if !streams_here.insert(key(stream)) => changed = true,
                _ => kept.push(operand),
            }
        }
        if changed {
            let raw: Vec<_> = kept.iter().map(|v| v.to_raw()).collect();
            // SAFETY: a live op; the operands are live values that
            // dominate it (they were its operands).
            unsafe {
                mlir_sys::mlirOperationSetOperands(wait.to_raw(), raw.len() as isize, raw.as_ptr())
            };
        }
        for (index, operand) in kept.into_iter().enumerate() {
            let Some(stream) = stream_of(operand) else {
                continue;
            };
            let users = users_of
                .entry(key(stream))
                .or_insert_with(|| stream_users(stream));
            if !is_last_use(stream, users, wait) {
                keep_stream(host, wait, index, stream)?;
            }
        }
    }
    Ok(())
}

/// Makes `wait`'s operand `index` an event recorded on `stream` right
/// before `wait`, so that `wait` synchronizes without destroying `stream`.
fn keep_stream<'c, 'a>(
    host: &mut Host<'c, 'a>,
    wait: OperationRef<'c, 'a>,
    index: usize,
    stream: Value<'c, 'a>,
) -> Result<(), HostError> {
    host.declare_runtime(abi::EVENT_CREATE)?;
    host.declare_runtime(abi::EVENT_RECORD)?;
    let em = Emitter::new(host.context, wait)?;
    let ptr = em.ty("!llvm.ptr")?;
    let raw_stream = em.value("builtin.unrealized_conversion_cast", &[stream], ptr, &[])?;
    let event: Value = call(&em, abi::EVENT_CREATE, &[], &[ptr])?.result(0)?.into();
    call(&em, abi::EVENT_RECORD, &[event, raw_stream], &[])?;
    let token = em.value(
        "builtin.unrealized_conversion_cast",
        &[event],
        stream.r#type(),
        &[],
    )?;
    // SAFETY: a live op; the event is built right before it.
    let mut wait_mut = unsafe { OperationRefMut::from_raw(wait.to_raw()) };
    wait_mut.set_operand(index, token);
    Ok(())
}
