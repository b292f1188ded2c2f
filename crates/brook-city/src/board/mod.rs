//! The board ("Streets, Spaces, and Locations"): spaces on a 24 x 16 grid, streets of 2 x 2
//! spaces, named locations, and The Jersey's water areas. Built once from the authored map
//! (`map.rs`); static and the same for every game, so the state holds only positions.

mod map;
mod set;
pub mod svg;

pub use map::{HEIGHT, LOCATIONS, MAP, WATER_AREAS, WIDTH};
pub use set::{SPACES, SpaceSet};

use crate::ids::{AreaId, Place, Space, Spot, StreetId};

/// What a space is part of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityArea")]
pub enum Area {
    /// Open ground: not a street, location or water.
    Open,
    Street(StreetId),
    Location(Place),
    Water(AreaId),
}

#[derive(Clone, Debug)]
pub struct Street {
    /// Its four spaces, row by row.
    pub spaces: [Space; 4],
    /// Streets orthogonally next to it ("Street areas are only adjacent to other orthogonally
    /// adjacent streets").
    pub next: Vec<StreetId>,
    /// Joins three or more streets.
    pub intersection: bool,
}

#[derive(Clone, Debug)]
pub struct Location {
    pub place: Place,
    pub name: &'static str,
    /// Row by row: a card's "Union Station 3" is `spaces[2]`.
    pub spaces: Vec<Space>,
    pub set: SpaceSet,
}

#[derive(Clone, Debug)]
pub struct Water {
    pub name: &'static str,
    pub spaces: Vec<Space>,
    pub set: SpaceSet,
    /// Water areas across a blue line from this one.
    pub next: Vec<AreaId>,
}

#[derive(Clone, Debug)]
pub struct Board {
    pub areas: Vec<Area>,
    pub streets: Vec<Street>,
    pub locations: Vec<Location>,
    pub water: Vec<Water>,
    /// Every street space.
    pub street_spaces: SpaceSet,
    /// Every water space (figures and land vehicles never enter one).
    pub water_spaces: SpaceSet,
    /// The streets next to B.C.P.D., where the cruisers park at setup.
    pub bcpd_streets: Vec<StreetId>,
}

pub fn xy(s: Space) -> (usize, usize) {
    (s as usize % WIDTH, s as usize / WIDTH)
}

pub fn space_at(x: usize, y: usize) -> Space {
    (y * WIDTH + x) as Space
}

/// Spaces between two spaces, counted through anything (king moves): "When counting spaces to
/// measure distance for game effects, players can count through blocked streets and any other
/// game element (including water spaces)".
pub fn distance(a: Space, b: Space) -> u8 {
    let ((ax, ay), (bx, by)) = (xy(a), xy(b));
    ax.abs_diff(bx).max(ay.abs_diff(by)) as u8
}

/// "Adjacency is always based on spaces. Spaces that share an edge or corner are considered
/// adjacent."
pub fn adjacent(a: Space, b: Space) -> bool {
    a != b && distance(a, b) == 1
}

