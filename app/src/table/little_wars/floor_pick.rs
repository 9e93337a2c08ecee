//! What lies under a point of the floor: the man whose base it is on, or the gun whose axle,
//! trail or wheels it touches. The floor's drags and its measuring tools find pieces the same
//! way.

use kriegsspiel::systems::little_wars::figure::Figure;
use kriegsspiel::systems::little_wars::game::BattleState;
use kriegsspiel::systems::little_wars::gun::Gun;
use kriegsspiel::systems::little_wars::units::{TablePoint, point_segment_distance};

/// The man on the table whose base is under `p` (a fifth of an inch of slack for the mouse).
pub fn figure_at(state: &BattleState, p: TablePoint) -> Option<&Figure> {
    state
        .figures
        .iter()
        .filter(|f| f.on_table())
        .find(|f| f.at.distance(p).0 <= f.arm.base_radius().0 + 0.2)
}

/// The gun under a table point: near its axle, its trail or its wheels.
pub fn gun_at(state: &BattleState, p: TablePoint) -> Option<&Gun> {
    state.guns.iter().filter(|g| !g.destroyed).find(|g| {
        let [l, r] = g.wheels();
        p.distance(g.axle).0 <= 1.0
            || point_segment_distance(p, g.axle, g.trail_end()).0 <= 0.5
            || point_segment_distance(p, l, r).0 <= 0.5
    })
}
