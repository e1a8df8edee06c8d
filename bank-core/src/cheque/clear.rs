//! `InitiateClearChequeCommand`: the clearing house honoured a deposited
//! cheque. UNCLEARED → CLEARED: the hold is released (available balance up)
//! and the uncleared-cheques account is relieved against cheque clearing
//! (Dr cheque clearing, Cr uncleared cheques). The book balance already held it.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{
    BOUNCED, Balances, ChequeKey, ChequeKind, ChequeRow, ChequeState, Impacts, Posting, config, invalid, load_locked,
};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, Actor, perm};
use crate::command::{Area, Command, Cx, FieldAlias};
use crate::customer::{HoldOwner, release_hold};
use crate::error::{Error, Result, RuleKind};
use crate::money;
use crate::store::{Tx, now};
use crate::time::{Tz, business_date, start_of_day};
use crate::validate::Checks;

/// The spec's body: chequeTransactionId (long), clearingDate (YYYY-MM-DD,
/// default today), notes. The documented body names the cheque
/// `clearingEncodedKey` (see `ChequeKey`) and adds `externalReferenceId`, the
/// clearing house's reference, kept on the cheque.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitiateClearChequeCommand {
    pub cheque_transaction_id: ChequeKey,
    pub clearing_date: Option<String>,
    pub notes: Option<String>,
    pub external_reference_id: Option<String>,
}

/// The documented other name of the cheque's key on clear, bounce and cancel.
pub(super) const KEY_ALIASES: &[FieldAlias] = &[("clearingEncodedKey", "chequeTransactionId")];

/// Ours, and beside them the documented answer's keys (encodedKey,
/// chequeNumber, accountNumber, amount, transactionType, state,
/// previousState, clearedDate, clearingReference, newBalance, newUnclearedAmount).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Cleared {
    pub cheque_transaction_id: i64,
    pub transaction_key: String,
    pub previous_state: ChequeState,
    pub cheque_state: ChequeState,
    pub clearing_date: NaiveDate,
    pub amount: Value,
    pub hold_released: Value,
    pub available_balance: Value,
    pub book_balance: Value,
    /// The cheque's id as the documented queries give it (`chequeClearingId`).
    pub encoded_key: String,
    pub cheque_number: String,
    pub account_number: String,
    pub transaction_type: ChequeKind,
    pub state: ChequeState,
    pub cleared_date: DateTime<Utc>,
    pub clearing_reference: Option<String>,
    pub new_balance: Value,
    /// What the account's deposits still in clearing add up to.
    pub new_uncleared_amount: Value,
}

/// What `account_id`'s cheque deposits still in clearing add up to.
pub(super) async fn uncleared_minor(tx: &mut Tx, account_id: i64) -> Result<i64> {
    tx.scalar(
        "SELECT CAST(COALESCE(SUM(amount_minor), 0) AS BIGINT) FROM cheques
         WHERE account_id = $1 AND kind = 'DEPOSIT' AND state = 'UNCLEARED'",
        args![account_id],
    )
    .await
}

/// The moment a clearing dated `day` (a bank day of `zone`) took effect: now
/// when it is today, else that day's start.
fn cleared_at(day: NaiveDate, zone: Tz) -> DateTime<Utc> {
    let t = now();
    if day == business_date(t, zone) { t } else { start_of_day(day, zone) }
}

/// The most characters of a reference the caller or a clearing house gives.
pub(super) const MAX_REFERENCE_CHARS: usize = 100;

/// Refuses to clear or bounce anything but an UNCLEARED deposit.
pub(super) fn require_uncleared(cheque: &ChequeRow, verb: &str) -> Result<()> {
    if cheque.kind != ChequeKind::Deposit {
        return Err(invalid(format!("cheque transaction {} is a withdrawal; only deposits are {verb}", cheque.id)));
    }
    match cheque.state {
        ChequeState::Uncleared => Ok(()),
        ChequeState::Bounced => Err(Error::rule(
            BOUNCED,
            RuleKind::Refused,
            format!("cheque {} bounced; the penalty was charged", cheque.id),
        )),
        ChequeState::Pending => {
            Err(invalid(format!("cheque transaction {} awaits approval (ApproveTransaction)", cheque.id)))
        }
        state => Err(invalid(format!("cheque transaction {} is {state}, not UNCLEARED", cheque.id))),
    }
}

/// A request's date (default today); never in the future nor before the
/// deposit. Days are the bank's days of `zone`.
pub(super) fn day_of(field: &str, text: Option<&str>, cheque: &ChequeRow, zone: Tz) -> Result<NaiveDate> {
    let today = business_date(now(), zone);
    let day = match text {
        None => today,
        Some(t) => NaiveDate::parse_from_str(t.trim(), "%Y-%m-%d")
            .map_err(|_| Error::invalid(field, "must be a date as YYYY-MM-DD"))?,
    };
    if day > today {
        return Err(invalid(format!("{field} {day} is in the future")));
    }
    if day < business_date(cheque.created_at, zone) {
        return Err(invalid(format!("{field} {day} is before the cheque was deposited")));
    }
    Ok(day)
}

