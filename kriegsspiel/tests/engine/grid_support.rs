//! Helpers for the grid game's tests: synthetic boards and positions in one call.

#![allow(dead_code)] // each grid test module uses the helpers it needs

use kriegsspiel::systems::grid::{
    Board, Feature, GridGame, GridOptions, GridSetup, GridSide, PerSide, PlacedUnit, Position,
    PositionFile, Square, Territory, UnitKind,
};

/// A square.
pub fn sq(x: u8, y: u8) -> Square {
    Square::new(x, y)
}

/// A unit for [`position`]: side, kind, x, y.
pub type U = (GridSide, UnitKind, u8, u8);

/// North's and South's units, shorthand.
pub use GridSide::{North as N, South as S};
pub use UnitKind::{
    Artillery as ART, Cavalry as CAV, HorseArtillery as HA, Infantry as INF, Relay as REL,
    SwiftRelay as SREL,
};

/// A board with only the given features: `(side, feature, x, y)`.
pub fn board(features: &[(GridSide, Feature, u8, u8)]) -> Board {
    let mut territories: PerSide<Territory> = PerSide::default();
    for &(side, feature, x, y) in features {
        territories
            .get_mut(side)
            .squares_mut(feature)
            .push(sq(x, y));
    }
    Board::new(territories).unwrap()
}

/// A position on `board`: the units in the order given, every board arsenal surviving.
pub fn position(board: &Board, to_move: GridSide, units: &[U]) -> Position {
    let mut placed: PerSide<Vec<PlacedUnit>> = PerSide::default();
    for &(side, kind, x, y) in units {
        placed.get_mut(side).push(PlacedUnit { kind, at: sq(x, y) });
    }
    Position::from_file(
        &PositionFile {
            to_move,
            arsenals: None,
            units: placed,
        },
        board,
    )
    .unwrap()
}

/// A game on `board` from `units`, with `options`.
pub fn game(board: Board, options: GridOptions, to_move: GridSide, units: &[U]) -> GridGame {
    let start = position(&board, to_move, units);
    GridGame::new(GridSetup {
        board,
        options,
        start,
        first_player: None,
    })
    .expect("a grid game starts from any setup")
}

/// A board with no features but an arsenal under every listed unit, so that every unit is
/// linked (the reference's worked example: "every unit linked").
pub fn linked_board(units: &[U]) -> Board {
    let features: Vec<_> = units
        .iter()
        .map(|&(side, _, x, y)| (side, Feature::Arsenal, x, y))
        .collect();
    board(&features)
}

/// Options with one reading changed.
pub fn with(id: &str, reading: &str) -> GridOptions {
    let mut options = GridOptions::default();
    options.set(id, reading).unwrap();
    options
}
