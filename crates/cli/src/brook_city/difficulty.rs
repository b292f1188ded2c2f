//! The difficulty of every pairing: `tabletop difficulty --game brook-city [--write true]`.
//! For each criminal deck x case deck and 1-4 cops, bot teams of each level play seeded games
//! (Random, Easy and Medium 300 each; Hard 100 with 2 cops and 50 otherwise; `--scale` plays a
//! share of that for a quick look). Prints one JSON object; `--write true` also writes
//! `docs/brook-city-difficulty.md` and the data file the app reads,
//! `crates/brook-city/difficulty.json`, both stamped with the content hash of each pairing and
//! with what each level's bot is. With `--write true` only the cells out of date are measured
//! (their pairing's cards, the engine's rules ([`brook_city::ENGINE_VERSION`]) or their level's
//! bot changed, or they hold fewer games than the scale asks) and the others are kept from the
//! written table; `--fresh true` measures every cell, `--levels` and `--cops` limit what may be
//! measured. A cell's games are seeded from its place in the whole measure, so a cell measured
//! again plays the very games a whole measure would, and a larger count extends a smaller one.

use std::fmt::Write as _;

use bots::Level;
use brook_city::cards::{CaseDeck, CriminalDeck};
use serde_json::{Value, json};

use super::ally_difficulty;
use super::arena::{Results, wilson};
use super::pool::{Job, play_all};
use crate::args::Args;

/// Where `--write` puts the table, from the workspace root.
const DOC: &str = "docs/brook-city-difficulty.md";
const DATA: &str = "crates/brook-city/difficulty.json";
/// Seeds of a cell start here, offset by the cell so no two cells share a game.
const SEED: u64 = 20_261_201;

/// The games a cell needs for the measure: enough for a ±5-point interval below Hard.
pub fn full_games(level: Level, cops: usize) -> u64 {
    match (level, cops) {
        (Level::Hard, 2) => 100,
        (Level::Hard, _) => 50,
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
        serde_json::from_str(brook_city::DIFFICULTY_TABLE).ok()
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
                    let games = (full_games(level, cops) * scale).div_ceil(100);
                    let chosen = levels.contains(&level) && cop_counts.contains(&cops);
                    // A cell left out keeps whatever count it has, if it was measured on
                    // what is played now.
                    let wanted = if chosen { games } else { 0 };
                    if let Some(t) = &written
                        && up_to_date(t, criminal, case, cops, level, wanted)
                    {
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
    let mut jobs: Vec<Job> = cells
        .iter()
        .enumerate()
        .flat_map(|(i, c)| {
            (0..c.games).map(move |g| Job {
                into: i,
                team: vec![c.level; c.cops],
                criminal: c.criminal,
                case: c.case,
                allies: Vec::new(),
                seed: c.seed + g,
            })
        })
        .collect();
    let variants = ally_difficulty::variants().len();
    if measure_allies {
        jobs.extend(ally_difficulty::jobs(cells.len(), hard_scale));
    }
    // The slowest games first, so the threads finish together.
    jobs.sort_by_key(|j| std::cmp::Reverse((j.team[0] as u8, j.team.len())));
    let mut results = play_all(&jobs, cells.len() + variants, a.threads)?;
    let ally_results = results.split_off(cells.len());
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
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
        let data = serde_json::to_string_pretty(&table).map_err(|e| e.to_string())? + "\n";
        std::fs::write(format!("{root}/{DATA}"), data).map_err(|e| format!("{DATA}: {e}"))?;
        std::fs::write(format!("{root}/{DOC}"), markdown(&table))
            .map_err(|e| format!("{DOC}: {e}"))?;
        eprintln!("wrote {DOC} and {DATA}");
    }
    println!("{table}");
    Ok(())
}

/// A rating the setup screen shows, from the best team's win rate.
fn rating(win_rate: f64) -> &'static str {
    match win_rate {
        r if r >= 0.55 => "approachable",
        r if r >= 0.40 => "even",
        _ => "tough",
    }
}

