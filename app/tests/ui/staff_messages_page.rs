//! The umpire's Messages page (issue 19, items 9, 7 and 13): each message's words under its
//! line, a unit's report amended before it rides on, how near the captor stands to the
//! messenger's road, and what was delivered move by move.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{bundled_map, options, type_into, type_into_multiline, wait_loaded};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::systems::reisswitz_1815::game::Command;
use workbench::WorkbenchApp;

fn click(h: &mut Harness<'_, WorkbenchApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

fn choose(h: &mut Harness<'_, WorkbenchApp>, combo: &str, item: &str) {
    h.get_by_label(combo).click();
    h.run();
    h.get_by_label_contains(item).click();
    h.run();
}

fn text_of_first(h: &Harness<'_, WorkbenchApp>) -> String {
    h.state().troops().unwrap().game.state().staff().messages[0]
        .text
        .clone()
}

#[test]
fn the_messages_page_shows_words_amends_reports_and_lists_deliveries_by_move() {
    let mut h = common::app::sized_harness(options(Some(bundled_map()), None), 1200.0, 1600.0);
    wait_loaded(&mut h);
    click(&mut h, "Messages");
    // A2's commanding officer reports to A1: a unit's report, the umpire's to amend.
    choose(&mut h, "From", "A2 — 2nd Battalion");
    choose(&mut h, "To", "A1 — 1st Battalion");
    type_into_multiline(&mut h, "Message text", "Enemy hussars by the mill.");
    click(&mut h, "Send");
    assert_eq!(
        text_of_first(&h),
        "Enemy hussars by the mill.",
        "{:?}",
        h.state().messages()
    );
    // Its words stand under its line.
    h.get_by_label("Enemy hussars by the mill.");

    // Amended before it rides on, in the journal.
    click(&mut h, "Amend report #1…");
    type_into_multiline(
        &mut h,
        "The words of report #1",
        "Two squadrons of hussars by the mill.",
    );
    click(&mut h, "Amend report");
    assert_eq!(text_of_first(&h), "Two squadrons of hussars by the mill.");
    let last = h
        .state()
        .troops()
        .unwrap()
        .game
        .journal()
        .last()
        .unwrap()
        .command
        .clone();
    assert!(matches!(last, Command::AmendReport { .. }), "{last:?}");

    // The captor chosen on the map: how near it stands to the messenger's road this move.
    let b1 = kriegsspiel::ids::UnitId::new("blue-b-1").unwrap();
    h.state_mut().troops_mut().unwrap().select(Some(b1), false);
    click(&mut h, "Intercept message #1…");
    h.get_by_label_contains("paces from the road the messenger rides this move");
    h.get_by_label("Reason to override the reach (if beyond it)");
    click(&mut h, "Cancel interception");

    // Moves pass until it is in hand; then the move-by-move list names it.
    click(&mut h, "Troops");
    type_into(&mut h, "up to N moves", "60");
    for _ in 0..40 {
        if !h.state().troops().unwrap().game.state().staff().messages[0].in_transit() {
            break;
        }
        click(&mut h, "Advance until something happens");
    }
    click(&mut h, "Messages");
    click(&mut h, "Delivered, move by move");
    h.get_by_label_contains("No. 1 to A1 — 1st Battalion: Two squadrons of hussars");
}
