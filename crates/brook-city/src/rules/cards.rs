//! Cards moving between zones: drawing (reshuffling an empty deck: "Running Out of Cards in a
//! Deck"), discarding (with what is attached), control, what is in play, and the targets near a
//! cop.

use super::Flow;
use crate::board::{board, distance};
use crate::cards::{Deck, Kind};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::{CardRef, Cop, Space};
use crate::state::{Figure, GameState, Marker, Pile, Position};
use crate::task::{Surplus, Task};

/// Who controls a card in play ("Attaching Cards and Card Control").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Controller {
    Cop(Cop),
    Criminal,
    Case,
}

/// The cop whose deck a cop card comes from.
pub fn owner(g: &GameState, card: CardRef) -> Option<Cop> {
    match g.def(card).deck {
        Deck::Cop(d) => g.cops.iter().position(|c| c.deck_id == d).map(|i| i as Cop),
        _ => None,
    }
}

pub use super::in_play::in_play;

/// Where a card's figure or token stands, if it has one on the board.
pub fn component_space(g: &GameState, card: CardRef) -> Option<Space> {
    match g.def(card).kind {
        Kind::Suspect => g.space_of(Figure::Suspect { card }),
        Kind::Crime => g.space_of(Figure::Crew { card }),
        Kind::Vehicle { .. } => g.space_of(Figure::Vehicle { card }),
        _ => g.markers.iter().find_map(|&(s, m)| match m {
            Marker::Clue { card: c, .. }
            | Marker::Asset { card: c }
            | Marker::Hacking { card: c }
            | Marker::Rival { card: c }
                if c == card =>
            {
                Some(s)
            }
            _ => None,
        }),
    }
}

/// "A figure is near or nearby a game element if they are in a space adjacent to that element
/// or in the same space."
pub fn is_near(g: &GameState, cop: Cop, card: CardRef) -> bool {
    match (g.cop_space(cop), component_space(g, card)) {
        (Some(a), Some(b)) => distance(a, b) <= 1,
        _ => false,
    }
}

/// Cards in play that can be encountered (they have resistances).
pub fn targets(g: &GameState) -> impl Iterator<Item = CardRef> + '_ {
    in_play(g)
        .map(|(c, _)| c)
        .filter(|&c| g.side(c).is_target() && !matches!(g.def(c).kind, Kind::CopId { .. }))
}

/// The targets near a cop, in play order.
pub fn near_targets(g: &GameState, cop: Cop) -> Vec<CardRef> {
    targets_near(g, cop).collect()
}

/// [`near_targets`] without collecting them.
pub(crate) fn targets_near(g: &GameState, cop: Cop) -> impl Iterator<Item = CardRef> + '_ {
    targets(g).filter(move |&c| is_near(g, cop, c))
}

/// Removes a card from whatever zone holds it.
pub(crate) fn take_out(g: &mut GameState, card: CardRef) {
    let rm = |v: &mut Vec<CardRef>| v.retain(|&c| c != card);
    for c in &mut g.cops {
        rm(&mut c.hand);
        rm(&mut c.known);
        rm(&mut c.pile.deck);
        rm(&mut c.pile.discard);
        rm(&mut c.play);
        rm(&mut c.crime);
        if c.vehicle == Some(card) {
            c.vehicle = None;
        }
        if c.lead == Some(card) {
            c.lead = None;
        }
    }
    for p in [&mut g.criminal, &mut g.case, &mut g.leads, &mut g.vehicles] {
        // The card under a revealed top is nobody's to know.
        if p.deck.last() == Some(&card) {
            p.top_known = false;
        }
        rm(&mut p.deck);
        rm(&mut p.discard);
    }
    rm(&mut g.criminal_area);
    rm(&mut g.resolving);
    rm(&mut g.case_area);
    rm(&mut g.specials);
    if g.active_lead == Some(card) {
        g.active_lead = None;
    }
    g.figures.retain(
        |(_, f)| !matches!(f, Figure::Crew { card: c } | Figure::Vehicle { card: c } if *c == card),
    );
    g.markers.retain(|(_, m)| {
        !matches!(m, Marker::Clue { card: c, .. } | Marker::Asset { card: c } | Marker::Hacking { card: c } | Marker::Rival { card: c } if *c == card)
    });
    g.cards[card as usize].attached_to = None;
}

