//! The general ledger: chart of accounts, the posting engine, journals and
//! their reversal, accounting periods, reports and `verify`.
//!
//! A balanced journal posted through the library, idempotent by its
//! reference: the same reference again is refused as already posted, so a
//! feeding job may simply retry. `post_journals` posts many in one go
//! (`examples/post_journals.rs`).
//!
//! ```
//! use bank_core::error::Error;
//! use bank_core::ledger::{CreateGlAccountCommand, EntryRequest, PostJournalEntryCommand, RetrieveGlAccountByIdQuery};
//! use bank_core::money::Amount;
//! # use bank_core::auth::{BOOTSTRAP_ADMIN, Origin};
//! # use bank_core::{Bank, store::DbOptions};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! # let folder = tempfile::tempdir()?;
//! # let url = format!("sqlite://{}", folder.path().join("bank.db").display());
//! # tokio::runtime::Runtime::new()?.block_on(async {
//! # let (bank, _) = Bank::init(&DbOptions::new(url)).await?;
//! # let (admin, origin) = (bank.actor(BOOTSTRAP_ADMIN).await?, Origin::cli());
//! let gl = |code: &str, name: &str, account_type_id| CreateGlAccountCommand {
//!     gl_code: Some(code.into()),
//!     name: Some(name.into()),
//!     account_type_id: Some(account_type_id), // 1 asset, 2 liability
//!     currency_code: Some("NGN".into()),
//!     ..Default::default()
//! };
//! let receivable = bank.execute(&admin, &origin, gl("1901", "Switch settlement", 1)).await?;
//! let suspense = bank.execute(&admin, &origin, gl("2951", "Switch suspense", 2)).await?;
//! // journalEntryType 1 is a debit, 2 a credit; the two sides must balance.
//! let line = |gl_account_id, journal_entry_type| EntryRequest {
//!     gl_account_id,
//!     amount: Amount(1_250_00),
//!     journal_entry_type,
//!     branch_id: None,
//!     reference: None,
//! };
//! let journal = PostJournalEntryCommand {
//!     transaction_reference: Some("SWITCH-2026-11-30-001".into()),
//!     entries: vec![line(receivable.id, 1), line(suspense.id, 2)],
//!     notes: Some("ATM settlement".into()),
//!     booking_date: Some(chrono::Utc::now().into()), // a date alone is the start of that bank day
//!     currency_code: Some("NGN".into()),
//! };
//! let posted = bank.execute(&admin, &origin, journal.clone()).await?;
//! assert_eq!(posted.entries_posted, 2);
//! // A retry posts nothing twice.
//! let again = bank.execute(&admin, &origin, journal).await;
//! assert!(matches!(again, Err(Error::AlreadyExists { .. })));
//! let query = RetrieveGlAccountByIdQuery { id: Some(receivable.id), gl_code: None };
//! assert_eq!(bank.execute(&admin, &origin, query).await?.balance_minor, 1_250_00);
//! # Ok::<_, bank_core::error::Error>(())
//! # })?;
//! # Ok(()) }
//! ```

mod as_of;
mod balances;
mod bulk;
pub(crate) mod chart;
pub mod engine;
mod journal;
mod period;
#[cfg(test)]
mod proptests;
mod query;
mod report;
mod rows;
pub mod verify;

use crate::command::Registration;

pub(crate) use as_of::holds_at;
pub use as_of::{AccountBalanceAsOf, RetrieveAccountBalanceAsOfQuery};
pub use bulk::post_journals;
pub use chart::{
    CreateGlAccountCommand, DeactivateGlAccountCommand, GlAccount, RetrieveGlAccountByIdQuery,
    RetrieveGlAccountsListQuery,
};
pub use journal::{EntryRequest, PostJournalEntryCommand, PostedJournal, ReverseJournalTransactionCommand};
pub use period::{CloseAccountingPeriodCommand, ReopenAccountingPeriodCommand, RetrieveAccountingPeriodsQuery};
pub use query::{RetrieveJournalEntriesQuery, RetrieveJournalTransactionByIdQuery, RetrieveJournalTransactionsQuery};
pub use report::{RetrieveAccountStatementQuery, RetrieveTrialBalanceQuery};
pub use verify::VerifyLedgerQuery;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreateGlAccountCommand>(),
    Registration::of::<RetrieveGlAccountsListQuery>(),
    Registration::of::<RetrieveGlAccountByIdQuery>(),
    Registration::of::<DeactivateGlAccountCommand>(),
    Registration::of::<PostJournalEntryCommand>(),
    Registration::of::<ReverseJournalTransactionCommand>(),
    Registration::of::<RetrieveJournalEntriesQuery>(),
    Registration::of::<RetrieveJournalTransactionsQuery>(),
    Registration::of::<RetrieveJournalTransactionByIdQuery>(),
    Registration::of::<CloseAccountingPeriodCommand>(),
    Registration::of::<ReopenAccountingPeriodCommand>(),
    Registration::of::<RetrieveAccountingPeriodsQuery>(),
    Registration::of::<RetrieveTrialBalanceQuery>(),
    Registration::of::<RetrieveAccountStatementQuery>(),
    Registration::of::<RetrieveAccountBalanceAsOfQuery>(),
    Registration::of::<VerifyLedgerQuery>(),
];

/// The spec's AccountTypeId.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccountType {
    Asset = 1,
    Liability = 2,
    Equity = 3,
    Income = 4,
    Expense = 5,
}

impl AccountType {
    pub fn from_id(id: i64) -> Option<AccountType> {
        Some(match id {
            1 => AccountType::Asset,
            2 => AccountType::Liability,
            3 => AccountType::Equity,
            4 => AccountType::Income,
            5 => AccountType::Expense,
            _ => return None,
        })
    }

    pub fn description_of(id: i64) -> &'static str {
        match AccountType::from_id(id) {
            Some(AccountType::Asset) => "Asset",
            Some(AccountType::Liability) => "Liability",
            Some(AccountType::Equity) => "Equity",
            Some(AccountType::Income) => "Income",
            Some(AccountType::Expense) => "Expense",
            None => "Unknown",
        }
    }

    /// Assets and expenses grow with debits; the rest with credits.
    pub fn debit_normal(id: i64) -> bool {
        matches!(AccountType::from_id(id), Some(AccountType::Asset | AccountType::Expense))
    }
}

/// The spec's JournalEntryType.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Debit = 1,
    Credit = 2,
}

impl Side {
    pub fn from_id(id: i64) -> Option<Side> {
        match id {
            1 => Some(Side::Debit),
            2 => Some(Side::Credit),
            _ => None,
        }
    }

    pub fn description_of(id: i64) -> &'static str {
        if id == Side::Debit as i64 { "Debit" } else { "Credit" }
    }
}

crate::states::text_enum! {
    /// A customer deposit account's state. Deposit accounts are the ledger's
    /// subledger and the posting engine refuses closed and locked ones, so the
    /// state lives here; `customer` re-exports it.
    pub enum AccountState {
        Active = "ACTIVE",
        Locked = "LOCKED",
        Closed = "CLOSED",
    }
}

/// The spec's journal TransactionType.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JournalKind {
    Manual = 1,
    Automated = 2,
    Reversal = 3,
}

impl JournalKind {
    pub fn description_of(id: i64) -> &'static str {
        match id {
            1 => "Manual Journal Entry",
            2 => "Automated Entry",
            _ => "Reversal",
        }
    }
}
