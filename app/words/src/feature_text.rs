//! Terrain features named for the umpire.

use kriegsspiel::map::{FeatureId, TerrainFeature};

/// "#12 light woods “Long Copse”".
pub fn feature_title(id: FeatureId, feature: &TerrainFeature) -> String {
    if feature.name.is_empty() {
        format!("{id} {}", feature.kind.label())
    } else {
        format!("{id} {} “{}”", feature.kind.label(), feature.name)
    }
}
