//! Named options for every place where the draft contradicts itself.
//!
//! Each option names both readings, cites where each comes from, and has the default that the
//! reference (`shared/rules/reisswitz-tables.md`) chose. The chosen readings travel with a saved
//! game inside its [`super::Ruleset`].

use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// One reading of a contradiction, for listing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OptionChoice {
    /// Stable id of the reading (snake case).
    pub id: &'static str,
    /// What this reading says, in the workbench's own words, with its source.
    pub description: &'static str,
}

/// A contradiction in the draft and the readings the umpire can choose between.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OptionInfo {
    /// Stable id of the option (snake case).
    pub id: &'static str,
    /// What the sources disagree about.
    pub question: &'static str,
    /// The reading chosen now.
    pub chosen: &'static str,
    /// The reading the workbench ships.
    pub default: &'static str,
    /// All readings.
    pub choices: Vec<OptionChoice>,
}

/// Behaviour shared by every named option enum.
pub trait NamedOption: Sized + Copy + Default + 'static {
    /// Stable id of the option.
    const ID: &'static str;
    /// What the sources disagree about.
    const QUESTION: &'static str;
    /// All readings in a fixed order, with their ids and descriptions.
    fn choices() -> &'static [(Self, &'static str, &'static str)];

    /// This reading's id.
    fn id(self) -> &'static str
    where
        Self: PartialEq,
    {
        Self::choices()
            .iter()
            .find(|(v, _, _)| *v == self)
            .map(|(_, id, _)| *id)
            .unwrap_or("")
    }

    /// The reading with this id.
    fn from_id(id: &str) -> Result<Self> {
        Self::choices()
            .iter()
            .find(|(_, i, _)| *i == id)
            .map(|(v, _, _)| *v)
            .ok_or_else(|| RulesError::UnknownName {
                what: "option reading",
                value: format!("{}={id}", Self::ID),
                allowed: Self::choices()
                    .iter()
                    .map(|(_, i, _)| *i)
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }

    /// The listing for this option with `chosen` as the current reading.
    fn info(chosen: Self) -> OptionInfo
    where
        Self: PartialEq,
    {
        OptionInfo {
            id: Self::ID,
            question: Self::QUESTION,
            chosen: chosen.id(),
            default: Self::default().id(),
            choices: Self::choices()
                .iter()
                .map(|(_, id, description)| OptionChoice { id, description })
                .collect(),
        }
    }
}

macro_rules! named_option {
    (
        $(#[$meta:meta])*
        $name:ident, id = $id:literal, question = $question:literal,
        { $( $(#[$vmeta:meta])* $variant:ident = $vid:literal : $vdesc:literal ),+ $(,)? }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum $name {
            $( $(#[$vmeta])* #[doc = $vdesc] $variant, )+
        }
        impl NamedOption for $name {
            const ID: &'static str = $id;
            const QUESTION: &'static str = $question;
            fn choices() -> &'static [(Self, &'static str, &'static str)] {
                &[ $( ($name::$variant, $vid, $vdesc) ),+ ]
            }
        }
    };
}

named_option! {
    /// How long guns in a strategic march column need to prepare for action.
    GunPreparation, id = "gun_preparation",
    question = "Time for guns in a strategic march column to prepare for action",
    {
        #[default]
        Section2 = "section2": "4 minutes extra plus 1 turn to unlimber (Section 2 — Movement, 'Altering Formation')",
        ChartNote = "chart_note": "8 minutes to prepare guns for action (Appendix Three — Movement Chart, note)",
    }
}

named_option! {
    /// How far behind the first line a cavalry second line counts.
    CavalrySecondLine, id = "cavalry_second_line",
    question = "Distance behind the first line at which a cavalry second line counts",
    {
        #[default]
        Appendix400To800 = "appendix_400_800": "400–800 paces (Appendix Three and Section 4, 'Influences of a Second Line')",
        Section4Text400To600 = "section4_400_600": "400–600 paces (Section 4, 'Cavalry versus Cavalry' text)",
    }
}

named_option! {
    /// Which ranges a 9-pounder battery uses.
    NinePounderRanges, id = "nine_pounder_ranges",
    question = "Ranges of a 9-pdr battery",
    {
        #[default]
        SixPounderRanges = "six_pounder": "the 6-pdr ranges (Appendix Three — artillery ranges)",
        SameDieDecides = "die_decides": "the die that picks the fire column also picks heavy or light ranges (Section 3, 'Rules for Artillery Firepower')",
    }
}

named_option! {
    /// Which slope limits decide good or bad artillery effect.
    ArtilleryEffectCriteria, id = "artillery_effect_criteria",
    question = "Slope limits for good artillery effect",
    {
        #[default]
        FirstList = "first_list": "canister and random shot 5°, solid shot 10° (Section 3, 'Artillery Fire with Good Effect')",
        SecondList = "second_list": "10° and 20° (Section 3, second list of criteria)",
    }
}

named_option! {
    /// The exchange threshold for infantry in two ranks.
    TwoRankExchange, id = "two_rank_exchange",
    question = "Loss points at which a 2-rank half battalion is exchanged",
    {
        #[default]
        Section3 = "section3_45": "45 points = 150 men (Section 3, points and men)",
        CasualtySheet = "sheet_50": "50 points, as the casualty record sheet prints its track",
    }
}

named_option! {
    /// How loss points convert to men for infantry.
    InfantryPointsValue, id = "infantry_points_value",
    question = "Men per loss point for infantry",
    {
        #[default]
        Section3 = "section3": "3 ranks 1 point = 5 men, 2 ranks 3 points = 10 men (Section 3 and the casualty sheet)",
        CombatTableBox = "combat_table_box": "1 point = 3 men, 2 points = 10 men (close-combat table's points-value box)",
    }
}

named_option! {
    /// What a victorious cavalry unit loses.
    CavalryWinnerLosses, id = "cavalry_winner_losses",
    question = "Losses of victorious cavalry",
    {
        #[default]
        TableNote = "table_note": "half the loser's losses after R or D, a third after T (close-combat table note)",
        HalfAlways = "half_always": "always half the loser's losses (Section 4, 'The Outcome')",
    }
}

named_option! {
    /// Recovery times of beaten troops.
    RecoveryTimes, id = "recovery_times",
    question = "Moves before beaten troops can defend / attack again",
    {
        #[default]
        Section4 = "section4": "R 2/3, D 3/6, T 5/10 moves (Section 4, 'General Notes on Attacks')",
        DiceSummary = "dice_summary": "R 2/3, D 5/5, T 10/5 moves (the dice summary box)",
    }
}

named_option! {
    /// Which die carries which fire table.
    FireDiceAssignment, id = "fire_dice_assignment",
    question = "Which die is thrown for which fire table",
    {
        #[default]
        TheDiceSection = "the_dice": "I small arms bad / skirmishers open, II small arms good / skirmishers cover, III artillery good (6-pdr left, 12-pdr right), V artillery bad ('The Dice')",
        AppendixSummary = "appendix_summary": "III and V swapped, left and right swapped (Appendix Three summary box)",
    }
}

named_option! {
    /// Which faces of Die I allow an exceptional venture.
    ExceptionalThrowMapping, id = "exceptional_throw_mapping",
    question = "Faces of Die I that allow an exceptional venture",
    {
        #[default]
        OCirclesAllow = "o_circles_allow": "faces 4–6 (the O circles) allow, 1–3 refuse ('The Exceptional Throw and Exceptional Dice')",
        ACirclesAllow = "a_circles_allow": "faces 1–3 allow, 4–6 refuse (the other reading of white/black)",
    }
}

named_option! {
    /// Slope penalties for cavalry attacking cavalry.
    CavalrySlope, id = "cavalry_slope",
    question = "Index points for cavalry charging on a slope",
    {
        #[default]
        Section4 = "section4": "5–10° −2, 10–15° −3, over 15° no attack (Section 4, 'Cavalry versus Cavalry')",
        SummaryBox = "summary_box": "5–10° −1, over 10° no formed attack (Appendix Three summary box)",
    }
}

named_option! {
    /// How the numerical strength of two sides turns into index points.
    StrengthDifference, id = "strength_difference",
    question = "How strength differences give index points",
    {
        #[default]
        Section4Rule = "section4_rule": "bands of (larger − smaller) / smaller: ⅙ +1, ¼ +2, ½ +3, 1 +4, 1⅔ foregone (Section 4 — Step Two; Appendix Three — Calculation for Difference in Strength)",
        AppendixMatrix = "appendix_matrix": "the cell of the grid in sixths of a battalion, read as printed, the rule where it has no cell (Appendix Three — Index Point Shift)",
    }
}

named_option! {
    /// How badly infantry beaten by cavalry is beaten.
    InfantryBeatenByCavalry, id = "infantry_beaten_by_cavalry",
    question = "Result for infantry beaten by cavalry",
    {
        #[default]
        AlwaysTotal = "section4_always_t": "always totally defeated (Section 4 — Cavalry Against an Infantry Line with Secure Flanks)",
        OneWorse = "appendix_one_worse": "one step worse than the die (Appendix Three — Hand to Hand Combat box)",
    }
}

named_option! {
    /// Slope limits for infantry and skirmish attacks uphill.
    InfantrySlope, id = "infantry_slope",
    question = "Uphill slope limits for infantry and skirmish attacks",
    {
        #[default]
        Section4 = "section4": "formed infantry −1 from 10°, no attack from 20°; skirmishers −3 uphill from 30° (Section 4 — Infantry versus Infantry in Broken Ground)",
        SummaryBox = "summary_box": "formed infantry no attack uphill from 15°; skirmishers no attack uphill from 30° (Appendix Three — Influence of Ground on Infantry Attack)",
    }
}

named_option! {
    /// How a messenger's long trip is priced.
    MessengerLongTrip, id = "messenger_long_trip",
    question = "Speed of a messenger on a trip longer than 2,000 paces",
    {
        #[default]
        Section2FromOutset = "section2_from_outset": "the whole trip at the slower rate, 700 paces a turn on even ground, from the outset (Section 2 — Movement, 'Messengers')",
        ChartRowsSplit = "chart_rows_split": "the first 2,000 paces at the faster row, the rest at the slower, as the chart's row headings read (Appendix Three — Movement Chart, 'Officers & messengers')",
    }
}

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
        ];
        all.sort_by_key(|o| o.id);
        all
    }

    /// Sets option `id` to the reading `reading`; refuses unknown ids and readings.
    pub fn set(&mut self, id: &str, reading: &str) -> Result<()> {
        match id {
            GunPreparation::ID => self.gun_preparation = GunPreparation::from_id(reading)?,
            CavalrySecondLine::ID => {
                self.cavalry_second_line = CavalrySecondLine::from_id(reading)?
            }
            NinePounderRanges::ID => {
                self.nine_pounder_ranges = NinePounderRanges::from_id(reading)?
            }
            ArtilleryEffectCriteria::ID => {
                self.artillery_effect_criteria = ArtilleryEffectCriteria::from_id(reading)?
            }
            TwoRankExchange::ID => self.two_rank_exchange = TwoRankExchange::from_id(reading)?,
            InfantryPointsValue::ID => {
                self.infantry_points_value = InfantryPointsValue::from_id(reading)?
            }
            CavalryWinnerLosses::ID => {
                self.cavalry_winner_losses = CavalryWinnerLosses::from_id(reading)?
            }
            RecoveryTimes::ID => self.recovery_times = RecoveryTimes::from_id(reading)?,
            FireDiceAssignment::ID => {
                self.fire_dice_assignment = FireDiceAssignment::from_id(reading)?
            }
            ExceptionalThrowMapping::ID => {
                self.exceptional_throw_mapping = ExceptionalThrowMapping::from_id(reading)?
            }
            CavalrySlope::ID => self.cavalry_slope = CavalrySlope::from_id(reading)?,
            StrengthDifference::ID => {
                self.strength_difference = StrengthDifference::from_id(reading)?
            }
            InfantryBeatenByCavalry::ID => {
                self.infantry_beaten_by_cavalry = InfantryBeatenByCavalry::from_id(reading)?
            }
            InfantrySlope::ID => self.infantry_slope = InfantrySlope::from_id(reading)?,
            MessengerLongTrip::ID => {
                self.messenger_long_trip = MessengerLongTrip::from_id(reading)?
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
        assert!(o.set("recovery_times", "dice_summary").is_ok());
        assert_eq!(o.recovery_times, RecoveryTimes::DiceSummary);
        assert!(o.set("recovery_times", "nonsense").is_err());
        assert!(o.set("no_such_option", "x").is_err());
        assert_eq!(o.recovery_times, RecoveryTimes::DiceSummary);
    }
}
