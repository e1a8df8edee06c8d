//! The posting engine: the one and only way money moves. A journal is posted
//! inside the caller's transaction, so it commits or rolls back together with
//! the business change that causes it. Customer deposit balances move only here,
//! line by line with their GL control account.

use std::collections::{BTreeMap, BTreeSet};

use chrono::{DateTime, NaiveDate, Utc};

use super::balances::{Rides, post_riding};
use super::rows::{Ready, Riding, insert_journal};
use super::{AccountState, JournalKind, Side};
use crate::args;
use crate::auth::Actor;
use crate::error::{Error, FieldErrors, Result, RuleKind};
use crate::store::{Arg, Sql, Tx, now};

/// Most lines one journal may carry.
pub const MAX_LINES: usize = 1000;
const MAX_REFERENCE_CHARS: usize = 100;
const MAX_NOTES_CHARS: usize = 1000;

/// One line of a journal.
#[derive(Clone, Debug)]
pub struct Line {
    pub gl_account_id: i64,
    pub side: Side,
    pub amount_minor: i64,
    /// Defaults to the journal's branch.
    pub branch_id: Option<i64>,
    pub reference: Option<String>,
    /// Set when the line moves a customer deposit account; its GL account must
    /// be that account's control account.
    pub deposit_account_id: Option<i64>,
}

/// A journal to post.
#[derive(Clone, Debug)]
pub struct Journal {
    pub kind: JournalKind,
    /// Generated when absent; unique.
    pub reference: Option<String>,
    pub booking_date: DateTime<Utc>,
    /// Defaults to the booking date (a back-dated reversal sets it earlier).
    pub value_date: Option<DateTime<Utc>>,
    pub currency: String,
    pub branch_id: Option<i64>,
    pub notes: Option<String>,
    pub lines: Vec<Line>,
    pub reversal_of: Option<i64>,
}

/// What was posted.
#[derive(Clone, Debug)]
pub struct Posted {
    pub id: i64,
    pub transaction_id: String,
    pub booking_date: DateTime<Utc>,
    pub total_minor: i64,
    pub entry_count: i64,
    /// The row id [`Known::riders`] last inserted, when any rode with the journal.
    pub rider_id: Option<i64>,
    /// PostgreSQL: the row version the update of the account read unlocked
    /// ([`Known::read_as`]) left, for a copy of it (`txn::copies`).
    pub row_version: Option<String>,
}

/// What a posting checks of a GL account.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct GlFacts {
    pub id: i64,
    pub gl_code: String,
    pub currency: String,
    pub branch_id: Option<i64>,
    pub active: bool,
}

/// What a posting checks of a customer deposit account, as of its lock.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct AccountFacts {
    pub id: i64,
    pub account_number: String,
    pub currency: String,
    pub gl_account_id: i64,
    pub book_balance_minor: i64,
    pub hold_minor: i64,
    pub credit_hold_minor: i64,
    pub state: AccountState,
}

/// Facts the caller read in its own transaction, so the engine does not read
/// them again: GL accounts, and deposit accounts the caller holds locked
/// (`FOR UPDATE`; SQLite's one writer) since before it read them, or read
/// unlocked and names in [`Known::read_as`]. The engine reads whatever is
/// missing.
#[derive(Debug, Default)]
pub struct Known {
    pub gl: Vec<GlFacts>,
    pub accounts: Vec<AccountFacts>,
    /// Writes the caller makes with the posting, in order, in the journal's
    /// own call to the driver (after the lines, before the balances), each
    /// changing exactly one row: an insert (the last one's row id is
    /// [`Posted::rider_id`]) or a compare-and-set. SQLite: statements with
    /// anonymous `?` that find the journal by its reference; each after the
    /// first runs only if the one before it did (`AND changes() = 1`, in its
    /// own text), and the balances only if the last did, so a rider that
    /// changed nothing refuses the posting. PostgreSQL: data-modifying CTE
    /// parts numbered from `$1`, returning `id`, the journal's id `j.id`; the
    /// posting is refused unless each changed one row.
    pub riders: Vec<(Sql, Vec<Arg>)>,
    /// Holds a rider released, by account: the amount, and the part of it
    /// that is a credit hold. The account's balance update takes them off
    /// its holds (on PostgreSQL a statement updates a row once: a rider
    /// updating the account too would be lost; on SQLite it would move the
    /// row's version, which [`Known::read_as`] compares).
    pub holds_released: HoldsReleased,
    /// The posting is the transaction's last write and carries its deferred
    /// writes: on SQLite in its call to the driver with the savepoint's
    /// release too (`Tx::fetch_all_last`); given the last closed day as read
    /// in this transaction, it refuses a closed period before writing (the
    /// one writer: nothing can close one meanwhile), as a released write
    /// cannot be undone alone. On PostgreSQL as CTE parts of its statement,
    /// the balance's guard checking the period (the day is not read there).
    pub last: Option<LastWrite>,
    /// A deposit account the caller read unlocked (see `Tx::unlocked`; on
    /// SQLite on a reader, before the writer's turn), and its row version as
    /// read. Its balance update changes the row only as read, and the
    /// journal's statement (SQLite: call) fails, writing nothing, unless
    /// every part of it did what it must: the command runs again, locked.
    pub read_as: Option<(i64, crate::store::ReadAs)>,
}

