//! Calculators of reference §12.6, §12.10, §12.11 and §12.13, each figure checked against the
//! draft line it comes from: long marches (L2184–2194), what a cavalry line's formation is worth
//! (L871), spreading out (L899), the second line's count (L1160–1162), dismounted dragoons
//! (L1461, L2953) and the answer to a charge (L786–790, L901–908, L945–947, L1214, L2854).

use crate::support::rules;
use kriegsspiel::systems::reisswitz_1815::calc::StrengthCount;
use kriegsspiel::systems::reisswitz_1815::calc::cavalry_line::{
    EnemyLine, LineFormation, LineWorth, SecondLineCount, SpreadOutcome, SpreadWorksheet,
};
use kriegsspiel::systems::reisswitz_1815::calc::charge_answer::{
    AttackAnswer, AttackedParty, ChargeAnswerWorksheet, ChargeDirection, ChargeMove,
    HorseGunsChoice,
};
use kriegsspiel::systems::reisswitz_1815::calc::dismounted_dragoons::DragoonsWorksheet;
use kriegsspiel::systems::reisswitz_1815::calc::long_march::{
    MarchArm, MarchLength, MarchWorksheet,
};

#[test]
fn long_marches_by_the_table() {
    // (arm, hours, miles, day's miles, length, rest minutes, draft line)
    let cases = [
        (
            MarchArm::Infantry,
            1,
            3,
            15,
            MarchLength::WithinDay,
            10,
            "L2185: 3 miles an hour; L2192: 10 minutes' rest",
        ),
        (
            MarchArm::Infantry,
            5,
            15,
            15,
            MarchLength::WithinDay,
            50,
            "L2186: 15 miles a day",
        ),
        (
            MarchArm::Infantry,
            9,
            27,
            15,
            MarchLength::Forced,
            90,
            "L2194: a forced march 25-40 miles",
        ),
        (
            MarchArm::Infantry,
            14,
            42,
            15,
            MarchLength::BeyondForced,
            140,
            "L2194: beyond 40 miles",
        ),
        (
            MarchArm::Cavalry,
            6,
            30,
            30,
            MarchLength::WithinDay,
            0,
            "L2189-2190: 5 an hour, 30 a day",
        ),
        (
            MarchArm::Cavalry,
            8,
            40,
            30,
            MarchLength::Forced,
            0,
            "L2194: up to 40 miles forced",
        ),
        (
            MarchArm::Cavalry,
            9,
            45,
            30,
            MarchLength::BeyondForced,
            0,
            "L2194",
        ),
    ];
    for (arm, hours, miles, day, length, rest, cite) in cases {
        let m = MarchWorksheet::work(arm, hours).unwrap();
        assert_eq!(m.miles, miles, "{cite}");
        assert_eq!(m.day_miles, day, "{cite}");
        assert_eq!(m.length, length, "{cite}");
        assert_eq!(m.rest_minutes, rest, "{cite}");
        assert!(m.steps.iter().all(|s| s.source.as_str().contains("L2176")));
    }
    let four = MarchWorksheet::work(MarchArm::Infantry, 4).unwrap();
    assert!(
        four.umpire_decides
            .iter()
            .any(|d| d.contains("fourth hour")),
        "L2194: the fourth hour's rest has no length"
    );
    assert!(MarchWorksheet::work(MarchArm::Infantry, 0).is_err());
    assert!(MarchWorksheet::work(MarchArm::Cavalry, 25).is_err());
}

#[test]
fn a_cavalry_lines_formation_worth() {
    // (formation, squadrons, counted, draft line)
    let cases = [
        (
            LineFormation::ClosedWall,
            6,
            6.0,
            "L871: the continuous wall in full",
        ),
        (
            LineFormation::Interval,
            6,
            5.0,
            "L871: the interval position 5/6",
        ),
        (
            LineFormation::Chequered,
            12,
            10.0,
            "L871: chequered as the interval",
        ),
        (
            LineFormation::Echelon,
            3,
            3.0,
            "L871: the squadrons arriving at the shock",
        ),
    ];
    for (formation, squadrons, counted, cite) in cases {
        let w = LineWorth::work(formation, squadrons).unwrap();
        assert!((w.counted - counted).abs() < 1e-9, "{cite}");
        assert!(w.steps[0].source.as_str().contains("L871"));
    }
    assert!(
        LineWorth::work(LineFormation::Swarm, 4).is_err(),
        "L871: the swarm is not played"
    );
}

