//! Sightings (reference §9 and §12.2): what can be made out at each distance of the sighting
//! note (Appendix Three — "Distances at which troops may be distinguished", L2314–2329), and
//! which enemy units each unit on the map sees — within the note's farthest distance or the
//! umpire's night distance (Section 4 — "Attacks by Night", L1514–1518), never across a
//! feature marked as blocking sight, never a concealed march (Section 2 — "Marches, Open or
//! Concealed").

use crate::support::{c, uid};
use geo::{LineString, Polygon};
use kriegsspiel::Pace;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::map::{FeatureGeometry, FeatureKind, TerrainFeature, TerrainLayer};
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, OrderOfBattle};
use kriegsspiel::systems::reisswitz_1815::game::{Battlefield, Command, Game, GameSetup};
use kriegsspiel::systems::reisswitz_1815::ruleset::{Ruleset, Sighting as Clarity};
use kriegsspiel::systems::reisswitz_1815::sight::{
    TROOPS_LINE, VisibilityConditions, sighting_reach, what_can_be_made_out,
};
use proptest::prelude::*;

/// Six line battalions a side.
fn oob() -> OrderOfBattle {
    let mut text = String::from(
        "title = \"sightings\"\n\
         [[echelons]]\nid = \"red\"\nside = \"red\"\nlevel = \"army\"\n\
         [[echelons]]\nid = \"blue\"\nside = \"blue\"\nlevel = \"army\"\n",
    );
    for side in ["red", "blue"] {
        for n in 1..=6 {
            text.push_str(&format!(
                "[[units]]\nid = \"{}{n}\"\nechelon = \"{side}\"\n\
                 kind = {{ type = \"battalion\", infantry = \"line\" }}\n",
                &side[..1]
            ));
        }
    }
    OrderOfBattle::from_toml(&text, "sightings").unwrap()
}

fn game_on(terrain: TerrainLayer) -> Game {
    let field = Battlefield::new("test", c(0.0, 0.0), c(20_000.0, 20_000.0), terrain).unwrap();
    let rules = Ruleset::reisswitz_1815().unwrap();
    Game::new(GameSetup::new(field, rules, oob(), 7, TimeOfDay::new(10, 0).unwrap()).unwrap())
}

fn game() -> Game {
    game_on(TerrainLayer::new())
}

/// Places a unit in line facing north; overlaps are overridden (the tests stack units freely).
fn place(g: &mut Game, id: &str, x: f64, y: f64) {
    g.apply(Command::PlaceUnit {
        unit: uid(id),
        anchor: c(x, y),
        bearing: Bearing::NORTH,
        formation: "line".into(),
        override_reason: Some("test layout".into()),
    })
    .unwrap();
}

/// (observer, observed) of every sighting.
fn pairs(g: &Game, conditions: &VisibilityConditions) -> Vec<(String, String)> {
    g.state()
        .sightings_under(g.battlefield(), conditions)
        .into_iter()
        .map(|s| (s.observer.to_string(), s.observed.to_string()))
        .collect()
}

fn pair(a: &str, b: &str) -> (String, String) {
    (a.to_string(), b.to_string())
}

fn rect(x0: f64, y0: f64, x1: f64, y1: f64) -> FeatureGeometry {
    FeatureGeometry::Area(Polygon::new(
        LineString::from(vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1)]),
        vec![],
    ))
}

fn blocking(kind: FeatureKind, geometry: FeatureGeometry) -> TerrainFeature {
    let mut f = TerrainFeature::new(kind, kind.label(), geometry);
    f.blocks_sight = true;
    f
}

/// One line of the note (L2314–2329): its distance, the description a report uses, and how
/// it reads at the distance and just beyond.
struct NoteLine {
    id: &'static str,
    paces: f64,
    description: &'static str,
    at: Clarity,
    beyond: Option<Clarity>,
}

