//! Ending the battle by hand: "Red wins", "Blue wins" or "Drawn" first asks for confirmation,
//! saying whether the game type's own ending has been reached — a Fight to the Finish won when
//! the enemy has no man left on the field and drawn when both are below fifteen (Wells L356),
//! a Blow at the Rear when three men reach the enemy's back line (Wells L364), the Defensive
//! Game when the attacker arrives with a quarter of his strength or no longer can (Wells L368)
//! — and, where it has not, that the players are ending it by agreement.

use egui::{Context, Id, Modal, RichText};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::game::BattleState;
use kriegsspiel::systems::little_wars::option_readings::GameType;
use kriegsspiel::systems::little_wars::scoring::{DRAW_BELOW_MEN, fight_drawn};

/// What the game type's ending says of a result the players want to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndingCheck {
    /// Whether the game type's ending has been reached with this result.
    pub reached: bool,
    /// The check in words, the rule named.
    pub words: String,
}

/// Says whether ending the battle now with `winner` (`None`: drawn) is the game type's own
/// ending or the players' agreement.
pub fn ending_check(state: &BattleState, winner: Option<Side>) -> EndingCheck {
    let (red, blue) = (
        state.men_on_field(Side::Red),
        state.men_on_field(Side::Blue),
    );
    let agreement = "Ending it now records this result by the players' agreement.";
    let (reached, words) = match (state.options.game_type, winner) {
        (GameType::FightToFinish, Some(w)) => {
            let left = state.men_on_field(w.opponent());
            if left == 0 {
                (
                    true,
                    format!(
                        "{} has no man left on the field: the Fight to the Finish is {w}'s (Wells L356).",
                        w.opponent()
                    ),
                )
            } else {
                (
                    false,
                    format!(
                        "{} still has {left} men on the field; a Fight to the Finish is won when the whole enemy force is killed, taken or driven over his back line (Wells L356). {agreement}",
                        w.opponent()
                    ),
                )
            }
        }
        (GameType::FightToFinish, None) => {
            if fight_drawn(red, blue) {
                (
                    true,
                    format!(
                        "Red has {red} men and Blue {blue}, both below {DRAW_BELOW_MEN}: the battle is drawn (Wells L356)."
                    ),
                )
            } else {
                (
                    false,
                    format!(
                        "Red has {red} men and Blue {blue}; a Fight to the Finish is drawn when both are below {DRAW_BELOW_MEN} (Wells L356). {agreement}"
                    ),
                )
            }
        }
        (GameType::BlowAtRear, _) => match state.blow {
            Some(blow) if winner == Some(blow.victor) => (
                true,
                format!(
                    "{} struck the Blow at the Rear (Wells L364): the win is his.",
                    blow.victor
                ),
            ),
            Some(blow) => (
                false,
                format!(
                    "{} struck the Blow at the Rear (Wells L364), so the win is his. {agreement}",
                    blow.victor
                ),
            ),
            None => (
                false,
                format!(
                    "No Blow at the Rear has been struck: it is decided when three men of a side reach the enemy's back line (Wells L364). {agreement}"
                ),
            ),
        },
        (GameType::Defensive, _) => (
            false,
            format!(
                "The Defensive Game is decided when the attacker reaches the defender's back line with a quarter of his strength, or no longer can (Wells L368); the table ends it then by itself. {agreement}"
            ),
        ),
    };
    EndingCheck { reached, words }
}

/// The result asked for, waiting for the umpire's confirmation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EndBattleDialog {
    /// The winner asked for; `None` for a draw.
    pub winner: Option<Side>,
}

impl EndBattleDialog {
    /// Shows the question; returns `Some(true)` to end the battle, `Some(false)` to play on.
    pub fn show(&self, ctx: &Context, state: &BattleState) -> Option<bool> {
        let check = ending_check(state, self.winner);
        let result = match self.winner {
            Some(side) => format!("{side} wins"),
            None => "drawn".into(),
        };
        let mut answer = None;
        let response = Modal::new(Id::unique("little_wars_end_battle")).show(ctx, |ui| {
            ui.set_width(520.0);
            ui.heading(format!("End the battle: {result}?"));
            ui.add(egui::Label::new(RichText::new(&check.words)).wrap());
            ui.horizontal(|ui| {
                if ui.button("End the battle").clicked() {
                    answer = Some(true);
                }
                if ui.button("Keep playing").clicked() {
                    answer = Some(false);
                }
            });
        });
        if answer.is_none() && response.should_close() {
            answer = Some(false);
        }
        answer
    }
}

#[cfg(test)]
mod end_battle_tests {
    use super::*;
    use kriegsspiel::systems::little_wars::LittleWarsOptions;
    use kriegsspiel::systems::little_wars::figure::FigureStatus;
    use kriegsspiel::systems::little_wars::forces::SideForce;
    use kriegsspiel::systems::little_wars::game::{LittleWarsCommand, LittleWarsGame};

    fn battle(game_type: &str) -> LittleWarsGame {
        let mut options = LittleWarsOptions::defaults();
        options.set("game_type", game_type).unwrap();
        let mut game =
            LittleWarsGame::with_forces(1, options, SideForce::DEFAULT, SideForce::DEFAULT)
                .unwrap();
        game.apply(LittleWarsCommand::BeginBattle).unwrap();
        game
    }

    #[test]
    fn a_fight_to_the_finish_is_ended_by_agreement_until_its_end_is_reached() {
        let game = battle("fight_to_finish");
        let s = game.state();
        let early = ending_check(s, Some(Side::Red));
        assert!(!early.reached);
        assert!(
            early.words.contains("Blue still has 39 men"),
            "{}",
            early.words
        );
        let draw = ending_check(s, None);
        assert!(
            !draw.reached && draw.words.contains("both are below 15"),
            "{}",
            draw.words
        );
        // Blue's men all gone: Red's win is the game's own ending.
        let mut state = s.clone();
        for f in state.figures.iter_mut().filter(|f| f.side == Side::Blue) {
            f.status = FigureStatus::Dead;
        }
        let won = ending_check(&state, Some(Side::Red));
        assert!(won.reached, "{}", won.words);
        assert!(!ending_check(&state, Some(Side::Blue)).reached);
    }

    #[test]
    fn a_blow_at_the_rear_not_struck_is_ended_by_agreement() {
        let game = battle("blow_at_rear");
        let check = ending_check(game.state(), Some(Side::Blue));
        assert!(!check.reached);
        assert!(check.words.contains("Wells L364"), "{}", check.words);
    }
}
