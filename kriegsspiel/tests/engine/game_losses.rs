//! Losses and melees played through the game: the casualty pins move, whole men come off the
//! units, completed tracks make their exchanges on the map, the umpire corrects a pin by hand,
//! and a melee between two groups in contact is decided and applied — all journaled and
//! replayed from a saved game.
//!
//! Figures: infantry in three ranks, 1 point = 5 men and 30 points to the ⅚ exchange piece
//! (Section 4 — Casualties; reference §4); pins move in boxes of five with a d6 for the
//! remainder (Section 4 — Casualties); exchange pieces of 375 and 300 men (Appendix Two nos.
//! 13–14); Die I face 6 totally defeats the defender, a second line makes it a repulse with 6
//! points a squadron and the winner half of that (Section 4 — Influences of a Second Line;
//! reference §5–§6).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{open_game, uid};
use geo::Coord;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, Side};
use kriegsspiel::systems::reisswitz_1815::calc::charge_answer::AttackAnswer;
use kriegsspiel::systems::reisswitz_1815::calc::tally::Tally;
use kriegsspiel::systems::reisswitz_1815::calc::{CombatArm, MeleeParty};
use kriegsspiel::systems::reisswitz_1815::dice::{DieId, DieKind};
use kriegsspiel::systems::reisswitz_1815::game::{Command, Event, Game, GameError, Refusal};
use kriegsspiel::systems::reisswitz_1815::ruleset::{
    CombatSide, DefeatLetter, ExchangeKind, Formation,
};

const OOB: &str = r#"
title = "losses"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[echelons]]
id = "blue"
side = "blue"
level = "army"
[[units]]
id = "a1"
echelon = "red"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "hus"
echelon = "red"
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
[[units]]
id = "bty"
echelon = "red"
kind = { type = "battery", artillery = "foot", calibre = "six_pdr" }
[[units]]
id = "bhus"
echelon = "blue"
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
"#;

fn game() -> Game {
    open_game(OOB, 7)
}

fn place(g: &mut Game, id: &str, x: f64, y: f64, bearing: Bearing, formation: &str) {
    g.apply(Command::PlaceUnit {
        unit: uid(id),
        anchor: Coord { x, y },
        bearing,
        formation: formation.into(),
        override_reason: None,
    })
    .unwrap();
}

fn losses(g: &mut Game, id: &str, points: f64) -> Result<Vec<Event>, GameError> {
    g.apply(Command::RecordLosses {
        unit: uid(id),
        formation: None,
        points,
        purpose: "test fire".into(),
    })
}

fn men(g: &Game, id: &str) -> u32 {
    g.state().unit(&uid(id)).unwrap().1.strength.men
}

fn main_widths(g: &Game, id: &str) -> Vec<(String, f64)> {
    g.footprint(&uid(id))
        .unwrap()
        .map(|f| {
            f.main_blocks()
                .map(|b| (b.block.clone(), b.width))
                .collect()
        })
        .unwrap_or_default()
}

fn pin(g: &Game, side: Side, formation: Formation) -> Tally {
    g.state()
        .casualty_board()
        .pin(side, formation)
        .unwrap()
        .position()
}

#[test]
fn whole_boxes_move_the_pin_and_come_off_the_strength() {
    let mut g = game();
    place(&mut g, "a1", 5000.0, 5000.0, Bearing::NORTH, "line");
    let before = men(&g, "a1");
    let throws = g.state().dice().log().len();
    // 7 points = 35 men = 7 boxes exactly: no remainder throw.
    let events = losses(&mut g, "a1", 7.0).unwrap();
    assert_eq!(men(&g, "a1"), before - 35);
    assert_eq!(pin(&g, Side::Red, Formation::ThreeRank), Tally::whole(35));
    assert_eq!(g.state().dice().log().len(), throws);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::LossesRecorded {
            whole_men: 35,
            boxes: 7,
            ..
        }
    )));
    // The blue pin and the other tracks stay at 0.
    assert_eq!(pin(&g, Side::Blue, Formation::ThreeRank), Tally::ZERO);
    assert_eq!(pin(&g, Side::Red, Formation::TwoRank), Tally::ZERO);
}

