//! "Only 2 Player": Sandra, the Police Inspector. She never decides: her turns, her cards and
//! her Notoriety run automatically from the shuffled Inspector deck.

use crate::data::board::{NOTORIETY_TOP, THRESHOLDS, business_closes_after};
use crate::data::cards::{CONTACTS, ContactKind, INSPECTOR, InspectorCard, store_lockers};
use crate::data::tiles::Site;
use crate::event::Event;
use crate::hex::{self, topology};
use crate::ids::{Part, Store};
use crate::state::{GameState, Inspector, SANDRA};
use crate::task::Task;

/// Sandra's part of the day: always in the Morning, Afternoon and Evening; at Night and Dawn
/// only with an Extra Action disc, which she always uses.
pub(crate) fn take_part(g: &mut GameState, part: Part, ev: &mut Vec<Event>) {
    let Some(i) = g.inspector.as_mut() else {
        return;
    };
    if part.is_optional() {
        if i.discs == 0 {
            return;
        }
        i.discs -= 1;
        g.disc_supply += 1;
    }
    turn(g, ev);
}

/// The Location a card names, if it is in the city now (Exits only when closed).
fn target(g: &GameState, card: InspectorCard) -> Option<u8> {
    let placed = |l: u8| {
        g.city.placed[topology().locations[l as usize].tile as usize]
            .is_some()
            .then_some(l)
    };
    match card {
        InspectorCard::Business(b) => g.businesses[b.index()].location,
        InspectorCard::SafeHouse(h) => g.safe_houses[h.index()].location,
        InspectorCard::Store(s) => hex::location_of_site(Site::Store(s)).and_then(placed),
        InspectorCard::Exit(e) if g.patrol[e.index()] >= 2 => {
            hex::location_of_site(Site::Exit(e)).and_then(placed)
        }
        InspectorCard::Exit(_) => None,
    }
}

/// "Sandra's Turn": Travel (reveal until a card names a Location in the city; unlimited MP),
/// no Avoid, Visit (Notoriety per player there, then the card).
fn turn(g: &mut GameState, ev: &mut Vec<Event>) {
    let Some(mut deck) = g.inspector.as_mut().map(|i| std::mem::take(&mut i.deck)) else {
        return;
    };
    // Cards are revealed from the top (the end) until one names a Location in the city.
    let revealed =
        deck.iter().enumerate().rev().find_map(|(k, &c)| {
            target(g, INSPECTOR[c as usize % INSPECTOR.len()]).map(|l| (k, c, l))
        });
    // The cards above it were skipped: back into the deck in the order they were revealed,
    // then it is shuffled.
    let skipped_from = revealed.map_or(0, |(k, _, _)| k);
    if revealed.is_some() {
        deck.remove(skipped_from);
    }
    if let Some(skipped) = deck.get_mut(skipped_from..) {
        skipped.reverse();
    }
    let found = revealed.map(|(_, c, l)| (c, l));
    g.shuffle(&mut deck);
    let Some(i) = g.inspector.as_mut() else {
        return;
    };
    i.deck = deck;
    // Ruling: with no card naming a Location in the city, she stays where she is.
    let Some((card, location)) = found else {
        return;
    };
    i.location = location;
    i.used.push(card);
    ev.push(Event::SandraMoved { location });
    let players_here = g
        .players
        .iter()
        .filter(|p| p.location == Some(location))
        .count();
    for _ in 0..players_here {
        with_sandra(g, Inspector::gain_notoriety);
    }
    let card = INSPECTOR[card as usize % INSPECTOR.len()];
    ev.push(Event::SandraCard { card });
    resolve_card(g, card, ev);
}

/// Applies `f` to Sandra (every caller runs only in a 2-player game, where she exists).
fn with_sandra<T: Default>(g: &mut GameState, f: impl FnOnce(&mut Inspector) -> T) -> T {
    g.inspector.as_mut().map(f).unwrap_or_default()
}

