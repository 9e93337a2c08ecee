//! Little Wars floor-game options for melees, prisoners, guns, time and the score, each reading
//! pinned with a table row citing its line (`../shared/rules/little-wars.md` §1): who takes
//! part in a melee and in what order they are counted, who supports, what disarmed men and
//! escorts count for, when prisoners go free, where a gun's capturers and trail men stand,
//! what the guns measure from, the move time, the draw, and the guns and men a side scores.

mod clearance;
mod gun_fire;
mod guns_and_score;
mod melees_and_prisoners;

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::country::Country;
use kriegsspiel::systems::little_wars::figure::{Arm, Figure, FigureStatus};
use kriegsspiel::systems::little_wars::game::{
    FoundMelee, LittleWarsCommand as C, LittleWarsGame, LittleWarsSetup, Phase,
};
use kriegsspiel::systems::little_wars::gun::Gun;
use kriegsspiel::systems::little_wars::options::LittleWarsOptions;
use kriegsspiel::systems::little_wars::units::TablePoint;

/// A man of the battle: id, side, arm, where, what has become of him.
pub(super) type Man = (u32, Side, Arm, f64, f64, FigureStatus);

pub(super) const ARMED: FigureStatus = FigureStatus::Armed;

pub(super) fn red(id: u32, x: f64, y: f64) -> Man {
    (id, Side::Red, Arm::Infantry, x, y, ARMED)
}

pub(super) fn blue(id: u32, x: f64, y: f64) -> Man {
    (id, Side::Blue, Arm::Infantry, x, y, ARMED)
}

pub(super) fn options(chosen: &[(&str, &str)]) -> LittleWarsOptions {
    let mut o = LittleWarsOptions::defaults();
    // Forces of any size, so each table holds only the men it needs (Wells L375).
    o.set("force_selection", "points_150").unwrap();
    for (id, reading) in chosen {
        o.set(id, reading).unwrap();
    }
    o
}

/// A battle on a blank 10 × 8 ft table with `men` and `guns` (id, side, axle x, y, bearing)
/// where they stand, every man past his first move, Red to move.
pub(super) fn battle(
    chosen: &[(&str, &str)],
    men: &[Man],
    guns: &[(u32, Side, f64, f64, f64)],
) -> LittleWarsGame {
    let setup = LittleWarsSetup {
        country: Country::blank("test", 120.0, 96.0).unwrap(),
        options: options(chosen),
        seed: 7,
        figures: men
            .iter()
            .map(|&(id, side, arm, x, y, status)| {
                let mut f = Figure::new(id, side, arm, TablePoint::new(x, y));
                f.status = status;
                f.has_moved_once = true;
                f
            })
            .collect(),
        guns: guns
            .iter()
            .map(|&(id, side, x, y, b)| Gun::new(id, side, TablePoint::new(x, y), b))
            .collect(),
        defender: None,
        rules_version: kriegsspiel::systems::little_wars::game::RULES_VERSION,
    };
    begun(setup)
}

/// The battle of `setup` begun, Red to move (a test that changes [`battle`]'s set-up, e.g. to
/// play it under older rules, begins it again here).
pub(super) fn begun(setup: LittleWarsSetup) -> LittleWarsGame {
    let mut game = LittleWarsGame::new(setup).unwrap();
    game.apply(C::TossForFirstMove).unwrap();
    game.apply(C::BeginBattle).unwrap();
    if game.state().to_move != Side::Red {
        game.apply(C::EndMove { seconds_used: None }).unwrap();
    }
    game
}

pub(super) fn settle(m: &FoundMelee) -> C {
    C::SettleMelee {
        mover: m.mover.clone(),
        other: m.other.clone(),
        mover_supporters: m.mover_supporters.clone(),
        other_supporters: m.other_supporters.clone(),
        dead: vec![],
        taken: vec![],
    }
}

pub(super) fn status(game: &LittleWarsGame, id: u32) -> FigureStatus {
    game.state().figure(id).unwrap().status
}

pub(super) fn melee(mover: &[u32], other: &[u32], mover_supporters: &[u32]) -> FoundMelee {
    FoundMelee {
        mover: mover.to_vec(),
        other: other.to_vec(),
        mover_supporters: mover_supporters.to_vec(),
        other_supporters: vec![],
    }
}

/// A Blue gun at (60, 40) pointing down the table at Red; its wheel axis runs across at y = 40.
pub(super) const BLUE_GUN: [(u32, Side, f64, f64, f64); 1] = [(2, Side::Blue, 60.0, 40.0, 180.0)];

/// `men` with a man of each side far off, so that neither side is wiped out (Wells L356).
pub(super) fn with_far_men(mut men: Vec<Man>) -> Vec<Man> {
    men.push(red(90, 10.0, 90.0));
    men.push(blue(190, 10.0, 6.0));
    men
}
