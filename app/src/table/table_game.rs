//! One table game, any rule system: the core's played game with its file, written once for
//! every system the workbench hosts. A table holds a [`TableGame`] and applies its commands
//! through it; the shell reaches its file and history through [`GameFile`].

use super::game_file::{GameFile, damaged_copy_name};
use anyhow::Context as _;
use kriegsspiel::files::{NewFileAccess, write_atomically_as};
use kriegsspiel::knowledge::{KnowsSides, ViewForSeat};
use kriegsspiel::play_error::PlayError;
use kriegsspiel::played_game::PlayedGame;
use kriegsspiel::system::RuleSystem;
use std::path::{Path, PathBuf};

/// The ending of an autosave's name beside its game file.
pub const AUTOSAVE_ENDING: &str = ".autosave.json";

/// A table's game and its file.
#[derive(Debug, Clone)]
pub struct TableGame<S: RuleSystem> {
    game: PlayedGame<S>,
    file: Option<PathBuf>,
    unsaved: bool,
    generation: u64,
    /// A file that could not be opened: a save in its place keeps it aside first.
    damaged: Option<PathBuf>,
    /// The dated copy the last save kept of a damaged file, until the shell tells it.
    kept_damaged: Option<PathBuf>,
}

impl<S: RuleSystem> TableGame<S>
where
    PlayedGame<S>: KnowsSides,
    <PlayedGame<S> as KnowsSides>::View: ViewForSeat,
{
    /// One player station's seat per side of the game.
    pub fn seats(&self) -> Vec<stations::Seat> {
        stations::seats_of_sides::<PlayedGame<S>>()
    }

    /// Offers each side's view of the game to its seats on `board`; the seats whose view
    /// changed.
    pub fn publish_views(
        &self,
        board: &stations::SeatBoard,
    ) -> Result<Vec<String>, stations::StationError> {
        stations::publish_every_side(board, &self.game)
    }
}

impl<S: RuleSystem> TableGame<S> {
    /// A game on the table with no file yet (nothing to save until it changes).
    pub fn new(game: PlayedGame<S>) -> Self {
        Self {
            game,
            file: None,
            unsaved: false,
            generation: 0,
            damaged: None,
            kept_damaged: None,
        }
    }

    /// The game.
    pub fn game(&self) -> &PlayedGame<S> {
        &self.game
    }

    /// Applies a command given at the table; a refusal leaves the game as it was.
    pub fn apply(&mut self, command: S::Command) -> Result<Vec<S::Event>, S::Error> {
        let events = self.game.apply(command)?;
        self.changed();
        Ok(events)
    }

    /// Applies several commands as one, whole or not at all.
    pub fn apply_all(
        &mut self,
        commands: impl IntoIterator<Item = S::Command>,
    ) -> Result<Vec<S::Event>, S::Error> {
        let events = self.game.apply_all(commands)?;
        self.changed();
        Ok(events)
    }

    /// Changes the game by a wing's own step that is not one command (an attack with its
    /// explanation, say); marks it changed if `change` succeeds.
    pub fn change<T, E>(
        &mut self,
        change: impl FnOnce(&mut PlayedGame<S>) -> Result<T, E>,
    ) -> Result<T, E> {
        let done = change(&mut self.game)?;
        self.changed();
        Ok(done)
    }

    /// Puts a new game on the table (File › New, or a game the table made): no file, and
    /// unsaved once it differs from a fresh game.
    pub fn replace(&mut self, game: PlayedGame<S>, unsaved: bool) {
        self.game = game;
        self.file = None;
        self.unsaved = unsaved;
        self.generation += 1;
    }

    /// Makes `file` the game's file without writing it (tests, and a sheet printed beside a
    /// game not yet saved).
    pub fn set_file(&mut self, file: PathBuf) {
        self.file = Some(file);
    }

    fn changed(&mut self) {
        self.unsaved = true;
        self.generation += 1;
    }

    /// Before a save to `path`: a file there that could not be opened is renamed to a dated
    /// `.damaged` copy (never overwritten), as the Reisswitz game beside a map is.
    fn keep_damaged(&mut self, path: &Path) -> anyhow::Result<()> {
        if self.damaged.as_deref() != Some(path) {
            return Ok(());
        }
        if path.is_file() {
            let kept = damaged_copy_name(path, std::time::SystemTime::now());
            std::fs::rename(path, &kept).with_context(|| {
                format!(
                    "the file {} could not be opened and could not be kept aside, so it was not \
                     replaced",
                    path.display()
                )
            })?;
            self.kept_damaged = Some(kept);
        }
        self.damaged = None;
        Ok(())
    }
}

fn undo_words<S: RuleSystem>(command: &S::Command, taken: &str) -> String {
    format!("{taken} {}.", S::command_name(command).replace('_', " "))
}

