//! Games: start one, see the current decision, choose, hand the device over, undo, close.

use escape_plan::{Catalog, Choice};
use tabletop::Seat;
use tauri::{AppHandle, Runtime, State};

use crate::state::{AppState, OpenGame, now_ms};
use app_core::error::{AppError, AppResult};
use app_core::log::GameLog;
use app_core::payload::GameSnapshot;
use app_core::saves::SaveEntry;
use app_core::session::Session;
use app_core::setup::{GameSetup, seed_from_text};

/// The printed components (tiles, Locations, cards, tracks) for drawing the game.
#[tauri::command]
#[specta::specta]
pub fn catalog() -> Catalog {
    escape_plan::catalog()
}

/// Starts a new game (and its save) from a setup; the previous game stays saved.
#[tauri::command]
#[specta::specta]
pub async fn new_game<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, AppState>,
    setup: GameSetup,
) -> AppResult<GameSnapshot> {
    let setup = setup.validated()?;
    let now = now_ms();
    let seed = match &setup.seed {
        Some(text) => seed_from_text(text),
        None => fresh_seed(now),
    };
    let id = format!("g{now:x}-{:04x}", seed & 0xffff);
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
    let name = unique_name(&default_name(&setup), &taken);
    let session = Session::new(id, name, &setup, seed, now)?;
    let mut game = OpenGame {
        session,
        saved: 0,
        bots: Default::default(),
    };
    game.autosave(&app, &state.saves)?;
    let snapshot = game.session.snapshot(&[]);
    *state.slot() = Some(game);
    Ok(snapshot)
}

/// The open game as the screen shows it now, if a game is open.
#[tauri::command]
#[specta::specta]
pub async fn current_game(state: State<'_, AppState>) -> AppResult<Option<GameSnapshot>> {
    Ok(state.slot().as_ref().map(|g| g.session.snapshot(&[])))
}

/// Applies `choice` for the human `seat` deciding now. Refused choices change nothing.
#[tauri::command]
#[specta::specta]
pub async fn choose<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, AppState>,
    seat: Seat,
    choice: Choice,
) -> AppResult<GameSnapshot> {
    state.with_game(|game| {
        let events = game.session.apply_human(seat, &choice)?;
        game.autosave(&app, &state.saves)?;
        Ok(game.session.snapshot(&events))
    })
}

/// The open game's log, as whoever holds the device may see it.
#[tauri::command]
#[specta::specta]
pub async fn game_log(state: State<'_, AppState>) -> AppResult<GameLog> {
    state.with_game(|game| Ok(game.session.log_for_viewer()))
}

/// Pass-and-play: the seat whose decision it is takes the device and sees its own board.
#[tauri::command]
#[specta::specta]
pub async fn take_seat(state: State<'_, AppState>, seat: Seat) -> AppResult<GameSnapshot> {
    state.with_game(|game| {
        game.session.take_seat(seat)?;
        Ok(game.session.snapshot(&[]))
    })
}

/// Takes back `seat`'s last choice, if it revealed nothing and began no new turn.
#[tauri::command]
#[specta::specta]
pub async fn undo<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, AppState>,
    seat: Seat,
) -> AppResult<GameSnapshot> {
    state.with_game(|game| {
        game.session.undo(seat)?;
        game.autosave(&app, &state.saves)?;
        Ok(game.session.snapshot(&[]))
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

fn default_name(setup: &GameSetup) -> String {
    let names: Vec<&str> = setup.seats.iter().map(|s| s.name.as_str()).collect();
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
    use super::unique_name;

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
}
