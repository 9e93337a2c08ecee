//! The grid game of lines of communication in words: an attack explained row by row, the
//! journal's commands, the end of the game and a replayed game half-turn by half-turn. The
//! window's side panel and `ks grid` both read from here.

use kriegsspiel::systems::grid::{
    CombatExplanation, CombatResult, ContributionRow, GridCommand, GridGame, Line, Outcome,
    ReplayReport, Role, Square,
};
use std::collections::BTreeSet;
use std::fmt::Write;

/// What an attack did to its target: "destroyed", "must retreat" or "no effect" (source L52).
pub fn grid_result_words(result: CombatResult) -> &'static str {
    match result {
        CombatResult::Destroyed => "destroyed",
        CombatResult::Retreat => "must retreat",
        CombatResult::NoEffect => "no effect",
    }
}

/// How a unit in an explanation stands to the target: "target", or the line and how many
/// steps along it ("rank 2", "file 1", "diagonal 3").
pub fn grid_line_words(row: &ContributionRow) -> String {
    let line = match row.line {
        Line::Target => return "target".into(),
        Line::Rank => "rank",
        Line::File => "file",
        Line::Diagonal => "diagonal",
    };
    format!("{line} {}", row.distance)
}

/// Squares in board order, separated by spaces ("[5,9] [6,2]"); "none" when there are none.
pub fn grid_squares(squares: &[Square]) -> String {
    let sorted: BTreeSet<Square> = squares.iter().copied().collect();
    if sorted.is_empty() {
        return "none".into();
    }
    sorted
        .iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The units cut off from their arsenals: "cut off: [5,9]", or "no unit cut off".
pub fn grid_cut_off_words(squares: &[Square]) -> String {
    if squares.is_empty() {
        "no unit cut off".into()
    } else {
        format!("cut off: {}", grid_squares(squares))
    }
}

/// One command of the journal, as the journal list shows it ("move [3,4] to [3,5]"; no arrow:
/// the window's font has none).
pub fn grid_command_words(command: &GridCommand) -> String {
    match command {
        GridCommand::Move { from, to } => format!("move {from} to {to}"),
        GridCommand::Attack { target, .. } => format!("attack {target}"),
        GridCommand::EndHalfTurn => "end of half-turn".into(),
        GridCommand::AgreeDraw => "draw agreed".into(),
        GridCommand::ProposeDraw => "draw proposed".into(),
        GridCommand::AnswerDraw { accept: true } => "draw accepted".into(),
        GridCommand::AnswerDraw { accept: false } => "draw declined".into(),
        GridCommand::PlaceUnit { side, kind, at } => {
            format!("{side} {} placed on {at}", kind.title())
        }
        GridCommand::LiftUnit { side, at } => format!("{side} unit on {at} taken back"),
        GridCommand::ConfirmDeployment { side } => format!("{side} deployment confirmed"),
    }
}

/// How the game ended, without a full stop: "North wins: …" or "Drawn by agreement".
pub fn grid_outcome_words(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Won { winner, reason } => format!("{winner} wins: {reason}"),
        Outcome::Drawn => "Drawn by agreement".into(),
    }
}

/// The heading of an explained attack: "Attack on [10,10] by North".
pub fn grid_attack_title(e: &CombatExplanation) -> String {
    format!("Attack on {} by {}", e.target, e.attacker)
}

/// The unit a row is about: its square, side and kind, with its line to the target.
fn unit_on_line(row: &ContributionRow) -> String {
    format!(
        "{} {} {} ({})",
        row.at,
        row.side,
        row.kind,
        grid_line_words(row)
    )
}

/// A row that counts, with what it adds and why: "[12,10] North infantry (rank 1): 4 — …".
pub fn grid_row_words(row: &ContributionRow) -> String {
    format!("{}: {} — {}", unit_on_line(row), row.counts, row.why)
}

