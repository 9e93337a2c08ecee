//! Benchmark of player stations: `cargo bench -p workbench-stations --bench station_frames`.
//!
//! A staff exercise of 400 units a side and ten seats (each side's, and four commanders a
//! side), every seat's page connected over loopback with a real WebSocket client. For each of
//! the moves timed, the clock is advanced, and the time from `AdvanceClock` until every page
//! holds its new view is measured (median and slowest over the moves), with the bytes a page
//! receives per move. The baseline, measured in the same run, is working out the two sides'
//! views alone; the ratio is what serialising and carrying them costs on top. Under
//! `cargo test --all-targets` (no `--bench`) it runs 40 units a side for two moves as a check.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a benchmark fails loudly
#![allow(missing_docs)]

use futures_util::{SinkExt, StreamExt};
use geo::Coord;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::map::TerrainLayer;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, OrderOfBattle, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::{Battlefield, Command, Game, GameSetup};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use kriegsspiel::systems::reisswitz_1815::staff::{CommanderId, Duty, Post};
use stations::{Seat, SeatBoard, StationServer, publish_every_side};
use std::hint::black_box;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// The field's side, in paces.
const FIELD: f64 = 20_000.0;

/// Units of each side: battalions, every fifth a cavalry regiment, every tenth a battery.
fn order_of_battle(per_side: usize) -> OrderOfBattle {
    let mut text = String::from(
        "title = \"bench\"\n\
         [[echelons]]\nid = \"red\"\nside = \"red\"\nlevel = \"army\"\n\
         [[echelons]]\nid = \"blue\"\nside = \"blue\"\nlevel = \"army\"\n",
    );
    for side in ["red", "blue"] {
        for n in 0..per_side {
            let kind = match n % 10 {
                4 => "{ type = \"cavalry_regiment\", cavalry = \"hussars\", squadrons = 4 }",
                9 => "{ type = \"battery\", artillery = \"foot\", calibre = \"six_pdr\" }",
                _ => "{ type = \"battalion\", infantry = \"line\" }",
            };
            text.push_str(&format!(
                "[[units]]\nid = \"{side}_{n:03}\"\nechelon = \"{side}\"\nkind = {kind}\n"
            ));
        }
    }
    OrderOfBattle::from_toml(&text, "bench").expect("the order of battle")
}

/// Two armies drawn up in lines of 40, facing each other, four commanders a side posted with
/// them.
fn exercise(per_side: usize) -> Game {
    let field = Battlefield::new(
        "bench",
        Coord { x: 0.0, y: 0.0 },
        Coord { x: FIELD, y: FIELD },
        TerrainLayer::new(),
    )
    .unwrap();
    let setup = GameSetup::new(
        field,
        Ruleset::reisswitz_1815().unwrap(),
        order_of_battle(per_side),
        1,
        TimeOfDay::new(10, 0).unwrap(),
    )
    .unwrap();
    let mut game = Game::new(setup);
    for (s, side) in [Side::Red, Side::Blue].into_iter().enumerate() {
        for n in 0..per_side {
            let x = 1_000.0 + (n % 40) as f64 * 450.0;
            let back = (n / 40) as f64 * 400.0;
            let (y, bearing) = if s == 0 {
                (FIELD / 2.0 + 600.0 + back, Bearing::NORTH)
            } else {
                (FIELD / 2.0 - 600.0 - back, Bearing::SOUTH)
            };
            game.apply(Command::PlaceUnit {
                unit: UnitId::new(format!("{}_{n:03}", side.id())).unwrap(),
                anchor: Coord { x, y },
                bearing,
                formation: "line".into(),
                override_reason: Some("benchmark layout".into()),
            })
            .unwrap();
        }
        for k in 0..4 {
            game.apply(Command::AddCommander {
                commander: CommanderId::new(format!("{}_{k}", side.id())).unwrap(),
                side,
                name: format!("General {k}"),
                duty: Duty::MainBody,
                post: Some(Post::Unit(
                    UnitId::new(format!("{}_{:03}", side.id(), k * 10)).unwrap(),
                )),
            })
            .unwrap();
        }
    }
    game
}

