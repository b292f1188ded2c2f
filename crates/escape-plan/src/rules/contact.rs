//! "Taking Contact Cards": choose a display card, then return it to the box, put it on the
//! leftmost empty Contact space, or replace a card you hold (+1 Notoriety); refill the display.

use crate::choice::{Choice, ContactPlacement};
use crate::event::Event;
use crate::player::ContactSlot;
use crate::state::GameState;

pub(super) fn choices(g: &GameState, seat: u8, out: &mut Vec<Choice>) {
    let p = &g.players[seat as usize];
    let leftmost = p.leftmost_empty_contact().is_some();
    for (i, card) in g.contact_display.iter().enumerate() {
        if card.is_none() {
            continue;
        }
        let display = i as u8;
        out.push(Choice::TakeContact {
            display,
            placement: ContactPlacement::Discard,
        });
        if leftmost {
            out.push(Choice::TakeContact {
                display,
                placement: ContactPlacement::Leftmost,
            });
        }
        for (slot, c) in p.contacts.iter().enumerate() {
            if matches!(c, ContactSlot::Card { .. }) && !p.cuffed[slot] {
                out.push(Choice::TakeContact {
                    display,
                    placement: ContactPlacement::Replace { slot: slot as u8 },
                });
            }
        }
    }
}

pub(super) fn resolve(g: &mut GameState, seat: u8, c: Choice, ev: &mut Vec<Event>) {
    let Choice::TakeContact { display, placement } = c else {
        return;
    };
    let Some(card) = g.contact_display[display as usize].take() else {
        return;
    };
    ev.push(Event::ContactTaken {
        seat,
        card,
        placement,
    });
    let p = &mut g.players[seat as usize];
    let new = ContactSlot::Card {
        id: card,
        face_up: true,
    };
    match placement {
        ContactPlacement::Discard => g.contacts_boxed += 1,
        ContactPlacement::Leftmost => {
            if let Some(i) = p.leftmost_empty_contact() {
                p.contacts[i] = new;
            }
        }
        ContactPlacement::Replace { slot } => {
            p.contacts[slot as usize] = new;
            p.gain_notoriety();
            g.contacts_boxed += 1;
        }
    }
    g.contact_display[display as usize] = None;
    refill_display(g);
}

/// Refill the display from the deck. With 3-5 players a new card takes the empty place; in a
/// 2-player game the cards slide right and new cards come in from the left ("Only 2 Player").
pub(super) fn refill_display(g: &mut GameState) {
    if g.config.players == 2 {
        // The cards slide right in place, keeping their order; `gaps` places open at the left.
        let d = &mut g.contact_display;
        let mut gaps = d.len();
        for i in (0..d.len()).rev() {
            if let Some(card) = d[i] {
                gaps -= 1;
                d[i] = None;
                d[gaps] = Some(card);
            }
        }
        for slot in (0..gaps).rev() {
            g.contact_display[slot] = g.contact_deck.pop();
        }
    } else {
        for slot in g.contact_display.iter_mut() {
            if slot.is_none() {
                *slot = g.contact_deck.pop();
            }
        }
    }
}
