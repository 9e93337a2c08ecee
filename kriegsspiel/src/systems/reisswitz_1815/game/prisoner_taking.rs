//! What a [`super::Command::TakePrisoners`] asks, gathered for `apply_capture.rs` (a file of
//! its own, like `melee_setup.rs`, so the dispatch and the capture file do not import each
//! other).

use crate::ids::UnitId;

/// What a [`super::Command::TakePrisoners`] asks.
pub(super) struct PrisonerTaking<'a> {
    /// The beaten unit.
    pub unit: &'a UnitId,
    /// The enemy unit taking them.
    pub captors: &'a UnitId,
    /// Men taken.
    pub men: u32,
    /// Men of the captors escorting them.
    pub escort: u32,
    /// The umpire's reason for overriding a refusal.
    pub override_reason: Option<&'a str>,
}
