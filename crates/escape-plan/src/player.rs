//! A Player board: money, income track, item and Contact spaces, keys, wounds, notoriety cubes.

use serde::{Deserialize, Serialize};

use crate::data::board::*;
use crate::ids::{Asset, Equipment, ExitStack, Fixer, LockerColor};

/// What lies on an Item space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanItem")]
pub enum Item {
    Empty,
    /// A locked Asset tile: the space cannot be used until it is unlocked.
    LockedAsset(Asset),
    Equipment {
        kind: Equipment,
        face_up: bool,
    },
    /// One use only: `used` tiles stay on the board until replaced.
    Fixer {
        kind: Fixer,
        used: bool,
    },
    /// A Locker tile kept face down; its value counts at the end.
    Locker {
        color: LockerColor,
        value: u16,
    },
    ExitTile {
        stack: ExitStack,
        value: u16,
    },
}

impl Item {
    /// A space that a new tile may go on: empty or holding a non-Asset tile.
    pub fn is_free_for_tile(self) -> bool {
        !matches!(self, Item::LockedAsset(_))
    }
}

/// What lies on a Contact space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanContactSlot")]
pub enum ContactSlot {
    Empty,
    LockedAsset(Asset),
    Card { id: u8, face_up: bool },
}

/// An unlocked Asset tile on an Asset space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanUnlockedAsset")]
pub struct UnlockedAsset {
    pub asset: Asset,
    pub used: bool,
}

/// A key in the slot of the Safe House it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanKey")]
pub struct Key {
    pub color: LockerColor,
    pub face_up: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanStanding")]
pub enum Standing {
    Playing,
    /// Escaped as the `order`-th player (0-based).
    Escaped {
        order: u8,
    },
    /// Out of the game; an arrested seat cannot win ("Escaping the City").
    Arrested {
        reason: ArrestReason,
    },
}

/// Why a seat was arrested, for the end screen and the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanArrestReason")]
pub enum ArrestReason {
    /// It reached the open Exit without the money its escape costs.
    CouldNotPayEscape,
    /// It could not pay the $1k each turn costs once someone has escaped.
    CouldNotPayToll,
    /// Still in the city when Day 3 ended.
    StillInCity,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerBoard {
    /// Secret: the Escape Plan card id.
    pub escape_plan: u8,
    /// Secret: money behind the screen, $k.
    pub money: u16,
    /// Global location id; `None` once escaped or arrested.
    pub location: Option<u8>,
    /// Board space of the last tile the pawn stood on (police move toward it after an escape).
    pub last_space: u8,
    pub income_cubes: u8,
    pub notoriety: u8,
    /// Cubes in the Red and Blue Notoriety boxes; the rest are in the bottom part.
    pub red: u8,
    pub blue: u8,
    /// Cubes in the Red Wounds box; the rest of the 3 are in the Green box.
    pub wounds: u8,
    pub handcuffs: u8,
    /// Rest token moon side up.
    pub rested: bool,
    pub discs: u8,
    pub first_aid_up: bool,
    pub gas: u8,
    pub items: [Item; ITEM_SPACES],
    pub contacts: [ContactSlot; CONTACT_SPACES],
    /// Contact spaces covered by Handcuff cards, from the right.
    pub cuffed: [bool; CONTACT_SPACES],
    /// Unlocked Asset spaces, most expensive first.
    pub unlocked: [Option<UnlockedAsset>; 6],
    /// Asset tiles removed from the game (unlocked with no space left, or discarded by
    /// handcuffs).
    pub assets_removed: u8,
    /// Key slots by Safe House number.
    pub keys: [Option<Key>; 3],
    /// Gang members held, by gang.
    pub gang_members: [u8; 4],
    /// Gang Control markers still in the Gang area.
    pub control_markers: u8,
    /// Bit per Business / Safe House this seat has visited.
    pub visited_businesses: u8,
    pub visited_safe_houses: u8,
    /// Public: visits whose cube went on the Income hexagon (bits 0-5 Businesses, 6-8 Safe
    /// Houses): what everyone sees of the seat's Escape Plan card during the game.
    pub income_hexes: u16,
    /// Bits 0, 1: Business group bonus taken; bit 2: Safe House bonus taken.
    pub bonuses_taken: u8,
    pub standing: Standing,
}

impl PlayerBoard {
    pub fn new(escape_plan: u8, location: u8, space: u8) -> PlayerBoard {
        let mut items = [Item::Empty; ITEM_SPACES];
        for (i, a) in Asset::ON_ITEMS.iter().enumerate() {
            items[ITEM_SPACES - 3 + i] = Item::LockedAsset(*a);
        }
        let mut contacts = [ContactSlot::Empty; CONTACT_SPACES];
        for (i, a) in Asset::ON_CONTACTS.iter().enumerate() {
            contacts[CONTACT_SPACES - 3 + i] = ContactSlot::LockedAsset(*a);
        }
        let mut unlocked = [None; 6];
        unlocked[0] = Some(UnlockedAsset {
            asset: Asset::ExtraAction,
            used: false,
        });
        PlayerBoard {
            escape_plan,
            money: START_MONEY,
            location: Some(location),
            last_space: space,
            income_cubes: INCOME_CUBES_PER_PLAYER,
            notoriety: 0,
            red: 0,
            blue: 0,
            wounds: 0,
            handcuffs: 0,
            rested: false,
            discs: 0,
            first_aid_up: true,
            gas: 0,
            items,
            contacts,
            cuffed: [false; CONTACT_SPACES],
            unlocked,
            assets_removed: 0,
            keys: [None; 3],
            gang_members: [0; 4],
            control_markers: 2,
            visited_businesses: 0,
            visited_safe_houses: 0,
            income_hexes: 0,
            bonuses_taken: 0,
            standing: Standing::Playing,
        }
    }

