//! Named options for every place where the draft contradicts itself.
//!
//! Each option names its readings, cites where each comes from (lines of the draft, "L744"), and
//! has the default that the reference (`shared/rules/reisswitz-tables.md` §11) chose. The chosen
//! readings travel with a saved game inside its [`super::Ruleset`]; options added later read as
//! their defaults in older saves.

#[macro_use]
mod named;
mod more_readings;
mod readings;
mod staff_readings;

pub use more_readings::*;
pub use named::{NamedOption, OptionChoice, OptionInfo};
pub use readings::*;
pub use staff_readings::*;

use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// The chosen reading of every contradiction. Saved with the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct RuleOptions {
    /// See [`GunPreparation`].
    pub gun_preparation: GunPreparation,
    /// See [`CavalrySecondLine`].
    pub cavalry_second_line: CavalrySecondLine,
    /// See [`NinePounderRanges`].
    pub nine_pounder_ranges: NinePounderRanges,
    /// See [`ArtilleryEffectCriteria`].
    pub artillery_effect_criteria: ArtilleryEffectCriteria,
    /// See [`TwoRankExchange`].
    pub two_rank_exchange: TwoRankExchange,
    /// See [`InfantryPointsValue`].
    pub infantry_points_value: InfantryPointsValue,
    /// See [`CavalryWinnerLosses`].
    pub cavalry_winner_losses: CavalryWinnerLosses,
    /// See [`RecoveryTimes`].
    pub recovery_times: RecoveryTimes,
    /// See [`FireDiceAssignment`].
    pub fire_dice_assignment: FireDiceAssignment,
    /// See [`ExceptionalThrowMapping`].
    pub exceptional_throw_mapping: ExceptionalThrowMapping,
    /// See [`CavalrySlope`].
    pub cavalry_slope: CavalrySlope,
    /// See [`StrengthDifference`].
    pub strength_difference: StrengthDifference,
    /// See [`InfantryBeatenByCavalry`].
    pub infantry_beaten_by_cavalry: InfantryBeatenByCavalry,
    /// See [`InfantrySlope`].
    pub infantry_slope: InfantrySlope,
    /// See [`MessengerLongTrip`].
    pub messenger_long_trip: MessengerLongTrip,
    /// See [`RiflesBands`].
    pub rifles_bands: RiflesBands,
    /// See [`ShakenTroops`].
    pub shaken_troops: ShakenTroops,
    /// See [`BatteryResupplyTime`].
    pub battery_resupply_time: BatteryResupplyTime,
    /// See [`FireBonusStacking`].
    pub fire_bonus_stacking: FireBonusStacking,
    /// See [`DieVi`].
    pub die_vi: DieVi,
    /// See [`BreachWidth`].
    pub breach_width: BreachWidth,
    /// See [`CanisterPenalty`].
    pub canister_penalty: CanisterPenalty,
    /// See [`LoserLossesUnit`].
    pub loser_losses_unit: LoserLossesUnit,
    /// See [`CavalryVSquare`].
    pub cavalry_v_square: CavalryVSquare,
    /// See [`AdvancingTroopsTest`].
    pub advancing_troops_test: AdvancingTroopsTest,
    /// See [`SkirmishComplement`].
    pub skirmish_complement: SkirmishComplement,
    /// See [`DetachmentSizes`].
    pub detachment_sizes: DetachmentSizes,
    /// See [`CavalryPatrolSize`].
    pub cavalry_patrol_size: CavalryPatrolSize,
    /// See [`BatteryFrontage`].
    pub battery_frontage: BatteryFrontage,
    /// See [`RoadWidths`].
    pub road_widths: RoadWidths,
    /// See [`DirectSpeech`].
    pub direct_speech: DirectSpeech,
    /// See [`SightingBeyondNote`].
    pub sighting_beyond_note: SightingBeyondNote,
}

