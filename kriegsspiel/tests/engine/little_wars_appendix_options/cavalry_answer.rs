//! Cavalry facing cavalry in the appendix (Wells L828): bound to dismount, charge or retire,
//! charged as still cavalry when they do none of them; getting off and on the horses takes a
//! move (Wells L639-L640); battles of rules version 2 keep their cavalry as they were.

use super::*;

/// What Blue's cavalry, bound to answer Red's, do on Blue's move.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Answer {
    Stand,
    Dismount,
    Retire,
    Charge,
}

/// Ten Red riders and ten Blue cavalry 2 ft apart (within charging distance, 3 ft), with a
/// foot of room behind Blue; Red's move ends with nobody stirring, so Blue's cavalry are bound
/// to answer.
fn facing() -> (LittleWarsGame, Vec<u32>, Vec<u32>, Vec<Ev>) {
    let mut field = Field::default();
    let red = field.line(Side::Red, Arm::Cavalry, 10, 44.0, 40.0);
    // Two horses' bases (0.6 in each) besides the 2 ft between them.
    let blue = field.line(Side::Blue, Arm::Cavalry, 10, 44.0, 40.0 - 24.0 - 1.2);
    let mut game = battle(&[], field);
    let events = game.apply(C::EndMove { seconds_used: None }).unwrap();
    (game, red, blue, events)
}

fn must_answer(events: &[Ev]) -> Option<Vec<u32>> {
    events.iter().find_map(|e| match e {
        Ev::MustAnswerCavalry { figures } => Some(figures.clone()),
        _ => None,
    })
}

fn stood_still(events: &[Ev]) -> Option<Vec<u32>> {
    events.iter().find_map(|e| match e {
        Ev::StoodStill { figures } => Some(figures.clone()),
        _ => None,
    })
}

fn answer(game: &mut LittleWarsGame, blue: &[u32], red: &[u32], how: Answer) {
    match how {
        Answer::Stand => {}
        Answer::Dismount => {
            game.apply(C::Dismount {
                figures: blue.to_vec(),
            })
            .unwrap();
        }
        Answer::Retire => {
            // 11 in back: 2 ft 11 in from the riders, still within their charging distance.
            for &id in blue {
                blue_moves(game, id, 11.0).unwrap();
            }
        }
        Answer::Charge => {
            game.apply(C::Charge(order(blue, red, ChargeOn::StillCavalry)))
                .unwrap();
        }
    }
}

#[test]
fn cavalry_within_charging_distance_must_dismount_charge_or_retire() {
    // Wells L828: cavalry within charging distance of the enemy's cavalry at the end of the
    // enemy's move must dismount, charge or retire; staying still and mounted, it is charged
    // as still cavalry (each sabre kills five). Wells L832: on foot it is charged as infantry
    // in extended order. Wells L848: retiring, it goes on retiring while pursued.
    // (Blue's answer, Blue's men still after it, Red's charge refused, Red's charge taken,
    // source)
    type Row = (
        Answer,
        bool,
        Option<ChargeOn>,
        Option<ChargeOn>,
        &'static str,
    );
    let rows: &[Row] = &[
        (
            Answer::Stand,
            true,
            Some(ChargeOn::Cavalry),
            Some(ChargeOn::StillCavalry),
            "Wells L828: did none of the three, so charged as still cavalry",
        ),
        (
            Answer::Dismount,
            false,
            Some(ChargeOn::StillCavalry),
            Some(infantry(Formation::Dismounted)),
            "Wells L832: on foot, charged as infantry in extended order",
        ),
        (
            Answer::Retire,
            false,
            Some(ChargeOn::StillCavalry),
            None,
            "Wells L848: retired, so pursued, and not still",
        ),
        (
            Answer::Charge,
            false,
            None,
            None,
            "Wells L828: charged (and killed every still Red rider), so answered",
        ),
    ];
    for &(how, still, refused, taken, cite) in rows {
        let (mut game, red, blue, events) = facing();
        assert_eq!(must_answer(&events), Some(blue.clone()), "{cite}");
        answer(&mut game, &blue, &red, how);
        let standing: Vec<u32> = blue
            .iter()
            .copied()
            .filter(|id| game.state().figure(*id).unwrap().is_armed())
            .collect();
        let events = game.apply(C::EndMove { seconds_used: None }).unwrap();
        let expected_still = still.then(|| standing.clone());
        assert_eq!(stood_still(&events), expected_still, "{cite}");
        assert_eq!(
            standing
                .iter()
                .all(|id| game.state().cavalry_stand.stood_still(*id)),
            still,
            "{cite}"
        );
        let retired = events
            .iter()
            .any(|e| matches!(e, Ev::RetiredBeforeCavalry { figures } if *figures == blue));
        assert_eq!(retired, how == Answer::Retire, "{cite}");
        if standing.is_empty() {
            continue;
        }
        let riders: Vec<u32> = red
            .iter()
            .copied()
            .filter(|id| game.state().figure(*id).unwrap().is_armed())
            .collect();
        if let Some(on) = refused {
            let before = game.state().clone();
            let err = game
                .apply(C::Charge(order(&riders, &standing, on)))
                .expect_err(cite);
            assert!(
                matches!(
                    appendix(err),
                    AppendixRefusal::CavalryStoodOtherwise { .. }
                        | AppendixRefusal::BadChargeMan { .. }
                ),
                "{cite}"
            );
            assert_eq!(game.state(), &before, "{cite}: a refusal changes nothing");
        }
        if let Some(on) = taken {
            game.apply(C::Charge(order(&riders, &standing, on)))
                .unwrap_or_else(|e| panic!("{cite}: {e}"));
        }
        let replayed = LittleWarsGame::from_json(&game.to_json().unwrap(), "test").unwrap();
        assert_eq!(
            replayed.state(),
            game.state(),
            "{cite}: the journal replays"
        );
    }
}

