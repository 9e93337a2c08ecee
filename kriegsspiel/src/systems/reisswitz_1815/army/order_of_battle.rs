//! The order of battle: both sides' trees of armies, corps, divisions and brigades, and the
//! units under them, with a loader for TOML or JSON files that names every bad entry.
//!
//! # File form
//! A flat list of echelons, each naming its parent, and a flat list of units, each naming its
//! echelon — easy to write by hand and to sort:
//!
//! ```toml
//! title = "A brigade a side"
//! [[echelons]]
//! id = "red"
//! side = "red"
//! level = "army"
//! name = "Red force"
//! [[echelons]]
//! id = "red-a"
//! parent = "red"
//! level = "brigade"
//! letter = "A"
//! name = "1st Brigade"
//! [[units]]
//! id = "red-a-1"
//! echelon = "red-a"
//! number = 1
//! kind = { type = "battalion", infantry = "line" }
//! ```
//!
//! A child's level is always below its parent's (army › corps › division › brigade; levels may
//! be skipped). Strengths left out take the draft's full figures ([`Strength::full`]).

use super::condition::Condition;
use super::echelon::{Echelon, EchelonLevel};
use super::oob_error::OrderOfBattleError;
use super::strength::Strength;
use super::unit::Unit;
use super::unit_kind::{InfantryKind, UnitKind};
use crate::files::{FileError, read_limited_text};
use crate::ids::{EchelonId, UnitId};
use crate::side::Side;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The largest order-of-battle file read, in bytes (16 MiB).
pub const MAX_OOB_FILE_BYTES: u64 = 16 * 1024 * 1024;
/// The highest battalion or regiment number accepted.
pub const MAX_UNIT_NUMBER: u32 = 9999;

/// Both sides' orders of battle.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(try_from = "OrderOfBattleFile", into = "OrderOfBattleFile")]
pub struct OrderOfBattle {
    title: String,
    source: String,
    note: String,
    echelons: BTreeMap<EchelonId, Echelon>,
    units: BTreeMap<UnitId, Unit>,
}

/// An echelon as written in a file.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct EchelonEntry {
    id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    parent: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    side: Option<Side>,
    level: EchelonLevel,
    #[serde(default)]
    name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    letter: Option<String>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    commander: String,
}

/// A unit as written in a file.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct UnitEntry {
    id: String,
    echelon: String,
    #[serde(default)]
    name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    number: Option<i64>,
    kind: UnitKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    men: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    guns: Option<i64>,
    #[serde(default)]
    condition: Condition,
}

/// The file form of an order of battle.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct OrderOfBattleFile {
    #[serde(default)]
    title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    source: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    note: String,
    #[serde(default)]
    echelons: Vec<EchelonEntry>,
    #[serde(default)]
    units: Vec<UnitEntry>,
}

impl OrderOfBattle {
    /// Reads an order of battle from TOML text; `source_name` names it in messages.
    pub fn from_toml(text: &str, source_name: &str) -> Result<Self, OrderOfBattleError> {
        let file: OrderOfBattleFile =
            toml::from_str(text).map_err(|e| OrderOfBattleError::Parse {
                source_name: source_name.to_string(),
                message: e.to_string().trim().to_string(),
            })?;
        Self::build(file, source_name)
    }

    /// Reads an order of battle from JSON text; `source_name` names it in messages.
    pub fn from_json(text: &str, source_name: &str) -> Result<Self, OrderOfBattleError> {
        let file: OrderOfBattleFile =
            serde_json::from_str(text).map_err(|e| OrderOfBattleError::Parse {
                source_name: source_name.to_string(),
                message: e.to_string(),
            })?;
        Self::build(file, source_name)
    }

