//! Messages as sentences: a capital letter at the start, a full stop at the end, whatever the
//! error text they were built from looked like.

/// `text` ending in a full stop.
pub fn full_stop(text: &str) -> String {
    if text.ends_with('.') {
        text.to_string()
    } else {
        format!("{text}.")
    }
}

/// "Cannot open …: …" with a capital letter, ending in a full stop.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let capitalised = chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().collect::<String>() + chars.as_str()
    });
    full_stop(&capitalised)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_as_sentences() {
        assert_eq!(full_stop("done"), "done.");
        assert_eq!(full_stop("done."), "done.");
        assert_eq!(
            sentence("cannot open “a.png”: too big"),
            "Cannot open “a.png”: too big."
        );
        assert_eq!(sentence(""), ".");
    }
}
