//! `ks sheet`: the casualty record sheet as a PDF — blank for a paper game, or filled from a
//! casualty board (reference §4).

use super::Report;
use super::engine_value::{engine_values, side_values};
use clap::{Args, ValueEnum};
use kriegsspiel::RulesError;
use kriegsspiel::files::{FileError, read_limited_text};
use kriegsspiel::systems::SavedGame;
use kriegsspiel::systems::reisswitz_1815::casualty_board::{CasualtyBoard, Side};
use kriegsspiel::systems::reisswitz_1815::game::GAME_FORMAT;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use print::{Paper, RecordContent, record_pdf, write_pdf};
use serde_json::json;
use std::path::{Path, PathBuf};

/// The largest board or game file read, in bytes (64 MiB).
pub const MAX_BOARD_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// A paper size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PaperArg {
    /// ISO A4, 210 × 297 mm.
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl From<PaperArg> for Paper {
    fn from(p: PaperArg) -> Paper {
        match p {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        }
    }
}

/// Arguments of `ks sheet`.
#[derive(Debug, Args)]
#[command(
    long_about = "Writes the casualty record sheet as a PDF. With --blank: the empty sheet for a \
                  paper game, its rates and thresholds from the ruleset (--option and --house-rule \
                  show on it). With FILE: the pins of the casualty board in FILE (a saved game, \
                  a board, or a file with a `casualty_board` field), for one side or both."
)]
pub struct SheetArgs {
    /// A saved game (.game.json), a casualty board as JSON, or a file holding one under
    /// `casualty_board`.
    #[arg(value_name = "FILE", required_unless_present = "blank")]
    pub board: Option<PathBuf>,
    /// An empty sheet for a paper game.
    #[arg(long, conflicts_with_all = ["board", "side"])]
    pub blank: bool,
    /// Only this side's pins (both sides when left out).
    #[arg(long, value_name = "SIDE", value_parser = engine_values::<Side>(side_values()))]
    pub side: Option<Side>,
    /// Paper size.
    #[arg(long, value_enum, default_value = "a4")]
    pub paper: PaperArg,
    /// The PDF to write (replaced whole, never left half-written).
    #[arg(short = 'o', long = "output", value_name = "FILE.pdf")]
    pub output: PathBuf,
}

/// Reads a casualty board from `path`: a saved game (`.game.json`, whose journal is replayed),
/// the board itself, or an object with a `casualty_board` field. Errors name the file and what is wrong.
pub fn read_board(path: &Path) -> Result<CasualtyBoard, RulesError> {
    let shown = path.display();
    let file_error = |m: String| RulesError::File(m);
    let text = read_limited_text(path, MAX_BOARD_FILE_BYTES, "a board or game file").map_err(
        |e| match e {
            FileError::TooLarge { bytes, .. } => file_error(format!(
                "{shown} is {bytes} bytes; a board or game file may be at most {MAX_BOARD_FILE_BYTES}"
            )),
            other => file_error(format!("cannot read {shown}: {}", other.reason())),
        },
    )?;
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| {
        file_error(format!(
            "{shown} is not JSON: {} at line {}, column {}",
            e,
            e.line(),
            e.column()
        ))
    })?;
    // A saved game: replay its journal and take the board it comes to.
    if value.get("format").and_then(serde_json::Value::as_str) == Some(GAME_FORMAT) {
        let saved = SavedGame::from_json(&text, &shown.to_string())
            .map_err(|e| file_error(format!("{shown}: {e}")))?;
        return match saved {
            SavedGame::Reisswitz1815(game) => Ok(game.state().casualty_board().clone()),
            other => Err(file_error(format!(
                "{shown} is a game of {}, which keeps no casualty board",
                other.system()
            ))),
        };
    }
    let (board, what) = match value.get("casualty_board") {
        Some(inner) => (inner.clone(), "its casualty_board"),
        None => (value, "it"),
    };
    serde_json::from_value(board).map_err(|e| {
        file_error(format!(
            "{shown} holds no casualty board ({what} does not read as one): {e}"
        ))
    })
}

/// Answers `ks sheet`: makes the PDF and writes it atomically.
pub fn run(args: &SheetArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let paper = Paper::from(args.paper);
    let board = match (&args.board, args.blank) {
        (_, true) => None,
        (Some(path), false) => Some(read_board(path)?),
        (None, false) => {
            return Err(RulesError::File("give a board FILE or --blank".into()));
        }
    };
    let sides: Vec<Side> = match args.side {
        Some(s) => vec![s],
        None => Side::ALL.to_vec(),
    };
    let caption = args
        .board
        .as_deref()
        .and_then(Path::file_name)
        .map(|n| format!("from {}", n.to_string_lossy()))
        .unwrap_or_default();
    let content = match &board {
        Some(b) => RecordContent::Board {
            board: b,
            sides: &sides,
        },
        None => RecordContent::Blank,
    };
    let pdf = record_pdf(rules, content, paper, &caption)?;
    write_pdf(&args.output, &pdf.bytes)?;

    let kind = if board.is_some() { "filled" } else { "blank" };
    let shown_sides: Vec<&str> = if board.is_some() {
        sides.iter().map(|s| s.id()).collect()
    } else {
        vec![]
    };
    let who = if board.is_some() {
        format!(
            " for {}",
            sides
                .iter()
                .map(Side::to_string)
                .collect::<Vec<_>>()
                .join(" and ")
        )
    } else {
        String::new()
    };
    let text = format!(
        "Wrote {}: {kind} casualty record sheet{who}, {paper}, {} page{}.\n\
         Layout after the draft's Casualty Record Sheet; rates and thresholds from the ruleset \
         (Section 3 — Firepower; Section 4 — Casualties; reference §4).",
        args.output.display(),
        pdf.pages,
        if pdf.pages == 1 { "" } else { "s" },
    );
    let json = json!({
        "output": args.output.display().to_string(),
        "kind": kind,
        "paper": paper.id(),
        "sides": shown_sides,
        "pages": pdf.pages,
        "bytes": pdf.bytes.len(),
    });
    Ok(Report { text, json })
}
