//! The tests of storage: games, ids, the home list and the migration.

use super::migration::*;
use super::*;
use crate::game::config::GameConfig;
use crate::game::line::Record;
use crate::storage::keep::engine_record;
use cubeplay_engine::{cephalopod as ceph, GameKind, Player};

const NOW: f64 = 1_764_500_000_000.0;

fn record_text(size: (u8, u8), moves: &[&str]) -> String {
    let start = ceph::Position::new_empty(size.0, size.1).unwrap().into();
    let mut game = Record::new(start, false);
    for mv in moves {
        game.play_text(mv).unwrap();
    }
    let mut config = GameConfig::new(GameKind::Cephalopod);
    config.opponent = crate::game::config::Opponent::Friend;
    engine_record(&config, &game, Some("2026-11-30")).to_text()
}

/// A schema 1 saved game, exactly as `SavedGame::to_text` wrote it.
/// `finished` here means Black resigned.
fn v1_text(query: &str, cursor: usize, finished: bool, record: &str) -> String {
    format!(
        "cubeplay-saved 1\nquery={query}\ncursor={cursor}\nresigned={}\nsaved=1764400000000\nfinished={}\n{record}",
        if finished { "second" } else { "none" },
        u8::from(finished)
    )
}

fn v2_text(id: &str, query: &str, cursor: usize, finished: bool, record: &str) -> String {
    v3_text(id, query, cursor, finished, record).replacen("saved 3", "saved 2", 1)
}

fn v3_text(id: &str, query: &str, cursor: usize, finished: bool, record: &str) -> String {
    format!(
        "cubeplay-saved 3\nid={id}\nquery={query}\ncursor={cursor}\nresigned={}\nsaved=1764400000000\nfinished={}\n{record}",
        if finished { "second" } else { "none" },
        u8::from(finished)
    )
}

fn counter() -> impl FnMut() -> u32 {
    let mut next = 0;
    move || {
        next += 1;
        next
    }
}

/// Every key and value, in the order of the keys.
fn contents(store: &MemoryStore) -> Vec<(String, String)> {
    let mut keys = store.keys();
    keys.sort();
    keys.into_iter()
        .map(|key| {
            let value = store.get(&key).unwrap();
            (key, value)
        })
        .collect()
}

const DAMAGED: &str = "cubeplay-saved 1\nquery=game=cephalopod\ncursor=two";

/// The old game on the board, the same game again in the recent list, a
/// finished game with an id, and a damaged entry.
fn old_store() -> (MemoryStore, String, String) {
    let playing = record_text((3, 3), &["a1", "b2"]);
    let finished = record_text((2, 2), &["a1", "b2"]);
    let mut store = MemoryStore::new();
    let current = v1_text(
        "game=cephalopod&opponent=friend&size=3x3",
        2,
        false,
        &playing,
    );
    store.set(OLD_CURRENT_KEY, &current).unwrap();
    let recent = [
        current.clone(),
        v1_text(
            "game=cephalopod&opponent=ai&level=3&human=first&size=2x2&seed=42&id=x7",
            2,
            true,
            &finished,
        ),
        DAMAGED.to_string(),
    ]
    .join("\n%%\n");
    store.set(OLD_RECENT_KEY, &recent).unwrap();
    (store, playing, finished)
}

