//! The floor's measuring tools beside moving pieces, in place of the players' strings (Wells
//! L257): a free tape dragged anywhere, read in feet and inches and against the infantry and
//! cavalry moves (Wells L261, L265), and 6-inch rings round a point, a man or a gun for the
//! tests of a gun in action, a melee and an escort (Wells L269, L296, L328). Neither moves a
//! piece: while one is chosen the floor's drags and clicks go to it, and Escape or "Move
//! pieces" gives them back to the men.

use super::floor_frame::FloorFrame;
use super::floor_pick::{figure_at, gun_at};
use egui::{Align2, Color32, FontId, Key, Painter, Pos2, Response, Stroke, Ui};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::figure::{Arm, Figure};
use kriegsspiel::systems::little_wars::game::BattleState;
use kriegsspiel::systems::little_wars::gun::{CREW_NEEDED, Gun, GunState};
use kriegsspiel::systems::little_wars::moves::{MoveContext, figure_allowance};
use kriegsspiel::systems::little_wars::options::LittleWarsOptions;
use kriegsspiel::systems::little_wars::units::{
    INCHES_PER_FOOT, SIX_INCHES, TOLERANCE, TablePoint,
};

/// Directions a gun's ring is traced along.
const RING_STEPS: usize = 144;

/// How near a click must fall to a pinned point to mean its ring, in inches.
const CLICK_SLACK: f64 = 0.5;

/// What the mouse does on the floor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FloorTool {
    /// Select and drag men and guns (the floor's own work).
    #[default]
    MovePieces,
    /// Drag anywhere to measure.
    Tape,
    /// Hover a man or gun, or click, for a 6-in ring.
    Ring,
}

impl FloorTool {
    /// Every tool, in the toolbar's order.
    pub const ALL: [FloorTool; 3] = [FloorTool::MovePieces, FloorTool::Tape, FloorTool::Ring];

    /// The button's label (tests find it by this).
    pub fn label(self) -> &'static str {
        match self {
            FloorTool::MovePieces => "Move pieces",
            FloorTool::Tape => "Tape",
            FloorTool::Ring => "6-in ring",
        }
    }

    fn hint(self) -> &'static str {
        match self {
            FloorTool::MovePieces => "Select and drag men and guns (Escape comes back here)",
            FloorTool::Tape => "Drag anywhere on the floor to measure; nothing moves",
            FloorTool::Ring => {
                "Hover a man or gun for his 6-in ring; click to pin a ring there or at any point \
                 (click it again to take it off)"
            }
        }
    }
}

/// What a 6-in ring is drawn round: it follows a man or gun as he moves.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RingCentre {
    /// A point of the floor.
    Point(TablePoint),
    /// A man, by id: 6 in from any point of his base (Wells L296).
    Man(u32),
    /// A gun, by id: 6 in from it as `gun_radius_from` measures (Wells L269).
    Gun(u32),
}

impl RingCentre {
    /// Whether a click for `other` means this ring: the same man or gun, or a point within
    /// the half inch a click lands in.
    fn same_as(self, other: RingCentre) -> bool {
        match (self, other) {
            (RingCentre::Point(a), RingCentre::Point(b)) => a.distance(b).0 <= CLICK_SLACK,
            _ => self == other,
        }
    }
}

/// The tools' state between frames: the tool chosen, the last tape laid, the rings pinned.
#[derive(Debug, Clone, Default)]
pub struct FloorTools {
    /// The tool in the mouse's hand.
    pub tool: FloorTool,
    /// The last tape laid: where it starts and where it ends.
    pub tape: Option<(TablePoint, TablePoint)>,
    /// Rings pinned by a click, in the order pinned.
    pub rings: Vec<RingCentre>,
    /// The man or gun under the mouse with the ring tool.
    hovered: Option<RingCentre>,
    /// What the tool reads now, shown in the toolbar row.
    pub reading: String,
}

impl FloorTools {
    /// Whether a measuring tool has the mouse (the floor then moves nothing).
    pub fn measuring(&self) -> bool {
        self.tool != FloorTool::MovePieces
    }

