//! The two groups of a melee as the map has them: their side, arm, blocks, men and formation,
//! the step-one case they suggest, the second lines behind them and the attackers standing in
//! the defenders' flank or rear (Section 4 — Close Combat; reference §5–§6).

use kriegsspiel::systems::reisswitz_1815::army::{Side, UnitId, UnitKind};
use kriegsspiel::systems::reisswitz_1815::calc::{CombatArm, MeleeFormation, MeleeParty};
use kriegsspiel::systems::reisswitz_1815::game::Game;
use std::collections::BTreeSet;

/// Formations counted as mass columns (Section 4 — mass columns attacking a line).
const COLUMN_FORMATIONS: [&str; 4] = [
    "attack_column",
    "close_company_column",
    "close_platoon_column",
    "close_section_column",
];

/// The arm a unit fights as in a melee; `None` for detachments and trains.
pub fn combat_arm_of(kind: &UnitKind) -> Option<CombatArm> {
    match kind {
        UnitKind::Battalion { .. } | UnitKind::Sappers => Some(CombatArm::Infantry),
        UnitKind::CavalryRegiment { cavalry, .. } => Some(if cavalry.is_heavy() {
            CombatArm::HeavyCavalry
        } else {
            CombatArm::LightCavalry
        }),
        UnitKind::Battery { .. } => Some(CombatArm::Artillery),
        UnitKind::Detachment { .. } | UnitKind::Train { .. } => None,
    }
}

/// The arm in words.
pub fn arm_word(arm: CombatArm) -> &'static str {
    match arm {
        CombatArm::Infantry => "infantry",
        CombatArm::Skirmishers => "skirmishers",
        CombatArm::LightCavalry => "light cavalry",
        CombatArm::HeavyCavalry => "heavy cavalry",
        CombatArm::Artillery => "artillery",
    }
}

/// One group as the worksheet reads it from the game.
#[derive(Debug, Clone, PartialEq)]
pub struct MeleeGroup {
    /// Its side.
    pub side: Side,
    /// The party as the close-combat table reads it.
    pub party: MeleeParty,
    /// Men (riders) present.
    pub men: u32,
    /// Labels, for the page.
    pub labels: Vec<String>,
}

/// Reads a group of units from the game: one side, their arm (the first unit's; infantry and
/// cavalry together fight as combined arms), their blocks on the map, their men and formation.
pub fn read_group(game: &Game, ids: &[UnitId]) -> Result<MeleeGroup, String> {
    let state = game.state();
    let mut side = None;
    let (mut arms, mut blocks, mut men, mut labels) = (Vec::new(), 0u32, 0u32, Vec::new());
    let (mut lines, mut columns, mut battalions) = (0usize, 0usize, 0usize);
    for id in ids {
        let (unit, unit_state) = state.unit(id).map_err(|e| e.to_string())?;
        let placement = unit_state
            .placement
            .as_ref()
            .ok_or_else(|| format!("{} is not on the map", unit.label))?;
        if side.is_some_and(|s| s != unit.side) {
            return Err(format!(
                "{} is not of the same side as the rest",
                unit.label
            ));
        }
        side = Some(unit.side);
        let arm = combat_arm_of(&unit.kind).ok_or_else(|| {
            format!(
                "{} is a {}: its melee is the umpire's to settle",
                unit.label,
                unit.kind.describe()
            )
        })?;
        arms.push(arm);
        let footprint = game
            .footprint(id)
            .map_err(|e| e.to_string())?
            .ok_or_else(|| format!("{} is not on the map", unit.label))?;
        blocks = blocks.saturating_add(u32::try_from(footprint.main_blocks().count()).unwrap_or(0));
        men = men.saturating_add(unit_state.strength.men);
        labels.push(unit.label.clone());
        if matches!(unit.kind, UnitKind::Battalion { .. }) {
            battalions += 1;
        }
        if placement.formation == "line" {
            lines += 1;
        } else if COLUMN_FORMATIONS.contains(&placement.formation.as_str()) {
            columns += 1;
        }
    }
    let side = side.ok_or("take at least one unit from the selection")?;
    let arm = arms[0];
    let infantry = arms.contains(&CombatArm::Infantry);
    let cavalry = arms
        .iter()
        .any(|a| matches!(a, CombatArm::LightCavalry | CombatArm::HeavyCavalry));
    let formation = if lines == ids.len() {
        MeleeFormation::Line
    } else if battalions >= 2 && columns == ids.len() {
        MeleeFormation::MassColumns
    } else {
        MeleeFormation::Other
    };
    let mut party = MeleeParty::new(arm, blocks.max(1));
    party.formation = formation;
    party.combined_arms = infantry && cavalry;
    Ok(MeleeGroup {
        side,
        party,
        men,
        labels,
    })
}

