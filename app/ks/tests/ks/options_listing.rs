//! `ks ruleset --options` lists every option the engine has with its readings and default, and
//! the README's options table names every one of them (issue 12: "the README options table
//! lists every option the engine has").

use crate::support::{json, ks};
use kriegsspiel::systems::reisswitz_1815::ruleset::RuleOptions;

#[test]
fn every_option_is_listed_by_ks_and_in_the_readme_table() {
    let catalogue = RuleOptions::default().catalogue();
    let j = json(&["ruleset", "--options"]);
    let listed: Vec<&str> = j["options"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|o| o["id"].as_str())
        .collect();
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md"))
        .expect("the README");
    let start = readme
        .find("| option | default reading |")
        .expect("the options table");
    let table: String = readme[start..]
        .lines()
        .take_while(|l| l.starts_with('|'))
        .collect::<Vec<_>>()
        .join("\n");
    for o in &catalogue {
        assert!(listed.contains(&o.id), "ks lists {}", o.id);
        assert!(
            table.contains(&format!("`{}`", o.id)),
            "README table lists {}",
            o.id
        );
        for c in &o.choices {
            if c.id != o.default && !c.withdrawn {
                assert!(
                    table.contains(c.id) || o.choices.len() == 2,
                    "README names {}={}",
                    o.id,
                    c.id
                );
            }
        }
    }
    let rows = table.lines().count() - 2;
    assert_eq!(rows, catalogue.len(), "one row per option, no more");
    // The text listing marks the default and cites the draft's lines.
    let (code, out, _) = ks(&["ruleset", "--options"]);
    assert_eq!(code, 0);
    assert!(out.contains("rifles_bands") && out.contains("(default)") && out.contains("L744"));
}
