//! The bots of one open game, kept between their decisions so that a search can start the
//! seat's next decision from the tree it already grew (tree reuse). Every applied choice, a
//! person's or a bot's, is reported to them; an undo or a replaced log makes them start afresh.

use bots::Bot;
use tabletop::Seat;

use crate::game::TableGame;
use crate::session::{BotJob, Session};

pub struct TableBots<G: TableGame> {
    seats: Vec<Option<Box<dyn Bot<G>>>>,
    /// The choices the bots have been told of, in order.
    told: Vec<(Seat, G::Choice)>,
}

impl<G: TableGame> Default for TableBots<G> {
    fn default() -> Self {
        TableBots {
            seats: Vec::new(),
            told: Vec::new(),
        }
    }
}

impl<G: TableGame> TableBots<G> {
    /// Reports the session's choices the bots have not been told of yet. If the log no longer
    /// starts with what they were told (an undo took something back), they are dropped.
    pub fn sync(&mut self, session: &Session<G>) {
        let log = &session.log;
        let same_start = self.told.len() <= log.len()
            && self
                .told
                .iter()
                .zip(log)
                .all(|(&(seat, choice), e)| seat == e.seat && choice == e.choice);
        if !same_start {
            self.seats.clear();
            self.told.clear();
        }
        for e in &log[self.told.len()..] {
            for bot in self.seats.iter_mut().flatten() {
                bot.observe(e.seat, &e.choice);
            }
            self.told.push((e.seat, e.choice));
        }
    }

    /// The bot for the job's seat (the kept one, or a new one of its level), seeded for this
    /// decision. Call [`TableBots::sync`] first.
    pub fn take(&mut self, job: &BotJob<G>) -> Box<dyn Bot<G>> {
        let kept = self.seats.get_mut(job.seat as usize).and_then(Option::take);
        let mut bot = kept.unwrap_or_else(|| G::bot(job.level.level(), job.seed));
        bot.reseed(job.seed);
        bot
    }

    /// How many bots are kept between decisions.
    pub fn kept(&self) -> usize {
        self.seats.iter().flatten().count()
    }

    /// Keeps `bot` for its seat's next decision.
    pub fn give_back(&mut self, seat: Seat, bot: Box<dyn Bot<G>>) {
        let i = seat as usize;
        if self.seats.len() <= i {
            self.seats.resize_with(i + 1, || None);
        }
        self.seats[i] = Some(bot);
    }
}
