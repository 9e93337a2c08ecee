//! The photographed floor: "Open floor photo" loads a picture the way the map's scans are
//! checked and previewed (the header's size limits first, then one whole-picture preview), lays
//! it under the Country at a provisional scale, and the same two-point calibration as the map's
//! (two clicks and a known distance, in inches or feet) sets its pixels per inch. The first
//! click is the table's top-left corner (Blue's back line, left end) and the second a point
//! further along Blue's back line, so the two also fix where the table lies on the photo and how
//! far the photo is turned: a photo taken at an angle still puts each figure on its spot. The
//! calibration goes to the engine as `SetFloorPhoto`, so it is saved with the game.

use crate::scan::whole_preview::make_preview;
use crate::scan::{PixelLayout, ScanLimits};
use egui::{ColorImage, TextureHandle, TextureOptions, Ui};
use kriegsspiel::systems::little_wars::country::{Country, CountryPhoto};
use kriegsspiel::systems::little_wars::units::TablePoint;
use std::path::Path;

/// Longest side of the picture kept for the screen, in pixels.
const PREVIEW_SIDE: u32 = 2048;
/// Inches in a foot.
const INCHES_PER_FOOT: f64 = 12.0;

/// A picture loaded: its size in the file's pixels and the preview shown.
#[derive(Clone)]
struct LoadedPhoto {
    file: String,
    width: u32,
    height: u32,
    texture: TextureHandle,
}

impl std::fmt::Debug for LoadedPhoto {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "LoadedPhoto({}, {} × {})",
            self.file, self.width, self.height
        )
    }
}

/// Where the photo lies on the table this frame, in inches, and its texture.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PhotoOnFloor {
    /// The texture to paint.
    pub texture: egui::TextureId,
    /// The photo's corners on the table: its top-left, top-right, bottom-right and bottom-left
    /// pixels, turned as the calibration says.
    pub corners: [TablePoint; 4],
}

impl PhotoOnFloor {
    /// The photo's width on the table, in inches (along its top edge).
    pub fn width(&self) -> f64 {
        self.corners[0].distance(self.corners[1]).0
    }
}

/// The floor photo's controls and the calibration in progress.
#[derive(Debug, Clone, Default)]
pub struct FloorPhoto {
    /// The picture's file, as typed.
    pub path: String,
    loaded: Option<LoadedPhoto>,
    /// Points clicked for the calibration, in the file's pixels; `None` when not calibrating.
    pub picked: Option<Vec<(f64, f64)>>,
    /// The known distance between the two points, as typed.
    pub distance: String,
    /// Whether the distance is in feet (else inches).
    pub in_feet: bool,
}

/// Reads a picture as the map's scans are read: the header's size checked against the scan
/// limits before a pixel is decoded, then one preview of the whole.
fn load_picture(path: &Path) -> Result<(u32, u32, ColorImage), String> {
    let reader = image::ImageReader::open(path)
        .and_then(|r| r.with_guessed_format())
        .map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    let (width, height) = reader
        .into_dimensions()
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    ScanLimits::default()
        .check(
            path,
            width,
            height,
            u64::from(width) * u64::from(height) * 3,
        )
        .map_err(|e| e.to_string())?;
    let rgb = image::open(path)
        .map_err(|e| format!("cannot decode {}: {e}", path.display()))?
        .to_rgb8();
    let preview = make_preview(rgb.as_raw(), width, height, PixelLayout::Rgb, PREVIEW_SIDE)
        .ok_or_else(|| format!("{} holds no picture", path.display()))?;
    Ok((width, height, preview.to_color_image()))
}

impl FloorPhoto {
    /// Loads the picture named in `path`; returns a note for the message line.
    pub fn open(&mut self, ctx: &egui::Context) -> String {
        let path = std::path::PathBuf::from(self.path.trim());
        match load_picture(&path) {
            Ok((width, height, image)) => {
                let texture = ctx.load_texture("little-wars-floor", image, TextureOptions::LINEAR);
                self.loaded = Some(LoadedPhoto {
                    file: self.path.trim().to_string(),
                    width,
                    height,
                    texture,
                });
                self.picked = Some(Vec::new());
                format!(
                    "Opened the floor photo ({width} × {height} pixels). Click two points a \
                     known distance apart on it, then give the distance and press Set scale."
                )
            }
            Err(e) => format!("Not opened: {e}"),
        }
    }

