//! Random legal choices to the end of each game, every invariant checked after every step, for
//! each cop count x criminal deck x case deck asked for. One JSON line per pairing, then a
//! summary line (the last line).
//!
//! Two players: `random` picks uniformly; `eager` is still random but purposeful, so rare
//! cards come up (the card coverage run): half the time it uses a card when it can (plays,
//! card actions, interacts, exhausts, ditches, takes leads, commandeers and enters vehicles,
//! a Special vehicle first),
//! and half the time it moves toward a location it picked at random for the game.
//!
//! The cells are shared out over worker threads (`--threads`, 0: one per core); each cell's
//! games are seeded by the cell, so the lines are the same on any number of threads.

use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

use brook_city::board::{board, distance};
use brook_city::cards::{CaseDeck, CriminalDeck, Loss, cards};
use brook_city::ids::Place;
use brook_city::{Choice, Event, GameState, Outcome, invariants};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::json;

use crate::args::Args;

const MAX_STEPS: u64 = 50_000;

#[derive(Default)]
pub struct Tally {
    pub games: u64,
    pub wins: u64,
    pub fired: u64,
    pub influence: u64,
    pub card_effect: u64,
    pub rounds: u64,
    pub max_rounds: u16,
    pub steps: u64,
    pub panics: u64,
    pub failures: u64,
    pub failing: Vec<u64>,
    /// How often each card (by key) resolved an ability or entered play with its modifiers.
    pub resolved: BTreeMap<&'static str, u64>,
    /// The cop decks the games were played with.
    pub cop_decks: std::collections::BTreeSet<&'static str>,
}

impl Tally {
    /// Adds another cell's games to this one.
    fn absorb(&mut self, t: Tally) {
        self.games += t.games;
        self.wins += t.wins;
        self.fired += t.fired;
        self.influence += t.influence;
        self.card_effect += t.card_effect;
        self.rounds += t.rounds;
        self.max_rounds = self.max_rounds.max(t.max_rounds);
        self.steps += t.steps;
        self.panics += t.panics;
        self.failures += t.failures;
        self.failing.extend(t.failing);
        for (k, v) in t.resolved {
            *self.resolved.entry(k).or_default() += v;
        }
        self.cop_decks.extend(t.cop_decks);
    }
}

/// The cards an event shows resolving.
pub fn resolved_cards(g: &GameState, e: &Event, out: &mut Vec<u16>) {
    match *e {
        Event::AbilityResolved { card } => out.push(card),
        // Cards whose effect is a modifier work from the moment they enter play.
        Event::CardPlayed { card, .. }
        | Event::Commandeered { vehicle: card, .. }
        | Event::CriminalCardDrawn { card, .. }
        | Event::CaseCardDrawn { card }
            if !g.def(card).front.modifiers.is_empty() =>
        {
            out.push(card)
        }
        _ => {}
    }
}

fn uses_a_card(c: &Choice) -> bool {
    matches!(
        c,
        Choice::Play { .. }
            | Choice::CardAction { .. }
            | Choice::Interact { .. }
            | Choice::Exhaust { .. }
            | Choice::Ditch { .. }
            | Choice::TakeLead
            | Choice::Commandeer
            | Choice::CommandeerSpecial { .. }
            | Choice::Enter
    )
}

fn destination(c: &Choice) -> Option<u16> {
    match *c {
        Choice::Walk { to } | Choice::Drive { to } | Choice::Sail { to } => Some(to),
        _ => None,
    }
}

/// The eager player's pick: a card used, a step toward `goal`, or any choice.
fn eager(choices: &[Choice], goal: u16, picker: &mut ChaCha8Rng) -> Choice {
    let any = choices[picker.random_range(0..choices.len() as u32) as usize];
    if let Some(special) = choices
        .iter()
        .find(|c| matches!(c, Choice::CommandeerSpecial { .. }))
    {
        return *special;
    }
    if picker.random_bool(0.5) {
        let cards: Vec<&Choice> = choices.iter().filter(|c| uses_a_card(c)).collect();
        if !cards.is_empty() {
            return *cards[picker.random_range(0..cards.len() as u32) as usize];
        }
        if let Some(best) = choices
            .iter()
            .filter_map(|c| destination(c).map(|to| (distance(to, goal), *c)))
            .min_by_key(|x| x.0)
        {
            return best.1;
        }
    }
    any
}

