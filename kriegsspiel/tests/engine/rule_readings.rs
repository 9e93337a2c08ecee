//! The draft's readings and contradictions as named options (reference §11), one table-driven
//! test per reading, each case citing the draft's line: Rifles' bands, night fire, the 25 %
//! increases, the third dice reading, recovery "& then", the winner's and loser's losses,
//! shaken troops, canister, the cavalry slope box, "Die VI", breach width.

use kriegsspiel::systems::reisswitz_1815::calc::fire::{FireOrder, die_to_throw, fire_points};
use kriegsspiel::systems::reisswitz_1815::calc::fire_arm::FireArm;
use kriegsspiel::systems::reisswitz_1815::calc::fire_modifier::FireModifier;
use kriegsspiel::systems::reisswitz_1815::calc::range_band::range_band;
use kriegsspiel::systems::reisswitz_1815::calc::{
    BreachWorksheet, CombatArm, CombatVerdict, InfantryMass, MeleeDecision, MeleeInput,
    MeleeOutcome, MeleeParty, MeleeResult, OddsInput, OddsWorksheet, StrengthCount, WallStrength,
    WavesWorksheet,
};
use kriegsspiel::systems::reisswitz_1815::dice::{DieId, Face};
use kriegsspiel::systems::reisswitz_1815::ruleset::{
    CombatSide, DefeatLetter, FireEffect, FireTableId, InfantryShock, RangeBand, RuleOptions,
    Ruleset, WaveOdds,
};

fn with_option(id: &str, reading: &str) -> Ruleset {
    let mut r = Ruleset::reisswitz_1815().unwrap();
    r.set_option(id, reading).unwrap();
    r
}

fn face(n: i64) -> Face {
    Face::new(n).unwrap()
}

#[test]
fn every_option_lists_its_readings_and_every_reading_can_be_chosen_but_the_withdrawn() {
    let catalogue = RuleOptions::default().catalogue();
    assert_eq!(
        catalogue.len(),
        32,
        "the options of reference §11 the engine has, and the staff exercise's two (§12.2)"
    );
    for o in &catalogue {
        for c in &o.choices {
            let mut opts = RuleOptions::default();
            let set = opts.set(o.id, c.id);
            if c.withdrawn {
                assert!(set.is_err(), "{}={} is withdrawn", o.id, c.id);
            } else {
                set.unwrap_or_else(|e| panic!("{}={}: {e}", o.id, c.id));
            }
            assert!(
                c.description.contains('L'),
                "{}={} cites a line",
                o.id,
                c.id
            );
        }
    }
}

#[test]
fn rifles_read_the_rows_of_the_chosen_reading() {
    // (reading, paces, row read, face-6 points in the open; draft line)
    let cases = [
        (
            "section3_rule",
            50.0,
            RangeBand::Paces100To200,
            34.0,
            "L744: close range one band farther",
        ),
        (
            "section3_rule",
            150.0,
            RangeBand::Paces100To200,
            34.0,
            "L2363: 100–200 keeps its row",
        ),
        (
            "section3_rule",
            250.0,
            RangeBand::Paces100To200,
            34.0,
            "L744, L2363: 200–300 reads 100–200",
        ),
        (
            "section3_rule",
            350.0,
            RangeBand::Paces200To300,
            16.0,
            "L2363: 300–400 reads 200–300",
        ),
        (
            "table_column",
            50.0,
            RangeBand::Paces100To200,
            34.0,
            "L2632–2633: 0–200 the 100–200 row",
        ),
        (
            "table_column",
            250.0,
            RangeBand::Paces200To300,
            16.0,
            "L2641–2642: 200–400 the 200–300 row",
        ),
        (
            "table_column",
            350.0,
            RangeBand::Paces200To300,
            16.0,
            "L2688–2689",
        ),
    ];
    for (reading, paces, row, points, cite) in cases {
        let r = with_option("rifles_bands", reading);
        let band = range_band(&r, FireArm::Rifles, paces, None).unwrap();
        assert_eq!(band.row, row, "{reading} {paces}: {cite}");
        let order = FireOrder::new(FireArm::Rifles, FireEffect::Bad, paces, face(6));
        let fire = fire_points(&r, &order).unwrap();
        assert_eq!(fire.points, points, "{reading} {paces}: {cite}");
        assert!(fire.steps.iter().any(|s| s.text.contains("rifles_bands")));
    }
}

