//! Settings: flags beat environment variables, which beat `bank.toml`, which
//! beats the defaults. `bank.toml` is read from `--config`/`BANK_CONFIG`, else
//! `./bank.toml`, else `$XDG_CONFIG_HOME/bank/bank.toml`.

use std::path::{Path, PathBuf};

use bank_core::store::DbOptions;
use serde::Deserialize;

use crate::error::CliError;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileConfig {
    pub database_url: Option<String>,
    /// The staff user the CLI acts as.
    pub user: Option<String>,
    /// PostgreSQL pool size.
    pub pool_size: Option<u32>,
    /// `bank serve` listen address.
    pub listen: Option<String>,
    /// The token key file (see `--key-file`).
    pub key_file: Option<PathBuf>,
    /// SQLite group commit: most writes committed together (1 turns it off).
    pub group_commit_max: Option<usize>,
    /// SQLite group commit: longest a group stays open, in milliseconds.
    pub group_commit_wait_ms: Option<u64>,
    /// PostgreSQL write fusion: writes running alone at once before groups form.
    pub fuse_alone: Option<usize>,
    /// PostgreSQL write fusion: groups running at once (0 turns it off).
    pub fuse_groups: Option<usize>,
    /// PostgreSQL write fusion: most writes sharing one group.
    pub fuse_max: Option<usize>,
    /// The file these settings were read from (`bank doctor` names it).
    #[serde(skip)]
    pub source: Option<PathBuf>,
}

impl FileConfig {
    /// Refuses values out of their range (never clamped silently).
    fn checked(self) -> Result<FileConfig, String> {
        if self.group_commit_max.is_some_and(|n| !(1..=1000).contains(&n)) {
            return Err("group_commit_max must be 1 to 1000".into());
        }
        if self.group_commit_wait_ms.is_some_and(|ms| ms > 1000) {
            return Err("group_commit_wait_ms must be at most 1000".into());
        }
        if self.fuse_alone.is_some_and(|n| !(1..=1024).contains(&n)) {
            return Err("fuse_alone must be 1 to 1024".into());
        }
        if self.fuse_groups.is_some_and(|n| n > 64) {
            return Err("fuse_groups must be 0 to 64".into());
        }
        if self.fuse_max.is_some_and(|n| !(2..=64).contains(&n)) {
            return Err("fuse_max must be 2 to 64".into());
        }
        Ok(self)
    }
}

pub fn load(explicit: Option<&Path>) -> Result<FileConfig, CliError> {
    let candidates: Vec<PathBuf> = match explicit {
        Some(path) => vec![path.to_owned()],
        None => {
            let mut c = vec![PathBuf::from("bank.toml")];
            if let Some(dir) = dirs::config_dir() {
                c.push(dir.join("bank").join("bank.toml"));
            }
            c
        }
    };
    for path in candidates {
        match std::fs::read_to_string(&path) {
            Ok(text) => {
                let config: FileConfig =
                    toml::from_str(&text).map_err(|e| CliError::Usage(format!("{}: {e}", path.display())))?;
                let config = config.checked().map_err(|e| CliError::Usage(format!("{}: {e}", path.display())))?;
                return Ok(FileConfig { source: Some(path), ..config });
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && explicit.is_none() => continue,
            Err(e) => return Err(CliError::Io(format!("cannot read {}: {e}", path.display()))),
        }
    }
    Ok(FileConfig::default())
}

/// The embedded default: `$XDG_DATA_HOME/bank/bank.db` (on Linux usually
/// `~/.local/share/bank/bank.db`), or `./bank.db` when there is no home.
pub fn default_database_url() -> String {
    let path = dirs::data_dir().map_or_else(|| PathBuf::from("bank.db"), |d| d.join("bank").join("bank.db"));
    format!("sqlite://{}", path.display())
}

/// The default document store: `documents` beside a SQLite file, else
/// `$XDG_DATA_HOME/bank/documents`; always an absolute path.
pub fn default_documents_url(database_url: &str) -> Result<String, CliError> {
    let dir = match sqlite_path(database_url) {
        Some(file) => file.parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf).join("documents"),
        None => dirs::data_dir().unwrap_or_else(|| PathBuf::from(".")).join("bank").join("documents"),
    };
    let dir = if dir.is_absolute() { dir } else { std::env::current_dir()?.join(dir) };
    Ok(format!("file://{}", dir.display()))
}

fn sqlite_path(url: &str) -> Option<&Path> {
    if url.starts_with("postgres") {
        return None;
    }
    let path = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:")).unwrap_or(url);
    Some(Path::new(path.split('?').next().unwrap_or(path)))
}

/// Makes sure the folder of a SQLite file exists before `bank init` creates it.
pub fn prepare_sqlite_dir(url: &str) -> Result<(), CliError> {
    let Some(path) = sqlite_path(url) else {
        return Ok(());
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| CliError::Io(format!("cannot create {}: {e}", dir.display())))?;
    }
    Ok(())
}

/// The machine's cores, as the runtime counts them.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

/// Whether tokio's own setting of its worker count (`TOKIO_WORKER_THREADS`)
/// is set: it wins over [`runtime_workers`].
pub fn tokio_workers_set() -> bool {
    std::env::var_os("TOKIO_WORKER_THREADS").is_some()
}

/// The runtime's workers on `cores` cores: what the database wants
/// (`DbOptions::runtime_workers`), unless tokio's own setting says; None
/// for tokio's choice.
pub fn runtime_workers(database_url: &str, cores: usize, tokio_setting: bool) -> Option<usize> {
    (!tokio_setting).then(|| DbOptions::new(database_url).runtime_workers(cores)).flatten()
}

/// Why the runtime runs the workers it does (for `bank doctor`), as
/// [`runtime_workers`] decides.
pub fn why_workers(database_url: &str) -> &'static str {
    match (tokio_workers_set(), runtime_workers(database_url, cores(), false)) {
        (true, _) => "as TOKIO_WORKER_THREADS sets",
        (false, Some(_)) => "a core left to SQLite's writer",
        (false, None) => "tokio's default, one a core",
    }
}

#[cfg(test)]
mod tests {
    use super::runtime_workers as workers;

    #[test]
    fn sqlite_leaves_a_core_to_its_writer_unless_tokio_is_told_otherwise() {
        assert_eq!(workers("sqlite:///var/lib/bank/bank.db", 2, false), Some(1));
        assert_eq!(workers("sqlite://bank.db", 8, false), Some(7));
        assert_eq!(workers("bank.db", 1, false), Some(1), "at least one worker");
        assert_eq!(workers("sqlite://bank.db", 2, true), None, "TOKIO_WORKER_THREADS wins");
        assert_eq!(workers("postgres://bank@db/bank", 2, false), None, "tokio's default on PostgreSQL");
    }
}
