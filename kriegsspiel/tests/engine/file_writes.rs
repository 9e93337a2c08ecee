//! Writing a file atomically when the folder holds surprises: a link planted under a
//! temporary name, the file saved to being a link, the file being read-only (issue 23 item 7).

#![cfg(unix)]

use kriegsspiel::files::{FileError, write_atomically};
use std::fs;
use std::os::unix::fs::{PermissionsExt, symlink};
use std::path::PathBuf;

/// A fresh, empty folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ks-file-writes-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The names in `dir`, sorted.
fn names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_link_planted_under_the_temporary_name_redirects_nothing() {
    let dir = scratch("planted");
    let victim = dir.join("victim.txt");
    fs::write(&victim, b"someone else's file").unwrap();
    // The name the old code wrote its temporary file under, pointing at another file.
    symlink(&victim, dir.join("game.json.tmp")).unwrap();
    let path = dir.join("game.json");
    write_atomically(&path, b"the game").unwrap();
    assert_eq!(fs::read(&victim).unwrap(), b"someone else's file");
    let saved = fs::symlink_metadata(&path).unwrap();
    assert!(saved.is_file(), "the save is a file of its own, not a link");
    assert_eq!(fs::read(&path).unwrap(), b"the game");
    assert_eq!(
        names(&dir),
        ["game.json", "game.json.tmp", "victim.txt"],
        "nothing else left behind"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn saving_through_a_link_writes_its_target_and_keeps_the_link() {
    let dir = scratch("through-link");
    let elsewhere = dir.join("games");
    fs::create_dir_all(&elsewhere).unwrap();
    let target = elsewhere.join("real.game.json");
    fs::write(&target, b"old").unwrap();
    let link = dir.join("current.game.json");
    // A relative link, as `ln -s games/real.game.json current.game.json` makes.
    symlink("games/real.game.json", &link).unwrap();
    write_atomically(&link, b"new").unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink(),
        "the link is still a link"
    );
    assert_eq!(
        fs::read(&target).unwrap(),
        b"new",
        "its target has the save"
    );
    assert_eq!(fs::read(&link).unwrap(), b"new");
    assert_eq!(
        names(&elsewhere),
        ["real.game.json"],
        "no temporary file left"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_read_only_file_is_refused_and_left_as_it_was() {
    let dir = scratch("read-only");
    let path = dir.join("finished.game.json");
    fs::write(&path, b"the finished game").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).unwrap();
    let error = write_atomically(&path, b"changed").unwrap_err();
    assert!(
        matches!(&error, FileError::ReadOnly { path: p } if p.ends_with("finished.game.json")),
        "{error:?}"
    );
    assert!(error.to_string().contains("read-only"), "{error}");
    assert_eq!(fs::read(&path).unwrap(), b"the finished game");
    assert_eq!(
        names(&dir),
        ["finished.game.json"],
        "no temporary file left"
    );
    fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).unwrap();
    write_atomically(&path, b"changed").unwrap();
    assert_eq!(
        fs::read(&path).unwrap(),
        b"changed",
        "writable again, saved"
    );
    fs::remove_dir_all(&dir).unwrap();
}
