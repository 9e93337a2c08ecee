//! The six kinds of unit and their figures (rules reference §2).

use serde::{Deserialize, Serialize};
use std::fmt;

/// What a square gives a unit's defence (rules reference §1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cover {
    /// Open plain (arsenals included, source L96).
    Plain,
    /// A mountain pass.
    Pass,
    /// A fort.
    Fort,
}

/// A kind of unit, by the id used in files and on the command line.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum UnitKind {
    /// Infantry regiment: 9 a side (source L27).
    Infantry,
    /// Cavalry regiment: 4 a side (source L28).
    Cavalry,
    /// Foot artillery: 1 a side (source L29).
    Artillery,
    /// Mounted (horse) artillery: 1 a side (source L30).
    HorseArtillery,
    /// Foot communications unit (relay): 1 a side (source L66).
    Relay,
    /// Mounted communications unit (swift relay): 1 a side (source L66).
    SwiftRelay,
}

impl UnitKind {
    /// Every kind, in the order of the reference's table (§2).
    pub const ALL: [UnitKind; 6] = [
        UnitKind::Infantry,
        UnitKind::Cavalry,
        UnitKind::Artillery,
        UnitKind::HorseArtillery,
        UnitKind::Relay,
        UnitKind::SwiftRelay,
    ];

    /// The stable id (`infantry`, `horse_artillery`, …).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// Parses a stable id.
    pub fn parse(id: &str) -> Option<UnitKind> {
        Self::ALL.into_iter().find(|k| k.id() == id)
    }

    /// How many of this kind each side has at the start (source L25–30, L66).
    pub fn count_per_side(self) -> usize {
        match self {
            UnitKind::Infantry => 9,                     // source L27
            UnitKind::Cavalry => 4,                      // source L28
            UnitKind::Artillery => 1,                    // source L29
            UnitKind::HorseArtillery => 1,               // source L30
            UnitKind::Relay | UnitKind::SwiftRelay => 1, // source L66
        }
    }

    /// Whether it is a fighting unit (not a relay; source L25, L66).
    pub fn is_fighting(self) -> bool {
        !self.is_relay()
    }

    /// Whether it is a communications unit (source L64, L66).
    pub fn is_relay(self) -> bool {
        matches!(self, UnitKind::Relay | UnitKind::SwiftRelay)
    }

    /// Squares a move may cover: 1 on foot, 2 mounted (source L32, L66).
    pub fn speed(self) -> u8 {
        match self {
            UnitKind::Infantry | UnitKind::Artillery | UnitKind::Relay => 1, // source L32, L66
            UnitKind::Cavalry | UnitKind::HorseArtillery | UnitKind::SwiftRelay => 2, // source L32, L66
        }
    }

    /// Attack factor when firing (cavalry as infantry; source L36, L38, L42); relays have none
    /// (source L66).
    pub fn attack(self) -> u32 {
        match self {
            UnitKind::Infantry | UnitKind::Cavalry => 4, // source L36, L38
            UnitKind::Artillery | UnitKind::HorseArtillery => 5, // source L42
            UnitKind::Relay | UnitKind::SwiftRelay => 0, // source L66
        }
    }

    /// Attack factor of a charging cavalry (source L38).
    pub const CHARGE_ATTACK: u32 = 7;

    /// The farthest a charging column reaches: its fourth cavalry (source L40, L46).
    pub const CHARGE_COLUMN: u8 = 4;

    /// Range of fire, in attack and in defence (source L46); a relay's range of support is
    /// 2 (source L66; option `relay_support_range`).
    pub fn range(self) -> u8 {
        match self {
            UnitKind::Infantry | UnitKind::Cavalry => 2, // source L46
            UnitKind::Artillery | UnitKind::HorseArtillery => 3, // source L46
            UnitKind::Relay | UnitKind::SwiftRelay => 2, // source L66
        }
    }

    /// Defence factor on a square's cover (source L36, L38, L44, L66). Only infantry and
    /// artillery gain from passes and forts.
    pub fn defence(self, cover: Cover) -> u32 {
        match (self, cover) {
            (UnitKind::Infantry, Cover::Plain) => 6, // source L36
            (UnitKind::Infantry, Cover::Pass) => 8,  // source L36
            (UnitKind::Infantry, Cover::Fort) => 10, // source L36
            (UnitKind::Cavalry, _) => 5,             // source L38: unaffected by pass or fort
            (UnitKind::Artillery | UnitKind::HorseArtillery, Cover::Plain) => 8, // source L44
            (UnitKind::Artillery | UnitKind::HorseArtillery, Cover::Pass) => 10, // source L44
            (UnitKind::Artillery | UnitKind::HorseArtillery, Cover::Fort) => 12, // source L44
            (UnitKind::Relay | UnitKind::SwiftRelay, _) => 1, // source L66
        }
    }

    /// The one-letter mark on the board (upper case for North in text diagrams).
    pub fn letter(self) -> char {
        match self {
            UnitKind::Infantry => 'I',
            UnitKind::Cavalry => 'C',
            UnitKind::Artillery => 'A',
            UnitKind::HorseArtillery => 'H',
            UnitKind::Relay => 'R',
            UnitKind::SwiftRelay => 'S',
        }
    }

    /// The kind in words.
    pub fn title(self) -> &'static str {
        match self {
            UnitKind::Infantry => "infantry",
            UnitKind::Cavalry => "cavalry",
            UnitKind::Artillery => "foot artillery",
            UnitKind::HorseArtillery => "horse artillery",
            UnitKind::Relay => "foot relay",
            UnitKind::SwiftRelay => "mounted relay",
        }
    }
}

impl fmt::Display for UnitKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}
