//! Who may approve a transaction, and the approvals they give: not its
//! maker, within their limit and rank, once per transaction, and no more
//! than their hourly limit.

use chrono::{DateTime, Utc};
use serde_json::json;

use super::TxnRow;
use super::config::MAX_APPROVALS_KEY;
use super::locked::{Key, LockedAccount, locked_statement};
use crate::args;
use crate::auth::Actor;
use crate::command::Cx;
use crate::error::{Error, Result, RuleKind};
use crate::money;
use crate::store::{Dialect, Sql, Tx, now, shift_placeholders};

/// The lowest role whose approval limit covers `amount_minor`.
async fn required_role(tx: &mut Tx, amount_minor: i64) -> Result<Option<String>> {
    tx.scalar_optional(
        "SELECT name FROM roles WHERE approval_limit_minor IS NULL OR approval_limit_minor >= $1
         ORDER BY CASE WHEN approval_limit_minor IS NULL THEN 1 ELSE 0 END, approval_limit_minor LIMIT 1",
        args![amount_minor],
    )
    .await
}

/// The approval limit of a role (None: unlimited or unknown role).
async fn role_limit(tx: &mut Tx, role: &str) -> Result<Option<Option<i64>>> {
    tx.fetch_optional::<(Option<i64>,)>("SELECT approval_limit_minor FROM roles WHERE name = $1", args![role])
        .await
        .map(|r| r.map(|(l,)| l))
}

/// True when `actor`'s role ranks at least as high as `role` (by approval limit).
pub(crate) async fn ranks_at_least(tx: &mut Tx, actor: &Actor, role: &str) -> Result<bool> {
    Ok(match (actor.approval_limit_minor, role_limit(tx, role).await?) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some(_), Some(None)) => false,
        (Some(mine), Some(Some(theirs))) => mine >= theirs,
    })
}

/// Who may approve `txn`: not while it waits for its customer's signature,
/// not its maker, and only within the approver's limit and rank.
pub(super) async fn require_approver(cx: &mut Cx<'_>, txn: &TxnRow) -> Result<()> {
    // Only a transaction that asked for the customer's signature has one to wait for.
    if txn.awaits_customer && (cx.bank.customer_authorization().awaiting)(&mut cx.tx, txn).await? {
        return Err(Error::rule(
            "CUSTOMER_AUTHORIZATION_PENDING",
            RuleKind::Refused,
            format!("transaction {} waits for the customer's authorisation", txn.transaction_id),
        ));
    }
    if txn.maker_id == cx.actor.user_id {
        return Err(Error::rule(
            "SELF_APPROVAL_NOT_ALLOWED",
            RuleKind::Forbidden,
            "the maker of a transaction may not approve it",
        ));
    }
    if cx.actor.approval_limit_minor.is_some_and(|limit| txn.amount_minor > limit) {
        let mut details = serde_json::Map::new();
        details.insert("transactionAmount".into(), money::to_json_number(txn.amount_minor));
        details.insert(
            "userApprovalLimit".into(),
            money::to_json_number(cx.actor.approval_limit_minor.unwrap_or_default()),
        );
        details.insert("requiredRole".into(), json!(required_role(&mut cx.tx, txn.amount_minor).await?));
        return Err(Error::Rule {
            code: "APPROVAL_LIMIT_EXCEEDED",
            kind: RuleKind::Forbidden,
            message: format!("{} exceeds your approval limit", money::format(txn.amount_minor)),
            details,
        });
    }
    if let Some(role) = &txn.approver_role
        && !ranks_at_least(&mut cx.tx, cx.actor, role).await?
    {
        return Err(Error::rule(
            "INSUFFICIENT_PERMISSIONS",
            RuleKind::Forbidden,
            format!("this transaction needs approval by a {role} or above"),
        ));
    }
    Ok(())
}

/// One approval per approver, by an insert that checks.
const INSERT_APPROVAL: &str =
    "INSERT INTO transaction_approvals (transaction_id, approver_id, approver_name, notes, approved_at)
     SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS
         (SELECT 1 FROM transaction_approvals WHERE transaction_id = $1 AND approver_id = $2)";