/// One seeded random game; `Err` with the reason if an invariant fails.
pub fn play_random(
    g: &mut GameState,
    seed: u64,
    tally: &mut Tally,
    check: bool,
    purposeful: bool,
) -> Result<(), String> {
    let mut picker = ChaCha8Rng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
    let (mut choices, mut events, mut cards_seen) = (Vec::new(), Vec::new(), Vec::new());
    let mut steps = 0;
    let pick_goal = |picker: &mut ChaCha8Rng| {
        let place = Place::ALL[picker.random_range(0..Place::ALL.len() as u32) as usize];
        board().location(place).spaces[0]
    };
    let mut goal = pick_goal(&mut picker);
    // The setup and every cruiser start in play: their modifiers count from the start.
    while !g.is_over() {
        g.legal_choices(&mut choices);
        if choices.is_empty() {
            return Err("no legal choice".into());
        }
        let c = if purposeful {
            eager(&choices, goal, &mut picker)
        } else {
            choices[picker.random_range(0..choices.len() as u32) as usize]
        };
        if destination(&c).is_some_and(|to| distance(to, goal) <= 1) {
            goal = pick_goal(&mut picker);
        }
        events.clear();
        g.apply_into(&c, &mut events)
            .map_err(|e| format!("legal choice refused: {e} ({c:?})"))?;
        cards_seen.clear();
        for e in &events {
            resolved_cards(g, e, &mut cards_seen);
        }
        for &card in &cards_seen {
            *tally.resolved.entry(g.def(card).key).or_default() += 1;
        }
        steps += 1;
        if check {
            invariants::check(g).map_err(|e| format!("step {steps}: {e}"))?;
        }
        if steps > MAX_STEPS {
            return Err("game did not end".into());
        }
    }
    tally.steps += steps;
    Ok(())
}

fn tally_games(n: usize, criminal: CriminalDeck, case: CaseDeck, a: &Args) -> Tally {
    let mut t = Tally::default();
    for i in 0..a.games {
        let seed = a.seed.wrapping_add(i);
        let config = super::config(n, criminal, case, seed, a.open_hands);
        t.cop_decks.extend(config.cops.iter().map(|d| d.key()));
        let result = catch_unwind(AssertUnwindSafe(|| {
            let mut g = GameState::new(config, seed).map_err(|e| e.to_string())?;
            play_random(&mut g, seed, &mut t, true, a.policy == "eager").map(|()| g)
        }));
        t.games += 1;
        match result {
            Ok(Ok(g)) => {
                t.rounds += g.round as u64;
                t.max_rounds = t.max_rounds.max(g.round);
                match g.outcome {
                    Some(Outcome::Won) => t.wins += 1,
                    Some(Outcome::Lost {
                        reason: Loss::Fired,
                    }) => t.fired += 1,
                    Some(Outcome::Lost {
                        reason: Loss::Influence,
                    }) => t.influence += 1,
                    Some(Outcome::Lost {
                        reason: Loss::CardEffect,
                    }) => t.card_effect += 1,
                    None => {}
                }
            }
            Ok(Err(e)) => {
                t.failures += 1;
                eprintln!(
                    "{n} cops {} x {} seed {seed}: invariant failure: {e}",
                    criminal.key(),
                    case.key()
                );
                t.failing.push(seed);
            }
            Err(_) => {
                t.panics += 1;
                eprintln!(
                    "{n} cops {} x {} seed {seed}: panic",
                    criminal.key(),
                    case.key()
                );
                t.failing.push(seed);
            }
        }
    }
    t
}

