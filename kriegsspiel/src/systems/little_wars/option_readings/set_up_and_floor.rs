//! The readings of the set-up and floor-game options (first half of §1's table).

use crate::readings::readings;
use serde::{Deserialize, Serialize};

readings! {
    /// `force_selection` (Wells L375; Streamlined L44).
    ForceSelection {
        /// `equal`.
        Equal = "equal",
        /// `points_150`.
        Points150 = "points_150",
    } default Equal
}

readings! {
    /// `putdown_placement` (Wells L229; Streamlined L52).
    PutdownPlacement {
        /// `free`.
        Free = "free",
        /// `closest`.
        Closest = "closest",
    } default Free
}

readings! {
    /// `put_down_half` (Wells L229 puts men "along his back line", in front of or behind it,
    /// and names no limit forward; the program's default keeps each side to its own half).
    PutDownHalf {
        /// `own_half`: no further forward than the middle line.
        OwnHalf = "own_half",
        /// `anywhere`: anywhere on the table; the first move still counts from the back line.
        Anywhere = "anywhere",
    } default OwnHalf
}

readings! {
    /// `defensive_first_player` (Wells L368; Streamlined L46, L89).
    DefensiveFirstPlayer {
        /// `attacker_first`.
        AttackerFirst = "attacker_first",
        /// `defender_first`.
        DefenderFirst = "defender_first",
    } default AttackerFirst
}

readings! {
    /// `defensive_strength` (Wells L368, L375; Streamlined L89).
    DefensiveStrength {
        /// `points`.
        Points = "points",
        /// `men`.
        Men = "men",
    } default Points
}

readings! {
    /// `defensive_win` (Wells L368; Streamlined L89).
    DefensiveWin {
        /// `arriving_quarter`.
        ArrivingQuarter = "arriving_quarter",
        /// `surviving_quarter`.
        SurvivingQuarter = "surviving_quarter",
    } default ArrivingQuarter
}

readings! {
    /// `deploy_move_length` (Wells L368; Streamlined L89).
    DeployMoveLength {
        /// `own_move`.
        OwnMove = "own_move",
        /// `infantry_move`.
        InfantryMove = "infantry_move",
        /// `cavalry_move`.
        CavalryMove = "cavalry_move",
    } default OwnMove
}

readings! {
    /// `defensive_attacker_setup` (Wells L368, L229; Streamlined L89).
    DefensiveAttackerSetup {
        /// `within_one_move`.
        WithinOneMove = "within_one_move",
        /// `at_one_move`.
        AtOneMove = "at_one_move",
        /// `back_line_rule`.
        BackLineRule = "back_line_rule",
    } default WithinOneMove
}

readings! {
    /// `defensive_scoring` (Wells L368; Streamlined L91-L95).
    DefensiveScoring {
        /// `standard_scale`.
        StandardScale = "standard_scale",
        /// `result_only`.
        ResultOnly = "result_only",
    } default StandardScale
}

readings! {
    /// `blow_target` (Wells L364).
    BlowTarget {
        /// `whole`.
        Whole = "whole",
        /// `middle`.
        Middle = "middle",
        /// `left_half`.
        LeftHalf = "left_half",
        /// `right_half`.
        RightHalf = "right_half",
    } default Whole
}

readings! {
    /// `blow_after_decision` (Wells L364; Streamlined L87).
    BlowAfterDecision {
        /// `play_continues`.
        PlayContinues = "play_continues",
        /// `victor_holds`.
        VictorHolds = "victor_holds",
    } default PlayContinues
}

readings! {
    /// `capitulated_men` (Wells L364; Streamlined L87).
    CapitulatedMen {
        /// `prisoners`.
        Prisoners = "prisoners",
        /// `removed`.
        Removed = "removed",
    } default Prisoners
}

readings! {
    /// `surrender` (Wells L341).
    Surrender {
        /// `prisoners_removed`.
        PrisonersRemoved = "prisoners_removed",
        /// `prisoners_on_table`.
        PrisonersOnTable = "prisoners_on_table",
    } default PrisonersRemoved
}

readings! {
    /// `draw_count` (Wells L356; Streamlined L85).
    DrawCount {
        /// `on_field`.
        OnField = "on_field",
        /// `all_alive`.
        AllAlive = "all_alive",
    } default OnField
}

readings! {
    /// `retreated_score` (Wells L168; Streamlined L21).
    RetreatedScore {
        /// `yes`.
        Yes = "yes",
        /// `no`.
        No = "no",
    } default Yes
}

readings! {
    /// `gun_to_take` (Wells L356; Streamlined L94).
    GunToTake {
        /// `active_next_move`.
        ActiveNextMove = "active_next_move",
        /// `agreed`.
        Agreed = "agreed",
    } default ActiveNextMove
}

readings! {
    /// `campaign_margin` (Wells L168; Streamlined L96).
    CampaignMargin {
        /// `reach`.
        Reach = "reach",
        /// `exceed`.
        Exceed = "exceed",
    } default Reach
}

