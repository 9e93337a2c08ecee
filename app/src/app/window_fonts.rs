//! The window's fonts: egui's own (Ubuntu Light and its emoji fonts), with DejaVu Sans added
//! last to every family, so that a character they lack — the grid journal's "→", Wells's
//! "⌈ ⌉", the status bar's "▸" — is drawn from it instead of as a box. The bytes are the ones
//! the printed sheets embed (`print::fallback_font_bytes`, from `assets/fonts/`), so the
//! program carries the font once.

use egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};
use egui::{Context, FontData, FontFamily};

/// The name the fallback font is known by in egui's font definitions.
pub const FALLBACK_FONT_NAME: &str = "DejaVu Sans";

/// Adds DejaVu Sans as the last fallback of the proportional and monospace families of `ctx`
/// (it takes effect from the next frame).
pub fn add_fallback_font(ctx: &Context) {
    let families = [FontFamily::Proportional, FontFamily::Monospace]
        .into_iter()
        .map(|family| InsertFontFamily {
            family,
            priority: FontPriority::Lowest,
        })
        .collect();
    ctx.add_font(FontInsert::new(
        FALLBACK_FONT_NAME,
        FontData::from_static(print::fallback_font_bytes()),
        families,
    ));
}
