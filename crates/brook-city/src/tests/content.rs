//! Every card builds and every reference it makes resolves: keys, names and text, effect nodes,
//! spaces and locations, traits other cards refer to, card kinds and the fields they need.

use std::collections::HashSet;

use crate::board::board;
use crate::cards::{
    self, Ability, CardDef, Cond, Deck, Effect, Keyword, Kind, Modifier, Pick, Side, When, Where,
    Which, cards, index_of, node, visit,
};
use crate::ids::{Approach, Place, Spot, Trait};

fn sides(c: &CardDef) -> impl Iterator<Item = &Side> {
    [Some(&c.front), c.back.as_ref()].into_iter().flatten()
}

fn every_effect(c: &'static CardDef, f: &mut impl FnMut(&'static Effect)) {
    for side in [Some(&c.front), c.back.as_ref()].into_iter().flatten() {
        for a in side.abilities {
            visit(&a.effect, f);
        }
    }
}

#[test]
fn keys_are_unique_and_one_prefix_names_one_deck() {
    let mut seen = HashSet::new();
    let mut prefixes: std::collections::HashMap<&str, Deck> = Default::default();
    for c in cards() {
        assert!(seen.insert(c.key), "{} twice", c.key);
        let (prefix, slug) = c.key.split_once('/').expect("deck/slug");
        let deck = *prefixes.entry(prefix).or_insert(c.deck);
        assert_eq!(deck, c.deck, "{}: the prefix of another deck", c.key);
        assert!(
            !slug.is_empty()
                && slug
                    .chars()
                    .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '-'),
            "{}",
            c.key
        );
        assert!(c.copies >= 1, "{}", c.key);
    }
}

/// "Every card has a purpose, a name and text a player understands": each side is named and,
/// unless it is a plain Lead or vehicle, says what it does in text generated from its effects.
#[test]
fn every_side_has_a_name_and_text_from_its_effects() {
    for c in cards() {
        for s in sides(c) {
            assert!(!s.name.trim().is_empty(), "{}", c.key);
            let text = cards::text::side(s);
            for line in &text {
                assert!(!line.trim().is_empty(), "{}: an empty line", c.key);
                assert!(
                    !line.contains("{") && !line.contains("??"),
                    "{}: {line}",
                    c.key
                );
            }
            let plain = matches!(c.kind, Kind::Lead | Kind::Vehicle { .. });
            assert!(plain || !text.is_empty(), "{} says nothing", c.key);
        }
        assert!(!c.front.flavor.is_empty(), "{} has no flavour line", c.key);
    }
}

/// A pending question names its effect by number: every effect of every card has one, and the
/// number leads back to that effect (an equal one: equal effects share a number).
#[test]
fn every_effect_node_is_numbered_and_found_again() {
    let mut n = 0;
    for c in cards() {
        every_effect(c, &mut |e| {
            let i = index_of(e);
            assert_ne!(i, u32::MAX, "{}: {e:?} has no number", c.key);
            assert_eq!(node(i), e, "{}: node {i} is another effect", c.key);
            n += 1;
        });
    }
    assert!(cards::node_count() > 0 && cards::node_count() <= n);
}

fn spot_exists(s: Spot) -> bool {
    let spaces = &board().location(s.place).spaces;
    s.n >= 1 && (s.n as usize) <= spaces.len()
}

#[test]
fn every_space_a_card_names_exists_on_the_board() {
    for c in cards() {
        for s in sides(c) {
            if let Some(spot) = s.spot {
                assert!(spot_exists(spot), "{}: {spot:?}", c.key);
            }
        }
        every_effect(c, &mut |e| {
            if let Effect::PlaceCrew(Where::At(spot)) | Effect::MoveSuspect(Where::At(spot)) = *e {
                assert!(spot_exists(spot), "{}: {spot:?}", c.key);
            }
            if let Effect::PlaceCrew(Where::CardSpot) | Effect::MoveSuspect(Where::CardSpot) = *e {
                assert!(
                    sides(c).any(|s| s.spot.is_some()),
                    "{}: no space to place at",
                    c.key
                );
            }
        });
        if let Kind::Vehicle { home: Some(p), .. } = c.kind {
            assert!(!board().location(p).spaces.is_empty(), "{}", c.key);
        }
    }
}

fn traits_in_play() -> HashSet<Trait> {
    cards()
        .iter()
        .flat_map(|c| {
            sides(c)
                .flat_map(|s| s.traits.iter().copied())
                .collect::<Vec<_>>()
        })
        .collect()
}

fn cond_traits(c: Cond, out: &mut Vec<Trait>) {
    match c {
        Cond::TargetIs(t) | Cond::YouDrive(t) => out.push(t),
        Cond::Not(c) => cond_traits(*c, out),
        _ => {}
    }
}

