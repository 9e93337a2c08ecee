//! The one-page summary of a game so far: the clock, each side's men and guns against the
//! start, every unit's state, the pins off their first box, and the latest journal entries.

use super::frame::Frame;
use super::paper::Paper;
use super::pen::{Align, Ink, Pen};
use super::print_error::PrintError;
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::army::Side;
use kriegsspiel::systems::reisswitz_1815::game::Game;
use krilla::Document;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use words::describe_entry;

/// Journal entries the summary lists at most (the latest).
pub const SUMMARY_JOURNAL_ENTRIES: usize = 12;

/// How a summary line is set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SummaryStyle {
    /// The page's title.
    Title,
    /// A section's heading.
    Heading,
    /// Ordinary text, in black.
    Text,
    /// Text in a side's colour.
    SideText(Side),
}

/// One line of the summary, before it is wrapped to the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SummaryLine {
    /// How it is set.
    pub style: SummaryStyle,
    /// The words.
    pub text: String,
}

fn line(style: SummaryStyle, text: impl Into<String>) -> SummaryLine {
    SummaryLine {
        style,
        text: text.into(),
    }
}

/// The summary's lines, in order (pure: the tests read them without a PDF).
pub fn summary_lines(game: &Game) -> Vec<SummaryLine> {
    let state = game.state();
    let reading = state.clock().reading();
    let mut out = vec![
        line(
            SummaryStyle::Title,
            format!("Game summary — {}", game.battlefield().name()),
        ),
        line(
            SummaryStyle::Text,
            format!(
                "Turn {} at {}{}; {} journal entries, {} throws of the dice.",
                state.turn(),
                reading.time,
                if reading.day > 0 {
                    format!(" on day {}", reading.day + 1)
                } else {
                    String::new()
                },
                game.journal().len(),
                state.dice().log().len()
            ),
        ),
    ];
    for &side in Side::ALL {
        let (mut men0, mut men, mut guns0, mut guns) = (0u64, 0u64, 0u64, 0u64);
        let mut units = Vec::new();
        for unit in state.order_of_battle().units().filter(|u| u.side == side) {
            let Ok((_, s)) = state.unit(&unit.id) else {
                continue;
            };
            men0 += u64::from(unit.strength.men);
            guns0 += u64::from(unit.strength.guns);
            men += u64::from(s.strength.men);
            guns += u64::from(s.strength.guns);
            let mut notes = Vec::new();
            if s.placement.is_none() {
                notes.push("off the map".to_string());
            }
            if let Some(b) = &s.markers.beaten {
                notes.push(format!(
                    "{} (may defend from turn {}, attack from turn {})",
                    b.letter.word().to_lowercase(),
                    b.can_defend_at,
                    b.can_attack_at
                ));
            }
            if s.exchanges > 0 {
                notes.push(format!("{} made", counted(s.exchanges, "exchange")));
            }
            let title = if unit.label == unit.name {
                unit.label.clone()
            } else {
                format!("{} {}", unit.label, unit.name)
            };
            units.push(format!(
                "{title}: {} of {}{}",
                s.strength,
                unit.strength,
                if notes.is_empty() {
                    String::new()
                } else {
                    format!("; {}", notes.join("; "))
                }
            ));
        }
        out.push(line(SummaryStyle::Heading, format!("{side}")));
        out.push(line(
            SummaryStyle::SideText(side),
            format!(
                "{men} of {men0} men ({} lost), {guns} of {guns0} guns",
                men0.saturating_sub(men)
            ),
        ));
        out.extend(units.into_iter().map(|u| line(SummaryStyle::Text, u)));
        let board = state.casualty_board();
        for track in board.tracks() {
            let Ok(pin) = board.pin(side, track.formation) else {
                continue;
            };
            if pin.position().is_zero() && pin.completions() == 0 {
                continue;
            }
            out.push(line(
                SummaryStyle::SideText(side),
                format!(
                    "Pin on {}: {} of {}, {}",
                    track.name.to_lowercase(),
                    pin.position(),
                    pin.track_length(),
                    counted(pin.completions(), "exchange")
                ),
            ));
        }
    }
    out.push(line(SummaryStyle::Heading, "Latest entries of the journal"));
    let journal = game.journal();
    let skip = journal.len().saturating_sub(SUMMARY_JOURNAL_ENTRIES);
    if skip > 0 {
        out.push(line(
            SummaryStyle::Text,
            format!("({skip} earlier entries are in the game file.)"),
        ));
    }
    let oob = state.order_of_battle();
    out.extend(
        journal[skip..]
            .iter()
            .map(|e| line(SummaryStyle::Text, describe_entry(e, oob))),
    );
    out
}

/// The summary as a one-page vector PDF on `paper`: its bytes. Lines that do not fit the page
/// are left off, with a note saying how many.
pub fn summary_pdf(game: &Game, paper: Paper) -> Result<Vec<u8>, PrintError> {
    let pen = Pen::new()?;
    let frame = Frame::for_paper(paper);
    let (w, h) = paper.size_points();
    let settings = PageSettings::from_wh(w, h)
        .ok_or_else(|| PrintError::Pdf(format!("bad page size {w} × {h}")))?;
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(format!("Game summary — {}", game.battlefield().name()))
            .creator("the umpire's workbench".into()),
    );
    let mut page = document.start_page_with(settings);
    let mut s = page.surface();
    let mut y = frame.top;
    let lines = summary_lines(game);
    let bottom = frame.bottom - 6.0;
    for (i, l) in lines.iter().enumerate() {
        let (size, ink, gap) = match l.style {
            SummaryStyle::Title => (14.0, Ink::BLACK, 3.0),
            SummaryStyle::Heading => (11.0, Ink::BLACK, 2.5),
            SummaryStyle::Text => (8.0, Ink::BLACK, 0.0),
            SummaryStyle::SideText(Side::Red) => (8.0, Ink::RED, 0.0),
            SummaryStyle::SideText(Side::Blue) => (8.0, Ink::BLUE, 0.0),
        };
        let height = size * 0.42;
        let wrapped = pen.wrap(&l.text, size, frame.width);
        if y + gap + height * wrapped.len() as f32 > bottom {
            let note = format!("({} more lines do not fit on the page.)", lines.len() - i);
            pen.text(
                &mut s,
                frame.left,
                bottom + 4.0,
                7.0,
                &note,
                Ink::GREY,
                Align::Left,
            );
            break;
        }
        y += gap;
        for text in wrapped {
            y += height;
            pen.text(&mut s, frame.left, y, size, &text, ink, Align::Left);
        }
    }
    let footer = format!("the umpire's workbench · game summary · {paper}");
    pen.text(
        &mut s,
        frame.right(),
        frame.bottom + 5.0,
        5.5,
        &footer,
        Ink::GREY,
        Align::Right,
    );
    s.finish();
    page.finish();
    document
        .finish()
        .map_err(|e| PrintError::Pdf(e.to_string()))
}
