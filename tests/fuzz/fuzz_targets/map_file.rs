//! A map file (`.map.json`): any text must give a map or a typed error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = kriegsspiel::map::MapDocument::from_json(text, "fuzz input");
    }
});