    /// The row of tools over the floor: a button each, "Clear measures" and the reading.
    /// Escape goes back to moving pieces.
    pub fn toolbar(&mut self, ui: &mut Ui) {
        if ui.input(|i| i.key_pressed(Key::Escape)) {
            self.tool = FloorTool::MovePieces;
        }
        ui.horizontal(|ui| {
            ui.label("Floor:");
            for tool in FloorTool::ALL {
                let chosen = self.tool == tool;
                if ui
                    .selectable_label(chosen, tool.label())
                    .on_hover_text(tool.hint())
                    .clicked()
                {
                    self.tool = tool;
                }
            }
            if (self.tape.is_some() || !self.rings.is_empty())
                && ui.button("Clear measures").clicked()
            {
                self.tape = None;
                self.rings.clear();
                self.reading.clear();
            }
            if self.measuring() {
                let text = if self.reading.is_empty() {
                    self.tool.hint()
                } else {
                    self.reading.as_str()
                };
                // One line, cut short if need be: the floor below never moves under the mouse.
                ui.add(egui::Label::new(text).truncate());
            }
        });
    }

    /// With a measuring tool: takes the floor's drags and clicks (`press` is where the mouse
    /// went down) for the tape or the rings, and reads what they measure.
    pub fn on_floor(
        &mut self,
        response: &Response,
        frame: FloorFrame,
        state: &BattleState,
        press: Option<TablePoint>,
    ) {
        let pointer = response
            .interact_pointer_pos()
            .or(response.hover_pos())
            .map(|p| frame.to_table(p));
        match self.tool {
            FloorTool::Tape => {
                if response.drag_started()
                    && let Some(p) = press.or(pointer)
                {
                    self.tape = Some((p, p));
                }
                if (response.dragged() || response.drag_stopped())
                    && let (Some((from, _)), Some(now)) = (self.tape, pointer)
                {
                    self.tape = Some((from, now));
                }
                if let Some((from, to)) = self.tape {
                    self.reading = tape_words(from.distance(to).0, &state.options);
                }
            }
            FloorTool::Ring => {
                let hover = response.hover_pos().map(|p| frame.to_table(p));
                self.hovered = hover.and_then(|p| piece_under(state, p));
                if response.clicked()
                    && let Some(p) = pointer
                {
                    let centre = piece_under(state, p).unwrap_or(RingCentre::Point(p));
                    match self.rings.iter().position(|r| r.same_as(centre)) {
                        Some(n) => {
                            self.rings.remove(n);
                        }
                        None => self.rings.push(centre),
                    }
                }
                let shown = self.hovered.or_else(|| self.rings.last().copied());
                self.reading = shown.and_then(|c| ring_words(state, c)).unwrap_or_default();
            }
            FloorTool::MovePieces => {}
        }
    }

    /// Draws the tape and the rings (pinned, and the hovered one with the ring tool) over
    /// the pieces, whichever tool is in hand.
    pub fn draw(&self, painter: &Painter, frame: FloorFrame, state: &BattleState) {
        let ink = Color32::from_rgb(150, 0, 150);
        let hovered = self.hovered.filter(|_| self.tool == FloorTool::Ring);
        for centre in self.rings.iter().chain(hovered.iter()) {
            let outline = ring_outline(state, *centre);
            if outline.len() > 2 {
                let points: Vec<Pos2> = outline.iter().map(|p| frame.to_screen(*p)).collect();
                painter.add(egui::Shape::closed_line(points, Stroke::new(2.0, ink)));
            }
        }
        if let Some((from, to)) = self.tape {
            draw_tape(painter, frame, from, to);
        }
    }
}

