//! The game tree as the panel lists it: rows of moves, the main line
//! broken by its variations, each move with its path in the tree.

use cubeplay_engine::tree::{GameTree, Node};
use cubeplay_engine::{AnyMove, AnyPosition, Game, Player};

/// A node of the tree: the child taken at each step from the start.
pub type Path = Vec<usize>;

/// A move in the tree's list.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeMove {
    pub path: Path,
    pub mover: Player,
    pub notation: String,
}

/// One row of the list: a stretch of a line, `depth` variations deep.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeRow {
    pub depth: usize,
    pub moves: Vec<TreeMove>,
}

/// The tree as rows, as PGN reads: the main line, broken after each move
/// that has other choices by those choices (one row each, one deeper,
/// their own choices nested the same way), then going on.
pub fn tree_rows(tree: &GameTree) -> Vec<TreeRow> {
    let mut rows = Vec::new();
    let first = TreeRow {
        depth: 0,
        moves: Vec::new(),
    };
    line_rows(
        tree.start().clone(),
        Vec::new(),
        tree.roots(),
        first,
        &mut rows,
    );
    rows
}

fn line_rows(
    mut position: AnyPosition,
    mut path: Path,
    mut children: &[Node],
    mut row: TreeRow,
    rows: &mut Vec<TreeRow>,
) {
    let depth = row.depth;
    let entry = |position: &AnyPosition, path: &Path, index: usize, mv: AnyMove| {
        let mut path = path.clone();
        path.push(index);
        TreeMove {
            path,
            mover: position.to_move(),
            notation: mv.to_string(),
        }
    };
    while let Some(first) = children.first() {
        row.moves.push(entry(&position, &path, 0, first.mv));
        if children.len() > 1 {
            let next = TreeRow {
                depth,
                moves: Vec::new(),
            };
            rows.push(std::mem::replace(&mut row, next));
            for (index, choice) in children.iter().enumerate().skip(1) {
                let start = entry(&position, &path, index, choice.mv);
                let choice_path = start.path.clone();
                let choice_row = TreeRow {
                    depth: depth + 1,
                    moves: vec![start],
                };
                let after = position.play(choice.mv);
                line_rows(after, choice_path, &choice.children, choice_row, rows);
            }
        }
        position = position.play(first.mv);
        path.push(0);
        children = &first.children;
    }
    if !row.moves.is_empty() {
        rows.push(row);
    }
}
