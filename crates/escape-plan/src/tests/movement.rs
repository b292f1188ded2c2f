//! "Step 1: Travel" and "Transportation" on hand-built cities.

use super::{routes_from, routes_with};
use crate::choice::Choice;
use crate::city::City;
use crate::data::tiles::{Site, TILE_COUNT};
use crate::event::Event;
use crate::hex::{self, space_at, topology};
use crate::ids::Land;
use crate::movement::ferry_regions;
use crate::state::{GameState, Powers};

fn bare_city(tiles: &[(u8, (i8, i8), u8)]) -> City {
    let mut c = City {
        space_tile: [None; hex::SPACES],
        placed: [None; TILE_COUNT],
        stacks: Default::default(),
        face_up: [false; 4],
        police: [0; TILE_COUNT],
        bag: [10; 3],
        boxed: [0; 3],
    };
    for &(t, (q, r), rot) in tiles {
        c.place(t, space_at(q, r).unwrap(), rot);
    }
    c
}

fn site_on(tile: u8, site: Site) -> u8 {
    *topology().tile_locations[tile as usize]
        .iter()
        .find(|&&l| topology().locations[l as usize].site == site)
        .unwrap()
}

const MERCY_HEIGHTS: u8 = 0;
const SKYLINE: u8 = 5;
const GREEN_ACRES: u8 = 7;
const FERRY_TERMINAL: u8 = 8;
const MIDTOWN: u8 = 9;
const CANAL_SIDE: u8 = 10;
const RAIL_JUNCTION: u8 = 13;

/// "Subway": from a Subway Location straight to another for 0 MP, with 1 extra MP that turn;
/// only the officers of the tile left are avoided, not those of tiles in between.
#[test]
fn subway_teleports_with_an_extra_mp() {
    let city = bare_city(&[
        (MERCY_HEIGHTS, (0, 0), 0),
        (MIDTOWN, (0, -1), 0),
        (RAIL_JUNCTION, (0, -2), 0),
    ]);
    let s0 = space_at(0, 0).unwrap();
    let watched = (1 << s0) | (1 << space_at(0, -1).unwrap()) | (1 << space_at(0, -2).unwrap());
    let start = site_on(MERCY_HEIGHTS, Site::Hospital);
    let business = site_on(RAIL_JUNCTION, Site::BusinessSpace);
    let rs = routes_from(&city, start, 0, watched);
    let r = rs
        .iter()
        .find(|r| r.to == business && r.used_subway)
        .expect("Hospital -> Subway -> Subway -> Business");
    // Leave (1), enter the Subway (1), ride (0), step into the touching Business (1).
    assert_eq!((r.mp, r.gas), (3, 0));
    assert_eq!(r.avoid, 1 << s0, "the tile in between is not passed");
    // The Gang takes 2 + 0 + 3 = 5 MP: 4 with the subway's extra MP, plus one Gas Can
    // (without the extra MP it would need two).
    let gang = site_on(RAIL_JUNCTION, Site::Gang(crate::ids::Gang(3)));
    let rs = routes_from(&city, start, 1, watched);
    assert!(
        rs.iter()
            .any(|r| r.to == gang && r.used_subway && r.mp == 5 && r.gas == 1)
    );
}

/// "Heliport": starting on the Heliport, 1 MP reaches any Land or Location of a tile 2 away; the
/// tile flown over is not passed.
#[test]
fn heliport_flies_one_or_two_tiles() {
    let city = bare_city(&[
        (SKYLINE, (0, 0), 0),
        (MIDTOWN, (0, 1), 0),
        (GREEN_ACRES, (0, 2), 0),
    ]);
    let s0 = space_at(0, 0).unwrap();
    let watched = (1 << s0) | (1 << space_at(0, 1).unwrap());
    let start = site_on(SKYLINE, Site::Heliport);
    let clinic = site_on(GREEN_ACRES, Site::Clinic);
    let rs = routes_from(&city, start, 0, watched);
    assert!(
        rs.iter()
            .any(|r| r.to == clinic && r.mp == 1 && r.avoid == 1 << s0),
        "fly straight onto the Location for 1 MP: {rs:?}"
    );
}

/// "Step 1: Travel", Water: water is crossed only where its body of water has a Ferry, which
/// serves the whole body, also on tiles without the icon.
#[test]
fn water_needs_a_ferry_on_its_body() {
    let water_of = |tile: u8| {
        *topology().tile_regions[tile as usize]
            .iter()
            .find(|&&r| topology().regions[r as usize].land == Land::Water)
            .unwrap()
    };
    let alone = bare_city(&[(CANAL_SIDE, (0, 0), 0)]);
    assert_eq!(ferry_regions(&alone) & (1 << water_of(CANAL_SIDE)), 0);
    // Canal Side's water meets edge 2 (north-west); Ferry Terminal turned 5 puts its water
    // edge 0 facing south-east, so the two waters form one body with a Ferry.
    let joined = bare_city(&[(CANAL_SIDE, (0, 0), 0), (FERRY_TERMINAL, (-1, 0), 5)]);
    assert_ne!(ferry_regions(&joined) & (1 << water_of(CANAL_SIDE)), 0);
    assert_ne!(ferry_regions(&joined) & (1 << water_of(FERRY_TERMINAL)), 0);
}

