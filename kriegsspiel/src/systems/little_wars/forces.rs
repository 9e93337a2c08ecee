//! Forces: the points a force is worth and the two ways of choosing forces (§8 "Forces",
//! `force_selection`; Wells L375; Streamlined L44).

use super::error::LittleWarsError;
use super::options::LittleWarsOptions;
use crate::systems::little_wars::option_readings::ForceSelection;
use serde::{Deserialize, Serialize};

/// What a force is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ForceCount {
    /// Infantrymen.
    pub infantry: u32,
    /// Cavalrymen.
    pub cavalry: u32,
    /// Guns.
    pub guns: u32,
}

/// One side's force as the players choose it before the battle: the floor game's infantry,
/// cavalry and guns (Wells L375) and, in the Kriegspiel appendix, its General (Wells L577),
/// Royal Engineers (Wells L596) and Royal Artillery (Wells L595). The appendix's men are
/// optional in a saved force (they read as none).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideForce {
    /// Infantrymen.
    pub infantry: u32,
    /// Cavalrymen.
    pub cavalry: u32,
    /// Guns.
    pub guns: u32,
    /// Whether the side has its General, a cavalry figure (Kriegspiel, Wells L577).
    #[serde(default)]
    pub general: bool,
    /// Royal Engineers (Kriegspiel, Wells L596).
    #[serde(default)]
    pub engineers: u32,
    /// Royal Artillery men (Kriegspiel, Wells L595).
    #[serde(default)]
    pub artillery: u32,
}

/// The most of one arm a side may be given at the table: more than the largest games Wells
/// tells of (over two hundred men and six guns a side, Wells L375) fit on no floor.
pub const MOST_OF_AN_ARM: u32 = 300;

/// The most guns a side may be given at the table.
pub const MOST_GUNS: u32 = 12;

impl SideForce {
    /// The force a side starts with at the table unless the players choose another: one gun
    /// with 24 infantry and 15 cavalry, Wells's best proportion ("about 20 to 25 infantry-men
    /// and 12 to 15 cavalry to a gun", a force for a front of 4 or 5 feet, Wells L375) on the
    /// default Country's 6-ft front. Its 15 cavalry can make a charging body of eight
    /// (Wells L780), and its 39 men are enough for a Fight to the Finish to be won before
    /// both sides are below fifteen men (Wells L356).
    pub const DEFAULT: SideForce = SideForce {
        infantry: 24,
        cavalry: 15,
        guns: 1,
        general: false,
        engineers: 0,
        artillery: 0,
    };

    /// The default force in the Kriegspiel appendix: the floor game's, and the side's General
    /// (Wells L577).
    pub const DEFAULT_KRIEGSPIEL: SideForce = SideForce {
        general: true,
        ..SideForce::DEFAULT
    };

    /// The default force for a game in the Kriegspiel appendix or not.
    pub fn default_for(kriegspiel: bool) -> SideForce {
        if kriegspiel {
            SideForce::DEFAULT_KRIEGSPIEL
        } else {
            SideForce::DEFAULT
        }
    }

    /// The force as the floor game without the appendix has it: the appendix's men left out.
    pub fn floor_game_only(self) -> SideForce {
        SideForce {
            general: false,
            engineers: 0,
            artillery: 0,
            ..self
        }
    }

    /// Whether the force has any of the appendix's men.
    pub fn has_appendix_men(&self) -> bool {
        self.general || self.engineers > 0 || self.artillery > 0
    }

    /// Men of the force, the appendix's included (guns are not men).
    pub fn men(&self) -> u32 {
        self.infantry + self.cavalry + u32::from(self.general) + self.engineers + self.artillery
    }

    /// The force as the start of a battle counts it against the force rule: infantry as
    /// infantry, every other man (the appendix's too, for which Wells gives no points) with the
    /// cavalry, and the guns.
    pub fn count(&self) -> ForceCount {
        ForceCount {
            infantry: self.infantry,
            cavalry: self.men() - self.infantry,
            guns: self.guns,
        }
    }

    /// Refuses a force with more of an arm than the table takes, or none at all.
    pub fn check_size(&self) -> Result<(), LittleWarsError> {
        for (what, n, most) in [
            ("infantry", self.infantry, MOST_OF_AN_ARM),
            ("cavalry", self.cavalry, MOST_OF_AN_ARM),
            ("engineers", self.engineers, MOST_OF_AN_ARM),
            ("artillery", self.artillery, MOST_OF_AN_ARM),
            ("guns", self.guns, MOST_GUNS),
        ] {
            if n > most {
                return Err(LittleWarsError::OutOfRange {
                    what: "force",
                    value: format!("{n} {what}"),
                    allowed: format!("at most {most} {what} a side at the table"),
                });
            }
        }
        if self.men() == 0 {
            return Err(LittleWarsError::OutOfRange {
                what: "force",
                value: "no men".into(),
                allowed: "at least one man a side".into(),
            });
        }
        Ok(())
    }
}

impl Default for SideForce {
    fn default() -> Self {
        SideForce::DEFAULT
    }
}

