//! The state of a Little Wars battle: where every man and gun is, whose move it is, what has
//! moved, and the dice box. Changed only by the `apply_*` files.

use super::blow_struck::BlowStruck;
use super::boating::Boating;
use super::found_melee::FoundMelee;
use super::supply_ledger::SupplyLedger;
use super::work_under_way::WorkUnderWay;
use crate::dice::DiceBox;
use crate::side::Side;
use crate::systems::little_wars::country::Country;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::{Arm, Figure, FigureStatus};
use crate::systems::little_wars::forces::ForceCount;
use crate::systems::little_wars::gun::{Gun, GunState};
use crate::systems::little_wars::option_readings::{
    DefensiveScoring, DrawCount, GameType, GunToTake, RetreatedScore, TimeAllowance,
};
use crate::systems::little_wars::options::LittleWarsOptions;
use crate::systems::little_wars::scoring::{Score, ScoreInput, score_side};
use crate::systems::little_wars::timer::{MoveAllowance, move_allowance};
use crate::systems::little_wars::units::TablePoint;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The game's only die: a six-sided die thrown for tosses (odd or even) and the handicap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LittleWarsDie {
    /// A d6 standing in for a coin: odd Red, even Blue.
    Toss,
}

/// Where the battle stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Men and guns being put down (unlimited time, not a move; Wells L229).
    PutDown,
    /// Moves alternating.
    Battle,
    /// Over: the winner, or none for a draw.
    Over(Option<Side>),
}

/// Everything about the battle now.
#[derive(Debug, Clone, PartialEq)]
pub struct BattleState {
    /// Every man.
    pub figures: Vec<Figure>,
    /// Every gun.
    pub guns: Vec<Gun>,
    /// Where the battle stands.
    pub phase: Phase,
    /// The First Player, once tossed.
    pub first_player: Option<Side>,
    /// The defender in the Defensive Game.
    pub defender: Option<Side>,
    /// The side to move.
    pub to_move: Side,
    /// The move being made: 1 is the First Player's first move (Wells L242).
    pub move_number: u32,
    /// Men who have moved this move.
    pub moved: BTreeSet<u32>,
    /// Guns that have moved (`None`) or fired (`Some(shots)`) this move.
    pub guns_acted: BTreeMap<u32, Option<u32>>,
    /// Whether an ordinary man has moved this move (guns first, Wells L246).
    pub man_moved: bool,
    /// Guns whose two men have gone to the trail after firing this move (Wells L273).
    pub trail_manned: BTreeSet<u32>,
    /// Men freed this move: their side may move them from the move after (Wells L328).
    pub freed_this_move: BTreeSet<u32>,
    /// The options in force.
    pub options: LittleWarsOptions,
    /// The rules the battle is played by (see [`crate::systems::little_wars::rules_version`]).
    pub rules_version: u32,
    /// The Country.
    pub country: Country,
    /// The dice box.
    pub dice: DiceBox<LittleWarsDie>,
    /// The forces as first put down (for the Defensive Game's quarter).
    pub original: BTreeMap<Side, ForceCount>,
    /// The Blow at the Rear once struck, with the loser's retreat moves left (Wells L364).
    pub blow: Option<BlowStruck>,
    /// The Defensive Game's attackers who have reached the defender's back line, counted as
    /// they arrive (`defensive_win` = `arriving_quarter`, Streamlined L89).
    pub arrived: BTreeSet<u32>,
    /// The Kriegspiel appendix's marks on men for the moves after a charge or a shell
    /// (Wells L577, L816, L820).
    pub appendix: crate::systems::little_wars::kriegspiel::marks::AppendixMarks,
    /// The appendix's cavalry towards the enemy's cavalry: on foot, bound to answer, or
    /// standing still (Wells L828, L832; rules version 3).
    pub cavalry_stand: crate::systems::little_wars::kriegspiel::cavalry_stand::CavalryStand,
    /// With the curtain off, whether the side that put down first has handed the put-down to
    /// the other (Wells L229; `curtain` = `off`).
    pub put_down_handed_over: bool,
    /// Under `melee_order` = `simultaneous`, the melees of this move still to settle, as
    /// counted when the first was settled (Streamlined L64-L66); none before that.
    pub melee_snapshot: Option<Vec<FoundMelee>>,
    /// Where each man who has moved this move stood when it began: the way he came, for the
    /// wheel-axis test of a gun capture (Wells L345).
    pub move_start: BTreeMap<u32, TablePoint>,
    /// The move time each side's players have agreed, in seconds (`time_allowance` =
    /// `agreed`, Wells L238).
    pub agreed_seconds: BTreeMap<Side, u32>,
    /// The guns each side's players have agreed it holds or is in a position to take
    /// (`gun_to_take` = `agreed`, Wells L356).
    pub agreed_guns: BTreeMap<Side, BTreeSet<u32>>,
    /// Supply in the Kriegspiel appendix (Wells L685-L729).
    pub supply: SupplyLedger,
    /// The works begun in the Kriegspiel appendix (Wells L738-L771).
    pub works: Vec<WorkUnderWay>,
    /// Men getting into or out of boats, or afloat (Wells L624-L626).
    pub boating: BTreeMap<u32, Boating>,
}

