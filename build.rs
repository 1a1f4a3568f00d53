//! Compiles every `locales/*.ftl` into compact data instead of the Fluent
//! parser, plural tables and resolver: `OUT_DIR/messages.rs` (the ids and the
//! names of the language packs), `OUT_DIR/message_texts.rs` (every
//! language's texts, for native builds and tests), `OUT_DIR/message_ids.rs`
//! (the ids as Rust items, `Msg` and `msg`, so the compiler checks every
//! lookup; see `typed_ids`), and one pack per language,
//! `target/messages/messages-<language>-<hash>.txt`, which the Trunk hook
//! `scripts/message-packs.mjs` copies into the site: the page fetches only
//! the pack of the language in use.
//!
//! Each language is one string of its messages in the order of the sorted
//! ids (`IDS`), separated by `MARK_SEPARATOR` (an empty one where the language
//! lacks the message). Each message is a string in which plain text stands for itself and
//! a few control characters mark the parts filled in at run time (the
//! `MARK_*` constants, the same in `src/i18n/messages.rs`):
//!
//! - `VAR name END`: the value of the variable `$name`;
//! - `SELECT name END` then per variant `key END pattern VARIANT_END`, then
//!   `SELECT_END`: the variant whose key matches `$name` (`*key` marks the
//!   default, `#number` a number key).
//!
//! Literals, references to other messages and terms are resolved here, as
//! the Fluent resolver would resolve them. What Fluent would only report at
//! run time (a syntax error, a reference to nothing, a function) stops the
//! build with the file and line.

use std::{
    collections::BTreeMap,
    env, fmt, fs,
    path::{Path, PathBuf},
    process,
};

use fluent_syntax::ast;

/// The languages, in the order of `Language::ALL` in `src/i18n/lookup.rs`.
const LANGUAGES: [&str; 3] = ["en", "hu", "kn"];

const MARK_SEPARATOR: char = '\u{0}';
const MARK_VAR: char = '\u{1}';
const MARK_END: char = '\u{2}';
const MARK_SELECT: char = '\u{3}';
const MARK_VARIANT_END: char = '\u{4}';
const MARK_SELECT_END: char = '\u{5}';

/// Locale files whose messages only the study parts show.
const STUDY_FILES: [&str; 4] = ["lessons-", "puzzles-", "analysis-", "rules-"];

/// The Fluent resolver stops writing a message after this many placeables.
const MAX_PLACEABLES: usize = 100;

/// A build error: where, and what is wrong.
struct Error {
    file: String,
    line: usize,
    message: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

/// A message or term with the place it is defined.
struct Defined<'s> {
    file: &'s str,
    line: usize,
    value: Option<&'s ast::Pattern<&'s str>>,
    attributes: &'s [ast::Attribute<&'s str>],
}

/// One language's messages and terms, by id.
#[derive(Default)]
struct Catalog<'s> {
    messages: BTreeMap<&'s str, Defined<'s>>,
    terms: BTreeMap<&'s str, Defined<'s>>,
}

fn main() {
    println!("cargo:rerun-if-changed=locales");
    if let Err(error) = run() {
        eprintln!("error: {error}");
        process::exit(1);
    }
}

