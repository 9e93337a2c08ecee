//! The readings of the contradictions the workbench has had from the start (reference §11,
//! "Options the program has now"), with their sources as the corrected reference gives them.
//! Line numbers ("L382") are lines of the draft's file.

use serde::{Deserialize, Serialize};

named_option! {
    /// How long guns in a strategic march column need to prepare for action.
    GunPreparation, id = "gun_preparation",
    question = "Time for guns in a strategic march column to prepare for action",
    {
        #[default]
        Section2 = "section2": "4 minutes plus the 2-minute unlimbering (Section 2 — Notes Relating to the Movement Table, L382–384)",
        ChartNote = "chart_note": "8 minutes to prepare guns for action (Appendix Three — Movement Chart, note, L1881)",
    }
}

named_option! {
    /// How far behind the first line a cavalry second line counts.
    CavalrySecondLine, id = "cavalry_second_line",
    question = "Distance behind the first line at which a cavalry second line counts",
    {
        #[default]
        Appendix400To800 = "appendix_400_800": "400–800 paces (Section 4 — Influences of a Second Line, L1152; the appendix's table, L2269)",
        Section4Text400To600 = "section4_400_600": "400–600 paces (Section 4 — Cavalry versus Cavalry, L875; its box, L3937)",
    }
}

named_option! {
    /// Which ranges a 9-pounder battery uses.
    NinePounderRanges, id = "nine_pounder_ranges",
    question = "Ranges of a 9-pdr battery",
    {
        #[default]
        SixPounderRanges = "six_pounder": "the 6-pdr ranges: the range table puts the 9-pdr beside the 6-pdr (Appendix Three — Artillery Ranges, L2279)",
        SameDieDecides = "die_decides": "the die that picks the fire column also picks heavy or light ranges (Section 3 — Rules for Artillery Firepower, L545)",
    }
}

named_option! {
    /// Which slope limits decide good or bad artillery effect.
    ArtilleryEffectCriteria, id = "artillery_effect_criteria",
    question = "Slope limits for good artillery effect",
    {
        #[default]
        FirstList = "first_list": "canister 5° and level for 150 paces, solid shot 10° and a clear quarter of the distance, random shot 5° and even for 600 paces; bad 10°, 15°, 10° (Section 3, L549–561)",
        SecondList = "second_list": "10° for canister and random shot, 20° for elevation, a clear view 200 paces before or behind (Section 3, second list, L591–603)",
    }
}

named_option! {
    /// The exchange threshold for infantry in two ranks.
    TwoRankExchange, id = "two_rank_exchange",
    question = "Loss points at which a 2-rank half battalion is exchanged",
    {
        #[default]
        Section3 = "section3_45": "45 points = 150 men, ⅙ of a battalion (Section 3, L527; L513)",
        CasualtySheet = "sheet_50": "50 points, as the casualty record sheet prints its two-rank track (L4499); that track is kept in points, five to a box with the d6 for a remainder (L4678), never turned into men",
    }
}

named_option! {
    /// How loss points convert to men for infantry.
    InfantryPointsValue, id = "infantry_points_value",
    question = "Men per loss point for infantry",
    {
        #[default]
        Section3 = "section3": "3 ranks 1 point = 5 men, 2 ranks 3 points = 10 men (Section 3, L513; the casualty sheet, L4485, L4497)",
        CombatTableBox = "combat_table_box": "1 point = 3 men, 2 points = 10 men (the close-combat table's points-value box, L3657–3663)",
    }
}

named_option! {
    /// What a victorious unit loses in a melee.
    CavalryWinnerLosses, id = "cavalry_winner_losses",
    question = "Losses of the winner of a melee",
    {
        #[default]
        TableNote = "table_note": "victorious cavalry half the loser's losses after R or D, a third after T (the table's notes, L2339–2341, L3656); infantry winners by their own rules: approach fire only, 10 or 5 points for successful defenders (L1243, L1269, L1271)",
        HalfAlways = "half_always": "victorious cavalry always half the loser's losses ('The Dice', L180; 'Using the Close Combat Table', L1243)",
        TableNoteAllArms = "table_note_all_arms": "every winner, infantry included, half the loser's losses after R or D and a third after T, in place of the 10/5 points for successful defenders (the table's notes name no arm, L2339–2341, L3656)",
    }
}

named_option! {
    /// Recovery times of beaten troops.
    RecoveryTimes, id = "recovery_times",
    question = "Moves before beaten troops can defend / attack again",
    withdrawn = [
        "dice_summary": "read without its '& then' the box lets totally defeated troops attack before they may defend, which the draft excludes (L176, L1261); choose dice_summary_then",
    ],
    {
        #[default]
        Section4 = "section4": "R 2/3, D 3/6, T 5/10 moves (Section 4 — Repulsed, Defeated and Totally Defeated Troops, L1251–1261)",
        DiceSummary = "dice_summary": "withdrawn: R 2/3, D 5/5, T 10/5 moves, the dice summary box read without its '& then' (L2342–2344); kept only so that games saved with it still load",
        DiceSummaryThen = "dice_summary_then": "the dice summary box with its '& then': defend after R 2, D 5, T 10 moves, attack after R 5, D 10, T 15 (L2342–2344)",
    }
}

