//! A Little Wars floor plan, read back with poppler: the Country's page with its scale, then
//! the figure list — every man and gun of both sides with his place in inches and his state
//! (Wells L269) — rendered to PNG for a look.
//!
//! poppler-utils must be installed (scripts/test.sh installs it). Without it this test prints
//! why and passes, except under CI (`CI=true`), where it fails.

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::game::{LittleWarsGame, LittleWarsSetup};
use kriegsspiel::systems::little_wars::units::TablePoint;
use print::{Paper, floor_figure_lines, floor_plan_pdf, floor_plan_scale};
use std::process::Command as Process;

fn poppler_here() -> bool {
    let here = Process::new("pdftotext")
        .arg("-v")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if !here {
        let why = "poppler-utils (pdftotext) is not installed; install it with \
                   `apt-get install poppler-utils` (scripts/test.sh does)";
        assert!(!std::env::var("CI").is_ok_and(|v| v == "true"), "{why}");
        eprintln!("SKIPPED: {why}");
    }
    here
}

#[test]
fn the_floor_plan_draws_the_country_to_scale_and_lists_every_figure() {
    // One Red man set down somewhere of his own, to find him in the list.
    let mut setup = LittleWarsSetup::default_battle(1913);
    let red = setup
        .figures
        .iter_mut()
        .find(|f| f.side == Side::Red)
        .unwrap();
    red.at = TablePoint::new(40.5, 44.0);
    let man = red.id;
    let mut game = LittleWarsGame::new(setup).unwrap();
    game.apply(LittleWarsCommand::TossForFirstMove).unwrap();
    game.apply(LittleWarsCommand::BeginBattle).unwrap();
    let country = &game.state().country;
    // The default 6 × 4 ft table at 1:10 fits an A4 page's width (186 mm).
    assert_eq!(floor_plan_scale(country, 186.0, 220.0), 10);
    let lines: Vec<String> = floor_figure_lines(&game)
        .into_iter()
        .map(|l| l.text)
        .collect();
    let s = game.state();
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("Man ")).count(),
        s.figures.len()
    );
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("Gun ")).count(),
        s.guns.len()
    );
    let pdf = floor_plan_pdf(&game, Paper::A4).unwrap();
    assert!(pdf.starts_with(b"%PDF"));
    if !poppler_here() {
        return;
    }
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("print_floor_plan");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("floor.pdf");
    std::fs::write(&path, &pdf).unwrap();
    eprintln!("The floor plan: {}", path.display());
    let out = Process::new("pdftotext")
        .args(["-layout"])
        .arg(&path)
        .arg("-")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    crate::print_glyphs::assert_read_back_whole(&lines, &text);
    assert!(text.contains("Little Wars floor plan"), "{text}");
    assert!(text.contains("drawn at 1:10"), "{text}");
    assert!(text.contains("Blue's back line") && text.contains("Red's back line"));
    assert!(
        text.contains(&format!(
            "Man {man}, infantryman, at x 40.5 in, y 44.0 in: armed."
        )),
        "{text}"
    );
    for gun in &s.guns {
        assert!(text.contains(&format!("Gun {} at x", gun.id)), "{text}");
    }
    // Rendered, for a look: the first page is the plan.
    let png = dir.join("floor");
    let rendered = Process::new("pdftoppm")
        .args(["-png", "-r", "50", "-f", "1", "-l", "1"])
        .arg(&path)
        .arg(&png)
        .status()
        .unwrap();
    assert!(rendered.success());
}
