//! `[ssa-nested-definition]`: an SSA name used before any definition in
//! its region and then defined inside a region nested in that one.
//!
//! The input is invalid either way (a value defined in a nested region is
//! not visible outside it), but MLIR 22's parser turns it into a
//! use-after-free: the use is parsed as a forward reference, the nested
//! definition resolves it (a region that is not an isolated name scope,
//! such as a `builtin.module`'s, sees the names around it), and when the
//! parse then fails inside that region, the region and the defining op are
//! freed while the outer op still uses the result; its destruction writes
//! into the freed op. Under glibc's allocator that corrupted the heap and a
//! later, unrelated free aborted (tile-fuzz seed 30303, "unaligned tcache
//! chunk detected"; valgrind names `Operation::dropAllReferences` writing
//! into an op `Block::clear` freed; `mlir-opt-22` does the same).
//!
//! A lexical scan, before MLIR parses: braces (outside string literals and
//! `//` comments) open and close regions; a name is defined where it is
//! followed by `=` (results, `%a, %b = ...`, `%r:2 = ...`, `scf.for %i =`)
//! or directly by `:` (a block or region argument, `%arg0: i32`; a use is
//! printed `%a : i32`). A definition counts when it is deeper than the
//! first use and inside the brace that use was in. Isolated regions
//! (functions) give names a scope of their own, so the scan can refuse
//! input MLIR would accept: a forward use in a graph region, a function
//! below it defining the same name for itself, and the outer definition
//! only after both; no such input is known to be written.

/// One `%name` token: its offset, brace depth, the brace it is in and
/// whether it defines the name.
struct Token<'s> {
    name: &'s [u8],
    at: usize,
    depth: usize,
    brace: usize,
    defines: bool,
}

/// The first nested definition of a name used before it was defined in an
/// enclosing region: `(offset of the definition, name, offset of the use)`.
pub(super) fn nested_definition(source: &[u8]) -> Option<(usize, String, usize)> {
    // name -> (depth, brace, offset) of a use that no definition visible
    // from it has resolved yet.
    let mut pending: std::collections::HashMap<&[u8], (usize, usize, usize)> =
        std::collections::HashMap::new();
    // name -> (depth, brace) of its latest definition.
    let mut defined: std::collections::HashMap<&[u8], (usize, usize)> =
        std::collections::HashMap::new();
    let mut open: Vec<usize> = Vec::new();
    let mut next_brace = 1usize;
    let mut found = None;
    // Whether the place (depth, brace) is still open: a token there or
    // deeper inside it sees it.
    let encloses = |depth: usize, brace: usize, open: &[usize]| {
        depth == 0 || open.get(depth - 1) == Some(&brace)
    };
    scan(source, &mut open, &mut next_brace, |token, open| {
        if let Some(&(depth, brace, use_at)) = pending.get(token.name) {
            if encloses(depth, brace, open) {
                if token.defines && token.depth > depth {
                    found = Some((
                        token.at,
                        String::from_utf8_lossy(token.name).into_owned(),
                        use_at,
                    ));
                    return false;
                }
                if token.defines {
                    pending.remove(token.name);
                    defined.insert(token.name, (token.depth, token.brace));
                }
                return true;
            }
            // The use's region has closed: start over from this token.
            pending.remove(token.name);
        }
        if token.defines {
            defined.insert(token.name, (token.depth, token.brace));
        } else if !defined
            .get(token.name)
            .is_some_and(|&(depth, brace)| encloses(depth, brace, open))
        {
            pending.insert(token.name, (token.depth, token.brace, token.at));
        }
        true
    });
    found
}

