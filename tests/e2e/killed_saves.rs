//! A save killed at any moment (issue 13, "kill tests in CI"): the helper `save-loop` saves a
//! map, its game and both autosaves over and over, alternating two versions, through the
//! engine's atomic writes; this test kills it with SIGKILL after seeded random delays and,
//! after every kill, reads each file back: it is absent (never written yet), or the first or
//! the second version complete — never a torn mixture. Temporary files left by a kill in the
//! middle of a write are at most one per file, and the next save clears them.
//!
//! The game-only crash recovery (defect 1) is driven in the app's `ui` binary:
//! `hardening::a_game_only_change_is_offered_back_after_a_crash`.

use kriegsspiel::map::MapDocument;
use kriegsspiel::systems::reisswitz_1815::game::Game;
use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Lines};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};
use workbench_tests::save_versions::{
    SaveVersions, SavedFile, SavedKind, bundled_maps_dir, saved_files,
};

/// How many times the helper is killed.
const KILLS: usize = 20;
/// The longest wait before a kill, in milliseconds (two or three rounds of saving in a debug build).
const MAX_DELAY_MS: u64 = 300;
/// The seed of the delays, so that a failure can be run again with the same ones.
const SEED: u64 = 0x5A7E_C0DE_2024;

/// SplitMix64: enough randomness for delays, with no dependency.
struct Delays(u64);

impl Delays {
    fn next_ms(&mut self, below: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % below
    }
}

/// A fresh, empty folder under the system's temporary folder.
fn fresh_folder() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ks-killed-saves-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary folder");
    dir
}

/// Starts the helper on `dir`; returns it with its output, once it says it is ready.
fn start_helper(dir: &Path, rounds: Option<u64>) -> (Child, Lines<BufReader<ChildStdout>>) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_save-loop"));
    command
        .arg(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit());
    if let Some(n) = rounds {
        command.arg(n.to_string());
    }
    let mut child = command.spawn().expect("the save-loop helper starts");
    let stdout = child.stdout.take().expect("piped output");
    let mut lines = BufReader::new(stdout).lines();
    let first = lines.next().expect("a first line").expect("readable");
    assert_eq!(first, "ready", "the helper's first word");
    (child, lines)
}

/// Both versions of one file: their text as the engine writes it, and as JSON values (so that
/// a file whose keys came out in another order still compares equal).
struct Expected {
    texts: [String; 2],
    values: [serde_json::Value; 2],
}

impl Expected {
    fn of(versions: &SaveVersions, kind: SavedKind) -> Self {
        let texts = versions.expected(kind).expect("versions as JSON");
        let values = texts
            .clone()
            .map(|t| serde_json::from_str(&t).expect("the engine's own JSON"));
        Self { texts, values }
    }
}

/// Which version (0 or 1) the file in `dir` holds, or `None` if it is absent. Panics if it is
/// not whole JSON, or is neither version.
fn version_of(dir: &Path, file: &SavedFile, expected: &Expected) -> Option<usize> {
    let path = dir.join(&file.name);
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => panic!("{} cannot be read after a kill: {e}", file.name),
    };
    if let Some(which) = expected.texts.iter().position(|t| t.as_bytes() == bytes) {
        return Some(which);
    }
    let value: serde_json::Value = serde_json::from_slice(&bytes)
        .unwrap_or_else(|e| panic!("{} is not whole JSON after a kill: {e}", file.name));
    let which = expected.values.iter().position(|v| *v == value);
    assert!(
        which.is_some(),
        "{} is whole JSON but neither the first nor the second version",
        file.name
    );
    which
}

/// Reads every file with the workbench's own loader (the map's or the game's).
fn load_with_the_engine(dir: &Path, files: &[SavedFile]) {
    for file in files {
        let path = dir.join(&file.name);
        match file.kind {
            SavedKind::Map => drop(MapDocument::load(&path).expect("the map loads")),
            SavedKind::Game => drop(Game::load(&path).expect("the game loads")),
        }
    }
}

/// The names in `dir` that are not among the saved files.
fn others_in(dir: &Path, files: &[SavedFile]) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .expect("folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|name| !files.iter().any(|f| f.name == *name))
        .collect()
}

#[test]
fn a_save_killed_at_any_moment_leaves_the_old_or_the_new_file_whole() {
    let began = Instant::now();
    let versions = SaveVersions::from_bundled(&bundled_maps_dir()).expect("bundled map and game");
    let files = saved_files();
    let expected: Vec<Expected> = files
        .iter()
        .map(|f| Expected::of(&versions, f.kind))
        .collect();
    // The temporary files a kill may leave: `.NAME.<random>.tmp` beside each saved file.
    let temporary = |name: &String| {
        files
            .iter()
            .any(|f| name.starts_with(&format!(".{}.", f.name)) && name.ends_with(".tmp"))
    };
    let dir = fresh_folder();
    let mut delays = Delays(SEED);
    let (mut found, mut mid_write) = ([0_usize; 3], 0_usize);
    let mut checking = Duration::ZERO;

    for kill in 0..KILLS {
        let (mut child, _lines) = start_helper(&dir, None);
        std::thread::sleep(Duration::from_millis(delays.next_ms(MAX_DELAY_MS)));
        child.kill().expect("SIGKILL");
        child.wait().expect("the killed helper is reaped");
        let checked = Instant::now();

        for (file, expected) in files.iter().zip(&expected) {
            let slot = version_of(&dir, file, expected).map_or(2, |v| v);
            found[slot] += 1;
        }
        let others = others_in(&dir, &files);
        let strays: Vec<&String> = others.iter().filter(|n| !temporary(n)).collect();
        assert!(
            strays.is_empty(),
            "kill {kill}: unexpected files {strays:?}"
        );
        mid_write += usize::from(!others.is_empty());
        checking += checked.elapsed();
    }

    // One complete run: every temporary file a kill left is replaced and gone.
    let (mut child, lines) = start_helper(&dir, Some(2));
    let said: Vec<String> = lines.map(|l| l.expect("readable")).collect();
    assert!(child.wait().expect("the helper ends").success());
    assert_eq!(said, ["saved 0", "saved 1"]);
    assert_eq!(
        others_in(&dir, &files),
        BTreeSet::new(),
        "no temporary file outlives a complete save"
    );
    for (file, expected) in files.iter().zip(&expected) {
        assert_eq!(version_of(&dir, file, expected), Some(1), "{}", file.name);
    }
    load_with_the_engine(&dir, &files);
    eprintln!(
        "{KILLS} kills in {:.1} s: files found whole as the first version {}, the second {}, \
         not yet written {}; {mid_write} kill(s) left a temporary file; checking took {:.1} s",
        began.elapsed().as_secs_f64(),
        found[0],
        found[1],
        found[2],
        checking.as_secs_f64()
    );
    let _ = std::fs::remove_dir_all(&dir);
}
