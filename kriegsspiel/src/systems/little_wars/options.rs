//! The options in force for a Little Wars game: the named options of
//! [`super::option_specs`] (`../shared/rules/little-wars.md` §1, table "Options"), each a typed
//! field of [`LittleWarsOptions`] whose readings are the enums of [`super::option_readings`].
//! The rules read the fields; a game saves only the options set away from their defaults.

use super::error::LittleWarsError;
use super::option_readings::*;
pub use super::option_specs::{OPTION_SPECS, OptionSpec};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Declares [`LittleWarsOptions`]: one typed field per option (the supply model apart, whose
/// default depends on the rules mode), and the reading of an option by its id.
macro_rules! options_struct {
    ($($field:ident: $ty:ident,)+) => {
        /// The options in force for one game or one calculation: every option's reading,
        /// typed; saved as the readings chosen away from their defaults, by id.
        #[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
        #[serde(try_from = "BTreeMap<String, String>", into = "BTreeMap<String, String>")]
        pub struct LittleWarsOptions {
            $(
                #[doc = concat!("`", stringify!($field), "` (see [`OPTION_SPECS`]).")]
                pub $field: $ty,
            )+
            /// `supply_model` as chosen; `None` for its default (see
            /// [`LittleWarsOptions::supply_model`]).
            supply_model: Option<SupplyModel>,
        }

        impl LittleWarsOptions {
            /// Puts `reading` in the field of option `id` (an id known to [`OPTION_SPECS`]).
            fn put(&mut self, id: &str, reading: &str) -> Result<(), LittleWarsError> {
                $(
                    if id == stringify!($field) {
                        self.$field = parsed(id, reading, $ty::parse)?;
                        return Ok(());
                    }
                )+
                if id == "supply_model" {
                    self.supply_model = Some(parsed(id, reading, SupplyModel::parse)?);
                    return Ok(());
                }
                Err(unknown_option(id))
            }

            /// The reading in force for option `id` as its id, `None` for an id the
            /// reference does not name.
            fn reading_of(&self, id: &str) -> Option<&'static str> {
                $(
                    if id == stringify!($field) {
                        return Some(self.$field.id());
                    }
                )+
                (id == "supply_model").then(|| self.supply_model().id())
            }
        }
    };
}

options_struct! {
    force_selection: ForceSelection,
    putdown_placement: PutdownPlacement,
    put_down_half: PutDownHalf,
    defensive_first_player: DefensiveFirstPlayer,
    defensive_strength: DefensiveStrength,
    defensive_win: DefensiveWin,
    deploy_move_length: DeployMoveLength,
    defensive_attacker_setup: DefensiveAttackerSetup,
    defensive_scoring: DefensiveScoring,
    blow_target: BlowTarget,
    blow_after_decision: BlowAfterDecision,
    capitulated_men: CapitulatedMen,
    surrender: Surrender,
    draw_count: DrawCount,
    retreated_score: RetreatedScore,
    gun_to_take: GunToTake,
    campaign_margin: CampaignMargin,
    time_allowance: TimeAllowance,
    time_rounding: TimeRounding,
    interval_limit: IntervalLimit,
    move_measure: MoveMeasure,
    gun_radius_from: GunRadiusFrom,
    first_fire: FirstFire,
    trail_men: TrailMen,
    capture_position: CapturePosition,
    melee_extent: MeleeExtent,
    melee_order: MeleeOrder,
    isolation_test: IsolationTest,
    isolation_radius: IsolationRadius,
    supporter_eligibility: SupporterEligibility,
    disarmed_men: DisarmedMen,
    prisoner_release: PrisonerRelease,
    escort_status: EscortStatus,
    move_counting: MoveCounting,
    general_vulnerability: GeneralVulnerability,
    kriegspiel_gun_projectile: KriegspielGunProjectile,
    kriegspiel_gun_crew: KriegspielGunCrew,
    action_time: ActionTime,
    boat_batches: BoatBatches,
    contour_cost: ContourCost,
    wheel_slope: WheelSlope,
    shell_scope: ShellScope,
    shell_choice: ShellChoice,
    shell_inside: ShellInside,
    rifle_grouping: RifleGrouping,
    charging_distance: ChargingDistance,
    charge_bands: ChargeBands,
    charge_rounding: ChargeRounding,
    close_order_formations: CloseOrderFormations,
    downhill_multiplier: DownhillMultiplier,
    retiring_infantry_cavalry_loss: RetiringInfantryCavalryLoss,
    retire_distance: RetireDistance,
    cavalry_v_guns: CavalryVGuns,
    supply_distance_unit: SupplyDistanceUnit,
    supply_rounding: SupplyRounding,
    supply_reckoning: SupplyReckoning,
    supply_exemption: SupplyExemption,
    supply_radius_other: SupplyRadiusOther,
    forage_horses: ForageHorses,
    supply_failure: SupplyFailure,
    supply_blocking: SupplyBlocking,
    train_speed: TrainSpeed,
    entrain_time: EntrainTime,
    rules_mode: RulesMode,
    game_type: GameType,
    curtain: Curtain,
    handicap_dice: HandicapDice,
    approach_moves: ApproachMoves,
    boxed_troops: BoxedTroops,
    outdoor_moves: OutdoorMoves,
}

