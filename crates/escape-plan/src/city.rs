//! The city: which tile lies on which board space, the City tile stacks and display, and the
//! Police Officers (at most one of each type per tile, so a tile's officers are a 3-bit set).

use serde::{Deserialize, Serialize};

use crate::data::tiles::{HOSPITAL_TILE, TILE_COUNT, edge_land};
use crate::hex::{self, SPACES};
use crate::ids::Land;

#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct City {
    /// Tile index on each board space.
    pub space_tile: [Option<u8>; SPACES],
    /// Board space and rotation (edge `e` faces direction `(e + rotation) % 6`) of each placed tile.
    pub placed: [Option<(u8, u8)>; TILE_COUNT],
    /// Face-down stacks A-D; the top is the last element. Secret order.
    pub stacks: [Vec<u8>; 4],
    /// Whether the top tile of each stack is face up (in the display).
    pub face_up: [bool; 4],
    /// Officer types (bit per [`crate::ids::Police`]) on each tile, on the board or in the display.
    pub police: [u8; TILE_COUNT],
    /// Officers in the bag, by type. Secret only in which one comes out next (the draw is random).
    pub bag: [u8; 3],
    /// Officers returned to the box (Snitch), by type.
    pub boxed: [u8; 3],
}

crate::clone::clone_field_by_field!(City {
    space_tile,
    placed,
    stacks,
    face_up,
    police,
    bag,
    boxed,
});

impl City {
    pub fn tile_at(&self, space: u8) -> Option<u8> {
        self.space_tile.get(space as usize).copied().flatten()
    }

    pub fn space_of(&self, tile: u8) -> Option<u8> {
        self.placed
            .get(tile as usize)
            .copied()
            .flatten()
            .map(|(s, _)| s)
    }

    /// The face-up tile of each stack in the display.
    pub fn display_tile(&self, stack: usize) -> Option<u8> {
        if self.face_up[stack] {
            self.stacks[stack].last().copied()
        } else {
            None
        }
    }

    pub fn is_visible(&self, tile: u8) -> bool {
        self.placed[tile as usize].is_some() || (0..4).any(|s| self.display_tile(s) == Some(tile))
    }

    pub fn hospital_space(&self) -> Option<u8> {
        self.space_of(HOSPITAL_TILE as u8)
    }

    /// Officers on the tile at a board space.
    pub fn police_at(&self, space: u8) -> u8 {
        self.tile_at(space).map_or(0, |t| self.police[t as usize])
    }

    /// Land type meeting world direction `dir` of the tile on `space`.
    pub fn world_edge_land(&self, space: u8, dir: usize) -> Option<Land> {
        let t = self.tile_at(space)?;
        let (_, rot) = self.placed[t as usize]?;
        Some(edge_land(t as usize, (dir + 6 - rot as usize) % 6))
    }

    /// Global region id of the tile on `space` meeting world direction `dir`.
    pub fn world_edge_region(&self, space: u8, dir: usize) -> Option<u8> {
        let t = self.tile_at(space)?;
        let (_, rot) = self.placed[t as usize]?;
        Some(hex::topology().edge_region[t as usize][(dir + 6 - rot as usize) % 6])
    }

    /// Empty spaces touching at least 2 placed tiles (bit per space): where a tile may go.
    pub fn frontier(&self) -> u32 {
        let mut out = 0;
        for space in 0..SPACES as u8 {
            if self.tile_at(space).is_some() {
                continue;
            }
            let touching = (0..6)
                .filter(|&d| hex::neighbor(space, d).is_some_and(|n| self.tile_at(n).is_some()))
                .count();
            if touching >= 2 {
                out |= 1 << space;
            }
        }
        out
    }

    /// "3. City": a tile goes on an empty space touching at least 2 placed tiles, turned so that
    /// at least one of its Land types meets the same Land type on a neighbouring tile.
    pub fn can_place(&self, tile: u8, space: u8, rotation: u8) -> bool {
        if space as usize >= SPACES || rotation >= 6 || self.tile_at(space).is_some() {
            return false;
        }
        let facing = self.facing_lands(space);
        let neighbours = facing.iter().fold(0, |a, m| a | m).count_ones();
        neighbours >= 2 && fits(&land_masks(tile), rotation, &facing)
    }

    /// For each Land type (by `Land as usize`), the world directions (bit per direction) in
    /// which a neighbouring tile of `space` shows that Land toward it.
    pub fn facing_lands(&self, space: u8) -> [u8; 4] {
        let mut out = [0; 4];
        for dir in 0..6 {
            if let Some(n) = hex::neighbor(space, dir)
                && let Some(land) = self.world_edge_land(n, (dir + 3) % 6)
            {
                out[land as usize] |= 1 << dir;
            }
        }
        out
    }

    pub fn place(&mut self, tile: u8, space: u8, rotation: u8) {
        self.space_tile[space as usize] = Some(tile);
        self.placed[tile as usize] = Some((space, rotation));
    }

    pub fn placed_spaces(&self) -> impl Iterator<Item = u8> + '_ {
        (0..SPACES as u8).filter(|&s| self.space_tile[s as usize].is_some())
    }
}

/// For each Land type, the local edges (bit per edge) of `tile` showing it.
pub fn land_masks(tile: u8) -> [u8; 4] {
    let mut out = [0; 4];
    for e in 0..6 {
        out[edge_land(tile as usize, e) as usize] |= 1 << e;
    }
    out
}

/// Whether a tile with `masks` ([`land_masks`]) turned by `rotation` meets at least one of the
/// `facing` Land types ([`City::facing_lands`]).
pub fn fits(masks: &[u8; 4], rotation: u8, facing: &[u8; 4]) -> bool {
    let r = u32::from(rotation % 6);
    (0..4).any(|l| {
        let world = ((u32::from(masks[l]) << r) | (u32::from(masks[l]) >> (6 - r))) & 0x3f;
        world as u8 & facing[l] != 0
    })
}