/// Holds released with a posting, by account: the amount, and the part of
/// it that is a credit hold (see [`Known::holds_released`]).
pub type HoldsReleased = BTreeMap<i64, (i64, i64)>;

impl Known {
    /// A hold a rider releases, added to what its account's balance update
    /// takes off (two holds of one account add up, never replace each other).
    pub fn release_hold(&mut self, account_id: i64, (amount, credit): (i64, i64)) {
        let held = self.holds_released.entry(account_id).or_default();
        held.0 += amount;
        held.1 += credit;
    }
}

/// What a posting that is its transaction's last write knows (see [`Known::last`]).
#[derive(Debug)]
pub struct LastWrite {
    pub closed_through: Option<NaiveDate>,
}

/// The last day of the closed accounting periods, if any are closed.
pub async fn closed_through(tx: &mut Tx) -> Result<Option<NaiveDate>> {
    tx.scalar_optional::<Option<NaiveDate>>(
        "SELECT MAX(closed_through) FROM accounting_periods WHERE reopened_at IS NULL",
        vec![],
    )
    .await
    .map(Option::flatten)
}

/// Refuses a moment whose bank day a closed accounting period covers.
pub async fn require_open(tx: &mut Tx, field: &str, at: DateTime<Utc>) -> Result<()> {
    let Some(closed) = closed_through(tx).await? else { return Ok(()) };
    let day = crate::time::business_date(at, tx.zone().await?);
    if day <= closed { Err(closed_period(field, day, closed)) } else { Ok(()) }
}

/// The refusal of a bank day `day` that a closing through `closed` covers.
pub(crate) fn closed_period(field: &str, day: NaiveDate, closed: NaiveDate) -> Error {
    Error::invalid(field, format!("{day} falls in a closed accounting period (closed through {closed})"))
}

fn placeholders(start: usize, count: usize) -> String {
    (start..start + count).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ")
}

/// Checks what needs no database: shape, bounds and balance; returns the total.
pub(crate) fn check_shape(journal: &Journal) -> Result<i64> {
    let mut errors = FieldErrors::new();
    let add = |errors: &mut FieldErrors, field: String, message: String| errors.entry(field).or_default().push(message);
    let mut add = |field: String, message: String| add(&mut errors, field, message);
    if journal.lines.len() < 2 {
        add("entries".into(), "a journal needs at least two entries".into());
    }
    if journal.lines.len() > MAX_LINES {
        add("entries".into(), format!("a journal may have at most {MAX_LINES} entries"));
    }
    if let Err(e) = crate::money::check_currency(&journal.currency) {
        add("currencyCode".into(), e);
    }
    if journal.reference.as_ref().is_some_and(|r| {
        r.trim().is_empty() || r.chars().count() > MAX_REFERENCE_CHARS || r.chars().any(char::is_control)
    }) {
        add("transactionReference".into(), format!("must be 1 to {MAX_REFERENCE_CHARS} printable characters"));
    }
    if journal.notes.as_ref().is_some_and(|n| n.chars().count() > MAX_NOTES_CHARS) {
        add("notes".into(), format!("must be at most {MAX_NOTES_CHARS} characters"));
    }
    for (field, date) in [("bookingDate", Some(journal.booking_date)), ("backDateValueDate", journal.value_date)] {
        if let Some(Err(e)) = date.map(crate::time::check_window) {
            add(field.into(), e);
        }
    }
    let (mut debits, mut credits) = (0_i64, 0_i64);
    for (i, line) in journal.lines.iter().enumerate() {
        if line.amount_minor <= 0 || line.amount_minor > crate::money::MAX_AMOUNT_MINOR {
            add(format!("entries[{i}].amount"), "must be greater than zero and at most 999999999999.99".into());
        }
        if line
            .reference
            .as_ref()
            .is_some_and(|r| r.chars().count() > MAX_REFERENCE_CHARS || r.chars().any(char::is_control))
        {
            add(
                format!("entries[{i}].reference"),
                format!("must be at most {MAX_REFERENCE_CHARS} printable characters"),
            );
        }
        let total = match line.side {
            Side::Debit => &mut debits,
            Side::Credit => &mut credits,
        };
        *total = total.saturating_add(line.amount_minor);
    }
    if debits != credits {
        add(
            "entries".into(),
            format!(
                "unbalanced: total debits {} do not equal total credits {}",
                crate::money::format(debits),
                crate::money::format(credits)
            ),
        );
    }
    if errors.is_empty() { Ok(debits) } else { Err(Error::Validation(errors)) }
}

