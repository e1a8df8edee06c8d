//! The customer account of a movement, locked and read in one statement with
//! what deciding and posting the movement need: the approval threshold, the
//! settings it rests on and both GL accounts as the posting engine checks them
//! (those from the copy held in memory when the statement finds the
//! configuration at the copy's version: [`super::config_cache`]).

use super::TxnRow;
use super::config_cache::Snapshot;
use super::copies::AccountCopy;
use crate::Bank;
use crate::command::Cx;
use crate::customer::DepositAccount;
use crate::error::{Error, Result, RuleKind};
use crate::ledger::engine::GlFacts;
use crate::store::{Arg, Dialect, Sql, Tx};

/// How the account is named.
#[derive(Clone, Copy)]
pub(super) enum Key<'a> {
    Number(&'a str),
    Id(i64),
    /// The account of the transaction with this reference.
    OfTransaction(&'a str),
}

/// The account, locked, with what the decision on a movement and its posting
/// need from the same statement: the approval threshold for (type, channel,
/// the account's tier), the cash GL of its currency, and both GL accounts as
/// the posting engine checks them.
#[derive(sqlx::FromRow)]
pub(super) struct LockedAccount {
    #[sqlx(flatten)]
    pub account: DepositAccount,
    pub threshold_minor: Option<i64>,
    pub threshold_require: Option<bool>,
    pub threshold_role: Option<String>,
    /// The `txn.pending_expiry_hours` setting.
    pub expiry_hours: Option<String>,
    /// The bank's time zone setting, handed to the transaction (see `Tx::zone`).
    pub time_zone: Option<String>,
    /// The acting user's token version (see [`crate::principal::cache`]).
    pub actor_token_version: Option<i64>,
    /// The holder's active app profiles (migration 30 counts them): with
    /// none, the notice after commit has nobody to look up.
    pub holder_profiles: i64,
    /// SQLite, read by number (an initiation): the last closed day and the
    /// next transaction row's id; read for an approval (of a transaction):
    /// the last closed day. The one writer holds the database from this read
    /// to the commit, so both stay true: a settled deposit or an approval
    /// posts knowing its period is open and writes its last writes in one
    /// call (NULL otherwise, and on PostgreSQL, where a close may commit
    /// meanwhile: the balance update checks there).
    pub closed_through: Option<chrono::NaiveDate>,
    /// The new transaction row's id (read by number): on PostgreSQL taken
    /// from the identity's sequence, so the row's audit and activity can be
    /// told before the write that carries them.
    pub next_txn_id: Option<i64>,
    /// The account's row version, when it was read unlocked (see
    /// [`Tx::unlocked`]): the write resting on the read must find it so.
    pub row_version: Option<String>,
    /// The configuration's version as the statement saw it (see
    /// [`super::config_cache`]).
    pub config_version: Option<i64>,
    #[sqlx(flatten)]
    pub gl: GlPair,
    /// Served from a copy in memory, not read ([`LockedAccount::from_copy`]):
    /// what the write resting on it must find still so (see
    /// [`crate::store::ReadAs`]).
    #[sqlx(skip)]
    pub assumed: Option<(String, Vec<Arg>)>,
}

/// The account's control GL (`a_`) and the cash GL (`c_`, absent when no
/// setting names one) as the posting engine checks them.
#[derive(sqlx::FromRow)]
pub(super) struct GlPair {
    a_code: String,
    a_currency: String,
    a_branch: Option<i64>,
    a_active: bool,
    c_id: Option<i64>,
    c_code: Option<String>,
    c_currency: Option<String>,
    c_branch: Option<i64>,
    c_active: Option<bool>,
}

impl GlPair {
    fn of(control: &GlFacts, cash: Option<&GlFacts>) -> GlPair {
        GlPair {
            a_code: control.gl_code.clone(),
            a_currency: control.currency.clone(),
            a_branch: control.branch_id,
            a_active: control.active,
            c_id: cash.map(|c| c.id),
            c_code: cash.map(|c| c.gl_code.clone()),
            c_currency: cash.map(|c| c.currency.clone()),
            c_branch: cash.and_then(|c| c.branch_id),
            c_active: cash.map(|c| c.active),
        }
    }

    pub fn facts(self, control: i64) -> (Option<i64>, Vec<GlFacts>) {
        let account = GlFacts {
            id: control,
            gl_code: self.a_code,
            currency: self.a_currency,
            branch_id: self.a_branch,
            active: self.a_active,
        };
        let cash = match (self.c_id, self.c_code, self.c_currency, self.c_active) {
            (Some(id), Some(gl_code), Some(currency), Some(active)) => {
                Some(GlFacts { id, gl_code, currency, branch_id: self.c_branch, active })
            }
            _ => None,
        };
        (cash.as_ref().map(|c| c.id), [Some(account), cash].into_iter().flatten().collect())
    }
}

/// The configuration a read joins: the approval threshold, the two GL
/// accounts, the expiry and time-zone settings.
const JOINED_CONFIGURATION: &str =
    "t.amount_threshold_minor AS threshold_minor, t.require_approval AS threshold_require,
    t.approver_role AS threshold_role, ag.gl_code AS a_code, ag.currency AS a_currency, ag.branch_id AS a_branch,
    ag.active AS a_active, cg.id AS c_id, cg.gl_code AS c_code, cg.currency AS c_currency, cg.branch_id AS c_branch,
    cg.active AS c_active, x.value AS expiry_hours, z.value AS time_zone";

/// The same columns for a read that joins nothing: placeholders, each
/// replaced from the configuration copy ([`LockedAccount::filled`]).
const LEAN_CONFIGURATION: &str = "CAST(NULL AS BIGINT) AS threshold_minor, CAST(NULL AS BOOLEAN) AS threshold_require,
    CAST(NULL AS TEXT) AS threshold_role, '' AS a_code, '' AS a_currency, CAST(NULL AS BIGINT) AS a_branch,
    FALSE AS a_active, CAST(NULL AS BIGINT) AS c_id, CAST(NULL AS TEXT) AS c_code, CAST(NULL AS TEXT) AS c_currency,
    CAST(NULL AS BIGINT) AS c_branch, CAST(NULL AS BOOLEAN) AS c_active, CAST(NULL AS TEXT) AS expiry_hours,
    CAST(NULL AS TEXT) AS time_zone";

/// The statement that reads the account (locked on PostgreSQL, unless the
/// caller marked it [`Tx::unlocked`]), its placeholders numbered from `$1`,
/// and its arguments. `actor` is the user whose token the statement also
/// confirms, if any. A `lean` read joins no configuration: its caller fills
/// it from the copy the read's `config_version` names
/// ([`LockedAccount::filled`]).
pub(super) fn locked_statement(
    tx: &Tx,
    key: Key<'_>,
    (kind, channel): (&str, &str),
    actor: Option<i64>,
    lean: bool,
) -> (String, Vec<Arg>) {
    let (shape, arg) = match key {
        Key::Number(number) => (0, Arg::from(number)),
        Key::Id(id) => (1, Arg::from(id)),
        Key::OfTransaction(reference) => (2, Arg::from(reference)),
    };
    // Every input of the text is in its shape: the dialect (the store's key),
    // the key's kind, the read's joins and whether it runs unlocked.
    let shape = shape | u32::from(lean) << 2 | u32::from(tx.reads_unlocked()) << 3;
    let sql = tx.assembled_once("txn::locked_statement", shape, || locked_text(tx, &key, lean));
    let args = vec![
        arg,
        kind.into(),
        channel.into(),
        super::config::PENDING_EXPIRY_KEY.into(),
        actor.into(),
        crate::time::ZONE_SETTING.into(),
    ];
    (sql, args)
}

/// [`locked_statement`]'s text.
fn locked_text(tx: &Tx, key: &Key<'_>, lean: bool) -> String {
    // PostgreSQL's cast fails on a malformed setting: such a value names no GL.
    let cash_id = tx.pick("CAST(s.value AS INTEGER)", "CASE WHEN s.value ~ '^[0-9]{1,18}$' THEN s.value::bigint END");
    // The last closed day for an initiation (by number) and an approval (of
    // a transaction); the next row id for an initiation alone, which inserts one.
    let closed = "(SELECT MAX(closed_through) FROM accounting_periods WHERE reopened_at IS NULL) AS closed_through";
    // AUTOINCREMENT's next id: past the highest ever given, not only the highest kept.
    let next = "MAX(COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'transactions'), 0),
                 COALESCE((SELECT MAX(id) FROM transactions), 0)) + 1";
    let by_dialect = match (tx.dialect(), key) {
        (Dialect::Sqlite, Key::Number(_)) => format!("{closed}, {next} AS next_txn_id"),
        // The identity's next value, taken now (a row never inserted leaves
        // a gap, as any rollback does).
        (Dialect::Postgres, Key::Number(_)) => "CAST(NULL AS DATE) AS closed_through,
              nextval('transactions_id_seq') AS next_txn_id"
            .into(),
        (Dialect::Sqlite, Key::OfTransaction(_)) => format!("{closed}, CAST(NULL AS BIGINT) AS next_txn_id"),
        _ => "CAST(NULL AS DATE) AS closed_through, CAST(NULL AS BIGINT) AS next_txn_id".into(),
    };
    let (configuration, joins) = match lean {
        true => (LEAN_CONFIGURATION, String::new()),
        false => (
            JOINED_CONFIGURATION,
            format!(
                "JOIN gl_accounts ag ON ag.id = a.gl_account_id
                 LEFT JOIN approval_thresholds t ON t.transaction_type = $2 AND t.channel = $3 AND t.account_tier = a.tier
                 LEFT JOIN settings s ON s.key = 'txn.cash_gl.' || a.currency
                 LEFT JOIN gl_accounts cg ON cg.id = {cash_id}
                 LEFT JOIN settings x ON x.key = $4
                 LEFT JOIN settings z ON z.key = $6"
            ),
        ),
    };
    let columns = format!(
        "{configuration}, (SELECT version FROM config_version) AS config_version,
         c.app_profiles AS holder_profiles, {by_dialect}, {}, {}",
        crate::principal::cache::version_column("$5"),
        tx.row_version_column("a"),
    );
    let sql = crate::customer::account::select_account_with(&columns, &joins);
    let lock = if tx.reads_unlocked() { "" } else { crate::customer::account::lock_clause(tx) };
    let condition = match key {
        Key::Number(_) => "a.account_number = $1",
        Key::Id(_) => "a.id = $1",
        Key::OfTransaction(_) => "a.id = (SELECT account_id FROM transactions WHERE transaction_id = $1)",
    };
    format!("{sql} WHERE {condition}{lock}")
}

