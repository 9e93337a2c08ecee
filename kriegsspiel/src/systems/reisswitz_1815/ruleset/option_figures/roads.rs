//! The figures of option `road_widths`: the widest column on each kind of way (reference §12.4,
//! §11).

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// A kind of way troops pass along or through.
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
pub enum WayKind {
    /// A large main highway (L414, L472).
    MainHighway,
    /// A large undamaged bridge (L420, L476).
    LargeBridge,
    /// A smaller road (L416–418).
    SmallerRoad,
    /// A small or temporary bridge, a pontoon bridge or one built during the game (L422, L478).
    SmallBridge,
    /// A gateway (L424, L482).
    Gateway,
    /// A footpath or a dyke (L474).
    FootpathOrDyke,
    /// A sunken road (L427, L474).
    SunkenRoad,
    /// A town or village street (L426).
    TownStreet,
    /// A ford (L427).
    Ford,
    /// A defile (L427, L470).
    Defile,
}

impl WayKind {
    /// The way described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            WayKind::MainHighway => "A large main highway",
            WayKind::LargeBridge => "A large undamaged bridge",
            WayKind::SmallerRoad => "A smaller road",
            WayKind::SmallBridge => {
                "A small or temporary bridge (pontoon bridges, bridges built in the game)"
            }
            WayKind::Gateway => "A gateway",
            WayKind::FootpathOrDyke => "A footpath or a dyke",
            WayKind::SunkenRoad => "A sunken road",
            WayKind::TownStreet => "A town or village street",
            WayKind::Ford => "A ford",
            WayKind::Defile => "A defile",
        }
    }

    /// The stable id (`main_highway`, …).
    pub fn id(self) -> &'static str {
        self.into()
    }
}

/// The widest column of each arm on one kind of way, or none where the map decides.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WayWidth {
    /// The kind of way.
    pub way: WayKind,
    /// The width is read from the map (or the umpire decides it): no figure in this reading.
    #[serde(default)]
    pub by_map: bool,
    /// Infantry's widest column.
    #[serde(default)]
    pub infantry: Option<String>,
    /// Cavalry's widest column.
    #[serde(default)]
    pub cavalry: Option<String>,
    /// Artillery's widest column.
    #[serde(default)]
    pub artillery: Option<String>,
    /// Where the entry comes from.
    pub source: Citation,
}

/// One reading: an entry for every kind of way.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoadWidthReading {
    /// Where the reading comes from.
    pub source: Citation,
    /// One entry per kind of way.
    pub ways: Vec<WayWidth>,
}

impl RoadWidthReading {
    /// The entry for `way`.
    pub fn way(&self, way: WayKind) -> Result<&WayWidth> {
        self.ways
            .iter()
            .find(|w| w.way == way)
            .ok_or_else(|| RulesError::missing("option_figures.road_widths", way.id()))
    }

    fn validate(&self, name: &str) -> Result<()> {
        let bad = |m: String| {
            Err(RulesError::bad_table(
                format!("option_figures.road_widths.{name}"),
                m,
            ))
        };
        for &kind in <WayKind as strum::VariantArray>::VARIANTS {
            let n = self.ways.iter().filter(|w| w.way == kind).count();
            if n != 1 {
                return bad(format!("{} is listed {n} times, not once", kind.id()));
            }
        }
        for w in &self.ways {
            let fronts = [&w.infantry, &w.cavalry, &w.artillery];
            let given = fronts
                .iter()
                .filter(|f| f.as_ref().is_some_and(|t| !t.is_empty()))
                .count();
            if (w.by_map && given != 0) || (!w.by_map && given != 3) {
                return bad(format!(
                    "{}: either by_map, or a column for each of the three arms",
                    w.way.id()
                ));
            }
        }
        Ok(())
    }
}

/// The figures of both readings of `road_widths`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoadWidthFigures {
    /// The widest front through a defile in both readings.
    pub defile_limit: String,
    /// Where the defile limit comes from.
    pub defile_source: Citation,
    /// Crossing bridges at the walk, in both readings.
    pub walk_note: String,
    /// Where the walk rule comes from.
    pub walk_source: Citation,
    /// Reading `roads_section` (L410–427).
    pub roads_section: RoadWidthReading,
    /// Reading `defiles_section` (L469–482).
    pub defiles_section: RoadWidthReading,
}

impl RoadWidthFigures {
    /// Figures that the section's check refuses, for a compiled-in file that failed to load.
    pub(super) fn empty() -> Self {
        let reading = || RoadWidthReading {
            source: Citation::new(""),
            ways: Vec::new(),
        };
        RoadWidthFigures {
            defile_limit: String::new(),
            defile_source: Citation::new(""),
            walk_note: String::new(),
            walk_source: Citation::new(""),
            roads_section: reading(),
            defiles_section: reading(),
        }
    }

    /// Checks both readings: every kind of way once, with a column for each arm or none.
    pub(super) fn validate(&self) -> Result<()> {
        self.roads_section.validate("roads_section")?;
        self.defiles_section.validate("defiles_section")
    }
}
