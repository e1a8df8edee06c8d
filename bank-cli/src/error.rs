//! The CLI's one error type and its mapping to exit codes (documented in the
//! README): 0 ok, 1 the request was refused, 2 usage, 69 database or
//! configuration unavailable, 70 internal error.

use std::process::ExitCode;

use bank_core::error::Error;
use bank_core::wire::{self, Area};

pub const EXIT_REFUSED: u8 = 1;
pub const EXIT_USAGE: u8 = 2;
pub const EXIT_UNAVAILABLE: u8 = 69;
pub const EXIT_INTERNAL: u8 = 70;

#[derive(Debug)]
pub enum CliError {
    /// A core outcome; with `--output json` it prints as the area's error body.
    Core { error: Error, area: Option<Area>, json: bool },
    /// The command line itself is wrong in a way clap cannot see.
    Usage(String),
    /// Local I/O (files, terminal, sockets).
    Io(String),
    /// The command ran and found a problem it has already printed (a failed
    /// check, records of a batch that were refused).
    Failed(String),
}

impl CliError {
    pub fn core(error: Error) -> CliError {
        CliError::Core { error, area: None, json: false }
    }

    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Core {
                error: Error::Schema(_) | Error::Config(_) | Error::Busy | Error::Unavailable(_), ..
            } => EXIT_UNAVAILABLE,
            CliError::Core { error: Error::Internal(_), .. } => EXIT_INTERNAL,
            CliError::Core { .. } => EXIT_REFUSED,
            CliError::Usage(_) => EXIT_USAGE,
            CliError::Io(_) => EXIT_UNAVAILABLE,
            CliError::Failed(_) => EXIT_REFUSED,
        }
    }

    pub fn report(self) -> ExitCode {
        let code = self.exit_code();
        match &self {
            CliError::Core { error, area: Some(area), json: true } => {
                let (_, body) = wire::failure(*area, error);
                println!("{}", serde_json::to_string_pretty(&body).unwrap_or_default());
                eprintln!("error: {error}");
            }
            CliError::Core { error, .. } => {
                eprintln!("error: {error}");
                if let Error::Validation(fields) = error {
                    for (field, messages) in fields {
                        eprintln!("  {field}: {}", messages.join("; "));
                    }
                }
            }
            CliError::Usage(message) => eprintln!("error: {message}"),
            CliError::Io(message) | CliError::Failed(message) => eprintln!("error: {message}"),
        }
        ExitCode::from(code)
    }
}

impl From<Error> for CliError {
    fn from(error: Error) -> Self {
        CliError::core(error)
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        CliError::Io(e.to_string())
    }
}
