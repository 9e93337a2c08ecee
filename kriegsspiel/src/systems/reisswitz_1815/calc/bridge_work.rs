//! Building, taking up, destroying and repairing bridges, and supplementary obstacles
//! (Section 5 — Bridges & Fords, L1534–1588; reference §12.3). Times come from
//! `structures.toml` (`[bridging]`); where the draft says "up to" the umpire chooses the factor,
//! where it says "at least" he may allow longer, and where it is silent he decides.

use super::work_estimate::{WorkEstimate, WorkSpan, minutes_to_turns, turns_and_time};
use super::working_step::WorkingStep;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::Ruleset;
use serde::{Deserialize, Serialize};

/// The longest bridge the calculators take, in feet or paces.
pub const MAX_BRIDGE_LENGTH: u32 = 10_000;

/// Fire on the bridging site.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FireOnSite {
    /// No fire.
    #[default]
    None,
    /// Cannon ball (L1536).
    Ball,
    /// Canister: construction stops (L1536, L1548).
    Canister,
}

/// Who a floating bridge is built for (L1546).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BridgeTraffic {
    /// Infantry only.
    InfantryOnly,
    /// Cavalry or artillery as well.
    AllArms,
}

/// Where a trestle bridge's material comes from (L1556–1560).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TrestleMaterial {
    /// The trestles are on site (L1556).
    OnSite,
    /// Gathered by half a company of sappers from wooden houses near by (L1558).
    Sappers,
    /// Gathered with ordinary carpenters only (L1560).
    Carpenters,
}

/// How a bridge is destroyed (L1564–1572).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DestroyMethod {
    /// Blown up (L1566).
    BlowUp,
    /// A wooden bridge burnt with its piles (L1568).
    Burn,
    /// The planking torn up without preparation (L1572).
    TearUpPlanking,
    /// The whole bridging taken up to one bank (L1572).
    TakeToOneBank,
}

/// What is repaired (L1578–1582).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RepairKind {
    /// One pile of a stone bridge.
    StonePile,
    /// The planking of a wooden bridge.
    WoodenPlanking,
}

const PONTOON: &str = "Section 5 — Pontoon Bridges";
const FLOATING: &str = "Section 5 — Floating Bridge";
const TRESTLE: &str = "Section 5 — Trestle Bridges";
const DESTRUCTION: &str = "Section 5 — Destruction of Bridges";
const REPAIR: &str = "Section 5 — Repairing Bridges";
const OBSTACLES: &str = "Section 5 — Supplementary Obstacles";

fn cite(section: &str, line: &str) -> String {
    format!("{section} ({line}); reference §12.3")
}

fn step(text: String, section: &str, line: &str) -> WorkingStep {
    WorkingStep::new(text, cite(section, line))
}

fn check_length(what: &'static str, n: u32) -> Result<()> {
    if n == 0 || n > MAX_BRIDGE_LENGTH {
        return Err(RulesError::OutOfRange {
            what,
            value: n.to_string(),
            allowed: format!("1 to {MAX_BRIDGE_LENGTH}"),
        });
    }
    Ok(())
}

/// `length × rate / per`, rounded up to a whole turn.
fn pro_rata(length: u32, rate: u32, per: u32) -> u32 {
    let turns = u64::from(length) * u64::from(rate);
    u32::try_from(turns.div_ceil(u64::from(per.max(1)))).unwrap_or(u32::MAX)
}

fn refuse_canister(work: &str, line: &str) -> RulesError {
    RulesError::OutOfRange {
        what: "fire on the site",
        value: "canister".into(),
        allowed: format!("none or ball: building a {work} stops under canister ({line})"),
    }
}

/// How the finished bridge is crossed: a bridge built or repaired in the game counts as a small
/// road, crossed at the walk (L432); large bodies cross every bridge but a main-road stone one at
/// the walk, small units at any pace, and what counts as large is the umpire's decision (L480).
fn crossing_at_the_walk() -> WorkingStep {
    WorkingStep::new(
        "once built or repaired it counts as a small road, crossed at the walk (L432); large bodies cross at the walk and small units at any pace — what counts as large is the umpire's decision (L480)",
        "Section 2 — Pontoon & Repaired Bridges (L432); Deploying Through Defiles (L480); reference §12.3",
    )
}

/// Building a pontoon bridge `feet` long (L1534–1538). Trestle bridges with their trestles on
/// site are built in the same time (L1556).
pub fn pontoon_bridge(
    rules: &Ruleset,
    feet: u32,
    fire: FireOnSite,
    in_water: bool,
) -> Result<WorkEstimate> {
    check_length("bridge length in feet", feet)?;
    let (steps, decisions, span) = pontoon_turns(rules, feet, fire, in_water)?;
    Ok(WorkEstimate::new(
        format!("build a pontoon bridge of {feet} feet"),
        span,
        steps,
        decisions,
    ))
}

