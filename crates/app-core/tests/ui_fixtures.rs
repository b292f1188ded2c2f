//! The UI's test fixtures come from the real engine, not from hand-written shapes. 200 seeded
//! games (2-5 players) are played through the app's own `Session`; kept are:
//! - the first position where each kind of prompt, choice and event appears, down to the nested
//!   kinds the UI words differently (an Executive Action's source and effect, a Contact card's
//!   placement, a Visit step, an arrest's reason, ...), with the view its seat had then;
//! - named scenarios the UI's tests need (a Store visit with several Item spaces, a choice that
//!   would replace a tile, Day 3 with too little money to escape, ...), as real snapshots;
//! - real snapshots of a human decision, a hand-off, a bot's turn and the end of a game.
//!
//! `ui/src/escape-plan/lib/engine-fixtures.json` is checked in; this fails when it drifts from what the
//! engine gives. `UPDATE_FIXTURES=1 cargo test -p app-core --test ui_fixtures` rewrites it.

use std::collections::BTreeMap;

mod common;

use common::fixtures::{self, Fixtures};

use app_core::games::EscapePlan;
use app_core::session::Session;
use app_core::setup::{BotLevel, Controller};
use escape_plan::{Choice, GameState, Item, Prompt, Visit, catalog};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use serde_json::{Value, json};

const GAMES: u64 = 200;
const NAMES: [&str; 5] = ["Ruby", "Max", "Ace", "Blaze", "Cleo"];

/// Fields whose tagged value the UI words differently (the rest only carry numbers or names).
const NESTED: &[&str] = &[
    "source",
    "effect",
    "placement",
    "bonus",
    "key",
    "visit",
    "reason",
    "used",
    "card",
];

fn to<T: Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap()
}

/// What wording an event needs of its snapshot: the game's seats, the viewer and its view.
fn lean(snapshot: &Value) -> Value {
    json!({
        "game": snapshot["game"],
        "viewer": snapshot["viewer"],
        "view": snapshot["table"]["EscapePlan"]["view"],
    })
}

fn signature(v: &Value) -> String {
    fixtures::signature(v, NESTED)
}

fn table(players: u8, humans: u8, seed: u64) -> Session<EscapePlan> {
    let seats: Vec<(&str, Controller)> = (0..players as usize)
        .map(|i| {
            let c = if i < humans as usize {
                common::human()
            } else {
                common::bot(BotLevel::Easy)
            };
            (NAMES[i], c)
        })
        .collect();
    let mut s = common::escape_plan(&seats, seed);
    s.id = format!("fx{seed}");
    s.name = "Fixtures".into();
    s
}

/// A scenario the UI's tests need: the first decision of a human seat that satisfies it.
type Wanted = fn(&GameState, &Prompt, &[Choice]) -> bool;

fn slot_taken(g: &GameState, slot: u8) -> bool {
    let seat = g.decider().seat().unwrap_or(0) as usize;
    g.players[seat].items.get(slot as usize) != Some(&Item::Empty)
}

const SCENARIOS: &[(&str, Wanted)] = &[
    ("place-tile", |_, p, c| {
        matches!(p, Prompt::PlaceTile { .. }) && c.len() > 4
    }),
    ("action", |_, p, c| {
        matches!(p, Prompt::Action { .. })
            && c.contains(&Choice::Rest)
            && c.iter()
                .filter(|c| matches!(c, Choice::Move { .. }))
                .count()
                > 3
    }),
    ("action-escape", |_, p, c| {
        matches!(p, Prompt::Action { .. }) && c.iter().any(|c| matches!(c, Choice::Escape { .. }))
    }),
    ("avoid", |_, p, c| {
        matches!(p, Prompt::Avoid { .. }) && c.iter().any(|c| matches!(c, Choice::Exec { .. }))
    }),
    ("store-equipment", |_, p, c| {
        matches!(
            p,
            Prompt::Visit {
                visit: Visit::StoreEquipment { .. },
                ..
            }
        ) && c
            .iter()
            .filter(|c| matches!(c, Choice::BuyEquipment { .. }))
            .count()
            > 2
    }),
    ("replace-item", |g, _, c| {
        c.iter().any(|c| match *c {
            Choice::BuyEquipment { slot, .. }
            | Choice::BuyFixer { slot, .. }
            | Choice::KeepTile { slot, .. } => slot_taken(g, slot),
            _ => false,
        }) && c.iter().any(|c| match *c {
            Choice::BuyEquipment { slot, .. }
            | Choice::BuyFixer { slot, .. }
            | Choice::KeepTile { slot, .. } => !slot_taken(g, slot),
            _ => false,
        })
    }),
    ("take-contact", |_, p, c| {
        matches!(
            p,
            Prompt::Visit {
                visit: Visit::TakeContact,
                ..
            } | Prompt::TakeContact { .. }
        ) && c.iter().any(|c| {
            matches!(
                c,
                Choice::TakeContact {
                    placement: escape_plan::ContactPlacement::Discard,
                    ..
                }
            )
        }) && c.iter().any(|c| {
            matches!(
                c,
                Choice::TakeContact {
                    placement: escape_plan::ContactPlacement::Leftmost,
                    ..
                }
            )
        })
    }),
    ("turn-end", |_, p, c| {
        matches!(p, Prompt::TurnEnd { .. }) && c.iter().any(|c| matches!(c, Choice::Exec { .. }))
    }),
    ("move-officer", |_, p, _| {
        matches!(p, Prompt::MoveOfficer { .. })
    }),
    ("hospital", |_, p, c| {
        matches!(
            p,
            Prompt::Visit {
                visit: Visit::HospitalHeal,
                ..
            }
        ) && c.len() > 1
    }),
    ("escape-short", |g, _, c| {
        let (Some(terms), Some(seat)) = (g.escape_terms(), g.decider().seat()) else {
            return false;
        };
        let money = g.players[seat as usize].money;
        c.iter().any(|c| {
            let cost = g.money_cost(c);
            cost > 0 && !matches!(c, Choice::Escape { .. }) && money < cost + terms.reserve
        })
    }),
];

