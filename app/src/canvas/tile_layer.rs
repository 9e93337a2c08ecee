//! Drawing one sheet's scan from its tile pyramid through the sheet's own placement (a
//! similarity transform, pixels → paces): pick the level that matches the zoom, draw the tiles
//! that are on screen, and cover tiles not yet uploaded with a coarser ancestor or the preview.

use super::map_point::MapPoint;
use super::projector::Projector;
use super::texture_cache::TextureCache;
use crate::scan::{PyramidGeometry, TileKey, TileStore};
use egui::{Color32, Context, Mesh, Painter, Pos2, Rect, Shape, TextureId};
use geo::Coord;
use kriegsspiel::map::Similarity;
use std::collections::BTreeSet;

/// How one sheet is drawn this frame: its placement, its texture namespace and its opacity.
#[derive(Debug, Clone, Copy)]
pub struct SheetPlacement {
    /// Pixels → paces (the sheet's `transform()`).
    pub transform: Similarity,
    /// The session-unique number of the sheet's image (keeps its textures apart).
    pub uid: u64,
    /// 1.0 opaque; less to see the sheet below through it (while aligning).
    pub opacity: f32,
}

impl SheetPlacement {
    /// Where scan pixel (`u`, `v`) lies on the map.
    pub fn pixel_to_map(&self, u: f64, v: f64) -> MapPoint {
        self.transform.apply(Coord { x: u, y: v }).into()
    }

    /// The scan pixel showing map point `p`.
    pub fn map_to_pixel(&self, p: MapPoint) -> (f64, f64) {
        let c = self.transform.invert(p.into());
        (c.x, c.y)
    }
}

/// Tile textures uploaded per frame at most, so a frame never stalls on uploads
/// (6 tiles of 512 × 512 is 6 MiB).
pub const MAX_UPLOADS_PER_FRAME: usize = 6;

/// Most tiles drawn in one frame; beyond this a coarser level is used.
pub const MAX_TILES_PER_FRAME: usize = 400;

/// What one frame of tile drawing did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TileDrawStats {
    /// Level drawn.
    pub level: u8,
    /// Tiles of that level on screen.
    pub visible: usize,
    /// Of those, tiles drawn at that level.
    pub drawn: usize,
    /// Coarser tiles drawn underneath while finer ones wait.
    pub fallbacks: usize,
    /// Textures uploaded this frame.
    pub uploaded: usize,
    /// Whether the preview was drawn underneath.
    pub preview: bool,
    /// Whether tiles on screen still wait for pixels or uploads (repaint soon).
    pub waiting: bool,
}

/// The pyramid level whose pixels best match the screen: the finest level no sharper than
/// needed (level `l` has one pixel per 2^l scan pixels).
pub fn level_for_zoom(
    geometry: &PyramidGeometry,
    paces_per_pixel: f64,
    points_per_pace: f64,
    pixels_per_point: f32,
) -> u8 {
    let screen_px_per_scan_px = points_per_pace * paces_per_pixel * f64::from(pixels_per_point);
    if !(screen_px_per_scan_px.is_finite() && screen_px_per_scan_px > 0.0) {
        return geometry.top_level();
    }
    let scan_px_per_screen_px = 1.0 / screen_px_per_scan_px;
    if scan_px_per_screen_px <= 1.0 {
        return 0;
    }
    let level = scan_px_per_screen_px.log2().floor();
    if level >= f64::from(geometry.top_level()) {
        geometry.top_level()
    } else {
        level as u8
    }
}

