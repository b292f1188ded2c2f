//! What each Brook City level chooses in a few fixed games, hashed. Measured tables carry it in
//! the level's stamp ([`crate::Level::brook_city_stamp`]), so that any change to how a level
//! plays (its search, its evaluation, its rules of thumb, the engine under it), not only to its
//! budget, marks what was measured with it out of date.

use std::sync::OnceLock;

use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use brook_city::{Config, GameState};

use crate::{Bot, Budget, Ismcts, Level, brook_city_bot};

use super::BrookCityPolicy;

/// The fixed games: one per cop count, each on its own pairing.
const GAMES: u64 = 4;

/// The decisions hashed in each game: whole games for the levels that do not search, the
/// opening for the searches (enough to tell their choices apart, in about a second for Hard).
fn decisions(level: Level) -> usize {
    match level {
        Level::Random | Level::Easy => 400,
        Level::Medium => 60,
        Level::Hard => 20,
    }
}

/// The hash of `level`'s choices in the fixed games (worked out once a process).
pub fn choices_hash(level: Level) -> u64 {
    static HASHES: [OnceLock<u64>; 4] = [const { OnceLock::new() }; 4];
    let slot = Level::ALL.iter().position(|&l| l == level).unwrap_or(0);
    *HASHES[slot].get_or_init(|| play(level))
}

fn play(level: Level) -> u64 {
    // FNV-1a over each choice's JSON: the same on every platform.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    };
    let mut legal = Vec::new();
    for game in 0..GAMES {
        let cops = 1 + game as usize;
        let config = Config {
            cops: CopDeck::ALL[..cops].to_vec(),
            criminal: CriminalDeck::ALL[game as usize % CriminalDeck::ALL.len()],
            case: CaseDeck::ALL[(game as usize + 1) % CaseDeck::ALL.len()],
            open_hands: false,
            allies: Vec::new(),
        };
        let Ok(mut g) = GameState::new(config, 7_000 + game) else {
            continue;
        };
        let mut team: Vec<Box<dyn Bot<GameState>>> = (0..cops as u64)
            .map(|c| unclocked_bot(level, game * 10 + c))
            .collect();
        for _ in 0..decisions(level) {
            let Some(seat) = g.decider().seat() else {
                break;
            };
            g.legal_choices(&mut legal);
            let (Ok(info), Some(b)) = (g.info_set(seat), team.get_mut(seat as usize)) else {
                break;
            };
            if legal.is_empty() {
                break;
            }
            let c = b.choose(&info, &legal);
            eat(serde_json::to_string(&c).unwrap_or_default().as_bytes());
            if g.apply(&c).is_err() {
                break;
            }
            for b in &mut team {
                b.observe(seat, &c);
            }
        }
    }
    h
}

/// The level's bot, its search bounded by iterations only (no clock), so that every run, on
/// any machine, chooses alike: for fingerprints and tests, not for play.
pub fn unclocked_bot(level: Level, seed: u64) -> Box<dyn Bot<GameState>> {
    match level.brook_city_budget() {
        Some(budget) => Box::new(Ismcts::<GameState, _>::new(
            seed,
            Budget {
                millis: 600_000,
                turn_millis: 6_000_000,
                ..budget
            },
            BrookCityPolicy {
                shortlist: level.brook_city_shortlist(),
            },
        )),
        None => brook_city_bot(level, seed),
    }
}
