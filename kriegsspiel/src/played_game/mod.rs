//! The played game: one type, written once, that makes a rule system's commands a game.
//!
//! [`PlayedGame`] keeps a system's setup, its state and the [`Journal`]; it applies a command
//! whole or not at all and records it with its turn, time and events; undo replays every
//! entry but the last from the setup (stopping at a scenario's set-up), redo applies the undone
//! command again; [`PlayedGame::replayed_to`] rebuilds the game as it stood in an earlier turn;
//! and every system saves in the one envelope ([`save_envelope`]), whose journal is replayed and
//! whose every entry's events are checked when it is opened. A wing implements
//! [`RuleSystem`] and gets all of this.

mod save_envelope;

pub use crate::play_error::PlayError;

use crate::files::{FileError, read_limited_text, write_atomically};
use crate::journal::{Journal, JournalEntry};
use crate::system::RuleSystem;
use std::path::Path;

/// A game of rule system `S`: its setup, its state now and the journal that brought it there.
///
/// Its state changes only through [`PlayedGame::apply`] (and undo and redo, which replay the
/// journal). Because a system's dice are seeded from its setup and its rules are functions of
/// the state, replaying the journal gives the identical state.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayedGame<S: RuleSystem> {
    setup: S::Setup,
    state: S::State,
    journal: Journal<S::Command, S::Event>,
    /// How many journal entries, from the first, are a scenario's set-up: undo stops after them.
    set_up_entries: usize,
    /// Why redo entries of a save were dropped when it was opened (the first that could not
    /// be redone, with those undone before it), so the shell can say so; `None` otherwise.
    dropped_redo: Option<PlayError>,
}

impl<S: RuleSystem> PlayedGame<S> {
    /// A new game from its setup, before any command; refused if the rules refuse the setup.
    pub fn new(setup: S::Setup) -> Result<Self, S::Error> {
        let state = S::start(&setup)?;
        Ok(Self::begun(setup, state))
    }

    /// A new game whose start state the wing has already made with [`RuleSystem::start`] (for
    /// a system whose start cannot fail).
    pub(crate) fn begun(setup: S::Setup, state: S::State) -> Self {
        Self {
            setup,
            state,
            journal: Journal::new(),
            set_up_entries: 0,
            dropped_redo: None,
        }
    }

    /// A game rebuilt from a setup by applying `commands` in order, as if given now; stops at
    /// the first refusal.
    pub fn replay(
        setup: S::Setup,
        commands: impl IntoIterator<Item = S::Command>,
    ) -> Result<Self, S::Error> {
        let mut game = Self::new(setup)?;
        for command in commands {
            game.apply(command)?;
        }
        Ok(game)
    }

    /// The setup the game began from.
    pub fn setup(&self) -> &S::Setup {
        &self.setup
    }

    /// The state now.
    pub fn state(&self) -> &S::State {
        &self.state
    }

    /// The journal: every entry, and the commands that can be redone.
    pub fn journal(&self) -> &Journal<S::Command, S::Event> {
        &self.journal
    }

    /// Every command applied, with its turn, time and events, oldest first.
    pub fn entries(&self) -> &[JournalEntry<S::Command, S::Event>] {
        self.journal.entries()
    }

    /// The commands that can be redone, the next one last.
    pub fn redo_stack(&self) -> &[S::Command] {
        self.journal.redo_stack()
    }

    /// Makes every command applied so far a scenario's set-up: undo stops after them (they
    /// stay in the journal). A scenario's generator calls this before saving.
    pub fn close_set_up(&mut self) {
        self.set_up_entries = self.journal.entries().len();
    }

    /// How many journal entries, from the first, are a scenario's set-up.
    pub fn set_up_entries(&self) -> usize {
        self.set_up_entries
    }

    /// Whether there is a command to undo.
    pub fn can_undo(&self) -> bool {
        self.journal.entries().len() > self.set_up_entries
    }

    /// Why the saved redo stack was cut short when this game was opened: its first command
    /// that could not be redone where the game stands, dropped with every command undone
    /// before it (the game itself is kept). `None` when nothing was dropped.
    pub fn dropped_redo(&self) -> Option<&PlayError> {
        self.dropped_redo.as_ref()
    }

    /// Whether there is a command to redo.
    pub fn can_redo(&self) -> bool {
        !self.journal.redo_stack().is_empty()
    }

