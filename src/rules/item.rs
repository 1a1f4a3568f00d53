//! What a rules page is made of: a list of items, each naming its
//! messages, and the pictures among them. Apart from the page that draws
//! them (`mod.rs`), so the two pages' contents need only this.

use cubeplay_engine::deblockle::Face;

use super::diagrams::Diagram;
use crate::i18n::Msg;

/// A picture with its description (the SVG's `<title>` and `aria-label`)
/// and an optional visible caption.
pub struct Figure {
    pub diagram: Diagram,
    pub title: Msg,
    pub caption: Option<Msg>,
}

/// One block of a rules page, naming its messages.
pub enum Item {
    /// A section heading (`h2`).
    Heading(Msg),
    /// A subsection heading (`h3`).
    Subheading(Msg),
    Para(Msg),
    /// A point the project chose, with a visible "This app's choice:" label.
    Chosen(Msg),
    /// A bulleted list.
    List(&'static [Msg]),
    /// A numbered list.
    Steps(&'static [Msg]),
    /// Notation examples: each message starts with the example, then ": "
    /// and its meaning; the example is shown as code.
    Notation(&'static [Msg]),
    /// The six Deblockle symbols, each with its icon and name.
    Legend,
    /// One symbol: a heading (`h4`) with its icon and name, then the text.
    Symbol(Face, Msg),
    Figure(Figure),
}
