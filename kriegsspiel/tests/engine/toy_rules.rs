//! A toy fourth rule system, for tests only: two sides take turns to add stones to a heap
//! (one command), and the first to bring it to the target wins. It implements the core's
//! `RuleSystem` and nothing else; the played game gives it journal, undo, redo, replay and
//! saves. The app's tests include this file for the table seam.

use kriegsspiel::journal::JournalStamp;
use kriegsspiel::play_error::PlayError;
use kriegsspiel::side::Side;
use kriegsspiel::system::RuleSystem;
use serde::{Deserialize, Serialize};

/// The toy system.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToyRules;

/// Where a toy game starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToySetup {
    /// The heap that wins.
    pub target: u32,
}

/// A toy game as it stands.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ToyState {
    /// Stones on the heap.
    pub heap: u32,
    /// Whose turn it is.
    pub to_move: Option<Side>,
    /// The winner, once there is one.
    pub winner: Option<Side>,
    /// The heap that wins.
    pub target: u32,
    /// Commands applied.
    pub turn: u32,
}

/// The one command: a side adds 1 to 3 stones.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AddStones {
    /// Who adds.
    pub side: Side,
    /// How many (1 to 3).
    pub stones: u32,
}

/// What a command did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToyEvent {
    /// The heap grew.
    Added {
        /// The heap after.
        heap: u32,
    },
    /// A side won.
    Won {
        /// The winner.
        side: Side,
    },
}

/// Why the toy refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ToyError {
    /// Not this side's turn, or the game is over.
    #[error("not {0}'s turn")]
    NotYourTurn(Side),
    /// 1 to 3 stones only.
    #[error("{0} stones: add 1 to 3")]
    BadCount(u32),
    /// A target of 0.
    #[error("the target must be at least 1")]
    NoTarget,
    /// The core's refusal.
    #[error(transparent)]
    Play(#[from] PlayError),
}

impl RuleSystem for ToyRules {
    const SYSTEM_ID: &'static str = "toy";
    const SAVE_FORMAT: &'static str = "toy-game";
    const SAVE_VERSION: u32 = 1;
    const MAX_SAVE_BYTES: u64 = 1 << 20;

    type Setup = ToySetup;
    type State = ToyState;
    type Command = AddStones;
    type Event = ToyEvent;
    type Error = ToyError;

    fn start(setup: &ToySetup) -> Result<ToyState, ToyError> {
        if setup.target == 0 {
            return Err(ToyError::NoTarget);
        }
        Ok(ToyState {
            to_move: Some(Side::Red),
            target: setup.target,
            ..ToyState::default()
        })
    }

    fn step(state: &mut ToyState, command: &AddStones) -> Result<Vec<ToyEvent>, ToyError> {
        if state.to_move != Some(command.side) {
            return Err(ToyError::NotYourTurn(command.side));
        }
        if !(1..=3).contains(&command.stones) {
            return Err(ToyError::BadCount(command.stones));
        }
        state.heap += command.stones;
        state.turn += 1;
        let mut events = vec![ToyEvent::Added { heap: state.heap }];
        if state.heap >= state.target {
            state.winner = Some(command.side);
            state.to_move = None;
            events.push(ToyEvent::Won { side: command.side });
        } else {
            state.to_move = Some(command.side.opponent());
        }
        Ok(events)
    }

    fn stamp(state: &ToyState) -> JournalStamp {
        JournalStamp {
            turn: state.turn,
            ..JournalStamp::default()
        }
    }
}
