//! Why the Kriegspiel appendix refuses supply, volleys, works, boats, or the move of a man
//! held by them (§10; Wells L599, L624-L626, L657, L665, L685-L771). Each refusal names the
//! rule.

use thiserror::Error;

/// A refused supply, work or boat command; the game is unchanged.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum SupplyRefusal {
    /// The command belongs to the Kriegspiel mode only.
    #[error("{0} belongs to the Kriegspiel mode (rules_mode=kriegspiel, Wells L577)")]
    NotKriegspiel(&'static str),
    /// Supply packets are not the supply model in force.
    #[error(
        "supply packets are not in force (supply_model={model}); they are the appendix's \
         (Wells L685)"
    )]
    NotPackets {
        /// The reading in force.
        model: String,
    },
    /// The side owes no issue and has no man short of supply.
    #[error("{side} owes no supply now: an issue falls due every six moves (Wells L685)")]
    NotDue {
        /// The side.
        side: String,
    },
    /// A man out of action for want of supply.
    #[error("{piece} is out of action: six moves passed without supply (Wells L725)")]
    OutOfAction {
        /// The man, in words.
        piece: String,
    },
    /// A man who missed supply under `supply_failure` = `halt_then_out`.
    #[error(
        "{piece} cannot move without supply (Wells L725, supply_failure=halt_then_out); give \
         up his packets first"
    )]
    Unsupplied {
        /// The man, in words.
        piece: String,
    },
    /// Infantry without ammunition.
    #[error("{piece} has no ammunition and cannot fire (Wells L721)")]
    NoAmmunition {
        /// The man, in words.
        piece: String,
    },
    /// Only infantry fire rifle volleys.
    #[error(
        "{piece} cannot fire a rifle volley: the appendix's rifle fire is infantry's (Wells L565)"
    )]
    NotInfantry {
        /// The man, in words.
        piece: String,
    },
    /// A man who has moved may not fire this move.
    #[error("{piece} has moved this move and may not fire too (Wells L657)")]
    MovedAndFire {
        /// The man, in words.
        piece: String,
    },
    /// A man held by a work until it is finished.
    #[error("{piece} is at work {work} until it is finished (Wells L738-L771)")]
    AtWork {
        /// The man, in words.
        piece: String,
        /// The work's number.
        work: u32,
    },
    /// A man getting into or out of boats.
    #[error("{piece} is getting into or out of the boats (Wells L624-L626)")]
    Boating {
        /// The man, in words.
        piece: String,
    },
    /// A man in a boat moves as the boat.
    #[error(
        "{piece} is afloat and moves as a boat, at most 1 ft (Wells L599); asked {moved:.1} in"
    )]
    BoatTooFar {
        /// The man, in words.
        piece: String,
        /// Inches asked.
        moved: f64,
    },
    /// A work given with the wrong men or too few.
    #[error("work {work} refused: {why}")]
    Work {
        /// The work's id.
        work: String,
        /// Why, naming the rule.
        why: String,
    },
    /// A boat command given for men who cannot take it.
    #[error("{piece} cannot {what}: {why}")]
    Boat {
        /// The man, in words.
        piece: String,
        /// Embark or disembark.
        what: &'static str,
        /// Why, naming the rule.
        why: String,
    },
    /// A man with no horse to eat.
    #[error("{piece} has no horse to eat (Wells L713)")]
    NoHorse {
        /// The man, in words.
        piece: String,
    },
    /// A packet laid off the table.
    #[error("a packet at ({x:.1}, {y:.1}) lies off the table")]
    PacketOffTable {
        /// Inches across.
        x: f64,
        /// Inches down.
        y: f64,
    },
}
