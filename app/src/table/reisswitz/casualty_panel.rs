//! The Casualties page: the record sheet as played — each formation's track in boxes with the
//! red and blue pins, the units noted on it, the turn track of beaten units, a pin put by hand,
//! each side's strength over the game, and the printed sheets.

use super::pin_correction_form::PinCorrectionForm;
use super::strength_history::strength_series;
use super::troop_action::TroopAction;
use super::troop_session::TroopSession;
use super::unit_shapes::side_colour;
use egui::{Align2, FontId, Rect, RichText, Sense, Stroke, StrokeKind, Ui, vec2};
use egui_plot::{Legend, Line, Plot, PlotPoints};
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::army::Side;
use kriegsspiel::systems::reisswitz_1815::casualty_board::{CasualtyBoard, SheetTrack};
use kriegsspiel::systems::reisswitz_1815::game::{Command, Game};
use kriegsspiel::systems::reisswitz_1815::ruleset::Formation;
use print::Paper;
use words::round_group;

/// Height of one row of boxes on the page, points: the box's figure above the two pins.
const BOX_HEIGHT: f32 = 32.0;
/// The widest a box is drawn, points.
const BOX_MAX_WIDTH: f32 = 40.0;
/// The narrowest a box is drawn, points: room for a three-figure number at the page's size.
const BOX_MIN_WIDTH: f32 = 26.0;
/// The size of the figure printed in each box, points.
const BOX_FIGURE_SIZE: f32 = 10.0;

/// One pin in words: "Red pin on infantry in three ranks at 35 of 150 men (box 7 of 30),
/// track completed 0 times".
fn pin_text(board: &CasualtyBoard, track: &SheetTrack, side: Side) -> String {
    let Ok(pin) = board.pin(side, track.formation) else {
        return format!("{side} pin: not on this board");
    };
    let length = pin.track_length();
    let counts = if track.formation.is_artillery() {
        "points"
    } else {
        track.counts.as_str()
    };
    let place = track
        .place(pin)
        .map(|p| format!(" (box {} of {})", p.box_index, track.boxes))
        .unwrap_or_default();
    format!(
        "{side} pin on {} at {} of {length} {counts}{place}, track completed {}",
        track.name.to_lowercase(),
        pin.position(),
        counted(pin.completions(), "time")
    )
}

/// Where each box of `track` is drawn in a strip `width` points wide, from its top-left
/// corner, in box order: as on the printed sheet, rows running back and forth, where a sheet
/// row fits at a readable size; otherwise as many boxes to a row as fit, each row read left to
/// right.
pub fn track_cells(track: &SheetTrack, width: f32) -> Vec<Rect> {
    let sheet_row = track.row_boxes().max(1);
    let fitting = ((width / BOX_MIN_WIDTH).floor() as u32).max(1);
    let per_row = sheet_row.min(fitting);
    let box_w = (width / per_row as f32).clamp(BOX_MIN_WIDTH, BOX_MAX_WIDTH);
    (0..track.boxes)
        .map(|index| {
            let (row, column) = if per_row == sheet_row {
                track.cell(index)
            } else {
                (index / per_row, index % per_row)
            };
            Rect::from_min_size(
                egui::pos2(column as f32 * box_w, row as f32 * BOX_HEIGHT),
                vec2(box_w, BOX_HEIGHT),
            )
        })
        .collect()
}

/// Draws one track's boxes with both pins.
fn draw_track(ui: &mut Ui, board: &CasualtyBoard, track: &SheetTrack) {
    let cells = track_cells(track, ui.available_width());
    let size = cells
        .iter()
        .fold(Rect::NOTHING, |all, cell| all.union(*cell))
        .max
        .to_vec2();
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let painter = ui.painter_at(rect);
    let ink = ui.visuals().text_color();
    let faint = ui.visuals().weak_text_color();
    let cell_rect = |index: u32| {
        cells
            .get(index as usize)
            .map_or(Rect::NOTHING, |cell| cell.translate(rect.min.to_vec2()))
    };
    for index in 0..track.boxes {
        let cell = cell_rect(index);
        painter.rect_stroke(cell, 0.0, Stroke::new(1.0, faint), StrokeKind::Inside);
        painter.text(
            cell.left_top() + vec2(3.0, 2.0),
            Align2::LEFT_TOP,
            track.box_label(index),
            FontId::proportional(BOX_FIGURE_SIZE),
            ink,
        );
    }
    // Below the figure, Red's pin above Blue's, as two pins share a hole row on the printed
    // sheet.
    for (side, dy) in [(Side::Red, 0.58), (Side::Blue, 0.82)] {
        let Some(place) = board
            .pin(side, track.formation)
            .ok()
            .and_then(|pin| track.place(pin).ok())
        else {
            continue;
        };
        let cell = cell_rect(place.box_index);
        let colour = side_colour(side);
        for passed in 0..place.box_index {
            let c = cell_rect(passed);
            let y = c.top() + c.height() * dy;
            painter.line_segment(
                [egui::pos2(c.left(), y), egui::pos2(c.right(), y)],
                Stroke::new(2.0, colour.gamma_multiply(0.5)),
            );
        }
        let centre = egui::pos2(
            cell.left() + cell.width() * (0.2 + 0.6 * place.within_box as f32),
            cell.top() + cell.height() * dy,
        );
        painter.circle(centre, 5.0, colour, Stroke::new(1.0, ink));
    }
}

