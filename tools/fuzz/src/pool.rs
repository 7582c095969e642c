//! The parent side of a worker: spawns `tile-fuzz --worker`, sends a job,
//! waits at most the time limit, and turns a worker that died or hung into
//! an outcome (then starts a fresh one for the next job).

use crate::error::FuzzError;
use crate::oracle::{normalize_signature, Class, Outcome};
use crate::protocol::{decode_outcome, encode_job, read_frame, write_frame, Job, REPORT_FILE};
use std::fs::{File, OpenOptions};
use std::io::{BufReader, Read, Seek, SeekFrom};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;
use tile_compiler::crash::BACKTRACE_MARKER;

/// How to start workers.
#[derive(Clone, Debug)]
pub struct WorkerConfig {
    /// The `tile-fuzz` binary.
    pub exe: PathBuf,
    /// The repository root (for ptxas).
    pub root: PathBuf,
    /// A folder for the workers' stderr files.
    pub scratch: PathBuf,
    /// Per-input time limit.
    pub timeout: Duration,
    /// Address-space cap of a worker, MiB (0: none).
    pub memory_mb: u64,
    /// Jobs one library `Session` serves (1: a fresh one per input).
    pub jobs_per_session: usize,
    /// Threads of a worker's `Session` (`Session::set_output_threads`;
    /// none: the library's default, the available parallelism).
    pub threads: Option<usize>,
    /// Workers lift their core-file size limit (`--core-dumps`).
    pub core_dumps: bool,
}

struct Running {
    child: Child,
    stdin: ChildStdin,
    frames: Receiver<Option<Vec<u8>>>,
}

/// One worker slot: at most one live worker process at a time.
pub struct Worker {
    config: WorkerConfig,
    id: usize,
    running: Option<Running>,
    /// Jobs the running process has served.
    served: u64,
    /// Workers started (1 + restarts).
    pub starts: usize,
}

/// Jobs one worker process serves before it is replaced by a fresh one. A
/// fatal LLVM error parks the thread it stopped (with its stack, 64 MiB or
/// more, `tile_compiler`'s containment) for the life of the process: a worker that
/// lived for 100,000 inputs ran out of address space under its 6 GiB cap
/// ("cannot start a worker thread"; seed-11 campaign).
const JOBS_PER_PROCESS: u64 = 2000;

impl Worker {
    /// A slot; the process starts with the first job.
    pub fn new(config: WorkerConfig, id: usize) -> Self {
        Self {
            config,
            id,
            running: None,
            served: 0,
            starts: 0,
        }
    }

    fn stderr_path(&self) -> PathBuf {
        self.config
            .scratch
            .join(format!("worker-{}.stderr", self.id))
    }

    /// The worker's own scratch folder (ptxas inputs, manifests).
    fn worker_scratch(&self) -> PathBuf {
        self.config.scratch.join(format!("worker-{}", self.id))
    }