fn parsed<T>(id: &str, reading: &str, parse: fn(&str) -> Option<T>) -> Result<T, LittleWarsError> {
    parse(reading).ok_or_else(|| LittleWarsError::UnknownReading {
        id: id.to_string(),
        reading: reading.to_string(),
        allowed: OPTION_SPECS
            .iter()
            .find(|s| s.id == id)
            .map_or_else(String::new, |s| s.readings.join(", ")),
    })
}

fn unknown_option(id: &str) -> LittleWarsError {
    LittleWarsError::UnknownOption {
        id: id.to_string(),
        allowed: sorted_ids(),
    }
}

impl LittleWarsOptions {
    /// Every option at its default.
    pub fn defaults() -> Self {
        Self::default()
    }

    /// The specification of option `id`.
    pub fn spec(id: &str) -> Result<&'static OptionSpec, LittleWarsError> {
        OPTION_SPECS
            .iter()
            .find(|s| s.id == id)
            .ok_or_else(|| unknown_option(id))
    }

    /// Chooses `reading` for option `id` (as the set-up page and the command line name them);
    /// refuses an unknown id or reading.
    pub fn set(&mut self, id: &str, reading: &str) -> Result<(), LittleWarsError> {
        let spec = Self::spec(id)?;
        if !spec.readings.contains(&reading) {
            return Err(LittleWarsError::UnknownReading {
                id: spec.id.to_string(),
                reading: reading.to_string(),
                allowed: spec.readings.join(", "),
            });
        }
        self.put(spec.id, reading)
    }

    /// Reads `ID=READING` (as the command line gives it) and chooses it.
    pub fn set_text(&mut self, text: &str) -> Result<(), LittleWarsError> {
        let (id, reading) = text
            .split_once('=')
            .ok_or_else(|| LittleWarsError::UnknownOption {
                id: text.to_string(),
                allowed: format!("ID=READING with ID one of {}", sorted_ids()),
            })?;
        self.set(id.trim(), reading.trim())
    }

    /// The reading in force for option `id`, by id (for the pages and sheets that list every
    /// option); an id the reference does not name reads as the empty string. The rules read
    /// the typed fields instead.
    pub fn reading(&self, id: &str) -> &'static str {
        self.reading_of(id).unwrap_or("")
    }

    /// The supply model in force: as chosen, else packets in the Kriegspiel mode (§1
    /// `supply_model`; Wells L685-L729) and none in the floor game.
    pub fn supply_model(&self) -> SupplyModel {
        self.supply_model.unwrap_or(if self.kriegspiel() {
            SupplyModel::Packets
        } else {
            SupplyModel::default()
        })
    }

    /// Whether the Kriegspiel appendix is the rules mode (§10, `rules_mode`).
    pub fn kriegspiel(&self) -> bool {
        self.rules_mode == RulesMode::Kriegspiel
    }

    /// The options chosen away from their defaults (and the supply model once chosen), sorted
    /// by id.
    pub fn chosen(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        let mut chosen: Vec<(&'static str, &'static str)> = OPTION_SPECS
            .iter()
            .filter_map(|s| {
                let reading = self.reading(s.id);
                let picked = if s.id == "supply_model" {
                    self.supply_model.is_some()
                } else {
                    reading != s.default
                };
                picked.then_some((s.id, reading))
            })
            .collect();
        chosen.sort_unstable();
        chosen.into_iter()
    }

    /// Checks a loaded set of options against the reference (typed, they always are).
    pub fn validate(&self) -> Result<(), LittleWarsError> {
        Ok(())
    }
}

impl TryFrom<BTreeMap<String, String>> for LittleWarsOptions {
    type Error = LittleWarsError;

    /// The options a save chose, each checked against the reference.
    fn try_from(chosen: BTreeMap<String, String>) -> Result<Self, LittleWarsError> {
        let mut options = Self::default();
        for (id, reading) in &chosen {
            options.set(id, reading)?;
        }
        Ok(options)
    }
}

impl From<LittleWarsOptions> for BTreeMap<String, String> {
    fn from(options: LittleWarsOptions) -> Self {
        options
            .chosen()
            .map(|(id, reading)| (id.to_string(), reading.to_string()))
            .collect()
    }
}

fn sorted_ids() -> String {
    let mut ids: Vec<&str> = OPTION_SPECS.iter().map(|s| s.id).collect();
    ids.sort_unstable();
    ids.join(", ")
}
