//! Supply packets of the Kriegspiel appendix (§10 "Supply in the field"; Wells L685-L729).
//!
//! Every six moves a side gives up one packet of food per 30 men, one of forage per 6 horses
//! and one of ammunition per 30 infantry who have fired in each of the last six moves
//! (Wells L685). Infantry remainders of 15 or more count as 30, under 15 as nothing
//! (Wells L693); `supply_rounding` says whether other groups round the same way. Isolated
//! bodies of fewer than 30 infantry need nothing (Wells L693, `supply_exemption`). Guns carry
//! unlimited ammunition (Wells L721-L725).

use crate::systems::little_wars::option_readings::{ForageHorses, SupplyExemption, SupplyRounding};
use crate::systems::little_wars::options::LittleWarsOptions;
use serde::{Deserialize, Serialize};

pub use crate::systems::little_wars::figures::CAVALRY_RADIUS_FT;
pub use crate::systems::little_wars::figures::FIRERS_PER_AMMUNITION;
pub use crate::systems::little_wars::figures::HORSES_PER_FORAGE;
pub use crate::systems::little_wars::figures::INFANTRY_RADIUS_FT;
pub use crate::systems::little_wars::figures::ISOLATION_FT;
pub use crate::systems::little_wars::figures::MEN_PER_FOOD;
pub use crate::systems::little_wars::figures::MOVES_PER_ISSUE;

/// One body (or, under `supply_reckoning` = `per_side`, one side) to supply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SupplyBody {
    /// Infantrymen.
    pub infantry: u32,
    /// Cavalrymen (each with a horse).
    pub cavalry: u32,
    /// Guns (they need no ammunition, Wells L721-L725).
    pub guns: u32,
    /// Other horses on the table with the body (the General's, gun and waggon teams;
    /// counted under `forage_horses` = `mounted`).
    pub other_horses: u32,
    /// Infantrymen who have fired in each of the last six moves.
    pub infantry_fired: u32,
    /// Whether the body is more than 12 ft from any other (Wells L693).
    pub isolated: bool,
}

/// The packets a body gives up at an issue.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SupplyPackets {
    /// Food packets.
    pub food: u32,
    /// Forage packets.
    pub forage: u32,
    /// Ammunition packets.
    pub ammunition: u32,
    /// All packets.
    pub packets: u32,
    /// The working.
    pub steps: Vec<String>,
}

/// Groups of `size` in `n`, a remainder of half a group or more counting as one (Wells L693).
pub fn half_up(n: u32, size: u32) -> u32 {
    n / size + u32::from(2 * (n % size) >= size && !n.is_multiple_of(size))
}

/// Whether `body` needs no supply: isolated, with fewer than 30 infantry (Wells L693), and,
/// under `supply_exemption` = `infantry_only`, no cavalry.
pub fn exempt(body: SupplyBody, options: &LittleWarsOptions) -> bool {
    let exempt_arms = body.cavalry == 0 || options.supply_exemption == SupplyExemption::AllArms;
    body.isolated && body.infantry < MEN_PER_FOOD && exempt_arms
}

/// The packets `body` gives up at one issue (Wells L685-L693).
pub fn supply_packets(body: SupplyBody, options: &LittleWarsOptions) -> SupplyPackets {
    let mut steps = Vec::new();
    if exempt(body, options) {
        steps.push(format!(
            "An isolated body of fewer than 30 infantry ({}) needs no supplies (Wells L693).",
            body.infantry
        ));
        return SupplyPackets {
            food: 0,
            forage: 0,
            ammunition: 0,
            packets: 0,
            steps,
        };
    }
    let others_half_up = options.supply_rounding == SupplyRounding::HalfUpAll;
    let food = if others_half_up {
        let men = body.infantry.saturating_add(body.cavalry);
        let food = half_up(men, MEN_PER_FOOD);
        steps.push(format!(
            "Food: {men} men, one packet per 30, a remainder of 15 or more counting as 30 \
             (Wells L685, L693): {food}."
        ));
        food
    } else {
        let food = half_up(body.infantry, MEN_PER_FOOD)
            .saturating_add(body.cavalry.div_ceil(MEN_PER_FOOD));
        steps.push(format!(
            "Food: {} infantry rounded at 15 (Wells L693) and {} cavalry rounded up \
             (supply_rounding=infantry_only): {food}.",
            body.infantry, body.cavalry
        ));
        food
    };
    let horses = if options.forage_horses == ForageHorses::CavalryOnly {
        body.cavalry
    } else {
        body.cavalry.saturating_add(body.other_horses)
    };
    let forage = if others_half_up {
        half_up(horses, HORSES_PER_FORAGE)
    } else {
        horses.div_ceil(HORSES_PER_FORAGE)
    };
    steps.push(format!(
        "Forage: {horses} horses, one packet per 6 (Wells L685): {forage}."
    ));
    let ammunition = half_up(body.infantry_fired, FIRERS_PER_AMMUNITION);
    steps.push(format!(
        "Ammunition: {} infantry fired in each of the last six moves, one packet per 30 \
         (Wells L685, L693): {ammunition}.",
        body.infantry_fired
    ));
    if body.guns > 0 {
        steps.push(format!(
            "The {} guns carry unlimited ammunition and need no packets (Wells L721-L725).",
            body.guns
        ));
    }
    let packets = food.saturating_add(forage).saturating_add(ammunition);
    steps.push(format!(
        "In all {packets} packets every six moves, within 6 ft of the infantry and 18 ft of \
         the cavalry they supply (Wells L685, L689)."
    ));
    SupplyPackets {
        food,
        forage,
        ammunition,
        packets,
        steps,
    }
}