impl Board {
    fn build() -> Board {
        let mut areas = vec![Area::Open; SPACES];
        let mut street_of = vec![None; SPACES];
        let mut streets = Vec::new();
        let ch = |x: usize, y: usize| MAP[y].as_bytes()[x] as char;
        for by in 0..HEIGHT / 2 {
            for bx in 0..WIDTH / 2 {
                let (x, y) = (bx * 2, by * 2);
                if ch(x, y) == '#' {
                    let spaces = [
                        space_at(x, y),
                        space_at(x + 1, y),
                        space_at(x, y + 1),
                        space_at(x + 1, y + 1),
                    ];
                    let id = streets.len() as StreetId;
                    for &s in &spaces {
                        street_of[s as usize] = Some((bx, by, id));
                    }
                    streets.push(Street {
                        spaces,
                        next: Vec::new(),
                        intersection: false,
                    });
                }
            }
        }
        let block_street = |bx: isize, by: isize| -> Option<StreetId> {
            if bx < 0 || by < 0 || bx as usize >= WIDTH / 2 || by as usize >= HEIGHT / 2 {
                return None;
            }
            street_of[space_at(bx as usize * 2, by as usize * 2) as usize].map(|(_, _, id)| id)
        };
        let mut coords = vec![(0, 0); streets.len()];
        for e in street_of.iter().flatten() {
            coords[e.2 as usize] = (e.0 as isize, e.1 as isize);
        }
        for (id, st) in streets.iter_mut().enumerate() {
            let (bx, by) = coords[id];
            st.next = [(0, -1), (-1, 0), (1, 0), (0, 1)]
                .iter()
                .filter_map(|(dx, dy)| block_street(bx + dx, by + dy))
                .collect();
            st.intersection = st.next.len() >= 3;
        }
        let mut locations: Vec<Location> = LOCATIONS
            .iter()
            .zip(Place::ALL)
            .map(|(&(_, name), place)| Location {
                place,
                name,
                spaces: Vec::new(),
                set: SpaceSet::EMPTY,
            })
            .collect();
        let mut water: Vec<Water> = WATER_AREAS
            .iter()
            .map(|&(_, name)| Water {
                name,
                spaces: Vec::new(),
                set: SpaceSet::EMPTY,
                next: Vec::new(),
            })
            .collect();
        let (mut street_spaces, mut water_spaces) = (SpaceSet::EMPTY, SpaceSet::EMPTY);
        for y in 0..HEIGHT {
            for x in 0..WIDTH {
                let s = space_at(x, y);
                let c = ch(x, y);
                areas[s as usize] = if let Some((_, _, id)) = street_of[s as usize] {
                    street_spaces.insert(s);
                    Area::Street(id)
                } else if let Some(i) = LOCATIONS.iter().position(|&(l, _)| l == c) {
                    locations[i].spaces.push(s);
                    locations[i].set.insert(s);
                    Area::Location(Place::ALL[i])
                } else if let Some(i) = WATER_AREAS.iter().position(|&(d, _)| d == c) {
                    water[i].spaces.push(s);
                    water[i].set.insert(s);
                    water_spaces.insert(s);
                    Area::Water(i as AreaId)
                } else {
                    Area::Open
                }
            }
        }
        // Water areas are adjacent across a blue line: some of their spaces touch.
        for a in 0..water.len() {
            let grown = water[a].set.grown_orthogonally();
            water[a].next = (0..water.len())
                .filter(|&b| b != a && grown.intersects(&water[b].set))
                .map(|b| b as AreaId)
                .collect();
        }
        let mut b = Board {
            areas,
            streets,
            locations,
            water,
            street_spaces,
            water_spaces,
            bcpd_streets: Vec::new(),
        };
        b.bcpd_streets = b.streets_next_to(Place::Bcpd);
        b
    }

    pub fn area(&self, s: Space) -> Area {
        self.areas.get(s as usize).copied().unwrap_or(Area::Open)
    }

    pub fn location(&self, p: Place) -> &Location {
        &self.locations[p.index()]
    }

    /// The space a card names ("Union Station 3"); the location's first space if the number is
    /// beyond it (never, for authored cards: `tests::every_card_spot_exists`).
    pub fn spot(&self, spot: Spot) -> Space {
        let spaces = &self.location(spot.place).spaces;
        spaces
            .get(spot.n.saturating_sub(1) as usize)
            .or(spaces.first())
            .copied()
            .unwrap_or(0)
    }

    pub fn street_of(&self, s: Space) -> Option<StreetId> {
        match self.area(s) {
            Area::Street(id) => Some(id),
            _ => None,
        }
    }

    pub fn water_of(&self, s: Space) -> Option<AreaId> {
        match self.area(s) {
            Area::Water(a) => Some(a),
            _ => None,
        }
    }

    /// The spaces of the street or location `s` is in (for displacement: "into a space in the
    /// same location or street, if able").
    pub fn same_area(&self, s: Space) -> SpaceSet {
        match self.area(s) {
            Area::Street(id) => {
                let mut set = SpaceSet::EMPTY;
                for &sp in &self.streets[id as usize].spaces {
                    set.insert(sp);
                }
                set
            }
            Area::Location(p) => self.location(p).set,
            Area::Water(a) => self.water[a as usize].set,
            Area::Open => SpaceSet::EMPTY,
        }
    }

    /// Streets with a space next to location `p` (where its cruisers park at setup).
    pub fn streets_next_to(&self, p: Place) -> Vec<StreetId> {
        let near = self.location(p).set.grown();
        (0..self.streets.len() as StreetId)
            .filter(|&id| {
                self.streets[id as usize]
                    .spaces
                    .iter()
                    .any(|&s| near.contains(s))
            })
            .collect()
    }
}

