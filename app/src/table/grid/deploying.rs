//! Carrying out what the placement page asks for (`deployment = free_hidden`; source L15):
//! the one place its actions become the engine's placement commands.

use super::GridTable;
use super::grid_action::GridAction;
use super::grid_files::GridFileAction;
use kriegsspiel::systems::grid::{GridCommand, GridSide, PlannedDeployment};

impl GridTable {
    /// The side placing now, while the game is in its placement phase.
    pub fn placing_side(&self) -> Option<GridSide> {
        self.game
            .game()
            .state()
            .placement()
            .and_then(|p| p.placing())
    }

    /// Whether the board is shown to the side placing (the screen has been handed over).
    pub fn placement_shown(&self) -> bool {
        self.placing_side().is_some() && self.handed_over == self.placing_side()
    }

    /// Carries out a placement action.
    pub(super) fn apply_placement(&mut self, action: GridAction) {
        let Some(side) = self.placing_side() else {
            self.message = Some("The deployment is over.".into());
            return;
        };
        match action {
            GridAction::ChooseKind(kind) => self.place_kind = kind,
            GridAction::HandOver => {
                self.handed_over = Some(side);
                self.message = None;
            }
            GridAction::PlaceOrLift(at) if self.placement_shown() => {
                let command = match self.game.game().state().position.unit_at(at) {
                    Some(unit) if unit.side == side => GridCommand::LiftUnit { side, at },
                    _ => GridCommand::PlaceUnit {
                        side,
                        kind: self.place_kind,
                        at,
                    },
                };
                self.command(command);
            }
            GridAction::ConfirmDeployment if self.placement_shown() => {
                self.command(GridCommand::ConfirmDeployment { side });
                if self.placing_side().is_none() {
                    self.handed_over = None;
                    self.message = Some(format!(
                        "Both sides have deployed; {} moves first.",
                        self.game.game().state().to_move()
                    ));
                } else if self.placing_side() != Some(side) {
                    self.message = Some(format!("{side} has confirmed its deployment."));
                }
            }
            GridAction::LoadPlannedDeployment if self.placement_shown() => {
                self.ask_for_file(GridFileAction::OpenDeployment);
            }
            GridAction::LoadPlannedDeploymentFrom(path) if self.placement_shown() => {
                let loaded = PlannedDeployment::load(&path, side)
                    .and_then(|plan| self.game.change(|g| g.deploy_planned(side, &plan)));
                self.message = Some(match loaded {
                    Ok(_) => format!("{side}'s planned deployment loaded from {}", path.display()),
                    Err(e) => format!("Not loaded: {e}"),
                });
            }
            _ => {}
        }
    }
}
