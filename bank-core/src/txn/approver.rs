//! Who may approve a transaction, and the approvals they give: not its
//! maker, within their limit and rank, once per transaction, and no more
//! than their hourly limit.

use chrono::{DateTime, Utc};
use serde_json::json;

use super::TxnRow;
use super::config::MAX_APPROVALS_KEY;
use super::config_cache::Snapshot;
use super::locked::{LockedAccount, decision_statement};
use crate::args;
use crate::auth::Actor;
use crate::command::Cx;
use crate::error::{Error, Result, RuleKind};
use crate::money;
use crate::store::{Arg, Dialect, Sql, Tx, now, shift_placeholders};

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

/// What the approval's first call found on SQLite (see [`load_for_approval`]).
#[derive(sqlx::FromRow)]
pub(super) struct Counted {
    /// 1 when the approval was inserted, 0 when this approver had given it before.
    recorded: i64,
    /// The transaction's approvals, this one included.
    given: i64,
    #[sqlx(flatten)]
    numbered: Numbered,
}

/// How the approval was recorded in the statement that read the transaction.
pub(super) enum Recorded {
    /// SQLite: inserted, counted, numbered and its hour read.
    Counted(Counted),
    /// PostgreSQL: 1 when inserted, 0 when this approver had given it before.
    Inserted(i64),
}

/// What the hourly limit's check read (see [`hourly_check`]).
#[derive(sqlx::FromRow)]
struct HourlyCheck {
    /// The setting as stored.
    hourly_limit: Option<String>,
    /// The limit SQL took from it.
    limit_used: i64,
    /// The approval `limit_used` places back was given within the hour
    /// (None: the statement did not see it).
    beyond: Option<bool>,
}

#[derive(sqlx::FromRow)]
struct Loaded {
    #[sqlx(flatten)]
    txn: TxnRow,
    #[sqlx(flatten)]
    counted: Counted,
}

#[derive(sqlx::FromRow)]
struct Locked {
    #[sqlx(flatten)]
    txn: TxnRow,
    recorded: i64,
}

/// What an approval's first statement read besides the transaction.
pub(super) struct Early {
    pub recorded: Recorded,
    /// SQLite: the transaction's account (None: a cash movement), read for
    /// the decision, with the acting token confirmed. PostgreSQL: not read yet.
    pub account: Option<Option<LockedAccount>>,
}

/// The transaction to approve, locked, with the caller's approval inserted
/// in the same statement unless they gave it before: the checks on the
/// approver run after it, and a refusal undoes it with the rest of the
/// command. On SQLite the same call to the driver (one hand-off between
/// threads, not three; its one writer counts one approval at a time, so no
/// lock is needed) also counts the approver's hour and reads the
/// transaction's account for the decision. PostgreSQL locks the account after
/// ([`super::locked::locked_for_decision`]).
pub(super) async fn load_for_approval(
    cx: &mut Cx<'_>,
    transaction_id: &str,
    notes: Option<&str>,
) -> Result<(TxnRow, Early)> {
    if cx.tx.dialect() != Dialect::Sqlite {
        return lock_and_insert(cx, transaction_id, notes).await;
    }
    let (account, account_args) = decision_statement(&cx.tx, transaction_id, cx.actor_to_confirm(), false);
    // `changes()` in the SELECT is the insert's: a statement that writes nothing reports the last write's.
    let ordinal = "(SELECT approvals_given FROM users WHERE id = $2)";
    let sql = format!(
        "UPDATE users SET approvals_given = approvals_given + 1 WHERE id = $2;
         INSERT INTO transaction_approvals (transaction_id, approver_id, approver_name, notes, approved_at, ordinal)
             SELECT t.id, $2, $3, $4, $5, {ordinal} FROM transactions t WHERE t.transaction_id = $1 AND NOT EXISTS
                 (SELECT 1 FROM transaction_approvals a WHERE a.transaction_id = t.id AND a.approver_id = $2);
         SELECT {}, changes() AS recorded,
             (SELECT COUNT(*) FROM transaction_approvals a WHERE a.transaction_id = transactions.id) AS given,
             {ordinal} AS ordinal, {}, transactions
         WHERE transactions.transaction_id = $1;
         {}",
        super::TXN_COLUMNS,
        hourly_check("$2", ordinal, "$6", &limit_as_stored(&cx.tx, "$7")),
        shift_placeholders(&account, 7),
    );
    let actor = cx.actor;
    let mut args = args![transaction_id, actor.user_id, &actor.username, notes, now(), hour_ago(), MAX_APPROVALS_KEY];
    args.extend(account_args);
    let (loaded, account) = cx.tx.fetch_two::<Loaded, LockedAccount>(Sql::assembled(sql), args).await?;
    let Some(Loaded { txn, counted }) = loaded else { return Err(super::not_found(transaction_id)) };
    let account = match (account, txn.account_id) {
        (Some(account), _) => {
            cx.confirm_actor(account.actor_token_version)?;
            cx.bank.config_cache().refresh(cx.bank, account.config_version);
            Some(account.finish((cx.bank, &mut cx.tx)))
        }
        (None, Some(id)) => return Err(Error::not_found("deposit account", id)),
        (None, None) => None,
    };
    Ok((txn, Early { recorded: Recorded::Counted(counted), account: Some(account) }))
}

