//! "Executive Actions" and "Cards and Tiles Description".

use super::*;
use crate::choice::{Effect, Source};
use crate::ids::{Asset, Equipment, Fixer};
use crate::player::{ContactSlot, Item, UnlockedAsset};

/// The first seat in turn order at the end of its turn (Executive Actions still allowed).
fn at_end(seed: u64) -> (GameState, u8) {
    let mut g = at_first_action(4, seed);
    let seat = g.turn_order[0];
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::End,
    }];
    (g, seat)
}

fn give_card(g: &mut GameState, seat: u8, slot: usize, id: u8) {
    g.contact_deck.retain(|&c| c != id);
    for d in g.contact_display.iter_mut() {
        if *d == Some(id) {
            *d = g.contact_deck.pop();
        }
    }
    g.players[seat as usize].contacts[slot] = ContactSlot::Card { id, face_up: true };
}

fn exec(source: Source, effect: Effect) -> Choice {
    Choice::Exec { source, effect }
}

/// "Use a Contact card": pay its value, gain 1 Notoriety for a star, the benefit (Snitch: an
/// officer back to the box), then flip it face down.
#[test]
fn contact_card_snitch() {
    let (mut g, seat) = at_end(40);
    clear_police(&mut g);
    let space = g
        .city
        .placed_spaces()
        .find(|&s| Some(s) != g.city.hospital_space())
        .unwrap();
    put_officer(&mut g, space, Police::Federal);
    give_card(&mut g, seat, 0, 0); // Snitch (Federal), $3k, star
    g.advance(&mut Vec::new());
    let snitch = exec(
        Source::Contact { slot: 0 },
        Effect::RemoveOfficer {
            officer: Police::Federal,
            space,
        },
    );
    assert!(choices(&g).contains(&snitch));
    g.apply(&snitch).unwrap();
    let p = &g.players[seat as usize];
    assert_eq!((p.money, p.red), (6, 1));
    assert_eq!(
        p.contacts[0],
        ContactSlot::Card {
            id: 0,
            face_up: false
        }
    );
    assert_eq!(g.city.police_at(space), 0);
    assert_eq!(g.city.boxed[Police::Federal.index()], 1);
    assert!(!choices(&g).iter().any(|c| matches!(
        c,
        Choice::Exec {
            source: Source::Contact { .. },
            ..
        }
    )));
}

/// Avoid step: Equipment covers one officer of its type (Vest: Federal); Fast car ignores a
/// whole tile; the rest are Wounds.
#[test]
fn avoid_step_covers() {
    let mut g = at_first_action(4, 41);
    let seat = g.turn_order[0];
    let space = g
        .city
        .placed_spaces()
        .find(|&s| Some(s) != g.city.hospital_space())
        .unwrap();
    let pending = crate::rules::officer_bit(space, Police::Federal)
        | crate::rules::officer_bit(space, Police::County);
    g.players[seat as usize].items[0] = Item::Equipment {
        kind: Equipment::Vest,
        face_up: true,
    };
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::Avoid { pending },
    }];
    g.advance(&mut Vec::new());
    let c = choices(&g);
    let vest = exec(
        Source::Equipment { slot: 0 },
        Effect::AvoidOfficer {
            officer: Police::Federal,
            space,
        },
    );
    assert!(c.contains(&vest) && c.contains(&Choice::TakeWounds));
    assert!(!c.iter().any(|c| matches!(
        c,
        Choice::Exec {
            source: Source::Equipment { .. },
            effect: Effect::AvoidOfficer {
                officer: Police::County,
                ..
            }
        }
    )));
    g.apply(&vest).unwrap();
    assert_eq!(
        g.players[seat as usize].items[0],
        Item::Equipment {
            kind: Equipment::Vest,
            face_up: false
        }
    );
    g.apply(&Choice::TakeWounds).unwrap();
    assert_eq!(
        g.players[seat as usize].wounds, 1,
        "only the County officer hit"
    );

    let mut g = at_first_action(4, 41);
    give_card(&mut g, seat, 0, 29); // Fast car, $3k
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::Avoid { pending },
    }];
    g.advance(&mut Vec::new());
    g.apply(&exec(
        Source::Contact { slot: 0 },
        Effect::AvoidOnTile {
            space,
            types: 0b111,
        },
    ))
    .unwrap();
    assert_eq!(g.players[seat as usize].wounds, 0);
    assert_eq!(g.players[seat as usize].money, 6);
    assert!(!matches!(
        g.agenda.last(),
        Some(Task::Turn {
            step: Step::Avoid { .. },
            ..
        })
    ));
}

