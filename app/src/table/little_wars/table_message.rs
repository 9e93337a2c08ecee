//! The Little Wars table's one-line message: a refusal or a failure in the error colour,
//! everything else as plain text.

/// Whether the table's message says something was refused or failed ("Refused: …",
/// "Not printed: …", "Not opened: …"): shown in the error colour, everything else as text.
pub fn says_something_failed(message: &str) -> bool {
    [
        "Refused",
        "Not printed",
        "Not opened",
        "Not saved",
        "Not read",
    ]
    .iter()
    .any(|start| message.starts_with(start))
}

#[cfg(test)]
mod message_tests {
    use super::says_something_failed;

    #[test]
    fn failures_and_successes_are_told_apart() {
        for (message, failed) in [
            ("Refused: man 3 has already moved", true),
            ("Not printed: save the game first", true),
            ("Not opened: no such file", true),
            ("Printed the score sheet to a.pdf.", false),
            ("Opened battle.json.", false),
            ("Shot recorded.", false),
            ("Nothing to undo", false),
        ] {
            assert_eq!(says_something_failed(message), failed, "{message}");
        }
    }
}
