//! Where a command goes: [`GameState::apply`] tries it on a copy and hands it to the `apply_*`
//! file for its kind; [`settle`] turns a command's refusals into a go-ahead or a refusal.

use super::apply_works::WorkOrder;
use super::battlefield::Battlefield;
use super::command::Command;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::melee_setup::MeleeSetup;
use super::message_setup::MessageSetup;
use super::prisoner_taking::PrisonerTaking;
use super::refusal::Refusal;

impl GameState {
    /// Applies one command to this state, changing it only if the command succeeds.
    ///
    /// The command is tried on a copy. The copy shares the rules, formations and order of
    /// battle (copied only if the command changes them) and borrows the dice log, which only
    /// grows: a refused command's throws are cut off again. So a command costs the same at the
    /// ten-thousandth entry of the journal as at the first.
    pub(super) fn apply(
        &mut self,
        field: &Battlefield,
        command: &Command,
    ) -> Result<Vec<Event>, GameError> {
        let log = self.dice_mut().lend_log();
        let throws_before = log.len();
        let mut next = self.clone();
        next.dice_mut().return_log(log);
        match next.apply_in_place(field, command) {
            Ok(events) => {
                *self = next;
                Ok(events)
            }
            Err(e) => {
                let mut log = next.dice_mut().lend_log();
                log.truncate(throws_before);
                self.dice_mut().return_log(log);
                Err(e)
            }
        }
    }