    pub fn is_playing(&self) -> bool {
        self.standing == Standing::Playing
    }

    /// Income is the lowest visible number on the Income track: one $k per cube left.
    pub fn income(&self) -> u16 {
        self.income_cubes as u16
    }

    /// "Notoriety": a gain moves a bottom cube to Red, else a Blue cube back down, else nothing.
    pub fn gain_notoriety(&mut self) {
        if self.red + self.blue < NOTORIETY_CUBES_PER_PLAYER {
            self.red += 1;
        } else if self.blue > 0 {
            self.blue -= 1;
        }
    }

    pub fn lose_notoriety(&mut self) {
        if self.red + self.blue < NOTORIETY_CUBES_PER_PLAYER {
            self.blue += 1;
        } else if self.red > 0 {
            self.red -= 1;
        }
    }

    /// Contact cards on the board, face up or down, not covered by Handcuff cards.
    pub fn contact_count(&self) -> u8 {
        self.contacts
            .iter()
            .zip(self.cuffed)
            .filter(|(c, cuffed)| matches!(c, ContactSlot::Card { .. }) && !cuffed)
            .count() as u8
    }

    /// Locked Asset tiles still on Item or Contact spaces.
    pub fn locked_assets(&self) -> impl Iterator<Item = Asset> + '_ {
        let items = self.items.iter().filter_map(|i| match i {
            Item::LockedAsset(a) => Some(*a),
            _ => None,
        });
        let contacts = self.contacts.iter().filter_map(|c| match c {
            ContactSlot::LockedAsset(a) => Some(*a),
            _ => None,
        });
        items.chain(contacts)
    }

