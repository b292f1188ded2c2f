//! Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012).
//!
//! Each iteration samples a full state from the bot's information set, walks the tree over the
//! choices legal in that sample (UCB with availability counts), expands one choice, plays out
//! with a policy for a bounded number of steps and backs up a reward for every seat.
//!
//! Long choices are decided in two steps: choices the policy puts in one group (a Move's
//! destination) share a group node, under which the tree picks among the group (its routes).
//! The subtree of the bot's own choice is kept, so that the seat's next decision, if it comes
//! straight after (the Avoid step after a Move, the Visit after that), starts from it.

use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop::{ImperfectInfo, Seat};

use crate::Bot;

/// How long a search may run: whichever limit comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub iterations: u32,
    /// Wall clock for one decision.
    pub millis: u64,
    /// Wall clock for a whole turn: a seat's decisions within one turn of the game
    /// ([`Policy::turn_of`]; its Action, the Avoid step, the Visit, End turn, and what the turn
    /// set off), which a player waits through as one.
    pub turn_millis: u64,
    /// Steps a playout takes before the state is evaluated.
    pub playout_steps: u32,
    /// Whether the visits kept from the seat's decision before (tree reuse) count toward
    /// `iterations`: the search then stops once its root has that many visits, after at least
    /// a quarter of them new, as a visit limit does in Go engines. A turn's later decisions,
    /// which start from the subtree of the choice before, then cost less than its first.
    pub count_kept: bool,
    /// At most this many new playouts per legal choice (`None`: no such cap): a choice between
    /// two answers settles long before one among twenty routes.
    pub per_choice: Option<u32>,
    /// Whether the search stops as soon as its choice is settled: when the most visited choice
    /// leads the next by more visits than the playouts left could give it, those playouts
    /// could not change the answer, so they are not played.
    pub stop_when_settled: bool,
}

impl Budget {
    /// `iterations` new playouts of `playout_steps` steps a decision, within `millis` a
    /// decision and `turn_millis` a turn; no visit is carried over and no choice is capped.
    pub const fn flat(
        iterations: u32,
        millis: u64,
        turn_millis: u64,
        playout_steps: u32,
    ) -> Budget {
        Budget {
            iterations,
            millis,
            turn_millis,
            playout_steps,
            count_kept: false,
            per_choice: None,
            stop_when_settled: false,
        }
    }

    /// The new playouts a decision among `choices` makes when its tree already holds `kept`
    /// visits.
    pub fn new_iterations(&self, kept: u32, choices: usize) -> u32 {
        let goal = if self.count_kept {
            self.iterations
                .saturating_sub(kept)
                .max(self.iterations / 4)
        } else {
            self.iterations
        };
        match self.per_choice {
            Some(each) => goal.min(each.saturating_mul(u32::try_from(choices).unwrap_or(u32::MAX))),
            None => goal,
        }
    }

    /// The wall clock left for the next decision of a turn that has taken `spent` so far.
    pub fn decision_time(&self, spent: Duration) -> Duration {
        Duration::from_millis(self.millis)
            .min(Duration::from_millis(self.turn_millis).saturating_sub(spent))
    }
}

/// How firmly a search settled on its choice: the playouts that went through it, of all the
/// root's (a share of 1 is a search that found nothing else worth trying).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Support {
    pub visits: u32,
    pub of: u32,
}

/// Iterations a search always makes (unless [`Budget::iterations`] is fewer), however little
/// time is left: a decision late in a long turn still looks before it answers (a few
/// milliseconds even on a phone).
const MIN_ITERATIONS: u32 = 16;
/// The search reads the clock once per this many iterations.
const CLOCK_EVERY: u32 = 16;

