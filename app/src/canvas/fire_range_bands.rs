//! The range-band lookup over the engine's fire calculator
//! (`kriegsspiel::systems::reisswitz_1815::calc::range_band::range_band`, reference §2).

use super::range_band_hook::RangeBandLookup;
use kriegsspiel::Pace;
use kriegsspiel::systems::reisswitz_1815::calc::fire_arm::FireArm;
use kriegsspiel::systems::reisswitz_1815::calc::range_band::range_band;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

/// Range bands read from a ruleset's fire tables (Section 3 — Firepower; Appendix Three —
/// Artillery Ranges, Firing Table – Small Arms).
#[derive(Debug, Clone)]
pub struct FireRangeBands {
    rules: Ruleset,
}

impl FireRangeBands {
    /// Bands from `rules` (their options decide, for example, whose ranges a 9-pdr uses).
    pub fn new(rules: Ruleset) -> Self {
        Self { rules }
    }

    /// Bands from the British 1815 draft with the reference's defaults; `None` only if the
    /// bundled ruleset failed to load (it is checked by the engine's tests).
    pub fn reisswitz_1815() -> Option<Self> {
        Ruleset::reisswitz_1815().ok().map(Self::new)
    }

    fn arm(weapon: &str) -> Result<FireArm, String> {
        FireArm::ALL
            .iter()
            .copied()
            .find(|a| a.label() == weapon || a.id() == weapon)
            .ok_or_else(|| format!("“{weapon}” is not a weapon of the fire tables"))
    }
}

impl RangeBandLookup for FireRangeBands {
    fn weapons(&self) -> Vec<String> {
        FireArm::ALL.iter().map(|a| a.label().to_string()).collect()
    }

    fn band(&self, weapon: &str, distance: Pace) -> Result<String, String> {
        let arm = Self::arm(weapon)?;
        // A 9-pdr whose ranges the column die picks (option nine_pounder_ranges = die_decides)
        // has no band until the die is thrown: the calculator then says so.
        let answer =
            range_band(&self.rules, arm, distance.paces(), None).map_err(|e| e.to_string())?;
        let source = answer
            .steps
            .last()
            .map(|s| s.source.to_string())
            .unwrap_or_default();
        let row = if answer.row == answer.band {
            String::new()
        } else {
            format!(", read on the {} row", answer.row.label())
        };
        Ok(format!(
            "{} ({}–{} paces{row}) [{source}]",
            answer.band.label(),
            answer.from,
            answer.to
        ))
    }

    fn short_band(&self, weapon: &str, distance: Pace) -> Option<String> {
        let arm = Self::arm(weapon).ok()?;
        range_band(&self.rules, arm, distance.paces(), None)
            .ok()
            .map(|a| a.band.label().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_follow_the_fire_tables() {
        let bands = FireRangeBands::reisswitz_1815().expect("bundled ruleset");
        assert_eq!(bands.weapons().len(), 6);
        // Appendix Three — Artillery Ranges (reference §2): 6-pdr small canister to 400 paces,
        // large canister to 800, elevation to 1,200, random shot to 1,800; a range on a band's
        // upper limit belongs to that band.
        let six = FireArm::SixPounder.label();
        for (paces, band) in [
            (0.0, "small canister"),
            (400.0, "small canister"),
            (400.5, "large canister"),
            (800.0, "large canister"),
            (1000.0, "high elevation"),
            (1800.0, "random (ricochet) shot"),
        ] {
            let text = bands.band(six, Pace(paces)).expect("in range");
            assert!(text.starts_with(band), "{paces}: {text}");
            assert!(text.contains("Appendix Three — Artillery Ranges"), "{text}");
        }
        let far = bands.band(six, Pace(1800.5)).expect_err("out of range");
        assert!(far.contains("0 to 1,800 paces"), "{far}");
        // 12-pdr: small canister to 500 (same table).
        let twelve = FireArm::TwelvePounder.label();
        assert_eq!(
            bands.short_band(twelve, Pace(450.0)).as_deref(),
            Some("small canister (point blank)")
        );
        // Musketry: four 100-pace bands to 400 paces (Section 3 — Firepower; Appendix Three —
        // Firing Table – Small Arms); Rifles read their own bands.
        let half = FireArm::HalfBattalion.label();
        assert_eq!(
            bands.short_band(half, Pace(250.0)).as_deref(),
            Some("200–300 paces")
        );
        assert_eq!(bands.short_band(half, Pace(401.0)), None);
        // Rifles at 200–300 paces read the 100–200 row (Section 3, L744; the dice summary box,
        // L2363; reference §3, option rifles_bands).
        let rifles = bands.band("Rifles", Pace(250.0)).expect("in range");
        assert!(
            rifles.contains("200–300 paces, read on the 100–200 paces row"),
            "{rifles}"
        );
        assert!(bands.band("trebuchet", Pace(10.0)).is_err());
        assert!(bands.band(six, Pace(f64::NAN)).is_err());
    }
}
