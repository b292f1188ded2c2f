//! The authored map of Brook City (the printed board is not described in the rulebook beyond
//! what it names: B.C.P.D., South Glen Docks, Sagamore Yacht Club and The Jersey's water areas).
//! One character per space, 24 columns by 16 rows:
//! - `#` street (every street is an aligned 2x2 block of `#`),
//! - `1`-`4` water areas of The Jersey,
//! - a letter: a space of the location named in [`LOCATIONS`],
//! - `.` open ground (no location).

pub const WIDTH: usize = 24;
pub const HEIGHT: usize = 16;

pub const MAP: [&str; HEIGHT] = [
    "aaaa##bbbb##cccc##ee1111",
    "aaaa##bbbb##cccc##ee1111",
    "aaaa##bbbb##dddd##ee1111",
    "....##bbbb##dddd##ee1111",
    "####################2222",
    "####################2222",
    "ffff##gggg##hhhh##jj2222",
    "ffff##gggg##hhhh##jj2222",
    "ffff##gggg##iiii##jj3333",
    "ffff##gggg##iiii##jj3333",
    "####################3333",
    "####################3333",
    "kkkk##llll##nnnn##oo4444",
    "kkkk##llll##nnnn##oo4444",
    "kkkk##mmmm##nnnn##oo4444",
    "kkkk##mmmm##nnnn##oo4444",
];

/// Each location's letter on the map and its name. B.C.P.D., South Glen Docks and Sagamore
/// Yacht Club are named by the rulebook; the others are authored.
pub const LOCATIONS: &[(char, &str)] = &[
    ('a', "Redwood Park"),
    ('b', "Brook City Hall"),
    ('c', "Channel 9 Studios"),
    ('d', "Marlowe Hotel"),
    ('e', "Sagamore Yacht Club"),
    ('f', "St. Cecilia Hospital"),
    ('g', "B.C.P.D."),
    ('h', "The Lantern Club"),
    ('i', "First Harbor Bank"),
    ('j', "Pier 9 Fish Market"),
    ('k', "Ironbridge Rail Yard"),
    ('l', "Union Station"),
    ('m', "St. Bridget's Cathedral"),
    ('n', "Kessler Chemical"),
    ('o', "South Glen Docks"),
];

/// The Jersey's water areas, by their digit on the map (authored names).
pub const WATER_AREAS: &[(char, &str)] = &[
    ('1', "Sagamore Reach"),
    ('2', "Hollis Channel"),
    ('3', "Jersey Narrows"),
    ('4', "Glen Basin"),
];
