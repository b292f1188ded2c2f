//! The open game as the app shell holds it, whatever the game: one object-safe [`Table`] over
//! a [`Session`] and its bots, implemented once for every [`TableGame`]. The commands reach a
//! game only through it.

use std::any::Any;

use tabletop::Seat;

use crate::chart::chart;
use crate::error::{AppError, AppResult};
use crate::game::{GameKind, TableGame};
use crate::games::{AnyChoice, AnyMark};
use crate::payload::{Hint, ReplayFrame, TableLog, TableSnapshot, TableSummary};
use crate::replay::replay_frame;
use crate::saves::{SaveRecord, record_of, restore_session};
use crate::session::Session;
use crate::setup::{BotLevel, SeatSetup};
use crate::table_bots::TableBots;

/// A bot's decision to be thought out off the UI thread.
pub struct BotWork {
    pub seat: Seat,
    pub level: BotLevel,
    pub generation: u64,
    think: Box<dyn FnOnce() -> BotAnswer + Send>,
}

impl BotWork {
    /// Searches (up to the bot's time budget: run it on a worker).
    pub fn think(self) -> BotAnswer {
        (self.think)()
    }
}

/// A bot's answer, with the bot itself to keep for its seat's next decision.
pub struct BotAnswer {
    pub seat: Seat,
    pub generation: u64,
    pub choice: AnyChoice,
    bot: Box<dyn Any + Send>,
}

/// A hint to be searched off the UI thread.
pub type HintWork = Box<dyn FnOnce() -> Hint + Send>;

/// The open game, whatever it is.
pub trait Table: Send {
    fn kind(&self) -> GameKind;
    fn id(&self) -> &str;
    fn rename(&mut self, name: String);
    fn summary(&self) -> TableSummary;
    /// What the screen shows now (no events: nothing just happened).
    fn snapshot(&self) -> TableSnapshot;
    /// Applies `choice` for the person answering for `seat`; refused choices change nothing.
    fn choose(&mut self, seat: Seat, choice: AnyChoice) -> AppResult<TableSnapshot>;
    fn take_seat(&mut self, seat: Seat) -> AppResult<TableSnapshot>;
    fn undo(&mut self, seat: Seat) -> AppResult<TableSnapshot>;
    fn log(&self) -> TableLog;
    /// The pending bot decision, ready to think off the UI thread.
    fn bot_work(&mut self) -> AppResult<BotWork>;
    /// Applies a bot's answer, unless the game changed meanwhile.
    fn apply_bot(&mut self, answer: BotAnswer) -> AppResult<TableSnapshot>;
    fn hint_work(&self) -> AppResult<HintWork>;
    /// The save of this game as generation `generation`.
    fn record(&self, generation: u64, now_ms: u64) -> SaveRecord;
    fn replay_frame(&self, step: u32) -> AppResult<ReplayFrame>;
    /// The end screen's chart over the game so far (its game's marks, oldest first).
    fn chart(&self) -> AppResult<Vec<AnyMark>>;
}

/// A [`Session`] with its bots kept between decisions.
pub struct OpenTable<G: TableGame> {
    pub session: Session<G>,
    pub bots: TableBots<G>,
}

impl<G: TableGame> OpenTable<G> {
    pub fn new(session: Session<G>) -> Self {
        OpenTable {
            session,
            bots: TableBots::default(),
        }
    }

    pub fn start(
        id: String,
        name: String,
        seats: Vec<SeatSetup>,
        config: G::Config,
        seed: u64,
        now_ms: u64,
    ) -> AppResult<Self> {
        Session::new(id, name, seats, config, seed, now_ms).map(Self::new)
    }

    pub fn restore(record: &SaveRecord) -> AppResult<Self> {
        restore_session::<G>(record).map(Self::new)
    }
}

impl<G: TableGame> Table for OpenTable<G> {
    fn kind(&self) -> GameKind {
        G::KIND
    }

    fn id(&self) -> &str {
        &self.session.id
    }

    fn rename(&mut self, name: String) {
        self.session.name = name;
    }

    fn summary(&self) -> TableSummary {
        self.session.summary()
    }

    fn snapshot(&self) -> TableSnapshot {
        self.session.snapshot(&[])
    }

    fn choose(&mut self, seat: Seat, choice: AnyChoice) -> AppResult<TableSnapshot> {
        let choice = G::unwrap_choice(choice).ok_or_else(|| AppError::IllegalChoice {
            message: "That move belongs to another game.".into(),
        })?;
        let events = self.session.apply_human(seat, &choice)?;
        Ok(self.session.snapshot(&events))
    }

    fn take_seat(&mut self, seat: Seat) -> AppResult<TableSnapshot> {
        self.session.take_seat(seat)?;
        Ok(self.session.snapshot(&[]))
    }

    fn undo(&mut self, seat: Seat) -> AppResult<TableSnapshot> {
        self.session.undo(seat)?;
        Ok(self.session.snapshot(&[]))
    }

    fn log(&self) -> TableLog {
        self.session.log_for_viewer()
    }

    fn bot_work(&mut self) -> AppResult<BotWork> {
        let job = self.session.bot_job()?;
        self.bots.sync(&self.session);
        let mut bot = self.bots.take(&job);
        let (seat, level, generation) = (job.seat, job.level, job.generation);
        Ok(BotWork {
            seat,
            level,
            generation,
            think: Box::new(move || {
                let choice = bot.choose(&job.info, &job.legal);
                BotAnswer {
                    seat,
                    generation,
                    choice: G::wrap_choice(choice),
                    bot: Box::new(bot),
                }
            }),
        })
    }

    fn apply_bot(&mut self, answer: BotAnswer) -> AppResult<TableSnapshot> {
        let changed = || AppError::BotUnavailable {
            message: "The game changed while the bot was thinking.".into(),
        };
        let choice = G::unwrap_choice(answer.choice).ok_or_else(changed)?;
        let events = self.session.apply_bot(answer.generation, &choice)?;
        if let Ok(bot) = answer.bot.downcast::<Box<dyn bots::Bot<G>>>() {
            self.bots.give_back(answer.seat, *bot);
        }
        self.bots.sync(&self.session);
        Ok(self.session.snapshot(&events))
    }

    fn hint_work(&self) -> AppResult<HintWork> {
        let job = self.session.hint_job()?;
        Ok(Box::new(move || job.think()))
    }

    fn record(&self, generation: u64, now_ms: u64) -> SaveRecord {
        record_of(&self.session, generation, now_ms)
    }

    fn replay_frame(&self, step: u32) -> AppResult<ReplayFrame> {
        replay_frame(&self.session, step)
    }

    fn chart(&self) -> AppResult<Vec<AnyMark>> {
        chart(&self.session)
    }
}
