//! Player stations from the workbench: Session › Host player stations… serves the open game's
//! seats (one per side), lists each with its link, and Revoke kills a link; `--host` with a
//! links file writes every seat's link once the server listens; closing the game stops it.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::TempDir;
use crate::common::app::{harness, options, type_into, wait_until};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use stations::SeatBoard;
use workbench::AppOptions;
use workbench::WorkbenchApp;
use workbench::app::HostOnStart;
use workbench::commands::ui_command::UiCommand;

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
    assert!(
        hosted.base.starts_with("http://127.0.0.1:"),
        "{}",
        hosted.base
    );
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
    wait_until(&mut h, "hosting to stop", |app| {
        app.hosted_stations().is_none()
    });
    h.get_by_label_contains("Player stations stopped");
}

/// A workbench with a new grid game, its stations hosted on a free loopback port: the harness,
/// the links' base and the seats.
pub(crate) fn hosting_grid() -> (Harness<'static, WorkbenchApp>, String, SeatBoard) {
    let mut h = harness(options(None, None));
    h.state_mut().run_command(UiCommand::NewGridGame);
    h.run();
    hosted(h)
}

/// A workbench with a new Little Wars game, its stations hosted on a free loopback port.
pub(crate) fn hosting_little_wars() -> (Harness<'static, WorkbenchApp>, String, SeatBoard) {
    let mut h = harness(options(None, None));
    h.state_mut().run_command(UiCommand::NewLittleWarsGame);
    h.run();
    hosted(h)
}

/// A workbench with the bundled staff exercise, its stations hosted on a free loopback port.
pub(crate) fn hosting_staff_exercise() -> (Harness<'static, WorkbenchApp>, String, SeatBoard) {
    let map = crate::common::app::bundled_map().with_file_name("staff-exercise.map.json");
    let mut h = harness(options(Some(map), None));
    crate::common::app::wait_loaded(&mut h);
    wait_until(&mut h, "the staff exercise", |app| app.troops().is_some());
    hosted(h)
}

fn hosted(
    mut h: Harness<'static, WorkbenchApp>,
) -> (Harness<'static, WorkbenchApp>, String, SeatBoard) {
    let base = h
        .state_mut()
        .host_stations("127.0.0.1:0".parse().unwrap(), None)
        .unwrap();
    let board = h.state().hosted_stations().unwrap().server.board().clone();
    (h, base, board)
}

/// Commands in the table game's journal.
pub(crate) fn journal_len(h: &Harness<'_, WorkbenchApp>) -> usize {
    h.state()
        .table_game()
        .and_then(|w| w.game_file())
        .map_or(0, |f| f.journal_len())
}

/// What the workbench answers when `seat`'s page sends `request`.
pub(crate) fn answer_to(
    h: &mut Harness<'_, WorkbenchApp>,
    (base, board): (&str, &SeatBoard),
    seat: &str,
    request: &str,
) -> serde_json::Value {
    let page = page_sends(
        base.to_string(),
        board.link(seat, base).unwrap(),
        request.into(),
    );
    answer_of(h, &page)
}

/// A page of `seat` on the hosted game: connects as the server's own page, sends the seat's
/// secret, waits for its first view, then sends `request` and gives back the answer frame.
pub(crate) fn page_sends(
    base: String,
    link: String,
    request: String,
) -> std::sync::mpsc::Receiver<serde_json::Value> {
    page_receives(base, link, Some(request), |frame| {
        frame["client_id"].is_string()
    })
}

/// A page of `seat` that connects, sends its secret, sends `request` (if any) once its first
/// view came, and gives back the first frame for which `wanted` holds.
pub(crate) fn page_receives(
    base: String,
    link: String,
    request: Option<String>,
    wanted: fn(&serde_json::Value) -> bool,
) -> std::sync::mpsc::Receiver<serde_json::Value> {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let host = base.trim_start_matches("http://");
            let mut ws_request = format!("ws://{host}/ws").into_client_request().unwrap();
            ws_request
                .headers_mut()
                .insert("Origin", base.parse().unwrap());
            let (mut page, _) = tokio_tungstenite::connect_async(ws_request).await.unwrap();
            let secret = link.split_once("#k=").unwrap().1.to_string();
            page.send(Message::text(format!(r#"{{"secret": "{secret}"}}"#)))
                .await
                .unwrap();
            let mut request = request;
            while let Some(Ok(message)) = page.next().await {
                let Message::Text(text) = message else {
                    continue;
                };
                let frame: serde_json::Value = serde_json::from_str(text.as_str()).unwrap();
                if frame["type"] == "view"
                    && let Some(request) = request.take()
                {
                    page.send(Message::text(request)).await.unwrap();
                }
                if wanted(&frame) {
                    let _ = tx.send(frame);
                    return;
                }
            }
        });
    });
    rx
}

