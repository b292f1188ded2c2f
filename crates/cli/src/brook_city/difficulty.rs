//! The difficulty of every pairing: `tabletop difficulty --game brook-city [--write true]`.
//! For each criminal deck x case deck and 1-4 cops, bot teams of each level play seeded games
//! (Random, Easy and Medium 300 each; Hard 100; `--scale` plays a share of that for a quick
//! look). Prints one JSON object; `--write true` also writes
//! `docs/brook-city-difficulty.md` and the data file the app reads,
//! `crates/brook-city/difficulty.json`, both stamped with the content hash of each pairing and
//! with what each level's bot is. With `--write true` only the cells out of date are measured
//! (their pairing's cards, the engine's rules ([`brook_city::ENGINE_VERSION`]) or their level's
//! bot changed, or they hold fewer games than the scale asks) and the others are kept from the
//! written table; `--fresh true` measures every cell, `--levels` and `--cops` limit what may be
//! measured. A cell's games are seeded from its place in the whole measure, so a cell measured
//! again plays the very games a whole measure would, and a larger count extends a smaller one: the
//! games a cell holds are kept and only the rest are played. Every measure keeps a journal of
//! the games it has played (`target/brook-city-difficulty.journal`, [`Journal`]), so one
//! stopped part-way is taken up where it stopped, and a look that does not write (a few cells
//! first) lends its games to the measure that writes.

use std::path::Path;

use bots::Level;
use brook_city::cards::{CaseDeck, CriminalDeck};
use serde_json::{Value, json};

use super::ally_difficulty;
use super::arena::{Results, wilson};
use super::difficulty_doc::{cops_phrase, markdown};
use super::journal::{JOURNAL, Journal};
use super::pool::{Job, play_all};
use crate::args::Args;

/// Where `--write` puts the table, from the workspace root.
const DOC: &str = "docs/brook-city-difficulty.md";
const DATA: &str = "crates/brook-city/difficulty.json";
/// The workspace root, where `--write` reads and writes.
const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
/// Seeds of a cell start here, offset by the cell so no two cells share a game.
const SEED: u64 = 20_261_201;

/// The games a cell needs for the measure: enough for a ±5-point interval below Hard,
/// and ±10 for Hard, whose games are slower (its rate gives the pairing's rating).
pub fn full_games(level: Level) -> u64 {
    match level {
        Level::Hard => 100,
        _ => 300,
    }
}

struct Cell {
    criminal: CriminalDeck,
    case: CaseDeck,
    cops: usize,
    level: Level,
    games: u64,
    seed: u64,
    /// The games the written table already holds for this cell (the first `kept.games` of
    /// its seeds), which the new games extend.
    kept: Results,
}

