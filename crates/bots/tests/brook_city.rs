//! Brook City bots: they read information sets only (two states that differ only in hidden
//! order or a teammate's private hand give the same decision), they are deterministic from a
//! seed, and they choose legal choices only.

use bots::{Bot, BrookCityPolicy, Budget, Ismcts, Level, brook_city_unclocked_bot};
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use brook_city::{Choice, Config, GameState};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn config(cops: usize, criminal: CriminalDeck, case: CaseDeck, open_hands: bool) -> Config {
    Config {
        cops: CopDeck::ALL[..cops].to_vec(),
        criminal,
        case,
        open_hands,
        allies: Vec::new(),
    }
}

/// A game `steps` random legal choices in (or over sooner).
fn advance(config: Config, seed: u64, steps: u32) -> GameState {
    let mut g = GameState::new(config, seed).expect("a valid config");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut legal = Vec::new();
    for _ in 0..steps {
        g.legal_choices(&mut legal);
        if g.is_over() || legal.is_empty() {
            break;
        }
        let c = legal[rng.random_range(0..legal.len())];
        g.apply(&c).expect("a legal choice");
    }
    g
}

/// Searches bounded by iterations only (no clock), so that two runs search alike.
fn bot(level: Level, seed: u64) -> Box<dyn Bot<GameState>> {
    brook_city_unclocked_bot(level, seed)
}

fn shuffle<T>(v: &mut [T], rng: &mut impl Rng) {
    for i in (1..v.len()).rev() {
        v.swap(i, rng.random_range(0..=i));
    }
}

/// `g` with everything the deciding seat cannot see changed: every deck's order (its own
/// included) and, unless hands are open, which of each teammate's cards are in hand (but for
/// a card every cop saw revealed: that one is known to be there).
fn disguise(g: &GameState, seed: u64) -> GameState {
    let mut h = g.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let me = g.decider().seat().expect("a seat decides");
    for p in [&mut h.criminal, &mut h.case, &mut h.leads, &mut h.vehicles] {
        shuffle(&mut p.deck, &mut rng);
    }
    let open = h.config.open_hands;
    for (i, c) in h.cops.iter_mut().enumerate() {
        shuffle(&mut c.pile.deck, &mut rng);
        let unseen: Vec<usize> = (0..c.hand.len())
            .filter(|&k| !c.known.contains(&c.hand[k]))
            .collect();
        if i as u8 != me && !open && !unseen.is_empty() && !c.pile.deck.is_empty() {
            let (a, b) = (
                unseen[rng.random_range(0..unseen.len())],
                rng.random_range(0..c.pile.deck.len()),
            );
            std::mem::swap(&mut c.hand[a], &mut c.pile.deck[b]);
        }
    }
    h
}

/// Positions where a seat decides between several choices, from seeded random games.
fn positions(cops: usize, open: bool, count: usize) -> Vec<GameState> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for seed in 0..200u64 {
        let criminal = CriminalDeck::ALL[seed as usize % 2];
        let case = CaseDeck::ALL[seed as usize / 2 % 2];
        let g = advance(
            config(cops, criminal, case, open),
            seed,
            20 + (seed as u32 * 7) % 90,
        );
        g.legal_choices(&mut legal);
        if !g.is_over() && legal.len() > 1 && g.decider().seat().is_some() {
            out.push(g);
        }
        if out.len() == count {
            break;
        }
    }
    out
}

#[test]
fn a_bot_decides_alike_on_states_that_differ_only_in_what_its_seat_cannot_see() {
    let mut changed = 0;
    for (open, levels) in [
        (false, &[Level::Easy, Level::Medium, Level::Hard][..]),
        (true, &[Level::Easy, Level::Medium][..]),
    ] {
        for (i, g) in positions(3, open, 6).into_iter().enumerate() {
            let h = disguise(&g, i as u64);
            changed += usize::from(h != g);
            let seat = g.decider().seat().expect("a seat decides");
            let (a, b) = (
                g.info_set(seat).expect("a cop"),
                h.info_set(seat).expect("a cop"),
            );
            assert_eq!(a, b, "position {i}: the information sets are the same");
            let mut legal = Vec::new();
            g.legal_choices(&mut legal);
            for &level in levels {
                // Hard searches are slow: two positions are enough for it.
                if level == Level::Hard && i >= 2 {
                    continue;
                }
                let x = bot(level, 7).choose(&a, &legal);
                let y = bot(level, 7).choose(&b, &legal);
                assert_eq!(x, y, "{} at position {i}", level.name());
            }
        }
    }
    assert!(
        changed >= 10,
        "the disguise changed hidden information ({changed})"
    );
}