    /// Applies a command given now, whole or not at all: on success records it in the journal,
    /// forgets what could be redone and returns its events; on a refusal the game is unchanged.
    pub fn apply(&mut self, command: S::Command) -> Result<Vec<S::Event>, S::Error> {
        S::check_new(&self.state, &command)?;
        let events = self.step_recorded(command)?;
        self.journal.clear_redo();
        Ok(events)
    }

    /// What `command` would come to if given now in a game standing at `state`, tried on a copy:
    /// its events, or the refusal [`Self::apply`] would give. Nothing changes; a table's
    /// preview asks this, so what it draws agrees with what the drop then does.
    pub fn try_on(state: &S::State, command: &S::Command) -> Result<Vec<S::Event>, S::Error> {
        S::check_new(state, command)?;
        let mut copy = state.clone();
        S::step(&mut copy, command)
    }

    /// Applies several commands as one, whole or not at all: if any is refused, none is kept.
    pub fn apply_all(
        &mut self,
        commands: impl IntoIterator<Item = S::Command>,
    ) -> Result<Vec<S::Event>, S::Error> {
        let mut trial = self.clone();
        let mut events = Vec::new();
        for command in commands {
            S::check_new(&trial.state, &command)?;
            events.extend(trial.step_recorded(command)?);
        }
        trial.journal.clear_redo();
        *self = trial;
        Ok(events)
    }

    fn step_recorded(&mut self, command: S::Command) -> Result<Vec<S::Event>, S::Error> {
        let stamp = S::stamp(&self.state);
        let events = S::step(&mut self.state, &command)?;
        self.journal.record(JournalEntry {
            turn: stamp.turn,
            time: stamp.time,
            command,
            events: events.clone(),
        });
        Ok(events)
    }

    /// Takes back the last command by replaying all the others from the setup; returns it.
    /// Stops at a scenario's set-up.
    pub fn undo(&mut self) -> Result<S::Command, S::Error> {
        if self.set_up_entries > 0 && self.journal.entries().len() <= self.set_up_entries {
            return Err(PlayError::UndoAtSetUp {
                entries: self.set_up_entries,
            }
            .into());
        }
        let (last, earlier) = self
            .journal
            .split_last_command()
            .ok_or(PlayError::NothingToUndo)?;
        let mut rebuilt = Self::new(self.setup.clone())?;
        rebuilt.set_up_entries = self.set_up_entries;
        for command in earlier {
            rebuilt.step_recorded(command)?;
        }
        let mut redo = self.journal.take_redo();
        redo.push(last.clone());
        rebuilt.journal.set_redo(redo);
        *self = rebuilt;
        Ok(last)
    }

    /// Applies again the last command undone.
    pub fn redo(&mut self) -> Result<Vec<S::Event>, S::Error> {
        let command = self
            .journal
            .next_redo()
            .cloned()
            .ok_or(PlayError::NothingToRedo)?;
        let events = self.step_recorded(command)?;
        self.journal.pop_redo();
        Ok(events)
    }

    /// The game as it stood in turn `turn`, after every command given in it, rebuilt by
    /// replaying the journal from the setup. An entry that moved the game past `turn` (see
    /// [`RuleSystem::turn_reached`]) is left out, so where one command advanced several turns
    /// the game stands where that command found it. At the present turn it is the game as it
    /// is. Refuses a turn not reached; the copy has no redo stack.
    pub fn replayed_to(&self, turn: u32) -> Result<Self, S::Error> {
        let present = S::stamp(&self.state).turn;
        if turn > present {
            return Err(PlayError::TurnNotReached { turn, present }.into());
        }
        let mut game = Self::new(self.setup.clone())?;
        for entry in self.journal.entries() {
            if entry.turn > turn || S::turn_reached(entry) > turn {
                break;
            }
            game.step_recorded(entry.command.clone())?;
        }
        Ok(game)
    }