    /// "Asset Tiles": move the locked tile to the most expensive empty Asset space (or remove
    /// it when every space is full); Contact-space Asset tiles shift right to fill the gap.
    /// Returns false when `asset` is not locked on this board.
    pub fn unlock(&mut self, asset: Asset) -> bool {
        if let Some(i) = self
            .items
            .iter()
            .position(|i| *i == Item::LockedAsset(asset))
        {
            self.items[i] = Item::Empty;
        } else if let Some(i) = self
            .contacts
            .iter()
            .position(|c| *c == ContactSlot::LockedAsset(asset))
        {
            self.contacts[i] = ContactSlot::Empty;
            self.shift_contact_assets_right();
        } else {
            return false;
        }
        match self.unlocked.iter_mut().find(|u| u.is_none()) {
            Some(space) => *space = Some(UnlockedAsset { asset, used: false }),
            None => self.assets_removed += 1,
        }
        true
    }

    /// Locked Asset tiles on Contact spaces slide right over empty, uncovered spaces.
    fn shift_contact_assets_right(&mut self) {
        for i in (0..CONTACT_SPACES).rev() {
            if self.contacts[i] == ContactSlot::Empty
                && !self.cuffed[i]
                && let Some(j) = (0..i)
                    .rev()
                    .find(|&j| matches!(self.contacts[j], ContactSlot::LockedAsset(_)))
            {
                self.contacts[i] = self.contacts[j];
                self.contacts[j] = ContactSlot::Empty;
            }
        }
    }

    /// The leftmost Contact space with no card, no Asset tile and no Handcuff card, if it is
    /// the leftmost non-card space ("Taking Contact Cards" option B).
    pub fn leftmost_empty_contact(&self) -> Option<usize> {
        let i = self
            .contacts
            .iter()
            .zip(self.cuffed)
            .position(|(c, cuffed)| !matches!(c, ContactSlot::Card { .. }) || cuffed)?;
        (self.contacts[i] == ContactSlot::Empty && !self.cuffed[i]).then_some(i)
    }

    /// One Wound ("Step 2: Avoid"). With the Green box empty: a Handcuff card on the rightmost
    /// uncovered Contact space (discarding an Asset tile there), and one Red cube back to Green.
    /// Returns true if a Handcuff card was taken.
    pub fn take_wound(&mut self) -> bool {
        if self.wounds < WOUND_CUBES_PER_PLAYER {
            self.wounds += 1;
            return false;
        }
        if let Some(i) = (0..CONTACT_SPACES).rev().find(|&i| !self.cuffed[i]) {
            self.cuffed[i] = true;
            if let ContactSlot::LockedAsset(_) = self.contacts[i] {
                self.contacts[i] = ContactSlot::Empty;
                self.assets_removed += 1;
            }
        }
        self.handcuffs += 1;
        self.wounds -= 1;
        true
    }

    pub fn heal(&mut self, n: u8) {
        self.wounds = self.wounds.saturating_sub(n);
    }

    /// Spy 3 and Energy drink: face-down Contact cards and Equipment flip back up.
    pub fn refresh_cards(&mut self) {
        let first_aid = self.first_aid_up;
        self.refresh();
        self.first_aid_up = first_aid;
    }

    /// Rest step 2: Contact cards, Equipment and the First Aid tile flip back up.
    pub fn refresh(&mut self) {
        for c in &mut self.contacts {
            if let ContactSlot::Card { face_up, .. } = c {
                *face_up = true;
            }
        }
        for i in &mut self.items {
            if let Item::Equipment { face_up, .. } = i {
                *face_up = true;
            }
        }
        self.first_aid_up = true;
    }

    /// Item spaces where a new tile may be placed, and whether placing there replaces a tile.
    pub fn item_targets(&self) -> impl Iterator<Item = (usize, bool)> + '_ {
        self.items
            .iter()
            .enumerate()
            .filter(|(_, i)| i.is_free_for_tile())
            .map(|(s, i)| (s, *i != Item::Empty))
    }

    pub fn master_key_ready(&self) -> Option<usize> {
        self.unlocked.iter().position(|u| {
            matches!(
                u,
                Some(UnlockedAsset {
                    asset: Asset::MasterKey,
                    used: false
                })
            )
        })
    }