/// Travel-step cards only in the Travel step: Jet Ski, Sewer, Chopper, Medevac.
#[test]
fn travel_step_cards() {
    let (mut g, seat) = at_end(42);
    give_card(&mut g, seat, 0, 31); // Sewer
    give_card(&mut g, seat, 1, 23); // Chopper
    g.advance(&mut Vec::new());
    assert!(!choices(&g).iter().any(|c| matches!(
        c,
        Choice::Exec {
            effect: Effect::Sewer | Effect::Flight,
            ..
        }
    )));
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::Action,
    }];
    let c = choices(&g);
    assert!(c.contains(&exec(Source::Contact { slot: 0 }, Effect::Sewer)));
    assert!(c.contains(&exec(Source::Contact { slot: 1 }, Effect::Flight)));
    g.apply(&exec(Source::Contact { slot: 1 }, Effect::Flight))
        .unwrap();
    assert!(g.powers.flight);
    assert!(
        !choices(&g).contains(&Choice::Rest),
        "a Travel-step power commits to a Move"
    );
}

/// Medevac: straight to the Hospital, no more movement; the start tile's officers are avoided.
#[test]
fn medevac_moves_to_the_hospital() {
    let mut g = at_first_action(4, 43);
    let seat = g.turn_order[0];
    clear_police(&mut g);
    let hq = loc(Site::Gang(crate::ids::Gang(0)));
    let hq_space = g
        .city
        .space_of(crate::hex::topology().locations[hq as usize].tile)
        .unwrap();
    put_officer(&mut g, hq_space, Police::Swat);
    g.players[seat as usize].location = Some(hq);
    give_card(&mut g, seat, 0, 20); // Medevac, $2k
    let m = exec(Source::Contact { slot: 0 }, Effect::Medevac);
    assert!(choices(&g).contains(&m));
    g.apply(&m).unwrap();
    assert_eq!(g.players[seat as usize].location, Some(loc(Site::Hospital)));
    assert!(matches!(
        g.agenda.last(),
        Some(Task::Turn {
            step: Step::Avoid { .. },
            ..
        })
    ));
    g.apply(&Choice::TakeWounds).unwrap();
    assert_eq!(g.players[seat as usize].wounds, 1);
    // Then the Hospital visit: +1 Notoriety.
    assert!(g.players[seat as usize].red >= 1);
}

/// "Use a Gang member": return it to its Location for one of 3 abilities; the Gang Control
/// marker comes back when both members are returned.
#[test]
fn gang_members() {
    let (mut g, seat) = at_end(44);
    g.gangs[0] = crate::state::GangState {
        members: 0,
        control: Some(seat),
    };
    let p = &mut g.players[seat as usize];
    p.gang_members[0] = 2;
    p.control_markers = 1;
    g.advance(&mut Vec::new());
    let lose = exec(Source::GangMember { gang: 0 }, Effect::LoseNotoriety);
    g.apply(&lose).unwrap();
    assert_eq!((g.players[seat as usize].blue, g.gangs[0].members), (1, 1));
    assert_eq!(g.gangs[0].control, Some(seat));
    g.apply(&lose).unwrap();
    assert_eq!(g.gangs[0].control, None);
    assert_eq!(g.players[seat as usize].control_markers, 2);
}

/// "Use an Unlocked Asset tile": pay the space's value, the benefit, flip it; $10k at the end.
#[test]
fn unlocked_asset_tiles() {
    let (mut g, seat) = at_end(45);
    g.advance(&mut Vec::new());
    let disc = exec(Source::Asset { space: 0 }, Effect::TakeExtraActionDisc);
    assert!(choices(&g).contains(&disc));
    g.apply(&disc).unwrap();
    let p = &g.players[seat as usize];
    assert_eq!((p.money, p.discs), (4, 1));
    assert_eq!(
        p.unlocked[0],
        Some(UnlockedAsset {
            asset: Asset::ExtraAction,
            used: true
        })
    );
    assert_eq!(crate::scoring::score(seat, p).used_assets, 10);
}