/// The step-one case the two groups suggest (Section 4 — Establishing the Odds, step one;
/// reference §6): cavalry charging infantry in line or in column by its squadrons, cavalry
/// charging a battery's front, otherwise equal arms. The umpire may pick another.
pub fn suggest_base_case(attacker: &MeleeGroup, defender: &MeleeGroup) -> &'static str {
    let cavalry = matches!(
        attacker.party.arm,
        CombatArm::LightCavalry | CombatArm::HeavyCavalry
    );
    if !cavalry {
        return "equal_arms";
    }
    let squadrons = attacker.party.blocks;
    match (defender.party.arm, defender.party.formation) {
        (CombatArm::Infantry, MeleeFormation::Line) => match squadrons {
            0 | 1 => "cavalry_v_line_1_sqn",
            2 => "cavalry_v_line_2_sqns",
            _ => "cavalry_v_line_3_4_sqns",
        },
        (CombatArm::Infantry, _) => match squadrons {
            0 | 1 => "cavalry_v_column_1_sqn",
            2 => "cavalry_v_column_2_sqns",
            _ => "cavalry_v_column_3_4_sqns",
        },
        (CombatArm::Skirmishers, _) => "cavalry_v_skirmishers",
        (CombatArm::Artillery, _) => "cavalry_v_battery_front",
        _ => "equal_arms",
    }
}

/// Friendly units behind `ids` at a second line's distance (infantry 150–400 paces, cavalry by
/// the `cavalry_second_line` reading; Section 4 — Influences of a Second Line), by label.
pub fn second_lines(game: &Game, ids: &[UnitId]) -> Vec<String> {
    let state = game.state();
    let rules = state.ruleset();
    let spans = &rules.movement.second_line;
    let mut found = BTreeSet::new();
    for id in ids {
        let (Ok((unit, s)), Ok(Some(front))) = (state.unit(id), game.footprint(id)) else {
            continue;
        };
        let span = match combat_arm_of(&unit.kind) {
            Some(CombatArm::LightCavalry | CombatArm::HeavyCavalry) => {
                spans.cavalry(rules.options.cavalry_second_line).0
            }
            Some(CombatArm::Infantry) => spans.infantry,
            _ => continue,
        };
        let Some(placement) = &s.placement else {
            continue;
        };
        let (forward, right) = (placement.bearing.forward(), placement.bearing.right());
        for (other, os) in state.unit_states() {
            let (Ok((ou, _)), Some(op)) = (state.unit(other), &os.placement) else {
                continue;
            };
            if ids.contains(other) || ou.side != unit.side {
                continue;
            }
            let (dx, dy) = (
                op.anchor.x - placement.anchor.x,
                op.anchor.y - placement.anchor.y,
            );
            let behind = -(dx * forward.x + dy * forward.y);
            let across = (dx * right.x + dy * right.y).abs();
            if span.contains(behind) && across <= front.frontage {
                found.insert(ou.label.clone());
            }
        }
    }
    found.into_iter().collect()
}

