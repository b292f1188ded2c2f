//! The hot path allocates nothing: in seeded random games, `legal_choices` into a reused buffer
//! and `apply_into` a reused event buffer make no heap allocation once the buffers have grown.
//! Counted with a counting allocator (this test binary only).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use brook_city::{Config, GameState};

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

struct Counts {
    steps: u64,
    legal: u64,
    apply: u64,
}

fn play(games: u64) -> Counts {
    let mut c = Counts {
        steps: 0,
        legal: 0,
        apply: 0,
    };
    // The card tables are built once, on first use.
    let _ = brook_city::cards::node_count();
    let _ = brook_city::cards::trigger_moments(0, false);
    // Buffers grown once, as a bot or the app would keep them.
    let mut choices = Vec::with_capacity(1024);
    let mut events = Vec::with_capacity(1024);
    for seed in 0..games {
        let config = Config {
            // Every cop deck, criminal and case in turn.
            cops: (0..1 + seed % 4)
                .map(|i| CopDeck::ALL[((seed + i) % CopDeck::ALL.len() as u64) as usize])
                .collect(),
            criminal: CriminalDeck::ALL[(seed % 3) as usize],
            case: CaseDeck::ALL[((seed / 3) % 3) as usize],
            open_hands: false,
            allies: Vec::new(),
        };
        let mut g = GameState::new(config, seed).expect("setup");
        let mut x = seed;
        while !g.is_over() {
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
    let c = play(200);
    eprintln!(
        "{} steps: {} allocations in legal_choices, {} in apply_into",
        c.steps, c.legal, c.apply
    );
    assert_eq!(c.legal, 0, "legal_choices allocated");
    assert_eq!(c.apply, 0, "apply_into allocated");
}
