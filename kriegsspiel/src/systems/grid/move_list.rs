//! The game's moves as a list (issue 22 item 17): each half-turn of the journal with its side,
//! its moves (unit type, from-square, to-square) and its attack with the result, read from the
//! journal's recorded events alone, so the table can list them every frame without replaying
//! the rules. The placement phase of a free deployment (`deployment = free_hidden`) is not
//! part of the list: it is where the game starts from.

use super::combat::CombatResult;
use super::command::GridCommand;
use super::event::GridEvent;
use super::grid_game::GridGame;
use super::grid_side::GridSide;
use super::square::Square;
use super::unit_kind::UnitKind;
use serde::Serialize;
use std::collections::BTreeMap;

/// One move as played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlayedMove {
    /// The unit's type.
    pub kind: UnitKind,
    /// Where it stood.
    pub from: Square,
    /// Where the command sent it (the replay file's `to`).
    pub to: Square,
    /// Where it ended: `to`, or the middle square where it stopped cut off
    /// (`two_square_path = stop_when_cut`).
    pub ended_at: Square,
    /// Whether it was a dislodged unit's retreat (source L52).
    pub retreat: bool,
    /// Whether it entered a live enemy arsenal and destroyed it (source L21, L88).
    pub raid: bool,
}

/// One attack as made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlayedAttack {
    /// The target square.
    pub target: Square,
    /// The unit named as attacker, if any.
    pub by: Option<Square>,
    /// The target's type.
    pub target_kind: UnitKind,
    /// The attack total.
    pub attack_total: u32,
    /// The defence total.
    pub defence_total: u32,
    /// The result (source L52).
    pub result: CombatResult,
    /// Whether the target was taken off the board (beaten by two or more, or beaten by one
    /// with no way to retreat).
    pub removed: bool,
}

/// A move or an attack, in the order made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum PlayedAction {
    /// A move.
    Move(PlayedMove),
    /// An attack.
    Attack(PlayedAttack),
}

/// One half-turn as played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayedHalfTurn {
    /// Its number, from 1 (as the table's "Half-turn N" counts).
    pub number: u32,
    /// The side that played it.
    pub side: GridSide,
    /// Its moves and attack, in the order made.
    pub actions: Vec<PlayedAction>,
    /// Whether it was ended (the last half-turn of a game in progress, or of a game won or
    /// drawn within it, is not).
    pub ended: bool,
    /// A unit taken off when the half-turn ended because it could not make the retreat it
    /// owed (source L52; `retreat_failure`): its side, type and square.
    pub lost_at_end: Option<(GridSide, UnitKind, Square)>,
}

impl PlayedHalfTurn {
    /// The moves, in order.
    pub fn moves(&self) -> impl Iterator<Item = &PlayedMove> {
        self.actions.iter().filter_map(|a| match a {
            PlayedAction::Move(m) => Some(m),
            PlayedAction::Attack(_) => None,
        })
    }

    /// The attack, if one was made.
    pub fn attack(&self) -> Option<&PlayedAttack> {
        self.actions.iter().find_map(|a| match a {
            PlayedAction::Attack(attack) => Some(attack),
            PlayedAction::Move(_) => None,
        })
    }
}

/// Who stands where, as the journal's events tell it.
type Standing = BTreeMap<Square, (GridSide, UnitKind)>;

impl GridGame {
    /// The game's half-turns as played, from the journal's events, oldest first; a half-turn
    /// with nothing done in it yet is left out unless it was ended.
    pub fn move_list(&self) -> Vec<PlayedHalfTurn> {
        let start = &self.setup().start;
        let mut standing: Standing = start
            .units
            .iter()
            .map(|u| (u.at, (u.side, u.kind)))
            .collect();
        let mut list = Vec::new();
        let mut current = PlayedHalfTurn {
            number: 1,
            side: start.to_move,
            actions: Vec::new(),
            ended: false,
            lost_at_end: None,
        };
        for entry in self.entries() {
            current.number = entry.turn;
            match entry.command {
                GridCommand::Move { to, .. } => {
                    if let Some(played) = played_move(to, &entry.events) {
                        current.actions.push(PlayedAction::Move(played));
                    }
                }
                GridCommand::Attack { target, by } => {
                    if let Some(played) = played_attack(target, by, &entry.events, &standing) {
                        current.actions.push(PlayedAction::Attack(played));
                    }
                }
                _ => {}
            }
            for event in &entry.events {
                match *event {
                    GridEvent::PlayBegins { to_move } => current.side = to_move,
                    GridEvent::HalfTurnEnded { next, half_turn } => {
                        current.ended = true;
                        let done = std::mem::replace(
                            &mut current,
                            PlayedHalfTurn {
                                number: half_turn,
                                side: next,
                                actions: Vec::new(),
                                ended: false,
                                lost_at_end: None,
                            },
                        );
                        list.push(done);
                    }
                    GridEvent::UnitDestroyed { side, kind, at, .. }
                        if entry.command == GridCommand::EndHalfTurn =>
                    {
                        if let Some(last) = list.last_mut() {
                            last.lost_at_end = Some((side, kind, at));
                        }
                    }
                    _ => {}
                }
                follow(&mut standing, event);
            }
        }
        if !current.actions.is_empty() {
            list.push(current);
        }
        list
    }
}

/// Keeps `standing` up to date with one event.
fn follow(standing: &mut Standing, event: &GridEvent) {
    match *event {
        GridEvent::Moved { from, to, .. } => {
            if let Some(unit) = standing.remove(&from) {
                standing.insert(to, unit);
            }
        }
        GridEvent::UnitDestroyed { at, .. } | GridEvent::UnitLifted { at, .. } => {
            standing.remove(&at);
        }
        GridEvent::UnitPlaced { side, kind, at } => {
            standing.insert(at, (side, kind));
        }
        _ => {}
    }
}

fn played_move(to: Square, events: &[GridEvent]) -> Option<PlayedMove> {
    let mut played = events.iter().find_map(|e| match *e {
        GridEvent::Moved {
            kind,
            from,
            to: ended_at,
            retreat,
            ..
        } => Some(PlayedMove {
            kind,
            from,
            to,
            ended_at,
            retreat,
            raid: false,
        }),
        _ => None,
    })?;
    played.raid = events
        .iter()
        .any(|e| matches!(e, GridEvent::ArsenalDestroyed { .. }));
    Some(played)
}

fn played_attack(
    target: Square,
    by: Option<Square>,
    events: &[GridEvent],
    standing: &Standing,
) -> Option<PlayedAttack> {
    let (_, target_kind) = *standing.get(&target)?;
    events.iter().find_map(|e| match *e {
        GridEvent::Attacked {
            attack_total,
            defence_total,
            result,
            ..
        } => Some(PlayedAttack {
            target,
            by,
            target_kind,
            attack_total,
            defence_total,
            result,
            removed: events
                .iter()
                .any(|e| matches!(e, GridEvent::UnitDestroyed { at, .. } if *at == target)),
        }),
        _ => None,
    })
}