/// The tiles of `level` that overlap the screen rectangle, nearest the centre first.
pub fn visible_tiles(
    geometry: &PyramidGeometry,
    frame: &SheetPlacement,
    projector: &Projector,
    level: u8,
) -> Vec<TileKey> {
    let rect = projector.rect();
    let corners = [
        rect.left_top(),
        rect.right_top(),
        rect.right_bottom(),
        rect.left_bottom(),
    ];
    let pixels: Vec<(f64, f64)> = corners
        .iter()
        .map(|&c| frame.map_to_pixel(projector.to_map(c)))
        .collect();
    let (mut u0, mut v0, mut u1, mut v1) = (
        f64::INFINITY,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NEG_INFINITY,
    );
    for (u, v) in pixels {
        u0 = u0.min(u);
        v0 = v0.min(v);
        u1 = u1.max(u);
        v1 = v1.max(v);
    }
    if !(u0.is_finite() && v0.is_finite() && u1.is_finite() && v1.is_finite()) {
        return Vec::new();
    }
    let span = f64::from(geometry.tile_size()) * f64::from(1u32 << level.min(31));
    let (cols, rows) = geometry.tile_grid(level);
    let clamp = |v: f64, n: u32| -> u32 { v.clamp(0.0, f64::from(n)) as u32 };
    let (c0, c1) = (
        clamp((u0 / span).floor(), cols),
        clamp((u1 / span).ceil(), cols),
    );
    let (r0, r1) = (
        clamp((v0 / span).floor(), rows),
        clamp((v1 / span).ceil(), rows),
    );
    let centre = frame.map_to_pixel(projector.centre());
    let mut keys: Vec<(u64, TileKey)> = (r0..r1)
        .flat_map(|row| (c0..c1).map(move |col| TileKey::new(level, col, row)))
        .map(|k| {
            let cx = (f64::from(k.col) + 0.5) * span - centre.0;
            let cy = (f64::from(k.row) + 0.5) * span - centre.1;
            // Sort key: squared distance in whole pixels (saturating), then the key itself.
            ((cx * cx + cy * cy).min(u64::MAX as f64) as u64, k)
        })
        .collect();
    keys.sort_unstable();
    keys.into_iter().map(|(_, k)| k).collect()
}

/// Draws one sheet's scan. Uploads at most `uploads_left` textures (and lowers it by as many).
pub fn draw_scan(
    ctx: &Context,
    painter: &Painter,
    projector: &Projector,
    frame: &SheetPlacement,
    store: &TileStore,
    textures: &mut TextureCache,
    upload_budget: &mut usize,
) -> TileDrawStats {
    let geometry = store.geometry();
    let uid = frame.uid;
    let mut level = level_for_zoom(
        geometry,
        frame.transform.scale(),
        projector.points_per_pace(),
        ctx.pixels_per_point(),
    );
    let mut keys = visible_tiles(geometry, frame, projector, level);
    while keys.len() > MAX_TILES_PER_FRAME && level < geometry.top_level() {
        level += 1;
        keys = visible_tiles(geometry, frame, projector, level);
    }
    let mut stats = TileDrawStats {
        level,
        visible: keys.len(),
        ..TileDrawStats::default()
    };
    let uploads_at_start = *upload_budget;
    let mut uploads_left = *upload_budget;
    let mut ready: Vec<(TileKey, TextureId)> = Vec::new();
    let mut fallbacks: BTreeSet<(std::cmp::Reverse<u8>, TileKey)> = BTreeSet::new();
    let mut need_preview = false;

    let texture_for = |key: TileKey, textures: &mut TextureCache, uploads_left: &mut usize| {
        if let Some(id) = textures.get(uid, key) {
            return Some(id);
        }
        if !store.has(key) || *uploads_left == 0 {
            return None;
        }
        let tile = store.get(key)?;
        *uploads_left -= 1;
        Some(textures.upload(ctx, uid, key, &tile))
    };

    for &key in &keys {
        if let Some(id) = texture_for(key, textures, &mut uploads_left) {
            ready.push((key, id));
            continue;
        }
        stats.waiting = true;
        let mut ancestor = key.parent().filter(|p| p.level <= geometry.top_level());
        let mut covered = false;
        while let Some(a) = ancestor {
            if a.level > geometry.top_level() {
                break;
            }
            let entry = (std::cmp::Reverse(a.level), a);
            if fallbacks.contains(&entry) || textures.get(uid, a).is_some() {
                fallbacks.insert(entry);
                covered = true;
                break;
            }
            if store.has(a) && uploads_left > 0 {
                // Counted now, uploaded when the fallbacks are drawn.
                uploads_left -= 1;
                fallbacks.insert(entry);
                covered = true;
                break;
            }
            ancestor = a.parent();
        }
        if !covered {
            need_preview = true;
        }
    }

    if need_preview && let Some(preview) = store.preview() {
        let id = textures.preview(ctx, uid, preview);
        let (w, h) = (geometry.width(), geometry.height());
        paint_quad(
            painter,
            projector,
            frame,
            [0.0, 0.0, f64::from(w), f64::from(h)],
            id,
        );
        stats.preview = true;
    }
    for (_, key) in fallbacks {
        let id = textures
            .get(uid, key)
            .or_else(|| store.get(key).map(|t| textures.upload(ctx, uid, key, &t)));
        if let (Some(id), Some(r)) = (id, geometry.tile_rect_full(key)) {
            paint_quad(painter, projector, frame, r, id);
            stats.fallbacks += 1;
        }
    }
    for (key, id) in ready {
        if let Some(r) = geometry.tile_rect_full(key) {
            paint_quad(painter, projector, frame, r, id);
            stats.drawn += 1;
        }
    }
    stats.uploaded = uploads_at_start - uploads_left;
    *upload_budget = uploads_left;
    stats
}

