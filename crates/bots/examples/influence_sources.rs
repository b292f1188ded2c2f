//! Where the criminal's influence comes from in bot games (a balancing aid):
//! `cargo run --release -p bots --example influence_sources -- easy 100 [cops] [criminal]`
//! (cops 1-4, default 2; criminal `harbor-king` or `mayors-shadow`, default both in turn).
use std::collections::BTreeMap;

use bots::{Level, brook_city_bot};
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use brook_city::{Config, Event, GameState};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let level = Level::parse(args.get(1).map_or("easy", |s| s)).expect("a level");
    let games: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(50);
    let cops: u64 = args
        .get(3)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2)
        .clamp(1, 4);
    let only = args
        .get(4)
        .and_then(|k| CriminalDeck::ALL.iter().copied().find(|d| d.key() == k));
    let mut by_card: BTreeMap<&'static str, i64> = BTreeMap::new();
    let mut stress_by: BTreeMap<&'static str, i64> = BTreeMap::new();
    for seed in 0..games {
        let config = Config {
            cops: (0..cops)
                .map(|i| CopDeck::ALL[((seed + i) % 4) as usize])
                .collect(),
            criminal: only.unwrap_or(CriminalDeck::ALL[(seed % 2) as usize]),
            case: CaseDeck::ALL[((seed / 2) % 2) as usize],
            open_hands: false,
            allies: Vec::new(),
        };
        let mut g = GameState::new(config, seed).unwrap();
        let mut team: Vec<_> = (0..cops)
            .map(|s| brook_city_bot(level, seed * 7 + s))
            .collect();
        let mut legal = Vec::new();
        let mut last = "setup";
        while let Some(seat) = g.decider().seat() {
            g.legal_choices(&mut legal);
            let info = g.info_set(seat).unwrap();
            let c = team[seat as usize].choose(&info, &legal);
            let ev = g.apply(&c).unwrap();
            for b in &mut team {
                b.observe(seat, &c);
            }
            for e in &ev {
                match *e {
                    Event::AbilityResolved { card } | Event::CardActivated { card } => {
                        last = g.def(card).key
                    }
                    Event::CriminalCardDrawn { card, .. } | Event::CaseCardDrawn { card } => {
                        last = g.def(card).key
                    }
                    Event::InfluenceChanged { delta, .. } if delta > 0 => {
                        *by_card.entry(last).or_default() += i64::from(delta)
                    }
                    Event::TokensChanged {
                        token: brook_city::ids::Token::Stress,
                        delta,
                        ..
                    } if delta > 0 => *stress_by.entry(last).or_default() += i64::from(delta),
                    _ => {}
                }
            }
        }
    }
    let mut v: Vec<_> = by_card.into_iter().collect();
    v.sort_by_key(|x| -x.1);
    println!("influence per game, by source:");
    for (k, n) in v {
        println!("  {:>6.2}  {k}", n as f64 / games as f64);
    }
    let mut v: Vec<_> = stress_by.into_iter().collect();
    v.sort_by_key(|x| -x.1);
    println!("stress per game, by source:");
    for (k, n) in v.into_iter().take(15) {
        println!("  {:>6.2}  {k}", n as f64 / games as f64);
    }
}
