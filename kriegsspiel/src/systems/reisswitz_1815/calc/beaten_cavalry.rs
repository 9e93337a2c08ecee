//! Beaten cavalry at obstacles and defiles (reference §12.9; draft L927–942, batteries L1005,
//! L3984): the share lost at an insurmountable obstacle, the −2 after a move or two of pursuit,
//! the 3–6 points a squadron at a surmountable obstacle, and the loss at a defile on the line of
//! retreat. Where the draft gives no figure the worksheet asks the umpire.

use crate::error::RulesError;
use crate::figures::counted;
use crate::systems::reisswitz_1815::calc::obstacle_capture::{men_in_thirds, thirds_taken};
use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use serde::{Deserialize, Serialize};

/// Moves after the melee within which an insurmountable obstacle costs the thirds (L931).
pub const OBSTACLE_WITHIN_MOVES: u32 = 2;
/// The points the beaten side loses in the fight at an obstacle met after pursuit (L933).
pub const OBSTACLE_FIGHT_POINTS: i32 = -2;
/// Moves a winner at that obstacle must rally before it pursues (L933).
pub const OBSTACLE_RALLY_MOVES: u32 = 2;
/// The range of points a squadron loses at a surmountable obstacle (L937).
pub const SURMOUNTABLE_POINTS: (u32, u32) = (3, 6);
/// A defile this far or farther from the fight costs nothing (L940).
pub const DEFILE_SAFE_PACES: f64 = 900.0;
/// A defile this far costs 1, 2 or 3 points a squadron (L940).
pub const DEFILE_LOSS_PACES: f64 = 800.0;
/// Points a squadron at the 800-pace defile: repulsed, defeated, totally defeated (L940).
pub const DEFILE_POINTS: [u32; 3] = [1, 2, 3];
/// Friends holding both sides of the defile within this many paces may halve the loss (L942).
pub const FRIENDS_HOLD_PACES: u32 = 300;

/// Squadrons (or retreating batteries, one to a squadron, L1005) by how badly they were beaten.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct BeatenSquadrons {
    /// Repulsed.
    pub repulsed: u32,
    /// Defeated.
    pub defeated: u32,
    /// Totally defeated.
    pub totally_defeated: u32,
}

impl BeatenSquadrons {
    /// All of them.
    pub fn total(self) -> u32 {
        self.repulsed
            .saturating_add(self.defeated)
            .saturating_add(self.totally_defeated)
    }
}

/// What the beaten cavalry met in their retreat.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "case", rename_all = "snake_case")]
pub enum BeatenCavalryCase {
    /// An insurmountable obstacle reached within two moves of the melee, the pursuers among them
    /// (L931).
    Insurmountable {
        /// Moves after the melee when they reached it.
        reached_after: u32,
        /// Moves the pursuers have been among them.
        moves_among: u32,
        /// Men (riders) of the beaten cavalry.
        men: u32,
    },
    /// An insurmountable obstacle met after a move or two of pursuit: the fight that follows
    /// (L933).
    AfterPursuit,
    /// A surmountable obstacle in the first moves of pursuit (L937).
    Surmountable {
        /// Squadrons (batteries) that meet it.
        squadrons: u32,
        /// The umpire's points a squadron, 3 to 6; `None` asks him.
        points_per_squadron: Option<u32>,
    },
    /// A defile on the line of retreat, closely followed at the gallop (L940–942).
    Defile {
        /// Paces from the fight to the defile.
        paces: f64,
        /// The squadrons (batteries) by how badly beaten.
        squadrons: BeatenSquadrons,
        /// The umpire's decision whether friends holding both sides within 300 paces halve the
        /// loss; `None` when no friends hold it.
        friends_halve: Option<bool>,
    },
}

/// The working for beaten cavalry (or retreating batteries) at an obstacle or defile.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BeatenCavalryWorksheet {
    /// What they met.
    pub case: BeatenCavalryCase,
    /// Share lost in thirds (3 = removed from the map), for an insurmountable obstacle.
    pub thirds_lost: Option<u32>,
    /// Men lost, for an insurmountable obstacle.
    pub men_lost: Option<u32>,
    /// Loss points, where the draft gives them.
    pub loss_points: Option<f64>,
    /// Points in the fight that follows (−2 after pursuit).
    pub fight_points: Option<i32>,
    /// Moves a winner must rally before pursuing.
    pub rally_moves: Option<u32>,
    /// What the umpire must decide, where the draft gives no figure.
    pub umpire_question: Option<String>,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

impl BeatenCavalryWorksheet {
    /// Works out one case; refuses figures outside the draft's range.
    pub fn work(case: BeatenCavalryCase) -> Result<Self, RulesError> {
        let mut w = Self {
            case,
            thirds_lost: None,
            men_lost: None,
            loss_points: None,
            fight_points: None,
            rally_moves: None,
            umpire_question: None,
            steps: vec![WorkingStep::new(
                "the ground behind beaten cavalry matters most where there is no ready second line; a retreating battery counts as one squadron",
                "reference §12.9; draft L927, L1005, L3984",
            )],
        };
        match case {
            BeatenCavalryCase::Insurmountable {
                reached_after,
                moves_among,
                men,
            } => w.insurmountable(reached_after, moves_among, men),
            BeatenCavalryCase::AfterPursuit => {
                w.fight_points = Some(OBSTACLE_FIGHT_POINTS);
                w.rally_moves = Some(OBSTACLE_RALLY_MOVES);
                w.steps.push(WorkingStep::new(
                    format!("an insurmountable obstacle met after a move or two of pursuit: {OBSTACLE_FIGHT_POINTS} in the fight that follows; if they win it they rally {OBSTACLE_RALLY_MOVES} moves before pursuing"),
                    "reference §12.9; draft L933",
                ));
            }
            BeatenCavalryCase::Surmountable {
                squadrons,
                points_per_squadron,
            } => w.surmountable(squadrons, points_per_squadron)?,
            BeatenCavalryCase::Defile {
                paces,
                squadrons,
                friends_halve,
            } => w.defile(paces, squadrons, friends_halve)?,
        }
        Ok(w)
    }

