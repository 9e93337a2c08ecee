//! Painting the grid board: territories, mountains, passes, forts, arsenals, units, the lines
//! of communication and an attack's explanation. Pure drawing; no input, no game changes.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Vec2, pos2, vec2};
use kriegsspiel::systems::grid::{
    BOARD_COLUMNS, BOARD_ROWS, Board, CombatExplanation, Feature, GridSide, Network, Position,
    Role, Square, UnitKind,
};

/// North's colour.
pub const NORTH: Color32 = Color32::from_rgb(40, 80, 160);
/// South's colour.
pub const SOUTH: Color32 = Color32::from_rgb(170, 45, 40);
const MOUNTAIN: Color32 = Color32::from_rgb(110, 90, 70);
const CUT_OFF: Color32 = Color32::from_rgb(240, 150, 0);

/// A side's colour.
pub fn side_colour(side: GridSide) -> Color32 {
    match side {
        GridSide::North => NORTH,
        GridSide::South => SOUTH,
    }
}

/// Where the board lies on the screen: its rectangle and the size of a square.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoardGeometry {
    /// The whole board.
    pub rect: Rect,
    /// A square's side, in points.
    pub cell: f32,
}

impl BoardGeometry {
    /// The largest board of square cells that fits in `available` below and right of its
    /// column and row labels, centred.
    pub fn fit(available: Rect) -> Self {
        let available =
            Rect::from_min_max(available.min + Vec2::splat(LABEL_MARGIN), available.max);
        let columns = f32::from(BOARD_COLUMNS);
        let rows = f32::from(BOARD_ROWS);
        let cell = (available.width() / columns)
            .min(available.height() / rows)
            .max(4.0);
        let size = vec2(cell * columns, cell * rows);
        let rect = Rect::from_min_size(
            pos2(available.center().x - size.x / 2.0, available.top()),
            size,
        );
        BoardGeometry { rect, cell }
    }

    /// Where the board is painted: the board, a little beyond its edge, and its labels.
    pub fn paint_area(&self) -> Rect {
        Rect::from_min_max(
            self.rect.min - Vec2::splat(LABEL_MARGIN),
            self.rect.max + Vec2::splat(2.0),
        )
    }

    /// A square's rectangle.
    pub fn square_rect(&self, square: Square) -> Rect {
        Rect::from_min_size(
            self.rect.min + vec2(f32::from(square.x), f32::from(square.y)) * self.cell,
            Vec2::splat(self.cell),
        )
    }

    /// A square's centre.
    pub fn center(&self, square: Square) -> Pos2 {
        self.square_rect(square).center()
    }

    /// The square under a screen point, if on the board.
    pub fn square_at(&self, point: Pos2) -> Option<Square> {
        if !self.rect.contains(point) {
            return None;
        }
        let rel = (point - self.rect.min) / self.cell;
        let x = u8::try_from(rel.x.floor() as i64).ok()?;
        let y = u8::try_from(rel.y.floor() as i64).ok()?;
        let square = Square::new(x, y);
        square.on_board().then_some(square)
    }
}

/// Room kept above and left of the board for its column and row numbers, in points.
pub const LABEL_MARGIN: f32 = 16.0;

/// The column numbers above the board and the row numbers left of it, 0-based as the replay
/// file writes a square `[x, y]` (rules: debord-game-of-war.md, "Squares").
pub fn paint_labels(painter: &Painter, geo: &BoardGeometry) {
    let font = FontId::proportional((geo.cell * 0.45).clamp(7.0, 12.0));
    let colour = Color32::from_gray(120);
    for x in 0..BOARD_COLUMNS {
        let at = pos2(
            geo.rect.left() + (f32::from(x) + 0.5) * geo.cell,
            geo.rect.top() - LABEL_MARGIN / 2.0,
        );
        painter.text(
            at,
            Align2::CENTER_CENTER,
            x.to_string(),
            font.clone(),
            colour,
        );
    }
    for y in 0..BOARD_ROWS {
        let at = pos2(
            geo.rect.left() - LABEL_MARGIN / 2.0,
            geo.rect.top() + (f32::from(y) + 0.5) * geo.cell,
        );
        painter.text(
            at,
            Align2::CENTER_CENTER,
            y.to_string(),
            font.clone(),
            colour,
        );
    }
}

