//! One save: its header and record, how they are written and checked, older layouts brought up
//! to date, and the game they restore.

use escape_plan::{Choice, GameState, Part, RULES_VERSION, invariants};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::error::{AppError, AppResult};
use crate::session::{Origin, Session};
use crate::setup::{SeatSetup, seed_from_text};

/// The layout of a save file. Format 1 (the first release) had no header and no stored
/// position; [`migrate`] brings it up to date.
pub const SAVE_FORMAT: u32 = 2;
pub const GAME: &str = "escape-plan";

/// What the saved-games list shows, checked by its own checksum so that listing never reads
/// or replays the log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveHeader {
    pub game: String,
    pub format: u32,
    /// The rules version of the app that wrote it ([`RULES_VERSION`]).
    pub rules_version: u32,
    pub generation: u64,
    pub id: String,
    pub name: String,
    pub seats: Vec<SeatSetup>,
    pub created_ms: u64,
    pub updated_ms: u64,
    pub day: u8,
    pub part: Part,
    pub finished: bool,
    /// Moves made in the whole game.
    pub moves: u32,
}

/// The position a session's log starts from, when that is not the game's setup.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredOrigin {
    /// Moves made before it.
    pub moves: u32,
    pub state: Value,
}

/// One save as written to disk.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveRecord {
    pub header: SaveHeader,
    pub seed: String,
    /// Where `choices` start: `None` for the game's setup.
    #[serde(default)]
    pub origin: Option<StoredOrigin>,
    pub choices: Vec<Choice>,
    /// SHA-256 of the state the choices lead to, as the writing version serialised it.
    pub state_hash: String,
    /// That state itself. Kept as JSON, so a record always reads whatever later versions change
    /// in the state; it is decoded (with serde defaults for added fields) only when needed.
    #[serde(default)]
    pub state: Option<Value>,
}

/// The texts a save file holds, each with its checksum, under these store keys.
#[derive(Clone, Debug, PartialEq)]
pub struct EncodedSave {
    pub header: String,
    pub header_sha256: String,
    pub save: String,
    pub sha256: String,
}

impl EncodedSave {
    /// The file's entries, as the store writes them.
    pub fn entries(&self) -> [(&'static str, Value); 5] {
        [
            ("format", Value::from(SAVE_FORMAT)),
            ("header", Value::from(self.header.clone())),
            ("header_sha256", Value::from(self.header_sha256.clone())),
            ("save", Value::from(self.save.clone())),
            ("sha256", Value::from(self.sha256.clone())),
        ]
    }

    /// The whole file (what the store writes, for tests and the save corpus).
    pub fn to_bytes(&self) -> Vec<u8> {
        let map: serde_json::Map<String, Value> = self
            .entries()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        serde_json::to_vec_pretty(&Value::Object(map)).unwrap_or_default()
    }
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

pub fn encode(record: &SaveRecord) -> AppResult<EncodedSave> {
    let header = serde_json::to_string(&record.header).map_err(AppError::storage)?;
    let save = serde_json::to_string(record).map_err(AppError::storage)?;
    Ok(EncodedSave {
        header_sha256: sha256_hex(header.as_bytes()),
        header,
        sha256: sha256_hex(save.as_bytes()),
        save,
    })
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
        header: SaveHeader {
            game: GAME.into(),
            format: SAVE_FORMAT,
            rules_version: RULES_VERSION,
            generation,
            id: session.id.clone(),
            name: session.name.clone(),
            seats: session.seats.clone(),
            created_ms: session.created_ms,
            updated_ms: now_ms,
            day: session.state.day,
            part: session.state.part,
            finished: session.decider().is_none(),
            moves: session.moves(),
        },
        seed: session.seed.to_string(),
        origin: match &session.origin {
            Origin::Setup { .. } => None,
            Origin::Stored { state, moves } => Some(StoredOrigin {
                moves: *moves,
                state: serde_json::to_value(state).unwrap_or_default(),
            }),
        },
        choices: session.log.iter().map(|e| e.choice).collect(),
        state_hash: state_hash(&session.state),
        state: serde_json::to_value(&session.state).ok(),
    }
}

/// The entries of a save file, after the checks every read makes.
fn file_map(bytes: &[u8]) -> AppResult<serde_json::Map<String, Value>> {
    if bytes.is_empty() {
        return Err(AppError::corrupt("the file is empty"));
    }
    let map: serde_json::Map<String, Value> = serde_json::from_slice(bytes)
        .map_err(|_| AppError::corrupt("the file is cut short or garbled"))?;
    if map.get("save").and_then(Value::as_str).is_none()
        || map.get("sha256").and_then(Value::as_str).is_none()
    {
        return Err(AppError::ForeignSave {
            message: "This file is not an Escape Plan save.".into(),
        });
    }
    Ok(map)
}

/// `key`'s text, if its checksum under `sum_key` matches.
fn checked<'a>(
    map: &'a serde_json::Map<String, Value>,
    key: &str,
    sum_key: &str,
) -> Option<AppResult<&'a str>> {
    let text = map.get(key)?.as_str()?;
    let sum = map.get(sum_key).and_then(Value::as_str);
    Some(if sum == Some(sha256_hex(text.as_bytes()).as_str()) {
        Ok(text)
    } else {
        Err(AppError::corrupt("its checksum does not match"))
    })
}

