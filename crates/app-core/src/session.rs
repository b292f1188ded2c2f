//! One open game of any game: the engine state, its seats, config and seed, the choice log,
//! the undo policy, and which person holds the device. Pure Rust: the commands are thin
//! adapters over this.
//!
//! A person is a human seat's name: seats played by people of the same name belong to one
//! person (one player may run several cops), so the device passes between persons, never
//! between two seats of one person, and a person sees the secrets of all their seats.

use tabletop::{Decider, Seat};

use crate::error::{AppError, AppResult};
use crate::game::TableGame;
use crate::payload::{TableSnapshot, TableSummary, Turn};
use crate::setup::{BotLevel, Controller, SeatSetup};

/// How many of the newest lines a snapshot carries for the board's feed.
pub const RECENT_LINES: usize = 3;

/// One applied choice, with what it caused.
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry<G: TableGame> {
    pub choice: G::Choice,
    pub seat: Seat,
    /// The person may take it back: it drew nothing, shuffled nothing, revealed nothing and
    /// the same person decides next within the same turn.
    pub undoable: bool,
    /// Every event the choice caused, secrets included: the log shows each viewer its share.
    pub events: Vec<G::Event>,
}

/// Where a session's choice log begins.
#[derive(Clone, Debug, PartialEq)]
pub enum Origin<G: TableGame> {
    /// The game's setup, with what it caused: the log holds every move and replays.
    Setup { events: Vec<G::Event> },
    /// The position a save stored after `moves` moves, resumed because those moves no longer
    /// replay under this version's rules: they cannot be shown, replayed or undone.
    Stored { state: Box<G>, moves: u32 },
}

impl<G: TableGame> Origin<G> {
    /// Moves made before the log begins.
    pub fn moves(&self) -> u32 {
        match self {
            Origin::Setup { .. } => 0,
            Origin::Stored { moves, .. } => *moves,
        }
    }
}

/// Who is asked now, as the shell must act on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    Nobody,
    Bot {
        seat: Seat,
        level: BotLevel,
    },
    /// A person answers for `seat`; `team`: any person at the table may.
    Person {
        seat: Seat,
        team: bool,
    },
}

#[derive(Clone, Debug)]
pub struct Session<G: TableGame> {
    pub id: String,
    pub name: String,
    pub seats: Vec<SeatSetup>,
    pub config: G::Config,
    pub seed: u64,
    pub created_ms: u64,
    pub state: G,
    pub origin: Origin<G>,
    pub log: Vec<LogEntry<G>>,
    /// A seat of the person holding the device in pass-and-play (their secrets may be on
    /// screen).
    pub holder: Option<Seat>,
    /// Bumped on every change; a bot answer computed for an older generation is discarded.
    pub generation: u64,
}

/// What a bot needs to decide, and nothing more: the seat's information set.
pub struct BotJob<G: TableGame> {
    pub seat: Seat,
    pub level: BotLevel,
    pub info: G::Info,
    pub legal: Vec<G::Choice>,
    pub seed: u64,
    pub generation: u64,
}

impl<G: TableGame> Session<G> {
    /// A new game from checked seats and config.
    pub fn new(
        id: String,
        name: String,
        seats: Vec<SeatSetup>,
        config: G::Config,
        seed: u64,
        now_ms: u64,
    ) -> AppResult<Self> {
        let (state, events) = G::start(&config, seed)?;
        Self::with_origin(
            id,
            name,
            seats,
            config,
            seed,
            now_ms,
            state,
            Origin::Setup { events },
        )
    }

    /// Continues a game from a stored position (`moves` moves in), when its moves no longer
    /// replay: the log starts empty there.
    pub fn from_stored(
        id: String,
        name: String,
        seats: Vec<SeatSetup>,
        seed: u64,
        created_ms: u64,
        state: G,
        moves: u32,
    ) -> AppResult<Self> {
        if state.seats() as usize != seats.len() {
            return Err(AppError::corrupt("its position does not match its seats"));
        }
        let config = state.config();
        let origin = Origin::Stored {
            state: Box::new(state.clone()),
            moves,
        };
        Self::with_origin(id, name, seats, config, seed, created_ms, state, origin)
    }

