//! "Reveal" (Additional Rules): "When a card is revealed from a player's hand, that card is
//! shown to all players, and then, unless otherwise specified, that card is returned to its
//! owner's hand." Every seat knows it from then on, until it leaves the hand; the Mayor's
//! Shadow's Wiretap reveals a random card of each cop's hand.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::card_support::*;
use super::scenario::*;
use crate::choice::Choice;
use crate::state::GameState;
use crate::task::Step;

/// Quill (seat 0) holds the Forensic Kit, revealed by a Wiretap, and then three more cards no
/// other seat has seen.
fn revealed(seed: u64) -> (GameState, u16, Vec<u16>) {
    let mut g = mayors_shadow(seed);
    for c in &mut g.cops {
        let hand = std::mem::take(&mut c.hand);
        c.pile.deck.extend(hand);
    }
    let kit = take(&mut g, "quill/forensic-kit");
    to_hand(&mut g, 0, kit);
    dispatch_key(&mut g, 0, "mayors-shadow/wiretap");
    let unseen: Vec<u16> = g.cops[0].pile.deck[..3].to_vec();
    for &c in &unseen {
        to_hand(&mut g, 0, c);
    }
    (g, kit, unseen)
}

/// Shown to all players: another seat's view, as it is sent, names the revealed card and
/// nothing else of the hand.
#[test]
fn a_revealed_card_is_in_every_seats_view_and_the_rest_of_the_hand_is_not() {
    let (g, kit, unseen) = revealed(640);
    let view = serde_json::to_value(g.view(1).expect("seat 1")).expect("a view serialises");
    let quill = &view["cops"][0];
    assert!(quill["hand"].is_null());
    assert_eq!(quill["hand_size"], 4);
    let known: Vec<u64> = quill["known"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|c| c["card"].as_u64())
        .collect();
    assert_eq!(known, [u64::from(kit)]);
    for c in unseen {
        assert!(!known.contains(&u64::from(c)));
    }
}

/// Returned to its owner's hand and known there: every state another seat samples from its
/// information set holds it in that hand, while the unseen cards move between hand and deck.
#[test]
fn a_revealed_card_stays_in_hand_in_every_sample_of_another_seats_information_set() {
    let (g, kit, unseen) = revealed(641);
    let set = g.info_set(1).expect("seat 1");
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut unseen_left = false;
    for _ in 0..40 {
        let s = set.determinize(&mut rng);
        assert!(s.cops[0].hand.contains(&kit));
        assert_eq!(s.cops[0].hand.len(), 4);
        unseen_left |= unseen.iter().any(|c| !s.cops[0].hand.contains(c));
    }
    assert!(unseen_left, "the cards nobody saw are still a secret");
    // Two states that differ only in which unseen cards are in hand give one information set.
    assert_eq!(set, set.determinize(&mut rng).info_set(1).expect("seat 1"));
}

/// "It is not part of that player's hand" only while shown: once the card leaves the hand
/// (played), nobody knows it is there any more.
#[test]
fn a_revealed_card_is_no_longer_known_once_it_leaves_the_hand() {
    let (mut g, kit, _) = revealed(642);
    assert_eq!(g.cops[0].known, [kit]);
    // The Wiretap was Quill's dispatch: Quill's act phase is next.
    apply(&mut g, Choice::BeginStep { step: Step::Card });
    apply(&mut g, Choice::Play { card: kit });
    assert!(!g.cops[0].hand.contains(&kit));
    assert!(g.cops[0].known.is_empty());
    let view = g.view(1).expect("seat 1");
    assert!(view.cops[0].known.is_empty());
}

/// The tops of the criminal deck seat 1 samples from its information set in 40 draws.
fn sampled_tops(g: &GameState) -> std::collections::BTreeSet<u16> {
    let set = g.info_set(1).expect("seat 1");
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    (0..40)
        .filter_map(|_| set.determinize(&mut rng).criminal.deck.last().copied())
        .collect()
}

/// "Reveal the top card of the criminal deck; you may put it on the bottom" (the Matchbook
/// Number's Ditch): every cop saw the card, so while it is on top every state another seat
/// samples holds it there, when the choice is asked and after it is kept; put under or
/// drawn, the top is a secret again.
#[test]
fn a_revealed_criminal_card_stays_on_top_in_every_sample_until_it_leaves_the_top() {
    let (g, _) = super::cards_leads::ditch(902, "leads/matchbook-number", |_| {});
    let top = *g.criminal.deck.last().expect("a criminal deck");
    assert_eq!(
        sampled_tops(&g),
        [top].into(),
        "asked to keep it or put it under"
    );
    let mut kept = g.clone();
    apply(&mut kept, Choice::Option { index: 0 });
    assert_eq!(kept.criminal.deck.last(), Some(&top));
    assert_eq!(sampled_tops(&kept), [top].into(), "kept on top");
    let mut under = g.clone();
    apply(&mut under, Choice::Option { index: 1 });
    assert!(
        sampled_tops(&under).len() > 1,
        "put under: the new top is a secret"
    );
    // Drawn by Navarro's dispatch, or taken out of the deck by an effect: the card under it
    // is a secret.
    let mut taken = kept.clone();
    kept.agenda.push(crate::task::Task::Dispatch { cop: 1 });
    let mut ev = Vec::new();
    kept.advance(&mut ev);
    assert!(!kept.criminal.deck.contains(&top));
    assert!(
        sampled_tops(&kept).len() > 1,
        "drawn: the new top is a secret"
    );
    lift(&mut taken, top);
    assert!(
        sampled_tops(&taken).len() > 1,
        "taken out: the new top is a secret"
    );
}

/// A choice that shows the top criminal card shows a secret: like a draw, it cannot be undone
/// (the app keeps a choice undoable only while the hidden stamp holds).
#[test]
fn revealing_the_top_criminal_card_changes_the_hidden_stamp() {
    let (shown, _) = super::cards_leads::ditch(902, "leads/matchbook-number", |_| {});
    assert!(
        shown.criminal.top_known,
        "the Matchbook Number showed the top card"
    );
    let mut unseen = shown.clone();
    unseen.criminal.top_known = false;
    assert_ne!(shown.hidden_stamp(), unseen.hidden_stamp());
}
