//! What the app holds between commands: the open game and the saves folder.

use std::sync::{Mutex, MutexGuard};

use tauri::{AppHandle, Runtime};

use app_core::error::{AppError, AppResult};
use app_core::saves::SaveDir;
use app_core::table::Table;

use crate::store::write_save;

/// The open game (of any game, with its bots between their decisions) and the generation of
/// its last save.
pub struct OpenGame {
    pub table: Box<dyn Table>,
    pub saved: u64,
}

impl OpenGame {
    /// Writes the next save generation. Called after every applied choice.
    pub fn autosave<R: Runtime>(&mut self, app: &AppHandle<R>, saves: &SaveDir) -> AppResult<()> {
        let record = self.table.record(self.saved + 1, now_ms());
        write_save(app, saves, &record)?;
        self.saved += 1;
        Ok(())
    }
}

pub struct AppState {
    game: Mutex<Option<OpenGame>>,
    pub saves: SaveDir,
}

impl AppState {
    pub fn new(saves: SaveDir) -> Self {
        AppState {
            game: Mutex::new(None),
            saves,
        }
    }

    /// The open game slot. A panic elsewhere never locks players out of their game.
    pub fn slot(&self) -> MutexGuard<'_, Option<OpenGame>> {
        self.game.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Runs `f` on the open game.
    pub fn with_game<T>(&self, f: impl FnOnce(&mut OpenGame) -> AppResult<T>) -> AppResult<T> {
        let mut slot = self.slot();
        let game = slot.as_mut().ok_or_else(AppError::no_game)?;
        f(game)
    }
}

pub fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}