#[test]
fn the_migration_gives_every_old_game_its_own_key() {
    let (mut store, playing, finished) = old_store();
    let report = migrate(&mut store, NOW, &mut counter());
    // 1764500000000 in base 36, then the first random number, 1.
    let id = "millqpkw00001";
    assert_eq!(make_id(NOW, 1), id);
    assert_eq!(
        report,
        Migration {
            moved: vec![
                ("cubeplay.game".into(), id.into()),
                ("cubeplay.recent #1".into(), id.into()),
                ("cubeplay.recent #2".into(), "x7".into()),
            ],
            damaged: vec![(
                "cubeplay.recent #3".into(),
                "cubeplay.damaged.1".into(),
                SavedError::Cursor { line: 3 }
            )],
            failed: None,
        }
    );
    assert_eq!(
        report.damaged[0].2.to_string(),
        "saved game, line 3: the cursor is not a number"
    );
    assert_eq!(
        contents(&store),
        vec![
            ("cubeplay.damaged.1".to_string(), DAMAGED.to_string()),
            (
                format!("cubeplay.game.{id}"),
                v3_text(
                    id,
                    &format!("game=cephalopod&opponent=friend&size=3x3&id={id}"),
                    2,
                    false,
                    &playing
                )
            ),
            (
                "cubeplay.game.x7".to_string(),
                v3_text(
                    "x7",
                    "game=cephalopod&opponent=ai&level=3&human=first&size=2x2&seed=42&id=x7",
                    2,
                    true,
                    &finished
                )
            ),
            ("cubeplay.schema".to_string(), "3".to_string()),
        ]
    );
    // The migrated game reads back whole and goes on.
    let game = load(&store, id).unwrap().unwrap();
    assert_eq!(game.move_lines(), vec!["1. White a1", "2. Black b2"]);
    assert_eq!(game.engine_record().unwrap().moves(), ["a1", "b2"]);
}

#[test]
fn the_migration_runs_once() {
    let (mut store, _, _) = old_store();
    migrate(&mut store, NOW, &mut counter());
    let after = contents(&store);
    let again = migrate(&mut store, NOW + 5.0, &mut counter());
    assert_eq!(again, Migration::default());
    assert_eq!(contents(&store), after);
}

#[test]
fn a_failed_migration_keeps_the_old_keys_and_a_second_run_finishes_it() {
    let (mut store, playing, _) = old_store();
    let before = contents(&store);
    let used: usize = before.iter().map(|(k, v)| k.len() + v.len()).sum();
    let id = "millqpkw00001";
    let query = format!("game=cephalopod&opponent=friend&size=3x3&id={id}");
    let first = game_key(id).len() + v3_text(id, &query, 2, false, &playing).len();
    // Room for the first game only.
    let quota = used + first + 10;
    store.set_quota(Some(quota));
    let report = migrate(&mut store, NOW, &mut counter());
    assert_eq!(
        report.moved,
        vec![
            ("cubeplay.game".to_string(), id.to_string()),
            ("cubeplay.recent #1".to_string(), id.to_string()),
        ]
    );
    let refused = match report.failed {
        Some(MigrationError::Refused { reason, .. }) => Some(reason.0),
        _ => None,
    };
    assert_eq!(refused, Some(format!("the quota of {quota} bytes is full")));
    assert_eq!(store.get(OLD_CURRENT_KEY), Some(before[0].1.clone()));
    assert_eq!(store.get(OLD_RECENT_KEY), Some(before[1].1.clone()));
    assert_eq!(store.get(SCHEMA_KEY), None);
    store.set_quota(None);
    let report = migrate(&mut store, NOW, &mut counter());
    assert_eq!(report.failed, None);
    assert_eq!(report.moved[0].1, "millqpkw00001");
    // No game twice: the one written by the first run was found again.
    assert_eq!(games(&store).len(), 2);
    assert_eq!(store.get(OLD_CURRENT_KEY), None);
}

#[test]
fn an_id_taken_by_another_game_is_not_reused() {
    let mut store = MemoryStore::new();
    let other = v3_text(
        "x7",
        "game=cephalopod&opponent=friend&size=3x3&id=x7",
        0,
        false,
        &record_text((3, 3), &[]),
    );
    store.set("cubeplay.game.x7", &other).unwrap();
    let old = v1_text(
        "game=cephalopod&opponent=friend&size=2x2&id=x7",
        1,
        false,
        &record_text((2, 2), &["a1"]),
    );
    store.set(OLD_CURRENT_KEY, &old).unwrap();
    let report = migrate(&mut store, NOW, &mut counter());
    assert_eq!(
        report.moved,
        vec![("cubeplay.game".to_string(), "millqpkw00001".to_string())]
    );
    assert_eq!(store.get("cubeplay.game.x7"), Some(other));
    let moved = load(&store, "millqpkw00001").unwrap().unwrap();
    assert_eq!(
        moved.query,
        "game=cephalopod&opponent=friend&size=2x2&id=millqpkw00001"
    );
}

