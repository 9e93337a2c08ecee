//! `ks grid`'s answers in words: each replayed half-turn, and an attack explained row by row.

use kriegsspiel::systems::grid::{
    CombatExplanation, CombatResult, ContributionRow, GridGame, Line, Outcome, ReplayReport, Role,
    Square,
};
use std::collections::BTreeSet;
use std::fmt::Write;

fn result_words(result: CombatResult) -> &'static str {
    match result {
        CombatResult::Destroyed => "destroyed",
        CombatResult::Retreat => "must retreat",
        CombatResult::NoEffect => "no effect",
    }
}

fn line_words(row: &ContributionRow) -> String {
    match row.line {
        Line::Target => "target".into(),
        Line::Rank => format!("rank, {}", row.distance),
        Line::File => format!("file, {}", row.distance),
        Line::Diagonal => format!("diagonal, {}", row.distance),
    }
}

fn squares(list: &[Square]) -> String {
    if list.is_empty() {
        "none".into()
    } else {
        list.iter()
            .map(Square::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// An attack explained: the rows that count, the totals, the outcome, the rows left out.
pub fn attack_text(e: &CombatExplanation, cut_off: &BTreeSet<Square>) -> String {
    let mut text = format!(
        "Attack by {} on {}: attack {} against defence {}, difference {} — {}\n",
        e.attacker,
        e.target,
        e.attack_total,
        e.defence_total,
        e.difference,
        result_words(e.result)
    );
    for (role, title) in [(Role::Attack, "attack"), (Role::Defence, "defence")] {
        let _ = writeln!(text, "  {title}:");
        for row in e.contributions.iter().filter(|r| r.role == role) {
            let _ = writeln!(
                text,
                "    {:<8} {:<16} {:<6} {:<12} {:>3}  {}",
                row.at.to_string(),
                row.kind.to_string(),
                row.side.to_string(),
                line_words(row),
                row.counts,
                row.why
            );
        }
    }
    if !e.left_out.is_empty() {
        let _ = writeln!(text, "  left out:");
        for row in &e.left_out {
            let _ = writeln!(
                text,
                "    {:<8} {:<16} {:<6} {:<12}      {}",
                row.at.to_string(),
                row.kind.to_string(),
                row.side.to_string(),
                line_words(row),
                row.why
            );
        }
    }
    let readings: Vec<String> = e.readings.iter().map(|(i, r)| format!("{i}={r}")).collect();
    let _ = writeln!(text, "  readings: {}", readings.join(", "));
    if !cut_off.is_empty() {
        let list: Vec<Square> = cut_off.iter().copied().collect();
        let _ = writeln!(text, "  units not linked now: {}", squares(&list));
    }
    text
}

/// A replay, half-turn by half-turn.
pub fn replay_text(source: &str, report: &ReplayReport, game: &GridGame) -> String {
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
        let attack = match &half.attack {
            Some(a) => format!(
                "attack on {}: {} against {} — {}",
                a.target,
                a.attack_total,
                a.defence_total,
                result_words(a.result)
            ),
            None => "no attack".into(),
        };
        let _ = writeln!(
            text,
            "Half-turn {}, {}: {}; not linked after it: {}",
            n + 1,
            half.side,
            attack,
            squares(&half.cut_off)
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
                let _ = writeln!(
                    text,
                    "    {:<8} {:<16} {:<6} {:<12} {:>3}  {}",
                    row.at.to_string(),
                    row.kind.to_string(),
                    row.side.to_string(),
                    line_words(row),
                    row.counts,
                    row.why
                );
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
    match &report.outcome {
        Some(Outcome::Won { winner, reason }) => {
            let _ = writeln!(text, "{winner} wins: {reason}.");
        }
        Some(Outcome::Drawn) => {
            let _ = writeln!(text, "Drawn by agreement.");
        }
        None => {}
    }
    text
}
