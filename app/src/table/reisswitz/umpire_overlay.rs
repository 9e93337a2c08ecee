//! The umpire's overlays on the true picture (issue 19, item 19): where the commanders are,
//! where each messenger on his way is now (with the road he rides), and "what Red believes" or
//! "what Blue believes" — that side's picture of the enemy, drawn over where the enemy really
//! stands, so the umpire sees at a glance how far each side's knowledge is out.

use super::side_view_layer::SideViewLayer;
use super::unit_shapes::side_colour;
use crate::canvas::{CanvasLayer, LayerFrame, MapPoint};
use egui::{Align2, Color32, FontId, Pos2, Stroke};
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::game::Game;

/// Which overlays the umpire has on (the Messages page's switches).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct UmpireOverlays {
    /// The commanders where they are posted.
    pub commanders: bool,
    /// The messengers on their way, where each is now.
    pub messengers: bool,
    /// One side's picture of the enemy over the true picture.
    pub believes: Option<Side>,
}

/// A commander's mark: where, who, whose.
#[derive(Debug, Clone, PartialEq)]
struct CommanderMark {
    at: MapPoint,
    label: String,
    side: Side,
}

/// A messenger's mark: the road he rides, where he is now, which message, whose.
#[derive(Debug, Clone, PartialEq)]
struct MessengerMark {
    road: Vec<MapPoint>,
    now: MapPoint,
    label: String,
    side: Side,
}

/// The overlays as a canvas layer, built from the game each frame they are on.
pub struct UmpireOverlayLayer {
    commanders: Vec<CommanderMark>,
    messengers: Vec<MessengerMark>,
    believes: Option<SideViewLayer>,
}

impl UmpireOverlayLayer {
    /// The layer for `game` with `on` switched on; `None` when every overlay is off.
    pub fn of(game: &Game, on: UmpireOverlays) -> Option<Self> {
        if on == UmpireOverlays::default() {
            return None;
        }
        let state = game.state();
        let staff = state.staff();
        let commanders = if on.commanders {
            staff
                .commanders
                .values()
                .filter_map(|c| {
                    let at = state.commander_position(&c.id).ok().flatten()?;
                    Some(CommanderMark {
                        at: at.into(),
                        label: c.name.clone(),
                        side: c.side,
                    })
                })
                .collect()
        } else {
            Vec::new()
        };
        let messengers = if on.messengers {
            staff
                .in_transit()
                .filter_map(|m| {
                    let now = state.messenger_position(m.id)?;
                    Some(MessengerMark {
                        road: m
                            .route
                            .points()
                            .iter()
                            .map(|p| MapPoint::from(*p))
                            .collect(),
                        now: now.into(),
                        label: format!("{}, in hand at turn {}", m.id, m.arrives_turn),
                        side: m.side,
                    })
                })
                .collect()
        } else {
            Vec::new()
        };
        let believes = on.believes.map(|side| {
            // Only the side's picture of the enemy: its own units stand on the map already.
            let mut layer = SideViewLayer::of(&game.side_view(side));
            layer.own.clear();
            layer
        });
        Some(Self {
            commanders,
            messengers,
            believes,
        })
    }
}

/// White words on a dark ground, their left middle at `at`, readable over any map.
fn label(painter: &egui::Painter, at: Pos2, text: &str) {
    let galley =
        painter.layout_no_wrap(text.to_string(), FontId::proportional(11.0), Color32::WHITE);
    let rect = Align2::LEFT_CENTER.anchor_size(at, galley.size());
    painter.rect_filled(rect.expand(1.0), 2.0, Color32::from_black_alpha(150));
    painter.galley(rect.min, galley, Color32::WHITE);
}

impl CanvasLayer for UmpireOverlayLayer {
    fn paint(&mut self, frame: &LayerFrame<'_>) {
        let (painter, projector) = (frame.painter, frame.projector);
        for m in &self.messengers {
            let colour = side_colour(m.side);
            let road: Vec<Pos2> = m.road.iter().map(|p| projector.to_screen(*p)).collect();
            painter.extend(egui::Shape::dashed_line(
                &road,
                Stroke::new(1.5, colour.gamma_multiply(0.8)),
                6.0,
                4.0,
            ));
            let now = projector.to_screen(m.now);
            painter.circle(
                now,
                5.0,
                Color32::from_rgb(255, 214, 0),
                Stroke::new(1.5, colour),
            );
            label(painter, now + egui::vec2(8.0, 0.0), &m.label);
        }
        for c in &self.commanders {
            let at = projector.to_screen(c.at);
            let colour = side_colour(c.side);
            let flag = [
                at,
                at + egui::vec2(0.0, -16.0),
                at + egui::vec2(10.0, -12.0),
                at + egui::vec2(0.0, -8.0),
            ];
            painter.line_segment([flag[0], flag[1]], Stroke::new(2.0, Color32::BLACK));
            painter.add(egui::Shape::convex_polygon(
                vec![flag[1], flag[2], flag[3]],
                colour,
                Stroke::new(1.0, Color32::BLACK),
            ));
            label(painter, at + egui::vec2(12.0, -12.0), &c.label);
        }
        if let Some(believes) = &mut self.believes {
            believes.paint(frame);
        }
    }
}
