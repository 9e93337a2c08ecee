//! The readings of the Kriegspiel appendix's options and the settings (second half of §1's
//! table).

use crate::readings::readings;
use serde::{Deserialize, Serialize};

readings! {
    /// `kriegspiel_gun_crew` (Wells L561, L595).
    KriegspielGunCrew {
        /// `floor_rules`.
        FloorRules = "floor_rules",
        /// `move_only`.
        MoveOnly = "move_only",
    } default FloorRules
}

readings! {
    /// `action_time` (Wells L621-L652).
    ActionTime {
        /// `share_of_move`.
        ShareOfMove = "share_of_move",
        /// `whole_move`.
        WholeMove = "whole_move",
    } default ShareOfMove
}

readings! {
    /// `boat_batches` (Wells L624-L626).
    BoatBatches {
        /// `per_started_20`.
        PerStarted20 = "per_started_20",
        /// `proportional`.
        Proportional = "proportional",
    } default PerStarted20
}

readings! {
    /// `contour_cost` (Wells L600-L602).
    ContourCost {
        /// `added`.
        Added = "added",
        /// `instead`.
        Instead = "instead",
    } default Added
}

readings! {
    /// `wheel_slope` (Wells L600-L602).
    WheelSlope {
        /// `four_per_foot`.
        FourPerFoot = "four_per_foot",
        /// `agreed`.
        Agreed = "agreed",
    } default FourPerFoot
}

readings! {
    /// `shell_scope` (Wells L561).
    ShellScope {
        /// `per_side`.
        PerSide = "per_side",
        /// `combined`.
        Combined = "combined",
    } default PerSide
}

readings! {
    /// `shell_choice` (Wells L561, L320).
    ShellChoice {
        /// `firer`.
        Firer = "firer",
        /// `owner`.
        Owner = "owner",
        /// `nearest`.
        Nearest = "nearest",
    } default Firer
}

readings! {
    /// `shell_inside` (Wells L561, L296).
    ShellInside {
        /// `any_part`.
        AnyPart = "any_part",
        /// `base_centre`.
        BaseCentre = "base_centre",
    } default AnyPart
}

readings! {
    /// `rifle_grouping` (Wells L565).
    RifleGrouping {
        /// `disjoint`.
        Disjoint = "disjoint",
        /// `overlapping`.
        Overlapping = "overlapping",
    } default Disjoint
}

readings! {
    /// `charging_distance` (Wells L591, L828, L856, L864).
    ChargingDistance {
        /// `cavalry_move`.
        CavalryMove = "cavalry_move",
        /// `custom`.
        Custom = "custom",
    } default CavalryMove
}

readings! {
    /// `charge_bands` (Wells L788-L812, L856, L860).
    ChargeBands {
        /// `round_up`.
        RoundUp = "round_up",
        /// `round_down`.
        RoundDown = "round_down",
    } default RoundUp
}

readings! {
    /// `charge_rounding` (Wells L693, L788-L812).
    ChargeRounding {
        /// `half_up`.
        HalfUp = "half_up",
        /// `floor`.
        Floor = "floor",
        /// `ceil`.
        Ceil = "ceil",
    } default HalfUp
}

readings! {
    /// `close_order_formations` (Wells L622-L623, L800, L816, L856).
    CloseOrderFormations {
        /// `ranks_or_fours`.
        RanksOrFours = "ranks_or_fours",
        /// `agreed`.
        Agreed = "agreed",
    } default RanksOrFours
}

readings! {
    /// `downhill_multiplier` (Wells L844).
    DownhillMultiplier {
        /// `numbers`.
        Numbers = "numbers",
        /// `losses`.
        Losses = "losses",
    } default Numbers
}

readings! {
    /// `retiring_infantry_cavalry_loss` (Wells L856).
    RetiringInfantryCavalryLoss {
        /// `both`.
        Both = "both",
        /// `ranks_only`.
        RanksOnly = "ranks_only",
    } default Both
}

readings! {
    /// `retire_distance` (Wells L848, L856, L864).
    RetireDistance {
        /// `full_move`.
        FullMove = "full_move",
        /// `agreed`.
        Agreed = "agreed",
    } default FullMove
}

readings! {
    /// `cavalry_v_guns` (Wells L860).
    CavalryVGuns {
        /// `one_per_charge`.
        OnePerCharge = "one_per_charge",
        /// `one_per_payment`.
        OnePerPayment = "one_per_payment",
    } default OnePerCharge
}