impl<S: RuleSystem> GameFile for TableGame<S> {
    fn system_id(&self) -> &'static str {
        S::SYSTEM_ID
    }

    fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    fn is_unsaved(&self) -> bool {
        self.unsaved
    }

    fn generation(&self) -> u64 {
        self.generation
    }

    fn journal_len(&self) -> usize {
        self.game.entries().len()
    }

    fn undo(&mut self) -> anyhow::Result<String> {
        let command = self.game.undo()?;
        self.changed();
        Ok(undo_words::<S>(&command, "Took back"))
    }

    fn redo(&mut self) -> anyhow::Result<String> {
        let command = self.game.redo_stack().last().cloned();
        self.game.redo()?;
        self.changed();
        Ok(command.map_or_else(
            || "Applied the command again.".into(),
            |c| undo_words::<S>(&c, "Applied again"),
        ))
    }

    fn save_to(&mut self, path: &Path) -> anyhow::Result<()> {
        self.keep_damaged(path)?;
        self.game.save(path)?;
        let old_autosave = self.file.as_deref().map(autosave_beside);
        self.file = Some(path.to_path_buf());
        self.unsaved = false;
        for autosave in old_autosave.into_iter().chain([autosave_beside(path)]) {
            let _ = std::fs::remove_file(autosave);
        }
        Ok(())
    }

    fn open_from(&mut self, path: &Path) -> anyhow::Result<()> {
        let loaded = PlayedGame::load(path);
        if loaded.is_err() && path.is_file() {
            self.damaged = Some(path.to_path_buf());
        }
        self.game = loaded?;
        self.file = Some(path.to_path_buf());
        self.unsaved = false;
        self.generation += 1;
        Ok(())
    }

    fn autosave_path(&self, untitled: &Path) -> PathBuf {
        match &self.file {
            Some(file) => autosave_beside(file),
            None => untitled.to_path_buf(),
        }
    }

    fn write_autosave(&self, untitled: &Path) -> anyhow::Result<PathBuf> {
        let path = self.autosave_path(untitled);
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder)
                .with_context(|| format!("cannot make the folder {}", folder.display()))?;
        }
        let text = self.game.to_json()?;
        write_atomically_as(&path, text.as_bytes(), NewFileAccess::OwnerOnly)
            .map_err(|e| anyhow::anyhow!(e.reason()))?;
        Ok(path)
    }

    fn note_damaged(&mut self, path: &Path) {
        if path.is_file() {
            self.damaged = Some(path.to_path_buf());
        }
    }

    fn take_kept_damaged(&mut self) -> Option<PathBuf> {
        self.kept_damaged.take()
    }

    fn dropped_redo_note(&self) -> Option<String> {
        self.game.dropped_redo().and_then(dropped_redo_words)
    }

    fn recover(&mut self, autosave: &Path, file: Option<PathBuf>) -> anyhow::Result<()> {
        self.game = PlayedGame::load(autosave)?;
        self.file = file;
        self.unsaved = true;
        self.generation += 1;
        Ok(())
    }
}

/// The umpire's words for a saved redo list cut short on opening: which command could not be
/// done again and why, and how many were dropped with it (those undone before it, which could
/// only be redone after it). `None` for any other refusal.
fn dropped_redo_words(dropped: &PlayError) -> Option<String> {
    let PlayError::BadRedo {
        index,
        command,
        message,
        ..
    } = dropped
    else {
        return None;
    };
    let with_it = match index {
        0 => String::new(),
        1 => " and the command undone before it".to_string(),
        n => format!(" and the {n} commands undone before it"),
    };
    Some(format!(
        "Redo was cut short: “{}”, undone before the game was saved, could not be done again \
         where the game stands ({message}), so it{with_it} can no longer be redone. The game \
         itself is as it was saved.",
        command.replace('_', " ")
    ))
}

/// The autosave beside a game file: `battle.json` → `battle.autosave.json`.
pub fn autosave_beside(file: &Path) -> PathBuf {
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = name.strip_suffix(".json").unwrap_or(&name);
    file.with_file_name(format!("{stem}{AUTOSAVE_ENDING}"))
}

/// The autosave of a game of `system` that has no file yet, in the recovery folder; `session`
/// tells one running workbench's from another's, so no autosave overwrites one not yet
/// offered back.
pub fn untitled_autosave(recovery_folder: &Path, system: &str, session: &str) -> PathBuf {
    recovery_folder.join(format!("untitled-{system}-{session}{AUTOSAVE_ENDING}"))
}

/// Every untitled autosave in the recovery folder with the system its name gives, sorted by
/// name; `systems` are the ids the workbench hosts.
pub fn untitled_autosaves(recovery_folder: &Path, systems: &[&str]) -> Vec<(String, PathBuf)> {
    let Ok(entries) = std::fs::read_dir(recovery_folder) else {
        return Vec::new();
    };
    let mut found: Vec<(String, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            let rest = name
                .strip_prefix("untitled-")?
                .strip_suffix(AUTOSAVE_ENDING)?;
            let system = systems
                .iter()
                .filter(|id| rest.strip_prefix(**id).is_some_and(|r| r.starts_with('-')))
                .max_by_key(|id| id.len())?;
            Some((system.to_string(), entry.path()))
        })
        .collect();
    found.sort_by(|a, b| a.1.cmp(&b.1));
    found
}
