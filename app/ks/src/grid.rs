//! `ks grid`: the grid game of lines of communication (after Guy Debord's rules) for scripts.
//!
//! - `ks grid replay FILE [--json]` plays a recorded game through the same legality checks as
//!   the workbench and prints each half-turn: the attack explained, the position, the units cut
//!   off, and the board as it stands at the end. At the first refused action it stops there
//!   with `accepted: false` and the reason, and exits with code 2. A half-turn recorded as a
//!   `position` only is searched for (rules reference §9, "Replay"), and the moves and attack
//!   found are reported as `found`. FILE may also be a saved grid game (`"system": "grid"`):
//!   its moves are written as a replay (what the table's *Export moves…* writes) and played
//!   the same way, so each position is the one the table showed.
//! - `ks grid attack --position FILE --target x,y [--json]` prints the attack and defence totals
//!   on a square with every contributing unit.

use super::{EXIT_BAD_INPUT, Report};
use anyhow::{Context, anyhow, bail};
use clap::{Args, Subcommand};
use kriegsspiel::RulesError;
use kriegsspiel::files::read_limited_text;
use kriegsspiel::systems::grid::{
    BoardChoice, CombatExplanation, GRID_GAME_FORMAT, GRID_SYSTEM_ID, GridGame, GridSetup,
    MAX_GRID_FILE_BYTES, Position, PositionFile, ReplayFile, Square,
};
use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Arguments of `ks grid`.
#[derive(Debug, Args)]
pub struct GridArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: GridCommandLine,
}

/// The `ks grid` subcommands.
#[derive(Debug, Subcommand)]
pub enum GridCommandLine {
    /// Replay a recorded game, or a saved grid game's moves, through the rules; exit code 2 at
    /// the first refused action.
    Replay {
        /// A recorded game (JSON; see the README, "Playing the grid game") or a saved grid game.
        file: PathBuf,
    },
    /// Attack and defence totals on one square, with every contributing unit.
    Attack {
        /// A position file, a recorded game (its final position) or a saved grid game.
        #[arg(long, value_name = "FILE")]
        position: PathBuf,
        /// The target square, `x,y` (x column 0–24 from the left, y row 0–19 from the top).
        #[arg(long, value_name = "X,Y")]
        target: String,
    },
}

/// Runs `ks grid`, writes its answer, and returns the exit code: 0 answered and accepted,
/// 2 refused or bad input. `options` are `--option ID=READING` pairs that override the file's.
pub fn main_with(
    args: &GridArgs,
    json: bool,
    options: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let answered = match &args.command {
        GridCommandLine::Replay { file } => replay(file, options),
        GridCommandLine::Attack { position, target } => attack(position, target, options),
    };
    match answered {
        Ok((text, value, accepted)) => {
            let written = if json {
                serde_json::to_string_pretty(&value)
                    .map_err(std::io::Error::other)
                    .and_then(|s| writeln!(out, "{s}"))
            } else {
                writeln!(out, "{}", text.trim_end())
            };
            match (written, accepted) {
                (Err(_), _) => 1,
                (Ok(()), true) => 0,
                (Ok(()), false) => EXIT_BAD_INPUT,
            }
        }
        Err(e) => {
            let _ = writeln!(err, "ks: error: {e:#}");
            EXIT_BAD_INPUT
        }
    }
}

type Answer = anyhow::Result<(String, serde_json::Value, bool)>;

fn read(path: &Path, what: &'static str) -> anyhow::Result<String> {
    read_limited_text(path, MAX_GRID_FILE_BYTES, what).map_err(|e| anyhow!("{e}"))
}

/// Adds the command line's `--option ID=READING` pairs to a replay file's options.
fn override_options(file: &mut ReplayFile, options: &[String]) -> anyhow::Result<()> {
    for option in options {
        let (id, reading) = option
            .split_once('=')
            .ok_or_else(|| anyhow!("--option {option}: write it ID=READING"))?;
        file.options
            .insert(id.trim().to_string(), reading.trim().into());
    }
    Ok(())
}

/// What a file given to `ks grid replay` is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ReplaySource {
    /// A recorded game: a replay file with `half_turns`.
    Recorded,
    /// A saved grid game: the save envelope naming system `grid`.
    SavedGame,
}

/// Tells a saved grid game from a recorded one; anything else is refused in words.
fn replay_source(text: &str, shown: &str) -> anyhow::Result<ReplaySource> {
    let value: serde_json::Value =
        serde_json::from_str(text).with_context(|| format!("{shown} is not JSON"))?;
    let system = value.get("system").and_then(|s| s.as_str());
    let format = value.get("format").and_then(|f| f.as_str());
    match (system, format) {
        (Some(GRID_SYSTEM_ID), _) | (None, Some(GRID_GAME_FORMAT)) => Ok(ReplaySource::SavedGame),
        (Some(other), _) => bail!(
            "{shown} is a saved game of another system (`{other}`), not a grid game: \
             `ks grid replay` reads a recorded grid game or a saved grid game"
        ),
        _ if value.get("half_turns").is_some() => Ok(ReplaySource::Recorded),
        _ => bail!(
            "{shown} is neither a recorded grid game (a replay file with `half_turns`) nor a \
             saved grid game (`\"system\": \"grid\"`)"
        ),
    }
}

