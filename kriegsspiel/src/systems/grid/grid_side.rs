//! The two armies of the grid game, named after their territories.

use serde::{Deserialize, Serialize};
use std::fmt;

/// North (rows 0–9) or South (rows 10–19) (source L13, L15, L100).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum GridSide {
    /// The army whose territory is rows 0–9.
    North,
    /// The army whose territory is rows 10–19.
    South,
}

impl crate::knowledge::SideName for GridSide {
    fn every_side() -> &'static [Self] {
        &GridSide::ALL
    }
    fn id(self) -> &'static str {
        GridSide::id(self)
    }
}

impl GridSide {
    /// Both sides, North first.
    pub const ALL: [GridSide; 2] = [GridSide::North, GridSide::South];

    /// The stable id (`north`, `south`).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The other side.
    pub fn opponent(self) -> GridSide {
        match self {
            GridSide::North => GridSide::South,
            GridSide::South => GridSide::North,
        }
    }

    /// The rows of the side's territory (source L13: two territories ten squares deep).
    pub fn territory_rows(self) -> std::ops::Range<u8> {
        match self {
            GridSide::North => 0..super::square::TERRITORY_ROWS,
            GridSide::South => super::square::TERRITORY_ROWS..super::square::BOARD_ROWS,
        }
    }
}

impl fmt::Display for GridSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GridSide::North => "North",
            GridSide::South => "South",
        })
    }
}

/// One value for each side.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Hash)]
pub struct PerSide<T> {
    /// North's.
    pub north: T,
    /// South's.
    pub south: T,
}

impl<T> PerSide<T> {
    /// The side's value.
    pub fn get(&self, side: GridSide) -> &T {
        match side {
            GridSide::North => &self.north,
            GridSide::South => &self.south,
        }
    }

    /// The side's value, to change.
    pub fn get_mut(&mut self, side: GridSide) -> &mut T {
        match side {
            GridSide::North => &mut self.north,
            GridSide::South => &mut self.south,
        }
    }
}
