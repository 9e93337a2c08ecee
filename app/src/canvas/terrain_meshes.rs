//! Triangles of the terrain layer's areas, cut once (ear clipping) and kept until a feature
//! changes: egui fills only convex shapes, and woods, villages and slope rings are not convex.

use geo::{Polygon, TriangulateEarcut};
use kriegsspiel::map::{FeatureGeometry, FeatureId, TerrainLayer};
use std::collections::BTreeMap;

/// One area cut into triangles, in paces.
#[derive(Debug, Clone, PartialEq)]
pub struct AreaTriangles {
    /// The outline the triangles were cut from (to notice an edit).
    source: Polygon<f64>,
    /// The corners, in paces.
    pub vertices: Vec<[f64; 2]>,
    /// Three indices into `vertices` per triangle.
    pub indices: Vec<u32>,
}

/// The cache of triangles, by feature (session-only).
#[derive(Debug, Clone, Default)]
pub struct TerrainMeshes {
    areas: BTreeMap<FeatureId, AreaTriangles>,
}

impl TerrainMeshes {
    /// Brings the cache up to date with `layer`: cuts new or edited areas, forgets deleted
    /// features.
    pub fn refresh(&mut self, layer: &TerrainLayer) {
        self.areas.retain(|id, cached| {
            matches!(layer.get(*id).map(|f| &f.geometry),
                Some(FeatureGeometry::Area(p)) if *p == cached.source)
        });
        for (id, feature) in layer.iter() {
            if let FeatureGeometry::Area(polygon) = &feature.geometry
                && !self.areas.contains_key(&id)
            {
                self.areas.insert(id, cut(polygon));
            }
        }
    }

    /// The triangles of area `id`, if it is an area of the layer last refreshed.
    pub fn get(&self, id: FeatureId) -> Option<&AreaTriangles> {
        self.areas.get(&id)
    }

    /// How many areas are cut.
    pub fn len(&self) -> usize {
        self.areas.len()
    }

    /// Whether nothing is cut.
    pub fn is_empty(&self) -> bool {
        self.areas.is_empty()
    }
}

fn cut(polygon: &Polygon<f64>) -> AreaTriangles {
    let raw = polygon.earcut_triangles_raw();
    let count = raw.vertices.len();
    // A feature has at most 100,000 vertices, far below u32's range; drop any index that is not.
    let indices: Vec<u32> = raw
        .triangle_indices
        .chunks_exact(3)
        .filter(|t| t.iter().all(|&i| i < count))
        .flat_map(|t| t.iter().filter_map(|&i| u32::try_from(i).ok()))
        .collect();
    let whole = indices.len() - indices.len() % 3;
    AreaTriangles {
        source: polygon.clone(),
        vertices: raw.vertices,
        indices: indices[..whole].to_vec(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use geo::{Area, LineString, polygon};
    use kriegsspiel::map::{FeatureKind, TerrainFeature};

    fn triangle_area(t: &AreaTriangles) -> f64 {
        t.indices
            .chunks_exact(3)
            .map(|i| {
                let [a, b, c] = [i[0], i[1], i[2]].map(|k| t.vertices[k as usize]);
                ((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])).abs() / 2.0
            })
            .sum()
    }

    #[test]
    fn a_ring_with_a_hole_is_cut_into_triangles_covering_its_area() {
        let outer = LineString::from(vec![(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]);
        let hole = LineString::from(vec![(40.0, 40.0), (60.0, 40.0), (60.0, 60.0), (40.0, 60.0)]);
        let ring = Polygon::new(outer, vec![hole]);
        let mut layer = TerrainLayer::new();
        let id = layer
            .add(TerrainFeature::new(
                FeatureKind::Slope5To10,
                "ring",
                FeatureGeometry::Area(ring.clone()),
            ))
            .expect("valid");
        let mut meshes = TerrainMeshes::default();
        meshes.refresh(&layer);
        let cut = meshes.get(id).expect("cut");
        assert!((triangle_area(cut) - ring.unsigned_area()).abs() < 1e-6);

        // An edit is noticed; a delete is forgotten.
        let l_shape = polygon![(x: 0.0, y: 0.0), (x: 50.0, y: 0.0), (x: 50.0, y: 10.0),
            (x: 10.0, y: 10.0), (x: 10.0, y: 50.0), (x: 0.0, y: 50.0)];
        layer
            .replace(
                id,
                TerrainFeature::new(
                    FeatureKind::Slope5To10,
                    "L",
                    FeatureGeometry::Area(l_shape.clone()),
                ),
            )
            .expect("valid");
        meshes.refresh(&layer);
        let cut = meshes.get(id).expect("cut");
        assert!((triangle_area(cut) - l_shape.unsigned_area()).abs() < 1e-6);
        layer.remove(id).expect("there");
        meshes.refresh(&layer);
        assert!(meshes.is_empty());
    }
}
