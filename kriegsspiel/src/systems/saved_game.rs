//! The registry's other half: a saved game opened by the rule system it names.

use super::reisswitz_1815::game::{Game, GameError};
use super::system_id::{SavedGameSystem, SystemId};
use thiserror::Error;

/// A saved game, read by the system that wrote it.
#[derive(Debug, Clone, PartialEq)]
pub enum SavedGame {
    /// A game of Reisswitz's Kriegsspiel.
    Reisswitz1815(Box<Game>),
    /// A game of Little Wars.
    LittleWars(Box<super::little_wars::LittleWarsGame>),
    /// A grid game of lines of communication.
    Grid(Box<super::grid::GridGame>),
}

/// Why a saved game could not be opened.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum SavedGameError {
    /// The text is not a saved game of any system this build knows.
    #[error("{source_name}: not a saved game of a rule system this workbench knows")]
    UnknownSystem {
        /// The file or text, as named in messages.
        source_name: String,
    },
    /// The system named in the file could not read it.
    #[error(transparent)]
    Reisswitz1815(#[from] GameError),
    /// A Little Wars game that could not be read.
    #[error(transparent)]
    LittleWars(#[from] super::little_wars::LittleWarsError),
    /// A grid game that could not be read.
    #[error(transparent)]
    Grid(#[from] super::grid::GridError),
}

impl SavedGame {
    /// Reads saved-game text with the system it names (games saved before saves named their
    /// system are Reisswitz games); `source` names the text in messages.
    pub fn from_json(text: &str, source: &str) -> Result<Self, SavedGameError> {
        match SavedGameSystem::of_json(text) {
            Some(SystemId::Reisswitz1815) => Ok(SavedGame::Reisswitz1815(Box::new(
                Game::from_json(text, source)?,
            ))),
            Some(SystemId::LittleWars) => Ok(SavedGame::LittleWars(Box::new(
                super::little_wars::LittleWarsGame::from_json(text, source)?,
            ))),
            Some(SystemId::Grid) => Ok(SavedGame::Grid(Box::new(
                super::grid::GridGame::from_json(text, source)?,
            ))),
            None => Err(SavedGameError::UnknownSystem {
                source_name: source.to_string(),
            }),
        }
    }

    /// The system the game belongs to.
    pub fn system(&self) -> SystemId {
        match self {
            SavedGame::Reisswitz1815(_) => SystemId::Reisswitz1815,
            SavedGame::LittleWars(_) => SystemId::LittleWars,
            SavedGame::Grid(_) => SystemId::Grid,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_naming_no_known_system_is_refused_with_its_name() {
        let refused = SavedGame::from_json(r#"{"system": "chess"}"#, "game.json");
        assert!(matches!(
            refused,
            Err(SavedGameError::UnknownSystem { ref source_name }) if source_name == "game.json"
        ));
        let broken = SavedGame::from_json(r#"{"format": "kriegsspiel-game"}"#, "old.json");
        assert!(matches!(broken, Err(SavedGameError::Reisswitz1815(_))));
    }
}
