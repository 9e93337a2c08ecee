//! Capture in words (reference §12.8, §12.12): prisoners taken and freed, the encirclement
//! test, a battery captured, retaken, lost for the game or back in action.

use kriegsspiel::systems::reisswitz_1815::army::UnitId;
use kriegsspiel::systems::reisswitz_1815::calc::encirclement::CaptureVerdict;
use kriegsspiel::systems::reisswitz_1815::game::Event;

/// The journal's line for a capture event, naming units with `name`; `None` for any other
/// event.
pub fn capture_event_text(event: &Event, name: &dyn Fn(&UnitId) -> String) -> Option<String> {
    let text = match event {
        Event::PrisonersTaken {
            unit,
            captors,
            men,
            escort,
        } => format!(
            "{} took {} from {}, escorted by {}",
            name(captors),
            kriegsspiel::figures::counted(*men, "prisoner"),
            name(unit),
            crate::group_thousands(u64::from(*escort))
        ),
        Event::PrisonersFreed { captors, unit, men } => format!(
            "{} of {} freed from {}",
            kriegsspiel::figures::counted(*men, "prisoner"),
            name(unit),
            name(captors)
        ),
        Event::EncirclementDecided {
            corps,
            corps_men,
            encirclers_men,
            verdict,
            outcome,
        } => {
            let names: Vec<String> = corps.iter().map(name).collect();
            let what = match (verdict, outcome) {
                (_, Some(o)) => format!("Die III: {}", o.describe()),
                (CaptureVerdict::Captured, None) => "captured".to_string(),
                (CaptureVerdict::Resists, None) => {
                    "resistance taken for granted, no throw".to_string()
                }
                (CaptureVerdict::ThrowDieIII, None) => "Die III to throw".to_string(),
            };
            format!(
                "{} encircled ({} men against {}): {what}",
                names.join(", "),
                crate::group_thousands(u64::from(*corps_men)),
                crate::group_thousands(u64::from(*encirclers_men))
            )
        }
        Event::BatteryCaptured {
            battery,
            captors,
            lost_for_game_at,
        } => format!(
            "{} captured by {}; out for the game from turn {lost_for_game_at} unless retaken",
            name(battery),
            name(captors)
        ),
        Event::BatteryLostForGame { battery } => format!(
            "{} held by the enemy four moves: out for the rest of the game",
            name(battery)
        ),
        Event::BatteryRetaken { battery, out_until } => format!(
            "{} retaken: out of action until turn {out_until}",
            name(battery)
        ),
        Event::BatteryBackInAction { battery } => format!("{} back in action", name(battery)),
        _ => return None,
    };
    Some(text)
}
