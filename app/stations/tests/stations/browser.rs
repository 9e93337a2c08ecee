//! The player's page in a real headless browser (Debian's Chromium): each side's link shows
//! its own picture and nothing of the other side's hidden deployment. Without Chromium these
//! tests say why and pass, except under CI (`CI=true`), where they fail.

use crate::support::*;
use std::path::PathBuf;
use std::process::Command;

/// The browser, if installed.
fn chromium() -> Option<PathBuf> {
    ["chromium", "chromium-browser"]
        .into_iter()
        .find_map(|name| {
            let found = Command::new("which").arg(name).output().ok()?;
            let path = String::from_utf8(found.stdout).ok()?;
            let path = path.trim();
            (!path.is_empty()).then(|| PathBuf::from(path))
        })
}

/// The page at `link` as the browser has it once its script ran: the DOM, serialised.
fn rendered(browser: &PathBuf, link: &str) -> String {
    let profile = std::env::temp_dir().join(format!(
        "stations-chromium-{}-{}",
        std::process::id(),
        link.len()
    ));
    let out = Command::new(browser)
        .args([
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--virtual-time-budget=4000",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("--dump-dom")
        .arg(link)
        .output()
        .expect("the browser runs");
    let _ = std::fs::remove_dir_all(&profile);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn no_browser(why: &str) {
    eprintln!("skipped: {why}");
    assert!(!std::env::var("CI").is_ok_and(|v| v == "true"), "{why}");
}

#[test]
fn each_sides_link_shows_its_own_units_and_none_of_the_others_hidden_ones() {
    let Some(browser) = chromium() else {
        return no_browser("Chromium is not installed (scripts/test.sh installs it)");
    };
    let server = host();
    let mut game = hidden_deployment();
    north_places(&mut game, 5, 6);
    north_places(&mut game, 6, 6);
    publish(&server, &game);
    let base = server.base_url();
    let north = server.board().link("north", &base).unwrap();
    let south = server.board().link("south", &base).unwrap();

    let page = rendered(&browser, &north);
    assert!(page.contains("Seat: north"), "{page}");
    assert!(page.contains("Connected · view 1"), "{page}");
    assert!(page.contains("north infantry on [5, 6]"), "{page}");
    assert!(page.contains("north infantry on [6, 6]"), "{page}");
    // The secret leaves the address bar once read.
    assert!(!page.contains("#k="), "{page}");

    let page = rendered(&browser, &south);
    assert!(page.contains("Seat: south"), "{page}");
    assert!(
        page.contains("The other side is still deploying."),
        "{page}"
    );
    assert!(!page.contains("north infantry"), "{page}");

    // A link with a wrong secret is shown nothing of the game.
    let wrong = format!("{base}/#k={}", "0".repeat(48));
    let page = rendered(&browser, &wrong);
    assert!(!page.contains("Seat: "), "{page}");
    assert!(!page.contains("infantry"), "{page}");
    server.stop();
}