/// Each cell's games on `--threads` worker threads (0: one per core), the tallies in the
/// cells' order: a cell's games are seeded by the cell alone, so the result is the same on any
/// number of threads.
fn tally_all(cells: &[(usize, CriminalDeck, CaseDeck)], a: &Args) -> Result<Vec<Tally>, String> {
    crate::workers::each(cells.len(), a.threads, |k| {
        let &(n, criminal, case) = cells.get(k).ok_or_else(|| format!("no cell {k}"))?;
        let t = tally_games(n, criminal, case, a);
        eprintln!("{n} cops, {} x {}: done", criminal.key(), case.key());
        Ok(t)
    })
}

/// Every card definition of the decks played, that never resolved.
fn never_resolved(
    resolved: &BTreeMap<&'static str, u64>,
    decks: &[brook_city::cards::Deck],
) -> Vec<&'static str> {
    cards()
        .iter()
        .filter(|c| decks.contains(&c.deck))
        .map(|c| c.key)
        .filter(|k| !resolved.contains_key(k))
        .collect()
}

pub fn run(a: &Args) -> Result<(), String> {
    use brook_city::cards::{CopDeck, Deck};
    let counts = super::cop_counts(a)?;
    let criminals = super::criminals(a)?;
    let cases = super::cases(a)?;
    let start = Instant::now();
    std::panic::set_hook(Box::new(|_| {}));
    let mut total = Tally::default();
    let mut per_pairing = Vec::new();
    let mut cells = Vec::new();
    for &n in &counts {
        for &criminal in &criminals {
            for &case in &cases {
                cells.push((n, criminal, case));
            }
        }
    }
    for (&(n, criminal, case), t) in cells.iter().zip(tally_all(&cells, a)?) {
        let line = json!({
            "game": "brook-city",
            "cops": n,
            "criminal": criminal.key(),
            "case": case.key(),
            "games": t.games,
            "wins": t.wins,
            "losses": { "fired": t.fired, "influence": t.influence, "card_effect": t.card_effect },
            "avg_rounds": if t.games > 0 { t.rounds as f64 / t.games as f64 } else { 0.0 },
            "max_rounds": t.max_rounds,
            "panics": t.panics,
            "invariant_failures": t.failures,
            "failing_seeds": t.failing,
        });
        println!("{line}");
        total.absorb(t);
        per_pairing.push((n, criminal, case));
    }
    let _ = std::panic::take_hook();
    let secs = start.elapsed().as_secs_f64();
    let mut decks: Vec<Deck> = vec![Deck::Leads, Deck::Vehicles];
    decks.extend(CopDeck::ALL.iter().map(|&d| Deck::Cop(d)));
    decks.extend(criminals.iter().map(|&d| Deck::Criminal(d)));
    decks.extend(cases.iter().map(|&d| Deck::Case(d)));
    let never = never_resolved(&total.resolved, &decks);
    let line = json!({
        "game": "brook-city",
        "cops": a.cops,
        "criminal": a.criminal,
        "case": a.case,
        "pairings": per_pairing.len(),
        "cop_decks": total.cop_decks.len(),
        "games": total.games,
        "completed": total.games - total.panics - total.failures,
        "wins": total.wins,
        "losses": { "fired": total.fired, "influence": total.influence, "card_effect": total.card_effect },
        "avg_rounds": if total.games > 0 { total.rounds as f64 / total.games as f64 } else { 0.0 },
        "max_rounds": total.max_rounds,
        "avg_steps": if total.games > 0 { total.steps as f64 / total.games as f64 } else { 0.0 },
        "panics": total.panics,
        "invariant_failures": total.failures,
        "failing_seeds": total.failing,
        "cards_resolved": total.resolved,
        "cards_never_resolved": never,
        "games_per_sec": total.games as f64 / secs.max(1e-9),
        "seed": a.seed,
        "policy": a.policy,
    });
    println!("{line}");
    if total.panics + total.failures > 0 {
        return Err(format!("{} failing seeds", total.panics + total.failures));
    }
    if a.every_card && !never.is_empty() {
        return Err(format!("cards never resolved: {}", never.join(", ")));
    }
    Ok(())
}