    /// Applies a command to `self`, which the caller throws away on error.
    fn apply_in_place(
        &mut self,
        field: &Battlefield,
        command: &Command,
    ) -> Result<Vec<Event>, GameError> {
        match command {
            Command::PlaceUnit {
                unit,
                anchor,
                bearing,
                formation,
                override_reason,
            } => self.place_unit(
                field,
                unit,
                *anchor,
                *bearing,
                formation,
                override_reason.as_deref(),
            ),
            Command::RemoveUnit { unit } => self.remove_unit(unit),
            Command::MoveUnit {
                unit,
                path,
                gait,
                facing,
                override_reason,
            } => self.move_unit(
                field,
                unit,
                path,
                *gait,
                *facing,
                override_reason.as_deref(),
            ),
            Command::ChangeFormation {
                unit,
                formation,
                override_reason,
            } => self.change_formation(field, unit, formation, override_reason.as_deref()),
            Command::Rotate {
                unit,
                bearing,
                override_reason,
            } => self.rotate(field, unit, *bearing, override_reason.as_deref()),
            Command::DeploySkirmishers {
                unit,
                blocks,
                distance,
                override_reason,
            } => {
                self.deploy_skirmishers(field, unit, *blocks, *distance, override_reason.as_deref())
            }
            Command::RecallSkirmishers {
                unit,
                override_reason,
            } => self.recall_skirmishers(unit, override_reason.as_deref()),
            Command::SetMarker { unit, marker } => self.set_marker(unit, *marker),
            Command::ClearMarker { unit, kind } => self.clear_marker(unit, *kind),
            Command::Conceal { unit, head_marker } => self.conceal(unit, *head_marker),
            Command::Reveal { unit } => self.reveal(unit),
            Command::SetStrength { unit, men, guns } => self.set_strength(unit, *men, *guns),
            Command::SetCondition {
                unit,
                condition,
                reason,
            } => self.set_condition(unit, *condition, reason.as_deref()),
            Command::AdvanceClock { turns } => self.advance_clock(field, *turns),
            Command::AdvanceUntil { max_turns } => self.advance_until(field, *max_turns),
            Command::SetVisibility { conditions } => self.set_visibility(*conditions),
            Command::SetOption { id, reading } => self.set_option(id, reading),
            Command::HouseRule { rule } => self.house_rule(rule),
            Command::ThrowDie {
                die,
                reading,
                purpose,
            } => self.throw_die(*die, *reading, purpose),
            Command::RecordThrow { die, face, purpose } => self.record_throw(*die, *face, purpose),
            Command::RecordLosses {
                unit,
                formation,
                points,
                purpose,
            } => self.record_losses(unit, *formation, *points, purpose),
            Command::CorrectPin {
                side,
                formation,
                position,
                reason,
            } => self.correct_pin(*side, *formation, *position, reason),
            Command::UpdateTerrain { .. } => Err(crate::error::RulesError::Misrouted(
                "the terrain is the game's, not the state's: apply it through Game::apply",
            )
            .into()),
            Command::SetGeneralIdea { text } => self.set_general_idea(text),
            Command::FireTurn {
                unit,
                override_reason,
            } => self.fire_turn(unit, override_reason.as_deref()),
            Command::ResolveFire(order) => self.resolve_fire(order),
            Command::Resupply { unit } => self.resupply(unit),
            Command::DeclareAttack { attacker, target } => self.declare_attack(attacker, target),
            Command::AnswerAttack {
                defender,
                answer,
                horse_guns,
            } => self.answer_attack(defender, *answer, *horse_guns),
            Command::RecordDecision {
                topic,
                decision,
                unit,
            } => self.record_decision(topic, decision, unit.as_ref()),
            Command::TakePrisoners {
                unit,
                captors,
                men,
                escort,
                override_reason,
            } => self.take_prisoners(&PrisonerTaking {
                unit,
                captors,
                men: *men,
                escort: *escort,
                override_reason: override_reason.as_deref(),
            }),
            Command::LiberatePrisoners {
                captors,
                column,
                decision,
            } => self.liberate_prisoners(captors, *column, decision),
            Command::ThrowEncirclement {
                corps,
                encirclers,
                help_near,
            } => self.throw_encirclement(corps, encirclers, *help_near),
            Command::CaptureBattery { battery, captors } => self.capture_battery(battery, captors),
            Command::RetakeBattery { battery } => self.retake_battery(battery),
            Command::StartWork {
                work,
                unit,
                place,
                umpire_turns,
                reason,
            } => self.start_work(&WorkOrder {
                work,
                unit: unit.as_ref(),
                place: *place,
                umpire_turns: *umpire_turns,
                reason: reason.as_deref(),
            }),
            Command::AbandonWork { work, reason } => self.abandon_work(*work, reason),
            Command::SetSeparateReport { side, report } => self.set_separate_report(*side, report),
            Command::AddCommander {
                commander,
                side,
                name,
                duty,
                post,
            } => self.add_commander(field, commander, *side, name, *duty, post.as_ref()),
            Command::PostCommander { commander, post } => {
                self.post_commander(field, commander, post)
            }
            Command::RemoveCommander { commander } => self.remove_commander(commander),
            Command::SendMessage {
                kind,
                from,
                to,
                text,
                route,
                reaction_minutes,
                umpire_ground,
            } => self.send_message(
                field,
                &MessageSetup {
                    kind: *kind,
                    from,
                    to,
                    text,
                    route,
                    reaction_minutes: *reaction_minutes,
                    umpire_ground: *umpire_ground,
                },
            ),
            Command::InterceptMessage {
                message,
                by,
                reason,
                override_reason,
            } => self.intercept_message(field, *message, by, reason, override_reason.as_deref()),
            Command::AmendReport { message, text } => self.amend_report(*message, text),
            Command::RideInPerson {
                commander,
                route,
                to,
                reaction_minutes,
                umpire_ground,
            } => self.ride_in_person(
                field,
                commander,
                route,
                *to,
                *reaction_minutes,
                *umpire_ground,
            ),
            Command::ResolveMelee {
                attackers,
                defenders,
                die,
                favoured,
                attacker,
                defender,
                in_woods,
                face,
                override_reason,
            } => self.resolve_melee(&MeleeSetup {
                attackers,
                defenders,
                die: *die,
                favoured: *favoured,
                attacker: *attacker,
                defender: *defender,
                in_woods: *in_woods,
                face: *face,
                override_reason: override_reason.as_deref(),
            }),
        }
    }
}

/// Settles a command's refusals: none → go ahead; an override reason → go ahead, recording
/// what was overridden; otherwise refuse.
pub(super) fn settle(
    refusals: Vec<Refusal>,
    override_reason: Option<&str>,
) -> Result<Option<Event>, GameError> {
    if refusals.is_empty() {
        return Ok(None);
    }
    let reason = override_reason.map(str::trim).filter(|r| !r.is_empty());
    // An override reason relaxes the rules, never the map's bounds (issue 13, defect 7).
    let off_map = refusals.iter().find_map(|r| match r {
        Refusal::OffMap { point } => Some(*point),
        _ => None,
    });
    if let (Some(_), Some(point)) = (reason, off_map) {
        return Err(GameError::BeyondMapEdge {
            x: point.x,
            y: point.y,
        });
    }
    match reason {
        Some(reason) => Ok(Some(Event::Overridden {
            reason: reason.to_string(),
            refusals,
        })),
        None => Err(GameError::Refused { refusals }),
    }
}
