//! What an observer could see of an enemy body, close enough: the facts a report is written
//! from (reference §9; Appendix Three — "Distances at which troops may be distinguished",
//! L2314–2329).

use crate::systems::reisswitz_1815::army::{Arm, DetachmentArm, UnitKind};
use serde::{Deserialize, Serialize};

/// The facts of a body an observer may make out, each only from its distance of the note on
/// (see `game/apply_sightings.rs`): its arm, the kind of troops its uniform shows, its
/// formation, men and guns, and whether it is a large body (anything bigger than a detachment).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SeenBody {
    /// The arm in words: "infantry", "cavalry", "artillery", "wagons"; a detachment as "a small
    /// party of infantry" or "a small party of cavalry".
    pub arm: String,
    /// The kind of troops the uniform shows ("light infantry", "hussars", "horse artillery").
    pub kind: String,
    /// Its formation in words, if it is in one ("line", "attack column").
    pub formation: Option<String>,
    /// Men now.
    pub men: u32,
    /// Guns now.
    pub guns: u32,
    /// Bigger than a detachment: seen as "troops" beyond the note under the option
    /// `sighting_beyond_note = large_bodies_as_troops` (draft L116).
    pub large: bool,
}

/// A snake-case id in words ("heavy_dragoons" → "heavy dragoons").
fn words_of<T: Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(|s| s.replace('_', " ")))
        .unwrap_or_default()
}

impl SeenBody {
    /// The facts of a unit of `kind` with `men` and `guns`, in `formation` (words) if any.
    pub fn of(kind: &UnitKind, formation: Option<String>, men: u32, guns: u32) -> Self {
        let arm = kind.arm();
        let arm_words = match kind {
            UnitKind::Detachment {
                arm: DetachmentArm::Infantry,
                ..
            } => "a small party of infantry".to_string(),
            UnitKind::Detachment {
                arm: DetachmentArm::Cavalry,
                ..
            } => "a small party of cavalry".to_string(),
            UnitKind::Train { .. } => "wagons".to_string(),
            _ => arm.id().to_string(),
        };
        let kind_words = match kind {
            UnitKind::Battalion { infantry, .. } => format!("{} infantry", words_of(infantry)),
            UnitKind::CavalryRegiment { cavalry, .. } => words_of(cavalry),
            UnitKind::Battery { artillery, .. } => format!("{} artillery", words_of(artillery)),
            UnitKind::Sappers => "sappers".to_string(),
            _ => arm_words.clone(),
        };
        // A detachment's or a train's "formation" is only how the umpire placed its block.
        let formation = formation.filter(|_| !matches!(arm, Arm::Detachment | Arm::Train));
        Self {
            arm: arm_words,
            kind: kind_words,
            formation,
            men,
            guns,
            large: arm != Arm::Detachment,
        }
    }
}
