//! One random-simulation suite for every game (OpenSpiel's "random sim test"): seeded games of
//! random legal choices, with the protocol's promises checked after every step. A failure names
//! its seed and step, so `cargo test` output is enough to reproduce it.
//!
//! What every game must satisfy, whatever its rules:
//! - while the game goes on, the deciding seat is a player and has at least one legal choice;
//! - a refused choice (another position's choice that is not legal here, or a malformed one)
//!   is an error that changes neither the state nor an event buffer;
//! - `apply_into` does exactly what `apply` does;
//! - the state survives a serde round trip, and replaying seed + choices rebuilds it;
//! - a seat's view and information set are the same in any state consistent with what that
//!   seat knows (a determinisation of its information set): they carry no secret;
//! - seats that are not players are refused, never answered for;
//! - the game ends.
//!
//! Each game adds its own invariants and malformed choices through [`Suite`], and keeps a golden
//! file of seeds and the hashes of the games they produce ([`golden_lines`], [`compare_golden`]).

use std::fmt::Debug;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::{ImperfectInfo, NoSuchSeat, Replay, Seat};

/// A game the suite can check: comparable, printable and serialisable throughout.
pub trait Checkable:
    ImperfectInfo<Event: PartialEq, View: PartialEq + Debug, Info: PartialEq + Debug>
    + Serialize
    + DeserializeOwned
    + PartialEq
    + Debug
{
}

impl<G> Checkable for G where
    G: ImperfectInfo<Event: PartialEq, View: PartialEq + Debug, Info: PartialEq + Debug>
        + Serialize
        + DeserializeOwned
        + PartialEq
        + Debug
{
}

/// What a game gives the suite besides the protocol.
#[derive(Clone, Copy)]
pub struct Suite<G: Checkable> {
    /// The game's own invariants (token conservation, one figure per space, ...).
    pub invariants: fn(&G) -> Result<(), String>,
    /// A choice that is never legal, whatever the position (out-of-range fields), drawn with
    /// `pick` (a fresh random number each call).
    pub malformed: fn(&G, &mut dyn FnMut() -> u64) -> G::Choice,
    /// The rules version recorded with replays.
    pub rules_version: u32,
    pub options: Options,
}

/// How much the suite does per game.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// A game that has not ended after this many steps fails.
    pub max_steps: u32,
    /// Replay seed + choices every this many steps (and always at the end).
    pub replay_every: u32,
    /// Check every seat's view and information set every this many steps.
    pub secrets_every: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_steps: 50_000,
            replay_every: 25,
            secrets_every: 5,
        }
    }
}

/// What a passing game did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Played {
    pub steps: u32,
    pub refusals: u32,
    pub secret_checks: u32,
}

/// SplitMix64: the suite's own portable randomness (choices, seeds of determinisations).
struct Mix(u64);

