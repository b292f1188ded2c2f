//! What is in play ("Attaching Cards and Card Control"): every card in play with its
//! controller, in play order. Read at every trigger moment and every resistance, so it is a
//! walk written out over the zones rather than a chain of iterator adapters.

use std::convert::Infallible;
use std::ops::ControlFlow;

use super::cards::{Controller, owner};
use crate::cards::Deck;
use crate::ids::{CardRef, Cop};
use crate::state::GameState;

/// Every card in play with its controller: each cop's ID card, play area, vehicle, lead and
/// crime area; the criminal area; the case area; and the cards attached to those.
pub fn in_play(g: &GameState) -> InPlay<'_> {
    InPlay {
        g,
        zone: Zone::Id,
        cop: 0,
        i: 0,
    }
}

/// [`in_play`]'s walk over the zones. Attached cards are read only from the span of the card
/// list that can hold them ([`GameState::attachable`]).
pub struct InPlay<'g> {
    g: &'g GameState,
    zone: Zone,
    /// The cop whose zones are being read.
    cop: usize,
    /// The next index in the zone being read (in `g.cards` for attached cards).
    i: usize,
}

#[derive(Clone, Copy)]
enum Zone {
    Id,
    Play,
    Vehicle,
    Lead,
    Crime,
    Criminal,
    Case,
    Attached,
    Done,
}

impl InPlay<'_> {
    /// Nothing read yet.
    fn at_start(&self) -> bool {
        matches!(self.zone, Zone::Id) && self.cop == 0 && self.i == 0
    }
}

/// Folds `f` over every card in play and its controller, in [`in_play`]'s order, until `f`
/// breaks: the same walk as plain loops, for the moments that read everything.
pub(crate) fn try_fold_in_play<A, B>(
    g: &GameState,
    init: A,
    mut f: impl FnMut(A, (CardRef, Controller)) -> ControlFlow<B, A>,
) -> ControlFlow<B, A> {
    let mut acc = init;
    for (k, c) in g.cops.iter().enumerate() {
        let cop = Controller::Cop(k as Cop);
        acc = f(acc, (c.id_card, cop))?;
        for &card in &c.play {
            acc = f(acc, (card, cop))?;
        }
        if let Some(card) = c.vehicle {
            acc = f(acc, (card, cop))?;
        }
        if let Some(card) = c.lead {
            acc = f(acc, (card, cop))?;
        }
        for &card in &c.crime {
            acc = f(acc, (card, cop))?;
        }
    }
    for &card in &g.criminal_area {
        acc = f(acc, (card, Controller::Criminal))?;
    }
    for &card in &g.case_area {
        acc = f(acc, (card, Controller::Case))?;
    }
    let from = usize::from(g.attachable.0);
    let to = usize::from(g.attachable.1).min(g.cards.len());
    for (i, st) in g.cards.iter().enumerate().take(to).skip(from) {
        if let Some(on) = st.attached_to {
            acc = f(acc, (i as CardRef, attached_controller(g, on)))?;
        }
    }
    ControlFlow::Continue(acc)
}

impl Iterator for InPlay<'_> {
    type Item = (CardRef, Controller);

    /// Sums and counts over everything in play (resistances, modifiers) take the plain walk.
    fn fold<A, F: FnMut(A, Self::Item) -> A>(mut self, init: A, mut f: F) -> A {
        if !self.at_start() {
            let mut acc = init;
            for x in self.by_ref() {
                acc = f(acc, x);
            }
            return acc;
        }
        match try_fold_in_play(self.g, init, |a, x| {
            ControlFlow::<Infallible, A>::Continue(f(a, x))
        }) {
            ControlFlow::Continue(a) => a,
            ControlFlow::Break(never) => match never {},
        }
    }

    fn next(&mut self) -> Option<(CardRef, Controller)> {
        let g = self.g;
        loop {
            let cop = Controller::Cop(self.cop as Cop);
            let Some(c) = g.cops.get(self.cop) else {
                if matches!(self.zone, Zone::Id) {
                    // Past the last cop.
                    self.zone = Zone::Criminal;
                    self.i = 0;
                }
                match self.zone {
                    Zone::Criminal => {
                        if let Some(&card) = g.criminal_area.get(self.i) {
                            self.i += 1;
                            return Some((card, Controller::Criminal));
                        }
                        self.zone = Zone::Case;
                        self.i = 0;
                    }
                    Zone::Case => {
                        if let Some(&card) = g.case_area.get(self.i) {
                            self.i += 1;
                            return Some((card, Controller::Case));
                        }
                        self.zone = Zone::Attached;
                        self.i = usize::from(g.attachable.0);
                    }
                    Zone::Attached => {
                        while let Some(st) = g
                            .cards
                            .get(self.i)
                            .filter(|_| self.i < usize::from(g.attachable.1))
                        {
                            let card = self.i as CardRef;
                            self.i += 1;
                            if let Some(to) = st.attached_to {
                                return Some((card, attached_controller(g, to)));
                            }
                        }
                        self.zone = Zone::Done;
                    }
                    _ => return None,
                }
                continue;
            };
            match self.zone {
                Zone::Id => {
                    self.zone = Zone::Play;
                    self.i = 0;
                    return Some((c.id_card, cop));
                }
                Zone::Play => {
                    if let Some(&card) = c.play.get(self.i) {
                        self.i += 1;
                        return Some((card, cop));
                    }
                    self.zone = Zone::Vehicle;
                }
                Zone::Vehicle => {
                    self.zone = Zone::Lead;
                    if let Some(card) = c.vehicle {
                        return Some((card, cop));
                    }
                }
                Zone::Lead => {
                    self.zone = Zone::Crime;
                    self.i = 0;
                    if let Some(card) = c.lead {
                        return Some((card, cop));
                    }
                }
                Zone::Crime => {
                    if let Some(&card) = c.crime.get(self.i) {
                        self.i += 1;
                        return Some((card, cop));
                    }
                    self.zone = Zone::Id;
                    self.cop += 1;
                }
                _ => return None,
            }
        }
    }
}

