//! A game tree for analysis: the moves played from a start position of
//! either game and every variation tried, as plain data with no rules of
//! its own beyond "a move must be legal where it is played". (One type for
//! both games, not a generic one: the app's download holds its code once.)
//!
//! A node is named by its **path**: the index of the child taken at each
//! step from the start (`[]` is the start, `[0, 0, 1]` the second choice
//! at move 3 after the first two main-line moves). The first child of a
//! node is its main continuation, so the main line is the path of zeros
//! and a path's own line continues through first children.
//!
//! The functions are `#[inline]`, so each is compiled in the crate that
//! calls it: the app's build, optimised for size, holds them small (the
//! engine's own is optimised for speed, for the AI).
//!
//! Editing returns the edited node's new path, as paths change when
//! siblings move (promotion) or go (deletion). Reading and writing trees
//! as records with variations is in [`record`].
//!
//! ```
//! use cubeplay_engine::cephalopod::Position;
//! use cubeplay_engine::tree::GameTree;
//! use cubeplay_engine::{AnyPosition, Game};
//!
//! let start = AnyPosition::from(Position::new_empty(3, 3).unwrap());
//! let mut tree = GameTree::new(start.clone());
//! let b2 = start.parse_move("b2").unwrap();
//! let a1 = start.parse_move("a1").unwrap();
//! assert_eq!(tree.add(&[], b2), Some(vec![0]));
//! assert_eq!(tree.add(&[], a1), Some(vec![1])); // a variation
//! assert_eq!(tree.add(&[], b2), Some(vec![0])); // already there
//! assert_eq!(tree.promote(&[1]), Some(vec![0])); // a1 is the main line now
//! assert_eq!(tree.main_line(), vec![a1]);
//! ```

pub mod record;

use crate::game::Game;
use crate::{AnyMove, AnyPosition};

/// A move and what was tried after it, main continuation first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    pub mv: AnyMove,
    pub children: Vec<Node>,
}

/// The start position and the tree of moves below it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameTree {
    start: AnyPosition,
    children: Vec<Node>,
}

impl GameTree {
    /// A tree with no moves yet.
    #[must_use]
    #[inline]
    pub fn new(start: AnyPosition) -> Self {
        GameTree {
            start,
            children: Vec::new(),
        }
    }

    /// A tree holding one line, `moves` from `start`; `None` when a move is
    /// not legal where it comes.
    #[must_use]
    #[inline]
    pub fn with_line(start: AnyPosition, moves: &[AnyMove]) -> Option<Self> {
        let mut tree = GameTree::new(start);
        let mut path = Vec::new();
        for &mv in moves {
            path = tree.add(&path, mv)?;
        }
        Some(tree)
    }

    #[must_use]
    #[inline]
    pub fn start(&self) -> &AnyPosition {
        &self.start
    }

    /// The moves after the start position.
    #[must_use]
    #[inline]
    pub fn roots(&self) -> &[Node] {
        &self.children
    }

    /// The node at `path`; `None` for the start (`[]`) or a path that
    /// leads nowhere.
    #[must_use]
    #[inline]
    pub fn node(&self, path: &[usize]) -> Option<&Node> {
        let (&last, parent) = path.split_last()?;
        self.children_at(parent)?.get(last)
    }

    /// What was tried after the node at `path`.
    #[must_use]
    #[inline]
    pub fn children_at(&self, path: &[usize]) -> Option<&[Node]> {
        let mut children = &self.children;
        for &index in path {
            children = &children.get(index)?.children;
        }
        Some(children)
    }

    #[inline]
    fn children_mut(&mut self, path: &[usize]) -> Option<&mut Vec<Node>> {
        let mut children = &mut self.children;
        for &index in path {
            children = &mut children.get_mut(index)?.children;
        }
        Some(children)
    }

    /// Whether `path` names a node (or the start).
    #[must_use]
    #[inline]
    pub fn contains(&self, path: &[usize]) -> bool {
        self.children_at(path).is_some()
    }

    /// The moves from the start to the node at `path`.
    #[must_use]
    #[inline]
    pub fn moves_to(&self, path: &[usize]) -> Option<Vec<AnyMove>> {
        let mut children = &self.children;
        let mut moves = Vec::with_capacity(path.len());
        for &index in path {
            let node = children.get(index)?;
            moves.push(node.mv);
            children = &node.children;
        }
        Some(moves)
    }

    /// The position at the node `path`: the start, then each move played.
    #[must_use]
    #[inline]
    pub fn position_at(&self, path: &[usize]) -> Option<AnyPosition> {
        let moves = self.moves_to(path)?;
        Some(moves.iter().fold(self.start.clone(), |at, &mv| at.play(mv)))
    }