impl Mix {
    fn next(&mut self) -> u64 {
        crate::splitmix(&mut self.0)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Plays one seeded game of random legal choices and checks every promise after every step.
pub fn play<G: Checkable>(
    suite: &Suite<G>,
    config: &G::Config,
    seed: u64,
) -> Result<Played, String> {
    let opts = suite.options;
    let mut g = G::new_game(config, seed).map_err(|e| format!("setup: {e}"))?;
    // A second game, elsewhere in its play, lends choices that are legal there.
    let mut other = G::new_game(config, seed ^ 0x5eed).map_err(|e| format!("setup: {e}"))?;
    let mut mix = Mix(seed.rotate_left(17) ^ 0xA5A5);
    let mut log: Vec<G::Choice> = Vec::new();
    let (mut legal, mut elsewhere, mut events) = (Vec::new(), Vec::new(), Vec::new());
    let mut played = Played::default();
    check_seats(&g)?;
    loop {
        let step = played.steps;
        let at = |what: String| format!("step {step}: {what}");
        (suite.invariants)(&g).map_err(at)?;
        let Some(seat) = g.decider().seat() else {
            break;
        };
        if seat >= g.seats() {
            return Err(at(format!(
                "seat {seat} decides, but the game has {}",
                g.seats()
            )));
        }
        g.legal_choices(&mut legal);
        if legal.is_empty() {
            return Err(at(format!("seat {seat} decides with no legal choice")));
        }
        if step % opts.secrets_every.max(1) == 0 {
            check_secrets(&g, mix.next()).map_err(at)?;
            played.secret_checks += 1;
        }
        // Refusals: another position's choice (when it is not legal here) and a malformed one.
        other.legal_choices(&mut elsewhere);
        let borrowed = elsewhere
            .get(mix.below(elsewhere.len()))
            .filter(|c| !legal.contains(c))
            .cloned();
        let malformed = (suite.malformed)(&g, &mut || mix.next());
        for bad in borrowed.into_iter().chain(Some(malformed)) {
            if legal.contains(&bad) {
                return Err(at(format!("a malformed choice {bad:?} is listed as legal")));
            }
            let before = g.clone();
            events.clear();
            if g.apply_into(&bad, &mut events).is_ok() || g != before || !events.is_empty() {
                return Err(at(format!("the illegal {bad:?} changed the game")));
            }
            played.refusals += 1;
        }
        let c = legal[mix.below(legal.len())].clone();
        let mut twin = g.clone();
        let applied = g
            .apply(&c)
            .map_err(|e| at(format!("legal {c:?} refused: {e}")))?;
        events.clear();
        twin.apply_into(&c, &mut events)
            .map_err(|e| at(format!("apply_into refused legal {c:?}: {e}")))?;
        if twin != g || events != applied {
            return Err(at("apply_into differs from apply".into()));
        }
        log.push(c);
        let json = serde_json::to_string(&g).map_err(|e| at(e.to_string()))?;
        let back: G = serde_json::from_str(&json).map_err(|e| at(e.to_string()))?;
        if back != g {
            return Err(at("the state differs after a serde round trip".into()));
        }
        played.steps += 1;
        if played.steps % opts.replay_every.max(1) == 0 {
            check_replay(&g, suite.rules_version, config, seed, &log).map_err(at)?;
        }
        if played.steps > opts.max_steps {
            return Err("the game does not end".into());
        }
        // Keep the lending game moving (restarting it when it ends).
        if let Some(c) = elsewhere.get(mix.below(elsewhere.len())).cloned() {
            other
                .apply(&c)
                .map_err(|e| at(format!("lending game refused {c:?}: {e}")))?;
        }
        if other.is_over() {
            other = G::new_game(config, mix.next()).map_err(|e| format!("setup: {e}"))?;
        }
    }
    if g.final_scores().is_none() {
        return Err("the game is over without final scores".into());
    }
    check_replay(&g, suite.rules_version, config, seed, &log)?;
    Ok(played)
}

fn check_replay<G: Checkable>(
    g: &G,
    version: u32,
    config: &G::Config,
    seed: u64,
    log: &[G::Choice],
) -> Result<(), String> {
    let replay = Replay {
        version,
        config: config.clone(),
        seed,
        choices: log.to_vec(),
    };
    let rebuilt: G = replay.rebuild().map_err(|e| e.to_string())?;
    if &rebuilt != g {
        return Err("replaying seed + choices gives another state".into());
    }
    Ok(())
}

/// A seat sees the same view and information set in any state it cannot tell apart.
fn check_secrets<G: Checkable>(g: &G, seed: u64) -> Result<(), String> {
    for seat in 0..g.seats() {
        let info = g.info_set(seat).map_err(|e| e.to_string())?;
        if G::observer(&info) != seat {
            return Err(format!("seat {seat}'s information set names another seat"));
        }
        let lookalike = G::determinize(&info, seed ^ u64::from(seat));
        if lookalike.info_set(seat).ok().as_ref() != Some(&info) {
            return Err(format!(
                "seat {seat}'s information set depends on what it cannot know"
            ));
        }
        let (a, b) = (g.view(seat), lookalike.view(seat));
        if a != b {
            return Err(format!(
                "seat {seat}'s view depends on what it cannot know:\n{a:?}\n{b:?}"
            ));
        }
    }
    Ok(())
}

/// Seats that are not players get [`NoSuchSeat`], never another seat's answer.
fn check_seats<G: Checkable>(g: &G) -> Result<(), String> {
    for seat in 0..=Seat::MAX {
        let player = seat < g.seats();
        let expected = NoSuchSeat {
            seat,
            seats: g.seats(),
        };
        let view = g.view(seat);
        let info = g.info_set(seat);
        if player != view.is_ok() || player != info.is_ok() {
            return Err(format!("seat {seat} of {} is answered wrongly", g.seats()));
        }
        if !player && (view.err() != Some(expected) || info.err() != Some(expected)) {
            return Err(format!("seat {seat} is refused with the wrong error"));
        }
    }
    Ok(())
}

/// Plays `games` seeded games from `first_seed`; every failing seed is reported (not just the
/// first) so one run shows the whole damage.
pub fn run<G: Checkable>(
    suite: &Suite<G>,
    config: &G::Config,
    first_seed: u64,
    games: u64,
) -> Result<u64, String> {
    let mut failing = Vec::new();
    let mut steps = 0u64;
    for seed in first_seed..first_seed + games {
        let result =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| play(suite, config, seed)))
                .unwrap_or_else(|_| Err("panicked".into()));
        match result {
            Ok(p) => steps += u64::from(p.steps),
            Err(e) => {
                eprintln!("FAILING SEED {seed}: {e}");
                failing.push(seed);
            }
        }
    }
    if failing.is_empty() {
        Ok(steps)
    } else {
        Err(format!("failing seeds {failing:?}"))
    }
}