/// Draws the Casualties page; returns what the umpire asked for.
pub fn show_casualty_panel(ui: &mut Ui, troops: &mut TroopSession) -> Vec<TroopAction> {
    let mut actions = Vec::new();
    let TroopSession {
        game,
        pin_form: form,
        ..
    } = troops;
    show_print_controls(ui, form, &mut actions);
    show_tracks(ui, game);

    ui.separator();
    ui.heading("Turn track");
    show_turn_track(ui, game);

    ui.separator();
    ui.heading("Put a pin by hand");
    show_pin_by_hand(ui, form, &mut actions);

    ui.separator();
    ui.heading("Strength over the game");
    show_strength_over_game(ui, game);
    actions
}

/// The paper chosen (A4 or US Letter) and the buttons that print the casualty sheet as it
/// stands, a blank sheet and the game summary on it.
fn show_print_controls(ui: &mut Ui, form: &mut PinCorrectionForm, actions: &mut Vec<TroopAction>) {
    ui.horizontal(|ui| {
        ui.label("Paper:");
        ui.radio_value(&mut form.paper, Paper::A4, "A4");
        ui.radio_value(&mut form.paper, Paper::Letter, "US Letter");
    });
    let paper = form.paper;
    ui.horizontal_wrapped(|ui| {
        if ui
            .button("Print casualty sheet…")
            .on_hover_text("Save both sides' record sheets with the pins as they stand, as a PDF")
            .clicked()
        {
            actions.push(TroopAction::PrintSheet {
                blank: false,
                paper,
            });
        }
        if ui
            .button("Print blank sheet…")
            .on_hover_text("Save an empty record sheet for a paper game, as a PDF")
            .clicked()
        {
            actions.push(TroopAction::PrintSheet { blank: true, paper });
        }
        if ui
            .button("Print game summary…")
            .on_hover_text(
                "Save one page with the clock, each side's strength, every unit, the pins and \
                 the latest journal entries, as a PDF",
            )
            .clicked()
        {
            actions.push(TroopAction::PrintSummary { paper });
        }
    });
}

/// The record sheet's tracks: for each formation its rate and exchange, its boxes with both
/// pins, and each side's pin in words with the units it has hit.
fn show_tracks(ui: &mut Ui, game: &Game) {
    let board = game.state().casualty_board();
    ui.label(
        "Each track counts one formation's losses in boxes; the red pin runs above, the blue \
         below. When a pin reaches the end of its track the exchange is made on the unit hit.",
    );
    let label_of = |id: &str| {
        kriegsspiel::systems::reisswitz_1815::army::UnitId::new(id)
            .ok()
            .and_then(|u| game.state().unit(&u).ok().map(|(u, _)| u.label.clone()))
            .unwrap_or_else(|| id.to_string())
    };
    for track in board.tracks() {
        ui.separator();
        ui.label(RichText::new(&track.name).strong());
        ui.label(format!("{}; {}", track.rate_text(), track.exchange_text()));
        draw_track(ui, board, track);
        for &side in Side::ALL {
            let units = board
                .side(side)
                .track(track.formation)
                .map(|t| {
                    t.units()
                        .iter()
                        .map(|u| label_of(u))
                        .collect::<Vec<_>>()
                        .join(", ")
                })
                .unwrap_or_default();
            let hit = if units.is_empty() {
                String::new()
            } else {
                format!("; hit: {units}")
            };
            ui.colored_label(
                side_colour(side),
                format!("{}{hit}", pin_text(board, track, side)),
            );
        }
    }
}

