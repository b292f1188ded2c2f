//! Brook City in the app: its setup (cops, who plays each, the pairing), its adapter to the
//! shell, its part of a snapshot and its catalogue (components and measured difficulty).

mod ally_difficulty;
mod chart;
mod difficulty;

pub use ally_difficulty::{AlliesDifficulty, AllyDifficulty, measured_allies};
pub use chart::{Firing, Mark};
pub use difficulty::{
    CopsDifficulty, LevelDifficulty, MeasuredLevel, PairingDifficulty, Rating, measured,
};

use bots::{Bot, Level, brook_city_bot};
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck, Effect};
use brook_city::{AllyPick, Catalog, Choice, Config, Event, GameState, Prompt, SeatView, assess};
use serde::{Deserialize, Serialize};
use specta::Type;
use tabletop::Seat;

use crate::error::{AppError, AppResult};
use crate::game::{GameKind, TableGame};
use crate::games::{AnyChoice, AnyEvent, AnyMark, AnyMotive, AnyTable, Progress};
use crate::setup::{Controller, SeatColor, SeatSetup, checked_seats, checked_seed};

/// A new Brook City case as the setup screen sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename = "BrookCitySetup")]
pub struct BrookCitySetup {
    /// 1 to 4 cops, each with its own deck; seat `i` plays the `i`-th.
    pub cops: Vec<CopSetup>,
    pub criminal: CriminalDeck,
    pub case: CaseDeck,
    /// House rule: every cop's hand is open to the table.
    pub open_hands: bool,
    /// The Ally/Rival cards chosen ("Rivals and Allies"), each with its cop.
    #[serde(default)]
    pub allies: Vec<AllyPick>,
    /// Any text; the same seed and the same choices give the same game. Random when absent.
    pub seed: Option<String>,
}

/// One cop: its deck and who plays it. Cops played by people of the same name are one
/// person's (the rulebook: "a single player controlling 2 cops means there are 2 cops").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename = "BrookCityCopSetup")]
pub struct CopSetup {
    pub deck: CopDeck,
    /// The person's name, or the bot's.
    pub name: String,
    pub controller: Controller,
}

/// A Brook City snapshot's own part.
#[derive(Clone, Debug, PartialEq, Serialize, Type)]
#[serde(rename = "BrookCityTable")]
pub struct BrookCityTable {
    pub view: SeatView,
    pub prompt: Prompt,
    /// The effect a question inside a card asks about: its options are its parts.
    pub asking: Option<&'static Effect>,
}

/// The components as data, and how hard each pairing measured.
#[derive(Clone, Debug, Serialize, Type)]
#[serde(rename = "BrookCityCatalogue")]
pub struct BrookCityCatalogue {
    pub components: Catalog,
    pub difficulty: Vec<PairingDifficulty>,
    /// What each Ally and Rival side changes (none until measured).
    pub allies: Option<AlliesDifficulty>,
}

pub fn catalogue() -> BrookCityCatalogue {
    BrookCityCatalogue {
        components: brook_city::catalog(),
        difficulty: measured(),
        allies: measured_allies(),
    }
}

/// Each cop deck's identity colour: its figure, its seat and its play area wear it.
pub fn identity(deck: CopDeck) -> SeatColor {
    match deck {
        CopDeck::Quill => SeatColor::Blue,
        CopDeck::Doyle => SeatColor::Red,
        CopDeck::Park => SeatColor::Green,
        CopDeck::Navarro => SeatColor::Yellow,
        CopDeck::Whitlock => SeatColor::Navy,
        CopDeck::Brandt => SeatColor::Silver,
        CopDeck::Raman => SeatColor::Purple,
        CopDeck::Renae => SeatColor::Orange,
    }
}

/// The seats, config and seed text of a setup, checked: 1 to 4 cops of different decks, each
/// with a name (the same name for one person's cops).
pub fn validated(setup: &BrookCitySetup) -> AppResult<(Vec<SeatSetup>, Config, Option<String>)> {
    let invalid = |message: String| AppError::InvalidSetup { message };
    if !(1..=4).contains(&setup.cops.len()) {
        return Err(invalid(format!(
            "Brook City takes 1 to 4 cops, not {}.",
            setup.cops.len()
        )));
    }
    let decks: Vec<CopDeck> = setup.cops.iter().map(|c| c.deck).collect();
    if (0..decks.len()).any(|i| decks[..i].contains(&decks[i])) {
        return Err(invalid("Each cop plays a deck of their own.".into()));
    }
    let allies = &setup.allies;
    if (0..allies.len()).any(|i| allies[..i].iter().any(|a| a.card == allies[i].card))
        || allies.iter().any(|a| a.cop as usize >= decks.len())
    {
        return Err(invalid(
            "Each Ally/Rival card is used once, on one side, with a cop of this case.".into(),
        ));
    }
    let seats: Vec<SeatSetup> = setup
        .cops
        .iter()
        .map(|c| SeatSetup {
            name: c.name.clone(),
            color: identity(c.deck),
            controller: c.controller,
        })
        .collect();
    let seats = checked_seats(&seats)?;
    let config = Config {
        cops: decks,
        criminal: setup.criminal,
        case: setup.case,
        open_hands: setup.open_hands,
        allies: setup.allies.clone(),
    };
    Ok((seats, config, checked_seed(&setup.seed)?))
}

