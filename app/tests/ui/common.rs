//! Helpers shared by the app's integration tests: temporary folders and generated scans.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// A fresh empty folder under the system's temp dir, removed when dropped.
pub struct TempDir(PathBuf);

impl TempDir {
    /// Makes the folder.
    pub fn new(tag: &str) -> Self {
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("workbench-test-{tag}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        Self(dir)
    }

    /// A path inside the folder.
    pub fn join(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A test scan: white paper, a black frame, and two red crosses 250 pixels apart on row 150
/// (at x = 75 and x = 325), plus a gradient so tiles differ.
pub fn test_scan(width: u32, height: u32) -> image::RgbImage {
    image::RgbImage::from_fn(width, height, |x, y| {
        let red = [200, 30, 30];
        let on_cross = |cx: u32, cy: u32| {
            (x.abs_diff(cx) <= 6 && y.abs_diff(cy) <= 1)
                || (y.abs_diff(cy) <= 6 && x.abs_diff(cx) <= 1)
        };
        if on_cross(75, 150) || on_cross(325, 150) {
            image::Rgb(red)
        } else if x < 3 || y < 3 || x + 3 >= width || y + 3 >= height {
            image::Rgb([20, 20, 20])
        } else {
            let g = 230 - ((x + y) % 40) as u8;
            image::Rgb([g, g, 215])
        }
    })
}

/// Writes `image` as PNG at `path`.
pub fn write_png(image: &image::RgbImage, path: &Path) {
    image
        .save_with_format(path, image::ImageFormat::Png)
        .expect("write png");
}

/// Writes `image` as JPEG at `path`.
pub fn write_jpeg(image: &image::RgbImage, path: &Path) {
    image
        .save_with_format(path, image::ImageFormat::Jpeg)
        .expect("write jpeg");
}

/// CRC-32 (PNG's chunk checksum).
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xEDB8_8320 & mask);
        }
    }
    !crc
}

/// A valid small PNG whose header claims `width × height` (the IHDR checksum is fixed up so
/// only the size is absurd).
pub fn png_claiming(width: u32, height: u32) -> Vec<u8> {
    let mut bytes = Vec::new();
    image::RgbImage::new(4, 4)
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Png,
        )
        .expect("encode");
    // Signature (8) + length (4) + "IHDR" (4) + width (4) + height (4).
    bytes[16..20].copy_from_slice(&width.to_be_bytes());
    bytes[20..24].copy_from_slice(&height.to_be_bytes());
    let crc = crc32(&bytes[12..29]);
    bytes[29..33].copy_from_slice(&crc.to_be_bytes());
    bytes
}

/// A valid small JPEG whose frame header claims `width × height`.
pub fn jpeg_claiming(width: u16, height: u16) -> Vec<u8> {
    let mut bytes = Vec::new();
    image::RgbImage::new(16, 16)
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Jpeg,
        )
        .expect("encode");
    let sof = bytes
        .windows(2)
        .position(|w| w[0] == 0xFF && (w[1] == 0xC0 || w[1] == 0xC2))
        .expect("frame header");
    // FF Cx, length (2), precision (1), height (2), width (2).
    bytes[sof + 5..sof + 7].copy_from_slice(&height.to_be_bytes());
    bytes[sof + 7..sof + 9].copy_from_slice(&width.to_be_bytes());
    bytes
}

/// Helpers for driving the whole app in an egui_kittest harness.
pub mod app {
    use egui::{Event, Modifiers, PointerButton, Pos2};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    use std::path::{Path, PathBuf};
    use std::sync::Arc;
    use std::time::{Duration, Instant};
    use workbench::app::WorkbenchState;
    use workbench::canvas::MapPoint;
    use workbench::commands::PickOutcome;
    use workbench::scan::PipelineConfig;
    use workbench::{AppOptions, WorkbenchApp};

    /// Options for tests: small tiles (several per test scan), a file dialog that answers
    /// `picked`, never the native one, and no autosave (tests that want it turn it on).
    pub fn options(initial: Option<PathBuf>, picked: Option<PathBuf>) -> AppOptions {
        AppOptions {
            initial_map: initial,
            pipeline: PipelineConfig {
                tile_size: 128,
                preview_side: 64,
                threads: 2,
                ..PipelineConfig::default()
            },
            file_picker: Arc::new(move |_| PickOutcome::from(picked.clone())),
            autosave_after: None,
            ..AppOptions::default()
        }
    }

