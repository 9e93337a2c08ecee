//! The odds worksheet: strength bands at every boundary, hand-worked worksheets with
//! circumstances, the options that change it (Section 4 — Establishing the Odds for Close
//! Combat; Appendix Three; reference §5–§6).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::rules;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::{
    CircumstanceClaim, CombatVerdict, OddsInput, OddsWorksheet, StrengthCount,
};
use kriegsspiel::systems::reisswitz_1815::dice::DieId;
use kriegsspiel::systems::reisswitz_1815::ruleset::{CombatSide, DefeatLetter, ExactFraction};

fn men(a: u32, d: u32) -> OddsInput {
    OddsInput {
        attacker: Some(StrengthCount::Men(a)),
        defender: Some(StrengthCount::Men(d)),
        ..OddsInput::default()
    }
}

fn with(mut input: OddsInput, claims: &[&str]) -> OddsInput {
    input.circumstances = claims.iter().map(|c| c.parse().unwrap()).collect();
    input
}

fn throw(w: &OddsWorksheet) -> (DieId, CombatSide) {
    match w.verdict {
        CombatVerdict::Throw { die, favoured, .. } => (die, favoured),
        ref other => panic!("expected a throw, got {other:?}"),
    }
}

#[test]
fn strength_bands_at_every_boundary() {
    // Section 4 — Step Two; Appendix Three — Calculation for Difference in Strength:
    // (larger − smaller) / smaller: < 1/6 I, 1/6 II, 1/4 III, 1/2 IV, 1 V, 5/3 foregone.
    let r = rules();
    let cases: [(u32, Option<DieId>); 10] = [
        (699, Some(DieId::I)),
        (700, Some(DieId::II)),
        (749, Some(DieId::II)),
        (750, Some(DieId::III)),
        (899, Some(DieId::III)),
        (900, Some(DieId::IV)),
        (1199, Some(DieId::IV)),
        (1200, Some(DieId::V)),
        (1599, Some(DieId::V)),
        (1600, None),
    ];
    for (larger, die) in cases {
        for attacker_stronger in [true, false] {
            let input = if attacker_stronger {
                men(larger, 600)
            } else {
                men(600, larger)
            };
            let w = OddsWorksheet::compute(&r, &input).unwrap();
            let side = if attacker_stronger {
                CombatSide::Attacker
            } else {
                CombatSide::Defender
            };
            match die {
                Some(d) => {
                    let expected_side = if d == DieId::I {
                        CombatSide::Attacker
                    } else {
                        side
                    };
                    assert_eq!(throw(&w), (d, expected_side), "{larger} v 600");
                    assert_eq!(
                        w.net_attacker_points,
                        side.sign() * i32::from(d.index_points())
                    );
                }
                None => assert_eq!(
                    w.verdict,
                    CombatVerdict::Foregone { winner: side },
                    "{larger} v 600"
                ),
            }
        }
    }
}

#[test]
fn nine_hundred_against_seven_hundred_fifty_is_one_fifth() {
    // Section 4 — Step Two: a battalion against one that lost 1/6 (750): difference 1/5 → II.
    let r = rules();
    let w = OddsWorksheet::compute(&r, &men(900, 750)).unwrap();
    let s = w.strength.as_ref().unwrap();
    assert_eq!(s.difference, ExactFraction::new(1, 5).unwrap());
    assert_eq!(s.stronger, Some(CombatSide::Attacker));
    assert_eq!(throw(&w), (DieId::II, CombatSide::Attacker));
    assert_eq!(
        w.verdict.to_string(),
        "Die II (3:2) in the attacker's favour: the attacker wins 3/5 (60 %)"
    );
}

#[test]
fn six_against_ten_by_the_rule() {
    // Reference §6: 6 v 10 is 3 index points by the rule (the appendix grid prints −4).
    // (10 − 6) / 6 = 2/3, in the band "1/2 to less than 1": Die IV for the stronger defender.
    let r = rules();
    let w = OddsWorksheet::compute(&r, &men(600, 1000)).unwrap();
    assert_eq!(
        w.strength.as_ref().unwrap().difference,
        ExactFraction::new(2, 3).unwrap()
    );
    assert_eq!(w.net_attacker_points, -3);
    assert_eq!(throw(&w), (DieId::IV, CombatSide::Defender));
}

