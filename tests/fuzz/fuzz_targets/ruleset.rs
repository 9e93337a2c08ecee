//! The ruleset as a user changes it: rule options (`ID=READING`) and house rules
//! (`table.path=value`), one per line, applied to the draft's defaults. Any line must be taken
//! or refused with a typed error, never a panic, and a taken rule must leave a valid ruleset.
#![no_main]

use kriegsspiel::systems::reisswitz_1815::ruleset::{HouseRule, Ruleset};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(mut rules) = Ruleset::reisswitz_1815() else {
        return;
    };
    for line in text.lines() {
        if let Some(option) = line.strip_prefix("option ") {
            if let Some((id, reading)) = option.split_once('=') {
                let _ = rules.set_option(id, reading);
            }
        } else if let Ok(rule) = HouseRule::parse(line, "fuzz input") {
            if rules.apply_house_rule(rule).is_ok() {
                assert!(rules.validate().is_ok(), "a house rule taken left a bad ruleset");
            }
        }
    }
});
