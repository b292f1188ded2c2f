//! Saves that survive anything. A save is format version + rules version + setup + seed + the
//! choice log + a hash of the resulting state; loading replays the log and checks the hash.
//!
//! The app writes through tauri-plugin-store, which uses a plain truncating write, so a crash mid-write can leave a
//! truncated file. Each game therefore has two files, written alternately with a generation
//! number and a SHA-256 of the save text: the loader takes the newest file that checks out, so a
//! crash during a save loses at most that one save, never the one before it.

use std::path::{Path, PathBuf};

use escape_plan::{Choice, GameState, Part, RULES_VERSION};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use specta::Type;

use crate::error::{AppError, AppResult};
use crate::session::Session;
use crate::setup::{SeatSetup, seed_from_text};

/// Bump when the save layout changes; older layouts are migrated in [`migrate`] or refused.
pub const SAVE_FORMAT: u32 = 1;
pub const GAME: &str = "escape-plan";
const GENERATIONS: [&str; 2] = ["a", "b"];

/// One save as written to disk (inside the store file, as text under the key `save`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveRecord {
    pub game: String,
    pub format: u32,
    pub rules_version: u32,
    pub generation: u64,
    pub id: String,
    pub name: String,
    pub seats: Vec<SeatSetup>,
    pub seed: String,
    pub created_ms: u64,
    pub updated_ms: u64,
    pub day: u8,
    pub part: Part,
    pub finished: bool,
    pub choices: Vec<Choice>,
    /// SHA-256 of the state the choices replay to.
    pub state_hash: String,
}

/// A save as the saved-games list shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct SaveSummary {
    pub id: String,
    /// Which game it is (`escape-plan`; Brook City will share the list).
    pub game: String,
    pub name: String,
    pub seats: Vec<SeatSetup>,
    pub day: u8,
    pub part: Part,
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

pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The store entries of a save file: the save text and its checksum.
pub fn encode(record: &SaveRecord) -> AppResult<(String, String)> {
    let text = serde_json::to_string(record).map_err(AppError::storage)?;
    let sum = sha256_hex(text.as_bytes());
    Ok((text, sum))
}

pub fn state_hash(state: &GameState) -> String {
    // Serialising a state cannot fail (plain data); an empty hash would never match.
    sha256_hex(&serde_json::to_vec(state).unwrap_or_default())
}

/// Save ids are made by the app; anything else (paths, dots, spaces) is refused.
pub fn check_id(id: &str) -> AppResult<()> {
    let ok = !id.is_empty()
        && id.len() <= 48
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if ok {
        Ok(())
    } else {
        Err(AppError::SaveNotFound {
            message: "There is no save with that name.".into(),
        })
    }
}

pub fn record_of(session: &Session, generation: u64, now_ms: u64) -> SaveRecord {
    SaveRecord {
        game: GAME.into(),
        format: SAVE_FORMAT,
        rules_version: RULES_VERSION,
        generation,
        id: session.id.clone(),
        name: session.name.clone(),
        seats: session.seats.clone(),
        seed: session.seed.to_string(),
        created_ms: session.created_ms,
        updated_ms: now_ms,
        day: session.state.day,
        part: session.state.part,
        finished: session.decider().is_none(),
        choices: session.log.iter().map(|e| e.choice).collect(),
        state_hash: state_hash(&session.state),
    }
}