#[test]
fn equal_odds_count_the_attacker_as_a() {
    // Reference §5: with equal odds the attacker is the side "A" refers to.
    let r = rules();
    let w = OddsWorksheet::compute(&r, &men(900, 900)).unwrap();
    assert_eq!(throw(&w), (DieId::I, CombatSide::Attacker));
    let w = OddsWorksheet::compute(&r, &men(900, 899)).unwrap();
    assert_eq!(throw(&w), (DieId::I, CombatSide::Attacker));
    let w = OddsWorksheet::compute(&r, &men(899, 900)).unwrap();
    assert_eq!(throw(&w), (DieId::I, CombatSide::Attacker));
}

#[test]
fn units_count_as_900_and_150() {
    // Appendix Three — Calculation for Difference in Strength.
    let r = rules();
    let input = OddsInput {
        attacker: Some(StrengthCount::Squadrons(4)),
        defender: Some(StrengthCount::Squadrons(3)),
        ..OddsInput::default()
    };
    let w = OddsWorksheet::compute(&r, &input).unwrap();
    assert_eq!(w.strength.as_ref().unwrap().attacker_men, 600);
    assert_eq!(throw(&w), (DieId::III, CombatSide::Attacker)); // 1/3
    let input = OddsInput {
        attacker: Some(StrengthCount::Battalions(2)),
        defender: Some(StrengthCount::Men(900)),
        ..OddsInput::default()
    };
    assert_eq!(
        throw(&OddsWorksheet::compute(&r, &input).unwrap()),
        (DieId::V, CombatSide::Attacker)
    );
}

#[test]
fn example_one_guards_against_light_dragoons() {
    // Section 4 — Example One: equal squadrons (I), heavy v light +1 for the Guards (II), the
    // Guards tired by a long trot −1 (I), charging down a slope over 5° −2: Die III for Blue.
    let r = rules();
    let input = with(
        OddsInput {
            attacker: Some(StrengthCount::Squadrons(1)),
            defender: Some(StrengthCount::Squadrons(1)),
            ..OddsInput::default()
        },
        &[
            "heavy_v_light=attacker",
            "fresh_v_tired=defender",
            "cavalry_downhill_5_10=attacker",
        ],
    );
    let w = OddsWorksheet::compute(&r, &input).unwrap();
    assert_eq!(w.net_attacker_points, -2);
    assert_eq!(throw(&w), (DieId::III, CombatSide::Defender));
    // Every step is cited.
    assert!(w.steps.iter().all(|s| !s.source.as_str().is_empty()));
    assert_eq!(w.steps.len(), 6);
}

#[test]
fn example_two_battalions_with_artillery() {
    // Section 4 — Example Two: one battalion with a half battery, attacked by two battalions.
    // By the Step Two rule 2 v 1 is a difference of 1 (Die V, 4 points); the artillery gives
    // the defender 1: net +3, Die IV for the attackers. (The draft's example reads 2:1 as
    // Die III and so arrives at Die II; see the report.)
    let r = rules();
    let input = with(
        OddsInput {
            attacker: Some(StrengthCount::Battalions(2)),
            defender: Some(StrengthCount::Battalions(1)),
            ..OddsInput::default()
        },
        &["artillery_support=defender"],
    );
    let w = OddsWorksheet::compute(&r, &input).unwrap();
    assert_eq!(throw(&w), (DieId::IV, CombatSide::Attacker));
}

#[test]
fn step_two_example_cavalry_against_a_reduced_column() {
    // Section 4 — Step Two example: two squadrons against a column (Die III for the infantry);
    // the battalion down by just under a quarter gives the cavalry one point: Die II.
    let r = rules();
    let input = with(
        OddsInput {
            base_case: Some("cavalry_v_column_2_sqns".into()),
            ..OddsInput::default()
        },
        &["umpire_judgement=+1"],
    );
    let w = OddsWorksheet::compute(&r, &input).unwrap();
    assert!(w.strength.is_none(), "this case does not compare men");
    assert_eq!(throw(&w), (DieId::II, CombatSide::Defender));
}

