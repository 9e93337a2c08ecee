//! What the umpire has typed on the Scenario and Messages pages and not yet sent: the session
//! holds it while the pages read the game; nothing here is part of the game.

use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::knowledge::{ReportOrigin, ReportedEnemy, SideView};
use kriegsspiel::systems::reisswitz_1815::staff::{
    Duty, InformationSource, Intelligence, MessageId, MessageKind, Party, SeparateReport,
};
use std::fmt::Write as _;

/// The Separate Report as typed: every field as text, the intelligence items as built.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ReportForm {
    /// Forces.
    pub forces: String,
    /// Orders.
    pub orders: String,
    /// Objective.
    pub objective: String,
    /// Line of retreat.
    pub line_of_retreat: String,
    /// Time of year.
    pub time_of_year: String,
    /// Dawn, "hh:mm" or empty.
    pub dawn: String,
    /// Dusk, "hh:mm" or empty.
    pub dusk: String,
    /// Weather.
    pub weather: String,
    /// Ground and rivers.
    pub ground_and_rivers: String,
    /// The intelligence items, in the report's order.
    pub enemy: Vec<Intelligence>,
}

impl ReportForm {
    /// The form filled from `report` (empty for none).
    pub fn from_report(report: Option<&SeparateReport>) -> Self {
        let Some(r) = report else {
            return Self::default();
        };
        let time = |t: Option<TimeOfDay>| t.map(|t| t.to_string()).unwrap_or_default();
        Self {
            forces: r.forces.clone(),
            orders: r.orders.clone(),
            objective: r.objective.clone(),
            line_of_retreat: r.line_of_retreat.clone(),
            time_of_year: r.time_of_year.clone(),
            dawn: time(r.dawn),
            dusk: time(r.dusk),
            weather: r.weather.clone(),
            ground_and_rivers: r.ground_and_rivers.clone(),
            enemy: r.enemy.clone(),
        }
    }

    /// The report the form holds; a sentence saying what is wrong when dawn or dusk is not a
    /// time of day.
    pub fn to_report(&self) -> Result<SeparateReport, String> {
        let time = |text: &str, what: &str| -> Result<Option<TimeOfDay>, String> {
            if text.trim().is_empty() {
                return Ok(None);
            }
            text.trim()
                .parse::<TimeOfDay>()
                .map(Some)
                .map_err(|_| format!("{what} “{}” is not a time of day like 04:30.", text.trim()))
        };
        Ok(SeparateReport {
            forces: self.forces.clone(),
            orders: self.orders.clone(),
            objective: self.objective.clone(),
            line_of_retreat: self.line_of_retreat.clone(),
            enemy: self.enemy.clone(),
            time_of_year: self.time_of_year.clone(),
            dawn: time(&self.dawn, "Dawn")?,
            dusk: time(&self.dusk, "Dusk")?,
            weather: self.weather.clone(),
            ground_and_rivers: self.ground_and_rivers.clone(),
        })
    }
}

/// The Scenario page's fields.
#[derive(Debug, Clone, PartialEq)]
pub struct ScenarioForm {
    /// Whether the fields below were filled from the game yet.
    pub loaded: bool,
    /// The General Idea.
    pub general_idea: String,
    /// Whose Separate Report is being written.
    pub report_side: Side,
    /// The side whose report fills `report` (reloaded when `report_side` changes).
    pub report_loaded_for: Option<Side>,
    /// The Separate Report being written.
    pub report: ReportForm,
    /// The other side's report as typed and not yet set, kept while this one is written.
    pub drafts: std::collections::BTreeMap<Side, ReportForm>,
    /// A new intelligence item: its source.
    pub intel_source: InformationSource,
    /// A new intelligence item: the news in words.
    pub intel_text: String,
    /// A new intelligence item: what the reported unit is said to be (empty for none).
    pub intel_unit: String,
    /// A new intelligence item: where it is said to be, x paces (east).
    pub intel_x: String,
    /// A new intelligence item: y paces (south).
    pub intel_y: String,
    /// A new commander: his id.
    pub commander_id: String,
    /// A new commander: his name.
    pub commander_name: String,
    /// A new commander: his side.
    pub commander_side: Side,
    /// A new commander: his duty.
    pub commander_duty: Duty,
    /// A place to post a commander at: x paces.
    pub post_x: String,
    /// A place to post a commander at: y paces.
    pub post_y: String,
}

impl Default for ScenarioForm {
    fn default() -> Self {
        Self {
            loaded: false,
            general_idea: String::new(),
            report_side: Side::Red,
            report_loaded_for: None,
            report: ReportForm::default(),
            drafts: std::collections::BTreeMap::new(),
            intel_source: InformationSource::Patrol,
            intel_text: String::new(),
            intel_unit: String::new(),
            intel_x: String::new(),
            intel_y: String::new(),
            commander_id: String::new(),
            commander_name: String::new(),
            commander_side: Side::Red,
            commander_duty: Duty::CommanderInChief,
            post_x: String::new(),
            post_y: String::new(),
        }
    }
}