    fn start(&mut self) -> Result<&mut Running, FuzzError> {
        if self.running.is_none() {
            std::fs::create_dir_all(&self.config.scratch)
                .map_err(|e| FuzzError::io("create", &self.config.scratch, e))?;
            let stderr = OpenOptions::new()
                .create(true)
                .append(true)
                .open(self.stderr_path())
                .map_err(|e| FuzzError::io("open", self.stderr_path(), e))?;
            let mut child = Command::new(&self.config.exe)
                .arg("--worker")
                .arg("--root")
                .arg(&self.config.root)
                .arg("--scratch")
                .arg(self.worker_scratch())
                .arg("--memory-mb")
                .arg(self.config.memory_mb.to_string())
                .arg("--jobs-per-session")
                .arg(self.config.jobs_per_session.to_string())
                .args(
                    self.config
                        .threads
                        .map(|t| vec!["--threads".to_string(), t.to_string()])
                        .unwrap_or_default(),
                )
                .args(self.config.core_dumps.then_some("--core-dumps"))
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::from(stderr))
                .spawn()
                .map_err(|source| FuzzError::Spawn {
                    exe: self.config.exe.clone(),
                    source,
                })?;
            let missing = |what: &str| FuzzError::Spawn {
                exe: self.config.exe.clone(),
                source: std::io::Error::other(format!("no {what} pipe")),
            };
            let stdin = child.stdin.take().ok_or_else(|| missing("stdin"))?;
            let stdout = child.stdout.take().ok_or_else(|| missing("stdout"))?;
            let (tx, rx) = mpsc::channel();
            std::thread::spawn(move || {
                let mut reader = BufReader::new(stdout);
                loop {
                    match read_frame(&mut reader) {
                        Ok(Some(f)) => {
                            if tx.send(Some(f)).is_err() {
                                return;
                            }
                        }
                        _ => {
                            let _ = tx.send(None);
                            return;
                        }
                    }
                }
            });
            self.starts += 1;
            self.served = 0;
            self.running = Some(Running {
                child,
                stdin,
                frames: rx,
            });
        }
        self.running.as_mut().ok_or_else(|| FuzzError::Spawn {
            exe: self.config.exe.clone(),
            source: std::io::Error::other("no worker"),
        })
    }

    /// Runs `job`, classifying a death or a timeout.
    pub fn run(&mut self, job: &Job) -> Outcome {
        let timeout = self.config.timeout;
        if self.served >= JOBS_PER_PROCESS {
            self.stop();
        }
        let running = match self.start() {
            Ok(r) => r,
            Err(e) => {
                let e = e.to_string();
                return Outcome::new(Class::Crash, &format!("worker: {e}"), &e);
            }
        };
        if write_frame(&mut running.stdin, &encode_job(job)).is_err() {
            // It died between jobs: restart once.
            self.stop();
            let running = match self.start() {
                Ok(r) => r,
                Err(e) => {
                    let e = e.to_string();
                    return Outcome::new(Class::Crash, &format!("worker: {e}"), &e);
                }
            };
            if let Err(e) = write_frame(&mut running.stdin, &encode_job(job)) {
                self.stop();
                return Outcome::new(Class::Crash, "worker: cannot send a job", &e.to_string());
            }
        }
        self.served += 1;
        let Some(running) = self.running.as_mut() else {
            return Outcome::new(Class::Crash, "worker: lost", "");
        };
        match running.frames.recv_timeout(timeout) {
            Ok(Some(frame)) => {
                let outcome = decode_outcome(&frame).unwrap_or_else(|| {
                    Outcome::new(Class::Crash, "worker: undecodable outcome", "")
                });
                if outcome.class == Class::Crash {
                    // The worker exits after a caught panic.
                    self.reap();
                }
                outcome
            }
            Ok(None) | Err(RecvTimeoutError::Disconnected) => {
                let pid = running.child.id();
                let status = self.reap();
                let stderr = self.stderr_tail();
                let mut outcome = death_outcome(status, &stderr, &self.config.exe);
                if status.is_some_and(|s| s.signal().is_some()) {
                    outcome.report = self.crash_report(pid);
                }
                outcome
            }
            Err(RecvTimeoutError::Timeout) => {
                self.stop();
                Outcome::new(
                    Class::Hang,
                    &format!("no answer within {} s", timeout.as_secs()),
                    "",
                )
            }
        }
    }

    fn reap(&mut self) -> Option<ExitStatus> {
        let mut running = self.running.take()?;
        drop(running.stdin);
        running.child.wait().ok()
    }

    /// Ends the worker process (if any).
    pub fn stop(&mut self) {
        if let Some(mut running) = self.running.take() {
            let _ = running.child.kill();
            let _ = running.child.wait();
        }
    }

    /// The crash report the dead worker `pid` wrote (`tile_compiler::crash`),
    /// with where its core dump went, if it wrote one.
    fn crash_report(&self, pid: u32) -> Option<String> {
        let path = self.worker_scratch().join(REPORT_FILE);
        let text = std::fs::read(&path).ok()?;
        let _ = std::fs::remove_file(&path);
        if text.is_empty() {
            return None;
        }
        let pattern = std::fs::read_to_string("/proc/sys/kernel/core_pattern").unwrap_or_default();
        let core = if self.config.core_dumps {
            format!(
                "core dump: worker pid {pid}; the kernel's core_pattern is '{}' (a relative \
                 name is in the campaign's working folder)\n",
                pattern.trim()
            )
        } else {
            format!("core dump: none asked for (--core-dumps); worker pid {pid}\n")
        };
        Some(core + &String::from_utf8_lossy(&text))
    }

    fn stderr_tail(&self) -> String {
        let Ok(mut f) = File::open(self.stderr_path()) else {
            return String::new();
        };
        let len = f.metadata().map(|m| m.len()).unwrap_or(0);
        let _ = f.seek(SeekFrom::Start(len.saturating_sub(16_384)));
        let mut bytes = Vec::new();
        let _ = f.read_to_end(&mut bytes);
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        if let Some(mut running) = self.running.take() {
            drop(running.stdin);
            // A worker ends at the end of its input; give it a moment.
            let mut ended = false;
            for _ in 0..50 {
                if let Ok(Some(_)) = running.child.try_wait() {
                    ended = true;
                    break;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            if !ended {
                let _ = running.child.kill();
                let _ = running.child.wait();
            }
        }
        let _ = std::fs::remove_dir_all(self.worker_scratch());
        let _ = std::fs::remove_file(self.stderr_path());
    }
}

fn signal_name(signal: i32) -> &'static str {
    match signal {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTRAP => "SIGTRAP",
        _ => "signal",
    }
}