    /// A Reisswitz unit id from a test's literal.
    pub fn unit(id: &str) -> kriegsspiel::systems::reisswitz_1815::army::UnitId {
        kriegsspiel::systems::reisswitz_1815::army::UnitId::new(id).expect("unit id")
    }

    /// Clicks the page tab `name` (the only widget with that label) and lets the page draw.
    pub fn open_page(h: &mut Harness<'_, WorkbenchApp>, name: &str) {
        h.get_by_label(name).click();
        h.run();
    }

    /// Puts the Blue hussars (blue-cav-10) in line `paces` in front of Red's A1, facing it.
    pub fn hussars_facing_a1(h: &mut Harness<'_, WorkbenchApp>, paces: f64) {
        use kriegsspiel::systems::reisswitz_1815::game::Command;
        let troops = h.state_mut().troops_mut().expect("a game");
        let front = troops
            .game
            .footprint(&unit("red-a-1"))
            .expect("footprint")
            .expect("placed");
        let forward = front.bearing.forward();
        let anchor = geo::Coord {
            x: front.anchor.x + forward.x * paces,
            y: front.anchor.y + forward.y * paces,
        };
        troops
            .apply(Command::RemoveUnit {
                unit: unit("blue-cav-10"),
            })
            .expect("off the map");
        troops
            .apply(Command::PlaceUnit {
                unit: unit("blue-cav-10"),
                anchor,
                bearing: front.bearing.turned(180.0),
                formation: "cavalry_line".into(),
                override_reason: Some("set up the charge".into()),
            })
            .expect("placed facing A1");
        h.run();
    }

    /// On the Troops page, clicks the order-of-battle line containing `label_part` (taking it
    /// into the melee), then clicks `button` on the Melee page.
    pub fn take(h: &mut Harness<'_, WorkbenchApp>, label_part: &str, button: &str) {
        open_page(h, "Troops");
        h.get_by_label_contains(label_part).click();
        h.run();
        open_page(h, "Melee");
        h.get_by_label(button).click();
        h.run();
    }

