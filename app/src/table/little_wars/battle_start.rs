//! Starting a battle at the table: the default Country with the two forces chosen (the forces
//! editor's, else [`SideForce::DEFAULT`]) under the options chosen, tossed for and left in the
//! put-down (Wells L225, L229); and starting it again from the set-up windows, the floor photo
//! and its calibration kept.

use super::LittleWarsTable;
use super::set_up_windows::{SetUpWindows, WindowAsk, WindowDecision};
use crate::table::TableGame;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::figure::Arm;
use kriegsspiel::systems::little_wars::forces::SideForce;
use kriegsspiel::systems::little_wars::{LittleWarsCommand, LittleWarsGame, LittleWarsOptions};

/// The seed of the table's battles' dice box (the toss for the first move).
const DEFAULT_SEED: u64 = 1913;

impl LittleWarsTable {
    /// Opens the default Country with `red` and `blue` put down along their back lines under
    /// `options`, in the put-down phase with the toss made. A battle that cannot be set up
    /// leaves the table empty with the reason in its message.
    pub fn new_battle(options: LittleWarsOptions, red: SideForce, blue: SideForce) -> Self {
        let game = LittleWarsGame::with_forces(DEFAULT_SEED, options, red, blue);
        let (game, message) = match game.map(TableGame::new) {
            Ok(g) => {
                let first = g.game().state().to_move;
                let name = words::game_type_name(g.game().state().options.game_type);
                (
                    Some(g),
                    format!(
                        "{name}. Put-down: drag each side's men and guns to where they start, \
                         behind its back line (Wells L229). The toss gave {first} the first \
                         move; press Begin battle when both sides are down."
                    ),
                )
            }
            Err(e) => (
                None,
                format!("Refused: the battle could not be set up: {e}"),
            ),
        };
        LittleWarsTable {
            game,
            floor: Default::default(),
            clock: Default::default(),
            message,
            last_working: Vec::new(),
            request: None,
            seen_generation: None,
            photo: Default::default(),
            appendix: Default::default(),
            windows: SetUpWindows::new(red, blue),
            working_mark: None,
        }
    }

    /// Puts `game` on the table as a new battle without a file, its forces as the forces
    /// chosen (tests put the engine's small test battle there).
    pub fn with_game(game: LittleWarsGame) -> Self {
        let state = game.state();
        let force = |side| {
            let of = |arm| {
                let n = state
                    .figures
                    .iter()
                    .filter(|f| f.side == side && f.arm == arm);
                u32::try_from(n.count()).unwrap_or(u32::MAX)
            };
            SideForce {
                infantry: of(Arm::Infantry),
                cavalry: of(Arm::Cavalry),
                guns: u32::try_from(state.guns.iter().filter(|g| g.side == side).count())
                    .unwrap_or(u32::MAX),
                general: of(Arm::General) > 0,
                engineers: of(Arm::RoyalEngineers),
                artillery: of(Arm::RoyalArtillery),
            }
        };
        let (red, blue) = (force(Side::Red), force(Side::Blue));
        let mut table = Self::new_battle(state.options.clone(), red, blue);
        table.game = Some(TableGame::new(game));
        table
    }

    /// Opens the default Country with the default force a side (in the Kriegspiel appendix
    /// with its General, Wells L577) under `options`.
    pub fn new_with_options(options: LittleWarsOptions) -> Self {
        let force = SideForce::default_for(options.kriegspiel());
        Self::new_battle(options, force, force)
    }

    /// Starts the battle again under `options` with `red` and `blue`: the floor photo and its
    /// calibration stay (the floor has not changed), and the new battle has no file yet, so a
    /// save never overwrites the old one unasked. A battle refused leaves the old one on the
    /// table, with the reason.
    pub(super) fn restart(&mut self, options: LittleWarsOptions, red: SideForce, blue: SideForce) {
        let fresh = Self::new_battle(options, red, blue);
        if fresh.game.is_none() {
            self.message = fresh.message;
            return;
        }
        let photo = std::mem::take(&mut self.photo);
        let calibrated = self
            .game
            .as_ref()
            .and_then(|g| g.game().state().country.photo.clone());
        *self = fresh;
        self.photo = photo;
        if let Some(p) = calibrated {
            let message = self.message.clone();
            self.apply(LittleWarsCommand::SetFloorPhoto { photo: Some(p) });
            self.message = message;
        }
    }

    /// Starts the battle again as a game of `game_type` (its reading), in the floor game or
    /// the Kriegspiel appendix: the other options and the forces chosen stay, the appendix's
    /// men left out of the floor game and the General given to a default force going into the
    /// appendix.
    pub(super) fn restart_as(&mut self, game_type: &str, kriegspiel: bool) {
        let mut options = self
            .game()
            .map_or_else(LittleWarsOptions::defaults, |g| g.state().options.clone());
        let mode = if kriegspiel { "kriegspiel" } else { "floor" };
        if let Err(e) = options
            .set("game_type", game_type)
            .and_then(|()| options.set("rules_mode", mode))
        {
            self.message = format!("Refused: {e}");
            return;
        }
        let carry = |force: SideForce| {
            if force == SideForce::default_for(!kriegspiel) {
                SideForce::default_for(kriegspiel)
            } else if kriegspiel {
                force
            } else {
                force.floor_game_only()
            }
        };
        let (red, blue) = self.windows.forces();
        self.restart(options, carry(red), carry(blue));
    }

    /// Opens the window the side panel asked for.
    pub(super) fn open_window(&mut self, ask: WindowAsk) {
        if let Some(game) = self.game.as_ref().map(TableGame::game) {
            let options = game.state().options.clone();
            self.windows.open(ask, &options);
        }
    }

    /// Shows the open window and carries out what the umpire decided in it.
    pub(super) fn show_windows(&mut self, ctx: &egui::Context) {
        let Some(game) = self.game.as_ref().map(TableGame::game) else {
            return;
        };
        match self.windows.show(ctx, game) {
            Some(WindowDecision::NewBattle { options, red, blue }) => {
                self.restart(options, red, blue);
            }
            Some(WindowDecision::EndBattle(winner)) => {
                self.apply(LittleWarsCommand::EndBattle { winner });
            }
            None => {}
        }
    }

    /// Keeps the last melee's working only while the game still holds that melee: a game
    /// opened or recovered in its place, or the melee taken back, takes the working away. The
    /// working is marked with the journal entry that settled it the first time the game is
    /// seen to change after it was set.
    pub(super) fn forget_stale_working(&mut self) {
        let Some(game) = self.game.as_ref().map(TableGame::game) else {
            return;
        };
        let entries = game.journal().entries();
        if self.last_working.is_empty() {
            self.working_mark = None;
            return;
        }
        match &self.working_mark {
            None => {
                self.working_mark = entries
                    .iter()
                    .rposition(|e| matches!(e.command, LittleWarsCommand::SettleMelee { .. }))
                    .and_then(|n| Some((n, entries.get(n)?.command.clone())));
            }
            Some((n, command)) => {
                if entries.get(*n).map(|e| &e.command) != Some(command) {
                    self.last_working.clear();
                    self.working_mark = None;
                }
            }
        }
    }
}
