//! The named options of Little Wars as data: every contradiction between Wells, the
//! streamlined rules and the appendix, and every point they leave open, with the reference's
//! default and where it is argued (`../shared/rules/little-wars.md` §1, table "Options").

/// One option of the reference: its id, its readings, its default and where it is argued.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    /// The stable id (`isolation_test`).
    pub id: &'static str,
    /// The question the option answers, in a few words.
    pub question: &'static str,
    /// The readings, the default among them.
    pub readings: &'static [&'static str],
    /// The reading in force unless the players choose another.
    pub default: &'static str,
    /// The sources the option is argued from.
    pub cite: &'static str,
}

const fn spec(
    id: &'static str,
    question: &'static str,
    readings: &'static [&'static str],
    default: &'static str,
    cite: &'static str,
) -> OptionSpec {
    OptionSpec {
        id,
        question,
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
        "How is each side's force chosen?",
        &["equal", "points_150"],
        "equal",
        "Wells L375; Streamlined L44",
    ),
    spec(
        "putdown_placement",
        "Where may men be put down when there is no curtain?",
        &["free", "closest"],
        "free",
        "Wells L229; Streamlined L52",
    ),
    spec(
        "put_down_half",
        "May men be put down beyond the middle line, in the enemy's half?",
        &["own_half", "anywhere"],
        "own_half",
        "Wells L229",
    ),
    // Defensive Game.
    spec(
        "defensive_first_player",
        "In the Defensive Game, who defends and who moves first?",
        &["attacker_first", "defender_first"],
        "attacker_first",
        "Wells L368; Streamlined L46, L89",
    ),
    spec(
        "defensive_strength",
        "What measures 'two-thirds as strong' and 'a quarter of the original strength'?",
        &["points", "men"],
        "points",
        "Wells L368, L375; Streamlined L89",
    ),
    spec(
        "defensive_win",
        "What must the attacker do to win the Defensive Game?",
        &["arriving_quarter", "surviving_quarter"],
        "arriving_quarter",
        "Wells L368; Streamlined L89",
    ),
    spec(
        "deploy_move_length",
        "How long is 'one move' in the Defensive Game's put-down zones?",
        &["own_move", "infantry_move", "cavalry_move"],
        "own_move",
        "Wells L368; Streamlined L89",
    ),
    spec(
        "defensive_attacker_setup",
        "Where does the attacker put down in the Defensive Game?",
        &["within_one_move", "at_one_move", "back_line_rule"],
        "within_one_move",
        "Wells L368, L229; Streamlined L89",
    ),
    spec(
        "defensive_scoring",
        "How is a Defensive Game scored?",
        &["standard_scale", "result_only"],
        "standard_scale",
        "Wells L368; Streamlined L91-L95",
    ),
    // Blow at the Rear and endings.
    spec(
        "blow_target",
        "Which part of the enemy's back line counts for a Blow at the Rear?",
        &["whole", "middle", "left_half", "right_half"],
        "whole",
        "Wells L364",
    ),
    spec(
        "blow_after_decision",
        "What may the victor do during the loser's six retreat moves?",
        &["play_continues", "victor_holds"],
        "play_continues",
        "Wells L364; Streamlined L87",
    ),
    spec(
        "capitulated_men",
        "What becomes of men who capitulate?",
        &["prisoners", "removed"],
        "prisoners",
        "Wells L364; Streamlined L87",
    ),
    spec(
        "surrender",
        "What becomes of an isolated body that surrenders?",
        &["prisoners_removed", "prisoners_on_table"],
        "prisoners_removed",
        "Wells L341",
    ),
    spec(
        "draw_count",
        "Which men count towards 'both below fifteen men'?",
        &["on_field", "all_alive"],
        "on_field",
        "Wells L356; Streamlined L85",
    ),
    spec(
        "retreated_score",
        "Do men and guns taken off over their own back line score?",
        &["yes", "no"],
        "yes",
        "Wells L168; Streamlined L21",
    ),
    spec(
        "gun_to_take",
        "When is a gun 'in a position to take'?",
        &["active_next_move", "agreed"],
        "active_next_move",
        "Wells L356; Streamlined L94",
    ),
    spec(
        "campaign_margin",
        "When is a campaign won?",
        &["reach", "exceed"],
        "reach",
        "Wells L168; Streamlined L96",
    ),
    // Timing.
    spec(
        "time_allowance",
        "From which forces is the move time reckoned?",
        &["agreed", "current", "original"],
        "agreed",
        "Wells L238; Streamlined L58",
    ),
    spec(
        "time_rounding",
        "How is the move time rounded?",
        &["ceil_total", "ceil_men", "exact"],
        "ceil_total",
        "Wells L238",
    ),
    spec(
        "interval_limit",
        "How long may the interval between moves last?",
        &["five", "four", "none"],
        "five",
        "Wells L238, L131",
    ),
    // Measuring.
    spec(
        "move_measure",
        "How is the length of a move measured?",
        &["path", "straight"],
        "path",
        "Wells L257",
    ),
    spec(
        "gun_radius_from",
        "From what part of a gun are its 6-inch distances measured?",
        &["any_part", "axle_midpoint"],
        "any_part",
        "Wells L269, L273, L296, L345",
    ),
    // Guns.
    spec(
        "first_fire",
        "When may the guns first fire?",
        &["wells", "streamlined"],
        "wells",
        "Wells L242, L368; Streamlined L32, L89",
    ),
    spec(
        "trail_men",
        "Where do two men stand after their gun fires?",
        &["wells", "streamlined"],
        "wells",
        "Wells L273, L127; Streamlined L33",
    ),
    spec(
        "capture_position",
        "Where must the four men taking a gun stand?",
        &["passed_axis", "within_6in_passed_axis"],
        "passed_axis",
        "Wells L345; Streamlined L79",
    ),
    // Melee, isolation, prisoners.
    spec(
        "melee_extent",
        "Who takes part in a melee?",
        &["wells", "centre_unit"],
        "wells",
        "Wells L296; Streamlined L66-L68",
    ),
    spec(
        "melee_order",
        "How are several melees after one move settled?",
        &["simultaneous", "sequential"],
        "simultaneous",
        "Streamlined L64-L66",
    ),
    spec(
        "isolation_test",
        "How is the weaker side's isolation tested?",
        &["wells", "streamlined"],
        "wells",
        "Wells L288, L308; Streamlined L20, L70",
    ),
    spec(
        "isolation_radius",
        "How near must a friend be to support?",
        &["supporter_move", "infantry_move", "cavalry_move"],
        "supporter_move",
        "Wells L288, L308",
    ),
    spec(
        "supporter_eligibility",
        "Which friends may count as supporters?",
        &["free_armed", "armed"],
        "free_armed",
        "Wells L332; Streamlined L23",
    ),
    spec(
        "disarmed_men",
        "What can prisoners and freed men not yet rearmed do?",
        &["nothing", "melee_only"],
        "nothing",
        "Wells L328, L332; Streamlined L23",
    ),
    spec(
        "prisoner_release",
        "When do prisoners go free?",
        &["escort_groups", "any_escort_death", "streamlined"],
        "escort_groups",
        "Wells L328, L332; Streamlined L25, L81",
    ),
    spec(
        "escort_status",
        "Is an escort still a fighting man?",
        &["armed", "detached"],
        "armed",
        "Wells L332",
    ),
    // Kriegspiel appendix.
    spec(
        "move_counting",
        "Whose moves count in 'for N moves'?",
        &["own_moves", "all_moves"],
        "own_moves",
        "Wells L561, L577, L754-L767, L685",
    ),
    spec(
        "general_vulnerability",
        "Can the General be hit?",
        &["sykes", "invulnerable"],
        "sykes",
        "Wells L577",
    ),
    spec(
        "kriegspiel_gun_projectile",
        "What do the appendix's guns fire?",
        &["shell_only", "shell_or_shot"],
        "shell_only",
        "Wells L561, L565",
    ),
    spec(
        "kriegspiel_gun_crew",
        "Do the floor game's crew rules bind the Royal Artillery?",
        &["floor_rules", "move_only"],
        "floor_rules",
        "Wells L561, L595",
    ),
    spec(
        "action_time",
        "What does a 'half a move' or 'one move' action cost?",
        &["share_of_move", "whole_move"],
        "share_of_move",
        "Wells L621-L652",
    ),
    spec(
        "boat_batches",
        "How long do boats take for other than 20 men?",
        &["per_started_20", "proportional"],
        "per_started_20",
        "Wells L624-L626",
    ),
    spec(
        "contour_cost",
        "How do contours cost movement?",
        &["added", "instead"],
        "added",
        "Wells L600-L602",
    ),
    spec(
        "wheel_slope",
        "Where do wheels need a road on a slope?",
        &["four_per_foot", "agreed"],
        "four_per_foot",
        "Wells L600-L602",
    ),
    spec(
        "shell_scope",
        "Whose exposed men does a shell halve?",
        &["per_side", "combined"],
        "per_side",
        "Wells L561",
    ),
    spec(
        "shell_choice",
        "Who picks which exposed men a shell kills?",
        &["firer", "owner", "nearest"],
        "firer",
        "Wells L561, L320",
    ),
    spec(
        "shell_inside",
        "When is a man within a shell's three inches?",
        &["any_part", "base_centre"],
        "any_part",
        "Wells L561, L296",
    ),
    spec(
        "rifle_grouping",
        "May a man be in two fives of a rifle volley?",
        &["disjoint", "overlapping"],
        "disjoint",
        "Wells L565",
    ),
    spec(
        "charging_distance",
        "What is 'within charging distance'?",
        &["cavalry_move", "custom"],
        "cavalry_move",
        "Wells L591, L828, L856, L864",
    ),
    spec(
        "charge_bands",
        "Into which band does a charge from exactly 1 or 2 ft fall?",
        &["round_up", "round_down"],
        "round_up",
        "Wells L788-L812, L856, L860",
    ),
    spec(
        "charge_rounding",
        "How are a charge's losses rounded?",
        &["half_up", "floor", "ceil"],
        "half_up",
        "Wells L693, L788-L812",
    ),
    spec(
        "close_order_formations",
        "Which formations are close order?",
        &["ranks_or_fours", "agreed"],
        "ranks_or_fours",
        "Wells L622-L623, L800, L816, L856",
    ),
    spec(
        "downhill_multiplier",
        "What does charging downhill multiply?",
        &["numbers", "losses"],
        "numbers",
        "Wells L844",
    ),
    spec(
        "retiring_infantry_cavalry_loss",
        "Does cavalry lose nothing against retiring infantry in any order?",
        &["both", "ranks_only"],
        "both",
        "Wells L856",
    ),
    spec(
        "retire_distance",
        "How far does a body bound to retire go each move?",
        &["full_move", "agreed"],
        "full_move",
        "Wells L848, L856, L864",
    ),
    spec(
        "cavalry_v_guns",
        "How many guns does one cavalry charge take?",
        &["one_per_charge", "one_per_payment"],
        "one_per_charge",
        "Wells L860",
    ),
    // Supply.
    spec(
        "supply_model",
        "Which supply rules apply?",
        &["none", "waggons", "packets"],
        "none",
        "Wells L143, L515, L685-L729",
    ),
    spec(
        "supply_distance_unit",
        "Whose moves measure Chapter V's supply distances?",
        &["served_moves", "carrier_moves"],
        "served_moves",
        "Wells L515",
    ),
    spec(
        "supply_rounding",
        "How are groups other than infantry rounded for supply?",
        &["half_up_all", "infantry_only"],
        "half_up_all",
        "Wells L693",
    ),
    spec(
        "supply_reckoning",
        "Are supply packets reckoned per body or per side?",
        &["per_body", "per_side"],
        "per_body",
        "Wells L685, L689, L693",
    ),
    spec(
        "supply_exemption",
        "Which isolated bodies need no supply?",
        &["infantry_only", "all_arms"],
        "infantry_only",
        "Wells L693",
    ),
    spec(
        "supply_radius_other",
        "How near must supplies be for arms other than infantry and cavalry?",
        &["six_ft", "eighteen_ft"],
        "six_ft",
        "Wells L689",
    ),
    spec(
        "forage_horses",
        "Which figures count as horses to be foraged?",
        &["mounted", "cavalry_only"],
        "mounted",
        "Wells L685",
    ),
    spec(
        "supply_failure",
        "What does missing supply do to troops?",
        &["six_moves", "halt_then_out"],
        "six_moves",
        "Wells L725",
    ),
    spec(
        "supply_blocking",
        "When is the enemy 'between' supplies and troops?",
        &["line", "agreed"],
        "line",
        "Wells L697",
    ),
    spec(
        "train_speed",
        "How fast does a train go?",
        &["appendix", "chapter_v"],
        "appendix",
        "Wells L869, L519",
    ),
    spec(
        "entrain_time",
        "How long do entraining and detraining take?",
        &["one_move_each", "boat_model"],
        "one_move_each",
        "Wells L519, L869, L624-L626",
    ),
    // Settings.
    spec(
        "rules_mode",
        "Floor game or the Kriegspiel appendix?",
        &["floor", "kriegspiel"],
        "floor",
        "Wells L577",
    ),
    spec(
        "game_type",
        "Which kind of battle?",
        &["fight_to_finish", "blow_at_rear", "defensive"],
        "fight_to_finish",
        "Wells L356-L368",
    ),
    spec(
        "curtain",
        "Do both sides put down at once behind a curtain?",
        &["on", "off"],
        "on",
        "Wells L229, L172; Streamlined L52-L53",
    ),
    spec(
        "handicap_dice",
        "Are dice thrown for a handicap?",
        &["off", "on"],
        "off",
        "Wells L375",
    ),
    spec(
        "approach_moves",
        "Are moves longer while the armies are far apart?",
        &[
            "off", "x2_15ft", "x2_12ft", "x2_10ft", "x3_15ft", "x3_12ft", "x3_10ft",
        ],
        "off",
        "Wells L515",
    ),
    spec(
        "boxed_troops",
        "Are boxed troops and scouts used?",
        &["off", "on"],
        "off",
        "Wells L515",
    ),
    spec(
        "outdoor_moves",
        "How much longer are moves out of doors?",
        &["x1", "x1_5", "x2"],
        "x1",
        "Wells L519",
    ),
];

