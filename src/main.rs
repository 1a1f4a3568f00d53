#![forbid(unsafe_code)]

fn main() {
    yew::Renderer::<cubeplay::app::App>::new().render();
}
