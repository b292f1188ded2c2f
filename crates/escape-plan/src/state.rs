//! The whole game state. Everything serialises; seed + choice log replays to the same value.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::city::City;
use crate::ids::{Business, Fixer, LockerColor, Part};
use crate::player::PlayerBoard;
use crate::task::Task;

/// What the table chose before the game: the number of players (3-5 here; 2 with Sandra
/// comes with the 2-player rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub players: u8,
}

/// A Business once its tile is on the city.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanBusinessState")]
pub struct BusinessState {
    pub location: Option<u8>,
    /// Cubes on its hexagons (visits).
    pub visits: u8,
    pub closed: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SafeHouseState {
    pub location: Option<u8>,
    pub visits: u8,
    /// Keys still above the Safe House display, face up.
    pub keys: Vec<LockerColor>,
}

/// A gang's Location on the city.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanGangState")]
pub struct GangState {
    /// Gang members standing on the Location.
    pub members: u8,
    /// The seat whose Gang Control marker is on the Location.
    pub control: Option<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct BoxedTiles {
    pub equipment: u8,
    pub fixers: u8,
    pub lockers: u8,
    pub exit_tiles: u8,
}

/// Sandra's place in the turn order (she is not a seat: she never decides).
pub const SANDRA: u8 = u8::MAX;

/// Sandra, the Police Inspector of the 2-player game ("Only 2 Player").
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Inspector {
    pub location: u8,
    pub notoriety: u8,
    /// Her Notoriety cubes above and below her marker.
    pub red: u8,
    pub blue: u8,
    pub discs: u8,
    /// Secret order: the Inspector deck (card indices); the top is the last element.
    pub deck: Vec<u8>,
    /// Cards used and removed from the game, in order.
    pub used: Vec<u8>,
    /// Her cubes placed on Business and Safe House displays.
    pub cubes: u8,
    pub visited_businesses: u8,
    pub visited_safe_houses: u8,
    /// Bits 0, 1: Business group discs taken; bit 2: Safe House disc taken.
    pub bonuses: u8,
}

crate::clone::clone_field_by_field!(Inspector {
    location,
    notoriety,
    red,
    blue,
    discs,
    deck,
    used,
    cubes,
    visited_businesses,
    visited_safe_houses,
    bonuses,
});

impl Inspector {
    /// Her Notoriety cubes follow the players' rules ("Notoriety Special Cases").
    pub fn gain_notoriety(&mut self) {
        if self.red + self.blue < crate::data::board::NOTORIETY_CUBES_PER_PLAYER {
            self.red += 1;
        } else if self.blue > 0 {
            self.blue -= 1;
        }
    }

    pub fn lose_notoriety(&mut self) {
        if self.red + self.blue < crate::data::board::NOTORIETY_CUBES_PER_PLAYER {
            self.blue += 1;
        } else if self.red > 0 {
            self.red -= 1;
        }
    }
}

/// Travel-step powers the active seat has switched on this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Powers {
    /// Jet Ski: a region of the body of water that may be crossed.
    pub jet_ski: Option<u8>,
    /// A flight from a helipad is available.
    pub flight: bool,
    /// A sewer trip is available.
    pub sewer: bool,
}

impl Powers {
    pub fn any(self) -> bool {
        self.jet_ski.is_some() || self.flight || self.sewer
    }
}

/// Cards drawn face down that only the drawer may see until one is kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Drawn {
    Locker { color: LockerColor, count: u8 },
    Exit { stack: u8, count: u8 },
}

