//! The state of a grid game: board, options, position, the half-turn in play, retreats due,
//! the outcome, and the lines of communication kept up to date after every change.

use super::board::Board;
use super::combat::Battlefield;
use super::event::GridEvent;
use super::grid_options::GridOptions;
use super::grid_side::GridSide;
use super::half_turn::HalfTurn;
use super::network::{Network, step_open};
use super::option_readings::{RetreatFailure, Victory};
use super::outcome::Outcome;
use super::placement::Placement;
use super::position::{Position, Unit};
use super::refusal::Refusal;
use super::square::Square;
use std::collections::BTreeSet;

/// The game's state. It changes only through [`GridState::apply_move`],
/// [`GridState::apply_attack`], [`GridState::end_half_turn`] and [`GridState::agree_draw`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridState {
    /// The board.
    pub board: Board,
    /// The ruleset.
    pub options: GridOptions,
    /// Where the units stand, the surviving arsenals and the side to move.
    pub position: Position,
    /// The number of the half-turn being played, from 1.
    pub half_turn: u32,
    /// What has been done in it.
    pub turn: HalfTurn,
    /// A unit of the side to move that must open the half-turn by leaving its square (source L52).
    pub retreat_due: Option<u16>,
    /// Units of the side to move dislodged by the enemy's last attack: they add nothing to an
    /// attack this half-turn (source L52).
    pub dislodged: BTreeSet<u16>,
    /// A unit of the side not moving dislodged by this half-turn's attack.
    pub pending_retreat: Option<u16>,
    /// How the game ended, if it has.
    pub outcome: Option<Outcome>,
    /// The placement phase before play (`deployment = free_hidden`), while the sides deploy.
    pub(crate) placement: Option<Placement>,
    network: Network,
}

impl GridState {
    /// A game about to start from `position`.
    pub fn new(board: Board, options: GridOptions, position: Position) -> Self {
        let network = Network::compute(&board, &position, &options);
        let mut state = GridState {
            board,
            options,
            position,
            half_turn: 1,
            turn: HalfTurn::default(),
            retreat_due: None,
            dislodged: BTreeSet::new(),
            pending_retreat: None,
            outcome: None,
            placement: None,
            network,
        };
        state.check_victory(&mut Vec::new());
        state
    }

    /// A game whose sides first deploy their units on an empty board (`deployment =
    /// free_hidden`; source L15); `to_move` moves first once both have confirmed.
    pub fn deploying(board: Board, options: GridOptions, to_move: GridSide) -> Self {
        let position = Position {
            to_move,
            arsenals: super::grid_side::PerSide {
                north: board.arsenals(GridSide::North).to_vec(),
                south: board.arsenals(GridSide::South).to_vec(),
            },
            units: Vec::new(),
        };
        let network = Network::compute(&board, &position, &options);
        GridState {
            board,
            options,
            position,
            half_turn: 1,
            turn: HalfTurn::default(),
            retreat_due: None,
            dislodged: BTreeSet::new(),
            pending_retreat: None,
            outcome: None,
            placement: Some(Placement::default()),
            network,
        }
    }

    /// Both sides' lines of communication now.
    pub fn network(&self) -> &Network {
        &self.network
    }

    /// The side whose half-turn it is.
    pub fn to_move(&self) -> GridSide {
        self.position.to_move
    }

