//! A made-up survey sheet for the scan benchmarks, written as a JPEG.

use std::path::Path;
use std::time::Instant;

/// Writes a `w` × `h` survey-sheet-like picture to `path` (its folder made if missing): paper,
/// a grid, contour-ish waves, hachures, roads, and grain, so it compresses like a real scan,
/// not like a flat colour. Prints how long it took.
pub fn generate(path: &Path, w: u32, h: u32) {
    std::fs::create_dir_all(path.parent().expect("dir")).expect("temp dir");
    let start = Instant::now();
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut raw = vec![0u8; w as usize * h as usize * 3];
    for (y, row) in raw.chunks_exact_mut(w as usize * 3).enumerate() {
        let y = y as u32;
        for (x, px) in row.chunks_exact_mut(3).enumerate() {
            let x = x as u32;
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let grain = (seed & 31) as u8;
            let wave = ((f64::from(x) * 0.004).sin() * 40.0 + f64::from(y) * 0.01) as i64;
            let contour = wave.rem_euclid(60) < 2;
            let grid = x % 500 < 2 || y % 500 < 2;
            let road = (i64::from(x) - i64::from(y) * 4 / 3).rem_euclid(3000) < 6;
            // Hachures: short strokes whose direction follows the slope.
            let hachure = (x + (wave as u32 % 7)).is_multiple_of(9)
                && !(y / 40).is_multiple_of(3)
                && wave.rem_euclid(200) < 90;
            let (r, g, b) = if road {
                (150, 60, 40)
            } else if grid {
                (90, 90, 160)
            } else if contour || hachure {
                (140, 100, 60)
            } else {
                (232, 224, 200)
            };
            px.copy_from_slice(&[r - grain, g - grain, b - grain]);
        }
    }
    let file = std::io::BufWriter::new(std::fs::File::create(path).expect("create"));
    image::codecs::jpeg::JpegEncoder::new_with_quality(file, 85)
        .encode(&raw, w, h, image::ExtendedColorType::Rgb8)
        .expect("encode");
    println!(
        "generated {} in {:.1} s",
        path.display(),
        start.elapsed().as_secs_f64()
    );
}
