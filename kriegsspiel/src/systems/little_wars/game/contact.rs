//! Finding the melees at the end of a move (§6 "When a melee happens"; Wells L296): men of the
//! side that moved in contact with enemy men, and who takes part (`melee_extent`): under
//! `wells` every man within 6 in of a man in contact, groups that share a man made one; under
//! `centre_unit` the men within 6 in of one contact figure the mover picks (Streamlined
//! L66-L68). Each side's supporters are counted within a move of the points of contact
//! (Wells L288, L308; `isolation_radius`, `supporter_eligibility`). Under `melee_order` =
//! `simultaneous` the melees are those counted when the first of them was settled; under
//! `sequential` each is counted from the table as it stands (Streamlined L64-L66).

use super::found_melee::FoundMelee;
use super::state::BattleState;
use crate::systems::little_wars::figure::{Arm, Figure};
use crate::systems::little_wars::gun::{counts_outside_melee, may_fight};
use crate::systems::little_wars::moves::{MoveContext, figure_allowance};
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
    if o.is("isolation_radius", "infantry_move") {
        figure_allowance(Arm::Infantry, MoveContext::default(), o).0
    } else if o.is("isolation_radius", "cavalry_move") {
        figure_allowance(Arm::Cavalry, MoveContext::default(), o).0
    } else {
        figure_allowance(arm, MoveContext::default(), o).0
    }
}

fn within(a: &Figure, b: &Figure, reach: Inches) -> bool {
    a.gap_to(b).0 <= reach.0 + TOLERANCE
}

/// The fighting men on the table and which of them are in contact across the sides, with the
/// contact groups (men in contact joined to the enemy men they touch).
struct Contacts<'a> {
    fighters: Vec<&'a Figure>,
    in_contact: Vec<bool>,
    parent: Vec<usize>,
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
        Contacts {
            fighters,
            in_contact,
            parent,
        }
    }

    /// Men within 6 in of a man in contact, in contact ones included (Wells L296).
    fn engaged(&self) -> Vec<bool> {
        let n = self.fighters.len();
        (0..n)
            .map(|i| {
                self.in_contact[i]
                    || (0..n).any(|j| {
                        self.in_contact[j] && within(self.fighters[i], self.fighters[j], SIX_INCHES)
                    })
            })
            .collect()
    }
}

impl BattleState {
    /// The melees of this move, for the side to move; sorted by their lowest id. Under
    /// `melee_order` = `simultaneous`, once one has been settled, the rest as counted then
    /// from the positions at the end of the move; otherwise as the table stands now.
    pub fn find_melees(&self) -> Vec<FoundMelee> {
        match &self.melee_snapshot {
            Some(snapshot) if self.options.is("melee_order", "simultaneous") => snapshot.clone(),
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
            .filter_map(|&centre| self.find_melee_around(centre))
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
        let mut c = Contacts::of(self);
        let n = c.fighters.len();
        let k = (0..n).find(|i| c.fighters[*i].id == centre && c.in_contact[*i])?;
        if c.fighters[k].side != self.to_move {
            return None;
        }
        let engaged = c.engaged();
        let members: Vec<usize> = if self.options.is("melee_extent", "centre_unit") {
            (0..n)
                .filter(|i| within(c.fighters[*i], c.fighters[k], SIX_INCHES))
                .collect()
        } else {
            for i in (0..n).filter(|i| engaged[*i] && !c.in_contact[*i]) {
                for j in (0..n).filter(|j| {
                    c.in_contact[*j] && within(c.fighters[i], c.fighters[*j], SIX_INCHES)
                }) {
                    let (ri, rj) = (root(&mut c.parent, i), root(&mut c.parent, j));
                    c.parent[ri] = rj;
                }
            }
            let r = root(&mut c.parent, k);
            (0..n)
                .filter(|i| engaged[*i] && root(&mut c.parent, *i) == r)
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
            .filter(|i| engaged[*i])
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
        let any_melee_free = self.options.is("supporter_eligibility", "free_armed");
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
