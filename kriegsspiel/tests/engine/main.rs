//! The engine's tests, one binary: a module per part of the rules (tables cell by cell,
//! calculators, dice, the map frame, the game and its journal), each citing the draft's
//! sections and the reference's §.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

mod support;
mod toy_rules;

mod advancing_test_readings;
mod ammunition;
mod bridges_and_works;
mod capture;
mod casualty_pin;
mod cavalry_charge_readings;
mod cavalry_lines_and_marches;
mod charge_procedure;
mod clock;
mod combat_melee;
mod combat_odds;
mod combat_props;
mod combat_tables;
mod dice_box;
mod file_reads;
mod fire_command;
mod fire_rules;
mod fire_tables;
mod game_commands;
mod game_footprints;
mod game_hardening;
mod game_journal;
mod game_losses;
mod game_markers;
mod game_moves;
mod game_orders_of_battle;
mod grid_board;
mod grid_combat;
mod grid_deployment;
mod grid_draw;
mod grid_first_player;
mod grid_moves;
mod grid_network;
mod grid_replay;
mod grid_replay_search;
mod grid_support;
mod house_rule_ranges;
mod little_wars_appendix;
mod little_wars_appendix_options;
mod little_wars_figures;
mod little_wars_floor_options;
mod little_wars_game;
mod little_wars_game_types;
mod little_wars_props;
mod little_wars_rules;
mod little_wars_setup_options;
mod little_wars_supply_options;
mod loader_fuzz;
mod map_calibration;
mod map_calibration_check;
mod map_document;
mod map_proptest;
mod map_terrain;
mod messenger;
mod movement_calc;
mod movement_chart;
mod played_game_seam;
mod road_width_readings;
mod road_widths_in_moves;
mod rule_readings;
mod side_view;
mod side_view_markers;
mod side_views_every_system;
mod sightings;
mod staff_draft_rules;
mod staff_messages;
mod structures_tables;
mod troop_size_readings;
mod visibility_blocks;
