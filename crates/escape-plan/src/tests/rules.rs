//! One test (at least) per rule, each naming its rulebook section.

use super::*;
use crate::data::board::*;
use crate::data::cards::{CONTACTS, ESCAPE_PLAN_CARDS, Payout, escape_plan_card};
use crate::data::tiles::{HOSPITAL_TILE, TILES};
use crate::event::Event;
use crate::ids::{Asset, Business, Part};
use crate::player::Standing;
use crate::task::Visit;
use tabletop::Decider;

/// "Board Setup" and "Player Setup": counts and starting positions.
#[test]
fn setup_places_every_component() {
    let g = GameState::new(Config { players: 4 }, 42).unwrap();
    assert_eq!(
        g.city.placed.iter().flatten().count(),
        2,
        "2 starting tiles"
    );
    assert_eq!(
        (0..4).filter(|&s| g.city.display_tile(s).is_some()).count(),
        4
    );
    // One Patrol card went back to the box unseen; Day 1's Patrol phase has drawn 2 of 5.
    assert_eq!(
        g.patrol_deck.len() + g.patrol.iter().sum::<u8>() as usize,
        5
    );
    assert_eq!(g.patrol_deck.len(), 3);
    assert_eq!(g.contact_display.iter().flatten().count(), 7);
    assert_eq!(g.contact_deck.len(), 25);
    assert_eq!(g.fixers.len(), 8);
    assert!(g.lockers.iter().all(|s| s.len() == 5 && s.contains(&0)));
    assert!(g.safe_houses.iter().all(|s| s.keys.len() == 3));
    assert_eq!(g.gang_area, 6, "2 gang members on the Gang HQ");
    // Officers: 2 per display tile and 2 on the starting tile without the Hospital, less
    // duplicates returned; none on the Hospital tile.
    let on_tiles: u32 = g.city.police.iter().map(|b| b.count_ones()).sum();
    assert!((5..=10).contains(&on_tiles));
    assert_eq!(g.city.police[HOSPITAL_TILE], 0);
    let plans: std::collections::HashSet<u8> = g.players.iter().map(|p| p.escape_plan).collect();
    assert_eq!(plans.len(), 4, "each seat its own Escape Plan card");
    for p in &g.players {
        assert_eq!(p.money, 9);
        assert_eq!(p.income_cubes, 9);
        assert_eq!(p.location, Some(loc(Site::Hospital)));
        assert_eq!(p.unlocked[0].map(|u| u.asset), Some(Asset::ExtraAction));
        assert_eq!(p.locked_assets().count(), 6);
        assert_eq!(p.control_markers, 2);
        assert!(p.first_aid_up && !p.rested);
    }
    // The first decision: the first player places a City tile.
    assert_eq!(g.decider(), Decider::Seat(0));
    assert!(matches!(choices(&g)[0], Choice::PlaceTile { .. }));
}

/// "Game Components": 2 to 5 players (2 with Sandra).
#[test]
fn setup_refuses_unsupported_player_counts() {
    for n in [0, 1, 6] {
        assert!(GameState::new(Config { players: n }, 1).is_err());
    }
}

/// "Escape Plan Cards": 9 unique cards, each group two amounts adding to $150k and one Income.
#[test]
fn escape_plan_cards_total_450k() {
    let cards: Vec<_> = (0..ESCAPE_PLAN_CARDS as u8).map(escape_plan_card).collect();
    for c in &cards {
        let mut total = 0;
        for g in c.groups {
            assert_eq!(g.iter().filter(|p| **p == Payout::Income).count(), 1);
            let sum: u16 = g
                .iter()
                .map(|p| if let Payout::Money(m) = p { *m } else { 0 })
                .sum();
            assert_eq!(sum, 150);
            total += sum;
        }
        assert_eq!(total, 450);
    }
    for i in 0..cards.len() {
        for j in 0..i {
            assert_ne!(cards[i].groups, cards[j].groups);
        }
    }
    assert_eq!(CONTACTS.len(), 32);
    assert_eq!(TILES.len(), 14);
}

