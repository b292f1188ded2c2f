//! `tabletop`: simulate random games and play in a terminal.

mod arena;
mod args;
mod bench;
mod play;
mod simulate;
mod soak;

use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let Some((cmd, rest)) = argv.split_first() else {
        eprintln!("{}", args::USAGE);
        return ExitCode::from(2);
    };
    let parsed = match args::Args::parse(rest) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {e}\n\n{}", args::USAGE);
            return ExitCode::from(2);
        }
    };
    if parsed.game != "escape-plan" {
        eprintln!("error: unknown game '{}' (known: escape-plan)", parsed.game);
        return ExitCode::from(2);
    }
    let result = match cmd.as_str() {
        "simulate" => simulate::run(&parsed),
        "play" => play::run(&parsed),
        "arena" => arena::run(&parsed),
        "bench" => bench::run(&parsed),
        "soak" => soak::run(&parsed),
        "help" | "--help" | "-h" => {
            println!("{}", args::USAGE);
            Ok(())
        }
        other => Err(format!("unknown command '{other}'")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
