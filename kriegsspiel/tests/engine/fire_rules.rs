//! Range bands at every boundary, scaling, modifiers, night, which die to throw and the
//! good/bad effect checklists (reference §2, §3 and §5).

// Test code: a failed expectation should stop the test.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support::rules;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::fire::{
    FireOrder, die_to_throw, fire_points, skirmish_platoons_scale,
};
use kriegsspiel::systems::reisswitz_1815::calc::fire_arm::{Calibre, FireArm};
use kriegsspiel::systems::reisswitz_1815::calc::fire_modifier::FireModifier;
use kriegsspiel::systems::reisswitz_1815::calc::range_band::range_band;
use kriegsspiel::systems::reisswitz_1815::dice::{DieId, Face};
use kriegsspiel::systems::reisswitz_1815::ruleset::{
    DieSide, FireEffect, FireTableId, RangeBand, Ruleset, ShotKind,
};
use proptest::prelude::*;

fn face(n: i64) -> Face {
    Face::new(n).expect("1 to 6")
}

fn with_option(id: &str, reading: &str) -> Ruleset {
    let mut r = rules();
    r.set_option(id, reading).expect("known option");
    r
}

/// A band with its lower and upper limits in paces.
type Limits = (RangeBand, f64, f64);

/// Each arm with its bands — reference §2.
fn band_limits() -> Vec<(FireArm, Vec<Limits>)> {
    use RangeBand::*;
    let six = vec![
        (SmallCanister, 0.0, 400.0),
        (LargeCanister, 400.0, 800.0),
        (Elevation, 800.0, 1200.0),
        (RandomShot, 1200.0, 1800.0),
    ];
    let twelve = vec![
        (SmallCanister, 0.0, 500.0),
        (LargeCanister, 500.0, 1000.0),
        (Elevation, 1000.0, 1500.0),
        (RandomShot, 1500.0, 2000.0),
    ];
    let musketry = vec![
        (Paces0To100, 0.0, 100.0),
        (Paces100To200, 100.0, 200.0),
        (Paces200To300, 200.0, 300.0),
        (Paces300To400, 300.0, 400.0),
    ];
    vec![
        (FireArm::SixPounder, six.clone()),
        // Appendix Three — Artillery Ranges puts the 9-pdr with the 6-pdr (default reading).
        (FireArm::NinePounder, six),
        (FireArm::TwelvePounder, twelve),
        (FireArm::HalfBattalion, musketry.clone()),
        (FireArm::Skirmishers, musketry.clone()),
        // Rifles by the rule (option rifles_bands = section3_rule, L744): the musketry bands,
        // each reading its own row (rule_readings.rs checks the rows and the other reading).
        (FireArm::Rifles, musketry),
    ]
}

#[test]
fn every_range_band_boundary() {
    // Appendix Three — Artillery Ranges; Section 3 — Firepower (reference §2): a range on a
    // band's upper limit is in that band ("up to 400"); just beyond it is in the next.
    let r = rules();
    for (arm, bands) in band_limits() {
        for (band, from, to) in &bands {
            let at = |x: f64| range_band(&r, arm, x, None).map(|b| b.band);
            assert_eq!(at(*to), Ok(*band), "{arm} at {to}");
            assert_eq!(at((from + to) / 2.0), Ok(*band), "{arm} mid {band:?}");
            if *from > 0.0 {
                assert_eq!(at(from + 0.001), Ok(*band), "{arm} just past {from}");
            } else {
                assert_eq!(at(0.0), Ok(*band), "{arm} at 0");
            }
        }
        let max = bands.last().map(|b| b.2).unwrap();
        let err = range_band(&r, arm, max + 0.001, None).unwrap_err();
        assert!(
            err.to_string().contains(&format!(
                "0 to {} paces",
                kriegsspiel::figures::number_text(max)
            )),
            "{arm}: {err}"
        );
    }
}

#[test]
fn bad_ranges_are_refused() {
    let r = rules();
    for x in [-1.0, f64::NAN, f64::INFINITY, -0.001] {
        assert!(range_band(&r, FireArm::SixPounder, x, None).is_err(), "{x}");
    }
    let err = range_band(&r, FireArm::SixPounder, 1900.0, None).unwrap_err();
    assert!(matches!(err, RulesError::OutOfRange { .. }));
    assert!(err.to_string().contains("1,800"), "{err}");
}