pub fn run(a: &Args) -> Result<(), String> {
    let levels: Vec<Level> = a
        .levels
        .iter()
        .map(|s| Level::parse(s).ok_or_else(|| format!("unknown level '{s}'")))
        .collect::<Result<_, _>>()?;
    let hard_scale = a.hard_scale.unwrap_or(a.scale);
    let cop_counts: Vec<usize> = match (a.cops_given, a.cops.as_str()) {
        (false, _) | (true, "all") => (1..=4).collect(),
        (true, n) => match n.parse::<usize>() {
            Ok(n @ 1..=4) => vec![n],
            _ => return Err(format!("--cops: '{n}' is not 1-4 or all")),
        },
    };
    let written: Option<Value> = if a.write && !a.fresh {
        Some(written_table(Path::new(&format!("{ROOT}/{DATA}")))?)
    } else {
        None
    };
    let mut stale_left_out = std::collections::BTreeSet::new();
    let mut cells = Vec::new();
    // Every cell's place in the whole measure (all levels), which seeds its games.
    let mut place = 0u64;
    for criminal in CriminalDeck::ALL {
        for case in CaseDeck::ALL {
            for cops in 1..=4 {
                for level in Level::ALL {
                    place += 1;
                    let scale = match level {
                        Level::Hard => hard_scale,
                        _ => a.scale,
                    };
                    let games = (full_games(level) * scale).div_ceil(100);
                    let chosen = levels.contains(&level) && cop_counts.contains(&cops);
                    // A cell left out keeps whatever count it has, if it was measured on
                    // what is played now; a chosen one keeps its games and plays the rest.
                    let kept = written
                        .as_ref()
                        .and_then(|t| kept_games(t, criminal, case, cops, level));
                    let held = kept.as_ref().map_or(0, |k| k.games);
                    if held > 0 && (!chosen || held >= games) {
                        continue;
                    }
                    if !chosen {
                        if written.is_some() {
                            stale_left_out.insert(format!(
                                "{} x {} {} {}",
                                criminal.key(),
                                case.key(),
                                cops_phrase(cops as u64),
                                level.name()
                            ));
                        }
                        continue;
                    }
                    let seed = SEED + 100_000 * (place - 1);
                    cells.push(Cell {
                        criminal,
                        case,
                        cops,
                        level,
                        games,
                        seed,
                        kept: kept.unwrap_or_default(),
                    });
                }
            }
        }
    }
    // The allies section: measured again when out of date (or with no table to keep it from).
    let allies_stale = a.measure_allies
        && written
            .as_ref()
            .is_none_or(|t| !ally_difficulty::up_to_date(t, hard_scale));
    let measure_allies = allies_stale && levels.contains(&Level::Hard);
    if allies_stale && !measure_allies && written.is_some() {
        stale_left_out.insert("the allies and rivals (Hard)".to_string());
    }
    if !stale_left_out.is_empty() {
        let stale: Vec<String> = stale_left_out.into_iter().collect();
        return Err(format!(
            "out of date in {DATA} but left out by --levels or --cops: {}",
            stale.join(", ")
        ));
    }
    eprintln!(
        "measuring {} cells{}",
        cells.len(),
        if measure_allies {
            " and the allies and rivals"
        } else {
            ""
        }
    );
    let mut jobs = cell_jobs(&cells);
    let variants = ally_difficulty::variants().len();
    let allies_kept = written
        .as_ref()
        .and_then(ally_difficulty::kept)
        .unwrap_or_default();
    if measure_allies {
        jobs.extend(ally_difficulty::jobs(cells.len(), hard_scale, &allies_kept));
    }
    // The slowest games first, so the threads finish together.
    jobs.sort_by_key(|j| std::cmp::Reverse((j.team[0] as u8, j.team.len())));
    // Every measure keeps a journal of its games, so that one stopped part-way is taken up
    // where it stopped, and the games of a look that does not write (a few cells first, to see
    // where they stand) count toward the measure that writes them.
    let mut journal = Journal::open(Path::new(&format!("{ROOT}/{JOURNAL}")))?;
    if journal.held() > 0 {
        eprintln!(
            "{JOURNAL} holds {} games of a measure before",
            journal.held()
        );
    }
    let mut results = play_all(&jobs, cells.len() + variants, a.threads, Some(&mut journal))?;
    let mut ally_results = results.split_off(cells.len());
    for (r, k) in ally_results.iter_mut().zip(allies_kept) {
        r.absorb(k);
    }
    for (r, c) in results.iter_mut().zip(&cells) {
        r.absorb(c.kept.clone());
    }
    let mut table = table(&cells, &results, written.as_ref());
    let allies = if measure_allies {
        ally_difficulty::section(&ally_results, hard_scale)
    } else {
        written
            .as_ref()
            .map_or(Value::Null, |t| t["allies"].clone())
    };
    if !allies.is_null() {
        table["allies"] = allies;
    }
    if a.write {
        let data = serde_json::to_string_pretty(&table).map_err(|e| e.to_string())? + "\n";
        std::fs::write(format!("{ROOT}/{DATA}"), data).map_err(|e| format!("{DATA}: {e}"))?;
        std::fs::write(format!("{ROOT}/{DOC}"), markdown(&table))
            .map_err(|e| format!("{DOC}: {e}"))?;
        eprintln!("wrote {DOC} and {DATA}");
    }
    // Only a written table uses the games up; a look leaves them all for the measure after.
    if a.write {
        journal.finish()?;
    }
    println!("{table}");
    Ok(())
}

