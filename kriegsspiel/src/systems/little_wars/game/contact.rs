//! Finding the melees at the end of a move (§6 "When a melee happens"; Wells L296): men of the
//! side that moved in contact with enemy men, every man within 6 in of a man in contact, groups
//! that share a man made one; and each side's supporters within a move of the points of
//! contact who are in no melee (Wells L288, L308; `isolation_radius`, `supporter_eligibility`).

use super::state::BattleState;
use crate::systems::little_wars::figure::{Arm, Figure};
use crate::systems::little_wars::moves::{MoveContext, figure_allowance};
use crate::systems::little_wars::units::{CONTACT, Inches, SIX_INCHES, TOLERANCE};
use serde::{Deserialize, Serialize};

/// One melee as found on the table, ready for [`super::LittleWarsCommand::SettleMelee`].
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct FoundMelee {
    /// The side that moved's men in the melee, by id.
    pub mover: Vec<u32>,
    /// The other side's men in the melee.
    pub other: Vec<u32>,
    /// The side that moved's supporters.
    pub mover_supporters: Vec<u32>,
    /// The other side's supporters.
    pub other_supporters: Vec<u32>,
}

fn root(parent: &mut [usize], mut i: usize) -> usize {
    while parent[i] != i {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    i
}

fn support_radius(state: &BattleState, arm: Arm) -> Inches {
    let o = &state.options;
    if o.is("isolation_radius", "infantry_move") {
        figure_allowance(Arm::Infantry, MoveContext::default(), o).0
    } else if o.is("isolation_radius", "cavalry_move") {
        figure_allowance(Arm::Cavalry, MoveContext::default(), o).0
    } else {
        figure_allowance(arm, MoveContext::default(), o).0
    }
}

impl BattleState {
    /// The melees standing on the table now, for the side to move; sorted by their lowest id.
    pub fn find_melees(&self) -> Vec<FoundMelee> {
        let armed: Vec<&Figure> = self.figures.iter().filter(|f| f.is_armed()).collect();
        let n = armed.len();
        let mut parent: Vec<usize> = (0..n).collect();
        let mut in_contact = vec![false; n];
        for i in 0..n {
            for j in (i + 1)..n {
                let (a, b) = (armed[i], armed[j]);
                let mover_pair = (a.side == self.to_move) != (b.side == self.to_move);
                if mover_pair && a.gap_to(b).0 <= CONTACT.0 + TOLERANCE {
                    in_contact[i] = true;
                    in_contact[j] = true;
                    let (ri, rj) = (root(&mut parent, i), root(&mut parent, j));
                    parent[ri] = rj;
                }
            }
        }
        let mut in_melee = in_contact.clone();
        for i in 0..n {
            if in_contact[i] {
                continue;
            }
            for j in 0..n {
                if in_contact[j] && armed[i].gap_to(armed[j]).0 <= SIX_INCHES.0 + TOLERANCE {
                    in_melee[i] = true;
                    let (ri, rj) = (root(&mut parent, i), root(&mut parent, j));
                    parent[ri] = rj;
                }
            }
        }
        let mut groups: std::collections::BTreeMap<usize, FoundMelee> = Default::default();
        for i in (0..n).filter(|i| in_melee[*i]) {
            let r = root(&mut parent, i);
            let g = groups.entry(r).or_default();
            if armed[i].side == self.to_move {
                g.mover.push(armed[i].id);
            } else {
                g.other.push(armed[i].id);
            }
        }
        let any_melee_free = self.options.is("supporter_eligibility", "free_armed");
        let mut found: Vec<FoundMelee> = groups
            .into_iter()
            .filter(|(_, g)| !g.mover.is_empty() && !g.other.is_empty())
            .map(|(r, mut g)| {
                let contact: Vec<&Figure> = (0..n)
                    .filter(|i| in_contact[*i] && root(&mut parent.clone(), *i) == r)
                    .map(|i| armed[i])
                    .collect();
                for i in 0..n {
                    let f = armed[i];
                    let busy = if any_melee_free {
                        in_melee[i]
                    } else {
                        g.mover.contains(&f.id) || g.other.contains(&f.id)
                    };
                    if busy {
                        continue;
                    }
                    let reach = support_radius(self, f.arm).0 + TOLERANCE;
                    if contact
                        .iter()
                        .any(|c| c.side == f.side && f.gap_to(c).0 <= reach)
                    {
                        if f.side == self.to_move {
                            g.mover_supporters.push(f.id);
                        } else {
                            g.other_supporters.push(f.id);
                        }
                    }
                }
                for v in [
                    &mut g.mover,
                    &mut g.other,
                    &mut g.mover_supporters,
                    &mut g.other_supporters,
                ] {
                    v.sort_unstable();
                }
                g
            })
            .collect();
        found.sort_by_key(|g| g.mover.first().copied().unwrap_or(u32::MAX));
        found
    }
}
