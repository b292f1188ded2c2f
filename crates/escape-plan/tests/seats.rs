//! Issue 17 §2: every public function that takes a seat answers for that seat or refuses with
//! `NoSuchSeat`; it never answers for another seat (the old `view(4)` of a 4-player game showed
//! seat 0's money) and never panics, for every seat number 0..=255 and every player count,
//! Sandra's turn-order number (255) included.

use escape_plan::{Config, GameState, SANDRA, legal_routes, score};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop::{Game, ImperfectInfo, NoSuchSeat};

/// Positions along a random game: its start, and every 25th step.
fn positions(players: u8, seed: u64) -> Vec<GameState> {
    let mut g = GameState::new(Config { players }, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut out, mut legal, mut step) = (vec![g.clone()], Vec::new(), 0);
    while !g.is_over() {
        g.legal_choices(&mut legal);
        g.apply(&legal[rng.random_range(0..legal.len())]).unwrap();
        step += 1;
        if step % 25 == 0 {
            out.push(g.clone());
        }
    }
    out.push(g);
    out
}

#[test]
fn every_seat_taking_function_refuses_seats_that_are_not_players() {
    for players in 2..=5u8 {
        for g in positions(players, 40 + u64::from(players)) {
            for seat in 0..=255u8 {
                let refused = NoSuchSeat {
                    seat,
                    seats: players,
                };
                let view = g.view(seat);
                let info = g.info_set(seat);
                let routes = legal_routes(&g, seat);
                let drawn = g.drawn_for(seat);
                let game_view = Game::view(&g, seat);
                let game_info = ImperfectInfo::info_set(&g, seat);
                if seat >= players {
                    assert_eq!(view, Err(refused), "view({seat}) of {players}");
                    assert_eq!(info.err(), Some(refused), "info_set({seat}) of {players}");
                    assert_eq!(routes.err(), Some(refused), "legal_routes({seat})");
                    assert_eq!(drawn, Err(refused), "drawn_for({seat})");
                    assert_eq!(game_view, Err(refused));
                    assert_eq!(game_info.err(), Some(refused));
                    continue;
                }
                // A player's answers are its own.
                let p = &g.players[seat as usize];
                let view = view.unwrap();
                assert_eq!(view.seat, Some(seat));
                let me = view.me.expect("a seat's view holds its secrets");
                assert_eq!(me.money, p.money, "seat {seat}'s view shows its own money");
                assert_eq!(info.unwrap().seat(), seat);
                assert!(routes.unwrap().iter().all(|r| r.to < 200));
                let mine = g.decider().seat() == Some(seat);
                assert!(mine || drawn.unwrap().is_empty());
                assert_eq!(score(seat, p).seat, seat);
            }
        }
    }
    // Sandra is in the turn order, never a seat.
    let g = GameState::new(Config { players: 2 }, 3).unwrap();
    assert!(g.turn_order.contains(&SANDRA));
    assert!(g.view(SANDRA).is_err());
}
