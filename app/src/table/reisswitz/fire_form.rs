//! What the umpire has set on the fire worksheet, kept in the [`super::TroopSession`] between
//! frames. Apart from the worksheet so the session holds it without depending on the page.

use kriegsspiel::systems::reisswitz_1815::army::UnitId;
use kriegsspiel::systems::reisswitz_1815::calc::fire_modifier::FireModifier;
use kriegsspiel::systems::reisswitz_1815::ruleset::FireEffect;
use std::collections::BTreeSet;

/// The worksheet's choices, kept while the umpire works.
#[derive(Debug, Clone, PartialEq)]
pub struct FireForm {
    /// The unit that fires.
    pub firer: Option<UnitId>,
    /// The unit fired at.
    pub target: Option<UnitId>,
    /// Good or bad effect. For a battery the good-effect checklist sets it (see
    /// [`effect_used`](super::fire_worksheet::effect_used)) unless `override_checklist`.
    pub effect: FireEffect,
    /// The umpire sets a battery's effect by hand, against the checklist.
    pub override_checklist: bool,
    /// Circumstances ticked.
    pub modifiers: BTreeSet<FireModifier>,
    /// The firing unit in table units (empty: the unit's own, see
    /// [`default_scale`](super::default_scale)).
    pub scale_text: String,
    /// The good-effect conditions the umpire has ticked, by their words.
    pub checks: BTreeSet<String>,
    /// The turn's fire orders waiting to be resolved together (each a copy of the worksheet
    /// as it was when added; their own lists are empty).
    pub batch: Vec<FireForm>,
    /// The working of the last fire resolved, line by line.
    pub last: Vec<String>,
}

impl Default for FireForm {
    fn default() -> Self {
        Self {
            firer: None,
            target: None,
            effect: FireEffect::Good,
            override_checklist: false,
            modifiers: BTreeSet::new(),
            scale_text: String::new(),
            checks: BTreeSet::new(),
            batch: Vec::new(),
            last: Vec::new(),
        }
    }
}