    #[allow(clippy::too_many_arguments)]
    fn with_origin(
        id: String,
        name: String,
        seats: Vec<SeatSetup>,
        config: G::Config,
        seed: u64,
        created_ms: u64,
        state: G,
        origin: Origin<G>,
    ) -> AppResult<Self> {
        if state.seats() as usize != seats.len() {
            return Err(AppError::InvalidSetup {
                message: "The seats do not match the game.".into(),
            });
        }
        let mut s = Session {
            id,
            name,
            seats,
            config,
            seed,
            created_ms,
            state,
            origin,
            log: Vec::new(),
            holder: None,
            generation: 0,
        };
        s.settle_holder();
        Ok(s)
    }

    /// The game at its origin: its setup, or the stored position it resumed from.
    pub(crate) fn origin_state(&self) -> AppResult<G> {
        match &self.origin {
            Origin::Setup { .. } => G::start(&self.config, self.seed).map(|(g, _)| g),
            Origin::Stored { state, .. } => Ok((**state).clone()),
        }
    }

    /// Applies `choices` after the session's origin, checking every one.
    pub fn replay_log(&mut self, choices: &[G::Choice]) -> AppResult<()> {
        for (i, c) in choices.iter().enumerate() {
            self.record(c).map_err(|_| {
                AppError::corrupt(format!(
                    "move {} does not replay",
                    self.origin.moves() as usize + i + 1
                ))
            })?;
        }
        self.settle_holder();
        Ok(())
    }

    /// Moves made in the whole game, those before the log included.
    pub fn moves(&self) -> u32 {
        self.origin.moves() + self.log.len() as u32
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        self.controller(seat) == Some(Controller::Human)
    }

    pub fn controller(&self, seat: Seat) -> Option<Controller> {
        self.seats.get(seat as usize).map(|s| s.controller)
    }

    /// The person playing `seat`: the first human seat of the same name (`None` for a bot).
    pub fn person(&self, seat: Seat) -> Option<Seat> {
        if !self.is_human(seat) {
            return None;
        }
        let name = self.seats[seat as usize].name.trim().to_lowercase();
        (0..self.seats.len() as Seat).find(|&s| {
            self.is_human(s) && self.seats[s as usize].name.trim().to_lowercase() == name
        })
    }

    /// Both seats are played by one person.
    pub fn same_person(&self, a: Seat, b: Seat) -> bool {
        self.person(a).is_some() && self.person(a) == self.person(b)
    }

    /// The people at the table.
    pub fn persons(&self) -> usize {
        (0..self.seats.len() as Seat)
            .filter(|&s| self.person(s) == Some(s))
            .count()
    }

    /// Who must answer now: a seat's own decision goes to its person or its bot; the team's
    /// goes to the people while one is at the table, else to its delegate bot.
    pub fn asked(&self) -> Asked {
        let decider = self.state.decider();
        let Some(seat) = decider.answered_by(self.seats.len() as Seat, |s| self.is_human(s)) else {
            return Asked::Nobody;
        };
        match self.controller(seat) {
            Some(Controller::Human) => Asked::Person {
                seat,
                team: matches!(decider, Decider::Team { .. }),
            },
            Some(Controller::Bot { level }) => Asked::Bot { seat, level },
            None => Asked::Nobody,
        }
    }

    /// Whether the person holding the device (or, for the team, anyone) may answer for
    /// `seat` now.
    fn may_answer(&self, seat: Seat) -> bool {
        match self.asked() {
            Asked::Person { seat: s, team } => {
                s == seat
                    && (team && self.persons() > 1
                        || self.holder.is_some_and(|h| self.same_person(h, seat)))
            }
            _ => false,
        }
    }