    /// A game rebuilt from a saved journal: every entry must be given in the turn it was
    /// recorded in and give the events it recorded; of the redo stack only what redoes in
    /// order is kept ([`Self::keep_redoable`]).
    fn from_saved(
        setup: S::Setup,
        journal: Vec<JournalEntry<S::Command, S::Event>>,
        redo: Vec<S::Command>,
        set_up_entries: usize,
        source: &str,
    ) -> Result<Self, S::Error> {
        if set_up_entries > journal.len() {
            return Err(PlayError::SetUpBeyondJournal {
                source_name: source.to_string(),
                entries: set_up_entries,
                journal: journal.len(),
            }
            .into());
        }
        let mut game = Self::new(setup)?;
        game.set_up_entries = set_up_entries;
        for (index, entry) in journal.into_iter().enumerate() {
            let mismatch = |message: String| PlayError::ReplayMismatch {
                source_name: source.to_string(),
                index,
                message,
            };
            let now = S::stamp(&game.state).turn;
            if now != entry.turn {
                return Err(mismatch(format!(
                    "recorded at turn {}, replayed at turn {now}",
                    entry.turn
                ))
                .into());
            }
            let name = S::command_name(&entry.command);
            let events = game
                .step_recorded(entry.command)
                .map_err(|e| mismatch(format!("{name} was refused on replay: {e}")))?;
            if events != entry.events {
                return Err(
                    mismatch(format!("{name} gave other events than were recorded")).into(),
                );
            }
        }
        game.keep_redoable(redo, source);
        Ok(game)
    }

    /// A game rebuilt from an older save's commands (no events were saved to compare).
    fn from_commands(
        setup: S::Setup,
        commands: Vec<S::Command>,
        redo: Vec<S::Command>,
        source: &str,
    ) -> Result<Self, S::Error> {
        let mut game = Self::new(setup)?;
        for (index, command) in commands.into_iter().enumerate() {
            let name = S::command_name(&command);
            game.step_recorded(command)
                .map_err(|e| PlayError::ReplayMismatch {
                    source_name: source.to_string(),
                    index,
                    message: format!("{name} was refused on replay: {e}"),
                })?;
        }
        game.keep_redoable(redo, source);
        Ok(game)
    }

    /// Keeps of a saved redo stack the commands that redo from here, in order (the next one
    /// last), so Redo never fails on a command a file made up: from the first that the rules
    /// refuse, it and every command undone before it are dropped (they could only be redone
    /// after it), and [`Self::dropped_redo`] says why. The game itself is kept.
    fn keep_redoable(&mut self, mut redo: Vec<S::Command>, source: &str) {
        let mut trial = self.state.clone();
        let refused = redo.iter().enumerate().rev().find_map(|(index, command)| {
            S::step(&mut trial, command)
                .err()
                .map(|e| (index, S::command_name(command), e.to_string()))
        });
        if let Some((index, command, message)) = refused {
            self.dropped_redo = Some(PlayError::BadRedo {
                source_name: source.to_string(),
                index,
                command,
                message,
            });
            redo.drain(..=index);
        }
        self.journal.set_redo(redo);
    }

    /// The game as saved-game JSON text (the envelope).
    pub fn to_json(&self) -> Result<String, S::Error> {
        Ok(save_envelope::to_json(self)?)
    }

    /// A game from saved-game JSON text; `source` names the text in messages. The journal is
    /// replayed and each entry's events checked against those recorded.
    pub fn from_json(text: &str, source: &str) -> Result<Self, S::Error> {
        save_envelope::from_json(text, source)
    }

    /// Saves the game to `path` atomically (a temporary file renamed over the old one, so a
    /// failed save never damages the file there).
    pub fn save(&self, path: &Path) -> Result<(), S::Error> {
        let text = self.to_json()?;
        write_atomically(path, text.as_bytes()).map_err(|e| {
            S::Error::from(PlayError::Unwritable {
                path: path.display().to_string(),
                message: e.reason(),
            })
        })
    }

    /// Opens a game saved with [`PlayedGame::save`] (or an older save its system reads).
    pub fn load(path: &Path) -> Result<Self, S::Error> {
        let name = path.display().to_string();
        let text = read_limited_text(path, S::MAX_SAVE_BYTES, "a saved game").map_err(|e| {
            S::Error::from(PlayError::Unreadable {
                source_name: name.clone(),
                message: match e {
                    FileError::TooLarge { bytes, .. } => format!(
                        "{bytes} bytes; a saved game may be at most {}",
                        S::MAX_SAVE_BYTES
                    ),
                    other => other.reason(),
                },
            })
        })?;
        Self::from_json(&text, &name)
    }
}
