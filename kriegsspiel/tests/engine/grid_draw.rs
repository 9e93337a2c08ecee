//! A draw by agreement in two steps (source L102; rules reference §7, "The program offers
//! 'propose draw'"): the side moving proposes, the other side accepts or declines; an offer
//! not answered lapses with the half-turn; each step is journaled, undone and saved.

use kriegsspiel::systems::grid::{
    GridCommand, GridError, GridEvent, GridGame, GridSide, Outcome, Refusal,
};

fn standard() -> GridGame {
    GridGame::standard().expect("the standard game")
}

#[test]
fn a_draw_proposed_and_accepted_ends_the_game_drawn() {
    let mut game = standard();
    let events = game.apply(GridCommand::ProposeDraw).unwrap();
    assert_eq!(
        events,
        vec![GridEvent::DrawProposed {
            by: GridSide::North
        }]
    );
    assert_eq!(
        game.apply(GridCommand::ProposeDraw),
        Err(GridError::Refused(Refusal::DrawAlreadyProposed {
            by: GridSide::North
        }))
    );
    let events = game
        .apply(GridCommand::AnswerDraw { accept: true })
        .unwrap();
    assert_eq!(events, vec![GridEvent::Drawn]);
    assert_eq!(game.state().outcome, Some(Outcome::Drawn));
    assert_eq!(
        game.apply(GridCommand::EndHalfTurn),
        Err(GridError::Refused(Refusal::GameOver))
    );
}

#[test]
fn a_declined_draw_lets_play_go_on_and_an_unanswered_offer_lapses_with_the_half_turn() {
    let mut game = standard();
    assert_eq!(
        game.apply(GridCommand::AnswerDraw { accept: true }),
        Err(GridError::Refused(Refusal::NoDrawProposed))
    );
    game.apply(GridCommand::ProposeDraw).unwrap();
    let events = game
        .apply(GridCommand::AnswerDraw { accept: false })
        .unwrap();
    assert_eq!(
        events,
        vec![GridEvent::DrawDeclined {
            by: GridSide::South
        }]
    );
    assert_eq!(game.state().outcome, None);
    assert!(!game.state().turn.draw_proposed);

    game.apply(GridCommand::ProposeDraw).unwrap();
    game.apply(GridCommand::EndHalfTurn).unwrap();
    assert!(!game.state().turn.draw_proposed, "the offer lapsed");
    assert_eq!(
        game.apply(GridCommand::AnswerDraw { accept: true }),
        Err(GridError::Refused(Refusal::NoDrawProposed))
    );
}

#[test]
fn the_draw_steps_are_journaled_undone_and_saved() {
    let mut game = standard();
    game.apply(GridCommand::ProposeDraw).unwrap();
    let reopened = GridGame::from_json(&game.to_json().unwrap(), "test").unwrap();
    assert!(reopened.state().turn.draw_proposed);
    game.apply(GridCommand::AnswerDraw { accept: true })
        .unwrap();
    assert_eq!(game.journal().entries().len(), 2);
    let reopened = GridGame::from_json(&game.to_json().unwrap(), "test").unwrap();
    assert_eq!(reopened.state(), game.state());
    game.undo().unwrap();
    assert_eq!(game.state().outcome, None);
    assert!(game.state().turn.draw_proposed);
}
