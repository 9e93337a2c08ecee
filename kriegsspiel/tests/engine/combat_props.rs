//! Invariants of the combat worksheets: no panic on any input, the die never falls as a side
//! grows stronger, losses are finite and never negative (reference §5–§6).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use kriegsspiel::systems::reisswitz_1815::calc::{
    CircumstanceClaim, CombatArm, CombatVerdict, DefileWorksheet, InfantryMass, MeleeFormation,
    MeleeInput, MeleeOutcome, MeleeParty, MeleeResult, OddsInput, OddsWorksheet,
    SquadronsWorksheet, StrengthCount, StrongholdInput, StrongholdWorksheet, TestWorksheet,
    WavesWorksheet,
};
use kriegsspiel::systems::reisswitz_1815::dice::{DieId, Face};
use kriegsspiel::systems::reisswitz_1815::ruleset::{
    CombatSide, DefenceClass, DefileBattery, InfantryShock, Ruleset, TroopCondition,
};
use proptest::prelude::*;
use std::sync::OnceLock;

fn rules() -> &'static Ruleset {
    static RULES: OnceLock<Ruleset> = OnceLock::new();
    RULES.get_or_init(|| Ruleset::reisswitz_1815().expect("the compiled-in ruleset loads"))
}

fn strength() -> impl Strategy<Value = StrengthCount> {
    prop_oneof![
        any::<u32>().prop_map(StrengthCount::Men),
        (0u32..10_000).prop_map(StrengthCount::Men),
        any::<u32>().prop_map(StrengthCount::Squadrons),
        (0u32..40).prop_map(StrengthCount::Battalions),
    ]
}

fn claim() -> impl Strategy<Value = String> {
    let ids = rules()
        .combat
        .circumstances
        .iter()
        .map(|c| c.id.clone())
        .collect::<Vec<_>>();
    (
        prop::sample::select(ids),
        prop_oneof![
            Just(String::new()),
            Just("=attacker".to_string()),
            Just("=defender".to_string()),
            (-7i32..8).prop_map(|k| format!("={k:+}")),
            ".{0,6}".prop_map(|s| format!("={s}")),
        ],
    )
        .prop_map(|(id, v)| format!("{id}{v}"))
}

fn side() -> impl Strategy<Value = CombatSide> {
    prop_oneof![Just(CombatSide::Attacker), Just(CombatSide::Defender)]
}

