//! Helpers shared by the engine's test modules: points and ids in one call, a rectangle of
//! ground, and a game on an open field from a TOML order of battle.

use geo::{Coord, LineString, Polygon};
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::ids::UnitId;
use kriegsspiel::map::{FeatureGeometry, FeatureKind, TerrainFeature};
use kriegsspiel::systems::reisswitz_1815::army::OrderOfBattle;
use kriegsspiel::systems::reisswitz_1815::game::{Battlefield, Game, GameSetup};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

/// A map point, paces.
pub fn c(x: f64, y: f64) -> Coord<f64> {
    Coord { x, y }
}

/// A unit id the test knows to be good.
pub fn uid(s: &str) -> UnitId {
    UnitId::new(s).unwrap()
}

/// A rectangle of ground of `kind` from (x0, y0) to (x1, y1).
pub fn rect(kind: FeatureKind, x0: f64, y0: f64, x1: f64, y1: f64) -> TerrainFeature {
    TerrainFeature::new(
        kind,
        kind.label(),
        FeatureGeometry::Area(Polygon::new(
            LineString::from(vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1)]),
            vec![],
        )),
    )
}

/// A game on an open field of 20,000 paces a side from the order of battle `oob` (TOML), the
/// dice seeded with `seed`, the clock at 10:00.
pub fn open_game(oob: &str, seed: u64) -> Game {
    let field = Battlefield::open(20_000.0, 20_000.0).unwrap();
    let oob = OrderOfBattle::from_toml(oob, "test").unwrap();
    let rules = Ruleset::reisswitz_1815().unwrap();
    Game::new(GameSetup::new(field, rules, oob, seed, TimeOfDay::new(10, 0).unwrap()).unwrap())
}

/// The compiled-in ruleset of Reisswitz's 1815 draft, with every default reading: the one
/// fixture the engine's tests share.
pub fn rules() -> Ruleset {
    match Ruleset::reisswitz_1815() {
        Ok(r) => r,
        Err(e) => panic!("the compiled-in ruleset must load: {e}"),
    }
}
