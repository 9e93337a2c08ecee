//! Points to men for every formation and reading, the casualty-pin track, exchanges crossing
//! mid-throw, and conservation of men over any split of points into throws (reference §4).

// Test code: a failed expectation should stop the test.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support::rules;
use kriegsspiel::systems::reisswitz_1815::calc::casualty_pin::{
    CasualtyPin, PinEvent, points_to_men,
};
use kriegsspiel::systems::reisswitz_1815::calc::tally::Tally;
use kriegsspiel::systems::reisswitz_1815::dice::Face;
use kriegsspiel::systems::reisswitz_1815::ruleset::{ExchangeKind, Formation, PinTrack, Ruleset};
use proptest::prelude::*;

fn with_option(id: &str, reading: &str) -> Ruleset {
    let mut r = rules();
    r.set_option(id, reading).expect("known option");
    r
}

fn face(n: i64) -> Face {
    Face::new(n).expect("1 to 6")
}

fn men(r: &Ruleset, f: Formation, points: f64) -> String {
    points_to_men(r, f, points).unwrap().count.to_string()
}

fn pin(r: &Ruleset, f: Formation) -> CasualtyPin {
    CasualtyPin::new(r, f).unwrap()
}

#[test]
fn points_to_men_for_every_formation() {
    // Section 3 — Firepower, points and men; Casualty Record Sheet (reference §4).
    let r = rules();
    use Formation::*;
    assert_eq!(men(&r, ThreeRank, 7.0), "35"); // 1 point = 5 men
    assert_eq!(men(&r, TwoRank, 6.0), "20"); // 3 points = 10 men (Section 3 example)
    assert_eq!(men(&r, TwoRank, 7.0), "23 1/3");
    assert_eq!(men(&r, LineSkirmishers, 6.0), "9"); // 2 points = 3 men (Casualties example)
    assert_eq!(men(&r, RifleSkirmishers, 34.0), "51"); // Section 3 skirmish example
    assert_eq!(men(&r, ThreeRank, 34.0), "170"); // ... had they been in three ranks
    assert_eq!(men(&r, HeavyCavalry, 10.0), "15"); // 2 points = 3 riders
    assert_eq!(men(&r, LightCavalry, 5.0), "7 1/2");
    assert_eq!(men(&r, FootArtillery, 12.5), "1"); // 12½ points = 1 gun
    assert_eq!(men(&r, HorseArtillery, 25.0), "2");
    assert_eq!(men(&r, FootArtillery, 6.25), "1/2");
    // Three ranks: a half battalion of 450 men is 90 points (Section 3 — Firepower).
    assert_eq!(men(&r, ThreeRank, 90.0), "450");
}

#[test]
fn points_to_men_under_the_combat_table_box_reading() {
    // Appendix Three — close-combat table, points-value box: 1 point = 3 men, 2 points = 10 men
    // (option infantry_points_value = combat_table_box). Other formations are unchanged.
    let r = with_option("infantry_points_value", "combat_table_box");
    assert_eq!(men(&r, Formation::ThreeRank, 7.0), "21");
    assert_eq!(men(&r, Formation::TwoRank, 6.0), "30");
    assert_eq!(men(&r, Formation::LineSkirmishers, 6.0), "9");
    assert_eq!(men(&r, Formation::HeavyCavalry, 10.0), "15");
}

#[test]
fn track_lengths_for_every_formation_and_reading() {
    // Section 3 — Firepower: 30, 45, 100, 100 points and 12½ per gun; Casualty Record Sheet:
    // 50 for two ranks (option two_rank_exchange), kept in points (L4499, L4678). All are
    // 150 men by default.
    let r = rules();
    let len = |r: &Ruleset, f| pin(r, f).track_length().to_string();
    for &f in Formation::ALL {
        let expected = if f.is_artillery() { "12 1/2" } else { "150" };
        assert_eq!(len(&r, f), expected, "{f}");
    }
    let sheet = with_option("two_rank_exchange", "sheet_50");
    assert_eq!(len(&sheet, Formation::TwoRank), "50");
    assert_eq!(
        pin(&sheet, Formation::TwoRank).track(),
        PinTrack::SheetPoints
    );
    assert_eq!(len(&sheet, Formation::ThreeRank), "150");
    let boxed = with_option("infantry_points_value", "combat_table_box");
    assert_eq!(len(&boxed, Formation::ThreeRank), "90");
    assert_eq!(len(&boxed, Formation::TwoRank), "225");
}

