//! What deposits and withdrawals share: field checks, the rules every cheque
//! passes (account open, not stale, not a duplicate, within limits), the
//! approval reasons, and opening the universal transaction the cheque rides on.

use chrono::{DateTime, NaiveDate, Utc};
use serde_json::json;

use super::calendar::{self, ClearingClass};
use super::{
    Balances, ChequeKind, ChequeRow, ChequeState, Impacts, LIMIT_EXCEEDED, STALE, config, invalid, refusal,
    require_active,
};
use crate::args;
use crate::auth::Actor;
use crate::command::Cx;
use crate::customer::{DepositAccount, HoldKind, HoldOwner, place_hold};
use crate::error::{Error, Result, RuleKind};
use crate::money;
use crate::store::{Sql, Tx, now};
use crate::txn::{self, AuditEvent, TxnRow, TxnState};
use crate::validate::Checks;

pub const MAX_NOTES_CHARS: usize = 500;
const MAX_CHEQUE_NUMBER_CHARS: usize = 20;

/// Field checks of a cheque's number and date. A number is what is printed
/// on the cheque: letters, digits and dashes (`CH123456`, `CHQ-123456`). The
/// date may be left out (the documented requests carry none): the cheque is
/// then dated the day it is presented.
pub fn check_cheque(c: &mut Checks, number: Option<&str>, date: Option<&str>) {
    if let Some(n) = c.required("chequeNumber", number, MAX_CHEQUE_NUMBER_CHARS)
        && !n.trim().chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '-')
    {
        c.add("chequeNumber", "must be the letters and digits printed on the cheque");
    }
    if let Some(d) = c.text("chequeDate", date, 10)
        && NaiveDate::parse_from_str(d, "%Y-%m-%d").is_err()
    {
        c.add("chequeDate", "must be a date as YYYY-MM-DD");
    }
}

/// Field checks of the documented references: the till it was taken at and the caller's own.
pub fn check_references(c: &mut Checks, till: Option<&str>, reference: Option<&str>) {
    c.text("tillId", till, 50);
    c.text("referenceId", reference, super::clear::MAX_REFERENCE_CHARS);
}

/// The till a documented `tillId` names (its code); 400 naming the field when there is none.
pub async fn till(tx: &mut Tx, code: Option<&str>) -> Result<Option<i64>> {
    let Some(code) = code.map(str::trim).filter(|c| !c.is_empty()) else { return Ok(None) };
    match crate::till::by_code(tx, code).await? {
        Some(till) => Ok(Some(till.id)),
        None => Err(Error::invalid("tillId", format!("no till '{code}'"))),
    }
}

/// Field checks every cheque request shares: the account (by encoded key or
/// number), the amount, the notes and the channel.
pub fn check_request(
    c: &mut Checks,
    encoded_key: Option<&str>,
    number: Option<&str>,
    amount_given: bool,
    notes: Option<&str>,
    channel: Option<&str>,
) {
    if encoded_key.is_none() && number.is_none() {
        c.add("accountEncodedKey", "is required");
    }
    c.text("accountEncodedKey", encoded_key, 64);
    c.text("accountNumber", number, 20);
    if !amount_given {
        c.add("amount", "is required");
    }
    c.text("notes", notes, MAX_NOTES_CHARS);
    if channel.is_some_and(|ch| !txn::CHANNELS.contains(&ch)) {
        c.add("channel", format!("must be one of {}", txn::CHANNELS.join(", ")));
    }
}

/// The cheque date a validated request carries; `today` (the bank's) when it carries none.
pub fn cheque_date(date: Option<&str>, today: NaiveDate) -> NaiveDate {
    date.and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok()).unwrap_or(today)
}

/// The locked account named by encoded key (the spec's field) or number; 12 when unknown.
pub async fn account(tx: &mut Tx, encoded_key: Option<&str>, number: Option<&str>) -> Result<DepositAccount> {
    // The documented `accountEncodedKey` is "account number or encoded key".
    let number = match (encoded_key, number) {
        (Some(key), _) => tx
            .scalar_optional::<String>(
                "SELECT account_number FROM deposit_accounts WHERE encoded_key = $1
                 UNION ALL SELECT account_number FROM deposit_accounts WHERE account_number = $1",
                args![key],
            )
            .await?
            .ok_or_else(|| invalid(format!("no account with encoded key or number '{key}'")))?,
        (None, Some(n)) => n.to_owned(),
        (None, None) => return Err(Error::invalid("accountEncodedKey", "is required")),
    };
    crate::customer::account_locked(tx, &number).await.map_err(|e| match e {
        Error::NotFound { .. } => invalid(format!("no account '{number}'")),
        other => other,
    })
}