/// The attackers standing level with or behind the front of the defender nearest them: they
/// attack in flank or rear (Section 4 — Attacks on Flank & Rear).
pub fn flank_attackers(game: &Game, attackers: &[UnitId], defenders: &[UnitId]) -> Vec<UnitId> {
    let state = game.state();
    let placed = |id: &UnitId| state.unit(id).ok().and_then(|(_, s)| s.placement.clone());
    attackers
        .iter()
        .filter(|a| {
            let Some(pa) = placed(a) else {
                return false;
            };
            let nearest = defenders.iter().filter_map(placed).min_by(|x, y| {
                let d = |p: &kriegsspiel::systems::reisswitz_1815::game::Placement| {
                    (p.anchor.x - pa.anchor.x).hypot(p.anchor.y - pa.anchor.y)
                };
                d(x).total_cmp(&d(y))
            });
            nearest.is_some_and(|pd| {
                let f = pd.bearing.forward();
                let ahead = (pa.anchor.x - pd.anchor.x) * f.x + (pa.anchor.y - pd.anchor.y) * f.y;
                ahead <= 0.0
            })
        })
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use geo::Coord;
    use kriegsspiel::clock::TimeOfDay;
    use kriegsspiel::systems::reisswitz_1815::army::{Bearing, OrderOfBattle};
    use kriegsspiel::systems::reisswitz_1815::game::{Battlefield, Command, GameSetup};
    use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

    const OOB: &str = r#"
title = "t"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[echelons]]
id = "blue"
side = "blue"
level = "army"
[[units]]
id = "inf"
echelon = "red"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "front"
echelon = "blue"
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
[[units]]
id = "side"
echelon = "blue"
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
"#;

    fn id(s: &str) -> UnitId {
        UnitId::new(s).expect("id")
    }

    fn game() -> Game {
        let setup = GameSetup::new(
            Battlefield::open(10_000.0, 10_000.0).expect("field"),
            Ruleset::reisswitz_1815().expect("rules"),
            OrderOfBattle::from_toml(OOB, "t").expect("oob"),
            1,
            TimeOfDay::new(6, 0).expect("time"),
        )
        .expect("setup");
        let mut g = Game::new(setup);
        // The battalion faces north at (5000, 5000); one regiment stands 300 paces ahead of
        // it, the other off its right flank, level with its front.
        for (unit, x, y, bearing, formation) in [
            ("inf", 5000.0, 5000.0, Bearing::NORTH, "line"),
            ("front", 5000.0, 4700.0, Bearing::SOUTH, "cavalry_line"),
            ("side", 5600.0, 5050.0, Bearing::WEST, "cavalry_line"),
        ] {
            g.apply(Command::PlaceUnit {
                unit: id(unit),
                anchor: Coord { x, y },
                bearing,
                formation: formation.into(),
                override_reason: None,
            })
            .expect("placed");
        }
        g
    }

    #[test]
    fn attackers_level_with_the_front_or_behind_it_are_in_the_flank() {
        let g = game();
        let found = flank_attackers(&g, &[id("front"), id("side")], &[id("inf")]);
        assert_eq!(found, vec![id("side")]);
    }

    #[test]
    fn groups_read_from_the_map_suggest_the_step_one_case() {
        let g = game();
        let cavalry = read_group(&g, &[id("front")]).expect("group");
        let infantry = read_group(&g, &[id("inf")]).expect("group");
        assert_eq!(cavalry.party.blocks, 2);
        assert_eq!(infantry.party.formation, MeleeFormation::Line);
        // Two squadrons against a battalion in line (Section 4 — Cavalry Against an Infantry
        // Line with Secure Flanks).
        assert_eq!(
            suggest_base_case(&cavalry, &infantry),
            "cavalry_v_line_2_sqns"
        );
        assert_eq!(suggest_base_case(&infantry, &cavalry), "equal_arms");
        assert!(
            read_group(&g, &[id("front"), id("inf")]).is_err(),
            "two sides"
        );
    }
}
