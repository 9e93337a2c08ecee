//! Little Wars game types and the put-down of a group: the Blow at the Rear decided by the
//! engine when three men reach the enemy's back line (Wells L364; rules reference §8 "Blow at
//! the Rear", little-wars.md L348-L349), and a group put down together applied all or nothing.

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsError;
use kriegsspiel::systems::little_wars::figure::Arm;
use kriegsspiel::systems::little_wars::game::{
    LittleWarsCommand as C, LittleWarsEvent, LittleWarsGame, LittleWarsSetup, Phase,
};
use kriegsspiel::systems::little_wars::option_readings::GameType;
use kriegsspiel::systems::little_wars::scoring::defensive_strength_ok;
use kriegsspiel::systems::little_wars::units::TablePoint;

/// The default battle as a Blow at the Rear, with Blue's cavalry standing on the right of the
/// table where no Red man is in their way.
fn blow_at_the_rear() -> LittleWarsGame {
    let mut setup = LittleWarsSetup::default_battle(1913);
    setup.options.set("game_type", "blow_at_rear").unwrap();
    let mut x = 62.0;
    for f in setup
        .figures
        .iter_mut()
        .filter(|f| f.side == Side::Blue && f.arm == Arm::Cavalry)
    {
        f.at = TablePoint::new(x, 2.5);
        x += 2.0;
    }
    let mut game = LittleWarsGame::new(setup).unwrap();
    game.apply(C::TossForFirstMove).unwrap();
    game.apply(C::BeginBattle).unwrap();
    game
}

fn end(game: &mut LittleWarsGame) -> Vec<LittleWarsEvent> {
    game.apply(C::EndMove { seconds_used: None }).unwrap()
}

fn blue_riders(game: &LittleWarsGame) -> Vec<u32> {
    let mut v: Vec<u32> = game
        .state()
        .figures
        .iter()
        .filter(|f| f.side == Side::Blue && f.arm == Arm::Cavalry && f.at.x >= 62.0)
        .map(|f| f.id)
        .collect();
    v.sort_unstable();
    v.truncate(3);
    v
}

fn ride(game: &mut LittleWarsGame, id: u32, y: f64) {
    let at = game.state().figure(id).unwrap().at;
    game.apply(C::MoveFigure {
        figure: id,
        route: vec![TablePoint::new(at.x, y)],
        on_road_in_column: false,
    })
    .unwrap();
}

#[test]
fn a_blow_at_the_rear_is_decided_when_three_men_reach_the_enemy_back_line() {
    // Wells L364: "decided when at least three men of one force reach any point in the back
    // line of their antagonist".
    let mut game = blow_at_the_rear();
    if game.state().to_move == Side::Red {
        end(&mut game);
    }
    let riders = blue_riders(&game);
    assert_eq!(riders.len(), 3);
    for &id in &riders {
        ride(&mut game, id, 24.0);
    }
    end(&mut game);
    end(&mut game);
    // Two at Red's back line are not enough.
    for &id in &riders[..2] {
        ride(&mut game, id, 47.6);
    }
    let events = end(&mut game);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, LittleWarsEvent::BattleOver { .. }))
    );
    assert_eq!(game.state().phase, Phase::Battle);
    end(&mut game);
    // The third decides it for Blue at the end of the move: Red now has six of his own moves
    // to get back over his back line (Wells L364; little-wars.md L351).
    ride(&mut game, riders[2], 47.6);
    let events = end(&mut game);
    assert!(events.contains(&LittleWarsEvent::BlowStruck {
        victor: Side::Blue,
        retreat_moves: 6
    }));
    assert_eq!(game.state().phase, Phase::Battle);
    let red_on_field = game.state().men_on_field(Side::Red);
    let mut last = Vec::new();
    for left in (0..6).rev() {
        assert_eq!(game.state().phase, Phase::Battle);
        last = end(&mut game); // Red's move
        assert_eq!(game.state().blow.unwrap().retreat_moves_left, left);
        if left > 0 {
            end(&mut game); // Blue's move
        }
    }
    // Whatever Red still has on the field capitulates (Wells L364; little-wars.md L352-L353),
    // as prisoners under the default `capitulated_men` (little-wars.md L48).
    assert!(last.contains(&LittleWarsEvent::Capitulated {
        side: Side::Red,
        men: red_on_field
    }));
    assert!(last.contains(&LittleWarsEvent::BattleOver {
        winner: Some(Side::Blue)
    }));
    assert_eq!(game.state().phase, Phase::Over(Some(Side::Blue)));
    assert_eq!(game.state().men_on_field(Side::Red), 0);
    assert!(game.state().score_input(Side::Blue).prisoners_taken >= red_on_field);
}