fn game(id: &str, moves: &[&str], cursor: usize) -> SavedGame {
    SavedGame {
        id: id.into(),
        query: format!("game=cephalopod&opponent=friend&size=3x3&id={id}"),
        cursor,
        resigned: None,
        saved_ms: NOW,
        finished: false,
        record: record_text((3, 3), moves),
    }
}

#[test]
fn a_save_never_overwrites_a_longer_line_it_did_not_see() {
    let mut store = MemoryStore::new();
    let longer = game("g1", &["a1", "b2", "c3"], 3);
    assert_eq!(save(&mut store, &longer), Ok(Saved::Written));
    assert_eq!(save(&mut store, &longer), Ok(Saved::Unchanged));
    let behind = game("g1", &["a1", "b2"], 2);
    assert_eq!(
        save(&mut store, &behind),
        Ok(Saved::Adopted(longer.clone()))
    );
    assert_eq!(store.get("cubeplay.game.g1"), Some(longer.to_text()));
    // Undo keeps the line: a new cursor is written.
    let undone = game("g1", &["a1", "b2", "c3"], 1);
    assert_eq!(save(&mut store, &undone), Ok(Saved::Written));
    // Another move after an undo is a new line, written.
    let other = game("g1", &["a1", "c1"], 2);
    assert_eq!(save(&mut store, &other), Ok(Saved::Written));
    assert_eq!(load(&store, "g1"), Ok(Some(other)));
}

#[test]
fn a_game_from_another_tab_is_news_unless_the_same_or_older() {
    let held = game("g1", &["a1", "b2"], 2);
    assert!(is_news(&held, &game("g1", &["a1", "b2", "c3"], 3)));
    assert!(is_news(&held, &game("g1", &["a1", "b2"], 1)));
    assert!(is_news(&held, &game("g1", &["a1", "c3"], 2)));
    assert!(!is_news(&held, &game("g1", &["a1"], 1)));
    let mut later = held.clone();
    later.saved_ms += 10.0;
    assert!(!is_news(&held, &later));
    let mut resigned = held.clone();
    resigned.resigned = Some(Player::First);
    assert!(is_news(&held, &resigned));
}

#[test]
fn a_full_store_refuses_and_keeps_what_it_had() {
    let mut store = MemoryStore::with_quota(10);
    let result = save(&mut store, &game("g1", &["a1"], 1));
    assert_eq!(
        result,
        Err(StoreError("the quota of 10 bytes is full".into()))
    );
    assert_eq!(store.keys(), Vec::<String>::new());
}

#[test]
fn ids_are_short_differ_in_one_millisecond_and_avoid_kept_ones() {
    assert_eq!(make_id(0.0, 0), "000000");
    assert_eq!(make_id(35.0, 36), "z00010");
    assert_ne!(make_id(NOW, 1), make_id(NOW, 2));
    assert!(valid_id(&make_id(NOW, u32::MAX)));
    assert_eq!(make_id(NOW, u32::MAX).len(), 13);
    assert!(!valid_id(""));
    assert!(!valid_id("a/b"));
    let mut store = MemoryStore::new();
    store.set(&game_key("millqpkw00001"), "taken").unwrap();
    assert_eq!(unused_id(&store, NOW, &mut counter()), "millqpkw00002");
}

#[test]
fn home_lists_games_in_progress_first_and_leaves_out_empty_ones() {
    let mut store = MemoryStore::new();
    let mut old_finished = game("f1", &["a1"], 1);
    old_finished.finished = true;
    old_finished.saved_ms = NOW - 50.0;
    let mut playing = game("p1", &["a1"], 1);
    playing.saved_ms = NOW - 100.0;
    let mut newer = game("p2", &["b2"], 1);
    newer.saved_ms = NOW - 10.0;
    let empty = game("e1", &[], 0);
    for kept in [&old_finished, &playing, &newer, &empty] {
        save(&mut store, kept).unwrap();
    }
    store.set("cubeplay.game.bad", "garbage").unwrap();
    let (in_progress, finished) = home_list(games(&store));
    let ids = |list: &[SavedGame]| list.iter().map(|g| g.id.clone()).collect::<Vec<_>>();
    assert_eq!(ids(&in_progress), ["p2", "p1"]);
    assert_eq!(ids(&finished), ["f1"]);
}

