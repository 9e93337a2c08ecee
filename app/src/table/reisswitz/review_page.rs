//! The after-action review: the exercise replayed to any move, with the umpire's picture of
//! where every unit really stood beside what one side knew of the enemy at that moment, and the
//! messages then on their way. The draft ends the exercise with a critique of its course ("The
//! Function of the Umpire"); this page is its map.

use super::decision_form::{DecisionForm, show_decision_form};
use super::troop_action::TroopAction;
use egui::{Color32, RichText, Ui};
use egui_plot::{Legend, MarkerShape, Plot, PlotPoints, Points};
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::game::Game;
use kriegsspiel::systems::reisswitz_1815::knowledge::SideView;

/// The review's settings and the game replayed to the move shown.
#[derive(Debug)]
pub struct ReviewForm {
    /// The move shown.
    pub turn: u32,
    /// Whose knowledge is set beside the umpire's picture.
    pub side: Side,
    /// The umpire's decision being written.
    pub decision: DecisionForm,
    replayed: Option<Replayed>,
}

/// A game replayed to one move, kept until the move or the game changes.
#[derive(Debug)]
struct Replayed {
    turn: u32,
    journal_len: usize,
    game: Result<Game, String>,
}

impl Default for ReviewForm {
    fn default() -> Self {
        Self {
            turn: 0,
            side: Side::Red,
            decision: DecisionForm::default(),
            replayed: None,
        }
    }
}

impl ReviewForm {
    /// The game as it stood at the start of `self.turn`, replayed once per move and game.
    fn replayed(&mut self, game: &Game) -> &Result<Game, String> {
        let (turn, journal_len) = (self.turn, game.journal().len());
        if self
            .replayed
            .as_ref()
            .is_some_and(|r| r.turn != turn || r.journal_len != journal_len)
        {
            self.replayed = None;
        }
        &self
            .replayed
            .get_or_insert_with(|| Replayed {
                turn,
                journal_len,
                game: game.replayed_to(turn).map_err(|e| e.to_string()),
            })
            .game
    }
}

/// Shows the review page for `game`, with the umpire's decisions below it; returns the
/// decision to record, if any.
pub fn show_review_page(ui: &mut Ui, game: &Game, form: &mut ReviewForm) -> Vec<TroopAction> {
    let actions = show_decision_form(ui, game, &mut form.decision);
    show_replay(ui, game, form);
    actions
}

/// The exercise replayed to the move chosen.
fn show_replay(ui: &mut Ui, game: &Game, form: &mut ReviewForm) {
    let present = game.state().turn();
    form.turn = form.turn.min(present);
    ui.label(
        "Replay the exercise to any move: where every unit really stood, beside where the \
         chosen side believed the enemy to be.",
    );
    ui.add(egui::Slider::new(&mut form.turn, 0..=present).text("Move shown"));
    ui.horizontal(|ui| {
        ui.label("Knowledge of:");
        for side in Side::ALL.iter().copied() {
            ui.radio_value(&mut form.side, side, side_name(side));
        }
    });
    let side = form.side;
    let replayed = match form.replayed(game) {
        Ok(replayed) => replayed,
        Err(reason) => {
            ui.colored_label(Color32::LIGHT_RED, format!("Cannot replay: {reason}"));
            return;
        }
    };
    let view = replayed.side_view(side);
    ui.label(format!(
        "At move {} ({}): {} units on the map; {} knew of {} enemy reports.",
        view.stamp.clock.turn,
        view.stamp.clock.time,
        replayed.state().units_on_map().len(),
        side_name(side),
        view.reported_enemy.len()
    ));
    review_plot(ui, replayed, &view);
    messages_in_flight(ui, replayed);
    reported_list(ui, &view);
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Red => "Red",
        Side::Blue => "Blue",
    }
}

fn side_colour(side: Side) -> Color32 {
    match side {
        Side::Red => Color32::from_rgb(200, 40, 40),
        Side::Blue => Color32::from_rgb(40, 80, 200),
    }
}

/// Map frame y runs south; the plot's y runs up, so north stays at the top.
fn plot_point(x: f64, y: f64) -> [f64; 2] {
    [x, -y]
}

fn review_plot(ui: &mut Ui, game: &Game, view: &SideView) {
    let units = game.state().units_on_map();
    Plot::new("after_action_review")
        .legend(Legend::default())
        .data_aspect(1.0)
        .height(320.0)
        .show_axes([false, false])
        .show(ui, |plot| {
            for side in Side::ALL.iter().copied() {
                let points: Vec<[f64; 2]> = units
                    .iter()
                    .filter(|u| u.side == side)
                    .map(|u| plot_point(u.centre.x, u.centre.y))
                    .collect();
                plot.points(
                    Points::new(
                        format!("{} as it stood (umpire)", side_name(side)),
                        PlotPoints::from(points),
                    )
                    .shape(MarkerShape::Square)
                    .filled(true)
                    .radius(4.0)
                    .color(side_colour(side)),
                );
            }
            let believed: Vec<[f64; 2]> = view
                .reported_enemy
                .iter()
                .map(|r| plot_point(r.position.x, r.position.y))
                .collect();
            plot.points(
                Points::new(
                    format!("the enemy as {} believed", side_name(view.stamp.side)),
                    PlotPoints::from(believed),
                )
                .shape(MarkerShape::Circle)
                .filled(false)
                .radius(7.0)
                .color(Color32::from_rgb(230, 160, 20)),
            );
        });
}

fn messages_in_flight(ui: &mut Ui, game: &Game) {
    let in_flight: Vec<_> = game.state().staff().in_transit().collect();
    ui.separator();
    ui.label(RichText::new(format!("Messages on their way: {}", in_flight.len())).strong());
    for message in in_flight {
        ui.label(format!(
            "No. {} {} to {}: sent move {}, in hand at move {}",
            message.id.0, message.from, message.to, message.sent_turn, message.arrives_turn
        ));
    }
}

fn reported_list(ui: &mut Ui, view: &SideView) {
    ui.separator();
    ui.label(
        RichText::new(format!(
            "What {} knew of the enemy",
            side_name(view.stamp.side)
        ))
        .strong(),
    );
    if view.reported_enemy.is_empty() {
        ui.label("Nothing yet.");
    }
    for report in &view.reported_enemy {
        ui.label(format!(
            "{} at {:.0} E, {:.0} S paces, as of move {} (known from move {})",
            report.description,
            report.position.x,
            report.position.y,
            report.as_of_turn,
            report.learned_turn
        ));
    }
}