    /// Adds `mv` after the node at `path` and gives the path of its node:
    /// the child that already holds `mv`, or a new last child (the main
    /// continuation when it is the first). `None` when `path` leads nowhere
    /// or `mv` is not legal there; the tree is then unchanged.
    #[inline]
    pub fn add(&mut self, path: &[usize], mv: AnyMove) -> Option<Vec<usize>> {
        let position = self.position_at(path)?;
        let children = self.children_mut(path)?;
        let index = match children.iter().position(|child| child.mv == mv) {
            Some(index) => index,
            None => {
                if !position.legal_moves().contains(&mv) {
                    return None;
                }
                children.push(Node {
                    mv,
                    children: Vec::new(),
                });
                children.len() - 1
            }
        };
        let mut added = path.to_vec();
        added.push(index);
        Some(added)
    }

    /// The main line: first children from the start.
    #[must_use]
    #[inline]
    pub fn main_line(&self) -> Vec<AnyMove> {
        let mut moves = Vec::new();
        let mut children = &self.children;
        while let Some(first) = children.first() {
            moves.push(first.mv);
            children = &first.children;
        }
        moves
    }

    /// The node one move further along `path`'s line (its first child).
    #[must_use]
    #[inline]
    pub fn next(&self, path: &[usize]) -> Option<Vec<usize>> {
        self.children_at(path)?.first()?;
        let mut next = path.to_vec();
        next.push(0);
        Some(next)
    }

    /// The last node of `path`'s line (first children to the end).
    #[must_use]
    #[inline]
    pub fn line_end(&self, path: &[usize]) -> Vec<usize> {
        let mut end = path.to_vec();
        while let Some(next) = self.next(&end) {
            end = next;
        }
        end
    }

    /// Deletes the node at `path` and everything after it; returns the
    /// deleted subtree, or `None` for the start or a path that leads nowhere.
    #[inline]
    pub fn delete(&mut self, path: &[usize]) -> Option<Node> {
        let (&last, parent) = path.split_last()?;
        let siblings = self.children_mut(parent)?;
        (last < siblings.len()).then(|| siblings.remove(last))
    }

    /// Promotes the variation holding `path` one step, as lichess does: the
    /// deepest choice along the path that is not a main continuation
    /// swaps with the sibling before it. Gives the node's new path; `None`
    /// when `path` leads nowhere or is already on the main line.
    #[inline]
    pub fn promote(&mut self, path: &[usize]) -> Option<Vec<usize>> {
        if !self.contains(path) {
            return None;
        }
        let depth = path.iter().rposition(|&index| index > 0)?;
        let index = path[depth];
        self.children_mut(&path[..depth])?.swap(index - 1, index);
        let mut promoted = path.to_vec();
        promoted[depth] = index - 1;
        Some(promoted)
    }

    /// Makes `path`'s line the main line: at every step the choice taken
    /// moves to the front, the others keeping their order. Gives the node's
    /// new path (all zeros); `None` when `path` leads nowhere.
    #[inline]
    pub fn make_main_line(&mut self, path: &[usize]) -> Option<Vec<usize>> {
        if !self.contains(path) {
            return None;
        }
        for (depth, &index) in path.iter().enumerate() {
            // The steps before this one are first children by now.
            let parent = vec![0; depth];
            self.children_mut(&parent)?[..=index].rotate_right(1);
        }
        Some(vec![0; path.len()])
    }

    /// Number of moves in the tree.
    #[must_use]
    #[inline]
    pub fn len(&self) -> usize {
        fn count(nodes: &[Node]) -> usize {
            nodes.iter().map(|node| 1 + count(&node.children)).sum()
        }
        count(&self.children)
    }

    #[must_use]
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.children.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cephalopod::Position;

    fn start() -> AnyPosition {
        Position::new_empty(3, 3).unwrap().into()
    }

    /// Adds `moves` (notation) one after the other from `path`.
    fn add_line(tree: &mut GameTree, path: &[usize], moves: &[&str]) -> Vec<usize> {
        let mut path = path.to_vec();
        for text in moves {
            let position = tree.position_at(&path).unwrap();
            let mv = position.parse_move(text).unwrap();
            path = tree.add(&path, mv).unwrap();
        }
        path
    }

    fn line(tree: &GameTree, path: &[usize]) -> Vec<String> {
        let moves = tree.moves_to(path).unwrap();
        moves.iter().map(ToString::to_string).collect()
    }

    /// Main line a1 b2 c3; at move 2 the variations a2 a3 and c1.
    fn sample() -> GameTree {
        let mut tree = GameTree::new(start());
        add_line(&mut tree, &[], &["a1", "b2", "c3"]);
        add_line(&mut tree, &[0], &["a2", "a3"]);
        add_line(&mut tree, &[0], &["c1"]);
        tree
    }

    #[test]
    fn adding_builds_the_main_line_then_variations() {
        let tree = sample();
        assert_eq!(tree.len(), 6);
        assert_eq!(
            tree.main_line()
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>(),
            ["a1", "b2", "c3"]
        );
        assert_eq!(line(&tree, &[0, 1, 0]), ["a1", "a2", "a3"]);
        assert_eq!(line(&tree, &[0, 2]), ["a1", "c1"]);
        assert_eq!(
            tree.position_at(&[0, 1, 0]).unwrap().to_string(),
            "w1../b1../w1.. b"
        );
        assert_eq!(tree.children_at(&[0]).unwrap().len(), 3);
    }