/// Strikes the blow with three Blue riders at `x` on Red's back line under `target`.
fn strike_at(target: &str, x: f64) -> Option<Side> {
    let mut setup = LittleWarsSetup::default_battle(1913);
    setup.options.set("game_type", "blow_at_rear").unwrap();
    setup.options.set("blow_target", target).unwrap();
    let mut game = LittleWarsGame::new(setup).unwrap();
    game.apply(C::TossForFirstMove).unwrap();
    game.apply(C::BeginBattle).unwrap();
    if game.state().to_move == Side::Red {
        end(&mut game);
    }
    let state = game.state();
    let riders: Vec<u32> = state
        .figures
        .iter()
        .filter(|f| f.side == Side::Blue && f.arm == Arm::Cavalry)
        .map(|f| f.id)
        .take(3)
        .collect();
    assert_eq!(riders.len(), 3);
    let mut figures = state.figures.clone();
    for (n, f) in figures
        .iter_mut()
        .filter(|f| riders.contains(&f.id))
        .enumerate()
    {
        f.at = TablePoint::new(x + n as f64, 47.6);
    }
    let mut probe = state.clone();
    probe.figures = figures;
    let hit = riders.iter().all(|id| {
        let f = probe.figure(*id).unwrap();
        kriegsspiel::systems::little_wars::game::at_blow_target(&probe, Side::Blue, f.at)
    });
    hit.then_some(Side::Blue)
}

#[test]
fn the_blow_target_option_names_the_part_of_the_back_line_that_counts() {
    // Wells L364 "the middle or either half of it"; little-wars.md L46: the middle is the
    // central half of the line (the default country is 72 in wide).
    assert_eq!(strike_at("whole", 2.0), Some(Side::Blue));
    assert_eq!(strike_at("middle", 2.0), None);
    assert_eq!(strike_at("middle", 34.0), Some(Side::Blue));
    assert_eq!(strike_at("left_half", 2.0), Some(Side::Blue));
    assert_eq!(strike_at("left_half", 62.0), None);
    assert_eq!(strike_at("right_half", 62.0), Some(Side::Blue));
    assert_eq!(strike_at("right_half", 2.0), None);
}

#[test]
fn a_fight_to_the_finish_is_not_decided_by_men_at_the_back_line() {
    let mut setup = LittleWarsSetup::default_battle(1913);
    for f in setup.figures.iter_mut().filter(|f| f.side == Side::Blue) {
        f.at.y = 46.0;
    }
    let mut game = LittleWarsGame::new(setup).unwrap();
    game.apply(C::TossForFirstMove).unwrap();
    game.apply(C::BeginBattle).unwrap();
    end(&mut game);
    assert_eq!(game.state().phase, Phase::Battle);
}

