//! Orders go down, reports go up.

use serde::{Deserialize, Serialize};

/// Whether a message is an order or a report.
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
pub enum MessageKind {
    /// An order (every order goes through the umpire, source text L100, L120).
    Order,
    /// A report.
    Report,
}
