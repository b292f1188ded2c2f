//! The games a `difficulty` measure has finished, one line each, so that a measure stopped
//! part-way (a machine shut down, a session that ends, a game that hung before the round
//! limit) is taken up where it stopped: its next run plays only the games the journal does not
//! hold. A measure that does not write the table leaves every game in it, so the measure that
//! writes does not play a first look's games again. Every game is seeded, so a game read back
//! is the game that would be played.
//!
//! The first line says what the games were played on (the rules' version, every level's bot and
//! the round limit); a journal written on anything else is started anew. Each game is keyed by
//! the content hash of what it plays (its pairing's, or the whole box's with an Ally or Rival),
//! so a card change plays again only the games of the pairings that play that card.
//! The journal is removed once the table is written (but for games the writing measure did not
//! use).

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use bots::Level;
use brook_city::cards::{CaseDeck, CriminalDeck};
use brook_city::content;
use serde_json::{Value, json};

use super::arena::{MAX_ROUNDS, Results, Times};
use super::pool::Job;

/// Where `difficulty --write true` keeps its journal, from the workspace root.
pub const JOURNAL: &str = "target/brook-city-difficulty.journal";

pub struct Journal {
    path: PathBuf,
    /// The games read back, by [`key`].
    done: BTreeMap<String, Results>,
    out: Mutex<File>,
}

impl Journal {
    /// Opens the journal at `path`, reading back the games it holds if it was written on what
    /// is played now, else starting it anew.
    pub fn open(path: &Path) -> Result<Journal, String> {
        let header = header();
        let contents = current_contents();
        let mut done = BTreeMap::new();
        if let Ok(f) = File::open(path) {
            let mut lines = BufReader::new(f).lines();
            let current = lines
                .next()
                .and_then(Result::ok)
                .and_then(|l| serde_json::from_str::<Value>(&l).ok())
                .is_some_and(|h| h == header);
            // A line cut short by a stop mid-write is not read; its game is played again.
            for line in lines.map_while(Result::ok).filter(|_| current) {
                if let Some((k, r)) = serde_json::from_str::<Value>(&line)
                    .ok()
                    .and_then(|v| Some((v["game"].as_str()?.to_owned(), results(&v["r"])?)))
                    .filter(|(k, _)| played_on(k, &contents))
                {
                    done.insert(k, r);
                }
            }
        }
        let out = rewrite(path, &header, &done)?;
        Ok(Journal {
            path: path.to_owned(),
            done,
            out: Mutex::new(out),
        })
    }

    /// The result of `job` if the journal holds its game.
    pub fn take(&mut self, job: &Job) -> Option<Results> {
        self.done.remove(&key(job))
    }

    /// How many games were read back and not yet taken.
    pub fn held(&self) -> usize {
        self.done.len()
    }

    /// Writes down a finished game at once, so that a stop loses at most the games being played.
    pub fn record(&self, job: &Job, r: &Results) -> Result<(), String> {
        let mut f = self.out.lock().unwrap_or_else(|p| p.into_inner());
        writeln!(f, "{}", line(&key(job), r))
            .and_then(|()| f.flush())
            .map_err(|e| format!("{}: {e}", self.path.display()))
    }

    /// The measure is written: the journal keeps only the games it held that this measure did
    /// not use (another measure's, stopped before), and is removed when there are none.
    pub fn finish(self) -> Result<(), String> {
        drop(self.out);
        if self.done.is_empty() {
            std::fs::remove_file(&self.path).map_err(|e| format!("{}: {e}", self.path.display()))
        } else {
            rewrite(&self.path, &header(), &self.done).map(drop)
        }
    }
}

/// Writes the journal anew (the header, then `done`'s games) and returns it open for more: a
/// line cut short by a stop is not left for the next game to be written after.
fn rewrite(path: &Path, header: &Value, done: &BTreeMap<String, Results>) -> Result<File, String> {
    let err = |e: std::io::Error| format!("{}: {e}", path.display());
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(err)?;
    }
    let mut text = format!("{header}\n");
    for (k, r) in done {
        text += &line(k, r);
        text.push('\n');
    }
    std::fs::write(path, text).map_err(err)?;
    OpenOptions::new().append(true).open(path).map_err(err)
}

fn line(key: &str, r: &Results) -> String {
    json!({ "game": key, "r": written(r) }).to_string()
}