fn replay(path: &Path, options: &[String]) -> Answer {
    let shown = path.display().to_string();
    let text = read(path, "a recorded or saved grid game")?;
    let (file, source) = match replay_source(&text, &shown)? {
        ReplaySource::Recorded => {
            let mut file = ReplayFile::from_json(&text, &shown)?;
            override_options(&mut file, options)?;
            (file, shown)
        }
        ReplaySource::SavedGame => {
            if !options.is_empty() {
                bail!("a saved game keeps its own options; --option applies to recorded games");
            }
            let saved = GridGame::from_json(&text, &shown)?;
            let file = ReplayFile::from_game(&saved)?;
            (file, format!("{shown} (a saved game, its moves replayed)"))
        }
    };
    let (report, game) = file.replay()?;
    let value = serde_json::to_value(&report).context("writing the answer as JSON")?;
    let mut text = words::grid_replay_text(&source, &report, &game);
    let state = game.state();
    text.push_str(&format!(
        "The board at the end: half-turn {}, {} to move\n{}",
        state.half_turn,
        state.to_move(),
        words::grid_board_diagram(&state.board, &state.position)
    ));
    Ok((text, value, report.accepted))
}

/// The game a `--position` file stands for: a saved grid game, a recorded game replayed to its
/// end, or a position with an optional board and options.
fn game_from(path: &Path, options: &[String]) -> anyhow::Result<GridGame> {
    let shown = path.display().to_string();
    let text = read(path, "a grid position")?;
    let mut value: serde_json::Value =
        serde_json::from_str(&text).with_context(|| format!("{shown} is not JSON"))?;
    if value.get("format").and_then(|f| f.as_str()) == Some("grid-game") {
        if !options.is_empty() {
            bail!("a saved game keeps its own options; --option applies to positions and replays");
        }
        return Ok(GridGame::from_json(&text, &shown)?);
    }
    if value.get("half_turns").is_some() {
        let mut file = ReplayFile::from_json(&text, &shown)?;
        override_options(&mut file, options)?;
        let (report, game) = file.replay()?;
        if !report.accepted {
            bail!(
                "{shown}: the recorded game is refused at half-turn {}",
                report.half_turns.len()
            );
        }
        return Ok(game);
    }
    let object = value
        .as_object_mut()
        .ok_or_else(|| anyhow!("{shown}: a position is a JSON object"))?;
    let board: BoardChoice = match object.remove("board") {
        Some(b) => serde_json::from_value(b).with_context(|| format!("{shown}: board"))?,
        None => BoardChoice::default(),
    };
    let readings = object
        .remove("options")
        .unwrap_or_else(|| serde_json::Value::Object(Default::default()));
    let position: PositionFile =
        serde_json::from_value(value).with_context(|| format!("{shown}: not a position"))?;
    let mut file = ReplayFile {
        board: board.clone(),
        start: None,
        options: serde_json::from_value(readings).with_context(|| format!("{shown}: options"))?,
        half_turns: vec![],
    };
    override_options(&mut file, options)?;
    let board = board.board()?;
    let start = Position::from_file(&position, &board)?;
    Ok(GridGame::starting(GridSetup {
        board,
        options: file.grid_options()?,
        start,
        first_player: None,
    }))
}

fn attack(path: &Path, target: &str, options: &[String]) -> Answer {
    let square = Square::parse(target).ok_or_else(|| {
        anyhow!("--target {target}: write x,y with x a column 0-24 and y a row 0-19")
    })?;
    let game = game_from(path, options)?;
    let state = game.state();
    let explanation: CombatExplanation = state
        .battlefield()
        .explain(square, None)
        .ok_or_else(|| anyhow!("no unit stands on {square} to attack"))?;
    let value = serde_json::to_value(&explanation).context("writing the answer as JSON")?;
    let cut_off: BTreeSet<Square> = state.cut_off().into_iter().collect();
    Ok((words::grid_attack_text(&explanation, &cut_off), value, true))
}

/// Runs `ks grid` for [`crate::run`]: the answer in both forms, whether accepted or not (the
/// exit code of a refusal is [`main_with`]'s).
pub fn run(args: &GridArgs, options: &[String]) -> Result<Report, RulesError> {
    let answered = match &args.command {
        GridCommandLine::Replay { file } => replay(file, options),
        GridCommandLine::Attack { position, target } => attack(position, target, options),
    };
    answered
        .map(|(text, json, _)| Report { text, json })
        .map_err(|e| RulesError::File(format!("{e:#}")))
}
