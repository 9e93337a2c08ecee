//! A Little Wars battle's score sheet, read back with poppler's `pdftotext`: the game type, the
//! result, each side's tally by Wells's points with its working (Wells L356), and a line for
//! each move made.
//!
//! poppler-utils must be installed (scripts/test.sh installs it). Without it this test prints
//! why and passes, except under CI (`CI=true`), where it fails.

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::figure::Arm;
use kriegsspiel::systems::little_wars::game::LittleWarsGame;
use print::{Paper, score_sheet_lines, score_sheet_pdf};
use std::process::Command as Process;

fn pdftotext_here() -> bool {
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

/// The default battle after one move each, won by the First Player.
fn finished_battle() -> LittleWarsGame {
    let mut game = LittleWarsGame::default_battle(1913).unwrap();
    for _ in 0..2 {
        let s = game.state();
        let side = s.to_move;
        let step = if side == Side::Red { -6.0 } else { 6.0 };
        let riders: Vec<u32> = s
            .figures
            .iter()
            .filter(|f| f.side == side && f.arm == Arm::Cavalry)
            .map(|f| f.id)
            .take(2)
            .collect();
        game.apply(LittleWarsCommand::MoveGroup {
            figures: riders,
            dx: 0.0,
            dy: step,
        })
        .unwrap();
        game.apply(LittleWarsCommand::EndMove { seconds_used: None })
            .unwrap();
    }
    let first = game.state().first_player.unwrap();
    game.apply(LittleWarsCommand::EndBattle {
        winner: Some(first),
    })
    .unwrap();
    game
}

#[test]
fn score_sheet_prints_type_result_tally_with_working_and_moves() {
    let game = finished_battle();
    let first = game.state().first_player.unwrap();
    let lines: Vec<String> = score_sheet_lines(&game)
        .into_iter()
        .map(|l| l.text)
        .collect();
    let wanted = format!("Move 1 ({first}): 2 men moved.");
    assert!(lines.contains(&wanted), "{lines:?}");
    let pdf = score_sheet_pdf(&game, Paper::A4).unwrap();
    assert!(pdf.starts_with(b"%PDF"));
    if !pdftotext_here() {
        return;
    }
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("print_score_sheet");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("score.pdf");
    eprintln!("The score sheet: {}", path.display());
    std::fs::write(&path, &pdf).unwrap();
    let out = Process::new("pdftotext")
        .args(["-layout"])
        .arg(&path)
        .arg("-")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    // Every character of the lines is read back: none was drawn as a box ("→" was).
    crate::print_glyphs::assert_read_back_whole(&lines, &text);
    assert!(text.contains("Little Wars score sheet"), "{text}");
    assert!(text.contains("Fight to the Finish (Wells L356)"), "{text}");
    assert!(text.contains(&format!("{first} won.")), "{text}");
    for side in [Side::Red, Side::Blue] {
        let points = game.state().score(side).unwrap().points;
        assert!(text.contains(&format!("{side}: {points} points")), "{text}");
    }
    // The working: the victory's hundred and the men alive, each citing Wells L356.
    assert!(text.contains("Result: victory = 100"), "{text}");
    assert!(text.matches("Wells L356").count() >= 4, "{text}");
    assert!(
        text.contains(&format!("Move 1 ({first}): 2 men moved.")),
        "{text}"
    );
    assert!(
        text.contains(&format!("Move 2 ({}): 2 men moved.", first.opponent())),
        "{text}"
    );
}