    /// What a combat calculation reads in this state.
    pub fn battlefield(&self) -> Battlefield<'_> {
        Battlefield {
            board: &self.board,
            position: &self.position,
            network: &self.network,
            options: &self.options,
            dislodged: &self.dislodged,
        }
    }

    /// Recomputes the lines of communication (after every move, removal and raid, source L72).
    pub(crate) fn refresh_network(&mut self) {
        self.network = Network::compute(&self.board, &self.position, &self.options);
    }

    /// Whether the unit (by id) is linked now.
    pub fn is_linked(&self, unit: &Unit) -> bool {
        self.network.is_linked(unit.id)
    }

    /// Whether a unit has any legal move (for the retreat; `retreat_failure`): an empty
    /// neighbour it may enter, and, for a fighting unit, being linked (source L52, L62).
    pub fn has_legal_move(&self, unit: &Unit) -> bool {
        (!unit.kind.is_fighting() || self.is_linked(unit)) && !self.boxed_in(unit)
    }

    /// Whether every neighbour is a unit, a mountain or off the board (source L52).
    pub fn boxed_in(&self, unit: &Unit) -> bool {
        !super::direction::Direction::ALL.into_iter().any(|d| {
            step_open(&self.board, &self.options, unit.at, d)
                .is_some_and(|n| self.position.unit_at(n).is_none())
        })
    }

    pub(crate) fn remove_unit(&mut self, id: u16, reason: String, events: &mut Vec<GridEvent>) {
        if let Some(i) = self.position.units.iter().position(|u| u.id == id) {
            let unit = self.position.units.remove(i);
            self.turn.vacated.push(unit.at);
            self.dislodged.remove(&id);
            if self.pending_retreat == Some(id) {
                self.pending_retreat = None;
            }
            if self.retreat_due == Some(id) {
                self.retreat_due = None;
            }
            events.push(GridEvent::UnitDestroyed {
                side: unit.side,
                kind: unit.kind,
                at: unit.at,
                reason,
            });
        }
    }

    /// Checks the victory conditions (source L19–21; option `victory`), the side to move first.
    pub(crate) fn check_victory(&mut self, events: &mut Vec<GridEvent>) {
        if self.outcome.is_some() {
            return;
        }
        let mover = self.to_move();
        for side in [mover, mover.opponent()] {
            let enemy = side.opponent();
            let reason = if self.position.arsenals.get(enemy).is_empty() {
                Some(format!(
                    "both of {enemy}'s arsenals are destroyed (source L19-21)"
                ))
            } else {
                match self.options.victory {
                    Victory::FightingUnitsOrArsenals | Victory::PlusNetworkCollapse
                        if self.position.fighting_units(enemy) == 0 =>
                    {
                        Some(format!("{enemy} has no fighting unit left (source L19)"))
                    }
                    Victory::AllUnitsOrArsenals
                        if !self.position.units.iter().any(|u| u.side == enemy) =>
                    {
                        Some(format!(
                            "{enemy} has no unit left (victory = all_units_or_arsenals)"
                        ))
                    }
                    Victory::PlusNetworkCollapse
                        if !self
                            .position
                            .units
                            .iter()
                            .any(|u| u.side == enemy && self.is_linked(u)) =>
                    {
                        Some(format!(
                            "none of {enemy}'s units is linked (victory = plus_network_collapse)"
                        ))
                    }
                    _ => None,
                }
            };
            if let Some(reason) = reason {
                events.push(GridEvent::Won {
                    winner: side,
                    reason: reason.clone(),
                });
                self.outcome = Some(Outcome::Won {
                    winner: side,
                    reason,
                });
                return;
            }
        }
    }

    /// Ends the side's half-turn. The other side moves next; a unit of it dislodged by this
    /// half-turn's attack must open its half-turn by retreating, or is destroyed if it cannot
    /// (source L52; `retreat_failure`).
    pub fn end_half_turn(&mut self) -> Result<Vec<GridEvent>, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        if let Some(unit) = self.retreat_due.and_then(|id| self.position.unit(id)) {
            return Err(Refusal::RetreatPending { at: unit.at });
        }
        let mut events = Vec::new();
        let next = self.to_move().opponent();
        self.position.to_move = next;
        self.half_turn += 1;
        self.turn = HalfTurn::default();
        self.dislodged = self.pending_retreat.into_iter().collect();
        self.retreat_due = self.pending_retreat.take();
        events.push(GridEvent::HalfTurnEnded {
            next,
            half_turn: self.half_turn,
        });
        self.settle_retreat(&mut events);
        self.refresh_network();
        self.check_victory(&mut events);
        Ok(events)
    }

    /// A dislodged unit that cannot retreat is destroyed, or under `boxed_in` stays when it is
    /// cut off but not boxed in (rules reference §6, §8).
    pub(crate) fn settle_retreat(&mut self, events: &mut Vec<GridEvent>) {
        let Some(unit) = self
            .retreat_due
            .and_then(|id| self.position.unit(id))
            .copied()
        else {
            self.retreat_due = None;
            return;
        };
        let destroyed = match self.options.retreat_failure {
            RetreatFailure::NoLegalMove => !self.has_legal_move(&unit),
            RetreatFailure::BoxedIn => self.boxed_in(&unit),
        };
        if destroyed {
            self.remove_unit(
                unit.id,
                "beaten by one point with no way to retreat (source L52)".into(),
                events,
            );
            self.turn.vacated.clear();
        } else if !self.has_legal_move(&unit) {
            self.retreat_due = None;
            events.push(GridEvent::RetreatLapsed { at: unit.at });
        }
    }

    /// Both sides agree to a draw (source L102).
    pub fn agree_draw(&mut self) -> Result<Vec<GridEvent>, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        self.outcome = Some(Outcome::Drawn);
        Ok(vec![GridEvent::Drawn])
    }

    /// The squares of units not linked now, sorted.
    pub fn cut_off(&self) -> Vec<Square> {
        self.network.cut_off(&self.position)
    }
}
