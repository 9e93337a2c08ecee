//! The search behind a half-turn recorded as a position only (rules reference §9, "Replay"):
//! the changed squares matched to units (each matching when several units of one type moved),
//! the orderings of the moved units and the possible attacks, none first, each tried through
//! the ordinary legality checks until the resulting position equals the record exactly.
//!
//! Candidates are tried in sorted order (units by square, destinations by square, targets by
//! square), so the answer never depends on anything but the record; the number of tries is
//! bounded by [`MAX_SEARCH_TRIES`].

use super::command::GridCommand;
use super::grid_state::GridState;
use super::half_turn::MOVES_PER_HALF_TURN;
use super::option_readings::AttackTiming;
use super::recorded_position::RecordedPosition;
use super::refusal::Refusal;
use super::search_failure::SearchFailure;
use super::square::Square;
use super::unit_kind::UnitKind;
use std::collections::BTreeSet;

/// The most moves and attacks tried for one half-turn, over every reading of its squares,
/// before the search gives up.
pub const MAX_SEARCH_TRIES: usize = 200_000;

/// The most sequences kept that end in different states (they differ only in what the record
/// cannot show: a retreat still due, a unit dislodged).
const MAX_FOUND: usize = 4;

/// A sequence that reproduces a recorded half-turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundHalfTurn {
    /// The moves and the attack, in the order played (the end of the half-turn not included).
    pub commands: Vec<GridCommand>,
    /// The state after the half-turn has ended.
    pub state: GridState,
}

/// One half-turn's search: the record it aims at and what the tries have shown so far.
#[derive(Debug)]
pub struct HalfTurnSearch {
    record: RecordedPosition,
    timing: AttackTiming,
    tries: usize,
    budget: usize,
    complete: usize,
    found: Vec<FoundHalfTurn>,
    closest: Option<(usize, String, Refusal)>,
    first_difference: Option<Square>,
}

/// A moved unit still to place: its square and kind.
type Mover = (Square, UnitKind);

impl HalfTurnSearch {
    /// Every sequence (at most a few, in the order found) that takes `start` to `record` with
    /// the half-turn ended, or why none does. The squares whose units changed are tried first;
    /// then, for a unit that moved into a square another unit of its type left (a chain), one
    /// and then two such squares are added, each in sorted order.
    pub fn run(
        start: &GridState,
        record: &RecordedPosition,
    ) -> Result<Vec<FoundHalfTurn>, SearchFailure> {
        let (movers, destinations) = changed_squares(start, record)?;
        let mut budget = MAX_SEARCH_TRIES;
        let first = Self::run_with(start, record, &movers, &destinations, &mut budget);
        if first.is_ok() {
            return first;
        }
        let chained = chain_squares(start, &movers, &destinations);
        for extra in 1..=2 {
            if movers.len() + extra > MOVES_PER_HALF_TURN {
                break;
            }
            for picked in combinations(&chained, extra) {
                if budget == 0 {
                    return first;
                }
                let mut more_movers = movers.clone();
                let mut more_destinations = destinations.clone();
                more_movers.extend(picked.iter().copied());
                more_destinations.extend(picked.iter().copied());
                more_movers.sort();
                more_destinations.sort();
                let found =
                    Self::run_with(start, record, &more_movers, &more_destinations, &mut budget);
                if found.is_ok() {
                    return found;
                }
            }
        }
        first
    }

    fn run_with(
        start: &GridState,
        record: &RecordedPosition,
        movers: &[Mover],
        destinations: &[Mover],
        budget: &mut usize,
    ) -> Result<Vec<FoundHalfTurn>, SearchFailure> {
        let mut search = HalfTurnSearch {
            record: record.sorted(),
            timing: start.options.attack_timing,
            tries: 0,
            budget: *budget,
            complete: 0,
            found: Vec::new(),
            closest: None,
            first_difference: None,
        };
        search.explore(start, movers, destinations, &mut Vec::new());
        *budget = budget.saturating_sub(search.tries);
        search.verdict()
    }