#[test]
fn circumstances_counted_for_their_side() {
    // Appendix Three — Additional Factors; reference §6.
    let r = rules();
    let cases: [(&str, i32); 14] = [
        ("canister_preparation", 1),
        ("canister_on_advance", -1),
        ("fresh_renewed", 1),
        ("tired_renewed", -1),
        ("artillery_support=attacker", 1),
        ("artillery_support=defender", -1),
        ("shaken=defender", 1),
        ("badly_shaken=defender", 2),
        ("victorious_last_move=attacker", -1),
        ("flank_threat=defender", 1),
        ("ground_obstacles=attacker", -1),
        ("deploying_in_charge_distance=defender", 1),
        ("fire_losses_third", -1),
        ("cavalry_broken_ground", -2),
    ];
    for (claim, points) in cases {
        let w = OddsWorksheet::compute(&r, &with(men(900, 900), &[claim])).unwrap();
        assert_eq!(w.net_attacker_points, points, "{claim}");
    }
    // Several at once add up; 5 or more is a foregone conclusion.
    let w = OddsWorksheet::compute(
        &r,
        &with(
            men(1200, 600),
            &[
                "badly_shaken=defender",
                "canister_preparation",
                "artillery_support=attacker",
            ],
        ),
    )
    .unwrap();
    assert_eq!(w.net_attacker_points, 8);
    assert_eq!(
        w.verdict,
        CombatVerdict::Foregone {
            winner: CombatSide::Attacker
        }
    );
    assert!(w.outcomes.is_empty());
}

#[test]
fn foregone_strength_can_be_weighed_by_circumstances() {
    // "Other things being equal" a difference of 1⅔ is foregone: it counts 5 points, so one
    // point the other way leaves Die V.
    let r = rules();
    let w = OddsWorksheet::compute(&r, &men(1600, 600)).unwrap();
    assert_eq!(
        w.verdict,
        CombatVerdict::Foregone {
            winner: CombatSide::Attacker
        }
    );
    let w =
        OddsWorksheet::compute(&r, &with(men(1600, 600), &["artillery_support=defender"])).unwrap();
    assert_eq!(throw(&w), (DieId::V, CombatSide::Attacker));
}

#[test]
fn flank_attackers_count_twice() {
    // Section 4 — Attacks on Flank & Rear.
    let r = rules();
    let mut input = men(450, 900);
    input.attacker_flank = Some(StrengthCount::Men(450));
    let w = OddsWorksheet::compute(&r, &input).unwrap();
    assert_eq!(w.strength.as_ref().unwrap().attacker_men, 900);
    assert_eq!(throw(&w), (DieId::I, CombatSide::Attacker));
    input.attacker_flank = Some(StrengthCount::Men(451));
    assert!(OddsWorksheet::compute(&r, &input).is_err());
    assert!(OddsWorksheet::compute(&r, &with(men(900, 900), &["flank_attack"])).is_err());
}

#[test]
fn bad_circumstances_are_refused_with_the_allowed_names() {
    let r = rules();
    match OddsWorksheet::compute(&r, &with(men(900, 900), &["no_such_thing"])) {
        Err(RulesError::UnknownName { allowed, .. }) => {
            assert!(allowed.contains("canister_preparation") && allowed.contains("shaken"));
            let names: Vec<&str> = allowed.split(", ").collect();
            let mut sorted = names.clone();
            sorted.sort_unstable();
            assert_eq!(names, sorted, "the list is sorted");
        }
        other => panic!("{other:?}"),
    }
    for bad in [
        &["canister_on_advance=defender"][..],
        &["shaken"],
        &["artillery_support"],
        &["umpire_judgement"],
        &["attackers_under_strength"],
        &["shaken=defender", "shaken=defender"],
    ] {
        assert!(
            OddsWorksheet::compute(&r, &with(men(900, 900), bad)).is_err(),
            "{bad:?}"
        );
    }
    // The same "either" circumstance for both sides cancels out.
    let w = OddsWorksheet::compute(
        &r,
        &with(
            men(900, 900),
            &["artillery_support=attacker", "artillery_support=defender"],
        ),
    )
    .unwrap();
    assert_eq!(w.net_attacker_points, 0);
    assert!("x=+9".parse::<CircumstanceClaim>().is_err());
    assert!("x=0".parse::<CircumstanceClaim>().is_err());
    assert!("=attacker".parse::<CircumstanceClaim>().is_err());
}

