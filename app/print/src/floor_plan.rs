//! The Little Wars floor plan: the Country drawn to a stated scale on its own page — houses,
//! walls, trees, hills' contours, roads, both back lines and the middle line, a scale bar —
//! with every man and gun where he stands, followed by the figure list
//! ([`super::floor_figure_list`]) on as many pages as it needs.

use super::floor_figure_list::floor_figure_lines;
use super::frame::Frame;
use super::line_pages::set_line_pages;
use super::paper::Paper;
use super::pen::{Align, Ink, Pen};
use super::print_error::PrintError;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::country::{Country, Scenery};
use kriegsspiel::systems::little_wars::game::{BattleState, LittleWarsGame};
use kriegsspiel::systems::little_wars::gun::Gun;
use kriegsspiel::systems::little_wars::units::{INCHES_PER_FOOT, TablePoint};
use krilla::Document;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::surface::Surface;

/// Millimetres in an inch.
const MM_PER_INCH: f32 = 25.4;

/// The scales offered, floor inches to one inch of paper: the largest that fits is taken.
const SCALES: [u32; 20] = [
    2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 30, 40, 50, 60, 80, 100, 120, 160, 200,
];

/// Room above the map for the title and the scale line, and below it for the bar and key, mm.
const HEAD_MM: f32 = 22.0;
const FOOT_MM: f32 = 24.0;

const HOUSE: Ink = Ink(170, 100, 80);
const WALL: Ink = Ink(110, 110, 110);
const TREE: Ink = Ink(60, 130, 60);
const HILL: Ink = Ink(140, 110, 60);
const ROAD: Ink = Ink(215, 195, 150);
const FLOOR: Ink = Ink(250, 246, 232);
const PALE_RED: Ink = Ink(235, 170, 170);
const PALE_BLUE: Ink = Ink(170, 185, 235);

/// The plan's scale: `1:n`, the largest drawing of the Country that fits `width` × `height`
/// millimetres (the smallest scale if none does).
pub fn floor_plan_scale(country: &Country, width: f32, height: f32) -> u32 {
    let fits = |n: u32| {
        let mm = MM_PER_INCH / n as f32;
        country.width as f32 * mm <= width && country.depth as f32 * mm <= height
    };
    SCALES
        .iter()
        .copied()
        .find(|n| fits(*n))
        .unwrap_or(SCALES[SCALES.len() - 1])
}

/// Table inches to the page's millimetres.
#[derive(Debug, Clone, Copy)]
struct PlanFrame {
    left: f32,
    top: f32,
    mm_per_inch: f32,
}

impl PlanFrame {
    fn at(&self, p: TablePoint) -> (f32, f32) {
        (
            self.left + p.x as f32 * self.mm_per_inch,
            self.top + p.y as f32 * self.mm_per_inch,
        )
    }

    fn len(&self, inches: f64) -> f32 {
        inches as f32 * self.mm_per_inch
    }
}

