//! Bank-wide settings (`settings`, key → text), read and written inside the
//! caller's transaction, so a change commits with the command that makes it.

use super::{Db, Tx};
use crate::error::Result;

const READ: &str = "SELECT value FROM settings WHERE key = $1";

impl Tx {
    /// The setting's value, None when unset.
    pub async fn setting(&mut self, key: &str) -> Result<Option<String>> {
        self.scalar_optional(READ, crate::args![key]).await
    }

    /// Sets (or replaces) the setting.
    pub async fn put_setting(&mut self, key: &str, value: &str) -> Result<()> {
        self.execute(
            "INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            crate::args![key, value],
        )
        .await?;
        Ok(())
    }
}

impl Db {
    /// The setting's value, read on its own outside a transaction (one statement).
    pub async fn setting(&self, key: &str) -> Result<Option<String>> {
        Ok(self.read_optional::<(String,)>(READ, crate::args![key]).await?.map(|(value,)| value))
    }
}
