//! Brook City rules engine: a co-operative game of 1-4 cops against a criminal deck and a case
//! deck. Pure Rust, no I/O, deterministic from a seed.
//!
//! Use [`GameState`] through the [`tabletop::Game`] trait: who decides (a cop, or the whole team
//! for the decisions the rules give to the group), the legal choices, apply a choice, and a
//! seat's [`SeatView`]. Cards are data over the effect vocabulary of [`cards`]; their text is
//! generated from it ([`cards::text`]).

pub mod assess;
pub mod board;
pub mod cards;
mod catalog;
mod choice;
pub mod content;
pub mod data;
mod error;
mod event;
mod hidden;
pub mod ids;
pub mod invariants;
mod prompt;
mod rules;
mod state;
mod task;
mod view;

#[cfg(test)]
mod tests;

pub use catalog::{BoardMap, Catalog, LocationMap, StreetMap, WaterMap, catalog};
pub use choice::Choice;
pub use error::Rejection;
pub use event::Event;
pub use hidden::InfoSet;
pub use prompt::{Prompt, Question};
pub use rules::{
    AbilityKind, Shortfall, WhyNot, ally_room, component_space, drive_reach, in_play, near_targets,
    play_shortfalls, resistance, sail_reach, stress_value, targets, threshold, value, value_now,
    walk_reach, why_not,
};
pub use state::{
    AllyPick, CardState, Config, CopState, Figure, GameState, Marker, Outcome, Pile, Position, Turn,
};
pub use task::{Ctx, Encounter, EncounterStep, Moving, Step, Surplus, Task};
pub use view::{CardView, CopView, PartialPlay, SeatView, Stage};

/// The measured difficulty of every pairing (JSON; `docs/brook-city-difficulty.md` explains
/// it), for the setup screen's rating. Written by `tabletop difficulty --game brook-city --write
/// true`; a test checks it was measured on this content.
pub const DIFFICULTY_TABLE: &str = include_str!("../difficulty.json");

/// The rules version: bump when the same seed and choices would play out differently (a rule,
/// a ruling or a card changed). 3: the Kessler Leak's Sick Dockworker asks 1 hunch (was 2);
/// 4: its Toxic Plume no longer stresses the nearest cop each round; 5: the Mayor's Shadow's
/// influence limit is 24 + 12P (was 36 + 6P; the same with 2 cops); 6: the draw instead survives
/// a vehicle switch, commandeering needs a walk into a street, nothing is offered that would do
/// nothing, set-aside cruisers are one choice, a pass lasts until the next cop's turn, the lead,
/// Ditch and Exhaust between the spaces of a move (rulings 8, 11, 12, 21, 22), and nine cards
/// told apart from their twins; 7: every lead's Ditch effect its own, and the four Crimes that
/// only gave the Suspect 1 influence each do it their own way; 8: the Firebug, the Ferris
/// Kidnapping, the Ally/Rival cards (Rivals and Allies) and "Reveal" from a hand (the
/// Mayor's Shadow's Wiretap, which every seat's view and information set remember); 9: the four
/// cop decks of content set II and Renae's rule card, the Motorcycle off the road, "a card in
/// your play area" to exhaust or ready only one the effect changes, and "next to you" an empty
/// space (rulings 32, 33); 10: the Ferris Kidnapping's Case Rules draw their second case card
/// only with 2 or more cops; 11: and only until two Ransom Calls are attached; 12: the Lantern
/// Club's Case Rules shield Corruption targets (+1 resistance); 13: the Harbor King's Dockside
/// Muscle also takes a hunch each round.
pub const RULES_VERSION: u32 = 13;

/// The version of the rules as the engine plays them, apart from the cards (each pairing's
/// content hash covers those): bump it with [`RULES_VERSION`] when a rule or a ruling changes,
/// not for a card. The difficulty table is valid while this and each pairing's content hash
/// hold, so a change to one pairing's cards re-measures that pairing only.
pub const ENGINE_VERSION: u32 = 4;
// A rule change moves both versions, so the engine's can never be ahead.
const _: () = assert!(ENGINE_VERSION <= RULES_VERSION);

impl tabletop::Game for GameState {
    type Config = Config;
    type Choice = Choice;
    type Event = Event;
    type Error = Rejection;
    type View = SeatView;

    fn new_game(config: &Config, seed: u64) -> Result<Self, Rejection> {
        GameState::new(config.clone(), seed)
    }
    fn seats(&self) -> u8 {
        self.cop_count()
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
    /// Co-operative: every cop shares the result, 1 for a solved case and 0 for a loss.
    fn final_scores(&self) -> Option<Vec<Option<i32>>> {
        let score = match self.outcome? {
            Outcome::Won => 1,
            Outcome::Lost { .. } => 0,
        };
        Some(vec![Some(score); self.cops.len()])
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
}
