//! Every cell of the close-combat tables, transcribed again here from the reference
//! (shared/rules/reisswitz-tables.md §6) so a slip in combat.toml fails a test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::rules;
use kriegsspiel::systems::reisswitz_1815::calc::{
    CombatVerdict, DefileWorksheet, InfantryMass, SquadronsWorksheet, StrongholdInput,
    StrongholdWorksheet, WavesWorksheet,
};
use kriegsspiel::systems::reisswitz_1815::dice::DieId;
use kriegsspiel::systems::reisswitz_1815::ruleset::{
    CombatSide, DefenceClass, DefileBattery, DefileOdds, InfantryShock, SquadronOdds,
    TroopCondition, WaveOdds,
};

fn die(s: &str) -> DieId {
    s.parse().expect("a roman numeral")
}

/// Section 4 — Unequal Numbers of Squadrons 1828; reference §6. Row = weaker side, entries
/// from equal numbers (n) upwards; "X" = beyond; the row ends where the draft is blank.
const SQUADRONS: [&str; 12] = [
    "I IV X",
    "I III IV V X",
    "I III III IV V V X",
    "I II III III IV IV V V X",
    "I II III III IV IV IV V V V X",
    "I II III III III IV IV IV V V V",
    "I I II III III III IV IV V V",
    "I I II II III III III IV IV",
    "I I II III III III IV IV",
    "I I II II III III III",
    "I I II II III III",
    "I I II II II",
];

#[test]
fn unequal_squadrons_every_cell() {
    let r = rules();
    let t = &r.combat.unequal_squadrons;
    for (i, row) in SQUADRONS.iter().enumerate() {
        let weaker = i as u32 + 1;
        let cells: Vec<&str> = row.split_whitespace().collect();
        for stronger in weaker..=16 {
            let k = (stronger - weaker) as usize;
            let expected = cells.get(k).copied();
            let got = t.cell(weaker, stronger);
            match expected {
                Some("X") => assert_eq!(got, Some(SquadronOdds::X), "{weaker} v {stronger}"),
                Some(d) => assert_eq!(
                    got.and_then(|c| c.die()),
                    Some(die(d)),
                    "{weaker} v {stronger}"
                ),
                None => assert_eq!(got, None, "{weaker} v {stronger} is blank"),
            }
        }
    }
    assert_eq!(t.rows.len(), 12);
    assert_eq!(t.cell(13, 13), None);
    assert_eq!(t.cell(6, 17), None);
}

#[test]
fn unequal_squadrons_worksheet_sides() {
    // Section 4 — Unequal Numbers of Squadrons; Appendix note: 3 v 2 is 2:1 (Die III).
    let r = rules();
    let w = SquadronsWorksheet::compute(&r, 2, 3).unwrap();
    assert_eq!(w.verdict.die(), Some(DieId::III));
    assert!(matches!(
        w.verdict,
        CombatVerdict::Throw {
            favoured: CombatSide::Defender,
            ..
        }
    ));
    let w = SquadronsWorksheet::compute(&r, 4, 4).unwrap();
    assert!(matches!(
        w.verdict,
        CombatVerdict::Throw {
            die: DieId::I,
            favoured: CombatSide::Attacker,
            ..
        }
    ));
    // X and beyond it: exceptional circumstances.
    let w = SquadronsWorksheet::compute(&r, 3, 1).unwrap();
    assert_eq!(
        w.verdict,
        CombatVerdict::Exceptional {
            favoured: CombatSide::Attacker
        }
    );
    let w = SquadronsWorksheet::compute(&r, 1, 9).unwrap();
    assert_eq!(
        w.verdict,
        CombatVerdict::Exceptional {
            favoured: CombatSide::Defender
        }
    );
    // Off the table where the draft is blank, and bad input.
    assert!(SquadronsWorksheet::compute(&r, 7, 17).is_err());
    assert!(SquadronsWorksheet::compute(&r, 13, 14).is_err());
    assert!(SquadronsWorksheet::compute(&r, 0, 3).is_err());
}

