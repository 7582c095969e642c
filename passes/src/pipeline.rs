//! Textual pass pipelines: `builtin.module(tile-verify, canonicalize,
//! gpu.module(convert-gpu-to-nvvm{index-bitwidth=32}))`. Names in the Rust
//! registry become Rust passes; `op(...)` nests; every other element goes to
//! MLIR's own pipeline parser (`mlirOpPassManagerAddPipeline`).

use crate::pass_info::{OptionsError, PassOptions};
use crate::registry::Registry;
use melior::{pass::OperationPassManager, Context};
use std::ffi::c_void;
use thiserror::Error;

/// One element of a pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineElement {
    /// Pass name or op name of a nested pipeline.
    pub name: String,
    /// Text between `{` and `}` (pass options), if any.
    pub options: Option<String>,
    /// Nested elements for `op(...)`.
    pub nested: Option<Vec<PipelineElement>>,
}

impl PipelineElement {
    /// The element as MLIR's parser reads it.
    pub fn to_text(&self) -> String {
        let mut s = self.name.clone();
        if let Some(o) = &self.options {
            s += &format!("{{{o}}}");
        }
        if let Some(n) = &self.nested {
            let inner: Vec<String> = n.iter().map(|e| e.to_text()).collect();
            s += &format!("({})", inner.join(","));
        }
        s
    }
}

/// A pipeline that cannot be parsed or built.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum PipelineError {
    /// Syntax error at a byte offset.
    #[error("invalid pass pipeline '{pipeline}' at offset {offset}: {reason}")]
    Syntax {
        /// The whole pipeline text.
        pipeline: String,
        /// Byte offset of the problem.
        offset: usize,
        /// What was expected.
        reason: String,
    },
    /// MLIR rejected an upstream element (unknown pass, bad option).
    #[error("pass pipeline element '{element}': {message}")]
    Upstream {
        /// The element text.
        element: String,
        /// MLIR's message.
        message: String,
    },
    /// A Rust pass rejected its options.
    #[error("pass '{pass}': {message}")]
    Options {
        /// The pass name.
        pass: String,
        /// What is wrong.
        message: String,
    },
}

impl From<OptionsError> for PipelineError {
    fn from(e: OptionsError) -> Self {
        Self::Options {
            pass: e.pass,
            message: e.message,
        }
    }
}

struct Parser<'s> {
    text: &'s str,
    pos: usize,
}

impl<'s> Parser<'s> {
    fn error(&self, reason: &str) -> PipelineError {
        PipelineError::Syntax {
            pipeline: self.text.to_string(),
            offset: self.pos,
            reason: reason.to_string(),
        }
    }

