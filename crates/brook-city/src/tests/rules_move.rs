//! "Streets, Spaces, and Locations" (spaces, streets and their capacity, intersections,
//! locations, water, adjacency), "Move X", "Empty Spaces & Blocked Streets", "Vehicles"
//! (driving, entering and exiting once per step, commandeering, Special and Aquatic vehicles,
//! one vehicle per cop, losing control), "Displaced Figures".

use super::scenario::*;
use crate::board::{board, distance, space_at};
use crate::cards::{CaseDeck, CopDeck, CriminalDeck};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Place;
use crate::prompt::Prompt;
use crate::state::{Figure, GameState, Position};
use crate::task::{Moving, Step};

fn walks(g: &GameState) -> Vec<u16> {
    choices(g)
        .into_iter()
        .filter_map(|c| match c {
            Choice::Walk { to } => Some(to),
            _ => None,
        })
        .collect()
}

pub(super) fn drives(g: &GameState) -> Vec<u16> {
    choices(g)
        .into_iter()
        .filter_map(|c| match c {
            Choice::Drive { to } => Some(to),
            _ => None,
        })
        .collect()
}

fn move_step(g: &mut GameState, cop: u8) {
    act_phase(g, cop);
    apply(g, Choice::BeginStep { step: Step::Move });
}

/// "Spaces — When figures move, they may move into any adjacent empty space (including
/// diagonals) ... Each space can only be occupied by 1 figure/vehicle at any given time";
/// "Water ... may not be moved into by figures".
#[test]
fn figures_walk_king_moves_into_empty_spaces_never_water() {
    let mut g = standard(40);
    // Quill on open ground at the edge of Redwood Park, next to nothing.
    stand(&mut g, 0, space_at(1, 3));
    move_step(&mut g, 0);
    let reach = walks(&g);
    assert!(reach.contains(&space_at(0, 2)), "diagonal");
    assert!(reach.iter().all(|&s| distance(s, space_at(1, 3)) <= 3));
    assert!(reach.iter().all(|&s| !board().water_spaces.contains(s)));
    // A space with a figure is not empty.
    let mut g = standard(40);
    stand(&mut g, 0, space_at(1, 3));
    stand(&mut g, 1, space_at(2, 3));
    move_step(&mut g, 0);
    assert!(!walks(&g).contains(&space_at(2, 3)));
    // By the water, the reach stops at the shore.
    let mut g = standard(40);
    stand(&mut g, 0, at(Place::Pier9FishMarket, 2));
    move_step(&mut g, 0);
    assert!(walks(&g).iter().all(|&s| !board().water_spaces.contains(s)));
}

/// "Streets — ... a vehicle ... may move into any street adjacent to its current street.
/// Vehicles may only move orthogonally via streets"; "Intersections — Some streets ... connect
/// to two or more other streets."
#[test]
fn vehicles_drive_street_to_orthogonal_street_up_to_three() {
    let mut g = standard(41);
    let cruiser = g.cops[0].vehicle.unwrap();
    crate::rules::enter_for_tests(&mut g, 0, cruiser);
    move_step(&mut g, 0);
    let at0 = g.space_of(Figure::Vehicle { card: cruiser }).unwrap();
    let b = board();
    let start = b.street_of(at0).unwrap();
    for to in drives(&g) {
        let st = b.street_of(to).expect("only street spaces");
        assert_ne!(st, start);
    }
    // Exactly the streets within 3 orthogonal street moves are reached.
    let mut dist = vec![u8::MAX; b.streets.len()];
    dist[start as usize] = 0;
    let mut frontier = vec![start];
    for d in 1..=3 {
        let mut next = vec![];
        for s in frontier {
            for &n in &b.streets[s as usize].next {
                if dist[n as usize] == u8::MAX {
                    dist[n as usize] = d;
                    next.push(n);
                }
            }
        }
        frontier = next;
    }
    let reached: std::collections::BTreeSet<u8> =
        drives(&g).iter().filter_map(|&s| b.street_of(s)).collect();
    let expected: std::collections::BTreeSet<u8> = (0..b.streets.len() as u8)
        .filter(|&s| (1..=3).contains(&dist[s as usize]))
        .collect();
    assert_eq!(reached, expected);
    assert!(
        b.streets
            .iter()
            .any(|s| s.intersection && s.next.len() == 4)
    );
}

