//! "Why not" (issue 20 §1): every Location a seat may not end a Move at has the reason the
//! rules give, and every such reason names a Location it really may not end at; Visit steps
//! name what the seat cannot afford or open.

use super::{at_first_action, choices, loc, walk_random_games};
use crate::choice::Choice;
use crate::data::board::{GANG_COST, HOSPITAL_HEAL_COST};
use crate::data::tiles::Site;
use crate::hex::topology;
use crate::ids::{Gang, Store};
use crate::rules::{Closed, Purchase, WhyNot, closed_at, visit_can_end_at};
use crate::state::GameState;
use crate::task::{Step, Task, Visit};

/// The reason is given exactly when the Location is closed to the seat (every Location, every
/// seat, every step of seeded random games).
#[test]
fn a_reason_is_given_exactly_when_a_location_is_closed() {
    let mut kinds = std::collections::HashSet::new();
    walk_random_games(0..24, |seed, g, _| {
        for seat in 0..g.players() {
            for l in 0..topology().locations.len() as u8 {
                let why = closed_at(g, seat, l);
                assert_eq!(
                    why.is_none(),
                    visit_can_end_at(g, seat, l),
                    "seed {seed}: seat {seat} at Location {l}: {why:?}"
                );
                if let Some(c) = why {
                    kinds.insert(std::mem::discriminant(&c));
                }
            }
        }
    });
    // Most reasons come up in play (the rarer Gang ones are arranged below).
    assert!(kinds.len() >= 4, "{} kinds of reason", kinds.len());
}

/// Breaks one condition of a visit: (state, the seat visiting, another seat).
type Arrange = fn(&mut GameState, u8, u8);

/// "Gangs": each condition of a Gang visit, failed alone, is the reason given.
#[test]
fn each_gang_condition_is_its_own_reason() {
    let mut g = at_first_action(4, 33);
    let hq = loc(Site::Gang(Gang(0)));
    let seat = g.turn_order[0];
    let other = g.turn_order[1];
    g.players[seat as usize].money = GANG_COST + 4;
    g.players[other as usize].location = Some(loc(Site::Hospital));
    assert_eq!(closed_at(&g, seat, hq), None);
    let cases: [(Arrange, Closed); 5] = [
        (
            |g, s, _| g.players[s as usize].money = GANG_COST - 1,
            Closed::GangCost { cost: GANG_COST },
        ),
        (
            |g, s, _| g.players[s as usize].control_markers = 0,
            Closed::NoControlMarker,
        ),
        (
            |g, _, o| g.gangs[0].control = Some(o),
            Closed::GangControlled,
        ),
        (|g, _, _| g.gangs[0].members = 0, Closed::GangEmpty),
        (
            |g, _, o| g.players[o as usize].location = Some(loc(Site::Gang(Gang(0)))),
            Closed::Occupied,
        ),
    ];
    for (break_it, want) in cases {
        let mut h = g.clone();
        break_it(&mut h, seat, other);
        assert_eq!(closed_at(&h, seat, hq), Some(want));
        assert!(!visit_can_end_at(&h, seat, hq));
    }
}

/// "Convenience Stores", "Lockers": a Locker below the seat's reach says its threshold; one
/// without a key of its colour says so.
#[test]
fn a_locker_out_of_reach_or_without_a_key_is_named() {
    let mut g = at_first_action(3, 5);
    let seat = g.turn_order[0];
    let store = loc(Site::Store(Store::A));
    g.players[seat as usize].location = Some(store);
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::Visit {
            location: store,
            visit: Visit::StoreLocker,
        },
    }];
    let mut out = Vec::new();
    g.why_not(&mut out);
    let p = &g.players[seat as usize];
    let reach = p.notoriety + p.contact_count();
    for def in &crate::data::cards::LOCKERS {
        let named = out.iter().find(|w| match w {
            WhyNot::LockerOutOfReach { color, .. }
            | WhyNot::LockerNeedsKey { color }
            | WhyNot::LockerEmpty { color }
            | WhyNot::LockerDrawsNone { color } => *color == def.color,
            _ => false,
        });
        if reach < def.threshold {
            assert_eq!(
                named,
                Some(&WhyNot::LockerOutOfReach {
                    color: def.color,
                    threshold: def.threshold,
                    reach
                })
            );
        } else {
            // At the start no seat holds a key, so an open Locker needs one.
            assert!(named.is_some(), "{:?}: {out:?}", def.color);
        }
    }
}