#[test]
fn a_remainder_of_men_is_thrown_for_with_the_games_dice() {
    let mut g = game();
    place(&mut g, "a1", 5000.0, 5000.0, Bearing::NORTH, "line");
    let throws = g.state().dice().log().len();
    // 0.6 points = 3 men: no full box, a d6 of 3 or less moves the pin one box.
    let events = losses(&mut g, "a1", 0.6).unwrap();
    assert_eq!(g.state().dice().log().len(), throws + 1);
    let face = events
        .iter()
        .find_map(|e| match e {
            Event::DieThrown { entries } => Some(entries[0].clone()),
            _ => None,
        })
        .expect("a remainder throw");
    assert_eq!(face.die, DieKind::D6);
    let expected = if face.face.number() <= 3 { 5 } else { 0 };
    assert_eq!(
        pin(&g, Side::Red, Formation::ThreeRank),
        Tally::whole(expected)
    );
    assert_eq!(men(&g, "a1"), 900 - 3);
}

#[test]
fn a_track_completing_mid_throw_makes_the_exchange_on_the_map() {
    let mut g = game();
    place(&mut g, "a1", 5000.0, 5000.0, Bearing::NORTH, "line");
    assert_eq!(main_widths(&g, "a1").len(), 2);
    losses(&mut g, "a1", 25.0).unwrap();
    assert!(g.state().unit(&uid("a1")).unwrap().1.exchanges == 0);
    // 25 + 10 points = 175 men: the 150-man track completes and the pin carries on at 25.
    let events = losses(&mut g, "a1", 10.0).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ExchangeMade {
            exchange: ExchangeKind::HalfBattalionBlock,
            times: 1,
            blocks_left: 2,
            ..
        }
    )));
    assert_eq!(pin(&g, Side::Red, Formation::ThreeRank), Tally::whole(25));
    let widths = main_widths(&g, "a1");
    assert_eq!(widths[0].0, "large_exchange_piece");
    assert!(
        (widths[0].1 - 125.0 * 375.0 / 450.0).abs() < 1e-9,
        "{widths:?}"
    );
    assert_eq!(widths[1], ("infantry_half_battalion".to_string(), 125.0));
    // The half battalions take the exchanges in turn: after three more both are small pieces
    // (⅔), the fifth takes the first off, the sixth the battalion off the map.
    losses(&mut g, "a1", 90.0).unwrap();
    let widths = main_widths(&g, "a1");
    assert_eq!(widths.len(), 2, "{widths:?}");
    for (block, width) in &widths {
        assert_eq!(block, "small_exchange_piece");
        assert!((width - 125.0 * 300.0 / 450.0).abs() < 1e-9);
    }
    losses(&mut g, "a1", 30.0).unwrap();
    assert_eq!(main_widths(&g, "a1").len(), 1);
    let events = losses(&mut g, "a1", 30.0).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::UnitRemoved { .. }))
    );
    assert!(g.footprint(&uid("a1")).unwrap().is_none());
}

#[test]
fn cavalry_loses_squadrons_and_artillery_guns() {
    let mut g = game();
    place(
        &mut g,
        "hus",
        5000.0,
        5000.0,
        Bearing::NORTH,
        "cavalry_line",
    );
    place(&mut g, "bty", 8000.0, 5000.0, Bearing::NORTH, "battery_200");
    let board = g.state().casualty_board();
    let cavalry = board
        .sheet_track(Formation::LightCavalry)
        .unwrap()
        .exchange_points;
    let artillery = board
        .sheet_track(Formation::FootArtillery)
        .unwrap()
        .exchange_points;
    let events = losses(&mut g, "hus", cavalry).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ExchangeMade {
            exchange: ExchangeKind::SquadronRemoved,
            blocks_left: 1,
            ..
        }
    )));
    assert_eq!(main_widths(&g, "hus").len(), 1);
    let guns = g.state().unit(&uid("bty")).unwrap().1.strength.guns;
    let events = losses(&mut g, "bty", artillery).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ExchangeMade {
            exchange: ExchangeKind::GunLost,
            ..
        }
    )));
    assert_eq!(
        g.state().unit(&uid("bty")).unwrap().1.strength.guns,
        guns - 1
    );
    assert_eq!(main_widths(&g, "bty").len(), 2, "the blocks stay");
}

