//! The men and guns drawn on the floor: a man as a round counter in his side's colour (a ring
//! inside for the mounted, a dot for cavalry on foot), a gun as its axle with the middle marked, the two wheels, the trail
//! behind and the barrel on its bearing (§3 "Gun geometry the program needs"), and the ghost of
//! a gun being dragged, turned trail forward as it will end (Wells L273).

use super::floor_frame::FloorFrame;
use super::gun_move_command::gun_drop;
use egui::{Align2, Color32, FontId, Painter, Stroke};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::figure::FigureStatus;
use kriegsspiel::systems::little_wars::game::{BattleState, LittleWarsGame, Phase, ShotTouch};
use kriegsspiel::systems::little_wars::gun::{CREW_NEEDED, Gun};
use kriegsspiel::systems::little_wars::moves::{
    MoveContext, figure_allowance, gun_range, trail_forward_bearing,
};
use kriegsspiel::systems::little_wars::units::TablePoint;
use std::collections::BTreeSet;

/// A side's colour on the floor.
pub fn side_colour(side: Side) -> Color32 {
    match side {
        Side::Red => Color32::from_rgb(200, 40, 40),
        Side::Blue => Color32::from_rgb(40, 70, 200),
    }
}

/// Draws one gun: wheels, trail, barrel, and the axle's middle as a white dot.
pub fn draw_gun(painter: &Painter, frame: FloorFrame, gun: &Gun, colour: Color32, selected: bool) {
    let [left, right] = gun.wheels();
    painter.line_segment(
        [frame.to_screen(left), frame.to_screen(right)],
        Stroke::new(2.0, Color32::BLACK),
    );
    painter.line_segment(
        [frame.to_screen(gun.axle), frame.to_screen(gun.trail_end())],
        Stroke::new(3.0, colour),
    );
    painter.line_segment(
        [frame.to_screen(gun.axle), frame.to_screen(gun.muzzle())],
        Stroke::new(4.0, Color32::from_gray(40)),
    );
    for wheel in [left, right] {
        painter.circle_filled(
            frame.to_screen(wheel),
            0.4 * frame.scale,
            Color32::from_gray(30),
        );
    }
    let axle = frame.to_screen(gun.axle);
    painter.circle_filled(axle, 2.5, Color32::WHITE);
    if selected {
        painter.circle_stroke(axle, 1.6 * frame.scale, Stroke::new(2.0, Color32::YELLOW));
    }
}

/// Draws every gun and every man on the table; `touched` men of a shot being recorded are
/// ringed in orange with their order.
pub fn draw_pieces(
    painter: &Painter,
    frame: FloorFrame,
    state: &BattleState,
    selected: &BTreeSet<u32>,
    selected_gun: Option<u32>,
    touched: &[ShotTouch],
) {
    for gun in state.guns.iter().filter(|g| !g.destroyed) {
        draw_gun(
            painter,
            frame,
            gun,
            side_colour(gun.side),
            selected_gun == Some(gun.id),
        );
        // The name beside the wheel further right on screen, clear of the men behind the trail.
        let [a, b] = gun.wheels();
        let right = if a.x > b.x { a } else { b };
        painter.text(
            frame.to_screen(right) + egui::vec2(0.8 * frame.scale, 0.0),
            Align2::LEFT_CENTER,
            format!("Gun {}", gun.id),
            FontId::proportional(11.0),
            Color32::BLACK,
        );
    }
    for f in state.figures.iter().filter(|f| f.on_table()) {
        let centre = frame.to_screen(f.at);
        let radius = f.arm.base_radius().0 as f32 * frame.scale;
        let fill = match f.status {
            FigureStatus::Armed => side_colour(f.side),
            _ => side_colour(f.side).gamma_multiply(0.35),
        };
        painter.circle_filled(centre, radius, fill);
        if f.arm.mounted() && state.cavalry_stand.is_dismounted(f.id) {
            // On foot beside his horse (Wells L640): a dot where the mounted have a ring.
            painter.circle_filled(centre, radius * 0.3, Color32::WHITE);
        } else if f.arm.mounted() {
            painter.circle_stroke(centre, radius * 0.55, Stroke::new(1.0, Color32::WHITE));
        }
        let ring = if selected.contains(&f.id) {
            Stroke::new(2.0, Color32::YELLOW)
        } else {
            Stroke::new(0.8, Color32::BLACK)
        };
        painter.circle_stroke(centre, radius, ring);
        if let Some(n) = touched.iter().position(|t| t.figure == f.id) {
            painter.circle_stroke(
                centre,
                radius + 2.0,
                Stroke::new(2.5, Color32::from_rgb(255, 140, 0)),
            );
            painter.text(
                centre,
                Align2::CENTER_CENTER,
                (n + 1).to_string(),
                FontId::proportional(10.0),
                Color32::WHITE,
            );
        }
    }
}