readings! {
    /// `supply_model` (Wells L143, L515, L685-L729).
    SupplyModel {
        /// `none`.
        None = "none",
        /// `waggons`.
        Waggons = "waggons",
        /// `packets`.
        Packets = "packets",
    } default None
}

readings! {
    /// `supply_distance_unit` (Wells L515).
    SupplyDistanceUnit {
        /// `served_moves`.
        ServedMoves = "served_moves",
        /// `carrier_moves`.
        CarrierMoves = "carrier_moves",
    } default ServedMoves
}

readings! {
    /// `supply_rounding` (Wells L693).
    SupplyRounding {
        /// `half_up_all`.
        HalfUpAll = "half_up_all",
        /// `infantry_only`.
        InfantryOnly = "infantry_only",
    } default HalfUpAll
}

readings! {
    /// `supply_reckoning` (Wells L685, L689, L693).
    SupplyReckoning {
        /// `per_body`.
        PerBody = "per_body",
        /// `per_side`.
        PerSide = "per_side",
    } default PerBody
}

readings! {
    /// `supply_exemption` (Wells L693).
    SupplyExemption {
        /// `infantry_only`.
        InfantryOnly = "infantry_only",
        /// `all_arms`.
        AllArms = "all_arms",
    } default InfantryOnly
}

readings! {
    /// `supply_radius_other` (Wells L689).
    SupplyRadiusOther {
        /// `six_ft`.
        SixFt = "six_ft",
        /// `eighteen_ft`.
        EighteenFt = "eighteen_ft",
    } default SixFt
}

readings! {
    /// `forage_horses` (Wells L685).
    ForageHorses {
        /// `mounted`.
        Mounted = "mounted",
        /// `cavalry_only`.
        CavalryOnly = "cavalry_only",
    } default Mounted
}

readings! {
    /// `supply_failure` (Wells L725).
    SupplyFailure {
        /// `six_moves`.
        SixMoves = "six_moves",
        /// `halt_then_out`.
        HaltThenOut = "halt_then_out",
    } default SixMoves
}

readings! {
    /// `supply_blocking` (Wells L697).
    SupplyBlocking {
        /// `line`.
        Line = "line",
        /// `agreed`.
        Agreed = "agreed",
    } default Line
}

readings! {
    /// `train_speed` (Wells L869, L519).
    TrainSpeed {
        /// `appendix`.
        Appendix = "appendix",
        /// `chapter_v`.
        ChapterV = "chapter_v",
    } default Appendix
}

readings! {
    /// `entrain_time` (Wells L519, L869, L624-L626).
    EntrainTime {
        /// `one_move_each`.
        OneMoveEach = "one_move_each",
        /// `boat_model`.
        BoatModel = "boat_model",
    } default OneMoveEach
}

readings! {
    /// `rules_mode` (Wells L577).
    RulesMode {
        /// `floor`.
        Floor = "floor",
        /// `kriegspiel`.
        Kriegspiel = "kriegspiel",
    } default Floor
}

readings! {
    /// `game_type` (Wells L356-L368).
    GameType {
        /// `fight_to_finish`.
        FightToFinish = "fight_to_finish",
        /// `blow_at_rear`.
        BlowAtRear = "blow_at_rear",
        /// `defensive`.
        Defensive = "defensive",
    } default FightToFinish
}

readings! {
    /// `curtain` (Wells L229, L172; Streamlined L52-L53).
    Curtain {
        /// `on`.
        On = "on",
        /// `off`.
        Off = "off",
    } default On
}

readings! {
    /// `handicap_dice` (Wells L375).
    HandicapDice {
        /// `off`.
        Off = "off",
        /// `on`.
        On = "on",
    } default Off
}

readings! {
    /// `approach_moves` (Wells L515).
    ApproachMoves {
        /// `off`.
        Off = "off",
        /// `x2_15ft`.
        X215ft = "x2_15ft",
        /// `x2_12ft`.
        X212ft = "x2_12ft",
        /// `x2_10ft`.
        X210ft = "x2_10ft",
        /// `x3_15ft`.
        X315ft = "x3_15ft",
        /// `x3_12ft`.
        X312ft = "x3_12ft",
        /// `x3_10ft`.
        X310ft = "x3_10ft",
    } default Off
}

readings! {
    /// `boxed_troops` (Wells L515).
    BoxedTroops {
        /// `off`.
        Off = "off",
        /// `on`.
        On = "on",
    } default Off
}

readings! {
    /// `outdoor_moves` (Wells L519).
    OutdoorMoves {
        /// `x1`.
        X1 = "x1",
        /// `x1_5`.
        X15 = "x1_5",
        /// `x2`.
        X2 = "x2",
    } default X1
}