#[test]
fn night_fire_reads_the_bad_effect_tables_whatever_the_dice_reading() {
    // L1518: small arms the table on Die I halved, artillery the table on Die V, both as "The
    // Dice" has them: bad effect / in the open in every reading (reference §3, §5).
    let cases = [
        (
            "the_dice",
            FireArm::SixPounder,
            FireTableId::SixPounderBad,
            DieId::V,
        ),
        (
            "appendix_summary",
            FireArm::SixPounder,
            FireTableId::SixPounderBad,
            DieId::III,
        ),
        (
            "table_headings",
            FireArm::SixPounder,
            FireTableId::SixPounderBad,
            DieId::V,
        ),
        (
            "the_dice",
            FireArm::HalfBattalion,
            FireTableId::HalfBattalionBad,
            DieId::I,
        ),
        (
            "appendix_summary",
            FireArm::HalfBattalion,
            FireTableId::HalfBattalionBad,
            DieId::I,
        ),
        (
            "table_headings",
            FireArm::HalfBattalion,
            FireTableId::HalfBattalionBad,
            DieId::II,
        ),
        (
            "table_headings",
            FireArm::Skirmishers,
            FireTableId::SkirmishersOpen,
            DieId::I,
        ),
    ];
    for (reading, arm, table, die) in cases {
        let r = with_option("fire_dice_assignment", reading);
        let mut order = FireOrder::new(arm, FireEffect::Good, 300.0, face(4));
        order.modifiers = vec![FireModifier::Night];
        let fire = fire_points(&r, &order).unwrap();
        assert_eq!(fire.table, table, "{reading} {arm:?}");
        assert_eq!(fire.effect, FireEffect::Bad, "{reading} {arm:?}");
        assert_eq!(
            die_to_throw(&r, arm, FireEffect::Good, &order.modifiers, None).unwrap(),
            die,
            "{reading} {arm:?}"
        );
    }
}

#[test]
fn the_table_headings_are_a_third_dice_reading() {
    // L2613–2615, L2660–2662: skirmishers on Die I; L2707–2709, L2750–2752: half battalion on
    // Die II; artillery as "The Dice" (L2418, L2466).
    let cases = [
        (FireArm::Skirmishers, FireEffect::Good, DieId::I),
        (FireArm::Skirmishers, FireEffect::Bad, DieId::I),
        (FireArm::HalfBattalion, FireEffect::Good, DieId::II),
        (FireArm::HalfBattalion, FireEffect::Bad, DieId::II),
        (FireArm::SixPounder, FireEffect::Good, DieId::III),
        (FireArm::TwelvePounder, FireEffect::Bad, DieId::V),
    ];
    let r = with_option("fire_dice_assignment", "table_headings");
    for (arm, effect, die) in cases {
        assert_eq!(
            die_to_throw(&r, arm, effect, &[], None).unwrap(),
            die,
            "{arm:?} {effect:?}"
        );
    }
}

#[test]
fn the_quarter_for_flank_fire_counts_once_or_on_top() {
    // L563, L621: one 25 % however many cases hold (default); L633 read apart: flank on top.
    // 6-pdr good effect at 700 paces, face 4: 25 points (L2497).
    let cases = [
        ("once", vec![FireModifier::Flank], 31.25),
        (
            "once",
            vec![FireModifier::ColumnOrMass, FireModifier::Flank],
            31.25,
        ),
        ("once", vec![FireModifier::ColumnOrMass], 31.25),
        ("flank_on_top", vec![FireModifier::Flank], 31.25),
        (
            "flank_on_top",
            vec![FireModifier::ColumnOrMass, FireModifier::Flank],
            37.5,
        ),
    ];
    for (reading, modifiers, points) in cases {
        let r = with_option("fire_bonus_stacking", reading);
        let mut order = FireOrder::new(FireArm::SixPounder, FireEffect::Good, 700.0, face(4));
        order.modifiers = modifiers.clone();
        assert_eq!(
            fire_points(&r, &order).unwrap().points,
            points,
            "{reading} {modifiers:?}"
        );
    }
}

fn decided(r: &Ruleset, input: &MeleeInput) -> MeleeDecision {
    match MeleeOutcome::resolve(r, input).unwrap().result {
        MeleeResult::Decided(d) => d,
        MeleeResult::ThrowAgain => panic!("expected a decision"),
    }
}

