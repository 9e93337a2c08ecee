//! Little Wars invariants: a melee never creates or loses a man, and a move is refused exactly
//! when it is longer than its circle.

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::figure::{Arm, Figure};
use kriegsspiel::systems::little_wars::melee::{MeleeCount, settle_melee};
use kriegsspiel::systems::little_wars::moves::{MoveContext, check_figure_move, figure_allowance};
use kriegsspiel::systems::little_wars::options::LittleWarsOptions;
use kriegsspiel::systems::little_wars::units::{TablePoint, path_length};
use proptest::prelude::*;

proptest! {
    #[test]
    fn a_melee_never_creates_or_loses_a_man(
        mover in 1u32..500, other in 1u32..500,
        ms in 0u32..500, os in 0u32..500,
        streamlined in any::<bool>(),
    ) {
        let mut o = LittleWarsOptions::defaults();
        if streamlined {
            o.set("isolation_test", "streamlined").unwrap();
        }
        let out = settle_melee(
            MeleeCount { men: mover, supporters: ms, remaining: Some(mover + ms + 3) },
            MeleeCount { men: other, supporters: os, remaining: Some(other + os) },
            &o,
        ).unwrap();
        prop_assert_eq!(out.accounted(), (mover, other));
        // Nobody on the larger side is ever taken; the dead are equal on both sides.
        prop_assert_eq!(out.mover.dead, out.other.dead);
        prop_assert!(out.mover.taken_prisoner == 0 || out.other.taken_prisoner == 0);
    }

    #[test]
    fn a_move_is_refused_exactly_when_it_exceeds_its_circle(
        legs in prop::collection::vec((-30.0f64..30.0, -30.0f64..30.0), 1..5),
        cavalry in any::<bool>(),
        kriegspiel in any::<bool>(),
    ) {
        let mut o = LittleWarsOptions::defaults();
        if kriegspiel {
            o.set("rules_mode", "kriegspiel").unwrap();
        }
        let arm = if cavalry { Arm::Cavalry } else { Arm::Infantry };
        let mut man = Figure::new(1, Side::Red, arm, TablePoint::new(40.0, 40.0));
        man.has_moved_once = true;
        let mut at = man.at;
        let route: Vec<TablePoint> = legs.iter().map(|(dx, dy)| { at = at.offset(*dx, *dy); at }).collect();
        let mut whole = vec![man.at];
        whole.extend(route.iter().copied());
        let length = path_length(&whole).0;
        let (allowed, _) = figure_allowance(arm, MoveContext::default(), &o);
        let result = check_figure_move(&man, &route, None, MoveContext::default(), &o);
        prop_assert_eq!(result.is_err(), length > allowed.0 + 1e-3);
    }
}
