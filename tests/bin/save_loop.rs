//! `save-loop FOLDER [ROUNDS]`: a helper for the kill test (`e2e`, `killed_saves`), never
//! shipped. It saves the bundled map and game into FOLDER over and over, alternating between
//! two complete versions, through the engine's save functions the workbench uses, until it is
//! killed (or, given ROUNDS, after that many rounds).
//!
//! It prints `ready` once both versions are built and nothing has been written yet, then
//! `saved N` after each complete round. When its output is closed it stops.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use workbench_tests::save_versions::{SaveVersions, bundled_maps_dir};

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let Some(dir) = args.next().map(PathBuf::from) else {
        eprintln!("usage: save-loop FOLDER [ROUNDS]");
        return ExitCode::from(2);
    };
    let rounds = match args.next().map(|a| a.to_string_lossy().parse::<u64>()) {
        None => u64::MAX,
        Some(Ok(n)) => n,
        Some(Err(e)) => {
            eprintln!("save-loop: ROUNDS is not a whole number: {e}");
            return ExitCode::from(2);
        }
    };
    let versions = match SaveVersions::from_bundled(&bundled_maps_dir()) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("save-loop: the bundled map and game could not be read: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut out = std::io::stdout().lock();
    if writeln!(out, "ready").and_then(|()| out.flush()).is_err() {
        return ExitCode::FAILURE;
    }
    for round in 0..rounds {
        if let Err(e) = versions.save(usize::from(round % 2 == 1), &dir) {
            eprintln!("save-loop: round {round} failed: {e}");
            return ExitCode::FAILURE;
        }
        // Nobody is listening any more (the test ended): stop rather than spin on.
        if writeln!(out, "saved {round}")
            .and_then(|()| out.flush())
            .is_err()
        {
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