pub use super::figures::BUY_POINTS;
pub use super::figures::CAVALRY_HALF_POINTS;
pub use super::figures::GUN_HALF_POINTS;
pub use super::figures::INFANTRY_HALF_POINTS;

/// A force's points and how they were reckoned.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ForcePoints {
    /// The total (a whole or a half).
    pub points: f64,
    /// Whether the force keeps within the 150-point buy.
    pub within_buy: bool,
    /// The working.
    pub steps: Vec<String>,
}

impl ForceCount {
    /// Men of the force (guns are not men).
    pub fn men(&self) -> u32 {
        self.infantry + self.cavalry
    }

    /// The force's points in half points (exact).
    pub fn half_points(&self) -> u64 {
        u64::from(self.infantry) * INFANTRY_HALF_POINTS
            + u64::from(self.cavalry) * CAVALRY_HALF_POINTS
            + u64::from(self.guns) * GUN_HALF_POINTS
    }

    /// The force's points with the working (Wells L375).
    pub fn points(&self) -> ForcePoints {
        let points = self.half_points() as f64 / 2.0;
        let within_buy = points <= BUY_POINTS;
        let steps = vec![
            format!(
                "Infantry {} × {} = {} (Wells L375).",
                self.infantry,
                half_points_words(INFANTRY_HALF_POINTS),
                half_points_words(u64::from(self.infantry) * INFANTRY_HALF_POINTS)
            ),
            format!(
                "Cavalry {} × {} = {} (Wells L375).",
                self.cavalry,
                half_points_words(CAVALRY_HALF_POINTS),
                half_points_words(u64::from(self.cavalry) * CAVALRY_HALF_POINTS)
            ),
            format!(
                "Guns {} × {} = {} (Wells L375).",
                self.guns,
                half_points_words(GUN_HALF_POINTS),
                half_points_words(u64::from(self.guns) * GUN_HALF_POINTS)
            ),
            format!(
                "Total {points} points; the 150-point buy {} (Wells L375; Streamlined L44).",
                if within_buy {
                    "allows it"
                } else {
                    "is exceeded"
                }
            ),
        ];
        ForcePoints {
            points,
            within_buy,
            steps,
        }
    }
}

/// Checks two forces against the force rule in force: equal in number (and, by default,
/// similar: the same number of each arm) under `equal`, at most 150 points each under
/// `points_150` (Wells L375; Streamlined L44).
pub fn check_forces(
    red: ForceCount,
    blue: ForceCount,
    options: &LittleWarsOptions,
) -> Result<(), LittleWarsError> {
    if options.force_selection == ForceSelection::Points150 {
        for (name, force) in [("Red", red), ("Blue", blue)] {
            let points = force.points().points;
            if points > BUY_POINTS {
                return Err(LittleWarsError::OutOfRange {
                    what: "force points",
                    value: format!("{name} {points}"),
                    allowed: "at most 150 (Wells L375; Streamlined L44)".into(),
                });
            }
        }
        return Ok(());
    }
    if red.men() != blue.men() || red.guns != blue.guns {
        return Err(LittleWarsError::OutOfRange {
            what: "forces",
            value: format!(
                "Red {} men and {} guns, Blue {} men and {} guns",
                red.men(),
                red.guns,
                blue.men(),
                blue.guns
            ),
            allowed: "equal in number and similar in composition unless agreed otherwise \
                      (Wells L375)"
                .into(),
        });
    }
    Ok(())
}

/// Points given in half points, in words: 3 → "1½", 4 → "2".
fn half_points_words(half_points: u64) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// Forces of a side smaller than this need at least [`FEWEST_MEN_SMALL_BATTLE`] (Wells L360).
pub const SMALL_BATTLE_MEN: u32 = 50;

/// The fewest men a side in a battle of fewer than 50 a side (Wells L360).
pub const FEWEST_MEN_SMALL_BATTLE: u32 = 10;

/// The force rules corrected in rules version 2, for forces chosen as equal (Wells L375):
/// similar in composition — the same number of infantry, of cavalry and of guns — and, with
/// fewer than 50 men a side, at least 10 a side (Wells L360).
pub fn check_composition(
    red: ForceCount,
    blue: ForceCount,
    options: &LittleWarsOptions,
) -> Result<(), LittleWarsError> {
    if options.force_selection == ForceSelection::Points150 {
        return Ok(());
    }
    if red != blue {
        return Err(LittleWarsError::OutOfRange {
            what: "forces",
            value: format!(
                "Red {} infantry, {} cavalry, {} guns; Blue {} infantry, {} cavalry, {} guns",
                red.infantry, red.cavalry, red.guns, blue.infantry, blue.cavalry, blue.guns
            ),
            allowed: "similar in composition: as many of each arm on each side, unless agreed \
                      otherwise (Wells L375)"
                .into(),
        });
    }
    let men = red.men();
    // Ten is below fifty, so a side short of ten is always in a battle under fifty a side.
    if men < FEWEST_MEN_SMALL_BATTLE.min(SMALL_BATTLE_MEN) {
        return Err(LittleWarsError::OutOfRange {
            what: "forces",
            value: format!("{men} men a side"),
            allowed: "at least 10 a side in a battle of fewer than 50 a side (Wells L360)".into(),
        });
    }
    Ok(())
}
