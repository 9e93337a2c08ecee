//! Who may talk to whom: players more than 1,000 paces apart on the map communicate only
//! through the umpire ("The Relationship between Players & Umpire", source text L98; reference
//! §12.2).
//!
//! The draft also says, more strictly, that players of one side "do not talk directly to each
//! other" at all (L120); the workbench follows L98 for talk and sends every *order* through the
//! umpire as a [`super::Message`] either way (L100).

use super::commander_id::CommanderId;
use geo::Coord;
use serde::Serialize;

/// The farthest apart two players of one side may be and still speak directly, in paces
/// (source text L98).
pub const DIRECT_SPEECH_MAX_PACES: f64 = 1_000.0;

/// How two players may exchange words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Channel {
    /// Within 1,000 paces: they may speak directly.
    Direct,
    /// Farther apart, riding, or not on the map: only through the umpire.
    ThroughUmpire,
}

/// Whether two commanders of one side may speak directly now, and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SpeakingTerms {
    /// One commander.
    pub a: CommanderId,
    /// The other.
    pub b: CommanderId,
    /// Paces between them; `None` where either has no place on the map (not posted, posted with
    /// a unit off the map, or in the saddle).
    pub distance: Option<f64>,
    /// How they may exchange words.
    pub channel: Channel,
}

impl SpeakingTerms {
    /// The terms between `a` at `pa` and `b` at `pb`.
    pub fn between(
        a: CommanderId,
        pa: Option<Coord<f64>>,
        b: CommanderId,
        pb: Option<Coord<f64>>,
    ) -> Self {
        let distance = pa.zip(pb).map(|(p, q)| (q.x - p.x).hypot(q.y - p.y));
        let channel = match distance {
            Some(d) if d <= DIRECT_SPEECH_MAX_PACES => Channel::Direct,
            _ => Channel::ThroughUmpire,
        };
        Self {
            a,
            b,
            distance,
            channel,
        }
    }
}
