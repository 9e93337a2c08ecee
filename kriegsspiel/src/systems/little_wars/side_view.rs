//! What one side of a Little Wars game may know. The floor is open: both players see every
//! man and gun standing on it, except behind the curtain, while the sides put down at once
//! and neither may see the other's force until the battle begins (`curtain` = `on`, Wells
//! L229). A work of the Kriegspiel appendix begins as a sealed note: the other side knows a
//! note was left, not what, where, by whom or how far on, until the trench is finished or the
//! mine goes off (Wells L771). Built of its own types, never the engine's records.

use super::figure::{Arm, FigureStatus};
use super::game::{BattleState, LittleWarsGame, Phase};
use super::table_clock::TableClock;
use crate::knowledge::KnowsSides;
use crate::side::Side;
use crate::systems::little_wars::option_readings::Curtain;
use serde::Serialize;

/// A man as a side sees him.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeenMan {
    /// His id.
    pub id: u32,
    /// His side.
    pub side: Side,
    /// His arm.
    pub arm: Arm,
    /// Where he stands, in inches (x, y).
    pub at: (f64, f64),
    /// What has become of him, in words (`armed`, `prisoner`, `dead`, …).
    pub status: &'static str,
    /// A cavalryman on foot (Wells L639-L640, L832), plain on the table to both sides;
    /// written only when true.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub dismounted: bool,
}

/// A gun as a side sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeenGun {
    /// Its id.
    pub id: u32,
    /// Whose it is now.
    pub side: Side,
    /// Its axle, in inches (x, y).
    pub axle: (f64, f64),
    /// Where its muzzle points, degrees clockwise from up the table.
    pub bearing_deg: f64,
    /// Destroyed by a shell.
    pub destroyed: bool,
}

/// A work whose note the side may read: its own, or the enemy's once opened.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReadWork {
    /// The note's number in the battle.
    pub number: u32,
    /// Whose work.
    pub side: Side,
    /// The work (`lay_contact_mine`, `entrench_per_inch`, …).
    pub kind: String,
    /// Where, in inches (x, y).
    pub at: (f64, f64),
    /// The men doing it.
    pub men: Vec<u32>,
    /// Moves counted on it so far, and the moves it takes.
    pub moves: (u32, u32),
    /// A mine that has gone off.
    pub exploded: bool,
}

/// One side's view of a Little Wars game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LittleWarsSideView {
    /// Whose view.
    pub side: Side,
    /// `put_down`, `battle` or `over`.
    pub phase: &'static str,
    /// The winner once the battle is over (`None` for a draw or before the end).
    pub winner: Option<Side>,
    /// The side to move.
    pub to_move: Side,
    /// Moves made so far.
    pub move_number: u32,
    /// Whether the other side's force is behind the curtain.
    pub behind_curtain: bool,
    /// Every man the side may see, by id.
    pub men: Vec<SeenMan>,
    /// Every gun the side may see, by id.
    pub guns: Vec<SeenGun>,
    /// Works whose notes the side may read, by number.
    pub works: Vec<ReadWork>,
    /// The numbers of the other side's notes still sealed.
    pub sealed_notes: Vec<u32>,
    /// The seconds allowed for the move now being made, once the battle has begun (none
    /// while the curtain is down: the other side's numbers would show through it).
    pub move_allowance_seconds: Option<u32>,
    /// Each side's points so far, in side order, once the battle has begun (Wells L356).
    pub scores: Vec<SideScore>,
    /// The table's move clock, when the table hands it on (see [`TableClock`]).
    pub clock: Option<TableClock>,
}

/// A side's points as the floor shows them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SideScore {
    /// The side.
    pub side: Side,
    /// Its points so far (Wells L356).
    pub points: f64,
}

