//! The grid game's move list and analysis aid in words: each move and attack of a half-turn as
//! the table's move list shows it (squares in the replay file's `[x, y]`), what each side
//! threatens, and what a planned move would cut. No arrows: the window's font has none.

use kriegsspiel::systems::grid::{
    CombatResult, GridSide, MoveCuts, PlayedAction, PlayedAttack, PlayedHalfTurn, PlayedMove,
    Threats,
};

use crate::grid_text::{grid_result_words, grid_squares};

/// One move: "infantry [5,8] to [6,9]", with "(retreat)", "stopped cut off on [x,y]" and
/// "arsenal destroyed" where they apply.
fn move_words(m: &PlayedMove) -> String {
    let mut words = format!("{} {} to {}", m.kind, m.from, m.to);
    if m.ended_at != m.to {
        words.push_str(&format!(", stopped cut off on {}", m.ended_at));
    }
    if m.retreat {
        words.push_str(" (retreat)");
    }
    if m.raid {
        words.push_str(", arsenal destroyed");
    }
    words
}

/// One attack: "attack on infantry [12,10]: 4 against 24, no effect", with "by [x,y]" when a
/// unit was named and the target's fate when it was taken off.
fn attack_words(a: &PlayedAttack) -> String {
    let by = a.by.map(|b| format!(" by {b}")).unwrap_or_default();
    let result = match (a.result, a.removed) {
        (CombatResult::Retreat, true) => "beaten by one with no way to retreat, destroyed",
        (result, _) => grid_result_words(result),
    };
    format!(
        "attack on {} {}{by}: {} against {}, {result}",
        a.target_kind, a.target, a.attack_total, a.defence_total
    )
}

/// One line of the move list: the half-turn's number and side, then the move or attack, e.g.
/// "1. North: infantry [5,8] to [6,9]" or "7. North: attack on infantry [12,10]: 4 against
/// 24, no effect".
pub fn grid_move_line(half: &PlayedHalfTurn, action: &PlayedAction) -> String {
    let what = match action {
        PlayedAction::Move(m) => move_words(m),
        PlayedAction::Attack(a) => attack_words(a),
    };
    format!("{}. {}: {what}", half.number, half.side)
}

/// Every line the move list shows for a half-turn: its moves and attack in order, "no move"
/// for a half-turn ended with nothing done, and a unit lost at its end for want of a retreat.
pub fn grid_half_turn_lines(half: &PlayedHalfTurn) -> Vec<String> {
    let mut lines: Vec<String> = half
        .actions
        .iter()
        .map(|action| grid_move_line(half, action))
        .collect();
    if lines.is_empty() {
        lines.push(format!("{}. {}: no move", half.number, half.side));
    }
    if let Some((side, kind, at)) = half.lost_at_end {
        lines.push(format!(
            "{}. end: {side} {kind} {at} had no way to retreat, destroyed",
            half.number
        ));
    }
    lines
}

/// What a side threatens: "North threatens 34 squares; its attack would beat infantry
/// [12,10] (11 against 6, destroyed)", or "… and beat no unit".
pub fn grid_threat_words(threats: &Threats, side: GridSide) -> String {
    let squares = threats.squares.get(side).len();
    let plural = if squares == 1 { "" } else { "s" };
    let danger: Vec<String> = threats
        .in_danger
        .get(side)
        .iter()
        .map(|d| {
            format!(
                "{} {} ({} against {}, {})",
                d.kind,
                d.at,
                d.attack_total,
                d.defence_total,
                grid_result_words(d.result)
            )
        })
        .collect();
    if danger.is_empty() {
        format!("{side} threatens {squares} square{plural} and its attack would beat no unit")
    } else {
        format!(
            "{side} threatens {squares} square{plural}; its attack would beat {}",
            danger.join(", ")
        )
    }
}

