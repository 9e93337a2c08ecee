//! Applying a thrown face to a melee, and the tests thrown outside one (Section 4 — Using the
//! Close Combat Table and after; reference §5–§6).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::rules;
use kriegsspiel::systems::reisswitz_1815::calc::{
    CombatArm, MeleeDecision, MeleeFormation, MeleeInput, MeleeOutcome, MeleeParty, MeleeResult,
    TestThrow, TestWorksheet,
};
use kriegsspiel::systems::reisswitz_1815::dice::{DieId, Face};
use kriegsspiel::systems::reisswitz_1815::ruleset::{
    CombatSide, DefeatLetter, ExactFraction, Ruleset,
};

fn input(
    die: DieId,
    favoured: CombatSide,
    face: i64,
    attacker: MeleeParty,
    defender: MeleeParty,
) -> MeleeInput {
    MeleeInput {
        die,
        favoured,
        face: Face::new(face).unwrap(),
        attacker,
        defender,
        in_woods: false,
    }
}

fn decided(r: &Ruleset, i: &MeleeInput) -> MeleeDecision {
    match MeleeOutcome::resolve(r, i).unwrap().result {
        MeleeResult::Decided(d) => d,
        MeleeResult::ThrowAgain => panic!("expected a decision"),
    }
}

fn inf(blocks: u32) -> MeleeParty {
    MeleeParty::new(CombatArm::Infantry, blocks)
}

fn cav(blocks: u32) -> MeleeParty {
    MeleeParty::new(CombatArm::LightCavalry, blocks)
}

#[test]
fn infantry_against_infantry_totally_defeated() {
    // Die I face 6 is O T: the side not favoured (with equal odds the defender) is totally
    // defeated; 30 points per half battalion; victorious attacking infantry loses only the
    // approach fire; T recovers in 5 / 10 moves with two blocks turned (Section 4).
    let r = rules();
    let d = decided(
        &r,
        &input(DieId::I, CombatSide::Attacker, 6, inf(2), inf(2)),
    );
    assert_eq!(
        (d.winner, d.beaten, d.printed_letter, d.letter),
        (
            CombatSide::Attacker,
            CombatSide::Defender,
            DefeatLetter::T,
            DefeatLetter::T
        )
    );
    assert_eq!(
        (d.loser_losses_per_block, d.loser_losses, d.winner_losses),
        (30.0, 60.0, 0.0)
    );
    assert_eq!(
        (d.recovery.defend, d.recovery.attack, d.blocks_turned),
        (5, 10, 2)
    );
    assert!(d.retreat.contains("250"));
}

#[test]
fn every_face_of_every_die_maps_circles_to_sides() {
    // "The Dice": A beats the favoured side, O the other; blank faces are thrown again.
    let r = rules();
    for &die in DieId::ALL {
        for favoured in CombatSide::BOTH {
            for face in 1..=6 {
                let i = input(die, favoured, face, inf(1), inf(1));
                let out = MeleeOutcome::resolve(&r, &i).unwrap();
                let printed = r.dice.face(die, Face::new(face).unwrap()).unwrap();
                match (printed.letter, out.result) {
                    (None, MeleeResult::ThrowAgain) => {}
                    (Some(letter), MeleeResult::Decided(d)) => {
                        let beaten = if printed.circle
                            == kriegsspiel::systems::reisswitz_1815::ruleset::Circle::A
                        {
                            favoured
                        } else {
                            favoured.other()
                        };
                        assert_eq!(
                            (d.beaten, d.printed_letter, d.letter),
                            (beaten, letter, letter),
                            "{die} {face}"
                        );
                        let expected = r.dice.losses.for_letter(letter).per_half_battalion;
                        assert_eq!(d.loser_losses, expected);
                    }
                    other => panic!("{die} face {face}: {other:?}"),
                }
            }
        }
    }
}

#[test]
fn second_line_turns_a_total_defeat_of_cavalry_into_a_repulse() {
    // Section 4 — Influences of a Second Line (A) and The Outcome (1): a line with a second
    // line behind it is only repulsed whatever the die; losses follow the letter.
    let r = rules();
    let mut defender = cav(4);
    defender.second_line = true;
    let i = input(DieId::I, CombatSide::Attacker, 6, cav(4), defender);
    let d = decided(&r, &i);
    assert_eq!(
        (d.printed_letter, d.letter),
        (DefeatLetter::T, DefeatLetter::R)
    );
    assert_eq!(d.loser_losses, 24.0); // 6 per squadron
    assert_eq!(d.winner_losses, 12.0); // half of R losses (table note)
    assert_eq!(d.blocks_turned, 1);
    assert!(d.retreat.contains("behind its second line"));
    // Without the second line: T, 12 per squadron, the winner a third.
    let d = decided(
        &r,
        &input(DieId::I, CombatSide::Attacker, 6, cav(4), cav(4)),
    );
    assert_eq!(
        (d.letter, d.loser_losses, d.winner_losses),
        (DefeatLetter::T, 48.0, 16.0)
    );
    assert!(d.retreat.contains("900"));
    assert!(d.pursuit.contains("move 2: 500"));
}

