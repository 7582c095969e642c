//! The few bytes of an ELF64 little-endian file (a cubin) this check needs:
//! the named sections, to take each kernel's `.text.<kernel>` code.

use crate::error::CheckError;
use std::path::Path;

/// A named section's bytes.
pub struct Section {
    /// Its name (`.text.copy_2d`).
    pub name: String,
    /// Its contents.
    pub bytes: Vec<u8>,
}

/// Every `.text.<kernel>` section of `data` (the cubin at `path`), in file
/// order, as `(kernel, code)`.
pub fn kernel_code(path: &Path, data: &[u8]) -> Result<Vec<(String, Vec<u8>)>, CheckError> {
    Ok(sections(path, data)?
        .into_iter()
        .filter_map(|s| {
            s.name
                .strip_prefix(".text.")
                .map(|k| (k.to_string(), s.bytes))
        })
        .collect())
}

/// The sections of an ELF64 little-endian file.
pub fn sections(path: &Path, data: &[u8]) -> Result<Vec<Section>, CheckError> {
    let bad = |why: &str| CheckError::BadElf {
        path: path.to_path_buf(),
        why: why.to_string(),
    };
    if data.len() < 64 || &data[..4] != b"\x7fELF" || data[4] != 2 || data[5] != 1 {
        return Err(bad("bad header"));
    }
    let u16_at = |o: usize| data.get(o..o + 2).map(|b| u16::from_le_bytes([b[0], b[1]]));
    let u32_at = |o: usize| {
        data.get(o..o + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    let u64_at = |o: usize| {
        data.get(o..o + 8).map(|b| {
            let mut a = [0u8; 8];
            a.copy_from_slice(b);
            u64::from_le_bytes(a)
        })
    };
    let shoff = u64_at(0x28).ok_or_else(|| bad("truncated"))? as usize;
    let shentsize = u16_at(0x3a).ok_or_else(|| bad("truncated"))? as usize;
    let shnum = u16_at(0x3c).ok_or_else(|| bad("truncated"))? as usize;
    let shstrndx = u16_at(0x3e).ok_or_else(|| bad("truncated"))? as usize;
    if shentsize < 64 {
        return Err(bad("section header entries too small"));
    }
    // (name offset, type, file offset, size) of each section.
    let mut headers = Vec::with_capacity(shnum);
    for i in 0..shnum {
        let h = shoff + i * shentsize;
        let field = |o| u64_at(h + o).ok_or_else(|| bad("section header out of range"));
        let name = u32_at(h).ok_or_else(|| bad("section header out of range"))? as usize;
        let kind = u32_at(h + 4).ok_or_else(|| bad("section header out of range"))?;
        headers.push((name, kind, field(24)? as usize, field(32)? as usize));
    }
    let &(_, _, str_off, str_size) = headers
        .get(shstrndx)
        .ok_or_else(|| bad("no section name table"))?;
    let names = data
        .get(str_off..str_off + str_size)
        .ok_or_else(|| bad("section name table out of range"))?;
    let mut out = Vec::new();
    for &(name, kind, offset, size) in &headers {
        const SHT_NOBITS: u32 = 8;
        if kind == 0 || kind == SHT_NOBITS {
            continue;
        }
        let name_bytes = names.get(name..).ok_or_else(|| bad("bad section name"))?;
        let end = name_bytes
            .iter()
            .position(|&b| b == 0)
            .unwrap_or(name_bytes.len());
        let bytes = data
            .get(offset..offset + size)
            .ok_or_else(|| bad("section out of range"))?;
        out.push(Section {
            name: String::from_utf8_lossy(&name_bytes[..end]).into_owned(),
            bytes: bytes.to_vec(),
        });
    }
    Ok(out)
}
