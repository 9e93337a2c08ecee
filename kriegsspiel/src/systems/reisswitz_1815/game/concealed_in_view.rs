//! A concealed march that comes into plain view close by (draft L116: "if in the course of these
//! moves a unit that was unseen becomes visible then it will be put on the map and the umpire
//! will inform the relevant player"; reference §12.2).
//!
//! A column on a concealed march is on the umpire's side board and never seen (Section 2 —
//! "Marches, Open or Concealed"). In games of [`STAFF_RIDES_VERSION`] on, whenever the clock
//! advances the game looks for enemy units on the map that would see the column's place in plain
//! view close by — within the note's distance at which single figures are seen (880 paces,
//! L2321–2323; shorter by night or in weather) with nothing blocking the line — and records a
//! prompt for the umpire, who reveals the column (or says why not). The column stays concealed
//! until he does: the game never reveals it on its own.

use super::battlefield::Battlefield;
use super::event::Event;
use super::game_state::GameState;
use crate::distance::Pace;
use crate::systems::reisswitz_1815::ruleset::STAFF_RIDES_VERSION;

/// The note's line at whose distance a column is in plain view close by (single figures seen).
const PLAIN_VIEW_LINE: &str = "single_figures";

impl GameState {
    /// How near an enemy must be to see a column in plain view, paces (see the module
    /// documentation); `None` where the ruleset's note has no single-figures line.
    pub fn plain_view_paces(&self) -> Option<f64> {
        let line = self.ruleset().visibility.distance(PLAIN_VIEW_LINE).ok()?;
        Some(self.visibility().reach(Pace(line.max_paces)).paces())
    }

    /// The prompts to reveal concealed marches now in plain view: one for each column, naming
    /// the nearest enemy unit that would see it, in the column's id order.
    pub(super) fn concealed_in_view(&self, field: &Battlefield) -> Vec<Event> {
        if self.ruleset().version < STAFF_RIDES_VERSION {
            return Vec::new();
        }
        let Some(reach) = self.plain_view_paces() else {
            return Vec::new();
        };
        let units = self.units_on_map();
        let terrain = field.terrain();
        let mut prompts = Vec::new();
        for column in units.iter().filter(|u| u.concealed) {
            let nearest = units
                .iter()
                .filter(|u| u.side != column.side && !u.concealed)
                .map(|u| {
                    let d = (u.centre.x - column.centre.x).hypot(u.centre.y - column.centre.y);
                    (d, u)
                })
                .filter(|(d, u)| {
                    *d <= reach && terrain.sight_blocked(u.centre, column.centre).is_none()
                })
                .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.id.cmp(&b.1.id)));
            if let Some((paces, seen_by)) = nearest {
                prompts.push(Event::ConcealedMarchInView {
                    unit: column.id.clone(),
                    seen_by: seen_by.id.clone(),
                    paces: paces.round(),
                });
            }
        }
        prompts
    }
}
