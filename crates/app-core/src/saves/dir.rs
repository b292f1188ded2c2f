//! The saves folder: two files per game, `<id>.a.json` and `<id>.b.json`, written alternately.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use specta::Type;

use super::record::{SaveHeader, SaveRecord, check_id, decode, decode_header};
use crate::error::{AppError, AppResult};
use crate::game::GameKind;
use crate::games::{Progress, restore};
use crate::setup::SeatSetup;
use crate::table::Table;

const GENERATIONS: [&str; 2] = ["a", "b"];

/// A save as the saved-games list shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct SaveSummary {
    pub id: String,
    pub game: GameKind,
    pub name: String,
    pub seats: Vec<SeatSetup>,
    pub progress: Progress,
    pub finished: bool,
    pub moves: u32,
    /// Milliseconds since 1970 of the last choice.
    pub last_played_ms: f64,
}

/// A listed save that could not be read, so the player can see and delete it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "status")]
pub enum SaveEntry {
    Ready { save: SaveSummary },
    Damaged { id: String, error: AppError },
}

/// The saves folder: two files per game, `<id>.a.json` and `<id>.b.json`.
#[derive(Clone, Debug)]
pub struct SaveDir {
    dir: PathBuf,
}

impl SaveDir {
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        SaveDir { dir: dir.into() }
    }

    pub fn path(&self) -> &Path {
        &self.dir
    }

    fn file(&self, id: &str, generation: u64) -> PathBuf {
        self.dir.join(format!(
            "{id}.{}.json",
            GENERATIONS[(generation % 2) as usize]
        ))
    }

    /// Both files of a game, each decoded (or why not).
    fn read_both(&self, id: &str) -> Vec<AppResult<SaveRecord>> {
        (0..2u64)
            .filter_map(|g| match std::fs::read(self.file(id, g)) {
                Ok(bytes) => Some(decode(&bytes)),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
                Err(e) => Some(Err(AppError::storage(e))),
            })
            .collect()
    }

    /// The newest good record of a game.
    pub fn read(&self, id: &str) -> AppResult<SaveRecord> {
        check_id(id)?;
        let both = self.read_both(id);
        let newest = both
            .iter()
            .filter_map(|r| r.as_ref().ok())
            .filter(|r| r.header.id == id)
            .max_by_key(|r| r.header.generation);
        if let Some(r) = newest {
            return Ok(r.clone());
        }
        match both.into_iter().find_map(Result::err) {
            Some(e) => Err(e),
            None => Err(AppError::SaveNotFound {
                message: "There is no save with that name.".into(),
            }),
        }
    }

    /// Loads a game: the newest good file that also replays; else the older one.
    pub fn load(&self, id: &str) -> AppResult<(Box<dyn Table>, u64)> {
        self.load_record(id).map(|(s, r)| (s, r.header.generation))
    }

    /// Like [`SaveDir::load`], with the record it loaded.
    pub fn load_record(&self, id: &str) -> AppResult<(Box<dyn Table>, SaveRecord)> {
        check_id(id)?;
        // Read once: the records that decode, and why the others did not.
        let (good, bad): (Vec<_>, Vec<_>) = self.read_both(id).into_iter().partition(Result::is_ok);
        let mut records: Vec<SaveRecord> = good
            .into_iter()
            .filter_map(Result::ok)
            .filter(|r| r.header.id == id)
            .collect();
        records.sort_by_key(|r| std::cmp::Reverse(r.header.generation));
        let mut first_error = None;
        for r in &records {
            match restore(r) {
                Ok(s) => return Ok((s, r.clone())),
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        Err(first_error
            .or_else(|| bad.into_iter().find_map(Result::err))
            .unwrap_or_else(|| AppError::SaveNotFound {
                message: "There is no save with that name.".into(),
            }))
    }

    /// The file generation `generation` of a game is written to (the older of its two).
    pub fn file_for(&self, record: &SaveRecord) -> AppResult<PathBuf> {
        check_id(&record.header.id)?;
        Ok(self.file(&record.header.id, record.header.generation))
    }

    pub fn delete(&self, id: &str) -> AppResult<()> {
        check_id(id)?;
        let mut found = false;
        for g in 0..2 {
            match std::fs::remove_file(self.file(id, g)) {
                Ok(()) => found = true,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(AppError::storage(e)),
            }
        }
        if found {
            Ok(())
        } else {
            Err(AppError::SaveNotFound {
                message: "There is no save with that name.".into(),
            })
        }
    }

    /// The newest header of a game that checks out (reading neither log nor position).
    pub fn header(&self, id: &str) -> AppResult<SaveHeader> {
        check_id(id)?;
        let mut first_error = None;
        let mut newest: Option<SaveHeader> = None;
        for g in 0..2u64 {
            match std::fs::read(self.file(id, g)) {
                Ok(bytes) => match decode_header(&bytes) {
                    Ok(h) if h.id == id => {
                        if newest.as_ref().is_none_or(|n| h.generation > n.generation) {
                            newest = Some(h);
                        }
                    }
                    Ok(_) => {}
                    Err(e) => {
                        first_error.get_or_insert(e);
                    }
                },
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => {
                    first_error.get_or_insert(AppError::storage(e));
                }
            }
        }
        newest.ok_or_else(|| {
            first_error.unwrap_or_else(|| AppError::SaveNotFound {
                message: "There is no save with that name.".into(),
            })
        })
    }

    /// Every game in the folder, newest first, from their headers alone (a save is fully
    /// checked when it is resumed); damaged ones are listed as such.
    pub fn list(&self) -> Vec<SaveEntry> {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut ids: Vec<String> = entries
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                let name = e.file_name().into_string().ok()?;
                let id = name
                    .strip_suffix(".a.json")
                    .or_else(|| name.strip_suffix(".b.json"))?;
                check_id(id).ok().map(|()| id.to_string())
            })
            .collect();
        ids.sort();
        ids.dedup();
        let mut list: Vec<SaveEntry> = ids
            .into_iter()
            .map(|id| match self.header(&id).and_then(|h| summary(&h)) {
                Ok(save) => SaveEntry::Ready { save },
                Err(error) => SaveEntry::Damaged { id, error },
            })
            .collect();
        list.sort_by(|a, b| last_played(b).total_cmp(&last_played(a)));
        list
    }
}

fn last_played(e: &SaveEntry) -> f64 {
    match e {
        SaveEntry::Ready { save } => save.last_played_ms,
        SaveEntry::Damaged { .. } => 0.0,
    }
}

pub fn summary(h: &SaveHeader) -> AppResult<SaveSummary> {
    let game = GameKind::from_key(&h.game).ok_or_else(|| AppError::ForeignSave {
        message: "This save belongs to a game this app does not have.".into(),
    })?;
    Ok(SaveSummary {
        id: h.id.clone(),
        game,
        name: h.name.clone(),
        seats: h.seats.clone(),
        progress: h.progress,
        finished: h.finished,
        moves: h.moves,
        last_played_ms: h.updated_ms as f64,
    })
}