/// "Each street, at any time, can be occupied by a maximum of 2 regular vehicles, 4 small
/// vehicles/figures, or a combination of 1 regular vehicle and 2 small vehicles/figures.
/// Vehicles cannot move through streets they cannot normally occupy"; figures on foot count
/// toward a street's room (ruling).
#[test]
fn a_blocked_street_cannot_be_entered_or_driven_through() {
    let mut g = standard(42);
    let b = board();
    let cruiser = g.cops[0].vehicle.unwrap();
    // The cruiser in the dead end at the west of the north road; its only way out is the next
    // street, which four crew figures fill.
    let dead_end = b.street_of(space_at(0, 4)).unwrap();
    let next = b.streets[dead_end as usize].next.clone();
    assert_eq!(next.len(), 1);
    g.figures
        .retain(|(_, f)| *f != Figure::Vehicle { card: cruiser });
    g.figures
        .push((space_at(0, 4), Figure::Vehicle { card: cruiser }));
    let crews: Vec<u16> = [
        "harbor-king/warehouse-guard",
        "harbor-king/dockside-muscle",
        "harbor-king/fish-market-shakedown",
    ]
    .iter()
    .flat_map(|k| all_of(&g, k))
    .take(4)
    .collect();
    for (&c, &s) in crews.iter().zip(&b.streets[next[0] as usize].spaces) {
        to_crime_area(&mut g, 1, c);
        g.figures.retain(|(_, f)| *f != Figure::Crew { card: c });
        g.figures.retain(|(sp, _)| *sp != s);
        g.figures.push((s, Figure::Crew { card: c }));
    }
    assert_eq!(crate::rules::street_load(&g, next[0]), 4, "blocked");
    crate::rules::enter_for_tests(&mut g, 0, cruiser);
    move_step(&mut g, 0);
    assert!(drives(&g).is_empty(), "nowhere to go: {:?}", drives(&g));
    // One crew figure leaves: a regular vehicle (2) still does not fit beside 3 figures.
    let freed = b.streets[next[0] as usize].spaces[0];
    g.figures.retain(|(s, _)| *s != freed);
    assert_eq!(crate::rules::street_load(&g, next[0]), 3);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Move });
    assert!(drives(&g).is_empty());
    // Two leave: the cruiser fits, and can go on through it.
    let freed2 = b.streets[next[0] as usize].spaces[1];
    g.figures.retain(|(s, _)| *s != freed2);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Move });
    let reached: std::collections::BTreeSet<u8> =
        drives(&g).iter().filter_map(|&s| b.street_of(s)).collect();
    assert!(reached.contains(&next[0]) && reached.len() > 1);
}

/// "Once during each step of the act phase, the active cop may enter or exit a vehicle that
/// they are near (adjacent to) and that they control"; "If a figure enters or exits a vehicle
/// during its movement, they may continue moving using any remaining movement."
#[test]
fn enter_or_exit_once_per_step_and_keep_moving() {
    let mut g = standard(43);
    let cruiser = g.cops[0].vehicle.unwrap();
    let parked = g.space_of(Figure::Vehicle { card: cruiser }).unwrap();
    let near = crate::board::SpaceSet::one(parked)
        .grown()
        .iter()
        .find(|&s| s != parked && g.figure_at(s).is_none() && !board().water_spaces.contains(s))
        .unwrap();
    stand(&mut g, 0, near);
    move_step(&mut g, 0);
    assert!(choices(&g).contains(&Choice::Enter));
    let ev = apply(&mut g, Choice::Enter);
    assert!(ev.contains(&Event::Entered {
        cop: 0,
        vehicle: cruiser
    }));
    assert_eq!(g.cops[0].position, Position::Driving { vehicle: cruiser });
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 3,
            kind: Moving::MoveStep
        }
    );
    assert!(!drives(&g).is_empty(), "the remaining movement, by street");
    assert!(
        !choices(&g).iter().any(|c| matches!(c, Choice::Exit { .. })),
        "once per step"
    );
    apply(&mut g, Choice::StopMoving);
    // The card step allows its own switch.
    apply(&mut g, Choice::BeginStep { step: Step::Card });
    assert!(choices(&g).iter().any(|c| matches!(c, Choice::Exit { .. })));
}

