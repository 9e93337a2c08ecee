//! Combat explained (rules reference §5, §6; source L13, L36–L52, L66, L70, L94): the rows of
//! each calculation, not only the totals, for every option reading that changes them.

use crate::grid_support::*;
use kriegsspiel::systems::grid::{
    Battlefield, CombatExplanation, CombatResult, Feature, GridOptions, GridSide, Line, Network,
    Role, Square,
};
use std::collections::BTreeSet;

/// Explains an attack on `target` in a position of `units` on `features` (plus an arsenal under
/// every unit when `linked`), with `options`.
fn explain_on(
    features: &[(GridSide, Feature, u8, u8)],
    linked: bool,
    units: &[U],
    options: GridOptions,
    target: (u8, u8),
    by: Option<(u8, u8)>,
) -> CombatExplanation {
    let mut all = features.to_vec();
    if linked {
        // An arsenal under every unit, or beside it where a feature holds its square.
        for &(side, _, x, y) in units {
            let taken = |s: Square| {
                all.iter().any(|f| (f.2, f.3) == (s.x, s.y))
                    || units.iter().any(|u| (u.2, u.3) == (s.x, s.y))
            };
            let at = if features.iter().any(|f| (f.2, f.3) == (x, y)) {
                sq(x, y).neighbours().find(|&n| !taken(n)).unwrap()
            } else {
                sq(x, y)
            };
            all.push((side, Feature::Arsenal, at.x, at.y));
        }
    }
    let board = board(&all);
    let position = position(&board, N, units);
    let network = Network::compute(&board, &position, &options);
    let dislodged = BTreeSet::new();
    Battlefield {
        board: &board,
        position: &position,
        network: &network,
        options: &options,
        dislodged: &dislodged,
    }
    .explain(sq(target.0, target.1), by.map(|(x, y)| sq(x, y)))
    .unwrap()
}

fn explain(units: &[U], options: GridOptions, target: (u8, u8)) -> CombatExplanation {
    explain_on(&[], true, units, options, target, None)
}

/// The rows as (square, role, counts).
fn rows(e: &CombatExplanation) -> Vec<((u8, u8), Role, u32)> {
    e.contributions
        .iter()
        .map(|r| ((r.at.x, r.at.y), r.role, r.counts))
        .collect()
}

fn left_out(e: &CombatExplanation) -> Vec<((u8, u8), &str)> {
    e.left_out
        .iter()
        .map(|r| ((r.at.x, r.at.y), r.why.as_str()))
        .collect()
}

/// The reference's worked example (§5).
fn worked_example() -> Vec<U> {
    vec![
        (N, CAV, 11, 4),
        (N, CAV, 10, 3),
        (N, INF, 12, 3),
        (N, ART, 15, 5),
        (N, INF, 15, 2),
        (S, INF, 12, 5),
        (S, INF, 13, 6),
        (S, ART, 12, 8),
        (S, REL, 10, 5),
    ]
}

#[test]
fn the_references_worked_example_row_by_row() {
    let e = explain(&worked_example(), GridOptions::default(), (12, 5));
    assert_eq!(
        rows(&e),
        vec![
            ((10, 3), Role::Attack, 7),  // second in the column (L40, L46)
            ((11, 4), Role::Attack, 7),  // charging: touches the target (L38)
            ((12, 3), Role::Attack, 4),  // infantry within range 2 (L36, L46)
            ((15, 5), Role::Attack, 5),  // artillery within range 3 (L42, L46)
            ((12, 5), Role::Defence, 6), // the target, plain (L36)
            ((10, 5), Role::Defence, 1), // relay, relay_support_range = 2 (L66)
            ((12, 8), Role::Defence, 8), // artillery within range 3 (L44, L46)
            ((13, 6), Role::Defence, 6), // infantry within range 2
        ]
    );
    assert_eq!((e.attack_total, e.defence_total, e.difference), (23, 21, 2));
    assert_eq!(e.result, CombatResult::Destroyed);
    assert_eq!(left_out(&e), vec![((15, 2), "out of range 2 (source L46)")]);
    let column = e.contributions.iter().find(|r| r.at == sq(10, 3)).unwrap();
    assert_eq!((column.line, column.distance), (Line::Diagonal, 2));
    // The totals shown equal the sum of the rows (§9).
    let sum = |role| {
        e.contributions
            .iter()
            .filter(|r| r.role == role)
            .map(|r| r.counts)
            .sum::<u32>()
    };
    assert_eq!(
        (sum(Role::Attack), sum(Role::Defence)),
        (e.attack_total, e.defence_total)
    );
}

