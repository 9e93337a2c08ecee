//! Writes `maps/default.game.json`, the scenario the workbench opens with its default map: the
//! brigade learning game with each side's brigade placed facing the other across the Marl
//! Brook. Run with `cargo run -p workbench --example default_scenario` after changing the map
//! or the order of battle; the placements are ordinary journal entries, so the umpire can
//! undo them like any other.

use anyhow::{Context, Result, bail};
use geo::Coord;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::map::MapDocument;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, OrderOfBattle, Side};
use kriegsspiel::systems::reisswitz_1815::game::{Battlefield, Game, GameSetup};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use std::path::Path;
use workbench::table::reisswitz::line_up;

/// Where each brigade stands (paces, map frame) and which way it faces (degrees).
const RED_CENTRE: (f64, f64) = (4700.0, 2250.0);
const BLUE_CENTRE: (f64, f64) = (4700.0, 3800.0);

fn main() -> Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let map = MapDocument::load(&root.join("maps/default.map.json"))?;
    let oob =
        OrderOfBattle::load(&root.join("assets/orders-of-battle/brigade-learning-game.toml"))?;
    let setup = GameSetup::new(
        Battlefield::from_map(&map)?,
        Ruleset::reisswitz_1815()?,
        oob,
        1815,
        TimeOfDay::new(6, 0)?,
    )?;
    let mut game = Game::new(setup);
    for (side, (x, y), facing) in [
        (Side::Red, RED_CENTRE, 180.0),
        (Side::Blue, BLUE_CENTRE, 0.0),
    ] {
        let units: Vec<_> = game
            .state()
            .order_of_battle()
            .units_of_side(side)
            .iter()
            .map(|u| u.id.clone())
            .collect();
        let commands = line_up(game.state(), &units, Coord { x, y }, Bearing::new(facing)?);
        if commands.len() != units.len() {
            bail!(
                "only {} of {} {side} units could be lined up",
                commands.len(),
                units.len()
            );
        }
        for command in commands {
            game.apply(command.clone())
                .with_context(|| format!("placing {command:?}"))?;
        }
    }
    // The placements are the scenario's set-up: undo stops after them (issue 13, defect 8).
    game.close_set_up();
    let out = root.join("maps/default.game.json");
    game.save(&out)?;
    println!(
        "wrote {} ({} journal entries)",
        out.display(),
        game.journal().len()
    );
    Ok(())
}
