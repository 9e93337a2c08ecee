//! Reading a file a user named: every read has a size limit and refuses what is not a regular
//! file, so `/dev/zero` (length 0, never ends), a folder or a pipe is refused at once.

use kriegsspiel::files::{FileError, read_limited};
use kriegsspiel::map::MapDocument;
use kriegsspiel::systems::reisswitz_1815::army::OrderOfBattle;
use kriegsspiel::systems::reisswitz_1815::game::Game;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

/// A fresh, empty folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ks-file-reads-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `read` on another thread and insists it answers within a few seconds, so a read that
/// never ends fails the test instead of hanging it.
fn promptly<T: Send + 'static>(read: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(read());
    });
    rx.recv_timeout(Duration::from_secs(10))
        .unwrap_or_else(|_| panic!("the read did not finish within 10 s"))
}

/// `/dev/zero` where there is one (Linux and most Unix); `None` elsewhere, and the test skips.
fn dev_zero() -> Option<&'static Path> {
    let path = Path::new("/dev/zero");
    if path.exists() {
        Some(path)
    } else {
        eprintln!("no /dev/zero here; skipped");
        None
    }
}

#[test]
fn read_limited_refuses_dev_zero_at_once() {
    let Some(zero) = dev_zero() else { return };
    let result = promptly(move || read_limited(zero, 1024, "a saved game"));
    let err = result.unwrap_err();
    assert_eq!(
        err,
        FileError::NotRegularFile {
            path: "/dev/zero".into(),
            what: "a saved game",
        }
    );
    let message = err.to_string();
    assert!(message.contains("/dev/zero"), "{message}");
    assert!(message.contains("not a regular file"), "{message}");
}

#[test]
fn read_limited_refuses_a_folder() {
    let dir = scratch("folder");
    let err = read_limited(&dir, 1024, "a map file").unwrap_err();
    assert!(matches!(err, FileError::NotRegularFile { .. }), "{err:?}");
    assert!(
        err.to_string().contains(&dir.display().to_string()),
        "{err}"
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn read_limited_takes_the_limit_and_refuses_one_byte_more() {
    let dir = scratch("limit");
    let at = dir.join("at.json");
    let over = dir.join("over.json");
    fs::write(&at, vec![b'x'; 100]).unwrap();
    fs::write(&over, vec![b'x'; 101]).unwrap();
    assert_eq!(read_limited(&at, 100, "a map file").unwrap().len(), 100);
    let err = read_limited(&over, 100, "a map file").unwrap_err();
    assert_eq!(
        err,
        FileError::TooLarge {
            path: over.display().to_string(),
            what: "a map file",
            bytes: 101,
            limit: 100,
        }
    );
    assert!(err.to_string().contains("at most 100 bytes"), "{err}");
    let missing = read_limited(&dir.join("missing.json"), 100, "a map file").unwrap_err();
    assert!(
        matches!(missing, FileError::Io { action: "read", .. }),
        "{missing:?}"
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn loading_a_game_map_or_order_of_battle_from_dev_zero_is_refused_at_once() {
    let Some(zero) = dev_zero() else { return };
    let game = promptly(move || Game::load(zero).map(|_| ()).map_err(|e| e.to_string()));
    let message = game.unwrap_err();
    assert!(message.contains("/dev/zero"), "{message}");
    assert!(message.contains("not a regular file"), "{message}");

    let map = promptly(move || {
        MapDocument::load(zero)
            .map(|_| ())
            .map_err(|e| e.to_string())
    });
    let message = map.unwrap_err();
    assert!(message.contains("not a regular file"), "{message}");

    let oob = promptly(move || {
        OrderOfBattle::load(zero)
            .map(|_| ())
            .map_err(|e| e.to_string())
    });
    let message = oob.unwrap_err();
    assert!(message.contains("not a regular file"), "{message}");
}

#[test]
fn loading_a_game_from_a_folder_is_refused() {
    let dir = scratch("game-folder");
    let message = Game::load(&dir).map(|_| ()).unwrap_err().to_string();
    assert!(message.contains("not a regular file"), "{message}");
    let _ = fs::remove_dir_all(&dir);
}
