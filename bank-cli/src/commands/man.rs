//! `bank man [--dir DIR]`: `bank.1` and one page per subcommand.

use std::path::PathBuf;

use clap::CommandFactory;

use crate::cli::Cli;
use crate::error::CliError;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Folder to write the pages into
    #[arg(long, default_value = "man")]
    pub dir: PathBuf,
}

pub fn run(args: Args) -> Result<(), CliError> {
    std::fs::create_dir_all(&args.dir)?;
    clap_mangen::generate_to(Cli::command(), &args.dir)?;
    Ok(())
}
