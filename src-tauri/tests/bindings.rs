//! `ui/src/bindings.ts` is generated from the Rust types; this fails when the checked-in file
//! differs from what the code generates. `UPDATE_BINDINGS=1` rewrites it.

use std::path::Path;

#[test]
fn checked_in_bindings_match_the_rust_types() {
    let text = escape_plan_app::bindings_text().expect("bindings export");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/src/bindings.ts");
    if std::env::var_os("UPDATE_BINDINGS").is_some() {
        std::fs::write(&path, &text).expect("write bindings");
        return;
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == text,
        "ui/src/bindings.ts is out of date with the Rust types: run \
         `UPDATE_BINDINGS=1 cargo test -p escape-plan-app --test bindings` and commit it"
    );
}
