//! The Little Wars side panel: whose move, the move clock with its warnings, the melee
//! calculator with its working, the score, and the end of the battle. It reads the game and
//! returns commands; it never changes the game.

use super::move_clock::{MoveClock, minutes_text};
use super::set_up_windows::WindowAsk;
use egui::{Color32, RichText, Ui};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::game::{LittleWarsGame, Phase, at_blow_target};
use kriegsspiel::systems::little_wars::melee::{MeleeCount, settle_melee};
use kriegsspiel::systems::little_wars::option_readings::{DefensiveStrength, GameType};
use kriegsspiel::systems::little_wars::timer::{TimerPhase, interval_limit_seconds};
use words::{
    battle_over_sentence, clock_warning_words, game_type_aim, game_type_name, side_points_on_field,
};

/// What the panel asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum PanelAction {
    /// A command for the game.
    Command(LittleWarsCommand),
    /// Print the score sheet as a PDF.
    PrintScoreSheet,
    /// Start the default battle again as a game of this type (its option reading), in the
    /// floor game or the Kriegspiel appendix's rules mode.
    NewGame {
        /// The `game_type` reading.
        game_type: &'static str,
        /// Whether the Kriegspiel appendix is the rules mode (Wells L577).
        kriegspiel: bool,
    },
    /// Open a window: the forces editor, the options, or the question before the battle is
    /// ended by hand.
    Window(WindowAsk),
}

