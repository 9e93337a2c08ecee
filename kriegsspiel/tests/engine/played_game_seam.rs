//! The core's played game over any rule system: the toy fourth system gets save and open,
//! undo and redo, replay and the check of every saved event with nothing but `RuleSystem`; and
//! for random games of each of the three real systems, save → open gives the same game while a
//! journal with one event altered is refused, the damaged file left as it was.

use super::game_journal::{op, preamble, setup as reisswitz_setup, to_command};
use super::grid_replay::random_game;
use super::toy_rules::{AddStones, ToyError, ToyEvent, ToyRules, ToySetup};
use kriegsspiel::play_error::PlayError;
use kriegsspiel::played_game::PlayedGame;
use kriegsspiel::side::Side;
use kriegsspiel::system::RuleSystem;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::game::LittleWarsGame;
use kriegsspiel::systems::reisswitz_1815::game::Game;
use proptest::prelude::*;
use std::path::PathBuf;

type ToyGame = PlayedGame<ToyRules>;

fn add(side: Side, stones: u32) -> AddStones {
    AddStones { side, stones }
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ks-played-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_toy_system_gets_undo_redo_and_a_refusal_that_changes_nothing() {
    let mut game = ToyGame::new(ToySetup { target: 5 }).unwrap();
    game.apply(add(Side::Red, 2)).unwrap();
    let before = game.clone();
    assert_eq!(
        game.apply(add(Side::Red, 1)).unwrap_err(),
        ToyError::NotYourTurn(Side::Red)
    );
    assert_eq!(game, before, "a refused command leaves the game as it was");
    let events = game.apply(add(Side::Blue, 3)).unwrap();
    assert_eq!(
        events,
        vec![
            ToyEvent::Added { heap: 5 },
            ToyEvent::Won { side: Side::Blue }
        ]
    );
    assert_eq!(game.undo().unwrap(), add(Side::Blue, 3));
    assert_eq!(game.state().heap, 2);
    assert!(game.can_redo());
    game.redo().unwrap();
    assert_eq!(game.state().winner, Some(Side::Blue));
    assert_eq!(
        game.entries()[1].turn,
        1,
        "the entry carries the toy's stamp"
    );
    game.undo().unwrap();
    game.undo().unwrap();
    assert_eq!(
        game.undo().unwrap_err(),
        ToyError::Play(PlayError::NothingToUndo)
    );
    assert_eq!(
        ToyGame::new(ToySetup { target: 0 }).unwrap_err(),
        ToyError::NoTarget
    );
}

#[test]
fn the_toy_system_saves_opens_replays_and_refuses_an_altered_event() {
    let mut game = ToyGame::new(ToySetup { target: 9 }).unwrap();
    for (side, n) in [(Side::Red, 3), (Side::Blue, 2), (Side::Red, 1)] {
        game.apply(add(side, n)).unwrap();
    }
    game.undo().unwrap();
    let dir = scratch("toy");
    let path = dir.join("toy.json");
    game.save(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    for key in [
        "\"format\": \"toy-game\"",
        "\"system\": \"toy\"",
        "\"events\"",
        "\"redo\"",
    ] {
        assert!(text.contains(key), "{key} in {text}");
    }
    let opened = ToyGame::load(&path).unwrap();
    assert_eq!(opened, game, "the redo stack comes back too");
    let replayed = ToyGame::replay(
        game.setup().clone(),
        game.entries().iter().map(|e| e.command.clone()),
    )
    .unwrap();
    assert_eq!(replayed.state(), game.state());
    assert_eq!(game.replayed_to(0).unwrap().state().heap, 3);
    assert_eq!(game.replayed_to(1).unwrap().state().heap, 5);
    let damaged = text.replacen("\"heap\": 5", "\"heap\": 6", 1);
    assert_ne!(damaged, text);
    std::fs::write(&path, &damaged).unwrap();
    let refused = ToyGame::load(&path).unwrap_err();
    assert!(
        matches!(
            refused,
            ToyError::Play(PlayError::ReplayMismatch { index: 1, .. })
        ),
        "{refused}"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), damaged);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_toy_system_applies_several_commands_whole_or_not_at_all() {
    let mut game = ToyGame::new(ToySetup { target: 20 }).unwrap();
    let before = game.clone();
    let refused = game.apply_all([add(Side::Red, 2), add(Side::Blue, 9)]);
    assert_eq!(refused.unwrap_err(), ToyError::BadCount(9));
    assert_eq!(game, before);
    game.apply_all([add(Side::Red, 2), add(Side::Blue, 3)])
        .unwrap();
    assert_eq!(game.entries().len(), 2);
    game.close_set_up();
    assert!(matches!(
        game.undo(),
        Err(ToyError::Play(PlayError::UndoAtSetUp { entries: 2 }))
    ));
}

/// Bumps the first number (else flips the first truth, else changes the first string that is
/// not a tag) found in a JSON value; whether anything was changed.
fn alter(value: &mut serde_json::Value) -> bool {
    use serde_json::Value;
    match value {
        Value::Number(n) => {
            *value = match n.as_u64() {
                Some(u) => Value::from(u.wrapping_add(1)),
                None => Value::from(n.as_f64().unwrap_or(0.0) + 1.0),
            };
            true
        }
        Value::Bool(b) => {
            *b = !*b;
            true
        }
        Value::Array(items) => items.iter_mut().any(alter),
        Value::Object(fields) => fields.iter_mut().any(|(_, v)| alter(v)),
        _ => false,
    }
}

/// Save → open gives the same game; one event altered is refused on open and the damaged file
/// stays as it was.
fn check_saves<S: RuleSystem>(game: &PlayedGame<S>, name: &str) -> Result<(), TestCaseError> {
    let dir = scratch(name);
    let path = dir.join("game.json");
    game.save(&path).expect("saved");
    let opened = PlayedGame::<S>::load(&path);
    prop_assert!(opened.is_ok(), "{:?}", opened.err().map(|e| e.to_string()));
    prop_assert_eq!(&opened.unwrap(), game);
    let mut json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let altered = json["journal"]
        .as_array_mut()
        .into_iter()
        .flatten()
        .filter_map(|entry| entry.get_mut("events"))
        .filter_map(|events| events.as_array_mut())
        .flatten()
        .any(alter);
    if altered {
        let damaged = serde_json::to_string_pretty(&json).unwrap();
        std::fs::write(&path, &damaged).unwrap();
        prop_assert!(
            PlayedGame::<S>::load(&path).is_err(),
            "an altered event was taken"
        );
        prop_assert_eq!(std::fs::read_to_string(&path).unwrap(), damaged);
    }
    std::fs::remove_dir_all(dir).ok();
    Ok(())
}

fn little_wars_command(pick: u8, figure: u32, dx: f64, dy: f64) -> LittleWarsCommand {
    match pick % 4 {
        0 => LittleWarsCommand::EndMove { seconds_used: None },
        1 => LittleWarsCommand::MoveGroup {
            figures: vec![figure, figure + 1],
            dx,
            dy,
        },
        _ => LittleWarsCommand::MoveFigure {
            figure,
            route: vec![kriegsspiel::systems::little_wars::units::TablePoint::new(
                dx, dy,
            )],
            on_road_in_column: false,
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn every_system_saves_and_opens_the_same_game_and_refuses_an_altered_event(
        reisswitz_ops in prop::collection::vec(op(), 1..12),
        grid_choices in prop::collection::vec((any::<u16>(), any::<u16>(), any::<bool>()), 1..30),
        little_wars_moves in prop::collection::vec((any::<u8>(), 0u32..40, 0.0f64..72.0, 0.0f64..48.0), 1..12),
    ) {
        let mut reisswitz = Game::new(reisswitz_setup());
        for command in preamble() {
            reisswitz.apply(command).unwrap();
        }
        for op in reisswitz_ops {
            let command = to_command(&reisswitz, op);
            let _ = reisswitz.apply(command);
        }
        check_saves(reisswitz.played(), "reisswitz")?;

        let (_, grid) = random_game(&grid_choices);
        check_saves(&grid, "grid")?;

        let mut little_wars = LittleWarsGame::default_battle(1913).unwrap();
        for (pick, figure, dx, dy) in little_wars_moves {
            let _ = little_wars.apply(little_wars_command(pick, figure, dx, dy));
        }
        check_saves(&little_wars, "little-wars")?;
    }
}
