//! When a message sent at the start of a move is in hand: the messenger's ride over the ground
//! of its route (Section 2 — Movement, "Messengers"; Appendix Three — Movement Chart, the
//! officers' rows; reference §1) plus the minutes the sender took to read his last report and
//! decide, "added to the time his new orders take to arrive" (source text L116; reference
//! §12.2), in 2-minute moves.

use super::staff_error::StaffError;
use crate::citation::Citation;
use crate::clock::whole_turns;
use crate::systems::reisswitz_1815::calc::messenger::{MessengerRide, messenger_ride_over};
use crate::systems::reisswitz_1815::calc::movement::{MoveStep, PathLeg};
use crate::systems::reisswitz_1815::calc::turn_length::{MINUTES_PER_TURN, turn_length_source};
use crate::systems::reisswitz_1815::ruleset::Ruleset;
use serde::Serialize;

/// The longest reaction time taken, in minutes: a whole day of 2-minute moves (720 moves, the
/// most one clock command advances). Anything longer is not a reaction but a pause in the game.
pub const MAX_REACTION_MINUTES: f64 = 1_440.0;

/// The arrival of a message, worked out.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MessageArrival {
    /// The messenger's ride over the route's ground.
    pub ride: MessengerRide,
    /// Minutes the sender took to read his last report and decide.
    pub reaction_minutes: f64,
    /// Riding and reaction together, in moves (fractional).
    pub turns: f64,
    /// Riding and reaction together, in minutes.
    pub minutes: f64,
    /// Whole moves after sending, rounded up: sent at the start of move `t`, the message is in
    /// hand at the start of move `t + arrival_moves`.
    pub arrival_moves: u64,
    /// How the answer was found.
    pub steps: Vec<MoveStep>,
}

fn reaction_source() -> Citation {
    Citation::new("The Relationship between Players & Umpire (source text L116); reference §12.2")
}

impl MessageArrival {
    /// Refuses a reaction time that is negative, not finite, or over
    /// [`MAX_REACTION_MINUTES`].
    pub fn check_reaction(reaction_minutes: f64) -> Result<(), StaffError> {
        if reaction_minutes.is_finite() && (0.0..=MAX_REACTION_MINUTES).contains(&reaction_minutes)
        {
            Ok(())
        } else {
            Err(StaffError::ReactionTime {
                value: reaction_minutes.to_string(),
                max: MAX_REACTION_MINUTES,
            })
        }
    }

    /// The arrival over `legs` of ground with `reaction_minutes` of the sender's time added.
    /// Refuses a reaction time that is negative, not finite, or over
    /// [`MAX_REACTION_MINUTES`], and ground a messenger cannot ride.
    pub fn over_legs(
        rules: &Ruleset,
        legs: &[PathLeg],
        reaction_minutes: f64,
    ) -> Result<Self, StaffError> {
        Self::check_reaction(reaction_minutes)?;
        let ride = messenger_ride_over(rules, legs)?;
        let minutes_per_move = f64::from(MINUTES_PER_TURN);
        let reaction_turns = reaction_minutes / minutes_per_move;
        let turns = ride.turns + reaction_turns;
        let minutes = turns * minutes_per_move;
        let arrival_moves = whole_turns(turns);
        // The ride's own last step rounds the ride alone; the message's arrival rounds the sum.
        let mut steps: Vec<MoveStep> = ride
            .steps
            .iter()
            .take(ride.steps.len().saturating_sub(1))
            .cloned()
            .collect();
        steps.push(MoveStep::new(
            format!(
                "Riding: {:.3} moves × {MINUTES_PER_TURN} minutes = {:.1} minutes.",
                ride.turns, ride.minutes
            ),
            &turn_length_source(),
        ));
        steps.push(MoveStep::new(
            format!(
                "The sender took {reaction_minutes} minutes to read his last report and decide: added to the time the message takes, {reaction_minutes} / {MINUTES_PER_TURN} = {reaction_turns:.3} moves."
            ),
            &reaction_source(),
        ));
        let arrival = if arrival_moves == 0 {
            "it is in hand at once, in the move it is sent".to_string()
        } else {
            format!(
                "sent at the start of a move, it is in hand at the start of the move {arrival_moves} after"
            )
        };
        steps.push(MoveStep::new(
            format!(
                "Together {turns:.3} moves = {minutes:.1} minutes; rounded up to whole moves: {arrival_moves}; {arrival}."
            ),
            &turn_length_source(),
        ));
        Ok(Self {
            ride,
            reaction_minutes,
            turns,
            minutes,
            arrival_moves,
            steps,
        })
    }
}
