//! The dice tray: the five Reisswitz dice drawn face by face, thrown from the game's seeded
//! dice box or typed in from a physical die, with a chart of each die's outcome chances against
//! what this game's throws have shown.

use super::troop_action::TroopAction;
use super::troop_session::TroopSession;
use egui::{
    Align2, Color32, FontId, Rect, RichText, Sense, Stroke, StrokeKind, TextEdit, Ui, Vec2,
};
use egui_plot::{Bar, BarChart, Legend, Plot};
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::dice::{
    DieId, DieKind, DieProbabilities, DieReading, Face, ObservedCounts,
};
use kriegsspiel::systems::reisswitz_1815::game::{Command, Game};
use kriegsspiel::systems::reisswitz_1815::ruleset::{Circle, CombatFace, Ruleset};

/// Side of one face drawn in the tray, points: small enough that a die's row fits the side
/// panel at its narrowest.
const FACE_SIDE: f32 = 25.0;

/// Shows the tray for `troops`' game; returns the throws asked for.
pub fn show_dice_tray(ui: &mut Ui, troops: &mut TroopSession) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    // Borrow the fields apart: the rules are read while the tray's fields are edited.
    let TroopSession {
        game,
        throw_purpose,
        tray_die,
        physical_face,
        ..
    } = troops;
    let rules = game.state().ruleset();
    ui.label(
        "Each die shows its six faces: the circle (A: the side the odds favour is beaten, O: \
         the other side), the letter (R repulsed, D defeated, T totally defeated) and the flame. \
         A blank face is thrown again.",
    );
    ui.horizontal(|ui| {
        let label = ui.label("Purpose");
        ui.add(TextEdit::singleline(throw_purpose).desired_width(200.0))
            .labelled_by(label.id);
    });
    // One row a die, in a grid so the faces and the buttons stand in columns whatever the
    // width of "Die I" and "Die III".
    egui::Grid::new("dice_tray_rows")
        .spacing([4.0, 6.0])
        .show(ui, |ui| {
            for &die in DieId::ALL {
                let chosen = *tray_die == die;
                if ui
                    .selectable_label(
                        chosen,
                        RichText::new(format!("Die {}", die.roman())).strong(),
                    )
                    .on_hover_text(die.odds_label())
                    .clicked()
                {
                    *tray_die = die;
                }
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = 2.0;
                    for n in 1..=6 {
                        if let Ok(face) = Face::new(n)
                            && let Ok(f) = rules.dice.face(die, face)
                        {
                            draw_face(ui, n, &f);
                        }
                    }
                });
                if ui
                    .button(format!("Throw die {}", die.roman()))
                    .on_hover_text("Throw from the game's dice box; blanks are thrown again")
                    .clicked()
                {
                    *tray_die = die;
                    actions.push(TroopAction::Command(Command::ThrowDie {
                        die,
                        reading: DieReading::Circle,
                        purpose: purpose(throw_purpose),
                    }));
                }
                ui.end_row();
            }
        });
    ui.horizontal(|ui| {
        let label = ui.label(format!("Physical die {} showed", tray_die.roman()));
        ui.add(TextEdit::singleline(physical_face).desired_width(30.0))
            .labelled_by(label.id);
        if ui
            .button("Record the face")
            .on_hover_text("Log the face of a die thrown by hand at the table (1 to 6)")
            .clicked()
        {
            match physical_face.trim().parse::<i64>() {
                Ok(face) => actions.push(TroopAction::Command(Command::RecordThrow {
                    die: DieKind::Reisswitz(*tray_die),
                    face,
                    purpose: purpose(throw_purpose),
                })),
                Err(_) => actions.push(TroopAction::Refuse(format!(
                    "“{}” is not a face: type a number from 1 to 6.",
                    physical_face.trim()
                ))),
            }
        }
    });
    show_last_throw(ui, game, rules);
    show_chart(ui, game, *tray_die, rules);
    actions
}

fn purpose(text: &str) -> String {
    let text = text.trim();
    if text.is_empty() {
        "umpire's throw".to_string()
    } else {
        text.to_string()
    }
}

