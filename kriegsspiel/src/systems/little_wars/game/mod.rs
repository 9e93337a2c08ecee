//! The Little Wars game: a [`LittleWarsSetup`], the [`BattleState`] it has come to, and the
//! journal of the commands that brought it there. [`LittleWarsRules`] implements the core's
//! [`RuleSystem`], so [`LittleWarsGame`] is the core's played game: every change is a journaled
//! command, undo replays all but the last, and a saved game is the setup plus the journal in
//! the one save envelope.

mod agreements;
mod appendix_holds;
mod apply_appendix;
mod apply_charge;
mod apply_fight;
mod apply_horses;
mod apply_moves;
mod apply_supply;
mod apply_works;
mod blow;
mod blow_struck;
mod boating;
mod cavalry_answer;
mod clearance;
mod command;
mod contact;
mod defence;
mod deploy;
mod driven_back;
mod found_melee;
mod gun_crew;
mod gun_fire;
mod gun_retreat;
mod handicap;
mod move_checks;
mod prisoners;
mod pursuit;
mod save;
mod setup;
mod state;
mod supply_ledger;
mod surrender;
mod work_under_way;

pub use crate::systems::little_wars::rules_version::{
    CAVALRY_ANSWER_VERSION, FIRST_RULES_VERSION, RULES_VERSION,
};
pub use apply_appendix::{GENERAL_OUT_MOVES, inside_shell, shell_groups};
pub use apply_charge::charge_gap_feet;
pub use apply_fight::{PRISONERS_PER_ESCORT, SHOTS_PER_MOVE};
pub use apply_supply::supply_needed;
pub use blow::at_blow_target;
pub use blow_struck::BlowStruck;
pub use boating::Boating;
pub use command::{LittleWarsCommand, LittleWarsEvent, ShotTouch};
pub use defence::{defender_gun_limit, defender_within_two_thirds, defensive_winner};
pub use deploy::{AT_LINE_SLACK, Putting, deploy_move, first_to_put_down, side_putting_down};
pub use driven_back::DRIVEN_BACK_IN;
pub use found_melee::FoundMelee;
pub use gun_fire::{TRAIL_MEN, bearing_towards, gun_wanting_trail_men};
pub use handicap::{HANDICAP_DICE, HANDICAP_MEN, handicap_thrown};
pub use save::LITTLE_WARS_FORMAT;
pub use setup::LittleWarsSetup;
pub use state::{BattleState, LittleWarsDie, Phase};
pub use supply_ledger::{LaidPacket, PacketKind, SupplyLedger, SupplyNeed};
pub use work_under_way::{MINE, WorkUnderWay};

use super::error::LittleWarsError;
use super::figure::Arm;
use super::forces::{ForceCount, check_composition, check_forces};
use crate::clock::TimeOfDay;
use crate::dice::DiceBox;
use crate::journal::JournalStamp;
use crate::played_game::PlayedGame;
use crate::side::Side;
use crate::system::RuleSystem;
use crate::systems::little_wars::option_readings::{DefensiveFirstPlayer, GameType};
use std::collections::{BTreeMap, BTreeSet};

/// The rule system of H. G. Wells's Little Wars.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LittleWarsRules;

/// A game of Little Wars: the core's played game over [`LittleWarsRules`].
pub type LittleWarsGame = PlayedGame<LittleWarsRules>;

