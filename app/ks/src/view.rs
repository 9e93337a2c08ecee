//! `ks view`: a side's view of a saved staff exercise, exactly as the workbench's *Export view*
//! writes it — the printed briefing's lines, or with `--json` the very JSON document — so what a
//! side may know can be checked from outside the program.

use super::engine_value::{engine_values, side_values};
use super::sheet::MAX_BOARD_FILE_BYTES;
use super::{EXIT_BAD_INPUT, Report};
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::files::read_limited_text;
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::side::Side;
use kriegsspiel::systems::SavedGame;
use kriegsspiel::systems::reisswitz_1815::knowledge::SideView;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Arguments of `ks view`.
#[derive(Debug, Args)]
#[command(
    long_about = "Prints one side's view of a saved Reisswitz game (a staff exercise) as the \
                  workbench's Export view writes it: the briefing's lines, or with --json the \
                  same JSON document. Only what that side may know is in it."
)]
pub struct ViewArgs {
    /// A saved Reisswitz game (.game.json).
    #[arg(value_name = "GAME_FILE")]
    pub game: PathBuf,
    /// Whose view.
    #[arg(long, value_name = "SIDE", value_parser = engine_values::<Side>(side_values()))]
    pub side: Side,
}

/// The side's view of the saved game at `path`; the error names the file and what is wrong.
pub fn side_view_of(path: &Path, side: Side) -> Result<SideView, String> {
    let shown = path.display().to_string();
    let text = read_limited_text(path, MAX_BOARD_FILE_BYTES, "a saved game")
        .map_err(|e| format!("cannot read {shown}: {}", e.reason()))?;
    match SavedGame::from_json(&text, &shown).map_err(|e| format!("{shown}: {e}"))? {
        SavedGame::Reisswitz1815(game) => Ok(game.side_view(side)),
        other => Err(format!(
            "{shown} is a game of {}; only Reisswitz's Kriegsspiel has side views to print",
            other.system()
        )),
    }
}

/// The view's lines as the printed briefing has them, one a line.
fn briefing_text(view: &SideView) -> String {
    let mut text = String::new();
    for line in print::briefing_lines(view) {
        text.push_str(&line.text);
        text.push('\n');
    }
    text
}

/// Answers `ks view` as a [`Report`] (for callers of [`crate::run`]); the `ks` binary writes
/// the JSON form byte for byte as *Export view* does, through [`main_with`].
pub fn run(args: &ViewArgs) -> Result<Report, RulesError> {
    let view = side_view_of(&args.game, args.side).map_err(RulesError::File)?;
    let json = serde_json::to_value(&view)
        .map_err(|e| RulesError::File(format!("the view cannot be written as JSON: {e}")))?;
    Ok(Report {
        text: briefing_text(&view),
        json,
    })
}

/// Runs `ks view`, writing the view to `out` (errors to `err`); returns the exit code.
pub fn main_with(args: &ViewArgs, json: bool, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let view = match side_view_of(&args.game, args.side) {
        Ok(view) => view,
        Err(e) => {
            let _ = writeln!(err, "ks: error: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    let text = if json {
        match view.to_json() {
            Ok(text) => text,
            Err(e) => {
                let _ = writeln!(err, "ks: error: the view cannot be written as JSON: {e}");
                return 1;
            }
        }
    } else {
        briefing_text(&view)
    };
    if out.write_all(text.as_bytes()).is_err() {
        return 1;
    }
    0
}
