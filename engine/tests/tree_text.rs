//! The variation syntax as documented: the examples of the record module's
//! "Variations" section read as trees and are written back unchanged.

mod common;

use cubeplay_engine::tree::record::{read, write};
#[test]
fn the_documented_record_with_variations_reads_as_documented() {
    let blocks = common::record_doc_blocks("txt");
    assert_eq!(blocks.len(), 2, "{blocks:?}");
    assert_eq!(blocks[0], "#@variation 1 c3 b1 (a3) a2\n");
    let (headers, tree) = read(&blocks[1]).unwrap();
    assert_eq!(tree.len(), 11);
    let line = |path: &[usize]| -> Vec<String> {
        let moves = tree.moves_to(path).unwrap();
        moves.iter().map(ToString::to_string).collect()
    };
    assert_eq!(
        line(&[0, 0, 0, 0, 1, 0, 0]),
        ["b3", "c4", "c3=b3+c4", "d3", "b2", "a1", "e1"]
    );
    assert_eq!(
        line(&[0, 0, 0, 0, 1, 1]),
        ["b3", "c4", "c3=b3+c4", "d3", "b2", "b4"]
    );
    assert_eq!(line(&[0, 0, 0, 0, 2]), ["b3", "c4", "c3=b3+c4", "d3", "e5"]);
    assert_eq!(write(&tree, &headers), blocks[1]);
}

/// An edited example: each problem is named with its line.
#[test]
fn a_bad_variation_in_the_example_names_its_line() {
    let example = common::record_doc_blocks("txt").remove(1);
    let cases = [
        (
            "b2 a1 (b4) e1",
            "b2 a1 (b4 e1",
            "line 12: a '(' is not closed with ')'",
        ),
        (
            "#@variation 1 e5",
            "#@variation 1 e5 e5",
            "line 13: move 6 (e5) cannot be played: square e5 is already occupied",
        ),
        (
            "#@variation 1 e5",
            "#@variation 3 e5",
            "line 13: variation version '3' is not supported (this app reads version 1)",
        ),
    ];
    for (from, to, expected) in cases {
        let text = example.replacen(from, to, 1);
        assert_eq!(read(&text).unwrap_err().to_string(), expected, "{to}");
    }
}