/// The discard pile a card goes to (Special vehicles are set aside instead).
fn pile_of(g: &mut GameState, card: CardRef) -> Option<&mut Vec<CardRef>> {
    let def = g.def(card);
    Some(match def.deck {
        Deck::Cop(_) => {
            let cop = owner(g, card)?;
            &mut g.cops[cop as usize].pile.discard
        }
        Deck::Criminal(_) => &mut g.criminal.discard,
        Deck::Case(_) => &mut g.case.discard,
        Deck::Leads => &mut g.leads.discard,
        // Ally/Rival cards have no pile: leaving play, they leave the game.
        Deck::AlliesRivals => return None,
        Deck::Vehicles => match def.kind {
            Kind::Vehicle { home: Some(_), .. } => &mut g.specials,
            _ => &mut g.vehicles.discard,
        },
    })
}

/// Discards a card and everything attached to it ("When a card is removed from play, all cards
/// attached to that card are also removed"). Tokens on it return to the supply.
pub(crate) fn discard(g: &mut GameState, card: CardRef, ev: &mut Vec<Event>) {
    while let Some(a) =
        (0..g.cards.len() as CardRef).find(|&c| g.cards[c as usize].attached_to == Some(card))
    {
        discard(g, a, ev);
    }
    // "When a Crime card is busted, the crew figure is also discarded from the board": however
    // the card leaves, its figure goes with it.
    if g.space_of(Figure::Crew { card }).is_some() {
        ev.push(Event::CrewRemoved { card });
    }
    take_out(g, card);
    let st = &mut g.cards[card as usize];
    st.progress = 0;
    st.influence = 0;
    st.exhausted = false;
    st.flipped = false;
    match pile_of(g, card) {
        Some(p) => {
            p.push(card);
            ev.push(Event::CardDiscarded { card });
        }
        None => {
            g.removed.push(card);
            ev.push(Event::CardRemovedFromGame { card });
        }
    }
}

/// Draws the top card of a pile, shuffling its discard pile into a new deck when it is empty;
/// `None` when both are empty.
pub(crate) fn draw_from(
    g: &mut GameState,
    pick: fn(&mut GameState) -> &mut Pile,
    ev: &mut Vec<Event>,
) -> Option<CardRef> {
    if pick(g).deck.is_empty() {
        if pick(g).discard.is_empty() {
            return None;
        }
        // Swapped, not taken: the discard pile keeps the empty deck's room, so the next
        // discard does not allocate.
        let p = pick(g);
        std::mem::swap(&mut p.deck, &mut p.discard);
        let mut cards = std::mem::take(&mut p.deck);
        g.shuffle(&mut cards);
        if let Some(&first) = cards.first() {
            ev.push(Event::DeckReshuffled { card: first });
        }
        pick(g).deck = cards;
    }
    let p = pick(g);
    p.top_known = false;
    p.deck.pop()
}

/// A cop draws a card from its deck into its hand.
pub(crate) fn draw_card(g: &mut GameState, cop: Cop, ev: &mut Vec<Event>) -> Option<CardRef> {
    let i = cop as usize;
    if g.cops[i].pile.deck.is_empty() {
        if g.cops[i].pile.discard.is_empty() {
            return None;
        }
        let p = &mut g.cops[i].pile;
        std::mem::swap(&mut p.deck, &mut p.discard);
        let mut cards = std::mem::take(&mut p.deck);
        g.shuffle(&mut cards);
        ev.push(Event::DeckReshuffled { card: cards[0] });
        g.cops[i].pile.deck = cards;
    }
    let card = g.cops[i].pile.deck.pop()?;
    g.cops[i].hand.push(card);
    ev.push(Event::CardDrawn {
        cop,
        card: Some(card),
    });
    Some(card)
}

/// "Reveal": a random card of the cop's hand is shown to every cop and then returned to that
/// hand ("that card is shown to all players, and then ... returned to its owner's hand");
/// none from an empty hand.
pub(crate) fn reveal_from_hand(
    g: &mut GameState,
    cop: Cop,
    ev: &mut Vec<Event>,
) -> Option<CardRef> {
    let n = g.cops.get(cop as usize)?.hand.len() as u32;
    if n == 0 {
        return None;
    }
    let i = g.roll(n) as usize;
    let c = &mut g.cops[cop as usize];
    let card = c.hand[i];
    if !c.known.contains(&card) {
        c.known.push(card);
    }
    ev.push(Event::CardRevealed { cop, card });
    Some(card)
}

