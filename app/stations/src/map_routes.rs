//! The map's paths: `/map` (the sheets, as JSON) and `/tiles/{sheet}/{level}/{col}/{row}` (a
//! JPEG). Each needs a seat's secret in an `Authorization: Bearer …` header, so the secret
//! never sits in an address a log or a proxy could keep; nothing of a game is on them.

use crate::map_tiles::{MAX_SHEETS, MapDescription};
use crate::seat_board::SeatBoard;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// Tiles encoded at once, whatever the number of pages asking: the umpire's window keeps its
/// cores.
pub(crate) const TILES_AT_ONCE: usize = 2;

/// The longest `Authorization` header read.
const MAX_AUTHORIZATION_BYTES: usize = 256;

/// What the map's paths share.
#[derive(Clone)]
pub(crate) struct MapState {
    pub(crate) board: SeatBoard,
    pub(crate) encoding: Arc<Semaphore>,
}

/// Whether the request carries the secret of a seat not revoked.
fn authorised(headers: &HeaderMap, board: &SeatBoard) -> bool {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .filter(|v| v.len() <= MAX_AUTHORIZATION_BYTES)
        .and_then(|v| v.strip_prefix("Bearer "))
        .is_some_and(|secret| board.holds_secret(secret.trim()))
}

/// Headers of every answer on the map's paths: never stored, never framed.
fn private(content_type: &'static str) -> [(header::HeaderName, &'static str); 3] {
    [
        (header::CONTENT_TYPE, content_type),
        (header::CACHE_CONTROL, "no-store"),
        (header::X_FRAME_OPTIONS, "DENY"),
    ]
}

/// `/map`: the sheets of the hosted map, or 404 when the game has no scan.
pub(crate) async fn map_sheets(State(state): State<MapState>, headers: HeaderMap) -> Response {
    if !authorised(&headers, &state.board) {
        return StatusCode::UNAUTHORIZED.into_response();
    }
    let Some(map) = state.board.map() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let mut sheets = map.sheets();
    sheets.sort_by_key(|s| s.sheet);
    sheets.truncate(MAX_SHEETS);
    (private("application/json"), Json(MapDescription { sheets })).into_response()
}

/// `/tiles/{sheet}/{level}/{col}/{row}`: one tile as a JPEG, 404 while it is not there.
pub(crate) async fn map_tile(
    State(state): State<MapState>,
    headers: HeaderMap,
    Path((sheet, level, col, row)): Path<(usize, u8, u32, u32)>,
) -> Response {
    if !authorised(&headers, &state.board) {
        return StatusCode::UNAUTHORIZED.into_response();
    }
    let Some(map) = state.board.map() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let Ok(_permit) = state.encoding.acquire().await else {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    };
    let tile = tokio::task::spawn_blocking(move || map.tile(sheet, level, col, row)).await;
    match tile {
        Ok(Some(bytes)) => (private("image/jpeg"), bytes).into_response(),
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}