const NOTE: [NoteLine; 5] = [
    // L2318–2319: "1,114 paces — Good eyesight can distinguish infantry from cavalry".
    NoteLine {
        id: "infantry_from_cavalry",
        paces: 1114.0,
        description: "infantry or cavalry",
        at: Clarity::Clear,
        beyond: None,
    },
    // L2321–2323: "880 paces — A single individual figure may be seen".
    NoteLine {
        id: "single_figures",
        paces: 880.0,
        description: "single figures: an estimate of strength",
        at: Clarity::Clear,
        beyond: None,
    },
    // L2325–2326: "616 paces — head … as a round ball … white cross-belts and white trousers".
    NoteLine {
        id: "heads_and_white_belts",
        paces: 616.0,
        description: "heads; white cross-belts and white trousers",
        at: Clarity::Clear,
        beyond: None,
    },
    // L2327–2328: "440 paces — The face … a light coloured spot, and limbs, uniform and
    // firelocks".
    NoteLine {
        id: "faces_limbs_uniforms",
        paces: 440.0,
        description: "faces, limbs, uniform and muskets",
        at: Clarity::Clear,
        beyond: None,
    },
    // L2329: "220 to 176 paces — Details of body and uniform are tolerably clear": certain at
    // 176, the umpire's call to 220, not beyond.
    NoteLine {
        id: "uniform_details",
        paces: 220.0,
        description: "details of body and uniform",
        at: Clarity::Marginal,
        beyond: None,
    },
];

#[test]
fn each_line_of_the_note_at_and_just_beyond_its_distance() {
    let rules = Ruleset::reisswitz_1815().unwrap().visibility;
    for line in &NOTE {
        let at = what_can_be_made_out(&rules, Pace(line.paces)).unwrap();
        let found = at.lines.iter().find(|l| l.id == line.id);
        let found = found.unwrap_or_else(|| panic!("{} at {}", line.id, line.paces));
        assert_eq!(found.description, line.description, "{}", line.id);
        assert_eq!(found.clarity, line.at, "{} at {}", line.id, line.paces);
        assert!(at.what().contains(&line.description), "{}", line.id);
        assert_eq!(at.lines[0].id, TROOPS_LINE, "troops come first");
        let beyond = what_can_be_made_out(&rules, Pace(line.paces + 0.5)).unwrap();
        assert_eq!(
            beyond
                .lines
                .iter()
                .find(|l| l.id == line.id)
                .map(|l| l.clarity),
            line.beyond,
            "{} just beyond {}",
            line.id,
            line.paces
        );
    }
    // 176 paces: the uniform details are certain (L2329).
    let near = what_can_be_made_out(&rules, Pace(176.0)).unwrap();
    assert!(near.lines.iter().all(|l| l.clarity == Clarity::Clear));
    assert_eq!(near.lines.len(), 6, "troops and the five lines");
    // Beyond 1,114 nothing at all, and the wording says so.
    let far = what_can_be_made_out(&rules, Pace(1114.5)).unwrap();
    assert!(far.is_empty());
    assert!(
        far.wording().contains("nothing can be made out"),
        "{}",
        far.wording()
    );
    assert!(far.wording().contains("1,114 paces"), "{}", far.wording());
    // 500 paces: troops, arm, strength, heads and belts; not faces.
    let mid = what_can_be_made_out(&rules, Pace(500.0)).unwrap();
    assert_eq!(
        mid.what(),
        [
            "troops",
            "infantry or cavalry",
            "single figures: an estimate of strength",
            "heads; white cross-belts and white trousers"
        ]
    );
    assert!(
        mid.wording()
            .starts_with("At 500 paces a report may say: troops;")
    );
    // 200 paces: the details are the umpire's call, and the wording says so.
    let marginal = what_can_be_made_out(&rules, Pace(200.0)).unwrap();
    assert!(
        marginal.wording().contains("umpire's call"),
        "{}",
        marginal.wording()
    );
    // The working cites the note on every step.
    let steps = mid.steps(&rules);
    assert_eq!(steps.len(), 1 + rules.distances.len());
    assert!(steps.iter().all(|s| s.source == rules.source));
    // Bad distances are refused.
    assert!(what_can_be_made_out(&rules, Pace(-1.0)).is_err());
    assert!(what_can_be_made_out(&rules, Pace(f64::NAN)).is_err());
    assert!(what_can_be_made_out(&rules, Pace(f64::INFINITY)).is_err());
}