/// "Hospital": with $1k and 3 Wounds, healing 2 ($3k) and 3 ($6k) are too dear.
#[test]
fn the_hospital_names_the_heals_the_seat_cannot_pay() {
    let mut g = at_first_action(3, 6);
    let seat = g.turn_order[0];
    let hospital = loc(Site::Hospital);
    g.players[seat as usize].location = Some(hospital);
    g.players[seat as usize].wounds = 3;
    g.players[seat as usize].money = HOSPITAL_HEAL_COST[1];
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::Visit {
            location: hospital,
            visit: Visit::HospitalHeal,
        },
    }];
    let mut out = Vec::new();
    g.why_not(&mut out);
    assert_eq!(
        out,
        vec![
            WhyNot::TooDear {
                purchase: Purchase::Heal { wounds: 2 },
                cost: HOSPITAL_HEAL_COST[2]
            },
            WhyNot::TooDear {
                purchase: Purchase::Heal { wounds: 3 },
                cost: HOSPITAL_HEAL_COST[3]
            },
        ]
    );
}

/// At the Action, the Location reasons are for Locations the seat can reach, and none is legal.
#[test]
fn reasons_at_the_action_are_for_reachable_locations_that_are_not_offered() {
    let mut seen = 0;
    walk_random_games(0..12, |seed, g, _| {
        if !matches!(
            g.agenda.last(),
            Some(Task::Turn {
                step: Step::Action,
                ..
            })
        ) {
            return;
        }
        let mut out = Vec::new();
        g.why_not(&mut out);
        let legal = super::choices(g);
        for w in &out {
            // Rest and the Exit have their own test below.
            if matches!(w, WhyNot::AlreadyRested | WhyNot::ExitOutOfReach { .. }) {
                continue;
            }
            let WhyNot::Location { location, .. } = *w else {
                panic!("seed {seed}: {w:?} at the Action");
            };
            seen += 1;
            assert!(
                !legal
                    .iter()
                    .any(|c| matches!(c, crate::Choice::Move { to, .. } if *to == location)),
                "seed {seed}: Location {location} is offered and closed"
            );
        }
    });
    assert!(seen > 50, "{seen} reasons");
}

/// "Lockers": a Locker that still holds tiles but from which the seat's Contact cards would
/// draw none says so; it is "empty" only when no tile is left.
#[test]
fn a_locker_that_draws_nothing_is_not_called_empty() {
    let mut g = at_first_action(3, 5);
    let seat = g.turn_order[0];
    let store = loc(Site::Store(Store::A));
    g.players[seat as usize].location = Some(store);
    g.players[seat as usize].notoriety = 12;
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::Visit {
            location: store,
            visit: Visit::StoreLocker,
        },
    }];
    let mut out = Vec::new();
    g.why_not(&mut out);
    for def in &crate::data::cards::LOCKERS {
        let i = def.color.index();
        let draws = g.players[seat as usize].contact_count() as i16 + def.draw_offset as i16;
        if g.lockers[i].is_empty() {
            assert!(out.contains(&WhyNot::LockerEmpty { color: def.color }));
        } else if draws <= 0 {
            assert!(
                out.contains(&WhyNot::LockerDrawsNone { color: def.color }),
                "{out:?}"
            );
            assert!(!out.contains(&WhyNot::LockerEmpty { color: def.color }));
        }
    }
    // With no Contact card, a Locker whose number is not positive draws nothing.
    assert!(
        crate::data::cards::LOCKERS
            .iter()
            .any(|d| d.draw_offset <= 0),
        "some Locker draws fewer tiles than Contact cards"
    );
    assert!(
        out.iter()
            .any(|w| matches!(w, WhyNot::LockerDrawsNone { .. })),
        "{out:?}"
    );
}

/// "Rest" (once a Day) and "Escaping the City" (Day 3, through the open Exit): at an Action
/// the seat is told it has rested today exactly when Rest is not offered for that reason, and
/// that the open Exit is out of reach exactly when escaping is not offered from elsewhere.
#[test]
fn rest_taken_and_an_exit_out_of_reach_are_named_exactly_when_so() {
    let (mut rested, mut far) = (0, 0);
    let mut out = Vec::new();
    walk_random_games(0..40, |seed, g, _| {
        let Some(&Task::Turn {
            seat,
            step: Step::Action,
        }) = g.agenda.last()
        else {
            return;
        };
        let legal = choices(g);
        g.why_not(&mut out);
        let told_rested = out.contains(&WhyNot::AlreadyRested);
        let no_rest = !legal.contains(&Choice::Rest) && !g.powers.any();
        assert_eq!(told_rested, no_rest, "seed {seed}: seat {seat}, {legal:?}");
        rested += usize::from(told_rested);
        let told_far = out
            .iter()
            .any(|w| matches!(w, WhyNot::ExitOutOfReach { .. }));
        let exit =
            crate::rules::escape_exit(g).and_then(|e| crate::hex::location_of_site(Site::Exit(e)));
        let can_escape = legal.iter().any(|c| matches!(c, Choice::Escape { .. }));
        let elsewhere = exit.is_some_and(|l| g.players[seat as usize].location != Some(l));
        assert_eq!(
            told_far,
            elsewhere && !can_escape,
            "seed {seed}: seat {seat}, {legal:?}"
        );
        far += usize::from(told_far);
    });
    assert!(rested > 0 && far > 0, "rested {rested}, out of reach {far}");
}
