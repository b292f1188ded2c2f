//! "Only 2 Player": Sandra, the Police Inspector.

use super::*;
use crate::choice::{Effect, Source};
use crate::data::cards::{INSPECTOR, InspectorCard};
use crate::event::Event;
use crate::ids::{Business, Equipment, Exit, LockerColor, Part, Store};
use crate::player::Item;
use crate::state::SANDRA;
use tabletop::Decider;

fn two_player(seed: u64) -> GameState {
    at_first_action(2, seed)
}

fn card_index(card: InspectorCard) -> u8 {
    INSPECTOR.iter().position(|&c| c == card).unwrap() as u8
}

/// Runs one Sandra turn with `cards` on top of her deck (last = next).
fn sandra_turn(g: &mut GameState, cards: &[InspectorCard]) -> Vec<Event> {
    let deck = &mut g.inspector.as_mut().unwrap().deck;
    for &c in cards {
        let i = card_index(c);
        deck.retain(|&x| x != i);
        deck.push(i);
    }
    let mut ev = Vec::new();
    crate::rules::sandra::take_part(g, Part::Morning, &mut ev);
    ev
}

fn placed(g: &GameState, l: u8) -> bool {
    g.city
        .space_of(crate::hex::topology().locations[l as usize].tile)
        .is_some()
}

/// "2-Player Setup": Sandra on the Hospital, turn-order position 3, 15 Inspector cards; each
/// player places 2 City tiles.
#[test]
fn two_player_setup() {
    let g = GameState::new(Config { players: 2 }, 3).unwrap();
    let s = g.inspector.as_ref().unwrap();
    assert_eq!(s.location, loc(Site::Hospital));
    assert_eq!((s.notoriety, s.deck.len()), (0, 15));
    assert_eq!(g.turn_order, vec![0, 1, SANDRA]);
    let placers: Vec<u8> = (0..4).map(|n| crate::rules::round::placer(&g, n)).collect();
    assert_eq!(placers, vec![0, 1, 0, 1]);
    assert!(GameState::new(Config { players: 1 }, 3).is_err());
}

/// "Sandra's Turn", Travel: cards naming no Location in the city (or an open Exit) are
/// skipped and shuffled back; she moves to the first one that does; the card leaves the game.
#[test]
fn sandra_skips_cards_not_in_the_city() {
    for seed in 0..50 {
        let mut g = two_player(seed);
        g.patrol = [1, 0, 0];
        let used = g.inspector.as_ref().unwrap().used.clone();
        let Some(store) = [Store::A, Store::B, Store::C, Store::D]
            .into_iter()
            .find(|&s| {
                placed(&g, loc(Site::Store(s)))
                    && !used.contains(&card_index(InspectorCard::Store(s)))
            })
        else {
            continue;
        };
        let open_exit = InspectorCard::Exit(Exit::One);
        if used.contains(&card_index(open_exit)) {
            continue;
        }
        let ev = sandra_turn(&mut g, &[InspectorCard::Store(store), open_exit]);
        let s = g.inspector.as_ref().unwrap();
        assert_eq!(s.location, loc(Site::Store(store)));
        assert_eq!(
            s.used.last(),
            Some(&card_index(InspectorCard::Store(store)))
        );
        assert!(
            s.deck.contains(&card_index(open_exit)),
            "skipped card back in the deck"
        );
        assert_eq!(s.deck.len() + s.used.len(), 15);
        assert!(ev.contains(&Event::SandraMoved {
            location: loc(Site::Store(store))
        }));
        return;
    }
    panic!("no seed with a placed Store");
}

/// "Sandra's Cards", Business: +1 Notoriety, her cube (the 2nd cube closes it), the 2 rightmost
/// Contact cards discarded (a Fixer among them gives her a disc), the display slides right.
#[test]
fn sandra_business_card() {
    for seed in 0..50 {
        let mut g = two_player(seed);
        let used = g.inspector.as_ref().unwrap().used.clone();
        let Some(b) = Business::ALL.into_iter().take(5).find(|b| {
            g.businesses[b.index()].location.is_some()
                && !used.contains(&card_index(InspectorCard::Business(*b)))
        }) else {
            continue;
        };
        g.businesses[b.index()].visits = 1;
        // A Fixer card (id 3) in the rightmost display slot.
        g.contact_deck.retain(|&c| c != 3);
        g.contact_display.iter_mut().for_each(|d| {
            if *d == Some(3) {
                *d = None;
            }
        });
        if let Some(r) = g.contact_display[6].replace(3) {
            g.contact_deck.insert(0, r);
        }
        super::super::rules::sandra_refill_for_tests(&mut g);
        let left = g.contact_display[0];
        let boxed = g.contacts_boxed;
        let s = g.inspector.as_mut().unwrap();
        s.red = 0;
        s.blue = 0;
        let before = s.clone();
        let ev = sandra_turn(&mut g, &[InspectorCard::Business(b)]);
        assert!(g.businesses[b.index()].closed);
        assert!(ev.contains(&Event::BusinessClosed { business: b }));
        let s = g.inspector.as_ref().unwrap();
        assert_eq!(s.red, 1, "+1 Notoriety");
        assert_eq!((s.discs, s.cubes), (before.discs + 1, before.cubes + 1));
        assert_eq!(g.contacts_boxed, boxed + 2);
        assert_eq!(g.contact_display[2], left, "slid right by two");
        assert!(
            g.contact_display.iter().all(Option::is_some),
            "refilled from the left"
        );
        return;
    }
    panic!("no seed with a placed Business");
}

