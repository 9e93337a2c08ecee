//! The text typed into the tools panel, kept between frames until applied.

use super::provisional_scale::ProvisionalScale;

/// How the umpire is entering the scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ScaleEntry {
    /// A ratio 1:N and the scan's dpi.
    #[default]
    RatioAndDpi,
    /// Paces per pixel directly.
    PacesPerPixel,
}

/// The side panel's text fields.
#[derive(Debug, Clone)]
pub struct PanelForms {
    /// Which scale fields are shown.
    pub scale_entry: ScaleEntry,
    /// "Paces per pixel" field.
    pub paces_per_pixel: String,
    /// "Scale 1:N" field.
    pub ratio: String,
    /// "Scan dpi" field.
    pub dpi: String,
    /// "Radius (paces)" field.
    pub radius: String,
    /// Weapon chosen for the range-band hook.
    pub weapon: Option<String>,
}

impl Default for PanelForms {
    fn default() -> Self {
        Self::for_scale(&ProvisionalScale::default())
    }
}

impl PanelForms {
    /// Fields filled from a scale.
    pub fn for_scale(scale: &ProvisionalScale) -> Self {
        let (entry, ppp, ratio, dpi) = match *scale {
            ProvisionalScale::PacesPerPixel(p) => (
                ScaleEntry::PacesPerPixel,
                p.to_string(),
                "1:4500".into(),
                "300".into(),
            ),
            ProvisionalScale::Ratio { denominator, dpi } => (
                ScaleEntry::RatioAndDpi,
                scale
                    .paces_per_pixel()
                    .map_or_else(|_| String::new(), |p| format!("{p:.4}")),
                format!("1:{denominator}"),
                dpi.to_string(),
            ),
        };
        Self {
            scale_entry: entry,
            paces_per_pixel: ppp,
            ratio,
            dpi,
            radius: "400".into(),
            weapon: None,
        }
    }

    /// The scale the fields describe, or why not.
    pub fn scale(&self) -> Result<ProvisionalScale, kriegsspiel::RulesError> {
        match self.scale_entry {
            ScaleEntry::PacesPerPixel => {
                ProvisionalScale::parse_paces_per_pixel(&self.paces_per_pixel)
            }
            ScaleEntry::RatioAndDpi => ProvisionalScale::parse_ratio(&self.ratio, &self.dpi),
        }
    }
}
