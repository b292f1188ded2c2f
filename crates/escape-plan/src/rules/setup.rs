//! "Board Setup" and "Player Setup".

use crate::city::City;
use crate::data::board::*;
use crate::data::cards::{
    CONTACT_CARDS, ESCAPE_PLAN_CARDS, EXIT_STACKS, INSPECTOR_CARDS, LOCKERS, PATROL_CARDS,
};
use crate::data::tiles::{GANG_HQ_TILE, HOSPITAL_TILE, Site, TILE_COUNT, TILES};
use crate::error::Rejection;
use crate::event::Event;
use crate::hex::{self, START_SPACES, topology};
use crate::ids::{Fixer, LockerColor, Stack};
use crate::player::PlayerBoard;
use crate::state::{
    BusinessState, Config, GameState, GangState, Inspector, SANDRA, SafeHouseState,
};
use crate::task::Task;

impl GameState {
    /// Sets up a game for `config` from `seed`, then runs to the first decision.
    pub fn new(config: Config, seed: u64) -> Result<GameState, Rejection> {
        GameState::start(config, seed).map(|(g, _)| g)
    }

    /// [`GameState::new`], with what the setup caused up to the first decision (the start of
    /// Day 1: Income, the Patrol, the display), for the game's log.
    pub fn start(config: Config, seed: u64) -> Result<(GameState, Vec<Event>), Rejection> {
        if !(2..=5).contains(&config.players) {
            return Err(Rejection::UnsupportedPlayerCount {
                players: config.players,
            });
        }
        let mut g = GameState {
            config,
            rng: GameState::new_rng(seed),
            day: 1,
            part: crate::ids::Part::Morning,
            turn_order: (0..config.players).collect(),
            players: Vec::new(),
            city: City {
                space_tile: [None; hex::SPACES],
                placed: [None; TILE_COUNT],
                stacks: Default::default(),
                face_up: [false; 4],
                police: [0; TILE_COUNT],
                bag: [POLICE_PER_TYPE; 3],
                boxed: [0; 3],
            },
            patrol_deck: Vec::new(),
            patrol: [0; 3],
            exit_stacks: Default::default(),
            exit_stack_of: [None; 3],
            contact_deck: Vec::new(),
            contact_display: [None; CONTACT_DISPLAY],
            contacts_boxed: 0,
            boxed_tiles: Default::default(),
            businesses: [BusinessState::default(); 6],
            safe_houses: Default::default(),
            fixers: Fixer::ALL.to_vec(),
            lockers: Default::default(),
            equipment_supply: [EQUIPMENT_PER_TYPE; 4],
            gas_supply: GAS_CANS,
            disc_supply: EXTRA_ACTION_DISCS,
            gangs: [GangState::default(); 4],
            gang_area: GANG_MEMBERS,
            escaped: 0,
            drawn: None,
            inspector: None,
            keys_boxed: 0,
            powers: Default::default(),
            // Room for the deepest agenda a game reaches, so queueing never grows it.
            agenda: Vec::with_capacity(64),
        };
        g.setup_city();
        g.setup_police();
        g.setup_locations();
        g.setup_players();
        if config.players == 2 {
            g.setup_sandra();
        }
        g.then(&[Task::StartDay]);
        let mut events = Vec::new();
        g.advance(&mut events);
        Ok((g, events))
    }

    /// City Setup 2-4.
    fn setup_city(&mut self) {
        let flip = self.roll(2) == 1;
        let rotation = if flip { 3 } else { 0 };
        let mut starts = [HOSPITAL_TILE as u8, GANG_HQ_TILE as u8];
        self.shuffle(&mut starts);
        for (tile, space) in starts.into_iter().zip(START_SPACES) {
            self.city.place(tile, space, rotation);
        }
        for stack in Stack::ALL {
            let mut tiles: Vec<u8> = (0..TILE_COUNT as u8)
                .filter(|&t| TILES[t as usize].stack == Some(stack))
                .collect();
            self.shuffle(&mut tiles);
            self.city.stacks[stack.index()] = tiles;
            self.city.face_up[stack.index()] = true;
        }
    }

