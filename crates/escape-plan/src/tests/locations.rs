//! "Step 3: Visit": each Location's steps, "Taking Contact Cards", bonuses, "6. Change of Day".

use super::*;
use crate::choice::{Bonus, ContactPlacement, KeyUse};
use crate::ids::{Equipment, Fixer, Gang, LockerColor, Store};
use crate::player::{ContactSlot, Item, Key};
use crate::task::Visit;
use tabletop::Decider;

/// A game where `seat` (the first in turn order) arrives at `location`; `others` other seats
/// stand there too. Runs the automatic steps up to the first decision.
fn arrive(g: &mut GameState, location: u8, others: usize) -> u8 {
    let seat = g.turn_order[0];
    for p in &mut g.players {
        p.location = Some(loc(Site::Hospital));
        p.red = 0;
        p.blue = 0;
    }
    g.players[seat as usize].location = Some(location);
    for &o in g.turn_order[1..=others].to_vec().iter() {
        g.players[o as usize].location = Some(location);
    }
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::Visit {
            location,
            visit: Visit::Arrive,
        },
    }];
    g.advance(&mut Vec::new());
    seat
}

fn cards(p: &crate::player::PlayerBoard) -> usize {
    p.contacts
        .iter()
        .filter(|c| matches!(c, ContactSlot::Card { .. }))
        .count()
}

/// "Convenience Stores": notoriety per other player, a Gas Can (up to 2), up to 2 *different*
/// Equipment tiles (replacing a non-Asset tile gains 1 Notoriety), then a Locker with a key.
#[test]
fn convenience_store_visit() {
    let mut g = at_first_action(4, 30);
    let seat = arrive(&mut g, loc(Site::Store(Store::A)), 1);
    assert_eq!(g.players[seat as usize].red, 1);
    assert_eq!(choices(&g), vec![Choice::TakeGasCan, Choice::Pass]);
    g.apply(&Choice::TakeGasCan).unwrap();
    assert_eq!((g.players[seat as usize].gas, g.gas_supply), (1, 5));
    let vest = Choice::BuyEquipment {
        equipment: Equipment::Vest,
        slot: 0,
    };
    let c = choices(&g);
    assert!(c.contains(&vest) && c.contains(&Choice::Pass));
    assert!(
        !c.iter()
            .any(|c| matches!(c, Choice::BuyEquipment { slot: 3..=4, .. })),
        "locked Asset spaces"
    );
    g.apply(&vest).unwrap();
    assert_eq!(g.players[seat as usize].money, 7);
    let c = choices(&g);
    assert!(
        !c.iter().any(|c| matches!(
            c,
            Choice::BuyEquipment {
                equipment: Equipment::Vest,
                ..
            }
        )),
        "two different pieces"
    );
    g.apply(&Choice::BuyEquipment {
        equipment: Equipment::GasMask,
        slot: 0,
    })
    .unwrap();
    let p = &g.players[seat as usize];
    assert_eq!(
        p.items[0],
        Item::Equipment {
            kind: Equipment::GasMask,
            face_up: true
        }
    );
    assert_eq!(
        (p.money, p.red),
        (4, 2),
        "replacing the Vest gains 1 Notoriety"
    );
    assert_eq!(g.equipment_supply, [3, 4, 4, 3]);
    // No third piece, no key for a Locker: the visit and the turn end.
    assert_eq!(g.decider(), Decider::Nobody);
}

