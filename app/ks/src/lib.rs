//! `ks`, the command-line companion: the engine's table look-ups for scripts and for checking
//! the tables from outside the program.
//!
//! Every subcommand answers in text or, with `--json`, as one JSON object. Bad input ends with
//! exit code 2 and a message that names the bad value and the allowed ones.

mod ammunition;
mod battery;
mod beaten_cavalry;
mod boats;
mod bridge;
mod capture;
mod capture_report;
mod casualties;
mod cavalry_line;
mod charge_answer;
mod combat;
mod dragoons;
mod engine_value;
mod exceptional;
mod fire;
mod grid;
mod little_wars;
mod march;
mod message;
mod messenger;
mod movement;
mod numbers;
mod odds;
mod road;
mod roll;
mod ruleset_cmd;
mod sheet;
mod sight;
mod swim;
mod terminal_text;
mod troops;
mod view;
mod work_report;
mod works;

use clap::{Parser, Subcommand};
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::ruleset::{HouseRule, Ruleset};
use std::ffi::OsString;
use std::io::Write;

/// Exit code for bad input (a value outside the allowed ones).
pub const EXIT_BAD_INPUT: i32 = 2;

/// How to write a negative number, for the help and for an error that read one as a flag.
pub const NEGATIVE_NUMBERS_HELP: &str = "Negative numbers: write them with '=' (--range=-5); \
    a value on its own that starts with '-' goes after '--' (ks … -- -9).";

/// The command line.
#[derive(Debug, Parser)]
#[command(
    name = "ks",
    version,
    about = "Reisswitz Kriegsspiel (British 1815 draft) table look-ups",
    long_about = "Look-ups in the Reisswitz tables: fire, odds, combat faces, dice, movement, \
                  messengers, casualties. Every answer cites the section of the draft it comes from.",
    after_help = NEGATIVE_NUMBERS_HELP
)]
pub struct Cli {
    /// What to look up.
    #[command(subcommand)]
    pub command: Command,
    /// Answer as one JSON object instead of text.
    #[arg(long, global = true)]
    pub json: bool,
    /// Choose a reading where the draft contradicts itself (see `ks ruleset --options`).
    #[arg(
        long = "option",
        id = "rule_option",
        value_name = "ID=READING",
        global = true
    )]
    pub options: Vec<String>,
    /// Change one table entry for this look-up (house rule), e.g. `dice.losses.R.per_squadron=8`.
    #[arg(
        long = "house-rule",
        id = "house_rule",
        value_name = "PATH=VALUE",
        global = true
    )]
    pub house_rules: Vec<String>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Fire points for a weapon at a range and die face.
    Fire(fire::FireArgs),
    /// The odds worksheet: strengths and circumstances to a die.
    Odds(odds::OddsArgs),
    /// What a face of a die means in close combat.
    Combat(combat::CombatArgs),
    /// Throw a die from a seeded generator.
    Roll(roll::RollArgs),
    /// Movement allowance for a chart row on a terrain column, or the cost of a path.
    Move(movement::MoveArgs),
    /// A messenger's riding time for a distance.
    Messenger(messenger::MessengerArgs),
    /// When a message sent at the start of a move is in hand: ride over the route's ground
    /// plus the sender's time to decide.
    Message(message::MessageArgs),
    /// Loss points to men and casualty-pin boxes for a formation.
    Casualties(casualties::CasualtiesArgs),
    /// Success chance of the exceptional dice.
    Exceptional(exceptional::ExceptionalArgs),
    /// Turns of fire left, fouling, and refill or resupply time (reference §12.1).
    Ammunition(ammunition::AmmunitionArgs),
    /// Time to build, take up, destroy or repair a bridge (reference §12.3).
    Bridge(bridge::BridgeArgs),
    /// Boat loads, trips and moves on the water for a crossing (reference §12.3).
    Boats(boats::BoatsArgs),
    /// Moves to swim over water of a given width (reference §12.3).
    Swim(swim::SwimArgs),
    /// Time for obstacles and strengthening a position; a fieldwork's garrison (reference
    /// §12.3, §12.7).
    Works(works::WorksArgs),
    /// The defender's answer to an attack: the die or none, and both sides' moves (reference
    /// §12.11).
    #[command(name = "charge-answer")]
    ChargeAnswer(charge_answer::ChargeAnswerArgs),
    /// Dismounted dragoons counted as infantry (reference §12.13).
    Dragoons(dragoons::DragoonsArgs),
    /// Miles on a long march, rests and the forced march (reference §12.6).
    March(march::MarchArgs),
    /// A cavalry line's worth: formation, spreading out, second line (reference §12.10).
    #[command(name = "cavalry-line")]
    CavalryLine(cavalry_line::CavalryLineArgs),
    /// Capture: beaten troops at an insurmountable obstacle, a corps encircled or caught in a
    /// defile (reference §12.8).
    Capture(capture::CaptureArgs),
    /// A prisoners' escort of one tenth (reference §12.8).
    Prisoners(capture::PrisonersArgs),
    /// Beaten cavalry at obstacles and defiles (reference §12.9).
    #[command(name = "beaten-cavalry")]
    BeatenCavalry(beaten_cavalry::BeatenCavalryArgs),
    /// Captured and supported batteries (reference §12.12, §12.14).
    Battery(battery::BatteryArgs),
    /// Dump the active ruleset (tables, options, house rules).
    Ruleset(ruleset_cmd::RulesetArgs),
    /// The casualty record sheet as a PDF: blank, or filled from a casualty board.
    Sheet(sheet::SheetArgs),
    /// The widest column an arm may use on a kind of road, bridge or gateway.
    Road(road::RoadArgs),
    /// Troop sizes the draft gives in more than one way (skirmish blocks …), under the chosen
    /// readings.
    Troops(troops::TroopsArgs),
    /// What can be made out of troops at a distance (Appendix Three — Distances at which troops
    /// may be distinguished).
    Sight(sight::SightArgs),
    /// One side's view of a saved staff exercise, as Export view writes it (the briefing's
    /// lines, or with --json the same JSON document).
    View(view::ViewArgs),
    /// Grid game of lines of communication (after Guy Debord's rules): replay a recorded game,
    /// or explain an attack on a square.
    Grid(grid::GridArgs),
    /// H. G. Wells's Little Wars calculators (melee, points, time, supply, shell, charge,
    /// score); `--option` takes Little Wars options here.
    #[command(name = "little-wars")]
    LittleWars(little_wars::LittleWarsArgs),
}

