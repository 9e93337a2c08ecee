//! Tests of the casualty board: pins, unit rows, the turn track, saving (reference §4–§5).

use super::*;
use crate::systems::reisswitz_1815::dice::Face;
use crate::systems::reisswitz_1815::ruleset::{DefeatLetter, Formation, Ruleset};
use proptest::prelude::*;

fn rules() -> Ruleset {
    Ruleset::reisswitz_1815().unwrap()
}

fn rules_with(option: &str, reading: &str) -> Ruleset {
    let mut r = rules();
    r.set_option(option, reading).unwrap();
    r
}

fn face(n: i64) -> Option<Face> {
    Some(Face::new(n).unwrap())
}

/// The draft's own example: 6 points on skirmishers are 9 men, one box and a remainder of 4;
/// a throw of 3 moves a second box, 10 men (Section 4 — Casualties). On the sheet 10 men are
/// 6⅔ points: the box numbered 5, a third of the way in.
#[test]
fn pins_stand_where_their_men_are_worth() {
    let r = rules();
    let mut board = CasualtyBoard::new(&r).unwrap();
    let t = board
        .record(Side::Blue, Formation::LineSkirmishers, "B2", 6.0, face(3))
        .unwrap();
    assert_eq!((t.full_boxes, t.remainder, t.extra_box), (1, 4, true));
    let track = board.sheet_track(Formation::LineSkirmishers).unwrap();
    let place = track
        .place(board.pin(Side::Blue, Formation::LineSkirmishers).unwrap())
        .unwrap();
    assert_eq!(place.position.to_string(), "10");
    assert_eq!((place.box_index, place.completions), (1, 0));
    assert!((place.points - 20.0 / 3.0).abs() < 1e-9);
    assert_eq!(place.points_exact.to_string(), "6 2/3");
    assert!((place.within_box - 1.0 / 3.0).abs() < 1e-9);
    // Red is untouched.
    let red = track
        .place(board.pin(Side::Red, Formation::LineSkirmishers).unwrap())
        .unwrap();
    assert_eq!((red.box_index, red.points), (0, 0.0));
    // The unit is noted on Blue's track only.
    let noted: Vec<&String> = board
        .side(Side::Blue)
        .track(Formation::LineSkirmishers)
        .unwrap()
        .units()
        .iter()
        .collect();
    assert_eq!(noted, ["B2"]);
    assert!(
        board
            .side(Side::Red)
            .track(Formation::LineSkirmishers)
            .unwrap()
            .units()
            .is_empty()
    );
}

/// Three-rank infantry: 7 points = 35 men = box 5 of the sheet (points 5–10), 40 % in; 31
/// points complete the track once (an exchange) and the pin stands at 1 point.
#[test]
fn three_rank_pin_and_its_exchange() {
    let mut board = CasualtyBoard::new(&rules()).unwrap();
    board
        .record(Side::Red, Formation::ThreeRank, "A1", 7.0, None)
        .unwrap();
    let track = board.sheet_track(Formation::ThreeRank).unwrap().clone();
    let place = track
        .place(board.pin(Side::Red, Formation::ThreeRank).unwrap())
        .unwrap();
    assert_eq!((place.box_index, place.points), (1, 7.0));
    assert!((place.within_box - 0.4).abs() < 1e-9);
    board
        .record(Side::Red, Formation::ThreeRank, "A2", 24.0, None)
        .unwrap();
    let place = track
        .place(board.pin(Side::Red, Formation::ThreeRank).unwrap())
        .unwrap();
    assert_eq!(
        (place.completions, place.box_index, place.points),
        (1, 0, 1.0)
    );
    let units: Vec<&str> = board
        .side(Side::Red)
        .track(Formation::ThreeRank)
        .unwrap()
        .units()
        .iter()
        .map(String::as_str)
        .collect();
    assert_eq!(units, ["A1", "A2"]);
}

