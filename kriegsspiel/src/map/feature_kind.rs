//! What a feature of the terrain layer is: every ground class of the movement chart, the ground
//! the chart leaves to the umpire, water, roads, bridges, fords, villages and walls.

use crate::citation::Citation;
use crate::distance::Pace;
use crate::error::{Result, RulesError};
use crate::terrain::Ground;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Whether a kind of feature is drawn as an area or as a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FeatureShape {
    /// A polygon (woods, slope bands, villages, water).
    Area,
    /// A line with a width (roads, bridges, fords, streams, walls, hedges).
    Line,
}

/// What a line does to a path that meets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LineRole {
    /// Troops move along it: its width is road ground (roads, bridges) or a ford.
    Way,
    /// Crossing it is an event the umpire must judge (walls, hedges, streams).
    Obstacle,
}

/// The kind of a terrain feature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FeatureKind {
    /// Light woods (chart column `lwood`).
    LightWoods,
    /// Thick woods (no chart column: umpire's discretion).
    ThickWoods,
    /// A slope band of 5–10°.
    #[serde(rename = "slope_5_to_10")]
    Slope5To10,
    /// A slope band of 10–15°.
    #[serde(rename = "slope_10_to_15")]
    Slope10To15,
    /// A slope band of 15–25°.
    #[serde(rename = "slope_15_to_25")]
    Slope15To25,
    /// A slope band of 25–35°.
    #[serde(rename = "slope_25_to_35")]
    Slope25To35,
    /// Slopes steeper than 35° (beyond the chart: umpire's discretion).
    #[serde(rename = "slope_over_35")]
    SlopeOver35,
    /// A farmyard (chart column `yard`).
    Farmyard,
    /// A fenced or walled garden (chart column `yard`).
    Garden,
    /// Swampy ground (no chart column: umpire's discretion).
    Swamp,
    /// A village of mostly wooden houses.
    VillageWooden,
    /// A village of brick or stone houses.
    VillageBrickStone,
    /// A river, pond or lake too deep to wade.
    Water,
    /// A small stream (a line).
    Stream,
    /// A large main highway.
    MainHighway,
    /// A smaller road.
    SmallerRoad,
    /// A footpath (also dykes and sunken lanes of the same width).
    Footpath,
    /// A stone bridge.
    BridgeStone,
    /// A wooden bridge.
    BridgeWooden,
    /// A pontoon bridge (or one hastily built or repaired).
    BridgePontoon,
    /// A ford.
    Ford,
    /// A wall (farm, garden or park wall).
    Wall,
    /// A hedge.
    Hedge,
}

const MOVEMENT_CHART: &str = "Appendix Three — Movement Chart";
const UMPIRE: &str = "Appendix Three — Movement Chart, 'Discretion of Umpire'";
const CHART_NOTES: &str = "Appendix Three — Movement Chart, 'Other Notes'";
const ROADS: &str =
    "Section 2 — Movement, 'Width of Roads, Bridges &c.' and 'Deploying through Defiles'";
const BRIDGES: &str =
    "Section 2 — Movement, 'Pontoon & Repaired Bridges' and 'Deploying through Defiles'";
const VILLAGES: &str = "Section 2 — Movement, 'Width of Roads, Bridges &c.'; Section 3 — Firepower (villages of wood or brick)";
const WATER: &str = "Section 4 — Rules for Assaults (rivers and wide wet ditches are insurmountable); Section 5 — Bridges & Fords";
const STREAMS: &str = "Section 4 — Rules for Assaults (small streams are surmountable obstacles)";
const FORDS: &str =
    "Section 2 — Movement, 'Width of Roads, Bridges &c.'; Section 5 — Bridges & Fords";

