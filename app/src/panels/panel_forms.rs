//! The text typed into the side panel's fields, kept between frames until applied.

/// The side panel's text fields.
#[derive(Debug, Clone, PartialEq)]
pub struct PanelForms {
    /// "Radius (paces)" field.
    pub radius: String,
    /// Weapon chosen for the range bands.
    pub weapon: Option<String>,
    /// Name given to the next feature drawn.
    pub new_feature_name: String,
    /// "Feature name" field of the selected feature.
    pub feature_name: String,
    /// "Sheet name" field of the selected sheet.
    pub sheet_name: String,
    /// "Nudge step (paces)" field.
    pub nudge: String,
    /// "Rotation (degrees)" field of the selected sheet.
    pub rotation: String,
    /// Keep the sheet's own calibration when aligning it (only turn and shift it).
    pub align_keeps_scale: bool,
}

impl Default for PanelForms {
    fn default() -> Self {
        Self {
            radius: "400".into(),
            weapon: None,
            new_feature_name: String::new(),
            feature_name: String::new(),
            sheet_name: String::new(),
            nudge: "10".into(),
            rotation: "0".into(),
            align_keeps_scale: false,
        }
    }
}
