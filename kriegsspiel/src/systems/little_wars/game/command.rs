//! What the players and the umpire ask of a Little Wars game, and what it did.

use super::supply_ledger::LaidPacket;
use crate::side::Side;
use crate::systems::little_wars::country::CountryPhoto;
use crate::systems::little_wars::melee::MeleeOutcome;
use crate::systems::little_wars::units::TablePoint;
use serde::{Deserialize, Serialize};

/// One man touched by a shot, in the order touched (§5 "What a shot kills").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShotTouch {
    /// The figure.
    pub figure: u32,
    /// Whether he fell (or was left leaning so that he would fall, Wells L281).
    pub fell: bool,
}

/// A command of the Little Wars game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "command")]
pub enum LittleWarsCommand {
    /// Toss for the first move (Wells L225); the winner is the First Player.
    TossForFirstMove,
    /// Puts a man down before the battle (Wells L229).
    PutDown {
        /// The figure.
        figure: u32,
        /// Where.
        at: TablePoint,
    },
    /// Puts a gun down before the battle (Wells L229).
    PutDownGun {
        /// The gun.
        gun: u32,
        /// Its axle midpoint.
        axle: TablePoint,
        /// Its bearing in degrees.
        bearing_deg: f64,
    },
    /// Puts a group of men down together, each moved by the same offset (Wells L229): all of
    /// them or, at the first man refused, none.
    PutDownGroup {
        /// The figures.
        figures: Vec<u32>,
        /// Inches to the right.
        dx: f64,
        /// Inches down the table.
        dy: f64,
    },
    /// Ends the put-down: the curtain is drawn back and the First Player moves (Wells L229).
    BeginBattle,
    /// Lays a calibrated photo of the floor under the Country, or takes it away (§1, "a photo
    /// or drawing of the floor"): the program's aid to measuring, not a rule.
    SetFloorPhoto {
        /// The photo and its scale, or none.
        photo: Option<CountryPhoto>,
    },
    /// Moves one man along a route (its points after his start).
    MoveFigure {
        /// The figure.
        figure: u32,
        /// The route.
        route: Vec<TablePoint>,
        /// On a road in twos or fours (Kriegspiel road bonus, Wells L592-L593).
        #[serde(default)]
        on_road_in_column: bool,
    },
    /// Moves a group of men by the same offset, each checked against his own circle.
    MoveGroup {
        /// The figures.
        figures: Vec<u32>,
        /// Inches to the right.
        dx: f64,
        /// Inches down the table.
        dy: f64,
    },
    /// Moves a gun with the men who move up with it (Wells L273).
    MoveGun {
        /// The gun.
        gun: u32,
        /// The new axle midpoint.
        to: TablePoint,
        /// The men who move up with it, and where each ends.
        crew: Vec<(u32, TablePoint)>,
    },
    /// Fires a gun (up to 4 shots a move, Wells L273) and records what its shots knocked
    /// over; `touched` lists one shot's touches in order.
    RecordShot {
        /// The gun fired (none for Kriegspiel rifle fire, Wells L565).
        gun: Option<u32>,
        /// The bearing it was laid on.
        bearing_deg: Option<f64>,
        /// The men the shot touched, in order.
        touched: Vec<ShotTouch>,
    },
    /// Settles a melee after the move (Wells L296-L320). `dead` and `taken` are the mover's
    /// choice (Wells L320); left empty, the program picks in id order.
    SettleMelee {
        /// The side that moved's men in the melee.
        mover: Vec<u32>,
        /// The other side's men in the melee.
        other: Vec<u32>,
        /// The side that moved's supporters.
        mover_supporters: Vec<u32>,
        /// The other side's supporters.
        other_supporters: Vec<u32>,
        /// The men chosen to die.
        #[serde(default)]
        dead: Vec<u32>,
        /// The men chosen to be taken prisoner.
        #[serde(default)]
        taken: Vec<u32>,
    },
    /// Captures a gun (Wells L345).
    CaptureGun {
        /// The gun.
        gun: u32,
        /// The capturing men.
        men: Vec<u32>,
        /// Where their attack came from (to test passing the wheel axis).
        attack_from: TablePoint,
    },
    /// Freed men rearm at their own back line (Wells L328).
    Rearm {
        /// The figures.
        figures: Vec<u32>,
    },
    /// Two men of a gun that has fired this move go to the end of its trail, one behind each
    /// wheel (Wells L273).
    PlaceTrailMen {
        /// The gun.
        gun: u32,
        /// The two men.
        men: Vec<u32>,
    },
    /// An isolated body hoists the white flag (Wells L341).
    Surrender {
        /// The figures.
        figures: Vec<u32>,
    },
    /// A Kriegspiel shell bursts (Wells L561): the men within 3 in, those sheltered left out.
    ShellBurst {
        /// The gun that fired it (Wells L561: gun-fire's rules stand); battles of rules
        /// version 1 named none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gun: Option<u32>,
        /// Where it lies.
        at: TablePoint,
        /// Men within 3 in with cover between them and the shell.
        sheltered: Vec<u32>,
        /// The firer's choice of dead (Wells L320 by `shell_choice`); empty: id order.
        #[serde(default)]
        dead: Vec<u32>,
    },
    /// The players agree the move time for `side` (`time_allowance` = `agreed`): only lower
    /// than the figure for its original forces (Wells L238).
    AgreeMoveTime {
        /// The side whose moves it times.
        side: Side,
        /// Seconds a move.
        seconds: u32,
    },
    /// The players agree which guns `side` holds or is in a position to take, for the score
    /// (`gun_to_take` = `agreed`, Wells L356).
    AgreeGunsToTake {
        /// The side scoring them.
        side: Side,
        /// The guns.
        guns: Vec<u32>,
    },
    /// A Kriegspiel cavalry charge (Wells L780-L866), applied with its losses and marks.
    Charge(crate::systems::little_wars::kriegspiel::charge_order::ChargeOrder),
    /// Ends the side's move; the other side moves next.
    EndMove {
        /// Seconds the move took on the table's clock, if timed.
        #[serde(default)]
        seconds_used: Option<u32>,
    },
    /// With the curtain off, the side that put down first has finished and hands the put-down
    /// to the other (Wells L229; `curtain` = `off`).
    HandOverPutDown,
    /// Throws the dice handicap (`handicap_dice` = `on`, Wells L375): 12 men of each side left
    /// out, each side takes back as many as its pair of dice shows.
    ThrowHandicapDice,
    /// The players declare the battle over: a winner, or none for a draw.
    EndBattle {
        /// The winner.
        winner: Option<Side>,
    },
    /// A side gives up its supply packets, each where it lies (Kriegspiel appendix,
    /// Wells L685-L697). Under `supply_blocking` = `agreed`, `cut_off` names men of bodies the
    /// players agree have the enemy between them and their packets.
    GiveUpSupply {
        /// The side giving up.
        side: Side,
        /// The packets and where they lie.
        packets: Vec<LaidPacket>,
        /// Men of bodies cut off from their packets, by the players' decision.
        #[serde(default)]
        cut_off: Vec<u32>,
    },
    /// Infantry fire rifle volleys this move (Wells L565): recorded for their ammunition
    /// (Wells L685, L721); they may not move this move (Wells L657).
    RifleVolley {
        /// The infantry firing.
        figures: Vec<u32>,
    },
    /// Men begin a work of the appendix at a place on the floor (Wells L738-L771).
    StartWork {
        /// The work's id (`lay_contact_mine`, `entrench_per_inch`, ...).
        work: String,
        /// The men doing it.
        men: Vec<u32>,
        /// Where.
        at: TablePoint,
    },
    /// Infantry get into boats (2 moves per 20 men, Wells L624, `boat_batches`).
    Embark {
        /// The men.
        figures: Vec<u32>,
    },
    /// Men afloat get out of the boats (1 move per 20 men, Wells L626, `boat_batches`).
    Disembark {
        /// The men.
        figures: Vec<u32>,
    },
    /// When supplies fail, riders' horses are eaten, each in place of a food packet of his
    /// body at the side's next giving up (Wells L713); never for forage.
    EatHorses {
        /// The riders whose horses are eaten.
        figures: Vec<u32>,
    },
    /// Cavalry get off their horses, which takes their move (Wells L640); on foot they are
    /// charged as infantry in extended order (Wells L832). From rules version 3.
    Dismount {
        /// The cavalrymen.
        figures: Vec<u32>,
    },
    /// Cavalry on foot get on their horses again, which takes their move (Wells L639). From
    /// rules version 3.
    Mount {
        /// The cavalrymen.
        figures: Vec<u32>,
    },
}

