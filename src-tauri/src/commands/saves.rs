//! Saves: list, resume, rename, delete. Saving itself happens after every choice.

use tauri::{AppHandle, Runtime, State};

use crate::state::{AppState, OpenGame};
use app_core::error::{AppError, AppResult};
use app_core::payload::{ReplayFrame, TableSnapshot};
use app_core::saves::SaveEntry;
use app_core::setup::MAX_NAME;

/// Every saved game, most recently played first; damaged saves are listed as damaged.
#[tauri::command]
#[specta::specta]
pub async fn list_saves(state: State<'_, AppState>) -> AppResult<Vec<SaveEntry>> {
    Ok(state.saves.list())
}

/// Opens a saved game where it was left (replaying it and checking it).
#[tauri::command]
#[specta::specta]
pub async fn resume(state: State<'_, AppState>, id: String) -> AppResult<TableSnapshot> {
    let (table, saved) = state.saves.load(&id)?;
    let snapshot = table.snapshot();
    *state.slot() = Some(OpenGame { table, saved });
    Ok(snapshot)
}

#[tauri::command]
#[specta::specta]
pub async fn rename_save<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, AppState>,
    id: String,
    name: String,
) -> AppResult<()> {
    let name = name.trim().to_string();
    if name.is_empty() || name.chars().count() > MAX_NAME * 2 || name.chars().any(char::is_control)
    {
        return Err(AppError::InvalidName {
            message: format!("A game's name has 1 to {} letters.", MAX_NAME * 2),
        });
    }
    // Two saves never share a name (any case), so the list tells them apart.
    let taken = state.saves.list().iter().any(|e| match e {
        SaveEntry::Ready { save } => {
            save.id != id && save.name.trim().to_lowercase() == name.to_lowercase()
        }
        SaveEntry::Damaged { .. } => false,
    });
    if taken {
        return Err(AppError::NameTaken {
            message: format!("Another saved game is called {name:?}."),
        });
    }
    let mut slot = state.slot();
    if let Some(game) = slot.as_mut().filter(|g| g.table.id() == id) {
        game.table.rename(name);
        return game.autosave(&app, &state.saves);
    }
    drop(slot);
    let mut record = state.saves.read(&id)?;
    record.header.name = name;
    record.header.generation += 1;
    crate::store::write_save(&app, &state.saves, &record)
}

/// Deletes a saved game; deleting the open game closes it.
#[tauri::command]
#[specta::specta]
pub async fn delete_save(state: State<'_, AppState>, id: String) -> AppResult<()> {
    state.saves.delete(&id)?;
    let mut slot = state.slot();
    if slot.as_ref().is_some_and(|g| g.table.id() == id) {
        *slot = None;
    }
    Ok(())
}

/// A saved game after `step` moves, as the table sees it (replay; the game is not opened).
#[tauri::command]
#[specta::specta]
pub async fn replay(state: State<'_, AppState>, id: String, step: u32) -> AppResult<ReplayFrame> {
    let (table, _) = state.saves.load(&id)?;
    table.replay_frame(step)
}