impl LittleWarsSideView {
    /// The view as JSON text.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string_pretty(self)
    }

    /// The same view with the table's move clock, public to both sides — without its
    /// allowance while the curtain hides the other side's force from this one.
    pub fn with_table_clock(mut self, mut clock: TableClock) -> Self {
        if self.behind_curtain {
            clock.allowance_seconds = None;
        }
        self.clock = Some(clock);
        self
    }
}

/// Each side's points, once the battle has begun (none during the put-down).
fn scores(state: &BattleState) -> Vec<SideScore> {
    if state.phase == Phase::PutDown {
        return Vec::new();
    }
    [Side::Red, Side::Blue]
        .into_iter()
        .filter_map(|side| {
            let score = state.score(side).ok()?;
            Some(SideScore {
                side,
                points: score.points,
            })
        })
        .collect()
}

fn status_words(status: FigureStatus) -> &'static str {
    match status {
        FigureStatus::Armed => "armed",
        FigureStatus::Prisoner { .. } | FigureStatus::PrisonerRemoved => "prisoner",
        FigureStatus::Freed => "freed",
        FigureStatus::Dead => "dead",
        FigureStatus::OffField => "off_field",
    }
}

/// Whether the other side's force is hidden from `side`: the curtain is down during the
/// put-down (Wells L229).
fn curtain_hides(state: &BattleState) -> bool {
    state.phase == Phase::PutDown && (state.options.curtain != Curtain::Off)
}

impl crate::knowledge::sealed::SideViewOnly for LittleWarsSideView {}

impl crate::knowledge::ViewForSeat for LittleWarsSideView {
    const SYSTEM: &'static str =
        <super::game::LittleWarsRules as crate::system::RuleSystem>::SYSTEM_ID;
}

impl KnowsSides for LittleWarsGame {
    type Side = Side;
    type View = LittleWarsSideView;

    fn side_view(&self, side: Side) -> LittleWarsSideView {
        let state = self.state();
        let hidden = curtain_hides(state);
        let seen = |owner: Side| owner == side || !hidden;
        let mut men: Vec<SeenMan> = state
            .figures
            .iter()
            .filter(|f| seen(f.side))
            .map(|f| SeenMan {
                id: f.id,
                side: f.side,
                arm: f.arm,
                at: (f.at.x, f.at.y),
                status: status_words(f.status),
                dismounted: state.cavalry_stand.is_dismounted(f.id),
            })
            .collect();
        men.sort_by_key(|m| m.id);
        let mut guns: Vec<SeenGun> = state
            .guns
            .iter()
            .filter(|g| seen(g.side))
            .map(|g| SeenGun {
                id: g.id,
                side: g.side,
                axle: (g.axle.x, g.axle.y),
                bearing_deg: g.bearing_deg,
                destroyed: g.destroyed,
            })
            .collect();
        guns.sort_by_key(|g| g.id);
        let (readable, sealed): (Vec<_>, Vec<_>) =
            state.works.iter().partition(|w| w.seen_by(side));
        let mut works: Vec<ReadWork> = readable
            .into_iter()
            .map(|w| ReadWork {
                number: w.number,
                side: w.side,
                kind: w.kind.clone(),
                at: (w.at.x, w.at.y),
                men: w.men.clone(),
                moves: (w.moves_done, w.moves_needed),
                exploded: w.exploded,
            })
            .collect();
        works.sort_by_key(|w| w.number);
        let mut sealed_notes: Vec<u32> = sealed.into_iter().map(|w| w.number).collect();
        sealed_notes.sort_unstable();
        let (phase, winner) = match state.phase {
            Phase::PutDown => ("put_down", None),
            Phase::Battle => ("battle", None),
            Phase::Over(winner) => ("over", winner),
        };
        LittleWarsSideView {
            side,
            phase,
            winner,
            to_move: state.to_move,
            move_number: state.move_number,
            behind_curtain: hidden,
            men,
            guns,
            works,
            sealed_notes,
            move_allowance_seconds: (state.phase == Phase::Battle)
                .then(|| state.move_allowance().seconds),
            scores: scores(state),
            clock: None,
        }
    }
}
