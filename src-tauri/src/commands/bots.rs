//! Bots: the pending bot decision runs on a blocking worker, never on the UI thread.

use tauri::{AppHandle, Runtime, State};
use tauri_specta::Event as _;

use crate::events::BotThinking;
use crate::state::AppState;
use app_core::error::{AppError, AppResult};
use app_core::payload::{Hint, TableSnapshot};

/// Lets the bot whose decision it is choose, then applies its choice. If the game is closed,
/// undone or replaced meanwhile, the answer is discarded (cancellation) and an error returned.
#[tauri::command]
#[specta::specta]
pub async fn play_bot<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, AppState>,
) -> AppResult<TableSnapshot> {
    let (work, id) = state.with_game(|g| Ok((g.table.bot_work()?, g.table.id().to_owned())))?;
    let (seat, level) = (work.seat, work.level);
    let thinking = |on: bool| {
        // A missing listener is not an error: the UI may be reloading.
        let _ = BotThinking {
            seat,
            level,
            thinking: on,
        }
        .emit(&app);
    };
    thinking(true);
    // The seat's bot is kept between its decisions, so a search reuses its tree.
    let answer = tauri::async_runtime::spawn_blocking(move || work.think()).await;
    thinking(false);
    let answer = answer.map_err(|e| AppError::BotUnavailable {
        message: format!("The bot stopped unexpectedly: {e}"),
    })?;
    state.with_game(|game| {
        if game.table.id() != id {
            return Err(AppError::BotUnavailable {
                message: "The game was closed while the bot was thinking.".into(),
            });
        }
        let snapshot = game.table.apply_bot(answer)?;
        game.autosave(&app, &state.saves)?;
        Ok(snapshot)
    })
}

/// "What would the Hard bot do?" for the person deciding now: searched from that seat's
/// information set on a blocking worker. The game is not changed.
#[tauri::command]
#[specta::specta]
pub async fn hint(state: State<'_, AppState>) -> AppResult<Hint> {
    let work = state.with_game(|g| g.table.hint_work())?;
    tauri::async_runtime::spawn_blocking(work)
        .await
        .map_err(|e| AppError::BotUnavailable {
            message: format!("The hint stopped unexpectedly: {e}"),
        })
}