    /// Any key that can open a closed Business: a face-up locker key or the master key.
    pub fn has_any_key(&self) -> bool {
        self.keys
            .iter()
            .any(|k| matches!(k, Some(Key { face_up: true, .. })))
            || self.master_key_ready().is_some()
    }

    pub fn used_assets(&self) -> u8 {
        self.unlocked
            .iter()
            .filter(|u| matches!(u, Some(UnlockedAsset { used: true, .. })))
            .count() as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> PlayerBoard {
        PlayerBoard::new(0, 0, 0)
    }

    /// "Notoriety Special Cases": gains past 4 cubes take back a Blue cube, else nothing.
    #[test]
    fn notoriety_special_cases() {
        let mut p = board();
        for _ in 0..4 {
            p.gain_notoriety();
        }
        assert_eq!((p.red, p.blue), (4, 0));
        p.gain_notoriety();
        assert_eq!((p.red, p.blue), (4, 0), "no more gains this turn");
        p.lose_notoriety();
        assert_eq!((p.red, p.blue), (3, 0), "a loss takes a Red cube back down");
        let mut q = board();
        for _ in 0..3 {
            q.lose_notoriety();
        }
        q.gain_notoriety();
        assert_eq!((q.red, q.blue), (1, 3));
        q.gain_notoriety();
        assert_eq!(
            (q.red, q.blue),
            (1, 2),
            "gain with bottom empty takes a Blue cube back"
        );
    }

    /// Paraphrase example (checked against "Notoriety"): 4 gains then a Safe House loss nets +3.
    #[test]
    fn notoriety_example_four_gains_then_safe_house() {
        let mut p = board();
        for _ in 0..4 {
            p.gain_notoriety();
        }
        p.lose_notoriety();
        assert_eq!(p.red as i8 - p.blue as i8, 3);
    }

    /// "Step 2: Avoid": the 4th wound takes a Handcuff card on the rightmost space, discarding
    /// the Asset tile there, and moves a Red cube back to Green.
    #[test]
    fn wound_with_green_box_empty_takes_handcuffs() {
        let mut p = board();
        for _ in 0..3 {
            assert!(!p.take_wound());
        }
        assert!(p.take_wound());
        assert_eq!(p.wounds, 2);
        assert_eq!(p.handcuffs, 1);
        assert!(p.cuffed[4] && !p.cuffed[3]);
        assert_eq!(p.contacts[4], ContactSlot::Empty);
        assert_eq!(p.assets_removed, 1);
    }

    /// "Asset Tiles": unlocking from a Contact space shifts the remaining Asset tiles right.
    #[test]
    fn unlock_shifts_contact_assets_right() {
        let mut p = board();
        assert!(p.unlock(Asset::Heal));
        assert_eq!(p.contacts[2], ContactSlot::Empty);
        assert_eq!(p.contacts[3], ContactSlot::LockedAsset(Asset::AvoidTile));
        assert_eq!(p.contacts[4], ContactSlot::LockedAsset(Asset::MasterKey));
        assert_eq!(p.unlocked[1].map(|u| u.asset), Some(Asset::Heal));
        assert_eq!(p.leftmost_empty_contact(), Some(0));
        assert!(!p.unlock(Asset::Heal), "already unlocked");
    }

    /// "Asset Tiles": with all 6 spaces full the final tile is removed from the game.
    #[test]
    fn unlocking_the_seventh_tile_removes_it() {
        let mut p = board();
        for a in Asset::ON_ITEMS.into_iter().chain(Asset::ON_CONTACTS) {
            assert!(p.unlock(a));
        }
        assert!(p.unlocked.iter().all(|u| u.is_some()));
        assert_eq!(p.assets_removed, 1);
        assert_eq!(p.locked_assets().count(), 0);
    }
}