type Working = (Vec<WorkingStep>, Vec<WorkingStep>, WorkSpan);

fn pontoon_turns(rules: &Ruleset, feet: u32, fire: FireOnSite, in_water: bool) -> Result<Working> {
    let p = &rules.structures.bridging.pontoon;
    if fire == FireOnSite::Canister && p.stops_under_canister {
        return Err(refuse_canister("pontoon bridge", "L1536"));
    }
    let (rate, why, line) = match (in_water, fire) {
        (true, _) => (
            p.moves_per_50_feet_in_water,
            "the pontoons are already in the water, ready to join",
            "L1538",
        ),
        (false, FireOnSite::Ball) => (
            p.moves_per_50_feet_under_ball,
            "built under cannon ball",
            "L1536",
        ),
        (false, _) => (
            p.moves_per_50_feet,
            "unloading the pontoons included",
            "L1534",
        ),
    };
    let turns = pro_rata(feet, rate, 50);
    let steps = vec![step(
        format!(
            "{rate} moves per 50 feet ({why}); {feet} feet pro rata, rounded up to a whole move: {}",
            turns_and_time(turns)
        ),
        PONTOON,
        line,
    )];
    let mut decisions = Vec::new();
    let span = if in_water && fire == FireOnSite::Ball {
        decisions.push(step(
            "the draft gives no time for pontoons already in the water under cannon ball: the umpire may allow longer".into(),
            PONTOON,
            "L1536–1538",
        ));
        WorkSpan::AtLeast { least: turns }
    } else {
        WorkSpan::Fixed { turns }
    };
    decisions.push(step(
        "pontoons carried away by the water: how far they are brought back each move, by current and wind, is the umpire's decision".into(),
        PONTOON,
        "L1542",
    ));
    decisions.push(crossing_at_the_walk());
    Ok((steps, decisions, span))
}

/// Taking up and loading a pontoon bridge of `pontoons` pontoons (L1540).
pub fn take_up_pontoons(rules: &Ruleset, pontoons: u32) -> Result<WorkEstimate> {
    check_length("pontoons", pontoons)?;
    let rate = rules
        .structures
        .bridging
        .pontoon
        .dismantle_moves_per_10_pontoons;
    let turns = pro_rata(pontoons, rate, 10);
    Ok(WorkEstimate::new(
        format!("take up and load {pontoons} pontoons"),
        WorkSpan::Fixed { turns },
        vec![step(
            format!(
                "{rate} moves for each ten pontoons; {pontoons} pro rata, rounded up: {}",
                turns_and_time(turns)
            ),
            PONTOON,
            "L1540",
        )],
        Vec::new(),
    ))
}

/// What a floating bridge is built under.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct FloatingBridge {
    /// Its length in paces.
    pub paces: u32,
    /// Who will use it.
    pub traffic: BridgeTraffic,
    /// The current is rapid, or the material comes from a distance (L1550).
    pub rapid_or_far: bool,
    /// The umpire's factor where the draft says "up to" (1 to the allowed most).
    pub umpire_factor: Option<f64>,
    /// Fire on the site.
    pub fire: FireOnSite,
}

/// Building a floating bridge near a town or village (L1546–1550).
pub fn floating_bridge(rules: &Ruleset, b: &FloatingBridge) -> Result<WorkEstimate> {
    check_length("bridge length in paces", b.paces)?;
    let f = &rules.structures.bridging.floating;
    if b.fire == FireOnSite::Canister && f.stops_under_canister {
        return Err(refuse_canister("floating bridge", "L1548"));
    }
    let (rate, who) = match b.traffic {
        BridgeTraffic::InfantryOnly => (f.infantry_moves_per_25_paces, "infantry only"),
        BridgeTraffic::AllArms => (f.mounted_moves_per_25_paces, "cavalry or artillery"),
    };
    let base = pro_rata(b.paces, rate, 25);
    let mut steps = vec![step(
        format!(
            "{rate} moves per 25 paces for {who}; {} paces pro rata, rounded up: {}",
            b.paces,
            turns_and_time(base)
        ),
        FLOATING,
        "L1546",
    )];
    let wide = b.paces > f.wide_river_paces;
    let most_factor = match (b.rapid_or_far, wide) {
        (true, _) => f.rapid_current_factor,
        (false, true) => f.wide_river_factor,
        (false, false) => 1,
    };
    if most_factor > 1 {
        steps.push(step(
            format!(
                "{}: the time can be up to {most_factor} times as long, as the umpire judges",
                if b.rapid_or_far {
                    "a rapid current or material from a distance".to_string()
                } else {
                    format!("a river over {} paces wide", f.wide_river_paces)
                }
            ),
            FLOATING,
            "L1550",
        ));
    }
    let span = match b.umpire_factor {
        Some(k) if k.is_finite() && (1.0..=f64::from(most_factor)).contains(&k) => {
            let turns = (f64::from(base) * k).ceil() as u32;
            steps.push(step(
                format!("the umpire's factor {k}: {}", turns_and_time(turns)),
                FLOATING,
                "L1550",
            ));
            WorkSpan::Fixed { turns }
        }
        Some(k) => {
            return Err(RulesError::OutOfRange {
                what: "umpire's factor",
                value: k.to_string(),
                allowed: format!("1 to {most_factor} (L1550)"),
            });
        }
        None if most_factor > 1 => WorkSpan::Between {
            least: base,
            most: base.saturating_mul(most_factor),
        },
        None => WorkSpan::Fixed { turns: base },
    };
    let mut decisions = Vec::new();
    let span = if b.fire == FireOnSite::Ball {
        decisions.push(step(
            "the draft gives no time for a floating bridge under cannon ball: the umpire may allow longer".into(),
            FLOATING,
            "L1546–1550",
        ));
        match span {
            WorkSpan::Fixed { turns } => WorkSpan::AtLeast { least: turns },
            other => other,
        }
    } else {
        span
    };
    decisions.push(crossing_at_the_walk());
    Ok(WorkEstimate::new(
        format!("build a floating bridge of {} paces for {who}", b.paces),
        span,
        steps,
        decisions,
    ))
}

