//! Saving and loading a game as JSON: the setup and the journal. Loading replays the journal
//! and checks that every command gives the events it recorded, so a saved game can never load
//! into a state its journal does not explain. Saves are atomic (a temporary file renamed over
//! the old one).

use super::command::Command;
use super::game_error::GameError;
use super::game_setup::GameSetup;
use super::journal_entry::JournalEntry;
use super::kriegsspiel_game::Game;
use crate::files::{FileError, read_limited_text, write_atomically};
use crate::systems::{SavedGameSystem, SystemId};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The format name written at the top of every saved game.
pub const GAME_FORMAT: &str = "kriegsspiel-game";
/// The saved-game format this build writes and the newest it reads.
pub const GAME_FORMAT_VERSION: u32 = 1;
/// The largest saved game read, in bytes (512 MiB).
pub const MAX_GAME_FILE_BYTES: u64 = 512 * 1024 * 1024;
/// The usual ending of a saved game's name.
pub const GAME_FILE_EXTENSION: &str = ".game.json";

#[derive(Serialize)]
struct SavedGameOut<'a> {
    format: &'a str,
    system: SystemId,
    format_version: u32,
    setup: &'a GameSetup,
    journal: &'a [JournalEntry],
    redo: &'a [Command],
    /// Left out for a game with no set-up, so saves without one stay as they were.
    #[serde(skip_serializing_if = "is_zero")]
    set_up_entries: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// The body of a saved game (the header is checked first, from [`Header`]).
#[derive(Deserialize)]
struct SavedGameIn {
    setup: GameSetup,
    #[serde(default)]
    journal: Vec<JournalEntry>,
    #[serde(default)]
    redo: Vec<Command>,
    /// Games saved before scenarios had a set-up have none.
    #[serde(default)]
    set_up_entries: usize,
}

/// A whole saved game read in one pass: the header's fields beside the body's. A save that
/// reads this way and names this format, system and version is taken at once; anything else
/// is read again piece by piece for a precise message.
#[derive(Deserialize)]
struct SavedGameWhole {
    #[serde(default)]
    format: String,
    #[serde(default)]
    system: Option<SystemId>,
    #[serde(default)]
    format_version: u64,
    setup: GameSetup,
    #[serde(default)]
    journal: Vec<JournalEntry>,
    #[serde(default)]
    redo: Vec<Command>,
    #[serde(default)]
    set_up_entries: usize,
}

#[derive(Deserialize)]
struct Header {
    #[serde(default)]
    format: String,
    #[serde(default)]
    format_version: u64,
}

impl Game {
    /// The game as JSON text.
    pub fn to_json(&self) -> Result<String, GameError> {
        serde_json::to_string_pretty(&SavedGameOut {
            format: GAME_FORMAT,
            system: SystemId::Reisswitz1815,
            format_version: GAME_FORMAT_VERSION,
            setup: self.setup(),
            journal: self.journal(),
            redo: self.redo_stack(),
            set_up_entries: self.set_up_entries(),
        })
        .map_err(|e| GameError::SaveFile {
            path: "(game)".into(),
            message: format!("cannot write the game as JSON: {e}"),
        })
    }

    /// A game from JSON text; `source` names it in messages. The journal is replayed and each
    /// entry's events checked against those recorded.
    pub fn from_json(text: &str, source: &str) -> Result<Self, GameError> {
        let bad = |message: String| GameError::SaveFile {
            path: source.to_string(),
            message,
        };
        // One pass for a good save (a 10,000-entry journal is megabytes of JSON).
        if let Ok(whole) = serde_json::from_str::<SavedGameWhole>(text)
            && whole.format == GAME_FORMAT
            && matches!(whole.system, None | Some(SystemId::Reisswitz1815))
            && whole.format_version <= u64::from(GAME_FORMAT_VERSION)
        {
            return Game::from_parts(whole.setup, whole.journal, whole.redo, whole.set_up_entries);
        }
        let header: Header =
            serde_json::from_str(text).map_err(|e| bad(format!("not a saved game: {e}")))?;
        if header.format != GAME_FORMAT {
            return Err(bad(format!(
                "not a saved game (format '{}', expected '{GAME_FORMAT}')",
                header.format
            )));
        }
        match SavedGameSystem::of_json(text) {
            Some(SystemId::Reisswitz1815) => {}
            Some(other) => {
                return Err(bad(format!(
                    "a game of {other}, not of Reisswitz's Kriegsspiel"
                )));
            }
            None => {
                return Err(bad(
                    "names a rule system this workbench does not know".into()
                ));
            }
        }
        if header.format_version > u64::from(GAME_FORMAT_VERSION) {
            return Err(bad(format!(
                "made by a newer workbench (version {}); this one reads up to {GAME_FORMAT_VERSION}",
                header.format_version
            )));
        }
        let saved: SavedGameIn =
            serde_json::from_str(text).map_err(|e| bad(format!("not a valid saved game: {e}")))?;
        Game::from_parts(saved.setup, saved.journal, saved.redo, saved.set_up_entries)
    }

    /// Saves the game to `path` atomically.
    pub fn save(&self, path: &Path) -> Result<(), GameError> {
        let text = self.to_json()?;
        write_atomically(path, text.as_bytes()).map_err(|e| GameError::SaveFile {
            path: path.display().to_string(),
            message: e.to_string(),
        })
    }

    /// Loads a game saved with [`Game::save`].
    pub fn load(path: &Path) -> Result<Self, GameError> {
        let name = path.display().to_string();
        let text = read_limited_text(path, MAX_GAME_FILE_BYTES, "a saved game").map_err(|e| {
            GameError::SaveFile {
                path: name.clone(),
                message: match e {
                    FileError::TooLarge { bytes, .. } => {
                        format!("{bytes} bytes; a saved game may be at most {MAX_GAME_FILE_BYTES}")
                    }
                    other => other.reason(),
                },
            }
        })?;
        Self::from_json(&text, &name)
    }
}
