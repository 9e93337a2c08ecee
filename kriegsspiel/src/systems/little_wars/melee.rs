//! Wells's melee arithmetic (§6 "Outcome", "Isolation"; Wells L288-L316, L147; H2H L10-L43).
//!
//! Let S be the larger count and I the smaller:
//! - S = I: every man on both sides dies (Wells L304).
//! - S > I, the smaller side supported: I die on each side; S − I of the larger side stand
//!   (Wells L316).
//! - S > I, the smaller side isolated: p = min(I, S − I) are taken prisoner, d = I − p die on
//!   each side, the larger side keeps S − d men holding p prisoners (Wells L312, L147). When S
//!   is already 2I or more all I are taken and nobody dies: the cap.
//!
//! Only the smaller side is tested for isolation; it is supported when 2 × supporters ≥ I
//! (`isolation_test` = `wells`, Wells L288, L308), or, under `streamlined`, when its men in
//! the melee and its supporters come to at least half of its remaining men (Streamlined L20,
//! L70). Nothing here chooses which men: the side that moved does that (Wells L320).

use super::error::LittleWarsError;
use super::options::LittleWarsOptions;
use crate::systems::little_wars::option_readings::IsolationTest;
use serde::{Deserialize, Serialize};

/// One side of a melee as counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct MeleeCount {
    /// Men taking part (in contact, or within 6 in of a man in contact; Wells L296).
    pub men: u32,
    /// Its men within a move who are not in the melee (Wells L288, L308).
    pub supporters: u32,
    /// All the side's remaining men (only the `streamlined` isolation test needs it).
    pub remaining: Option<u32>,
}

/// What the melee did to one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeSideResult {
    /// Men taking part.
    pub men: u32,
    /// Supporters counted.
    pub supporters: u32,
    /// Whether the side was found isolated (only the smaller side is tested).
    pub isolated: bool,
    /// Men killed.
    pub dead: u32,
    /// Men taken prisoner.
    pub taken_prisoner: u32,
    /// Men left standing (captors included).
    pub left_standing: u32,
}

/// Which of Wells's cases the melee fell in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeleeCase {
    /// Equal numbers: all die (Wells L304).
    Equal,
    /// Unequal, the smaller side supported (Wells L316).
    UnequalSupported,
    /// Unequal, the smaller side isolated, taken prisoner with the cap (Wells L312, L147).
    UnequalIsolated,
}

/// A settled melee: both sides' results and the working.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeOutcome {
    /// The side that has just moved (it chooses which men, Wells L320).
    pub mover: MeleeSideResult,
    /// The other side.
    pub other: MeleeSideResult,
    /// The case.
    pub case: MeleeCase,
    /// The working, one sentence a step.
    pub steps: Vec<String>,
}

impl MeleeOutcome {
    /// Men dead, taken and standing on both sides: always the men who took part.
    pub fn accounted(&self) -> (u32, u32) {
        let sum = |s: &MeleeSideResult| s.dead + s.taken_prisoner + s.left_standing;
        (sum(&self.mover), sum(&self.other))
    }
}

/// Whether a side with `count` is supported (not isolated) under `isolation_test` (Wells
/// L288, L308; Streamlined L20, L70), the working pushed to `steps`; `who` names the side.
pub(crate) fn is_supported(
    count: MeleeCount,
    options: &LittleWarsOptions,
    steps: &mut Vec<String>,
    who: &str,
) -> Result<bool, LittleWarsError> {
    if options.isolation_test == IsolationTest::Streamlined {
        let remaining = count.remaining.ok_or_else(|| {
            LittleWarsError::Melee(format!(
                "isolation_test=streamlined needs the {who}'s remaining men"
            ))
        })?;
        let near = u64::from(count.men) + u64::from(count.supporters);
        let supported = 2 * near >= u64::from(remaining);
        steps.push(format!(
            "Isolation (streamlined, Streamlined L20, L70): {near} of the {who}'s {remaining} \
             remaining men are within a move; {} half, so the {who} is {}.",
            if supported { "at least" } else { "fewer than" },
            if supported { "supported" } else { "isolated" }
        ));
        return Ok(supported);
    }
    let supported = 2 * u64::from(count.supporters) >= u64::from(count.men);
    steps.push(format!(
        "Isolation (Wells L288, L308): the {who} has {} supporters within a move for {} men in \
         the melee; it needs at least half as many ({}), so it is {}.",
        count.supporters,
        count.men,
        count.men.div_ceil(2),
        if supported { "supported" } else { "isolated" }
    ));
    Ok(supported)
}

