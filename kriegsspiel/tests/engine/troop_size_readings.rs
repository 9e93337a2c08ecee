//! The options that size troops (reference §10, §11): `skirmish_complement`,
//! `detachment_sizes`, `cavalry_patrol_size`, `battery_frontage`. One
//! table-driven test per reading, each case naming the draft's line.

use crate::support::{c, open_game, uid};
use geo::Coord;
use kriegsspiel::systems::reisswitz_1815::army::{
    ArtilleryKind, Bearing, Calibre, DetachmentArm, Footprint, FormationCatalogue, UnitBlocks,
    UnitKind,
};
use kriegsspiel::systems::reisswitz_1815::calc::battery_front::{BatteryFront, GunSpacing};
use kriegsspiel::systems::reisswitz_1815::calc::detachment::DetachmentParty;
use kriegsspiel::systems::reisswitz_1815::calc::patrol::CavalryPatrol;
use kriegsspiel::systems::reisswitz_1815::calc::skirmish_complement::{
    FrontageCost, SkirmishComplementAnswer, SkirmishingUnit, most_blocks,
};
use kriegsspiel::systems::reisswitz_1815::game::{Command, GameError, Refusal};
use kriegsspiel::systems::reisswitz_1815::ruleset::{Ruleset, SkirmishComplement};

fn with_option(id: &str, reading: &str) -> Ruleset {
    let mut r = Ruleset::reisswitz_1815().unwrap();
    r.set_option(id, reading).unwrap();
    r
}

/// The cost in short, for the tables below.
#[derive(Debug, PartialEq)]
enum Cost {
    Free,
    Large,
    Small,
    BlockOff,
    Umpire,
    No,
}

fn cost(a: &SkirmishComplementAnswer) -> Cost {
    match &a.cost {
        FrontageCost::Unchanged => Cost::Free,
        FrontageCost::LargeExchangePiece => Cost::Large,
        FrontageCost::SmallExchangePiece => Cost::Small,
        FrontageCost::HalfBattalionBlockOff => Cost::BlockOff,
        FrontageCost::UmpireAllots { question } => {
            assert!(question.contains("L295"), "{question}");
            Cost::Umpire
        }
        FrontageCost::Refused { reason } => {
            assert!(reason.contains('L'), "{reason}");
            Cost::No
        }
    }
}

#[test]
fn skirmish_blocks_under_each_reading() {
    use Cost::{BlockOff, Free, Large, No, Small, Umpire};
    use SkirmishingUnit::{LightBattalion, LineBattalion, RifleHalfBattalion};
    assert_eq!(
        Ruleset::reisswitz_1815()
            .unwrap()
            .options
            .skirmish_complement,
        SkirmishComplement::LightCompany
    );
    // (reading, unit, blocks, most, cost; the draft's line)
    let cases = [
        // Section 3: a line battalion its light company, 2 blocks (L738; two platoons, L296).
        ("light_company", LineBattalion, 2, 2, Free),
        ("light_company", LineBattalion, 3, 2, No),
        // A light battalion half of itself, 8 (L740); two to each half-battalion block leave
        // the frontage alone (L290, L296); more, the umpire's pieces (L290); all 8, a
        // half-battalion block leaves the map.
        ("light_company", LightBattalion, 4, 8, Free),
        ("light_company", LightBattalion, 5, 8, Umpire),
        ("light_company", LightBattalion, 8, 8, BlockOff),
        ("light_company", LightBattalion, 9, 8, No),
        // A Rifle half battalion all of itself, 8 (L742).
        ("light_company", RifleHalfBattalion, 2, 8, Free),
        ("light_company", RifleHalfBattalion, 8, 8, BlockOff),
        // The Apparatus: two free, the third the large piece, the fourth the small (L295).
        ("exchange_pieces", LineBattalion, 2, 4, Free),
        ("exchange_pieces", LineBattalion, 3, 4, Large),
        ("exchange_pieces", LineBattalion, 4, 4, Small),
        // Only light battalions beyond four (L295).
        ("exchange_pieces", LineBattalion, 5, 4, No),
        ("exchange_pieces", LightBattalion, 3, 8, Large),
        ("exchange_pieces", LightBattalion, 6, 8, Umpire),
    ];
    for (reading, unit, blocks, most, expected) in cases {
        let r = with_option("skirmish_complement", reading);
        let a = SkirmishComplementAnswer::compute(&r, unit, blocks).unwrap();
        assert_eq!(
            (a.most, cost(&a)),
            (most, expected),
            "{reading}: {blocks} from {unit:?}"
        );
        assert_eq!(most_blocks(&r, unit).unwrap(), most);
        assert!(
            a.steps[0]
                .text
                .contains(&format!("skirmish_complement = {reading}"))
        );
    }
    let r = with_option("skirmish_complement", "light_company");
    assert!(SkirmishComplementAnswer::compute(&r, LineBattalion, 0).is_err());
}

const ONE_BATTALION: &str = r#"
title = "skirmishers"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[units]]
id = "a1"
echelon = "red"
kind = { type = "battalion", infantry = "line" }
"#;

