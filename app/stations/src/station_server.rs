//! The stations' server: axum on a tokio runtime of its own, beside the umpire's window.
//!
//! Paths: `/` (the player's page) and its files, which carry nothing of any game; `/ws`, where
//! a page's first message must be `{"secret": "…"}` and nothing at all is sent before a seat's
//! secret matched (every frame afterwards is a [`SeatFrame`] of that seat); and the map's
//! `/map` and `/tiles/…`, which need a seat's secret in their `Authorization` header.

use crate::map_routes::{MapState, TILES_AT_ONCE, map_sheets, map_tile};
use crate::seat_board::{Admitted, SeatBoard};
use crate::seat_frame::SeatFrame;
use crate::seat_request::{Hello, MAX_REQUEST_BYTES, SeatRequest};
use crate::station_error::StationError;
use axum::Router;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Semaphore, watch};
use tokio::time::Instant;

/// How long a page has to send its secret once connected.
const HELLO_WITHIN: Duration = Duration::from_secs(10);

/// The longest first message read (a secret is 48 characters).
const MAX_HELLO_BYTES: usize = 256;

/// Requests a page may send in a burst, and how many more each second after it.
const REQUEST_BURST: f64 = 20.0;
/// Requests a page may send each second, sustained.
const REQUESTS_PER_SECOND: f64 = 5.0;
/// Requests refused for coming too fast after which the page is cut off.
const FLOOD_CUT_OFF: u32 = 100;

/// The player's page and its files, compiled in.
const PAGE: &str = include_str!("../page/index.html");
const PAGE_SCRIPT: &str = include_str!("../page/player.js");
const MAP_SCRIPT: &str = include_str!("../page/reisswitz.js");
const PAGE_STYLE: &str = include_str!("../page/player.css");

/// A running stations' server. Dropping it (or [`StationServer::stop`]) cuts every page off.
#[derive(Debug)]
pub struct StationServer {
    addr: SocketAddr,
    board: SeatBoard,
    shutdown: watch::Sender<bool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// What every route shares.
#[derive(Clone)]
struct ServerState {
    board: SeatBoard,
    shutdown: watch::Receiver<bool>,
}

impl StationServer {
    /// Listens on `addr` (port 0: any free port) and serves `board`'s seats until stopped.
    /// Returns once the server listens, so its links can be handed out at once.
    pub fn start(addr: SocketAddr, board: SeatBoard) -> Result<Self, StationError> {
        let cannot_listen = |e: std::io::Error| StationError::CannotListen {
            addr,
            reason: e.to_string(),
        };
        let listener = std::net::TcpListener::bind(addr).map_err(cannot_listen)?;
        listener.set_nonblocking(true).map_err(cannot_listen)?;
        let local = listener.local_addr().map_err(cannot_listen)?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("stations")
            .enable_all()
            .build()
            .map_err(|e| StationError::Runtime(e.to_string()))?;
        let (shutdown, stopped) = watch::channel(false);
        let state = ServerState {
            board: board.clone(),
            shutdown: stopped.clone(),
        };
        let map_state = MapState {
            board: board.clone(),
            encoding: Arc::new(Semaphore::new(TILES_AT_ONCE)),
        };
        let map_router = Router::new()
            .route("/map", get(map_sheets))
            .route("/tiles/{sheet}/{level}/{col}/{row}", get(map_tile))
            .with_state(map_state);
        let router = Router::new()
            .route("/", get(page))
            .route("/player.js", get(page_script))
            .route("/reisswitz.js", get(map_script))
            .route("/player.css", get(page_style))
            .route("/ws", get(websocket))
            .with_state(state)
            .merge(map_router);
        let thread = std::thread::Builder::new()
            .name("stations".into())
            .spawn(move || {
                runtime.block_on(async move {
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                        return;
                    };
                    let mut stopped = stopped;
                    let _ = axum::serve(listener, router)
                        .with_graceful_shutdown(async move {
                            let _ = stopped.wait_for(|stop| *stop).await;
                        })
                        .await;
                });
                runtime.shutdown_timeout(Duration::from_secs(1));
            })
            .map_err(|e| StationError::Runtime(e.to_string()))?;
        Ok(StationServer {
            addr: local,
            board,
            shutdown,
            thread: Some(thread),
        })
    }

    /// The address the server listens on.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// The base of every link: `http://ADDR:PORT`.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// The seats served.
    pub fn board(&self) -> &SeatBoard {
        &self.board
    }

    /// Stops the server and cuts every page off.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        let _ = self.shutdown.send(true);
        self.board.disconnect_everyone();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for StationServer {
    fn drop(&mut self) {
        self.halt();
    }
}

async fn page() -> Response {
    with_type("text/html; charset=utf-8", PAGE)
}

async fn page_script() -> Response {
    with_type("text/javascript; charset=utf-8", PAGE_SCRIPT)
}

async fn map_script() -> Response {
    with_type("text/javascript; charset=utf-8", MAP_SCRIPT)
}

async fn page_style() -> Response {
    with_type("text/css; charset=utf-8", PAGE_STYLE)
}

/// A static file of the page, never cached by a proxy, never framed by another site.
fn with_type(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-store"),
            (header::X_FRAME_OPTIONS, "DENY"),
            (header::REFERRER_POLICY, "no-referrer"),
        ],
        body,
    )
        .into_response()
}

