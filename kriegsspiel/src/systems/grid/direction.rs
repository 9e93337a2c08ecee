//! The eight lines from a square: ranks, files and diagonals (source L46, L64).

use super::square::Square;
use serde::{Deserialize, Serialize};

/// A line's kind, as the combat explanation names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LineKind {
    /// Along a row (horizontal).
    Rank,
    /// Along a column (vertical).
    File,
    /// Along a diagonal.
    Diagonal,
}

/// One of the eight straight directions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Direction {
    /// Column step, −1, 0 or 1.
    pub dx: i8,
    /// Row step, −1, 0 or 1.
    pub dy: i8,
}

impl Direction {
    /// The eight directions, clockwise from north (up).
    pub const ALL: [Direction; 8] = [
        Direction { dx: 0, dy: -1 },
        Direction { dx: 1, dy: -1 },
        Direction { dx: 1, dy: 0 },
        Direction { dx: 1, dy: 1 },
        Direction { dx: 0, dy: 1 },
        Direction { dx: -1, dy: 1 },
        Direction { dx: -1, dy: 0 },
        Direction { dx: -1, dy: -1 },
    ];

    /// Whether the direction is diagonal.
    pub fn is_diagonal(self) -> bool {
        self.dx != 0 && self.dy != 0
    }

    /// The kind of line.
    pub fn kind(self) -> LineKind {
        if self.is_diagonal() {
            LineKind::Diagonal
        } else if self.dy == 0 {
            LineKind::Rank
        } else {
            LineKind::File
        }
    }

    /// The square `steps` along this direction from `from`, if on the board.
    pub fn step(self, from: Square, steps: i32) -> Option<Square> {
        from.offset(i32::from(self.dx) * steps, i32::from(self.dy) * steps)
    }

    /// The direction and distance from `from` to `to` when they lie on one line, else `None`.
    pub fn between(from: Square, to: Square) -> Option<(Direction, u8)> {
        let dx = i32::from(to.x) - i32::from(from.x);
        let dy = i32::from(to.y) - i32::from(from.y);
        if (dx, dy) == (0, 0) || !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
            return None;
        }
        let direction = Direction {
            dx: dx.signum() as i8,
            dy: dy.signum() as i8,
        };
        Some((direction, from.steps_to(to)))
    }

    /// The two squares beside a diagonal step from `from` (the corners it passes between);
    /// `None` for a straight step or off the board.
    pub fn corners(self, from: Square) -> Option<(Square, Square)> {
        if !self.is_diagonal() {
            return None;
        }
        Some((
            from.offset(i32::from(self.dx), 0)?,
            from.offset(0, i32::from(self.dy))?,
        ))
    }
}