/// Game knowledge a search uses: how to play out, how good a state is, and which choices to
/// decide in two steps.
pub trait Policy<G: ImperfectInfo>: Send {
    /// Index into `legal` of the playout choice.
    fn pick(&self, g: &G, legal: &[G::Choice], rng: &mut ChaCha8Rng) -> usize;
    /// A reward in `[0, 1]` for each seat (terminal or not), written into `out` (cleared first).
    fn evaluate(&self, g: &G, out: &mut Vec<f64>);
    /// Choices with the same group (e.g. the routes to one destination) are decided as "the
    /// group, then one of it". `None`: a choice of its own.
    fn group(&self, _choice: &G::Choice) -> Option<u32> {
        None
    }
    /// Which turn of the game the decision at `info` belongs to (for Escape Plan, the Day and
    /// its part: each seat has at most one turn a part). A seat's decisions are one turn, with
    /// one time budget, while this stays the same and no other seat decides; so a seat that
    /// decides again in a later part (the only seat left in the game) starts a new turn. The
    /// default, one value for the whole game, ends turns only at another seat's choice.
    fn turn_of(&self, _info: &G::Info) -> u64 {
        0
    }
    /// How promising each of `choices` looks before any search, in `[0, 1]`, written into
    /// `out`; false for no opinion. With priors, a node expands its most promising choice first
    /// and selection leans toward promising choices while they have few visits (progressive
    /// bias).
    fn priors(&self, _g: &G, _choices: &[G::Choice], _out: &mut Vec<f64>) -> bool {
        false
    }
    /// The root choices worth searching, by index into `legal` (`None`: all of them). A
    /// shortlist from good rules of thumb lets a small search refine them instead of wandering.
    fn shortlist(&self, _info: &G::Info, _legal: &[G::Choice]) -> Option<Vec<usize>> {
        None
    }
}

/// What a tree edge stands for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Edge<C> {
    Root,
    Choice(C),
    /// Several legal choices of one group: the choice among them is made below.
    Group(u32),
}

struct Node<C> {
    edge: Edge<C>,
    /// [`edge_hash`] of `edge`.
    hash: u64,
    children: Vec<u32>,
    visits: u32,
    avail: u32,
    reward: Vec<f64>,
    /// The policy's prior of the edge (0 without one).
    prior: f64,
}

impl<C: Hash> Node<C> {
    fn new(edge: Edge<C>) -> Node<C> {
        Node {
            hash: edge_hash(&edge),
            edge,
            children: Vec::new(),
            visits: 0,
            avail: 1,
            reward: Vec::new(),
            prior: 0.0,
        }
    }
}

/// Weight of the progressive bias: a prior of 1 is worth this much reward on a first visit.
const PRIOR_WEIGHT: f64 = 0.5;

/// UCB exploration constant (rewards are in `[0, 1]`).
const EXPLORATION: f64 = 0.7;

/// A search tree; `root` is where the next search starts.
struct Tree<C> {
    nodes: Vec<Node<C>>,
    root: u32,
}

impl<C: Clone + Eq + Hash> Tree<C> {
    fn fresh() -> Tree<C> {
        Tree {
            nodes: vec![Node::new(Edge::Root)],
            root: 0,
        }
    }

    fn child(&self, node: u32, edge: &Edge<C>) -> Option<u32> {
        self.nodes[node as usize]
            .children
            .iter()
            .copied()
            .find(|&k| self.nodes[k as usize].edge == *edge)
    }

    /// The node reached from `node` by `choice`: directly or through its group node (a
    /// choice can have both when its group had one member in some samples); the more visited.
    fn follow(&self, node: u32, choice: &C, group: Option<u32>) -> Option<u32> {
        let direct = Edge::Choice(choice.clone());
        let alone = self.child(node, &direct);
        let grouped = group
            .and_then(|k| self.child(node, &Edge::Group(k)))
            .and_then(|g| self.child(g, &direct));
        let visits = |n: Option<u32>| n.map_or(0, |n| self.nodes[n as usize].visits);
        if visits(grouped) > visits(alone) {
            grouped
        } else {
            alone.or(grouped)
        }
    }
}