/// "Step 1: Travel": the same Land type across tiles costs nothing; crossing to another type
/// costs 1 MP; a Move never ends where it started.
#[test]
fn same_land_is_free_across_tiles() {
    // Mercy Heights' Industrial edge 4 meets Rail Junction's Industrial edge 1 (south).
    let city = bare_city(&[(MERCY_HEIGHTS, (0, 0), 0), (RAIL_JUNCTION, (0, 1), 0)]);
    let start = site_on(MERCY_HEIGHTS, Site::Subway);
    let gang = site_on(RAIL_JUNCTION, Site::Gang(crate::ids::Gang(3)));
    let rs = routes_from(&city, start, 0, 0);
    let r = rs.iter().find(|r| r.to == gang).expect("reachable");
    // Leave onto Industrial (1), walk across into the next tile (0), enter (1).
    assert_eq!(r.mp, 2);
    // Only a subway ride from the starting Subway is free ("Subway": no Movement points).
    assert!(
        rs.iter()
            .all(|r| r.to != start && (r.mp >= 1 || r.used_subway))
    );
}

const FOUNDRY: u8 = 6;

/// "Fixer Tiles": Helicopter (and Chopper, a gang's flight): from a helipad tile, 1 MP to any
/// Location on a tile 1 or 2 away; the tile flown over is not passed.
#[test]
fn flight_from_a_helipad() {
    let city = bare_city(&[
        (FOUNDRY, (0, 0), 0),
        (MIDTOWN, (0, 1), 0),
        (GREEN_ACRES, (0, 2), 0),
    ]);
    let s0 = space_at(0, 0).unwrap();
    let watched = (1 << s0) | (1 << space_at(0, 1).unwrap());
    let start = site_on(FOUNDRY, Site::Store(crate::ids::Store::B));
    let clinic = site_on(GREEN_ACRES, Site::Clinic);
    let flight = Powers {
        flight: true,
        ..Default::default()
    };
    let with = routes_with(&city, start, 0, watched, flight);
    assert!(
        with.iter()
            .any(|r| r.to == clinic && r.mp == 1 && r.avoid == 1 << s0)
    );
    let without = routes_from(&city, start, 0, watched);
    assert!(without.iter().all(|r| r.to != clinic || r.mp > 1));
}

/// "Contact Cards", Sewer: to a tile 2 away, free when coming up in the same Land type, the
/// officers of the tiles in between ignored.
#[test]
fn sewer_trip_two_tiles_away() {
    let city = bare_city(&[
        (MERCY_HEIGHTS, (0, 0), 0),
        (MIDTOWN, (0, 1), 0),
        (GREEN_ACRES, (0, 2), 0),
    ]);
    let s0 = space_at(0, 0).unwrap();
    let watched = (1 << s0) | (1 << space_at(0, 1).unwrap());
    let start = site_on(MERCY_HEIGHTS, Site::Hospital);
    let house = site_on(GREEN_ACRES, Site::SafeHouseSpace);
    let sewer = Powers {
        sewer: true,
        ..Default::default()
    };
    // Leave onto Residential (1), sewer to Residential 2 tiles away (0), enter (1).
    let rs = routes_with(&city, start, 0, watched, sewer);
    assert!(
        rs.iter()
            .any(|r| r.to == house && r.mp == 2 && r.avoid == 1 << s0),
        "{rs:?}"
    );
    // On foot, the tile in between is passed.
    let on_foot = routes_from(&city, start, 0, watched);
    assert!(on_foot.iter().all(|r| r.to != house || r.avoid != 1 << s0));
}

/// The route memo (keyed by placement, start, Gas Cans, watched tiles and powers) answers
/// exactly like a fresh search, also when other searches ran in between and evicted slots.
#[test]
fn the_route_memo_answers_like_a_fresh_search() {
    use crate::movement::{Route, Travel, routes};
    let strip = |v: Vec<Route>| -> Vec<Route> {
        v.into_iter()
            .map(|r| Route {
                path: Vec::new(),
                ..r
            })
            .collect()
    };
    let mut compared = 0;
    super::walk_random_games(0..24, |seed, g, k| {
        for (i, p) in g.players.iter().enumerate() {
            let Some(start) = p.location else { continue };
            let water = topology()
                .regions
                .iter()
                .position(|r| r.land == Land::Water && g.city.space_of(r.tile).is_some());
            let powers = if (k + i as u64).is_multiple_of(3) {
                Powers {
                    jet_ski: water.filter(|_| k % 4 < 2).map(|r| r as u8),
                    flight: true,
                    sewer: k % 2 == 0,
                }
            } else {
                g.powers
            };
            let travel = |paths| Travel {
                start,
                gas: p.gas,
                watched: (k as u32).wrapping_mul(2_654_435_761) & 0x7_ffff,
                paths,
                powers,
            };
            let memo = routes(&g.city, &travel(false));
            let fresh = strip(routes(&g.city, &travel(true)));
            assert_eq!(memo, fresh, "seed {seed}");
            // Asked again (now from the memo, unless another search took its slot).
            assert_eq!(routes(&g.city, &travel(false)), fresh, "seed {seed}");
            compared += 1;
        }
    });
    assert!(compared > 1_000);
}

