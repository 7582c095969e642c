//! Dense arrays of `index`, read off the raw source. MLIR 22's parser
//! accepts `index` as the element type of `array<...>` (it passes
//! `isIntOrIndexOrFloat`) and then asks for its bit width, which `index`
//! does not have: a segmentation fault in `FloatType::getWidth` before any
//! diagnostic. Such an array (written `array<index: 1, 2>`, or through a
//! type alias `!i = index` ... `array<!i: 1>`) is refused here, before MLIR
//! sees it.

/// The offset of the element type of the first `array<index ...>` (directly
/// or through type aliases) in `source`, with the type as written.
pub(super) fn index_array(source: &[u8]) -> Option<(usize, String)> {
    // Most inputs have no `array` at all: one fast search instead of the
    // scan below (and the alias scan) over every byte.
    if std::str::from_utf8(source).is_ok_and(|text| !text.contains("array")) {
        return None;
    }
    let aliases = index_aliases(source);
    let mut i = 0;
    while i < source.len() {
        match source[i] {
            b'"' => i = skip_string(source, i),
            b'/' if source.get(i + 1) == Some(&b'/') => i = skip_line(source, i),
            c if is_ident_start(c)
                && !source.get(i.wrapping_sub(1)).is_some_and(|&p| is_ident(p)) =>
            {
                let end = ident_end(source, i);
                if &source[i..end] == b"array"
                    && !source
                        .get(i.wrapping_sub(1))
                        .is_some_and(|&p| p == b'!' || p == b'#')
                {
                    let open = skip_blank(source, end);
                    if source.get(open) == Some(&b'<') {
                        let at = skip_blank(source, open + 1);
                        if let Some(name) = type_token(source, at) {
                            if name == "index" || aliases.contains(&name) {
                                return Some((at, name));
                            }
                        }
                    }
                }
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The type aliases that stand for `index` (`!i = index`, and `!j = !i`
/// after it, to any depth).
fn index_aliases(source: &[u8]) -> Vec<String> {
    let mut definitions: Vec<(String, String)> = Vec::new();
    for line in source.split(|&b| b == b'\n') {
        let start = skip_blank_in(line, 0);
        if line.get(start) != Some(&b'!') {
            continue;
        }
        let Some(name) = type_token(line, start) else {
            continue;
        };
        let eq = skip_blank_in(line, start + name.len());
        if line.get(eq) != Some(&b'=') {
            continue;
        }
        if let Some(value) = type_token(line, skip_blank_in(line, eq + 1)) {
            definitions.push((name, value));
        }
    }
    let mut index: Vec<String> = Vec::new();
    loop {
        let before = index.len();
        for (name, value) in &definitions {
            if (value == "index" || index.contains(value)) && !index.contains(name) {
                index.push(name.clone());
            }
        }
        if index.len() == before {
            return index;
        }
    }
}

/// The identifier (`index`) or alias name (`!i`) starting at `at`.
fn type_token(source: &[u8], at: usize) -> Option<String> {
    let first = *source.get(at)?;
    let from = if first == b'!' { at + 1 } else { at };
    if !source.get(from).is_some_and(|&c| is_ident_start(c)) {
        return None;
    }
    let end = ident_end(source, from);
    Some(String::from_utf8_lossy(&source[at..end]).into_owned())
}

pub(super) fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

pub(super) fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

pub(super) fn ident_end(source: &[u8], mut i: usize) -> usize {
    while source.get(i).is_some_and(|&c| is_ident(c)) {
        i += 1;
    }
    i
}

/// Past whitespace and `//` comments from `i`.
fn skip_blank(source: &[u8], mut i: usize) -> usize {
    loop {
        i = skip_blank_in(source, i);
        if source.get(i) == Some(&b'/') && source.get(i + 1) == Some(&b'/') {
            i = skip_line(source, i);
        } else {
            return i;
        }
    }
}

fn skip_blank_in(source: &[u8], mut i: usize) -> usize {
    while source.get(i).is_some_and(u8::is_ascii_whitespace) {
        i += 1;
    }
    i
}

pub(super) fn skip_line(source: &[u8], mut i: usize) -> usize {
    while i < source.len() && source[i] != b'\n' {
        i += 1;
    }
    i
}

/// The offset after the closing quote of the string literal opening at `i`.
pub(super) fn skip_string(source: &[u8], mut i: usize) -> usize {
    i += 1;
    while i < source.len() && source[i] != b'"' {
        i += if source[i] == b'\\' { 2 } else { 1 };
    }
    i + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_index_arrays() {
        let found = |s: &str| index_array(s.as_bytes());
        assert_eq!(
            found("{a = array<index: 1, 2>}"),
            Some((11, "index".into()))
        );
        assert_eq!(found("{a = array < index>}"), Some((13, "index".into())));
        assert_eq!(
            found("!i = index\n!j = !i\n{a = array<!j: 3>}").map(|f| f.1),
            Some("!j".into())
        );
        for fine in [
            "{a = array<i32: 1>}",
            "{a = array<indexx: 1>}",
            "{a = \"array<index: 1>\"}",
            "// array<index: 1>\n",
            "{a = myarray<index>}",
            "!array<index>",
            "!i = i64\n{a = array<!i: 1>}",
        ] {
            assert_eq!(found(fine), None, "{fine}");
        }
    }
}