/// A search that stops once its choice is settled answers as the full search does, with fewer
/// playouts: its playouts are the full search's first ones, and it stops only when the rest
/// could not change the most visited choice. Seen failing with a group's members not checked
/// and with the stop 100 playouts sooner.
#[test]
fn a_search_stopped_once_settled_answers_as_the_full_search() {
    let full = Budget::flat(1_600, 600_000, 6_000_000, 16);
    let early = Budget {
        stop_when_settled: true,
        ..full
    };
    let search = |budget: Budget| {
        Ismcts::<GameState, _>::new(
            11,
            budget,
            BrookCityPolicy {
                shortlist: Level::Hard.brook_city_shortlist(),
            },
        )
    };
    let (mut saved, mut stopped) = (0, 0);
    let mut legal = Vec::new();
    for (i, g) in positions(2, false, 24).into_iter().enumerate() {
        let seat = g.decider().seat().expect("a seat decides");
        let info = g.info_set(seat).expect("a cop");
        g.legal_choices(&mut legal);
        let (mut a, mut b) = (search(full), search(early));
        assert_eq!(
            a.choose(&info, &legal),
            b.choose(&info, &legal),
            "position {i}"
        );
        let (n, m) = (a.last_iterations(), b.last_iterations());
        assert!(
            m <= n,
            "position {i}: {m} playouts stopped early, {n} in full"
        );
        saved += n - m;
        stopped += usize::from(m < n);
    }
    assert!(
        stopped >= 4 && saved > 0,
        "the settled stop saved playouts ({saved}) in {stopped} searches"
    );
}

/// Plays a game of one level's team from `seed`: every choice is legal; returns them.
fn play(level: Level, cops: usize, seed: u64, max_steps: usize) -> Vec<Choice> {
    let criminal = CriminalDeck::ALL[seed as usize % 2];
    let case = CaseDeck::ALL[seed as usize / 2 % 2];
    let mut g = GameState::new(config(cops, criminal, case, false), seed).expect("a config");
    let mut team: Vec<_> = (0..cops)
        .map(|s| bot(level, seed * 10 + s as u64))
        .collect();
    let mut legal = Vec::new();
    let mut chosen = Vec::new();
    while let Some(seat) = g.decider().seat() {
        if chosen.len() == max_steps {
            break;
        }
        g.legal_choices(&mut legal);
        let info = g.info_set(seat).expect("a cop");
        let c = team[seat as usize].choose(&info, &legal);
        assert!(legal.contains(&c), "seed {seed}: {c:?} is not legal");
        g.apply(&c).expect("a legal choice applies");
        for b in &mut team {
            b.observe(seat, &c);
        }
        chosen.push(c);
    }
    chosen
}

#[test]
fn bots_choose_legal_choices_and_replay_from_a_seed() {
    for seed in 0..8 {
        let cops = 1 + seed as usize % 4;
        let a = play(Level::Easy, cops, seed, usize::MAX);
        assert_eq!(
            a,
            play(Level::Easy, cops, seed, usize::MAX),
            "Easy, seed {seed}"
        );
        let r = play(Level::Random, cops, seed, usize::MAX);
        assert!(!r.is_empty());
    }
    for seed in 0..2 {
        let a = play(Level::Medium, 2, seed, 60);
        assert_eq!(a, play(Level::Medium, 2, seed, 60), "Medium, seed {seed}");
    }
}

/// The difficulty table describes these bots: each level's line in it is the level's as it is
/// now, its budget and the hash of its choices in fixed games, so a changed budget or a change
/// to how the level plays (seen failing with Hard's goal distance weighed 0.0061 for 0.006)
/// fails here until that level is measured again
/// (`tabletop difficulty --game brook-city --levels LEVEL --write true`).
#[test]
fn the_difficulty_table_was_measured_with_these_bots() {
    let t: serde_json::Value =
        serde_json::from_str(brook_city::DIFFICULTY_TABLE).expect("the table is JSON");
    for level in Level::ALL {
        assert_eq!(
            t["bots"][level.name()].as_str(),
            Some(level.brook_city_stamp().as_str()),
            "the {} bot changed since the difficulty table was measured",
            level.name()
        );
    }
}
