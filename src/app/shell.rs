//! Pieces of the page around the screens: the language picker (remembered
//! in local storage) and the way the first language is chosen.

use yew::prelude::*;

use crate::i18n::{t, Language, Msg};

/// Local-storage key of the player's language choice.
const LANGUAGE_KEY: &str = "cubeplay.language";

fn local_storage() -> Option<web_sys::Storage> {
    crate::storage::window()?.local_storage().ok().flatten()
}

/// The language to start in: the player's earlier choice, else the
/// browser's preferences, else English.
pub fn initial_language() -> Language {
    if let Some(stored) = local_storage()
        .and_then(|storage| storage.get_item(LANGUAGE_KEY).ok().flatten())
        .and_then(|code| Language::from_code(&code))
    {
        return stored;
    }
    let languages: Vec<String> = web_sys::window()
        .map(|window| {
            window
                .navigator()
                .languages()
                .iter()
                .filter_map(|value| value.as_string())
                .collect()
        })
        .unwrap_or_default();
    Language::preferred(languages.iter().map(String::as_str))
}

fn remember_language(language: Language) {
    if let Some(storage) = local_storage() {
        // A full or disabled storage only loses the preference.
        let _ = storage.set_item(LANGUAGE_KEY, language.code());
    }
}

/// Keeps `<html lang>` right for screen readers and fonts.
pub fn mark_document_language(language: Language) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", language.code());
    }
    // The tab's title too (index.html carries the English one).
    document.set_title(&crate::i18n::t(crate::i18n::Msg::AppPageTitle));
}

#[derive(Properties, PartialEq)]
pub struct LanguagePickerProps {
    pub current: Language,
    pub on_change: Callback<Language>,
}

#[function_component]
pub fn LanguagePicker(props: &LanguagePickerProps) -> Html {
    // The language that could not be loaded (offline before its first use).
    let unavailable = use_state(|| None::<Language>);
    let on_change = props.on_change.clone();
    let onchange = {
        let unavailable = unavailable.clone();
        Callback::from(move |event: Event| {
            let Some(select) = event.target_dyn_into::<web_sys::HtmlSelectElement>() else {
                return;
            };
            let Some(language) = Language::from_code(&select.value()) else {
                return;
            };
            let on_change = on_change.clone();
            let unavailable = unavailable.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match crate::i18n::packs::ensure(language).await {
                    Ok(()) => {
                        unavailable.set(None);
                        remember_language(language);
                        on_change.emit(language);
                    }
                    Err(_) => {
                        // The select goes back to the language still shown.
                        select.set_value(crate::i18n::language().code());
                        unavailable.set(Some(language));
                    }
                }
            });
        })
    };
    html! {
        <label class="language-picker" data-code={props.current.code()}>
            <span class="visually-hidden">{ t(Msg::LanguageLabel) }</span>
            <select {onchange} aria-label={t(Msg::LanguageLabel)}>
                { for Language::ALL.into_iter().map(|language| html! {
                    <option value={language.code()} selected={language == props.current} lang={language.code()}>
                        { language.native_name() }
                    </option>
                }) }
            </select>
            if let Some(language) = *unavailable {
                <span class="language-unavailable" role="alert">
                    { crate::i18n::msg::language_unavailable(language.native_name()) }
                </span>
            }
        </label>
    }
}
