//! Little Wars forces chosen before the battle: the default force a side starts with at the
//! table (Wells L375, L780, L356), the 150-point buy's examples (Wells L375), the appendix's
//! General, engineers and artillery (Wells L577, L595, L596), the put-down rows every force is
//! laid out in (Wells L229), and the options' groups and questions (rules reference §1).

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsOptions;
use kriegsspiel::systems::little_wars::figure::Arm;
use kriegsspiel::systems::little_wars::forces::{ForceCount, MOST_GUNS, SideForce, check_forces};
use kriegsspiel::systems::little_wars::game::{
    LittleWarsCommand as C, LittleWarsGame, LittleWarsSetup, Phase,
};
use kriegsspiel::systems::little_wars::option_specs::{OPTION_SPECS, grouped_specs};
use kriegsspiel::systems::little_wars::scoring::{DRAW_BELOW_MEN, fight_drawn};
use proptest::prelude::*;

fn options(pairs: &[(&str, &str)]) -> LittleWarsOptions {
    let mut o = LittleWarsOptions::defaults();
    for (id, reading) in pairs {
        o.set(id, reading).unwrap();
    }
    o
}

fn force(infantry: u32, cavalry: u32, guns: u32) -> SideForce {
    SideForce {
        infantry,
        cavalry,
        guns,
        ..SideForce::DEFAULT.floor_game_only()
    }
}

#[test]
fn the_default_force_can_fight_to_a_finish_and_charge() {
    let d = SideForce::DEFAULT;
    // Wells L375: "about 20 to 25 infantry-men and 12 to 15 cavalry to a gun".
    assert_eq!(d.guns, 1);
    assert!((20..=25).contains(&d.infantry), "{d:?}");
    assert!((12..=15).contains(&d.cavalry), "{d:?}");
    // Wells L780: no body of fewer than eight cavalry may charge.
    assert!(d.cavalry >= 8);
    // Wells L356: a side can lose every man while the other keeps fifteen, so a Fight to the
    // Finish can be won before both sides are below fifteen men.
    assert!(d.men() >= DRAW_BELOW_MEN);
    assert!(!fight_drawn(DRAW_BELOW_MEN, 0));
    // 24 + 15 × 1½ + 10 = 56½ points, well within the 150-point buy (Wells L375).
    assert_eq!(d.count().points().points, 56.5);
    assert!(!d.has_appendix_men());
    // The appendix gives each side its General (Wells L577).
    const { assert!(SideForce::DEFAULT_KRIEGSPIEL.general) };
    assert_eq!(SideForce::DEFAULT_KRIEGSPIEL.men(), d.men() + 1);
}

#[test]
fn wells_examples_of_the_150_point_buy_are_within_it() {
    // Wells L375: 100 infantry and 5 guns, 100 cavalry and no guns, 60 infantry, 40 cavalry
    // and 3 guns; the Boer-like force of 80 cavalry and 3 guns, the 110 infantry with 4.
    let buy = options(&[("force_selection", "points_150")]);
    for (infantry, cavalry, guns, points) in [
        (100, 0, 5, 150.0),
        (0, 100, 0, 150.0),
        (60, 40, 3, 150.0),
        (0, 80, 3, 150.0),
        (110, 0, 4, 150.0),
    ] {
        let side = force(infantry, cavalry, guns);
        assert_eq!(side.count().points().points, points, "{side:?}");
        let setup = LittleWarsSetup::with_forces(1, buy.clone(), side, force(60, 40, 3));
        let setup = setup.unwrap_or_else(|e| panic!("{side:?}: {e}"));
        LittleWarsGame::new(setup).unwrap_or_else(|e| panic!("{side:?}: {e}"));
    }
    // One infantryman more is over the buy (Streamlined L44).
    let over = force(61, 40, 3).count();
    assert!(check_forces(over, ForceCount::default(), &buy).is_err());
}

#[test]
fn unequal_forces_are_refused_under_equal_and_taken_under_the_buy() {
    let (a, b) = (force(24, 15, 1), force(30, 10, 1));
    let equal = LittleWarsSetup::with_forces(1, LittleWarsOptions::defaults(), a, b).unwrap();
    let refused = LittleWarsGame::new(equal).unwrap_err().to_string();
    assert!(refused.contains("Wells L375"), "{refused}");
    let buy = options(&[("force_selection", "points_150")]);
    let setup = LittleWarsSetup::with_forces(1, buy, a, b).unwrap();
    assert!(LittleWarsGame::new(setup).is_ok());
}