/// The reference's groups of options (§1, table "Options"), each named with the id of its
/// first option; a group runs to the next one's first option, in [`OPTION_SPECS`]' order.
pub const OPTION_GROUPS: &[(&str, &str)] = &[
    ("Forces and set-up", "force_selection"),
    ("Defensive Game", "defensive_first_player"),
    ("Blow at the Rear and endings", "blow_target"),
    ("Timing", "time_allowance"),
    ("Measuring", "move_measure"),
    ("Guns", "first_fire"),
    ("Melee, isolation, prisoners", "melee_extent"),
    ("Kriegspiel appendix", "move_counting"),
    ("Supply", "supply_model"),
    ("Settings", "rules_mode"),
];

/// The options in their groups, in the reference's order: each group's name and its options.
pub fn grouped_specs() -> Vec<(&'static str, &'static [OptionSpec])> {
    let starts: Vec<usize> = OPTION_GROUPS
        .iter()
        .filter_map(|(_, first)| OPTION_SPECS.iter().position(|s| s.id == *first))
        .chain([OPTION_SPECS.len()])
        .collect();
    OPTION_GROUPS
        .iter()
        .zip(starts.windows(2))
        .map(|((name, _), w)| (*name, OPTION_SPECS.get(w[0]..w[1]).unwrap_or(&[])))
        .collect()
}