#[test]
fn nine_pounder_ranges_follow_the_option() {
    // Reference §2: default 6-pdr ranges; option die_decides: the column die picks the ranges.
    let r = rules();
    let b = range_band(&r, FireArm::NinePounder, 450.0, None).unwrap();
    assert_eq!(
        (b.band, b.ranges_of),
        (RangeBand::LargeCanister, Some(Calibre::SixPounder))
    );
    let r = with_option("nine_pounder_ranges", "die_decides");
    assert!(
        range_band(&r, FireArm::NinePounder, 450.0, None).is_err(),
        "needs the column die"
    );
    let heavy = range_band(&r, FireArm::NinePounder, 450.0, Some(face(3))).unwrap();
    assert_eq!(
        (heavy.band, heavy.ranges_of),
        (RangeBand::SmallCanister, Some(Calibre::TwelvePounder))
    );
    let light = range_band(&r, FireArm::NinePounder, 450.0, Some(face(4))).unwrap();
    assert_eq!(light.band, RangeBand::LargeCanister);
    assert!(range_band(&r, FireArm::NinePounder, 1900.0, Some(face(5))).is_ok());
    assert!(range_band(&r, FireArm::NinePounder, 1900.0, Some(face(6))).is_err());
}

#[test]
fn a_nine_pounder_needs_its_column_die() {
    let r = rules();
    let order = FireOrder::new(FireArm::NinePounder, FireEffect::Good, 300.0, face(1));
    assert!(fire_points(&r, &order).is_err());
    // Both columns sit on the same die under both readings, so the die is known before.
    assert_eq!(
        die_to_throw(&r, FireArm::NinePounder, FireEffect::Good, &[], None),
        Ok(DieId::III)
    );
}

#[test]
fn unit_size_scales_pro_rata() {
    // Section 3 — Firepower, Using the Artillery / Infantry Fire Table (reference §3).
    let r = rules();
    let mut half_battery = FireOrder::new(FireArm::TwelvePounder, FireEffect::Good, 200.0, face(6));
    half_battery.scale = 0.5;
    assert_eq!(fire_points(&r, &half_battery).unwrap().points, 37.5);
    let mut battalion = FireOrder::new(FireArm::HalfBattalion, FireEffect::Good, 50.0, face(6));
    battalion.scale = 2.0;
    assert_eq!(fire_points(&r, &battalion).unwrap().points, 120.0);
    // The table is for two skirmish platoon blocks; four double it.
    assert_eq!(skirmish_platoons_scale(&r, 4), 2.0);
    assert_eq!(skirmish_platoons_scale(&r, 1), 0.5);
    let mut four = FireOrder::new(FireArm::Skirmishers, FireEffect::Bad, 150.0, face(4));
    four.scale = skirmish_platoons_scale(&r, 4);
    assert_eq!(fire_points(&r, &four).unwrap().points, 30.0);
    for bad in [-0.5, f64::NAN, 1.0e6, f64::INFINITY] {
        let mut o = FireOrder::new(FireArm::SixPounder, FireEffect::Good, 200.0, face(1));
        o.scale = bad;
        assert!(fire_points(&r, &o).is_err(), "scale {bad}");
    }
}

#[test]
fn the_drafts_worked_examples_against_the_tables() {
    // Section 3 — Firepower, Example: a 6-pdr battery at 700 paces, large canister, good effect,
    // throws 4. The draft's text says 6 points; its own table gives 25, which the workbench uses.
    let r = rules();
    let example = FireOrder::new(FireArm::SixPounder, FireEffect::Good, 700.0, face(4));
    assert_eq!(fire_points(&r, &example).unwrap().points, 25.0);
    // Section 3 — Using the Infantry Fire Table, Example: four skirmish platoons in the open at
    // 150 paces throw 4. The text says 17 (×2 = 34); the table has 15 on face 4 and 17 on face 5.
    let mut skirmish = FireOrder::new(FireArm::Skirmishers, FireEffect::Bad, 150.0, face(4));
    skirmish.scale = skirmish_platoons_scale(&r, 4);
    assert_eq!(fire_points(&r, &skirmish).unwrap().points, 30.0);
    skirmish.face = face(5);
    assert_eq!(fire_points(&r, &skirmish).unwrap().points, 34.0);
}