/// The labels, the territories, the grid and the features; destroyed arsenals greyed and
/// crossed.
pub fn paint_board(painter: &Painter, geo: &BoardGeometry, board: &Board, position: &Position) {
    paint_labels(painter, geo);
    for side in GridSide::ALL {
        let rows = side.territory_rows();
        let top = geo.rect.top() + f32::from(rows.start) * geo.cell;
        let bottom = geo.rect.top() + f32::from(rows.end) * geo.cell;
        let tint = match side {
            GridSide::North => Color32::from_rgb(226, 232, 240),
            GridSide::South => Color32::from_rgb(240, 232, 220),
        };
        painter.rect_filled(
            Rect::from_min_max(pos2(geo.rect.left(), top), pos2(geo.rect.right(), bottom)),
            0.0,
            tint,
        );
    }
    let grid = Stroke::new(0.5, Color32::from_gray(180));
    for x in 0..=BOARD_COLUMNS {
        let gx = geo.rect.left() + f32::from(x) * geo.cell;
        painter.line_segment(
            [pos2(gx, geo.rect.top()), pos2(gx, geo.rect.bottom())],
            grid,
        );
    }
    for y in 0..=BOARD_ROWS {
        let gy = geo.rect.top() + f32::from(y) * geo.cell;
        painter.line_segment(
            [pos2(geo.rect.left(), gy), pos2(geo.rect.right(), gy)],
            grid,
        );
    }
    let frontier = geo.rect.top() + f32::from(BOARD_ROWS / 2) * geo.cell;
    painter.line_segment(
        [
            pos2(geo.rect.left(), frontier),
            pos2(geo.rect.right(), frontier),
        ],
        Stroke::new(2.0, Color32::from_gray(90)),
    );
    for square in Square::all() {
        if let Some((feature, side)) = board.feature(square) {
            paint_feature(painter, geo, square, feature, side, position);
        }
    }
}

fn paint_feature(
    painter: &Painter,
    geo: &BoardGeometry,
    square: Square,
    feature: Feature,
    side: GridSide,
    position: &Position,
) {
    let r = geo.square_rect(square).shrink(geo.cell * 0.06);
    let c = r.center();
    let s = geo.cell;
    match feature {
        Feature::Mountain => {
            painter.rect_filled(r, 2.0, Color32::from_rgb(200, 185, 160));
            let peak = vec![
                pos2(c.x - s * 0.38, c.y + s * 0.3),
                pos2(c.x, c.y - s * 0.35),
                pos2(c.x + s * 0.38, c.y + s * 0.3),
            ];
            painter.add(egui::Shape::convex_polygon(peak, MOUNTAIN, Stroke::NONE));
        }
        Feature::Pass => {
            painter.rect_filled(r, 2.0, Color32::from_rgb(225, 210, 180));
            for dy in [-0.12, 0.12] {
                painter.line_segment(
                    [pos2(r.left(), c.y + dy * s), pos2(r.right(), c.y + dy * s)],
                    Stroke::new(s * 0.06, MOUNTAIN),
                );
            }
        }
        Feature::Fort => {
            painter.rect_stroke(
                r.shrink(s * 0.04),
                0.0,
                Stroke::new(s * 0.08, Color32::from_gray(70)),
                StrokeKind::Inside,
            );
            for corner in [
                r.left_top(),
                r.right_top(),
                r.left_bottom(),
                r.right_bottom(),
            ] {
                painter.rect_filled(
                    Rect::from_center_size(corner + (c - corner) * 0.15, Vec2::splat(s * 0.22)),
                    0.0,
                    Color32::from_gray(70),
                );
            }
        }
        Feature::Arsenal => {
            let live = position.is_live_arsenal(side, square);
            let colour = if live {
                side_colour(side)
            } else {
                Color32::from_gray(150)
            };
            painter.circle_stroke(c, s * 0.4, Stroke::new(s * 0.08, colour));
            painter.text(
                c,
                Align2::CENTER_CENTER,
                "@",
                FontId::proportional(s * 0.5),
                colour,
            );
            if !live {
                let d = s * 0.35;
                let cross = Stroke::new(s * 0.08, Color32::from_gray(60));
                painter.line_segment([c + vec2(-d, -d), c + vec2(d, d)], cross);
                painter.line_segment([c + vec2(-d, d), c + vec2(d, -d)], cross);
            }
        }
    }
}

