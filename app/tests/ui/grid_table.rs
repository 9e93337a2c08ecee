//! The grid game's table driven with the mouse (issue 11): a few half-turns played by dragging
//! units, a refused move with its reason, the lines of communication previewed while a move is
//! dragged, an attack explained before the umpire confirms it, save and open; and a recorded
//! game replayed equals the same moves applied through the table's command path.

use egui::Pos2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::systems::grid::{GridCommand, ReplayFile, Square};
use std::path::PathBuf;
use std::sync::Arc;
use workbench::commands::PickOutcome;
use workbench::table::TableWing;
use workbench::table::grid::{GridAction, GridFileAction, GridTable};

pub(crate) fn bundled() -> PathBuf {
    PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../maps/grid/opening.replay.json"
    ))
}

pub(crate) fn harness(table: GridTable) -> Harness<'static, GridTable> {
    crate::common::little_wars::wing_harness(table, 900.0)
}

pub(crate) fn center(h: &Harness<'_, GridTable>, x: u8, y: u8) -> Pos2 {
    h.state()
        .board_view()
        .geometry
        .expect("the board was drawn")
        .center(Square::new(x, y))
}

/// Presses on `from`, moves over `to` and stops there without letting go.
pub(crate) fn drag_over(h: &mut Harness<'_, GridTable>, from: (u8, u8), to: (u8, u8)) {
    let start = center(h, from.0, from.1);
    let end = center(h, to.0, to.1);
    h.hover_at(start);
    h.drag_at(start);
    h.run();
    for i in 1..=4 {
        h.hover_at(start + (end - start) * (i as f32 / 4.0));
        h.run();
    }
}

pub(crate) fn drop_at(h: &mut Harness<'_, GridTable>, to: (u8, u8)) {
    let end = center(h, to.0, to.1);
    h.drop_at(end);
    h.run();
}

/// Brings the pointer to `at`, then presses and lets go of the primary button there.
pub(crate) fn click_at(h: &mut Harness<'_, GridTable>, at: Pos2) {
    h.hover_at(at);
    h.run();
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.run();
}

pub(crate) fn drag(h: &mut Harness<'_, GridTable>, from: (u8, u8), to: (u8, u8)) {
    drag_over(h, from, to);
    drop_at(h, to);
}

#[test]
fn a_few_half_turns_with_the_mouse_a_refusal_the_overlay_and_an_explained_attack() {
    let picked = bundled();
    let picker = Arc::new(move |action: GridFileAction| {
        PickOutcome::from((action == GridFileAction::OpenReplay).then(|| picked.clone()))
    });
    let mut h = harness(GridTable::new_default().with_file_picker(picker));
    h.run();
    h.get_by_label("Half-turn 1: North to move");

    // A refused move: infantry two squares. The reason shows while dragging and after the drop.
    let refusal = h
        .state()
        .game()
        .state()
        .plan_move(Square::new(5, 8), Square::new(5, 10))
        .unwrap_err();
    drag_over(&mut h, (5, 8), (5, 10));
    assert_eq!(
        h.state().board_view().drag_refusal.as_deref(),
        Some(format!("Refused: {refusal}").as_str())
    );
    drop_at(&mut h, (5, 10));
    h.get_by_label(&format!("Refused: {refusal}"));
    assert!(h.state().game().journal().entries().is_empty());

    // The overlay follows a dragged move before it is dropped: [5,9] is on no line and
    // touches no North unit, so the preview shows it cut off.
    drag_over(&mut h, (5, 8), (5, 9));
    let preview = h
        .state()
        .board_view()
        .preview
        .clone()
        .expect("a preview while dragging");
    let game = h.state().game().state().clone();
    let moved = game.position.unit_at(Square::new(5, 8)).unwrap().id;
    assert!(!preview.is_linked(moved));
    assert!(game.network().is_linked(moved), "not yet moved");
    h.get_by_label("With the move being dragged: cut off: [5,9]");
    drop_at(&mut h, (5, 9));
    assert_eq!(h.state().game().state().cut_off(), vec![Square::new(5, 9)]);
    h.get_by_label("Now: cut off: [5,9]");

    // Two more North moves, then South's half-turn, with the mouse.
    drag(&mut h, (6, 7), (7, 8));
    drag(&mut h, (3, 7), (4, 9));
    h.get_by_label("Moves made: 3 of 5; attack: not yet");
    h.get_by_label("End half-turn").click();
    h.run();
    h.get_by_label("Half-turn 2: South to move");
    drag(&mut h, (14, 10), (13, 9));
    drag(&mut h, (18, 10), (17, 9));
    h.get_by_label("End half-turn").click();
    h.run();
    h.get_by_label("Half-turn 3: North to move");
    assert_eq!(h.state().game().journal().entries().len(), 7);

    // Open the bundled opening from the toolbar: it is replayed, and South is to move.
    h.get_by_label("Open recorded game").click();
    h.run();
    h.get_by_label("Half-turn 8: South to move");

    // Click North's cavalry on [10,10]: the attack is explained before it is made.
    let expected = h
        .state()
        .game()
        .state()
        .plan_attack(Square::new(10, 10), None)
        .unwrap();
    let target = center(&h, 10, 10);
    h.hover_at(target);
    h.run();
    h.get_by_label(&format!(
        "Square [10,10]: North attack {}, defence {} · South attack {}, defence {}",
        h.state()
            .game()
            .state()
            .battlefield()
            .square_strengths(Square::new(10, 10))
            .north
            .0,
        expected.defence_total,
        h.state()
            .game()
            .state()
            .battlefield()
            .square_strengths(Square::new(10, 10))
            .south
            .0,
        h.state()
            .game()
            .state()
            .battlefield()
            .square_strengths(Square::new(10, 10))
            .south
            .1,
    ));
    h.get_by_label("Open recorded game"); // the toolbar is still there
    click_at(&mut h, target);
    assert_eq!(h.state().pending_attack(), Some(&expected));
    h.get_by_label(&format!("Attack total {}", expected.attack_total));
    h.get_by_label(&format!("Defence total {}", expected.defence_total));
    assert!(
        expected
            .contributions
            .iter()
            .any(|r| r.at == Square::new(12, 10))
    );
    let before = h.state().game().journal().entries().len();
    h.get_by_label("Confirm attack").click();
    h.run();
    let journal = h.state().game().journal().entries();
    assert_eq!(journal.len(), before + 1);
    assert!(matches!(
        journal.last().unwrap().command,
        GridCommand::Attack { target, .. } if target == Square::new(10, 10)
    ));
    // A second attack is refused, with its reason.
    h.state_mut()
        .apply(GridAction::PreviewAttack(Square::new(10, 10)));
    h.run();
    h.get_by_label("Refused: a second attack: at most one a half-turn (source L17)");
}

