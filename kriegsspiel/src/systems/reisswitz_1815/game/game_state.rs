//! Everything a game knows that commands change: rules, clock, dice, the order of battle and
//! each unit's state.

use super::battlefield::Battlefield;
use super::declared_attack::{DeclaredAttack, DeclinedAttack};
use super::game_error::GameError;
use super::markers::Markers;
use super::movement_record::MovementRecord;
use super::placement::Placement;
use super::refusal::Refusal;
use super::unit_state::UnitState;
use super::works_state::WorksState;
use crate::clock::{GameClock, TimeOfDay};
use crate::map::MAX_MAP_COORDINATE;
use crate::systems::reisswitz_1815::army::{
    Footprint, FormationCatalogue, HALF_BATTALIONS_PER_BATTALION, InfantryKind, OrderOfBattle,
    Unit, UnitBlocks, UnitId, UnitKind,
};
use crate::systems::reisswitz_1815::calc::ammunition::AmmunitionLedger;
use crate::systems::reisswitz_1815::calc::skirmish_complement::{SkirmishingUnit, most_blocks};
use crate::systems::reisswitz_1815::calc::turn_length::MINUTES_PER_TURN;
use crate::systems::reisswitz_1815::casualty_board::CasualtyBoard;
use crate::systems::reisswitz_1815::dice::DiceBox;
use crate::systems::reisswitz_1815::ruleset::{Ruleset, VisibilityConditions};
use crate::systems::reisswitz_1815::staff::{SightingsState, StaffState};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The state of a game: what [`super::Game::apply`] changes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "GameStateFile")]
pub struct GameState {
    ruleset: Arc<Ruleset>,
    formations: Arc<FormationCatalogue>,
    clock: GameClock,
    dice: DiceBox,
    order_of_battle: Arc<OrderOfBattle>,
    /// Each unit's state, shared with the state before the last command until changed.
    units: BTreeMap<UnitId, Arc<UnitState>>,
    casualty_board: Arc<CasualtyBoard>,
    /// The staff exercise; left out of a save while empty, so older saves stay as they were.
    #[serde(default, skip_serializing_if = "StaffState::is_empty")]
    staff: StaffState,
    /// Day, night or weather (reference §12.2); left out of a save by day.
    #[serde(default, skip_serializing_if = "VisibilityConditions::is_day")]
    visibility: VisibilityConditions,
    /// The umpire's side of the sightings; left out of a save while empty.
    #[serde(default, skip_serializing_if = "SightingsState::is_empty")]
    sightings: SightingsState,
    /// Attacks declared and awaiting the defender's answer, by defender (reference §12.11);
    /// left out of a save while none waits.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    declared_attacks: BTreeMap<UnitId, DeclaredAttack>,
    /// Attacks the defender declined, by defender (reference §12.11; draft L786–790); left out
    /// of a save while none stands.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    declined_attacks: BTreeMap<UnitId, DeclinedAttack>,
    /// Works under way (reference §12.3, §12.7); left out of a save while none was started.
    #[serde(default, skip_serializing_if = "WorksState::is_empty")]
    works: WorksState,
}

/// A game state as read: games saved before the casualty board joined the state have none,
/// and start with a fresh board under their own rules.
#[derive(Deserialize)]
struct GameStateFile {
    ruleset: Ruleset,
    formations: FormationCatalogue,
    clock: GameClock,
    dice: DiceBox,
    order_of_battle: OrderOfBattle,
    units: BTreeMap<UnitId, UnitState>,
    #[serde(default)]
    casualty_board: Option<CasualtyBoard>,
    /// Games saved before the staff exercise joined the state have none.
    #[serde(default)]
    staff: StaffState,
    /// Games saved before the visibility setting joined the state are by day.
    #[serde(default)]
    visibility: VisibilityConditions,
    /// Games saved before sightings were made on the clock have none.
    #[serde(default)]
    sightings: SightingsState,
    /// Games saved before charges were declared have none waiting.
    #[serde(default)]
    declared_attacks: BTreeMap<UnitId, DeclaredAttack>,
    /// Games saved before declined attacks were kept have none.
    #[serde(default)]
    declined_attacks: BTreeMap<UnitId, DeclinedAttack>,
    /// Games saved before works joined the state have none.
    #[serde(default)]
    works: WorksState,
}

