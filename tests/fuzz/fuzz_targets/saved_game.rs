//! A saved game of any system, as the workbench and `ks sheet` open it: any text must give a
//! game or a typed error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = kriegsspiel::systems::SavedGame::from_json(text, "fuzz input");
    }
});