fn run() -> Result<(), Error> {
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    let mut files: Vec<PathBuf> = fs::read_dir("locales")
        .expect("the locales/ folder is readable")
        .map(|entry| entry.expect("a locales/ entry is readable").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "ftl"))
        .collect();
    files.sort();
    // The parsed files borrow from their text for as long as the build runs.
    let mut sources: Vec<(&'static str, &'static str, usize)> = Vec::new();
    for path in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let name: &'static str = Box::leak(path.display().to_string().into_boxed_str());
        let text = fs::read_to_string(path).map_err(|error| Error {
            file: name.to_string(),
            line: 1,
            message: format!("not readable as UTF-8 text: {error}"),
        })?;
        let language = language_of(path).ok_or_else(|| Error {
            file: name.to_string(),
            line: 1,
            message: format!(
                "the name must end in -<language>.ftl or be <language>.ftl, with a language among {LANGUAGES:?}"
            ),
        })?;
        sources.push((name, Box::leak(text.into_boxed_str()), language));
    }

    let mut catalogs: Vec<Catalog<'static>> =
        LANGUAGES.iter().map(|_| Catalog::default()).collect();
    for &(file, text, language) in &sources {
        let resource = fluent_syntax::parser::parse_runtime(text).map_err(|(_, errors)| {
            let first = &errors[0];
            Error {
                file: file.to_string(),
                line: line_at(text, first.pos.start),
                message: format!("not valid Fluent: {}", first.kind),
            }
        })?;
        let resource: &'static ast::Resource<&'static str> = Box::leak(Box::new(resource));
        let catalog = &mut catalogs[language];
        for entry in &resource.body {
            let (map, id, defined) = match entry {
                ast::Entry::Message(message) => (
                    &mut catalog.messages,
                    message.id.name,
                    Defined {
                        file,
                        line: line_of_entry(text, message.id.name),
                        value: message.value.as_ref(),
                        attributes: &message.attributes,
                    },
                ),
                ast::Entry::Term(term) => (
                    &mut catalog.terms,
                    term.id.name,
                    Defined {
                        file,
                        line: line_of_entry(text, &format!("-{}", term.id.name)),
                        value: Some(&term.value),
                        attributes: &term.attributes,
                    },
                ),
                _ => continue,
            };
            if let Some(first) = map.get(id) {
                return Err(Error {
                    file: file.to_string(),
                    line: defined.line,
                    message: format!("{id} is already defined at {}:{}", first.file, first.line),
                });
            }
            map.insert(id, defined);
        }
    }

    // Every id of any language, sorted, shared by all languages.
    let mut ids: Vec<&str> = catalogs
        .iter()
        .flat_map(|catalog| catalog.messages.keys().copied())
        .collect();
    ids.sort_unstable();
    ids.dedup();

    // The study parts' screens (rules pages, lessons, puzzles, analysis board) have their
    // texts in a second pack per language, which only that build fetches.
    let study: Vec<bool> = ids
        .iter()
        .map(|id| {
            catalogs[0].messages.get(id).is_some_and(|defined| {
                let name = Path::new(defined.file)
                    .file_name()
                    .and_then(|name| name.to_str())
                    .unwrap_or_default();
                STUDY_FILES.iter().any(|prefix| name.starts_with(prefix))
            })
        })
        .collect();

    check_every_language_has_every_id(&catalogs, &ids)?;

    let mut texts = Vec::new();
    for catalog in &catalogs {
        let mut patterns = Vec::new();
        for id in &ids {
            let mut text = String::new();
            // A message without a value formats as missing, as in Fluent.
            if let Some(defined) = catalog.messages.get(id) {
                if let Some(value) = defined.value {
                    let mut encoder = Encoder {
                        catalog,
                        file: defined.file,
                        line: defined.line,
                        resolving: vec![id.to_string()],
                        local: false,
                        placeables: 0,
                    };
                    encoder.pattern(value, &mut text)?;
                    if encoder.placeables > MAX_PLACEABLES {
                        return Err(encoder.error(format!(
                            "more than {MAX_PLACEABLES} placeables, which Fluent would cut short"
                        )));
                    }
                }
            }
            patterns.push(text);
        }
        texts.push(patterns);
    }

    // Offsets would be 3 KB of the download that compresses badly: the app
    // splits at the separators once instead.
    let sep = MARK_SEPARATOR.to_string();
    let ids_text = ids.join(&sep);
    let joined: Vec<String> = texts.iter().map(|patterns| patterns.join(&sep)).collect();

    // The page's wasm carries only the ids: each language's texts are a file
    // of the site, fetched for the language in use (see src/i18n/messages.rs).
    // The name holds a hash of the ids and the texts, so a pack always
    // matches the wasm that names it and caches never serve a stale one.
    let pack_dir =
        Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"))
            .join("target")
            .join("messages");
    fs::create_dir_all(&pack_dir)
        .unwrap_or_else(|error| panic!("cannot create {}: {error}", pack_dir.display()));
    let mut pack_files = Vec::new();
    let mut study_pack_files = Vec::new();
    for (language, patterns) in LANGUAGES.iter().zip(&texts) {
        // Each pack has every id's place, empty where the other pack has it.
        for (in_study, names) in [(false, &mut pack_files), (true, &mut study_pack_files)] {
            let text = patterns
                .iter()
                .zip(&study)
                .map(|(pattern, &of_study)| {
                    if of_study == in_study {
                        pattern.as_str()
                    } else {
                        ""
                    }
                })
                .collect::<Vec<_>>()
                .join(&sep);
            let kind = if in_study {
                "messages-study"
            } else {
                "messages"
            };
            let name = format!(
                "{kind}-{language}-{:016x}.txt",
                fnv1a(&[&ids_text, "\n", &text])
            );
            let path = pack_dir.join(&name);
            if fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
                // Written beside and renamed, so a reader never sees half a pack.
                let partial = pack_dir.join(format!("{name}.partial"));
                fs::write(&partial, &text)
                    .and_then(|()| fs::rename(&partial, &path))
                    .unwrap_or_else(|error| panic!("cannot write {}: {error}", path.display()));
            }
            println!("cargo:rerun-if-changed={}", path.display());
            names.push(name);
        }
    }
    // Packs of earlier texts would be copied into the site too.
    for entry in fs::read_dir(&pack_dir).expect("the messages folder is readable") {
        let path = entry.expect("a messages entry is readable").path();
        let name = path
            .file_name()
            .and_then(|name| name.to_str())
            .unwrap_or_default();
        if !pack_files
            .iter()
            .chain(&study_pack_files)
            .any(|kept| kept == name)
        {
            let _ = fs::remove_file(&path);
        }
    }

    let ids_out = format!(
        "// Generated by build.rs from locales/*.ftl.\n\
         /// How many messages there are: every pack holds this many.\n\
         pub(crate) const MESSAGE_COUNT: usize = {};\n\
         /// The ids, for tests: the app names messages by `Msg` and `msg`.\n\
         #[cfg(test)]\n\
         pub(crate) static IDS: &str = {};\n\
         /// Each language's texts, a file beside the page (same order as the languages).\n\
         pub(crate) static PACK_FILES: [&str; {}] = [{}];\n\
         /// The texts of the study parts' screens, likewise.\n\
         #[allow(dead_code)]\n\
         pub(crate) static STUDY_PACK_FILES: [&str; {}] = [{}];\n",
        ids.len(),
        rust_literal(&ids_text),
        LANGUAGES.len(),
        literal_list(&pack_files),
        LANGUAGES.len(),
        literal_list(&study_pack_files),
    );
    let texts_out = format!(
        "// Generated by build.rs from locales/*.ftl.\n\
         pub(crate) static TEXTS: [&str; {}] = [{}];\n",
        LANGUAGES.len(),
        joined
            .iter()
            .map(|text| rust_literal(text))
            .collect::<Vec<_>>()
            .join(", "),
    );
    let typed_out = typed_ids(&ids, &texts[0], &texts)?;
    for (file, out) in [
        ("messages.rs", ids_out),
        ("message_texts.rs", texts_out),
        ("message_ids.rs", typed_out),
    ] {
        fs::write(Path::new(&out_dir).join(file), out)
            .unwrap_or_else(|error| panic!("cannot write {file}: {error}"));
    }
    Ok(())
}