#[test]
fn a_unit_at_and_just_beyond_each_distance_of_the_note() {
    // Both battalions in line facing north, one straight east of the other: their centres are
    // as far apart as their anchors.
    for line in &NOTE {
        for (gap, seen) in [(line.paces, true), (line.paces + 0.5, line.paces < 1114.0)] {
            let mut g = game();
            place(&mut g, "r1", 5000.0, 5000.0);
            place(&mut g, "b1", 5000.0 + gap, 5000.0);
            let all = g
                .state()
                .sightings_under(g.battlefield(), &VisibilityConditions::Day);
            assert_eq!(all.len(), if seen { 2 } else { 0 }, "{} at {gap}", line.id);
            for s in &all {
                assert!(
                    (s.distance.paces() - gap).abs() < 1e-9,
                    "{}",
                    s.distance.paces()
                );
                let clarity = s.made_out.lines.iter().find(|l| l.id == line.id);
                let want = if gap == line.paces {
                    Some(line.at)
                } else {
                    line.beyond
                };
                assert_eq!(clarity.map(|l| l.clarity), want, "{} at {gap}", line.id);
                assert_eq!(s.turn, 0);
            }
        }
    }
}

#[test]
fn a_sighting_names_both_units_the_place_facing_and_direction() {
    let mut g = game();
    place(&mut g, "r1", 5000.0, 5000.0);
    place(&mut g, "b1", 5000.0, 4400.0);
    g.apply(Command::AdvanceClock { turns: 2 }).unwrap();
    let all = g
        .state()
        .sightings_under(g.battlefield(), &VisibilityConditions::Day);
    assert_eq!(all.len(), 2);
    let (b1_seen, r1_seen) = (&all[1], &all[0]);
    assert_eq!(
        (b1_seen.observer.as_str(), b1_seen.observed.as_str()),
        ("r1", "b1")
    );
    assert_eq!(
        (r1_seen.observer.as_str(), r1_seen.observed.as_str()),
        ("b1", "r1")
    );
    assert_eq!(b1_seen.observed_side, Side::Blue);
    assert_eq!(b1_seen.turn, 2);
    assert_eq!(b1_seen.facing, Bearing::NORTH);
    // b1 stands due north of r1, so r1 looks north and b1 south.
    let north = b1_seen.direction.unwrap().degrees();
    assert!(
        north.abs() < 1e-9 || (north - 360.0).abs() < 1e-9,
        "{north}"
    );
    assert!((r1_seen.direction.unwrap().degrees() - 180.0).abs() < 1e-9);
    let fp = g.footprint(&uid("b1")).unwrap().unwrap();
    let n = fp.main_blocks().count() as f64;
    let (sx, sy) = fp
        .main_blocks()
        .fold((0.0, 0.0), |(x, y), b| (x + b.centre.x, y + b.centre.y));
    assert!((b1_seen.position.x - sx / n).abs() < 1e-9);
    assert!((b1_seen.position.y - sy / n).abs() < 1e-9);
    assert!((b1_seen.distance.paces() - 600.0).abs() < 1e-9);
    assert_eq!(
        b1_seen.made_out.what()[..2],
        ["troops", "infantry or cavalry"]
    );
}

#[test]
fn a_wall_or_village_marked_blocking_hides_a_unit_behind_it() {
    // A wall across the line of sight, 300 paces out, and a village beside it.
    let mut terrain = TerrainLayer::new();
    terrain
        .add(blocking(
            FeatureKind::Wall,
            FeatureGeometry::Line(LineString::from(vec![(5300.0, 4000.0), (5300.0, 5200.0)])),
        ))
        .unwrap();
    terrain
        .add(blocking(
            FeatureKind::VillageBrickStone,
            rect(5200.0, 5600.0, 5400.0, 5900.0),
        ))
        .unwrap();
    // Unmarked woods block nothing.
    terrain
        .add(TerrainFeature::new(
            FeatureKind::ThickWoods,
            "woods",
            rect(5200.0, 6400.0, 5400.0, 6700.0),
        ))
        .unwrap();
    let mut g = game_on(terrain);
    place(&mut g, "r1", 5000.0, 4600.0); // behind the wall from b1
    place(&mut g, "b1", 5600.0, 4600.0);
    place(&mut g, "r2", 5000.0, 5800.0); // the village between r2 and b2
    place(&mut g, "b2", 5600.0, 5800.0);
    place(&mut g, "r3", 5000.0, 6600.0); // only unmarked woods between r3 and b3
    place(&mut g, "b3", 5600.0, 6600.0);
    let seen = pairs(&g, &VisibilityConditions::Day);
    for hidden in [("r1", "b1"), ("b1", "r1"), ("r2", "b2"), ("b2", "r2")] {
        assert!(
            !seen.contains(&pair(hidden.0, hidden.1)),
            "{hidden:?} in {seen:?}"
        );
    }
    assert!(seen.contains(&pair("r3", "b3")) && seen.contains(&pair("b3", "r3")));
    // A unit inside the village sees out and is seen (the village holds one end of the line).
    let mut g2 = g.clone();
    g2.apply(Command::RemoveUnit { unit: uid("b2") }).unwrap();
    place(&mut g2, "b2", 5300.0, 5800.0);
    let seen = pairs(&g2, &VisibilityConditions::Day);
    assert!(seen.contains(&pair("r2", "b2")) && seen.contains(&pair("b2", "r2")));
}