/// The traits a card refers to: dice against it, resistances of it, a pick, a condition, a
/// trigger, a reveal.
fn traits_referred_to_by(c: &'static crate::cards::CardDef) -> Vec<Trait> {
    let mut wanted = Vec::new();
    for s in sides(c) {
        for m in s.modifiers {
            match *m {
                Modifier::DiceAgainst(t, _) | Modifier::ResistOf(t, _) => wanted.push(t),
                Modifier::CannotBeBusted(cond) => cond_traits(cond, &mut wanted),
                _ => {}
            }
        }
        for a in s.abilities {
            if let Keyword::Trigger(
                When::YouSucceedAgainst(Some(t)) | When::Busted(Some(t)) | When::Enters(t),
            ) = a.keyword
            {
                wanted.push(t);
            }
        }
    }
    every_effect(c, &mut |e| match *e {
        Effect::If(cond, _) | Effect::IfElse(cond, ..) => cond_traits(cond, &mut wanted),
        Effect::RevealFromHand(t, _) => wanted.push(t),
        _ => {
            if let Some(Which::Choose(Pick::WithTrait(t))) = e.card_target() {
                wanted.push(t);
            }
        }
    });
    wanted
}

/// A card that refers to a trait (dice against it, a pick, a condition, a trigger) refers to one
/// some card has.
#[test]
fn every_trait_a_card_refers_to_is_on_some_card() {
    let have = traits_in_play();
    for c in cards() {
        for t in traits_referred_to_by(c) {
            assert!(
                have.contains(&t),
                "{} refers to {t:?}, which no card has",
                c.key
            );
        }
    }
}

/// "Traits other than the type are used by other cards" (issue 30): every trait printed on a
/// card, besides the card types, is one that some card refers to, so a trait is never only a
/// word on the card.
#[test]
fn every_trait_besides_the_types_is_referred_to_by_a_card() {
    let types = [
        Trait::Encounter,
        Trait::Ability,
        Trait::Tactic,
        Trait::Suspect,
        Trait::Operation,
        Trait::Crime,
        Trait::Asset,
        Trait::Event,
        Trait::Clue,
        Trait::Lead,
        Trait::Vehicle,
        Trait::CaseRules,
        Trait::Ally,
        Trait::Rival,
    ];
    // Traits the rules themselves read, through the vehicle's kind: "Special vehicles" wait at
    // their locations, Aquatic ones sail, the B.C.P.D. Cruisers start with the cops. Each
    // agrees with its card's kind.
    let by_rules = [Trait::Special, Trait::Aquatic, Trait::Cruiser];
    for c in cards() {
        if let Kind::Vehicle { aquatic, home, .. } = c.kind {
            let has = |t| c.front.traits.contains(&t);
            assert_eq!(has(Trait::Aquatic), aquatic, "{}", c.key);
            assert_eq!(has(Trait::Special), home.is_some(), "{}", c.key);
            assert_eq!(has(Trait::Cruiser), home == Some(Place::Bcpd), "{}", c.key);
        }
    }
    let referred: HashSet<Trait> = cards().iter().flat_map(traits_referred_to_by).collect();
    let mut unused: Vec<Trait> = traits_in_play()
        .into_iter()
        .filter(|t| !types.contains(t) && !by_rules.contains(t) && !referred.contains(t))
        .collect();
    unused.sort_by_key(|t| format!("{t:?}"));
    assert_eq!(unused, Vec::<Trait>::new(), "traits no card refers to");
}

fn has_encounter(abilities: &'static [Ability], approach: Approach) -> bool {
    let mut found = false;
    for a in abilities {
        visit(
            &a.effect,
            &mut |e| found |= matches!(e, Effect::Encounter { approach: x, .. } if *x == approach),
        );
    }
    found
}

/// Each kind carries what the rules say its cards show ("Card Breakdowns").
#[test]
fn every_card_kind_carries_its_fields() {
    for c in cards() {
        let f = &c.front;
        match c.kind {
            Kind::Encounter => {
                let a = f
                    .approach
                    .unwrap_or_else(|| panic!("{}: no approach icon", c.key));
                assert!(
                    has_encounter(f.abilities, a),
                    "{}: no {a:?} encounter",
                    c.key
                );
            }
            Kind::Suspect => {
                assert!(
                    f.resist.is_some() && f.threshold.is_some() && f.spot.is_some(),
                    "{}",
                    c.key
                )
            }
            Kind::Crime => {
                assert!(
                    f.resist.is_some() && f.threshold.is_some(),
                    "{}: a target",
                    c.key
                );
                assert!(f.spot.is_some(), "{}: its crew needs a space", c.key);
            }
            Kind::Clue => assert!(f.spot.is_some(), "{}: its token needs a space", c.key),
            Kind::Lead => assert!(f.spot.is_some(), "{}: a lead names its location", c.key),
            Kind::Operation | Kind::CaseRules => {
                assert!(c.back.is_some(), "{}: double-sided", c.key)
            }
            Kind::CopId { stress } => assert!(stress > 0, "{}", c.key),
            _ => {}
        }
        if f.resist.is_some() {
            assert!(f.threshold.is_some(), "{}: a target has a threshold", c.key);
        }
        every_effect(c, &mut |e| {
            if let Effect::Flip(Which::This) = e {
                assert!(c.back.is_some(), "{}: flips, but has one side", c.key);
            }
        });
    }
}

