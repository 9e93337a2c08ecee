//! Why a staff-exercise command was refused (the game is unchanged).

use super::commander_id::CommanderId;
use super::message_id::MessageId;
use crate::error::RulesError;
use crate::ids::UnitId;
use crate::side::Side;
use crate::terrain::Ground;
use thiserror::Error;

/// Why a command about the scenario, the commanders or the messages was refused.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum StaffError {
    /// A message with no text.
    #[error("a message must say something: its text is empty")]
    EmptyMessage,
    /// Free text that must say something and is empty.
    #[error("{0} is empty")]
    EmptyText(&'static str),
    /// A commander who is riding already.
    #[error("commander {0} is riding to a spot already; post him first to change his course")]
    AlreadyRiding(CommanderId),
    /// Free text over its limit.
    #[error("{what} is {chars} characters long; at most {max} are allowed")]
    TooLong {
        /// What the text is.
        what: &'static str,
        /// Its length.
        chars: usize,
        /// The limit.
        max: usize,
    },
    /// More of something than the game keeps.
    #[error("too many {what}: at most {max}")]
    TooMany {
        /// What.
        what: &'static str,
        /// The limit.
        max: usize,
    },
    /// A message addressed to the other side.
    #[error(
        "a message from the {from} side cannot go to the {to} side: orders and reports pass only within a side, through the umpire (source text L98, L100, L120); the other side gets a message only by interception"
    )]
    OtherSide {
        /// The sender's side.
        from: Side,
        /// The addressee's side.
        to: Side,
    },
    /// A message to its own sender.
    #[error("a message must go to someone other than its sender")]
    ToItself,
    /// No commander has this id.
    #[error("there is no commander '{0}'")]
    UnknownCommander(CommanderId),
    /// A commander with this id exists already.
    #[error("there is a commander '{0}' already")]
    DuplicateCommander(CommanderId),
    /// No message has this id.
    #[error("there is no message {0}")]
    UnknownMessage(MessageId),
    /// A commander posted with a unit that is not on the map.
    #[error("commander {commander} cannot be posted with unit {unit}: it is not on the map")]
    UnitNotOnMap {
        /// The commander.
        commander: CommanderId,
        /// The unit.
        unit: UnitId,
    },
    /// A commander with messages still on their way to or from him.
    #[error(
        "commander {0} has messages in transit to or from him; deliver or intercept them first"
    )]
    MessagesInTransit(CommanderId),
    /// Ground along a route a messenger cannot ride.
    #[error("the route crosses {} at {at:.0} paces along it: {reason}", ground.description())]
    Unridable {
        /// The ground.
        ground: Ground,
        /// Paces from the start of the route.
        at: f64,
        /// Why, with the source.
        reason: String,
    },
    /// Ground the chart gives officers no figure for, and the umpire has not ruled.
    #[error(
        "the route crosses {} at {at:.0} paces along it: the movement chart gives officers and messengers no rate there (Appendix Three — Movement Chart); the umpire names the ground to price it by, or draws the route along a road",
        ground.description()
    )]
    NoChartFigure {
        /// The ground.
        ground: Ground,
        /// Paces from the start of the route.
        at: f64,
    },
    /// A reaction time that is negative, not a number, or absurd.
    #[error(
        "the time to read the report and decide is {value} minutes; it must be 0 to {max} minutes (source text L116)"
    )]
    ReactionTime {
        /// The value given, as text.
        value: String,
        /// The most allowed.
        max: f64,
    },
    /// A route that is not a usable line on the map.
    #[error("bad route: {0}")]
    BadRoute(String),
    /// A route or place off the map.
    #[error("({x:.0}, {y:.0}) lies off the map")]
    OffMap {
        /// Paces east.
        x: f64,
        /// Paces south.
        y: f64,
    },
    /// The route was to run from the sender to the addressee, but one of them has no place.
    #[error("{0} has no place on the map: draw the route by hand")]
    NoPosition(String),
    /// The message is not on its way.
    #[error("message {message} is not in transit (it is {status})")]
    NotInTransit {
        /// The message.
        message: MessageId,
        /// Its status in words.
        status: String,
    },
    /// The captor is not on the map.
    #[error("unit {0} is not on the map: it cannot take a messenger")]
    CaptorOffMap(UnitId),
    /// The captor stands too far from the messenger's road this move.
    #[error(
        "unit {unit} stands {paces} paces from the road the messenger rides this move; it must be \
         within {reach} paces to take him (give a reason to override)"
    )]
    OutOfReach {
        /// The captor.
        unit: UnitId,
        /// How far it stands from the messenger's road this move, paces.
        paces: f64,
        /// How near it must be, paces.
        reach: f64,
    },
    /// Only a unit's report is the umpire's to amend.
    #[error("message {0} is not a unit's report: only a unit's report may be amended")]
    NotAUnitsReport(MessageId),
    /// The captor is not of the enemy of the sender's side.
    #[error("unit {unit} is of the {side} side, the sender's own: only the enemy intercepts")]
    CaptorNotEnemy {
        /// The unit.
        unit: UnitId,
        /// Its side.
        side: Side,
    },
    /// Two players of different sides have no speaking terms to ask about.
    #[error("{a} and {b} are of different sides: they do not talk at all")]
    DifferentSides {
        /// One commander.
        a: CommanderId,
        /// The other.
        b: CommanderId,
    },
    /// A bad value or a question the rules cannot answer.
    #[error(transparent)]
    Rules(#[from] RulesError),
}
