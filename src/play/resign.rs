//! Resigning asks first: "Resign this game? Yes / No", with the keyboard
//! focus on No, so one slip of the finger never ends a game.

use yew::prelude::*;

use crate::i18n::{t, use_language, Msg};

#[derive(Properties, PartialEq)]
pub struct ResignConfirmProps {
    pub on_yes: Callback<()>,
    pub on_no: Callback<()>,
}

#[function_component]
pub fn ResignConfirm(props: &ResignConfirmProps) -> Html {
    use_language();
    let no_button = use_node_ref();
    {
        let no_button = no_button.clone();
        use_effect_with((), move |_| {
            if let Some(button) = no_button.cast::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        });
    }
    let onkeydown = {
        let on_no = props.on_no.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                event.stop_propagation();
                on_no.emit(());
            }
        })
    };
    html! {
        <div class="resign-confirm" role="group" aria-labelledby="resign-question" data-kind="resign-confirm" {onkeydown}>
            <p id="resign-question">{ t(Msg::ResignConfirm) }</p>
            <div class="button-row">
                <button class="danger" data-action="resign-yes" onclick={props.on_yes.reform(|_: MouseEvent| ())}>{ t(Msg::ResignYes) }</button>
                <button ref={no_button} data-action="resign-no" onclick={props.on_no.reform(|_: MouseEvent| ())}>{ t(Msg::ResignNo) }</button>
            </div>
        </div>
    }
}