    fn verdict(self) -> Result<Vec<FoundHalfTurn>, SearchFailure> {
        if !self.found.is_empty() {
            return Ok(self.found);
        }
        if self.tries >= self.budget {
            return Err(SearchFailure::TooManyTries { tries: self.tries });
        }
        match (self.first_difference, self.closest) {
            (Some(square), _) => Err(SearchFailure::PositionDiffers {
                tries: self.complete,
                square,
            }),
            (None, Some((_, closest, refusal))) => Err(SearchFailure::Refused { closest, refusal }),
            (None, None) => Err(SearchFailure::TooManyTries { tries: self.tries }),
        }
    }

    fn done_searching(&self) -> bool {
        self.found.len() >= MAX_FOUND || self.tries >= self.budget
    }

    /// Tries each remaining unit on each remaining square of its kind, depth first.
    fn explore(
        &mut self,
        state: &GridState,
        movers: &[Mover],
        destinations: &[Mover],
        done: &mut Vec<GridCommand>,
    ) {
        if self.done_searching() {
            return;
        }
        if movers.is_empty() {
            self.finish(state, done);
            return;
        }
        if self.timing == AttackTiming::AfterAnyMove && !done.is_empty() && !state.turn.attacked {
            for target in targets(state) {
                let attack = GridCommand::Attack { target, by: None };
                if let Some(next) = self.try_attack(state, target, done) {
                    done.push(attack);
                    self.explore(&next, movers, destinations, done);
                    done.pop();
                }
            }
        }
        for (i, &(from, kind)) in movers.iter().enumerate() {
            for (j, &(to, _)) in destinations.iter().enumerate().filter(|(_, d)| d.1 == kind) {
                if self.done_searching() {
                    return;
                }
                self.tries += 1;
                let step = GridCommand::Move { from, to };
                let next = state.plan_move(from, to).and_then(|_| {
                    let mut next = state.clone();
                    next.apply_move(from, to).map(|_| next)
                });
                match next {
                    Err(refusal) => self.note_refusal(done, step, refusal),
                    Ok(next) => {
                        done.push(step);
                        self.explore(&next, &without(movers, i), &without(destinations, j), done);
                        done.pop();
                    }
                }
            }
        }
    }

    /// Every unit has moved: no attack, then each attack, then the end of the half-turn.
    fn finish(&mut self, state: &GridState, done: &mut Vec<GridCommand>) {
        self.end_and_compare(state.clone(), done);
        if state.turn.attacked {
            return;
        }
        for target in targets(state) {
            if self.done_searching() {
                return;
            }
            if let Some(next) = self.try_attack(state, target, done) {
                done.push(GridCommand::Attack { target, by: None });
                self.end_and_compare(next, done);
                done.pop();
            }
        }
    }

    fn try_attack(
        &mut self,
        state: &GridState,
        target: Square,
        done: &[GridCommand],
    ) -> Option<GridState> {
        self.tries += 1;
        let mut next = state.clone();
        match next.apply_attack(target, None) {
            Ok(_) => Some(next),
            Err(refusal) => {
                let attack = GridCommand::Attack { target, by: None };
                self.note_refusal(done, attack, refusal);
                None
            }
        }
    }

    fn end_and_compare(&mut self, mut state: GridState, done: &[GridCommand]) {
        if state.outcome.is_none()
            && let Err(refusal) = state.end_half_turn()
        {
            self.note_refusal(done, GridCommand::EndHalfTurn, refusal);
            return;
        }
        self.complete += 1;
        if self.record.matches(&state.position) {
            if !self.found.iter().any(|f| f.state == state) {
                self.found.push(FoundHalfTurn {
                    commands: done.to_vec(),
                    state,
                });
            }
        } else if self.first_difference.is_none() {
            self.first_difference =
                first_difference(&self.record, &RecordedPosition::of(&state.position));
        }
    }

    /// Keeps the refusal if its try went further than any before (the first such, in order).
    fn note_refusal(&mut self, done: &[GridCommand], refused: GridCommand, refusal: Refusal) {
        let depth = done.len();
        if self.closest.as_ref().is_some_and(|(d, _, _)| *d >= depth) {
            return;
        }
        let mut words: Vec<String> = done.iter().map(in_words).collect();
        words.push(format!("then {}", in_words(&refused)));
        self.closest = Some((depth, words.join(", "), refusal));
    }
}