/// A subcommand's answer in both forms.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// For people.
    pub text: String,
    /// For scripts.
    pub json: serde_json::Value,
}

/// Builds the ruleset the command line asks for: defaults, then options, then house rules.
pub fn ruleset_for(cli: &Cli) -> Result<Ruleset, RulesError> {
    let mut rules = Ruleset::reisswitz_1815()?;
    for option in &cli.options {
        let (id, reading) = option
            .split_once('=')
            .ok_or_else(|| RulesError::UnknownName {
                what: "option",
                value: option.clone(),
                allowed: "ID=READING (see `ks ruleset --options`)".into(),
            })?;
        rules.set_option(id.trim(), reading.trim())?;
    }
    for text in &cli.house_rules {
        rules.apply_house_rule(HouseRule::parse(text, "given on the ks command line")?)?;
    }
    Ok(rules)
}

/// The subcommand's name where it has no Reisswitz tables for `--house-rule` to change: the
/// grid game, Little Wars, and a saved game's view (which keeps its own tables).
fn without_house_rules(command: &Command) -> Option<&'static str> {
    match command {
        Command::Grid(_) => Some("grid"),
        Command::LittleWars(_) => Some("little-wars"),
        Command::View(_) => Some("view"),
        _ => None,
    }
}

/// Refuses `--house-rule` where it would be ignored, rather than answering as if it counted.
fn refuse_ignored_house_rules(cli: &Cli) -> Result<(), RulesError> {
    match (cli.house_rules.first(), without_house_rules(&cli.command)) {
        (Some(rule), Some(name)) => Err(RulesError::BadHouseRule {
            rule: rule.clone(),
            reason: format!(
                "--house-rule changes the tables of Reisswitz's game, and `ks {name}` uses none                  of them"
            ),
        }),
        _ => Ok(()),
    }
}

