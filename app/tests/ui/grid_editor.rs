//! The grid table's board editor and new-game window driven by their labels (issue 11, item 1
//! and the options chosen at game creation): an arsenal placed with the mouse, a placement the
//! counts refuse and a board the published deployment does not fit, both in words; the board
//! saved to a typed path and played; every option offered before a game starts, the default
//! marked, and the chosen readings in the new game and its options list.

use crate::common::TempDir;
use egui::{Key, Modifiers, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::systems::grid::{
    Board, BoardEditor, ChargeLines, Feature, GridOptions, GridSide, MapLayout, Square,
};
use std::sync::Arc;
use workbench::commands::PickOutcome;
use workbench::table::TableWing;
use workbench::table::grid::{GridFileAction, GridTable};

fn harness(table: GridTable) -> Harness<'static, GridTable> {
    crate::common::little_wars::wing_harness(table, 900.0)
}

fn editor_square(h: &Harness<'_, GridTable>, x: u8, y: u8) -> Pos2 {
    h.state()
        .board_editor()
        .and_then(|page| page.geometry())
        .expect("the editor's board was drawn")
        .center(Square::new(x, y))
}

fn click_square(h: &mut Harness<'_, GridTable>, x: u8, y: u8) {
    let at = editor_square(h, x, y);
    crate::grid_table::click_at(h, at);
}

fn feature_at(h: &Harness<'_, GridTable>, x: u8, y: u8) -> Option<Feature> {
    h.state()
        .board_editor()
        .expect("the editor is open")
        .editor()
        .feature(Square::new(x, y))
}

/// Some label on screen contains `text` (a refusal is both the message and a check's line).
fn shown(h: &Harness<'_, GridTable>, text: &str) {
    assert!(
        h.query_all_by_label_contains(text).next().is_some(),
        "no label contains {text:?}"
    );
}

