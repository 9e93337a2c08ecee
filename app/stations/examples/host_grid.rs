//! Hosts a grid game in hidden deployment on loopback and prints each seat's link, to open
//! the player's page by hand: `cargo run -p workbench-stations --example host_grid [SECONDS]`.
//! North places a unit every two seconds, so North's page changes and South's does not.

use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::systems::grid::{
    Board, GridCommand, GridGame, GridOptions, GridSetup, GridSide, PerSide, Position, Square,
    UnitKind,
};
use stations::{Seat, SeatBoard, StationServer};
use std::time::Duration;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seconds: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let board = Board::standard()?;
    let arsenals = PerSide {
        north: board.arsenals(GridSide::North).to_vec(),
        south: board.arsenals(GridSide::South).to_vec(),
    };
    let mut options = GridOptions::default();
    options.set("deployment", "free_hidden")?;
    let mut game = GridGame::new(GridSetup {
        board,
        options,
        start: Position {
            to_move: GridSide::North,
            arsenals,
            units: Vec::new(),
        },
        first_player: None,
    })?;
    let seats = SeatBoard::new(vec![Seat::of_side("north"), Seat::of_side("south")])?;
    let server = StationServer::start("127.0.0.1:0".parse()?, seats)?;
    for seat in server.board().links_file(&server.base_url()).seats {
        println!("{} {}", seat.seat, seat.link);
    }
    let publish = |game: &GridGame| -> Result<(), stations::StationError> {
        server
            .board()
            .publish("north", &game.side_view(GridSide::North))?;
        server
            .board()
            .publish("south", &game.side_view(GridSide::South))?;
        Ok(())
    };
    publish(&game)?;
    for step in 0..seconds / 2 {
        std::thread::sleep(Duration::from_secs(2));
        let x = u8::try_from(step % 25).unwrap_or(0);
        let placed = game.apply(GridCommand::PlaceUnit {
            side: GridSide::North,
            kind: UnitKind::Infantry,
            at: Square::new(x, 6),
        });
        if placed.is_ok() {
            publish(&game)?;
        }
    }
    server.stop();
    Ok(())
}