/// "3. City": a tile must touch 2 placed tiles and match at least one Land type.
#[test]
fn city_placement_needs_two_neighbours_and_a_land_match() {
    let g = at_first_action(4, 7);
    let mut legal = 0;
    for stack in 0..4 {
        let Some(t) = g.city.display_tile(stack) else {
            continue;
        };
        for s in 0..crate::hex::SPACES as u8 {
            for r in 0..6 {
                let n = (0..6)
                    .filter(|&d| {
                        crate::hex::neighbor(s, d).is_some_and(|x| g.city.tile_at(x).is_some())
                    })
                    .count();
                if g.city.can_place(t, s, r) {
                    legal += 1;
                    assert!(n >= 2 && g.city.tile_at(s).is_none());
                }
            }
        }
    }
    assert!(legal > 0);
}

/// "3. City": officers move with their tile; a Business space takes a Business tile.
#[test]
fn city_placement_keeps_officers_and_places_businesses() {
    let g = at_first_action(4, 9);
    let placed_with_business = g.businesses.iter().filter(|b| b.location.is_some()).count();
    let spaces = g
        .city
        .placed_spaces()
        .flat_map(|s| {
            crate::hex::topology().tile_locations[g.city.tile_at(s).unwrap() as usize].iter()
        })
        .filter(|&&l| crate::hex::topology().locations[l as usize].site == Site::BusinessSpace)
        .count();
    assert_eq!(placed_with_business, spaces);
    // After the first City phase 6 tiles are placed and 4 new ones are in the display.
    assert_eq!(g.city.placed.iter().flatten().count(), 6);
    assert_eq!(
        (0..4).filter(|&s| g.city.display_tile(s).is_some()).count(),
        4
    );
}

/// "1. Income": skipped on Day 1; then income equals the lowest visible number (cubes left),
/// and seats below the first threshold may pay $3k to unlock.
#[test]
fn income_phase() {
    let mut g = at_first_action(3, 4);
    assert!(g.players.iter().all(|p| p.money == 9), "no Income on Day 1");
    g.day = 2;
    g.players[0].income_cubes = 6;
    g.players[1].notoriety = THRESHOLDS[0];
    g.agenda = vec![Task::StartDay];
    let mut ev = Vec::new();
    g.advance(&mut ev);
    assert!(ev.contains(&Event::IncomeReceived {
        seat: 0,
        amount: Some(6)
    }));
    assert_eq!(g.players[0].money, 15);
    // The first decision is the $3k unlock of the first seat in turn order that may.
    let seat = g.decider().seat().unwrap();
    assert_ne!(seat, 1, "seat 1 is above the first threshold line");
    let c = choices(&g);
    assert!(c.contains(&Choice::Pass));
    let unlock = *c
        .iter()
        .find(|c| matches!(c, Choice::UnlockAsset { .. }))
        .unwrap();
    let before = g.players[seat as usize].money;
    g.apply(&unlock).unwrap();
    assert_eq!(g.players[seat as usize].money, before - 3);
}

/// "Rest": once a day; flips Contact cards, Equipment and First Aid up; unlocks one tile.
#[test]
fn rest_once_a_day_refreshes_and_unlocks() {
    let mut g = at_first_action(4, 11);
    let seat = g.decider().seat().unwrap();
    g.players[seat as usize].first_aid_up = false;
    assert!(choices(&g).contains(&Choice::Rest));
    g.apply(&Choice::Rest).unwrap();
    let p = &g.players[seat as usize];
    assert!(p.rested && p.first_aid_up);
    assert_eq!(g.decider(), Decider::Seat(seat));
    let c = choices(&g);
    assert!(!c.is_empty() && c.iter().all(|c| matches!(c, Choice::UnlockAsset { .. })));
    g.apply(&c[0]).unwrap();
    assert_eq!(g.players[seat as usize].locked_assets().count(), 5);
    // Later the same day that seat can no longer Rest.
    g.players[seat as usize].location = Some(loc(Site::Hospital));
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::Action,
    }];
    assert!(!choices(&g).contains(&Choice::Rest));
}

