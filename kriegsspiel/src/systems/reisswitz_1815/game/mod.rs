//! The game: one state changed only by commands, with a journal, undo and redo, and saves.
//!
//! - [`Game`] — the setup ([`GameSetup`]: the [`Battlefield`] and the initial [`GameState`]),
//!   the present state, and the journal of [`JournalEntry`]s. [`Game::apply`] takes a
//!   [`Command`] and returns its [`Event`]s, or a [`GameError`] and changes nothing.
//! - [`GameState`] — the ruleset, formations, clock, dice box, order of battle and each unit's
//!   [`UnitState`] (strength, [`Placement`], [`Markers`], [`MovementRecord`]).
//! - Questions the UI asks before a command: [`MovePlan`] (a move's cost leg by leg and where
//!   it stops), [`ReachOutline`] (how far in every direction), [`ReformTime`] (how long a
//!   formation change takes).
//! - The staff exercise ([`crate::systems::reisswitz_1815::staff`]): the scenario, the
//!   commanders and their messages, applied in `apply_staff.rs`; messages in transit are
//!   delivered by the clock like everything else that falls due.
//! - Sightings on the clock (`apply_sightings.rs`): at each new turn the game asks
//!   [`crate::systems::reisswitz_1815::sight`] who sees whom under its
//!   [`crate::systems::reisswitz_1815::ruleset::VisibilityConditions`] (set by
//!   [`Command::SetVisibility`]); each observer's new sightings reach its side on the spot, by an
//!   automatic report, or not at all ([`SightingOutcome`]). [`Command::AdvanceUntil`] takes
//!   several moves together and stops when something happens ([`StopReason`]).
//! - [`Game::replayed_to`] — the game as it stood in a move, after its orders, for the after-action
//!   review.
//! - [`Refusal`] — why the rules refuse a command; the umpire may override any refusal with a
//!   reason, recorded in the journal as [`Event::Overridden`].
//! - Saves are JSON ([`Game::save`], [`Game::load`]), written atomically; loading replays the
//!   journal and checks its events.

mod apply_admin;
mod apply_ammunition;
mod apply_capture;
mod apply_charge;
mod apply_clock;
mod apply_fire;
mod apply_interception;
mod apply_losses;
mod apply_melee;
mod apply_move;
mod apply_sightings;
mod apply_staff;
mod apply_units;
mod apply_works;
mod battlefield;
mod capture_state;
mod command;
mod command_dispatch;
mod concealed_in_view;
mod declared_attack;
mod event;
mod falling_due;
mod fire_order_setup;
mod game_error;
mod game_setup;
mod game_state;
mod journal_entry;
mod kriegsspiel_game;
mod marker;
mod markers;
mod melee_setup;
mod message_setup;
mod move_plan;
mod movement_record;
mod placement;
mod prisoner_taking;
mod reach_outline;
mod reform_time;
mod refusal;
mod reisswitz_rules;
mod report_words;
mod saved_game;
mod sighting_outcome;
mod stop_reason;
mod unit_state;
mod way_limits;
mod works_state;

pub use apply_admin::MAX_PURPOSE_CHARS;
pub use apply_ammunition::MAX_DECISION_CHARS;
pub use apply_charge::{attack_question, attacked_party};
pub use apply_clock::MAX_ADVANCE_TURNS;
pub use apply_interception::INTERCEPTION_REACH_PACES;
pub use apply_losses::{LAST_GUNS, MAX_LOSS_POINTS, MAX_REASON_CHARS, loss_formation};
pub use apply_melee::{CONTACT_PACES, MAX_MELEE_UNITS, footprint_gap};
pub use apply_sightings::ON_THE_SPOT_PACES;
pub use apply_units::MAX_HEAD_MARKER;
pub use apply_works::{MAX_WORK_REASON_CHARS, MAX_WORK_TURNS};
pub use battlefield::Battlefield;
pub use capture_state::{BatteryCapture, CaptureState, PrisonerColumn};
pub use command::Command;
pub use declared_attack::{DeclaredAttack, DeclinedAttack};
pub use event::Event;
pub use falling_due::FallingDue;
pub use fire_order_setup::{FireOrderSetup, FireWorking, NINE_PDR_COLUMN_DIE};
pub use game_error::GameError;
pub use game_setup::GameSetup;
pub use game_state::GameState;
pub use journal_entry::JournalEntry;
pub use kriegsspiel_game::Game;
pub use marker::{Marker, MarkerKind, ShakenDegree};
pub use markers::{BeatenMarker, CanisterMarker, CanisterStage, Markers};
pub use move_plan::{Blocked, MoveLeg, MovePlan};
pub use movement_record::MovementRecord;
pub use placement::{ConcealedMarch, Placement};
pub use reach_outline::{
    DEFAULT_OUTLINE_BEARINGS, MAX_OUTLINE_BEARINGS, MIN_OUTLINE_BEARINGS, ReachOutline,
};
pub use reform_time::ReformTime;
pub use refusal::Refusal;
pub use reisswitz_rules::{BattleNow, ReisswitzRules};
pub use saved_game::{
    GAME_FILE_EXTENSION, GAME_FORMAT, GAME_FORMAT_VERSION, MAP_DIGEST_FIELD, MAX_GAME_FILE_BYTES,
    map_digest, map_digest_named, with_map_digest,
};
pub use sighting_outcome::SightingOutcome;
pub use stop_reason::StopReason;
pub use unit_state::UnitState;
pub use way_limits::{column_arm, way_kind};
pub use works_state::{WorkUnderWay, WorksState};
