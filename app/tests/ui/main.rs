//! The app's tests, one binary: each module drives one page or workflow of the workbench
//! through `egui_kittest` by accessible labels, as egui's own demo tests do. One binary links
//! the GPU stack once instead of once per file.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

mod common;

mod adjudication_ui;
mod app_shell;
mod bad_inputs;
mod bridges_crossings;
mod calibration;
mod canvas_snapshot;
mod capture_prisoners;
mod charge_question;
mod fire_ammunition;
mod glyphs;
mod grid_deployment;
mod grid_editor;
mod grid_moves;
mod grid_table;
mod hardening;
mod hostile_files;
mod little_wars;
mod little_wars_appendix;
mod little_wars_capture;
mod little_wars_decisive;
mod little_wars_floor_photo;
mod little_wars_forces;
mod little_wars_game_types;
mod little_wars_melee;
mod little_wars_records;
mod little_wars_repaint;
mod little_wars_supply;
mod little_wars_table;
mod little_wars_tools;
mod map_files;
mod plain_words;
mod player_pages;
mod player_stations;
mod ruler_measure;
mod saved_redo;
mod scan_pipeline;
mod sheet_memory;
mod sheets;
mod staff_composers;
mod staff_exercise;
mod staff_messages_page;
mod station_map_and_clock;
mod steady_layout;
mod table_games;
mod table_services;
mod terrain_editing;
mod tile_levels;
mod toy_table;
mod troops_ui;