    /// Reads an order-of-battle file: JSON if its name ends in `.json`, TOML otherwise.
    pub fn load(path: &Path) -> Result<Self, OrderOfBattleError> {
        let name = path.display().to_string();
        let text = read_limited_text(path, MAX_OOB_FILE_BYTES, "an order of battle").map_err(
            |e| match e {
                FileError::TooLarge { bytes, limit, .. } => OrderOfBattleError::TooLarge {
                    path: name.clone(),
                    bytes,
                    limit,
                },
                other => OrderOfBattleError::Io {
                    path: name.clone(),
                    message: other.reason(),
                },
            },
        )?;
        let is_json = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("json"));
        if is_json {
            Self::from_json(&text, &name)
        } else {
            Self::from_toml(&text, &name)
        }
    }

    /// The order of battle as TOML text (the file form).
    pub fn to_toml(&self) -> Result<String, OrderOfBattleError> {
        toml::to_string(&OrderOfBattleFile::from(self.clone())).map_err(|e| {
            OrderOfBattleError::Parse {
                source_name: self.title.clone(),
                message: e.to_string(),
            }
        })
    }

    /// The title.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// Where the order of battle comes from.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// Every echelon, in id order.
    pub fn echelons(&self) -> impl Iterator<Item = &Echelon> {
        self.echelons.values()
    }

    /// An echelon by id.
    pub fn echelon(&self, id: &EchelonId) -> Option<&Echelon> {
        self.echelons.get(id)
    }

    /// Every unit, in id order.
    pub fn units(&self) -> impl Iterator<Item = &Unit> {
        self.units.values()
    }

    /// A unit by id.
    pub fn unit(&self, id: &UnitId) -> Option<&Unit> {
        self.units.get(id)
    }

    /// A side's root echelons (usually its army), in id order.
    pub fn roots(&self, side: Side) -> Vec<&Echelon> {
        self.echelons
            .values()
            .filter(|e| e.side == side && e.parent.is_none())
            .collect()
    }

    /// The echelons directly under `id`, in id order.
    pub fn children(&self, id: &EchelonId) -> Vec<&Echelon> {
        self.echelons
            .values()
            .filter(|e| e.parent.as_ref() == Some(id))
            .collect()
    }

    /// The units directly under `id`, in id order.
    pub fn units_of(&self, id: &EchelonId) -> Vec<&Unit> {
        self.units.values().filter(|u| &u.echelon == id).collect()
    }

    /// A side's units, in id order.
    pub fn units_of_side(&self, side: Side) -> Vec<&Unit> {
        self.units.values().filter(|u| u.side == side).collect()
    }

    /// The chain of echelons from `id` up to its root.
    pub fn chain(&self, id: &EchelonId) -> Vec<&Echelon> {
        let mut chain = Vec::new();
        let mut next = self.echelons.get(id);
        // Levels strictly rise towards the root, so the chain has at most four links.
        while let Some(e) = next {
            if chain.len() > 4 {
                break;
            }
            chain.push(e);
            next = e.parent.as_ref().and_then(|p| self.echelons.get(p));
        }
        chain
    }

    fn build(file: OrderOfBattleFile, source_name: &str) -> Result<Self, OrderOfBattleError> {
        let invalid = |at: String, message: String| OrderOfBattleError::Invalid {
            source_name: source_name.to_string(),
            at,
            message,
        };
        let entries = echelon_entries(file.echelons, &invalid)?;
        let mut echelons: BTreeMap<EchelonId, Echelon> = BTreeMap::new();
        // Resolve each echelon's side through its parents; levels strictly fall downwards, so
        // a walk of more than four steps means a loop.
        for (id, entry) in &entries {
            echelons.insert(id.clone(), resolved_echelon(id, entry, &entries, &invalid)?);
        }
        let mut oob = OrderOfBattle {
            title: file.title,
            source: file.source,
            note: file.note,
            echelons,
            units: BTreeMap::new(),
        };
        for entry in file.units {
            oob.add_unit(entry, &invalid)?;
        }
        Ok(oob)
    }

    /// Adds a unit from its file entry, under an echelon already in the order of battle and of
    /// that echelon's side; strengths left out take the draft's full figures, and the label its
    /// blocks carry is worked out here.
    fn add_unit(
        &mut self,
        entry: UnitEntry,
        invalid: &Invalid<'_>,
    ) -> Result<(), OrderOfBattleError> {
        let at = format!("unit {}", entry.id);
        let id = UnitId::new(entry.id.clone()).map_err(|e| invalid(at.clone(), e.to_string()))?;
        let echelon_id = EchelonId::new(entry.echelon.clone())
            .map_err(|e| invalid(at.clone(), e.to_string()))?;
        let side = self
            .echelons
            .get(&echelon_id)
            .map(|e| e.side)
            .ok_or_else(|| {
                invalid(
                    at.clone(),
                    format!(
                        "its echelon '{}' is not in the order of battle",
                        entry.echelon
                    ),
                )
            })?;
        entry
            .kind
            .validate()
            .map_err(|e| invalid(at.clone(), e.to_string()))?;
        let number = match entry.number {
            None => None,
            Some(n) if (1..=i64::from(MAX_UNIT_NUMBER)).contains(&n) => u32::try_from(n).ok(),
            Some(n) => {
                return Err(invalid(
                    at,
                    format!("number {n} must be 1 to {MAX_UNIT_NUMBER}"),
                ));
            }
        };
        let full = Strength::full(&entry.kind);
        let strength = Strength::new(
            entry.men.unwrap_or(i64::from(full.men)),
            entry.guns.unwrap_or(i64::from(full.guns)),
        )
        .map_err(|e| invalid(at.clone(), format!("strength: {e}")))?;
        let label = self.label_for(&echelon_id, &entry.kind, number, &entry.name, &id);
        let unit = Unit {
            id: id.clone(),
            side,
            echelon: echelon_id,
            name: entry.name,
            number,
            kind: entry.kind,
            strength,
            condition: entry.condition,
            label,
        };
        if self.units.insert(id, unit).is_some() {
            return Err(invalid(at, "the id is used twice".into()));
        }
        Ok(())
    }

    /// The label a unit's blocks carry ("Representation of Units — Formations"): the brigade
    /// letter and battalion number for infantry, the regiment number for cavalry, "Rifles" for
    /// rifles, "S" for sappers; otherwise its name or id.
    fn label_for(
        &self,
        echelon: &EchelonId,
        kind: &UnitKind,
        number: Option<u32>,
        name: &str,
        id: &UnitId,
    ) -> String {
        let fallback = || {
            if name.is_empty() {
                id.to_string()
            } else {
                name.to_string()
            }
        };
        match kind {
            UnitKind::Battalion {
                infantry: InfantryKind::Rifles,
                ..
            } => "Rifles".into(),
            UnitKind::Battalion { .. } => {
                let letter = self
                    .chain(echelon)
                    .into_iter()
                    .find_map(|e| e.letter.clone());
                match (letter, number) {
                    (Some(l), Some(n)) => format!("{l}{n}"),
                    (None, Some(n)) => n.to_string(),
                    _ => fallback(),
                }
            }
            UnitKind::CavalryRegiment { .. } => number.map_or_else(fallback, |n| n.to_string()),
            UnitKind::Sappers => "S".into(),
            _ => fallback(),
        }
    }
}