pub(crate) fn discard_from_hand(g: &mut GameState, _cop: Cop, card: CardRef, ev: &mut Vec<Event>) {
    discard(g, card, ev);
}

/// A played Encounter or Ability card is discarded once its effects resolved.
pub(super) fn discard_played(
    g: &mut GameState,
    _cop: Cop,
    card: CardRef,
    ev: &mut Vec<Event>,
) -> Flow {
    g.agenda.pop();
    // It may have left the resolving zone already (attached by its own effect).
    if g.cards[card as usize].attached_to.is_none() {
        discard(g, card, ev);
    }
    Flow::Next
}

/// Takes control of a lead or vehicle; a second one makes the cop keep one of the two.
pub(crate) fn gain_control(
    g: &mut GameState,
    cop: Cop,
    card: CardRef,
    surplus: Surplus,
    ev: &mut Vec<Event>,
) {
    let c = &mut g.cops[cop as usize];
    let slot = match surplus {
        Surplus::Lead => &mut c.lead,
        Surplus::Vehicle => &mut c.vehicle,
    };
    if slot.is_none() {
        *slot = Some(card);
        return;
    }
    // Held aside until the cop keeps one ("must choose one of those lead cards to discard").
    g.agenda.push(Task::KeepOne {
        cop,
        surplus,
        new: card,
    });
    let _ = ev;
}

pub(super) fn keep_choices(
    g: &GameState,
    cop: Cop,
    surplus: Surplus,
    new: CardRef,
    out: &mut Vec<Choice>,
) {
    let c = &g.cops[cop as usize];
    let old = match surplus {
        Surplus::Lead => c.lead,
        Surplus::Vehicle => c.vehicle,
    };
    out.extend(old.map(|card| Choice::Keep { card }));
    out.push(Choice::Keep { card: new });
}

pub(super) fn resolve_keep(
    g: &mut GameState,
    cop: Cop,
    surplus: Surplus,
    new: CardRef,
    c: Choice,
    ev: &mut Vec<Event>,
) {
    let Choice::Keep { card } = c else { return };
    g.agenda.pop();
    let old = match surplus {
        Surplus::Lead => g.cops[cop as usize].lead,
        Surplus::Vehicle => g.cops[cop as usize].vehicle,
    };
    let Some(old) = old else { return };
    if card == old {
        match surplus {
            Surplus::Lead => discard(g, new, ev),
            Surplus::Vehicle => super::movement::lose_vehicle_card(g, cop, new, ev),
        }
    } else {
        match surplus {
            Surplus::Lead => {
                discard(g, old, ev);
                g.cops[cop as usize].lead = Some(new);
            }
            Surplus::Vehicle => {
                super::movement::lose_vehicle(g, cop, ev);
                g.cops[cop as usize].vehicle = Some(new);
                // The new vehicle's miniature goes to the nearest street (or water area).
                let from = g.cop_space(cop).unwrap_or(0);
                super::movement::park(g, new, from);
            }
        }
    }
}

/// The active cop is driving `vehicle`.
pub fn driving(g: &GameState, cop: Cop) -> Option<CardRef> {
    match g.cops.get(cop as usize)?.position {
        Position::Driving { vehicle } => Some(vehicle),
        Position::OnFoot { .. } => None,
    }
}

/// The nearest cops to a space (ties all returned), in seat order.
pub fn nearest_cops(g: &GameState, from: Space) -> impl Iterator<Item = Cop> + '_ {
    let d = move |c: Cop| g.cop_space(c).map(|s| distance(s, from));
    let min = (0..g.cop_count()).filter_map(d).min();
    (0..g.cop_count()).filter(move |&c| min.is_some() && d(c) == min)
}

/// The space a card names, on the board.
pub fn spot_space(g: &GameState, card: CardRef) -> Option<Space> {
    g.side(card).spot.map(|s| board().spot(s))
}
