//! Cards and tiles: Escape Plan cards, Contact cards, Patrol cards, Lockers, Exit tiles.
//! Every number is marked in `docs/components.md` as from the rules or authored.

use serde::{Deserialize, Serialize};

use crate::ids::{ExitStack, LockerColor, Police};

/// What one listing of an Escape Plan card pays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanPayout")]
pub enum Payout {
    /// Money ($k) added to the final score.
    Money(u16),
    /// Immediate Income when visited.
    Income,
}

/// One of the 9 unique Escape Plan cards: 3 groups (Business group 1, Business group 2, Safe
/// Houses) of 3 listings; in each group two amounts add up to $150k and one is Income, so every
/// card totals $450k ("Escape Plan Cards").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanEscapePlanCard")]
pub struct EscapePlanCard {
    pub id: u8,
    /// `groups[0]` and `groups[1]`: Businesses by [`crate::ids::Business`] index within the
    /// group; `groups[2]`: Safe Houses 1-3.
    pub groups: [[Payout; 3]; 3],
}

pub const ESCAPE_PLAN_CARDS: usize = 9;

/// Money splits of a group (authored), each pair adds up to $150k.
const SPLITS: [(u16, u16); 9] = [
    (100, 50),
    (90, 60),
    (80, 70),
    (70, 80),
    (60, 90),
    (50, 100),
    (110, 40),
    (40, 110),
    (75, 75),
];

fn group(income_at: usize, split: (u16, u16)) -> [Payout; 3] {
    let mut out = [Payout::Income; 3];
    let mut amounts = [split.0, split.1].into_iter();
    for (i, slot) in out.iter_mut().enumerate() {
        if i != income_at {
            *slot = Payout::Money(amounts.next().unwrap_or(0));
        }
    }
    out
}

/// Card `id` (0..9). The Income positions form a Latin square, so all 9 cards differ.
pub fn escape_plan_card(id: u8) -> EscapePlanCard {
    let i = id as usize % ESCAPE_PLAN_CARDS;
    EscapePlanCard {
        id: i as u8,
        groups: [
            group(i % 3, SPLITS[i]),
            group((i / 3) % 3, SPLITS[(i + 3) % 9]),
            group((i % 3 + i / 3) % 3, SPLITS[(i + 6) % 9]),
        ],
    }
}

