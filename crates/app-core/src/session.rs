//! One open game: the engine state, its setup and seed, the choice log, the undo policy and
//! which human seat holds the device. Pure Rust: the commands are thin adapters over this.

use escape_plan::{Choice, Config, Event, GameState, InfoSet, RULES_VERSION};
use tabletop::Seat;

use crate::error::{AppError, AppResult};
use crate::log::RECENT_LINES;
use crate::payload::{Decision, GameSnapshot, GameSummary};
use crate::setup::{BotLevel, Controller, GameSetup, SeatSetup};

/// One applied choice, with what it caused.
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    pub choice: Choice,
    pub seat: Seat,
    /// The seat may take it back: it drew nothing, shuffled nothing, revealed nothing and the
    /// same seat decides next within the same turn.
    pub undoable: bool,
    /// Every event the choice caused, secrets included: the log shows each viewer its share.
    pub events: Vec<Event>,
}

/// Where a session's choice log begins.
#[derive(Clone, Debug, PartialEq)]
pub enum Origin {
    /// The game's setup, with what it caused: the log holds every move and replays.
    Setup { events: Vec<Event> },
    /// The position a save stored after `moves` moves, resumed because those moves no longer
    /// replay under this version's rules: they cannot be shown, replayed or undone.
    Stored { state: Box<GameState>, moves: u32 },
}

