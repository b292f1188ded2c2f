//! The whole game state. Everything serialises; seed + choice log replays to the same value.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::cards::{
    Allegiance, AllyRival, CardDef, CardId, CaseDeck, CopDeck, CriminalDeck, Loss, Side, cards,
};
use crate::ids::{CardRef, Cop, Space};
use crate::task::{Encounter, Task};

/// What the table chose before the game ("Game Setup" steps 2-4) and its house rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityConfig")]
pub struct Config {
    /// One cop deck per cop, 1 to 4, all different.
    pub cops: Vec<CopDeck>,
    pub criminal: CriminalDeck,
    pub case: CaseDeck,
    /// House rule: every cop's hand is open to the table (docs/brook-city-rulings.md).
    #[serde(default)]
    pub open_hands: bool,
    /// The Ally/Rival cards the table chose ("Rivals and Allies": any number, each card once).
    #[serde(default)]
    pub allies: Vec<AllyPick>,
}

/// One Ally/Rival card in the game: which side is faceup, and the cop it goes with (an ally in
/// that cop's play area, a rival in its crime area).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityAllyPick")]
pub struct AllyPick {
    pub card: AllyRival,
    pub side: Allegiance,
    pub cop: Cop,
}

fn known_card<'de, D: serde::Deserializer<'de>>(d: D) -> Result<CardId, D::Error> {
    let id = CardId::deserialize(d)?;
    if crate::cards::card(id).is_none() {
        return Err(serde::de::Error::custom(format!("no card definition {id}")));
    }
    Ok(id)
}

/// One physical card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardState {
    /// Architecture invariant: it names a definition of [`cards`] (setup takes it from that
    /// list, and a deserialised state with any other is refused), so [`GameState::def`] reads
    /// it without a check.
    #[serde(deserialize_with = "known_card")]
    pub def: CardId,
    pub progress: u8,
    pub influence: u8,
    pub exhausted: bool,
    pub flipped: bool,
    /// The card this one is attached to (underneath it).
    pub attached_to: Option<CardRef>,
    /// Activated this turn already ("a single card may only be activated once per turn").
    pub activated: bool,
    /// Stress assigned to an ally (up to its stress value).
    #[serde(default)]
    pub stress: u8,
}

/// A deck and its discard pile. Secret: the deck's order; the top is the last element.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pile {
    pub deck: Vec<CardRef>,
    pub discard: Vec<CardRef>,
    /// The top card was revealed to every cop ("Reveal the top card of the criminal deck") and
    /// is still on top: information sets keep it there. Cleared when it is drawn or put under.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub top_known: bool,
}

/// Where a cop is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityPosition")]
pub enum Position {
    /// The cop's figure is on the board.
    OnFoot { space: Space },
    /// The figure is on the vehicle's card: the cop is driving it.
    Driving { vehicle: CardRef },
}

/// One cop's play area, hand, deck and tokens.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CopState {
    pub deck_id: CopDeck,
    pub id_card: CardRef,
    /// Secret to the other cops (unless hands are open).
    pub hand: Vec<CardRef>,
    /// The cards of `hand` every cop has seen revealed ("Reveal") and that have not left it
    /// since, oldest first: public, so no information set hides them.
    #[serde(default)]
    pub known: Vec<CardRef>,
    /// Secret order: the top is the last element.
    pub pile: Pile,
    /// The cop play area, oldest first (Tactics, and the vehicle and lead controlled).
    pub play: Vec<CardRef>,
    /// The crime area, left (oldest) to right.
    pub crime: Vec<CardRef>,
    pub stress: u8,
    pub hunches: u8,
    pub position: Position,
    pub vehicle: Option<CardRef>,
    pub lead: Option<CardRef>,
    /// The turn card's "Cop Turn" side is face down: this cop has taken its turn this round.
    pub turn_taken: bool,
}

/// Something standing on a board space (one per space).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityFigure")]
pub enum Figure {
    /// A cop on foot.
    Cop { cop: Cop },
    /// The crew figure of a Crime card.
    Crew { card: CardRef },
    /// The Suspect's miniature.
    Suspect { card: CardRef },
    /// A vehicle's miniature (its driver is on its card).
    Vehicle { card: CardRef },
}

