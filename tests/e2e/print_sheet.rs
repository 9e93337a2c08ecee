//! The printed casualty record sheet (Casualty Record Sheet; Section 4 — Casualties;
//! reference §4), checked from outside: rendered by poppler (`pdfinfo`, `pdftotext`,
//! `pdftoppm`), its page count, page size, every track's label and figures, and the pins'
//! colours where they were drawn.
//!
//! poppler-utils must be installed (scripts/test.sh installs it). Without it these tests print
//! why and pass, except under CI (`CI=true`), where they fail.

// Test code: a failed expectation should stop the test.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use kriegsspiel::systems::reisswitz_1815::casualty_board::{CasualtyBoard, SheetTrack, Side};
use kriegsspiel::systems::reisswitz_1815::dice::Face;
use kriegsspiel::systems::reisswitz_1815::ruleset::{DefeatLetter, Formation, HouseRule, Ruleset};
use print::{DrawnPin, MM_PER_POINT, Paper, RecordContent, RecordPdf, record_pdf};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Whether poppler's tools are here; says why not, and fails under CI.
fn poppler() -> bool {
    let here = ["pdfinfo", "pdftotext", "pdftoppm"].iter().all(|tool| {
        Command::new(tool)
            .arg("-v")
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false)
    });
    if here {
        return true;
    }
    let why = "poppler-utils (pdfinfo, pdftotext, pdftoppm) is not installed; \
               install it with `apt-get install poppler-utils` (scripts/test.sh does)";
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{why}");
    }
    eprintln!("SKIPPED: {why}");
    false
}

fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("print_sheet");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn save(name: &str, pdf: &RecordPdf) -> PathBuf {
    let path = out_dir().join(name);
    std::fs::write(&path, &pdf.bytes).unwrap();
    path
}

