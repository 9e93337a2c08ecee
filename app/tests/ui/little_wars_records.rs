//! The Little Wars table's records: "Print floor plan" writes the plan beside the game file,
//! and a finished battle is added to a campaign file with "Add to campaign…" — the same battle
//! a second time is refused, a second battle carries the running totals on (Wells L168, L356).
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::little_wars::{apply, small_table_harness};
use egui_kittest::kittest::Queryable;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::campaign_book::CampaignBook;
use kriegsspiel::systems::little_wars::game::LittleWarsCommand;

#[test]
fn print_the_floor_plan_and_add_battles_to_a_campaign_with_running_totals() {
    let dir = std::env::temp_dir().join(format!("lw-records-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut h = small_table_harness(1400.0);
    h.run_steps(3);
    // The plan needs the game's file to be printed beside it.
    h.get_by_label("Print floor plan").click();
    h.run_steps(2);
    assert!(
        h.state()
            .message
            .starts_with("Not printed: save the game first")
    );
    h.state_mut()
        .set_save_path(dir.join("battle-1.json").to_str().unwrap());
    h.get_by_label("Print floor plan").click();
    h.run_steps(2);
    let plan = dir.join("battle-1-floor.pdf");
    assert_eq!(
        h.state().message,
        format!("Printed the floor plan to {}.", plan.display())
    );
    assert!(std::fs::read(&plan).unwrap().starts_with(b"%PDF"));
    // No campaign before the battle is over.
    assert!(h.query_by_label("Add to campaign…").is_none());
    apply(&mut h, LittleWarsCommand::BeginBattle);
    apply(
        &mut h,
        LittleWarsCommand::EndBattle {
            winner: Some(Side::Red),
        },
    );
    h.run_steps(2);
    let s = h.state().game().unwrap().state();
    let (red, blue) = (
        s.score(Side::Red).unwrap().points,
        s.score(Side::Blue).unwrap().points,
    );
    // The campaign file is proposed beside the game's; none there yet: a new campaign.
    let campaign = dir.join("campaign.json");
    h.get_by_label("Add to campaign…").click();
    h.run_steps(2);
    assert_eq!(
        h.state().message,
        format!(
            "Added to the campaign {}. Totals so far: Red {red}, Blue {blue}.",
            campaign.display()
        )
    );
    h.get_by_label(&format!(
        "Battle 1 (battle-1.json, Red won): Red {red}, Blue {blue}; so far Red {red}, Blue \
         {blue}."
    ));
    // The same battle again: refused, nothing counted twice.
    h.get_by_label("Add to campaign…").click();
    h.run_steps(2);
    let msg = h.state().message.clone();
    assert!(
        msg.starts_with("Not added") && msg.contains("counted already"),
        "{msg}"
    );
    // A second battle (saved under another name) carries the totals on.
    h.state_mut()
        .set_save_path(dir.join("battle-2.json").to_str().unwrap());
    h.run_steps(1);
    h.get_by_label("Add to campaign…").click();
    h.run_steps(2);
    let (red2, blue2) = (red * 2.0, blue * 2.0);
    h.get_by_label(&format!(
        "Battle 2 (battle-2.json, Red won): Red {red}, Blue {blue}; so far Red {red2}, Blue \
         {blue2}."
    ));
    let up = red2 - blue2;
    let standing = if up >= 200.0 {
        format!("Red has won the war: {up} points up against a margin of 200 (Wells L168).")
    } else {
        format!("Campaign totals: Red is {up} points up of the 200 that end the war (Wells L168).")
    };
    h.get_by_label(&standing);
    // The file holds both battles, dated by the table.
    let text = std::fs::read_to_string(&campaign).unwrap();
    let book = CampaignBook::from_json(&text, "campaign.json").unwrap();
    assert_eq!(book.games.len(), 2);
    assert!(
        book.games
            .iter()
            .all(|g| g.date.as_ref().is_some_and(|d| d.len() == 10))
    );
    let _ = std::fs::remove_dir_all(&dir);
}