/// The game-type choice at a new game: picking another type starts the put-down again.
fn game_type_choice(ui: &mut Ui, game: &LittleWarsGame, out: &mut Vec<PanelAction>) {
    let options = &game.state().options;
    let kriegspiel = options.kriegspiel();
    let current = options.game_type.id();
    ui.label(RichText::new("Game type (a new game):").strong());
    ui.horizontal_wrapped(|ui| {
        // In the order Wells sets them out (L356, L364, L368).
        for &game_type in GameType::ALL {
            let chosen = game_type == options.game_type;
            if ui
                .selectable_label(chosen, game_type_name(game_type))
                .clicked()
                && !chosen
            {
                out.push(PanelAction::NewGame {
                    game_type: game_type.id(),
                    kriegspiel,
                });
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        for (mode, name) in [(false, "Floor game"), (true, "Kriegspiel appendix")] {
            let chosen = mode == kriegspiel;
            if ui.selectable_label(chosen, name).clicked() && !chosen {
                out.push(PanelAction::NewGame {
                    game_type: current,
                    kriegspiel: mode,
                });
            }
        }
    });
}

/// Says when a Blow at the Rear has been struck: the victor's men at the loser's back line,
/// then the loser's retreat moves left or the capitulation after them (Wells L364).
fn blow_struck(game: &LittleWarsGame) -> Vec<String> {
    let s = game.state();
    let Some(blow) = s.blow else {
        return Vec::new();
    };
    let (victor, loser) = (blow.victor, blow.loser());
    let at_line = s
        .figures
        .iter()
        .filter(|f| f.side == victor && f.is_armed())
        .filter(|f| at_blow_target(s, victor, f.at))
        .count();
    let mut lines = vec![format!(
        "The Blow at the Rear is struck: {at_line} of {victor}'s men reached {loser}'s back \
         line (Wells L364)."
    )];
    lines.push(if matches!(s.phase, Phase::Over(_)) {
        if blow.retreat_moves_left == 0 {
            format!("{loser}'s men left on the field capitulated (Wells L364).")
        } else {
            format!("{loser} got all his men back over his own back line (Wells L364).")
        }
    } else {
        format!(
            "{loser} has {} of his own moves left to get back over his back line; what is \
             still on the field then capitulates (Wells L364).",
            blow.retreat_moves_left
        )
    });
    lines
}

/// The Defensive Game's ending in words: the attacker's men arrived at the defender's back
/// line against the quarter of his original strength he needs, and the result once decided
/// (Wells L368; Streamlined L89).
fn defensive_standing(game: &LittleWarsGame) -> Vec<String> {
    let s = game.state();
    let Some(defender) = s
        .defender
        .filter(|_| s.options.game_type == GameType::Defensive)
    else {
        return Vec::new();
    };
    let attacker = defender.opponent();
    let Some(original) = s.original.get(&attacker) else {
        return Vec::new();
    };
    let by_men = s.options.defensive_strength == DefensiveStrength::Men;
    let measure = |infantry: u64, cavalry: u64, guns: u64| {
        if by_men {
            (infantry + cavalry) as f64
        } else {
            infantry as f64 + 1.5 * cavalry as f64 + 10.0 * guns as f64
        }
    };
    let needed = measure(
        original.infantry.into(),
        original.cavalry.into(),
        original.guns.into(),
    ) / 4.0;
    let unit = if by_men { "men" } else { "points" };
    let arrived =
        s.figures
            .iter()
            .filter(|f| s.arrived.contains(&f.id))
            .fold((0u64, 0u64), |(i, c), f| {
                if f.arm.mounted() {
                    (i, c + 1)
                } else {
                    (i + 1, c)
                }
            });
    let mut lines = vec![format!(
        "Arrived at {defender}'s back line: {} of the {needed} {unit} {attacker} needs \
         (a quarter of his strength, Wells L368).",
        measure(arrived.0, arrived.1, 0)
    )];
    match s.phase {
        Phase::Over(Some(w)) if w == attacker => lines.push(format!(
            "{attacker} reached {defender}'s back line with a quarter of his strength: the \
             attacker wins (Wells L368)."
        )),
        Phase::Over(Some(w)) if w == defender => lines.push(format!(
            "A quarter of {attacker}'s strength can no longer reach {defender}'s back line: \
             the defender wins (Wells L368)."
        )),
        _ => {}
    }
    lines
}

fn count(v: &[u32]) -> u32 {
    u32::try_from(v.len()).unwrap_or(u32::MAX)
}

/// The working of the first melee on the table, as the engine reckons it.
pub fn melee_working(game: Option<&LittleWarsGame>) -> Option<Vec<String>> {
    let s = game?.state();
    let m = s.find_melees().into_iter().next()?;
    let out = settle_melee(
        MeleeCount {
            men: count(&m.mover),
            supporters: count(&m.mover_supporters),
            remaining: None,
        },
        MeleeCount {
            men: count(&m.other),
            supporters: count(&m.other_supporters),
            remaining: None,
        },
        &s.options,
    )
    .ok()?;
    Some(out.steps)
}

fn clock(ui: &mut Ui, clock: &mut MoveClock, allowance: u32, now: f64, game: &LittleWarsGame) {
    ui.heading("Move clock");
    ui.label(format!(
        "Allowed: {} (a minute per 30 men and per gun, Wells L238)",
        MoveClock::default().left_text(allowance)
    ));
    let phase = clock.phase(allowance);
    let flash_on = (now * 2.0) as i64 % 2 == 0;
    let left = format!("Time left: {}", clock.left_text(allowance));
    let (text, colour) = match phase {
        TimerPhase::Running => (left, None),
        TimerPhase::Warned(n) => (
            format!(
                "{left} — warning {n}: {} left",
                clock_warning_words(f64::from(allowance) - clock.elapsed)
            ),
            Some(if flash_on {
                Color32::from_rgb(250, 200, 0)
            } else {
                Color32::from_rgb(200, 60, 0)
            }),
        ),
        TimerPhase::Time => (
            "Time! The mover stops at once.".to_string(),
            Some(Color32::from_rgb(220, 0, 0)),
        ),
    };
    let rich = RichText::new(text).size(18.0).strong();
    match colour {
        Some(c) => ui.label(rich.background_color(c).color(Color32::BLACK)),
        None => ui.label(rich),
    };
    if let Some(interval) = clock.interval {
        let s = game.state();
        let text = match interval_limit_seconds(&s.options) {
            Some(limit) => format!(
                "Interval: {} left of {} (Wells L238)",
                minutes_text(f64::from(limit) - interval),
                minutes_text(f64::from(limit))
            ),
            None => format!("Interval: {} (no limit agreed)", minutes_text(interval)),
        };
        ui.label(text);
        if !s.find_melees().is_empty() {
            ui.label("The interval stands still while the melee is settled (Wells L324).");
        }
    }
    ui.horizontal(|ui| {
        if ui
            .add_enabled(!clock.running, egui::Button::new("Go"))
            .clicked()
        {
            clock.go();
        }
    });
}

fn score(ui: &mut Ui, game: &LittleWarsGame, out: &mut Vec<PanelAction>) {
    ui.heading("Score");
    let s = game.state();
    for side in [Side::Red, Side::Blue] {
        let points = s.score(side).map(|sc| sc.points).unwrap_or(0.0);
        ui.label(side_points_on_field(side, points, s.men_on_field(side)));
    }
    if matches!(s.phase, Phase::Over(_)) && ui.button("Print score sheet").clicked() {
        out.push(PanelAction::PrintScoreSheet);
    }
    for words in blow_struck(game)
        .into_iter()
        .chain(defensive_standing(game))
    {
        ui.label(RichText::new(words).strong());
    }
    match battle_over_sentence(s.phase) {
        Some(over) => {
            ui.label(RichText::new(over).strong());
        }
        None => {
            ui.horizontal(|ui| {
                for (label, winner) in [
                    ("Red wins", Some(Side::Red)),
                    ("Blue wins", Some(Side::Blue)),
                    ("Drawn", None),
                ] {
                    if ui.button(label).clicked() {
                        out.push(PanelAction::Window(WindowAsk::EndBattle(winner)));
                    }
                }
            });
        }
    }
}

/// Draws the panel and returns what it asks for.
pub fn show(
    ui: &mut Ui,
    game: Option<&LittleWarsGame>,
    move_clock: &mut MoveClock,
    allowance: u32,
    now: f64,
) -> Vec<PanelAction> {
    let mut out = Vec::new();
    let Some(game) = game else {
        ui.label("No game open.");
        return out;
    };
    let s = game.state();
    if s.phase == Phase::PutDown {
        ui.heading(format!("Put-down ({} moves first)", s.to_move));
    } else {
        ui.heading(format!("{} to move — move {}", s.to_move, s.move_number));
    }
    ui.label(format!("{}, {}", s.country.name, s.country.size_text()));
    let game_type = s.options.game_type;
    ui.label(format!(
        "Game: {} — {}",
        game_type_name(game_type),
        game_type_aim(game_type)
    ));
    if let Some(defender) = s.defender {
        ui.label(format!(
            "{defender} defends; {} attacks.",
            defender.opponent()
        ));
    }
    ui.label(super::move_help::move_help(&s.options));
    if s.phase == Phase::PutDown {
        ui.label(
            "Put-down: each side places its men and guns behind its back line, in its own \
             half (Wells L229). The time is unlimited.",
        );
        game_type_choice(ui, game, &mut out);
        ui.horizontal(|ui| {
            if ui.button("Forces…").clicked() {
                out.push(PanelAction::Window(WindowAsk::Forces));
            }
            if ui.button("Options…").clicked() {
                out.push(PanelAction::Window(WindowAsk::Options));
            }
        });
        ui.label(super::move_help::forces_words(s));
        out.extend(
            super::setup_panel::show(ui, game)
                .into_iter()
                .map(PanelAction::Command),
        );
        if ui.button("Begin battle").clicked() {
            out.push(PanelAction::Command(LittleWarsCommand::BeginBattle));
        }
        return out;
    }
    if ui.button("End move").clicked() {
        out.push(PanelAction::Command(LittleWarsCommand::EndMove {
            seconds_used: Some(move_clock.elapsed as u32),
        }));
    }
    ui.separator();
    clock(ui, move_clock, allowance, now, game);
    ui.separator();
    score(ui, game, &mut out);
    out.extend(
        super::supply_panel::show(ui, game.state())
            .into_iter()
            .map(PanelAction::Command),
    );
    out
}
