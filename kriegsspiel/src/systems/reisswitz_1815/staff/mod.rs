//! The staff exercise: the scenario the umpire puts forward, each side's players as
//! commanders, and the orders and reports that pass between them through the umpire.
//!
//! The draft: "The General Idea or Scenario" (both sides receive the General Idea together, each
//! side a Separate Report: strength, orders and objective, what it is told of the enemy and
//! from what source, time of year, dawn and dusk, weather, ground and rivers; source text
//! L53–L67, L84); "The Relationship between Players & Umpire" (players more than 1,000 paces
//! apart on the map speak only through the umpire, L98; every order goes through the umpire,
//! L100, L120; a commander may ride to a spot himself, L118); the time a commander takes to read
//! a report and decide is added to the time his orders take to arrive (L116; reference §12.2);
//! messengers ride at the officers' rates (Section 2 — Movement, "Messengers"; reference §1).
//!
//! - [`Scenario`] — the General Idea and a [`SeparateReport`] per side, with its
//!   [`Intelligence`] of the enemy ([`InformationSource`], [`ReportedUnit`]s placed as
//!   reported).
//! - [`Commander`] — a player: [`CommanderId`], side, name, [`Duty`], [`Post`], and a
//!   [`RideInPerson`] while he rides to a spot himself.
//! - [`Message`] — an order or report ([`MessageKind`]) from one [`Party`] to another of the
//!   same side along a [`Route`], with its [`MessageStatus`]; [`MessageArrival`] works out when
//!   it is in hand.
//! - [`SpeakingTerms`] — whether two players may talk directly ([`Channel`]).
//! - [`StaffState`] — all of it, kept in the game's state.
//! - Sightings made into news: a unit's automatic report carries a [`SightingReport`] (one
//!   [`SightedEnemy`] per enemy body, never the enemy's id); each side's picture of the enemy is
//!   a list of [`EnemyReport`]s with their [`EnemyReportSource`]; [`SightingsState`] keeps the
//!   umpire's side of it (last turn's pairs, the enemy unit behind each entry).
//!
//! This folder holds data and pure functions only; the game (`game/apply_staff.rs`) checks and
//! applies the commands. Layers: `ruleset`, `army`, `calc` ← `staff` ← `game`.

mod commander;
mod commander_id;
mod duty;
mod enemy_report;
mod glimpse;
mod information_source;
mod intelligence;
mod message;
mod message_arrival;
mod message_id;
mod message_kind;
mod message_status;
mod party;
mod post;
mod reported_unit;
mod ride_in_person;
mod route;
mod scenario;
mod separate_report;
mod sighting_report;
mod sightings_state;
mod speaking_terms;
mod staff_error;
mod staff_state;

pub use commander::Commander;
pub use commander_id::CommanderId;
pub use duty::Duty;
pub use enemy_report::{EnemyReport, EnemyReportSource};
pub use glimpse::Glimpse;
pub use information_source::InformationSource;
pub use intelligence::Intelligence;
pub use message::Message;
pub use message_arrival::{MAX_REACTION_MINUTES, MessageArrival};
pub use message_id::MessageId;
pub use message_kind::MessageKind;
pub use message_status::MessageStatus;
pub use party::Party;
pub use post::Post;
pub use reported_unit::ReportedUnit;
pub use ride_in_person::RideInPerson;
pub use route::{MAX_ROUTE_POINTS, Route};
pub use scenario::{MAX_BRIEFING_CHARS, Scenario};
pub use separate_report::{MAX_INTELLIGENCE_ITEMS, SeparateReport};
pub use sighting_report::{SightedEnemy, SightingReport};
pub use sightings_state::SightingsState;
pub use speaking_terms::{Channel, DIRECT_SPEECH_MAX_PACES, SpeakingTerms};
pub use staff_error::StaffError;
pub use staff_state::{
    MAX_COMMANDERS, MAX_MESSAGE_CHARS, MAX_MESSAGES, MAX_NAME_CHARS, StaffState,
};