/// The table a writing measure keeps and extends: the file as it is now, not the copy built
/// into this binary, which misses whatever another measure wrote since the build (a 3-cop
/// measure's cells were lost so, to a 4-cop measure run by the same build).
fn written_table(path: &Path) -> Result<Value, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// The games the cells lack: cell `i`'s go to series `i`, from the first game it does not hold.
fn cell_jobs(cells: &[Cell]) -> Vec<Job> {
    cells
        .iter()
        .enumerate()
        .flat_map(|(i, c)| {
            (c.kept.games..c.games).map(move |g| Job {
                into: i,
                team: vec![c.level; c.cops],
                criminal: c.criminal,
                case: c.case,
                allies: Vec::new(),
                seed: c.seed + g,
                hard_budget: None,
            })
        })
        .collect()
}

/// A rating the setup screen shows, from the best team's win rate.
fn rating(win_rate: f64) -> &'static str {
    match win_rate {
        r if r >= 0.55 => "approachable",
        r if r >= 0.40 => "even",
        _ => "tough",
    }
}

/// The written table's cell, if it still holds (measured on these cards and rules, with the
/// level's bot as it is now, over at least one game): its games, wins and losses, which a
/// larger count extends.
fn kept_games(
    t: &Value,
    criminal: CriminalDeck,
    case: CaseDeck,
    cops: usize,
    level: Level,
) -> Option<Results> {
    let hash = format!("{:016x}", brook_city::content::pairing_hash(criminal, case));
    let pairing = t["pairings"].as_array()?.iter().find(|p| {
        p["criminal"].as_str() == Some(criminal.key()) && p["case"].as_str() == Some(case.key())
    })?;
    let current = pairing["content_hash"].as_str() == Some(hash.as_str())
        && t["engine_version"].as_u64() == Some(u64::from(brook_city::ENGINE_VERSION))
        && t["bots"][level.name()].as_str() == Some(level.brook_city_stamp().as_str());
    if !current {
        return None;
    }
    let cell = &pairing["cops"]
        .as_array()?
        .iter()
        .find(|c| c["cops"].as_u64() == Some(cops as u64))?["levels"][level.name()];
    let games = cell["games"].as_u64().filter(|&g| g > 0)?;
    let losses = &cell["losses"];
    Some(Results {
        games,
        wins: cell["wins"].as_u64()?,
        fired: losses["fired"].as_u64()?,
        influence: losses["influence"].as_u64()?,
        card_effect: losses["card_effect"].as_u64()?,
        stalled: cell["stalled"].as_u64().unwrap_or(0),
        // The average is written to three decimals, so with fewer than 500 games it gives
        // the whole number of rounds back.
        rounds: (cell["avg_rounds"].as_f64()? * games as f64).round() as u64,
        ..Results::default()
    })
}

