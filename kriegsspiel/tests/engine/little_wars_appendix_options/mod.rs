//! Little Wars, the Kriegspiel appendix at the table (§10): the cavalry charge and the shell as
//! journaled commands, and every appendix option pinned reading by reading, each row citing
//! Wells's line (little-wars.md §1, L75-L97).

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsError;
use kriegsspiel::systems::little_wars::appendix_refusal::AppendixRefusal;
use kriegsspiel::systems::little_wars::country::Country;
use kriegsspiel::systems::little_wars::figure::{Arm, Figure, FigureStatus};
use kriegsspiel::systems::little_wars::game::{
    LittleWarsCommand as C, LittleWarsEvent as Ev, LittleWarsGame, LittleWarsSetup, ShotTouch,
    bearing_towards, gun_wanting_trail_men,
};
use kriegsspiel::systems::little_wars::gun::Gun;
use kriegsspiel::systems::little_wars::kriegspiel::charge_order::{
    ChargeOn, ChargeOrder, Formation,
};
use kriegsspiel::systems::little_wars::kriegspiel::marks::MarkKind;
use kriegsspiel::systems::little_wars::kriegspiel::{contour_move_cost, wheels_may_climb};
use kriegsspiel::systems::little_wars::moves::MoveRefusal;
use kriegsspiel::systems::little_wars::options::LittleWarsOptions;
use kriegsspiel::systems::little_wars::units::{Inches, TablePoint};

/// Riders stand on this line (inches down the table); the men they charge stand above it.
const RIDERS_Y: f64 = 26.0;
/// Base radii (Arm::base_radius): a horse 0.6 in, a foot figure 0.35 in.
const GAP_PAD: f64 = 0.95;

#[derive(Default)]
struct Field {
    figures: Vec<Figure>,
    guns: Vec<Gun>,
}

impl Field {
    fn line(&mut self, side: Side, arm: Arm, n: u32, x0: f64, y: f64) -> Vec<u32> {
        (0..n)
            .map(|k| {
                let id = u32::try_from(self.figures.len()).unwrap() + 1;
                let at = TablePoint::new(x0 + 1.5 * f64::from(k), y);
                let mut figure = Figure::new(id, side, arm, at);
                // Not a first move, which is measured from the back line (Wells L229).
                figure.has_moved_once = true;
                self.figures.push(figure);
                id
            })
            .collect()
    }

    fn gun(&mut self, side: Side, x: f64, y: f64) -> u32 {
        let id = u32::try_from(self.guns.len()).unwrap() + 1;
        self.guns
            .push(Gun::new(id, side, TablePoint::new(x, y), 0.0));
        id
    }
}

fn options(pairs: &[(&str, &str)]) -> LittleWarsOptions {
    let mut o = LittleWarsOptions::defaults();
    o.set("rules_mode", "kriegspiel").unwrap();
    o.set("force_selection", "points_150").unwrap();
    for (id, reading) in pairs {
        o.set(id, reading).unwrap();
    }
    o
}

/// The battle begun with Red to move; each side also has 16 infantry at its back line, so
/// that no test falls below 15 men a side and ends the battle (Wells L356).
fn battle(pairs: &[(&str, &str)], field: Field) -> LittleWarsGame {
    battle_by(
        kriegsspiel::systems::little_wars::game::RULES_VERSION,
        pairs,
        field,
    )
}

/// [`battle`] played by the rules of `rules_version`.
fn battle_by(rules_version: u32, pairs: &[(&str, &str)], mut field: Field) -> LittleWarsGame {
    field.line(Side::Red, Arm::Infantry, 16, 2.0, 46.0);
    field.line(Side::Blue, Arm::Infantry, 16, 2.0, 2.0);
    let setup = LittleWarsSetup {
        country: Country::default_country(),
        options: options(pairs),
        seed: 1913,
        figures: field.figures,
        guns: field.guns,
        defender: None,
        rules_version,
    };
    let mut game = LittleWarsGame::new(setup).unwrap();
    game.apply(C::TossForFirstMove).unwrap();
    game.apply(C::BeginBattle).unwrap();
    if game.state().to_move != Side::Red {
        end(&mut game);
    }
    game
}

/// Ends the move, first placing the two men at the trail of any gun that fired (Wells L273).
fn end(game: &mut LittleWarsGame) {
    while let Some(gun) = gun_wanting_trail_men(game.state()) {
        let men = game.state().trail_candidates(gun);
        game.apply(C::PlaceTrailMen { gun, men }).unwrap();
    }
    game.apply(C::EndMove { seconds_used: None }).unwrap();
}

/// Red's move and Blue's go by with nobody stirring, so that each side's mounted cavalry stood
/// still on its last move; Red is to move again (Wells L828).
fn both_stand(game: &mut LittleWarsGame) {
    end(game);
    end(game);
}

/// Red's move goes by, Blue's cavalry `men` dismount on Blue's (Wells L640); Red is to move.
fn blue_dismounts(game: &mut LittleWarsGame, men: &[u32]) {
    end(game);
    game.apply(C::Dismount {
        figures: men.to_vec(),
    })
    .unwrap();
    end(game);
}

/// Red riders on `RIDERS_Y`, Blue men `feet` (nearest points) above them.
fn riders_and(n: u32, arm: Arm, m: u32, feet: f64) -> (Field, Vec<u32>, Vec<u32>) {
    let mut field = Field::default();
    let riders = field.line(Side::Red, Arm::Cavalry, n, 44.0, RIDERS_Y);
    let pad = if arm.mounted() { 1.2 } else { GAP_PAD };
    let charged = field.line(Side::Blue, arm, m, 44.0, RIDERS_Y - feet * 12.0 - pad);
    (field, riders, charged)
}

fn order(cavalry: &[u32], target: &[u32], on: ChargeOn) -> ChargeOrder {
    ChargeOrder {
        cavalry: cavalry.to_vec(),
        target: target.to_vec(),
        on,
        ..ChargeOrder::default()
    }
}

fn infantry(formation: Formation) -> ChargeOn {
    ChargeOn::Infantry {
        formation,
        retiring: false,
    }
}

fn dead(game: &LittleWarsGame, ids: &[u32]) -> u32 {
    let s = game.state();
    u32::try_from(
        ids.iter()
            .filter(|id| s.figure(**id).unwrap().status == FigureStatus::Dead)
            .count(),
    )
    .unwrap()
}

fn appendix(err: LittleWarsError) -> AppendixRefusal {
    match err {
        LittleWarsError::Appendix(r) => r,
        other => panic!("expected an appendix refusal, got {other}"),
    }
}

/// Blue's move after Red's charge: moves one man `inches` away from the point his mark says
/// he retires from (straight up the table when he has none); negative: towards it.
fn blue_moves(game: &mut LittleWarsGame, id: u32, inches: f64) -> Result<Vec<Ev>, LittleWarsError> {
    let s = game.state();
    let at = s.figure(id).unwrap().at;
    let (ux, uy) = match s.appendix.get(id).map(|m| m.kind) {
        Some(MarkKind::Retire { away_from, .. }) => {
            let d = at.distance(away_from).0;
            ((at.x - away_from.x) / d, (at.y - away_from.y) / d)
        }
        _ => (0.0, -1.0),
    };
    game.apply(C::MoveFigure {
        figure: id,
        route: vec![at.offset(ux * inches, uy * inches)],
        on_road_in_column: false,
    })
}

mod cavalry_answer;
mod charges;
mod shells;
