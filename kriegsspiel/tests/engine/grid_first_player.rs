//! Who moves first (source L17: a coin or straws; rules reference §2, "First player": the
//! program draws at random by default and saves the result): one die from a seeded box, odd
//! North, even South, saved with the game and checked when it is read back.

use kriegsspiel::systems::grid::{
    FirstPlayerDraw, GridCommand, GridError, GridGame, GridSide, Position,
};

fn standard_setup() -> kriegsspiel::systems::grid::GridSetup {
    GridGame::standard()
        .expect("the standard game")
        .setup()
        .clone()
}

#[test]
fn the_same_seed_draws_the_same_side_and_seeds_give_both_sides() {
    let sides: Vec<GridSide> = (0..40)
        .map(|seed| FirstPlayerDraw::throw(seed).unwrap().side().unwrap())
        .collect();
    assert!(sides.contains(&GridSide::North));
    assert!(sides.contains(&GridSide::South));
    for seed in 0..40 {
        let draw = FirstPlayerDraw::throw(seed).unwrap();
        assert_eq!(draw, FirstPlayerDraw::throw(seed).unwrap());
        let face = draw.face().unwrap();
        assert!((1..=6).contains(&face));
        let expected = if face % 2 == 1 {
            GridSide::North
        } else {
            GridSide::South
        };
        assert_eq!(draw.side(), Some(expected));
    }
}

#[test]
fn a_drawn_first_player_starts_the_game_and_is_saved_undone_and_checked() {
    let south_seed = (0..40)
        .find(|&seed| FirstPlayerDraw::throw(seed).unwrap().side() == Some(GridSide::South))
        .unwrap();
    let mut game = GridGame::with_first_player_drawn(standard_setup(), south_seed).unwrap();
    assert_eq!(game.state().to_move(), GridSide::South);
    assert_eq!(game.first_player_draw().unwrap().seed(), south_seed);

    game.apply(GridCommand::EndHalfTurn).unwrap();
    game.undo().unwrap();
    assert!(game.first_player_draw().is_some(), "undo keeps the draw");

    let text = game.to_json().unwrap();
    let reopened = GridGame::from_json(&text, "test").unwrap();
    assert_eq!(reopened.first_player_draw(), game.first_player_draw());
    assert_eq!(reopened.state(), game.state());

    // A start that contradicts the throw is refused.
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["setup"]["start"]["to_move"] = serde_json::Value::String("north".into());
    let err = GridGame::from_json(&value.to_string(), "tampered").unwrap_err();
    assert!(
        matches!(&err, GridError::Unreadable { message, .. } if message.contains("gives South the first half-turn")),
        "{err}"
    );
    // A game whose first player was chosen carries no draw.
    let chosen = GridGame::new(standard_setup()).unwrap();
    assert!(chosen.first_player_draw().is_none());
    assert_eq!(
        chosen.state().position,
        Position::published(&chosen.setup().board).unwrap()
    );
}
