//! The window's page comes back when its web process dies.
//!
//! WebKitGTK leaves the window blank when the process drawing the page crashes or runs out of
//! memory, while the app (and the game in its state) lives on. Reloading starts a new web
//! process; the UI reads the game back from the app, so the player is where they were.

/// On Linux, reloads every window's page whose web process crashed or exceeded its memory
/// limit; elsewhere there is nothing to do (WebView2 and WKWebView recover on their own or
/// report it through the same page).
pub fn reload_when_page_dies(app: &tauri::App) -> tauri::Result<()> {
    #[cfg(target_os = "linux")]
    {
        use tauri::Manager;
        for window in app.webview_windows().into_values() {
            window.with_webview(|webview| {
                use webkit2gtk::{WebProcessTerminationReason, WebViewExt};
                webview
                    .inner()
                    .connect_web_process_terminated(|view, reason| {
                        // The app closing its own page is not a crash.
                        if reason != WebProcessTerminationReason::TerminatedByApi {
                            view.reload();
                        }
                    });
            })?;
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = app;
    Ok(())
}
