//! Issue 20 §5: a hint's motive names what the seat's own view shows: the amount its Escape
//! Plan card lists for the Business or Safe House a Move goes to, the open Exit, healing.

use bots::{Motive, motive};
use escape_plan::data::board::escape_cost;
use escape_plan::data::cards::Payout;
use escape_plan::{Choice, Config, GameState};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// What the seat's view says a Move to `to` earns on its Escape Plan, if anything.
fn listed(g: &GameState, seat: u8, to: u8) -> Option<Payout> {
    let view = g.view(seat).unwrap();
    let plan = view.me.as_ref()?.escape_plan;
    if let Some(b) = view.businesses.iter().position(|b| b.location == Some(to)) {
        return Some(plan.groups[b / 3][b % 3]);
    }
    let h = view
        .safe_house_locations
        .iter()
        .position(|&l| l == Some(to))?;
    Some(plan.groups[2][h])
}

#[test]
fn a_moves_motive_is_the_amount_the_seats_escape_plan_lists() {
    let (mut plans, mut escapes) = (0, 0);
    for seed in 0..8u64 {
        let mut g = GameState::new(
            Config {
                players: 2 + (seed % 4) as u8,
            },
            seed,
        )
        .unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut legal = Vec::new();
        while let Some(seat) = g.decider().seat() {
            g.legal_choices(&mut legal);
            let info = g.info_set(seat).unwrap();
            for c in &legal {
                let got = motive(&info, c);
                match *c {
                    Choice::Move { to, .. } => {
                        let want = match listed(&g, seat, to) {
                            Some(Payout::Money(money)) => Some(Motive::PlanMoney {
                                location: to,
                                money,
                            }),
                            Some(Payout::Income) => Some(Motive::PlanIncome { location: to }),
                            None => None,
                        };
                        if want.is_some() {
                            plans += 1;
                            assert_eq!(got, want, "seed {seed}: move to {to}");
                        } else {
                            assert!(
                                !matches!(
                                    got,
                                    Some(Motive::PlanMoney { .. } | Motive::PlanIncome { .. })
                                ),
                                "seed {seed}: {got:?} for a place off the plan"
                            );
                        }
                    }
                    Choice::Escape { .. } => {
                        escapes += 1;
                        // Named only when the seat can pay for it.
                        let cost = escape_cost(g.players(), g.escaped as usize);
                        let can_pay = g.players[seat as usize].money >= cost;
                        assert_eq!(got, can_pay.then_some(Motive::Escape));
                    }
                    Choice::Heal { wounds } => assert_eq!(got, Some(Motive::Heal { wounds })),
                    _ => {}
                }
            }
            let c = legal[rng.random_range(0..legal.len() as u32) as usize];
            g.apply(&c).unwrap();
        }
    }
    assert!(
        plans > 100 && escapes > 0,
        "{plans} plan moves, {escapes} escapes"
    );
}
