//! The play screen's state, with no Yew and no browser calls: the seed and
//! a saved game are passed in, so it runs (and is tested) natively. Its
//! reducer (`reducer.rs`) is how it changes; the screen component in
//! `play::screen` dispatches to it.

use cubeplay_engine::cephalopod as ceph;
use cubeplay_engine::deblockle as deb;
use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::{AnyPosition, GameKind, Outcome, Player};

use crate::board::intent::{Note, Selection};
use crate::game::config::{GameConfig, Opponent};
use crate::game::hand_setup::HandSetup;
use crate::game::line::{GameResult, Reason, Record};
use crate::game::review::GameReview;
use crate::i18n::game_errors::{parse_error, setup_error};
use crate::i18n::{msg, Phrase};
use crate::storage::keep::{self, SavedError, SavedGame};

#[derive(Clone, Debug, PartialEq)]
pub struct PlayState {
    pub config: GameConfig,
    pub record: Record,
    /// Browsing an earlier position from the move list.
    pub view: Option<usize>,
    pub flipped: bool,
    pub resigned: Option<Player>,
    /// The AI's suggestion for the current position, in notation.
    pub hint: Option<String>,
    pub hint_pending: bool,
    pub selection: Option<Selection>,
    /// Cephalopod capture picker: target square and the dice chosen so far.
    pub picker: Option<(ceph::Square, Vec<ceph::Square>)>,
    pub result_open: bool,
    pub paused: bool,
    pub demo_speed: usize,
    pub error: Option<Phrase>,
    /// The error is the engine worker's loss: the panel offers *Try again*
    /// (`Action::Retry`), which asks a new worker.
    pub engine_lost: bool,
    /// Deblockle set-up by hand, while it lasts.
    pub setup: Option<HandSetup>,
    /// The address query the game is saved under (see `keep`).
    pub route_query: String,
    /// Saved after every move (not in an embed, nor over a saved game that
    /// could not be read).
    pub keep: bool,
    /// A replay-only embed: nobody moves, the moves are stepped through.
    pub replay_only: bool,
    /// Why the last Deblockle click did nothing, until the next click.
    pub note: Option<Note>,
    /// The browser refused to store the game: it lives in this page only.
    pub in_memory: bool,
    /// How the last move reaches the board: in motion when just played,
    /// at once after undo, redo and replay.
    pub motion: Motion,
    /// The tip under the pointer (or long-pressed) of the selected block.
    pub preview: Option<cubeplay_engine::Direction>,
    /// The computer's review, for the plies the line still has.
    pub review: Option<GameReview>,
    /// A review running: positions done and in all.
    pub reviewing: Option<(usize, usize)>,
    /// The board shows the review's better move for the shown move, on the
    /// position that move was played from.
    pub better: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    Still,
    Whole,
    /// The player already saw the tip: only the hop moves.
    HopOnly,
}

/// A quick random Deblockle start with `first` to move.
pub fn random_deblockle_start(
    blocks: [usize; 2],
    first: Player,
    rules: deb::Rules,
    seed: u64,
) -> Result<deb::Position, deb::SetupError> {
    let mut rng = SplitMix64::new(seed);
    let mut sides: [Vec<(deb::Square, deb::Block)>; 2] = [Vec::new(), Vec::new()];
    for player in Player::BOTH {
        let tops = deb::roll_blocks(blocks[player.index()], &mut rng)?;
        let placements = deb::random_arrangement(player, &tops, &mut rng)?;
        sides[player.index()] = deb::arrange(player, &tops, &placements)?;
    }
    deb::setup_position(&sides[0], &sides[1], first, rules)
}