fn seats(game: &Game) -> Vec<Seat> {
    let mut seats = stations::seats_of_sides::<Game>();
    for side in Side::ALL {
        for commander in game.state().staff().commanders_of(*side) {
            seats.push(Seat::of_commander(side.id(), commander.id.as_str()));
        }
    }
    seats
}

/// A connected page: it reads frames and reports each view's sequence and size.
async fn page(
    base: String,
    secret: String,
    seen: tokio::sync::mpsc::UnboundedSender<(u64, usize)>,
) {
    let host = base.trim_start_matches("http://").to_string();
    let mut request = format!("ws://{host}/ws").into_client_request().unwrap();
    request
        .headers_mut()
        .insert("Origin", base.parse().unwrap());
    let (mut socket, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    socket
        .send(Message::text(format!(r#"{{"secret": "{secret}"}}"#)))
        .await
        .unwrap();
    while let Some(Ok(message)) = socket.next().await {
        if let Message::Text(text) = message {
            let frame: serde_json::Value = serde_json::from_str(text.as_str()).unwrap();
            let _ = seen.send((frame["sequence"].as_u64().unwrap_or(0), text.len()));
        }
    }
}

fn percentile(sorted: &[Duration], at: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * at).round() as usize]
}

fn main() {
    let quick = !std::env::args().any(|a| a == "--bench");
    let (per_side, moves): (usize, u32) = if quick { (40, 2) } else { (400, 20) };
    let mut game = exercise(per_side);
    let seats = seats(&game);
    let board = SeatBoard::new(seats.clone()).unwrap();
    let server = StationServer::start("127.0.0.1:0".parse().unwrap(), board.clone()).unwrap();
    let base = server.base_url();
    publish_every_side(&board, &game).unwrap();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let (seen_tx, mut seen) = tokio::sync::mpsc::unbounded_channel();
    for seat in &seats {
        let link = board.link(&seat.seat, &base).unwrap();
        let secret = link.split_once("#k=").unwrap().1.to_string();
        runtime.spawn(page(base.clone(), secret, seen_tx.clone()));
    }
    // Every page holds its first view.
    let wait_all = |seen: &mut tokio::sync::mpsc::UnboundedReceiver<(u64, usize)>, sequence| {
        let mut bytes = 0;
        let mut got = 0;
        while got < seats.len() {
            let (s, size) = runtime
                .block_on(async {
                    tokio::time::timeout(Duration::from_secs(60), seen.recv()).await
                })
                .expect("every page is sent its view")
                .unwrap();
            if s == sequence {
                got += 1;
                bytes += size;
            }
        }
        bytes
    };
    wait_all(&mut seen, 1);

    let mut carried = Vec::new();
    let mut bytes = 0;
    for m in 0..moves {
        game.apply(Command::AdvanceClock { turns: 1 }).unwrap();
        let start = Instant::now();
        publish_every_side(&board, &game).unwrap();
        bytes += wait_all(&mut seen, u64::from(m) + 2);
        carried.push(start.elapsed());
    }
    let mut projections = Vec::new();
    for _ in 0..moves {
        let start = Instant::now();
        black_box(game.side_view(Side::Red));
        black_box(game.side_view(Side::Blue));
        projections.push(start.elapsed());
    }
    carried.sort();
    projections.sort();
    let median = percentile(&carried, 0.5);
    let slowest = *carried.last().unwrap();
    let baseline = percentile(&projections, 0.5);
    println!(
        "stations  {per_side} units a side, {} seats connected, {moves} moves",
        seats.len()
    );
    println!(
        "stations  AdvanceClock to every page holding its view: median {median:.2?}, slowest {slowest:.2?}"
    );
    println!("stations  the two projections alone: median {baseline:.2?}");
    println!(
        "stations  ratio (median, carried / projections alone): {:.2}",
        median.as_secs_f64() / baseline.as_secs_f64().max(1e-9)
    );
    println!(
        "stations  bytes a page receives per move: {} on average",
        bytes / (seats.len() * moves as usize)
    );
    server.stop();
}
