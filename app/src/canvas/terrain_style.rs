//! How each kind of terrain feature is drawn over the scan: the colour key shared by the canvas
//! and the legend in the terrain panel. A drawing convention of the workbench, not of the draft.

use egui::Color32;
use kriegsspiel::map::{FeatureKind, FeatureShape};

/// How a kind of feature looks.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KindStyle {
    /// The kind's colour (outline of an area, the line itself for a line).
    pub colour: Color32,
    /// The translucent fill of an area (transparent for lines).
    pub fill: Color32,
    /// Lines drawn dashed (footpaths, hedges, fords).
    pub dashed: bool,
    /// The narrowest a line is drawn, in screen points, however far out the view is.
    pub min_width: f32,
    /// Drawing order: lower first (slopes under woods under villages under water under lines).
    pub layer: u8,
}

const fn rgb(r: u8, g: u8, b: u8) -> Color32 {
    Color32::from_rgb(r, g, b)
}

/// An area's fill: the colour at about a third of full strength (premultiplied alpha).
fn translucent(colour: Color32, alpha: u8) -> Color32 {
    Color32::from_rgba_unmultiplied(colour.r(), colour.g(), colour.b(), alpha)
}

/// The style of `kind`.
pub fn kind_style(kind: FeatureKind) -> KindStyle {
    use FeatureKind as K;
    let (colour, layer, dashed, min_width) = match kind {
        K::Slope5To10 => (rgb(196, 160, 110), 0, false, 1.0),
        K::Slope10To15 => (rgb(176, 128, 74), 0, false, 1.0),
        K::Slope15To25 => (rgb(150, 98, 50), 0, false, 1.0),
        K::Slope25To35 => (rgb(120, 70, 30), 0, false, 1.0),
        K::SlopeOver35 => (rgb(80, 40, 20), 0, false, 1.0),
        K::LightWoods => (rgb(90, 170, 80), 1, false, 1.0),
        K::ThickWoods => (rgb(20, 100, 40), 1, false, 1.0),
        K::Swamp => (rgb(70, 160, 170), 1, false, 1.0),
        K::Farmyard => (rgb(200, 150, 40), 2, false, 1.0),
        K::Garden => (rgb(120, 190, 60), 2, false, 1.0),
        K::VillageWooden => (rgb(150, 110, 80), 2, false, 1.0),
        K::VillageBrickStone => (rgb(190, 50, 60), 2, false, 1.0),
        K::Water => (rgb(40, 110, 220), 3, false, 1.0),
        K::Stream => (rgb(30, 90, 230), 4, false, 2.0),
        K::Hedge => (rgb(40, 130, 40), 5, true, 2.0),
        K::Wall => (rgb(60, 60, 60), 5, false, 2.0),
        K::Footpath => (rgb(150, 100, 50), 6, true, 1.5),
        K::SmallerRoad => (rgb(210, 150, 60), 6, false, 2.5),
        K::MainHighway => (rgb(235, 120, 20), 6, false, 3.5),
        K::Ford => (rgb(0, 170, 200), 7, true, 3.0),
        K::BridgeStone => (rgb(90, 90, 100), 7, false, 4.0),
        K::BridgeWooden => (rgb(140, 90, 40), 7, false, 4.0),
        K::BridgePontoon => (rgb(60, 60, 160), 7, true, 4.0),
    };
    let fill = match kind.shape() {
        FeatureShape::Area => translucent(colour, if layer == 0 { 70 } else { 95 }),
        FeatureShape::Line => Color32::TRANSPARENT,
    };
    KindStyle {
        colour,
        fill,
        dashed,
        min_width,
        layer,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn every_kind_has_its_own_colour_and_areas_are_filled() {
        let colours: BTreeSet<[u8; 4]> = FeatureKind::ALL
            .iter()
            .map(|k| kind_style(*k).colour.to_array())
            .collect();
        assert_eq!(
            colours.len(),
            FeatureKind::ALL.len(),
            "the key tells kinds apart"
        );
        for kind in FeatureKind::ALL {
            let style = kind_style(kind);
            match kind.shape() {
                FeatureShape::Area => assert!(style.fill.a() > 0 && style.fill.a() < 255),
                FeatureShape::Line => assert_eq!(style.fill, Color32::TRANSPARENT),
            }
        }
    }
}
