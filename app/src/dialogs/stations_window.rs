//! The Stations window: before hosting, where to listen; while hosting, every seat with its
//! link (to copy, or to show as a QR code for a tablet), whether a page is connected and when
//! it was last heard from, *Revoke* and *New link*, and *Stop hosting*. It draws what it is
//! given and returns what was asked.

use crate::dialogs::seat_qr::seat_qr_texture;
use egui::{Context, Id, RichText, Ui};
use stations::{Seat, SeatStatus};
use std::time::Instant;

/// The port offered by default (any free port is also fine: 0).
pub const DEFAULT_STATIONS_PORT: u16 = 8315;

/// What the umpire asked of the Stations window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StationsAction {
    /// Start hosting on this computer only (`false`) or the local network (`true`), on `port`.
    Host {
        /// Open to the local network.
        lan: bool,
        /// The port typed.
        port: u16,
    },
    /// Stop hosting: every page is cut off.
    Stop,
    /// Cut off `seat` and kill its link.
    Revoke(String),
    /// Give `seat` a new link, cutting off the old one.
    NewLink(String),
}

/// The window's own fields.
#[derive(Debug, Clone)]
pub struct StationsWindow {
    /// Whether the window is open.
    pub open: bool,
    /// "The local network" chosen instead of "this computer only".
    pub lan: bool,
    /// The port field.
    pub port_text: String,
}

impl Default for StationsWindow {
    fn default() -> Self {
        StationsWindow {
            open: false,
            lan: false,
            port_text: DEFAULT_STATIONS_PORT.to_string(),
        }
    }
}

/// A seat as the window shows it.
#[derive(Debug, Clone)]
pub struct SeatRow {
    /// The seat.
    pub seat: Seat,
    /// Whether a page is there.
    pub status: SeatStatus,
    /// Its link, unless revoked.
    pub link: Option<String>,
}

/// What is hosted, as the window shows it.
#[derive(Debug, Clone)]
pub struct HostingNow {
    /// The base of the links (`http://ADDR:PORT`).
    pub base: String,
    /// Every seat, in order.
    pub seats: Vec<SeatRow>,
}

/// Draws the window; the umpire's requests.
pub fn show_stations_window(
    ctx: &Context,
    window: &mut StationsWindow,
    hosting: Option<&HostingNow>,
) -> Vec<StationsAction> {
    let mut out = Vec::new();
    let mut open = window.open;
    egui::Window::new("Player stations")
        .open(&mut open)
        .resizable(true)
        .default_width(560.0)
        .show(ctx, |ui| match hosting {
            None => host_form(ui, window, &mut out),
            Some(hosting) => seat_list(ui, hosting, &mut out),
        });
    window.open = open;
    out
}

/// Where to host, and the Start button.
fn host_form(ui: &mut Ui, window: &mut StationsWindow, out: &mut Vec<StationsAction>) {
    ui.label(
        "Each side's players open their link on a screen of their own and see only what \
         their side may know.",
    );
    ui.radio_value(&mut window.lan, false, "This computer only");
    ui.radio_value(
        &mut window.lan,
        true,
        "The local network (other computers in the building)",
    );
    ui.horizontal(|ui| {
        let label = ui.label("Port:");
        ui.add(egui::TextEdit::singleline(&mut window.port_text).desired_width(70.0))
            .labelled_by(label.id);
    });
    let port = window.port_text.trim().parse::<u16>();
    if port.is_err() {
        ui.colored_label(
            ui.visuals().error_fg_color,
            "A port is a whole number from 0 to 65535 (0: any free port).",
        );
    }
    if ui
        .add_enabled(port.is_ok(), egui::Button::new("Start hosting"))
        .clicked()
        && let Ok(port) = port
    {
        out.push(StationsAction::Host {
            lan: window.lan,
            port,
        });
    }
}

/// Every seat with its link and status, and the buttons that act on it.
fn seat_list(ui: &mut Ui, hosting: &HostingNow, out: &mut Vec<StationsAction>) {
    ui.label(format!("Hosting at {}", hosting.base));
    let now = Instant::now();
    for row in &hosting.seats {
        ui.separator();
        let who = match &row.seat.commander {
            Some(commander) => format!("{} — {commander}", row.seat.side),
            None => row.seat.side.clone(),
        };
        ui.label(RichText::new(format!("Seat {who}")).strong());
        ui.label(seat_status_words(&row.status, now));
        let qr_shown_id = Id::unique(("seat QR code shown", &row.seat.seat));
        let mut qr_shown = ui.data(|d| d.get_temp::<bool>(qr_shown_id).unwrap_or(false));
        ui.horizontal(|ui| {
            if let Some(link) = &row.link {
                let mut shown = link.clone();
                let label = ui.label("Link:");
                ui.add(egui::TextEdit::singleline(&mut shown).desired_width(360.0))
                    .labelled_by(label.id);
                if ui.button(format!("Copy {} link", row.seat.seat)).clicked() {
                    ui.ctx().copy_text(link.clone());
                }
                ui.toggle_value(&mut qr_shown, format!("QR code for {}", row.seat.seat));
            }
            if ui.button(format!("Revoke {}", row.seat.seat)).clicked() {
                out.push(StationsAction::Revoke(row.seat.seat.clone()));
            }
            if ui
                .button(format!("New link for {}", row.seat.seat))
                .clicked()
            {
                out.push(StationsAction::NewLink(row.seat.seat.clone()));
            }
        });
        ui.data_mut(|d| d.insert_temp(qr_shown_id, qr_shown));
        if qr_shown && let Some(link) = &row.link {
            seat_qr(ui, &row.seat.seat, link);
        }
    }
    ui.separator();
    if ui.button("Stop hosting").clicked() {
        out.push(StationsAction::Stop);
    }
}

/// The QR code of `seat`'s `link`, for a player to open it on a tablet, or why there is none.
fn seat_qr(ui: &mut Ui, seat: &str, link: &str) {
    match seat_qr_texture(ui.ctx(), seat, link) {
        Some(texture) => {
            let image = egui::Image::from_texture(&texture);
            ui.add(image.alt_text(format!("QR code of {seat}'s link")));
        }
        None => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                "This link is too long for a QR code.",
            );
        }
    }
}

/// "Connected (1 page), last heard 3 s ago", "Not connected", "Revoked".
pub fn seat_status_words(status: &SeatStatus, now: Instant) -> String {
    if status.revoked {
        return "Revoked: no page can take this seat until it has a new link.".into();
    }
    let heard = status
        .last_seen
        .map(|t| now.saturating_duration_since(t).as_secs());
    match (status.connected, heard) {
        (0, None) => "Not connected yet.".into(),
        (0, Some(s)) => format!("Not connected; last heard {s} s ago."),
        (n, Some(s)) => format!(
            "Connected ({}), last heard {s} s ago.",
            kriegsspiel::figures::counted(n, "page")
        ),
        (n, None) => format!("Connected ({}).", kriegsspiel::figures::counted(n, "page")),
    }
}
