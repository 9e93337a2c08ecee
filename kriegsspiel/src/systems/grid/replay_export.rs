//! A played game written as a replay file (issue 22 item 17, "Export moves…"): the board, every
//! option's reading, the position play began from, and each half-turn's moves and attack in the
//! order made, so that `ks grid replay` and the table's *Open recorded game* play it back
//! through the ordinary rules to the same position.
//!
//! What the replay format has no place for is left out: the placement phase of a free
//! deployment (the file starts from the position the sides deployed), draws proposed and
//! answered (a draw agreed ends nothing the positions show), and the commands undone.

use super::board::Board;
use super::grid_error::GridError;
use super::grid_game::GridGame;
use super::grid_rules::GridRules;
use super::move_list::{PlayedAction, PlayedHalfTurn};
use super::position::PositionFile;
use super::refusal::Refusal;
use super::replay::{BoardChoice, RecordedAttack, RecordedHalfTurn, RecordedMove, ReplayFile};
use crate::system::RuleSystem;

impl ReplayFile {
    /// The game's moves as a replay file. Refused while the sides are still deploying unseen:
    /// the game has no start to write yet (and a file would tell one side's placing).
    pub fn from_game(game: &GridGame) -> Result<ReplayFile, GridError> {
        let setup = game.setup();
        let board = match Board::standard() {
            Ok(standard) if standard == setup.board => BoardChoice::default(),
            _ => BoardChoice::Custom(setup.board.clone()),
        };
        let options = setup
            .options
            .describe()
            .into_iter()
            .map(|o| (o.id.to_string(), serde_json::Value::from(o.chosen)))
            .collect();
        Ok(ReplayFile {
            board,
            start: Some(play_start(game)?),
            options,
            half_turns: game.move_list().iter().map(recorded).collect(),
        })
    }

    /// The file as JSON text, as `ks grid replay` reads it.
    pub fn to_json(&self) -> Result<String, GridError> {
        serde_json::to_string_pretty(self).map_err(|e| GridError::Unreadable {
            source_name: "replay file".into(),
            message: e.to_string(),
        })
    }
}

/// The position play began from: the setup's start, or, after a free deployment, the position
/// once both sides had confirmed (the placement commands applied again, through the rules).
fn play_start(game: &GridGame) -> Result<PositionFile, GridError> {
    let mut state = GridRules::start(game.setup())?;
    for entry in game.entries() {
        if state.placement().is_none() {
            break;
        }
        GridRules::step(&mut state, &entry.command)?;
    }
    if state.placement().is_some() {
        return Err(Refusal::StillDeploying.into());
    }
    Ok(state.position.to_file_in_order())
}

/// One half-turn as the replay file records it: the moves before the attack, the attack, the
/// moves after it (`attack_timing = after_any_move`).
fn recorded(played: &PlayedHalfTurn) -> RecordedHalfTurn {
    let mut half = RecordedHalfTurn::new(played.side);
    half.ended = played.ended;
    for action in &played.actions {
        match action {
            PlayedAction::Move(m) => {
                let recorded = RecordedMove {
                    from: m.from,
                    to: m.to,
                };
                if half.attack.is_some() {
                    half.moves_after_attack.push(recorded);
                } else {
                    half.moves.push(recorded);
                }
            }
            PlayedAction::Attack(a) => {
                half.attack = Some(RecordedAttack {
                    target: a.target,
                    by: a.by,
                });
            }
        }
    }
    half
}