/// The most telling line of a dead worker's stderr.
fn key_line(stderr: &str) -> Option<String> {
    const MARKERS: &[&str] = &[
        "has overflowed its stack",
        "panicked at",
        "LLVM ERROR:",
        "Assertion",
        "memory allocation of",
        "fatal runtime error",
        "tile-opt: error:",
        "error:",
    ];
    let lines: Vec<&str> = stderr.lines().collect();
    for marker in MARKERS {
        if let Some(i) = lines.iter().position(|l| l.contains(marker)) {
            let mut line = lines[i].trim().to_string();
            // A panic's message is on the same line (our hook) or the next.
            if *marker == "panicked at" && line.ends_with(':') {
                if let Some(next) = lines.get(i + 1) {
                    line.push(' ');
                    line.push_str(next.trim());
                }
            }
            return Some(line);
        }
    }
    None
}

/// Frames of the worker's own binary in the crash handler's backtrace
/// (`/path/tile-fuzz(+0x1a2b)[0x...]` or `(symbol+0x12)`), symbolized with
/// llvm-symbolizer: the first two function names outside the handler,
/// libc and Rust's panic machinery (up to `max`).
fn symbolized_frames(exe: &Path, stderr: &str, max: usize) -> Option<Vec<String>> {
    let start = stderr.find(BACKTRACE_MARKER)?;
    let mut offsets = Vec::new();
    for line in stderr[start..].lines().skip(1) {
        let Some(open) = line.find("(+0x") else {
            if line.contains("(") && line.contains(")[0x") {
                continue;
            }
            break;
        };
        let rest = &line[open + 2..];
        let Some(close) = rest.find(')') else {
            continue;
        };
        offsets.push(rest[..close].to_string());
    }
    if offsets.is_empty() {
        return None;
    }
    let symbolizer = std::env::var("LLVM_SYMBOLIZER")
        .unwrap_or_else(|_| "/usr/lib/llvm-22/bin/llvm-symbolizer".to_string());
    let out = Command::new(symbolizer)
        .arg(format!("--obj={}", exe.display()))
        .arg("--functions=linkage")
        .arg("--demangle")
        .args(&offsets)
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    const SKIP: &[&str] = &[
        "on_fatal_signal",
        "tile_compiler::crash::handler",
        "backtrace",
        "__restore_rt",
        "raise",
        "abort",
        "std::panicking",
        "core::panicking",
        "std::sys::",
        "rust_begin_unwind",
        "__rust",
        "??",
    ];
    let mut names = Vec::new();
    for line in text.lines() {
        // Function lines alternate with file:line lines.
        if line.contains(':')
            && line
                .rsplit(':')
                .next()
                .is_some_and(|t| t.chars().all(|c| c.is_ascii_digit()))
        {
            continue;
        }
        let name = line.trim();
        if name.is_empty() || SKIP.iter().any(|s| name.contains(s)) {
            continue;
        }
        let mut short: String = name
            .split('(')
            .next()
            .unwrap_or(name)
            .chars()
            .take(90)
            .collect();
        // Rust's legacy mangling hash (`::h0123456789abcdef`).
        if let Some(at) = short.rfind("::h") {
            if short.len() - at == 19 && short[at + 3..].chars().all(|c| c.is_ascii_hexdigit()) {
                short.truncate(at);
            }
        }
        if short.trim().is_empty() {
            continue;
        }
        if names.last() != Some(&short) {
            names.push(short);
        }
        if names.len() == max {
            break;
        }
    }
    (!names.is_empty()).then_some(names)
}

/// The crash handler's frame lines as printed (at most 48), when
/// [`symbolized_frames`] could not name them.
fn raw_frames(stderr: &str) -> Option<Vec<String>> {
    let start = stderr.find(BACKTRACE_MARKER)?;
    let frames: Vec<String> = stderr[start..]
        .lines()
        .skip(1)
        .take_while(|line| line.contains(")[0x"))
        .map(|line| line.trim().to_string())
        .collect();
    (!frames.is_empty()).then_some(frames)
}

