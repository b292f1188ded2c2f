//! A person plays every seat in a terminal: a state summary, numbered choices, clear errors.

use std::io::{BufRead, Write};

use escape_plan::data::tiles::TILES;
use escape_plan::hex::topology;
use escape_plan::{Choice, Config, GameResult, GameState, Police, SANDRA, SeatView};

use crate::args::Args;

pub fn run(a: &Args) -> Result<(), String> {
    let mut g = GameState::new(Config { players: a.players }, a.seed).map_err(|e| e.to_string())?;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut choices = Vec::new();
    while let Some(seat) = g.decider().seat() {
        let view = g.view(seat).map_err(|e| e.to_string())?;
        print_summary(&view);
        g.legal_choices(&mut choices);
        println!("Seat {seat} decides ({}):", task_name(&g));
        for (i, c) in choices.iter().enumerate() {
            println!("  {:>3}. {}", i + 1, describe(c));
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
                Ok(n) if (1..=choices.len()).contains(&n) => {
                    if let Err(e) = g.apply(&choices[n - 1]) {
                        println!("refused: {e}");
                        continue;
                    }
                    break;
                }
                _ => println!(
                    "'{line}' is not a choice: type a number from 1 to {}",
                    choices.len()
                ),
            }
        }
    }
    if let Some(result) = g.result() {
        print_pad(&result);
    }
    Ok(())
}

fn task_name(g: &GameState) -> String {
    g.agenda()
        .last()
        .map(|t| format!("{t:?}"))
        .unwrap_or_default()
}

fn location_name(l: u8) -> String {
    let info = &topology().locations[l as usize];
    format!("{:?} on {}", info.site, TILES[info.tile as usize].name)
}

fn police_names(bits: u8) -> String {
    Police::ALL
        .iter()
        .filter(|p| bits & p.bit() != 0)
        .map(|p| format!("{p:?}"))
        .collect::<Vec<_>>()
        .join("+")
}

fn print_summary(v: &SeatView) {
    let order: Vec<String> = v
        .turn_order
        .iter()
        .map(|&s| {
            if s == SANDRA {
                "Sandra".to_string()
            } else {
                format!("seat {s}")
            }
        })
        .collect();
    println!(
        "\n--- Day {} {:?} | turn order: {} | you are seat {} with ${}k ---",
        v.day,
        v.part,
        order.join(", "),
        v.seat.unwrap_or(0),
        v.me.as_ref().map_or(0, |m| m.money)
    );
    if let Some(i) = &v.inspector {
        println!(
            "  Sandra (Police Inspector): {} notoriety {} discs {}",
            location_name(i.location),
            i.notoriety,
            i.discs
        );
    }
    for (space, cell) in v.board.iter().enumerate() {
        if let Some((tile, rot)) = cell {
            let police = police_names(v.police[*tile as usize]);
            println!(
                "  space {space:>2}: {} (rot {rot}) {}",
                TILES[*tile as usize].name,
                if police.is_empty() {
                    String::new()
                } else {
                    format!("officers: {police}")
                }
            );
        }
    }
    for p in &v.players {
        println!(
            "  seat {}: {} notoriety {} wounds {} discs {} {:?}",
            p.seat,
            p.location.map(location_name).unwrap_or_else(|| "-".into()),
            p.notoriety,
            p.wounds,
            p.discs,
            p.standing
        );
    }
}

fn describe(c: &Choice) -> String {
    match c {
        Choice::Move { to, avoid, gas } => format!(
            "Move to {} (passing {} watched tile(s), {} gas)",
            location_name(*to),
            avoid.count_ones(),
            gas
        ),
        Choice::Escape { avoid, gas } => format!(
            "ESCAPE through the open exit ({} watched tile(s), {} gas)",
            avoid.count_ones(),
            gas
        ),
        other => format!("{other:?}"),
    }
}

fn print_pad(r: &GameResult) {
    println!("\n=== Game over: the scoring pad ($k) ===");
    print!("{:<24}", "");
    for p in &r.pads {
        print!("{:>10}", format!("seat {}", p.seat));
    }
    println!();
    for line in 0..10 {
        let Some(first) = r.pads.first() else { break };
        print!("{:<24}", first.lines()[line].0);
        for p in &r.pads {
            print!("{:>10}", p.lines()[line].1);
        }
        println!();
    }
    print!("{:<24}", "Escaped");
    for p in &r.pads {
        print!("{:>10}", if p.escaped { "yes" } else { "ARRESTED" });
    }
    println!();
    match r.winners.as_slice() {
        [] => println!("Nobody escaped: nobody wins."),
        [w] => println!("Seat {w} wins."),
        ws => println!("Seats {ws:?} share the victory."),
    }
}
