//! The registry of rule systems: the id a saved game names, and the system that reads it.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A rule system the workbench knows, by the id written in saved games.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
pub enum SystemId {
    /// Von Reisswitz's Kriegsspiel, British 1815 draft.
    #[serde(rename = "reisswitz_1815")]
    #[strum(serialize = "reisswitz_1815")]
    Reisswitz1815,
    /// H. G. Wells's Little Wars.
    #[serde(rename = "little_wars")]
    #[strum(serialize = "little_wars")]
    LittleWars,
    /// The grid game of lines of communication, after Guy Debord's rules.
    #[serde(rename = "grid")]
    #[strum(serialize = "grid")]
    Grid,
}

impl SystemId {
    /// Every system that can open a saved game, in menu order.
    pub const ALL: &'static [SystemId] = <SystemId as strum::VariantArray>::VARIANTS;

    /// The stable id written in saved games.
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The system's name in words.
    pub fn title(self) -> &'static str {
        match self {
            SystemId::Reisswitz1815 => "Reisswitz's Kriegsspiel (British 1815 draft)",
            SystemId::LittleWars => "H. G. Wells's Little Wars",
            SystemId::Grid => "Grid game: lines of communication",
        }
    }
}

impl fmt::Display for SystemId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

/// The system a saved game names at its top. Games saved before saves named their system were
/// all Reisswitz games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGameSystem {
    /// The system that wrote the game.
    #[serde(default = "saved_before_systems")]
    pub system: SystemId,
}

fn saved_before_systems() -> SystemId {
    SystemId::Reisswitz1815
}

impl SavedGameSystem {
    /// Reads which system a saved game's text names, without reading the rest. `None` when the
    /// text is not JSON or names a system this build does not know.
    pub fn of_json(text: &str) -> Option<SystemId> {
        serde_json::from_str::<SavedGameSystem>(text)
            .ok()
            .map(|s| s.system)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saves_name_their_system_and_old_saves_are_reisswitz() {
        assert_eq!(
            SavedGameSystem::of_json(r#"{"system": "reisswitz_1815", "format": "x"}"#),
            Some(SystemId::Reisswitz1815)
        );
        assert_eq!(
            SavedGameSystem::of_json(r#"{"format": "kriegsspiel-game"}"#),
            Some(SystemId::Reisswitz1815)
        );
        assert_eq!(SavedGameSystem::of_json(r#"{"system": "chess"}"#), None);
        for system in SystemId::ALL {
            assert!(!system.id().is_empty());
        }
    }
}