/// What every game of a journal was played on.
fn header() -> Value {
    let bots: serde_json::Map<String, Value> = Level::ALL
        .iter()
        .map(|l| (l.name().to_owned(), json!(l.brook_city_stamp())))
        .collect();
    json!({
        "engine_version": brook_city::ENGINE_VERSION,
        "bots": bots,
        "max_rounds": MAX_ROUNDS,
    })
}

/// The content hash a game's key starts with: its pairing's, or with an Ally or Rival card the
/// whole box's (those cards are in no pairing's hash).
fn content_of(job: &Job) -> u64 {
    if job.allies.is_empty() {
        content::pairing_hash(job.criminal, job.case)
    } else {
        content::content_hash()
    }
}

/// The content hashes a game of today's cards is keyed by: every pairing's and the box's.
fn current_contents() -> Vec<u64> {
    let mut out = vec![content::content_hash()];
    for c in CriminalDeck::ALL {
        out.extend(CaseDeck::ALL.map(|k| content::pairing_hash(c, k)));
    }
    out
}

/// Whether a key read back was played on the cards of today (`current`, [`current_contents`]).
/// Any other is a game of cards since changed, dropped so that it is not kept forever.
fn played_on(key: &str, current: &[u64]) -> bool {
    key.split(' ')
        .next()
        .and_then(|h| u64::from_str_radix(h, 16).ok())
        .is_some_and(|h| current.contains(&h))
}

/// A game, by everything that decides it: the content it plays, the team, the decks, the
/// Ally/Rival cards, the seed.
fn key(job: &Job) -> String {
    let team: Vec<&str> = job.team.iter().map(|l| l.name()).collect();
    let allies: Vec<String> = job
        .allies
        .iter()
        .map(|a| format!("{}:{:?}:{}", a.card.key(), a.side, a.cop))
        .collect();
    format!(
        "{:016x} {} {} {} [{}] {}",
        content_of(job),
        job.criminal.key(),
        job.case.key(),
        team.join(","),
        allies.join(","),
        job.seed
    )
}

fn written(r: &Results) -> Value {
    let levels: serde_json::Map<String, Value> = r
        .levels
        .iter()
        .map(|(name, t)| {
            let t = json!({
                "millis": t.millis,
                "turn_millis": t.turn_millis,
                "iterations": t.iterations,
            });
            ((*name).to_owned(), t)
        })
        .collect();
    json!({
        "games": r.games,
        "wins": r.wins,
        "fired": r.fired,
        "influence": r.influence,
        "card_effect": r.card_effect,
        "stalled": r.stalled,
        "rounds": r.rounds,
        "max_rounds": r.max_rounds,
        "clues": r.clues,
        "suspect": r.suspect,
        "influence_share": r.influence_share,
        "stress_share": r.stress_share,
        "levels": levels,
    })
}

