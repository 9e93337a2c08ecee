//! What the umpire types on the Casualties page to put a pin by hand, kept in the
//! [`super::TroopSession`] between frames. Apart from the page so the session holds it without
//! depending on the page.

use kriegsspiel::systems::reisswitz_1815::army::Side;
use kriegsspiel::systems::reisswitz_1815::ruleset::Formation;
use print::Paper;

/// What the umpire types to put a pin by hand.
#[derive(Debug, Clone, PartialEq)]
pub struct PinCorrectionForm {
    /// Whose pin.
    pub side: Side,
    /// Which track.
    pub formation: Formation,
    /// The new place, as typed.
    pub position: String,
    /// Why.
    pub reason: String,
    /// The paper the printed sheets are laid out for.
    pub paper: Paper,
}

impl Default for PinCorrectionForm {
    fn default() -> Self {
        Self {
            side: Side::Red,
            formation: Formation::ThreeRank,
            position: String::new(),
            reason: String::new(),
            paper: Paper::A4,
        }
    }
}
