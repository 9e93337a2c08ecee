//! The movement chart's columns: which ground the chart has a column for, and which it leaves
//! to the umpire (Appendix Three — Movement Chart; reference §1).
//!
//! The core names the ground ([`Ground`]); this is where the Reisswitz wing says which column of
//! its chart each kind of ground reads.

use crate::citation::Citation;
use crate::distance::Pace;
use crate::map::PathGround;
use crate::terrain::Ground;

/// The ground of the chart's eight columns, in the chart's order: `even`, `lwood`, `s5_10`,
/// `s10_15`, `s15_35`, `r15_25`, `r25_35`, `yard` (Appendix Three — Movement Chart;
/// reference §1).
pub const CHART_COLUMNS: [Ground; 8] = [
    Ground::Even,
    Ground::LightWoods,
    Ground::Slope5To10,
    Ground::Slope10To15,
    Ground::Slope15To35,
    Ground::RoadSlope15To25,
    Ground::RoadSlope25To35,
    Ground::Yard,
];

/// Ground with no column for which the chart still suggests a rate, left to the umpire:
/// swamp and thick woods (Appendix Three — Movement Chart, 'Discretion of Umpire').
pub const DISCRETION_GROUNDS: [Ground; 2] = [Ground::Swamp, Ground::ThickWoods];

/// Every ground the movement calculators take: the chart's columns in order, then the
/// [`DISCRETION_GROUNDS`]. Village, slopes over 35°, water and fords have no figure at all.
pub const MOVEMENT_GROUNDS: [Ground; 10] = [
    Ground::Even,
    Ground::LightWoods,
    Ground::Slope5To10,
    Ground::Slope10To15,
    Ground::Slope15To35,
    Ground::RoadSlope15To25,
    Ground::RoadSlope25To35,
    Ground::Yard,
    Ground::Swamp,
    Ground::ThickWoods,
];

/// The chart column `ground` reads (0 = `even`, in the order of [`CHART_COLUMNS`]), or `None`
/// where the chart has no column for it and the umpire decides (Appendix Three — Movement
/// Chart; reference §1).
pub fn chart_column(ground: Ground) -> Option<usize> {
    CHART_COLUMNS.iter().position(|g| *g == ground)
}

/// Whether the chart gives no column for this ground and the umpire must decide.
pub fn is_umpires_discretion(ground: Ground) -> bool {
    chart_column(ground).is_none()
}

/// Whether the movement calculators take this ground (see [`MOVEMENT_GROUNDS`]).
pub fn is_movement_ground(ground: Ground) -> bool {
    MOVEMENT_GROUNDS.contains(&ground)
}

/// The ids of [`MOVEMENT_GROUNDS`], comma separated, for error messages and help.
pub fn movement_ground_ids() -> String {
    Ground::ids_of(&MOVEMENT_GROUNDS)
}

/// Where the rules speak of this ground.
pub fn ground_citation(ground: Ground) -> Citation {
    Citation::new(match ground {
        Ground::ThickWoods | Ground::Swamp => {
            "Appendix Three — Movement Chart, 'Discretion of Umpire'"
        }
        Ground::Village => "Section 2 — Movement, 'Width of Roads, Bridges &c.'",
        Ground::Water => "Section 5 — Bridges & Fords",
        Ground::Ford => {
            "Section 2 — Movement, 'Width of Roads, Bridges &c.'; Section 5 — Bridges & Fords"
        }
        Ground::SteepSlope
        | Ground::Even
        | Ground::LightWoods
        | Ground::Slope5To10
        | Ground::Slope10To15
        | Ground::Slope15To35
        | Ground::RoadSlope15To25
        | Ground::RoadSlope25To35
        | Ground::Yard => "Appendix Three — Movement Chart",
    })
}

/// The path as legs of (chart column's ground, length) in order, consecutive legs on the same
/// ground joined: what the movement calculator takes. `None` if any stretch is on ground the
/// chart gives no column for (the umpire must decide those).
pub fn chart_legs(path: &PathGround) -> Option<Vec<(Ground, Pace)>> {
    let legs = path.legs();
    legs.iter()
        .all(|(g, _)| chart_column(*g).is_some())
        .then_some(legs)
}

/// Length of the path on ground the chart gives no column for (thick woods, swamp, village,
/// water …).
pub fn discretion_length(path: &PathGround) -> Pace {
    path.length_on(is_umpires_discretion)
}

#[cfg(test)]
mod tests {
    use super::*;
    use strum::VariantArray;

    #[test]
    fn columns_in_the_charts_order() {
        let ids: Vec<&str> = CHART_COLUMNS.iter().map(|g| g.id()).collect();
        assert_eq!(
            ids,
            [
                "even", "lwood", "s5_10", "s10_15", "s15_35", "r15_25", "r25_35", "yard"
            ]
        );
        for (i, g) in CHART_COLUMNS.iter().enumerate() {
            assert_eq!(chart_column(*g), Some(i));
        }
        let with_column = Ground::VARIANTS
            .iter()
            .filter(|g| chart_column(**g).is_some())
            .count();
        assert_eq!(with_column, 8);
        assert!(is_umpires_discretion(Ground::Village));
    }

    #[test]
    fn movement_grounds_are_the_columns_then_the_discretion_grounds() {
        let joined: Vec<Ground> = CHART_COLUMNS
            .iter()
            .chain(DISCRETION_GROUNDS.iter())
            .copied()
            .collect();
        assert_eq!(joined, MOVEMENT_GROUNDS);
        assert_eq!(
            movement_ground_ids(),
            "even, lwood, s5_10, s10_15, s15_35, r15_25, r25_35, yard, swamp, thick_woods"
        );
    }
}
