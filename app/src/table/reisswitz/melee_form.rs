//! What the umpire has set on the melee worksheet, kept in the [`super::TroopSession`] between
//! frames. Apart from the worksheet so the session holds it without depending on the page.

use kriegsspiel::systems::reisswitz_1815::army::UnitId;
use kriegsspiel::systems::reisswitz_1815::calc::charge_answer::HorseGunsChoice;
use kriegsspiel::systems::reisswitz_1815::ruleset::CombatSide;
use std::collections::BTreeSet;

/// What the umpire has set on the melee worksheet.
#[derive(Debug, Clone, PartialEq)]
pub struct MeleeForm {
    /// The attacking units.
    pub attackers: Vec<UnitId>,
    /// The defending units.
    pub defenders: Vec<UnitId>,
    /// The step-one case.
    pub base_case: String,
    /// Circumstances ticked, with the side each is counted for.
    pub circumstances: BTreeSet<(String, CombatSide)>,
    /// The attacker has a second line at the right distance.
    pub attacker_second_line: bool,
    /// The defender has a second line at the right distance.
    pub defender_second_line: bool,
    /// Count the attackers found in the defenders' flank or rear twice (Section 4 — Attacks
    /// on Flank & Rear).
    pub flank: bool,
    /// A bayonet attack in woods.
    pub in_woods: bool,
    /// Close-order defenders holding a defile.
    pub defending_defile: bool,
    /// A physical die's face, as typed (empty: the game's dice throw).
    pub physical_face: String,
    /// The last melee's result, line by line.
    pub last: Vec<String>,
    /// What horse artillery with attacked cavalry does, for its answer (reference §12.11).
    pub horse_guns: Option<HorseGunsChoice>,
}

impl Default for MeleeForm {
    fn default() -> Self {
        Self {
            attackers: Vec::new(),
            defenders: Vec::new(),
            base_case: "equal_arms".into(),
            circumstances: BTreeSet::new(),
            attacker_second_line: false,
            defender_second_line: false,
            flank: false,
            in_woods: false,
            defending_defile: false,
            physical_face: String::new(),
            last: Vec::new(),
            horse_guns: None,
        }
    }
}
