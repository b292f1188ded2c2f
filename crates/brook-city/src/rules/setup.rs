//! "Game Setup", steps 1-8.

use super::Flow;
use super::act::{reveal_lead, run_abilities};
use super::movement::{park, street_load};
use crate::board::board;
use crate::cards::{CardId, Deck, Keyword, Kind, cards as all_cards};
use crate::choice::Choice;
use crate::data::STARTING_HAND;
use crate::error::Rejection;
use crate::event::Event;
use crate::ids::{CardRef, Cop, Place, Space};
use crate::state::{
    Attachable, CardState, Config, CopState, Figure, GameState, Pile, Position, Turn,
};
use crate::task::{Ctx, Task};

fn instance(def: CardId) -> CardState {
    CardState {
        def,
        progress: 0,
        influence: 0,
        exhausted: false,
        flipped: false,
        attached_to: None,
        activated: false,
        stress: 0,
    }
}

/// Every card of a deck, each copy once, in table order.
fn deck_cards(deck: Deck) -> Vec<CardId> {
    all_cards()
        .iter()
        .enumerate()
        .filter(|(_, c)| c.deck == deck)
        .flat_map(|(i, c)| std::iter::repeat_n(i as CardId, c.copies as usize))
        .collect()
}

impl GameState {
    pub fn new(config: Config, seed: u64) -> Result<GameState, Rejection> {
        GameState::start(config, seed).map(|(g, _)| g)
    }

    /// [`GameState::new`], with what the setup caused up to the first decision.
    pub fn start(config: Config, seed: u64) -> Result<(GameState, Vec<Event>), Rejection> {
        let n = config.cops.len();
        let distinct = (0..n).all(|i| !config.cops[..i].contains(&config.cops[i]));
        if !(1..=4).contains(&n) || !distinct {
            return Err(Rejection::BadCops { cops: n as u8 });
        }
        super::allies::check(&config)?;
        let mut g = GameState {
            config: config.clone(),
            rng: GameState::new_rng(seed),
            round: 0,
            cards: Vec::new(),
            cops: Vec::new(),
            criminal: Pile::default(),
            criminal_area: Vec::new(),
            case: Pile::default(),
            case_area: Vec::new(),
            leads: Pile::default(),
            active_lead: None,
            vehicles: Pile::default(),
            specials: Vec::new(),
            suspect: 0,
            operation: 0,
            case_rules: 0,
            figures: Vec::new(),
            markers: Vec::new(),
            active: None,
            passing: 0,
            turn: Turn::default(),
            resolving: Vec::new(),
            encounters: Vec::new(),
            triggered: Vec::new(),
            last_encounter: None,
            removed: Vec::new(),
            suspect_busts: 0,
            outcome: None,
            agenda: Vec::new(),
            attachable: Attachable::default(),
            reacts: Default::default(),
        };
        let add = |g: &mut GameState, def: CardId| -> CardRef {
            g.cards.push(instance(def));
            (g.cards.len() - 1) as CardRef
        };
        let bcpd = board().location(Place::Bcpd).spaces[0];
        // 2. Choose Cops: ID card, a shuffled deck, a starting hand of 4.
        let mut cruisers = Vec::new();
        let mut specials = Vec::new();
        let mut vehicle_deck = Vec::new();
        for id in deck_cards(Deck::Vehicles) {
            let r = add(&mut g, id);
            match g.def(r).kind {
                Kind::Vehicle {
                    home: Some(Place::Bcpd),
                    ..
                } => cruisers.push(r),
                Kind::Vehicle { home: Some(_), .. } => specials.push(r),
                _ => vehicle_deck.push(r),
            }
        }
        for (i, &deck_id) in config.cops.iter().enumerate() {
            let mut id_card = None;
            let mut deck = Vec::new();
            let mut play = Vec::new();
            for def in deck_cards(Deck::Cop(deck_id)) {
                let r = add(&mut g, def);
                match g.def(r).kind {
                    Kind::CopId { .. } => id_card = Some(r),
                    // A rule card lies beside the ID card from the start.
                    Kind::CopRules => play.push(r),
                    _ => deck.push(r),
                }
            }
            g.shuffle(&mut deck);
            let hand = deck.split_off(deck.len().saturating_sub(STARTING_HAND));
            g.cops.push(CopState {
                deck_id,
                id_card: id_card.unwrap_or(0),
                hand,
                known: Vec::new(),
                pile: Pile {
                    deck,
                    discard: Vec::new(),
                    top_known: false,
                },
                play,
                crime: Vec::new(),
                stress: 0,
                hunches: 0,
                position: Position::OnFoot { space: bcpd },
                // 5. Prepare Vehicles: each cop takes a B.C.P.D. Cruiser.
                vehicle: cruisers.get(i).copied(),
                lead: None,
                turn_taken: false,
            });
        }
        // Unused Cruisers wait at B.C.P.D. with the other Special vehicles.
        specials.extend(cruisers.iter().skip(n).copied());
        g.specials = specials;
        g.shuffle(&mut vehicle_deck);
        g.vehicles.deck = vehicle_deck;
        // 3. Choose Criminal Deck; 4. Choose Case Deck.
        let mut criminal = Vec::new();
        for def in deck_cards(Deck::Criminal(config.criminal)) {
            let r = add(&mut g, def);
            match g.def(r).kind {
                Kind::Suspect => g.suspect = r,
                Kind::Operation => g.operation = r,
                _ => criminal.push(r),
            }
        }
        g.shuffle(&mut criminal);
        g.criminal.deck = criminal;
        // The Suspect faceup in the criminal play area, the Operation to its right.
        g.criminal_area = vec![g.suspect, g.operation];
        let mut case = Vec::new();
        for def in deck_cards(Deck::Case(config.case)) {
            let r = add(&mut g, def);
            match g.def(r).kind {
                Kind::CaseRules => g.case_rules = r,
                _ => case.push(r),
            }
        }
        g.shuffle(&mut case);
        g.case.deck = case;
        g.case_area = vec![g.case_rules];
        // 6. Prepare Lead Cards.
        let mut leads: Vec<CardRef> = deck_cards(Deck::Leads)
            .into_iter()
            .map(|d| add(&mut g, d))
            .collect();
        g.shuffle(&mut leads);
        g.leads.deck = leads;
        // "Rivals and Allies", chosen before the game.
        super::allies::place(&mut g);
        g.attachable = attachable(&g);
        g.reacts = crate::state::Reacts::of(&g);
        // The cops place their miniatures, then the decks set up, then the cruisers park.
        g.agenda.push(Task::Round);
        g.agenda.push(Task::SetupLeads);
        for cop in (0..n as Cop).rev() {
            g.agenda.push(Task::ParkCruiser { cop });
        }
        g.agenda.push(Task::SetupDecks);
        for cop in (0..n as Cop).rev() {
            g.agenda.push(Task::PlaceCop { cop });
        }
        g.reserve_room();
        let mut events = Vec::new();
        g.advance(&mut events);
        Ok((g, events))
    }
}

