//! What each Ally and each Rival does to the difficulty (Rivals and Allies: chosen at setup),
//! the `allies` section of the difficulty table: Hard teams of 2 cops play the 9 pairings in
//! turn, once with no Ally/Rival card and once with each card's side in cop 1's areas, on the
//! same seeds, and each side's change to the win rate is given with its 95% interval. A larger
//! count extends the games the written section holds, as the table's cells do.

use std::fmt::Write as _;

use bots::Level;
use brook_city::cards::{Allegiance, AllyRival, CaseDeck, CriminalDeck};
use brook_city::{AllyPick, content};
use serde_json::{Value, json};

use super::arena::{Results, wilson};
use super::difficulty::{round, win_rate};
use super::difficulty_doc::percent;
use super::pool::Job;

/// Games per pairing and per side at the full measure (72 a side over the 9 pairings).
pub const FULL_PER_PAIRING: u64 = 8;
/// The games' seeds start here; every side plays the same seeds as the games without a card.
const SEED: u64 = 40_261_204;

/// What is measured: no card first, then each card's Ally side and Rival side, with cop 1.
pub fn variants() -> Vec<Option<AllyPick>> {
    let mut v = vec![None];
    for card in AllyRival::ALL {
        for side in [Allegiance::Ally, Allegiance::Rival] {
            v.push(Some(AllyPick { card, side, cop: 0 }));
        }
    }
    v
}

pub fn per_pairing(hard_scale: u64) -> u64 {
    (FULL_PER_PAIRING * hard_scale).div_ceil(100)
}

/// The games of every variant; variant `v`'s results go to series `first + v`. Each variant
/// plays from the first game its `kept` results do not hold.
pub fn jobs(first: usize, hard_scale: u64, kept: &[Results]) -> Vec<Job> {
    let pairings: Vec<(CriminalDeck, CaseDeck)> = CriminalDeck::ALL
        .into_iter()
        .flat_map(|c| CaseDeck::ALL.into_iter().map(move |k| (c, k)))
        .collect();
    let games = per_pairing(hard_scale) * pairings.len() as u64;
    let mut out = Vec::new();
    for (v, pick) in variants().into_iter().enumerate() {
        for g in kept.get(v).map_or(0, |k| k.games)..games {
            let (criminal, case) = pairings[(g % pairings.len() as u64) as usize];
            out.push(Job {
                into: first + v,
                team: vec![Level::Hard; 2],
                criminal,
                case,
                allies: pick.into_iter().collect(),
                seed: SEED + g,
                hard_budget: None,
            });
        }
    }
    out
}

/// The written section's games and wins for each of [`variants`] in order, if it was measured
/// on this box, these rules and this Hard bot, so that a larger count extends them.
pub fn kept(t: &Value) -> Option<Vec<Results>> {
    let s = &t["allies"];
    let current = s["content_hash"].as_str()
        == Some(format!("{:016x}", content::content_hash()).as_str())
        && s["engine_version"].as_u64() == Some(u64::from(brook_city::ENGINE_VERSION))
        && s["bot"].as_str() == Some(Level::Hard.brook_city_stamp().as_str());
    if !current {
        return None;
    }
    let games =
        s["games_per_pairing"].as_u64()? * (CriminalDeck::ALL.len() * CaseDeck::ALL.len()) as u64;
    let cards = s["cards"].as_array()?;
    variants()
        .into_iter()
        .map(|pick| {
            let m = match pick {
                None => &s["without"],
                Some(p) => cards.iter().find(|c| {
                    c["card"].as_str() == Some(p.card.key())
                        && c["side"].as_str() == Some(side_key(p.side))
                })?,
            };
            let wins = m["wins"].as_u64()?;
            (m["games"].as_u64()? == games && wins <= games).then(|| Results {
                games,
                wins,
                ..Results::default()
            })
        })
        .collect()
}

/// Whether the written section still holds: measured on this whole box (every deck and the
/// Ally/Rival cards), these rules and this Hard bot, over at least this scale's games.
pub fn up_to_date(t: &Value, hard_scale: u64) -> bool {
    let s = &t["allies"];
    s["content_hash"].as_str() == Some(format!("{:016x}", content::content_hash()).as_str())
        && s["engine_version"].as_u64() == Some(u64::from(brook_city::ENGINE_VERSION))
        && s["games_per_pairing"]
            .as_u64()
            .is_some_and(|g| g >= per_pairing(hard_scale))
        && s["bot"].as_str() == Some(Level::Hard.brook_city_stamp().as_str())
}

fn rate(r: &Results) -> f64 {
    r.wins as f64 / r.games.max(1) as f64
}

/// Newcombe's interval (his method 10) of the difference of two win rates, from their Wilson
/// intervals.
pub fn difference_95(with: &Results, without: &Results) -> (f64, f64) {
    let (p1, p0) = (rate(with), rate(without));
    let (l1, u1) = wilson(with.wins, with.games);
    let (l0, u0) = wilson(without.wins, without.games);
    let d = p1 - p0;
    (
        d - ((p1 - l1).powi(2) + (u0 - p0).powi(2)).sqrt(),
        d + ((u1 - p1).powi(2) + (p0 - l0).powi(2)).sqrt(),
    )
}

fn side_key(side: Allegiance) -> &'static str {
    match side {
        Allegiance::Ally => "ally",
        Allegiance::Rival => "rival",
    }
}

