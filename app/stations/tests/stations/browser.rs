//! The player's page in a real headless browser (Debian's Chromium): each side's link shows
//! its own picture and nothing of the other side's hidden deployment. Without Chromium these
//! tests say why and pass, except under CI (`CI=true`), where they fail.

use crate::support::*;
use futures_util::{SinkExt, StreamExt};
use serde_json::json;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use tokio_tungstenite::tungstenite::{Error as WsError, Message};

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

/// The page at `link` as the browser has it once `ready` (a JavaScript test of the status
/// line's text `t`) holds, or after ten seconds: the DOM, serialised. The browser is driven
/// over its DevTools socket and waited on in real time, since a WebSocket's connection is
/// outside the virtual time `--dump-dom` runs on (under load the page was dumped while still
/// "Connecting…").
fn rendered(browser: &PathBuf, link: &str, ready: &str) -> String {
    let profile = std::env::temp_dir().join(format!(
        "stations-chromium-{}-{}",
        std::process::id(),
        link.len()
    ));
    let mut child = Command::new(browser)
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
        .expect("the browser runs");
    let stderr = child.stderr.take().expect("its error stream");
    let devtools = BufReader::new(stderr)
        .lines()
        .map_while(Result::ok)
        .find_map(|line| {
            Some(
                line.strip_prefix("DevTools listening on ")?
                    .trim()
                    .to_string(),
            )
        })
        .expect("the browser's DevTools address");
    let expression = format!(
        "(() => {{ const s = document.getElementById('status'); const t = s ? s.textContent : ''; \
         return ({ready}) ? document.documentElement.outerHTML : null; }})()"
    );
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let page = runtime.block_on(page_when(&devtools, link, &expression));
    let _ = child.kill();
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&profile);
    page
}

/// Opens `link` in a new tab and evaluates `expression` every 50 ms until it gives a string;
/// then the page as it stands.
async fn page_when(devtools: &str, link: &str, expression: &str) -> String {
    let (mut socket, _) = tokio_tungstenite::connect_async(devtools)
        .await
        .expect("the DevTools socket");
    let target = cdp(
        &mut socket,
        1,
        "Target.createTarget",
        json!({"url": link}),
        None,
    )
    .await;
    let target_id = target["targetId"].as_str().expect("a target").to_string();
    let attach = json!({"targetId": target_id, "flatten": true});
    let attached = cdp(&mut socket, 2, "Target.attachToTarget", attach, None).await;
    let session = attached["sessionId"]
        .as_str()
        .expect("a session")
        .to_string();
    let mut id = 3;
    for _ in 0..200 {
        let params = json!({"expression": expression, "returnByValue": true});
        let got = cdp(&mut socket, id, "Runtime.evaluate", params, Some(&session)).await;
        id += 1;
        if let Some(page) = got["result"]["value"].as_str() {
            return page.to_string();
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let params = json!({"expression": "document.documentElement.outerHTML", "returnByValue": true});
    let got = cdp(&mut socket, id, "Runtime.evaluate", params, Some(&session)).await;
    got["result"]["value"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Sends one DevTools call and waits for its answer's result.
async fn cdp<S>(
    socket: &mut S,
    id: u64,
    method: &str,
    params: serde_json::Value,
    session: Option<&str>,
) -> serde_json::Value
where
    S: futures_util::Sink<Message> + futures_util::Stream<Item = Result<Message, WsError>> + Unpin,
    <S as futures_util::Sink<Message>>::Error: std::fmt::Debug,
{
    let mut call = json!({"id": id, "method": method, "params": params});
    if let Some(session) = session {
        call["sessionId"] = session.into();
    }
    socket
        .send(Message::text(call.to_string()))
        .await
        .expect("a DevTools call");
    while let Some(Ok(message)) = socket.next().await {
        let Message::Text(text) = message else {
            continue;
        };
        let answer: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
        if answer["id"].as_u64() == Some(id) {
            return answer["result"].clone();
        }
    }
    serde_json::Value::Null
}

/// The status line once the seat's first view has come.
const CONNECTED: &str = "t.startsWith('Connected · view')";

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

    let page = rendered(&browser, &north, CONNECTED);
    assert!(page.contains("Seat: north"), "{page}");
    assert!(page.contains("Connected · view 1"), "{page}");
    assert!(page.contains("north infantry on [5, 6]"), "{page}");
    assert!(page.contains("north infantry on [6, 6]"), "{page}");
    // The secret leaves the address bar once read.
    assert!(!page.contains("#k="), "{page}");

    let page = rendered(&browser, &south, CONNECTED);
    assert!(page.contains("Seat: south"), "{page}");
    assert!(
        page.contains("The other side is still deploying."),
        "{page}"
    );
    assert!(!page.contains("north infantry"), "{page}");

    // A link with a wrong secret is shown nothing of the game.
    let wrong = format!("{base}/#k={}", "0".repeat(48));
    let page = rendered(&browser, &wrong, "!t.startsWith('Connecting')");
    assert!(!page.contains("Seat: "), "{page}");
    assert!(!page.contains("infantry"), "{page}");
    server.stop();
}
