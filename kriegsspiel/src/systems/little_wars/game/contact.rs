//! Finding the melees at the end of a move (§6 "When a melee happens"; Wells L296): men of the
//! side that moved in contact with enemy men, and who takes part (`melee_extent`): under
//! `wells` every man within 6 in of a man in contact, groups that share a man made one; under
//! `centre_unit` the men within 6 in of one contact figure the mover picks (Streamlined
//! L66-L68). Each side's supporters are counted within a move of the points of contact
//! (Wells L288, L308; `isolation_radius`, `supporter_eligibility`). Under `melee_order` =
//! `simultaneous` the melees are those counted when the first of them was settled; under
//! `sequential` each is counted from the table as it stands (Streamlined L64-L66).

use super::found_melee::FoundMelee;
use super::state::{BattleState, count};
use crate::systems::little_wars::figure::{Arm, Figure};
use crate::systems::little_wars::gun::{counts_outside_melee, may_fight};
use crate::systems::little_wars::melee::{MeleeCount, MeleeOutcome, settle_melee};
use crate::systems::little_wars::moves::{MoveContext, figure_allowance};
use crate::systems::little_wars::option_readings::{
    IsolationRadius, MeleeExtent, MeleeOrder, SupporterEligibility,
};
use crate::systems::little_wars::units::{CONTACT, Inches, SIX_INCHES, TOLERANCE};
use std::collections::{BTreeMap, BTreeSet};

fn root(parent: &mut [usize], mut i: usize) -> usize {
    while parent[i] != i {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    i
}

fn support_radius(state: &BattleState, arm: Arm) -> Inches {
    let o = &state.options;
    if o.isolation_radius == IsolationRadius::InfantryMove {
        figure_allowance(Arm::Infantry, MoveContext::default(), o).0
    } else if o.isolation_radius == IsolationRadius::CavalryMove {
        figure_allowance(Arm::Cavalry, MoveContext::default(), o).0
    } else {
        figure_allowance(arm, MoveContext::default(), o).0
    }
}

fn within(a: &Figure, b: &Figure, reach: Inches) -> bool {
    a.gap_to(b).0 <= reach.0 + TOLERANCE
}

/// The fighting men on the table and which of them are in contact across the sides, with the
/// contact groups (men in contact joined to the enemy men they touch) and the men engaged.
/// Built once for all the melees of a count.
struct Contacts<'a> {
    fighters: Vec<&'a Figure>,
    in_contact: Vec<bool>,
    /// Men within 6 in of a man in contact, in contact ones included (Wells L296).
    engaged: Vec<bool>,
    parent: Vec<usize>,
    /// Whether the engaged men have been joined to the contact groups (`melee_extent` =
    /// `wells`); the joins are made once.
    joined: bool,
    /// The battle's rules version: from 2 on, men in contact join groups too.
    rules_version: u32,
}

impl<'a> Contacts<'a> {
    fn of(state: &'a BattleState) -> Self {
        let all = &state.figures;
        let fighters: Vec<&Figure> = all
            .iter()
            .filter(|f| {
                may_fight(f, all, &state.options) && !state.supply.out_of_action.contains(&f.id)
            })
            .collect();
        let n = fighters.len();
        let mut parent: Vec<usize> = (0..n).collect();
        let mut in_contact = vec![false; n];
        for i in 0..n {
            for j in (i + 1)..n {
                let (a, b) = (fighters[i], fighters[j]);
                let mover_pair = (a.side == state.to_move) != (b.side == state.to_move);
                if mover_pair && within(a, b, CONTACT) {
                    in_contact[i] = true;
                    in_contact[j] = true;
                    let (ri, rj) = (root(&mut parent, i), root(&mut parent, j));
                    parent[ri] = rj;
                }
            }
        }
        let engaged = (0..n)
            .map(|i| {
                in_contact[i]
                    || (0..n).any(|j| in_contact[j] && within(fighters[i], fighters[j], SIX_INCHES))
            })
            .collect();
        Contacts {
            fighters,
            in_contact,
            engaged,
            parent,
            joined: false,
            rules_version: state.rules_version,
        }
    }

    /// Joins each engaged man to the contact groups of the men in contact within 6 in of him,
    /// so that groups sharing a man are one melee (Wells L296). A man in contact is engaged
    /// too: two contact pairs side by side, within 6 in of one another, are one melee. Done
    /// once.
    fn join_engaged(&mut self) {
        if self.joined {
            return;
        }
        self.joined = true;
        let n = self.fighters.len();
        let pairs_join = self.rules_version >= 2;
        for i in (0..n).filter(|i| self.engaged[*i] && (pairs_join || !self.in_contact[*i])) {
            for j in 0..n {
                if self.in_contact[j] && within(self.fighters[i], self.fighters[j], SIX_INCHES) {
                    let (ri, rj) = (root(&mut self.parent, i), root(&mut self.parent, j));
                    self.parent[ri] = rj;
                }
            }
        }
    }
}

impl BattleState {
    /// The melees of this move, for the side to move; sorted by their lowest id. Under
    /// `melee_order` = `simultaneous`, once one has been settled, the rest as counted then
    /// from the positions at the end of the move; otherwise as the table stands now.
    pub fn find_melees(&self) -> Vec<FoundMelee> {
        match &self.melee_snapshot {
            Some(snapshot) if self.options.melee_order == MeleeOrder::Simultaneous => {
                snapshot.clone()
            }
            _ => self.melees_on_table(),
        }
    }

