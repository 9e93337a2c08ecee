//! The analysis aid (issue 22 item 18): the squares each side threatens and the units in
//! danger (rules reference §5, "Attack total"; source L38, L40, L46, L50, L52, L66, L70), and
//! the lines a planned move would cut (rules reference §3; source L64, L70, L72, L74, L88),
//! case by case on synthetic boards.

use crate::grid_support::*;
use kriegsspiel::systems::grid::{
    CombatResult, CutLine, Feature, GridOptions, GridSide, MoveCuts, Square,
};

/// A threat case: what it pins and where, the board's features (an arsenal under every unit
/// when `None`), the units, the side asked about, and the attack totals it must bring on
/// squares (0: not threatened).
struct ThreatCase {
    name: &'static str,
    features: Option<Vec<(GridSide, Feature, u8, u8)>>,
    units: Vec<U>,
    side: GridSide,
    totals: Vec<((u8, u8), u32)>,
}

fn threat_cases() -> Vec<ThreatCase> {
    vec![
        ThreatCase {
            name: "L46: infantry threatens along its eight lines within range 2, at 4",
            features: None,
            units: vec![(N, INF, 12, 5)],
            side: N,
            totals: vec![
                ((12, 7), 4),
                ((14, 7), 4),
                ((10, 5), 4),
                ((12, 8), 0),
                ((13, 7), 0),
            ],
        },
        ThreatCase {
            name: "L42, L46: artillery reaches 3 squares, at 5",
            features: None,
            units: vec![(N, ART, 12, 5)],
            side: N,
            totals: vec![((12, 8), 5), ((9, 2), 5), ((12, 9), 0)],
        },
        ThreatCase {
            name: "L13: a mountain stops fire",
            features: Some(vec![
                (N, Feature::Arsenal, 12, 5),
                (N, Feature::Mountain, 12, 6),
            ]),
            units: vec![(N, INF, 12, 5)],
            side: N,
            totals: vec![((12, 7), 0), ((13, 6), 4)],
        },
        ThreatCase {
            name: "L38, L40: cavalry touching a square charge at 7, a column of two at 14",
            features: None,
            units: vec![(N, CAV, 12, 5), (N, CAV, 12, 4)],
            side: N,
            // [12,6]: both charge down the file; [12,7]: the first fires as infantry at 4
            // and the second is out of range.
            totals: vec![((12, 6), 14), ((12, 7), 4), ((13, 6), 7)],
        },
        ThreatCase {
            name: "L40: no charge against a fort: the cavalry fires as infantry at 4",
            features: Some(vec![
                (N, Feature::Arsenal, 12, 5),
                (N, Feature::Fort, 12, 6),
            ]),
            units: vec![(N, CAV, 12, 5)],
            side: N,
            totals: vec![((12, 6), 4)],
        },
        ThreatCase {
            name: "L50: the totals add up: two infantry on one square make 8",
            features: None,
            units: vec![(N, INF, 12, 5), (N, INF, 14, 5)],
            side: N,
            totals: vec![((13, 5), 8), ((12, 7), 8), ((10, 5), 4)],
        },
        ThreatCase {
            name: "the side's own units' squares are not threatened by it",
            features: None,
            units: vec![(N, INF, 12, 5), (N, INF, 12, 6)],
            side: N,
            totals: vec![((12, 6), 0), ((12, 5), 0), ((12, 7), 8)],
        },
        ThreatCase {
            name: "L70: a cut-off unit threatens nothing",
            features: Some(vec![(N, Feature::Arsenal, 0, 0)]),
            units: vec![(N, INF, 5, 3)],
            side: N,
            totals: vec![((5, 4), 0), ((5, 5), 0)],
        },
        ThreatCase {
            name: "L66: a relay threatens nothing",
            features: None,
            units: vec![(N, REL, 12, 5)],
            side: N,
            totals: vec![((12, 6), 0)],
        },
        ThreatCase {
            name: "the other side's threats are its own: South's infantry on [12,12]",
            features: None,
            units: vec![(N, INF, 12, 5), (S, INF, 12, 12)],
            side: S,
            totals: vec![((12, 10), 4), ((12, 7), 0)],
        },
    ]
}

#[test]
fn each_side_threatens_the_squares_its_attack_total_reaches() {
    for case in threat_cases() {
        let board = match &case.features {
            Some(features) => board(features),
            None => linked_board(&case.units),
        };
        let game = game(board, GridOptions::default(), N, &case.units);
        let threats = game.state().threats();
        for &((x, y), total) in &case.totals {
            assert_eq!(
                threats.on(case.side, sq(x, y)),
                total,
                "{}: [{x},{y}]",
                case.name
            );
            let listed = threats
                .squares
                .get(case.side)
                .iter()
                .any(|t| t.at == sq(x, y));
            assert_eq!(listed, total > 0, "{}: [{x},{y}] listed", case.name);
        }
        let squares = threats.squares.get(case.side);
        assert!(
            squares.windows(2).all(|w| w[0].at < w[1].at),
            "{}: sorted",
            case.name
        );
    }
}