#[test]
fn the_drafts_pin_example() {
    // Section 4 — Casualties: 6 points on skirmishers = 9 men; one box to 5, remainder 4, a
    // throw of 3 moves the pin a further box to 10.
    let r = rules();
    let mut p = pin(&r, Formation::LineSkirmishers);
    assert_eq!(p.remainder_for(6.0), Ok(4));
    let t = p.record(6.0, Some(face(3))).unwrap();
    assert_eq!(
        (
            t.whole,
            t.full_boxes,
            t.remainder,
            t.extra_box,
            t.boxes_moved
        ),
        (9, 1, 4, true, 2)
    );
    assert_eq!(t.position_after, Tally::whole(10));
    assert!(t.steps.iter().all(|s| !s.source.as_str().is_empty()));
    // A throw above the remainder leaves the pin at 5.
    let mut q = pin(&r, Formation::LineSkirmishers);
    let t = q.record(6.0, Some(face(5))).unwrap();
    assert_eq!((t.boxes_moved, t.position_after), (1, Tally::whole(5)));
    // Every face up to the remainder moves it, every face above does not.
    for n in 1..=6 {
        let mut p = pin(&r, Formation::LineSkirmishers);
        let t = p.record(6.0, Some(face(n))).unwrap();
        assert_eq!(t.extra_box, n <= 4, "face {n}");
    }
}

#[test]
fn no_remainder_needs_no_throw_and_a_missing_throw_is_refused() {
    let r = rules();
    let mut p = pin(&r, Formation::ThreeRank);
    assert_eq!(p.remainder_for(7.0), Ok(0));
    let t = p.record(7.0, None).unwrap();
    assert_eq!((t.boxes_moved, t.remainder_throw), (7, None));
    let before = p.clone();
    assert!(
        p.record(6.0 / 5.0, None).is_err(),
        "6 men leave 1 over: a throw is needed"
    );
    assert_eq!(p, before, "a refused throw changes nothing");
    assert!(p.record(-1.0, Some(face(1))).is_err());
    assert!(p.record(f64::NAN, Some(face(1))).is_err());
    assert_eq!(p, before);
}

#[test]
fn fractions_of_a_man_are_carried() {
    // Two ranks: 1 point = 3⅓ men. Three throws of 1 point make exactly 10 whole men.
    let r = rules();
    let mut p = pin(&r, Formation::TwoRank);
    let wholes: Vec<u64> = (0..3)
        .map(|_| p.record(1.0, Some(face(6))).unwrap().whole)
        .collect();
    assert_eq!(wholes, vec![3, 3, 4]);
    assert_eq!(p.carried(), Tally::ZERO);
    assert_eq!(p.exact_total(), Tally::whole(10));
    assert_eq!(
        p.recorded_total(),
        Tally::ZERO,
        "faces of 6 never beat remainders of 3 or 4"
    );
}