impl BattleState {
    /// The man with id `id`.
    pub fn figure(&self, id: u32) -> Result<&Figure, LittleWarsError> {
        self.figures
            .iter()
            .find(|f| f.id == id)
            .ok_or(LittleWarsError::NoSuchPiece { what: "figure", id })
    }

    /// The man with id `id`, to change.
    pub fn figure_mut(&mut self, id: u32) -> Result<&mut Figure, LittleWarsError> {
        self.figures
            .iter_mut()
            .find(|f| f.id == id)
            .ok_or(LittleWarsError::NoSuchPiece { what: "figure", id })
    }

    /// The gun with id `id`.
    pub fn gun(&self, id: u32) -> Result<&Gun, LittleWarsError> {
        self.guns
            .iter()
            .find(|g| g.id == id)
            .ok_or(LittleWarsError::NoSuchPiece { what: "gun", id })
    }

    /// The gun with id `id`, to change.
    pub fn gun_mut(&mut self, id: u32) -> Result<&mut Gun, LittleWarsError> {
        self.guns
            .iter_mut()
            .find(|g| g.id == id)
            .ok_or(LittleWarsError::NoSuchPiece { what: "gun", id })
    }

    /// A gun's state for its side now.
    pub fn gun_state(&self, id: u32) -> Result<GunState, LittleWarsError> {
        Ok(self.gun(id)?.state(&self.figures, &self.options))
    }

    /// Men of `side` alive and on the field (armed or freed), as `draw_count` = `on_field`
    /// counts them (Wells L356).
    pub fn men_on_field(&self, side: Side) -> u32 {
        let all_alive = self.options.draw_count == DrawCount::AllAlive;
        count(self.figures.iter().filter(|f| {
            f.side == side
                && (matches!(f.status, FigureStatus::Armed | FigureStatus::Freed)
                    || (all_alive && f.status == FigureStatus::OffField))
        }))
    }

    /// The move time for the side to move (`time_allowance`, Wells L238; Streamlined L58):
    /// under `current` from its force now; under `original` from its force as first put down;
    /// under `agreed` the figure its players last agreed, or the original one until they agree.
    pub fn move_allowance(&self) -> MoveAllowance {
        let side = self.to_move;
        if self.options.time_allowance == TimeAllowance::Current {
            return self.proposed_allowance();
        }
        let original = self
            .original
            .get(&side)
            .copied()
            .unwrap_or_else(|| self.force(side));
        let mut allowance = move_allowance(original.men(), original.guns, &self.options);
        if self.options.time_allowance == TimeAllowance::Agreed
            && let Some(&seconds) = self.agreed_seconds.get(&side)
        {
            allowance.steps.push(format!(
                "The players have agreed {seconds} seconds for {side}'s moves (Wells L238)."
            ));
            allowance.seconds = seconds;
            allowance.minutes = f64::from(seconds) / 60.0;
        }
        allowance
    }

    /// The move time the program proposes for the side to move: from the forces it has on
    /// the table now (Wells L238).
    pub fn proposed_allowance(&self) -> MoveAllowance {
        let force = self.force(self.to_move);
        move_allowance(force.men(), force.guns, &self.options)
    }