    /// The calibration now: the game's for this file, else the photo laid square on the
    /// table, its top-left at the table's corner and stretched across the table's width until
    /// it is calibrated.
    fn calibration(&self, country: &Country) -> Option<CountryPhoto> {
        let loaded = self.loaded.as_ref()?;
        match &country.photo {
            Some(p) if p.file == loaded.file => Some(p.clone()),
            _ => Some(CountryPhoto {
                file: loaded.file.clone(),
                pixels_per_inch: f64::from(loaded.width) / country.width,
                origin_px: (0.0, 0.0),
                rotation_deg: 0.0,
            }),
        }
    }

    /// Where the photo lies on the table, if one is loaded.
    pub fn on_floor(&self, country: &Country) -> Option<PhotoOnFloor> {
        let loaded = self.loaded.as_ref()?;
        let c = self.calibration(country)?;
        let (w, h) = (f64::from(loaded.width), f64::from(loaded.height));
        Some(PhotoOnFloor {
            texture: loaded.texture.id(),
            corners: [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)].map(|px| c.table_point_of(px)),
        })
    }

    /// Takes a click on the floor as a calibration point (kept in the file's pixels).
    pub fn pick(&mut self, country: &Country, at: TablePoint) {
        let Some(c) = self.calibration(country) else {
            return;
        };
        if let Some(points) = self.picked.as_mut() {
            if points.len() == 2 {
                points.clear();
            }
            points.push(c.pixel_of(at));
        }
    }

    /// Whether clicks on the floor are calibration points now.
    pub fn picking(&self) -> bool {
        self.picked.as_ref().is_some_and(|p| p.len() < 2)
    }

    /// The calibrated photo from the two points and the known distance, or why not.
    fn calibrated(&self) -> Result<CountryPhoto, String> {
        let loaded = self.loaded.as_ref().ok_or("open a floor photo first")?;
        let Some([a, b]) = self
            .picked
            .as_deref()
            .and_then(|p| <&[_; 2]>::try_from(p).ok())
        else {
            return Err("click two points on the photo first".into());
        };
        let given: f64 = self
            .distance
            .trim()
            .parse()
            .map_err(|_| format!("'{}' is not a distance", self.distance.trim()))?;
        let inches = if self.in_feet {
            given * INCHES_PER_FOOT
        } else {
            given
        };
        CountryPhoto::from_two_points(&loaded.file, *a, *b, inches)
            .map_err(|_| "the two points must differ and the distance be more than 0".into())
    }

    /// The file box, "Open floor photo", and while calibrating the distance and "Set scale".
    /// Returns the calibrated photo when "Set scale" is pressed, or a refusal in words.
    pub fn controls(
        &mut self,
        ui: &mut Ui,
        country: &Country,
    ) -> (bool, Option<Result<CountryPhoto, String>>) {
        let mut open = false;
        ui.horizontal(|ui| {
            ui.add(egui::TextEdit::singleline(&mut self.path).desired_width(200.0))
                .labelled_by(ui.label("Floor photo file").id);
            open = ui.button("Open floor photo").clicked();
        });
        if let Some(p) = &country.photo {
            ui.label(format!(
                "Floor photo: {}, {:.2} pixels per inch, turned {:.1}°",
                p.file, p.pixels_per_inch, p.rotation_deg
            ));
        }
        let Some(clicked) = self.picked.as_ref().map(Vec::len) else {
            return (open, None);
        };
        let mut result = None;
        ui.horizontal(|ui| {
            ui.label(format!("Calibration: {clicked} of 2 points clicked."))
                .on_hover_text(
                    "First the table's top-left corner (the left end of Blue's back line), then \
                     a point further along Blue's back line; give the distance between them.",
                );
            ui.add(egui::TextEdit::singleline(&mut self.distance).desired_width(60.0))
                .labelled_by(ui.label("Known distance").id);
            ui.radio_value(&mut self.in_feet, false, "inches");
            ui.radio_value(&mut self.in_feet, true, "feet");
            if ui.button("Set scale").clicked() {
                result = Some(self.calibrated());
            }
        });
        (open, result)
    }
}
