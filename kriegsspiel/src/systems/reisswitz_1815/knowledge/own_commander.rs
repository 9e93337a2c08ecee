//! One of the side's commanders, as his side knows him.

use crate::systems::reisswitz_1815::staff::{CommanderId, Duty, Post};
use serde::Serialize;

/// One of the side's own commanders: who he is, what he commands, and where he is posted.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OwnCommander {
    /// His id.
    pub id: CommanderId,
    /// His name.
    pub name: String,
    /// What he commands.
    pub duty: Duty,
    /// Where he is posted; `None` until the umpire posts him.
    pub post: Option<Post>,
    /// Whether he is riding to a spot himself.
    pub riding: bool,
}