/// A row left out of the sums, with why: "[15,2] South cavalry (file 4): …".
pub fn grid_left_out_words(row: &ContributionRow) -> String {
    format!("{}: {}", unit_on_line(row), row.why)
}

/// The difference of the sums and what it does: "Difference 2: destroyed".
pub fn grid_difference_words(e: &CombatExplanation) -> String {
    format!(
        "Difference {}: {}",
        e.difference,
        grid_result_words(e.result)
    )
}

/// One row in aligned columns for a terminal; `counts` is left blank for a row left out.
fn row_columns(row: &ContributionRow, counts: Option<u32>) -> String {
    let counts = counts.map_or_else(|| "   ".to_string(), |n| format!("{n:>3}"));
    format!(
        "    {:<8} {:<16} {:<6} {:<12} {counts}  {}",
        row.at.to_string(),
        row.kind.to_string(),
        row.side.to_string(),
        grid_line_words(row),
        row.why
    )
}

/// An attack explained for a terminal: the sums and the result, the rows that count under
/// attack and defence, the rows left out, the option readings used, and the units not linked
/// to an arsenal now (`cut_off`).
pub fn grid_attack_text(e: &CombatExplanation, cut_off: &BTreeSet<Square>) -> String {
    let mut text = format!(
        "Attack by {} on {}: attack {} against defence {}, difference {} — {}\n",
        e.attacker,
        e.target,
        e.attack_total,
        e.defence_total,
        e.difference,
        grid_result_words(e.result)
    );
    for (role, title) in [(Role::Attack, "attack"), (Role::Defence, "defence")] {
        let _ = writeln!(text, "  {title}:");
        for row in e.contributions.iter().filter(|r| r.role == role) {
            let _ = writeln!(text, "{}", row_columns(row, Some(row.counts)));
        }
    }
    if !e.left_out.is_empty() {
        let _ = writeln!(text, "  left out:");
        for row in &e.left_out {
            let _ = writeln!(text, "{}", row_columns(row, None));
        }
    }
    let readings: Vec<String> = e.readings.iter().map(|(i, r)| format!("{i}={r}")).collect();
    let _ = writeln!(text, "  readings: {}", readings.join(", "));
    if !cut_off.is_empty() {
        let list: Vec<Square> = cut_off.iter().copied().collect();
        let _ = writeln!(text, "  units not linked now: {}", grid_squares(&list));
    }
    text
}