/// What a command did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum LittleWarsEvent {
    /// The toss was thrown.
    Tossed {
        /// The face (odd: Red, even: Blue).
        face: u8,
        /// The First Player.
        first_player: Side,
    },
    /// A man was put down.
    PutDown {
        /// The figure.
        figure: u32,
        /// Where.
        at: TablePoint,
    },
    /// A gun was put down.
    GunPutDown {
        /// The gun.
        gun: u32,
    },
    /// A floor photo was laid under the Country (or taken away).
    FloorPhotoSet {
        /// Its pixels per inch, or none when taken away.
        pixels_per_inch: Option<f64>,
    },
    /// The battle began.
    BattleBegan {
        /// The First Player.
        first_player: Side,
    },
    /// A man moved.
    Moved {
        /// The figure.
        figure: u32,
        /// Where he ended.
        to: TablePoint,
        /// The length measured, inches.
        length: f64,
    },
    /// A gun moved, trail forward.
    GunMoved {
        /// The gun.
        gun: u32,
        /// Its new bearing.
        bearing_deg: f64,
    },
    /// A gun fired a shot.
    GunFired {
        /// The gun.
        gun: u32,
        /// Shots it has fired this move.
        shots: u32,
    },
    /// A gun was taken off over its own back line (Streamlined L21).
    GunRetreated {
        /// The gun.
        gun: u32,
    },
    /// A man who retired is pursued and must retire again (Wells L848, L856, L864).
    Pursued {
        /// The figure.
        figure: u32,
        /// The nearest pursuer.
        by: u32,
    },
    /// A man was driven back by a charge (Wells L828).
    DrivenBack {
        /// The figure.
        figure: u32,
        /// Where he now stands.
        to: TablePoint,
    },
    /// A man was driven off the field and destroyed (Wells L852).
    DrivenOffField {
        /// The figure.
        figure: u32,
    },
    /// Two men went to the trail of a gun that fired (Wells L273).
    TrailMenPlaced {
        /// The gun.
        gun: u32,
        /// The men, in the order of the gun's trail spots (left wheel, right wheel).
        men: Vec<u32>,
    },
    /// A man was killed.
    Killed {
        /// The figure.
        figure: u32,
    },
    /// A man was taken prisoner.
    Taken {
        /// The figure.
        figure: u32,
        /// His escort.
        escort: Option<u32>,
    },
    /// A prisoner reached his captors' back line: beyond liberation, taken off the table, and
    /// his escort free to return (Wells L328; Streamlined L26).
    BeyondLiberation {
        /// The figure.
        figure: u32,
    },
    /// A prisoner was freed (Wells L328).
    Freed {
        /// The figure.
        figure: u32,
    },
    /// A freed man rearmed.
    Rearmed {
        /// The figure.
        figure: u32,
    },
    /// A melee was settled, with its working.
    MeleeSettled(MeleeOutcome),
    /// A gun was captured.
    GunCaptured {
        /// The gun.
        gun: u32,
        /// The captor.
        by: Side,
    },
    /// A man went over his own back line and left the field.
    LeftField {
        /// The figure.
        figure: u32,
    },
    /// A gun was disabled or destroyed by a shell.
    GunHitByShell {
        /// The gun.
        gun: u32,
        /// Destroyed (or disabled).
        destroyed: bool,
    },
    /// The players agreed a move time for a side (Wells L238).
    MoveTimeAgreed {
        /// The side.
        side: Side,
        /// Seconds a move.
        seconds: u32,
    },
    /// The players agreed the guns a side holds or is in a position to take (Wells L356).
    GunsToTakeAgreed {
        /// The side.
        side: Side,
        /// The guns, in id order.
        guns: Vec<u32>,
    },
    /// A Kriegspiel charge was settled (Wells L780-L866), with its working.
    ChargeSettled {
        /// Cavalry lost.
        cavalry_lost: u32,
        /// Men charged lost.
        target_lost: u32,
        /// Guns taken (Wells L860).
        guns_taken: Vec<u32>,
        /// The working.
        steps: Vec<String>,
    },
    /// A Kriegspiel shell was settled (Wells L561), with its working.
    ShellSettled {
        /// The exposed men within 3 in, by id.
        exposed: Vec<u32>,
        /// The men who died, by id.
        dead: Vec<u32>,
        /// The working.
        steps: Vec<String>,
    },
    /// The General is out of action for some moves (`general_vulnerability`, Wells L577).
    GeneralOut {
        /// The figure.
        figure: u32,
        /// Moves out.
        moves: u32,
    },
    /// A move ended.
    MoveEnded {
        /// The side to move now.
        next: Side,
        /// The number of the move now to be made.
        move_number: u32,
    },
    /// A Blow at the Rear is struck: the loser has `retreat_moves` of his own moves to get
    /// back over his own back line (Wells L364).
    BlowStruck {
        /// The side whose men reached the enemy back line.
        victor: Side,
        /// The loser's moves to retreat.
        retreat_moves: u32,
    },
    /// What was left of a side on the field after its retreat moves capitulated (Wells L364).
    Capitulated {
        /// The side that capitulated.
        side: Side,
        /// How many men capitulated.
        men: u32,
    },
    /// The put-down was handed to the other side (Wells L229).
    PutDownHandedOver {
        /// The side to put down now.
        to: Side,
    },
    /// A side threw its handicap dice (Wells L375).
    HandicapThrown {
        /// The side.
        side: Side,
        /// The pair of dice.
        faces: [u8; 2],
        /// How many of its 12 it took back.
        taken_back: u32,
        /// The men left out of the battle, by id.
        left_out: Vec<u32>,
    },
    /// The battle is over.
    BattleOver {
        /// The winner, none for a draw.
        winner: Option<Side>,
    },
    /// A side's supply issue fell due (every six moves, Wells L685): what it must give up.
    SupplyDue {
        /// The side.
        side: Side,
        /// Food packets.
        food: u32,
        /// Forage packets.
        forage: u32,
        /// Ammunition packets.
        ammunition: u32,
    },
    /// A side's supply was given up and counted, body by body (Wells L685-L697).
    SupplyGiven {
        /// The side.
        side: Side,
        /// Men supplied (or needing nothing).
        supplied: Vec<u32>,
        /// Men whose packets fell short, lay too far or were cut off.
        unsupplied: Vec<u32>,
        /// Infantry left without ammunition (Wells L721).
        no_ammunition: Vec<u32>,
        /// The working.
        steps: Vec<String>,
    },
    /// A side let an issue pass without giving up supply: its men needing it missed it.
    SupplyMissed {
        /// The side.
        side: Side,
        /// The men.
        figures: Vec<u32>,
    },
    /// Men six moves without supply are out of action (Wells L725).
    OutOfAction {
        /// The men.
        figures: Vec<u32>,
    },
    /// Infantry fired rifle volleys.
    VolleyFired {
        /// The men.
        figures: Vec<u32>,
        /// Shots their line gives: one per five still men (Wells L565, `rifle_grouping`).
        #[serde(default)]
        shots: u32,
    },
    /// A work was begun (a sealed note to the opponent, Wells L771).
    WorkStarted {
        /// Its number.
        number: u32,
        /// The side doing it.
        side: Side,
    },
    /// A work was finished (a mine: laid and waiting, Wells L754).
    WorkFinished {
        /// Its number.
        number: u32,
        /// Its kind.
        kind: String,
    },
    /// A mine went off under a man passing over it (Wells L754).
    MineExploded {
        /// The work's number.
        number: u32,
        /// Men destroyed.
        killed: Vec<u32>,
        /// Guns destroyed.
        guns: Vec<u32>,
    },
    /// Men began to embark or disembark.
    Boating {
        /// The men.
        figures: Vec<u32>,
        /// Moves it takes.
        moves: f64,
        /// Getting in (or out).
        embark: bool,
    },
    /// Men finished getting into the boats (afloat) or out of them (ashore).
    BoatsDone {
        /// The men.
        figures: Vec<u32>,
        /// Afloat now (or ashore).
        afloat: bool,
    },
    /// Horses were eaten for food (Wells L713).
    HorsesEaten {
        /// The riders.
        figures: Vec<u32>,
        /// Men of bodies that have now eaten their last horse: they surrender in four moves
        /// (Wells L729).
        last_horse: Vec<u32>,
    },
    /// A surrounded force surrendered four moves after eating its last horse (Wells L729).
    StarvedOut {
        /// The men taken.
        figures: Vec<u32>,
    },
    /// Cavalry got off their horses (Wells L640).
    Dismounted {
        /// The cavalrymen, in id order.
        figures: Vec<u32>,
    },
    /// Cavalry got on their horses again (Wells L639).
    Mounted {
        /// The cavalrymen, in id order.
        figures: Vec<u32>,
    },
    /// At the end of the enemy's move these mounted cavalry stand within charging distance of
    /// the enemy's cavalry: on their own move each must dismount, charge or retire (Wells L828).
    MustAnswerCavalry {
        /// The cavalrymen bound, in id order.
        figures: Vec<u32>,
    },
    /// Cavalry bound to answer that retired: they go on retiring while pursued (Wells L848).
    RetiredBeforeCavalry {
        /// The cavalrymen, in id order.
        figures: Vec<u32>,
    },
    /// Cavalry bound to answer that did none of the three: charged on the enemy's next move,
    /// they are charged as still mounted cavalry (Wells L828).
    StoodStill {
        /// The cavalrymen, in id order.
        figures: Vec<u32>,
    },
}