/// "Sandra's Cards".
fn resolve_card(g: &mut GameState, card: InspectorCard, ev: &mut Vec<Event>) {
    match card {
        InspectorCard::Business(b) => {
            with_sandra(g, Inspector::gain_notoriety);
            let state = &mut g.businesses[b.index()];
            state.visits += 1;
            if !state.closed && state.visits >= business_closes_after(g.config.players) {
                state.closed = true;
                ev.push(Event::BusinessClosed { business: b });
            }
            with_sandra(g, |s| {
                s.cubes += 1;
                s.visited_businesses |= 1 << b.index();
            });
            discard_rightmost_contacts(g, ev);
            let group = b.group();
            let mask = 0b111 << (3 * group);
            let bonus = with_sandra(g, |s| {
                let first = s.visited_businesses & mask == mask && s.bonuses & (1 << group) == 0;
                if first {
                    s.bonuses |= 1 << group;
                }
                first
            });
            if bonus {
                give_disc(g, ev);
            }
        }
        InspectorCard::SafeHouse(h) => {
            with_sandra(g, Inspector::lose_notoriety);
            g.safe_houses[h.index()].visits += 1;
            with_sandra(g, |s| {
                s.cubes += 1;
                s.visited_safe_houses |= 1 << h.index();
            });
            let keys = g.safe_houses[h.index()].keys.len();
            if keys > 0 {
                let k = g.roll(keys);
                g.safe_houses[h.index()].keys.remove(k);
                g.keys_boxed += 1;
            }
            if !g.fixers.is_empty() {
                let f = g.roll(g.fixers.len());
                g.fixers.remove(f);
                g.boxed_tiles.fixers += 1;
            }
            let bonus = with_sandra(g, |s| {
                let first = s.visited_safe_houses == 0b111 && s.bonuses & 0b100 == 0;
                if first {
                    s.bonuses |= 0b100;
                }
                first
            });
            if bonus {
                give_disc(g, ev);
            }
        }
        InspectorCard::Store(store) => {
            if matches!(store, Store::A | Store::C) {
                with_sandra(g, Inspector::gain_notoriety);
            } else {
                with_sandra(g, Inspector::lose_notoriety);
            }
            for color in store_lockers(store) {
                let n = g.lockers[color.index()].len();
                if n > 0 {
                    let k = g.roll(n);
                    g.lockers[color.index()].remove(k);
                    g.boxed_tiles.lockers += 1;
                }
            }
            discard_rightmost_contacts(g, ev);
        }
        InspectorCard::Exit(e) => {
            with_sandra(g, Inspector::lose_notoriety);
            if let Some(stack) = g.exit_stack_of[e.index()] {
                let n = g.exit_stacks[stack as usize].len();
                if n > 0 {
                    let k = g.roll(n);
                    g.exit_stacks[stack as usize].remove(k);
                    g.boxed_tiles.exit_tiles += 1;
                }
            }
            discard_rightmost_contacts(g, ev);
        }
    }
}

fn give_disc(g: &mut GameState, ev: &mut Vec<Event>) {
    if g.disc_supply > 0 {
        g.disc_supply -= 1;
        with_sandra(g, |s| s.discs += 1);
        ev.push(Event::ExtraActionDiscTaken { seat: SANDRA });
    }
}

/// The 2 rightmost Contact cards of the display go back to the box; a card that gives an Extra
/// Action disc (the Fixer) gives Sandra that disc. The display then slides right and refills.
fn discard_rightmost_contacts(g: &mut GameState, ev: &mut Vec<Event>) {
    let mut discarded = 0;
    for slot in (0..g.contact_display.len()).rev() {
        if discarded == 2 {
            break;
        }
        if let Some(card) = g.contact_display[slot].take() {
            discarded += 1;
            g.contacts_boxed += 1;
            if CONTACTS[card as usize % CONTACTS.len()].kind == ContactKind::Fixer {
                give_disc(g, ev);
            }
        }
    }
    super::contact::refill_display(g);
}

/// "Adjusting Sandra's Notoriety": cubes above move her up, below move her down; each
/// threshold line crossed upwards makes every player with less Notoriety move an officer
/// toward her.
pub(super) fn adjust_notoriety(g: &mut GameState, ev: &mut Vec<Event>) {
    let Some(s) = g.inspector.as_mut() else {
        return;
    };
    let delta = s.red as i16 - s.blue as i16;
    s.red = 0;
    s.blue = 0;
    if delta == 0 {
        return;
    }
    let from = s.notoriety;
    let to = (from as i16 + delta).clamp(0, NOTORIETY_TOP as i16) as u8;
    s.notoriety = to;
    ev.push(Event::NotorietyMoved {
        seat: SANDRA,
        from,
        to,
    });
    let toward = g.sandra_space().unwrap_or(0);
    let mark = g.queue_mark();
    for (line, &row) in THRESHOLDS.iter().enumerate() {
        if from < row && to >= row {
            ev.push(Event::ThresholdCrossed {
                seat: SANDRA,
                line: line as u8,
            });
            g.queue(Task::PoliceMoves {
                crosser: SANDRA,
                toward,
                idx: 0,
            });
        }
    }
    g.queued_from(mark);
}
