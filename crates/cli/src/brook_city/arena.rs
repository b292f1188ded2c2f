//! Bot teams against the criminal and the case: `tabletop arena --game brook-city --team
//! hard,hard --criminal X --case Y --games N --seed S` (`all` for every deck). Progress on
//! stderr; the last line is one JSON object: the win rate with its 95% interval, losses by
//! reason, rounds, and each level's decision and whole-turn times. `--verbose true` tells every
//! decision and what it did.

use std::collections::BTreeMap;
use std::time::Instant;

use bots::{BrookCityPolicy, Budget, Level, Policy, brook_city_trial_bot};
use brook_city::cards::Loss;
use brook_city::{GameState, Outcome};
use serde_json::json;
use tabletop::Seat;

use super::pool::Job;
use crate::args::Args;
use crate::escape_plan::arena::quantile;

/// A bot game still open after this many rounds is stopped and counted as not won (`stalled`).
/// The rules set no limit, and a team can hold the criminal off without closing the case: four
/// Hard cops kept the Firebug's influence near 20 for 60 rounds and more without pressing the
/// Suspect (Firebug x Kessler, seed 32961300), which hung a measure. Finished games last 4-12
/// rounds on average.
pub const MAX_ROUNDS: u16 = 60;

/// What a series of games did.
#[derive(Clone, Default)]
pub struct Results {
    pub games: u64,
    pub wins: u64,
    pub fired: u64,
    pub influence: u64,
    pub card_effect: u64,
    /// Games stopped at [`MAX_ROUNDS`], neither won nor lost.
    pub stalled: u64,
    pub rounds: u64,
    pub max_rounds: u16,
    /// Decision and whole-turn times, in ms, and search iterations, by level.
    pub levels: BTreeMap<&'static str, Times>,
    /// At each game's end, summed: the share of clues dealt with, of the Suspect's threshold
    /// reached, of the influence limit, and of the most stressed cop's stress value.
    pub clues: f64,
    pub suspect: f64,
    pub influence_share: f64,
    pub stress_share: f64,
}

impl Results {
    /// Adds another series' games to this one.
    pub fn absorb(&mut self, r: Results) {
        self.games += r.games;
        self.wins += r.wins;
        self.fired += r.fired;
        self.influence += r.influence;
        self.card_effect += r.card_effect;
        self.stalled += r.stalled;
        self.rounds += r.rounds;
        self.max_rounds = self.max_rounds.max(r.max_rounds);
        self.clues += r.clues;
        self.suspect += r.suspect;
        self.influence_share += r.influence_share;
        self.stress_share += r.stress_share;
        for (k, t) in r.levels {
            let e = self.levels.entry(k).or_default();
            e.millis.extend(t.millis);
            e.turn_millis.extend(t.turn_millis);
            e.iterations += t.iterations;
        }
    }
}

#[derive(Clone, Default)]
pub struct Times {
    pub millis: Vec<f64>,
    pub turn_millis: Vec<f64>,
    pub iterations: u64,
}

/// Wilson's 95% interval of `wins` out of `games`.
pub fn wilson(wins: u64, games: u64) -> (f64, f64) {
    crate::workers::wilson(wins as f64, games)
}

