//! The seam for games with a table of their own: the start screen and the File menu open
//! Little Wars and the grid game in place of the map workbench, and Close table game goes back.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::app::{harness, options};
use egui_kittest::kittest::Queryable;

#[test]
fn start_screen_and_file_menu_open_and_close_table_games() {
    let mut h = harness(options(None, None));
    h.run();
    assert!(h.state().table_game().is_none());

    // The start screen (no map open) offers both table games.
    h.get_by_label("New Little Wars game").click();
    h.run();
    let title = h.state().table_game().expect("Little Wars opened").title();
    assert!(title.contains("Little Wars"), "{title}");

    // The map's commands are greyed out while the table game has the window.
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Close table game").click();
    h.run();
    assert!(
        h.state().table_game().is_none(),
        "closed, back to the map workbench"
    );

    // Back at the start screen.
    h.get_by_label("New grid game: lines of communication")
        .click();
    h.run();
    let title = h.state().table_game().expect("grid game opened").title();
    assert!(title.contains("Grid game"), "{title}");
}
