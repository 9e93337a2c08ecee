//! Placing, lifting and confirming units before play (`deployment = free_hidden`; rules
//! reference §2; source L13, L15, L25-30, L66), and the position as one side may see it.

use super::event::GridEvent;
use super::grid_side::GridSide;
use super::grid_state::GridState;
use super::placement::Placement;
use super::position::Position;
use super::refusal::Refusal;
use super::square::Square;
use super::unit_kind::UnitKind;

impl GridState {
    /// The placement phase, while the sides deploy.
    pub fn placement(&self) -> Option<&Placement> {
        self.placement.as_ref()
    }

    /// The side's placement phase, refused once it is over or the side has confirmed.
    fn open_placement(&self, side: GridSide) -> Result<(), Refusal> {
        let placement = self.placement.as_ref().ok_or(Refusal::NotDeploying)?;
        if placement.has_confirmed(side) {
            return Err(Refusal::DeploymentConfirmed { side });
        }
        Ok(())
    }

    /// How many units of the kind the side has placed.
    pub fn placed_count(&self, side: GridSide, kind: UnitKind) -> usize {
        self.position
            .units
            .iter()
            .filter(|u| u.side == side && u.kind == kind)
            .count()
    }

    /// Places a unit of `side` on `at`: an empty, non-mountain square of its own territory
    /// (source L13, L15), while it has a unit of the kind left (source L25-30, L66).
    pub fn place_unit(
        &mut self,
        side: GridSide,
        kind: UnitKind,
        at: Square,
    ) -> Result<Vec<GridEvent>, Refusal> {
        self.open_placement(side)?;
        if !at.on_board() {
            return Err(Refusal::OffBoard { square: at });
        }
        if !side.territory_rows().contains(&at.y) {
            return Err(Refusal::OutsideTerritory { side, square: at });
        }
        if self.board.is_mountain(at) {
            return Err(Refusal::PlacedOnMountain { square: at });
        }
        if self.position.unit_at(at).is_some() {
            return Err(Refusal::Occupied { square: at });
        }
        let allowed = kind.count_per_side();
        if self.placed_count(side, kind) >= allowed {
            return Err(Refusal::NoneLeftToPlace {
                side,
                kind,
                allowed,
            });
        }
        let id = self
            .position
            .units
            .iter()
            .map(|u| u.id.saturating_add(1))
            .max()
            .unwrap_or(0);
        self.position
            .units
            .push(super::position::Unit { id, side, kind, at });
        Ok(vec![GridEvent::UnitPlaced { side, kind, at }])
    }

    /// Takes back the side's unit on `at` before the side confirms.
    pub fn lift_unit(&mut self, side: GridSide, at: Square) -> Result<Vec<GridEvent>, Refusal> {
        self.open_placement(side)?;
        let unit = *self
            .position
            .unit_at(at)
            .ok_or(Refusal::NoUnit { square: at })?;
        if unit.side != side {
            return Err(Refusal::NotYourUnit {
                square: at,
                owner: unit.side,
            });
        }
        self.position.units.retain(|u| u.id != unit.id);
        Ok(vec![GridEvent::UnitLifted {
            side,
            kind: unit.kind,
            at,
        }])
    }

    /// Confirms the side's deployment once every unit is placed (source L23-30, L66); when
    /// both sides have confirmed, play begins with the side to move.
    pub fn confirm_deployment(&mut self, side: GridSide) -> Result<Vec<GridEvent>, Refusal> {
        self.open_placement(side)?;
        if let Some(kind) = UnitKind::ALL
            .into_iter()
            .find(|k| self.placed_count(side, *k) < k.count_per_side())
        {
            return Err(Refusal::DeploymentIncomplete {
                side,
                kind,
                placed: self.placed_count(side, kind),
                required: kind.count_per_side(),
            });
        }
        let mut events = vec![GridEvent::DeploymentConfirmed { side }];
        let Some(placement) = self.placement.as_mut() else {
            return Err(Refusal::NotDeploying);
        };
        *placement.confirmed.get_mut(side) = true;
        if placement.placing().is_none() {
            self.placement = None;
            self.position.units.sort_unstable_by_key(|u| u.id);
            self.refresh_network();
            events.push(GridEvent::PlayBegins {
                to_move: self.to_move(),
            });
            self.check_victory(&mut events);
        }
        Ok(events)
    }

    /// The position as `side` may see it: while the sides deploy, only its own units (the
    /// other side deploys unseen, source L15); once play begins, the whole position.
    pub fn position_seen_by(&self, side: GridSide) -> Position {
        let mut position = self.position.clone();
        if self.placement.is_some() {
            position.units.retain(|u| u.side == side);
        }
        position
    }
}
