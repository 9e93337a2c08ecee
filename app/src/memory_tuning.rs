//! How the process's memory allocator is set up (issue 23: nine sheets within the memory of one).
//!
//! A map's sheets load one after another, each on loader threads of its own, and every tile
//! beyond the shared budget goes to the disk cache. With glibc's defaults the memory those
//! threads free stays with the allocator: each thread allocates from a per-thread arena, an
//! arena hands back only the free memory at its top, and a finished sheet's remaining tiles pin
//! the rest, so every sheet's threads leave a few tens of MiB behind. Measured with the
//! `nine_sheets` bench on the 2-core machine, nine 3,942 × 4,718 sheets peaked at 1.4× to 1.8×
//! one sheet's RGBA above the shared tile budget with glibc's defaults (280-310 MiB), and at
//! 0.52× to 0.61× with one arena (216-222 MiB), quiet and with one core busy alike.
//!
//! Tried as well, and left out: a fixed 1 MiB mmap threshold (each tile of 512 × 512 RGBA then
//! mapped and unmapped on its own) and a fixed trim threshold, with the one arena, measured the
//! same (0.50× to 0.66×) but cost time: a 128 KiB trim threshold gave the heap back and took it
//! again on every frame (850 `brk` calls in the troop bench against 84), and every tile uploaded
//! as a texture would have been a fresh mapping.

/// Sets the allocator up for a program that frees on some threads what others allocated: one
/// arena for every thread, so what one sheet's loader threads free serves the next sheet's
/// threads instead of staying in arenas of their own.
///
/// Called when the app is created, before any map loads, by the program and by everything that
/// runs the whole app (tests, benches); calling it again changes nothing. On other platforms
/// and allocators it does nothing.
pub fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    glibc::one_arena();
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod glibc {
    /// Asks glibc for one arena; if it refuses (mallopt returns 0) the default stays.
    pub(super) fn one_arena() {
        // SAFETY: mallopt takes two integers, touches only the allocator's own settings (under
        // its lock) and may be called at any time from any thread.
        #[allow(unsafe_code)]
        let _accepted = unsafe { libc::mallopt(libc::M_ARENA_MAX, 1) };
    }
}