/// "Step 1: Travel": 3 MP; leave/enter a Location and cross Land types cost 1 MP each; the same
/// Land type across tiles is free; every route ends on another Location.
#[test]
fn travel_costs_and_destinations() {
    let g = GameState::new(Config { players: 3 }, 1).unwrap();
    let start = loc(Site::Hospital);
    let rs = routes_from(&g.city, start, 0, 0);
    assert!(!rs.is_empty());
    for r in &rs {
        assert_ne!(r.to, start);
        assert!(r.mp >= 1 && r.mp <= BASE_MP + u8::from(r.used_subway));
        assert_eq!(r.gas, 0);
    }
    // Hospital to the Gang HQ on the other starting tile: leave (1), cross to Industrial (1),
    // Industrial meets Industrial across the tiles for free, enter (1) = 3 MP, whatever the
    // orientation of the two starting tiles.
    let hq = loc(Site::Gang(crate::ids::Gang(0)));
    assert!(rs.iter().any(|r| r.to == hq), "Gang HQ reachable: {rs:?}");
}

/// "Step 1: Travel": Gas Cans give 1 extra MP each.
#[test]
fn gas_cans_extend_the_move() {
    let g = at_first_action(4, 2);
    let start = loc(Site::Hospital);
    let without = routes_from(&g.city, start, 0, 0);
    let with = routes_from(&g.city, start, 2, 0);
    let reach = |rs: &[crate::movement::Route]| {
        rs.iter()
            .map(|r| r.to)
            .collect::<std::collections::BTreeSet<u8>>()
    };
    assert!(reach(&with).is_superset(&reach(&without)));
    assert!(
        with.iter()
            .all(|r| r.gas <= 2 && r.mp <= BASE_MP + 2 + u8::from(r.used_subway))
    );
}

/// "Step 2: Avoid": officers on every tile left (start included), not the end tile; a move
/// between Locations of one tile skips the step; one Wound per officer not avoided.
#[test]
fn avoid_officers_on_tiles_left() {
    let mut g = at_first_action(4, 6);
    let seat = g.decider().seat().unwrap();
    clear_police(&mut g);
    let hq = loc(Site::Gang(crate::ids::Gang(0)));
    let hq_space = g
        .city
        .space_of(crate::hex::topology().locations[hq as usize].tile)
        .unwrap();
    put_officer(&mut g, hq_space, Police::County);
    put_officer(&mut g, hq_space, Police::Swat);
    g.players[seat as usize].location = Some(hq);
    let c = choices(&g);
    // Every move off the HQ tile must avoid both officers of the start tile.
    for m in &c {
        if let Choice::Move { to, avoid, .. } = m {
            let to_space = g
                .city
                .space_of(crate::hex::topology().locations[*to as usize].tile)
                .unwrap();
            if to_space == hq_space {
                assert_eq!(*avoid, 0, "same-tile move skips the Avoid step");
            } else {
                assert!(avoid & (1 << hq_space) != 0);
            }
        }
    }
    let m = *c
        .iter()
        .find(|m| matches!(m, Choice::Move { avoid, .. } if *avoid != 0))
        .expect("a move off the Gang HQ tile");
    let mut ev = g.apply(&m).unwrap();
    // The seat could cover officers with Executive Actions; it takes the Wounds instead.
    assert!(choices(&g).contains(&Choice::TakeWounds));
    ev.extend(g.apply(&Choice::TakeWounds).unwrap());
    let wounds = ev
        .iter()
        .filter(|e| matches!(e, Event::Wounded { .. }))
        .count();
    assert_eq!(wounds, 2);
    assert_eq!(g.players[seat as usize].wounds, 2);
}