/// Whether the written table's cell still holds: measured on these cards and rules, with the
/// level's bot as it is now, over at least `games` games.
fn up_to_date(
    t: &Value,
    criminal: CriminalDeck,
    case: CaseDeck,
    cops: usize,
    level: Level,
    games: u64,
) -> bool {
    let hash = format!("{:016x}", brook_city::content::pairing_hash(criminal, case));
    let pairing = t["pairings"].as_array().and_then(|ps| {
        ps.iter().find(|p| {
            p["criminal"].as_str() == Some(criminal.key()) && p["case"].as_str() == Some(case.key())
        })
    });
    let held = pairing
        .and_then(|p| {
            p["cops"]
                .as_array()?
                .iter()
                .find(|c| c["cops"].as_u64() == Some(cops as u64))?["levels"][level.name()]["games"]
                .as_u64()
        })
        .unwrap_or(0);
    pairing.is_some_and(|p| p["content_hash"].as_str() == Some(hash.as_str()))
        && t["engine_version"].as_u64() == Some(u64::from(brook_city::ENGINE_VERSION))
        && t["bots"][level.name()].as_str() == Some(level.brook_city_stamp().as_str())
        && held > 0
        && held >= games
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
                        Some((_, r)) => {
                            let mut cell = win_rate(r);
                            cell["losses"] = json!({ "fired": r.fired, "influence": r.influence, "card_effect": r.card_effect });
                            cell["avg_rounds"] =
                                json!(round(r.rounds as f64 / r.games.max(1) as f64));
                            cell
                        }
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

/// Each target of the balance, checked on the table: (what, met).
pub fn targets(t: &Value) -> Vec<(String, bool)> {
    let rate = |p: &Value, cops: u64, level: &str| -> Option<f64> {
        p["cops"]
            .as_array()?
            .iter()
            .find(|c| c["cops"].as_u64() == Some(cops))?["levels"][level]["win_rate"]
            .as_f64()
    };
    let mut out = Vec::new();
    for p in t["pairings"].as_array().into_iter().flatten() {
        let name = format!(
            "{} x {}",
            p["criminal"].as_str().unwrap_or("?"),
            p["case"].as_str().unwrap_or("?")
        );
        if let Some(h) = rate(p, 2, "hard") {
            out.push((
                format!("{name}: Hard, 2 cops, wins 35-65% ({:.0}%)", h * 100.0),
                (0.35..=0.65).contains(&h),
            ));
        }
        for cops in [1, 4] {
            if let Some(h) = rate(p, cops, "hard") {
                out.push((
                    format!(
                        "{name}: Hard, {}, wins 20-80% ({:.0}%)",
                        cops_phrase(cops),
                        h * 100.0
                    ),
                    (0.20..=0.80).contains(&h),
                ));
            }
        }
        for cops in 1..=4 {
            if let Some(r) = rate(p, cops, "random") {
                out.push((
                    format!(
                        "{name}: Random, {}, wins under 10% ({:.0}%)",
                        cops_phrase(cops),
                        r * 100.0
                    ),
                    r < 0.10,
                ));
            }
            for (lo, hi) in [("easy", "medium"), ("medium", "hard")] {
                if let (Some(a), Some(b)) = (rate(p, cops, lo), rate(p, cops, hi)) {
                    let gap = tenths_of_a_point(b) - tenths_of_a_point(a);
                    out.push((
                        format!(
                            "{name}: {}, {} beats {} by 10+ points ({:+.0})",
                            cops_phrase(cops),
                            capitalised(hi),
                            capitalised(lo),
                            gap as f64 / 10.0
                        ),
                        gap >= 100,
                    ));
                }
            }
        }
    }
    out
}

/// A written rate (three decimals) in tenths of a percentage point, so that a gap is counted
/// exactly: 15% - 5% is 10 points, where the floats give 0.0999….
fn tenths_of_a_point(rate: f64) -> i64 {
    (rate * 1000.0).round() as i64
}

fn cops_phrase(cops: u64) -> String {
    if cops == 1 {
        "1 cop".to_owned()
    } else {
        format!("{cops} cops")
    }
}

fn capitalised(level: &str) -> String {
    let mut c = level.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

pub(super) fn percent(x: &Value) -> String {
    format!("{:.0}%", x.as_f64().unwrap_or(0.0) * 100.0)
}

fn markdown(t: &Value) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# Brook City: difficulty of every pairing\n\n\
         Written by `{}`; do not edit by hand. Each cell is the win rate of a team of bots of one \
         level (every cop the same level; the cops drawn in turn from the content set), with its \
         95% interval (Wilson) and the number of games. Content hash `{}`, and one per pairing \
         (a test fails when a pairing's cards change and its rows are not measured again; \
         `--write true` measures only the cells out of date). The full measure is 300 games a \
         cell for Random, Easy and Medium and, for Hard, 100 with 2 cops and 50 otherwise; \
         `--scale` and `--hard-scale` play a share of it, and each cell says how many games it \
         holds.\n\n\
         The rating the setup screen shows comes from the strongest level measured: \
         approachable (55% or more), even (40-55%), tough (under 40%).\n\n\
         The bots measured (a test fails when one changes and its level is not measured again):\n",
        t["command"].as_str().unwrap_or(""),
        t["content_hash"].as_str().unwrap_or(""),
    );
    for level in Level::ALL {
        if let Some(b) = t["bots"][level.name()].as_str() {
            let _ = writeln!(s, "- {}: {b}", capitalised(level.name()));
        }
    }
    s += "\n";
    for p in t["pairings"].as_array().into_iter().flatten() {
        let _ = writeln!(
            s,
            "## {} x {}\n\nContent hash `{}`.\n",
            p["criminal"].as_str().unwrap_or(""),
            p["case"].as_str().unwrap_or(""),
            p["content_hash"].as_str().unwrap_or("")
        );
        let names = ["random", "easy", "medium", "hard"];
        let _ = writeln!(
            s,
            "| Cops | Random | Easy | Medium | Hard | Rating |\n|---|---|---|---|---|---|"
        );
        for c in p["cops"].as_array().into_iter().flatten() {
            let mut row = format!("| {} |", c["cops"]);
            for n in names {
                let l = &c["levels"][n];
                if l.is_null() {
                    row += " - |";
                } else {
                    let _ = write!(
                        row,
                        " {} ({}-{}, {} games) |",
                        percent(&l["win_rate"]),
                        percent(&l["win_rate_95"][0]),
                        percent(&l["win_rate_95"][1]),
                        l["games"]
                    );
                }
            }
            let _ = writeln!(row, " {} |", c["rating"].as_str().unwrap_or("-"));
            s += &row;
        }
        s += "\n";
    }
    ally_difficulty::markdown(t, &mut s);
    let checks = targets(t);
    let met = checks.iter().filter(|c| c.1).count();
    let _ = writeln!(s, "## Targets\n\n{met} of {} met.\n", checks.len());
    for (what, ok) in checks {
        let _ = writeln!(s, "- [{}] {what}", if ok { "x" } else { " " });
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A written table holding one cell: Harbor King x Lantern Club, 2 cops, Hard, `games`.
    fn written(games: u64, hash: &str, engine: u32, stamp: &str) -> Value {
        json!({
            "engine_version": engine,
            "bots": { "hard": stamp },
            "pairings": [{
                "criminal": CriminalDeck::HarborKing.key(),
                "case": CaseDeck::LanternClubMurder.key(),
                "content_hash": hash,
                "cops": [{ "cops": 2, "levels": { "hard": { "games": games } } }],
            }],
        })
    }

    /// A level 10 points over the one below meets its target, 9.9 does not (written rates
    /// have three decimals; 0.15 - 0.05 is 0.0999… as floats).
    #[test]
    fn a_level_gap_of_exactly_ten_points_meets_its_target() {
        let table = |easy: f64, medium: f64| {
            json!({ "pairings": [{
                "criminal": "harbor-king", "case": "kessler-leak",
                "cops": [{ "cops": 4, "levels": {
                    "easy": { "win_rate": easy }, "medium": { "win_rate": medium } } }],
            }] })
        };
        for (easy, medium, met) in [(0.05, 0.15, true), (0.05, 0.149, false), (0.2, 0.5, true)] {
            let checks = targets(&table(easy, medium));
            let gap = checks
                .iter()
                .find(|c| c.0.contains("Medium beats Easy"))
                .map(|c| c.1);
            assert_eq!(gap, Some(met), "easy {easy}, medium {medium}: {checks:?}");
        }
    }

    /// A cell is kept while it was measured on these cards, rules and bot over at least the
    /// games asked for (0 when `--levels` or `--cops` leave it out); a larger count asked for
    /// measures it again, and a smaller one keeps the larger measure.
    #[test]
    fn a_cell_is_up_to_date_with_its_content_and_at_least_the_games_asked() {
        let (hk, lc) = (CriminalDeck::HarborKing, CaseDeck::LanternClubMurder);
        let hash = format!("{:016x}", brook_city::content::pairing_hash(hk, lc));
        let engine = brook_city::ENGINE_VERSION;
        let stamp = Level::Hard.brook_city_stamp();
        let cases: [(Value, usize, u64, bool); 8] = [
            (written(12, &hash, engine, &stamp), 2, 12, true),
            (written(12, &hash, engine, &stamp), 2, 100, false),
            (written(100, &hash, engine, &stamp), 2, 12, true),
            (written(12, &hash, engine, &stamp), 2, 0, true),
            (written(12, "0", engine, &stamp), 2, 0, false),
            (written(12, &hash, engine + 1, &stamp), 2, 0, false),
            (written(12, &hash, engine, "another bot"), 2, 0, false),
            // No such cell: nothing to keep.
            (written(12, &hash, engine, &stamp), 3, 0, false),
        ];
        for (i, (t, cops, games, fresh)) in cases.iter().enumerate() {
            assert_eq!(
                up_to_date(t, hk, lc, *cops, Level::Hard, *games),
                *fresh,
                "case {i}"
            );
        }
    }
}
