//! The forces editor: before the battle the umpire sets each side's force — infantry, cavalry
//! and guns (Wells L375), and in the Kriegspiel appendix the General, engineers and artillery
//! (Wells L577, L595, L596) — sees its points and whether the force rule in force allows the
//! two (equal and similar, or the 150-point buy, Wells L375; Streamlined L44), and starts the
//! put-down again with them. It reads the forces and returns an answer; it never changes the
//! game.

use egui::{Context, DragValue, Id, Modal, RichText, Ui};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsOptions;
use kriegsspiel::systems::little_wars::forces::{
    MOST_GUNS, MOST_OF_AN_ARM, SideForce, check_composition, check_forces,
};
use kriegsspiel::systems::little_wars::option_readings::ForceSelection;

/// The umpire's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForcesAnswer {
    /// Start the put-down again with these forces.
    Start,
    /// Give up; the battle on the table stays.
    Cancel,
}

/// The two forces being edited and the force rule they are checked against.
#[derive(Debug, Clone, PartialEq)]
pub struct ForcesEditor {
    /// Red's force.
    pub red: SideForce,
    /// Blue's force.
    pub blue: SideForce,
    /// How the forces are chosen (`force_selection`): equal, or the 150-point buy.
    pub selection: ForceSelection,
    /// Whether the appendix's men may be given (`rules_mode` = `kriegspiel`).
    pub kriegspiel: bool,
}

impl ForcesEditor {
    /// The editor opened on the forces of the battle now on the table, under its options.
    pub fn new(red: SideForce, blue: SideForce, options: &LittleWarsOptions) -> Self {
        ForcesEditor {
            red,
            blue,
            selection: options.force_selection,
            kriegspiel: options.kriegspiel(),
        }
    }

    /// The options the new battle is played under: those in force with the force rule chosen
    /// here.
    pub fn options(&self, current: &LittleWarsOptions) -> LittleWarsOptions {
        let mut options = current.clone();
        options.force_selection = self.selection;
        options
    }

    /// Whether the force rule allows the two forces, in words: `Ok` with what it says, or
    /// `Err` with why not.
    pub fn verdict(&self) -> Result<String, String> {
        let mut options = LittleWarsOptions::defaults();
        options.force_selection = self.selection;
        for force in [self.red, self.blue] {
            force
                .check_size()
                .map_err(|e| format!("Not allowed: {e}"))?;
        }
        check_forces(self.red.count(), self.blue.count(), &options)
            .and_then(|()| check_composition(self.red.count(), self.blue.count(), &options))
            .map_err(|e| format!("Not allowed: {e}"))?;
        Ok(match self.selection {
            ForceSelection::Equal => {
                "The forces are equal in number and similar in composition (Wells L375).".into()
            }
            ForceSelection::Points150 => {
                "Each force keeps within the 150-point buy (Wells L375; Streamlined L44).".into()
            }
        })
    }

    /// Shows the window; returns the umpire's answer once given.
    pub fn show(&mut self, ctx: &Context) -> Option<ForcesAnswer> {
        let mut answer = None;
        let response = Modal::new(Id::unique("little_wars_forces")).show(ctx, |ui| {
            // A fixed size: a modal that grows from frame to frame moves under the pointer.
            ui.set_width(760.0);
            ui.heading("Forces");
            ui.label(
                "Each side's force before the battle. Wells found the best proportion about 20 \
                 to 25 infantry and 12 to 15 cavalry to a gun, a force for a front of 4 or 5 \
                 feet (Wells L375). Starting with these forces puts both sides down again \
                 behind their back lines.",
            );
            self.selection_choice(ui);
            ui.separator();
            ui.columns(2, |columns| {
                let [red, blue] = columns else {
                    return;
                };
                let kriegspiel = self.kriegspiel;
                side_column(red, Side::Red, &mut self.red, kriegspiel);
                side_column(blue, Side::Blue, &mut self.blue, kriegspiel);
            });
            ui.separator();
            let verdict = self.verdict();
            match &verdict {
                Ok(words) => ui.label(RichText::new(words).strong()),
                Err(why) => ui.label(RichText::new(why).color(ui.visuals().error_fg_color)),
            };
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(
                        verdict.is_ok(),
                        egui::Button::new("Start with these forces"),
                    )
                    .clicked()
                {
                    answer = Some(ForcesAnswer::Start);
                }
                if ui.button("Default forces").clicked() {
                    self.red = SideForce::default_for(self.kriegspiel);
                    self.blue = self.red;
                }
                if ui.button("Cancel").clicked() {
                    answer = Some(ForcesAnswer::Cancel);
                }
            });
        });
        if answer.is_none() && response.should_close() {
            answer = Some(ForcesAnswer::Cancel);
        }
        answer
    }

    fn selection_choice(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            ui.label("Forces chosen:");
            for (reading, text) in [
                (
                    ForceSelection::Equal,
                    "equal in number and similar (Wells L375, default)",
                ),
                (
                    ForceSelection::Points150,
                    "by the 150-point buy (Wells L375; Streamlined L44)",
                ),
            ] {
                if ui.radio(self.selection == reading, text).clicked() {
                    self.selection = reading;
                }
            }
        });
    }
}

