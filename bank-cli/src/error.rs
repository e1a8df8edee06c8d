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
                print_core(error);
            }
            CliError::Core { error, .. } => print_core(error),
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

/// The flags of the command line as typed, by the request field each fills
/// (`as_of` fills `asOf`): a refusal names `--as-of`, what the user typed.
static FLAGS: std::sync::OnceLock<Vec<(String, String)>> = std::sync::OnceLock::new();

/// Remembers the invoked leaf command's flags, from its clap definition.
pub fn remember_flags(mut command: clap::Command, matches: &clap::ArgMatches) {
    let mut matches = matches;
    while let Some((name, sub)) = matches.subcommand() {
        let Some(next) = command.find_subcommand(name).cloned() else { break };
        command = next;
        matches = sub;
    }
    let flags = command
        .get_arguments()
        .filter_map(|arg| {
            let shown = match (arg.get_long(), arg.get_value_names()) {
                (Some(long), _) => format!("--{long}"),
                (None, Some([name, ..])) => format!("<{name}>"),
                (None, _) => return None,
            };
            Some((camel(arg.get_id().as_str()), shown))
        })
        .collect();
    let _ = FLAGS.set(flags);
}

fn camel(id: &str) -> String {
    let mut out = String::with_capacity(id.len());
    let mut upper = false;
    for c in id.chars() {
        match c {
            '_' | '-' => upper = true,
            c if upper => {
                out.extend(c.to_uppercase());
                upper = false;
            }
            c => out.push(c),
        }
    }
    out
}

/// A request field as the user typed it: its flag when the command has one.
fn as_typed(field: &str) -> String {
    let flags = FLAGS.get().map(Vec::as_slice).unwrap_or_default();
    flags.iter().find(|(f, _)| f == field).map_or_else(|| field.to_owned(), |(_, shown)| shown.clone())
}

/// A core refusal, once: one line per invalid field, named as typed.
fn print_core(error: &Error) {
    match error {
        Error::Validation(fields) => {
            for (field, messages) in fields {
                eprintln!("error: {}: {}", as_typed(field), messages.join("; "));
            }
        }
        other => eprintln!("error: {other}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_field_is_named_by_the_flag_typed() {
        let command = clap::Command::new("bank").subcommand(
            clap::Command::new("balance")
                .arg(clap::Arg::new("number").value_name("NUMBER").required(true))
                .arg(clap::Arg::new("as_of").long("as-of")),
        );
        let matches = command.clone().get_matches_from(["bank", "balance", "42", "--as-of", "2030-01-01"]);
        remember_flags(command, &matches);
        assert_eq!(as_typed("asOf"), "--as-of");
        assert_eq!(as_typed("number"), "<NUMBER>");
        assert_eq!(as_typed("accountNumber"), "accountNumber", "a field no flag fills keeps its name");
        assert_eq!(camel("save_checkpoint"), "saveCheckpoint");
    }
}
