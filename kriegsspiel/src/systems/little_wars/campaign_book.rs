//! A Little Wars campaign's book: the battles fought for points, each with its winner and each
//! side's score, and the running totals after each (Wells L168, L356; Streamlined L91-L96).
//! Wells counts a campaign as one side's points less the other's, and ends the war when one
//! side is the agreed margin up (200, 300, 400 or more, Wells L168); [`Campaign`] decides that.
//!
//! Pure data and sums: the book is read from and written as JSON text; the app names the file
//! and stamps the date, never the engine.

use super::error::LittleWarsError;
use super::game::{LittleWarsGame, Phase};
use super::options::LittleWarsOptions;
use super::scoring::{Campaign, CampaignStanding};
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// The `format` a campaign file names.
pub const CAMPAIGN_FORMAT: &str = "little_wars_campaign";

/// The version of the campaign file written now.
pub const CAMPAIGN_VERSION: u32 = 1;

/// The most battles a book holds (far beyond any war at the table).
pub const MAX_CAMPAIGN_GAMES: usize = 10_000;

/// The margins Wells names (Wells L168): "200, 300, or 400 or more points up".
pub const WELLS_MARGINS: [f64; 3] = [200.0, 300.0, 400.0];

/// The largest margin or score a book accepts.
const MAX_POINTS: f64 = 1_000_000.0;

/// One battle of the campaign as the book keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CampaignGame {
    /// The day it was added, as the app stamped it ("2026-03-01"); none if not stamped.
    #[serde(default)]
    pub date: Option<String>,
    /// The game's file name.
    pub game_file: String,
    /// The game type's reading (`fight_to_finish`, `blow_at_rear`, `defensive`).
    pub game_type: String,
    /// The winner, or none for a draw.
    pub winner: Option<Side>,
    /// Red's points by Wells's scale (Wells L356).
    pub red_points: f64,
    /// Blue's points by Wells's scale (Wells L356).
    pub blue_points: f64,
}

impl CampaignGame {
    /// A finished battle's entry: its winner and each side's points (Wells L356). Refused
    /// while the battle is still being fought.
    pub fn from_game(
        game: &LittleWarsGame,
        game_file: &str,
        date: Option<String>,
    ) -> Result<Self, LittleWarsError> {
        let s = game.state();
        let Phase::Over(winner) = s.phase else {
            return Err(LittleWarsError::WrongPhase(
                "a battle goes into the campaign once it is over".into(),
            ));
        };
        Ok(CampaignGame {
            date,
            game_file: game_file.to_string(),
            game_type: s.options.game_type.id().to_string(),
            winner,
            red_points: s.score(Side::Red)?.points,
            blue_points: s.score(Side::Blue)?.points,
        })
    }

    /// `side`'s points in this battle.
    pub fn points(&self, side: Side) -> f64 {
        match side {
            Side::Red => self.red_points,
            Side::Blue => self.blue_points,
        }
    }

    /// Whether `other` is this very battle again (everything but the date the same).
    fn same_battle(&self, other: &CampaignGame) -> bool {
        self.game_file == other.game_file
            && self.game_type == other.game_type
            && self.winner == other.winner
            && self.red_points == other.red_points
            && self.blue_points == other.blue_points
    }

    fn check(&self) -> Result<(), LittleWarsError> {
        for (what, v) in [
            ("Red's points", self.red_points),
            ("Blue's points", self.blue_points),
        ] {
            points_in_range(what, v)?;
        }
        if self.game_file.trim().is_empty() {
            return Err(LittleWarsError::OutOfRange {
                what: "game file",
                value: "an empty name".into(),
                allowed: "the name of the battle's saved file".into(),
            });
        }
        Ok(())
    }
}

/// Where the campaign stood after one battle.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RunningTotal {
    /// Red's points so far.
    pub red: f64,
    /// Blue's points so far.
    pub blue: f64,
    /// Red's points less Blue's so far (Wells L168: "subtracting what the antagonist
    /// scored"); negative when Blue is up.
    pub red_net: f64,
}

impl RunningTotal {
    /// The side up and by how much; none when level.
    pub fn leader(&self) -> Option<(Side, f64)> {
        if self.red_net > 0.0 {
            Some((Side::Red, self.red_net))
        } else if self.red_net < 0.0 {
            Some((Side::Blue, -self.red_net))
        } else {
            None
        }
    }
}