/// Determinism: for each labelled configuration and seed, a seeded game of random legal choices
/// and the hash of its final state, after a line naming the rules version. Kept in a file (the
/// golden file), these lines change only when the game a seed produces changes, which must come
/// with a new rules version (saves replay by it).
pub fn golden_lines<G: Checkable>(
    rules_version: u32,
    configs: &[(&str, G::Config)],
    seeds: std::ops::RangeInclusive<u64>,
) -> Result<Vec<String>, String> {
    let mut out = vec![format!("version {rules_version}")];
    let mut legal = Vec::new();
    for (label, config) in configs {
        for seed in seeds.clone() {
            let mut g = G::new_game(config, seed).map_err(|e| format!("setup: {e}"))?;
            let mut mix = Mix(seed.wrapping_mul(7919));
            let mut choices = 0u32;
            while g.decider().seat().is_some() {
                g.legal_choices(&mut legal);
                let c = legal
                    .get(mix.below(legal.len()))
                    .cloned()
                    .ok_or_else(|| format!("{label} seed {seed}: no legal choice"))?;
                g.apply(&c)
                    .map_err(|e| format!("{label} seed {seed}: {e}"))?;
                choices += 1;
            }
            let json = serde_json::to_string(&g).map_err(|e| e.to_string())?;
            out.push(format!(
                "{label} seed {seed} choices {choices} hash {:016x}",
                crate::fnv1a(json.as_bytes())
            ));
        }
    }
    Ok(out)
}

/// Compares golden lines kept in a file with those of today's build; the error says whether the
/// rules version moved (regenerate the file) or a seed's game changed without it.
pub fn compare_golden(kept: &str, now: &[String]) -> Result<(), String> {
    let kept: Vec<&str> = kept.lines().collect();
    if kept.first().copied() != now.first().map(String::as_str) {
        return Err(format!(
            "the rules version changed ({:?} kept, {:?} now): regenerate the golden file",
            kept.first(),
            now.first()
        ));
    }
    for (k, n) in kept.iter().zip(now) {
        if k != n {
            return Err(format!(
                "a seed now produces a different game without a new rules version:\n kept {k}\n now  {n}"
            ));
        }
    }
    if kept.len() != now.len() {
        return Err(format!(
            "{} golden lines kept, {} now",
            kept.len(),
            now.len()
        ));
    }
    Ok(())
}
