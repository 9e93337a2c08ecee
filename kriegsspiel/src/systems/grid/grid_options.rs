//! The grid game's ruleset: one reading for each named option of the rules reference.

use super::option_readings::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// An option id or reading that does not exist.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OptionError {
    /// No option has this id.
    #[error("no option `{id}`; the options are: {allowed}")]
    UnknownOption {
        /// The id given.
        id: String,
        /// Every option id, sorted.
        allowed: String,
    },
    /// The option has no such reading.
    #[error("option `{id}` has no reading `{reading}`; its readings are: {allowed}")]
    UnknownReading {
        /// The option.
        id: String,
        /// The reading given.
        reading: String,
        /// The option's readings.
        allowed: String,
    },
}

/// One option described for help texts and the information panel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OptionInfo {
    /// The option's id.
    pub id: &'static str,
    /// The question it settles, in a few words.
    pub question: &'static str,
    /// Where the source speaks of it.
    pub source: &'static str,
    /// Its readings, the default first.
    pub readings: Vec<&'static str>,
    /// The default reading.
    pub default: &'static str,
    /// The reading chosen now.
    pub chosen: &'static str,
}

/// Declares the ruleset struct, its setter and its description from one list.
macro_rules! options {
    ($($field:ident : $ty:ident, $question:literal, $source:literal;)+) => {
        /// Every option's reading; the defaults are the readings under which the published game
        /// replays (rules reference, "Options (ruleset)"). Saved with every game and replay file.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
        #[serde(default, deny_unknown_fields)]
        pub struct GridOptions {
            $(#[doc = $question] pub $field: $ty,)+
        }

        impl GridOptions {
            /// Every option id, in the reference's order.
            pub const IDS: &'static [&'static str] = &[$(stringify!($field)),+];

            /// Sets option `id` to `reading`.
            pub fn set(&mut self, id: &str, reading: &str) -> Result<(), OptionError> {
                match id {
                    $(stringify!($field) => {
                        self.$field = $ty::parse(reading).ok_or_else(|| OptionError::UnknownReading {
                            id: id.to_string(),
                            reading: reading.to_string(),
                            allowed: $ty::ALL.iter().map(|r| r.id()).collect::<Vec<_>>().join(", "),
                        })?;
                        Ok(())
                    })+
                    _ => Err(OptionError::UnknownOption {
                        id: id.to_string(),
                        allowed: {
                            let mut ids = Self::IDS.to_vec();
                            ids.sort_unstable();
                            ids.join(", ")
                        },
                    }),
                }
            }

            /// Every option with its readings, the default and the reading chosen.
            pub fn describe(&self) -> Vec<OptionInfo> {
                vec![$(OptionInfo {
                    id: stringify!($field),
                    question: $question,
                    source: $source,
                    readings: $ty::ALL.iter().map(|r| r.id()).collect(),
                    default: $ty::default().id(),
                    chosen: self.$field.id(),
                }),+]
            }
        }
    };
}

options! {
    relay_via_contact: RelayViaContact, "Is a relay that only touches a linked fighting unit active?", "L64, L68";
    fire_blocked_by: FireBlockedBy, "Do units between a firing unit and its target stop the fire?", "L13, L46";
    terrain_bonus_scope: TerrainBonusScope, "Do supporting defenders on a pass or in a fort count their raised defence?", "L36, L44";
    charge_lines: ChargeLines, "When cavalry touch the target from several lines, does each column charge?", "L38, L40, L46";
    charge_size: ChargeSize, "Must a charge use all four cavalry?", "L38, L40, L46";
    attack_timing: AttackTiming, "When is the attack made, and does a unit declare it?", "L17";
    cut_off_units_block_lines: CutOffUnitsBlockLines, "Does a cut-off enemy fighting unit still cut lines?", "L72, L92";
    retreat_failure: RetreatFailure, "When is a unit beaten by one point destroyed instead of retreating?", "L52, L62";
    relay_support_range: RelaySupportRange, "Within what range does a relay add its defence to a friend?", "L66";
    cut_off_relay: CutOffRelay, "Does a relay that is not linked keep its defence?", "L66";
    two_square_path: TwoSquarePath, "What may the middle square of a two-square move be?", "L32";
    diagonal_between_mountains: DiagonalBetweenMountains, "May a line pass diagonally between two mountains touching at a corner?", "(silent)";
    victory: Victory, "What ends the game?", "L19-21";
    arsenal_raids_per_turn: ArsenalRaidsPerTurn, "How many arsenals may one half-turn destroy?", "L17, L88";
    moves_after_raid: MovesAfterRaid, "May the side go on moving after a raid?", "L88";
    map_layout: MapLayout, "Is the map the standard one or laid out in the editor?", "L13, L64, L100";
    deployment: Deployment, "Published deployment or free deployment?", "L15";
}

impl GridOptions {
    /// Sets every `option_id → reading_id` pair of a map (as a replay file gives them).
    pub fn with_readings(readings: &BTreeMap<String, String>) -> Result<Self, OptionError> {
        let mut options = GridOptions::default();
        for (id, reading) in readings {
            options.set(id, reading)?;
        }
        Ok(options)
    }

    /// The options whose reading is not the default, as `(id, chosen, default)`, sorted.
    pub fn differences_from_default(&self) -> Vec<(&'static str, &'static str, &'static str)> {
        let mut differ: Vec<_> = self
            .describe()
            .into_iter()
            .filter(|o| o.chosen != o.default)
            .map(|o| (o.id, o.chosen, o.default))
            .collect();
        differ.sort_unstable();
        differ
    }
}