/// Refuses another game's save and layouts this version cannot read.
fn check_game_and_format(value: &Value, format: u64) -> AppResult<()> {
    if value.get("game").and_then(Value::as_str) != Some(GAME) {
        return Err(AppError::ForeignSave {
            message: "This save belongs to another game.".into(),
        });
    }
    match format {
        f if f > SAVE_FORMAT as u64 => Err(AppError::NewerSave {
            message: format!(
                "This save uses format {f}, made by a newer version of Escape Plan: update the \
                 app to open it."
            ),
        }),
        0 => Err(AppError::OutdatedSave {
            message: "This save uses format 0, which no release of Escape Plan wrote.".into(),
        }),
        _ => Ok(()),
    }
}

fn check_rules_version(rules_version: u32) -> AppResult<()> {
    if rules_version > RULES_VERSION {
        return Err(AppError::NewerSave {
            message: "This game was saved by a newer version of Escape Plan: update the app to \
                      continue it."
                .into(),
        });
    }
    Ok(())
}

/// Checks a save file's bytes and returns its header alone, without reading the log (for the
/// saved-games list). A file without a sound header (format 1 had none) is read whole instead.
pub fn decode_header(bytes: &[u8]) -> AppResult<SaveHeader> {
    let map = file_map(bytes)?;
    header_of(&map).or_else(|_| decode(bytes).map(|r| r.header))
}

fn header_of(map: &serde_json::Map<String, Value>) -> AppResult<SaveHeader> {
    let text = checked(map, "header", "header_sha256")
        .ok_or_else(|| AppError::corrupt("it has no header"))??;
    let value: Value =
        serde_json::from_str(text).map_err(|_| AppError::corrupt("its header is garbled"))?;
    let format = value.get("format").and_then(Value::as_u64).unwrap_or(0);
    check_game_and_format(&value, format)?;
    let header: SaveHeader =
        serde_json::from_value(value).map_err(|_| AppError::corrupt("its header is garbled"))?;
    check_rules_version(header.rules_version)?;
    Ok(header)
}

/// Checks a save file's bytes and returns its record.
pub fn decode(bytes: &[u8]) -> AppResult<SaveRecord> {
    let map = file_map(bytes)?;
    let text = checked(&map, "save", "sha256")
        .ok_or_else(|| AppError::corrupt("its checksum is missing"))??;
    let value: Value =
        serde_json::from_str(text).map_err(|_| AppError::corrupt("its contents are garbled"))?;
    // Format 1 kept the header's fields at the top of the record.
    let head = value.get("header").unwrap_or(&value);
    let format = head.get("format").and_then(Value::as_u64).unwrap_or(0);
    check_game_and_format(head, format)?;
    let value = migrate(format, value)?;
    let record: SaveRecord =
        serde_json::from_value(value).map_err(|_| AppError::corrupt("its contents are garbled"))?;
    check_rules_version(record.header.rules_version)?;
    if let Some(Ok(header)) = checked(&map, "header", "header_sha256")
        && serde_json::from_str::<SaveHeader>(header).ok().as_ref() != Some(&record.header)
    {
        return Err(AppError::corrupt("its header and contents disagree"));
    }
    Ok(record)
}