/// Steps the app until the page's answer comes.
pub(crate) fn answer_of(
    h: &mut egui_kittest::Harness<'_, workbench::WorkbenchApp>,
    answers: &std::sync::mpsc::Receiver<serde_json::Value>,
) -> serde_json::Value {
    for _ in 0..400 {
        h.step();
        if let Ok(answer) = answers.recv_timeout(std::time::Duration::from_millis(10)) {
            return answer;
        }
    }
    panic!("no answer from the workbench");
}

#[test]
fn a_move_sent_from_norths_page_is_played_on_the_umpires_table_and_souths_is_refused() {
    let (mut h, base, board) = hosting_grid();
    let before = journal_len(&h);
    // South may not move on North's half-turn.
    let refused = answer_to(
        &mut h,
        (&base, &board),
        "south",
        r#"{"client_id": "s-1", "body": {"command": {"command": "move", "from": [14, 10], "to": [14, 9]}}}"#,
    );
    assert_eq!(refused["type"], "refused", "{refused}");
    assert_eq!(refused["client_id"], "s-1");
    assert_eq!(journal_len(&h), before);
    // North moves an infantry unit one square: the umpire's table plays it.
    let accepted = answer_to(
        &mut h,
        (&base, &board),
        "north",
        r#"{"client_id": "n-1", "body": {"command": {"command": "move", "from": [5, 6], "to": [5, 5]}}}"#,
    );
    assert_eq!(accepted["type"], "accepted", "{accepted}");
    assert_eq!(accepted["client_id"], "n-1");
    assert_eq!(journal_len(&h), before + 1);
    // The umpire's message log says where each request came from and what came of it.
    let log: Vec<String> = h
        .state()
        .session()
        .notifications
        .log()
        .iter()
        .map(|notice| notice.text.clone())
        .collect();
    assert!(
        log.iter()
            .any(|t| t == "From North's station: done: move [5,6] to [5,5]."),
        "{log:?}"
    );
    assert!(
        log.iter()
            .any(|t| t.starts_with("Refused to South's station: not your side's")),
        "{log:?}"
    );
}

#[test]
fn an_order_typed_on_a_commanders_page_arrives_when_the_messenger_rule_says_and_only_in_his_name() {
    let (mut h, base, board) = hosting_staff_exercise();
    let seats: Vec<String> = board.seats().into_iter().map(|(s, _)| s.seat).collect();
    assert_eq!(
        seats,
        [
            "blue",
            "blue-blue-ag",
            "blue-blue-cin",
            "red",
            "red-red-ag",
            "red-red-cin"
        ]
    );
    let sent_before = h
        .state()
        .troops()
        .unwrap()
        .game
        .state()
        .staff()
        .messages
        .len();
    // Major Hale's seat may not write in Colonel Ashby's name.
    let refused = answer_to(
        &mut h,
        (&base, &board),
        "red-red-ag",
        r#"{"client_id": "f-1", "body": {"message": {"kind": "order", "from": "red-cin", "to": {"unit": "red-a-1"}, "text": "Retire"}}}"#,
    );
    assert_eq!(refused["type"], "refused", "{refused}");
    // Nor to a Blue unit.
    let refused = answer_to(
        &mut h,
        (&base, &board),
        "red-red-cin",
        r#"{"client_id": "b-1", "body": {"message": {"kind": "order", "from": "red-cin", "to": {"unit": "blue-b-1"}, "text": "Surrender"}}}"#,
    );
    assert_eq!(
        refused["reason"], "the addressee is not of your side",
        "{refused}"
    );
    // Colonel Ashby orders A1 forward: the same journaled command the umpire's composer makes.
    let accepted = answer_to(
        &mut h,
        (&base, &board),
        "red-red-cin",
        r#"{"client_id": "o-1", "body": {"message": {"kind": "order", "from": "red-cin", "to": {"unit": "red-a-1"}, "text": "Advance to the mill", "reaction_minutes": 5}}}"#,
    );
    assert_eq!(accepted["type"], "accepted", "{accepted}");
    let state = h.state().troops().unwrap().game.state();
    let messages = &state.staff().messages;
    assert_eq!(messages.len(), sent_before + 1);
    let sent = messages.last().unwrap();
    assert_eq!(sent.text, "Advance to the mill");
    assert_eq!(
        accepted["note"],
        format!("sent; in hand at turn {}", sent.arrives_turn)
    );
    assert!(sent.arrives_turn > state.turn(), "a messenger takes time");
}

