//! A message's number as one side knows it.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A message's number in one side's own sequence (1, 2, …), in the order the side came to hold
/// its messages. The game's own message numbers are shared by both sides, so a side that saw
/// them could count the other side's messages from the gaps; a side's view carries only these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ViewNumber(pub u64);

impl fmt::Display for ViewNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "No. {}", self.0)
    }
}
