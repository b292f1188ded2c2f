//! The worked examples of escape-plan-rules-with-examples.txt, as tests.

use super::*;
use crate::event::Event;
use crate::ids::Exit;
use crate::rules::round::{exit_tile, placer};

/// Finds a seeded game where exit `a` is visible and exit `b` is still hidden.
fn game_with_exits(visible: bool) -> (GameState, Exit) {
    for seed in 0..200 {
        let g = at_first_action(4, seed);
        for e in Exit::ALL {
            let t = exit_tile(e).unwrap();
            if g.city.is_visible(t) == visible {
                return (g, e);
            }
        }
    }
    panic!("no such game");
}

/// "2. Patrol", Example 1: a first card on a space does nothing; a second card blocks the
/// exit and, the tile being visible, an Exit tile stack goes on the exit space.
#[test]
fn patrol_example_1_second_card_blocks_a_visible_exit() {
    let (mut g, e) = game_with_exits(true);
    let other = Exit::ALL.into_iter().find(|&x| x != e).unwrap();
    g.patrol = [0; 3];
    g.patrol[e.index()] = 1;
    g.patrol_deck = vec![other.index() as u8, e.index() as u8, other.index() as u8];
    g.agenda = vec![Task::Patrol];
    let mut ev = Vec::new();
    g.advance(&mut ev);
    assert_eq!(
        ev,
        vec![
            Event::PatrolCardRevealed {
                exit: other,
                blocked: false
            },
            Event::PatrolCardRevealed {
                exit: e,
                blocked: true
            },
            Event::ExitTilesPlaced {
                exit: e,
                on_tile: true
            },
        ]
    );
    assert_eq!(g.exit_stack_of[e.index()], Some(0));
    assert_eq!(g.exit_stack_of[other.index()], None);
}

/// "2. Patrol", Example 2: the blocked exit's tile is not visible, so the Exit tiles wait on
/// the Patrol cards and move to the exit space as soon as the tile is revealed.
#[test]
fn patrol_example_2_exit_tiles_wait_for_a_hidden_exit() {
    for seed in 0..300 {
        let g0 = at_first_action(4, seed);
        let Some(e) = Exit::ALL.into_iter().find(|&e| {
            let t = exit_tile(e).unwrap();
            // Hidden, and next in its stack below the display tile.
            g0.city
                .stacks
                .iter()
                .any(|s| s.len() >= 2 && s[s.len() - 2] == t)
        }) else {
            continue;
        };
        let mut g = g0.clone();
        g.patrol = [0; 3];
        g.patrol[e.index()] = 1;
        g.patrol_deck = vec![e.index() as u8];
        g.agenda = vec![Task::Patrol];
        let mut ev = Vec::new();
        g.advance(&mut ev);
        assert!(ev.contains(&Event::ExitTilesPlaced {
            exit: e,
            on_tile: false
        }));
        assert_eq!(g.exit_stack_of[e.index()], Some(0));
        // The display tile above it is placed; the next display reveals the exit.
        let t = exit_tile(e).unwrap();
        let s = g.city.stacks.iter().position(|s| s.contains(&t)).unwrap();
        g.city.stacks[s].pop();
        g.city.face_up[s] = false;
        g.agenda = vec![Task::NewDisplay];
        let mut ev = Vec::new();
        g.advance(&mut ev);
        assert!(g.city.is_visible(t));
        assert!(ev.contains(&Event::ExitTilesPlaced {
            exit: e,
            on_tile: true
        }));
        return;
    }
    panic!("no seed put an exit second in its stack");
}

/// "3. City", Example: Vinnie, Scar and Claws (3 players) place tiles 1-3, then Vinnie the
/// 4th. In a 5-player game the last in turn order places none.
#[test]
fn city_example_three_players_first_player_places_twice() {
    let mut g = at_first_action(3, 1);
    g.turn_order = vec![0, 1, 2];
    let placers: Vec<u8> = (0..4).map(|n| placer(&g, n)).collect();
    assert_eq!(placers, vec![0, 1, 2, 0]);
    let mut g5 = at_first_action(5, 1);
    g5.turn_order = vec![4, 3, 2, 1, 0];
    let placers: Vec<u8> = (0..4).map(|n| placer(&g5, n)).collect();
    assert_eq!(placers, vec![4, 3, 2, 1]);
}

