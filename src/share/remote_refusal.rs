//! Why a friend's link was not taken, and how that reads in the reader's
//! language. The kept game is left untouched by every refusal.

use crate::i18n::{msg, t, Arg, Msg};
use crate::share::remote_link::LinkError;
use crate::storage::keep::SavedError;

/// Why a link was not taken. The kept game is left untouched.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The link cannot be read.
    Corrupt(LinkError),
    /// The link was made here, by the seat this browser plays.
    OwnMove,
    /// The link has no move the kept game lacks.
    NothingNew {
        link_moves: usize,
        kept_moves: usize,
    },
    /// Move `number` (from 1) differs from the one kept here.
    RewritesHistory {
        number: usize,
        kept: String,
        link: String,
    },
    /// Move `number` is one of this browser's seat that it never played.
    PlaysForYou { number: usize },
    /// The id names a game with other rules or another start here.
    DifferentGame,
    /// The game kept for this id cannot be read.
    KeptDamaged(SavedError),
    /// This browser resigned the game: the friend has yet to hear of it.
    YouResigned,
}

impl Refusal {
    /// The notice shown on the play screen, in the reader's language.
    pub fn message(&self) -> String {
        let number = |n: usize| Arg::Number(n as f64);
        match self {
            Refusal::Corrupt(error) => msg::remote_refused_corrupt(link_error(error).as_str()),
            Refusal::OwnMove => t(Msg::RemoteRefusedOwn),
            Refusal::NothingNew {
                link_moves,
                kept_moves,
            } => msg::remote_refused_nothing_new(number(*link_moves), number(*kept_moves)),
            Refusal::RewritesHistory {
                number: n,
                kept,
                link,
            } => msg::remote_refused_history(number(*n), link.as_str(), kept.as_str()),
            Refusal::PlaysForYou { number: n } => msg::remote_refused_for_you(number(*n)),
            Refusal::DifferentGame => t(Msg::RemoteRefusedDifferent),
            Refusal::YouResigned => t(Msg::RemoteRefusedResigned),
            Refusal::KeptDamaged(reason) => msg::remote_refused_damaged(reason.message().as_str()),
        }
    }
}

/// Which part of a link is wrong, in the reader's language.
pub fn link_error(error: &LinkError) -> String {
    match error {
        LinkError::Incomplete => t(Msg::RemoteErrorIncomplete),
        LinkError::Version { found } => msg::remote_error_version(found.as_str()),
        LinkError::Changed => t(Msg::RemoteErrorChanged),
        LinkError::BadId { found } => msg::remote_error_id(found.as_str()),
        LinkError::BadSender { found } => msg::remote_error_sender(found.as_str()),
        LinkError::Record(error) => crate::i18n::record_errors::describe(error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every refusal names its reason in each language, with its details.
    #[test]
    fn refusals_read_in_every_language() {
        use crate::i18n::{set_language, Language};
        let refusals = [
            Refusal::Corrupt(LinkError::Changed),
            Refusal::Corrupt(LinkError::Incomplete),
            Refusal::Corrupt(LinkError::Version { found: "7".into() }),
            Refusal::Corrupt(LinkError::BadId {
                found: "a b".into(),
            }),
            Refusal::Corrupt(LinkError::BadSender { found: "g".into() }),
            Refusal::OwnMove,
            Refusal::NothingNew {
                link_moves: 4,
                kept_moves: 6,
            },
            Refusal::RewritesHistory {
                number: 2,
                kept: "a1".into(),
                link: "c1".into(),
            },
            Refusal::PlaysForYou { number: 5 },
            Refusal::DifferentGame,
            Refusal::KeptDamaged(SavedError::Missing { line: 1 }),
            Refusal::YouResigned,
        ];
        for language in [Language::English, Language::Hungarian, Language::Kannada] {
            set_language(language);
            let messages: Vec<String> = refusals.iter().map(Refusal::message).collect();
            for message in &messages {
                assert!(!message.contains("remote-"), "{language:?}: {message}");
            }
            assert!(messages[2].contains('7'), "{}", messages[2]);
            assert!(messages[3].contains("a b"), "{}", messages[3]);
            assert!(
                messages[7].contains("c1") && messages[7].contains('2'),
                "{}",
                messages[7]
            );
            assert!(messages[8].contains('5'), "{}", messages[8]);
            let distinct: std::collections::HashSet<&String> = messages.iter().collect();
            assert_eq!(distinct.len(), messages.len(), "{language:?}");
        }
        set_language(Language::English);
        assert_eq!(
            Refusal::OwnMove.message(),
            "This is your own move: send the link to your friend."
        );
        // An old link of one move, opened in a game of eight: both counts.
        assert_eq!(
            Refusal::NothingNew {
                link_moves: 1,
                kept_moves: 8
            }
            .message(),
            "Nothing new in this link: it has 1 move, and your game already has 8."
        );
        assert_eq!(
            Refusal::Corrupt(LinkError::Changed).message(),
            "This link cannot be read: the link was changed or cut. Ask your friend to send it again."
        );
    }
}
