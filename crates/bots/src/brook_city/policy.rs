//! Brook City knowledge for the bots: a quick score of each choice (the playout policy of the
//! searches), the Easy bot (one step of lookahead over a few samples of what it cannot see,
//! judged by the team's value), and the search policy (playouts, evaluation, grouped moves).
//! Everything reads a state sampled from the seat's information set, never the real one.

use brook_city::{Choice, GameState, InfoSet, Prompt, Step};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop::ImperfectInfo;

use super::eval::{distance_to_work, goal_cost, team_value};
use crate::{Bot, Policy};

/// The cop the decision is about (the deciding seat; the team's delegate for the team's).
fn cop_of(g: &GameState) -> u8 {
    g.decider().seat().unwrap_or(0)
}

/// A cheap judgement of one choice, for playouts and tie-breaks: work toward something to
/// encounter or investigate, use cards, and do not end a phase early.
pub fn quick_score(g: &GameState, c: &Choice) -> f64 {
    let me = cop_of(g);
    let here = g.cop_space(me);
    let near_work = here.is_some_and(|s| distance_to_work(g, s) <= 1);
    match *c {
        Choice::Walk { to } | Choice::Drive { to } | Choice::Sail { to } => {
            2.5 - 0.25 * goal_cost(g, me, to)
        }
        Choice::StopMoving => {
            if near_work {
                2.5
            } else {
                0.0
            }
        }
        Choice::Interact { .. } => 4.0,
        Choice::Play { .. } => 2.5,
        Choice::TakeLead => 2.0,
        Choice::CardAction { .. } => 1.5,
        Choice::HunchAction => 1.0,
        Choice::ConvertHunches { n } => f64::from(n),
        Choice::BeginStep { step } => match step {
            Step::Card => 2.0,
            Step::Move if !near_work => 1.8,
            Step::Move => 0.3,
            Step::Action => 1.2,
        },
        Choice::MoveAction if !near_work => 1.0,
        Choice::MoveAction => 0.1,
        Choice::Breather => {
            let (s, v) = brook_city::assess::stress(g, me);
            if s + 2 >= v { 3.0 } else { 0.2 }
        }
        Choice::DrawInstead => 0.6,
        Choice::EndActPhase => 0.05,
        Choice::EndStep => 0.2,
        Choice::Exhaust { .. } => 0.9,
        Choice::Ditch { .. } => 0.4,
        Choice::Commandeer | Choice::CommandeerSpecial { .. } => 0.3,
        Choice::Enter => {
            if near_work {
                0.1
            } else {
                0.7
            }
        }
        Choice::Pass | Choice::PassForTurn => 0.5,
        _ => 0.5,
    }
}

/// The search policy: rules-of-thumb playouts, the team's value as every seat's reward, moves
/// decided as "move, then where", and a search over the `shortlist` best choices by the rules
/// of thumb (all of them when 0).
#[derive(Clone, Copy, Debug, Default)]
pub struct BrookCityPolicy {
    pub shortlist: usize,
}

impl Policy<GameState> for BrookCityPolicy {
    fn pick(&self, g: &GameState, legal: &[Choice], rng: &mut ChaCha8Rng) -> usize {
        super::plan::plan(g, legal, 0.3, rng)
    }

    fn shortlist(&self, info: &InfoSet, legal: &[Choice]) -> Option<Vec<usize>> {
        if self.shortlist == 0 {
            return None;
        }
        let mut scores = Vec::new();
        super::plan::scores(info.state(), legal, &mut scores);
        let mut scored: Vec<(f64, usize)> = scores.into_iter().zip(0..).collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        Some(
            scored
                .into_iter()
                .take(self.shortlist)
                .map(|x| x.1)
                .collect(),
        )
    }

    fn evaluate(&self, g: &GameState, out: &mut Vec<f64>) {
        out.clear();
        let v = team_value(g);
        out.extend(std::iter::repeat_n(v, g.cop_count() as usize));
    }

    fn priors(&self, g: &GameState, choices: &[Choice], out: &mut Vec<f64>) -> bool {
        super::plan::scores(g, choices, out);
        for p in out.iter_mut() {
            *p = (*p / 5.0).clamp(0.0, 1.0);
        }
        true
    }

    fn group(&self, c: &Choice) -> Option<u32> {
        match c {
            Choice::Walk { .. } | Choice::Drive { .. } | Choice::Sail { .. } => Some(1),
            Choice::Space { .. } | Choice::StartAt { .. } | Choice::ParkAt { .. } => Some(2),
            Choice::Exit { .. } => Some(3),
            _ => None,
        }
    }

    /// A cop's turn (its act phase and what it sets off) is one turn; the criminal and case
    /// turns are the table's.
    fn turn_of(&self, info: &InfoSet) -> u64 {
        let g = info.state();
        u64::from(g.round) * 8 + g.active.map_or(7, u64::from)
    }
}

/// The Easy bot: for each legal choice, the team's value once it is applied, averaged over a
/// few states sampled from its information set; quick scores break ties.
pub struct EasyBot {
    rng: ChaCha8Rng,
    samples: u32,
}

impl EasyBot {
    pub fn new(seed: u64) -> EasyBot {
        EasyBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            samples: 3,
        }
    }
}

impl Bot<GameState> for EasyBot {
    fn choose(&mut self, info: &InfoSet, legal: &[Choice]) -> Choice {
        if legal.len() == 1 {
            return legal[0];
        }
        // Questions inside effects (options, keeping one of two) are judged by their outcome;
        // everything else by the rules of thumb.
        if !matches!(
            info.state().prompt(),
            Prompt::Effect { .. } | Prompt::Keep { .. } | Prompt::Priority
        ) {
            return legal[super::plan::plan(info.state(), legal, 0.05, &mut self.rng)];
        }
        let mut totals = vec![0.0; legal.len()];
        let mut events = Vec::new();
        for _ in 0..self.samples {
            let g = GameState::determinize(info, self.rng.random());
            for (i, c) in legal.iter().enumerate() {
                let mut next = g.clone();
                events.clear();
                if next.apply_into(c, &mut events).is_ok() {
                    totals[i] += team_value(&next);
                }
            }
        }
        let g = info.state();
        let mut best = 0;
        let mut best_score = f64::NEG_INFINITY;
        for (i, c) in legal.iter().enumerate() {
            let s = totals[i] / f64::from(self.samples)
                + 0.002 * quick_score(g, c)
                + self.rng.random::<f64>() * 1e-4;
            if s > best_score {
                best_score = s;
                best = i;
            }
        }
        legal[best]
    }

    fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }
}