/// A lone infantry in the open threatens exactly the 16 squares two steps along its lines.
#[test]
fn a_lone_infantry_threatens_sixteen_squares() {
    let units = [(N, INF, 12, 5)];
    let game = game(linked_board(&units), GridOptions::default(), N, &units);
    let threats = game.state().threats();
    assert_eq!(threats.squares.north.len(), 16);
    assert!(threats.squares.north.iter().all(|t| t.attack_total == 4));
    assert!(threats.squares.south.is_empty());
}

/// L52: a unit dislodged by the enemy's last attack adds nothing to an attack, so threatens
/// nothing while its retreat is owed.
#[test]
fn a_dislodged_unit_threatens_nothing() {
    let units = [(N, INF, 12, 5)];
    let game = game(linked_board(&units), GridOptions::default(), N, &units);
    let mut state = game.state().clone();
    let id = state.position.unit_at(sq(12, 5)).unwrap().id;
    state.dislodged.insert(id);
    assert!(state.threats().squares.north.is_empty());
}

/// L52: an enemy unit whose defence the attack beats is in danger, destroyed by two or more,
/// dislodged by one; one that holds is not listed.
#[test]
fn units_in_danger_are_those_the_attack_would_beat() {
    // North: infantry [10,9] (4) and cavalry [11,9] charging diagonally (7) on [10,10].
    let units = [
        (N, INF, 10, 9),
        (N, CAV, 11, 9),
        (S, INF, 10, 10),
        (S, INF, 20, 15),
    ];
    let game = game(linked_board(&units), GridOptions::default(), N, &units);
    let threats = game.state().threats();
    let danger = &threats.in_danger.north;
    assert_eq!(danger.len(), 1, "{danger:?}");
    assert_eq!(danger[0].at, sq(10, 10));
    assert_eq!(danger[0].kind, INF);
    assert_eq!((danger[0].attack_total, danger[0].defence_total), (11, 6));
    assert_eq!(danger[0].result, CombatResult::Destroyed);
    let explained = game.state().plan_attack(sq(10, 10), None).unwrap();
    assert_eq!(explained.attack_total, danger[0].attack_total);
    // South's infantry on [10,10] fires back at 4 on [10,9]: 4 against 6 + 5, no danger.
    assert!(threats.in_danger.south.is_empty());
    assert_eq!(threats.on(S, sq(10, 9)), 4);
}

/// Free deployment: nothing is threatened while the sides deploy unseen.
#[test]
fn nothing_is_threatened_while_deploying() {
    let game = crate::grid_deployment::free_game();
    assert_eq!(game.state().threats(), Default::default());
}

/// A cut case: the board's features, the units, the side to move, the move, and what it must
/// cut.
struct CutCase {
    name: &'static str,
    features: Vec<(GridSide, Feature, u8, u8)>,
    units: Vec<U>,
    to_move: GridSide,
    from: (u8, u8),
    to: (u8, u8),
    cut_lines: Vec<CutLine>,
    cut_off: Vec<(GridSide, (u8, u8))>,
    relinked: Vec<(GridSide, (u8, u8))>,
    lost: Vec<(GridSide, usize)>,
}

fn line(side: GridSide, source: (u8, u8), kept_to: (u8, u8), was_to: (u8, u8)) -> CutLine {
    CutLine {
        side,
        source: sq(source.0, source.1),
        kept_to: sq(kept_to.0, kept_to.1),
        was_to: sq(was_to.0, was_to.1),
    }
}

