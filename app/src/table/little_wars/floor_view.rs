//! The Country drawn to scale: back lines, middle line, scenery, figures as counters, guns with
//! wheels, trail and barrel; dragging a man or a selected group draws each man's move circle,
//! and letting go asks the engine for the move.

use egui::{Color32, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2, vec2};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::country::{Country, Scenery};
use kriegsspiel::systems::little_wars::figure::{Figure, FigureStatus};
use kriegsspiel::systems::little_wars::game::BattleState;
use kriegsspiel::systems::little_wars::moves::{MoveContext, figure_allowance};
use kriegsspiel::systems::little_wars::units::TablePoint;
use std::collections::BTreeSet;

/// Inches to screen and back for one frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FloorFrame {
    /// The table's top-left corner on screen.
    pub origin: Pos2,
    /// Screen points per inch.
    pub scale: f32,
}

impl FloorFrame {
    /// The screen point of a table point.
    pub fn to_screen(&self, p: TablePoint) -> Pos2 {
        self.origin + vec2(p.x as f32, p.y as f32) * self.scale
    }

    /// The table point under a screen point.
    pub fn to_table(&self, p: Pos2) -> TablePoint {
        let v = (p - self.origin) / self.scale;
        TablePoint::new(f64::from(v.x), f64::from(v.y))
    }
}

/// What the floor asks for this frame.
#[derive(Debug, Clone, PartialEq)]
pub enum FloorAction {
    /// Move these men by (dx, dy) inches.
    MoveMen(Vec<u32>, f64, f64),
}

/// The floor's own state between frames: the selection and a drag in progress.
#[derive(Debug, Clone, Default)]
pub struct FloorView {
    /// Men selected (shift-click adds).
    pub selected: BTreeSet<u32>,
    drag_from: Option<TablePoint>,
    /// The last frame's transform (tests find figures on screen with it).
    pub frame: Option<FloorFrame>,
}

fn side_colour(side: Side) -> Color32 {
    match side {
        Side::Red => Color32::from_rgb(200, 40, 40),
        Side::Blue => Color32::from_rgb(40, 70, 200),
    }
}

fn figure_at(state: &BattleState, p: TablePoint) -> Option<&Figure> {
    state
        .figures
        .iter()
        .filter(|f| f.on_table())
        .find(|f| f.at.distance(p).0 <= f.arm.base_radius().0 + 0.2)
}

impl FloorView {
    /// Draws the floor and handles clicks and drags; `may_move` is false at "Time".
    pub fn show(
        &mut self,
        ui: &mut Ui,
        state: &BattleState,
        may_move: bool,
    ) -> Option<FloorAction> {
        let country = &state.country;
        let avail = ui.available_size();
        let scale = ((avail.x - 20.0) / country.width as f32)
            .min((avail.y - 20.0) / country.depth as f32)
            .max(2.0);
        let size = vec2(country.width as f32, country.depth as f32) * scale;
        let (response, painter) =
            ui.allocate_painter(size + Vec2::splat(20.0), Sense::click_and_drag());
        let frame = FloorFrame {
            origin: response.rect.min + Vec2::splat(10.0),
            scale,
        };
        self.frame = Some(frame);
        draw_country(&painter, frame, country);
        let pointer = response.interact_pointer_pos().map(|p| frame.to_table(p));
        let mut action = None;
        if response.clicked() {
            let shift = ui.input(|i| i.modifiers.shift);
            match pointer.and_then(|p| figure_at(state, p)) {
                Some(f) if shift => {
                    if !self.selected.remove(&f.id) {
                        self.selected.insert(f.id);
                    }
                }
                Some(f) => self.selected = BTreeSet::from([f.id]),
                None => self.selected.clear(),
            }
        }
        let press = ui
            .input(|i| i.pointer.press_origin())
            .map(|p| frame.to_table(p));
        if response.drag_started()
            && let Some(p) = press.or(pointer)
        {
            // A drag moves the men only when it starts on one of them.
            self.drag_from = match figure_at(state, p) {
                Some(f) => {
                    if !self.selected.contains(&f.id) {
                        self.selected = BTreeSet::from([f.id]);
                    }
                    Some(p)
                }
                None => None,
            };
        }
        let offset = match (
            self.drag_from,
            pointer.or_else(|| response.hover_pos().map(|p| frame.to_table(p))),
        ) {
            (Some(from), Some(now)) => Some((now.x - from.x, now.y - from.y)),
            _ => None,
        };
        if response.drag_stopped()
            && let (Some((dx, dy)), false) = (offset, self.selected.is_empty())
        {
            self.drag_from = None;
            if may_move {
                action = Some(FloorAction::MoveMen(
                    self.selected.iter().copied().collect(),
                    dx,
                    dy,
                ));
            }
        }
        let dragging = self.drag_from.is_some() && response.dragged();
        draw_pieces(&painter, frame, state, &self.selected);
        if dragging && let Some((dx, dy)) = offset {
            self.draw_drag(&painter, frame, state, dx, dy);
        }
        action
    }