#[test]
fn the_default_forces_stand_in_rows_in_their_own_halves() {
    let game = LittleWarsGame::with_forces(
        1913,
        LittleWarsOptions::defaults(),
        SideForce::DEFAULT,
        SideForce::DEFAULT,
    )
    .unwrap();
    let s = game.state();
    assert_eq!(s.phase, Phase::PutDown);
    let mid = s.country.middle_line_y();
    for side in [Side::Red, Side::Blue] {
        let mine = |arm: Arm| {
            s.figures
                .iter()
                .filter(move |f| f.side == side && f.arm == arm)
        };
        assert_eq!(mine(Arm::Infantry).count(), 24);
        assert_eq!(mine(Arm::Cavalry).count(), 15);
        assert_eq!(s.guns.iter().filter(|g| g.side == side).count(), 1);
        for f in s.figures.iter().filter(|f| f.side == side) {
            let own_half = if side == Side::Red {
                f.at.y > mid
            } else {
                f.at.y < mid
            };
            assert!(own_half, "{f:?}");
            assert!(!s.country.in_house(f.at, f.arm.base_radius().0), "{f:?}");
        }
        // The gun has at least four men within 6 in to serve it (Wells L269).
        let gun = s.guns.iter().find(|g| g.side == side).unwrap();
        let near = s
            .figures
            .iter()
            .filter(|f| f.side == side && f.at.distance(gun.axle).0 <= 6.0 + 3.0)
            .count();
        assert!(near >= 4, "{side}: {near}");
    }
    // The fifteen cavalry stand together, a body that may charge (Wells L780).
    let riders: Vec<_> = s
        .figures
        .iter()
        .filter(|f| f.side == Side::Red && f.arm == Arm::Cavalry)
        .collect();
    let span = riders.iter().map(|f| f.at.x).fold(f64::MIN, f64::max)
        - riders.iter().map(|f| f.at.x).fold(f64::MAX, f64::min);
    assert!(span <= 36.0, "{span}");
}

#[test]
fn the_appendix_men_are_put_down_only_in_the_kriegspiel_mode() {
    let side = SideForce {
        general: true,
        engineers: 4,
        artillery: 6,
        ..SideForce::DEFAULT
    };
    let kriegspiel = options(&[("rules_mode", "kriegspiel")]);
    let setup = LittleWarsSetup::with_forces(3, kriegspiel, side, side).unwrap();
    let game = LittleWarsGame::new(setup).unwrap();
    let s = game.state();
    for (arm, n) in [
        (Arm::General, 1),
        (Arm::RoyalEngineers, 4),
        (Arm::RoyalArtillery, 6),
    ] {
        let red = s
            .figures
            .iter()
            .filter(|f| f.side == Side::Red && f.arm == arm)
            .count();
        assert_eq!(red, n, "{arm:?}");
    }
    // The floor game has infantry and cavalry only (Wells L577).
    let floor = LittleWarsSetup::with_forces(3, LittleWarsOptions::defaults(), side, side);
    let refused = LittleWarsGame::new(floor.unwrap()).unwrap_err().to_string();
    assert!(refused.contains("Wells L577"), "{refused}");
}

#[test]
fn a_force_too_big_for_the_table_or_its_half_is_refused_in_words() {
    let opts = LittleWarsOptions::defaults();
    for (side, says) in [
        (force(301, 0, 0), "at most 300 infantry"),
        (force(10, 0, MOST_GUNS + 1), "at most 12 guns"),
        (force(0, 0, 0), "at least one man"),
        (force(300, 300, 0), "within its own half"),
    ] {
        let e = LittleWarsSetup::with_forces(1, opts.clone(), side, side).unwrap_err();
        assert!(e.to_string().contains(says), "{side:?}: {e}");
    }
}

#[test]
fn the_defensive_game_cuts_the_default_defender_to_two_thirds() {
    let game = LittleWarsGame::with_forces(
        1913,
        options(&[("game_type", "defensive")]),
        SideForce::DEFAULT,
        SideForce::DEFAULT,
    )
    .unwrap();
    let s = game.state();
    let defender = s.defender.unwrap();
    let points = |side: Side| s.force(side).points().points;
    assert!(3.0 * points(defender) <= 2.0 * points(defender.opponent()));
    assert!(points(defender) > 0.0);
}