/// A token on a board space (tokens never block: "Spaces with other tokens or game elements in
/// them are still considered empty spaces").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityMarker")]
pub enum Marker {
    /// A Clue card's token, active side up or not.
    Clue { card: CardRef, active: bool },
    /// An Asset card's asset token.
    Asset { card: CardRef },
    /// A Development card's hacking token.
    Hacking { card: CardRef },
    /// The active lead's token.
    Lead,
    /// A rival's token, at the space its card names.
    Rival { card: CardRef },
}

/// What a cop has used up this turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Turn {
    /// "The active cop may only commandeer a vehicle once during their turn."
    pub commandeered: bool,
    /// A vehicle just commandeered may be entered at once, beyond the step's limit.
    pub free_enter: bool,
    /// Cards whose Action was performed ("Each action on a card can only be performed once per
    /// turn").
    pub actions: Vec<CardRef>,
}

impl Turn {
    /// A new turn, keeping the list's room.
    pub(crate) fn reset(&mut self) {
        self.commandeered = false;
        self.free_enter = false;
        self.actions.clear();
    }
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityOutcome")]
pub enum Outcome {
    Won,
    Lost { reason: Loss },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    pub config: Config,
    /// Secret: the generator that draws every random outcome.
    pub(crate) rng: ChaCha8Rng,
    pub round: u16,
    /// Every card of the game; a [`CardRef`] is an index here.
    pub cards: Vec<CardState>,
    pub cops: Vec<CopState>,
    pub criminal: Pile,
    /// The criminal play area, oldest first (the Suspect and Operation begin it).
    pub criminal_area: Vec<CardRef>,
    pub case: Pile,
    /// The case play area, oldest first.
    pub case_area: Vec<CardRef>,
    pub leads: Pile,
    pub active_lead: Option<CardRef>,
    pub vehicles: Pile,
    /// Special vehicles set aside faceup, waiting at their locations.
    pub specials: Vec<CardRef>,
    pub suspect: CardRef,
    pub operation: CardRef,
    pub case_rules: CardRef,
    pub figures: Vec<(Space, Figure)>,
    pub markers: Vec<(Space, Marker)>,
    /// The cop whose turn it is.
    pub active: Option<Cop>,
    /// Cops who passed every response window until the end of this turn (bits).
    pub passing: u8,
    /// What the active cop has used this turn.
    pub turn: Turn,
    /// Cards played and being resolved (Encounter and Ability cards, a Prepared duplicate, a
    /// drawn Event): between the hand or deck and the discard pile.
    pub resolving: Vec<CardRef>,
    /// Encounters being resolved (an effect inside one may start another).
    pub encounters: Vec<Encounter>,
    /// Effects that fired at the same moment, waiting for the team to order them (a group per
    /// moment, innermost last).
    pub triggered: Vec<Vec<(u32, crate::task::Ctx)>>,
    /// The encounter that ended last (what "if successful" reads).
    pub last_encounter: Option<Encounter>,
    /// Cards out of the game for good (busted rivals, allies at their stress value).
    #[serde(default)]
    pub removed: Vec<CardRef>,
    /// Times the Suspect has been busted.
    pub suspect_busts: u8,
    pub outcome: Option<Outcome>,
    /// The agenda: the top (last) task is what happens next.
    pub(crate) agenda: Vec<Task>,
    /// Where in `cards` the cards that can be attached lie: read by [`crate::in_play`] at every
    /// trigger moment. Derived at setup, not part of the game: never saved, and a state read
    /// back reads every card.
    #[serde(skip)]
    pub(crate) attachable: Attachable,
    /// The moments ([`crate::cards::When::moment`]) some card of this game reacts to, on
    /// either face: a trigger moment none reacts to reads nothing. Derived at setup like
    /// [`GameState::attachable`]; a state read back has every moment.
    #[serde(skip)]
    pub(crate) reacts: Reacts,
}

/// Every card that can be attached ([`crate::cards::attaches_itself`]) lies in
/// `cards[self.0..self.1]`. Knowledge about the card list, not game state: every two values
/// compare equal, so a state read back from a save equals the state it was saved from.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Attachable(pub CardRef, pub CardRef);

impl Default for Attachable {
    /// Every card: always right, if slower.
    fn default() -> Attachable {
        Attachable(0, CardRef::MAX)
    }
}

impl PartialEq for Attachable {
    fn eq(&self, _: &Attachable) -> bool {
        true
    }
}

impl Eq for Attachable {}

/// [`GameState::reacts`]: knowledge about the card list, not game state, so every two values
/// compare equal.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Reacts(pub u32);

impl Default for Reacts {
    /// Every moment: always right, if slower.
    fn default() -> Reacts {
        Reacts(u32::MAX)
    }
}

impl PartialEq for Reacts {
    fn eq(&self, _: &Reacts) -> bool {
        true
    }
}

impl Eq for Reacts {}

impl Reacts {
    /// The moments the cards of `g` react to.
    pub(crate) fn of(g: &GameState) -> Reacts {
        Reacts(g.cards.iter().fold(0, |m, st| {
            m | crate::cards::trigger_moments(st.def, false)
                | crate::cards::trigger_moments(st.def, true)
        }))
    }
}

impl GameState {
    pub fn cop_count(&self) -> u8 {
        self.cops.len() as u8
    }

