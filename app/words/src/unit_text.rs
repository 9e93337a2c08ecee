//! Units named for the umpire: by their label and name, never by the order of battle's ids.

/// "A1 — 1st Battalion"; just the label where the label is the name ("Red foot battery").
pub fn unit_title(label: &str, name: &str) -> String {
    if name.is_empty() || label == name {
        label.to_string()
    } else {
        format!("{label} — {name}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_read_by_label_and_name() {
        assert_eq!(unit_title("A1", "1st Battalion"), "A1 — 1st Battalion");
        assert_eq!(
            unit_title("Red foot battery", "Red foot battery"),
            "Red foot battery"
        );
    }
}
