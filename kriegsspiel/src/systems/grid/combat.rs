//! Combat explained square by square (rules reference §5, §6, §9; source L36–L52): the attack
//! and defence totals along lines, every contributing unit and why, every unit on a line within
//! four squares that was left out and why, and the outcome.

use super::board::Board;
use super::direction::{Direction, LineKind};
use super::grid_options::GridOptions;
use super::grid_side::{GridSide, PerSide};
use super::network::{Network, step_open};
use super::option_readings::{
    ChargeLines, ChargeSize, CutOffRelay, FireBlockedBy, RelaySupportRange, TerrainBonusScope,
};
use super::position::{Position, Unit};
use super::square::Square;
use super::unit_kind::{Cover, UnitKind};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// Which total a row belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Adds to the attack.
    Attack,
    /// Adds to the defence.
    Defence,
}

/// How a row's unit stands to the target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Line {
    /// The target itself.
    Target,
    /// Along a row.
    Rank,
    /// Along a column.
    File,
    /// Along a diagonal.
    Diagonal,
}

impl From<LineKind> for Line {
    fn from(kind: LineKind) -> Self {
        match kind {
            LineKind::Rank => Line::Rank,
            LineKind::File => Line::File,
            LineKind::Diagonal => Line::Diagonal,
        }
    }
}

/// One unit's row in the explanation: counted (`counts > 0`) or left out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ContributionRow {
    /// The unit's square.
    pub at: Square,
    /// The unit's kind.
    #[serde(rename = "type")]
    pub kind: UnitKind,
    /// The unit's side.
    pub side: GridSide,
    /// Attack or defence.
    pub role: Role,
    /// The line it stands on from the target.
    pub line: Line,
    /// Steps along that line (0 for the target).
    pub distance: u8,
    /// The factor counted (0 when left out).
    pub counts: u32,
    /// Why it counts that much, or why it was left out, with the source line.
    pub why: String,
}

/// The outcome of an attack (source L52).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CombatResult {
    /// Attack exceeds defence by two or more: the target is removed.
    Destroyed,
    /// Attack exceeds defence by one: the target must retreat next half-turn.
    Retreat,
    /// Attack does not exceed defence: nothing happens.
    NoEffect,
}

impl CombatResult {
    /// The result for attack minus defence (source L52).
    pub fn of_difference(difference: i64) -> Self {
        match difference {
            d if d >= 2 => CombatResult::Destroyed, // source L52: "superior by two or more"
            1 => CombatResult::Retreat,             // source L52: "by just one point"
            _ => CombatResult::NoEffect,            // source L52: "inferior or equal"
        }
    }

    /// The result's id (`destroyed`, `retreat`, `no_effect`).
    pub fn id(self) -> &'static str {
        match self {
            CombatResult::Destroyed => "destroyed",
            CombatResult::Retreat => "retreat",
            CombatResult::NoEffect => "no_effect",
        }
    }
}

/// An attack on one square, explained.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CombatExplanation {
    /// The target square.
    pub target: Square,
    /// The attacking side.
    pub attacker: GridSide,
    /// The sum of the attack rows.
    pub attack_total: u32,
    /// The sum of the defence rows.
    pub defence_total: u32,
    /// Attack minus defence.
    pub difference: i64,
    /// The outcome.
    pub result: CombatResult,
    /// The rows that count, attack first, each by square.
    pub contributions: Vec<ContributionRow>,
    /// Units on a line within four squares that do not count, and why.
    pub left_out: Vec<ContributionRow>,
    /// The option readings the calculation used, `(id, reading)`.
    pub readings: Vec<(&'static str, &'static str)>,
}

/// What a combat calculation reads: the board, the position, its network, the options and the
/// units dislodged by the enemy's last attack (who add nothing to an attack, source L52).
#[derive(Debug, Clone, Copy)]
pub struct Battlefield<'a> {
    /// The board.
    pub board: &'a Board,
    /// The position.
    pub position: &'a Position,
    /// Its lines of communication.
    pub network: &'a Network,
    /// The ruleset.
    pub options: &'a GridOptions,
    /// Units that may not add to an attack this half-turn.
    pub dislodged: &'a BTreeSet<u16>,
}