readings! {
    /// `time_allowance` (Wells L238; Streamlined L58).
    TimeAllowance {
        /// `agreed`.
        Agreed = "agreed",
        /// `current`.
        Current = "current",
        /// `original`.
        Original = "original",
    } default Agreed
}

readings! {
    /// `time_rounding` (Wells L238).
    TimeRounding {
        /// `ceil_total`.
        CeilTotal = "ceil_total",
        /// `ceil_men`.
        CeilMen = "ceil_men",
        /// `exact`.
        Exact = "exact",
    } default CeilTotal
}

readings! {
    /// `interval_limit` (Wells L238, L131).
    IntervalLimit {
        /// `five`.
        Five = "five",
        /// `four`.
        Four = "four",
        /// `none`.
        None = "none",
    } default Five
}

readings! {
    /// `move_measure` (Wells L257).
    MoveMeasure {
        /// `path`.
        Path = "path",
        /// `straight`.
        Straight = "straight",
    } default Path
}

readings! {
    /// `gun_radius_from` (Wells L269, L273, L296, L345).
    GunRadiusFrom {
        /// `any_part`.
        AnyPart = "any_part",
        /// `axle_midpoint`.
        AxleMidpoint = "axle_midpoint",
    } default AnyPart
}

readings! {
    /// `first_fire` (Wells L242, L368; Streamlined L32, L89).
    FirstFire {
        /// `wells`.
        Wells = "wells",
        /// `streamlined`.
        Streamlined = "streamlined",
    } default Wells
}

readings! {
    /// `trail_men` (Wells L273, L127; Streamlined L33).
    TrailMen {
        /// `wells`.
        Wells = "wells",
        /// `streamlined`.
        Streamlined = "streamlined",
    } default Wells
}

readings! {
    /// `capture_position` (Wells L345; Streamlined L79).
    CapturePosition {
        /// `passed_axis`.
        PassedAxis = "passed_axis",
        /// `within_6in_passed_axis`.
        Within6inPassedAxis = "within_6in_passed_axis",
    } default PassedAxis
}

readings! {
    /// `melee_extent` (Wells L296; Streamlined L66-L68).
    MeleeExtent {
        /// `wells`.
        Wells = "wells",
        /// `centre_unit`.
        CentreUnit = "centre_unit",
    } default Wells
}

readings! {
    /// `melee_order` (Streamlined L64-L66).
    MeleeOrder {
        /// `simultaneous`.
        Simultaneous = "simultaneous",
        /// `sequential`.
        Sequential = "sequential",
    } default Simultaneous
}

readings! {
    /// `isolation_test` (Wells L288, L308; Streamlined L20, L70).
    IsolationTest {
        /// `wells`.
        Wells = "wells",
        /// `streamlined`.
        Streamlined = "streamlined",
    } default Wells
}

readings! {
    /// `isolation_radius` (Wells L288, L308).
    IsolationRadius {
        /// `supporter_move`.
        SupporterMove = "supporter_move",
        /// `infantry_move`.
        InfantryMove = "infantry_move",
        /// `cavalry_move`.
        CavalryMove = "cavalry_move",
    } default SupporterMove
}

readings! {
    /// `supporter_eligibility` (Wells L332; Streamlined L23).
    SupporterEligibility {
        /// `free_armed`.
        FreeArmed = "free_armed",
        /// `armed`.
        Armed = "armed",
    } default FreeArmed
}

readings! {
    /// `disarmed_men` (Wells L328, L332; Streamlined L23).
    DisarmedMen {
        /// `nothing`.
        Nothing = "nothing",
        /// `melee_only`.
        MeleeOnly = "melee_only",
    } default Nothing
}

readings! {
    /// `prisoner_release` (Wells L328, L332; Streamlined L25, L81).
    PrisonerRelease {
        /// `escort_groups`.
        EscortGroups = "escort_groups",
        /// `any_escort_death`.
        AnyEscortDeath = "any_escort_death",
        /// `streamlined`.
        Streamlined = "streamlined",
    } default EscortGroups
}

readings! {
    /// `escort_status` (Wells L332).
    EscortStatus {
        /// `armed`.
        Armed = "armed",
        /// `detached`.
        Detached = "detached",
    } default Armed
}

readings! {
    /// `move_counting` (Wells L561, L577, L754-L767, L685).
    MoveCounting {
        /// `own_moves`.
        OwnMoves = "own_moves",
        /// `all_moves`.
        AllMoves = "all_moves",
    } default OwnMoves
}

readings! {
    /// `general_vulnerability` (Wells L577).
    GeneralVulnerability {
        /// `sykes`.
        Sykes = "sykes",
        /// `invulnerable`.
        Invulnerable = "invulnerable",
    } default Sykes
}

readings! {
    /// `kriegspiel_gun_projectile` (Wells L561, L565).
    KriegspielGunProjectile {
        /// `shell_only`.
        ShellOnly = "shell_only",
        /// `shell_or_shot`.
        ShellOrShot = "shell_or_shot",
    } default ShellOnly
}