impl PlayState {
    /// A new game; `fresh_seed` is used when the config names no seed.
    pub fn new(mut config: GameConfig, fresh_seed: u64) -> PlayState {
        let route_query = config.to_query();
        if config.seed == 0 {
            config.seed = fresh_seed;
        }
        let mut error = None;
        let mut setup = None;
        let rules = deb::Rules {
            no_adjacent: config.no_adjacent,
        };
        // Shown when the given position cannot be read, and under a hand
        // set-up until it is done.
        let fallback = match config.game {
            GameKind::Cephalopod => ceph::Position::new_empty(config.size.0, config.size.1)
                .unwrap_or_default()
                .into(),
            GameKind::Deblockle => deb::example_start(rules).into(),
        };
        let start = match (&config.position, config.game) {
            (Some(text), kind) => AnyPosition::parse(kind, text, rules).unwrap_or_else(|e| {
                error = Some(Phrase::new(move || parse_error(&e)));
                fallback
            }),
            (None, GameKind::Cephalopod) => fallback,
            (None, GameKind::Deblockle) if config.hand_setup => {
                let hand = HandSetup::new(&config).ok();
                // When the AI placed both sides there is nothing to do by hand.
                match hand.as_ref().map(|hand| hand.position(&config)) {
                    Some(Ok(start)) if hand.as_ref().is_some_and(HandSetup::all_done) => {
                        start.into()
                    }
                    _ => {
                        setup = hand;
                        fallback
                    }
                }
            }
            (None, GameKind::Deblockle) => {
                random_deblockle_start(config.blocks, config.first, rules, config.seed)
                    .map(AnyPosition::from)
                    .unwrap_or_else(|e| {
                        error = Some(Phrase::new(move || setup_error(&e)));
                        fallback
                    })
            }
        };
        let record = Record::new(start, config.repetition);
        PlayState {
            flipped: config.own_seat() == Some(Player::Second),
            demo_speed: config.demo_speed,
            config,
            record,
            view: None,
            resigned: None,
            hint: None,
            hint_pending: false,
            selection: None,
            picker: None,
            result_open: false,
            paused: false,
            error,
            engine_lost: false,
            setup,
            route_query,
            keep: true,
            replay_only: false,
            note: None,
            in_memory: false,
            motion: Motion::Still,
            preview: None,
            review: None,
            reviewing: None,
            better: false,
        }
    }

    /// The game with this config's id: `stored` (what storage holds under
    /// that id) if there is one, else a new one under that id.
    pub fn resume(
        config: GameConfig,
        stored: Result<Option<SavedGame>, SavedError>,
        fresh_seed: u64,
    ) -> PlayState {
        let mut state = PlayState::new(config, fresh_seed);
        let damaged = match stored {
            Ok(Some(saved)) => state.restore(&saved).err(),
            Ok(None) => None,
            Err(error) => Some(error),
        };
        if let Some(error) = damaged {
            state.error = Some(Phrase::new(move || {
                msg::saved_damaged(error.message().as_str())
            }));
            // Keep the damaged save for inspection rather than overwrite it.
            state.keep = false;
        }
        state
    }

    /// A game shown in another page: never saved; `record` (record text)
    /// replaces the start position when given.
    pub fn embedded(
        config: GameConfig,
        record: Option<&str>,
        replay_only: bool,
        fresh_seed: u64,
    ) -> PlayState {
        let mut state = PlayState::new(config, fresh_seed);
        state.keep = false;
        state.replay_only = replay_only;
        if let Some(text) = record {
            let restored = SavedGame {
                id: String::new(),
                query: state.route_query.clone(),
                cursor: usize::MAX,
                resigned: None,
                saved_ms: 0.0,
                finished: false,
                record: text.to_string(),
            };
            if let Err(error) = state.restore(&restored) {
                state.error = Some(Phrase::new(move || error.message()));
            }
        }
        if replay_only && state.record.move_count() > 0 {
            state.view = Some(0);
        }
        state
    }