/// Artillery counts points exactly in boxes of one point: 13 points lose a gun (12½) and leave
/// the pin at ½ in box 0 (Section 3 — Firepower; Section 4 — Casualties).
#[test]
fn artillery_pin() {
    let mut board = CasualtyBoard::new(&rules()).unwrap();
    board
        .record(Side::Red, Formation::FootArtillery, "Bty 1", 9.5, None)
        .unwrap();
    let track = board.sheet_track(Formation::FootArtillery).unwrap().clone();
    let place = track
        .place(board.pin(Side::Red, Formation::FootArtillery).unwrap())
        .unwrap();
    assert_eq!((place.box_index, place.points), (9, 9.5));
    board
        .record(Side::Red, Formation::FootArtillery, "Bty 1", 3.5, None)
        .unwrap();
    let place = track
        .place(board.pin(Side::Red, Formation::FootArtillery).unwrap())
        .unwrap();
    assert_eq!(
        (place.completions, place.box_index, place.points),
        (1, 0, 0.5)
    );
    // A pin of another formation is not placed on this track.
    assert!(
        track
            .place(board.pin(Side::Red, Formation::HorseArtillery).unwrap())
            .is_err()
    );
    assert!(
        track
            .place(board.pin(Side::Red, Formation::ThreeRank).unwrap())
            .is_err()
    );
}

/// A refused record changes nothing: bad label, negative points, missing remainder throw.
#[test]
fn refusals_change_nothing() {
    let mut board = CasualtyBoard::new(&rules()).unwrap();
    let before = board.clone();
    assert!(
        board
            .record(Side::Red, Formation::ThreeRank, "  ", 3.0, None)
            .is_err()
    );
    assert!(
        board
            .record(Side::Red, Formation::ThreeRank, &"x".repeat(41), 3.0, None)
            .is_err()
    );
    assert!(
        board
            .record(Side::Red, Formation::ThreeRank, "A\n1", 3.0, None)
            .is_err()
    );
    assert!(
        board
            .record(Side::Red, Formation::ThreeRank, "A1", -1.0, None)
            .is_err()
    );
    assert!(
        board
            .record(Side::Red, Formation::ThreeRank, "A1", f64::NAN, None)
            .is_err()
    );
    // 6 points on skirmishers leave 4 men over: a throw is needed.
    assert_eq!(
        board
            .remainder_for(Side::Red, Formation::LineSkirmishers, 6.0)
            .unwrap(),
        4
    );
    assert!(
        board
            .record(Side::Red, Formation::LineSkirmishers, "A1", 6.0, None)
            .is_err()
    );
    assert_eq!(board, before);
    // Labels are trimmed.
    board
        .record(Side::Red, Formation::ThreeRank, "  A1 ", 1.0, None)
        .unwrap();
    assert!(
        board
            .side(Side::Red)
            .track(Formation::ThreeRank)
            .unwrap()
            .units()
            .contains("A1")
    );
}

/// Unit rows: own pins, strengths where the draft has a removal rule, unique labels.
#[test]
fn unit_rows() {
    let r = rules();
    let mut board = CasualtyBoard::new(&r).unwrap();
    board
        .add_unit(&r, Side::Red, "A1", Formation::ThreeRank, Some(450.0))
        .unwrap();
    board
        .add_unit(&r, Side::Red, "Hussars", Formation::LightCavalry, None)
        .unwrap();
    assert!(
        board
            .add_unit(&r, Side::Red, "A1", Formation::TwoRank, None)
            .is_err()
    );
    // Cavalry has no strength rule.
    assert!(
        board
            .add_unit(
                &r,
                Side::Red,
                "Dragoons",
                Formation::HeavyCavalry,
                Some(300.0)
            )
            .is_err()
    );
    board
        .add_unit(&r, Side::Blue, "A1", Formation::ThreeRank, None)
        .unwrap();
    // 45 points = 225 men ≥ half of 450: the half battalion is removed.
    let t = board.record_unit(Side::Red, "A1", 45.0, None).unwrap();
    assert!(
        board.side(Side::Red).units()["A1"].pin().removed(),
        "{:?}",
        t.events
    );
    assert!(board.record_unit(Side::Red, "nobody", 1.0, None).is_err());
    let labels: Vec<&String> = board.side(Side::Red).units().keys().collect();
    assert_eq!(labels, ["A1", "Hussars"]);
    let row = board.remove_unit(Side::Red, "Hussars").unwrap();
    assert_eq!(
        (row.label(), row.formation()),
        ("Hussars", Formation::LightCavalry)
    );
    assert!(board.remove_unit(Side::Red, "Hussars").is_err());
    // The side tracks were not touched by unit rows.
    assert!(
        board
            .pin(Side::Red, Formation::ThreeRank)
            .unwrap()
            .recorded_total()
            .is_zero()
    );
}