/// "4. Turn Order", Example: Claws, Vinnie, Scar, Ruby; Scar highest, the rest tied lowest:
/// the new order is Scar, then Ruby, Vinnie, Claws.
#[test]
fn turn_order_example_ties_reverse() {
    let (claws, vinnie, scar, ruby) = (0u8, 1u8, 2u8, 3u8);
    let mut g = at_first_action(4, 3);
    g.turn_order = vec![claws, vinnie, scar, ruby];
    for p in &mut g.players {
        p.notoriety = 0;
    }
    g.players[scar as usize].notoriety = 4;
    g.agenda = vec![Task::TurnOrder];
    g.advance(&mut Vec::new());
    assert_eq!(g.turn_order, vec![scar, ruby, vinnie, claws]);
}

/// "Adjusting Notoriety", Example: 2 cubes in the Red box and 1 in the Blue box. The text says
/// "moves two steps up", which contradicts the rule it illustrates (each Red cube up, each Blue
/// cube down); we follow the rule, +1 (ruling in docs/rulings.md). The paraphrase's Scar example
/// (Informer -1, then 2 other players at the Gallery +2) agrees: up 1.
#[test]
fn notoriety_example_red_and_blue_cubes_net_out() {
    let mut g = at_first_action(4, 5);
    let seat = g.turn_order[0];
    {
        let p = &mut g.players[seat as usize];
        p.notoriety = 4;
        p.lose_notoriety();
        p.gain_notoriety();
        p.gain_notoriety();
        assert_eq!((p.red, p.blue), (2, 1));
    }
    g.agenda = vec![Task::Notoriety { idx: 0 }];
    let mut ev = Vec::new();
    g.advance(&mut ev);
    assert!(ev.contains(&Event::NotorietyMoved {
        seat,
        from: 4,
        to: 5
    }));
    assert_eq!(
        (g.players[seat as usize].red, g.players[seat as usize].blue),
        (0, 0)
    );
}

/// "Crossing the Threshold", Example: Vinnie crosses the first line. Ruby (higher) and Scar
/// (equal) move no one; Mr. Bones (lower) moves a Red officer from 2 tiles away onto Vinnie's
/// tile (a Blue one could not go there: one is there already); Claws (lower, on Vinnie's
/// Location) moves one too. Then Vinnie unlocks 1 Asset tile.
#[test]
fn threshold_example_lower_seats_move_officers_toward_the_crosser() {
    let (vinnie, ruby, scar, bones, claws) = (0u8, 1u8, 2u8, 3u8, 4u8);
    for seed in 0..100 {
        let mut g = at_first_action(5, seed);
        let hospital = g.city.hospital_space().unwrap();
        let spaces: Vec<u8> = g.city.placed_spaces().filter(|&s| s != hospital).collect();
        let Some((v, far)) = spaces.iter().find_map(|&v| {
            spaces
                .iter()
                .find(|&&f| crate::hex::distance(v, f) == 2)
                .map(|&f| (v, f))
        }) else {
            continue;
        };
        clear_police(&mut g);
        put_officer(&mut g, v, Police::County);
        put_officer(&mut g, far, Police::Federal);
        put_officer(&mut g, far, Police::Swat);
        let tile = g.city.tile_at(v).unwrap();
        let where_ = crate::hex::topology().tile_locations[tile as usize][0];
        for s in [vinnie, claws] {
            g.players[s as usize].location = Some(where_);
        }
        g.turn_order = vec![ruby, scar, vinnie, bones, claws];
        let set = |g: &mut GameState, s: u8, n: u8| g.players[s as usize].notoriety = n;
        set(&mut g, ruby, 5);
        set(&mut g, scar, 3);
        set(&mut g, vinnie, 2);
        set(&mut g, bones, 0);
        set(&mut g, claws, 1);
        for p in &mut g.players {
            p.red = 0;
            p.blue = 0;
        }
        g.players[vinnie as usize].gain_notoriety();
        g.agenda = vec![Task::Notoriety { idx: 2 }];
        let mut ev = Vec::new();
        g.advance(&mut ev);
        assert!(ev.contains(&Event::ThresholdCrossed {
            seat: vinnie,
            line: 0
        }));
        assert_eq!(g.decider(), tabletop::Decider::Seat(bones));
        let legal = choices(&g);
        let red_in = Choice::MovePolice {
            officer: Police::Federal,
            from: far,
            to: v,
        };
        assert!(legal.contains(&red_in));
        assert!(
            !legal.iter().any(
                |c| matches!(c, Choice::MovePolice { officer: Police::County, to, .. } if *to == v)
            ),
            "a second Blue officer may not join Vinnie's tile"
        );
        assert!(legal.iter().all(
            |c| matches!(c, Choice::MovePolice { to, .. } if Some(*to) != g.city.hospital_space())
        ));
        g.apply(&red_in).unwrap();
        assert_eq!(
            g.city.police_at(v),
            Police::County.bit() | Police::Federal.bit()
        );
        // Claws, also lower, moves next: only the Black officer can still come closer.
        assert_eq!(g.decider(), tabletop::Decider::Seat(claws));
        let c = choices(&g);
        assert!(c.iter().all(
            |c| matches!(c, Choice::MovePolice { officer: Police::Swat, from, .. } if *from == far)
        ));
        g.apply(&c[0]).unwrap();
        // Then Vinnie unlocks one Asset tile.
        assert_eq!(g.decider(), tabletop::Decider::Seat(vinnie));
        assert!(
            choices(&g)
                .iter()
                .all(|c| matches!(c, Choice::UnlockAsset { .. }))
        );
        return;
    }
    panic!("no seed gave a suitable city");
}

