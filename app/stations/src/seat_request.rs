//! What a page sends after its secret: a request in the seat's name, bounded and parsed.

use crate::seat::Seat;
use serde::Deserialize;

/// The most bytes one message from a page may have; a longer one is refused unread.
pub const MAX_REQUEST_BYTES: usize = 16 * 1024;

/// The longest client id a page may give a request.
const MAX_CLIENT_ID: usize = 64;

/// A request from a seat's page, for the umpire's program to carry out (or refuse) as a
/// command of that seat's side. The seat comes from the secret, never from the message.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatRequest {
    /// The seat that sent it.
    pub seat: Seat,
    /// The page's own id for the request: a request sent again after a reconnect carries the
    /// same id and is carried out once.
    pub client_id: String,
    /// The request itself, as the page's system reads it.
    pub body: serde_json::Value,
}

/// A request as it arrives.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RequestIn {
    client_id: String,
    body: serde_json::Value,
}

/// The first message a page sends.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Hello {
    pub(crate) secret: String,
}

impl SeatRequest {
    /// Reads `text` from `seat`'s page; the reason in words when it is not a request.
    pub(crate) fn read(seat: &Seat, text: &str) -> Result<Self, String> {
        if text.len() > MAX_REQUEST_BYTES {
            return Err(format!(
                "a request may have at most {MAX_REQUEST_BYTES} bytes"
            ));
        }
        let request: RequestIn = serde_json::from_str(text)
            .map_err(|e| format!("not a request ({{\"client_id\", \"body\"}}): {e}"))?;
        if request.client_id.is_empty()
            || request.client_id.len() > MAX_CLIENT_ID
            || !request
                .client_id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err(format!(
                "a client id is 1 to {MAX_CLIENT_ID} letters, digits, '-' or '_'"
            ));
        }
        Ok(SeatRequest {
            seat: seat.clone(),
            client_id: request.client_id,
            body: request.body,
        })
    }
}