/// Makes the error for a bad entry: where in the file (`at`) and what is wrong.
type Invalid<'a> = dyn Fn(String, String) -> OrderOfBattleError + 'a;

/// The file's echelon entries by id, each id and brigade letter checked and no id used twice.
fn echelon_entries(
    file_echelons: Vec<EchelonEntry>,
    invalid: &Invalid<'_>,
) -> Result<BTreeMap<EchelonId, EchelonEntry>, OrderOfBattleError> {
    let mut entries: BTreeMap<EchelonId, EchelonEntry> = BTreeMap::new();
    for entry in file_echelons {
        let at = format!("echelon {}", entry.id);
        let id =
            EchelonId::new(entry.id.clone()).map_err(|e| invalid(at.clone(), e.to_string()))?;
        if let Some(letter) = &entry.letter {
            let ok = !letter.is_empty()
                && letter.len() <= 3
                && letter.bytes().all(|b| b.is_ascii_uppercase());
            if !ok {
                return Err(invalid(
                    at,
                    format!("brigade letter '{letter}' must be 1 to 3 capital letters"),
                ));
            }
        }
        if entries.insert(id, entry).is_some() {
            return Err(invalid(at, "the id is used twice".into()));
        }
    }
    Ok(entries)
}

/// The echelon an entry stands for, its side found through its parents.
fn resolved_echelon(
    id: &EchelonId,
    entry: &EchelonEntry,
    entries: &BTreeMap<EchelonId, EchelonEntry>,
    invalid: &Invalid<'_>,
) -> Result<Echelon, OrderOfBattleError> {
    let at = format!("echelon {id}");
    let side = side_through_parents(&at, entry, entries, invalid)?;
    let parent = match &entry.parent {
        Some(p) => Some(EchelonId::new(p.clone()).map_err(|e| invalid(at.clone(), e.to_string()))?),
        None => None,
    };
    Ok(Echelon {
        id: id.clone(),
        parent,
        side,
        level: entry.level,
        name: entry.name.clone(),
        letter: entry.letter.clone(),
        commander: entry.commander.clone(),
    })
}

