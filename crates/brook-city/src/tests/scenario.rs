//! A small scenario language for rule and card tests: a game just set up, cards put where a test
//! needs them, tokens and figures placed, dice forced, choices made by predicate.

use crate::board::board;
use crate::cards::{CaseDeck, CopDeck, CriminalDeck, Keyword, index_of};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::{CardRef, Cop, Face, Place, Space};
use crate::prompt::Prompt;
use crate::rules::forced_dice;
use crate::state::{Config, Figure, GameState, Position};
use crate::task::{Ctx, Step, Task};

pub use super::harness::choices;

/// A game of these cops against a criminal and a case, set up (every setup choice its first
/// option) and stopped at the team's choice of the first cop.
pub fn game(cops: &[CopDeck], criminal: CriminalDeck, case: CaseDeck, seed: u64) -> GameState {
    let config = Config {
        cops: cops.to_vec(),
        criminal,
        case,
        open_hands: false,
        allies: Vec::new(),
    };
    let mut g = GameState::new(config, seed).expect("setup");
    while g.round == 0 {
        let c = choices(&g)[0];
        g.apply(&c).expect("setup choice");
    }
    g
}

/// Two cops (Quill, Doyle) against the Harbor King on the Lantern Club Murder.
pub fn standard(seed: u64) -> GameState {
    game(
        &[CopDeck::Quill, CopDeck::Doyle],
        CriminalDeck::HarborKing,
        CaseDeck::LanternClubMurder,
        seed,
    )
}

/// The first instance of the card `key` in the game.
pub fn find(g: &GameState, key: &str) -> CardRef {
    (0..g.cards.len() as CardRef)
        .find(|&c| g.def(c).key == key)
        .unwrap_or_else(|| panic!("no card {key} in this game"))
}

/// Every instance of the card `key`.
pub fn all_of(g: &GameState, key: &str) -> Vec<CardRef> {
    (0..g.cards.len() as CardRef)
        .filter(|&c| g.def(c).key == key)
        .collect()
}

/// Takes a card out of wherever it is.
pub fn lift(g: &mut GameState, card: CardRef) {
    crate::rules::take_out_for_tests(g, card);
}

/// Puts a card into a cop's hand.
pub fn to_hand(g: &mut GameState, cop: Cop, card: CardRef) {
    lift(g, card);
    g.cops[cop as usize].hand.push(card);
}

/// Puts a card into a cop's play area (a Tactic in play).
pub fn to_play_area(g: &mut GameState, cop: Cop, card: CardRef) {
    lift(g, card);
    g.cops[cop as usize].play.push(card);
}

/// Puts a criminal card into a cop's crime area, its crew figure on its space if that space is
/// empty (tests that need it elsewhere move it).
pub fn to_crime_area(g: &mut GameState, cop: Cop, card: CardRef) {
    lift(g, card);
    g.cops[cop as usize].crime.push(card);
    if let Some(s) = g.side(card).spot.map(|s| board().spot(s))
        && g.figure_at(s).is_none()
    {
        g.figures.push((s, Figure::Crew { card }));
    }
}

/// The top of a pile becomes `card`.
pub fn on_top(pile: &mut Vec<CardRef>, card: CardRef) {
    pile.retain(|&c| c != card);
    pile.push(card);
}

/// Moves a cop on foot to a space (clearing it first).
pub fn stand(g: &mut GameState, cop: Cop, space: Space) {
    if let Position::Driving { .. } = g.cops[cop as usize].position {
        g.cops[cop as usize].position = Position::OnFoot { space };
    }
    g.figures
        .retain(|&(s, f)| s != space && f != Figure::Cop { cop });
    g.figures.push((space, Figure::Cop { cop }));
    g.cops[cop as usize].position = Position::OnFoot { space };
}

/// A space of a location by its printed number.
pub fn at(place: Place, n: u8) -> Space {
    board().spot(crate::ids::spot(place, n))
}

/// The next dice rolled, in order.
pub fn force_dice(faces: &[Face]) {
    forced_dice(faces);
}

/// Starts cop `cop`'s turn in its act phase (the dispatch skipped), nothing else pending.
pub fn act_phase(g: &mut GameState, cop: Cop) {
    g.agenda.clear();
    g.agenda.push(Task::Round);
    g.active = Some(cop);
    g.agenda.push(Task::DrawPhase { cop });
    g.agenda.push(Task::CrimePhase { cop });
    g.agenda.push(Task::Act { cop, done: 0 });
    let mut ev = Vec::new();
    g.advance(&mut ev);
}

/// Cop `cop` plays `card` in its card step (the card put into its hand first).
pub fn play(g: &mut GameState, cop: Cop, card: CardRef) -> Vec<Event> {
    to_hand(g, cop, card);
    act_phase(g, cop);
    let mut ev = apply(g, Choice::BeginStep { step: Step::Card });
    ev.extend(apply(g, Choice::Play { card }));
    ev
}

/// Resolves a card's abilities of one keyword for a cop, as the engine would.
pub fn resolve(
    g: &mut GameState,
    cop: Cop,
    card: CardRef,
    keyword: Keyword,
    team: bool,
) -> Vec<Event> {
    let ctx = Ctx {
        cop,
        source: card,
        target: None,
        team,
    };
    let list: Vec<_> = g.side(card).abilities_of(keyword).collect();
    assert!(
        !list.is_empty(),
        "{} has no {keyword:?} ability",
        g.def(card).key
    );
    for e in list.into_iter().rev() {
        g.agenda.push(Task::Run {
            node: index_of(e),
            ctx,
        });
    }
    let mut ev = Vec::new();
    g.advance(&mut ev);
    ev
}

/// Applies a choice that must be legal now.
pub fn apply(g: &mut GameState, c: Choice) -> Vec<Event> {
    g.apply(&c).unwrap_or_else(|e| {
        panic!(
            "{c:?} refused ({e}); legal: {:?}; prompt {:?}",
            choices(g),
            g.prompt()
        )
    })
}

pub fn progress(g: &GameState, card: CardRef) -> u8 {
    g.cards[card as usize].progress
}

pub fn influence(g: &GameState) -> u8 {
    g.cards[g.operation as usize].influence
}

/// Passes every response window now open, collecting what happens.
pub fn pass_windows(g: &mut GameState) -> Vec<Event> {
    let mut ev = Vec::new();
    while matches!(g.prompt(), Prompt::Window { .. }) {
        ev.extend(apply(g, Choice::Pass));
    }
    ev
}
