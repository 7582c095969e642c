//! The parent-worker protocol: length-prefixed frames on the worker's
//! stdin (jobs) and on a duplicate of its stdout (outcomes; the worker
//! points its real stdout at stderr so that nothing else can interleave).

use crate::oracle::{Class, Outcome};
use crate::paths::{self, DriverPath};
use std::io::{self, Read, Write};

/// The crash report of a worker, in its scratch folder: the worker's crash
/// handler writes it, the pool reads it when the worker died.
pub const REPORT_FILE: &str = "crash-report.txt";

/// What to do with an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobKind {
    /// Run one driver path and apply the mutation oracles.
    Mutant(&'static DriverPath),
    /// A generated kernel: verify, both strategies, ptxas, differential.
    Generated,
}

impl JobKind {
    /// `mutant <path>` or `generated`.
    pub fn header(&self) -> String {
        match self {
            JobKind::Mutant(p) => format!("mutant {}", p.name),
            JobKind::Generated => "generated".to_string(),
        }
    }

    /// The kind a header names.
    pub fn parse(header: &str) -> Option<JobKind> {
        match header.split_once(' ') {
            Some(("mutant", name)) => paths::by_name(name).map(JobKind::Mutant),
            None if header == "generated" => Some(JobKind::Generated),
            _ => None,
        }
    }
}

/// One input and what to do with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    /// The kind.
    pub kind: JobKind,
    /// The input bytes.
    pub input: Vec<u8>,
}

/// Writes one frame: an 8-byte little-endian length, then the bytes.
pub fn write_frame(w: &mut impl Write, bytes: &[u8]) -> io::Result<()> {
    w.write_all(&(bytes.len() as u64).to_le_bytes())?;
    w.write_all(bytes)?;
    w.flush()
}

/// Reads one frame; `None` at a clean end of stream.
pub fn read_frame(r: &mut impl Read) -> io::Result<Option<Vec<u8>>> {
    let mut len = [0u8; 8];
    match r.read_exact(&mut len) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Ok(None),
        Err(e) => return Err(e),
    }
    let len = u64::from_le_bytes(len);
    if len > (1 << 31) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("frame of {len} bytes"),
        ));
    }
    let mut bytes = vec![0u8; len as usize];
    r.read_exact(&mut bytes)?;
    Ok(Some(bytes))
}

/// A job as a frame payload.
pub fn encode_job(job: &Job) -> Vec<u8> {
    let mut bytes = job.kind.header().into_bytes();
    bytes.push(b'\n');
    bytes.extend_from_slice(&job.input);
    bytes
}

/// The job in a frame payload.
pub fn decode_job(bytes: &[u8]) -> Option<Job> {
    let nl = bytes.iter().position(|b| *b == b'\n')?;
    let header = std::str::from_utf8(&bytes[..nl]).ok()?;
    Some(Job {
        kind: JobKind::parse(header)?,
        input: bytes[nl + 1..].to_vec(),
    })
}

/// An outcome as a frame payload: class, signature and detail lines.
pub fn encode_outcome(outcome: &Outcome) -> Vec<u8> {
    format!(
        "{}\n{}\n{}",
        outcome.class.name(),
        outcome.signature.replace('\n', " "),
        outcome.detail
    )
    .into_bytes()
}

/// The outcome in a frame payload.
pub fn decode_outcome(bytes: &[u8]) -> Option<Outcome> {
    let text = String::from_utf8_lossy(bytes);
    let mut parts = text.splitn(3, '\n');
    let class = Class::from_name(parts.next()?)?;
    let signature = parts.next().unwrap_or("").to_string();
    let detail = parts.next().unwrap_or("").to_string();
    Some(Outcome {
        class,
        signature,
        detail,
        report: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jobs_and_outcomes_round_trip() {
        let job = Job {
            kind: JobKind::Mutant(&paths::PATHS[3]),
            input: b"a\nb\0\xff".to_vec(),
        };
        assert_eq!(decode_job(&encode_job(&job)), Some(job));
        let generated = Job {
            kind: JobKind::Generated,
            input: Vec::new(),
        };
        assert_eq!(decode_job(&encode_job(&generated)), Some(generated));
        let o = Outcome::new(Class::Crash, "panic at x.rs:1", "line1\nline2");
        assert_eq!(decode_outcome(&encode_outcome(&o)), Some(o));
        let mut buf = Vec::new();
        write_frame(&mut buf, b"xyz").expect("write");
        let mut r = &buf[..];
        assert_eq!(read_frame(&mut r).expect("read"), Some(b"xyz".to_vec()));
        assert_eq!(read_frame(&mut r).expect("eof"), None);
    }
}