/// Brings an older save layout up to [`SAVE_FORMAT`].
fn migrate(format: u64, mut value: Value) -> AppResult<Value> {
    if format != 1 {
        return Ok(value);
    }
    // Format 1: one flat record; the header is made of its fields, the moves counted.
    let garbled = || AppError::corrupt("its contents are garbled");
    let obj = value.as_object_mut().ok_or_else(garbled)?;
    let moves = obj
        .get("choices")
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    let mut header = serde_json::Map::new();
    for key in [
        "game",
        "rules_version",
        "generation",
        "id",
        "name",
        "seats",
        "created_ms",
        "updated_ms",
        "day",
        "part",
        "finished",
    ] {
        header.insert(key.into(), obj.remove(key).ok_or_else(garbled)?);
    }
    header.insert("format".into(), Value::from(SAVE_FORMAT));
    header.insert("moves".into(), Value::from(moves));
    obj.remove("format");
    obj.insert("header".into(), Value::Object(header));
    Ok(value)
}

fn outdated(rules_version: u32) -> AppError {
    AppError::OutdatedSave {
        message: format!(
            "This game was saved with older rules (version {rules_version}) and its moves play \
             out differently now, so it cannot be continued."
        ),
    }
}

/// The session a record's moves replay to, from its origin.
fn replay(record: &SaveRecord) -> AppResult<Session> {
    let h = &record.header;
    let seed = seed_from_text(&record.seed);
    let mut session = match &record.origin {
        None => Session::replay(
            h.id.clone(),
            h.name.clone(),
            h.seats.clone(),
            seed,
            h.created_ms,
            &[],
        )?,
        Some(origin) => {
            let state: GameState = serde_json::from_value(origin.state.clone())
                .map_err(|_| outdated(h.rules_version))?;
            Session::from_stored(
                h.id.clone(),
                h.name.clone(),
                h.seats.clone(),
                seed,
                h.created_ms,
                state,
                origin.moves,
            )?
        }
    };
    session.replay_log(&record.choices)?;
    Ok(session)
}

/// Restores a record's game. Under the rules that wrote it, the log must replay to the hashed
/// position. Under newer rules, a log that still replays to the stored position keeps the whole
/// history; otherwise the game resumes from its stored position.
pub fn restore(record: &SaveRecord) -> AppResult<Session> {
    let h = &record.header;
    let replayed = replay(record);
    if let Ok(s) = &replayed
        && state_hash(&s.state) == record.state_hash
    {
        return replayed;
    }
    if h.rules_version == RULES_VERSION {
        replayed?;
        return Err(AppError::corrupt(
            "its moves do not lead to the saved position",
        ));
    }
    let stored = record
        .state
        .as_ref()
        .and_then(|v| serde_json::from_value::<GameState>(v.clone()).ok())
        .filter(|s| invariants::check(s).is_ok() && s.players() as usize == h.seats.len());
    match (replayed, stored) {
        (Ok(s), Some(stored)) if s.state == stored => Ok(s),
        (_, Some(stored)) => Session::from_stored(
            h.id.clone(),
            h.name.clone(),
            h.seats.clone(),
            seed_from_text(&record.seed),
            h.created_ms,
            stored,
            h.moves,
        ),
        // A format-1 save stored no position: a log that still replays is the game.
        (Ok(s), None) if record.state.is_none() => Ok(s),
        _ => Err(outdated(h.rules_version)),
    }
}
