//! One save: its header and record, how they are written and checked, older layouts brought up
//! to date, and the game they restore. The same for every game: the header names the game
//! before anything else, and its config, choices and position are that game's own JSON.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::error::{AppError, AppResult};
use crate::game::{GameKind, TableGame};
use crate::games::{Progress, rules_version};
use crate::session::{Origin, Session};
use crate::setup::{SeatSetup, seed_from_text};

/// The layout of a save file. Format 1 (the first release) had no header and no stored
/// position; format 2 knew one game (its header said the day and part, its record no config);
/// [`migrate`] brings both up to date.
pub const SAVE_FORMAT: u32 = 3;

/// What the saved-games list shows, checked by its own checksum so that listing never reads
/// or replays the log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveHeader {
    /// Which game: `escape-plan`, `brook-city` ([`GameKind::key`]).
    pub game: String,
    pub format: u32,
    /// The rules version of the app that wrote it (its game's).
    pub rules_version: u32,
    pub generation: u64,
    pub id: String,
    pub name: String,
    pub seats: Vec<SeatSetup>,
    pub created_ms: u64,
    pub updated_ms: u64,
    pub progress: Progress,
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
    /// The game's setup beyond its seats (its `Config`).
    pub config: Value,
    /// Where `choices` start: `None` for the game's setup.
    #[serde(default)]
    pub origin: Option<StoredOrigin>,
    /// The game's choices, each as that game writes it.
    pub choices: Vec<Value>,
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

