//! Lines of communication (rules reference §3; source L60–L76, L92): which squares the lines
//! reach, which relays are active and which units are cut off, case by case, and a property:
//! the network never depends on the order the units were placed in.

use crate::grid_support::*;
use kriegsspiel::systems::grid::{
    Board, Feature, GridOptions, GridSide, Network, Position, Square,
};
use proptest::prelude::*;

/// A case: what it pins, the source line, the board's features, the units, the options, and
/// the squares of the units that must be cut off.
struct Case {
    name: &'static str,
    features: Vec<(GridSide, Feature, u8, u8)>,
    units: Vec<U>,
    options: GridOptions,
    cut_off: Vec<(u8, u8)>,
}

fn arsenals() -> Vec<(GridSide, Feature, u8, u8)> {
    vec![(N, Feature::Arsenal, 0, 0), (S, Feature::Arsenal, 24, 19)]
}

fn cases() -> Vec<Case> {
    let mountain = |x, y| (N, Feature::Mountain, x, y);
    vec![
        Case {
            name: "L64: a unit on an arsenal's line is linked, at any distance",
            features: arsenals(),
            units: vec![(N, INF, 20, 0), (N, INF, 0, 9), (N, INF, 9, 9)],
            options: GridOptions::default(),
            cut_off: vec![],
        },
        Case {
            name: "L64: off every line and touching no one, a unit is cut off",
            features: arsenals(),
            units: vec![(N, INF, 5, 3)],
            options: GridOptions::default(),
            cut_off: vec![(5, 3)],
        },
        Case {
            name: "L13: a mountain stops the line",
            features: [arsenals(), vec![mountain(3, 0)]].concat(),
            units: vec![(N, INF, 6, 0)],
            options: GridOptions::default(),
            cut_off: vec![(6, 0)],
        },
        Case {
            name: "L72: an enemy fighting unit on the line cuts it",
            features: arsenals(),
            units: vec![(N, INF, 6, 0), (S, INF, 3, 0)],
            options: GridOptions::default(),
            cut_off: vec![(3, 0), (6, 0)],
        },
        Case {
            name: "L92: an enemy relay on the line does not cut it",
            features: arsenals(),
            units: vec![(N, INF, 6, 0), (S, REL, 3, 0)],
            options: GridOptions::default(),
            cut_off: vec![(3, 0)],
        },
        Case {
            name: "L68: contact carries the link along a chain of fighting units",
            features: arsenals(),
            units: vec![
                (N, INF, 6, 0),
                (N, CAV, 7, 1),
                (N, ART, 8, 2),
                (N, INF, 9, 3),
                (N, INF, 11, 5),
            ],
            options: GridOptions::default(),
            cut_off: vec![(11, 5)],
        },
        Case {
            name: "L68: contact counts between fighting units only (a relay not linked passes nothing)",
            features: arsenals(),
            units: vec![(N, INF, 6, 0), (N, REL, 7, 2), (N, INF, 8, 4)],
            options: with("relay_via_contact", "no"),
            cut_off: vec![(7, 2), (8, 4)],
        },
        Case {
            name: "L64: a relay on a line relays along its own eight lines; a second relay on those relays again",
            features: arsenals(),
            units: vec![
                (N, REL, 0, 5),
                (N, INF, 12, 5),
                (N, SREL, 3, 8),
                (N, INF, 3, 17),
            ],
            options: GridOptions::default(),
            cut_off: vec![],
        },
        Case {
            name: "L66: a relay off every line relays nothing",
            features: arsenals(),
            units: vec![(N, REL, 5, 3), (N, INF, 5, 12)],
            options: GridOptions::default(),
            cut_off: vec![(5, 3), (5, 12)],
        },
        Case {
            name: "relay_via_contact = yes: a relay touching a linked fighting unit relays",
            features: arsenals(),
            units: vec![(N, INF, 6, 0), (N, REL, 7, 1), (N, INF, 7, 15)],
            options: GridOptions::default(),
            cut_off: vec![],
        },
        Case {
            name: "relay_via_contact = no: the same relay, only touching, relays nothing",
            features: arsenals(),
            units: vec![(N, INF, 6, 0), (N, REL, 7, 2), (N, INF, 7, 15)],
            options: with("relay_via_contact", "no"),
            cut_off: vec![(7, 2), (7, 15)],
        },
        Case {
            name: "cut_off_units_block_lines = yes: a cut-off enemy still cuts the line",
            features: arsenals(),
            units: vec![(N, INF, 6, 0), (S, INF, 3, 0)],
            options: GridOptions::default(),
            cut_off: vec![(3, 0), (6, 0)],
        },
        Case {
            name: "cut_off_units_block_lines = no: a cut-off enemy does not",
            features: arsenals(),
            units: vec![(N, INF, 6, 0), (S, INF, 3, 0)],
            options: with("cut_off_units_block_lines", "no"),
            cut_off: vec![(3, 0)],
        },
        Case {
            name: "diagonal_between_mountains = open: a diagonal line passes between corner mountains",
            features: [arsenals(), vec![mountain(1, 0), mountain(0, 1)]].concat(),
            units: vec![(N, INF, 5, 5)],
            options: GridOptions::default(),
            cut_off: vec![],
        },
        Case {
            name: "diagonal_between_mountains = closed: it does not",
            features: [arsenals(), vec![mountain(1, 0), mountain(0, 1)]].concat(),
            units: vec![(N, INF, 5, 5)],
            options: with("diagonal_between_mountains", "closed"),
            cut_off: vec![(5, 5)],
        },
    ]
}

