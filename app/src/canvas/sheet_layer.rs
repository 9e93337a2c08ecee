//! The background layer: every sheet of the map drawn through its own placement, in the
//! document's order (later sheets over earlier), with a placeholder where a sheet's image is
//! missing or still on its way.

use super::canvas_layer::{CanvasLayer, LayerFrame};
use super::map_point::MapPoint;
use super::projector::Projector;
use super::texture_cache::TextureCache;
use super::tile_layer::{MAX_UPLOADS_PER_FRAME, SheetPlacement, TileDrawStats, draw_scan};
use crate::scan::TileStore;
use egui::{Align2, Color32, Context, FontId, Painter, Pos2, Shape, Stroke};
use kriegsspiel::map::Sheet;

/// One sheet as the canvas draws it.
#[derive(Debug, Clone, Copy)]
pub struct SheetView<'a> {
    /// The sheet: its size, calibration and placement.
    pub sheet: &'a Sheet,
    /// The session number of its image (keeps its textures apart from other sheets').
    pub uid: u64,
    /// Its tiles, once the image's preview has arrived.
    pub tiles: Option<&'a TileStore>,
    /// 1.0 opaque; less to see through it (the sheet being aligned).
    pub opacity: f32,
    /// Drawn over a sheet without tiles ("image missing: a.png", "loading …").
    pub note: Option<&'a str>,
    /// Whether the sheet is drawn at all.
    pub visible: bool,
}

impl SheetView<'_> {
    /// Its placement for drawing, or `None` when its numbers give no transform.
    pub fn placement(&self) -> Option<SheetPlacement> {
        self.sheet.transform().ok().map(|transform| SheetPlacement {
            transform,
            uid: self.uid,
            opacity: self.opacity,
        })
    }

    /// The sheet's corners on the map (top-left, top-right, bottom-right, bottom-left).
    pub fn corners(&self) -> Vec<MapPoint> {
        self.sheet
            .footprint()
            .exterior()
            .coords()
            .take(4)
            .map(|c| MapPoint::from(*c))
            .filter(|p| p.is_finite())
            .collect()
    }
}

/// Colour of the paper drawn where a sheet has no picture yet.
const PLACEHOLDER_FILL: Color32 = Color32::from_rgb(226, 220, 200);
/// Outline of the sheet chosen in the sheets panel.
const SELECTED_OUTLINE: Color32 = Color32::from_rgb(255, 200, 0);

/// Draws every visible sheet; `outline` marks one (the selected sheet). Returns the tile
/// figures summed over sheets (the level is the first drawn sheet's).
pub fn draw_sheets(
    ctx: &Context,
    painter: &Painter,
    projector: &Projector,
    sheets: &[SheetView<'_>],
    outline: Option<usize>,
    textures: &mut TextureCache,
) -> TileDrawStats {
    textures.begin_frame();
    let mut uploads = MAX_UPLOADS_PER_FRAME;
    let mut total = TileDrawStats::default();
    let mut first = true;
    for view in sheets.iter().filter(|v| v.visible) {
        let Some(placement) = view.placement() else {
            continue;
        };
        match view.tiles {
            Some(store) => {
                let stats = draw_scan(
                    ctx,
                    painter,
                    projector,
                    &placement,
                    store,
                    textures,
                    &mut uploads,
                );
                if first {
                    total.level = stats.level;
                    first = false;
                }
                total.visible += stats.visible;
                total.drawn += stats.drawn;
                total.fallbacks += stats.fallbacks;
                total.preview |= stats.preview;
                total.waiting |= stats.waiting;
            }
            None => draw_placeholder(painter, projector, view),
        }
    }
    total.uploaded = MAX_UPLOADS_PER_FRAME - uploads;
    textures.evict();
    if let Some(view) = outline.and_then(|i| sheets.get(i)) {
        let corners: Vec<Pos2> = view
            .corners()
            .into_iter()
            .map(|p| projector.to_screen(p))
            .collect();
        if corners.len() == 4 {
            painter.add(Shape::closed_line(
                corners,
                Stroke::new(2.5, SELECTED_OUTLINE),
            ));
        }
    }
    total
}

fn draw_placeholder(painter: &Painter, projector: &Projector, view: &SheetView<'_>) {
    let corners: Vec<Pos2> = view
        .corners()
        .into_iter()
        .map(|p| projector.to_screen(p))
        .collect();
    if corners.len() != 4 || corners.iter().any(|p| !p.is_finite()) {
        return;
    }
    painter.add(Shape::convex_polygon(
        corners.clone(),
        PLACEHOLDER_FILL,
        Stroke::new(1.0, Color32::from_gray(120)),
    ));
    let centre = corners
        .iter()
        .fold(Pos2::ZERO, |acc, p| acc + p.to_vec2() / 4.0);
    let text = match view.note {
        Some(note) => format!("{}\n{note}", view.sheet.name),
        None => view.sheet.name.clone(),
    };
    painter.text(
        centre,
        Align2::CENTER_CENTER,
        text,
        FontId::proportional(15.0),
        Color32::from_gray(70),
    );
}

/// The sheets as a canvas layer: draws them, keeps the textures, reports the tile figures and
/// asks for another frame while tiles are still arriving.
pub struct SheetsLayer<'a> {
    /// The context the textures are uploaded through.
    pub ctx: &'a Context,
    /// The sheets in drawing order.
    pub sheets: &'a [SheetView<'a>],
    /// The sheet to outline.
    pub outline: Option<usize>,
    /// The GPU textures kept between frames.
    pub textures: &'a mut TextureCache,
    /// Where this frame's tile figures go.
    pub stats: &'a mut TileDrawStats,
}

impl CanvasLayer for SheetsLayer<'_> {
    fn paint(&mut self, frame: &LayerFrame<'_>) {
        *self.stats = draw_sheets(
            self.ctx,
            frame.painter,
            frame.projector,
            self.sheets,
            self.outline,
            self.textures,
        );
        let still_coming = self
            .sheets
            .iter()
            .any(|s| s.tiles.is_some_and(|t| !t.is_complete()));
        if self.stats.waiting && (self.stats.uploaded > 0 || still_coming) {
            self.ctx.request_repaint();
        }
    }
}