fn click(h: &mut Harness<'_, GridTable>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

#[test]
fn the_board_editor_places_refuses_in_words_saves_to_a_typed_path_and_plays() {
    let dir = TempDir::new("grid-board-editor");
    let picker = Arc::new(|_: GridFileAction| {
        PickOutcome::Unavailable("no desktop portal in this test".into())
    });
    let mut h = harness(GridTable::new_default().with_file_picker(picker));
    h.run();
    click(&mut h, "Edit board");
    h.get_by_label("Board editor");
    click(&mut h, "New empty board");
    h.get_by_label(
        "North (rows 0–9): arsenal 0 of 2 · fort 0 of 3 · pass 0 of 1 · mountain 0 of 9",
    );

    // An arsenal placed with the mouse (the tool in hand when the editor opens).
    click_square(&mut h, 7, 3);
    assert_eq!(feature_at(&h, 7, 3), Some(Feature::Arsenal));
    h.get_by_label(
        "North (rows 0–9): arsenal 1 of 2 · fort 0 of 3 · pass 0 of 1 · mountain 0 of 9",
    );
    // A third North arsenal is refused in words (source L13), and a fort on the arsenal too.
    click_square(&mut h, 14, 1);
    click_square(&mut h, 3, 2);
    assert_eq!(feature_at(&h, 3, 2), None);
    h.get_by_label("Refused: North already has its 2 arsenal squares (source L13)");
    click(&mut h, "Place fort");
    click_square(&mut h, 7, 3);
    h.get_by_label("Refused: [7,3] already holds an arsenal; one feature per square (source L13)");
    // The open checks are listed beside the board, and an unfinished board is not played.
    h.get_by_label_contains("Must be put right (check 1): North has 0 fort squares");
    click(&mut h, "Play on this board");
    h.get_by_label_contains("Not playable yet: the board fails the checks");

    // From the standard board: a mountain moved onto a square of the published deployment is
    // refused for play, in words; moved to a free corner, the board plays.
    click(&mut h, "Start from the standard board");
    assert_eq!(feature_at(&h, 12, 2), Some(Feature::Mountain));
    click(&mut h, "Remove a feature");
    click_square(&mut h, 12, 2);
    assert_eq!(feature_at(&h, 12, 2), None);
    click(&mut h, "Place mountain");
    click_square(&mut h, 5, 8);
    click(&mut h, "Play on this board");
    shown(
        &h,
        "Not playable yet: the published deployment does not fit this board",
    );
    shown(&h, "North infantry at [5,8] stands on a mountain");
    click_square(&mut h, 5, 8);
    click_square(&mut h, 0, 0);
    h.get_by_label("The board passes checks 1 and 2: it can be saved and played.");
    h.get_by_label("The published deployment stands on this board.");

    // Save board: no dialog, so a typed path.
    click(&mut h, "Save board");
    h.get_by_label_contains("no desktop portal in this test");
    let path = dir.join("moved-mountain.grid-board.json");
    h.get_by_role_and_label(egui::Role::TextInput, "File path")
        .click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_role_and_label(egui::Role::TextInput, "File path")
        .type_text(&path.display().to_string());
    h.run();
    click(&mut h, "OK");
    let saved = BoardEditor::load(&path).expect("saved where typed");
    assert_eq!(&saved, h.state().board_editor().unwrap().editor());
    assert!(!h.state().has_unsaved_changes());

    // Open board, again through a typed path, brings the saved layout back.
    click(&mut h, "New empty board");
    assert!(h.state().has_unsaved_changes());
    click(&mut h, "Open board");
    h.get_by_role_and_label(egui::Role::TextInput, "File path")
        .click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_role_and_label(egui::Role::TextInput, "File path")
        .type_text(&path.display().to_string());
    h.run();
    click(&mut h, "OK");
    assert_eq!(&saved, h.state().board_editor().unwrap().editor());
    assert!(!h.state().has_unsaved_changes());

    // Play on this board: the options window, then the game on the edited board.
    click(&mut h, "Play on this board");
    h.get_by_label("New grid game");
    click(&mut h, "North moves first (published game)");
    click(&mut h, "Start game");
    assert!(h.state().board_editor().is_none(), "back at the table");
    h.get_by_label("Half-turn 1: North to move");
    let setup = h.state().game().setup();
    assert_eq!(setup.board, saved.board().unwrap());
    assert_ne!(setup.board, Board::standard().unwrap());
    assert_eq!(setup.options.map_layout, MapLayout::Custom);
    assert_eq!(h.state().game().state().position.units.len(), 34);
}

#[test]
fn a_new_game_offers_every_option_with_its_default_marked_and_plays_the_readings_chosen() {
    let mut h = harness(GridTable::new_default());
    h.run();
    click(&mut h, "New game…");
    h.get_by_label("New grid game");
    for option in GridOptions::default().describe() {
        h.get_by_label(option.question);
    }
    h.get_by_label("every_line (default)");
    h.get_by_label("North moves first (published game)");
    // Cancel leaves the game on the table as it was.
    click(&mut h, "Cancel");
    assert!(h.state().new_game_dialog().is_none());
    assert_eq!(h.state().game().setup().options, GridOptions::default());

    click(&mut h, "New game…");
    click(&mut h, "adjacent_only");
    click(&mut h, "South moves first");
    assert_eq!(
        h.state().new_game_dialog().unwrap().options().charge_lines,
        ChargeLines::AdjacentOnly
    );
    click(&mut h, "Start game");
    let game = h.state().game();
    assert_eq!(game.setup().options.charge_lines, ChargeLines::AdjacentOnly);
    assert_eq!(game.setup().options.map_layout, MapLayout::Standard);
    assert_eq!(game.state().to_move(), GridSide::South);
    h.get_by_label("Half-turn 1: South to move");
    h.get_by_label("A new game: charge_lines = adjacent_only");
    assert!(game.first_player_draw().is_none(), "chosen, not drawn");
    click(&mut h, "Options (rules reference)");
    h.get_by_label_contains("charge_lines = adjacent_only (not the default)");
}

/// By default the first player is drawn: one die from the game's seeded box, odd North, even
/// South (source L17; rules reference §2), saved with the game and said in words.
#[test]
fn a_new_game_draws_the_first_player_by_default() {
    let mut h = harness(GridTable::new_default());
    h.run();
    click(&mut h, "New game…");
    h.get_by_label("Draw lots (default)");
    assert_eq!(h.state().new_game_dialog().unwrap().first(), None);
    click(&mut h, "Start game");
    let game = h.state().game();
    let draw = game
        .first_player_draw()
        .expect("the first player was drawn");
    let face = draw.face().unwrap();
    let side = game.state().to_move();
    assert_eq!(draw.side(), Some(side));
    h.get_by_label(&format!(
        "A new game: every option at its default; the die showed {face}, so {side} moves first"
    ));
    h.get_by_label(&format!("Half-turn 1: {side} to move"));
}

/// Renders the board editor for the README: a North mountain moved, a third North arsenal
/// refused in words, the counts and checks beside the board. `GRID_EDITOR_SCREENSHOT=
/// assets/screenshots/grid-board-editor.png cargo test -p workbench --test ui
/// grid_editor::render_the_readme_picture -- --ignored`.
#[test]
#[ignore = "writes the README's picture when asked"]
fn render_the_readme_picture() {
    use workbench::table::grid::{BoardEditorAction, EditorTool, GridAction};
    let Ok(path) = std::env::var("GRID_EDITOR_SCREENSHOT") else {
        return;
    };
    let mut table = GridTable::new_default();
    table.apply(GridAction::EditBoard);
    for action in [
        BoardEditorAction::PickTool(EditorTool::Remove),
        BoardEditorAction::Click(Square::new(12, 2)),
        BoardEditorAction::PickTool(EditorTool::Place(Feature::Mountain)),
        BoardEditorAction::Click(Square::new(19, 4)),
        BoardEditorAction::PickTool(EditorTool::Place(Feature::Arsenal)),
        BoardEditorAction::Click(Square::new(3, 2)),
    ] {
        table.apply(GridAction::Editor(action));
    }
    let mut h = harness(table);
    h.run();
    let at = editor_square(&h, 3, 2);
    h.hover_at(at);
    h.run();
    let image = h.render().expect("rendered");
    image.save(path).expect("saved");
}

/// Leaving the board editor with edits not saved asks first: Stay keeps the edits in the
/// editor, Save writes the board and leaves (a board the checks refuse is not saved, and the
/// editor stays open with the reason), Discard leaves without them.
#[test]
fn leaving_the_editor_with_unsaved_edits_asks_save_discard_or_stay() {
    let dir = TempDir::new("grid-leave-editor");
    let path = dir.join("edited.grid-board.json");
    let picked = path.clone();
    let picker = Arc::new(move |action: GridFileAction| {
        PickOutcome::from((action == GridFileAction::SaveBoard).then(|| picked.clone()))
    });
    let mut h = harness(GridTable::new_default().with_file_picker(picker));
    h.run();
    click(&mut h, "Edit board");
    click(&mut h, "Remove a feature");
    click_square(&mut h, 12, 2);
    click(&mut h, "Place mountain");
    click_square(&mut h, 0, 0);
    assert!(h.state().has_unsaved_changes());

    click(&mut h, "Back to the game");
    h.get_by_label("Leave the board editor?");
    click(&mut h, "Stay");
    assert!(h.query_by_label("Leave the board editor?").is_none());
    assert_eq!(feature_at(&h, 0, 0), Some(Feature::Mountain), "edits kept");

    click(&mut h, "Back to the game");
    click(&mut h, "Save");
    assert!(h.state().board_editor().is_none(), "saved, then left");
    let saved = BoardEditor::load(&path).expect("saved to the file picked");
    assert_eq!(saved.feature(Square::new(0, 0)), Some(Feature::Mountain));
    assert!(!h.state().has_unsaved_changes());

    // A board the checks refuse is not saved: the editor stays open and says why.
    click(&mut h, "Edit board");
    click(&mut h, "New empty board");
    click(&mut h, "Back to the game");
    click(&mut h, "Save");
    assert!(h.state().board_editor().is_some(), "not saved, so not left");
    shown(&h, "Board not saved");

    click(&mut h, "Back to the game");
    click(&mut h, "Discard");
    assert!(h.state().board_editor().is_none(), "left without the edits");
    assert_eq!(h.state().game().setup().board, Board::standard().unwrap());
    assert!(!h.state().has_unsaved_changes());
}
