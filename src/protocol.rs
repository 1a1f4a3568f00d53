//! Messages between the page and the engine worker.

use serde::{Deserialize, Serialize};

/// A job for the engine worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum WorkerRequest {
    /// Count the game tree below `position` to `depth` plies.
    Perft {
        game: String,
        position: String,
        depth: u32,
    },
}

/// The worker's answer to one request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum WorkerResponse {
    /// `count` is a decimal string: perft counts can exceed 64 bits.
    Perft { count: String, millis: f64 },
    /// The request could not be carried out; `message` says why.
    Failed { message: String },
}

/// Carries out `request` with the engine. Pure: the worker only adds the
/// clock around it, so this is tested natively too.
pub fn compute(request: &WorkerRequest) -> WorkerResponse {
    match request {
        WorkerRequest::Perft {
            game,
            position,
            depth,
        } => {
            let argv = [
                "perft".to_string(),
                game.clone(),
                "--position".to_string(),
                position.clone(),
                "--depth".to_string(),
                depth.to_string(),
            ];
            match cubeplay_engine::cli::run(&argv) {
                Ok(output) => WorkerResponse::Perft {
                    count: output.lines().last().unwrap_or_default().to_string(),
                    millis: 0.0,
                },
                Err(error) => WorkerResponse::Failed {
                    message: error.to_string(),
                },
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_request_is_answered_with_the_exact_count() {
        let request = WorkerRequest::Perft {
            game: "cephalopod".into(),
            position: ".../.../... w".into(),
            depth: 4,
        };
        assert_eq!(
            compute(&request),
            WorkerResponse::Perft {
                count: "3256".into(),
                millis: 0.0
            }
        );
    }

    #[test]
    fn unknown_game_is_a_failure_message() {
        let request = WorkerRequest::Perft {
            game: "chess".into(),
            position: String::new(),
            depth: 1,
        };
        assert_eq!(
            compute(&request),
            WorkerResponse::Failed {
                message: "unknown game 'chess' (expected cephalopod or deblockle)".into()
            }
        );
    }
}