/// "Lockers": the matching key (or master key), Notoriety + Contact cards >= the locker's
/// number, draw Contact cards +1 / = / -1 by colour, keep one face down, reshuffle the rest.
#[test]
fn locker_opening() {
    let mut g = at_first_action(4, 31);
    let seat = g.turn_order[0];
    {
        let p = &mut g.players[seat as usize];
        p.keys[0] = Some(Key {
            color: LockerColor::Black,
            face_up: true,
        });
        p.notoriety = 3;
        p.contacts[0] = ContactSlot::Card {
            id: 0,
            face_up: false,
        };
        p.contacts[1] = ContactSlot::Card {
            id: 1,
            face_up: true,
        };
        p.money = 0;
    }
    g.gas_supply = 0;
    arrive(&mut g, loc(Site::Store(Store::B)), 0);
    let open = Choice::OpenLocker {
        color: LockerColor::Black,
        key: KeyUse::Slot { slot: 0 },
    };
    assert_eq!(
        choices(&g),
        vec![open, Choice::Pass],
        "3 + 2 >= 5 for Black; Brown needs 7"
    );
    g.apply(&open).unwrap();
    let drawn = g.view(seat).unwrap().me.unwrap().drawn.clone();
    assert_eq!(drawn.len(), 2, "Black: as many tiles as Contact cards");
    let other = g.turn_order[1];
    assert!(
        g.view(other).unwrap().me.unwrap().drawn.is_empty(),
        "only the drawer sees the tiles"
    );
    g.apply(&Choice::KeepTile { index: 1, slot: 0 }).unwrap();
    let p = &g.players[seat as usize];
    assert_eq!(
        p.items[0],
        Item::Locker {
            color: LockerColor::Black,
            value: drawn[1]
        }
    );
    assert_eq!(
        p.keys[0],
        Some(Key {
            color: LockerColor::Black,
            face_up: false
        })
    );
    assert_eq!(g.lockers[LockerColor::Black.index()].len(), 4);
    assert!(g.drawn.is_none());
}

/// "Safe Houses": cube, lose 1 Notoriety, a key into the matching slot, may buy a Fixer; and
/// "Visiting all Safe Houses": a bonus at the end of the turn.
#[test]
fn safe_house_visit_and_all_three_bonus() {
    let mut g = at_first_action(4, 32);
    let spaces = crate::hex::topology()
        .locations
        .iter()
        .enumerate()
        .filter(|(_, l)| l.site == Site::SafeHouseSpace)
        .map(|(i, _)| i as u8)
        .collect::<Vec<_>>();
    for (h, &l) in spaces.iter().enumerate() {
        g.safe_houses[h].location = Some(l);
    }
    let seat = g.turn_order[0];
    g.players[seat as usize].visited_safe_houses = 0b011;
    g.players[seat as usize].income_cubes = 7;
    g.safe_houses[0].visits = 1;
    g.safe_houses[1].visits = 1;
    g.safe_houses[2].keys = vec![LockerColor::Green, LockerColor::Green, LockerColor::Brown];
    arrive(&mut g, spaces[2], 0);
    let p = &g.players[seat as usize];
    assert_eq!((p.income_cubes, p.blue), (6, 1));
    assert_eq!(
        choices(&g),
        vec![
            Choice::TakeKey {
                color: LockerColor::Green
            },
            Choice::TakeKey {
                color: LockerColor::Brown
            }
        ]
    );
    g.apply(&Choice::TakeKey {
        color: LockerColor::Brown,
    })
    .unwrap();
    assert_eq!(
        g.players[seat as usize].keys[2],
        Some(Key {
            color: LockerColor::Brown,
            face_up: true
        })
    );
    assert_eq!(
        g.safe_houses[2].keys,
        vec![LockerColor::Green, LockerColor::Green]
    );
    let buy = Choice::BuyFixer {
        fixer: Fixer::IdCard,
        slot: 1,
    };
    assert!(choices(&g).contains(&buy));
    let money = g.players[seat as usize].money;
    g.apply(&buy).unwrap();
    assert_eq!(g.players[seat as usize].money, money - 4);
    assert!(!g.fixers.contains(&Fixer::IdCard));
    // Executive Actions may still be used (the new ID Card among them), then the turn ends.
    assert!(choices(&g).contains(&Choice::Exec {
        source: crate::choice::Source::Fixer { slot: 1 },
        effect: crate::choice::Effect::TakeExtraActionDisc
    }));
    g.apply(&Choice::EndTurn).unwrap();
    // End of turn: all 3 Safe Houses visited, once in the game.
    assert_eq!(
        choices(&g),
        vec![
            Choice::TakeBonus {
                bonus: Bonus::ExtraActionDisc
            },
            Choice::TakeBonus {
                bonus: Bonus::Alternative
            }
        ]
    );
    g.apply(&Choice::TakeBonus {
        bonus: Bonus::ExtraActionDisc,
    })
    .unwrap();
    let p = &g.players[seat as usize];
    assert_eq!((p.discs, p.bonuses_taken), (1, 0b100));
}

