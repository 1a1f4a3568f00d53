//! Helpers shared by the integration tests that check the documentation.

/// The blocks fenced as ```` ```FENCE ```` in the record module's docs (the
/// format spec), each with its lines.
pub fn record_doc_blocks(fence: &str) -> Vec<String> {
    let source = include_str!("../../src/record/mod.rs");
    let opening = format!("```{fence}");
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        let Some(doc) = line.strip_prefix("//!") else {
            continue;
        };
        let doc = doc.strip_prefix(' ').unwrap_or(doc);
        match &mut current {
            None if doc == opening => current = Some(String::new()),
            Some(_) if doc == "```" => blocks.extend(current.take()),
            Some(block) => {
                block.push_str(doc);
                block.push('\n');
            }
            None => {}
        }
    }
    blocks
}
