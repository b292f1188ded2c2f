//! Bots: the pending bot decision runs on a blocking worker, never on the UI thread.

use tauri::{AppHandle, Runtime, State};
use tauri_specta::Event as _;

use crate::events::BotThinking;
use crate::state::AppState;
use app_core::error::{AppError, AppResult};
use app_core::hint::Hint;
use app_core::payload::GameSnapshot;

/// Lets the bot whose decision it is choose, then applies its choice. If the game is closed,
/// undone or replaced meanwhile, the answer is discarded (cancellation) and an error returned.
#[tauri::command]
#[specta::specta]
pub async fn play_bot<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, AppState>,
) -> AppResult<GameSnapshot> {
    let (job, id, mut bot) = state.with_game(|g| {
        let job = g.session.bot_job()?;
        g.bots.sync(&g.session);
        let bot = g.bots.take(&job);
        Ok((job, g.session.id.clone(), bot))
    })?;
    let (seat, level, generation) = (job.seat, job.level, job.generation);
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
    let answer = tauri::async_runtime::spawn_blocking(move || {
        let choice = bot.choose(&job.info, &job.legal);
        (bot, choice)
    })
    .await;
    thinking(false);
    let (bot, choice) = answer.map_err(|e| AppError::BotUnavailable {
        message: format!("The bot stopped unexpectedly: {e}"),
    })?;
    state.with_game(|game| {
        if game.session.id != id {
            return Err(AppError::BotUnavailable {
                message: "The game was closed while the bot was thinking.".into(),
            });
        }
        let events = game.session.apply_bot(generation, &choice)?;
        game.bots.give_back(seat, bot);
        game.bots.sync(&game.session);
        game.autosave(&app, &state.saves)?;
        Ok(game.session.snapshot(&events))
    })
}

/// "What would the Hard bot do?" for the human seat deciding now: searched from that seat's
/// information set on a blocking worker. The game is not changed.
#[tauri::command]
#[specta::specta]
pub async fn hint(state: State<'_, AppState>) -> AppResult<Hint> {
    let job = state.with_game(|g| g.session.hint_job())?;
    tauri::async_runtime::spawn_blocking(move || job.think())
        .await
        .map_err(|e| AppError::BotUnavailable {
            message: format!("The hint stopped unexpectedly: {e}"),
        })
}
