//! The grid game's free deployment driven by its labels (issue 11; `deployment = free_hidden`,
//! rules reference §2, source L15): the option chosen in New game…, the board hidden until the
//! screen is handed over, a unit placed with the mouse, an incomplete deployment refused in
//! words, a planned deployment loaded from a file, and play starting once both sides confirm.

use crate::common::TempDir;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::systems::grid::{
    Board, Deployment, GridSide, PerSide, PlacedUnit, Square, UnitKind,
};
use std::path::PathBuf;
use std::sync::Arc;
use workbench::commands::PickOutcome;
use workbench::table::grid::{GridFileAction, GridTable};

fn harness(table: GridTable) -> Harness<'static, GridTable> {
    crate::common::little_wars::wing_harness(table, 900.0)
}

fn click(h: &mut Harness<'_, GridTable>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

fn click_square(h: &mut Harness<'_, GridTable>, square: Square) {
    let at = h
        .state()
        .board_view()
        .geometry
        .expect("the placement board was drawn")
        .center(square);
    crate::grid_table::click_at(h, at);
}

/// A side's whole army (source L25-30, L66) on the first free, featureless squares of its
/// territory.
fn full_plan(board: &Board, side: GridSide) -> Vec<PlacedUnit> {
    let mut squares = Square::all()
        .filter(|s| side.territory_rows().contains(&s.y) && board.feature(*s).is_none());
    UnitKind::ALL
        .into_iter()
        .flat_map(|kind| std::iter::repeat_n(kind, kind.count_per_side()))
        .filter_map(|kind| squares.next().map(|at| PlacedUnit { kind, at }))
        .collect()
}

#[test]
fn each_side_deploys_unseen_loads_a_plan_and_play_starts_once_both_confirm() {
    let board = Board::standard().unwrap();
    let dir = TempDir::new("grid-deployment");
    let plan_path: PathBuf = dir.join("plan.json");
    let plan = PerSide {
        north: full_plan(&board, GridSide::North),
        south: full_plan(&board, GridSide::South),
    };
    std::fs::write(&plan_path, serde_json::to_string(&plan).unwrap()).unwrap();
    let picked = plan_path.clone();
    let picker = Arc::new(move |action: GridFileAction| {
        PickOutcome::from((action == GridFileAction::OpenDeployment).then(|| picked.clone()))
    });
    let mut h = harness(GridTable::new_default().with_file_picker(picker));
    h.run();

    click(&mut h, "New game…");
    click(&mut h, "North moves first (published game)");
    // The deployment question is the last of the list: scrolled into view, then chosen.
    h.get_by_label("free_hidden").scroll_to_me();
    h.run();
    click(&mut h, "free_hidden");
    assert_eq!(
        h.state().new_game_dialog().map(|d| d.options().deployment),
        Some(Deployment::FreeHidden)
    );
    click(&mut h, "Start game");
    assert!(h.state().game().state().placement().is_some());
    // The board stays covered until the screen is with North.
    assert!(h.query_by_label("North deploys").is_none());
    click(&mut h, "Hand over to North");
    h.get_by_label("North deploys");

    // A cavalry regiment placed with the mouse on an empty square of North's territory.
    click(&mut h, "cavalry (4 to place)");
    let square = plan.north[0].at;
    click_square(&mut h, square);
    h.get_by_label("cavalry (3 to place)");
    let placed = h.state().game().state().position.unit_at(square).copied();
    assert_eq!(
        placed.map(|u| (u.side, u.kind)),
        Some((GridSide::North, UnitKind::Cavalry))
    );

    // A player station may not have an attack worked out while the sides deploy unseen: the
    // sums or the refusal would tell where the other side's units are.
    for side in ["north", "south"] {
        let asked = serde_json::json!({"explain_attack": {"target": [square.x, square.y]}});
        let answer = workbench::table::TableWing::take_station_request(h.state_mut(), side, &asked);
        let why = answer.expect_err("no explanation while deploying");
        assert!(why.contains("still deploying"), "{side}: {why}");
    }

    // Confirming with units still to place is refused in words.
    click(&mut h, "Confirm deployment");
    h.get_by_label(
        "Refused: North has placed 0 of its 9 infantry units; place them all first (source L25-30, L66)",
    );

    // The planned deployment replaces the unit placed by hand; then North confirms.
    click(&mut h, "Load planned deployment");
    h.get_by_label("infantry (0 to place)");
    click(&mut h, "Confirm deployment");

    // South's turn: the board is covered again, then shows South alone.
    assert!(h.query_by_label("South deploys").is_none());
    click(&mut h, "Hand over to South");
    h.get_by_label("South deploys");
    h.get_by_label("infantry (9 to place)");
    let seen = h.state().game().state().position_seen_by(GridSide::South);
    assert!(seen.units.iter().all(|u| u.side == GridSide::South));
    click(&mut h, "Load planned deployment");
    click(&mut h, "Confirm deployment");

    // Play begins with North, every unit on the board.
    assert!(h.state().game().state().placement().is_none());
    assert_eq!(h.state().game().state().position.units.len(), 34);
    h.get_by_label("Half-turn 1: North to move");
}