/// PostgreSQL: the transaction locked and the approval inserted in one
/// statement. The insert reads the transaction's row from the lock, and
/// `ON CONFLICT` finds an approval this approver gave that committed while
/// the statement waited for the lock, which its snapshot predates (a
/// `NOT EXISTS` would not see it). A count of the approvals would not see
/// such another approver's either: [`record_approval`] counts after.
async fn lock_and_insert(cx: &mut Cx<'_>, transaction_id: &str, notes: Option<&str>) -> Result<(TxnRow, Early)> {
    let sql = format!(
        "WITH t AS (SELECT {} FROM transactions WHERE transaction_id = $1 FOR UPDATE),
              i AS (INSERT INTO transaction_approvals (transaction_id, approver_id, approver_name, notes, approved_at)
                    SELECT t.txn_row_id, $2, $3, $4, $5 FROM t
                    ON CONFLICT (transaction_id, approver_id) DO NOTHING RETURNING 1)
         SELECT t.*, (SELECT COUNT(*) FROM i) AS recorded FROM t",
        super::TXN_COLUMNS
    );
    let actor = cx.actor;
    let args = args![transaction_id, actor.user_id, &actor.username, notes, now()];
    let locked: Option<Locked> = cx.tx.fetch_optional(Sql::assembled(sql), args).await?;
    let Locked { txn, recorded } = locked.ok_or_else(|| super::not_found(transaction_id))?;
    Ok((txn, Early { recorded: Recorded::Inserted(recorded), account: None }))
}

/// What [`read_unlocked`] read: the transaction, the number its approval
/// would take among its approver's, checked against their hour, and its
/// account.
#[derive(sqlx::FromRow)]
struct Unlocked {
    #[sqlx(flatten)]
    txn: TxnRow,
    #[sqlx(flatten)]
    numbered: Numbered,
    #[sqlx(flatten)]
    account: LockedAccount,
}