/// Checks a save file's bytes and returns its record.
pub fn decode(bytes: &[u8]) -> AppResult<SaveRecord> {
    if bytes.is_empty() {
        return Err(AppError::corrupt("the file is empty"));
    }
    let map: serde_json::Map<String, serde_json::Value> = serde_json::from_slice(bytes)
        .map_err(|_| AppError::corrupt("the file is cut short or garbled"))?;
    let (Some(text), Some(sum)) = (
        map.get("save").and_then(|v| v.as_str()),
        map.get("sha256").and_then(|v| v.as_str()),
    ) else {
        return Err(AppError::ForeignSave {
            message: "This file is not an Escape Plan save.".into(),
        });
    };
    if sha256_hex(text.as_bytes()) != sum {
        return Err(AppError::corrupt("its checksum does not match"));
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|_| AppError::corrupt("its contents are garbled"))?;
    if value.get("game").and_then(|g| g.as_str()) != Some(GAME) {
        return Err(AppError::ForeignSave {
            message: "This save belongs to another game.".into(),
        });
    }
    let format = value.get("format").and_then(|f| f.as_u64()).unwrap_or(0);
    let value = migrate(format, value)?;
    let record: SaveRecord =
        serde_json::from_value(value).map_err(|_| AppError::corrupt("its contents are garbled"))?;
    if record.rules_version > RULES_VERSION {
        return Err(AppError::NewerSave {
            message: "This game was saved by a newer version of Escape Plan: update the app to \
                      continue it."
                .into(),
        });
    }
    if record.rules_version < RULES_VERSION {
        return Err(AppError::OutdatedSave {
            message: format!(
                "This game was saved with older rules (version {}); its moves would play out \
                 differently now, so it cannot be continued.",
                record.rules_version
            ),
        });
    }
    Ok(record)
}

/// Brings an older save layout up to [`SAVE_FORMAT`], or refuses it with the reason.
fn migrate(format: u64, value: serde_json::Value) -> AppResult<serde_json::Value> {
    match format {
        f if f == SAVE_FORMAT as u64 => Ok(value),
        f if f > SAVE_FORMAT as u64 => Err(AppError::NewerSave {
            message: format!(
                "This save uses format {f}, made by a newer version of Escape Plan: update the \
                 app to open it."
            ),
        }),
        // Format 1 is the first: an older number was never written by any release.
        f => Err(AppError::OutdatedSave {
            message: format!("This save uses format {f}, which no release of Escape Plan wrote."),
        }),
    }
}

/// Replays a record into a session and checks the resulting state's hash.
pub fn restore(record: &SaveRecord) -> AppResult<Session> {
    let session = Session::replay(
        record.id.clone(),
        record.name.clone(),
        record.seats.clone(),
        seed_from_text(&record.seed),
        record.created_ms,
        &record.choices,
    )?;
    if state_hash(&session.state) != record.state_hash {
        return Err(AppError::corrupt(
            "its moves do not lead to the saved position",
        ));
    }
    Ok(session)
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
            .filter(|r| r.id == id)
            .max_by_key(|r| r.generation);
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
    pub fn load(&self, id: &str) -> AppResult<(Session, u64)> {
        self.load_record(id).map(|(s, r)| (s, r.generation))
    }

    /// Like [`SaveDir::load`], with the record it loaded.
    pub fn load_record(&self, id: &str) -> AppResult<(Session, SaveRecord)> {
        check_id(id)?;
        // Read once: the records that decode, and why the others did not.
        let (good, bad): (Vec<_>, Vec<_>) = self.read_both(id).into_iter().partition(Result::is_ok);
        let mut records: Vec<SaveRecord> = good
            .into_iter()
            .filter_map(Result::ok)
            .filter(|r| r.id == id)
            .collect();
        records.sort_by_key(|r| std::cmp::Reverse(r.generation));
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
        check_id(&record.id)?;
        Ok(self.file(&record.id, record.generation))
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

    /// Every game in the folder, newest first; damaged ones are listed as such.
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
            // A listed save is one that replays: a player never picks a game that won't open.
            .map(|id| match self.load_record(&id) {
                Ok((_, r)) => SaveEntry::Ready { save: summary(&r) },
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

pub fn summary(r: &SaveRecord) -> SaveSummary {
    SaveSummary {
        id: r.id.clone(),
        game: r.game.clone(),
        name: r.name.clone(),
        seats: r.seats.clone(),
        day: r.day,
        part: r.part,
        finished: r.finished,
        moves: r.choices.len() as u32,
        last_played_ms: r.updated_ms as f64,
    }
}
