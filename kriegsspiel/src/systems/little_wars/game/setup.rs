//! What a Little Wars battle starts from: the Country, the options, the seed and the two
//! forces as put down. The bundled default puts two equal forces on the default Country.

use super::defence::{defender_gun_limit, defender_within_two_thirds};
use super::state::count;
use crate::side::Side;
use crate::systems::little_wars::country::Country;
use crate::systems::little_wars::figure::{Arm, Figure};
use crate::systems::little_wars::forces::ForceCount;
use crate::systems::little_wars::gun::Gun;
use crate::systems::little_wars::options::LittleWarsOptions;
use crate::systems::little_wars::units::TablePoint;
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
    /// The bundled default: the default Country with two equal forces of 12 infantry,
    /// 6 cavalry and a gun put down along their back lines (Wells L229, L375).
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