/// "Commandeering Vehicles — Any time a cop on foot moves into a street, they may choose to
/// commandeer a vehicle ... After commandeering a new vehicle, a cop may enter it immediately ...
/// The active cop may only commandeer a vehicle once during their turn"; "If a cop would gain
/// control of a vehicle while they already control one, they must choose 1 of those vehicles to
/// discard"; "When a cop loses control of a vehicle, they exit the vehicle, discard the lost
/// vehicle ... (unless it is a Special vehicle ...) and discard the vehicle miniature".
#[test]
fn commandeering_once_a_turn_enter_at_once_and_keep_one_vehicle() {
    let mut g = standard(44);
    let old = g.cops[0].vehicle.unwrap();
    let (beside, street) = beside_a_street(&g);
    stand(&mut g, 0, beside);
    move_step(&mut g, 0);
    assert!(
        !choices(&g).contains(&Choice::Commandeer),
        "not in a street yet"
    );
    apply(&mut g, Choice::Walk { to: street });
    assert!(choices(&g).contains(&Choice::Commandeer));
    let top = *g.vehicles.deck.last().unwrap();
    apply(&mut g, Choice::Commandeer);
    assert!(matches!(g.prompt(), Prompt::Keep { cop: 0, .. }));
    apply(&mut g, Choice::Keep { card: top });
    assert_eq!(g.cops[0].vehicle, Some(top));
    assert!(
        g.space_of(Figure::Vehicle { card: old }).is_none(),
        "the old miniature leaves the board"
    );
    assert!(
        g.specials.contains(&old),
        "a Cruiser is Special: set aside at B.C.P.D."
    );
    let parked = g
        .space_of(Figure::Vehicle { card: top })
        .expect("in the nearest street");
    assert!(board().street_of(parked).is_some());
    assert!(choices(&g).contains(&Choice::Enter), "entered at once");
    apply(&mut g, Choice::Enter);
    apply(&mut g, Choice::StopMoving);
    // Once per turn.
    apply(&mut g, Choice::BeginStep { step: Step::Action });
    apply(&mut g, Choice::MoveAction);
    assert!(!choices(&g).contains(&Choice::Commandeer));
}

/// An empty space off the streets with an empty street space next to it.
fn beside_a_street(g: &GameState) -> (u16, u16) {
    let b = board();
    for st in &b.streets {
        for &s in &st.spaces {
            if g.figure_at(s).is_some() {
                continue;
            }
            let off = crate::board::SpaceSet::one(s).grown().iter().find(|&o| {
                b.street_of(o).is_none() && g.figure_at(o).is_none() && !b.water_spaces.contains(o)
            });
            if let Some(o) = off {
                return (o, s);
            }
        }
    }
    unreachable!("the board has streets beside open ground")
}

/// "Any time a cop on foot moves into a street, they may choose to commandeer a vehicle"
/// (ruling 12): a cop already standing in a street when its movement begins has not moved into
/// it, and is not offered it before a step (defect: it was).
#[test]
fn standing_in_a_street_is_not_moving_into_it() {
    let mut g = standard(47);
    let (_, street) = beside_a_street(&g);
    stand(&mut g, 0, street);
    move_step(&mut g, 0);
    assert!(!choices(&g).contains(&Choice::Commandeer));
    // Walking on along the street is moving into a street space.
    let along = walks(&g)
        .into_iter()
        .find(|&s| board().street_of(s).is_some())
        .unwrap();
    apply(&mut g, Choice::Walk { to: along });
    assert!(choices(&g).contains(&Choice::Commandeer));
}

