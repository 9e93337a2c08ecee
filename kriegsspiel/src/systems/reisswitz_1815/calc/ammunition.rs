//! Ammunition (reference §12.1): how many turns of fire a unit has left, when its muskets foul,
//! and how long it takes to refill or resupply from its wagon. A unit out of ammunition, or
//! refilling, cannot fire.

use crate::figures::counted;
use crate::systems::reisswitz_1815::army::UnitKind;
use crate::systems::reisswitz_1815::calc::turn_length::{MINUTES_PER_TURN, turn_length_source};
use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use crate::systems::reisswitz_1815::ruleset::{BatteryResupplyTime, NamedOption, Ruleset};
use serde::{Deserialize, Serialize};

/// Whose ammunition rules a unit follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, strum::VariantArray)]
#[serde(rename_all = "snake_case")]
pub enum AmmunitionClass {
    /// Infantry in close order: cartridges, refilled from the regimental wagon (L537).
    Infantry,
    /// A battery: 50 turns of fire, resupplied from its wagon (L2416).
    Battery,
}

impl AmmunitionClass {
    /// The class of a unit that fires by the tables; `None` for cavalry, trains and the like.
    pub fn of(kind: &UnitKind) -> Option<Self> {
        match kind {
            UnitKind::Battalion { .. } | UnitKind::Sappers => Some(Self::Infantry),
            UnitKind::Battery { .. } => Some(Self::Battery),
            _ => None,
        }
    }

    /// The stable id (`infantry`, `battery`).
    pub fn id(self) -> &'static str {
        match self {
            Self::Infantry => "infantry",
            Self::Battery => "battery",
        }
    }
}

/// What a unit has fired since it last filled up: kept in the game with the unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct AmmunitionLedger {
    /// Turns of fire since the unit last filled up.
    pub turns_fired: u32,
    /// Turns of fire without a pause, up to the last turn it fired.
    pub continuous_turns: u32,
    /// The last turn it fired.
    pub last_fired_turn: Option<u32>,
    /// The turn at whose start a refill or resupply under way is complete.
    pub resupplied_at: Option<u32>,
}

impl AmmunitionLedger {
    /// Whether nothing has been fired and nothing is under way (left out of a save).
    pub fn is_full(&self) -> bool {
        *self == Self::default()
    }
}

/// Where a unit's ammunition stands, with the working.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AmmunitionStatus {
    /// Whose rules.
    pub class: AmmunitionClass,
    /// Turns of fire a full supply gives.
    pub turns_of_fire: u32,
    /// Turns of fire left.
    pub turns_left: u32,
    /// Turns a refill or resupply takes.
    pub resupply_turns: u32,
    /// Infantry whose muskets are hot and foul (the rate of fire falls by an amount the umpire
    /// decides).
    pub fouled: bool,
    /// The turn a refill under way is complete.
    pub resupplied_at: Option<u32>,
    /// Why the unit cannot fire now, and when it can be resupplied; `None` when it can fire.
    pub cannot_fire: Option<String>,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

/// Turns of fire a full supply gives, with the step that says so.
pub fn turns_of_fire(rules: &Ruleset, class: AmmunitionClass) -> (u32, WorkingStep) {
    let a = &rules.ammunition;
    match class {
        AmmunitionClass::Infantry => (
            a.infantry.turns_of_fire,
            WorkingStep::new(
                format!(
                    "each man carries {} cartridges and fires about {} a turn: {} turns of continuous fire",
                    a.infantry.cartridges_per_man,
                    a.infantry.rounds_per_turn,
                    a.infantry.turns_of_fire
                ),
                a.infantry.source.to_string(),
            ),
        ),
        AmmunitionClass::Battery => (
            a.artillery.turns_of_fire,
            WorkingStep::new(
                format!(
                    "a battery fires {} turns before it must be resupplied from its wagon",
                    a.artillery.turns_of_fire
                ),
                a.artillery.source.to_string(),
            ),
        ),
    }
}