impl LittleWarsRules {
    /// Checks a setup: refuses numbers out of bounds (a table, scenery, a man or a gun, see
    /// [`LittleWarsSetup::check_bounds`]), options the reference does not name, pieces with the
    /// same id, and forces the force rule does not allow (Wells L375).
    fn check_setup(setup: &LittleWarsSetup) -> Result<(), LittleWarsError> {
        setup.check_bounds()?;
        setup.options.validate()?;
        let mut ids = BTreeSet::new();
        if let Some(f) = setup.figures.iter().find(|f| !ids.insert(f.id)) {
            return Err(LittleWarsError::BadSave {
                source_name: "setup".into(),
                reason: format!("figure id {} appears twice", f.id),
            });
        }
        let mut gun_ids = BTreeSet::new();
        if let Some(g) = setup.guns.iter().find(|g| !gun_ids.insert(g.id)) {
            return Err(LittleWarsError::BadSave {
                source_name: "setup".into(),
                reason: format!("gun id {} appears twice", g.id),
            });
        }
        if let Some(f) = setup
            .figures
            .iter()
            .find(|f| !f.arm.in_floor_game() && !setup.options.kriegspiel())
        {
            return Err(LittleWarsError::OutOfRange {
                what: "arm",
                value: f.arm.id().into(),
                allowed: "infantry or cavalry in the floor game; the other arms need rules_mode=kriegspiel (Wells L577)".into(),
            });
        }
        let force = |side: Side| ForceCount {
            infantry: state::count(
                setup
                    .figures
                    .iter()
                    .filter(|f| f.side == side && f.arm == Arm::Infantry),
            ),
            cavalry: state::count(
                setup
                    .figures
                    .iter()
                    .filter(|f| f.side == side && f.arm != Arm::Infantry),
            ),
            guns: state::count(setup.guns.iter().filter(|g| g.side == side)),
        };
        if setup.options.game_type != GameType::Defensive {
            check_forces(force(Side::Red), force(Side::Blue), &setup.options)?;
            if setup.rules_version >= 2 {
                check_composition(force(Side::Red), force(Side::Blue), &setup.options)?;
            }
        }
        Ok(())
    }

    fn initial_state(setup: &LittleWarsSetup) -> BattleState {
        BattleState {
            figures: setup.figures.clone(),
            guns: setup.guns.clone(),
            phase: Phase::PutDown,
            first_player: None,
            defender: setup.defender,
            to_move: Side::Red,
            move_number: 0,
            moved: BTreeSet::new(),
            guns_acted: BTreeMap::new(),
            man_moved: false,
            trail_manned: BTreeSet::new(),
            freed_this_move: BTreeSet::new(),
            options: setup.options.clone(),
            rules_version: setup.rules_version,
            country: setup.country.clone(),
            dice: DiceBox::new(setup.seed),
            original: BTreeMap::new(),
            blow: None,
            arrived: BTreeSet::new(),
            appendix: Default::default(),
            cavalry_stand: Default::default(),
            put_down_handed_over: false,
            supply: SupplyLedger::default(),
            works: Vec::new(),
            boating: BTreeMap::new(),
            melee_snapshot: None,
            move_start: BTreeMap::new(),
            agreed_seconds: BTreeMap::new(),
            agreed_guns: BTreeMap::new(),
        }
    }