pub fn state_hash<G: Serialize>(state: &G) -> String {
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

pub fn record_of<G: TableGame>(session: &Session<G>, generation: u64, now_ms: u64) -> SaveRecord {
    SaveRecord {
        header: SaveHeader {
            game: G::KIND.key().into(),
            format: SAVE_FORMAT,
            rules_version: G::RULES_VERSION,
            generation,
            id: session.id.clone(),
            name: session.name.clone(),
            seats: session.seats.clone(),
            created_ms: session.created_ms,
            updated_ms: now_ms,
            progress: session.state.progress(),
            finished: session.state.is_over(),
            moves: session.moves(),
        },
        seed: session.seed.to_string(),
        config: json(&session.config),
        origin: match &session.origin {
            Origin::Setup { .. } => None,
            Origin::Stored { state, moves } => Some(StoredOrigin {
                moves: *moves,
                state: json(&**state),
            }),
        },
        choices: session.log.iter().map(|e| json(&e.choice)).collect(),
        state_hash: state_hash(&session.state),
        state: Some(json(&session.state)),
    }
}

/// Plain data as JSON (serialising plain data cannot fail; `null` would never restore).
fn json<T: Serialize + ?Sized>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or_default()
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
            message: "This file is not a save of this app.".into(),
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

/// The game a header names, if this app has it; layouts this version cannot read refused.
fn check_game_and_format(value: &Value, format: u64) -> AppResult<GameKind> {
    let game = value
        .get("game")
        .and_then(Value::as_str)
        .and_then(GameKind::from_key)
        .ok_or_else(|| AppError::ForeignSave {
            message: "This save belongs to a game this app does not have.".into(),
        })?;
    match format {
        f if f > SAVE_FORMAT as u64 => Err(AppError::NewerSave {
            message: format!(
                "This save uses format {f}, made by a newer version of the app: update it to \
                 open the save."
            ),
        }),
        0 => Err(AppError::OutdatedSave {
            message: "This save uses format 0, which no release of the app wrote.".into(),
        }),
        _ => Ok(game),
    }
}

fn check_rules_version(game: GameKind, version: u32) -> AppResult<()> {
    if version > rules_version(game) {
        return Err(AppError::NewerSave {
            message: "This game was saved by a newer version of the app: update it to \
                      continue the game."
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

/// A header's text, checked and brought up to date.
fn parse_header(text: &str) -> AppResult<SaveHeader> {
    let garbled = || AppError::corrupt("its header is garbled");
    let mut value: Value = serde_json::from_str(text).map_err(|_| garbled())?;
    let format = value.get("format").and_then(Value::as_u64).unwrap_or(0);
    let game = check_game_and_format(&value, format)?;
    migrate_header(format, &mut value)?;
    let header: SaveHeader = serde_json::from_value(value).map_err(|_| garbled())?;
    check_rules_version(game, header.rules_version)?;
    Ok(header)
}

fn header_of(map: &serde_json::Map<String, Value>) -> AppResult<SaveHeader> {
    let text = checked(map, "header", "header_sha256")
        .ok_or_else(|| AppError::corrupt("it has no header"))??;
    parse_header(text)
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
    let game = check_game_and_format(head, format)?;
    let value = migrate(format, value)?;
    let record: SaveRecord =
        serde_json::from_value(value).map_err(|_| AppError::corrupt("its contents are garbled"))?;
    check_rules_version(game, record.header.rules_version)?;
    if let Some(Ok(header)) = checked(&map, "header", "header_sha256")
        && parse_header(header).ok().as_ref() != Some(&record.header)
    {
        return Err(AppError::corrupt("its header and contents disagree"));
    }
    Ok(record)
}

/// Brings an older header up to [`SAVE_FORMAT`]: format 2's day and part (it held Escape Plan
/// games only) become its progress.
fn migrate_header(format: u64, header: &mut Value) -> AppResult<()> {
    if format >= 3 {
        return Ok(());
    }
    let garbled = || AppError::corrupt("its header is garbled");
    let obj = header.as_object_mut().ok_or_else(garbled)?;
    let day = obj.remove("day").ok_or_else(garbled)?;
    let part = obj.remove("part").ok_or_else(garbled)?;
    obj.insert(
        "progress".into(),
        serde_json::json!({ "EscapePlan": { "day": day, "part": part } }),
    );
    obj.insert("format".into(), Value::from(SAVE_FORMAT));
    Ok(())
}

/// Brings an older save layout up to [`SAVE_FORMAT`].
fn migrate(format: u64, mut value: Value) -> AppResult<Value> {
    let garbled = || AppError::corrupt("its contents are garbled");
    if format >= 3 {
        return Ok(value);
    }
    let obj = value.as_object_mut().ok_or_else(garbled)?;
    if format == 1 {
        // Format 1: one flat record; the header is made of its fields, the moves counted.
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
        header.insert("moves".into(), Value::from(moves));
        obj.remove("format");
        obj.insert("header".into(), Value::Object(header));
    }
    // Formats 1 and 2 held Escape Plan games, whose config is their seat count.
    let header = obj.get_mut("header").ok_or_else(garbled)?;
    migrate_header(2, header)?;
    let players = header
        .get("seats")
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    obj.insert("config".into(), serde_json::json!({ "players": players }));
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
fn replay<G: TableGame>(record: &SaveRecord) -> AppResult<Session<G>> {
    let h = &record.header;
    let seed = seed_from_text(&record.seed);
    let config: G::Config = serde_json::from_value(record.config.clone())
        .map_err(|_| AppError::corrupt("its contents are garbled"))?;
    let choices: Vec<G::Choice> = record
        .choices
        .iter()
        .map(|c| serde_json::from_value(c.clone()).map_err(|_| outdated(h.rules_version)))
        .collect::<AppResult<_>>()?;
    let (id, name, seats) = (h.id.clone(), h.name.clone(), h.seats.clone());
    let mut session = match &record.origin {
        None => Session::new(id, name, seats, config, seed, h.created_ms)?,
        Some(origin) => {
            let state: G = serde_json::from_value(origin.state.clone())
                .map_err(|_| outdated(h.rules_version))?;
            Session::from_stored(id, name, seats, seed, h.created_ms, state, origin.moves)?
        }
    };
    session.replay_log(&choices)?;
    Ok(session)
}

/// Restores a record's game. Under the rules that wrote it, the log must replay to the hashed
/// position. Under newer rules, a log that still replays to the stored position keeps the whole
/// history; otherwise the game resumes from its stored position.
pub fn restore_session<G: TableGame>(record: &SaveRecord) -> AppResult<Session<G>> {
    let h = &record.header;
    if h.game != G::KIND.key() {
        return Err(AppError::ForeignSave {
            message: "This save belongs to another game.".into(),
        });
    }
    // A config its game cannot read is not that game's save at all, whatever its version.
    if serde_json::from_value::<G::Config>(record.config.clone()).is_err() {
        return Err(AppError::corrupt("its contents are garbled"));
    }
    let replayed = replay::<G>(record);
    if let Ok(s) = &replayed
        && state_hash(&s.state) == record.state_hash
    {
        return replayed;
    }
    if h.rules_version == G::RULES_VERSION {
        replayed?;
        return Err(AppError::corrupt(
            "its moves do not lead to the saved position",
        ));
    }
    let stored = record
        .state
        .as_ref()
        .and_then(|v| serde_json::from_value::<G>(v.clone()).ok())
        .filter(|s| s.is_sound(h.seats.len()));
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