/// "Use a Fixer tile": one use; Rest flips Contact cards, Equipment and First Aid back up but
/// not Fixer tiles.
#[test]
fn fixer_tiles_are_one_use_and_rest_refreshes_the_rest() {
    let (mut g, seat) = at_end(46);
    let p = &mut g.players[seat as usize];
    p.items[0] = Item::Fixer {
        kind: Fixer::IdCard,
        used: false,
    };
    p.items[1] = Item::Equipment {
        kind: Equipment::Hat,
        face_up: false,
    };
    p.first_aid_up = false;
    p.wounds = 1;
    g.advance(&mut Vec::new());
    g.apply(&exec(
        Source::Fixer { slot: 0 },
        Effect::TakeExtraActionDisc,
    ))
    .unwrap();
    // The First Aid tile is face down: not usable.
    g.apply(&exec(Source::FirstAid, Effect::Heal)).unwrap_err();
    assert_eq!(
        g.players[seat as usize].items[0],
        Item::Fixer {
            kind: Fixer::IdCard,
            used: true
        }
    );
    g.players[seat as usize].refresh();
    let p = &g.players[seat as usize];
    assert_eq!(
        p.items[0],
        Item::Fixer {
            kind: Fixer::IdCard,
            used: true
        }
    );
    assert_eq!(
        p.items[1],
        Item::Equipment {
            kind: Equipment::Hat,
            face_up: true
        }
    );
    assert!(p.first_aid_up);
}

/// "Perform First Aid": flip the tile to heal 1 Wound.
#[test]
fn first_aid() {
    let (mut g, seat) = at_end(47);
    g.players[seat as usize].wounds = 2;
    g.advance(&mut Vec::new());
    g.apply(&exec(Source::FirstAid, Effect::Heal)).unwrap();
    let p = &g.players[seat as usize];
    assert_eq!((p.wounds, p.first_aid_up), (1, false));
}

/// Spy 1 / Telephone: take a Contact card as an Executive Action, then the turn goes on.
#[test]
fn spy_takes_a_contact_card() {
    let (mut g, seat) = at_end(48);
    give_card(&mut g, seat, 0, 15); // Spy 1, $1k
    g.advance(&mut Vec::new());
    g.apply(&exec(Source::Contact { slot: 0 }, Effect::TakeContact))
        .unwrap();
    assert!(matches!(g.agenda.last(), Some(Task::TakeContact { .. })));
    let leftmost = Choice::TakeContact {
        display: 0,
        placement: crate::choice::ContactPlacement::Leftmost,
    };
    assert!(choices(&g).contains(&leftmost));
    g.apply(&leftmost).unwrap();
    let held = g.players[seat as usize]
        .contacts
        .iter()
        .filter(|c| matches!(c, ContactSlot::Card { .. }))
        .count();
    assert_eq!(held, 2);
    // Back at the end of the seat's own turn.
    assert!(g.agenda.iter().any(|t| matches!(
        t,
        Task::Turn {
            step: Step::End,
            ..
        }
    )));
}

