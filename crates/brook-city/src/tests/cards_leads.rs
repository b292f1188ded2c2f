//! Card tests (see crate::content): the 40 lead cards, each with a Ditch effect of its own. Quill
//! (seat 0 of `standard`, Doyle beside her at B.C.P.D.) controls the lead and ditches it in her
//! act phase. This file: what every lead shares, the Informant and Paperwork leads; the others in
//! `cards_leads_street` (Pursuit, Interview) and `cards_leads_evidence` (Forensics,
//! Surveillance, Corruption).

use super::card_support::*;
use super::scenario::*;
use crate::board::board;
use crate::choice::Choice;
use crate::event::Event;
use crate::prompt::{Prompt, Question};
use crate::state::GameState;
use crate::task::Moving;
use crate::task::Step;

/// The lead `key` prints exactly `text`.
pub fn prints(key: &str, text: &str) {
    let g = standard(900);
    let side = &g.def(find(&g, key)).front;
    assert_eq!(
        crate::cards::text::side(side),
        vec![text.to_string()],
        "{key}"
    );
}

/// Quill controls the lead `key` (after `setup`) and ditches it in her act phase; it is
/// discarded and its Ditch effect resolves.
pub fn ditch(seed: u64, key: &str, setup: impl FnOnce(&mut GameState)) -> (GameState, Vec<Event>) {
    let mut g = standard(seed);
    let lead = find(&g, key);
    give_lead(&mut g, 0, lead);
    setup(&mut g);
    act_phase(&mut g, 0);
    assert!(choices(&g).contains(&Choice::Ditch { card: lead }), "{key}");
    let ev = apply(&mut g, Choice::Ditch { card: lead });
    assert!(ev.contains(&Event::Ditched { cop: 0, card: lead }), "{key}");
    assert_ne!(g.cops[0].lead, Some(lead), "{key}");
    assert!(g.leads.discard.contains(&lead), "{key}");
    (g, ev)
}

/// Whether Quill, controlling the lead `key` after `setup`, is offered to ditch it.
pub fn offered(seed: u64, key: &str, setup: impl FnOnce(&mut GameState)) -> bool {
    let mut g = standard(seed);
    let lead = find(&g, key);
    give_lead(&mut g, 0, lead);
    setup(&mut g);
    act_phase(&mut g, 0);
    choices(&g).contains(&Choice::Ditch { card: lead })
}

/// Every lead names a real space of its location, and no two leads print the same text.
#[test]
fn leads_each_name_a_real_space_and_a_ditch_effect_of_their_own() {
    let g = standard(900);
    let leads: Vec<_> = crate::cards::cards()
        .iter()
        .filter(|c| c.key.starts_with("leads/"))
        .collect();
    assert_eq!(leads.len(), 40);
    let mut texts = std::collections::BTreeSet::new();
    for d in &leads {
        let spot = d
            .front
            .spot
            .unwrap_or_else(|| panic!("{} names no space", d.key));
        let spaces = &board().location(spot.place).spaces;
        assert!(
            (1..=spaces.len()).contains(&(spot.n as usize)),
            "{}: {spot:?} is not one of the {} spaces of its location",
            d.key,
            spaces.len()
        );
        let lead = find(&g, d.key);
        assert!(board().location(spot.place).set.contains(spot_of(&g, lead)));
        let text = crate::cards::text::side(&d.front);
        assert!(text[0].starts_with("Ditch: "), "{}", d.key);
        assert!(texts.insert(text), "{} prints another lead's text", d.key);
    }
}

// --- Informant: hunches.

#[test]
fn leads_anonymous_caller_ditches_for_two_hunches() {
    let key = "leads/anonymous-caller";
    prints(key, "Ditch: You gain 2 hunches.");
    let (g, _) = ditch(901, key, |_| {});
    assert_eq!(g.cops[0].hunches, 2);
}

#[test]
fn leads_matchbook_number_reveals_the_criminal_deck_and_gives_a_hunch() {
    let key = "leads/matchbook-number";
    prints(
        key,
        "Ditch: Reveal the top card of the criminal deck; you may put it on the bottom. You gain 1 hunch.",
    );
    let top = *standard(902).criminal.deck.last().unwrap();
    let (mut g, _) = ditch(902, key, |_| {});
    assert!(matches!(
        g.prompt(),
        Prompt::Effect {
            question: Question::Reveal,
            cop: 0,
            ..
        }
    ));
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!(g.criminal.deck.first(), Some(&top), "put on the bottom");
    assert_eq!(g.cops[0].hunches, 1);
}

#[test]
fn leads_pawned_watch_gives_three_hunches_for_a_stress() {
    let key = "leads/pawned-watch";
    prints(key, "Ditch: You gain 3 hunches. You suffer 1 stress.");
    let (g, _) = ditch(903, key, |_| {});
    assert_eq!((g.cops[0].hunches, g.cops[0].stress), (3, 1));
}

