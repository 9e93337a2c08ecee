//! Replay of a recorded game (issue 11, `ks grid replay`): each half-turn's moves and attack
//! played in order through the ordinary legality checks, stopping at the first refusal. A
//! half-turn recorded as a position only is found by [`HalfTurnSearch`] (rules reference §9,
//! "Replay") and then played the same way.

use super::board::Board;
use super::combat::{CombatExplanation, CombatResult, ContributionRow};
use super::command::GridCommand;
use super::grid_error::GridError;
use super::grid_game::GridGame;
use super::grid_options::GridOptions;
use super::grid_setup::{GridSetup, MAX_GRID_FILE_BYTES};
use super::grid_side::{GridSide, PerSide};
use super::grid_state::GridState;
use super::outcome::Outcome;
use super::position::{PlacedUnit, Position, PositionFile};
use super::recorded_position::RecordedPosition;
use super::refusal::Refusal;
use super::replay_search::{FoundHalfTurn, HalfTurnSearch};
use super::square::Square;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The board a file names: `"standard"`, or a board laid out in the editor.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum BoardChoice {
    /// A named board; only `standard` exists.
    Named(String),
    /// A board given in full (the editor's file).
    Custom(Board),
}

impl Default for BoardChoice {
    fn default() -> Self {
        BoardChoice::Named("standard".into())
    }
}

impl BoardChoice {
    /// The board it names.
    pub fn board(&self) -> Result<Board, GridError> {
        match self {
            BoardChoice::Named(name) if name == "standard" => Ok(Board::standard()?),
            BoardChoice::Named(name) => Err(GridError::Unreadable {
                source_name: "board".into(),
                message: format!("no board named `{name}`; the only named board is `standard`"),
            }),
            BoardChoice::Custom(board) => Ok(board.clone()),
        }
    }
}

/// A recorded move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedMove {
    /// The unit's square.
    pub from: Square,
    /// Where it went.
    pub to: Square,
}

/// A recorded attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedAttack {
    /// The target square.
    pub target: Square,
    /// The unit named as attacker, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<Square>,
}

/// One recorded half-turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedHalfTurn {
    /// The side that played it.
    pub side: GridSide,
    /// Its moves, in order.
    #[serde(default)]
    pub moves: Vec<RecordedMove>,
    /// Its attack, if any.
    #[serde(default)]
    pub attack: Option<RecordedAttack>,
    /// Moves made after the attack, where `attack_timing = after_any_move` lets play go on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moves_after_attack: Vec<RecordedMove>,
    /// Whether the half-turn was ended (the default). `false` on the last half-turn only: the
    /// record stops within it, as a game saved in the middle of a half-turn (or won or drawn
    /// within it) does, and the replay leaves it open.
    #[serde(default = "ended_by_default", skip_serializing_if = "is_ended")]
    pub ended: bool,
    /// The position after it. Given without moves or attack, the replay searches for what
    /// happened; given with them, the position they reach must equal it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<RecordedPosition>,
}

fn ended_by_default() -> bool {
    true
}

fn is_ended(ended: &bool) -> bool {
    *ended
}

impl RecordedHalfTurn {
    /// A half-turn of `side` with nothing recorded yet, ended.
    pub fn new(side: GridSide) -> Self {
        RecordedHalfTurn {
            side,
            moves: Vec::new(),
            attack: None,
            moves_after_attack: Vec::new(),
            ended: true,
            position: None,
        }
    }

    /// Whether the half-turn is recorded as a position only, to be searched for.
    pub fn is_position_only(&self) -> bool {
        self.position.is_some()
            && self.moves.is_empty()
            && self.attack.is_none()
            && self.moves_after_attack.is_empty()
    }
}

/// The moves and attack the replay found for a half-turn recorded as a position only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FoundActions {
    /// The moves, in the order played.
    pub moves: Vec<RecordedMove>,
    /// The attack, if one reproduces the record.
    pub attack: Option<RecordedAttack>,
}

/// A recorded game, as `ks grid replay` reads it (README, "Playing the grid game").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayFile {
    /// The board (default `standard`).
    #[serde(default)]
    pub board: BoardChoice,
    /// The starting position (default: the published deployment, North to move).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<PositionFile>,
    /// `option_id → reading_id`; options not named keep their defaults.
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
    /// The half-turns, in order.
    pub half_turns: Vec<RecordedHalfTurn>,
}

/// The attack of a replayed half-turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AttackReport {
    /// The target.
    pub target: Square,
    /// The attack total.
    pub attack_total: u32,
    /// The defence total.
    pub defence_total: u32,
    /// `destroyed`, `retreat` or `no_effect`.
    pub result: CombatResult,
    /// The rows that count.
    pub contributions: Vec<ContributionRow>,
    /// The units on a line within four squares that do not count, and why.
    pub left_out: Vec<ContributionRow>,
}

impl From<CombatExplanation> for AttackReport {
    fn from(e: CombatExplanation) -> Self {
        AttackReport {
            target: e.target,
            attack_total: e.attack_total,
            defence_total: e.defence_total,
            result: e.result,
            contributions: e.contributions,
            left_out: e.left_out,
        }
    }
}

