//! Hungarian's definite article before a word filled in at run time: `a`
//! before a consonant sound, `az` before a vowel sound. The texts write
//! `a(z)` where the next word is a variable (a square, a number); this
//! picks the one a reader says: "az e5 mezőről", "a d5 mezőről", "az 5×4-es
//! táblán", "a 7. karakternél".

/// Letters whose Hungarian names start with a vowel sound (a, e, ef, i, el,
/// em, en, o, er, es, u, iksz, ipszilon and the accented vowels), in both
/// cases: `to_lowercase` would bring Unicode's case tables into the page
/// (10 KB).
const VOWEL_SOUNDS: &str = "aáeéfiílmnoóöőrsuúüűxyAÁEÉFIÍLMNOÓÖŐRSUÚÜŰXY";

/// What may stand before an article or a quoted word (no Unicode tables).
fn is_opening(c: char) -> bool {
    matches!(
        c,
        ' ' | '\n' | '\u{a0}' | '(' | '„' | '“' | '‘' | '\'' | '"' | '–'
    )
}

/// Whether a number written in digits is read with a vowel first: egy (1),
/// öt… (5, 50, 500…), ezer (1000 to 1999).
fn number_starts_with_vowel(digits: &str) -> bool {
    matches!(
        (digits.chars().next(), digits.len()),
        (Some('5'), _) | (Some('1'), 1 | 4)
    )
}

/// The article for `word` (which may start with quotes or brackets).
fn article_for(word: &str) -> &'static str {
    let word = word.trim_start_matches(is_opening);
    let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
    let vowel = if digits.is_empty() {
        word.chars().next().is_some_and(|first| {
            VOWEL_SOUNDS.contains(first.to_lowercase().next().unwrap_or(first))
        })
    } else {
        number_starts_with_vowel(&digits)
    };
    if vowel {
        "az"
    } else {
        "a"
    }
}

/// `text` with each `a(z)` (and `A(z)`) resolved by the word after it.
pub fn resolve_articles(text: &str) -> String {
    if !text.contains("(z) ") {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("(z) ") {
        let (before, after) = rest.split_at(at);
        let capital = before.ends_with('A');
        let is_article = before.ends_with(['a', 'A'])
            && before[..before.len() - 1]
                .chars()
                .next_back()
                .is_none_or(is_opening);
        if !is_article {
            out.push_str(before);
            out.push_str("(z) ");
            rest = &after[4..];
            continue;
        }
        out.push_str(&before[..before.len() - 1]);
        let next = &after[4..];
        let article = article_for(next);
        if capital {
            out.push('A');
            out.push_str(&article[1..]);
        } else {
            out.push_str(article);
        }
        out.push(' ');
        rest = next;
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::resolve_articles;

    #[test]
    fn the_article_follows_the_sound_of_the_next_word() {
        let cases = [
            ("a(z) d5 mezőről", "a d5 mezőről"),
            ("a(z) e5 mezőről", "az e5 mezőről"),
            ("A(z) f3 mező", "Az f3 mező"),
            ("a(z) 5×4-es táblán", "az 5×4-es táblán"),
            ("a(z) 7. karakternél", "a 7. karakternél"),
            ("a(z) 1. sor, a(z) 10. sor", "az 1. sor, a 10. sor"),
            ("a(z) 1200 lépés", "az 1200 lépés"),
            ("írd a végére a(z) 'g' betűt", "írd a végére a 'g' betűt"),
            ("a(z) „x” jel", "az „x” jel"),
            ("nincs (z) itt", "nincs (z) itt"),
        ];
        for (text, read) in cases {
            assert_eq!(resolve_articles(text), read, "{text}");
        }
    }
}
