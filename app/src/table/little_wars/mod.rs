//! H. G. Wells' *Little Wars* (1913): the game table for it will live here — its session over
//! the open map, its side-panel pages, and a canvas layer for its figures and guns.
//!
//! Nothing is built yet: this module holds no code, so nothing can mistake it for a working
//! system.
