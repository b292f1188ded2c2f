//! What a choice caused, in order, for the log and animation. One event carries a cop's secret:
//! the card a cop drew into a hand that is not open ([`Event::seen_by`] hides it from the others).

use serde::{Deserialize, Serialize};

use crate::cards::Loss;
use crate::ids::{Approach, CardRef, Cop, Face, Space, Token};
use crate::task::Step;
use tabletop::Seat;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityEvent")]
pub enum Event {
    RoundStarted {
        round: u16,
    },
    TurnStarted {
        cop: Cop,
    },
    StepBegan {
        cop: Cop,
        step: Step,
    },
    /// A card drawn into a hand; `None` for those who may not see which.
    CardDrawn {
        cop: Cop,
        card: Option<CardRef>,
    },
    CardPlayed {
        cop: Cop,
        card: CardRef,
    },
    /// A card of a cop's hand shown to every cop ("Reveal"), then back in that hand.
    CardRevealed {
        cop: Cop,
        card: CardRef,
    },
    /// A card went to its discard pile.
    CardDiscarded {
        card: CardRef,
    },
    /// A card left the game for good (a busted rival, an ally at its stress value).
    CardRemovedFromGame {
        card: CardRef,
    },
    /// A cop assigned stress to an ally it controls; `total`: the ally's stress now.
    AllyStressed {
        cop: Cop,
        card: CardRef,
        n: u8,
        total: u8,
    },
    /// A deck ran out and its discard pile was shuffled into a new deck.
    DeckReshuffled {
        card: CardRef,
    },
    CriminalCardDrawn {
        cop: Option<Cop>,
        card: CardRef,
    },
    CaseCardDrawn {
        card: CardRef,
    },
    CardActivated {
        card: CardRef,
    },
    /// One of a card\'s abilities is being resolved (played, activated, triggered, used).
    AbilityResolved {
        card: CardRef,
    },
    /// An exhausted card readied instead of activating.
    CardReadied {
        card: CardRef,
    },
    CardExhausted {
        card: CardRef,
    },
    CardFlipped {
        card: CardRef,
    },
    CardAttached {
        card: CardRef,
        to: CardRef,
    },
    CopMoved {
        cop: Cop,
        from: Space,
        to: Space,
    },
    VehicleMoved {
        vehicle: CardRef,
        from: Space,
        to: Space,
    },
    Entered {
        cop: Cop,
        vehicle: CardRef,
    },
    Exited {
        cop: Cop,
        vehicle: CardRef,
        to: Space,
    },
    Commandeered {
        cop: Cop,
        vehicle: CardRef,
    },
    /// A vehicle no longer controlled: discarded (or set aside at its location if Special).
    VehicleLost {
        cop: Cop,
        vehicle: CardRef,
    },
    FigureDisplaced {
        from: Space,
        to: Space,
    },
    CrewPlaced {
        card: CardRef,
        space: Space,
    },
    CrewRemoved {
        card: CardRef,
    },
    SuspectMoved {
        to: Space,
    },
    EncounterBegan {
        cop: Cop,
        approach: Approach,
        target: CardRef,
        dice: u8,
    },
    /// One die of an encounter's roll, in the order rolled; `extra`: rolled because a critical
    /// exploded.
    DieRolled {
        face: Face,
        extra: bool,
    },
    /// The roll's totals, after its last die.
    DiceRolled {
        successes: u8,
        hunches: u8,
        criticals: u8,
        blanks: u8,
    },
    HunchesConverted {
        cop: Cop,
        n: u8,
    },
    ProgressPlaced {
        card: CardRef,
        n: u8,
        total: u8,
    },
    ProgressRemoved {
        card: CardRef,
        n: u8,
    },
    EncounterEnded {
        cop: Cop,
        target: CardRef,
        successful: bool,
    },
    Busted {
        card: CardRef,
    },
    /// A cop gained or discarded tokens (stress, hunches).
    TokensChanged {
        cop: Cop,
        token: Token,
        delta: i8,
        total: u8,
    },
    InfluenceChanged {
        delta: i8,
        total: u8,
    },
    ClueRevealed {
        card: CardRef,
        space: Space,
    },
    ClueInvestigated {
        card: CardRef,
    },
    LeadRevealed {
        card: CardRef,
        space: Space,
    },
    LeadTaken {
        cop: Cop,
        card: CardRef,
    },
    Ditched {
        cop: Cop,
        card: CardRef,
    },
    TurnEnded {
        cop: Cop,
    },
    CriminalTurnBegan,
    CaseTurnBegan,
    /// A phase of a cop's turn (A-D), or the case draw or end phase, begins.
    PhaseBegan {
        phase: crate::ids::Phase,
    },
    Won,
    Lost {
        reason: Loss,
    },
}

impl Event {
    /// This event as `viewer` may see it (`None`: the table): a card drawn into another cop's
    /// closed hand is hidden.
    pub fn seen_by(&self, viewer: Option<Seat>, open_hands: bool) -> Event {
        self.seen_by_cops(|cop| viewer == Some(cop), open_hands)
    }

    /// This event as a player who runs the cops `own` says may see it.
    pub fn seen_by_cops(&self, own: impl Fn(Cop) -> bool, open_hands: bool) -> Event {
        match *self {
            Event::CardDrawn { cop, card: Some(_) } if !open_hands && !own(cop) => {
                Event::CardDrawn { cop, card: None }
            }
            e => e,
        }
    }
}
