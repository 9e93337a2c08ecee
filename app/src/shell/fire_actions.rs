//! Resolving a fire from the worksheet: throws from the game's dice (each in the journal with
//! its purpose), the engine's fire table and casualty rates, and the target's new strength as
//! a game command.

use super::image_loads::sentence;
use super::workbench_app::WorkbenchApp;
use crate::troops::{NINE_PDR_COLUMN_DIE, fire_setup};
use kriegsspiel::calc::casualty_pin::points_to_men;
use kriegsspiel::calc::fire::{FireOrder, die_to_throw, fire_points};
use kriegsspiel::calc::fire_arm::FireArm;
use kriegsspiel::calc::fire_modifier::FireModifier;
use kriegsspiel::calc::range_band::range_band;
use kriegsspiel::dice::{DieId, DieReading, Face};
use kriegsspiel::game::Command;

impl WorkbenchApp {
    /// Throws and resolves the fire set up on the worksheet; the working goes on the sheet, a
    /// reason it cannot be fired goes to the message area.
    pub(super) fn resolve_fire(&mut self) {
        match self.try_resolve_fire() {
            Ok(lines) => {
                if let Some(troops) = self.troops_mut() {
                    troops.fire.last = lines;
                }
            }
            Err(e) => self
                .session
                .notifications
                .error(format!("The fire was not resolved: {}", sentence(&e))),
        }
    }

    fn try_resolve_fire(&mut self) -> Result<Vec<String>, String> {
        let troops = self.troops().ok_or("there is no game on this map")?;
        let setup = fire_setup(&troops.game, &troops.fire)?;
        let effect = troops.fire.effect;
        let modifiers: Vec<FireModifier> = troops.fire.modifiers.iter().copied().collect();
        let rules = troops.game.state().ruleset().clone();
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
        let column = if setup.arm == FireArm::NinePounder {
            let face = self.throw_face(
                NINE_PDR_COLUMN_DIE,
                format!("9-pdr column: {firer} at {target}"),
            )?;
            lines.push(format!("Column die: face {}", face.number()));
            Some(face)
        } else {
            None
        };
        let band = range_band(&rules, setup.arm, setup.range, column).map_err(|e| e.to_string())?;
        lines.push(format!(
            "Range band: {} ({:.0}–{:.0} paces)",
            band.band, band.from, band.to
        ));
        let die = die_to_throw(&rules, setup.arm, effect, &modifiers, column)
            .map_err(|e| e.to_string())?;
        let face = self.throw_face(die, format!("fire: {firer} at {target}"))?;
        lines.push(format!("Die {}: face {}", die.roman(), face.number()));
        let order = FireOrder {
            arm: setup.arm,
            effect,
            range_paces: setup.range,
            face,
            scale: setup.scale,
            modifiers,
            nine_pdr_column_face: column,
        };
        let result = fire_points(&rules, &order).map_err(|e| e.to_string())?;
        lines.extend(
            result
                .steps
                .iter()
                .map(|s| format!("{} [{}]", s.text, s.source)),
        );
        let men =
            points_to_men(&rules, setup.formation, result.points).map_err(|e| e.to_string())?;
        lines.extend(
            men.steps
                .iter()
                .map(|s| format!("{} [{}]", s.text, s.source)),
        );

        let troops = self.troops().ok_or("there is no game on this map")?;
        let (_, state) = troops
            .game
            .state()
            .unit(&setup.target)
            .map_err(|e| e.to_string())?;
        let lost = u32::try_from(men.count.floor()).unwrap_or(u32::MAX);
        let (mut new_men, mut new_guns) = (state.strength.men, state.strength.guns);
        if men.counts == "guns" {
            new_guns = new_guns.saturating_sub(lost);
        } else {
            new_men = new_men.saturating_sub(lost);
        }
        let fraction = men.count.fract().to_f64();
        lines.push(format!(
            "{target} loses {lost} {}: from {} to {}{}",
            men.counts,
            state.strength,
            kriegsspiel::army::Strength {
                men: new_men,
                guns: new_guns
            },
            if fraction > 0.0 {
                format!(
                    " (the remaining {fraction:.2} is not carried over: the casualty board is \
                     not in the workbench yet)"
                )
            } else {
                String::new()
            }
        ));
        if lost > 0 {
            self.game_command(Command::SetStrength {
                unit: setup.target,
                men: i64::from(new_men),
                guns: i64::from(new_guns),
            });
        }
        Ok(lines)
    }

    /// Throws `die` read by its face from the game's box, logged with `purpose`.
    fn throw_face(&mut self, die: DieId, purpose: String) -> Result<Face, String> {
        let troops = self.troops_mut().ok_or("there is no game on this map")?;
        troops
            .apply(Command::ThrowDie {
                die,
                reading: DieReading::Face,
                purpose,
            })
            .map_err(|e| e.to_string())?;
        let now = self.ctx.input(|i| i.time);
        if let Some(map) = &mut self.session.map {
            map.touch(now);
        }
        self.troops()
            .and_then(|t| t.game.state().dice().log().entries().last().map(|e| e.face))
            .ok_or_else(|| "the throw was not logged".to_string())
    }
}
