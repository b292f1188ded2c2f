//! Cards are data ("Card Breakdowns"): a side's name, traits, threshold, resistances, location
//! and abilities written in the effect vocabulary. Every card of the content sets is one
//! `CardDef` in one static table; a game refers to them by index.

mod effect;
mod nodes;
pub mod text;

pub use effect::*;
pub use nodes::{count as node_count, index_of, node};

use crate::content;
use crate::ids::{Approach, Place, Resist, Spot, Trait};

/// Which deck a card belongs to.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityDeck")]
pub enum Deck {
    Cop(CopDeck),
    Criminal(CriminalDeck),
    Case(CaseDeck),
    Leads,
    Vehicles,
    /// The double-sided Ally/Rival cards ("Rivals and Allies"), in play only when chosen.
    AlliesRivals,
}

/// The eight cop decks: content set I's four, then content set II's (Renae's with her rule card).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityCopDeck")]
pub enum CopDeck {
    Quill,
    Doyle,
    Park,
    Navarro,
    Whitlock,
    Brandt,
    Raman,
    Renae,
}

impl CopDeck {
    pub const ALL: [CopDeck; 8] = [
        CopDeck::Quill,
        CopDeck::Doyle,
        CopDeck::Park,
        CopDeck::Navarro,
        CopDeck::Whitlock,
        CopDeck::Brandt,
        CopDeck::Raman,
        CopDeck::Renae,
    ];
    pub fn key(self) -> &'static str {
        match self {
            CopDeck::Quill => "quill",
            CopDeck::Doyle => "doyle",
            CopDeck::Park => "park",
            CopDeck::Navarro => "navarro",
            CopDeck::Whitlock => "whitlock",
            CopDeck::Brandt => "brandt",
            CopDeck::Raman => "raman",
            CopDeck::Renae => "renae",
        }
    }
}

#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityCriminalDeck")]
pub enum CriminalDeck {
    HarborKing,
    MayorsShadow,
    Firebug,
}

impl CriminalDeck {
    pub const ALL: [CriminalDeck; 3] = [
        CriminalDeck::HarborKing,
        CriminalDeck::MayorsShadow,
        CriminalDeck::Firebug,
    ];
    pub fn key(self) -> &'static str {
        match self {
            CriminalDeck::HarborKing => "harbor-king",
            CriminalDeck::MayorsShadow => "mayors-shadow",
            CriminalDeck::Firebug => "firebug",
        }
    }
}

#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityCaseDeck")]
pub enum CaseDeck {
    LanternClubMurder,
    KesslerLeak,
    FerrisKidnapping,
}

impl CaseDeck {
    pub const ALL: [CaseDeck; 3] = [
        CaseDeck::LanternClubMurder,
        CaseDeck::KesslerLeak,
        CaseDeck::FerrisKidnapping,
    ];
    pub fn key(self) -> &'static str {
        match self {
            CaseDeck::LanternClubMurder => "lantern-club-murder",
            CaseDeck::KesslerLeak => "kessler-leak",
            CaseDeck::FerrisKidnapping => "ferris-kidnapping",
        }
    }
}

/// The 11 double-sided Ally/Rival cards (authored): each one person of Brook City, a help on
/// its Ally side, a threat on its Rival side.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityAllyRival")]
pub enum AllyRival {
    Whitcomb,
    Kowalski,
    Hale,
    Ibarra,
    Tully,
    Marsh,
    Benedetto,
    Nakamura,
    Osei,
    Voss,
    Castellano,
}

impl AllyRival {
    pub const ALL: [AllyRival; 11] = [
        AllyRival::Whitcomb,
        AllyRival::Kowalski,
        AllyRival::Hale,
        AllyRival::Ibarra,
        AllyRival::Tully,
        AllyRival::Marsh,
        AllyRival::Benedetto,
        AllyRival::Nakamura,
        AllyRival::Osei,
        AllyRival::Voss,
        AllyRival::Castellano,
    ];
    pub fn key(self) -> &'static str {
        match self {
            AllyRival::Whitcomb => "whitcomb",
            AllyRival::Kowalski => "kowalski",
            AllyRival::Hale => "hale",
            AllyRival::Ibarra => "ibarra",
            AllyRival::Tully => "tully",
            AllyRival::Marsh => "marsh",
            AllyRival::Benedetto => "benedetto",
            AllyRival::Nakamura => "nakamura",
            AllyRival::Osei => "osei",
            AllyRival::Voss => "voss",
            AllyRival::Castellano => "castellano",
        }
    }

    /// The card's definition.
    pub fn def(self) -> Option<(CardId, &'static CardDef)> {
        cards()
            .iter()
            .enumerate()
            .find(|(_, c)| matches!(c.kind, Kind::AllyRival { card, .. } if card == self))
            .map(|(i, c)| (i as CardId, c))
    }
}