/// Begun late (see `Tx::unlocked`; on SQLite on a reader, before the
/// writer's turn): the transaction read without a lock, with the number the
/// caller's approval would take and their hour's check on it
/// ([`within_hourly_limit_as_read`]), and its account as
/// [`decision_statement`] reads it, in one statement.
/// None when there is no such transaction or it has no account: the locked
/// approval answers those.
pub(super) async fn read_unlocked(
    cx: &mut Cx<'_>,
    transaction_id: &str,
) -> Result<Option<(TxnRow, Numbered, LockedAccount)>> {
    let actor = cx.actor_to_confirm();
    let copy = cx.bank.config_cache().current();
    let (account, mut args) = decision_statement(cx.tx.unlocked(), transaction_id, actor, copy.is_some());
    // The account's statement numbers its arguments from $1, the reference
    // the transaction is read by too; the approver's follow.
    let ordinal = "(SELECT approvals_given + 1 FROM users WHERE id = $7)";
    // The copy's limit saves reading the setting; a copy at another version
    // than the statement reads sends the approval to the locked path below.
    let (limit, limit_args) = match &copy {
        Some(copy) => {
            let (value, limit) = copied_hourly_limit(copy);
            (limit_from_copy("$9", "$10"), args![value, limit])
        }
        None => (limit_as_stored(&cx.tx, "$9"), args![MAX_APPROVALS_KEY]),
    };
    let sql = format!(
        "SELECT u.*, acct.*
         FROM (SELECT {}, {ordinal} AS ordinal, {}, transactions WHERE transactions.transaction_id = $1) u
         CROSS JOIN ({account}) acct",
        super::TXN_COLUMNS,
        hourly_check("$7", ordinal, "$8", &limit),
    );
    args.extend(args![cx.actor.user_id, hour_ago()]);
    args.extend(limit_args);
    let Some(Unlocked { txn, numbered, account }) = cx.tx.fetch_optional(Sql::assembled(sql), args).await? else {
        return Ok(None);
    };
    let account = match copy {
        // A copy at another version: the locked approval reads the account joined.
        Some(copy) => match account.filled(&copy, ("", "")) {
            Ok(account) => account,
            Err(seen) => {
                cx.bank.config_cache().refresh(cx.bank, seen);
                return Ok(None);
            }
        },
        None => {
            cx.bank.config_cache().refresh(cx.bank, account.config_version);
            account
        }
    };
    Ok(Some((txn, numbered, account.finish((cx.bank, &mut cx.tx)))))
}

/// Refuses the approval [`read_unlocked`] numbered beyond its approver's
/// hourly limit, before any write; returns its number, which holds only
/// while the approver's count is as read: the write that records the
/// approval compares it ([`approval_riders`]).
pub(super) async fn within_hourly_limit_as_read(cx: &mut Cx<'_>, numbered: Numbered) -> Result<i64> {
    let ordinal = numbered.ordinal;
    refuse_beyond_hourly_limit(&mut cx.tx, cx.actor.user_id, numbered).await?;
    Ok(ordinal)
}

/// The approval as writes riding with its posting (see `Known::riders`),
/// each changing one row or failing the posting: the approver's count
/// moved on only from what [`read_unlocked`] read (a compare-and-set: an
/// approval of theirs committed meanwhile fails it, and the command runs
/// again, locked), and the approval inserted with that number, unless they
/// gave it before or another approval of theirs took the number (both
/// unique: the insert runs whether the count moved or not, and must not
/// fail the statement with a violation where it must fail it as changed).
/// Its time is taken as the statement writes it, after their earlier
/// approvals committed: one approver's approvals are numbered in the order
/// of their times. SQLite's, statements in the journal's call, each running
/// only if the write before it changed its row (`chained`: a rider came
/// before them; the lines' count is no such sign); the time is taken here,
/// the one writer running one approval at a time.
pub(super) fn approval_riders(
    dialect: Dialect,
    chained: bool,
    (actor, txn): (&Actor, &TxnRow),
    notes: Option<&str>,
    (ordinal, hourly): (i64, Option<HourlyGuard>),
) -> [(Sql, Vec<Arg>); 2] {
    let numbered = args![actor.user_id, ordinal - 1];
    let mut approval = args![txn.id, actor.user_id, &actor.username, notes, ordinal];
    if dialect == Dialect::Sqlite {
        let chain = if chained { " AND changes() = 1" } else { "" };
        approval.push(Arg::from(now()));
        return [
            (
                Sql::assembled(format!(
                    "UPDATE users SET approvals_given = approvals_given + 1 WHERE id = ? AND approvals_given = ?{chain}"
                )),
                numbered,
            ),
            (
                "INSERT INTO transaction_approvals (transaction_id, approver_id, approver_name, notes, ordinal, approved_at)
                 SELECT ?, ?, ?, ?, ?, ? WHERE changes() = 1 ON CONFLICT DO NOTHING"
                    .into(),
                approval,
            ),
        ];
    }
    let within_hour = match hourly {
        None => "",
        Some((limit, since)) => {
            approval.extend(args![ordinal - limit, since]);
            "WHERE NOT EXISTS (SELECT 1 FROM transaction_approvals a
                               WHERE a.approver_id = $2 AND a.ordinal = $6 AND a.approved_at > $7)"
        }
    };
    let insert = format!(
        "INSERT INTO transaction_approvals (transaction_id, approver_id, approver_name, notes, ordinal, approved_at)
             SELECT $1, $2, $3, $4, $5, clock_timestamp() {within_hour}
             ON CONFLICT DO NOTHING RETURNING id"
    );
    [
        (
            "UPDATE users SET approvals_given = approvals_given + 1 WHERE id = $1 AND approvals_given = $2 RETURNING id"
                .into(),
            numbered,
        ),
        (Sql::assembled(insert), approval),
    ]
}

