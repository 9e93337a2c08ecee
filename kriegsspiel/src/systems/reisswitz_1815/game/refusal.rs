//! Why the rules refuse a command. Every refusal may be overridden by the umpire, who gives a
//! reason; the override and the refusals it overrode are recorded in the journal.

use crate::distance::Pace;
use crate::systems::reisswitz_1815::army::{Arm, Gait, UnitId};
use crate::systems::reisswitz_1815::calc::charge_answer::AttackAnswer;
use crate::systems::reisswitz_1815::ruleset::RateLimit;
use crate::systems::reisswitz_1815::ruleset::ground_citation;
use crate::terrain::Ground;
use geo::Coord;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One reason the rules refuse a command.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "refusal", rename_all = "snake_case")]
pub enum Refusal {
    /// The path needs more of the turn than the unit has left (Appendix Three — Movement Chart).
    BeyondAllowance {
        /// Fractions of a turn the whole path needs.
        needed: f64,
        /// Fraction of the turn the unit had left.
        left: f64,
        /// How far along the path the allowance takes it.
        reach: Pace,
        /// Where it would stop.
        stop: Coord<f64>,
    },
    /// The path enters ground the unit cannot cross at this gait (a blank in the chart, or ground
    /// the chart leaves to the umpire).
    Impassable {
        /// The ground.
        ground: Ground,
        /// Paces along the path where it begins.
        at: Pace,
        /// Why, in words.
        reason: String,
    },
    /// A block would stand off the map.
    OffMap {
        /// A point outside the map.
        point: Coord<f64>,
    },
    /// A block would stand on another unit's block.
    Overlap {
        /// The other unit.
        other: UnitId,
    },
    /// The arm cannot take the formation.
    FormationNotForArm {
        /// The formation.
        formation: String,
        /// The unit's arm.
        arm: Arm,
    },
    /// The formation does not move at the gait.
    GaitNotForFormation {
        /// The gait asked for.
        gait: Gait,
        /// The formation.
        formation: String,
        /// The gaits it allows.
        allowed: Vec<Gait>,
    },
    /// The rate may be used only so often, and has been.
    RateLimited {
        /// The chart row.
        row: String,
        /// Its limit.
        limit: RateLimit,
        /// Turns at this rate in the window before this one.
        used: u32,
    },
    /// The unit is still changing formation.
    Reforming {
        /// The turn at whose start it is ready.
        until_turn: u32,
    },
    /// The formation does not put out skirmishers.
    NoSkirmishersInFormation {
        /// The formation.
        formation: String,
    },
    /// More skirmish blocks than the unit may put out.
    TooManySkirmishers {
        /// Blocks asked for.
        asked: u32,
        /// The most it may put out.
        most: u32,
    },
    /// The two groups of a melee are not in contact.
    NotInContact {
        /// Paces between their nearest blocks.
        gap: f64,
    },
    /// The unit cannot fire: out of ammunition or refilling (reference §12.1).
    NoAmmunition {
        /// Why, and when it can fire again.
        reason: String,
    },
    /// A front wider than the way it moves along, by the map's width (reference §12.4; draft
    /// L410–427, L469–482).
    TooWideForWay {
        /// The way, with its name on the map.
        way: String,
        /// Its width on the map.
        width: Pace,
        /// The unit's front.
        frontage: Pace,
        /// The widest column the option `road_widths` allows there.
        widest: String,
    },
    /// A captured battery cannot fire: held by the enemy, or out of action after it was retaken
    /// (reference §12.12; draft L1216).
    BatteryOutOfAction {
        /// Why, and until when.
        reason: String,
    },
    /// A prisoners' escort under one tenth of the prisoners (reference §12.8; draft L1512).
    EscortTooSmall {
        /// Prisoners in the column.
        prisoners: u32,
        /// The escort given.
        escort: u32,
        /// The smallest escort allowed.
        needed: u32,
    },
    /// The defender declined this attacker's attack, so no die is thrown for it (reference
    /// §12.11; draft L786–790).
    AttackDeclined {
        /// The attacker whose attack was declined.
        attacker: UnitId,
        /// The defender that declined it.
        defender: UnitId,
        /// Its answer.
        answer: AttackAnswer,
        /// The move in which it answered.
        turn: u32,
    },
    /// A skirmish distance the draft does not give.
    SkirmishDistance {
        /// Paces asked for.
        asked: f64,
        /// The distances allowed.
        allowed: Vec<f64>,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::BeyondAllowance {
                needed,
                left,
                reach,
                stop,
            } => write!(
                f,
                "the path needs {needed:.3} of a turn but only {left:.3} is left: the unit gets {:.0} paces, to ({:.0}, {:.0}) (Appendix Three — Movement Chart)",
                reach.paces(),
                stop.x,
                stop.y
            ),
            Refusal::Impassable { ground, at, reason } => write!(
                f,
                "{:.0} paces along the path the unit meets {}: {reason} ({})",
                at.paces(),
                ground.description(),
                ground_citation(*ground)
            ),
            Refusal::OffMap { point } => write!(
                f,
                "a block would stand off the map at ({:.0}, {:.0})",
                point.x, point.y
            ),
            Refusal::Overlap { other } => write!(f, "a block would stand on a block of {other}"),
            Refusal::FormationNotForArm { formation, arm } => {
                write!(f, "{arm} cannot take the formation '{formation}'")
            }
            Refusal::GaitNotForFormation {
                gait,
                formation,
                allowed,
            } => {
                let allowed: Vec<&str> = allowed.iter().map(|g| g.id()).collect();
                write!(
                    f,
                    "a unit in '{formation}' cannot move at '{gait}'; it may move at: {}",
                    allowed.join(", ")
                )
            }
            Refusal::RateLimited { row, limit, used } => write!(
                f,
                "the rate of '{row}' may be used {}; it was used {used} times in the turns before (Appendix Three — Movement Chart)",
                limit.describe()
            ),
            Refusal::NoAmmunition { reason } => write!(f, "it cannot fire: {reason}"),
            Refusal::TooWideForWay {
                way,
                width,
                frontage,
                widest,
            } => write!(
                f,
                "a front of {:.0} paces is wider than the {way} ({:.0} paces on the map); the widest column there: {widest} (reference §12.4, draft L410–427, L469–482)",
                frontage.paces(),
                width.paces()
            ),
            Refusal::BatteryOutOfAction { reason } => {
                write!(f, "the battery cannot fire: {reason}")
            }
            Refusal::EscortTooSmall {
                prisoners,
                escort,
                needed,
            } => write!(
                f,
                "an escort of {escort} is under one tenth of {prisoners} prisoners: at least {needed} (reference §12.8, draft L1512)"
            ),
            Refusal::Reforming { until_turn } => {
                write!(f, "the unit is changing formation until turn {until_turn}")
            }
            Refusal::NoSkirmishersInFormation { formation } => {
                write!(f, "a unit in '{formation}' does not put out skirmishers")
            }
            Refusal::TooManySkirmishers { asked, most } => write!(
                f,
                "{asked} skirmish blocks asked for; the unit may put out {most} (Section 3 — Rules for Skirmish Firepower)"
            ),
            Refusal::NotInContact { gap } => write!(
                f,
                "the two groups are not in contact: {gap:.0} paces between their nearest blocks (the blocks must meet, Section 4 — Close Combat)"
            ),
            Refusal::AttackDeclined {
                attacker,
                defender,
                answer,
                turn,
            } => write!(
                f,
                "{defender} declined the attack of {attacker} in move {turn} (answer: {}); the die is thrown only if the attack is accepted (reference §12.11, draft L786–790)",
                answer.description()
            ),
            Refusal::SkirmishDistance { asked, allowed } => {
                let allowed: Vec<String> = allowed.iter().map(|d| format!("{d:.0}")).collect();
                write!(
                    f,
                    "skirmishers go {} paces ahead of the line, not {asked} (Representation of Units — Formations, Skirmishers)",
                    allowed.join(", ")
                )
            }
        }
    }
}