/// Turns a refill (infantry) or resupply (battery, option `battery_resupply_time`) takes.
pub fn resupply_turns(rules: &Ruleset, class: AmmunitionClass) -> (u32, WorkingStep) {
    let a = &rules.ammunition;
    match class {
        AmmunitionClass::Infantry => (
            a.infantry.refill_turns,
            WorkingStep::new(
                format!(
                    "a battalion refills from its regimental supply wagon in {} turns",
                    a.infantry.refill_turns
                ),
                a.infantry.source.to_string(),
            ),
        ),
        AmmunitionClass::Battery => {
            let reading = rules.options.battery_resupply_time;
            let turns = match reading {
                BatteryResupplyTime::FireTable10 => a.artillery.resupply_turns_fire_table,
                BatteryResupplyTime::ChartNote4 => a
                    .artillery
                    .resupply_minutes_chart_note
                    .div_ceil(MINUTES_PER_TURN),
            };
            let text = match reading {
                BatteryResupplyTime::FireTable10 => format!(
                    "a battery resupplies from its wagon in {turns} turns (option battery_resupply_time = {})",
                    reading.id()
                ),
                BatteryResupplyTime::ChartNote4 => format!(
                    "a battery resupplies in {} minutes, {turns} turns of {MINUTES_PER_TURN} minutes (option battery_resupply_time = {}; {})",
                    a.artillery.resupply_minutes_chart_note,
                    reading.id(),
                    turn_length_source()
                ),
            };
            (
                turns,
                WorkingStep::new(text, a.artillery.source.to_string()),
            )
        }
    }
}

impl AmmunitionLedger {
    /// Where the unit's ammunition stands at turn `now`.
    pub fn status(&self, rules: &Ruleset, class: AmmunitionClass, now: u32) -> AmmunitionStatus {
        let (full, full_step) = turns_of_fire(rules, class);
        let (resupply, resupply_step) = resupply_turns(rules, class);
        let mut steps = vec![full_step];
        let turns_left = full.saturating_sub(self.turns_fired);
        steps.push(WorkingStep::new(
            format!(
                "{} fired since it last filled up: {turns_left} left",
                counted(self.turns_fired, "turn")
            ),
            rules.ammunition.source.to_string(),
        ));
        let continuing = self
            .last_fired_turn
            .is_some_and(|t| t.saturating_add(1) >= now);
        let foul_after = rules.ammunition.infantry.fouling_after_turns;
        let fouled =
            class == AmmunitionClass::Infantry && continuing && self.continuous_turns >= foul_after;
        if fouled {
            steps.push(WorkingStep::new(
                format!(
                    "{} turns of continuous fire: the muskets are hot and foul and the rate of fire falls — by how much is the umpire's decision (after {foul_after})",
                    self.continuous_turns
                ),
                rules.ammunition.infantry.source.to_string(),
            ));
        }
        let under_way = self.resupplied_at.filter(|&t| t > now);
        let cannot_fire = if let Some(at) = under_way {
            steps.push(resupply_step);
            Some(format!(
                "it is refilling from its wagon and can fire again from turn {at}"
            ))
        } else if turns_left == 0 {
            steps.push(resupply_step);
            Some(format!(
                "it is out of ammunition; resupplied from its wagon it can fire again {resupply} turns after the resupply begins (from turn {} if it begins now)",
                now.saturating_add(resupply)
            ))
        } else {
            None
        };
        AmmunitionStatus {
            class,
            turns_of_fire: full,
            turns_left,
            resupply_turns: resupply,
            fouled,
            resupplied_at: under_way,
            cannot_fire,
            steps,
        }
    }

    /// Counts a turn of fire at turn `now` (a second fire in the same turn costs nothing more).
    /// Refuses with the reason when the unit cannot fire.
    pub fn fire(
        &mut self,
        rules: &Ruleset,
        class: AmmunitionClass,
        now: u32,
    ) -> Result<(), String> {
        if let Some(why) = self.status(rules, class, now).cannot_fire {
            return Err(why);
        }
        match self.last_fired_turn {
            Some(t) if t == now => return Ok(()),
            Some(t) if t.saturating_add(1) == now => {
                self.continuous_turns = self.continuous_turns.saturating_add(1)
            }
            _ => self.continuous_turns = 1,
        }
        self.turns_fired = self.turns_fired.saturating_add(1);
        self.last_fired_turn = Some(now);
        self.resupplied_at = None;
        Ok(())
    }

    /// Starts a refill or resupply at turn `now`; the turn it is complete. Refuses while one is
    /// under way or when nothing has been fired.
    pub fn start_resupply(
        &mut self,
        rules: &Ruleset,
        class: AmmunitionClass,
        now: u32,
    ) -> Result<u32, String> {
        if let Some(at) = self.resupplied_at.filter(|&t| t > now) {
            return Err(format!("a resupply is already under way until turn {at}"));
        }
        if self.turns_fired == 0 {
            return Err("it has fired nothing since it last filled up".into());
        }
        let (turns, _) = resupply_turns(rules, class);
        let at = now.saturating_add(turns);
        self.resupplied_at = Some(at);
        Ok(at)
    }

    /// Completes a resupply: a full supply, the muskets cleaned.
    pub fn finish_resupply(&mut self) {
        *self = Self::default();
    }
}
