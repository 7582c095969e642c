//! Timing with CUDA events: warm-up launches first, then `reps` batches of `batch` launches,
//! each batch between two events on the stream; the median batch is reported per launch.

use cudarc::driver::sys;

use crate::cuda::ck;
use crate::Error;

#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize, PartialEq)]
pub struct Stats {
    /// Milliseconds per launch: median, fastest and slowest batch.
    pub median_ms: f64,
    pub min_ms: f64,
    pub max_ms: f64,
    pub samples: u32,
}

impl Stats {
    pub fn from_samples(mut ms: Vec<f64>) -> Stats {
        assert!(!ms.is_empty());
        ms.sort_by(|a, b| a.total_cmp(b));
        let n = ms.len();
        let median = if n % 2 == 1 {
            ms[n / 2]
        } else {
            0.5 * (ms[n / 2 - 1] + ms[n / 2])
        };
        Stats {
            median_ms: median,
            min_ms: ms[0],
            max_ms: ms[n - 1],
            samples: n as u32,
        }
    }

    /// GB/s (1e9 bytes per second) for `bytes` moved per launch.
    pub fn gbps(&self, bytes: u64) -> f64 {
        bytes as f64 / (self.median_ms * 1e-3) / 1e9
    }
}

struct Event(sys::CUevent);

impl Event {
    fn new() -> Result<Event, Error> {
        let mut e: sys::CUevent = std::ptr::null_mut();
        ck!(
            sys::cuEventCreate(&mut e, sys::CUevent_flags_enum::CU_EVENT_DEFAULT as u32),
            "cuEventCreate"
        )?;
        Ok(Event(e))
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        unsafe {
            sys::cuEventDestroy_v2(self.0);
        }
    }
}

/// The baseline beside every timed kernel: a device-to-device copy moving `bytes` (half
/// read, half written), timed with the same warm-up, repetitions and batch size.
pub fn memcpy_baseline(
    stream: sys::CUstream,
    timing: &crate::case::Timing,
    bytes: u64,
) -> Result<Stats, Error> {
    let half = (bytes / 2) as usize;
    let (a, b) = (
        crate::cuda::Buffer::new(half)?,
        crate::cuda::Buffer::new(half)?,
    );
    time(stream, timing.warmup, timing.reps, timing.batch, || {
        ck!(
            sys::cuMemcpyDtoDAsync_v2(b.ptr(), a.ptr(), half, stream),
            "cuMemcpyDtoDAsync({half} bytes)"
        )
    })
}

/// Warm-up lasts at least this long (and at least `warmup` launches), so that clocks settle.
pub const WARMUP_MS: u128 = 100;

/// Time `enqueue` (which puts one launch or copy on `stream`). Every call is checked; the
/// stream is synchronised after the warm-up and after each batch so that an asynchronous
/// fault is reported against the right phase.
pub fn time(
    stream: sys::CUstream,
    warmup: u32,
    reps: u32,
    batch: u32,
    mut enqueue: impl FnMut() -> Result<(), Error>,
) -> Result<Stats, Error> {
    let t0 = std::time::Instant::now();
    let mut n = 0u64;
    while n < warmup as u64 || t0.elapsed().as_millis() < WARMUP_MS {
        for _ in 0..batch.max(1) {
            enqueue()?;
        }
        n += batch.max(1) as u64;
        ck!(
            sys::cuStreamSynchronize(stream),
            "cuStreamSynchronize after warm-up"
        )?;
        if n > 1_000_000 {
            break;
        }
    }
    let (start, stop) = (Event::new()?, Event::new()?);
    let mut samples = Vec::with_capacity(reps as usize);
    for _ in 0..reps {
        ck!(sys::cuEventRecord(start.0, stream), "cuEventRecord(start)")?;
        for _ in 0..batch {
            enqueue()?;
        }
        ck!(sys::cuEventRecord(stop.0, stream), "cuEventRecord(stop)")?;
        ck!(
            sys::cuEventSynchronize(stop.0),
            "cuEventSynchronize (a timed launch failed?)"
        )?;
        let mut ms = 0f32;
        ck!(
            sys::cuEventElapsedTime_v2(&mut ms, start.0, stop.0),
            "cuEventElapsedTime"
        )?;
        samples.push(ms as f64 / batch as f64);
    }
    Ok(Stats::from_samples(samples))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_and_bandwidth() {
        let s = Stats::from_samples(vec![3.0, 1.0, 2.0]);
        assert_eq!(
            (s.median_ms, s.min_ms, s.max_ms, s.samples),
            (2.0, 1.0, 3.0, 3)
        );
        let s = Stats::from_samples(vec![4.0, 1.0, 2.0, 3.0]);
        assert_eq!(s.median_ms, 2.5);
        // 1 GB in 1 ms = 1000 GB/s.
        let s = Stats::from_samples(vec![1.0]);
        assert!((s.gbps(1_000_000_000) - 1000.0).abs() < 1e-9);
    }
}