/// [`locked_statement`] for a decision on the transaction `reference`,
/// confirming the token of `actor`: a decision needs no approval threshold,
/// so the empty type and channel match none.
pub(super) fn decision_statement(tx: &Tx, reference: &str, actor: Option<i64>, lean: bool) -> (String, Vec<Arg>) {
    locked_statement(tx, Key::OfTransaction(reference), ("", ""), actor, lean)
}

/// The account, locked (see [`locked_statement`]): read lean when the
/// configuration copy is at the version the read finds, else read again
/// with the configuration joined, and the copy refreshed.
pub(super) async fn locked_account(
    (bank, tx): (&Bank, &mut Tx),
    key: Key<'_>,
    (kind, channel): (&str, &str),
    actor: Option<i64>,
) -> Result<LockedAccount> {
    let unlocked = tx.reads_unlocked();
    let cache = bank.config_cache();
    if let Some(copy) = cache.current() {
        let (sql, args) = locked_statement(tx, key, (kind, channel), actor, true);
        let row: Option<LockedAccount> = tx.fetch_optional(Sql::assembled(sql), args).await?;
        match row.ok_or_else(|| not_found(key))?.filled(&copy, (kind, channel)) {
            Ok(row) => return Ok(row.finish((bank, tx))),
            Err(seen) => cache.refresh(bank, seen),
        }
        if unlocked {
            tx.unlocked();
        }
    }
    let (sql, args) = locked_statement(tx, key, (kind, channel), actor, false);
    let row = tx.fetch_optional::<LockedAccount>(Sql::assembled(sql), args).await?.ok_or_else(|| not_found(key))?;
    cache.refresh(bank, row.config_version);
    Ok(row.finish((bank, tx)))
}

