//! What a player's page gets beyond the view itself: the staff exercise's scan in tiles, an
//! order sent along a route drawn on the page, a grid attack explained before it is made, and
//! the Little Wars move clock and score on the floor display.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::app::wait_until;
use crate::player_stations::{
    answer_to, hosting_grid, hosting_little_wars, hosting_staff_exercise, journal_len,
    page_receives,
};

#[test]
fn the_staff_exercises_scan_is_served_in_tiles_of_its_own_pyramid() {
    let (mut h, _base, board) = hosting_staff_exercise();
    wait_until(&mut h, "the map offered to the stations", |_| {
        board.map().is_some()
    });
    let map = board.map().unwrap();
    let sheets = map.sheets();
    assert_eq!(sheets.len(), 1);
    let sheet = &sheets[0];
    assert_eq!((sheet.width, sheet.height), (3000, 2200));
    // The coarsest level is one tile: a JPEG of the whole sheet, halved level by level.
    let top = sheet.levels - 1;
    let shrink = 2_u32.pow(u32::from(top));
    let mut bytes = None;
    for _ in 0..400 {
        h.step();
        bytes = map.tile(0, top, 0, 0);
        if bytes.is_some() {
            break;
        }
    }
    let picture = image::load_from_memory(&bytes.expect("the top tile")).expect("a JPEG");
    assert_eq!(
        (picture.width(), picture.height()),
        (3000_u32.div_ceil(shrink), 2200_u32.div_ceil(shrink))
    );
    assert!(map.tile(0, top, 1, 0).is_none(), "no tile beyond the level");
    assert!(map.tile(1, 0, 0, 0).is_none(), "no second sheet");
}

#[test]
fn an_order_sent_along_a_route_drawn_on_the_page_rides_through_its_places() {
    let (mut h, base, board) = hosting_staff_exercise();
    let accepted = answer_to(
        &mut h,
        (&base, &board),
        "red-red-cin",
        r#"{"client_id": "r-1", "body": {"message": {"kind": "order", "from": "red-cin", "to": {"unit": "red-a-1"}, "text": "Round by the knoll", "reaction_minutes": 2.5, "route": [{"x": 6200.0, "y": 1500.0}]}}}"#,
    );
    assert_eq!(accepted["type"], "accepted", "{accepted}");
    let state = h.state().troops().unwrap().game.state();
    let sent = state.staff().messages.last().unwrap();
    assert_eq!(sent.text, "Round by the knoll");
    let points = sent.route.points();
    assert!(
        points.len() >= 3,
        "from the sender, through the place, to A1: {points:?}"
    );
    assert!(
        points.iter().any(|p| p.x == 6200.0 && p.y == 1500.0),
        "{points:?}"
    );
    // A route of too many places is refused before it reaches the game.
    let places: Vec<String> = (0..1_001)
        .map(|i| format!(r#"{{"x":{},"y":1}}"#, i % 10))
        .collect();
    let refused = answer_to(
        &mut h,
        (&base, &board),
        "red-red-cin",
        &format!(
            r#"{{"client_id": "r-2", "body": {{"message": {{"kind": "order", "from": "red-cin", "to": {{"unit": "red-a-1"}}, "text": "Wander", "route": [{}]}}}}}}"#,
            places.join(",")
        ),
    );
    assert_eq!(refused["type"], "refused", "{refused}");
}

#[test]
fn a_grid_attack_is_explained_to_the_side_to_move_and_changes_nothing() {
    let (mut h, base, board) = hosting_grid();
    let before = journal_len(&h);
    // South may not have attacks worked out on North's half-turn.
    let refused = answer_to(
        &mut h,
        (&base, &board),
        "south",
        r#"{"client_id": "e-1", "body": {"explain_attack": {"target": [5, 6], "by": null}}}"#,
    );
    assert_eq!(refused["type"], "refused", "{refused}");
    assert!(
        refused["reason"]
            .as_str()
            .unwrap()
            .starts_with("not your side's half-turn"),
        "{refused}"
    );
    // North asks about a South unit out of reach: the engine's own reason, nothing played.
    let asked = answer_to(
        &mut h,
        (&base, &board),
        "north",
        r#"{"client_id": "e-2", "body": {"explain_attack": {"target": [14, 10]}}}"#,
    );
    assert_eq!(asked["client_id"], "e-2");
    let words = asked["reason"].as_str().or(asked["note"].as_str()).unwrap();
    assert!(
        words.starts_with("Refused: ") || words.starts_with("Attack by"),
        "{asked}"
    );
    assert_eq!(journal_len(&h), before, "explaining plays nothing");
}

#[test]
fn the_little_wars_floor_display_gets_the_move_clock_and_no_score_before_the_battle() {
    let (mut h, base, board) = hosting_little_wars();
    let page = page_receives(
        base.clone(),
        board.link("red", &base).unwrap(),
        None,
        |frame| frame["type"] == "view",
    );
    let mut frame = None;
    for _ in 0..400 {
        h.step();
        if let Ok(f) = page.recv_timeout(std::time::Duration::from_millis(10)) {
            frame = Some(f);
            break;
        }
    }
    let frame = frame.expect("Red's first view");
    assert_eq!(frame["system"], "little_wars");
    let clock = &frame["view"]["clock"];
    assert_eq!(clock["running"], false, "{clock}");
    assert_eq!(
        clock["warnings_before_time"],
        serde_json::json!([120, 60, 30])
    );
    // Put-down behind the curtain: no score yet, and no allowance that would count the other
    // side's men.
    assert!(clock["allowance_seconds"].is_null(), "{clock}");
    assert_eq!(frame["view"]["phase"], "put_down");
    assert_eq!(frame["view"]["scores"], serde_json::json!([]));
    assert!(frame["view"]["move_allowance_seconds"].is_null());
}