#[test]
fn quarter_increases() {
    // Section 3 — Artillery Fire Against Columns & Second Lines, and Against Flanks.
    let r = rules();
    let base = FireOrder::new(FireArm::SixPounder, FireEffect::Good, 300.0, face(6)); // 60
    let with = |mods: &[FireModifier]| {
        let mut o = base.clone();
        o.modifiers = mods.to_vec();
        fire_points(&r, &o).unwrap().points
    };
    assert_eq!(with(&[]), 60.0);
    for m in [
        FireModifier::ColumnOrMass,
        FireModifier::HowitzerShells,
        FireModifier::TwoLines,
        FireModifier::SkirmishersNearLine,
        FireModifier::Flank,
    ] {
        assert_eq!(with(&[m]), 75.0, "{m}");
    }
    // "Any of the following" counts once, the flank included (option fire_bonus_stacking =
    // once, L563, L621); flank_on_top is checked in rule_readings.rs.
    assert_eq!(
        with(&[FireModifier::ColumnOrMass, FireModifier::TwoLines]),
        75.0
    );
    assert_eq!(
        with(&[FireModifier::ColumnOrMass, FireModifier::Flank]),
        75.0
    );
    assert_eq!(
        with(&[FireModifier::Flank, FireModifier::Flank]),
        75.0,
        "duplicates count once"
    );
    // The increases are for artillery only.
    let musket = FireOrder {
        modifiers: vec![FireModifier::Flank],
        ..FireOrder::new(FireArm::HalfBattalion, FireEffect::Good, 50.0, face(1))
    };
    let err = fire_points(&r, &musket).unwrap_err();
    assert!(err.to_string().contains("defended_cover"), "{err}");
}

#[test]
fn cover() {
    // Section 3 — Target Under Cover (reference §3).
    let r = rules();
    let fire = |arm, range, mods: Vec<FireModifier>| {
        let o = FireOrder {
            modifiers: mods,
            ..FireOrder::new(arm, FireEffect::Good, range, face(6))
        };
        fire_points(&r, &o)
    };
    use FireModifier::*;
    // Defending cover: ½ from muskets and canister, ⅓ from ball and howitzer.
    assert_eq!(
        fire(FireArm::HalfBattalion, 50.0, vec![DefendedCover])
            .unwrap()
            .points,
        30.0
    );
    assert_eq!(
        fire(FireArm::Skirmishers, 50.0, vec![DefendedCover])
            .unwrap()
            .points,
        30.0
    );
    assert_eq!(
        fire(FireArm::SixPounder, 300.0, vec![DefendedCover])
            .unwrap()
            .points,
        30.0
    );
    assert_eq!(
        fire(FireArm::SixPounder, 1000.0, vec![DefendedCover])
            .unwrap()
            .points,
        6.0
    );
    assert_eq!(
        fire(FireArm::TwelvePounder, 1750.0, vec![DefendedCover])
            .unwrap()
            .points,
        4.0
    );
    let howitzer = fire(
        FireArm::SixPounder,
        300.0,
        vec![DefendedCover, HowitzerShells],
    )
    .unwrap();
    assert_eq!(howitzer.points, 25.0, "60 × 1¼ × ⅓");
    // Sheltering: nothing from muskets or ball; howitzer only if located, then ⅓.
    assert_eq!(
        fire(FireArm::HalfBattalion, 50.0, vec![ShelteringCover])
            .unwrap()
            .points,
        0.0
    );
    assert_eq!(
        fire(FireArm::SixPounder, 1000.0, vec![ShelteringCover])
            .unwrap()
            .points,
        0.0
    );
    assert_eq!(
        fire(
            FireArm::SixPounder,
            1000.0,
            vec![ShelteringCover, HowitzerShells]
        )
        .unwrap()
        .points,
        0.0
    );
    let located = fire(
        FireArm::SixPounder,
        1000.0,
        vec![ShelteringCoverLocated, HowitzerShells],
    )
    .unwrap();
    assert_eq!(located.points, 18.0 * 1.25 / 3.0);
    // The draft gives no figure for canister against sheltering troops.
    assert!(matches!(
        fire(FireArm::SixPounder, 300.0, vec![ShelteringCover]),
        Err(RulesError::NotInTable(_))
    ));
    assert!(
        fire(
            FireArm::SixPounder,
            300.0,
            vec![ShelteringCover, DefendedCover]
        )
        .is_err()
    );
}

