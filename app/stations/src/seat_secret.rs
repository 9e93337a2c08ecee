//! A seat's secret: what a link carries in its fragment and a page sends first.

use crate::station_error::StationError;
use subtle::ConstantTimeEq;

/// Bytes of randomness in a secret: 192 bits, well over the 128 asked for.
const SECRET_BYTES: usize = 24;

/// A seat's unguessable secret, drawn from the operating system's generator and written as
/// lowercase hex. Never printed by `Debug`.
#[derive(Clone, PartialEq, Eq)]
pub struct SeatSecret(String);

impl SeatSecret {
    /// A fresh secret from the operating system's generator.
    pub fn draw() -> Result<Self, StationError> {
        let mut bytes = [0_u8; SECRET_BYTES];
        getrandom::fill(&mut bytes).map_err(|e| StationError::NoRandomness(e.to_string()))?;
        Ok(SeatSecret(
            bytes.iter().map(|b| format!("{b:02x}")).collect::<String>(),
        ))
    }

    /// Whether `offered` is this secret, compared in constant time (a secret's length is no
    /// secret: every secret has the same).
    pub fn matches(&self, offered: &str) -> bool {
        bool::from(self.0.as_bytes().ct_eq(offered.as_bytes()))
    }

    /// The secret as the seat's link carries it.
    pub fn as_link_text(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for SeatSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SeatSecret(…)")
    }
}
