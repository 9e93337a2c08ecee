//! Everything the staff exercise keeps in a game: the scenario, the commanders and the messages.

use super::commander::Commander;
use super::commander_id::CommanderId;
use super::message::Message;
use super::message_id::MessageId;
use super::message_kind::MessageKind;
use super::message_status::MessageStatus;
use super::party::Party;
use super::scenario::Scenario;
use super::staff_error::StaffError;
use crate::ids::UnitId;
use crate::side::Side;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The most commanders a game keeps.
pub const MAX_COMMANDERS: usize = 200;
/// The most messages a game keeps.
pub const MAX_MESSAGES: usize = 100_000;
/// The longest message, in characters.
pub const MAX_MESSAGE_CHARS: usize = 5_000;
/// The longest name or reason, in characters.
pub const MAX_NAME_CHARS: usize = 200;

/// The staff exercise's state. The game changes it only through its commands; a game saved
/// before the staff exercise has an empty one.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct StaffState {
    /// The General Idea and the Separate Reports.
    #[serde(default)]
    pub scenario: Scenario,
    /// The players, by id.
    #[serde(default)]
    pub commanders: BTreeMap<CommanderId, Commander>,
    /// Every message sent, in order of sending.
    #[serde(default)]
    pub messages: Vec<Message>,
    /// Each side's own numbering of the messages it holds: the messages in the order the side
    /// came to hold them (its players' messages when sent, its units' reports when delivered,
    /// enemy dispatches when its troops captured them). A side's number for a message is its
    /// place in this list, from 1, so that neither side can count the other's messages from
    /// gaps in its own numbers (the game's [`MessageId`]s are shared by both sides).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub side_sequences: BTreeMap<Side, Vec<MessageId>>,
}

impl StaffState {
    /// Whether nothing has been set (saved games leave it out then).
    pub fn is_empty(&self) -> bool {
        self.scenario.is_empty() && self.commanders.is_empty() && self.messages.is_empty()
    }

    /// A commander.
    pub fn commander(&self, id: &CommanderId) -> Result<&Commander, StaffError> {
        self.commanders
            .get(id)
            .ok_or_else(|| StaffError::UnknownCommander(id.clone()))
    }

    /// A side's commanders, in id order.
    pub fn commanders_of(&self, side: Side) -> impl Iterator<Item = &Commander> {
        self.commanders.values().filter(move |c| c.side == side)
    }

    /// A message.
    pub fn message(&self, id: MessageId) -> Result<&Message, StaffError> {
        self.messages
            .iter()
            .find(|m| m.id == id)
            .ok_or(StaffError::UnknownMessage(id))
    }

    /// A message still on its way; refuses one delivered or taken.
    pub fn message_in_transit(&self, id: MessageId) -> Result<&Message, StaffError> {
        let message = self.message(id)?;
        if message.in_transit() {
            Ok(message)
        } else {
            Err(StaffError::NotInTransit {
                message: id,
                status: message.status.to_string(),
            })
        }
    }

    /// The id the next message sent will have.
    pub fn next_message_id(&self) -> MessageId {
        MessageId(self.messages.iter().map(|m| m.id.0).max().unwrap_or(0) + 1)
    }

    /// Messages still on their way, in order of sending.
    pub fn in_transit(&self) -> impl Iterator<Item = &Message> {
        self.messages.iter().filter(|m| m.in_transit())
    }

    /// Orders on their way to `unit`: pending until they arrive.
    pub fn pending_orders(&self, unit: &UnitId) -> Vec<&Message> {
        self.in_transit()
            .filter(|m| {
                m.kind == MessageKind::Order && matches!(&m.to, Party::Unit(u) if u == unit)
            })
            .collect()
    }

    /// What a side has received, in order of sending: its own messages delivered, and the
    /// enemy's messages its troops intercepted (captured dispatches, status
    /// [`MessageStatus::Intercepted`]).
    pub fn received(&self, side: Side) -> Vec<&Message> {
        self.messages
            .iter()
            .filter(|m| match &m.status {
                MessageStatus::Delivered { .. } => m.side == side,
                MessageStatus::Intercepted { captor_side, .. } => *captor_side == side,
                MessageStatus::InTransit => false,
            })
            .collect()
    }

    /// Messages delivered to `party`, in order of sending.
    pub fn received_by(&self, party: &Party) -> Vec<&Message> {
        self.messages
            .iter()
            .filter(|m| &m.to == party && matches!(m.status, MessageStatus::Delivered { .. }))
            .collect()
    }

    /// `side`'s own number for every message it holds (see [`StaffState::side_sequences`]).
    pub fn side_numbers(&self, side: Side) -> BTreeMap<MessageId, u64> {
        self.side_sequences
            .get(&side)
            .into_iter()
            .flatten()
            .zip(1_u64..)
            .map(|(id, n)| (*id, n))
            .collect()
    }

    /// Gives message `id` the next number in `side`'s own sequence, unless it has one.
    pub(crate) fn number_for_side(&mut self, side: Side, id: MessageId) {
        let sequence = self.side_sequences.entry(side).or_default();
        if !sequence.contains(&id) {
            sequence.push(id);
        }
    }

    pub(crate) fn message_mut(&mut self, id: MessageId) -> Result<&mut Message, StaffError> {
        self.messages
            .iter_mut()
            .find(|m| m.id == id)
            .ok_or(StaffError::UnknownMessage(id))
    }

    pub(crate) fn commander_mut(&mut self, id: &CommanderId) -> Result<&mut Commander, StaffError> {
        self.commanders
            .get_mut(id)
            .ok_or_else(|| StaffError::UnknownCommander(id.clone()))
    }
}
