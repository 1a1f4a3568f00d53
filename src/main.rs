#![forbid(unsafe_code)]

fn main() {
    cubeplay::app::start::start();
}