/// The turn track under both readings of `recovery_times` (Section 4 — Repulsed, Defeated and
/// Totally Defeated Troops: R 2/3, D 3/6, T 5/10 moves; the dice summary box: R 2/3, D 5/5,
/// T 10/5; reference §5), each cell.
#[test]
fn turn_track_under_both_readings() {
    #[rustfmt::skip]
    let table = [
        ("section4",     DefeatLetter::R, 6, 7),
        ("section4",     DefeatLetter::D, 7, 10),
        ("section4",     DefeatLetter::T, 9, 14),
        // The dice summary box with its "& then" (L2342–2344): attack after defence.
        ("dice_summary_then", DefeatLetter::R, 6, 9),
        ("dice_summary_then", DefeatLetter::D, 9, 14),
        ("dice_summary_then", DefeatLetter::T, 14, 19),
    ];
    for (reading, letter, defend, attack) in table {
        let r = rules_with("recovery_times", reading);
        let mut board = CasualtyBoard::new(&r).unwrap();
        let e = board.mark_beaten(&r, Side::Blue, "C3", letter, 4).unwrap();
        assert_eq!(
            (e.may_defend_from, e.may_attack_from),
            (defend, attack),
            "{reading} {letter}"
        );
        assert_eq!(e.beaten_on, 4);
        assert!(e.source.0.contains(reading), "{}", e.source);
    }
}

/// Entries sit in box turn mod 40, are kept in order, replace an earlier entry of the same
/// unit, and leave once the unit may attack again.
#[test]
fn turn_track_boxes_order_and_release() {
    let r = rules();
    let mut board = CasualtyBoard::new(&r).unwrap();
    let late = board
        .mark_beaten(&r, Side::Red, "A1", DefeatLetter::T, 38)
        .unwrap();
    assert_eq!((late.defend_box(), late.attack_box()), (3, 8));
    board
        .mark_beaten(&r, Side::Blue, "B1", DefeatLetter::R, 10)
        .unwrap();
    board
        .mark_beaten(&r, Side::Red, "A2", DefeatLetter::D, 10)
        .unwrap();
    let order: Vec<&str> = board.turn_track().iter().map(|e| e.unit.as_str()).collect();
    assert_eq!(order, ["B1", "A2", "A1"]);
    // Beaten again: moved, not doubled.
    board
        .mark_beaten(&r, Side::Blue, "B1", DefeatLetter::D, 12)
        .unwrap();
    assert_eq!(board.turn_track().len(), 3);
    assert!(
        board
            .mark_beaten(&r, Side::Blue, "B9", DefeatLetter::T, u32::MAX - 3)
            .is_err()
    );
    let released = board.release_recovered(16);
    assert_eq!(
        released.iter().map(|e| e.unit.as_str()).collect::<Vec<_>>(),
        ["A2"]
    );
    assert_eq!(
        board.release(Side::Blue, "B1").unwrap().letter,
        DefeatLetter::D
    );
    assert!(board.release(Side::Blue, "B1").is_err());
    assert_eq!(board.turn_track().len(), 1);
}

/// A saved board reads back equal; the JSON form names sides and formations by id.
#[test]
fn serde_round_trip() {
    let r = rules();
    let mut board = CasualtyBoard::new(&r).unwrap();
    board
        .record(
            Side::Red,
            Formation::HeavyCavalry,
            "1st Dragoons",
            9.0,
            face(2),
        )
        .unwrap();
    board
        .add_unit(
            &r,
            Side::Blue,
            "Bty 2",
            Formation::HorseArtillery,
            Some(6.0),
        )
        .unwrap();
    board.record_unit(Side::Blue, "Bty 2", 20.0, None).unwrap();
    board
        .mark_beaten(&r, Side::Blue, "B1", DefeatLetter::R, 3)
        .unwrap();
    let json = serde_json::to_string_pretty(&board).unwrap();
    assert!(json.contains("\"heavy_cavalry\"") && json.contains("\"turn_track\""));
    let back: CasualtyBoard = serde_json::from_str(&json).unwrap();
    assert_eq!(back, board);
}

