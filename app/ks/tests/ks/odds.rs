//! `ks odds`: the odds worksheet and the small combat worksheets from the command line
//! (Section 4 — Rules for Assaults; reference §5–§6).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support;
use support::{json, ks};

/// Runs `ks` with `args`; returns (exit code, stdout, stderr).

#[test]
fn worksheet_in_text_explains_each_step() {
    // 900 v 750 = 1/5 → +1; defenders shaken +1; artillery support for the attacker +1: Die IV.
    let (code, out, err) = ks(&[
        "odds",
        "--attacker-men",
        "900",
        "--defender-men",
        "750",
        "--shift",
        "shaken=defender",
        "--shift",
        "artillery_support=attacker",
    ]);
    assert_eq!(code, 0, "{err}");
    for needle in [
        "(900 − 750) / 750 = 1/5",
        "Section 4 — Step Two",
        "Shaken Troops",
        "Net index: +3 for the attacker",
        "Die IV (3:1) in the attacker's favour",
        "3/4",
    ] {
        assert!(out.contains(needle), "missing '{needle}' in:\n{out}");
    }
}

#[test]
fn worksheet_as_json() {
    let v = json(&["odds", "--attacker-men", "600", "--defender-men", "1000"]);
    let w = &v["worksheet"];
    assert_eq!(w["net_attacker_points"], -3);
    assert_eq!(w["verdict"]["kind"], "throw");
    assert_eq!(w["verdict"]["die"], "IV");
    assert_eq!(w["verdict"]["favoured"], "defender");
    assert_eq!(w["verdict"]["favoured_wins"], serde_json::json!([3, 4]));
    assert_eq!(w["strength"]["difference"], serde_json::json!([2, 3]));
    assert!(
        w["steps"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["source"].is_string())
    );
    // Squadrons count 150; equal odds: the attacker is "A".
    let v = json(&["odds", "--attacker-squadrons", "2", "--defender-men", "300"]);
    assert_eq!(v["worksheet"]["verdict"]["die"], "I");
    assert_eq!(v["worksheet"]["verdict"]["favoured"], "attacker");
}

#[test]
fn base_cases_umpire_shifts_and_options() {
    let v = json(&[
        "odds",
        "--base",
        "cavalry_v_column_2_sqns",
        "--shift",
        "umpire_judgement=+1",
    ]);
    assert_eq!(v["worksheet"]["verdict"]["die"], "II");
    assert_eq!(v["worksheet"]["verdict"]["favoured"], "defender");
    let v = json(&["odds", "--base", "foot_battery_flank_rear"]);
    assert_eq!(v["worksheet"]["verdict"]["kind"], "foregone");
    // The slope option changes a circumstance (Section 4 v the appendix summary box).
    let args = [
        "odds",
        "--attacker-men",
        "300",
        "--defender-men",
        "300",
        "--shift",
        "cavalry_downhill_5_10=attacker",
    ];
    assert_eq!(json(&args)["worksheet"]["net_attacker_points"], -2);
    let mut with_option = args.to_vec();
    with_option.extend(["--option", "cavalry_slope=summary_box"]);
    assert_eq!(json(&with_option)["worksheet"]["net_attacker_points"], -1);
    // The appendix grid as the non-default reading.
    let v = json(&[
        "odds",
        "--attacker-men",
        "900",
        "--defender-men",
        "1500",
        "--option",
        "strength_difference=appendix_matrix",
    ]);
    assert_eq!(v["worksheet"]["verdict"]["die"], "V");
}

