//! The listing of a named option and the trait and macro every option enum shares.

use crate::error::{Result, RulesError};
use serde::Serialize;

/// One reading of a contradiction, for listing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OptionChoice {
    /// Stable id of the reading (snake case).
    pub id: &'static str,
    /// What this reading says, in the workbench's own words, with its source.
    pub description: &'static str,
    /// Kept only so that games saved with it still load: not offered, refused for new games.
    pub withdrawn: bool,
}

/// A contradiction in the draft and the readings the umpire can choose between.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OptionInfo {
    /// Stable id of the option (snake case).
    pub id: &'static str,
    /// What the sources disagree about.
    pub question: &'static str,
    /// The reading chosen now.
    pub chosen: &'static str,
    /// The reading the workbench ships.
    pub default: &'static str,
    /// All readings.
    pub choices: Vec<OptionChoice>,
}

/// Behaviour shared by every named option enum.
pub trait NamedOption: Sized + Copy + Default + 'static {
    /// Stable id of the option.
    const ID: &'static str;
    /// What the sources disagree about.
    const QUESTION: &'static str;
    /// All readings in a fixed order, with their ids and descriptions.
    fn choices() -> &'static [(Self, &'static str, &'static str)];

    /// This reading's id.
    fn id(self) -> &'static str
    where
        Self: PartialEq,
    {
        Self::choices()
            .iter()
            .find(|(v, _, _)| *v == self)
            .map(|(_, id, _)| *id)
            .unwrap_or("")
    }

    /// Readings kept only so that games saved with them still load; the umpire may not choose
    /// them any more (each with the reason).
    fn withdrawn() -> &'static [(&'static str, &'static str)] {
        &[]
    }

    /// The reading with this id; refuses unknown and withdrawn readings.
    fn from_id(id: &str) -> Result<Self> {
        if let Some((_, why)) = Self::withdrawn().iter().find(|(w, _)| *w == id) {
            return Err(RulesError::UnknownName {
                what: "option reading (withdrawn)",
                value: format!("{}={id}: {why}", Self::ID),
                allowed: Self::choices()
                    .iter()
                    .map(|(_, i, _)| *i)
                    .filter(|i| !Self::withdrawn().iter().any(|(w, _)| w == i))
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
        Self::choices()
            .iter()
            .find(|(_, i, _)| *i == id)
            .map(|(v, _, _)| *v)
            .ok_or_else(|| RulesError::UnknownName {
                what: "option reading",
                value: format!("{}={id}", Self::ID),
                allowed: Self::choices()
                    .iter()
                    .map(|(_, i, _)| *i)
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }

    /// The reading with this id, taking withdrawn readings too when `allow_withdrawn` (a
    /// journal written before they were withdrawn replays with them).
    fn pick(id: &str, allow_withdrawn: bool) -> Result<Self> {
        if allow_withdrawn
            && let Some((v, _, _)) = Self::choices().iter().find(|(_, i, _)| *i == id)
        {
            return Ok(*v);
        }
        Self::from_id(id)
    }

    /// The listing for this option with `chosen` as the current reading.
    fn info(chosen: Self) -> OptionInfo
    where
        Self: PartialEq,
    {
        OptionInfo {
            id: Self::ID,
            question: Self::QUESTION,
            chosen: chosen.id(),
            default: Self::default().id(),
            choices: Self::choices()
                .iter()
                .map(|(_, id, description)| OptionChoice {
                    id,
                    description,
                    withdrawn: Self::withdrawn().iter().any(|(w, _)| w == id),
                })
                .collect(),
        }
    }
}

/// Declares an option enum with its readings (see [`NamedOption`]); `withdrawn` lists readings
/// kept only for old saves, with the reason.
macro_rules! named_option {
    (
        $(#[$meta:meta])*
        $name:ident, id = $id:literal, question = $question:literal,
        $(withdrawn = [ $( $wid:literal : $why:literal ),+ $(,)? ],)?
        { $( $(#[$vmeta:meta])* $variant:ident = $vid:literal : $vdesc:literal ),+ $(,)? }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum $name {
            $( $(#[$vmeta])* #[doc = $vdesc] $variant, )+
        }
        impl $crate::systems::reisswitz_1815::ruleset::NamedOption for $name {
            const ID: &'static str = $id;
            const QUESTION: &'static str = $question;
            fn choices() -> &'static [(Self, &'static str, &'static str)] {
                &[ $( ($name::$variant, $vid, $vdesc) ),+ ]
            }
            $(fn withdrawn() -> &'static [(&'static str, &'static str)] {
                &[ $( ($wid, $why) ),+ ]
            })?
        }
    };
}