fn generate() -> String {
    let mut f = Fixtures::new(NESTED);
    let mut special: BTreeMap<&str, usize> = BTreeMap::new();
    for seed in 0..GAMES {
        let players = 2 + (seed % 4) as u8;
        // One human seat (its view throughout), two in every fourth game (hand-offs).
        let humans = if seed % 4 == 3 { 2 } else { 1 };
        let mut s = table(players, humans, seed);
        let opening = s.log_for_viewer().lines;
        let first = lean(&to(&s.snapshot(&[])));
        f.offer(
            "event",
            &|| first.clone(),
            opening
                .iter()
                .map(|l| to(&l.event)["EscapePlan"].clone())
                .collect(),
        );
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xf17e);
        let mut legal = Vec::new();
        while let Some(seat) = s.decider() {
            let human = s.controller(seat) == Some(Controller::Human);
            if human && s.holder != Some(seat) {
                if !special.contains_key("handoff") {
                    special.insert("handoff", f.keep(to(&s.snapshot(&[]))));
                }
                s.take_seat(seat).unwrap();
            }
            s.state.legal_choices(&mut legal);
            let snap = to(&s.snapshot(&[]));
            // Prompts and choices as the deciding seat's screen shows them: a bot's seat is
            // looked at as if a human held it (its view, its choices).
            let decision = || {
                let mut held = s.clone();
                held.seats[seat as usize].controller = Controller::Human;
                held.holder = Some(seat);
                to(&held.snapshot(&[]))
            };
            let g = &s.state;
            f.offer("prompt", &decision, vec![to(&g.prompt())]);
            f.offer("choice", &decision, legal.iter().map(to).collect());
            if human {
                let prompt = g.prompt();
                for (name, wanted) in SCENARIOS {
                    if !f.scenarios.contains_key(name) && wanted(g, &prompt, &legal) {
                        let i = f.keep(snap.clone());
                        f.scenarios.insert(name, i);
                    }
                }
            } else if !special.contains_key("bot") {
                special.insert("bot", f.keep(snap.clone()));
            }
            let c = legal[rng.random_range(0..legal.len())];
            let events = if human {
                s.apply_human(seat, &c).unwrap()
            } else {
                let generation = s.generation;
                s.apply_bot(generation, &c).unwrap()
            };
            // The events as the seat that chose sees them, and as the table does.
            let after = s.snapshot(&events);
            let viewer = after.viewer;
            let seen = lean(&to(&after));
            f.offer(
                "event",
                &|| seen.clone(),
                events.iter().map(|e| to(&e.seen_by(viewer))).collect(),
            );
            let mut table = s.clone();
            table.holder = None;
            let table_snap = lean(&to(&table.snapshot(&events)));
            f.offer(
                "event",
                &|| table_snap.clone(),
                events.iter().map(|e| to(&e.seen_by(None))).collect(),
            );
        }
        if !special.contains_key("game-over") {
            special.insert("game-over", f.keep(to(&s.snapshot(&[]))));
        }
    }
    let wanted: Vec<&str> = SCENARIOS.iter().map(|(n, _)| *n).collect();
    f.scenarios.extend(special);
    f.file("ui_fixtures", GAMES, to(&catalog()), &wanted)
}

#[test]
fn ui_fixtures_are_what_the_engine_gives() {
    let text = generate();
    fixtures::check(
        "src/escape-plan/lib/engine-fixtures.json",
        "ui_fixtures",
        &text,
    );
}

#[test]
fn signatures_name_nested_kinds() {
    let exec = json!({"Exec": {"source": {"Contact": {"slot": 1}}, "effect": "Heal"}});
    assert_eq!(signature(&exec), "Exec{source:Contact,effect:Heal}");
    assert_eq!(signature(&json!("Pass")), "Pass");
    assert_eq!(
        signature(&json!({"Move": {"to": 3, "avoid": 0, "gas": 0}})),
        "Move"
    );
}
