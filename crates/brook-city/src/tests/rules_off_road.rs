//! "Streets, Spaces, and Locations": "Vehicles may only move orthogonally via streets (vehicles
//! that use spaces may move as if they were figures)"; "Locations ... may usually only be moved
//! into by figures. Some vehicles may move into locations, as indicated by their card." The
//! card that says so is Frankie Voss, Wheelman (an Ally): her cop's vehicle moves by spaces too.

use super::rules_move::drives;
use super::scenario::*;
use crate::board::{board, distance};
use crate::cards::{Allegiance, AllyRival, CaseDeck, CopDeck, CriminalDeck};
use crate::choice::Choice;
use crate::ids::Space;
use crate::prompt::Prompt;
use crate::state::{AllyPick, Config, Figure, GameState};
use crate::task::Step;

/// Quill (seat 0, in the B.C.P.D. Cruiser by the B.C.P.D.) and Doyle; Voss with Quill if `voss`.
fn driving(voss: bool, seed: u64) -> GameState {
    let config = Config {
        cops: vec![CopDeck::Quill, CopDeck::Doyle],
        criminal: CriminalDeck::HarborKing,
        case: CaseDeck::LanternClubMurder,
        open_hands: false,
        allies: voss
            .then_some(AllyPick {
                card: AllyRival::Voss,
                side: Allegiance::Ally,
                cop: 0,
            })
            .into_iter()
            .collect(),
    };
    let mut g = GameState::new(config, seed).expect("setup");
    while g.round == 0 {
        let c = choices(&g)[0];
        g.apply(&c).expect("setup choice");
    }
    let cruiser = g.cops[0].vehicle.expect("a cruiser");
    crate::rules::enter_for_tests(&mut g, 0, cruiser);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Move });
    g
}

fn in_location(s: Space) -> bool {
    board().locations.iter().any(|l| l.set.contains(s))
}

fn vehicle_at(g: &GameState) -> Space {
    let card = g.cops[0].vehicle.expect("a vehicle");
    g.space_of(Figure::Vehicle { card }).expect("on the board")
}

/// Without a card that says so, a vehicle drives only into streets; with Voss the same car is
/// offered location spaces too, each within as many spaces as a figure would need, never water.
#[test]
fn only_a_vehicle_whose_card_says_so_moves_by_spaces_into_locations() {
    let g = driving(false, 950);
    assert!(!drives(&g).is_empty());
    assert!(drives(&g).iter().all(|&s| board().street_of(s).is_some()));
    let g = driving(true, 950);
    let at = vehicle_at(&g);
    let into: Vec<Space> = drives(&g).into_iter().filter(|&s| in_location(s)).collect();
    assert!(!into.is_empty());
    assert!(into.iter().all(|&s| distance(s, at) <= 4), "{into:?}");
    assert!(
        drives(&g)
            .iter()
            .all(|&s| !board().water_spaces.contains(s))
    );
}

/// Moving by spaces costs a space each, as a figure's does: the nearest location space leaves
/// the rest of the move (4 with Voss's +1); from inside a location the car drives on by spaces
/// (no street to start from), and back out into the streets.
#[test]
fn a_vehicle_in_a_location_moves_on_by_spaces_and_back_into_the_streets() {
    let mut g = driving(true, 951);
    let at = vehicle_at(&g);
    assert!(matches!(g.prompt(), Prompt::Move { left: 4, .. }));
    let (to, cost) = crate::rules::drive_reach(&g, 0, 4)
        .into_iter()
        .filter(|&(s, _)| in_location(s))
        .min_by_key(|&(s, cost)| (cost, s))
        .expect("a location space in reach");
    assert!(cost >= distance(at, to) && cost < 4);
    apply(&mut g, Choice::Drive { to });
    assert_eq!(vehicle_at(&g), to);
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 4 - cost,
            kind: crate::task::Moving::MoveStep
        }
    );
    crate::invariants::check(&g).expect("the invariants hold");
    let on = drives(&g);
    assert!(on.iter().any(|&s| board().street_of(s).is_some()));
    assert!(on.iter().all(|&s| distance(s, to) <= 4 - cost));
}
