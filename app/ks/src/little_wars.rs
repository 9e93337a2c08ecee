//! `ks little-wars`: H. G. Wells's Little Wars calculators — melee, force points, move time,
//! the appendix's supply, shell and charges, and the score — each with its working
//! (`../shared/rules/little-wars.md`). Options by `--option ID=READING` are Little Wars
//! options (§1 of the reference), not Reisswitz's.

use super::Report;
use clap::{Args, Subcommand, ValueEnum};
use kriegsspiel::RulesError;
use kriegsspiel::systems::little_wars::LittleWarsError;
use kriegsspiel::systems::little_wars::forces::ForceCount;
use kriegsspiel::systems::little_wars::kriegspiel::charge::{
    Charge, InfantryOrder, cavalry_charge,
};
use kriegsspiel::systems::little_wars::kriegspiel::fire::shell_effect;
use kriegsspiel::systems::little_wars::kriegspiel::supply::{SupplyBody, supply_packets};
use kriegsspiel::systems::little_wars::melee::{MeleeCount, MeleeSideResult, settle_melee};
use kriegsspiel::systems::little_wars::options::LittleWarsOptions;
use kriegsspiel::systems::little_wars::scoring::{ScoreInput, score_side};
use kriegsspiel::systems::little_wars::timer::move_allowance;
use serde_json::{Value, json};

/// Arguments of `ks little-wars`.
#[derive(Debug, Args)]
pub struct LittleWarsArgs {
    /// Which calculation.
    #[command(subcommand)]
    pub calc: LittleWarsCalc,
}

/// The Little Wars calculators.
#[derive(Debug, Subcommand)]
pub enum LittleWarsCalc {
    /// Wells's melee: who dies, who is taken, who stands (Wells L288-L320).
    Melee(MeleeArgs),
    /// A force's points: infantry 1, cavalry 1½, gun 10 (Wells L375).
    Points(PointsArgs),
    /// Time allowed for a move: a minute per 30 men and a minute per gun (Wells L238).
    Time(TimeArgs),
    /// Supply packets every six moves (Kriegspiel appendix, Wells L685-L693).
    Supply(SupplyArgs),
    /// Men killed by a shell within 3 in (Kriegspiel appendix, Wells L561).
    Shell(ShellArgs),
    /// A cavalry charge on infantry by the appendix's tables (Wells L788-L812).
    Charge(ChargeArgs),
    /// Wells's tally of points for one side (Wells L356).
    Score(ScoreArgs),
}

/// Arguments of `ks little-wars melee`.
#[derive(Debug, Args)]
pub struct MeleeArgs {
    /// Men of the side that moved in the melee.
    #[arg(long, value_name = "N")]
    pub mover: u32,
    /// Men of the other side in the melee.
    #[arg(long, value_name = "M")]
    pub other: u32,
    /// The side that moved's men within a move who are not in the melee.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub mover_support: u32,
    /// The other side's men within a move who are not in the melee.
    #[arg(long, value_name = "T", default_value_t = 0)]
    pub other_support: u32,
    /// The side that moved's remaining men (only isolation_test=streamlined needs it).
    #[arg(long, value_name = "N")]
    pub mover_remaining: Option<u32>,
    /// The other side's remaining men (only isolation_test=streamlined needs it).
    #[arg(long, value_name = "N")]
    pub other_remaining: Option<u32>,
}

/// Arguments of `ks little-wars points`.
#[derive(Debug, Args)]
pub struct PointsArgs {
    /// Infantrymen.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub infantry: u32,
    /// Cavalrymen.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub cavalry: u32,
    /// Guns.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub guns: u32,
}

/// Arguments of `ks little-wars time`.
#[derive(Debug, Args)]
pub struct TimeArgs {
    /// Men of the force being moved.
    #[arg(long, value_name = "N")]
    pub men: u32,
    /// Guns of the force being moved.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub guns: u32,
}

/// Arguments of `ks little-wars supply`.
#[derive(Debug, Args)]
pub struct SupplyArgs {
    /// Infantrymen of the body.
    #[arg(long, value_name = "N")]
    pub infantry: u32,
    /// Cavalrymen of the body.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub cavalry: u32,
    /// Guns of the body (they need no packets).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub guns: u32,
    /// Infantry who fired in each of the last six moves (for ammunition).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub infantry_fired: u32,
    /// Other horses with the body (the General's, teams).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub horses: u32,
    /// The body is more than 12 ft from any other (Wells L693).
    #[arg(long)]
    pub isolated: bool,
}

