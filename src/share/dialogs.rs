//! The dialogs that take a game out of the app and bring one in: export
//! (text and file), import (paste or file), share link and embed snippet.
//! Text from records and links only ever goes into text nodes and form
//! values, never into HTML.

use cubeplay_engine::record;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::game::config::GameConfig;
use crate::game::review::GameReview;
use crate::i18n::record_errors;
use crate::i18n::{msg, t, use_language, Msg, Phrase};
use crate::storage::keep;
use crate::storage::store::browser;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeepDialog {
    Export,
    Import,
    Share,
    Embed,
}

/// The page's address without its fragment: the base of links and embeds.
pub fn page_base() -> String {
    let href = web_sys::window()
        .and_then(|window| window.location().href().ok())
        .unwrap_or_default();
    match href.split_once('#') {
        Some((base, _)) => base.to_string(),
        None => href,
    }
}

/// Copies `text` to the clipboard where the browser allows it; the dialogs
/// also show the text selected, so copying by hand always works.
fn copy_to_clipboard(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let clipboard = js_sys::Reflect::get(&window.navigator(), &"clipboard".into())
        .ok()
        .filter(|value| !value.is_undefined());
    let write = clipboard.as_ref().and_then(|clipboard| {
        js_sys::Reflect::get(clipboard, &"writeText".into())
            .ok()?
            .dyn_into::<js_sys::Function>()
            .ok()
    });
    match (clipboard, write) {
        (Some(clipboard), Some(write)) => write.call1(&clipboard, &text.into()).is_ok(),
        _ => false,
    }
}

/// A read-only text with a Copy button.
#[derive(Properties, PartialEq)]
pub(crate) struct CopyFieldProps {
    pub text: String,
    pub label: String,
    /// For the tests and for people: which text this is.
    pub kind: &'static str,
    #[prop_or_default]
    pub multiline: bool,
}