/// Section 4 — Cavalry v Infantry in Close Order; Appendix Three — Odds for Cavalry Attacks
/// on Infantry; reference §6. Columns: unshaken 1 bn, unshaken ½, shaken 1, shaken ½, badly
/// shaken 1, badly shaken ½; "-" = no chance.
const WAVES: [[&str; 6]; 4] = [
    ["-", "V", "VI", "III", "III", "II"],
    ["V V", "IV IV", "V V", "III III", "III III", "II II"],
    [
        "V V V",
        "IV IV IV",
        "V V V",
        "III III III",
        "III III III",
        "II II II",
    ],
    [
        "V V IV IV",
        "IV IV III III",
        "IV IV IV IV",
        "III III III III",
        "III III III III",
        "II II II II",
    ],
];

fn wave_odds(s: &str) -> WaveOdds {
    match s {
        "-" => WaveOdds::NoChance,
        "I" => WaveOdds::I,
        "II" => WaveOdds::II,
        "III" => WaveOdds::III,
        "IV" => WaveOdds::IV,
        "V" => WaveOdds::V,
        "VI" => WaveOdds::VI,
        other => panic!("{other}"),
    }
}

#[test]
fn cavalry_waves_every_cell() {
    let r = rules();
    let columns = [
        (InfantryShock::Unshaken, false),
        (InfantryShock::Unshaken, true),
        (InfantryShock::Shaken, false),
        (InfantryShock::Shaken, true),
        (InfantryShock::BadlyShaken, false),
        (InfantryShock::BadlyShaken, true),
    ];
    for (i, row) in WAVES.iter().enumerate() {
        let squadrons = i as u32 + 1;
        for (c, (shock, half)) in columns.iter().enumerate() {
            let expected: Vec<WaveOdds> = row[c].split_whitespace().map(wave_odds).collect();
            let table_row = r.combat.cavalry_waves.row(squadrons).unwrap();
            assert_eq!(
                table_row.column(*shock, *half),
                expected.as_slice(),
                "{squadrons} sqns, column {c}"
            );
            let mass = if *half {
                InfantryMass::HalfBattalion
            } else {
                InfantryMass::Battalions(1)
            };
            let w = WavesWorksheet::compute(&r, squadrons, *shock, mass).unwrap();
            let got: Vec<WaveOdds> = w.waves.iter().map(|w| w.odds).collect();
            assert_eq!(got, expected);
            for wave in &w.waves {
                // The odds are always against the cavalry (the attacker).
                match wave.verdict {
                    CombatVerdict::Throw { favoured, die, .. } => {
                        assert_eq!(favoured, CombatSide::Defender);
                        assert_eq!(Some(die), wave.odds.die());
                    }
                    CombatVerdict::Exceptional { favoured } => {
                        assert_eq!(favoured, CombatSide::Defender);
                        assert_eq!(wave.odds, WaveOdds::VI);
                    }
                    CombatVerdict::Foregone { winner } => {
                        // "no chance", and "VI" under option die_vi = foregone (the default).
                        assert_eq!(winner, CombatSide::Defender);
                        assert!(matches!(wave.odds, WaveOdds::NoChance | WaveOdds::VI));
                    }
                    CombatVerdict::NoAttack { .. } => panic!("no wave is refused outright"),
                }
                // Two waves a move.
                assert_eq!(wave.attack_move, wave.wave.div_ceil(2));
            }
            assert_eq!(w.losses_per_wave, 6.0, "6 points per squadron per attack");
        }
    }
}

