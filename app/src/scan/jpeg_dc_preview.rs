//! A whole-map preview of a baseline JPEG read from its DC coefficients alone: each 8 × 8
//! block's average, the AC coefficients skipped by their code lengths and never decoded to
//! values (`huffman_skip`). libjpeg's 1/8 scale gives the same picture but walks every AC
//! symbol through its general decoder; this pass takes about four fifths of its time on the
//! benchmark's scan, and the preview is what the umpire waits for.
//!
//! Only what a scanner writes is read here: 8-bit baseline Huffman JPEGs (SOF0, SOF1) with
//! every component in one scan, grey or three components, restart markers or not. Anything
//! else, or any damage, gives `None`, and the caller falls back to libjpeg (which names the
//! damage). The file is read a window at a time, never whole.

use super::entropy_bits::EntropyBits;
use super::huffman_skip::HuffTable;
use super::jpeg_scan_header::{Component, Header, read_header};
use super::tile_image::PixelLayout;
use std::io::Read;

/// One component's grid of blocks, with its DC values kept as plain sample averages.
struct Plane<'t> {
    comp: Component,
    q: i64,
    dc_table: &'t HuffTable,
    ac_table: &'t HuffTable,
    blocks_w: usize,
    blocks_h: usize,
    values: Vec<u8>,
    pred: i32,
}

/// A picture decoded at 1/8 of the scan's size: width, height, layout and pixels.
pub type EighthPicture = (u32, u32, PixelLayout, Vec<u8>);

/// The average of every 8 × 8 block of a baseline JPEG read from `source` (grey or RGB, one
/// byte a channel), at 1/8 of its size rounded up. `None` when the file is not one this reader
/// takes, is damaged or cannot be read; `stop` is asked between rows of blocks (Cancel).
pub fn block_averages(mut source: impl Read, stop: &dyn Fn() -> bool) -> Option<EighthPicture> {
    let h = read_header(&mut source)?;
    let n = h.components.len();
    if !(n == 1 || n == 3) || h.width == 0 || h.height == 0 {
        return None;
    }
    let hmax = h.components.iter().map(|c| c.h).max()?;
    let vmax = h.components.iter().map(|c| c.v).max()?;
    let mut planes = Vec::with_capacity(n);
    for c in &h.components {
        let comp_w = (h.width * c.h).div_ceil(hmax);
        let comp_h = (h.height * c.v).div_ceil(vmax);
        let (bw, bh) = (comp_w.div_ceil(8) as usize, comp_h.div_ceil(8) as usize);
        planes.push(Plane {
            comp: *c,
            q: i64::from((*h.quant_dc.get(c.quant)?)?),
            dc_table: h.dc.get(c.dc_table)?.as_ref()?,
            ac_table: h.ac.get(c.ac_table)?.as_ref()?,
            blocks_w: bw,
            blocks_h: bh,
            values: vec![0u8; bw.checked_mul(bh)?],
            pred: 0,
        });
    }
    let mut bits = EntropyBits::new(source);
    walk_blocks(&h, &mut planes, &mut bits, stop)?;
    if bits.failed {
        return None;
    }
    Some(picture(&h, &planes, hmax, vmax))
}

