//! A Little Wars game as saved-game JSON: the system's id, the setup, the journal and the redo
//! stack. Loading replays the journal from the setup and checks each entry's events.

use super::{LittleWarsCommand, LittleWarsEvent, LittleWarsGame, LittleWarsSetup};
use crate::journal::JournalEntry;
use crate::systems::SystemId;
use crate::systems::little_wars::error::LittleWarsError;
use serde::{Deserialize, Serialize};

/// The `format` a saved Little Wars game names.
pub const LITTLE_WARS_FORMAT: &str = "little-wars-game";
const FORMAT_VERSION: u32 = 1;

#[derive(Serialize)]
struct SavedOut<'a> {
    format: &'static str,
    system: SystemId,
    format_version: u32,
    setup: &'a LittleWarsSetup,
    journal: &'a [JournalEntry<LittleWarsCommand, LittleWarsEvent>],
    redo: &'a [LittleWarsCommand],
}

#[derive(Deserialize)]
struct SavedIn {
    format: String,
    system: SystemId,
    format_version: u32,
    setup: LittleWarsSetup,
    journal: Vec<JournalEntry<LittleWarsCommand, LittleWarsEvent>>,
    #[serde(default)]
    redo: Vec<LittleWarsCommand>,
}

/// The game as JSON text.
pub fn to_json(game: &LittleWarsGame) -> Result<String, LittleWarsError> {
    serde_json::to_string_pretty(&SavedOut {
        format: LITTLE_WARS_FORMAT,
        system: SystemId::LittleWars,
        format_version: FORMAT_VERSION,
        setup: &game.setup,
        journal: game.journal.entries(),
        redo: game.journal.redo_stack(),
    })
    .map_err(|e| LittleWarsError::BadSave {
        source_name: "(game)".into(),
        reason: format!("cannot write the game as JSON: {e}"),
    })
}

impl LittleWarsGame {
    /// A game from saved JSON text; `source` names it in messages. The journal is replayed from
    /// the setup and every entry must give the events it recorded.
    pub fn from_json(text: &str, source: &str) -> Result<Self, LittleWarsError> {
        let bad = |reason: String| LittleWarsError::BadSave {
            source_name: source.to_string(),
            reason,
        };
        let saved: SavedIn = serde_json::from_str(text)
            .map_err(|e| bad(format!("not a saved Little Wars game: {e}")))?;
        if saved.format != LITTLE_WARS_FORMAT || saved.system != SystemId::LittleWars {
            return Err(bad(format!(
                "format '{}' is not '{LITTLE_WARS_FORMAT}'",
                saved.format
            )));
        }
        if saved.format_version > FORMAT_VERSION {
            return Err(bad(format!(
                "made by a newer workbench (version {}); this one reads up to {FORMAT_VERSION}",
                saved.format_version
            )));
        }
        let mut game = LittleWarsGame::new(saved.setup).map_err(|e| bad(e.to_string()))?;
        for (n, entry) in saved.journal.into_iter().enumerate() {
            let events = game
                .apply_recorded(entry.command)
                .map_err(|e| bad(format!("journal entry {}: {e}", n + 1)))?;
            if events != entry.events {
                return Err(bad(format!(
                    "journal entry {} replays to other events than were saved",
                    n + 1
                )));
            }
        }
        game.journal.set_redo(saved.redo);
        Ok(game)
    }
}
