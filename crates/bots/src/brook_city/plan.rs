//! A Brook City player's rules of thumb, for the Easy bot and the searches' playouts: pick a
//! goal (an affordable clue, the crimes in its own crime area, the criminal's assets, the
//! Suspect once busting it solves the case), walk or drive to it, play the encounter card with
//! the best expected progress on the best target in reach, convert hunches when that busts or
//! succeeds, investigate clues, take leads, and breathe when stress runs high. Reads only what a
//! seat's information set shows.

use std::cell::{Cell, OnceCell, RefCell};
use std::sync::OnceLock;

use brook_city::board::{distance, xy};
use brook_city::cards::{Effect, Keyword, Modifier, Reach, visit};
use brook_city::data::DIE;
use brook_city::ids::{Approach, CardRef, Face};
use brook_city::{Choice, Ctx, GameState, Prompt, Step};

use brook_city::ids::Space;

use super::eval::{NO_GOAL, best_goal, goals_when, lesser};

const MAX_DICE: usize = 6;
const MAX_RESIST: usize = 8;

/// For `n` dice against resistance `r`: the chance the encounter succeeds and the progress it
/// places on average, from the authored die (criticals explode), computed once.
fn odds(n: usize, r: usize) -> (f64, f64) {
    static TABLE: OnceLock<Vec<Vec<(f64, f64)>>> = OnceLock::new();
    let t = TABLE.get_or_init(|| {
        // Distribution of successes of one die, criticals exploding (a few levels deep).
        let mut one = vec![0.0f64; 16];
        fn roll(depth: u32, base: usize, p: f64, one: &mut Vec<f64>) {
            for f in DIE {
                let q = p / DIE.len() as f64;
                match f {
                    Face::Success | Face::SuccessHunch => one[base + 1] += q,
                    Face::Critical if depth < 6 => roll(depth + 1, base + 1, q, one),
                    Face::Critical => one[base + 1] += q,
                    _ => one[base] += q,
                }
            }
        }
        roll(0, 0, 1.0, &mut one);
        let mut table = Vec::new();
        let mut dist = vec![1.0f64];
        for _ in 0..=MAX_DICE {
            let row = (0..=MAX_RESIST)
                .map(|r| {
                    let p: f64 = dist.iter().skip(r).sum();
                    let e: f64 = dist
                        .iter()
                        .enumerate()
                        .skip(r)
                        .map(|(s, q)| (s - r) as f64 * q)
                        .sum();
                    (p, e)
                })
                .collect();
            table.push(row);
            let mut next = vec![0.0; dist.len() + one.len()];
            for (a, p) in dist.iter().enumerate() {
                for (b, q) in one.iter().enumerate() {
                    next[a + b] += p * q;
                }
            }
            dist = next;
        }
        table
    });
    t[n.min(MAX_DICE)][r.min(MAX_RESIST)]
}

/// The encounter a card in hand gives: approach, dice, reach.
fn encounter_of(g: &GameState, cop: u8, card: CardRef) -> Option<(Approach, u8, Reach)> {
    let ctx = Ctx {
        cop,
        source: card,
        target: None,
        team: false,
    };
    let mut found = None;
    for e in g.side(card).abilities_of(Keyword::Play) {
        visit(e, &mut |n| {
            if let Effect::Encounter {
                approach,
                dice,
                reach,
                ..
            } = *n
                && found.is_none()
            {
                found = Some((approach, brook_city::value(g, dice, ctx), reach));
            }
        });
    }
    let (a, dice, reach) = found?;
    let me = &g.cops[cop as usize];
    let bonus: i32 = std::iter::once(me.id_card)
        .chain(me.play.iter().copied())
        .flat_map(|c| g.side(c).modifiers.iter())
        .map(|m| match *m {
            Modifier::Dice(x, n) if x.is_none_or(|x| x == a) => i32::from(n),
            _ => 0,
        })
        .sum();
    Some((a, (i32::from(dice) + bonus).clamp(0, 6) as u8, reach))
}

/// How much busting or working on `target` is worth to `cop` (0..=1); `ready`: whether busting
/// the Suspect would solve the case.
fn target_worth(g: &GameState, cop: u8, target: CardRef, ready: &Ready) -> f64 {
    if target == g.suspect {
        return if ready.get(g) { 1.0 } else { 0.3 };
    }
    if g.cops[cop as usize].crime.contains(&target) {
        0.9
    } else if g.cops.iter().any(|c| c.crime.contains(&target)) {
        0.7
    } else {
        0.6
    }
}