#[test]
fn a_concealed_march_is_not_seen_but_looks_about_it() {
    let mut g = game();
    place(&mut g, "r1", 5000.0, 5000.0);
    place(&mut g, "b1", 5000.0, 4500.0);
    place(&mut g, "b2", 5500.0, 5000.0);
    g.apply(Command::ChangeFormation {
        unit: uid("b1"),
        formation: "column_of_route".into(),
        override_reason: Some("test".into()),
    })
    .unwrap();
    g.apply(Command::Conceal {
        unit: uid("b1"),
        head_marker: 4,
    })
    .unwrap();
    let seen = pairs(&g, &VisibilityConditions::Day);
    assert!(
        !seen.iter().any(|(_, observed)| observed == "b1"),
        "{seen:?}"
    );
    assert!(
        seen.contains(&pair("b1", "r1")),
        "the column still looks about it"
    );
    assert!(seen.contains(&pair("r1", "b2")));
    g.apply(Command::Reveal { unit: uid("b1") }).unwrap();
    assert!(pairs(&g, &VisibilityConditions::Day).contains(&pair("r1", "b1")));
}

#[test]
fn night_distance_cuts_sightings() {
    let mut g = game();
    place(&mut g, "r1", 5000.0, 5000.0);
    place(&mut g, "b1", 5250.0, 5000.0); // 250 paces
    place(&mut g, "b2", 6000.0, 5000.0); // 1,000 paces
    let day = pairs(&g, &VisibilityConditions::Day);
    assert_eq!(day.len(), 4, "{day:?}");
    // L1516: only troops within the umpire's distance of each other are shown.
    let night = VisibilityConditions::night(Pace(300.0)).unwrap();
    assert_eq!(pairs(&g, &night), [pair("b1", "r1"), pair("r1", "b1")]);
    assert_eq!(
        sighting_reach(&g.state().ruleset().visibility, &night),
        Pace(300.0)
    );
    let fog = VisibilityConditions::weather(Pace(200.0)).unwrap();
    assert!(pairs(&g, &fog).is_empty());
    // A night distance longer than the note's changes nothing: 1,114 paces still bounds sight.
    let bright = VisibilityConditions::night(Pace(5000.0)).unwrap();
    assert_eq!(
        sighting_reach(&g.state().ruleset().visibility, &bright),
        Pace(1114.0)
    );
    assert_eq!(pairs(&g, &bright), day);
    // Refused settings, and the default and stored forms.
    for bad in [-1.0, f64::NAN, f64::INFINITY, 1e9] {
        assert!(VisibilityConditions::night(Pace(bad)).is_err(), "{bad}");
        assert!(VisibilityConditions::weather(Pace(bad)).is_err(), "{bad}");
    }
    assert_eq!(VisibilityConditions::default(), VisibilityConditions::Day);
    let text = serde_json::to_string(&night).unwrap();
    assert_eq!(text, r#"{"kind":"night","sight":300.0}"#);
    assert_eq!(
        serde_json::from_str::<VisibilityConditions>(&text).unwrap(),
        night
    );
    assert!(
        serde_json::from_str::<VisibilityConditions>(r#"{"kind":"night","sight":-5}"#).is_err()
    );
    assert_eq!(
        serde_json::from_str::<VisibilityConditions>(r#"{"kind":"day"}"#).unwrap(),
        VisibilityConditions::Day
    );
    assert_eq!(night.label(), "night, 300 paces");
}

#[test]
fn units_of_one_side_never_sight_each_other() {
    let mut g = game();
    place(&mut g, "r1", 5000.0, 5000.0);
    place(&mut g, "r2", 5100.0, 5000.0);
    place(&mut g, "r3", 5000.0, 5300.0);
    place(&mut g, "b1", 9000.0, 9000.0);
    place(&mut g, "b2", 9200.0, 9000.0);
    assert!(pairs(&g, &VisibilityConditions::Day).is_empty());
}

/// Up to six units a side at random places and bearings, some concealed.
fn layout() -> impl Strategy<Value = Vec<(String, f64, f64, f64, bool)>> {
    let unit = |id: String| {
        (
            3000.0..7000.0f64,
            3000.0..7000.0f64,
            0.0..360.0f64,
            prop::bool::weighted(0.2),
        )
            .prop_map(move |(x, y, b, hidden)| (id.clone(), x, y, b, hidden))
    };
    let ids: Vec<String> = ["r", "b"]
        .iter()
        .flat_map(|s| (1..=6).map(move |n| format!("{s}{n}")))
        .collect();
    prop::sample::subsequence(ids, 2..=12)
        .prop_flat_map(move |ids| ids.into_iter().map(unit).collect::<Vec<_>>())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Sightings are symmetric in distance between units in the open, never cross sides
    /// wrongly, never reach beyond the note's farthest distance (L2318–2319), never show a
    /// concealed march, and miss no enemy in reach.
    #[test]
    fn sightings_are_symmetric_and_bounded(units in layout()) {
        let mut g = game();
        for (id, x, y, b, hidden) in &units {
            g.apply(Command::PlaceUnit {
                unit: uid(id),
                anchor: c(*x, *y),
                bearing: Bearing::new(*b).unwrap(),
                formation: if *hidden { "column_of_route".into() } else { "line".into() },
                override_reason: Some("random layout".into()),
            })
            .unwrap();
            if *hidden {
                g.apply(Command::Conceal { unit: uid(id), head_marker: 1 }).unwrap();
            }
        }
        let all = g.state().sightings_under(g.battlefield(), &VisibilityConditions::Day);
        let side = |id: &str| if id.starts_with('r') { Side::Red } else { Side::Blue };
        let hidden = |id: &str| units.iter().any(|u| u.0 == id && u.4);
        let mut keys: Vec<(String, String)> = Vec::new();
        for s in &all {
            let (a, b) = (s.observer.as_str(), s.observed.as_str());
            prop_assert!(side(a) != side(b));
            prop_assert_eq!(s.observed_side, side(b));
            prop_assert!(s.distance.paces() <= 1114.0);
            prop_assert!(!hidden(b), "{} is concealed", b);
            if !hidden(a) {
                let back = all.iter().find(|t| t.observer == s.observed && t.observed == s.observer);
                prop_assert!(back.is_some(), "{} sees {} but not back", a, b);
                if let Some(back) = back {
                    prop_assert_eq!(back.distance, s.distance);
                }
            }
            keys.push((a.to_string(), b.to_string()));
        }
        let mut sorted = keys.clone();
        sorted.sort();
        sorted.dedup();
        prop_assert_eq!(&keys, &sorted, "sorted by observer then observed, no repeats");
        // Nothing in reach is missed: every open enemy within 1,114 paces is listed.
        let centre = |id: &str| {
            let fp = g.footprint(&uid(id)).unwrap().unwrap();
            let n = fp.main_blocks().count() as f64;
            fp.main_blocks().fold(c(0.0, 0.0), |acc, b| c(acc.x + b.centre.x / n, acc.y + b.centre.y / n))
        };
        for (a, ..) in &units {
            for (b, ..) in &units {
                if side(a) == side(b) || hidden(b) {
                    continue;
                }
                let (p, q) = (centre(a), centre(b));
                let d = (q.x - p.x).hypot(q.y - p.y);
                if d < 1113.999 {
                    prop_assert!(keys.contains(&(a.clone(), b.clone())), "{} misses {} at {}", a, b, d);
                }
            }
        }
    }
}
