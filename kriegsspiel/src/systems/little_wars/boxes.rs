//! Boxed troops, Chapter V's substitute for the curtain (`boxed_troops` = `on`; Wells L515;
//! rules reference little-wars.md L394-L397): all but a few cavalry scouts stay in closed
//! boxes moved as units; a box is opened and its men stood out once an enemy scout comes within
//! 10 ft of it; troops with no enemy within 20 ft may go back into their box. A calculator the
//! umpire asks after each move; the boxes themselves stay on the real floor.

use super::error::LittleWarsError;
use super::figure::Figure;
use super::options::LittleWarsOptions;
use super::units::{Inches, TablePoint};
use crate::side::Side;
use crate::systems::little_wars::option_readings::BoxedTroops;
use serde::{Deserialize, Serialize};

/// An enemy scout this near a box, or nearer, has it opened (Wells L515: "within ten feet").
pub const OPEN_WITHIN: Inches = Inches(super::figures::OPEN_WITHIN);
/// Troops with no enemy this near may go back into their box (Wells L515: "twenty feet").
pub const REBOX_CLEAR: Inches = Inches(super::figures::REBOX_CLEAR);

/// A closed box of troops on the floor, its footprint a rectangle (Wells L515).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TroopBox {
    /// The box's id, as the players mark it.
    pub id: u32,
    /// The side it belongs to.
    pub side: Side,
    /// One corner of its footprint.
    pub min: TablePoint,
    /// The opposite corner.
    pub max: TablePoint,
}

impl TroopBox {
    /// Inches from `at` to the nearest point of the box's footprint (0 inside it).
    pub fn gap_to_point(&self, at: TablePoint) -> f64 {
        let (lo_x, hi_x) = (self.min.x.min(self.max.x), self.min.x.max(self.max.x));
        let (lo_y, hi_y) = (self.min.y.min(self.max.y), self.min.y.max(self.max.y));
        let dx = (lo_x - at.x).max(at.x - hi_x).max(0.0);
        let dy = (lo_y - at.y).max(at.y - hi_y).max(0.0);
        dx.hypot(dy)
    }

    /// Inches from a figure's base to the nearest point of the box.
    pub fn gap_to_figure(&self, f: &Figure) -> f64 {
        (self.gap_to_point(f.at) - f.arm.base_radius().0).max(0.0)
    }
}

fn boxed_on(options: &LittleWarsOptions) -> Result<(), LittleWarsError> {
    if options.boxed_troops == BoxedTroops::On {
        Ok(())
    } else {
        Err(LittleWarsError::WrongPhase(
            "boxed troops are a Chapter V option: set boxed_troops = on (Wells L515)".into(),
        ))
    }
}

/// The boxes to open now, sorted by id: those an enemy scout (a cavalryman of the other side
/// on the table, out of the boxes) has come within 10 ft of (Wells L515).
pub fn boxes_to_open(
    boxes: &[TroopBox],
    scouts: &[Figure],
    options: &LittleWarsOptions,
) -> Result<Vec<u32>, LittleWarsError> {
    boxed_on(options)?;
    let mut open: Vec<u32> = boxes
        .iter()
        .filter(|b| {
            scouts
                .iter()
                .filter(|s| s.side != b.side && s.arm.mounted() && s.on_table())
                .any(|s| b.gap_to_figure(s) <= OPEN_WITHIN.0)
        })
        .map(|b| b.id)
        .collect();
    open.sort_unstable();
    Ok(open)
}

/// Whether `men` may go back into a box: no enemy man on the table and no enemy box within
/// 20 ft of any of them (Wells L515). An empty list may not.
pub fn may_go_back_in_box(
    men: &[Figure],
    enemies: &[Figure],
    enemy_boxes: &[TroopBox],
    options: &LittleWarsOptions,
) -> Result<bool, LittleWarsError> {
    boxed_on(options)?;
    let Some(side) = men.first().map(|m| m.side) else {
        return Ok(false);
    };
    let clear = men.iter().all(|m| {
        let men_clear = enemies
            .iter()
            .filter(|e| e.side != side && e.on_table())
            .all(|e| m.gap_to(e).0 > REBOX_CLEAR.0);
        let boxes_clear = enemy_boxes
            .iter()
            .filter(|b| b.side != side)
            .all(|b| b.gap_to_figure(m) > REBOX_CLEAR.0);
        men_clear && boxes_clear
    });
    Ok(clear)
}
