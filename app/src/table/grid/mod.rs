//! A Debord-style grid game (after *Le Jeu de la Guerre*): the game table for it will live
//! here — its session, its side-panel pages, and a canvas layer for the grid, lines of
//! communication and pieces.
//!
//! Nothing is built yet: this module holds no code, so nothing can mistake it for a working
//! system.
