//! A hosted grid game and a real WebSocket client for the loopback tests.

use futures_util::{SinkExt, StreamExt};
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::systems::grid::{
    Board, GridCommand, GridGame, GridOptions, GridSetup, GridSide, PerSide, Position, Square,
    UnitKind,
};
use stations::{Seat, SeatBoard, SeatRequest, StationServer};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// A page's socket.
pub type Page = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A grid game in free, hidden deployment: each side places unseen by the other.
pub fn hidden_deployment() -> GridGame {
    let board = Board::standard().expect("the standard board");
    let arsenals = PerSide {
        north: board.arsenals(GridSide::North).to_vec(),
        south: board.arsenals(GridSide::South).to_vec(),
    };
    let mut options = GridOptions::default();
    options.set("deployment", "free_hidden").expect("a reading");
    GridGame::new(GridSetup {
        board,
        options,
        start: Position {
            to_move: GridSide::North,
            arsenals,
            units: Vec::new(),
        },
        first_player: None,
    })
    .expect("a grid game")
}

/// North places an infantry unit on `(x, y)` of its territory.
pub fn north_places(game: &mut GridGame, x: u8, y: u8) {
    game.apply(GridCommand::PlaceUnit {
        side: GridSide::North,
        kind: UnitKind::Infantry,
        at: Square::new(x, y),
    })
    .expect("North may place there");
}

/// A server on a free loopback port with a seat for each side.
pub fn host() -> StationServer {
    let board =
        SeatBoard::new(vec![Seat::of_side("north"), Seat::of_side("south")]).expect("secrets");
    let addr: SocketAddr = "127.0.0.1:0".parse().expect("an address");
    StationServer::start(addr, board).expect("the server listens")
}

/// Publishes each side's view of `game` to its seat.
pub fn publish(server: &StationServer, game: &GridGame) -> (bool, bool) {
    let board = server.board();
    (
        board
            .publish("north", &game.side_view(GridSide::North))
            .expect("north"),
        board
            .publish("south", &game.side_view(GridSide::South))
            .expect("south"),
    )
}

/// The secret in `seat`'s link.
pub fn secret_of(server: &StationServer, seat: &str) -> String {
    let link = server
        .board()
        .link(seat, &server.base_url())
        .expect("a live link");
    link.split_once("#k=").expect("a fragment").1.to_string()
}

/// Opens `/ws` with `origin` (none: no Origin header).
pub async fn open(server: &StationServer, origin: Option<&str>) -> Result<Page, String> {
    let mut request = format!("ws://{}/ws", server.local_addr())
        .into_client_request()
        .map_err(|e| e.to_string())?;
    if let Some(origin) = origin {
        request
            .headers_mut()
            .insert("Origin", origin.parse().map_err(|_| "origin".to_string())?);
    }
    tokio_tungstenite::connect_async(request)
        .await
        .map(|(page, _)| page)
        .map_err(|e| e.to_string())
}

/// The Origin a page served by `server` sends.
pub fn own_origin(server: &StationServer) -> String {
    server.base_url()
}

/// Opens `/ws` as the server's own page and sends `secret` first.
pub async fn connect(server: &StationServer, secret: &str) -> Page {
    let mut page = open(server, Some(&own_origin(server)))
        .await
        .expect("the socket opens");
    page.send(Message::text(format!(r#"{{"secret": "{secret}"}}"#)))
        .await
        .expect("the secret is sent");
    page
}

/// The next text frame within `wait`, as JSON; none if nothing came or the socket closed.
pub async fn next_frame(page: &mut Page, wait: Duration) -> Option<serde_json::Value> {
    loop {
        let message = tokio::time::timeout(wait, page.next()).await.ok()??.ok()?;
        match message {
            Message::Text(text) => return serde_json::from_str(text.as_str()).ok(),
            Message::Close(_) => return None,
            _ => continue,
        }
    }
}

/// Whether the server has closed the socket (or sends nothing) within `wait`.
pub async fn nothing_but_closing(page: &mut Page, wait: Duration) -> bool {
    match tokio::time::timeout(wait, page.next()).await {
        Err(_) => true,
        Ok(None) => true,
        Ok(Some(Err(_))) => true,
        Ok(Some(Ok(Message::Close(_)))) => true,
        Ok(Some(Ok(_))) => false,
    }
}

/// The requests the server has handed on, as soon as there are any (within a second).
pub async fn requests_taken(server: &StationServer) -> Vec<SeatRequest> {
    let mut taken = Vec::new();
    for _ in 0..50 {
        taken.extend(server.board().take_requests());
        if !taken.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    taken
}
