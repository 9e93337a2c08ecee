//! Cavalry charges of the Kriegspiel appendix (§10 "Cavalry charges"; Wells L780-L866): the
//! two tables against infantry with their distance bands, and the other charge figures.

use crate::figures::counted;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::option_readings::ChargingDistance;
use crate::systems::little_wars::option_readings::{
    ChargeBands, ChargeRounding, DownhillMultiplier, RetiringInfantryCavalryLoss,
};
use crate::systems::little_wars::options::LittleWarsOptions;
use crate::systems::little_wars::rules_version::RULES_VERSION;
use serde::{Deserialize, Serialize};

pub use crate::systems::little_wars::figures::CHARGING_DISTANCE_FT;
pub use crate::systems::little_wars::figures::FEWEST_CHARGING;

/// The order of the infantry charged (`close_order_formations`: fours or two ranks are close,
/// extension is extended; Wells L622-L623, L784, L800).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum InfantryOrder {
    /// Extended order (Wells L784-L796).
    Extended,
    /// Close order: fours or two ranks (Wells L800-L812).
    Close,
}

/// The distance band at the start of the charge (`charge_bands`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChargeBand {
    /// More than two feet: the "3 ft" figures.
    Far,
    /// Between one and two feet: the "2 ft" figures.
    Middle,
    /// One foot or less: the "1 ft" figures.
    Near,
}

/// The band a charge starting `feet` away falls in (Wells L788-L812, `charge_bands`).
pub fn charge_band(feet: f64, options: &LittleWarsOptions) -> ChargeBand {
    if options.charge_bands == ChargeBands::RoundDown {
        if feet >= 2.0 {
            ChargeBand::Far
        } else if feet >= 1.0 {
            ChargeBand::Middle
        } else {
            ChargeBand::Near
        }
    } else if feet > 2.0 {
        ChargeBand::Far
    } else if feet > 1.0 {
        ChargeBand::Middle
    } else {
        ChargeBand::Near
    }
}

/// "One per `size`" of `n` men, rounded by `charge_rounding` (half up by default, as supply
/// rounds, Wells L693).
pub fn one_per(n: u32, size: u32, options: &LittleWarsOptions) -> u32 {
    let (whole, rest) = (n / size, n % size);
    let extra = if options.charge_rounding == ChargeRounding::Floor {
        false
    } else if options.charge_rounding == ChargeRounding::Ceil {
        rest > 0
    } else {
        rest > 0 && 2 * rest >= size
    };
    whole + u32::from(extra)
}

/// A charge of cavalry on infantry and what each side lost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChargeResult {
    /// Cavalry lost.
    pub cavalry_lost: u32,
    /// Infantry lost.
    pub infantry_lost: u32,
    /// The band the charge fell in.
    pub band: ChargeBand,
    /// The working.
    pub steps: Vec<String>,
}

/// What the charge was.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Charge {
    /// Cavalry charging (sabres).
    pub cavalry: u32,
    /// Infantry charged.
    pub infantry: u32,
    /// Distance at the start of the charge, nearest point to nearest point, in feet.
    pub distance_feet: f64,
    /// The infantry's order.
    pub order: InfantryOrder,
    /// Contours the cavalry charges down (Wells L844).
    pub contours_down: u32,
}

fn check_charge(charge: &Charge, options: &LittleWarsOptions) -> Result<(), LittleWarsError> {
    if charge.cavalry < FEWEST_CHARGING {
        return Err(LittleWarsError::OutOfRange {
            what: "charging cavalry",
            value: charge.cavalry.to_string(),
            allowed: "at least 8; no smaller body may charge (Wells L780)".into(),
        });
    }
    let limit = (options.charging_distance == ChargingDistance::CavalryMove)
        .then_some(CHARGING_DISTANCE_FT);
    if !charge.distance_feet.is_finite()
        || charge.distance_feet < 0.0
        || limit.is_some_and(|l| charge.distance_feet > l)
    {
        return Err(LittleWarsError::OutOfRange {
            what: "charge distance (feet)",
            value: charge.distance_feet.to_string(),
            allowed: "0 to 3, within charging distance: one cavalry move (Wells L591, L828)".into(),
        });
    }
    Ok(())
}

