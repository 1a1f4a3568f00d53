//! What a rules page is made of: a list of items, each naming its
//! messages, and the pictures among them. Apart from the page that draws
//! them (`mod.rs`), so the two pages' contents need only this.

use cubeplay_engine::deblockle::Face;

use super::diagrams::Diagram;

/// A picture with its description (the SVG's `<title>` and `aria-label`)
/// and an optional visible caption.
pub struct Figure {
    pub diagram: Diagram,
    pub title: &'static str,
    pub caption: Option<&'static str>,
}

/// One block of a rules page. Every `&'static str` is a message id.
pub enum Item {
    /// A section heading (`h2`).
    Heading(&'static str),
    /// A subsection heading (`h3`).
    Subheading(&'static str),
    Para(&'static str),
    /// A point the project chose, with a visible "This app's choice:" label.
    Chosen(&'static str),
    /// A bulleted list.
    List(&'static [&'static str]),
    /// A numbered list.
    Steps(&'static [&'static str]),
    /// Notation examples: each message starts with the example, then ": "
    /// and its meaning; the example is shown as code.
    Notation(&'static [&'static str]),
    /// The six Deblockle symbols, each with its icon and name.
    Legend,
    /// One symbol: a heading (`h4`) with its icon and name, then the text.
    Symbol(Face, &'static str),
    Figure(Figure),
}