fn table(cells: &[Cell], results: &[Results], kept: Option<&Value>) -> Value {
    let mut pairings = Vec::new();
    // Which levels the table holds, for the line naming each one's bot.
    let mut present = [false; 4];
    for criminal in CriminalDeck::ALL {
        for case in CaseDeck::ALL {
            let old = kept.and_then(|t| {
                t["pairings"].as_array()?.iter().find(|p| {
                    p["criminal"].as_str() == Some(criminal.key())
                        && p["case"].as_str() == Some(case.key())
                })
            });
            let mut counts = Vec::new();
            for cops in 1..=4 {
                let old = old.and_then(|p| {
                    p["cops"]
                        .as_array()?
                        .iter()
                        .find(|c| c["cops"].as_u64() == Some(cops as u64))
                });
                let mut levels = serde_json::Map::new();
                let mut best = None;
                for level in Level::ALL {
                    let measured = cells.iter().zip(results).find(|(c, _)| {
                        (c.criminal, c.case, c.cops, c.level) == (criminal, case, cops, level)
                    });
                    let cell = match measured {
                        Some((_, r)) => cell(r),
                        None => match old.map(|c| &c["levels"][level.name()]) {
                            Some(v) if !v.is_null() => v.clone(),
                            _ => continue,
                        },
                    };
                    best = cell["win_rate"].as_f64().or(best);
                    levels.insert(level.name().to_string(), cell);
                    present[level as usize] = true;
                }
                counts.push(json!({
                    "cops": cops,
                    "rating": best.map(rating),
                    "levels": levels,
                }));
            }
            pairings.push(json!({
                "criminal": criminal.key(),
                "case": case.key(),
                "content_hash": format!("{:016x}", brook_city::content::pairing_hash(criminal, case)),
                "cops": counts,
            }));
        }
    }
    let bots: serde_json::Map<String, Value> = Level::ALL
        .into_iter()
        .filter(|&l| present[l as usize])
        .map(|l| (l.name().to_string(), Value::String(l.brook_city_stamp())))
        .collect();
    json!({
        "content_hash": format!("{:016x}", brook_city::content::content_hash()),
        "engine_version": brook_city::ENGINE_VERSION,
        "bots": bots,
        "command": "tabletop difficulty --game brook-city --write true",
        "pairings": pairings,
    })
}

/// A measured cell as the table writes it: its win rate, how its games were lost, and how
/// long they lasted.
fn cell(r: &Results) -> Value {
    let mut cell = win_rate(r);
    cell["losses"] =
        json!({ "fired": r.fired, "influence": r.influence, "card_effect": r.card_effect });
    cell["avg_rounds"] = json!(round(r.rounds as f64 / r.games.max(1) as f64));
    // Games stopped at the arena's round limit, neither won nor lost (older cells have none).
    cell["stalled"] = json!(r.stalled);
    cell
}

