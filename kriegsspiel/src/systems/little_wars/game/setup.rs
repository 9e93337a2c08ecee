//! What a Little Wars battle starts from: the Country, the options, the seed and the two
//! forces as put down. The bundled default puts two equal forces on the default Country.

use super::defence::{defender_gun_limit, defender_within_two_thirds};
use super::state::count;
use crate::side::Side;
use crate::systems::little_wars::country::{Country, Scenery};
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::{Arm, Figure};
use crate::systems::little_wars::forces::{ForceCount, SideForce};
use crate::systems::little_wars::gun::Gun;
use crate::systems::little_wars::options::LittleWarsOptions;
use crate::systems::little_wars::units::{TablePoint, point_segment_distance};
use serde::{Deserialize, Serialize};

/// The start of a battle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LittleWarsSetup {
    /// The Country.
    pub country: Country,
    /// The options in force.
    #[serde(default)]
    pub options: LittleWarsOptions,
    /// The dice box's seed.
    pub seed: u64,
    /// Every man, where he was first put.
    pub figures: Vec<Figure>,
    /// Every gun, where it was first put.
    pub guns: Vec<Gun>,
    /// The defender, in the Defensive Game.
    #[serde(default)]
    pub defender: Option<Side>,
    /// The rules this battle is played by: a battle saved before a rule was corrected
    /// replays as it was played (see [`crate::systems::little_wars::rules_version`]).
    #[serde(default = "crate::systems::little_wars::rules_version::first_rules_version")]
    pub rules_version: u32,
}

impl LittleWarsSetup {
    /// The engine's small test battle: the default Country with two equal forces of 12
    /// infantry, 6 cavalry and a gun put down along their back lines (Wells L229, L375). The
    /// table starts from [`SideForce::DEFAULT`] instead, through [`Self::with_forces`].
    pub fn default_battle(seed: u64) -> Self {
        let country = Country::default_country();
        let depth = country.depth;
        let mut figures = Vec::new();
        let mut guns = Vec::new();
        let mut next = 1;
        for side in [Side::Red, Side::Blue] {
            // Red stands at the bottom (y = depth), Blue at the top, each arm facing its like.
            let place = |x: f64, inches_from_line: f64| match side {
                Side::Red => TablePoint::new(x, depth - inches_from_line),
                Side::Blue => TablePoint::new(x, inches_from_line),
            };
            for n in 0..12 {
                figures.push(Figure::new(
                    next,
                    side,
                    Arm::Infantry,
                    place(20.0 + 2.0 * f64::from(n), 2.0),
                ));
                next += 1;
            }
            for n in 0..6 {
                figures.push(Figure::new(
                    next,
                    side,
                    Arm::Cavalry,
                    place(50.0 + 2.0 * f64::from(n), 2.5),
                ));
                next += 1;
            }
            let bearing = if side == Side::Red { 0.0 } else { 180.0 };
            guns.push(Gun::new(
                if side == Side::Red { 1 } else { 2 },
                side,
                place(30.0, 6.0),
                bearing,
            ));
        }
        LittleWarsSetup {
            country,
            options: LittleWarsOptions::defaults(),
            seed,
            figures,
            guns,
            defender: None,
            rules_version: crate::systems::little_wars::rules_version::RULES_VERSION,
        }
    }