/// The lines of communication of the sides shown, faint, in each side's colour.
pub fn paint_rays(painter: &Painter, geo: &BoardGeometry, network: &Network, show: [bool; 2]) {
    for (side, shown) in GridSide::ALL.into_iter().zip(show) {
        if !shown {
            continue;
        }
        let colour = side_colour(side).gamma_multiply(0.45);
        for ray in network.rays(side) {
            if ray.from != ray.to {
                painter.line_segment(
                    [geo.center(ray.from), geo.center(ray.to)],
                    Stroke::new((geo.cell * 0.1).max(1.5), colour),
                );
            }
        }
    }
}

/// One unit's counter: a side-coloured disc with its kind's letter; relays square.
pub fn paint_unit(
    painter: &Painter,
    center: Pos2,
    cell: f32,
    side: GridSide,
    kind: UnitKind,
    cut_off: bool,
) {
    let colour = side_colour(side);
    let radius = cell * 0.36;
    if kind.is_relay() {
        let r = Rect::from_center_size(center, Vec2::splat(radius * 1.8));
        painter.rect_filled(r, 3.0, Color32::WHITE);
        painter.rect_stroke(r, 3.0, Stroke::new(cell * 0.08, colour), StrokeKind::Inside);
        painter.text(
            center,
            Align2::CENTER_CENTER,
            kind.letter(),
            FontId::proportional(cell * 0.45),
            colour,
        );
    } else {
        painter.circle_filled(center, radius, colour);
        painter.text(
            center,
            Align2::CENTER_CENTER,
            kind.letter(),
            FontId::proportional(cell * 0.45),
            Color32::WHITE,
        );
    }
    if cut_off {
        // Cut off: an orange ring and a slash (source L70).
        painter.circle_stroke(
            center,
            radius + cell * 0.08,
            Stroke::new(cell * 0.08, CUT_OFF),
        );
        let d = radius * 0.9;
        painter.line_segment(
            [center + vec2(-d, d), center + vec2(d, -d)],
            Stroke::new(cell * 0.07, CUT_OFF),
        );
    }
}

/// An attack's explanation on the board: a line from each counted unit to the target (green
/// for the attack, blue-grey for the defence) with the factor it counts, the target ringed.
pub fn paint_explanation(painter: &Painter, geo: &BoardGeometry, e: &CombatExplanation) {
    let target = geo.center(e.target);
    for row in &e.contributions {
        let colour = match row.role {
            Role::Attack => Color32::from_rgb(20, 140, 60),
            Role::Defence => Color32::from_rgb(70, 90, 130),
        };
        let at = geo.center(row.at);
        if row.at != e.target {
            painter.line_segment([at, target], Stroke::new(geo.cell * 0.08, colour));
        }
        painter.text(
            at + vec2(geo.cell * 0.32, -geo.cell * 0.32),
            Align2::CENTER_CENTER,
            row.counts.to_string(),
            FontId::proportional(geo.cell * 0.38),
            colour,
        );
    }
    painter.circle_stroke(
        target,
        geo.cell * 0.5,
        Stroke::new(geo.cell * 0.1, Color32::from_rgb(220, 30, 30)),
    );
}
