//! The game's log, rebuilt from the session's own record (the setup's events and each choice's
//! events) for one viewer at a time: an undo removes its lines, a resume rebuilds them, and a
//! seat's secret lines reach only its person's eyes (or nobody's during a hand-off).

use tabletop::Seat;

use crate::game::TableGame;
use crate::payload::{LogLine, TableLog};
use crate::session::{Origin, Session};

impl<G: TableGame> Session<G> {
    /// Every line since the log began, as `viewer` may see it.
    pub fn lines(&self, viewer: Option<Seat>) -> impl DoubleEndedIterator<Item = LogLine> + '_ {
        let setup: &[G::Event] = match &self.origin {
            Origin::Setup { events } => events,
            Origin::Stored { .. } => &[],
        };
        let first = self.origin.moves();
        let setup = setup.iter().map(move |e| LogLine {
            move_number: 0,
            by: None,
            event: G::wrap_event(self.event_for(e, viewer)),
        });
        let moves = self.log.iter().enumerate().flat_map(move |(i, entry)| {
            entry.events.iter().map(move |e| LogLine {
                move_number: first + i as u32 + 1,
                by: Some(entry.seat),
                event: G::wrap_event(self.event_for(e, viewer)),
            })
        });
        setup.chain(moves)
    }

    /// The log for whoever looks at the screen now.
    pub fn log_for_viewer(&self) -> TableLog {
        let viewer = self.viewer();
        TableLog {
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