/// What the bot keeps between decisions for tree reuse.
enum Kept<C> {
    None,
    /// The bot chose `choice` as `seat`; the tree is reused if the next choice it is told of is
    /// that one.
    Chosen {
        tree: Tree<C>,
        seat: Seat,
        choice: C,
    },
    /// The bot's own choice was applied and nobody else has decided since.
    Ready {
        tree: Tree<C>,
        seat: Seat,
    },
}

pub struct Ismcts<G: ImperfectInfo, P> {
    rng: ChaCha8Rng,
    budget: Budget,
    policy: P,
    last_iterations: u32,
    last_reused: u32,
    last_support: Option<Support>,
    kept: Kept<G::Choice>,
    turn: Option<Turn>,
}

/// The bot's turn so far: its decisions since the turn began, and the time they took.
struct Turn {
    seat: Seat,
    /// [`Policy::turn_of`] at its decisions.
    of: u64,
    spent: Duration,
    /// The last decision was reported applied ([`Bot::observe`]) and no other seat has decided
    /// since. A driver that reports nothing makes every decision a turn of its own.
    told: bool,
}

impl<G: ImperfectInfo, P> Ismcts<G, P> {
    pub fn new(seed: u64, budget: Budget, policy: P) -> Ismcts<G, P> {
        Ismcts {
            rng: ChaCha8Rng::seed_from_u64(seed),
            budget,
            policy,
            last_iterations: 0,
            last_reused: 0,
            last_support: None,
            kept: Kept::None,
            turn: None,
        }
    }
}

impl<G: ImperfectInfo, P: Policy<G>> Ismcts<G, P> {
    /// The time the turn of the decision at `info` has taken so far, as that decision counts
    /// it: zero unless the bot's last decision was for the same seat in the same turn
    /// ([`Policy::turn_of`]), was reported applied, and no other seat has decided since.
    pub fn turn_time(&self, info: &G::Info) -> Duration {
        self.spent_in(G::observer(info), self.policy.turn_of(info))
    }

    /// [`Ismcts::turn_time`] for the decision of `seat` in turn `of`.
    fn spent_in(&self, seat: Seat, of: u64) -> Duration {
        match &self.turn {
            Some(t) if t.told && t.seat == seat && t.of == of => t.spent,
            _ => Duration::ZERO,
        }
    }
}

impl<G: ImperfectInfo, P: Policy<G>> Bot<G> for Ismcts<G, P>
where
    G::Info: Send,
    G::Choice: Send,
{
    fn choose(&mut self, info: &G::Info, legal: &[G::Choice]) -> G::Choice {
        let seat = G::observer(info);
        let began = Instant::now();
        let of = self.policy.turn_of(info);
        let spent = self.spent_in(seat, of);
        let mut tree = match std::mem::replace(&mut self.kept, Kept::None) {
            Kept::Ready { tree, seat: s } if s == seat => tree,
            _ => Tree::fresh(),
        };
        self.last_reused = tree.nodes[tree.root as usize].visits;
        let short: Option<Vec<G::Choice>> = self.policy.shortlist(info, legal).map(|ix| {
            ix.into_iter()
                .filter_map(|i| legal.get(i).cloned())
                .collect()
        });
        let legal = match &short {
            Some(list) if !list.is_empty() => list.as_slice(),
            _ => legal,
        };
        // No search for a forced choice; the tree still follows it.
        let best = if legal.len() == 1 {
            self.last_iterations = 0;
            self.last_support = None;
            legal[0].clone()
        } else {
            let (best, iterations) = search(
                &mut tree,
                info,
                legal,
                self.budget,
                self.budget.decision_time(spent),
                &self.policy,
                &mut self.rng,
            );
            self.last_iterations = iterations;
            let visits = |n: Option<u32>| n.map_or(0, |n| tree.nodes[n as usize].visits);
            self.last_support = Some(Support {
                visits: visits(tree.follow(tree.root, &best, self.policy.group(&best))),
                of: visits(Some(tree.root)),
            });
            best
        };
        self.kept = Kept::Chosen {
            tree,
            seat,
            choice: best.clone(),
        };
        self.turn = Some(Turn {
            seat,
            of,
            spent: spent + began.elapsed(),
            told: false,
        });
        best
    }

    fn observe(&mut self, seat: Seat, choice: &G::Choice) {
        let own = matches!(&self.kept, Kept::Chosen { seat: mine, choice: chosen, .. }
            if *mine == seat && chosen == choice);
        // The turn goes on only through the bot's own choice.
        self.turn = self
            .turn
            .take()
            .filter(|_| own)
            .map(|t| Turn { told: true, ..t });
        self.kept = match std::mem::replace(&mut self.kept, Kept::None) {
            Kept::Chosen {
                mut tree,
                seat: mine,
                choice: chosen,
            } if mine == seat && chosen == *choice => {
                let group = self.policy.group(choice);
                match tree.follow(tree.root, choice, group) {
                    Some(next) => {
                        tree.root = next;
                        Kept::Ready { tree, seat }
                    }
                    None => Kept::None,
                }
            }
            // Another seat decided (or the bot was overruled): its tree is out of date.
            _ => Kept::None,
        };
    }

    fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    fn last_iterations(&self) -> u32 {
        self.last_iterations
    }

    fn last_reused(&self) -> u32 {
        self.last_reused
    }

    fn last_support(&self) -> Option<Support> {
        self.last_support
    }
}