fn melee(face_no: i64, attacker: MeleeParty, defender: MeleeParty) -> MeleeInput {
    MeleeInput {
        die: DieId::I,
        favoured: CombatSide::Attacker,
        face: face(face_no),
        attacker,
        defender,
        in_woods: false,
    }
}

#[test]
fn recovery_times_by_reading_and_never_attack_before_defence() {
    // (reading, letter, defend, attack; draft line). Die I: face 4 O R, 5 O D, 6 O T.
    let cases = [
        ("section4", 4, DefeatLetter::R, 2, 3, "L1251–1261"),
        ("section4", 5, DefeatLetter::D, 3, 6, "L1251–1261"),
        ("section4", 6, DefeatLetter::T, 5, 10, "L1251–1261"),
        (
            "dice_summary_then",
            4,
            DefeatLetter::R,
            2,
            5,
            "L2342: 2 & then 3",
        ),
        (
            "dice_summary_then",
            5,
            DefeatLetter::D,
            5,
            10,
            "L2343: 5 & then 5",
        ),
        (
            "dice_summary_then",
            6,
            DefeatLetter::T,
            10,
            15,
            "L2344: 10 & then 5",
        ),
    ];
    for (reading, face_no, letter, defend, attack, cite) in cases {
        let r = with_option("recovery_times", reading);
        let d = decided(
            &r,
            &melee(
                face_no,
                MeleeParty::new(CombatArm::Infantry, 2),
                MeleeParty::new(CombatArm::Infantry, 2),
            ),
        );
        assert_eq!(d.letter, letter, "{cite}");
        assert_eq!(
            (d.recovery.defend, d.recovery.attack),
            (defend, attack),
            "{reading}: {cite}"
        );
        assert!(d.recovery.attack >= d.recovery.defend, "L176, L1261");
    }
    // The literal box is withdrawn: it let totally defeated troops attack before defending.
    let mut r = Ruleset::reisswitz_1815().unwrap();
    let refused = r
        .set_option("recovery_times", "dice_summary")
        .unwrap_err()
        .to_string();
    assert!(refused.contains("dice_summary_then"), "{refused}");
}

#[test]
fn the_winners_share_by_reading() {
    // Die I face 4: O R — the defender repulsed; face 3: A R — the attacker repulsed.
    // (reading, attacker, defender, face, winner's losses; draft line)
    let inf = |b| MeleeParty::new(CombatArm::Infantry, b);
    let cav = |b| MeleeParty::new(CombatArm::LightCavalry, b);
    let cases = [
        (
            "table_note",
            cav(2),
            cav(2),
            6,
            24.0 / 3.0,
            "L2339–2341: a third after T (12 × 2)",
        ),
        (
            "half_always",
            cav(2),
            cav(2),
            6,
            12.0,
            "L180, L1243: always half",
        ),
        (
            "table_note",
            inf(2),
            inf(2),
            3,
            20.0,
            "L1271: successful defenders 10 a block",
        ),
        (
            "table_note_all_arms",
            inf(2),
            inf(2),
            3,
            18.0,
            "L2339–2341 name no arm: half of 36",
        ),
        (
            "table_note",
            inf(2),
            inf(2),
            4,
            0.0,
            "L1243, L1269: attacking infantry approach fire only",
        ),
        (
            "table_note_all_arms",
            inf(2),
            inf(2),
            4,
            18.0,
            "half of the loser's 36 after R",
        ),
    ];
    for (reading, attacker, defender, face_no, losses, cite) in cases {
        let r = with_option("cavalry_winner_losses", reading);
        let d = decided(&r, &melee(face_no, attacker, defender));
        assert!(
            (d.winner_losses - losses).abs() < 1e-9,
            "{reading}: {} ({cite})",
            d.winner_losses
        );
    }
}

#[test]
fn the_losers_losses_by_half_battalion_or_battalion() {
    // Die I face 4: the defender repulsed, 18 points (L180, L1243, L1267; L2338, L3655).
    let cases = [("half_battalion", 36.0), ("battalion", 18.0)];
    for (reading, losses) in cases {
        let r = with_option("loser_losses_unit", reading);
        let d = decided(
            &r,
            &melee(
                4,
                MeleeParty::new(CombatArm::Infantry, 2),
                MeleeParty::new(CombatArm::Infantry, 2),
            ),
        );
        assert_eq!(d.loser_losses, losses, "{reading}");
    }
}

