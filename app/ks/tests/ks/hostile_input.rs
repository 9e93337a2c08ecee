//! Hostile input (issue 23 item 13): control characters from a file never reach the terminal
//! as they are, numbers out of all reason are refused, `--house-rule` is refused where it
//! would be ignored, and a format that only looks right says what is wrong with it.

use crate::support::ks;
use std::fs;
use std::path::PathBuf;

/// A fresh folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ks-hostile-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Whether `text` holds a character a terminal would act on (other than a line break or tab).
fn has_terminal_controls(text: &str) -> bool {
    text.chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
}

#[test]
fn control_characters_from_a_file_are_escaped_in_messages() {
    let dir = scratch("controls");
    let path = dir.join("crafted.json");
    // Clear the screen, home the cursor, and claim success, in the field a refusal echoes.
    fs::write(
        &path,
        r#"{"system": "\u001b[2J\u001b[HReplay accepted\r", "format": "grid-game"}"#,
    )
    .unwrap();
    let (code, out, err) = ks(&["grid", "replay", path.to_str().unwrap()]);
    assert_eq!(code, 2, "{out}{err}");
    let all = format!("{out}{err}");
    assert!(!has_terminal_controls(&all), "{all:?}");
    assert!(all.contains(r"\u{1b}[2J\u{1b}[H"), "{all}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_format_that_only_looks_right_says_what_is_wrong() {
    let dir = scratch("format");
    let path = dir.join("look-alike.game.json");
    // A zero-width space after the format's name: on a terminal both names read the same.
    fs::write(
        &path,
        "{\"format\": \"little-wars-game\u{200b}\", \"system\": \"little_wars\", \
         \"format_version\": 1}",
    )
    .unwrap();
    let (code, _, err) = ks(&["view", path.to_str().unwrap(), "--side", "red"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(r"little-wars-game\u{200b}"), "{err}");
    assert!(!err.contains('\u{200b}'), "{err:?}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn numbers_out_of_all_reason_are_refused() {
    for args in [
        ["sight", "--distance", "1e308"],
        ["fire", "--range", "1e300"],
        ["swim", "--width", "1e20"],
    ] {
        let (code, out, err) = ks(&args);
        assert_eq!(code, 2, "{args:?} answered: {out}");
        assert!(err.contains("at most"), "{args:?}: {err}");
        assert!(out.len() < 2000 && err.len() < 2000, "{args:?}: {out}{err}");
    }
    // An ordinary distance is still answered.
    let (code, _, err) = ks(&["sight", "--distance", "800"]);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn a_house_rule_is_refused_where_it_would_be_ignored() {
    for args in [
        vec!["little-wars", "points", "--infantry", "3"],
        vec!["grid", "replay", "no-such-file.json"],
    ] {
        let mut with_rule = args.clone();
        with_rule.extend(["--house-rule", "dice.losses.R.per_squadron=8"]);
        let (code, out, err) = ks(&with_rule);
        assert_eq!(code, 2, "{with_rule:?} answered: {out}");
        assert!(err.contains("--house-rule"), "{with_rule:?}: {err}");
    }
}
