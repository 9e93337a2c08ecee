//! The grid game's board and deployment (rules reference §1, §2; source L13, L15, L25–30, L64,
//! L66, L100), and the board editor's checks.

use crate::grid_support::*;
use kriegsspiel::systems::grid::{
    Board, BoardEditError, BoardEditor, Feature, GridSide, IssueLevel, Position, UnitKind,
    check_board,
};

#[test]
fn standard_board_has_the_counts_of_source_l13_in_each_territory() {
    let board = Board::standard().unwrap();
    for side in GridSide::ALL {
        for (feature, count) in [
            (Feature::Arsenal, 2),  // source L13
            (Feature::Fort, 3),     // source L13
            (Feature::Pass, 1),     // source L13
            (Feature::Mountain, 9), // source L13
        ] {
            let squares = board.territory(side).squares(feature);
            assert_eq!(squares.len(), count, "{side} {feature:?}");
            for s in squares {
                assert!(
                    side.territory_rows().contains(&s.y),
                    "{side} {feature:?} {s}"
                );
            }
        }
    }
}

#[test]
fn standard_board_squares_are_the_references() {
    let board = Board::standard().unwrap();
    // Rules reference §1, "Standard map".
    let table: &[(u8, u8, Feature, GridSide)] = &[
        (14, 1, Feature::Arsenal, N),
        (7, 3, Feature::Arsenal, N),
        (7, 1, Feature::Fort, N),
        (20, 7, Feature::Fort, N),
        (12, 8, Feature::Fort, N),
        (9, 5, Feature::Pass, N),
        (9, 2, Feature::Mountain, N),
        (12, 2, Feature::Mountain, N),
        (9, 8, Feature::Mountain, N),
        (2, 19, Feature::Arsenal, S),
        (22, 19, Feature::Arsenal, S),
        (14, 11, Feature::Fort, S),
        (2, 12, Feature::Fort, S),
        (22, 14, Feature::Fort, S),
        (15, 14, Feature::Pass, S),
        (10, 13, Feature::Mountain, S),
        (15, 17, Feature::Mountain, S),
    ];
    for &(x, y, feature, side) in table {
        assert_eq!(board.feature(sq(x, y)), Some((feature, side)), "[{x},{y}]");
    }
    assert_eq!(board.feature(sq(0, 0)), None);
}

#[test]
fn standard_board_passes_every_check_and_shows_its_passes() {
    let issues = check_board(&Board::standard().unwrap());
    assert!(
        issues.iter().all(|i| i.level == IssueLevel::Info),
        "{issues:#?}"
    );
    // Check 5: each pass fills a gap in its chain ([9,5] and [15,14]).
    assert_eq!(issues.len(), 2);
    assert!(issues.iter().all(|i| i.message.contains("fills a gap")));
}

#[test]
fn published_deployment_has_seventeen_units_a_side_in_own_territory() {
    let board = Board::standard().unwrap();
    let position = Position::published(&board).unwrap();
    assert_eq!(position.to_move, N);
    for side in GridSide::ALL {
        for kind in UnitKind::ALL {
            let count = position
                .units
                .iter()
                .filter(|u| u.side == side && u.kind == kind)
                .count();
            assert_eq!(count, kind.count_per_side(), "{side} {kind}");
        }
        let units: Vec<_> = position.units.iter().filter(|u| u.side == side).collect();
        assert_eq!(units.len(), 17); // source L25-30, L66
        assert!(
            units
                .iter()
                .all(|u| side.territory_rows().contains(&u.at.y))
        );
    }
    // Four units start on features (rules reference §2).
    for (x, y, kind) in [
        (9, 5, UnitKind::Infantry),
        (14, 11, UnitKind::Infantry),
        (15, 14, UnitKind::HorseArtillery),
        (22, 14, UnitKind::Relay),
    ] {
        assert_eq!(position.unit_at(sq(x, y)).map(|u| u.kind), Some(kind));
    }
}

#[test]
fn unit_figures_are_the_references_table() {
    use kriegsspiel::systems::grid::Cover::*;
    // Rules reference §2: (kind, count, move, attack, defence plain/pass/fort, range).
    let table = [
        (INF, 9, 1, 4, [6, 8, 10], 2),  // source L27, L32, L36, L46
        (CAV, 4, 2, 4, [5, 5, 5], 2),   // source L28, L32, L38, L46
        (ART, 1, 1, 5, [8, 10, 12], 3), // source L29, L32, L42-46
        (HA, 1, 2, 5, [8, 10, 12], 3),  // source L30, L32, L42-46
        (REL, 1, 1, 0, [1, 1, 1], 2),   // source L66
        (SREL, 1, 2, 0, [1, 1, 1], 2),  // source L66
    ];
    for (kind, count, speed, attack, defence, range) in table {
        assert_eq!(kind.count_per_side(), count, "{kind}");
        assert_eq!(kind.speed(), speed, "{kind}");
        assert_eq!(kind.attack(), attack, "{kind}");
        assert_eq!(
            [kind.defence(Plain), kind.defence(Pass), kind.defence(Fort)],
            defence,
            "{kind}"
        );
        assert_eq!(kind.range(), range, "{kind}");
    }
    assert_eq!(UnitKind::CHARGE_ATTACK, 7); // source L38
}

