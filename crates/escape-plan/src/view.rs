//! What one seat may see. Built only from public state plus that seat's own secrets: never
//! another seat's Escape Plan card, money or face-down tiles, nor any deck, bag or stack order.

use serde::{Deserialize, Serialize};

use crate::data::cards::{EscapePlanCard, INSPECTOR, InspectorCard, escape_plan_card};
use crate::hex::SPACES;
use crate::ids::{ExitStack, Fixer, LockerColor, Part};
use crate::player::{ContactSlot, Item, Key, Standing, UnlockedAsset};
use crate::rules::EscapeTerms;
use crate::state::{BusinessState, Drawn, GameState, GangState};
use tabletop::{Decider, NoSuchSeat, Seat};

/// An Item space as others see it: face-down tile values are hidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanItemView")]
pub enum ItemView {
    Visible(Item),
    HiddenLocker { color: LockerColor },
    HiddenExitTile { stack: ExitStack },
}

/// A Player board's public side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanPlayerView")]
pub struct PlayerView {
    pub seat: Seat,
    pub location: Option<u8>,
    pub income_cubes: u8,
    pub notoriety: u8,
    pub red: u8,
    pub blue: u8,
    pub wounds: u8,
    pub handcuffs: u8,
    pub rested: bool,
    pub discs: u8,
    pub first_aid_up: bool,
    pub gas: u8,
    pub items: Vec<ItemView>,
    pub contacts: Vec<ContactSlot>,
    pub cuffed: Vec<bool>,
    pub unlocked: Vec<Option<UnlockedAsset>>,
    pub keys: Vec<Option<Key>>,
    pub gang_members: [u8; 4],
    pub control_markers: u8,
    pub visited_businesses: u8,
    pub visited_safe_houses: u8,
    pub income_hexes: u16,
    pub standing: Standing,
}

/// The seat's own secrets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanSecrets")]
pub struct Secrets {
    pub escape_plan: EscapePlanCard,
    pub money: u16,
    /// Values of Locker or Exit tiles this seat has drawn and not yet kept.
    pub drawn: Vec<u16>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanSeatView")]
pub struct SeatView {
    /// The seat looking, or `None` for the table view (what everyone may see).
    pub seat: Option<Seat>,
    pub decider: Decider,
    pub players_count: u8,
    pub day: u8,
    pub part: Part,
    pub turn_order: Vec<Seat>,
    /// Tile index on each board space, with its rotation.
    pub board: Vec<Option<(u8, u8)>>,
    /// Face-up tile of each stack, with the number of tiles in the stack.
    pub display: Vec<(Option<u8>, u8)>,
    /// Officer types (bits) on each visible tile, by tile index.
    pub police: Vec<u8>,
    pub bag_size: u8,
    pub boxed_police: [u8; 3],
    pub patrol: [u8; 3],
    pub patrol_deck_size: u8,
    pub exit_stack_of: [Option<u8>; 3],
    pub exit_stack_sizes: [u8; 2],
    pub contact_display: Vec<Option<u8>>,
    pub contact_deck_size: u8,
    pub businesses: [BusinessState; 6],
    pub safe_house_locations: [Option<u8>; 3],
    pub safe_house_keys: Vec<Vec<LockerColor>>,
    pub fixers: Vec<Fixer>,
    pub locker_sizes: [u8; 3],
    pub equipment_supply: [u8; 4],
    pub gas_supply: u8,
    pub disc_supply: u8,
    pub gangs: [GangState; 4],
    pub escaped: u8,
    pub players: Vec<PlayerView>,
    /// Sandra, in a 2-player game.
    pub inspector: Option<InspectorView>,
    /// The looking seat's own secrets; `None` in the table view.
    pub me: Option<Secrets>,
    /// Day 3: what leaving the city costs ("Escaping the City").
    pub escape: Option<EscapeTerms>,
}

/// Sandra's public side: everything but the order of her deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanInspectorView")]
pub struct InspectorView {
    pub location: u8,
    pub notoriety: u8,
    pub red: u8,
    pub blue: u8,
    pub discs: u8,
    pub deck_size: u8,
    pub used: Vec<InspectorCard>,
}

impl GameState {
    /// What `seat` may see; a seat that is not a player has no view.
    pub fn view(&self, seat: Seat) -> Result<SeatView, NoSuchSeat> {
        NoSuchSeat::check(seat, self.config.players).map(|s| self.view_for(Some(s)))
    }

    /// What every seat may see: no seat's secrets (for the table between pass-and-play seats).
    pub fn table_view(&self) -> SeatView {
        self.view_for(None)
    }