fn cut_cases() -> Vec<CutCase> {
    // North's arsenal in the corner; South's on column 3, whose file links South's infantry.
    let arsenals = vec![(N, Feature::Arsenal, 0, 0), (S, Feature::Arsenal, 3, 19)];
    vec![
        CutCase {
            name: "L72: an enemy fighting unit stepping onto a line cuts it there",
            features: arsenals.clone(),
            units: vec![(N, INF, 6, 0), (S, INF, 3, 1)],
            to_move: S,
            from: (3, 1),
            to: (3, 0),
            cut_lines: vec![line(N, (0, 0), (2, 0), (24, 0))],
            cut_off: vec![(N, (6, 0))],
            relinked: vec![],
            // Row 0 from [3,0] to [24,0]: 22 squares no other North line reaches.
            lost: vec![(N, 22), (S, 0)],
        },
        CutCase {
            name: "L74: the enemy unit stepping off the line restores it",
            features: arsenals.clone(),
            units: vec![(N, INF, 6, 0), (S, INF, 3, 0)],
            to_move: S,
            from: (3, 0),
            to: (3, 1),
            cut_lines: vec![],
            cut_off: vec![],
            relinked: vec![(N, (6, 0))],
            lost: vec![(N, 0), (S, 0)],
        },
        CutCase {
            name: "L72: a unit between two arsenals of one rank cuts both lines, though only \
                   its own square goes unreached; off its file, the mover is cut off itself",
            features: [arsenals.clone(), vec![(N, Feature::Arsenal, 24, 0)]].concat(),
            units: vec![(S, INF, 3, 1), (N, INF, 0, 5)],
            to_move: S,
            from: (3, 1),
            to: (2, 0),
            cut_lines: vec![
                line(N, (0, 0), (1, 0), (24, 0)),
                line(N, (24, 0), (3, 0), (0, 0)),
            ],
            cut_off: vec![(S, (2, 0))],
            relinked: vec![],
            lost: vec![(N, 1), (S, 0)],
        },
        CutCase {
            name: "L21, L88: a raid takes away every line of the arsenal raided",
            features: vec![
                (N, Feature::Arsenal, 0, 0),
                (N, Feature::Arsenal, 24, 0),
                (S, Feature::Arsenal, 0, 19),
            ],
            units: vec![(S, INF, 0, 1), (N, INF, 5, 5)],
            to_move: S,
            from: (0, 1),
            to: (0, 0),
            cut_lines: vec![
                line(N, (0, 0), (0, 0), (24, 0)),
                line(N, (0, 0), (0, 0), (19, 19)),
                line(N, (24, 0), (1, 0), (0, 0)),
            ],
            // North's infantry on [5,5] stood on the raided arsenal's diagonal.
            cut_off: vec![(N, (5, 5))],
            relinked: vec![],
            // The diagonal [1,1]-[19,19] but [12,12] (on [24,0]'s diagonal), and [0,0].
            lost: vec![(N, 19), (S, 0)],
        },
        CutCase {
            name: "L64, L66: a relay moving off every line leaves its own lines out, and the \
                   units it linked are cut off",
            features: arsenals.clone(),
            units: vec![(N, REL, 5, 0), (N, INF, 5, 6), (S, INF, 3, 15)],
            to_move: N,
            from: (5, 0),
            to: (6, 1),
            cut_lines: vec![],
            cut_off: vec![(N, (5, 6)), (N, (6, 1))],
            relinked: vec![],
            // The relay's file below it but [5,5] (18), its diagonals down but [0,5] (4 + 19).
            lost: vec![(N, 41), (S, 0)],
        },
        CutCase {
            name: "a move along its own line changes nothing",
            features: arsenals,
            units: vec![(N, INF, 6, 0), (S, INF, 3, 15)],
            to_move: N,
            from: (6, 0),
            to: (7, 0),
            cut_lines: vec![],
            cut_off: vec![],
            relinked: vec![],
            lost: vec![(N, 0), (S, 0)],
        },
    ]
}

fn squares_of(expected: &[(GridSide, (u8, u8))], side: GridSide) -> Vec<Square> {
    let mut squares: Vec<Square> = expected
        .iter()
        .filter(|(s, _)| *s == side)
        .map(|&(_, (x, y))| sq(x, y))
        .collect();
    squares.sort();
    squares
}

#[test]
fn a_planned_move_shows_the_lines_it_would_cut() {
    for case in cut_cases() {
        let game = game(
            board(&case.features),
            GridOptions::default(),
            case.to_move,
            &case.units,
        );
        let state = game.state();
        let from = sq(case.from.0, case.from.1);
        let to = sq(case.to.0, case.to.1);
        let cuts: MoveCuts = state
            .move_cuts(from, to)
            .unwrap_or_else(|r| panic!("{}: refused: {r}", case.name));
        let mut expected = case.cut_lines.clone();
        expected.sort();
        assert_eq!(cuts.cut_lines, expected, "{}", case.name);
        for side in GridSide::ALL {
            assert_eq!(
                cuts.cut_off.get(side),
                &squares_of(&case.cut_off, side),
                "{}: {side} cut off",
                case.name
            );
            assert_eq!(
                cuts.relinked.get(side),
                &squares_of(&case.relinked, side),
                "{}: {side} relinked",
                case.name
            );
        }
        for &(side, count) in &case.lost {
            assert_eq!(
                cuts.lost_squares.get(side).len(),
                count,
                "{}: {side} squares lost {:?}",
                case.name,
                cuts.lost_squares.get(side)
            );
        }
        assert_eq!(
            cuts.is_empty(),
            case.cut_lines.is_empty()
                && case.cut_off.is_empty()
                && case.relinked.is_empty()
                && case.lost.iter().all(|(_, n)| *n == 0),
            "{}",
            case.name
        );
        // Nothing changed: the move was made on a copy.
        assert_eq!(game.state(), state, "{}", case.name);
    }
}

#[test]
fn a_refused_move_has_no_cuts_but_its_refusal() {
    let units = [(N, INF, 12, 5)];
    let game = game(linked_board(&units), GridOptions::default(), N, &units);
    let refusal = game.state().plan_move(sq(12, 5), sq(12, 7)).unwrap_err();
    assert_eq!(
        game.state().move_cuts(sq(12, 5), sq(12, 7)).unwrap_err(),
        refusal
    );
}