/// [`brook_city::assess::ready_to_bust_suspect`], read once a decision and only if asked.
#[derive(Default)]
struct Ready(OnceCell<bool>);

impl Ready {
    fn get(&self, g: &GameState) -> bool {
        *self
            .0
            .get_or_init(|| brook_city::assess::ready_to_bust_suspect(g))
    }
}

/// The target in reach that encountering with `card` now is worth most on: the target, that
/// worth, and the chance the encounter succeeds (for a hint's reason).
pub(super) fn best_encounter(g: &GameState, cop: u8, card: CardRef) -> Option<(CardRef, f64, f64)> {
    best_encounter_in(g, cop, card, &Targets::of(g), &Ready::default())
}

fn best_encounter_in(
    g: &GameState,
    cop: u8,
    card: CardRef,
    targets: &Targets,
    ready: &Ready,
) -> Option<(CardRef, f64, f64)> {
    let (approach, dice, reach) = encounter_of(g, cop, card)?;
    let at = g.cop_space(cop)?;
    targets
        .0
        .iter()
        .filter(|t| match (reach, t.at) {
            (Reach::Anywhere, _) => true,
            (Reach::Near, Some(s)) => distance(s, at) <= 1,
            (Reach::Within(n), Some(s)) => distance(s, at) <= n,
            _ => false,
        })
        .map(|t| {
            let (p, e) = odds(dice as usize, t.resistance(g, approach) as usize);
            let left = f64::from(t.left);
            let value = target_worth(g, cop, t.card, ready) * (e.min(left) / left + 0.3 * p);
            (t.card, value, p)
        })
        .fold(None, |best: Option<(CardRef, f64, f64)>, x| match best {
            Some(b) if b.1 >= x.1 => Some(b),
            _ => Some(x),
        })
}

/// The targets in play, in play order, read once a decision: every card in hand weighs them.
struct Targets(Vec<Target>);

struct Target {
    card: CardRef,
    at: Option<Space>,
    /// The progress it still needs to be busted (at least 1).
    left: u8,
    /// Its resistance to each approach, once asked for (a resistance reads every card in
    /// play for modifiers).
    resist: [Cell<Option<u8>>; 3],
}

impl Targets {
    fn of(g: &GameState) -> Targets {
        let mut list = Vec::with_capacity(12);
        brook_city::targets(g).for_each(|t| {
            list.push(Target {
                card: t,
                at: brook_city::component_space(g, t),
                left: brook_city::threshold(g, t)
                    .unwrap_or(1)
                    .saturating_sub(g.cards[t as usize].progress)
                    .max(1),
                resist: Default::default(),
            });
        });
        Targets(list)
    }
}

impl Target {
    fn resistance(&self, g: &GameState, approach: Approach) -> u8 {
        let cell = &self.resist[approach.index()];
        cell.get().unwrap_or_else(|| {
            let r = brook_city::resistance(g, self.card, approach);
            cell.set(Some(r));
            r
        })
    }
}

/// What the scoring of one decision needs, worked out once for all its choices and only when
/// a choice asks for it (most playout steps weigh a few choices that need little).
struct Seen<'g> {
    g: &'g GameState,
    cop: u8,
    ready: Ready,
    /// The cop's goals, and the cost of the best of them from where it stands.
    goals: OnceCell<(Vec<Goal>, f64)>,
    /// The cop's stress, and whether it is within 2 of its stress value.
    stress: OnceCell<(u8, bool)>,
    targets: OnceCell<Targets>,
    /// The encounter value of each card in hand asked about so far.
    values: RefCell<Vec<(CardRef, Option<f64>)>>,
}

