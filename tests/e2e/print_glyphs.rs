//! No missing-glyph boxes on paper: every character the program can write (the literals of its
//! sources and its bundled data, `workbench_tests::written_characters`) has a glyph in the
//! sheets' typefaces, and a sheet read back with poppler gives back every character of its
//! lines (a character drawn as the font's box has no text behind it and reads back as nothing).

use print::characters_without_glyph;
use std::collections::BTreeMap;
use workbench_tests::written_characters::program_characters;

/// Fails, naming each character and a line, where `text` (a sheet read back by `pdftotext`)
/// holds fewer of a character than the `lines` drawn on it.
pub fn assert_read_back_whole(lines: &[String], text: &str) {
    let mut drawn: BTreeMap<char, usize> = BTreeMap::new();
    for c in lines
        .iter()
        .flat_map(|l| l.chars())
        .filter(|c| !c.is_whitespace())
    {
        *drawn.entry(c).or_default() += 1;
    }
    let lost: Vec<String> = drawn
        .into_iter()
        .filter_map(|(c, n)| {
            let read = text.chars().filter(|&t| t == c).count();
            let line = lines.iter().find(|l| l.contains(c))?;
            (read < n).then(|| format!("{c:?} (U+{:04X}) drawn {n}, read {read}: {line}", c as u32))
        })
        .collect();
    assert!(lost.is_empty(), "printed as boxes:\n{}", lost.join("\n"));
}

#[test]
fn every_character_the_program_writes_has_a_glyph_on_paper() {
    let found = program_characters();
    assert!(found.len() > 10, "too few characters found: {found:?}");
    let text: String = found.keys().collect();
    let missing: Vec<String> = characters_without_glyph(&text)
        .into_iter()
        .map(|c| format!("{c:?} (U+{:04X}) in {}", c as u32, found[&c]))
        .collect();
    assert!(
        missing.is_empty(),
        "no glyph in the sheets' typefaces:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_check_names_a_character_without_a_glyph() {
    // Hiragana is in neither Ubuntu Light nor DejaVu Sans.
    let c = 'あ';
    assert_eq!(characters_without_glyph(&format!("→ {c}")).len(), 1);
    let caught = std::panic::catch_unwind(|| {
        assert_read_back_whole(&["a → b".to_string()], "a b");
    });
    assert!(
        caught.is_err(),
        "an arrow lost on the way back went unnoticed"
    );
}