/// One face: a rounded square with its circle, letter and flame.
fn draw_face(ui: &mut Ui, number: i64, face: &CombatFace) {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(FACE_SIDE), Sense::hover());
    let painter = ui.painter();
    painter.rect(
        rect,
        4.0,
        Color32::from_gray(245),
        Stroke::new(1.0, Color32::from_gray(90)),
        StrokeKind::Inside,
    );
    let ink = Color32::from_gray(20);
    let text = match (face.circle, face.letter) {
        (Circle::Again, _) => String::new(),
        (circle, Some(letter)) => format!("{} {letter}", circle_mark(circle)),
        (circle, None) => circle_mark(circle).to_string(),
    };
    if face.circle != Circle::Again {
        painter.circle_stroke(
            rect.center() - Vec2::new(0.0, 3.0),
            FACE_SIDE * 0.36,
            Stroke::new(1.0, ink),
        );
    }
    painter.text(
        rect.center() - Vec2::new(0.0, 3.0),
        Align2::CENTER_CENTER,
        text,
        FontId::proportional(9.0),
        ink,
    );
    if face.flame {
        let flame =
            Rect::from_center_size(rect.center_bottom() - Vec2::new(0.0, 5.0), Vec2::splat(6.0));
        painter.circle_filled(flame.center(), 3.0, Color32::from_rgb(230, 90, 20));
    }
    let words = match (face.circle, face.letter) {
        (Circle::Again, _) => "blank, throw again".to_string(),
        (Circle::A, l) => format!("A: the favoured side beaten{}", letter_words(l)),
        (Circle::O, l) => format!("O: the other side beaten{}", letter_words(l)),
    };
    let flame = if face.flame { ", flame" } else { "" };
    response.on_hover_text(format!("Face {number}: {words}{flame}"));
}

/// The mark printed in a face's circle: "A", "O", or nothing on a blank face.
fn circle_mark(circle: Circle) -> &'static str {
    match circle {
        Circle::A => "A",
        Circle::O => "O",
        Circle::Again => "",
    }
}

fn letter_words(
    letter: Option<kriegsspiel::systems::reisswitz_1815::ruleset::DefeatLetter>,
) -> String {
    letter.map_or_else(String::new, |l| format!(" ({})", l.word()))
}

fn show_last_throw(ui: &mut Ui, game: &Game, rules: &Ruleset) {
    let log = game.state().dice().log();
    let Some(last) = log.entries().last() else {
        ui.label("No throws yet in this game.");
        return;
    };
    let reading = match last.die {
        DieKind::Reisswitz(id) => rules.dice.face(id, last.face).ok().map(|f| match f.circle {
            Circle::Again => "blank".to_string(),
            c => format!(
                "{}{}",
                circle_mark(c),
                f.letter
                    .map_or_else(String::new, |l| format!(" {}", l.word()))
            ),
        }),
        _ => None,
    };
    ui.label(
        RichText::new(format!(
            "Last throw: {} face {}{} — {}",
            last.die,
            last.face.number(),
            reading.map_or_else(String::new, |r| format!(" ({r})")),
            last.purpose
        ))
        .strong(),
    );
}

/// Chances of each outcome of the chosen die, beside the share seen in this game's throws.
fn show_chart(ui: &mut Ui, game: &Game, die: DieId, rules: &Ruleset) {
    let Ok(chances) = DieProbabilities::for_die(rules, die) else {
        return;
    };
    let observed =
        ObservedCounts::from_log(game.state().dice().log(), DieKind::Reisswitz(die), rules).ok();
    let decided: u64 = observed
        .as_ref()
        .map_or(0, |o| o.outcomes.iter().take(6).map(|r| r.observed).sum());
    let mut expected_bars = Vec::new();
    let mut seen_bars = Vec::new();
    let mut names = Vec::new();
    for (i, outcome) in chances.outcomes.iter().enumerate() {
        let x = i as f64;
        let name = format!("{} {}", circle_mark(outcome.beaten), outcome.letter);
        expected_bars.push(
            Bar::new(x - 0.2, outcome.chance.percent())
                .width(0.4)
                .name(&name),
        );
        names.push(name);
        if let Some(row) = observed.as_ref().and_then(|o| o.outcomes.get(i))
            && decided > 0
        {
            seen_bars
                .push(Bar::new(x + 0.2, row.observed as f64 * 100.0 / decided as f64).width(0.4));
        }
    }
    ui.label(format!(
        "Die {}: chance of each result once a circle shows (%), and the share seen in this \
         game's {}. Blank: {:.1} % of throws.",
        die.roman(),
        counted(decided, "decided throw"),
        chances.blank.percent()
    ));
    Plot::new("die_chances")
        .height(180.0)
        .legend(Legend::default())
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .x_grid_spacer(egui_plot::uniform_grid_spacer(|_| [1.0, 1.0, 1.0]))
        .x_axis_formatter(move |mark, _| {
            names
                .get(mark.value.round() as usize)
                .filter(|_| (mark.value - mark.value.round()).abs() < 1e-6)
                .cloned()
                .unwrap_or_default()
        })
        .show(ui, |plot| {
            plot.bar_chart(
                BarChart::new("Expected", expected_bars).color(Color32::from_rgb(80, 120, 200)),
            );
            plot.bar_chart(BarChart::new("Seen", seen_bars).color(Color32::from_rgb(220, 140, 40)));
        });
}
