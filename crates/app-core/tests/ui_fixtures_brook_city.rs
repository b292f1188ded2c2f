//! Brook City's UI test fixtures come from the real engine, not from hand-written shapes: 120
//! seeded cases (1-4 cops, every pairing, people and bots) played through the app's own
//! `Session`; kept are the catalogue, the first position where each kind of prompt, choice and
//! event appears (with the snapshot its seat had then), and named scenarios the UI's tests need
//! (an act phase, a move, a hunch conversion, a response window, a team decision of two people,
//! a hand-off, a bot's turn, a won and a lost case).
//!
//! `ui/src/brook-city/lib/engine-fixtures.json` is checked in; this fails when it drifts from
//! what the engine gives. `UPDATE_FIXTURES=1 cargo test -p app-core --test
//! ui_fixtures_brook_city` rewrites it.

mod common;

use common::fixtures::{self, Fixtures};

use app_core::games::BrookCity;
use app_core::session::{Asked, Session};
use app_core::setup::{BotLevel, Controller};
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use brook_city::{Outcome, Prompt};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use serde_json::Value;

const GAMES: u64 = 120;

fn to<T: Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap()
}

/// Fields whose tagged value the UI words differently.
const NESTED: &[&str] = &["question", "step", "token", "surplus", "face", "reason"];

/// A table of this seed: 1-4 cops, every pairing in turn; one person (some with two cops),
/// two people in every third game, bots beside them.
fn table(seed: u64) -> Session<BrookCity> {
    let n = 1 + (seed % 4) as usize;
    let criminal = CriminalDeck::ALL[(seed / 4 % 2) as usize];
    let case = CaseDeck::ALL[(seed / 8 % 2) as usize];
    let decks = [
        CopDeck::Quill,
        CopDeck::Doyle,
        CopDeck::Park,
        CopDeck::Navarro,
    ];
    let cops: Vec<(CopDeck, &str, Controller)> = (0..n)
        .map(|i| {
            let (name, c) = match (i, seed % 3) {
                (0, _) => ("Ruby", common::human()),
                (1, 0) => ("Ruby", common::human()),
                (1, 1) => ("Max", common::human()),
                _ => ("Bot", common::bot(BotLevel::Easy)),
            };
            (decks[(i + seed as usize) % 4], name, c)
        })
        .collect();
    let mut s = common::brook_city(&cops, criminal, case, seed);
    s.id = format!("bc{seed}");
    s.name = "Fixtures".into();
    s
}

/// The scenario a person's decision is an example of, if any.
fn scenario_of(prompt: &Prompt, team: bool, persons: usize) -> Option<&'static str> {
    Some(match prompt {
        _ if team && persons > 1 => "team",
        Prompt::Act { .. } => "act",
        Prompt::Move { .. } => "move",
        Prompt::ConvertHunches { .. } => "convert",
        Prompt::Window { .. } => "window",
        Prompt::EncounterTarget { .. } => "target",
        Prompt::Effect { .. } => "effect",
        Prompt::PlaceCop { .. } => "place-cop",
        _ => return None,
    })
}

fn generate() -> String {
    let mut f = Fixtures::new(NESTED);
    for seed in 0..GAMES {
        let mut s = table(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xb0c);
        let mut legal = Vec::new();
        let mut steps = 0u64;
        while let Some(seat) = s.decider() {
            steps += 1;
            if steps > 4_000 {
                break;
            }
            let asked = s.asked();
            if let Asked::Person { team: false, .. } = asked
                && !s.holder.is_some_and(|h| s.same_person(h, seat))
            {
                let snap = to(&s.snapshot(&[]));
                f.scenario("handoff", || snap);
                s.take_seat(seat).unwrap();
            }
            s.state.legal_choices(&mut legal);
            let snap = to(&s.snapshot(&[]));
            // Prompts and choices as the deciding seat's screen shows them: a bot's seat is
            // looked at as if its person held it.
            let decision = || {
                let mut held = s.clone();
                held.seats[seat as usize].controller = Controller::Human;
                held.holder = Some(seat);
                to(&held.snapshot(&[]))
            };
            f.offer("prompt", &decision, vec![to(&s.state.prompt())]);
            f.offer("choice", &decision, legal.iter().map(to).collect());
            match asked {
                Asked::Person { team, .. } => {
                    if let Some(name) = scenario_of(&s.state.prompt(), team, s.persons()) {
                        f.scenario(name, || snap.clone());
                    }
                }
                Asked::Bot { .. } => f.scenario("bot", || snap.clone()),
                Asked::Nobody => {}
            }
            // A card its person may play though only part of it can happen now.
            if let Asked::Person { team: false, .. } = asked
                && let Ok(v) = s.state.view(seat)
                && v.partial_plays
                    .iter()
                    .any(|p| legal.contains(&brook_city::Choice::Play { card: p.card }))
            {
                f.scenario("partial", || snap.clone());
            }
            // Every fourth case is played by Medium bots (so that some are won), the rest at
            // random (so that every kind of choice comes up).
            let c = if seed % 4 == 0 {
                let info = s.state.info_set(seat).unwrap();
                bots::brook_city_bot(bots::Level::Medium, seed ^ steps).choose(&info, &legal)
            } else {
                legal[rng.random_range(0..legal.len())]
            };
            let events = match asked {
                Asked::Person { .. } => s.apply_human(seat, &c).unwrap(),
                _ => {
                    let generation = s.generation;
                    s.apply_bot(generation, &c).unwrap()
                }
            };
            let after = s.snapshot(&events);
            let viewer = after.viewer;
            let seen = to(&after);
            f.offer(
                "event",
                &|| seen.clone(),
                events.iter().map(|e| to(&s.event_for(e, viewer))).collect(),
            );
            // A roll with its dice on screen: the encounter as its person sees it after it.
            if events
                .iter()
                .any(|e| matches!(e, brook_city::Event::DiceRolled { .. }))
                && matches!(s.asked(), Asked::Person { team: false, .. })
            {
                // Waiting for a hunch conversion, or resolved within the move.
                if s.state.table_view().encounter.is_some() {
                    f.scenario("rolled", || seen.clone());
                } else {
                    f.scenario("roll-ended", || seen.clone());
                }
            }
        }
        match s.state.outcome {
            Some(Outcome::Won) => f.scenario("won", || to(&s.snapshot(&[]))),
            Some(Outcome::Lost { .. }) => f.scenario("lost", || to(&s.snapshot(&[]))),
            None => {}
        }
    }
    let wanted = [
        "act",
        "move",
        "convert",
        "window",
        "target",
        "effect",
        "place-cop",
        "team",
        "handoff",
        "bot",
        "rolled",
        "roll-ended",
        "won",
        "lost",
        "partial",
    ];
    f.file(
        "ui_fixtures_brook_city",
        GAMES,
        to(&app_core::brook_city::catalogue()),
        &wanted,
    )
}

#[test]
fn brook_city_ui_fixtures_are_what_the_engine_gives() {
    let text = generate();
    fixtures::check(
        "src/brook-city/lib/engine-fixtures.json",
        "ui_fixtures_brook_city",
        &text,
    );
}
