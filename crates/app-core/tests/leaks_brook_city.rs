//! Issue 29 §7: what Brook City sends a screen (the snapshot with the last choice's events and
//! the feed, and the whole log the Log tab shows) never depends on what its viewer may not
//! know. Each hidden part is changed on its own, by hand, not with the engine's own
//! determinisation: every other person's cop's hand (cards swapped with its deck), every deck's
//! order (each cop's, the criminal, case, lead and vehicle decks), the generator behind future
//! rolls and draws, and the cards other cops drew in the record. The payload must not change.
//! `LEAK_GAMES` sets the number of games (default 8).

mod common;

use app_core::games::BrookCity;
use app_core::session::Session;
use app_core::setup::{BotLevel, Controller};
use brook_city::Event;
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use common::{bot, human};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use tabletop::Seat;

/// Two people (the first runs two cops) and a bot, or one person with a bot.
fn table(seed: u64) -> Session<BrookCity> {
    let criminal = CriminalDeck::ALL[seed as usize % 2];
    let case = CaseDeck::ALL[(seed as usize / 2) % 2];
    let easy = bot(BotLevel::Easy);
    let cops: Vec<(CopDeck, &str, Controller)> = match seed % 3 {
        0 => vec![
            (CopDeck::Quill, "Ann", human()),
            (CopDeck::Doyle, "Ann", human()),
            (CopDeck::Park, "Bo", human()),
            (CopDeck::Navarro, "Cy", easy),
        ],
        1 => vec![
            (CopDeck::Park, "Ann", human()),
            (CopDeck::Quill, "Cy", easy),
        ],
        _ => vec![
            (CopDeck::Navarro, "Ann", human()),
            (CopDeck::Doyle, "Bo", human()),
        ],
    };
    common::brook_city(&cops, criminal, case, seed)
}

/// Everything one screen receives: the snapshot (with the last choice's events) and the log.
fn payload(s: &Session<BrookCity>) -> String {
    let last: Vec<Event> = s.log.last().map(|e| e.events.clone()).unwrap_or_default();
    let snap = serde_json::to_string(&s.snapshot(&last)).unwrap();
    let log = serde_json::to_string(&s.log_for_viewer()).unwrap();
    format!("{snap}\n{log}")
}

/// The hidden parts, each of which may be changed alone.
#[derive(Debug, Clone, Copy)]
enum Secret {
    /// Cop `n`'s hand: cards swapped with its deck.
    Hand(Seat),
    /// Cop `n`'s deck order.
    CopDeck(Seat),
    CriminalDeck,
    CaseDeck,
    LeadDeck,
    VehicleDeck,
    /// The generator: every later roll and draw.
    Generator,
    /// The cards cop `n` drew, as the record holds them.
    Drawn(Seat),
}

/// `s` with one secret changed, or `None` when there is nothing to change.
fn changed(
    s: &Session<BrookCity>,
    secret: Secret,
    rng: &mut ChaCha8Rng,
) -> Option<Session<BrookCity>> {
    let mut t = s.clone();
    let g = &mut t.state;
    let reorder = |deck: &mut Vec<u16>, rng: &mut ChaCha8Rng| {
        let before = deck.clone();
        deck.shuffle(rng);
        (*deck != before).then_some(())
    };
    match secret {
        Secret::Hand(cop) => {
            let c = &mut g.cops[cop as usize];
            let (h, d) = (c.hand.len(), c.pile.deck.len());
            if h == 0 || d == 0 {
                return None;
            }
            let (i, j) = (rng.random_range(0..h), rng.random_range(0..d));
            std::mem::swap(&mut c.hand[i], &mut c.pile.deck[j]);
        }
        Secret::CopDeck(cop) => reorder(&mut g.cops[cop as usize].pile.deck, rng)?,
        Secret::CriminalDeck => reorder(&mut g.criminal.deck, rng)?,
        Secret::CaseDeck => reorder(&mut g.case.deck, rng)?,
        Secret::LeadDeck => reorder(&mut g.leads.deck, rng)?,
        Secret::VehicleDeck => reorder(&mut g.vehicles.deck, rng)?,
        Secret::Generator => {
            // The generator is private to the engine: change it through its saved form.
            let mut v = serde_json::to_value(&*g).unwrap();
            v["rng"] =
                serde_json::to_value(<ChaCha8Rng as SeedableRng>::seed_from_u64(rng.random()))
                    .unwrap();
            *g = serde_json::from_value::<BrookCity>(v).unwrap();
        }
        Secret::Drawn(cop) => {
            let mut any = false;
            for e in t.log.iter_mut().flat_map(|e| e.events.iter_mut()) {
                if let Event::CardDrawn { cop: c, card } = e
                    && *c == cop
                    && let Some(card) = card
                {
                    *card = card.wrapping_add(1);
                    any = true;
                }
            }
            if !any {
                return None;
            }
        }
    }
    Some(t)
}

