//! Why a move is refused: its own file so the wing's error type can wrap it without
//! importing the move checks (which use the appendix, which reports through the error type).

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Why a move (of a man, a group or a gun) is refused. Each says what rule it breaks.
#[derive(Debug, Clone, PartialEq, Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "refusal")]
pub enum MoveRefusal {
    /// Longer than the piece's circle.
    #[error("{piece} would move {moved:.2} in but may move at most {allowed:.2} in ({rule})")]
    TooFar {
        /// The piece, in words.
        piece: String,
        /// The length measured.
        moved: f64,
        /// The longest allowed.
        allowed: f64,
        /// The rule giving the circle.
        rule: String,
    },
    /// It is the other side's move.
    #[error("it is {side}'s move")]
    NotYourMove {
        /// The side to move.
        side: String,
    },
    /// The piece has already moved (or fired) this move (Wells L250).
    #[error("{piece} has already moved this move (Wells L250)")]
    AlreadyMoved {
        /// The piece.
        piece: String,
    },
    /// Prisoners, freed men not yet rearmed, the dead cannot be moved by their side
    /// (Wells L328).
    #[error("{piece} cannot be moved by his side: {why} (Wells L328)")]
    NotFree {
        /// The piece.
        piece: String,
        /// Why not.
        why: String,
    },
    /// A man in contact stays where he is for the rest of the move (Wells L292).
    #[error("{piece} is in contact with the enemy and stays where he is (Wells L292)")]
    InContact {
        /// The piece.
        piece: String,
    },
    /// A man must end 1/16 in clear of other men and of objects (Wells L277).
    #[error(
        "{piece} would end closer than 1/16 in to {what}: men stand clear of one another and of \
         walls, trees and guns (Wells L277)"
    )]
    NoRoom {
        /// The piece.
        piece: String,
        /// What he would crowd.
        what: String,
    },
    /// No figure may stand inside a house (Wells L115; Streamlined L18).
    #[error("{piece} would end inside a house (Wells L115)")]
    IntoHouse {
        /// The piece.
        piece: String,
    },
    /// Off the table.
    #[error("{piece} would end off the table")]
    OffTable {
        /// The piece.
        piece: String,
    },
    /// A gun may not move or fire once a man has moved (Wells L246).
    #[error(
        "guns first: a man has already moved this move, so no gun may move or fire (Wells L246)"
    )]
    GunsFirst,
    /// A gun fired this move and its two men are not yet at its trail (Wells L273).
    #[error(
        "gun {gun} has fired: place two of its men at the end of its trail, one behind each \
         wheel, before the move ends (Wells L273)"
    )]
    TrailMenWanted {
        /// The gun.
        gun: u32,
    },
    /// A gun with fewer than 4 men of its side within 6 in (Wells L269).
    #[error("gun {gun} is out of action: {men} men within 6 in, it needs 4 (Wells L269)")]
    GunOutOfAction {
        /// The gun.
        gun: u32,
        /// Men within 6 in.
        men: usize,
    },
    /// Fewer than 4 men move up with the gun and end within 6 in of it (Wells L273).
    #[error(
        "gun {gun} needs 4 men who were with it to move up with it and end within 6 in; {crew} do (Wells L273)"
    )]
    CrewShort {
        /// The gun.
        gun: u32,
        /// Men that qualify.
        crew: usize,
    },
    /// The victor of a Blow at the Rear may not attack in the loser's six moves under
    /// `blow_after_decision` = `victor_holds` (little-wars.md L47; Wells L364).
    #[error(
        "{side} has won the Blow at the Rear and holds while the loser retreats: no {attack} \
         (blow_after_decision = victor_holds; Wells L364)"
    )]
    VictorHolds {
        /// The victor.
        side: String,
        /// The attack refused, in words.
        attack: String,
    },
    /// Guns may not fire yet (Wells L242, `first_fire`).
    #[error(
        "no gun may fire before the First Player's second move (Wells L242); this is move {move_number}"
    )]
    TooEarlyToFire {
        /// The move being played (1 = First Player's first).
        move_number: u32,
    },
}