/// A message that one language lacks would show another language's text
/// (or nothing) to its readers: the build names the file it belongs in.
fn check_every_language_has_every_id(catalogs: &[Catalog], ids: &[&str]) -> Result<(), Error> {
    let english = &catalogs[0];
    for id in ids {
        let Some(defined) = english.messages.get(id) else {
            let (language, defined) = catalogs
                .iter()
                .find_map(|catalog| catalog.messages.get(id))
                .map(|defined| (defined.file, defined))
                .expect("every id is defined somewhere");
            return Err(Error {
                file: language.to_string(),
                line: defined.line,
                message: format!(
                    "{id} is not an English message (every message starts in a -en.ftl file)"
                ),
            });
        };
        for (language, catalog) in LANGUAGES.iter().zip(catalogs).skip(1) {
            if !catalog.messages.contains_key(id) {
                return Err(Error {
                    file: in_language(defined.file, language),
                    line: 1,
                    message: format!(
                        "lacks the message {id} (defined at {}:{})",
                        defined.file, defined.line
                    ),
                });
            }
        }
    }
    Ok(())
}

/// The file of `language` beside an English one: `locales/keep-hu.ftl`
/// beside `locales/keep-en.ftl`, `locales/hu.ftl` beside `locales/en.ftl`.
fn in_language(english_file: &str, language: &str) -> String {
    match english_file.strip_suffix("en.ftl") {
        Some(stem) => format!("{stem}{language}.ftl"),
        None => english_file.to_string(),
    }
}

