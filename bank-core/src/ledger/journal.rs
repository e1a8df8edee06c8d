//! `PostJournalEntryCommand` and `ReverseJournalTransactionCommand`, per the spec.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::engine::{self, Journal, Line, Posted, Reversal};
use super::{JournalKind, Side};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, Actor, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::money::Amount;
use crate::store::now;
use crate::time::{Tz, When};
use crate::validate::Checks;

/// One entry of a manual journal.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EntryRequest {
    pub gl_account_id: i64,
    pub amount: Amount,
    /// 1 Debit, 2 Credit.
    pub journal_entry_type: i64,
    /// Defaults to the user's branch.
    pub branch_id: Option<i64>,
    pub reference: Option<String>,
}

/// The spec's `PostJournalEntryCommand`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PostJournalEntryCommand {
    pub transaction_reference: Option<String>,
    pub entries: Vec<EntryRequest>,
    pub notes: Option<String>,
    /// A date alone books at the start of that bank day.
    #[serde(default, deserialize_with = "crate::time::optional_when")]
    pub booking_date: Option<When>,
    pub currency_code: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct PostedJournal {
    pub transaction_id: String,
    pub journal_transaction_id: i64,
    pub booking_date: DateTime<Utc>,
    pub total_debits: serde_json::Value,
    pub total_credits: serde_json::Value,
    pub entries_posted: i64,
}

impl PostJournalEntryCommand {
    /// The journal this request posts as `actor` (validated first), a
    /// booking date given as a day read in the bank's `zone`.
    pub(crate) fn journal(self, actor: &Actor, zone: Tz) -> Journal {
        Journal {
            kind: JournalKind::Manual,
            reference: self.transaction_reference,
            booking_date: self.booking_date.map_or_else(now, |w| w.at(zone)),
            value_date: None,
            currency: self.currency_code.unwrap_or_default(),
            branch_id: actor.branch_id,
            notes: self.notes,
            lines: self
                .entries
                .iter()
                .map(|e| Line {
                    gl_account_id: e.gl_account_id,
                    side: Side::from_id(e.journal_entry_type).unwrap_or(Side::Debit),
                    amount_minor: e.amount.0,
                    branch_id: e.branch_id,
                    reference: e.reference.clone(),
                    deposit_account_id: None,
                })
                .collect(),
            reversal_of: None,
        }
    }
}

impl PostedJournal {
    pub(crate) fn of(posted: Posted) -> PostedJournal {
        PostedJournal {
            transaction_id: posted.transaction_id,
            journal_transaction_id: posted.id,
            booking_date: posted.booking_date,
            total_debits: crate::money::to_json_number(posted.total_minor),
            total_credits: crate::money::to_json_number(posted.total_minor),
            entries_posted: posted.entry_count,
        }
    }
}

/// The activity record of a posted manual journal.
pub(crate) fn posted_draft(posted: &Posted) -> Draft {
    let description =
        format!("posted manual journal {} of {}", posted.transaction_id, crate::money::format(posted.total_minor));
    Draft::new(description).entity("JournalTransaction", posted.id, &posted.transaction_id, &posted.transaction_id)
}

impl Command for PostJournalEntryCommand {
    const NAME: &'static str = "PostJournalEntryCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::JOURNAL_POST]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Journal entry posted successfully.";
    type Output = PostedJournal;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if self.booking_date.is_none() {
            c.add("bookingDate", "is required");
        }
        if self.currency_code.is_none() {
            c.add("currencyCode", "is required");
        }
        for (i, e) in self.entries.iter().enumerate() {
            if Side::from_id(e.journal_entry_type).is_none() {
                c.add(&format!("entries[{i}].journalEntryType"), "must be 1 (Debit) or 2 (Credit)");
            }
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<PostedJournal> {
        let zone = cx.tx.zone().await?;
        let posted = engine::post(&mut cx.tx, cx.actor, self.journal(cx.actor, zone)).await?;
        cx.record(posted_draft(&posted));
        Ok(PostedJournal::of(posted))
    }
}

/// The spec's `ReverseJournalTransactionCommand`. The reversal books now (or on
/// `bookingDate` when `isBookingDate`), with value date `backDateValueDate` when
/// `isBackDated`; both must fall in an open period.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReverseJournalTransactionCommand {
    pub transaction_id: i64,
    pub reason: Option<String>,
    #[serde(default)]
    pub is_back_dated: bool,
    #[serde(default, deserialize_with = "crate::time::optional_when")]
    pub back_date_value_date: Option<When>,
    #[serde(default)]
    pub is_booking_date: bool,
    #[serde(default, deserialize_with = "crate::time::optional_when")]
    pub booking_date: Option<When>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct ReversedJournal {
    pub reversal_transaction_id: String,
    pub reversal_journal_transaction_id: i64,
    pub original_transaction_id: String,
    pub reversal_date: DateTime<Utc>,
    pub reason: Option<String>,
    pub entries_reversed: i64,
}

impl Command for ReverseJournalTransactionCommand {
    const NAME: &'static str = "ReverseJournalTransactionCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::JOURNAL_REVERSE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Journal transaction reversed successfully.";
    type Output = ReversedJournal;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.text("reason", self.reason.as_deref(), 1000);
        if self.is_back_dated && self.back_date_value_date.is_none() {
            c.add("backDateValueDate", "is required when isBackDated is true");
        }
        if self.is_booking_date && self.booking_date.is_none() {
            c.add("bookingDate", "is required when isBookingDate is true");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ReversedJournal> {
        // Journals that move customer accounts are reversed through their
        // business transaction, which keeps its state and holds consistent.
        let customer_lines: i64 = cx
            .tx
            .scalar(
                "SELECT COUNT(*) FROM journal_entries WHERE journal_transaction_id = $1 AND deposit_account_id IS NOT NULL",
                args![self.transaction_id],
            )
            .await?;
        if customer_lines > 0 {
            return Err(Error::invalid(
                "transactionId",
                "this journal moves customer accounts; reverse it through its transaction (ReverseTransaction)",
            ));
        }
        // Days given alone are bank days.
        let zone = cx.tx.zone().await?;
        let booking_date = match self.booking_date {
            Some(w) if self.is_booking_date => w.at(zone),
            _ => now(),
        };
        let value_date = if self.is_back_dated { self.back_date_value_date.map(|w| w.at(zone)) } else { None };
        let notes = Some(match &self.reason {
            Some(reason) => format!("Reversal of journal {}: {reason}", self.transaction_id),
            None => format!("Reversal of journal {}", self.transaction_id),
        });
        let reversal = Reversal { original_id: self.transaction_id, booking_date, value_date, notes };
        let (original, posted) = engine::reverse(&mut cx.tx, cx.actor, reversal).await?;
        let description = format!(
            "reversed journal {} with {}{}",
            original.transaction_id,
            posted.transaction_id,
            self.reason.as_ref().map(|r| format!(": {r}")).unwrap_or_default()
        );
        cx.record(Draft::new(description).entity(
            "JournalTransaction",
            original.id,
            &original.transaction_id,
            &posted.transaction_id,
        ));
        Ok(ReversedJournal {
            reversal_transaction_id: posted.transaction_id,
            reversal_journal_transaction_id: posted.id,
            original_transaction_id: original.transaction_id,
            reversal_date: posted.booking_date,
            reason: self.reason,
            entries_reversed: posted.entry_count,
        })
    }
}
