//! Units named for the umpire: by their label and name, never by the order of battle's ids.

use kriegsspiel::systems::reisswitz_1815::army::OrderOfBattle;

/// "A1 — 1st Battalion"; just the label where the label is the name ("Red foot battery").
pub fn unit_title(label: &str, name: &str) -> String {
    if name.is_empty() || label == name {
        label.to_string()
    } else {
        format!("{label} — {name}")
    }
}

/// `text` with every unit id of `oob` that stands as a word of its own ("a block of
/// blue-b-1") replaced by the unit's label and name, as the journal names units ("B1 (1st
/// Battalion)"). The engine's refusals name units by id; the umpire reads them this way.
pub fn name_units(text: &str, oob: &OrderOfBattle) -> String {
    let mut units: Vec<(String, String)> = oob
        .units()
        .map(|u| {
            let title = if u.label == u.name || u.name.is_empty() {
                u.label.clone()
            } else {
                format!("{} ({})", u.label, u.name)
            };
            (u.id.to_string(), title)
        })
        .collect();
    // Longer ids first, so "red-a-10" is not read as "red-a-1" followed by "0".
    units.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then_with(|| a.0.cmp(&b.0)));
    let id_char = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    'scan: while let Some(c) = rest.chars().next() {
        let at_word_start = !out.chars().next_back().is_some_and(id_char);
        if at_word_start {
            for (id, title) in &units {
                if let Some(after) = rest.strip_prefix(id.as_str())
                    && !after.chars().next().is_some_and(id_char)
                {
                    out.push_str(title);
                    rest = after;
                    continue 'scan;
                }
            }
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
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

    #[test]
    fn refusals_name_units_instead_of_ids() {
        let text = include_str!("../../../assets/orders-of-battle/brigade-learning-game.toml");
        let Ok(oob) = OrderOfBattle::from_toml(text, "brigade-learning-game.toml") else {
            panic!("the learning game's order of battle reads");
        };
        assert_eq!(
            name_units("a block would stand on a block of blue-b-1.", &oob),
            "a block would stand on a block of B1 (1st Battalion)."
        );
        assert_eq!(
            name_units("red-bty-1; blue-b-10 and xblue-b-1", &oob),
            "Red foot battery; blue-b-10 and xblue-b-1"
        );
    }
}