#[test]
fn cavalry_retiring_before_cavalry_retire_again_while_pursued() {
    // Wells L848: cavalry that retire before cavalry go on retiring while pursued; the Red
    // riders still stand within charging distance (2 ft 11 in) after Blue's retreat, so each
    // Blue man must retire a full cavalry move again (3 ft, Wells L591), which would take him
    // over his own back line: destroyed (Wells L852).
    let (mut game, red, blue, _) = facing();
    answer(&mut game, &blue, &red, Answer::Retire);
    end(&mut game);
    let events = game.apply(C::EndMove { seconds_used: None }).unwrap();
    let off: Vec<u32> = events
        .iter()
        .filter_map(|e| match e {
            Ev::DrivenOffField { figure } => Some(*figure),
            _ => None,
        })
        .collect();
    assert_eq!(off, blue, "Wells L848, L852");
    assert_eq!(dead(&game, &blue), 10, "Wells L852");
}

#[test]
fn getting_off_and_on_the_horses_takes_the_move() {
    // Wells L639-L640: to mount, one move; to dismount, one move. On foot a cavalryman walks
    // as infantry (the appendix's infantry move, 1 ft, Wells L590) and cannot charge.
    let (field, red, blue) = riders_and(10, Arm::Cavalry, 10, 2.0);
    let mut game = battle(&[], field);
    let rider = red[0];
    let walk = |game: &mut LittleWarsGame, id: u32, inches: f64| {
        let at = game.state().figure(id).unwrap().at;
        game.apply(C::MoveFigure {
            figure: id,
            route: vec![at.offset(0.0, inches)],
            on_road_in_column: false,
        })
    };
    game.apply(C::Dismount {
        figures: red.clone(),
    })
    .unwrap();
    assert!(
        matches!(
            walk(&mut game, rider, 6.0),
            Err(LittleWarsError::Move(MoveRefusal::AlreadyMoved { .. }))
        ),
        "Wells L640: dismounting is the man's move"
    );
    both_stand(&mut game);
    // (inches walked on foot, refused?, source)
    let rows: &[(f64, bool, &str)] = &[
        (
            18.0,
            true,
            "Wells L590: on foot, 1 ft, not the cavalry's 3 ft",
        ),
        (12.0, false, "Wells L590: 1 ft on foot"),
    ];
    for &(inches, refused, cite) in rows {
        let result = walk(&mut game, rider, inches);
        assert_eq!(result.is_err(), refused, "{cite}: {result:?}");
    }
    let err = game
        .apply(C::Charge(order(&red[1..9], &blue, ChargeOn::Cavalry)))
        .unwrap_err();
    assert!(
        matches!(
            appendix(err),
            AppendixRefusal::BadChargeMan {
                role: "a charger",
                ..
            }
        ),
        "Wells L639: on foot, no charge"
    );
    game.apply(C::Mount {
        figures: red[1..].to_vec(),
    })
    .unwrap();
    let err = game
        .apply(C::Dismount {
            figures: blue.clone(),
        })
        .unwrap_err();
    assert!(
        matches!(err, LittleWarsError::Move(MoveRefusal::NotYourMove { .. })),
        "only the side to move dismounts: {err}"
    );
    both_stand(&mut game);
    assert!(
        walk(&mut game, red[1], 30.0).is_ok(),
        "Wells L591: mounted again, 3 ft"
    );
    let infantry_man = game
        .state()
        .figures
        .iter()
        .find(|f| f.arm == Arm::Infantry && f.side == Side::Red)
        .unwrap()
        .id;
    let err = game
        .apply(C::Dismount {
            figures: vec![infantry_man],
        })
        .unwrap_err();
    assert!(
        matches!(appendix(err), AppendixRefusal::Mounting { .. }),
        "Wells L639: only cavalry ride"
    );
}

#[test]
fn battles_of_rules_version_two_keep_their_cavalry_as_played() {
    // A battle saved before version 3 replays as it was played: no cavalry bound to answer,
    // none reckoned still, no dismounting.
    let (field, red, blue) = riders_and(10, Arm::Cavalry, 10, 2.0);
    let mut game = battle_by(2, &[], field);
    let events = game.apply(C::EndMove { seconds_used: None }).unwrap();
    assert_eq!(must_answer(&events), None);
    let events = game.apply(C::EndMove { seconds_used: None }).unwrap();
    assert_eq!(stood_still(&events), None);
    let err = game
        .apply(C::Dismount {
            figures: red.clone(),
        })
        .unwrap_err();
    assert!(matches!(appendix(err), AppendixRefusal::Mounting { .. }));
    game.apply(C::Charge(order(&red, &blue, ChargeOn::Cavalry)))
        .unwrap();
}
