//! `tabletop`: simulate random games and play in a terminal.

mod args;
mod brook_city;
mod escape_plan;
mod workers;

use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let Some((cmd, rest)) = argv.split_first() else {
        eprintln!("{}", args::USAGE);
        return ExitCode::from(2);
    };
    // Help wherever it is asked for, before any flag is read.
    if argv
        .iter()
        .any(|a| matches!(a.as_str(), "help" | "--help" | "-h"))
    {
        println!("{}", args::USAGE);
        return ExitCode::SUCCESS;
    }
    let parsed = match args::Args::parse(rest) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {e}\n\n{}", args::USAGE);
            return ExitCode::from(2);
        }
    };
    let result = match (parsed.game.as_str(), cmd.as_str()) {
        ("escape-plan", "simulate") => escape_plan::simulate::run(&parsed),
        ("escape-plan", "play") => escape_plan::play::run(&parsed),
        ("escape-plan", "arena") => escape_plan::arena::run(&parsed),
        ("escape-plan", "bench") => escape_plan::bench::run(&parsed),
        ("escape-plan", "soak") => escape_plan::soak::run(&parsed),
        ("brook-city", "simulate") => brook_city::simulate::run(&parsed),
        ("brook-city", "play") => brook_city::play::run(&parsed),
        ("brook-city", "board") => brook_city::board::run(&parsed),
        ("brook-city", "bench") => brook_city::bench::run(&parsed),
        ("brook-city", "arena") => brook_city::arena::run(&parsed),
        ("brook-city", "difficulty") => brook_city::difficulty::run(&parsed),
        ("escape-plan" | "brook-city", other) => {
            Err(format!("'{other}' is not a command for {}", parsed.game))
        }
        (game, _) => {
            eprintln!("error: unknown game '{game}' (known: escape-plan, brook-city)");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
