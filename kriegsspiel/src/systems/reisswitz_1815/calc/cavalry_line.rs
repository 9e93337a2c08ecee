//! Cavalry: what a line's formation is worth, spreading out against a stronger enemy, and the
//! second line's squadrons on the strength count (reference §12.10; draft L871, L899,
//! L1160–1162). The first-line count, flank groups and the second line's distance are read
//! elsewhere (the odds worksheet and option `cavalry_second_line`).

use super::working_step::WorkingStep;
use crate::error::{Result, RulesError};
use crate::figures;
use serde::{Deserialize, Serialize};

/// Where the formation worths are read (reference §12.10; draft L871).
pub const FORMATION_SOURCE: &str = "reference §12.10; draft L871";
/// Where spreading out is read (reference §12.10; draft L899).
pub const SPREAD_SOURCE: &str = "reference §12.10; draft L899";
/// Where the second line's count is read (reference §12.10; draft L1160–1162).
pub const SECOND_LINE_SOURCE: &str = "reference §12.10; draft L1160–1162";
/// The interval and chequered formations' worth, as numerator over denominator (reference
/// §12.10; draft L871: "5/6ths of the full strength").
pub const OPEN_FORMATION_WORTH: (u32, u32) = (5, 6);
/// Five squadrons may spread to the frontage of six and count as six (reference §12.10; draft
/// L899).
pub const SPREAD_EVEN: (u32, u32) = (5, 6);
/// Four squadrons spread to the frontage of five still fight at 3:2 against (reference §12.10;
/// draft L899).
pub const SPREAD_SHORT: (u32, u32) = (4, 5);
/// The part of the second line a side in two lines counts against one line of about the same
/// squadrons (reference §12.10; draft L1162: "half the number").
pub const SECOND_LINE_SHARE: u32 = 2;

/// How a cavalry line is formed for the charge (reference §12.10; draft L871).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum LineFormation {
    /// The closed wall: counts in full.
    ClosedWall,
    /// Squadrons at intervals: five sixths.
    Interval,
    /// Chequered in two ranks: as the interval formation.
    Chequered,
    /// In echelon: only the squadrons that arrive at the shock count.
    Echelon,
    /// The swarm attack: not played.
    Swarm,
}

impl LineFormation {
    /// The formation in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            LineFormation::ClosedWall => "The closed wall, counted in full",
            LineFormation::Interval => "Squadrons at intervals, worth five sixths",
            LineFormation::Chequered => "Chequered in two ranks, worth five sixths",
            LineFormation::Echelon => "In echelon: only the squadrons arriving at the shock",
            LineFormation::Swarm => "The swarm attack, which the game does not play",
        }
    }
}

/// A line's squadrons as they count, with the working.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LineWorth {
    /// The formation.
    pub formation: LineFormation,
    /// Squadrons in the line (for an echelon, those arriving at the shock).
    pub squadrons: u32,
    /// What they count as.
    pub counted: f64,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

impl LineWorth {
    /// What `squadrons` in `formation` count as. For an echelon the umpire gives the squadrons
    /// that arrive at the moment of shock.
    pub fn work(formation: LineFormation, squadrons: u32) -> Result<Self> {
        if squadrons == 0 {
            return Err(RulesError::OutOfRange {
                what: "squadrons",
                value: "0".into(),
                allowed: "at least 1 squadron".into(),
            });
        }
        let (num, den) = OPEN_FORMATION_WORTH;
        let (counted, text) = match formation {
            LineFormation::ClosedWall => (
                f64::from(squadrons),
                format!(
                    "the closed wall counts in full: {}",
                    figures::counted(squadrons, "squadron")
                ),
            ),
            LineFormation::Interval | LineFormation::Chequered => {
                let counted = f64::from(squadrons * num) / f64::from(den);
                (
                    counted,
                    format!(
                        "{} counts {num}/{den} of its strength: {} {} as {counted:.2}",
                        if formation == LineFormation::Interval {
                            "the interval formation"
                        } else {
                            "the chequered formation in two ranks, like the interval formation,"
                        },
                        figures::counted(squadrons, "squadron"),
                        if squadrons == 1 { "counts" } else { "count" }
                    ),
                )
            }
            LineFormation::Echelon => (
                f64::from(squadrons),
                format!(
                    "an echelon counts only the squadrons that arrive at the moment of shock (the umpire's count): {squadrons}"
                ),
            ),
            LineFormation::Swarm => {
                return Err(RulesError::OutOfRange {
                    what: "cavalry formation",
                    value: "swarm".into(),
                    allowed: "closed wall, interval, chequered or echelon (the swarm attack is not played, L871)".into(),
                });
            }
        };
        Ok(Self {
            formation,
            squadrons,
            counted,
            steps: vec![WorkingStep::new(text, FORMATION_SOURCE)],
        })
    }
}

