//! Every effect node of every card, numbered once (cards in table order, each side's abilities
//! in order, each tree depth first). A task in the middle of an effect names its node by this
//! number, so the agenda stays plain data that clones, serialises and replays.
//!
//! Architecture Invariant: a number depends only on the card data, never on addresses. Equal
//! effects share one number (the first place the value appears), because the compiler may or
//! may not merge equal constants into one address, differently on another platform or version;
//! numbering by address would then change what a saved number means.

use std::collections::HashMap;

use super::{Effect, cards, visit};

struct Nodes {
    list: Vec<&'static Effect>,
    /// By address, for the hot path (filled for every address that holds a card's effect).
    index: HashMap<usize, u32>,
}

fn nodes() -> &'static Nodes {
    static N: std::sync::OnceLock<Nodes> = std::sync::OnceLock::new();
    N.get_or_init(|| {
        let mut n = Nodes {
            list: Vec::new(),
            index: HashMap::new(),
        };
        let mut by_value: HashMap<Effect, u32> = HashMap::new();
        for c in cards() {
            for side in [Some(&c.front), c.back.as_ref()].into_iter().flatten() {
                for a in side.abilities {
                    visit(&a.effect, &mut |e| {
                        let next = n.list.len() as u32;
                        let i = *by_value.entry(*e).or_insert(next);
                        if i == next {
                            n.list.push(e);
                        }
                        n.index.insert(e as *const Effect as usize, i);
                    });
                }
            }
        }
        n
    })
}

/// The effect numbered `i` (a harmless empty sequence for a number no card has).
pub fn node(i: u32) -> &'static Effect {
    const NOTHING: Effect = Effect::Seq(&[]);
    nodes().list.get(i as usize).copied().unwrap_or(&NOTHING)
}

/// The number of an effect printed on a card.
pub fn index_of(e: &'static Effect) -> u32 {
    nodes()
        .index
        .get(&(e as *const Effect as usize))
        .copied()
        .unwrap_or(u32::MAX)
}

pub fn count() -> usize {
    nodes().list.len()
}