impl RuleOptions {
    /// Every option with its readings, sorted by id.
    pub fn catalogue(&self) -> Vec<OptionInfo> {
        let mut all = vec![
            NamedOption::info(self.gun_preparation),
            NamedOption::info(self.cavalry_second_line),
            NamedOption::info(self.nine_pounder_ranges),
            NamedOption::info(self.artillery_effect_criteria),
            NamedOption::info(self.two_rank_exchange),
            NamedOption::info(self.infantry_points_value),
            NamedOption::info(self.cavalry_winner_losses),
            NamedOption::info(self.recovery_times),
            NamedOption::info(self.fire_dice_assignment),
            NamedOption::info(self.exceptional_throw_mapping),
            NamedOption::info(self.cavalry_slope),
            NamedOption::info(self.strength_difference),
            NamedOption::info(self.infantry_beaten_by_cavalry),
            NamedOption::info(self.infantry_slope),
            NamedOption::info(self.messenger_long_trip),
            NamedOption::info(self.rifles_bands),
            NamedOption::info(self.shaken_troops),
            NamedOption::info(self.battery_resupply_time),
            NamedOption::info(self.fire_bonus_stacking),
            NamedOption::info(self.die_vi),
            NamedOption::info(self.breach_width),
            NamedOption::info(self.canister_penalty),
            NamedOption::info(self.loser_losses_unit),
            NamedOption::info(self.cavalry_v_square),
            NamedOption::info(self.advancing_troops_test),
            NamedOption::info(self.skirmish_complement),
            NamedOption::info(self.detachment_sizes),
            NamedOption::info(self.cavalry_patrol_size),
            NamedOption::info(self.battery_frontage),
            NamedOption::info(self.road_widths),
            NamedOption::info(self.direct_speech),
            NamedOption::info(self.sighting_beyond_note),
        ];
        all.sort_by_key(|o| o.id);
        all
    }

    /// Sets option `id` to the reading `reading`; refuses unknown ids and readings, and
    /// withdrawn readings.
    pub fn set(&mut self, id: &str, reading: &str) -> Result<()> {
        self.set_reading(id, reading, false)
    }

    /// As [`RuleOptions::set`], but takes a withdrawn reading too: for a journal written before
    /// it was withdrawn, which must still replay.
    pub fn set_including_withdrawn(&mut self, id: &str, reading: &str) -> Result<()> {
        self.set_reading(id, reading, true)
    }

