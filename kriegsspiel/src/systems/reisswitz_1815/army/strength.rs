//! A unit's strength in men and guns.

use super::unit_kind::UnitKind;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most men one unit may have (far above any battalion or regiment; refuses typing slips).
pub const MAX_MEN: i64 = 100_000;
/// The most guns one unit may have.
pub const MAX_GUNS: i64 = 100;

/// Men of a battalion ("The Apparatus": a battalion is 900 muskets).
pub const BATTALION_MEN: u32 = 900;
/// Riders of a squadron ("The Apparatus": a squadron of 150 riders).
pub const SQUADRON_RIDERS: u32 = 150;
/// Guns of a battery ("The Apparatus": a battery of 6 guns).
pub const BATTERY_GUNS: u32 = 6;

/// Men (or riders) and guns. Never negative: [`Strength::new`] refuses negative figures.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct Strength {
    /// Men or riders.
    pub men: u32,
    /// Guns.
    pub guns: u32,
}

impl Strength {
    /// A strength; refuses negative figures and figures above [`MAX_MEN`] / [`MAX_GUNS`].
    pub fn new(men: i64, guns: i64) -> Result<Self> {
        let check = |what: &'static str, value: i64, max: i64| -> Result<u32> {
            if value < 0 {
                return Err(RulesError::OutOfRange {
                    what,
                    value: value.to_string(),
                    allowed: "a strength cannot be negative".into(),
                });
            }
            if value > max {
                return Err(RulesError::OutOfRange {
                    what,
                    value: value.to_string(),
                    allowed: format!("at most {max}"),
                });
            }
            u32::try_from(value).map_err(|_| RulesError::OutOfRange {
                what,
                value: value.to_string(),
                allowed: format!("0 to {max}"),
            })
        };
        Ok(Self {
            men: check("men", men, MAX_MEN)?,
            guns: check("guns", guns, MAX_GUNS)?,
        })
    }

    /// The full strength the draft gives a kind where it gives one: a battalion 900 men, a
    /// squadron 150 riders, a battery 6 guns ("The Apparatus"); zero otherwise.
    pub fn full(kind: &UnitKind) -> Self {
        match kind {
            UnitKind::Battalion { .. } => Self {
                men: BATTALION_MEN,
                guns: 0,
            },
            UnitKind::CavalryRegiment { squadrons, .. } => Self {
                men: SQUADRON_RIDERS.saturating_mul(*squadrons),
                guns: 0,
            },
            UnitKind::Battery { .. } => Self {
                men: 0,
                guns: BATTERY_GUNS,
            },
            _ => Self::default(),
        }
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.men, self.guns) {
            (men, 0) => write!(f, "{men} men"),
            (0, guns) => write!(f, "{guns} guns"),
            (men, guns) => write!(f, "{men} men, {guns} guns"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negative_and_huge_strengths_are_refused() {
        assert!(Strength::new(-1, 0).is_err());
        assert!(Strength::new(0, -6).is_err());
        assert!(Strength::new(MAX_MEN + 1, 0).is_err());
        assert!(Strength::new(i64::MIN, i64::MAX).is_err());
        assert_eq!(Strength::new(900, 0), Ok(Strength { men: 900, guns: 0 }));
    }
}
