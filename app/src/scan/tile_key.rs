//! The address of one tile in a scan's pyramid.

/// Level 0 is the scan at full resolution; each level above halves both sides. Columns and
/// rows count tiles from the top-left corner. Keys sort by level, then row, then column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TileKey {
    /// Pyramid level (0 = full resolution).
    pub level: u8,
    /// Tile row, from the top.
    pub row: u32,
    /// Tile column, from the left.
    pub col: u32,
}

impl TileKey {
    /// A key.
    pub fn new(level: u8, col: u32, row: u32) -> Self {
        Self { level, row, col }
    }

    /// The tile one level up that covers this one, if there is a level above.
    pub fn parent(self) -> Option<TileKey> {
        let level = self.level.checked_add(1)?;
        Some(TileKey {
            level,
            row: self.row / 2,
            col: self.col / 2,
        })
    }

    /// The (up to) four tiles one level down covered by this one; `None` at level 0.
    pub fn children(self) -> Option<[TileKey; 4]> {
        let level = self.level.checked_sub(1)?;
        let (c, r) = (self.col.saturating_mul(2), self.row.saturating_mul(2));
        Some([
            TileKey::new(level, c, r),
            TileKey::new(level, c.saturating_add(1), r),
            TileKey::new(level, c, r.saturating_add(1)),
            TileKey::new(level, c.saturating_add(1), r.saturating_add(1)),
        ])
    }

    /// A texture name for egui's debug views.
    pub fn texture_name(self) -> String {
        format!("map-tile-{}-{}-{}", self.level, self.col, self.row)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parent_and_children_agree() {
        let key = TileKey::new(1, 5, 3);
        let children = key.children().expect("level 1 has children");
        for child in children {
            assert_eq!(child.parent(), Some(key));
        }
        assert!(TileKey::new(0, 0, 0).children().is_none());
        assert!(TileKey::new(u8::MAX, 0, 0).parent().is_none());
    }
}
