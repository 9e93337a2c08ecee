//! A seat's link as a QR code, for a player to open it on a tablet: the image (made by the
//! `qrcode` crate, dark modules black on white with the standard quiet zone) and its texture,
//! made once per link and kept in egui's memory.

use egui::{Color32, ColorImage, Context, Id, TextureHandle, TextureOptions};
use qrcode::{Color, QrCode};

/// Pixels a side of each module (one square of the code) takes in the image.
pub const MODULE_PIXELS: usize = 4;

/// Light modules around the code, on every side: the standard's quiet zone.
pub const QUIET_ZONE_MODULES: usize = 4;

/// The QR code of `link`: a square image, dark modules black and light ones white, with
/// [`QUIET_ZONE_MODULES`] light modules around it; each module is `module_pixels` square
/// (at least one). `None` when the link is too long for a QR code.
pub fn qr_image(link: &str, module_pixels: usize) -> Option<ColorImage> {
    let code = QrCode::new(link.as_bytes()).ok()?;
    let width = code.width();
    let colors = code.into_colors();
    let pixels_per_module = module_pixels.max(1);
    let side = width
        .checked_add(2 * QUIET_ZONE_MODULES)?
        .checked_mul(pixels_per_module)?;
    let dark = |column: usize, row: usize| -> bool {
        let (Some(x), Some(y)) = (
            column.checked_sub(QUIET_ZONE_MODULES),
            row.checked_sub(QUIET_ZONE_MODULES),
        ) else {
            return false;
        };
        x < width && y < width && colors.get(y * width + x) == Some(&Color::Dark)
    };
    let pixels = (0..side.checked_mul(side)?)
        .map(|i| {
            let (x, y) = (i % side, i / side);
            if dark(x / pixels_per_module, y / pixels_per_module) {
                Color32::BLACK
            } else {
                Color32::WHITE
            }
        })
        .collect();
    Some(ColorImage::new([side, side], pixels))
}

/// A seat's QR code texture as last made, and the link it was made from.
#[derive(Clone)]
struct CachedQr {
    link: String,
    texture: Option<TextureHandle>,
}

/// The texture of the QR code of `seat`'s `link` ([`MODULE_PIXELS`] a module), made the first
/// time it is asked for and kept in egui's memory until the seat's link changes. `None` when
/// the link is too long for a QR code.
pub fn seat_qr_texture(ctx: &Context, seat: &str, link: &str) -> Option<TextureHandle> {
    let id = Id::unique(("seat QR code", seat));
    if let Some(cached) = ctx.data(|d| d.get_temp::<CachedQr>(id))
        && cached.link == link
    {
        return cached.texture;
    }
    let name = format!("QR code of {seat}'s link");
    let texture = qr_image(link, MODULE_PIXELS)
        .map(|image| ctx.load_texture(name, image, TextureOptions::NEAREST));
    let cached = CachedQr {
        link: link.to_owned(),
        texture: texture.clone(),
    };
    ctx.data_mut(|d| d.insert_temp(id, cached));
    texture
}