#[function_component]
pub(crate) fn CopyField(props: &CopyFieldProps) -> Html {
    let copied = use_state(|| false);
    let onclick = {
        let copied = copied.clone();
        let text = props.text.clone();
        Callback::from(move |_: MouseEvent| copied.set(copy_to_clipboard(&text)))
    };
    let select = Callback::from(|event: FocusEvent| {
        if let Some(target) = event.target() {
            if let Ok(field) = target.clone().dyn_into::<web_sys::HtmlTextAreaElement>() {
                field.select();
            } else if let Ok(field) = target.dyn_into::<web_sys::HtmlInputElement>() {
                field.select();
            }
        }
    });
    let id = format!("copy-{}", props.kind);
    html! {
        <div class="copy-field">
            <label for={id.clone()}>{ props.label.clone() }</label>
            if props.multiline {
                <textarea id={id} readonly=true rows="8" data-kind={props.kind} value={props.text.clone()} onfocus={select} />
            } else {
                <input id={id} type="text" readonly=true data-kind={props.kind} value={props.text.clone()} onfocus={select} />
            }
            <button type="button" onclick={onclick} data-action={format!("copy-{}", props.kind)}>
                { if *copied { t(Msg::Copied) } else { t(Msg::Copy) } }
            </button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct DialogFrameProps {
    pub title: String,
    pub kind: &'static str,
    pub on_close: Callback<()>,
    pub children: Html,
}

#[function_component]
pub fn DialogFrame(props: &DialogFrameProps) -> Html {
    let title_id = format!("{}-title", props.kind);
    let onkeydown = {
        let on_close = props.on_close.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                event.stop_propagation();
                on_close.emit(());
            }
        })
    };
    html! {
        <div class="dialog-backdrop">
            <div class={classes!("dialog", "keep-dialog", format!("{}-dialog", props.kind))} role="dialog"
                 aria-modal="true" aria-labelledby={title_id.clone()} onkeydown={onkeydown}>
                <h2 id={title_id}>{ props.title.clone() }</h2>
                { props.children.clone() }
                <div class="button-row dialog-actions">
                    <button type="button" onclick={props.on_close.reform(|_: MouseEvent| ())} data-action="close-dialog">{ t(Msg::Close) }</button>
                </div>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ExportProps {
    pub record_text: String,
    pub file_name: String,
    pub on_close: Callback<()>,
}

#[function_component]
pub fn ExportDialog(props: &ExportProps) -> Html {
    use_language();
    let href = format!(
        "data:text/plain;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(&props.record_text))
    );
    html! {
        <DialogFrame title={t(Msg::ExportTitle)} kind="export" on_close={props.on_close.clone()}>
            <p class="muted">{ t(Msg::ExportHelp) }</p>
            <CopyField text={props.record_text.clone()} label={t(Msg::ExportText)} kind="record" multiline=true />
            <a class="button-link" href={href} download={props.file_name.clone()} data-action="download">{ t(Msg::ExportDownload) }</a>
        </DialogFrame>
    }
}

/// Reads record text; on success the game is kept under its own id (or
/// the id of the same game kept already) and its address is returned. On
/// error nothing is stored (`import_error` says why).
pub fn import_record(text: &str) -> Result<String, record::RecordError> {
    let kept = record::Record::parse(text)?;
    let (_, mut saved) = keep::adopt(&kept, &browser::fresh_id(), browser::now_ms());
    // A review in the record comes along (as far as its moves match).
    if let Some(mut review) = GameReview::read(text) {
        let moves: Vec<_> = kept
            .plies()
            .into_iter()
            .map(|p| (p.mover, p.notation))
            .collect();
        review.keep_matching(&moves);
        saved.record = review.write_into(&saved.record);
    }
    Ok(format!("#/game/{}", browser::keep_new(&saved)))
}

/// Why a record cannot be imported, naming its line.
pub fn import_error(error: &record::RecordError) -> String {
    let reason = record_errors::reason(&error.kind);
    match error.line() {
        Some(line) => msg::import_error_line(line, reason.as_str()),
        None => msg::import_error(reason.as_str()),
    }
}

/// Goes to a game's address (a new entry in the history).
pub fn open_address(hash: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_hash(hash.trim_start_matches('#'));
        window.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

#[derive(Properties, PartialEq)]
pub struct ImportProps {
    pub on_close: Callback<()>,
    /// Reads the text instead of keeping it as a game (the analysis
    /// board): gives why it cannot, if it cannot.
    #[prop_or_default]
    pub read: Option<Callback<String, Option<Phrase>>>,
    /// What an import does, when it is not `import-keeps`.
    #[prop_or_default]
    pub note: Option<String>,
}

#[function_component]
pub fn ImportDialog(props: &ImportProps) -> Html {
    use_language();
    let text = use_state(String::new);
    let error = use_state(|| None::<Phrase>);
    let oninput = {
        let text = text.clone();
        Callback::from(move |event: InputEvent| {
            if let Some(field) = event.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
                text.set(field.value());
            }
        })
    };
    let try_import = {
        let error = error.clone();
        let on_close = props.on_close.clone();
        let read = props.read.clone();
        move |source: &str| {
            let outcome = match &read {
                Some(read) => read.emit(source.to_string()).map_or(Ok(None), Err),
                None => import_record(source)
                    .map(Some)
                    .map_err(|error| Phrase::new(move || import_error(&error))),
            };
            match outcome {
                Ok(address) => {
                    on_close.emit(());
                    if let Some(address) = address {
                        open_address(&address);
                    }
                }
                Err(message) => error.set(Some(message)),
            }
        }
    };
    let onsubmit = {
        let text = text.clone();
        let try_import = try_import.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            try_import(&text);
        })
    };
    let onchange = {
        let error = error.clone();
        Callback::from(move |event: Event| {
            let Some(input) = event.target_dyn_into::<web_sys::HtmlInputElement>() else {
                return;
            };
            let Some(file) = input.files().and_then(|files| files.get(0)) else {
                return;
            };
            let try_import = try_import.clone();
            let error = error.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                    Ok(value) => try_import(&value.as_string().unwrap_or_default()),
                    Err(_) => error.set(Some(Msg::ImportUnreadable.into())),
                }
            });
        })
    };
    html! {
        <DialogFrame title={t(Msg::ImportTitle)} kind="import" on_close={props.on_close.clone()}>
            <form class="import-form" onsubmit={onsubmit}>
                <label for="import-text">{ t(Msg::ImportPaste) }</label>
                <textarea id="import-text" rows="8" value={(*text).clone()} oninput={oninput}
                    spellcheck="false" data-kind="import" />
                <div class="button-row">
                    <button type="submit" class="primary" data-action="import" disabled={text.trim().is_empty()}>{ t(Msg::ImportButton) }</button>
                    <label class="file-button">
                        { t(Msg::ImportFile) }
                        <input type="file" accept=".txt,.cubeplay,text/plain" onchange={onchange} data-action="import-file" />
                    </label>
                </div>
            </form>
            if let Some(message) = &*error {
                <p class="notice error" role="alert" data-kind="import-error">{ message.text() }</p>
            }
            <p class="muted">{ props.note.clone().unwrap_or_else(|| t(Msg::ImportKeeps)) }</p>
        </DialogFrame>
    }
}

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub fragment: String,
    pub on_close: Callback<()>,
}

