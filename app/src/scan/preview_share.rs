//! The whole-map preview's claim on the cores while a JPEG loads. The preview is what the
//! umpire waits for; the full-resolution decoding beside it is not. On two free cores both
//! run at once, but when another program keeps a core busy the scheduler splits what is left
//! between the preview and the decoder, and the preview crawls. So the preview's thread
//! watches its own share of a core, and once it falls short the decoder waits at a gate until
//! the preview is out.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How often the preview's thread compares its CPU time with the clock.
const WATCH_EVERY: Duration = Duration::from_millis(200);

/// Less of a core than this over one watch: the preview is starved.
const STARVED_BELOW: f64 = 0.75;

/// Whether the preview is out yet, and whether it was found starved.
#[derive(Debug, Default)]
pub(super) struct PreviewShare {
    out: Mutex<bool>,
    arrived: Condvar,
    starved: AtomicBool,
}

impl PreviewShare {
    /// A share for a load whose preview is still to come (`out` false) or comes with no
    /// thread of its own (`out` true: nothing ever waits).
    pub(super) fn new(out: bool) -> Self {
        Self {
            out: Mutex::new(out),
            ..Self::default()
        }
    }

    /// The preview is out (or failed, or was cancelled): the decoder goes on.
    pub(super) fn finish(&self) {
        *self.out.lock().unwrap_or_else(PoisonError::into_inner) = true;
        self.arrived.notify_all();
    }

    /// Whether the preview is out.
    pub(super) fn is_out(&self) -> bool {
        *self.out.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whether the preview's thread was found short of a core.
    pub(super) fn is_starved(&self) -> bool {
        self.starved.load(Ordering::Relaxed)
    }

    /// For the decoder, before each band: once the preview was found starved, waits until it
    /// is out.
    pub(super) fn wait_if_starved(&self) {
        if !self.is_starved() {
            return;
        }
        let mut out = self.out.lock().unwrap_or_else(PoisonError::into_inner);
        while !*out {
            out = self
                .arrived
                .wait(out)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// For the preview's thread: looks at its share of a core now and then (call often).
    pub(super) fn watch(&self) -> ShareWatch<'_> {
        ShareWatch {
            share: self,
            since: Cell::new(Instant::now()),
            cpu_since: Cell::new(thread_cpu_seconds()),
        }
    }
}

/// The preview thread's own measure of its share of a core.
pub(super) struct ShareWatch<'a> {
    share: &'a PreviewShare,
    since: Cell<Instant>,
    cpu_since: Cell<Option<f64>>,
}

impl ShareWatch<'_> {
    /// Compares the thread's CPU time with the clock once a watch has passed, and marks the
    /// preview starved when it got less than three quarters of a core. A preview waiting on a
    /// slow disk reads as starved too; the decoder then waits for it, which only puts the full
    /// detail after the preview, never stops it.
    pub(super) fn tick(&self) {
        let wall = self.since.get().elapsed();
        if wall < WATCH_EVERY || self.share.is_starved() {
            return;
        }
        let cpu = thread_cpu_seconds();
        if let (Some(before), Some(now)) = (self.cpu_since.get(), cpu)
            && (now - before) / wall.as_secs_f64() < STARVED_BELOW
        {
            self.share.starved.store(true, Ordering::Relaxed);
        }
        self.since.set(Instant::now());
        self.cpu_since.set(cpu);
    }
}

/// CPU seconds (user and system) the calling thread has used, where the system tells
/// (Linux's `/proc/thread-self/stat`, in ticks of 1/100 s); `None` elsewhere.
fn thread_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields 14 and 15 (utime, stime); the name in field 2 may hold spaces, so count from the
    // ')' that closes it.
    let mut fields = stat.rsplit_once(')')?.1.split_whitespace().skip(11);
    let user: f64 = fields.next()?.parse().ok()?;
    let system: f64 = fields.next()?.parse().ok()?;
    Some((user + system) / 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_decoder_passes_the_gate_unless_the_preview_was_starved() {
        let share = PreviewShare::new(false);
        share.wait_if_starved(); // not starved: returns at once
        share.starved.store(true, Ordering::Relaxed);
        std::thread::scope(|s| {
            s.spawn(|| {
                std::thread::sleep(Duration::from_millis(20));
                share.finish();
            });
            share.wait_if_starved(); // starved: returns once the preview is out
        });
        assert!(share.is_out());
    }

    #[test]
    fn a_thread_that_sleeps_through_a_watch_is_starved() {
        let share = PreviewShare::new(false);
        let watch = share.watch();
        std::thread::sleep(WATCH_EVERY + Duration::from_millis(50));
        watch.tick();
        // Linux says how little CPU the sleep took; elsewhere nothing is known.
        assert_eq!(share.is_starved(), thread_cpu_seconds().is_some());
    }
}