/// Building a trestle bridge `feet` long (L1556–1560): gathering first, then as a pontoon
/// bridge.
pub fn trestle_bridge(
    rules: &Ruleset,
    feet: u32,
    material: TrestleMaterial,
    fire: FireOnSite,
) -> Result<WorkEstimate> {
    check_length("bridge length in feet", feet)?;
    let t = &rules.structures.bridging.trestle;
    let (mut steps, mut decisions, build) = pontoon_turns(rules, feet, fire, false)?;
    decisions.retain(|d| !d.source.as_str().contains("L1542"));
    steps.insert(
        0,
        step(
            "a trestle bridge is built in the time of a pontoon bridge".into(),
            TRESTLE,
            "L1556",
        ),
    );
    let gather = match material {
        TrestleMaterial::OnSite => None,
        TrestleMaterial::Sappers => Some((t.sappers_gather_minutes, false, "L1558")),
        TrestleMaterial::Carpenters => Some((t.carpenters_gather_minutes, true, "L1560")),
    };
    let span = match (gather, build) {
        (None, span) => span,
        (Some((minutes, at_least, line)), build) => {
            let g = minutes_to_turns(minutes);
            steps.push(step(
                format!(
                    "{}gathering the material first: {minutes} minutes, {}",
                    if at_least { "at least " } else { "" },
                    turns_and_time(g)
                ),
                TRESTLE,
                line,
            ));
            let least = match build {
                WorkSpan::Fixed { turns } | WorkSpan::AtLeast { least: turns } => turns,
                WorkSpan::Between { least, .. } => least,
                WorkSpan::UmpireDecides => 0,
            };
            let total = least.saturating_add(g);
            if at_least || matches!(build, WorkSpan::AtLeast { .. }) {
                WorkSpan::AtLeast { least: total }
            } else {
                WorkSpan::Fixed { turns: total }
            }
        }
    };
    Ok(WorkEstimate::new(
        format!("build a trestle bridge of {feet} feet"),
        span,
        steps,
        decisions,
    ))
}

