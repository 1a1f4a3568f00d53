//! What opening a friend's link does to the game kept for its id: create
//! it, bring it up to date, or refuse and leave it exactly as it was.
//! Plain data in and out (no storage, no Yew), so every case is tested.

use cubeplay_engine::record::Record;

use cubeplay_engine::Player;

use crate::game::config::{GameConfig, Opponent};
use crate::share::remote_link::{self, RemoteLink};
use crate::share::remote_refusal::Refusal;
use crate::storage::keep::{self, SavedGame};

/// A link that was taken: the game to store, and what it brought.
#[derive(Clone, Debug, PartialEq)]
pub struct Accepted {
    pub config: GameConfig,
    pub saved: SavedGame,
    /// The first link of a game: it was not kept here before.
    pub created: bool,
    /// The moves this browser had not seen, in notation.
    pub new_moves: Vec<String>,
}

/// Decodes `fragment` and decides against `kept`, the game stored for the
/// link's id (if any).
pub fn receive(kept: Option<&SavedGame>, fragment: &str, now_ms: f64) -> Result<Accepted, Refusal> {
    let link = remote_link::decode(fragment).map_err(Refusal::Corrupt)?;
    accept(kept, &link, now_ms)
}

/// The decision for a decoded link: see [`Refusal`] for every refusal.
pub fn accept(
    kept: Option<&SavedGame>,
    link: &RemoteLink,
    now_ms: f64,
) -> Result<Accepted, Refusal> {
    let resigned = link.resigned.then_some(link.sender);
    let Some(kept) = kept else {
        // The first link of a game: this browser plays the other seat.
        let mut config = keep::config_for(&link.record, &link.id);
        config.opponent = Opponent::Link;
        config.human = link.sender.opponent();
        let saved = saved_for(&config, &link.record, resigned, now_ms);
        return Ok(Accepted {
            config,
            saved,
            created: true,
            new_moves: link.record.moves(),
        });
    };
    let config = GameConfig::from_query(&kept.query)
        .filter(|config| {
            config.opponent == Opponent::Link && config.id.as_deref() == Some(link.id.as_str())
        })
        .ok_or(Refusal::DifferentGame)?;
    let record = kept.engine_record().map_err(Refusal::KeptDamaged)?;
    if record.options() != link.record.options() || record.start() != link.record.start() {
        return Err(Refusal::DifferentGame);
    }
    if link.sender == config.human {
        return Err(Refusal::OwnMove);
    }
    if kept.resigned == Some(config.human) {
        return Err(Refusal::YouResigned);
    }
    let kept_moves = record.moves();
    // The app's own line gives each move with its mover.
    let link_line = keep::board_record(&link.record).map_err(|_| Refusal::DifferentGame)?;
    let link_moves = link_line.moves();
    if let Some(at) = (0..kept_moves.len().min(link_moves.len()))
        .find(|&index| kept_moves[index] != link_moves[index].1)
    {
        return Err(Refusal::RewritesHistory {
            number: at + 1,
            kept: kept_moves[at].clone(),
            link: link_moves[at].1.clone(),
        });
    }
    let longer = link_moves.len() > kept_moves.len();
    // A resignation is news even without a move (or with fewer: the friend
    // resigned before opening this browser's last link).
    let resigns = resigned.is_some() && kept.resigned.is_none();
    if !longer && !resigns {
        return Err(Refusal::NothingNew {
            link_moves: link_moves.len(),
            kept_moves: kept_moves.len(),
        });
    }
    let new_moves = &link_moves[kept_moves.len().min(link_moves.len())..];
    if let Some(at) = new_moves
        .iter()
        .position(|(mover, _)| *mover == config.human)
    {
        return Err(Refusal::PlaysForYou {
            number: kept_moves.len() + at + 1,
        });
    }
    let saved = if longer {
        saved_for(&config, &link.record, resigned.or(kept.resigned), now_ms)
    } else {
        SavedGame {
            resigned,
            finished: true,
            saved_ms: now_ms,
            ..kept.clone()
        }
    };
    Ok(Accepted {
        config,
        saved,
        created: false,
        new_moves: new_moves.iter().map(|(_, mv)| mv.clone()).collect(),
    })
}