    /// The bundled map, `maps/default.map.json`.
    pub fn bundled_map() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join("maps")
            .join("default.map.json")
    }

    /// Sets sheet `index`'s calibration to `paces_per_pixel` exactly, by two points 1,000
    /// pixels apart (as the calibration dialog would).
    pub fn calibrate(h: &mut Harness<'_, WorkbenchApp>, index: usize, paces_per_pixel: f64) {
        let calibration = kriegsspiel::map::Calibration::from_two_points(
            geo::Coord { x: 0.0, y: 0.0 },
            geo::Coord { x: 1000.0, y: 0.0 },
            1000.0 * paces_per_pixel,
            kriegsspiel::map::LengthUnit::Paces,
        )
        .expect("calibration");
        let map = h.state_mut().map_mut().expect("a map is open");
        map.document.sheets[index]
            .set_calibration(calibration)
            .expect("calibrated");
        h.state_mut()
            .run_command(workbench::commands::UiCommand::ZoomToFit);
        h.run();
    }

    /// An 800 × 600 harness running the whole app.
    pub fn harness(options: AppOptions) -> Harness<'static, WorkbenchApp> {
        harness_with_step(options, 0.25)
    }

    /// A harness of `width` × `height` points with frames 0.25 s apart.
    pub fn sized_harness(
        options: AppOptions,
        width: f32,
        height: f32,
    ) -> Harness<'static, WorkbenchApp> {
        Harness::builder()
            .with_size(egui::Vec2::new(width, height))
            .with_max_steps(200)
            .with_step_dt(0.25)
            .build_eframe(move |cc| {
                WorkbenchApp::with_state(&cc.egui_ctx, WorkbenchState::default(), options)
            })
    }

    /// The same with frames `step_dt` seconds apart (short steps make quick double-clicks).
    pub fn harness_with_step(options: AppOptions, step_dt: f32) -> Harness<'static, WorkbenchApp> {
        Harness::builder()
            .with_size(egui::Vec2::new(800.0, 600.0))
            .with_max_steps(200)
            .with_step_dt(step_dt)
            .build_eframe(move |cc| {
                WorkbenchApp::with_state(&cc.egui_ctx, WorkbenchState::default(), options)
            })
    }

    /// Steps until `done` holds (panics after 30 s, naming `what`), then a few more frames so
    /// textures are uploaded.
    pub fn wait_until(
        h: &mut Harness<'_, WorkbenchApp>,
        what: &str,
        done: impl Fn(&WorkbenchApp) -> bool,
    ) {
        let start = Instant::now();
        while !done(h.state()) {
            h.step();
            std::thread::sleep(Duration::from_millis(5));
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "timed out waiting for {what}"
            );
        }
        for _ in 0..8 {
            h.step();
        }
    }

    /// Finds `text` in the message log, as the umpire would: dismiss the message area (notes
    /// fade after a few seconds of frames, and a slow machine may step past them), then open
    /// View ▸ Message log and read it there.
    pub fn read_in_message_log(h: &mut Harness<'_, WorkbenchApp>, text: &str) {
        assert!(
            h.state().message_log().iter().any(|m| m.contains(text)),
            "“{text}” is not in the log: {:?}",
            h.state().message_log()
        );
        // A menu or window takes a sizing frame before it shows: step a few frames each time.
        let frames = |h: &mut Harness<'_, WorkbenchApp>| {
            for _ in 0..3 {
                h.step();
            }
        };
        h.get_by_label("View").click();
        frames(h);
        h.get_by_label("Dismiss all messages").click();
        frames(h);
        if !h.state().is_message_log_open() {
            h.get_by_label("View").click();
            frames(h);
            h.get_by_label_contains("Message log Ctrl").click();
            frames(h);
        }
        h.get_by_label_contains(text);
    }

    /// Waits for the load in progress to end (either way).
    pub fn wait_loaded(h: &mut Harness<'_, WorkbenchApp>) {
        wait_until(h, "the scan to load", |app| !app.is_loading());
    }

    /// The map point of scan pixel (`u`, `v`) of the first sheet.
    pub fn map_of_pixel(h: &Harness<'_, WorkbenchApp>, u: f64, v: f64) -> MapPoint {
        let app = h.state();
        let map = app.map().expect("a map is open");
        map.document.sheets[0]
            .pixel_to_map(geo::Coord { x: u, y: v })
            .expect("placed")
            .into()
    }

    /// The screen point where scan pixel (`u`, `v`) of the first sheet is drawn.
    pub fn screen_of_pixel(h: &Harness<'_, WorkbenchApp>, u: f64, v: f64) -> Pos2 {
        let p = map_of_pixel(h, u, v);
        h.state()
            .projector()
            .expect("a frame was drawn")
            .to_screen(p)
    }

    /// The screen point where scan pixel (`u`, `v`) of sheet `index` is drawn.
    pub fn screen_of_sheet_pixel(
        h: &Harness<'_, WorkbenchApp>,
        index: usize,
        u: f64,
        v: f64,
    ) -> Pos2 {
        let app = h.state();
        let map = app.map().expect("a map is open");
        let p: MapPoint = map.document.sheets[index]
            .pixel_to_map(geo::Coord { x: u, y: v })
            .expect("placed")
            .into();
        app.projector().expect("a frame was drawn").to_screen(p)
    }

    /// The scan path of the first sheet's picture.
    pub fn first_scan(app: &WorkbenchApp) -> Option<PathBuf> {
        app.map()
            .and_then(|m| m.images.first())
            .map(|i| i.path.clone())
    }

    /// A primary click at `pos` (press and release in separate frames), then one more frame.
    pub fn click_at(h: &mut Harness<'_, WorkbenchApp>, pos: Pos2) {
        h.hover_at(pos);
        h.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed: true,
            modifiers: Modifiers::NONE,
        });
        h.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed: false,
            modifiers: Modifiers::NONE,
        });
        h.step();
        h.step();
    }

    /// Replaces the text of the field labelled `label` with `text`, as a user would: click
    /// into it, select all, type.
    pub fn type_into(h: &mut Harness<'_, WorkbenchApp>, label: &str, text: &str) {
        h.get_by_role_and_label(egui::Role::TextInput, label)
            .click();
        h.run();
        h.key_press_modifiers(Modifiers::COMMAND, egui::Key::A);
        h.get_by_role_and_label(egui::Role::TextInput, label)
            .type_text(text);
        h.run();
    }

    /// As [`type_into`], for the multi-line field labelled `label`.
    pub fn type_into_multiline(h: &mut Harness<'_, WorkbenchApp>, label: &str, text: &str) {
        h.get_by_role_and_label(egui::Role::MultilineTextInput, label)
            .click();
        h.run();
        h.key_press_modifiers(Modifiers::COMMAND, egui::Key::A);
        h.get_by_role_and_label(egui::Role::MultilineTextInput, label)
            .type_text(text);
        h.run();
    }

    /// A dropped file for drag-and-drop tests.
    #[derive(Debug)]
    pub struct TestDrop(pub PathBuf);

    impl egui::DroppedFile for TestDrop {
        fn path(&self) -> &Path {
            &self.0
        }

        fn bytes(&self) -> Result<Vec<u8>, String> {
            std::fs::read(&self.0).map_err(|e| e.to_string())
        }
    }
}