/// The criminal deck controls each card attached to a criminal card, the case deck each card
/// attached to a case card, and a cop each card attached to one of theirs.
fn attached_controller(g: &GameState, to: CardRef) -> Controller {
    match g.def(to).deck {
        Deck::Criminal(_) => Controller::Criminal,
        Deck::Case(_) => Controller::Case,
        _ => owner(g, to).map_or(Controller::Case, Controller::Cop),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::harness::{pairing, walk_random_games};

    /// What is in play read the plain way: every zone in play order, then every card of the
    /// game that is attached.
    fn plain(g: &GameState) -> Vec<(CardRef, Controller)> {
        let mut out = Vec::new();
        for (i, c) in g.cops.iter().enumerate() {
            let cop = Controller::Cop(i as Cop);
            out.push((c.id_card, cop));
            out.extend(c.play.iter().map(|&card| (card, cop)));
            out.extend(c.vehicle.map(|card| (card, cop)));
            out.extend(c.lead.map(|card| (card, cop)));
            out.extend(c.crime.iter().map(|&card| (card, cop)));
        }
        out.extend(g.criminal_area.iter().map(|&c| (c, Controller::Criminal)));
        out.extend(g.case_area.iter().map(|&c| (c, Controller::Case)));
        for (c, st) in g.cards.iter().enumerate() {
            if let Some(to) = st.attached_to {
                out.push((c as CardRef, attached_controller(g, to)));
            }
        }
        out
    }

    /// "Attaching Cards and Card Control": in seeded random games of every case (the Kessler
    /// Leak's evidence and the Ferris Kidnapping's Ransom Calls attach to the Case Rules), what
    /// is in play is every card of every zone and every attached card, with its controller,
    /// also in a state read back from a save (which reads every card for attached ones).
    #[test]
    fn in_play_is_every_zone_and_every_attached_card() {
        let mut attached = 0;
        // Every case with six seeds, 1-4 cops, every criminal.
        let games = (0..18u64).map(|i| {
            let (case, seed) = (i as usize / 6, i % 6);
            let cops = 1 + (seed as usize + case) % 4;
            (seed, pairing(cops, seed as usize, case))
        });
        walk_random_games(games, 3_000, |g, seed, step| {
            let want = plain(g);
            let got: Vec<_> = in_play(g).collect();
            assert_eq!(got, want, "{} seed {seed} step {step}", g.config.case.key());
            // Sums take the plain walk (`fold`), from the start or after a card.
            let push = |mut v: Vec<_>, x| {
                v.push(x);
                v
            };
            assert_eq!(in_play(g).fold(Vec::new(), push), want);
            let mut rest = in_play(g);
            let first: Vec<_> = rest.next().into_iter().collect();
            assert_eq!(rest.fold(first, push), want);
            if step % 50 == 0 {
                let json = serde_json::to_value(g).unwrap_or_default();
                let back: GameState =
                    serde_json::from_value(json).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
                assert_eq!(in_play(&back).collect::<Vec<_>>(), want);
            }
            attached += g.cards.iter().filter(|c| c.attached_to.is_some()).count();
        });
        assert!(attached > 100, "attached cards met: {attached}");
    }
}
