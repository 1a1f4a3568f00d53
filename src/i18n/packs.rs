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

/// The file name of `language`'s pack of the app's texts.
pub fn pack_file_of(language: Language) -> Option<&'static str> {
    messages::pack_file(index_of(language), Pack::App)
}

/// Why a language's pack is not there, for the console (in English: the
/// language it would be said in is the one missing).
#[derive(Debug)]
pub enum PackError {
    NoPack,
    /// The pack's file could not be fetched or read.
    Fetch {
        file: &'static str,
        why: FetchError,
    },
    Refused {
        file: &'static str,
        why: messages::InstallError,
    },
}

#[derive(Debug)]
pub enum FetchError {
    NoWindow,
    Unreachable,
    NotAResponse,
    Status(u16),
    NotText,
}

impl std::fmt::Display for PackError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            PackError::NoPack => f.write_str("no pack for this language"),
            PackError::Fetch { file, why } => {
                let why = match why {
                    FetchError::NoWindow => "no window".to_string(),
                    FetchError::Unreachable => "not reachable (offline?)".to_string(),
                    FetchError::NotAResponse => "not a response".to_string(),
                    FetchError::Status(status) => format!("the server answered {status}"),
                    FetchError::NotText => "not readable as text".to_string(),
                };
                write!(f, "{file}: {why}")
            }
            PackError::Refused { file, why } => write!(f, "{file}: {why}"),
        }
    }
}

thread_local! {
    /// Whether a part that shows the second pack's texts (rules, lessons,
    /// puzzles, analysis) has been opened: a language chosen from then on
    /// fetches both packs.
    static STUDY_WANTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Makes `language`'s messages available, fetching its pack the first time
/// (and the second pack too once a part that needs it was opened, see
/// `want_study_texts`). The error names the file and what went wrong
/// (offline, say).
pub async fn ensure(language: Language) -> Result<(), PackError> {
    let index = index_of(language);
    ensure_pack(index, Pack::App).await?;
    if STUDY_WANTED.with(std::cell::Cell::get) {
        ensure_pack(index, Pack::Study).await?;
    }
    Ok(())
}

/// Fetches the second pack (the texts of the rules, lessons, puzzles and
/// analysis) of the language in use, and of every language chosen later.
pub async fn want_study_texts() -> Result<(), PackError> {
    STUDY_WANTED.with(|wanted| wanted.set(true));
    ensure(crate::i18n::language()).await
}

async fn ensure_pack(index: usize, pack: Pack) -> Result<(), PackError> {
    if messages::is_installed(index, pack) {
        return Ok(());
    }
    let file = messages::pack_file(index, pack).ok_or(PackError::NoPack)?;
    let text = match early_text(file).await {
        Some(text) => text,
        None => fetch_text(file)
            .await
            .map_err(|why| PackError::Fetch { file, why })?,
    };
    messages::install(index, pack, text).map_err(|why| PackError::Refused { file, why })?;
    keep_offline(file);
    Ok(())
}

/// The pack the page's inline script began to fetch before the wasm
/// arrived (`window.cubeplayEarlyPack`, see `scripts/prerender.mjs`), if it
/// is `file` and came; taken once, so a failure fetches again.
async fn early_text(file: &str) -> Option<String> {
    let window = web_sys::window()?;
    let early = js_sys::Reflect::get(&window, &JsValue::from_str("cubeplayEarlyPack")).ok()?;
    let named = js_sys::Reflect::get(&early, &JsValue::from_str("file"))
        .ok()?
        .as_string()?;
    if named.trim_start_matches("./") != file {
        return None;
    }
    let _ =
        js_sys::Reflect::delete_property(window.as_ref(), &JsValue::from_str("cubeplayEarlyPack"));
    let text = js_sys::Reflect::get(&early, &JsValue::from_str("text")).ok()?;
    let text = text.dyn_into::<js_sys::Promise>().ok()?;
    JsFuture::from(text).await.ok()?.as_string()
}

async fn fetch_text(file: &str) -> Result<String, FetchError> {
    let window = web_sys::window().ok_or(FetchError::NoWindow)?;
    let response = JsFuture::from(window.fetch_with_str(file))
        .await
        .map_err(|_| FetchError::Unreachable)?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| FetchError::NotAResponse)?;
    if !response.ok() {
        return Err(FetchError::Status(response.status()));
    }
    let text = response.text().map_err(|_| FetchError::NotText)?;
    JsFuture::from(text)
        .await
        .ok()
        .and_then(|text| text.as_string())
        .ok_or(FetchError::NotText)
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
