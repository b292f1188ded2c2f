//! The hot path allocates nothing: in seeded random 2-5 player games, `legal_choices` into a
//! reused buffer and `apply_into` a reused event buffer make no heap allocation once this
//! thread's route search has made its buffers and memo and seen the graphs of its first games.
//! Counted with a counting allocator (this test binary only).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use escape_plan::{Config, GameState};

struct Counting;

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

#[global_allocator]
static COUNTING: Counting = Counting;

fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

/// SplitMix64 picks the choices.
fn next(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[derive(Default)]
struct Counts {
    steps: u64,
    legal: u64,
    apply: u64,
}

fn play(seeds: std::ops::Range<u64>) -> Counts {
    let mut c = Counts::default();
    // Buffers grown once, as a bot or the app would keep them.
    let mut choices = Vec::with_capacity(4096);
    let mut events = Vec::with_capacity(1024);
    for seed in seeds {
        let config = Config {
            players: 2 + (seed % 4) as u8,
        };
        let mut g = GameState::new(config, seed).expect("setup");
        let mut x = seed;
        while g.decider().seat().is_some() {
            let before = allocations();
            g.legal_choices(&mut choices);
            c.legal += allocations() - before;
            let pick = choices[(next(&mut x) % choices.len() as u64) as usize];
            events.clear();
            let before = allocations();
            g.apply_into(&pick, &mut events).expect("a legal choice");
            c.apply += allocations() - before;
            c.steps += 1;
        }
    }
    c
}

#[test]
fn legal_choices_and_apply_allocate_nothing() {
    // The route search's per-thread buffers, memo slots and graph cache are made in the
    // first games, then reused.
    let _ = play(1000..1020);
    let c = play(0..200);
    eprintln!(
        "{} steps: {} allocations in legal_choices, {} in apply_into",
        c.steps, c.legal, c.apply
    );
    assert_eq!(c.legal, 0, "legal_choices allocated");
    assert_eq!(c.apply, 0, "apply_into allocated");
}