#[test]
fn a_group_put_down_goes_all_together_or_not_at_all() {
    let mut game = LittleWarsGame::new(LittleWarsSetup::default_battle(1913)).unwrap();
    game.apply(C::TossForFirstMove).unwrap();
    let red: Vec<u32> = game
        .state()
        .figures
        .iter()
        .filter(|f| f.side == Side::Red && f.arm == Arm::Infantry)
        .map(|f| f.id)
        .take(3)
        .collect();
    let before: Vec<TablePoint> = red
        .iter()
        .map(|id| game.state().figure(*id).unwrap().at)
        .collect();
    let entries = game.journal().entries().len();
    // 30 in up the table takes the men over the middle line (Wells L229): refused whole.
    let e = game
        .apply(C::PutDownGroup {
            figures: red.clone(),
            dx: 0.0,
            dy: -30.0,
        })
        .unwrap_err();
    assert!(matches!(e, LittleWarsError::GroupRefused { figure, .. } if figure == red[0]));
    assert!(e.to_string().contains("Wells L229"), "{e}");
    for (id, at) in red.iter().zip(&before) {
        assert_eq!(game.state().figure(*id).unwrap().at, *at);
    }
    assert_eq!(game.journal().entries().len(), entries);
    // 5 in: all three go, as one journaled command.
    let events = game
        .apply(C::PutDownGroup {
            figures: red.clone(),
            dx: 1.0,
            dy: -5.0,
        })
        .unwrap();
    assert_eq!(events.len(), 3);
    assert_eq!(game.journal().entries().len(), entries + 1);
    for (id, at) in red.iter().zip(&before) {
        assert_eq!(game.state().figure(*id).unwrap().at, at.offset(1.0, -5.0));
    }
}

#[test]
fn a_new_game_of_each_type_names_it_and_the_defensive_game_settles_the_roles() {
    for game_type in ["fight_to_finish", "blow_at_rear"] {
        let game = LittleWarsGame::default_of_type(1913, game_type).unwrap();
        assert_eq!(game.state().options.game_type.id(), game_type);
        assert_eq!(game.state().phase, Phase::PutDown);
        assert_eq!(game.state().defender, None);
    }
    // Wells L368: the defender is two-thirds as strong as the attacker; under the default
    // `defensive_first_player` = `attacker_first` the attacker is First Player.
    let game = LittleWarsGame::default_of_type(1913, "defensive").unwrap();
    let s = game.state();
    let defender = s.defender.unwrap();
    assert_eq!(s.first_player, Some(defender.opponent()));
    let (d, a) = (s.force(defender), s.force(defender.opponent()));
    assert!(defensive_strength_ok(d, a, &s.options), "{d:?} {a:?}");
    assert!(d.men() < a.men());
    assert!(
        LittleWarsGame::default_of_type(1913, "skirmish")
            .unwrap_err()
            .to_string()
            .contains("game_type")
    );
}

#[test]
fn the_default_battle_opens_in_the_kriegspiel_mode_with_its_options() {
    // Wells L577: the appendix is a rules mode over the floor game.
    let mut options = kriegsspiel::systems::little_wars::LittleWarsOptions::defaults();
    options.set("rules_mode", "kriegspiel").unwrap();
    options.set("game_type", "blow_at_rear").unwrap();
    let game = LittleWarsGame::default_with(1913, options).unwrap();
    let s = game.state();
    assert!(s.options.kriegspiel());
    assert!(s.options.game_type == GameType::BlowAtRear);
    assert_eq!(s.phase, Phase::PutDown);
}

proptest::proptest! {
    /// A group put down together moves every man by the offset, or none of them and nothing
    /// is journaled (Wells L229: each man in his own half).
    #[test]
    fn a_group_put_down_is_all_or_nothing(
        n in 1usize..8,
        dx in -30.0f64..30.0,
        dy in -40.0f64..10.0,
    ) {
        let mut game = LittleWarsGame::new(LittleWarsSetup::default_battle(7)).unwrap();
        game.apply(C::TossForFirstMove).unwrap();
        let group: Vec<u32> = game
            .state()
            .figures
            .iter()
            .filter(|f| f.side == Side::Red)
            .map(|f| f.id)
            .take(n)
            .collect();
        let before: Vec<TablePoint> =
            group.iter().map(|id| game.state().figure(*id).unwrap().at).collect();
        let entries = game.journal().entries().len();
        let done = game
            .apply(C::PutDownGroup { figures: group.clone(), dx, dy })
            .is_ok();
        for (id, at) in group.iter().zip(&before) {
            let now = game.state().figure(*id).unwrap().at;
            let expected = if done { at.offset(dx, dy) } else { *at };
            proptest::prop_assert_eq!(now, expected);
        }
        proptest::prop_assert_eq!(
            game.journal().entries().len(),
            entries + usize::from(done)
        );
    }
}

