//! Player stations hosted from the workbench: the server started for the open game (the
//! Reisswitz game on the map, or the table game that has the window), each side's view
//! published to its seats as the game changes, and the Stations window's requests.

use super::hosted_stations::HostedStations;
use super::station_map::StationMap;
use super::workbench_app::WorkbenchApp;
use crate::dialogs::stations_window::{HostingNow, SeatRow, StationsAction, show_stations_window};
use anyhow::Context as _;
use stations::{Seat, SeatBoard, StationServer};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

/// Seconds between two looks at the stations while hosting: requests taken, and the views
/// worked out again if the game changed (a view that did not change is not sent).
const PUBLISH_EVERY: f64 = 0.25;

/// Seconds after which the views are worked out again even if the game's change count says
/// nothing changed (a game replaced by another of the same system starts its count again).
const PUBLISH_AT_LEAST_EVERY: f64 = 2.0;

/// The seats of the Reisswitz game on the map: one per side and one per commander.
fn reisswitz_seats(game: &kriegsspiel::systems::reisswitz_1815::game::Game) -> Vec<Seat> {
    let staff = game.state().staff();
    let mut seats = Vec::new();
    for side in kriegsspiel::side::Side::ALL {
        seats.push(Seat::of_side(side.id()));
        for commander in staff.commanders_of(*side) {
            seats.push(Seat::of_commander(side.id(), commander.id.as_str()));
        }
    }
    seats
}

/// The address players on other computers reach this one at, for a server listening on every
/// interface: the address of the interface the default route leaves by (no packet is sent).
fn address_for_links(listening: SocketAddr) -> SocketAddr {
    if !listening.ip().is_unspecified() {
        return listening;
    }
    let outward = std::net::UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|socket| {
            socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9))?;
            socket.local_addr()
        })
        .map(|addr| addr.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
    SocketAddr::new(outward, listening.port())
}