impl Origin {
    /// Moves made before the log begins.
    pub fn moves(&self) -> u32 {
        match self {
            Origin::Setup { .. } => 0,
            Origin::Stored { moves, .. } => *moves,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Session {
    pub id: String,
    pub name: String,
    pub seats: Vec<SeatSetup>,
    pub seed: u64,
    pub created_ms: u64,
    pub state: GameState,
    pub origin: Origin,
    pub log: Vec<LogEntry>,
    /// The human seat holding the device in pass-and-play (its secrets may be on screen).
    pub holder: Option<Seat>,
    /// Bumped on every change; a bot answer computed for an older generation is discarded.
    pub generation: u64,
}

/// What a bot needs to decide, and nothing more: the seat's information set.
pub struct BotJob {
    pub seat: Seat,
    pub level: BotLevel,
    pub info: InfoSet,
    pub legal: Vec<Choice>,
    pub seed: u64,
    pub generation: u64,
}

impl Session {
    pub fn new(
        id: String,
        name: String,
        setup: &GameSetup,
        seed: u64,
        now_ms: u64,
    ) -> AppResult<Self> {
        let config = Config {
            players: setup.seats.len() as u8,
        };
        let (state, events) =
            GameState::start(config, seed).map_err(|e| AppError::InvalidSetup {
                message: e.to_string(),
            })?;
        let mut s = Session {
            id,
            name,
            seats: setup.seats.clone(),
            seed,
            created_ms: now_ms,
            state,
            origin: Origin::Setup { events },
            log: Vec::new(),
            holder: None,
            generation: 0,
        };
        s.settle_holder();
        Ok(s)
    }

    /// Continues a game from a stored position (`moves` moves in), when its moves no longer
    /// replay: the log starts empty there.
    pub fn from_stored(
        id: String,
        name: String,
        seats: Vec<SeatSetup>,
        seed: u64,
        created_ms: u64,
        state: GameState,
        moves: u32,
    ) -> AppResult<Self> {
        if state.players() as usize != seats.len() {
            return Err(AppError::corrupt("its position does not match its seats"));
        }
        let mut s = Session {
            id,
            name,
            seats,
            seed,
            created_ms,
            state: state.clone(),
            origin: Origin::Stored {
                state: Box::new(state),
                moves,
            },
            log: Vec::new(),
            holder: None,
            generation: 0,
        };
        s.settle_holder();
        Ok(s)
    }

    /// Applies `choices` after the session's origin, checking every one.
    pub fn replay_log(&mut self, choices: &[Choice]) -> AppResult<()> {
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

    /// Rebuilds a game from its seed and choices (a save), checking every choice.
    pub fn replay(
        id: String,
        name: String,
        seats: Vec<SeatSetup>,
        seed: u64,
        created_ms: u64,
        choices: &[Choice],
    ) -> AppResult<Self> {
        let setup = GameSetup { seats, seed: None };
        let mut s = Session::new(id, name, &setup, seed, created_ms)?;
        s.replay_log(choices)?;
        Ok(s)
    }

    pub fn humans(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| s.controller == Controller::Human)
            .count()
    }

    pub fn controller(&self, seat: Seat) -> Option<Controller> {
        self.seats.get(seat as usize).map(|s| s.controller)
    }

    pub fn decider(&self) -> Option<Seat> {
        self.state.decider().seat()
    }

    /// Applies a choice for `seat`, which must be the human seat deciding now and holding the
    /// device. An illegal choice leaves everything unchanged.
    pub fn apply_human(&mut self, seat: Seat, choice: &Choice) -> AppResult<Vec<Event>> {
        if self.decider() != Some(seat)
            || self.controller(seat) != Some(Controller::Human)
            || self.holder != Some(seat)
        {
            return Err(AppError::NotYourTurn {
                message: "It is not this seat's decision now.".into(),
            });
        }
        let events = self.record(choice)?;
        self.settle_holder();
        Ok(events)
    }

    /// Applies a bot's answer, if the game has not changed since the bot was asked.
    pub fn apply_bot(&mut self, generation: u64, choice: &Choice) -> AppResult<Vec<Event>> {
        if generation != self.generation {
            return Err(AppError::BotUnavailable {
                message: "The game changed while the bot was thinking.".into(),
            });
        }
        let events = self.record(choice)?;
        self.settle_holder();
        Ok(events)
    }

    fn record(&mut self, choice: &Choice) -> AppResult<Vec<Event>> {
        let seat = self.decider().ok_or_else(|| AppError::IllegalChoice {
            message: "The game is over.".into(),
        })?;
        let before = self.state.hidden_stamp();
        let events = self.state.apply(choice).map_err(|_| AppError::illegal())?;
        let new_turn = events.iter().any(|e| {
            matches!(
                e,
                Event::TurnStarted { .. } | Event::PartStarted { .. } | Event::DayStarted { .. }
            )
        });
        let undoable =
            !new_turn && self.state.hidden_stamp() == before && self.decider() == Some(seat);
        self.log.push(LogEntry {
            choice: *choice,
            seat,
            undoable,
            events: events.clone(),
        });
        self.generation += 1;
        Ok(events)
    }

    /// Whether `seat` may take back its last choice now.
    pub fn can_undo(&self, seat: Seat) -> bool {
        self.controller(seat) == Some(Controller::Human)
            && self.decider() == Some(seat)
            && self.holder == Some(seat)
            && self
                .log
                .last()
                .is_some_and(|e| e.undoable && e.seat == seat)
    }

    /// Takes back `seat`'s last choice by replaying the log without it from its origin.
    pub fn undo(&mut self, seat: Seat) -> AppResult<()> {
        if !self.can_undo(seat) {
            return Err(AppError::CannotUndo {
                message: "That can't be undone: only your own moves this turn that revealed \
                          nothing new can be taken back."
                    .into(),
            });
        }
        let choices: Vec<Choice> = self.log[..self.log.len() - 1]
            .iter()
            .map(|e| e.choice)
            .collect();
        let mut replayed = self.clone();
        replayed.state = match &self.origin {
            Origin::Setup { .. } => GameState::new(self.state.config, self.seed)
                .map_err(|e| AppError::corrupt(e.to_string()))?,
            Origin::Stored { state, .. } => (**state).clone(),
        };
        replayed.log.clear();
        replayed.replay_log(&choices)?;
        replayed.holder = self.holder;
        replayed.generation = self.generation + 1;
        *self = replayed;
        Ok(())
    }

    /// Hands the device to the deciding human seat when no other human could see its screen
    /// (one human at the table), or keeps it with the seat already holding it.
    fn settle_holder(&mut self) {
        if self.humans() == 1 {
            self.holder = self
                .seats
                .iter()
                .position(|s| s.controller == Controller::Human)
                .map(|s| s as Seat);
        }
    }

    /// The deciding human seat takes the device (after the hand-off screen).
    pub fn take_seat(&mut self, seat: Seat) -> AppResult<()> {
        if self.decider() != Some(seat) || self.controller(seat) != Some(Controller::Human) {
            return Err(AppError::NotYourTurn {
                message: "Only the seat whose decision it is can take the device.".into(),
            });
        }
        self.holder = Some(seat);
        Ok(())
    }

    /// The pending bot decision, if a bot decides now.
    pub fn bot_job(&self) -> AppResult<BotJob> {
        let unavailable = |m: &str| AppError::BotUnavailable { message: m.into() };
        let seat = self
            .decider()
            .ok_or_else(|| unavailable("The game is over."))?;
        let Some(Controller::Bot { level }) = self.controller(seat) else {
            return Err(unavailable("A human seat decides now."));
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

    /// Whose eyes are on the screen: the holder while they decide or while bots play, else
    /// nobody (the table view) so no private thing shows during a hand-off.
    pub fn viewer(&self) -> Option<Seat> {
        let holder = self.holder?;
        match self.decider() {
            Some(d) if d == holder => Some(holder),
            Some(d) if self.controller(d) == Some(Controller::Human) => None,
            _ if self.humans() == 1 => Some(holder),
            _ => None,
        }
    }

    pub fn summary(&self) -> GameSummary {
        GameSummary {
            id: self.id.clone(),
            name: self.name.clone(),
            seats: self.seats.clone(),
            seed: self.seed.to_string(),
            day: self.state.day,
            part: self.state.part,
            moves: self.moves(),
            finished: self.decider().is_none(),
            rules_version: RULES_VERSION,
        }
    }

    /// What the screen shows now, with `events` filtered for whoever is looking.
    pub fn snapshot(&self, events: &[Event]) -> GameSnapshot {
        let viewer = self.viewer();
        let view = viewer
            .and_then(|s| self.state.view(s).ok())
            .unwrap_or_else(|| self.state.table_view());
        let prompt = self.state.prompt();
        let decision = if let Some(result) = self.state.result() {
            Decision::GameOver { result }
        } else {
            // Somebody decides whenever the game is not over.
            let seat = self.decider().unwrap_or(0);
            match self.controller(seat) {
                Some(Controller::Bot { level }) => Decision::Bot {
                    seat,
                    level,
                    prompt,
                },
                _ if viewer == Some(seat) => {
                    let mut choices = Vec::new();
                    self.state.legal_choices(&mut choices);
                    let costs = choices.iter().map(|c| self.state.money_cost(c)).collect();
                    let mut unavailable = Vec::new();
                    self.state.why_not(&mut unavailable);
                    Decision::Human {
                        seat,
                        prompt,
                        choices,
                        costs,
                        can_undo: self.can_undo(seat),
                        unavailable,
                    }
                }
                _ => Decision::PassTo { seat, prompt },
            }
        };
        GameSnapshot {
            game: self.summary(),
            viewer,
            view,
            decision,
            events: events.iter().map(|e| e.seen_by(viewer)).collect(),
            recent: self.recent_lines(viewer, RECENT_LINES),
            earlier_moves: self.origin.moves(),
        }
    }
}
