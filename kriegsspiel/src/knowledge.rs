//! What one side may know: the projection from a game to a side's view.
//!
//! A side's window draws only its [`SideView`], never the game, so hidden information is
//! decided here, in the engine, in one place. Each rule system implements [`KnowsSides`] for its
//! game. For now the view holds the side and its clock; the staff exercise fills it with the
//! side's own units, the enemy as last reported (dated), its delivered messages and its
//! briefing — and never the umpire's notes, the other side's messages, unseen units or the
//! dice log.

use crate::clock::ClockReading;
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// Everything one side may know of a game at one moment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideView {
    /// Whose view it is.
    pub side: Side,
    /// The game clock as the side reads it.
    pub clock: ClockReading,
}

/// A game that can be projected to what one side may know.
pub trait KnowsSides {
    /// The view of `side`: the one way a side's window learns anything of the game.
    fn side_view(&self, side: Side) -> SideView;
}
