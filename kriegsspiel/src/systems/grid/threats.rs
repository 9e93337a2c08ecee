//! What each side threatens (issue 22 item 18, the analysis aid's first half).
//!
//! A side *threatens* a square when it would bring an attack total above 0 against an enemy
//! unit standing there (rules reference §5, "Attack total"; source L50, L52): one of its linked
//! fighting units that was not dislodged by the enemy's last attack stands on an open line
//! to the square within its range (source L46, L52, L62), or its cavalry stand in a charging
//! column touching it and the square is no fort or pass (source L38, L40). Relays threaten
//! nothing (source L66); a cut-off unit threatens nothing (source L70). Mountains and the
//! side's own units' squares are never threatened by it. Whether the side could attack this
//! half-turn is not asked: the map shows what each side's units reach as they stand.
//!
//! An enemy unit on a threatened square is *in danger* when the attack on it now would beat its
//! defence (source L52): by one point it must retreat, by two or more it is destroyed.

use super::combat::CombatResult;
use super::grid_side::{GridSide, PerSide};
use super::grid_state::GridState;
use super::square::Square;
use super::unit_kind::UnitKind;
use serde::Serialize;

/// A square a side threatens, with the attack total it would bring there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ThreatenedSquare {
    /// The square.
    pub at: Square,
    /// The attack total against an enemy unit standing there.
    pub attack_total: u32,
}

/// An enemy unit a side's attack would beat now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct UnitInDanger {
    /// Its square.
    pub at: Square,
    /// Its type.
    pub kind: UnitKind,
    /// The attack total against it.
    pub attack_total: u32,
    /// Its defence total.
    pub defence_total: u32,
    /// What the attack would do (`retreat` or `destroyed`).
    pub result: CombatResult,
}

/// Both sides' threats in one position.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Threats {
    /// The squares each side threatens, sorted by square.
    pub squares: PerSide<Vec<ThreatenedSquare>>,
    /// The enemy units each side's attack would beat now, sorted by square.
    pub in_danger: PerSide<Vec<UnitInDanger>>,
}

impl Threats {
    /// The attack total `side` brings on `square`, 0 where it does not threaten it.
    pub fn on(&self, side: GridSide, square: Square) -> u32 {
        self.squares
            .get(side)
            .binary_search_by_key(&square, |t| t.at)
            .map_or(0, |i| self.squares.get(side)[i].attack_total)
    }
}

impl GridState {
    /// What each side threatens now. Nothing while the sides deploy unseen (a threat would tell
    /// where the other side has placed its units).
    pub fn threats(&self) -> Threats {
        let mut threats = Threats::default();
        if self.placement().is_some() {
            return threats;
        }
        let field = self.battlefield();
        for side in GridSide::ALL {
            let mut squares: Vec<ThreatenedSquare> = Square::all()
                .filter(|&s| !self.board.is_mountain(s))
                .filter(|&s| self.position.unit_at(s).is_none_or(|u| u.side != side))
                .filter_map(|at| {
                    let attack_total = field.attack_total(at, side);
                    (attack_total > 0).then_some(ThreatenedSquare { at, attack_total })
                })
                .collect();
            squares.sort_unstable_by_key(|t| t.at);
            let mut in_danger: Vec<UnitInDanger> = self
                .position
                .units
                .iter()
                .filter(|u| u.side != side)
                .filter_map(|u| {
                    let e = field.explain(u.at, None)?;
                    (e.result != CombatResult::NoEffect).then_some(UnitInDanger {
                        at: u.at,
                        kind: u.kind,
                        attack_total: e.attack_total,
                        defence_total: e.defence_total,
                        result: e.result,
                    })
                })
                .collect();
            in_danger.sort_unstable_by_key(|d| d.at);
            *threats.squares.get_mut(side) = squares;
            *threats.in_danger.get_mut(side) = in_danger;
        }
        threats
    }
}