    fn insurmountable(&mut self, reached_after: u32, moves_among: u32, men: u32) {
        if reached_after > OBSTACLE_WITHIN_MOVES {
            self.steps.push(WorkingStep::new(
                format!("reached {reached_after} moves after the melee, later than the first {OBSTACLE_WITHIN_MOVES}: the thirds do not apply (a fight at the obstacle after pursuit is the −2 case)"),
                "reference §12.9; draft L931, L933",
            ));
            return;
        }
        let thirds = thirds_taken(moves_among);
        let lost = men_in_thirds(men, thirds);
        self.thirds_lost = Some(thirds);
        self.men_lost = Some(lost);
        self.steps.push(WorkingStep::new(
            format!("an insurmountable obstacle within {OBSTACLE_WITHIN_MOVES} moves of the melee, the pursuers among them {}: a third lost after 1, two thirds after 2, removed after 3 — {thirds}/3, {lost} of {men} men (rounded down)", counted(moves_among, "move")),
            "reference §12.9; draft L931",
        ));
    }

    fn surmountable(&mut self, squadrons: u32, points: Option<u32>) -> Result<(), RulesError> {
        let (low, high) = SURMOUNTABLE_POINTS;
        match points {
            Some(p) if (low..=high).contains(&p) => {
                let total = squadrons.saturating_mul(p);
                self.loss_points = Some(f64::from(total));
                self.steps.push(WorkingStep::new(
                    format!("a surmountable obstacle in the first moves of pursuit: {low} to {high} points a squadron; the umpire's {p} × {squadrons} = {total} points"),
                    "reference §12.9; draft L937",
                ));
                Ok(())
            }
            Some(p) => Err(RulesError::OutOfRange {
                what: "points a squadron at a surmountable obstacle",
                value: p.to_string(),
                allowed: format!("{low} to {high} (draft L937)"),
            }),
            None => {
                self.umpire_question = Some(format!(
                    "how many points a squadron, {low} to {high}, for {} at a surmountable obstacle?",
                    counted(squadrons, "squadron")
                ));
                self.steps.push(WorkingStep::new(
                    format!("a surmountable obstacle in the first moves of pursuit: {low} to {high} points a squadron — where in that range is the umpire's decision"),
                    "reference §12.9; draft L937",
                ));
                Ok(())
            }
        }
    }

    fn defile(
        &mut self,
        paces: f64,
        squadrons: BeatenSquadrons,
        friends_halve: Option<bool>,
    ) -> Result<(), RulesError> {
        if !paces.is_finite() || paces < 0.0 {
            return Err(RulesError::OutOfRange {
                what: "paces to the defile",
                value: paces.to_string(),
                allowed: "0 or more".into(),
            });
        }
        let source = "reference §12.9; draft L940";
        if paces >= DEFILE_SAFE_PACES {
            self.loss_points = Some(0.0);
            self.steps.push(WorkingStep::new(
                format!(
                    "a defile {paces} paces from the fight, {DEFILE_SAFE_PACES} or more: no loss"
                ),
                source,
            ));
            return Ok(());
        }
        if paces < DEFILE_LOSS_PACES {
            self.umpire_question = Some(format!(
                "the defile is {paces} paces from the fight, nearer than {DEFILE_LOSS_PACES}: what do the beaten squadrons lose?"
            ));
            self.steps.push(WorkingStep::new(
                format!("nearer than {DEFILE_LOSS_PACES} paces the draft gives no figure: the umpire's decision"),
                source,
            ));
            return Ok(());
        }
        let [r, d, t] = DEFILE_POINTS;
        let total =
            squadrons.repulsed * r + squadrons.defeated * d + squadrons.totally_defeated * t;
        self.steps.push(WorkingStep::new(
            format!(
                "a defile {paces} paces from the fight, closely followed at the gallop: {r} point a repulsed, {d} a defeated, {t} a totally defeated squadron — {}×{r} + {}×{d} + {}×{t} = {total} points",
                squadrons.repulsed, squadrons.defeated, squadrons.totally_defeated
            ),
            source,
        ));
        let mut points = f64::from(total);
        match friends_halve {
            Some(true) => {
                points /= 2.0;
                self.steps.push(WorkingStep::new(
                    format!("friends hold both sides of the defile within {FRIENDS_HOLD_PACES} paces and the umpire halves the loss: {points} points"),
                    "reference §12.9; draft L942",
                ));
            }
            Some(false) => self.steps.push(WorkingStep::new(
                format!("friends hold both sides within {FRIENDS_HOLD_PACES} paces, but the umpire does not halve the loss"),
                "reference §12.9; draft L942",
            )),
            None => {}
        }
        self.loss_points = Some(points);
        Ok(())
    }
}
