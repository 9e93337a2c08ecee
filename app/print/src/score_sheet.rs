//! The Little Wars score sheet at the end of a battle: the game type and result, each side's
//! tally by Wells's points with its working (Wells L356), and the moves, one line each, from the
//! journal. Set on as many pages as it needs.

use super::frame::Frame;
use super::game_summary::{SummaryLine, SummaryStyle};
use super::line_pages::set_line_pages;
use super::paper::Paper;
use super::pen::Pen;
use super::print_error::PrintError;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::game::{LittleWarsEvent, LittleWarsGame};
use krilla::Document;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use std::collections::BTreeMap;
use words::{battle_result_sentence, game_type_title, side_points};

fn line(style: SummaryStyle, text: impl Into<String>) -> SummaryLine {
    SummaryLine {
        style,
        text: text.into(),
    }
}

/// What happened in one move, counted from its journal entries.
#[derive(Debug, Default)]
struct MoveTally {
    men_moved: u32,
    guns_moved: u32,
    shots: u32,
    killed: u32,
    taken: u32,
    melees: u32,
    guns_captured: u32,
}

impl MoveTally {
    fn add(&mut self, event: &LittleWarsEvent) {
        match event {
            LittleWarsEvent::Moved { .. } => self.men_moved += 1,
            LittleWarsEvent::GunMoved { .. } => self.guns_moved += 1,
            LittleWarsEvent::GunFired { .. } => self.shots += 1,
            LittleWarsEvent::Killed { .. } => self.killed += 1,
            LittleWarsEvent::Taken { .. } => self.taken += 1,
            LittleWarsEvent::MeleeSettled(_) => self.melees += 1,
            LittleWarsEvent::GunCaptured { .. } => self.guns_captured += 1,
            _ => {}
        }
    }

    fn words(&self) -> String {
        let parts: Vec<String> = [
            (self.men_moved, "man moved", "men moved"),
            (self.guns_moved, "gun moved", "guns moved"),
            (self.shots, "shot fired", "shots fired"),
            (self.melees, "melee settled", "melees settled"),
            (self.killed, "man killed", "men killed"),
            (self.taken, "man taken prisoner", "men taken prisoner"),
            (self.guns_captured, "gun captured", "guns captured"),
        ]
        .into_iter()
        .filter(|(n, _, _)| *n > 0)
        .map(|(n, one, many)| format!("{n} {}", if n == 1 { one } else { many }))
        .collect();
        if parts.is_empty() {
            "nothing moved".into()
        } else {
            parts.join(", ")
        }
    }
}

/// The side that makes move `number` (1 is the First Player's first move, Wells L242).
fn mover(first: Side, number: u32) -> Side {
    if number % 2 == 1 {
        first
    } else {
        first.opponent()
    }
}

/// The score sheet's lines, in order (pure: tests read them without a PDF).
pub fn score_sheet_lines(game: &LittleWarsGame) -> Vec<SummaryLine> {
    let s = game.state();
    let result = battle_result_sentence(s.phase);
    let mut out = vec![
        line(
            SummaryStyle::Title,
            format!("Little Wars score sheet — {}", s.country.name),
        ),
        line(
            SummaryStyle::Text,
            format!(
                "Game: {}. {result} {} moves made.",
                game_type_title(s.options.game_type),
                s.move_number.saturating_sub(1)
            ),
        ),
    ];
    for side in [Side::Red, Side::Blue] {
        out.push(line(SummaryStyle::Heading, side.to_string()));
        match s.score(side) {
            Ok(score) => {
                out.push(line(
                    SummaryStyle::SideText(side),
                    side_points(side, score.points),
                ));
                out.extend(
                    score
                        .steps
                        .into_iter()
                        .map(|step| line(SummaryStyle::Text, step)),
                );
            }
            Err(e) => out.push(line(SummaryStyle::Text, format!("No tally: {e}"))),
        }
    }
    out.push(line(SummaryStyle::Heading, "The moves"));
    let mut moves: BTreeMap<u32, MoveTally> = BTreeMap::new();
    for entry in game.journal().entries().iter().filter(|e| e.turn > 0) {
        let tally = moves.entry(entry.turn).or_default();
        for event in &entry.events {
            tally.add(event);
        }
    }
    let first = s.first_player.unwrap_or(Side::Red);
    out.extend(moves.iter().map(|(n, tally)| {
        line(
            SummaryStyle::Text,
            format!("Move {n} ({}): {}.", mover(first, *n), tally.words()),
        )
    }));
    out
}

/// The score sheet as a vector PDF on `paper`: its bytes.
pub fn score_sheet_pdf(game: &LittleWarsGame, paper: Paper) -> Result<Vec<u8>, PrintError> {
    let pen = Pen::new()?;
    let frame = Frame::for_paper(paper);
    let (w, h) = paper.size_points();
    let settings = PageSettings::from_wh(w, h)
        .ok_or_else(|| PrintError::Pdf(format!("bad page size {w} × {h}")))?;
    let title = format!("Little Wars score sheet — {}", game.state().country.name);
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(title)
            .creator("the umpire's workbench".into()),
    );
    let lines = score_sheet_lines(game);
    let footer = |page_number: usize| {
        format!("the umpire's workbench · Little Wars score sheet · page {page_number} · {paper}")
    };
    set_line_pages(&mut document, &settings, &pen, frame, &lines, &footer, 1);
    document
        .finish()
        .map_err(|e| PrintError::Pdf(e.to_string()))
}
