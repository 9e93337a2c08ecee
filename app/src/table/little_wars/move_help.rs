//! The side panel's help on moving, with the distances of the rules mode in force: the floor
//! game's foot and horse (Wells L261, L265) or the Kriegspiel appendix's moves for every arm
//! (Wells L590-L598); and the forces on the table in words.

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsOptions;
use kriegsspiel::systems::little_wars::figure::Arm;
use kriegsspiel::systems::little_wars::figures::{CAVALRY_MOVE_FT, INFANTRY_MOVE_FT};
use kriegsspiel::systems::little_wars::game::BattleState;
use kriegsspiel::systems::little_wars::kriegspiel::appendix_move;

/// Feet in words: 1 → "1 ft", 1.5 → "1½ ft".
fn feet(value: f64) -> String {
    let whole = value.trunc();
    if (value - whole - 0.5).abs() < 1e-9 {
        if whole == 0.0 {
            "½ ft".into()
        } else {
            format!("{whole}½ ft")
        }
    } else {
        format!("{value} ft")
    }
}

/// How far each man may be dragged in the rules mode in force.
pub fn move_help(options: &LittleWarsOptions) -> String {
    if !options.kriegspiel() {
        return format!(
            "Drag a man (or a shift-clicked group) within his circle: {} infantry, {} cavalry \
             (Wells L261, L265).",
            feet(INFANTRY_MOVE_FT),
            feet(CAVALRY_MOVE_FT)
        );
    }
    let ft = |arm: Arm, faster: bool| feet(appendix_move(arm, faster).0 / 12.0);
    format!(
        "Drag a man (or a shift-clicked group) within his circle; the appendix's moves: \
         infantry {} ({} on a road in twos or fours), cavalry {} ({} on a road), engineers \
         and artillery {}, the General {} ({} by motor) (Wells L590-L598).",
        ft(Arm::Infantry, false),
        ft(Arm::Infantry, true),
        ft(Arm::Cavalry, false),
        ft(Arm::Cavalry, true),
        ft(Arm::RoyalEngineers, false),
        ft(Arm::General, false),
        ft(Arm::General, true),
    )
}

/// Each side's force on the table, in words ("Red: 24 infantry, 15 cavalry, 1 gun.").
pub fn forces_words(state: &BattleState) -> String {
    [Side::Red, Side::Blue]
        .into_iter()
        .map(|side| {
            let of = |arm: Arm| {
                state
                    .figures
                    .iter()
                    .filter(|f| f.side == side && f.arm == arm)
                    .count()
            };
            let guns = state.guns.iter().filter(|g| g.side == side).count();
            let mut parts = vec![
                format!("{} infantry", of(Arm::Infantry)),
                format!("{} cavalry", of(Arm::Cavalry)),
                format!("{guns} gun{}", if guns == 1 { "" } else { "s" }),
            ];
            for (arm, name) in [
                (Arm::General, "General"),
                (Arm::RoyalEngineers, "engineers"),
                (Arm::RoyalArtillery, "artillery"),
            ] {
                let n = of(arm);
                if n > 0 {
                    parts.push(if arm == Arm::General {
                        name.to_string()
                    } else {
                        format!("{n} {name}")
                    });
                }
            }
            format!("{side}: {}.", parts.join(", "))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod move_help_tests {
    use super::*;

    #[test]
    fn the_help_names_the_distances_of_the_mode_in_force() {
        let floor = LittleWarsOptions::defaults();
        assert!(move_help(&floor).contains("1 ft infantry, 2 ft cavalry"));
        let mut appendix = LittleWarsOptions::defaults();
        appendix.set("rules_mode", "kriegspiel").unwrap();
        let words = move_help(&appendix);
        for part in [
            "infantry 1 ft (1½ ft on a road",
            "cavalry 3 ft (4½ ft on a road)",
            "engineers and artillery 2 ft",
            "the General 3 ft (6 ft by motor)",
        ] {
            assert!(words.contains(part), "{part}: {words}");
        }
    }
}