/// The flags that route a cheque to approval, beside the amount thresholds.
#[derive(Clone, Copy, Debug, Default)]
pub struct Flags {
    pub payee_verified: Option<bool>,
    pub signature_discrepancy: Option<bool>,
    pub stale_revalidated: Option<bool>,
    pub require_approval: Option<bool>,
}

/// A cheque about to be taken in.
pub struct Intake {
    pub kind: ChequeKind,
    pub transaction_type: &'static str,
    pub account: DepositAccount,
    pub amount_minor: i64,
    pub cheque_number: String,
    pub drawer_bank: Option<String>,
    pub drawer_account: String,
    pub payee: Option<String>,
    pub cheque_date: NaiveDate,
    pub clearing_class: Option<ClearingClass>,
    pub notes: Option<String>,
    pub channel: String,
    pub flags: Flags,
    pub till_id: Option<i64>,
    pub reference_id: Option<String>,
}

/// Why a cheque waits for approval (empty: it does not).
pub struct Approval {
    pub reasons: Vec<String>,
    pub approver_role: Option<String>,
}

/// The rules every cheque passes, in the order a teller would check them:
/// 05 account, 12 post-dated or duplicate, 14 stale, 51 limits. Returns why it
/// needs approval.
pub async fn screen(tx: &mut Tx, maker: &Actor, intake: &Intake) -> Result<Approval> {
    require_active(&intake.account)?;
    let today = tx.today().await?;
    if intake.cheque_date > today {
        return Err(invalid(format!("cheque {} is post-dated ({})", intake.cheque_number, intake.cheque_date)));
    }
    let existing: Option<(i64, ChequeState)> = tx
        .fetch_optional(
            "SELECT id, state FROM cheques WHERE drawer_account = $1 AND cheque_number = $2 AND state <> 'BOUNCED' LIMIT 1",
            args![&intake.drawer_account, &intake.cheque_number],
        )
        .await?;
    if let Some((id, state)) = existing {
        return Err(invalid(format!(
            "cheque {} of drawer account {} was already presented (cheque transaction {id}, {state})",
            intake.cheque_number, intake.drawer_account
        )));
    }
    let mut reasons = Vec::new();
    if super::is_stale(intake.cheque_date, today) {
        if intake.flags.stale_revalidated != Some(true) {
            return Err(Error::rule(
                STALE,
                RuleKind::Refused,
                format!(
                    "cheque {} dated {} is older than {} months",
                    intake.cheque_number,
                    intake.cheque_date,
                    super::STALE_AFTER_MONTHS
                ),
            ));
        }
        reasons.push("STALE_CHEQUE_REVALIDATED".to_owned());
    }
    within_limits(tx, intake, today).await?;
    // The one approval policy of every money movement; the cheque adds its own flags.
    let movement = txn::policy::Movement {
        transaction_type: intake.transaction_type,
        channel: &intake.channel,
        tier: Some(&intake.account.tier),
        amount_minor: intake.amount_minor,
        requested: None,
    };
    let decision = txn::policy::decide(tx, maker, &movement).await?;
    for reason in &decision.reasons {
        reasons.push(match *reason {
            txn::policy::CONFIGURED_THRESHOLD => format!("AMOUNT_THRESHOLD_{}", intake.account.tier),
            other => other.to_owned(),
        });
    }
    let approver_role = decision.approver_role;
    if intake.flags.payee_verified == Some(false) {
        reasons.push("PAYEE_NOT_VERIFIED".to_owned());
    }
    if intake.flags.signature_discrepancy == Some(true) {
        reasons.push("SIGNATURE_DISCREPANCY".to_owned());
    }
    if intake.flags.require_approval == Some(true) {
        reasons.push("REQUESTED".to_owned());
    }
    Ok(Approval { reasons, approver_role })
}

