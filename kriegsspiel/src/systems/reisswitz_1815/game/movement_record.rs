//! What a unit has done with its moves: how much of this turn it has used, and on which turns
//! it used each rate the chart limits ("2 moves in 5", "1 move in 3", "2 moves in 6").

use crate::systems::reisswitz_1815::ruleset::RateLimit;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// A unit's use of its moves.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct MovementRecord {
    /// The turn `used` belongs to.
    turn: u32,
    /// Fraction of that turn used by moves so far.
    used: f64,
    /// For each limited chart row, the turns it was used.
    limited: BTreeMap<String, BTreeSet<u32>>,
}

impl MovementRecord {
    /// Fraction of turn `now` still free for moving (1 at the start of a turn).
    pub fn allowance_left(&self, now: u32) -> f64 {
        if self.turn == now {
            (1.0 - self.used).clamp(0.0, 1.0)
        } else {
            1.0
        }
    }

    /// Records `fraction` of turn `now` as used (a spent turn stays spent).
    pub fn spend(&mut self, now: u32, fraction: f64) {
        if self.turn != now {
            self.turn = now;
            self.used = 0.0;
        }
        let f = if fraction.is_finite() {
            fraction.max(0.0)
        } else {
            1.0
        };
        self.used = (self.used + f).min(1.0);
    }

    /// Records that the limited row `row` was used on turn `now`.
    pub fn record_limited(&mut self, row: &str, now: u32) {
        self.limited.entry(row.to_string()).or_default().insert(now);
    }

    /// The turns on which `row` was used.
    pub fn limited_uses(&self, row: &str) -> Vec<u32> {
        self.limited
            .get(row)
            .map(|s| s.iter().copied().collect())
            .unwrap_or_default()
    }

    /// Turns at `row`'s rate in the `limit.out_of − 1` turns before `now`.
    pub fn uses_in_window(&self, row: &str, limit: RateLimit, now: u32) -> u32 {
        let window = limit.out_of.saturating_sub(1);
        let from = now.saturating_sub(window);
        self.limited
            .get(row)
            .map_or(0, |s| s.range(from..now).count() as u32)
    }

    /// Whether `row` may be used on turn `now`: it already was this turn, or the sliding window
    /// ([`RateLimit::permits_next`]) allows one more.
    pub fn permits(&self, row: &str, limit: RateLimit, now: u32) -> bool {
        let used_now = self.limited.get(row).is_some_and(|s| s.contains(&now));
        if used_now {
            return true;
        }
        let window = limit.out_of.saturating_sub(1);
        let from = now.saturating_sub(window);
        let recent: Vec<bool> = (from..now)
            .map(|t| self.limited.get(row).is_some_and(|s| s.contains(&t)))
            .collect();
        limit.permits_next(&recent)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_move_in_three() {
        let limit = RateLimit {
            moves: 1,
            out_of: 3,
        };
        let mut r = MovementRecord::default();
        assert!(r.permits("x", limit, 5));
        r.record_limited("x", 5);
        assert!(r.permits("x", limit, 5), "the same turn again");
        assert!(!r.permits("x", limit, 6));
        assert!(!r.permits("x", limit, 7));
        assert!(r.permits("x", limit, 8));
        assert_eq!(r.uses_in_window("x", limit, 7), 1);
    }

    #[test]
    fn allowance_resets_each_turn() {
        let mut r = MovementRecord::default();
        r.spend(3, 0.25);
        assert_eq!(r.allowance_left(3), 0.75);
        assert_eq!(r.allowance_left(4), 1.0);
        r.spend(3, f64::NAN);
        assert_eq!(r.allowance_left(3), 0.0);
    }
}
