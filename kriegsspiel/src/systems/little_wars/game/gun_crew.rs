//! The men who move up with a gun (Wells L273, L275; Streamlined L34).

use super::state::BattleState;
use crate::systems::little_wars::figure::Figure;
use crate::systems::little_wars::gun::{CREW_NEEDED, Gun};
use crate::systems::little_wars::moves::{MoveContext, figure_allowance};

impl BattleState {
    /// The men who move up with `gun`: four of its side's men within 6 in who have not moved
    /// this move, the fastest first (cavalry before infantry), then the nearest, then the
    /// lowest id. The gun goes as far as these four may (two feet for four cavalry, Wells
    /// L275); the rest stay where they are. Fewer than four when fewer are free.
    pub fn moving_crew(&self, gun: &Gun) -> Vec<&Figure> {
        let options = &self.options;
        let mut free: Vec<&Figure> = gun
            .men_within_six(gun.side, &self.figures, options)
            .into_iter()
            .filter(|f| !self.moved.contains(&f.id))
            .collect();
        let pace = |f: &Figure| figure_allowance(f.arm, MoveContext::default(), options).0.0;
        free.sort_by(|a, b| {
            pace(b)
                .total_cmp(&pace(a))
                .then(
                    gun.gap_to(a, options)
                        .0
                        .total_cmp(&gun.gap_to(b, options).0),
                )
                .then(a.id.cmp(&b.id))
        });
        free.truncate(CREW_NEEDED);
        free
    }
}
