//! Seeded bot games shared out over worker threads, for the measures of `difficulty`.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use bots::Level;
use brook_city::AllyPick;
use brook_city::cards::{CaseDeck, CriminalDeck};

use super::arena::{MAX_ROUNDS, Results, play_game};

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
    let start = Instant::now();
    let finished = AtomicUsize::new(0);
    let games = crate::workers::each(jobs.len(), threads, |k| {
        let j = &jobs[k];
        let mut r = Results::default();
        play_game(j, &mut r, false, MAX_ROUNDS)?;
        let done = finished.fetch_add(1, Ordering::Relaxed) + 1;
        if done.is_multiple_of(20) || done == jobs.len() {
            eprintln!(
                "{done} of {} games ({:.0}s)",
                jobs.len(),
                start.elapsed().as_secs_f64()
            );
        }
        Ok(r)
    })?;
    let mut results: Vec<Results> = (0..series).map(|_| Results::default()).collect();
    for (k, (j, r)) in jobs.iter().zip(games).enumerate() {
        results
            .get_mut(j.into)
            .ok_or_else(|| format!("game {k} adds to series {} of {series}", j.into))?
            .absorb(r);
    }
    Ok(results)
}