/// Helpers for driving the Little Wars table on its own in an egui_kittest harness.
pub mod little_wars {
    use egui::Pos2;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    use kriegsspiel::side::Side;
    use kriegsspiel::systems::little_wars::figure::Arm;
    use kriegsspiel::systems::little_wars::game::LittleWarsCommand;
    use kriegsspiel::systems::little_wars::units::TablePoint;
    use workbench::table::TableWing;
    use workbench::table::little_wars::LittleWarsTable;

    /// Writes to `file` the battle of `setup` begun and played on, nobody stirring, until it
    /// is `side`'s move numbered `move_number` or later (a saved position for "Open game").
    pub fn save_battle_at(
        file: &std::path::Path,
        setup: kriegsspiel::systems::little_wars::game::LittleWarsSetup,
        side: Side,
        move_number: u32,
    ) {
        let mut game = kriegsspiel::systems::little_wars::LittleWarsGame::new(setup).unwrap();
        game.apply(LittleWarsCommand::TossForFirstMove).unwrap();
        game.apply(LittleWarsCommand::BeginBattle).unwrap();
        while game.state().to_move != side || game.state().move_number < move_number {
            game.apply(LittleWarsCommand::EndMove { seconds_used: None })
                .unwrap();
        }
        std::fs::write(file, game.to_json().unwrap()).unwrap();
    }

    /// Any table game alone in a harness 1,400 points wide and `height` tall, frames 0.05 s
    /// apart: the one harness every table's tests use.
    pub fn wing_harness<T: TableWing + 'static>(table: T, height: f32) -> Harness<'static, T> {
        Harness::builder()
            .with_size(egui::Vec2::new(1400.0, height))
            .with_step_dt(0.05)
            .with_max_steps(50)
            .build_ui_state(|ui, table: &mut T| table.show(ui), table)
    }

