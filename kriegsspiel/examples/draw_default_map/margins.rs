//! The sheet's margins: title, scale bars in paces and metres, the key, the north arrow and the
//! neat line, all placed in final pixels.

use super::canvas::Canvas;
use super::render::{
    BRICK, CASING, Frame, HACHURE, HEDGE, HIGHWAY, INK, PAPER, ROAD, STREAM, THICK_TREE, TIMBER,
    TREE, WALL, closed_px, hachure, tint,
};
use super::{HEIGHT, WIDTH};
use kriegsspiel::map::FeatureKind;

/// A key entry's sample, drawn at its top-left corner.
type Swatch<'a> = dyn Fn(&mut Canvas, f64, f64) + 'a;

fn panel(canvas: &mut Canvas, f: &Frame, x0: f64, y0: f64, x1: f64, y1: f64) {
    let u = f.u;
    let rect = vec![
        (x0 * u, y0 * u),
        (x1 * u, y0 * u),
        (x1 * u, y1 * u),
        (x0 * u, y1 * u),
    ];
    canvas.fill(std::slice::from_ref(&rect), [250, 247, 236]);
    canvas.stroke(&closed_px(&rect), 2.0 * u, INK);
}

/// Title, scale bars, key, north arrow and the frame, in final pixels.
pub fn draw_margins(canvas: &mut Canvas, f: &Frame, paces_per_pixel: f64) {
    let u = f.u;
    panel(canvas, f, 24.0, 24.0, 1030.0, 172.0);
    canvas.text(
        44.0 * u,
        44.0 * u,
        "THE FIELD OF MARLBROOK",
        5.0 * u,
        INK,
        None,
    );
    canvas.text(
        46.0 * u,
        100.0 * u,
        "AN INVENTED BATTLEFIELD OF 1815",
        2.6 * u,
        INK,
        None,
    );
    canvas.text(
        46.0 * u,
        132.0 * u,
        "SURVEYED AT 1:8000 - DRAWN FOR THE UMPIRE'S WORKBENCH",
        2.0 * u,
        INK,
        None,
    );

    panel(canvas, f, 24.0, 1962.0, 1440.0, 2176.0);
    // Scale bar: 2,000 paces in eight parts of 250.
    let (x0, y0) = (44.0, 2012.0);
    let part = 250.0 / paces_per_pixel;
    for i in 0..8 {
        let x = x0 + part * i as f64;
        let r = vec![
            (x * u, y0 * u),
            ((x + part) * u, y0 * u),
            ((x + part) * u, (y0 + 10.0) * u),
            (x * u, (y0 + 10.0) * u),
        ];
        canvas.fill(
            std::slice::from_ref(&r),
            if i % 2 == 0 { INK } else { [250, 247, 236] },
        );
        canvas.stroke(&closed_px(&r), 1.2 * u, INK);
    }
    for (i, text) in ["0", "500", "1000", "1500", "2000 PACES"]
        .iter()
        .enumerate()
    {
        let x = x0 + part * 2.0 * i as f64 - 5.0;
        canvas.text(x * u, (y0 - 22.0) * u, text, 2.0 * u, INK, None);
    }
    // Metres: 1,000 m = 1,242.7 paces.
    let metre = 1.0 / 0.804_672 / paces_per_pixel;
    let y1 = 2058.0;
    canvas.segment(
        (x0 * u, y1 * u),
        ((x0 + 1000.0 * metre) * u, y1 * u),
        2.0 * u,
        INK,
    );
    for m in [0.0, 250.0, 500.0, 750.0, 1000.0] {
        let x = x0 + m * metre;
        canvas.segment(
            (x * u, (y1 - 5.0) * u),
            (x * u, (y1 + 5.0) * u),
            1.6 * u,
            INK,
        );
    }
    for (m, text) in [(0.0, "0"), (500.0, "500"), (1000.0, "1000 METRES")] {
        canvas.text(
            (x0 + m * metre - 5.0) * u,
            (y1 + 10.0) * u,
            text,
            1.8 * u,
            INK,
            None,
        );
    }
    canvas.text(
        44.0 * u,
        2104.0 * u,
        "SCALE 1:8000 AT 100 DPI = 2.525 PACES A PIXEL",
        2.0 * u,
        INK,
        None,
    );
    canvas.text(
        44.0 * u,
        2136.0 * u,
        "2000 PACES = 1 ENGLISH MILE",
        2.0 * u,
        INK,
        None,
    );
    draw_key(canvas, f);

    // North arrow.
    let (cx, top) = (2900.0 * u, 40.0 * u);
    let head = vec![
        (cx, top + 30.0 * u),
        (cx - 14.0 * u, top + 70.0 * u),
        (cx, top + 60.0 * u),
        (cx + 14.0 * u, top + 70.0 * u),
    ];
    canvas.text_centred(cx, top + 12.0 * u, "N", 3.0 * u, INK, Some(PAPER));
    canvas.segment((cx, top + 40.0 * u), (cx, top + 150.0 * u), 2.4 * u, INK);
    canvas.fill(std::slice::from_ref(&head), INK);

    // Neat line.
    let (w, h) = (f64::from(WIDTH), f64::from(HEIGHT));
    for (inset, width) in [(6.0, 3.0), (12.0, 1.0)] {
        let r = vec![
            (inset * u, inset * u),
            ((w - inset) * u, inset * u),
            ((w - inset) * u, (h - inset) * u),
            (inset * u, (h - inset) * u),
        ];
        canvas.stroke(&closed_px(&r), width * u, INK);
    }
}

