//! A draw by agreement in two steps (source L102; rules reference §7: the program offers
//! "propose draw"): the side moving proposes, the other side accepts or declines. An offer not
//! answered lapses when the half-turn ends.

use super::event::GridEvent;
use super::grid_state::GridState;
use super::outcome::Outcome;
use super::refusal::Refusal;

impl GridState {
    /// The side moving proposes a draw; the other side is to answer.
    pub fn propose_draw(&mut self) -> Result<Vec<GridEvent>, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        let by = self.to_move();
        if self.turn.draw_proposed {
            return Err(Refusal::DrawAlreadyProposed { by });
        }
        self.turn.draw_proposed = true;
        Ok(vec![GridEvent::DrawProposed { by }])
    }

    /// The side not moving answers the draw proposed: accepted, the game is drawn; declined,
    /// play goes on.
    pub fn answer_draw(&mut self, accept: bool) -> Result<Vec<GridEvent>, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        if !self.turn.draw_proposed {
            return Err(Refusal::NoDrawProposed);
        }
        self.turn.draw_proposed = false;
        if accept {
            self.outcome = Some(Outcome::Drawn);
            Ok(vec![GridEvent::Drawn])
        } else {
            Ok(vec![GridEvent::DrawDeclined {
                by: self.to_move().opponent(),
            }])
        }
    }
}
