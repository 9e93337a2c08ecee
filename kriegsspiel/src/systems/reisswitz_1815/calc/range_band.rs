//! Which range band a fire falls in (reference §2).

use crate::distance::Pace;
use crate::error::{Result, RulesError};
use crate::figures::number_text;
use crate::systems::reisswitz_1815::calc::fire_arm::{Calibre, FireArm};
use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use crate::systems::reisswitz_1815::dice::Face;
use crate::systems::reisswitz_1815::ruleset::{
    BandLimits, NamedOption, NinePounderRanges, RangeBand, RiflesBands, Ruleset,
};
use serde::{Deserialize, Serialize};

/// The band a range falls in, for one weapon.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BandAnswer {
    /// The weapon.
    pub arm: FireArm,
    /// For artillery: whose ranges were used (a 9-pdr per option `nine_pounder_ranges`).
    pub ranges_of: Option<Calibre>,
    /// The band.
    pub band: RangeBand,
    /// Where the band starts, in paces.
    pub from: f64,
    /// Where it ends (inclusive), in paces.
    pub to: f64,
    /// The table row the band reads (differs from `band` only for Rifles).
    pub row: RangeBand,
    /// The weapon's greatest range, in paces.
    pub max_range: f64,
    /// How the band was found.
    pub steps: Vec<WorkingStep>,
}

/// The column a 9-pdr fire reads, from the column die (reference §2).
pub fn nine_pounder_column(rules: &Ruleset, face: Face) -> Calibre {
    if rules.fire.nine_pounder.reads_twelve_pounder(face) {
        Calibre::TwelvePounder
    } else {
        Calibre::SixPounder
    }
}

/// Whose ranges an artillery arm uses; `None` for small arms. A 9-pdr uses the 6-pdr ranges, or
/// under option `nine_pounder_ranges = die_decides` those of the column its die picked, and then
/// needs `nine_pdr_column`.
pub fn ranges_of(
    rules: &Ruleset,
    arm: FireArm,
    nine_pdr_column: Option<Face>,
) -> Result<Option<Calibre>> {
    Ok(match arm {
        FireArm::SixPounder => Some(Calibre::SixPounder),
        FireArm::TwelvePounder => Some(Calibre::TwelvePounder),
        FireArm::NinePounder => match rules.options.nine_pounder_ranges {
            NinePounderRanges::SixPounderRanges => Some(Calibre::SixPounder),
            NinePounderRanges::SameDieDecides => {
                let face = nine_pdr_column.ok_or_else(|| RulesError::OutOfRange {
                    what: "9-pdr column die",
                    value: "none".into(),
                    allowed: "a face 1 to 6 (option nine_pounder_ranges = die_decides: the column die also picks the ranges)".into(),
                })?;
                Some(nine_pounder_column(rules, face))
            }
        },
        FireArm::HalfBattalion | FireArm::Skirmishers | FireArm::Rifles => None,
    })
}

/// The bands a weapon reads, given whose ranges it uses.
fn bands_for(rules: &Ruleset, arm: FireArm, ranges: Option<Calibre>) -> &[BandLimits] {
    let r = &rules.fire.ranges;
    match (arm, ranges) {
        (FireArm::Rifles, _) => match rules.options.rifles_bands {
            RiflesBands::Section3Rule => &r.rifles_rule,
            RiflesBands::TableColumn => &r.rifles,
        },
        (FireArm::HalfBattalion | FireArm::Skirmishers, _) => &r.musketry,
        (_, Some(Calibre::TwelvePounder)) => &r.twelve_pounder,
        _ => &r.six_pounder,
    }
}

/// The band that `range_paces` falls in for `arm`. A range on a band's upper limit belongs to
/// that band ("up to 400"). Out of range is an error naming the weapon's greatest range.
/// `nine_pdr_column` is the 9-pdr column die's face, needed only under option
/// `nine_pounder_ranges = die_decides`.
pub fn range_band(
    rules: &Ruleset,
    arm: FireArm,
    range_paces: f64,
    nine_pdr_column: Option<Face>,
) -> Result<BandAnswer> {
    let range = Pace::checked(range_paces)?.paces();
    let ranges = ranges_of(rules, arm, nine_pdr_column)?;
    let bands = bands_for(rules, arm, ranges);
    let max_range = bands.last().map(|b| b.to).unwrap_or(0.0);
    let source = if arm.is_artillery() {
        rules.fire.ranges.source.to_string()
    } else {
        rules.fire.ranges.small_arms_source.to_string()
    };
    let whose = match (arm, ranges) {
        (FireArm::NinePounder, Some(c)) => format!("9-pdr battery, using the {} ranges", c.label()),
        _ => arm.label().to_string(),
    };
    let found = bands
        .iter()
        .find(|b| range <= b.to)
        .ok_or_else(|| RulesError::OutOfRange {
            what: "range",
            value: format!("{} paces for a {whose}", number_text(range)),
            allowed: format!(
                "0 to {} paces, its greatest range ({source})",
                number_text(max_range)
            ),
        })?;
    let mut steps = Vec::new();
    if arm == FireArm::NinePounder {
        let source = match rules.options.nine_pounder_ranges {
            NinePounderRanges::SixPounderRanges => rules.fire.ranges.source.to_string(),
            NinePounderRanges::SameDieDecides => rules.fire.nine_pounder.source.to_string(),
        };
        steps.push(WorkingStep::new(
            format!(
                "a 9-pdr battery uses the {} ranges (option nine_pounder_ranges = {})",
                ranges.map(Calibre::label).unwrap_or("6-pdr"),
                rules.options.nine_pounder_ranges.id()
            ),
            source,
        ));
    }
    let band_text = if arm.is_artillery() {
        format!(
            "the {} band ({}–{} paces)",
            found.band.label(),
            found.from,
            found.to
        )
    } else {
        format!("the {} band", found.band.label())
    };
    steps.push(WorkingStep::new(
        format!(
            "{} paces is in {band_text} of the {whose}",
            number_text(range)
        ),
        source.clone(),
    ));
    let row = found.reads.unwrap_or(found.band);
    if arm == FireArm::Rifles {
        let source = match rules.options.rifles_bands {
            RiflesBands::Section3Rule => rules.fire.ranges.rifles_rule_source.to_string(),
            RiflesBands::TableColumn => source,
        };
        steps.push(WorkingStep::new(
            format!(
                "Rifles in that band read the skirmisher row for {} (option rifles_bands = {})",
                row.label(),
                rules.options.rifles_bands.id()
            ),
            source,
        ));
    }
    Ok(BandAnswer {
        arm,
        ranges_of: ranges,
        band: found.band,
        from: found.from,
        to: found.to,
        row,
        max_range,
        steps,
    })
}
