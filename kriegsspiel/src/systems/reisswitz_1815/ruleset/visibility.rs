//! The ruleset section: distances at which troops can be made out (reference §9).

use crate::citation::Citation;
use crate::distance::Pace;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// A generous ceiling for sighting distances, paces (the longest in the draft is 1,114).
const MAX_SIGHTING_PACES: f64 = 100_000.0;

/// One line of the sighting note: what can be made out at a distance or closer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SightingDistance {
    /// Stable id (`infantry_from_cavalry`, `single_figures`, …).
    pub id: String,
    /// What can be made out, in the workbench's words.
    pub what: String,
    /// The farthest distance at which it may be made out, paces.
    pub max_paces: f64,
    /// The distance at which it is certainly made out, paces (equal to `max_paces` where the
    /// note gives a single figure; 176 for the 220-to-176 line).
    pub clear_paces: f64,
}

/// How well a detail can be made out at a given distance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sighting {
    /// At or inside the distance: it can be made out.
    Clear,
    /// Between the two figures of a range: the umpire decides.
    Marginal,
    /// Beyond the distance: it cannot be made out.
    Beyond,
}

impl SightingDistance {
    /// How well this detail shows at `distance`.
    pub fn at(&self, distance: Pace) -> Sighting {
        let d = distance.paces();
        if d <= self.clear_paces {
            Sighting::Clear
        } else if d <= self.max_paces {
            Sighting::Marginal
        } else {
            Sighting::Beyond
        }
    }
}

/// The ruleset section: distances at which troops can be made out (reference §9).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VisibilityRules {
    /// Where the note comes from.
    pub source: Citation,
    /// The lines of the note, farthest first.
    pub distances: Vec<SightingDistance>,
    /// When a unit that keeps the enemy in view sends news again. `None` in rulesets saved
    /// before it existed: there a unit reports an enemy body only when it first sees it, as
    /// those games were played (and their journals replay).
    #[serde(default)]
    pub news: Option<SightingNews>,
    /// How far large bodies are seen as "troops" under the option `sighting_beyond_note`'s
    /// reading `large_bodies_as_troops`; rulesets saved before it existed take the compiled-in
    /// figure (the option's default reading does not read it).
    #[serde(default = "LongSight::compiled_in")]
    pub long_sight: LongSight,
}

/// When a unit that keeps an enemy body in view reports it again (draft L116: the umpire tells
/// the player what becomes visible; reference §12.2): when the body has moved at least
/// `moved_paces` since last reported, changed formation or its strength as estimated, or come
/// near enough for a finer line of the note. A house rule may change the threshold
/// (`visibility.news.moved_paces`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SightingNews {
    /// How far a watched body must move to be news again, paces.
    pub moved_paces: f64,
    /// Where the figure comes from.
    pub source: Citation,
}

/// The distance out to which large bodies are seen as "troops" beyond the note, at the umpire's
/// decision (draft L116; option `sighting_beyond_note`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LongSight {
    /// How far, paces.
    pub troops_paces: f64,
    /// Where the figure comes from.
    pub source: Citation,
}

impl LongSight {
    /// The figure of the compiled-in ruleset: 2,000 paces, as far as a 12-pdr battery fires
    /// (random shot to 2,000 paces, reference §2).
    pub fn compiled_in() -> Self {
        Self {
            troops_paces: 2_000.0,
            source: Citation::new(
                "Draft L116 (the umpire decides); reference §2, 12-pdr random shot to 2,000 paces",
            ),
        }
    }
}

impl VisibilityRules {
    /// The line with this id.
    pub fn distance(&self, id: &str) -> Result<&SightingDistance> {
        self.distances.iter().find(|d| d.id == id).ok_or_else(|| {
            let mut ids: Vec<&str> = self.distances.iter().map(|d| d.id.as_str()).collect();
            ids.sort_unstable();
            RulesError::UnknownName {
                what: "sighting distance",
                value: id.to_string(),
                allowed: ids.join(", "),
            }
        })
    }

    /// Every line of the note with how well it shows at `distance`, farthest line first.
    /// Refuses a distance that is negative, NaN or infinite.
    pub fn at_distance(&self, distance: Pace) -> Result<Vec<(&SightingDistance, Sighting)>> {
        let distance = Pace::checked(distance.paces())?;
        let mut lines: Vec<(&SightingDistance, Sighting)> =
            self.distances.iter().map(|d| (d, d.at(distance))).collect();
        lines.sort_by(|a, b| {
            b.0.max_paces
                .total_cmp(&a.0.max_paces)
                .then(a.0.id.cmp(&b.0.id))
        });
        Ok(lines)
    }

    /// The finest details certainly made out at `distance`: the clear lines, nearest last.
    pub fn clearly_seen(&self, distance: Pace) -> Result<Vec<&SightingDistance>> {
        Ok(self
            .at_distance(distance)?
            .into_iter()
            .filter(|(_, s)| *s == Sighting::Clear)
            .map(|(d, _)| d)
            .collect())
    }

    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> Result<()> {
        if self.distances.is_empty() {
            return Err(RulesError::missing("the sighting note", "lines"));
        }
        let figures = [
            (
                "visibility.news.moved_paces",
                self.news.as_ref().map(|n| n.moved_paces),
            ),
            (
                "visibility.long_sight.troops_paces",
                Some(self.long_sight.troops_paces),
            ),
        ];
        for (what, paces) in figures {
            if let Some(p) = paces
                && !(p.is_finite() && p > 0.0 && p <= MAX_SIGHTING_PACES)
            {
                return Err(RulesError::bad_table(
                    what,
                    format!("{p} paces must be positive, finite and at most {MAX_SIGHTING_PACES}"),
                ));
            }
        }
        for d in &self.distances {
            let ok = d.clear_paces.is_finite()
                && d.max_paces.is_finite()
                && d.clear_paces > 0.0
                && d.clear_paces <= d.max_paces
                && d.max_paces <= MAX_SIGHTING_PACES;
            if !ok {
                return Err(RulesError::bad_table(
                    format!("sighting distance {}", d.id),
                    format!(
                        "{}–{} paces must be positive, finite, clear ≤ max ≤ {MAX_SIGHTING_PACES}",
                        d.clear_paces, d.max_paces
                    ),
                ));
            }
        }
        Ok(())
    }
}
