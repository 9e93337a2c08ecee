//! A square of the 25 × 20 board, written `[x, y]`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Columns on the board (rules reference, Conventions; source L13: "25 x 20").
pub const BOARD_COLUMNS: u8 = 25;
/// Rows on the board (rules reference, Conventions; source L13).
pub const BOARD_ROWS: u8 = 20;
/// Rows in each territory: North holds rows 0–9, South rows 10–19 (source L13: "each ten
/// squares in depth").
pub const TERRITORY_ROWS: u8 = 10;

/// A square: `x` the column, 0–24 from the left; `y` the row, 0–19 from the top. Written as the
/// JSON array `[x, y]`. Ordered by column, then row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(from = "[u8; 2]", into = "[u8; 2]")]
pub struct Square {
    /// The column, 0–24 from the left.
    pub x: u8,
    /// The row, 0–19 from the top.
    pub y: u8,
}

impl From<[u8; 2]> for Square {
    fn from([x, y]: [u8; 2]) -> Self {
        Square { x, y }
    }
}

impl From<Square> for [u8; 2] {
    fn from(s: Square) -> Self {
        [s.x, s.y]
    }
}

impl Square {
    /// The square at column `x`, row `y` (not checked against the board).
    pub const fn new(x: u8, y: u8) -> Self {
        Square { x, y }
    }

    /// Whether the square lies on the board.
    pub fn on_board(self) -> bool {
        self.x < BOARD_COLUMNS && self.y < BOARD_ROWS
    }

    /// The square's index in a row-major array of the board's 500 squares.
    pub fn index(self) -> usize {
        usize::from(self.y) * usize::from(BOARD_COLUMNS) + usize::from(self.x)
    }

    /// Every square of the board, by row then column.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..BOARD_ROWS).flat_map(|y| (0..BOARD_COLUMNS).map(move |x| Square { x, y }))
    }

    /// The square `dx`, `dy` away, if it is on the board.
    pub fn offset(self, dx: i32, dy: i32) -> Option<Square> {
        let x = i32::from(self.x) + dx;
        let y = i32::from(self.y) + dy;
        if (0..i32::from(BOARD_COLUMNS)).contains(&x) && (0..i32::from(BOARD_ROWS)).contains(&y) {
            Some(Square {
                x: u8::try_from(x).ok()?,
                y: u8::try_from(y).ok()?,
            })
        } else {
            None
        }
    }

    /// Steps between two squares when each step may be straight or diagonal (the king's
    /// distance; source L32: a unit "may move in any direction").
    pub fn steps_to(self, other: Square) -> u8 {
        self.x.abs_diff(other.x).max(self.y.abs_diff(other.y))
    }

    /// Whether the two squares touch (one of the eight neighbours; source L68).
    pub fn touches(self, other: Square) -> bool {
        self != other && self.steps_to(other) == 1
    }

    /// The up to eight neighbours on the board.
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        (-1..=1)
            .flat_map(|dy| (-1..=1).map(move |dx| (dx, dy)))
            .filter(|&(dx, dy)| (dx, dy) != (0, 0))
            .filter_map(move |(dx, dy)| self.offset(dx, dy))
    }

    /// Parses `x,y` (as on the command line), checking it lies on the board.
    pub fn parse(text: &str) -> Option<Square> {
        let (x, y) = text.trim().split_once(',')?;
        let square = Square {
            x: x.trim().parse().ok()?,
            y: y.trim().parse().ok()?,
        };
        square.on_board().then_some(square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{},{}]", self.x, self.y)
    }
}