#[test]
fn relay_support_range_zero_drops_the_relay_and_keeps_the_result() {
    let e = explain(&worked_example(), with("relay_support_range", "0"), (12, 5));
    assert_eq!(e.defence_total, 20);
    assert_eq!(e.result, CombatResult::Destroyed);
    assert!(left_out(&e).contains(&(
        (10, 5),
        "a relay supports only itself (relay_support_range = 0)"
    )));
}

#[test]
fn outcomes_by_the_difference_source_l52() {
    for (difference, result) in [
        (-3, CombatResult::NoEffect),
        (0, CombatResult::NoEffect),
        (1, CombatResult::Retreat),
        (2, CombatResult::Destroyed),
        (9, CombatResult::Destroyed),
    ] {
        assert_eq!(
            CombatResult::of_difference(difference),
            result,
            "{difference}"
        );
    }
}

#[test]
fn forts_and_passes_raise_infantry_and_artillery_not_cavalry() {
    // Source L36, L38, L44: (kind, feature, defence as the target).
    let table = [
        (INF, Some(Feature::Pass), 8),
        (INF, Some(Feature::Fort), 10),
        (INF, None, 6),
        (ART, Some(Feature::Pass), 10),
        (ART, Some(Feature::Fort), 12),
        (HA, Some(Feature::Fort), 12),
        (CAV, Some(Feature::Fort), 5),
        (CAV, Some(Feature::Pass), 5),
        (REL, Some(Feature::Fort), 1),
    ];
    for (kind, feature, defence) in table {
        let features: Vec<_> = feature.into_iter().map(|f| (S, f, 10, 10)).collect();
        let units = [(S, kind, 10, 10), (N, INF, 10, 8)];
        let e = explain_on(
            &features,
            true,
            &units,
            GridOptions::default(),
            (10, 10),
            None,
        );
        assert_eq!(e.defence_total, defence, "{kind} on {feature:?}");
    }
}

#[test]
fn no_charge_against_a_fort_or_a_pass_cavalry_fire_as_infantry() {
    // Source L40: the adjacent cavalry counts 4, not 7.
    for feature in [Feature::Fort, Feature::Pass] {
        let units = [(S, INF, 10, 10), (N, CAV, 10, 9), (N, CAV, 10, 8)];
        let e = explain_on(
            &[(S, feature, 10, 10)],
            true,
            &units,
            GridOptions::default(),
            (10, 10),
            None,
        );
        assert_eq!(
            rows(&e)[..2],
            [((10, 8), Role::Attack, 4), ((10, 9), Role::Attack, 4)],
            "{feature:?}"
        );
        assert!(e.contributions[1].why.contains("no charge against"));
    }
}

#[test]
fn cavalry_in_a_fort_cannot_charge_but_on_a_pass_can() {
    // Source L94.
    let units = [(S, INF, 10, 10), (N, CAV, 10, 9)];
    let from_fort = explain_on(
        &[(N, Feature::Fort, 10, 9)],
        true,
        &units,
        GridOptions::default(),
        (10, 10),
        None,
    );
    assert_eq!(from_fort.attack_total, 4);
    let from_pass = explain_on(
        &[(N, Feature::Pass, 10, 9)],
        true,
        &units,
        GridOptions::default(),
        (10, 10),
        None,
    );
    assert_eq!(from_pass.attack_total, 7);
}

#[test]
fn a_column_of_four_reaches_four_squares_and_a_gap_ends_it() {
    // Source L40, L46: the fourth cavalry four squares away still counts 7.
    let four = [
        (S, INF, 10, 10),
        (N, CAV, 10, 9),
        (N, CAV, 10, 8),
        (N, CAV, 10, 7),
        (N, CAV, 10, 6),
    ];
    assert_eq!(
        explain(&four, GridOptions::default(), (10, 10)).attack_total,
        28
    );
    // A gap at [10,8]: the column is [10,9] alone; [10,7] fires at range 3 — out of range 2.
    let gap = [(S, INF, 10, 10), (N, CAV, 10, 9), (N, CAV, 10, 7)];
    let e = explain(&gap, GridOptions::default(), (10, 10));
    assert_eq!(e.attack_total, 7);
    assert_eq!(left_out(&e), vec![((10, 7), "out of range 2 (source L46)")]);
}