#[test]
fn cavalry_waves_against_larger_masses() {
    // Section 4 — Cavalry v Infantry in Close Order (10): 2–3 battalions need waves of 4,
    // 4–6 battalions waves of 8; then the one-battalion column.
    let r = rules();
    let w = WavesWorksheet::compute(&r, 8, InfantryShock::Unshaken, InfantryMass::Battalions(3))
        .unwrap();
    assert_eq!(w.wave_squadrons, 4);
    assert_eq!(
        w.waves.iter().map(|w| w.odds).collect::<Vec<_>>(),
        vec![WaveOdds::V, WaveOdds::V]
    );
    assert_eq!(w.losses_per_wave, 24.0);
    let w = WavesWorksheet::compute(
        &r,
        17,
        InfantryShock::BadlyShaken,
        InfantryMass::Battalions(5),
    )
    .unwrap();
    assert_eq!(w.wave_squadrons, 8);
    assert_eq!(w.waves.len(), 2);
    assert_eq!(w.squadrons_left_over, 1);
    assert!(
        WavesWorksheet::compute(&r, 3, InfantryShock::Shaken, InfantryMass::Battalions(2)).is_err()
    );
    assert!(
        WavesWorksheet::compute(&r, 40, InfantryShock::Shaken, InfantryMass::Battalions(7))
            .is_err()
    );
    // More than four waves: the table's four, the rest beyond it.
    let w = WavesWorksheet::compute(&r, 6, InfantryShock::Unshaken, InfantryMass::Battalions(1))
        .unwrap();
    assert_eq!(w.waves.len(), 4);
    assert_eq!(w.waves_beyond_table, 2);
    assert!(
        WavesWorksheet::compute(&r, 0, InfantryShock::Unshaken, InfantryMass::HalfBattalion)
            .is_err()
    );
}

/// Appendix Three — Attacks on Defended Positions; Section 4 — Attack and Defence of
/// Strongholds; reference §6. Columns: light held 2, light held 1, strong held 2, strong
/// held 1, fortified held 2, fortified held 1; "*" = attacker's favour.
const STRONGHOLDS: [(TroopCondition, u32, [&str; 6]); 8] = [
    (
        TroopCondition::Fresh,
        1,
        ["II", "I", "III", "II", "V", "II"],
    ),
    (TroopCondition::Fresh, 2, ["I", "I", "II", "I", "III", "II"]),
    (
        TroopCondition::Fresh,
        3,
        ["II*", "II*", "I", "II*", "I", "I"],
    ),
    (
        TroopCondition::Fresh,
        4,
        ["III*", "III*", "II*", "III*", "II*", "II*"],
    ),
    (
        TroopCondition::Fresh,
        5,
        ["IV*", "IV*", "III*", "IV*", "III*", "III*"],
    ),
    (
        TroopCondition::Tired,
        1,
        ["II", "I", "III", "II", "V", "II"],
    ),
    (
        TroopCondition::Tired,
        2,
        ["II", "II", "III", "II", "V", "III"],
    ),
    (
        TroopCondition::Tired,
        3,
        ["III", "III", "IV", "III", "V", "IV"],
    ),
];

#[test]
fn strongholds_every_cell() {
    let r = rules();
    let columns = [
        (DefenceClass::Light, true),
        (DefenceClass::Light, false),
        (DefenceClass::Strong, true),
        (DefenceClass::Strong, false),
        (DefenceClass::Fortified, true),
        (DefenceClass::Fortified, false),
    ];
    for (troops, attack, cells) in STRONGHOLDS {
        for (c, (class, held)) in columns.iter().enumerate() {
            let text = cells[c];
            let (roman, favours) = match text.strip_suffix('*') {
                Some(r) => (r, CombatSide::Attacker),
                None => (text, CombatSide::Defender),
            };
            let input = StrongholdInput {
                class: *class,
                held_two_moves: *held,
                troops,
                attack,
                defenders_under_strength: false,
                attacker_quarters_short: 0,
            };
            let w = StrongholdWorksheet::compute(&r, &input).unwrap();
            assert_eq!(w.cell.die, die(roman), "{troops:?} {attack} column {c}");
            assert_eq!(w.cell.favours, favours, "{troops:?} {attack} column {c}");
            // Die I counts the attacker as favoured (equal odds), otherwise the printed side.
            let expected_side = if die(roman) == DieId::I {
                CombatSide::Attacker
            } else {
                favours
            };
            assert!(
                matches!(w.verdict, CombatVerdict::Throw { die: d, favoured, .. } if d == die(roman) && favoured == expected_side),
                "{troops:?} {attack} column {c}: {:?}",
                w.verdict
            );
        }
    }
    // Losses: 15 per block when the attack fails, 18 when it succeeds.
    let w = StrongholdWorksheet::compute(
        &r,
        &StrongholdInput {
            class: DefenceClass::Strong,
            held_two_moves: true,
            troops: TroopCondition::Fresh,
            attack: 1,
            defenders_under_strength: false,
            attacker_quarters_short: 0,
        },
    )
    .unwrap();
    assert_eq!(
        (w.defender_losses_if_repulsed, w.defender_losses_if_taken),
        (15.0, 18.0)
    );
}

