//! The content, authored and original (the printed cards are not available): 8 cop decks (and
//! Renae's rule card), 3 criminal decks, 3 case decks, all 40 leads, all 18 vehicles and the
//! 11 Ally/Rival cards.
//! Every card is data over the effect vocabulary; `docs/brook-city-components.md` lists every
//! count.

mod allies;
mod brandt;
mod cases;
mod cops;
mod criminals;
mod ferris;
mod firebug;
mod leads;
mod raman;
mod renae;
mod vehicles;
mod whitlock;

pub(crate) use crate::cards::{
    Ability, CardDef, Cond, Effect, Keyword, MoveKind, Reach, Side, Value, Which, Who,
};
pub(crate) use crate::ids::Approach;

/// Every card, in a fixed order: cop decks, criminal decks, case decks, leads, vehicles.
pub fn all() -> &'static [CardDef] {
    static ALL: std::sync::OnceLock<Vec<CardDef>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let mut v = Vec::new();
        for deck in [
            cops::QUILL,
            cops::DOYLE,
            cops::PARK,
            cops::NAVARRO,
            criminals::HARBOR_KING,
            criminals::MAYORS_SHADOW,
            cases::LANTERN_CLUB,
            cases::KESSLER,
            leads::LEADS,
            vehicles::VEHICLES,
            // Later sets go last, so the cards of earlier sets keep their places (saves name
            // cards by place).
            firebug::FIREBUG,
            ferris::FERRIS,
            allies::ALLIES_RIVALS,
            whitlock::WHITLOCK,
            brandt::BRANDT,
            raman::RAMAN,
            renae::RENAE,
        ] {
            v.extend_from_slice(deck);
        }
        v
    })
    .as_slice()
}

/// A hash of everything the game's balance rests on: every card's data and the die. Measured
/// tables (the difficulty table) carry it, so a test can tell when they no longer describe the
/// content.
/// Worked out once: the cards are constants, and the text hashed is every card's.
pub fn content_hash() -> u64 {
    static HASH: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    *HASH.get_or_init(|| {
        let text = format!("{:?}{:?}", all(), crate::data::DIE);
        tabletop::fnv1a(text.as_bytes())
    })
}

/// A hash of everything one pairing's games rest on: its criminal deck, its case deck, every
/// card both share (cops, leads, vehicles) and the die. A pairing's row in the difficulty table
/// carries it, so a change to one deck marks only the pairings that play it.
/// Worked out once per pairing, like [`content_hash`].
pub fn pairing_hash(criminal: crate::cards::CriminalDeck, case: crate::cards::CaseDeck) -> u64 {
    use crate::cards::{CaseDeck, CriminalDeck};
    const PAIRINGS: usize = CriminalDeck::ALL.len() * CaseDeck::ALL.len();
    static HASHES: [std::sync::OnceLock<u64>; PAIRINGS] =
        [const { std::sync::OnceLock::new() }; PAIRINGS];
    let c = CriminalDeck::ALL.iter().position(|&d| d == criminal);
    let k = CaseDeck::ALL.iter().position(|&d| d == case);
    let slot = c.unwrap_or(0) * CaseDeck::ALL.len() + k.unwrap_or(0);
    *HASHES[slot].get_or_init(|| hash_pairing(criminal, case))
}

fn hash_pairing(criminal: crate::cards::CriminalDeck, case: crate::cards::CaseDeck) -> u64 {
    use crate::cards::Deck;
    let cards: Vec<&CardDef> = all()
        .iter()
        .filter(|c| match c.deck {
            Deck::Criminal(d) => d == criminal,
            Deck::Case(d) => d == case,
            Deck::Cop(_) | Deck::Leads | Deck::Vehicles => true,
            // Chosen at setup, never dealt: measured as the change each one makes.
            Deck::AlliesRivals => false,
        })
        .collect();
    let text = format!("{:?}{:?}", cards, crate::data::DIE);
    tabletop::fnv1a(text.as_bytes())
}

// A small vocabulary for writing cards.

pub(crate) const fn n(x: u8) -> Value {
    Value::N(x)
}

pub(crate) const fn per_cop(x: u8) -> Value {
    Value::PerCop(x)
}

pub(crate) const fn play(effect: Effect) -> Ability {
    Ability {
        keyword: Keyword::Play,
        effect,
    }
}

pub(crate) const fn on(keyword: Keyword, effect: Effect) -> Ability {
    Ability { keyword, effect }
}

pub(crate) const fn encounter(approach: Approach, dice: u8) -> Effect {
    Effect::Encounter {
        approach,
        dice: Value::N(dice),
        reach: Reach::Near,
        after: None,
    }
}

pub(crate) const fn encounter_then(approach: Approach, dice: u8, after: &'static Effect) -> Effect {
    Effect::Encounter {
        approach,
        dice: Value::N(dice),
        reach: Reach::Near,
        after: Some(after),
    }
}

pub(crate) const fn encounter_within(approach: Approach, dice: u8, reach: Reach) -> Effect {
    Effect::Encounter {
        approach,
        dice: Value::N(dice),
        reach,
        after: None,
    }
}

pub(crate) const fn hunch(x: u8) -> Effect {
    Effect::GainHunch(Who::You, Value::N(x))
}

pub(crate) const fn stress(x: u8) -> Effect {
    Effect::SufferStress(Who::You, Value::N(x))
}

pub(crate) const fn calm(x: u8) -> Effect {
    Effect::DiscardStress(Who::You, Value::N(x))
}

pub(crate) const fn draw(x: u8) -> Effect {
    Effect::Draw(Who::You, Value::N(x))
}

pub(crate) const fn moves(x: u8) -> Effect {
    Effect::Move(Value::N(x), MoveKind::Any)
}

pub(crate) const fn influence(x: u8) -> Effect {
    Effect::GainInfluence(Value::N(x))
}

pub(crate) const fn progress_near(x: u8) -> Effect {
    Effect::PlaceProgress(
        Which::Choose(crate::cards::Pick::TargetNearYou),
        Value::N(x),
    )
}

pub(crate) const fn if_successful(e: &'static Effect) -> Effect {
    Effect::If(Cond::Successful, e)
}

/// A side with a name, traits and abilities, the rest empty.
pub(crate) const fn side(
    name: &'static str,
    traits: &'static [crate::ids::Trait],
    abilities: &'static [Ability],
    flavor: &'static str,
) -> Side {
    Side {
        name,
        traits,
        approach: None,
        threshold: None,
        resist: None,
        spot: None,
        abilities,
        modifiers: &[],
        flavor,
    }
}

#[cfg(test)]
mod tests {
    use crate::cards::{CaseDeck, CriminalDeck};

    /// Each pairing's remembered hash is its own, worked out in full, and no two pairings share
    /// one. Seen failing with the slot taken from the criminal deck alone.
    #[test]
    fn a_remembered_pairing_hash_is_the_pairings_own() {
        let mut seen = Vec::new();
        for c in CriminalDeck::ALL {
            for k in CaseDeck::ALL {
                let h = super::pairing_hash(c, k);
                assert_eq!(h, super::hash_pairing(c, k), "{c:?} x {k:?}");
                assert!(!seen.contains(&h), "{c:?} x {k:?} shares a hash");
                seen.push(h);
            }
        }
    }
}