/// "Gangs": only with no other player and no Gang Control marker there, for $5k; take both
/// members and place a Gang Control marker.
#[test]
fn gang_visit() {
    let mut g = at_first_action(4, 33);
    let hq = loc(Site::Gang(Gang(0)));
    let seat = g.turn_order[0];
    let other = g.turn_order[1];
    g.players[other as usize].location = Some(hq);
    assert!(
        !crate::rules::visit_can_end_at(&g, seat, hq),
        "another player is there"
    );
    g.players[other as usize].location = Some(loc(Site::Hospital));
    g.players[seat as usize].money = 4;
    assert!(!crate::rules::visit_can_end_at(&g, seat, hq), "$5k needed");
    g.players[seat as usize].money = 9;
    assert!(crate::rules::visit_can_end_at(&g, seat, hq));
    arrive(&mut g, hq, 0);
    let p = &g.players[seat as usize];
    assert_eq!((p.money, p.gang_members[0], p.control_markers), (4, 2, 1));
    assert_eq!(g.gangs[0].control, Some(seat));
    assert!(
        !crate::rules::visit_can_end_at(&g, other, hq),
        "a Gang Control marker is there"
    );
}

/// "Church": may pay $1k to lose 1 Notoriety, may unlock, takes a Contact card.
#[test]
fn church_visit() {
    let mut g = at_first_action(4, 34);
    let seat = arrive(&mut g, loc(Site::Church), 2);
    assert_eq!(g.players[seat as usize].red, 2);
    assert_eq!(choices(&g), vec![Choice::PayForAbsolution, Choice::Pass]);
    g.apply(&Choice::PayForAbsolution).unwrap();
    // The loss goes to the Blue box while bottom cubes remain ("Notoriety"): net +1.
    let p = &g.players[seat as usize];
    assert_eq!((p.red, p.blue, p.money), (2, 1, 8));
    let unlock = Choice::UnlockAsset {
        asset: crate::ids::Asset::Heal,
    };
    assert!(choices(&g).contains(&unlock) && choices(&g).contains(&Choice::Pass));
    g.apply(&unlock).unwrap();
    assert!(
        choices(&g)
            .iter()
            .all(|c| matches!(c, Choice::TakeContact { .. }))
    );
}

/// "Clinic": may unlock and heal 1 Wound, then take a Contact card.
#[test]
fn clinic_visit() {
    let mut g = at_first_action(4, 35);
    g.players[g.turn_order[0] as usize].wounds = 2;
    let seat = arrive(&mut g, loc(Site::Clinic), 0);
    assert_eq!(g.players[seat as usize].wounds, 1);
    g.apply(&Choice::Pass).unwrap();
    assert!(
        choices(&g)
            .iter()
            .all(|c| matches!(c, Choice::TakeContact { .. }))
    );
}

/// "Exits": at a closed Exit, Income *or* Exit tiles (as many as Contact cards), then a
/// Contact card; at an open Exit, Income then a Contact card.
#[test]
fn exit_visits() {
    let mut g = at_first_action(4, 36);
    super::examples::place_if_hidden(&mut g, crate::ids::Exit::One);
    g.patrol = [2, 1, 0];
    g.exit_stack_of[0] = Some(1);
    let seat = g.turn_order[0];
    g.players[seat as usize].contacts[0] = ContactSlot::Card {
        id: 3,
        face_up: true,
    };
    arrive(&mut g, loc(Site::Exit(crate::ids::Exit::One)), 0);
    assert_eq!(
        choices(&g),
        vec![Choice::ReceiveIncome, Choice::DrawExitTiles]
    );
    g.apply(&Choice::DrawExitTiles).unwrap();
    assert_eq!(g.view(seat).unwrap().me.unwrap().drawn.len(), 1);
    g.apply(&Choice::KeepTile { index: 0, slot: 0 }).unwrap();
    assert!(matches!(
        g.players[seat as usize].items[0],
        Item::ExitTile { .. }
    ));
    assert_eq!(g.exit_stacks[1].len(), 4);
    assert!(
        choices(&g)
            .iter()
            .all(|c| matches!(c, Choice::TakeContact { .. }))
    );
    // Open exit: Income at once.
    let mut g = at_first_action(4, 36);
    super::examples::place_if_hidden(&mut g, crate::ids::Exit::Two);
    g.patrol = [2, 1, 0];
    let seat = g.turn_order[0];
    arrive(&mut g, loc(Site::Exit(crate::ids::Exit::Two)), 0);
    assert_eq!(g.players[seat as usize].money, 18);
    assert!(
        choices(&g)
            .iter()
            .all(|c| matches!(c, Choice::TakeContact { .. }))
    );
}

