//! Resolving a fire from the worksheet: the worksheet's setup as one engine command, which
//! throws from the game's dice (each in the log with its purpose), reads the fire table and
//! casualty rates and records the target's losses, all in one journal entry.

use super::troop_actions::refusal_words;
use super::workbench_app::WorkbenchApp;
use crate::table::reisswitz::{FireForm, TroopSession, effect_used, fire_setup};
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::dice::{DieId, DieReading, Face};
use kriegsspiel::systems::reisswitz_1815::game::{Command, Event, FireOrderSetup};
use kriegsspiel::systems::reisswitz_1815::ruleset::ExchangeKind;
use words::sentence;

impl WorkbenchApp {
    /// Throws and resolves the fire set up on the worksheet; the working goes on the sheet, a
    /// reason it cannot be fired goes to the message area.
    pub(super) fn resolve_fire(&mut self) {
        let Some(form) = self.troops().map(|t| t.fire.clone()) else {
            return;
        };
        match self.try_resolve_fire(&form) {
            Ok(lines) => {
                if let Some(troops) = self.troops_mut() {
                    troops.fire.last = units_named(troops, lines);
                }
            }
            Err(e) => self
                .session
                .notifications
                .error(format!("The fire was not resolved: {}", sentence(&e))),
        }
    }

    /// Resolves every fire on the turn's list in order; each one's working goes on the sheet,
    /// a fire that cannot be resolved says why and the rest go on. The list is emptied.
    pub(super) fn resolve_fire_list(&mut self) {
        let Some(orders) = self.troops_mut().map(|t| std::mem::take(&mut t.fire.batch)) else {
            return;
        };
        let mut lines = Vec::new();
        let mut failed = 0;
        for (i, order) in orders.iter().enumerate() {
            lines.push(format!("Fire {} of {}", i + 1, orders.len()));
            match self.try_resolve_fire(order) {
                Ok(more) => lines.extend(more),
                Err(e) => {
                    failed += 1;
                    lines.push(format!("Not resolved: {}", sentence(&e)));
                }
            }
        }
        if failed > 0 {
            self.session.notifications.error(format!(
                "{failed} of {} fires on the list could not be resolved; the worksheet says why.",
                orders.len()
            ));
        }
        if let Some(troops) = self.troops_mut() {
            troops.fire.last = units_named(troops, lines);
        }
    }

    /// Resolves one fire as one engine command ([`Command::ResolveFire`]): the worksheet's
    /// setup goes to the engine, which spends the turn of fire, throws the dice and records
    /// the losses whole; one undo takes it all back. The working comes back in its events.
    fn try_resolve_fire(&mut self, form: &FireForm) -> Result<Vec<String>, String> {
        let troops = self.troops().ok_or("there is no game on this map")?;
        let terrain = &self
            .session
            .map
            .as_ref()
            .ok_or("there is no map open")?
            .document
            .terrain;
        let setup = fire_setup(&troops.game, form, terrain)?;
        let rules = troops.game.state().ruleset().clone();
        let (effect, effect_line) = effect_used(&rules, &setup, form);
        let label = |id| {
            troops
                .game
                .state()
                .unit(id)
                .map_or_else(|_| "?".to_string(), |(u, _)| u.label.clone())
        };
        let (firer, target) = (label(&setup.firer), label(&setup.target));
        let mut lines = vec![format!(
            "{firer} fires at {target}: {:.0} paces, {} × {:.2}",
            setup.range,
            setup.arm.table_unit(),
            setup.scale
        )];
        lines.push(effect_line);
        let events = self.apply_and_touch(Command::ResolveFire(FireOrderSetup {
            firer: setup.firer.clone(),
            target: setup.target.clone(),
            arm: setup.arm,
            effect,
            range_paces: setup.range,
            scale: setup.scale,
            formation: setup.formation,
            modifiers: form.modifiers.iter().copied().collect(),
            override_reason: None,
        }))?;
        let working = events.iter().find_map(|e| match e {
            Event::FireResolved(working) => Some(working),
            _ => None,
        });
        let Some(working) = working else {
            return Err("the fire was not worked out".into());
        };
        lines.extend(working.lines.iter().cloned());
        if working.points <= 0.0 {
            lines.push(format!("{target} loses nothing."));
        } else {
            lines.extend(loss_lines(&events, &target));
        }
        Ok(lines)
    }

    /// Applies `command` to the game, marking the map changed; the events, or the reason in
    /// words.
    pub(super) fn apply_and_touch(&mut self, command: Command) -> Result<Vec<Event>, String> {
        let now = self.ctx.input(|i| i.time);
        let map = self.session.map.as_mut().ok_or("there is no map open")?;
        let troops = map.troops.as_mut().ok_or("there is no game on this map")?;
        let events = troops
            .apply(command)
            .map_err(|e| refusal_words(troops.game.state(), &e.to_string()))?;
        map.touch(now);
        Ok(events)
    }

    /// Throws `die` read by its face from the game's box, logged with `purpose`.
    pub(super) fn throw_face(&mut self, die: DieId, purpose: String) -> Result<Face, String> {
        let events = self.apply_and_touch(Command::ThrowDie {
            die,
            reading: DieReading::Face,
            purpose,
        })?;
        events
            .iter()
            .find_map(|e| match e {
                Event::DieThrown { entries } => entries.last().map(|t| t.face),
                _ => None,
            })
            .ok_or_else(|| "the throw was not logged".to_string())
    }
}

/// Worksheet `lines` with the units named by label and name instead of the engine's ids.
pub(super) fn units_named(troops: &TroopSession, lines: Vec<String>) -> Vec<String> {
    let state = troops.game.state();
    lines
        .into_iter()
        .map(|line| refusal_words(state, &line))
        .collect()
}

/// The losses, pin moves and exchanges among `events`, as lines for a worksheet; `target`
/// names the unit when an event does not.
pub(super) fn loss_lines(events: &[Event], target: &str) -> Vec<String> {
    let mut lines = Vec::new();
    for event in events {
        match event {
            Event::DieThrown { entries } => {
                for e in entries
                    .iter()
                    .filter(|e| e.purpose.starts_with("remainder"))
                {
                    lines.push(format!("Remainder throw: {} showed {}", e.die, e.face));
                }
            }
            Event::LossesRecorded {
                unit,
                side,
                formation,
                whole_men,
                position,
                track_length,
                working,
                ..
            } => {
                lines.extend(working.iter().cloned());
                lines.push(format!(
                    "{unit}: {whole_men} whole men off; the {side} pin on the {} track stands \
                     at {position} of {track_length}",
                    formation.words()
                ));
            }
            Event::StrengthChanged { unit, from, to } => {
                lines.push(format!("{unit} strength from {from} to {to}"));
            }
            Event::ExchangeMade {
                unit,
                exchange,
                times,
                blocks_left,
            } => {
                let what = match exchange {
                    ExchangeKind::HalfBattalionBlock | ExchangeKind::ParentBlock => {
                        "a half battalion is exchanged for the next smaller piece"
                    }
                    ExchangeKind::SquadronRemoved => "a squadron is removed",
                    ExchangeKind::GunLost => "a gun is lost",
                };
                lines.push(format!(
                    "Track completed ({times}×): on {unit}, {what}; {} left on the map",
                    counted(*blocks_left, "block")
                ));
            }
            Event::UnitRemoved { unit } => {
                lines.push(format!("{unit} has no blocks left and comes off the map"));
            }
            _ => {}
        }
    }
    if lines.is_empty() {
        lines.push(format!("{target}: no losses recorded"));
    }
    lines
}