/// "Escaping the City", Example: in a 4-player game Mr. Bones is the second to escape: he pays
/// $1k to take his turn, then $5k to leave.
#[test]
fn escape_example_second_of_four_pays_toll_then_five() {
    use crate::data::board::escape_cost;
    assert_eq!(escape_cost(4, 1), 5);
    let mut g = at_first_action(4, 8);
    let bones = g.turn_order[0];
    let exit = Exit::Two;
    let exit_loc = loc(Site::Exit(exit));
    // Day 3, exits 1 and 3 blocked, exit 2 open; Bones stands on it; someone already out.
    g.day = 3;
    g.patrol_deck.clear();
    g.patrol = [2, 1, 2];
    place_if_hidden(&mut g, exit);
    clear_police(&mut g);
    g.escaped = 1;
    g.players[bones as usize].location = Some(exit_loc);
    g.players[bones as usize].money = 10;
    g.agenda = vec![Task::Turn {
        seat: bones,
        step: Step::Start,
    }];
    g.advance(&mut Vec::new());
    assert_eq!(
        g.players[bones as usize].money, 9,
        "the $1k toll before the action"
    );
    let esc = Choice::Escape { avoid: 0, gas: 0 };
    assert!(choices(&g).contains(&esc));
    let ev = g.apply(&esc).unwrap();
    assert!(ev.contains(&Event::Escaped {
        seat: bones,
        cost: 5
    }));
    assert_eq!(g.players[bones as usize].money, 4);
    assert_eq!(
        g.players[bones as usize].standing,
        crate::player::Standing::Escaped { order: 1 }
    );
}

/// Puts an exit's tile on the board (on any free space) if it is not there yet.
pub(crate) fn place_if_hidden(g: &mut GameState, exit: Exit) {
    let t = exit_tile(exit).unwrap();
    if g.city.space_of(t).is_some() {
        return;
    }
    for s in g.city.stacks.iter_mut() {
        s.retain(|&x| x != t);
    }
    let free = (0..crate::hex::SPACES as u8)
        .find(|&s| {
            g.city.tile_at(s).is_none()
                && (0..6).any(|d| {
                    crate::hex::neighbor(s, d).is_some_and(|n| g.city.tile_at(n).is_some())
                })
        })
        .unwrap();
    g.city.place(t, free, 0);
}