    fn view_for(&self, seat: Option<Seat>) -> SeatView {
        let board = (0..SPACES)
            .map(|s| {
                self.city.space_tile[s]
                    .and_then(|t| self.city.placed[t as usize].map(|(_, rot)| (t, rot)))
            })
            .collect();
        let police = (0..self.city.police.len() as u8)
            .map(|t| {
                if self.city.is_visible(t) {
                    self.city.police[t as usize]
                } else {
                    0
                }
            })
            .collect();
        SeatView {
            seat,
            decider: self.decider(),
            players_count: self.config.players,
            day: self.day,
            part: self.part,
            turn_order: self.turn_order.clone(),
            board,
            display: (0..4)
                .map(|s| (self.city.display_tile(s), self.city.stacks[s].len() as u8))
                .collect(),
            police,
            bag_size: self.city.bag.iter().sum(),
            boxed_police: self.city.boxed,
            patrol: self.patrol,
            patrol_deck_size: self.patrol_deck.len() as u8,
            exit_stack_of: self.exit_stack_of,
            exit_stack_sizes: [
                self.exit_stacks[0].len() as u8,
                self.exit_stacks[1].len() as u8,
            ],
            contact_display: self.contact_display.to_vec(),
            contact_deck_size: self.contact_deck.len() as u8,
            businesses: self.businesses,
            safe_house_locations: std::array::from_fn(|i| self.safe_houses[i].location),
            safe_house_keys: self.safe_houses.iter().map(|s| s.keys.clone()).collect(),
            fixers: self.fixers.clone(),
            locker_sizes: std::array::from_fn(|i| self.lockers[i].len() as u8),
            equipment_supply: self.equipment_supply,
            gas_supply: self.gas_supply,
            disc_supply: self.disc_supply,
            gangs: self.gangs,
            escaped: self.escaped,
            players: (0..self.players.len())
                .map(|s| self.player_view(s as u8, Some(s as u8) == seat))
                .collect(),
            inspector: self.inspector.as_ref().map(|i| InspectorView {
                location: i.location,
                notoriety: i.notoriety,
                red: i.red,
                blue: i.blue,
                discs: i.discs,
                deck_size: i.deck.len() as u8,
                used: i
                    .used
                    .iter()
                    .map(|&c| INSPECTOR[c as usize % INSPECTOR.len()])
                    .collect(),
            }),
            me: seat.and_then(|seat| {
                let me = self.players.get(seat as usize)?;
                Some(Secrets {
                    escape_plan: escape_plan_card(me.escape_plan),
                    money: me.money,
                    drawn: self.drawn_values(seat),
                })
            }),
            escape: self.escape_terms(),
        }
    }

    fn player_view(&self, seat: Seat, own: bool) -> PlayerView {
        let p = &self.players[seat as usize];
        let items = p
            .items
            .iter()
            .map(|&i| match i {
                Item::Locker { color, .. } if !own => ItemView::HiddenLocker { color },
                Item::ExitTile { stack, .. } if !own => ItemView::HiddenExitTile { stack },
                other => ItemView::Visible(other),
            })
            .collect();
        PlayerView {
            seat,
            location: p.location,
            income_cubes: p.income_cubes,
            notoriety: p.notoriety,
            red: p.red,
            blue: p.blue,
            wounds: p.wounds,
            handcuffs: p.handcuffs,
            rested: p.rested,
            discs: p.discs,
            first_aid_up: p.first_aid_up,
            gas: p.gas,
            items,
            contacts: p.contacts.to_vec(),
            cuffed: p.cuffed.to_vec(),
            unlocked: p.unlocked.to_vec(),
            keys: p.keys.to_vec(),
            gang_members: p.gang_members,
            control_markers: p.control_markers,
            visited_businesses: p.visited_businesses,
            visited_safe_houses: p.visited_safe_houses,
            income_hexes: p.income_hexes,
            standing: p.standing,
        }
    }

    /// Values of the Locker or Exit tiles `seat` has drawn and not yet kept: only the seat that
    /// drew them (the decider of the keep step) learns them.
    pub fn drawn_for(&self, seat: Seat) -> Result<Vec<u16>, NoSuchSeat> {
        NoSuchSeat::check(seat, self.config.players)?;
        Ok(self.drawn_values(seat))
    }

    fn drawn_values(&self, seat: Seat) -> Vec<u16> {
        if self.decider() != Decider::Seat(seat) {
            return Vec::new();
        }
        let (stack, count) = match self.drawn {
            Some(Drawn::Locker { color, count }) => (&self.lockers[color.index()], count),
            Some(Drawn::Exit { stack, count }) => (&self.exit_stacks[stack as usize], count),
            None => return Vec::new(),
        };
        stack.iter().rev().take(count as usize).copied().collect()
    }
}