/// "After commandeering a new vehicle, a cop may enter it immediately (this is in addition to
/// the normal one enter/exit per act step limitation)" (ruling 12): immediately means before
/// walking on; a cop who walks away keeps only the step's own switch.
#[test]
fn the_free_enter_after_commandeering_lapses_when_the_cop_walks_on() {
    let mut g = standard(48);
    let (beside, street) = beside_a_street(&g);
    stand(&mut g, 0, beside);
    move_step(&mut g, 0);
    apply(&mut g, Choice::Walk { to: street });
    apply(&mut g, Choice::Commandeer);
    if let Prompt::Keep { .. } = g.prompt() {
        let top = choices(&g)
            .into_iter()
            .find_map(|c| match c {
                Choice::Keep { card } if Some(card) != g.cops[0].vehicle => Some(card),
                _ => None,
            })
            .unwrap();
        apply(&mut g, Choice::Keep { card: top });
    }
    assert!(g.turn.free_enter);
    let on = walks(&g);
    if let Some(&to) = on.first() {
        apply(&mut g, Choice::Walk { to });
        assert!(!g.turn.free_enter, "walking on gives the free enter up");
    }
    apply(&mut g, Choice::StopMoving);
    assert!(!g.turn.free_enter, "the movement's end gives it up");
}

/// Ruling 11: a set-aside cruiser is for a cop without a vehicle, and two set-aside cruisers are
/// one choice, not two identical ones (defect: "Commandeer the B.C.P.D. Cruiser" was offered
/// two or three times to a cop who had a cruiser).
#[test]
fn set_aside_cruisers_are_one_choice_and_only_for_a_cop_without_a_vehicle() {
    let mut g = game(
        &[CopDeck::Quill, CopDeck::Doyle],
        CriminalDeck::HarborKing,
        CaseDeck::LanternClubMurder,
        49,
    );
    assert!(
        g.specials
            .iter()
            .filter(|&&v| g.def(v).key == "vehicles/bcpd-cruiser")
            .count()
            >= 2
    );
    stand(&mut g, 0, at(Place::Bcpd, 1));
    move_step(&mut g, 0);
    let cruisers = |g: &GameState| {
        choices(g)
            .into_iter()
            .filter(|c| matches!(c, Choice::CommandeerSpecial { vehicle } if g.def(*vehicle).key == "vehicles/bcpd-cruiser"))
            .count()
    };
    assert_eq!(cruisers(&g), 0, "Quill has her cruiser");
    let mut g2 = g.clone();
    let own = g2.cops[0].vehicle.take().unwrap();
    g2.figures
        .retain(|(_, f)| *f != Figure::Vehicle { card: own });
    assert_eq!(cruisers(&g2), 1, "one choice for the alike cruisers");
}

/// "A cop near the active lead token during their turn may take control of the active lead";
/// Ditch "at any point during their turn" (ruling 22): between the spaces of the move step, and
/// never inside a card's movement that has not fully resolved.
#[test]
fn the_active_lead_is_taken_in_the_middle_of_a_move() {
    let mut g = standard(51);
    let lead = g
        .markers
        .iter()
        .find_map(|&(s, m)| (m == crate::state::Marker::Lead).then_some(s))
        .unwrap();
    let b = board();
    let open = |g: &GameState, s: u16| g.figure_at(s).is_none() && !b.water_spaces.contains(s);
    let start = (0..crate::board::SPACES as u16)
        .find(|&s| distance(s, lead) == 3 && open(&g, s) && b.street_of(s).is_none())
        .unwrap();
    stand(&mut g, 0, start);
    move_step(&mut g, 0);
    assert!(!choices(&g).contains(&Choice::TakeLead));
    let next = walks(&g)
        .into_iter()
        .find(|&s| distance(s, lead) == 1 && distance(s, start) == 2)
        .unwrap();
    apply(&mut g, Choice::Walk { to: next });
    assert!(
        choices(&g).contains(&Choice::TakeLead),
        "near the token, mid-move"
    );
    let card = g.active_lead.unwrap();
    apply(&mut g, Choice::TakeLead);
    assert_eq!(g.cops[0].lead, Some(card));
    assert!(
        matches!(g.prompt(), Prompt::Move { left: 1, .. }),
        "the move goes on with what is left"
    );
    // A card's Move X is an effect being resolved: nothing interrupts it.
    let mut g = standard(51);
    stand(&mut g, 0, next);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Card });
    g.agenda.push(crate::task::Task::DiscardPlayed {
        cop: 0,
        card: g.cops[0].hand[0],
    });
    g.agenda.push(crate::task::Task::Move {
        cop: 0,
        left: 2,
        kind: Moving::Extra,
        moved: false,
        switched: false,
    });
    assert!(!choices(&g).contains(&Choice::TakeLead));
}