/// Calls `visit` on each `%name` token of `source` in order, until it
/// returns false.
fn scan<'s>(
    source: &'s [u8],
    open: &mut Vec<usize>,
    next_brace: &mut usize,
    mut visit: impl FnMut(Token<'s>, &[usize]) -> bool,
) {
    let mut i = 0;
    while i < source.len() {
        if let Some(end) = super::skip_literal(source, i) {
            i = end + 1;
            continue;
        }
        match source[i] {
            b'{' => {
                open.push(*next_brace);
                *next_brace += 1;
            }
            b'}' => {
                open.pop();
            }
            b'%' => {
                let start = i + 1;
                let end = start
                    + source[start..]
                        .iter()
                        .take_while(|&&b| b.is_ascii_alphanumeric() || b"_$.-".contains(&b))
                        .count();
                if end > start {
                    let token = Token {
                        name: &source[start..end],
                        at: i,
                        depth: open.len(),
                        brace: open.last().copied().unwrap_or(0),
                        defines: defines_at(source, end),
                    };
                    if !visit(token, open) {
                        return;
                    }
                    i = end;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
}

/// Whether the name ending at `end` is defined there: followed directly by
/// `:` and no digit (an argument), or, through `:N` groups and further
/// `, %name` results, by `=` (not `==`).
fn defines_at(source: &[u8], end: usize) -> bool {
    if source.get(end) == Some(&b':') && !source.get(end + 1).is_some_and(u8::is_ascii_digit) {
        return true;
    }
    let mut i = end;
    loop {
        // A result group `:N`.
        if source.get(i) == Some(&b':') {
            let digits = source[i + 1..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            if digits == 0 {
                return false;
            }
            i += 1 + digits;
        }
        while source.get(i).is_some_and(|b| *b == b' ' || *b == b'\t') {
            i += 1;
        }
        match source.get(i) {
            Some(b'=') => return source.get(i + 1) != Some(&b'='),
            Some(b',') => {
                i += 1;
                while source.get(i).is_some_and(|b| b.is_ascii_whitespace()) {
                    i += 1;
                }
                if source.get(i) != Some(&b'%') {
                    return false;
                }
                i += 1;
                while source
                    .get(i)
                    .is_some_and(|&b| b.is_ascii_alphanumeric() || b"_$.-".contains(&b))
                {
                    i += 1;
                }
            }
            _ => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(source: &str) -> Option<(usize, String, usize)> {
        nested_definition(source.as_bytes())
    }

    #[test]
    fn finds_a_forward_use_resolved_inside_a_nested_region() {
        // The campaign's input, reduced: the use on line 1, the definition
        // inside the module.
        let source =
            "%q = llvm.add %y, %y : i32\nmodule {\n  %y = llvm.mul %b, %c : i32\n  ^copy:\n";
        let (at, name, use_at) = found(source).expect("found");
        assert_eq!(name, "y");
        assert_eq!(&source[at..at + 2], "%y");
        assert_eq!(at, source.find("  %y").unwrap() + 2);
        assert_eq!(use_at, source.find("%y").unwrap());
        // Results defined in a list and as a group, and an argument.
        assert!(found("\"u\"(%a) : (i32) -> ()\n\"r\"() ({\n  %b, %a = \"d\"() : () -> (i32, i32)\n}) : () -> ()").is_some());
        assert!(found("\"u\"(%a) : (i32) -> ()\n\"r\"() ({\n  %a:2 = \"d\"() : () -> (i32, i32)\n}) : () -> ()").is_some());
        assert!(
            found("\"u\"(%a) : (i32) -> ()\n\"r\"() ({\n^bb0(%a: i32):\n}) : () -> ()").is_some()
        );
    }

    #[test]
    fn leaves_valid_ssa_alone() {
        // Defined first and used inside; a use inside a region of a value
        // defined later at the same level; names reused by sibling
        // functions; uses with a type after them; comments and strings.
        for source in [
            "func.func @f(%a: i32) {\n  %c = arith.constant 0 : i32\n  scf.if %p {\n    %d = arith.addi %c, %a : i32\n  }\n  return\n}",
            "\"u\"(%x) : (i32) -> ()\n\"r\"() ({\n  \"v\"(%x) : (i32) -> ()\n}) : () -> ()\n%x = \"d\"() : () -> i32",
            "func.func @a() {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\nfunc.func @b() {\n  %0 = arith.constant 2 : i32\n}",
            "llvm.func @f() {\n  llvm.return %v : i32\n}\n// %v = inside a comment { %v = 1 }\n\"s\"() {a = \"{ %v = }\"} : () -> ()",
            "%a = \"d\"() : () -> i1\n\"u\"(%a) : (i1) -> ()\nllvm.cond_br %a, ^bb1, ^bb2\n%r = arith.cmpi eq, %a, %a : i1",
        ] {
            assert_eq!(found(source), None, "{source}");
        }
        // A later sibling region is not inside the first use's region.
        assert_eq!(
            found("\"r\"() ({\n  \"u\"(%x) : (i32) -> ()\n}) : () -> ()\n\"s\"() ({\n  \"t\"() ({\n    %x = \"d\"() : () -> i32\n  }) : () -> ()\n}) : () -> ()"),
            None
        );
    }
}
