//! The commands that change a game: the only way its state changes.

use super::fire_order_setup::FireOrderSetup;
use super::marker::{Marker, MarkerKind};
use crate::map::TerrainLayer;
use crate::systems::reisswitz_1815::army::{Bearing, Condition, Gait, Side, UnitId};
use crate::systems::reisswitz_1815::calc::MeleeParty;
use crate::systems::reisswitz_1815::calc::charge_answer::{AttackAnswer, HorseGunsChoice};
use crate::systems::reisswitz_1815::calc::works::Work;
use crate::systems::reisswitz_1815::dice::{DieId, DieKind, DieReading};
use crate::systems::reisswitz_1815::ruleset::{
    CombatSide, Formation, HouseRule, VisibilityConditions,
};
use crate::systems::reisswitz_1815::staff::{
    CommanderId, Duty, MessageId, MessageKind, Party, Post, SeparateReport,
};
use crate::terrain::Ground;
use geo::Coord;
use serde::{Deserialize, Serialize};

/// A change the umpire asks of the game. [`super::Game::apply`] applies it whole or not at all.
///
/// Commands the rules may refuse carry `override_reason`: with a reason the umpire applies the
/// command anyway and the journal records what was overridden and why.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// Puts a unit of the order of battle on the map.
    PlaceUnit {
        /// The unit.
        unit: UnitId,
        /// The middle of its front edge.
        anchor: Coord<f64>,
        /// The way it faces.
        bearing: Bearing,
        /// Its formation id.
        formation: String,
        /// The umpire's reason for overriding a refusal.
        #[serde(default)]
        override_reason: Option<String>,
    },
    /// Takes a unit off the map (it stays in the order of battle).
    RemoveUnit {
        /// The unit.
        unit: UnitId,
    },
    /// Moves a unit along a path at a gait.
    MoveUnit {
        /// The unit.
        unit: UnitId,
        /// The points its anchor passes through after its present place, in order.
        path: Vec<Coord<f64>>,
        /// The gait, which with the unit's class picks the chart row.
        gait: Gait,
        /// The way it faces at the end; by default the direction of the last leg.
        #[serde(default)]
        facing: Option<Bearing>,
        /// The umpire's reason for overriding a refusal.
        #[serde(default)]
        override_reason: Option<String>,
    },
    /// Changes a unit's formation where it stands.
    ChangeFormation {
        /// The unit.
        unit: UnitId,
        /// The new formation id.
        formation: String,
        /// The umpire's reason for overriding a refusal.
        #[serde(default)]
        override_reason: Option<String>,
    },
    /// Wheels a unit where it stands to face a new bearing.
    Rotate {
        /// The unit.
        unit: UnitId,
        /// The new bearing.
        bearing: Bearing,
        /// The umpire's reason for overriding a refusal.
        #[serde(default)]
        override_reason: Option<String>,
    },
    /// Puts skirmishers out ahead of a battalion.
    DeploySkirmishers {
        /// The unit.
        unit: UnitId,
        /// Skirmish blocks.
        blocks: u32,
        /// Paces ahead of the front.
        distance: f64,
        /// The umpire's reason for overriding a refusal.
        #[serde(default)]
        override_reason: Option<String>,
    },
    /// Calls a battalion's skirmishers in.
    RecallSkirmishers {
        /// The unit.
        unit: UnitId,
        /// The umpire's reason for overriding a refusal.
        #[serde(default)]
        override_reason: Option<String>,
    },
    /// Sets a marker on a unit.
    SetMarker {
        /// The unit.
        unit: UnitId,
        /// The marker.
        marker: Marker,
    },
    /// Takes a marker off a unit.
    ClearMarker {
        /// The unit.
        unit: UnitId,
        /// Which marker.
        kind: MarkerKind,
    },
    /// Starts a concealed march: the column goes to the umpire's side board, a numbered
    /// marker shows its head.
    Conceal {
        /// The unit.
        unit: UnitId,
        /// The number on the head marker.
        head_marker: u32,
    },
    /// Ends a concealed march: the blocks go back on the map.
    Reveal {
        /// The unit.
        unit: UnitId,
    },
    /// Sets a unit's strength (after losses, or to correct it); negative figures are refused.
    SetStrength {
        /// The unit.
        unit: UnitId,
        /// Men or riders.
        men: i64,
        /// Guns.
        guns: i64,
    },
    /// Marks a unit fresh or tired: the umpire's decision, the draft having no rule for when
    /// troops tire (reference §12.6).
    SetCondition {
        /// The unit.
        unit: UnitId,
        /// Fresh or tired.
        condition: Condition,
        /// Why (a long march, hours of fighting); saves from before it was asked have none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// Advances the clock by whole turns.
    AdvanceClock {
        /// Turns, 1 to [`super::MAX_ADVANCE_TURNS`].
        turns: u32,
    },
    /// Takes several moves together ("take several moves together", draft L51, L116): advances
    /// one turn at a time, at most `max_turns`, and stops after the first turn in which
    /// something happens — a new sighting, a message delivered, anything falling due, or enemy
    /// units come within fire range (reference §2) or into contact
    /// ([`super::CONTACT_PACES`]) by this turn's moves.
    AdvanceUntil {
        /// The most turns, 1 to [`super::MAX_ADVANCE_TURNS`].
        max_turns: u32,
    },
    /// Sets the light and weather: day, or night or weather with the umpire's sight distance
    /// (Section 4 — "Attacks by Night", L1514–1518; reference §12.2).
    SetVisibility {
        /// The conditions from now on.
        conditions: VisibilityConditions,
    },
    /// Chooses a reading of one of the draft's contradictions.
    SetOption {
        /// The option id.
        id: String,
        /// The reading id.
        reading: String,
    },
    /// Changes one table entry (a house rule).
    HouseRule {
        /// The change.
        rule: HouseRule,
    },
    /// Throws a Reisswitz die from the game's dice box.
    ThrowDie {
        /// Which die.
        die: DieId,
        /// By the circle (blanks thrown again) or by the face.
        reading: DieReading,
        /// What the throw decides.
        purpose: String,
    },
    /// Records loss points on a unit: its side's pin moves on the track of `formation` (by
    /// default the unit's own), a d6 decides a remainder of whole men, the men come off its
    /// strength, and a completed track makes its exchange on the unit (Section 4 — Casualties).
    RecordLosses {
        /// The unit hit.
        unit: UnitId,
        /// The track, when not the unit's own (skirmishers out, say).
        #[serde(default)]
        formation: Option<Formation>,
        /// Loss points.
        points: f64,
        /// What caused them ("fire of battery 3 at 600 paces").
        purpose: String,
    },
    /// Puts a side's pin on a track by hand (a correction, with the umpire's reason).
    CorrectPin {
        /// Whose pin.
        side: Side,
        /// Which track.
        formation: Formation,
        /// The new place on the current track (men, or points for artillery).
        position: f64,
        /// Why.
        reason: String,
    },
    /// Resolves a fire whole: the turn of fire off the firer's ammunition, the dice thrown, the
    /// table read and the target's losses recorded (one journal entry, one undo).
    ResolveFire(FireOrderSetup),
    /// Decides a melee between two groups of units in contact and applies the result.
    ResolveMelee {
        /// The attacking units.
        attackers: Vec<UnitId>,
        /// The defending units.
        defenders: Vec<UnitId>,
        /// The die the odds worksheet chose.
        die: DieId,
        /// The side it favours ("A" on the faces).
        favoured: CombatSide,
        /// The attacking party as the table reads it.
        attacker: MeleeParty,
        /// The defending party.
        defender: MeleeParty,
        /// A bayonet attack in woods.
        #[serde(default)]
        in_woods: bool,
        /// A physical die's face; none throws from the game's dice.
        #[serde(default)]
        face: Option<i64>,
        /// The umpire's reason for overriding a refusal.
        #[serde(default)]
        override_reason: Option<String>,
    },
    /// Puts the map's terrain as it is now in place of the game's copy, from this point of the
    /// journal on (the umpire has corrected or added to the terrain during the game).
    UpdateTerrain {
        /// The terrain layer.
        terrain: TerrainLayer,
    },
    /// Records the face of a physical die thrown at the table.
    RecordThrow {
        /// Which die.
        die: DieKind,
        /// The face, 1 to 6.
        face: i64,
        /// What the throw decides.
        purpose: String,
    },
    /// Sets the General Idea, the scenario both sides receive together (source text L55–L57).
    SetGeneralIdea {
        /// The text.
        text: String,
    },
    /// Sets a side's Separate Report (source text L57–L67, L84).
    SetSeparateReport {
        /// Whose report.
        side: Side,
        /// The report.
        report: SeparateReport,
    },
    /// Adds a player to a side as a commander.
    AddCommander {
        /// His id.
        commander: CommanderId,
        /// His side.
        side: Side,
        /// His name.
        name: String,
        /// What he commands.
        duty: Duty,
        /// Where he is posted, if yet.
        #[serde(default)]
        post: Option<Post>,
    },
    /// Posts a commander with a unit (on the map) or at a place.
    PostCommander {
        /// The commander.
        commander: CommanderId,
        /// Where.
        post: Post,
    },
    /// Takes a commander out of the game (refused while messages to or from him are on their
    /// way).
    RemoveCommander {
        /// The commander.
        commander: CommanderId,
    },
    /// Sends an order or a report through the umpire to someone of the same side; it is in hand
    /// at the turn the messenger rule gives (Section 2 — Messengers; source text L116).
    SendMessage {
        /// An order or a report.
        kind: MessageKind,
        /// The sender.
        from: Party,
        /// The addressee (same side).
        to: Party,
        /// What it says.
        text: String,
        /// The route as drawn; empty for a straight line from the sender to the addressee.
        #[serde(default)]
        route: Vec<Coord<f64>>,
        /// Minutes the sender took to read his last report and decide (source text L116).
        #[serde(default)]
        reaction_minutes: f64,
        /// The ground the umpire rules for stretches the chart gives officers no figure for
        /// (a village off its roads, a ford, a slope over 35°).
        #[serde(default)]
        umpire_ground: Option<Ground>,
    },
    /// Marks a message in transit as taken by an enemy unit: it is never delivered, and the
    /// captor's side holds it as a captured dispatch.
    InterceptMessage {
        /// The message.
        message: MessageId,
        /// The enemy unit that took it.
        by: UnitId,
        /// Why (the umpire's reason).
        reason: String,
        /// Why the umpire lets a unit beyond reach of the messenger's road take him (games of
        /// ruleset version 2 on check the reach; see `game/apply_interception.rs`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        override_reason: Option<String>,
    },
    /// The umpire reads a unit's report before it rides and amends its words (draft L116: the
    /// umpire words what a patrol saw). Only a report from a unit, still on its way.
    AmendReport {
        /// The report.
        message: MessageId,
        /// Its words from now on.
        text: String,
    },
    /// A commander rides to a spot to give orders himself, at a messenger's speed (source text
    /// L118).
    RideInPerson {
        /// The commander.
        commander: CommanderId,
        /// The route; its end is where he goes. Empty for a straight line to `to`.
        #[serde(default)]
        route: Vec<Coord<f64>>,
        /// Where he goes (used when `route` is empty).
        #[serde(default)]
        to: Option<Coord<f64>>,
        /// Minutes he takes to decide before setting out.
        #[serde(default)]
        reaction_minutes: f64,
        /// The ground the umpire rules for stretches the chart gives no figure for.
        #[serde(default)]
        umpire_ground: Option<Ground>,
    },
    /// Counts a turn of fire against a unit's ammunition (reference §12.1): refused when it is
    /// out of ammunition or refilling. A second fire in the same turn costs nothing more.
    FireTurn {
        /// The firing unit.
        unit: UnitId,
        /// The umpire's reason for overriding a refusal.
        #[serde(default)]
        override_reason: Option<String>,
    },
    /// Starts a unit's refill (infantry, 5 turns) or resupply from its wagon (a battery, option
    /// `battery_resupply_time`); it cannot fire until the clock reaches the turn it is done.
    Resupply {
        /// The unit.
        unit: UnitId,
    },
    /// Announces an attack (reference §12.11; draft L786–788): the attacker has moved up and
    /// says which unit it attacks; the defender's answer is awaited.
    DeclareAttack {
        /// The attacking unit.
        attacker: UnitId,
        /// The unit attacked.
        target: UnitId,
    },
    /// The defender's answer to a declared attack (reference §12.11; draft L788–790, L901–908,
    /// L945–947, L1214): its consequences are worked out and journaled; the die is thrown
    /// afterwards only if the attack was accepted.
    AnswerAttack {
        /// The unit attacked.
        defender: UnitId,
        /// Stand, counter-charge or retire (a battery: stand keeps the guns, retire withdraws).
        answer: AttackAnswer,
        /// What horse artillery with the attacked cavalry does, if it has any.
        #[serde(default)]
        horse_guns: Option<HorseGunsChoice>,
    },
    /// Records the umpire's decision where the draft gives no figure ("umpire's decision" in
    /// reference §12), so the journal says what was decided and why.
    RecordDecision {
        /// What it decides.
        topic: String,
        /// The decision and its reason.
        decision: String,
        /// The unit it concerns, if any.
        #[serde(default)]
        unit: Option<UnitId>,
    },
    /// Moves men of a beaten unit into a prisoners' column escorted by the enemy unit that took
    /// them (reference §12.8): refused when the escort is under one tenth of the prisoners
    /// (L1512), unless overridden.
    TakePrisoners {
        /// The beaten unit.
        unit: UnitId,
        /// The enemy unit taking them, which escorts the column.
        captors: UnitId,
        /// Men taken prisoner.
        men: u32,
        /// Men of the captors escorting them.
        escort: u32,
        /// The umpire's reason for overriding a refusal.
        #[serde(default)]
        override_reason: Option<String>,
    },
    /// Frees a prisoners' column that met the enemy, on the umpire's recorded decision (L1512):
    /// the men go back to the unit they were taken from.
    LiberatePrisoners {
        /// The unit escorting the column.
        captors: UnitId,
        /// The column's place among the unit's columns, from 0.
        column: u32,
        /// The umpire's decision and its reason.
        decision: String,
    },
    /// The encirclement test (L1500–1506): with the encirclers three times as strong and no
    /// help near, Die III is thrown from the game's dice box; under three times, no throw.
    ThrowEncirclement {
        /// The encircled units.
        corps: Vec<UnitId>,
        /// The encircling units.
        encirclers: Vec<UnitId>,
        /// Whether help can come quickly from outside.
        #[serde(default)]
        help_near: bool,
    },
    /// A battery taken by the enemy (reference §12.12): held four moves it is out for the game
    /// (L1216), which the clock applies.
    CaptureBattery {
        /// The battery.
        battery: UnitId,
        /// The enemy unit holding it.
        captors: UnitId,
    },
    /// A captured battery retaken before four moves: out of action 30 moves (L1216), back in
    /// action when the clock reaches that turn.
    RetakeBattery {
        /// The battery.
        battery: UnitId,
    },
    /// Starts a work that takes time (a bridge built, taken up, destroyed or repaired,
    /// obstacles, a position strengthened; reference §12.3, §12.7). Its end comes from the
    /// calculators, or from the umpire's duration with a reason where the draft gives a range
    /// or no time; the clock reports it finished.
    StartWork {
        /// The work and its circumstances.
        work: Work,
        /// The unit doing it, if any.
        #[serde(default)]
        unit: Option<UnitId>,
        /// Where, if the umpire names a place.
        #[serde(default)]
        place: Option<Coord<f64>>,
        /// The umpire's duration in turns, where the draft gives a range, "at least" or nothing.
        #[serde(default)]
        umpire_turns: Option<u32>,
        /// The umpire's reason for his duration.
        #[serde(default)]
        reason: Option<String>,
    },
    /// Abandons a work under way, with the umpire's reason.
    AbandonWork {
        /// The work's number.
        work: u32,
        /// Why.
        reason: String,
    },
}