#[test]
fn charge_lines_every_line_one_line_and_adjacent_only() {
    // Two columns: two cavalry to the north (file), one to the west (rank).
    let units = [
        (S, INF, 10, 10),
        (N, CAV, 10, 9),
        (N, CAV, 10, 8),
        (N, CAV, 9, 10),
    ];
    let every = explain(&units, GridOptions::default(), (10, 10));
    assert_eq!(every.attack_total, 21);
    // one_line, the western cavalry named: its column charges (7); the file's two fire as
    // infantry (4 + 4).
    let one = explain_on(
        &[],
        true,
        &units,
        with("charge_lines", "one_line"),
        (10, 10),
        Some((9, 10)),
    );
    assert_eq!(one.attack_total, 15);
    // adjacent_only: each touching cavalry 7, the one behind fires as infantry (4).
    let adjacent = explain(&units, with("charge_lines", "adjacent_only"), (10, 10));
    assert_eq!(adjacent.attack_total, 18);
}

#[test]
fn charge_size_all_four_needs_the_whole_column() {
    let units = [(S, INF, 10, 10), (N, CAV, 10, 9), (N, CAV, 10, 8)];
    assert_eq!(
        explain(&units, GridOptions::default(), (10, 10)).attack_total,
        14
    );
    assert_eq!(
        explain(&units, with("charge_size", "all_four"), (10, 10)).attack_total,
        8
    );
}

#[test]
fn a_charge_may_hit_a_relay_source_l40() {
    let units = [(S, REL, 10, 10), (N, CAV, 10, 9)];
    let e = explain(&units, GridOptions::default(), (10, 10));
    assert_eq!((e.attack_total, e.defence_total), (7, 1));
}

#[test]
fn a_mountain_stops_fire_source_l13() {
    let units = [(S, INF, 10, 10), (N, ART, 10, 7)];
    let e = explain_on(
        &[(N, Feature::Mountain, 10, 8)],
        true,
        &units,
        GridOptions::default(),
        (10, 10),
        None,
    );
    assert_eq!(e.attack_total, 0);
    assert_eq!(
        left_out(&e),
        vec![((10, 7), "a mountain in the way (source L13)")]
    );
}

#[test]
fn fire_blocked_by_enemy_units_is_an_option() {
    // A South infantry at [10,9] stands between North's artillery at [10,7] and the target.
    let units = [(S, INF, 10, 10), (S, INF, 10, 9), (N, ART, 10, 8)];
    let units_far = [(S, INF, 10, 10), (S, INF, 10, 9), (N, ART, 10, 7)];
    assert_eq!(
        explain(&units, GridOptions::default(), (10, 10)).attack_total,
        5
    );
    assert_eq!(
        explain(&units_far, GridOptions::default(), (10, 10)).attack_total,
        5
    );
    let blocked = explain(
        &units_far,
        with("fire_blocked_by", "mountains_and_enemy_units"),
        (10, 10),
    );
    assert_eq!(blocked.attack_total, 0);
}

#[test]
fn terrain_bonus_scope_every_defender_or_target_only() {
    // A supporting infantry in a fort at [12,10], two squares from the target.
    let units = [(S, INF, 10, 10), (S, INF, 12, 10), (N, INF, 10, 8)];
    let features = [(S, Feature::Fort, 12, 10)];
    let every = explain_on(
        &features,
        true,
        &units,
        GridOptions::default(),
        (10, 10),
        None,
    );
    assert_eq!(every.defence_total, 6 + 10);
    let target_only = explain_on(
        &features,
        true,
        &units,
        with("terrain_bonus_scope", "target_only"),
        (10, 10),
        None,
    );
    assert_eq!(target_only.defence_total, 6 + 6);
}