#[test]
fn strongholds_under_strength_and_limits() {
    // Section 4 — Insufficient Troops: defenders a third short +1 to the attack; attackers −1
    // per quarter short.
    let r = rules();
    let base = StrongholdInput {
        class: DefenceClass::Strong,
        held_two_moves: true,
        troops: TroopCondition::Fresh,
        attack: 1,
        defenders_under_strength: true,
        attacker_quarters_short: 0,
    };
    // III for the defender (−2) + 1 → Die II for the defender.
    let w = StrongholdWorksheet::compute(&r, &base).unwrap();
    assert_eq!(w.net_attacker_points, -1);
    assert!(matches!(
        w.verdict,
        CombatVerdict::Throw {
            die: DieId::II,
            favoured: CombatSide::Defender,
            ..
        }
    ));
    // Fortified, held 2, fresh 1 = V (−4), attackers two quarters short: −6 → foregone.
    let w = StrongholdWorksheet::compute(
        &r,
        &StrongholdInput {
            class: DefenceClass::Fortified,
            defenders_under_strength: false,
            attacker_quarters_short: 2,
            ..base
        },
    )
    .unwrap();
    assert_eq!(
        w.verdict,
        CombatVerdict::Foregone {
            winner: CombatSide::Defender
        }
    );
    assert!(StrongholdWorksheet::compute(&r, &StrongholdInput { attack: 6, ..base }).is_err());
    assert!(
        StrongholdWorksheet::compute(
            &r,
            &StrongholdInput {
                attack: 4,
                troops: TroopCondition::Tired,
                ..base
            }
        )
        .is_err()
    );
    assert!(StrongholdWorksheet::compute(&r, &StrongholdInput { attack: 0, ..base }).is_err());
    assert!(
        StrongholdWorksheet::compute(
            &r,
            &StrongholdInput {
                attacker_quarters_short: 4,
                ..base
            }
        )
        .is_err()
    );
}

/// Section 3 — Debouching from a Defile; Appendix Three; reference §6.
const DEFILE: [(DefileBattery, u32, &str, &str); 8] = [
    (DefileBattery::HalfSixPounder, 400, "impossible", "III"),
    (DefileBattery::HalfSixPounder, 600, "III", "II"),
    (DefileBattery::SixPounder, 600, "impossible", "V"),
    (DefileBattery::SixPounder, 800, "V", "IV"),
    (DefileBattery::HalfTwelvePounder, 500, "impossible", "III"),
    (DefileBattery::HalfTwelvePounder, 800, "III", "II"),
    (DefileBattery::TwelvePounder, 800, "impossible", "V"),
    (DefileBattery::TwelvePounder, 1000, "V", "IV"),
];

#[test]
fn defile_every_cell() {
    let r = rules();
    for (battery, paces, good, bad) in DEFILE {
        for (effect_good, text) in [(true, good), (false, bad)] {
            let w = DefileWorksheet::compute(&r, battery, f64::from(paces), effect_good).unwrap();
            assert_eq!(w.row_paces, paces);
            if text == "impossible" {
                assert_eq!(w.odds, DefileOdds::Impossible);
                assert!(matches!(w.verdict, CombatVerdict::NoAttack { .. }));
            } else {
                assert_eq!(
                    w.odds.die(),
                    Some(die(text)),
                    "{battery:?} {paces} {effect_good}"
                );
                // Against the debouching troops: in the battery's (defender's) favour.
                assert!(matches!(
                    w.verdict,
                    CombatVerdict::Throw {
                        favoured: CombatSide::Defender,
                        ..
                    }
                ));
            }
        }
    }
    // Between the rows: the farther row; beyond the last: not in the table.
    let w = DefileWorksheet::compute(&r, DefileBattery::HalfSixPounder, 500.0, true).unwrap();
    assert_eq!(w.odds, DefileOdds::III);
    let w = DefileWorksheet::compute(&r, DefileBattery::TwelvePounder, 100.0, false).unwrap();
    assert_eq!(w.odds, DefileOdds::V);
    assert!(DefileWorksheet::compute(&r, DefileBattery::SixPounder, 801.0, true).is_err());
    assert!(DefileWorksheet::compute(&r, DefileBattery::SixPounder, f64::NAN, true).is_err());
    assert!(DefileWorksheet::compute(&r, DefileBattery::SixPounder, -1.0, true).is_err());
}

