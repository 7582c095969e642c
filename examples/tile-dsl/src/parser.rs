//! The parser: tokens to a [`Program`]. Recursive descent over the
//! grammar in the README; the first error stops it, located at the
//! offending token (`[syntax]`, `[unknown-dtype]`, `[unknown-setting]`).

use crate::ast::*;
use crate::error::{Pos, SourceError};
use crate::lexer::{lex, Tok, Token};

/// Parses a whole program.
pub fn parse(text: &str) -> Result<Program, SourceError> {
    let tokens = lex(text)?;
    let mut p = Parser { tokens, at: 0 };
    let program = p.program()?;
    p.expect_eof()?;
    Ok(program)
}

struct Parser {
    tokens: Vec<Token>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> &Token {
        // The token list always ends with Eof, and `at` never passes it.
        &self.tokens[self.at.min(self.tokens.len() - 1)]
    }

    fn next(&mut self) -> Token {
        let t = self.peek().clone();
        if t.tok != Tok::Eof {
            self.at += 1;
        }
        t
    }

    fn error<T>(&self, expected: &str) -> Result<T, SourceError> {
        let t = self.peek();
        Err(SourceError::new(
            t.pos,
            "syntax",
            format!("expected {expected}, found {}", t.tok.describe()),
        ))
    }

    fn punct(&mut self, c: char) -> Result<Pos, SourceError> {
        if self.peek().tok == Tok::Punct(c) {
            Ok(self.next().pos)
        } else {
            self.error(&format!("'{c}'"))
        }
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek().tok == Tok::Punct(c) {
            self.next();
            true
        } else {
            false
        }
    }

    fn ident(&mut self, what: &str) -> Result<(String, Pos), SourceError> {
        match self.peek().tok.clone() {
            Tok::Ident(s) => Ok((s, self.next().pos)),
            _ => self.error(what),
        }
    }

    fn keyword(&mut self, word: &str) -> Result<Pos, SourceError> {
        match &self.peek().tok {
            Tok::Ident(s) if s == word => Ok(self.next().pos),
            _ => self.error(&format!("'{word}'")),
        }
    }

    fn is_keyword(&self, word: &str) -> bool {
        matches!(&self.peek().tok, Tok::Ident(s) if s == word)
    }

    fn int(&mut self, what: &str) -> Result<i64, SourceError> {
        match self.peek().tok {
            Tok::Int(v) => {
                self.next();
                Ok(v)
            }
            _ => self.error(what),
        }
    }

    fn int_list(&mut self, what: &str) -> Result<Vec<i64>, SourceError> {
        self.punct('[')?;
        let mut values = vec![self.int(what)?];
        while self.eat(',') {
            values.push(self.int(what)?);
        }
        self.punct(']')?;
        Ok(values)
    }

    fn pair(&mut self, what: &str) -> Result<[i64; 2], SourceError> {
        let pos = self.peek().pos;
        let v = self.int_list(what)?;
        match v.as_slice() {
            [a, b] => Ok([*a, *b]),
            _ => Err(SourceError::new(
                pos,
                "syntax",
                format!("expected two values for {what}, found {}", v.len()),
            )),
        }
    }

    fn expect_eof(&self) -> Result<(), SourceError> {
        if self.peek().tok == Tok::Eof {
            Ok(())
        } else {
            self.error("the end of the program")
        }
    }

    fn program(&mut self) -> Result<Program, SourceError> {
        self.keyword("kernel")?;
        let (name, pos) = self.ident("a kernel name")?;
        self.punct('{')?;
        let mut program = Program {
            name,
            pos,
            settings: Vec::new(),
            tensors: Vec::new(),
            loops: Vec::new(),
        };
        while !self.eat('}') {
            let (word, pos) = self.ident("a setting, 'tensor', 'for' or '}'")?;
            match word.as_str() {
                "tensor" => program.tensors.push(self.tensor()?),
                "for" => program.loops.push(self.for_loop(pos)?),
                _ => {
                    let setting = self.setting(&word, pos)?;
                    self.punct(';')?;
                    program.settings.push(SettingAt { setting, pos });
                }
            }
        }
        Ok(program)
    }

    fn setting(&mut self, word: &str, pos: Pos) -> Result<Setting, SourceError> {
        Ok(match word {
            "target" => Setting::Target(self.ident("a target such as sm_90a")?.0),
            "threads" => Setting::Threads(self.int("a thread count")?),
            "grid" => Setting::Grid(if self.peek().tok == Tok::Punct('[') {
                self.int_list("a CTA count")?
            } else {
                vec![self.int("a CTA count")?]
            }),
            "cluster" => Setting::Cluster(self.int("a cluster size")?),
            "stages" => Setting::Stages(self.int("a stage count")?),
            "lookahead" => Setting::Lookahead(self.int("a lookahead in tiles")?),
            "tile" => Setting::Tile(self.int_list("a box extent")?),
            "widen" => {
                let (v, vpos) = self.ident("'on' or 'off'")?;
                Setting::Widen(match v.as_str() {
                    "on" => true,
                    "off" => false,
                    other => {
                        return Err(SourceError::new(
                            vpos,
                            "syntax",
                            format!("expected 'on' or 'off', found '{other}'"),
                        ))
                    }
                })
            }
            other => {
                return Err(SourceError::new(
                    pos,
                    "unknown-setting",
                    format!(
                        "unknown setting '{other}' (target, threads, grid, cluster, stages, \
                         lookahead, tile, widen, tensor, for)"
                    ),
                ))
            }
        })
    }