/// What the approval's first call found on SQLite (see [`load_for_approval`]).
#[derive(sqlx::FromRow)]
pub(super) struct Recorded {
    /// 1 when the approval was inserted, 0 when this approver had given it before.
    recorded: i64,
    /// The transaction's approvals, this one included.
    given: i64,
    /// The approver's approvals in the last hour, this one included.
    recent: i64,
    hourly_limit: Option<String>,
}

#[derive(sqlx::FromRow)]
struct Loaded {
    #[sqlx(flatten)]
    txn: TxnRow,
    #[sqlx(flatten)]
    recorded: Recorded,
}

/// What SQLite's first call of an approval read besides the transaction.
pub(super) struct Early {
    pub recorded: Recorded,
    /// The transaction's account (None: a cash movement), read for the
    /// decision, with the acting token confirmed.
    pub account: Option<LockedAccount>,
}

/// The transaction to approve, locked. On SQLite the caller's approval is
/// inserted in the same call to the driver (one hand-off between threads,
/// not three; its one writer counts one approval at a time, so no lock is
/// needed), the approver's hour counted and the transaction's account read
/// for the decision with it: the checks on the approver run after it, and a
/// refusal undoes it with the rest of the command. PostgreSQL records it in
/// [`record_approval`] and locks the account after.
pub(super) async fn load_for_approval(
    cx: &mut Cx<'_>,
    transaction_id: &str,
    notes: Option<&str>,
) -> Result<(TxnRow, Option<Early>)> {
    if cx.tx.dialect() != Dialect::Sqlite {
        return Ok((super::load_locked(&mut cx.tx, transaction_id).await?, None));
    }
    // A decision needs no approval threshold: the empty type and channel match none.
    let (account, account_args) =
        locked_statement(&cx.tx, Key::OfTransaction(transaction_id), "", "", cx.actor_to_confirm());
    // `changes()` in the SELECT is the insert's: a statement that writes nothing reports the last write's.
    let sql = format!(
        "INSERT INTO transaction_approvals (transaction_id, approver_id, approver_name, notes, approved_at)
             SELECT t.id, $2, $3, $4, $5 FROM transactions t WHERE t.transaction_id = $1 AND NOT EXISTS
                 (SELECT 1 FROM transaction_approvals a WHERE a.transaction_id = t.id AND a.approver_id = $2);
         SELECT {}, changes() AS recorded,
             (SELECT COUNT(*) FROM transaction_approvals a WHERE a.transaction_id = transactions.id) AS given,
             {} AS recent, (SELECT value FROM settings WHERE key = $7) AS hourly_limit
         FROM transactions WHERE transaction_id = $1;
         {}",
        super::TXN_COLUMNS,
        recent_approvals(&cx.tx, "$2", "$6", "$7"),
        shift_placeholders(&account, 7),
    );
    let actor = cx.actor;
    let mut args = args![transaction_id, actor.user_id, &actor.username, notes, now(), hour_ago(), MAX_APPROVALS_KEY];
    args.extend(account_args);
    let (loaded, account) = cx.tx.fetch_two::<Loaded, LockedAccount>(Sql::assembled(sql), args).await?;
    let Some(Loaded { txn, recorded }) = loaded else { return Err(super::not_found(transaction_id)) };
    let account = match (account, txn.account_id) {
        (Some(account), _) => {
            cx.confirm_actor(account.actor_token_version)?;
            Some(account.finish(&mut cx.tx))
        }
        (None, Some(id)) => return Err(Error::not_found("deposit account", id)),
        (None, None) => None,
    };
    Ok((txn, Some(Early { recorded, account })))
}