#[test]
fn editor_keeps_counts_one_feature_a_square_and_the_board() {
    let mut editor = BoardEditor::new();
    editor.place(sq(3, 3), Feature::Arsenal).unwrap();
    editor.place(sq(5, 3), Feature::Arsenal).unwrap();
    assert!(matches!(
        editor.place(sq(6, 3), Feature::Arsenal),
        Err(BoardEditError::CountReached { count: 2, .. })
    ));
    assert!(matches!(
        editor.place(sq(3, 3), Feature::Fort),
        Err(BoardEditError::Taken { .. })
    ));
    assert!(matches!(
        editor.place(sq(25, 3), Feature::Fort),
        Err(BoardEditError::OffBoard { .. })
    ));
    // The territory comes from the row: [6,12] is South's.
    editor.place(sq(6, 12), Feature::Arsenal).unwrap();
    assert_eq!(editor.remove(sq(6, 12)), Some(Feature::Arsenal));
    assert!(matches!(
        editor.finish(),
        Err(BoardEditError::FailsChecks(_))
    ));
}

#[test]
fn editor_refuses_a_fort_on_no_clear_line_to_its_arsenals() {
    // Start from the standard board, then put North's fort [20,7] where no arsenal sees it.
    let mut editor = BoardEditor::from_board(&Board::standard().unwrap());
    assert!(editor.finish().is_ok());
    editor.remove(sq(20, 7));
    editor.place(sq(22, 6), Feature::Fort).unwrap();
    let issues = editor.issues().unwrap();
    assert!(
        issues
            .iter()
            .any(|i| i.check == 2 && i.level == IssueLevel::Error && i.message.contains("[22,6]")),
        "{issues:#?}"
    );
    assert!(editor.finish().is_err());
}

#[test]
fn editor_warns_when_south_mirrors_north() {
    let standard = Board::standard().unwrap();
    let mut editor = BoardEditor::new();
    for feature in Feature::ALL {
        for s in standard.territory(N).squares(feature) {
            editor.place(*s, feature).unwrap();
            editor.place(sq(s.x, 19 - s.y), feature).unwrap();
        }
    }
    let issues = editor.issues().unwrap();
    assert!(
        issues
            .iter()
            .any(|i| i.check == 3 && i.level == IssueLevel::Warning)
    );
    // South's mountains now run across the frontier too (check 4, source L100).
    assert!(
        issues
            .iter()
            .any(|i| i.check == 4 && i.message.starts_with("South"))
    );
    // Warnings do not stop the board being used.
    assert!(editor.finish().is_ok());
}

#[test]
fn edited_board_saves_and_opens_again() {
    let dir = std::env::temp_dir().join(format!("grid-board-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("board.json");
    let editor = BoardEditor::from_board(&Board::standard().unwrap());
    editor.save(&path).unwrap();
    let opened = BoardEditor::load(&path).unwrap();
    assert_eq!(opened.board().unwrap(), Board::standard().unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn positions_refuse_mountains_shared_squares_and_too_many_units() {
    use kriegsspiel::systems::grid::{PerSide, PlacedUnit, PositionError, PositionFile};
    let board = Board::standard().unwrap();
    let file = |units: Vec<PlacedUnit>| PositionFile {
        to_move: N,
        arsenals: None,
        units: PerSide {
            north: units,
            south: vec![],
        },
    };
    let inf = |x, y| PlacedUnit {
        kind: INF,
        at: sq(x, y),
    };
    assert!(matches!(
        Position::from_file(&file(vec![inf(9, 2)]), &board),
        Err(PositionError::OnMountain { .. })
    ));
    assert!(matches!(
        Position::from_file(&file(vec![inf(1, 1), inf(1, 1)]), &board),
        Err(PositionError::SharedSquare { .. })
    ));
    assert!(matches!(
        Position::from_file(&file((0..10).map(|x| inf(x, 0)).collect()), &board),
        Err(PositionError::TooMany { count: 10, .. })
    ));
}
