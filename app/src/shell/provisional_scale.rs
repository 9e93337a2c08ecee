//! The provisional map scale, until the engine's calibration (two points, scale bar, several
//! sheets) replaces it: either paces per pixel, or a ratio 1:N with the scan's dpi.

use crate::canvas::map_frame::checked_scale;
use kriegsspiel::{MapScale, RulesError};
use serde::{Deserialize, Serialize};

/// How the umpire gave the scale.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum ProvisionalScale {
    /// Paces on the ground per scanned pixel.
    PacesPerPixel(f64),
    /// A printed scale 1:`denominator` scanned at `dpi` dots per inch.
    Ratio {
        /// The N of 1:N.
        denominator: f64,
        /// Scan resolution.
        dpi: f64,
    },
}

impl Default for ProvisionalScale {
    /// The British draft's 1:4500 (the reference's "Units" note; "The Apparatus") at an
    /// assumed 300 dpi: 0.47 paces per pixel. Shown as provisional until the umpire sets it.
    fn default() -> Self {
        ProvisionalScale::Ratio {
            denominator: MapScale::BRITISH_1815.denominator,
            dpi: 300.0,
        }
    }
}

impl ProvisionalScale {
    /// Paces per pixel, or why the figures are not usable.
    pub fn paces_per_pixel(&self) -> Result<f64, RulesError> {
        match *self {
            ProvisionalScale::PacesPerPixel(p) => checked_scale(p),
            ProvisionalScale::Ratio { denominator, dpi } => {
                checked_scale(MapScale::new(denominator)?.paces_per_pixel(dpi)?)
            }
        }
    }

    /// Reads "paces per pixel" typed by the umpire ("1.5", "1,5" is refused).
    pub fn parse_paces_per_pixel(text: &str) -> Result<Self, RulesError> {
        let value = parse_number(text, "paces per pixel", "a positive number such as 0.47")?;
        checked_scale(value)?;
        Ok(ProvisionalScale::PacesPerPixel(value))
    }

    /// Reads a ratio ("1:4500", "1/8000", "10560") and a dpi ("300").
    pub fn parse_ratio(ratio: &str, dpi: &str) -> Result<Self, RulesError> {
        let scale = MapScale::parse(ratio)?;
        let dpi = parse_number(
            dpi,
            "scan resolution (dpi)",
            "a positive number of dots per inch such as 300",
        )?;
        let candidate = ProvisionalScale::Ratio {
            denominator: scale.denominator,
            dpi,
        };
        candidate.paces_per_pixel()?;
        Ok(candidate)
    }

    /// "1:4500 at 300 dpi = 1.18 paces per pixel".
    pub fn describe(&self) -> String {
        let ppp = self
            .paces_per_pixel()
            .map_or_else(|_| "?".to_string(), |p| format!("{p:.3}"));
        match *self {
            ProvisionalScale::PacesPerPixel(_) => format!("{ppp} paces per pixel"),
            ProvisionalScale::Ratio { denominator, dpi } => {
                format!("1:{denominator} at {dpi} dpi = {ppp} paces per pixel")
            }
        }
    }
}

fn parse_number(text: &str, what: &'static str, allowed: &str) -> Result<f64, RulesError> {
    let t = text.trim().replace('_', "");
    t.parse::<f64>()
        .ok()
        .filter(|v| v.is_finite() && *v > 0.0)
        .ok_or_else(|| RulesError::OutOfRange {
            what,
            value: format!("“{}”", text.trim()),
            allowed: allowed.into(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratio_and_dpi_give_paces_per_pixel() {
        // 1:4500: a map inch is 4,500 inches = 125 yd = 142.05 paces of ground (2,000 paces
        // = 1,760 yd, Section 2 — Movement); at 300 dpi a pixel is 142.05 / 300 = 0.4735 paces.
        let s = ProvisionalScale::parse_ratio("1:4500", "300").expect("valid");
        let ppp = s.paces_per_pixel().expect("valid");
        assert!((ppp - 4500.0 / 36.0 / 0.88 / 300.0).abs() < 1e-9, "{ppp}");
        assert_eq!(ProvisionalScale::default(), s);
        assert!(s.describe().starts_with("1:4500 at 300 dpi = 0.473"));
    }

    #[test]
    fn bad_figures_are_refused() {
        assert!(ProvisionalScale::parse_paces_per_pixel("0").is_err());
        assert!(ProvisionalScale::parse_paces_per_pixel("-2").is_err());
        assert!(ProvisionalScale::parse_paces_per_pixel("NaN").is_err());
        assert!(ProvisionalScale::parse_paces_per_pixel("two").is_err());
        assert_eq!(
            ProvisionalScale::parse_paces_per_pixel(" 2 ").ok(),
            Some(ProvisionalScale::PacesPerPixel(2.0))
        );
        assert!(ProvisionalScale::parse_ratio("1:0", "300").is_err());
        assert!(ProvisionalScale::parse_ratio("1:4500", "0").is_err());
        assert!(ProvisionalScale::parse_ratio("1:4500", "inf").is_err());
    }
}