/// "Taking Contact Cards": A return to the box, B the leftmost empty space (only if it is
/// empty), C replace a card (+1 Notoriety); the display refills, unless the deck is empty.
#[test]
fn taking_contact_cards() {
    let mut g = at_first_action(4, 37);
    let seat = arrive(&mut g, loc(Site::Clinic), 0);
    g.apply(&Choice::Pass).unwrap();
    let c = choices(&g);
    assert!(c.contains(&Choice::TakeContact {
        display: 0,
        placement: ContactPlacement::Leftmost
    }));
    assert!(!c.iter().any(|c| matches!(
        c,
        Choice::TakeContact {
            placement: ContactPlacement::Replace { .. },
            ..
        }
    )));
    let card = g.contact_display[2].unwrap();
    let next = *g.contact_deck.last().unwrap();
    g.apply(&Choice::TakeContact {
        display: 2,
        placement: ContactPlacement::Leftmost,
    })
    .unwrap();
    let p = &g.players[seat as usize];
    assert_eq!(
        p.contacts[0],
        ContactSlot::Card {
            id: card,
            face_up: true
        }
    );
    assert_eq!(g.contact_display[2], Some(next), "refilled from the deck");
    // Replace, with an empty deck: +1 Notoriety, the old card to the box, no refill.
    let mut g2 = g.clone();
    g2.contact_deck.clear();
    g2.agenda = vec![Task::Turn {
        seat,
        step: Step::Visit {
            location: loc(Site::Clinic),
            visit: Visit::TakeContact,
        },
    }];
    let boxed = g2.contacts_boxed;
    g2.apply(&Choice::TakeContact {
        display: 0,
        placement: ContactPlacement::Replace { slot: 0 },
    })
    .unwrap();
    assert_eq!(g2.players[seat as usize].red, 1);
    assert_eq!(g2.contacts_boxed, boxed + 1);
    assert_eq!(g2.contact_display[0], None);
    assert_eq!(cards(&g2.players[seat as usize]), 1);
}

/// "Visiting all Businesses in a group": at the end of the turn, a disc or -1 Notoriety and
/// an unlock, once per group.
#[test]
fn business_group_bonus() {
    let mut g = at_first_action(4, 38);
    let seat = g.turn_order[0];
    g.players[seat as usize].visited_businesses = 0b111;
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::End,
    }];
    g.advance(&mut Vec::new());
    g.apply(&Choice::EndTurn).unwrap();
    g.apply(&Choice::TakeBonus {
        bonus: Bonus::Alternative,
    })
    .unwrap();
    assert_eq!(g.players[seat as usize].blue, 1);
    assert!(
        choices(&g)
            .iter()
            .all(|c| matches!(c, Choice::UnlockAsset { .. }))
    );
    g.apply(&choices(&g)[0]).unwrap();
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::End,
    }];
    g.advance(&mut Vec::new());
    g.apply(&Choice::EndTurn).unwrap();
    assert_eq!(
        g.decider(),
        Decider::Nobody,
        "the bonus comes once per group"
    );
}

/// "6. Change of Day": Rest tokens flip back to the sun side; the next day starts.
#[test]
fn change_of_day() {
    let mut g = at_first_action(3, 39);
    for p in &mut g.players {
        p.rested = true;
    }
    g.agenda = vec![Task::EndDay];
    let mut ev = Vec::new();
    g.advance(&mut ev);
    assert_eq!(g.day, 2);
    assert!(g.players.iter().all(|p| !p.rested));
    assert!(ev.contains(&crate::event::Event::DayStarted { day: 2 }));
}