pub(super) fn place_cop_choices(g: &GameState, _cop: Cop, out: &mut Vec<Choice>) {
    for &space in &board().location(Place::Bcpd).spaces {
        if g.figure_at(space).is_none() {
            out.push(Choice::StartAt { space });
        }
    }
}

pub(super) fn resolve_place_cop(g: &mut GameState, cop: Cop, c: Choice, ev: &mut Vec<Event>) {
    if let Choice::StartAt { space } = c {
        g.agenda.pop();
        g.figures.push((space, Figure::Cop { cop }));
        g.cops[cop as usize].position = Position::OnFoot { space };
        ev.push(Event::CopMoved {
            cop,
            from: space,
            to: space,
        });
    }
}

/// Free spaces of the streets next to B.C.P.D. with room for a regular vehicle.
fn parking_spaces(g: &GameState) -> impl Iterator<Item = Space> + '_ {
    let b = board();
    b.bcpd_streets
        .iter()
        .copied()
        .filter(|&st| street_load(g, st, None) + 2 <= 4)
        .flat_map(|st| b.streets[st as usize].spaces)
        .filter(|&s| g.figure_at(s).is_none())
}

pub(super) fn park_choices(g: &GameState, _cop: Cop, out: &mut Vec<Choice>) {
    out.extend(parking_spaces(g).map(|space| Choice::ParkAt { space }));
}

pub(super) fn resolve_park(g: &mut GameState, cop: Cop, c: Choice, _ev: &mut Vec<Event>) {
    if let Choice::ParkAt { space } = c {
        g.agenda.pop();
        if let Some(v) = g.cops[cop as usize].vehicle {
            g.figures.push((space, Figure::Vehicle { card: v }));
        }
    }
}

/// Setup 3-4: the Suspect and Operation in the criminal area, the Operation's Setup side
/// followed; the Case Rules card in the case area, its Setup side followed; then both flip to
/// their rules side.
pub(super) fn decks(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    let (op, rules) = (g.operation, g.case_rules);
    let team = |source| Ctx {
        cop: 0,
        source,
        target: None,
        team: true,
    };
    g.agenda.push(Task::Flip { card: rules });
    run_abilities(g, rules, Keyword::Enter, team(rules), ev);
    g.agenda.push(Task::Flip { card: op });
    run_abilities(g, op, Keyword::Enter, team(op), ev);
    Flow::Next
}

pub(super) fn flip(g: &mut GameState, card: CardRef, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    if g.def(card).back.is_some() {
        g.cards[card as usize].flipped = true;
        ev.push(Event::CardFlipped { card });
    }
    Flow::Next
}

/// Setup 6: the top lead card becomes the active lead, its token on its space. Cruisers left
/// without a space (every street full) park at the nearest street with room.
pub(super) fn leads(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    for cop in 0..g.cop_count() {
        if let Some(v) = g.cops[cop as usize].vehicle
            && g.space_of(Figure::Vehicle { card: v }).is_none()
        {
            let from = g.cop_space(cop).unwrap_or(0);
            park(g, v, from);
        }
    }
    reveal_lead(g, ev);
    Flow::Next
}

/// The span of `g.cards` holding every card that can be attached ([`GameState::attachable`]).
fn attachable(g: &GameState) -> Attachable {
    let can = |c: &crate::state::CardState| crate::cards::attaches_itself(c.def);
    match (g.cards.iter().position(can), g.cards.iter().rposition(can)) {
        (Some(first), Some(last)) => Attachable(first as CardRef, (last + 1) as CardRef),
        _ => Attachable(0, 0),
    }
}