#[test]
fn a_saved_force_without_the_appendix_men_reads_as_none() {
    let side: SideForce =
        serde_json::from_str(r#"{"infantry": 5, "cavalry": 2, "guns": 1}"#).unwrap();
    assert_eq!(side, force(5, 2, 1));
}

#[test]
fn every_option_is_in_one_group_in_the_reference_order_with_its_question() {
    let groups = grouped_specs();
    assert_eq!(groups.len(), 10);
    let flat: Vec<&str> = groups
        .iter()
        .flat_map(|(_, specs)| specs.iter().map(|s| s.id))
        .collect();
    let all: Vec<&str> = OPTION_SPECS.iter().map(|s| s.id).collect();
    assert_eq!(flat, all);
    for (name, specs) in &groups {
        assert!(!specs.is_empty(), "{name}");
    }
    for spec in OPTION_SPECS {
        assert!(spec.question.ends_with('?'), "{}", spec.id);
    }
    assert_eq!(groups[0].0, "Forces and set-up");
    assert_eq!(groups[9].1.last().map(|s| s.id), Some("outdoor_moves"));
}

proptest! {
    #[test]
    fn any_force_is_laid_out_in_its_own_half_or_refused(
        infantry in 0u32..320,
        cavalry in 0u32..320,
        guns in 0u32..14,
        general in any::<bool>(),
        engineers in 0u32..40,
        artillery in 0u32..40,
    ) {
        let side = SideForce { infantry, cavalry, guns, general, engineers, artillery };
        let opts = options(&[("rules_mode", "kriegspiel"), ("force_selection", "points_150")]);
        if let Ok(setup) = LittleWarsSetup::with_forces(5, opts, side, side) {
            let mid = setup.country.middle_line_y();
            prop_assert_eq!(setup.figures.len() as u32, 2 * side.men());
            for f in &setup.figures {
                let own = if f.side == Side::Red { f.at.y > mid } else { f.at.y < mid };
                prop_assert!(own && setup.country.contains(f.at), "{:?}", f);
            }
            let mut ids: Vec<u32> = setup.figures.iter().map(|f| f.id).collect();
            ids.dedup();
            prop_assert_eq!(ids.len(), setup.figures.len());
        }
    }
}

#[test]
fn the_default_force_begins_a_battle() {
    let mut game = LittleWarsGame::with_forces(
        7,
        LittleWarsOptions::defaults(),
        SideForce::DEFAULT,
        SideForce::DEFAULT,
    )
    .unwrap();
    game.apply(C::BeginBattle).unwrap();
    assert_eq!(game.state().phase, Phase::Battle);
}

#[test]
fn equal_forces_are_similar_in_composition_and_ten_a_side_at_least_when_small() {
    use kriegsspiel::systems::little_wars::forces::{ForceCount, check_composition};
    let force = |infantry, cavalry, guns| ForceCount {
        infantry,
        cavalry,
        guns,
    };
    // (Red, Blue, force selection, allowed, source)
    let rows = [
        (
            force(24, 15, 1),
            force(24, 15, 1),
            "equal",
            true,
            "Wells L375: alike",
        ),
        (
            force(30, 9, 1),
            force(24, 15, 1),
            "equal",
            false,
            "Wells L375: as many men, not alike",
        ),
        (
            force(6, 3, 0),
            force(6, 3, 0),
            "equal",
            false,
            "Wells L360: under 50, at least 10",
        ),
        (
            force(8, 2, 1),
            force(8, 2, 1),
            "equal",
            true,
            "Wells L360: ten a side",
        ),
        (
            force(30, 9, 1),
            force(6, 3, 0),
            "points_150",
            true,
            "Wells L375: the buy, any make-up",
        ),
    ];
    for (red, blue, selection, allowed, cite) in rows {
        let mut options = LittleWarsOptions::defaults();
        options.set("force_selection", selection).unwrap();
        let got = check_composition(red, blue, &options);
        assert_eq!(got.is_ok(), allowed, "{cite}: {got:?}");
    }
}
