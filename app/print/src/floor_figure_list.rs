//! The floor plan's figure list: each side's men (id, arm, where he stands in inches, what has
//! become of him) and guns (id, axle, bearing, whether in action, Wells L269), in id order.

use super::game_summary::{SummaryLine, SummaryStyle};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::figure::{Figure, FigureStatus};
use kriegsspiel::systems::little_wars::game::{LittleWarsGame, Phase};
use kriegsspiel::systems::little_wars::gun::{Gun, GunState};

fn line(style: SummaryStyle, text: impl Into<String>) -> SummaryLine {
    SummaryLine {
        style,
        text: text.into(),
    }
}

/// What has become of a man, in words.
fn status_words(status: FigureStatus) -> String {
    match status {
        FigureStatus::Armed => "armed".into(),
        FigureStatus::Prisoner { escort: Some(e) } => format!("prisoner, escorted by man {e}"),
        FigureStatus::Prisoner { escort: None } => "prisoner, no escort".into(),
        FigureStatus::Freed => "freed, not yet rearmed (Wells L328)".into(),
        FigureStatus::Dead => "dead".into(),
        FigureStatus::OffField => "gone over his own back line".into(),
        FigureStatus::PrisonerRemoved => "prisoner, taken off the table".into(),
    }
}

/// One man's line: "Man 12, infantryman, at x 34.5 in, y 40.0 in: armed."
pub fn figure_line(f: &Figure) -> String {
    format!(
        "Man {}, {}, at x {:.1} in, y {:.1} in: {}.",
        f.id,
        f.arm.name(),
        f.at.x,
        f.at.y,
        status_words(f.status)
    )
}

/// One gun's line: "Gun 1 at x 30.0 in, y 44.0 in, laid on 180°: in action."
pub fn gun_line(gun: &Gun, state: GunState) -> String {
    let standing = if gun.destroyed {
        "destroyed".to_string()
    } else if gun.retreated {
        "taken back over its own back line".to_string()
    } else {
        let state = match state {
            GunState::InAction => "in action",
            GunState::OutOfAction => "out of action",
            GunState::InDispute => "in dispute",
        };
        if gun.disabled_moves > 0 {
            format!("{state}, disabled for {} more moves", gun.disabled_moves)
        } else {
            state.to_string()
        }
    };
    format!(
        "Gun {} at x {:.1} in, y {:.1} in, laid on {:.0}°: {standing}.",
        gun.id, gun.axle.x, gun.axle.y, gun.bearing_deg
    )
}

/// Where the battle stands, for the plan's heading.
fn phase_words(game: &LittleWarsGame) -> String {
    let s = game.state();
    match s.phase {
        Phase::PutDown => "Men and guns being put down (Wells L229).".into(),
        Phase::Battle => format!("Move {}, {} to move.", s.move_number, s.to_move),
        Phase::Over(Some(w)) => format!("The battle is over: {w} won."),
        Phase::Over(None) => "The battle is over: drawn.".into(),
    }
}

/// The figure list's lines, in order (pure: tests read them without a PDF).
pub fn floor_figure_lines(game: &LittleWarsGame) -> Vec<SummaryLine> {
    let s = game.state();
    let mut out = vec![
        line(
            SummaryStyle::Title,
            format!("Figure list — {}", s.country.name),
        ),
        line(SummaryStyle::Text, phase_words(game)),
        line(
            SummaryStyle::Text,
            "Places in inches: x across from the left edge, y down from Blue's back line; a \
             gun's place is its axle's middle, its bearing clockwise from up the table.",
        ),
    ];
    for side in [Side::Red, Side::Blue] {
        let mut men: Vec<&Figure> = s.figures.iter().filter(|f| f.side == side).collect();
        men.sort_by_key(|f| f.id);
        let mut guns: Vec<&Gun> = s.guns.iter().filter(|g| g.side == side).collect();
        guns.sort_by_key(|g| g.id);
        let armed = men.iter().filter(|f| f.is_armed()).count();
        out.push(line(
            SummaryStyle::Heading,
            format!(
                "{side}: {} men ({armed} armed), {} {}",
                men.len(),
                guns.len(),
                if guns.len() == 1 { "gun" } else { "guns" }
            ),
        ));
        out.extend(guns.iter().map(|g| {
            line(
                SummaryStyle::SideText(side),
                gun_line(g, g.state(&s.figures, &s.options)),
            )
        }));
        out.extend(men.iter().map(|f| line(SummaryStyle::Text, figure_line(f))));
    }
    out
}
