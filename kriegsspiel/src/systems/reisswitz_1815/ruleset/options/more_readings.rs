//! The readings of contradictions added after the figure-by-figure check of the draft
//! (reference §11, "New options"). Line numbers ("L744") are lines of the draft's file.

use serde::{Deserialize, Serialize};

named_option! {
    /// Which musketry row Rifles read.
    RiflesBands, id = "rifles_bands",
    question = "Which skirmisher row Rifles read at each range",
    {
        #[default]
        Section3Rule = "section3_rule": "0–100 paces the 100–200 row, 100–200 its own, 200–300 the 100–200 row, 300–400 the 200–300 row (Section 3, L744; the dice summary box, L2363)",
        TableColumn = "table_column": "the table's Rifles column: 0–200 paces the 100–200 row, 200–400 the 200–300 row (L2632–2633, L2641–2642, L2679–2680, L2688–2689)",
    }
}

named_option! {
    /// Whom the shaken −1 and badly shaken −2 count against.
    ShakenTroops, id = "shaken_troops",
    question = "Whom the shaken −1 / badly shaken −2 counts against",
    {
        #[default]
        AttackAndDefence = "attack_and_defence": "whenever shaken troops fight, attacking or defending (Section 4 — Example One, L1230; the black canister counter, L1527)",
        DefendOnly = "defend_only": "shaken troops may only defend, and take the −1/−2 when attacked (the box, L2909–2915, read as a status)",
        DefenderPenalty = "defender_penalty": "the −1/−2 counts only when they defend; they may attack without it (the box, L2909–2915, read as a scope)",
    }
}

named_option! {
    /// How long a battery takes to resupply from its wagons.
    BatteryResupplyTime, id = "battery_resupply_time",
    question = "Time a battery takes to resupply from its wagons after 50 turns of fire",
    {
        #[default]
        FireTable10 = "fire_table_10": "5 turns, 10 minutes (Appendix Three — artillery firing tables, L2416, L2464)",
        ChartNote4 = "chart_note_4": "4 minutes for a battery or half battery (Appendix Three — Movement Chart, note, L1885)",
    }
}

named_option! {
    /// How the 25 % increases of artillery fire combine.
    FireBonusStacking, id = "fire_bonus_stacking",
    question = "How the 25 % increases of artillery fire combine",
    {
        #[default]
        Once = "once": "a single 25 % of the table figure however many cases hold, flank fire included (Section 3, L563, L621)",
        FlankOnTop = "flank_on_top": "fire against a flank adds a second 25 % of the table figure on top of the list's (Section 3, L633 read as separate)",
    }
}

named_option! {
    /// What "VI" in the cavalry-waves table means.
    DieVi, id = "die_vi",
    question = "A wave the cavalry-waves table puts at \"VI\"",
    {
        #[default]
        Foregone = "foregone": "beyond Die V: a foregone conclusion, the charge fails (L824, L2949, L4173)",
        Exceptional = "exceptional": "the charge needs the exceptional throw and the exceptional dice (L186–194; as beyond the squadron table, L897)",
    }
}

named_option! {
    /// How wide a breach a flame makes.
    BreachWidth, id = "breach_width",
    question = "How wide a breach a flame makes in a wall",
    {
        #[default]
        HalfPlatoon = "half_platoon": "wide enough for a half platoon, 18 men (Section 3, L722; the same width as a half platoon on a highway, L414)",
        Platoon = "platoon": "wide enough for a platoon, 36 men (Appendix Three — the table's box, L2839)",
    }
}

named_option! {
    /// Whom canister on the advance or a black canister counter costs a step.
    CanisterPenalty, id = "canister_penalty",
    question = "Who loses a point to canister before a melee",
    {
        #[default]
        AnyCanister = "any_canister": "any canister on the advance costs the attacker the point (L651, L838, L3923); two moves of canister on the defenders give the attack +1 (L836)",
        TwoTurnCounter = "two_turn_counter": "only the black counter, canister two turns running, costs a step, attacker or defender (L1527)",
    }
}

named_option! {
    /// The unit the loser's losses on the dice are given for.
    LoserLossesUnit, id = "loser_losses_unit",
    question = "The unit the loser's losses of R 18, D 25, T 30 points are given for",
    {
        #[default]
        HalfBattalion = "half_battalion": "per half battalion (and per two skirmish blocks) ('The Dice', L180; L1243, L1267)",
        Battalion = "battalion": "per battalion (the dice summary box, L2338; the close-combat table's losses box, L3655)",
    }
}

