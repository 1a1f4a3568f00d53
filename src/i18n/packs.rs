//! Fetches the language packs the page's wasm does not carry (see
//! `messages`), so a first visit downloads one language's texts, not three.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::i18n::messages::{self, Pack};
use crate::i18n::Language;

fn index_of(language: Language) -> usize {
    Language::ALL
        .iter()
        .position(|known| *known == language)
        .unwrap_or(0)
}

/// Makes `language`'s messages available, fetching its pack the first time
/// (and, with `study_texts`, the pack of the study screens' texts: the
/// study build asks, see `study::seam`). The error names the file and what
/// went wrong (offline, say).
pub async fn ensure(language: Language, study_texts: bool) -> Result<(), String> {
    let index = index_of(language);
    ensure_pack(index, Pack::App).await?;
    if study_texts {
        ensure_pack(index, Pack::Study).await?;
    }
    Ok(())
}

async fn ensure_pack(index: usize, pack: Pack) -> Result<(), String> {
    if messages::is_installed(index, pack) {
        return Ok(());
    }
    let file = messages::pack_file(index, pack).ok_or("no pack for this language")?;
    let text = fetch_text(file)
        .await
        .map_err(|reason| format!("{file}: {reason}"))?;
    messages::install(index, pack, text).map_err(|reason| format!("{file}: {reason}"))?;
    keep_offline(file);
    Ok(())
}

async fn fetch_text(file: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(file))
        .await
        .map_err(|_| "not reachable (offline?)".to_string())?;
    let response: web_sys::Response = response
        .dyn_into()
        .map_err(|_| "not a response".to_string())?;
    if !response.ok() {
        return Err(format!("the server answered {}", response.status()));
    }
    let text = response.text().map_err(|_| "not readable".to_string())?;
    JsFuture::from(text)
        .await
        .ok()
        .and_then(|text| text.as_string())
        .ok_or_else(|| "not readable as text".to_string())
}

/// Asks the offline cache to keep the pack (boot.js passes it on to the
/// service worker), so the language in use works offline from the first
/// visit on, while the others are cached only on later visits.
fn keep_offline(file: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(keep) = js_sys::Reflect::get(&window, &JsValue::from_str("cubeplayKeepPack")) {
        if let Some(keep) = keep.dyn_ref::<js_sys::Function>() {
            let _ = keep.call1(&JsValue::NULL, &JsValue::from_str(file));
        }
    }
}