/// Settles a charge of cavalry on infantry by the tables (Wells L788-L812), by the current
/// rules (no downhill multiplier on infantry, Wells L844).
pub fn cavalry_charge(
    charge: Charge,
    options: &LittleWarsOptions,
) -> Result<ChargeResult, LittleWarsError> {
    cavalry_charge_by(charge, options, RULES_VERSION)
}

/// The sabres that count and the multiplier on the losses they inflict: the downhill
/// multiplier counts for cavalry against cavalry only (Wells L836-L844), so a charge on
/// infantry is settled by the tables alone; battles of rules version 1 multiplied it too, and
/// replay as they were played.
fn downhill_on_infantry(
    charge: &Charge,
    options: &LittleWarsOptions,
    rules_version: u32,
    steps: &mut Vec<String>,
) -> (u32, u32) {
    if rules_version >= 2 {
        if charge.contours_down > 0 {
            steps.push(format!(
                "Downhill over {}: no multiplier, which counts for cavalry against cavalry only \
                 (Wells L844).",
                counted(charge.contours_down, "contour")
            ));
        }
        return (charge.cavalry, 1);
    }
    let multiplier = charge.contours_down.saturating_add(1);
    let numbers_multiplied = options.downhill_multiplier == DownhillMultiplier::Numbers;
    if multiplier > 1 {
        steps.push(format!(
            "Downhill over {} contours: × {multiplier} on the {} (Wells L844).",
            charge.contours_down,
            if numbers_multiplied {
                "chargers' count"
            } else {
                "losses they inflict"
            }
        ));
    }
    if numbers_multiplied {
        (charge.cavalry.saturating_mul(multiplier), 1)
    } else {
        (charge.cavalry, multiplier)
    }
}

/// [`cavalry_charge`] by the rules of `rules_version` (a saved battle's own).
pub fn cavalry_charge_by(
    charge: Charge,
    options: &LittleWarsOptions,
    rules_version: u32,
) -> Result<ChargeResult, LittleWarsError> {
    check_charge(&charge, options)?;
    let band = charge_band(charge.distance_feet, options);
    let mut steps = vec![format!(
        "{} cavalry charge {} infantry in {} order from {} ft: the {} band ({}, charge_bands={}).",
        charge.cavalry,
        charge.infantry,
        if charge.order == InfantryOrder::Close {
            "close"
        } else {
            "extended"
        },
        charge.distance_feet,
        match band {
            ChargeBand::Far => "over 2 ft",
            ChargeBand::Middle => "1 to 2 ft",
            ChargeBand::Near => "1 ft or less",
        },
        "Wells L788-L812",
        options.charge_bands.id(),
    )];
    let (sabres, loss_multiplier) =
        downhill_on_infantry(&charge, options, rules_version, &mut steps);
    let (cavalry_lost, infantry_lost) = match charge.order {
        InfantryOrder::Extended => {
            let (per, each) = match band {
                ChargeBand::Far => (5, 1),
                ChargeBand::Middle => (10, 2),
                ChargeBand::Near => (15, 3),
            };
            steps.push(format!(
                "Extended order: cavalry lose 1 per {per} infantry charged, infantry lose {each} \
                 per charging sabre (Wells L788-L796)."
            ));
            (
                one_per(charge.infantry, per, options),
                sabres.saturating_mul(each),
            )
        }
        InfantryOrder::Close => {
            let (each, per) = match band {
                ChargeBand::Far => (3, 15),
                ChargeBand::Middle => (2, 10),
                ChargeBand::Near => (1, 5),
            };
            steps.push(format!(
                "Close order, the result reversed: cavalry lose {each} per infantryman charged, \
                 infantry lose 1 per {per} charging sabres (Wells L800-L812)."
            ));
            (
                charge.infantry.saturating_mul(each),
                one_per(sabres, per, options),
            )
        }
    };
    let infantry_lost = infantry_lost.saturating_mul(loss_multiplier);
    let cavalry_lost_capped = cavalry_lost.min(charge.cavalry);
    let infantry_lost_capped = infantry_lost.min(charge.infantry);
    steps.push(format!(
        "Losses never exceed the men present: cavalry lose {cavalry_lost_capped} (of {cavalry_lost}), \
         infantry lose {infantry_lost_capped} (of {infantry_lost})."
    ));
    steps.push(match charge.order {
        InfantryOrder::Close => {
            "Infantry charged in close order cannot move on their next move (Wells L816).".into()
        }
        InfantryOrder::Extended => {
            "Infantry charged in extended order must retire 1 ft on their next move (Wells L820)."
                .into()
        }
    });
    Ok(ChargeResult {
        cavalry_lost: cavalry_lost_capped,
        infantry_lost: infantry_lost_capped,
        band,
        steps,
    })
}

