//! The melee at the table (Wells L296-L320): who is in it, the count and its working, and the
//! choice that belongs to the player who has just moved — which men of both sides die and
//! which are taken (Wells L320). The program proposes the men in id order; each man's fate may
//! be changed before the melee is settled, and the counts must agree with the arithmetic.

use egui::{Color32, RichText, Ui};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::game::{FoundMelee, LittleWarsGame, Phase};
use kriegsspiel::systems::little_wars::melee::MeleeOutcome;
use std::collections::BTreeMap;

/// What becomes of a man in the melee.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fate {
    /// Killed.
    Dies,
    /// Taken prisoner.
    Taken,
    /// Left standing.
    Stands,
}

/// The mover's choice for the melee now on the table, kept between frames.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MeleeChoice {
    /// The melee it was made for: a different melee starts a fresh choice.
    melee: Option<FoundMelee>,
    /// Each man's fate.
    fates: BTreeMap<u32, Fate>,
}

impl MeleeChoice {
    /// The program's proposal: on each side the lowest ids die, the next are taken (as the
    /// engine picks when no choice is given).
    fn proposed(m: &FoundMelee, outcome: &MeleeOutcome) -> Self {
        let mut fates = BTreeMap::new();
        for (ids, result) in [(&m.mover, &outcome.mover), (&m.other, &outcome.other)] {
            let mut sorted = ids.clone();
            sorted.sort_unstable();
            let (dead, taken) = (result.dead as usize, result.taken_prisoner as usize);
            for (n, id) in sorted.into_iter().enumerate() {
                let fate = if n < dead {
                    Fate::Dies
                } else if n < dead + taken {
                    Fate::Taken
                } else {
                    Fate::Stands
                };
                fates.insert(id, fate);
            }
        }
        MeleeChoice {
            melee: Some(m.clone()),
            fates,
        }
    }

    fn count(&self, ids: &[u32], fate: Fate) -> u32 {
        let n = ids
            .iter()
            .filter(|id| self.fates.get(id) == Some(&fate))
            .count();
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    /// The men chosen for `fate`, in id order.
    fn chosen(&self, fate: Fate) -> Vec<u32> {
        self.fates
            .iter()
            .filter(|(_, f)| **f == fate)
            .map(|(id, _)| *id)
            .collect()
    }

    /// What is wrong with the choice against the arithmetic, side by side; empty when none.
    fn mismatches(&self, m: &FoundMelee, outcome: &MeleeOutcome, mover: Side) -> Vec<String> {
        let mut wrong = Vec::new();
        for (ids, result, side) in [
            (&m.mover, &outcome.mover, mover),
            (&m.other, &outcome.other, mover.opponent()),
        ] {
            let (dead, taken) = (self.count(ids, Fate::Dies), self.count(ids, Fate::Taken));
            if dead != result.dead || taken != result.taken_prisoner {
                wrong.push(format!(
                    "{side}: {} to die and {} to be taken; chosen {dead} and {taken}",
                    result.dead, result.taken_prisoner
                ));
            }
        }
        wrong
    }
}

/// Draws the melee section; returns the settle command when pressed.
pub fn show(
    ui: &mut Ui,
    game: &LittleWarsGame,
    choice: &mut MeleeChoice,
    last: &[String],
) -> Option<LittleWarsCommand> {
    let s = game.state();
    if s.phase == Phase::PutDown {
        return None;
    }
    ui.heading("Melee");
    let found = s.find_melees();
    let mut command = None;
    match found.first() {
        None => {
            ui.label("No men of the side that moved are in contact with the enemy.");
        }
        Some(m) => {
            ui.label(format!(
                "{} men of the side that moved (supporters {}) against {} (supporters {}).",
                m.mover.len(),
                m.mover_supporters.len(),
                m.other.len(),
                m.other_supporters.len()
            ));
            match s.melee_outcome(m) {
                Ok(outcome) => command = settle(ui, game, m, &outcome, choice),
                Err(e) => {
                    ui.colored_label(ui.visuals().error_fg_color, e.to_string());
                }
            }
        }
    }
    if !last.is_empty() && found.is_empty() {
        ui.label(RichText::new("Last melee settled:").strong());
        for step in last {
            ui.label(RichText::new(format!("• {step}")).small());
        }
    }
    command
}

fn settle(
    ui: &mut Ui,
    game: &LittleWarsGame,
    m: &FoundMelee,
    outcome: &MeleeOutcome,
    choice: &mut MeleeChoice,
) -> Option<LittleWarsCommand> {
    let s = game.state();
    for step in &outcome.steps {
        ui.label(RichText::new(format!("• {step}")).small());
    }
    if choice.melee.as_ref() != Some(m) {
        *choice = MeleeChoice::proposed(m, outcome);
    }
    let chooser = s.to_move;
    let has_choice = outcome.mover.dead + outcome.mover.taken_prisoner > 0
        || outcome.other.dead + outcome.other.taken_prisoner > 0;
    if has_choice {
        ui.label(format!(
            "{chooser} moved, so {chooser} chooses which men of both sides die and which are \
             taken (Wells L320):"
        ));
        let mut ids: Vec<u32> = m.mover.iter().chain(&m.other).copied().collect();
        ids.sort_unstable();
        for id in ids {
            let Ok(man) = s.figure(id) else { continue };
            let name = format!("{} {} {}", man.side, man.arm.name(), id);
            let Some(fate) = choice.fates.get_mut(&id) else {
                continue;
            };
            ui.horizontal(|ui| {
                ui.label(&name);
                for (value, word) in [
                    (Fate::Dies, "dies"),
                    (Fate::Taken, "taken"),
                    (Fate::Stands, "stands"),
                ] {
                    let label = format!("{name} {word}");
                    let chosen = *fate == value;
                    ui.selectable_value(fate, value, word).widget_info(|| {
                        egui::WidgetInfo::selected(egui::Role::Button, true, chosen, &label)
                    });
                }
            });
        }
    }
    let wrong = choice.mismatches(m, outcome, chooser);
    for line in &wrong {
        ui.label(RichText::new(line).color(Color32::from_rgb(200, 60, 0)));
    }
    let pressed = ui
        .add_enabled(wrong.is_empty(), egui::Button::new("Settle melee"))
        .clicked();
    pressed.then(|| LittleWarsCommand::SettleMelee {
        mover: m.mover.clone(),
        other: m.other.clone(),
        mover_supporters: m.mover_supporters.clone(),
        other_supporters: m.other_supporters.clone(),
        dead: choice.chosen(Fate::Dies),
        taken: choice.chosen(Fate::Taken),
    })
}

impl super::LittleWarsTable {
    /// Settles the melee as chosen; once applied, its working stays on the panel and the
    /// choice is cleared.
    pub(super) fn settle_melee(&mut self, command: LittleWarsCommand) {
        let working =
            super::side_panel::melee_working(self.game.as_ref().map(crate::table::TableGame::game));
        if self.apply(command) {
            self.last_working = working.unwrap_or_default();
            self.floor.melee_choice = MeleeChoice::default();
        }
    }
}