/// Reused buffers of one search.
struct Scratch<C> {
    choices: Vec<C>,
    /// Edges offered at the current node in this determinisation.
    offered: Vec<Edge<C>>,
    /// Groups met while offering: (group, first member, size).
    groups: Vec<(u32, usize, u32)>,
    /// For each offered edge: the index in `choices` of its choice (a group's: its first
    /// member's), and its place among the node's children when the tree has it.
    offered_at: Vec<(usize, Option<usize>)>,
    /// For each child of the current node: whether this determinisation offers its edge.
    on_offer: Vec<bool>,
    /// The children by hash, for [`find_children`].
    table: Vec<u32>,
    path: Vec<u32>,
    reward: Vec<f64>,
    /// The policy's priors of `choices`.
    priors: Vec<f64>,
}

/// Runs the search from `tree.root` for `budget.iterations` or `time`, whichever ends first
/// (but at least [`MIN_ITERATIONS`] within `budget.iterations`); returns the most visited root
/// choice and the iterations done.
fn search<G: ImperfectInfo, P: Policy<G>>(
    tree: &mut Tree<G::Choice>,
    info: &G::Info,
    legal: &[G::Choice],
    budget: Budget,
    time: Duration,
    policy: &P,
    rng: &mut ChaCha8Rng,
) -> (G::Choice, u32) {
    let start = Instant::now();
    let root = tree.root;
    let mut s = Scratch {
        choices: Vec::new(),
        offered: Vec::new(),
        groups: Vec::new(),
        offered_at: Vec::new(),
        on_offer: Vec::new(),
        table: Vec::new(),
        path: Vec::with_capacity(64),
        reward: Vec::new(),
        priors: Vec::new(),
    };
    let mut events = Vec::new();
    // The state each iteration samples, its buffers reused.
    let mut sample: Option<G> = None;
    let mut iterations = 0;
    let goal = budget.new_iterations(tree.nodes[root as usize].visits, legal.len());
    while iterations < goal {
        if iterations >= MIN_ITERATIONS
            && iterations.is_multiple_of(CLOCK_EVERY)
            && (start.elapsed() >= time
                || budget.stop_when_settled && settled(tree, root, goal - iterations))
        {
            break;
        }
        iterations += 1;
        let seed = rng.random();
        let g = match &mut sample {
            Some(g) => {
                G::determinize_into(info, seed, g);
                g
            }
            None => sample.insert(G::determinize(info, seed)),
        };
        descend(tree, g, legal, policy, rng, &mut s);
        // Playout.
        for _ in 0..budget.playout_steps {
            if g.decider().seat().is_none() {
                break;
            }
            g.legal_choices(&mut s.choices);
            if s.choices.is_empty() {
                break;
            }
            let i = policy.pick(g, &s.choices, rng);
            events.clear();
            if g.apply_into(&s.choices[i], &mut events).is_err() {
                break;
            }
        }
        policy.evaluate(g, &mut s.reward);
        for &n in &s.path {
            let node = &mut tree.nodes[n as usize];
            node.visits += 1;
            if node.reward.len() < s.reward.len() {
                node.reward.resize(s.reward.len(), 0.0);
            }
            for (r, x) in node.reward.iter_mut().zip(&s.reward) {
                *r += x;
            }
        }
    }
    let best = most_visited(tree, root)
        .and_then(|k| match &tree.nodes[k as usize].edge {
            Edge::Choice(c) => Some(c.clone()),
            Edge::Group(_) => {
                most_visited(tree, k).and_then(|c| match &tree.nodes[c as usize].edge {
                    Edge::Choice(c) => Some(c.clone()),
                    _ => None,
                })
            }
            Edge::Root => None,
        })
        .filter(|c| legal.contains(c))
        .unwrap_or_else(|| legal[0].clone());
    (best, iterations)
}

