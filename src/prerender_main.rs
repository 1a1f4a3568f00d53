//! Prints, as JSON, the first screens of `app::prerender` in every
//! language, drawn from the seed given as the only argument, and the file
//! name of each language's pack (see `scripts/prerender.mjs`).
#![forbid(unsafe_code)]

use cubeplay::app::prerender::{pack_file, render, ADDRESSES};
use cubeplay::i18n::Language;

fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|seed| seed.parse().ok())
        .filter(|seed| (1..=cubeplay::game::seed::SEED_LIMIT).contains(seed))
        .unwrap_or_else(|| {
            eprintln!("usage: cubeplay-prerender SEED (1 to 9e15)");
            std::process::exit(2);
        });
    let mut screens = Vec::new();
    for hash in ADDRESSES {
        for language in Language::ALL {
            let html = futures::executor::block_on(render(hash, language, seed));
            screens.push(format!(
                "{{\"hash\":{},\"language\":{},\"html\":{}}}",
                json_string(hash),
                json_string(language.code()),
                json_string(&html)
            ));
        }
    }
    let packs: Vec<String> = Language::ALL
        .into_iter()
        .map(|language| {
            format!(
                "{}:{}",
                json_string(language.code()),
                json_string(pack_file(language))
            )
        })
        .collect();
    println!(
        "{{\"seed\":{seed},\"packs\":{{{}}},\"screens\":[{}]}}",
        packs.join(","),
        screens.join(",")
    );
}
