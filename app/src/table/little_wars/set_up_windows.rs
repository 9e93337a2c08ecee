//! The table's windows over the floor: the forces editor and the options window before the
//! battle, and the confirmation asked before the battle is ended by hand. They keep the forces
//! chosen for the battle on the table and return what the umpire decided; the table carries it
//! out.

use super::end_battle_dialog::EndBattleDialog;
use super::forces_editor::{ForcesAnswer, ForcesEditor};
use super::options_window::{OptionsAnswer, OptionsWindow};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::forces::SideForce;
use kriegsspiel::systems::little_wars::{LittleWarsGame, LittleWarsOptions};

/// A window the side panel asks to open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WindowAsk {
    /// The forces editor.
    Forces,
    /// The options window.
    Options,
    /// The confirmation before ending the battle with this result (`None`: drawn).
    EndBattle(Option<Side>),
}

/// What the umpire decided in a window.
#[derive(Debug, Clone, PartialEq)]
pub enum WindowDecision {
    /// Put both sides down again: these options, these forces.
    NewBattle {
        /// The options of the new battle.
        options: LittleWarsOptions,
        /// Red's force.
        red: SideForce,
        /// Blue's force.
        blue: SideForce,
    },
    /// End the battle with this result (`None`: drawn), confirmed.
    EndBattle(Option<Side>),
}

/// The open window, if any, and the forces chosen for the battle on the table.
#[derive(Debug, Clone, PartialEq)]
pub struct SetUpWindows {
    red: SideForce,
    blue: SideForce,
    forces: Option<ForcesEditor>,
    options: Option<OptionsWindow>,
    end_battle: Option<EndBattleDialog>,
}

impl SetUpWindows {
    /// No window open; the battle on the table was started with `red` and `blue`.
    pub fn new(red: SideForce, blue: SideForce) -> Self {
        SetUpWindows {
            red,
            blue,
            forces: None,
            options: None,
            end_battle: None,
        }
    }

    /// The forces the battle on the table was started with (Red's, Blue's), before any cut
    /// the Defensive Game makes to the defender.
    pub fn forces(&self) -> (SideForce, SideForce) {
        (self.red, self.blue)
    }

    /// Opens the window asked for over a battle played under `options`.
    pub fn open(&mut self, ask: WindowAsk, options: &LittleWarsOptions) {
        match ask {
            WindowAsk::Forces => self.open_forces(options),
            WindowAsk::Options => self.open_options(options),
            WindowAsk::EndBattle(winner) => self.ask_end_battle(winner),
        }
    }

    /// Opens the forces editor on the forces chosen, under `options`.
    pub fn open_forces(&mut self, options: &LittleWarsOptions) {
        self.forces = Some(ForcesEditor::new(self.red, self.blue, options));
    }

    /// Opens the options window on `options`.
    pub fn open_options(&mut self, options: &LittleWarsOptions) {
        self.options = Some(OptionsWindow::new(options));
    }

    /// Asks for confirmation before ending the battle with `winner`.
    pub fn ask_end_battle(&mut self, winner: Option<Side>) {
        self.end_battle = Some(EndBattleDialog { winner });
    }

    /// The forces editor, while open (tests set its numbers through it).
    pub fn forces_editor_mut(&mut self) -> Option<&mut ForcesEditor> {
        self.forces.as_mut()
    }

    /// Shows the open window over `game`; returns what the umpire decided.
    pub fn show(&mut self, ctx: &egui::Context, game: &LittleWarsGame) -> Option<WindowDecision> {
        let current = &game.state().options;
        if let Some(editor) = self.forces.as_mut() {
            let answer = editor.show(ctx)?;
            let editor = self.forces.take()?;
            return (answer == ForcesAnswer::Start).then(|| WindowDecision::NewBattle {
                options: editor.options(current),
                red: editor.red,
                blue: editor.blue,
            });
        }
        if let Some(window) = self.options.as_mut() {
            let answer = window.show(ctx)?;
            let window = self.options.take()?;
            let kriegspiel = window.options.kriegspiel();
            let keep = |force: SideForce| {
                if kriegspiel {
                    force
                } else {
                    force.floor_game_only()
                }
            };
            return (answer == OptionsAnswer::Start).then(|| WindowDecision::NewBattle {
                red: keep(self.red),
                blue: keep(self.blue),
                options: window.options,
            });
        }
        if let Some(dialog) = self.end_battle {
            let confirmed = dialog.show(ctx, game.state())?;
            self.end_battle = None;
            return confirmed.then_some(WindowDecision::EndBattle(dialog.winner));
        }
        None
    }
}