/// The variables a compiled message reads, in order of first use.
fn variables_of(pattern: &str, names: &mut Vec<String>) {
    let mut rest = pattern;
    while let Some(at) = rest.find([MARK_VAR, MARK_SELECT]) {
        rest = &rest[at + 1..];
        let end = rest.find(MARK_END).unwrap_or(rest.len());
        let name = &rest[..end];
        if !names.iter().any(|known| known == name) {
            names.push(name.to_string());
        }
        rest = &rest[end..];
    }
}

/// `count-dice` as `CountDice`.
fn camel_case(id: &str) -> String {
    id.split(['-', '_'])
        .map(|part| {
            let mut chars = part.chars();
            chars
                .next()
                .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// `count-dice` as `count_dice`, a keyword as a raw identifier.
fn snake_case(id: &str) -> String {
    let name = id.replace('-', "_");
    const KEYWORDS: [&str; 12] = [
        "as", "fn", "in", "let", "loop", "match", "mod", "move", "ref", "self", "type", "use",
    ];
    if KEYWORDS.contains(&name.as_str()) {
        format!("r#{name}")
    } else {
        name
    }
}

/// The message ids as Rust items, so that the compiler checks every lookup:
/// `Msg`, one variant per message without variables, whose discriminant is
/// the message's place in the packs (the wasm carries no id strings), and
/// `msg`, one function per message with variables, taking them by name.
fn typed_ids(ids: &[&str], english: &[String], texts: &[Vec<String>]) -> Result<String, Error> {
    let mut plain = String::new();
    let mut with_variables = String::new();
    let mut names = BTreeMap::new();
    for (index, id) in ids.iter().enumerate() {
        let mut variables = Vec::new();
        for patterns in texts {
            variables_of(&patterns[index], &mut variables);
        }
        let shown = english[index]
            .replace(MARK_VAR, "{$")
            .replace(MARK_END, "}")
            .replace(
                [
                    MARK_SELECT,
                    MARK_VARIANT_END,
                    MARK_SELECT_END,
                    MARK_SEPARATOR,
                ],
                " ",
            );
        let doc = format!("`{id}`: {shown}");
        let item = if variables.is_empty() {
            camel_case(id)
        } else {
            snake_case(id)
        };
        if let Some(other) = names.insert(item.clone(), *id) {
            return Err(Error {
                file: "locales".to_string(),
                line: 1,
                message: format!("{other} and {id} make the same Rust name {item}"),
            });
        }
        if variables.is_empty() {
            plain.push_str(&format!(
                "    #[doc = {}]\n    {item} = {index},\n",
                rust_literal(&doc)
            ));
        } else {
            let parameters: Vec<String> = variables
                .iter()
                .map(|name| format!("{}: impl Into<Arg<'a>>", snake_case(name)))
                .collect();
            let arguments: Vec<String> = variables
                .iter()
                .map(|name| format!("({}, {}.into())", rust_literal(name), snake_case(name)))
                .collect();
            with_variables.push_str(&format!(
                "    #[doc = {}]\n    #[inline]\n    pub fn {item}<'a>({}) -> String {{\n        \
                 super::format_at({index}, &[{}])\n    }}\n",
                rust_literal(&doc),
                parameters.join(", "),
                arguments.join(", "),
            ));
        }
    }
    Ok(format!(
        "// Generated by build.rs from locales/*.ftl.\n\
         /// A message without variables, named after its id: `Msg::AppTitle` is\n\
         /// `app-title`. Its value is its place in every language's pack.\n\
         #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]\n\
         #[repr(u16)]\n\
         pub enum Msg {{\n{plain}}}\n\
         /// The messages with variables, one function each, which takes every\n\
         /// variable any language's text reads (so none can be left out).\n\
         #[allow(clippy::too_many_arguments)]\n\
         pub mod msg {{\n    use super::Arg;\n\n{with_variables}}}\n"
    ))
}

/// FNV-1a 64 over the parts, one after the other.
fn fnv1a(parts: &[&str]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in parts.iter().flat_map(|part| part.bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// `text` as a Rust string literal, with the marks as `\u{N}` escapes.
/// `names` as the items of a Rust array of string literals.
fn literal_list(names: &[String]) -> String {
    names
        .iter()
        .map(|name| rust_literal(name))
        .collect::<Vec<_>>()
        .join(", ")
}

fn rust_literal(text: &str) -> String {
    let mut literal = String::with_capacity(text.len() + 2);
    literal.push('"');
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                literal.push('\\');
                literal.push(c);
            }
            '\u{0}'..='\u{1f}' => literal.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            _ => literal.push(c),
        }
    }
    literal.push('"');
    literal
}

/// `en.ftl` and `rules-en.ftl` are English: the index in `LANGUAGES`.
fn language_of(path: &Path) -> Option<usize> {
    let stem = path.file_stem()?.to_str()?;
    let code = stem.rsplit('-').next()?;
    LANGUAGES.iter().position(|language| *language == code)
}

/// The 1-based line of byte `offset` in `text`.
fn line_at(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// The line on which the entry `id` (`-name` for a term) starts.
fn line_of_entry(text: &str, id: &str) -> usize {
    text.lines()
        .position(|line| {
            line.strip_prefix(id)
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        })
        .map_or(1, |index| index + 1)
}

/// Writes one message's value in the encoding described at the top.
struct Encoder<'c, 's> {
    catalog: &'c Catalog<'s>,
    file: &'s str,
    line: usize,
    /// The messages and terms being written, to refuse a cycle.
    resolving: Vec<String>,
    /// Inside a term, where Fluent hides the message's variables.
    local: bool,
    placeables: usize,
}

impl<'s> Encoder<'_, 's> {
    fn error(&self, message: String) -> Error {
        Error {
            file: self.file.to_string(),
            line: self.line,
            message,
        }
    }

    fn text(&self, text: &str, out: &mut String) -> Result<(), Error> {
        if let Some(mark) = text.chars().find(|c| ('\u{0}'..='\u{5}').contains(c)) {
            return Err(self.error(format!(
                "the control character U+{:04X} cannot be in a message",
                u32::from(mark)
            )));
        }
        out.push_str(text);
        Ok(())
    }

    fn pattern(&mut self, pattern: &ast::Pattern<&'s str>, out: &mut String) -> Result<(), Error> {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => self.text(value, out)?,
                ast::PatternElement::Placeable { expression } => {
                    self.placeables += 1;
                    self.expression(expression, out)?;
                }
            }
        }
        Ok(())
    }

    fn expression(
        &mut self,
        expression: &ast::Expression<&'s str>,
        out: &mut String,
    ) -> Result<(), Error> {
        let (selector, variants) = match expression {
            ast::Expression::Inline(inline) => return self.inline(inline, out),
            ast::Expression::Select { selector, variants } => (selector, variants),
        };
        let ast::InlineExpression::VariableReference { id } = selector else {
            return Err(self.error("only a variable ($name) can select a variant".to_string()));
        };
        if self.local {
            // The variable is hidden: Fluent takes the default variant.
            let default = variants
                .iter()
                .find(|variant| variant.default)
                .ok_or_else(|| self.error("a select expression without a default".to_string()))?;
            return self.pattern(&default.value, out);
        }
        out.push(MARK_SELECT);
        out.push_str(id.name);
        out.push(MARK_END);
        for variant in variants {
            if variant.default {
                out.push('*');
            }
            match variant.key {
                ast::VariantKey::Identifier { name } => out.push_str(name),
                ast::VariantKey::NumberLiteral { value } => {
                    out.push('#');
                    out.push_str(&number_key(value));
                }
            }
            out.push(MARK_END);
            self.pattern(&variant.value, out)?;
            out.push(MARK_VARIANT_END);
        }
        out.push(MARK_SELECT_END);
        Ok(())
    }

    fn inline(
        &mut self,
        inline: &ast::InlineExpression<&'s str>,
        out: &mut String,
    ) -> Result<(), Error> {
        match inline {
            ast::InlineExpression::StringLiteral { value } => self.text(
                &fluent_syntax::unicode::unescape_unicode_to_string(value),
                out,
            ),
            ast::InlineExpression::NumberLiteral { value } => {
                self.text(&number_literal(value), out)
            }
            ast::InlineExpression::VariableReference { id } => {
                if self.local {
                    // What Fluent writes for a variable it cannot see.
                    self.text(&format!("{{${}}}", id.name), out)
                } else {
                    out.push(MARK_VAR);
                    out.push_str(id.name);
                    out.push(MARK_END);
                    Ok(())
                }
            }
            ast::InlineExpression::MessageReference { id, attribute } => {
                let defined = self.catalog.messages.get(id.name).ok_or_else(|| {
                    self.error(format!("no message {} in this language", id.name))
                })?;
                let name = match attribute {
                    Some(attribute) => format!("{}.{}", id.name, attribute.name),
                    None => id.name.to_string(),
                };
                let pattern = self.part(defined, attribute.as_ref(), &name)?;
                self.referenced(name, pattern, out)
            }
            ast::InlineExpression::TermReference {
                id,
                attribute,
                arguments,
            } => {
                if arguments.is_some() {
                    return Err(self.error(format!(
                        "-{} is given arguments, which are not supported",
                        id.name
                    )));
                }
                let defined =
                    self.catalog.terms.get(id.name).ok_or_else(|| {
                        self.error(format!("no term -{} in this language", id.name))
                    })?;
                let name = match attribute {
                    Some(attribute) => format!("-{}.{}", id.name, attribute.name),
                    None => format!("-{}", id.name),
                };
                let pattern = self.part(defined, attribute.as_ref(), &name)?;
                // Fluent hides the variables inside a term and shows them
                // again once any term is written.
                self.local = true;
                let written = self.referenced(name, pattern, out);
                self.local = false;
                written
            }
            ast::InlineExpression::FunctionReference { id, .. } => {
                Err(self.error(format!("the function {}() is not supported", id.name)))
            }
            ast::InlineExpression::Placeable { expression } => self.expression(expression, out),
        }
    }

    /// The value, or the attribute, of a message or term.
    fn part(
        &self,
        defined: &Defined<'s>,
        attribute: Option<&ast::Identifier<&'s str>>,
        name: &str,
    ) -> Result<&'s ast::Pattern<&'s str>, Error> {
        match attribute {
            Some(attribute) => defined
                .attributes
                .iter()
                .find(|candidate| candidate.id.name == attribute.name)
                .map(|found| &found.value),
            None => defined.value,
        }
        .ok_or_else(|| self.error(format!("{name} has no such value")))
    }

    fn referenced(
        &mut self,
        name: String,
        pattern: &ast::Pattern<&'s str>,
        out: &mut String,
    ) -> Result<(), Error> {
        if self.resolving.contains(&name) {
            return Err(self.error(format!("{name} refers to itself")));
        }
        self.resolving.push(name);
        self.pattern(pattern, out)?;
        self.resolving.pop();
        Ok(())
    }
}

/// A number literal as Fluent writes it: the shortest form of its value,
/// with at least as many decimals as the literal has.
fn number_literal(literal: &str) -> String {
    let Ok(value) = literal.parse::<f64>() else {
        return literal.to_string();
    };
    let mut text = value.to_string();
    if let Some(point) = literal.find('.') {
        let decimals = literal.len() - point - 1;
        match text.find('.') {
            Some(at) => {
                let missing = decimals.saturating_sub(text.len() - at - 1);
                text.push_str(&"0".repeat(missing));
            }
            None => {
                text.push('.');
                text.push_str(&"0".repeat(decimals));
            }
        }
    }
    text
}

/// A number key as the formatter compares it: the value as Rust writes it
/// (zero without a sign). A key with decimals never equals an argument in
/// Fluent (its number options differ), so it becomes `.`, which no number
/// is written as.
fn number_key(literal: &str) -> String {
    match literal.parse::<f64>() {
        Ok(_) if literal.contains('.') => ".".to_string(),
        // Also -0.
        Ok(0.0) => "0".to_string(),
        Ok(value) => value.to_string(),
        Err(_) => ".".to_string(),
    }
}
