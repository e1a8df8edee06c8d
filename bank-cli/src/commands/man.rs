//! `bank man [--dir DIR]`: `bank.1` and one page per subcommand.

use std::path::PathBuf;

use crate::error::CliError;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Folder to write the pages into
    #[arg(long, default_value = "man")]
    pub dir: PathBuf,
}

/// `command` is the whole CLI (the caller builds it: this file sits below `cli`).
pub fn run(args: Args, command: clap::Command) -> Result<(), CliError> {
    std::fs::create_dir_all(&args.dir)?;
    // The checked-in pages name the release, not the commit they were built at.
    clap_mangen::generate_to(command.version(env!("CARGO_PKG_VERSION")), &args.dir)?;
    Ok(())
}