#[test]
fn cavalry_winner_losses_follow_the_option() {
    // Table note (default): ½ after R or D, ⅓ after T; Section 4: always ½.
    let mut r = rules();
    let i = input(
        DieId::I,
        CombatSide::Attacker,
        6,
        MeleeParty::new(CombatArm::HeavyCavalry, 2),
        cav(2),
    );
    assert_eq!(decided(&r, &i).winner_losses, 8.0);
    r.set_option("cavalry_winner_losses", "half_always")
        .unwrap();
    assert_eq!(decided(&r, &i).winner_losses, 12.0);
    assert!(decided(&r, &i).pursuit.contains("move 2: 400"));
}

#[test]
fn cavalry_beaten_by_infantry_is_only_repulsed() {
    // Section 4 — Cavalry Against Two Battalions or More; Cavalry v Infantry in Close Order (9):
    // Die III for the square, face 6 (O T) beats the cavalry: only R, 6 per squadron; the
    // square's defenders lose 10 per half battalion.
    let r = rules();
    let d = decided(
        &r,
        &input(DieId::III, CombatSide::Defender, 6, cav(2), inf(2)),
    );
    assert_eq!(
        (d.beaten, d.printed_letter, d.letter),
        (CombatSide::Attacker, DefeatLetter::T, DefeatLetter::R)
    );
    assert_eq!((d.loser_losses, d.winner_losses), (12.0, 20.0));
}

#[test]
fn infantry_beaten_by_cavalry_is_totally_defeated() {
    // Section 4 — Cavalry Against an Infantry Line with Secure Flanks: always T (default);
    // option: one step worse. The cavalry loses 6 per squadron even when it wins.
    let mut r = rules();
    let i = input(DieId::III, CombatSide::Defender, 1, cav(2), inf(2)); // face 1: A R
    let d = decided(&r, &i);
    assert_eq!(
        (d.beaten, d.printed_letter, d.letter),
        (CombatSide::Defender, DefeatLetter::R, DefeatLetter::T)
    );
    assert_eq!((d.loser_losses, d.winner_losses), (60.0, 12.0));
    // A second line does not save infantry broken by cavalry from a total defeat.
    let mut square = inf(2);
    square.second_line = true;
    assert_eq!(
        decided(
            &r,
            &input(DieId::III, CombatSide::Defender, 1, cav(2), square)
        )
        .letter,
        DefeatLetter::T
    );
    r.set_option("infantry_beaten_by_cavalry", "appendix_one_worse")
        .unwrap();
    assert_eq!(decided(&r, &i).letter, DefeatLetter::D);
}

#[test]
fn infantry_lines_and_mass_columns() {
    // Section 4 — Infantry Attacks: a beaten line is at least D; mass columns that fail go
    // one step worse (R → D, D → T).
    let r = rules();
    let mut line = inf(2);
    line.formation = MeleeFormation::Line;
    let d = decided(&r, &input(DieId::I, CombatSide::Attacker, 4, inf(2), line)); // O R
    assert_eq!(
        (d.printed_letter, d.letter, d.loser_losses),
        (DefeatLetter::R, DefeatLetter::D, 50.0)
    );
    let mut mass = inf(4);
    mass.formation = MeleeFormation::MassColumns;
    let d = decided(&r, &input(DieId::II, CombatSide::Attacker, 2, mass, line)); // A R
    assert_eq!(
        (d.beaten, d.letter),
        (CombatSide::Attacker, DefeatLetter::D)
    );
    let d = decided(&r, &input(DieId::I, CombatSide::Attacker, 2, mass, line)); // A D
    assert_eq!(d.letter, DefeatLetter::T);
    // A line with a second line is still only repulsed.
    line.second_line = true;
    let d = decided(&r, &input(DieId::I, CombatSide::Attacker, 5, inf(2), line)); // O D
    assert_eq!(d.letter, DefeatLetter::R);
}

#[test]
fn defiles_and_combined_arms_are_only_repulsed() {
    // Section 4 — Strongholds, Notes to the Table; Infantry & Cavalry versus Infantry (2).
    let r = rules();
    let mut holders = inf(2);
    holders.defending_defile = true;
    assert_eq!(
        decided(
            &r,
            &input(DieId::I, CombatSide::Attacker, 6, inf(2), holders)
        )
        .letter,
        DefeatLetter::R
    );
    let mut combined = inf(2);
    combined.combined_arms = true;
    let d = decided(
        &r,
        &input(DieId::II, CombatSide::Attacker, 2, combined, inf(2)),
    ); // A R → attacker beaten
    assert_eq!(
        (d.beaten, d.letter),
        (CombatSide::Attacker, DefeatLetter::R)
    );
    let d = decided(
        &r,
        &input(DieId::I, CombatSide::Attacker, 1, combined, inf(2)),
    ); // A T
    assert_eq!(d.letter, DefeatLetter::R);
}