impl TryFrom<GameStateFile> for GameState {
    type Error = GameError;
    fn try_from(file: GameStateFile) -> Result<Self, GameError> {
        file.check()?;
        let casualty_board = match file.casualty_board {
            Some(board) => board,
            None => CasualtyBoard::new(&file.ruleset)?,
        };
        Ok(GameState {
            ruleset: Arc::new(file.ruleset),
            formations: Arc::new(file.formations),
            clock: file.clock,
            dice: file.dice,
            order_of_battle: Arc::new(file.order_of_battle),
            units: file
                .units
                .into_iter()
                .map(|(id, state)| (id, Arc::new(state)))
                .collect(),
            casualty_board: Arc::new(casualty_board),
            staff: file.staff,
            visibility: file.visibility,
            sightings: file.sightings,
            declared_attacks: file.declared_attacks,
            declined_attacks: file.declined_attacks,
            works: file.works,
        })
    }
}

impl GameStateFile {
    /// Checks what serde cannot (issue 13, defect 11): the rules' own ranges, one state for
    /// every unit of the order of battle and no other, and each placed unit on the map frame
    /// in a formation of the catalogue.
    fn check(&self) -> Result<(), GameError> {
        self.ruleset.validate()?;
        let listed: Vec<&UnitId> = self.order_of_battle.units().map(|u| &u.id).collect();
        let held: Vec<&UnitId> = self.units.keys().collect();
        let mut sorted = listed.clone();
        sorted.sort();
        if sorted != held {
            let stray = held
                .iter()
                .find(|id| !listed.contains(id))
                .or_else(|| sorted.iter().find(|id| !held.contains(id)));
            return Err(GameError::SaveFile {
                path: "(game state)".into(),
                message: format!(
                    "the units' states do not match the order of battle{}",
                    stray.map(|id| format!(" ('{id}')")).unwrap_or_default()
                ),
            });
        }
        for (id, state) in &self.units {
            let Some(placement) = &state.placement else {
                continue;
            };
            let a = placement.anchor;
            if !(a.x.is_finite()
                && a.y.is_finite()
                && a.x.abs() <= MAX_MAP_COORDINATE
                && a.y.abs() <= MAX_MAP_COORDINATE)
            {
                return Err(GameError::SaveFile {
                    path: "(game state)".into(),
                    message: format!(
                        "unit '{id}' stands at ({}, {}), outside the map frame of \
                         {MAX_MAP_COORDINATE} paces",
                        a.x, a.y
                    ),
                });
            }
            self.formations.formation(&placement.formation)?;
        }
        Ok(())
    }
}

impl GameState {
    /// A game at turn 0 at `start`, every unit of the order of battle off the map at its full
    /// strength, the dice box seeded with `seed`, and the compiled-in formation catalogue.
    pub fn new(
        ruleset: Ruleset,
        order_of_battle: OrderOfBattle,
        seed: u64,
        start: TimeOfDay,
    ) -> Result<Self, GameError> {
        let formations = FormationCatalogue::reisswitz_1815(&ruleset)?;
        ruleset.validate()?;
        let casualty_board = CasualtyBoard::new(&ruleset)?;
        let units = order_of_battle
            .units()
            .map(|u| {
                (
                    u.id.clone(),
                    Arc::new(UnitState {
                        strength: u.strength,
                        condition: u.condition,
                        placement: None,
                        markers: Markers::default(),
                        movement: MovementRecord::default(),
                        reforming_until: None,
                        exchanges: 0,
                        ammunition: AmmunitionLedger::default(),
                        capture: Default::default(),
                    }),
                )
            })
            .collect();
        Ok(Self {
            ruleset: Arc::new(ruleset),
            formations: Arc::new(formations),
            clock: GameClock::new(start, MINUTES_PER_TURN)?,
            dice: DiceBox::new(seed),
            order_of_battle: Arc::new(order_of_battle),
            units,
            casualty_board: Arc::new(casualty_board),
            staff: StaffState::default(),
            visibility: VisibilityConditions::Day,
            sightings: SightingsState::default(),
            declared_attacks: BTreeMap::new(),
            declined_attacks: BTreeMap::new(),
            works: WorksState::default(),
        })
    }

