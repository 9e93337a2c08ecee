//! A player as a commander of his side ("The Number of Players", source text L71–L75).

use super::commander_id::CommanderId;
use super::duty::Duty;
use super::post::Post;
use super::ride_in_person::RideInPerson;
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// One player: his side, name and duty, and where he is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Commander {
    /// His id.
    pub id: CommanderId,
    /// His side.
    pub side: Side,
    /// His name ("Major-General Vandeleur").
    pub name: String,
    /// What he commands.
    pub duty: Duty,
    /// Where he is posted; `None` until the umpire posts him.
    #[serde(default)]
    pub post: Option<Post>,
    /// Set while he rides to a spot himself.
    #[serde(default)]
    pub riding: Option<RideInPerson>,
}