/// Losses of infantry that retired and are still within charging distance when charged
/// (Wells L856): double in extended order; in ranks or fours 2 per sabre at 3 ft and 3 at
/// 2 ft (the 2-ft figure also serving nearer). The cavalry loses nothing under
/// `retiring_infantry_cavalry_loss` = `both`.
pub fn retiring_infantry_losses(
    charge: Charge,
    options: &LittleWarsOptions,
) -> Result<ChargeResult, LittleWarsError> {
    retiring_infantry_losses_by(charge, options, RULES_VERSION)
}

/// [`retiring_infantry_losses`] by the rules of `rules_version` (a saved battle's own).
pub fn retiring_infantry_losses_by(
    charge: Charge,
    options: &LittleWarsOptions,
    rules_version: u32,
) -> Result<ChargeResult, LittleWarsError> {
    let mut result = cavalry_charge_by(charge, options, rules_version)?;
    let (cavalry_lost, infantry_lost) = match charge.order {
        InfantryOrder::Extended => (
            if options.retiring_infantry_cavalry_loss == RetiringInfantryCavalryLoss::RanksOnly {
                result.cavalry_lost
            } else {
                0
            },
            result.infantry_lost.saturating_mul(2),
        ),
        InfantryOrder::Close => {
            let each = if result.band == ChargeBand::Far { 2 } else { 3 };
            (0, charge.cavalry.saturating_mul(each))
        }
    };
    result.cavalry_lost = cavalry_lost;
    result.infantry_lost = infantry_lost.min(charge.infantry);
    result.steps.push(format!(
        "Retiring infantry still within charging distance (Wells L856): infantry lose {}, \
         cavalry lose {}.",
        result.infantry_lost, result.cavalry_lost
    ));
    Ok(result)
}

/// Cavalry loss per gun charged: 4 from 3 ft, 3 from 2 ft, 1 from 1 ft (Wells L860).
pub fn cavalry_loss_per_gun(band: ChargeBand) -> u32 {
    match band {
        ChargeBand::Far => 4,
        ChargeBand::Middle => 3,
        ChargeBand::Near => 1,
    }
}

/// Stationary mounted cavalry charged: each sabre kills 5 and drives 15 more back 3 ft
/// (Wells L828). Returns (killed, driven back), never more than there are.
pub fn stationary_cavalry_charged(sabres: u32, stationary: u32) -> (u32, u32) {
    let killed = sabres.saturating_mul(5).min(stationary);
    let driven = sabres.saturating_mul(15).min(stationary - killed);
    (killed, driven)
}

/// Cavalry against cavalry in equal numbers on level ground (Wells L836): the loser of the
/// toss loses three quarters, the winner one quarter (rounded by `charge_rounding`). Returns
/// (winner's loss, loser's loss).
pub fn equal_cavalry_losses(men: u32, options: &LittleWarsOptions) -> (u32, u32) {
    (
        one_per(men, 4, options),
        one_per(men.saturating_mul(3), 4, options).min(men),
    )
}