/// Runs a parsed command line.
pub fn run(cli: &Cli) -> Result<Report, RulesError> {
    refuse_ignored_house_rules(cli)?;
    if let Command::Grid(a) = &cli.command {
        return grid::run(a, &cli.options);
    }
    if let Command::LittleWars(a) = &cli.command {
        return little_wars::run(a, &cli.options);
    }
    if let Command::View(a) = &cli.command {
        return view::run(a);
    }
    let rules = ruleset_for(cli)?;
    match &cli.command {
        Command::Fire(a) => fire::run(a, &rules),
        Command::Odds(a) => odds::run(a, &rules),
        Command::Combat(a) => combat::run(a, &rules),
        Command::Roll(a) => roll::run(a, &rules),
        Command::Move(a) => movement::run(a, &rules),
        Command::Messenger(a) => messenger::run(a, &rules),
        Command::Message(a) => message::run(a, &rules),
        Command::Casualties(a) => casualties::run(a, &rules),
        Command::Exceptional(a) => exceptional::run(a, &rules),
        Command::Ammunition(a) => ammunition::run(a, &rules),
        Command::Bridge(a) => bridge::run(a, &rules),
        Command::Boats(a) => boats::run(a, &rules),
        Command::Swim(a) => swim::run(a, &rules),
        Command::Works(a) => works::run(a, &rules),
        Command::ChargeAnswer(a) => charge_answer::run(a),
        Command::Dragoons(a) => dragoons::run(a, &rules),
        Command::March(a) => march::run(a),
        Command::CavalryLine(a) => cavalry_line::run(a),
        Command::Capture(a) => capture::run(a),
        Command::Prisoners(a) => capture::run_prisoners(a),
        Command::BeatenCavalry(a) => beaten_cavalry::run(a),
        Command::Battery(a) => battery::run(a),
        Command::Ruleset(a) => ruleset_cmd::run(a, &rules),
        Command::Sheet(a) => sheet::run(a, &rules),
        Command::Sight(a) => sight::run(a, &rules),
        Command::Troops(a) => troops::run(a, &rules),
        Command::Road(a) => road::run(a, &rules),
        Command::Grid(a) => grid::run(a, &cli.options),
        Command::LittleWars(a) => little_wars::run(a, &cli.options),
        Command::View(a) => view::run(a),
    }
}

/// For an "unexpected argument" that is a negative number: how to write it so it is read.
fn negative_number_hint(e: &clap::Error) -> Option<String> {
    use clap::error::{ContextKind, ContextValue};
    if e.kind() != clap::error::ErrorKind::UnknownArgument {
        return None;
    }
    let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg) else {
        return None;
    };
    arg.strip_prefix('-')
        .is_some_and(|n| n.parse::<f64>().is_ok())
        .then(|| {
            format!(
                "\n'{arg}' was read as a flag. Write a negative number with '=' \
                 (--<flag>={arg}); a value on its own that starts with '-' goes after '--' \
                 (ks … -- {arg}).\n"
            )
        })
}

/// Parses `args`, runs the command, writes the answer, and returns the exit code
/// (0 = answered, 2 = bad input). Used by the `ks` binary and by tests. Everything written goes
/// through [`terminal_text::TerminalWriter`]: a control character a file brought in is written
/// out as an escape, never acted on by the terminal.
pub fn main_with(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let mut out = terminal_text::TerminalWriter::new(out);
    let mut err = terminal_text::TerminalWriter::new(err);
    answer(args, &mut out, &mut err)
}

fn answer(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_BAD_INPUT } else { 0 };
            let mut text = e.render().to_string();
            if let Some(hint) = negative_number_hint(&e) {
                text.push_str(&hint);
            }
            let _ = if code == 0 {
                write!(out, "{text}")
            } else {
                write!(err, "{text}")
            };
            return code;
        }
    };
    if let Err(e) = refuse_ignored_house_rules(&cli) {
        let _ = writeln!(err, "ks: error: {e}");
        return EXIT_BAD_INPUT;
    }
    if let Command::Grid(a) = &cli.command {
        return grid::main_with(a, cli.json, &cli.options, out, err);
    }
    if let Command::View(a) = &cli.command {
        return view::main_with(a, cli.json, out, err);
    }
    match run(&cli) {
        Ok(report) => {
            let written = if cli.json {
                serde_json::to_string_pretty(&report.json)
                    .map_err(std::io::Error::other)
                    .and_then(|s| writeln!(out, "{s}"))
            } else {
                writeln!(out, "{}", report.text.trim_end())
            };
            if written.is_err() { 1 } else { 0 }
        }
        Err(e) => {
            let _ = writeln!(err, "ks: error: {e}");
            EXIT_BAD_INPUT
        }
    }
}
