//! The table of unequal numbers of squadrons (cavalry against cavalry).

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::DieId;
use serde::{Deserialize, Serialize};

/// A cell of the unequal-squadrons table: a die in the stronger side's favour, or `X`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SquadronOdds {
    /// Die I.
    I,
    /// Die II.
    II,
    /// Die III.
    III,
    /// Die IV.
    IV,
    /// Die V.
    V,
    /// Beyond the table: exceptional circumstances (Section 4, "Unequal Numbers of Squadrons").
    X,
}

impl SquadronOdds {
    /// The die, or `None` for `X`.
    pub fn die(self) -> Option<DieId> {
        match self {
            SquadronOdds::I => Some(DieId::I),
            SquadronOdds::II => Some(DieId::II),
            SquadronOdds::III => Some(DieId::III),
            SquadronOdds::IV => Some(DieId::IV),
            SquadronOdds::V => Some(DieId::V),
            SquadronOdds::X => None,
        }
    }
}

/// One row: the weaker side's squadrons; `cells[k]` is for a stronger side of `weaker + k`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SquadronRow {
    /// The weaker side's squadrons.
    pub weaker: u32,
    /// The cells from equal numbers upwards.
    pub cells: Vec<SquadronOdds>,
}

/// The 1828 table of unequal numbers of squadrons (Section 4 — Unequal Numbers of Squadrons
/// 1828; Appendix Three; reference §6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnequalSquadronsTable {
    /// Where the table comes from.
    pub source: Citation,
    /// The largest stronger side the table's columns reach (16).
    pub max_stronger: u32,
    /// The rows, weaker side 1 upwards.
    #[serde(rename = "row")]
    pub rows: Vec<SquadronRow>,
}

impl UnequalSquadronsTable {
    /// The printed cell for a weaker and a stronger side, `None` where the draft is blank.
    pub fn cell(&self, weaker: u32, stronger: u32) -> Option<SquadronOdds> {
        if stronger < weaker || stronger > self.max_stronger {
            return None;
        }
        let row = self.rows.iter().find(|r| r.weaker == weaker)?;
        row.cells
            .get(usize::try_from(stronger - weaker).ok()?)
            .copied()
    }

    /// Checks the shape: rows 1, 2, 3 … in order, equal numbers give Die I, no row runs past
    /// the last column, and the die never falls as the stronger side grows.
    pub fn validate(&self) -> Result<()> {
        let bad = |why: String| Err(RulesError::bad_table("unequal squadrons table", why));
        for (i, row) in self.rows.iter().enumerate() {
            if row.weaker as usize != i + 1 {
                return bad(format!("row {} is out of order", row.weaker));
            }
            if row.cells.first() != Some(&SquadronOdds::I) {
                return bad(format!("row {}: equal numbers must give Die I", row.weaker));
            }
            if row.weaker as usize + row.cells.len() - 1 > self.max_stronger as usize {
                return bad(format!(
                    "row {} runs past {} squadrons",
                    row.weaker, self.max_stronger
                ));
            }
            for pair in row.cells.windows(2) {
                let rank = |c: SquadronOdds| c.die().map_or(5, |d| d.index_points());
                if rank(pair[1]) < rank(pair[0]) {
                    return bad(format!(
                        "row {}: the die falls as the stronger side grows",
                        row.weaker
                    ));
                }
            }
        }
        Ok(())
    }
}
