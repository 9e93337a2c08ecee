//! The grid table's move list and analysis aid (issue 22 items 17, 18), driven by accessible
//! labels and the mouse: half-turns played by dragging units appear in the move list with their
//! unit types and squares, an attack with its result; *Export moves…* writes a replay file that
//! replays to the table's own state; *Show threats* lists what each side threatens, and a unit
//! selected with a square pointed at says what that move would cut.

use crate::grid_table::{bundled, center, click_at, drag, harness};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::systems::grid::{GridSide, ReplayFile, Square};
use std::sync::Arc;
use workbench::commands::PickOutcome;
use workbench::table::grid::{GridAction, GridFileAction, GridTable};

/// Clicks a square of the board.
fn click_square(h: &mut Harness<'_, GridTable>, x: u8, y: u8) {
    let at = center(h, x, y);
    click_at(h, at);
}

#[test]
fn moves_played_with_the_mouse_are_listed_and_exported_as_a_replay() {
    let dir = std::env::temp_dir().join(format!("grid-moves-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let exported = dir.join("moves.replay.json");
    let (chosen, replay) = (exported.clone(), bundled());
    let picker = Arc::new(move |action: GridFileAction| match action {
        GridFileAction::ExportMoves => PickOutcome::Chosen(chosen.clone()),
        GridFileAction::OpenReplay => PickOutcome::Chosen(replay.clone()),
        _ => PickOutcome::Cancelled,
    });
    let mut h = harness(GridTable::new_default().with_file_picker(picker));
    h.run();
    h.get_by_label("Move list (0 half-turns)");
    h.get_by_label("No move made yet.");

    drag(&mut h, (5, 8), (6, 9));
    drag(&mut h, (5, 7), (5, 9)); // horse artillery, two squares through [5,8] just left
    h.get_by_label("End half-turn").click();
    h.run();
    drag(&mut h, (14, 10), (13, 9));
    h.get_by_label("End half-turn").click();
    h.run();
    h.get_by_label("Half-turn 3: North to move");
    h.get_by_label("Move list (2 half-turns)");
    h.get_by_label("1. North: infantry [5,8] to [6,9]");
    h.get_by_label("1. North: horse artillery [5,7] to [5,9]");
    h.get_by_label("2. South: infantry [14,10] to [13,9]");

    // Exported: the file is the replay format, and replays to the table's very state.
    h.get_by_label("Export moves…").click();
    h.run();
    h.get_by_label(&format!(
        "Moves exported to {} (2 half-turns)",
        exported.display()
    ));
    let file = ReplayFile::load(&exported).unwrap();
    assert_eq!(file.half_turns.len(), 2);
    let (report, replayed) = file.replay().unwrap();
    assert!(report.accepted);
    assert_eq!(replayed.state(), h.state().game().state());

    // The bundled opening replayed: its last half-turn's attack is listed with its result.
    h.get_by_label("Open recorded game").click();
    h.run();
    h.get_by_label("Move list (7 half-turns)");
    h.get_by_label("7. North: attack on infantry [12,10]: 4 against 24, no effect");
    h.get_by_label("7. North: cavalry [8,10] to [10,10]");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn show_threats_lists_each_sides_threats_and_a_planned_moves_cuts() {
    let mut table = GridTable::new_default();
    table.apply(GridAction::ReplayFrom(bundled()));
    let mut h = harness(table);
    h.run();
    assert!(
        h.query_by_label("Select a unit and point at a square to see what the move would cut.")
            .is_none()
    );
    h.get_by_label("Show threats").click();
    h.run();
    let threats = h.state().game().state().threats();
    for side in GridSide::ALL {
        h.get_by_label(&words::grid_threat_words(&threats, side));
    }
    h.get_by_label("Select a unit and point at a square to see what the move would cut.");

    // South to move: select the infantry on [12,10] and point at [11,9], next to North's
    // infantry on [10,8] and cavalry on [10,10].
    let (from, to) = (Square::new(12, 10), Square::new(11, 9));
    let cuts = h.state().game().state().move_cuts(from, to).unwrap();
    click_square(&mut h, from.x, from.y);
    h.hover_at(center(&h, to.x, to.y));
    h.run();
    h.run();
    assert_eq!(h.state().board_view().cuts.as_ref(), Some(&cuts));
    for line in words::grid_cuts_lines(&cuts) {
        h.get_by_label(&line);
    }
    h.get_by_label(&format!(
        "Threats on [11,9]: North {}, South {}",
        threats.on(GridSide::North, to),
        threats.on(GridSide::South, to)
    ));

    // Off again: no analysis is drawn or listed. The panel keeps the last square pointed at,
    // so it does not move under the pointer on its way from the board to the checkbox.
    h.get_by_label("Show threats").click();
    h.run();
    h.run();
    assert!(h.state().board_view().cuts.is_none());
    assert!(
        h.query_by_label(&words::grid_threat_words(&threats, GridSide::North))
            .is_none()
    );
}

/// The README's scene: the bundled opening and South's half-turn 8 (a move into the fort
/// [12,8] and the attack that destroys North's cut-off infantry on [10,8]) in the move list,
/// the threats shown, and North's move that cuts the most South lines planned, rendered in the
/// harness: `GRID_MOVES_SCREENSHOT=/tmp/grid-move-list.png cargo test -p workbench --test ui
/// grid_moves::render_the_readme_picture -- --ignored`. `GRID_MOVES_SAVE=/tmp/shot.grid.json`
/// also saves the game; the README's `assets/screenshots/grid-move-list.png` is the real
/// workbench opened on that save (`../shared/tools/screenshot.sh --wait 4 --keys "mousemove 44
/// 48 click 1" --keys "mousemove 600 600" --keys "mousemove 1027 300 click 1" --keys
/// "mousemove 440 491 click 1" --keys "mousemove 517 452" OUT.png -- target/debug/workbench
/// /tmp/shot.grid.json`: dismiss the notice, Show threats, select [10,10], point at [12,9]),
/// cropped to the 1400 × 900 window.
#[test]
#[ignore = "writes the README's picture when asked"]
fn render_the_readme_picture() {
    let Ok(path) = std::env::var("GRID_MOVES_SCREENSHOT") else {
        return;
    };
    let mut table = GridTable::new_default();
    table.apply(GridAction::ReplayFrom(bundled()));
    let sq = Square::new;
    for (from, to) in [(sq(13, 9), sq(12, 8)), (sq(14, 9), sq(13, 9))] {
        table.apply(GridAction::Move { from, to });
    }
    table.apply(GridAction::PreviewAttack(sq(10, 8)));
    table.apply(GridAction::ConfirmAttack);
    table.apply(GridAction::EndHalfTurn);
    assert_eq!(table.message(), None);
    if let Ok(save) = std::env::var("GRID_MOVES_SAVE") {
        table
            .game()
            .save(std::path::Path::new(&save))
            .expect("saved");
    }
    // North's move that cuts the most South lines, then cuts off the fewest of its own units;
    // the first in board order among equals.
    let state = table.game().state().clone();
    let planned = state
        .position
        .units
        .iter()
        .filter(|u| u.side == state.to_move())
        .flat_map(|u| Square::all().map(move |to| (u.at, to)))
        .filter_map(|(from, to)| Some((from, to, state.move_cuts(from, to).ok()?)))
        .filter(|(_, to, cuts)| cuts.to == *to)
        .max_by_key(|(from, to, cuts)| {
            let south = cuts.cut_lines.iter().filter(|c| c.side == GridSide::South);
            (
                south.count(),
                std::cmp::Reverse(cuts.cut_off.north.len()),
                std::cmp::Reverse((*from, *to)),
            )
        })
        .expect("a North move");
    table.apply(GridAction::ToggleThreats);
    let mut h = harness(table);
    h.run();
    click_square(&mut h, planned.0.x, planned.0.y);
    h.hover_at(center(&h, planned.1.x, planned.1.y));
    h.run();
    h.run();
    let image = h.render().expect("rendered");
    image.save(path).expect("saved");
}