/// One game of a bot team (`job.team[i]` plays cop `i`); every choice goes through the bot
/// whose seat decides (the team's delegate for the team's decisions).
pub fn play_game(job: &Job, r: &mut Results, verbose: bool, max_rounds: u16) -> Result<(), String> {
    let (levels, criminal, case, seed) = (job.team.as_slice(), job.criminal, job.case, job.seed);
    let config = brook_city::Config {
        allies: job.allies.clone(),
        ..super::config(levels.len(), criminal, case, seed, false)
    };
    let mut g = GameState::new(config, seed).map_err(|e| e.to_string())?;
    let mut team: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(s, &l)| {
            let seed = seed.wrapping_mul(31).wrapping_add(s as u64);
            brook_city_trial_bot(l, seed, job.hard_budget.filter(|_| l == Level::Hard))
        })
        .collect();
    let mut legal = Vec::new();
    let mut turn: Option<(Seat, u64, f64)> = None;
    let end_turn = |r: &mut Results, s: Seat, ms: f64| {
        r.levels
            .entry(levels[s as usize].name())
            .or_default()
            .turn_millis
            .push(ms);
    };
    while let Some(seat) = g.decider().seat() {
        if g.round > max_rounds {
            r.stalled += 1;
            break;
        }
        g.legal_choices(&mut legal);
        let info = g.info_set(seat).map_err(|e| e.to_string())?;
        let of = BrookCityPolicy::default().turn_of(&info);
        if let Some((s, _, ms)) = turn.take_if(|&mut (s, o, _)| (s, o) != (seat, of)) {
            end_turn(r, s, ms);
        }
        let t = Instant::now();
        let bot = &mut team[seat as usize];
        let c = bot.choose(&info, &legal);
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        let times = r.levels.entry(levels[seat as usize].name()).or_default();
        times.millis.push(ms);
        times.iterations += u64::from(bot.last_iterations());
        let so_far = turn.map_or(0.0, |(_, _, before)| before) + ms;
        if verbose {
            eprintln!(
                "  [{}] {} -> {}",
                levels[seat as usize].name(),
                super::words::prompt(&g, &g.prompt()),
                super::words::choice(&g, &c)
            );
        }
        let events = g
            .apply(&c)
            .map_err(|e| format!("seed {seed}: bot chose an illegal {c:?}: {e}"))?;
        if verbose {
            for e in &events {
                if let Some(line) = super::words::event(&g, e) {
                    eprintln!("      * {line}");
                }
            }
        }
        for b in &mut team {
            b.observe(seat, &c);
        }
        turn = Some((seat, of, so_far));
    }
    if let Some((s, _, ms)) = turn {
        end_turn(r, s, ms);
    }
    r.games += 1;
    let (done, all) = brook_city::assess::clues_done(&g);
    r.clues += f64::from(done) / f64::from(all.max(1));
    let (p, t) = brook_city::assess::suspect_progress(&g);
    r.suspect += f64::from(p) / f64::from(t.max(1));
    if let Some(l) = brook_city::assess::influence_limit(&g) {
        r.influence_share += f64::from(brook_city::assess::influence(&g)) / f64::from(l.max(1));
    }
    r.stress_share += (0..g.cop_count())
        .map(|c| {
            let (s, v) = brook_city::assess::stress(&g, c);
            f64::from(s) / f64::from(v.max(1))
        })
        .fold(0.0, f64::max);
    r.rounds += u64::from(g.round);
    r.max_rounds = r.max_rounds.max(g.round);
    match g.outcome {
        Some(Outcome::Won) => r.wins += 1,
        Some(Outcome::Lost {
            reason: Loss::Fired,
        }) => r.fired += 1,
        Some(Outcome::Lost {
            reason: Loss::Influence,
        }) => r.influence += 1,
        Some(Outcome::Lost {
            reason: Loss::CardEffect,
        }) => r.card_effect += 1,
        None => {}
    }
    Ok(())
}

/// The JSON summary of a series.
pub fn summary(r: &mut Results) -> serde_json::Value {
    let (low, high) = wilson(r.wins, r.games);
    let mut levels = serde_json::Map::new();
    for (name, t) in &mut r.levels {
        t.millis.sort_by(f64::total_cmp);
        t.turn_millis.sort_by(f64::total_cmp);
        levels.insert(
            name.to_string(),
            json!({
                "decisions": t.millis.len(),
                "p50_ms": quantile(&t.millis, 0.5),
                "p95_ms": quantile(&t.millis, 0.95),
                "turns": t.turn_millis.len(),
                "turn_p95_ms": quantile(&t.turn_millis, 0.95),
                "turn_max_ms": t.turn_millis.last().copied().unwrap_or(0.0),
                "iterations_per_decision": if t.millis.is_empty() { 0.0 } else { t.iterations as f64 / t.millis.len() as f64 },
            }),
        );
    }
    let games = r.games.max(1) as f64;
    json!({
        "games": r.games,
        "wins": r.wins,
        "win_rate": r.wins as f64 / games,
        "win_rate_95": [low, high],
        "losses": { "fired": r.fired, "influence": r.influence, "card_effect": r.card_effect },
        "stalled": r.stalled,
        "avg_rounds": r.rounds as f64 / games,
        "at_the_end": {
            "clues_dealt_with": r.clues / games,
            "suspect_progress": r.suspect / games,
            "influence_of_limit": r.influence_share / games,
            "stress_of_value": r.stress_share / games,
        },
        "max_rounds": r.max_rounds,
        "levels": levels,
    })
}

pub fn parse_team(a: &Args) -> Result<Vec<Level>, String> {
    let team: Vec<Level> = a
        .team
        .iter()
        .map(|s| {
            Level::parse(s)
                .ok_or_else(|| format!("unknown level '{s}' (random, easy, medium, hard)"))
        })
        .collect::<Result<_, _>>()?;
    if !(1..=4).contains(&team.len()) {
        return Err("--team takes 1 to 4 levels, one per cop (e.g. hard,hard)".into());
    }
    Ok(team)
}

/// The Hard cops' trial budget of `--hard-iterations`, `--hard-reuse` and `--hard-settled`:
/// Hard's own clocks and playouts, with that many playouts a decision (or visits, the tree
/// kept), stopping early or not once the choice is settled.
fn trial_budget(a: &Args) -> Option<Budget> {
    let own = Level::Hard.brook_city_budget()?;
    a.hard_iterations.map(|iterations| Budget {
        iterations,
        count_kept: a.hard_reuse,
        stop_when_settled: a.hard_settled,
        ..own
    })
}