pub(super) fn round(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// A series' games, wins, win rate and its 95% interval (Wilson), as the table writes them.
pub(super) fn win_rate(r: &Results) -> Value {
    let (low, high) = wilson(r.wins, r.games);
    json!({
        "games": r.games,
        "wins": r.wins,
        "win_rate": round(r.wins as f64 / r.games.max(1) as f64),
        "win_rate_95": [round(low), round(high)],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The document is the table written out: neither was edited by hand nor left behind.
    #[test]
    fn the_difficulty_document_is_the_table_written_out() {
        let t: Value =
            serde_json::from_str(brook_city::DIFFICULTY_TABLE).expect("the table is JSON");
        let doc = std::fs::read_to_string(format!("{ROOT}/{DOC}")).expect("the document");
        assert!(
            doc == markdown(&t),
            "{DOC} is not {DATA} written out: write both with `tabletop difficulty --game \
             brook-city --write true`"
        );
    }

    /// A table written since this binary was built (by another measure) is the one kept.
    #[test]
    fn a_writing_measure_keeps_the_table_the_file_holds_now() {
        let mut t: Value =
            serde_json::from_str(brook_city::DIFFICULTY_TABLE).expect("the table is JSON");
        t["command"] = json!("another measure, since this build");
        let p = std::env::temp_dir().join(format!("difficulty-{}.json", std::process::id()));
        std::fs::write(&p, t.to_string()).expect("written");
        let read = written_table(&p);
        let _ = std::fs::remove_file(&p);
        assert_eq!(read, Ok(t));
        assert!(
            written_table(&p).is_err(),
            "no file is no table, not the built-in one"
        );
    }

    /// A written table holding one cell: Harbor King x Lantern Club, 2 cops, Hard, `games`.
    fn written(games: u64, hash: &str, engine: u32, stamp: &str) -> Value {
        json!({
            "engine_version": engine,
            "bots": { "hard": stamp },
            "pairings": [{
                "criminal": CriminalDeck::HarborKing.key(),
                "case": CaseDeck::LanternClubMurder.key(),
                "content_hash": hash,
                "cops": [{ "cops": 2, "levels": { "hard": {
                    "games": games,
                    "wins": 5,
                    "losses": { "fired": 1, "influence": 4, "card_effect": 2 },
                    "avg_rounds": 7.75,
                } } }],
            }],
        })
    }

    /// A written cell is kept while it was measured on these cards, rules and bot, with its
    /// games, wins and losses read back as they were counted.
    #[test]
    fn a_written_cell_is_kept_while_its_cards_rules_and_bot_hold() {
        let (hk, lc) = (CriminalDeck::HarborKing, CaseDeck::LanternClubMurder);
        let hash = format!("{:016x}", brook_city::content::pairing_hash(hk, lc));
        let engine = brook_city::ENGINE_VERSION;
        let stamp = Level::Hard.brook_city_stamp();
        let cases: [(Value, usize, Option<u64>); 6] = [
            (written(12, &hash, engine, &stamp), 2, Some(12)),
            (written(0, &hash, engine, &stamp), 2, None),
            (written(12, "0", engine, &stamp), 2, None),
            (written(12, &hash, engine + 1, &stamp), 2, None),
            (written(12, &hash, engine, "another bot"), 2, None),
            // No such cell: nothing to keep.
            (written(12, &hash, engine, &stamp), 3, None),
        ];
        for (i, (t, cops, games)) in cases.iter().enumerate() {
            let kept = kept_games(t, hk, lc, *cops, Level::Hard);
            assert_eq!(kept.map(|r| r.games), *games, "case {i}");
        }
        let kept = kept_games(&written(12, &hash, engine, &stamp), hk, lc, 2, Level::Hard);
        let counts = kept.map(|r| (r.wins, r.fired, r.influence, r.card_effect, r.rounds));
        assert_eq!(counts, Some((5, 1, 4, 2, 93)));
    }

    /// A cell's larger count plays only the games it lacks, and with the games it kept it
    /// counts exactly what measuring the whole count at once does.
    #[test]
    fn a_larger_count_extends_a_smaller_one_to_the_same_result() {
        let (fb, fk) = (CriminalDeck::Firebug, CaseDeck::FerrisKidnapping);
        let measure = |games: u64, kept: Results| -> Results {
            let cells = [Cell {
                criminal: fb,
                case: fk,
                cops: 1,
                level: Level::Easy,
                games,
                seed: SEED,
                kept: kept.clone(),
            }];
            let jobs = cell_jobs(&cells);
            assert_eq!(jobs.len() as u64, games - kept.games);
            let mut r = play_all(&jobs, 1, 1, None).expect("the games play");
            let mut r = r.pop().unwrap_or_default();
            r.absorb(kept);
            r
        };
        let whole = measure(8, Results::default());
        let mut t = written(1, "", brook_city::ENGINE_VERSION, "");
        t["pairings"][0] = json!({
            "criminal": fb.key(),
            "case": fk.key(),
            "content_hash": format!("{:016x}", brook_city::content::pairing_hash(fb, fk)),
            "cops": [{ "cops": 1, "levels": { "easy": cell(&measure(3, Results::default())) } }],
        });
        t["bots"]["easy"] = json!(Level::Easy.brook_city_stamp());
        let Some(kept) = kept_games(&t, fb, fk, 1, Level::Easy) else {
            panic!("the written cell is kept: {t}");
        };
        assert_eq!(kept.games, 3);
        let extended = measure(8, kept);
        let counts = |r: &Results| {
            (
                r.games,
                r.wins,
                r.fired,
                r.influence,
                r.card_effect,
                r.rounds,
            )
        };
        assert_eq!(counts(&extended), counts(&whole));
        assert_eq!(cell(&extended), cell(&whole));
    }
}
