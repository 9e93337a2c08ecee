//! The map frame: ground measured in paces, scanned sheets placed on it through their
//! calibration, and the terrain layer the umpire draws.
