//! Draws the bundled default map, `maps/default.png`, and writes its map file,
//! `maps/default.map.json`, from one list of features so that picture and terrain agree.
//!
//! Run from the repository: `cargo run -p kriegsspiel --example draw_default_map`
//! (add a folder as the first argument to write somewhere else).
//!
//! The sheet is 3,000 × 2,200 pixels of an invented 1815 battlefield at 1:8000, drawn for a
//! 100 dpi scan, so its calibration is exact: 8000 / 31.68 / 100 = 2.5253 paces per pixel.

mod battlefield;
mod canvas;
mod font;
mod margins;
mod render;
mod shapes;

use geo::Coord;
use kriegsspiel::MapScale;
use kriegsspiel::map::{Calibration, DistanceCheck, LengthUnit, MapDocument, Sheet};
use std::path::{Path, PathBuf};

/// Final image size in pixels.
pub const WIDTH: u32 = 3000;
/// Final image height in pixels.
pub const HEIGHT: u32 = 2200;
/// The stated scan resolution.
pub const DPI: f64 = 100.0;
/// Supersampling factor of the canvas.
pub const SUPERSAMPLE: usize = 2;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out_dir = match std::env::args().nth(1) {
        Some(dir) => PathBuf::from(dir),
        None => match Path::new(env!("CARGO_MANIFEST_DIR")).parent() {
            Some(repository) => repository.join("maps"),
            None => PathBuf::from("maps"),
        },
    };
    std::fs::create_dir_all(&out_dir)?;

    // Checked against the sheet's own scale bar (margins.rs: 2,000 paces from pixel 44 on row
    // 2012, 792 pixels long at 1:8000 and 100 dpi), so the workbench shows the scale as
    // checked, not assumed.
    let calibration =
        Calibration::from_scale_and_dpi(MapScale::PRUSSIAN, DPI)?.with_check(DistanceCheck {
            from: Coord { x: 44.0, y: 2012.0 },
            to: Coord {
                x: 836.0,
                y: 2012.0,
            },
            distance: 2000.0,
            unit: LengthUnit::Paces,
            click_pixels: 1.0,
        })?;
    let field = battlefield::Battlefield::marlbrook();

    let mut document = MapDocument::new("The field of Marlbrook (invented, 1815)");
    document.notes = "An invented battlefield drawn by kriegsspiel/examples/draw_default_map for the \
        umpire's workbench: two ridges either side of the Marl Brook, the brick village of Marlbrook \
        on the King's Highway with its stone bridge, the wooden village of Elmstead, two farms with \
        walled gardens, light and thick woods, a fen, a ford, a plank bridge and a pontoon bridge. \
        Printed scale 1:8000, scanned at 100 dpi. Map frame: x east, y south, in paces."
        .into();
    document.sheets.push(Sheet::new(
        "Marlbrook",
        "default.png",
        WIDTH,
        HEIGHT,
        calibration.clone(),
    )?);
    for feature in &field.features {
        document.terrain.add(feature.clone())?;
    }

    let picture = render::draw(&field, calibration.paces_per_pixel());
    let png = out_dir.join("default.png");
    picture.save(&png)?;
    let json = out_dir.join("default.map.json");
    document.save(&json)?;
    println!(
        "wrote {} ({} bytes) and {} ({} features)",
        png.display(),
        std::fs::metadata(&png)?.len(),
        json.display(),
        document.terrain.len()
    );
    Ok(())
}
