//! A sentence kept by a screen (an error, a notice) and written only when
//! shown, so it follows the language: switched after the message came, the
//! page shows it in the new language, not the one of that moment.

use std::fmt;
use std::rc::Rc;

use super::lookup::{t, Msg};

#[derive(Clone)]
pub struct Phrase(Rc<dyn Fn() -> String>);

impl Phrase {
    /// The sentence `write` gives, in the language current when shown.
    pub fn new(write: impl Fn() -> String + 'static) -> Phrase {
        Phrase(Rc::new(write))
    }

    /// The sentence in the current language.
    pub fn text(&self) -> String {
        (self.0)()
    }
}

impl From<Msg> for Phrase {
    fn from(id: Msg) -> Phrase {
        Phrase::new(move || t(id))
    }
}

/// The same phrase, not the same words: two phrases made apart differ even
/// when they read alike (a state that kept one has changed).
impl PartialEq for Phrase {
    fn eq(&self, other: &Phrase) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for Phrase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Phrase").field(&self.text()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{language, set_language, Language};

    #[test]
    fn a_phrase_is_written_in_the_language_current_when_shown() {
        let before = language();
        set_language(Language::English);
        let phrase = Phrase::from(Msg::ReviewFailed);
        let english = phrase.text();
        set_language(Language::Hungarian);
        let hungarian = phrase.text();
        set_language(before);
        assert!(english.starts_with("The review stopped"), "{english}");
        assert_ne!(hungarian, english);
    }

    #[test]
    fn phrases_are_equal_only_as_the_same_phrase() {
        let phrase = Phrase::from(Msg::ReviewFailed);
        assert_eq!(phrase, phrase.clone());
        assert_ne!(phrase, Phrase::from(Msg::ReviewFailed));
    }
}
