//! The parts of a [`super::Command::SendMessage`], borrowed, for the function that applies it.

use crate::systems::reisswitz_1815::staff::{MessageKind, Party};
use crate::terrain::Ground;
use geo::Coord;

/// A message as the umpire gives it, before it is checked.
#[derive(Debug, Clone, Copy)]
pub(super) struct MessageSetup<'a> {
    /// An order or a report.
    pub kind: MessageKind,
    /// The sender.
    pub from: &'a Party,
    /// The addressee.
    pub to: &'a Party,
    /// What it says.
    pub text: &'a str,
    /// The route as drawn; empty for a straight line.
    pub route: &'a [Coord<f64>],
    /// The sender's minutes to read and decide.
    pub reaction_minutes: f64,
    /// The ground the umpire rules where the chart has none.
    pub umpire_ground: Option<Ground>,
}
