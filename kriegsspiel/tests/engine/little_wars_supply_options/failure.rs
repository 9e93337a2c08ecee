//! Missed supply: the two readings of `supply_failure`, late packets, and men out of action
//! for want of supply (Wells L721-L729).

use super::*;

#[test]
fn missed_supply_by_each_reading_of_supply_failure() {
    // (supply_failure, a man may move right after the miss, source)
    let rows: &[(&str, bool, &str)] = &[
        (
            "six_moves",
            true,
            "Wells L725: out of action after six moves, acting until then",
        ),
        (
            "halt_then_out",
            false,
            "Wells L725: cannot move without supply",
        ),
    ];
    for (reading, may_move, cite) in rows {
        let mut g = battle(
            &[("supply_failure", reading)],
            &line(Arm::Infantry, 15, 100.0, 500.0),
            &[],
        );
        until_due(&mut g, Side::Red);
        let events = end(&mut g);
        assert!(
            events.iter().any(|e| matches!(e, Ev::SupplyMissed { side: Side::Red, figures } if figures.len() == 15)),
            "{cite}: {events:?}"
        );
        until_to_move(&mut g, Side::Red);
        let moved = g.apply(C::MoveFigure {
            figure: 1,
            route: vec![TablePoint::new(100.0, 495.0)],
            on_road_in_column: false,
        });
        assert_eq!(moved.is_ok(), *may_move, "{cite}: {moved:?}");
        if !may_move {
            assert!(matches!(
                moved,
                Err(LittleWarsError::Supply(SupplyRefusal::Unsupplied { .. }))
            ));
        }
        // Six of Red's moves after the issue fell due, the men are out of action.
        let mut out = None;
        for _ in 0..12 {
            let events = end(&mut g);
            if let Some(Ev::OutOfAction { figures }) = events
                .iter()
                .find(|e| matches!(e, Ev::OutOfAction { figures } if figures.contains(&1)))
            {
                out = Some(figures.len());
                break;
            }
        }
        assert_eq!(out, Some(15), "{cite}");
        until_to_move(&mut g, Side::Red);
        let moved = g.apply(C::MoveFigure {
            figure: 2,
            route: vec![TablePoint::new(102.0, 495.0)],
            on_road_in_column: false,
        });
        assert!(
            matches!(
                moved,
                Err(LittleWarsError::Supply(SupplyRefusal::OutOfAction { .. }))
            ),
            "{cite}"
        );
    }
}

#[test]
fn late_supply_saves_men_who_missed_an_issue() {
    let mut g = battle(&[], &line(Arm::Infantry, 15, 100.0, 500.0), &[]);
    until_due(&mut g, Side::Red);
    end(&mut g);
    until_to_move(&mut g, Side::Red);
    let red_short = |g: &LittleWarsGame| {
        g.state()
            .supply
            .unsupplied
            .keys()
            .filter(|id| **id < 100)
            .count()
    };
    assert_eq!(red_short(&g), 15, "Wells L725");
    let ev = give(
        &mut g,
        Side::Red,
        vec![packet(PacketKind::Food, 100.0, 480.0)],
        Vec::new(),
    );
    assert_eq!(supplied(&ev).0.len(), 15, "Wells L725: within six moves");
    assert_eq!(red_short(&g), 0, "Wells L725");
}

#[test]
fn men_out_of_action_for_want_of_supply_neither_fight_nor_support() {
    // Wells L725: troops six moves without supply are out of action. Red never gives up its
    // food; Blue, ten inches off, gives up its own whenever due.
    let mut g = battle(
        &[],
        &line(Arm::Infantry, 15, 100.0, 500.0),
        &line(Arm::Infantry, 15, 100.0, 490.0),
    );
    for _ in 0..40 {
        let s = g.state();
        if s.supply.out_of_action.contains(&1) && s.to_move == Side::Blue {
            break;
        }
        if s.supply.due.contains_key(&Side::Blue) && s.to_move == Side::Blue {
            give(
                &mut g,
                Side::Blue,
                vec![packet(PacketKind::Food, 110.0, 488.0)],
                vec![],
            );
        }
        end(&mut g);
    }
    let s = g.state();
    assert!(s.supply.out_of_action.contains(&1), "Wells L725");
    assert_eq!(s.to_move, Side::Blue);
    let gap = s.figure(101).unwrap().gap_to(s.figure(1).unwrap()).0;
    g.apply(C::MoveFigure {
        figure: 101,
        route: vec![TablePoint::new(100.0, 490.0 + gap)],
        on_road_in_column: false,
    })
    .unwrap();
    assert!(
        g.state().find_melees().is_empty(),
        "Wells L725: a man out of action makes no melee"
    );
}
