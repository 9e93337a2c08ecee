//! The widest column an arm may use on a kind of way (option `road_widths`; reference §12.4,
//! §11).
//!
//! Section 2 lists the widths twice. "Width of Roads, Bridges &c." gives highways and large
//! bridges half platoons, sixes and guns in pairs, smaller roads, small bridges and gateways
//! sections, threes and single file, and leaves streets, defiles, sunken roads and fords to the
//! map (L410–427). "Deploying Through Defiles" gives cavalry half troops on highways, puts large
//! bridges at sections, troop column and sections, and names footpaths, dykes and sunken roads
//! (L469–482). Where a reading has no figure, the map or the umpire decides (L412).

use super::working_step::WorkingStep;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::{NamedOption, RoadWidths, Ruleset, WayKind};
use serde::{Deserialize, Serialize};

/// The arm of the column.
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
pub enum ColumnArm {
    /// Infantry.
    Infantry,
    /// Cavalry.
    Cavalry,
    /// Artillery.
    Artillery,
}

impl ColumnArm {
    /// The arm described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            ColumnArm::Infantry => "Infantry",
            ColumnArm::Cavalry => "Cavalry",
            ColumnArm::Artillery => "Artillery",
        }
    }
}

/// The widest column the reading allows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "widest", rename_all = "snake_case")]
pub enum WidestColumn {
    /// The reading names the column.
    Column {
        /// The column, in the draft's terms ("half platoons (18 men wide)", "threes", …).
        front: String,
    },
    /// The reading gives no figure: the width is read from the map, or the umpire decides it
    /// and tells the players (L412).
    ByMap {
        /// What to ask the umpire.
        question: String,
    },
}

/// The widest column of an arm on a kind of way, under the chosen reading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoadWidthAnswer {
    /// The kind of way.
    pub way: WayKind,
    /// The arm.
    pub arm: ColumnArm,
    /// The widest column.
    pub widest: WidestColumn,
    /// Through a defile, the front is never wider than this, in either reading (L470).
    pub defile_limit: Option<String>,
    /// Over a bridge, the pace large bodies keep (L432, L480).
    pub bridge_pace: Option<String>,
    /// The working.
    pub steps: Vec<WorkingStep>,
}

impl RoadWidthAnswer {
    /// The widest column of `arm` on `way` under the option `road_widths`.
    pub fn compute(rules: &Ruleset, way: WayKind, arm: ColumnArm) -> Result<Self> {
        let figures = &rules.option_figures.road_widths;
        let reading = rules.options.road_widths;
        let chosen = match reading {
            RoadWidths::RoadsSection => &figures.roads_section,
            RoadWidths::DefilesSection => &figures.defiles_section,
        };
        let entry = chosen.way(way)?;
        let widest = if entry.by_map {
            WidestColumn::ByMap {
                question: format!(
                    "the reading gives no width for {}: read it from the map, or decide its capacity and tell the players (L412)",
                    way.description().to_lowercase()
                ),
            }
        } else {
            let front = match arm {
                ColumnArm::Infantry => &entry.infantry,
                ColumnArm::Cavalry => &entry.cavalry,
                ColumnArm::Artillery => &entry.artillery,
            };
            WidestColumn::Column {
                front: front.clone().ok_or_else(|| {
                    RulesError::missing(
                        "option_figures.road_widths",
                        format!("{}.{arm:?}", way.id()),
                    )
                })?,
            }
        };
        let mut steps = vec![WorkingStep::new(
            format!(
                "{}, {}: {} (option road_widths = {})",
                arm.description(),
                way.description().to_lowercase(),
                match &widest {
                    WidestColumn::Column { front } => format!("at most {front}"),
                    WidestColumn::ByMap { question } => format!("umpire's decision: {question}"),
                },
                reading.id()
            ),
            format!("{}; {}", chosen.source, entry.source),
        )];
        let defile_limit = (way == WayKind::Defile).then(|| figures.defile_limit.clone());
        if let Some(limit) = &defile_limit {
            steps.push(WorkingStep::new(
                format!(
                    "through a defile no troops go on a wider front than {limit}, in either reading"
                ),
                figures.defile_source.to_string(),
            ));
        }
        let bridge_pace = matches!(way, WayKind::LargeBridge | WayKind::SmallBridge)
            .then(|| figures.walk_note.clone());
        if let Some(pace) = &bridge_pace {
            steps.push(WorkingStep::new(
                pace.clone(),
                figures.walk_source.to_string(),
            ));
        }
        steps.push(WorkingStep::new(
            "a column narrows by halving its front (company to platoon to section column); the tail waits while the head passes, and where it widens again the head waits for the tail; how long it takes: umpire's decision (L265, L428)",
            "Representation of Units — Narrowing the Front, L265; Section 2 — Width of Roads, L428",
        ));
        Ok(RoadWidthAnswer {
            way,
            arm,
            widest,
            defile_limit,
            bridge_pace,
            steps,
        })
    }
}
