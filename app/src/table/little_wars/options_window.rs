//! The options window: before the battle, every named option of Little Wars (the rules
//! reference's §1, as data in the engine's `option_specs`) in the reference's groups, each with
//! its question, its readings with the default marked, and the sources it is argued from.
//! "Start with these options" puts both sides down again under them; the forces stay.

use egui::{CollapsingHeader, Context, Id, Modal, RichText, ScrollArea, Ui};
use kriegsspiel::systems::little_wars::LittleWarsOptions;
use kriegsspiel::systems::little_wars::option_specs::{OptionSpec, grouped_specs};

/// The umpire's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionsAnswer {
    /// Start the put-down again under the options chosen.
    Start,
    /// Give up; the battle on the table stays.
    Cancel,
}

/// The options being chosen, and the last refusal of a reading.
#[derive(Debug, Clone, PartialEq)]
pub struct OptionsWindow {
    /// The options chosen so far.
    pub options: LittleWarsOptions,
    problem: Option<String>,
}

impl OptionsWindow {
    /// The window opened on the options of the battle now on the table.
    pub fn new(options: &LittleWarsOptions) -> Self {
        OptionsWindow {
            options: options.clone(),
            problem: None,
        }
    }

    /// Chooses `reading` for option `id` (as the window's choices do).
    pub fn choose(&mut self, id: &str, reading: &str) {
        self.problem = self.options.set(id, reading).err().map(|e| e.to_string());
    }

    /// The options chosen away from their defaults, in words ("`curtain` = off, …").
    pub fn chosen_words(&self) -> String {
        let chosen: Vec<String> = self
            .options
            .chosen()
            .map(|(id, reading)| format!("{id} = {reading}"))
            .collect();
        if chosen.is_empty() {
            "Every option at its default.".into()
        } else {
            format!("Away from the defaults: {}.", chosen.join(", "))
        }
    }

    /// Shows the window; returns the umpire's answer once given.
    pub fn show(&mut self, ctx: &Context) -> Option<OptionsAnswer> {
        let mut answer = None;
        let response = Modal::new(Id::unique("little_wars_options")).show(ctx, |ui| {
            // A fixed size: a modal that grows from frame to frame moves under the pointer.
            ui.set_width(820.0);
            ui.heading("Little Wars options");
            ui.label(
                "Every point where Wells, the streamlined rules and the appendix disagree or say \
                 nothing is an option; the defaults are the rules reference's. Hover a question \
                 for its id. Starting with these options puts both sides down again.",
            );
            ScrollArea::vertical()
                .min_scrolled_height(520.0)
                .max_height(520.0)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    for (n, (group, specs)) in grouped_specs().into_iter().enumerate() {
                        CollapsingHeader::new(RichText::new(group).strong().size(16.0))
                            .id_salt(("little_wars_option_group", n))
                            .default_open(n == 0 || group == "Settings")
                            .show(ui, |ui| {
                                for spec in specs {
                                    self.option_row(ui, spec);
                                }
                            });
                    }
                });
            ui.label(RichText::new(self.chosen_words()).small());
            if let Some(problem) = &self.problem {
                ui.label(RichText::new(problem).color(ui.visuals().error_fg_color));
            }
            ui.horizontal(|ui| {
                if ui.button("Start with these options").clicked() {
                    answer = Some(OptionsAnswer::Start);
                }
                if ui.button("All defaults").clicked() {
                    self.options = LittleWarsOptions::defaults();
                    self.problem = None;
                }
                if ui.button("Cancel").clicked() {
                    answer = Some(OptionsAnswer::Cancel);
                }
            });
        });
        if answer.is_none() && response.should_close() {
            answer = Some(OptionsAnswer::Cancel);
        }
        answer
    }

    /// One option: its question and sources, and a choice of its readings, the default
    /// marked.
    fn option_row(&mut self, ui: &mut Ui, spec: &OptionSpec) {
        ui.label(RichText::new(spec.question).strong())
            .on_hover_text(format!("{} (sources: {})", spec.id, spec.cite));
        let chosen = self.options.reading(spec.id);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{} ({}):", spec.id, spec.cite)).small());
            for &reading in spec.readings {
                let text = if reading == spec.default {
                    format!("{reading} (default)")
                } else {
                    reading.to_string()
                };
                if ui.radio(reading == chosen, text).clicked() && reading != chosen {
                    self.choose(spec.id, reading);
                }
            }
        });
        if spec.id == "supply_model" {
            ui.label(
                RichText::new(
                    "Unless chosen, none in the floor game and packets in the Kriegspiel \
                     appendix.",
                )
                .small(),
            );
        }
        ui.add_space(4.0);
    }
}

#[cfg(test)]
mod options_window_tests {
    use super::*;

    #[test]
    fn a_reading_chosen_is_kept_and_named() {
        let mut window = OptionsWindow::new(&LittleWarsOptions::defaults());
        assert_eq!(window.chosen_words(), "Every option at its default.");
        window.choose("curtain", "off");
        window.choose("game_type", "blow_at_rear");
        assert_eq!(
            window.chosen_words(),
            "Away from the defaults: curtain = off, game_type = blow_at_rear."
        );
        window.choose("curtain", "sideways");
        assert!(window.problem.is_some());
        assert_eq!(window.options.reading("curtain"), "off");
    }
}
