//! The toy fourth rule system at the workbench: the engine's toy (shared with the engine's
//! tests) on a table of a few buttons, implementing only the table seam and registered as one
//! row of the app's registry. With nothing else added it gets Open, Save, undo and redo,
//! autosave and crash recovery from the shell.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

#[path = "../../../kriegsspiel/tests/engine/toy_rules.rs"]
#[allow(dead_code)]
pub(crate) mod toy_rules;

use toy_rules::{AddStones, ToyRules, ToySetup};
use workbench::table::{GameFile, TableGame, TableSystem, TableWing};

/// The toy's table: the heap, whose turn it is, and a button to add a stone.
pub(crate) struct ToyTable {
    game: TableGame<ToyRules>,
    refusal: Option<String>,
}

impl ToyTable {
    fn new() -> Self {
        let game = kriegsspiel::played_game::PlayedGame::new(ToySetup { target: 10 })
            .expect("a toy game starts");
        ToyTable {
            game: TableGame::new(game),
            refusal: None,
        }
    }
}

impl TableWing for ToyTable {
    fn title(&self) -> String {
        "Toy".into()
    }

    fn show(&mut self, ui: &mut egui::Ui) {
        // Below the message area, which floats over the table's top-left corner.
        ui.add_space(200.0);
        let state = self.game.game().state();
        ui.label(format!("Heap: {}", state.heap));
        let to_move = state.to_move;
        if ui.button("Add a stone").clicked()
            && let Some(side) = to_move
            && let Err(e) = self.game.apply(AddStones { side, stones: 1 })
        {
            self.refusal = Some(e.to_string());
        }
        if let Some(refusal) = &self.refusal {
            ui.label(refusal);
        }
    }

    fn game_file(&self) -> Option<&dyn GameFile> {
        Some(&self.game)
    }

    fn game_file_mut(&mut self) -> Option<&mut dyn GameFile> {
        Some(&mut self.game)
    }
}

/// The toy's row in the app's registry.
pub(crate) fn toy_row() -> TableSystem {
    TableSystem {
        system_id: "toy",
        title: "the toy game",
        new_table: || Box::new(ToyTable::new()),
    }
}

/// A saved toy game with `stones` already added, to open.
pub(crate) fn toy_save(stones: u32) -> String {
    let mut game = kriegsspiel::played_game::PlayedGame::<ToyRules>::new(ToySetup { target: 10 })
        .expect("a toy game starts");
    let mut side = kriegsspiel::side::Side::Red;
    for _ in 0..stones {
        game.apply(AddStones { side, stones: 1 }).expect("a stone");
        side = side.opponent();
    }
    game.to_json().expect("toy json")
}