fn run(tool: &str, args: &[&str]) -> String {
    let out = Command::new(tool).args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{tool} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn pdfinfo(path: &Path) -> (usize, String) {
    let info = run("pdfinfo", &[path.to_str().unwrap()]);
    let field = |name: &str| {
        info.lines()
            .find_map(|l| l.strip_prefix(name))
            .map(|v| v.trim().to_string())
            .unwrap_or_default()
    };
    (field("Pages:").parse().unwrap(), field("Page size:"))
}

fn pdftotext(path: &Path) -> String {
    run("pdftotext", &[path.to_str().unwrap(), "-"])
}

/// Renders `page` at `dpi` to a PNG and reads it back.
fn render(path: &Path, page: usize, dpi: u32) -> image::RgbImage {
    let stem = path.with_extension("");
    let stem = format!("{}-p{page}", stem.display());
    let (p, d) = (page.to_string(), dpi.to_string());
    run(
        "pdftoppm",
        &[
            "-f",
            &p,
            "-l",
            &p,
            "-r",
            &d,
            "-png",
            "-singlefile",
            path.to_str().unwrap(),
            &stem,
        ],
    );
    image::open(format!("{stem}.png")).unwrap().to_rgb8()
}

fn rules() -> Ruleset {
    Ruleset::reisswitz_1815().unwrap()
}

/// The page size pdfinfo reports, and the rendered size at 50 dpi, of each paper.
const PAPERS: [(Paper, &str, (u32, u32)); 2] = [
    (Paper::A4, "595.276 x 841.89 pts (A4)", (414, 585)),
    (Paper::Letter, "612 x 792 pts (letter)", (425, 550)),
];

/// Everything a track's heading says, from the ruleset: its name, its rate, its threshold.
fn track_words(track: &SheetTrack) -> Vec<String> {
    let exchange = track.exchange_text();
    let threshold = exchange.split(':').next().unwrap().to_string();
    vec![track.name.clone(), track.rate_text(), threshold]
}

#[test]
fn blank_sheet_on_both_papers() {
    if !poppler() {
        return;
    }
    let r = rules();
    for (paper, size, pixels) in PAPERS {
        let pdf = record_pdf(&r, RecordContent::Blank, paper, "").unwrap();
        assert_eq!(pdf.pages, 1);
        assert!(pdf.pins.is_empty());
        let (_, h) = paper.size_mm();
        assert!(
            pdf.lowest_mm[0] < h - 12.0,
            "{paper}: the sheet runs to {} mm",
            pdf.lowest_mm[0]
        );
        let path = save(&format!("blank-{}.pdf", paper.id()), &pdf);
        let (pages, page_size) = pdfinfo(&path);
        assert_eq!((pages, page_size.as_str()), (1, size), "{paper}");
        let text = pdftotext(&path);
        for track in SheetTrack::all(&r).unwrap() {
            for word in track_words(&track) {
                assert!(text.contains(&word), "{paper}: no '{word}' in\n{text}");
            }
            // Every box number of the track.
            for i in 0..track.boxes {
                assert!(
                    text.contains(&track.box_label(i)),
                    "{paper}: box {i} of {}",
                    track.formation
                );
            }
        }
        for word in [
            "Casualty Record Sheet",
            "Turn track",
            "R 2/3, D 3/6, T 5/10",
            "⅚",
            "12½ pts = 1 gun",
        ] {
            assert!(text.contains(word), "{paper}: no '{word}'");
        }
        for turn in 0..40 {
            assert!(text.contains(&turn.to_string()));
        }
        let png = render(&path, 1, 50);
        assert_eq!(png.dimensions(), pixels, "{paper}");
    }
}

/// The sheet's figures follow the readings: under `two_rank_exchange = sheet_50` the two-rank
/// track is the draft sheet's own 0–45 with 50 points = 166⅔ men; a house rule shows too.
#[test]
fn readings_and_house_rules_show_on_the_sheet() {
    if !poppler() {
        return;
    }
    let mut r = rules();
    r.set_option("two_rank_exchange", "sheet_50").unwrap();
    r.set_option("recovery_times", "dice_summary_then").unwrap();
    r.apply_house_rule(HouseRule::parse("casualties.formation.0.exchange_points=35", "").unwrap())
        .unwrap();
    let pdf = record_pdf(&r, RecordContent::Blank, Paper::A4, "").unwrap();
    let text = pdftotext(&save("blank-readings.pdf", &pdf));
    for word in [
        // Under sheet_50 the two-rank track is kept in points (reference §4, L4678).
        "3 pts = 10 men · 50 pts: exchange",
        "35 pts (175 men)",
        "R 2/5, D 5/10, T 10/15",
        "two_rank_exchange = sheet_50",
        "house rules: 1",
    ] {
        assert!(text.contains(word), "no '{word}' in\n{text}");
    }
}

/// A board with pins on several tracks, unit rows and turn-track entries.
fn busy_board(r: &Ruleset) -> CasualtyBoard {
    let mut board = CasualtyBoard::new(r).unwrap();
    let face = |n| Some(Face::new(n).unwrap());
    // Red: 7 points on three ranks = 35 men, box "5" (Section 3 — Firepower: 1 point = 5 men).
    board
        .record(Side::Red, Formation::ThreeRank, "A1", 7.0, None)
        .unwrap();
    // Blue: 60 points on light cavalry = 90 riders = box "60", on the second row.
    board
        .record(
            Side::Blue,
            Formation::LightCavalry,
            "3rd Hussars",
            60.0,
            None,
        )
        .unwrap();
    board
        .record(Side::Red, Formation::LineSkirmishers, "A1 sk", 6.0, face(3))
        .unwrap();
    board
        .record(Side::Blue, Formation::FootArtillery, "Bty 2", 14.0, None)
        .unwrap();
    for (label, formation, strength) in [
        ("A1", Formation::ThreeRank, Some(450.0)),
        ("A2", Formation::ThreeRank, Some(450.0)),
        ("1st Dragoons", Formation::HeavyCavalry, None),
    ] {
        board
            .add_unit(r, Side::Red, label, formation, strength)
            .unwrap();
    }
    board.record_unit(Side::Red, "A1", 50.0, None).unwrap();
    board
        .record_unit(Side::Red, "1st Dragoons", 30.0, None)
        .unwrap();
    board
        .mark_beaten(r, Side::Red, "A2", DefeatLetter::D, 4)
        .unwrap();
    board
        .mark_beaten(r, Side::Blue, "B1", DefeatLetter::T, 37)
        .unwrap();
    board
}

/// Whether the pixel at a pin's centre is in its side's colour.
fn pin_colour_at(png: &image::RgbImage, pin: &DrawnPin, dpi: f32) -> (bool, [u8; 3]) {
    let px = |mm: f32| (mm / 25.4 * dpi).round() as u32;
    let image::Rgb(rgb) = *png.get_pixel(px(pin.x_mm), px(pin.y_mm));
    let [r, g, b] = rgb.map(i32::from);
    let right = match pin.side {
        Side::Red => r > 150 && g < 90 && b < 90,
        Side::Blue => b > 150 && r < 90 && g < 120,
    };
    (right, rgb)
}

#[test]
fn filled_sheet_shows_the_pins_in_their_colours() {
    if !poppler() {
        return;
    }
    let r = rules();
    let board = busy_board(&r);
    let sides = Side::ALL;
    for (paper, size, _) in PAPERS {
        let pdf = record_pdf(
            &r,
            RecordContent::Board {
                board: &board,
                sides,
            },
            paper,
            "busy",
        )
        .unwrap();
        for (i, low) in pdf.lowest_mm.iter().enumerate() {
            assert!(
                *low < paper.size_mm().1 - 12.0,
                "{paper} page {}: runs to {low} mm",
                i + 1
            );
        }
        let path = save(&format!("filled-{}.pdf", paper.id()), &pdf);
        let (pages, page_size) = pdfinfo(&path);
        assert_eq!((pages, page_size.as_str()), (2, size));
        assert_eq!(pdf.pages, 2);
        // Both sides' pins on all eight tracks, and one per unit row.
        let on_sheet: Vec<&DrawnPin> = pdf.pins.iter().filter(|p| p.page == 1).collect();
        assert_eq!(on_sheet.len(), 16);
        assert_eq!(pdf.pins.iter().filter(|p| p.page == 2).count(), 3);
        for page in 1..=2 {
            let png = render(&path, page, 150);
            for pin in pdf.pins.iter().filter(|p| p.page == page) {
                let (ok, rgb) = pin_colour_at(&png, pin, 150.0);
                assert!(
                    ok,
                    "{paper}: {:?} pin on {} at {:?} shows {rgb:?}",
                    pin.side,
                    pin.formation,
                    (pin.x_mm, pin.y_mm)
                );
            }
        }
        // Red's three-rank pin stands in the box numbered 5, Blue's light-cavalry pin in the box
        // numbered 60 on the second row, left of the one numbered 55.
        let find = |side, formation| {
            on_sheet
                .iter()
                .find(|p| p.side == side && p.formation == formation)
                .unwrap()
        };
        let red3 = find(Side::Red, Formation::ThreeRank);
        let red3_zero = find(Side::Blue, Formation::ThreeRank);
        assert!(
            red3.x_mm > red3_zero.x_mm + 5.0,
            "the red pin moved on from box 0"
        );
        let blue_lc = find(Side::Blue, Formation::LightCavalry);
        let red_lc = find(Side::Red, Formation::LightCavalry);
        assert!(
            blue_lc.y_mm > red_lc.y_mm + 5.0,
            "the blue pin is on the second row"
        );
        let text = pdftotext(&path);
        for word in [
            "35 men",
            "= 7 pts",
            "90 riders",
            "1 gun lost",
            "Units on this track — Red: A1",
            "Blue: 3rd Hussars",
            "A2 D d",
            "B1 T a",
            "losses unit by unit",
            "1st Dragoons",
            "removed",
            "turn 47 (box 7)",
        ] {
            assert!(text.contains(word), "{paper}: no '{word}' in\n{text}");
        }
    }
}

/// One side only: its pins, none of the other's, and its own detail page or none.
#[test]
fn one_side_only() {
    if !poppler() {
        return;
    }
    let r = rules();
    let board = busy_board(&r);
    let blue = [Side::Blue];
    let pdf = record_pdf(
        &r,
        RecordContent::Board {
            board: &board,
            sides: &blue,
        },
        Paper::Letter,
        "",
    )
    .unwrap();
    assert!(pdf.pins.iter().all(|p| p.side == Side::Blue));
    assert_eq!(pdf.pins.len(), 8);
    // Blue has no unit rows but one turn-track entry: a second page for it.
    assert_eq!(pdf.pages, 2);
    let path = save("filled-blue.pdf", &pdf);
    let text = pdftotext(&path);
    assert!(text.contains("Blue") && !text.contains("A2 D d") && text.contains("B1 T d"));
    let png = render(&path, 1, 150);
    for pin in &pdf.pins {
        assert!(pin_colour_at(&png, pin, 150.0).0, "{pin:?}");
    }
    // The same place on a blank sheet is not blue.
    let blank = record_pdf(&r, RecordContent::Blank, Paper::Letter, "").unwrap();
    let png = render(&save("blank-letter-compare.pdf", &blank), 1, 150);
    assert!(!pin_colour_at(&png, &pdf.pins[0], 150.0).0);
}

/// Many units spill onto further pages, each fitting its paper.
#[test]
fn many_units_paginate() {
    let r = rules();
    let mut board = CasualtyBoard::new(&r).unwrap();
    for i in 0..70 {
        board
            .add_unit(
                &r,
                Side::Red,
                &format!("Bn {i:02}"),
                Formation::ThreeRank,
                None,
            )
            .unwrap();
        board
            .record_unit(Side::Red, &format!("Bn {i:02}"), f64::from(i % 30), None)
            .unwrap();
    }
    let red = [Side::Red];
    for paper in Paper::ALL {
        let pdf = record_pdf(
            &r,
            RecordContent::Board {
                board: &board,
                sides: &red,
            },
            paper,
            "",
        )
        .unwrap();
        assert!(pdf.pages >= 3, "{paper}: {} pages", pdf.pages);
        assert_eq!(pdf.pins.iter().filter(|p| p.unit.is_some()).count(), 70);
        for low in &pdf.lowest_mm {
            assert!(*low < paper.size_mm().1 - 12.0, "{paper}: runs to {low} mm");
        }
        if poppler() {
            let (pages, _) = pdfinfo(&save(&format!("many-{}.pdf", paper.id()), &pdf));
            assert_eq!(pages, pdf.pages);
        }
    }
}

/// The same board gives the same bytes: no clock, no random ids in the file.
#[test]
fn output_is_reproducible() {
    let r = rules();
    let board = busy_board(&r);
    let sides = Side::ALL;
    let make = || {
        record_pdf(
            &r,
            RecordContent::Board {
                board: &board,
                sides,
            },
            Paper::A4,
            "x",
        )
        .unwrap()
        .bytes
    };
    let first = make();
    assert!(first.starts_with(b"%PDF-"));
    assert_eq!(first, make());
}

#[test]
fn points_and_millimetres_agree() {
    let (w, _) = Paper::A4.size_points();
    assert!((w * MM_PER_POINT - 210.0).abs() < 1e-3);
}

#[test]
fn the_game_summary_is_one_page_with_the_sides_units_and_pins() {
    use kriegsspiel::systems::reisswitz_1815::game::{Command as GameCommand, Game};
    use print::{SummaryStyle, summary_lines, summary_pdf};
    let bundled = Path::new(env!("CARGO_MANIFEST_DIR")).join("../maps/default.game.json");
    let mut game = Game::load(&bundled).unwrap();
    game.apply(GameCommand::RecordLosses {
        unit: kriegsspiel::systems::reisswitz_1815::army::UnitId::new("red-a-1").unwrap(),
        formation: None,
        points: 34.0,
        purpose: "test fire".into(),
    })
    .unwrap();
    // The lines first: the title, both sides, A1's loss of 170 men and the pin past its
    // first completion (30 points = 150 men; Section 4 — Casualties).
    let lines = summary_lines(&game);
    assert_eq!(lines[0].style, SummaryStyle::Title);
    let text: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
    assert!(
        text.iter()
            .any(|t| t.starts_with("A1 1st Battalion: 730 men of 900 men")),
        "{text:#?}"
    );
    assert!(
        text.contains(&"Pin on infantry in three ranks: 20 of 150, 1 exchange"),
        "{text:#?}"
    );
    assert!(
        text.iter().any(|t| t.contains("lost 34 points")),
        "{text:#?}"
    );
    if !poppler() {
        return;
    }
    for paper in Paper::ALL {
        let bytes = summary_pdf(&game, paper).unwrap();
        let path = out_dir().join(format!("summary-{}.pdf", paper.id()));
        std::fs::write(&path, &bytes).unwrap();
        let (pages, _) = pdfinfo(&path);
        assert_eq!(pages, 1);
        let text = pdftotext(&path);
        for words in [
            "Game summary",
            "Red",
            "Blue",
            "A1 1st Battalion",
            "Pin on infantry",
        ] {
            assert!(text.contains(words), "{paper}: no '{words}' in\n{text}");
        }
    }
}