    fn draw_drag(
        &self,
        painter: &egui::Painter,
        frame: FloorFrame,
        state: &BattleState,
        dx: f64,
        dy: f64,
    ) {
        for id in &self.selected {
            let Ok(f) = state.figure(*id) else { continue };
            // The move circle: from the back line for a first move (Wells L229).
            let start = if f.has_moved_once {
                f.at
            } else {
                state.country.nearest_back_line_point(f.side, f.at)
            };
            let (reach, _) = figure_allowance(f.arm, MoveContext::default(), &state.options);
            let end = f.at.offset(dx, dy);
            let over = start.distance(end).0 > reach.0 + 1e-3;
            let colour = if over {
                Color32::from_rgb(220, 0, 0)
            } else {
                Color32::from_rgb(0, 140, 0)
            };
            painter.circle_stroke(
                frame.to_screen(start),
                reach.0 as f32 * frame.scale,
                Stroke::new(1.5, colour),
            );
            painter.line_segment(
                [frame.to_screen(f.at), frame.to_screen(end)],
                Stroke::new(1.0, colour),
            );
            painter.circle_filled(
                frame.to_screen(end),
                f.arm.base_radius().0 as f32 * frame.scale,
                colour.gamma_multiply(0.5),
            );
        }
    }
}

fn draw_country(painter: &egui::Painter, frame: FloorFrame, country: &Country) {
    let table = Rect::from_min_max(
        frame.to_screen(TablePoint::new(0.0, 0.0)),
        frame.to_screen(TablePoint::new(country.width, country.depth)),
    );
    painter.rect_filled(table, 0.0, Color32::from_rgb(214, 196, 150));
    for s in &country.scenery {
        match s {
            Scenery::Road { line, half_width } => {
                let pts: Vec<Pos2> = line.iter().map(|p| frame.to_screen(*p)).collect();
                painter.add(Shape::line(
                    pts,
                    Stroke::new(
                        *half_width as f32 * 2.0 * frame.scale,
                        Color32::from_rgb(190, 170, 130),
                    ),
                ));
            }
            Scenery::Hill { top, contour_radii } => {
                for (n, r) in contour_radii.iter().enumerate() {
                    let shade = 180 - 15 * n as u8;
                    painter.circle(
                        frame.to_screen(*top),
                        *r as f32 * frame.scale,
                        Color32::from_rgb(shade, 190, 120),
                        Stroke::new(1.0, Color32::from_rgb(110, 90, 50)),
                    );
                }
            }
            _ => {}
        }
    }
    for s in &country.scenery {
        match s {
            Scenery::House { min, max } => {
                let r = Rect::from_min_max(frame.to_screen(*min), frame.to_screen(*max));
                painter.rect(
                    r,
                    1.0,
                    Color32::from_rgb(150, 80, 60),
                    Stroke::new(1.5, Color32::from_rgb(70, 40, 30)),
                    egui::StrokeKind::Inside,
                );
            }
            Scenery::Tree { at, radius } => {
                painter.circle(
                    frame.to_screen(*at),
                    *radius as f32 * frame.scale,
                    Color32::from_rgb(40, 110, 40),
                    Stroke::new(1.0, Color32::from_rgb(20, 60, 20)),
                );
            }
            Scenery::Wall { from, to } => {
                painter.line_segment(
                    [frame.to_screen(*from), frame.to_screen(*to)],
                    Stroke::new(0.8 * frame.scale, Color32::from_rgb(120, 120, 120)),
                );
            }
            _ => {}
        }
    }
    let line = |y: f64, colour: Color32, width: f32| {
        painter.line_segment(
            [
                frame.to_screen(TablePoint::new(0.0, y)),
                frame.to_screen(TablePoint::new(country.width, y)),
            ],
            Stroke::new(width, colour),
        );
    };
    line(
        country.back_line_y(Side::Blue),
        side_colour(Side::Blue),
        3.0,
    );
    line(country.back_line_y(Side::Red), side_colour(Side::Red), 3.0);
    let mid = country.middle_line_y();
    let mut x = 0.0;
    while x < country.width {
        let end = (x + 2.0).min(country.width);
        painter.line_segment(
            [
                frame.to_screen(TablePoint::new(x, mid)),
                frame.to_screen(TablePoint::new(end, mid)),
            ],
            Stroke::new(1.0, Color32::from_gray(80)),
        );
        x += 4.0;
    }
}

fn draw_pieces(
    painter: &egui::Painter,
    frame: FloorFrame,
    state: &BattleState,
    selected: &BTreeSet<u32>,
) {
    for g in &state.guns {
        let colour = side_colour(g.side);
        let [l, r] = g.wheels();
        painter.line_segment(
            [frame.to_screen(l), frame.to_screen(r)],
            Stroke::new(2.0, Color32::BLACK),
        );
        painter.line_segment(
            [frame.to_screen(g.axle), frame.to_screen(g.trail_end())],
            Stroke::new(3.0, colour),
        );
        painter.line_segment(
            [frame.to_screen(g.axle), frame.to_screen(g.muzzle())],
            Stroke::new(4.0, Color32::from_gray(40)),
        );
        for w in [l, r] {
            painter.circle_filled(
                frame.to_screen(w),
                0.4 * frame.scale,
                Color32::from_gray(30),
            );
        }
    }
    for f in state.figures.iter().filter(|f| f.on_table()) {
        let centre = frame.to_screen(f.at);
        let radius = f.arm.base_radius().0 as f32 * frame.scale;
        let fill = match f.status {
            FigureStatus::Armed => side_colour(f.side),
            _ => side_colour(f.side).gamma_multiply(0.35),
        };
        painter.circle_filled(centre, radius, fill);
        if f.arm.mounted() {
            painter.circle_stroke(centre, radius * 0.55, Stroke::new(1.0, Color32::WHITE));
        }
        let ring = if selected.contains(&f.id) {
            Stroke::new(2.0, Color32::YELLOW)
        } else {
            Stroke::new(0.8, Color32::BLACK)
        };
        painter.circle_stroke(centre, radius, ring);
    }
}