#[test]
fn a_commander_added_after_hosting_began_gets_a_seat_of_his_own() {
    use kriegsspiel::side::Side;
    use kriegsspiel::systems::reisswitz_1815::game::Command;
    use kriegsspiel::systems::reisswitz_1815::staff::{CommanderId, Duty};
    let (mut h, base, board) = hosting_staff_exercise();
    assert!(board.link("red-red-adc", &base).is_none());
    h.state_mut().game_command(Command::AddCommander {
        commander: CommanderId::new("red-adc").unwrap(),
        side: Side::Red,
        name: "Captain Verney".into(),
        duty: Duty::MainBody,
        post: None,
    });
    for _ in 0..4 {
        h.step();
    }
    let link = board
        .link("red-red-adc", &base)
        .expect("a seat for the new commander");
    assert!(link.starts_with(&format!("{base}/#k=")));
    let seats: Vec<String> = board.seats().into_iter().map(|(s, _)| s.seat).collect();
    assert_eq!(seats.len(), 7);
    assert!(
        seats.windows(2).all(|w| w[0] < w[1]),
        "listed in order: {seats:?}"
    );
}

/// A seat's link as the LAN-hosted stations give it: 48 hex digits of secret.
const LAN_LINK: &str =
    "http://192.168.1.20:8315/#k=0123456789abcdef0123456789abcdef0123456789abcdef";

#[test]
fn a_seats_qr_code_reads_back_as_its_link_exactly() {
    use workbench::dialogs::seat_qr::{MODULE_PIXELS, QUIET_ZONE_MODULES, qr_image};
    let image = qr_image(LAN_LINK, MODULE_PIXELS).expect("a link this short fits a QR code");
    let [width, height] = image.size;
    assert_eq!(width, height, "square");
    // The quiet zone is white; the top-left finder pattern begins just inside it.
    let quiet = QUIET_ZONE_MODULES * MODULE_PIXELS;
    let pixel = |x: usize, y: usize| image.pixels[y * width + x];
    assert_eq!(pixel(0, 0), egui::Color32::WHITE);
    assert_eq!(pixel(quiet - 1, quiet - 1), egui::Color32::WHITE);
    assert_eq!(pixel(quiet, quiet), egui::Color32::BLACK);
    assert_eq!(pixel(width - 1, height - 1), egui::Color32::WHITE);
    let mut prepared =
        rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| pixel(x, y).r());
    let grids = prepared.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code in the image");
    let (_, text) = grids[0].decode().expect("a readable QR code");
    assert_eq!(text, LAN_LINK);
    // Past what a QR code can hold there is no image, and no panic.
    assert!(qr_image(&"k".repeat(8000), MODULE_PIXELS).is_none());
}

#[test]
fn the_qr_code_button_shows_the_seats_qr_code_under_its_row_and_hides_it_again() {
    use stations::{Seat, SeatStatus};
    use workbench::dialogs::stations_window::{
        HostingNow, SeatRow, StationsWindow, show_stations_window,
    };
    let row = |seat: &str, link: String| SeatRow {
        seat: Seat::of_side(seat),
        status: SeatStatus::default(),
        link: Some(link),
    };
    let hosting = HostingNow {
        base: "http://192.168.1.20:8315".into(),
        seats: vec![
            row("blue", "http://x/#k=".repeat(400)),
            row("red", LAN_LINK.into()),
        ],
    };
    let window = StationsWindow {
        open: true,
        ..StationsWindow::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1000.0, 900.0))
        .build_ui_state(
            |ui, window: &mut StationsWindow| {
                show_stations_window(ui.ctx(), window, Some(&hosting));
            },
            window,
        );
    h.run();
    assert!(
        h.query_by_label("QR code of red's link").is_none(),
        "hidden at first"
    );
    h.get_by_label("QR code for red").click();
    h.run();
    h.get_by_role_and_label(egui::Role::Image, "QR code of red's link");
    assert!(h.query_by_label("QR code of blue's link").is_none());
    // The texture is made once, not every frame.
    let textures = |h: &Harness<'_, StationsWindow>| -> Vec<egui::TextureId> {
        h.ctx
            .tex_manager()
            .read()
            .allocated()
            .map(|(id, _)| *id)
            .collect()
    };
    let before = textures(&h);
    for _ in 0..3 {
        h.step();
    }
    assert_eq!(textures(&h), before);
    // A link past what a QR code holds says so instead.
    h.get_by_label("QR code for blue").click();
    h.run();
    h.get_by_label("This link is too long for a QR code.");
    h.get_by_label("QR code for red").click();
    h.run();
    assert!(
        h.query_by_label("QR code of red's link").is_none(),
        "hidden again"
    );
}
