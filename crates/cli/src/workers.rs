//! Work shared out over threads (any game's seeded matches, each independent of the others),
//! and the interval their win rates are given with.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The threads `threads` asks for: 0 is one per core.
pub fn count(threads: u64) -> usize {
    match threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n as usize,
    }
}

/// `work(k)` for every `k` in `0..jobs`, on [`count`]`(threads)` threads taking the next `k`
/// in turn; the results in the order of `k`, whatever the threads, or the first error met.
pub fn each<T: Send>(
    jobs: usize,
    threads: u64,
    work: impl Fn(usize) -> Result<T, String> + Sync,
) -> Result<Vec<T>, String> {
    let done: Mutex<Vec<Option<T>>> = Mutex::new((0..jobs).map(|_| None).collect());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..count(threads).clamp(1, jobs.max(1)) {
            s.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= jobs || failure.lock().map_or(true, |f| f.is_some()) {
                        break;
                    }
                    match work(k) {
                        Ok(t) => {
                            if let Some(slot) =
                                done.lock().unwrap_or_else(|p| p.into_inner()).get_mut(k)
                            {
                                *slot = Some(t);
                            }
                        }
                        Err(e) => {
                            failure
                                .lock()
                                .unwrap_or_else(|p| p.into_inner())
                                .get_or_insert(e);
                        }
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(e);
    }
    done.into_inner()
        .unwrap_or_else(|p| p.into_inner())
        .into_iter()
        .enumerate()
        .map(|(k, t)| t.ok_or_else(|| format!("job {k} was not run")))
        .collect()
}

/// Wilson's 95% interval of a win rate: `wins` (a tie shares a win) out of `games`.
pub fn wilson(wins: f64, games: u64) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    let (n, z) = (games as f64, 1.96f64);
    let p = (wins / n).clamp(0.0, 1.0);
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let denom = 1.0 + z * z / n;
    (
        ((centre - spread) / denom).max(0.0),
        ((centre + spread) / denom).min(1.0),
    )
}

#[cfg(test)]
mod tests {
    /// Results come back in job order on any number of threads, and an error stops the run.
    #[test]
    fn results_keep_job_order_and_errors_stop_the_run() {
        for threads in [1, 2, 3, 8] {
            let squares = super::each(20, threads, |k| Ok(k * k));
            assert_eq!(squares, Ok((0..20).map(|k| k * k).collect::<Vec<_>>()));
        }
        let failed = super::each(20, 2, |k| if k == 7 { Err("seven".into()) } else { Ok(k) });
        assert_eq!(failed, Err("seven".to_string()));
    }
}
