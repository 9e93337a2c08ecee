//! Writes `maps/staff-exercise.map.json` and `maps/staff-exercise.game.json`: the default map
//! and brigade learning game set up as a staff exercise, for the README's walk-through and for
//! anyone trying the staff exercise. Run with
//! `cargo run -p workbench --example staff_exercise_scenario` after changing the default
//! scenario.
//!
//! On top of the default scenario (each side's brigade across the Marl Brook): a General Idea, a
//! Separate Report for each side with what it is told of the enemy, a commander-in-chief and an
//! advanced-guard commander for each side, Red's cavalry patrol pushed forward to the brook
//! (where it sees Blue's line and is seen), an order on its way, and moves taken together until
//! something happens.

use anyhow::{Context, Result};
use geo::Coord;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::ids::UnitId;
use kriegsspiel::map::MapDocument;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::army::Gait;
use kriegsspiel::systems::reisswitz_1815::game::{Command, Game};
use kriegsspiel::systems::reisswitz_1815::staff::{
    CommanderId, Duty, InformationSource, Intelligence, MessageKind, Party, Post, ReportedUnit,
    SeparateReport,
};
use std::path::Path;

fn unit(id: &str) -> Result<UnitId> {
    Ok(UnitId::new(id)?)
}

fn commander(id: &str) -> Result<CommanderId> {
    Ok(CommanderId::new(id)?)
}

fn report(side: Side) -> Result<SeparateReport> {
    let (forces, orders, objective, retreat, enemy) = match side {
        Side::Red => (
            "Red 1st Brigade: three battalions, the 11th Light Dragoons, a foot battery and a \
             cavalry patrol",
            "Cross the Marl Brook by the mill ford and the pontoon bridge before the enemy \
             closes them.",
            "Hold Crouch Farm by eight o'clock.",
            "North by the King's Highway to Elmstead.",
            Intelligence {
                source: InformationSource::Inhabitant,
                text: "A miller says Blue hussars watered at the ford at dusk.".into(),
                reported_units: vec![ReportedUnit {
                    description: "hussars, perhaps two squadrons".into(),
                    position: Coord {
                        x: 5200.0,
                        y: 3300.0,
                    },
                }],
            },
        ),
        Side::Blue => (
            "Blue 1st Brigade: two battalions and a rifle battalion, the 10th Hussars, a horse \
             battery and an infantry patrol",
            "Deny the Marl Brook crossings to the enemy until the division comes up.",
            "Keep the ford and the pontoon bridge in your hands.",
            "South by the road to Namur.",
            Intelligence {
                source: InformationSource::Spy,
                text: "A pedlar saw Red infantry camped on Gallows Knoll.".into(),
                reported_units: vec![ReportedUnit {
                    description: "infantry, a brigade".into(),
                    position: Coord {
                        x: 6300.0,
                        y: 1800.0,
                    },
                }],
            },
        ),
    };
    Ok(SeparateReport {
        forces: forces.into(),
        orders: orders.into(),
        objective: objective.into(),
        line_of_retreat: retreat.into(),
        enemy: vec![enemy],
        time_of_year: "June".into(),
        dawn: Some(TimeOfDay::new(3, 45)?),
        dusk: Some(TimeOfDay::new(21, 10)?),
        weather: "Fine; a light mist on the brook at dawn".into(),
        ground_and_rivers: "The Marl Brook is fordable only at the mill ford.".into(),
    })
}

fn staff_commands() -> Result<Vec<Command>> {
    let mut commands = vec![Command::SetGeneralIdea {
        text: "Two brigades march on the crossings of the Marl Brook on a June morning of 1815; \
               whoever holds them by eight o'clock decides where the divisions meet."
            .into(),
    }];
    for side in [Side::Red, Side::Blue] {
        commands.push(Command::SetSeparateReport {
            side,
            report: report(side)?,
        });
    }
    for (id, side, name, duty, post) in [
        (
            "red-cin",
            Side::Red,
            "Colonel Ashby",
            Duty::CommanderInChief,
            "red-a-2",
        ),
        (
            "red-ag",
            Side::Red,
            "Major Hale",
            Duty::AdvancedGuard,
            "red-cav-11",
        ),
        (
            "blue-cin",
            Side::Blue,
            "Colonel Marsh",
            Duty::CommanderInChief,
            "blue-b-1",
        ),
        (
            "blue-ag",
            Side::Blue,
            "Major Dunn",
            Duty::AdvancedGuard,
            "blue-cav-10",
        ),
    ] {
        commands.push(Command::AddCommander {
            commander: commander(id)?,
            side,
            name: name.into(),
            duty,
            post: Some(Post::Unit(unit(post)?)),
        });
    }
    commands.push(Command::MoveUnit {
        unit: unit("red-patrol-1")?,
        path: vec![Coord {
            x: 5300.0,
            y: 2850.0,
        }],
        gait: Gait::Patrol,
        facing: None,
        override_reason: Some("the patrol set out before the exercise began".into()),
    });
    commands.push(Command::AdvanceClock { turns: 1 });
    commands.push(Command::SendMessage {
        kind: MessageKind::Order,
        from: Party::Commander(commander("red-cin")?),
        to: Party::Unit(unit("red-a-3")?),
        text: "Take the light battalion to the mill ford and hold it.".into(),
        route: Vec::new(),
        reaction_minutes: 2.0,
        umpire_ground: None,
    });
    commands.push(Command::AdvanceUntil { max_turns: 10 });
    Ok(commands)
}

fn main() -> Result<()> {
    let maps = Path::new(env!("CARGO_MANIFEST_DIR")).join("../maps");
    let mut map = MapDocument::load(&maps.join("default.map.json"))?;
    map.name = "The field of Marlbrook: a staff exercise".into();
    let mut game = Game::load(&maps.join("default.game.json"))?;
    for command in staff_commands()? {
        game.apply(command.clone())
            .with_context(|| format!("applying {}", command.name()))?;
    }
    map.save(&maps.join("staff-exercise.map.json"))?;
    let out = maps.join("staff-exercise.game.json");
    game.save(&out)?;
    println!(
        "wrote {} ({} journal entries, turn {})",
        out.display(),
        game.journal().len(),
        game.state().turn()
    );
    Ok(())
}