#[test]
fn night() {
    // Section 4 — Attacks by Night (reference §3): small arms read Die I and halve; artillery
    // reaches 600 paces and reads Die V.
    let r = rules();
    let at_night = |arm, effect, range, n| {
        let o = FireOrder {
            modifiers: vec![FireModifier::Night],
            ..FireOrder::new(arm, effect, range, face(n))
        };
        fire_points(&r, &o)
    };
    let hb = at_night(FireArm::HalfBattalion, FireEffect::Good, 50.0, 6).unwrap();
    assert_eq!(
        (hb.table, hb.die.die, hb.points),
        (FireTableId::HalfBattalionBad, DieId::I, 25.0)
    );
    let sk = at_night(FireArm::Skirmishers, FireEffect::Good, 150.0, 5).unwrap();
    assert_eq!((sk.table, sk.points), (FireTableId::SkirmishersOpen, 8.5));
    let guns = at_night(FireArm::TwelvePounder, FireEffect::Good, 550.0, 6).unwrap();
    assert_eq!(
        (guns.table, guns.die.die, guns.points),
        (FireTableId::TwelvePounderBad, DieId::V, 25.0)
    );
    let err = at_night(FireArm::TwelvePounder, FireEffect::Good, 601.0, 6).unwrap_err();
    assert!(err.to_string().contains("600"), "{err}");
    assert!(at_night(FireArm::TwelvePounder, FireEffect::Good, 600.0, 6).is_ok());
    assert_eq!(
        die_to_throw(
            &r,
            FireArm::SixPounder,
            FireEffect::Good,
            &[FireModifier::Night],
            None
        ),
        Ok(DieId::V)
    );
}

#[test]
fn which_die_to_throw_under_both_readings() {
    // "The Dice" (default) and the appendix summary box (option fire_dice_assignment;
    // reference §5).
    let default = rules();
    let summary = with_option("fire_dice_assignment", "appendix_summary");
    let cases = [
        (FireArm::HalfBattalion, FireEffect::Bad, DieId::I, DieId::I),
        (FireArm::Skirmishers, FireEffect::Bad, DieId::I, DieId::I),
        (FireArm::Rifles, FireEffect::Bad, DieId::I, DieId::I),
        (
            FireArm::HalfBattalion,
            FireEffect::Good,
            DieId::II,
            DieId::II,
        ),
        (FireArm::Skirmishers, FireEffect::Good, DieId::II, DieId::II),
        (FireArm::Rifles, FireEffect::Good, DieId::II, DieId::II),
        (FireArm::SixPounder, FireEffect::Good, DieId::III, DieId::V),
        (
            FireArm::TwelvePounder,
            FireEffect::Good,
            DieId::III,
            DieId::V,
        ),
        (FireArm::SixPounder, FireEffect::Bad, DieId::V, DieId::III),
        (
            FireArm::TwelvePounder,
            FireEffect::Bad,
            DieId::V,
            DieId::III,
        ),
    ];
    for (arm, effect, d, s) in cases {
        assert_eq!(
            die_to_throw(&default, arm, effect, &[], None),
            Ok(d),
            "{arm} {effect:?}"
        );
        assert_eq!(
            die_to_throw(&summary, arm, effect, &[], None),
            Ok(s),
            "{arm} {effect:?}"
        );
    }
    let side = |r: &Ruleset, arm| {
        fire_points(r, &FireOrder::new(arm, FireEffect::Good, 100.0, face(1)))
            .unwrap()
            .die
            .side
    };
    assert_eq!(side(&default, FireArm::SixPounder), DieSide::Left);
    assert_eq!(side(&default, FireArm::TwelvePounder), DieSide::Right);
    assert_eq!(side(&summary, FireArm::SixPounder), DieSide::Right);
    assert_eq!(side(&summary, FireArm::TwelvePounder), DieSide::Left);
    assert_eq!(side(&default, FireArm::HalfBattalion), DieSide::Left);
    assert_eq!(side(&default, FireArm::Skirmishers), DieSide::Right);
    // No table on Die IV (close combat only).
    for list in [
        &default.fire.fire_dice.the_dice,
        &default.fire.fire_dice.appendix_summary,
    ] {
        assert!(list.iter().all(|d| d.die != DieId::IV));
    }
}

