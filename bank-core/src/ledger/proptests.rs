//! Properties over any sequence of postings, customer movements, holds and
//! reversals: the books stay in a state `verify` accepts (their chains
//! included), no account's hold exceeds its book balance, and the balances
//! asked of any past instant are those the account held then. Runs on real
//! SQLite files, and the as-of property also on PostgreSQL (a scratch database
//! per case) when `BANK_TEST_POSTGRES_URL` names a server.

use proptest::prelude::*;

use super::engine::{self, Journal, Line, Reversal};
use super::verify::run_checks;
use super::{JournalKind, Side};
use crate::Bank;
use crate::auth::{Actor, Origin};
use crate::customer::{CreateClientCommand, OpenDepositAccountCommand};
use crate::ledger::CreateGlAccountCommand;
use crate::store::scratch::{drop_postgres, scratch_postgres};
use crate::store::{DbOptions, now};

#[derive(Clone, Debug)]
enum Op {
    /// Between two of the non-customer GL accounts.
    Manual {
        debit: usize,
        credit: usize,
        amount_minor: i64,
    },
    /// Cash in, onto customer account `account`.
    Credit {
        account: usize,
        amount_minor: i64,
    },
    /// Cash out of customer account `account` (refused when not available).
    Debit {
        account: usize,
        amount_minor: i64,
    },
    /// Reverse the `nth` journal posted so far (refused when already reversed).
    Reverse {
        nth: usize,
    },
    Hold {
        account: usize,
        amount_minor: i64,
    },
    Release {
        nth: usize,
    },
}

fn op() -> impl Strategy<Value = Op> {
    let amount = 1..5_000_000_i64;
    prop_oneof![
        (0..3usize, 0..3usize, amount.clone()).prop_map(|(debit, credit, amount_minor)| Op::Manual {
            debit,
            credit,
            amount_minor
        }),
        (0..2usize, amount.clone()).prop_map(|(account, amount_minor)| Op::Credit { account, amount_minor }),
        (0..2usize, amount.clone()).prop_map(|(account, amount_minor)| Op::Debit { account, amount_minor }),
        (0..40usize).prop_map(|nth| Op::Reverse { nth }),
        (0..2usize, amount).prop_map(|(account, amount_minor)| Op::Hold { account, amount_minor }),
        (0..20usize).prop_map(|nth| Op::Release { nth }),
    ]
}

struct World {
    bank: Bank,
    actor: Actor,
    /// cash, expense, equity
    gl: [i64; 3],
    deposits_gl: i64,
    accounts: [i64; 2],
    journals: Vec<i64>,
    holds: Vec<i64>,
    _dir: tempfile::TempDir,
}

async fn world() -> World {
    let dir = tempfile::tempdir().expect("dir");
    let url = format!("sqlite://{}", dir.path().join("p.db").display());
    world_at(url, dir).await
}

async fn world_at(url: String, dir: tempfile::TempDir) -> World {
    let (bank, _) = Bank::init(&DbOptions::new(url)).await.expect("init");
    let actor = bank.actor(crate::BOOTSTRAP_ADMIN).await.expect("admin");
    let origin = Origin::cli();
    let branch = bank
        .execute(
            &actor,
            &origin,
            crate::branch::CreateBranchCommand { key: Some("B".into()), name: Some("B".into()), ..Default::default() },
        )
        .await
        .expect("branch");
    let mut ids = Vec::new();
    for (code, account_type) in [("1", 1), ("5", 5), ("3", 3), ("2", 2)] {
        let request = CreateGlAccountCommand {
            gl_code: Some(code.into()),
            name: Some(code.into()),
            account_type_id: Some(account_type),
            currency_code: Some("NGN".into()),
            ..Default::default()
        };
        ids.push(bank.execute(&actor, &origin, request).await.expect("gl").id);
    }
    let client = bank
        .execute(
            &actor,
            &origin,
            CreateClientCommand { name: Some("C".into()), client_code: None, branch_id: Some(branch.id) },
        )
        .await
        .expect("client");
    let mut accounts = [0; 2];
    for slot in &mut accounts {
        let request = OpenDepositAccountCommand {
            client_id: Some(client.id),
            currency_code: Some("NGN".into()),
            control_gl_account_id: Some(ids[3]),
            ..Default::default()
        };
        *slot = bank.execute(&actor, &origin, request).await.expect("account").id;
    }
    World {
        bank,
        actor,
        gl: [ids[0], ids[1], ids[2]],
        deposits_gl: ids[3],
        accounts,
        journals: Vec::new(),
        holds: Vec::new(),
        _dir: dir,
    }
}

fn line(gl_account_id: i64, side: Side, amount_minor: i64, deposit_account_id: Option<i64>) -> Line {
    Line { gl_account_id, side, amount_minor, branch_id: None, reference: None, deposit_account_id }
}

fn journal(lines: Vec<Line>) -> Journal {
    Journal {
        kind: JournalKind::Automated,
        reference: None,
        booking_date: now(),
        value_date: None,
        currency: "NGN".into(),
        branch_id: None,
        notes: None,
        lines,
        reversal_of: None,
    }
}