#[test]
fn strength_is_needed_where_the_case_compares_it() {
    let r = rules();
    assert!(OddsWorksheet::compute(&r, &OddsInput::default()).is_err());
    assert!(OddsWorksheet::compute(&r, &men(0, 900)).is_err());
    assert!(OddsWorksheet::compute(&r, &men(900, 0)).is_err());
    let input = OddsInput {
        base_case: Some("foot_battery_flank_rear".into()),
        ..OddsInput::default()
    };
    let w = OddsWorksheet::compute(&r, &input).unwrap();
    assert_eq!(
        w.verdict,
        CombatVerdict::Foregone {
            winner: CombatSide::Attacker
        }
    );
    let input = OddsInput {
        base_case: Some("nonsense".into()),
        ..men(900, 900)
    };
    assert!(OddsWorksheet::compute(&r, &input).is_err());
}

#[test]
fn outcome_chances_come_from_the_die_faces() {
    // "The Dice"; reference §5: Die II in the attacker's favour: blank, A R, A R, O R, O D, O T.
    let r = rules();
    let w = OddsWorksheet::compute(&r, &men(1080, 900)).unwrap(); // 1/5 → II
    let f = |n, d| ExactFraction::new(n, d).unwrap();
    let got: Vec<(CombatSide, DefeatLetter, ExactFraction)> = w
        .outcomes
        .iter()
        .map(|o| (o.beaten, o.letter, o.probability))
        .collect();
    assert_eq!(
        got,
        vec![
            (CombatSide::Attacker, DefeatLetter::R, f(2, 5)),
            (CombatSide::Defender, DefeatLetter::R, f(1, 5)),
            (CombatSide::Defender, DefeatLetter::D, f(1, 5)),
            (CombatSide::Defender, DefeatLetter::T, f(1, 5)),
        ]
    );
    match w.verdict {
        CombatVerdict::Throw { favoured_wins, .. } => assert_eq!(favoured_wins, f(3, 5)),
        _ => panic!(),
    }
}

#[test]
fn cavalry_slope_follows_the_option() {
    // Section 4 — Cavalry versus Cavalry (9) (default) v the appendix summary box.
    let mut r = rules();
    let input = with(men(600, 600), &["cavalry_downhill_5_10=attacker"]);
    assert_eq!(
        OddsWorksheet::compute(&r, &input)
            .unwrap()
            .net_attacker_points,
        -2
    );
    let input10 = with(men(600, 600), &["cavalry_downhill_10_15=attacker"]);
    assert_eq!(
        OddsWorksheet::compute(&r, &input10)
            .unwrap()
            .net_attacker_points,
        -3
    );
    let input15 = with(men(600, 600), &["cavalry_downhill_15_plus=attacker"]);
    assert!(matches!(
        OddsWorksheet::compute(&r, &input15).unwrap().verdict,
        CombatVerdict::NoAttack { .. }
    ));
    r.set_option("cavalry_slope", "summary_box").unwrap();
    assert_eq!(
        OddsWorksheet::compute(&r, &input)
            .unwrap()
            .net_attacker_points,
        -1
    );
    // The box says nothing of downhill charges over 10°: the umpire gives the points.
    assert!(OddsWorksheet::compute(&r, &input10).is_err());
    let umpire = with(men(600, 600), &["cavalry_downhill_10_15=-2"]);
    assert_eq!(
        OddsWorksheet::compute(&r, &umpire)
            .unwrap()
            .net_attacker_points,
        -2
    );
}

#[test]
fn infantry_slope_follows_the_option() {
    // Section 4 — Infantry versus Infantry in Broken Ground (default) v the appendix box.
    let mut r = rules();
    let input = with(men(900, 900), &["infantry_uphill_15_20"]);
    assert_eq!(
        OddsWorksheet::compute(&r, &input)
            .unwrap()
            .net_attacker_points,
        -1
    );
    let skirm = with(men(900, 900), &["skirmish_uphill_30_plus"]);
    assert_eq!(
        OddsWorksheet::compute(&r, &skirm)
            .unwrap()
            .net_attacker_points,
        -3
    );
    r.set_option("infantry_slope", "summary_box").unwrap();
    assert!(matches!(
        OddsWorksheet::compute(&r, &input).unwrap().verdict,
        CombatVerdict::NoAttack { .. }
    ));
    assert!(matches!(
        OddsWorksheet::compute(&r, &skirm).unwrap().verdict,
        CombatVerdict::NoAttack { .. }
    ));
    // Unchanged figures stay.
    let w = OddsWorksheet::compute(&r, &with(men(900, 900), &["infantry_uphill_10_15"])).unwrap();
    assert_eq!(w.net_attacker_points, -1);
}

