//! A whole game in a terminal, every cop at one keyboard: the map, the state, numbered choices
//! with card texts, clear messages for bad input.

use std::io::{BufRead, Write};

use brook_city::board::{HEIGHT, MAP, WIDTH};
use brook_city::{Choice, Figure, GameState, Marker, Position};

use super::words;
use crate::args::Args;

/// The map, one character per space, with what stands on it: cops 1-4, crew x, the Suspect S,
/// vehicles v (V while driven), clue tokens ? (inactive .), the lead token L.
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

fn summary(g: &GameState) -> String {
    let mut out = format!(
        "Round {}  influence {}  criminal deck {}  case deck {}\n",
        g.round,
        g.cards[g.operation as usize].influence,
        g.criminal.deck.len(),
        g.case.deck.len()
    );
    for (i, c) in g.cops.iter().enumerate() {
        out.push_str(&format!(
            "  {} [{}] stress {}/{} hunches {} hand {}{}\n",
            words::card_name(g, c.id_card),
            i + 1,
            c.stress,
            brook_city::stress_value(g, i as u8),
            c.hunches,
            c.hand.len(),
            if c.turn_taken { " (turn taken)" } else { "" }
        ));
        for &card in &c.crime {
            out.push_str(&format!(
                "      crime area: {}  ({} progress)\n",
                words::card_text(g, card),
                g.cards[card as usize].progress
            ));
        }
    }
    for &card in g.criminal_area.iter().chain(&g.case_area) {
        out.push_str(&format!(
            "  in play: {}  ({} progress)\n",
            words::card_text(g, card),
            g.cards[card as usize].progress
        ));
    }
    out
}

pub fn run(a: &Args) -> Result<(), String> {
    let n = *super::cop_counts(a)?.first().ok_or("--cops")?;
    let criminal = *super::criminals(a)?.first().ok_or("--criminal")?;
    let case = *super::cases(a)?.first().ok_or("--case")?;
    let mut g = GameState::new(
        super::config(n, criminal, case, a.seed, a.open_hands),
        a.seed,
    )
    .map_err(|e| e.to_string())?;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut choices: Vec<Choice> = Vec::new();
    while !g.is_over() {
        println!("\n{}{}", map(&g), summary(&g));
        if let Some(cop) = g.decider().seat()
            && let Some(c) = g.cops.get(cop as usize)
        {
            let hand: Vec<String> = c.hand.iter().map(|&h| words::card_text(&g, h)).collect();
            println!(
                "{}'s hand:\n  {}",
                words::card_name(&g, c.id_card),
                hand.join("\n  ")
            );
        }
        println!("{}", words::prompt(&g, &g.prompt()));
        g.legal_choices(&mut choices);
        for (i, c) in choices.iter().enumerate() {
            let text = words::option_text(&g, c).unwrap_or_else(|| words::choice(&g, c));
            println!("  {:>3}. {text}", i + 1);
        }
        loop {
            print!("choice [1-{}, q to quit]> ", choices.len());
            std::io::stdout().flush().map_err(|e| e.to_string())?;
            let Some(line) = lines.next() else {
                return Ok(());
            };
            let line = line.map_err(|e| e.to_string())?;
            let line = line.trim();
            if line == "q" {
                return Ok(());
            }
            match line.parse::<usize>() {
                Ok(k) if (1..=choices.len()).contains(&k) => {
                    match g.apply(&choices[k - 1]) {
                        Ok(events) => {
                            for e in &events {
                                if let Some(l) = words::event(&g, e) {
                                    println!("  * {l}");
                                }
                            }
                        }
                        Err(e) => {
                            println!("refused: {e}");
                            continue;
                        }
                    }
                    break;
                }
                _ => println!("Type a number from 1 to {}, or q.", choices.len()),
            }
        }
    }
    println!(
        "{}",
        match g.outcome {
            Some(brook_city::Outcome::Won) => "The case is solved. The cops win!".to_string(),
            Some(brook_city::Outcome::Lost { reason }) => format!("The cops lose ({reason:?})."),
            None => String::new(),
        }
    );
    Ok(())
}