fn odds(r: &Ruleset, claims: &[&str]) -> Result<OddsWorksheet, kriegsspiel::RulesError> {
    let input = OddsInput {
        attacker: Some(StrengthCount::Men(600)),
        defender: Some(StrengthCount::Men(600)),
        circumstances: claims.iter().map(|c| c.parse().unwrap()).collect(),
        ..OddsInput::default()
    };
    OddsWorksheet::compute(r, &input)
}

/// The net points for the attacker, or `None` when the attack cannot be made.
fn net(r: &Ruleset, claims: &[&str]) -> Option<i32> {
    let w = odds(r, claims).unwrap();
    match w.verdict {
        CombatVerdict::NoAttack { .. } => None,
        _ => Some(w.net_attacker_points),
    }
}

#[test]
fn shaken_troops_by_reading() {
    // (reading, claim, net for the attacker; draft line)
    let cases = [
        (
            "attack_and_defence",
            "shaken=attacker",
            Some(-1),
            "L1230: the shaken attacker loses the point",
        ),
        (
            "attack_and_defence",
            "badly_shaken=attacker",
            Some(-2),
            "L1230, L2909–2915",
        ),
        (
            "attack_and_defence",
            "shaken=defender",
            Some(1),
            "L2909–2915",
        ),
        (
            "defender_penalty",
            "shaken=attacker",
            Some(0),
            "L2909–2915 as a scope",
        ),
        (
            "defender_penalty",
            "badly_shaken=defender",
            Some(2),
            "L2909–2915",
        ),
        (
            "defend_only",
            "shaken=attacker",
            None,
            "L2909–2915 as a status: may only defend",
        ),
        ("defend_only", "shaken=defender", Some(1), "L2909–2915"),
    ];
    for (reading, claim, expected, cite) in cases {
        let r = with_option("shaken_troops", reading);
        assert_eq!(net(&r, &[claim]), expected, "{reading} {claim}: {cite}");
    }
}

#[test]
fn canister_before_a_melee_by_reading() {
    let cases = [
        (
            "any_canister",
            "canister_on_advance",
            Some(-1),
            "L651, L838, L3923",
        ),
        ("any_canister", "canister_preparation", Some(1), "L836"),
        (
            "any_canister",
            "black_canister_counter=defender",
            Some(0),
            "the counter marks the same point",
        ),
        (
            "two_turn_counter",
            "canister_on_advance",
            Some(0),
            "L1527: only the black counter",
        ),
        ("two_turn_counter", "canister_preparation", Some(0), "L1527"),
        (
            "two_turn_counter",
            "black_canister_counter=defender",
            Some(1),
            "L1527: a step in any melee",
        ),
        (
            "two_turn_counter",
            "black_canister_counter=attacker",
            Some(-1),
            "L1527",
        ),
    ];
    for (reading, claim, expected, cite) in cases {
        let r = with_option("canister_penalty", reading);
        assert_eq!(net(&r, &[claim]), expected, "{reading} {claim}: {cite}");
    }
}

