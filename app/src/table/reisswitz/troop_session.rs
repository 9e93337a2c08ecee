//! The game on the open map: the engine's [`Game`] with what the umpire has selected, the gait
//! moves are made at, the unit panel's fields, and caches of what the canvas draws (footprints
//! and the reach outline) kept until the game changes.

use super::fire_form::FireForm;
use super::melee_form::MeleeForm;
use super::pin_correction_form::PinCorrectionForm;
use super::review_page::ReviewForm;
use super::small_worksheets::SmallWorksheets;
use super::staff_forms::StaffForms;
use super::troop_view::{DrawnBlock, DrawnUnit, MovePreview, TroopView};
use super::umpire_overlay::UmpireOverlays;
use super::unit_shapes::token_sized;
use crate::canvas::MapPoint;
use geo::Coord;
use kriegsspiel::systems::reisswitz_1815::army::{Arm, BlockRole, Footprint, Gait, Side, UnitId};
use kriegsspiel::systems::reisswitz_1815::dice::DieId;
use kriegsspiel::systems::reisswitz_1815::game::{
    Command, Event, Game, GameError, GameState, MovePlan, ReachOutline,
};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// How a game's autosave is named beside its game file.
pub const GAME_AUTOSAVE_ENDING: &str = ".game.autosave.json";

/// Rays of the reach outline (every 7.5°).
const REACH_BEARINGS: u32 = 48;

/// The game file that belongs with `map_file`: `battle.map.json` → `battle.game.json`.
pub fn game_file_for(map_file: &Path) -> PathBuf {
    let name = map_file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "untitled".into());
    let stem = name
        .strip_suffix(".map.json")
        .or_else(|| name.strip_suffix(".json"))
        .unwrap_or(&name);
    map_file.with_file_name(format!(
        "{stem}{}",
        kriegsspiel::systems::reisswitz_1815::game::GAME_FILE_EXTENSION
    ))
}

/// A placed unit with its side, arm and footprint, as cached for drawing and hit tests.
pub type PlacedUnit = (UnitId, Side, Arm, Footprint);

/// A unit being dragged on the canvas.
#[derive(Debug, Clone)]
pub struct UnitDrag {
    /// The unit.
    pub unit: UnitId,
    /// Its anchor when the drag began.
    pub from: Coord<f64>,
    /// The grabbed point minus the anchor (the anchor follows the pointer at this offset).
    pub grab: Coord<f64>,
    /// Where the anchor would go now.
    pub to: Coord<f64>,
}

/// The game and the umpire's working state around it.
#[derive(Debug)]
pub struct TroopSession {
    /// The game: changed only through [`TroopSession::apply`], undo and redo.
    pub game: Game,
    /// Selected units, sorted by id.
    pub selected: BTreeSet<UnitId>,
    /// The gait moves are planned and made at.
    pub gait: Gait,
    /// "Move by bearing and distance": the bearing typed, degrees.
    pub bearing_text: String,
    /// "Move by bearing and distance": the distance typed, paces.
    pub distance_text: String,
    /// "Wheel to": the bearing typed, degrees.
    pub wheel_text: String,
    /// The umpire's reason to override a refusal; empty applies the rules strictly.
    pub override_reason: String,
    /// The last move planned (by drag, typed or along the ruler), kept for its leg-by-leg table.
    pub last_plan: Option<MovePlan>,
    /// A unit being dragged.
    pub drag: Option<UnitDrag>,
    /// The unit panel's "Men" field.
    pub men_text: String,
    /// The unit panel's "Guns" field.
    pub guns_text: String,
    /// The fire worksheet.
    pub fire: FireForm,
    /// The melee worksheet.
    pub melee: MeleeForm,
    /// The small worksheets under the melee page.
    pub small: SmallWorksheets,
    /// The form for putting a casualty pin by hand.
    pub pin_form: PinCorrectionForm,
    /// The die the dice tray's chart and physical entry are for.
    pub tray_die: DieId,
    /// The dice tray's "Purpose" field.
    pub throw_purpose: String,
    /// The dice tray's field for the face of a physical die.
    pub physical_face: String,
    /// A selection box being dragged: its first corner, the pointer, and whether it adds to
    /// the selection.
    pub select_box: Option<(Coord<f64>, Coord<f64>, bool)>,
    /// The Scenario and Messages pages' fields.
    pub staff: StaffForms,
    /// The after-action review: the move shown and whose knowledge.
    pub review: ReviewForm,
    /// The umpire's overlays on the map (commanders, messengers, a side's beliefs).
    pub overlays: UmpireOverlays,
    revision: u64,
    footprints: Option<(u64, Vec<PlacedUnit>)>,
    reach: Option<(u64, UnitId, Gait, Option<ReachOutline>)>,
    drawn: Option<(u64, BTreeSet<UnitId>, Arc<Vec<DrawnUnit>>)>,
}

