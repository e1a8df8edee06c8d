//! The till commands as the product's public pages give them
//! (`OpenTellerTillCommand`, `AddCashToTellerTillCommand`, ...). Each is a thin
//! command over ours: it reads the page's fields, runs our command in its own
//! transaction (the same ledger postings and approval policy, no money path of
//! its own), and answers the page's `data`. Errors take the pages' kinds: an
//! unknown till is 404, a till that is not open or lacks the cash is 409.

mod cash;
mod lists;
mod shift;

use serde::Deserialize;

pub use cash::TransferBetweenTellerTillCommand;
pub use cash::{AddCashToTellerTillCommand, CashMoved, RemoveCashFromTellerTillCommand, TillTransfer};
pub use lists::{
    GetTellerTillListQuery, GetTellerTillTransactionListQuery, TellerTill, TellerTillList, TillSummary,
    TillTransaction, TillTransactionList,
};
pub use shift::{CloseTellerTillCommand, OpenTellerTillCommand, TillClosed, TillOpened};

use crate::command::Registration;

/// The pages' till commands; they stand above `till` and `txn`, which they run.
pub const COMMANDS: &[Registration] = &[
    Registration::of::<GetTellerTillListQuery>(),
    Registration::of::<GetTellerTillTransactionListQuery>(),
    Registration::of::<OpenTellerTillCommand>(),
    Registration::of::<CloseTellerTillCommand>(),
    Registration::of::<AddCashToTellerTillCommand>(),
    Registration::of::<RemoveCashFromTellerTillCommand>(),
    Registration::of::<TransferBetweenTellerTillCommand>(),
];

use crate::args;
use crate::error::{Error, Result};
use crate::store::Tx;
use crate::till::TillRow;

/// A teller or branch as the pages name it: our numeric id, or its
/// username (teller) or key (branch).
#[derive(Clone, Debug)]
pub enum Ref {
    Id(i64),
    Code(String),
}

impl<'de> Deserialize<'de> for Ref {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> std::result::Result<Ref, D::Error> {
        let refused = || serde::de::Error::custom("must be an id (a whole number) or a text");
        match crate::json::named_value(deserializer, crate::json::form::ID_OR_TEXT)? {
            serde_json::Value::Number(n) => n.as_i64().map(Ref::Id).ok_or_else(refused),
            serde_json::Value::String(code) => Ok(Ref::Code(code)),
            _ => Err(refused()),
        }
    }
}

impl Ref {
    fn text(&self) -> String {
        match self {
            Ref::Id(id) => id.to_string(),
            Ref::Code(code) => code.clone(),
        }
    }
}

/// A staff user: (id, username, name).
pub(crate) type Teller = (i64, String, String);

/// The teller `r` names; `field` names it in the refusal.
async fn teller(tx: &mut Tx, field: &str, r: &Ref) -> Result<Teller> {
    let found: Option<Teller> = match r {
        Ref::Id(id) => tx.fetch_optional("SELECT id, username, name FROM users WHERE id = $1", args![*id]).await?,
        Ref::Code(name) => {
            tx.fetch_optional("SELECT id, username, name FROM users WHERE username = $1", args![name.trim()]).await?
        }
    };
    found.ok_or_else(|| Error::invalid(field, format!("no staff user '{}'", r.text())))
}

/// The id of the branch `r` names; `field` names it in the refusal.
async fn branch(tx: &mut Tx, field: &str, r: &Ref) -> Result<i64> {
    let found: Option<i64> = match r {
        Ref::Id(id) => tx.scalar_optional("SELECT id FROM branches WHERE id = $1", args![*id]).await?,
        Ref::Code(key) => tx.scalar_optional("SELECT id FROM branches WHERE code = $1", args![key.trim()]).await?,
    };
    found.ok_or_else(|| Error::invalid(field, format!("no branch '{}'", r.text())))
}

/// The till `code`: 404 when there is none.
async fn existing(tx: &mut Tx, code: &str) -> Result<TillRow> {
    crate::till::by_code(tx, code).await?.ok_or_else(|| Error::not_found("till", code))
}

/// The Open till `code`: 404 when there is none, 409 when it is closed.
async fn open(tx: &mut Tx, code: &str) -> Result<TillRow> {
    let till = existing(tx, code).await?;
    if !till.is_open() {
        return Err(Error::Conflict(format!("Till is not open: till {code} is closed")));
    }
    Ok(till)
}

/// A refusal for want of cash as the pages' 409 `what`; other errors unchanged.
fn short_as_conflict(what: &str, e: Error) -> Error {
    match e {
        Error::InsufficientFunds { .. } => Error::Conflict(format!("{what}: {e}")),
        Error::Rule { code: "INSUFFICIENT_BALANCE", message, .. } => Error::Conflict(format!("{what}: {message}")),
        other => other,
    }
}

/// `vaultId` (or `sourceId`, `destinationId`), when given, must be the vault
/// whose cash account funds `till`: our tills move cash with that one only.
async fn check_vault(tx: &mut Tx, field: &str, vault: Option<&str>, till: &TillRow) -> Result<()> {
    let Some(vault) = vault.map(str::trim).filter(|v| !v.is_empty()) else { return Ok(()) };
    match crate::vault::code_of_gl(tx, till.vault_gl_account_id).await? {
        Some(code) if code == vault => Ok(()),
        Some(code) => Err(Error::invalid(field, format!("till {} is funded from vault {code}", till.till_code))),
        None => Err(Error::invalid(
            field,
            format!("till {} is funded from GL account {}, not a vault", till.till_code, till.vault_gl_account_id),
        )),
    }
}
