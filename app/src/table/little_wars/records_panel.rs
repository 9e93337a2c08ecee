//! The Little Wars side panel's records: "Print floor plan" (the Country to scale with every
//! man and gun, and the figure list, beside the game file) and, once the battle is over,
//! "Add to campaign…": the battle's points go into a campaign file chosen or created by name,
//! and the running totals so far are shown (Wells L168, L356). The panel's own state (the
//! campaign file's name, the margin for a new one, the book last read) is kept in egui's
//! memory for the table; the file is written atomically.

use super::super::game_file::civil_date;
use egui::{Id, RichText, Ui};
use kriegsspiel::files::{read_limited_text, write_atomically};
use kriegsspiel::systems::little_wars::campaign_book::{CampaignBook, CampaignGame, WELLS_MARGINS};
use kriegsspiel::systems::little_wars::game::{LittleWarsGame, Phase};
use std::path::{Path, PathBuf};

/// The largest campaign file read, in bytes.
const MAX_CAMPAIGN_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// The campaign file proposed beside the game file.
const DEFAULT_CAMPAIGN_NAME: &str = "campaign.json";

/// What the panel keeps between frames.
#[derive(Debug, Clone)]
struct RecordsState {
    /// The campaign file typed or proposed.
    campaign_file: String,
    /// The margin a new campaign is opened with (Wells L168).
    margin: f64,
    /// The book last read or written, and its file.
    book: Option<(PathBuf, CampaignBook)>,
}

impl Default for RecordsState {
    fn default() -> Self {
        RecordsState {
            campaign_file: String::new(),
            margin: WELLS_MARGINS[0],
            book: None,
        }
    }
}

/// Where the floor plan is printed: beside the game file, named after it.
pub fn floor_plan_path(game_file: &Path) -> Option<PathBuf> {
    let name = game_file.file_name()?.to_string_lossy();
    let stem = name.strip_suffix(".json").unwrap_or(&name);
    Some(game_file.with_file_name(format!("{stem}-floor.pdf")))
}

fn print_floor_plan(game: &LittleWarsGame, game_file: Option<&Path>) -> String {
    let Some(path) = game_file.and_then(floor_plan_path) else {
        return "Not printed: save the game first; the floor plan is printed beside it.".into();
    };
    match print::floor_plan_pdf(game, print::Paper::A4)
        .and_then(|bytes| print::write_pdf(&path, &bytes))
    {
        Ok(()) => format!("Printed the floor plan to {}.", path.display()),
        Err(e) => format!("Not printed: {e}"),
    }
}

/// Today's date, "2026-03-01", as the campaign book stamps a battle (the engine never reads
/// the clock).
fn today() -> String {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (year, month, day) = civil_date(seconds / 86_400);
    format!("{year:04}-{month:02}-{day:02}")
}

/// Reads the campaign at `path`, or opens a new one at `margin` when there is no file yet.
fn read_or_new(path: &Path, margin: f64) -> Result<CampaignBook, String> {
    if !path.exists() {
        return CampaignBook::new(margin).map_err(|e| e.to_string());
    }
    let text = read_limited_text(path, MAX_CAMPAIGN_FILE_BYTES, "campaign file")
        .map_err(|e| e.to_string())?;
    CampaignBook::from_json(&text, &path.display().to_string()).map_err(|e| e.to_string())
}

/// Adds the finished battle to the campaign at `path` and writes it; the book as written.
fn add_to_campaign(
    game: &LittleWarsGame,
    game_file: Option<&Path>,
    path: &Path,
    margin: f64,
) -> Result<CampaignBook, String> {
    let Some(name) = game_file.and_then(Path::file_name) else {
        return Err("save the game first: the campaign names each battle by its file".into());
    };
    let mut book = read_or_new(path, margin)?;
    let entry = CampaignGame::from_game(game, &name.to_string_lossy(), Some(today()))
        .map_err(|e| e.to_string())?;
    book.add(entry).map_err(|e| e.to_string())?;
    let text = book.to_json().map_err(|e| e.to_string())?;
    write_atomically(path, text.as_bytes()).map_err(|e| e.to_string())?;
    Ok(book)
}

