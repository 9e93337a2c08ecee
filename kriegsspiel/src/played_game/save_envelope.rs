//! The one save envelope every played game is written in, and its reader.
//!
//! ```json
//! { "format": "…", "system": "…", "format_version": 1,
//!   "setup": { … }, "journal": [ { "turn", "time", "command", "events" } … ],
//!   "redo": [ … ], "set_up_entries": 2 }
//! ```
//!
//! `set_up_entries` is left out when it is 0. Opening a save replays the journal from the
//! setup through the rules and compares every entry's events with those recorded, so a saved
//! game never opens into a state its journal does not explain.

use super::PlayedGame;
use crate::journal::JournalEntry;
use crate::play_error::PlayError;
use crate::system::RuleSystem;
use serde::{Deserialize, Serialize};

type Entry<S> = JournalEntry<<S as RuleSystem>::Command, <S as RuleSystem>::Event>;

#[derive(Serialize)]
#[serde(bound = "")]
struct EnvelopeOut<'a, S: RuleSystem> {
    format: &'static str,
    system: &'static str,
    format_version: u32,
    setup: &'a S::Setup,
    journal: &'a [Entry<S>],
    redo: &'a [S::Command],
    #[serde(skip_serializing_if = "is_zero")]
    set_up_entries: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// A whole save read in one pass: a good save is taken at once; anything else is read again
/// header first, for a precise message.
#[derive(Deserialize)]
#[serde(bound = "")]
struct EnvelopeIn<S: RuleSystem> {
    #[serde(default)]
    format: String,
    #[serde(default)]
    system: Option<String>,
    #[serde(default)]
    format_version: u64,
    setup: S::Setup,
    #[serde(default)]
    journal: Vec<Entry<S>>,
    #[serde(default)]
    redo: Vec<S::Command>,
    #[serde(default)]
    set_up_entries: usize,
}

#[derive(Deserialize)]
struct Header {
    #[serde(default)]
    format: String,
    #[serde(default)]
    system: Option<String>,
    #[serde(default)]
    format_version: u64,
}

/// The game as envelope JSON text.
pub(super) fn to_json<S: RuleSystem>(game: &PlayedGame<S>) -> Result<String, PlayError> {
    serde_json::to_string_pretty(&EnvelopeOut::<S> {
        format: S::SAVE_FORMAT,
        system: S::SYSTEM_ID,
        format_version: S::SAVE_VERSION,
        setup: game.setup(),
        journal: game.entries(),
        redo: game.redo_stack(),
        set_up_entries: game.set_up_entries(),
    })
    .map_err(|e| PlayError::Unwritable {
        path: "(game)".into(),
        message: format!("cannot write the game as JSON: {e}"),
    })
}

/// Whether a header names this system's format, an absent system (saves written before saves
/// named their system) or this system, and a version this build reads.
fn header_fits<S: RuleSystem>(format: &str, system: Option<&str>, version: u64) -> bool {
    format == S::SAVE_FORMAT
        && system.is_none_or(|s| s == S::SYSTEM_ID)
        && version <= u64::from(S::SAVE_VERSION)
}

/// Reads an envelope (or an older save the wing reads) and replays it.
pub(super) fn from_json<S: RuleSystem>(
    text: &str,
    source: &str,
) -> Result<PlayedGame<S>, S::Error> {
    if let Ok(whole) = serde_json::from_str::<EnvelopeIn<S>>(text)
        && header_fits::<S>(&whole.format, whole.system.as_deref(), whole.format_version)
    {
        return PlayedGame::from_saved(
            whole.setup,
            whole.journal,
            whole.redo,
            whole.set_up_entries,
            source,
        );
    }
    if let Some(older) = S::older_save(text, source) {
        let older = older?;
        return PlayedGame::from_commands(older.setup, older.commands, older.redo, source);
    }
    let bad = |message: String| {
        S::Error::from(PlayError::Unreadable {
            source_name: source.to_string(),
            message,
        })
    };
    let header: Header =
        serde_json::from_str(text).map_err(|e| bad(format!("not a saved game: {e}")))?;
    if header.format != S::SAVE_FORMAT {
        // Debug quoting shows what a look-alike hides (a trailing space, a zero-width one).
        return Err(bad(format!(
            "not a saved game (its format is {:?}, not {:?})",
            header.format,
            S::SAVE_FORMAT
        )));
    }
    if let Some(system) = header.system.as_deref().filter(|s| *s != S::SYSTEM_ID) {
        return Err(bad(format!(
            "a game of the rule system `{system}`, not `{}`",
            S::SYSTEM_ID
        )));
    }
    if header.format_version > u64::from(S::SAVE_VERSION) {
        return Err(bad(format!(
            "made by a newer workbench (version {}); this one reads up to {}",
            header.format_version,
            S::SAVE_VERSION
        )));
    }
    match serde_json::from_str::<EnvelopeIn<S>>(text) {
        Ok(_) => Err(bad("not a valid saved game".into())),
        Err(e) => Err(bad(format!("not a valid saved game: {e}"))),
    }
}
