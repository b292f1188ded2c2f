//! The printed components as data for a UI: board geometry, tiles, Locations, cards and the
//! numbers on the boards. Static and public; the same for every game.

use serde::Serialize;

use crate::data::board::{
    AFTER_ESCAPE_TOLL, ASSET_SPACE_COSTS, CHURCH_COST, EXTRA_ACTION_DISCS, GANG_COST,
    HOSPITAL_HEAL_COST, INCOME_UNLOCK_COST, NOTORIETY_PENALTY, NOTORIETY_TOP, THRESHOLDS,
    escape_cost,
};
use crate::data::cards::{CONTACTS, ContactCard, LOCKERS};
use crate::data::tiles::{Site, TILES};
use crate::hex::{COORDS, topology};
use crate::ids::{Equipment, Fixer, Land, LockerColor, Police, Stack};

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanCatalog")]
pub struct Catalog {
    /// Axial coordinates (q, r) of each of the 19 board spaces.
    pub spaces: Vec<(i8, i8)>,
    pub tiles: Vec<TileCard>,
    /// Every Location, by global id (the ids in views and choices).
    pub locations: Vec<LocationCard>,
    /// Land regions by global id (Jet Ski targets).
    pub regions: Vec<RegionCard>,
    pub contacts: Vec<ContactCard>,
    pub fixers: Vec<PricedFixer>,
    pub equipment: Vec<PricedEquipment>,
    pub lockers: Vec<LockerCard>,
    pub asset_space_costs: Vec<u16>,
    pub notoriety_top: u8,
    pub thresholds: Vec<u8>,
    pub notoriety_penalty: Vec<i32>,
    /// Hospital: the cost of healing 0, 1, 2 or 3 Wounds.
    pub hospital_heal_costs: Vec<u16>,
    /// Church: the cost of absolution (lose 1 Notoriety).
    pub church_cost: u16,
    /// Gangs: the cost of taking one.
    pub gang_cost: u16,
    /// Income phase: the cost of unlocking an Asset tile.
    pub income_unlock_cost: u16,
    /// Escape costs by order of leaving, for 2, 3, 4 and 5 players.
    pub escape_costs: Vec<Vec<u16>>,
    /// The $1k each turn costs once someone has escaped.
    pub after_escape_toll: u16,
    /// Extra Action discs in the supply at the start.
    pub extra_action_discs: u8,
}

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanTileCard")]
pub struct TileCard {
    pub name: String,
    /// `None` for the two starting tiles.
    pub stack: Option<Stack>,
    /// Land meeting each edge; edge `i` faces direction `i` (0 = north-east, counter-clockwise).
    pub edges: Vec<Land>,
    pub locations: Vec<u8>,
    pub helipad: bool,
    pub ferry: bool,
}

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanLocationCard")]
pub struct LocationCard {
    pub tile: u8,
    pub site: Site,
    /// Local edges of its tile whose land regions it touches.
    pub edges: Vec<u8>,
}

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanRegionCard")]
pub struct RegionCard {
    pub tile: u8,
    pub land: Land,
    /// Local edges of its tile.
    pub edges: Vec<u8>,
}

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanPricedFixer")]
pub struct PricedFixer {
    pub fixer: Fixer,
    pub cost: u16,
}

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanPricedEquipment")]
pub struct PricedEquipment {
    pub equipment: Equipment,
    pub cost: u16,
    pub covers: Vec<Police>,
}

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanLockerCard")]
pub struct LockerCard {
    pub color: LockerColor,
    /// Contact cards needed to open it.
    pub threshold: u8,
}

fn land(c: u8) -> Land {
    match c {
        b'I' => Land::Industrial,
        b'C' => Land::Commercial,
        b'R' => Land::Residential,
        _ => Land::Water,
    }
}

fn bits(mask: u8) -> Vec<u8> {
    (0..6).filter(|e| mask & (1 << e) != 0).collect()
}

/// The components, built fresh (cheap; called once per app start).
pub fn catalog() -> Catalog {
    let topo = topology();
    Catalog {
        spaces: COORDS.to_vec(),
        tiles: TILES
            .iter()
            .enumerate()
            .map(|(i, t)| TileCard {
                name: t.name.to_string(),
                stack: t.stack,
                edges: t.edges.bytes().map(land).collect(),
                locations: topo.tile_locations[i].clone(),
                helipad: t.helipad,
                ferry: t.ferry,
            })
            .collect(),
        locations: topo
            .locations
            .iter()
            .enumerate()
            .map(|(id, l)| {
                let tile = &TILES[l.tile as usize];
                // A tile's global ids follow the order of its printed Locations.
                let local = topo.tile_locations[l.tile as usize]
                    .iter()
                    .position(|&g| g as usize == id)
                    .unwrap_or(0);
                LocationCard {
                    tile: l.tile,
                    site: l.site,
                    edges: tile
                        .locations
                        .get(local)
                        .map_or_else(Vec::new, |d| d.touches.to_vec()),
                }
            })
            .collect(),
        regions: topo
            .regions
            .iter()
            .map(|r| RegionCard {
                tile: r.tile,
                land: r.land,
                edges: bits(r.edges),
            })
            .collect(),
        contacts: CONTACTS.to_vec(),
        fixers: Fixer::ALL
            .iter()
            .map(|&fixer| PricedFixer {
                fixer,
                cost: fixer.cost(),
            })
            .collect(),
        equipment: Equipment::ALL
            .iter()
            .map(|&equipment| PricedEquipment {
                equipment,
                cost: equipment.cost(),
                covers: Police::ALL
                    .into_iter()
                    .filter(|&p| equipment.covers(p))
                    .collect(),
            })
            .collect(),
        lockers: LOCKERS
            .iter()
            .map(|l| LockerCard {
                color: l.color,
                threshold: l.threshold,
            })
            .collect(),
        asset_space_costs: ASSET_SPACE_COSTS.to_vec(),
        notoriety_top: NOTORIETY_TOP,
        thresholds: THRESHOLDS.to_vec(),
        notoriety_penalty: NOTORIETY_PENALTY.to_vec(),
        hospital_heal_costs: HOSPITAL_HEAL_COST.to_vec(),
        church_cost: CHURCH_COST,
        gang_cost: GANG_COST,
        income_unlock_cost: INCOME_UNLOCK_COST,
        escape_costs: (2..=5u8)
            .map(|players| {
                (0..players as usize)
                    .map(|o| escape_cost(players, o))
                    .collect()
            })
            .collect(),
        after_escape_toll: AFTER_ESCAPE_TOLL,
        extra_action_discs: EXTRA_ACTION_DISCS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn catalog_lists_every_component_once() {
        let c = catalog();
        assert_eq!(c.spaces.len(), 19);
        assert_eq!(c.tiles.len(), 14);
        assert_eq!(c.contacts.len(), 32);
        let on_tiles: usize = c.tiles.iter().map(|t| t.locations.len()).sum();
        assert_eq!(on_tiles, c.locations.len());
        for (id, l) in c.locations.iter().enumerate() {
            assert!(c.tiles[l.tile as usize].locations.contains(&(id as u8)));
            assert!(!l.edges.is_empty(), "location {id} touches no edge");
        }
    }
}