/// "Hospital": pay $1k/$3k/$6k to heal 1/2/3 Wounds; gain 1 Notoriety regardless of others.
#[test]
fn hospital_heals_and_reports() {
    let mut g = at_first_action(4, 12);
    let seat = g.decider().seat().unwrap();
    let p = &mut g.players[seat as usize];
    p.wounds = 3;
    p.money = 5;
    p.location = Some(loc(Site::Hospital));
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::Visit {
            location: loc(Site::Hospital),
            visit: Visit::Arrive,
        },
    }];
    g.advance(&mut Vec::new());
    let c = choices(&g);
    assert!(c.contains(&Choice::Heal { wounds: 2 }));
    assert!(
        !c.contains(&Choice::Heal { wounds: 3 }),
        "$6k is more than the seat has"
    );
    g.apply(&Choice::Heal { wounds: 2 }).unwrap();
    let p = &g.players[seat as usize];
    assert_eq!((p.wounds, p.money, p.red), (1, 2, 1));
}

/// "Hospital" step 1 has no "may" (docs/rulings.md 29): a wounded seat that can pay heals at least
/// 1 Wound, and only a seat without $1k is not asked at all.
#[test]
fn hospital_heals_at_least_one_wound_when_the_seat_can_pay() {
    for (wounds, money, offered) in [
        (3, 6, vec![1, 2, 3]),
        (3, 5, vec![1, 2]),
        (1, 9, vec![1]),
        (2, 0, vec![]),
        (0, 9, vec![]),
    ] {
        let mut g = at_first_action(4, 12);
        let seat = g.decider().seat().unwrap();
        let p = &mut g.players[seat as usize];
        p.wounds = wounds;
        p.money = money;
        p.location = Some(loc(Site::Hospital));
        g.agenda = vec![Task::Turn {
            seat,
            step: Step::Visit {
                location: loc(Site::Hospital),
                visit: Visit::Arrive,
            },
        }];
        let mut ev = Vec::new();
        g.advance(&mut ev);
        let heals: Vec<u8> = choices(&g)
            .iter()
            .filter_map(|c| match c {
                Choice::Heal { wounds } => Some(*wounds),
                _ => None,
            })
            .collect();
        assert_eq!(heals, offered, "{wounds} Wounds, ${money}k");
        assert!(g.apply(&Choice::Heal { wounds: 0 }).is_err());
        if let Some(&most) = offered.last() {
            let ev = g.apply(&Choice::Heal { wounds: most }).unwrap();
            let cost = [0, 1, 3, 6][most as usize];
            assert!(ev.contains(&Event::Healed {
                seat,
                wounds: most,
                cost
            }));
        } else {
            // Nothing to decide: the visit went on to the end of the turn.
            assert_ne!(
                g.prompt(),
                crate::Prompt::Visit {
                    seat,
                    location: loc(Site::Hospital),
                    visit: Visit::HospitalHeal
                }
            );
        }
    }
}