/// "Special vehicle cards can be commandeered at specific locations as listed on the vehicle's
/// card"; "Aquatic vehicles ... move their vehicle from their current water area to any eligible
/// spaces in an adjacent water area."
#[test]
fn the_harbor_launch_is_commandeered_at_the_docks_and_sails_area_to_area() {
    let mut g = game(
        &[CopDeck::Park, CopDeck::Navarro],
        CriminalDeck::MayorsShadow,
        CaseDeck::KesslerLeak,
        45,
    );
    let launch = find(&g, "vehicles/harbor-patrol-launch");
    stand(&mut g, 0, at(Place::SouthGlenDocks, 2));
    move_step(&mut g, 0);
    assert!(choices(&g).contains(&Choice::CommandeerSpecial { vehicle: launch }));
    apply(&mut g, Choice::CommandeerSpecial { vehicle: launch });
    let cruiser = g.cops[0].vehicle.unwrap();
    apply(&mut g, Choice::Keep { card: launch });
    let _ = cruiser;
    let boat = g
        .space_of(Figure::Vehicle { card: launch })
        .expect("in the nearest water area");
    let b = board();
    let area = b.water_of(boat).unwrap();
    apply(&mut g, Choice::Enter);
    let sails: Vec<u16> = choices(&g)
        .into_iter()
        .filter_map(|c| match c {
            Choice::Sail { to } => Some(to),
            _ => None,
        })
        .collect();
    assert!(!sails.is_empty());
    for s in sails {
        let a = b.water_of(s).expect("water");
        assert_ne!(a, area);
    }
}

/// "Displaced Figures — ... moved from its current space to the nearest empty space. If a figure
/// is displaced from a space in a location or street, those figures should be displaced into a
/// space in the same location or street, if able"; ties are the team's ("Ties").
#[test]
fn a_displaced_figure_goes_to_the_nearest_empty_space_of_its_area() {
    let mut g = standard(46);
    // Fill all of Pier 9 Fish Market but spaces 1 and 8, and put Doyle on space 3.
    let pier = board().location(Place::Pier9FishMarket).spaces.clone();
    stand(&mut g, 1, pier[2]);
    let fillers = crate::tests::scenario::all_of(&g, "harbor-king/dockside-muscle");
    let mut extra = vec![];
    for key in [
        "harbor-king/warehouse-guard",
        "harbor-king/fish-market-shakedown",
        "harbor-king/unloading-the-crates",
    ] {
        extra.extend(crate::tests::scenario::all_of(&g, key));
    }
    let crews: Vec<u16> = fillers.into_iter().chain(extra).collect();
    let mut i = 0;
    for (k, &s) in pier.iter().enumerate() {
        if [0usize, 2, 7].contains(&k) {
            continue;
        }
        let c = crews[i];
        i += 1;
        to_crime_area(&mut g, 0, c);
        g.figures.retain(|(_, f)| *f != Figure::Crew { card: c });
        g.figures.push((s, Figure::Crew { card: c }));
    }
    // A new crew lands on space 3: Doyle goes to the nearest empty space of the Fish Market.
    let newcomer = find(&g, "harbor-king/lookout-on-the-pier");
    to_crime_area(&mut g, 0, newcomer);
    g.figures
        .retain(|(_, f)| *f != Figure::Crew { card: newcomer });
    let mut ev = Vec::new();
    crate::rules::place_figure_for_tests(&mut g, Figure::Crew { card: newcomer }, pier[2], &mut ev);
    g.advance(&mut ev);
    let doyle = g.cop_space(1).unwrap();
    assert!(
        doyle == pier[0] || doyle == pier[7] || g.prompt() == Prompt::Displace { from: pier[2] },
        "stays in the Fish Market"
    );
    if let Prompt::Displace { .. } = g.prompt() {
        assert!(g.decider().is_team());
        let options = choices(&g);
        assert!(options.len() > 1);
    } else {
        assert!(distance(doyle, pier[2]) <= distance(pier[7], pier[2]));
    }
}