impl Command {
    /// The command's name (its `command` tag).
    pub fn name(&self) -> &'static str {
        match self {
            Command::PlaceUnit { .. } => "place_unit",
            Command::RemoveUnit { .. } => "remove_unit",
            Command::MoveUnit { .. } => "move_unit",
            Command::ChangeFormation { .. } => "change_formation",
            Command::Rotate { .. } => "rotate",
            Command::DeploySkirmishers { .. } => "deploy_skirmishers",
            Command::RecallSkirmishers { .. } => "recall_skirmishers",
            Command::SetMarker { .. } => "set_marker",
            Command::ClearMarker { .. } => "clear_marker",
            Command::Conceal { .. } => "conceal",
            Command::Reveal { .. } => "reveal",
            Command::SetStrength { .. } => "set_strength",
            Command::SetCondition { .. } => "set_condition",
            Command::AdvanceClock { .. } => "advance_clock",
            Command::AdvanceUntil { .. } => "advance_until",
            Command::SetVisibility { .. } => "set_visibility",
            Command::SetOption { .. } => "set_option",
            Command::HouseRule { .. } => "house_rule",
            Command::ThrowDie { .. } => "throw_die",
            Command::RecordThrow { .. } => "record_throw",
            Command::RecordLosses { .. } => "record_losses",
            Command::CorrectPin { .. } => "correct_pin",
            Command::ResolveMelee { .. } => "resolve_melee",
            Command::ResolveFire(_) => "resolve_fire",
            Command::UpdateTerrain { .. } => "update_terrain",
            Command::SetGeneralIdea { .. } => "set_general_idea",
            Command::SetSeparateReport { .. } => "set_separate_report",
            Command::AddCommander { .. } => "add_commander",
            Command::PostCommander { .. } => "post_commander",
            Command::RemoveCommander { .. } => "remove_commander",
            Command::SendMessage { .. } => "send_message",
            Command::InterceptMessage { .. } => "intercept_message",
            Command::AmendReport { .. } => "amend_report",
            Command::RideInPerson { .. } => "ride_in_person",
            Command::FireTurn { .. } => "fire_turn",
            Command::Resupply { .. } => "resupply",
            Command::DeclareAttack { .. } => "declare_attack",
            Command::AnswerAttack { .. } => "answer_attack",
            Command::RecordDecision { .. } => "record_decision",
            Command::TakePrisoners { .. } => "take_prisoners",
            Command::LiberatePrisoners { .. } => "liberate_prisoners",
            Command::ThrowEncirclement { .. } => "throw_encirclement",
            Command::CaptureBattery { .. } => "capture_battery",
            Command::RetakeBattery { .. } => "retake_battery",
            Command::StartWork { .. } => "start_work",
            Command::AbandonWork { .. } => "abandon_work",
        }
    }
}