#[test]
fn the_cavalry_slope_by_reading_with_its_direction() {
    // (reading, claim, net for the attacker or None for no attack; draft line)
    let cases = [
        (
            "section4",
            "cavalry_downhill_5_10=attacker",
            Some(-2),
            "L883–891",
        ),
        (
            "section4",
            "cavalry_downhill_10_15=attacker",
            Some(-3),
            "L883–891",
        ),
        (
            "section4",
            "cavalry_downhill_15_plus=attacker",
            None,
            "L883–891",
        ),
        (
            "section4",
            "cavalry_uphill_5_10=attacker",
            Some(0),
            "L883–891: no penalty uphill",
        ),
        (
            "section4",
            "cavalry_uphill_10_plus=attacker",
            Some(0),
            "L883–891",
        ),
        (
            "summary_box",
            "cavalry_downhill_5_10=attacker",
            Some(-1),
            "L3415–3425: uphill or downhill",
        ),
        (
            "summary_box",
            "cavalry_uphill_5_10=attacker",
            Some(-1),
            "L3415–3425",
        ),
        (
            "summary_box",
            "cavalry_uphill_10_plus=attacker",
            None,
            "L3415–3425: no formed charge uphill",
        ),
        (
            "summary_box",
            "cavalry_downhill_10_15=-1",
            Some(-1),
            "L3415–3425 silent: the umpire's points",
        ),
        (
            "section2_limit",
            "cavalry_downhill_5_10=attacker",
            Some(-2),
            "L883–891",
        ),
        (
            "section2_limit",
            "cavalry_downhill_10_15=attacker",
            None,
            "L381",
        ),
        (
            "section2_limit",
            "cavalry_uphill_10_plus=attacker",
            None,
            "L381",
        ),
        (
            "section2_limit",
            "cavalry_uphill_5_10=attacker",
            Some(0),
            "L883–891",
        ),
    ];
    for (reading, claim, expected, cite) in cases {
        let r = with_option("cavalry_slope", reading);
        assert_eq!(net(&r, &[claim]), expected, "{reading} {claim}: {cite}");
    }
    // Under section4 and summary_box a charge over 10° brings Section 2's warning (L381).
    for reading in ["section4", "summary_box"] {
        let r = with_option("cavalry_slope", reading);
        let w = odds(&r, &["cavalry_uphill_10_plus=attacker"]).unwrap();
        let warned = w.warnings.iter().any(|w| w.contains("L381"));
        assert_eq!(
            warned,
            reading == "section4",
            "{reading}: the box forbids it outright"
        );
        let w = odds(&r, &["cavalry_downhill_10_15=-3"]).unwrap();
        assert!(w.warnings.iter().any(|w| w.contains("L381")), "{reading}");
    }
}

#[test]
fn die_vi_is_foregone_or_exceptional() {
    // The waves table puts one squadron against a shaken battalion at "VI" (L987, L3244).
    for (reading, foregone) in [("foregone", true), ("exceptional", false)] {
        let r = with_option("die_vi", reading);
        let w = WavesWorksheet::compute(&r, 1, InfantryShock::Shaken, InfantryMass::Battalions(1))
            .unwrap();
        assert_eq!(w.waves[0].odds, WaveOdds::VI);
        match (&w.waves[0].verdict, foregone) {
            (CombatVerdict::Foregone { winner }, true) => {
                assert_eq!(*winner, CombatSide::Defender, "L824, L2949")
            }
            (CombatVerdict::Exceptional { favoured }, false) => {
                assert_eq!(*favoured, CombatSide::Defender, "L186–194")
            }
            (other, _) => panic!("{reading}: {other:?}"),
        }
    }
}

#[test]
fn a_breach_lets_a_half_platoon_or_a_platoon_through() {
    // L722: 18 men, a half platoon (default); L2839: a platoon.
    for (reading, men) in [("half_platoon", 18), ("platoon", 36)] {
        let r = with_option("breach_width", reading);
        let w = BreachWorksheet::compute(&r, WallStrength::Strong, "12pdr", 1, 500.0, 4).unwrap();
        assert_eq!(w.breach_men, men, "{reading}");
        assert!(
            w.steps
                .iter()
                .any(|s| s.detail.contains(&format!("{men} men")))
        );
    }
}

#[test]
fn a_journal_with_the_withdrawn_reading_still_replays() {
    // Games saved before `dice_summary` was withdrawn keep it: the journal replays with it,
    // while a new command choosing it is refused.
    use crate::support::open_game;
    use kriegsspiel::systems::reisswitz_1815::game::{Command, Game};
    let oob = r#"
title = "old"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[units]]
id = "a1"
echelon = "red"
kind = { type = "battalion", infantry = "line" }
"#;
    let mut game = open_game(oob, 1);
    let withdrawn = Command::SetOption {
        id: "recovery_times".into(),
        reading: "dice_summary".into(),
    };
    assert!(game.apply(withdrawn).is_err(), "refused for a new command");
    game.apply(Command::SetOption {
        id: "recovery_times".into(),
        reading: "dice_summary_then".into(),
    })
    .unwrap();
    let old = game
        .to_json()
        .unwrap()
        .replace("dice_summary_then", "dice_summary");
    let loaded = Game::from_json(&old, "old save").unwrap();
    assert_eq!(
        loaded.state().ruleset().options.recovery_times,
        kriegsspiel::systems::reisswitz_1815::ruleset::RecoveryTimes::DiceSummary
    );
}