/// Records the caller's approval of `txn` (locked), unless SQLite's first
/// call did (`early`); returns the approvals it now has. The transaction's
/// lock makes "one approval per approver" and the count hold under
/// concurrency. SQLite's hourly limit is checked here, on what the first call
/// counted; PostgreSQL's last ([`within_hourly_limit`]).
pub(super) async fn record_approval(
    cx: &mut Cx<'_>,
    txn: &TxnRow,
    notes: Option<&str>,
    early: Option<Recorded>,
) -> Result<i64> {
    if let Some(Recorded { recorded, given, recent, hourly_limit }) = early {
        refuse_second_approval(recorded)?;
        refuse_beyond_hourly_limit(recent, hourly_limit)?;
        return Ok(given);
    }
    let args = args![txn.id, cx.actor.user_id, &cx.actor.username, notes, now()];
    refuse_second_approval(cx.tx.execute(INSERT_APPROVAL, args).await? as i64)?;
    // A transaction that needs one approval had none before this one (the first settles it).
    match txn.required_approvals {
        ..=1 => Ok(1),
        _ => cx.tx.scalar("SELECT COUNT(*) FROM transaction_approvals WHERE transaction_id = $1", args![txn.id]).await,
    }
}

/// An approver approves a transaction once: the insert that checks recorded nothing.
fn refuse_second_approval(recorded: i64) -> Result<()> {
    match recorded {
        0 => Err(Error::rule(
            "DUPLICATE_REQUEST",
            RuleKind::Conflict,
            "you have already approved this transaction; a different approver is required",
        )),
        _ => Ok(()),
    }
}

pub(super) fn hour_ago() -> DateTime<Utc> {
    now() - chrono::Duration::hours(1)
}

/// PostgreSQL: refuses an approval beyond the approver's hourly limit. It
/// runs last, after every other write: the approver's row is locked, so
/// their approvals are counted one at a time, and only for the count and the
/// commit (one approver's approvals would otherwise queue behind each
/// other's postings and trails). The count,
/// a statement of its own after the lock, sees the approval the lock waited
/// for, and this one. SQLite counted in [`load_for_approval`].
pub(super) async fn within_hourly_limit(cx: &mut Cx<'_>) -> Result<()> {
    if cx.tx.dialect() == Dialect::Sqlite {
        return Ok(());
    }
    // The approval's audit and activity are sent first: the approver's lock
    // is held for the count and the commit alone (their approvals queue on it).
    cx.queue_record();
    cx.tx.flush().await?;
    // NO KEY UPDATE: approval rows in flight hold KEY SHARE on the row through
    // their foreign key, which FOR UPDATE would wait on: a deadlock.
    cx.tx.execute("SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE", args![cx.actor.user_id]).await?;
    let sql =
        format!("SELECT {}, (SELECT value FROM settings WHERE key = $3)", recent_approvals(&cx.tx, "$1", "$2", "$3"));
    let args = args![cx.actor.user_id, hour_ago(), MAX_APPROVALS_KEY];
    let (recent, limit): (i64, Option<String>) = cx.tx.fetch_one(Sql::assembled(sql), args).await?;
    refuse_beyond_hourly_limit(recent, limit)
}

/// The approver's approvals since `since`, counted no further than one past
/// the hourly limit (the setting `key`) or the default, whichever is higher:
/// enough to refuse, whatever an hour's volume. The bound is never below what
/// [`refuse_beyond_hourly_limit`] reads: a value Rust cannot read is the
/// default there, and the default bounds the count here, whatever SQL makes
/// of the value.
fn recent_approvals(tx: &Tx, approver: &str, since: &str, key: &str) -> String {
    let value = tx.pick("CAST(value AS INTEGER)", "CASE WHEN value ~ '^[+-]?[0-9]{1,18}$' THEN value::bigint END");
    let greatest = tx.pick("MAX", "GREATEST");
    format!(
        "(SELECT COUNT(*) FROM (SELECT 1 FROM transaction_approvals WHERE approver_id = {approver} AND approved_at > {since}
             LIMIT {greatest}(COALESCE((SELECT {value} FROM settings WHERE key = {key}), 0), {}) + 1) AS r)",
        super::MAX_APPROVALS_PER_HOUR
    )
}

/// Approvals one user may give per hour (the spec's 5 unless configured);
/// `recent` counts this one.
fn refuse_beyond_hourly_limit(recent: i64, limit: Option<String>) -> Result<()> {
    let limit = super::config::parse_hours(limit, super::MAX_APPROVALS_PER_HOUR);
    if recent > limit {
        return Err(Error::rule(
            "APPROVAL_RATE_LIMIT_EXCEEDED",
            RuleKind::RateLimited,
            format!("at most {limit} approvals per user per hour"),
        ));
    }
    Ok(())
}
