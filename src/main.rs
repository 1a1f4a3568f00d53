#![forbid(unsafe_code)]

fn main() {
    cubeplay::start::start();
}
