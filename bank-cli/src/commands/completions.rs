//! `bank completions SHELL` / `bank completions --dir DIR`

use std::path::PathBuf;

use clap_complete::Shell;

use crate::error::CliError;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Shell to print completions for
    #[arg(required_unless_present = "dir")]
    pub shell: Option<Shell>,
    /// Write completions for every supported shell into this folder
    #[arg(long, conflicts_with = "shell")]
    pub dir: Option<PathBuf>,
}

const SHELLS: [Shell; 5] = [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::PowerShell, Shell::Elvish];

/// `command` is the whole CLI (the caller builds it: this file sits below `cli`).
pub fn run(args: Args, mut command: clap::Command) -> Result<(), CliError> {
    match (args.shell, args.dir) {
        (Some(shell), _) => clap_complete::generate(shell, &mut command, "bank", &mut std::io::stdout()),
        (None, Some(dir)) => {
            std::fs::create_dir_all(&dir)?;
            for shell in SHELLS {
                clap_complete::generate_to(shell, &mut command, "bank", &dir)?;
            }
        }
        (None, None) => return Err(CliError::Usage("name a shell or pass --dir".into())),
    }
    Ok(())
}