    /// The staff exercise: scenario, commanders and messages.
    pub fn staff(&self) -> &StaffState {
        &self.staff
    }

    pub(super) fn staff_mut(&mut self) -> &mut StaffState {
        &mut self.staff
    }

    /// Attacks declared and awaiting an answer, by defender (reference §12.11).
    pub fn declared_attacks(&self) -> &BTreeMap<UnitId, DeclaredAttack> {
        &self.declared_attacks
    }

    pub(super) fn declared_attacks_mut(&mut self) -> &mut BTreeMap<UnitId, DeclaredAttack> {
        &mut self.declared_attacks
    }

    /// Attacks the defender declined, by defender (reference §12.11; draft L786–790).
    pub fn declined_attacks(&self) -> &BTreeMap<UnitId, DeclinedAttack> {
        &self.declined_attacks
    }

    pub(super) fn declined_attacks_mut(&mut self) -> &mut BTreeMap<UnitId, DeclinedAttack> {
        &mut self.declined_attacks
    }

    /// Day, night or weather, as the umpire has set it (reference §12.2).
    pub fn visibility(&self) -> &VisibilityConditions {
        &self.visibility
    }

    pub(super) fn visibility_mut(&mut self) -> &mut VisibilityConditions {
        &mut self.visibility
    }

    /// The umpire's side of the sightings: last turn's pairs, the enemy unit behind each entry
    /// of a report in transit, each side's picture of the enemy.
    pub fn sightings_state(&self) -> &SightingsState {
        &self.sightings
    }

    pub(super) fn sightings_state_mut(&mut self) -> &mut SightingsState {
        &mut self.sightings
    }

    /// The works under way (reference §12.3, §12.7).
    pub fn works(&self) -> &WorksState {
        &self.works
    }

    pub(super) fn works_mut(&mut self) -> &mut WorksState {
        &mut self.works
    }

    /// Both sides' casualty pins, the record sheet as played (Section 4 — Casualties).
    pub fn casualty_board(&self) -> &CasualtyBoard {
        &self.casualty_board
    }

    pub(super) fn casualty_board_mut(&mut self) -> &mut CasualtyBoard {
        Arc::make_mut(&mut self.casualty_board)
    }

    /// The rules in force (tables, chosen readings, house rules).
    pub fn ruleset(&self) -> &Ruleset {
        &self.ruleset
    }

    /// The rules in force, shared: for a command that reads them while it changes a unit.
    pub(super) fn shared_ruleset(&self) -> Arc<Ruleset> {
        Arc::clone(&self.ruleset)
    }

    /// The formation catalogue.
    pub fn formations(&self) -> &FormationCatalogue {
        &self.formations
    }

    /// The clock.
    pub fn clock(&self) -> &GameClock {
        &self.clock
    }

    /// The dice box with its log of every throw.
    pub fn dice(&self) -> &DiceBox {
        &self.dice
    }

    /// The order of battle.
    pub fn order_of_battle(&self) -> &OrderOfBattle {
        &self.order_of_battle
    }

    /// Every unit's state, in id order.
    pub fn unit_states(&self) -> impl Iterator<Item = (&UnitId, &UnitState)> {
        self.units.iter().map(|(id, state)| (id, &**state))
    }

    /// A unit's order-of-battle entry and state.
    pub fn unit(&self, id: &UnitId) -> Result<(&Unit, &UnitState), GameError> {
        match (self.order_of_battle.unit(id), self.units.get(id)) {
            (Some(unit), Some(state)) => Ok((unit, &**state)),
            _ => Err(GameError::UnknownUnit(id.clone())),
        }
    }

    /// A unit's state and its placement, refusing a unit off the map.
    pub(super) fn placed(&self, id: &UnitId) -> Result<(&Unit, &UnitState, &Placement), GameError> {
        let (unit, state) = self.unit(id)?;
        let placement = state
            .placement
            .as_ref()
            .ok_or_else(|| GameError::NotOnMap(id.clone()))?;
        Ok((unit, state, placement))
    }

