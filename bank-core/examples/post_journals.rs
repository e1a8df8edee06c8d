//! An integration posting balanced journals from another system (a card
//! switch, a payroll run) through the library, idempotent by reference: a
//! re-run posts nothing twice, so the feeding job may simply retry.
//!
//! ```sh
//! cargo run -p bank-core --example post_journals [-- /path/to/bank.db]
//! ```
//!
//! Without a path it works on a fresh database in a temporary folder. It
//! creates the two GL accounts it needs when missing, then posts the same
//! batch twice: the second pass reports every journal as skipped.

use bank_core::auth::{BOOTSTRAP_ADMIN, Origin};
use bank_core::error::Error;
use bank_core::ledger::{
    CreateGlAccountCommand, EntryRequest, PostJournalEntryCommand, RetrieveGlAccountByIdQuery, post_journals,
};
use bank_core::money::Amount;
use bank_core::store::DbOptions;
use bank_core::{Bank, auth::Actor};

type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// What the other system sends: a reference of its own, two GL codes, an amount as text.
struct Feed {
    reference: &'static str,
    debit: &'static str,
    credit: &'static str,
    amount: &'static str,
    notes: &'static str,
}

const FEED: &[Feed] = &[
    Feed {
        reference: "SWITCH-2026-11-30-001",
        debit: "1901",
        credit: "2951",
        amount: "1250.00",
        notes: "ATM settlement",
    },
    Feed {
        reference: "SWITCH-2026-11-30-002",
        debit: "1901",
        credit: "2951",
        amount: "48000.00",
        notes: "POS settlement",
    },
];

#[tokio::main]
async fn main() -> Result<(), BoxError> {
    let folder = tempfile::tempdir()?;
    let path = std::env::args().nth(1).unwrap_or_else(|| folder.path().join("bank.db").display().to_string());
    // `init` creates or migrates the database and is idempotent; a job
    // against a production database would call `Bank::open`, which refuses
    // a schema this build does not match instead of migrating it.
    let (bank, _) = Bank::init(&DbOptions::new(format!("sqlite://{path}"))).await?;
    let actor = bank.actor(BOOTSTRAP_ADMIN).await?;
    let origin = Origin::cli();

    let clearing = gl_account(&bank, &actor, "1901", "Switch settlement receivable", 1).await?;
    let suspense = gl_account(&bank, &actor, "2951", "Switch suspense", 2).await?;
    let id_of = |code: &str| if code == "1901" { clearing } else { suspense };

    let mut failed = 0;
    for pass in 1..=2 {
        let mut requests = Vec::with_capacity(FEED.len());
        for f in FEED {
            // The bank's one amount grammar; a malformed amount stops the run.
            let minor = bank_core::money::parse_amount(f.amount).map_err(|e| format!("{}: amount {e}", f.reference))?;
            requests.push(PostJournalEntryCommand {
                // The reference is what makes a retry safe: a journal with a
                // reference already posted is refused as AlreadyExists.
                transaction_reference: Some(f.reference.to_owned()),
                entries: vec![entry(id_of(f.debit), minor, 1), entry(id_of(f.credit), minor, 2)],
                notes: Some(f.notes.to_owned()),
                booking_date: Some(chrono::Utc::now().into()),
                currency_code: Some("NGN".to_owned()),
            });
        }
        // One result per request, in order; at most `chunk::MAX_CHUNK` per call.
        let results = post_journals(&bank, &actor, &origin, requests).await?;
        for (feed, result) in FEED.iter().zip(results) {
            match result {
                Ok(posted) => println!(
                    "pass {pass}: {} posted as journal {} ({} entries)",
                    feed.reference, posted.journal_transaction_id, posted.entries_posted
                ),
                Err(Error::AlreadyExists { .. }) => {
                    println!("pass {pass}: {} skipped (already posted)", feed.reference)
                }
                Err(e) => {
                    failed += 1;
                    println!("pass {pass}: {} failed: {e}", feed.reference)
                }
            }
        }
    }
    if failed > 0 {
        return Err(format!("{failed} journal(s) were not posted").into());
    }
    Ok(())
}

fn entry(gl_account_id: i64, amount_minor: i64, side: i64) -> EntryRequest {
    // 1 debit, 2 credit; the branch defaults to the actor's.
    EntryRequest {
        gl_account_id,
        amount: Amount(amount_minor),
        journal_entry_type: side,
        branch_id: None,
        reference: None,
    }
}

/// The GL account with this code, created when missing (type 1 asset, 2 liability).
async fn gl_account(bank: &Bank, actor: &Actor, code: &str, name: &str, account_type: i64) -> Result<i64, BoxError> {
    let origin = Origin::cli();
    let query = RetrieveGlAccountByIdQuery { id: None, gl_code: Some(code.to_owned()) };
    match bank.execute(actor, &origin, query).await {
        Ok(account) => Ok(account.id),
        Err(Error::NotFound { .. }) => {
            let request = CreateGlAccountCommand {
                gl_code: Some(code.to_owned()),
                name: Some(name.to_owned()),
                account_type_id: Some(account_type),
                currency_code: Some("NGN".to_owned()),
                branch_id: None,
                description: None,
            };
            Ok(bank.execute(actor, &origin, request).await?.id)
        }
        Err(e) => Err(e.into()),
    }
}