/// The section, from the results of [`variants`] in order.
pub fn section(results: &[Results], hard_scale: u64) -> Value {
    let Some(without) = results.first() else {
        return Value::Null;
    };
    let cards: Vec<Value> = variants()
        .iter()
        .zip(results)
        .filter_map(|(pick, r)| {
            let pick = (*pick)?;
            let (low, high) = difference_95(r, without);
            let mut m = win_rate(r);
            m["card"] = json!(pick.card.key());
            m["side"] = json!(side_key(pick.side));
            m["change"] = json!(round(rate(r) - rate(without)));
            m["change_95"] = json!([round(low), round(high)]);
            Some(m)
        })
        .collect();
    json!({
        "content_hash": format!("{:016x}", content::content_hash()),
        "engine_version": brook_city::ENGINE_VERSION,
        "hard_scale_percent": hard_scale,
        "bot": Level::Hard.brook_city_stamp(),
        "cops": 2,
        "games_per_pairing": per_pairing(hard_scale),
        "without": win_rate(without),
        "cards": cards,
    })
}

fn points(x: &Value) -> String {
    format!("{:+.0}", x.as_f64().unwrap_or(0.0) * 100.0)
}

/// The section in the difficulty document.
pub fn markdown(t: &Value, s: &mut String) {
    let a = &t["allies"];
    let Some(cards) = a["cards"].as_array() else {
        return;
    };
    let w = &a["without"];
    let per_pairing = match a["games_per_pairing"].as_u64() {
        Some(1) => "1 game".to_owned(),
        n => format!("{} games", n.unwrap_or(0)),
    };
    let _ = writeln!(
        s,
        "## Allies and rivals\n\n\
         Hard teams of 2 cops play the 9 pairings in turn ({per_pairing} a pairing, {} in all), once \
         with no Ally/Rival card and once with each card's side beside cop 1, on the same seeds. \
         Without a card they win {} ({}-{}). Each row is the win rate with that side and its \
         change in points, with the change's 95% interval (Newcombe); an interval that holds 0 \
         means the change is not told apart from none at this game count. Measured on content \
         hash `{}` (the whole box), so any card's change marks this section out of date.\n\n\
         | Card | Side | Win rate | Change | Change, 95% |\n|---|---|---|---|---|",
        w["games"],
        percent(&w["win_rate"]),
        percent(&w["win_rate_95"][0]),
        percent(&w["win_rate_95"][1]),
        a["content_hash"].as_str().unwrap_or("")
    );
    for c in cards {
        let _ = writeln!(
            s,
            "| {} | {} | {} ({} games) | {} | {} to {} |",
            c["card"].as_str().unwrap_or(""),
            c["side"].as_str().unwrap_or(""),
            percent(&c["win_rate"]),
            c["games"],
            points(&c["change"]),
            points(&c["change_95"][0]),
            points(&c["change_95"][1]),
        );
    }
    s.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn results(wins: u64, games: u64) -> Results {
        Results {
            wins,
            games,
            ..Results::default()
        }
    }

    #[test]
    fn the_difference_interval_holds_the_difference_and_narrows_with_games() {
        let few = difference_95(&results(12, 20), &results(8, 20));
        let many = difference_95(&results(120, 200), &results(80, 200));
        for (low, high) in [few, many] {
            assert!(low < 0.2 && 0.2 < high, "{low}..{high}");
        }
        assert!(many.1 - many.0 < few.1 - few.0);
        // Newcombe's worked example 1 (56/70 against 48/80): 0.0524 to 0.3339.
        let (low, high) = difference_95(&results(56, 70), &results(48, 80));
        assert!((low - 0.0524).abs() < 0.001 && (high - 0.3339).abs() < 0.001);
    }

    #[test]
    fn every_side_of_every_card_is_measured_on_every_pairing_with_the_same_seeds() {
        let jobs = jobs(5, 25, &[]);
        let variants = variants();
        assert_eq!(variants.len(), 1 + 2 * AllyRival::ALL.len());
        assert_eq!(jobs.len(), variants.len() * 2 * 9);
        let seeds = |v: usize| -> Vec<u64> {
            jobs.iter()
                .filter(|j| j.into == 5 + v)
                .map(|j| j.seed)
                .collect()
        };
        for v in 1..variants.len() {
            assert_eq!(seeds(v), seeds(0));
        }
        for c in CriminalDeck::ALL {
            for k in CaseDeck::ALL {
                let n = jobs
                    .iter()
                    .filter(|j| j.into == 5 && (j.criminal, j.case) == (c, k))
                    .count();
                assert_eq!(n, 2);
            }
        }
    }

    /// The written section is kept while it holds on this box, rules and bot, every side with
    /// the games of its count; a larger count then plays only the games each side lacks, on
    /// the seeds a whole measure would.
    #[test]
    fn a_larger_count_extends_the_written_sides() {
        let sides = variants();
        let results: Vec<Results> = (0..sides.len() as u64).map(|v| results(v % 3, 9)).collect();
        let t = json!({ "allies": section(&results, 12) });
        let Some(kept) = kept(&t) else {
            panic!("the section is kept: {t}");
        };
        let counts: Vec<(u64, u64)> = kept.iter().map(|r| (r.games, r.wins)).collect();
        let written: Vec<(u64, u64)> = results.iter().map(|r| (r.games, r.wins)).collect();
        assert_eq!(counts, written);
        let whole = jobs(0, 25, &[]);
        let extended = jobs(0, 25, &kept);
        assert_eq!(extended.len(), sides.len() * 9);
        let seeds =
            |js: &[Job]| -> Vec<(usize, u64)> { js.iter().map(|j| (j.into, j.seed)).collect() };
        let rest: Vec<Job> = whole.into_iter().filter(|j| j.seed >= SEED + 9).collect();
        assert_eq!(seeds(&extended), seeds(&rest));
        // Another bot, or a section of another box, keeps nothing.
        for (key, value) in [("bot", json!("another bot")), ("content_hash", json!("0"))] {
            let mut t = t.clone();
            t["allies"][key] = value;
            assert!(self::kept(&t).is_none(), "{key}");
        }
    }
}