/// Settles a melee between the side that moved (`mover`) and the `other` (§6 "Outcome").
pub fn settle_melee(
    mover: MeleeCount,
    other: MeleeCount,
    options: &LittleWarsOptions,
) -> Result<MeleeOutcome, LittleWarsError> {
    if mover.men == 0 || other.men == 0 {
        return Err(LittleWarsError::Melee(
            "a melee needs at least one man on each side (Wells L296)".into(),
        ));
    }
    for count in [mover, other] {
        if let Some(remaining) = count.remaining
            && u64::from(remaining) < u64::from(count.men) + u64::from(count.supporters)
        {
            return Err(LittleWarsError::Melee(format!(
                "a side cannot have {remaining} remaining men with {} in the melee and {} \
                 supporting",
                count.men, count.supporters
            )));
        }
    }
    let mut steps = vec![format!(
        "The side that moved has {} men in the melee, the other side {} (Wells L296).",
        mover.men, other.men
    )];
    let blank = |c: MeleeCount| MeleeSideResult {
        men: c.men,
        supporters: c.supporters,
        isolated: false,
        dead: 0,
        taken_prisoner: 0,
        left_standing: c.men,
    };
    let (mut m, mut o) = (blank(mover), blank(other));
    if mover.men == other.men {
        steps.push(format!(
            "Equal numbers: all {} men on each side are killed (Wells L304).",
            mover.men
        ));
        for side in [&mut m, &mut o] {
            side.dead = side.men;
            side.left_standing = 0;
        }
        return Ok(MeleeOutcome {
            mover: m,
            other: o,
            case: MeleeCase::Equal,
            steps,
        });
    }
    let mover_larger = mover.men > other.men;
    let (large, small) = if mover_larger {
        (&mut m, &mut o)
    } else {
        (&mut o, &mut m)
    };
    let (s, i) = (large.men, small.men);
    let (small_count, small_name) = if mover_larger {
        (other, "other side")
    } else {
        (mover, "side that moved")
    };
    steps.push(format!(
        "Unequal numbers: {s} against {i}; only the smaller side ({small_name}) is tested for \
         isolation (Wells L288)."
    ));
    let supported = is_supported(small_count, options, &mut steps, small_name)?;
    let case = if supported {
        small.dead = i;
        small.left_standing = 0;
        large.dead = i;
        large.left_standing = s - i;
        steps.push(format!(
            "Supported: {i} killed on each side, {} of the {s} left standing (Wells L316).",
            s - i
        ));
        MeleeCase::UnequalSupported
    } else {
        small.isolated = true;
        let prisoners = i.min(s - i);
        let dead = i - prisoners;
        small.taken_prisoner = prisoners;
        small.dead = dead;
        small.left_standing = 0;
        large.dead = dead;
        large.left_standing = s - dead;
        steps.push(format!(
            "Isolated: as many of the {i} are taken as they are fewer than the {s}: \
             min({i}, {s} − {i}) = {prisoners} prisoners (Wells L312{}).",
            if u64::from(s) >= 2 * u64::from(i) {
                "; the larger side is already twice the smaller, so all are taken and none die, Wells L147"
            } else {
                ""
            }
        ));
        steps.push(format!(
            "The other {dead} of the {i} each kill a man and die: {dead} dead on each side; \
             {} of the {s} stand, holding {prisoners} prisoners (Wells L312).",
            s - dead
        ));
        MeleeCase::UnequalIsolated
    };
    steps.push(
        "The side that moved chooses which men of both sides die, which are taken and which \
         are the captors (Wells L320)."
            .into(),
    );
    Ok(MeleeOutcome {
        mover: m,
        other: o,
        case,
        steps,
    })
}