/// Whether `left` more visits could not change the choice [`search`] returns: the root's most
/// visited child (and, for a group, its most visited member) leads the runner-up by more than
/// `left`, so not even every one of them going to the runner-up would tie it.
fn settled<C>(tree: &Tree<C>, root: u32, left: u32) -> bool {
    let lead = |node: u32| -> Option<(u32, u32)> {
        let (mut first, mut second, mut at) = (0, 0, None);
        for &k in &tree.nodes[node as usize].children {
            let v = tree.nodes[k as usize].visits;
            if v >= first {
                (second, first, at) = (first, v, Some(k));
            } else if v > second {
                second = v;
            }
        }
        at.map(|k| (k, first - second))
    };
    match lead(root) {
        Some((k, gap)) if gap > left => match tree.nodes[k as usize].edge {
            Edge::Group(_) => lead(k).is_some_and(|(_, gap)| gap > left),
            _ => true,
        },
        _ => false,
    }
}

fn most_visited<C>(tree: &Tree<C>, node: u32) -> Option<u32> {
    tree.nodes[node as usize]
        .children
        .iter()
        .copied()
        .max_by_key(|&k| tree.nodes[k as usize].visits)
}

/// Selection and expansion from the root: applies the tree's choices to `g` and leaves the
/// nodes visited in `s.path`.
fn descend<G: ImperfectInfo, P: Policy<G>>(
    tree: &mut Tree<G::Choice>,
    g: &mut G,
    legal: &[G::Choice],
    policy: &P,
    rng: &mut ChaCha8Rng,
    s: &mut Scratch<G::Choice>,
) {
    s.path.clear();
    s.path.push(tree.root);
    let mut node = tree.root;
    let mut fresh_legal = true;
    while let Some(seat) = g.decider().seat() {
        if fresh_legal {
            g.legal_choices(&mut s.choices);
            if node == tree.root && s.choices != legal {
                // The root offers exactly the seat's legal choices (usually the sample's are
                // the same list, which the comparison above settles in one pass).
                s.choices.retain(|c| legal.contains(c));
            }
            if s.choices.is_empty() {
                return;
            }
        }
        let edge = &tree.nodes[node as usize].edge;
        offer(
            edge,
            &s.choices,
            |c| policy.group(c),
            &mut s.groups,
            &mut s.offered,
            &mut s.offered_at,
        );
        // Each offered edge's child, found once.
        let children = &tree.nodes[node as usize].children;
        s.on_offer.clear();
        s.on_offer.resize(children.len(), false);
        find_children(
            &tree.nodes,
            children,
            &s.offered,
            &mut s.offered_at,
            &mut s.on_offer,
            &mut s.table,
        );
        // Expand an edge not in the tree yet, if any; else select among the children.
        let untried = s.offered_at.iter().filter(|at| at.1.is_none()).count();
        let (next, expanded) = if untried > 0 {
            let with_priors = policy.priors(g, &s.choices, &mut s.priors);
            // The prior of an edge: its choice's, or the best of its group's choices.
            let prior_of = |e: &Edge<G::Choice>, at: usize| -> f64 {
                match e {
                    Edge::Choice(_) => s.priors.get(at).copied().unwrap_or(0.0),
                    Edge::Group(k) => s
                        .choices
                        .iter()
                        .zip(&s.priors)
                        .filter(|(c, _)| policy.group(c) == Some(*k))
                        .map(|(_, &p)| p)
                        .fold(0.0, f64::max),
                    Edge::Root => 0.0,
                }
            };
            let mut untried_edges = s
                .offered
                .iter()
                .zip(&s.offered_at)
                .filter(|(_, at)| at.1.is_none());
            let chosen = if with_priors {
                // The most promising untried edge first.
                untried_edges
                    .map(|(e, at)| (prior_of(e, at.0), e))
                    .fold(
                        None,
                        |best: Option<(f64, &Edge<G::Choice>)>, (p, e)| match best {
                            Some((bp, _)) if bp >= p => best,
                            _ => Some((p, e)),
                        },
                    )
                    .map(|(p, e)| (e.clone(), p))
            } else {
                let pick = rng.random_range(0..untried as u32) as usize;
                untried_edges.nth(pick).map(|(e, _)| (e.clone(), 0.0))
            };
            let Some((edge, prior)) = chosen else {
                return;
            };
            let id = tree.nodes.len() as u32;
            let mut fresh = Node::new(edge);
            fresh.prior = prior;
            tree.nodes.push(fresh);
            tree.nodes[node as usize].children.push(id);
            (id, true)
        } else {
            match select(tree, node, &s.on_offer, seat) {
                Some(k) => (k, false),
                None => return,
            }
        };
        match &tree.nodes[next as usize].edge {
            // A group: choose within it at once, from the same legal choices.
            Edge::Group(_) => fresh_legal = false,
            Edge::Choice(c) => {
                if g.apply(c).is_err() {
                    return;
                }
                fresh_legal = true;
            }
            Edge::Root => return,
        }
        s.path.push(next);
        node = next;
        if expanded && fresh_legal {
            return; // a new choice applied: play out from here
        }
    }
}

