//! Deblockle set-up by hand: the rolled blocks and where each one went.
//! Plain data; `setup.rs` draws it.

use cubeplay_engine::deblockle as deb;
use cubeplay_engine::deblockle::{Face, Square};
use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::Player;

use crate::game::config::GameConfig;

#[derive(Clone, Debug, PartialEq)]
pub struct HandSetup {
    /// Rolled top faces, Gold then Blue.
    pub tops: [Vec<Face>; 2],
    /// Where each block went and which face points north.
    pub placed: [Vec<Option<deb::Placement>>; 2],
    /// Whose blocks are being placed now.
    pub side: Player,
    /// The block (index into `tops[side]`) to place next.
    pub chosen: usize,
}

impl HandSetup {
    pub fn new(config: &GameConfig) -> Result<HandSetup, deb::SetupError> {
        let mut rng = SplitMix64::new(config.seed);
        let gold = deb::roll_blocks(config.blocks[0], &mut rng)?;
        let blue = deb::roll_blocks(config.blocks[1], &mut rng)?;
        let mut setup = HandSetup {
            placed: [vec![None; gold.len()], vec![None; blue.len()]],
            tops: [gold, blue],
            side: Player::First,
            chosen: 0,
        };
        setup.auto_arrange(config, &mut rng)?;
        Ok(setup)
    }

    /// Sides placed by the AI (the opponent of their owner) are arranged at once.
    fn auto_arrange(
        &mut self,
        config: &GameConfig,
        rng: &mut SplitMix64,
    ) -> Result<(), deb::SetupError> {
        for owner in Player::BOTH {
            if config.ai_plays(owner.opponent()) {
                let placements = deb::random_arrangement(owner, &self.tops[owner.index()], rng)?;
                self.placed[owner.index()] = placements.into_iter().map(Some).collect();
            }
        }
        self.side = Player::BOTH
            .into_iter()
            .find(|owner| !self.side_done(*owner))
            .unwrap_or(Player::Second);
        Ok(())
    }

    pub fn all_done(&self) -> bool {
        Player::BOTH.into_iter().all(|owner| self.side_done(owner))
    }

    pub fn side_done(&self, owner: Player) -> bool {
        self.placed[owner.index()].iter().all(Option::is_some)
    }

    /// The set-up after a click on `square`: places the next block there,
    /// or turns the block already there a quarter.
    pub fn click_square(&self, square: Square) -> HandSetup {
        let mut next = self.clone();
        let owner = self.side;
        let placed = &mut next.placed[owner.index()];
        if let Some(index) = placed
            .iter()
            .position(|p| p.is_some_and(|p| p.square == square))
        {
            // A second click on a placed block turns it a quarter.
            if let Some(placement) = placed[index].as_mut() {
                let choices = deb::north_choices(self.tops[owner.index()][index]);
                let at = choices
                    .iter()
                    .position(|&f| f == placement.north)
                    .unwrap_or(0);
                placement.north = choices[(at + 1) % 4];
            }
            return next;
        }
        let allowed = deb::starting_squares(owner, self.tops[owner.index()].len());
        if !allowed.contains(&square) {
            return next;
        }
        let index = if placed[self.chosen].is_none() {
            self.chosen
        } else if let Some(free) = placed.iter().position(Option::is_none) {
            free
        } else {
            return next;
        };
        let north = deb::north_choices(self.tops[owner.index()][index])[0];
        placed[index] = Some(deb::Placement { square, north });
        next.chosen = placed.iter().position(Option::is_none).unwrap_or(0);
        next
    }

    /// The finished position, once both sides are placed.
    pub fn position(&self, config: &GameConfig) -> Result<deb::Position, deb::SetupError> {
        let mut sides: [Vec<(Square, deb::Block)>; 2] = [Vec::new(), Vec::new()];
        for owner in Player::BOTH {
            let placements: Vec<deb::Placement> = self.placed[owner.index()]
                .iter()
                .flatten()
                .copied()
                .collect();
            sides[owner.index()] = deb::arrange(owner, &self.tops[owner.index()], &placements)?;
        }
        deb::setup_position(
            &sides[0],
            &sides[1],
            config.first,
            deb::Rules {
                no_adjacent: config.no_adjacent,
            },
        )
    }
}