    pub fn def(&self, c: CardRef) -> &'static CardDef {
        &cards()[self.cards[c as usize].def as usize]
    }

    /// The face of a card now up.
    pub fn side(&self, c: CardRef) -> &'static Side {
        let st = &self.cards[c as usize];
        cards()[st.def as usize].side(st.flipped)
    }

    /// Fisher-Yates with 32-bit ranges, so every platform draws the same order.
    pub(crate) fn shuffle(&mut self, v: &mut [CardRef]) {
        for i in (1..v.len()).rev() {
            let j = self.rng.random_range(0..=i as u32) as usize;
            v.swap(i, j);
        }
    }

    pub(crate) fn roll(&mut self, n: u32) -> u32 {
        if n <= 1 {
            0
        } else {
            self.rng.random_range(0..n)
        }
    }

    pub(crate) fn new_rng(seed: u64) -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(seed)
    }

    /// The figure on a space, if any.
    pub fn figure_at(&self, s: Space) -> Option<Figure> {
        self.figures
            .iter()
            .find(|(sp, _)| *sp == s)
            .map(|(_, f)| *f)
    }

    pub fn space_of(&self, f: Figure) -> Option<Space> {
        self.figures.iter().find(|(_, g)| *g == f).map(|(s, _)| *s)
    }

    /// Where a cop is on the board: its figure, or the vehicle it drives.
    pub fn cop_space(&self, cop: Cop) -> Option<Space> {
        match self.cops.get(cop as usize)?.position {
            Position::OnFoot { space } => Some(space),
            Position::Driving { vehicle } => self.space_of(Figure::Vehicle { card: vehicle }),
        }
    }

    /// The tasks still to run, top last (for tests and debugging).
    pub fn agenda(&self) -> &[Task] {
        &self.agenda
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// A fingerprint of every hidden component: the generator, the order of every deck and
    /// every hand, and whether a deck's top was revealed. A choice that changes it drew,
    /// shuffled, rolled or showed a card, so it must not be undone.
    pub fn hidden_stamp(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.rng.get_word_pos().hash(&mut h);
        for c in &self.cops {
            c.pile.deck.hash(&mut h);
            c.hand.hash(&mut h);
        }
        self.criminal.deck.hash(&mut h);
        self.criminal.top_known.hash(&mut h);
        self.case.deck.hash(&mut h);
        self.leads.deck.hash(&mut h);
        self.vehicles.deck.hash(&mut h);
        h.finish()
    }
}

impl GameState {
    /// Room for every list to hold what a game ever puts in it, so that applying choices to a
    /// fresh game never allocates (a clone or a loaded game grows a list at most once).
    pub(crate) fn reserve_room(&mut self) {
        // A cop deck is 25 cards; a crime area holds criminal and case cards; the largest
        // shared deck (the leads) is 40.
        let (cop_cards, crime, pile): (usize, usize, usize) = (25, 44, 40);
        for c in &mut self.cops {
            for v in [
                &mut c.hand,
                &mut c.known,
                &mut c.pile.deck,
                &mut c.pile.discard,
                &mut c.play,
            ] {
                v.reserve(cop_cards.saturating_sub(v.len()));
            }
            c.crime.reserve(crime);
        }
        for p in [
            &mut self.criminal,
            &mut self.case,
            &mut self.leads,
            &mut self.vehicles,
        ] {
            p.deck.reserve(pile);
            p.discard.reserve(pile);
        }
        self.criminal_area.reserve(24);
        self.case_area.reserve(24);
        self.specials.reserve(8);
        self.removed.reserve(11);
        self.resolving.reserve(64);
        self.figures.reserve(64);
        self.markers.reserve(32);
        self.encounters.reserve(16);
        self.triggered.reserve(32);
        self.agenda.reserve(256);
        self.turn.actions.reserve(64);
    }
}
