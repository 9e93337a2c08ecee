//! Each side's men and guns over the game, read from the journal: the figures behind the
//! casualty page's plot.

use kriegsspiel::systems::reisswitz_1815::army::Side;
use kriegsspiel::systems::reisswitz_1815::game::{Event, Game};

/// One side's strength over the game, as (game minutes, count) points.
#[derive(Debug, Clone, PartialEq)]
pub struct StrengthHistory {
    /// The side.
    pub side: Side,
    /// Men (riders) present.
    pub men: Vec<[f64; 2]>,
    /// Guns present.
    pub guns: Vec<[f64; 2]>,
}

/// The men (riders) of each side at each journal entry, as game minutes and men.
pub fn strength_series(game: &Game) -> Vec<StrengthHistory> {
    let state = game.state();
    let side_of = |id| state.unit(id).ok().map(|(u, _)| u.side);
    let mut totals = [(0.0, 0.0), (0.0, 0.0)];
    for unit in state.order_of_battle().units() {
        let t = &mut totals[usize::from(unit.side == Side::Blue)];
        t.0 += f64::from(unit.strength.men);
        t.1 += f64::from(unit.strength.guns);
    }
    let minutes = |turn: u32| f64::from(turn) * 2.0;
    let mut series: Vec<StrengthHistory> = [Side::Red, Side::Blue]
        .iter()
        .zip(&totals)
        .map(|(side, t)| StrengthHistory {
            side: *side,
            men: vec![[0.0, t.0]],
            guns: vec![[0.0, t.1]],
        })
        .collect();
    for entry in game.journal() {
        let mut changed = false;
        for event in &entry.events {
            if let Event::StrengthChanged { unit, from, to } = event
                && let Some(side) = side_of(unit)
            {
                let t = &mut totals[usize::from(side == Side::Blue)];
                t.0 += f64::from(to.men) - f64::from(from.men);
                t.1 += f64::from(to.guns) - f64::from(from.guns);
                changed = true;
            }
        }
        if changed {
            for (history, t) in series.iter_mut().zip(&totals) {
                let x = minutes(entry.turn);
                history.men.push([x, t.0]);
                history.guns.push([x, t.1]);
            }
        }
    }
    let now = minutes(state.turn());
    for (history, t) in series.iter_mut().zip(&totals) {
        history.men.push([now, t.0]);
        history.guns.push([now, t.1]);
    }
    series
}

#[cfg(test)]
mod tests {
    use super::*;
    use kriegsspiel::clock::TimeOfDay;
    use kriegsspiel::systems::reisswitz_1815::army::OrderOfBattle;
    use kriegsspiel::systems::reisswitz_1815::game::{Battlefield, Command, GameSetup};
    use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

    #[test]
    fn strength_series_follows_the_journal() {
        let oob = OrderOfBattle::from_toml(
            r#"
title = "t"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[units]]
id = "a1"
echelon = "red"
kind = { type = "battalion", infantry = "line" }
"#,
            "t",
        )
        .expect("oob");
        let field = Battlefield::open(10_000.0, 10_000.0).expect("field");
        let setup = GameSetup::new(
            field,
            Ruleset::reisswitz_1815().expect("rules"),
            oob,
            1,
            TimeOfDay::new(6, 0).expect("time"),
        )
        .expect("setup");
        let mut game = Game::new(setup);
        game.apply(Command::AdvanceClock { turns: 3 })
            .expect("clock");
        game.apply(Command::SetStrength {
            unit: kriegsspiel::systems::reisswitz_1815::army::UnitId::new("a1").expect("id"),
            men: 800,
            guns: 0,
        })
        .expect("strength");
        let series = strength_series(&game);
        assert_eq!(series[0].side, Side::Red);
        assert_eq!(
            series[0].men,
            vec![[0.0, 900.0], [6.0, 800.0], [6.0, 800.0]]
        );
        assert_eq!(series[1].men, vec![[0.0, 0.0], [6.0, 0.0], [6.0, 0.0]]);
    }
}