#[test]
fn bad_losses_and_corrections_change_nothing() {
    let mut g = game();
    place(&mut g, "a1", 5000.0, 5000.0, Bearing::NORTH, "line");
    for points in [0.0, -3.0, f64::NAN, f64::INFINITY, 1e9] {
        let before = g.clone();
        assert!(losses(&mut g, "a1", points).is_err(), "{points}");
        assert_eq!(g, before);
    }
    let correct = |position: f64, reason: &str| Command::CorrectPin {
        side: Side::Red,
        formation: Formation::ThreeRank,
        position,
        reason: reason.into(),
    };
    for bad in [correct(-5.0, "x"), correct(150.0, "x"), correct(20.0, "  ")] {
        let before = g.clone();
        assert!(g.apply(bad).is_err());
        assert_eq!(g, before);
    }
    let events = g.apply(correct(20.0, "pin knocked over")).unwrap();
    assert_eq!(
        events,
        vec![Event::PinCorrected {
            side: Side::Red,
            formation: Formation::ThreeRank,
            from: Tally::ZERO,
            to: Tally::whole(20),
            reason: "pin knocked over".into(),
        }]
    );
    assert_eq!(pin(&g, Side::Red, Formation::ThreeRank), Tally::whole(20));
}

fn melee(face: Option<i64>, second_line: bool, override_reason: Option<&str>) -> Command {
    let mut defender = MeleeParty::new(CombatArm::LightCavalry, 2);
    defender.second_line = second_line;
    Command::ResolveMelee {
        attackers: vec![uid("hus")],
        defenders: vec![uid("bhus")],
        die: DieId::I,
        favoured: CombatSide::Attacker,
        attacker: MeleeParty::new(CombatArm::LightCavalry, 2),
        defender,
        in_woods: false,
        face,
        override_reason: override_reason.map(Into::into),
    }
}

/// Red hussars facing north with their front at y = 5000; blue hussars facing south with
/// their front `gap` paces north of it.
fn charge(gap: f64) -> Game {
    let mut g = game();
    place(
        &mut g,
        "hus",
        5000.0,
        5000.0,
        Bearing::NORTH,
        "cavalry_line",
    );
    place(
        &mut g,
        "bhus",
        5000.0,
        5000.0 - gap,
        Bearing::SOUTH,
        "cavalry_line",
    );
    g
}

#[test]
fn a_total_defeat_of_cavalry_with_a_second_line_counts_only_as_repulsed() {
    let mut g = charge(2.0);
    let red = men(&g, "hus");
    let events = g.apply(melee(Some(6), true, None)).unwrap();
    let decided = events
        .iter()
        .find_map(|e| match e {
            Event::MeleeDecided {
                printed_letter,
                letter,
                winner,
                loser_losses,
                winner_losses,
                ..
            } => Some((
                *printed_letter,
                *letter,
                *winner,
                *loser_losses,
                *winner_losses,
            )),
            _ => None,
        })
        .expect("decided");
    assert_eq!(
        decided,
        (
            DefeatLetter::T,
            DefeatLetter::R,
            CombatSide::Attacker,
            12.0,
            6.0
        )
    );
    let blue = g.state().unit(&uid("bhus")).unwrap().1;
    assert_eq!(
        blue.markers.beaten.as_ref().map(|b| b.letter),
        Some(DefeatLetter::R)
    );
    assert!(
        g.state()
            .unit(&uid("hus"))
            .unwrap()
            .1
            .markers
            .beaten
            .is_none()
    );
    // Both sides' light-cavalry pins moved: losses on both sides.
    assert!(pin(&g, Side::Blue, Formation::LightCavalry) > Tally::ZERO || men(&g, "bhus") < 600);
    assert!(men(&g, "hus") < red);
}

