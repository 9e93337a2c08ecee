//! Little Wars in words: the game types with their aims, the result of a battle, a side's
//! points, the supply packets a body needs, a charge's losses and the move clock's warnings.
//! The table's panels, the printed score sheet and `ks little-wars` read from here.

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::game::Phase;
use kriegsspiel::systems::little_wars::option_readings::GameType;

/// The game type's name, as the table's choice shows it ("Blow at the Rear").
pub fn game_type_name(game_type: GameType) -> &'static str {
    match game_type {
        GameType::FightToFinish => "Fight to the Finish",
        GameType::BlowAtRear => "Blow at the Rear",
        GameType::Defensive => "Defensive Game",
    }
}

/// The line of Wells where the game type is set out.
fn game_type_rule(game_type: GameType) -> &'static str {
    match game_type {
        GameType::FightToFinish => "Wells L356",
        GameType::BlowAtRear => "Wells L364",
        GameType::Defensive => "Wells L368",
    }
}

/// What decides a game of this type, ending with its line of Wells in brackets.
pub fn game_type_aim(game_type: GameType) -> String {
    let aim = match game_type {
        GameType::FightToFinish => {
            "kill, capture or drive over his back line the whole enemy force; drawn when both \
             sides are below 15 men"
        }
        GameType::BlowAtRear => "decided when 3 men of one side reach the enemy's back line",
        GameType::Defensive => {
            "the attacker must reach the defender's back line while still a quarter of his \
             strength; the defender has two-thirds of it and may fire from his first move"
        }
    };
    format!("{aim} ({})", game_type_rule(game_type))
}

/// The game type's name with its line of Wells: "Fight to the Finish (Wells L356)".
pub fn game_type_title(game_type: GameType) -> String {
    format!(
        "{} ({})",
        game_type_name(game_type),
        game_type_rule(game_type)
    )
}

/// The result as the score sheet gives it: "Red won.", "Drawn.", or, before the end, a
/// warning that the tally is only as things stand.
pub fn battle_result_sentence(phase: Phase) -> String {
    match phase {
        Phase::Over(Some(winner)) => format!("{winner} won."),
        Phase::Over(None) => "Drawn.".into(),
        Phase::PutDown | Phase::Battle => "Not over yet: the tally as it stands.".into(),
    }
}

/// The end of the battle as the table announces it: "The battle is over: Red won." or
/// "The battle is over: drawn."; none while it goes on.
pub fn battle_over_sentence(phase: Phase) -> Option<String> {
    match phase {
        Phase::Over(Some(winner)) => Some(format!("The battle is over: {winner} won.")),
        Phase::Over(None) => Some("The battle is over: drawn.".into()),
        Phase::PutDown | Phase::Battle => None,
    }
}

/// A side's tally by Wells's points (L356): "Red: 128 points".
pub fn side_points(side: Side, points: f64) -> String {
    format!("{side}: {points} points")
}

/// A side's tally with the men it still has on the field: "Red: 128 points (16 men on the
/// field)".
pub fn side_points_on_field(side: Side, points: f64, men: u32) -> String {
    format!("{} ({men} men on the field)", side_points(side, points))
}

/// The packets of each kind a body gives up (Wells L685-L693): "food 1, forage 1,
/// ammunition 0".
pub fn packet_counts(food: u32, forage: u32, ammunition: u32) -> String {
    format!("food {food}, forage {forage}, ammunition {ammunition}")
}

/// What a cavalry charge on infantry costs each side (Wells L788-L812), as a clause:
/// "the cavalry lose 1, the infantry lose 4".
pub fn charge_losses(cavalry_lost: u32, infantry_lost: u32) -> String {
    format!("the cavalry lose {cavalry_lost}, the infantry lose {infantry_lost}")
}

/// How long before time the move clock's last warning was given, from the seconds left
/// (warnings at 2 minutes, 1 minute and 30 seconds; Wells L238).
pub fn clock_warning_words(seconds_left: f64) -> &'static str {
    if seconds_left <= 30.0 {
        "30 seconds"
    } else if seconds_left <= 60.0 {
        "1 minute"
    } else {
        "2 minutes"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_type_has_a_name_an_aim_and_a_title() {
        for (game_type, name, aim_starts, title) in [
            (
                GameType::FightToFinish,
                "Fight to the Finish",
                "kill, capture",
                "Fight to the Finish (Wells L356)",
            ),
            (
                GameType::BlowAtRear,
                "Blow at the Rear",
                "decided when 3 men",
                "Blow at the Rear (Wells L364)",
            ),
            (
                GameType::Defensive,
                "Defensive Game",
                "the attacker must reach",
                "Defensive Game (Wells L368)",
            ),
        ] {
            assert_eq!(game_type_name(game_type), name);
            assert_eq!(game_type_title(game_type), title);
            let aim = game_type_aim(game_type);
            assert!(aim.starts_with(aim_starts), "{aim}");
            assert!(
                aim.ends_with(&format!("({})", game_type_rule(game_type))),
                "{aim}"
            );
        }
        assert_eq!(
            GameType::ALL.len(),
            3,
            "a new game type needs its words here"
        );
    }

    #[test]
    fn results_read_on_the_sheet_and_at_the_table() {
        for (phase, sheet, table) in [
            (
                Phase::Over(Some(Side::Blue)),
                "Blue won.",
                Some("The battle is over: Blue won."),
            ),
            (
                Phase::Over(None),
                "Drawn.",
                Some("The battle is over: drawn."),
            ),
            (Phase::Battle, "Not over yet: the tally as it stands.", None),
            (
                Phase::PutDown,
                "Not over yet: the tally as it stands.",
                None,
            ),
        ] {
            assert_eq!(battle_result_sentence(phase), sheet);
            assert_eq!(battle_over_sentence(phase).as_deref(), table);
        }
    }

    #[test]
    fn points_packets_charges_and_warnings_read_as_words() {
        assert_eq!(side_points(Side::Red, 81.0), "Red: 81 points");
        assert_eq!(side_points(Side::Blue, 29.5), "Blue: 29.5 points");
        assert_eq!(
            side_points_on_field(Side::Red, 128.0, 16),
            "Red: 128 points (16 men on the field)"
        );
        assert_eq!(packet_counts(1, 1, 0), "food 1, forage 1, ammunition 0");
        assert_eq!(
            charge_losses(1, 4),
            "the cavalry lose 1, the infantry lose 4"
        );
        for (left, words) in [
            (120.0, "2 minutes"),
            (61.0, "2 minutes"),
            (60.0, "1 minute"),
            (31.0, "1 minute"),
            (30.0, "30 seconds"),
            (0.5, "30 seconds"),
        ] {
            assert_eq!(clock_warning_words(left), words, "{left} s left");
        }
    }
}