    /// The guns `side` scores as held or in a position to take (`gun_to_take`, Wells L356):
    /// under `active_next_move` its own guns in action and enemy guns no man of their side
    /// stands by while four of its men are within 6 in, so that they would be in action for it
    /// on its next move (Streamlined L94); under `agreed` the guns its players agreed, or those
    /// until they agree.
    pub fn guns_to_take(&self, side: Side) -> BTreeSet<u32> {
        if self.options.gun_to_take == GunToTake::Agreed
            && let Some(agreed) = self.agreed_guns.get(&side)
        {
            return agreed.clone();
        }
        let retreated_held = self.options.retreated_score == RetreatedScore::Yes;
        self.guns
            .iter()
            .filter(|g| !g.destroyed)
            .filter(|g| {
                if g.retreated {
                    g.side == side && retreated_held
                } else if g.side == side {
                    g.state(&self.figures, &self.options) == GunState::InAction
                } else {
                    g.men_within_six(g.side, &self.figures, &self.options)
                        .is_empty()
                        && g.men_within_six(side, &self.figures, &self.options).len()
                            >= crate::systems::little_wars::gun::CREW_NEEDED
                }
            })
            .map(|g| g.id)
            .collect()
    }

    /// Feet from `at` to the nearest enemy man of `side`'s enemy still on the table.
    pub fn nearest_enemy_feet(&self, side: Side, at: &Figure) -> Option<f64> {
        self.figures
            .iter()
            .filter(|f| f.side != side && f.on_table())
            .map(|f| at.gap_to(f).feet())
            .min_by(f64::total_cmp)
    }

    /// Wells's tally for `side` now (§8 "Points").
    pub fn score(&self, side: Side) -> Result<Score, LittleWarsError> {
        score_side(self.score_input(side))
    }

    /// What `side` scores for (Wells L356; `retreated_score`, `gun_to_take`).
    pub fn score_input(&self, side: Side) -> ScoreInput {
        let retreated = self.options.retreated_score == RetreatedScore::Yes;
        let uncaptured = |f: &&Figure| {
            f.side == side
                && (matches!(f.status, FigureStatus::Armed | FigureStatus::Freed)
                    || (retreated && f.status == FigureStatus::OffField))
        };
        let prisoner = |f: &&Figure| f.is_prisoner();
        let guns = count(self.guns_to_take(side).iter());
        let (won, drawn) = match self.phase {
            Phase::Over(Some(winner)) => (winner == side, false),
            Phase::Over(None) => (false, true),
            _ => (false, false),
        };
        let defensive_result_only = self.options.game_type == GameType::Defensive
            && self.options.defensive_scoring == DefensiveScoring::ResultOnly;
        if defensive_result_only {
            return ScoreInput {
                won,
                drawn,
                ..ScoreInput::default()
            };
        }
        ScoreInput {
            won,
            drawn,
            guns,
            cavalry: count(
                self.figures
                    .iter()
                    .filter(uncaptured)
                    .filter(|f| f.arm.mounted()),
            ),
            infantry: count(
                self.figures
                    .iter()
                    .filter(uncaptured)
                    .filter(|f| !f.arm.mounted()),
            ),
            prisoners_taken: count(
                self.figures
                    .iter()
                    .filter(|f| f.side != side)
                    .filter(prisoner),
            ),
            own_men_prisoners: count(
                self.figures
                    .iter()
                    .filter(|f| f.side == side)
                    .filter(prisoner),
            ),
        }
    }

    /// The force of `side` as it stands (armed men and guns).
    pub fn force(&self, side: Side) -> ForceCount {
        let armed = |arm: fn(Arm) -> bool| {
            count(
                self.figures
                    .iter()
                    .filter(|f| f.side == side && f.is_armed() && arm(f.arm)),
            )
        };
        ForceCount {
            infantry: armed(|a| !a.mounted()),
            cavalry: armed(Arm::mounted),
            guns: count(self.guns.iter().filter(|g| g.side == side && !g.destroyed)),
        }
    }
}

/// A count that cannot overflow a u32 in any real game.
pub fn count<T>(items: impl Iterator<Item = T>) -> u32 {
    u32::try_from(items.count()).unwrap_or(u32::MAX)
}
