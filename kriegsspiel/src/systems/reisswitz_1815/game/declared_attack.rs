//! An attack declared and waiting for the defender's answer (reference §12.11; draft L788).

use crate::systems::reisswitz_1815::army::UnitId;
use crate::systems::reisswitz_1815::calc::charge_answer::AttackAnswer;
use serde::{Deserialize, Serialize};

/// An attack the attacker has announced; the defender has not yet answered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeclaredAttack {
    /// The attacking unit.
    pub attacker: UnitId,
    /// The move in which it was declared.
    pub turn: u32,
}

/// An attack the defender declined (reference §12.11; draft L786–790: the die is thrown only
/// if the attack is accepted). It stands until a new attack is declared on the defender.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeclinedAttack {
    /// The attacking unit.
    pub attacker: UnitId,
    /// The defender's answer.
    pub answer: AttackAnswer,
    /// The move in which it was answered.
    pub turn: u32,
}
