//! The player stations being hosted, as the session holds them.

use stations::StationServer;

/// The stations' server and what it serves.
#[derive(Debug)]
pub struct HostedStations {
    /// The running server.
    pub server: StationServer,
    /// The base of every link: the address players type (`http://ADDR:PORT`).
    pub base: String,
    /// When the stations were last looked at (egui time, seconds).
    pub published_at: Option<f64>,
    /// When the views were last worked out (egui time, seconds).
    pub worked_out_at: Option<f64>,
    /// The game's change count when the views were last worked out.
    pub published_changes: Option<(u64, usize, u64)>,
    /// The sheets last handed to the server (their numbers, sizes and placements), so the
    /// map is handed again only when they change.
    pub map_sheets: Option<Vec<(u64, stations::SheetTiles)>>,
    /// The system of the game hosted: when the open game is another (or none), hosting stops.
    pub system: &'static str,
    /// The links file asked for on the command line, written again when seats are added.
    pub links_file: Option<std::path::PathBuf>,
}