/// A replayed game for a terminal, half-turn by half-turn: each attack with its rows, the
/// units not linked after it, the moves found for a half-turn recorded as a position, the
/// refusal that stopped the replay if any, and how the game ended. `source` names the file.
pub fn grid_replay_text(source: &str, report: &ReplayReport, game: &GridGame) -> String {
    let differ = game.state().options.differences_from_default();
    let options = if differ.is_empty() {
        "every option at its default".to_string()
    } else {
        differ
            .iter()
            .map(|(id, chosen, _)| format!("{id}={chosen}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut text = format!("Grid game replay of {source} ({options})\n");
    for (n, half) in report.half_turns.iter().enumerate() {
        let attack = half.attack.as_ref().map_or_else(
            || "no attack".to_string(),
            |a| {
                format!(
                    "attack on {}: {} against {} — {}",
                    a.target,
                    a.attack_total,
                    a.defence_total,
                    grid_result_words(a.result)
                )
            },
        );
        let _ = writeln!(
            text,
            "Half-turn {}, {}: {}; not linked after it: {}",
            n + 1,
            half.side,
            attack,
            grid_squares(&half.cut_off)
        );
        if let Some(found) = &half.found {
            let moves: Vec<String> = found
                .moves
                .iter()
                .map(|m| format!("{} → {}", m.from, m.to))
                .collect();
            let moves = if moves.is_empty() {
                "no move".to_string()
            } else {
                moves.join(", ")
            };
            let _ = writeln!(text, "    recorded as a position; found: {moves}");
        }
        if let Some(a) = &half.attack {
            for row in &a.contributions {
                let _ = writeln!(text, "{}", row_columns(row, Some(row.counts)));
            }
        }
        if let (Some(reason), Some(action)) = (&half.refusal, &half.refused_action) {
            let _ = writeln!(text, "REFUSED at {action}: {reason}");
        }
    }
    if report.accepted {
        let _ = writeln!(
            text,
            "Accepted: all {} half-turns follow the rules.",
            report.half_turns.len()
        );
    } else {
        let _ = writeln!(text, "Not accepted: the replay stops at the refusal above.");
    }
    if let Some(outcome) = &report.outcome {
        let _ = writeln!(text, "{}", crate::full_stop(&grid_outcome_words(outcome)));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use kriegsspiel::systems::grid::{GridSide, UnitKind};

    fn row(line: Line, distance: u8, counts: u32) -> ContributionRow {
        ContributionRow {
            at: Square::new(12, 10),
            kind: UnitKind::Infantry,
            side: GridSide::North,
            role: Role::Attack,
            line,
            distance,
            counts,
            why: "infantry attacks at 4 (source L50)".into(),
        }
    }

    #[test]
    fn lines_and_results_read_as_words() {
        for (line, distance, words) in [
            (Line::Target, 0, "target"),
            (Line::Rank, 2, "rank 2"),
            (Line::File, 1, "file 1"),
            (Line::Diagonal, 3, "diagonal 3"),
        ] {
            assert_eq!(grid_line_words(&row(line, distance, 4)), words);
        }
        for (result, words) in [
            (CombatResult::Destroyed, "destroyed"),
            (CombatResult::Retreat, "must retreat"),
            (CombatResult::NoEffect, "no effect"),
        ] {
            assert_eq!(grid_result_words(result), words);
        }
        let counted = row(Line::Rank, 1, 4);
        assert_eq!(
            grid_row_words(&counted),
            "[12,10] North infantry (rank 1): 4 — infantry attacks at 4 (source L50)"
        );
        assert_eq!(
            grid_left_out_words(&counted),
            "[12,10] North infantry (rank 1): infantry attacks at 4 (source L50)"
        );
    }

    #[test]
    fn squares_are_listed_in_board_order() {
        let (a, b) = (Square::new(5, 9), Square::new(2, 14));
        for (list, squares, cut_off) in [
            (vec![], "none", "no unit cut off"),
            (vec![a], "[5,9]", "cut off: [5,9]"),
            (vec![a, b], "[2,14] [5,9]", "cut off: [2,14] [5,9]"),
        ] {
            assert_eq!(grid_squares(&list), squares);
            assert_eq!(grid_cut_off_words(&list), cut_off);
        }
    }

    #[test]
    fn commands_and_outcomes_read_as_words() {
        let (from, to) = (Square::new(3, 4), Square::new(3, 5));
        for (command, words) in [
            (GridCommand::Move { from, to }, "move [3,4] to [3,5]"),
            (
                GridCommand::Attack {
                    target: to,
                    by: None,
                },
                "attack [3,5]",
            ),
            (GridCommand::EndHalfTurn, "end of half-turn"),
            (GridCommand::AnswerDraw { accept: false }, "draw declined"),
            (
                GridCommand::PlaceUnit {
                    side: GridSide::South,
                    kind: UnitKind::Cavalry,
                    at: to,
                },
                "South cavalry placed on [3,5]",
            ),
        ] {
            assert_eq!(grid_command_words(&command), words);
        }
        let won = Outcome::Won {
            winner: GridSide::North,
            reason: "South has no fighting unit left".into(),
        };
        assert_eq!(
            grid_outcome_words(&won),
            "North wins: South has no fighting unit left"
        );
        assert_eq!(grid_outcome_words(&Outcome::Drawn), "Drawn by agreement");
    }
}