    fn tensor(&mut self) -> Result<TensorDecl, SourceError> {
        let (name, pos) = self.ident("a tensor name")?;
        self.punct(':')?;
        let (dname, dpos) = self.ident("an element type")?;
        let dtype = Dtype::from_mlir_name(&dname).ok_or_else(|| {
            SourceError::new(
                dpos,
                "unknown-dtype",
                format!("unknown element type '{dname}' (i8 i16 i32 i64 f16 bf16 f32 f64)"),
            )
        })?;
        let layout = if self.is_keyword("groups") {
            self.next();
            if self.is_keyword("table") {
                self.next();
                self.punct(';')?;
                return Ok(TensorDecl {
                    name,
                    pos,
                    dtype,
                    layout: Layout::GroupTable,
                });
            }
            self.punct('[')?;
            let mut groups = vec![self.int_list("a group extent")?];
            while self.eat(',') {
                groups.push(self.int_list("a group extent")?);
            }
            self.punct(']')?;
            Layout::Groups(groups)
        } else {
            let shape = self.int_list("a tensor extent")?;
            if self.eat('*') {
                Layout::Replicas(shape, self.int("a replica count")?)
            } else if self.is_keyword("im2col") {
                self.next();
                self.im2col(shape)?
            } else {
                Layout::Dense(shape)
            }
        };
        self.punct(';')?;
        Ok(TensorDecl {
            name,
            pos,
            dtype,
            layout,
        })
    }

    fn im2col(&mut self, shape: Vec<i64>) -> Result<Layout, SourceError> {
        self.punct('(')?;
        let (mut window, mut pad, mut pixels) = (None, None, None);
        loop {
            let (key, pos) = self.ident("'window', 'pad' or 'pixels'")?;
            self.punct('=')?;
            match key.as_str() {
                "window" => window = Some(self.pair("the window")?),
                "pad" => pad = Some(self.pair("the padding")?),
                "pixels" => pixels = Some(self.int("a pixel count")?),
                other => {
                    return Err(SourceError::new(
                        pos,
                        "syntax",
                        format!("unknown im2col field '{other}' (window, pad, pixels)"),
                    ))
                }
            }
            if !self.eat(',') {
                break;
            }
        }
        let close = self.peek().pos;
        self.punct(')')?;
        match (window, pad, pixels) {
            (Some(window), Some(pad), Some(pixels)) => Ok(Layout::Im2col {
                shape,
                window,
                pad,
                pixels,
            }),
            _ => Err(SourceError::new(
                close,
                "syntax",
                "im2col(...) needs window, pad and pixels",
            )),
        }
    }

    fn for_loop(&mut self, pos: Pos) -> Result<Loop, SourceError> {
        let (var, _) = self.ident("a loop variable")?;
        self.keyword("in")?;
        let (walk, wpos) = self.ident("'tiles' or 'columns'")?;
        let walk = match walk.as_str() {
            "tiles" => Walk::Tiles,
            "columns" => Walk::Columns,
            _ => {
                return Err(SourceError::new(
                    wpos,
                    "syntax",
                    format!("expected 'tiles' or 'columns', found '{walk}'"),
                ))
            }
        };
        self.punct('(')?;
        let (over, over_pos) = self.ident("a tensor name")?;
        self.punct(')')?;
        self.punct('{')?;
        let mut body = Vec::new();
        while !self.eat('}') {
            body.push(self.stmt()?);
        }
        Ok(Loop {
            pos,
            var,
            walk,
            over,
            over_pos,
            body,
        })
    }

    fn access(&mut self) -> Result<Access, SourceError> {
        let (tensor, pos) = self.ident("a tensor name")?;
        self.punct('[')?;
        let mut per_cta = false;
        if self.is_keyword("cta") {
            self.next();
            self.punct(']')?;
            self.punct('[')?;
            per_cta = true;
        }
        let (var, var_pos) = self.ident("the loop variable")?;
        let ahead = if self.eat('+') {
            self.int("a tile distance")?
        } else {
            0
        };
        self.punct(']')?;
        Ok(Access {
            tensor,
            pos,
            per_cta,
            var,
            var_pos,
            ahead,
        })
    }

    fn stmt(&mut self) -> Result<StmtAt, SourceError> {
        let (word, pos) = self.ident("'load', 'store', 'reduce', 'prefetch' or '}'")?;
        let stmt = match word.as_str() {
            "load" => {
                let access = self.access()?;
                let multicast = self.is_keyword("multicast");
                if multicast {
                    self.next();
                }
                Stmt::Load { access, multicast }
            }
            "store" => Stmt::Store(self.access()?),
            "reduce" => {
                let (kind, kpos) = self.ident("'add', 'min' or 'max'")?;
                let kind = match kind.as_str() {
                    "add" => Reduction::Add,
                    "min" => Reduction::Min,
                    "max" => Reduction::Max,
                    other => {
                        return Err(SourceError::new(
                            kpos,
                            "syntax",
                            format!("expected 'add', 'min' or 'max', found '{other}'"),
                        ))
                    }
                };
                let access = self.access()?;
                let form = if self.is_keyword("tma") {
                    self.next();
                    ReduceForm::Tma
                } else {
                    ReduceForm::Default
                };
                Stmt::Reduce(kind, access, form)
            }
            "prefetch" => Stmt::Prefetch(self.access()?),
            other => {
                return Err(SourceError::new(
                    pos,
                    "syntax",
                    format!("expected 'load', 'store', 'reduce' or 'prefetch', found '{other}'"),
                ))
            }
        };
        self.punct(';')?;
        Ok(StmtAt { stmt, pos })
    }
}