    /// The melees as the table stands now (§6). Under `melee_extent` = `centre_unit`, where the
    /// mover has picked no centre, each group in contact is centred on its lowest-numbered man
    /// of the side that moved in contact.
    pub fn melees_on_table(&self) -> Vec<FoundMelee> {
        let mut c = Contacts::of(self);
        let n = c.fighters.len();
        let mut centres: BTreeMap<usize, u32> = BTreeMap::new();
        for i in (0..n).filter(|i| c.in_contact[*i] && c.fighters[*i].side == self.to_move) {
            let r = root(&mut c.parent, i);
            let id = c.fighters[i].id;
            centres
                .entry(r)
                .and_modify(|e| *e = (*e).min(id))
                .or_insert(id);
        }
        let mut found: Vec<FoundMelee> = centres
            .values()
            .filter_map(|&centre| self.melee_in(&mut c, centre))
            .collect();
        found.sort_by_key(|g| g.mover.first().copied().unwrap_or(u32::MAX));
        found.dedup();
        found
    }

    /// The melee round the man `centre` of the side to move, who must be in contact with an
    /// enemy man. Under `melee_extent` = `wells` it is the whole melee he is in (Wells L296);
    /// under `centre_unit` it is every fighting man of either side within 6 in of him
    /// (Streamlined L66-L68). None when he is in contact with nobody.
    pub fn find_melee_around(&self, centre: u32) -> Option<FoundMelee> {
        self.melee_in(&mut Contacts::of(self), centre)
    }

    /// The melee round `centre` among the contacts `c` (see [`Self::find_melee_around`]).
    fn melee_in(&self, c: &mut Contacts, centre: u32) -> Option<FoundMelee> {
        let n = c.fighters.len();
        let k = (0..n).find(|i| c.fighters[*i].id == centre && c.in_contact[*i])?;
        if c.fighters[k].side != self.to_move {
            return None;
        }
        let members: Vec<usize> = if self.options.melee_extent == MeleeExtent::CentreUnit {
            (0..n)
                .filter(|i| within(c.fighters[*i], c.fighters[k], SIX_INCHES))
                .collect()
        } else {
            c.join_engaged();
            let r = root(&mut c.parent, k);
            (0..n)
                .filter(|i| c.engaged[*i] && root(&mut c.parent, *i) == r)
                .collect()
        };
        let mut g = FoundMelee::default();
        for &i in &members {
            let f = c.fighters[i];
            if f.side == self.to_move {
                g.mover.push(f.id);
            } else {
                g.other.push(f.id);
            }
        }
        if g.other.is_empty() {
            return None;
        }
        let contact: Vec<&Figure> = members
            .iter()
            .filter(|i| c.in_contact[**i])
            .map(|i| c.fighters[*i])
            .collect();
        let busy: BTreeSet<u32> = (0..n)
            .filter(|i| c.engaged[*i])
            .map(|i| c.fighters[i].id)
            .collect();
        self.add_supporters(&mut g, &contact, &busy);
        Some(g)
    }

    /// Each side's supporters of melee `g`: men who count outside a melee (`disarmed_men`,
    /// `escort_status`), not in it, within their support radius of one of their side's points
    /// of contact; under `supporter_eligibility` = `free_armed` not `busy` in any melee of the
    /// move either (Wells L288, L308, L332).
    fn add_supporters(&self, g: &mut FoundMelee, contact: &[&Figure], busy: &BTreeSet<u32>) {
        let any_melee_free = self.options.supporter_eligibility == SupporterEligibility::FreeArmed;
        for f in &self.figures {
            let in_this = g.mover.contains(&f.id) || g.other.contains(&f.id);
            if in_this
                || (any_melee_free && busy.contains(&f.id))
                || !counts_outside_melee(f, &self.figures, &self.options)
                || self.supply.out_of_action.contains(&f.id)
            {
                continue;
            }
            let reach = support_radius(self, f.arm);
            if contact
                .iter()
                .any(|c| c.side == f.side && within(f, c, reach))
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
    }
}

/// The men who support `body` (all of one side): armed men of its side who count outside a
/// melee (`disarmed_men`, `escort_status`), not in the body, within their support radius of
/// one of its men (Wells L288, L308); sorted by id.
pub(super) fn body_supporters(state: &BattleState, body: &[&Figure]) -> Vec<u32> {
    let mut supporters: Vec<u32> = state
        .figures
        .iter()
        .filter(|f| body.iter().all(|b| b.id != f.id))
        .filter(|f| counts_outside_melee(f, &state.figures, &state.options))
        .filter(|f| {
            let reach = support_radius(state, f.arm);
            body.iter().any(|b| b.side == f.side && within(f, b, reach))
        })
        .map(|f| f.id)
        .collect();
    supporters.sort_unstable();
    supporters
}

impl BattleState {
    /// How melee `m` would end, counted as settling it counts (Wells L296-L320): each side's
    /// men and supporters, and the men it has left on the table. The table shows these
    /// numbers so the side that moved can choose who dies and who is taken (Wells L320).
    pub fn melee_outcome(
        &self,
        m: &FoundMelee,
    ) -> Result<MeleeOutcome, crate::systems::little_wars::error::LittleWarsError> {
        let (mover_side, other_side) = (self.to_move, self.to_move.opponent());
        let remaining = |side: crate::side::Side| {
            Some(count(
                self.figures
                    .iter()
                    .filter(|f| f.side == side && f.is_armed()),
            ))
        };
        let len = |v: &[u32]| u32::try_from(v.len()).unwrap_or(u32::MAX);
        settle_melee(
            MeleeCount {
                men: len(&m.mover),
                supporters: len(&m.mover_supporters),
                remaining: remaining(mover_side),
            },
            MeleeCount {
                men: len(&m.other),
                supporters: len(&m.other_supporters),
                remaining: remaining(other_side),
            },
            &self.options,
        )
    }
}