/// The escape hatch stays small: under 5% of cards use a `Unique` rule.
#[test]
fn unique_rules_stay_under_five_percent_of_cards() {
    let unique = cards::unique_cards();
    assert!(unique * 20 < cards().len(), "{unique} of {}", cards().len());
}

/// "Every keyword used somewhere", and each cop deck mixes all three approaches with Ability
/// and Tactic cards in the 24 beside its ID card.
#[test]
fn every_keyword_is_used_and_each_cop_deck_mixes_approaches() {
    let cop_cards: Vec<&CardDef> = cards()
        .iter()
        .filter(|c| matches!(c.deck, Deck::Cop(_)))
        .collect();
    let used = |k: fn(Keyword) -> bool| {
        cards()
            .iter()
            .any(|c| sides(c).any(|s| s.abilities.iter().any(|a| k(a.keyword))))
    };
    for (name, k) in [
        ("Action", (|k| k == Keyword::Action) as fn(Keyword) -> bool),
        ("Activate", |k| k == Keyword::Activate),
        ("Activate (X)", |k| matches!(k, Keyword::ActivateIn(_))),
        ("Ditch", |k| k == Keyword::Ditch),
        ("Exhaust", |k| k == Keyword::Exhaust),
        ("Prepared", |k| k == Keyword::Prepared),
        ("Bust", |k| k == Keyword::Bust),
        ("Interact", |k| k == Keyword::Interact),
    ] {
        assert!(used(k), "no card uses {name}");
    }
    for deck in cards::CopDeck::ALL {
        let mine: Vec<&&CardDef> = cop_cards
            .iter()
            .filter(|c| c.deck == Deck::Cop(deck))
            .collect();
        for a in Approach::ALL {
            assert!(
                mine.iter()
                    .any(|c| c.kind == Kind::Encounter && c.front.approach == Some(a)),
                "{deck:?} has no {a:?} encounter"
            );
        }
        for k in [Kind::Ability, Kind::Tactic] {
            assert!(
                mine.iter().any(|c| c.kind == k),
                "{deck:?} has no {k:?} card"
            );
        }
        let total: u32 = mine
            .iter()
            .filter(|c| !matches!(c.kind, Kind::CopId { .. } | Kind::CopRules))
            .map(|c| u32::from(c.copies))
            .sum();
        assert_eq!(
            total, 24,
            "{deck:?}: 24 besides the ID card (and a rule card)"
        );
    }
}

/// Architecture invariant: the card vocabulary (`cards/`) is data and words; it never reaches
/// into the rules that interpret it (`rules/` reads `cards/`, not the other way round).
#[test]
fn the_card_vocabulary_does_not_import_the_rules() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cards");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        for bad in ["crate::rules", "super::super::rules"] {
            assert!(!text.contains(bad), "{} uses {bad}", path.display());
        }
    }
}

/// docs/brook-city-components.md states the content's card counts as the data has them
/// (defect: it said 269 cards counting copies where there were 244).
#[test]
fn the_components_doc_counts_the_cards_there_are() {
    let doc = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../docs/brook-city-components.md"),
    )
    .unwrap();
    let defs = crate::cards::cards();
    let copies: u32 = defs.iter().map(|c| u32::from(c.copies)).sum();
    let said = format!(
        "{} card definitions, {copies} cards counting copies",
        defs.len()
    );
    assert!(doc.contains(&said), "the doc should say \"{said}\"");
}

/// "No twins": two cards with different names do different things — their effect trees,
/// modifiers, approach, threshold and resistances compared (flavour and traits aside).
#[test]
fn cards_with_different_names_do_different_things() {
    let defs = crate::cards::cards();
    // A Clue card is the place its evidence is found: where it is counts as what it does.
    // A lead's location does not: its Ditch effect is what the cop holds it for.
    let what = |c: &crate::cards::CardDef| {
        let s = &c.front;
        let place = matches!(c.kind, crate::cards::Kind::Clue).then_some(s.spot);
        format!(
            "{:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?}",
            place,
            c.kind,
            s.approach,
            s.threshold,
            s.resist,
            s.abilities,
            s.modifiers,
            c.back.map(|b| (b.abilities, b.modifiers))
        )
    };
    let mut twins = Vec::new();
    for (i, a) in defs.iter().enumerate() {
        for b in &defs[i + 1..] {
            if a.front.name != b.front.name && what(a) == what(b) {
                twins.push((a.key, b.key));
            }
        }
    }
    assert_eq!(twins, Vec::<(&str, &str)>::new(), "twins found");
}

/// Every card has flavour text, on each of its faces.
#[test]
fn every_card_has_flavour_text() {
    for c in crate::cards::cards() {
        for side in std::iter::once(&c.front).chain(c.back.as_ref()) {
            assert!(
                !side.flavor.trim().is_empty(),
                "{} ({}) has no flavour",
                c.key,
                side.name
            );
        }
    }
}
