//! Escape Plan knowledge: a heuristic that plans toward its own valuable Locations, avoids
//! officers it cannot cover, keeps money for the exit and gets out on Day 3. It is the Easy
//! bot and the playout policy of the searches; it reads only the seat's own secrets and public
//! state, so on an information set it cannot cheat.

use escape_plan::data::board::{NOTORIETY_PENALTY, escape_cost};
use escape_plan::data::cards::{EscapePlanCard, Payout, escape_plan_card};
use escape_plan::data::tiles::Site;
use escape_plan::hex::{self, topology};
use escape_plan::{
    Bonus, Choice, ContactPlacement, Effect, GameState, InfoSet, Item, Part, Standing, Task,
    escape_exit, score, winners,
};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::{Bot, Policy};

/// The heuristic as a bot: the best-scoring choice, or a random one with probability `epsilon`.
pub struct HeuristicBot {
    rng: ChaCha8Rng,
    epsilon: f64,
}

impl HeuristicBot {
    pub fn new(seed: u64, epsilon: f64) -> HeuristicBot {
        HeuristicBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            epsilon,
        }
    }
}

impl Bot<GameState> for HeuristicBot {
    fn choose(&mut self, info: &InfoSet, legal: &[Choice]) -> Choice {
        if self.rng.random::<f64>() < self.epsilon {
            return legal[self.rng.random_range(0..legal.len() as u32) as usize];
        }
        legal[EscapePlanPolicy.pick(info.state(), legal, &mut self.rng)]
    }

    fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }
}

/// The heuristic policy and the state evaluation used by the searches.
#[derive(Clone, Copy, Debug, Default)]
pub struct EscapePlanPolicy;

impl Policy<GameState> for EscapePlanPolicy {
    fn pick(&self, g: &GameState, legal: &[Choice], rng: &mut ChaCha8Rng) -> usize {
        let Some(seat) = g.decider().seat() else {
            return 0;
        };
        let mut best = 0;
        let mut best_value = f64::NEG_INFINITY;
        // The seat's Escape Plan card, worked out once for every choice (a playout step
        // weighs dozens of routes).
        let card = g
            .players
            .get(seat as usize)
            .map(|p| escape_plan_card(p.escape_plan));
        let mut at = Destinations::default();
        // A little noise breaks ties and varies playouts: each choice's is its own, drawn from
        // one seed by its place in the list, so a choice the noise could not lift over the best
        // so far is passed over without drawing it.
        let seed = rng.next_u64();
        for (i, c) in legal.iter().enumerate() {
            let v = value(g, seat, card.as_ref(), &mut at, c);
            if v + NOISE <= best_value {
                continue;
            }
            let v = v + noise(seed, i) * NOISE;
            if v > best_value {
                best_value = v;
                best = i;
            }
        }
        best
    }

    fn evaluate(&self, g: &GameState, out: &mut Vec<f64>) {
        out.clear();
        if let Some(result) = g.result() {
            let win = winners(&g.players);
            out.extend(result.pads.iter().map(|p| {
                if !p.escaped {
                    return 0.0;
                }
                let share = if win.contains(&p.seat) {
                    1.0 / win.len() as f64
                } else {
                    0.0
                };
                0.7 * share + 0.3 * ((p.total as f64 + 50.0) / 400.0).clamp(0.0, 1.0)
            }));
            return;
        }
        // Not over: each seat's pad so far, with a penalty for being far from escaping late.
        out.extend(g.players.iter().enumerate().map(|(s, p)| match p.standing {
            Standing::Arrested { .. } => -100.0,
            _ => score(s as u8, p).total as f64,
        }));
        let best = out.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        for t in out.iter_mut() {
            let lead = 1.0 / (1.0 + (-(*t - best + 10.0) / 25.0).exp());
            *t = 0.7 * lead + 0.3 * ((*t + 50.0) / 400.0).clamp(0.0, 1.0);
        }
    }

    /// "Destination, then route": the Moves to one Location form a group, and so do the ways
    /// out through the open Exit.
    fn group(&self, choice: &Choice) -> Option<u32> {
        match *choice {
            Choice::Move { to, .. } => Some(u32::from(to)),
            Choice::Escape { .. } => Some(u32::from(u8::MAX) + 1),
            _ => None,
        }
    }