/// Reads every block's DC value into its plane, skipping the AC coefficients.
fn walk_blocks<R: Read>(
    h: &Header,
    planes: &mut [Plane<'_>],
    bits: &mut EntropyBits<R>,
    stop: &dyn Fn() -> bool,
) -> Option<()> {
    let n = planes.len();
    let hmax = h.components.iter().map(|c| c.h).max()?;
    let vmax = h.components.iter().map(|c| c.v).max()?;
    let (mcus_x, mcus_y) = if n == 1 {
        (planes[0].blocks_w, planes[0].blocks_h)
    } else {
        (
            h.width.div_ceil(8 * hmax) as usize,
            h.height.div_ceil(8 * vmax) as usize,
        )
    };
    let interval = h.restart_interval as usize;
    let mut mcu = 0usize;
    for my in 0..mcus_y {
        if stop() {
            return None;
        }
        for mx in 0..mcus_x {
            if interval > 0 && mcu > 0 && mcu.is_multiple_of(interval) {
                if !bits.restart() {
                    return None;
                }
                planes.iter_mut().for_each(|p| p.pred = 0);
            }
            mcu += 1;
            for p in planes.iter_mut() {
                // A lone component is not interleaved: one block an MCU, whatever its sampling.
                let (bh, bv) = if n == 1 { (1, 1) } else { (p.comp.h, p.comp.v) };
                for by in 0..bv as usize {
                    for bx in 0..bh as usize {
                        p.pred = p.pred.wrapping_add(bits.dc_difference(p.dc_table)?);
                        bits.skip_ac(p.ac_table)?;
                        let (x, y) = (mx * bh as usize + bx, my * bv as usize + by);
                        if x < p.blocks_w && y < p.blocks_h {
                            // The 1 × 1 inverse DCT: DC × quantiser / 8, level-shifted.
                            let v = (i64::from(p.pred) * p.q + 4).div_euclid(8) + 128;
                            p.values[y * p.blocks_w + x] = v.clamp(0, 255) as u8;
                        }
                    }
                }
            }
        }
    }
    Some(())
}

/// The picture at 1/8: one pixel a block of the full-size grid, chroma spread over the blocks
/// it covers, converted to RGB unless the file is grey or RGB already.
fn picture(h: &Header, planes: &[Plane<'_>], hmax: u32, vmax: u32) -> EighthPicture {
    let (w, ht) = (h.width.div_ceil(8) as usize, h.height.div_ceil(8) as usize);
    let sample = |p: &Plane<'_>, x: usize, y: usize| {
        let px = (x * p.comp.h as usize / hmax as usize).min(p.blocks_w - 1);
        let py = (y * p.comp.v as usize / vmax as usize).min(p.blocks_h - 1);
        i32::from(p.values[py * p.blocks_w + px])
    };
    if let [p] = planes {
        let mut out = Vec::with_capacity(w * ht);
        for y in 0..ht {
            out.extend(
                (0..w)
                    .map(|x| p.values[y.min(p.blocks_h - 1) * p.blocks_w + x.min(p.blocks_w - 1)]),
            );
        }
        return (w as u32, ht as u32, PixelLayout::Grey, out);
    }
    let mut out = Vec::with_capacity(w * ht * 3);
    if let [a, b, c] = planes {
        for y in 0..ht {
            for x in 0..w {
                let s = [sample(a, x, y), sample(b, x, y), sample(c, x, y)];
                if h.rgb {
                    out.extend(s.map(|v| v.clamp(0, 255) as u8));
                } else {
                    out.extend(ycc_to_rgb(s[0], s[1], s[2]));
                }
            }
        }
    }
    (w as u32, ht as u32, PixelLayout::Rgb, out)
}

/// JFIF's YCbCr to RGB in libjpeg's fixed point (16 fraction bits, rounded): 1.402,
/// 0.34414, 0.71414 and 1.772 times 65,536 (JFIF 1.02, the conversion; libjpeg `jdcolor.c`).
fn ycc_to_rgb(y: i32, cb: i32, cr: i32) -> [u8; 3] {
    const HALF: i32 = 1 << 15;
    let (cb, cr) = (cb - 128, cr - 128);
    let c = |v: i32| v.clamp(0, 255) as u8;
    [
        c(y + ((91_881 * cr + HALF) >> 16)),
        c(y + ((-22_554 * cb - 46_802 * cr + HALF) >> 16)),
        c(y + ((116_130 * cb + HALF) >> 16)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use jpeg_encoder::{ColorType, Encoder, SamplingFactor};
    use proptest::prelude::*;
    use std::io::Cursor;

    /// How a test JPEG is written.
    struct Written {
        grey: bool,
        sampling: SamplingFactor,
        restart: u16,
        optimized: bool,
        progressive: bool,
    }

    const PLAIN: Written = Written {
        grey: false,
        sampling: SamplingFactor::R_4_2_0,
        restart: 0,
        optimized: false,
        progressive: false,
    };

    /// A `w` × `h` picture with gradients, a grid and fine grain, written as `how` says.
    fn jpeg(w: u16, h: u16, how: &Written) -> Vec<u8> {
        let channels = if how.grey { 1 } else { 3 };
        let mut raw = Vec::with_capacity(usize::from(w) * usize::from(h) * channels);
        for y in 0..u32::from(h) {
            for x in 0..u32::from(w) {
                let grid = if x % 50 < 3 || y % 40 < 3 { 60 } else { 0 };
                let grain = (x * 7 + y * 13) % 17;
                let px = [
                    (x * 200 / u32::from(w) + grain) as u8,
                    (y * 200 / u32::from(h) + grid) as u8,
                    (((x + y) / 3) % 200 + grain) as u8,
                ];
                raw.extend_from_slice(&px[..channels]);
            }
        }
        let mut out = Vec::new();
        let mut encoder = Encoder::new(&mut out, 85);
        encoder.set_sampling_factor(how.sampling);
        if how.restart > 0 {
            encoder.set_restart_interval(how.restart);
        }
        encoder.set_optimized_huffman_tables(how.optimized);
        encoder.set_progressive(how.progressive);
        let colour = if how.grey {
            ColorType::Luma
        } else {
            ColorType::Rgb
        };
        encoder.encode(&raw, w, h, colour).expect("encode");
        out
    }

    /// libjpeg's own decode at 1/8: width, height and pixels.
    fn libjpeg_eighth(data: &[u8]) -> (usize, usize, Vec<u8>) {
        let mut d = mozjpeg::Decompress::with_markers(mozjpeg::NO_MARKERS)
            .from_mem(data)
            .expect("header");
        d.scale(1);
        // Chroma repeated over the blocks it covers, as the preview spreads it (libjpeg's
        // fancy upsampling blends neighbours at 4:2:0 instead).
        d.do_fancy_upsampling(false);
        let (w, h, pixels) = match d.image().expect("start") {
            mozjpeg::Format::RGB(mut s) => (s.width(), s.height(), s.read_scanlines::<u8>()),
            mozjpeg::Format::Gray(mut s) => (s.width(), s.height(), s.read_scanlines::<u8>()),
            mozjpeg::Format::CMYK(_) => panic!("no CMYK here"),
        };
        (w, h, pixels.expect("rows"))
    }

    /// The mean of every `k` × `k` square of a `w`-pixel-wide picture of `c` channels.
    fn squares(pixels: &[u8], w: usize, c: usize, k: usize) -> Vec<f64> {
        let h = pixels.len() / (w * c);
        let mut out = Vec::new();
        for sy in 0..h / k {
            for sx in 0..w / k {
                for ch in 0..c {
                    let sum: u32 = (0..k * k)
                        .map(|i| {
                            let (x, y) = (sx * k + i % k, sy * k + i / k);
                            u32::from(pixels[(y * w + x) * c + ch])
                        })
                        .sum();
                    out.push(f64::from(sum) / (k * k) as f64);
                }
            }
        }
        out
    }

    #[test]
    fn each_blocks_average_is_libjpegs_eighth_scale_picture() {
        // (what, how written, compared in squares of, most mean and single difference).
        // At 4:2:0 libjpeg decodes each chroma block at 2 × 2 (its first AC terms too), where
        // the preview keeps only the average: the two agree over each 2 × 2 square.
        let rows: [(&str, Written, usize, f64, f64); 6] = [
            // (Colour conversion clamps, so averages taken before and after it differ a little.)
            ("colour, 4:2:0", PLAIN, 2, 0.5, 8.0),
            (
                "colour, 4:4:4, a restart every 7 MCUs",
                Written {
                    sampling: SamplingFactor::R_4_4_4,
                    restart: 7,
                    ..PLAIN
                },
                1,
                0.0,
                0.0,
            ),
            (
                "colour, 4:2:2, a restart every MCU",
                Written {
                    sampling: SamplingFactor::R_4_2_2,
                    restart: 1,
                    ..PLAIN
                },
                1,
                0.0,
                0.0,
            ),
            (
                "colour, 4:4:0",
                Written {
                    sampling: SamplingFactor::R_4_4_0,
                    ..PLAIN
                },
                1,
                0.0,
                0.0,
            ),
            (
                "grey",
                Written {
                    grey: true,
                    ..PLAIN
                },
                1,
                0.0,
                0.0,
            ),
            (
                "grey, a restart every 3 MCUs",
                Written {
                    grey: true,
                    restart: 3,
                    ..PLAIN
                },
                1,
                0.0,
                0.0,
            ),
        ];
        for (what, how, k, mean_limit, max_limit) in rows {
            let data = jpeg(333, 250, &how);
            let (w, h, layout, ours) = block_averages(Cursor::new(&data), &|| false)
                .unwrap_or_else(|| panic!("{what}: no preview"));
            let (lw, lh, theirs) = libjpeg_eighth(&data);
            assert_eq!((w as usize, h as usize), (lw, lh), "{what}: size");
            let c = if how.grey { 1 } else { 3 };
            assert_eq!(layout.channels(), c, "{what}");
            assert_eq!(ours.len(), theirs.len(), "{what}: bytes");
            let (ours, theirs) = (squares(&ours, lw, c, k), squares(&theirs, lw, c, k));
            let diffs: Vec<f64> = ours
                .iter()
                .zip(&theirs)
                .map(|(a, b)| (a - b).abs())
                .collect();
            let mean = diffs.iter().sum::<f64>() / diffs.len() as f64;
            let max = diffs.iter().copied().fold(0.0, f64::max);
            assert!(
                mean <= mean_limit && max <= max_limit,
                "{what}: mean {mean:.2}, most {max}"
            );
        }
    }

    #[test]
    fn jpegs_this_reader_does_not_take_are_left_to_libjpeg() {
        for (what, how) in [
            (
                "progressive",
                Written {
                    progressive: true,
                    ..PLAIN
                },
            ),
            // This encoder writes each component in a scan of its own when it optimises.
            (
                "components in separate scans",
                Written {
                    optimized: true,
                    ..PLAIN
                },
            ),
        ] {
            let data = jpeg(120, 90, &how);
            assert!(
                block_averages(Cursor::new(&data), &|| false).is_none(),
                "{what}"
            );
            assert!(
                libjpeg_eighth(&data).2.len() == 15 * 12 * 3,
                "{what}: libjpeg reads it"
            );
        }
        // A restart marker out of turn is damage libjpeg resynchronises after.
        let mut data = jpeg(
            120,
            90,
            &Written {
                restart: 1,
                ..PLAIN
            },
        );
        let second = data
            .windows(2)
            .position(|w| w == [0xFF, 0xD1])
            .expect("a second restart marker");
        data[second + 1] = 0xD3;
        assert!(
            block_averages(Cursor::new(&data), &|| false).is_none(),
            "RST out of turn"
        );
    }

    #[test]
    fn cancel_stops_the_walk() {
        let data = jpeg(200, 200, &PLAIN);
        assert!(block_averages(Cursor::new(&data), &|| true).is_none());
    }

    #[test]
    fn a_truncated_jpeg_still_gives_a_picture_of_its_size() {
        // As libjpeg does: what is missing reads as zeros (grey at the bottom).
        let data = jpeg(160, 160, &PLAIN);
        let cut = &data[..data.len() / 2];
        let (w, h, _, pixels) = block_averages(Cursor::new(cut), &|| false).expect("picture");
        assert_eq!((w, h, pixels.len()), (20, 20, 20 * 20 * 3));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        /// Damage anywhere — bytes changed, the file cut short — never panics.
        #[test]
        fn damaged_files_never_panic(
            changes in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..12),
            keep in 0.0f64..=1.0,
            restart in prop_oneof![Just(0u16), Just(2u16)],
        ) {
            let mut data = jpeg(48, 40, &Written { restart, ..PLAIN });
            for (at, byte) in changes {
                let i = at.index(data.len());
                data[i] = byte;
            }
            data.truncate((data.len() as f64 * keep) as usize);
            let _ = block_averages(Cursor::new(&data), &|| false);
        }
    }
}
