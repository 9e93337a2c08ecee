//! The app's registry of table games: one row per rule system played on a table of its own.
//! The shell opens a saved game by the system it names, offers File › New, and recovers an
//! autosave, all from these rows; a system is named nowhere else in the shell.

use super::TableWing;
use super::grid::GridTable;
use super::little_wars::LittleWarsTable;

/// One rule system's row: its id as saved games name it, its name, and a new table for it.
#[derive(Clone, Copy)]
pub struct TableSystem {
    /// The id saved games name (`"system"`).
    pub system_id: &'static str,
    /// The system's name in words.
    pub title: &'static str,
    /// A new table with the system's default game.
    pub new_table: fn() -> Box<dyn TableWing>,
}

impl std::fmt::Debug for TableSystem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableSystem")
            .field("system_id", &self.system_id)
            .finish_non_exhaustive()
    }
}

/// The table games this workbench hosts.
pub fn bundled_table_systems() -> Vec<TableSystem> {
    use kriegsspiel::systems::SystemId;
    vec![
        TableSystem {
            system_id: SystemId::LittleWars.id(),
            title: SystemId::LittleWars.title(),
            new_table: || Box::new(LittleWarsTable::new_default()),
        },
        TableSystem {
            system_id: SystemId::Grid.id(),
            title: SystemId::Grid.title(),
            new_table: || Box::new(GridTable::new_default()),
        },
    ]
}