impl TroopSession {
    /// Holds `game`, nothing selected, moves at the march.
    pub fn new(game: Game) -> Self {
        Self {
            game,
            selected: BTreeSet::new(),
            gait: Gait::March,
            bearing_text: String::new(),
            distance_text: String::new(),
            wheel_text: String::new(),
            override_reason: String::new(),
            last_plan: None,
            drag: None,
            select_box: None,
            staff: StaffForms::default(),
            overlays: UmpireOverlays::default(),
            men_text: String::new(),
            guns_text: String::new(),
            fire: FireForm::default(),
            melee: MeleeForm::default(),
            small: SmallWorksheets::default(),
            pin_form: PinCorrectionForm::default(),
            review: ReviewForm::default(),
            tray_die: DieId::I,
            throw_purpose: String::new(),
            physical_face: String::new(),
            revision: 0,
            footprints: None,
            reach: None,
            drawn: None,
        }
    }

    /// Applies `command`; on refusal the game is unchanged.
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, GameError> {
        let events = self.game.apply(command)?;
        self.changed();
        Ok(events)
    }

    /// Takes back the last command.
    pub fn undo(&mut self) -> Result<Command, GameError> {
        let undone = self.game.undo()?;
        self.changed();
        Ok(undone)
    }

    /// Applies again the last command undone.
    pub fn redo(&mut self) -> Result<Vec<Event>, GameError> {
        let events = self.game.redo()?;
        self.changed();
        Ok(events)
    }

    /// How many times the game has changed (applied, undone, redone) since it was opened.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Counts a change so the caches are rebuilt.
    fn changed(&mut self) {
        self.revision = self.revision.wrapping_add(1);
        self.last_plan = None;
    }

    /// The unit the unit panel shows: the first selected.
    pub fn primary(&self) -> Option<&UnitId> {
        self.selected.iter().next()
    }

    /// Selects `unit` alone, or adds it to (removes it from) the selection with `toggle`.
    pub fn select(&mut self, unit: Option<UnitId>, toggle: bool) {
        // The strength fields belong to the unit they were typed for.
        self.men_text.clear();
        self.guns_text.clear();
        let before = self.primary().cloned();
        match (unit, toggle) {
            (Some(u), true) => {
                if !self.selected.remove(&u) {
                    self.selected.insert(u);
                }
            }
            (Some(u), false) => {
                self.selected.clear();
                self.selected.insert(u);
            }
            (None, true) => {}
            (None, false) => self.selected.clear(),
        }
        if self.primary() != before.as_ref() {
            self.forget_unit_plan();
        }
    }

    /// Another unit is chosen: the gait, move plan and typed move belonged to the last one. The
    /// gait goes back to the march where the new unit may march, else to the first gait its
    /// chart rows give it (a patrol's, say).
    fn forget_unit_plan(&mut self) {
        self.last_plan = None;
        self.drag = None;
        self.bearing_text.clear();
        self.distance_text.clear();
        self.wheel_text.clear();
        let gaits = self
            .primary()
            .map(|id| gaits_for(self.game.state(), id))
            .unwrap_or_default();
        self.gait = if gaits.is_empty() || gaits.contains(&Gait::March) {
            Gait::March
        } else {
            gaits[0]
        };
    }

