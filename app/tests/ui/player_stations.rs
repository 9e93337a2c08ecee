//! Player stations from the workbench: Session › Host player stations… serves the open game's
//! seats (one per side), lists each with its link, and Revoke kills a link; `--host` with a
//! links file writes every seat's link once the server listens; closing the game stops it.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::TempDir;
use crate::common::app::{harness, options, type_into, wait_until};
use egui_kittest::kittest::Queryable;
use workbench::app::HostOnStart;
use workbench::commands::ui_command::UiCommand;
use workbench::AppOptions;

#[test]
fn the_umpire_hosts_a_grid_game_lists_its_seats_and_revokes_one() {
    let mut h = harness(options(None, None));
    h.state_mut().run_command(UiCommand::NewGridGame);
    h.run();
    h.state_mut().run_command(UiCommand::HostStations);
    h.run();
    h.get_by_label("This computer only");
    // Any free port, so tests running side by side never collide.
    type_into(&mut h, "Port:", "0");
    h.get_by_label("Start hosting").click();
    h.run();
    let hosted = h.state().hosted_stations().expect("hosting");
    assert!(hosted.base.starts_with("http://127.0.0.1:"), "{}", hosted.base);
    let seats: Vec<String> = hosted
        .server
        .board()
        .seats()
        .into_iter()
        .map(|(seat, _)| seat.seat)
        .collect();
    assert_eq!(seats, ["north", "south"]);
    h.get_by_label("Seat north");
    h.get_by_label("Seat south");
    h.get_by_label("Copy north link");
    assert!(h.query_all_by_label("Not connected yet.").count() == 2);
    h.get_by_label("Revoke south").click();
    h.run();
    h.get_by_label_contains("Revoked: no page can take this seat");
    assert!(h.query_by_label("Copy south link").is_none());
    let board = h.state().hosted_stations().unwrap().server.board().clone();
    assert!(board.link("south", "http://x").is_none());
    h.get_by_label("New link for south").click();
    h.run();
    h.get_by_label("Copy south link");
    h.get_by_label("Stop hosting").click();
    h.run();
    assert!(h.state().hosted_stations().is_none());
    h.get_by_label("Start hosting");
}

#[test]
fn hosting_from_the_start_writes_the_links_file_and_closing_the_game_stops_it() {
    let dir = TempDir::new("stations-host");
    let links = dir.join("links.json");
    let mut h = harness(AppOptions {
        host_on_start: Some(HostOnStart {
            addr: "127.0.0.1:0".parse().unwrap(),
            links_file: Some(links.clone()),
        }),
        ..options(None, None)
    });
    h.run();
    assert!(
        h.state().hosted_stations().is_none(),
        "no game is open yet, so nothing is hosted"
    );
    h.state_mut().run_command(UiCommand::NewLittleWarsGame);
    h.run();
    wait_until(&mut h, "the stations to be hosted", |app| {
        app.hosted_stations().is_some()
    });
    let text = std::fs::read_to_string(&links).expect("the links file");
    let file: serde_json::Value = serde_json::from_str(&text).unwrap();
    let seats = file["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 2);
    for (seat, side) in seats.iter().zip(["blue", "red"]) {
        assert_eq!(seat["seat"], side);
        assert_eq!(seat["side"], side);
        assert_eq!(seat["commander"], serde_json::Value::Null);
        let link = seat["link"].as_str().unwrap();
        let base = &h.state().hosted_stations().unwrap().base;
        let secret = link.strip_prefix(&format!("{base}/#k=")).expect("a link");
        assert_eq!(secret.len(), 48, "192 bits in hex");
        assert!(secret.bytes().all(|b| b.is_ascii_hexdigit()));
    }
    assert_ne!(seats[0]["link"], seats[1]["link"]);
    h.state_mut().run_command(UiCommand::CloseTableGame);
    h.run();
    wait_until(&mut h, "hosting to stop", |app| app.hosted_stations().is_none());
    h.get_by_label_contains("Player stations stopped");
}
