//! A process that keeps one core busy while a benchmark measures under load.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A child process spinning on one core until dropped (killed then, by its own id).
///
/// The child is the benchmark's own executable run with `phase=busy`: every benchmark using
/// this answers that phase with [`busy`].
pub struct BusyCore(Child);

impl BusyCore {
    /// Starts `exe phase=busy` and gives it a moment to get going before anything is timed.
    pub fn start(exe: &Path) -> Self {
        let child = Command::new(exe)
            .arg("phase=busy")
            .stdout(Stdio::null())
            .spawn()
            .expect("start the busy process");
        std::thread::sleep(Duration::from_millis(300));
        Self(child)
    }
}

impl Drop for BusyCore {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Keeps one core busy until killed (the `phase=busy` child).
pub fn busy() -> ! {
    let mut x = 1u64;
    loop {
        for _ in 0..1_000_000 {
            x = std::hint::black_box(x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1));
        }
    }
}