    /// Applies a choice for `seat`, which must be the seat asked now, answered by the person
    /// holding the device (or the table, for the team). An illegal choice changes nothing.
    pub fn apply_human(&mut self, seat: Seat, choice: &G::Choice) -> AppResult<Vec<G::Event>> {
        if !self.may_answer(seat) {
            return Err(AppError::NotYourTurn {
                message: "It is not this seat's decision now.".into(),
            });
        }
        let events = self.record(choice)?;
        self.settle_holder();
        Ok(events)
    }

    /// Applies a bot's answer, if the game has not changed since the bot was asked.
    pub fn apply_bot(&mut self, generation: u64, choice: &G::Choice) -> AppResult<Vec<G::Event>> {
        if generation != self.generation || !matches!(self.asked(), Asked::Bot { .. }) {
            return Err(AppError::BotUnavailable {
                message: "The game changed while the bot was thinking.".into(),
            });
        }
        let events = self.record(choice)?;
        self.settle_holder();
        Ok(events)
    }

    /// The seat asked now (a person's, a bot's, or the team's answerer); `None` once over.
    pub fn decider(&self) -> Option<Seat> {
        match self.asked() {
            Asked::Nobody => None,
            Asked::Bot { seat, .. } | Asked::Person { seat, .. } => Some(seat),
        }
    }

    fn record(&mut self, choice: &G::Choice) -> AppResult<Vec<G::Event>> {
        let seat = self.decider().ok_or_else(|| AppError::IllegalChoice {
            message: "The game is over.".into(),
        })?;
        let before = self.state.hidden_stamp();
        let events = self.state.apply(choice).map_err(|_| AppError::illegal())?;
        let new_turn = events.iter().any(G::begins_turn);
        let undoable = !new_turn
            && self.state.hidden_stamp() == before
            && self
                .decider()
                .is_some_and(|next| next == seat || self.same_person(next, seat));
        self.log.push(LogEntry {
            choice: *choice,
            seat,
            undoable,
            events: events.clone(),
        });
        self.generation += 1;
        Ok(events)
    }

    /// Whether `seat` may take back its person's last choice now.
    pub fn can_undo(&self, seat: Seat) -> bool {
        self.may_answer(seat)
            && self
                .log
                .last()
                .is_some_and(|e| e.undoable && (e.seat == seat || self.same_person(e.seat, seat)))
    }

    /// Takes back the last choice of `seat`'s person by replaying the log without it from
    /// its origin.
    pub fn undo(&mut self, seat: Seat) -> AppResult<()> {
        if !self.can_undo(seat) {
            return Err(AppError::CannotUndo {
                message: "That can't be undone: only your own moves this turn that revealed \
                          nothing new can be taken back."
                    .into(),
            });
        }
        let choices: Vec<G::Choice> = self.log[..self.log.len() - 1]
            .iter()
            .map(|e| e.choice)
            .collect();
        let mut replayed = self.clone();
        replayed.state = self
            .origin_state()
            .map_err(|e| AppError::corrupt(e.to_string()))?;
        replayed.log.clear();
        replayed.replay_log(&choices)?;
        replayed.holder = self.holder;
        replayed.generation = self.generation + 1;
        *self = replayed;
        Ok(())
    }

    /// Hands the device to the only person when there is one (nobody else could see the
    /// screen), or keeps it with the person already holding it.
    fn settle_holder(&mut self) {
        if self.persons() == 1 {
            self.holder = (0..self.seats.len() as Seat).find(|&s| self.is_human(s));
        }
    }

    /// The person asked for `seat` takes the device (after the hand-off screen).
    pub fn take_seat(&mut self, seat: Seat) -> AppResult<()> {
        match self.asked() {
            Asked::Person {
                seat: s,
                team: false,
            } if self.same_person(s, seat) => {
                self.holder = Some(seat);
                Ok(())
            }
            _ => Err(AppError::NotYourTurn {
                message: "Only the person whose decision it is can take the device.".into(),
            }),
        }
    }

