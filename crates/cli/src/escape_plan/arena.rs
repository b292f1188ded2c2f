//! Bots against bots: seats rotate across games to cancel seat-order bias; games on every core
//! (`--threads`). Progress on stderr; the last line is one JSON object.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use bots::seeing::{Open, SeeingPolicy, Seen};
use bots::{Bot, EscapePlanPolicy, Ismcts, Level, Policy, escape_plan_bot};
use escape_plan::{Choice, Config, GameState, Standing, score, winners};
use serde_json::json;
use tabletop::{ImperfectInfo, Seat};

use crate::args::Args;

/// What a fair seat knows.
type PlayerInfo = <GameState as ImperfectInfo>::Info;

#[derive(Default)]
struct Stats {
    seat_games: u64,
    wins: f64,
    escapes: u64,
    scores: Vec<i32>,
    millis: Vec<f64>,
    /// Whole turns, as the bots count them (a seat's decisions in one part of a Day, until
    /// another seat decides), summed: what a player waits for.
    turn_millis: Vec<f64>,
    iterations: u64,
}

impl Stats {
    fn absorb(&mut self, o: Stats) {
        self.seat_games += o.seat_games;
        self.wins += o.wins;
        self.escapes += o.escapes;
        self.scores.extend(o.scores);
        self.millis.extend(o.millis);
        self.turn_millis.extend(o.turn_millis);
        self.iterations += o.iterations;
    }
}

/// Who plays a seat: a level, or Hard's search seeing every secret (`hard-seeing`, the upper
/// bound of what searching the information set can give; no level anyone plays).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Player {
    Level(Level),
    HardSeeing,
}

impl Player {
    fn parse(s: &str) -> Option<Player> {
        match s {
            "hard-seeing" => Some(Player::HardSeeing),
            _ => Level::parse(s).map(Player::Level),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Player::Level(l) => l.name(),
            Player::HardSeeing => "hard-seeing",
        }
    }

    fn bot(self, seed: u64) -> Seated {
        match self {
            Player::Level(l) => Seated::Fair(escape_plan_bot(l, seed)),
            Player::HardSeeing => Seated::Seeing(Box::new(Ismcts::new(
                seed,
                Level::Hard.budget().expect("Hard searches"),
                SeeingPolicy(EscapePlanPolicy),
            ))),
        }
    }
}

/// A seat's bot: a fair one gets the seat's information set, a seeing one the state.
enum Seated {
    Fair(Box<dyn Bot<GameState>>),
    Seeing(Box<Ismcts<Open<GameState>, SeeingPolicy<EscapePlanPolicy>>>),
}

impl Seated {
    /// The choice of the seat whose information set is `info`, in state `g`.
    fn choose(&mut self, g: &GameState, info: &PlayerInfo, legal: &[Choice]) -> Choice {
        match self {
            Seated::Fair(bot) => bot.choose(info, legal),
            Seated::Seeing(bot) => {
                let seen = Seen {
                    state: g.clone(),
                    seat: GameState::observer(info),
                };
                bot.choose(&seen, legal)
            }
        }
    }

    fn observe(&mut self, seat: Seat, c: &Choice) {
        match self {
            Seated::Fair(bot) => bot.observe(seat, c),
            Seated::Seeing(bot) => bot.observe(seat, c),
        }
    }

    fn last_iterations(&self) -> u32 {
        match self {
            Seated::Fair(bot) => bot.last_iterations(),
            Seated::Seeing(bot) => bot.last_iterations(),
        }
    }
}

/// One game, seats rotated by its number: what each player did in it.
fn play(a: &Args, levels: &[Player], game: u64) -> Result<BTreeMap<&'static str, Stats>, String> {
    let n = levels.len();
    let mut stats: BTreeMap<&'static str, Stats> = BTreeMap::new();
    let seed = a.seed.wrapping_add(game);
    // Seat s plays level (s + game) mod n.
    let seat_level: Vec<Player> = (0..n).map(|s| levels[(s + game as usize) % n]).collect();
    let mut players: Vec<_> = seat_level
        .iter()
        .enumerate()
        .map(|(s, &p)| p.bot(seed.wrapping_mul(31).wrapping_add(s as u64)))
        .collect();
    let mut g = GameState::new(Config { players: a.players }, seed).map_err(|e| e.to_string())?;
    let mut legal = Vec::new();
    // The turn going on, as the bots count it: its seat, which turn of the game, and its
    // time so far.
    let mut turn: Option<(Seat, u64, f64)> = None;
    while let Some(seat) = g.decider().seat() {
        g.legal_choices(&mut legal);
        let info = g.info_set(seat).map_err(|e| e.to_string())?;
        let of = EscapePlanPolicy.turn_of(&info);
        if let Some((s, _, ms)) = turn.take_if(|&mut (s, o, _)| (s, o) != (seat, of)) {
            end_turn(&mut stats, seat_level[s as usize], ms);
        }
        let t = Instant::now();
        let bot = &mut players[seat as usize];
        let c = bot.choose(&g, &info, &legal);
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        let st = stats.entry(seat_level[seat as usize].name()).or_default();
        st.millis.push(ms);
        st.iterations += bot.last_iterations() as u64;
        let so_far = turn.map_or(0.0, |(_, _, before)| before) + ms;
        g.apply(&c)
            .map_err(|e| format!("seed {seed}: bot chose an illegal {c:?}: {e}"))?;
        for b in &mut players {
            b.observe(seat, &c);
        }
        turn = Some((seat, of, so_far));
    }
    if let Some((s, _, ms)) = turn {
        end_turn(&mut stats, seat_level[s as usize], ms);
    }
    let win = winners(&g.players);
    for (s, p) in g.players.iter().enumerate() {
        let st = stats.entry(seat_level[s].name()).or_default();
        st.seat_games += 1;
        if matches!(p.standing, Standing::Escaped { .. }) {
            st.escapes += 1;
            st.scores.push(score(s as u8, p).total);
        }
        if win.contains(&(s as u8)) {
            st.wins += 1.0 / win.len() as f64;
        }
    }
    Ok(stats)
}

