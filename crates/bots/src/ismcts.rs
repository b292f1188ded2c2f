//! Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012).
//!
//! Each iteration samples a full state from the bot's information set, walks the tree over the
//! choices legal in that sample (UCB with availability counts), expands one choice, plays out
//! with a policy for a bounded number of steps and backs up a reward for every seat.

use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop::{ImperfectInfo, Seat};

use crate::Bot;

/// How long a search may run: whichever limit comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub iterations: u32,
    pub millis: u64,
    /// Steps a playout takes before the state is evaluated.
    pub playout_steps: u32,
}

/// Game knowledge a search uses: how to play out, and how good a state is.
pub trait Policy<G: ImperfectInfo>: Send {
    /// Index into `legal` of the playout choice.
    fn pick(&self, g: &G, legal: &[G::Choice], rng: &mut ChaCha8Rng) -> usize;
    /// A reward in `[0, 1]` for each seat (terminal or not).
    fn evaluate(&self, g: &G) -> Vec<f64>;
}

struct Node<C> {
    choice: Option<C>,
    children: Vec<u32>,
    visits: u32,
    avail: u32,
    reward: Vec<f64>,
}

/// UCB exploration constant (rewards are in `[0, 1]`).
const EXPLORATION: f64 = 0.7;

pub struct Ismcts<P> {
    rng: ChaCha8Rng,
    budget: Budget,
    policy: P,
    last_iterations: u32,
}

impl<P> Ismcts<P> {
    pub fn new(seed: u64, budget: Budget, policy: P) -> Ismcts<P> {
        Ismcts {
            rng: ChaCha8Rng::seed_from_u64(seed),
            budget,
            policy,
            last_iterations: 0,
        }
    }
}

impl<G: ImperfectInfo, P: Policy<G>> Bot<G> for Ismcts<P>
where
    G::Info: Send,
{
    fn choose(&mut self, info: &G::Info, legal: &[G::Choice]) -> G::Choice {
        // No search for a forced choice.
        if legal.len() == 1 {
            self.last_iterations = 0;
            return legal[0].clone();
        }
        let (best, iterations) = search(info, legal, self.budget, &self.policy, &mut self.rng);
        self.last_iterations = iterations;
        best
    }

    fn last_iterations(&self) -> u32 {
        self.last_iterations
    }
}

/// Runs the search; returns the most visited root choice and the iterations done.
pub fn search<G: ImperfectInfo, P: Policy<G>>(
    info: &G::Info,
    legal: &[G::Choice],
    budget: Budget,
    policy: &P,
    rng: &mut ChaCha8Rng,
) -> (G::Choice, u32) {
    let start = Instant::now();
    let deadline = Duration::from_millis(budget.millis);
    let mut nodes: Vec<Node<G::Choice>> = vec![Node {
        choice: None,
        children: Vec::new(),
        visits: 0,
        avail: 0,
        reward: Vec::new(),
    }];
    let mut choices = Vec::new();
    let mut path: Vec<u32> = Vec::with_capacity(64);
    let mut iterations = 0;
    while iterations < budget.iterations && (iterations % 16 != 0 || start.elapsed() < deadline) {
        iterations += 1;
        let mut g = G::determinize(info, rng.random());
        path.clear();
        path.push(0);
        let mut node = 0u32;
        // Selection and expansion.
        while let Some(seat) = g.decider().seat() {
            g.legal_choices(&mut choices);
            if node == 0 {
                // The root offers exactly the seat's legal choices.
                choices.retain(|c| legal.contains(c));
            }
            if choices.is_empty() {
                break;
            }
            let kids = &nodes[node as usize].children;
            let unexpanded: Vec<usize> = (0..choices.len())
                .filter(|&i| {
                    !kids
                        .iter()
                        .any(|&k| nodes[k as usize].choice.as_ref() == Some(&choices[i]))
                })
                .collect();
            let next = if !unexpanded.is_empty() {
                let i = unexpanded[rng.random_range(0..unexpanded.len() as u32) as usize];
                let id = nodes.len() as u32;
                nodes.push(Node {
                    choice: Some(choices[i].clone()),
                    children: Vec::new(),
                    visits: 0,
                    avail: 1,
                    reward: Vec::new(),
                });
                nodes[node as usize].children.push(id);
                if g.apply(&choices[i]).is_err() {
                    break;
                }
                path.push(id);
                break;
            } else {
                select(&mut nodes, node, &choices, seat)
            };
            let Some(next) = next else { break };
            let Some(c) = nodes[next as usize].choice.clone() else {
                break;
            };
            if g.apply(&c).is_err() {
                break;
            }
            path.push(next);
            node = next;
        }
        // Playout.
        for _ in 0..budget.playout_steps {
            if g.decider().seat().is_none() {
                break;
            }
            g.legal_choices(&mut choices);
            if choices.is_empty() {
                break;
            }
            let i = policy.pick(&g, &choices, rng);
            if g.apply(&choices[i]).is_err() {
                break;
            }
        }
        let reward = policy.evaluate(&g);
        for &n in &path {
            let node = &mut nodes[n as usize];
            node.visits += 1;
            if node.reward.len() < reward.len() {
                node.reward.resize(reward.len(), 0.0);
            }
            for (r, x) in node.reward.iter_mut().zip(&reward) {
                *r += x;
            }
        }
    }
    let best = nodes[0]
        .children
        .iter()
        .max_by_key(|&&k| nodes[k as usize].visits)
        .and_then(|&k| nodes[k as usize].choice.clone())
        .unwrap_or_else(|| legal[0].clone());
    (best, iterations)
}

/// UCB1 over the children available in this determinisation; bumps their availability.
fn select<C: PartialEq>(nodes: &mut [Node<C>], node: u32, legal: &[C], seat: Seat) -> Option<u32> {
    let kids: Vec<u32> = nodes[node as usize]
        .children
        .iter()
        .copied()
        .filter(|&k| {
            nodes[k as usize]
                .choice
                .as_ref()
                .is_some_and(|c| legal.contains(c))
        })
        .collect();
    let mut best = None;
    let mut best_score = f64::NEG_INFINITY;
    for k in kids {
        let n = &mut nodes[k as usize];
        n.avail += 1;
        let visits = n.visits.max(1) as f64;
        let mean = n.reward.get(seat as usize).copied().unwrap_or(0.0) / visits;
        let score = mean + EXPLORATION * ((n.avail as f64).ln() / visits).sqrt();
        if score > best_score {
            best_score = score;
            best = Some(k);
        }
    }
    best
}