#[test]
fn games_left_without_a_move_go_after_a_day_but_not_invitations() {
    let mut store = MemoryStore::new();
    let day = UNPLAYED_KEEP_MS;
    let mut old_empty = game("e1", &[], 0);
    old_empty.saved_ms = NOW - day - 1.0;
    let mut new_empty = game("e2", &[], 0);
    new_empty.saved_ms = NOW - day + 1.0;
    let mut old_played = game("p1", &["a1"], 1);
    old_played.saved_ms = NOW - 10.0 * day;
    let mut old_resigned = game("r1", &[], 0);
    old_resigned.saved_ms = NOW - 10.0 * day;
    old_resigned.resigned = Some(Player::First);
    let mut invitation = game("l1", &[], 0);
    invitation.query = "game=cephalopod&opponent=link&human=second&size=3x3&id=l1".into();
    invitation.saved_ms = NOW - 10.0 * day;
    for kept in [
        &old_empty,
        &new_empty,
        &old_played,
        &old_resigned,
        &invitation,
    ] {
        save(&mut store, kept).unwrap();
    }
    assert_eq!(prune_unplayed(&mut store, NOW), 1);
    assert_eq!(load(&store, "e1"), Ok(None));
    let mut left: Vec<String> = games(&store).into_iter().map(|kept| kept.id).collect();
    left.sort();
    assert_eq!(left, ["e2", "l1", "p1", "r1"]);
    assert_eq!(prune_unplayed(&mut store, NOW), 0);
}

#[test]
fn a_deleted_game_comes_back_exactly() {
    let mut store = MemoryStore::new();
    let kept = game("g1", &["a1"], 1);
    save(&mut store, &kept).unwrap();
    store.set("cubeplay.analysis.g1", "tree of g1").unwrap();
    let removed = delete(&mut store, "g1").unwrap();
    assert_eq!(load(&store, "g1"), Ok(None));
    assert_eq!(store.get("cubeplay.analysis.g1"), None);
    assert_eq!(delete(&mut store, "g1"), None);
    put_back(&mut store, "g1", &removed).unwrap();
    assert_eq!(store.get("cubeplay.game.g1"), Some(kept.to_text()));
    assert_eq!(store.get("cubeplay.analysis.g1"), Some("tree of g1".into()));
    // A game without a tree comes back without one.
    save(&mut store, &game("g2", &["a1"], 1)).unwrap();
    let removed = delete(&mut store, "g2").unwrap();
    assert_eq!(removed.analysis, None);
    put_back(&mut store, "g2", &removed).unwrap();
    assert_eq!(store.get("cubeplay.analysis.g2"), None);
}

#[test]
fn the_same_game_is_found_by_its_moves() {
    let mut store = MemoryStore::new();
    save(&mut store, &game("g1", &["a1", "b2"], 2)).unwrap();
    assert_eq!(
        find_same(&store, &game("other", &["a1", "b2"], 0)),
        Some("g1".into())
    );
    assert_eq!(find_same(&store, &game("other", &["a1"], 1)), None);
}

#[test]
fn times_read_as_how_long_ago() {
    // The message id each unit is shown with.
    let ago = |now, then| {
        let (unit, count) = ago(now, then);
        let id = match unit {
            Ago::Now => "ago-now",
            Ago::Minutes => "ago-minutes",
            Ago::Hours => "ago-hours",
            Ago::Days => "ago-days",
        };
        (id, count)
    };
    assert_eq!(ago(NOW, NOW - 59_000.0), ("ago-now", 0));
    assert_eq!(ago(NOW, NOW - 180_000.0), ("ago-minutes", 3));
    assert_eq!(ago(NOW, NOW - 7_200_000.0), ("ago-hours", 2));
    assert_eq!(ago(NOW, NOW - 3.0 * 86_400_000.0), ("ago-days", 3));
    // A clock set back reads as just now.
    assert_eq!(ago(NOW, NOW + 5_000.0), ("ago-now", 0));
}

