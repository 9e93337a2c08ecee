//! Every seat of the hosted game: its secret, its latest frame, and whether a page is there.

use crate::links_file::{LinksFile, SeatLink};
use crate::map_tiles::MapTiles;
use crate::seat::Seat;
use crate::seat_frame::SeatFrame;
use crate::seat_request::SeatRequest;
use crate::seat_secret::SeatSecret;
use crate::station_error::StationError;
use kriegsspiel::knowledge::ViewForSeat;
use serde_json::value::RawValue;
use std::collections::{BTreeMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;
use tokio::sync::{broadcast, mpsc, watch};

/// Requests from pages waiting for the umpire's program; more are refused as "busy".
const WAITING_REQUESTS: usize = 256;

/// Answers to a seat's requests kept, so a request sent again (after a reconnect) is answered
/// again and never carried out twice; the oldest are forgotten beyond this.
const ANSWERS_KEPT: usize = 1024;

/// Answers waiting to be written to a seat's pages.
const NOTICES_WAITING: usize = 64;

/// Messages refused unread (malformed, oversized, too fast) kept for the umpire; beyond this
/// the oldest are dropped.
const REFUSALS_KEPT: usize = 256;

/// What a seat's connections watch: the link's generation (a revoked or renewed link ends
/// every connection made with the old one) and the seat's latest frame (a slow page skips to
/// it: latest view wins).
#[derive(Debug, Clone)]
pub(crate) struct SeatSignal {
    /// Raised each time the seat's link is revoked or renewed.
    pub(crate) generation: u64,
    /// The seat's latest view, if one has been published.
    pub(crate) frame: Option<SeatFrame>,
}

/// Whether a seat's page is there, as the Stations panel shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SeatStatus {
    /// Pages connected with the seat's secret now.
    pub connected: usize,
    /// When a page of the seat last sent or was sent anything.
    pub last_seen: Option<Instant>,
    /// Whether the seat's link has been revoked (no page can connect until a new link).
    pub revoked: bool,
}

/// One seat's place on the board.
#[derive(Debug)]
struct SeatSlot {
    seat: Seat,
    secret: SeatSecret,
    signal: watch::Sender<SeatSignal>,
    notices: broadcast::Sender<SeatFrame>,
    /// Each request's answer by client id (`None` while the umpire's program has it), oldest
    /// first in `answer_order`.
    answers: BTreeMap<String, Option<SeatFrame>>,
    answer_order: VecDeque<String>,
    last_view: Option<Box<RawValue>>,
    sequence: u64,
    status: SeatStatus,
}

impl SeatSlot {
    /// A seat's place with a fresh secret and no view yet.
    fn new(seat: Seat) -> Result<Self, StationError> {
        let (signal, _) = watch::channel(SeatSignal {
            generation: 0,
            frame: None,
        });
        Ok(SeatSlot {
            seat,
            secret: SeatSecret::draw()?,
            signal,
            notices: broadcast::channel(NOTICES_WAITING).0,
            answers: BTreeMap::new(),
            answer_order: VecDeque::new(),
            last_view: None,
            sequence: 0,
            status: SeatStatus::default(),
        })
    }
}

/// Shared between the umpire's program and the server.
#[derive(Debug)]
struct BoardShared {
    slots: Mutex<Vec<SeatSlot>>,
    refusals: Mutex<VecDeque<(Seat, String)>>,
    requests_in: mpsc::Sender<SeatRequest>,
    requests_out: Mutex<mpsc::Receiver<SeatRequest>>,
    map: Mutex<Option<Arc<dyn MapTiles>>>,
}

/// The seats of a hosted game. Cloning shares the board: the umpire's program publishes views
/// and takes requests; the server authenticates pages and carries frames.
#[derive(Debug, Clone)]
pub struct SeatBoard {
    shared: Arc<BoardShared>,
}

/// A page's seat once its secret matched.
#[derive(Debug)]
pub(crate) struct Admitted {
    pub(crate) index: usize,
    pub(crate) seat: Seat,
    pub(crate) generation: u64,
    pub(crate) signal: watch::Receiver<SeatSignal>,
    pub(crate) notices: broadcast::Receiver<SeatFrame>,
}

impl SeatBoard {
    /// A board for `seats` (sorted, each with a fresh secret).
    pub fn new(mut seats: Vec<Seat>) -> Result<Self, StationError> {
        seats.sort();
        seats.dedup();
        let slots = seats
            .into_iter()
            .map(SeatSlot::new)
            .collect::<Result<Vec<_>, StationError>>()?;
        let (requests_in, requests_out) = mpsc::channel(WAITING_REQUESTS);
        Ok(SeatBoard {
            shared: Arc::new(BoardShared {
                slots: Mutex::new(slots),
                refusals: Mutex::new(VecDeque::new()),
                requests_in,
                requests_out: Mutex::new(requests_out),
                map: Mutex::new(None),
            }),
        })
    }