/// Destroying a bridge `paces` long (L1564–1572).
pub fn destroy_bridge(
    rules: &Ruleset,
    method: DestroyMethod,
    timed: bool,
    paces: u32,
) -> Result<WorkEstimate> {
    check_length("bridge length in paces", paces)?;
    let d = &rules.structures.bridging.destruction;
    let mut steps = vec![step(
        "the umpire must know exactly when the preparation begins".into(),
        DESTRUCTION,
        "L1564",
    )];
    let timed_text = if timed { ", timed to the moment" } else { "" };
    let (work, span) = match method {
        DestroyMethod::BlowUp => {
            let minutes = if timed {
                d.explosion_timed_minutes
            } else {
                d.explosion_minutes
            };
            let turns = minutes_to_turns(minutes);
            steps.push(step(
                format!(
                    "preparing an explosion{timed_text}: {}{minutes} minutes, {}",
                    if timed { "at least " } else { "" },
                    turns_and_time(turns)
                ),
                DESTRUCTION,
                "L1566",
            ));
            let span = if timed {
                WorkSpan::AtLeast { least: turns }
            } else {
                WorkSpan::Fixed { turns }
            };
            ("blow up a bridge", span)
        }
        DestroyMethod::Burn => {
            let minutes = if timed {
                d.burning_timed_minutes
            } else {
                d.burning_minutes
            };
            let turns = minutes_to_turns(minutes);
            steps.push(step(
                format!(
                    "preparing to burn a wooden bridge with its piles{timed_text}: {minutes} minutes, {}",
                    turns_and_time(turns)
                ),
                DESTRUCTION,
                "L1568",
            ));
            steps.push(step(
                format!(
                    "an enemy who reaches the burning bridge within {} moves and puts the fire out saves the piles, not the planking and rails",
                    d.fire_fought_within_moves
                ),
                DESTRUCTION,
                "L1570",
            ));
            ("burn a wooden bridge", WorkSpan::Fixed { turns })
        }
        DestroyMethod::TearUpPlanking => {
            steps.push(step(
                format!(
                    "tearing up the planking without preparation: at least {}",
                    turns_and_time(d.planking_moves)
                ),
                DESTRUCTION,
                "L1572",
            ));
            (
                "tear up a bridge's planking",
                WorkSpan::AtLeast {
                    least: d.planking_moves,
                },
            )
        }
        DestroyMethod::TakeToOneBank => {
            let base = minutes_to_turns(d.remove_whole_minutes);
            let factor = d
                .long_bridge
                .iter()
                .filter(|l| paces > l.over_paces)
                .max_by_key(|l| l.over_paces)
                .map_or(1, |l| l.factor);
            let turns = base.saturating_mul(factor);
            steps.push(step(
                format!(
                    "taking the whole bridging to one bank: at least {} minutes; a bridge of {paces} paces takes {factor} times that: at least {}",
                    d.remove_whole_minutes,
                    turns_and_time(turns)
                ),
                DESTRUCTION,
                "L1572",
            ));
            (
                "take a bridge up to one bank",
                WorkSpan::AtLeast { least: turns },
            )
        }
    };
    Ok(WorkEstimate::new(
        format!("{work} of {paces} paces{timed_text}"),
        span,
        steps,
        Vec::new(),
    ))
}

/// Repairing a bridge with bridging gear or wooden buildings at hand (L1578–1584).
pub fn repair_bridge(rules: &Ruleset, kind: RepairKind, paces: u32) -> Result<WorkEstimate> {
    check_length("bridge length in paces", paces)?;
    let r = &rules.structures.bridging.repair;
    let (work, turns, text, line) = match kind {
        RepairKind::StonePile => (
            "repair a stone bridge's pile".to_string(),
            r.stone_moves,
            format!("one pile of a stone bridge: {} moves", r.stone_moves),
            "L1580",
        ),
        RepairKind::WoodenPlanking => {
            let turns = pro_rata(paces, r.wood_moves_per_25_paces, 25);
            (
                format!("re-plank a wooden bridge of {paces} paces"),
                turns,
                format!(
                    "{} moves per 25 paces of planking; {paces} paces pro rata, rounded up: {}",
                    r.wood_moves_per_25_paces,
                    turns_and_time(turns)
                ),
                "L1582",
            )
        }
    };
    Ok(WorkEstimate::new(
        work,
        WorkSpan::Fixed { turns },
        vec![
            step(
                "with bridging equipment at hand or wooden buildings close by".into(),
                REPAIR,
                "L1578–1582",
            ),
            step(text, REPAIR, line),
            step(
                "a bridge razed to the ground takes days to rebuild: build a pontoon, floating or trestle bridge beside it".into(),
                REPAIR,
                "L1584",
            ),
        ],
        vec![crossing_at_the_walk()],
    ))
}

/// Making (`clear = false`) or clearing supplementary obstacles on a way (L1588).
pub fn obstacles(rules: &Ruleset, clear: bool) -> Result<WorkEstimate> {
    let o = &rules.structures.bridging.obstacles;
    let make = minutes_to_turns(o.build_minutes);
    let mut steps = vec![step(
        format!(
            "harrows, overturned wagons, boulders and earth: {} minutes to make, {}",
            o.build_minutes,
            turns_and_time(make)
        ),
        OBSTACLES,
        "L1588",
    )];
    let turns = if clear {
        let (n, d) = (o.clear_fraction.numerator(), o.clear_fraction.denominator());
        let turns = u32::try_from((u64::from(make) * n).div_ceil(d.max(1))).unwrap_or(u32::MAX);
        steps.push(step(
            format!(
                "clearing takes {n}/{d} of the time it took to make: {}",
                turns_and_time(turns)
            ),
            OBSTACLES,
            "L1588",
        ));
        turns
    } else {
        make
    };
    Ok(WorkEstimate::new(
        if clear {
            "clear supplementary obstacles"
        } else {
            "make supplementary obstacles"
        },
        WorkSpan::Fixed { turns },
        steps,
        Vec::new(),
    ))
}
