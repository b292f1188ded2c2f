//! Replay (issue 20 §4): any saved game, finished or not, shown move by move from its seed as
//! the table sees it, so anyone can follow the shuffles the seed made.
//!
//! Architecture invariant: a replay frame is the table's view (no seat's secrets), built by
//! applying the save's own choices again from its origin: it shows what happened, never a
//! stored picture of it.

use escape_plan::SeatView;
use serde::{Deserialize, Serialize};
use specta::Type;

use crate::error::AppResult;
use crate::log::LogLine;
use crate::payload::GameSummary;
use crate::session::{Origin, Session};
use crate::setup::GameSetup;

/// The game after `step` moves of its log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct ReplayFrame {
    /// The whole game: its name, seats, seed and how far it went.
    pub game: GameSummary,
    /// Moves shown, counted from the log's start (0: the setup).
    pub step: u32,
    /// Moves in the log.
    pub steps: u32,
    /// Moves before the log begins (a game resumed from a stored position): not replayable.
    pub earlier_moves: u32,
    /// The board after the step, as the table sees it.
    pub view: SeatView,
    /// What the step's move caused (the setup's events at step 0), as the table sees it.
    pub lines: Vec<LogLine>,
}

/// The frame of `game` after `step` moves (past the end: the last move).
pub fn replay_frame(game: &Session, step: u32) -> AppResult<ReplayFrame> {
    let steps = game.log.len() as u32;
    let step = step.min(steps);
    let mut s = match &game.origin {
        Origin::Setup { .. } => {
            let setup = GameSetup {
                seats: game.seats.clone(),
                seed: None,
            };
            Session::new(String::new(), String::new(), &setup, game.seed, 0)?
        }
        Origin::Stored { state, moves } => Session::from_stored(
            String::new(),
            String::new(),
            game.seats.clone(),
            game.seed,
            0,
            (**state).clone(),
            *moves,
        )?,
    };
    let choices: Vec<_> = game.log[..step as usize].iter().map(|e| e.choice).collect();
    s.replay_log(&choices)?;
    // Nobody holds the device: the table's view, every seat's secrets hidden.
    s.holder = None;
    let shown = s.origin.moves() + step;
    let mut log = s.log_for_viewer();
    log.lines.retain(|l| {
        if step == 0 {
            l.move_number == 0
        } else {
            l.move_number == shown
        }
    });
    Ok(ReplayFrame {
        game: game.summary(),
        step,
        steps,
        earlier_moves: s.origin.moves(),
        view: s.state.table_view(),
        lines: log.lines,
    })
}