#[test]
fn exchange_when_the_track_completes_mid_throw() {
    // Section 3 — Firepower: three ranks exchange after 30 points (150 men); the pin restarts
    // from the overflow (Casualty Record Sheet).
    let r = rules();
    let mut p = pin(&r, Formation::ThreeRank).starting_at(140.0).unwrap();
    let t = p.record(4.0, None).unwrap(); // 20 men: 140 → 160
    assert_eq!(
        t.events,
        vec![PinEvent::TrackCompleted {
            first: 1,
            last: 1,
            exchange: ExchangeKind::HalfBattalionBlock
        }]
    );
    assert_eq!(
        (t.position_before, t.position_after),
        (Tally::whole(140), Tally::whole(10))
    );
    assert_eq!(p.completions(), 1);
    // Exactly reaching the end completes it and leaves the pin at 0.
    let mut q = pin(&r, Formation::ThreeRank).starting_at(145.0).unwrap();
    let t = q.record(1.0, None).unwrap();
    assert_eq!((t.events.len(), t.position_after), (1, Tally::ZERO));
    // A big throw completes the track several times: 90 points = 450 men = three exchanges.
    let mut big = pin(&r, Formation::ThreeRank);
    let t = big.record(90.0, None).unwrap();
    assert_eq!(
        t.events,
        vec![PinEvent::TrackCompleted {
            first: 1,
            last: 3,
            exchange: ExchangeKind::HalfBattalionBlock
        }]
    );
    assert!(t.events[0].describe().contains("3 times"));
}

#[test]
fn every_formations_exchange() {
    // Section 3 — Firepower; Section 4 — Casualties; Casualty Record Sheet (reference §4).
    let r = rules();
    let cases = [
        (Formation::ThreeRank, 30.0, ExchangeKind::HalfBattalionBlock),
        (Formation::TwoRank, 45.0, ExchangeKind::HalfBattalionBlock),
        (Formation::LineSkirmishers, 100.0, ExchangeKind::ParentBlock),
        (
            Formation::RifleSkirmishers,
            100.0,
            ExchangeKind::ParentBlock,
        ),
        (
            Formation::HeavyCavalry,
            100.0,
            ExchangeKind::SquadronRemoved,
        ),
        (
            Formation::LightCavalry,
            100.0,
            ExchangeKind::SquadronRemoved,
        ),
        (Formation::FootArtillery, 12.5, ExchangeKind::GunLost),
        (Formation::HorseArtillery, 12.5, ExchangeKind::GunLost),
    ];
    for (f, points, exchange) in cases {
        let mut p = pin(&r, f);
        let almost = p.record(points - 1.0, Some(face(6))).unwrap();
        assert!(
            almost.events.is_empty(),
            "{f}: {} points short of the end",
            1
        );
        let mut p = pin(&r, f);
        let t = p.record(points, None).unwrap();
        assert_eq!(
            t.events,
            vec![PinEvent::TrackCompleted {
                first: 1,
                last: 1,
                exchange
            }],
            "{f}"
        );
        assert_eq!(t.position_after, Tally::ZERO, "{f}");
    }
}

#[test]
fn sheet_reading_for_two_ranks() {
    // Option two_rank_exchange = sheet_50: the two-rank track is the record sheet's own, in
    // loss points, five to a box, the d6 for a remainder of 1–4 points, exchanged at 50
    // (L4499, L4678); 50 points would be 166⅔ men, no whole number of 5-man boxes (reference
    // §4), so the track never turns points into men.
    let r = with_option("two_rank_exchange", "sheet_50");
    let mut p = pin(&r, Formation::TwoRank);
    assert_eq!((p.track_length(), p.box_men()), (Tally::whole(50), 5));
    // (points, face, full boxes, remainder in points, boxes moved, pin after, exchanged)
    let throws = [
        (7.0, 2, 1, 2, 2, "10", false), // 2 left over, throw 2 ≤ 2: one more box (L4678)
        (7.0, 3, 1, 2, 1, "15", false), // throw 3 > 2: no further box
        (33.0, 4, 6, 3, 6, "45", false), // throw 4 > 3
        (5.0, 6, 1, 0, 1, "0", true),   // 50 points: the track completes (L4499)
        (2.5, 1, 0, 2, 1, "5", false),  // half a point is carried, 2 left over, throw 1 ≤ 2
    ];
    for (points, f, full, remainder, moved, after, exchanged) in throws {
        assert_eq!(p.remainder_for(points).unwrap(), remainder, "{points}");
        let t = p.record(points, Some(face(f))).unwrap();
        assert_eq!(
            (
                t.full_boxes,
                t.remainder,
                t.boxes_moved,
                t.position_after.to_string()
            ),
            (full, remainder, moved, after.to_string()),
            "{points} points, face {f}"
        );
        assert_eq!(!t.events.is_empty(), exchanged, "{points}");
        assert!(
            t.steps
                .iter()
                .any(|s| s.text.contains("never turns them into men")),
            "{:?}",
            t.steps
        );
    }
    assert_eq!(
        p.carried(),
        Tally::ratio(1, 2).unwrap(),
        "half a point carried"
    );
    // Under the default the same 45 points are 150 men and complete the 150-man track.
    let mut men = pin(&rules(), Formation::TwoRank);
    let t = men.record(45.0, None).unwrap();
    assert_eq!((t.whole, t.events.len()), (150, 1));
}

