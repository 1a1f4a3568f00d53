//! Either game behind one type: [`GameKind`] names a game, [`AnyPosition`]
//! holds a position of either and is itself a [`Game`], so code that does
//! not care which game it has (records, the AI's entry point, the app)
//! needs no `match` of its own.

use std::fmt;
use std::str::FromStr;

use crate::game::{Game, Outcome, Player};
use crate::{cephalopod, deblockle};

/// Which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameKind {
    Cephalopod,
    Deblockle,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::Cephalopod, GameKind::Deblockle];

    /// The machine name used by the CLI, records and addresses:
    /// `cephalopod` or `deblockle`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Cephalopod => cephalopod::Position::NAME,
            GameKind::Deblockle => deblockle::Position::NAME,
        }
    }

    /// The game's title, a name that is not translated.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            GameKind::Cephalopod => "Cephalopod",
            GameKind::Deblockle => "Deblockle",
        }
    }

    /// The name of a seat in this game: White/Black or Gold/Blue.
    #[must_use]
    pub fn player_name(self, player: Player) -> &'static str {
        match self {
            GameKind::Cephalopod => cephalopod::player_name(player),
            GameKind::Deblockle => deblockle::player_name(player),
        }
    }

    /// The letter of a seat in links: `w`/`b` or `g`/`b`.
    #[must_use]
    pub fn seat_letter(self, seat: Player) -> char {
        match (self, seat) {
            (GameKind::Cephalopod, Player::First) => 'w',
            (GameKind::Deblockle, Player::First) => 'g',
            (_, Player::Second) => 'b',
        }
    }

    /// The seat `seat_letter` writes as `letter`.
    #[must_use]
    pub fn seat_of_letter(self, letter: char) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|&seat| self.seat_letter(seat) == letter)
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game name that is neither `cephalopod` nor `deblockle`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnknownGame {
    pub found: String,
}

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown game '{}' (expected cephalopod or deblockle)",
            self.found
        )
    }
}

impl std::error::Error for UnknownGame {}

impl FromStr for GameKind {
    type Err = UnknownGame;

    fn from_str(text: &str) -> Result<GameKind, UnknownGame> {
        GameKind::ALL
            .into_iter()
            .find(|kind| kind.name() == text)
            .ok_or_else(|| UnknownGame {
                found: text.to_string(),
            })
    }
}

/// A position of either game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyPosition {
    Cephalopod(cephalopod::Position),
    Deblockle(deblockle::Position),
}

/// A move of either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AnyMove {
    Cephalopod(cephalopod::Move),
    Deblockle(deblockle::Move),
}

/// Why a position or a move of either game could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyParseError {
    Cephalopod(cephalopod::ParseError),
    Deblockle(deblockle::ParseError),
}

/// Why a move cannot be played in a position of either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyMoveError {
    Cephalopod(cephalopod::MoveError),
    Deblockle(deblockle::MoveError),
    /// A move of the other game.
    WrongGame {
        position: GameKind,
    },
}

impl AnyPosition {
    /// Reads a position of `kind` in its notation; `rules` only matter to
    /// Deblockle (Cephalopod has no variants).
    pub fn parse(
        kind: GameKind,
        text: &str,
        rules: deblockle::Rules,
    ) -> Result<AnyPosition, AnyParseError> {
        match kind {
            GameKind::Cephalopod => text
                .parse()
                .map(AnyPosition::Cephalopod)
                .map_err(AnyParseError::Cephalopod),
            GameKind::Deblockle => deblockle::Position::parse_with_rules(text, rules)
                .map(AnyPosition::Deblockle)
                .map_err(AnyParseError::Deblockle),
        }
    }

    #[must_use]
    pub fn kind(&self) -> GameKind {
        match self {
            AnyPosition::Cephalopod(_) => GameKind::Cephalopod,
            AnyPosition::Deblockle(_) => GameKind::Deblockle,
        }
    }

    /// The player to move (in Deblockle, already past a Deblockle'd player).
    #[must_use]
    pub fn to_move(&self) -> Player {
        match self {
            AnyPosition::Cephalopod(position) => position.to_move(),
            AnyPosition::Deblockle(position) => position.to_move(),
        }
    }

    /// The position after `mv`, or why it cannot be played.
    pub fn try_play(&self, mv: AnyMove) -> Result<AnyPosition, AnyMoveError> {
        match (self, mv) {
            (AnyPosition::Cephalopod(position), AnyMove::Cephalopod(mv)) => position
                .try_play(mv)
                .map(AnyPosition::Cephalopod)
                .map_err(AnyMoveError::Cephalopod),
            (AnyPosition::Deblockle(position), AnyMove::Deblockle(mv)) => position
                .try_play(mv)
                .map(AnyPosition::Deblockle)
                .map_err(AnyMoveError::Deblockle),
            _ => Err(AnyMoveError::WrongGame {
                position: self.kind(),
            }),
        }
    }

    /// Typed access to a Cephalopod position.
    #[must_use]
    pub fn cephalopod(&self) -> Option<&cephalopod::Position> {
        match self {
            AnyPosition::Cephalopod(position) => Some(position),
            AnyPosition::Deblockle(_) => None,
        }
    }

    /// Typed access to a Deblockle position.
    #[must_use]
    pub fn deblockle(&self) -> Option<&deblockle::Position> {
        match self {
            AnyPosition::Deblockle(position) => Some(position),
            AnyPosition::Cephalopod(_) => None,
        }
    }
}