/// The secrets `viewer`'s person may not know: every deck order and the generator, and the
/// hands and draws of the cops other people (or bots) play.
fn secrets(s: &Session<BrookCity>, viewer: Option<Seat>) -> Vec<Secret> {
    let cops = s.seats.len() as Seat;
    let mut out = vec![
        Secret::CriminalDeck,
        Secret::CaseDeck,
        Secret::LeadDeck,
        Secret::VehicleDeck,
        Secret::Generator,
    ];
    for cop in 0..cops {
        out.push(Secret::CopDeck(cop));
        if !s.shown_to(viewer, cop) {
            out.push(Secret::Hand(cop));
            out.push(Secret::Drawn(cop));
        }
    }
    out
}

#[test]
fn brook_city_payloads_never_depend_on_what_their_viewer_may_not_know() {
    let games: u64 = std::env::var("LEAK_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8);
    let mut compared = [0u64; 8];
    for seed in 0..games {
        let mut s = table(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x1ea4);
        let mut steps = 0;
        while s.decider().is_some() && steps < 1_500 {
            // The payload as it would be sent whichever person held the device (or nobody).
            let holders: Vec<Option<Seat>> = std::iter::once(None)
                .chain(
                    (0..s.seats.len() as Seat)
                        .filter(|&c| s.is_human(c))
                        .map(Some),
                )
                .collect();
            for holder in holders {
                let mut held = s.clone();
                held.holder = holder;
                let viewer = held.viewer();
                let sent = payload(&held);
                for secret in secrets(&held, viewer) {
                    let Some(twin) = changed(&held, secret, &mut rng) else {
                        continue;
                    };
                    assert_eq!(
                        sent,
                        payload(&twin),
                        "seed {seed} step {steps}: {secret:?} leaks to viewer {viewer:?}"
                    );
                    compared[kind(secret)] += 1;
                }
            }
            common::step(&mut s, rng.random_range(0..1_000));
            steps += 1;
        }
    }
    eprintln!("payloads compared by secret: {compared:?}");
    assert!(compared.iter().all(|&n| n > 20), "{compared:?}");
}

fn kind(s: Secret) -> usize {
    match s {
        Secret::Hand(_) => 0,
        Secret::CopDeck(_) => 1,
        Secret::CriminalDeck => 2,
        Secret::CaseDeck => 3,
        Secret::LeadDeck => 4,
        Secret::VehicleDeck => 5,
        Secret::Generator => 6,
        Secret::Drawn(_) => 7,
    }
}

/// The check itself can fail: a hand another person holds, shown, is caught.
#[test]
fn a_shown_hand_would_be_caught() {
    let s = table(2);
    let Some(twin) = changed(&s, Secret::Hand(1), &mut ChaCha8Rng::seed_from_u64(1)) else {
        panic!("cop 1 has a hand and a deck at the start");
    };
    let with_hand = |s: &Session<BrookCity>| -> Value {
        serde_json::to_value(s.state.view(1).unwrap()).unwrap()["cops"][1]["hand"].clone()
    };
    assert_ne!(with_hand(&s), with_hand(&twin));
}
