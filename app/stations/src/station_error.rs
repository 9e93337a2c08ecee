//! What can go wrong when hosting player stations.

use std::net::SocketAddr;

/// Why the stations could not be hosted or a seat could not be served.
#[derive(Debug, thiserror::Error)]
pub enum StationError {
    /// The operating system's random generator gave no bytes for a secret.
    #[error("the operating system gave no random bytes for a seat's secret: {0}")]
    NoRandomness(String),
    /// The address could not be listened on (taken, or not this computer's).
    #[error("cannot listen on {addr}: {reason}")]
    CannotListen {
        /// The address asked for.
        addr: SocketAddr,
        /// What the operating system said.
        reason: String,
    },
    /// The server's own runtime could not be started.
    #[error("cannot start the stations' server: {0}")]
    Runtime(String),
    /// No seat has this id.
    #[error("there is no seat “{0}”")]
    NoSuchSeat(String),
    /// A view could not be written as JSON.
    #[error("a view could not be written for the wire: {0}")]
    Serialise(#[from] serde_json::Error),
    /// The links file could not be written.
    #[error("cannot write the links file: {0}")]
    LinksFile(String),
}