/// A reference posted before: with the same lines and currency it is a re-run
/// (`AlreadyExists`, which batch files report as already posted); with other
/// content it is refused, never reported as done.
async fn posted_before(tx: &mut Tx, reference: String, journal: &Journal) -> Result<Error> {
    let mut stored: Vec<(i64, i64, i64, String)> = tx
        .fetch_all(
            "SELECT e.gl_account_id, e.entry_type, e.amount_minor, t.currency FROM journal_entries e
             JOIN journal_transactions t ON t.id = e.journal_transaction_id WHERE t.transaction_id = $1",
            args![&reference],
        )
        .await?;
    let mut given: Vec<(i64, i64, i64, String)> = journal
        .lines
        .iter()
        .map(|l| (l.gl_account_id, l.side as i64, l.amount_minor, journal.currency.clone()))
        .collect();
    stored.sort();
    given.sort();
    if stored == given {
        return Ok(Error::AlreadyExists { entity: "journal transaction", reference });
    }
    Ok(Error::rule(
        "REFERENCE_REUSED",
        RuleKind::Conflict,
        format!(
            "journal {reference} was posted before with other lines or currency; nothing was posted \
             (a corrected journal needs a new reference, or reverse the first)"
        ),
    ))
}

/// The journal's reference. One a person chose may have been posted before
/// (an error saying how). The system's own (a transaction's id) and generated
/// ones (48 random bits) are new; the unique index stays the backstop.
async fn new_reference(tx: &mut Tx, journal: &Journal) -> Result<String> {
    match journal.reference.clone() {
        Some(reference) if journal.kind != JournalKind::Manual => Ok(reference),
        Some(reference) => {
            let sql = "SELECT COUNT(*) FROM journal_transactions WHERE transaction_id = $1";
            if tx.scalar::<i64>(sql, args![&reference]).await? > 0 {
                return Err(posted_before(tx, reference, journal).await?);
            }
            Ok(reference)
        }
        None => Ok(generate_reference(journal.kind)),
    }
}

/// Posts `journal` as `actor` inside `tx`.
pub async fn post(tx: &mut Tx, actor: &Actor, journal: Journal) -> Result<Posted> {
    post_known(tx, actor, journal, Known::default()).await
}

/// The GL accounts of `journal`'s lines: from `known`, the rest read.
async fn gl_accounts(tx: &mut Tx, journal: &Journal, known: Vec<GlFacts>) -> Result<BTreeMap<i64, GlFacts>> {
    let wanted: BTreeSet<i64> = journal.lines.iter().map(|l| l.gl_account_id).collect();
    let mut found: BTreeMap<i64, GlFacts> =
        known.into_iter().filter(|g| wanted.contains(&g.id)).map(|g| (g.id, g)).collect();
    let missing: Vec<i64> = wanted.into_iter().filter(|id| !found.contains_key(id)).collect();
    found.extend(gl_facts(tx, &missing).await?);
    Ok(found)
}