/// 51: the cheque limit of its currency; for a withdrawal, the account's
/// daily cheque limit (in the bank's day) and its available funds.
async fn within_limits(tx: &mut Tx, intake: &Intake, today: NaiveDate) -> Result<()> {
    let ccy = &intake.account.currency_code;
    if let Some(max) = config::max_amount(tx, ccy).await?
        && intake.amount_minor > max
    {
        return Err(limit(format!(
            "{} exceeds the cheque limit of {} {ccy}",
            money::format(intake.amount_minor),
            money::format(max)
        )));
    }
    if intake.kind == ChequeKind::Withdrawal {
        if let Some(daily) = config::daily_withdrawal_limit(tx, ccy).await? {
            let start = crate::time::start_of_day(today, tx.zone().await?);
            let so_far: i64 = tx
                .scalar(
                    "SELECT CAST(COALESCE(SUM(amount_minor), 0) AS BIGINT) FROM cheques
                     WHERE account_id = $1 AND kind = 'WITHDRAWAL' AND state IN ('PENDING', 'COMPLETED') AND created_at >= $2",
                    args![intake.account.id, start],
                )
                .await?;
            if so_far + intake.amount_minor > daily {
                return Err(limit(format!(
                    "account {} has paid {} by cheque today; {} more exceeds the daily limit of {} {ccy}",
                    intake.account.account_number,
                    money::format(so_far),
                    money::format(intake.amount_minor),
                    money::format(daily)
                )));
            }
        }
        if intake.account.available_minor() < intake.amount_minor {
            return Err(refusal(Error::InsufficientFunds {
                account: intake.account.account_number.clone(),
                available_minor: intake.account.available_minor(),
                required_minor: intake.amount_minor,
            }));
        }
    }
    Ok(())
}

fn limit(message: String) -> Error {
    Error::rule(LIMIT_EXCEEDED, RuleKind::Refused, message)
}

/// Opens the universal transaction and the cheque: PENDING with a hold when
/// it needs approval, else settled at once (the `on_settled` hook moves the
/// cheque on). Returns the cheque as it now stands.
pub async fn open(cx: &mut Cx<'_>, intake: Intake, approval: &Approval) -> Result<(TxnRow, ChequeRow)> {
    let require = !approval.reasons.is_empty();
    let approvals = match (require, intake.amount_minor > txn::DUAL_APPROVAL_ABOVE_MINOR) {
        (false, _) => 0,
        (true, false) => 1,
        (true, true) => 2,
    };
    let t = now();
    let expiry_hours = txn::config::pending_expiry_hours(&mut cx.tx).await?;
    let transaction_id = crate::store::new_key().to_string();
    let narration = format!(
        "cheque {} {}",
        intake.cheque_number,
        if intake.kind == ChequeKind::Deposit { "deposit" } else { "withdrawal" }
    );
    let account = &intake.account;
    let txn_id: i64 = cx
        .tx
        .scalar(
            "INSERT INTO transactions (transaction_id, transaction_type, state, account_id, amount_minor, currency,
                 narration, channel, maker_id, maker_name, required_approvals, approver_role, created_at, expires_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id",
            args![
                &transaction_id,
                intake.transaction_type,
                if require { TxnState::Pending } else { TxnState::Settled },
                account.id,
                intake.amount_minor,
                &account.currency_code,
                &narration,
                &intake.channel,
                cx.actor.user_id,
                &cx.actor.username,
                approvals,
                approval.approver_role.clone(),
                t,
                require.then(|| t + chrono::Duration::hours(expiry_hours)),
            ],
        )
        .await?;
    let cheque_id = insert_cheque(cx, &intake, txn_id, t).await?;
    let txn_row = txn::load(&mut cx.tx, &transaction_id).await?;
    hold_or_settle(cx, &intake, &txn_row, cheque_id, require).await?;
    let (number, after) = super::balances(&mut cx.tx, account.id).await?;
    let status = if require { TxnState::Pending } else { TxnState::Settled };
    let impact = json!({
        "accountNumber": number,
        "previousBalance": money::to_json_number(account.book_balance_minor),
        "newBalance": money::to_json_number(after.book),
        "holdAmount": money::to_json_number(after.hold),
    });
    let event = AuditEvent {
        event_type: "TransactionInitiated",
        action: "INITIATE",
        previous_state: None,
        new_state: status,
        notes: intake.notes.as_deref(),
        balance_impact: &impact,
    };
    txn::audit(&mut cx.tx, cx.actor, cx.origin, &txn_row, event);
    if intake.amount_minor > txn::LARGE_AMOUNT_ABOVE_MINOR {
        let detail = format!(
            "{} of {} {} on account {number}",
            intake.transaction_type,
            money::format(intake.amount_minor),
            account.currency_code
        );
        txn::report(&mut cx.tx, "LARGE_AMOUNT", Some(&transaction_id), &cx.actor.username, detail).await?;
    }
    let txn_row = txn::load(&mut cx.tx, &transaction_id).await?;
    let lock = cx.tx.for_update();
    let cheque: ChequeRow = cx
        .tx
        .fetch_one(Sql::assembled(format!("{} WHERE id = $1{lock}", super::SELECT_CHEQUE)), args![cheque_id])
        .await?;
    Ok((txn_row, cheque))
}