/// Arguments of `ks little-wars shell`.
#[derive(Debug, Args)]
pub struct ShellArgs {
    /// Men within 3 in of the shell with no cover between.
    #[arg(long, value_name = "N")]
    pub exposed: u32,
    /// Men within 3 in with a wall, house or entrenchment between them and the shell.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub sheltered: u32,
}

/// The order of the infantry charged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OrderArg {
    /// Extended order.
    Extended,
    /// Close order (fours or two ranks).
    Close,
}

/// Arguments of `ks little-wars charge`.
#[derive(Debug, Args)]
pub struct ChargeArgs {
    /// Cavalry charging (at least 8, Wells L780).
    #[arg(long, value_name = "N")]
    pub cavalry: u32,
    /// Infantry charged.
    #[arg(long, value_name = "N")]
    pub infantry: u32,
    /// Distance at the start of the charge, in feet.
    #[arg(long, value_name = "D", allow_negative_numbers = true, value_parser = crate::numbers::bounded_number)]
    pub distance_feet: f64,
    /// The infantry's order.
    #[arg(long, value_enum)]
    pub order: OrderArg,
    /// Contours the cavalry charges down (Wells L844).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub contours_down: u32,
}

/// Arguments of `ks little-wars score`.
#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// The side won.
    #[arg(long, conflicts_with = "drawn")]
    pub won: bool,
    /// The battle was drawn.
    #[arg(long)]
    pub drawn: bool,
    /// Guns held or in a position to take.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub guns: u32,
    /// Cavalry alive and uncaptured.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub cavalry: u32,
    /// Infantry alive and uncaptured.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub infantry: u32,
    /// Prisoners this side holds.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub prisoners_taken: u32,
    /// This side's men the enemy holds.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub own_men_prisoners: u32,
}

/// The engine's Little Wars refusal as the command line's error.
fn refused(e: LittleWarsError) -> RulesError {
    match e {
        LittleWarsError::UnknownOption { id, allowed } => RulesError::UnknownName {
            what: "Little Wars option",
            value: id,
            allowed,
        },
        LittleWarsError::UnknownReading {
            id,
            reading,
            allowed,
        } => RulesError::UnknownName {
            what: "reading",
            value: format!("{id}={reading}"),
            allowed,
        },
        LittleWarsError::OutOfRange {
            what,
            value,
            allowed,
        } => RulesError::OutOfRange {
            what,
            value,
            allowed,
        },
        other => RulesError::OutOfRange {
            what: "input",
            value: other.to_string(),
            allowed: "see the rules reference".into(),
        },
    }
}

/// The options given with `--option ID=READING`, on their defaults.
pub fn options_for(given: &[String]) -> Result<LittleWarsOptions, RulesError> {
    let mut options = LittleWarsOptions::defaults();
    for text in given {
        options.set_text(text).map_err(refused)?;
    }
    Ok(options)
}

fn report(headline: String, steps: &[String], mut json: Value) -> Report {
    let mut text = format!("{headline}\n");
    for step in steps {
        text.push_str(&format!("  - {step}\n"));
    }
    if let Some(obj) = json.as_object_mut() {
        obj.insert("steps".into(), json!(steps));
    }
    Report { text, json }
}

fn side_json(s: &MeleeSideResult) -> Value {
    json!({
        "men": s.men,
        "supporters": s.supporters,
        "isolated": s.isolated,
        "dead": s.dead,
        "taken_prisoner": s.taken_prisoner,
        "left_standing": s.left_standing,
    })
}

/// Answers `ks little-wars …`.
pub fn run(args: &LittleWarsArgs, given_options: &[String]) -> Result<Report, RulesError> {
    let options = options_for(given_options)?;
    match &args.calc {
        LittleWarsCalc::Melee(a) => melee(a, &options),
        LittleWarsCalc::Points(a) => points(a),
        LittleWarsCalc::Time(a) => move_time(a, &options),
        LittleWarsCalc::Supply(a) => supply(a, &options),
        LittleWarsCalc::Shell(a) => shell(a),
        LittleWarsCalc::Charge(a) => charge(a, &options),
        LittleWarsCalc::Score(a) => score(a),
    }
}