impl AnyMove {
    /// Typed access to a Cephalopod move.
    #[must_use]
    pub fn cephalopod(self) -> Option<cephalopod::Move> {
        match self {
            AnyMove::Cephalopod(mv) => Some(mv),
            AnyMove::Deblockle(_) => None,
        }
    }

    /// Typed access to a Deblockle move.
    #[must_use]
    pub fn deblockle(self) -> Option<deblockle::Move> {
        match self {
            AnyMove::Deblockle(mv) => Some(mv),
            AnyMove::Cephalopod(_) => None,
        }
    }
}

impl From<cephalopod::Position> for AnyPosition {
    fn from(position: cephalopod::Position) -> AnyPosition {
        AnyPosition::Cephalopod(position)
    }
}

impl From<deblockle::Position> for AnyPosition {
    fn from(position: deblockle::Position) -> AnyPosition {
        AnyPosition::Deblockle(position)
    }
}

impl fmt::Display for AnyPosition {
    /// The game's position notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyPosition::Cephalopod(position) => position.fmt(f),
            AnyPosition::Deblockle(position) => position.fmt(f),
        }
    }
}

impl fmt::Display for AnyMove {
    /// The game's move notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyMove::Cephalopod(mv) => mv.fmt(f),
            AnyMove::Deblockle(mv) => mv.fmt(f),
        }
    }
}

impl fmt::Display for AnyParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyParseError::Cephalopod(error) => error.fmt(f),
            AnyParseError::Deblockle(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for AnyParseError {}

impl fmt::Display for AnyMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyMoveError::Cephalopod(error) => error.fmt(f),
            AnyMoveError::Deblockle(error) => error.fmt(f),
            AnyMoveError::WrongGame { position } => {
                write!(f, "the move is not a move of {}", position.title())
            }
        }
    }
}

impl std::error::Error for AnyMoveError {}

impl Game for AnyPosition {
    type Move = AnyMove;
    type ParseError = AnyParseError;

    /// Not a game of its own: [`AnyPosition::kind`] names the game.
    const NAME: &'static str = "any";

    fn to_move(&self) -> Player {
        AnyPosition::to_move(self)
    }

    fn legal_moves_into(&self, moves: &mut Vec<AnyMove>) {
        moves.clear();
        match self {
            AnyPosition::Cephalopod(position) => {
                moves.extend(position.legal_moves().into_iter().map(AnyMove::Cephalopod))
            }
            AnyPosition::Deblockle(position) => {
                moves.extend(position.legal_moves().into_iter().map(AnyMove::Deblockle));
            }
        }
    }

    /// A move of the other game leaves the position as it is, as an
    /// illegal move does in either game.
    fn play(&self, mv: AnyMove) -> AnyPosition {
        match (self, mv) {
            (AnyPosition::Cephalopod(position), AnyMove::Cephalopod(mv)) => {
                AnyPosition::Cephalopod(position.play(mv))
            }
            (AnyPosition::Deblockle(position), AnyMove::Deblockle(mv)) => {
                AnyPosition::Deblockle(position.play(mv))
            }
            _ => self.clone(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match self {
            AnyPosition::Cephalopod(position) => position.outcome(),
            AnyPosition::Deblockle(position) => position.outcome(),
        }
    }

    fn hash_key(&self) -> u64 {
        match self {
            AnyPosition::Cephalopod(position) => position.hash_key(),
            AnyPosition::Deblockle(position) => position.hash_key(),
        }
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, AnyParseError> {
        match self {
            AnyPosition::Cephalopod(position) => position
                .parse_move(text)
                .map(AnyMove::Cephalopod)
                .map_err(AnyParseError::Cephalopod),
            AnyPosition::Deblockle(position) => position
                .parse_move(text)
                .map(AnyMove::Deblockle)
                .map_err(AnyParseError::Deblockle),
        }
    }

    /// Without a position the game is unknown: the seat. Use
    /// [`GameKind::player_name`] with [`AnyPosition::kind`] for the game's
    /// own names.
    fn player_name(player: Player) -> &'static str {
        match player {
            Player::First => "First",
            Player::Second => "Second",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perft::perft;

    #[test]
    fn game_names_round_trip() {
        for kind in GameKind::ALL {
            assert_eq!(kind.name().parse::<GameKind>(), Ok(kind));
        }
        assert_eq!(
            "chess".parse::<GameKind>().unwrap_err().to_string(),
            "unknown game 'chess' (expected cephalopod or deblockle)"
        );
    }

    /// Through `AnyPosition` the games count exactly as they do alone.
    #[test]
    fn any_position_is_the_game_it_holds() {
        let rules = deblockle::Rules::default();
        let ceph = AnyPosition::parse(GameKind::Cephalopod, ".../.../... w", rules).unwrap();
        assert_eq!(perft(&ceph, 4), 3256);
        let start = deblockle::example_start(rules);
        let deb = AnyPosition::from(start.clone());
        assert_eq!(perft(&deb, 2), perft(&start, 2));
        assert_eq!(deb.to_string(), start.to_string());
        let mv = ceph.parse_move("b2").unwrap();
        assert_eq!(
            deb.try_play(mv),
            Err(AnyMoveError::WrongGame {
                position: GameKind::Deblockle
            })
        );
        assert_eq!(deb.play(mv), deb);
        assert_eq!(
            mv.cephalopod().map(|mv| mv.to_string()).as_deref(),
            Some("b2")
        );
        assert_eq!(mv.deblockle(), None);
        assert_eq!(ceph.try_play(mv).unwrap().to_string(), ".../.w1./... b");
    }
}
