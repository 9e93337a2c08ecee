//! Moves and their legality (rules reference §4, §7; source L17, L32, L52, L62, L66, L70, L88).

use super::direction::Direction;
use super::event::GridEvent;
use super::grid_state::GridState;
use super::half_turn::MOVES_PER_HALF_TURN;
use super::network::{Network, step_open};
use super::option_readings::{ArsenalRaidsPerTurn, AttackTiming, MovesAfterRaid, TwoSquarePath};
use super::position::Unit;
use super::refusal::Refusal;
use super::square::Square;

/// A move the rules allow, worked out before it is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovePlan {
    /// The unit moving.
    pub unit: Unit,
    /// Where it ends (under `two_square_path = stop_when_cut`, perhaps the middle square).
    pub to: Square,
    /// The square passed through on a two-square move.
    pub via: Option<Square>,
    /// Whether it enters a live enemy arsenal and destroys it (source L21, L88).
    pub raid: bool,
    /// Whether it is a dislodged unit's retreat (source L52).
    pub retreat: bool,
    /// Whether it stopped short where it was cut off.
    pub stopped: bool,
}

impl GridState {
    /// Checks a move without making it: the plan, or the refusal with its reason.
    pub fn plan_move(&self, from: Square, to: Square) -> Result<MovePlan, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        for square in [from, to] {
            if !square.on_board() {
                return Err(Refusal::OffBoard { square });
            }
        }
        let unit = *self
            .position
            .unit_at(from)
            .ok_or(Refusal::NoUnit { square: from })?;
        if unit.side != self.to_move() {
            return Err(Refusal::NotYourUnit {
                square: from,
                owner: unit.side,
            });
        }
        if let Some(due) = self.retreat_due.and_then(|id| self.position.unit(id))
            && due.id != unit.id
        {
            return Err(Refusal::RetreatFirst { at: due.at });
        }
        if self.turn.attacked && self.options.attack_timing == AttackTiming::AfterMoves {
            return Err(Refusal::MoveAfterAttack); // source L17
        }
        if self.turn.raids > 0 && self.options.moves_after_raid == MovesAfterRaid::Forbidden {
            return Err(Refusal::MoveAfterRaid);
        }
        if self.turn.moved.contains(&unit.id) {
            return Err(Refusal::AlreadyMoved { at: from }); // source L17
        }
        if self.turn.moved.len() >= MOVES_PER_HALF_TURN {
            return Err(Refusal::SixthMove); // source L17
        }
        if from == to {
            return Err(Refusal::NotAMove);
        }
        if unit.kind.is_fighting() && !self.is_linked(&unit) {
            return Err(Refusal::CutOff {
                at: from,
                kind: unit.kind,
            }); // source L62, L70; relays may move cut off (L66)
        }
        let steps = from.steps_to(to);
        if steps > unit.kind.speed() {
            return Err(Refusal::TooFar {
                steps,
                speed: unit.kind.speed(),
                kind: unit.kind,
            }); // source L32
        }
        if self.board.is_mountain(to) {
            return Err(Refusal::IntoMountain { square: to }); // source L13
        }
        if self.position.unit_at(to).is_some() {
            return Err(Refusal::Occupied { square: to }); // source L32
        }
        let (end, via, stopped) = if steps == 1 {
            let (direction, _) = Direction::between(from, to).ok_or(Refusal::NotAMove)?;
            if step_open(&self.board, &self.options, from, direction).is_none() {
                return Err(Refusal::ThroughMountain);
            }
            (to, None, false)
        } else {
            self.two_square_path(&unit, to)?
        };
        let retreat = self.retreat_due == Some(unit.id);
        let raid =
            unit.kind.is_fighting() && self.position.is_live_arsenal(unit.side.opponent(), end);
        if raid {
            if self.options.arsenal_raids_per_turn == ArsenalRaidsPerTurn::One
                && self.turn.raids > 0
            {
                return Err(Refusal::SecondRaid); // source L17, L88
            }
            if self.turn.attacked {
                return Err(Refusal::RaidAfterAttack); // source L88
            }
            if self.turn.vacated.contains(&end) {
                return Err(Refusal::VacatedArsenal { at: end }); // source L88
            }
        }
        Ok(MovePlan {
            unit,
            to: end,
            via,
            raid,
            retreat,
            stopped,
        })
    }

    /// The middle square of a two-square move (source L32; options `two_square_path`,
    /// `diagonal_between_mountains`): (where it ends, the middle, whether it stopped short).
    fn two_square_path(
        &self,
        unit: &Unit,
        to: Square,
    ) -> Result<(Square, Option<Square>, bool), Refusal> {
        let open_way: Vec<Square> = unit
            .at
            .neighbours()
            .filter(|m| m.touches(to))
            .filter(|&m| {
                let first = Direction::between(unit.at, m)
                    .and_then(|(d, _)| step_open(&self.board, &self.options, unit.at, d));
                let second = Direction::between(m, to)
                    .and_then(|(d, _)| step_open(&self.board, &self.options, m, d));
                first == Some(m) && second == Some(to)
            })
            .collect();
        if open_way.is_empty() {
            return Err(Refusal::ThroughMountain); // source L13
        }
        let empty: Vec<Square> = open_way
            .into_iter()
            .filter(|&m| self.position.unit_at(m).is_none())
            .collect();
        let Some(&first_empty) = empty.first() else {
            return Err(Refusal::PathBlocked); // source L32
        };
        match self.options.two_square_path {
            TwoSquarePath::Empty => Ok((to, Some(first_empty), false)),
            TwoSquarePath::EmptyAndLinked => empty
                .iter()
                .find(|&&m| self.linked_at(unit, m))
                .map(|&m| (to, Some(m), false))
                .ok_or(Refusal::MiddleCutOff),
            TwoSquarePath::StopWhenCut => {
                Ok(match empty.iter().find(|&&m| self.linked_at(unit, m)) {
                    Some(&m) => (to, Some(m), false),
                    None => (first_empty, None, true),
                })
            }
        }
    }

    /// Whether the unit would be linked standing on `square` (the rest unchanged).
    pub fn linked_at(&self, unit: &Unit, square: Square) -> bool {
        let mut position = self.position.clone();
        if let Some(moved) = position.units.iter_mut().find(|u| u.id == unit.id) {
            moved.at = square;
        }
        Network::compute(&self.board, &position, &self.options).is_linked(unit.id)
    }

    /// Makes a move the rules allow, or refuses it and changes nothing.
    pub fn apply_move(&mut self, from: Square, to: Square) -> Result<Vec<GridEvent>, Refusal> {
        let plan = self.plan_move(from, to)?;
        let mut events = Vec::new();
        if let Some(unit) = self
            .position
            .units
            .iter_mut()
            .find(|u| u.id == plan.unit.id)
        {
            unit.at = plan.to;
        }
        self.turn.moved.push(plan.unit.id);
        if plan.retreat {
            self.retreat_due = None;
        }
        events.push(GridEvent::Moved {
            side: plan.unit.side,
            kind: plan.unit.kind,
            from,
            to: plan.to,
            retreat: plan.retreat,
        });
        if plan.stopped {
            events.push(GridEvent::StoppedCutOff { at: plan.to });
        }
        if plan.raid {
            let owner = plan.unit.side.opponent();
            self.position
                .arsenals
                .get_mut(owner)
                .retain(|&a| a != plan.to);
            self.turn.raids += 1;
            events.push(GridEvent::ArsenalDestroyed { owner, at: plan.to });
        }
        self.refresh_network();
        self.check_victory(&mut events);
        Ok(events)
    }

    /// The unit moved last this half-turn, if it is still on the board.
    pub fn last_moved(&self) -> Option<&Unit> {
        self.turn
            .moved
            .last()
            .and_then(|&id| self.position.unit(id))
    }
}