#[test]
fn schema_2_games_become_schema_3_exactly_and_version_1_still_reads() {
    let record = record_text((3, 3), &["a1", "b2"]);
    let query = "game=cephalopod&opponent=friend&size=3x3&id=k2";
    let v2 = v2_text("k2", query, 1, false, &record);
    assert!(v2.starts_with("cubeplay-saved 2\nid=k2\nquery="));
    let mut store = MemoryStore::new();
    store.set("cubeplay.game.k2", &v2).unwrap();
    store.set(SCHEMA_KEY, "2").unwrap();
    // Not a game: left alone.
    store.set("cubeplay.lessons", "cubeplay-saved 2\n").unwrap();
    let report = migrate(&mut store, NOW, &mut counter());
    assert_eq!(report, Migration::default());
    assert_eq!(
        contents(&store),
        vec![
            (
                "cubeplay.game.k2".to_string(),
                format!(
                    "cubeplay-saved 3\nid=k2\nquery={query}\ncursor=1\nresigned=none\nsaved=1764400000000\nfinished=0\n{record}"
                )
            ),
            ("cubeplay.lessons".to_string(), "cubeplay-saved 2\n".to_string()),
            ("cubeplay.schema".to_string(), "3".to_string()),
        ]
    );
    // A version 1 text reads, and writes as version 3.
    let v1 = v1_text(query, 1, false, &record);
    let game = SavedGame::parse(&v1).unwrap();
    assert_eq!(game.to_text(), v3_text("k2", query, 1, false, &record));
}

#[test]
fn a_review_is_saved_with_the_game_and_a_new_review_is_written() {
    let record = record_text((3, 3), &["a1"]);
    let query = "game=cephalopod&opponent=friend&size=3x3&id=r1";
    let mut store = MemoryStore::new();
    let plain = SavedGame::parse(&v3_text("r1", query, 1, false, &record)).unwrap();
    assert_eq!(save(&mut store, &plain), Ok(Saved::Written));
    let review = GameReview {
        start: crate::game::review::Score::Value(0),
        plies: vec![crate::game::review::PlyMark {
            played: "a1".into(),
            class: cubeplay_engine::ai::review::Class::Good,
            loss: 3.5,
            best: "b2".into(),
            score: crate::game::review::Score::Value(-20),
        }],
    };
    let reviewed = SavedGame {
        record: review.write_into(&record),
        ..plain.clone()
    };
    // Same moves, but a review: written, and read back with it.
    assert_eq!(save(&mut store, &reviewed), Ok(Saved::Written));
    assert_eq!(save(&mut store, &reviewed), Ok(Saved::Unchanged));
    let back = load(&store, "r1").unwrap().unwrap();
    assert!(back
        .to_text()
        .ends_with("\n#@review 1 +0\n1. White a1\n#@review 1 good 3.5 b2 -20\n"));
    assert_eq!(GameReview::read(&back.record), Some(review.clone()));

    // Another tab, opened before the review, saves the same game or
    // one move on: the stored review stays, for the plies it covers.
    assert_eq!(save(&mut store, &plain), Ok(Saved::Unchanged));
    assert_eq!(
        GameReview::read(&load(&store, "r1").unwrap().unwrap().record),
        Some(review.clone())
    );
    let on = SavedGame::parse(&v3_text(
        "r1",
        query,
        2,
        false,
        &record_text((3, 3), &["a1", "b2"]),
    ))
    .unwrap();
    assert_eq!(save(&mut store, &on), Ok(Saved::Written));
    let kept = load(&store, "r1").unwrap().unwrap();
    assert_eq!(kept.move_lines(), ["1. White a1", "2. Black b2"]);
    assert_eq!(GameReview::read(&kept.record), Some(review.clone()));
    // A line that leaves the reviewed one keeps only the start's score.
    let other = SavedGame::parse(&v3_text(
        "r1",
        query,
        1,
        false,
        &record_text((3, 3), &["c3"]),
    ))
    .unwrap();
    assert_eq!(save(&mut store, &other), Ok(Saved::Written));
    let start_only = GameReview {
        plies: Vec::new(),
        ..review
    };
    assert_eq!(
        GameReview::read(&load(&store, "r1").unwrap().unwrap().record),
        Some(start_only)
    );
}