#[test]
fn a_two_rank_half_battalion_on_the_sheets_track_loses_men_and_is_removed_at_half() {
    // The unit's strength still falls in men (3 points = 10 men, L513) while the track counts
    // points; half of 450 men is 67½ points.
    let r = with_option("two_rank_exchange", "sheet_50");
    let mut p = pin(&r, Formation::TwoRank)
        .with_strength(&r, 450.0)
        .unwrap();
    let t = p.record(7.0, Some(face(6))).unwrap();
    assert_eq!(t.whole, 23, "7 points stand for 23⅓ men");
    let t = p.record(2.0, Some(face(6))).unwrap();
    assert_eq!(t.whole, 7, "9 points are 30 men in all");
    let t = p.record(60.0, Some(face(6))).unwrap();
    // 65 points on the track: one exchange at 50 (L4499), the pin on 15, not yet removed.
    assert_eq!(
        (p.recorded_total().to_string(), t.position_after.to_string()),
        ("65".to_string(), "15".to_string())
    );
    assert_eq!(t.events.len(), 1, "{:?}", t.events);
    assert!(!t.events.contains(&PinEvent::HalfBattalionRemoved));
    let t = p.record(1.0, Some(face(1))).unwrap();
    assert!(
        t.events.contains(&PinEvent::HalfBattalionRemoved),
        "70 points, past 67½"
    );
}

#[test]
fn a_half_battalion_at_half_strength_is_removed() {
    // Representation of Units: a half battalion that has lost half its strength is removed.
    let r = rules();
    let mut p = pin(&r, Formation::ThreeRank)
        .with_strength(&r, 450.0)
        .unwrap();
    let t = p.record(44.0, None).unwrap(); // 220 men
    assert_eq!(t.events.len(), 1, "one exchange at 150, not yet removed");
    let t = p.record(1.0, None).unwrap(); // 225 men
    assert_eq!(t.events, vec![PinEvent::HalfBattalionRemoved]);
    assert!(p.removed());
    let t = p.record(1.0, None).unwrap();
    assert!(t.events.is_empty(), "removed once only");
    assert!(
        pin(&r, Formation::HeavyCavalry)
            .with_strength(&r, 150.0)
            .is_err()
    );
    assert!(
        pin(&r, Formation::ThreeRank)
            .with_strength(&r, 0.0)
            .is_err()
    );
}

#[test]
fn a_battery_loses_guns_and_goes_at_its_last_gun() {
    // Section 4 — Casualties: 12½ points per gun; at one gun left the battery is removed.
    let r = rules();
    let mut p = pin(&r, Formation::FootArtillery)
        .with_strength(&r, 6.0)
        .unwrap();
    let t = p.record(6.25, None).unwrap();
    assert!(t.events.is_empty());
    assert_eq!(t.position_after.to_string(), "6 1/4");
    let t = p.record(6.25, None).unwrap();
    assert_eq!(
        t.events,
        vec![PinEvent::TrackCompleted {
            first: 1,
            last: 1,
            exchange: ExchangeKind::GunLost
        }]
    );
    let t = p.record(50.0, None).unwrap(); // guns 2–5 lost
    assert_eq!(
        t.events,
        vec![
            PinEvent::TrackCompleted {
                first: 2,
                last: 5,
                exchange: ExchangeKind::GunLost
            },
            PinEvent::BatteryRemoved {
                guns_left: Tally::whole(1)
            },
        ]
    );
}

