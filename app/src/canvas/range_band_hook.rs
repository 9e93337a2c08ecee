//! HOOK(fire-calculator): the range band under the cursor for a chosen weapon.
//!
//! The fire calculator (another task, `kriegsspiel::calc`) will say which band of Section 3 —
//! Firepower a distance falls in for a weapon (reference §2: small canister, large canister,
//! elevation, random shot for artillery; 100-pace bands for musketry). Until it lands the
//! canvas asks this trait and shows nothing. Implement it over the calculator and hand it to
//! [`crate::shell::WorkbenchApp`]; no other change is needed in the canvas.

use kriegsspiel::Pace;

/// Looks up the range band for a distance.
pub trait RangeBandLookup {
    /// The weapons the umpire may pick, sorted by name.
    fn weapons(&self) -> Vec<String>;
    /// The band `distance` falls in for `weapon`, in words, with its section; `None` when out
    /// of range or unknown.
    fn band(&self, weapon: &str, distance: Pace) -> Option<String>;
}

/// The stand-in used until the fire calculator is wired: knows no weapons.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoRangeBands;

impl RangeBandLookup for NoRangeBands {
    fn weapons(&self) -> Vec<String> {
        Vec::new()
    }

    fn band(&self, _weapon: &str, _distance: Pace) -> Option<String> {
        None
    }
}
