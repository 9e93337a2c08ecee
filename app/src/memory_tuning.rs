//! How the process's memory allocator is set up (issue 23: nine sheets within the memory of one).
//!
//! A map's sheets load one after another, each on loader threads of its own, and every tile
//! beyond the shared budget goes to the disk cache. With glibc's defaults the memory those
//! threads free stays with the allocator: each thread allocates from a per-thread arena, an
//! arena hands back only the free memory at its top, and a finished sheet's remaining tiles pin
//! the rest, so every sheet's threads leave a few tens of MiB behind. Measured with the
//! `nine_sheets` bench on the 2-core machine, nine 3,942 × 4,718 sheets peaked at 1.4× to 1.8×
//! one sheet's RGBA above the shared tile budget with glibc's defaults (280-310 MiB), and at
//! 0.50× to 0.66× with these settings (216-228 MiB), quiet and with one core busy alike.

/// Sets the allocator up for a program that frees large buffers on other threads than the one
/// it is running: one arena for every thread (what a thread frees serves the next sheet's
/// threads instead of staying in an arena of its own), and fixed thresholds, so buffers of a
/// tile (512 × 512 RGBA, 1 MiB) or more are mapped from and handed back to the system directly
/// and free memory above 128 KiB at the top of the heap goes back too (glibc otherwise raises
/// both thresholds as large buffers are freed, keeping up to 64 MiB).
///
/// Called when the app is created, before any map loads, by the program and by everything that
/// runs the whole app (tests, benches); calling it again changes nothing. On other platforms
/// and allocators it does nothing.
pub fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    glibc::tune();
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod glibc {
    /// Buffers this size or larger are mapped directly: a tile of 512 × 512 RGBA pixels.
    const MMAP_THRESHOLD: libc::c_int = 1 << 20;
    /// Free memory above this at the top of the heap goes back to the system.
    const TRIM_THRESHOLD: libc::c_int = 128 << 10;

    /// Applies the settings; a setting glibc refuses (it returns 0) keeps its default.
    pub(super) fn tune() {
        for (param, value) in [
            (libc::M_ARENA_MAX, 1),
            (libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD),
            (libc::M_TRIM_THRESHOLD, TRIM_THRESHOLD),
        ] {
            // SAFETY: mallopt takes two integers, touches only the allocator's own settings
            // (under its lock) and is documented as safe to call at any time from any thread.
            #[allow(unsafe_code)]
            let _accepted = unsafe { libc::mallopt(param, value) };
        }
    }
}
