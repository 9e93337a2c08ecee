//! A work under way as a side knows of it.

use geo::Coord;
use serde::Serialize;

/// A work under way as a side knows it (reference §12.3, §12.7): its own, or one whose place
/// one of the side's units on the map can see — within the sighting reach of the day, night or
/// weather, with no terrain blocking the line (draft L116: what becomes visible is put on the
/// map and the player told). Never the unit doing an enemy work.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KnownWork {
    /// Its number among the works the side knows of (its own first, then the enemy's it has
    /// seen): never the game's own number, whose gaps would count the enemy's works.
    pub number: u32,
    /// The work in words.
    pub description: String,
    /// Where, if the umpire named a place.
    pub place: Option<Coord<f64>>,
    /// Whether the side's own unit does it.
    pub own: bool,
}
