//! Option `advancing_troops_test` (reference §6 "Tests", §11): when troops under a battery's
//! canister are tested, with which die and in whose favour. Each case names the draft's line.

use kriegsspiel::systems::reisswitz_1815::calc::fire_arm::FireArm;
use kriegsspiel::systems::reisswitz_1815::calc::{
    AdvancingTestCall, AdvancingTestInput, AdvancingTestWorksheet, BatteryShare, CanisterTarget,
};
use kriegsspiel::systems::reisswitz_1815::dice::DieId;
use kriegsspiel::systems::reisswitz_1815::ruleset::{AdvancingTroopsTest, FireEffect, Ruleset};

fn with_option(reading: &str) -> Ruleset {
    let mut r = Ruleset::reisswitz_1815().unwrap();
    r.set_option("advancing_troops_test", reading).unwrap();
    r
}

/// The call in short: no test, a die for the battery, a die whose side is asked, or a question.
#[derive(Debug, PartialEq)]
enum Call {
    None,
    ForBattery(DieId),
    FavourAsked(DieId),
    DieAsked,
}

fn call(w: &AdvancingTestWorksheet) -> Call {
    match &w.call {
        AdvancingTestCall::NoTest { .. } => Call::None,
        AdvancingTestCall::Throw { die, .. } => Call::ForBattery(*die),
        AdvancingTestCall::FavourToAsk { question, .. } => {
            assert!(question.contains("L2887"), "{question}");
            Call::FavourAsked(*die_of(&w.call))
        }
        AdvancingTestCall::DieToAsk { question } => {
            assert!(question.contains("L1069"), "{question}");
            Call::DieAsked
        }
    }
}

fn die_of(call: &AdvancingTestCall) -> &DieId {
    match call {
        AdvancingTestCall::FavourToAsk { die, .. } | AdvancingTestCall::Throw { die, .. } => die,
        other => panic!("{other:?}"),
    }
}

fn fire(
    gun: FireArm,
    paces: f64,
    battery: BatteryShare,
    target: CanisterTarget,
    effect: FireEffect,
) -> AdvancingTestInput {
    AdvancingTestInput {
        gun,
        paces,
        battery,
        target,
        effect,
        battery_under_canister: false,
    }
}

#[test]
fn the_default_is_the_text() {
    assert_eq!(
        Ruleset::reisswitz_1815()
            .unwrap()
            .options
            .advancing_troops_test,
        AdvancingTroopsTest::SectionText
    );
}

#[test]
fn each_reading_calls_its_test() {
    use BatteryShare::{Half, Whole};
    use CanisterTarget::{Battalion, TwoSquadrons};
    use DieId::{II, III, IV};
    use FireArm::{SixPounder, TwelvePounder};
    use FireEffect::{Bad, Good};
    // (reading, fire, expected call; the draft's line)
    let cases = [
        // The text: a half battery, good effect, Die II for itself against a battalion or two
        // squadrons (L645).
        (
            "section_text",
            fire(SixPounder, 600.0, Half, Battalion, Good),
            Call::ForBattery(II),
        ),
        (
            "section_text",
            fire(SixPounder, 300.0, Half, TwoSquadrons, Good),
            Call::ForBattery(II),
        ),
        // A whole battery against an isolated battalion: Die III (L1069).
        (
            "section_text",
            fire(TwelvePounder, 900.0, Whole, Battalion, Good),
            Call::ForBattery(III),
        ),
        // A whole battery against two squadrons: no die in the draft, the umpire's (L645, L1069).
        (
            "section_text",
            fire(SixPounder, 600.0, Whole, TwoSquadrons, Good),
            Call::DieAsked,
        ),
        // Bad effect decides nothing (L1079).
        (
            "section_text",
            fire(SixPounder, 600.0, Half, Battalion, Bad),
            Call::None,
        ),
        // Beyond canister range (6-pdr large canister ends at 800, 12-pdr at 1000; L2265).
        (
            "section_text",
            fire(SixPounder, 900.0, Whole, Battalion, Good),
            Call::None,
        ),
        (
            "section_text",
            fire(TwelvePounder, 1100.0, Whole, Battalion, Good),
            Call::None,
        ),
        // The box: good effect 2:1, Die III for the battery, whatever its size (L2883).
        (
            "basic_odds_box",
            fire(SixPounder, 600.0, Half, Battalion, Good),
            Call::ForBattery(III),
        ),
        (
            "basic_odds_box",
            fire(SixPounder, 600.0, Whole, TwoSquadrons, Good),
            Call::ForBattery(III),
        ),
        // Bad effect 3:1, Die IV, whom it favours not said (L2887).
        (
            "basic_odds_box",
            fire(SixPounder, 600.0, Half, Battalion, Bad),
            Call::FavourAsked(IV),
        ),
        // Large-canister range only (L2879, L2265).
        (
            "basic_odds_box",
            fire(SixPounder, 801.0, Half, Battalion, Good),
            Call::None,
        ),
    ];
    for (reading, input, expected) in cases {
        let r = with_option(reading);
        let w = AdvancingTestWorksheet::compute(&r, input)
            .unwrap_or_else(|e| panic!("{reading} {input:?}: {e}"));
        assert_eq!(call(&w), expected, "{reading}: {input:?}");
        assert!(
            w.steps[0]
                .detail
                .contains(&format!("advancing_troops_test = {reading}")),
            "{}",
            w.steps[0].detail
        );
    }
}

#[test]
fn the_text_wants_the_battery_free_of_canister_and_the_box_does_not_say() {
    // L645: "without itself coming under canister fire from an enemy battery".
    let mut input = fire(
        FireArm::SixPounder,
        600.0,
        BatteryShare::Half,
        CanisterTarget::Battalion,
        FireEffect::Good,
    );
    input.battery_under_canister = true;
    let text = AdvancingTestWorksheet::compute(&with_option("section_text"), input).unwrap();
    assert_eq!(call(&text), Call::None);
    let boxed = AdvancingTestWorksheet::compute(&with_option("basic_odds_box"), input).unwrap();
    assert_eq!(call(&boxed), Call::ForBattery(DieId::III));
}

#[test]
fn the_texts_throw_names_the_test_that_carries_its_consequences() {
    let w = AdvancingTestWorksheet::compute(
        &with_option("section_text"),
        fire(
            FireArm::SixPounder,
            600.0,
            BatteryShare::Half,
            CanisterTarget::Battalion,
            FireEffect::Good,
        ),
    )
    .unwrap();
    let AdvancingTestCall::Throw {
        test, battery_wins, ..
    } = &w.call
    else {
        panic!("{:?}", w.call)
    };
    assert_eq!(test.as_deref(), Some("canister_morale"));
    assert_eq!(battery_wins.to_string(), "3/5", "Die II, 3:2 (L645, L655)");
}

#[test]
fn small_arms_and_bad_distances_are_refused() {
    let r = with_option("section_text");
    let mut input = fire(
        FireArm::HalfBattalion,
        100.0,
        BatteryShare::Half,
        CanisterTarget::Battalion,
        FireEffect::Good,
    );
    assert!(AdvancingTestWorksheet::compute(&r, input).is_err());
    input.gun = FireArm::SixPounder;
    for paces in [-1.0, f64::NAN, f64::INFINITY, 5000.0] {
        input.paces = paces;
        assert!(
            AdvancingTestWorksheet::compute(&r, input).is_err(),
            "{paces}"
        );
    }
}