/// Draws a gun being dragged by (dx, dy): its reach from the axle (the shorter of the gun's
/// range and the slowest of the four men who move up with it, Wells L273), the ghost turned
/// trail forward, those four men's places, and red with the engine's reason where it would
/// refuse the drop (too far, fewer than four men free to go with it, Wells L269, a man ending
/// in a house): the very command the drop sends, tried on a copy of the battle.
pub fn draw_gun_drag(
    painter: &Painter,
    frame: FloorFrame,
    state: &BattleState,
    gun: &Gun,
    (dx, dy): (f64, f64),
) {
    let crew = state.moving_crew(gun);
    let arms: Vec<_> = crew.iter().map(|f| f.arm).collect();
    let (range, _) = gun_range(&arms, &state.options);
    let slowest = arms
        .iter()
        .map(|a| figure_allowance(*a, MoveContext::default(), &state.options).0)
        .fold(range, |a, b| if b.0 < a.0 { b } else { a });
    let to = gun.axle.offset(dx, dy);
    // The engine's own verdict on the drop, tried on a copy of the battle.
    let verdict = LittleWarsGame::try_on(state, &gun_drop(state, gun, dx, dy));
    let over = verdict.is_err();
    let colour = if over {
        Color32::from_rgb(220, 0, 0)
    } else {
        Color32::from_rgb(0, 140, 0)
    };
    let battle = state.phase != Phase::PutDown;
    if battle {
        painter.circle_stroke(
            frame.to_screen(gun.axle),
            slowest.0 as f32 * frame.scale,
            Stroke::new(1.5, colour),
        );
    }
    let mut ghost = gun.clone();
    ghost.axle = to;
    ghost.bearing_deg = trail_forward_bearing(gun.axle, to);
    draw_gun(painter, frame, &ghost, colour.gamma_multiply(0.6), false);
    if !battle {
        // Put down alone, where it is dropped (Wells L229); a refusal says why.
        if let Err(e) = verdict {
            painter.text(
                frame.to_screen(to) + egui::vec2(2.0 * frame.scale, 1.5 * frame.scale),
                Align2::LEFT_TOP,
                e.to_string(),
                FontId::proportional(11.0),
                colour,
            );
        }
        return;
    }
    for man in &crew {
        let end: TablePoint = man.at.offset(dx, dy);
        painter.circle_stroke(
            frame.to_screen(end),
            man.arm.base_radius().0 as f32 * frame.scale,
            Stroke::new(1.0, colour),
        );
    }
    // The count beside the ghost, clear of its wheels and trail, and why the drop would be
    // refused.
    let words = match (&verdict, crew.len() < CREW_NEEDED) {
        (Err(_), true) => format!("{} men with the gun: out of action", crew.len()),
        (Err(e), false) => format!("{} men with the gun: {e}", crew.len()),
        (Ok(_), _) => format!("{} men with the gun", crew.len()),
    };
    painter.text(
        frame.to_screen(to) + egui::vec2(2.0 * frame.scale, 1.5 * frame.scale),
        Align2::LEFT_TOP,
        words,
        FontId::proportional(11.0),
        colour,
    );
}