    /// Puts a kept game on the board; on error the board is left as it was.
    pub fn restore(&mut self, saved: &SavedGame) -> Result<(), SavedError> {
        let kept = saved.engine_record()?;
        let mut record = keep::board_record(&kept)?;
        if record.kind() != self.config.game {
            return Err(SavedError::OtherGame(record.kind()));
        }
        record.set_cursor(saved.cursor);
        self.review = GameReview::read(&saved.record);
        if let Some(review) = &mut self.review {
            review.keep_matching(&record.moves());
        }
        self.record = record;
        self.resigned = saved.resigned;
        self.setup = None;
        self.error = None;
        self.engine_lost = false;
        Ok(())
    }

    /// The game as a saved game, for storage.
    pub fn saved_game(&self, date: &str, now_ms: f64) -> SavedGame {
        SavedGame {
            id: self.config.id.clone().unwrap_or_default(),
            query: self.route_query.clone(),
            cursor: self.record.cursor(),
            resigned: self.resigned,
            saved_ms: now_ms,
            finished: self.result().is_some(),
            record: self.record_text(date),
        }
    }

    /// The game as record text, with its review.
    pub fn record_text(&self, date: &str) -> String {
        let text = keep::engine_record(&self.config, &self.record, Some(date)).to_text();
        match &self.review {
            Some(review) => review.write_into(&text),
            None => text,
        }
    }

    pub fn result(&self) -> Option<GameResult> {
        if let Some(loser) = self.resigned {
            return Some(GameResult {
                outcome: Outcome::Win(loser.opponent()),
                reason: Reason::Resigned,
            });
        }
        self.record.result()
    }

    /// The position on the board: the one browsed to, or the current one.
    pub fn shown_index(&self) -> usize {
        self.view.unwrap_or_else(|| self.record.cursor())
    }

    /// The engine's better move for the shown move (the one into the
    /// shown position), when the review found one.
    pub fn review_better(&self) -> Option<&str> {
        let ply = self
            .review
            .as_ref()?
            .plies
            .get(self.shown_index().checked_sub(1)?)?;
        (ply.class != cubeplay_engine::ai::review::Class::Best).then_some(ply.best.as_str())
    }

    /// The better move drawn on the board, when asked for (see `Better`).
    pub fn better_shown(&self) -> Option<&str> {
        self.review_better().filter(|_| self.better)
    }

    /// The position on the board: the shown one, or the one the shown move
    /// was played from while its better move is drawn there.
    pub fn board_index(&self) -> usize {
        self.shown_index() - usize::from(self.better_shown().is_some())
    }

    /// Whether the player to move clicks their move now.
    pub fn human_to_move(&self) -> bool {
        !self.replay_only
            && self.setup.is_none()
            && self.view.is_none()
            && !self.better
            && self.result().is_none()
            && self.config.plays_here(self.record.to_move())
    }

    /// The turn begun on the board, as the start of its notation: a
    /// Deblockle tip made (`"e3-e2"`); empty otherwise. A hint continues it.
    pub fn turn_begun(&self) -> String {
        match self.selection {
            Some(selection) if selection.tip.is_some() => selection.notation(),
            _ => String::new(),
        }
    }

    /// The question for the AI, when it is the AI's turn.
    pub fn ai_turn_key(&self) -> Option<String> {
        let wanted = !self.replay_only
            && self.setup.is_none()
            && self.view.is_none()
            && self.result().is_none()
            && !self.paused
            && self.error.is_none()
            && self.config.ai_plays(self.record.to_move());
        wanted.then(|| format!("{}|{}", self.record.cursor(), self.record.current_text()))
    }
}

/// The next game after `config`'s: seats (or who starts) change, a fresh
/// start from `seed`, and an id of its own, not the one just played.
pub fn rematch_config(config: &GameConfig, seed: u64) -> GameConfig {
    let mut next = config.clone();
    match next.opponent {
        Opponent::Ai | Opponent::Link => next.human = next.human.opponent(),
        _ => next.first = next.first.opponent(),
    }
    next.position = None;
    next.seed = seed;
    next.id = None;
    next
}