/// Which side of an Ally/Rival card is faceup.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityAllegiance")]
pub enum Allegiance {
    /// In the cop's play area: it helps.
    Ally,
    /// In the cop's crime area: a target that works against the cops.
    Rival,
}

/// What kind of card it is, which decides how it is played or resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityKind")]
pub enum Kind {
    /// A cop's ID card: stress value and signature ability.
    CopId {
        stress: u8,
    },
    /// A cop's rule card (Renae's): in that cop's play area from the start, never in the deck,
    /// never discarded; its abilities work as any card's there.
    CopRules,
    /// Played, resolved and discarded; gives an encounter.
    Encounter,
    /// Played, resolved and discarded.
    Ability,
    /// Played into the cop play area and stays; one copy in play at a time.
    Tactic,
    /// The criminal's Suspect: never discarded; its figure is on the board.
    Suspect,
    /// The double-sided Operation card: Setup side, then its rules side.
    Operation,
    /// Placed in the active cop's crime area with a crew figure at its space.
    Crime,
    /// Placed in the criminal play area with an asset token at its space.
    Asset,
    /// Resolved and discarded unless it says otherwise.
    Event,
    /// The double-sided Setup / Case Rules card.
    CaseRules,
    /// Placed in the case play area with its clue token at its space.
    Clue,
    /// A case card that stays in the case play area (with a token at its space if it has one).
    Development,
    /// Resolved and discarded.
    CaseEvent,
    Lead,
    /// A double-sided Ally/Rival card: the Ally side is the front, the Rival side the back.
    AllyRival {
        card: AllyRival,
        /// The Ally side's stress value (0: none; stress cannot be assigned to it).
        stress: u8,
    },
    Vehicle {
        /// Counts as a small vehicle in a street (1 of 4 places instead of 2).
        small: bool,
        /// Moves on water areas.
        aquatic: bool,
        /// A Special vehicle, commandeered at this location.
        home: Option<Place>,
    },
}

/// One face of a card.
#[derive(Clone, Copy, Debug, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCitySide")]
pub struct Side {
    pub name: &'static str,
    pub traits: &'static [Trait],
    /// The approach icon of an Encounter card.
    pub approach: Option<Approach>,
    pub threshold: Option<Value>,
    pub resist: Option<Resist>,
    /// The space its figure or token goes to, or its lead or random location.
    pub spot: Option<Spot>,
    pub abilities: &'static [Ability],
    pub modifiers: &'static [Modifier],
    pub flavor: &'static str,
}

impl Side {
    pub const fn named(name: &'static str) -> Side {
        Side {
            name,
            traits: &[],
            approach: None,
            threshold: None,
            resist: None,
            spot: None,
            abilities: &[],
            modifiers: &[],
            flavor: "",
        }
    }

    /// A target: it has resistances ("Resistances — These icons appear on all cards that can be
    /// encountered").
    pub fn is_target(&self) -> bool {
        self.resist.is_some()
    }

    pub fn has(&self, t: Trait) -> bool {
        self.traits.contains(&t)
    }

    pub fn abilities_of(&self, k: Keyword) -> impl Iterator<Item = &'static Effect> + '_ {
        self.abilities
            .iter()
            .filter(move |a| a.keyword == k)
            .map(|a| &a.effect)
    }

    /// [`Side::abilities_of`], last first (pushed onto the agenda, they then run in order).
    pub fn abilities_of_rev(&self, k: Keyword) -> impl Iterator<Item = &'static Effect> + '_ {
        self.abilities
            .iter()
            .rev()
            .filter(move |a| a.keyword == k)
            .map(|a| &a.effect)
    }
}

#[derive(Clone, Copy, Debug, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityCardDef")]
pub struct CardDef {
    /// A stable key ("quill/bag-and-tag").
    pub key: &'static str,
    pub deck: Deck,
    pub kind: Kind,
    /// Copies of it in its deck.
    pub copies: u8,
    pub front: Side,
    /// The other face of a double-sided card.
    pub back: Option<Side>,
}

impl CardDef {
    /// An Ally side's stress value (0 for every other card).
    pub fn ally_stress(&self) -> u8 {
        match self.kind {
            Kind::AllyRival { stress, .. } => stress,
            _ => 0,
        }
    }

    pub fn side(&self, flipped: bool) -> &Side {
        match (flipped, &self.back) {
            (true, Some(b)) => b,
            _ => &self.front,
        }
    }
}

