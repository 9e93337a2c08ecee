//! Lines of communication (rules reference §3; source L60–L76): lines cast from the surviving
//! arsenals and the active relays along the eight directions, the fighting units they reach,
//! the link carried by contact, and the units left cut off.

use super::board::Board;
use super::direction::Direction;
use super::grid_options::GridOptions;
use super::grid_side::{GridSide, PerSide};
use super::option_readings::{CutOffUnitsBlockLines, DiagonalBetweenMountains, RelayViaContact};
use super::position::Position;
use super::square::Square;
use serde::Serialize;
use std::collections::BTreeSet;

/// The most times the two sides' networks are computed against each other when only linked
/// enemy units cut lines (`cut_off_units_block_lines = no`); the networks settle long before.
const MAX_SETTLING_ROUNDS: usize = 16;

/// One straight line of communication: from its source (an arsenal or an active relay) to
/// the last square it reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Ray {
    /// The arsenal or relay it starts from.
    pub from: Square,
    /// The last square it reaches (the source itself when the first step is blocked).
    pub to: Square,
}

/// Both sides' lines of communication in one position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Network {
    reached: PerSide<Vec<bool>>,
    linked: BTreeSet<u16>,
    rays: PerSide<Vec<Ray>>,
}

impl Network {
    /// Computes both sides' networks (rules reference §3, "Computation").
    pub fn compute(board: &Board, position: &Position, options: &GridOptions) -> Network {
        let every_enemy_blocks = |_: u16| true;
        let mut network = Network::with_blockers(board, position, options, every_enemy_blocks);
        if options.cut_off_units_block_lines == CutOffUnitsBlockLines::No {
            // Source L72 read narrowly: only linked enemy fighting units cut lines. The two
            // networks depend on each other, so compute until they settle.
            for _ in 0..MAX_SETTLING_ROUNDS {
                let linked = network.linked.clone();
                let next =
                    Network::with_blockers(board, position, options, |id| linked.contains(&id));
                if next == network {
                    break;
                }
                network = next;
            }
        }
        network
    }

    fn with_blockers(
        board: &Board,
        position: &Position,
        options: &GridOptions,
        blocks: impl Fn(u16) -> bool,
    ) -> Network {
        let mut network = Network {
            reached: PerSide::default(),
            linked: BTreeSet::new(),
            rays: PerSide::default(),
        };
        for side in GridSide::ALL {
            let (reached, linked, rays) = side_network(board, position, options, side, &blocks);
            *network.reached.get_mut(side) = reached;
            network.linked.extend(linked);
            *network.rays.get_mut(side) = rays;
        }
        network
    }

    /// Whether a line of `side` reaches the square.
    pub fn reaches(&self, side: GridSide, square: Square) -> bool {
        square.on_board()
            && self
                .reached
                .get(side)
                .get(square.index())
                .copied()
                .unwrap_or(false)
    }

    /// Whether the unit (by id) is linked: a fighting unit in communication, or an active relay.
    pub fn is_linked(&self, unit_id: u16) -> bool {
        self.linked.contains(&unit_id)
    }

    /// The side's lines, sorted.
    pub fn rays(&self, side: GridSide) -> &[Ray] {
        self.rays.get(side)
    }

    /// Every square the side's lines reach, sorted.
    pub fn reached_squares(&self, side: GridSide) -> Vec<Square> {
        Square::all()
            .filter(|&s| self.reaches(side, s))
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect()
    }

    /// The squares of the units that are not linked (cut-off fighting units and inactive
    /// relays), sorted.
    pub fn cut_off(&self, position: &Position) -> Vec<Square> {
        let mut squares: Vec<Square> = position
            .units
            .iter()
            .filter(|u| !self.is_linked(u.id))
            .map(|u| u.at)
            .collect();
        squares.sort_unstable();
        squares
    }
}

/// Whether a line may go from `from` one step in `direction`: the next square is on the board,
/// is no mountain, and (under `diagonal_between_mountains = closed`) the step does not pass
/// between two mountains touching at a corner.
pub fn step_open(
    board: &Board,
    options: &GridOptions,
    from: Square,
    direction: Direction,
) -> Option<Square> {
    let next = direction.step(from, 1)?;
    if board.is_mountain(next) {
        return None;
    }
    if options.diagonal_between_mountains == DiagonalBetweenMountains::Closed
        && let Some((a, b)) = direction.corners(from)
        && board.is_mountain(a)
        && board.is_mountain(b)
    {
        return None;
    }
    Some(next)
}

type SideNetwork = (Vec<bool>, Vec<u16>, Vec<Ray>);

fn side_network(
    board: &Board,
    position: &Position,
    options: &GridOptions,
    side: GridSide,
    blocks: &impl Fn(u16) -> bool,
) -> SideNetwork {
    let occupancy = position.occupancy();
    let unit_on = |square: Square| occupancy[square.index()].map(|i| &position.units[i]);
    // Source L72: an enemy fighting unit on a square cuts the line there; relays do not (L92).
    let cuts = |square: Square| {
        unit_on(square).is_some_and(|u| u.side != side && u.kind.is_fighting() && blocks(u.id))
    };
    let mut reached = vec![false; occupancy.len()];
    let mut rays = Vec::new();
    let mut linked: BTreeSet<u16> = BTreeSet::new();
    let mut sources: Vec<Square> = position.arsenals.get(side).clone();
    let mut active_relays: BTreeSet<u16> = BTreeSet::new();
    while !sources.is_empty() {
        for source in std::mem::take(&mut sources) {
            reached[source.index()] = true;
            for direction in Direction::ALL {
                let mut at = source;
                while let Some(next) = step_open(board, options, at, direction) {
                    if cuts(next) {
                        break;
                    }
                    reached[next.index()] = true;
                    at = next;
                }
                rays.push(Ray {
                    from: source,
                    to: at,
                });
            }
        }
        // Source L64, L68: fighting units on reached squares are linked; contact carries it on.
        let mut frontier: Vec<Square> = Vec::new();
        for unit in position.units.iter() {
            if unit.side == side
                && unit.kind.is_fighting()
                && reached[unit.at.index()]
                && linked.insert(unit.id)
            {
                frontier.push(unit.at);
            }
        }
        while let Some(at) = frontier.pop() {
            for neighbour in at.neighbours() {
                if let Some(unit) = unit_on(neighbour)
                    && unit.side == side
                    && unit.kind.is_fighting()
                    && linked.insert(unit.id)
                {
                    frontier.push(unit.at);
                }
            }
        }
        // Source L64: a relay on a reached square relays; with relay_via_contact, so does one
        // touching a linked fighting unit (L68).
        for unit in position.units.iter() {
            if unit.side != side || !unit.kind.is_relay() || active_relays.contains(&unit.id) {
                continue;
            }
            let by_line = reached[unit.at.index()];
            let by_contact = options.relay_via_contact == RelayViaContact::Yes
                && unit.at.neighbours().any(|n| {
                    unit_on(n).is_some_and(|u| {
                        u.side == side && u.kind.is_fighting() && linked.contains(&u.id)
                    })
                });
            if by_line || by_contact {
                active_relays.insert(unit.id);
                sources.push(unit.at);
            }
        }
    }
    linked.extend(active_relays);
    rays.sort_unstable();
    rays.dedup();
    (reached, linked.into_iter().collect(), rays)
}