fn party() -> impl Strategy<Value = MeleeParty> {
    (
        prop::sample::select(CombatArm::ALL.to_vec()),
        any::<u32>(),
        prop_oneof![
            Just(MeleeFormation::Line),
            Just(MeleeFormation::MassColumns),
            Just(MeleeFormation::Other)
        ],
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(arm, blocks, formation, second_line, combined_arms, defending_defile)| MeleeParty {
                arm,
                blocks,
                formation,
                second_line,
                combined_arms,
                defending_defile,
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn odds_never_panic(
        attacker in prop::option::of(strength()),
        defender in prop::option::of(strength()),
        flank in prop::option::of(strength()),
        case in prop::option::of(prop_oneof![
            prop::sample::select(rules().combat.base_cases.iter().map(|c| c.id.clone()).collect::<Vec<_>>()),
            ".{0,8}",
        ]),
        claims in prop::collection::vec(claim(), 0..5),
        matrix in any::<bool>(),
    ) {
        let mut r = rules().clone();
        if matrix {
            r.set_option("strength_difference", "appendix_matrix").unwrap();
        }
        let circumstances: Vec<CircumstanceClaim> = claims.iter().filter_map(|c| c.parse().ok()).collect();
        let input = OddsInput { attacker, defender, attacker_flank: flank, base_case: case, circumstances };
        if let Ok(w) = OddsWorksheet::compute(&r, &input) {
            let text = w.explain();
            prop_assert!(!text.is_empty());
            if let CombatVerdict::Throw { die, favoured, .. } = w.verdict {
                let size = w.net_attacker_points.unsigned_abs();
                prop_assert_eq!(u32::from(die.index_points()), size);
                if w.net_attacker_points == 0 {
                    prop_assert_eq!(favoured, CombatSide::Attacker);
                }
                let total: f64 = w.outcomes.iter().map(|o| o.probability.value()).sum();
                prop_assert!((total - 1.0).abs() < 1e-9);
            }
        }
    }

    #[test]
    fn text_forms_never_panic(text in ".{0,24}") {
        let _ = text.parse::<CircumstanceClaim>();
        let _ = text.parse::<StrengthCount>();
    }

    /// Reference §6, Step Two: the attacker's index never falls as it grows stronger, and the
    /// worksheet is symmetric: swapping sides turns the points.
    #[test]
    fn die_index_is_monotone_in_the_strength_ratio(a in 1u32..50_000, b in 1u32..50_000, d in 1u32..50_000) {
        let r = rules();
        let points = |att: u32, def: u32| {
            let input = OddsInput {
                attacker: Some(StrengthCount::Men(att)),
                defender: Some(StrengthCount::Men(def)),
                ..OddsInput::default()
            };
            OddsWorksheet::compute(r, &input).unwrap().net_attacker_points
        };
        let (lo, hi) = (a.min(b), a.max(b));
        prop_assert!(points(lo, d) <= points(hi, d));
        prop_assert_eq!(points(a, d), -points(d, a));
        prop_assert!(points(a, d).abs() <= 5);
    }

    #[test]
    fn melee_never_panics_and_losses_are_sound(
        die in prop::sample::select(DieId::ALL.to_vec()),
        favoured in side(),
        face in 1i64..=6,
        attacker in party(),
        defender in party(),
        in_woods in any::<bool>(),
        options in (any::<bool>(), any::<bool>(), any::<bool>()),
    ) {
        let mut r = rules().clone();
        if options.0 { r.set_option("infantry_beaten_by_cavalry", "appendix_one_worse").unwrap(); }
        if options.1 { r.set_option("cavalry_winner_losses", "half_always").unwrap(); }
        if options.2 { r.set_option("recovery_times", "dice_summary_then").unwrap(); }
        let input = MeleeInput { die, favoured, face: Face::new(face).unwrap(), attacker, defender, in_woods };
        match MeleeOutcome::resolve(&r, &input) {
            Ok(out) => {
                if let MeleeResult::Decided(d) = out.result {
                    prop_assert!(d.loser_losses.is_finite() && d.loser_losses >= 0.0);
                    prop_assert!(d.winner_losses.is_finite() && d.winner_losses >= 0.0);
                    prop_assert_eq!(d.winner, d.beaten.other());
                    let loser = if d.beaten == CombatSide::Attacker { attacker } else { defender };
                    let victor = if d.beaten == CombatSide::Attacker { defender } else { attacker };
                    use kriegsspiel::systems::reisswitz_1815::ruleset::DefeatLetter;
                    let by_cavalry = loser.arm.is_infantry() && victor.arm.is_cavalry();
                    if loser.arm.is_cavalry() && victor.arm.is_infantry() {
                        prop_assert_eq!(d.letter, DefeatLetter::R);
                    }
                    let capped = loser.second_line
                        || loser.combined_arms
                        || (loser.defending_defile && d.beaten == CombatSide::Defender);
                    if by_cavalry && !options.0 && !capped {
                        prop_assert_eq!(d.letter, DefeatLetter::T);
                    }
                    if loser.second_line && !by_cavalry {
                        prop_assert_eq!(d.letter, DefeatLetter::R);
                    }
                    prop_assert!(d.blocks_turned <= loser.blocks);
                }
            }
            Err(_) => prop_assert!(attacker.blocks == 0 || defender.blocks == 0),
        }
    }

    #[test]
    fn small_worksheets_never_panic(
        a in any::<u32>(),
        b in any::<u32>(),
        shock in prop::sample::select(vec![InfantryShock::Unshaken, InfantryShock::Shaken, InfantryShock::BadlyShaken]),
        half in any::<bool>(),
        attack in any::<u32>(),
        quarters in any::<u32>(),
        flags in (any::<bool>(), any::<bool>(), any::<bool>()),
        paces in prop_oneof![any::<f64>(), 0.0f64..1500.0],
        ratio in prop::option::of(any::<f64>()),
        test_id in prop::sample::select(vec!["canister_morale", "surprise", "encirclement", "combined_arms", "nope"]),
    ) {
        let r = rules();
        let _ = SquadronsWorksheet::compute(r, a, b);
        let mass = if half { InfantryMass::HalfBattalion } else { InfantryMass::Battalions(b % 9) };
        let _ = WavesWorksheet::compute(r, a, shock, mass);
        for class in [DefenceClass::Light, DefenceClass::Strong, DefenceClass::Fortified] {
            for troops in [TroopCondition::Fresh, TroopCondition::Tired] {
                let input = StrongholdInput {
                    class,
                    held_two_moves: flags.0,
                    troops,
                    attack,
                    defenders_under_strength: flags.1,
                    attacker_quarters_short: quarters,
                };
                let _ = StrongholdWorksheet::compute(r, &input);
            }
        }
        for &battery in DefileBattery::ALL {
            let _ = DefileWorksheet::compute(r, battery, paces, flags.2);
        }
        let _ = TestWorksheet::compute(r, test_id, ratio);
    }

    /// Section 4 — Unequal Numbers of Squadrons: more squadrons on the stronger side never
    /// lower its die.
    #[test]
    fn squadron_die_never_falls(weaker in 1u32..13, extra in 0u32..16) {
        let r = rules();
        let rank = |v: &CombatVerdict| match v {
            CombatVerdict::Throw { die, .. } => u32::from(die.index_points()),
            _ => 5,
        };
        if let (Ok(x), Ok(y)) = (
            SquadronsWorksheet::compute(r, weaker + extra, weaker),
            SquadronsWorksheet::compute(r, weaker + extra + 1, weaker),
        ) {
            prop_assert!(rank(&x.verdict) <= rank(&y.verdict));
        }
    }
}
