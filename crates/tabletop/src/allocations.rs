//! Counting heap allocations, for the tests that check a game's hot path allocates nothing.
//! The test binary installs the allocator itself:
//! `#[global_allocator] static COUNTING: Counting = Counting;`, then plays games through
//! [`count_hot_path`] (or reads [`allocations`] around the calls it checks).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use crate::Game;

/// The system allocator, counting this thread's allocations and reallocations.
pub struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: every call is passed unchanged to `System`, which upholds `GlobalAlloc`'s contract;
// the only addition is a thread-local counter increment, which neither allocates nor touches
// the memory being managed.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        // SAFETY: same layout contract as our caller's.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` was allocated by `System` with `layout` (every allocation goes there).
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        // SAFETY: as for `dealloc`, and `new_size` is our caller's, under the same contract.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// This thread's allocations so far (only counted where [`Counting`] is the global allocator).
pub fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

/// What [`count_hot_path`] counted.
#[derive(Clone, Copy, Debug, Default)]
pub struct HotPath {
    pub steps: u64,
    /// Allocations in `legal_choices`, into a list reused from step to step.
    pub legal: u64,
    /// Allocations in `apply_into`, into an event buffer reused from step to step.
    pub apply: u64,
}

/// Plays each game to its end, each step a choice picked from its seed by [`crate::splitmix`], and
/// counts this thread's allocations in [`Game::legal_choices`] and [`Game::apply_into`]
/// (setting a game up is not counted). The two buffers start with room, as a bot's or the
/// app's would once grown. Counts nothing unless [`Counting`] is the global allocator.
pub fn count_hot_path<G: Game>(games: impl IntoIterator<Item = (u64, G)>) -> HotPath {
    let mut c = HotPath::default();
    let mut choices = Vec::with_capacity(4096);
    let mut events = Vec::with_capacity(1024);
    for (seed, mut g) in games {
        let mut x = seed;
        while !g.is_over() {
            let before = allocations();
            g.legal_choices(&mut choices);
            c.legal += allocations() - before;
            let Some(pick) = choices
                .get((crate::splitmix(&mut x) % choices.len().max(1) as u64) as usize)
                .cloned()
            else {
                break;
            };
            events.clear();
            let before = allocations();
            let applied = g.apply_into(&pick, &mut events);
            c.apply += allocations() - before;
            assert!(applied.is_ok(), "seed {seed}: a legal choice was refused");
            c.steps += 1;
        }
    }
    c
}
