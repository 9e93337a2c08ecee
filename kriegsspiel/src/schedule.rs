//! Things that fall due at a turn: a beaten unit rallying, a formation change finishing, a
//! counter lapsing, and (with the staff exercise) a message arriving.
//!
//! A rule system lists what it has pending as a [`Schedule`]; when the clock advances, the
//! system takes what has fallen due with [`Schedule::take_due`] and applies each entry in one
//! place, in the order the entries were listed. Keeping the order of listing (not of due turn)
//! keeps a replayed journal's events identical to those recorded.

use serde::{Deserialize, Serialize};

/// One thing due at a turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Due<T> {
    /// The first turn at whose start it applies.
    pub turn: u32,
    /// What falls due.
    pub item: T,
}

/// Everything pending, in the order it was listed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schedule<T> {
    entries: Vec<Due<T>>,
}

impl<T> Default for Schedule<T> {
    fn default() -> Self {
        Self {
            entries: Vec::new(),
        }
    }
}

impl<T> Schedule<T> {
    /// An empty schedule.
    pub fn new() -> Self {
        Self::default()
    }

    /// Lists `item` as due at the start of `turn`.
    pub fn add(&mut self, turn: u32, item: T) {
        self.entries.push(Due { turn, item });
    }

    /// Everything pending, in the order listed.
    pub fn pending(&self) -> &[Due<T>] {
        &self.entries
    }

    /// Whether nothing is pending.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The earliest turn anything is due, if anything is.
    pub fn next_due(&self) -> Option<u32> {
        self.entries.iter().map(|d| d.turn).min()
    }

    /// Takes out everything due at or before `turn`, in the order listed; the rest stays.
    pub fn take_due(&mut self, turn: u32) -> Vec<Due<T>> {
        let (due, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut self.entries)
            .into_iter()
            .partition(|d| d.turn <= turn);
        self.entries = rest;
        due
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn due_entries_come_out_in_the_order_listed() {
        let mut schedule = Schedule::new();
        schedule.add(5, "reformed");
        schedule.add(3, "rallied");
        schedule.add(9, "message");
        assert_eq!(schedule.next_due(), Some(3));
        let due: Vec<_> = schedule.take_due(5).into_iter().map(|d| d.item).collect();
        assert_eq!(due, ["reformed", "rallied"]);
        assert_eq!(schedule.pending().len(), 1);
        assert!(schedule.take_due(8).is_empty());
        assert_eq!(schedule.take_due(9).len(), 1);
        assert!(schedule.is_empty());
    }
}
