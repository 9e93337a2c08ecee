//! The Country drawn to scale: back lines, middle line, scenery, and the pieces on it. Dragging
//! a man or a selected group draws each man's move circle, dragging a gun draws its reach with
//! the men who go with it, and letting go asks the engine for the move. While a shot is being
//! recorded, a click marks the men it touched.

pub use super::floor_frame::FloorFrame;
use super::floor_photo::PhotoOnFloor;
use super::floor_pick::{figure_at, gun_at};
use super::floor_tools::FloorTools;
use super::pieces_drawing::{draw_gun_drag, draw_pieces, side_colour};
use egui::{Color32, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2, vec2};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::country::{Country, Scenery};
use kriegsspiel::systems::little_wars::game::{BattleState, ShotTouch};
use kriegsspiel::systems::little_wars::moves::{MoveContext, figure_allowance};
use kriegsspiel::systems::little_wars::units::TablePoint;
use std::collections::BTreeSet;

/// What the floor asks for this frame.
#[derive(Debug, Clone, PartialEq)]
pub enum FloorAction {
    /// Move (or, in the put-down, put down) these men by (dx, dy) inches.
    MoveMen(Vec<u32>, f64, f64),
    /// Move (or put down) this gun by (dx, dy) inches, with the men within 6 in of it.
    MoveGun(u32, f64, f64),
    /// A point clicked for the floor photo's calibration.
    PickPoint(TablePoint),
}

/// A shot being recorded: the gun fired and the men it touched, in order (§5 "What a shot
/// kills").
#[derive(Debug, Clone, PartialEq)]
pub struct ShotDraft {
    /// The gun fired.
    pub gun: u32,
    /// The men touched, in the order touched.
    pub touched: Vec<ShotTouch>,
    /// The bearing the gun is laid on, degrees clockwise from up the table: swung round on
    /// its axle to aim, it is left so (Wells L273).
    pub bearing_deg: f64,
}

/// What a drag in progress holds: men or a gun, and where it started.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Drag {
    Men(TablePoint),
    Gun(u32, TablePoint),
}

/// The floor's own state between frames: the selection, a shot being recorded and a drag in
/// progress.
#[derive(Debug, Clone, Default)]
pub struct FloorView {
    /// Men selected (shift-click adds).
    pub selected: BTreeSet<u32>,
    /// The gun selected, if any.
    pub selected_gun: Option<u32>,
    /// The shot being recorded: while it is open a click on a man adds him to (or takes him
    /// off) the men it touched.
    pub shot: Option<ShotDraft>,
    /// The mover's choice of who dies and who is taken in the melee now on the table
    /// (Wells L320).
    pub melee_choice: super::melee_panel::MeleeChoice,
    drag: Option<Drag>,
    /// The tape and 6-in rings, and which tool the mouse holds.
    pub tools: FloorTools,
    /// The last frame's transform (tests find figures on screen with it).
    pub frame: Option<FloorFrame>,
}