/// The campaign's lines: each battle with the totals after it, and where the war stands.
fn campaign_lines(game: &LittleWarsGame, book: &CampaignBook) -> Vec<String> {
    let mut lines: Vec<String> = book
        .games
        .iter()
        .zip(book.running_totals())
        .enumerate()
        .map(|(n, (g, t))| {
            let result = match g.winner {
                Some(w) => format!("{w} won"),
                None => "drawn".into(),
            };
            format!(
                "Battle {} ({}, {result}): Red {}, Blue {}; so far Red {}, Blue {}.",
                n + 1,
                g.game_file,
                g.red_points,
                g.blue_points,
                t.red,
                t.blue
            )
        })
        .collect();
    let standing = book.standing(&game.state().options);
    let net = book.running_totals().last().and_then(|t| t.leader());
    lines.push(match (standing.winner, net) {
        (Some(w), _) => format!(
            "{w} has won the war: {} points up against a margin of {} (Wells L168).",
            standing.red_net.abs(),
            book.margin
        ),
        (None, Some((side, up))) => format!(
            "Campaign totals: {side} is {up} points up of the {} that end the war (Wells L168).",
            book.margin
        ),
        (None, None) => format!(
            "Campaign totals: level; {} points up ends the war (Wells L168).",
            book.margin
        ),
    });
    lines
}

/// The records section; returns a note for the table's message line when something was done.
pub fn show(ui: &mut Ui, game: &LittleWarsGame, game_file: Option<&Path>) -> Option<String> {
    let id = Id::unique("little_wars_records");
    let mut state: RecordsState = ui.data_mut(|d| d.get_temp(id)).unwrap_or_default();
    let mut note = None;
    ui.label(RichText::new("Records").strong());
    if ui
        .button("Print floor plan")
        .on_hover_text("The Country to scale with every man and gun, and the figure list")
        .clicked()
    {
        note = Some(print_floor_plan(game, game_file));
    }
    if matches!(game.state().phase, Phase::Over(_)) {
        if state.campaign_file.is_empty()
            && let Some(folder) = game_file.and_then(Path::parent)
        {
            state.campaign_file = folder.join(DEFAULT_CAMPAIGN_NAME).display().to_string();
        }
        ui.label("Campaign (Wells L168): battles played for points, the totals carried on.");
        ui.horizontal(|ui| {
            let label = ui.label("Campaign file:");
            ui.add(
                egui::TextEdit::singleline(&mut state.campaign_file)
                    .hint_text("a new name starts a campaign"),
            )
            .labelled_by(label.id);
        });
        ui.horizontal(|ui| {
            ui.label("A new campaign ends at:");
            for margin in WELLS_MARGINS {
                if ui
                    .selectable_label(state.margin == margin, format!("{margin} points up"))
                    .clicked()
                {
                    state.margin = margin;
                }
            }
        });
        if ui.button("Add to campaign…").clicked() {
            let path = PathBuf::from(state.campaign_file.trim());
            note = Some(if state.campaign_file.trim().is_empty() {
                "Not added: name the campaign file first.".into()
            } else {
                match add_to_campaign(game, game_file, &path, state.margin) {
                    Ok(book) => {
                        let total = book.running_totals().last().copied();
                        state.book = Some((path.clone(), book));
                        let totals = total.map_or(String::new(), |t| {
                            format!(" Totals so far: Red {}, Blue {}.", t.red, t.blue)
                        });
                        format!("Added to the campaign {}.{totals}", path.display())
                    }
                    Err(why) => format!("Not added: {why}"),
                }
            });
        }
        if let Some((path, book)) = &state.book {
            ui.label(format!("Campaign {}:", path.display()));
            for line in campaign_lines(game, book) {
                ui.label(line);
            }
        }
    }
    ui.data_mut(|d| d.insert_temp(id, state));
    note
}
