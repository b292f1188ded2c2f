//! Escape Plan rules engine: pure Rust, no I/O, deterministic from a seed.
//!
//! Use [`GameState`] through the [`tabletop::Game`] trait: who decides, the legal choices, apply
//! a choice, and a seat's [`SeatView`].

mod catalog;
mod choice;
mod city;
mod clone;
pub mod data;
mod error;
mod event;
#[doc(hidden)]
pub mod fuzzing;
pub mod hex;
mod hidden;
pub mod invariants;
mod movement;
mod player;
mod prompt;
mod rules;
mod scoring;
mod state;
mod task;
mod view;

#[cfg(test)]
mod tests;

pub use catalog::{
    Catalog, LocationCard, LockerCard, PricedEquipment, PricedFixer, RegionCard, TileCard, catalog,
};
pub use choice::{Bonus, Choice, ContactPlacement, Effect, KeyUse, Source};
pub use city::City;
pub use error::Rejection;
pub use event::{Event, SeatOrder, UsedSource};
pub use hidden::InfoSet;
pub use ids::*;
pub use movement::{Node, Route};
pub use player::{ArrestReason, ContactSlot, Item, Key, PlayerBoard, Standing, UnlockedAsset};
pub use prompt::{PendingOfficer, Prompt};
pub use rules::{
    Closed, EscapeTerms, Purchase, SANDRA_BIT, WhyNot, escape_exit, legal_routes, officer_bit,
};
pub use scoring::{GameResult, ScorePad, WonBy, score, winners, won_by};
pub use state::{
    BusinessState, Config, Drawn, GameState, GangState, Inspector, Powers, SANDRA, SafeHouseState,
};
pub use task::{Step, Task, Visit};
pub use view::{InspectorView, ItemView, PlayerView, SeatView, Secrets};

mod ids;

/// The rules version: bump when the same seed and choices would play out differently (a changed
/// ruling, a new legal choice, a state laid out differently). It is not the save layout (that is
/// the app's save format): saves store their position too, so a game saved under older rules
/// still resumes where it was. 2: the Hospital heals at least 1 Wound when the seat can pay
/// (docs/rulings.md), and an arrest records its reason.
pub const RULES_VERSION: u32 = 2;

impl tabletop::Game for GameState {
    type Config = Config;
    type Choice = Choice;
    type Event = Event;
    type Error = Rejection;
    type View = SeatView;

    fn new_game(config: &Config, seed: u64) -> Result<Self, Rejection> {
        GameState::new(*config, seed)
    }
    fn seats(&self) -> u8 {
        self.config.players
    }
    fn decider(&self) -> tabletop::Decider {
        GameState::decider(self)
    }
    fn legal_choices(&self, out: &mut Vec<Choice>) {
        GameState::legal_choices(self, out)
    }
    fn apply(&mut self, choice: &Choice) -> Result<Vec<Event>, Rejection> {
        GameState::apply(self, choice)
    }
    fn apply_into(&mut self, choice: &Choice, events: &mut Vec<Event>) -> Result<(), Rejection> {
        GameState::apply_into(self, choice, events)
    }
    fn view(&self, seat: tabletop::Seat) -> Result<SeatView, tabletop::NoSuchSeat> {
        GameState::view(self, seat)
    }
    fn final_scores(&self) -> Option<Vec<Option<i32>>> {
        if !self.agenda().is_empty() {
            return None;
        }
        Some(
            self.players
                .iter()
                .enumerate()
                .map(|(s, p)| {
                    let pad = score(s as u8, p);
                    pad.escaped.then_some(pad.total)
                })
                .collect(),
        )
    }
}

impl tabletop::ImperfectInfo for GameState {
    type Info = InfoSet;
    fn info_set(&self, seat: tabletop::Seat) -> Result<InfoSet, tabletop::NoSuchSeat> {
        GameState::info_set(self, seat)
    }
    fn observer(info: &InfoSet) -> u8 {
        info.seat()
    }

    fn determinize(info: &InfoSet, seed: u64) -> GameState {
        use rand::SeedableRng;
        info.determinize(&mut rand_chacha::ChaCha8Rng::seed_from_u64(seed))
    }

    fn determinize_into(info: &InfoSet, seed: u64, out: &mut GameState) {
        use rand::SeedableRng;
        info.determinize_into(&mut rand_chacha::ChaCha8Rng::seed_from_u64(seed), out);
    }
}
