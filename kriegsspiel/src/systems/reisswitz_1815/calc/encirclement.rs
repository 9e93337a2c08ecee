//! Whether a corps is taken prisoner (reference §12.8; draft "Prisoners", L1495–1510): encircled
//! by a corps at least three times as strong with no help near, Die III decides (L1500, L1506);
//! caught in a defile, a narrow valley, a thick wood or on a bridge or dam and attacked from in
//! front or behind, it is taken even by an equal force (L1508–1510); driven back after a melee
//! and then attacked in the rear by another formation, it is taken (L1502).

use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use crate::systems::reisswitz_1815::ruleset::{Circle, DieId};
use serde::{Deserialize, Serialize};

/// How many times the encircled corps's strength the encirclers need before Die III settles it
/// (reference §12.8; draft L1500, L1506).
pub const ENCIRCLEMENT_RATIO: u32 = 3;
/// The die thrown against the encircled corps (2:1 against it; L1500).
pub const ENCIRCLEMENT_DIE: DieId = DieId::III;
/// Lines of retreat cut within this many paces make an encirclement (L1504).
pub const ENCIRCLEMENT_PACES: u32 = 800;

/// How a corps came to be in danger of capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, strum::VariantArray)]
#[serde(rename_all = "snake_case")]
pub enum CaptureCase {
    /// Every line of retreat within 800 paces cut, or the encirclers in touch (L1500–1506).
    Encircled,
    /// Caught marching through a defile, narrow valley, thick wood, or over a bridge or dam,
    /// attacked from in front or behind (L1508–1510).
    CaughtInDefile,
    /// Driven back after a melee and then attacked in the rear by another formation (L1502).
    AttackedInRearAfterMelee,
}

/// What the rule says happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CaptureVerdict {
    /// The corps is taken prisoner.
    Captured,
    /// Die III decides, 2:1 against the encircled corps.
    #[serde(rename = "throw_die_iii")]
    ThrowDieIII,
    /// Resistance is taken for granted: no throw, the fight goes on by the usual rules.
    Resists,
}

/// What Die III said for an encircled corps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EncirclementThrow {
    /// The encirclers' circle (the black circle of L1500): they begin to be captured at once.
    BeginToBeCaptured,
    /// They form masses and fight on by the usual rules.
    FormMasses,
}

impl EncirclementThrow {
    /// Reads Die III's circle with the odds in the encirclers' favour: the `O` circle beats
    /// the side the odds are against, the encircled corps (reference §5; L1500).
    pub fn from_circle(circle: Circle) -> Option<Self> {
        match circle {
            Circle::O => Some(Self::BeginToBeCaptured),
            Circle::A => Some(Self::FormMasses),
            Circle::Again => None,
        }
    }

    /// The outcome in words.
    pub fn describe(self) -> &'static str {
        match self {
            Self::BeginToBeCaptured => "they begin to be captured at once",
            Self::FormMasses => "they form masses and fight on by the usual rules",
        }
    }
}

/// The working of the capture rules for one corps.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EncirclementWorksheet {
    /// How it came about.
    pub case: CaptureCase,
    /// The strength of the troops that would take it (men).
    pub captors: u32,
    /// The strength of the corps (men).
    pub corps: u32,
    /// Whether help can come quickly from outside (L1500).
    pub help_near: bool,
    /// What the rule says happens.
    pub verdict: CaptureVerdict,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

impl EncirclementWorksheet {
    /// Works out the rule for `case`.
    pub fn work(case: CaptureCase, captors: u32, corps: u32, help_near: bool) -> Self {
        let mut steps = Vec::new();
        let verdict = match case {
            CaptureCase::Encircled => encircled(captors, corps, help_near, &mut steps),
            CaptureCase::CaughtInDefile => {
                let equal = captors >= corps;
                steps.push(WorkingStep::new(
                    format!(
                        "caught in a defile, narrow valley, thick wood or on a bridge or dam and attacked from in front or behind, a corps is taken even by an equal force: {captors} against {corps} men is {}",
                        if equal { "enough" } else { "less than equal" }
                    ),
                    "reference §12.8; draft L1508–1510",
                ));
                if equal {
                    CaptureVerdict::Captured
                } else {
                    steps.push(WorkingStep::new(
                        "weaker captors than the corps: the draft names no capture, the fight goes on by the usual rules",
                        "reference §12.8; draft L1510",
                    ));
                    CaptureVerdict::Resists
                }
            }
            CaptureCase::AttackedInRearAfterMelee => {
                steps.push(WorkingStep::new(
                    "a corps driven back after a melee and then attacked in its rear by another formation is taken prisoner",
                    "reference §12.8; draft L1502",
                ));
                CaptureVerdict::Captured
            }
        };
        Self {
            case,
            captors,
            corps,
            help_near,
            verdict,
            steps,
        }
    }
}

/// The encirclement test (L1500–1506).
fn encircled(
    captors: u32,
    corps: u32,
    help_near: bool,
    steps: &mut Vec<WorkingStep>,
) -> CaptureVerdict {
    steps.push(WorkingStep::new(
        format!("encircled: every line of retreat within {ENCIRCLEMENT_PACES} paces cut, or the encirclers in touch with each other"),
        "reference §12.8; draft L1504",
    ));
    let needed = u64::from(corps) * u64::from(ENCIRCLEMENT_RATIO);
    let strong_enough = u64::from(captors) >= needed;
    steps.push(WorkingStep::new(
        format!(
            "the encirclers need {ENCIRCLEMENT_RATIO} times the corps's strength, {needed} men: they have {captors}"
        ),
        "reference §12.8; draft L1500, L1506",
    ));
    if !strong_enough {
        steps.push(WorkingStep::new(
            "under three times the strength, resistance is taken for granted: no throw, the fight goes on by the usual rules",
            "reference §12.8; draft L1506",
        ));
        return CaptureVerdict::Resists;
    }
    if help_near {
        steps.push(WorkingStep::new(
            "help can come quickly from outside: the capture rule does not apply, the fight goes on by the usual rules",
            "reference §12.8; draft L1500",
        ));
        return CaptureVerdict::Resists;
    }
    steps.push(WorkingStep::new(
        format!(
            "no help near: Die {ENCIRCLEMENT_DIE}, 2:1 against the encircled; the encirclers' circle and they begin to be captured at once, otherwise they form masses and fight on"
        ),
        "reference §12.8; draft L1500",
    ));
    CaptureVerdict::ThrowDieIII
}