/// The approvers' hourly limit as the configuration copy has it: the
/// setting's value and the limit it sets.
pub(super) fn copied_hourly_limit(copy: &Snapshot) -> (Option<&str>, i64) {
    let value = copy.setting(MAX_APPROVALS_KEY);
    (value, super::config::parse_hours(value.map(str::to_owned), super::MAX_APPROVALS_PER_HOUR))
}

/// The approver's hourly limit and the hour's start, for an approval
/// numbered without a read: its insert inserts nothing, failing the write,
/// when the approval that many places back falls within the hour (the
/// locked approval then refuses it, as [`refuse_beyond_hourly_limit`] does).
pub(super) type HourlyGuard = (i64, DateTime<Utc>);

/// Refuses an approval its approver gave before; returns the approvals the
/// transaction now has. The transaction's lock makes "one approval per
/// approver" and the count hold under concurrency. SQLite's hourly limit is
/// checked here, on what the first call counted; PostgreSQL's last
/// ([`within_hourly_limit`]).
pub(super) async fn record_approval(cx: &mut Cx<'_>, txn: &TxnRow, recorded: Recorded) -> Result<i64> {
    let inserted = match recorded {
        Recorded::Counted(Counted { recorded, given, numbered }) => {
            refuse_second_approval(recorded)?;
            refuse_beyond_hourly_limit(&mut cx.tx, cx.actor.user_id, numbered).await?;
            return Ok(given);
        }
        Recorded::Inserted(inserted) => inserted,
    };
    refuse_second_approval(inserted)?;
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

/// PostgreSQL: numbers the approval among its approver's and refuses it
/// beyond their hourly limit, in one statement. It runs last, after every
/// other write: the approver's row is locked by the update that numbers the
/// approval, so their approvals are numbered one at a time, and only for the
/// check and the commit (one approver's approvals would otherwise queue
/// behind each other's postings and trails). The approval's time is taken
/// once the lock is held, so one approver's approvals are numbered in the
/// order of their times. SQLite numbered and checked in [`load_for_approval`].
pub(super) async fn within_hourly_limit(cx: &mut Cx<'_>, txn: &TxnRow) -> Result<()> {
    if cx.tx.dialect() == Dialect::Sqlite {
        return Ok(());
    }
    // The approval's audit and activity are sent first: the approver's lock
    // is held for the check and the commit alone (their approvals queue on it).
    cx.queue_record();
    cx.tx.flush().await?;
    let approver = cx.actor.user_id;
    // An UPDATE takes NO KEY UPDATE: approval rows in flight hold KEY SHARE
    // on the row through their foreign key, which FOR UPDATE would wait on.
    let sql = format!(
        "WITH n AS (UPDATE users SET approvals_given = approvals_given + 1 WHERE id = $1
                    RETURNING approvals_given AS ordinal),
              numbered AS (UPDATE transaction_approvals SET ordinal = (SELECT ordinal FROM n),
                               approved_at = clock_timestamp()
                           WHERE transaction_id = $4 AND approver_id = $1)
         SELECT n.ordinal, {}, n",
        hourly_check("$1", "n.ordinal", "$2", &limit_as_stored(&cx.tx, "$3"))
    );
    let args = args![approver, hour_ago(), MAX_APPROVALS_KEY, txn.id];
    let numbered: Numbered = cx.tx.fetch_one(Sql::assembled(sql), args).await?;
    refuse_beyond_hourly_limit(&mut cx.tx, approver, numbered).await
}