    pub(super) fn state_mut(&mut self, id: &UnitId) -> Result<&mut UnitState, GameError> {
        self.units
            .get_mut(id)
            .map(Arc::make_mut)
            .ok_or_else(|| GameError::UnknownUnit(id.clone()))
    }

    pub(super) fn ruleset_mut(&mut self) -> &mut Ruleset {
        Arc::make_mut(&mut self.ruleset)
    }

    pub(super) fn clock_mut(&mut self) -> &mut GameClock {
        &mut self.clock
    }

    pub(super) fn dice_mut(&mut self) -> &mut DiceBox {
        &mut self.dice
    }

    pub(super) fn rules_and_dice(&mut self) -> (&Ruleset, &mut DiceBox) {
        (&self.ruleset, &mut self.dice)
    }

    /// The present turn.
    pub fn turn(&self) -> u32 {
        self.clock.turn()
    }

    /// The footprint a unit would have with `placement`.
    pub fn footprint_with(
        &self,
        unit: &Unit,
        placement: &Placement,
    ) -> Result<Footprint, GameError> {
        let spec = self.formations.formation(&placement.formation)?;
        let exchanges = self.units.get(&unit.id).map_or(0, |s| s.exchanges);
        let blocks = UnitBlocks::of(&unit.kind, &self.ruleset.blocks)?.after_exchanges(
            &unit.kind,
            exchanges,
            &self.ruleset.blocks,
        )?;
        let frontage = self
            .ruleset
            .blocks
            .frontage(&self.formations.skirmish.frontage)?
            .paces;
        Ok(Footprint::compute(
            &placement.formation,
            spec,
            &blocks,
            placement.anchor,
            placement.bearing,
            placement.skirmishers.as_ref().map(|s| (s, frontage)),
        ))
    }

    /// A unit's footprint on the map; `None` while it is off the map.
    pub fn footprint(&self, id: &UnitId) -> Result<Option<Footprint>, GameError> {
        let (unit, state) = self.unit(id)?;
        match &state.placement {
            Some(p) => self.footprint_with(unit, p).map(Some),
            None => Ok(None),
        }
    }

    /// The skirmish blocks a battalion may put out under the option `skirmish_complement`: by
    /// default a line battalion its light company, a light battalion half of it, Rifles all of
    /// each half battalion (Section 3 — Rules for Skirmish Firepower, L738–742); under
    /// `exchange_pieces` a line battalion up to four (L295). `None` for every other unit.
    pub fn skirmish_blocks_allowed(&self, unit: &Unit) -> Result<Option<u32>, GameError> {
        let UnitKind::Battalion { infantry, .. } = unit.kind else {
            return Ok(None);
        };
        let most = |u| most_blocks(&self.ruleset, u);
        Ok(Some(match infantry {
            InfantryKind::Line => most(SkirmishingUnit::LineBattalion)?,
            InfantryKind::Light => most(SkirmishingUnit::LightBattalion)?,
            InfantryKind::Rifles => most(SkirmishingUnit::RifleHalfBattalion)?
                .saturating_mul(HALF_BATTALIONS_PER_BATTALION as u32),
        }))
    }

    /// What the rules say against `footprint` standing on the map for unit `id`: a block off
    /// the map, or on another unit's block (the first such unit in id order).
    pub(super) fn ground_refusals(
        &self,
        field: &Battlefield,
        id: &UnitId,
        footprint: &Footprint,
    ) -> Result<Vec<Refusal>, GameError> {
        let mut refusals = Vec::new();
        if let Some(point) = footprint.corners().find(|c| !field.contains(*c)) {
            refusals.push(Refusal::OffMap { point });
        }
        for (other, state) in &self.units {
            if other == id {
                continue;
            }
            let (Some(unit), Some(placement)) =
                (self.order_of_battle.unit(other), state.placement.as_ref())
            else {
                continue;
            };
            if self.footprint_with(unit, placement)?.overlaps(footprint) {
                refusals.push(Refusal::Overlap {
                    other: other.clone(),
                });
                break;
            }
        }
        Ok(refusals)
    }
}
