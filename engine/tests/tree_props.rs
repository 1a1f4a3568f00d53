//! Property tests of game trees as records: random trees of both games,
//! edited at random, read back exactly as written; damaged records never
//! make the reader panic.

use cubeplay_engine::cephalopod;
use cubeplay_engine::deblockle::{random_start, Rules};
use cubeplay_engine::record::Record;
use cubeplay_engine::rng::{RandomSource, SplitMix64};
use cubeplay_engine::tree::record::{read, write};
use cubeplay_engine::tree::GameTree;
use cubeplay_engine::{Game, Player};
use proptest::prelude::*;

/// Every node's path, the start first.
fn paths(tree: &GameTree) -> Vec<Vec<usize>> {
    let mut all = vec![Vec::new()];
    let mut at = 0;
    while at < all.len() {
        let path = all[at].clone();
        let children = tree.children_at(&path).map_or(0, <[_]>::len);
        for index in 0..children {
            let mut child = path.clone();
            child.push(index);
            all.push(child);
        }
        at += 1;
    }
    all
}

/// `headers` with the moves to `path` played; `None` once a move is
/// refused (the game ended there, by a repetition draw for instance).
fn record_at(headers: &Record, tree: &GameTree, path: &[usize]) -> Option<Record> {
    let mut record = headers.clone();
    record.truncate(0);
    for mv in tree.moves_to(path)? {
        record.play(&mv.to_string()).ok()?;
    }
    Some(record)
}

/// A tree grown by `steps` random edits: mostly moves added anywhere,
/// sometimes a deletion, a promotion or a new main line.
fn random_tree(headers: &Record, steps: usize, seed: u64) -> GameTree {
    let mut rng = SplitMix64::new(seed);
    let mut tree = GameTree::new(headers.start());
    for _ in 0..steps {
        let all = paths(&tree);
        let path = all[rng.below(all.len() as u64) as usize].clone();
        match rng.below(10) {
            0 => {
                tree.delete(&path);
            }
            1 => {
                tree.promote(&path);
            }
            2 => {
                tree.make_main_line(&path);
            }
            _ => {
                let Some(record) = record_at(headers, &tree, &path) else {
                    continue;
                };
                if record.outcome().is_some() {
                    continue;
                }
                let moves = record.final_position().legal_moves();
                if moves.is_empty() {
                    continue;
                }
                let mv = moves[rng.below(moves.len() as u64) as usize];
                tree.add(&path, mv).expect("a legal move is added");
            }
        }
    }
    tree
}

fn headers(game: u8, seed: u64) -> Record {
    let mut record = match game % 3 {
        0 => Record::new_cephalopod(cephalopod::Position::new_empty(3, 3).unwrap()),
        1 => Record::new_cephalopod(cephalopod::Position::new_empty(3, 4).unwrap()),
        _ => {
            let mut rng = SplitMix64::new(seed);
            let start = random_start([2, 2], Rules::default(), &mut rng).unwrap();
            Record::new_deblockle(start, true)
        }
    };
    record.set_player(Player::First, Some("human"));
    record.set_player(Player::Second, Some("AI level 4"));
    record
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn a_written_tree_reads_back_as_the_same_tree(game in 0u8..3, seed in any::<u64>(), steps in 0usize..60) {
        let headers = headers(game, seed);
        let tree = random_tree(&headers, steps, seed);
        let text = write(&tree, &headers);
        let (read_headers, read_tree) = read(&text)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&read_tree, &tree);
        prop_assert_eq!(write(&read_tree, &read_headers), text.clone());
        // Any record reader reads the main line.
        let main: Vec<String> = tree.main_line().iter().map(ToString::to_string).collect();
        prop_assert_eq!(Record::parse(&text).unwrap().moves(), main);
    }

    #[test]
    fn a_damaged_tree_record_never_panics(
        seed in any::<u64>(),
        edits in prop::collection::vec((any::<u16>(), any::<u8>(), prop::sample::select(vec!['(', ')', ' ', '\n', '#', '@', 'a', '1', '2', 'x', '-', ':'])), 1..6),
    ) {
        let headers = headers(0, seed);
        let text = write(&random_tree(&headers, 40, seed), &headers);
        let mut chars: Vec<char> = text.chars().collect();
        for (at, action, c) in edits {
            let at = usize::from(at) % (chars.len() + 1);
            match action % 3 {
                0 => chars.insert(at, c),
                1 if at < chars.len() => chars[at] = c,
                _ if at < chars.len() => { chars.remove(at); }
                _ => {}
            }
        }
        let damaged: String = chars.into_iter().collect();
        if let Err(error) = read(&damaged) {
            let line = damaged.split('\n').nth(error.line - 1);
            prop_assert!(line.is_some(), "line {} of\n{}", error.line, damaged);
        }
    }
}