/// The Messages page's fields: the composer, the stopwatch and the interception form.
#[derive(Debug, Clone, PartialEq)]
pub struct MessageForm {
    /// Order or report.
    pub kind: MessageKind,
    /// The side whose parties are offered.
    pub side: Side,
    /// The sender.
    pub from: Option<Party>,
    /// The addressee.
    pub to: Option<Party>,
    /// What it says.
    pub text: String,
    /// Whether the messenger rides the ruler's points rather than a straight line.
    pub ruler_route: bool,
    /// Minutes the sender took to decide, as typed.
    pub reaction: String,
    /// When the stopwatch was started (the app's clock, seconds), while it runs.
    pub stopwatch_since: Option<f64>,
    /// The message being intercepted, while its form is open.
    pub intercepting: Option<MessageId>,
    /// The umpire's reason for the interception.
    pub intercept_reason: String,
    /// Why a unit beyond reach of the messenger's road takes him all the same (empty: none).
    pub intercept_override: String,
    /// The unit report being amended before it rides on, while its form is open.
    pub amending: Option<MessageId>,
    /// The amended words.
    pub amend_text: String,
    /// How the last Send went, shown under it: sent (true) or refused (false), in words.
    pub outcome: Option<(bool, String)>,
}

impl Default for MessageForm {
    fn default() -> Self {
        Self {
            kind: MessageKind::Order,
            side: Side::Red,
            from: None,
            to: None,
            text: String::new(),
            ruler_route: false,
            reaction: String::new(),
            stopwatch_since: None,
            intercepting: None,
            intercept_reason: String::new(),
            intercept_override: String::new(),
            amending: None,
            amend_text: String::new(),
            outcome: None,
        }
    }
}

impl MessageForm {
    /// After a Send: clears the words typed (the sender and addressee stay for the next) and
    /// says what became of it.
    pub fn sent(&mut self, arrives_turn: u32) {
        self.text.clear();
        self.reaction.clear();
        self.outcome = Some((true, format!("Sent: in hand at turn {arrives_turn}.")));
    }

    /// After a refused Send: keeps the words and says why.
    pub fn refused(&mut self, why: String) {
        self.outcome = Some((false, why));
    }
}

/// Both staff pages' fields.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StaffForms {
    /// The Scenario page.
    pub scenario: ScenarioForm,
    /// The Messages page.
    pub messages: MessageForm,
    /// The Troops page's "up to N moves" for "Advance until something happens".
    pub advance_max: String,
    /// Why the last "Advance until something happens" stopped.
    pub advance_note: String,
}

/// A typed place in paces: both fields numbers, or a sentence saying which is not.
pub fn typed_place(x: &str, y: &str) -> Result<geo::Coord<f64>, String> {
    let number = |text: &str, what: &str| {
        text.trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite())
            .ok_or_else(|| format!("{what} “{}” is not a number of paces.", text.trim()))
    };
    Ok(geo::Coord {
        x: number(x, "East (x)")?,
        y: number(y, "South (y)")?,
    })
}

/// Minutes typed for a reaction time: empty is none; otherwise a number from 0 up.
pub fn typed_minutes(text: &str) -> Result<f64, String> {
    if text.trim().is_empty() {
        return Ok(0.0);
    }
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|m| m.is_finite() && *m >= 0.0)
        .ok_or_else(|| format!("“{}” is not a number of minutes.", text.trim()))
}

/// An intelligence item in one line: source, news, and the units it places.
pub fn describe_intelligence(item: &Intelligence) -> String {
    let mut line = format!("{}: {}", words_of(item.source.into()), item.text);
    for unit in &item.reported_units {
        let _ = write!(
            line,
            "; {} at ({:.0}, {:.0})",
            unit.description, unit.position.x, unit.position.y
        );
    }
    line
}

/// A snake_case id as words ("higher_command" → "higher command").
pub fn words_of(id: &str) -> String {
    id.replace('_', " ")
}

/// A side's name with its possessive, for labels ("Red's").
pub fn sides_name(side: Side) -> &'static str {
    match side {
        Side::Red => "Red's",
        Side::Blue => "Blue's",
    }
}

/// A side's name ("Red").
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Red => "Red",
        Side::Blue => "Blue",
    }
}

/// How a side came to know of a reported enemy body, and when, in words ("by report of
/// Cavalry patrol, as of turn 4"; "briefing, spy"); the reporting unit is named from `view`.
pub fn how_known(r: &ReportedEnemy, view: &SideView) -> String {
    let how = match &r.origin {
        ReportOrigin::OnTheSpot { commander, .. } => format!("seen by {commander}"),
        ReportOrigin::Report { from, .. } => {
            let unit = view.own_units.iter().find(|u| &u.id == from).map_or_else(
                || from.to_string(),
                |u| words::unit_title(&u.label, &u.name),
            );
            format!("by report of {unit}")
        }
        ReportOrigin::Briefing { source } => format!("briefing, {}", words_of(source.into())),
    };
    format!("{how}, as of turn {}", r.as_of_turn)
}