/// "Businesses" and "Closing a Business": notoriety per other player, the uppermost Income cube,
/// once per seat, closed after 2 visits with 1-3 players (3 with 4-5), then only with a key.
#[test]
fn business_visits_and_closing() {
    let mut g = at_first_action(3, 21);
    let (b, l) = g
        .businesses
        .iter()
        .enumerate()
        .find_map(|(i, b)| b.location.map(|l| (i, l)))
        .expect("a Business on the board");
    let seats: Vec<u8> = g.turn_order.clone();
    for (n, &seat) in seats.iter().take(2).enumerate() {
        g.players[seat as usize].location = Some(l);
        g.agenda = vec![Task::Turn {
            seat,
            step: Step::Visit {
                location: l,
                visit: Visit::Arrive,
            },
        }];
        g.advance(&mut Vec::new());
        let p = &g.players[seat as usize];
        assert_eq!(p.income_cubes, 8);
        assert_eq!(p.visited_businesses, 1 << b);
        assert_eq!(p.red, n as u8, "1 Notoriety per other player present");
        assert_eq!(g.businesses[b].visits, n as u8 + 1);
    }
    assert!(
        g.businesses[b].closed,
        "closed after 2 visits with 3 players"
    );
    let third = seats[2];
    assert!(
        !crate::rules::visit_can_end_at(&g, third, l),
        "closed, and no key"
    );
    g.players[third as usize].keys[0] = Some(crate::player::Key {
        color: crate::ids::LockerColor::Green,
        face_up: true,
    });
    assert!(crate::rules::visit_can_end_at(&g, third, l));
    assert!(
        !crate::rules::visit_can_end_at(&g, seats[0], l),
        "each Business once per seat"
    );
    assert_eq!(business_closes_after(4), 3);
    assert_eq!(Business::ALL[b].group(), b / 3);
}

/// "Escaping the City": costs by player count and order.
#[test]
fn escape_costs() {
    assert_eq!(
        (0..2).map(|o| escape_cost(2, o)).collect::<Vec<_>>(),
        [0, 10]
    );
    assert_eq!(
        (0..3).map(|o| escape_cost(3, o)).collect::<Vec<_>>(),
        [0, 5, 10]
    );
    assert_eq!(
        (0..4).map(|o| escape_cost(4, o)).collect::<Vec<_>>(),
        [0, 5, 10, 10]
    );
    assert_eq!(
        (0..5).map(|o| escape_cost(5, o)).collect::<Vec<_>>(),
        [0, 5, 5, 10, 10]
    );
}

/// "5. Day Turns": Night and Dawn turns need an Extra Action disc; a seat without one is
/// skipped, a seat with one decides.
#[test]
fn night_needs_an_extra_action_disc() {
    let mut g = at_first_action(3, 14);
    let first = g.turn_order[0];
    g.players[first as usize].discs = 1;
    g.disc_supply -= 1;
    g.agenda = vec![Task::Actions {
        part: Part::Night,
        idx: 0,
    }];
    g.advance(&mut Vec::new());
    assert_eq!(g.decider(), Decider::Seat(first));
    assert_eq!(choices(&g), vec![Choice::UseExtraActionDisc, Choice::Pass]);
    g.apply(&Choice::UseExtraActionDisc).unwrap();
    assert_eq!(g.players[first as usize].discs, 0);
    assert_eq!(g.disc_supply, EXTRA_ACTION_DISCS);
}

/// "Adjusting Notoriety": the floor, and a Wound per step above the top row.
#[test]
fn notoriety_floor_and_top() {
    let mut g = at_first_action(3, 15);
    let s = g.turn_order[0];
    g.players[s as usize].notoriety = 0;
    g.players[s as usize].blue = 3;
    g.agenda = vec![Task::Notoriety { idx: 0 }];
    g.advance(&mut Vec::new());
    assert_eq!(g.players[s as usize].notoriety, 0);
    let mut g = at_first_action(3, 15);
    let s = g.turn_order[0];
    g.players[s as usize].notoriety = NOTORIETY_TOP - 1;
    g.players[s as usize].red = 3;
    g.agenda = vec![Task::Notoriety { idx: 0 }];
    g.advance(&mut Vec::new());
    assert_eq!(g.players[s as usize].notoriety, NOTORIETY_TOP);
    assert_eq!(g.players[s as usize].wounds, 2);
}