named_option! {
    /// Which rule decides cavalry charging an infantry square: the waves table or the base cases.
    CavalryVSquare, id = "cavalry_v_square",
    question = "Which rule decides cavalry charging an infantry square",
    {
        #[default]
        WavesTable = "waves_table": "squares by the waves table, one die per wave (Section 4 — Cavalry v Infantry in Close Order, L958–967; the table, L3226–3358); attack columns and other formations by the base cases (L1087–1095)",
        BaseCases = "base_cases": "the base cases for squares as well: 3–4 squadrons Die II, 2 Die III, 1 Die V, all for the infantry (Section 4 — Cavalry Against an Infantry Battalion in Attack Column or Square, L1087–1095)",
    }
}

named_option! {
    /// When troops under a battery's canister are tested, and with which die.
    AdvancingTroopsTest, id = "advancing_troops_test",
    question = "When troops under canister are tested, and with which die",
    {
        #[default]
        SectionText = "section_text": "good effect only, in canister range: a half battery Die II for itself (Section 3 — The Morale Effect of Artillery, L645–655), a whole battery against an isolated battalion Die III (L1069); bad effect no test (L1079)",
        BasicOddsBox = "basic_odds_box": "a test every turn within large-canister range: good effect 2:1, Die III for the battery; bad effect 3:1, Die IV, whom it favours the umpire's decision (Appendix Three — Basic Attack Odds, L2878–2887; L2265)",
    }
}

named_option! {
    /// How many skirmish blocks a battalion puts out, and what more of them cost its frontage.
    SkirmishComplement, id = "skirmish_complement",
    question = "How many skirmish blocks a battalion puts out, and at what cost to its frontage",
    {
        #[default]
        LightCompany = "light_company": "Section 3's list: a line battalion its light company, 2 blocks; a light battalion up to 8, half of itself; a Rifle half battalion all 8 (L738–742); two blocks to a half battalion of light troops leave the frontage alone (L290, L296)",
        ExchangePieces = "exchange_pieces": "any battalion 2 blocks free, a third with the large (⅚) exchange piece, a fourth with the small (⅔) one; only light battalions more (The Apparatus, L295; the example's four, L771)",
    }
}

named_option! {
    /// How strong an officer's small party is.
    DetachmentSizes, id = "detachment_sizes",
    question = "How strong an officer's small party (post, piquet, patrol) is",
    {
        #[default]
        ApparatusBox = "apparatus_box": "an officer and 24 riders, an officer and 24 men (The Apparatus — the box, L209–211; small blocks for 25, L139)",
        AppendixTwo = "appendix_two": "an officer and 21 riders, an officer and 25 men (Appendix Two — blocks 16 and 18, L1858, L1862)",
    }
}

named_option! {
    /// How many riders a cavalry patrol, a half troop, has.
    CavalryPatrolSize, id = "cavalry_patrol_size",
    question = "How many riders a cavalry patrol (a half troop) has",
    {
        #[default]
        HalfTroop25 = "half_troop_25": "25 riders: a troop of 50 in half troops of 25 (Appendix One, L1678; the box's party of 25, L209)",
        ThirtyFive = "thirty_five": "35 riders (The Apparatus — cavalry patrols, a half troop of 35, L135)",
    }
}

named_option! {
    /// How wide a battery of six guns stands in line, and so each half-battery block.
    BatteryFrontage, id = "battery_frontage",
    question = "How wide a six-gun battery stands in line, and each half-battery block",
    {
        #[default]
        Apparatus150 = "apparatus_150": "150 paces with the guns 25 apart, each half-battery block 75 paces wide (The Apparatus, L131; blocks of three guns, L137; true frontages, L141)",
        Formations200 = "formations_200": "200 paces with the guns 18 to 25 apart, each half-battery block 100 paces wide (Representation of Units — Formations, L363; a block as wide as a squadron's, L1824)",
    }
}

named_option! {
    /// The widest column allowed on each kind of road, bridge and gateway.
    RoadWidths, id = "road_widths",
    question = "The widest column on roads, bridges and gateways",
    {
        #[default]
        RoadsSection = "roads_section": "Width of Roads, Bridges &c.: highways and large bridges half platoons, sixes, guns in pairs; smaller roads, small bridges and gateways sections, threes, single file; streets, defiles, sunken roads and fords by the map (Section 2, L410–427)",
        DefilesSection = "defiles_section": "Deploying Through Defiles: highways half platoons, half troops, pairs; footpaths, dykes and sunken roads threes; large bridges sections, troop column, sections; small bridges and gateways threes, gun by gun (Section 2, L469–482)",
    }
}