/// The kept game for `record`, at its last move (the play screen adds the
/// players and the date when it next saves).
fn saved_for(
    config: &GameConfig,
    record: &Record,
    resigned: Option<Player>,
    now_ms: f64,
) -> SavedGame {
    SavedGame {
        id: config.id.clone().unwrap_or_default(),
        query: config.to_query(),
        cursor: record.ply_count(),
        resigned,
        saved_ms: now_ms,
        finished: resigned.is_some() || record.outcome().is_some(),
        record: record.to_text(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::remote_link::{encode, LinkError};
    use cubeplay_engine::{cephalopod as ceph, deblockle as deb, GameKind};

    const NOW: f64 = 1_764_590_000_000.0;

    fn cephalopod(size: u8, moves: &[&str]) -> Record {
        let mut record = Record::new_cephalopod(ceph::Position::new_empty(size, size).unwrap());
        for mv in moves {
            record.play(mv).unwrap();
        }
        record
    }

    fn link(sender: Player, record: &Record) -> RemoteLink {
        remote_link::decode(&encode("g1", sender, record, false)).unwrap()
    }

    fn resignation(sender: Player, record: &Record) -> RemoteLink {
        remote_link::decode(&encode("g1", sender, record, true)).unwrap()
    }

    /// White's browser created `g1`; what Black's browser keeps after the
    /// first link (with `moves`).
    fn kept_by_black(moves: &[&str]) -> SavedGame {
        accept(None, &link(Player::First, &cephalopod(3, moves)), NOW)
            .unwrap()
            .saved
    }

    #[test]
    fn the_first_link_creates_the_game_for_the_other_seat() {
        let accepted = accept(None, &link(Player::First, &cephalopod(3, &["b2"])), NOW).unwrap();
        assert!(accepted.created);
        assert_eq!(accepted.new_moves, vec!["b2"]);
        assert_eq!(accepted.config.opponent, Opponent::Link);
        assert_eq!(accepted.config.human, Player::Second);
        assert_eq!(accepted.config.id.as_deref(), Some("g1"));
        assert_eq!(accepted.config.size, (3, 3));
        assert_eq!(
            accepted.saved.query,
            "game=cephalopod&opponent=link&human=second&size=3x3&position=.../.../...%20w&id=g1"
        );
        assert_eq!(accepted.saved.cursor, 1);
        assert!(!accepted.saved.finished);
        assert_eq!(accepted.saved.saved_ms, NOW);
        let record = accepted.saved.engine_record().unwrap();
        assert_eq!(record.moves(), vec!["b2"]);
        // The kept game reads back as the same game by link.
        let config = GameConfig::from_query(&accepted.saved.query).unwrap();
        assert_eq!(config, accepted.config);
    }

    /// An invitation with no move yet: the friend who opens it moves first.
    #[test]
    fn an_invitation_without_moves_creates_the_game_too() {
        let accepted = accept(None, &link(Player::Second, &cephalopod(5, &[])), NOW).unwrap();
        assert_eq!(accepted.config.human, Player::First);
        assert_eq!(accepted.config.size, (5, 5));
        assert!(accepted.new_moves.is_empty());
        assert_eq!(accepted.saved.cursor, 0);
    }

    #[test]
    fn a_deblockle_game_is_created_with_its_start_and_rules() {
        let rules = deb::Rules { no_adjacent: true };
        let start = deb::example_start(rules);
        let mut record = Record::new_deblockle(start.clone(), false);
        record.play(&start.legal_moves()[0].to_string()).unwrap();
        let accepted = accept(None, &link(Player::First, &record), NOW).unwrap();
        assert_eq!(accepted.config.game, GameKind::Deblockle);
        assert!(accepted.config.no_adjacent);
        assert!(!accepted.config.repetition);
        assert_eq!(accepted.config.first, Player::First);
        assert_eq!(accepted.config.human, Player::Second);
        assert_eq!(
            accepted.config.position.as_deref(),
            Some(start.to_string().as_str())
        );
    }

    #[test]
    fn the_friends_reply_updates_the_kept_game() {
        let kept = kept_by_black(&["b2"]);
        // Black (this browser) answered a1 and sent it; White replies c3.
        let mut own = kept.clone();
        own.record = cephalopod(3, &["b2", "a1"]).to_text();
        let reply = link(Player::First, &cephalopod(3, &["b2", "a1", "c3"]));
        let accepted = accept(Some(&own), &reply, NOW + 5.0).unwrap();
        assert!(!accepted.created);
        assert_eq!(accepted.new_moves, vec!["c3"]);
        assert_eq!(accepted.saved.query, kept.query);
        assert_eq!(accepted.saved.cursor, 3);
        assert_eq!(accepted.saved.saved_ms, NOW + 5.0);
        assert_eq!(
            accepted.saved.engine_record().unwrap().moves(),
            vec!["b2", "a1", "c3"]
        );
    }

    #[test]
    fn a_link_that_rewrites_history_is_refused() {
        let mut kept = kept_by_black(&["b2"]);
        kept.record = cephalopod(3, &["b2", "a1"]).to_text();
        let other = link(Player::First, &cephalopod(3, &["b2", "c1", "c3"]));
        assert_eq!(
            accept(Some(&kept), &other, NOW),
            Err(Refusal::RewritesHistory {
                number: 2,
                kept: "a1".into(),
                link: "c1".into()
            })
        );
        // A different first move, even in a shorter link.
        let other = link(Player::First, &cephalopod(3, &["a3"]));
        assert_eq!(
            accept(Some(&kept), &other, NOW),
            Err(Refusal::RewritesHistory {
                number: 1,
                kept: "b2".into(),
                link: "a3".into()
            })
        );
    }

    #[test]
    fn an_old_or_the_same_link_brings_nothing_new() {
        let mut kept = kept_by_black(&["b2"]);
        kept.record = cephalopod(3, &["b2", "a1", "c3"]).to_text();
        for (moves, count) in [(&["b2"][..], 1), (&["b2", "a1", "c3"][..], 3)] {
            assert_eq!(
                accept(
                    Some(&kept),
                    &link(Player::First, &cephalopod(3, moves)),
                    NOW
                ),
                Err(Refusal::NothingNew {
                    link_moves: count,
                    kept_moves: 3
                })
            );
        }
    }

    #[test]
    fn the_senders_own_link_is_refused_in_the_senders_browser() {
        // Black's browser opens the link Black just sent.
        let mut kept = kept_by_black(&["b2"]);
        kept.record = cephalopod(3, &["b2", "a1"]).to_text();
        let own = link(Player::Second, &cephalopod(3, &["b2", "a1"]));
        assert_eq!(accept(Some(&kept), &own, NOW), Err(Refusal::OwnMove));
        // Even a longer one: this browser's seat cannot be sent to it.
        let own = link(Player::Second, &cephalopod(3, &["b2", "a1", "c3"]));
        assert_eq!(accept(Some(&kept), &own, NOW), Err(Refusal::OwnMove));
    }

    #[test]
    fn a_link_with_moves_for_this_seat_is_refused() {
        let kept = kept_by_black(&["b2"]);
        // White's link plays Black's a1 too: Black never played it here.
        let forged = link(Player::First, &cephalopod(3, &["b2", "a1", "c3"]));
        assert_eq!(
            accept(Some(&kept), &forged, NOW),
            Err(Refusal::PlaysForYou { number: 2 })
        );
    }

    #[test]
    fn other_rules_under_the_same_id_are_refused() {
        let kept = kept_by_black(&["b2"]);
        let bigger = link(Player::First, &cephalopod(5, &["b2", "a1"]));
        assert_eq!(
            accept(Some(&kept), &bigger, NOW),
            Err(Refusal::DifferentGame)
        );
        let start: ceph::Position = "w1../.../... b".parse().unwrap();
        let mut moved = Record::new_cephalopod(start);
        moved.play("b2").unwrap();
        assert_eq!(
            accept(Some(&kept), &link(Player::First, &moved), NOW),
            Err(Refusal::DifferentGame)
        );
        // The id belongs to a game against the AI here.
        let mut not_by_link = kept.clone();
        not_by_link.query = not_by_link.query.replace("opponent=link", "opponent=ai");
        assert_eq!(
            accept(
                Some(&not_by_link),
                &link(Player::First, &cephalopod(3, &["b2", "a1"])),
                NOW
            ),
            Err(Refusal::DifferentGame)
        );
    }

    #[test]
    fn a_damaged_kept_game_is_refused_and_named() {
        let mut kept = kept_by_black(&["b2"]);
        kept.record = "cubeplay-record 9".into();
        let refusal = accept(
            Some(&kept),
            &link(Player::First, &cephalopod(3, &["b2", "a1"])),
            NOW,
        )
        .unwrap_err();
        assert!(
            matches!(&refusal, Refusal::KeptDamaged(reason) if reason.to_string().starts_with("line 1:")),
            "{refusal:?}"
        );
    }

    #[test]
    fn a_corrupt_link_is_refused_before_anything_is_read() {
        let kept = kept_by_black(&["b2"]);
        let fragment = encode(
            "g1",
            Player::First,
            &cephalopod(3, &["b2", "a1", "c3"]),
            false,
        );
        let tampered = fragment.replace("c3", "c2");
        assert_eq!(
            receive(Some(&kept), &tampered, NOW),
            Err(Refusal::Corrupt(LinkError::Changed))
        );
        assert_eq!(
            receive(Some(&kept), &fragment[..20], NOW),
            Err(Refusal::Corrupt(LinkError::Incomplete))
        );
        assert_eq!(
            receive(None, &fragment, NOW).map(|a| a.config.human),
            Ok(Player::Second)
        );
    }

    /// White resigns on its turn: Black's browser keeps the game as won.
    #[test]
    fn a_resignation_by_link_ends_the_game_for_the_friend() {
        let mut kept = kept_by_black(&["b2"]);
        kept.record = cephalopod(3, &["b2", "a1"]).to_text();
        let resigns = resignation(Player::First, &cephalopod(3, &["b2", "a1"]));
        let accepted = accept(Some(&kept), &resigns, NOW + 1.0).unwrap();
        assert_eq!(accepted.new_moves, Vec::<String>::new());
        assert_eq!(accepted.saved.resigned, Some(Player::First));
        assert!(accepted.saved.finished);
        assert_eq!(accepted.saved.record, kept.record);
        assert_eq!(accepted.saved.saved_ms, NOW + 1.0);
        // The same resignation again brings nothing new.
        assert_eq!(
            accept(Some(&accepted.saved), &resigns, NOW),
            Err(Refusal::NothingNew {
                link_moves: 2,
                kept_moves: 2
            })
        );
        // With a move of White's first, and as the very first link.
        let moved = resignation(Player::First, &cephalopod(3, &["b2", "a1", "c3"]));
        let accepted = accept(Some(&kept), &moved, NOW).unwrap();
        assert_eq!(accepted.new_moves, vec!["c3"]);
        assert_eq!(accepted.saved.resigned, Some(Player::First));
        let first = accept(None, &moved, NOW).unwrap();
        assert_eq!(first.saved.resigned, Some(Player::First));
        assert!(first.saved.finished);
    }

    /// White resigned before opening Black's last link: Black keeps its move.
    #[test]
    fn a_resignation_older_than_the_last_move_keeps_that_move() {
        let mut kept = kept_by_black(&["b2"]);
        kept.record = cephalopod(3, &["b2", "a1", "c3", "a3"]).to_text();
        let resigns = resignation(Player::First, &cephalopod(3, &["b2", "a1", "c3"]));
        let accepted = accept(Some(&kept), &resigns, NOW).unwrap();
        assert_eq!(accepted.saved.record, kept.record);
        assert_eq!(accepted.saved.resigned, Some(Player::First));
    }

    /// After resigning here, the friend's moves are refused: they have yet
    /// to get the resignation's link.
    #[test]
    fn a_move_after_this_browsers_resignation_is_refused() {
        let mut kept = kept_by_black(&["b2"]);
        kept.resigned = Some(Player::Second);
        let reply = link(Player::First, &cephalopod(3, &["b2", "a1", "c3"]));
        assert_eq!(accept(Some(&kept), &reply, NOW), Err(Refusal::YouResigned));
        let resigns = resignation(Player::First, &cephalopod(3, &["b2"]));
        assert_eq!(
            accept(Some(&kept), &resigns, NOW),
            Err(Refusal::YouResigned)
        );
    }

    /// Refusals return the kept game's text untouched: `accept` only reads.
    #[test]
    fn a_refusal_leaves_the_kept_text_byte_for_byte() {
        let kept = kept_by_black(&["b2"]);
        let before = kept.to_text();
        let links = [
            link(Player::Second, &cephalopod(3, &["b2"])),
            link(Player::First, &cephalopod(3, &["b2"])),
            link(Player::First, &cephalopod(3, &["c2"])),
        ];
        for link in &links {
            assert!(accept(Some(&kept), link, NOW).is_err());
            assert_eq!(kept.to_text(), before);
        }
    }
}
