//! The photographed floor: "Open floor photo" loads a picture the way the map's scans are
//! checked and previewed (the header's size limits first, then one whole-picture preview), lays
//! it under the Country at a provisional scale, and the same two-point calibration as the map's
//! (two clicks and a known distance, in inches or feet) sets its pixels per inch. The first
//! click is the table's top-left corner (Blue's back line, left end) and the second a point
//! further along Blue's back line, so the two also fix where the table lies on the photo and how
//! far the photo is turned: a photo taken at an angle still puts each figure on its spot. The
//! calibration goes to the engine as `SetFloorPhoto`, so it is saved with the game.
//!
//! The picture is read on a thread of its own, never the window's, as the map's scans are
//! ([`super::floor_photo_load`]: a regular file only, the scans' header limits, the rows
//! passing once); the umpire sees "Loading floor photo…" meanwhile. A photo longer than a
//! texture may be is shown scaled down to fit, and the message says so; its calibration is
//! always in the file's own pixels. A photo inside the game file's folder is named relative to
//! it in the save, so the game and its photo move together; opening a game whose floor was
//! photographed loads its photo again.

use super::floor_photo_load::{PhotoLoad, ReadPhoto};
use egui::{TextureHandle, TextureOptions, Ui};
use kriegsspiel::systems::little_wars::country::{Country, CountryPhoto};
use kriegsspiel::systems::little_wars::units::TablePoint;
use std::path::Path;

/// Longest side of the picture kept for the screen, in pixels (less where the GPU's textures
/// must be smaller): a 4,096-pixel picture is 64 MiB of texture.
const PHOTO_SIDE: u32 = 4096;
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
    loading: Option<PhotoLoad>,
    /// The game's photo that could not be loaded, not tried again until another is named.
    failed: Option<String>,
}

/// `file` as a path, a relative name taken from `folder` (the game file's).
fn resolved(file: &str, folder: Option<&Path>) -> std::path::PathBuf {
    let path = Path::new(file);
    match folder {
        Some(folder) if path.is_relative() => folder.join(path),
        _ => path.to_path_buf(),
    }
}

/// The name a photo is kept under in the game: relative to the game file's `folder` when it
/// lies inside it (so the two move together), else as given.
pub fn stored_name(file: &str, folder: Option<&Path>) -> String {
    let path = Path::new(file);
    folder
        .filter(|_| path.is_absolute())
        .and_then(|folder| path.strip_prefix(folder).ok())
        .map(|inside| {
            inside
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/")
        })
        .unwrap_or_else(|| file.to_string())
}

impl FloorPhoto {
    /// Starts loading the picture named in the path box (a relative name from `folder`, the
    /// game file's); returns a note for the message line. The answer comes to [`Self::poll`].
    pub fn open(&mut self, ctx: &egui::Context, folder: Option<&Path>) -> String {
        let file = self.path.trim().to_string();
        self.start_load(ctx, file, folder, true);
        "Opening the floor photo…".into()
    }

    /// Loads again the photo a game names, unless it is the one on show.
    pub fn follow_game(&mut self, ctx: &egui::Context, country: &Country, folder: Option<&Path>) {
        let Some(photo) = &country.photo else {
            return;
        };
        let shown = self.loaded.as_ref().map(|l| l.file.as_str());
        let coming = self.loading.as_ref().map(|l| l.file.as_str());
        let failed = self.failed.as_deref();
        let named = Some(photo.file.as_str());
        if shown != named && coming != named && failed != named {
            self.path = photo.file.clone();
            self.start_load(ctx, photo.file.clone(), folder, false);
        }
    }

    fn start_load(
        &mut self,
        ctx: &egui::Context,
        file: String,
        folder: Option<&Path>,
        calibrate: bool,
    ) {
        let side = ctx.input(|i| i.max_texture_side).min(PHOTO_SIDE as usize) as u32;
        let wake = ctx.clone();
        // A load under way is dropped, and its thread stops within a band.
        self.loading = Some(PhotoLoad::start(
            resolved(&file, folder),
            file,
            calibrate,
            side,
            move || wake.request_repaint(),
        ));
    }

    /// Whether a picture is being decoded.
    pub fn is_loading(&self) -> bool {
        self.loading.is_some()
    }

    /// Takes the decoded picture once it is ready; returns a note for the message line.
    pub fn poll(&mut self, ctx: &egui::Context) -> Option<String> {
        let answer = self.loading.as_ref()?.answer()?;
        let (file, calibrate) = self
            .loading
            .take()
            .map_or_else(Default::default, |l| (l.file.clone(), l.calibrate));
        Some(match answer {
            Ok(read) => self.show_read(ctx, file, calibrate, read),
            Err(e) if calibrate => format!("Not opened: {e}"),
            Err(e) => {
                self.failed = Some(file);
                format!("Not opened: the game's floor photo ({e})")
            }
        })
    }

    /// Puts a photo just read on show; the note for the message line.
    fn show_read(
        &mut self,
        ctx: &egui::Context,
        file: String,
        calibrate: bool,
        read: ReadPhoto,
    ) -> String {
        let ReadPhoto {
            width,
            height,
            image,
        } = read;
        let [shown_w, shown_h] = image.size;
        let scaled = if shown_w < width as usize || shown_h < height as usize {
            format!(", shown at {shown_w} × {shown_h}")
        } else {
            String::new()
        };
        let texture = ctx.load_texture("little-wars-floor", image, TextureOptions::LINEAR);
        let note = format!("The game's floor photo is back under the Country ({file}{scaled}).");
        self.loaded = Some(LoadedPhoto {
            file,
            width,
            height,
            texture,
        });
        if !calibrate {
            return note;
        }
        self.picked = Some(Vec::new());
        format!(
            "Opened the floor photo ({width} × {height} pixels{scaled}). Click two points a \
             known distance apart on it, then give the distance and press Set scale."
        )
    }

    /// Names the photo on show as the game keeps it (after its calibration made it relative).
    pub fn keep_as(&mut self, file: &str) {
        if let Some(loaded) = self.loaded.as_mut() {
            loaded.file = file.to_string();
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
            if self.loading.is_some() {
                // No spinner: it would draw every frame, and on a busy machine the window's
                // frames take the cores the decoding needs. The loader wakes the window.
                ui.label("Loading floor photo…");
            }
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