/// "Sandra's Cards", Safe House: -1 Notoriety, her cube, a random key and a random Fixer tile
/// discarded; Store D: a Locker tile from every stack; a closed Exit: an Exit tile.
#[test]
fn sandra_safe_house_store_and_exit_cards() {
    let mut g = two_player(6);
    g.inspector.as_mut().unwrap().used.clear();
    if let Some(h) = (0..3).find(|&h| g.safe_houses[h].location.is_some()) {
        let card = InspectorCard::SafeHouse(crate::ids::SafeHouse::ALL[h]);
        let (keys, fixers, boxed) = (g.safe_houses[h].keys.len(), g.fixers.len(), g.keys_boxed);
        let s = g.inspector.as_mut().unwrap();
        s.red = 0;
        s.blue = 0;
        sandra_turn(&mut g, &[card]);
        assert_eq!(g.safe_houses[h].keys.len(), keys - 1);
        assert_eq!((g.fixers.len(), g.keys_boxed), (fixers - 1, boxed + 1));
        assert_eq!(g.inspector.as_ref().unwrap().blue, 1);
    }
    if placed(&g, loc(Site::Store(Store::D))) {
        let sizes: Vec<usize> = g.lockers.iter().map(Vec::len).collect();
        sandra_turn(&mut g, &[InspectorCard::Store(Store::D)]);
        for c in LockerColor::ALL {
            assert_eq!(g.lockers[c.index()].len(), sizes[c.index()] - 1);
        }
    }
    super::examples::place_if_hidden(&mut g, Exit::Three);
    g.patrol[2] = 2;
    g.exit_stack_of[2] = Some(0);
    let exit_tiles = g.exit_stacks[0].len();
    sandra_turn(&mut g, &[InspectorCard::Exit(Exit::Three)]);
    assert_eq!(
        g.inspector.as_ref().unwrap().location,
        loc(Site::Exit(Exit::Three))
    );
    assert_eq!(g.exit_stacks[0].len(), exit_tiles - 1);
}

/// "Adjusting Sandra's Notoriety": a cube above and one below cancel; crossing a threshold
/// makes each player with less Notoriety move an officer toward her.
#[test]
fn sandra_threshold_makes_players_move_officers() {
    let mut g = two_player(7);
    let s = g.inspector.as_mut().unwrap();
    s.notoriety = 2;
    s.red = 2;
    s.blue = 1;
    g.players[0].notoriety = 0;
    g.players[1].notoriety = 5;
    g.turn_order = vec![SANDRA, 0, 1];
    g.agenda = vec![Task::Notoriety { idx: 0 }];
    let mut ev = Vec::new();
    g.advance(&mut ev);
    assert!(ev.contains(&Event::ThresholdCrossed {
        seat: SANDRA,
        line: 0
    }));
    assert_eq!(g.inspector.as_ref().unwrap().notoriety, 3);
    assert_eq!(
        g.decider(),
        Decider::Seat(0),
        "only the lower player moves an officer"
    );
    assert!(
        choices(&g)
            .iter()
            .all(|c| matches!(c, Choice::MovePolice { .. }))
    );
}

/// "If any player passes a threshold and Sandra has less Notoriety, the non-active player
/// moves one Police Officer on Sandra's behalf."
#[test]
fn non_active_player_moves_for_sandra() {
    let mut g = two_player(8);
    g.players[0].notoriety = 2;
    g.players[0].red = 1;
    g.players[0].blue = 0;
    g.players[1].notoriety = 9;
    g.inspector.as_mut().unwrap().notoriety = 0;
    g.turn_order = vec![1, 0, SANDRA];
    g.agenda = vec![Task::Notoriety { idx: 1 }];
    g.advance(&mut Vec::new());
    assert_eq!(g.decider(), Decider::Seat(1), "seat 1 moves for Sandra");
}

/// "for the purpose of a player avoiding Police Officers, Sandra counts as another Police
/// Officer of any type (chosen by the player avoiding her)".
#[test]
fn sandra_is_avoided_as_an_officer_of_a_chosen_type() {
    let mut g = two_player(9);
    let seat = g.turn_order.iter().copied().find(|&s| s != SANDRA).unwrap();
    g.players[seat as usize].items[0] = Item::Equipment {
        kind: Equipment::Hat,
        face_up: true,
    };
    let pending = crate::rules::SANDRA_BIT;
    g.agenda = vec![Task::Turn {
        seat,
        step: Step::Avoid { pending },
    }];
    g.advance(&mut Vec::new());
    let hat = Choice::Exec {
        source: Source::Equipment { slot: 0 },
        effect: Effect::AvoidInspector {
            as_type: Police::County,
        },
    };
    assert!(choices(&g).contains(&hat));
    g.apply(&hat).unwrap();
    assert_eq!(g.players[seat as usize].wounds, 0);
}

/// "At night and dawn, Sandra uses her Extra Tokens if she has any."
#[test]
fn sandra_uses_discs_at_night() {
    let mut g = two_player(10);
    g.inspector.as_mut().unwrap().discs = 1;
    g.disc_supply -= 1;
    crate::rules::sandra::take_part(&mut g, Part::Night, &mut Vec::new());
    assert_eq!(g.inspector.as_ref().unwrap().discs, 0);
    assert_eq!(g.disc_supply, crate::data::board::EXTRA_ACTION_DISCS);
    // Without a disc she takes no Dawn turn.
    let before = g.inspector.clone();
    crate::rules::sandra::take_part(&mut g, Part::Dawn, &mut Vec::new());
    assert_eq!(g.inspector, before);
}
