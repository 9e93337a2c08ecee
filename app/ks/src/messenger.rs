//! `ks messenger`: how long a messenger rides to carry a message (Section 2 — Movement,
//! "Messengers"; Appendix Three — Movement Chart, officers' rows).

use super::Report;
use super::movement::{PathSpec, ground, ground_parser, paces, parse_path, push_steps, to_json};
use clap::{ArgGroup, Args};
use kriegsspiel::clock::{GameClock, TimeOfDay};
use kriegsspiel::systems::reisswitz_1815::calc::messenger::{
    MessengerRide, messenger_ride, messenger_ride_over,
};
use kriegsspiel::systems::reisswitz_1815::calc::movement::PathLeg;
use kriegsspiel::systems::reisswitz_1815::calc::turn_length::MINUTES_PER_TURN;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use kriegsspiel::{Pace, RulesError};

/// Arguments of `ks messenger`.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("distance").required(true).args(["paces", "path"])))]
pub struct MessengerArgs {
    /// Length of the ride, in paces.
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub paces: Option<f64>,
    /// Ground for the whole ride (a chart column, or thick_woods); without it Section 2's
    /// 900 / 700 paces per turn.
    #[arg(long, value_name = "GROUND", value_parser = ground_parser(), requires = "paces")]
    pub terrain: Option<String>,
    /// The ride as legs GROUND:PACES separated by commas, e.g. `even:1500,s10_15:600`.
    #[arg(long, value_name = "LEGS", value_parser = parse_path, conflicts_with = "terrain")]
    pub path: Option<PathSpec>,
    /// Turn at whose start the message is sent; with --start, the answer gives the arrival.
    #[arg(long, value_name = "TURN", requires = "start")]
    pub sent_turn: Option<u32>,
    /// The game's start time of day (hh:mm), for --sent-turn.
    #[arg(long, value_name = "HH:MM", requires = "sent_turn")]
    pub start: Option<String>,
}

/// Answers `ks messenger`.
pub fn run(args: &MessengerArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let ride = match (&args.path, args.paces, &args.terrain) {
        (Some(path), _, _) => messenger_ride_over(rules, &path.0)?,
        (None, Some(p), Some(terrain)) => {
            messenger_ride_over(rules, &[PathLeg::new(ground(terrain)?, p)?])?
        }
        (None, Some(p), None) => messenger_ride(rules, Pace(p))?,
        (None, None, _) => {
            return Err(RulesError::OutOfRange {
                what: "distance",
                value: "none".into(),
                allowed: "--paces N or --path LEGS".into(),
            });
        }
    };
    let mut text = headline(&ride);
    push_steps(&mut text, &ride.steps);
    let mut json = to_json(&ride)?;
    if let (Some(sent), Some(start)) = (args.sent_turn, &args.start) {
        let clock = GameClock::new(start.parse::<TimeOfDay>()?, MINUTES_PER_TURN)?;
        let arrival = GameClock::arrival_turn(sent, ride.turns)?;
        let (sent_at, in_hand) = (clock.reading_at(sent), clock.reading_at(arrival));
        text.push_str(&format!(
            "Sent at the start of {sent_at}; in hand at the start of {in_hand}.\n"
        ));
        if let Some(obj) = json.as_object_mut() {
            obj.insert("sent".into(), to_json(&sent_at)?);
            obj.insert("in_hand".into(), to_json(&in_hand)?);
        }
    }
    Ok(Report { text, json })
}

fn headline(ride: &MessengerRide) -> String {
    format!(
        "Messenger, {} paces: {:.3} turns = {:.1} minutes; {} whole turns ({} minutes).\n",
        paces(ride.distance.paces()),
        ride.turns,
        ride.minutes,
        ride.whole_turns,
        ride.whole_turn_minutes
    )
}
