//! The markers of a baseline JPEG up to its scan, as the DC-only preview (`jpeg_dc_preview`)
//! needs them: size, components and their sampling, each quantisation table's DC step, the
//! Huffman tables the scan uses, the restart interval and whether three components are RGB.
//! Anything that reader does not take, or any damage, gives `None`.
//!
//! Huffman tables are kept as their code counts and symbols until the scan names the ones it
//! uses, and only those (at most eight) are laid out for decoding: a file of many table
//! markers costs no more than reading it.

use super::huffman_skip::HuffTable;
use std::io::Read;

/// One component of the frame.
#[derive(Clone, Copy)]
pub(super) struct Component {
    /// Its identifier in the frame and scan headers.
    pub(super) id: u8,
    /// Horizontal sampling factor, 1 to 4.
    pub(super) h: u32,
    /// Vertical sampling factor, 1 to 4.
    pub(super) v: u32,
    /// Its quantisation table, 0 to 3.
    pub(super) quant: usize,
    /// Its DC Huffman table, 0 to 3 (from the scan header).
    pub(super) dc_table: usize,
    /// Its AC Huffman table, 0 to 3 (from the scan header).
    pub(super) ac_table: usize,
}

/// A Huffman table as its marker gives it: how many codes of each length 1 to 16, and the
/// symbols in order.
#[derive(Clone)]
struct RawTable {
    counts: [u8; 16],
    symbols: Vec<u8>,
}

/// The parts of the file the preview needs, read from its markers.
pub(super) struct Header {
    /// Width in pixels.
    pub(super) width: u32,
    /// Height in pixels.
    pub(super) height: u32,
    /// The frame's components, in order (1 or 3 for the preview).
    pub(super) components: Vec<Component>,
    /// Each quantisation table's DC step.
    pub(super) quant_dc: [Option<u16>; 4],
    /// The DC tables the scan uses, laid out for decoding.
    pub(super) dc: [Option<HuffTable>; 4],
    /// The AC tables the scan uses, laid out for skipping.
    pub(super) ac: [Option<HuffTable>; 4],
    /// MCUs between restart markers (0: none).
    pub(super) restart_interval: u32,
    /// Three components that are RGB, not YCbCr (Adobe's marker, or named R, G, B).
    pub(super) rgb: bool,
    raw_dc: [Option<RawTable>; 4],
    raw_ac: [Option<RawTable>; 4],
}

fn be16(data: &[u8], at: usize) -> Option<u32> {
    Some(u32::from(*data.get(at)?) << 8 | u32::from(*data.get(at + 1)?))
}

/// The next byte of `source`.
fn next_byte(source: &mut impl Read) -> Option<u8> {
    let mut b = [0u8; 1];
    source.read_exact(&mut b).ok()?;
    Some(b[0])
}

/// Reads the markers up to the scan, leaving `source` at its first entropy-coded byte; `None`
/// for anything this reader does not take.
pub(super) fn read_header(source: &mut impl Read) -> Option<Header> {
    if (next_byte(source)?, next_byte(source)?) != (0xFF, 0xD8) {
        return None;
    }
    let mut h = Header {
        width: 0,
        height: 0,
        components: Vec::new(),
        quant_dc: [None; 4],
        dc: [None, None, None, None],
        ac: [None, None, None, None],
        restart_interval: 0,
        rgb: false,
        raw_dc: [None, None, None, None],
        raw_ac: [None, None, None, None],
    };
    let mut adobe_transform = None;
    let mut jfif = false;
    loop {
        if next_byte(source)? != 0xFF {
            return None;
        }
        let marker = loop {
            match next_byte(source)? {
                0xFF => {}
                m => break m,
            }
        };
        // Markers without a length have no place before the scan.
        if matches!(marker, 0x00 | 0x01 | 0xD0..=0xD9) {
            return None;
        }
        let len = (be16(&[next_byte(source)?, next_byte(source)?], 0)? as usize).checked_sub(2)?;
        let mut body = vec![0u8; len];
        source.read_exact(&mut body).ok()?;
        let body = body.as_slice();
        match marker {
            0xC0 | 0xC1 => read_frame(&mut h, body)?,
            // Progressive, lossless, arithmetic, hierarchical: libjpeg's job.
            0xC2..=0xC3 | 0xC5..=0xC7 | 0xC9..=0xCB | 0xCD..=0xCF => return None,
            0xC4 => read_huffman_tables(&mut h, body)?,
            0xDB => read_quant_dc(&mut h, body)?,
            0xDD => h.restart_interval = be16(body, 0)?,
            // As libjpeg: a marker too short to be whole is passed over.
            0xE0 if body.len() >= 14 && body.starts_with(b"JFIF\0") => jfif = true,
            0xEE if body.len() >= 12 && body.starts_with(b"Adobe") => {
                adobe_transform = body.get(11).copied();
            }
            0xDA => {
                read_scan_tables(&mut h, body)?;
                // As libjpeg reads it: JFIF is YCbCr; else Adobe's transform flag, else
                // components named R, G, B.
                h.rgb = h.components.len() == 3
                    && !jfif
                    && match adobe_transform {
                        Some(t) => t == 0,
                        None => h.components.iter().map(|c| c.id).eq([b'R', b'G', b'B']),
                    };
                return Some(h);
            }
            _ => {}
        }
    }
}