/// A position as the replay's answer writes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PositionReport {
    /// Each side's units, sorted by square.
    pub units: PerSide<Vec<PlacedUnit>>,
    /// Each side's surviving arsenals, sorted.
    pub arsenals: PerSide<Vec<Square>>,
}

impl PositionReport {
    /// The report of a position.
    pub fn of(position: &Position) -> Self {
        let file = position.to_file();
        PositionReport {
            units: file.units,
            arsenals: position.arsenals.clone(),
        }
    }
}

/// One replayed half-turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HalfTurnReport {
    /// The side.
    pub side: GridSide,
    /// Whether every action was accepted.
    pub accepted: bool,
    /// Why the first refused action was refused.
    pub refusal: Option<String>,
    /// The refused rule's id (`too_far`, `cut_off`, …).
    pub refusal_rule: Option<String>,
    /// The refused action in words.
    pub refused_action: Option<String>,
    /// The attack, if one was made.
    pub attack: Option<AttackReport>,
    /// The position after the half-turn (or where it stopped).
    pub position: PositionReport,
    /// Units not linked after it, sorted.
    pub cut_off: Vec<Square>,
    /// For a half-turn recorded as a position only: the moves and attack found.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub found: Option<FoundActions>,
}

/// The whole replay's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReplayReport {
    /// Whether every half-turn was accepted.
    pub accepted: bool,
    /// The half-turns played, the refused one last.
    pub half_turns: Vec<HalfTurnReport>,
    /// How the game ended, if it did.
    pub outcome: Option<Outcome>,
}

impl ReplayFile {
    /// Reads a replay file's JSON text.
    pub fn from_json(text: &str, source: &str) -> Result<Self, GridError> {
        serde_json::from_str(text).map_err(|e| GridError::Unreadable {
            source_name: source.to_string(),
            message: e.to_string(),
        })
    }

    /// Reads a replay file.
    pub fn load(path: &Path) -> Result<Self, GridError> {
        let text = crate::files::read_limited_text(path, MAX_GRID_FILE_BYTES, "a replay file")?;
        ReplayFile::from_json(&text, &path.display().to_string())
    }

    /// The ruleset the file names.
    pub fn grid_options(&self) -> Result<GridOptions, GridError> {
        let readings: BTreeMap<String, String> = self
            .options
            .iter()
            .map(|(id, v)| {
                let reading = match v {
                    serde_json::Value::String(s) => s.clone(),
                    other => other.to_string(),
                };
                (id.clone(), reading)
            })
            .collect();
        Ok(GridOptions::with_readings(&readings)?)
    }

    /// The game the replay starts from.
    pub fn starting_game(&self) -> Result<GridGame, GridError> {
        let board = self.board.board()?;
        let start = match &self.start {
            Some(file) => Position::from_file(file, &board)?,
            None => Position::published(&board)?,
        };
        GridGame::new(GridSetup {
            board,
            options: self.grid_options()?,
            start,
            first_player: None,
        })
    }

    /// Plays every half-turn in order through the rules; stops at the first refusal. Returns
    /// the answer and the game as it stands at the end.
    pub fn replay(&self) -> Result<(ReplayReport, GridGame), GridError> {
        let mut game = self.starting_game()?;
        let mut reports = Vec::new();
        let mut accepted = true;
        for (n, recorded) in self.half_turns.iter().enumerate() {
            let next = self.half_turns.get(n + 1);
            let report = play_half_turn(&mut game, n + 1, recorded, next);
            let ok = report.accepted;
            reports.push(report);
            if !ok {
                accepted = false;
                break;
            }
        }
        let outcome = game.state().outcome.clone();
        Ok((
            ReplayReport {
                accepted,
                half_turns: reports,
                outcome,
            },
            game,
        ))
    }
}

/// A refused action: where, the reason in words, the rule's id.
type Refused = (String, String, String);

fn refused(action: String, refusal: Refusal) -> Refused {
    (action, refusal.to_string(), refusal.rule())
}