/// The turn track: each repulsed or defeated unit, soonest to recover first, with the turns
/// from which it may defend and attack again.
fn show_turn_track(ui: &mut Ui, game: &Game) {
    let mut beaten: Vec<_> = game
        .state()
        .unit_states()
        .filter_map(|(id, s)| s.markers.beaten.as_ref().map(|b| (id, b)))
        .collect();
    beaten.sort_by_key(|(id, b)| (b.can_defend_at, b.can_attack_at, (*id).clone()));
    if beaten.is_empty() {
        ui.label("No unit is repulsed or defeated.");
    }
    for (id, b) in beaten {
        let label = game
            .state()
            .unit(id)
            .map_or_else(|_| id.to_string(), |(u, _)| u.label.clone());
        ui.label(format!(
            "{label}: {} on turn {} ({} turned); may defend from turn {}, attack from turn {}",
            b.letter.word().to_lowercase(),
            b.at_turn,
            counted(b.blocks_turned, "block"),
            b.can_defend_at,
            b.can_attack_at
        ));
    }
}

/// The form for a pin put by hand: side, track, the new place and the reason, and the button
/// that moves the pin (refused when the place is not a number).
fn show_pin_by_hand(ui: &mut Ui, form: &mut PinCorrectionForm, actions: &mut Vec<TroopAction>) {
    ui.horizontal(|ui| {
        for &side in Side::ALL {
            ui.radio_value(&mut form.side, side, side.to_string());
        }
        egui::ComboBox::from_label("Track")
            .selected_text(form.formation.words())
            .show_ui(ui, |ui| {
                for &f in Formation::ALL {
                    ui.selectable_value(&mut form.formation, f, f.words());
                }
            });
    });
    ui.horizontal(|ui| {
        ui.label("New place on the track");
        ui.add(
            egui::TextEdit::singleline(&mut form.position)
                .desired_width(60.0)
                .hint_text("men"),
        )
        .labelled_by(ui.label("(men; points for artillery)").id);
    });
    ui.horizontal(|ui| {
        let label = ui.label("Reason");
        ui.add(
            egui::TextEdit::singleline(&mut form.reason)
                .hint_text("why the pin moves")
                .desired_width(220.0),
        )
        .labelled_by(label.id);
    });
    if ui
        .button("Put the pin by hand")
        .on_hover_text("Move the pin to the place typed; the journal records it with the reason")
        .clicked()
    {
        match form.position.trim().parse::<f64>() {
            Ok(position) if position.is_finite() => {
                actions.push(TroopAction::Command(Command::CorrectPin {
                    side: form.side,
                    formation: form.formation,
                    position,
                    reason: form.reason.clone(),
                }));
            }
            _ => actions.push(TroopAction::Refuse(format!(
                "“{}” is not a place on the track: type a number of men (points for artillery).",
                form.position.trim()
            ))),
        }
    }
}

/// Each side's men and guns at the start and now, then a plot of men and one of guns over the
/// game's minutes.
fn show_strength_over_game(ui: &mut Ui, game: &Game) {
    let series = strength_series(game);
    for history in &series {
        let (side, men, guns) = (history.side, &history.men, &history.guns);
        let first = men.first().map_or(0.0, |p| p[1]);
        let last = men.last().map_or(0.0, |p| p[1]);
        let g0 = guns.first().map_or(0.0, |p| p[1]);
        let g1 = guns.last().map_or(0.0, |p| p[1]);
        ui.colored_label(
            side_colour(side),
            format!(
                "{side}: {} men and {} guns at the start, {} men and {} guns now",
                round_group(first),
                round_group(g0),
                round_group(last),
                round_group(g1)
            ),
        );
    }
    for (id, what, guns) in [
        ("strength_men", "men", false),
        ("strength_guns", "guns", true),
    ] {
        // From the start of the game to now (at least 20 minutes), from nothing up.
        let now = series
            .iter()
            .flat_map(|h| h.men.last())
            .map(|p| p[0])
            .fold(20.0, f64::max);
        Plot::new(id)
            .height(if guns { 110.0 } else { 160.0 })
            .legend(Legend::default())
            .x_axis_label(format!("game minutes ({what})"))
            .include_x(0.0)
            .include_x(now)
            .include_y(0.0)
            .y_axis_min_width(44.0)
            .allow_scroll(false)
            .show(ui, |plot| {
                for history in &series {
                    let points = if guns { &history.guns } else { &history.men };
                    plot.line(
                        Line::new(
                            format!("{} {what}", history.side),
                            PlotPoints::from(points.clone()),
                        )
                        .color(side_colour(history.side)),
                    );
                }
            });
    }
}