/// What a Contact card does ("Contact Cards").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanContactKind")]
pub enum ContactKind {
    Snitch(Police),
    Fixer,
    /// Fighter, Boxer, Ninja: avoid all officers of two colours on one tile.
    Fighter(Police, Police),
    Bribe(Police),
    Rally(Police),
    Informer,
    Spy1,
    Spy2,
    Spy3,
    Medic,
    Medevac,
    Gang,
    Chopper,
    GeneralStore,
    Stunt,
    FastCar,
    JetSki,
    Sewer,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanContactCard")]
pub struct ContactCard {
    pub name: &'static str,
    pub kind: ContactKind,
    /// Cost in $k to use it.
    pub cost: u16,
    /// A red star: using it gains 1 Notoriety.
    pub star: bool,
}

const fn card(name: &'static str, kind: ContactKind, cost: u16, star: bool) -> ContactCard {
    ContactCard {
        name,
        kind,
        cost,
        star,
    }
}

use ContactKind as K;
use Police::{County, Federal, Swat};

pub const CONTACT_CARDS: usize = 32;

/// The 32 Contact cards (kinds from the rules; mix, costs and stars authored).
pub static CONTACTS: [ContactCard; CONTACT_CARDS] = [
    card("Snitch", K::Snitch(Federal), 3, true),
    card("Snitch", K::Snitch(County), 3, true),
    card("Snitch", K::Snitch(Swat), 3, true),
    card("Fixer", K::Fixer, 4, true),
    card("Fixer", K::Fixer, 3, true),
    card("Fighter", K::Fighter(Federal, County), 2, false),
    card("Boxer", K::Fighter(County, Swat), 2, false),
    card("Ninja", K::Fighter(Federal, Swat), 2, false),
    card("Bribe", K::Bribe(Federal), 2, false),
    card("Bribe", K::Bribe(County), 2, false),
    card("Bribe", K::Bribe(Swat), 2, false),
    card("Rally", K::Rally(Federal), 0, true),
    card("Rally", K::Rally(Swat), 0, true),
    card("Informer", K::Informer, 2, false),
    card("Informer", K::Informer, 3, false),
    card("Spy 1", K::Spy1, 1, false),
    card("Spy 2", K::Spy2, 2, false),
    card("Spy 3", K::Spy3, 1, false),
    card("Medic", K::Medic, 1, false),
    card("Medic", K::Medic, 2, false),
    card("Medevac", K::Medevac, 2, false),
    card("Gang", K::Gang, 2, true),
    card("Gang", K::Gang, 3, false),
    card("Chopper", K::Chopper, 2, false),
    card("Chopper", K::Chopper, 1, true),
    card("General Store", K::GeneralStore, 0, true),
    card("General Store", K::GeneralStore, 1, false),
    card("Stunt", K::Stunt, 1, false),
    card("Stunt", K::Stunt, 0, true),
    card("Fast car", K::FastCar, 3, false),
    card("Jet Ski", K::JetSki, 1, false),
    card("Sewer", K::Sewer, 1, false),
];

/// The 6 Patrol cards: two for each Exit, so after 5 draws exactly one exit keeps a single card
/// (the open exit on Day 3). Derived from "2. Patrol".
pub const PATROL_CARDS: [u8; 6] = [0, 0, 1, 1, 2, 2];

/// A Locker colour's stack: its threshold (the big number), how many tiles a player draws
/// relative to their Contact cards, and the 5 values ($k), each stack with one $0 ("Lockers").
pub struct LockerDef {
    pub color: LockerColor,
    pub threshold: u8,
    pub draw_offset: i8,
    pub values: [u16; 5],
}

pub static LOCKERS: [LockerDef; 3] = [
    LockerDef {
        color: LockerColor::Green,
        threshold: 3,
        draw_offset: 1,
        values: [0, 20, 20, 40, 40],
    },
    LockerDef {
        color: LockerColor::Black,
        threshold: 5,
        draw_offset: 0,
        // The worked example in the paraphrase: 2 x $70k, 2 x $100k, 1 worthless.
        values: [0, 70, 70, 100, 100],
    },
    LockerDef {
        color: LockerColor::Brown,
        threshold: 7,
        draw_offset: -1,
        values: [0, 100, 100, 120, 150],
    },
];

/// The 2 stacks of 5 Exit tiles (values authored).
pub struct ExitStackDef {
    pub kind: ExitStack,
    pub values: [u16; 5],
}

pub static EXIT_STACKS: [ExitStackDef; 2] = [
    ExitStackDef {
        kind: ExitStack::Dock,
        values: [0, 10, 20, 30, 50],
    },
    ExitStackDef {
        kind: ExitStack::Tunnel,
        values: [0, 15, 20, 25, 40],
    },
];

/// What an Inspector card names ("Sandra's Cards").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanInspectorCard")]
pub enum InspectorCard {
    Business(crate::ids::Business),
    SafeHouse(crate::ids::SafeHouse),
    Store(crate::ids::Store),
    Exit(crate::ids::Exit),
}

pub const INSPECTOR_CARDS: usize = 15;

/// The 15 Inspector cards (authored): the rules name Business, Safe House, Store A-D and
/// Exit cards, one per Location would make 16, so the Car Wash has no card (docs/rulings.md).
pub static INSPECTOR: [InspectorCard; INSPECTOR_CARDS] = {
    use crate::ids::{Business as B, Exit as E, SafeHouse as H, Store as S};
    use InspectorCard as I;
    [
        I::Business(B::ArtGallery),
        I::Business(B::Bar),
        I::Business(B::Casino),
        I::Business(B::Nightclub),
        I::Business(B::PawnShop),
        I::SafeHouse(H::One),
        I::SafeHouse(H::Two),
        I::SafeHouse(H::Three),
        I::Store(S::A),
        I::Store(S::B),
        I::Store(S::C),
        I::Store(S::D),
        I::Exit(E::One),
        I::Exit(E::Two),
        I::Exit(E::Three),
    ]
};

/// The Locker stack a Store's Inspector card depicts (authored); Store D: every stack.
pub fn store_lockers(store: crate::ids::Store) -> &'static [LockerColor] {
    use crate::ids::Store as S;
    match store {
        S::A => &[LockerColor::Green],
        S::B => &[LockerColor::Black],
        S::C => &[LockerColor::Brown],
        S::D => &[LockerColor::Green, LockerColor::Black, LockerColor::Brown],
    }
}
