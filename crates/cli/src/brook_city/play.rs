//! A whole game in a terminal: each cop played by a person at this keyboard or by a bot
//! (`--seats person,easy`), the cop decks chosen (`--decks quill,park`) or dealt by the seed;
//! the map with its legend, the table with its numbers in force, numbered choices that keep
//! their numbers within a step, and clear messages for bad input.

use std::io::{BufRead, Write};

use bots::{Bot, Level, brook_city_bot};
use brook_city::cards::CopDeck;
use brook_city::{Choice, GameState};
use tabletop::Seat;

use super::menu::Menu;
use super::{screen, words};
use crate::args::Args;

/// Who plays a cop.
enum Player {
    Person,
    Bot(Level, Box<dyn Bot<GameState>>),
}

impl Player {
    fn name(&self) -> String {
        match self {
            Player::Person => "person".into(),
            Player::Bot(l, _) => format!("{} bot", l.name()),
        }
    }
}

/// The cop decks: `--decks` if given, else `n` rotated by the seed.
fn decks(a: &Args, n: Option<usize>) -> Result<Vec<CopDeck>, String> {
    if a.decks.is_empty() {
        return Ok(super::rotated_cops(n.unwrap_or(2), a.seed));
    }
    let out: Vec<CopDeck> = a
        .decks
        .iter()
        .map(|k| {
            CopDeck::ALL
                .into_iter()
                .find(|d| d.key() == k)
                .ok_or_else(|| {
                    let keys: Vec<&str> = CopDeck::ALL.iter().map(|d| d.key()).collect();
                    format!("--decks {k}: the cop decks are {}", keys.join(", "))
                })
        })
        .collect::<Result<_, _>>()?;
    for (i, d) in out.iter().enumerate() {
        if out[..i].contains(d) {
            return Err(format!("--decks: {} is named twice", d.key()));
        }
    }
    if let Some(n) = n
        && n != out.len()
    {
        return Err(format!(
            "--decks names {} cops but {n} are asked for",
            out.len()
        ));
    }
    Ok(out)
}

/// The players: `--seats` (one per cop, `person` or a bot level), else a person per cop.
fn players(a: &Args, cops: usize, seed: u64) -> Result<Vec<Player>, String> {
    if a.seats.is_empty() {
        return Ok((0..cops).map(|_| Player::Person).collect());
    }
    a.seats
        .iter()
        .enumerate()
        .map(|(i, s)| match s.as_str() {
            "person" | "you" => Ok(Player::Person),
            other => Level::parse(other)
                .map(|l| Player::Bot(l, brook_city_bot(l, seed.wrapping_add(i as u64))))
                .ok_or_else(|| {
                    format!(
                        "--seats {other}: a cop is played by person, random, easy, medium or hard"
                    )
                }),
        })
        .collect()
}

/// The one deck a flag names (`all` is for measuring many games).
fn one<T: Copy>(v: Vec<T>, flag: &str) -> Result<T, String> {
    match v[..] {
        [d] => Ok(d),
        _ => Err(format!(
            "play sets up one game: {flag} takes one deck, not all"
        )),
    }
}

/// The cop count the flags ask for, if they name one.
fn asked_count(a: &Args) -> Result<Option<usize>, String> {
    if a.cops == "all" {
        return Err("play sets up one game: --cops takes 1 to 4, not all".into());
    }
    let from_flag = a.cops_given.then(|| super::cop_counts(a)).transpose()?;
    let from_seats = (!a.seats.is_empty()).then_some(a.seats.len());
    match (from_flag.and_then(|v| v.first().copied()), from_seats) {
        (Some(n), Some(s)) if n != s => Err(format!("--seats names {s} cops but --cops is {n}")),
        (n, s) => Ok(n.or(s)),
    }
}

pub fn run(a: &Args) -> Result<(), String> {
    let n = asked_count(a)?;
    let cops = decks(a, n.or((!a.decks.is_empty()).then_some(a.decks.len())))?;
    if !(1..=4).contains(&cops.len()) {
        return Err("Brook City takes 1 to 4 cops".into());
    }
    let mut team = players(a, cops.len(), a.seed)?;
    let allies = super::ally_picks(a, cops.len())?;
    let config = brook_city::Config {
        cops,
        criminal: one(super::criminals(a)?, "--criminal")?,
        case: one(super::cases(a)?, "--case")?,
        open_hands: a.open_hands,
        allies,
    };
    let mut g = GameState::new(config, a.seed).map_err(|e| e.to_string())?;
    println!("{}", screen::legend());
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut legal: Vec<Choice> = Vec::new();
    let mut menu = Menu::default();
    let people = |team: &[Player], s: Seat| matches!(team.get(s as usize), Some(Player::Person));
    while !g.is_over() {
        let Some(seat) = g
            .decider()
            .answered_by(g.cops.len() as Seat, |s| people(&team, s))
        else {
            break;
        };
        g.legal_choices(&mut legal);
        let choice = if let Some(Player::Bot(level, bot)) = team.get_mut(seat as usize) {
            let info = g.info_set(seat).map_err(|e| e.to_string())?;
            let c = bot.choose(&info, &legal);
            println!(
                "  [{} bot] {} -> {}",
                level.name(),
                words::prompt(&g, &g.prompt()),
                words::option_text(&g, &c).unwrap_or_else(|| words::choice(&g, &c))
            );
            c
        } else {
            let who: Vec<String> = team.iter().map(Player::name).collect();
            println!("\n{}{}", screen::map(&g), screen::table(&g, &who));
            if let Some(c) = g.cops.get(seat as usize) {
                let hand: Vec<String> = c.hand.iter().map(|&h| words::card_text(&g, h)).collect();
                println!(
                    "{}'s hand:\n  {}",
                    words::card_name(&g, c.id_card),
                    if hand.is_empty() {
                        "(empty)".into()
                    } else {
                        hand.join("\n  ")
                    }
                );
            }
            println!("{}", words::prompt(&g, &g.prompt()));
            for &(k, c) in menu.number(g.prompt(), &legal) {
                let text = words::option_text(&g, &c).unwrap_or_else(|| words::choice(&g, &c));
                println!("  {k:>3}. {text}");
            }
            match ask(&mut lines, &menu)? {
                Some(c) => c,
                None => return Ok(()),
            }
        };
        let events = g.apply(&choice).map_err(|e| format!("refused: {e}"))?;
        for p in &mut team {
            if let Player::Bot(_, b) = p {
                b.observe(seat, &choice);
            }
        }
        for e in &events {
            if let Some(l) = words::event(&g, e) {
                println!("  * {l}");
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

/// Reads a shown number; `None` when the player quits or the input ends.
fn ask(
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    menu: &Menu,
) -> Result<Option<Choice>, String> {
    loop {
        print!("choice [number, q to quit]> ");
        std::io::stdout().flush().map_err(|e| e.to_string())?;
        let Some(line) = lines.next() else {
            return Ok(None);
        };
        let line = line.map_err(|e| e.to_string())?;
        let line = line.trim();
        if line == "q" {
            return Ok(None);
        }
        match line.parse::<usize>().ok().and_then(|k| menu.get(k)) {
            Some(c) => return Ok(Some(c)),
            None => println!(
                "Type one of the numbers shown (up to {}), or q.",
                menu.last()
            ),
        }
    }
}
