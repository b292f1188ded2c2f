//! A search that sees every secret, to measure what Hard's search gives up by searching its
//! information set: [`Open`] makes a game whose information set is the whole state, so
//! [`Ismcts`](crate::Ismcts) over it searches the true state every iteration (the hands, the
//! stacks' order, what is yet to be drawn).
//!
//! Not a level anyone plays: only `tabletop arena` seats it (`hard-seeing`), as the upper bound
//! of Hard at the same budget. The app and every level keep to the architecture invariant of
//! this crate.

use tabletop::{Decider, Game, ImperfectInfo, NoSuchSeat, Seat};

use crate::Policy;

/// `G` with every secret open to the seat deciding.
#[derive(Clone, Debug)]
pub struct Open<G>(pub G);

/// What a seat of [`Open`] knows: the whole state.
#[derive(Clone, Debug)]
pub struct Seen<G> {
    pub state: G,
    pub seat: Seat,
}

impl<G: ImperfectInfo> Game for Open<G> {
    type Config = G::Config;
    type Choice = G::Choice;
    type Event = G::Event;
    type Error = G::Error;
    type View = G::View;

    fn new_game(config: &G::Config, seed: u64) -> Result<Self, G::Error> {
        G::new_game(config, seed).map(Open)
    }
    fn seats(&self) -> u8 {
        self.0.seats()
    }
    fn decider(&self) -> Decider {
        self.0.decider()
    }
    fn legal_choices(&self, out: &mut Vec<G::Choice>) {
        self.0.legal_choices(out);
    }
    fn apply(&mut self, choice: &G::Choice) -> Result<Vec<G::Event>, G::Error> {
        self.0.apply(choice)
    }
    fn apply_into(
        &mut self,
        choice: &G::Choice,
        events: &mut Vec<G::Event>,
    ) -> Result<(), G::Error> {
        self.0.apply_into(choice, events)
    }
    fn view(&self, seat: Seat) -> Result<G::View, NoSuchSeat> {
        self.0.view(seat)
    }
    fn final_scores(&self) -> Option<Vec<Option<i32>>> {
        self.0.final_scores()
    }
}

impl<G: ImperfectInfo> ImperfectInfo for Open<G> {
    type Info = Seen<G>;
    fn info_set(&self, seat: Seat) -> Result<Seen<G>, NoSuchSeat> {
        NoSuchSeat::check(seat, self.0.seats()).map(|seat| Seen {
            state: self.0.clone(),
            seat,
        })
    }
    fn observer(info: &Seen<G>) -> Seat {
        info.seat
    }
    /// The state itself, whatever the seed.
    fn determinize(info: &Seen<G>, _seed: u64) -> Self {
        Open(info.state.clone())
    }
}

/// A policy of `G` used on [`Open`]`<G>`.
pub struct SeeingPolicy<P>(pub P);

impl<G: ImperfectInfo, P: Policy<G>> Policy<Open<G>> for SeeingPolicy<P> {
    fn pick(&self, g: &Open<G>, legal: &[G::Choice], rng: &mut rand_chacha::ChaCha8Rng) -> usize {
        self.0.pick(&g.0, legal, rng)
    }
    fn evaluate(&self, g: &Open<G>, out: &mut Vec<f64>) {
        self.0.evaluate(&g.0, out);
    }
    fn group(&self, choice: &G::Choice) -> Option<u32> {
        self.0.group(choice)
    }
    fn turn_of(&self, info: &Seen<G>) -> u64 {
        info.state
            .info_set(info.seat)
            .map_or(0, |own| self.0.turn_of(&own))
    }
    fn priors(&self, g: &Open<G>, choices: &[G::Choice], out: &mut Vec<f64>) -> bool {
        self.0.priors(&g.0, choices, out)
    }
    fn shortlist(&self, info: &Seen<G>, legal: &[G::Choice]) -> Option<Vec<usize>> {
        let own = info.state.info_set(info.seat).ok()?;
        self.0.shortlist(&own, legal)
    }
}

#[cfg(test)]
mod tests {
    use escape_plan::{Config, GameState};
    use tabletop::ImperfectInfo;

    use super::Open;

    /// Every sample of an open information set is the true state, so a search over it knows
    /// what the other seat holds and what the stacks will give.
    #[test]
    fn an_open_information_set_samples_the_true_state() {
        let g = GameState::new(Config { players: 3 }, 7).expect("a 3-player game");
        let open = Open(g.clone());
        let info = open.info_set(1).expect("seat 1 plays");
        for seed in [0, 1, 99] {
            let sample = Open::<GameState>::determinize(&info, seed);
            assert_eq!(
                serde_json::to_string(&sample.0).ok(),
                serde_json::to_string(&g).ok()
            );
        }
        assert!(open.info_set(3).is_err(), "a 3-player game has no seat 3");
        // A fair information set is sampled: another seat's secrets differ between seeds.
        let fair = g.info_set(1).expect("seat 1 plays");
        let samples: std::collections::BTreeSet<String> = (0..8)
            .filter_map(|seed| serde_json::to_string(&GameState::determinize(&fair, seed)).ok())
            .collect();
        assert!(
            samples.len() > 1,
            "a fair sample hides what seat 1 cannot see"
        );
    }
}
