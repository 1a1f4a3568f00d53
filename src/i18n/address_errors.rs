//! Why an address is refused, in the reader's language: each bad value by
//! its parameter, with what is allowed (see `crate::game::address`).

use cubeplay_engine::ai::{PERFECT_LEVEL, PERFECT_MAX_SQUARES};

use crate::game::address::{Allowed, BadValue, BLOCKS, SIDES};
use crate::game::config::DEMO_SPEEDS;
use crate::i18n::game_errors::parse_error;
use crate::i18n::{msg, t, Msg};

/// What `allowed` allows, as a phrase.
fn allowed_text(allowed: &Allowed) -> String {
    match allowed {
        Allowed::Game => t(Msg::AddressAllowedGame),
        Allowed::Opponent => t(Msg::AddressAllowedOpponent),
        Allowed::Level => msg::address_allowed_level(PERFECT_LEVEL),
        Allowed::PerfectLevel => {
            msg::address_allowed_perfect_level(PERFECT_LEVEL, PERFECT_MAX_SQUARES)
        }
        Allowed::Side => t(Msg::AddressAllowedSide),
        Allowed::Speed => msg::address_allowed_speed(DEMO_SPEEDS.len() - 1),
        Allowed::Size => msg::address_allowed_size(SIDES.0, SIDES.1),
        Allowed::Blocks => msg::address_allowed_blocks(BLOCKS.0, BLOCKS.1),
        Allowed::Flag => t(Msg::AddressAllowedFlag),
        Allowed::Setup => t(Msg::AddressAllowedSetup),
        Allowed::Seed => t(Msg::AddressAllowedSeed),
        Allowed::Position(error) => msg::address_allowed_position(parse_error(error).as_str()),
        Allowed::Mode => t(Msg::AddressAllowedMode),
        Allowed::Orientation => t(Msg::AddressAllowedOrientation),
    }
}

/// Every bad value, each with its parameter and what is allowed.
pub fn bad_values(bad: &[BadValue]) -> String {
    bad.iter()
        .map(|bad| {
            let allowed = allowed_text(&bad.allowed);
            if bad.value.is_empty() {
                msg::address_missing(bad.parameter, allowed.as_str())
            } else {
                msg::address_bad_value(bad.parameter, bad.value.as_str(), allowed.as_str())
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::address::check_game;

    #[test]
    fn a_refusal_names_the_parameter_the_value_and_what_is_allowed() {
        let refused = check_game("game=cephalopod&size=99x99&level=abc").unwrap_err();
        assert_eq!(
            bad_values(&refused.bad),
            "'level=abc' (the level is a whole number from 1 to 6); \
             'size=99x99' (the size is rows x columns, each from 2 to 7, such as 5x5)"
        );
        let refused = check_game("").unwrap_err();
        assert_eq!(
            bad_values(&refused.bad),
            "'game=' is missing (the game is cephalopod or deblockle)"
        );
        let refused = check_game("game=cephalopod&level=6&size=5x5").unwrap_err();
        assert_eq!(
            bad_values(&refused.bad),
            "'level=6' (level 6, perfect play, is for Cephalopod boards of up to 9 squares)"
        );
    }
}