fn play_half_turn(
    game: &mut GridGame,
    number: usize,
    recorded: &RecordedHalfTurn,
    next: Option<&RecordedHalfTurn>,
) -> HalfTurnReport {
    let mut attack = None;
    let mut found = None;
    let played = (|| -> Result<(), Refused> {
        let to_move = game.state().to_move();
        if game.state().outcome.is_some() {
            return Err(refused(format!("half-turn {number}"), Refusal::GameOver));
        }
        if !recorded.ended && next.is_some() {
            return Err((
                format!("half-turn {number}"),
                "only the last half-turn may be left not ended (`ended: false`)".into(),
                "not_ended".into(),
            ));
        }
        if recorded.side != to_move {
            let refusal = Refusal::NotYourTurn {
                to_move,
                named: recorded.side,
            };
            return Err(refused(format!("half-turn {number}"), refusal));
        }
        let commands = match (&recorded.position, recorded.is_position_only()) {
            (Some(position), true) => {
                let commands = searched(game.state(), number, position, next)?;
                found = Some(found_actions(&commands));
                commands
            }
            _ => recorded_commands(recorded),
        };
        attack = play_commands(game, number, &commands)?;
        if game.state().outcome.is_none() && recorded.ended {
            game.apply(GridCommand::EndHalfTurn).map_err(|e| {
                refused(
                    format!("half-turn {number}, end of the half-turn"),
                    refusal_of(e),
                )
            })?;
        }
        match &recorded.position {
            Some(position) if !position.matches(&game.state().position) => Err((
                format!("half-turn {number}, the position after it"),
                "the moves and attack recorded do not reach the position recorded".into(),
                "position_differs".into(),
            )),
            _ => Ok(()),
        }
    })();
    let state = game.state();
    let (refusal, refusal_rule, refused_action) = match played {
        Ok(()) => (None, None, None),
        Err((action, reason, rule)) => (Some(reason), Some(rule), Some(action)),
    };
    HalfTurnReport {
        side: recorded.side,
        accepted: refusal.is_none(),
        refusal,
        refusal_rule,
        refused_action,
        attack,
        position: PositionReport::of(&state.position),
        cut_off: state.cut_off(),
        found,
    }
}

/// The recorded moves, the recorded attack, then any moves after it.
fn recorded_commands(recorded: &RecordedHalfTurn) -> Vec<GridCommand> {
    let move_command = |m: &RecordedMove| GridCommand::Move {
        from: m.from,
        to: m.to,
    };
    let attack = recorded.attack.map(|a| GridCommand::Attack {
        target: a.target,
        by: a.by,
    });
    recorded
        .moves
        .iter()
        .map(move_command)
        .chain(attack)
        .chain(recorded.moves_after_attack.iter().map(move_command))
        .collect()
}

/// Plays moves and an attack in order; the attack's explanation if one was made.
fn play_commands(
    game: &mut GridGame,
    number: usize,
    commands: &[GridCommand],
) -> Result<Option<AttackReport>, Refused> {
    let mut attack = None;
    let mut moves = 0;
    for &command in commands {
        match command {
            GridCommand::Attack { target, by } => {
                let (explanation, _) = game.attack(target, by).map_err(|e| {
                    refused(
                        format!("half-turn {number}, attack on {target}"),
                        refusal_of(e),
                    )
                })?;
                attack = Some(AttackReport::from(explanation));
            }
            GridCommand::Move { from, to } => {
                moves += 1;
                game.apply(command).map_err(|e| {
                    refused(
                        format!("half-turn {number}, move {moves} {from} → {to}"),
                        refusal_of(e),
                    )
                })?;
            }
            other => {
                game.apply(other)
                    .map_err(|e| refused(format!("half-turn {number}"), refusal_of(e)))?;
            }
        }
    }
    Ok(attack)
}

/// The sequence that reproduces a position-only half-turn; where several end in states the
/// record cannot tell apart (a retreat due or not), the first from which the next recorded
/// half-turn can be played.
fn searched(
    state: &GridState,
    number: usize,
    position: &RecordedPosition,
    next: Option<&RecordedHalfTurn>,
) -> Result<Vec<GridCommand>, Refused> {
    let found = HalfTurnSearch::run(state, position).map_err(|failure| {
        (
            format!("half-turn {number}, recorded as a position only"),
            failure.to_string(),
            failure.rule(),
        )
    })?;
    let chosen = match next {
        Some(next) if found.len() > 1 => found
            .iter()
            .find(|f| playable_after(f, next))
            .or(found.first()),
        _ => found.first(),
    };
    Ok(chosen.map(|f| f.commands.clone()).unwrap_or_default())
}

/// Whether the next recorded half-turn can be played from a found half-turn's end.
fn playable_after(found: &FoundHalfTurn, next: &RecordedHalfTurn) -> bool {
    let state = &found.state;
    if next.side != state.to_move() {
        return false;
    }
    if let (Some(position), true) = (&next.position, next.is_position_only()) {
        return HalfTurnSearch::run(state, position).is_ok();
    }
    let mut state = state.clone();
    recorded_commands(next)
        .into_iter()
        .all(|command| match command {
            GridCommand::Move { from, to } => state.apply_move(from, to).is_ok(),
            GridCommand::Attack { target, by } => state.apply_attack(target, by).is_ok(),
            _ => true,
        })
}

fn found_actions(commands: &[GridCommand]) -> FoundActions {
    let mut actions = FoundActions {
        moves: Vec::new(),
        attack: None,
    };
    for command in commands {
        match *command {
            GridCommand::Move { from, to } => actions.moves.push(RecordedMove { from, to }),
            GridCommand::Attack { target, by } => {
                actions.attack = Some(RecordedAttack { target, by });
            }
            _ => {}
        }
    }
    actions
}

fn refusal_of(error: GridError) -> Refusal {
    match error {
        GridError::Refused(refusal) => refusal,
        // apply only fails with a refusal; anything else is reported as the game being over.
        _ => Refusal::GameOver,
    }
}
