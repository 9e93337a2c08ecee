//! A side's printed briefing, read back with poppler's `pdftotext`: it carries the General
//! Idea, its own Separate Report, its inbox and its own units, and names nothing of the other
//! side — neither its units, nor its commanders, nor its report, nor its messages. Its last
//! page, the map extract, labels the side's own units and its reports of the enemy ("as of
//! move N") and nothing of the other side's units, which stand on the map too.
//!
//! poppler-utils must be installed (scripts/test.sh installs it). Without it this test prints
//! why and passes, except under CI (`CI=true`), where it fails.

use geo::{Coord, LineString, Polygon};
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::map::{FeatureGeometry, FeatureKind, TerrainFeature, TerrainLayer};
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, OrderOfBattle, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::{Battlefield, Command, Game, GameSetup};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use kriegsspiel::systems::reisswitz_1815::staff::{
    CommanderId, Duty, InformationSource, Intelligence, MessageKind, Party, Post, ReportedUnit,
    SeparateReport,
};
use print::{Paper, briefing_lines, briefing_pdf};
use std::path::Path;
use std::process::Command as Process;

fn pdftotext_here() -> bool {
    let here = Process::new("pdftotext")
        .arg("-v")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if !here {
        let why = "poppler-utils (pdftotext) is not installed; install it with \
                   `apt-get install poppler-utils` (scripts/test.sh does)";
        assert!(!std::env::var("CI").is_ok_and(|v| v == "true"), "{why}");
        eprintln!("SKIPPED: {why}");
    }
    here
}

fn report(text: &str, enemy: &str) -> SeparateReport {
    SeparateReport {
        forces: format!("{text} forces"),
        orders: format!("{text} orders"),
        objective: format!("{text} objective"),
        enemy: vec![Intelligence {
            source: InformationSource::Spy,
            text: format!("{text} news"),
            // Two reports a few paces apart: their labels must not sit on each other.
            reported_units: vec![
                ReportedUnit {
                    description: enemy.into(),
                    position: Coord {
                        x: 1500.0,
                        y: 1500.0,
                    },
                },
                ReportedUnit {
                    description: format!("{text} pickets"),
                    position: Coord {
                        x: 1506.0,
                        y: 1497.0,
                    },
                },
            ],
        }],
        dawn: Some(TimeOfDay::new(4, 30).expect("time")),
        ..SeparateReport::default()
    }
}

fn game() -> Game {
    let oob = OrderOfBattle::from_toml(
        include_str!("../../assets/orders-of-battle/brigade-learning-game.toml"),
        "brigade",
    )
    .expect("order of battle");
    let setup = GameSetup::new(
        Battlefield::open(4000.0, 3000.0).expect("field"),
        Ruleset::reisswitz_1815().expect("rules"),
        oob,
        7,
        TimeOfDay::new(9, 0).expect("time"),
    )
    .expect("setup");
    let mut game = Game::new(setup);
    let place = |unit: &str, x: f64, y: f64, bearing: Bearing| Command::PlaceUnit {
        unit: UnitId::new(unit).expect("id"),
        anchor: Coord { x, y },
        bearing,
        formation: "line".into(),
        override_reason: Some("opening positions".into()),
    };
    let commands = [
        place("red-a-1", 900.0, 800.0, Bearing::EAST),
        place("red-a-2", 900.0, 1050.0, Bearing::EAST),
        place("red-a-3", 700.0, 900.0, Bearing::NORTH),
        place("blue-b-1", 3600.0, 2700.0, Bearing::WEST),
        place("blue-b-2", 3600.0, 2500.0, Bearing::WEST),
        Command::SetGeneralIdea {
            text: "Two corps race for the bridge.".into(),
        },
        Command::SetSeparateReport {
            side: Side::Red,
            report: report("Crimson", "hussars by the mill"),
        },
        Command::SetSeparateReport {
            side: Side::Blue,
            report: report("Azure", "guns on the ridge"),
        },
        Command::AddCommander {
            commander: CommanderId::new("red-cin").expect("id"),
            side: Side::Red,
            name: "Major Scarlet".into(),
            duty: Duty::CommanderInChief,
            post: Some(Post::Place(Coord {
                x: 1000.0,
                y: 1000.0,
            })),
        },
        Command::AddCommander {
            commander: CommanderId::new("blue-cin").expect("id"),
            side: Side::Blue,
            name: "Major Cobalt".into(),
            duty: Duty::CommanderInChief,
            post: Some(Post::Place(Coord {
                x: 3000.0,
                y: 2000.0,
            })),
        },
        Command::AddCommander {
            commander: CommanderId::new("blue-2").expect("id"),
            side: Side::Blue,
            name: "Captain Indigo".into(),
            duty: Duty::Staff,
            post: Some(Post::Place(Coord {
                x: 3000.0,
                y: 2100.0,
            })),
        },
        Command::SendMessage {
            kind: MessageKind::Order,
            from: Party::Commander(CommanderId::new("blue-cin").expect("id")),
            to: Party::Commander(CommanderId::new("blue-2").expect("id")),
            text: "Cerulean secret order".into(),
            route: Vec::new(),
            reaction_minutes: 0.0,
            umpire_ground: None,
        },
        Command::AdvanceClock { turns: 5 },
    ];
    for command in commands {
        game.apply(command).expect("applied");
    }
    game
}

