//! Writes every `locales/*.ftl` without its comments into `OUT_DIR`, where
//! `src/i18n.rs` includes them from: comments are for translators, and the
//! wasm would carry them (1 KB gzipped). Every message stays byte for byte;
//! a unit test in `src/i18n.rs` compares the parsed files.

use std::{env, fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=locales");
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    let entries = fs::read_dir("locales").expect("the locales/ folder is readable");
    for entry in entries {
        let path = entry.expect("a locales/ entry is readable").path();
        if path.extension().is_none_or(|extension| extension != "ftl") {
            continue;
        }
        println!("cargo:rerun-if-changed={}", path.display());
        let source = fs::read_to_string(&path)
            .unwrap_or_else(|error| panic!("{} is not readable text: {error}", path.display()));
        let name = path.file_name().expect("a file has a name");
        fs::write(Path::new(&out_dir).join(name), without_comments(&source))
            .unwrap_or_else(|error| panic!("cannot write the copy of {}: {error}", path.display()));
    }
}

/// `source` without comment lines (`#` in the first column) and without the
/// blank lines that no pattern includes.
///
/// In Fluent, only an indented line continues a message; a blank line
/// belongs to a pattern only when an indented line follows it. A comment
/// directly followed by an indented line is kept, so that line still parses
/// as it did.
fn without_comments(source: &str) -> String {
    let lines: Vec<&str> = source.lines().collect();
    let indented = |line: &str| line.starts_with([' ', '\t']) && !line.trim().is_empty();
    let blank = |line: &str| line.trim().is_empty();
    // The first line after `index` that is neither blank nor dropped is indented.
    let continues = |index: usize| {
        lines[index + 1..]
            .iter()
            .find(|line| !blank(line))
            .is_some_and(|line| indented(line))
    };
    let mut out = String::with_capacity(source.len());
    for (index, line) in lines.iter().enumerate() {
        let drop = if line.starts_with('#') || blank(line) {
            !continues(index)
        } else {
            false
        };
        if !drop {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}