/// One number of a side's force: a label naming side and arm, and its value.
fn count_row(ui: &mut Ui, name: String, value: &mut u32, most: u32, enabled: bool) {
    ui.horizontal(|ui| {
        let label = ui.label(&name);
        ui.add_enabled(enabled, DragValue::new(value).range(0..=most).speed(0.2))
            .labelled_by(label.id);
    });
}

/// A side's column: its numbers, the appendix's men when in the Kriegspiel mode, and its
/// points with the working (Wells L375).
fn side_column(ui: &mut Ui, side: Side, force: &mut SideForce, kriegspiel: bool) {
    ui.label(RichText::new(format!("{side}")).strong().size(18.0));
    count_row(
        ui,
        format!("{side} infantry"),
        &mut force.infantry,
        MOST_OF_AN_ARM,
        true,
    );
    count_row(
        ui,
        format!("{side} cavalry"),
        &mut force.cavalry,
        MOST_OF_AN_ARM,
        true,
    );
    count_row(ui, format!("{side} guns"), &mut force.guns, MOST_GUNS, true);
    ui.label(RichText::new("Kriegspiel appendix only:").small());
    ui.add_enabled(
        kriegspiel,
        egui::Checkbox::new(&mut force.general, format!("{side} General (Wells L577)")),
    );
    count_row(
        ui,
        format!("{side} engineers"),
        &mut force.engineers,
        MOST_OF_AN_ARM,
        kriegspiel,
    );
    count_row(
        ui,
        format!("{side} artillery"),
        &mut force.artillery,
        MOST_OF_AN_ARM,
        kriegspiel,
    );
    if !kriegspiel {
        *force = force.floor_game_only();
    }
    let points = force.count().points();
    ui.label(format!(
        "{side}: {} men and {} gun{}, {} points.",
        force.men(),
        force.guns,
        if force.guns == 1 { "" } else { "s" },
        points.points
    ));
    for step in &points.steps {
        ui.label(RichText::new(format!("• {step}")).small());
    }
    if force.has_appendix_men() {
        ui.label(
            RichText::new(
                "Wells gives no points for the appendix's men: they are counted with the \
                 cavalry.",
            )
            .small(),
        );
    }
}

#[cfg(test)]
mod forces_editor_tests {
    use super::*;

    #[test]
    fn the_verdict_follows_the_force_rule() {
        let options = LittleWarsOptions::defaults();
        let mut editor = ForcesEditor::new(SideForce::DEFAULT, SideForce::DEFAULT, &options);
        assert!(editor.verdict().is_ok());
        editor.blue.cavalry += 1;
        let why = editor.verdict().unwrap_err();
        assert!(why.contains("Wells L375"), "{why}");
        editor.selection = ForceSelection::Points150;
        assert!(editor.verdict().is_ok());
        editor.red.guns = 14;
        assert!(editor.verdict().unwrap_err().contains("at most 12 guns"));
        editor.red = SideForce {
            infantry: 60,
            cavalry: 40,
            guns: 3,
            ..SideForce::DEFAULT
        };
        assert!(
            editor.verdict().is_ok(),
            "Wells L375: 60, 40 and 3 make 150"
        );
        editor.red.infantry += 1;
        assert!(editor.verdict().unwrap_err().contains("150"));
        assert_eq!(
            editor.options(&options).force_selection,
            ForceSelection::Points150
        );
    }
}