    fn skip_ws(&mut self) {
        while self.text[self.pos..].starts_with(char::is_whitespace) {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn list(&mut self, closing: Option<char>) -> Result<Vec<PipelineElement>, PipelineError> {
        let mut out = Vec::new();
        loop {
            self.skip_ws();
            if closing.is_some() && self.peek() == closing && out.is_empty() {
                return Ok(out);
            }
            out.push(self.element()?);
            self.skip_ws();
            match self.peek() {
                Some(',') => self.pos += 1,
                c if c == closing => return Ok(out),
                None => return Err(self.error("expected ')'")),
                Some(c) => return Err(self.error(&format!("unexpected '{c}'"))),
            }
        }
    }

    fn element(&mut self) -> Result<PipelineElement, PipelineError> {
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || "_-.".contains(c))
        {
            self.pos += 1;
        }
        if self.pos == start {
            return Err(self.error("expected a pass or operation name"));
        }
        let name = self.text[start..self.pos].to_string();
        let mut options = None;
        if self.peek() == Some('{') {
            let open = self.pos + 1;
            let mut depth = 0;
            loop {
                match self.peek() {
                    Some('{') => depth += 1,
                    Some('}') => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    None => return Err(self.error("unterminated '{'")),
                    _ => {}
                }
                self.pos += self.peek().map_or(1, char::len_utf8);
            }
            options = Some(self.text[open..self.pos].trim().to_string());
            self.pos += 1;
        }
        let mut nested = None;
        if self.peek() == Some('(') {
            self.pos += 1;
            nested = Some(self.list(Some(')'))?);
            self.pos += 1;
        }
        Ok(PipelineElement {
            name,
            options,
            nested,
        })
    }
}

/// Parses a pipeline; a single top-level `builtin.module(...)` is unwrapped.
pub fn parse_pipeline(text: &str) -> Result<Vec<PipelineElement>, PipelineError> {
    let mut parser = Parser { text, pos: 0 };
    parser.skip_ws();
    if parser.peek().is_none() {
        return Ok(Vec::new());
    }
    let elements = parser.list(None)?;
    match elements.as_slice() {
        [only] if only.name == "builtin.module" && only.nested.is_some() => {
            Ok(only.nested.clone().unwrap_or_default())
        }
        _ => Ok(elements),
    }
}

unsafe extern "C" fn collect_message(text: mlir_sys::MlirStringRef, data: *mut c_void) {
    // SAFETY: `data` is the `String` passed by `add_upstream` below, alive
    // for the call; MLIR passes a valid string reference.
    let out = &mut *(data as *mut String);
    out.push_str(&tile_dialect::strings::from_raw(text));
}

fn add_upstream(
    manager: OperationPassManager<'_, '_>,
    element: &PipelineElement,
) -> Result<(), PipelineError> {
    let text = element.to_text();
    let mut message = String::new();
    // SAFETY: the string reference points into `text`, alive for the call;
    // the callback only appends to `message`.
    let result = unsafe {
        mlir_sys::mlirOpPassManagerAddPipeline(
            manager.to_raw(),
            mlir_sys::MlirStringRef {
                data: text.as_ptr() as *const _,
                length: text.len(),
            },
            Some(collect_message),
            &mut message as *mut String as *mut c_void,
        )
    };
    if result.value == 0 {
        return Err(PipelineError::Upstream {
            element: text,
            message: if message.is_empty() {
                "rejected by MLIR".into()
            } else {
                message.trim().to_string()
            },
        });
    }
    Ok(())
}

/// Adds `elements` to `manager`, Rust passes from `registry`, others upstream.
pub fn build_pipeline(
    context: &Context,
    manager: OperationPassManager<'_, '_>,
    elements: &[PipelineElement],
    registry: &Registry,
) -> Result<(), PipelineError> {
    for element in elements {
        if let Some(nested) = &element.nested {
            build_pipeline(
                context,
                manager.nested_under(&element.name),
                nested,
                registry,
            )?;
        } else if let Some(info) = registry.get(&element.name) {
            let options = PassOptions::parse(&element.name, element.options.as_deref())?;
            manager.add_pass((info.create)(context, &options, registry.defaults())?);
        } else {
            add_upstream(manager, element)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_nested() {
        let p = parse_pipeline("builtin.module(tile-verify, gpu.module(convert-gpu-to-nvvm{index-bitwidth=32}), canonicalize)").unwrap();
        assert_eq!(p.len(), 3);
        assert_eq!(p[1].name, "gpu.module");
        let inner = p[1].nested.as_ref().unwrap();
        assert_eq!(inner[0].options.as_deref(), Some("index-bitwidth=32"));
        assert_eq!(
            p[1].to_text(),
            "gpu.module(convert-gpu-to-nvvm{index-bitwidth=32})"
        );
    }

    #[test]
    fn plain_list_and_empty() {
        assert_eq!(parse_pipeline("a,b").unwrap().len(), 2);
        assert!(parse_pipeline("  ").unwrap().is_empty());
        assert_eq!(parse_pipeline("m()").unwrap()[0].nested, Some(vec![]));
    }

    #[test]
    fn syntax_errors() {
        assert!(matches!(
            parse_pipeline("a,,b"),
            Err(PipelineError::Syntax { offset: 2, .. })
        ));
        assert!(matches!(
            parse_pipeline("m(a"),
            Err(PipelineError::Syntax { .. })
        ));
        assert!(matches!(
            parse_pipeline("a{x=1"),
            Err(PipelineError::Syntax { .. })
        ));
        assert!(matches!(
            parse_pipeline("a)"),
            Err(PipelineError::Syntax { .. })
        ));
    }
}