/// A circle as a closed path of points, mm.
fn circle_points((cx, cy): (f32, f32), r: f32) -> Vec<(f32, f32)> {
    (0..48)
        .map(|n| {
            let a = std::f32::consts::TAU * n as f32 / 48.0;
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect()
}

fn side_ink(side: Side, armed: bool) -> Ink {
    match (side, armed) {
        (Side::Red, true) => Ink::RED,
        (Side::Red, false) => PALE_RED,
        (Side::Blue, true) => Ink::BLUE,
        (Side::Blue, false) => PALE_BLUE,
    }
}

fn draw_scenery(pen: &Pen, s: &mut Surface<'_>, plan: PlanFrame, country: &Country) {
    // Ground first (roads, hills), then what stands on it.
    for item in &country.scenery {
        match item {
            Scenery::Road { line, half_width } => {
                let points: Vec<(f32, f32)> = line.iter().map(|p| plan.at(*p)).collect();
                // A disc at each bend so the pieces join without a notch.
                for bend in points.iter().skip(1).take(points.len().saturating_sub(2)) {
                    let disc = circle_points(*bend, plan.len(*half_width));
                    pen.polygon(s, &disc, true, Some(ROAD), None);
                }
                for pair in points.windows(2) {
                    pen.line(
                        s,
                        pair[0].0,
                        pair[0].1,
                        pair[1].0,
                        pair[1].1,
                        ROAD,
                        plan.len(*half_width * 2.0),
                    );
                }
            }
            Scenery::Hill { top, contour_radii } => {
                for r in contour_radii {
                    let ring = circle_points(plan.at(*top), plan.len(*r));
                    pen.polygon(s, &ring, true, None, Some((HILL, 0.25)));
                }
            }
            _ => {}
        }
    }
    for item in &country.scenery {
        match item {
            Scenery::House { min, max } => {
                let (x0, y0) = plan.at(*min);
                let (x1, y1) = plan.at(*max);
                pen.rect(
                    s,
                    x0,
                    y0,
                    x1 - x0,
                    y1 - y0,
                    Some(HOUSE),
                    Some((Ink::BLACK, 0.3)),
                );
            }
            Scenery::Tree { at, radius } => {
                let ring = circle_points(plan.at(*at), plan.len(*radius));
                pen.polygon(s, &ring, true, Some(TREE), Some((Ink::BLACK, 0.15)));
            }
            Scenery::Wall { from, to } => {
                let (a, b) = (plan.at(*from), plan.at(*to));
                pen.line(s, a.0, a.1, b.0, b.1, WALL, plan.len(0.8).max(0.4));
            }
            _ => {}
        }
    }
}

fn draw_lines(pen: &Pen, s: &mut Surface<'_>, plan: PlanFrame, country: &Country) {
    for side in [Side::Blue, Side::Red] {
        let y = country.back_line_y(side);
        let (a, b) = (
            plan.at(TablePoint::new(0.0, y)),
            plan.at(TablePoint::new(country.width, y)),
        );
        pen.line(s, a.0, a.1, b.0, b.1, side_ink(side, true), 0.8);
    }
    // The middle line, dashed every 2 in (Wells L368).
    let mid = country.middle_line_y();
    let mut x = 0.0;
    while x < country.width {
        let end = (x + 2.0).min(country.width);
        let (a, b) = (
            plan.at(TablePoint::new(x, mid)),
            plan.at(TablePoint::new(end, mid)),
        );
        pen.line(s, a.0, a.1, b.0, b.1, Ink::GREY, 0.25);
        x += 4.0;
    }
}

fn draw_gun(pen: &Pen, s: &mut Surface<'_>, plan: PlanFrame, gun: &Gun) {
    let ink = side_ink(gun.side, !gun.destroyed && !gun.retreated);
    let [l, r] = gun.wheels();
    let seg = |s: &mut Surface<'_>, a: TablePoint, b: TablePoint, ink: Ink, w: f32| {
        let (a, b) = (plan.at(a), plan.at(b));
        pen.line(s, a.0, a.1, b.0, b.1, ink, w);
    };
    seg(s, l, r, Ink::BLACK, 0.35);
    seg(s, gun.axle, gun.trail_end(), ink, 0.6);
    seg(s, gun.axle, gun.muzzle(), Ink(40, 40, 40), 0.7);
    let (x, y) = plan.at(r);
    pen.text(
        s,
        x + 1.0,
        y + 1.0,
        6.0,
        &format!("Gun {}", gun.id),
        ink,
        Align::Left,
    );
}

fn draw_pieces(pen: &Pen, s: &mut Surface<'_>, plan: PlanFrame, state: &BattleState) {
    for gun in &state.guns {
        draw_gun(pen, s, plan, gun);
    }
    for f in state.figures.iter().filter(|f| f.on_table()) {
        let (x, y) = plan.at(f.at);
        let r = plan.len(f.arm.base_radius().0).max(0.5);
        pen.pin(s, x, y, r, side_ink(f.side, f.is_armed()));
        if f.arm.mounted() {
            pen.pin(s, x, y, r * 0.45, Ink(255, 255, 255));
        }
    }
}

/// A bar of whole feet under the map, alternately filled, with its numbers.
fn draw_scale_bar(pen: &Pen, s: &mut Surface<'_>, left: f32, top: f32, plan: PlanFrame) {
    let foot = plan.len(INCHES_PER_FOOT);
    let feet = ((100.0 / foot).floor() as u32).clamp(1, 10);
    for n in 0..feet {
        let fill = if n % 2 == 0 {
            Ink::BLACK
        } else {
            Ink(255, 255, 255)
        };
        pen.rect(
            s,
            left + n as f32 * foot,
            top,
            foot,
            1.5,
            Some(fill),
            Some((Ink::BLACK, 0.2)),
        );
    }
    for n in 0..=feet {
        let label = if n == feet {
            format!("{n} ft")
        } else {
            n.to_string()
        };
        pen.text(
            s,
            left + n as f32 * foot - 0.7,
            top + 5.0,
            6.0,
            &label,
            Ink::BLACK,
            Align::Left,
        );
    }
}

/// The floor plan page: title, scale line, the Country with its pieces, bar and key.
fn plan_page(pen: &Pen, s: &mut Surface<'_>, frame: Frame, height: f32, game: &LittleWarsGame) {
    let state = game.state();
    let country = &state.country;
    let room = height - HEAD_MM - FOOT_MM;
    let n = floor_plan_scale(country, frame.width, room);
    let mm_per_inch = MM_PER_INCH / n as f32;
    let (w, d) = (
        country.width as f32 * mm_per_inch,
        country.depth as f32 * mm_per_inch,
    );
    let plan = PlanFrame {
        left: frame.left + (frame.width - w).max(0.0) / 2.0,
        top: frame.top + HEAD_MM,
        mm_per_inch,
    };
    pen.text(
        s,
        frame.left,
        frame.top + 5.0,
        14.0,
        &format!("Little Wars floor plan — {}", country.name),
        Ink::BLACK,
        Align::Left,
    );
    let size = format!(
        "{} × {} in ({:.1} × {:.1} ft), drawn at 1:{n}: an inch on the paper is {n} in of floor.",
        country.width,
        country.depth,
        country.width / INCHES_PER_FOOT,
        country.depth / INCHES_PER_FOOT
    );
    pen.text(
        s,
        frame.left,
        frame.top + 11.0,
        8.0,
        &size,
        Ink::BLACK,
        Align::Left,
    );
    pen.text(
        s,
        plan.left,
        plan.top - 2.0,
        7.0,
        "Blue's back line",
        Ink::BLUE,
        Align::Left,
    );
    pen.rect(s, plan.left, plan.top, w, d, Some(FLOOR), None);
    if pen.push_clip(s, plan.left, plan.top, w, d) {
        draw_scenery(pen, s, plan, country);
        draw_pieces(pen, s, plan, state);
        s.pop();
    }
    pen.rect(s, plan.left, plan.top, w, d, None, Some((Ink::BLACK, 0.3)));
    // The lines over the edge, so a back line on the table's edge shows whole.
    draw_lines(pen, s, plan, country);
    let below = plan.top + d;
    pen.text(
        s,
        plan.left,
        below + 3.5,
        7.0,
        "Red's back line",
        Ink::RED,
        Align::Left,
    );
    draw_scale_bar(pen, s, plan.left, below + 6.0, plan);
    let key = "Men are dots in their side's colour, the mounted with a white centre, prisoners \
               and freed men pale; guns are drawn with wheels, trail and barrel. Houses brown, \
               trees green, walls grey, hills as contour rings, roads buff; the dashed line is \
               the middle line.";
    let mut y = below + 16.0;
    for text in pen.wrap(key, 6.5, frame.width) {
        pen.text(s, frame.left, y, 6.5, &text, Ink::GREY, Align::Left);
        y += 2.8;
    }
}

/// The floor plan and figure list as a vector PDF on `paper`: its bytes.
pub fn floor_plan_pdf(game: &LittleWarsGame, paper: Paper) -> Result<Vec<u8>, PrintError> {
    let pen = Pen::new()?;
    let frame = Frame::for_paper(paper);
    let (w, h) = paper.size_points();
    let settings = PageSettings::from_wh(w, h)
        .ok_or_else(|| PrintError::Pdf(format!("bad page size {w} × {h}")))?;
    let title = format!("Little Wars floor plan — {}", game.state().country.name);
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(title)
            .creator("the umpire's workbench".into()),
    );
    let footer = |page_number: usize| {
        format!("the umpire's workbench · Little Wars floor plan · page {page_number} · {paper}")
    };
    {
        let mut page = document.start_page_with(settings.clone());
        let mut s = page.surface();
        plan_page(&pen, &mut s, frame, frame.bottom - frame.top - 6.0, game);
        pen.text(
            &mut s,
            frame.right(),
            frame.bottom + 5.0,
            5.5,
            &footer(1),
            Ink::GREY,
            Align::Right,
        );
        s.finish();
        page.finish();
    }
    let lines = floor_figure_lines(game);
    set_line_pages(&mut document, &settings, &pen, frame, &lines, &footer, 2);
    document
        .finish()
        .map_err(|e| PrintError::Pdf(e.to_string()))
}
