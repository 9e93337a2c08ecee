//! Painting the analysis aid on the board (issue 22 item 18): the squares each side threatens
//! (North's in the upper-left half of a square, South's in the lower-right, so both show where
//! both threaten), the enemy units an attack would beat ringed in the attacker's colour with
//! the margin, and the lines a planned move would cut. Pure drawing.

use super::board_paint::{BoardGeometry, side_colour};
use egui::{Align2, Color32, FontId, Painter, Shape, Stroke, pos2, vec2};
use kriegsspiel::systems::grid::{Direction, GridSide, MoveCuts, Threats};

/// Where a cut is marked, and the units newly cut off.
const CUT: Color32 = Color32::from_rgb(215, 20, 20);
/// Units a planned move would link again.
const RELINKED: Color32 = Color32::from_rgb(20, 150, 60);

/// Shades the squares each side threatens and rings the enemy units its attack would beat.
pub fn paint_threats(painter: &Painter, geo: &BoardGeometry, threats: &Threats) {
    for side in GridSide::ALL {
        let colour = side_colour(side).gamma_multiply(0.28);
        for threat in threats.squares.get(side) {
            let r = geo.square_rect(threat.at);
            let corners = match side {
                GridSide::North => vec![r.left_top(), r.right_top(), r.left_bottom()],
                GridSide::South => vec![r.right_top(), r.right_bottom(), r.left_bottom()],
            };
            painter.add(Shape::convex_polygon(corners, colour, Stroke::NONE));
        }
    }
    for side in GridSide::ALL {
        let colour = side_colour(side);
        for danger in threats.in_danger.get(side) {
            let c = geo.center(danger.at);
            painter.circle_stroke(c, geo.cell * 0.47, Stroke::new(geo.cell * 0.1, colour));
            let margin = i64::from(danger.attack_total) - i64::from(danger.defence_total);
            painter.text(
                c + vec2(-geo.cell * 0.3, geo.cell * 0.32),
                Align2::CENTER_CENTER,
                format!("+{margin}"),
                FontId::proportional((geo.cell * 0.34).max(7.0)),
                colour,
            );
        }
    }
}

/// The lines a planned move would cut: the part lost dashed in the owner's colour with a red
/// cross where the cut falls (on the source when the whole line goes), the units it would cut
/// off ringed in red, those it would link again in green.
pub fn paint_cuts(painter: &Painter, geo: &BoardGeometry, cuts: &MoveCuts) {
    for cut in &cuts.cut_lines {
        let first_lost = if cut.kept_to == cut.source {
            Some(cut.source)
        } else {
            Direction::between(cut.source, cut.was_to).and_then(|(d, _)| d.step(cut.kept_to, 1))
        };
        let Some(first_lost) = first_lost else {
            continue;
        };
        let stroke = Stroke::new((geo.cell * 0.12).max(2.0), side_colour(cut.side));
        painter.add(Shape::dashed_line(
            &[geo.center(first_lost), geo.center(cut.was_to)],
            stroke,
            geo.cell * 0.3,
            geo.cell * 0.2,
        ));
        let c = geo.center(first_lost);
        let d = geo.cell * 0.28;
        let cross = Stroke::new((geo.cell * 0.1).max(2.0), CUT);
        painter.line_segment([c + vec2(-d, -d), c + vec2(d, d)], cross);
        painter.line_segment([c + vec2(-d, d), c + vec2(d, -d)], cross);
    }
    let ring = |squares: &[kriegsspiel::systems::grid::Square], colour: Color32| {
        for &square in squares {
            let c = geo.center(square);
            let points: Vec<_> = (0..=24)
                .map(|i| {
                    let a = i as f32 / 24.0 * std::f32::consts::TAU;
                    pos2(
                        c.x + a.cos() * geo.cell * 0.5,
                        c.y + a.sin() * geo.cell * 0.5,
                    )
                })
                .collect();
            painter.add(Shape::dashed_line(
                &points,
                Stroke::new(geo.cell * 0.09, colour),
                geo.cell * 0.15,
                geo.cell * 0.1,
            ));
        }
    };
    for side in GridSide::ALL {
        ring(cuts.cut_off.get(side), CUT);
        ring(cuts.relinked.get(side), RELINKED);
    }
}