#[test]
fn effect_checklists_follow_the_option() {
    // Section 3 — Artillery Fire with Good Effect (first list: 5° and 10°) and Artillery Fire —
    // Good & Bad Effect (second list: 10° and 20°), option artillery_effect_criteria.
    let r = rules();
    let find =
        |list: &[kriegsspiel::systems::reisswitz_1815::ruleset::EffectCheck], shot, effect| {
            list.iter()
                .find(|c| c.shot == shot && c.effect == effect)
                .unwrap()
                .checks
                .join(" ")
        };
    let (first, source) = r.fire.criteria(r.options.artillery_effect_criteria);
    assert!(source.as_str().contains("Good Effect"));
    assert!(find(first, ShotKind::Canister, FireEffect::Good).contains("150 paces"));
    assert!(find(first, ShotKind::Canister, FireEffect::Good).contains("5°"));
    assert!(find(first, ShotKind::SolidShot, FireEffect::Good).contains("10°"));
    assert!(find(first, ShotKind::RandomShot, FireEffect::Good).contains("600 paces"));
    assert!(find(first, ShotKind::SolidShot, FireEffect::Bad).contains("15°"));
    let r = with_option("artillery_effect_criteria", "second_list");
    let (second, _) = r.fire.criteria(r.options.artillery_effect_criteria);
    assert!(find(second, ShotKind::Canister, FireEffect::Good).contains("10°"));
    assert!(find(second, ShotKind::SolidShot, FireEffect::Good).contains("200 paces"));
    assert!(find(second, ShotKind::SolidShot, FireEffect::Bad).contains("20°"));
}

#[test]
fn every_answer_explains_itself_with_sources() {
    let r = rules();
    let o = FireOrder {
        scale: 0.5,
        modifiers: vec![FireModifier::ColumnOrMass, FireModifier::DefendedCover],
        nine_pdr_column_face: Some(face(2)),
        ..FireOrder::new(FireArm::NinePounder, FireEffect::Good, 700.0, face(6))
    };
    let a = fire_points(&r, &o).unwrap();
    assert_eq!(a.points, 40.0 * 0.5 * 1.25 * 0.5);
    assert!(a.steps.len() >= 7, "{:#?}", a.steps);
    assert!(a.steps.iter().all(|s| !s.source.as_str().is_empty()));
    assert!(a.steps.iter().any(|s| s.text.contains("6-pdr column")));
}

fn any_arm() -> impl Strategy<Value = FireArm> {
    prop::sample::select(FireArm::ALL.to_vec())
}

fn any_modifiers() -> impl Strategy<Value = Vec<FireModifier>> {
    prop::collection::vec(prop::sample::select(FireModifier::ALL.to_vec()), 0..5)
}

proptest! {
    #[test]
    fn no_panic_on_any_fire(
        arm in any_arm(),
        good in any::<bool>(),
        range in prop_oneof![any::<f64>(), -10.0..2500.0f64],
        n in 1i64..=6,
        column in prop::option::of(1i64..=6),
        scale in prop_oneof![any::<f64>(), 0.0..10.0f64],
        modifiers in any_modifiers(),
        summary in any::<bool>(),
    ) {
        let mut r = rules();
        if summary {
            r.set_option("fire_dice_assignment", "appendix_summary").unwrap();
        }
        let effect = if good { FireEffect::Good } else { FireEffect::Bad };
        let order = FireOrder {
            arm, effect, range_paces: range, face: face(n), scale, modifiers: modifiers.clone(),
            nine_pdr_column_face: column.map(face),
        };
        if let Ok(a) = fire_points(&r, &order) {
            prop_assert!(a.points.is_finite() && a.points >= 0.0);
            prop_assert!(a.points <= 75.0 * 1.5 * scale + 1e-9);
            prop_assert_eq!(Ok(a.die.die), die_to_throw(&r, arm, effect, &modifiers, column.map(face)));
        }
        let _ = range_band(&r, arm, range, column.map(face));
    }
}
