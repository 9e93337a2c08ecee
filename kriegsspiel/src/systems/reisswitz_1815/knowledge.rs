//! What one side of a Reisswitz game may know (see [`crate::knowledge`]).

use super::game::Game;
use crate::knowledge::{KnowsSides, SideView};
use crate::side::Side;

impl KnowsSides for Game {
    fn side_view(&self, side: Side) -> SideView {
        SideView {
            side,
            clock: self.state().clock().reading(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::TimeOfDay;
    use crate::systems::reisswitz_1815::army::OrderOfBattle;
    use crate::systems::reisswitz_1815::game::{Battlefield, GameSetup};
    use crate::systems::reisswitz_1815::ruleset::Ruleset;

    #[test]
    fn a_view_names_its_side_and_clock() -> Result<(), Box<dyn std::error::Error>> {
        let oob = OrderOfBattle::from_toml(
            include_str!("../../../../assets/orders-of-battle/brigade-learning-game.toml"),
            "brigade",
        )?;
        let setup = GameSetup::new(
            Battlefield::open(4000.0, 3000.0)?,
            Ruleset::reisswitz_1815()?,
            oob,
            7,
            TimeOfDay::new(9, 0)?,
        )?;
        let view = Game::new(setup).side_view(Side::Blue);
        assert_eq!(view.side, Side::Blue);
        assert_eq!(view.clock.turn, 0);
        assert_eq!(view.clock.time, TimeOfDay::new(9, 0)?);
        Ok(())
    }
}