impl<'g> Seen<'g> {
    fn of(g: &'g GameState) -> Seen<'g> {
        Seen {
            g,
            cop: g.decider().seat().unwrap_or(0),
            ready: Ready::default(),
            goals: OnceCell::new(),
            stress: OnceCell::new(),
            targets: OnceCell::new(),
            values: RefCell::new(Vec::new()),
        }
    }

    /// The best expected value of encountering with `card` now: the worth of the target
    /// times (progress toward its threshold, plus a bonus for the chance of success), over
    /// the targets in reach.
    fn encounter_value(&self, card: CardRef) -> Option<f64> {
        if let Some(&(_, v)) = self.values.borrow().iter().find(|x| x.0 == card) {
            return v;
        }
        let targets = self.targets.get_or_init(|| Targets::of(self.g));
        let v = best_encounter_in(self.g, self.cop, card, targets, &self.ready)
            .map(|(_, value, _)| value);
        self.values.borrow_mut().push((card, v));
        v
    }

    fn goals(&self) -> &(Vec<Goal>, f64) {
        self.goals.get_or_init(|| {
            // Pushed one by one: `for_each` takes the walk over what is in play in one go.
            let mut goals = Vec::with_capacity(16);
            goals_when(self.g, self.cop, self.ready.get(self.g)).for_each(|(s, w)| {
                let (x, y) = xy(s);
                goals.push(Goal {
                    x,
                    y,
                    extra: lesser(w),
                });
            });
            let here = self
                .g
                .cop_space(self.cop)
                .map_or(NO_GOAL, |s| cost_of(&goals, s));
            (goals, here)
        })
    }

    fn cost(&self, from: Space) -> f64 {
        cost_of(&self.goals().0, from)
    }

    fn cost_here(&self) -> f64 {
        self.goals().1
    }

    fn stress(&self) -> (u8, bool) {
        *self.stress.get_or_init(|| {
            let (stress, limit) = brook_city::assess::stress(self.g, self.cop);
            (stress, stress + 2 >= limit)
        })
    }
}

/// A goal where the scoring reads it: its square's coordinates, and what a goal that matters
/// less adds to its distance (see [`super::eval::goal_cost`]).
struct Goal {
    x: usize,
    y: usize,
    extra: f64,
}

/// The cost of the best of `goals` from `from` (see [`super::eval::goal_cost`]); every Walk
/// choice reads it.
fn cost_of(goals: &[Goal], from: Space) -> f64 {
    let (x, y) = xy(from);
    best_goal(
        goals
            .iter()
            .map(|g| f64::from(g.x.abs_diff(x).max(g.y.abs_diff(y)) as u8) + g.extra),
    )
}

/// A score for a choice: higher is better.
pub fn plan_score(g: &GameState, c: &Choice) -> f64 {
    score(g, &Seen::of(g), c)
}

fn score(g: &GameState, seen: &Seen, c: &Choice) -> f64 {
    let cop = seen.cop;
    let me = &g.cops[cop as usize];
    let ready = &seen.ready;
    let best_play = || {
        me.hand
            .iter()
            .filter_map(|&c| seen.encounter_value(c))
            .fold(0.0f64, f64::max)
    };
    match *c {
        Choice::Walk { to } | Choice::Drive { to } | Choice::Sail { to } => {
            3.0 - 0.3 * seen.cost(to)
        }
        Choice::StopMoving => 3.0 - 0.3 * seen.cost_here() + 0.05,
        Choice::Breather => {
            let (stress, stressed) = seen.stress();
            if stress > 0 && (stressed || seen.cost_here() <= 1.0) {
                3.5
            } else {
                0.0
            }
        }
        Choice::BeginStep { step } => match step {
            // Encounter first when something worth it is in reach; otherwise move first.
            Step::Card if best_play() > 0.25 => 3.0,
            Step::Move if seen.cost_here() > 1.0 => 2.5,
            Step::Card => 1.5,
            Step::Action => 1.4,
            Step::Move => 0.8,
        },
        Choice::Play { card } => match seen.encounter_value(card) {
            Some(v) => 1.0 + 3.0 * v,
            // An ability or tactic: worth playing, more so what helps now.
            None => {
                let mut v = 1.2;
                let (stress, stressed) = seen.stress();
                for e in g.side(card).abilities_of(Keyword::Play) {
                    visit(e, &mut |n| match n {
                        Effect::DiscardStress(..) if stress > 0 => v += 0.8,
                        Effect::GainHunch(..) | Effect::Draw(..) => v += 0.3,
                        Effect::PlaceProgress(..) => v += 0.8,
                        Effect::Move(..) if seen.cost_here() > 1.0 => v += 0.5,
                        Effect::SufferStress(..) if stressed => v -= 2.0,
                        _ => {}
                    });
                }
                v
            }
        },
        Choice::DrawInstead => 1.1,
        Choice::Interact { .. } => 4.0,
        Choice::TakeLead if me.lead.is_none() => 2.6,
        Choice::TakeLead => 1.0,
        Choice::CardAction { .. } => 2.0,
        Choice::HunchAction => 1.8,
        Choice::MoveAction if seen.cost_here() > 1.0 => 2.2,
        Choice::MoveAction => 0.2,
        Choice::EndStep => 0.3,
        Choice::EndActPhase => 0.1,
        Choice::Exhaust { card } => {
            // Dice for an encounter about to roll are always welcome.
            let mut dice = false;
            for e in g.side(card).abilities_of(Keyword::Exhaust) {
                visit(e, &mut |n| dice |= matches!(n, Effect::EncounterDice(_)));
            }
            if dice { 3.0 } else { 0.9 }
        }
        Choice::Pass => 0.6,
        Choice::PassForTurn => 0.5,
        Choice::Ditch { .. } => 0.5,
        Choice::Enter if seen.cost_here() > 4.0 => 1.5,
        Choice::Enter => 0.2,
        Choice::Exit { to } => 2.8 - 0.3 * seen.cost(to),
        Choice::Commandeer | Choice::CommandeerSpecial { .. } => 0.1,
        Choice::ConvertHunches { n } => convert_score(g, n),
        Choice::Card { card } if matches!(g.prompt(), Prompt::EncounterTarget { .. }) => {
            target_worth(g, cop, card, ready) * 2.0
        }
        // Discarding from hand: the card least worth playing goes.
        Choice::Card { card } if matches!(g.prompt(), Prompt::DiscardFromHand { .. }) => {
            -seen.encounter_value(card).unwrap_or(0.2)
        }
        _ => 1.0,
    }
}

/// Converting hunch results: enough to succeed (and to bust if it can), keeping the rest for
/// clues.
fn convert_score(g: &GameState, n: u8) -> f64 {
    let Some(enc) = g.encounters.last() else {
        return 0.0;
    };
    let Some(t) = enc.target else { return 0.0 };
    let resist = brook_city::resistance(g, t, enc.approach);
    let total = enc.successes.saturating_add(n);
    let left = brook_city::threshold(g, t)
        .unwrap_or(1)
        .saturating_sub(g.cards[t as usize].progress);
    let progress = total.saturating_sub(resist);
    let mut s = 0.0;
    if total >= resist {
        s += 2.0;
    }
    if progress >= left {
        s += 3.0;
    }
    s + 0.5 * f64::from(progress.min(left)) - 0.3 * f64::from(n)
}

/// The score of each of `choices`, into `out`.
pub fn scores(g: &GameState, choices: &[Choice], out: &mut Vec<f64>) {
    let seen = Seen::of(g);
    out.clear();
    out.extend(choices.iter().map(|c| score(g, &seen, c)));
}

/// The index of the best choice by [`plan_score`], noise of up to `noise` breaking ties.
pub fn plan(g: &GameState, legal: &[Choice], noise: f64, rng: &mut impl rand::Rng) -> usize {
    if legal.len() < 2 {
        // Nothing to weigh; the noise is drawn all the same, so the rest of the game's
        // draws are those of scoring it.
        let _ = rng.random::<f64>();
        return 0;
    }
    let seen = Seen::of(g);
    let mut best = 0;
    let mut best_score = f64::NEG_INFINITY;
    for (i, c) in legal.iter().enumerate() {
        let s = score(g, &seen, c) + rng.random::<f64>() * noise;
        if s > best_score {
            best_score = s;
            best = i;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::odds;

    /// The odds table reads the authored die: more dice, better odds; more resistance, worse.
    #[test]
    fn odds_rise_with_dice_and_fall_with_resistance() {
        for n in 1..6 {
            for r in 0..6 {
                let (p, e) = odds(n, r);
                let (p2, e2) = odds(n + 1, r);
                let (p3, e3) = odds(n, r + 1);
                assert!(p2 >= p - 1e-9 && e2 >= e - 1e-9, "{n} dice, {r}");
                assert!(p3 <= p + 1e-9 && e3 <= e + 1e-9, "{n} dice, {r}");
                assert!((0.0..=1.0 + 1e-9).contains(&p));
            }
        }
        assert!(
            (odds(3, 0).0 - 1.0).abs() < 1e-9,
            "no resistance: always successful"
        );
    }
}
