//! The range band under the cursor for a chosen weapon.
//!
//! The canvas and the tools panel ask this trait which band of Section 3 — Firepower a
//! distance falls in for a weapon (reference §2: small canister, large canister, elevation,
//! random shot for artillery; 100-pace bands for musketry). [`super::FireRangeBands`]
//! answers from the fire calculator; [`NoRangeBands`] knows no weapon.

use kriegsspiel::Pace;

/// Looks up the range band for a distance.
pub trait RangeBandLookup {
    /// The weapons the umpire may pick, in a fixed order.
    fn weapons(&self) -> Vec<String>;
    /// The band `distance` falls in for `weapon`, in words with its section; or why there is
    /// none (out of range, unknown weapon), in words.
    fn band(&self, weapon: &str, distance: Pace) -> Result<String, String>;
    /// The band's short name alone (for a label on the map), `None` when there is none.
    fn short_band(&self, weapon: &str, distance: Pace) -> Option<String>;
}

/// A lookup that knows no weapon (tests of the bare canvas).
#[derive(Debug, Clone, Copy, Default)]
pub struct NoRangeBands;

impl RangeBandLookup for NoRangeBands {
    fn weapons(&self) -> Vec<String> {
        Vec::new()
    }

    fn band(&self, weapon: &str, _distance: Pace) -> Result<String, String> {
        Err(format!("no range bands are known for “{weapon}”"))
    }

    fn short_band(&self, _weapon: &str, _distance: Pace) -> Option<String> {
        None
    }
}
