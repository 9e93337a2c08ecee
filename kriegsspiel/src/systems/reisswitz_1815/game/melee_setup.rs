//! A melee as the umpire set it up, before the dice decide it: the command's fields gathered for
//! the rules that check and resolve it.

use crate::ids::UnitId;
use crate::systems::reisswitz_1815::calc::MeleeParty;
use crate::systems::reisswitz_1815::ruleset::{CombatSide, DieId};

/// The melee as the umpire set it up.
#[derive(Debug, Clone, Copy)]
pub(super) struct MeleeSetup<'a> {
    /// The attacking units.
    pub attackers: &'a [UnitId],
    /// The defending units.
    pub defenders: &'a [UnitId],
    /// The die the worksheet chose.
    pub die: DieId,
    /// The side the die favours.
    pub favoured: CombatSide,
    /// The attacking party.
    pub attacker: MeleeParty,
    /// The defending party.
    pub defender: MeleeParty,
    /// A bayonet attack in woods.
    pub in_woods: bool,
    /// A physical die's face; `None` throws from the game's dice.
    pub face: Option<i64>,
    /// The umpire's reason for overriding a refusal.
    pub override_reason: Option<&'a str>,
}