/// Sets each offered edge's place among `children` (the one child with that edge: a node's
/// children have distinct edges) and marks the children on offer. Few children are compared
/// directly; more, through a table of their hashes, since a node with dozens of routes or
/// officer moves would otherwise compare every pair.
fn find_children<C: Eq>(
    nodes: &[Node<C>],
    children: &[u32],
    offered: &[Edge<C>],
    at: &mut [(usize, Option<usize>)],
    on_offer: &mut [bool],
    table: &mut Vec<u32>,
) where
    Edge<C>: Hash,
{
    let edge_of = |i: u32| {
        children
            .get(i as usize)
            .and_then(|&k| nodes.get(k as usize))
    };
    if children.len() * offered.len() <= DIRECT_PAIRS {
        for (e, at) in offered.iter().zip(at.iter_mut()) {
            at.1 =
                (0..children.len() as u32).position(|i| edge_of(i).is_some_and(|n| n.edge == *e));
            if let Some(i) = at.1 {
                on_offer[i] = true;
            }
        }
        return;
    }
    let mask = (children.len() * 2).next_power_of_two() - 1;
    table.clear();
    table.resize(mask + 1, EMPTY);
    for (i, n) in (0..children.len() as u32).filter_map(|i| Some((i, edge_of(i)?))) {
        let mut h = slot(n.hash, mask);
        while table[h] != EMPTY {
            h = (h + 1) & mask;
        }
        table[h] = i;
    }
    for (e, at) in offered.iter().zip(at.iter_mut()) {
        let hash = edge_hash(e);
        let mut h = slot(hash, mask);
        at.1 = None;
        while table[h] != EMPTY {
            let i = table[h];
            if edge_of(i).is_some_and(|n| n.hash == hash && n.edge == *e) {
                at.1 = Some(i as usize);
                on_offer[i as usize] = true;
                break;
            }
            h = (h + 1) & mask;
        }
    }
}