    fn dispatch(
        state: &mut BattleState,
        command: &LittleWarsCommand,
    ) -> Result<Vec<LittleWarsEvent>, LittleWarsError> {
        use LittleWarsCommand as C;
        if let Some(events) = apply_appendix::intercept(state, command)? {
            return Ok(events);
        }
        blow::victor_may(state, command)?;
        match command {
            C::TossForFirstMove => apply_moves::toss(state),
            C::PutDown { figure, at } => apply_moves::put_down(state, *figure, *at),
            C::PutDownGun {
                gun,
                axle,
                bearing_deg,
            } => apply_moves::put_down_gun(state, *gun, *axle, *bearing_deg),
            C::PutDownGroup { figures, dx, dy } => {
                apply_moves::put_down_group(state, figures, *dx, *dy)
            }
            C::BeginBattle => apply_moves::begin_battle(state),
            C::SetFloorPhoto { photo } => apply_moves::set_floor_photo(state, photo.as_ref()),
            C::MoveFigure {
                figure,
                route,
                on_road_in_column,
            } => apply_moves::move_figure(state, *figure, route, *on_road_in_column),
            C::MoveGroup { figures, dx, dy } => apply_moves::move_group(state, figures, *dx, *dy),
            C::MoveGun { gun, to, crew } => apply_moves::move_gun(state, *gun, *to, crew),
            C::RecordShot {
                gun,
                bearing_deg,
                touched,
            } => apply_fight::record_shot(state, *gun, *bearing_deg, touched),
            C::SettleMelee {
                mover,
                other,
                mover_supporters,
                other_supporters,
                dead,
                taken,
            } => apply_fight::melee(
                state,
                mover,
                other,
                mover_supporters,
                other_supporters,
                dead,
                taken,
            ),
            C::CaptureGun {
                gun,
                men,
                attack_from,
            } => apply_fight::capture_gun(state, *gun, men, *attack_from),
            C::Rearm { figures } => apply_fight::rearm(state, figures),
            C::Surrender { figures } => surrender::surrender(state, figures),
            C::PlaceTrailMen { gun, men } => gun_fire::place_trail_men(state, *gun, men),
            C::ShellBurst {
                gun,
                at,
                sheltered,
                dead,
            } => {
                apply_appendix::in_kriegspiel_battle(state, "a shell")?;
                let mut events = gun_fire::shell_fired(state, *gun, *at)?;
                events.extend(apply_appendix::shell_burst(state, *at, sheltered, dead)?);
                Ok(events)
            }
            C::Charge(order) => apply_charge::charge(state, order),
            C::AgreeMoveTime { side, seconds } => {
                agreements::agree_move_time(state, *side, *seconds)
            }
            C::AgreeGunsToTake { side, guns } => agreements::agree_guns_to_take(state, *side, guns),
            C::EndMove { .. } => {
                gun_fire::trail_manned(state).and_then(|()| apply_moves::end_move(state))
            }
            C::EndBattle { winner } => apply_moves::end_battle(state, *winner),
            C::HandOverPutDown => {
                deploy::hand_over(state).map(|to| vec![LittleWarsEvent::PutDownHandedOver { to }])
            }
            C::ThrowHandicapDice => handicap::throw_handicap(state),
            C::GiveUpSupply {
                side,
                packets,
                cut_off,
            } => apply_supply::give_up_supply(state, *side, packets, cut_off),
            C::RifleVolley { figures } => apply_supply::rifle_volley(state, figures),
            C::StartWork { work, men, at } => apply_works::start_work(state, work, men, *at),
            C::Embark { figures } => apply_works::boats(state, figures, true),
            C::Disembark { figures } => apply_works::boats(state, figures, false),
            C::EatHorses { figures } => apply_horses::eat_horses(state, figures),
            C::Dismount { figures } => cavalry_answer::mount_or_dismount(state, figures, true),
            C::Mount { figures } => cavalry_answer::mount_or_dismount(state, figures, false),
        }
    }
}

impl LittleWarsGame {
    /// The bundled default battle, tossed for and begun: the First Player to move.
    pub fn default_battle(seed: u64) -> Result<Self, LittleWarsError> {
        let mut game = Self::new(LittleWarsSetup::default_battle(seed))?;
        game.apply(LittleWarsCommand::TossForFirstMove)?;
        game.apply(LittleWarsCommand::BeginBattle)?;
        Ok(game)
    }

    /// The bundled default battle as a game of `game_type` (`fight_to_finish`, `blow_at_rear`
    /// or `defensive`, Wells L356-L368), tossed for and left in the put-down. In the Defensive
    /// Game the toss settles the roles: under `defensive_first_player` = `attacker_first` the
    /// First Player attacks and the other side defends at two-thirds strength (Wells L368);
    /// under `defender_first` the First Player defends (Streamlined L89).
    pub fn default_of_type(seed: u64, game_type: &str) -> Result<Self, LittleWarsError> {
        let mut options = super::options::LittleWarsOptions::defaults();
        options.set("game_type", game_type)?;
        Self::default_with(seed, options)
    }