    /// Adds the seats of `seats` not yet on the board (a commander the umpire added after
    /// hosting began), each with a fresh secret; the seats added.
    pub fn add_seats(&self, seats: &[Seat]) -> Result<Vec<Seat>, StationError> {
        let mut slots = self.slots();
        let mut added = Vec::new();
        for seat in seats {
            if slots.iter().any(|s| &s.seat == seat) {
                continue;
            }
            slots.push(SeatSlot::new(seat.clone())?);
            added.push(seat.clone());
        }
        // Appended, not sorted in: a page's place on the board is fixed while it is connected.
        Ok(added)
    }

    fn slots(&self) -> MutexGuard<'_, Vec<SeatSlot>> {
        // A panic while the lock was held leaves plain data behind: carry on with it.
        self.shared
            .slots
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Every seat with its status, in order.
    pub fn seats(&self) -> Vec<(Seat, SeatStatus)> {
        let mut seats: Vec<(Seat, SeatStatus)> = self
            .slots()
            .iter()
            .map(|s| (s.seat.clone(), s.status))
            .collect();
        seats.sort_by(|a, b| a.0.cmp(&b.0));
        seats
    }

    /// The link of `seat` on a server reached at `base` (`http://ADDR:PORT`); none for a
    /// revoked seat or one not on the board.
    pub fn link(&self, seat: &str, base: &str) -> Option<String> {
        let slots = self.slots();
        let slot = slots.iter().find(|s| s.seat.seat == seat)?;
        (!slot.status.revoked).then(|| format!("{base}/#k={}", slot.secret.as_link_text()))
    }

    /// The links file for a server reached at `base`: every seat not revoked.
    pub fn links_file(&self, base: &str) -> LinksFile {
        let slots = self.slots();
        let mut seats: Vec<SeatLink> = slots
            .iter()
            .filter(|s| !s.status.revoked)
            .map(|s| SeatLink {
                seat: s.seat.seat.clone(),
                side: s.seat.side.clone(),
                commander: s.seat.commander.clone(),
                link: format!("{base}/#k={}", s.secret.as_link_text()),
            })
            .collect();
        seats.sort();
        LinksFile { seats }
    }

    /// Offers `seat` its side's `view`. A seat whose view is byte for byte what it last had
    /// is sent nothing (so the timing of a frame tells no side what the other did); otherwise
    /// its sequence goes up by one and its pages get the new frame. True when it changed.
    pub fn publish<V: ViewForSeat>(&self, seat: &str, view: &V) -> Result<bool, StationError> {
        let json = SeatFrame::view_json(view)?;
        let mut slots = self.slots();
        let slot = slots
            .iter_mut()
            .find(|s| s.seat.seat == seat)
            .ok_or_else(|| StationError::NoSuchSeat(seat.to_string()))?;
        Self::offer_view::<V>(slot, &json)
    }

    /// Offers every seat of `side` (the side's own seat and its commanders') the side's
    /// `view`, written once. The seats whose view changed, in order.
    pub fn publish_to_side<V: ViewForSeat>(
        &self,
        side: &str,
        view: &V,
    ) -> Result<Vec<String>, StationError> {
        let json = SeatFrame::view_json(view)?;
        let mut changed = Vec::new();
        for slot in self.slots().iter_mut().filter(|s| s.seat.side == side) {
            if Self::offer_view::<V>(slot, &json)? {
                changed.push(slot.seat.seat.clone());
            }
        }
        Ok(changed)
    }

    fn offer_view<V: ViewForSeat>(
        slot: &mut SeatSlot,
        json: &RawValue,
    ) -> Result<bool, StationError> {
        if slot
            .last_view
            .as_ref()
            .is_some_and(|v| v.get() == json.get())
        {
            return Ok(false);
        }
        let frame = SeatFrame::view::<V>(&slot.seat, slot.sequence + 1, json)?;
        slot.sequence += 1;
        slot.last_view = Some(json.to_owned());
        slot.signal.send_modify(|s| s.frame = Some(frame));
        Ok(true)
    }

    /// Cuts `seat`'s pages off now and kills its link; no page can take the seat until
    /// [`SeatBoard::new_link`].
    pub fn revoke(&self, seat: &str) -> Result<(), StationError> {
        self.renew(seat, true)
    }

    /// Gives `seat` a new secret: pages on the old link are cut off at once.
    pub fn new_link(&self, seat: &str) -> Result<(), StationError> {
        self.renew(seat, false)
    }

    fn renew(&self, seat: &str, revoked: bool) -> Result<(), StationError> {
        let secret = SeatSecret::draw()?;
        let mut slots = self.slots();
        let slot = slots
            .iter_mut()
            .find(|s| s.seat.seat == seat)
            .ok_or_else(|| StationError::NoSuchSeat(seat.to_string()))?;
        slot.secret = secret;
        slot.status.revoked = revoked;
        slot.signal.send_modify(|s| s.generation += 1);
        Ok(())
    }

    /// Cuts every page off (the server stops or the game closes).
    pub fn disconnect_everyone(&self) {
        for slot in self.slots().iter() {
            slot.signal.send_modify(|s| s.generation += 1);
        }
    }