    /// Every placed unit's footprint (concealed marches included), in id order.
    pub fn footprints(&mut self) -> &[PlacedUnit] {
        let fresh = matches!(&self.footprints, Some((rev, _)) if *rev == self.revision);
        if !fresh {
            let state = self.game.state();
            let mut list = Vec::new();
            for unit in state.order_of_battle().units() {
                if let Ok(Some(fp)) = state.footprint(&unit.id) {
                    list.push((unit.id.clone(), unit.side, unit.kind.arm(), fp));
                }
            }
            self.footprints = Some((self.revision, list));
        }
        self.footprints
            .as_ref()
            .map_or(&[], |(_, list)| list.as_slice())
    }

    /// How far the primary unit may still go this turn at the chosen gait (cached).
    pub fn reach(&mut self) -> Option<&ReachOutline> {
        let unit = self.primary()?.clone();
        let fresh = matches!(&self.reach,
            Some((rev, u, g, _)) if *rev == self.revision && *u == unit && *g == self.gait);
        if !fresh {
            let outline = self
                .game
                .reach_outline(&unit, self.gait, REACH_BEARINGS)
                .ok();
            self.reach = Some((self.revision, unit, self.gait, outline));
        }
        self.reach.as_ref().and_then(|(_, _, _, r)| r.as_ref())
    }

    /// The unit whose blocks cover `at`, the last drawn (topmost) first.
    pub fn unit_at(&mut self, at: Coord<f64>) -> Option<UnitId> {
        self.footprints()
            .iter()
            .rev()
            .find(|(_, _, _, fp)| fp.blocks.iter().any(|b| block_contains(b, at)))
            .map(|(id, ..)| id.clone())
    }

    /// The units whose anchors lie in the box with corners `a` and `b`.
    pub fn units_in_box(&mut self, a: Coord<f64>, b: Coord<f64>) -> Vec<UnitId> {
        let (lo_x, hi_x) = (a.x.min(b.x), a.x.max(b.x));
        let (lo_y, hi_y) = (a.y.min(b.y), a.y.max(b.y));
        self.footprints()
            .iter()
            .filter(|(_, _, _, fp)| {
                (lo_x..=hi_x).contains(&fp.anchor.x) && (lo_y..=hi_y).contains(&fp.anchor.y)
            })
            .map(|(id, ..)| id.clone())
            .collect()
    }

    /// What the canvas draws this frame.
    pub fn view(&mut self) -> TroopView {
        let fresh = matches!(&self.drawn,
            Some((rev, sel, _)) if *rev == self.revision && *sel == self.selected);
        if !fresh {
            let units = Arc::new(self.drawn_units());
            self.drawn = Some((self.revision, self.selected.clone(), units));
        }
        let units = self
            .drawn
            .as_ref()
            .map_or_else(Arc::default, |(_, _, u)| Arc::clone(u));
        let reach = self
            .reach()
            .map(|r| r.outline.iter().copied().map(MapPoint::from).collect());
        let preview = self.drag.as_ref().map(|d| MovePreview {
            from: d.from.into(),
            to: d.to.into(),
            stop: self
                .last_plan
                .as_ref()
                .map_or(d.to.into(), |p| p.stop.into()),
            fits: self.last_plan.as_ref().is_some_and(|p| p.fits),
            label: self
                .last_plan
                .as_ref()
                .map(plan_summary)
                .unwrap_or_default(),
        });
        TroopView {
            units,
            reach,
            preview,
        }
    }

