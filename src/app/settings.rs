//! The settings dialog, opened from the page's menu: motion speed, sound,
//! board coordinates, board colours and "Confirm moves".

use yew::prelude::*;

use crate::i18n::{t, Msg};
use crate::parts::{on_demand, part, View};
use crate::storage::prefs::{self, Prefs, Speed, THEMES};

/// The name of a board colour theme of `THEMES`.
fn theme_label(theme: &str) -> Msg {
    match theme {
        "slate" => Msg::SettingsThemeSlate,
        "forest" => Msg::SettingsThemeForest,
        "contrast" => Msg::SettingsThemeContrast,
        _ => Msg::SettingsThemeClassic,
    }
}

/// A row of buttons of which one is chosen.
fn choices<T: Copy + PartialEq + 'static>(
    name: &'static str,
    label: Msg,
    options: &[(T, &'static str, String)],
    current: T,
    choose: Callback<T>,
) -> Html {
    let buttons = options.iter().map(|&(value, code, ref text)| {
        let chosen = value == current;
        let onclick = choose.reform(move |_: MouseEvent| value);
        html! {
            <button type="button" class={classes!("choice", chosen.then_some("active"))}
                    data-setting={name} data-value={code} aria-pressed={chosen.to_string()} {onclick}>{ text.clone() }</button>
        }
    });
    html! {
        <div class="field" role="group" aria-label={t(label)}>
            <span class="field-label">{ t(label) }</span>
            <div class="choices">{ for buttons }</div>
        </div>
    }
}

/// The menu's settings button and, while open, its dialog (a part, loaded
/// when first opened). `address` closes the dialog when it changes (the
/// page went elsewhere).
#[hook]
pub fn use_settings(address: &str) -> (Html, Html) {
    let open = use_state(|| false);
    {
        let open = open.clone();
        use_effect_with(address.to_string(), move |_| open.set(false));
    }
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let button = html! {
        <button type="button" class="settings-button" data-action="settings" onclick={toggle.clone()}
                aria-haspopup="dialog" aria-expanded={open.to_string()}>
            { "⚙" }<span class="settings-label">{ t(Msg::Settings) }</span>
        </button>
    };
    if !*open {
        return (button, html! {});
    }
    let on_close = {
        let open = open.clone();
        Callback::from(move |()| {
            open.set(false);
            // The focus goes back to the button that opened the dialog.
            crate::play::effects::focus_first(".settings-button");
        })
    };
    let dialog = on_demand(&SETTINGS, SettingsInput { on_close });
    (button, dialog)
}

/// What the settings dialog is given: how it closes.
#[derive(Clone, PartialEq)]
pub struct SettingsInput {
    pub on_close: Callback<()>,
}

part! {
    /// The settings dialog.
    pub static SETTINGS: Part<View<SettingsInput>> = settings, false, settings_dialog;
}

fn settings_dialog(input: &SettingsInput) -> Html {
    html! { <SettingsDialog on_close={input.on_close.clone()} /> }
}

#[derive(Properties, PartialEq)]
struct SettingsDialogProps {
    on_close: Callback<()>,
}

/// The dialog: every change is saved at once.
#[function_component]
fn SettingsDialog(props: &SettingsDialogProps) -> Html {
    // Every change is saved at once, so this stays the stored value.
    let current = use_state(prefs::current);
    // The dialog takes the focus, so Escape and Tab work inside it.
    let done = use_node_ref();
    {
        let done = done.clone();
        use_effect_with((), move |_| {
            if let Some(button) = done.cast::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        });
    }
    let storage = use_storage_kept();
    let on_close = props.on_close.clone();
    let change = |apply: fn(&mut Prefs, bool)| {
        let current = current.clone();
        Callback::from(move |event: Event| {
            let checked = event
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .is_some_and(|input| input.checked());
            let mut next = *current;
            apply(&mut next, checked);
            if next.sound {
                // The click that turns sound on lets the page play it.
                crate::play::sound::unlock();
            }
            prefs::save(next);
            current.set(next);
        })
    };
    let set_speed = {
        let current = current.clone();
        Callback::from(move |speed: Speed| {
            let next = Prefs { speed, ..*current };
            prefs::save(next);
            current.set(next);
        })
    };
    let set_theme = {
        let current = current.clone();
        Callback::from(move |theme: usize| {
            let next = Prefs { theme, ..*current };
            prefs::save(next);
            current.set(next);
        })
    };
    let speeds = [
        (Speed::Off, "off", t(Msg::SettingsSpeedOff)),
        (Speed::Normal, "normal", t(Msg::SettingsSpeedNormal)),
        (Speed::Slow, "slow", t(Msg::SettingsSpeedSlow)),
    ];
    let themes: Vec<(usize, &'static str, String)> = THEMES
        .iter()
        .enumerate()
        .map(|(i, name)| (i, *name, t(theme_label(name))))
        .collect();
    let close = on_close.reform(|_: MouseEvent| ());
    let onkeydown = Callback::from(move |event: KeyboardEvent| {
        if event.key() == "Escape" {
            on_close.emit(());
        }
    });
    let dialog = html! {
        <div class="dialog-backdrop" {onkeydown}>
            <div class="dialog settings-dialog" role="dialog" aria-modal="true" aria-labelledby="settings-title">
                <h2 id="settings-title">{ t(Msg::Settings) }</h2>
                { choices("settings-speed", Msg::SettingsSpeed, &speeds, current.speed, set_speed) }
                { choices("settings-theme", Msg::SettingsTheme, &themes, current.theme, set_theme) }
                <label class="field toggle">
                    <input type="checkbox" data-setting="sound" checked={current.sound}
                           onchange={change(|p, on| p.sound = on)} />
                    <span>{ t(Msg::SettingsSound) }</span>
                </label>
                <label class="field toggle">
                    <input type="checkbox" data-setting="coords" checked={current.coords}
                           onchange={change(|p, on| p.coords = on)} />
                    <span>{ t(Msg::SettingsCoords) }</span>
                </label>
                <div class="field"><crate::play::turn_panel::ConfirmSetting /></div>
                { storage }
                <div class="button-row dialog-actions">
                    <button type="button" class="primary" data-action="close-settings" onclick={close} ref={done}>{ t(Msg::SettingsDone) }</button>
                </div>
            </div>
        </div>
    };
    dialog
}

/// Whether the browser keeps the games through its clean-ups, and a button
/// that asks it to (see `storage::persist`); nothing where it cannot say.
#[hook]
fn use_storage_kept() -> Html {
    let kept = use_state(|| None::<bool>);
    {
        let kept = kept.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                if let Some(answer) = crate::storage::persist::kept().await {
                    kept.set(Some(answer));
                }
            });
        });
    }
    let ask = {
        let kept = kept.clone();
        Callback::from(move |_: MouseEvent| {
            let kept = kept.clone();
            wasm_bindgen_futures::spawn_local(async move {
                if let Some(answer) = crate::storage::persist::ask().await {
                    kept.set(Some(answer));
                }
            });
        })
    };
    match *kept {
        None => html! {},
        Some(true) => html! {
            <div class="field storage-kept" data-kept="true">
                <span class="field-label">{ t(Msg::SettingsStorage) }</span>
                <p>{ t(Msg::SettingsStorageKept) }</p>
            </div>
        },
        Some(false) => html! {
            <div class="field storage-kept" data-kept="false">
                <span class="field-label">{ t(Msg::SettingsStorage) }</span>
                <p>{ t(Msg::SettingsStorageAtRisk) }</p>
                <button type="button" data-action="keep-storage" onclick={ask}>{ t(Msg::SettingsStorageAsk) }</button>
            </div>
        },
    }
}
