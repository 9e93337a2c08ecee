//! The terrain layer's answers in words: the ground under the cursor, and the ground a
//! measured path crosses with lengths and the walls, hedges and streams on the way.

use crate::canvas::MapPoint;
use kriegsspiel::map::TerrainLayer;
use kriegsspiel::systems::reisswitz_1815::ruleset::discretion_length;
use kriegsspiel::terrain::Ground;
use words::format_paces;

/// "light woods (lwood)".
pub fn ground_words(ground: Ground) -> String {
    format!("{} ({})", ground.description(), ground.id())
}

/// "Ground under the cursor: light woods (lwood); also slopes 5–10° without road (s5_10)".
pub fn ground_here(layer: &TerrainLayer, p: MapPoint) -> Option<String> {
    let at = layer.ground_at(p.into()).ok()?;
    let mut text = format!("Ground under the cursor: {}", ground_words(at.ground));
    if !at.also.is_empty() {
        let also: Vec<String> = at.also.iter().map(|g| ground_words(*g)).collect();
        text.push_str(&format!("; also {}", also.join(", ")));
    }
    Some(text)
}

/// The lines describing the ground along `path`: one per kind of ground with its total length
/// (longest first), then one per wall, hedge or stream crossed. Empty for fewer than two
/// points or a path the layer refuses.
pub fn path_lines(layer: &TerrainLayer, path: &[MapPoint]) -> Vec<String> {
    if path.len() < 2 {
        return Vec::new();
    }
    let coords: Vec<geo::Coord<f64>> = path.iter().map(|p| (*p).into()).collect();
    let Ok(crossed) = layer.path_ground(&coords) else {
        return Vec::new();
    };
    let mut totals = crossed.totals();
    totals.sort_by(|a, b| b.1.paces().total_cmp(&a.1.paces()).then(a.0.cmp(&b.0)));
    let mut lines: Vec<String> = totals
        .into_iter()
        .map(|(ground, length)| format!("{}: {}", ground_words(ground), format_paces(length)))
        .collect();
    for crossing in &crossed.crossings {
        let name = if crossing.name.is_empty() {
            String::new()
        } else {
            format!(" “{}”", crossing.name)
        };
        let via = match crossing.via.and_then(|id| layer.get(id)) {
            Some(way) => format!(" by the {}", way.kind.label()),
            None => String::new(),
        };
        lines.push(format!(
            "Crosses {}{name} at {}{via}",
            crossing.kind.label(),
            format_paces(crossing.along)
        ));
    }
    if discretion_length(&crossed).paces() > 0.0 {
        lines.push(format!(
            "{} on ground the movement chart leaves to the umpire",
            format_paces(discretion_length(&crossed))
        ));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use geo::{line_string, polygon};
    use kriegsspiel::map::{FeatureGeometry, FeatureKind, TerrainFeature};

    #[test]
    fn a_path_through_a_copse_and_over_a_wall() {
        let mut layer = TerrainLayer::new();
        layer
            .add(TerrainFeature::new(
                FeatureKind::LightWoods,
                "Ash Copse",
                FeatureGeometry::Area(polygon![
                    (x: 100.0, y: -50.0), (x: 400.0, y: -50.0), (x: 400.0, y: 50.0), (x: 100.0, y: 50.0)
                ]),
            ))
            .expect("valid");
        layer
            .add(TerrainFeature::new(
                FeatureKind::Wall,
                "park wall",
                FeatureGeometry::Line(line_string![(x: 600.0, y: -100.0), (x: 600.0, y: 100.0)]),
            ))
            .expect("valid");
        let lines = path_lines(
            &layer,
            &[MapPoint::new(0.0, 0.0), MapPoint::new(1000.0, 0.0)],
        );
        assert_eq!(
            lines,
            vec![
                "even ground, slopes under 5° (even): 700 paces".to_string(),
                "light woods (lwood): 300 paces".to_string(),
                "Crosses wall “park wall” at 600 paces".to_string(),
            ]
        );
        assert_eq!(
            ground_here(&layer, MapPoint::new(200.0, 0.0)).as_deref(),
            Some("Ground under the cursor: light woods (lwood)")
        );
        assert!(path_lines(&layer, &[MapPoint::new(0.0, 0.0)]).is_empty());
    }
}