/// "Contact Cards", every one of the 32: usable in its step, pays its cost, a star gains 1
/// Notoriety, the benefit happens, the card flips face down.
#[test]
fn every_contact_card_works_in_its_step() {
    use crate::data::cards::{CONTACTS, ContactKind as K};
    for (id, card) in CONTACTS.iter().enumerate() {
        let mut g = at_first_action(4, 60);
        let seat = g.turn_order[0];
        clear_police(&mut g);
        let spaces: Vec<u8> = g
            .city
            .placed_spaces()
            .filter(|&s| Some(s) != g.city.hospital_space())
            .collect();
        for p in Police::ALL {
            put_officer(&mut g, spaces[0], p);
        }
        give_card(&mut g, seat, 0, id as u8);
        let p = &mut g.players[seat as usize];
        p.wounds = 1;
        p.money = 20;
        p.location = Some(loc(Site::Subway));
        p.contacts[1] = ContactSlot::Card {
            id: 99 % 32,
            face_up: false,
        };
        let pending: u64 = Police::ALL
            .iter()
            .fold(0, |m, &p| m | crate::rules::officer_bit(spaces[0], p));
        let step = match card.kind {
            K::Fighter(..) | K::Stunt | K::FastCar => Step::Avoid { pending },
            K::Medevac | K::Chopper | K::JetSki | K::Sewer => Step::Action,
            _ => Step::End,
        };
        g.agenda = vec![Task::Turn { seat, step }];
        let c = choices(&g).into_iter().find(|c| {
            matches!(
                c,
                Choice::Exec {
                    source: Source::Contact { slot: 0 },
                    ..
                }
            )
        });
        let Some(c) = c else {
            // Jet Ski needs water without a Ferry on the board.
            assert_eq!(card.kind, K::JetSki, "{} not usable", card.name);
            continue;
        };
        let before = g.clone();
        g.apply(&c).unwrap();
        let (p0, p1) = (&before.players[seat as usize], &g.players[seat as usize]);
        assert!(
            p1.money + card.cost >= p0.money,
            "{}: pays {}",
            card.name,
            card.cost
        );
        if card.star {
            assert!(
                p1.red + p1.blue != p0.red + p0.blue || p1.red > 0,
                "{}: star",
                card.name
            );
        }
        assert!(
            matches!(p1.contacts[0], ContactSlot::Card { face_up: false, .. }),
            "{}",
            card.name
        );
        let Choice::Exec { effect, .. } = c else {
            unreachable!()
        };
        match card.kind {
            K::Snitch(p) => assert_eq!(g.city.boxed[p.index()], 1),
            K::Fixer => assert_eq!(p1.discs, 1),
            K::Bribe(p) | K::Rally(p) => {
                assert_eq!(g.city.police_at(spaces[0]) & p.bit(), 0, "{}", card.name)
            }
            K::Informer => assert_eq!(p1.blue, 1),
            K::Spy1 => assert!(matches!(g.agenda.last(), Some(Task::TakeContact { .. }))),
            K::Spy2 => assert!(matches!(g.agenda.last(), Some(Task::Unlock { .. }))),
            K::Spy3 => assert!(matches!(
                p1.contacts[1],
                ContactSlot::Card { face_up: true, .. }
            )),
            K::Medic => assert_eq!(p1.wounds, 0),
            K::Medevac => assert_eq!(p1.location, Some(loc(Site::Hospital))),
            K::Gang => assert!(matches!(effect, Effect::LoseNotoriety | Effect::Flight)),
            K::Chopper => assert!(g.powers.flight),
            K::GeneralStore => assert_eq!(p1.money, p0.money - card.cost + p0.income()),
            K::Stunt => assert!(matches!(effect, Effect::AvoidOfficer { .. })),
            K::Fighter(..) | K::FastCar => {
                assert!(matches!(effect, Effect::AvoidOnTile { .. }))
            }
            K::JetSki => assert!(g.powers.jet_ski.is_some()),
            K::Sewer => assert!(g.powers.sewer),
        }
    }
}

/// "Moving Police Officers" with an Asset tile: any tile to any other without that type,
/// never onto the Hospital tile.
#[test]
fn police_shield_asset_moves_an_officer() {
    let (mut g, seat) = at_end(61);
    clear_police(&mut g);
    let spaces: Vec<u8> = g.city.placed_spaces().collect();
    let hospital = g.city.hospital_space().unwrap();
    let from = *spaces.iter().find(|&&s| s != hospital).unwrap();
    let blocked = *spaces
        .iter()
        .find(|&&s| s != hospital && s != from)
        .unwrap();
    put_officer(&mut g, from, Police::County);
    put_officer(&mut g, blocked, Police::County);
    g.players[seat as usize].unlock(Asset::MoveCounty);
    g.advance(&mut Vec::new());
    let moves: Vec<(u8, u8)> = choices(&g)
        .iter()
        .filter_map(|c| match c {
            Choice::Exec {
                source: Source::Asset { .. },
                effect: Effect::MoveOfficer { from, to, .. },
            } => Some((*from, *to)),
            _ => None,
        })
        .collect();
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|&(_, to)| to != hospital));
    assert!(
        !moves.contains(&(from, blocked)),
        "that tile has a County officer"
    );
}

/// "Executive Actions": a chosen Executive Action is checked without listing the others
/// (`executive::offers`); through random games, every Executive Action met anywhere is accepted
/// exactly where it is listed, in the Action, Avoid and End steps alike.
#[test]
fn an_executive_action_is_checked_as_it_is_listed() {
    let mut met: Vec<Choice> = Vec::new();
    let (mut accepted, mut refused) = (0, 0);
    crate::tests::walk_random_games(0..8, |seed, g, k| {
        let listed = choices(g);
        for c in &listed {
            if matches!(c, Choice::Exec { .. }) && !met.contains(c) {
                met.push(*c);
            }
        }
        if k % 5 != 0 {
            return;
        }
        for c in &met {
            let ok = g.clone().apply(c).is_ok();
            assert_eq!(ok, listed.contains(c), "seed {seed}: {c:?}");
            if ok {
                accepted += 1;
            } else {
                refused += 1;
            }
        }
    });
    assert!(accepted > 200 && refused > 1000, "{accepted} / {refused}");
}
