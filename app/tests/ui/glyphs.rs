//! No missing-glyph boxes in the window: every character the program can write (the literals of
//! its sources and its bundled data, `workbench_tests::written_characters`) has a glyph in the
//! workbench's fonts — egui's own with DejaVu Sans added last — and a Little Wars tally, whose
//! working ends in "→", is laid out without a box (the harness panics on a missing glyph).

use crate::common::app::harness;
use egui::{FontFamily, FontId};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::game::LittleWarsGame;
use workbench::AppOptions;
use workbench_tests::written_characters::program_characters;

#[test]
fn every_character_the_program_writes_has_a_glyph_in_the_window() {
    let mut h = harness(AppOptions::default());
    h.run();
    let found = program_characters();
    assert!(found.contains_key(&'→'), "{found:?}");
    let missing: Vec<String> = h.ctx.fonts_mut(|fonts| {
        [FontFamily::Proportional, FontFamily::Monospace]
            .into_iter()
            .flat_map(|family| found.iter().map(move |(c, at)| (family.clone(), *c, at)))
            .filter(|(family, c, _)| !fonts.has_glyph(&FontId::new(14.0, family.clone()), *c))
            .map(|(family, c, at)| format!("{c:?} (U+{:04X}) in {at}, {family:?}", c as u32))
            .collect()
    });
    assert!(
        missing.is_empty(),
        "no glyph in the window's fonts:\n{}",
        missing.join("\n")
    );
}

#[test]
fn a_tally_with_arrows_is_laid_out_without_a_box() {
    let game = LittleWarsGame::default_battle(1913).unwrap();
    let steps = game.state().score(Side::Red).unwrap().steps;
    let working = steps.join("\n");
    assert!(working.contains('→'), "{working}");
    let mut h = harness(AppOptions::default());
    h.run();
    assert_eq!(
        h.ctx.missing_glyph_policy(),
        egui::MissingGlyphPolicy::Panic,
        "the harness must refuse boxes for this test to mean anything"
    );
    let galley = h.ctx.fonts_mut(|fonts| {
        fonts.layout_no_wrap(
            working.clone(),
            FontId::proportional(14.0),
            egui::Color32::BLACK,
        )
    });
    assert!(galley.size().x > 0.0);
}