    /// The default Country's table, 1,400 points wide and `height` tall.
    pub fn table_harness(height: f32) -> Harness<'static, LittleWarsTable> {
        wing_harness(LittleWarsTable::new_default(), height)
    }

    /// The engine's small test battle (12 infantry, 6 cavalry and a gun a side, put down as the
    /// table put them before its default force grew) on a table 1,400 points wide.
    pub fn small_table_harness(height: f32) -> Harness<'static, LittleWarsTable> {
        let game = kriegsspiel::systems::little_wars::LittleWarsGame::default_with(
            1913,
            kriegsspiel::systems::little_wars::LittleWarsOptions::defaults(),
        )
        .expect("the small battle");
        wing_harness(LittleWarsTable::with_game(game), height)
    }

    /// Applies `command` through the table, failing the test with the table's message if refused.
    pub fn apply(h: &mut Harness<'_, LittleWarsTable>, command: LittleWarsCommand) {
        let ok = h.state_mut().apply(command.clone());
        assert!(ok, "{command:?}: {}", h.state().message);
    }

    /// The ids of `side`'s figures of `arm`, in order.
    pub fn men(h: &Harness<'_, LittleWarsTable>, side: Side, arm: Arm) -> Vec<u32> {
        let s = h.state().game().expect("a game").state();
        let mut v: Vec<u32> = s
            .figures
            .iter()
            .filter(|f| f.side == side && f.arm == arm)
            .map(|f| f.id)
            .collect();
        v.sort_unstable();
        v
    }

    /// Where figure `id` stands on the table.
    pub fn at(h: &Harness<'_, LittleWarsTable>, id: u32) -> TablePoint {
        h.state()
            .game()
            .expect("a game")
            .state()
            .figure(id)
            .expect("a figure")
            .at
    }

    /// The screen point of table point `p`, as the floor was last drawn.
    pub fn screen(h: &Harness<'_, LittleWarsTable>, p: TablePoint) -> Pos2 {
        h.state()
            .floor()
            .frame
            .expect("the floor was drawn")
            .to_screen(p)
    }

    /// Drags with the mouse from one table point to another, in six steps.
    pub fn drag(h: &mut Harness<'_, LittleWarsTable>, from: TablePoint, to: TablePoint) {
        let to = drag_held(h, from, to);
        h.drop_at(to);
        h.step();
        h.step();
    }

    /// Presses at table point `from` and moves the pointer to `to` in six steps, the button
    /// still held (the drag's preview is drawn); the screen point to drop at.
    pub fn drag_held(
        h: &mut Harness<'_, LittleWarsTable>,
        from: TablePoint,
        to: TablePoint,
    ) -> Pos2 {
        let (from, to) = (screen(h, from), screen(h, to));
        h.hover_at(from);
        h.step();
        h.drag_at(from);
        h.step();
        for i in 1..=6 {
            h.hover_at(from + (to - from) * (i as f32 / 6.0));
            h.step();
        }
        to
    }

    /// Clicks the floor at table point `p` (a press and a release where it stands).
    pub fn click(h: &mut Harness<'_, LittleWarsTable>, p: TablePoint) {
        let at = screen(h, p);
        h.hover_at(at);
        h.step();
        h.drag_at(at);
        h.step();
        h.drop_at(at);
        h.run_steps(2);
    }

    /// Shift-clicks each of `ids` on the floor in turn, gathering them into the selection.
    pub fn shift_click(h: &mut Harness<'_, LittleWarsTable>, ids: &[u32]) {
        h.event(egui::Event::ModifiersChanged(egui::Modifiers::SHIFT));
        for &id in ids {
            let p = at(h, id);
            click(h, p);
        }
        h.event(egui::Event::ModifiersChanged(egui::Modifiers::NONE));
        h.step();
    }

    /// Types `file` into the floor photo's path field and presses "Open floor photo" (one
    /// frame: the photo is then being read).
    pub fn press_open_floor_photo(h: &mut Harness<'_, LittleWarsTable>, file: &std::path::Path) {
        h.get_by_role_and_label(egui::Role::TextInput, "Floor photo file")
            .click();
        h.run_steps(2);
        h.get_by_role_and_label(egui::Role::TextInput, "Floor photo file")
            .type_text(&file.display().to_string());
        h.run_steps(2);
        h.get_by_label("Open floor photo").click();
        h.step();
    }

    /// A photo of floorboards `width × height` pixels, a dark joint every 60 pixels.
    pub fn floorboards(width: u32, height: u32) -> image::RgbImage {
        image::RgbImage::from_fn(width, height, |x, _| {
            image::Rgb(if x % 60 < 2 {
                [90, 60, 30]
            } else {
                [170, 130, 80]
            })
        })
    }

    /// Types `file` into the floor photo's path field, presses "Open floor photo" and waits
    /// for the answer.
    pub fn open_floor_photo(h: &mut Harness<'_, LittleWarsTable>, file: &std::path::Path) {
        press_open_floor_photo(h, file);
        // The picture is decoded on its own thread.
        h.step();
        let start = std::time::Instant::now();
        while h.state().message.starts_with("Opening") {
            h.step();
            std::thread::sleep(std::time::Duration::from_millis(5));
            assert!(start.elapsed().as_secs() < 30, "the floor photo never came");
        }
        h.run_steps(3);
    }

    /// Clicks "End move" and lets the table settle.
    pub fn end_move(h: &mut Harness<'_, LittleWarsTable>) {
        h.get_by_label("End move").click();
        h.run_steps(3);
    }
}
