//! The map layer of a side's window, drawn from that side's view alone: its own units' blocks
//! true to scale, with a front line and a tick towards the way they face and their label, and
//! the enemy as reported, each a dashed outline labelled with what was reported, by whom and at
//! which turn.

use super::staff_forms::how_known;
use super::unit_shapes::{side_colour, token_sized};
use crate::canvas::{CanvasLayer, LayerFrame, MapPoint};
use egui::{Align2, Color32, FontId, Pos2, Shape, Stroke, Vec2};
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::knowledge::SideView;

/// Half the length of an own unit's front line on screen, points.
const FRONT_HALF: f32 = 12.0;
/// Radius of a reported enemy's dashed outline on screen, points.
const REPORTED_RADIUS: f32 = 14.0;
/// How many lines a report's label may be pushed down to clear the labels before it.
const MAX_LABEL_SHIFTS: usize = 12;

/// One own unit as the side knows it.
#[derive(Debug, Clone, PartialEq)]
pub struct OwnMark {
    /// Its label.
    pub label: String,
    /// The middle of its front edge.
    pub anchor: MapPoint,
    /// The way it faces, degrees clockwise from north.
    pub bearing: f64,
    /// Its main blocks, true to scale (front left, front right, rear right, rear left).
    pub blocks: Vec<[MapPoint; 4]>,
}

/// One enemy body as reported.
#[derive(Debug, Clone, PartialEq)]
pub struct ReportedMark {
    /// What was reported, by whom and when ("two battalions — patrol, turn 0").
    pub label: String,
    /// Where the report puts it.
    pub at: MapPoint,
}

/// The side's units and the enemy as reported, as a canvas layer.
#[derive(Debug, Clone, PartialEq)]
pub struct SideViewLayer {
    /// Whose view (the colour of its own units).
    pub side: Side,
    /// Its own units on the map, in id order.
    pub own: Vec<OwnMark>,
    /// The enemy as reported, in the view's order.
    pub reported: Vec<ReportedMark>,
}

impl SideViewLayer {
    /// The layer for `view`: nothing but what the view holds.
    pub fn of(view: &SideView) -> Self {
        let own = view
            .own_units
            .iter()
            .filter_map(|u| {
                let p = u.placement.as_ref()?;
                Some(OwnMark {
                    label: u.label.clone(),
                    anchor: p.anchor.into(),
                    bearing: p.bearing.degrees(),
                    blocks: u
                        .footprint
                        .iter()
                        .flat_map(|f| f.main_blocks())
                        .map(|b| token_sized(b).corners().map(MapPoint::from))
                        .collect(),
                })
            })
            .collect();
        let reported = view
            .reported_enemy
            .iter()
            .map(|r| ReportedMark {
                label: format!("{} — {}", r.description, how_known(r, view)),
                at: r.position.into(),
            })
            .collect();
        Self {
            side: view.stamp.side,
            own,
            reported,
        }
    }
}

impl CanvasLayer for SideViewLayer {
    fn paint(&mut self, frame: &LayerFrame<'_>) {
        let (painter, projector) = (frame.painter, frame.projector);
        let colour = side_colour(self.side);
        for unit in &self.own {
            let at = projector.to_screen(unit.anchor);
            let r = unit.bearing.to_radians();
            let (dx, dy) = (r.sin(), -r.cos());
            let forward = projector.map_vector_to_screen(dx, dy).normalized();
            let across = Vec2::new(-forward.y, forward.x) * FRONT_HALF;
            for block in &unit.blocks {
                let corners: Vec<Pos2> = block.iter().map(|c| projector.to_screen(*c)).collect();
                painter.add(Shape::convex_polygon(
                    corners,
                    colour.gamma_multiply(0.8),
                    Stroke::new(1.0, Color32::BLACK),
                ));
            }
            painter.line_segment([at - across, at + across], Stroke::new(4.0, colour));
            painter.line_segment([at, at + forward * 8.0], Stroke::new(2.0, colour));
            painter.text(
                at - forward * 10.0,
                Align2::CENTER_CENTER,
                &unit.label,
                FontId::proportional(12.0),
                Color32::WHITE,
            );
        }
        let enemy = side_colour(match self.side {
            Side::Red => Side::Blue,
            Side::Blue => Side::Red,
        });
        // Labels of reports that sit close together are stacked, not drawn over each other.
        let mut placed: Vec<egui::Rect> = Vec::new();
        for mark in &self.reported {
            let at = projector.to_screen(mark.at);
            painter.extend(Shape::dashed_line(
                &dashed_circle(at, REPORTED_RADIUS),
                Stroke::new(2.0, enemy),
                5.0,
                4.0,
            ));
            let galley = painter.layout_no_wrap(
                mark.label.clone(),
                FontId::proportional(11.0),
                Color32::WHITE,
            );
            let mut top_left = at + Vec2::new(-galley.size().x / 2.0, REPORTED_RADIUS + 2.0);
            let mut rect = egui::Rect::from_min_size(top_left, galley.size());
            for _ in 0..MAX_LABEL_SHIFTS {
                if !placed.iter().any(|r| r.intersects(rect)) {
                    break;
                }
                top_left.y += galley.size().y + 1.0;
                rect = egui::Rect::from_min_size(top_left, galley.size());
            }
            painter.rect_filled(rect.expand(1.0), 2.0, Color32::from_black_alpha(140));
            painter.galley(top_left, galley, Color32::WHITE);
            placed.push(rect);
        }
    }

    fn extent(&self) -> Vec<MapPoint> {
        let own = self.own.iter().flat_map(|unit| {
            std::iter::once(unit.anchor).chain(unit.blocks.iter().flatten().copied())
        });
        own.chain(self.reported.iter().map(|mark| mark.at))
            .collect()
    }
}

/// The points of a closed circle about `c`.
fn dashed_circle(c: Pos2, radius: f32) -> Vec<Pos2> {
    (0..=32)
        .map(|i| {
            let a = i as f32 / 32.0 * std::f32::consts::TAU;
            c + Vec2::new(a.cos(), a.sin()) * radius
        })
        .collect()
}
