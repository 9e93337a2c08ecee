//! What applying a command did: the events the journal records.

use super::fire_order_setup::FireWorking;
use super::marker::MarkerKind;
use super::refusal::Refusal;
use super::sighting_outcome::SightingOutcome;
use super::stop_reason::StopReason;
use crate::clock::TimeOfDay;
use crate::systems::reisswitz_1815::army::{Bearing, Condition, Gait, Side, Strength, UnitId};
use crate::systems::reisswitz_1815::calc::charge_answer::{AttackAnswer, HorseGunsChoice};
use crate::systems::reisswitz_1815::calc::encirclement::{CaptureVerdict, EncirclementThrow};
use crate::systems::reisswitz_1815::calc::tally::Tally;
use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use crate::systems::reisswitz_1815::dice::ThrowEntry;
use crate::systems::reisswitz_1815::ruleset::{
    CombatSide, DefeatLetter, ExchangeKind, Formation, HouseRule, RateLimit, VisibilityConditions,
};
use crate::systems::reisswitz_1815::staff::{CommanderId, MessageId, MessageKind, Party, Post};
use geo::Coord;
use serde::{Deserialize, Serialize};

/// One thing that happened in the game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The umpire applied a command the rules refused.
    Overridden {
        /// The umpire's reason.
        reason: String,
        /// What the rules refused.
        refusals: Vec<Refusal>,
    },
    /// A unit was put on the map.
    UnitPlaced {
        /// The unit.
        unit: UnitId,
        /// Its anchor.
        anchor: Coord<f64>,
        /// Its bearing.
        bearing: Bearing,
        /// Its formation.
        formation: String,
    },
    /// A unit was taken off the map.
    UnitRemoved {
        /// The unit.
        unit: UnitId,
    },
    /// A unit moved.
    UnitMoved {
        /// The unit.
        unit: UnitId,
        /// Where its anchor was.
        from: Coord<f64>,
        /// Where its anchor is.
        to: Coord<f64>,
        /// Its bearing now.
        bearing: Bearing,
        /// The gait.
        gait: Gait,
        /// The chart row used.
        row: String,
        /// Paces along the path.
        length: f64,
        /// Fraction of the turn the move used.
        fraction_used: f64,
        /// Fraction of the turn left for further moves.
        allowance_left: f64,
    },
    /// A rate the chart limits was used this turn.
    LimitedRateUsed {
        /// The unit.
        unit: UnitId,
        /// The chart row.
        row: String,
        /// The turn.
        turn: u32,
        /// Turns at this rate in the window, this one included.
        uses_in_window: u32,
        /// The limit.
        limit: RateLimit,
    },
    /// A unit began a formation change.
    FormationChanged {
        /// The unit.
        unit: UnitId,
        /// The old formation.
        from: String,
        /// The new formation.
        to: String,
        /// Turns it takes.
        turns: u32,
        /// The turn at whose start it is complete.
        ready_at_turn: u32,
    },
    /// A unit began to wheel to a new bearing.
    Wheeled {
        /// The unit.
        unit: UnitId,
        /// The old bearing.
        from: Bearing,
        /// The new bearing.
        to: Bearing,
        /// Turns it takes.
        turns: u32,
        /// The turn at whose start it is complete.
        ready_at_turn: u32,
    },
    /// A formation change or wheel is complete.
    ReformingDone {
        /// The unit.
        unit: UnitId,
    },
    /// Skirmishers went out.
    SkirmishersOut {
        /// The unit.
        unit: UnitId,
        /// Skirmish blocks.
        blocks: u32,
        /// Paces ahead.
        distance: f64,
    },
    /// Skirmishers came in.
    SkirmishersIn {
        /// The unit.
        unit: UnitId,
    },
    /// A marker was set.
    MarkerSet {
        /// The unit.
        unit: UnitId,
        /// Which marker.
        kind: MarkerKind,
        /// What it says, in words.
        detail: String,
    },
    /// A marker was taken off.
    MarkerCleared {
        /// The unit.
        unit: UnitId,
        /// Which marker.
        kind: MarkerKind,
        /// Why, in words.
        reason: String,
    },
    /// A beaten unit may defend again.
    CanDefendAgain {
        /// The unit.
        unit: UnitId,
    },
    /// A concealed march began.
    Concealed {
        /// The unit.
        unit: UnitId,
        /// The head marker's number.
        head_marker: u32,
    },
    /// A concealed march has come into plain view of an enemy unit close by: the umpire is
    /// prompted to reveal it (draft L116; `game/concealed_in_view.rs`).
    ConcealedMarchInView {
        /// The column.
        unit: UnitId,
        /// The nearest enemy unit that would see it.
        seen_by: UnitId,
        /// How far apart, paces.
        paces: f64,
    },
    /// A concealed march ended.
    Revealed {
        /// The unit.
        unit: UnitId,
    },
    /// A unit's strength changed.
    StrengthChanged {
        /// The unit.
        unit: UnitId,
        /// Before.
        from: Strength,
        /// After.
        to: Strength,
    },
    /// A unit's condition changed.
    ConditionChanged {
        /// The unit.
        unit: UnitId,
        /// Before.
        from: Condition,
        /// After.
        to: Condition,
        /// The umpire's reason, where he gave one (reference §12.6).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// The clock moved on.
    ClockAdvanced {
        /// The turn before.
        from_turn: u32,
        /// The turn now.
        to_turn: u32,
        /// The time of day now.
        time: TimeOfDay,
        /// Days after the first.
        day: u32,
    },
    /// A reading of a contradiction was chosen.
    OptionSet {
        /// The option.
        id: String,
        /// The reading before.
        from: String,
        /// The reading now.
        to: String,
    },
    /// A house rule changed a table entry.
    HouseRuleApplied {
        /// The change.
        rule: HouseRule,
    },
    /// Dice were thrown or recorded (every throw of the dice box's log, blanks included).
    DieThrown {
        /// The log entries.
        entries: Vec<ThrowEntry>,
    },
    /// A fire was worked out (its throws and losses are events of their own).
    FireResolved(FireWorking),
    /// Loss points went on a side's casualty pin (Section 4 — Casualties).
    LossesRecorded {
        /// The unit hit.
        unit: UnitId,
        /// Its side.
        side: Side,
        /// The track.
        formation: Formation,
        /// Loss points.
        points: Tally,
        /// Men (riders, guns) they stand for, exactly.
        men: Tally,
        /// Whole men taken off the unit's strength (0 on an artillery track).
        whole_men: u64,
        /// Boxes the pin moved (0 on an artillery track, which counts points).
        boxes: u64,
        /// The pin's place on its track after the throw.
        position: Tally,
        /// The track's length.
        track_length: Tally,
        /// What caused the losses.
        purpose: String,
        /// The working, step by step, with sources.
        working: Vec<String>,
    },
    /// A completed track's exchange was made on a unit.
    ExchangeMade {
        /// The unit.
        unit: UnitId,
        /// The exchange.
        exchange: ExchangeKind,
        /// How many times.
        times: u64,
        /// Main blocks the unit has left.
        blocks_left: u32,
    },
    /// The umpire put a pin by hand.
    PinCorrected {
        /// Whose pin.
        side: Side,
        /// Which track.
        formation: Formation,
        /// Position before.
        from: Tally,
        /// Position after.
        to: Tally,
        /// Why.
        reason: String,
    },
    /// The game's terrain was brought up to date with the map's.
    TerrainUpdated {
        /// Features the game's terrain had.
        features_before: usize,
        /// Features it has now.
        features_after: usize,
    },
    /// A melee throw showed a blank face: throw again.
    MeleeThrowAgain {
        /// The face.
        face: u8,
    },
    /// A melee was decided.
    MeleeDecided {
        /// The attacking units.
        attackers: Vec<UnitId>,
        /// The defending units.
        defenders: Vec<UnitId>,
        /// The deciding face.
        face: u8,
        /// Who won.
        winner: CombatSide,
        /// The letter on the face.
        printed_letter: DefeatLetter,
        /// The letter after the special rules.
        letter: DefeatLetter,
        /// The beaten side's loss points.
        loser_losses: f64,
        /// The winner's loss points.
        winner_losses: f64,
        /// Blocks of the beaten side turned face down.
        blocks_turned: u32,
        /// The beaten side's retreat.
        retreat: String,
        /// The winner's pursuit.
        pursuit: String,
        /// The working, step by step, with sources.
        working: Vec<String>,
    },
    /// The General Idea was set.
    GeneralIdeaSet {
        /// Its length in characters.
        chars: usize,
    },
    /// A side's Separate Report was set.
    SeparateReportSet {
        /// Whose.
        side: Side,
        /// Items of intelligence of the enemy in it.
        enemy_items: usize,
    },
    /// A commander joined a side.
    CommanderAdded {
        /// The commander.
        commander: CommanderId,
        /// His side.
        side: Side,
    },
    /// A commander was posted.
    CommanderPosted {
        /// The commander.
        commander: CommanderId,
        /// Where.
        post: Post,
    },
    /// A commander left the game.
    CommanderRemoved {
        /// The commander.
        commander: CommanderId,
    },
    /// A message left its sender.
    MessageSent {
        /// Its number.
        message: MessageId,
        /// An order or a report.
        kind: MessageKind,
        /// The sender.
        from: Party,
        /// The addressee.
        to: Party,
        /// The route's length in paces.
        paces: f64,
        /// Riding and reaction time in minutes.
        minutes: f64,
        /// The turn at whose start it is in hand.
        arrives_turn: u32,
    },
    /// A message reached its addressee.
    MessageDelivered {
        /// Its number.
        message: MessageId,
        /// The addressee.
        to: Party,
        /// The turn it was in hand.
        turn: u32,
    },
    /// A message was taken by the enemy: the captor's side holds it as a captured dispatch.
    MessageIntercepted {
        /// Its number.
        message: MessageId,
        /// The enemy unit that took it.
        by: UnitId,
        /// The captor's side, which receives it.
        captor_side: Side,
        /// The umpire's reason.
        reason: String,
    },
    /// The umpire amended a unit's report before it rode on.
    ReportAmended {
        /// Its number.
        message: MessageId,
        /// The new words' length in characters.
        chars: usize,
    },
    /// A commander set out to ride to a spot himself.
    CommanderRiding {
        /// The commander.
        commander: CommanderId,
        /// The route's length in paces.
        paces: f64,
        /// The turn at whose start he is there.
        arrives_turn: u32,
    },
    /// A commander riding in person reached his spot.
    CommanderArrived {
        /// The commander.
        commander: CommanderId,
        /// Where he is now posted.
        at: Coord<f64>,
    },
    /// The umpire set the light and weather (reference §12.2).
    VisibilitySet {
        /// Before.
        from: VisibilityConditions,
        /// From now on.
        to: VisibilityConditions,
    },
    /// A unit saw enemy units it had not seen at the last advance of the clock (reference
    /// §12.2). The umpire's record: the observed units' ids never reach the side.
    EnemySighted {
        /// The unit that saw.
        observer: UnitId,
        /// The enemy units newly seen, in id order.
        observed: Vec<UnitId>,
        /// How its side came to know (or not).
        outcome: SightingOutcome,
    },
    /// Several moves taken together stopped (draft, L51, L116).
    AdvancedUntil {
        /// The turn before.
        from_turn: u32,
        /// The turn it stopped at.
        to_turn: u32,
        /// The most turns asked for.
        max_turns: u32,
        /// Why it stopped; empty when it ran all `max_turns` with nothing happening.
        reasons: Vec<StopReason>,
    },
    /// A unit fired for a turn and spent its ammunition (reference §12.1).
    AmmunitionSpent {
        /// The unit.
        unit: UnitId,
        /// Turns of fire it has left.
        turns_left: u32,
        /// Its muskets are hot and foul after continuous fire (how much the rate falls is the
        /// umpire's decision, L537).
        fouled: bool,
    },
    /// A unit began to refill or resupply from its wagon (reference §12.1).
    ResupplyStarted {
        /// The unit.
        unit: UnitId,
        /// The turn at whose start it has a full supply again.
        ready_at: u32,
    },
    /// A unit's refill or resupply is complete: a full supply, the muskets clean.
    Resupplied {
        /// The unit.
        unit: UnitId,
    },
    /// A unit moved along a way the map gives no width for: its capacity is the umpire's
    /// decision (reference §12.4; draft L412).
    WayWidthForUmpire {
        /// The unit.
        unit: UnitId,
        /// The way, with its name on the map.
        way: String,
        /// The widest column the option `road_widths` names there.
        widest: String,
    },
    /// An attack was declared; the defender's answer is awaited (reference §12.11).
    AttackDeclared {
        /// The attacking unit.
        attacker: UnitId,
        /// The unit attacked.
        target: UnitId,
        /// The question put to the defender, with its source.
        question: String,
    },
    /// The defender answered a declared attack (reference §12.11).
    AttackAnswered {
        /// The attacking unit.
        attacker: UnitId,
        /// The unit attacked.
        defender: UnitId,
        /// Its answer.
        answer: AttackAnswer,
        /// What its horse guns do, if it has any.
        horse_guns: Option<HorseGunsChoice>,
        /// Whether the attack was accepted and the die is to be thrown.
        throw_die: bool,
        /// Points to the defender's side of the odds (standing cavalry −1, L2854).
        defender_points: i32,
        /// The consequences, each with its source.
        steps: Vec<WorkingStep>,
    },
    /// The umpire's decision where the draft gives no figure, recorded with its reason.
    DecisionRecorded {
        /// What it decides (for example "fouled muskets: rate of fire").
        topic: String,
        /// The decision and its reason.
        decision: String,
        /// The unit it concerns, if any.
        unit: Option<UnitId>,
    },
    /// Men of a beaten unit taken prisoner into a column escorted by their captors (reference
    /// §12.8; L1512).
    PrisonersTaken {
        /// The beaten unit.
        unit: UnitId,
        /// The enemy unit escorting them.
        captors: UnitId,
        /// Men taken.
        men: u32,
        /// Men escorting them.
        escort: u32,
    },
    /// A prisoners' column freed: the men are back with their unit (L1512).
    PrisonersFreed {
        /// The unit that escorted them.
        captors: UnitId,
        /// The unit they rejoin.
        unit: UnitId,
        /// Men freed.
        men: u32,
    },
    /// The encirclement test decided (L1500–1506).
    EncirclementDecided {
        /// The encircled units.
        corps: Vec<UnitId>,
        /// Their men.
        corps_men: u32,
        /// The encirclers' men.
        encirclers_men: u32,
        /// What the rule says: captured, a throw, or resistance taken for granted.
        verdict: CaptureVerdict,
        /// What Die III said, when it was thrown.
        outcome: Option<EncirclementThrow>,
    },
    /// A battery taken by the enemy (reference §12.12).
    BatteryCaptured {
        /// The battery.
        battery: UnitId,
        /// The enemy unit holding it.
        captors: UnitId,
        /// The turn at whose start it is out for the game unless retaken (L1216).
        lost_for_game_at: u32,
    },
    /// A battery held by the enemy four moves: out for the rest of the game (L1216).
    BatteryLostForGame {
        /// The battery.
        battery: UnitId,
    },
    /// A captured battery retaken before four moves (L1216).
    BatteryRetaken {
        /// The battery.
        battery: UnitId,
        /// The turn at whose start it is back in action (30 moves on).
        out_until: u32,
    },
    /// A retaken battery back in action after its 30 moves out (L1216).
    BatteryBackInAction {
        /// The battery.
        battery: UnitId,
    },
    /// A work began (reference §12.3, §12.7).
    WorkStarted {
        /// Its number.
        work: u32,
        /// The work in words.
        description: String,
        /// The unit doing it, if any.
        unit: Option<UnitId>,
        /// The turn at whose start it is finished.
        done_at: u32,
        /// The umpire's duration, where he stated one.
        umpire_turns: Option<u32>,
        /// His reason.
        reason: Option<String>,
    },
    /// A work reached its end on the clock.
    WorkFinished {
        /// Its number.
        work: u32,
        /// The work in words.
        description: String,
        /// The unit that did it, if any.
        unit: Option<UnitId>,
    },
    /// The umpire abandoned a work under way.
    WorkAbandoned {
        /// Its number.
        work: u32,
        /// The work in words.
        description: String,
        /// Why.
        reason: String,
    },
}