    #[test]
    fn adding_a_move_already_there_reuses_its_node() {
        let mut tree = sample();
        let before = tree.clone();
        assert_eq!(add_line(&mut tree, &[], &["a1", "a2"]), vec![0, 1]);
        assert_eq!(tree, before);
    }

    #[test]
    fn illegal_moves_and_unknown_paths_are_refused() {
        let mut tree = sample();
        let before = tree.clone();
        // a1 is taken after a1.
        let a1 = start().parse_move("a1").unwrap();
        assert_eq!(tree.add(&[0], a1), None);
        assert_eq!(tree.add(&[5], a1), None);
        assert_eq!(tree.add(&[0, 0, 0, 0], a1), None);
        assert_eq!(tree, before);
        assert_eq!(tree.position_at(&[0, 3]), None);
        assert_eq!(tree.node(&[]), None);
    }

    #[test]
    fn navigation_follows_the_line_of_the_path() {
        let tree = sample();
        assert_eq!(tree.next(&[]), Some(vec![0]));
        assert_eq!(tree.next(&[0, 1]), Some(vec![0, 1, 0]));
        assert_eq!(tree.next(&[0, 1, 0]), None);
        assert_eq!(tree.next(&[0, 2]), None);
        assert_eq!(tree.line_end(&[]), vec![0, 0, 0]);
        assert_eq!(tree.line_end(&[0, 1]), vec![0, 1, 0]);
    }

    #[test]
    fn deleting_removes_the_subtree_and_its_siblings_move_up() {
        let mut tree = sample();
        let deleted = tree.delete(&[0, 1]).unwrap();
        assert_eq!(deleted.mv.to_string(), "a2");
        assert_eq!(deleted.children.len(), 1);
        assert_eq!(tree.len(), 4);
        assert_eq!(line(&tree, &[0, 1]), ["a1", "c1"]);
        assert_eq!(tree.delete(&[]), None);
        assert_eq!(tree.delete(&[0, 7]), None);
        // Deleting the main continuation makes the next choice the main line.
        tree.delete(&[0, 0]);
        assert_eq!(
            tree.main_line()
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>(),
            ["a1", "c1"]
        );
    }

    #[test]
    fn promotion_moves_a_variation_one_step_up() {
        let mut tree = sample();
        // c1 passes a2, then b2.
        assert_eq!(tree.promote(&[0, 2]), Some(vec![0, 1]));
        assert_eq!(line(&tree, &[0, 1]), ["a1", "c1"]);
        assert_eq!(line(&tree, &[0, 2]), ["a1", "a2"]);
        assert_eq!(tree.promote(&[0, 1]), Some(vec![0, 0]));
        assert_eq!(line(&tree, &[0, 0]), ["a1", "c1"]);
        assert_eq!(line(&tree, &[0, 1]), ["a1", "b2"]);
        assert_eq!(tree.promote(&[0, 0]), None);
        // Deep inside a variation, the deepest side step is promoted.
        assert_eq!(tree.promote(&[0, 2, 0]), Some(vec![0, 1, 0]));
        assert_eq!(tree.promote(&[0, 9]), None);
    }

    #[test]
    fn making_the_main_line_puts_every_step_first() {
        let mut tree = sample();
        add_line(&mut tree, &[0, 1], &["c2"]);
        // The tree: a1 (b2 c3 | a2 (a3 | c2) | c1).
        assert_eq!(tree.make_main_line(&[0, 1, 1]), Some(vec![0, 0, 0]));
        assert_eq!(line(&tree, &[0, 0, 0]), ["a1", "a2", "c2"]);
        assert_eq!(line(&tree, &[0, 0, 1]), ["a1", "a2", "a3"]);
        // The other choices keep their order behind it.
        assert_eq!(line(&tree, &[0, 1, 0]), ["a1", "b2", "c3"]);
        assert_eq!(line(&tree, &[0, 2]), ["a1", "c1"]);
        assert_eq!(tree.len(), 7);
        assert_eq!(tree.make_main_line(&[3]), None);
    }

    #[test]
    fn a_tree_of_one_line_is_that_line() {
        let moves: Vec<_> = ["b2", "a1"]
            .iter()
            .scan(start(), |at, text| {
                let mv = at.parse_move(text).unwrap();
                *at = at.play(mv);
                Some(mv)
            })
            .collect();
        let tree = GameTree::with_line(start(), &moves).unwrap();
        assert_eq!(tree.main_line(), moves);
        assert_eq!(tree.len(), 2);
        assert!(GameTree::with_line(start(), &[moves[0], moves[0]]).is_none());
    }
}