/// The frame header: size and components.
fn read_frame(h: &mut Header, body: &[u8]) -> Option<()> {
    if *body.first()? != 8 || !h.components.is_empty() {
        return None;
    }
    h.height = be16(body, 1)?;
    h.width = be16(body, 3)?;
    let n = usize::from(*body.get(5)?);
    for i in 0..n {
        let c = body.get(6 + 3 * i..9 + 3 * i)?;
        let (hs, vs) = (u32::from(c[1] >> 4), u32::from(c[1] & 15));
        if !(1..=4).contains(&hs) || !(1..=4).contains(&vs) || c[2] > 3 {
            return None;
        }
        h.components.push(Component {
            id: c[0],
            h: hs,
            v: vs,
            quant: usize::from(c[2]),
            dc_table: 0,
            ac_table: 0,
        });
    }
    Some(())
}

/// One DHT marker's tables.
fn read_huffman_tables(h: &mut Header, body: &[u8]) -> Option<()> {
    let mut p = 0;
    while p < body.len() {
        let class_id = *body.get(p)?;
        let counts: [u8; 16] = body.get(p + 1..p + 17)?.try_into().ok()?;
        let total: usize = counts.iter().map(|&c| usize::from(c)).sum();
        let symbols = body.get(p + 17..p + 17 + total)?;
        let (class, id) = (class_id >> 4, usize::from(class_id & 15));
        if id > 3 || class > 1 || total > 256 {
            return None;
        }
        let table = Some(RawTable {
            counts,
            symbols: symbols.to_vec(),
        });
        if class == 0 {
            h.raw_dc[id] = table;
        } else {
            h.raw_ac[id] = table;
        }
        p += 17 + total;
    }
    Some(())
}

/// One DQT marker's tables: only each table's DC step is needed.
fn read_quant_dc(h: &mut Header, body: &[u8]) -> Option<()> {
    let mut p = 0;
    while p < body.len() {
        let pq_tq = *body.get(p)?;
        let id = usize::from(pq_tq & 15);
        if id > 3 {
            return None;
        }
        let (dc, step) = if pq_tq >> 4 == 0 {
            (u16::from(*body.get(p + 1)?), 65)
        } else {
            (be16(body, p + 1)? as u16, 129)
        };
        h.quant_dc[id] = Some(dc);
        p += step;
    }
    Some(())
}

/// The scan header: every component of the frame, in order, with its tables.
fn read_scan_tables(h: &mut Header, body: &[u8]) -> Option<()> {
    let n = usize::from(*body.first()?);
    if n != h.components.len() {
        return None; // components in separate scans
    }
    for i in 0..n {
        let (id, tables) = (*body.get(1 + 2 * i)?, *body.get(2 + 2 * i)?);
        let c = h.components.get_mut(i)?;
        let (dc, ac) = (usize::from(tables >> 4), usize::from(tables & 15));
        if c.id != id || dc > 3 || ac > 3 {
            return None;
        }
        c.dc_table = dc;
        c.ac_table = ac;
        // Each table the scan uses, laid out once.
        if h.dc[dc].is_none() {
            let raw = h.raw_dc[dc].as_ref()?;
            h.dc[dc] = Some(HuffTable::new(&raw.counts, &raw.symbols, false)?);
        }
        if h.ac[ac].is_none() {
            let raw = h.raw_ac[ac].as_ref()?;
            h.ac[ac] = Some(HuffTable::new(&raw.counts, &raw.symbols, true)?);
        }
    }
    Some(())
}