/// What spreading the weaker line out gains (reference §12.10; draft L899).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "spread", rename_all = "snake_case")]
pub enum SpreadOutcome {
    /// The spread line counts as equal to the stronger.
    CountsEqual,
    /// The spread line still fights at the odds named.
    StillAgainst {
        /// The odds against it, as the draft prints them.
        odds: String,
    },
    /// The draft names no figure for these numbers: the umpire decides.
    UmpiresDecision,
}

/// The weaker side spreading its squadrons out to the stronger side's frontage.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SpreadWorksheet {
    /// The weaker side's squadrons.
    pub weaker: u32,
    /// The stronger side's squadrons, whose frontage it spreads to.
    pub stronger: u32,
    /// What the spreading gains.
    pub outcome: SpreadOutcome,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

impl SpreadWorksheet {
    /// `weaker` squadrons spread out to the frontage of `stronger`.
    pub fn work(weaker: u32, stronger: u32) -> Result<Self> {
        if weaker == 0 || stronger <= weaker {
            return Err(RulesError::OutOfRange {
                what: "squadrons spreading out",
                value: format!("{weaker} to {stronger}"),
                allowed: "at least 1, spread to a larger frontage".into(),
            });
        }
        let (outcome, text) = if (weaker, stronger) == SPREAD_EVEN {
            (
                SpreadOutcome::CountsEqual,
                format!(
                    "{weaker} squadrons spread to the frontage of {stronger} count as equal to them"
                ),
            )
        } else if (weaker, stronger) == SPREAD_SHORT {
            (
                SpreadOutcome::StillAgainst { odds: "3:2".into() },
                format!(
                    "{weaker} squadrons spread to the width of {stronger} still fight at 3:2 against"
                ),
            )
        } else {
            (
                SpreadOutcome::UmpiresDecision,
                format!(
                    "the draft gives only 5 to 6 (equal) and 4 to 5 (still 3:2 against); {weaker} to {stronger}: umpire's decision"
                ),
            )
        };
        Ok(Self {
            weaker,
            stronger,
            outcome,
            steps: vec![WorkingStep::new(text, SPREAD_SOURCE)],
        })
    }
}

/// The enemy a side in two lines meets (reference §12.10; draft L1160–1162).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum EnemyLine {
    /// One line of about the same squadrons as both lines together: half the second line
    /// counts (L1162).
    OneLineAboutEqual,
    /// One line of superior strength: only the troops that actually meet count (L1160).
    OneLineStronger,
    /// The enemy also in two lines: the first lines count (L867).
    TwoLines,
}

/// The squadrons a side in two lines counts, with the working.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SecondLineCount {
    /// First-line squadrons.
    pub first_line: u32,
    /// Second-line squadrons (at the right distance, option `cavalry_second_line`).
    pub second_line: u32,
    /// The enemy's lines.
    pub enemy: EnemyLine,
    /// The squadrons counted; `None` where the umpire counts those that meet.
    pub counted: Option<f64>,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

impl SecondLineCount {
    /// The count of a side in two lines at the right distance against `enemy`.
    pub fn work(first_line: u32, second_line: u32, enemy: EnemyLine) -> Result<Self> {
        if first_line == 0 {
            return Err(RulesError::OutOfRange {
                what: "first-line squadrons",
                value: "0".into(),
                allowed: "at least 1 squadron".into(),
            });
        }
        let (counted, text, source) = match enemy {
            EnemyLine::OneLineAboutEqual => {
                let counted =
                    f64::from(first_line) + f64::from(second_line) / f64::from(SECOND_LINE_SHARE);
                (
                    Some(counted),
                    format!(
                        "against one line of about the same squadrons, half the second line counts: {first_line} + {second_line}/{SECOND_LINE_SHARE} = {counted}"
                    ),
                    SECOND_LINE_SOURCE,
                )
            }
            EnemyLine::OneLineStronger => (
                None,
                "against a stronger enemy in one line only the troops that actually meet count: the umpire counts them".to_string(),
                SECOND_LINE_SOURCE,
            ),
            EnemyLine::TwoLines => (
                Some(f64::from(first_line)),
                format!("only the first line counts: {first_line}"),
                "reference §12.10; draft L867",
            ),
        };
        Ok(Self {
            first_line,
            second_line,
            enemy,
            counted,
            steps: vec![WorkingStep::new(text, source)],
        })
    }
}
