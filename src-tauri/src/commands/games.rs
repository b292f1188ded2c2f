//! Games: the catalogues, start one, see the current decision, choose, hand the device over,
//! undo, close. The same commands for every game: payloads name their game.

use tabletop::Seat;
use tauri::{AppHandle, Runtime, State};

use crate::state::{AppState, OpenGame, now_ms};
use app_core::error::{AppError, AppResult};
use app_core::game::GameKind;
use app_core::games::{AnyCatalog, AnyChoice, AnyMark, Naming, NewGame};
use app_core::payload::{TableLog, TableSnapshot};
use app_core::saves::SaveEntry;
use app_core::setup::{SeatSetup, seed_from_text};

/// A game's printed components and measured numbers, for drawing, help and setup.
#[tauri::command]
#[specta::specta]
pub fn catalog(game: GameKind) -> AnyCatalog {
    app_core::games::catalog(game)
}

/// Starts a new game (and its save) from a setup; the previous game stays saved.
#[tauri::command]
#[specta::specta]
pub async fn new_game<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, AppState>,
    setup: NewGame,
) -> AppResult<TableSnapshot> {
    let now = now_ms();
    // Two games of the same players get different names ("..., 2"): the list tells them apart.
    let taken: Vec<String> = state
        .saves
        .list()
        .into_iter()
        .filter_map(|e| match e {
            SaveEntry::Ready { save } => Some(save.name),
            SaveEntry::Damaged { .. } => None,
        })
        .collect();
    let table = app_core::games::start(&setup, now, |seats, text| {
        let seed = text.map_or_else(|| fresh_seed(now), seed_from_text);
        Naming {
            id: format!("g{now:x}-{:04x}", seed & 0xffff),
            name: unique_name(&default_name(seats), &taken),
            seed,
        }
    })?;
    let mut game = OpenGame { table, saved: 0 };
    game.autosave(&app, &state.saves)?;
    let snapshot = game.table.snapshot();
    *state.slot() = Some(game);
    Ok(snapshot)
}

/// The open game as the screen shows it now, if a game is open.
#[tauri::command]
#[specta::specta]
pub async fn current_game(state: State<'_, AppState>) -> AppResult<Option<TableSnapshot>> {
    Ok(state.slot().as_ref().map(|g| g.table.snapshot()))
}

/// Applies `choice` for the person answering for `seat` now. Refused choices change nothing.
#[tauri::command]
#[specta::specta]
pub async fn choose<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, AppState>,
    seat: Seat,
    choice: AnyChoice,
) -> AppResult<TableSnapshot> {
    state.with_game(|game| {
        let snapshot = game.table.choose(seat, choice)?;
        game.autosave(&app, &state.saves)?;
        Ok(snapshot)
    })
}

/// The open game's log, as whoever holds the device may see it.
#[tauri::command]
#[specta::specta]
pub async fn game_log(state: State<'_, AppState>) -> AppResult<TableLog> {
    state.with_game(|game| Ok(game.table.log()))
}

/// The open game's chart over the game so far (its marks, oldest first), for the end screen.
#[tauri::command]
#[specta::specta]
pub async fn game_chart(state: State<'_, AppState>) -> AppResult<Vec<AnyMark>> {
    state.with_game(|game| game.table.chart())
}

/// Pass-and-play: the person whose decision it is takes the device and sees their own cards.
#[tauri::command]
#[specta::specta]
pub async fn take_seat(state: State<'_, AppState>, seat: Seat) -> AppResult<TableSnapshot> {
    state.with_game(|game| game.table.take_seat(seat))
}

/// Takes back the last choice of `seat`'s person, if it revealed nothing and began no new turn.
#[tauri::command]
#[specta::specta]
pub async fn undo<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, AppState>,
    seat: Seat,
) -> AppResult<TableSnapshot> {
    state.with_game(|game| {
        let snapshot = game.table.undo(seat)?;
        game.autosave(&app, &state.saves)?;
        Ok(snapshot)
    })
}

/// Closes the open game (it stays saved); a bot still thinking is cancelled.
#[tauri::command]
#[specta::specta]
pub async fn close_game(state: State<'_, AppState>) -> AppResult<()> {
    match state.slot().take() {
        Some(_) => Ok(()),
        None => Err(AppError::no_game()),
    }
}

/// `base`, or `base 2`, `base 3`, ... : the first not among `taken`.
fn unique_name(base: &str, taken: &[String]) -> String {
    // Names differ in any case, as a rename requires.
    let free = |n: &String| !taken.iter().any(|t| t.to_lowercase() == n.to_lowercase());
    std::iter::once(base.to_owned())
        .chain((2..).map(|k| format!("{base} {k}")))
        .find(free)
        .unwrap_or_else(|| base.to_owned())
}

/// The players' names, each once (one person may play several seats).
fn default_name(seats: &[SeatSetup]) -> String {
    let mut names: Vec<&str> = Vec::new();
    for s in seats {
        if !names.iter().any(|n| n.eq_ignore_ascii_case(&s.name)) {
            names.push(&s.name);
        }
    }
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} & {last}", rest.join(", ")),
        _ => names.join(""),
    }
}

/// A seed for a game started without one: the clock, mixed (SplitMix64).
fn fresh_seed(now: u64) -> u64 {
    let mut z = now.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::{default_name, unique_name};
    use app_core::setup::{Controller, SeatColor, SeatSetup};

    #[test]
    fn a_new_games_name_is_not_one_already_saved() {
        let taken = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        assert_eq!(unique_name("Ann & Bo", &taken(&[])), "Ann & Bo");
        assert_eq!(unique_name("Ann & Bo", &taken(&["Ann & Bo"])), "Ann & Bo 2");
        assert_eq!(
            unique_name("Ann & Bo", &taken(&["Ann & Bo", "Ann & Bo 2", "x"])),
            "Ann & Bo 3"
        );
    }

    #[test]
    fn a_person_playing_two_seats_is_named_once() {
        let seat = |name: &str, color| SeatSetup {
            name: name.into(),
            color,
            controller: Controller::Human,
        };
        let seats = [
            seat("Ann", SeatColor::Blue),
            seat("ann", SeatColor::Red),
            seat("Bo", SeatColor::Green),
        ];
        assert_eq!(default_name(&seats), "Ann & Bo");
    }
}
