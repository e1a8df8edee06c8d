//! Where the demo may load: a fresh database, one it loaded before, or (with
//! `--force`) any.

use bank_core::Bank;

use super::super::Ctx;
use crate::error::CliError;

/// Marks a database the demo has loaded into, so running it again is safe.
const DEMO_MARKER: &str = "demo.loaded_at";

/// The demo invents customers and money: it loads into a fresh (or its own)
/// SQLite database unless `--force` says otherwise.
pub async fn guard(ctx: &Ctx, bank: &Bank, force: bool) -> Result<(), CliError> {
    if !force {
        refuse_real_data(ctx, bank).await?;
    }
    let mut tx = bank.db().begin_write().await?;
    tx.execute(
        "INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING",
        bank_core::args![DEMO_MARKER, bank_core::time::format(chrono::Utc::now())],
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

async fn refuse_real_data(ctx: &Ctx, bank: &Bank) -> Result<(), CliError> {
    if ctx.database_url.trim().starts_with("postgres") {
        return Err(CliError::Usage(
            "bank demo loads made-up customers, accounts and money; refusing a PostgreSQL database \
             without --force"
                .into(),
        ));
    }
    let mut tx = bank.db().begin_read().await?;
    let marked: Option<String> =
        tx.scalar_optional("SELECT value FROM settings WHERE key = $1", bank_core::args![DEMO_MARKER]).await?;
    let own: i64 = tx
        .scalar(
            "SELECT (SELECT COUNT(*) FROM branches) + (SELECT COUNT(*) FROM users) - 1
                    + (SELECT COUNT(*) FROM journal_transactions)",
            vec![],
        )
        .await?;
    tx.rollback().await?;
    if marked.is_none() && own > 0 {
        return Err(CliError::Usage(
            "this database already holds branches, users or journals of its own; bank demo loads only into \
             a fresh database (pass --force to load it anyway)"
                .into(),
        ));
    }
    Ok(())
}