/// "Final Scoring": a hand-built pad, and the tie-breakers in order.
#[test]
fn final_scoring_pad_and_tie_breakers() {
    let g = at_first_action(3, 16);
    let mut a = g.players[0].clone();
    a.escape_plan = 0;
    let card = escape_plan_card(0);
    a.visited_businesses = 0b000_011;
    a.visited_safe_houses = 0b001;
    a.money = 20;
    a.notoriety = 4;
    a.wounds = 1;
    a.standing = Standing::Escaped { order: 0 };
    a.contacts[0] = crate::player::ContactSlot::Card {
        id: 0,
        face_up: true,
    };
    a.contacts[1] = crate::player::ContactSlot::Card {
        id: 1,
        face_up: false,
    };
    a.items[0] = crate::player::Item::Locker {
        color: crate::ids::LockerColor::Black,
        value: 70,
    };
    let pad = crate::scoring::score(0, &a);
    let money = |g: usize, i: usize| match card.groups[g][i] {
        Payout::Money(m) => m as i32,
        Payout::Income => 0,
    };
    assert_eq!(pad.business_group_1, money(0, 0) + money(0, 1));
    assert_eq!(pad.safe_houses, money(2, 0));
    assert_eq!(pad.contact_cards, 10);
    assert_eq!(pad.lockers_and_exit_tiles, 70);
    assert_eq!(pad.notoriety, NOTORIETY_PENALTY[4]);
    assert_eq!(pad.wounds, -20);
    assert_eq!(
        pad.total,
        pad.business_group_1 + pad.safe_houses + 20 + 10 + 70 + NOTORIETY_PENALTY[4] - 20
    );
    // Ties: equal totals, more money wins; arrested seats never win.
    let mut b = a.clone();
    b.money = 21;
    b.items[0] = crate::player::Item::Locker {
        color: crate::ids::LockerColor::Black,
        value: 69,
    };
    let mut c = a.clone();
    c.standing = Standing::Arrested {
        reason: crate::ArrestReason::StillInCity,
    };
    c.money = 500;
    assert_eq!(
        crate::scoring::winners(&[a.clone(), b.clone(), c.clone()]),
        vec![1]
    );
    use crate::scoring::{WonBy, won_by};
    assert_eq!(won_by(&[a.clone(), b.clone(), c.clone()]), WonBy::Money);
    assert_eq!(won_by(&[a.clone(), c.clone()]), WonBy::OnlyEscapee);
    assert_eq!(won_by(std::slice::from_ref(&c)), WonBy::Nobody);
    let mut richer = a.clone();
    richer.items[0] = crate::player::Item::Locker {
        color: crate::ids::LockerColor::Black,
        value: 90,
    };
    assert_eq!(won_by(&[a.clone(), richer]), WonBy::Total);
    let mut hurt = a.clone();
    hurt.wounds += 1;
    // The Wounds line of the pad costs points too: even the total, then compare.
    let extra = crate::scoring::score(0, &a).total - crate::scoring::score(0, &hurt).total;
    hurt.items[0] = crate::player::Item::Locker {
        color: crate::ids::LockerColor::Black,
        value: (70 + extra) as u16,
    };
    assert_eq!(
        crate::scoring::score(0, &hurt).total,
        crate::scoring::score(0, &a).total
    );
    assert_eq!(
        won_by(&[a.clone(), hurt]),
        WonBy::Wounds,
        "fewer Wounds wins"
    );
    let mut d = a.clone();
    d.notoriety = 3;
    d.money = 20;
    d.items[0] = crate::player::Item::Locker {
        color: crate::ids::LockerColor::Black,
        value: (70 + NOTORIETY_PENALTY[4] - NOTORIETY_PENALTY[3]) as u16,
    };
    assert_eq!(
        crate::scoring::winners(&[a.clone(), d.clone()]),
        vec![1],
        "less notoriety wins the tie"
    );
    assert_eq!(won_by(&[a.clone(), d]), WonBy::Notoriety);
    assert_eq!(won_by(&[a.clone(), a.clone()]), WonBy::Shared);
    assert_eq!(
        crate::scoring::winners(&[a.clone(), a.clone()]),
        vec![0, 1],
        "shared victory"
    );
}