    /// The bundled default battle under `options` (its game type, its rules mode: the floor
    /// game or the Kriegspiel appendix, Wells L577), tossed for and left in the put-down; the
    /// Defensive Game's roles are settled as [`Self::default_of_type`] says.
    pub fn default_with(
        seed: u64,
        options: super::options::LittleWarsOptions,
    ) -> Result<Self, LittleWarsError> {
        let mut setup = LittleWarsSetup::default_battle(seed);
        setup.options = options;
        Self::tossed_put_down(setup)
    }

    /// A battle on the default Country between the two forces chosen before it (see
    /// [`LittleWarsSetup::with_forces`]), under `options`, tossed for and left in the
    /// put-down; the Defensive Game's roles are settled as [`Self::default_of_type`] says.
    pub fn with_forces(
        seed: u64,
        options: super::options::LittleWarsOptions,
        red: super::forces::SideForce,
        blue: super::forces::SideForce,
    ) -> Result<Self, LittleWarsError> {
        Self::tossed_put_down(LittleWarsSetup::with_forces(seed, options, red, blue)?)
    }

    /// Starts `setup`, tosses for the first move and leaves the battle in the put-down; in the
    /// Defensive Game the toss first settles the defender, whose force is cut to two-thirds.
    fn tossed_put_down(mut setup: LittleWarsSetup) -> Result<Self, LittleWarsError> {
        if setup.options.game_type == GameType::Defensive {
            let mut probe = Self::new(setup.clone())?;
            probe.apply(LittleWarsCommand::TossForFirstMove)?;
            let first = probe.state().to_move;
            let defender =
                if setup.options.defensive_first_player == DefensiveFirstPlayer::DefenderFirst {
                    first
                } else {
                    first.opponent()
                };
            setup.make_defender(defender);
        }
        let mut game = Self::new(setup)?;
        game.apply(LittleWarsCommand::TossForFirstMove)?;
        Ok(game)
    }
}

impl RuleSystem for LittleWarsRules {
    const SYSTEM_ID: &'static str = "little_wars";
    const SAVE_FORMAT: &'static str = LITTLE_WARS_FORMAT;
    const SAVE_VERSION: u32 = save::FORMAT_VERSION;
    const MAX_SAVE_BYTES: u64 = save::MAX_SAVE_BYTES;

    type Setup = LittleWarsSetup;
    type State = BattleState;
    type Command = LittleWarsCommand;
    type Event = LittleWarsEvent;
    type Error = LittleWarsError;

    fn start(setup: &LittleWarsSetup) -> Result<BattleState, LittleWarsError> {
        Self::check_setup(setup)?;
        Ok(Self::initial_state(setup))
    }

    fn step(
        state: &mut BattleState,
        command: &LittleWarsCommand,
    ) -> Result<Vec<LittleWarsEvent>, LittleWarsError> {
        let mut next = state.clone();
        let events = Self::dispatch(&mut next, command)?;
        *state = next;
        Ok(events)
    }

    fn stamp(state: &BattleState) -> JournalStamp {
        JournalStamp {
            turn: state.move_number,
            time: TimeOfDay::default(),
        }
    }

    /// Beginning the battle and ending a move count the moves on (Wells L229, L238).
    fn turn_reached(
        entry: &crate::journal::JournalEntry<LittleWarsCommand, LittleWarsEvent>,
    ) -> u32 {
        match entry.command {
            LittleWarsCommand::BeginBattle | LittleWarsCommand::EndMove { .. } => entry.turn + 1,
            _ => entry.turn,
        }
    }

    /// The command's tag as saved (`end_move`, `settle_melee`, …).
    fn command_name(command: &LittleWarsCommand) -> String {
        serde_json::to_value(command)
            .ok()
            .and_then(|v| {
                v.get("command")
                    .and_then(|c| c.as_str())
                    .map(str::to_string)
            })
            .unwrap_or_else(|| "command".into())
    }
}