/// A space in words: "Union Station 3", "the street at C5", "Hollis Channel (V9)".
pub fn space_name(s: Space) -> String {
    let b = board();
    let (x, y) = xy(s);
    let grid = format!("{}{}", (b'A' + x as u8) as char, y + 1);
    match b.area(s) {
        Area::Location(p) => {
            let l = b.location(p);
            let n = l.spaces.iter().position(|&sp| sp == s).map_or(0, |i| i + 1);
            format!("{} {n}", l.name)
        }
        Area::Street(_) => format!("the street at {grid}"),
        Area::Water(a) => format!("{} ({grid})", b.water[a as usize].name),
        Area::Open => format!("open ground at {grid}"),
    }
}

/// The board, built once.
pub fn board() -> &'static Board {
    static B: std::sync::OnceLock<Board> = std::sync::OnceLock::new();
    B.get_or_init(Board::build)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "Streets — Each street area is a group of 4 spaces": every `#` belongs to an aligned 2x2
    /// block, and streets meet only orthogonally.
    #[test]
    fn streets_are_aligned_blocks_of_four() {
        let b = board();
        let hashes = MAP.iter().map(|r| r.matches('#').count()).sum::<usize>();
        assert_eq!(hashes, b.streets.len() * 4);
        for (id, st) in b.streets.iter().enumerate() {
            for &n in &st.next {
                assert!(b.streets[n as usize].next.contains(&(id as StreetId)));
            }
            assert!(!st.next.is_empty(), "street {id} leads nowhere");
        }
        assert!(b.streets.iter().filter(|s| s.intersection).count() >= 6);
    }

    /// Every named location exists, with the three the rulebook names, and each touches a
    /// street (reachable by car) and the land is one piece (reachable on foot).
    #[test]
    fn every_location_is_reachable_on_foot_and_by_car() {
        let b = board();
        assert_eq!(b.locations.len(), 15);
        for name in ["B.C.P.D.", "South Glen Docks", "Sagamore Yacht Club"] {
            assert!(b.locations.iter().any(|l| l.name == name), "{name}");
        }
        let land = SpaceSet::EMPTY.or((0..SPACES as Space)
            .filter(|&s| !b.water_spaces.contains(s))
            .fold(SpaceSet::EMPTY, |mut acc, s| {
                acc.insert(s);
                acc
            }));
        // On foot: flood the land from B.C.P.D.
        let mut reach = b.location(Place::Bcpd).set;
        loop {
            let next = reach.grown().and(land);
            if next == reach {
                break;
            }
            reach = next;
        }
        assert_eq!(reach, land, "some land cannot be walked to");
        for l in &b.locations {
            assert!(
                l.set.grown().intersects(&b.street_spaces),
                "{} touches no street",
                l.name
            );
        }
        // By car: every street reaches every other.
        let mut seen = vec![false; b.streets.len()];
        let mut stack = vec![0usize];
        while let Some(s) = stack.pop() {
            if !std::mem::replace(&mut seen[s], true) {
                stack.extend(b.streets[s].next.iter().map(|&n| n as usize));
            }
        }
        assert!(seen.iter().all(|&v| v), "the streets are not one network");
    }

    /// "Water ... Adjacent water areas are separated by a blue line", and the Docks and the
    /// Yacht Club (where the Aquatic vehicles are) touch the water.
    #[test]
    fn the_jersey_has_adjacent_water_areas_by_the_docks_and_the_yacht_club() {
        let b = board();
        assert_eq!(b.water.len(), 4);
        for w in &b.water {
            assert!(!w.next.is_empty(), "{} is cut off", w.name);
        }
        for p in [Place::SouthGlenDocks, Place::SagamoreYachtClub] {
            assert!(
                b.location(p).set.grown().intersects(&b.water_spaces),
                "{p:?}"
            );
        }
        // B.C.P.D. has room for four cruisers (two regular vehicles per street).
        assert!(b.streets_next_to(Place::Bcpd).len() >= 2);
    }

    #[test]
    fn distance_counts_king_moves_through_anything() {
        assert_eq!(distance(space_at(0, 0), space_at(3, 1)), 3);
        assert_eq!(distance(space_at(5, 5), space_at(5, 5)), 0);
        assert!(adjacent(space_at(4, 4), space_at(5, 5)));
        assert!(!adjacent(space_at(4, 4), space_at(6, 5)));
    }
}