/// The approval's number and its hourly check, as read with it.
#[derive(sqlx::FromRow)]
pub(super) struct Numbered {
    /// This approval's place among the approver's, counting from 1.
    ordinal: i64,
    #[sqlx(flatten)]
    hourly: HourlyCheck,
}

/// The hourly limit's check, as the columns and FROM of a SELECT: the
/// setting as stored and the limit taken from it (both from `limit`, a
/// source below), and whether the approval that many places
/// before the approver's `ordinal` was given after `since` (then the hour
/// holds one more than the limit, counting this one; NULL when the statement
/// does not see that approval). Approvals are numbered in the order given
/// (migration 31), so this reads one approval, however many the hour holds.
fn hourly_check(approver: &str, ordinal: &str, since: &str, limit: &str) -> String {
    format!(
        "c.hourly_limit, c.limit_used,
             (SELECT a.approved_at > {since} FROM transaction_approvals a
              WHERE a.approver_id = {approver} AND a.ordinal = {ordinal} - c.limit_used) AS beyond
         FROM {limit} c"
    )
}

/// The limit's source for [`hourly_check`]: the setting read by its `key`
/// (a whole number written plainly; otherwise the default).
fn limit_as_stored(tx: &Tx, key: &str) -> String {
    let plain = tx.pick(
        "CASE WHEN CAST(CAST(v.value AS INTEGER) AS TEXT) = v.value THEN CAST(v.value AS INTEGER) END",
        "CASE WHEN v.value ~ '^(0|-?[1-9][0-9]{0,17})$' THEN v.value::bigint END",
    );
    format!(
        "(SELECT v.value AS hourly_limit, COALESCE({plain}, {}) AS limit_used
          FROM (SELECT (SELECT value FROM settings WHERE key = {key}) AS value) v)",
        super::MAX_APPROVALS_PER_HOUR
    )
}

/// The limit's source for [`hourly_check`] from the configuration copy: the
/// setting and the limit Rust reads from it, as arguments `value` and `limit`.
/// Good only while the copy's version is the database's, which the statement
/// reads beside it.
fn limit_from_copy(value: &str, limit: &str) -> String {
    format!("(SELECT CAST({value} AS TEXT) AS hourly_limit, CAST({limit} AS BIGINT) AS limit_used)")
}

/// Approvals one user may give per hour (the spec's 5 unless configured),
/// this one counted. The setting is read here, in Rust. The check is asked
/// again, in a statement of its own, when SQL read the setting otherwise
/// (written other than plainly), or did not see the approval that many places
/// back though there is one: on PostgreSQL, one committed while the
/// statement waited for the approver's lock, after the snapshot it reads.
async fn refuse_beyond_hourly_limit(tx: &mut Tx, approver: i64, numbered: Numbered) -> Result<()> {
    let Numbered { ordinal, hourly } = numbered;
    let limit = super::config::parse_hours(hourly.hourly_limit, super::MAX_APPROVALS_PER_HOUR);
    let beyond = match (limit, hourly.beyond) {
        // This approval alone is one more than none.
        (..=0, _) => true,
        (limit, Some(beyond)) if limit == hourly.limit_used => beyond,
        // Fewer approvals than the limit, ever.
        (limit, None) if limit == hourly.limit_used && ordinal <= limit => false,
        (limit, _) => {
            let sql = "SELECT EXISTS (SELECT 1 FROM transaction_approvals
                                      WHERE approver_id = $1 AND ordinal = $2 AND approved_at > $3)";
            tx.scalar(sql, args![approver, ordinal - limit, hour_ago()]).await?
        }
    };
    if beyond {
        return Err(Error::rule(
            "APPROVAL_RATE_LIMIT_EXCEEDED",
            RuleKind::RateLimited,
            format!("at most {limit} approvals per user per hour"),
        ));
    }
    Ok(())
}