/// The 95% interval of a level's win rate, to three places.
fn interval(wins: f64, games: u64) -> [f64; 2] {
    let (low, high) = crate::workers::wilson(wins, games);
    [low, high].map(|x| (x * 1000.0).round() / 1000.0)
}

/// Records a finished turn of a seat played at `level`.
fn end_turn(stats: &mut BTreeMap<&'static str, Stats>, level: Player, ms: f64) {
    stats.entry(level.name()).or_default().turn_millis.push(ms);
}

/// The value at quantile `q` of sorted `v` (0 when empty).
pub(crate) fn quantile(v: &[f64], q: f64) -> f64 {
    if v.is_empty() {
        0.0
    } else {
        v[((v.len() - 1) as f64 * q).round() as usize]
    }
}

pub fn run(a: &Args) -> Result<(), String> {
    let n = a.players as usize;
    if !(2..=5).contains(&a.players) {
        return Err("--players takes 2 to 5".into());
    }
    if a.seats.len() != n {
        return Err(format!("--seats needs {n} levels, one per seat"));
    }
    let levels: Vec<Player> = a
        .seats
        .iter()
        .map(|s| {
            Player::parse(s).ok_or_else(|| {
                format!("unknown level '{s}' (random, easy, medium, hard, hard-seeing)")
            })
        })
        .collect::<Result<_, _>>()?;
    let start = Instant::now();
    let finished = AtomicU64::new(0);
    // Each game on its own thread (`--threads`, one per core by default); the totals are
    // summed in game order, so they do not depend on the threads.
    let games = crate::workers::each(a.games as usize, a.threads, |game| {
        let stats = play(a, &levels, game as u64)?;
        let k = finished.fetch_add(1, Ordering::Relaxed) + 1;
        eprintln!(
            "game {k}/{} done ({:.0}s)",
            a.games,
            start.elapsed().as_secs_f64()
        );
        Ok(stats)
    })?;
    let mut stats: BTreeMap<&'static str, Stats> = BTreeMap::new();
    for game in games {
        for (name, st) in game {
            stats.entry(name).or_default().absorb(st);
        }
    }
    let mut kinds = serde_json::Map::new();
    for (name, mut st) in stats {
        st.millis.sort_by(f64::total_cmp);
        st.turn_millis.sort_by(f64::total_cmp);
        let games = st.seat_games.max(1) as f64;
        kinds.insert(
            name.to_string(),
            json!({
                "seat_games": st.seat_games,
                "win_rate": st.wins / games,
                "win_rate_95": interval(st.wins, st.seat_games),
                "avg_score": if st.scores.is_empty() { 0.0 } else { st.scores.iter().map(|&x| x as f64).sum::<f64>() / st.scores.len() as f64 },
                "escape_rate": st.escapes as f64 / games,
                "decisions": st.millis.len(),
                "p50_ms": quantile(&st.millis, 0.5),
                "p95_ms": quantile(&st.millis, 0.95),
                "turns": st.turn_millis.len(),
                "turn_p50_ms": quantile(&st.turn_millis, 0.5),
                "turn_p95_ms": quantile(&st.turn_millis, 0.95),
                "turn_max_ms": st.turn_millis.last().copied().unwrap_or(0.0),
                "iterations_per_decision": if st.millis.is_empty() { 0.0 } else { st.iterations as f64 / st.millis.len() as f64 },
            }),
        );
    }
    println!(
        "{}",
        json!({
            "game": a.game,
            "players": a.players,
            "games": a.games,
            "seats": a.seats,
            "seed": a.seed,
            "kinds": kinds,
            "seconds": start.elapsed().as_secs_f64(),
        })
    );
    Ok(())
}