    /// Every placed unit as drawn: rebuilt only when the game or the selection changes.
    fn drawn_units(&mut self) -> Vec<DrawnUnit> {
        let selected = self.selected.clone();
        let state_units: Vec<_> = self.footprints().to_vec();
        let state = self.game.state();
        let now = state.turn();
        let mut units = Vec::with_capacity(state_units.len());
        for (id, side, arm, fp) in state_units {
            let Ok((unit, us)) = state.unit(&id) else {
                continue;
            };
            let concealed = us
                .placement
                .as_ref()
                .and_then(|p| p.concealed.as_ref())
                .map(|c| c.head_marker);
            let turned = us.markers.beaten.as_ref().map_or(0, |b| b.blocks_turned);
            let mut main_seen = 0;
            let blocks = fp
                .blocks
                .iter()
                .map(|b| {
                    let is_turned = b.role == BlockRole::Main && {
                        main_seen += 1;
                        main_seen <= turned
                    };
                    DrawnBlock {
                        corners: token_sized(b).corners().map(MapPoint::from),
                        role: b.role,
                        turned: is_turned,
                    }
                })
                .collect();
            let mut marks = Vec::new();
            if let Some(b) = &us.markers.beaten {
                marks.push(b.letter.word().to_string());
            }
            if us.markers.shaken.is_some() {
                marks.push("shaken".into());
            }
            if us.markers.canister.is_some() {
                marks.push("canister".into());
            }
            if us.markers.out_of_ammunition {
                marks.push("no ammunition".into());
            }
            if us.reforming_until.is_some_and(|t| t > now) {
                marks.push("reforming".into());
            }
            // An order on its way shows on the unit until it arrives (the umpire's map).
            if let Some(due) = state
                .staff()
                .pending_orders(&id)
                .iter()
                .map(|m| m.arrives_turn)
                .min()
            {
                marks.push(format!("order on its way, due move {due}"));
            }
            units.push(DrawnUnit {
                selected: selected.contains(&id),
                id,
                side,
                arm,
                label: unit.label.clone(),
                anchor: fp.anchor.into(),
                bearing: fp.bearing.degrees(),
                blocks,
                concealed,
                marks: marks.join(", "),
            });
        }
        units
    }
}

/// One line on a planned move: its length and what it uses of the turn.
pub fn plan_summary(plan: &MovePlan) -> String {
    let used = plan.fraction_needed.map_or_else(
        || "cannot be made".to_string(),
        |f| format!("{:.0}% of a turn", f * 100.0),
    );
    let verdict = if plan.fits {
        String::new()
    } else if let Some(b) = &plan.blocked {
        format!(" — stops at {:.0}: {}", b.at, b.reason)
    } else {
        format!(" — beyond the allowance (reach {:.0} paces)", plan.reach)
    };
    format!("{:.0} paces, {used}{verdict}", plan.length)
}

/// Whether the block's rectangle covers `p`.
fn block_contains(
    block: &kriegsspiel::systems::reisswitz_1815::army::BlockRect,
    p: Coord<f64>,
) -> bool {
    let d = Coord {
        x: p.x - block.centre.x,
        y: p.y - block.centre.y,
    };
    let f = block.facing.forward();
    let r = block.facing.right();
    let along = d.x * f.x + d.y * f.y;
    let across = d.x * r.x + d.y * r.y;
    // Unsized blocks (points and lines) are grabbed by the token they are drawn as.
    let token = token_sized(block);
    let half_w = token.width / 2.0;
    let half_d = token.depth / 2.0;
    across.abs() <= half_w && along.abs() <= half_d
}

/// The gaits unit `id` may move at where it stands: those its formation allows that have a
/// chart row for its class (the Movement Chart, reference §1), in the engine's order.
pub fn gaits_for(state: &GameState, id: &UnitId) -> Vec<Gait> {
    let Ok((unit, unit_state)) = state.unit(id) else {
        return Vec::new();
    };
    let class = unit.kind.movement_class();
    let catalogue = state.formations();
    let spec = unit_state
        .placement
        .as_ref()
        .and_then(|p| catalogue.formation(&p.formation).ok());
    Gait::ALL
        .iter()
        .copied()
        .filter(|g| catalogue.chart_row(class, *g).is_ok() && spec.is_none_or(|s| s.allows(*g)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_file_sits_beside_the_map_file() {
        assert_eq!(
            game_file_for(Path::new("/x/battle.map.json")),
            PathBuf::from("/x/battle.game.json")
        );
        assert_eq!(
            game_file_for(Path::new("field.json")),
            PathBuf::from("field.game.json")
        );
    }
}
