//! What a unit's report of a sighting says, in words: the facts of the enemy body the distance
//! allows (reference §9; Appendix Three — "Distances at which troops may be distinguished",
//! L2314–2329), and its place as an observer would give it.
//!
//! The note's lines decide what a report may say:
//!
//! | line of the note (paces) | the report says |
//! |---|---|
//! | beyond the note (option `sighting_beyond_note`) | "troops" |
//! | infantry told from cavalry (1,114, L2318–2319) | the arm, and the formation its mass shows |
//! | single figures (880, L2321–2323) | an estimate of strength: men to a round number, the guns |
//! | faces, limbs, uniform and muskets (440, L2327) | the kind of troops the uniform shows |
//!
//! A line at the umpire's call (176–220 paces) goes into the report's "perhaps" list in the
//! note's words. The roundings are the workbench's, not the draft's: an observer gives places
//! to the nearest 100 paces beyond single figures' distance, 50 beyond the uniforms', 10
//! nearer; strength to the nearest 10 men under 100, 50 under 500, 100 above.

use crate::systems::reisswitz_1815::sight::{Sighting, TROOPS_LINE};
use crate::systems::reisswitz_1815::staff::{
    EnemyReport, EnemyReportSource, MAX_MESSAGE_CHARS, SightedEnemy,
};
use geo::Coord;

/// The note's line where the arm is told (1,114 paces, L2318–2319).
const ARM_LINE: &str = "infantry_from_cavalry";
/// The note's line where single figures are seen, so files can be counted (880 paces, L2321).
const STRENGTH_LINE: &str = "single_figures";
/// The note's line where uniforms and muskets are made out (440 paces, L2327).
const UNIFORM_LINE: &str = "faces_limbs_uniforms";

/// How an observer rounds a place at `distance` paces, in paces (see the module documentation).
fn place_step(distance: f64) -> f64 {
    if distance > 880.0 {
        100.0
    } else if distance > 440.0 {
        50.0
    } else {
        10.0
    }
}

/// `p` rounded to the nearest `step`.
fn round_to(p: f64, step: f64) -> f64 {
    (p / step).round() * step
}

/// Men as an observer estimates them ("about 900 men"; see the module documentation).
pub fn strength_estimate(men: u32) -> String {
    let men = f64::from(men);
    let step = if men < 100.0 {
        10.0
    } else if men < 500.0 {
        50.0
    } else {
        100.0
    };
    let about = round_to(men, step).max(step.min(men));
    format!("about {about:.0} men")
}

/// What a report says of one sighting: the facts the distance allows, details at the umpire's
/// call, place and distance as the observer gives them, facing, and when.
pub fn sighted(s: &Sighting) -> SightedEnemy {
    let clear = |id: &str| s.made_out.lines.iter().any(|l| l.id == id && l.is_clear());
    let mut made_out = Vec::new();
    if clear(ARM_LINE) {
        made_out.push(s.body.arm.clone());
        if let Some(formation) = &s.body.formation {
            made_out.push(format!("in {formation}"));
        }
    } else if !s.made_out.lines.is_empty() {
        made_out.push(TROOPS_LINE.to_string());
    }
    if clear(STRENGTH_LINE) {
        if s.body.men > 0 {
            made_out.push(strength_estimate(s.body.men));
        }
        if s.body.guns > 0 {
            made_out.push(format!(
                "{} gun{}",
                s.body.guns,
                if s.body.guns == 1 { "" } else { "s" }
            ));
        }
    }
    if clear(UNIFORM_LINE) && s.body.kind != s.body.arm {
        made_out.push(s.body.kind.clone());
    }
    let uncertain = s
        .made_out
        .lines
        .iter()
        .filter(|l| !l.is_clear() && l.id != TROOPS_LINE)
        .map(|l| l.description.clone())
        .collect();
    let distance = s.distance.paces();
    let step = place_step(distance);
    SightedEnemy {
        made_out,
        uncertain,
        position: Coord {
            x: round_to(s.position.x, step),
            y: round_to(s.position.y, step),
        },
        facing: s.facing,
        direction: s.direction,
        distance_paces: round_to(distance, step.min(50.0)),
        turn_seen: s.turn,
    }
}

/// One entry of a side's picture of the enemy from one sighted body.
pub fn enemy_report(e: &SightedEnemy, learned_turn: u32, source: EnemyReportSource) -> EnemyReport {
    let mut description = e.made_out.join("; ");
    if !e.uncertain.is_empty() {
        description.push_str(&format!(" (perhaps: {})", e.uncertain.join("; ")));
    }
    EnemyReport {
        description,
        position: e.position,
        facing: Some(e.facing),
        as_of_turn: e.turn_seen,
        learned_turn,
        source,
    }
}

/// The text of a unit's report: a line per enemy body, cut short (with a count of the rest) so
/// that it stays within [`MAX_MESSAGE_CHARS`]; the structured content holds every entry.
/// The observer is named as the side knows it: "A1 (1st Battalion)", not by its id.
pub fn report_text(observer: &str, entries: &[SightedEnemy]) -> String {
    let turn = entries.first().map_or(0, |e| e.turn_seen);
    let mut text = format!(
        "{observer} reports {} enemy bod{} seen at turn {turn}:",
        entries.len(),
        if entries.len() == 1 { "y" } else { "ies" }
    );
    for (i, e) in entries.iter().enumerate() {
        let line = format!(
            "\n- {} at ({:.0}, {:.0}), facing {}, {:.0} paces off",
            e.made_out.join("; "),
            e.position.x,
            e.position.y,
            e.facing,
            e.distance_paces
        );
        if text.chars().count() + line.chars().count() + 40 > MAX_MESSAGE_CHARS {
            text.push_str(&format!("\n… and {} more", entries.len() - i));
            break;
        }
        text.push_str(&line);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strength_is_rounded_as_an_observer_would() {
        for (men, said) in [
            (900, "about 900 men"),
            (870, "about 900 men"),
            (420, "about 400 men"),
            (310, "about 300 men"),
            (25, "about 30 men"),
            (4, "about 4 men"),
        ] {
            assert_eq!(strength_estimate(men), said, "{men}");
        }
    }

    #[test]
    fn places_are_rounded_coarser_the_farther_they_are() {
        assert_eq!(place_step(1027.0), 100.0);
        assert_eq!(place_step(880.0), 50.0);
        assert_eq!(place_step(441.0), 50.0);
        assert_eq!(place_step(440.0), 10.0);
    }
}