#[test]
fn bad_values_exit_2_naming_the_allowed_ones() {
    let (code, _, err) = ks(&[
        "odds",
        "--attacker-men",
        "900",
        "--defender-men",
        "750",
        "--shift",
        "bogus=+1",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("canister_preparation") && err.contains("victorious_last_move"),
        "{err}"
    );
    let (code, _, err) = ks(&[
        "odds",
        "--attacker-men",
        "900",
        "--defender-men",
        "900",
        "--shift",
        "shaken=+9",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("K from 1 to 5"), "{err}");
    let (code, _, err) = ks(&[
        "odds",
        "--attacker-men",
        "900",
        "--defender-men",
        "900",
        "--base",
        "nope",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("equal_arms"), "{err}");
    let (code, _, err) = ks(&[
        "odds",
        "--attacker-men",
        "900",
        "--defender-men",
        "900",
        "--shift",
        "canister_on_advance=defender",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("attacker only"), "{err}");
    let (code, _, err) = ks(&["odds", "--attacker-men", "900"]);
    assert_eq!(code, 2);
    assert!(err.contains("both sides"), "{err}");
    let (code, _, _) = ks(&["odds", "--attacker-men", "-5", "--defender-men", "900"]);
    assert_eq!(code, 2);
    let (code, _, _) = ks(&[
        "odds",
        "--attacker-men",
        "900",
        "squadrons",
        "--attacker",
        "1",
        "--defender",
        "2",
    ]);
    assert_eq!(code, 2);
}

#[test]
fn small_worksheets() {
    // Section 4 — Unequal Numbers of Squadrons: 3 v 2 is Die III for the stronger.
    let v = json(&["odds", "squadrons", "--attacker", "3", "--defender", "2"]);
    assert_eq!(v["verdict"]["die"], "III");
    assert_eq!(v["verdict"]["favoured"], "attacker");
    // Cavalry against a shaken battalion, one squadron: "VI", beyond Die V.
    let v = json(&["odds", "waves", "--squadrons", "1", "--infantry", "shaken"]);
    assert_eq!(v["waves"][0]["odds"], "VI");
    // Option die_vi: a foregone conclusion by default (L824, L2949), the exceptional dice
    // under the other reading (L186–194).
    assert_eq!(v["waves"][0]["verdict"]["kind"], "foregone");
    let v = json(&[
        "--option",
        "die_vi=exceptional",
        "odds",
        "waves",
        "--squadrons",
        "1",
        "--infantry",
        "shaken",
    ]);
    assert_eq!(v["waves"][0]["verdict"]["kind"], "exceptional");
    let (code, out, _) = ks(&["odds", "waves", "--squadrons", "1"]);
    assert_eq!(code, 0);
    assert!(out.contains("no chance"), "{out}");
    // Strongholds: fortified, held 2 moves, fresh, first attack: Die V for the defenders.
    let v = json(&[
        "odds",
        "stronghold",
        "--defence",
        "fortified",
        "--held",
        "2",
    ]);
    assert_eq!(v["verdict"]["die"], "V");
    assert_eq!(v["verdict"]["favoured"], "defender");
    let v = json(&[
        "odds",
        "stronghold",
        "--defence",
        "light",
        "--held",
        "1",
        "--attack",
        "5",
    ]);
    assert_eq!(v["cell"], "IV*");
    // Defile: a 6-pdr battery at 600 paces with good effect: impossible.
    let v = json(&[
        "odds",
        "defile",
        "--battery",
        "6pdr",
        "--paces",
        "600",
        "--effect",
        "good",
    ]);
    assert_eq!(v["verdict"]["kind"], "no_attack");
    let (code, _, err) = ks(&[
        "odds",
        "defile",
        "--battery",
        "9pdr",
        "--paces",
        "600",
        "--effect",
        "good",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("half-6pdr"), "{err}");
    // Tests.
    let v = json(&["odds", "test", "canister_morale", "--face", "5"]);
    assert_eq!(v["result"], "favoured_wins");
    let (code, _, err) = ks(&["odds", "test", "nope"]);
    assert_eq!(code, 2);
    assert!(err.contains("encirclement"), "{err}");
    let (code, _, _) = ks(&["odds", "test", "encirclement"]);
    assert_eq!(code, 2);
}

#[test]
fn melee_applies_a_face() {
    // Cavalry with a second line, totally defeated by the die, is only repulsed.
    let v = json(&[
        "odds",
        "melee",
        "--die",
        "I",
        "--face",
        "6",
        "--attacker",
        "heavy-cavalry:3",
        "--defender",
        "light-cavalry:3:second-line",
    ]);
    let d = &v["outcome"]["result"];
    assert_eq!(d["kind"], "decided");
    assert_eq!(d["printed_letter"], "T");
    assert_eq!(d["letter"], "R");
    assert_eq!(d["loser_losses"], 18.0);
    assert_eq!(d["winner_losses"], 9.0);
    let (code, out, _) = ks(&[
        "odds",
        "melee",
        "--die",
        "II",
        "--face",
        "1",
        "--attacker",
        "infantry:2",
        "--defender",
        "infantry:2",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("throw again"), "{out}");
    let (code, _, err) = ks(&[
        "odds",
        "melee",
        "--die",
        "II",
        "--face",
        "7",
        "--attacker",
        "infantry:2",
        "--defender",
        "infantry:2",
    ]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = ks(&[
        "odds",
        "melee",
        "--die",
        "II",
        "--face",
        "3",
        "--attacker",
        "dragoons:2",
        "--defender",
        "infantry:2",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("light-cavalry"), "{err}");
    let (code, _, err) = ks(&[
        "odds",
        "melee",
        "--die",
        "II",
        "--face",
        "3",
        "--attacker",
        "infantry:2:flying",
        "--defender",
        "infantry:2",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("second-line"), "{err}");
}