/// Whether the page that opens the socket is ours: its `Origin` is this server as the page's
/// own address bar names it (the `Host` it asked), and that host is an address or
/// `localhost`, not a name another site could point at this computer.
fn origin_allowed(headers: &HeaderMap) -> bool {
    let (Some(origin), Some(host)) = (
        headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()),
        headers.get(header::HOST).and_then(|v| v.to_str().ok()),
    ) else {
        return false;
    };
    let name = host
        .rsplit_once(':')
        .map_or(host, |(name, _port)| name)
        .trim_start_matches('[')
        .trim_end_matches(']');
    let literal = name == "localhost" || name.parse::<std::net::IpAddr>().is_ok();
    literal && origin == format!("http://{host}")
}

async fn websocket(
    State(state): State<ServerState>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    if !origin_allowed(&headers) {
        return StatusCode::FORBIDDEN.into_response();
    }
    upgrade
        .max_message_size(MAX_REQUEST_BYTES)
        .max_frame_size(MAX_REQUEST_BYTES)
        .on_upgrade(move |socket| serve_page(socket, state))
}

/// Reads the page's secret: its seat, or none (and the socket is dropped unanswered).
async fn admit(socket: &mut WebSocket, board: &SeatBoard) -> Option<Admitted> {
    let first = tokio::time::timeout(HELLO_WITHIN, socket.recv())
        .await
        .ok()??;
    let Ok(Message::Text(text)) = first else {
        return None;
    };
    if text.len() > MAX_HELLO_BYTES {
        return None;
    }
    let hello: Hello = serde_json::from_str(text.as_str()).ok()?;
    board.admit(&hello.secret)
}

/// Writes one frame: the only place anything is sent to a page.
async fn send(socket: &mut WebSocket, frame: &SeatFrame) -> bool {
    socket
        .send(Message::Text(frame.text().to_string().into()))
        .await
        .is_ok()
}

/// Serves one page from its secret to its going.
async fn serve_page(mut socket: WebSocket, state: ServerState) {
    let Some(admitted) = admit(&mut socket, &state.board).await else {
        return;
    };
    let index = admitted.index;
    state.board.mark_connected(index, true);
    carry_frames(&mut socket, &state, admitted).await;
    state.board.mark_connected(index, false);
}

/// Sends the seat's frames as they come (latest wins) and takes its requests, until the page
/// goes, the link is revoked or renewed, or the server stops.
async fn carry_frames(socket: &mut WebSocket, state: &ServerState, mut seat: Admitted) {
    let mut shutdown = state.shutdown.clone();
    let mut last_sent = 0_u64;
    let mut budget = RequestBudget::new();
    loop {
        let (generation, frame) = {
            let signal = seat.signal.borrow_and_update();
            (signal.generation, signal.frame.clone())
        };
        if generation != seat.generation || *shutdown.borrow() {
            return;
        }
        if let Some(frame) = frame.filter(|f| f.sequence() != last_sent) {
            if !send(socket, &frame).await {
                return;
            }
            last_sent = frame.sequence();
            state.board.mark_seen(seat.index);
        }
        tokio::select! {
            changed = seat.signal.changed() => if changed.is_err() { return },
            _ = shutdown.changed() => return,
            notice = seat.notices.recv() => match notice {
                Ok(frame) => if !send(socket, &frame).await { return },
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
            },
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { return };
                if !take_request(socket, state, &seat, &mut budget, message).await {
                    return;
                }
            }
        }
    }
}

/// Takes one message from a page: a request handed on, or refused with a reason to that page.
/// False when the page is to be cut off.
async fn take_request(
    socket: &mut WebSocket,
    state: &ServerState,
    seat: &Admitted,
    budget: &mut RequestBudget,
    message: Message,
) -> bool {
    state.board.mark_seen(seat.index);
    let text = match message {
        Message::Text(text) => text,
        Message::Close(_) => return false,
        Message::Ping(_) | Message::Pong(_) => return true,
        Message::Binary(_) => {
            return refuse(socket, state, seat, "send requests as JSON text").await;
        }
    };
    if !budget.take() {
        if budget.refused > FLOOD_CUT_OFF {
            state.board.note_refusal(
                &seat.seat,
                "the page sent too many requests and was cut off",
            );
            return false;
        }
        return refuse(socket, state, seat, "too many requests: wait a moment").await;
    }
    let outcome =
        SeatRequest::read(&seat.seat, text.as_str()).and_then(|request| state.board.offer(request));
    match outcome {
        Ok(()) => true,
        Err(reason) => refuse(socket, state, seat, &reason).await,
    }
}

/// Refuses what a page sent, to that page and in the umpire's log.
async fn refuse(
    socket: &mut WebSocket,
    state: &ServerState,
    seat: &Admitted,
    reason: &str,
) -> bool {
    state.board.note_refusal(&seat.seat, reason);
    send(socket, &SeatFrame::refusal(None, reason)).await
}

/// A page's allowance of requests: a burst, refilled at a steady rate.
struct RequestBudget {
    tokens: f64,
    at: Instant,
    refused: u32,
}

impl RequestBudget {
    fn new() -> Self {
        RequestBudget {
            tokens: REQUEST_BURST,
            at: Instant::now(),
            refused: 0,
        }
    }

    /// Spends one request; false (and one more refusal counted) when none is left.
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * REQUESTS_PER_SECOND;
        self.tokens = (self.tokens + refill).min(REQUEST_BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            self.refused += 1;
            false
        }
    }
}