/// The default Defensive Game in battle, under `defensive_win` = `win`, as a state to probe:
/// the attacker, and the y of the defender's back line.
fn defensive_battle(
    win: &str,
) -> (
    kriegsspiel::systems::little_wars::game::BattleState,
    Side,
    f64,
) {
    let mut options = kriegsspiel::systems::little_wars::LittleWarsOptions::defaults();
    options.set("game_type", "defensive").unwrap();
    options.set("defensive_win", win).unwrap();
    let mut game = LittleWarsGame::default_with(1913, options).unwrap();
    game.apply(C::BeginBattle).unwrap();
    let state = game.state().clone();
    let defender = state.defender.unwrap();
    let line = if defender == Side::Red {
        state.country.depth - 0.4
    } else {
        0.4
    };
    (state, defender.opponent(), line)
}

fn attackers(
    state: &kriegsspiel::systems::little_wars::game::BattleState,
    attacker: Side,
) -> Vec<u32> {
    let mut v: Vec<u32> = state
        .figures
        .iter()
        .filter(|f| f.side == attacker)
        .map(|f| f.id)
        .collect();
    v.sort_unstable();
    v
}

#[test]
fn the_defensive_attacker_wins_when_a_quarter_of_his_strength_has_arrived() {
    // Wells L368 "reach the back line ... with at least a quarter of his original strength";
    // little-wars.md L41 `arriving_quarter` (default): counted as they arrive, by points
    // (`defensive_strength` = `points`, L40).
    use kriegsspiel::systems::little_wars::game::defensive_winner;
    let (mut state, attacker, line) = defensive_battle("arriving_quarter");
    let original = state.original[&attacker];
    assert_eq!(defensive_winner(&state), None);
    let men = attackers(&state, attacker);
    let mut arrived = kriegsspiel::systems::little_wars::forces::ForceCount::default();
    for id in &men {
        let f = state.figure_mut(*id).unwrap();
        f.at.y = line;
        if f.arm.mounted() {
            arrived.cavalry += 1
        } else {
            arrived.infantry += 1
        }
        state.arrived.insert(*id);
        let won = 4 * arrived.half_points() >= original.half_points();
        assert_eq!(
            defensive_winner(&state),
            won.then_some(attacker),
            "{arrived:?}"
        );
        if won {
            break;
        }
    }
    assert_eq!(defensive_winner(&state), Some(attacker));
}

#[test]
fn the_defender_wins_once_a_quarter_is_out_of_the_attackers_reach() {
    // little-wars.md L41: "the defender wins once that is out of reach".
    use kriegsspiel::systems::little_wars::figure::FigureStatus;
    use kriegsspiel::systems::little_wars::game::defensive_winner;
    let (mut state, attacker, _) = defensive_battle("arriving_quarter");
    for g in state.guns.iter_mut().filter(|g| g.side == attacker) {
        g.destroyed = true;
    }
    let mut fell = false;
    for id in attackers(&state, attacker) {
        state.figure_mut(id).unwrap().status = FigureStatus::Dead;
        if defensive_winner(&state) == Some(attacker.opponent()) {
            fell = true;
            break;
        }
    }
    assert!(fell);
    let left = state.force(attacker);
    assert!(4 * left.half_points() < state.original[&attacker].half_points());
}

#[test]
fn under_surviving_quarter_one_man_at_the_line_wins_while_a_quarter_survives() {
    // little-wars.md L41 `surviving_quarter`: any attacker reaches the back line while the
    // whole remaining force is at least a quarter; the defender wins when it falls below.
    use kriegsspiel::systems::little_wars::figure::FigureStatus;
    use kriegsspiel::systems::little_wars::game::defensive_winner;
    let (mut state, attacker, line) = defensive_battle("surviving_quarter");
    assert_eq!(defensive_winner(&state), None);
    let men = attackers(&state, attacker);
    state.figure_mut(men[0]).unwrap().at.y = line;
    assert_eq!(defensive_winner(&state), Some(attacker));
    for g in state.guns.iter_mut().filter(|g| g.side == attacker) {
        g.destroyed = true;
    }
    for id in &men[1..] {
        state.figure_mut(*id).unwrap().status = FigureStatus::Dead;
    }
    assert_eq!(defensive_winner(&state), Some(attacker.opponent()));
}