#[test]
fn each_reading_of_the_lines_of_communication() {
    for case in cases() {
        let board = board(&case.features);
        let position = position(&board, N, &case.units);
        let network = Network::compute(&board, &position, &case.options);
        let expected: Vec<Square> = case.cut_off.iter().map(|&(x, y)| sq(x, y)).collect();
        assert_eq!(network.cut_off(&position), expected, "{}", case.name);
    }
}

#[test]
fn reached_squares_stop_before_a_mountain_and_before_an_enemy() {
    // Source L13, L64, L72: the line along row 0 from [0,0] stops before [3,0] (mountain) and
    // the file stops before [0,4] (enemy infantry).
    let board = board(&[
        (N, Feature::Arsenal, 0, 0),
        (S, Feature::Arsenal, 24, 19),
        (N, Feature::Mountain, 3, 0),
    ]);
    let position = position(&board, N, &[(S, INF, 0, 4)]);
    let network = Network::compute(&board, &position, &GridOptions::default());
    let reached = network.reached_squares(N);
    for s in [sq(0, 0), sq(1, 0), sq(2, 0), sq(0, 3), sq(1, 1), sq(19, 19)] {
        assert!(reached.contains(&s), "{s}");
    }
    for s in [sq(3, 0), sq(4, 0), sq(0, 4), sq(0, 5), sq(2, 1)] {
        assert!(!reached.contains(&s), "{s}");
    }
}

#[test]
fn at_the_published_start_no_unit_is_cut_off() {
    let board = Board::standard().unwrap();
    let position = Position::published(&board).unwrap();
    let network = Network::compute(&board, &position, &GridOptions::default());
    assert_eq!(network.cut_off(&position), Vec::<Square>::new());
}

fn arbitrary_units() -> impl Strategy<Value = Vec<U>> {
    let kind = prop::sample::select(vec![INF, CAV, ART, HA, REL, SREL]);
    let side = prop::sample::select(vec![N, S]);
    prop::collection::vec((side, kind, 0u8..25, 0u8..20), 1..30)
}

proptest! {
    /// The network of a position never depends on the order its units were placed in
    /// (issue 11, "Done when").
    #[test]
    fn network_ignores_the_order_units_were_placed(units in arbitrary_units(), seed in any::<u64>()) {
        let board = Board::standard().unwrap();
        // Keep one unit a square, off the mountains, within the counts.
        let mut kept: Vec<U> = Vec::new();
        for u in units {
            let taken = kept.iter().any(|k| (k.2, k.3) == (u.2, u.3));
            let count = kept.iter().filter(|k| k.0 == u.0 && k.1 == u.1).count();
            if !taken && !board.is_mountain(sq(u.2, u.3)) && count < u.1.count_per_side() {
                kept.push(u);
            }
        }
        let mut shuffled = kept.clone();
        // A deterministic shuffle from the seed.
        let mut state = seed | 1;
        for i in (1..shuffled.len()).rev() {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17;
            let j = (state % (i as u64 + 1)) as usize;
            shuffled.swap(i, j);
        }
        for options in [GridOptions::default(), with("cut_off_units_block_lines", "no"), with("relay_via_contact", "no")] {
            let a = position(&board, N, &kept);
            let b = position(&board, N, &shuffled);
            let na = Network::compute(&board, &a, &options);
            let nb = Network::compute(&board, &b, &options);
            prop_assert_eq!(na.cut_off(&a), nb.cut_off(&b));
            for side in GridSide::ALL {
                prop_assert_eq!(na.reached_squares(side), nb.reached_squares(side));
                prop_assert_eq!(na.rays(side), nb.rays(side));
            }
        }
    }
}