/// What a planned move would cut, line by line: a heading ("Moving [3,1] to [3,0]:"), each
/// line cut ("North's line from [0,0] cut after [2,0] (it reached [24,0])"), the squares each
/// side's lines would no longer reach, the units cut off and those linked again; or that it
/// changes none of these.
pub fn grid_cuts_lines(cuts: &MoveCuts) -> Vec<String> {
    let mut lines = vec![format!("Moving {} to {}:", cuts.from, cuts.to)];
    if cuts.is_empty() {
        lines.push("cuts no line and cuts off no unit".into());
        return lines;
    }
    for cut in &cuts.cut_lines {
        lines.push(if cut.kept_to == cut.source {
            format!(
                "{}'s line from {} gone (it reached {})",
                cut.side, cut.source, cut.was_to
            )
        } else {
            format!(
                "{}'s line from {} cut after {} (it reached {})",
                cut.side, cut.source, cut.kept_to, cut.was_to
            )
        });
    }
    for side in GridSide::ALL {
        let lost = cuts.lost_squares.get(side).len();
        if lost > 0 {
            let plural = if lost == 1 { "" } else { "s" };
            lines.push(format!(
                "{side}'s lines would no longer reach {lost} square{plural}"
            ));
        }
    }
    for (title, squares) in [("cut off", &cuts.cut_off), ("linked again", &cuts.relinked)] {
        for side in GridSide::ALL {
            if !squares.get(side).is_empty() {
                lines.push(format!(
                    "{title}: {side} {}",
                    grid_squares(squares.get(side))
                ));
            }
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use kriegsspiel::systems::grid::{
        CutLine, PerSide, Square, ThreatenedSquare, UnitInDanger, UnitKind,
    };

    fn half(actions: Vec<PlayedAction>) -> PlayedHalfTurn {
        PlayedHalfTurn {
            number: 7,
            side: GridSide::North,
            actions,
            ended: true,
            lost_at_end: None,
        }
    }

    fn moved(to: (u8, u8), ended_at: (u8, u8), retreat: bool, raid: bool) -> PlayedAction {
        PlayedAction::Move(PlayedMove {
            kind: UnitKind::Cavalry,
            from: Square::new(8, 10),
            to: Square::new(to.0, to.1),
            ended_at: Square::new(ended_at.0, ended_at.1),
            retreat,
            raid,
        })
    }

    fn attack(result: CombatResult, removed: bool, by: Option<Square>) -> PlayedAction {
        PlayedAction::Attack(PlayedAttack {
            target: Square::new(12, 10),
            by,
            target_kind: UnitKind::Infantry,
            attack_total: 4,
            defence_total: 24,
            result,
            removed,
        })
    }

    #[test]
    fn moves_and_attacks_read_as_the_move_list_shows_them() {
        for (action, words) in [
            (
                moved((10, 10), (10, 10), false, false),
                "7. North: cavalry [8,10] to [10,10]",
            ),
            (
                moved((10, 10), (9, 10), false, false),
                "7. North: cavalry [8,10] to [10,10], stopped cut off on [9,10]",
            ),
            (
                moved((9, 11), (9, 11), true, false),
                "7. North: cavalry [8,10] to [9,11] (retreat)",
            ),
            (
                moved((7, 12), (7, 12), false, true),
                "7. North: cavalry [8,10] to [7,12], arsenal destroyed",
            ),
            (
                attack(CombatResult::NoEffect, false, None),
                "7. North: attack on infantry [12,10]: 4 against 24, no effect",
            ),
            (
                attack(CombatResult::Destroyed, true, Some(Square::new(10, 10))),
                "7. North: attack on infantry [12,10] by [10,10]: 4 against 24, destroyed",
            ),
            (
                attack(CombatResult::Retreat, false, None),
                "7. North: attack on infantry [12,10]: 4 against 24, must retreat",
            ),
            (
                attack(CombatResult::Retreat, true, None),
                "7. North: attack on infantry [12,10]: 4 against 24, beaten by one with no way \
                 to retreat, destroyed",
            ),
        ] {
            assert_eq!(grid_move_line(&half(vec![]), &action), words);
        }
    }

    #[test]
    fn an_empty_half_turn_and_a_unit_lost_at_its_end_are_listed() {
        let mut empty = half(vec![]);
        assert_eq!(grid_half_turn_lines(&empty), vec!["7. North: no move"]);
        empty.lost_at_end = Some((GridSide::South, UnitKind::Infantry, Square::new(12, 10)));
        assert_eq!(
            grid_half_turn_lines(&empty),
            vec![
                "7. North: no move",
                "7. end: South infantry [12,10] had no way to retreat, destroyed"
            ]
        );
    }

    #[test]
    fn threats_read_as_a_count_and_the_units_in_danger() {
        let mut threats = Threats::default();
        threats.squares.north = vec![ThreatenedSquare {
            at: Square::new(1, 1),
            attack_total: 4,
        }];
        assert_eq!(
            grid_threat_words(&threats, GridSide::North),
            "North threatens 1 square and its attack would beat no unit"
        );
        threats.in_danger.north = vec![UnitInDanger {
            at: Square::new(10, 10),
            kind: UnitKind::Infantry,
            attack_total: 11,
            defence_total: 6,
            result: CombatResult::Destroyed,
        }];
        assert_eq!(
            grid_threat_words(&threats, GridSide::North),
            "North threatens 1 square; its attack would beat infantry [10,10] (11 against 6, \
             destroyed)"
        );
    }

    #[test]
    fn a_planned_move_reads_as_the_lines_it_cuts() {
        let sq = Square::new;
        let mut cuts = MoveCuts {
            from: sq(3, 1),
            to: sq(3, 0),
            cut_lines: vec![],
            lost_squares: PerSide::default(),
            cut_off: PerSide::default(),
            relinked: PerSide::default(),
        };
        assert_eq!(
            grid_cuts_lines(&cuts),
            vec![
                "Moving [3,1] to [3,0]:",
                "cuts no line and cuts off no unit"
            ]
        );
        cuts.cut_lines = vec![
            CutLine {
                side: GridSide::North,
                source: sq(0, 0),
                kept_to: sq(2, 0),
                was_to: sq(24, 0),
            },
            CutLine {
                side: GridSide::North,
                source: sq(24, 0),
                kept_to: sq(24, 0),
                was_to: sq(0, 0),
            },
        ];
        cuts.lost_squares.north = (3..=24).map(|x| sq(x, 0)).collect();
        cuts.cut_off.north = vec![sq(6, 0)];
        cuts.relinked.south = vec![sq(3, 0)];
        assert_eq!(
            grid_cuts_lines(&cuts),
            vec![
                "Moving [3,1] to [3,0]:",
                "North's line from [0,0] cut after [2,0] (it reached [24,0])",
                "North's line from [24,0] gone (it reached [0,0])",
                "North's lines would no longer reach 22 squares",
                "cut off: North [6,0]",
                "linked again: South [3,0]",
            ]
        );
    }
}
