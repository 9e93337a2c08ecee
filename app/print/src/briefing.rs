//! A side's briefing and view as a PDF, for the players of that side: the General Idea, its
//! Separate Report with the intelligence of the enemy, its inbox, its own units and the enemy
//! as reported, each report dated, then a page with a map extract of its own troops and the
//! enemy as reported (north up, with a scale in paces). It is made from the side's [`SideView`]
//! alone (and, for the extract, the map's terrain, which both sides share), so it can name
//! nothing the side may not know.

use super::briefing_map::draw_map_extract;
use super::frame::Frame;
use super::game_summary::{SummaryLine, SummaryStyle};
use super::paper::Paper;
use super::pen::{Align, Ink, Pen};
use super::print_error::PrintError;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::map::TerrainLayer;
use kriegsspiel::systems::reisswitz_1815::knowledge::SideView;
use krilla::Document;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;

/// The briefing's lines, in the order printed.
pub fn briefing_lines(view: &SideView) -> Vec<SummaryLine> {
    let side = view.stamp.side;
    let mut lines = Vec::new();
    let mut push = |style, text: String| lines.push(SummaryLine { style, text });
    push(
        SummaryStyle::Title,
        format!(
            "{side}'s briefing — turn {}, {}",
            view.stamp.clock.turn, view.stamp.clock.time
        ),
    );
    push(SummaryStyle::Heading, "General Idea".into());
    push(SummaryStyle::Text, or_none(&view.general_idea));
    push(SummaryStyle::Heading, "Separate Report".into());
    match &view.briefing {
        None => push(SummaryStyle::Text, "(none yet)".into()),
        Some(r) => {
            let time = |t: Option<TimeOfDay>| t.map_or_else(|| "—".into(), |t| t.to_string());
            for (name, text) in [
                ("Forces", r.forces.clone()),
                ("Orders", r.orders.clone()),
                ("Objective", r.objective.clone()),
                ("Line of retreat", r.line_of_retreat.clone()),
                ("Time of year", r.time_of_year.clone()),
                ("Dawn", time(r.dawn)),
                ("Dusk", time(r.dusk)),
                ("Weather", r.weather.clone()),
                ("Ground and rivers", r.ground_and_rivers.clone()),
            ] {
                push(SummaryStyle::Text, format!("{name}: {}", or_none(&text)));
            }
            for item in &r.enemy {
                push(
                    SummaryStyle::Text,
                    format!(
                        "Intelligence ({}): {}",
                        words(&item.source.to_string()),
                        item.text
                    ),
                );
            }
        }
    }
    push(SummaryStyle::Heading, "Inbox".into());
    if view.inbox.is_empty() {
        push(SummaryStyle::Text, "Nothing has come in.".into());
    }
    for m in &view.inbox {
        push(
            SummaryStyle::Text,
            format!(
                "{} {} from {} to {}, sent turn {}: {}",
                words(&m.kind.to_string()),
                m.number,
                m.from,
                m.to,
                m.sent_turn,
                m.text
            ),
        );
    }
    if !view.captured.is_empty() {
        push(SummaryStyle::Heading, "Captured dispatches".into());
        for d in &view.captured {
            push(SummaryStyle::Text, ::words::captured_dispatch(d));
        }
    }
    push(SummaryStyle::Heading, "Own units".into());
    for u in &view.own_units {
        let place = u.placement.as_ref().map_or_else(
            || "off the map".to_string(),
            |p| {
                format!(
                    "at ({:.0}, {:.0}) in {}",
                    p.anchor.x, p.anchor.y, p.formation
                )
            },
        );
        push(
            SummaryStyle::SideText(side),
            format!(
                "{} {} ({}): {} men, {} guns, {place}",
                u.label, u.name, u.id, u.strength.men, u.strength.guns
            ),
        );
    }
    push(SummaryStyle::Heading, "The enemy as reported".into());
    if view.reported_enemy.is_empty() {
        push(SummaryStyle::Text, "No reports of the enemy.".into());
    }
    for r in &view.reported_enemy {
        push(
            SummaryStyle::Text,
            format!(
                "{} at ({:.0}, {:.0}), reported by {} as of turn {}",
                r.description,
                r.position.x,
                r.position.y,
                words(&r.source.to_string()),
                r.as_of_turn
            ),
        );
    }
    lines
}

fn or_none(text: &str) -> String {
    if text.trim().is_empty() {
        "(none)".into()
    } else {
        text.to_string()
    }
}

fn words(id: &str) -> String {
    id.replace('_', " ")
}

/// The briefing of `view` as a PDF on `paper`: its text, as many pages as it takes, then a
/// page with the map extract. `terrain` is the map's terrain layer, drawn in thin lines under
/// the extract where given.
pub fn briefing_pdf(
    view: &SideView,
    paper: Paper,
    terrain: Option<&TerrainLayer>,
) -> Result<Vec<u8>, PrintError> {
    let pen = Pen::new()?;
    let frame = Frame::for_paper(paper);
    let (w, h) = paper.size_points();
    let settings = || {
        PageSettings::from_wh(w, h)
            .ok_or_else(|| PrintError::Pdf(format!("bad page size {w} × {h}")))
    };
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(format!("{}'s briefing", view.stamp.side))
            .creator("the umpire's workbench".into()),
    );
    let mut page = document.start_page_with(settings()?);
    let mut s = page.surface();
    let mut y = frame.top;
    let bottom = frame.bottom - 6.0;
    for l in briefing_lines(view) {
        let (size, ink, gap) = match l.style {
            SummaryStyle::Title => (14.0, Ink::BLACK, 3.0),
            SummaryStyle::Heading => (11.0, Ink::BLACK, 2.5),
            SummaryStyle::Text => (8.0, Ink::BLACK, 0.0),
            SummaryStyle::SideText(kriegsspiel::side::Side::Red) => (8.0, Ink::RED, 0.0),
            SummaryStyle::SideText(kriegsspiel::side::Side::Blue) => (8.0, Ink::BLUE, 0.0),
        };
        let height = size * 0.42;
        for text in pen.wrap(&l.text, size, frame.width) {
            if y + gap + height > bottom {
                s.finish();
                page.finish();
                page = document.start_page_with(settings()?);
                s = page.surface();
                y = frame.top;
            }
            y += height;
            pen.text(&mut s, frame.left, y, size, &text, ink, Align::Left);
        }
        y += gap;
    }
    s.finish();
    page.finish();
    let mut page = document.start_page_with(settings()?);
    let mut s = page.surface();
    draw_map_extract(&pen, &mut s, frame, view, terrain);
    s.finish();
    page.finish();
    document
        .finish()
        .map_err(|e| PrintError::Pdf(e.to_string()))
}