impl FeatureKind {
    /// Every kind, in a fixed order for menus and legends.
    pub const ALL: [FeatureKind; 23] = [
        FeatureKind::LightWoods,
        FeatureKind::ThickWoods,
        FeatureKind::Slope5To10,
        FeatureKind::Slope10To15,
        FeatureKind::Slope15To25,
        FeatureKind::Slope25To35,
        FeatureKind::SlopeOver35,
        FeatureKind::Farmyard,
        FeatureKind::Garden,
        FeatureKind::Swamp,
        FeatureKind::VillageWooden,
        FeatureKind::VillageBrickStone,
        FeatureKind::Water,
        FeatureKind::Stream,
        FeatureKind::MainHighway,
        FeatureKind::SmallerRoad,
        FeatureKind::Footpath,
        FeatureKind::BridgeStone,
        FeatureKind::BridgeWooden,
        FeatureKind::BridgePontoon,
        FeatureKind::Ford,
        FeatureKind::Wall,
        FeatureKind::Hedge,
    ];

    /// The stable id used in files and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            FeatureKind::LightWoods => "light_woods",
            FeatureKind::ThickWoods => "thick_woods",
            FeatureKind::Slope5To10 => "slope_5_to_10",
            FeatureKind::Slope10To15 => "slope_10_to_15",
            FeatureKind::Slope15To25 => "slope_15_to_25",
            FeatureKind::Slope25To35 => "slope_25_to_35",
            FeatureKind::SlopeOver35 => "slope_over_35",
            FeatureKind::Farmyard => "farmyard",
            FeatureKind::Garden => "garden",
            FeatureKind::Swamp => "swamp",
            FeatureKind::VillageWooden => "village_wooden",
            FeatureKind::VillageBrickStone => "village_brick_stone",
            FeatureKind::Water => "water",
            FeatureKind::Stream => "stream",
            FeatureKind::MainHighway => "main_highway",
            FeatureKind::SmallerRoad => "smaller_road",
            FeatureKind::Footpath => "footpath",
            FeatureKind::BridgeStone => "bridge_stone",
            FeatureKind::BridgeWooden => "bridge_wooden",
            FeatureKind::BridgePontoon => "bridge_pontoon",
            FeatureKind::Ford => "ford",
            FeatureKind::Wall => "wall",
            FeatureKind::Hedge => "hedge",
        }
    }

    /// The kind in words, for legends.
    pub fn label(self) -> &'static str {
        match self {
            FeatureKind::LightWoods => "light woods",
            FeatureKind::ThickWoods => "thick woods",
            FeatureKind::Slope5To10 => "slope 5–10°",
            FeatureKind::Slope10To15 => "slope 10–15°",
            FeatureKind::Slope15To25 => "slope 15–25°",
            FeatureKind::Slope25To35 => "slope 25–35°",
            FeatureKind::SlopeOver35 => "slope over 35°",
            FeatureKind::Farmyard => "farmyard",
            FeatureKind::Garden => "fenced garden",
            FeatureKind::Swamp => "swampy ground",
            FeatureKind::VillageWooden => "village (wooden houses)",
            FeatureKind::VillageBrickStone => "village (brick or stone)",
            FeatureKind::Water => "river or pond",
            FeatureKind::Stream => "stream",
            FeatureKind::MainHighway => "main highway",
            FeatureKind::SmallerRoad => "smaller road",
            FeatureKind::Footpath => "footpath",
            FeatureKind::BridgeStone => "stone bridge",
            FeatureKind::BridgeWooden => "wooden bridge",
            FeatureKind::BridgePontoon => "pontoon bridge",
            FeatureKind::Ford => "ford",
            FeatureKind::Wall => "wall",
            FeatureKind::Hedge => "hedge",
        }
    }

    /// Area or line.
    pub fn shape(self) -> FeatureShape {
        match self.line_role() {
            Some(_) => FeatureShape::Line,
            None => FeatureShape::Area,
        }
    }

    /// For a line, whether troops move along it or must cross it; `None` for an area.
    pub fn line_role(self) -> Option<LineRole> {
        match self {
            FeatureKind::MainHighway
            | FeatureKind::SmallerRoad
            | FeatureKind::Footpath
            | FeatureKind::BridgeStone
            | FeatureKind::BridgeWooden
            | FeatureKind::BridgePontoon
            | FeatureKind::Ford => Some(LineRole::Way),
            FeatureKind::Stream | FeatureKind::Wall | FeatureKind::Hedge => {
                Some(LineRole::Obstacle)
            }
            _ => None,
        }
    }

    /// Whether this is a bridge of any build.
    pub fn is_bridge(self) -> bool {
        matches!(
            self,
            FeatureKind::BridgeStone | FeatureKind::BridgeWooden | FeatureKind::BridgePontoon
        )
    }

    /// Whether this is a road (not a bridge or ford).
    pub fn is_road(self) -> bool {
        matches!(
            self,
            FeatureKind::MainHighway | FeatureKind::SmallerRoad | FeatureKind::Footpath
        )
    }

    /// The slope band's ground, `(without road, with road)`, for a slope kind; roads are told
    /// apart on slopes only from 15° (the movement chart's with-road columns, reference §1), so
    /// below 15° a road on the slope is the slope's own ground. `None` for a kind that is not a slope band.
    pub fn slope_grounds(self) -> Option<(Ground, Ground)> {
        match self {
            FeatureKind::Slope5To10 => Some((Ground::Slope5To10, Ground::Slope5To10)),
            FeatureKind::Slope10To15 => Some((Ground::Slope10To15, Ground::Slope10To15)),
            FeatureKind::Slope15To25 => Some((Ground::Slope15To35, Ground::RoadSlope15To25)),
            FeatureKind::Slope25To35 => Some((Ground::Slope15To35, Ground::RoadSlope25To35)),
            FeatureKind::SlopeOver35 => Some((Ground::SteepSlope, Ground::SteepSlope)),
            _ => None,
        }
    }

    /// How steep a slope kind is, for picking the steepest of overlapping bands (0 otherwise).
    pub fn steepness(self) -> u8 {
        match self {
            FeatureKind::Slope5To10 => 1,
            FeatureKind::Slope10To15 => 2,
            FeatureKind::Slope15To25 => 3,
            FeatureKind::Slope25To35 => 4,
            FeatureKind::SlopeOver35 => 5,
            _ => 0,
        }
    }

    /// The ground this feature makes where it lies, taken alone (without road, without
    /// overlaps): open ground, woods, a slope, a yard, swamp, a village, water or a ford.
    /// Roads and bridges give [`Ground::Even`]; walls and hedges make no ground
    /// (`None`): they are crossed, not walked along.
    pub fn ground(self) -> Option<Ground> {
        if let Some((off_road, _)) = self.slope_grounds() {
            return Some(off_road);
        }
        match self {
            FeatureKind::LightWoods => Some(Ground::LightWoods),
            FeatureKind::ThickWoods => Some(Ground::ThickWoods),
            FeatureKind::Farmyard | FeatureKind::Garden => Some(Ground::Yard),
            FeatureKind::Swamp => Some(Ground::Swamp),
            FeatureKind::VillageWooden | FeatureKind::VillageBrickStone => Some(Ground::Village),
            FeatureKind::Water | FeatureKind::Stream => Some(Ground::Water),
            FeatureKind::Ford => Some(Ground::Ford),
            FeatureKind::MainHighway
            | FeatureKind::SmallerRoad
            | FeatureKind::Footpath
            | FeatureKind::BridgeStone
            | FeatureKind::BridgeWooden
            | FeatureKind::BridgePontoon => Some(Ground::Even),
            _ => None,
        }
    }

    /// The width drawn for a line kind when none is given, in paces. A drawing convention of
    /// the workbench (how near the centre line a path counts as on the road), not a figure of
    /// the draft, which leaves road widths to the map and the umpire (Section 2 — Movement,
    /// 'Width of Roads, Bridges &c.'). `None` for an area kind.
    pub fn default_width(self) -> Option<Pace> {
        let paces = match self {
            FeatureKind::MainHighway => 16.0,
            FeatureKind::SmallerRoad => 10.0,
            FeatureKind::Footpath => 4.0,
            FeatureKind::BridgeStone | FeatureKind::BridgeWooden => 10.0,
            FeatureKind::BridgePontoon => 8.0,
            FeatureKind::Ford => 20.0,
            FeatureKind::Stream => 8.0,
            FeatureKind::Wall => 2.0,
            FeatureKind::Hedge => 3.0,
            _ => return None,
        };
        Some(Pace(paces))
    }

    /// Where the draft speaks of this kind of ground or feature.
    pub fn citation(self) -> Citation {
        let section = match self {
            FeatureKind::LightWoods
            | FeatureKind::Slope5To10
            | FeatureKind::Slope10To15
            | FeatureKind::Slope15To25
            | FeatureKind::Slope25To35
            | FeatureKind::Farmyard
            | FeatureKind::Garden => MOVEMENT_CHART,
            FeatureKind::SlopeOver35 => MOVEMENT_CHART,
            FeatureKind::ThickWoods | FeatureKind::Swamp => UMPIRE,
            FeatureKind::VillageWooden | FeatureKind::VillageBrickStone => VILLAGES,
            FeatureKind::Water => WATER,
            FeatureKind::Stream => STREAMS,
            FeatureKind::MainHighway | FeatureKind::SmallerRoad | FeatureKind::Footpath => ROADS,
            FeatureKind::BridgeStone | FeatureKind::BridgeWooden | FeatureKind::BridgePontoon => {
                BRIDGES
            }
            FeatureKind::Ford => FORDS,
            FeatureKind::Wall | FeatureKind::Hedge => CHART_NOTES,
        };
        Citation::new(section)
    }

    /// All ids, comma separated, for messages.
    pub fn allowed_ids() -> String {
        Self::ALL
            .iter()
            .map(|k| k.id())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl fmt::Display for FeatureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for FeatureKind {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Self> {
        let key = s.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|k| k.id() == key)
            .ok_or_else(|| RulesError::UnknownName {
                what: "terrain feature kind",
                value: s.to_string(),
                allowed: Self::allowed_ids(),
            })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_match_serde() {
        for kind in FeatureKind::ALL {
            assert_eq!(kind.id().parse::<FeatureKind>(), Ok(kind));
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.id()));
        }
    }

    #[test]
    fn every_kind_maps_as_the_chart_says() {
        // Appendix Three — Movement Chart (reference §1): the eight columns, the with-road
        // columns only from 15°, and swamp / thick woods at the umpire's discretion.
        use Ground::*;
        let table = [
            (FeatureKind::LightWoods, Some(LightWoods), None),
            (FeatureKind::ThickWoods, Some(ThickWoods), None),
            (FeatureKind::Slope5To10, Some(Slope5To10), Some(Slope5To10)),
            (
                FeatureKind::Slope10To15,
                Some(Slope10To15),
                Some(Slope10To15),
            ),
            (
                FeatureKind::Slope15To25,
                Some(Slope15To35),
                Some(RoadSlope15To25),
            ),
            (
                FeatureKind::Slope25To35,
                Some(Slope15To35),
                Some(RoadSlope25To35),
            ),
            (FeatureKind::SlopeOver35, Some(SteepSlope), Some(SteepSlope)),
            (FeatureKind::Farmyard, Some(Yard), None),
            (FeatureKind::Garden, Some(Yard), None),
            (FeatureKind::Swamp, Some(Swamp), None),
            (FeatureKind::VillageWooden, Some(Village), None),
            (FeatureKind::VillageBrickStone, Some(Village), None),
            (FeatureKind::Water, Some(Water), None),
            (FeatureKind::Stream, Some(Water), None),
            (FeatureKind::MainHighway, Some(Even), None),
            (FeatureKind::SmallerRoad, Some(Even), None),
            (FeatureKind::Footpath, Some(Even), None),
            (FeatureKind::BridgeStone, Some(Even), None),
            (FeatureKind::BridgeWooden, Some(Even), None),
            (FeatureKind::BridgePontoon, Some(Even), None),
            (FeatureKind::Ford, Some(Ford), None),
            (FeatureKind::Wall, None, None),
            (FeatureKind::Hedge, None, None),
        ];
        assert_eq!(table.len(), FeatureKind::ALL.len());
        for (kind, ground, with_road) in table {
            assert_eq!(kind.ground(), ground, "{kind}");
            assert_eq!(kind.slope_grounds().map(|(_, r)| r), with_road, "{kind}");
            assert_eq!(
                kind.default_width().is_some(),
                kind.shape() == FeatureShape::Line
            );
        }
    }
}