impl WorkbenchApp {
    /// The system of the open game: the table's, else the map's Reisswitz game.
    fn open_game_system(&self) -> Option<&'static str> {
        match &self.session.wing {
            Some(wing) => wing.game_file().map(|file| file.system_id()),
            None => self.troops().map(|_| "reisswitz_1815"),
        }
    }

    /// The open game's count of changes (with its journal's length): the same count, the same
    /// game as last looked at.
    fn open_game_changes(&self) -> Option<(u64, usize, u64)> {
        match &self.session.wing {
            Some(wing) => wing.game_file().map(|file| {
                (
                    file.generation(),
                    file.journal_len(),
                    wing.station_change_marker(),
                )
            }),
            None => self
                .troops()
                .map(|troops| (troops.revision(), troops.game.journal().len(), 0)),
        }
    }

    /// The seats of the open game.
    fn seats_of_open_game(&self) -> Option<Vec<Seat>> {
        if let Some(wing) = &self.session.wing {
            let seats = wing.seats();
            return (!seats.is_empty()).then_some(seats);
        }
        self.troops().map(|troops| reisswitz_seats(&troops.game))
    }

    /// Starts hosting the open game's player stations on `addr`, and writes the links file
    /// to `links_file` once the server listens.
    pub fn host_stations(
        &mut self,
        addr: SocketAddr,
        links_file: Option<PathBuf>,
    ) -> anyhow::Result<String> {
        let seats = self
            .seats_of_open_game()
            .context("open a game first: the stations serve the open game's sides")?;
        let system = self
            .open_game_system()
            .context("open a game first: the stations serve the open game's sides")?;
        self.stop_hosting();
        let board = SeatBoard::new(seats)?;
        let server = StationServer::start(addr, board)?;
        let base = format!("http://{}", address_for_links(server.local_addr()));
        if let Some(path) = &links_file {
            server.board().links_file(&base).write(path)?;
        }
        let links_file = links_file.clone();
        self.session.stations = Some(HostedStations {
            server,
            base: base.clone(),
            published_at: None,
            worked_out_at: None,
            published_changes: None,
            map_sheets: None,
            system,
            links_file,
        });
        self.publish_station_views(f64::INFINITY);
        Ok(base)
    }

    /// Stops hosting: every page is cut off.
    pub fn stop_hosting(&mut self) {
        if let Some(hosted) = self.session.stations.take() {
            hosted.server.stop();
        }
    }

    /// The stations being hosted, if any.
    pub fn hosted_stations(&self) -> Option<&HostedStations> {
        self.session.stations.as_ref()
    }

    /// Works out each side's view of the open game and offers it to its seats, at most every
    /// [`PUBLISH_EVERY`] seconds; a seat whose view did not change is sent nothing.
    pub(super) fn publish_station_views(&mut self, now: f64) {
        self.host_when_ready();
        let open = self.open_game_system();
        let Some(hosted) = &mut self.session.stations else {
            return;
        };
        if open != Some(hosted.system) {
            self.stop_hosting();
            self.session.notifications.error(
                "Player stations stopped: the game they served was closed, and every page was \
                 cut off.",
            );
            return;
        }
        let due = hosted
            .published_at
            .is_none_or(|at| now - at >= PUBLISH_EVERY);
        if !due {
            return;
        }
        hosted.published_at = Some(if now.is_finite() { now } else { 0.0 });
        self.seat_new_commanders();
        self.offer_station_map();
        self.take_station_requests();
        let changes = self.open_game_changes();
        let Some(hosted) = &mut self.session.stations else {
            return;
        };
        let unchanged = hosted.published_changes == changes
            && hosted
                .worked_out_at
                .is_some_and(|at| now - at < PUBLISH_AT_LEAST_EVERY);
        if unchanged {
            return;
        }
        hosted.published_changes = changes;
        hosted.worked_out_at = Some(if now.is_finite() { now } else { 0.0 });
        let board = hosted.server.board();
        let published = if let Some(wing) = &self.session.wing {
            wing.publish_views(board)
        } else if let Some(map) = &self.session.map
            && let Some(troops) = &map.troops
        {
            stations::publish_every_side(board, &troops.game)
        } else {
            Ok(Vec::new())
        };
        if let Err(e) = published {
            self.session
                .notifications
                .error(format!("Player stations: {e}"));
        }
    }

    /// Hands the server the open map's scans when its sheets changed (a sheet loaded,
    /// placed, hidden); none while a table game is hosted.
    fn offer_station_map(&mut self) {
        let map = match (&self.session.wing, &self.session.map) {
            (None, Some(open)) => StationMap::of_sheets(&open.sheet_views(None)),
            _ => None,
        };
        let sheets = map.as_ref().map(StationMap::identity);
        let Some(hosted) = &mut self.session.stations else {
            return;
        };
        if hosted.map_sheets == sheets {
            return;
        }
        hosted.map_sheets = sheets;
        hosted
            .server
            .board()
            .set_map(map.map(|m| Arc::new(m) as Arc<dyn stations::MapTiles>));
    }

    /// Gives a seat to every commander the umpire added since hosting began (and writes the
    /// links file again, if there is one).
    fn seat_new_commanders(&mut self) {
        let (Some(hosted), Some(troops)) = (&self.session.stations, self.troops()) else {
            return;
        };
        if self.session.wing.is_some() {
            return;
        }
        let board = hosted.server.board();
        let added = match board.add_seats(&reisswitz_seats(&troops.game)) {
            Ok(added) => added,
            Err(e) => {
                self.session
                    .notifications
                    .error(format!("Player stations: {e}"));
                return;
            }
        };
        if added.is_empty() {
            return;
        }
        let written = match &hosted.links_file {
            Some(path) => board.links_file(&hosted.base).write(path).err(),
            None => None,
        };
        let now = self.ctx.input(|i| i.time);
        let names: Vec<&str> = added.iter().map(|s| s.seat.as_str()).collect();
        self.session.notifications.note(
            format!("New player station seats: {}.", names.join(", ")),
            now,
        );
        if let Some(e) = written {
            self.session
                .notifications
                .error(format!("Player stations: {e}"));
        }
    }

    /// Hosts the stations asked for on the command line once the game opened at start is
    /// open; says where on standard output (and why not, on standard error).
    fn host_when_ready(&mut self) {
        if self.open_game_system().is_none() {
            return;
        }
        let Some(host) = self.session.host_on_start.take() else {
            return;
        };
        match self.host_stations(host.addr, host.links_file.clone()) {
            Ok(base) => {
                println!("Hosting player stations at {base}");
                if let Some(path) = &host.links_file {
                    println!("Links written to {}", path.display());
                }
            }
            Err(e) => {
                eprintln!("workbench: cannot host player stations: {e:#}");
                self.session
                    .notifications
                    .error(format!("Player stations were not hosted: {e:#}"));
            }
        }
    }

    /// The Stations window, and what it asks for.
    pub(super) fn show_stations(&mut self, ctx: &egui::Context) {
        if self.session.stations.is_some() {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(PUBLISH_EVERY));
        }
        if !self.session.stations_window.open {
            return;
        }
        let hosting = self.session.stations.as_ref().map(|hosted| {
            let board = hosted.server.board();
            HostingNow {
                base: hosted.base.clone(),
                seats: board
                    .seats()
                    .into_iter()
                    .map(|(seat, status)| SeatRow {
                        link: board.link(&seat.seat, &hosted.base),
                        seat,
                        status,
                    })
                    .collect(),
            }
        });
        let actions =
            show_stations_window(ctx, &mut self.session.stations_window, hosting.as_ref());
        for action in actions {
            self.apply_stations_action(action);
        }
    }

    fn apply_stations_action(&mut self, action: StationsAction) {
        let outcome = match action {
            StationsAction::Host { lan, port } => {
                let ip = if lan {
                    IpAddr::V4(Ipv4Addr::UNSPECIFIED)
                } else {
                    IpAddr::V4(Ipv4Addr::LOCALHOST)
                };
                self.host_stations(SocketAddr::new(ip, port), None)
                    .map(|base| format!("Hosting player stations at {base}."))
            }
            StationsAction::Stop => {
                self.stop_hosting();
                Ok("Player stations stopped: every page was cut off.".to_string())
            }
            StationsAction::Revoke(seat) => self
                .stations_board()
                .and_then(|board| Ok(board.revoke(&seat)?))
                .map(|()| format!("Seat {seat} revoked: its pages were cut off.")),
            StationsAction::NewLink(seat) => self
                .stations_board()
                .and_then(|board| Ok(board.new_link(&seat)?))
                .map(|()| format!("Seat {seat} has a new link; the old one no longer works.")),
        };
        let now = self.ctx.input(|i| i.time);
        match outcome {
            Ok(note) => self.session.notifications.note(note, now),
            Err(e) => self
                .session
                .notifications
                .error(format!("Player stations: {e:#}")),
        }
    }

    fn stations_board(&self) -> anyhow::Result<&SeatBoard> {
        self.session
            .stations
            .as_ref()
            .map(|hosted| hosted.server.board())
            .context("no player stations are being hosted")
    }
}