named_option! {
    /// Which die carries which fire table.
    FireDiceAssignment, id = "fire_dice_assignment",
    question = "Which die is thrown for which fire table",
    {
        #[default]
        TheDiceSection = "the_dice": "I half battalion bad / skirmishers in the open, II half battalion good / skirmishers from cover, III artillery good (6-pdr left, 12-pdr right), V artillery bad ('The Dice', L155–162, L164)",
        AppendixSummary = "appendix_summary": "for artillery III and V swapped, left and right swapped (the appendix's summary box, L2379–2397)",
        TableHeadings = "table_headings": "the small-arms tables' headings: Die I skirmishers (left with cover, right in the open), Die II half battalion (left good, right bad); artillery as 'The Dice' (L2613–2615, L2660–2662, L2707–2709, L2750–2752; 6-pdr L2418, L2466)",
    }
}

named_option! {
    /// Which faces of Die I allow an exceptional venture.
    ExceptionalThrowMapping, id = "exceptional_throw_mapping",
    question = "Faces of Die I that allow an exceptional venture",
    {
        #[default]
        OCirclesAllow = "o_circles_allow": "faces 4–6 (the O circles) allow, 1–3 refuse: the draft says white allows (L187) but never which faces are white (L166)",
        ACirclesAllow = "a_circles_allow": "faces 1–3 allow, 4–6 refuse (the other reading of white and black, L187; the British legend's red and blue, L3482–3483)",
    }
}

named_option! {
    /// Slope penalties for cavalry attacking cavalry.
    CavalrySlope, id = "cavalry_slope",
    question = "Index points for cavalry charging on a slope",
    {
        #[default]
        Section4 = "section4": "the side charging downhill: 5–10° −2, 10–15° −3, 15° or more no attack; no penalty uphill (Section 4, L883–891; its box, L3945–3954; Example One, L1230)",
        SummaryBox = "summary_box": "5–10° −1 to a charge uphill or downhill; over 10° no formed charge uphill; downhill over 10° the box is silent: umpire's decision (the appendix's summary box, L3415–3425)",
        Section2Limit = "section2_limit": "no charge in ranks on any slope over 10°, up or down (Section 2, L381; no attacking-cavalry rate in the chart, L2000–2007, L2030–2037); 5–10° downhill −2 (Section 4, L883–891)",
    }
}

named_option! {
    /// How the numerical strength of two sides turns into index points.
    StrengthDifference, id = "strength_difference",
    question = "How strength differences give index points",
    {
        #[default]
        Section4Rule = "section4_rule": "bands of (larger − smaller) / smaller: ⅙ +1, ¼ +2, ½ +3, 1 +4, 1⅔ foregone (Section 4 — Step Two, L812–824; the appendix's calculation, L4143–4173)",
        AppendixMatrix = "appendix_matrix": "the cell of the grid in sixths of a battalion, read as printed, the rule where it has no cell (Appendix Three — Index Point Shift, L4176–4478)",
    }
}

named_option! {
    /// How badly infantry beaten by cavalry is beaten.
    InfantryBeatenByCavalry, id = "infantry_beaten_by_cavalry",
    question = "Result for infantry beaten by cavalry",
    {
        #[default]
        AlwaysTotal = "section4_always_t": "always totally defeated (Section 4, L1117; 'The Dice', L178)",
        OneWorse = "appendix_one_worse": "one step worse than the die (Appendix Three — the hand-to-hand box, L3493)",
    }
}

named_option! {
    /// Slope limits for infantry and skirmish attacks uphill.
    InfantrySlope, id = "infantry_slope",
    question = "Uphill slope limits for infantry and skirmish attacks",
    {
        #[default]
        Section4 = "section4": "formed infantry uphill −1 from 10°, no formed attack from 20°; skirmishers uphill 20° −1, 25° −2, 30° −3, downhill 25° −1, 30° −2 (Section 4, L1044–1058)",
        SummaryBox = "summary_box": "formed infantry 10–15° uphill −1, no formed attack uphill from 15°; skirmishers no attack uphill from 30° (the appendix's summary box, L3375–3410)",
    }
}

named_option! {
    /// How a messenger's long trip is priced.
    MessengerLongTrip, id = "messenger_long_trip",
    question = "Speed of a messenger on a trip longer than 2,000 paces",
    {
        #[default]
        Section2FromOutset = "section2_from_outset": "the whole trip at the slower rate, 700 paces a turn on even ground, from the outset (Section 2 — Messengers, L467)",
        ChartRowsSplit = "chart_rows_split": "the first 2,000 paces at the faster row, the rest at the slower, as the chart's row headings read (Appendix Three — Movement Chart, L2150–2168)",
    }
}