/// The account of a movement written once, from the copy this process
/// keeps of it, if any (see [`super::copies`]): no read sent. Only
/// before any BEGIN, where the write commits itself, guarded.
pub(super) async fn copied(cx: &mut Cx<'_>, number: &str, kind: (&str, &str)) -> Option<LockedAccount> {
    if !super::copies::served(cx.tx.dialect()) || !cx.tx.is_late() {
        return None;
    }
    let config = cx.bank.config_cache().current()?;
    let (copy, id) = cx.bank.account_copies().take(cx.bank, number).await?;
    let actor = cx.actor_to_confirm().map(|_| cx.actor);
    LockedAccount::from_copy(copy, id, &config, kind, actor)
}

fn not_found(key: Key<'_>) -> Error {
    match key {
        Key::Number(number) => {
            Error::rule("ACCOUNT_NOT_FOUND", RuleKind::NotFound, format!("account '{number}' was not found"))
        }
        Key::Id(id) => Error::not_found("deposit account", id),
        Key::OfTransaction(reference) => Error::not_found("account of transaction", reference),
    }
}

impl LockedAccount {
    /// A lean read's configuration columns from `copy`, the threshold for
    /// (`kind`, `channel`); when the read saw another version (or the copy
    /// lacks the account's GL account, which a copy of that version has),
    /// the version it saw.
    pub(super) fn filled(
        mut self,
        copy: &Snapshot,
        (kind, channel): (&str, &str),
    ) -> Result<LockedAccount, Option<i64>> {
        let seen = self.config_version;
        if seen != Some(copy.version) {
            return Err(seen);
        }
        let control = copy.gl_account(self.account.gl_account_id).ok_or(seen)?;
        self.gl = GlPair::of(control, copy.cash_gl(&self.account.currency_code));
        let threshold = copy.threshold(kind, channel, &self.account.tier);
        self.threshold_minor = threshold.map(|t| t.minor);
        self.threshold_require = threshold.map(|t| t.require);
        self.threshold_role = threshold.and_then(|t| t.role.clone());
        self.expiry_hours = copy.setting(super::config::PENDING_EXPIRY_KEY).map(Into::into);
        self.time_zone = copy.setting(crate::time::ZONE_SETTING).map(Into::into);
        Ok(self)
    }

