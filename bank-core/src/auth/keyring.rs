//! The token signing keys, kept in a file outside the database: whoever reads
//! a backup, a replica or the `settings` table cannot mint an Admin token.
//!
//! The file is JSON, written owner-only (0600): the first key signs, every key
//! verifies until its `retiresAt`. `bank init` creates it (moving a secret an
//! older build kept in the database); `bank auth rotate-key` prepends a new key
//! and retires the others after a grace period.

use std::io::Write;
use std::path::{Path, PathBuf};

use base64::Engine;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

/// Keys one file may hold: a rotation a day for a year is far below it.
const MAX_KEYS: usize = 64;

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StoredKey {
    /// The `kid` of the tokens this key signs.
    pub kid: String,
    /// 256 random bits, base64.
    pub secret: String,
    pub created_at: DateTime<Utc>,
    /// After this instant tokens signed with the key are refused.
    #[serde(default)]
    pub retires_at: Option<DateTime<Utc>>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeyFile {
    /// The signing key first.
    pub keys: Vec<StoredKey>,
}

impl StoredKey {
    fn new(secret: String) -> StoredKey {
        StoredKey { kid: uuid::Uuid::new_v4().simple().to_string(), secret, created_at: Utc::now(), retires_at: None }
    }

    pub fn secret_bytes(&self) -> Result<Vec<u8>> {
        base64::engine::general_purpose::STANDARD
            .decode(&self.secret)
            .map_err(|_| Error::Schema(format!("token key {} is not base64", self.kid)))
    }
}

fn random_secret() -> String {
    let bytes: [u8; 32] = rand::random();
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// Where the keys of a database live when no path is configured: beside a
/// SQLite file (`bank.db.keys`); for PostgreSQL, per tenant under the user's
/// data folder (`$XDG_DATA_HOME/bank/keys/TENANT.keys`). Servers sharing one
/// PostgreSQL database must share the file (copy it, or set `BANK_KEY_FILE`).
pub fn default_path(database_url: &str, tenant_id: &str) -> PathBuf {
    let url = database_url.trim();
    if !url.starts_with("postgres") {
        let path = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:")).unwrap_or(url);
        let path = path.split('?').next().unwrap_or(path);
        return PathBuf::from(format!("{path}.keys"));
    }
    let data = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".local").join("share")))
        .unwrap_or_else(|| PathBuf::from("."));
    data.join("bank").join("keys").join(format!("{tenant_id}.keys"))
}

/// Reads the key file; a missing, unreadable or open-to-others file is refused.
pub fn load(path: &Path) -> Result<KeyFile> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        Error::Schema(format!(
            "cannot read the token key file {}: {e} (run `bank init`, or point --key-file / BANK_KEY_FILE at it)",
            path.display()
        ))
    })?;
    check_private(path)?;
    let file: KeyFile = serde_json::from_str(&text)
        .map_err(|e| Error::Schema(format!("the token key file {} is not valid: {e}", path.display())))?;
    if file.keys.is_empty() || file.keys.len() > MAX_KEYS {
        return Err(Error::Schema(format!("the token key file {} must hold 1 to {MAX_KEYS} keys", path.display())));
    }
    Ok(file)
}

#[cfg(unix)]
fn check_private(path: &Path) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let mode =
        std::fs::metadata(path).map_err(|e| Error::Schema(format!("{}: {e}", path.display())))?.permissions().mode();
    if mode & 0o077 != 0 {
        return Err(Error::Schema(format!(
            "the token key file {} may be read by others (mode {:o}): chmod 600 it",
            path.display(),
            mode & 0o777
        )));
    }
    Ok(())
}

#[cfg(not(unix))]
fn check_private(_: &Path) -> Result<()> {
    Ok(())
}

/// Creates the key file when it does not exist, from `legacy_secret` (a secret
/// an older build kept in the database) or a new random key. True if created.
pub fn ensure(path: &Path, legacy_secret: Option<String>) -> Result<bool> {
    if path.exists() {
        load(path)?;
        return Ok(false);
    }
    let key = StoredKey::new(legacy_secret.unwrap_or_else(random_secret));
    write(path, &KeyFile { keys: vec![key] })?;
    Ok(true)
}

/// Prepends a new signing key; the keys before it verify for `grace` more
/// (keys already past their retirement are dropped). Returns the new kid.
pub fn rotate(path: &Path, grace: chrono::Duration) -> Result<String> {
    let mut file = load(path)?;
    let now = Utc::now();
    file.keys.retain(|k| k.retires_at.is_none_or(|t| t > now));
    for key in &mut file.keys {
        key.retires_at = Some(key.retires_at.map_or(now + grace, |t| t.min(now + grace)));
    }
    let key = StoredKey::new(random_secret());
    let kid = key.kid.clone();
    file.keys.insert(0, key);
    file.keys.truncate(MAX_KEYS);
    write(path, &file)?;
    Ok(kid)
}

/// Writes owner-only, through a temporary file renamed into place, so a
/// reader never sees half a file.
fn write(path: &Path, file: &KeyFile) -> Result<()> {
    let io = |e: std::io::Error| Error::Internal(format!("cannot write the token key file {}: {e}", path.display()));
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    let text = serde_json::to_string_pretty(file).map_err(|e| Error::Internal(e.to_string()))?;
    let temporary = path.with_extension(format!("tmp-{}", std::process::id()));
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut out = options.open(&temporary).map_err(io)?;
    out.write_all(text.as_bytes()).and_then(|()| out.sync_all()).map_err(io)?;
    std::fs::rename(&temporary, path).map_err(io)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn created_private_rotated_and_pruned() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("k").join("bank.db.keys");
        assert!(ensure(&path, None).expect("create"));
        assert!(!ensure(&path, None).expect("exists"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).expect("meta").permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).expect("chmod");
            assert!(load(&path).expect_err("open to others").to_string().contains("chmod 600"));
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).expect("chmod");
        }
        let first = load(&path).expect("load").keys[0].kid.clone();
        let second = rotate(&path, chrono::Duration::hours(1)).expect("rotate");
        let file = load(&path).expect("load");
        assert_eq!(file.keys.iter().map(|k| k.kid.as_str()).collect::<Vec<_>>(), [second.as_str(), first.as_str()]);
        assert!(file.keys[0].retires_at.is_none() && file.keys[1].retires_at.is_some());
        // A rotation with no grace retires the others now; the next one drops them.
        rotate(&path, chrono::Duration::zero()).expect("rotate");
        rotate(&path, chrono::Duration::hours(1)).expect("rotate");
        assert_eq!(load(&path).expect("load").keys.len(), 2);
    }

    #[test]
    fn default_paths() {
        assert_eq!(default_path("sqlite:///var/bank/bank.db?mode=rwc", "t"), PathBuf::from("/var/bank/bank.db.keys"));
        assert!(default_path("postgres://db/bank", "t-1").ends_with("bank/keys/t-1.keys"));
    }
}