    /// The seat whose secret is `offered`, if any and not revoked. Every seat's secret is
    /// compared, each in constant time, whichever matches.
    pub(crate) fn admit(&self, offered: &str) -> Option<Admitted> {
        let slots = self.slots();
        let index = secret_index(&slots, offered)?;
        let slot = &slots[index];
        let signal = slot.signal.subscribe();
        let generation = signal.borrow().generation;
        Some(Admitted {
            index,
            seat: slot.seat.clone(),
            generation,
            signal,
            notices: slot.notices.subscribe(),
        })
    }

    /// Whether `offered` is the secret of a seat not revoked (compared as [`Self::admit`]
    /// does): the map's paths ask this of every request.
    pub(crate) fn holds_secret(&self, offered: &str) -> bool {
        secret_index(&self.slots(), offered).is_some()
    }

    /// Hands the server the hosted map's tiles (`None`: the game has no scan to show).
    pub fn set_map(&self, map: Option<Arc<dyn MapTiles>>) {
        *self
            .shared
            .map
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = map;
    }

    /// The hosted map's tiles, if any.
    pub fn map(&self) -> Option<Arc<dyn MapTiles>> {
        self.shared
            .map
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    /// Counts a page of seat `index` in (`true`) or out.
    pub(crate) fn mark_connected(&self, index: usize, connected: bool) {
        if let Some(slot) = self.slots().get_mut(index) {
            slot.status.connected = if connected {
                slot.status.connected + 1
            } else {
                slot.status.connected.saturating_sub(1)
            };
            slot.status.last_seen = Some(Instant::now());
        }
    }

    /// Notes that a page of seat `index` was heard from.
    pub(crate) fn mark_seen(&self, index: usize) {
        if let Some(slot) = self.slots().get_mut(index) {
            slot.status.last_seen = Some(Instant::now());
        }
    }

    /// Hands a page's request to the umpire's program, once: a request whose client id the
    /// seat used before is answered again as it was (or waits, while it is being carried out)
    /// and never handed on twice. Refused when too many wait.
    pub(crate) fn offer(&self, request: SeatRequest) -> Result<(), String> {
        {
            let mut slots = self.slots();
            let Some(slot) = slots.iter_mut().find(|s| s.seat == request.seat) else {
                return Err("this seat is no longer hosted".into());
            };
            if let Some(answer) = slot.answers.get(&request.client_id) {
                if let Some(frame) = answer {
                    let _ = slot.notices.send(frame.clone());
                }
                return Ok(());
            }
            slot.answers.insert(request.client_id.clone(), None);
            slot.answer_order.push_back(request.client_id.clone());
            while slot.answer_order.len() > ANSWERS_KEPT {
                if let Some(old) = slot.answer_order.pop_front() {
                    slot.answers.remove(&old);
                }
            }
        }
        let client_id = request.client_id.clone();
        let seat = request.seat.clone();
        self.shared.requests_in.try_send(request).map_err(|_| {
            if let Some(slot) = self.slots().iter_mut().find(|s| s.seat == seat) {
                slot.answers.remove(&client_id);
            }
            "the umpire's program is busy: send the request again in a moment".to_string()
        })
    }

    /// Answers a page's request: carried out (with a note in words) or refused (with the
    /// reason). The answer goes to the seat's pages now and again if the page resends it.
    pub fn answer(&self, request: &SeatRequest, outcome: Result<String, String>) {
        let frame = match &outcome {
            Ok(note) => SeatFrame::accepted(&request.client_id, note),
            Err(reason) => SeatFrame::refusal(Some(&request.client_id), reason),
        };
        let mut slots = self.slots();
        if let Some(slot) = slots.iter_mut().find(|s| s.seat == request.seat) {
            if let Some(answer) = slot.answers.get_mut(&request.client_id) {
                *answer = Some(frame.clone());
            }
            let _ = slot.notices.send(frame);
        }
    }

    /// Notes for the umpire that a page of `seat` sent something refused unread, and why.
    pub(crate) fn note_refusal(&self, seat: &Seat, reason: &str) {
        let mut refusals = self
            .shared
            .refusals
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        refusals.push_back((seat.clone(), reason.to_string()));
        while refusals.len() > REFUSALS_KEPT {
            refusals.pop_front();
        }
    }

    /// What pages sent that was refused unread since the last call (the seat, and why),
    /// oldest first.
    pub fn take_refusals(&self) -> Vec<(Seat, String)> {
        self.shared
            .refusals
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .drain(..)
            .collect()
    }

    /// The requests pages have sent since the last call, oldest first.
    pub fn take_requests(&self) -> Vec<SeatRequest> {
        let mut out = Vec::new();
        let mut queue = self
            .shared
            .requests_out
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        while let Ok(request) = queue.try_recv() {
            out.push(request);
        }
        out
    }
}

/// The seat whose secret is `offered`, if any and not revoked. Every seat's secret is
/// compared, each in constant time, whichever matches.
fn secret_index(slots: &[SeatSlot], offered: &str) -> Option<usize> {
    let mut found = None;
    for (index, slot) in slots.iter().enumerate() {
        if slot.secret.matches(offered) && !slot.status.revoked {
            found = Some(index);
        }
    }
    found
}
