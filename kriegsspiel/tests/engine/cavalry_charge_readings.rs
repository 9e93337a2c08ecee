//! Option `cavalry_v_square` (reference §6 "Squares: two tables", §11): which rule decides
//! cavalry charging formed infantry. Each case names the draft's line it rests on.

use kriegsspiel::systems::reisswitz_1815::calc::{
    ChargeRule, ChargeWorksheet, ChargedFormation, CombatVerdict, InfantryMass,
};
use kriegsspiel::systems::reisswitz_1815::dice::DieId;
use kriegsspiel::systems::reisswitz_1815::ruleset::{
    CavalryVSquare, CombatSide, InfantryShock, Ruleset,
};

fn with_option(reading: &str) -> Ruleset {
    let mut r = Ruleset::reisswitz_1815().unwrap();
    r.set_option("cavalry_v_square", reading).unwrap();
    r
}

/// What a charge comes to: the waves' dice, or the base case and its die, or the umpire.
#[derive(Debug, PartialEq)]
enum Expect {
    Waves(&'static [&'static str]),
    Case(&'static str, DieId),
    Umpire,
}

/// What the worksheet came to, in the same terms as [`Expect`].
#[derive(Debug, PartialEq)]
enum Got {
    Waves(Vec<&'static str>),
    Case(String, DieId),
    Umpire,
}

impl PartialEq<Expect> for Got {
    fn eq(&self, other: &Expect) -> bool {
        match (self, other) {
            (Got::Waves(got), Expect::Waves(want)) => got.as_slice() == *want,
            (Got::Case(got, d), Expect::Case(want, e)) => got == want && d == e,
            (Got::Umpire, Expect::Umpire) => true,
            _ => false,
        }
    }
}

fn outcome(w: &ChargeWorksheet) -> Got {
    match &w.rule {
        ChargeRule::Waves { worksheet } => {
            Got::Waves(worksheet.waves.iter().map(|t| t.odds.label()).collect())
        }
        ChargeRule::BaseCase { case, verdict } => match verdict {
            CombatVerdict::Throw { die, favoured, .. } => {
                assert_eq!(
                    *favoured,
                    CombatSide::Defender,
                    "{case}: odds against the cavalry"
                );
                Got::Case(case.clone(), *die)
            }
            other => panic!("{case}: {other:?}"),
        },
        ChargeRule::UmpireDecides { question } => {
            assert!(question.contains("L1087–1095"), "{question}");
            Got::Umpire
        }
    }
}

#[test]
fn the_default_is_the_waves_table_for_squares() {
    assert_eq!(
        Ruleset::reisswitz_1815().unwrap().options.cavalry_v_square,
        CavalryVSquare::WavesTable
    );
}

#[test]
fn each_reading_picks_its_rule_for_each_formation() {
    use ChargedFormation::{AttackColumn, Line, Square};
    use DieId::{II, III, IV, V};
    use Expect::{Case, Umpire, Waves};
    let one = InfantryMass::Battalions(1);
    let half = InfantryMass::HalfBattalion;
    let six = InfantryMass::Battalions(6);
    // (reading, formation, squadrons, mass, expected; the draft's line)
    let cases = [
        // Waves table for squares: one unshaken battalion, 1 no chance, 2 V V, 3 V V V,
        // 4 V V IV IV (L3226–3358; the worked case of three squadrons, L967).
        ("waves_table", Square, 2, one, Waves(&["V", "V"])),
        ("waves_table", Square, 3, one, Waves(&["V", "V", "V"])),
        (
            "waves_table",
            Square,
            4,
            one,
            Waves(&["V", "V", "IV", "IV"]),
        ),
        ("waves_table", Square, 1, half, Waves(&["V"])),
        // Attack columns keep the base cases under the default (L1089–1093, example L953).
        (
            "waves_table",
            AttackColumn,
            1,
            one,
            Case("cavalry_v_column_1_sqn", V),
        ),
        (
            "waves_table",
            AttackColumn,
            2,
            one,
            Case("cavalry_v_column_2_sqns", III),
        ),
        (
            "waves_table",
            AttackColumn,
            4,
            one,
            Case("cavalry_v_column_3_4_sqns", II),
        ),
        // More than four squadrons only renew the attack (L1095).
        (
            "waves_table",
            AttackColumn,
            7,
            one,
            Case("cavalry_v_column_3_4_sqns", II),
        ),
        // Lines with secure flanks: 3–4 III, 2 IV, 1 V (L1111–1115).
        (
            "waves_table",
            Line,
            3,
            one,
            Case("cavalry_v_line_3_4_sqns", III),
        ),
        (
            "waves_table",
            Line,
            2,
            one,
            Case("cavalry_v_line_2_sqns", IV),
        ),
        ("waves_table", Line, 1, one, Case("cavalry_v_line_1_sqn", V)),
        // Under base_cases squares read the column cases: 3–4 II, 2 III, 1 V (L1087–1095).
        (
            "base_cases",
            Square,
            1,
            one,
            Case("cavalry_v_column_1_sqn", V),
        ),
        (
            "base_cases",
            Square,
            2,
            one,
            Case("cavalry_v_column_2_sqns", III),
        ),
        (
            "base_cases",
            Square,
            3,
            one,
            Case("cavalry_v_column_3_4_sqns", II),
        ),
        // Six battalions: 12 squadrons III, 8 IV, 4 V (L1099, L1105, L1107).
        (
            "base_cases",
            Square,
            12,
            six,
            Case("cavalry_12_sqns_v_6_bns", III),
        ),
        (
            "base_cases",
            Square,
            8,
            six,
            Case("cavalry_8_sqns_v_6_bns", IV),
        ),
        (
            "waves_table",
            AttackColumn,
            4,
            six,
            Case("cavalry_4_sqns_v_6_bns", V),
        ),
        // The base cases have nothing for a half battalion or for 6 squadrons against six
        // battalions: the umpire decides, the engine invents no die.
        ("base_cases", Square, 2, half, Umpire),
        ("base_cases", Square, 6, six, Umpire),
        ("waves_table", Line, 2, half, Umpire),
    ];
    for (reading, formation, squadrons, mass, expected) in cases {
        let r = with_option(reading);
        let w = ChargeWorksheet::compute(&r, formation, squadrons, InfantryShock::Unshaken, mass)
            .unwrap_or_else(|e| panic!("{reading} {formation:?} {squadrons}: {e}"));
        assert_eq!(
            outcome(&w),
            expected,
            "{reading}: {squadrons} squadron(s) against {formation:?} {mass:?}"
        );
        assert!(
            w.steps[0]
                .detail
                .contains(&format!("cavalry_v_square = {reading}")),
            "the working names the reading: {}",
            w.steps[0].detail
        );
    }
}

#[test]
fn one_squadron_against_an_unshaken_square_has_no_chance_only_by_the_waves_table() {
    // The waves table: 1 squadron against one unshaken battalion, "no chance" (L3241–3242);
    // the base cases give it Die V (L1093).
    let w = ChargeWorksheet::compute(
        &with_option("waves_table"),
        ChargedFormation::Square,
        1,
        InfantryShock::Unshaken,
        InfantryMass::Battalions(1),
    )
    .unwrap();
    let ChargeRule::Waves { worksheet } = &w.rule else {
        panic!("{:?}", w.rule)
    };
    assert!(
        matches!(
            worksheet.waves[0].verdict,
            CombatVerdict::Foregone {
                winner: CombatSide::Defender
            }
        ),
        "{:?}",
        worksheet.waves[0]
    );
}

#[test]
fn shaken_squares_under_the_base_cases_point_to_step_three() {
    // The base cases are for a charge without preparation (L953, L1089): shaken infantry is a
    // circumstance of step three; the waves table has its own shaken columns (L969).
    let w = ChargeWorksheet::compute(
        &with_option("base_cases"),
        ChargedFormation::Square,
        2,
        InfantryShock::BadlyShaken,
        InfantryMass::Battalions(1),
    )
    .unwrap();
    assert!(w.steps.iter().any(|s| s.detail.contains("badly_shaken")));
    let waves = ChargeWorksheet::compute(
        &with_option("waves_table"),
        ChargedFormation::Square,
        2,
        InfantryShock::BadlyShaken,
        InfantryMass::Battalions(1),
    )
    .unwrap();
    assert_eq!(
        outcome(&waves),
        Expect::Waves(&["III", "III"]),
        "L3226–3358"
    );
}

#[test]
fn no_squadrons_is_refused() {
    let r = with_option("waves_table");
    assert!(
        ChargeWorksheet::compute(
            &r,
            ChargedFormation::Square,
            0,
            InfantryShock::Unshaken,
            InfantryMass::Battalions(1)
        )
        .is_err()
    );
}
