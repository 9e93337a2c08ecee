//! What one side may know: the projection from a game to a side's view.
//!
//! A side's window draws only its view, never the game, so hidden information is decided here,
//! in the engine, in one place. Each rule system implements [`KnowsSides`] for its game with a
//! view of its own (a Reisswitz side knows its units, its briefing, its messages and the enemy
//! as reported; a grid side its own units while the other deploys unseen; a Little Wars side
//! the floor but not the other's pieces behind the curtain, nor its works and mines until
//! their sealed notes are opened). A Reisswitz view starts with a [`ViewStamp`]: whose view,
//! and when.

use crate::clock::ClockReading;
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// Whose view it is, and the game clock at which it was taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ViewStamp {
    /// Whose view it is.
    pub side: Side,
    /// The game clock as the side reads it.
    pub clock: ClockReading,
}

/// How a system names its sides: every side, and each one's stable id (`red`, `north`), so
/// the services every game shares (a side's seat on the network, say) can list them.
pub trait SideName: Copy + 'static {
    /// Every side, in the system's order.
    fn every_side() -> &'static [Self];
    /// The side's stable id.
    fn id(self) -> &'static str;
}

impl SideName for Side {
    fn every_side() -> &'static [Self] {
        Side::ALL
    }
    fn id(self) -> &'static str {
        Side::id(self)
    }
}

/// A game that can be projected to what one side may know.
pub trait KnowsSides {
    /// How the system names its sides (Red and Blue, or North and South).
    type Side: SideName;
    /// The system's view of one side.
    type View;

    /// The view of `side`: the one way a side's window learns anything of the game.
    fn side_view(&self, side: Self::Side) -> Self::View;
}

/// A side's view as it may leave the program for a player's own screen: the only kind of
/// document a network seat may be sent. Sealed: only the engine's side-view types (built by
/// [`KnowsSides::side_view`]) implement it, so nothing else — no state, no journal, no record
/// of the engine — can be handed to a seat's writer.
pub trait ViewForSeat: Serialize + sealed::SideViewOnly {
    /// The system the view is of, as saved games name it (`reisswitz_1815`, `grid`,
    /// `little_wars`).
    const SYSTEM: &'static str;
}

/// The seal on [`ViewForSeat`]: nameable inside the engine only.
pub(crate) mod sealed {
    /// Implemented by the engine's side-view types and nothing else.
    pub trait SideViewOnly {}
}