/// [`written`] read back; `None` for a line that does not hold a whole result.
fn results(v: &Value) -> Option<Results> {
    let n = |k: &str| v[k].as_u64();
    let x = |k: &str| v[k].as_f64();
    let mut levels = std::collections::BTreeMap::new();
    for (name, t) in v["levels"].as_object()? {
        let list =
            |k: &str| -> Option<Vec<f64>> { t[k].as_array()?.iter().map(Value::as_f64).collect() };
        let times = Times {
            millis: list("millis")?,
            turn_millis: list("turn_millis")?,
            iterations: t["iterations"].as_u64()?,
        };
        levels.insert(Level::parse(name)?.name(), times);
    }
    Some(Results {
        games: n("games")?,
        wins: n("wins")?,
        fired: n("fired")?,
        influence: n("influence")?,
        card_effect: n("card_effect")?,
        stalled: n("stalled")?,
        rounds: n("rounds")?,
        max_rounds: u16::try_from(n("max_rounds")?).ok()?,
        clues: x("clues")?,
        suspect: x("suspect")?,
        influence_share: x("influence_share")?,
        stress_share: x("stress_share")?,
        levels,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brook_city::pool::play_all;
    use brook_city::cards::{CaseDeck, CriminalDeck};

    /// Six quick games in two series.
    fn jobs() -> Vec<Job> {
        (0..6)
            .map(|g| Job {
                into: g % 2,
                team: vec![Level::Random],
                criminal: CriminalDeck::ALL[g % CriminalDeck::ALL.len()],
                case: CaseDeck::ALL[0],
                allies: Vec::new(),
                seed: 500 + g as u64,
                hard_budget: None,
            })
            .collect()
    }

    fn path(name: &str) -> PathBuf {
        std::env::temp_dir().join(format!("tabletop-{name}-{}.journal", std::process::id()))
    }

    /// A journal named `name`, started anew, holding the games of `jobs`.
    fn played(name: &str, jobs: &[Job]) -> PathBuf {
        let p = path(name);
        let _ = std::fs::remove_file(&p);
        let mut j = Journal::open(&p).expect("opened");
        play_all(jobs, 2, 1, Some(&mut j)).expect("played");
        p
    }

    /// What a series did, without the decision times (the clock's, not the games').
    fn outcome(r: &Results) -> Value {
        let mut v = written(r);
        for t in v["levels"]
            .as_object_mut()
            .into_iter()
            .flat_map(|m| m.values_mut())
        {
            t["millis"] = json!(t["millis"].as_array().map_or(0, Vec::len));
            t["turn_millis"] = json!(t["turn_millis"].as_array().map_or(0, Vec::len));
        }
        v
    }

    #[test]
    fn a_measure_stopped_part_way_is_taken_up_where_it_stopped() {
        let all = jobs();
        let whole = play_all(&all, 2, 1, None).expect("played");
        // The first measure stops after four games, cut off while writing a fifth line.
        let p = played("stopped", &all[..4]);
        let mut f = OpenOptions::new().append(true).open(&p).expect("open");
        write!(f, "{{\"game\": \"firebug").expect("written");
        drop(f);
        let mut j = Journal::open(&p).expect("opened");
        assert_eq!(j.held(), 4, "the four finished games are read back");
        let taken_up = play_all(&all, 2, 1, Some(&mut j)).expect("played");
        assert_eq!(j.held(), 0, "every game read back is used");
        for (a, b) in whole.iter().zip(&taken_up) {
            assert_eq!(outcome(a), outcome(b));
        }
        assert_eq!(taken_up.iter().map(|r| r.games).sum::<u64>(), 6);
        drop(j);
        // Only the two games left were played: the header and six games, the cut line gone.
        let text = std::fs::read_to_string(&p).expect("read");
        assert_eq!(text.lines().count(), 7, "{text}");
        let again = Journal::open(&p).expect("opened");
        assert_eq!(again.held(), 6);
        // Finished without using them (another measure's), its games are kept.
        again.finish().expect("finished");
        assert_eq!(Journal::open(&p).expect("opened").held(), 6);
        let _ = std::fs::remove_file(&p);
    }

    #[test]
    fn a_journal_of_other_bots_or_cards_is_started_anew() {
        let all = jobs();
        let p = played("other", &all[..2]);
        let text = std::fs::read_to_string(&p).expect("read");
        let (_, games) = text.split_once('\n').expect("a header");
        let mut other = header();
        other["bots"]["hard"] = json!("search: 1 iteration");
        std::fs::write(&p, format!("{other}\n{games}")).expect("written");
        let j = Journal::open(&p).expect("opened");
        assert_eq!(j.held(), 0);
        let first = std::fs::read_to_string(&p).expect("read");
        assert_eq!(first.lines().next(), Some(header().to_string().as_str()));
        j.finish().expect("finished");
        assert!(!p.exists(), "a journal with nothing left is removed");
    }

    /// A game keyed by a content hash of no pairing of today (its cards changed since) is not
    /// read back, and is dropped; the other games are. Seen failing with every game read back
    /// whatever its hash.
    #[test]
    fn a_game_of_changed_cards_is_played_again_and_the_rest_read_back() {
        let all = jobs();
        let p = played("changed", &all[..2]);
        // The first game as if played before a card of its pairing changed.
        let text = std::fs::read_to_string(&p).expect("read");
        let stale = format!("{:016x}", content_of(&all[0]));
        assert!(text.contains(&stale), "the key names the pairing's content");
        let text = text.replacen(&stale, "00000000000000aa", 1);
        std::fs::write(&p, text).expect("written");
        let mut j = Journal::open(&p).expect("opened");
        assert_eq!(j.held(), 1, "only the unchanged game is read back");
        assert!(j.take(&all[0]).is_none(), "the changed one is played again");
        assert!(j.take(&all[1]).is_some());
        drop(j);
        let lines = std::fs::read_to_string(&p).expect("read").lines().count();
        assert_eq!(lines, 2, "the header and the unchanged game");
        let _ = std::fs::remove_file(&p);
    }

    #[test]
    fn a_used_journal_is_removed_once_the_measure_is_written() {
        let all = jobs();
        let p = played("used", &all);
        let mut j = Journal::open(&p).expect("opened");
        play_all(&all, 2, 1, Some(&mut j)).expect("played");
        j.finish().expect("finished");
        assert!(!p.exists());
    }
}
