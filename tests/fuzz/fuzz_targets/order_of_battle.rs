//! An order of battle, in TOML or JSON: any text must give both sides' trees or a typed
//! error, never a panic.
#![no_main]

use kriegsspiel::systems::reisswitz_1815::army::OrderOfBattle;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = OrderOfBattle::from_toml(text, "fuzz input");
        let _ = OrderOfBattle::from_json(text, "fuzz input");
    }
});