/// The tape from `from` to `to`: a yellow band with a tick every inch and a longer one every
/// foot, and its length at the far end.
fn draw_tape(painter: &Painter, frame: FloorFrame, from: TablePoint, to: TablePoint) {
    let (a, b) = (frame.to_screen(from), frame.to_screen(to));
    painter.line_segment([a, b], Stroke::new(5.0, Color32::from_rgb(240, 200, 40)));
    painter.line_segment([a, b], Stroke::new(1.0, Color32::BLACK));
    let length = from.distance(to).0;
    if length > 0.0 {
        let across = (b - a).normalized().rot90();
        let mut inch = 1.0;
        while inch <= length {
            let t = (inch / length) as f32;
            let at = a + (b - a) * t;
            let half = if (inch % INCHES_PER_FOOT).abs() < 1e-9 {
                6.0
            } else {
                3.0
            };
            painter.line_segment(
                [at - across * half, at + across * half],
                Stroke::new(1.0, Color32::BLACK),
            );
            inch += 1.0;
        }
    }
    painter.text(
        b + egui::vec2(8.0, -8.0),
        Align2::LEFT_BOTTOM,
        feet_and_inches(length),
        FontId::proportional(13.0),
        Color32::BLACK,
    );
}

/// A length in feet and inches to a tenth of an inch: "1 ft 4.5 in", "9.0 in", "2 ft".
pub fn feet_and_inches(inches: f64) -> String {
    let tenths = (inches.max(0.0) * 10.0).round();
    let per_foot = INCHES_PER_FOOT * 10.0;
    let feet = (tenths / per_foot).floor();
    let rest = (tenths - feet * per_foot) / 10.0;
    match (feet > 0.0, rest > 0.0) {
        (false, _) => format!("{rest:.1} in"),
        (true, false) => format!("{feet} ft"),
        (true, true) => format!("{feet} ft {rest:.1} in"),
    }
}

/// The tape's reading: its length, and whether an infantryman's and a cavalryman's move
/// cover it under the rules in force (Wells L261, L265; the appendix's moves, L590-L598).
pub fn tape_words(inches: f64, options: &LittleWarsOptions) -> String {
    let reach = |arm| figure_allowance(arm, MoveContext::default(), options).0.0;
    let (infantry, cavalry) = (reach(Arm::Infantry), reach(Arm::Cavalry));
    let within = |limit: f64| inches <= limit + TOLERANCE;
    let against = match (within(infantry), within(cavalry)) {
        (true, _) => format!(
            "within an infantry move ({}) and a cavalry move ({})",
            feet_and_inches(infantry),
            feet_and_inches(cavalry)
        ),
        (false, true) => format!(
            "beyond an infantry move ({}), within a cavalry move ({})",
            feet_and_inches(infantry),
            feet_and_inches(cavalry)
        ),
        (false, false) => format!("beyond a cavalry move ({})", feet_and_inches(cavalry)),
    };
    let rule = if options.kriegspiel() {
        "Wells L590-L598"
    } else {
        "Wells L261, L265"
    };
    format!(
        "Tape: {} ({inches:.1} in), {against}; {rule}.",
        feet_and_inches(inches)
    )
}

/// The man or gun under `p`, as a ring's centre.
fn piece_under(state: &BattleState, p: TablePoint) -> Option<RingCentre> {
    figure_at(state, p)
        .map(|f| RingCentre::Man(f.id))
        .or_else(|| gun_at(state, p).map(|g| RingCentre::Gun(g.id)))
}

/// A figure standing at `p`, to measure a point against a gun the way a man's centre is.
fn probe(side: Side, p: TablePoint) -> Figure {
    Figure::new(0, side, Arm::Infantry, p)
}

/// How far `p` lies from the gun as a man's centre there would be measured, before his base
/// is taken off (`gun_radius_from`).
fn gun_reach(gun: &Gun, p: TablePoint, options: &LittleWarsOptions) -> f64 {
    let man = probe(gun.side, p);
    gun.gap_to(&man, options).0 + man.arm.base_radius().0
}

