//! The readings of the staff exercise's contradictions (reference §12.2): who may speak to
//! whom without a messenger, and what the umpire lets be seen beyond the note's distances.
//! Line numbers ("L98") are lines of the draft's file.

use serde::{Deserialize, Serialize};

named_option! {
    /// Whether commanders within 1,000 paces of each other may give orders by word of mouth.
    DirectSpeech, id = "direct_speech",
    question = "Whether two commanders of a side within 1,000 paces may speak directly",
    {
        #[default]
        ThroughUmpire = "through_umpire": "every order and report rides by messenger through the umpire, however near the players stand (\"they do not talk directly to each other\", L120; L100)",
        Within1000Paces = "within_1000_paces": "players within 1,000 paces of each other on the map may speak directly: an order from one commander to another within that distance is in hand in the move it is given (L98)",
    }
}

named_option! {
    /// What a side sees beyond the farthest distance of the sighting note.
    SightingBeyondNote, id = "sighting_beyond_note",
    question = "Whether anything is seen beyond the note's farthest distance (1,114 paces)",
    {
        #[default]
        NoteDistance = "note_distance": "nothing is seen beyond the farthest line of the note, where infantry can be told from cavalry (Appendix Three, L2318–2319)",
        LargeBodiesAsTroops = "large_bodies_as_troops": "the umpire decides what becomes visible (L116): bodies larger than a detachment are seen as \"troops\" out to the distance set in `visibility.long_sight.troops_paces` (2,000 paces, as far as artillery fires: reference §2)",
    }
}
