//! A real WebSocket client over loopback: nothing before a valid secret, only the seat's own
//! view, a frame only when that view changed, revoked links cut off, a stalled page holding
//! nobody up, and requests handed on in the seat's name.

use crate::support::*;
use futures_util::SinkExt;
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::systems::grid::GridSide;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

const SHORT: Duration = Duration::from_millis(400);
const LONG: Duration = Duration::from_secs(5);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_gets_its_own_view_after_its_secret_and_again_after_a_reconnect() {
    let server = host();
    let game = hidden_deployment();
    publish(&server, &game);
    let mut page = connect(&server, &secret_of(&server, "north")).await;
    let frame = next_frame(&mut page, LONG).await.expect("a view");
    assert_eq!(frame["type"], "view");
    assert_eq!(frame["system"], "grid");
    assert_eq!(frame["seat"], "north");
    assert_eq!(frame["side"], "north");
    assert_eq!(frame["commander"], serde_json::Value::Null);
    assert_eq!(frame["sequence"], 1);
    assert_eq!(
        frame["view"],
        serde_json::to_value(game.side_view(GridSide::North)).unwrap()
    );
    drop(page);
    // A page that comes back gets the whole view again.
    let mut again = connect(&server, &secret_of(&server, "north")).await;
    let frame = next_frame(&mut again, LONG).await.expect("the view again");
    assert_eq!(frame["sequence"], 1);
    assert_eq!(frame["view"]["side"], "north");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_secret_or_no_secret_gets_nothing_at_all() {
    let server = host();
    publish(&server, &hidden_deployment());
    let north = secret_of(&server, "north");
    let mut wrong = north.clone();
    wrong.replace_range(0..1, if north.starts_with('0') { "1" } else { "0" });
    for offered in [wrong.as_str(), "", "north", &north[..north.len() - 1]] {
        let mut page = connect(&server, offered).await;
        assert!(next_frame(&mut page, SHORT).await.is_none(), "{offered:?}");
    }
    // Not JSON, or a binary message, first.
    let mut page = open(&server, Some(&own_origin(&server))).await.unwrap();
    page.send(Message::text(north.clone())).await.unwrap();
    assert!(next_frame(&mut page, SHORT).await.is_none());
    let mut page = open(&server, Some(&own_origin(&server))).await.unwrap();
    page.send(Message::binary(north.clone().into_bytes()))
        .await
        .unwrap();
    assert!(next_frame(&mut page, SHORT).await.is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_from_another_origin_is_refused_before_the_socket_opens() {
    let server = host();
    publish(&server, &hidden_deployment());
    let port = server.local_addr().port();
    for origin in [
        Some("http://evil.example".to_string()),
        Some(format!("http://127.0.0.1:{}", port + 1)),
        Some(format!("https://127.0.0.1:{port}")),
        None,
    ] {
        let opened = open(&server, origin.as_deref()).await;
        let refused = opened.expect_err("refused");
        assert!(refused.contains("403"), "{origin:?}: {refused}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_only_north_acts_south_receives_no_frame() {
    let server = host();
    let mut game = hidden_deployment();
    publish(&server, &game);
    let mut north = connect(&server, &secret_of(&server, "north")).await;
    let mut south = connect(&server, &secret_of(&server, "south")).await;
    assert_eq!(next_frame(&mut north, LONG).await.unwrap()["sequence"], 1);
    assert_eq!(next_frame(&mut south, LONG).await.unwrap()["sequence"], 1);
    // North places a unit unseen: only North's view changes.
    north_places(&mut game, 5, 6);
    assert_eq!(publish(&server, &game), (true, false));
    let frame = next_frame(&mut north, LONG)
        .await
        .expect("North's new view");
    assert_eq!(frame["sequence"], 2);
    assert_eq!(frame["view"]["units"].as_array().unwrap().len(), 1);
    assert!(nothing_but_closing(&mut south, SHORT).await);
    // Publishing the same views again sends nobody anything.
    assert_eq!(publish(&server, &game), (false, false));
    assert!(nothing_but_closing(&mut north, SHORT).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoked_or_renewed_link_is_cut_off_at_once() {
    let server = host();
    publish(&server, &hidden_deployment());
    let old = secret_of(&server, "south");
    let mut page = connect(&server, &old).await;
    next_frame(&mut page, LONG).await.expect("a view");
    server.board().new_link("south").unwrap();
    assert!(next_frame(&mut page, LONG).await.is_none(), "cut off");
    let mut with_old = connect(&server, &old).await;
    assert!(next_frame(&mut with_old, SHORT).await.is_none());
    let renewed = secret_of(&server, "south");
    let mut page = connect(&server, &renewed).await;
    next_frame(&mut page, LONG)
        .await
        .expect("the new link works");
    server.board().revoke("south").unwrap();
    assert!(next_frame(&mut page, LONG).await.is_none(), "cut off");
    assert!(server.board().link("south", &server.base_url()).is_none());
    let mut revoked = connect(&server, &renewed).await;
    assert!(next_frame(&mut revoked, SHORT).await.is_none());
    let links = server.board().links_file(&server.base_url());
    let seats: Vec<&str> = links.seats.iter().map(|s| s.seat.as_str()).collect();
    assert_eq!(seats, ["north"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stalled_page_holds_up_no_other_seat_and_catches_up_with_the_latest_view() {
    let server = host();
    let mut game = hidden_deployment();
    publish(&server, &game);
    // North's page connects and then never reads.
    let _stalled = connect(&server, &secret_of(&server, "north")).await;
    let mut north_live = connect(&server, &secret_of(&server, "north")).await;
    next_frame(&mut north_live, LONG).await.expect("a view");
    let squares = [
        (0, 6),
        (1, 6),
        (2, 6),
        (3, 6),
        (4, 6),
        (5, 6),
        (6, 6),
        (8, 6),
    ];
    for (x, y) in squares {
        north_places(&mut game, x, y);
        publish(&server, &game);
    }
    // The live page skips to the latest view (latest wins); it may see some in between.
    let mut last = 0;
    while last < 1 + squares.len() as u64 {
        let frame = next_frame(&mut north_live, LONG)
            .await
            .expect("frames keep coming");
        last = frame["sequence"].as_u64().unwrap();
    }
    assert_eq!(last, 9);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_are_handed_on_in_the_seats_name_and_bad_ones_refused_to_that_page() {
    let server = host();
    publish(&server, &hidden_deployment());
    let mut page = connect(&server, &secret_of(&server, "south")).await;
    next_frame(&mut page, LONG).await.expect("a view");
    page.send(Message::text(
        r#"{"client_id": "m-1", "body": {"move": [3, 4]}}"#,
    ))
    .await
    .unwrap();
    page.send(Message::text(r#"{"secret": "again"}"#))
        .await
        .unwrap();
    let refused = next_frame(&mut page, LONG).await.expect("a refusal");
    assert_eq!(refused["type"], "refused");
    assert!(
        refused["reason"]
            .as_str()
            .unwrap()
            .contains("not a request")
    );
    // The umpire's program hears of it too, with the seat it came from.
    let logged = server.board().take_refusals();
    assert_eq!(logged.len(), 1);
    assert_eq!(logged[0].0.seat, "south");
    assert!(logged[0].1.contains("not a request"));
    let requests = requests_taken(&server).await;
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].seat.seat, "south");
    assert_eq!(requests[0].client_id, "m-1");
    assert_eq!(requests[0].body["move"][0], 3);
    // Oversized messages are not read: the socket is closed.
    page.send(Message::text("x".repeat(64 * 1024))).await.ok();
    assert!(next_frame(&mut page, LONG).await.is_none());
    // Stopping the server cuts every page off.
    let mut other = connect(&server, &secret_of(&server, "north")).await;
    next_frame(&mut other, LONG).await.expect("a view");
    server.stop();
    assert!(next_frame(&mut other, LONG).await.is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_sent_again_after_a_reconnect_is_carried_out_once_and_answered_again() {
    let server = host();
    publish(&server, &hidden_deployment());
    let secret = secret_of(&server, "north");
    let order = r#"{"client_id": "order-7", "body": {"move": [1, 2]}}"#;
    let mut page = connect(&server, &secret).await;
    next_frame(&mut page, LONG).await.expect("a view");
    page.send(Message::text(order)).await.unwrap();
    let taken = requests_taken(&server).await;
    assert_eq!(taken.len(), 1);
    server
        .board()
        .answer(&taken[0], Ok("in hand at turn 3".to_string()));
    let answer = next_frame(&mut page, LONG).await.expect("the answer");
    assert_eq!(answer["type"], "accepted");
    assert_eq!(answer["client_id"], "order-7");
    assert_eq!(answer["note"], "in hand at turn 3");
    // The page drops and comes back, and sends the same order again.
    drop(page);
    let mut again = connect(&server, &secret).await;
    next_frame(&mut again, LONG).await.expect("the view again");
    again.send(Message::text(order)).await.unwrap();
    let answer = next_frame(&mut again, LONG).await.expect("the same answer");
    assert_eq!(answer["type"], "accepted");
    assert_eq!(answer["client_id"], "order-7");
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert!(
        server.board().take_requests().is_empty(),
        "carried out once"
    );
    // A refusal reaches the page that asked, with its client id.
    again
        .send(Message::text(r#"{"client_id": "order-8", "body": {}}"#))
        .await
        .unwrap();
    let taken = requests_taken(&server).await;
    server
        .board()
        .answer(&taken[0], Err("that unit is not yours".to_string()));
    let refused = next_frame(&mut again, LONG).await.expect("the refusal");
    assert_eq!(refused["type"], "refused");
    assert_eq!(refused["client_id"], "order-8");
    assert_eq!(refused["reason"], "that unit is not yours");
}