/// The GL accounts `ids` name (those that exist), in one statement.
pub(crate) async fn gl_facts(tx: &mut Tx, ids: &[i64]) -> Result<BTreeMap<i64, GlFacts>> {
    if ids.is_empty() {
        return Ok(BTreeMap::new());
    }
    let sql = format!(
        "SELECT id, gl_code, currency, branch_id, active FROM gl_accounts WHERE id IN ({})",
        placeholders(1, ids.len())
    );
    let read: Vec<GlFacts> = tx.fetch_all(Sql::assembled(sql), ids.iter().map(|id| Arg::from(*id)).collect()).await?;
    Ok(read.into_iter().map(|g| (g.id, g)).collect())
}

/// Every branch a line names apart from its journal's (a manual journal's
/// lines may) exists: no foreign key checks it on PostgreSQL (migration 0036).
async fn check_line_branches(tx: &mut Tx, journal: &Journal) -> Result<()> {
    let named: BTreeSet<i64> =
        journal.lines.iter().filter_map(|l| l.branch_id).filter(|b| Some(*b) != journal.branch_id).collect();
    if named.is_empty() {
        return Ok(());
    }
    let sql = format!("SELECT id FROM branches WHERE id IN ({})", placeholders(1, named.len()));
    let found: Vec<(i64,)> = tx.fetch_all(Sql::assembled(sql), named.iter().map(|id| Arg::from(*id)).collect()).await?;
    let found: BTreeSet<i64> = found.into_iter().map(|(id,)| id).collect();
    for (i, line) in journal.lines.iter().enumerate() {
        if let Some(b) = line.branch_id
            && named.contains(&b)
            && !found.contains(&b)
        {
            return Err(Error::invalid(format!("entries[{i}].branchId"), format!("no branch with id {b}")));
        }
    }
    Ok(())
}