/// `ks little-wars melee`: Wells's melee between the side that moved and the other, with
/// each side's dead, men taken prisoner and men left standing.
fn melee(a: &MeleeArgs, options: &LittleWarsOptions) -> Result<Report, RulesError> {
    let out = settle_melee(
        MeleeCount {
            men: a.mover,
            supporters: a.mover_support,
            remaining: a.mover_remaining,
        },
        MeleeCount {
            men: a.other,
            supporters: a.other_support,
            remaining: a.other_remaining,
        },
        options,
    )
    .map_err(refused)?;
    let line = |s: &MeleeSideResult| {
        format!(
            "{} dead, {} taken prisoner, {} left standing",
            s.dead, s.taken_prisoner, s.left_standing
        )
    };
    let headline = format!(
        "Melee, {} (moved) against {}: side that moved {}; other side {}.",
        a.mover,
        a.other,
        line(&out.mover),
        line(&out.other)
    );
    let case = serde_json::to_value(out.case).unwrap_or(Value::Null);
    Ok(report(
        headline,
        &out.steps,
        json!({"mover": side_json(&out.mover), "other": side_json(&out.other), "case": case}),
    ))
}

/// `ks little-wars points`: a force's points, and whether they are within the 150 a side
/// may buy.
fn points(a: &PointsArgs) -> Result<Report, RulesError> {
    let force = ForceCount {
        infantry: a.infantry,
        cavalry: a.cavalry,
        guns: a.guns,
    };
    let p = force.points();
    Ok(report(
        format!(
            "{} infantry, {} cavalry and {} guns: {} points.",
            a.infantry, a.cavalry, a.guns, p.points
        ),
        &p.steps,
        json!({"points": p.points, "within_150": p.within_buy}),
    ))
}

/// `ks little-wars time`: the minutes allowed for a move of so many men and guns.
fn move_time(a: &TimeArgs, options: &LittleWarsOptions) -> Result<Report, RulesError> {
    let t = move_allowance(a.men, a.guns, options);
    Ok(report(
        format!(
            "{} men and {} guns: {} minutes for a move.",
            a.men, a.guns, t.minutes
        ),
        &t.steps,
        json!({"minutes": t.minutes, "seconds": t.seconds}),
    ))
}

/// `ks little-wars supply`: the packets of food, forage and ammunition a body needs every
/// six moves.
fn supply(a: &SupplyArgs, options: &LittleWarsOptions) -> Result<Report, RulesError> {
    let body = SupplyBody {
        infantry: a.infantry,
        cavalry: a.cavalry,
        guns: a.guns,
        other_horses: a.horses,
        infantry_fired: a.infantry_fired,
        isolated: a.isolated,
    };
    let p = supply_packets(body, options);
    Ok(report(
        format!(
            "Supply every six moves: {} packets ({}).",
            p.packets,
            words::packet_counts(p.food, p.forage, p.ammunition)
        ),
        &p.steps,
        json!({"packets": p.packets, "food": p.food, "forage": p.forage, "ammunition": p.ammunition}),
    ))
}

/// `ks little-wars shell`: the exposed men a shell kills and the sheltered men it spares.
fn shell(a: &ShellArgs) -> Result<Report, RulesError> {
    let e = shell_effect(a.exposed, a.sheltered);
    Ok(report(
        format!(
            "Shell: {} of {} exposed men killed, {} sheltered unhurt.",
            e.dead, a.exposed, e.sheltered
        ),
        &e.steps,
        json!({"dead": e.dead, "spared": e.spared, "sheltered": e.sheltered}),
    ))
}

/// `ks little-wars charge`: a cavalry charge on infantry by the appendix's tables, with the
/// losses on each side.
fn charge(a: &ChargeArgs, options: &LittleWarsOptions) -> Result<Report, RulesError> {
    let order = match a.order {
        OrderArg::Extended => InfantryOrder::Extended,
        OrderArg::Close => InfantryOrder::Close,
    };
    let charge = Charge {
        cavalry: a.cavalry,
        infantry: a.infantry,
        distance_feet: a.distance_feet,
        order,
        contours_down: a.contours_down,
    };
    let r = cavalry_charge(charge, options).map_err(refused)?;
    let band = serde_json::to_value(r.band).unwrap_or(Value::Null);
    Ok(report(
        format!(
            "Charge: {}.",
            words::charge_losses(r.cavalry_lost, r.infantry_lost)
        ),
        &r.steps,
        json!({"cavalry_lost": r.cavalry_lost, "infantry_lost": r.infantry_lost, "band": band}),
    ))
}

/// `ks little-wars score`: one side's tally of points at the end of a game.
fn score(a: &ScoreArgs) -> Result<Report, RulesError> {
    let s = score_side(ScoreInput {
        won: a.won,
        drawn: a.drawn,
        guns: a.guns,
        cavalry: a.cavalry,
        infantry: a.infantry,
        prisoners_taken: a.prisoners_taken,
        own_men_prisoners: a.own_men_prisoners,
    })
    .map_err(refused)?;
    Ok(report(
        format!("Score: {} points.", s.points),
        &s.steps,
        json!({"points": s.points}),
    ))
}
