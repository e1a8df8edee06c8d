//! Journal headers and lines as rows: many per statement, for one journal
//! (the engine) or a chunk of them (batch files).

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use super::engine::{Journal, Line};
use crate::args;
use crate::auth::Actor;
use crate::error::{Error, Result};
use crate::store::{Sql, Tx};

/// A journal ready to insert: checked, its reference and total decided.
pub(crate) struct Ready<'a> {
    pub journal: &'a Journal,
    pub reference: String,
    pub total_minor: i64,
}

/// Inserts the journals' headers, 500 per statement; returns their ids in order.
pub(crate) async fn insert_journals(
    tx: &mut Tx,
    actor: &Actor,
    ready: &[Ready<'_>],
    created_at: DateTime<Utc>,
) -> Result<Vec<i64>> {
    const COLUMNS: usize = 15;
    let mut ids = Vec::with_capacity(ready.len());
    for chunk in ready.chunks(500) {
        let sql = format!(
            "INSERT INTO journal_transactions (transaction_id, encoded_key, transaction_type, booking_date, value_date,
                 created_at, currency, branch_id, user_id, user_name, user_key, notes, total_minor, entry_count, reversal_of_id)
             VALUES {} RETURNING id, transaction_id",
            tx.values_rows(chunk.len(), COLUMNS)
        );
        let mut args = Vec::with_capacity(chunk.len() * COLUMNS);
        for r in chunk {
            let j = r.journal;
            args.extend(args![
                &r.reference,
                crate::auth::user::new_key(),
                j.kind as i64,
                j.booking_date,
                j.value_date.unwrap_or(j.booking_date),
                created_at,
                &j.currency,
                j.branch_id,
                actor.user_id,
                &actor.username,
                &actor.user_key,
                j.notes.clone(),
                r.total_minor,
                j.lines.len() as i64,
                j.reversal_of,
            ]);
        }
        // RETURNING promises no order: the ids are matched by reference.
        let returned: BTreeMap<String, i64> = tx
            .fetch_all::<(i64, String)>(Sql::assembled(sql), args)
            .await?
            .into_iter()
            .map(|(id, r)| (r, id))
            .collect();
        for r in chunk {
            let id = returned.get(&r.reference).ok_or_else(|| {
                Error::Internal(format!("journal {} was inserted without an id coming back", r.reference))
            })?;
            ids.push(*id);
        }
    }
    Ok(ids)
}

/// Inserts every line of `journals` (header id, journal), 1,000 rows per statement.
pub(crate) async fn insert_lines(tx: &mut Tx, journals: &[(i64, &Journal)]) -> Result<()> {
    const COLUMNS: usize = 9;
    let lines: Vec<(i64, &Journal, &Line)> =
        journals.iter().flat_map(|(id, j)| j.lines.iter().map(move |l| (*id, *j, l))).collect();
    for chunk in lines.chunks(1000) {
        let sql = format!(
            "INSERT INTO journal_entries (journal_transaction_id, gl_account_id, entry_type, amount_minor, currency,
                 branch_id, reference, deposit_account_id, booking_date) VALUES {}",
            tx.values_rows(chunk.len(), COLUMNS)
        );
        let mut args = Vec::with_capacity(chunk.len() * COLUMNS);
        for (id, journal, line) in chunk {
            args.extend(args![
                *id,
                line.gl_account_id,
                line.side as i64,
                line.amount_minor,
                &journal.currency,
                line.branch_id.or(journal.branch_id),
                line.reference.clone(),
                line.deposit_account_id,
                journal.booking_date,
            ]);
        }
        tx.execute(Sql::assembled(sql), args).await?;
    }
    Ok(())
}