/// Applies one operation in its own transaction; refusals roll back.
async fn apply(w: &mut World, op: &Op) {
    let mut tx = w.bank.db().begin_write().await.expect("tx");
    let result: crate::error::Result<()> = async {
        match *op {
            Op::Manual { debit, credit, amount_minor } => {
                let j = journal(vec![
                    line(w.gl[debit], Side::Debit, amount_minor, None),
                    line(w.gl[credit], Side::Credit, amount_minor, None),
                ]);
                w.journals.push(engine::post(&mut tx, &w.actor, j).await?.id);
            }
            Op::Credit { account, amount_minor } | Op::Debit { account, amount_minor } => {
                let into = matches!(op, Op::Credit { .. });
                let (cash, customer) = if into { (Side::Debit, Side::Credit) } else { (Side::Credit, Side::Debit) };
                let j = journal(vec![
                    line(w.gl[0], cash, amount_minor, None),
                    line(w.deposits_gl, customer, amount_minor, Some(w.accounts[account])),
                ]);
                w.journals.push(engine::post(&mut tx, &w.actor, j).await?.id);
            }
            Op::Reverse { nth } => {
                let Some(&original_id) = w.journals.get(nth) else { return Ok(()) };
                let reversal = Reversal { original_id, booking_date: now(), value_date: None, notes: None };
                w.journals.push(engine::reverse(&mut tx, &w.actor, reversal).await?.1.id);
            }
            Op::Hold { account, amount_minor } => {
                let number: String = tx
                    .scalar(
                        "SELECT account_number FROM deposit_accounts WHERE id = $1",
                        crate::args![w.accounts[account]],
                    )
                    .await?;
                let acct = crate::customer::account_by_number(&mut tx, &number).await?;
                w.holds.push(
                    crate::customer::place_hold(
                        &mut tx,
                        &acct,
                        crate::customer::HoldKind::Debit,
                        crate::customer::HoldOwner::Lien,
                        amount_minor,
                        "prop",
                    )
                    .await?,
                );
            }
            Op::Release { nth } => {
                let Some(&hold) = w.holds.get(nth) else { return Ok(()) };
                crate::customer::release_hold(&mut tx, hold, crate::customer::HoldOwner::Lien).await?;
            }
        }
        Ok(())
    }
    .await;
    match result {
        Ok(()) => tx.commit().await.expect("commit"),
        Err(_) => tx.rollback().await.expect("rollback"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn books_stay_consistent(ops in prop::collection::vec(op(), 1..40)) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
        runtime.block_on(async {
            let mut w = world().await;
            for op in &ops {
                apply(&mut w, op).await;
            }
            crate::chain::seal(w.bank.db(), usize::MAX).await.expect("seal");
            let mut tx = w.bank.db().begin_read().await.expect("tx");
            let report = run_checks(&mut tx, None, None).await.expect("checks");
            for check in &report.checks {
                assert!(check.passed, "{}: {:?} after {ops:?}", check.name, check.mismatches);
            }
            assert!(report.chains.holds(), "{:?} after {ops:?}", report.chains);
            let overdrawn: i64 = tx
                .scalar("SELECT COUNT(*) FROM deposit_accounts WHERE book_balance_minor < hold_minor - credit_hold_minor", vec![])
                .await
                .expect("count");
            assert_eq!(overdrawn, 0, "an account's hold exceeds its book balance after {ops:?}");
        });
    }

    /// The balances asked of any past instant are the balances the account
    /// held then, as read right after each operation committed.
    #[test]
    fn balances_as_of_any_instant_match_the_history(ops in prop::collection::vec(op(), 1..30)) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
        runtime.block_on(async { as_of_matches_history(world().await, &ops).await });
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    /// The same on PostgreSQL, whose timestamps and sums go through another driver.
    #[test]
    fn balances_as_of_any_instant_match_the_history_on_postgres(ops in prop::collection::vec(op(), 1..30)) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
        runtime.block_on(async {
            let Some((admin, name, url)) = scratch_postgres().await else { return };
            let w = world_at(url, tempfile::tempdir().expect("dir")).await;
            let db = w.bank.db().clone();
            as_of_matches_history(w, &ops).await;
            db.close().await;
            drop_postgres(&admin, &name).await;
        });
    }
}

async fn as_of_matches_history(mut w: World, ops: &[Op]) {
    let mut history = Vec::new();
    for op in ops {
        apply(&mut w, op).await;
        let at = now();
        let figures: Vec<(String, i64, i64, i64)> = w
            .bank
            .db()
            .read_all(
                "SELECT account_number, book_balance_minor, hold_minor, credit_hold_minor FROM deposit_accounts ORDER BY id",
                vec![],
            )
            .await
            .expect("accounts");
        history.push((at, figures));
    }
    for (at, figures) in &history {
        for (number, book, hold, credit_hold) in figures {
            let request = super::RetrieveAccountBalanceAsOfQuery {
                account_number: Some(number.clone()),
                as_of: Some(at.to_rfc3339_opts(chrono::SecondsFormat::Micros, true)),
            };
            let answer = w.bank.execute(&w.actor, &Origin::cli(), request).await.expect("as of");
            let then = (
                crate::money::to_json_number(*book),
                crate::money::to_json_number(*hold),
                crate::money::to_json_number(book - (hold - credit_hold)),
            );
            assert_eq!(
                (answer.book_balance, answer.hold_amount, answer.available_balance),
                then,
                "account {number} at {at} after {ops:?}"
            );
        }
    }
}
