//! Crossing water by boat or by swimming (Section 5 — Boats and Ferries, Currents & Tides,
//! Swimming, L1590–1613; reference §12.3). Capacities and speeds come from `structures.toml`
//! (`[crossing]`); the time to embark and land is the umpire's decision.

use super::work_estimate::turns_and_time;
use super::working_step::WorkingStep;
use crate::error::{Result, RulesError};
use crate::figures::counted;
use crate::systems::reisswitz_1815::ruleset::Ruleset;
use serde::{Deserialize, Serialize};

/// The most men, riders or guns one reckoning takes.
pub const MAX_CROSSING_BODY: u32 = 100_000;
/// The widest water the calculators take, in paces.
pub const MAX_WATER_PACES: f64 = 10_000.0;

/// What is carried over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CrossingArm {
    /// Infantry, counted in men.
    Infantry,
    /// Cavalry, counted in riders with their horses.
    Cavalry,
    /// Guns, counted one by one.
    Guns,
}

impl CrossingArm {
    /// The arm in words, plural.
    pub fn words(self) -> &'static str {
        match self {
            Self::Infantry => "infantry",
            Self::Cavalry => "cavalry",
            Self::Guns => "guns",
        }
    }
}

/// Which way a boat goes relative to the current (L1609).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CurrentDirection {
    /// With the current, downstream.
    Downstream,
    /// Against the current, upstream.
    Upstream,
    /// Across the current.
    Across,
}

impl CurrentDirection {
    /// The way back.
    pub fn reverse(self) -> Self {
        match self {
            Self::Downstream => Self::Upstream,
            Self::Upstream => Self::Downstream,
            Self::Across => Self::Across,
        }
    }

    /// The direction in words.
    pub fn words(self) -> &'static str {
        match self {
            Self::Downstream => "downstream",
            Self::Upstream => "upstream",
            Self::Across => "across the current",
        }
    }
}

/// A body carried over by boat.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BoatCrossingInput {
    /// What is carried.
    pub arm: CrossingArm,
    /// How many men, riders or guns.
    pub count: u32,
    /// The craft's id in the ruleset (`ferry`, `small_boat`, `double_pontoon`).
    pub craft: String,
    /// How many such craft there are.
    pub craft_available: u32,
    /// The distance a boat goes each way, in paces.
    pub distance_paces: f64,
    /// Which way it goes loaded.
    pub direction: CurrentDirection,
}

/// The boats a crossing takes, with the working.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BoatCrossing {
    /// Men, riders or guns one craft carries.
    pub per_load: u32,
    /// Loads the whole body needs.
    pub loads: u32,
    /// Trips each craft makes loaded (the last craft may carry less).
    pub trips: u32,
    /// Moves a loaded crossing takes.
    pub moves_over: u32,
    /// Moves a craft takes to come back for the next load.
    pub moves_back: u32,
    /// Moves on the water until the last load lands (trips over and the returns between).
    pub moves_on_water: u32,
    /// What the draft leaves to the umpire here.
    pub umpire_decisions: Vec<WorkingStep>,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

fn step(text: String, line: &str) -> WorkingStep {
    WorkingStep::new(
        text,
        format!("Section 5 — Boats and Ferries; Currents & Tides ({line}); reference §12.3"),
    )
}

fn check_count(what: &'static str, n: u32) -> Result<()> {
    if n == 0 || n > MAX_CROSSING_BODY {
        return Err(RulesError::OutOfRange {
            what,
            value: n.to_string(),
            allowed: format!("1 to {MAX_CROSSING_BODY}"),
        });
    }
    Ok(())
}

fn check_water(what: &'static str, paces: f64) -> Result<()> {
    if !(paces.is_finite() && paces > 0.0 && paces <= MAX_WATER_PACES) {
        return Err(RulesError::OutOfRange {
            what,
            value: paces.to_string(),
            allowed: format!("more than 0 to {MAX_WATER_PACES} paces"),
        });
    }
    Ok(())
}

fn moves_for(rules: &Ruleset, paces: f64, direction: CurrentDirection) -> (u32, u32) {
    let c = &rules.structures.crossing;
    let rate = match direction {
        CurrentDirection::Downstream => c.downstream_paces,
        CurrentDirection::Upstream => c.upstream_paces,
        CurrentDirection::Across => c.across_paces,
    };
    ((paces / f64::from(rate.max(1))).ceil() as u32, rate)
}

