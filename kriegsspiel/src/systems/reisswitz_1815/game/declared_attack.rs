//! An attack declared and waiting for the defender's answer (reference §12.11; draft L788).

use crate::systems::reisswitz_1815::army::UnitId;
use serde::{Deserialize, Serialize};

/// An attack the attacker has announced; the defender has not yet answered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeclaredAttack {
    /// The attacking unit.
    pub attacker: UnitId,
    /// The move in which it was declared.
    pub turn: u32,
}
