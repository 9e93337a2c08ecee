//! Player stations: the workbench serves each seat — a side, or one commander of a side — on
//! a screen of its own in another room, and what reaches a seat is exactly that side's view.
//!
//! | file | job |
//! |---|---|
//! | `seat` | a seat: its id, side and commander, as the links file and the page name it |
//! | `seat_secret` | a seat's unguessable secret (from the OS generator), compared in constant time |
//! | `seat_frame` | the one thing the server writes to a page: built from a side's view ([`kriegsspiel::knowledge::ViewForSeat`]) or a refusal, never from anything else |
//! | `seat_board` | every seat's secret, its latest frame (latest view wins), whether a page is connected; publishing a view, revoking, a new link |
//! | `seat_request` | what a page sends: bounded, parsed, and handed to the umpire's program |
//! | `side_seats` | one seat per side, and every side's view published, for any game that knows its sides |
//! | `station_server` | the server (axum on its own tokio runtime): the page, its files, and `/ws`, which authenticates before it sends a byte |
//! | `map_tiles`, `map_routes` | the hosted map's sheets and tiles, fetched by a page with its seat's secret in a header |
//! | `links_file` | the links file written once the server listens |
//!
//! The server never decides what a side may know: the engine does, in each system's
//! `KnowsSides::side_view`; this crate only carries that projection, and its writer accepts
//! nothing but a [`SeatFrame`].

mod links_file;
mod map_routes;
mod map_tiles;
mod seat;
mod seat_board;
mod seat_frame;
mod seat_request;
mod seat_secret;
mod side_seats;
mod station_error;
mod station_server;

pub use links_file::{LinksFile, SeatLink};
pub use map_tiles::{MAX_SHEETS, MapDescription, MapTiles, SheetTiles};
pub use seat::Seat;
pub use seat_board::{SeatBoard, SeatStatus};
pub use seat_frame::SeatFrame;
pub use seat_request::{MAX_REQUEST_BYTES, SeatRequest};
pub use seat_secret::SeatSecret;
pub use side_seats::{publish_each_side, publish_every_side, seats_of_sides};
pub use station_error::StationError;
pub use station_server::StationServer;
