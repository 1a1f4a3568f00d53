//! What a click on the analysis panel does: the panel listens once for
//! all its controls (see `screen.rs`) and names each by `data-action`, a
//! move by its path in the tree, as `0.1.0`.

use crate::game::reducer::Action;
use crate::study::analysis::state::AnalysisAction;
use crate::study::analysis::tree_rows::Path;

/// What a click on the analysis panel's control `name` does (the panel
/// listens once for all of them); `path` is a move's, as `0.1.0`.
pub fn clicked(name: &str, path: &str, engine_on: bool) -> Option<AnalysisAction> {
    Some(match name {
        "go" => AnalysisAction::Go(
            path.split('.')
                .filter(|step| !step.is_empty())
                .map(str::parse)
                .collect::<Result<Path, _>>()
                .ok()?,
        ),
        "replay-start" => AnalysisAction::Step(-10_000),
        "replay-back" => AnalysisAction::Step(-1),
        "replay-forward" => AnalysisAction::Step(1),
        "replay-end" => AnalysisAction::Step(10_000),
        "flip" => AnalysisAction::Board(Action::Flip),
        "promote" => AnalysisAction::Promote,
        "main-line" => AnalysisAction::MainLine,
        "delete" => AnalysisAction::Delete,
        "engine" => AnalysisAction::Engine(!engine_on),
        _ => return None,
    })
}

/// A path as the panel writes it: `0.1.0`.
pub fn path_text(path: &[usize]) -> String {
    let steps: Vec<String> = path.iter().map(ToString::to_string).collect();
    steps.join(".")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clicks_on_the_panel_are_actions() {
        let go = clicked("go", "0.1.0", false);
        assert!(matches!(go, Some(AnalysisAction::Go(path)) if path == [0, 1, 0]));
        assert!(
            matches!(clicked("go", "", false), Some(AnalysisAction::Go(path)) if path.is_empty())
        );
        assert!(clicked("go", "0.x", false).is_none());
        assert!(matches!(
            clicked("replay-back", "", false),
            Some(AnalysisAction::Step(-1))
        ));
        assert!(matches!(
            clicked("engine", "", true),
            Some(AnalysisAction::Engine(false))
        ));
        assert!(matches!(
            clicked("delete", "", true),
            Some(AnalysisAction::Delete)
        ));
        assert!(clicked("confirm-move", "", true).is_none());
        assert_eq!(path_text(&[0, 1, 0]), "0.1.0");
        assert_eq!(path_text(&[]), "");
    }
}