/// The moved units of the side to move and the squares they reached, each sorted; refuses a
/// record whose squares cannot pair up or that moves more than five units.
fn changed_squares(
    start: &GridState,
    record: &RecordedPosition,
) -> Result<(Vec<Mover>, Vec<Mover>), SearchFailure> {
    let side = start.to_move();
    let mut movers = Vec::new();
    let mut destinations = Vec::new();
    for kind in UnitKind::ALL {
        let before: BTreeSet<Square> = start
            .position
            .units
            .iter()
            .filter(|u| u.side == side && u.kind == kind)
            .map(|u| u.at)
            .collect();
        let after: BTreeSet<Square> = record.squares_of(side, kind).into_iter().collect();
        let left: Vec<Square> = before.difference(&after).copied().collect();
        let reached: Vec<Square> = after.difference(&before).copied().collect();
        if left.len() != reached.len() {
            return Err(SearchFailure::Unmatched {
                side,
                kind,
                left: left.len(),
                reached: reached.len(),
            });
        }
        movers.extend(left.into_iter().map(|s| (s, kind)));
        destinations.extend(reached.into_iter().map(|s| (s, kind)));
    }
    if movers.len() > MOVES_PER_HALF_TURN {
        return Err(SearchFailure::TooManyMoved {
            moved: movers.len(),
        });
    }
    movers.sort();
    destinations.sort();
    Ok((movers, destinations))
}

/// Squares of the side moving whose unit may have left while another of its type arrived: a
/// unit of that type stands there before and after, within its speed of a square left or
/// reached by that type. Sorted.
fn chain_squares(start: &GridState, movers: &[Mover], destinations: &[Mover]) -> Vec<Mover> {
    let side = start.to_move();
    let mut squares: Vec<Mover> = start
        .position
        .units
        .iter()
        .filter(|u| u.side == side)
        .map(|u| (u.at, u.kind))
        .filter(|&(at, kind)| {
            !movers.contains(&(at, kind))
                && movers
                    .iter()
                    .chain(destinations)
                    .any(|&(s, k)| k == kind && s.steps_to(at) <= kind.speed())
        })
        .collect();
    squares.sort();
    squares
}

/// Every choice of `size` items from `items`, in order.
fn combinations(items: &[Mover], size: usize) -> Vec<Vec<Mover>> {
    if size == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for (i, &item) in items.iter().enumerate() {
        for mut rest in combinations(&items[i + 1..], size - 1) {
            rest.insert(0, item);
            all.push(rest);
        }
    }
    all
}

/// The enemy units' squares, sorted: the possible targets.
fn targets(state: &GridState) -> Vec<Square> {
    let enemy = state.to_move().opponent();
    let mut squares: Vec<Square> = state
        .position
        .units
        .iter()
        .filter(|u| u.side == enemy)
        .map(|u| u.at)
        .collect();
    squares.sort();
    squares
}

fn without(list: &[Mover], index: usize) -> Vec<Mover> {
    let mut rest = list.to_vec();
    rest.remove(index);
    rest
}

/// The first square, in order, where two records differ (a unit or an arsenal).
fn first_difference(record: &RecordedPosition, reached: &RecordedPosition) -> Option<Square> {
    let mut squares = BTreeSet::new();
    for side in super::grid_side::GridSide::ALL {
        let a: BTreeSet<_> = record.units.get(side).iter().copied().collect();
        let b: BTreeSet<_> = reached.units.get(side).iter().copied().collect();
        squares.extend(a.symmetric_difference(&b).map(|u| u.at));
        let a: BTreeSet<_> = record.arsenals.get(side).iter().copied().collect();
        let b: BTreeSet<_> = reached.arsenals.get(side).iter().copied().collect();
        squares.extend(a.symmetric_difference(&b).copied());
    }
    squares.into_iter().next()
}

fn in_words(command: &GridCommand) -> String {
    match command {
        GridCommand::Move { from, to } => format!("move {from} → {to}"),
        GridCommand::Attack { target, .. } => format!("attack on {target}"),
        GridCommand::EndHalfTurn => "end of the half-turn".into(),
        other => format!("{other:?}"),
    }
}
