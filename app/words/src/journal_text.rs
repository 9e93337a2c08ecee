//! The journal in words: one line per entry with its turn and game time, naming units by their
//! labels.

use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::army::{OrderOfBattle, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::{Event, JournalEntry, SightingOutcome};
use kriegsspiel::systems::reisswitz_1815::staff::Post;

/// An id of the rules' data ("attack_column", "inf_march") as words ("attack column").
pub fn id_words(id: &str) -> String {
    id.replace('_', " ")
}

/// One entry of the journal as a line for the journal list.
pub fn describe_entry(entry: &JournalEntry, oob: &OrderOfBattle) -> String {
    let name = |id: &UnitId| {
        oob.unit(id)
            .map_or_else(|| id.to_string(), |u| format!("{} ({})", u.label, u.name))
    };
    let mut parts: Vec<String> = Vec::new();
    for event in &entry.events {
        let text = match group(event) {
            EventGroup::Units => unit_words(event, &name, oob),
            EventGroup::UnitStates => unit_state_words(event, &name),
            EventGroup::Combat => combat_words(event, &name),
            EventGroup::Staff => staff_words(event, &name),
        };
        parts.push(text);
    }
    if parts.is_empty() {
        parts.push(entry.command.name().replace('_', " "));
    }
    format!(
        "Turn {} ({}) — {}",
        entry.turn,
        entry.time,
        parts.join("; ")
    )
}

/// Which part of the journal's words an event belongs to. Every event is named here, so a new
/// event cannot be left without its words unnoticed.
enum EventGroup {
    Units,
    UnitStates,
    Combat,
    Staff,
}

fn group(event: &Event) -> EventGroup {
    match event {
        Event::Overridden { .. }
        | Event::UnitPlaced { .. }
        | Event::UnitRemoved { .. }
        | Event::UnitMoved { .. }
        | Event::LimitedRateUsed { .. }
        | Event::FormationChanged { .. }
        | Event::Wheeled { .. }
        | Event::ReformingDone { .. }
        | Event::AmmunitionSpent { .. }
        | Event::ResupplyStarted { .. }
        | Event::Resupplied { .. }
        | Event::WayWidthForUmpire { .. } => EventGroup::Units,
        Event::AttackDeclared { .. }
        | Event::AttackAnswered { .. }
        | Event::PrisonersTaken { .. }
        | Event::PrisonersFreed { .. }
        | Event::EncirclementDecided { .. }
        | Event::BatteryCaptured { .. }
        | Event::BatteryLostForGame { .. }
        | Event::BatteryRetaken { .. }
        | Event::BatteryBackInAction { .. }
        | Event::DecisionRecorded { .. }
        | Event::WorkStarted { .. }
        | Event::WorkFinished { .. }
        | Event::WorkAbandoned { .. }
        | Event::SkirmishersOut { .. }
        | Event::SkirmishersIn { .. }
        | Event::MarkerSet { .. }
        | Event::MarkerCleared { .. }
        | Event::CanDefendAgain { .. }
        | Event::Concealed { .. }
        | Event::Revealed { .. }
        | Event::StrengthChanged { .. }
        | Event::ConditionChanged { .. }
        | Event::ClockAdvanced { .. }
        | Event::OptionSet { .. }
        | Event::HouseRuleApplied { .. } => EventGroup::UnitStates,
        Event::DieThrown { .. }
        | Event::FireResolved(..)
        | Event::LossesRecorded { .. }
        | Event::ExchangeMade { .. }
        | Event::PinCorrected { .. }
        | Event::TerrainUpdated { .. }
        | Event::MeleeThrowAgain { .. }
        | Event::MeleeDecided { .. } => EventGroup::Combat,
        Event::GeneralIdeaSet { .. }
        | Event::SeparateReportSet { .. }
        | Event::CommanderAdded { .. }
        | Event::CommanderPosted { .. }
        | Event::CommanderRemoved { .. }
        | Event::MessageSent { .. }
        | Event::MessageDelivered { .. }
        | Event::MessageIntercepted { .. }
        | Event::ConcealedMarchInView { .. }
        | Event::ReportAmended { .. }
        | Event::CommanderRiding { .. }
        | Event::CommanderArrived { .. }
        | Event::VisibilitySet { .. }
        | Event::EnemySighted { .. }
        | Event::AdvancedUntil { .. } => EventGroup::Staff,
    }
}

/// Words for what befell a unit: placed, moved, formed, supplied, marked, its strength.
fn unit_words(event: &Event, name: &dyn Fn(&UnitId) -> String, oob: &OrderOfBattle) -> String {
    match event {
        Event::Overridden { reason, refusals } => format!(
            "umpire override “{reason}” of: {}",
            refusals
                .iter()
                .map(|r| crate::name_units(&r.to_string(), oob))
                .collect::<Vec<_>>()
                .join("; ")
        ),
        Event::UnitPlaced {
            unit,
            formation,
            bearing,
            ..
        } => format!(
            "{} placed in {}, facing {bearing}",
            name(unit),
            id_words(formation)
        ),
        Event::UnitRemoved { unit } => format!("{} taken off the map", name(unit)),
        Event::UnitMoved {
            unit,
            length,
            gait,
            fraction_used,
            row,
            ..
        } => format!(
            "{} moved {length:.0} paces at {} (chart row {}, {:.0}% of a turn)",
            name(unit),
            id_words(gait.id()),
            id_words(row),
            fraction_used * 100.0
        ),
        Event::LimitedRateUsed {
            row,
            uses_in_window,
            ..
        } => format!(
            "limited rate {} used ({uses_in_window} in its window)",
            id_words(row)
        ),
        Event::FormationChanged {
            unit,
            from,
            to,
            turns,
            ..
        } => format!(
            "{} from {} to {} ({})",
            name(unit),
            id_words(from),
            id_words(to),
            counted(*turns, "turn")
        ),
        Event::Wheeled {
            unit,
            from,
            to,
            turns,
            ..
        } => format!(
            "{} wheeled from {from} to {to} ({})",
            name(unit),
            counted(*turns, "turn")
        ),
        Event::ReformingDone { unit } => format!("{} formed", name(unit)),
        Event::AmmunitionSpent {
            unit,
            turns_left,
            fouled,
        } => format!(
            "{} fired: {} of ammunition left{}",
            name(unit),
            counted(*turns_left, "turn"),
            if *fouled { ", muskets fouled" } else { "" }
        ),
        Event::ResupplyStarted { unit, ready_at } => {
            format!(
                "{} refilling from its wagon until turn {ready_at}",
                name(unit)
            )
        }
        Event::Resupplied { unit } => format!("{} has a full supply again", name(unit)),
        Event::WayWidthForUmpire { unit, way, widest } => format!(
            "{} moved along the {way}, whose width the map does not give: the umpire decides its capacity (widest column by the draft: {widest})",
            name(unit)
        ),
        _ => String::new(),
    }
}

/// Words for the dice, fire, losses and melee.
fn combat_words(event: &Event, name: &dyn Fn(&UnitId) -> String) -> String {
    match event {
        Event::DieThrown { entries } => {
            let faces: Vec<String> = entries
                .iter()
                .map(|e| format!("{} showed {}", e.die, e.face))
                .collect();
            format!("thrown: {}", faces.join(", "))
        }
        Event::FireResolved(working) => format!(
            "{} fired at {}: {:.2} loss points",
            name(&working.firer),
            name(&working.target),
            working.points
        ),
        Event::LossesRecorded {
            unit,
            side,
            formation,
            points,
            whole_men,
            position,
            track_length,
            ..
        } => format!(
            "{} lost {points} points ({whole_men} men); {side} pin on the {} track at {position} of {track_length}",
            name(unit),
            formation.words()
        ),
        Event::ExchangeMade {
            unit,
            exchange,
            times,
            blocks_left,
        } => format!(
            "{}: track completed, {} ({times}×); {} left",
            name(unit),
            exchange.describe(),
            counted(*blocks_left, "block")
        ),
        Event::PinCorrected {
            side,
            formation,
            from,
            to,
            reason,
        } => format!(
            "{side} pin on the {} track put from {from} to {to} by hand: “{reason}”",
            formation.words()
        ),
        Event::TerrainUpdated {
            features_before,
            features_after,
        } => format!(
            "the game's terrain brought up to date with the map's ({features_before} features before, {features_after} now)"
        ),
        Event::MeleeThrowAgain { face } => format!("melee throw {face} was blank: throw again"),
        Event::MeleeDecided {
            winner,
            letter,
            loser_losses,
            winner_losses,
            ..
        } => format!(
            "melee won by the {}; the beaten side {} ({letter}), losses {loser_losses} and {winner_losses} points",
            winner.word(),
            letter.word().to_lowercase()
        ),
        _ => String::new(),
    }
}

/// Words for the staff exercise: commanders, messages, sightings, visibility.
fn staff_words(event: &Event, name: &dyn Fn(&UnitId) -> String) -> String {
    match event {
        Event::GeneralIdeaSet { .. } => "the General Idea set".to_string(),
        Event::SeparateReportSet { side, .. } => {
            format!("the {} side's Separate Report set", side.id())
        }
        Event::CommanderAdded { commander, side } => {
            format!("commander {commander} joins the {} side", side.id())
        }
        Event::CommanderPosted { commander, post } => match post {
            Post::Unit(unit) => format!("commander {commander} posted with {}", name(unit)),
            Post::Place(p) => {
                format!("commander {commander} posted at ({:.0}, {:.0})", p.x, p.y)
            }
        },
        Event::CommanderRemoved { commander } => format!("commander {commander} leaves"),
        Event::MessageSent {
            message,
            kind,
            from,
            to,
            arrives_turn,
            ..
        } => format!("{kind} {message} sent by {from} to {to}, in hand at turn {arrives_turn}"),
        Event::MessageDelivered { message, to, .. } => {
            format!("message {message} in the hands of {to}")
        }
        Event::MessageIntercepted {
            message,
            by,
            captor_side,
            ..
        } => format!(
            "message {message} intercepted by {}: a captured dispatch for the {} side",
            name(by),
            captor_side.id()
        ),
        Event::ConcealedMarchInView {
            unit,
            seen_by,
            paces,
        } => format!(
            "{} on its concealed march is in plain view of {} at {paces:.0} paces: reveal it \
                 (draft L116)",
            name(unit),
            name(seen_by)
        ),
        Event::ReportAmended { message, .. } => {
            format!("the umpire amends report {message} before it rides on")
        }
        Event::CommanderRiding {
            commander,
            arrives_turn,
            ..
        } => format!("commander {commander} rides in person, there at turn {arrives_turn}"),
        Event::CommanderArrived { commander, .. } => {
            format!("commander {commander} arrives in person")
        }
        Event::VisibilitySet { from, to } => {
            format!("visibility set to {} (was {})", to.label(), from.label())
        }
        Event::EnemySighted {
            observer,
            observed,
            outcome,
        } => {
            let seen = observed.iter().map(&name).collect::<Vec<_>>().join(", ");
            let how = match outcome {
                SightingOutcome::OnTheSpot { commander } => {
                    format!("commander {commander} saw it on the spot")
                }
                SightingOutcome::Reported { message, to } => {
                    format!("report {message} sent to commander {to}")
                }
                SightingOutcome::UmpireOnly { reason } => {
                    format!("for the umpire only: {reason}")
                }
            };
            format!("{} sights {seen}; {how}", name(observer))
        }
        Event::AdvancedUntil {
            from_turn,
            to_turn,
            max_turns,
            reasons,
        } => {
            if reasons.is_empty() {
                format!(
                    "moves taken together from turn {from_turn} to {to_turn}: nothing happened in {}",
                    counted(*max_turns, "turn")
                )
            } else {
                format!(
                    "moves taken together from turn {from_turn}, stopped at turn {to_turn}: {}",
                    reasons
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join("; ")
                )
            }
        }
        _ => String::new(),
    }
}

/// Words for the state a unit is in: its decisions, works, markers, strength and condition.
fn unit_state_words(event: &Event, name: &dyn Fn(&UnitId) -> String) -> String {
    match event {
        Event::AttackDeclared {
            attacker,
            target,
            question,
        } => format!(
            "{} declared an attack on {}; asked: {question}",
            name(attacker),
            name(target)
        ),
        Event::AttackAnswered {
            attacker,
            defender,
            answer,
            throw_die,
            ..
        } => format!(
            "{} answered the attack of {}: {}{}",
            name(defender),
            name(attacker),
            answer.description().to_lowercase(),
            if *throw_die {
                " (accepted: the die decides)"
            } else {
                " (declined: no die)"
            }
        ),
        Event::PrisonersTaken { .. }
        | Event::PrisonersFreed { .. }
        | Event::EncirclementDecided { .. }
        | Event::BatteryCaptured { .. }
        | Event::BatteryLostForGame { .. }
        | Event::BatteryRetaken { .. }
        | Event::BatteryBackInAction { .. } => {
            crate::capture_event_text(event, name).unwrap_or_default()
        }
        Event::DecisionRecorded {
            topic,
            decision,
            unit,
        } => match unit {
            Some(u) => format!("umpire's decision on {topic} for {}: {decision}", name(u)),
            None => format!("umpire's decision on {topic}: {decision}"),
        },
        Event::WorkStarted {
            work,
            description,
            unit,
            done_at,
            reason,
            ..
        } => format!(
            "work {work} begun: {description}{}, finished at turn {done_at}{}",
            unit.as_ref()
                .map(|u| format!(" by {}", name(u)))
                .unwrap_or_default(),
            reason
                .as_ref()
                .map(|r| format!(" (umpire: {r})"))
                .unwrap_or_default()
        ),
        Event::WorkFinished {
            work, description, ..
        } => format!("work {work} finished: {description}"),
        Event::WorkAbandoned {
            work,
            description,
            reason,
        } => format!("work {work} abandoned: {description} ({reason})"),
        Event::SkirmishersOut {
            unit,
            blocks,
            distance,
        } => format!(
            "{} put {} out {distance:.0} paces",
            name(unit),
            counted(*blocks, "skirmish block")
        ),
        Event::SkirmishersIn { unit } => format!("{} called its skirmishers in", name(unit)),
        Event::MarkerSet { unit, kind, detail } => {
            format!("{}: {kind} marker set ({detail})", name(unit))
        }
        Event::MarkerCleared { unit, kind, reason } => {
            format!("{}: {kind} marker cleared ({reason})", name(unit))
        }
        Event::CanDefendAgain { unit } => format!("{} can defend again", name(unit)),
        Event::Concealed { unit, head_marker } => format!(
            "{} on a concealed march (head marker {head_marker})",
            name(unit)
        ),
        Event::Revealed { unit } => format!("{} back on the map", name(unit)),
        Event::StrengthChanged { unit, from, to } => {
            format!("{} strength from {from} to {to}", name(unit))
        }
        Event::ConditionChanged {
            unit,
            from,
            to,
            reason,
        } => match reason {
            Some(why) => format!("{} from {from} to {to} (umpire: {why})", name(unit)),
            None => format!("{} from {from} to {to}", name(unit)),
        },
        Event::ClockAdvanced { to_turn, time, .. } => {
            format!("clock to turn {to_turn} ({time})")
        }
        Event::OptionSet { id, to, .. } => {
            format!("reading of {} set to {}", id_words(id), id_words(to))
        }
        Event::HouseRuleApplied { .. } => "house rule applied".to_string(),
        _ => String::new(),
    }
}
