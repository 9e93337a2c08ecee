//! The circle tool: a circle of a chosen radius around a clicked point, with the draft's
//! critical distances as presets.

use super::map_point::MapPoint;
use kriegsspiel::Pace;
use serde::{Deserialize, Serialize};

/// A radius the umpire often needs, with where the draft gives it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CirclePreset {
    /// Radius in paces.
    pub paces: f64,
    /// Short name on the button.
    pub label: &'static str,
    /// What the distance means and where it comes from.
    pub source: &'static str,
}

/// The presets, shortest first.
pub const CIRCLE_PRESETS: [CirclePreset; 3] = [
    CirclePreset {
        paces: 400.0,
        label: "400 paces — musketry limit",
        source: "Infantry critical distance: the limit of musket fire, where infantry should be \
                 in battle order (Appendix Three — Movement Chart, Critical Distances; reference §1).",
    },
    CirclePreset {
        paces: 900.0,
        label: "900 paces — cavalry critical distance",
        source: "Cavalry 900 paces apart are about a minute from contact and should be in battle \
                 order (Appendix Three — Movement Chart, Critical Distances; reference §1).",
    },
    CirclePreset {
        paces: 1114.0,
        label: "1,114 paces — infantry told from cavalry",
        source: "Farthest distance at which good eyes tell infantry from cavalry (Appendix Three — \
                 Distances at which troops may be distinguished; reference §9).",
    },
];

/// Largest radius the tool accepts, in paces (50 English miles).
pub const MAX_RADIUS_PACES: f64 = 100_000.0;

/// The circle's settings: its radius is kept between sessions, its centre is not.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RangeCircle {
    /// Centre, once clicked.
    #[serde(skip)]
    pub centre: Option<MapPoint>,
    /// Radius.
    pub radius: Pace,
}

impl Default for RangeCircle {
    fn default() -> Self {
        Self {
            centre: None,
            radius: Pace(CIRCLE_PRESETS[0].paces),
        }
    }
}

impl RangeCircle {
    /// Sets the radius from typed text ("900", "1,114", "900 paces"); refuses anything that is
    /// not a number of paces above 0 and up to [`MAX_RADIUS_PACES`].
    pub fn set_radius_text(&mut self, text: &str) -> Result<Pace, String> {
        let cleaned: String = text
            .trim()
            .trim_end_matches("paces")
            .trim_end_matches("pace")
            .chars()
            .filter(|c| !matches!(c, ',' | '_' | ' '))
            .collect();
        let value: f64 = cleaned
            .parse()
            .map_err(|_| format!("radius “{}” is not a number of paces", text.trim()))?;
        if !(value.is_finite() && value > 0.0 && value <= MAX_RADIUS_PACES) {
            return Err(format!(
                "radius “{}” is outside 0 to {} paces",
                text.trim(),
                words::round_group(MAX_RADIUS_PACES)
            ));
        }
        self.radius = Pace(value);
        Ok(self.radius)
    }

    /// Whether `p` lies inside the circle.
    pub fn contains(&self, p: MapPoint) -> bool {
        self.centre
            .is_some_and(|c| c.distance(p).paces() <= self.radius.paces())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_match_the_reference() {
        // Appendix Three — Movement Chart, Critical Distances (reference §1): infantry 400,
        // cavalry 900; Appendix Three — Distances at which troops may be distinguished (§9): 1,114.
        let radii: Vec<f64> = CIRCLE_PRESETS.iter().map(|p| p.paces).collect();
        assert_eq!(radii, vec![400.0, 900.0, 1114.0]);
    }

    #[test]
    fn typed_radius() {
        let mut c = RangeCircle::default();
        assert_eq!(c.set_radius_text(" 1,114 paces"), Ok(Pace(1114.0)));
        assert!(c.set_radius_text("far").is_err());
        assert!(c.set_radius_text("-5").is_err());
        assert!(c.set_radius_text("NaN").is_err());
        assert!(c.set_radius_text("1e9").is_err());
        assert_eq!(c.radius, Pace(1114.0));
        c.centre = Some(MapPoint::new(0.0, 0.0));
        assert!(c.contains(MapPoint::new(1000.0, 0.0)));
        assert!(!c.contains(MapPoint::new(1000.0, 1000.0)));
    }
}