/// Up to this many (offered, child) pairs, [`find_children`] compares them all.
const DIRECT_PAIRS: usize = 48;

const EMPTY: u32 = u32::MAX;

fn slot(hash: u64, mask: usize) -> usize {
    hash as usize & mask
}

/// A hash of a tree edge (FxHash: fast on the few small fields of a choice).
fn edge_hash<E: Hash + ?Sized>(e: &E) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    e.hash(&mut h);
    h.finish()
}

/// The edges offered at a node with `edge` for these legal choices: inside a group, its
/// choices; elsewhere, each choice alone or its group when it has company.
fn offer<C: Clone + PartialEq>(
    edge: &Edge<C>,
    choices: &[C],
    group: impl Fn(&C) -> Option<u32>,
    groups: &mut Vec<(u32, usize, u32)>,
    out: &mut Vec<Edge<C>>,
    at: &mut Vec<(usize, Option<usize>)>,
) {
    out.clear();
    groups.clear();
    at.clear();
    if let Edge::Group(k) = edge {
        let k = Some(*k);
        for (i, c) in choices.iter().enumerate() {
            if group(c) == k {
                out.push(Edge::Choice(c.clone()));
                at.push((i, None));
            }
        }
        return;
    }
    // Each group's first member and size, in order of first appearance (few groups).
    for (i, c) in choices.iter().enumerate() {
        if let Some(k) = group(c) {
            match groups.iter_mut().find(|g| g.0 == k) {
                Some(g) => g.2 += 1,
                None => groups.push((k, i, 1)),
            }
        }
    }
    for (i, c) in choices.iter().enumerate() {
        let e = match group(c).and_then(|k| groups.iter().find(|g| g.0 == k)) {
            Some(&(k, first, size)) if size > 1 => {
                if first != i {
                    continue;
                }
                Edge::Group(k)
            }
            _ => Edge::Choice(c.clone()),
        };
        out.push(e);
        at.push((i, None));
    }
}