pub(super) async fn txn_key(tx: &mut Tx, txn_id: i64) -> Result<String> {
    tx.scalar("SELECT transaction_id FROM transactions WHERE id = $1", args![txn_id]).await
}

/// Clears an UNCLEARED deposit in the caller's transaction.
pub(super) async fn clear(
    tx: &mut Tx,
    actor: &Actor,
    cheque: &ChequeRow,
    day: NaiveDate,
    notes: Option<&str>,
    reference: Option<&str>,
) -> Result<Cleared> {
    let account = super::account_of(tx, cheque).await?;
    let before = Balances::of(&account);
    let released = match cheque.hold_id {
        Some(hold) => release_hold(tx, hold, HoldOwner::Cheque).await?.1,
        None => 0,
    };
    let posting = Posting {
        debit: config::gl(tx, config::CLEARING, &cheque.currency).await?,
        credit: config::gl(tx, config::UNCLEARED, &cheque.currency).await?,
        amount_minor: cheque.amount_minor,
        customer: None,
        notes: notes.map_or_else(|| format!("Cheque {} cleared", cheque.cheque_number), str::to_owned),
    };
    let journal = super::post(tx, actor, cheque, account.branch_id, posting).await?;
    let changed = tx
        .execute(
            "UPDATE cheques SET state = 'CLEARED', hold_id = NULL, clearing_journal_id = $1, cleared_on = $2, updated_at = $3,
                 clearing_reference = $4 WHERE id = $5 AND state = 'UNCLEARED'",
            args![journal, day, now(), reference, cheque.id],
        )
        .await?;
    if changed != 1 {
        return Err(invalid(format!(
            "cheque transaction {} was decided by another request at the same time",
            cheque.id
        )));
    }
    let (number, after) = super::balances(tx, cheque.account_id).await?;
    let mut impacts = Impacts::new(cheque.id, "CLEAR");
    impacts.state(cheque.state, ChequeState::Cleared);
    impacts.account(&number, before, after);
    impacts.journal(tx, journal).await?;
    if let Some(reference) = reference {
        impacts.field("clearingReference", None, Some(reference.to_owned()), None);
    }
    impacts.save(tx).await?;
    let uncleared = uncleared_minor(tx, cheque.account_id).await?;
    Ok(Cleared {
        cheque_transaction_id: cheque.id,
        transaction_key: txn_key(tx, cheque.txn_id).await?,
        previous_state: cheque.state,
        cheque_state: ChequeState::Cleared,
        clearing_date: day,
        amount: money::to_json_number(cheque.amount_minor),
        hold_released: money::to_json_number(released),
        available_balance: money::to_json_number(after.available),
        book_balance: money::to_json_number(after.book),
        encoded_key: cheque.id.to_string(),
        cheque_number: cheque.cheque_number.clone(),
        account_number: number,
        transaction_type: cheque.kind,
        state: ChequeState::Cleared,
        cleared_date: cleared_at(day, tx.zone().await?),
        clearing_reference: reference.map(str::to_owned),
        new_balance: money::to_json_number(after.book),
        new_uncleared_amount: money::to_json_number(uncleared),
    })
}

impl Command for InitiateClearChequeCommand {
    const NAME: &'static str = "InitiateClearChequeCommand";
    const AREA: Area = Area::Cheque;
    const ACCESS: Access = Access::AnyOf(&[perm::CHEQUES_CLEAR]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Cheque cleared successfully.";
    const FIELD_ALIASES: &'static [FieldAlias] = KEY_ALIASES;
    type Output = Cleared;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.text("clearingDate", self.clearing_date.as_deref(), 10);
        c.text("notes", self.notes.as_deref(), super::intake::MAX_NOTES_CHARS);
        c.text("externalReferenceId", self.external_reference_id.as_deref(), MAX_REFERENCE_CHARS);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Cleared> {
        let cheque = load_locked(&mut cx.tx, &self.cheque_transaction_id).await?;
        require_uncleared(&cheque, "cleared")?;
        let day = day_of("clearingDate", self.clearing_date.as_deref(), &cheque, cx.tx.zone().await?)?;
        let reference = self.external_reference_id.as_deref().map(str::trim).filter(|r| !r.is_empty());
        let cleared = clear(&mut cx.tx, cx.actor, &cheque, day, self.notes.as_deref(), reference).await?;
        cx.record(
            Draft::new(format!(
                "cleared cheque {} ({}) of {} {}",
                cheque.id,
                cheque.cheque_number,
                money::format(cheque.amount_minor),
                cheque.currency
            ))
            .entity("Transaction", cheque.txn_id, &cleared.transaction_key, &cleared.transaction_key),
        );
        Ok(cleared)
    }
}
