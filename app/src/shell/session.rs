//! Session-only state: nothing here is saved.

use super::command_palette::CommandPalette;
use super::file_picker::PendingPick;
use super::map_loading::MapLoading;
use super::notifications::Notifications;
use super::open_map::OpenMap;
use super::panel_forms::PanelForms;
use crate::canvas::CanvasSession;

/// Everything the workbench holds only while it runs.
#[derive(Debug, Default)]
pub struct Session {
    /// The scan on show.
    pub map: Option<OpenMap>,
    /// A scan being opened.
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
}
