//! Game types and scoring (§8): Fight to the Finish, Blow at the Rear, the Defensive Game,
//! Wells's points and the campaign totals (Wells L356-L368, L168; Streamlined L85-L96).

use super::error::LittleWarsError;
use super::forces::ForceCount;
use super::options::LittleWarsOptions;
use crate::systems::little_wars::option_readings::{CampaignMargin, DefensiveStrength};
use serde::{Deserialize, Serialize};

pub use super::figures::BLOW_MEN;
pub use super::figures::BLOW_RETIRE_MOVES;
pub use super::figures::DRAW;
pub use super::figures::DRAW_BELOW_MEN;
pub use super::figures::PER_CAVALRY;
pub use super::figures::PER_GUN;
pub use super::figures::PER_INFANTRY;
pub use super::figures::PER_PRISONER;
pub use super::figures::VICTORY;

/// What one side has at the end of a battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ScoreInput {
    /// The side won.
    pub won: bool,
    /// The battle was drawn.
    pub drawn: bool,
    /// Guns held or in a position to take (`gun_to_take`).
    pub guns: u32,
    /// Cavalrymen alive and uncaptured.
    pub cavalry: u32,
    /// Infantrymen alive and uncaptured.
    pub infantry: u32,
    /// Prisoners this side holds.
    pub prisoners_taken: u32,
    /// This side's men the enemy holds.
    pub own_men_prisoners: u32,
}

/// A side's tally with the working.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Score {
    /// The points.
    pub points: f64,
    /// The working.
    pub steps: Vec<String>,
}

/// Wells's tally for one side (Wells L356; Streamlined L93-L95).
pub fn score_side(input: ScoreInput) -> Result<Score, LittleWarsError> {
    if input.won && input.drawn {
        return Err(LittleWarsError::OutOfRange {
            what: "result",
            value: "won and drawn".into(),
            allowed: "a side either won, drew or lost".into(),
        });
    }
    let result = if input.won {
        VICTORY
    } else if input.drawn {
        DRAW
    } else {
        0.0
    };
    let parts = [
        (
            result,
            format!(
                "Result: {} = {result} (Wells L356).",
                if input.won {
                    "victory"
                } else if input.drawn {
                    "draw, the 100 split"
                } else {
                    "no victory"
                }
            ),
        ),
        (
            f64::from(input.guns) * PER_GUN,
            format!("Guns held or in a position to take: {} × 10.", input.guns),
        ),
        (
            f64::from(input.cavalry) * PER_CAVALRY,
            format!("Cavalry alive and uncaptured: {} × 1½.", input.cavalry),
        ),
        (
            f64::from(input.infantry) * PER_INFANTRY,
            format!("Infantry alive and uncaptured: {} × 1.", input.infantry),
        ),
        (
            f64::from(input.prisoners_taken) * PER_PRISONER,
            format!("Prisoners held: {} × ½.", input.prisoners_taken),
        ),
        (
            f64::from(input.own_men_prisoners) * PER_PRISONER,
            format!(
                "Own men held prisoner by the enemy: {} × ½.",
                input.own_men_prisoners
            ),
        ),
    ];
    let points: f64 = parts.iter().map(|(p, _)| p).sum();
    let mut steps: Vec<String> = parts
        .into_iter()
        .map(|(p, text)| format!("{text} → {p}"))
        .collect();
    steps.push(format!("Total {points} points (Wells L356)."));
    Ok(Score { points, steps })
}

/// Whether a Fight to the Finish is drawn: both sides below 15 men (Wells L356; counted as
/// `draw_count` says by the caller).
pub fn fight_drawn(red_men: u32, blue_men: u32) -> bool {
    red_men < DRAW_BELOW_MEN && blue_men < DRAW_BELOW_MEN
}

/// Whether a Blow at the Rear is decided: 3 men at the enemy back line (Wells L364).
pub fn blow_decided(men_at_enemy_line: u32) -> bool {
    men_at_enemy_line >= BLOW_MEN
}

/// Whether a defender of `defender` is at most two-thirds of an attacker of `attacker`
/// (Wells L368) under `defensive_strength`: `points` (infantry 1, cavalry 1½, gun 10,
/// Wells L375) weighs the whole force; `men` counts the figures and scales the guns in the same
/// ratio, two-thirds of the attacker's guns to the nearest gun, so one gun faces one
/// (little-wars.md L40).
pub fn defensive_strength_ok(
    defender: ForceCount,
    attacker: ForceCount,
    options: &LittleWarsOptions,
) -> bool {
    if options.defensive_strength == DefensiveStrength::Men {
        3 * u64::from(defender.men()) <= 2 * u64::from(attacker.men())
            && 3 * u64::from(defender.guns) <= 2 * u64::from(attacker.guns) + 1
    } else {
        3 * defender.half_points() <= 2 * attacker.half_points()
    }
}

/// Whether the attacker in a Defensive Game has won: the measure (points by default) of its
/// men counted under `defensive_win` reaches a quarter of its original strength (Wells L368;
/// Streamlined L89).
pub fn defensive_attacker_won(
    counted: ForceCount,
    original: ForceCount,
    options: &LittleWarsOptions,
) -> bool {
    if options.defensive_strength == DefensiveStrength::Men {
        4 * counted.men() >= original.men()
    } else {
        4 * counted.half_points() >= original.half_points()
    }
}

/// A campaign: battles strung together, each counted as one side's score minus the other's
/// (Wells L168; Streamlined L91-L96).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Campaign {
    /// Each battle's scores, Red then Blue, in the order fought.
    pub battles: Vec<(f64, f64)>,
    /// The margin agreed beforehand (200, 300, 400 or more, Wells L168).
    pub margin: f64,
}

/// Where a campaign stands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CampaignStanding {
    /// Red's running net total (Blue's is its negative).
    pub red_net: f64,
    /// The side that has won the campaign, if one has.
    pub winner: Option<crate::side::Side>,
}

impl Campaign {
    /// The running totals and the winner if the margin is met (`campaign_margin`).
    pub fn standing(&self, options: &LittleWarsOptions) -> CampaignStanding {
        let red_net: f64 = self.battles.iter().map(|(r, b)| r - b).sum();
        let lead = red_net.abs();
        let won = if options.campaign_margin == CampaignMargin::Exceed {
            lead > self.margin
        } else {
            lead >= self.margin
        };
        let winner = (won && lead > 0.0).then_some(if red_net > 0.0 {
            crate::side::Side::Red
        } else {
            crate::side::Side::Blue
        });
        CampaignStanding { red_net, winner }
    }
}