fn draw_key(canvas: &mut Canvas, f: &Frame) {
    let u = f.u;
    let entries: [(&str, &Swatch<'_>); 12] = [
        ("LIGHT WOODS", &|c, x, y| {
            c.fill(
                &[vec![
                    (x, y),
                    (x + 26.0 * u, y),
                    (x + 26.0 * u, y + 12.0 * u),
                    (x, y + 12.0 * u),
                ]],
                [214, 232, 192],
            );
            c.disc(x + 8.0 * u, y + 6.0 * u, 2.6 * u, TREE);
            c.disc(x + 18.0 * u, y + 6.0 * u, 2.6 * u, TREE);
        }),
        ("THICK WOODS", &|c, x, y| {
            c.fill(
                &[vec![
                    (x, y),
                    (x + 26.0 * u, y),
                    (x + 26.0 * u, y + 12.0 * u),
                    (x, y + 12.0 * u),
                ]],
                [170, 204, 150],
            );
            for dx in [5.0, 13.0, 21.0] {
                c.disc(x + dx * u, y + 6.0 * u, 2.5 * u, THICK_TREE);
            }
        }),
        ("SWAMP", &|c, x, y| {
            c.fill(
                &[vec![
                    (x, y),
                    (x + 26.0 * u, y),
                    (x + 26.0 * u, y + 12.0 * u),
                    (x, y + 12.0 * u),
                ]],
                [206, 230, 224],
            )
        }),
        ("SLOPES 5 TO 35°", &|c, x, y| {
            for (i, kind) in [
                FeatureKind::Slope5To10,
                FeatureKind::Slope10To15,
                FeatureKind::Slope15To25,
                FeatureKind::Slope25To35,
            ]
            .iter()
            .enumerate()
            {
                let x = x + i as f64 * 7.0 * u;
                c.fill(
                    &[vec![
                        (x, y),
                        (x + 7.0 * u, y),
                        (x + 7.0 * u, y + 12.0 * u),
                        (x, y + 12.0 * u),
                    ]],
                    tint(*kind),
                );
                c.segment(
                    (x + 3.5 * u, y + 1.0 * u),
                    (x + 3.5 * u, y + 11.0 * u),
                    hachure(*kind).1 * u,
                    HACHURE,
                );
            }
        }),
        ("BRICK HOUSES", &|c, x, y| {
            c.fill(
                &[vec![
                    (x + 4.0 * u, y + 2.0 * u),
                    (x + 22.0 * u, y + 2.0 * u),
                    (x + 22.0 * u, y + 10.0 * u),
                    (x + 4.0 * u, y + 10.0 * u),
                ]],
                BRICK,
            )
        }),
        ("WOODEN HOUSES", &|c, x, y| {
            c.fill(
                &[vec![
                    (x + 4.0 * u, y + 2.0 * u),
                    (x + 22.0 * u, y + 2.0 * u),
                    (x + 22.0 * u, y + 10.0 * u),
                    (x + 4.0 * u, y + 10.0 * u),
                ]],
                TIMBER,
            )
        }),
        ("HIGHWAY", &|c, x, y| {
            c.segment(
                (x, y + 6.0 * u),
                (x + 26.0 * u, y + 6.0 * u),
                8.6 * u,
                CASING,
            );
            c.segment(
                (x, y + 6.0 * u),
                (x + 26.0 * u, y + 6.0 * u),
                6.2 * u,
                HIGHWAY,
            );
        }),
        ("SMALLER ROAD", &|c, x, y| {
            c.segment(
                (x, y + 6.0 * u),
                (x + 26.0 * u, y + 6.0 * u),
                6.4 * u,
                CASING,
            );
            c.segment((x, y + 6.0 * u), (x + 26.0 * u, y + 6.0 * u), 4.0 * u, ROAD);
        }),
        ("FOOTPATH", &|c, x, y| {
            c.dashed(
                &[(x, y + 6.0 * u), (x + 26.0 * u, y + 6.0 * u)],
                1.3 * u,
                7.0 * u,
                4.0 * u,
                [96, 74, 60],
            )
        }),
        ("WALL", &|c, x, y| {
            c.segment((x, y + 6.0 * u), (x + 26.0 * u, y + 6.0 * u), 1.8 * u, WALL)
        }),
        ("HEDGE", &|c, x, y| {
            for dx in [2.0, 8.0, 14.0, 20.0, 26.0] {
                c.disc(x + dx * u, y + 6.0 * u, 1.5 * u, HEDGE);
            }
        }),
        ("STREAM, FORD", &|c, x, y| {
            c.segment(
                (x, y + 6.0 * u),
                (x + 26.0 * u, y + 6.0 * u),
                3.2 * u,
                STREAM,
            )
        }),
    ];
    for (i, (text, swatch)) in entries.iter().enumerate() {
        let (column, row) = (i / 6, i % 6);
        let x = (990.0 + column as f64 * 224.0) * u;
        let y = (1976.0 + row as f64 * 32.0) * u;
        swatch(canvas, x, y);
        canvas.text(x + 32.0 * u, y + 0.5 * u, text, 1.6 * u, INK, None);
    }
}