#[test]
fn starting_positions_are_checked() {
    let r = rules();
    assert!(
        pin(&r, Formation::ThreeRank).starting_at(12.0).is_err(),
        "not on a box"
    );
    assert!(
        pin(&r, Formation::ThreeRank).starting_at(150.0).is_err(),
        "past the end"
    );
    assert!(pin(&r, Formation::ThreeRank).starting_at(-5.0).is_err());
    assert!(pin(&r, Formation::FootArtillery).starting_at(3.5).is_ok());
}

#[test]
fn a_pin_round_trips_through_json() {
    let r = rules();
    let mut p = pin(&r, Formation::TwoRank)
        .with_strength(&r, 450.0)
        .unwrap();
    p.record(7.0, Some(face(2))).unwrap();
    let text = serde_json::to_string(&p).unwrap();
    let back: CasualtyPin = serde_json::from_str(&text).unwrap();
    assert_eq!(back, p);
}

fn any_formation() -> impl Strategy<Value = Formation> {
    prop::sample::select(Formation::ALL.to_vec())
}

fn any_rules() -> impl Strategy<Value = Ruleset> {
    (any::<bool>(), any::<bool>()).prop_map(|(sheet, boxed)| {
        let mut r = rules();
        if sheet {
            r.set_option("two_rank_exchange", "sheet_50").unwrap();
        }
        if boxed {
            r.set_option("infantry_points_value", "combat_table_box")
                .unwrap();
        }
        r
    })
}

proptest! {
    #[test]
    fn pins_never_lose_or_invent_men(
        r in any_rules(),
        formation in any_formation(),
        // Loss points in quarters (1¼ increases) and thirds (cover) of a point.
        parts in prop::collection::vec((0u32..2400, prop::bool::ANY, 1i64..=6), 1..12),
    ) {
        let mut p = CasualtyPin::new(&r, formation).unwrap();
        let box_men = u128::from(p.box_men());
        let mut total_points = Tally::ZERO;
        let (mut exact, mut recorded, mut completions) = (Tally::ZERO, Tally::ZERO, 0u64);
        for (n, thirds, f) in parts {
            let pts = if thirds { f64::from(n) / 3.0 } else { f64::from(n) / 4.0 };
            total_points = total_points.checked_add(Tally::from_f64(pts, "p").unwrap()).unwrap();
            let t = p.record(pts, Some(face(f))).unwrap();
            exact = exact.checked_add(t.exact).unwrap();
            recorded = recorded.checked_add(t.recorded).unwrap();
            if p.track() == PinTrack::SheetPoints {
                // The sheet's track moves whole fives of points, not of men (L4678).
                let units = t.carried_in.checked_add(t.points).unwrap();
                prop_assert_eq!(u128::from(t.full_boxes), units.floor() / box_men);
                prop_assert_eq!(t.recorded, Tally::whole(t.boxes_moved * p.box_men()));
            } else if !formation.is_artillery() {
                // Each throw moves whole fives, plus at most one box for the remainder.
                prop_assert_eq!(u128::from(t.full_boxes), u128::from(t.whole) / box_men);
                prop_assert_eq!(t.recorded, Tally::whole(t.boxes_moved * p.box_men()));
                prop_assert!(t.boxes_moved == t.full_boxes || t.boxes_moved == t.full_boxes + 1);
            } else {
                prop_assert_eq!(t.recorded, t.points);
            }
            for e in &t.events {
                if let PinEvent::TrackCompleted { first, last, .. } = e {
                    prop_assert_eq!(*first, completions + 1);
                    completions = *last;
                }
            }
        }
        // The men of all throws are exactly the men of their total.
        let all_at_once = points_to_men(&r, formation, total_points.to_f64()).unwrap().count;
        prop_assert_eq!(exact, all_at_once);
        prop_assert_eq!(p.exact_total(), exact);
        // Whole men handled plus the fraction carried are exactly the men lost; on the sheet's
        // points track the whole men are those of the points so far, the fraction a point's.
        if p.track() == PinTrack::SheetPoints {
            prop_assert_eq!(p.whole_total(), Tally::ratio(exact.floor(), 1).unwrap());
        } else {
            prop_assert_eq!(p.whole_total().checked_add(p.carried()).unwrap(), if formation.is_artillery() { Tally::ZERO } else { exact });
        }
        prop_assert!(p.carried() < Tally::whole(1));
        // Across exchanges no box is lost or invented.
        prop_assert_eq!(p.recorded_total(), recorded);
        prop_assert_eq!(p.completions(), completions);
        let done = Tally::whole(completions).checked_mul(p.track_length()).unwrap();
        prop_assert_eq!(done.checked_add(p.position()).unwrap(), recorded);
        prop_assert!(p.position() < p.track_length());
    }

    #[test]
    fn no_panic_on_any_casualty_input(
        formation in any_formation(),
        points in prop::collection::vec(prop_oneof![any::<f64>(), 0.0..1.0e10f64], 1..6),
        faces in prop::collection::vec(prop::option::of(1i64..=6), 6),
        strength in prop::option::of(prop_oneof![any::<f64>(), 0.0..1000.0f64]),
        start in prop_oneof![any::<f64>(), 0.0..200.0f64],
    ) {
        let r = rules();
        let _ = points_to_men(&r, formation, points[0]);
        let mut p = CasualtyPin::new(&r, formation).unwrap();
        if let Some(Ok(q)) = strength.map(|s| p.clone().with_strength(&r, s)) {
            p = q;
        }
        if let Ok(q) = p.clone().starting_at(start) { p = q; }
        for (x, f) in points.iter().zip(faces) {
            let _ = p.remainder_for(*x);
            let _ = p.record(*x, f.map(face));
        }
        prop_assert!(p.position() < p.track_length());
    }
}