    /// A battle on the default Country between the two forces chosen before it (the forces
    /// editor's), each put down in rows along its own back line (Wells L229): infantry nearest
    /// the line, then the Royal Artillery, the cavalry, the engineers, the General and the
    /// guns in front; every row centred and clear of the houses. Refuses a force too big for the
    /// table or for its own half of the Country. The forces themselves are checked when the
    /// battle starts (equal, or within the 150-point buy, Wells L375).
    pub fn with_forces(
        seed: u64,
        options: LittleWarsOptions,
        red: SideForce,
        blue: SideForce,
    ) -> Result<Self, LittleWarsError> {
        let country = Country::default_country();
        let mut figures = Vec::new();
        let mut guns = Vec::new();
        for (side, force) in [(Side::Red, red), (Side::Blue, blue)] {
            force.check_size()?;
            let mut rows = Rows::new(&country, side);
            for (arm, n) in [
                (Arm::Infantry, force.infantry),
                (Arm::RoyalArtillery, force.artillery),
                (Arm::Cavalry, force.cavalry),
                (Arm::RoyalEngineers, force.engineers),
                (Arm::General, u32::from(force.general)),
            ] {
                for at in rows.men(n, arm)? {
                    let id = u32::try_from(figures.len() + 1).unwrap_or(u32::MAX);
                    figures.push(Figure::new(id, side, arm, at));
                }
            }
            let bearing = if side == Side::Red { 0.0 } else { 180.0 };
            for axle in rows.guns(force.guns)? {
                let id = u32::try_from(guns.len() + 1).unwrap_or(u32::MAX);
                guns.push(Gun::new(id, side, axle, bearing));
            }
        }
        Ok(LittleWarsSetup {
            country,
            options,
            seed,
            figures,
            guns,
            defender: None,
            rules_version: crate::systems::little_wars::rules_version::RULES_VERSION,
        })
    }

    /// Checks every number a saved setup brings against stated bounds before the battle is
    /// built from it: the Country ([`Country::check_bounds`]), and each man and gun on the
    /// table or the floor beside it ([`Country::check_piece_place`]), a gun's bearing finite. A save with a
    /// table a billion inches wide or a man at 1e12 in is refused in words, not played.
    pub fn check_bounds(&self) -> Result<(), LittleWarsError> {
        self.country.check_bounds()?;
        for f in &self.figures {
            self.country.check_piece_place("man's place", f.at)?;
        }
        for g in &self.guns {
            self.country.check_piece_place("gun's axle", g.axle)?;
            if !g.bearing_deg.is_finite() {
                return Err(LittleWarsError::OutOfRange {
                    what: "gun bearing",
                    value: format!("{} degrees (gun {})", g.bearing_deg, g.id),
                    allowed: "a finite number of degrees".into(),
                });
            }
        }
        Ok(())
    }

    /// Makes `defender` the Defensive Game's defender at no more than two-thirds of the
    /// attacker's strength (Wells L368, measured as `defensive_strength` says): under `men` his
    /// last guns are first taken off down to two-thirds of the attacker's (little-wars.md L40),
    /// then his last infantryman and last cavalryman are taken off in turn until the force fits.
    pub fn make_defender(&mut self, defender: Side) {
        self.defender = Some(defender);
        let force = |figures: &[Figure], guns: &[Gun], side: Side| ForceCount {
            infantry: count(
                figures
                    .iter()
                    .filter(|f| f.side == side && !f.arm.mounted()),
            ),
            cavalry: count(figures.iter().filter(|f| f.side == side && f.arm.mounted())),
            guns: count(guns.iter().filter(|g| g.side == side)),
        };
        let attacker = force(&self.figures, &self.guns, defender.opponent());
        if let Some(limit) = defender_gun_limit(attacker.guns, &self.options) {
            while count(self.guns.iter().filter(|g| g.side == defender)) > limit {
                let Some(n) = self.guns.iter().rposition(|g| g.side == defender) else {
                    break;
                };
                self.guns.remove(n);
            }
        }
        let mut mounted = false;
        while !defender_within_two_thirds(
            force(&self.figures, &self.guns, defender),
            attacker,
            &self.options,
        ) {
            let last = self
                .figures
                .iter()
                .rposition(|f| f.side == defender && f.arm.mounted() == mounted)
                .or_else(|| self.figures.iter().rposition(|f| f.side == defender));
            let Some(n) = last else {
                break;
            };
            self.figures.remove(n);
            mounted = !mounted;
        }
    }
}

/// Inches between the centres of two foot figures side by side in a row.
const FOOT_GAP: f64 = 2.0;

/// Inches between the centres of two horsemen side by side in a row.
const HORSE_GAP: f64 = 2.5;

/// Inches kept clear between the Country's edge and the end of a row.
const EDGE: f64 = 3.0;

