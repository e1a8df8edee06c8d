//! The hot path's statement budget, counted as statements are sent (BEGIN and
//! COMMIT included) by `bank bench deposits`, on both backends. Lower the
//! budgets as the path gets leaner; never raise them to make a change pass.

use crate::on_both_backends;
use crate::support::TestDb;

on_both_backends!(a_deposit_costs_a_fixed_number_of_statements, the_deposit_bench_runs_over_http);

/// A settled deposit: BEGIN; the account locked and read with its approval
/// threshold and cash GL; the GL accounts; the ledger's read of the account;
/// the journal and its lines; the period re-check; the balance; the
/// transaction row, inserted SETTLED with its journal; the audit; the
/// holder's notification; the activity; COMMIT.
const SETTLE_BUDGET: f64 = 13.0;
/// A pending deposit and its approval, together.
const APPROVE_BUDGET: f64 = 40.0;

async fn a_deposit_costs_a_fixed_number_of_statements(db: TestDb) {
    db.bank(&["init"]).ok();
    for (flow, budget) in [("settle", SETTLE_BUDGET), ("approve", APPROVE_BUDGET)] {
        let figures =
            db.bank(&["bench", "deposits", "--clients", "2", "--count", "5", "--flow", flow, "-o", "json"]).ok_json();
        assert_eq!(figures["transactions"], 10, "{figures}");
        let spent = figures["statements_per_txn"].as_f64().expect("statements_per_txn");
        assert!(spent <= budget, "{flow}: {spent} statements per transaction, budget {budget}");
        // The count does not grow with history: a second round costs the same.
        let again =
            db.bank(&["bench", "deposits", "--clients", "2", "--count", "5", "--flow", flow, "-o", "json"]).ok_json();
        assert_eq!(again["statements_per_txn"].as_f64(), Some(spent), "{flow}: {again}");
    }
    db.bank(&["verify"]).ok();
}

/// The same bench over HTTP to the router served in-process: every deposit
/// succeeds and settles, and the statements are counted there too (the
/// server's, authentication included).
async fn the_deposit_bench_runs_over_http(db: TestDb) {
    db.bank(&["init"]).ok();
    for flow in ["settle", "approve"] {
        let figures = db
            .bank(&[
                "bench",
                "deposits",
                "--via",
                "http",
                "--clients",
                "2",
                "--count",
                "5",
                "--flow",
                flow,
                "-o",
                "json",
            ])
            .ok_json();
        assert_eq!(figures["transactions"], 10, "{flow}: {figures}");
        assert_eq!(figures["via"], "http", "{figures}");
        let spent = figures["statements_per_txn"].as_f64().expect("statements_per_txn");
        assert!(spent > 0.0, "{flow}: {figures}");
    }
    db.bank(&["verify"]).ok();
}