/// Loads, trips and moves on the water for a body crossing by boat (L1592–1609).
pub fn boat_crossing(rules: &Ruleset, input: &BoatCrossingInput) -> Result<BoatCrossing> {
    check_count("men, riders or guns", input.count)?;
    check_count("craft", input.craft_available)?;
    check_water("distance", input.distance_paces)?;
    let craft = rules.structures.crossing.craft(&input.craft)?;
    let per_load = match input.arm {
        CrossingArm::Infantry => craft.infantry,
        CrossingArm::Cavalry => craft.cavalry,
        CrossingArm::Guns => craft.guns,
    };
    if per_load == 0 {
        return Err(RulesError::OutOfRange {
            what: "craft",
            value: input.craft.clone(),
            allowed: format!(
                "a craft that carries {} (pontoons and small boats carry infantry only, L1601)",
                input.arm.words()
            ),
        });
    }
    let line = match (craft.id.as_str(), input.arm) {
        ("ferry", CrossingArm::Infantry) => "L1595",
        ("ferry", CrossingArm::Cavalry) => "L1597",
        ("ferry", CrossingArm::Guns) => "L1599",
        ("small_boat", _) => "L1601",
        _ => "L1605",
    };
    let loads = input.count.div_ceil(per_load);
    let trips = loads.div_ceil(input.craft_available);
    let (over, rate_over) = moves_for(rules, input.distance_paces, input.direction);
    let back_direction = input.direction.reverse();
    let (back, rate_back) = moves_for(rules, input.distance_paces, back_direction);
    let moves_on_water = over
        .saturating_mul(trips)
        .saturating_add(back.saturating_mul(trips.saturating_sub(1)));
    let steps = vec![
        step("troops embark and land by files".into(), "L1592"),
        step(
            format!(
                "{}: {per_load} {} a load; {} {} take {}",
                craft.description,
                input.arm.words(),
                input.count,
                input.arm.words(),
                counted(loads, "load")
            ),
            line,
        ),
        step(
            format!(
                "{} craft: {} loaded each, the last perhaps part-full",
                input.craft_available,
                counted(trips, "trip")
            ),
            line,
        ),
        step(
            format!(
                "{rate_over} paces a move {}: {:.0} paces take {} over; back {} at {rate_back} paces a move, {}",
                input.direction.words(),
                input.distance_paces,
                counted(over, "move"),
                back_direction.words(),
                counted(back, "move")
            ),
            "L1609",
        ),
        step(
            format!(
                "{} over and {} back between them: {} on the water",
                counted(trips, "crossing"),
                trips.saturating_sub(1),
                turns_and_time(moves_on_water)
            ),
            "L1609",
        ),
    ];
    let umpire_decisions = vec![
        step(
            "the time to embark and land each load: the umpire's decision".into(),
            "L1592",
        ),
        step(
            "the umpire may dispense with the reckoning of currents altogether".into(),
            "L1609",
        ),
    ];
    Ok(BoatCrossing {
        per_load,
        loads,
        trips,
        moves_over: over,
        moves_back: back,
        moves_on_water,
        umpire_decisions,
        steps,
    })
}

/// Men or riders swimming over water of a given width, with the working.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SwimCrossing {
    /// Moves from the start of preparing to the weapons handed out again.
    pub moves: u32,
    /// Moves in the water.
    pub swimming_moves: u32,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

/// Moves for individual riders or men to swim over `width_paces` of water (L1613).
pub fn swim(rules: &Ruleset, width_paces: f64) -> Result<SwimCrossing> {
    check_water("water width", width_paces)?;
    let c = &rules.structures.crossing;
    let swimming = (width_paces / f64::from(c.swim_paces_per_move.max(1))).ceil() as u32;
    let moves = c
        .swim_prepare_moves
        .saturating_add(swimming)
        .saturating_add(c.swim_form_up_moves);
    let cite = "Section 5 — Swimming (L1613); reference §12.3";
    Ok(SwimCrossing {
        moves,
        swimming_moves: swimming,
        steps: vec![
            WorkingStep::new(
                format!(
                    "{} moves to prepare carrying the weapons and ammunition over",
                    c.swim_prepare_moves
                ),
                cite,
            ),
            WorkingStep::new(
                format!(
                    "1 move per {} paces of water: {width_paces:.0} paces take {}",
                    c.swim_paces_per_move,
                    counted(swimming, "move")
                ),
                cite,
            ),
            WorkingStep::new(
                format!(
                    "{} to form up and hand the weapons out: {}",
                    counted(c.swim_form_up_moves, "move"),
                    turns_and_time(moves)
                ),
                cite,
            ),
        ],
    })
}
