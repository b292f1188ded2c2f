//! Replay: any saved game, finished or not, shown move by move from its seed as the table
//! sees it, so anyone can follow the shuffles the seed made.
//!
//! Architecture invariant: a replay frame is the table's view (no seat's secrets), built by
//! applying the save's own choices again from its origin: it shows what happened, never a
//! stored picture of it.

use crate::error::AppResult;
use crate::game::TableGame;
use crate::payload::ReplayFrame;
use crate::session::{Origin, Session};

/// The frame of `game` after `step` moves (past the end: the last move).
pub fn replay_frame<G: TableGame>(game: &Session<G>, step: u32) -> AppResult<ReplayFrame> {
    let steps = game.log.len() as u32;
    let step = step.min(steps);
    let (id, name, seats) = (String::new(), String::new(), game.seats.clone());
    let mut s = match &game.origin {
        Origin::Setup { .. } => Session::new(id, name, seats, game.config.clone(), game.seed, 0)?,
        Origin::Stored { state, moves } => {
            Session::from_stored(id, name, seats, game.seed, 0, (**state).clone(), *moves)?
        }
    };
    let choices: Vec<G::Choice> = game.log[..step as usize].iter().map(|e| e.choice).collect();
    s.replay_log(&choices)?;
    let shown = s.origin.moves() + step;
    // Nobody holds the device: the table's view, every seat's secrets hidden.
    let lines = s
        .lines(None)
        .filter(|l| {
            if step == 0 {
                l.move_number == 0
            } else {
                l.move_number == shown
            }
        })
        .collect();
    Ok(ReplayFrame {
        game: game.summary(),
        step,
        steps,
        earlier_moves: s.origin.moves(),
        table: s.state.table(s.state.table_view(), None),
        lines,
    })
}