/// "3. City": the placement test by Land bit sets agrees with comparing each edge with the
/// neighbour's facing edge, for every tile, space and rotation met in random games.
#[test]
fn tile_fits_match_an_edge_by_edge_comparison() {
    use crate::data::tiles::edge_land;
    let reference = |c: &City, tile: u8, space: u8, rot: u8| {
        if c.tile_at(space).is_some() {
            return false;
        }
        let (mut neighbours, mut matched) = (0, false);
        for dir in 0..6 {
            let Some(theirs) =
                hex::neighbor(space, dir).and_then(|n| c.world_edge_land(n, (dir + 3) % 6))
            else {
                continue;
            };
            neighbours += 1;
            matched |= edge_land(tile as usize, (dir + 6 - rot as usize) % 6) == theirs;
        }
        neighbours >= 2 && matched
    };
    let mut checked = 0;
    let mut seen = None;
    super::walk_random_games(0..6, |seed, g, _| {
        // Check each placement once (the city changes only in City phases).
        let placed = (seed, g.city.placed);
        if seen == Some(placed) {
            return;
        }
        seen = Some(placed);
        for tile in 0..TILE_COUNT as u8 {
            for space in 0..hex::SPACES as u8 {
                for rot in 0..6 {
                    let want = reference(&g.city, tile, space, rot);
                    assert_eq!(g.city.can_place(tile, space, rot), want, "seed {seed}");
                    checked += usize::from(want);
                }
            }
        }
    });
    assert!(checked > 1_000);
}

/// A Jet Ski naming a region off the map (only a hand-edited state holds one) opens no water
/// and panics nothing.
#[test]
fn a_jet_ski_off_the_map_opens_no_water() {
    use crate::movement::{Travel, routes};
    let mut checked = 0;
    super::walk_random_games(0..2, |_, g, _| {
        let Some(start) = g.players.iter().find_map(|p| p.location) else {
            return;
        };
        let travel = |jet_ski| Travel {
            start,
            gas: 0,
            watched: 0,
            paths: false,
            powers: Powers {
                jet_ski,
                ..Powers::default()
            },
        };
        for region in [200, 127, u8::MAX] {
            assert_eq!(
                routes(&g.city, &travel(Some(region))),
                routes(&g.city, &travel(None))
            );
        }
        checked += 1;
    });
    assert!(checked > 0);
}

/// A pawn on a Location off the map (only a hand-edited state holds one) has no routes, even
/// where its node index would wrap onto a region of the map.
#[test]
fn a_pawn_off_the_map_has_no_routes() {
    use crate::movement::{Travel, routes};
    let mut checked = 0;
    super::walk_random_games(0..2, |_, g, _| {
        let first_off = crate::hex::topology().locations.len() as u8;
        // 210 wraps onto region 0 if the node index is taken modulo 256.
        for start in [first_off, 200, 210, u8::MAX] {
            let travel = Travel {
                start,
                gas: 2,
                watched: 0,
                paths: false,
                powers: Powers::default(),
            };
            assert!(routes(&g.city, &travel).is_empty(), "start {start}");
        }
        checked += 1;
    });
    assert!(checked > 0);
}

/// "Step 1: Travel": the Moved event tells the way the pawn went as the route chosen: the
/// spaces whose officers it had to avoid (so a screen can draw it), and nothing for the tile it
/// ends on; escaping says it too.
#[test]
fn a_move_tells_the_spaces_its_route_avoided() {
    let (mut moves, mut via) = (0, 0);
    for seed in 0..16u64 {
        let mut g = GameState::new(
            crate::Config {
                players: 2 + (seed % 4) as u8,
            },
            seed,
        )
        .expect("setup");
        let mut legal = Vec::new();
        let mut k = seed;
        while g.decider().seat().is_some() {
            g.legal_choices(&mut legal);
            k = k.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let c = legal[(k >> 33) as usize % legal.len()];
            let ev = g.apply(&c).expect("a legal choice");
            if let Choice::Move { avoid, .. } | Choice::Escape { avoid, .. } = c {
                let told = ev.iter().find_map(|e| match *e {
                    Event::Moved { via, .. } => Some(via),
                    _ => None,
                });
                if let Some(told) = told {
                    assert_eq!(
                        told,
                        avoid & ((1 << crate::hex::SPACES) - 1),
                        "seed {seed}: {c:?}"
                    );
                    moves += 1;
                    via += usize::from(told != 0);
                }
            }
        }
    }
    assert!(
        moves > 100 && via > 10,
        "{moves} moves, {via} with officers to avoid"
    );
}
