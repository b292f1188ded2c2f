//! Seeded bot games shared out over worker threads, for the measures of `difficulty`.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use bots::{Budget, Level};
use brook_city::AllyPick;
use brook_city::cards::{CaseDeck, CriminalDeck};

use super::arena::{MAX_ROUNDS, Results, play_game};
use super::journal::Journal;

/// One game to play, and the series (`into`) its result adds to.
pub struct Job {
    pub into: usize,
    pub team: Vec<Level>,
    pub criminal: CriminalDeck,
    pub case: CaseDeck,
    pub allies: Vec<AllyPick>,
    pub seed: u64,
    /// A trial budget for the Hard cops (`tabletop arena --hard-iterations`); `None`: Hard's own.
    pub hard_budget: Option<Budget>,
}

/// Plays every job on `threads` threads (0: one per core), in the order given (put the slowest
/// first so the threads finish together), and returns `series` results, one per `into`. A game
/// the `journal` holds is read back instead of played; each game played is written to it.
pub fn play_all(
    jobs: &[Job],
    series: usize,
    threads: u64,
    mut journal: Option<&mut Journal>,
) -> Result<Vec<Results>, String> {
    let start = Instant::now();
    let mut games: Vec<Option<Results>> = jobs
        .iter()
        .map(|j| journal.as_deref_mut().and_then(|f| f.take(j)))
        .collect();
    let todo: Vec<usize> = (0..jobs.len()).filter(|&k| games[k].is_none()).collect();
    if todo.len() < jobs.len() {
        eprintln!(
            "{} of {} games read back from the journal",
            jobs.len() - todo.len(),
            jobs.len()
        );
    }
    let journal = journal.as_deref();
    let finished = AtomicUsize::new(0);
    let played = crate::workers::each(todo.len(), threads, |i| {
        let j = &jobs[todo[i]];
        let mut r = Results::default();
        play_game(j, &mut r, false, MAX_ROUNDS)?;
        if let Some(f) = journal {
            f.record(j, &r)?;
        }
        let done = finished.fetch_add(1, Ordering::Relaxed) + 1;
        if done.is_multiple_of(20) || done == todo.len() {
            eprintln!(
                "{done} of {} games ({:.0}s)",
                todo.len(),
                start.elapsed().as_secs_f64()
            );
        }
        Ok(r)
    })?;
    for (&k, r) in todo.iter().zip(played) {
        games[k] = Some(r);
    }
    let mut results: Vec<Results> = (0..series).map(|_| Results::default()).collect();
    // In the jobs' order, read back or played, so the sums are the same either way.
    for (k, (j, r)) in jobs.iter().zip(games).enumerate() {
        let r = r.ok_or_else(|| format!("game {k} was not played"))?;
        results
            .get_mut(j.into)
            .ok_or_else(|| format!("game {k} adds to series {} of {series}", j.into))?
            .absorb(r);
    }
    Ok(results)
}
