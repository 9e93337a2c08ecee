//! What players send from their stations: each request carried out as a command of the seat's
//! side (the same journaled command the umpire's own composer or table makes) or refused, and
//! answered to the seat's pages. Nothing a page sends can act for the other side: the seat's
//! side and commander come from its secret, and the sender and addressee are checked against
//! that side's own view.

use super::workbench_app::WorkbenchApp;
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::game::Command;
use kriegsspiel::systems::reisswitz_1815::staff::{
    CommanderId, MAX_ROUTE_POINTS, MessageKind, Party, Route,
};
use serde::Deserialize;
use stations::{Seat, SeatRequest};

/// The longest order or report a page may send, in characters.
const MAX_MESSAGE_CHARS: usize = 4000;

/// The longest time to decide a page may claim, in minutes.
const MAX_REACTION_MINUTES: f64 = 240.0;

/// An order or report composed on a Reisswitz player's page.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StationMessage {
    kind: MessageKind,
    from: CommanderId,
    to: Party,
    text: String,
    #[serde(default)]
    reaction_minutes: f64,
    /// The places the messenger rides through, in paces, as drawn on the page (none: straight).
    #[serde(default)]
    route: Vec<geo::Coord<f64>>,
}

impl WorkbenchApp {
    /// Carries out every request the stations' pages have sent, oldest first, and answers each
    /// to its seat; the umpire's message area says what came in.
    pub(super) fn take_station_requests(&mut self) {
        let Some(hosted) = &self.session.stations else {
            return;
        };
        let board = hosted.server.board().clone();
        for (seat, why) in board.take_refusals() {
            let now = self.ctx.input(|i| i.time);
            self.session.notifications.note(
                format!(
                    "Refused unread from {}'s station: {why}",
                    station_name(&seat)
                ),
                now,
            );
        }
        for request in board.take_requests() {
            let outcome = self.carry_out_station_request(&request);
            let now = self.ctx.input(|i| i.time);
            let who = station_name(&request.seat);
            match &outcome {
                Ok(note) => self.session.notifications.note(
                    format!(
                        "From {who}'s station: {}.",
                        note.lines().next().unwrap_or_default()
                    ),
                    now,
                ),
                Err(why) => self
                    .session
                    .notifications
                    .note(format!("Refused to {who}'s station: {why}"), now),
            }
            board.answer(&request, outcome);
        }
    }

    fn carry_out_station_request(&mut self, request: &SeatRequest) -> Result<String, String> {
        if let Some(wing) = &mut self.session.wing {
            return wing.take_station_request(&request.seat.side, &request.body);
        }
        let message = request
            .body
            .get("message")
            .cloned()
            .ok_or_else(|| "a Reisswitz request is {\"message\": …}".to_string())
            .and_then(|m| {
                serde_json::from_value::<StationMessage>(m)
                    .map_err(|e| format!("not an order or report: {e}"))
            })?;
        let command = self.station_message_command(&request.seat, message)?;
        self.send_message(command)
            .map(|turn| format!("sent; in hand at turn {turn}"))
    }

    /// The `SendMessage` command for a page's message, once its sender is the seat's
    /// commander (or one of its side's) and its addressee of the same side.
    fn station_message_command(
        &self,
        seat: &Seat,
        message: StationMessage,
    ) -> Result<Command, String> {
        let troops = self
            .troops()
            .ok_or_else(|| "there is no game on the map".to_string())?;
        let side: Side = seat
            .side
            .parse()
            .map_err(|_| "this seat has no side of this game".to_string())?;
        let view = troops.game.side_view(side);
        if seat
            .commander
            .as_deref()
            .is_some_and(|own| own != message.from.as_str())
        {
            return Err("this seat sends in its own commander's name only".into());
        }
        if !view.commanders.iter().any(|c| c.id == message.from) {
            return Err("the sender is not a commander of your side".into());
        }
        let addressee_ours = match &message.to {
            Party::Commander(c) => view.commanders.iter().any(|own| &own.id == c),
            Party::Unit(u) => view.own_units.iter().any(|own| &own.id == u),
        };
        if !addressee_ours {
            return Err("the addressee is not of your side".into());
        }
        let text = message.text.trim();
        if text.is_empty() || text.chars().count() > MAX_MESSAGE_CHARS {
            return Err(format!(
                "a message says something, in at most {MAX_MESSAGE_CHARS} characters"
            ));
        }
        if !(0.0..=MAX_REACTION_MINUTES).contains(&message.reaction_minutes) {
            return Err(format!(
                "the time to decide is 0 to {MAX_REACTION_MINUTES} minutes"
            ));
        }
        if message.route.len() > MAX_ROUTE_POINTS {
            return Err(format!("a route passes at most {MAX_ROUTE_POINTS} places"));
        }
        let from = Party::Commander(message.from);
        let route = if message.route.is_empty() {
            Vec::new()
        } else {
            // The places drawn, joined to where the sender and the addressee are: a route the
            // engine rides as drawn in every ruleset, as the umpire's ruler route is.
            let state = troops.game.state();
            let at =
                |party: &Party| {
                    state.party_position(party).ok().flatten().ok_or_else(|| {
                        format!("{party} has no place on the map to ride from or to")
                    })
                };
            Route::joined(at(&from)?, &message.route, at(&message.to)?)
                .map_err(|e| e.to_string())?
                .points()
                .to_vec()
        };
        Ok(Command::SendMessage {
            kind: message.kind,
            from,
            to: message.to,
            text: text.to_string(),
            route,
            reaction_minutes: message.reaction_minutes,
            umpire_ground: None,
        })
    }
}

/// A seat as the umpire's messages name it: "Red", "Red (c-vandeleur)".
fn station_name(seat: &Seat) -> String {
    let mut side = seat.side.clone();
    if let Some(first) = side.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    match &seat.commander {
        Some(commander) => format!("{side} ({commander})"),
        None => side,
    }
}
