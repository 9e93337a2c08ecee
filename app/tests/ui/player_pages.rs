//! The player's page in a real headless Chromium, driven over the DevTools protocol while the
//! workbench runs: an order typed on a commander's page arrives in the umpire's game at the
//! move the messenger rule gives, and a move clicked on a grid page is played on the umpire's
//! table. Without Chromium these tests say why and pass, except under CI (`CI=true`).
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::player_stations::{hosting_grid, hosting_staff_exercise, journal_len};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use futures_util::{SinkExt, StreamExt};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;
use workbench::WorkbenchApp;

/// A headless Chromium with its DevTools socket, killed when dropped.
struct Browser {
    child: Child,
    devtools: String,
    profile: std::path::PathBuf,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

/// Starts Chromium, or says why not (and fails under CI).
fn browser() -> Option<Browser> {
    let found = ["chromium", "chromium-browser"].into_iter().find(|name| {
        Command::new("which")
            .arg(name)
            .output()
            .is_ok_and(|o| o.status.success())
    });
    let Some(name) = found else {
        let why = "Chromium is not installed (scripts/test.sh installs it)";
        eprintln!("skipped: {why}");
        assert!(!std::env::var("CI").is_ok_and(|v| v == "true"), "{why}");
        return None;
    };
    let profile = std::env::temp_dir().join(format!(
        "workbench-pages-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    ));
    let mut child = Command::new(name)
        .args([
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--remote-debugging-port=0",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("about:blank")
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("Chromium starts");
    let stderr = child.stderr.take().unwrap();
    let mut devtools = None;
    for line in BufReader::new(stderr).lines().map_while(Result::ok) {
        if let Some(url) = line.strip_prefix("DevTools listening on ") {
            devtools = Some(url.trim().to_string());
            break;
        }
    }
    Some(Browser {
        child,
        devtools: devtools.expect("Chromium's DevTools address"),
        profile,
    })
}

/// Opens `link` in a new tab of `devtools`' browser and runs `steps` there, each a JavaScript
/// expression evaluated until it gives a string (not `null`); sends each string back.
fn drive(devtools: String, link: String, steps: Vec<String>) -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let (mut socket, _) = tokio_tungstenite::connect_async(devtools.as_str())
                .await
                .expect("the DevTools socket");
            let mut id = 0_u64;
            let mut call = async |socket: &mut _,
                                  method: &str,
                                  params: serde_json::Value,
                                  session: Option<&str>| {
                id += 1;
                let mut message = serde_json::json!({"id": id, "method": method, "params": params});
                if let Some(session) = session {
                    message["sessionId"] = session.into();
                }
                cdp_call(socket, id, message).await
            };
            let target = call(
                &mut socket,
                "Target.createTarget",
                serde_json::json!({"url": link}),
                None,
            )
            .await;
            let target_id = target["targetId"].as_str().unwrap().to_string();
            let attached = call(
                &mut socket,
                "Target.attachToTarget",
                serde_json::json!({"targetId": target_id, "flatten": true}),
                None,
            )
            .await;
            let session = attached["sessionId"].as_str().unwrap().to_string();
            for step in steps {
                let mut answer = None;
                for _ in 0..300 {
                    let result = call(
                        &mut socket,
                        "Runtime.evaluate",
                        serde_json::json!({"expression": step, "returnByValue": true}),
                        Some(&session),
                    )
                    .await;
                    if let Some(text) = result["result"]["value"].as_str() {
                        answer = Some(text.to_string());
                        break;
                    }
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                let _ = tx.send(answer.unwrap_or_else(|| format!("timed out: {step}")));
            }
        });
    });
    rx
}

/// Sends one DevTools call and waits for its result, skipping events.
async fn cdp_call(
    socket: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    id: u64,
    message: serde_json::Value,
) -> serde_json::Value {
    socket
        .send(Message::text(message.to_string()))
        .await
        .unwrap();
    while let Some(Ok(reply)) = socket.next().await {
        let Message::Text(text) = reply else { continue };
        let reply: serde_json::Value = serde_json::from_str(text.as_str()).unwrap();
        if reply["id"].as_u64() == Some(id) {
            return reply["result"].clone();
        }
    }
    panic!("the DevTools socket closed")
}

/// Steps the workbench until the page has an answer for each step.
fn answers(
    h: &mut Harness<'_, WorkbenchApp>,
    page: &mpsc::Receiver<String>,
    n: usize,
) -> Vec<String> {
    let mut got = Vec::new();
    for _ in 0..2_000 {
        h.step();
        while let Ok(answer) = page.try_recv() {
            got.push(answer);
        }
        if got.len() == n {
            return got;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the page answered only {got:?}");
}

/// A page's text once `#answer` says something other than "Sent…".
const ANSWERED: &str = "(() => { const a = document.getElementById('answer').textContent; \
     return a && !a.startsWith('Sent') ? a : null; })()";

#[test]
fn an_order_typed_on_colonel_ashbys_page_arrives_at_the_move_the_messenger_rule_gives() {
    let Some(browser) = browser() else { return };
    let (mut h, base, board) = hosting_staff_exercise();
    let link = board.link("red-red-cin", &base).unwrap();
    let before = h
        .state()
        .troops()
        .unwrap()
        .game
        .state()
        .staff()
        .messages
        .len();
    let page = drive(
        browser.devtools.clone(),
        link,
        vec![
            // The composer is there once the view came.
            "document.getElementById('message-to') ? document.getElementById('seat').textContent : null".into(),
            // Order A1 forward, as a player would: choose, type, send.
            "(() => { const to = document.getElementById('message-to'); \
              to.value = 'unit:red-a-1'; \
              document.getElementById('message-text').value = 'Advance to the mill'; \
              document.getElementById('message-minutes').value = '5'; \
              [...document.querySelectorAll('button')].find(b => b.textContent.startsWith('Send')).click(); \
              return 'sent'; })()".into(),
            ANSWERED.into(),
            "document.body.innerText".into(),
        ],
    );
    let got = answers(&mut h, &page, 4);
    assert_eq!(got[0], "Seat: red — red-cin");
    // Red's own units, Blue only as reported: no Blue commander, unit id or briefing.
    let shown = &got[3];
    assert!(shown.contains("A1 — 1st Battalion"), "{shown}");
    assert!(shown.contains("as of turn"), "{shown}");
    for blue in [
        "Colonel Marsh",
        "Major Dunn",
        "blue-b-1",
        "blue-cav-10",
        "blue-cin",
    ] {
        assert!(!shown.contains(blue), "{blue} on Red's page: {shown}");
    }
    let state = h.state().troops().unwrap().game.state();
    let messages = &state.staff().messages;
    assert_eq!(messages.len(), before + 1, "{got:?}");
    let order = messages.last().unwrap();
    assert_eq!(order.text, "Advance to the mill");
    assert_eq!(
        got[2],
        format!(
            "Order to A1 — 1st Battalion: sent; in hand at turn {}",
            order.arrives_turn
        )
    );
    drop(browser);
}

#[test]
fn a_move_clicked_on_norths_page_is_played_on_the_umpires_grid_table() {
    let Some(browser) = browser() else { return };
    let (mut h, base, board) = hosting_grid();
    let link = board.link("north", &base).unwrap();
    let before = journal_len(&h);
    // Clicks on squares [5, 6] then [5, 5], at their centres on the board.
    let click = |x: u32, y: u32| {
        format!(
            "(() => {{ const c = document.getElementById('board'); const b = c.getBoundingClientRect(); \
              const size = Math.floor(Math.min(c.width / 25, c.height / 20)); \
              const sx = b.width / c.width, sy = b.height / c.height; \
              c.dispatchEvent(new MouseEvent('click', {{ clientX: b.left + ({x} + 0.5) * size * sx, \
                clientY: b.top + ({y} + 0.5) * size * sy, bubbles: true }})); return 'clicked'; }})()"
        )
    };
    let page = drive(
        browser.devtools.clone(),
        link,
        vec![
            "document.getElementById('status').textContent.startsWith('Connected') ? 'ready' : null".into(),
            click(5, 6),
            click(5, 5),
            ANSWERED.into(),
        ],
    );
    let got = answers(&mut h, &page, 4);
    assert_eq!(
        got[3], "Move [5, 6] → [5, 5]: done: move [5,6] to [5,5]",
        "{got:?}"
    );
    assert_eq!(journal_len(&h), before + 1);
    drop(browser);
}

#[test]
fn red_draws_a_route_over_the_scans_tiles_and_the_order_rides_it() {
    let Some(browser) = browser() else { return };
    let (mut h, base, board) = hosting_staff_exercise();
    let link = board.link("red-red-cin", &base).unwrap();
    let page = drive(
        browser.devtools.clone(),
        link,
        vec![
            // The scan's tiles came with the seat's secret and were drawn under the troops.
            "[...tiles.values()].some((t) => t.image) ? 'tiles' : null".into(),
            // The reaction time counts on by itself until the player types his own.
            "document.getElementById('message-minutes').value".into(),
            // A route: one place clicked on the map, a little off the straight line from
            // Colonel Ashby to A1 (open ground: a village off the roads has no rate).
            "(() => { document.getElementById('message-route-draw').checked = true; \
              const c = document.getElementById('board'); const b = c.getBoundingClientRect(); \
              const v = current.view, p = commanderAt(v, 'red-cin'), q = unitAt(v, 'red-a-1'); \
              const [x, y] = toCanvas(c, { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 - 40 }); \
              const at = { clientX: b.left + x * b.width / c.width, clientY: b.top + y * b.height / c.height, bubbles: true }; \
              c.dispatchEvent(new PointerEvent('pointerdown', at)); \
              c.dispatchEvent(new PointerEvent('pointerup', at)); \
              const r = routePoints[0]; return r ? `${r.x.toFixed(1)},${r.y.toFixed(1)}` : null; })()".into(),
            "(() => { document.getElementById('message-to').value = 'unit:red-a-1'; \
              document.getElementById('message-text').value = 'By the place I marked'; \
              [...document.querySelectorAll('button')].find(b => b.textContent.startsWith('Send')).click(); \
              return 'sent'; })()".into(),
            ANSWERED.into(),
        ],
    );
    let got = answers(&mut h, &page, 5);
    assert_eq!(got[0], "tiles", "{got:?}");
    assert!(got[1].parse::<f64>().is_ok(), "minutes: {got:?}");
    let (x, y) = got[2].split_once(',').expect("a place clicked");
    let (x, y): (f64, f64) = (x.parse().unwrap(), y.parse().unwrap());
    assert!(got[4].contains(": sent; in hand at turn"), "{got:?}");
    let state = h.state().troops().unwrap().game.state();
    let order = state
        .staff()
        .messages
        .iter()
        .find(|m| m.text == "By the place I marked")
        .expect("the order in the umpire's game");
    assert!(
        order
            .route
            .points()
            .iter()
            .any(|p| (p.x - x).abs() < 0.2 && (p.y - y).abs() < 0.2),
        "the order rides through ({x}, {y}): {:?}",
        order.route.points()
    );
    drop(browser);
}

#[test]
fn the_little_wars_floor_display_runs_the_move_clock_the_umpire_started_and_shows_the_score() {
    let Some(browser) = browser() else { return };
    let (mut h, base, board) = crate::player_stations::hosting_little_wars();
    // The umpire begins the battle and gives "Go" at his table.
    h.get_by_label("Begin battle").click();
    h.run();
    h.get_by_label("Go").click();
    h.run_steps(3);
    let page = drive(
        browser.devtools.clone(),
        board.link("blue", &base).unwrap(),
        vec![
            "(() => { const t = document.getElementById('floor-clock'); \
              return t && t.textContent.startsWith('Time left for this move') ? t.textContent : null; })()"
                .into(),
            "document.body.innerText".into(),
        ],
    );
    let got = answers(&mut h, &page, 2);
    assert!(got[0].starts_with("Time left for this move: "), "{got:?}");
    let shown = &got[1];
    assert!(shown.contains("The score"), "{shown}");
    assert!(
        shown.contains("red: ") && shown.contains("blue: "),
        "{shown}"
    );
    assert!(shown.contains("Phase: battle"), "{shown}");
    drop(browser);
}