#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    pub config: Config,
    /// Secret: the generator that draws every random outcome.
    pub(crate) rng: ChaCha8Rng,
    pub day: u8,
    pub part: Part,
    /// Seats in turn order.
    pub turn_order: Vec<u8>,
    pub players: Vec<PlayerBoard>,
    pub city: City,
    /// Secret order: remaining Patrol deck (exit indices); the top is the last element.
    pub patrol_deck: Vec<u8>,
    /// Patrol cards face up on each exit's Patrol space.
    pub patrol: [u8; 3],
    /// Secret order: the two Exit tile stacks (values in $k); the top is the last element.
    pub exit_stacks: [Vec<u16>; 2],
    /// Which Exit tile stack covers each blocked exit.
    pub exit_stack_of: [Option<u8>; 3],
    /// Secret order: the Contact deck; the top is the last element.
    pub contact_deck: Vec<u8>,
    pub contact_display: [Option<u8>; 7],
    pub contacts_boxed: u8,
    /// Tiles returned to the box when replaced on an Item space.
    pub boxed_tiles: BoxedTiles,
    pub businesses: [BusinessState; 6],
    pub safe_houses: [SafeHouseState; 3],
    /// Face-up Fixer tiles still for sale.
    pub fixers: Vec<Fixer>,
    /// Secret order: Locker stacks by colour (values in $k).
    pub lockers: [Vec<u16>; 3],
    pub equipment_supply: [u8; 4],
    pub gas_supply: u8,
    pub disc_supply: u8,
    pub gangs: [GangState; 4],
    /// Gang members still in their area on the Game board.
    pub gang_area: u8,
    pub escaped: u8,
    /// Sandra, in a 2-player game.
    pub inspector: Option<Inspector>,
    /// Keys returned to the box (Sandra's Safe House cards).
    pub keys_boxed: u8,
    /// Movement granted this turn by Travel-step Executive Actions.
    pub powers: Powers,
    /// Secret to all but the drawer: tiles drawn and not yet kept.
    pub drawn: Option<Drawn>,
    /// The agenda: the top (last) task is what happens next.
    pub(crate) agenda: Vec<Task>,
}

crate::clone::clone_field_by_field!(GameState {
    config,
    rng,
    day,
    part,
    turn_order,
    players,
    city,
    patrol_deck,
    patrol,
    exit_stacks,
    exit_stack_of,
    contact_deck,
    contact_display,
    contacts_boxed,
    boxed_tiles,
    businesses,
    safe_houses,
    fixers,
    lockers,
    equipment_supply,
    gas_supply,
    disc_supply,
    gangs,
    gang_area,
    escaped,
    inspector,
    keys_boxed,
    powers,
    drawn,
    agenda,
});

impl GameState {
    pub fn players(&self) -> u8 {
        self.config.players
    }

    /// Fisher-Yates with 32-bit ranges, so every platform draws the same order.
    pub(crate) fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.rng.random_range(0..=i as u32) as usize;
            v.swap(i, j);
        }
    }

    pub(crate) fn roll(&mut self, n: usize) -> usize {
        if n <= 1 {
            0
        } else {
            self.rng.random_range(0..n as u32) as usize
        }
    }

    pub(crate) fn new_rng(seed: u64) -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(seed)
    }

    pub fn business_at(&self, location: u8) -> Option<Business> {
        self.businesses
            .iter()
            .position(|b| b.location == Some(location))
            .and_then(Business::from_index)
    }

    pub fn safe_house_at(&self, location: u8) -> Option<usize> {
        self.safe_houses
            .iter()
            .position(|s| s.location == Some(location))
    }

    /// Others standing on a Location besides `seat`: players, and Sandra (ruling: she counts
    /// as another player at a Location, docs/rulings.md).
    pub(crate) fn others_at(&self, seat: u8, location: u8) -> u8 {
        let players = self
            .players
            .iter()
            .enumerate()
            .filter(|(s, p)| *s as u8 != seat && p.location == Some(location))
            .count() as u8;
        let sandra = self
            .inspector
            .as_ref()
            .is_some_and(|i| seat != SANDRA && i.location == location);
        players + u8::from(sandra)
    }

    /// A turn-order entry's Notoriety (a seat's, or Sandra's).
    pub(crate) fn notoriety_of(&self, who: u8) -> u8 {
        if who == SANDRA {
            self.inspector.as_ref().map_or(0, |i| i.notoriety)
        } else {
            self.players[who as usize].notoriety
        }
    }

    /// The board space of Sandra's tile, if she is in play.
    pub fn sandra_space(&self) -> Option<u8> {
        let i = self.inspector.as_ref()?;
        self.city
            .space_of(crate::hex::topology().locations[i.location as usize].tile)
    }

    /// The tasks still to run, top last (for tests and debugging).
    pub fn agenda(&self) -> &[Task] {
        &self.agenda
    }
}

impl GameState {
    /// A fingerprint of every hidden component: the generator, and the order of every deck,
    /// stack and bag. A choice that changes it drew or shuffled something, so it revealed
    /// hidden information or randomness and must not be undone (the shell's undo policy).
    pub fn hidden_stamp(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.rng.get_word_pos().hash(&mut h);
        self.patrol_deck.hash(&mut h);
        self.exit_stacks.hash(&mut h);
        self.contact_deck.hash(&mut h);
        self.lockers.hash(&mut h);
        self.city.stacks.hash(&mut h);
        self.city.face_up.hash(&mut h);
        self.city.bag.hash(&mut h);
        if let Some(i) = &self.inspector {
            i.deck.hash(&mut h);
        }
        h.finish()
    }
}