#[test]
fn base_cases_match_section_four() {
    // Section 4 — Step One and the arm-by-arm rules; reference §6: (id, die, favoured side).
    let r = rules();
    let cases: [(&str, Option<&str>, CombatSide); 29] = [
        ("equal_arms", Some("I"), CombatSide::Attacker),
        (
            "infantry_line_v_mass_columns",
            Some("II"),
            CombatSide::Attacker,
        ),
        ("cavalry_v_column_1_sqn", Some("V"), CombatSide::Defender),
        ("cavalry_v_column_2_sqns", Some("III"), CombatSide::Defender),
        (
            "cavalry_v_column_3_4_sqns",
            Some("II"),
            CombatSide::Defender,
        ),
        ("cavalry_12_sqns_v_6_bns", Some("III"), CombatSide::Defender),
        ("cavalry_8_sqns_v_6_bns", Some("IV"), CombatSide::Defender),
        ("cavalry_4_sqns_v_6_bns", Some("V"), CombatSide::Defender),
        ("cavalry_v_line_1_sqn", Some("V"), CombatSide::Defender),
        ("cavalry_v_line_2_sqns", Some("IV"), CombatSide::Defender),
        ("cavalry_v_line_3_4_sqns", Some("III"), CombatSide::Defender),
        ("cavalry_v_skirmishers", Some("V"), CombatSide::Attacker),
        (
            "combined_1_sqn_good_ground",
            Some("II"),
            CombatSide::Attacker,
        ),
        (
            "combined_2_sqns_good_ground",
            Some("III"),
            CombatSide::Attacker,
        ),
        (
            "combined_2_sqns_poor_ground",
            Some("II"),
            CombatSide::Attacker,
        ),
        (
            "combined_3_sqns_poor_ground",
            Some("III"),
            CombatSide::Attacker,
        ),
        ("cavalry_v_battery_front", Some("II"), CombatSide::Defender),
        (
            "cavalry_1_sqn_v_isolated_battery",
            Some("II"),
            CombatSide::Defender,
        ),
        ("foot_battery_flank_rear", None, CombatSide::Attacker),
        ("horse_battery_flank_rear", None, CombatSide::Attacker),
        ("isolated_battery_front_spread", None, CombatSide::Attacker),
        (
            "isolated_battery_front_half_bn",
            Some("III"),
            CombatSide::Attacker,
        ),
        (
            "isolated_battery_front_less",
            Some("II"),
            CombatSide::Attacker,
        ),
        (
            "isolated_battery_front_confined",
            Some("II"),
            CombatSide::Defender,
        ),
        (
            "battery_defends_flanks_spread",
            Some("I"),
            CombatSide::Attacker,
        ),
        (
            "battery_defends_flanks_confined",
            Some("III"),
            CombatSide::Defender,
        ),
        (
            "skirmishers_v_infantry_with_artillery",
            Some("II"),
            CombatSide::Defender,
        ),
        (
            "mass_v_infantry_with_artillery_after_skirmish_win",
            Some("I"),
            CombatSide::Attacker,
        ),
        (
            "mass_v_infantry_with_artillery_after_skirmish_loss",
            Some("III"),
            CombatSide::Defender,
        ),
    ];
    for (id, d, side) in cases {
        let case = r.combat.base_case(id).unwrap();
        match d {
            Some(d) => {
                assert_eq!(case.die, Some(die(d)), "{id}");
                assert_eq!(case.favours, Some(side), "{id}");
            }
            None => assert_eq!(case.foregone, Some(side), "{id}"),
        }
        assert!(!case.source.as_str().is_empty());
    }
    assert_eq!(
        r.combat
            .base_case("cavalry_second_line_pursuit")
            .unwrap()
            .die,
        Some(DieId::III)
    );
    assert_eq!(r.combat.base_cases.len(), 30);
    assert!(r.combat.base_case("no_such_case").is_err());
}
