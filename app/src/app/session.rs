//! Session-only state: nothing here is saved (the map is saved in its own file).

use super::hosted_stations::HostedStations;
use super::point_pick::PointPick;
use super::table_autosave::TableAutosave;
use super::table_game_exit::TableGameExit;
use crate::canvas::{CanvasSession, MapPoint};
use crate::commands::command_palette::CommandPalette;
use crate::commands::file_picker::{FileAction, PendingPick};
use crate::dialogs::calibration_dialog::CalibrationDialog;
use crate::dialogs::path_entry::PathEntry;
use crate::dialogs::recovery_prompt::RecoveryOffer;
use crate::dialogs::stations_window::StationsWindow;
use crate::dialogs::table_recovery_prompt::TableRecoveryOffer;
use crate::dialogs::unsaved_prompt::HeldAction;
use crate::document::map_loading::MapLoading;
use crate::document::open_map::OpenMap;
use crate::panels::notifications::Notifications;
use crate::panels::panel_forms::PanelForms;
use crate::table::TableWing;
use crate::table::reisswitz::SideWindow;
use kriegsspiel::map::TerrainFeature;
use kriegsspiel::side::Side;

/// Everything the workbench holds only while it runs.
#[derive(Default)]
pub struct Session {
    /// The map on show.
    pub map: Option<OpenMap>,
    /// A scan being opened as a new map or a new sheet.
    pub loading: Option<MapLoading>,
    /// Textures, the ruler, the last projector.
    pub canvas: CanvasSession,
    /// The message area.
    pub notifications: Notifications,
    /// The command palette.
    pub palette: CommandPalette,
    /// Text typed into the side panel's fields.
    pub forms: PanelForms,
    /// A file dialog that is open.
    pub pending_pick: Option<PendingPick>,
    /// No file dialog could be shown: the window asking for a typed path instead, and what
    /// the file is for.
    pub typed_path: Option<(FileAction, PathEntry)>,
    /// The calibration dialog.
    pub calibration: CalibrationDialog,
    /// Points the umpire is asked to click for a dialog.
    pub pick: Option<PointPick>,
    /// An autosave newer than its map file, waiting for the umpire's answer.
    pub recovery: Option<RecoveryOffer>,
    /// The corners of the terrain feature being drawn.
    pub drawing: Vec<MapPoint>,
    /// The selected feature as it was before its corner drag began (kept to undo a bad drag).
    pub reshaping: Option<TerrainFeature>,
    /// The window title last set (so it is sent only when it changes).
    pub title: String,
    /// What waits for the umpire to save or discard the open map's changes.
    pub held: Option<HeldAction>,
    /// The umpire has answered the unsaved-changes question for closing: let the window go.
    pub may_close: bool,
    /// Each side's window, once opened (Red's, then Blue's).
    pub side_windows: Vec<(Side, SideWindow)>,
    /// The Little Wars or grid game that has the window, if one is open.
    pub wing: Option<Box<dyn TableWing>>,
    /// What waits for the umpire's answer about the table game's unsaved changes.
    pub table_exit: Option<TableGameExit>,
    /// Table games' autosaves waiting for the umpire's answer, the one asked about first.
    pub table_recoveries: Vec<TableRecoveryOffer>,
    /// When the table game was last autosaved, and its first change since.
    pub table_autosave: TableAutosave,
    /// The player stations being hosted, if any.
    pub stations: Option<HostedStations>,
    /// The Stations window's fields.
    pub stations_window: StationsWindow,
    /// Player stations to host once the game opened at start is open (`--host`).
    pub host_on_start: Option<super::app_options::HostOnStart>,
}