    /// "5. Day Turns": each seat takes at most one turn in each part of a Day. The start of a
    /// Day (Income, the City's tiles, Businesses and Safe Houses) comes before the Morning's
    /// turns but is none of them, so it has a slot of its own.
    fn turn_of(&self, info: &InfoSet) -> u64 {
        let g = info.state();
        let slot = match g.agenda().last() {
            Some(
                Task::IncomeUnlock { .. }
                | Task::PlaceTile { .. }
                | Task::ChooseBusiness { .. }
                | Task::ChooseSafeHouse { .. },
            ) => Part::ALL.len() as u64,
            _ => g.part as u64,
        };
        u64::from(g.day) * (Part::ALL.len() as u64 + 1) + slot
    }
}

/// The most [`EscapePlanPolicy::pick`]'s noise adds to a choice's value.
const NOISE: f64 = 0.5;

/// The noise of the choice at `index` of a list, in `[0, 1)`: the value at `index` of the
/// SplitMix64 stream from the pick's seed, reached in one step (so that any choice's noise is
/// drawn without the ones before it).
fn noise(seed: u64, index: usize) -> f64 {
    let mut x = seed.wrapping_add((index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    (tabletop::splitmix(&mut x) >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
}

/// [`destination`] of the last Location asked for: the Moves to one Location are listed
/// together, one for each of its routes.
#[derive(Default)]
struct Destinations {
    last: Option<(u8, f64)>,
}

impl Destinations {
    fn value(&mut self, g: &GameState, seat: u8, card: &EscapePlanCard, to: u8) -> f64 {
        match self.last {
            Some((at, v)) if at == to => v,
            _ => {
                let v = destination(g, seat, card, to);
                self.last = Some((to, v));
                v
            }
        }
    }
}

/// How attractive a choice looks to `seat`, whose Escape Plan card is `card`; `at` keeps the
/// value of the last destination read.
fn value(
    g: &GameState,
    seat: u8,
    card: Option<&EscapePlanCard>,
    at: &mut Destinations,
    c: &Choice,
) -> f64 {
    let p = &g.players[seat as usize];
    match *c {
        Choice::Escape { avoid, gas } => {
            let cost = escape_cost(g.players(), g.escaped as usize);
            if p.money >= cost {
                500.0 - officers(g, avoid) * 4.0 - gas as f64
            } else {
                -500.0
            }
        }
        Choice::Move { to, avoid, gas } => {
            card.map_or(0.0, |card| at.value(g, seat, card, to))
                - officers(g, avoid) * 7.0
                - gas as f64 * 2.0
        }
        Choice::Rest => {
            if p.wounds >= 2
                || p.contacts
                    .iter()
                    .any(|c| matches!(c, escape_plan::ContactSlot::Card { face_up: false, .. }))
            {
                6.0
            } else {
                -2.0
            }
        }
        Choice::Pass | Choice::EndTurn | Choice::TakeWounds => 0.0,
        Choice::UseExtraActionDisc => 8.0,
        Choice::Exec { effect, .. } => match effect {
            Effect::AvoidOnTile { .. }
            | Effect::AvoidOfficer { .. }
            | Effect::AvoidInspector { .. } => 12.0,
            Effect::Heal => p.wounds as f64 * 3.0 - 2.0,
            Effect::LoseNotoriety => {
                (NOTORIETY_PENALTY[p.notoriety as usize] as f64).abs() / 10.0 - 1.0
            }
            Effect::ReceiveIncome => 1.0,
            _ => -1.0,
        },
        Choice::TakeContact { placement, .. } => match placement {
            ContactPlacement::Leftmost => 4.0,
            ContactPlacement::Discard => 0.0,
            ContactPlacement::Replace { .. } => -1.0,
        },
        Choice::BuyEquipment { .. } | Choice::BuyFixer { .. } => {
            if p.money > 14 {
                1.5
            } else {
                -2.0
            }
        }
        Choice::TakeGasCan => 1.0,
        Choice::OpenLocker { .. } | Choice::DrawExitTiles => 6.0,
        Choice::KeepTile { index, slot } => {
            let replaces = p.items[slot as usize] != Item::Empty;
            g.drawn_for(seat)
                .ok()
                .and_then(|d| d.get(index as usize).copied())
                .unwrap_or(0) as f64
                - if replaces { 20.0 } else { 0.0 }
        }
        Choice::Heal { wounds } => wounds as f64 * 6.0 - [0.0, 1.0, 3.0, 6.0][wounds as usize % 4],
        Choice::PayForAbsolution => 2.0,
        Choice::UnlockAsset { .. } => 1.0,
        Choice::ReceiveIncome => 3.0,
        Choice::TakeBonus { bonus } => match bonus {
            Bonus::ExtraActionDisc => 3.0,
            Bonus::Alternative => 2.0,
        },
        Choice::MovePolice { to, .. } => {
            // Send officers as far from our own tile as the rule allows.
            let mine = p
                .location
                .and_then(|l| g.city.space_of(topology().locations[l as usize].tile))
                .unwrap_or(p.last_space);
            hex::distance(to, mine) as f64
        }
        _ => 0.0,
    }
}

/// Officers on the tiles a route leaves.
fn officers(g: &GameState, avoid: u32) -> f64 {
    let mut spaces = avoid & ((1 << hex::SPACES) - 1);
    let mut n = 0.0;
    while spaces != 0 {
        n += g.city.police_at(spaces.trailing_zeros() as u8).count_ones() as f64;
        spaces &= spaces - 1;
    }
    n
}

/// What ending a move at `to` is worth to `seat`, whose Escape Plan card is `card`.
fn destination(g: &GameState, seat: u8, card: &EscapePlanCard, to: u8) -> f64 {
    let p = &g.players[seat as usize];
    let income = p.income() as f64;
    let payout = |pay: Payout| match pay {
        Payout::Money(m) => m as f64 / 4.0,
        Payout::Income => income * 1.5,
    };
    let site = topology().locations[to as usize].site;
    match site {
        Site::BusinessSpace => g
            .business_at(to)
            .map_or(0.0, |b| payout(card.groups[b.group()][b.index() % 3]) + 3.0),
        Site::SafeHouseSpace => g
            .safe_house_at(to)
            .map_or(0.0, |h| payout(card.groups[2][h]) + 5.0),
        Site::Exit(e) => {
            if escape_exit(g) == Some(e) {
                // Stand on the open exit, ready to leave.
                25.0
            } else {
                4.0
            }
        }
        Site::Hospital => p.wounds as f64 * 6.0 - 3.0,
        Site::Clinic => 4.0 + p.wounds as f64 * 3.0,
        Site::Church => 3.0,
        Site::Store(_) => {
            if p.money > 12 {
                4.0
            } else {
                2.0
            }
        }
        Site::Gang(_) => {
            if p.money >= 14 {
                3.0
            } else {
                -4.0
            }
        }
        Site::Subway | Site::Heliport => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use escape_plan::Config;

    /// The pick passes over a choice only when its noise could not lift it over the best so far,
    /// and reads a destination once for its routes: on positions of random games it picks what
    /// valuing every choice afresh and drawing its noise picks, and the noise is spread evenly
    /// over `[0, 1)`.
    #[test]
    fn passing_over_hopeless_choices_picks_what_drawing_every_noise_picks() {
        let mut picks = 0;
        let mut legal = Vec::new();
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for seed in 0..12 {
            let Ok(mut g) = GameState::new(
                Config {
                    players: 2 + (seed % 4) as u8,
                },
                seed,
            ) else {
                continue;
            };
            while let Some(seat) = g.decider().seat() {
                g.legal_choices(&mut legal);
                let mut drawn = rng.clone();
                let pick_seed = drawn.next_u64();
                let card = escape_plan_card(g.players[seat as usize].escape_plan);
                // Every choice valued afresh, without the destination kept from the one before.
                let every = (0..legal.len())
                    .map(|i| {
                        let mut fresh = Destinations::default();
                        value(&g, seat, Some(&card), &mut fresh, &legal[i])
                            + noise(pick_seed, i) * NOISE
                    })
                    .enumerate()
                    .fold((0, f64::NEG_INFINITY), |best, (i, v)| {
                        if v > best.1 { (i, v) } else { best }
                    })
                    .0;
                let i = EscapePlanPolicy.pick(&g, &legal, &mut rng);
                assert_eq!(i, every, "game {seed}: {:?}", legal[i]);
                picks += 1;
                let c = legal[i];
                if g.apply(&c).is_err() {
                    break;
                }
            }
        }
        assert!(picks > 1000, "{picks} picks");
        let n = 100_000;
        let mean = (0..n).map(|i| noise(7, i)).sum::<f64>() / n as f64;
        assert!((0..n).all(|i| (0.0..1.0).contains(&noise(99, i))));
        assert!((mean - 0.5).abs() < 0.01, "mean noise {mean}");
    }
}
