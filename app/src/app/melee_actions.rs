//! Melees and tests from the melee page: the melee thrown and applied by the engine, its
//! result written on the worksheet; a test thrown from the game's dice and read.

use super::fire_actions::{loss_lines, units_named};
use super::troop_actions::set_override;
use super::workbench_app::WorkbenchApp;
use crate::table::reisswitz::typed_ratio;
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::calc::{TestThrow, TestWorksheet};
use kriegsspiel::systems::reisswitz_1815::game::{Command, Event};
use words::sentence;

/// Blank faces thrown again before a test gives up.
const MAX_TEST_THROWS: usize = 50;

impl WorkbenchApp {
    /// Throws and applies a melee from the melee worksheet; the result goes on the worksheet,
    /// a refusal to the message area.
    pub(super) fn resolve_melee(&mut self, mut command: Command) {
        if let Some(troops) = self.troops() {
            let reason = troops.override_reason.trim().to_string();
            if !reason.is_empty() {
                set_override(&mut command, reason);
            }
        }
        match self.apply_and_touch(command) {
            Ok(events) => {
                let mut lines = Vec::new();
                for event in &events {
                    match event {
                        Event::Overridden { reason, .. } => {
                            lines.push(format!("Applied over a refusal: “{reason}”"));
                        }
                        Event::DieThrown { entries } => {
                            for e in entries.iter().filter(|e| e.purpose.starts_with("melee")) {
                                lines.push(format!("{} showed {}", e.die, e.face));
                            }
                        }
                        Event::MeleeThrowAgain { face } => lines.push(format!(
                            "Face {face} is blank: throw the die again and type the new face"
                        )),
                        Event::MeleeDecided {
                            winner,
                            printed_letter,
                            letter,
                            blocks_turned,
                            retreat,
                            pursuit,
                            working,
                            ..
                        } => {
                            lines.push(format!(
                                "The {} wins; the die shows {printed_letter}, the beaten side is {} ({letter}), {} turned",
                                winner.word(),
                                letter.word().to_lowercase(),
                                counted(*blocks_turned, "block")
                            ));
                            lines.extend(working.iter().cloned());
                            lines.push(format!("Retreat: {retreat}"));
                            lines.push(format!("Pursuit: {pursuit}"));
                        }
                        Event::MarkerSet { unit, detail, .. } => {
                            lines.push(format!("{unit}: {detail}"));
                        }
                        _ => {}
                    }
                }
                lines.extend(
                    loss_lines(&events, "")
                        .into_iter()
                        .filter(|l| !l.ends_with("no losses recorded")),
                );
                if let Some(troops) = self.troops_mut() {
                    troops.override_reason.clear();
                    troops.melee.last = units_named(troops, lines);
                    troops.melee.physical_face.clear();
                }
            }
            Err(e) => self.session.notifications.error(format!(
                "The melee was not applied: {} Nothing was changed.",
                sentence(&e)
            )),
        }
    }

    /// Throws the test set on the small worksheets (blank faces again) and writes what it
    /// decides on the worksheet; a reason it cannot be thrown goes to the message area.
    pub(super) fn throw_test(&mut self) {
        match self.try_throw_test() {
            Ok(lines) => {
                if let Some(troops) = self.troops_mut() {
                    troops.small.test_last = lines;
                }
            }
            Err(e) => self
                .session
                .notifications
                .error(format!("The test was not thrown: {}", sentence(&e))),
        }
    }

    fn try_throw_test(&mut self) -> Result<Vec<String>, String> {
        let troops = self.troops().ok_or("there is no game on this map")?;
        let rules = troops.game.state().ruleset();
        let ratio = typed_ratio(&troops.small.ratio)?;
        let sheet =
            TestWorksheet::compute(rules, &troops.small.test, ratio).map_err(|e| e.to_string())?;
        let purpose = format!("test: {}", sheet.test.condition);
        let mut lines = Vec::new();
        for _ in 0..MAX_TEST_THROWS {
            let face = self.throw_face(sheet.test.die, purpose.clone())?;
            let rules = self
                .troops()
                .ok_or("there is no game on this map")?
                .game
                .state()
                .ruleset();
            let result = sheet.resolve(rules, face).map_err(|e| e.to_string())?;
            lines.push(format!(
                "Die {} showed {}",
                sheet.test.die.roman(),
                face.number()
            ));
            match result {
                TestThrow::ThrowAgain => continue,
                TestThrow::FavouredWins => {
                    lines.push(format!(
                        "{} wins: {}",
                        sheet.test.favoured, sheet.test.if_favoured_wins
                    ));
                    return Ok(lines);
                }
                TestThrow::FavouredLoses => {
                    lines.push(format!(
                        "{} loses: {}",
                        sheet.test.favoured, sheet.test.if_favoured_loses
                    ));
                    return Ok(lines);
                }
            }
        }
        Err(format!(
            "die {} showed blanks {MAX_TEST_THROWS} times",
            sheet.test.die.roman()
        ))
    }
}