pub fn run(a: &Args) -> Result<(), String> {
    if (a.hard_reuse || a.hard_settled) && a.hard_iterations.is_none() {
        return Err("--hard-reuse and --hard-settled go with --hard-iterations".into());
    }
    let team = parse_team(a)?;
    let criminals = super::criminals(a)?;
    let cases = super::cases(a)?;
    let allies = super::ally_picks(a, team.len())?;
    let hard_budget = trial_budget(a);
    let start = Instant::now();
    let mut total = Results::default();
    let mut pairings = Vec::new();
    for &criminal in &criminals {
        for &case in &cases {
            let mut r = Results::default();
            for i in 0..a.games {
                let job = Job {
                    into: 0,
                    team: team.clone(),
                    criminal,
                    case,
                    allies: allies.clone(),
                    seed: a.seed.wrapping_add(i),
                    hard_budget,
                };
                play_game(&job, &mut r, a.verbose, MAX_ROUNDS)?;
                eprintln!(
                    "{} x {}: game {}/{} ({:.0}s)",
                    criminal.key(),
                    case.key(),
                    i + 1,
                    a.games,
                    start.elapsed().as_secs_f64()
                );
            }
            let mut line = summary(&mut r);
            line["criminal"] = json!(criminal.key());
            line["case"] = json!(case.key());
            pairings.push(line);
            total.absorb(r);
        }
    }
    let mut line = summary(&mut total);
    line["game"] = json!("brook-city");
    line["team"] = json!(a.team);
    line["criminal"] = json!(a.criminal);
    line["case"] = json!(a.case);
    line["seed"] = json!(a.seed);
    if let Some(b) = hard_budget {
        line["hard_trial_budget"] = json!({"iterations": b.iterations, "reuse": b.count_kept, "settled": b.stop_when_settled});
    }
    line["pairings"] = json!(pairings);
    line["seconds"] = json!(start.elapsed().as_secs_f64());
    println!("{line}");
    Ok(())
}

#[cfg(test)]
mod tests {
    use brook_city::cards::{CaseDeck, CriminalDeck};

    use super::*;

    /// A game still open at the round limit stops there and counts as a game neither won nor
    /// lost; the same game under the arena's limit plays to its end.
    #[test]
    fn a_game_open_at_the_round_limit_stops_and_counts_as_stalled() {
        let play = |max_rounds: u16| {
            let mut r = Results::default();
            let job = Job {
                into: 0,
                team: vec![Level::Easy; 2],
                criminal: CriminalDeck::HarborKing,
                case: CaseDeck::KesslerLeak,
                allies: Vec::new(),
                seed: 7,
                hard_budget: None,
            };
            play_game(&job, &mut r, false, max_rounds).expect("the game plays");
            r
        };
        let stopped = play(1);
        let ended = [
            stopped.wins,
            stopped.fired,
            stopped.influence,
            stopped.card_effect,
        ];
        assert_eq!((stopped.games, stopped.stalled, ended), (1, 1, [0; 4]));
        assert_eq!(stopped.rounds, 2, "stopped as round 2 begins");
        let whole = play(MAX_ROUNDS);
        assert_eq!((whole.games, whole.stalled), (1, 0));
        assert!(whole.rounds > 2, "{} rounds", whole.rounds);
    }

    /// A trial budget (`--hard-iterations`) reaches the Hard cops and no other level: a Hard
    /// cop's searches make the trial's playouts, its Medium teammate's keep Medium's.
    #[test]
    fn a_trial_budget_reaches_the_hard_cops_only() {
        let hard = Level::Hard.brook_city_budget().expect("Hard searches");
        let medium = Level::Medium.brook_city_budget().expect("Medium searches");
        let trial = Budget {
            iterations: 3,
            ..hard
        };
        let mut r = Results::default();
        let job = Job {
            into: 0,
            team: vec![Level::Hard, Level::Medium],
            criminal: CriminalDeck::Firebug,
            case: CaseDeck::FerrisKidnapping,
            allies: Vec::new(),
            seed: 11,
            hard_budget: Some(trial),
        };
        play_game(&job, &mut r, false, 2).expect("the game plays");
        let per_decision = |level: &str| {
            let t = &r.levels[level];
            t.iterations as f64 / t.millis.len() as f64
        };
        // Forced decisions make no playout, so a level's mean is at most its budget.
        let (h, m) = (per_decision("hard"), per_decision("medium"));
        assert!(h > 0.0 && h <= 3.0, "Hard made {h} playouts a decision");
        assert!(
            m > 3.0 && m <= f64::from(medium.iterations),
            "Medium made {m} playouts a decision"
        );
    }
}