impl TableGame for GameState {
    const KIND: GameKind = GameKind::BrookCity;
    const RULES_VERSION: u32 = brook_city::RULES_VERSION;

    fn start(config: &Config, seed: u64) -> AppResult<(Self, Vec<Event>)> {
        GameState::start(config.clone(), seed).map_err(|e| AppError::InvalidSetup {
            message: e.to_string(),
        })
    }
    fn config(&self) -> Config {
        self.config.clone()
    }
    fn is_sound(&self, seats: usize) -> bool {
        brook_city::invariants::check(self).is_ok() && self.cop_count() as usize == seats
    }
    fn hidden_stamp(&self) -> u64 {
        GameState::hidden_stamp(self)
    }
    fn begins_turn(e: &Event) -> bool {
        matches!(e, Event::TurnStarted { .. } | Event::RoundStarted { .. })
    }
    fn event_for(&self, e: &Event, own: &dyn Fn(Seat) -> bool) -> Event {
        e.seen_by_cops(own, self.config.open_hands)
    }
    fn view_for(&self, seat: Seat, own: &dyn Fn(Seat) -> bool) -> SeatView {
        self.view_with(seat, own)
            .unwrap_or_else(|_| self.table_view())
    }
    fn table_view(&self) -> SeatView {
        GameState::table_view(self)
    }
    fn progress(&self) -> Progress {
        let (clues_done, clues_total) = assess::clues_done(self);
        Progress::BrookCity {
            round: self.round,
            criminal: self.config.criminal,
            case: self.config.case,
            clues_done,
            clues_total,
            influence: assess::influence(self),
            influence_limit: assess::influence_limit(self),
            outcome: self.outcome,
        }
    }
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        brook_city_bot(level, seed)
    }
    fn table(&self, view: SeatView, _asked: Option<Seat>) -> AnyTable {
        AnyTable::BrookCity(BrookCityTable {
            view,
            prompt: self.prompt(),
            asking: self.asking(),
        })
    }
    fn wrap_choice(c: Choice) -> AnyChoice {
        AnyChoice::BrookCity(c)
    }
    fn unwrap_choice(c: AnyChoice) -> Option<Choice> {
        match c {
            AnyChoice::BrookCity(c) => Some(c),
            _ => None,
        }
    }
    fn motive(info: &brook_city::InfoSet, c: &Choice) -> Option<AnyMotive> {
        bots::brook_city_motive::motive(info, c).map(AnyMotive::BrookCity)
    }
    fn chart_mark(&self, events: &[Event]) -> Option<AnyMark> {
        chart::mark(self, events)
    }
    fn wrap_event(e: Event) -> AnyEvent {
        AnyEvent::BrookCity(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::BotLevel;

    fn cop(deck: CopDeck, name: &str, bot: Option<BotLevel>) -> CopSetup {
        CopSetup {
            deck,
            name: name.into(),
            controller: bot.map_or(Controller::Human, |level| Controller::Bot { level }),
        }
    }

    fn setup(cops: Vec<CopSetup>) -> BrookCitySetup {
        BrookCitySetup {
            cops,
            criminal: CriminalDeck::HarborKing,
            case: CaseDeck::LanternClubMurder,
            open_hands: false,
            allies: Vec::new(),
            seed: None,
        }
    }

    /// "Game Setup" 2: 1 to 4 cops, each choosing a cop deck of their own.
    #[test]
    fn setups_outside_the_rules_are_refused() {
        assert!(validated(&setup(vec![])).is_err());
        let five = [
            CopDeck::Quill,
            CopDeck::Doyle,
            CopDeck::Park,
            CopDeck::Navarro,
            CopDeck::Quill,
        ];
        assert!(validated(&setup(five.iter().map(|&d| cop(d, "Ann", None)).collect())).is_err());
        let same_deck = setup(vec![
            cop(CopDeck::Park, "Ann", None),
            cop(CopDeck::Park, "Bo", None),
        ]);
        assert!(validated(&same_deck).is_err());
        let nameless = setup(vec![cop(CopDeck::Park, " ", None)]);
        assert!(validated(&nameless).is_err());
        // One person may run two cops; each cop wears its deck's colour.
        let solo = setup(vec![
            cop(CopDeck::Quill, "Ann", None),
            cop(CopDeck::Doyle, " Ann", None),
            cop(CopDeck::Park, "Easy bot", Some(BotLevel::Easy)),
        ]);
        let (seats, config, _) = validated(&solo).expect("a valid setup");
        assert_eq!(seats[1].name, "Ann");
        assert_eq!(seats[0].color, SeatColor::Blue);
        assert_eq!(config.cops, [CopDeck::Quill, CopDeck::Doyle, CopDeck::Park]);
    }

    /// Every cop deck wears a colour of its own, so any 4 of the 8 are told apart on the board.
    #[test]
    fn every_cop_deck_has_its_own_identity_colour() {
        let colours: Vec<SeatColor> = CopDeck::ALL.iter().map(|&d| identity(d)).collect();
        for (i, c) in colours.iter().enumerate() {
            assert!(
                !colours[..i].contains(c),
                "{:?} repeats {c:?}",
                CopDeck::ALL[i]
            );
        }
    }
}
