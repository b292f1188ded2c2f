//! Drives the real commands through Tauri's mock runtime, as the UI's `invoke` would.
#![allow(dead_code)]

use std::path::Path;

use app_core::saves::SaveDir;
use escape_plan_app::AppState;
use serde_json::{Value, json};
use tauri::test::{
    INVOKE_KEY, MockRuntime, get_ipc_response, mock_builder, mock_context, noop_assets,
};
use tauri::webview::InvokeRequest;
use tauri::{App, WebviewWindow, WebviewWindowBuilder};

pub struct TestApp {
    pub app: App<MockRuntime>,
    pub webview: WebviewWindow<MockRuntime>,
}

pub fn app(saves: &Path) -> TestApp {
    let specta = escape_plan_app::mock_specta_builder();
    let app = escape_plan_app::app_builder(mock_builder(), &specta)
        .manage(AppState::new(SaveDir::new(saves)))
        .build(mock_context(noop_assets()))
        .expect("the mock app builds");
    specta.mount_events(&app);
    let webview = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("a mock window");
    TestApp { app, webview }
}

impl TestApp {
    /// Invokes a command; `Err` holds the serialised error the UI would receive.
    pub fn call(&self, cmd: &str, args: Value) -> Result<Value, Value> {
        get_ipc_response(
            &self.webview,
            InvokeRequest {
                cmd: cmd.into(),
                callback: tauri::ipc::CallbackFn(0),
                error: tauri::ipc::CallbackFn(1),
                url: "tauri://localhost".parse().expect("a url"),
                body: tauri::ipc::InvokeBody::Json(args),
                headers: Default::default(),
                invoke_key: INVOKE_KEY.to_string(),
            },
        )
        .map(|body| body.deserialize::<Value>().expect("a JSON answer"))
    }

    pub fn ok(&self, cmd: &str, args: Value) -> Value {
        match self.call(cmd, args.clone()) {
            Ok(v) => v,
            Err(e) => panic!("{cmd} {args} failed: {e}"),
        }
    }

    /// The error's `type` tag (a typed `AppError`).
    pub fn err_type(&self, cmd: &str, args: Value) -> String {
        match self.call(cmd, args.clone()) {
            Ok(v) => panic!("{cmd} {args} should fail but gave {v}"),
            Err(e) => e["type"].as_str().unwrap_or("untyped").to_string(),
        }
    }

    pub fn current(&self) -> Value {
        self.ok("current_game", json!({}))
    }
}

pub fn seat(name: &str, color: &str, bot: Option<&str>) -> Value {
    let controller = match bot {
        Some(level) => json!({ "type": "Bot", "level": level }),
        None => json!({ "type": "Human" }),
    };
    json!({ "name": name, "color": color, "controller": controller })
}

pub fn setup(seats: Vec<Value>, seed: &str) -> Value {
    json!({ "setup": { "EscapePlan": { "seats": seats, "seed": seed } } })
}