    /// Police Setup 5-8.
    fn setup_police(&mut self) {
        let mut patrol = PATROL_CARDS.to_vec();
        self.shuffle(&mut patrol);
        patrol.pop(); // returned to the box unseen
        self.patrol_deck = patrol;
        for s in 0..4 {
            if let Some(tile) = self.city.display_tile(s) {
                self.add_officers(tile, 2);
            }
        }
        self.add_officers(GANG_HQ_TILE as u8, 2);
    }

    /// Draws `n` officers from the bag onto `tile`; a second one of a type goes back.
    pub(crate) fn add_officers(&mut self, tile: u8, n: u8) {
        for _ in 0..n {
            let total: u8 = self.city.bag.iter().sum();
            if total == 0 {
                return;
            }
            let mut r = self.roll(total as usize) as u8;
            let mut kind = 0;
            for (k, &c) in self.city.bag.iter().enumerate() {
                if r < c {
                    kind = k;
                    break;
                }
                r -= c;
            }
            let bit = 1 << kind;
            if self.city.police[tile as usize] & bit == 0 {
                self.city.bag[kind] -= 1;
                self.city.police[tile as usize] |= bit;
            }
            // Otherwise the duplicate is returned to the bag (it never left it).
        }
    }

    /// Business and Safe House Locations Setup 9-15, and 16 (gang members).
    fn setup_locations(&mut self) {
        let mut keys: Vec<LockerColor> = LockerColor::ALL
            .iter()
            .flat_map(|&c| [c; KEYS / 3])
            .collect();
        self.shuffle(&mut keys);
        self.safe_houses = std::array::from_fn(|i| SafeHouseState {
            location: None,
            visits: 0,
            keys: keys[i * 3..i * 3 + 3].to_vec(),
        });
        for (i, def) in LOCKERS.iter().enumerate() {
            let mut v = def.values.to_vec();
            self.shuffle(&mut v);
            self.lockers[i] = v;
        }
        for (i, def) in EXIT_STACKS.iter().enumerate() {
            let mut v = def.values.to_vec();
            self.shuffle(&mut v);
            self.exit_stacks[i] = v;
        }
        let mut deck: Vec<u8> = (0..CONTACT_CARDS as u8).collect();
        self.shuffle(&mut deck);
        self.contact_deck = deck;
        for slot in 0..CONTACT_DISPLAY {
            self.contact_display[slot] = self.contact_deck.pop();
        }
        self.place_gang_members(GANG_HQ_TILE as u8);
    }

    /// Two gang members from their area onto each Gang Location of a tile.
    pub(crate) fn place_gang_members(&mut self, tile: u8) {
        for &l in &topology().tile_locations[tile as usize] {
            if let Site::Gang(g) = topology().locations[l as usize].site {
                let n = self.gang_area.min(2);
                self.gang_area -= n;
                self.gangs[g.0 as usize] = GangState {
                    members: n,
                    control: None,
                };
            }
        }
    }

    /// "2-Player Setup" a-f: Sandra on the Hospital, her marker at the bottom, her turn-order
    /// marker in position 3, the Inspector deck shuffled.
    fn setup_sandra(&mut self) {
        let mut deck: Vec<u8> = (0..INSPECTOR_CARDS as u8).collect();
        self.shuffle(&mut deck);
        self.inspector = Some(Inspector {
            location: hex::location_of_site(Site::Hospital).unwrap_or(0),
            notoriety: 0,
            red: 0,
            blue: 0,
            discs: 0,
            deck,
            used: Vec::with_capacity(INSPECTOR_CARDS),
            cubes: 0,
            visited_businesses: 0,
            visited_safe_houses: 0,
            bonuses: 0,
        });
        self.turn_order.push(SANDRA);
    }

    /// Player Setup A-N.
    fn setup_players(&mut self) {
        let hospital = hex::location_of_site(Site::Hospital).unwrap_or(0);
        let space = self.city.hospital_space().unwrap_or(START_SPACES[0]);
        let mut plans: Vec<u8> = (0..ESCAPE_PLAN_CARDS as u8).collect();
        self.shuffle(&mut plans);
        self.players = (0..self.config.players as usize)
            .map(|i| PlayerBoard::new(plans[i], hospital, space))
            .collect();
    }
}
