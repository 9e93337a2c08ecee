//! Where a piece of news of the enemy came from ("The General Idea or Scenario": patrols, spies
//! of varying degrees of reliability, local inhabitants or travellers who have had little
//! practice in making reports; source text L67).

use serde::{Deserialize, Serialize};

/// The source of an item of intelligence.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
    strum::Display,
    strum::EnumString,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case", ascii_case_insensitive)]
pub enum InformationSource {
    /// A patrol of the side's own troops.
    Patrol,
    /// A spy (of varying reliability).
    Spy,
    /// A local inhabitant.
    Inhabitant,
    /// A traveller.
    Traveller,
    /// Orders or messages from higher command.
    HigherCommand,
}
