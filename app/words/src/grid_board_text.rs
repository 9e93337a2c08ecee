//! A grid position as text, drawn as the rules reference draws its boards: one character a
//! square, the columns numbered across the top and the rows down the side (0-based, as the
//! replay file writes `[x, y]`), features as `#` mountain, `=` pass, `F` fort, `@` arsenal
//! (`x` once destroyed), North's units in upper case and South's in lower case (`I` infantry,
//! `C` cavalry, `A` foot artillery, `H` horse artillery, `R` foot relay, `S` mounted relay; a
//! unit hides the feature under it).

use kriegsspiel::systems::grid::{
    BOARD_COLUMNS, BOARD_ROWS, Board, Feature, GridSide, Position, Square,
};
use std::fmt::Write;

/// The board with its features and the position's units, one line a row, with the legend's
/// column numbers above.
pub fn grid_board_diagram(board: &Board, position: &Position) -> String {
    let tens: String = (0..BOARD_COLUMNS)
        .map(|x| {
            if x < 10 {
                ' '
            } else {
                char::from(b'0' + x / 10)
            }
        })
        .collect();
    let units: String = (0..BOARD_COLUMNS)
        .map(|x| char::from(b'0' + x % 10))
        .collect();
    let mut text = format!("   {tens}\n   {units}\n");
    for y in 0..BOARD_ROWS {
        let row: String = (0..BOARD_COLUMNS)
            .map(|x| square_char(board, position, Square::new(x, y)))
            .collect();
        let _ = writeln!(text, "{y:>2} {row}");
    }
    text
}

fn square_char(board: &Board, position: &Position, square: Square) -> char {
    if let Some(unit) = position.unit_at(square) {
        let letter = unit.kind.letter();
        return match unit.side {
            GridSide::North => letter,
            GridSide::South => letter.to_ascii_lowercase(),
        };
    }
    match board.feature(square) {
        Some((Feature::Mountain, _)) => '#',
        Some((Feature::Pass, _)) => '=',
        Some((Feature::Fort, _)) => 'F',
        Some((Feature::Arsenal, side)) if position.is_live_arsenal(side, square) => '@',
        Some((Feature::Arsenal, _)) => 'x',
        None => '.',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published deployment on the standard board, as the rules reference draws it (§2).
    #[test]
    fn the_published_deployment_reads_as_the_reference_draws_it() {
        let board = Board::standard().unwrap();
        let position = Position::published(&board).unwrap();
        let diagram = grid_board_diagram(&board, &position);
        let lines: Vec<&str> = diagram.lines().collect();
        assert_eq!(lines.len(), 22);
        assert_eq!(lines[0], "             111111111122222");
        assert_eq!(lines[1], "   0123456789012345678901234");
        assert_eq!(lines[2 + 3], " 3 ..R....@.#...............");
        assert_eq!(lines[2 + 7], " 7 ..CCIHIII#..........F....");
        assert_eq!(lines[2 + 10], "10 ..............iiiac......");
        assert_eq!(lines[2 + 14], "14 ...............h......r..");
        assert_eq!(lines[2 + 19], "19 ..@...................@..");
    }

    #[test]
    fn a_destroyed_arsenal_is_crossed() {
        let board = Board::standard().unwrap();
        let mut position = Position::published(&board).unwrap();
        position.arsenals.south.retain(|a| *a != Square::new(2, 19));
        let diagram = grid_board_diagram(&board, &position);
        assert!(diagram.lines().any(|l| l == "19 ..x...................@.."));
    }
}