/// Boards that do not hold together are refused as they are read.
#[test]
fn bad_boards_are_refused() {
    let r = rules();
    let mut board = CasualtyBoard::new(&r).unwrap();
    board
        .mark_beaten(&r, Side::Red, "A1", DefeatLetter::R, 3)
        .unwrap();
    board
        .add_unit(&r, Side::Red, "A1", Formation::ThreeRank, None)
        .unwrap();
    let good = serde_json::to_value(&board).unwrap();
    let refused = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        edit(&mut v);
        serde_json::from_value::<CasualtyBoard>(v).is_err()
    };
    assert!(!refused(&|_| {}));
    assert!(refused(&|v| v["tracks"].as_array_mut().unwrap().swap(0, 1)));
    assert!(refused(&|v| {
        v["tracks"].as_array_mut().unwrap().pop();
    }));
    assert!(refused(&|v| v["tracks"][0]["boxes"] = 7.into()));
    assert!(refused(
        &|v| v["red"]["tracks"][2]["pin"]["box_men"] = 0.into()
    ));
    assert!(refused(
        &|v| v["red"]["units"]["A1"]["pin"]["box_men"] = 0.into()
    ));
    assert!(refused(&|v| v["tracks"][0]["exchange_points"] = 35.0.into()));
    assert!(refused(&|v| v["red"]["tracks"]
        .as_array_mut()
        .unwrap()
        .swap(2, 3)));
    assert!(refused(
        &|v| v["blue"]["tracks"][0]["units"] = serde_json::json!([" A1"])
    ));
    assert!(refused(&|v| v["red"]["units"]["A1"]["label"] = "A2".into()));
    assert!(refused(
        &|v| v["turn_track"][0]["may_defend_from"] = 1.into()
    ));
    assert!(refused(&|v| {
        let e = v["turn_track"][0].clone();
        v["turn_track"].as_array_mut().unwrap().push(e);
    }));
    // A pin set up under another reading does not fit the printed track.
    let other = rules_with("two_rank_exchange", "sheet_50");
    let foreign = CasualtyBoard::new(&other).unwrap();
    assert!(refused(&|v| v["red"]["tracks"][1] =
        serde_json::to_value(&foreign.side(Side::Red).tracks()[1])
            .unwrap()));
}

proptest! {
    /// No input panics, and the board always reads back equal after what was accepted.
    #[test]
    fn no_panic_and_round_trip(
        ops in proptest::collection::vec(
            (0usize..2, 0usize..8, -5.0f64..400.0, 1i64..=6, 0u32..200, 0usize..3, "[A-C ]{0,3}"),
            0..25,
        )
    ) {
        let r = rules();
        let mut board = CasualtyBoard::new(&r).unwrap();
        for (side, formation, points, throw, turn, letter, label) in ops {
            let side = Side::ALL[side];
            let formation = Formation::ALL[formation];
            let _ = board.record(side, formation, &label, points, face(throw));
            let letter = [DefeatLetter::R, DefeatLetter::D, DefeatLetter::T][letter];
            let _ = board.mark_beaten(&r, side, &label, letter, turn);
            let _ = board.add_unit(&r, side, &label, formation, Some(points));
            let _ = board.record_unit(side, &label, points, face(throw));
            let _ = board.release_recovered(turn / 2);
            for track in board.tracks() {
                let place = track.place(board.pin(side, track.formation).unwrap()).unwrap();
                prop_assert!(place.box_index < track.boxes);
                prop_assert!((0.0..1.0).contains(&place.within_box));
                prop_assert!(place.points < track.exchange_points + 1e-9);
            }
        }
        prop_assert!(board.validate().is_ok());
        let json = serde_json::to_string(&board).unwrap();
        let back: CasualtyBoard = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, board);
    }

    /// A board file with any figure of a pin changed either reads or is refused, and a board
    /// that reads can be printed and recorded on without a panic.
    #[test]
    fn tampered_pins_never_panic(
        field in proptest::sample::select(vec![
            "recorded", "carried", "exact", "whole", "per_point", "track_length", "completions",
            "box_men", "exchange_points",
        ]),
        num in 0u64..1_000_000,
        den in 0u64..20,
        track in 0usize..8,
        points in 0.0f64..500.0,
    ) {
        let r = rules();
        let mut v = serde_json::to_value(CasualtyBoard::new(&r).unwrap()).unwrap();
        let value = match field {
            "completions" | "box_men" => serde_json::json!(num),
            "exchange_points" => serde_json::json!(num as f64 / 7.0),
            _ => serde_json::json!(format!("{num}/{den}")),
        };
        v["blue"]["tracks"][track]["pin"][field] = value;
        if let Ok(mut board) = serde_json::from_value::<CasualtyBoard>(v) {
            let formation = Formation::ALL[track];
            let sheet = board.sheet_track(formation).unwrap().clone();
            let _ = sheet.place(board.pin(Side::Blue, formation).unwrap());
            let _ = board.remainder_for(Side::Blue, formation, points);
            let _ = board.record(Side::Blue, formation, "X", points, face(6));
        }
    }
}
