//! The two sides whose pins stand on the casualty record sheet: the game's own [`Side`], so a
//! board saved inside a game file reads the same either way.

pub use crate::systems::reisswitz_1815::army::Side;