#[test]
fn spreading_out_and_the_second_line() {
    let even = SpreadWorksheet::work(5, 6).unwrap();
    assert_eq!(even.outcome, SpreadOutcome::CountsEqual, "L899: 5 as 6");
    let short = SpreadWorksheet::work(4, 5).unwrap();
    assert_eq!(
        short.outcome,
        SpreadOutcome::StillAgainst { odds: "3:2".into() },
        "L899: 4 spread to 5 still 3:2 against"
    );
    assert_eq!(
        SpreadWorksheet::work(3, 4).unwrap().outcome,
        SpreadOutcome::UmpiresDecision,
        "L899 names only two cases"
    );
    assert!(SpreadWorksheet::work(5, 5).is_err());

    let half = SecondLineCount::work(4, 4, EnemyLine::OneLineAboutEqual).unwrap();
    assert_eq!(half.counted, Some(6.0), "L1162: half the second line");
    let meet = SecondLineCount::work(4, 4, EnemyLine::OneLineStronger).unwrap();
    assert_eq!(
        meet.counted, None,
        "L1160: only those that meet, counted by the umpire"
    );
    let two = SecondLineCount::work(4, 4, EnemyLine::TwoLines).unwrap();
    assert_eq!(two.counted, Some(4.0), "L867: the first line only");
}

#[test]
fn dismounted_dragoons_count_as_infantry() {
    let r = rules();
    let s = &r.combat.strength;
    // (squadrons, battalions, men, draft line)
    let cases = [
        (
            4,
            0.5,
            450,
            "L1461, L2953: 4 squadrons = half a battalion of 900",
        ),
        (8, 1.0, 900, "L1461: twice four"),
        (2, 0.25, 225, "L1461: in proportion"),
    ];
    for (squadrons, battalions, men, cite) in cases {
        let d = DragoonsWorksheet::work(squadrons, s).unwrap();
        assert!((d.battalions - battalions).abs() < 1e-9, "{cite}");
        assert_eq!(d.men, men, "{cite}");
        assert_eq!(
            StrengthCount::DismountedDragoons(squadrons).men(s),
            men,
            "{cite}"
        );
    }
    assert_eq!(
        "4dd".parse::<StrengthCount>().unwrap(),
        StrengthCount::DismountedDragoons(4)
    );
    let d = DragoonsWorksheet::work(4, s).unwrap();
    assert!(d.umpire_decides.iter().any(|u| u.contains("dismount")));
    assert!(DragoonsWorksheet::work(0, s).is_err());
}

