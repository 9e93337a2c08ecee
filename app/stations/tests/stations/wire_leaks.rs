//! What reaches Red's page of a staff exercise, byte for byte: random sequences of Blue's
//! doings (orders and reports with planted markers, a new separate report for Blue) send Red
//! no frame at all, and nothing Red ever receives holds a marker or any of Blue's secrets —
//! its commanders' names and ids, its units' ids, its briefing.

use crate::support::{connect, next_frame, nothing_but_closing};
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::side::Side;
use kriegsspiel::systems::SavedGame;
use kriegsspiel::systems::reisswitz_1815::army::UnitId;
use kriegsspiel::systems::reisswitz_1815::game::{Command, Game};
use kriegsspiel::systems::reisswitz_1815::staff::{
    CommanderId, MessageKind, Party, SeparateReport,
};
use proptest::prelude::*;
use stations::{Seat, SeatBoard, StationServer, publish_every_side};
use std::time::Duration;

/// The bundled staff exercise: Colonel Ashby and Major Hale for Red, Colonel Marsh and Major
/// Dunn for Blue.
fn staff_exercise() -> Game {
    let text = include_str!("../../../../maps/staff-exercise.game.json");
    match SavedGame::from_json(text, "staff-exercise.game.json").expect("the bundled exercise") {
        SavedGame::Reisswitz1815(game) => *game,
        _ => panic!("a Reisswitz game"),
    }
}

/// What Red may never read: Blue's commanders and unit ids, and Blue's briefing.
fn blues_secrets(game: &Game) -> Vec<String> {
    let mut secrets = vec![
        "Colonel Marsh".to_string(),
        "Major Dunn".to_string(),
        "blue-cin".to_string(),
        "blue-ag".to_string(),
        "blue-b-1".to_string(),
        "blue-cav-10".to_string(),
    ];
    let blue = serde_json::to_value(game.side_view(Side::Blue)).unwrap();
    if let Some(orders) = blue["briefing"]["orders"].as_str() {
        secrets.push(orders.to_string());
    }
    secrets
}

/// One of Blue's doings, marked with `marker`.
#[derive(Debug, Clone)]
enum BlueStep {
    /// Colonel Marsh orders a unit.
    Order(usize),
    /// Major Dunn reports to Colonel Marsh.
    Report,
    /// The umpire gives Blue a new separate report.
    SeparateReport,
}

fn blue_step() -> impl Strategy<Value = BlueStep> {
    prop_oneof![
        (0usize..2).prop_map(BlueStep::Order),
        Just(BlueStep::Report),
        Just(BlueStep::SeparateReport),
    ]
}

fn cid(id: &str) -> CommanderId {
    CommanderId::new(id).unwrap()
}

fn command(step: &BlueStep, marker: &str) -> Command {
    let message = |kind, from: &str, to: Party| Command::SendMessage {
        kind,
        from: Party::Commander(cid(from)),
        to,
        text: format!("{marker}: march at once"),
        route: Vec::new(),
        reaction_minutes: 0.0,
        umpire_ground: None,
    };
    match step {
        BlueStep::Order(i) => message(
            MessageKind::Order,
            "blue-cin",
            Party::Unit(UnitId::new(["blue-b-1", "blue-cav-10"][*i]).unwrap()),
        ),
        BlueStep::Report => message(
            MessageKind::Report,
            "blue-ag",
            Party::Commander(cid("blue-cin")),
        ),
        BlueStep::SeparateReport => Command::SetSeparateReport {
            side: Side::Blue,
            report: SeparateReport {
                orders: format!("{marker}: hold the ford"),
                ..SeparateReport::default()
            },
        },
    }
}

/// Red's two seats and Blue's, each commander's too.
fn host(game: &Game) -> StationServer {
    let mut seats = stations::seats_of_sides::<Game>();
    for side in Side::ALL {
        for commander in game.state().staff().commanders_of(*side) {
            seats.push(Seat::of_commander(side.id(), commander.id.as_str()));
        }
    }
    let board = SeatBoard::new(seats).unwrap();
    StationServer::start("127.0.0.1:0".parse().unwrap(), board).unwrap()
}

async fn reds_bytes_hold_nothing_of_blues(steps: Vec<BlueStep>) -> Result<(), TestCaseError> {
    let mut game = staff_exercise();
    let server = host(&game);
    let board = server.board().clone();
    publish_every_side(&board, &game).unwrap();
    let base = server.base_url();
    let secret = |seat: &str| {
        let link = board.link(seat, &base).unwrap();
        link.split_once("#k=").unwrap().1.to_string()
    };
    let mut red_pages = Vec::new();
    for seat in ["red", "red-red-cin", "red-red-ag"] {
        red_pages.push(connect(&server, &secret(seat)).await);
    }
    let mut received = Vec::new();
    for page in &mut red_pages {
        received.push(
            next_frame(page, Duration::from_secs(5))
                .await
                .unwrap()
                .to_string(),
        );
    }
    let mut markers = blues_secrets(&game);
    for (i, step) in steps.iter().enumerate() {
        let marker = format!("BLUE-MARKER-{i:03}");
        game.apply(command(step, &marker)).unwrap();
        markers.push(marker);
        let changed = publish_every_side(&board, &game).unwrap();
        prop_assert!(
            changed.iter().all(|seat| seat.starts_with("blue")),
            "only Blue acted, yet {changed:?} changed"
        );
    }
    // The markers are live: Blue's own view carries the last one.
    let blue = serde_json::to_string(&game.side_view(Side::Blue)).unwrap();
    let last = markers.last().unwrap();
    prop_assert!(blue.contains(last.as_str()), "{last} is not in Blue's view");
    for page in &mut red_pages {
        prop_assert!(nothing_but_closing(page, Duration::from_millis(150)).await);
    }
    // Time passes for both sides: Red gets a frame, and still nothing of Blue's.
    game.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    publish_every_side(&board, &game).unwrap();
    for page in &mut red_pages {
        let frame = next_frame(page, Duration::from_secs(5)).await.unwrap();
        prop_assert_eq!(frame["sequence"].as_u64(), Some(2));
        received.push(frame.to_string());
        page.close(None).await.ok();
    }
    for bytes in &received {
        for marker in &markers {
            prop_assert!(!bytes.contains(marker.as_str()), "Red received {marker:?}");
        }
    }
    server.stop();
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn when_only_blue_acts_red_receives_no_frame_and_never_a_byte_of_blues(
        steps in proptest::collection::vec(blue_step(), 1..8)
    ) {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(reds_bytes_hold_nothing_of_blues(steps))?;
    }
}