/// UCB1 over the children offered in this determinisation (`on_offer`, by place among the
/// node's children); bumps their availability.
fn select<C: Clone + PartialEq>(
    tree: &mut Tree<C>,
    node: u32,
    on_offer: &[bool],
    seat: Seat,
) -> Option<u32> {
    let mut best = None;
    let mut best_score = f64::NEG_INFINITY;
    for i in 0..tree.nodes[node as usize].children.len() {
        let k = tree.nodes[node as usize].children[i];
        if !on_offer.get(i).copied().unwrap_or(false) {
            continue;
        }
        let n = &mut tree.nodes[k as usize];
        n.avail += 1;
        let visits = n.visits.max(1) as f64;
        let mean = n.reward.get(seat as usize).copied().unwrap_or(0.0) / visits;
        let score = mean
            + EXPLORATION * ((n.avail as f64).ln() / visits).sqrt()
            + PRIOR_WEIGHT * n.prior / (visits + 1.0);
        if score > best_score {
            best_score = score;
            best = Some(k);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{Budget, Edge, Node, find_children, offer};

    /// A decision gets its own limit or what is left of the turn's, whichever is less.
    #[test]
    fn a_decision_gets_what_is_left_of_the_turn() {
        let b = Budget::flat(2_000, 900, 2_500, 40);
        let ms = Duration::from_millis;
        for (spent, left) in [(0, 900), (1_500, 900), (2_000, 500), (2_500, 0), (9_000, 0)] {
            assert_eq!(b.decision_time(ms(spent)), ms(left), "after {spent} ms");
        }
    }

    /// Hard's budget counts the visits kept from the decision before and caps a small
    /// decision's playouts; a budget without either makes `iterations` new playouts each time.
    #[test]
    fn kept_visits_count_and_small_decisions_stop_early() {
        let plain = Budget::flat(4_000, 900, 2_500, 40);
        let hard = Budget {
            count_kept: true,
            per_choice: Some(300),
            ..plain
        };
        // (budget, visits kept, legal choices, new playouts)
        let table = [
            (plain, 0, 20, 4_000),
            (plain, 3_000, 2, 4_000),
            (hard, 0, 20, 4_000),
            (hard, 1_500, 20, 2_500),
            // at least a quarter new, however much was kept
            (hard, 3_900, 20, 1_000),
            (hard, 9_000, 20, 1_000),
            // 300 a choice
            (hard, 0, 2, 600),
            (hard, 3_900, 2, 600),
            (hard, 0, 13, 3_900),
            (hard, 0, usize::MAX, 4_000),
        ];
        for (budget, kept, choices, new) in table {
            assert_eq!(
                budget.new_iterations(kept, choices),
                new,
                "{kept} kept, {choices} choices, {budget:?}"
            );
        }
    }

    /// Choices 10..=12 share group 1 (three routes to one destination), 20 is alone in group
    /// 2, 30 has none: the node offers group 1, then 20 and 30 as themselves.
    #[test]
    fn long_choices_are_offered_as_a_group_first() {
        let group = |c: &u32| match c {
            10..=12 => Some(1),
            20 => Some(2),
            _ => None,
        };
        let mut out = Vec::new();
        let mut groups = Vec::new();
        let mut at = Vec::new();
        offer(
            &Edge::Root,
            &[10, 20, 11, 30, 12],
            group,
            &mut groups,
            &mut out,
            &mut at,
        );
        assert_eq!(out, [Edge::Group(1), Edge::Choice(20), Edge::Choice(30)]);
        // Where each edge's choice (a group's first member) is in the list.
        assert_eq!(at, [(0, None), (1, None), (3, None)]);
        offer(
            &Edge::Group(1),
            &[10, 20, 11, 30, 12],
            group,
            &mut groups,
            &mut out,
            &mut at,
        );
        assert_eq!(out, [Edge::Choice(10), Edge::Choice(11), Edge::Choice(12)]);
        assert_eq!(at, [(0, None), (2, None), (4, None)]);
    }

    /// Each offered edge finds the one child with its edge, by direct comparison or through
    /// the hash table alike (edges offered twice find the same child), on lists of every size
    /// up to 60 children and 70 offered edges.
    #[test]
    fn offered_edges_find_their_children_as_a_scan_finds_them() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        let mut table = Vec::new();
        let mut hashed = 0;
        for round in 0..400 {
            // The tree's nodes: the root, then children with distinct edges.
            let mut nodes = vec![Node::new(Edge::Root)];
            let mut children = Vec::new();
            for v in 0..next(61) as u32 {
                let edge = match next(4) {
                    0 => Edge::Group(v),
                    _ => Edge::Choice(v * 7 % 101),
                };
                if nodes.iter().all(|n| n.edge != edge) {
                    children.push(nodes.len() as u32);
                    nodes.push(Node::new(edge));
                }
            }
            let offered: Vec<Edge<u32>> = (0..next(71))
                .map(|_| match next(5) {
                    0 => Edge::Group(next(80) as u32),
                    _ => Edge::Choice(next(120) as u32),
                })
                .collect();
            let mut at = vec![(0, None); offered.len()];
            let mut on_offer = vec![false; children.len()];
            find_children(
                &nodes,
                &children,
                &offered,
                &mut at,
                &mut on_offer,
                &mut table,
            );
            let scan: Vec<Option<usize>> = offered
                .iter()
                .map(|e| children.iter().position(|&k| nodes[k as usize].edge == *e))
                .collect();
            let found: Vec<Option<usize>> = at.iter().map(|a| a.1).collect();
            assert_eq!(found, scan, "round {round}");
            for (i, on) in on_offer.iter().enumerate() {
                assert_eq!(*on, scan.contains(&Some(i)), "round {round}: child {i}");
            }
            if children.len() * offered.len() > super::DIRECT_PAIRS {
                hashed += 1;
            }
        }
        assert!(hashed > 200, "{hashed} rounds through the table");
    }
}