/// The campaign's book: its margin and its battles in the order added.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CampaignBook {
    /// Always [`CAMPAIGN_FORMAT`].
    pub format: String,
    /// The file's version ([`CAMPAIGN_VERSION`]).
    pub version: u32,
    /// The points up that end the war (Wells L168).
    pub margin: f64,
    /// The battles, in the order added.
    #[serde(default)]
    pub games: Vec<CampaignGame>,
}

fn points_in_range(what: &'static str, v: f64) -> Result<(), LittleWarsError> {
    if v.is_finite() && (0.0..=MAX_POINTS).contains(&v) {
        Ok(())
    } else {
        Err(LittleWarsError::OutOfRange {
            what,
            value: v.to_string(),
            allowed: format!("0 to {MAX_POINTS}"),
        })
    }
}

impl CampaignBook {
    /// An empty book ending the war at `margin` points up (Wells L168).
    pub fn new(margin: f64) -> Result<Self, LittleWarsError> {
        points_in_range("campaign margin", margin)?;
        if margin <= 0.0 {
            return Err(LittleWarsError::OutOfRange {
                what: "campaign margin",
                value: margin.to_string(),
                allowed: "more than 0 points (Wells L168 names 200, 300 or 400)".into(),
            });
        }
        Ok(CampaignBook {
            format: CAMPAIGN_FORMAT.into(),
            version: CAMPAIGN_VERSION,
            margin,
            games: Vec::new(),
        })
    }

    /// Adds a battle; the same battle twice (same file, type, winner and points) is refused,
    /// so a second click never counts it again.
    pub fn add(&mut self, game: CampaignGame) -> Result<(), LittleWarsError> {
        game.check()?;
        if self.games.iter().any(|g| g.same_battle(&game)) {
            return Err(LittleWarsError::OutOfRange {
                what: "battle",
                value: format!("'{}'", game.game_file),
                allowed: "a battle not yet in the campaign: this one is counted already".into(),
            });
        }
        if self.games.len() >= MAX_CAMPAIGN_GAMES {
            return Err(LittleWarsError::OutOfRange {
                what: "campaign",
                value: format!("{} battles", self.games.len()),
                allowed: format!("at most {MAX_CAMPAIGN_GAMES} battles"),
            });
        }
        self.games.push(game);
        Ok(())
    }

    /// The totals after each battle, in order.
    pub fn running_totals(&self) -> Vec<RunningTotal> {
        let mut total = RunningTotal {
            red: 0.0,
            blue: 0.0,
            red_net: 0.0,
        };
        self.games
            .iter()
            .map(|g| {
                total.red += g.red_points;
                total.blue += g.blue_points;
                total.red_net = total.red - total.blue;
                total
            })
            .collect()
    }

    /// Where the war stands: the net and the side that has won it, if one is the margin up
    /// (`campaign_margin`: reach or exceed it).
    pub fn standing(&self, options: &LittleWarsOptions) -> CampaignStanding {
        Campaign {
            battles: self
                .games
                .iter()
                .map(|g| (g.red_points, g.blue_points))
                .collect(),
            margin: self.margin,
        }
        .standing(options)
    }

    /// The book as pretty JSON.
    pub fn to_json(&self) -> Result<String, LittleWarsError> {
        serde_json::to_string_pretty(self).map_err(|e| LittleWarsError::BadSave {
            source_name: "campaign".into(),
            reason: e.to_string(),
        })
    }

    /// Reads a book from JSON, checking its format, version, margin and every battle;
    /// `source_name` names it in a refusal.
    pub fn from_json(text: &str, source_name: &str) -> Result<Self, LittleWarsError> {
        let bad = |reason: String| LittleWarsError::BadSave {
            source_name: source_name.to_string(),
            reason,
        };
        let book: CampaignBook =
            serde_json::from_str(text).map_err(|e| bad(format!("not a campaign file: {e}")))?;
        if book.format != CAMPAIGN_FORMAT {
            return Err(bad(format!(
                "format '{}' is not '{CAMPAIGN_FORMAT}'",
                book.format.chars().take(40).collect::<String>()
            )));
        }
        if book.version == 0 || book.version > CAMPAIGN_VERSION {
            return Err(bad(format!(
                "version {} is not one this program reads (1 to {CAMPAIGN_VERSION})",
                book.version
            )));
        }
        if book.games.len() > MAX_CAMPAIGN_GAMES {
            return Err(bad(format!(
                "{} battles, more than {MAX_CAMPAIGN_GAMES}",
                book.games.len()
            )));
        }
        let mut checked = CampaignBook::new(book.margin).map_err(|e| bad(e.to_string()))?;
        for game in book.games {
            game.check().map_err(|e| bad(e.to_string()))?;
            checked.games.push(game);
        }
        Ok(checked)
    }
}