#[test]
fn the_answer_to_a_charge() {
    use AttackAnswer::*;
    use ChargeDirection::*;
    let mv = |paces, direction, at_least| {
        Some(ChargeMove {
            paces,
            direction,
            at_least,
        })
    };
    // (party, cavalry attacker, answer, die?, defender points, defender move, attacker move, line)
    let cases = [
        (
            AttackedParty::Cavalry,
            true,
            Stand,
            true,
            -1,
            None,
            mv(300, Towards, false),
            "L904, L2854: standing -1; L908: attacker 300",
        ),
        (
            AttackedParty::Cavalry,
            true,
            CounterCharge,
            true,
            0,
            mv(300, Towards, false),
            mv(300, Towards, false),
            "L904: 300 paces towards",
        ),
        (
            AttackedParty::Cavalry,
            true,
            Retire,
            false,
            0,
            mv(400, Away, true),
            mv(300, Towards, false),
            "L906: at least 400 paces; L790: no die",
        ),
        (
            AttackedParty::Battery,
            false,
            Stand,
            true,
            0,
            None,
            None,
            "L1214: the guns stay",
        ),
        (
            AttackedParty::Battery,
            true,
            Retire,
            false,
            0,
            None,
            mv(300, Towards, false),
            "L1214: the guns withdraw",
        ),
        (
            AttackedParty::Other,
            false,
            Retire,
            false,
            0,
            None,
            None,
            "L788-790: retire, no die",
        ),
        (
            AttackedParty::Other,
            false,
            Stand,
            true,
            0,
            None,
            None,
            "L790: accepted, the die",
        ),
    ];
    for (party, cav, answer, die, points, def_move, att_move, cite) in cases {
        let w = ChargeAnswerWorksheet::work(party, cav, answer, None).unwrap();
        assert_eq!(w.throw_die, die, "{cite}");
        assert_eq!(w.defender_points, points, "{cite}");
        assert_eq!(w.defender_move, def_move, "{cite}");
        assert_eq!(w.attacker_move, att_move, "{cite}");
    }
    assert!(
        ChargeAnswerWorksheet::work(AttackedParty::Battery, true, CounterCharge, None).is_err(),
        "L1214: a battery stays or withdraws"
    );
    let to_the_end = ChargeAnswerWorksheet::work(
        AttackedParty::Cavalry,
        true,
        Stand,
        Some(HorseGunsChoice::FireToTheEnd),
    )
    .unwrap();
    assert!(to_the_end.guns_share_fate, "L947: lost with the cavalry");
    assert!(
        ChargeAnswerWorksheet::work(
            AttackedParty::Cavalry,
            true,
            CounterCharge,
            Some(HorseGunsChoice::FireToTheEnd)
        )
        .is_err(),
        "L947: the cavalry must await the attack where it is"
    );
    let retire_guns = ChargeAnswerWorksheet::work(
        AttackedParty::Cavalry,
        true,
        CounterCharge,
        Some(HorseGunsChoice::FireAndRetire),
    )
    .unwrap();
    assert!(!retire_guns.guns_share_fate);
    assert!(
        retire_guns
            .steps
            .iter()
            .any(|s| s.source.as_str().contains("L945"))
    );
}

mod invariants {
    use super::*;
    use proptest::prelude::*;
    use strum::VariantArray;

    proptest! {
        /// L790: the die is thrown exactly when the attack is accepted, whatever is attacked;
        /// a refused combination is refused, never half worked.
        #[test]
        fn the_die_only_when_accepted(
            party in prop::sample::select(vec![AttackedParty::Cavalry, AttackedParty::Battery, AttackedParty::Other]),
            answer in prop::sample::select(AttackAnswer::VARIANTS.to_vec()),
            guns in prop::option::of(prop::sample::select(HorseGunsChoice::VARIANTS.to_vec())),
            cavalry_attacker in any::<bool>(),
        ) {
            if let Ok(w) = ChargeAnswerWorksheet::work(party, cavalry_attacker, answer, guns) {
                prop_assert_eq!(w.throw_die, answer != AttackAnswer::Retire);
                prop_assert_eq!(w.attacker_move.is_some(), cavalry_attacker);
                prop_assert!(w.steps.iter().all(|s| s.source.as_str().contains("§12.")));
            }
        }

        /// L2184–2194: miles grow with the hours at the arm's rate, and a march is within a
        /// day, forced, or beyond, in that order.
        #[test]
        fn marches_grow_with_the_hours(hours in 1u32..24, cavalry in any::<bool>()) {
            let arm = if cavalry { MarchArm::Cavalry } else { MarchArm::Infantry };
            let a = MarchWorksheet::work(arm, hours).unwrap();
            let b = MarchWorksheet::work(arm, hours + 1).unwrap();
            prop_assert_eq!(b.miles - a.miles, arm.miles().0);
            let rank = |l: MarchLength| match l {
                MarchLength::WithinDay => 0,
                MarchLength::Forced => 1,
                MarchLength::BeyondForced => 2,
            };
            prop_assert!(rank(a.length) <= rank(b.length));
        }

        /// L1461: dismounted dragoons never count for more than the infantry they stand for,
        /// and every four squadrons add exactly half a battalion.
        #[test]
        fn dragoons_in_proportion(squadrons in 1u32..200) {
            let r = rules();
            let s = &r.combat.strength;
            let a = DragoonsWorksheet::work(squadrons, s).unwrap();
            let b = DragoonsWorksheet::work(squadrons + 4, s).unwrap();
            prop_assert_eq!(b.men - a.men, u64::from(s.battalion_men) / 2);
            prop_assert!(a.men <= u64::from(squadrons) * u64::from(s.squadron_men));
        }
    }
}