/// Paints the part `[u0, v0, u1, v1]` (scan pixels) of the scan with the whole of `texture`.
fn paint_quad(
    painter: &Painter,
    projector: &Projector,
    frame: &SheetPlacement,
    r: [f64; 4],
    texture: TextureId,
) {
    let [u0, v0, u1, v1] = r;
    let corners = [(u0, v0), (u1, v0), (u1, v1), (u0, v1)];
    let uvs = [
        Pos2::new(0.0, 0.0),
        Pos2::new(1.0, 0.0),
        Pos2::new(1.0, 1.0),
        Pos2::new(0.0, 1.0),
    ];
    let screen: Vec<Pos2> = corners
        .iter()
        .map(|&(u, v)| projector.to_screen(frame.pixel_to_map(u, v)))
        .collect();
    let bounds = Rect::from_points(&screen);
    if !bounds.is_finite() || !bounds.intersects(projector.rect()) {
        return;
    }
    let mut mesh = Mesh::with_texture(texture);
    let alpha = (frame.opacity.clamp(0.0, 1.0) * 255.0).round() as u8;
    let color = Color32::from_white_alpha(alpha);
    for (pos, uv) in screen.into_iter().zip(uvs) {
        mesh.vertices.push(egui::epaint::Vertex { pos, uv, color });
    }
    mesh.indices.extend_from_slice(&[0, 1, 2, 0, 2, 3]);
    painter.add(Shape::mesh(mesh));
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::Vec2;

    fn placement(paces_per_pixel: f64) -> SheetPlacement {
        SheetPlacement {
            transform: Similarity::new(paces_per_pixel, 0.0, Coord { x: 0.0, y: 0.0 })
                .expect("valid"),
            uid: 1,
            opacity: 1.0,
        }
    }

    #[test]
    fn level_follows_zoom() {
        let g = PyramidGeometry::new(20_000, 15_000, 512).expect("valid");
        assert_eq!(level_for_zoom(&g, 1.0, 1.0, 1.0), 0);
        assert_eq!(level_for_zoom(&g, 1.0, 4.0, 1.0), 0);
        assert_eq!(level_for_zoom(&g, 1.0, 0.5, 1.0), 1);
        assert_eq!(level_for_zoom(&g, 1.0, 0.3, 1.0), 1);
        assert_eq!(level_for_zoom(&g, 1.0, 0.25, 1.0), 2);
        assert_eq!(level_for_zoom(&g, 2.0, 0.25, 1.0), 1); // coarser scan pixels
        assert_eq!(level_for_zoom(&g, 1.0, 0.5, 2.0), 0); // a HiDPI screen wants finer tiles
        assert_eq!(level_for_zoom(&g, 1.0, 1e-6, 1.0), g.top_level());
        assert_eq!(level_for_zoom(&g, 1.0, f64::NAN, 1.0), g.top_level());
    }

    #[test]
    fn only_tiles_on_screen_are_listed_nearest_first() {
        let g = PyramidGeometry::new(4096, 4096, 512).expect("valid");
        let f = placement(1.0);
        // One pace per point, 600 × 400 window centred on pixel (2048, 2048).
        let rect = Rect::from_min_size(Pos2::ZERO, Vec2::new(600.0, 400.0));
        let p = Projector::new(rect, f.pixel_to_map(2048.0, 2048.0), 1.0, 0.0);
        let keys = visible_tiles(&g, &f, &p, 0);
        // Pixels 1748..2348 × 1848..2248: columns 3–4, rows 3–4.
        assert_eq!(keys.len(), 4);
        assert!(
            keys.iter()
                .all(|k| (3..=4).contains(&k.col) && (3..=4).contains(&k.row))
        );
        // Far away: nothing.
        let far = Projector::new(rect, MapPoint::new(1e7, 1e7), 1.0, 0.0);
        assert!(visible_tiles(&g, &f, &far, 0).is_empty());
    }
}
