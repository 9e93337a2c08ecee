//! After a gun fires, two of its men go to the end of its trail, one behind each wheel, and the
//! gun stays laid on its last shot (Wells L273; at Hook's Farm this cost Red two charging
//! cavalry, Wells L455).

use super::*;
use kriegsspiel::systems::little_wars::error::LittleWarsError;
use kriegsspiel::systems::little_wars::game::{
    LittleWarsCommand as C, LittleWarsGame, gun_wanting_trail_men,
};
use kriegsspiel::systems::little_wars::moves::MoveRefusal;

/// A Red gun at (60, 60) laid up the table, its four men 11-14 about it, Red man 15 three feet
/// behind, Blue man 20 far off; Red to move on his second move, when guns fire (Wells L242).
fn battery(rules_version: u32) -> LittleWarsGame {
    let men = with_far_men(vec![
        red(11, 57.0, 64.0),
        red(12, 59.0, 66.0),
        red(13, 61.0, 66.0),
        red(14, 63.0, 64.0),
        red(15, 60.0, 96.0 - 2.0),
        blue(20, 60.0, 20.0),
    ]);
    let mut setup = battle(&[], &men, &[(1, Side::Red, 60.0, 60.0, 0.0)])
        .setup()
        .clone();
    setup.rules_version = rules_version;
    let mut game = begun(setup);
    while game.state().to_move != Side::Red || game.state().move_number < 3 {
        game.apply(C::EndMove { seconds_used: None }).unwrap();
    }
    game
}

fn fire(game: &mut LittleWarsGame, bearing: f64) -> Result<(), LittleWarsError> {
    game.apply(C::RecordShot {
        gun: Some(1),
        bearing_deg: Some(bearing),
        touched: Vec::new(),
    })
    .map(|_| ())
}

#[test]
fn two_men_go_to_the_trail_before_the_move_ends() {
    // (the men sent, placed, why, source)
    let rows: &[(&[u32], bool, &str)] = &[
        (
            &[11, 12],
            true,
            "Wells L273: two of its men, one behind each wheel",
        ),
        (&[14, 13], true, "Wells L273: either man to either wheel"),
        (
            &[11, 15],
            false,
            "rules §5 reading of Wells L273: each must reach his spot within his own move",
        ),
        (&[11, 20], false, "Wells L273: men of the gun's own side"),
        (&[11, 11], false, "Wells L273: two men, not one"),
        (&[11], false, "Wells L273: two men"),
    ];
    for &(men, placed, cite) in rows {
        let mut game = battery(kriegsspiel::systems::little_wars::game::RULES_VERSION);
        fire(&mut game, 0.0).unwrap();
        let ended = game.apply(C::EndMove { seconds_used: None });
        assert!(
            matches!(
                ended,
                Err(LittleWarsError::Move(MoveRefusal::TrailMenWanted {
                    gun: 1
                }))
            ),
            "{cite}: the move may not end first: {ended:?}"
        );
        let got = game.apply(C::PlaceTrailMen {
            gun: 1,
            men: men.to_vec(),
        });
        assert_eq!(got.is_ok(), placed, "{cite}: {got:?}");
        if !placed {
            continue;
        }
        let s = game.state();
        let gun = s.gun(1).unwrap();
        let (a, b) = (s.figure(men[0]).unwrap(), s.figure(men[1]).unwrap());
        assert!(gun.trail_men_placed([a, b], &s.options), "{cite}");
        assert_eq!(gun_wanting_trail_men(s), None, "{cite}");
        assert!(fire(&mut game, 0.0).is_err(), "{cite}: its firing is over");
        let moved = game.apply(C::MoveFigure {
            figure: men[0],
            route: vec![TablePoint::new(50.0, 70.0)],
            on_road_in_column: false,
        });
        assert!(moved.is_err(), "{cite}: he stays at the trail this move");
        game.apply(C::EndMove { seconds_used: None }).unwrap();
    }
}

#[test]
fn the_gun_stays_laid_on_its_last_shot_and_its_trail_follows() {
    // Wells L273: swung round on its axle to aim, left pointing the way of the last shot; the
    // trail spots are behind the wheels as it now points.
    // (bearing fired on, trail spots after)
    let rows: &[(f64, [(f64, f64); 2])] = &[
        (0.0, [(59.0, 63.0), (61.0, 63.0)]),
        (90.0, [(57.0, 59.0), (57.0, 61.0)]),
        (180.0, [(61.0, 57.0), (59.0, 57.0)]),
    ];
    for &(bearing, spots) in rows {
        let mut game = battery(kriegsspiel::systems::little_wars::game::RULES_VERSION);
        fire(&mut game, bearing).unwrap();
        let gun = game.state().gun(1).unwrap();
        assert_eq!(gun.bearing_deg, bearing, "Wells L273: laid as fired");
        for (got, want) in gun.trail_spots().iter().zip(spots) {
            assert!(
                (got.x - want.0).abs() < 1e-9 && (got.y - want.1).abs() < 1e-9,
                "bearing {bearing}: {got:?} vs {want:?}"
            );
        }
        let men = game.state().trail_candidates(1);
        assert_eq!(men.len(), 2);
        game.apply(C::PlaceTrailMen { gun: 1, men }).unwrap();
    }
}

#[test]
fn trail_men_only_after_firing_and_not_in_battles_of_the_first_rules() {
    // Before it fires there is no trail to man (Wells L273).
    let mut game = battery(kriegsspiel::systems::little_wars::game::RULES_VERSION);
    assert!(
        game.apply(C::PlaceTrailMen {
            gun: 1,
            men: vec![11, 12]
        })
        .is_err()
    );
    // A battle saved under rules version 1 replays as played: its moves ended without them.
    let mut old = battery(1);
    fire(&mut old, 0.0).unwrap();
    old.apply(C::EndMove { seconds_used: None })
        .expect("version 1 ends the move as it did");
}
