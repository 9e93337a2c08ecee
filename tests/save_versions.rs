//! Two complete, distinguishable versions of the bundled map and its game, and the four files
//! the workbench writes for them (map, game, and each one's autosave), saved through the
//! engine's own save functions — the ones the workbench calls, all of which end in
//! `kriegsspiel::files::write_atomically`.

use kriegsspiel::map::MapDocument;
use kriegsspiel::systems::reisswitz_1815::game::{Command, Game};
use std::error::Error;
use std::path::{Path, PathBuf};

/// The map file's name in the folder the helper writes to.
pub const MAP_FILE: &str = "field.map.json";
/// The game file beside it (the workbench's naming: `field.map.json` → `field.game.json`).
pub const GAME_FILE: &str = "field.game.json";
/// The game's autosave beside it (the workbench's naming).
pub const GAME_AUTOSAVE_FILE: &str = "field.game.autosave.json";

/// What a saved file is, so that a test can read it back with the right loader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SavedKind {
    /// A map document (`MapDocument::load`).
    Map,
    /// A Reisswitz game (`Game::load`).
    Game,
}

/// One file the helper writes: its name in the folder and what it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedFile {
    /// The file name within the folder.
    pub name: String,
    /// What it holds.
    pub kind: SavedKind,
}

/// The files the helper writes into a folder, in the order it writes them each round.
pub fn saved_files() -> Vec<SavedFile> {
    let map_autosave = MapDocument::autosave_path(Path::new(MAP_FILE));
    vec![
        SavedFile {
            name: MAP_FILE.into(),
            kind: SavedKind::Map,
        },
        SavedFile {
            name: GAME_FILE.into(),
            kind: SavedKind::Game,
        },
        SavedFile {
            name: map_autosave.to_string_lossy().into_owned(),
            kind: SavedKind::Map,
        },
        SavedFile {
            name: GAME_AUTOSAVE_FILE.into(),
            kind: SavedKind::Game,
        },
    ]
}

/// The first and second versions of the map and of its game. The second map carries a note
/// the first does not; the second game is a turn further on.
#[derive(Debug, Clone)]
pub struct SaveVersions {
    /// The map, first and second version.
    pub maps: [MapDocument; 2],
    /// The game, first and second version.
    pub games: [Game; 2],
}

impl SaveVersions {
    /// Both versions, from the bundled map and game in `maps_dir` (the repository's `maps/`).
    pub fn from_bundled(maps_dir: &Path) -> Result<Self, Box<dyn Error>> {
        let first_map = MapDocument::load(&maps_dir.join("default.map.json"))?;
        let mut second_map = first_map.clone();
        second_map
            .notes
            .push_str("\nSecond version, written by the save-loop helper.");
        let first_game = Game::load(&maps_dir.join("default.game.json"))?;
        let mut second_game = first_game.clone();
        second_game.apply(Command::AdvanceClock { turns: 1 })?;
        Ok(Self {
            maps: [first_map, second_map],
            games: [first_game, second_game],
        })
    }

    /// Saves version `which` (0 or 1) of every file into `dir`, in [`saved_files`] order,
    /// through the engine's save functions.
    pub fn save(&self, which: usize, dir: &Path) -> Result<(), Box<dyn Error>> {
        let (map, game) = (&self.maps[which % 2], &self.games[which % 2]);
        let map_file = dir.join(MAP_FILE);
        map.save(&map_file)?;
        game.save(&dir.join(GAME_FILE))?;
        map.write_autosave(&map_file)?;
        game.save(&dir.join(GAME_AUTOSAVE_FILE))?;
        Ok(())
    }

    /// The text of both versions of a file of `kind`, as the engine writes them.
    pub fn expected(&self, kind: SavedKind) -> Result<[String; 2], Box<dyn Error>> {
        Ok(match kind {
            SavedKind::Map => [self.maps[0].to_json()?, self.maps[1].to_json()?],
            SavedKind::Game => [self.games[0].to_json()?, self.games[1].to_json()?],
        })
    }
}

/// The repository's `maps/` folder (where the bundled map and game lie).
pub fn bundled_maps_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("maps")
}