/// The binary offset of the faulting frame in an unsymbolized backtrace
/// (the frame after the handler's and libc's signal return), so that two
/// different unsymbolized crashes get different signatures.
fn faulting_offset(stderr: &str) -> Option<String> {
    let raw = raw_frames(stderr)?;
    let line = raw.get(2)?;
    let open = line.find("(+0x")?;
    let rest = &line[open + 2..];
    Some(rest[..rest.find(')')?].to_string())
}

/// The outcome of a worker that died running a job.
fn death_outcome(status: Option<ExitStatus>, stderr: &str, exe: &Path) -> Outcome {
    let frames = symbolized_frames(exe, stderr, 16);
    let key = key_line(stderr).or_else(|| {
        frames
            .as_ref()
            .map(|f| format!("in {}", f[..f.len().min(2)].join(" < ")))
    });
    let tail: String = {
        let upto = stderr.find(BACKTRACE_MARKER).unwrap_or(stderr.len());
        let lines: Vec<&str> = stderr[..upto].lines().collect();
        let mut t = lines[lines.len().saturating_sub(20)..].join("\n");
        if let Some(f) = &frames {
            t += "\nbacktrace (innermost first):\n  ";
            t += &f.join("\n  ");
        } else if let Some(raw) = raw_frames(stderr) {
            // No symbolizer here (or a stripped binary): keep the offsets,
            // to symbolize later against an unstripped build of the same
            // source (`llvm-symbolizer --obj=tile-fuzz 0x...`).
            t += "\nraw backtrace (innermost first; not symbolized):\n  ";
            t += &raw.join("\n  ");
        }
        t
    };
    match status {
        Some(s) if s.code() == Some(1) && stderr.contains("tile-opt: error:") => {
            // The LLVM fatal-error handler's exit(1): the driver prints an
            // unlocated error; the library has ended its host.
            let line = key.unwrap_or_default();
            Outcome::new(
                Class::UnlocatedError,
                &format!("process exit(1): {line}"),
                &tail,
            )
        }
        Some(s) => {
            let how = match (s.signal(), s.code()) {
                (Some(sig), _) => format!("{} ({sig})", signal_name(sig)),
                (None, Some(code)) => format!("exit {code}"),
                _ => "died".to_string(),
            };
            let sig = match (&key, faulting_offset(stderr)) {
                (Some(k), _) => format!("{how}: {}", normalize_signature(k)),
                // Not normalized: the offset tells crashes apart.
                (None, Some(at)) => format!("{how} at {at}"),
                (None, None) => how,
            };
            Outcome::new(Class::Crash, &sig, &tail)
        }
        None => Outcome::new(Class::Crash, "worker: died without status", &tail),
    }
}

/// The `tile-fuzz` binary of this process (what workers run).
pub fn current_exe() -> Result<PathBuf, FuzzError> {
    std::env::current_exe().map_err(|source| FuzzError::Spawn {
        exe: PathBuf::from("tile-fuzz"),
        source,
    })
}

/// A scratch folder for one campaign.
pub fn scratch_dir(base: &Path) -> PathBuf {
    base.join(format!("scratch-{}", std::process::id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_frames_keep_offsets() {
        let s = format!(
            "x\n{}\n/t/tile-fuzz(+0x1a2b)[0x55]\n/lib/libc.so.6(+0x42)[0x77]\nafter\n",
            BACKTRACE_MARKER
        );
        assert_eq!(
            raw_frames(&s),
            Some(vec![
                "/t/tile-fuzz(+0x1a2b)[0x55]".to_string(),
                "/lib/libc.so.6(+0x42)[0x77]".to_string()
            ])
        );
        assert_eq!(raw_frames("no marker"), None);
        let three = format!(
            "{}\n/t/f(+0x1)[0x5]\n/lib/libc.so.6(+0x42)[0x7]\n/t/f(+0x81e8ea0)[0x9]\n",
            BACKTRACE_MARKER
        );
        assert_eq!(faulting_offset(&three).as_deref(), Some("0x81e8ea0"));
    }

    #[test]
    fn key_lines() {
        let s =
            "noise\nthread 'main' has overflowed its stack\nfatal runtime error: stack overflow\n";
        assert_eq!(
            key_line(s).as_deref(),
            Some("thread 'main' has overflowed its stack")
        );
        let p = "panicked at src/x.rs:3: index out of bounds\n";
        assert_eq!(
            key_line(p).as_deref(),
            Some("panicked at src/x.rs:3: index out of bounds")
        );
    }
}