/// Walks from an echelon up to its root: each parent must be in the file, of a higher level
/// (a walk of more than four steps is a loop) and of the same side. The side is the echelon's
/// own or the nearest parent's that names one; a root must name it.
fn side_through_parents(
    at: &str,
    entry: &EchelonEntry,
    entries: &BTreeMap<EchelonId, EchelonEntry>,
    invalid: &Invalid<'_>,
) -> Result<Side, OrderOfBattleError> {
    let at = at.to_string();
    let mut side = entry.side;
    let mut level = entry.level;
    let mut parent = entry.parent.clone();
    let mut steps = 0;
    while let Some(p) = parent {
        steps += 1;
        let pid = EchelonId::new(p.clone()).map_err(|e| invalid(at.clone(), e.to_string()))?;
        let above = entries.get(&pid).ok_or_else(|| {
            invalid(
                at.clone(),
                format!("its parent '{p}' is not in the order of battle"),
            )
        })?;
        if above.level <= level || steps > 4 {
            return Err(invalid(
                at,
                format!(
                    "a {} cannot stand under the {} '{p}': each echelon must be below its parent (army › corps › division › brigade)",
                    level, above.level
                ),
            ));
        }
        match (side, above.side) {
            (Some(mine), Some(theirs)) if mine != theirs => {
                return Err(invalid(
                    at,
                    format!("it is {mine} but its parent '{p}' is {theirs}"),
                ));
            }
            (None, found) => side = found,
            _ => {}
        }
        level = above.level;
        parent = above.parent.clone();
    }
    side.ok_or_else(|| {
        invalid(
            at.clone(),
            "a root echelon must say its side (red or blue)".into(),
        )
    })
}

impl TryFrom<OrderOfBattleFile> for OrderOfBattle {
    type Error = OrderOfBattleError;
    fn try_from(file: OrderOfBattleFile) -> Result<Self, OrderOfBattleError> {
        Self::build(file, "order of battle")
    }
}

impl From<OrderOfBattle> for OrderOfBattleFile {
    fn from(oob: OrderOfBattle) -> Self {
        OrderOfBattleFile {
            title: oob.title,
            source: oob.source,
            note: oob.note,
            echelons: oob
                .echelons
                .into_values()
                .map(|e| EchelonEntry {
                    id: e.id.to_string(),
                    parent: e.parent.map(|p| p.to_string()),
                    side: Some(e.side),
                    level: e.level,
                    name: e.name,
                    letter: e.letter,
                    commander: e.commander,
                })
                .collect(),
            units: oob
                .units
                .into_values()
                .map(|u| UnitEntry {
                    id: u.id.to_string(),
                    echelon: u.echelon.to_string(),
                    name: u.name,
                    number: u.number.map(i64::from),
                    kind: u.kind,
                    men: Some(i64::from(u.strength.men)),
                    guns: Some(i64::from(u.strength.guns)),
                    condition: u.condition,
                })
                .collect(),
        }
    }
}