    fn set_reading(&mut self, id: &str, reading: &str, allow_withdrawn: bool) -> Result<()> {
        match id {
            GunPreparation::ID => {
                self.gun_preparation = GunPreparation::pick(reading, allow_withdrawn)?
            }
            CavalrySecondLine::ID => {
                self.cavalry_second_line = CavalrySecondLine::pick(reading, allow_withdrawn)?
            }
            NinePounderRanges::ID => {
                self.nine_pounder_ranges = NinePounderRanges::pick(reading, allow_withdrawn)?
            }
            ArtilleryEffectCriteria::ID => {
                self.artillery_effect_criteria =
                    ArtilleryEffectCriteria::pick(reading, allow_withdrawn)?
            }
            TwoRankExchange::ID => {
                self.two_rank_exchange = TwoRankExchange::pick(reading, allow_withdrawn)?
            }
            InfantryPointsValue::ID => {
                self.infantry_points_value = InfantryPointsValue::pick(reading, allow_withdrawn)?
            }
            CavalryWinnerLosses::ID => {
                self.cavalry_winner_losses = CavalryWinnerLosses::pick(reading, allow_withdrawn)?
            }
            RecoveryTimes::ID => {
                self.recovery_times = RecoveryTimes::pick(reading, allow_withdrawn)?
            }
            FireDiceAssignment::ID => {
                self.fire_dice_assignment = FireDiceAssignment::pick(reading, allow_withdrawn)?
            }
            ExceptionalThrowMapping::ID => {
                self.exceptional_throw_mapping =
                    ExceptionalThrowMapping::pick(reading, allow_withdrawn)?
            }
            CavalrySlope::ID => self.cavalry_slope = CavalrySlope::pick(reading, allow_withdrawn)?,
            StrengthDifference::ID => {
                self.strength_difference = StrengthDifference::pick(reading, allow_withdrawn)?
            }
            InfantryBeatenByCavalry::ID => {
                self.infantry_beaten_by_cavalry =
                    InfantryBeatenByCavalry::pick(reading, allow_withdrawn)?
            }
            InfantrySlope::ID => {
                self.infantry_slope = InfantrySlope::pick(reading, allow_withdrawn)?
            }
            MessengerLongTrip::ID => {
                self.messenger_long_trip = MessengerLongTrip::pick(reading, allow_withdrawn)?
            }
            RiflesBands::ID => self.rifles_bands = RiflesBands::pick(reading, allow_withdrawn)?,
            ShakenTroops::ID => self.shaken_troops = ShakenTroops::pick(reading, allow_withdrawn)?,
            BatteryResupplyTime::ID => {
                self.battery_resupply_time = BatteryResupplyTime::pick(reading, allow_withdrawn)?
            }
            FireBonusStacking::ID => {
                self.fire_bonus_stacking = FireBonusStacking::pick(reading, allow_withdrawn)?
            }
            DieVi::ID => self.die_vi = DieVi::pick(reading, allow_withdrawn)?,
            BreachWidth::ID => self.breach_width = BreachWidth::pick(reading, allow_withdrawn)?,
            CanisterPenalty::ID => {
                self.canister_penalty = CanisterPenalty::pick(reading, allow_withdrawn)?
            }
            LoserLossesUnit::ID => {
                self.loser_losses_unit = LoserLossesUnit::pick(reading, allow_withdrawn)?
            }
            CavalryVSquare::ID => {
                self.cavalry_v_square = CavalryVSquare::pick(reading, allow_withdrawn)?
            }
            AdvancingTroopsTest::ID => {
                self.advancing_troops_test = AdvancingTroopsTest::pick(reading, allow_withdrawn)?
            }
            SkirmishComplement::ID => {
                self.skirmish_complement = SkirmishComplement::pick(reading, allow_withdrawn)?
            }
            DetachmentSizes::ID => {
                self.detachment_sizes = DetachmentSizes::pick(reading, allow_withdrawn)?
            }
            CavalryPatrolSize::ID => {
                self.cavalry_patrol_size = CavalryPatrolSize::pick(reading, allow_withdrawn)?
            }
            BatteryFrontage::ID => {
                self.battery_frontage = BatteryFrontage::pick(reading, allow_withdrawn)?
            }
            RoadWidths::ID => self.road_widths = RoadWidths::pick(reading, allow_withdrawn)?,
            DirectSpeech::ID => self.direct_speech = DirectSpeech::pick(reading, allow_withdrawn)?,
            SightingBeyondNote::ID => {
                self.sighting_beyond_note = SightingBeyondNote::pick(reading, allow_withdrawn)?
            }
            other => {
                return Err(RulesError::UnknownName {
                    what: "rule option",
                    value: other.to_string(),
                    allowed: self
                        .catalogue()
                        .iter()
                        .map(|o| o.id)
                        .collect::<Vec<_>>()
                        .join(", "),
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_references_defaults() {
        let o = RuleOptions::default();
        for info in o.catalogue() {
            assert_eq!(info.chosen, info.default, "{}", info.id);
            assert!(info.choices.len() >= 2, "{}", info.id);
        }
    }

    #[test]
    fn set_and_refuse() {
        let mut o = RuleOptions::default();
        assert!(
            o.set("recovery_times", "dice_summary").is_err(),
            "withdrawn"
        );
        assert!(o.set("recovery_times", "dice_summary_then").is_ok());
        assert_eq!(o.recovery_times, RecoveryTimes::DiceSummaryThen);
        assert!(o.set("recovery_times", "nonsense").is_err());
        assert!(o.set("no_such_option", "x").is_err());
        assert_eq!(o.recovery_times, RecoveryTimes::DiceSummaryThen);
    }
}