    /// The account as `copy` holds it, with what its read would have
    /// joined from the configuration copy `config` and the row id `id`
    /// (see [`super::copies`]); None when `config` lacks the account's GL
    /// account. `actor`: the user whose token the write must confirm.
    pub(super) fn from_copy(
        copy: AccountCopy,
        id: i64,
        config: &Snapshot,
        kind: (&str, &str),
        actor: Option<&crate::auth::Actor>,
    ) -> Option<LockedAccount> {
        let assumed = Some(super::copies::assumed(&copy, config.version, actor));
        let empty = GlFacts { id: 0, gl_code: String::new(), currency: String::new(), branch_id: None, active: false };
        let row = LockedAccount {
            threshold_minor: None,
            threshold_require: None,
            threshold_role: None,
            expiry_hours: None,
            time_zone: None,
            actor_token_version: actor.and_then(|a| a.unconfirmed_version),
            holder_profiles: copy.holder_profiles,
            closed_through: None,
            next_txn_id: Some(id),
            row_version: Some(copy.row_version),
            config_version: Some(config.version),
            gl: GlPair::of(&empty, None),
            account: copy.account,
            assumed,
        };
        row.filled(config, kind).ok()
    }

    /// The row as read, made whole (see [`LockedAccount::made_whole`]); the
    /// account's copy, if this process kept one, is dropped: the reader is
    /// about to move the row on (a deposit's write keeps a new one).
    pub(super) fn finish(self, (bank, tx): (&Bank, &mut Tx)) -> LockedAccount {
        bank.account_copies().forget(&self.account.account_number);
        self.made_whole(tx)
    }

    /// The account's derived fields, the bank's time zone handed to the
    /// transaction, and the row id to insert claimed (see `Tx::claim_id`).
    pub(super) fn made_whole(mut self, tx: &mut Tx) -> LockedAccount {
        self.account = self.account.finish();
        self.next_txn_id = self.next_txn_id.map(|next| tx.claim_id(next));
        tx.remember_zone(self.time_zone.as_deref());
        self
    }
}

/// The account of `txn`, locked, for a decision by the acting user, whose
/// token the same statement confirms; None for a cash movement.
pub(super) async fn locked_for_decision(cx: &mut Cx<'_>, txn: &TxnRow) -> Result<Option<LockedAccount>> {
    let Some(id) = txn.account_id else { return Ok(None) };
    let actor = cx.actor_to_confirm();
    let kind = (txn.transaction_type.as_str(), txn.channel.as_str());
    let locked = locked_account((cx.bank, &mut cx.tx), Key::Id(id), kind, actor).await?;
    cx.confirm_actor(locked.actor_token_version)?;
    Ok(Some(locked))
}