#[test]
fn leads_late_night_diner_calms_and_draws() {
    let key = "leads/late-night-diner";
    prints(key, "Ditch: You discard 1 stress. You draw 1 card.");
    let cards = hand(&standard(904), 0);
    let (g, _) = ditch(904, key, |g| g.cops[0].stress = 2);
    assert_eq!((g.cops[0].stress, hand(&g, 0)), (1, cards + 1));
}

#[test]
fn leads_old_debt_gives_a_hunch_and_a_card() {
    let key = "leads/old-debt";
    prints(key, "Ditch: You gain 1 hunch. You draw 1 card.");
    let cards = hand(&standard(905), 0);
    let (g, _) = ditch(905, key, |_| {});
    assert_eq!((g.cops[0].hunches, hand(&g, 0)), (1, cards + 1));
}

#[test]
fn leads_cab_driver_gives_a_hunch_and_a_ride_of_two() {
    let key = "leads/cab-driver";
    prints(key, "Ditch: You gain 1 hunch. Move 2.");
    let (mut g, _) = ditch(906, key, |_| {});
    assert_eq!(g.cops[0].hunches, 1);
    assert_eq!(g.prompt(), move_prompt(0, 2, Moving::Extra));
    walk(&mut g, xy(6, 8)); // two rows down from B.C.P.D. 1 (6, 6)
    assert_eq!(cop_at(&g, 0), xy(6, 8));
}

#[test]
fn leads_nosy_neighbor_gives_every_cop_a_hunch() {
    let key = "leads/nosy-neighbor";
    prints(key, "Ditch: Each cop gains 1 hunch.");
    let (g, _) = ditch(907, key, |_| {});
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (1, 1));
}

#[test]
fn leads_janitor_readies_a_card_of_your_play_area_and_gives_a_hunch() {
    let key = "leads/janitor";
    prints(
        key,
        "Ditch: Ready a card in your play area. You gain 1 hunch.",
    );
    let mut cruiser = 0;
    let (g, ev) = ditch(908, key, |g| {
        cruiser = g.cops[0].vehicle.expect("Quill's cruiser");
        g.cards[cruiser as usize].exhausted = true;
    });
    // Her cruiser is the only card in her play area: it is the one readied.
    assert!(ev.contains(&Event::CardReadied { card: cruiser }));
    assert!(!g.cards[cruiser as usize].exhausted);
    assert_eq!(g.cops[0].hunches, 1);
}

// --- Paperwork: cards.

#[test]
fn leads_loose_lips_draws_two_cards() {
    let key = "leads/loose-lips";
    prints(key, "Ditch: You draw 2 cards.");
    let cards = hand(&standard(909), 0);
    let (g, _) = ditch(909, key, |_| {});
    assert_eq!(hand(&g, 0), cards + 2);
}

#[test]
fn leads_court_clerk_draws_three_and_discards_one() {
    let key = "leads/court-clerk";
    prints(
        key,
        "Ditch: You draw 3 cards. You discard 1 card from hand.",
    );
    let cards = hand(&standard(910), 0);
    let (mut g, _) = ditch(910, key, |_| {});
    assert_eq!(hand(&g, 0), cards + 3);
    assert!(matches!(g.prompt(), Prompt::DiscardFromHand { cop: 0, .. }));
    let pick = g.cops[0].hand[0];
    apply(&mut g, Choice::Card { card: pick });
    assert_eq!(hand(&g, 0), cards + 2);
    assert!(g.cops[0].pile.discard.contains(&pick));
}

#[test]
fn leads_hotel_register_leads_to_the_next_lead() {
    let key = "leads/hotel-register";
    prints(key, "Ditch: Draw a lead and take control of it.");
    let top = *standard(911).leads.deck.last().unwrap();
    let (g, ev) = ditch(911, key, |_| {});
    assert!(ev.contains(&Event::LeadTaken { cop: 0, card: top }));
    assert_eq!(g.cops[0].lead, Some(top));
}

#[test]
fn leads_phone_records_draws_a_card_and_plays_an_additional_one() {
    let key = "leads/phone-records";
    prints(
        key,
        "Ditch: You draw 1 card. Play an extra card from your hand.",
    );
    let cards = hand(&standard(912), 0);
    let (g, _) = ditch(912, key, |_| {});
    assert_eq!(hand(&g, 0), cards + 1);
    // An additional card step: it neither begins nor uses up the act phase's card step.
    let want = Prompt::Step {
        cop: 0,
        step: Step::Card,
    };
    assert_eq!(g.prompt(), want);
    let cs = choices(&g);
    assert!(
        cs.iter().any(|c| matches!(c, Choice::Play { .. })),
        "{cs:?}"
    );
    assert!(
        !cs.contains(&Choice::DrawInstead),
        "no draw instead in an extra step"
    );
}
