//! Seeded bot games shared out over worker threads, for the measures of `difficulty`.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use bots::Level;
use brook_city::AllyPick;
use brook_city::cards::{CaseDeck, CriminalDeck};

use super::arena::{Results, play_game};

/// One game to play, and the series (`into`) its result adds to.
pub struct Job {
    pub into: usize,
    pub team: Vec<Level>,
    pub criminal: CriminalDeck,
    pub case: CaseDeck,
    pub allies: Vec<AllyPick>,
    pub seed: u64,
}

/// Plays every job on `threads` threads (0: one per core), in the order given (put the slowest
/// first so the threads finish together), and returns `series` results, one per `into`.
pub fn play_all(jobs: &[Job], series: usize, threads: u64) -> Result<Vec<Results>, String> {
    let threads = match threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n as usize,
    };
    let results: Vec<Mutex<Results>> = (0..series).map(|_| Mutex::default()).collect();
    let next = AtomicUsize::new(0);
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(j) = jobs.get(k) else { break };
                    let mut r = Results::default();
                    let played = play_game(
                        &j.team, j.criminal, j.case, &j.allies, j.seed, &mut r, false,
                    );
                    let slot = results.get(j.into);
                    match (played, slot) {
                        (Ok(()), Some(slot)) => {
                            slot.lock().unwrap_or_else(|p| p.into_inner()).absorb(r)
                        }
                        (Err(e), _) => {
                            *failure.lock().unwrap_or_else(|p| p.into_inner()) = Some(e);
                            break;
                        }
                        (Ok(()), None) => {
                            *failure.lock().unwrap_or_else(|p| p.into_inner()) =
                                Some(format!("game {k} adds to series {} of {series}", j.into));
                            break;
                        }
                    }
                    if (k + 1).is_multiple_of(20) || k + 1 == jobs.len() {
                        eprintln!(
                            "{} of {} games ({:.0}s)",
                            k + 1,
                            jobs.len(),
                            start.elapsed().as_secs_f64()
                        );
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(e);
    }
    Ok(results
        .into_iter()
        .map(|m| m.into_inner().unwrap_or_else(|p| p.into_inner()))
        .collect())
}
