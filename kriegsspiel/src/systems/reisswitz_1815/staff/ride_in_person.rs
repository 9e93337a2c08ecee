//! A commander riding to a spot to give orders himself (source text L118: "The time it would
//! take him to get there at a gallop will be worked out").

use super::route::Route;
use serde::{Deserialize, Serialize};

/// A ride in person: the route, when it began and the turn he is there. The ride is priced as
/// a messenger's ([`super::MessageArrival`]). While he rides he is in the saddle, and speaks to
/// no one but through the umpire.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RideInPerson {
    /// The route he rides.
    pub route: Route,
    /// The turn he set out.
    pub set_out_turn: u32,
    /// The turn at whose start he is there.
    pub arrives_turn: u32,
}