/// The farthest a listed row stands from the target: a charging column's fourth cavalry
/// (source L46).
const LISTED_DISTANCE: u8 = UnitKind::CHARGE_COLUMN;

impl Battlefield<'_> {
    fn cover(&self, square: Square) -> Cover {
        self.board
            .feature(square)
            .map(|(f, _)| f.cover())
            .unwrap_or(Cover::Plain)
    }

    fn linked(&self, unit: &Unit) -> bool {
        self.network.is_linked(unit.id)
    }

    /// Why fire along the line from `target` to `distance` steps in `direction` is blocked, if it
    /// is (source L13; option `fire_blocked_by`, `diagonal_between_mountains`).
    fn line_blocked(
        &self,
        target: Square,
        direction: Direction,
        distance: u8,
        firer: GridSide,
    ) -> Option<&'static str> {
        let mut at = target;
        for step in 1..=distance {
            let Some(next) = step_open(self.board, self.options, at, direction) else {
                return Some("a mountain in the way (source L13)");
            };
            if step < distance
                && self.options.fire_blocked_by == FireBlockedBy::MountainsAndEnemyUnits
                && self.position.unit_at(next).is_some_and(|u| u.side != firer)
            {
                return Some(
                    "an enemy unit in the way (fire_blocked_by = mountains_and_enemy_units)",
                );
            }
            at = next;
        }
        None
    }

    /// Whether a cavalry may join a charge: linked, not dislodged, not in a fort (source L52,
    /// L62, L94).
    fn can_charge(&self, unit: &Unit, side: GridSide) -> bool {
        unit.side == side
            && unit.kind == UnitKind::Cavalry
            && self.linked(unit)
            && !self.dislodged.contains(&unit.id)
            && self.cover(unit.at) != Cover::Fort
    }

    /// The cavalry column along `direction` from the target: squares and their places.
    fn column(&self, target: Square, direction: Direction, side: GridSide) -> Vec<(u16, u8)> {
        let mut column = Vec::new();
        let mut at = target;
        for place in 1..=UnitKind::CHARGE_COLUMN {
            let Some(next) = step_open(self.board, self.options, at, direction) else {
                break;
            };
            match self.position.unit_at(next) {
                Some(unit) if self.can_charge(unit, side) => column.push((unit.id, place)),
                _ => break,
            }
            if self.options.charge_lines == ChargeLines::AdjacentOnly {
                break;
            }
            at = next;
        }
        column
    }

    /// The charging cavalry: unit id → (direction, place in the column) (source L38, L40, L46).
    fn charges(
        &self,
        target: Square,
        side: GridSide,
        by: Option<Square>,
    ) -> BTreeMap<u16, (Direction, u8)> {
        let mut columns: Vec<(Direction, Vec<(u16, u8)>)> = Direction::ALL
            .into_iter()
            .map(|d| (d, self.column(target, d, side)))
            .filter(|(_, c)| !c.is_empty())
            .collect();
        if self.options.charge_size == ChargeSize::AllFour {
            columns.retain(|(_, c)| c.len() == usize::from(UnitKind::CHARGE_COLUMN));
        }
        if self.options.charge_lines == ChargeLines::OneLine {
            let named = by
                .and_then(|b| Direction::between(target, b))
                .filter(|(_, k)| *k == 1);
            let chosen = match named {
                Some((d, _)) => columns.iter().find(|(cd, _)| *cd == d).cloned(),
                None => columns.iter().max_by_key(|(_, c)| c.len()).cloned(),
            };
            columns = chosen.into_iter().collect();
        }
        columns
            .into_iter()
            .flat_map(|(d, c)| c.into_iter().map(move |(id, place)| (id, (d, place))))
            .collect()
    }

    /// Explains an attack on the unit at `target` by the other side; `by` names the attacking
    /// unit where an option needs one. `None` when no unit stands on the target.
    pub fn explain(&self, target: Square, by: Option<Square>) -> Option<CombatExplanation> {
        let defender = self.position.unit_at(target)?;
        let attacker = defender.side.opponent();
        let mut rows = Vec::new();
        self.attack_rows(target, attacker, by, &mut rows);
        self.defence_rows(target, defender, &mut rows);
        let (contributions, left_out): (Vec<_>, Vec<_>) =
            rows.into_iter().partition(|r| r.counts > 0);
        let total = |role| {
            contributions
                .iter()
                .filter(|r| r.role == role)
                .map(|r| r.counts)
                .sum::<u32>()
        };
        let attack_total = total(Role::Attack);
        let defence_total = total(Role::Defence);
        let difference = i64::from(attack_total) - i64::from(defence_total);
        Some(CombatExplanation {
            target,
            attacker,
            attack_total,
            defence_total,
            difference,
            result: CombatResult::of_difference(difference),
            contributions,
            left_out,
            readings: self
                .options
                .describe()
                .into_iter()
                .filter(|o| {
                    matches!(
                        o.id,
                        "fire_blocked_by"
                            | "terrain_bonus_scope"
                            | "charge_lines"
                            | "charge_size"
                            | "relay_support_range"
                            | "cut_off_relay"
                    )
                })
                .map(|o| (o.id, o.chosen))
                .collect(),
        })
    }

    fn on_line(&self, target: Square, side: GridSide) -> Vec<(&Unit, Direction, u8)> {
        let mut found: Vec<(&Unit, Direction, u8)> = self
            .position
            .units
            .iter()
            .filter(|u| u.side == side && u.at != target)
            .filter_map(|u| {
                let (d, k) = Direction::between(target, u.at)?;
                (k <= LISTED_DISTANCE).then_some((u, d, k))
            })
            .collect();
        found.sort_unstable_by_key(|(u, _, _)| u.at);
        found
    }

    fn attack_rows(
        &self,
        target: Square,
        side: GridSide,
        by: Option<Square>,
        rows: &mut Vec<ContributionRow>,
    ) {
        let charge_forbidden = self.cover(target) != Cover::Plain; // source L40
        let charges = if charge_forbidden {
            BTreeMap::new()
        } else {
            self.charges(target, side, by)
        };
        for (unit, direction, distance) in self.on_line(target, side) {
            let mut row = ContributionRow {
                at: unit.at,
                kind: unit.kind,
                side,
                role: Role::Attack,
                line: direction.kind().into(),
                distance,
                counts: 0,
                why: String::new(),
            };
            if let Some((_, place)) = charges.get(&unit.id) {
                row.counts = UnitKind::CHARGE_ATTACK; // source L38
                row.why = if *place == 1 {
                    "charging: touches the target (source L38)".into()
                } else {
                    format!("charging: number {place} in the column (source L40, L46)")
                };
            } else if unit.kind.is_relay() {
                row.why = "no attack factor: a relay (source L66)".into();
            } else if !self.linked(unit) {
                row.why = "cut off: adds nothing to an attack (source L70)".into();
            } else if self.dislodged.contains(&unit.id) {
                row.why = "dislodged by the last attack: adds nothing (source L52)".into();
            } else if distance > unit.kind.range() {
                row.why = format!("out of range {} (source L46)", unit.kind.range());
            } else if let Some(blocked) = self.line_blocked(target, direction, distance, side) {
                row.why = blocked.into();
            } else {
                row.counts = unit.kind.attack(); // source L36, L38, L42
                row.why = match unit.kind {
                    UnitKind::Cavalry if charge_forbidden => format!(
                        "cavalry as infantry, within range 2: no charge against a {} (source L38, L40)",
                        if self.cover(target) == Cover::Fort {
                            "fort"
                        } else {
                            "pass"
                        }
                    ),
                    UnitKind::Cavalry => "cavalry as infantry, within range 2 (source L38)".into(),
                    kind => format!("within range {} (source L46)", kind.range()),
                };
            }
            rows.push(row);
        }
    }

    fn defence_value(&self, unit: &Unit, as_target: bool) -> u32 {
        let cover =
            if as_target || self.options.terrain_bonus_scope == TerrainBonusScope::EveryDefender {
                self.cover(unit.at)
            } else {
                Cover::Plain
            };
        unit.kind.defence(cover)
    }

    fn cover_words(&self, unit: &Unit, counted: u32) -> String {
        let cover = self.cover(unit.at);
        let source = match unit.kind {
            UnitKind::Infantry => "L36",
            UnitKind::Cavalry => "L38",
            UnitKind::Artillery | UnitKind::HorseArtillery => "L44",
            UnitKind::Relay | UnitKind::SwiftRelay => "L66",
        };
        let place = match cover {
            Cover::Plain => "plain",
            Cover::Pass => "on a pass",
            Cover::Fort => "in a fort",
        };
        format!("{} {counted}, {place} (source {source})", unit.kind)
    }

    fn defence_rows(&self, target: Square, defender: &Unit, rows: &mut Vec<ContributionRow>) {
        let side = defender.side;
        let mut own = ContributionRow {
            at: target,
            kind: defender.kind,
            side,
            role: Role::Defence,
            line: Line::Target,
            distance: 0,
            counts: 0,
            why: String::new(),
        };
        if self.linked(defender) {
            own.counts = self.defence_value(defender, true);
            own.why = format!("the target: {}", self.cover_words(defender, own.counts));
        } else if defender.kind.is_relay() && self.options.cut_off_relay == CutOffRelay::Defends {
            own.counts = defender.kind.defence(Cover::Plain); // source L66
            own.why = "the target: a relay not linked keeps its 1 (cut_off_relay = defends)".into();
        } else {
            own.why = "the target is cut off: defence 0 (source L70, L144)".into();
        }
        rows.push(own);
        for (unit, direction, distance) in self.on_line(target, side) {
            let mut row = ContributionRow {
                at: unit.at,
                kind: unit.kind,
                side,
                role: Role::Defence,
                line: direction.kind().into(),
                distance,
                counts: 0,
                why: String::new(),
            };
            let range = if unit.kind.is_relay() {
                match self.options.relay_support_range {
                    RelaySupportRange::Two => unit.kind.range(), // source L66
                    RelaySupportRange::Zero => 0,
                }
            } else {
                unit.kind.range()
            };
            if !self.linked(unit) {
                row.why = if unit.kind.is_relay() {
                    "a relay not linked gives no support (source L66)".into()
                } else {
                    "cut off: gives no support (source L70)".into()
                };
            } else if distance > range {
                row.why = if range == 0 {
                    "a relay supports only itself (relay_support_range = 0)".into()
                } else {
                    format!("out of range {range} (source L46, L66)")
                };
            } else if let Some(blocked) = self.line_blocked(target, direction, distance, side) {
                row.why = blocked.into();
            } else {
                row.counts = self.defence_value(unit, false);
                row.why = format!(
                    "within range {range}: {}",
                    self.cover_words(unit, row.counts)
                );
            }
            rows.push(row);
        }
    }

    /// The attack total `side` would bring against an enemy unit standing on `square` (rules
    /// reference §5, "Attack total"; source L50, L52): its linked fighting units not dislodged
    /// on an open line within range, and its cavalry in a charging column where the square
    /// allows a charge. The square may be empty: the total is what a unit moving there would
    /// face.
    pub fn attack_total(&self, square: Square, side: GridSide) -> u32 {
        let mut rows = Vec::new();
        self.attack_rows(square, side, None, &mut rows);
        rows.iter().map(|r| r.counts).sum()
    }

    /// The totals each side could bring to bear on a square by fire, without charges: for the
    /// hover "attack/defence maps". Attack counts linked, undislodged fighting units on open
    /// lines within range; defence counts linked units within range and a unit on the square.
    pub fn square_strengths(&self, square: Square) -> PerSide<(u32, u32)> {
        let mut strengths = PerSide::default();
        for side in GridSide::ALL {
            let mut attack = 0;
            let mut defence = 0;
            for (unit, direction, distance) in self.on_line(square, side) {
                if !self.linked(unit)
                    || self
                        .line_blocked(square, direction, distance, side)
                        .is_some()
                {
                    continue;
                }
                if unit.kind.is_fighting()
                    && !self.dislodged.contains(&unit.id)
                    && distance <= unit.kind.range()
                {
                    attack += unit.kind.attack();
                }
                let support_range = if unit.kind.is_relay()
                    && self.options.relay_support_range == RelaySupportRange::Zero
                {
                    0
                } else {
                    unit.kind.range()
                };
                if distance <= support_range {
                    defence += self.defence_value(unit, false);
                }
            }
            if let Some(unit) = self.position.unit_at(square)
                && unit.side == side
                && self.linked(unit)
            {
                defence += self.defence_value(unit, true);
            }
            *strengths.get_mut(side) = (attack, defence);
        }
        strengths
    }
}