#[test]
fn skirmishers_woods_artillery_and_recovery_option() {
    let mut r = rules();
    // Skirmishers: the infantry figure per two skirmish blocks; successful defending
    // skirmishers lose 5 per block (Section 4 — Recording Losses).
    let d = decided(
        &r,
        &input(
            DieId::I,
            CombatSide::Attacker,
            1,
            MeleeParty::new(CombatArm::Skirmishers, 4),
            MeleeParty::new(CombatArm::Skirmishers, 2),
        ),
    );
    assert_eq!((d.loser_losses, d.winner_losses), (60.0, 10.0));
    assert!(d.retreat.contains("400"));
    // Woods: a quarter of the losses (Section 4 — Infantry versus Infantry in Broken Ground (3)).
    let mut i = input(DieId::I, CombatSide::Attacker, 6, inf(2), inf(2));
    i.in_woods = true;
    assert_eq!(decided(&r, &i).loser_losses, 15.0);
    // A beaten battery is taken.
    let d = decided(
        &r,
        &input(
            DieId::III,
            CombatSide::Attacker,
            6,
            cav(1),
            MeleeParty::new(CombatArm::Artillery, 2),
        ),
    );
    assert_eq!(d.loser_losses, 0.0);
    assert!(d.retreat.contains("taken"));
    // Recovery times by the dice summary box with its "& then" (L2342–2344).
    r.set_option("recovery_times", "dice_summary_then").unwrap();
    let d = decided(
        &r,
        &input(DieId::I, CombatSide::Attacker, 5, inf(2), inf(2)),
    );
    assert_eq!(
        (d.letter, d.recovery.defend, d.recovery.attack),
        (DefeatLetter::D, 5, 10)
    );
}

#[test]
fn blank_faces_and_bad_parties() {
    let r = rules();
    let out = MeleeOutcome::resolve(
        &r,
        &input(DieId::II, CombatSide::Attacker, 1, inf(1), inf(1)),
    )
    .unwrap();
    assert_eq!(out.result, MeleeResult::ThrowAgain);
    assert!(out.explain().contains("throw again"));
    assert!(
        MeleeOutcome::resolve(
            &r,
            &input(DieId::I, CombatSide::Attacker, 1, inf(0), inf(1))
        )
        .is_err()
    );
    // The flame is reported with the face (Die I face 2).
    let out = MeleeOutcome::resolve(
        &r,
        &input(DieId::I, CombatSide::Attacker, 2, inf(1), inf(1)),
    )
    .unwrap();
    assert!(out.printed.flame);
    assert!(out.explain().contains("flame"));
}

#[test]
fn tests_thrown_outside_a_melee() {
    // Reference §6 "Tests": canister morale Die II for the battery; surprise Die I, with
    // artillery Die II; combined arms Die I; encirclement Die III at three times the strength.
    let r = rules();
    let f = |n, d| ExactFraction::new(n, d).unwrap();
    for (id, die, p) in [
        ("canister_morale", DieId::II, f(3, 5)),
        ("surprise", DieId::I, f(1, 2)),
        ("surprise_with_artillery", DieId::II, f(3, 5)),
        ("combined_arms", DieId::I, f(1, 2)),
        ("isolated_battalion_battery", DieId::III, f(2, 3)),
        ("isolated_battalion_half_battery", DieId::II, f(3, 5)),
    ] {
        let t = TestWorksheet::compute(&r, id, None).unwrap();
        assert_eq!(
            (t.test.die, t.favoured_wins, t.thrown),
            (die, p, true),
            "{id}"
        );
    }
    let t = TestWorksheet::compute(&r, "canister_morale", None).unwrap();
    let face = |n| Face::new(n).unwrap();
    assert_eq!(t.resolve(&r, face(1)).unwrap(), TestThrow::ThrowAgain);
    assert_eq!(t.resolve(&r, face(2)).unwrap(), TestThrow::FavouredLoses);
    assert_eq!(t.resolve(&r, face(4)).unwrap(), TestThrow::FavouredWins);
    let t = TestWorksheet::compute(&r, "encirclement", Some(3.0)).unwrap();
    assert_eq!((t.test.die, t.thrown), (DieId::III, true));
    assert_eq!(t.resolve(&r, face(3)).unwrap(), TestThrow::FavouredWins);
    let t = TestWorksheet::compute(&r, "encirclement", Some(2.5)).unwrap();
    assert!(!t.thrown);
    assert!(t.resolve(&r, face(3)).is_err());
    assert!(TestWorksheet::compute(&r, "encirclement", None).is_err());
    assert!(TestWorksheet::compute(&r, "encirclement", Some(f64::NAN)).is_err());
    assert!(TestWorksheet::compute(&r, "nonsense", None).is_err());
}