impl FloorView {
    /// Draws the floor (on its photo, if one lies under it) and handles clicks and drags;
    /// `may_move` is false at "Time"; while `picking`, a click is a calibration point.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        state: &BattleState,
        may_move: bool,
        photo: Option<PhotoOnFloor>,
        picking: bool,
    ) -> Option<FloorAction> {
        self.tools.toolbar(ui);
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
        draw_country(&painter, frame, country, photo);
        let pointer = response.interact_pointer_pos().map(|p| frame.to_table(p));
        if picking {
            return response
                .clicked()
                .then_some(pointer)
                .flatten()
                .map(FloorAction::PickPoint);
        }
        if self.tools.measuring() {
            let press = ui
                .input(|i| i.pointer.press_origin())
                .map(|p| frame.to_table(p));
            self.tools.on_floor(&response, frame, state, press);
            draw_pieces(
                &painter,
                frame,
                state,
                &self.selected,
                self.selected_gun,
                &[],
            );
            self.tools.draw(&painter, frame, state);
            return None;
        }
        if response.clicked() {
            let shift = ui.input(|i| i.modifiers.shift);
            self.click(state, pointer, shift);
        }
        let press = ui
            .input(|i| i.pointer.press_origin())
            .map(|p| frame.to_table(p));
        if response.drag_started()
            && self.shot.is_none()
            && let Some(p) = press.or(pointer)
        {
            self.drag = self.start_drag(state, p);
        }
        let offset = match (
            self.drag,
            pointer.or_else(|| response.hover_pos().map(|p| frame.to_table(p))),
        ) {
            (Some(Drag::Men(from) | Drag::Gun(_, from)), Some(now)) => {
                Some((now.x - from.x, now.y - from.y))
            }
            _ => None,
        };
        let mut action = None;
        if response.drag_stopped()
            && let Some((dx, dy)) = offset
        {
            action = match self.drag.take() {
                Some(Drag::Gun(id, _)) if may_move => Some(FloorAction::MoveGun(id, dx, dy)),
                Some(Drag::Men(_)) if may_move && !self.selected.is_empty() => Some(
                    FloorAction::MoveMen(self.selected.iter().copied().collect(), dx, dy),
                ),
                _ => None,
            };
        }
        let touched = self.shot.as_ref().map_or(&[][..], |s| &s.touched[..]);
        draw_pieces(
            &painter,
            frame,
            state,
            &self.selected,
            self.selected_gun,
            touched,
        );
        self.tools.draw(&painter, frame, state);
        if response.dragged()
            && let Some(offset) = offset
        {
            match self.drag {
                Some(Drag::Men(_)) => self.draw_drag(&painter, frame, state, offset.0, offset.1),
                Some(Drag::Gun(id, _)) => {
                    if let Ok(gun) = state.gun(id) {
                        draw_gun_drag(&painter, frame, state, gun, offset);
                    }
                }
                None => {}
            }
        }
        action
    }

    /// A click: while a shot is being recorded it marks a man touched (or unmarks him);
    /// otherwise it selects a man (shift adds) or a gun.
    fn click(&mut self, state: &BattleState, pointer: Option<TablePoint>, shift: bool) {
        let man = pointer.and_then(|p| figure_at(state, p));
        if let Some(shot) = self.shot.as_mut() {
            if let Some(f) = man {
                match shot.touched.iter().position(|t| t.figure == f.id) {
                    Some(n) => {
                        shot.touched.remove(n);
                    }
                    None => shot.touched.push(ShotTouch {
                        figure: f.id,
                        fell: true,
                    }),
                }
            }
            return;
        }
        match man {
            Some(f) if shift => {
                if !self.selected.remove(&f.id) {
                    self.selected.insert(f.id);
                }
            }
            Some(f) => {
                self.selected = BTreeSet::from([f.id]);
                self.selected_gun = None;
            }
            None => {
                self.selected.clear();
                self.selected_gun = pointer.and_then(|p| gun_at(state, p)).map(|g| g.id);
            }
        }
    }

    /// A drag moves men when it starts on one of them, a gun when it starts on a gun.
    fn start_drag(&mut self, state: &BattleState, p: TablePoint) -> Option<Drag> {
        if let Some(f) = figure_at(state, p) {
            if !self.selected.contains(&f.id) {
                self.selected = BTreeSet::from([f.id]);
            }
            return Some(Drag::Men(p));
        }
        let gun = gun_at(state, p)?;
        self.selected_gun = Some(gun.id);
        self.selected.clear();
        Some(Drag::Gun(gun.id, p))
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

/// The photo as a textured quad on its four corners, so a turned photo is drawn turned.
fn photo_mesh(frame: FloorFrame, photo: &PhotoOnFloor) -> Shape {
    let mut mesh = egui::Mesh::with_texture(photo.texture);
    let uvs = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)];
    for (corner, (u, v)) in photo.corners.iter().zip(uvs) {
        mesh.vertices.push(egui::epaint::Vertex {
            pos: frame.to_screen(*corner),
            uv: Pos2::new(u, v),
            color: Color32::WHITE,
        });
    }
    mesh.add_triangle(0, 1, 2);
    mesh.add_triangle(0, 2, 3);
    Shape::mesh(mesh)
}

fn draw_country(
    painter: &egui::Painter,
    frame: FloorFrame,
    country: &Country,
    photo: Option<PhotoOnFloor>,
) {
    let table = Rect::from_min_max(
        frame.to_screen(TablePoint::new(0.0, 0.0)),
        frame.to_screen(TablePoint::new(country.width, country.depth)),
    );
    match photo {
        Some(p) => {
            painter.rect_filled(table, 0.0, Color32::from_gray(60));
            painter.add(photo_mesh(frame, &p));
            painter.rect_stroke(
                table,
                0.0,
                Stroke::new(1.5, Color32::WHITE),
                egui::StrokeKind::Inside,
            );
        }
        None => {
            painter.rect_filled(table, 0.0, Color32::from_rgb(214, 196, 150));
        }
    }
    for s in &country.scenery {
        match s {
            Scenery::Road { line, half_width } => {
                let pts = thinned_on_screen(line, frame);
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
                    // A shade darker a contour, the darkest from the thirteenth on.
                    let shade = 180_u8
                        .saturating_sub(u8::try_from(n).unwrap_or(u8::MAX).saturating_mul(15));
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
    // Only the dashes in view are drawn: a 2-in dash every 4 in, from the first that reaches
    // the painter's clip rect to the last that starts in it.
    let (from, to) = visible_across(painter.clip_rect(), frame, country.width);
    let mut x = (from / 4.0).floor() * 4.0;
    while x < to {
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

/// The inches across the table (from its left edge, within `0..=width`) that the clip rect
/// shows, so a line along the table is drawn only where it can be seen.
fn visible_across(clip: Rect, frame: FloorFrame, width: f64) -> (f64, f64) {
    let left = frame.to_table(clip.left_top()).x.max(0.0);
    let right = frame.to_table(clip.right_bottom()).x.min(width);
    (left, right.max(left))
}

/// A road's centre line on screen with the points less than a screen point from the last one
/// kept left out, so a road of many close points is drawn with no more points than pixels.
fn thinned_on_screen(line: &[TablePoint], frame: FloorFrame) -> Vec<Pos2> {
    let mut pts: Vec<Pos2> = Vec::with_capacity(line.len().min(1024));
    for (n, p) in line.iter().enumerate() {
        let at = frame.to_screen(*p);
        let last = n + 1 == line.len();
        if last || pts.last().is_none_or(|q| q.distance(at) >= 1.0) {
            pts.push(at);
        }
    }
    pts
}