#[test]
fn appendix_grid_is_the_non_default_reading() {
    // Appendix Three — Index Point Shift, read as printed under strength_difference.
    let mut r = rules();
    r.set_option("strength_difference", "appendix_matrix")
        .unwrap();
    // 6 v 10 sixths: the grid prints −4 (Die V for the defender); the rule gives 3.
    let w = OddsWorksheet::compute(&r, &men(900, 1500)).unwrap();
    assert_eq!(throw(&w), (DieId::V, CombatSide::Defender));
    assert!(w.warnings.is_empty());
    // 3 v 1 sixths: no cell in row 3; row 1, column 3 prints −5, turned: foregone attacker.
    let w = OddsWorksheet::compute(&r, &men(450, 150)).unwrap();
    assert_eq!(
        w.verdict,
        CombatVerdict::Foregone {
            winner: CombatSide::Attacker
        }
    );
    // 10 v 3 sixths prints "−5": the grid favours the weaker side, and the umpire is warned.
    let w = OddsWorksheet::compute(&r, &men(1500, 450)).unwrap();
    assert_eq!(
        w.verdict,
        CombatVerdict::Foregone {
            winner: CombatSide::Defender
        }
    );
    assert_eq!(w.warnings.len(), 1);
    // Not whole sixths: the rule is used, and the step says so.
    let w = OddsWorksheet::compute(&r, &men(900, 800)).unwrap();
    assert!(
        w.steps
            .iter()
            .any(|s| s.detail.contains("the grid has no cell"))
    );
    assert_eq!(throw(&w), (DieId::I, CombatSide::Attacker)); // 1/8 < 1/6
    // Every printed cell of the grid (Appendix Three — Index Point Shift), rows of sixths.
    let grid = &r.combat.index_matrix;
    let printed: [(u32, u32, &str); 18] = [
        (1, 2, "-3 -5"),
        (2, 2, "0 -4 -5"),
        (3, 2, "+4 0 -2 -2 -3 -4 -4 -4 -5"),
        (4, 2, "+4 +2 0 -1 -2 -3 -4 -4 -4 -5"),
        (5, 2, "+4 +2 +1 0 -1 -2 -3 -4 -4 -5"),
        (6, 2, "+5 +4 +3 +1 0 -1 -2 -3 -4 -5"),
        (7, 2, "+5 +4 +3 +2 +1 0 -1 -2 -2 -2"),
        (8, 2, "+5 +4 +4 +3 +2 +1 0 -1 -2 -3"),
        (9, 3, "+5 +4 +3 +3 +2 +1 0 -1 -2"),
        (10, 3, "-5 +4 +4 +4 +3 +2 +1 0 0"),
        (11, 4, "+5 +4 +4 +4 +3 +2 0 0"),
        (12, 4, "+5 +4 +4 +3 +3 +2 +1 0"),
        (13, 9, "+1 +1 +1 0 0 0 0 +1 +2 +2"),
        (14, 9, "+3 +2 +1 +1 0 0 0 0 +1 +2"),
        (15, 9, "+3 +3 +2 +2 0 0 0 0 0 -1"),
        (16, 9, "+3 +3 +2 +2 +1 0 0 0 0 0"),
        (17, 9, "+3 +3 +3 +2 +2 +1 +1 0 0 0"),
        (18, 9, "+4 +3 +3 +3 +2 +1 +1 +1 +1 0"),
    ];
    let mut count = 0;
    for (row, first, cells) in printed {
        let values: Vec<i32> = cells
            .split_whitespace()
            .map(|c| c.trim_start_matches('+').parse().unwrap())
            .collect();
        let last_col = if row <= 12 { 11 } else { 18 };
        let first_col: u32 = if row <= 12 { 2 } else { 9 };
        for col in first_col..=last_col {
            let expected = col
                .checked_sub(first)
                .and_then(|i| values.get(i as usize))
                .copied();
            assert_eq!(grid.cell(row, col), expected, "row {row}, column {col}");
            count += usize::from(expected.is_some());
        }
    }
    assert_eq!(count, 2 + 3 + 9 + 10 * 5 + 9 + 9 + 8 + 8 + 6 * 10);
}