#[test]
fn a_melee_needs_contact_unless_the_umpire_overrides() {
    let mut g = charge(300.0);
    let before = g.clone();
    match g.apply(melee(Some(6), false, None)) {
        Err(GameError::Refused { refusals }) => {
            assert!(
                matches!(refusals[0], Refusal::NotInContact { gap } if (gap - 300.0).abs() < 1e-6)
            );
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(g, before);
    let events = g
        .apply(melee(Some(6), false, Some("charge began in contact")))
        .unwrap();
    assert!(matches!(events[0], Event::Overridden { .. }));
    // A face of 7 is refused and nothing changes.
    let before = g.clone();
    assert!(g.apply(melee(Some(7), false, None)).is_err());
    assert_eq!(g, before);
}

#[test]
fn a_melee_between_units_of_one_side_is_refused() {
    let mut g = charge(2.0);
    place(&mut g, "a1", 9000.0, 5000.0, Bearing::NORTH, "line");
    let before = g.clone();
    let command = Command::ResolveMelee {
        attackers: vec![uid("hus")],
        defenders: vec![uid("a1")],
        die: DieId::I,
        favoured: CombatSide::Attacker,
        attacker: MeleeParty::new(CombatArm::LightCavalry, 2),
        defender: MeleeParty::new(CombatArm::Infantry, 2),
        in_woods: false,
        face: None,
        override_reason: Some("anyway".into()),
    };
    assert!(matches!(
        g.apply(command),
        Err(GameError::Unsuitable { .. })
    ));
    assert_eq!(g, before);
}

/// Draft L786–790 (reference §12.11): "the die is thrown only if the attack is accepted". A
/// melee between an attacker and the defender that retired before it is refused, naming the
/// answer; the umpire may override it with a reason; a new declaration answered by standing
/// lets the die be thrown.
#[test]
fn a_declined_attack_is_not_thrown() {
    let mut g = charge(0.0);
    let answer = |g: &mut Game, answer: AttackAnswer| {
        g.apply(Command::DeclareAttack {
            attacker: uid("hus"),
            target: uid("bhus"),
        })
        .unwrap();
        g.apply(Command::AnswerAttack {
            defender: uid("bhus"),
            answer,
            horse_guns: None,
        })
        .unwrap();
    };
    answer(&mut g, AttackAnswer::Retire);
    let before = g.clone();
    match g.apply(melee(Some(6), false, None)) {
        Err(GameError::Refused { refusals }) => {
            assert_eq!(refusals.len(), 1);
            assert!(matches!(
                &refusals[0],
                Refusal::AttackDeclined { attacker, defender, answer: AttackAnswer::Retire, .. }
                    if *attacker == uid("hus") && *defender == uid("bhus")
            ));
            let words = refusals[0].to_string();
            assert!(
                words.contains("Retire") && words.contains("L786–790"),
                "{words}"
            );
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(g, before);
    // The decline survives a save and reload.
    let reloaded = Game::from_json(&g.to_json().unwrap(), "test").unwrap();
    assert_eq!(
        reloaded.state().declined_attacks(),
        g.state().declined_attacks()
    );
    // Overridden with a reason, the die is thrown.
    let mut overridden = g.clone();
    let events = overridden
        .apply(melee(Some(6), false, Some("the retreat was cut off")))
        .unwrap();
    assert!(matches!(events[0], Event::Overridden { .. }));
    // Declared again and accepted, the melee is thrown without an override.
    answer(&mut g, AttackAnswer::Stand);
    assert!(g.state().declined_attacks().is_empty());
    g.apply(melee(Some(6), false, None)).unwrap();
}

#[test]
fn thrown_melees_and_losses_replay_from_the_saved_game() {
    let mut g = charge(0.0);
    g.apply(melee(None, false, None)).unwrap();
    losses(&mut g, "hus", 3.3).unwrap();
    g.apply(Command::CorrectPin {
        side: Side::Blue,
        formation: Formation::LightCavalry,
        position: 10.0,
        reason: "counted twice".into(),
    })
    .unwrap();
    let text = g.to_json().unwrap();
    let back = Game::from_json(&text, "test").unwrap();
    assert_eq!(back.state(), g.state());
    assert_eq!(back.journal(), g.journal());
}