#[function_component]
pub fn ShareDialog(props: &ShareProps) -> Html {
    use_language();
    let link = format!("{}#{}", page_base(), props.fragment);
    html! {
        <DialogFrame title={t(Msg::ShareTitle)} kind="share" on_close={props.on_close.clone()}>
            <p class="muted">{ t(Msg::ShareHelp) }</p>
            <CopyField text={link} label={t(Msg::ShareLink)} kind="link" />
        </DialogFrame>
    }
}

/// What an embed shows: the whole game to step through, or the position
/// on the board to play on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmbedMode {
    Replay,
    Play,
}

#[derive(Properties, PartialEq)]
pub struct EmbedProps {
    pub config: GameConfig,
    /// The game as a share-link fragment (for replay embeds).
    pub fragment: String,
    /// The position on the board (for playable embeds).
    pub position: String,
    pub flipped: bool,
    pub on_close: Callback<()>,
}

/// The `<iframe>` for an embed of `query`, sized for a blog column.
pub fn iframe_snippet(base: &str, query: &str, title: &str) -> String {
    let title = title.replace('&', "&amp;").replace('"', "&quot;");
    let src = format!("{base}#/embed?{query}").replace('&', "&amp;");
    format!(
        "<iframe src=\"{src}\" title=\"{title}\" width=\"100%\" height=\"560\" style=\"border:0;max-width:640px\" loading=\"lazy\"></iframe>"
    )
}

#[function_component]
pub fn EmbedDialog(props: &EmbedProps) -> Html {
    use_language();
    let mode = use_state(|| EmbedMode::Replay);
    let query = crate::share::embed_params::EmbedParams {
        config: {
            let mut config = props.config.clone();
            config.id = None;
            config.seed = 0;
            config.position = (*mode == EmbedMode::Play).then(|| props.position.clone());
            config
        },
        record: (*mode == EmbedMode::Replay).then(|| props.fragment.clone()),
        flipped: props.flipped,
        replay_only: *mode == EmbedMode::Replay,
    }
    .to_query();
    let snippet = iframe_snippet(
        &page_base(),
        &query,
        &msg::embed_frame_title(props.config.game.title()),
    );
    let choice = |value: EmbedMode, label: String| {
        let mode = mode.clone();
        let checked = *mode == value;
        html! {
            <label class="radio">
                <input type="radio" name="embed-mode" checked={checked}
                    onchange={Callback::from(move |_: Event| mode.set(value))} />
                { label }
            </label>
        }
    };
    html! {
        <DialogFrame title={t(Msg::EmbedTitle)} kind="embed" on_close={props.on_close.clone()}>
            <p class="muted">{ t(Msg::EmbedHelp) }</p>
            <fieldset class="embed-mode">
                <legend>{ t(Msg::EmbedMode) }</legend>
                { choice(EmbedMode::Replay, t(Msg::EmbedModeReplay)) }
                { choice(EmbedMode::Play, t(Msg::EmbedModePlay)) }
            </fieldset>
            <CopyField text={snippet} label={t(Msg::EmbedSnippet)} kind="embed" multiline=true />
        </DialogFrame>
    }
}
