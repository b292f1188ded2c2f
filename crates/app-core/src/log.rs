//! The game's log, rebuilt from the session's own record (the setup's events and each choice's
//! events) for one viewer at a time: an undo removes its lines, a resume rebuilds them, and a
//! seat's secret lines reach only that seat's eyes (or nobody's during a hand-off).

use escape_plan::Event;
use serde::{Deserialize, Serialize};
use specta::Type;
use tabletop::Seat;

use crate::session::{Origin, Session};

/// How many of the newest lines a snapshot carries for the board's feed.
pub const RECENT_LINES: usize = 3;

/// One event of the game as its viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct LogLine {
    /// The move that caused it, from 1; 0 for the game's setup.
    pub move_number: u32,
    /// The seat whose choice caused it; `None` for the setup.
    pub by: Option<Seat>,
    pub event: Event,
}

/// The whole log for one viewer, oldest line first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct GameLog {
    /// The viewer it was built for (`None`: the table, during a hand-off).
    pub viewer: Option<Seat>,
    /// Moves made before the log begins (a game resumed from its stored position after an
    /// update changed the rules): they cannot be shown.
    pub earlier_moves: u32,
    pub lines: Vec<LogLine>,
}

impl Session {
    /// Every line since the log began, as `viewer` may see it.
    fn lines(&self, viewer: Option<Seat>) -> impl DoubleEndedIterator<Item = LogLine> + '_ {
        let setup: &[Event] = match &self.origin {
            Origin::Setup { events } => events,
            Origin::Stored { .. } => &[],
        };
        let first = self.origin.moves();
        let setup = setup.iter().map(move |e| LogLine {
            move_number: 0,
            by: None,
            event: e.seen_by(viewer),
        });
        let moves = self.log.iter().enumerate().flat_map(move |(i, entry)| {
            entry.events.iter().map(move |e| LogLine {
                move_number: first + i as u32 + 1,
                by: Some(entry.seat),
                event: e.seen_by(viewer),
            })
        });
        setup.chain(moves)
    }

    /// The log for whoever looks at the screen now.
    pub fn log_for_viewer(&self) -> GameLog {
        let viewer = self.viewer();
        GameLog {
            viewer,
            earlier_moves: self.origin.moves(),
            lines: self.lines(viewer).collect(),
        }
    }

    /// The newest `n` lines for `viewer`, oldest first.
    pub(crate) fn recent_lines(&self, viewer: Option<Seat>, n: usize) -> Vec<LogLine> {
        let mut recent: Vec<LogLine> = self.lines(viewer).rev().take(n).collect();
        recent.reverse();
        recent
    }
}