/// The ring's line on the floor: a circle round a point or a man's base, and round a gun
/// every point 6 in from it, traced along rays from the axle (the gun's parts all meet
/// there, so each ray leaves the ring once). Empty when the man or gun has gone.
fn ring_outline(state: &BattleState, centre: RingCentre) -> Vec<TablePoint> {
    let circle = |at: TablePoint, r: f64| -> Vec<TablePoint> {
        (0..RING_STEPS)
            .map(|n| {
                let a = std::f64::consts::TAU * n as f64 / RING_STEPS as f64;
                at.offset(r * a.cos(), r * a.sin())
            })
            .collect()
    };
    match centre {
        RingCentre::Point(p) => circle(p, SIX_INCHES.0),
        RingCentre::Man(id) => match state.figure(id) {
            Ok(f) if f.on_table() => circle(f.at, SIX_INCHES.0 + f.arm.base_radius().0),
            _ => Vec::new(),
        },
        RingCentre::Gun(id) => match state.gun(id) {
            Ok(g) if !g.destroyed => gun_outline(g, &state.options),
            _ => Vec::new(),
        },
    }
}

fn gun_outline(gun: &Gun, options: &LittleWarsOptions) -> Vec<TablePoint> {
    let [l, r] = gun.wheels();
    let far = [gun.muzzle(), gun.trail_end(), l, r]
        .iter()
        .map(|p| p.distance(gun.axle).0)
        .fold(0.0, f64::max)
        + SIX_INCHES.0
        + 1.0;
    (0..RING_STEPS)
        .map(|n| {
            let a = std::f64::consts::TAU * n as f64 / RING_STEPS as f64;
            let (dx, dy) = (a.cos(), a.sin());
            let (mut inside, mut outside) = (0.0, far);
            for _ in 0..30 {
                let mid = (inside + outside) / 2.0;
                if gun_reach(gun, gun.axle.offset(dx * mid, dy * mid), options) <= SIX_INCHES.0 {
                    inside = mid;
                } else {
                    outside = mid;
                }
            }
            gun.axle.offset(dx * inside, dy * inside)
        })
        .collect()
}

/// Whether a man stands inside a ring.
type InRing = Box<dyn Fn(&Figure) -> bool>;

/// What a ring holds, in words: the men of each side within 6 in, and for a gun whether it
/// is in action (Wells L269, L296, L328). None when the man or gun has gone.
pub fn ring_words(state: &BattleState, centre: RingCentre) -> Option<String> {
    let near = |within: &dyn Fn(&Figure) -> bool, side: Side| {
        state
            .figures
            .iter()
            .filter(|f| f.side == side && f.is_armed() && within(f))
            .count()
    };
    let prisoners = |within: &dyn Fn(&Figure) -> bool| {
        state
            .figures
            .iter()
            .filter(|f| f.on_table() && f.is_prisoner() && within(f))
            .count()
    };
    let six = SIX_INCHES.0 + TOLERANCE;
    let (what, within): (String, InRing) = match centre {
        RingCentre::Gun(id) => {
            let gun = state.gun(id).ok().filter(|g| !g.destroyed)?;
            let own = gun
                .men_within_six(gun.side, &state.figures, &state.options)
                .len();
            let enemy = gun
                .men_within_six(gun.side.opponent(), &state.figures, &state.options)
                .len();
            let standing = match gun.state(&state.figures, &state.options) {
                GunState::InAction => "in action",
                GunState::OutOfAction => "out of action",
                GunState::InDispute => "in dispute",
            };
            return Some(format!(
                "6-in ring round {} gun {id}: {own} {} and {enemy} {} men within 6 in; \
                 {standing} ({CREW_NEEDED} needed, Wells L269).",
                gun.side,
                gun.side,
                gun.side.opponent()
            ));
        }
        RingCentre::Man(id) => {
            let man = state.figure(id).ok().filter(|f| f.on_table())?.clone();
            let what = format!("{} {} {id}", man.side, man.arm.name());
            (
                what,
                Box::new(move |f: &Figure| f.id != man.id && f.gap_to(&man).0 <= six),
            )
        }
        RingCentre::Point(p) => (
            format!("({:.1}, {:.1}) in", p.x, p.y),
            Box::new(move |f: &Figure| f.gap_to_point(p).0 <= six),
        ),
    };
    Some(format!(
        "6-in ring round {what}: {} Red and {} Blue armed men, {} prisoners within 6 in \
         (melee, escort: Wells L296, L328).",
        near(within.as_ref(), Side::Red),
        near(within.as_ref(), Side::Blue),
        prisoners(within.as_ref())
    ))
}