/// Index of a card definition in [`cards`].
pub type CardId = u16;

/// Every card definition of the content sets, in a fixed order.
pub fn cards() -> &'static [CardDef] {
    content::all()
}

/// The definition `id` names, if it names one.
pub fn card(id: CardId) -> Option<&'static CardDef> {
    cards().get(id as usize)
}

/// Whether the card `id` names can attach itself to another card (an "Attach to" effect on
/// either face): the only cards ever attached, since the effect attaches its own card.
pub fn attaches_itself(id: CardId) -> bool {
    static ATTACHES: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    ATTACHES
        .get_or_init(|| {
            cards()
                .iter()
                .map(|def| {
                    let mut found = false;
                    for side in std::iter::once(&def.front).chain(def.back.as_ref()) {
                        for a in side.abilities {
                            visit(&a.effect, &mut |e| {
                                found |= matches!(e, Effect::AttachTo(_));
                            });
                        }
                    }
                    found
                })
                .collect()
        })
        .get(id as usize)
        .copied()
        .unwrap_or(false)
}

/// The moments ([`When::moment`]) the triggered abilities on side `flipped` of the card `id`
/// can react to: a card with none of a moment's bits is passed over at once.
pub fn trigger_moments(id: CardId, flipped: bool) -> u32 {
    static MOMENTS: std::sync::OnceLock<Vec<[u32; 2]>> = std::sync::OnceLock::new();
    let of = |side: &Side| {
        side.abilities
            .iter()
            .map(|a| match a.keyword {
                Keyword::Trigger(w) => w.moment(),
                _ => 0,
            })
            .fold(0, |m, x| m | x)
    };
    MOMENTS
        .get_or_init(|| {
            cards()
                .iter()
                .map(|def| [of(def.side(false)), of(def.side(true))])
                .collect()
        })
        .get(id as usize)
        .map_or(u32::MAX, |m| m[usize::from(flipped)])
}

impl When {
    /// A bit for the moment: a card's trigger and a moment can only match when their bits are
    /// the same. A kind of moment with a phase or an encounter step has a bit for each (a
    /// cop's own phase reacts to that phase in any turn, a step against this card to that
    /// step of an encounter); the other kinds one bit each.
    pub const fn moment(self) -> u32 {
        const PHASES: u32 = 4;
        const STEPS: u32 = PHASES + 8;
        // Eight bits each, below the last two kinds' (the last phase, the last step).
        const _: () = assert!((crate::ids::Phase::CaseEnd as u32) < 8);
        const _: () = assert!((crate::task::EncounterStep::After as u32) < 8);
        match self {
            When::AfterYourEncounter(_) => 1,
            When::YouSucceedAgainst(_) => 1 << 1,
            When::Busted(_) => 1 << 2,
            When::Enters(_) => 1 << 3,
            When::YourPhaseBegins(p) | When::PhaseBegins(p) => 1 << (PHASES + p as u32),
            When::AfterYourEncounterStep(s) | When::AfterEncounterStepAgainstThis(s) => {
                1 << (STEPS + s as u32)
            }
            When::RoundEnds => 1 << 20,
            When::InfluenceGained => 1 << 21,
        }
    }
}

/// Cards whose rule is a named `Unique` effect (the counted escape hatch).
pub fn unique_cards() -> usize {
    cards()
        .iter()
        .filter(|c| {
            [Some(&c.front), c.back.as_ref()]
                .into_iter()
                .flatten()
                .flat_map(|s| s.abilities.iter())
                .any(|a| mentions_unique(&a.effect))
        })
        .count()
}

fn mentions_unique(e: &'static Effect) -> bool {
    let mut found = false;
    visit(e, &mut |n| found |= matches!(n, Effect::Unique(_)));
    found
}

/// Calls `f` on `e` and every effect nested in it, depth first.
pub fn visit(e: &'static Effect, f: &mut impl FnMut(&'static Effect)) {
    f(e);
    match e {
        Effect::Seq(es) | Effect::ChooseOne(es) | Effect::Forced(es) | Effect::AnyOrder(es) => {
            for c in es.iter() {
                visit(c, f);
            }
        }
        Effect::May(c)
        | Effect::If(_, c)
        | Effect::ForEachCop(c)
        | Effect::RevealFromHand(_, c)
        | Effect::Repeat(_, c)
        | Effect::ChooseCop { then: c, .. } => visit(c, f),
        Effect::IfElse(_, a, b) => {
            visit(a, f);
            visit(b, f);
        }
        Effect::Encounter { after: Some(c), .. } => visit(c, f),
        _ => {}
    }
}