#[test]
fn a_game_under_the_sheet_reading_keeps_the_two_rank_track_in_points() {
    // A game set up under two_rank_exchange = sheet_50: the two-rank track is 50 points long
    // and the pin stands in points (L4499, L4678), while the battalion loses the men the points
    // stand for, 7 points = 23⅓ men (L513).
    use kriegsspiel::clock::TimeOfDay;
    use kriegsspiel::systems::reisswitz_1815::army::OrderOfBattle;
    use kriegsspiel::systems::reisswitz_1815::game::{
        Battlefield, Command, Event, Game, GameSetup,
    };
    let oob = r#"
title = "two ranks"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[units]]
id = "a1"
echelon = "red"
kind = { type = "battalion", infantry = "line", ranks = 2 }
"#;
    let r = with_option("two_rank_exchange", "sheet_50");
    let setup = GameSetup::new(
        Battlefield::open(20_000.0, 20_000.0).unwrap(),
        r,
        OrderOfBattle::from_toml(oob, "test").unwrap(),
        3,
        TimeOfDay::new(10, 0).unwrap(),
    )
    .unwrap();
    let mut g = Game::new(setup);
    let events = g
        .apply(Command::RecordLosses {
            unit: crate::support::uid("a1"),
            formation: None,
            points: 7.0,
            purpose: "test fire".into(),
        })
        .unwrap();
    let recorded = events
        .iter()
        .find_map(|e| match e {
            Event::LossesRecorded {
                whole_men,
                position,
                track_length,
                ..
            } => Some((*whole_men, *position, *track_length)),
            _ => None,
        })
        .expect("losses recorded");
    assert_eq!(recorded.0, 23, "23⅓ men off the battalion");
    assert_eq!(recorded.2, Tally::whole(50), "the sheet's 50 points");
    assert!(
        recorded.1 == Tally::whole(5) || recorded.1 == Tally::whole(10),
        "one box of five points, and one more if the throw is ≤ 2: {}",
        recorded.1
    );
}
