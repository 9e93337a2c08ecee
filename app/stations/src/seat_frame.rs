//! The one thing the server writes to a page.

use crate::seat::Seat;
use kriegsspiel::knowledge::ViewForSeat;
use serde::Serialize;
use serde_json::value::RawValue;
use std::sync::Arc;

/// A JSON text message for one seat's page. It can be built only from a side's view (a type
/// the engine seals, [`ViewForSeat`]) or from a refusal of that page's own request, so nothing
/// else can reach a client: the server's writer takes a `SeatFrame` and nothing else.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatFrame {
    text: Arc<str>,
    sequence: u64,
}

/// A view frame as it is written.
#[derive(Serialize)]
struct ViewFrameOut<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    system: &'static str,
    #[serde(flatten)]
    seat: &'a Seat,
    sequence: u64,
    view: &'a RawValue,
}

/// A request's acceptance as it is written.
#[derive(Serialize)]
struct AcceptedFrameOut<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    client_id: &'a str,
    note: &'a str,
}

/// A refusal frame as it is written.
#[derive(Serialize)]
struct RefusalFrameOut<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    client_id: Option<&'a str>,
    reason: &'a str,
}

impl SeatFrame {
    /// The view `view` (already written as JSON by [`SeatFrame::view_json`]) for `seat`,
    /// numbered `sequence` in that seat's own count.
    pub(crate) fn view<V: ViewForSeat>(
        seat: &Seat,
        sequence: u64,
        view_json: &RawValue,
    ) -> Result<Self, serde_json::Error> {
        let out = ViewFrameOut {
            kind: "view",
            system: V::SYSTEM,
            seat,
            sequence,
            view: view_json,
        };
        Ok(SeatFrame {
            text: serde_json::to_string(&out)?.into(),
            sequence,
        })
    }

    /// A side's view written as JSON: what is compared to tell whether a seat's view changed.
    pub(crate) fn view_json<V: ViewForSeat>(view: &V) -> Result<Box<RawValue>, serde_json::Error> {
        RawValue::from_string(serde_json::to_string(view)?)
    }

    /// The refusal of a page's own request, in words, with the id the page gave it.
    pub(crate) fn refusal(client_id: Option<&str>, reason: &str) -> Self {
        let out = RefusalFrameOut {
            kind: "refused",
            client_id,
            reason,
        };
        SeatFrame {
            text: serde_json::to_string(&out)
                .unwrap_or_else(|_| r#"{"type":"refused"}"#.into())
                .into(),
            sequence: 0,
        }
    }

    /// The page's own request `client_id` carried out, with a note in words ("in hand at
    /// turn 4").
    pub(crate) fn accepted(client_id: &str, note: &str) -> Self {
        let out = AcceptedFrameOut {
            kind: "accepted",
            client_id,
            note,
        };
        SeatFrame {
            text: serde_json::to_string(&out)
                .unwrap_or_else(|_| r#"{"type":"accepted"}"#.into())
                .into(),
            sequence: 0,
        }
    }

    /// The text sent.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The seat's sequence number of a view frame (0 for a refusal).
    pub fn sequence(&self) -> u64 {
        self.sequence
    }
}