/// The recorded game's moves and attacks applied through the table's command path.
fn through_the_table(file: &ReplayFile) -> GridTable {
    let mut table = GridTable::new_default();
    for half in &file.half_turns {
        for m in &half.moves {
            table.apply(GridAction::Move {
                from: m.from,
                to: m.to,
            });
            assert_eq!(table.message(), None, "{:?}", m);
        }
        if let Some(a) = half.attack {
            table.apply(GridAction::PreviewAttack(a.target));
            table.apply(GridAction::ConfirmAttack);
            assert_eq!(table.message(), None);
        }
        table.apply(GridAction::EndHalfTurn);
    }
    table
}

#[test]
fn a_replayed_game_ends_where_the_same_moves_through_the_table_end() {
    let file = ReplayFile::load(&bundled()).unwrap();
    let (report, replayed) = file.replay().unwrap();
    assert!(report.accepted);
    let table = through_the_table(&file);
    assert_eq!(table.game().state().position, replayed.state().position);
    assert_eq!(table.game().state(), replayed.state());
}

#[test]
fn save_and_open_from_the_toolbar_and_unsaved_changes() {
    let dir = std::env::temp_dir().join(format!("grid-table-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.grid.json");
    let chosen = path.clone();
    let picker = Arc::new(move |_: GridFileAction| PickOutcome::Chosen(chosen.clone()));
    let mut h = harness(GridTable::new_default().with_file_picker(picker));
    h.run();
    assert!(!h.state().has_unsaved_changes());
    drag(&mut h, (5, 8), (6, 9));
    assert!(h.state().has_unsaved_changes());
    h.get_by_label("Save game").click();
    h.run();
    assert!(!h.state().has_unsaved_changes());
    assert!(h.state().title().contains("game.grid.json"));
    h.get_by_label("Undo").click();
    h.run();
    assert!(h.state().game().journal().entries().is_empty());
    h.get_by_label("Open game").click();
    h.run();
    assert_eq!(h.state().game().journal().entries().len(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The draw in two steps (source L102): North proposes from the toolbar, South declines and
/// play goes on; proposed again, South accepts and the game is drawn.
#[test]
fn a_draw_is_proposed_by_one_side_and_accepted_or_declined_by_the_other() {
    let mut h = harness(GridTable::new_default());
    h.run();
    h.get_by_label("Propose draw").click();
    h.run();
    h.get_by_label("North proposes a draw. South: accept or decline?");
    h.get_by_label("Decline draw").click();
    h.run();
    assert!(h.query_by_label("Accept draw").is_none());
    assert_eq!(h.state().game().state().outcome, None);
    h.get_by_label("Half-turn 1: North to move");

    h.get_by_label("Propose draw").click();
    h.run();
    h.get_by_label("Accept draw").click();
    h.run();
    h.get_by_label("Drawn by agreement");
    assert_eq!(
        h.state().game().state().outcome,
        Some(kriegsspiel::systems::grid::Outcome::Drawn)
    );
    assert_eq!(h.state().game().journal().entries().len(), 4);
}

/// Renders the table after the bundled opening with South's attack on [10,10] explained, for
/// the README: `GRID_SCREENSHOT=assets/screenshots/grid-attack-explained.png cargo test -p
/// workbench --test ui grid_table::render_the_readme_picture -- --ignored`.
#[test]
#[ignore = "writes the README's picture when asked"]
fn render_the_readme_picture() {
    let Ok(path) = std::env::var("GRID_SCREENSHOT") else {
        return;
    };
    let mut table = GridTable::new_default();
    table.apply(GridAction::ReplayFrom(bundled()));
    table.apply(GridAction::PreviewAttack(Square::new(10, 10)));
    let mut h = harness(table);
    h.run();
    let target = center(&h, 10, 10);
    h.hover_at(target);
    h.run();
    let image = h.render().expect("rendered");
    image.save(path).expect("saved");
}
