//! Writes saves through tauri-plugin-store. The plugin's write truncates in place, so the
//! save format (`app_core::saves`) keeps two generations per game and this writes over the
//! older one: a crash mid-write can only damage the file being written.

use app_core::saves::{SaveDir, SaveRecord, encode};
use app_core::{AppError, AppResult};
use tauri::{AppHandle, Runtime};
use tauri_plugin_store::StoreBuilder;

pub fn write_save<R: Runtime>(
    app: &AppHandle<R>,
    saves: &SaveDir,
    record: &SaveRecord,
) -> AppResult<()> {
    let path = saves.file_for(record)?;
    let encoded = encode(record)?;
    let store = StoreBuilder::new(app, path)
        .create_new()
        .disable_auto_save()
        .build()
        .map_err(AppError::storage)?;
    for (key, value) in encoded.entries() {
        store.set(key, value);
    }
    let saved = store.save().map_err(AppError::storage);
    store.close_resource();
    saved
}