    /// The pending bot decision, if a bot decides now.
    pub fn bot_job(&self) -> AppResult<BotJob<G>> {
        let unavailable = |m: &str| AppError::BotUnavailable { message: m.into() };
        let (seat, level) = match self.asked() {
            Asked::Bot { seat, level } => (seat, level),
            Asked::Nobody => return Err(unavailable("The game is over.")),
            Asked::Person { .. } => return Err(unavailable("A person decides now.")),
        };
        let mut legal = Vec::new();
        self.state.legal_choices(&mut legal);
        Ok(BotJob {
            seat,
            level,
            info: self
                .state
                .info_set(seat)
                .map_err(|_| unavailable("That seat is not at the table."))?,
            legal,
            // Per-decision seed: a bot's game does not depend on when it was resumed.
            seed: self.seed ^ u64::from(self.moves()).wrapping_mul(0x9e37_79b9_7f4a_7c15),
            generation: self.generation,
        })
    }

    /// Whose eyes are on the screen: the holder while their person decides, or while bots or
    /// the team decide with one person at the table; else nobody (the table view), so no
    /// private thing shows during a hand-off or a team decision of several people.
    pub fn viewer(&self) -> Option<Seat> {
        let holder = self.holder?;
        match self.asked() {
            Asked::Person { seat, team: false } if self.same_person(seat, holder) => Some(seat),
            Asked::Person { team: false, .. } => None,
            _ if self.persons() == 1 => Some(holder),
            _ => None,
        }
    }

    /// Whether the viewer may see `seat`'s secrets: it is one of the viewer person's seats.
    pub fn shown_to(&self, viewer: Option<Seat>, seat: Seat) -> bool {
        viewer.is_some_and(|v| v == seat || self.same_person(v, seat))
    }

    pub fn summary(&self) -> TableSummary {
        TableSummary {
            id: self.id.clone(),
            name: self.name.clone(),
            game: G::KIND,
            seats: self.seats.clone(),
            seed: self.seed.to_string(),
            moves: self.moves(),
            finished: self.state.is_over(),
            rules_version: G::RULES_VERSION,
            progress: self.state.progress(),
        }
    }

    /// What `viewer` may see of the game now.
    pub fn view_of(&self, viewer: Option<Seat>) -> G::View {
        match viewer {
            Some(v) => self.state.view_for(v, &|s| self.shown_to(Some(v), s)),
            None => self.state.table_view(),
        }
    }

    /// What the screen shows now, with `events` filtered for whoever is looking.
    pub fn snapshot(&self, events: &[G::Event]) -> TableSnapshot {
        let viewer = self.viewer();
        let mut asked_seat = None;
        let turn = match self.asked() {
            Asked::Nobody => Turn::GameOver,
            Asked::Bot { seat, level } => Turn::Bot { seat, level },
            Asked::Person { seat, team } if self.may_answer(seat) => {
                asked_seat = Some(seat).filter(|_| self.shown_to(viewer, seat));
                let mut choices = Vec::new();
                self.state.legal_choices(&mut choices);
                Turn::Human {
                    seat,
                    team,
                    choices: choices.into_iter().map(G::wrap_choice).collect(),
                    can_undo: self.can_undo(seat),
                }
            }
            Asked::Person { seat, .. } => Turn::PassTo { seat },
        };
        TableSnapshot {
            game: self.summary(),
            viewer,
            turn,
            table: self.state.table(self.view_of(viewer), asked_seat),
            events: events
                .iter()
                .map(|e| G::wrap_event(self.event_for(e, viewer)))
                .collect(),
            recent: self.recent_lines(viewer, RECENT_LINES),
            earlier_moves: self.origin.moves(),
        }
    }

    /// `event` as `viewer` may see it.
    pub fn event_for(&self, event: &G::Event, viewer: Option<Seat>) -> G::Event {
        self.state.event_for(event, &|s| self.shown_to(viewer, s))
    }
}
