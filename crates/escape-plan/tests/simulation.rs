//! OpenSpiel-style random simulation through the shared conformance suite
//! (`tabletop::conformance`): hundreds of seeded games per player count, every promise of the
//! protocol and every Escape Plan invariant checked after every step. A failure names its seed.

use escape_plan::{
    Choice, Config, ContactPlacement, Effect, Equipment, Fixer, GameState, KeyUse, LockerColor,
    Police, RULES_VERSION, Source, Stack, invariants,
};
use tabletop::Game;
use tabletop::conformance::{Options, Suite, run};

const GAMES_PER_COUNT: u64 = 200;

/// A choice no position ever allows: some field is out of range.
fn malformed(_: &GameState, pick: &mut dyn FnMut() -> u64) -> Choice {
    let mut byte = |lo: u8| lo.saturating_add((pick() % (256 - u64::from(lo))) as u8);
    match byte(0) % 10 {
        0 => Choice::Move {
            to: byte(200),
            avoid: u32::MAX,
            gas: byte(3),
        },
        1 => Choice::PlaceTile {
            stack: Stack::ALL[(byte(0) % 4) as usize],
            space: byte(19),
            rotation: byte(0) % 6,
        },
        2 => Choice::PlaceTile {
            stack: Stack::ALL[(byte(0) % 4) as usize],
            space: byte(0) % 19,
            rotation: byte(6),
        },
        // Never 0: the Hospital heals at least 1 Wound (docs/rulings.md).
        3 => Choice::Heal {
            wounds: if byte(0) % 2 == 0 { 0 } else { byte(4) },
        },
        4 => Choice::TakeContact {
            display: byte(7),
            placement: ContactPlacement::Replace { slot: byte(0) },
        },
        5 => Choice::KeepTile {
            index: byte(16),
            slot: byte(0),
        },
        6 => Choice::BuyFixer {
            fixer: Fixer::ALL[(byte(0) % 8) as usize],
            slot: byte(10),
        },
        7 => Choice::BuyEquipment {
            equipment: Equipment::Vest,
            slot: byte(10),
        },
        8 => Choice::Exec {
            source: Source::Contact { slot: byte(20) },
            effect: Effect::MoveOfficer {
                officer: Police::ALL[(byte(0) % 3) as usize],
                from: byte(19),
                to: byte(0),
            },
        },
        _ => Choice::OpenLocker {
            color: LockerColor::ALL[(byte(0) % 3) as usize],
            key: KeyUse::Slot { slot: byte(3) },
        },
    }
}

/// Every invariant of the components, and at the end "Final Scoring": every pad revealed, only
/// escaped seats can win.
fn checks(g: &GameState) -> Result<(), String> {
    invariants::check(g)?;
    if !g.is_over() {
        return Ok(());
    }
    let result = g.result().ok_or("game over without a result")?;
    let players = g.players() as usize;
    if result.pads.len() != players || result.escape_plans.len() != players {
        return Err("the result does not cover every seat".into());
    }
    if result
        .winners
        .iter()
        .any(|&w| !result.pads[w as usize].escaped)
    {
        return Err("an arrested seat won".into());
    }
    Ok(())
}

const SUITE: Suite<GameState> = Suite {
    invariants: checks,
    malformed,
    rules_version: RULES_VERSION,
    options: Options {
        max_steps: 20_000,
        replay_every: 25,
        secrets_every: 5,
    },
};

fn run_count(players: u8, base: u64) {
    if let Err(e) = run(&SUITE, &Config { players }, base, GAMES_PER_COUNT) {
        panic!("{players} players: {e}");
    }
}

#[test]
fn random_games_2_players_with_sandra() {
    run_count(2, 500);
}

#[test]
fn random_games_3_players() {
    run_count(3, 1_000);
}

#[test]
fn random_games_4_players() {
    run_count(4, 2_000);
}

#[test]
fn random_games_5_players() {
    run_count(5, 3_000);
}
