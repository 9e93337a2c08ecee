//! A Little Wars campaign's book: battles added with each side's points, running totals and
//! the net (Wells L168: "subtracting what the antagonist scored"), the war won at the margin
//! (`campaign_margin`: reach, Wells L168; exceed, Streamlined L96), the same battle refused a
//! second time, and a campaign file that is not one refused in words.

use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsOptions;
use kriegsspiel::systems::little_wars::campaign_book::{CampaignBook, CampaignGame};
use kriegsspiel::systems::little_wars::game::{LittleWarsCommand, LittleWarsGame};

fn battle(file: &str, winner: Option<Side>, red: f64, blue: f64) -> CampaignGame {
    CampaignGame {
        date: Some("2026-03-01".into()),
        game_file: file.into(),
        game_type: "fight_to_finish".into(),
        winner,
        red_points: red,
        blue_points: blue,
    }
}

/// Battles (Red's points, Blue's points), the running (Red, Blue, net) after each, and the
/// winner at a 200 margin under each reading of `campaign_margin`.
#[test]
fn running_totals_and_the_margin_table() {
    struct Row {
        battles: &'static [(f64, f64)],
        running: &'static [(f64, f64, f64)],
        reach: Option<Side>,
        exceed: Option<Side>,
    }
    let rows = [
        // One victory: 100 for it plus 24 infantry, 15 cavalry (22½) and a gun (Wells L356).
        Row {
            battles: &[(156.5, 12.0)],
            running: &[(156.5, 12.0, 144.5)],
            reach: None,
            exceed: None,
        },
        // Two of Red's: 200 up and a half more wins either way (Wells L168).
        Row {
            battles: &[(156.5, 12.0), (120.0, 64.0)],
            running: &[(156.5, 12.0, 144.5), (276.5, 76.0, 200.5)],
            reach: Some(Side::Red),
            exceed: Some(Side::Red),
        },
        // Exactly 200 up: reached, not exceeded (Wells L168; Streamlined L96).
        Row {
            battles: &[(150.0, 0.0), (50.0, 0.0)],
            running: &[(150.0, 0.0, 150.0), (200.0, 0.0, 200.0)],
            reach: Some(Side::Red),
            exceed: None,
        },
        // Blue comes back: the net turns.
        Row {
            battles: &[(150.0, 0.0), (10.0, 170.0), (0.0, 190.5)],
            running: &[
                (150.0, 0.0, 150.0),
                (160.0, 170.0, -10.0),
                (160.0, 360.5, -200.5),
            ],
            reach: Some(Side::Blue),
            exceed: Some(Side::Blue),
        },
        // A draw splits the hundred: 50 each and level (Wells L356).
        Row {
            battles: &[(62.0, 62.0)],
            running: &[(62.0, 62.0, 0.0)],
            reach: None,
            exceed: None,
        },
    ];
    for row in rows {
        let mut book = CampaignBook::new(200.0).unwrap();
        for (n, &(red, blue)) in row.battles.iter().enumerate() {
            book.add(battle(&format!("battle-{n}.json"), None, red, blue))
                .unwrap();
        }
        let running: Vec<(f64, f64, f64)> = book
            .running_totals()
            .iter()
            .map(|t| (t.red, t.blue, t.red_net))
            .collect();
        assert_eq!(running, row.running);
        let mut options = LittleWarsOptions::defaults();
        assert_eq!(
            book.standing(&options).winner,
            row.reach,
            "{:?}",
            row.battles
        );
        options.set("campaign_margin", "exceed").unwrap();
        assert_eq!(
            book.standing(&options).winner,
            row.exceed,
            "{:?}",
            row.battles
        );
    }
}

#[test]
fn the_same_battle_is_counted_once_and_the_book_reads_back() {
    let mut book = CampaignBook::new(300.0).unwrap();
    book.add(battle("a.json", Some(Side::Red), 150.0, 20.0))
        .unwrap();
    let again = book
        .add(battle("a.json", Some(Side::Red), 150.0, 20.0))
        .unwrap_err()
        .to_string();
    assert!(again.contains("counted already"), "{again}");
    // Another battle in the same file, with another result, is a battle of its own.
    book.add(battle("a.json", Some(Side::Blue), 30.0, 140.0))
        .unwrap();
    assert_eq!(book.games.len(), 2);
    let text = book.to_json().unwrap();
    assert!(
        text.contains("\"format\": \"little_wars_campaign\""),
        "{text}"
    );
    assert_eq!(CampaignBook::from_json(&text, "c.json").unwrap(), book);
}

#[test]
fn bad_books_and_bad_entries_are_refused_in_words() {
    for (text, says) in [
        ("[]", "not a campaign file"),
        (
            r#"{"format":"grid","version":1,"margin":200,"games":[]}"#,
            "is not 'little_wars_campaign'",
        ),
        (
            r#"{"format":"little_wars_campaign","version":9,"margin":200,"games":[]}"#,
            "version 9",
        ),
        (
            r#"{"format":"little_wars_campaign","version":1,"margin":-5,"games":[]}"#,
            "campaign margin",
        ),
        (
            r#"{"format":"little_wars_campaign","version":1,"margin":200,"games":[
               {"game_file":"x","game_type":"fight_to_finish","winner":null,
                "red_points":1e300,"blue_points":0}]}"#,
            "Red's points",
        ),
    ] {
        let e = CampaignBook::from_json(text, "c.json")
            .unwrap_err()
            .to_string();
        assert!(e.contains("c.json") && e.contains(says), "{e}");
    }
    let mut book = CampaignBook::new(200.0).unwrap();
    let e = book
        .add(battle("x.json", None, f64::NAN, 0.0))
        .unwrap_err()
        .to_string();
    assert!(e.contains("Red's points"), "{e}");
    assert!(CampaignBook::new(0.0).is_err());
}

#[test]
fn a_battle_goes_in_once_it_is_over_with_the_scores_it_ended_with() {
    let mut game = LittleWarsGame::default_battle(1913).unwrap();
    let fighting = CampaignGame::from_game(&game, "b.json", None).unwrap_err();
    assert!(
        fighting.to_string().contains("once it is over"),
        "{fighting}"
    );
    game.apply(LittleWarsCommand::EndBattle {
        winner: Some(Side::Blue),
    })
    .unwrap();
    let entry = CampaignGame::from_game(&game, "b.json", Some("2026-03-01".into())).unwrap();
    assert_eq!(entry.winner, Some(Side::Blue));
    assert_eq!(entry.game_type, "fight_to_finish");
    for side in [Side::Red, Side::Blue] {
        assert_eq!(entry.points(side), game.state().score(side).unwrap().points);
    }
    assert!(
        entry.blue_points >= 100.0,
        "the victory's hundred (Wells L356)"
    );
}
