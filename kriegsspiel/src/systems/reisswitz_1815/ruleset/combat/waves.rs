//! The table of cavalry attacks on infantry in close order, wave by wave.

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::DieId;
use serde::{Deserialize, Serialize};

/// A cell of the waves table: the die against the cavalry for one wave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WaveOdds {
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
    /// "VI": no such die exists; odds beyond Die V against the cavalry (reference §6 reads it
    /// as a matter for the exceptional dice).
    VI,
    /// The attack has no chance ("—" in the appendix).
    #[serde(rename = "no_chance")]
    NoChance,
}

impl WaveOdds {
    /// The physical die, if there is one.
    pub fn die(self) -> Option<DieId> {
        match self {
            WaveOdds::I => Some(DieId::I),
            WaveOdds::II => Some(DieId::II),
            WaveOdds::III => Some(DieId::III),
            WaveOdds::IV => Some(DieId::IV),
            WaveOdds::V => Some(DieId::V),
            WaveOdds::VI | WaveOdds::NoChance => None,
        }
    }

    /// As printed ("III", "VI", "no chance").
    pub fn label(self) -> &'static str {
        match self {
            WaveOdds::I => "I",
            WaveOdds::II => "II",
            WaveOdds::III => "III",
            WaveOdds::IV => "IV",
            WaveOdds::V => "V",
            WaveOdds::VI => "VI",
            WaveOdds::NoChance => "no chance",
        }
    }
}

/// How shaken the infantry is (Section 4 — Cavalry v Infantry in Close Order (4)).
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
pub enum InfantryShock {
    /// Not under effective canister before the attack.
    Unshaken,
    /// A battery for 1 move or a half battery for 2 moves, good effect, up to 600 paces.
    Shaken,
    /// A full battery for 3–4 moves.
    BadlyShaken,
}

impl InfantryShock {
    /// The stable id (`unshaken`, `shaken`, `badly_shaken`).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The state described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            InfantryShock::Unshaken => "Not under effective canister before the attack",
            InfantryShock::Shaken => {
                "A battery for 1 move or a half battery for 2 (good effect, up to 600 paces)"
            }
            InfantryShock::BadlyShaken => "A full battery for 3–4 moves",
        }
    }
}

/// One row: the waves of `squadrons` attacking squadrons, one die list per column.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaveRow {
    /// Attacking squadrons (one wave each).
    pub squadrons: u32,
    /// Against an unshaken battalion.
    pub unshaken_battalion: Vec<WaveOdds>,
    /// Against an unshaken half battalion.
    pub unshaken_half: Vec<WaveOdds>,
    /// Against a shaken battalion.
    pub shaken_battalion: Vec<WaveOdds>,
    /// Against a shaken half battalion.
    pub shaken_half: Vec<WaveOdds>,
    /// Against a badly shaken battalion.
    pub badly_shaken_battalion: Vec<WaveOdds>,
    /// Against a badly shaken half battalion.
    pub badly_shaken_half: Vec<WaveOdds>,
}

impl WaveRow {
    /// The waves against a battalion (`half = false`) or half battalion in this state.
    pub fn column(&self, shock: InfantryShock, half: bool) -> &[WaveOdds] {
        match (shock, half) {
            (InfantryShock::Unshaken, false) => &self.unshaken_battalion,
            (InfantryShock::Unshaken, true) => &self.unshaken_half,
            (InfantryShock::Shaken, false) => &self.shaken_battalion,
            (InfantryShock::Shaken, true) => &self.shaken_half,
            (InfantryShock::BadlyShaken, false) => &self.badly_shaken_battalion,
            (InfantryShock::BadlyShaken, true) => &self.badly_shaken_half,
        }
    }

    fn columns(&self) -> [&Vec<WaveOdds>; 6] {
        [
            &self.unshaken_battalion,
            &self.unshaken_half,
            &self.shaken_battalion,
            &self.shaken_half,
            &self.badly_shaken_battalion,
            &self.badly_shaken_half,
        ]
    }
}

/// The squadrons each wave needs against a larger mass of infantry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MassWave {
    /// Fewest battalions in the mass.
    pub battalions_min: u32,
    /// Most battalions in the mass.
    pub battalions_max: u32,
    /// Squadrons needed in each wave.
    pub wave_squadrons: u32,
}

/// Cavalry attacks on infantry in close order (Section 4 — Cavalry v Infantry in Close Order;
/// Appendix Three — Odds for Cavalry Attacks on Infantry; reference §6).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CavalryWavesTable {
    /// Where the table comes from.
    pub source: Citation,
    /// Loss points per squadron per attack, whether it succeeds or not (6).
    pub loss_per_squadron_per_attack: f64,
    /// Waves that may attack in one move (2).
    pub waves_per_move: u32,
    /// Rows for 1 to 4 attacking squadrons.
    #[serde(rename = "row")]
    pub rows: Vec<WaveRow>,
    /// Wave sizes against larger masses.
    pub mass: Vec<MassWave>,
}

impl CavalryWavesTable {
    /// The row for this many squadrons (waves).
    pub fn row(&self, squadrons: u32) -> Option<&WaveRow> {
        self.rows.iter().find(|r| r.squadrons == squadrons)
    }

    /// Checks the shape: rows 1, 2, 3 … each with one entry per squadron in every column.
    pub fn validate(&self) -> Result<()> {
        let bad = |why: String| Err(RulesError::bad_table("cavalry waves table", why));
        if self.waves_per_move == 0 {
            return bad("at least one wave per move".into());
        }
        if !self.loss_per_squadron_per_attack.is_finite() || self.loss_per_squadron_per_attack < 0.0
        {
            return bad("losses must be a finite number, 0 or more".into());
        }
        for (i, row) in self.rows.iter().enumerate() {
            if row.squadrons as usize != i + 1 {
                return bad(format!("row {} is out of order", row.squadrons));
            }
            if row
                .columns()
                .iter()
                .any(|c| c.len() != row.squadrons as usize)
            {
                return bad(format!(
                    "row {}: every column needs one die per squadron",
                    row.squadrons
                ));
            }
        }
        for m in &self.mass {
            if m.battalions_min < 2 || m.battalions_min > m.battalions_max || m.wave_squadrons == 0
            {
                return bad(
                    "a mass needs 2 or more battalions and a wave of 1 or more squadrons".into(),
                );
            }
        }
        Ok(())
    }
}
