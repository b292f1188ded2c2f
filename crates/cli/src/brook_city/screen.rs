//! What the terminal shows of the table: the map with its legend, the criminal's and the case's
//! areas with their numbers in force, the active lead, and each cop's tokens, ID ability and
//! play area. Only public things: a hand is printed by the caller, for its own cop.

use brook_city::board::{HEIGHT, LOCATIONS, MAP, WATER_AREAS, WIDTH};
use brook_city::{Figure, GameState, Marker, Position, assess};

use super::words;

/// The map, one character per space, with what stands on it, its columns A-X and rows 1-16 as
/// the choices name them.
pub fn map(g: &GameState) -> String {
    let mut rows: Vec<Vec<char>> = MAP
        .iter()
        .map(|r| {
            r.chars()
                .map(|c| match c {
                    '#' => ':',
                    '1'..='4' => '~',
                    '.' => ' ',
                    other => other,
                })
                .collect()
        })
        .collect();
    let mut put = |s: u16, c: char| {
        let (x, y) = (s as usize % WIDTH, s as usize / WIDTH);
        if y < HEIGHT && x < WIDTH {
            rows[y][x] = c;
        }
    };
    for &(s, m) in &g.markers {
        match m {
            Marker::Clue { active, .. } => put(s, if active { '?' } else { '.' }),
            Marker::Lead => put(s, 'L'),
            Marker::Asset { .. } => put(s, '$'),
            Marker::Hacking { .. } => put(s, '%'),
            Marker::Rival { .. } => put(s, 'R'),
        }
    }
    for &(s, f) in &g.figures {
        let c = match f {
            Figure::Cop { cop } => char::from(b'1' + cop),
            Figure::Crew { .. } => 'x',
            Figure::Suspect { .. } => 'S',
            Figure::Vehicle { card } => {
                if g.cops
                    .iter()
                    .any(|c| c.position == Position::Driving { vehicle: card })
                {
                    'V'
                } else {
                    'v'
                }
            }
        };
        put(s, c);
    }
    let mut out = String::from("    ABCDEFGHIJKLMNOPQRSTUVWX\n");
    for (y, r) in rows.iter().enumerate() {
        out.push_str(&format!("{:>3} {}\n", y + 1, r.iter().collect::<String>()));
    }
    out
}

/// What each mark on the map is.
pub fn legend() -> String {
    let places: Vec<String> = LOCATIONS
        .iter()
        .map(|(c, name)| format!("{c} {name}"))
        .collect();
    let water: Vec<&str> = WATER_AREAS.iter().map(|&(_, name)| name).collect();
    format!(
        "Map: 1-4 cops, S the Suspect, x crew, v vehicle (V driven), L the lead token, ? clue \
         (. investigated), % hacking token, $ asset, R a rival's token; : street, ~ water ({}).\n\
         Locations: {}.\n",
        water.join(", "),
        places.join(", ")
    )
}

fn cards(g: &GameState, list: &[u16]) -> String {
    let names: Vec<String> = list.iter().map(|&c| words::card_name(g, c)).collect();
    if names.is_empty() {
        "nothing".into()
    } else {
        names.join(", ")
    }
}

/// The criminal and case areas, the active lead, and every cop; `who` names each cop's player.
pub fn table(g: &GameState, who: &[String]) -> String {
    let mut out = format!("Round {}\n", g.round);
    let influence = assess::influence(g);
    out.push_str(&format!(
        "Operation: {}  influence {}{}\n",
        words::card_name(g, g.operation),
        influence,
        assess::influence_limit(g)
            .map_or(String::new(), |l| format!(" of {l} (the cops lose at {l})"))
    ));
    let (clues, all) = assess::clues_done(g);
    let (progress, threshold) = assess::suspect_progress(g);
    out.push_str(&format!(
        "Case: {}  clues dealt with {clues} of {all}; the Suspect {progress} of {threshold} progress\n",
        words::card_text(g, g.case_rules)
    ));
    out.push_str(&format!("Suspect: {}\n", words::card_text(g, g.suspect)));
    for &card in g.criminal_area.iter().chain(&g.case_area) {
        if card == g.suspect || card == g.case_rules || card == g.operation {
            continue;
        }
        out.push_str(&format!(
            "  in play: {}  ({} progress)\n",
            words::card_text(g, card),
            g.cards[card as usize].progress
        ));
    }
    match g.active_lead {
        Some(lead) => out.push_str(&format!("Active lead: {}\n", words::card_text(g, lead))),
        None => out.push_str("Active lead: none left\n"),
    }
    out.push_str(&format!(
        "Decks: criminal {}, case {}, leads {}, vehicles {}\n",
        g.criminal.deck.len(),
        g.case.deck.len(),
        g.leads.deck.len(),
        g.vehicles.deck.len()
    ));
    for (i, c) in g.cops.iter().enumerate() {
        let (stress, value) = assess::stress(g, i as u8);
        let place = match c.position {
            Position::OnFoot { space } => format!("on foot at {}", words::space_name(space)),
            Position::Driving { vehicle } => format!(
                "driving the {}{}",
                words::card_name(g, vehicle),
                g.space_of(Figure::Vehicle { card: vehicle })
                    .map_or(String::new(), |s| format!(" at {}", words::space_name(s)))
            ),
        };
        out.push_str(&format!(
            "[{}] {} ({}): stress {stress} of {value}, hunches {}, hand {}, deck {}{}; {place}\n",
            i + 1,
            words::card_name(g, c.id_card),
            who.get(i).map_or("", String::as_str),
            c.hunches,
            c.hand.len(),
            c.pile.deck.len(),
            if c.turn_taken { ", turn taken" } else { "" },
        ));
        out.push_str(&format!("    ID: {}\n", words::card_text(g, c.id_card)));
        let mut play: Vec<u16> = c.play.clone();
        play.extend(c.vehicle);
        play.extend(c.lead);
        out.push_str(&format!("    play area: {}\n", cards(g, &play)));
        if !c.known.is_empty() {
            out.push_str(&format!("    seen in hand: {}\n", cards(g, &c.known)));
        }
        for &card in c.play.iter().filter(|&&c| g.def(c).ally_stress() > 0) {
            out.push_str(&format!("    ally: {}\n", words::card_text(g, card)));
        }
        for &card in &c.crime {
            out.push_str(&format!(
                "    crime area: {}  ({} progress)\n",
                words::card_text(g, card),
                g.cards[card as usize].progress
            ));
        }
    }
    out
}