#[test]
fn the_game_lets_a_line_battalion_put_out_four_only_under_exchange_pieces() {
    // Default: the light company, 2 blocks (L738); exchange_pieces: up to four (L295).
    let mut g = open_game(ONE_BATTALION, 7);
    g.apply(Command::PlaceUnit {
        unit: uid("a1"),
        anchor: c(5000.0, 5000.0),
        bearing: Bearing::NORTH,
        formation: "line".into(),
        override_reason: None,
    })
    .unwrap();
    let deploy = Command::DeploySkirmishers {
        unit: uid("a1"),
        blocks: 4,
        distance: 200.0,
        override_reason: None,
    };
    match g.apply(deploy.clone()) {
        Err(GameError::Refused { refusals }) => assert_eq!(
            refusals,
            vec![Refusal::TooManySkirmishers { asked: 4, most: 2 }]
        ),
        other => panic!("{other:?}"),
    }
    g.apply(Command::SetOption {
        id: "skirmish_complement".into(),
        reading: "exchange_pieces".into(),
    })
    .unwrap();
    g.apply(deploy).unwrap();
}

#[test]
fn an_officers_party_under_each_reading() {
    use DetachmentArm::{Cavalry, Infantry};
    // (reading, arm, officers, men, block; the draft's line)
    let cases = [
        // The box: an officer and 24 riders, an officer and 24 men (L209, L211; 25-man blocks,
        // L139). This is the default.
        ("apparatus_box", Cavalry, 1, 24, "officer_21_riders"),
        ("apparatus_box", Infantry, 1, 24, "officer_25_men"),
        // Appendix Two: block 16 an officer and 21 riders, block 18 an officer and 25 men
        // (L1858, L1862).
        ("appendix_two", Cavalry, 1, 21, "officer_21_riders"),
        ("appendix_two", Infantry, 1, 25, "officer_25_men"),
    ];
    assert_eq!(
        DetachmentParty::of(&Ruleset::reisswitz_1815().unwrap(), Cavalry)
            .unwrap()
            .total,
        25,
        "the default is the box (L209)"
    );
    for (reading, arm, officers, men, block) in cases {
        let r = with_option("detachment_sizes", reading);
        let p = DetachmentParty::of(&r, arm).unwrap();
        assert_eq!(
            (p.officers, p.men, p.total, p.block.as_str()),
            (officers, men, officers + men, block),
            "{reading} {arm:?}"
        );
        assert!(
            p.steps[0]
                .text
                .contains(&format!("detachment_sizes = {reading}"))
        );
        assert!(p.steps[0].source.0.contains('L'));
    }
}

#[test]
fn a_cavalry_patrol_under_each_reading() {
    // (reading, riders; the draft's line): a half troop of 25 (L1678; default), or of 35 (L135).
    assert_eq!(
        CavalryPatrol::of(&Ruleset::reisswitz_1815().unwrap())
            .unwrap()
            .riders,
        25
    );
    for (reading, riders) in [("half_troop_25", 25), ("thirty_five", 35)] {
        let p = CavalryPatrol::of(&with_option("cavalry_patrol_size", reading)).unwrap();
        assert_eq!(p.riders, riders, "{reading}");
        assert_eq!(p.block, "cavalry_troop_post_patrol", "Appendix Two no. 9");
        assert!(
            p.steps[0]
                .text
                .contains(&format!("cavalry_patrol_size = {reading}"))
        );
    }
}

#[test]
fn a_battery_in_line_under_each_reading() {
    use GunSpacing::{Close, Usual};
    // (reading, spacing, front, least and greatest interval, half-battery block, formation;
    // the draft's line)
    let cases = [
        // The Apparatus: six guns 25 apart on 150 paces (L131), blocks of three guns half the
        // front (L137, L141). This is the default.
        (
            "apparatus_150",
            Usual,
            150.0,
            25.0,
            25.0,
            Some(75.0),
            "battery_150",
        ),
        // The formations: 200 paces, guns 18 to 25 apart (L363); a block as wide as a
        // squadron's, 100 paces (L1824).
        (
            "formations_200",
            Usual,
            200.0,
            18.0,
            25.0,
            Some(100.0),
            "battery_200",
        ),
        // Both: guns 7 to 10 apart make 100 paces (L363).
        (
            "apparatus_150",
            Close,
            100.0,
            7.0,
            10.0,
            None,
            "battery_100",
        ),
        (
            "formations_200",
            Close,
            100.0,
            7.0,
            10.0,
            None,
            "battery_100",
        ),
    ];
    assert_eq!(
        BatteryFront::of(&Ruleset::reisswitz_1815().unwrap(), Usual)
            .unwrap()
            .front_paces,
        150.0,
        "the default is L131"
    );
    let battery = UnitKind::Battery {
        artillery: ArtilleryKind::Foot,
        calibre: Calibre::SixPdr,
    };
    for (reading, spacing, front, least, most, block, formation) in cases {
        let r = with_option("battery_frontage", reading);
        let b = BatteryFront::of(&r, spacing).unwrap();
        assert_eq!(
            (
                b.guns,
                b.front_paces,
                b.gun_interval_min,
                b.gun_interval_max,
                b.half_battery_block_paces,
                b.formation.as_str()
            ),
            (6, front, least, most, block, formation),
            "{reading} {spacing:?}"
        );
        // The formation named stands the battery on that front.
        let catalogue = FormationCatalogue::reisswitz_1815(&r).unwrap();
        let f = Footprint::compute(
            formation,
            catalogue.formation(formation).unwrap(),
            &UnitBlocks::of(&battery, &r.blocks).unwrap(),
            Coord { x: 0.0, y: 0.0 },
            Bearing::NORTH,
            None,
        );
        assert!(
            (f.frontage - front).abs() < 1e-9,
            "{formation}: {}",
            f.frontage
        );
    }
}
