//! Perft: the number of positions below a position, the home page's check
//! that the engine in the worker works.

use cubeplay_engine::{deblockle, AnyPosition, GameKind};

use crate::worker::protocol::{Failure, WorkerResponse};

/// Carries out a perft request with the engine. Pure: tested natively too.
/// Calls the engine directly (not its command line), so the worker's wasm
/// carries no CLI code.
pub fn compute_perft(game: &str, position: &str, depth: u32) -> WorkerResponse {
    let count = game
        .parse::<GameKind>()
        .map_err(|error| Failure::UnknownGame { found: error.found })
        .and_then(|kind| {
            AnyPosition::parse(kind, position, deblockle::Rules::default()).map_err(|_| {
                Failure::BadPosition {
                    game: game.to_string(),
                    text: position.to_string(),
                    no_adjacent: false,
                }
            })
        })
        .map(|start| perft_of(&start, depth));
    match count {
        Ok(count) => WorkerResponse::Perft {
            count: count.to_string(),
            millis: 0.0,
        },
        Err(failure) => WorkerResponse::Failed { id: None, failure },
    }
}

/// Perft of either game, counted on the game's own type (no conversion of
/// moves per node). The app's counts are small (the home page's check), so
/// Cephalopod keeps the generic perft too: the fast one in
/// `cephalopod::perft` adds about 13 KB gzipped to the download.
fn perft_of(position: &AnyPosition, depth: u32) -> u128 {
    use cubeplay_engine::perft::perft;
    match position {
        AnyPosition::Cephalopod(position) => perft(position, depth),
        AnyPosition::Deblockle(position) => perft(position, depth),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_request_is_answered_with_the_exact_count() {
        assert_eq!(
            compute_perft("cephalopod", ".../.../... w", 4),
            WorkerResponse::Perft {
                count: "3256".into(),
                millis: 0.0
            }
        );
    }

    #[test]
    fn unknown_game_is_a_failure() {
        assert_eq!(
            compute_perft("chess", "", 1),
            WorkerResponse::Failed {
                id: None,
                failure: Failure::UnknownGame {
                    found: "chess".into()
                }
            }
        );
        assert_eq!(
            compute_perft("deblockle", "xyz", 1),
            WorkerResponse::Failed {
                id: None,
                failure: Failure::BadPosition {
                    game: "deblockle".into(),
                    text: "xyz".into(),
                    no_adjacent: false
                }
            }
        );
    }
}
