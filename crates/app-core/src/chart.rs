//! The end screen's chart over a whole game: the game's own marks (Brook City: where the case
//! stood as each round began, and at its end), taken by applying the session's choices again
//! from its origin, as a replay does.
//!
//! Architecture invariant: a mark holds only what every seat may see; it is rebuilt from the
//! save's own record, never stored.

use crate::error::{AppError, AppResult};
use crate::game::TableGame;
use crate::games::AnyMark;
use crate::session::{Origin, Session};

/// Every mark of the game so far, oldest first.
pub fn chart<G: TableGame>(s: &Session<G>) -> AppResult<Vec<AnyMark>> {
    let mut g = s.origin_state()?;
    let mut marks = Vec::new();
    if let Origin::Setup { events } = &s.origin {
        marks.extend(g.chart_mark(events));
    }
    for (i, entry) in s.log.iter().enumerate() {
        let events = g.apply(&entry.choice).map_err(|_| {
            AppError::corrupt(format!(
                "move {} does not replay",
                s.origin.moves() as usize + i + 1
            ))
        })?;
        marks.extend(g.chart_mark(&events));
    }
    Ok(marks)
}
