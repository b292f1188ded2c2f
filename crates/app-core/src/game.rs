//! What the shell needs of a game beyond the `tabletop` protocol: a small adapter per game
//! (how it starts, what a viewer may see of its views and events, what the saved-games list
//! says of it, its bots, and its part of a snapshot). Everything else (sessions, bots between
//! decisions, hints, the log, replay, undo, hand-off, saves) is written once over this trait.

use bots::{Bot, Level};
use serde::Serialize;
use serde::de::DeserializeOwned;
use specta::Type;
use tabletop::{ImperfectInfo, Seat};

use crate::error::AppResult;
use crate::games::{AnyChoice, AnyEvent, AnyMark, AnyMotive, AnyTable, Progress};

/// The games of the collection. A save's header and every payload name theirs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, Type)]
pub enum GameKind {
    EscapePlan,
    BrookCity,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::EscapePlan, GameKind::BrookCity];

    /// The name its saves carry.
    pub fn key(self) -> &'static str {
        match self {
            GameKind::EscapePlan => "escape-plan",
            GameKind::BrookCity => "brook-city",
        }
    }

    pub fn from_key(key: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.key() == key)
    }
}

/// One game as the app holds it. Implemented by each game's adapter (`escape_plan.rs`,
/// `brook_city/`).
pub trait TableGame:
    ImperfectInfo<
        Choice: Copy + Serialize + DeserializeOwned + Send + Sync + 'static,
        Event: Serialize + PartialEq + Send + Sync + 'static,
        Config: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug + Send + Sync + 'static,
        Info: Send + 'static,
    > + PartialEq
    + std::fmt::Debug
    + Serialize
    + DeserializeOwned
    + Send
    + Sync
    + 'static
{
    const KIND: GameKind;
    /// Bumped when a seed and choices would play out differently; saves carry it.
    const RULES_VERSION: u32;

    /// A new game and what its setup caused.
    fn start(config: &Self::Config, seed: u64) -> AppResult<(Self, Vec<Self::Event>)>;
    fn config(&self) -> Self::Config;
    /// A stored position is a sound game for `seats` seats (its invariants hold).
    fn is_sound(&self, seats: usize) -> bool;
    /// A fingerprint of every hidden component: a choice that changes it may not be undone.
    fn hidden_stamp(&self) -> u64;
    /// The event begins a new turn: the choice before it cannot be taken back.
    fn begins_turn(event: &Self::Event) -> bool;
    /// `event` as a viewer who may see the secrets of the seats `own` says.
    fn event_for(&self, event: &Self::Event, own: &dyn Fn(Seat) -> bool) -> Self::Event;
    /// What the person playing `seat` (and the seats `own` says) may see.
    fn view_for(&self, seat: Seat, own: &dyn Fn(Seat) -> bool) -> Self::View;
    /// What everyone at the table may see.
    fn table_view(&self) -> Self::View;
    /// How far the game is, for the saved-games list and the screen's header.
    fn progress(&self) -> Progress;
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>>;
    /// The game's part of a snapshot: `view`, what is asked, and for `asked` (the person
    /// whose choices are on screen) what only the asked seat may know of them.
    fn table(&self, view: Self::View, asked: Option<Seat>) -> AnyTable;
    fn wrap_choice(choice: Self::Choice) -> AnyChoice;
    fn unwrap_choice(choice: AnyChoice) -> Option<Self::Choice>;
    fn wrap_event(event: Self::Event) -> AnyEvent;
    /// The game reason behind a hint's choice, where the game has one to name.
    fn motive(_info: &Self::Info, _choice: &Self::Choice) -> Option<AnyMotive> {
        None
    }
    /// A point of the end screen's chart over the game, taken after what caused `events` (the
    /// setup, then each choice), or `None` when the game marks nothing then. Only what every
    /// seat may see.
    fn chart_mark(&self, _events: &[Self::Event]) -> Option<AnyMark> {
        None
    }
}
