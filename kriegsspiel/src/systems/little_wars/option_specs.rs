//! The named options of Little Wars as data: every contradiction between Wells, the
//! streamlined rules and the appendix, and every point they leave open, with the reference's
//! default and where it is argued (`../shared/rules/little-wars.md` §1, table "Options").

/// One option of the reference: its id, its readings, its default and where it is argued.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    /// The stable id (`isolation_test`).
    pub id: &'static str,
    /// The readings, the default among them.
    pub readings: &'static [&'static str],
    /// The reading in force unless the players choose another.
    pub default: &'static str,
    /// The sources the option is argued from.
    pub cite: &'static str,
}

const fn spec(
    id: &'static str,
    readings: &'static [&'static str],
    default: &'static str,
    cite: &'static str,
) -> OptionSpec {
    OptionSpec {
        id,
        readings,
        default,
        cite,
    }
}

/// Every option of the reference (§1), in its order. `supply_model` defaults to `none` in the
/// floor game and to `packets` in the Kriegspiel mode (see [`LittleWarsOptions::reading`]).
pub const OPTION_SPECS: &[OptionSpec] = &[
    // Forces and set-up.
    spec(
        "force_selection",
        &["equal", "points_150"],
        "equal",
        "Wells L375; Streamlined L44",
    ),
    spec(
        "putdown_placement",
        &["free", "closest"],
        "free",
        "Wells L229; Streamlined L52",
    ),
    // Defensive Game.
    spec(
        "defensive_first_player",
        &["attacker_first", "defender_first"],
        "attacker_first",
        "Wells L368; Streamlined L46, L89",
    ),
    spec(
        "defensive_strength",
        &["points", "men"],
        "points",
        "Wells L368, L375; Streamlined L89",
    ),
    spec(
        "defensive_win",
        &["arriving_quarter", "surviving_quarter"],
        "arriving_quarter",
        "Wells L368; Streamlined L89",
    ),
    spec(
        "deploy_move_length",
        &["own_move", "infantry_move", "cavalry_move"],
        "own_move",
        "Wells L368; Streamlined L89",
    ),
    spec(
        "defensive_attacker_setup",
        &["within_one_move", "at_one_move", "back_line_rule"],
        "within_one_move",
        "Wells L368, L229; Streamlined L89",
    ),
    spec(
        "defensive_scoring",
        &["standard_scale", "result_only"],
        "standard_scale",
        "Wells L368; Streamlined L91-L95",
    ),
    // Blow at the Rear and endings.
    spec(
        "blow_target",
        &["whole", "middle", "left_half", "right_half"],
        "whole",
        "Wells L364",
    ),
    spec(
        "blow_after_decision",
        &["play_continues", "victor_holds"],
        "play_continues",
        "Wells L364; Streamlined L87",
    ),
    spec(
        "capitulated_men",
        &["prisoners", "removed"],
        "prisoners",
        "Wells L364; Streamlined L87",
    ),
    spec(
        "surrender",
        &["prisoners_removed", "prisoners_on_table"],
        "prisoners_removed",
        "Wells L341",
    ),
    spec(
        "draw_count",
        &["on_field", "all_alive"],
        "on_field",
        "Wells L356; Streamlined L85",
    ),
    spec(
        "retreated_score",
        &["yes", "no"],
        "yes",
        "Wells L168; Streamlined L21",
    ),
    spec(
        "gun_to_take",
        &["active_next_move", "agreed"],
        "active_next_move",
        "Wells L356; Streamlined L94",
    ),
    spec(
        "campaign_margin",
        &["reach", "exceed"],
        "reach",
        "Wells L168; Streamlined L96",
    ),
    // Timing.
    spec(
        "time_allowance",
        &["agreed", "current", "original"],
        "agreed",
        "Wells L238; Streamlined L58",
    ),
    spec(
        "time_rounding",
        &["ceil_total", "ceil_men", "exact"],
        "ceil_total",
        "Wells L238",
    ),
    spec(
        "interval_limit",
        &["five", "four", "none"],
        "five",
        "Wells L238, L131",
    ),
    // Measuring.
    spec("move_measure", &["path", "straight"], "path", "Wells L257"),
    spec(
        "gun_radius_from",
        &["any_part", "axle_midpoint"],
        "any_part",
        "Wells L269, L273, L296, L345",
    ),
    // Guns.
    spec(
        "first_fire",
        &["wells", "streamlined"],
        "wells",
        "Wells L242, L368; Streamlined L32, L89",
    ),
    spec(
        "trail_men",
        &["wells", "streamlined"],
        "wells",
        "Wells L273, L127; Streamlined L33",
    ),
    spec(
        "capture_position",
        &["passed_axis", "within_6in_passed_axis"],
        "passed_axis",
        "Wells L345; Streamlined L79",
    ),
    // Melee, isolation, prisoners.
    spec(
        "melee_extent",
        &["wells", "centre_unit"],
        "wells",
        "Wells L296; Streamlined L66-L68",
    ),
    spec(
        "melee_order",
        &["simultaneous", "sequential"],
        "simultaneous",
        "Streamlined L64-L66",
    ),
    spec(
        "isolation_test",
        &["wells", "streamlined"],
        "wells",
        "Wells L288, L308; Streamlined L20, L70",
    ),
    spec(
        "isolation_radius",
        &["supporter_move", "infantry_move", "cavalry_move"],
        "supporter_move",
        "Wells L288, L308",
    ),
    spec(
        "supporter_eligibility",
        &["free_armed", "armed"],
        "free_armed",
        "Wells L332; Streamlined L23",
    ),
    spec(
        "disarmed_men",
        &["nothing", "melee_only"],
        "nothing",
        "Wells L328, L332; Streamlined L23",
    ),
    spec(
        "prisoner_release",
        &["escort_groups", "any_escort_death", "streamlined"],
        "escort_groups",
        "Wells L328, L332; Streamlined L25, L81",
    ),
    spec(
        "escort_status",
        &["armed", "detached"],
        "armed",
        "Wells L332",
    ),
    // Kriegspiel appendix.
    spec(
        "move_counting",
        &["own_moves", "all_moves"],
        "own_moves",
        "Wells L561, L577, L754-L767, L685",
    ),
    spec(
        "general_vulnerability",
        &["sykes", "invulnerable"],
        "sykes",
        "Wells L577",
    ),
    spec(
        "kriegspiel_gun_projectile",
        &["shell_only", "shell_or_shot"],
        "shell_only",
        "Wells L561, L565",
    ),
    spec(
        "kriegspiel_gun_crew",
        &["floor_rules", "move_only"],
        "floor_rules",
        "Wells L561, L595",
    ),
    spec(
        "action_time",
        &["share_of_move", "whole_move"],
        "share_of_move",
        "Wells L621-L652",
    ),
    spec(
        "boat_batches",
        &["per_started_20", "proportional"],
        "per_started_20",
        "Wells L624-L626",
    ),
    spec(
        "contour_cost",
        &["added", "instead"],
        "added",
        "Wells L600-L602",
    ),
    spec(
        "wheel_slope",
        &["four_per_foot", "agreed"],
        "four_per_foot",
        "Wells L600-L602",
    ),
    spec(
        "shell_scope",
        &["per_side", "combined"],
        "per_side",
        "Wells L561",
    ),
    spec(
        "shell_choice",
        &["firer", "owner", "nearest"],
        "firer",
        "Wells L561, L320",
    ),
    spec(
        "shell_inside",
        &["any_part", "base_centre"],
        "any_part",
        "Wells L561, L296",
    ),
    spec(
        "rifle_grouping",
        &["disjoint", "overlapping"],
        "disjoint",
        "Wells L565",
    ),
    spec(
        "charging_distance",
        &["cavalry_move", "custom"],
        "cavalry_move",
        "Wells L591, L828, L856, L864",
    ),
    spec(
        "charge_bands",
        &["round_up", "round_down"],
        "round_up",
        "Wells L788-L812, L856, L860",
    ),
    spec(
        "charge_rounding",
        &["half_up", "floor", "ceil"],
        "half_up",
        "Wells L693, L788-L812",
    ),
    spec(
        "close_order_formations",
        &["ranks_or_fours", "agreed"],
        "ranks_or_fours",
        "Wells L622-L623, L800, L816, L856",
    ),
    spec(
        "downhill_multiplier",
        &["numbers", "losses"],
        "numbers",
        "Wells L844",
    ),
    spec(
        "retiring_infantry_cavalry_loss",
        &["both", "ranks_only"],
        "both",
        "Wells L856",
    ),
    spec(
        "retire_distance",
        &["full_move", "agreed"],
        "full_move",
        "Wells L848, L856, L864",
    ),
    spec(
        "cavalry_v_guns",
        &["one_per_charge", "one_per_payment"],
        "one_per_charge",
        "Wells L860",
    ),
    // Supply.
    spec(
        "supply_model",
        &["none", "waggons", "packets"],
        "none",
        "Wells L143, L515, L685-L729",
    ),
    spec(
        "supply_distance_unit",
        &["served_moves", "carrier_moves"],
        "served_moves",
        "Wells L515",
    ),
    spec(
        "supply_rounding",
        &["half_up_all", "infantry_only"],
        "half_up_all",
        "Wells L693",
    ),
    spec(
        "supply_reckoning",
        &["per_body", "per_side"],
        "per_body",
        "Wells L685, L689, L693",
    ),
    spec(
        "supply_exemption",
        &["infantry_only", "all_arms"],
        "infantry_only",
        "Wells L693",
    ),
    spec(
        "supply_radius_other",
        &["six_ft", "eighteen_ft"],
        "six_ft",
        "Wells L689",
    ),
    spec(
        "forage_horses",
        &["mounted", "cavalry_only"],
        "mounted",
        "Wells L685",
    ),
    spec(
        "supply_failure",
        &["six_moves", "halt_then_out"],
        "six_moves",
        "Wells L725",
    ),
    spec("supply_blocking", &["line", "agreed"], "line", "Wells L697"),
    spec(
        "train_speed",
        &["appendix", "chapter_v"],
        "appendix",
        "Wells L869, L519",
    ),
    spec(
        "entrain_time",
        &["one_move_each", "boat_model"],
        "one_move_each",
        "Wells L519, L869, L624-L626",
    ),
    // Settings.
    spec(
        "rules_mode",
        &["floor", "kriegspiel"],
        "floor",
        "Wells L577",
    ),
    spec(
        "game_type",
        &["fight_to_finish", "blow_at_rear", "defensive"],
        "fight_to_finish",
        "Wells L356-L368",
    ),
    spec(
        "curtain",
        &["on", "off"],
        "on",
        "Wells L229, L172; Streamlined L52-L53",
    ),
    spec("handicap_dice", &["off", "on"], "off", "Wells L375"),
    spec(
        "approach_moves",
        &[
            "off", "x2_15ft", "x2_12ft", "x2_10ft", "x3_15ft", "x3_12ft", "x3_10ft",
        ],
        "off",
        "Wells L515",
    ),
    spec("boxed_troops", &["off", "on"], "off", "Wells L515"),
    spec("outdoor_moves", &["x1", "x1_5", "x2"], "x1", "Wells L519"),
];