/// Inches from a gun's axle to the rows behind and in front of it (its trail is 3 in long,
/// its barrel 2 in).
const GUN_ROOM: f64 = 4.0;

/// A side's rows as they are laid out from its back line forward.
struct Rows<'a> {
    country: &'a Country,
    side: Side,
    /// How far in front of the back line the next row stands, in inches.
    depth: f64,
}

impl<'a> Rows<'a> {
    fn new(country: &'a Country, side: Side) -> Self {
        Rows {
            country,
            side,
            depth: FOOT_GAP,
        }
    }

    /// The table point `inches` in front of the side's back line at `x`.
    fn point(&self, x: f64, inches: f64) -> TablePoint {
        match self.side {
            Side::Red => TablePoint::new(x, self.country.depth - inches),
            Side::Blue => TablePoint::new(x, inches),
        }
    }

    /// Refuses a row standing on or beyond the middle line (a side puts down in its own half,
    /// Wells L229).
    fn within_half(&self, inches: f64) -> Result<(), LittleWarsError> {
        let half = self
            .country
            .middle_line_y()
            .min(self.country.depth - self.country.middle_line_y());
        if inches >= half - 1.0 {
            return Err(LittleWarsError::OutOfRange {
                what: "force",
                value: format!(
                    "{}'s rows reaching {inches:.0} in from his back line",
                    self.side
                ),
                allowed: format!(
                    "a force that stands in rows within its own half, less than {half:.0} in \
                     deep, on the {} (Wells L229)",
                    self.country.name
                ),
            });
        }
        Ok(())
    }

    /// Whether a base of `radius` at `at` stands clear of the houses, walls and trees (men
    /// stand clear of them, Wells L277).
    fn clear(&self, at: TablePoint, radius: f64) -> bool {
        let room = radius + EDGE / 2.0;
        !self.country.in_house(at, radius)
            && self.country.scenery.iter().all(|s| match s {
                Scenery::Wall { from, to } => point_segment_distance(at, *from, *to).0 > room,
                Scenery::Tree {
                    at: tree,
                    radius: r,
                } => at.distance(*tree).0 > r + room,
                _ => true,
            })
    }

    /// Puts `n` men of `arm` down side by side, in rows, each row centred across the Country
    /// and clear of the houses.
    fn men(&mut self, n: u32, arm: Arm) -> Result<Vec<TablePoint>, LittleWarsError> {
        let gap = if arm.mounted() { HORSE_GAP } else { FOOT_GAP };
        let radius = arm.base_radius().0;
        let mut out = Vec::new();
        if n == 0 {
            return Ok(out);
        }
        let width = self.country.width;
        let slots = ((width - 2.0 * EDGE) / gap).floor().max(0.0) as usize + 1;
        let mut left = n as usize;
        while left > 0 {
            self.within_half(self.depth)?;
            let start = (width - (slots - 1) as f64 * gap) / 2.0;
            let mut free: Vec<f64> = (0..slots)
                .map(|i| start + i as f64 * gap)
                .filter(|&x| self.clear(self.point(x, self.depth), radius))
                .collect();
            // The slots nearest the middle of the row first, then from left to right.
            free.sort_by(|a, b| (a - width / 2.0).abs().total_cmp(&(b - width / 2.0).abs()));
            free.truncate(left);
            free.sort_by(f64::total_cmp);
            left -= free.len();
            out.extend(free.into_iter().map(|x| self.point(x, self.depth)));
            self.depth += gap;
        }
        Ok(out)
    }

    /// Puts `n` guns' axles down in a row, spread evenly across the Country, with room for
    /// their trails behind and their barrels in front.
    fn guns(&mut self, n: u32) -> Result<Vec<TablePoint>, LittleWarsError> {
        if n == 0 {
            return Ok(Vec::new());
        }
        let axle = self.depth - FOOT_GAP + GUN_ROOM;
        self.within_half(axle + GUN_ROOM)?;
        let width = self.country.width;
        let points = (1..=n)
            .map(|i| self.point(width * f64::from(i) / f64::from(n + 1), axle))
            .collect();
        self.depth = axle + GUN_ROOM;
        Ok(points)
    }
}