/// Hidden information: a seat's view never holds another seat's money, Escape Plan card or
/// face-down tiles; two states differing only in those give identical views to the others.
#[test]
fn views_hide_other_seats_secrets() {
    let g = at_first_action(4, 17);
    let mut h = g.clone();
    h.players[1].money = 77;
    h.players[1].escape_plan = (g.players[1].escape_plan + 1) % 9;
    h.players[1].items[0] = crate::player::Item::Locker {
        color: crate::ids::LockerColor::Green,
        value: 40,
    };
    let mut g2 = g.clone();
    g2.players[1].items[0] = crate::player::Item::Locker {
        color: crate::ids::LockerColor::Green,
        value: 0,
    };
    for seat in [0u8, 2, 3] {
        assert_eq!(
            serde_json::to_string(&g2.view(seat)).unwrap(),
            serde_json::to_string(&h.view(seat)).unwrap()
        );
    }
    assert_ne!(g2.view(1), h.view(1), "seat 1 sees its own secrets");
}

/// The decision API: an illegal choice is a typed error and leaves the state untouched.
#[test]
fn illegal_choices_are_refused_without_change() {
    let mut g = at_first_action(3, 18);
    let before = g.clone();
    assert_eq!(
        g.apply(&Choice::TakeGasCan),
        Err(crate::Rejection::NotLegal)
    );
    assert_eq!(
        g.apply(&Choice::Move {
            to: 255,
            avoid: 0,
            gas: 0
        }),
        Err(crate::Rejection::NotLegal)
    );
    assert_eq!(g, before);
}

/// "Some Locations list situations where you cannot visit that Location": the Moves are listed
/// with every Location's answer read at once (`end_mask`); it agrees with asking each
/// Location (`can_end_at`), for every seat, all through random games, and on states edited
/// the way no game plays: a closed Business and a usable key, a Business off a Business
/// space or off the map, two Businesses on one Location, a Business on a Safe House's or a
/// Gang's Location.
#[test]
fn where_a_move_may_end_is_read_the_same_at_once() {
    use crate::data::tiles::Site;
    let topo = crate::hex::topology();
    let locations = topo.locations.len() as u8;
    let plain = (0..locations)
        .find(|&l| {
            !matches!(
                topo.locations[l as usize].site,
                Site::BusinessSpace | Site::SafeHouseSpace | Site::Gang(_)
            )
        })
        .expect("a Location open to all");
    let (gang_location, gang) = (0..locations)
        .find_map(|l| match topo.locations[l as usize].site {
            Site::Gang(gang) => Some((l, gang.0)),
            _ => None,
        })
        .expect("a Gang Location");
    let mut refused = 0;
    let mut check = |seed: u64, g: &GameState| {
        for seat in 0..g.players.len() as u8 {
            let mask = crate::rules::visit_end_mask(g, seat);
            for l in 0..locations {
                let one = crate::rules::visit_can_end_at(g, seat, l);
                assert_eq!(
                    mask & (1 << l) != 0,
                    one,
                    "seed {seed}, seat {seat}, Location {l}"
                );
                refused += usize::from(!one);
            }
        }
    };
    let mut position = 0;
    crate::tests::walk_random_games(0..24, |seed, g, _| {
        check(seed, g);
        position += 1;
        if position % 5 != 0 {
            return;
        }
        let mut closed = g.clone();
        closed.businesses[0].closed = true;
        check(seed, &closed);
        for p in &mut closed.players {
            p.keys[0] = Some(crate::player::Key {
                color: crate::ids::LockerColor::Green,
                face_up: true,
            });
        }
        check(seed, &closed);
        for elsewhere in [Some(plain), Some(200), g.businesses[0].location] {
            let mut moved = g.clone();
            moved.businesses[1].location = elsewhere;
            moved.safe_houses[0].location = elsewhere;
            check(seed, &moved);
            // Visited by everyone: refused wherever it counts.
            for p in &mut moved.players {
                p.visited_businesses |= 1 << 1;
                p.visited_safe_houses |= 1;
            }
            check(seed, &moved);
        }
        // An open Business on a refused Safe House's or Gang's Location: the Location's own
        // kind decides.
        let mut onto = g.clone();
        onto.businesses[1].location = onto.safe_houses[1].location;
        onto.businesses[1].closed = false;
        onto.businesses[2].location = Some(gang_location);
        onto.businesses[2].closed = false;
        onto.gangs[gang as usize].members = 0;
        for p in &mut onto.players {
            p.visited_businesses &= !0b110;
            p.visited_safe_houses |= 1 << 1;
        }
        check(seed, &onto);
    });
    assert!(refused > 1000, "{refused} refusals seen");
}

