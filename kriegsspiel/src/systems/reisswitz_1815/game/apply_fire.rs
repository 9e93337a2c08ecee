//! Resolving a fire as one command (reference §12.1; Section 3 — Fire): the turn of fire comes
//! off the firer's ammunition, a 9-pdr's column die and the fire die are thrown from the
//! game's box, the table is read and the target's losses go on its pin — all or nothing, so
//! one undo takes the fire back whole.

use super::event::Event;
use super::fire_order_setup::{FireOrderSetup, FireWorking, NINE_PDR_COLUMN_DIE};
use super::game_error::GameError;
use super::game_state::GameState;
use crate::systems::reisswitz_1815::calc::casualty_pin::points_to_men;
use crate::systems::reisswitz_1815::calc::fire::{FireOrder, die_to_throw, fire_points};
use crate::systems::reisswitz_1815::calc::fire_arm::FireArm;
use crate::systems::reisswitz_1815::calc::range_band::range_band;
use crate::systems::reisswitz_1815::dice::{DieId, DieReading, Face};

impl GameState {
    /// Resolves `order` (the state is a copy the caller throws away on an error).
    pub(super) fn resolve_fire(&mut self, order: &FireOrderSetup) -> Result<Vec<Event>, GameError> {
        let mut events = self.fire_turn(&order.firer, order.override_reason.as_deref())?;
        // The throws' purposes name the units as the umpire knows them, by their labels.
        let label = |id| {
            self.unit(id)
                .map_or_else(|_| "?".to_string(), |(u, _)| u.label.clone())
        };
        let (firer, target) = (label(&order.firer), label(&order.target));
        let mut lines = Vec::new();
        let column = if order.arm == FireArm::NinePounder {
            let face = self.thrown(
                NINE_PDR_COLUMN_DIE,
                &format!("9-pdr column: {firer} at {target}"),
                &mut events,
            )?;
            lines.push(format!("Column die: face {}", face.number()));
            Some(face)
        } else {
            None
        };
        let rules = self.ruleset().clone();
        let band = range_band(&rules, order.arm, order.range_paces, column)?;
        lines.push(format!(
            "Range band: {} ({:.0}–{:.0} paces)",
            band.band, band.from, band.to
        ));
        let die = die_to_throw(&rules, order.arm, order.effect, &order.modifiers, column)?;
        let face = self.thrown(die, &format!("fire: {firer} at {target}"), &mut events)?;
        lines.push(format!("Die {}: face {}", die.roman(), face.number()));
        let result = fire_points(
            &rules,
            &FireOrder {
                arm: order.arm,
                effect: order.effect,
                range_paces: order.range_paces,
                face,
                scale: order.scale,
                modifiers: order.modifiers.clone(),
                nine_pdr_column_face: column,
            },
        )?;
        let men = points_to_men(&rules, order.formation, result.points)?;
        lines.extend(
            result
                .steps
                .iter()
                .chain(&men.steps)
                .map(|s| format!("{} [{}]", s.text, s.source)),
        );
        events.push(Event::FireResolved(FireWorking {
            firer: order.firer.clone(),
            target: order.target.clone(),
            points: result.points,
            lines,
        }));
        if result.points > 0.0 {
            events.extend(self.record_losses(
                &order.target,
                Some(order.formation),
                result.points,
                &format!("fire: {firer} at {target}, {:.0} paces", order.range_paces),
            )?);
        }
        Ok(events)
    }

    /// Throws `die` read by its face, adding the throw's events to `events`; the face.
    fn thrown(
        &mut self,
        die: DieId,
        purpose: &str,
        events: &mut Vec<Event>,
    ) -> Result<Face, GameError> {
        let thrown = self.throw_die(die, DieReading::Face, purpose)?;
        let face = thrown.iter().find_map(|e| match e {
            Event::DieThrown { entries } => entries.last().map(|t| t.face),
            _ => None,
        });
        events.extend(thrown);
        face.ok_or(GameError::Rules(crate::error::RulesError::Misrouted(
            "a throw was not logged",
        )))
    }
}