/// A South target cut off at [10,10], North attacking with infantry at [10,8]; South's arsenal
/// at [0,19] links a supporting infantry at [8,10]... through its diagonal.
fn cut_off_scene(target: U, extra: &[U]) -> Vec<U> {
    let mut units = vec![target, (N, INF, 10, 8)];
    units.extend_from_slice(extra);
    units
}

#[test]
fn a_cut_off_target_defends_0_and_linked_friends_still_support_it() {
    // Source L70: the isolated unit is "stripped of all defensive capacity", but a linked
    // friend within range adds its defence. South's only arsenal is [12,19]: its file reaches
    // [12,10]; the target at [10,10] touches nobody.
    let features = [(S, Feature::Arsenal, 12, 19), (N, Feature::Arsenal, 10, 0)];
    let alone = explain_on(
        &features,
        false,
        &cut_off_scene((S, INF, 10, 10), &[]),
        GridOptions::default(),
        (10, 10),
        None,
    );
    assert_eq!(alone.defence_total, 0, "{alone:#?}");
    assert_eq!(alone.result, CombatResult::Destroyed);
    let supported = explain_on(
        &features,
        false,
        &cut_off_scene((S, INF, 10, 10), &[(S, INF, 12, 12)]),
        GridOptions::default(),
        (10, 10),
        None,
    );
    assert_eq!(
        rows(&supported)[1..],
        [((10, 10), Role::Defence, 0), ((12, 12), Role::Defence, 6)][1..]
    );
}

#[test]
fn a_cut_off_attacker_adds_nothing_source_l70() {
    // North's only arsenal at [0,0]; its infantry at [10,8] is on no line and touches nobody.
    let features = [(N, Feature::Arsenal, 0, 0), (S, Feature::Arsenal, 10, 19)];
    let e = explain_on(
        &features,
        false,
        &[(S, INF, 10, 10), (N, INF, 10, 8)],
        GridOptions::default(),
        (10, 10),
        None,
    );
    assert_eq!(e.attack_total, 0);
    assert_eq!(
        left_out(&e),
        vec![((10, 8), "cut off: adds nothing to an attack (source L70)")]
    );
}

#[test]
fn cut_off_relay_inert_or_defends() {
    // South's relay at [10,10] is on no South line and touches no South unit.
    let features = [(S, Feature::Arsenal, 0, 19), (N, Feature::Arsenal, 10, 0)];
    let units = [(S, REL, 10, 10), (N, INF, 10, 8)];
    let inert = explain_on(
        &features,
        false,
        &units,
        GridOptions::default(),
        (10, 10),
        None,
    );
    assert_eq!(inert.defence_total, 0);
    let defends = explain_on(
        &features,
        false,
        &units,
        with("cut_off_relay", "defends"),
        (10, 10),
        None,
    );
    assert_eq!(defends.defence_total, 1);
}

#[test]
fn relays_have_no_attack_factor() {
    let e = explain(
        &[(S, INF, 10, 10), (N, REL, 10, 9), (N, INF, 10, 8)],
        GridOptions::default(),
        (10, 10),
    );
    assert_eq!(e.attack_total, 4);
    assert_eq!(
        left_out(&e),
        vec![((10, 9), "no attack factor: a relay (source L66)")]
    );
}

#[test]
fn hover_totals_for_both_sides_on_any_square() {
    let units = worked_example();
    let mut features: Vec<_> = units
        .iter()
        .map(|&(side, _, x, y)| (side, Feature::Arsenal, x, y))
        .collect();
    features.sort();
    let board = board(&features);
    let position = position(&board, N, &units);
    let options = GridOptions::default();
    let network = Network::compute(&board, &position, &options);
    let dislodged = BTreeSet::new();
    let field = Battlefield {
        board: &board,
        position: &position,
        network: &network,
        options: &options,
        dislodged: &dislodged,
    };
    // On the target's square, by fire only: North 4 (cavalry [11,4]) + 4 ([10,3] at 2) +
    // 4 ([12,3]) + 5 ([15,5]) = 17; South's defence 21 as in the example.
    let strengths = field.square_strengths(Square::new(12, 5));
    assert_eq!(strengths.north.0, 17);
    assert_eq!(strengths.south.1, 21);
}