/// Every GL account of `journal` exists, is active, is in the journal's
/// currency and is usable by the line's branch.
pub(crate) fn check_gl_lines(journal: &Journal, accounts: &BTreeMap<i64, GlFacts>) -> Result<()> {
    let mut errors = FieldErrors::new();
    for (i, line) in journal.lines.iter().enumerate() {
        let Some(gl) = accounts.get(&line.gl_account_id) else {
            return Err(Error::not_found("GL account", line.gl_account_id));
        };
        if !gl.active {
            return Err(Error::NotFound { entity: "active GL account", id: format!("{} ({})", gl.id, gl.gl_code) });
        }
        let field = format!("entries[{i}].glAccountId");
        if gl.currency != journal.currency {
            errors.entry(field.clone()).or_default().push(format!(
                "GL account {} is in {}, the journal in {}: one currency per journal",
                gl.gl_code, gl.currency, journal.currency
            ));
        }
        let branch = line.branch_id.or(journal.branch_id);
        if let Some(restricted) = gl.branch_id
            && branch != Some(restricted)
        {
            errors
                .entry(field)
                .or_default()
                .push(format!("GL account {} is restricted to branch {restricted}", gl.gl_code));
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(Error::Validation(errors)) }
}

/// Posts `journal` as `actor` inside `tx`, trusting what `known` says.
pub async fn post_known(tx: &mut Tx, actor: &Actor, journal: Journal, known: Known) -> Result<Posted> {
    let total_minor = check_shape(&journal)?;
    // The booking date's period is checked once, after the lines are written
    // (below): that check is the one a racing close cannot slip past.
    let value_date = journal.value_date.unwrap_or(journal.booking_date);
    if journal.value_date.is_some() {
        require_open(tx, "backDateValueDate", value_date).await?;
    }

    // Every GL account exists, is active, in the journal's currency and usable by the line's branch.
    let accounts = gl_accounts(tx, &journal, known.gl).await?;
    check_gl_lines(&journal, &accounts)?;
    check_line_branches(tx, &journal).await?;

    // Customer lines: the control account matches and the account can take the movement.
    let deltas = check_accounts(tx, &journal, known.accounts).await?;

    // The journal, its lines, then the customer balances.
    let reference = new_reference(tx, &journal).await?;
    let created_at = now();
    let ready = Ready { journal: &journal, reference: reference.clone(), total_minor };
    // The balances ride with the journal, and so may the caller's writes.
    let (id, rider_id, row_version) = if !deltas.is_empty() {
        let rides =
            Rides { riders: known.riders, holds: known.holds_released, last: known.last, read_as: known.read_as };
        post_riding(tx, actor, &ready, &deltas, rides, created_at).await?
    } else if !known.riders.is_empty()
        || !known.holds_released.is_empty()
        || known.last.is_some()
        || known.read_as.is_some()
    {
        return Err(Error::Internal("writes ride only with a journal that moves a balance".into()));
    } else {
        let id = insert_journal(tx, actor, &ready, created_at, Riding::default(), false).await?.id;
        // A period close that committed while this journal waited on its lock is
        // seen now, after the lines are written (READ COMMITTED reads the latest
        // commit): refuse, roll back.
        require_open(tx, "bookingDate", journal.booking_date).await?;
        (id, None, None)
    };
    Ok(Posted {
        id,
        transaction_id: reference,
        booking_date: journal.booking_date,
        total_minor,
        entry_count: journal.lines.len() as i64,
        rider_id,
        row_version,
    })
}

/// The net movement of each customer account `journal` touches, in id
/// order, once each is checked: its control GL and currency match, it is
/// open, and it can take a debit. `known` accounts are not read again.
async fn check_accounts(tx: &mut Tx, journal: &Journal, known: Vec<AccountFacts>) -> Result<BTreeMap<i64, i64>> {
    let mut deltas: BTreeMap<i64, i64> = BTreeMap::new();
    for line in &journal.lines {
        if let Some(account) = line.deposit_account_id {
            let signed = match line.side {
                Side::Credit => line.amount_minor,
                Side::Debit => -line.amount_minor,
            };
            *deltas.entry(account).or_default() += signed;
        }
    }
    for (&account_id, &delta) in &deltas {
        let account = match known.iter().find(|a| a.id == account_id) {
            Some(account) => account.clone(),
            None => locked_account(tx, account_id).await?,
        };
        let control_ok = journal
            .lines
            .iter()
            .filter(|l| l.deposit_account_id == Some(account.id))
            .all(|l| l.gl_account_id == account.gl_account_id);
        if !control_ok || account.currency != journal.currency {
            return Err(Error::Internal(format!(
                "journal line for account {} does not post to its control GL account in its currency",
                account.account_number
            )));
        }
        if account.state == AccountState::Closed {
            return Err(Error::Conflict(format!("account {} is closed", account.account_number)));
        }
        if account.state == AccountState::Locked && journal.kind != JournalKind::Reversal {
            return Err(Error::Conflict(format!("account {} is locked", account.account_number)));
        }
        let available = account.book_balance_minor - (account.hold_minor - account.credit_hold_minor);
        if delta < 0 && available + delta < 0 {
            return Err(Error::InsufficientFunds {
                account: account.account_number,
                available_minor: available,
                required_minor: -delta,
            });
        }
    }
    Ok(deltas)
}

/// A deposit account read and locked for a posting. Callers lock accounts in
/// id order (the delta map is ordered), so concurrent journals never deadlock.
async fn locked_account(tx: &mut Tx, account_id: i64) -> Result<AccountFacts> {
    let sql = format!(
        "SELECT id, account_number, currency, gl_account_id, book_balance_minor, hold_minor, credit_hold_minor, state
         FROM deposit_accounts WHERE id = $1{}",
        tx.for_update()
    );
    tx.fetch_optional(Sql::assembled(sql), args![account_id])
        .await?
        .ok_or_else(|| Error::not_found("deposit account", account_id))
}

pub(crate) fn generate_reference(kind: JournalKind) -> String {
    let prefix = match kind {
        JournalKind::Manual => "MJ",
        JournalKind::Automated => "AJ",
        JournalKind::Reversal => "RV",
    };
    let suffix = uuid::Uuid::new_v4().simple().to_string();
    format!("{prefix}-{}-{}", Utc::now().format("%Y%m%d"), &suffix[..12].to_uppercase())
}

#[derive(sqlx::FromRow)]
struct OriginalLine {
    gl_account_id: i64,
    entry_type: i64,
    amount_minor: i64,
    branch_id: Option<i64>,
    reference: Option<String>,
    deposit_account_id: Option<i64>,
}

/// The journal to reverse and what reversing it means.
pub struct Reversal {
    pub original_id: i64,
    pub booking_date: DateTime<Utc>,
    pub value_date: Option<DateTime<Utc>>,
    pub notes: Option<String>,
}

#[derive(sqlx::FromRow)]
pub struct OriginalHead {
    pub id: i64,
    pub transaction_id: String,
    pub transaction_type: i64,
    pub currency: String,
    pub branch_id: Option<i64>,
    pub reversed_by: Option<i64>,
}

pub(crate) async fn head(tx: &mut Tx, id: i64) -> Result<OriginalHead> {
    tx.fetch_optional(
        "SELECT t.id, t.transaction_id, t.transaction_type, t.currency, t.branch_id,
                (SELECT r.id FROM journal_transactions r WHERE r.reversal_of_id = t.id) AS reversed_by
         FROM journal_transactions t WHERE t.id = $1",
        args![id],
    )
    .await?
    .ok_or_else(|| Error::not_found("journal transaction", id))
}

/// Posts the mirror image of a journal, linked to it. A journal is reversed at
/// most once (also enforced by a unique index), and a reversal is final.
pub async fn reverse(tx: &mut Tx, actor: &Actor, reversal: Reversal) -> Result<(OriginalHead, Posted)> {
    reverse_known(tx, actor, reversal, Known::default()).await
}

/// [`reverse`], trusting what `known` says (see [`Known`]).
pub async fn reverse_known(
    tx: &mut Tx,
    actor: &Actor,
    reversal: Reversal,
    known: Known,
) -> Result<(OriginalHead, Posted)> {
    let original = head(tx, reversal.original_id).await?;
    if original.transaction_type == JournalKind::Reversal as i64 {
        return Err(Error::Conflict(format!(
            "journal transaction {} is itself a reversal and cannot be reversed",
            original.transaction_id
        )));
    }
    if let Some(by) = original.reversed_by {
        return Err(Error::Conflict(format!(
            "journal transaction {} is already reversed (by journal {by})",
            original.transaction_id
        )));
    }
    let lines: Vec<OriginalLine> = tx
        .fetch_all(
            "SELECT gl_account_id, entry_type, amount_minor, branch_id, reference, deposit_account_id
             FROM journal_entries WHERE journal_transaction_id = $1 ORDER BY id",
            args![original.id],
        )
        .await?;
    let journal = Journal {
        kind: JournalKind::Reversal,
        reference: None,
        booking_date: reversal.booking_date,
        value_date: reversal.value_date,
        currency: original.currency.clone(),
        branch_id: original.branch_id,
        notes: reversal.notes,
        lines: lines
            .into_iter()
            .map(|l| Line {
                gl_account_id: l.gl_account_id,
                side: if l.entry_type == Side::Debit as i64 { Side::Credit } else { Side::Debit },
                amount_minor: l.amount_minor,
                branch_id: l.branch_id,
                reference: l.reference,
                deposit_account_id: l.deposit_account_id,
            })
            .collect(),
        reversal_of: Some(original.id),
    };
    let posted = post_known(tx, actor, journal, known).await?;
    Ok((original, posted))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(side: Side, amount_minor: i64) -> Line {
        Line { gl_account_id: 1, side, amount_minor, branch_id: None, reference: None, deposit_account_id: None }
    }

    fn journal(lines: Vec<Line>) -> Journal {
        Journal {
            kind: JournalKind::Manual,
            reference: None,
            booking_date: Utc::now(),
            value_date: None,
            currency: "NGN".into(),
            branch_id: None,
            notes: None,
            lines,
            reversal_of: None,
        }
    }

    #[test]
    fn shape_checks() {
        assert_eq!(check_shape(&journal(vec![line(Side::Debit, 500), line(Side::Credit, 500)])).ok(), Some(500));
        let unbalanced =
            check_shape(&journal(vec![line(Side::Debit, 500), line(Side::Credit, 400)])).expect_err("unbalanced");
        assert!(unbalanced.to_string().contains("unbalanced"), "{unbalanced}");
        assert!(check_shape(&journal(vec![line(Side::Debit, 500)])).is_err());
        assert!(check_shape(&journal(vec![line(Side::Debit, 0), line(Side::Credit, 0)])).is_err());
        let mut usd = journal(vec![line(Side::Debit, 1), line(Side::Credit, 1)]);
        usd.currency = "XYZ".into();
        assert!(check_shape(&usd).is_err());
    }

    #[test]
    fn two_holds_of_one_account_add_up() {
        let mut known = Known::default();
        known.release_hold(7, (100, 0));
        known.release_hold(7, (50, 50));
        known.release_hold(8, (10, 0));
        assert_eq!(known.holds_released.get(&7), Some(&(150, 50)));
        assert_eq!(known.holds_released.get(&8), Some(&(10, 0)));
    }
}
