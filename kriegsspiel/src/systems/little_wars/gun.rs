//! A gun: axle midpoint, wheels, trail end and bearing (§3 "Gun geometry the program needs"),
//! and its states: in action, out of action, in dispute, captured (§3, Wells L269, L345).

use super::figure::Figure;
use super::options::LittleWarsOptions;
use super::units::{Inches, SIX_INCHES, TablePoint, point_segment_distance};
use crate::side::Side;
use crate::systems::little_wars::option_readings::{
    DisarmedMen, EscortStatus, GunRadiusFrom, TrailMen,
};
use serde::{Deserialize, Serialize};

pub use super::figures::BARREL_LENGTH;
pub use super::figures::CREW_NEEDED;
pub use super::figures::HALF_TRACK;
pub use super::figures::TRAIL_LENGTH;
pub use super::figures::TRAIL_SPOT_SLACK;

/// A gun on the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Gun {
    /// The gun's id, unique in the game.
    pub id: u32,
    /// The side it belongs to now (changes on capture, Wells L345).
    pub side: Side,
    /// The middle of the wheel axle, the point it turns on (Wells L273).
    pub axle: TablePoint,
    /// The way the muzzle points, degrees clockwise from up the table (towards y = 0).
    pub bearing_deg: f64,
    /// Moves for which it is disabled by a shell (Kriegspiel, Wells L561).
    #[serde(default)]
    pub disabled_moves: u32,
    /// Destroyed by a shell wholly inside its circle (Kriegspiel, Wells L561).
    #[serde(default)]
    pub destroyed: bool,
    /// Taken off over its own back line (Streamlined L21): out of the battle, held for the
    /// score under `retreated_score` = `yes`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub retreated: bool,
}

/// What a gun can do for the side that holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GunState {
    /// At least four of its side's men within 6 in: it may move or fire (Wells L269).
    InAction,
    /// Fewer than four: it can neither move nor fire (Wells L269).
    OutOfAction,
    /// Enemy men have come up round it, but one of its own men is still within 6 in: not
    /// captured, and the attacker may neither fire nor move it next move (Wells L345).
    InDispute,
}

impl Gun {
    /// A gun of `side` with its axle at `axle`, muzzle on `bearing_deg`.
    pub fn new(id: u32, side: Side, axle: TablePoint, bearing_deg: f64) -> Self {
        Gun {
            id,
            side,
            axle,
            bearing_deg,
            disabled_moves: 0,
            destroyed: false,
            retreated: false,
        }
    }

    fn direction(&self) -> (f64, f64) {
        let radians = self.bearing_deg.to_radians();
        (radians.sin(), -radians.cos())
    }

    /// The muzzle end.
    pub fn muzzle(&self) -> TablePoint {
        let (dx, dy) = self.direction();
        self.axle.offset(dx * BARREL_LENGTH, dy * BARREL_LENGTH)
    }

    /// The trail end, behind the axle.
    pub fn trail_end(&self) -> TablePoint {
        let (dx, dy) = self.direction();
        self.axle.offset(-dx * TRAIL_LENGTH, -dy * TRAIL_LENGTH)
    }

    /// The two wheels, left then right as the muzzle points.
    pub fn wheels(&self) -> [TablePoint; 2] {
        let (dx, dy) = self.direction();
        let (px, py) = (-dy, dx);
        [
            self.axle.offset(-px * HALF_TRACK, -py * HALF_TRACK),
            self.axle.offset(px * HALF_TRACK, py * HALF_TRACK),
        ]
    }

    /// The two spots where men stand after it fires: at the trail end, one either side, each
    /// straight behind a wheel (Wells L273, `trail_men` = `wells`).
    pub fn trail_spots(&self) -> [TablePoint; 2] {
        let (dx, dy) = self.direction();
        self.wheels()
            .map(|w| w.offset(-dx * TRAIL_LENGTH, -dy * TRAIL_LENGTH))
    }