/// Inserts the cheque of transaction `txn_id`, PENDING; returns its id.
async fn insert_cheque(cx: &mut Cx<'_>, intake: &Intake, txn_id: i64, t: DateTime<Utc>) -> Result<i64> {
    // Provisional until the cheque enters clearing, when it is fixed from that day.
    let expected = match intake.clearing_class {
        Some(class) => {
            let day = crate::time::business_date(t, cx.tx.zone().await?);
            let holidays = calendar::holidays(&mut cx.tx, day).await?;
            Some(calendar::expected_clearing_date(day, class, &holidays))
        }
        None => None,
    };
    cx.tx
    .scalar(
        "INSERT INTO cheques (txn_id, kind, state, account_id, amount_minor, currency, cheque_number, drawer_bank,
             drawer_account, payee, cheque_date, clearing_class, expected_clearing_date, notes, created_by, created_at, updated_at,
             till_id, reference_id)
         VALUES ($1, $2, 'PENDING', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16, $17) RETURNING id",
        args![
            txn_id,
            intake.kind,
            intake.account.id,
            intake.amount_minor,
            &intake.account.currency_code,
            &intake.cheque_number,
            intake.drawer_bank.clone(),
            &intake.drawer_account,
            intake.payee.clone(),
            intake.cheque_date,
            intake.clearing_class.map(ClearingClass::as_str),
            expected_arg(expected),
            intake.notes.clone(),
            &cx.actor.username,
            t,
            intake.till_id,
            intake.reference_id.clone(),
        ],
    )
    .await
}

/// PENDING: the cheque's amount held; else the transaction settled at once.
async fn hold_or_settle(
    cx: &mut Cx<'_>,
    intake: &Intake,
    txn_row: &TxnRow,
    cheque_id: i64,
    require: bool,
) -> Result<()> {
    let account = &intake.account;
    let mut impacts = Impacts::new(cheque_id, "INITIATE");
    impacts.field("state", None, Some(ChequeState::Pending.to_string()), None);
    if require {
        let kind = if intake.kind == ChequeKind::Deposit { HoldKind::Credit } else { HoldKind::Debit };
        let hold = place_hold(
            &mut cx.tx,
            account,
            kind,
            HoldOwner::Transaction,
            intake.amount_minor,
            &format!("pending {}", txn_row.transaction_id),
        )
        .await
        .map_err(refusal)?;
        cx.tx.execute("UPDATE transactions SET hold_id = $1 WHERE id = $2", args![hold, txn_row.id]).await?;
        let (number, after) = super::balances(&mut cx.tx, account.id).await?;
        impacts.account(&number, Balances::of(account), after);
        impacts.save(&mut cx.tx).await?;
    } else {
        impacts.save(&mut cx.tx).await?;
        txn::settle(cx, txn_row, Some(account), Default::default(), None).await.map_err(refusal)?;
    }
    Ok(())
}

fn expected_arg(date: Option<NaiveDate>) -> crate::store::Arg {
    crate::store::Arg::Date(date)
}
