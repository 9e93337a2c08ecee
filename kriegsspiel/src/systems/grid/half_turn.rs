//! What has been done so far in the half-turn being played (source L17).

use serde::{Deserialize, Serialize};

/// The moves, attack and raids of the current half-turn.
#[derive(Debug, Clone, PartialEq, Eq, Default, Hash, Serialize, Deserialize)]
pub struct HalfTurn {
    /// The units moved, in order (each at most once, at most five; source L17).
    pub moved: Vec<u16>,
    /// Whether the half-turn's attack has been made.
    pub attacked: bool,
    /// Arsenals destroyed this half-turn (a raid counts as the attack, source L88).
    pub raids: u8,
    /// Squares whose unit was destroyed this half-turn (the vacated-arsenal rule, source L88).
    pub vacated: Vec<super::square::Square>,
    /// The side moving has proposed a draw, and the other side has not answered yet
    /// (source L102). The offer lapses with the half-turn.
    #[serde(default)]
    pub draw_proposed: bool,
}

/// Moves a half-turn allows (source L17: "up to five").
pub const MOVES_PER_HALF_TURN: usize = 5;
