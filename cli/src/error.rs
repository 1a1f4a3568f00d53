//! The one-line errors of the command line and the exit status each gives.

use std::fmt;

/// Exit status for input the command cannot use: a bad position, an
/// illegal move, a record that cannot be read.
pub const EXIT_BAD_INPUT: u8 = 1;
/// Exit status for a command line that is not one: an unknown command or
/// option, a missing or unreadable option value.
pub const EXIT_USAGE: u8 = 2;

/// A one-line error for the user of the command line, and for a usage
/// error the usage of the command it concerns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError {
    message: String,
    kind: Kind,
    usage: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    BadInput,
    Usage,
}

impl CliError {
    /// Input the command cannot use (exit status 1).
    pub fn new(message: impl Into<String>) -> Self {
        CliError {
            message: message.into(),
            kind: Kind::BadInput,
            usage: None,
        }
    }

    /// A command line that is not one (exit status 2).
    pub fn usage(message: impl Into<String>) -> Self {
        CliError {
            kind: Kind::Usage,
            ..CliError::new(message)
        }
    }

    /// The usage to show after a usage error; bad input keeps none.
    #[must_use]
    pub fn with_usage(mut self, usage: String) -> Self {
        if self.kind == Kind::Usage {
            self.usage = Some(usage);
        }
        self
    }

    /// The one line that says what is wrong.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The command's usage, shown after a usage error.
    pub fn usage_text(&self) -> Option<&str> {
        self.usage.as_deref()
    }

    /// [`EXIT_BAD_INPUT`] or [`EXIT_USAGE`].
    pub fn exit_status(&self) -> u8 {
        match self.kind {
            Kind::BadInput => EXIT_BAD_INPUT,
            Kind::Usage => EXIT_USAGE,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CliError {}
