//! Escape Plan in the app: its setup, its adapter to the shell, and its part of a snapshot.

use bots::{Bot, Level, escape_plan_bot, motive};
use escape_plan::{Choice, Config, Event, GameResult, GameState, Prompt, SeatView, WhyNot};
use serde::{Deserialize, Serialize};
use specta::Type;
use tabletop::Seat;

use crate::error::{AppError, AppResult};
use crate::game::{GameKind, TableGame};
use crate::games::{AnyChoice, AnyEvent, AnyMotive, AnyTable, Progress};
use crate::setup::{SeatSetup, checked_seats, checked_seed};

/// A new Escape Plan game as the setup screen sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
pub struct EscapePlanSetup {
    pub seats: Vec<SeatSetup>,
    /// Any text; the same seed and the same choices give the same game. Random when absent.
    pub seed: Option<String>,
}

/// An Escape Plan snapshot's own part.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct EscapePlanTable {
    pub view: SeatView,
    pub prompt: Prompt,
    /// The money each of the asked seat's choices spends, in their order.
    pub costs: Vec<u16>,
    /// What the asked seat may want now but cannot choose, each with the rule's reason.
    pub unavailable: Vec<WhyNot>,
    /// Every pad and Escape Plan card, revealed once the game is over.
    pub result: Option<GameResult>,
}

/// The seats, config and seed text of a setup, checked: 2 to 5 seats, one name each (every
/// person is one seat), one colour each.
pub fn validated(setup: &EscapePlanSetup) -> AppResult<(Vec<SeatSetup>, Config, Option<String>)> {
    if !(2..=5).contains(&setup.seats.len()) {
        return Err(AppError::InvalidSetup {
            message: format!(
                "Escape Plan takes 2 to 5 players, not {}.",
                setup.seats.len()
            ),
        });
    }
    let seats = checked_seats(&setup.seats)?;
    for (i, s) in seats.iter().enumerate() {
        let name = s.name.to_lowercase();
        if seats[..i].iter().any(|o| o.name.to_lowercase() == name) {
            return Err(AppError::InvalidSetup {
                message: format!("Two players are called {:?}: each needs a name.", s.name),
            });
        }
    }
    let config = Config {
        players: seats.len() as u8,
    };
    Ok((seats, config, checked_seed(&setup.seed)?))
}

impl TableGame for GameState {
    const KIND: GameKind = GameKind::EscapePlan;
    const RULES_VERSION: u32 = escape_plan::RULES_VERSION;

    fn start(config: &Config, seed: u64) -> AppResult<(Self, Vec<Event>)> {
        GameState::start(*config, seed).map_err(|e| AppError::InvalidSetup {
            message: e.to_string(),
        })
    }
    fn config(&self) -> Config {
        self.config
    }
    fn is_sound(&self, seats: usize) -> bool {
        escape_plan::invariants::check(self).is_ok() && self.players() as usize == seats
    }
    fn hidden_stamp(&self) -> u64 {
        GameState::hidden_stamp(self)
    }
    fn begins_turn(e: &Event) -> bool {
        matches!(
            e,
            Event::TurnStarted { .. } | Event::PartStarted { .. } | Event::DayStarted { .. }
        )
    }
    fn event_for(&self, e: &Event, own: &dyn Fn(Seat) -> bool) -> Event {
        // Each person plays one seat: the seat whose secrets the viewer may see.
        e.seen_by((0..self.players()).find(|&s| own(s)))
    }
    fn view_for(&self, seat: Seat, _own: &dyn Fn(Seat) -> bool) -> SeatView {
        self.view(seat).unwrap_or_else(|_| self.table_view())
    }
    fn table_view(&self) -> SeatView {
        GameState::table_view(self)
    }
    fn progress(&self) -> Progress {
        Progress::EscapePlan {
            day: self.day,
            part: self.part,
        }
    }
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        escape_plan_bot(level, seed)
    }
    fn table(&self, view: SeatView, asked: Option<Seat>) -> AnyTable {
        let (mut costs, mut unavailable) = (Vec::new(), Vec::new());
        if asked.is_some() {
            let mut choices = Vec::new();
            self.legal_choices(&mut choices);
            costs = choices.iter().map(|c| self.money_cost(c)).collect();
            self.why_not(&mut unavailable);
        }
        AnyTable::EscapePlan(EscapePlanTable {
            view,
            prompt: self.prompt(),
            costs,
            unavailable,
            result: self.result(),
        })
    }
    fn wrap_choice(c: Choice) -> AnyChoice {
        AnyChoice::EscapePlan(c)
    }
    fn unwrap_choice(c: AnyChoice) -> Option<Choice> {
        match c {
            AnyChoice::EscapePlan(c) => Some(c),
            _ => None,
        }
    }
    fn wrap_event(e: Event) -> AnyEvent {
        AnyEvent::EscapePlan(e)
    }
    fn motive(info: &escape_plan::InfoSet, c: &Choice) -> Option<AnyMotive> {
        motive(info, c).map(AnyMotive::EscapePlan)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::{Controller, SeatColor};

    fn seat(name: &str, color: SeatColor) -> SeatSetup {
        SeatSetup {
            name: name.into(),
            color,
            controller: Controller::Human,
        }
    }

    fn setup(seats: Vec<SeatSetup>, seed: Option<&str>) -> EscapePlanSetup {
        EscapePlanSetup {
            seats,
            seed: seed.map(String::from),
        }
    }

    #[test]
    fn setups_outside_the_rules_are_refused() {
        let one = setup(vec![seat("Ruby", SeatColor::Red)], None);
        assert!(matches!(
            validated(&one),
            Err(AppError::InvalidSetup { .. })
        ));
        let same_colour = setup(
            vec![seat("Ruby", SeatColor::Red), seat("Max", SeatColor::Red)],
            None,
        );
        assert!(validated(&same_colour).is_err());
        let blank = setup(
            vec![seat("  ", SeatColor::Red), seat("Max", SeatColor::Blue)],
            None,
        );
        assert!(validated(&blank).is_err());
        // In Escape Plan every player is a seat of their own: two of one name are refused.
        let twins = setup(
            vec![seat("Ruby", SeatColor::Red), seat("ruby ", SeatColor::Blue)],
            None,
        );
        assert!(validated(&twins).is_err());
        let ok = setup(
            vec![seat(" Ruby ", SeatColor::Red), seat("Max", SeatColor::Blue)],
            Some("  "),
        );
        let (seats, config, seed) = validated(&ok).expect("a valid setup");
        assert_eq!(seats[0].name, "Ruby");
        assert_eq!(config.players, 2);
        assert_eq!(seed, None);
    }
}