/// A small map: a stream across the field and a wood.
fn terrain() -> TerrainLayer {
    let mut layer = TerrainLayer::new();
    let stream = LineString::from(vec![(0.0, 1300.0), (1200.0, 1250.0), (2500.0, 1400.0)]);
    layer
        .add(TerrainFeature::new(
            FeatureKind::Stream,
            "Mill brook",
            FeatureGeometry::Line(stream),
        ))
        .expect("stream");
    let wood = LineString::from(vec![
        (1200.0, 500.0),
        (1700.0, 450.0),
        (1800.0, 900.0),
        (1300.0, 950.0),
    ]);
    layer
        .add(TerrainFeature::new(
            FeatureKind::LightWoods,
            "Birch wood",
            FeatureGeometry::Area(Polygon::new(wood, vec![])),
        ))
        .expect("wood");
    layer
}

#[test]
fn a_sides_briefing_names_nothing_of_the_other_side() {
    let game = game();
    let blue_units: Vec<UnitId> = game
        .state()
        .order_of_battle()
        .units()
        .filter(|u| u.side == Side::Blue)
        .map(|u| u.id.clone())
        .collect();
    assert!(!blue_units.is_empty());
    let red = game.side_view(Side::Red);
    let own_labels: Vec<String> = red
        .own_units
        .iter()
        .filter(|u| u.placement.is_some())
        .map(|u| u.label.clone())
        .collect();
    assert_eq!(own_labels.len(), 3, "three red units stand on the map");
    let blue_labels: Vec<String> = game
        .side_view(Side::Blue)
        .own_units
        .iter()
        .map(|u| u.label.clone())
        .collect();
    let pdf = briefing_pdf(&red, Paper::A4, Some(&terrain())).expect("pdf");
    assert!(pdf.starts_with(b"%PDF"));
    if !pdftotext_here() {
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("print_briefing");
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("red-briefing.pdf");
    eprintln!("Red's briefing: {}", path.display());
    std::fs::write(&path, &pdf).expect("written");
    let out = Process::new("pdftotext")
        .args([path.to_str().expect("path"), "-"])
        .output()
        .expect("pdftotext");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let lines: Vec<String> = briefing_lines(&red).into_iter().map(|l| l.text).collect();
    crate::print_glyphs::assert_read_back_whole(&lines, &text);
    // The map extract is the last page (pages are separated by form feeds).
    let map_page = text
        .rsplit('\u{c}')
        .find(|p| !p.trim().is_empty())
        .unwrap_or("");
    assert!(
        map_page.contains("Red's map extract"),
        "the last page is not the map extract:\n{map_page}"
    );
    for own in own_labels.iter().map(String::as_str).chain([
        "as of move 0",
        "hussars by the mill",
        "Crimson pickets",
        "paces",
    ]) {
        assert!(
            map_page.contains(own),
            "Red's map extract lacks “{own}”:\n{map_page}"
        );
    }
    for label in &blue_labels {
        let alone = map_page.split_whitespace().any(|w| w == label);
        assert!(
            !alone,
            "Red's map extract labels Blue's unit {label}:\n{map_page}"
        );
    }
    for own in [
        "Two corps race for the bridge.",
        "Crimson forces",
        "Crimson news",
        "hussars by the mill",
        "red-a-1",
        "04:30",
    ] {
        assert!(text.contains(own), "Red's briefing lacks “{own}”:\n{text}");
    }
    for other in [
        "Azure",
        "guns on the ridge",
        "Cobalt",
        "Indigo",
        "Cerulean",
        "blue",
    ] {
        assert!(
            !text.contains(other),
            "Red's briefing names “{other}”:\n{text}"
        );
    }
    for unit in blue_units {
        assert!(!text.contains(unit.as_str()), "Red's briefing names {unit}");
    }
}