    /// Whether two men stand where they must after the gun has fired (`trail_men`): under
    /// `wells` one at each trail spot, exactly at the end of the trail straight behind a wheel
    /// (Wells L273); under `streamlined` one on either side of the gun near the wheels, each
    /// within 6 in of his wheel (Streamlined L33).
    pub fn trail_men_placed(&self, men: [&Figure; 2], options: &LittleWarsOptions) -> bool {
        let spots = self.trail_spots();
        let wheels = self.wheels();
        let placed = |spot: usize, man: &Figure| {
            if options.trail_men == TrailMen::Streamlined {
                let own_side = self.side_of_barrel(man.at) * self.side_of_barrel(wheels[spot]);
                let near =
                    man.gap_to_point(wheels[spot]).0 <= SIX_INCHES.0 + super::units::TOLERANCE;
                own_side > 0.0 && near
            } else {
                man.at.distance(spots[spot]).0 <= TRAIL_SPOT_SLACK
            }
        };
        (placed(0, men[0]) && placed(1, men[1])) || (placed(0, men[1]) && placed(1, men[0]))
    }

    /// Which side of the line of the barrel a point lies: negative left, positive right, as
    /// the muzzle points.
    fn side_of_barrel(&self, p: TablePoint) -> f64 {
        let (dx, dy) = self.direction();
        dx * (p.y - self.axle.y) - dy * (p.x - self.axle.x)
    }

    /// Nearest-point distance from a figure to the gun: to any part of it, or to the axle
    /// midpoint (`gun_radius_from`, Wells L269, L296).
    pub fn gap_to(&self, figure: &Figure, options: &LittleWarsOptions) -> Inches {
        let centre = figure.at;
        let raw = if options.gun_radius_from == GunRadiusFrom::AxleMidpoint {
            centre.distance(self.axle)
        } else {
            let [left, right] = self.wheels();
            [
                point_segment_distance(centre, left, right),
                point_segment_distance(centre, self.axle, self.trail_end()),
                point_segment_distance(centre, self.axle, self.muzzle()),
            ]
            .into_iter()
            .fold(Inches(f64::INFINITY), |a, b| if b.0 < a.0 { b } else { a })
        };
        Inches((raw.0 - figure.arm.base_radius().0).max(0.0))
    }

    /// The men of `side` within 6 in of the gun who count (armed; `disarmed_men`,
    /// `escort_status`).
    pub fn men_within_six<'a>(
        &self,
        side: Side,
        figures: &'a [Figure],
        options: &LittleWarsOptions,
    ) -> Vec<&'a Figure> {
        figures
            .iter()
            .filter(|f| f.side == side && counts_outside_melee(f, figures, options))
            .filter(|f| self.gap_to(f, options).0 <= SIX_INCHES.0 + super::units::TOLERANCE)
            .collect()
    }

    /// The gun's state for the side that holds it (§3 "States for the program").
    pub fn state(&self, figures: &[Figure], options: &LittleWarsOptions) -> GunState {
        let own = self.men_within_six(self.side, figures, options).len();
        if own >= CREW_NEEDED && !self.destroyed && self.disabled_moves == 0 {
            return GunState::InAction;
        }
        let enemy = self
            .men_within_six(self.side.opponent(), figures, options)
            .len();
        if own > 0 && enemy > 0 {
            GunState::InDispute
        } else {
            GunState::OutOfAction
        }
    }

    /// Whether a man at `at` has passed the wheel axis going the way of an attack from
    /// `attack_from` (Wells L345): he stands on the far side of the axle line from where the
    /// attack came.
    pub fn passed_axis(&self, attack_from: TablePoint, at: TablePoint) -> bool {
        let [left, right] = self.wheels();
        let side_of = |p: TablePoint| {
            (right.x - left.x) * (p.y - left.y) - (right.y - left.y) * (p.x - left.x)
        };
        let (from, now) = (side_of(attack_from), side_of(at));
        from != 0.0 && now != 0.0 && from.signum() != now.signum()
    }
}

/// Whether `man` counts outside a melee under the options in force (`disarmed_men`,
/// `escort_status`; see [`Figure::counts_outside_melee`]).
pub fn counts_outside_melee(man: &Figure, all: &[Figure], options: &LittleWarsOptions) -> bool {
    man.counts_outside_melee(
        all,
        options.disarmed_men == DisarmedMen::MeleeOnly,
        options.escort_status == EscortStatus::Detached,
    )
}

/// Whether `man` may take part in a melee under the options in force (`escort_status`; see
/// [`Figure::may_fight`]).
pub fn may_fight(man: &Figure, all: &[Figure], options: &LittleWarsOptions) -> bool {
    man.may_fight(all, options.escort_status == EscortStatus::Detached)
}