/// "Crossing the Threshold": a chosen officer move is checked without listing every move
/// (`is_police_move`); it accepts exactly the listed moves, toward every space, all through
/// random games.
#[test]
fn an_officer_move_is_checked_as_it_is_listed() {
    use crate::ids::Police;
    let spaces = crate::hex::SPACES as u8;
    let mut listed = 0;
    // Every space, one past the board and one far off it.
    let values: Vec<u8> = (0..=spaces).chain([u8::MAX]).collect();
    let mut position = 0;
    crate::tests::walk_random_games(0..6, |seed, g, _| {
        position += 1;
        if position % 7 != 0 {
            return;
        }
        for &toward in &values {
            let moves = crate::rules::police_moves_for_tests(g, toward);
            listed += moves.len();
            for officer in Police::ALL {
                for &from in &values {
                    for &to in &values {
                        assert_eq!(
                            crate::rules::is_police_move_for_tests(g, toward, officer, from, to),
                            moves.contains(&(officer, from, to)),
                            "seed {seed}: {officer:?} {from} -> {to} toward {toward}"
                        );
                    }
                }
            }
        }
    });
    assert!(listed > 1000, "{listed} moves listed");
}

/// "5. Day Turns" (End step): a turn never ends in silence. A seat still in the city ends it by
/// choosing End turn, or, with no Executive Action left to take, the engine ends it and says so
/// (to that seat: what is left depends on its money; the table sees only that the turn ended).
#[test]
fn a_turn_ends_by_end_turn_or_with_a_word_why() {
    use crate::Event;
    let mut told = 0;
    for seed in 0..20u64 {
        let mut g = GameState::new(
            Config {
                players: 2 + (seed % 4) as u8,
            },
            seed,
        )
        .unwrap();
        let mut rng = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        let mut out = Vec::new();
        // The seat whose turn is on, and whether its end was chosen or told.
        let mut turn: Option<(u8, bool)> = None;
        while g.decider().seat().is_some() {
            g.legal_choices(&mut out);
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let c = out[(rng % out.len() as u64) as usize];
            let events = g.apply(&c).unwrap();
            for e in &events {
                match *e {
                    Event::TurnEnded {
                        seat: s,
                        nothing_left,
                    } => {
                        assert_eq!(
                            turn.map(|t| t.0),
                            Some(s),
                            "seed {seed}: told for another turn"
                        );
                        // Why it ended is the seat's own: the table sees only that it did.
                        let public = Event::TurnEnded {
                            seat: s,
                            nothing_left: None,
                        };
                        assert_eq!(e.seen_by(None), public);
                        assert_eq!(e.seen_by(Some(s)), *e);
                        assert_eq!(nothing_left, Some(c != crate::Choice::EndTurn));
                        turn = turn.map(|(s, _)| (s, true));
                        told += usize::from(nothing_left == Some(true));
                    }
                    Event::TurnStarted { seat: next } => {
                        if let Some((s, ended)) = turn {
                            let playing = g.players[s as usize].is_playing();
                            assert!(
                                ended || !playing,
                                "seed {seed}: seat {s}'s turn ended silently"
                            );
                        }
                        turn = Some((next, false));
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(told > 20, "{told} turns ended by themselves");
}
