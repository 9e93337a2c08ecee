//! Kriegspiel fire: the shell's 3-inch effect and rifle fire (§10 "Shell", "Rifle fire";
//! Wells L561, L565).

use crate::systems::little_wars::option_readings::RifleGrouping;
use crate::systems::little_wars::options::LittleWarsOptions;
use crate::systems::little_wars::units::Inches;
use serde::{Deserialize, Serialize};

/// The shell's radius of effect (Wells L561).
pub const SHELL_RADIUS: Inches = Inches(crate::systems::little_wars::figures::SHELL_RADIUS);
pub use crate::systems::little_wars::figures::RIFLES_PER_SHOT;

/// What a shell did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShellEffect {
    /// Men killed.
    pub dead: u32,
    /// Men within 3 in left unhurt because cover stood between them and the shell.
    pub sheltered: u32,
    /// Exposed men within 3 in who survive.
    pub spared: u32,
    /// The working.
    pub steps: Vec<String>,
}

/// The shell's effect on one side's men within 3 in (Wells L561, `shell_scope` = `per_side`:
/// call once a side): the sheltered are left out, then half the exposed die, one more than
/// half when their number is odd.
pub fn shell_effect(exposed: u32, sheltered: u32) -> ShellEffect {
    let dead = exposed.div_ceil(2);
    ShellEffect {
        dead,
        sheltered,
        spared: exposed - dead,
        steps: vec![
            format!(
                "{sheltered} men with a wall, house or entrenchment between them and the shell \
                 are left out, unhurt (Wells L561)."
            ),
            format!(
                "Of the {exposed} exposed men within 3 in, half die, the odd man included: \
                 ⌈{exposed}/2⌉ = {dead} (Wells L561)."
            ),
        ],
    }
}

/// What the shell does to a gun: destroyed wholly inside the 3-in circle, disabled for 2
/// moves partly inside (Wells L561).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShellOnGun {
    /// Untouched.
    Untouched,
    /// Disabled for this many moves (`move_counting`).
    Disabled(u32),
    /// Destroyed.
    Destroyed,
}

pub use crate::systems::little_wars::figures::GUN_DISABLED_MOVES;

/// The shell's effect on a gun from how much of it lies inside the circle.
pub fn shell_on_gun(wholly_inside: bool, partly_inside: bool) -> ShellOnGun {
    if wholly_inside {
        ShellOnGun::Destroyed
    } else if partly_inside {
        ShellOnGun::Disabled(GUN_DISABLED_MOVES)
    } else {
        ShellOnGun::Untouched
    }
}

/// Rifle shots a line of still infantry gives: one per five, the remainder nothing
/// (Wells L565; `rifle_grouping` = `disjoint`). Under `overlapping` a man may count in more
/// than one five of a single line: n − 4 fives.
pub fn rifle_shots(still_infantry_in_line: u32, options: &LittleWarsOptions) -> u32 {
    if options.rifle_grouping == RifleGrouping::Overlapping {
        still_infantry_in_line.saturating_sub(RIFLES_PER_SHOT - 1)
    } else {
        still_infantry_in_line / RIFLES_PER_SHOT
    }
}
