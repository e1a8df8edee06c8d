//! The general ledger and customer accounts: the spec's journal commands and
//! codes, periods, reversal linkage, `bank verify`, batch posting.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Backend, Server, TestDb, token_of};

on_both_backends!(
    journal_post_and_queries_in_the_spec_shapes,
    journal_errors_carry_the_spec_codes,
    closed_periods_refuse_postings_and_reversals,
    reversal_is_linked_and_final,
    verify_catches_planted_mismatches,
    verify_names_the_first_tampered_link_of_each_chain,
    the_server_seals_what_it_commits,
    a_row_committed_into_a_passed_gap_is_sealed_late,
    two_servers_close_a_day_once_and_keep_one_chain,
    balances_as_of_past_instants,
    deposit_accounts_holds_and_statements,
    batch_posting_is_idempotent_by_reference,
);

pub fn gl(manifest: &Value, code: &str) -> i64 {
    manifest["glAccounts"]
        .as_array()
        .and_then(|g| g.iter().find(|g| g["glCode"] == code))
        .and_then(|g| g["id"].as_i64())
        .expect(code)
}

pub fn journal(manifest: &Value, debit: &str, credit: &str, amount: Value, booking: &str) -> Value {
    json!({
        "entries": [
            {"glAccountId": gl(manifest, debit), "amount": amount, "journalEntryType": 1},
            {"glAccountId": gl(manifest, credit), "amount": amount, "journalEntryType": 2, "reference": "line-ref"}
        ],
        "bookingDate": booking, "currencyCode": "NGN", "notes": "Office rent"
    })
}

async fn core(server: &Server, token: &str, cmd: &str, data: Value) -> (u16, Value) {
    server.post("/api/core/cmd", Some(token), &json!({"Cmd": cmd, "Data": data})).await
}

fn today() -> String {
    chrono::Utc::now().format("%Y-%m-%d").to_string()
}

fn days_ago(n: i64) -> String {
    (chrono::Utc::now() - chrono::Duration::days(n)).format("%Y-%m-%d").to_string()
}

async fn journal_post_and_queries_in_the_spec_shapes(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let token = token_of(&manifest, "Branch Manager");
    let mut request = journal(&manifest, "5001", "1001", json!(1234.5), &today());
    request["transactionReference"] = json!("RENT-2026-11");
    let (status, body) = core(&server, token, "PostJournalEntryCommand", request).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["StatusCode"], "00");
    let data = &body["Data"];
    assert_eq!(data["TransactionId"], "RENT-2026-11");
    assert_eq!(
        (data["TotalDebits"].as_f64(), data["TotalCredits"].as_f64(), data["EntriesPosted"].as_i64()),
        (Some(1234.5), Some(1234.5), Some(2))
    );
    assert!(data["BookingDate"].is_string());
    let id = data["JournalTransactionId"].as_i64().expect("id");

    let (_, entries) = core(&server, token, "RetrieveJournalEntriesQuery", json!({"searchText": "rent-2026"})).await;
    assert_eq!(entries["Data"]["totalRows"], 2, "{entries}");
    assert_eq!(entries["Data"]["pageSize"], 20);
    assert_eq!((entries["HasNext"].as_bool(), entries["HasPrevious"].as_bool()), (Some(false), Some(false)));
    let items = entries["Data"]["items"].as_array().expect("items");
    let credit = items.iter().find(|i| i["JournalEntryType"] == 2).expect("credit line");
    assert_eq!((credit["DebitAmount"].as_str(), credit["CreditAmount"].as_str()), (Some(""), Some("1234.50")));
    assert_eq!(credit["JournalEntryTypeDescription"], "Credit");
    assert_eq!((credit["GLCode"].as_str(), credit["AccountTypeId"].as_i64()), (Some("1001"), Some(1)));
    assert_eq!(credit["AccountTypeDescription"], "Asset");
    assert_eq!(credit["JournalTransactionId"], id);
    assert_eq!(credit["TransactionReference"], "RENT-2026-11");
    for field in [
        "Id",
        "AccountName",
        "CurrencyCode",
        "BranchName",
        "AccountDescription",
        "BookingDate",
        "TransactionEncodedKey",
        "Notes",
    ] {
        assert!(credit.get(field).is_some(), "entry item lacks {field}: {credit}");
    }
    let (_, by_gl) =
        core(&server, token, "RetrieveJournalEntriesQuery", json!({"glCode": "5001", "pageSize": 1})).await;
    assert_eq!(by_gl["Data"]["items"][0]["DebitAmount"], "1234.50");

    let (_, list) = core(&server, token, "RetrieveJournalTransactionsQuery", json!({"searchText": "RENT"})).await;
    let item = &list["Data"]["items"][0];
    assert_eq!(
        (item["Id"].as_i64(), item["Entries"].as_i64(), item["Amount"].as_f64()),
        (Some(id), Some(2), Some(1234.5)),
        "{item}"
    );
    assert_eq!(
        (item["TransactionType"].as_i64(), item["TransactionTypeDesc"].as_str()),
        (Some(1), Some("Manual Journal Entry"))
    );
    assert_eq!(
        (item["IsManualPosting"].as_bool(), item["IsReversed"].as_bool(), item["IsAReversedTransaction"].as_bool()),
        (Some(true), Some(false), Some(false))
    );
    assert_eq!(item["UserName"], "manager.dayo");
    assert_eq!(item["Remarks"], "Office rent");
    // Paging: the demo's own journals are there too.
    let (_, paged) =
        core(&server, token, "RetrieveJournalTransactionsQuery", json!({"pageSize": 2, "pageNumber": 2})).await;
    assert_eq!(
        (paged["HasPrevious"].as_bool(), paged["Data"]["currentPage"].as_i64()),
        (Some(true), Some(2)),
        "{paged}"
    );
    let (_, export) =
        core(&server, token, "RetrieveJournalTransactionsQuery", json!({"isExport": true, "pageSize": 1})).await;
    assert_eq!(
        export["Data"]["items"].as_array().map(Vec::len).map(|n| n as i64),
        export["Data"]["totalRows"].as_i64()
    );

    let (_, detail) =
        core(&server, token, "RetrieveJournalTransactionByIdQuery", json!({"journalTransactionId": id})).await;
    let d = &detail["Data"];
    assert_eq!(
        (d["IsBalanced"].as_bool(), d["TotalDebits"].as_f64(), d["TotalCredits"].as_f64()),
        (Some(true), Some(1234.5), Some(1234.5))
    );
    let credit = d["Entries"].as_array().and_then(|e| e.iter().find(|e| e["JournalEntryType"] == 2)).expect("credit");
    assert_eq!(
        (credit["DebitAmount"].as_f64(), credit["CreditAmount"].as_f64(), credit["Amount"].as_f64()),
        (Some(0.0), Some(1234.5), Some(1234.5))
    );
    assert_eq!(credit["TransactionReference"], "line-ref");
    for field in ["GLAccountId", "BookingDateRaw", "BranchId", "AccountTypeDescription", "JournalEntryTypeDescription"]
    {
        assert!(credit.get(field).is_some(), "by-id entry lacks {field}");
    }
}

async fn journal_errors_carry_the_spec_codes(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let token = token_of(&manifest, "Branch Manager");
    let mut unbalanced = journal(&manifest, "5001", "1001", json!(100), &today());
    unbalanced["entries"][1]["amount"] = json!(99.99);
    let (status, body) = core(&server, token, "PostJournalEntryCommand", unbalanced).await;
    assert_eq!((status, body["StatusCode"].as_str(), body["Data"].is_null()), (400, Some("01"), true), "{body}");
    assert!(body["Message"].as_str().is_some_and(|m| m.contains("unbalanced")));

    let mut unknown = journal(&manifest, "5001", "1001", json!(100), &today());
    unknown["entries"][0]["glAccountId"] = json!(987_654);
    let (_, body) = core(&server, token, "PostJournalEntryCommand", unknown).await;
    assert_eq!((body["StatusCode"].as_str(), body["Data"].is_null()), (Some("02"), true), "{body}");

    let mut nowhere = journal(&manifest, "5001", "1001", json!(100), &today());
    nowhere["entries"][1]["branchId"] = json!(987_654);
    let (_, body) = core(&server, token, "PostJournalEntryCommand", nowhere).await;
    assert_eq!(body["StatusCode"], "01", "{body}");
    assert!(body["Message"].as_str().is_some_and(|m| m.contains("no branch with id 987654")), "{body}");

    let mixed = journal(&manifest, "1003", "1001", json!(100), &today());
    let (_, body) = core(&server, token, "PostJournalEntryCommand", mixed).await;
    assert_eq!(body["StatusCode"], "01", "{body}");
    assert!(body["Message"].as_str().is_some_and(|m| m.contains("one currency")), "{body}");

    let mut missing = journal(&manifest, "5001", "1001", json!(100), &today());
    missing.as_object_mut().map(|m| m.remove("bookingDate"));
    missing["entries"][0]["amount"] = json!(1.234);
    let (_, body) = core(&server, token, "PostJournalEntryCommand", missing).await;
    assert_eq!(body["StatusCode"], "01", "{body}");

    let admin = token_of(&manifest, "Admin");
    db.bank(&["exec", "DeactivateGlAccountCommand", "--data", &json!({"id": gl(&manifest, "2901")}).to_string()]).ok();
    let inactive = journal(&manifest, "2901", "1001", json!(5), &today());
    let (_, body) = core(&server, admin, "PostJournalEntryCommand", inactive).await;
    assert_eq!(body["StatusCode"], "02", "{body}");

    let (status, body) = core(
        &server,
        token_of(&manifest, "Teller"),
        "PostJournalEntryCommand",
        journal(&manifest, "5001", "1001", json!(1), &today()),
    )
    .await;
    assert_eq!((status, body["StatusCode"].as_str()), (403, Some("403")), "{body}");
    let (_, body) = core(&server, token, "ReverseJournalTransactionCommand", json!({"transactionId": 987_654})).await;
    assert_eq!(body["StatusCode"], "02", "{body}");
    // Nothing above was posted: only the demo's opening journals are manual.
    let journals = db.sql_scalar_i64("SELECT COUNT(*) FROM journal_transactions WHERE transaction_type = 1").await;
    let demo = db.sql_scalar_i64("SELECT COUNT(*) FROM journal_transactions WHERE transaction_id LIKE 'DEMO-%'").await;
    assert_eq!((journals, demo), (4, 4));
}

async fn closed_periods_refuse_postings_and_reversals(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let manager = token_of(&manifest, "Branch Manager");
    let (_, old) =
        core(&server, manager, "PostJournalEntryCommand", journal(&manifest, "5001", "1001", json!(10), &days_ago(10)))
            .await;
    let old_id = old["Data"]["JournalTransactionId"].as_i64().expect("posted back-dated");

    let regional = token_of(&manifest, "Regional Manager");
    let (status, closed) =
        core(&server, regional, "CloseAccountingPeriodCommand", json!({"closedThrough": days_ago(1)})).await;
    assert_eq!(status, 200, "{closed}");
    let (_, body) =
        core(&server, manager, "PostJournalEntryCommand", journal(&manifest, "5001", "1001", json!(10), &days_ago(5)))
            .await;
    assert_eq!(body["StatusCode"], "01");
    assert!(body["Message"].as_str().is_some_and(|m| m.contains("closed accounting period")), "{body}");
    let back = json!({"transactionId": old_id, "reason": "wrong", "isBookingDate": true, "bookingDate": days_ago(3)});
    let (_, body) = core(&server, manager, "ReverseJournalTransactionCommand", back).await;
    assert!(body["Message"].as_str().is_some_and(|m| m.contains("closed accounting period")), "{body}");
    let back_valued = json!({"transactionId": old_id, "isBackDated": true, "backDateValueDate": days_ago(3)});
    let (_, body) = core(&server, manager, "ReverseJournalTransactionCommand", back_valued).await;
    assert_eq!(body["StatusCode"], "01", "{body}");
    // Today is open.
    let (status, _) =
        core(&server, manager, "PostJournalEntryCommand", journal(&manifest, "5001", "1001", json!(10), &today()))
            .await;
    assert_eq!(status, 200);

    // Only an administrator reopens, with a reason; the trail records it.
    let (status, _) = core(&server, regional, "ReopenAccountingPeriodCommand", json!({"reason": "late invoice"})).await;
    assert_eq!(status, 403);
    let (status, body) = core(&server, token_of(&manifest, "Admin"), "ReopenAccountingPeriodCommand", json!({})).await;
    assert_eq!((status, body["StatusCode"].as_str()), (400, Some("01")), "a reason is required");
    let (status, reopened) =
        core(&server, token_of(&manifest, "Admin"), "ReopenAccountingPeriodCommand", json!({"reason": "late invoice"}))
            .await;
    assert_eq!(status, 200, "{reopened}");
    assert_eq!(reopened["Data"]["ReopenedBy"], "admin.funke");
    let (status, _) =
        core(&server, manager, "PostJournalEntryCommand", journal(&manifest, "5001", "1001", json!(10), &days_ago(5)))
            .await;
    assert_eq!(status, 200);
    let audited = db.sql_scalar_i64("SELECT COUNT(*) FROM activities WHERE command = 'ReopenAccountingPeriodCommand' AND success = TRUE AND description LIKE '%late invoice%'").await;
    assert_eq!(audited, 1);
}

async fn reversal_is_linked_and_final(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let token = token_of(&manifest, "Branch Manager");
    let (_, posted) =
        core(&server, token, "PostJournalEntryCommand", journal(&manifest, "5001", "1001", json!(750), &today())).await;
    let id = posted["Data"]["JournalTransactionId"].as_i64().expect("id");
    let reference = posted["Data"]["TransactionId"].clone();
    let (status, reversed) = core(
        &server,
        token,
        "ReverseJournalTransactionCommand",
        json!({"transactionId": id, "reason": "posted twice"}),
    )
    .await;
    assert_eq!(status, 200, "{reversed}");
    let r = &reversed["Data"];
    assert_eq!(
        (r["OriginalTransactionId"].clone(), r["Reason"].as_str(), r["EntriesReversed"].as_i64()),
        (reference, Some("posted twice"), Some(2))
    );
    let reversal_id = r["ReversalJournalTransactionId"].as_i64().expect("reversal id");
    assert!(r["ReversalTransactionId"].is_string() && r["ReversalDate"].is_string());

    let (_, original) =
        core(&server, token, "RetrieveJournalTransactionByIdQuery", json!({"journalTransactionId": id})).await;
    assert_eq!(original["Data"]["IsReversed"], true);
    let (_, mirror) =
        core(&server, token, "RetrieveJournalTransactionByIdQuery", json!({"journalTransactionId": reversal_id})).await;
    assert_eq!(
        (mirror["Data"]["TransactionType"].as_i64(), mirror["Data"]["TransactionTypeDesc"].as_str()),
        (Some(3), Some("Reversal"))
    );
    let debit = mirror["Data"]["Entries"]
        .as_array()
        .and_then(|e| e.iter().find(|e| e["JournalEntryType"] == 1))
        .expect("debit");
    assert_eq!(debit["GLCode"], "1001", "the original credit comes back as a debit");
    let (_, list) =
        core(&server, token, "RetrieveJournalTransactionsQuery", json!({"searchText": r["ReversalTransactionId"]}))
            .await;
    assert_eq!(list["Data"]["items"][0]["IsAReversedTransaction"], true);

    let (_, again) = core(&server, token, "ReverseJournalTransactionCommand", json!({"transactionId": id})).await;
    assert_eq!(again["StatusCode"], "03", "{again}");
    let (_, loop_) =
        core(&server, token, "ReverseJournalTransactionCommand", json!({"transactionId": reversal_id})).await;
    assert_eq!(loop_["StatusCode"], "03", "{loop_}");
    // Journals that move customer accounts are reversed through their transaction.
    let opening = db
        .sql_scalar_i64("SELECT MIN(journal_transaction_id) FROM journal_entries WHERE deposit_account_id IS NOT NULL")
        .await;
    let (_, refused) =
        core(&server, token, "ReverseJournalTransactionCommand", json!({"transactionId": opening})).await;
    assert_eq!(refused["StatusCode"], "01", "{refused}");

    let (_, tb) = core(&server, token, "RetrieveTrialBalanceQuery", json!({})).await;
    assert_eq!(tb["Data"]["IsBalanced"], true, "{tb}");
    db.bank(&["verify"]).ok();
}

async fn verify_catches_planted_mismatches(db: TestDb) {
    db.init_with_demo();
    let clean = db.bank(&["verify"]).ok().stdout();
    assert!(!clean.contains("MISMATCH"), "{clean}");

    db.sql_execute("UPDATE deposit_accounts SET book_balance_minor = book_balance_minor + 1 WHERE id = (SELECT MIN(id) FROM deposit_accounts)")
        .await
        .expect("plant balance");
    let run = db.bank(&["verify"]).fails_with(1);
    assert!(run.stdout().contains("book balance") && run.stdout().contains("MISMATCH"), "{}", run.stdout());

    db.sql_execute("UPDATE deposit_accounts SET hold_minor = 700 WHERE id = (SELECT MAX(id) FROM deposit_accounts)")
        .await
        .expect("plant hold");
    db.sql_execute(
        "INSERT INTO journal_entries (journal_transaction_id, gl_account_id, entry_type, amount_minor, currency, booking_date)
         SELECT id, (SELECT MIN(id) FROM gl_accounts), 1, 5, 'NGN', booking_date FROM journal_transactions WHERE id = 1",
    )
    .await
    .expect("plant entry");
    let report = db.bank(&["verify", "-o", "json"]).fails_with(1).json();
    assert_eq!(report["Data"]["IsConsistent"], false);
    let failed: Vec<&str> = report["Data"]["Checks"]
        .as_array()
        .expect("checks")
        .iter()
        .filter(|c| c["Passed"] == false)
        .filter_map(|c| c["Name"].as_str())
        .collect();
    assert_eq!(failed.len(), 4, "journal, trial balance, book balance and hold checks all fail: {failed:?}");
}

/// Lets an out-of-band statement change what the append-only triggers guard.
async fn unguard(db: &TestDb, table: &str) {
    let statements: Vec<String> = match db.backend {
        Backend::Sqlite => {
            ["update", "delete"].iter().map(|op| format!("DROP TRIGGER IF EXISTS {table}_no_{op}")).collect()
        }
        Backend::Postgres => vec![format!("ALTER TABLE {table} DISABLE TRIGGER USER")],
    };
    for sql in statements {
        db.sql_execute(&sql).await.expect("unguard");
    }
}

fn chain<'a>(report: &'a Value, stream: &str) -> &'a Value {
    report["Data"]["Chains"]["Streams"].as_array().and_then(|s| s.iter().find(|s| s["Stream"] == stream)).expect(stream)
}

async fn verify_names_the_first_tampered_link_of_each_chain(db: TestDb) {
    let manifest = db.init_with_demo();
    let account = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    db.bank(&["txn", "deposit", &account, "--amount", "25", "--no-approval"]).ok();
    let saved = db.dir.path().join("checkpoint.json");
    let saved = saved.to_str().expect("path");
    let clean = db.bank(&["verify", "-o", "json", "--save-checkpoint", saved]).ok_json();
    for stream in ["journal", "activity", "transaction_audit"] {
        let c = chain(&clean, stream);
        assert!(c["SealedThrough"].as_i64() > Some(0) && c["Breaks"] == json!([]), "{c}");
        assert_eq!(c["Unsealed"], 0, "verify seals what is committed before it checks: {c}");
    }
    assert_eq!(clean["Data"]["IsConsistent"], true);

    // One activity changed out of band: the full check names its link; a check
    // from the link after it trusts what came before and passes.
    unguard(&db, "activities").await;
    let activity = db.sql_scalar_i64("SELECT MIN(id) + 3 FROM activities").await;
    db.sql_execute(&format!("UPDATE activities SET description = 'nothing happened' WHERE id = {activity}"))
        .await
        .expect("tamper");
    let link = db
        .sql_scalar_i64(&format!("SELECT seq FROM chain_links WHERE stream = 'activity' AND row_id = {activity}"))
        .await;
    let run = db.bank(&["verify"]).fails_with(1);
    let named = format!("the activity chain: link {link}: activity {activity} ");
    assert!(run.stdout().contains(&named) && run.stdout().contains("BROKEN"), "{}", run.stdout());
    db.bank(&["verify", "--from", &(link + 1).to_string()]).ok();

    // A journal line changed, a transaction's audit record deleted, and the
    // transaction it audited rewritten: each named where it happened.
    unguard(&db, "journal_entries").await;
    unguard(&db, "transaction_audit").await;
    let journal = db
        .sql_text(
            "SELECT transaction_id FROM journal_transactions WHERE id = (SELECT MAX(id) FROM journal_transactions)",
        )
        .await;
    db.sql_execute("UPDATE journal_entries SET reference = 'moved' WHERE journal_transaction_id = (SELECT MAX(id) FROM journal_transactions)")
        .await
        .expect("tamper journal");
    let audit = db.sql_scalar_i64("SELECT MIN(id) FROM transaction_audit").await;
    db.sql_execute(&format!("DELETE FROM transaction_audit WHERE id = {audit}")).await.expect("delete audit");
    let report = db.bank(&["verify", "-o", "json"]).fails_with(1).json();
    let breaks = |stream: &str| chain(&report, stream)["Breaks"][0].as_str().unwrap_or_default().to_owned();
    assert!(breaks("journal").contains(&format!("journal {journal} differs from what was sealed")), "{report}");
    assert!(breaks("transaction_audit").contains(&format!("transaction audit record {audit} is gone")), "{report}");
    assert!(breaks("activity").contains(&format!("link {link}:")), "{report}");

    // A checkpoint held outside the database pins the chain: a head that no
    // longer passes through it is named even when the links agree with each other.
    let mut held: Value = serde_json::from_str(&std::fs::read_to_string(saved).expect("checkpoint")).expect("json");
    held["Streams"][0]["Hash"] = json!("00".repeat(32));
    std::fs::write(saved, held.to_string()).expect("write");
    let run = db.bank(&["verify", "--from", "1000000", "--checkpoint", saved]).fails_with(1);
    assert!(run.stdout().contains("differs from the checkpoint"), "{}", run.stdout());
    std::fs::write(saved, "{\"Streams\": 3}").expect("write");
    let refused = db.bank(&["verify", "--checkpoint", saved]).fails_with(2);
    assert!(refused.stderr().contains("is not a checkpoint"), "{}", refused.stderr());
}

async fn the_server_seals_what_it_commits(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let token = token_of(&manifest, "Branch Manager");
    let (status, body) =
        core(&server, token, "PostJournalEntryCommand", journal(&manifest, "5001", "1001", json!(10), &today())).await;
    assert_eq!(status, 200, "{body}");
    let journals = db.sql_scalar_i64("SELECT COUNT(*) FROM journal_transactions").await;
    let mut waited = 0;
    loop {
        let (_, report) = core(&server, token, "VerifyLedgerQuery", json!({})).await;
        let journal = chain(&report, "journal");
        if journal["Unsealed"] == 0 && chain(&report, "activity")["Unsealed"] == 0 {
            assert_eq!(journal["SealedThrough"].as_i64(), Some(journals), "{report}");
            assert_eq!(report["Data"]["IsConsistent"], true, "{report}");
            break;
        }
        waited += 1;
        assert!(waited < 100, "the server did not seal within 10 s: {report}");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let (status, refused) = core(&server, token, "VerifyLedgerQuery", json!({"fromSeq": 0})).await;
    assert_eq!(status, 400, "{refused}");
}

/// Two instances on one database, each with the daily close and a sealer:
/// the day is closed once, and the journals posted through either end up in
/// one unbroken chain.
async fn two_servers_close_a_day_once_and_keep_one_chain(db: TestDb) {
    let manifest = db.init_with_demo();
    let flags = ["--eod-at", "00:00", "--eod-as", "admin"];
    let servers = [db.serve(&flags), db.serve(&flags)];
    let token = token_of(&manifest, "Branch Manager");
    for i in 0..10 {
        let request = journal(&manifest, "5001", "1001", json!(1 + i), &today());
        let (status, body) = core(&servers[i % 2], token, "PostJournalEntryCommand", request).await;
        assert_eq!(status, 200, "{body}");
    }
    let journals = db.sql_scalar_i64("SELECT COUNT(*) FROM journal_transactions").await;
    let yesterday = (chrono::Utc::now() - chrono::Duration::days(1)).format("%Y-%m-%d").to_string();
    let mut waited = 0;
    loop {
        let (_, report) = core(&servers[waited % 2], token, "VerifyLedgerQuery", json!({})).await;
        let sealed = chain(&report, "journal")["SealedThrough"].as_i64() == Some(journals)
            && chain(&report, "activity")["Unsealed"] == 0;
        let closed = db.sql_scalar_i64("SELECT COUNT(*) FROM eod_runs WHERE state = 'DONE'").await == 1;
        if sealed && closed {
            assert_eq!(report["Data"]["IsConsistent"], true, "{report}");
            break;
        }
        waited += 1;
        assert!(waited < 100, "not sealed and closed within 10 s: {report}");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(db.sql_text("SELECT CAST(business_date AS TEXT) FROM eod_runs").await, yesterday);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM eod_runs").await, 1);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM eod_steps WHERE state = 'DONE'").await, 6);
    db.bank(&["verify"]).ok();
    drop(servers);
}

/// An activity written with its own id, as a transaction that took its id
/// early and committed late would have written it.
async fn activity_with_id(db: &TestDb, id: i64, at: &str) {
    let (at, yes) = match db.backend {
        Backend::Sqlite => (format!("'{at}T00:00:00.000000Z'"), "1"),
        Backend::Postgres => (format!("'{at} 00:00:00+00'"), "TRUE"),
    };
    db.sql_execute(&format!(
        "INSERT INTO activities (id, user_name, activity_type, description, occurred_at, success)
         VALUES ({id}, 'late.writer', 'Other', 'committed late', {at}, {yes})"
    ))
    .await
    .expect("insert");
}

async fn a_row_committed_into_a_passed_gap_is_sealed_late(db: TestDb) {
    db.init_with_demo();
    db.bank(&["verify"]).ok();
    let top = db.sql_scalar_i64("SELECT MAX(id) FROM activities").await;
    // Ids top+1..top+4 are missing and the row after them is old: the sealer
    // passes the gap, and notes it.
    activity_with_id(&db, top + 5, "2026-01-01").await;
    let sealed = db.bank(&["verify", "-o", "json"]).ok_json();
    assert_eq!(chain(&sealed, "activity")["Unsealed"], 0, "{sealed}");
    let gaps = "SELECT COUNT(*) FROM chain_gaps WHERE stream = 'activity'";
    assert_eq!(db.sql_scalar_i64(gaps).await, 1);
    // A row that turns up in the gap later joins the chain at its end, and
    // the chain holds.
    activity_with_id(&db, top + 2, "2026-01-01").await;
    db.bank(&["verify"]).ok();
    let seq = |id: i64| format!("SELECT seq FROM chain_links WHERE stream = 'activity' AND row_id = {id}");
    assert!(db.sql_scalar_i64(&seq(top + 2)).await > db.sql_scalar_i64(&seq(top + 5)).await);
}

/// Book, held and available balances at an instant, through the CLI.
fn balance_at(db: &TestDb, account: &str, at: &str) -> (f64, f64, f64) {
    let b = db.bank(&["account", "balance", account, "--as-of", at, "-o", "json"]).ok_json();
    let d = &b["Data"];
    let n = |k: &str| d[k].as_f64().unwrap_or(f64::NAN);
    (n("BookBalance"), n("HoldAmount"), n("AvailableBalance"))
}

/// The instant between two steps, strictly after the first.
async fn instant() -> String {
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let t = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Micros, true);
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    t
}

async fn balances_as_of_past_instants(db: TestDb) {
    let manifest = db.init_with_demo();
    let account = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    let opened = instant().await;
    db.bank(&["txn", "deposit", &account, "--amount", "100", "--no-approval"]).ok();
    let deposited = instant().await;
    let hold = json!({"accountNumber": account, "amount": "30", "reason": "lien"}).to_string();
    let held = db.bank(&["exec", "PlaceAccountHoldCommand", "--data", &hold]).ok_json();
    let on_hold = instant().await;
    let hold_id = held["Data"]["HoldId"].as_i64().expect("hold id");
    db.bank(&["exec", "ReleaseAccountHoldCommand", "--data", &json!({"holdId": hold_id}).to_string()]).ok();
    let released = instant().await;
    db.bank(&["txn", "withdraw", &account, "--amount", "50", "--no-approval"]).ok();

    assert_eq!(balance_at(&db, &account, &opened), (150000.0, 0.0, 150000.0));
    assert_eq!(balance_at(&db, &account, &deposited), (150100.0, 0.0, 150100.0));
    assert_eq!(balance_at(&db, &account, &on_hold), (150100.0, 30.0, 150070.0));
    assert_eq!(balance_at(&db, &account, &released), (150100.0, 0.0, 150100.0));
    let now = db.bank(&["account", "balance", &account, "-o", "json"]).ok_json();
    assert_eq!(now["Data"]["BookBalance"].as_f64(), Some(150050.0), "{now}");
    // A day means its end; before the account's first posting it held nothing.
    assert_eq!(balance_at(&db, &account, "2020-01-01"), (0.0, 0.0, 0.0));
    let tomorrow = (chrono::Utc::now() + chrono::Duration::days(2)).format("%Y-%m-%d").to_string();
    let refused = db.bank(&["account", "balance", &account, "--as-of", &tomorrow]).fails_with(1);
    // Named by the flag typed, not the request field, and said once.
    assert!(refused.stderr().contains("error: --as-of: must not be after today"), "{}", refused.stderr());
    assert_eq!(refused.stderr().matches("must not be after today").count(), 1, "{}", refused.stderr());
}

async fn deposit_accounts_holds_and_statements(db: TestDb) {
    let manifest = db.init_with_demo();
    let account = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    let shown = db
        .bank(&["exec", "RetrieveDepositAccountByIdQuery", "--data", &json!({"accountNumber": account}).to_string()])
        .ok_json();
    assert_eq!(
        (shown["Data"]["BookBalance"].as_f64(), shown["Data"]["AvailableBalance"].as_f64()),
        (Some(150000.0), Some(150000.0))
    );

    let hold = json!({"accountNumber": account, "amount": "20000.50", "reason": "court order"}).to_string();
    let placed = db.bank(&["exec", "PlaceAccountHoldCommand", "--data", &hold]).ok_json();
    let a = &placed["Data"]["Account"];
    assert_eq!(
        (a["BookBalance"].as_f64(), a["HoldAmount"].as_f64(), a["AvailableBalance"].as_f64()),
        (Some(150000.0), Some(20000.5), Some(129999.5))
    );
    let too_much = json!({"accountNumber": account, "amount": 130000, "reason": "x"}).to_string();
    db.bank(&["exec", "PlaceAccountHoldCommand", "--data", &too_much]).fails_with(1);
    db.bank(&["exec", "CloseDepositAccountCommand", "--data", &json!({"accountNumber": account}).to_string()])
        .fails_with(1);
    db.bank(&["verify"]).ok();
    let hold_id = placed["Data"]["HoldId"].as_i64().expect("hold id");
    let released =
        db.bank(&["exec", "ReleaseAccountHoldCommand", "--data", &json!({"holdId": hold_id}).to_string()]).ok_json();
    assert_eq!(released["Data"]["HoldAmount"].as_f64(), Some(0.0));
    db.bank(&["exec", "ReleaseAccountHoldCommand", "--data", &json!({"holdId": hold_id}).to_string()]).fails_with(1);

    let statement = db
        .bank(&["exec", "RetrieveAccountStatementQuery", "--data", &json!({"accountNumber": account}).to_string()])
        .ok_json();
    let lines = statement["Data"]["Lines"].as_array().expect("lines");
    assert_eq!(lines.len(), 1, "the opening deposit");
    assert_eq!((lines[0]["Credit"].as_f64(), lines[0]["Balance"].as_f64()), (Some(150000.0), Some(150000.0)));
    assert_eq!(statement["Data"]["ClosingBalance"].as_f64(), Some(150000.0));
    let future = json!({"accountNumber": account, "from": "2099-01-01"}).to_string();
    let empty = db.bank(&["exec", "RetrieveAccountStatementQuery", "--data", &future]).ok_json();
    assert_eq!(
        (empty["Data"]["OpeningBalance"].as_f64(), empty["Data"]["Lines"].as_array().map(Vec::len)),
        (Some(150000.0), Some(0))
    );

    // An empty account closes; a locked one takes no deposit.
    let client = manifest["clients"][0]["id"].as_i64().expect("client");
    let open =
        json!({"clientId": client, "currencyCode": "NGN", "controlGlAccountId": gl(&manifest, "2001")}).to_string();
    let fresh = db.bank(&["exec", "OpenDepositAccountCommand", "--data", &open]).ok_json();
    let number = fresh["Data"]["AccountNumber"].as_str().expect("number").to_owned();
    assert_eq!(number.len(), 10);
    db.bank(&[
        "exec",
        "LockDepositAccountCommand",
        "--data",
        &json!({"accountNumber": number, "reason": "KYC"}).to_string(),
    ])
    .ok();
    db.bank(&["exec", "LockDepositAccountCommand", "--data", &json!({"accountNumber": number}).to_string()])
        .fails_with(1);
    let closed = db
        .bank(&["exec", "CloseDepositAccountCommand", "--data", &json!({"accountNumber": number}).to_string()])
        .ok_json();
    assert_eq!(closed["Data"]["State"], "CLOSED");
    let wrong_control =
        json!({"clientId": client, "currencyCode": "NGN", "controlGlAccountId": gl(&manifest, "1001")}).to_string();
    let refused = db.bank(&["exec", "OpenDepositAccountCommand", "--data", &wrong_control]).fails_with(1).json();
    assert!(refused["Message"].as_str().is_some_and(|m| m.contains("liability")), "{refused}");
}

async fn batch_posting_is_idempotent_by_reference(db: TestDb) {
    db.init_with_demo();
    let csv = "reference,date,currency,gl_code,side,amount,notes\n\
               B-001,2026-11-20,NGN,5001,debit,100.00,Stationery\n\
               B-001,2026-11-20,NGN,1001,credit,100.00,Stationery\n\
               B-002,,NGN,5001,debit,250.75,Fuel\n\
               B-002,,NGN,1001,credit,250.75,Fuel\n\
               B-003,,NGN,9999,debit,1.00,Unknown GL\n\
               B-003,,NGN,1001,credit,1.00,Unknown GL\n";
    let path = db.dir.path().join("batch.csv");
    std::fs::write(&path, csv).expect("write csv");
    let file = path.to_str().expect("path");
    // One unreadable journal stops the whole file before anything is posted.
    let checked = db.bank(&["journal", "post", "--file", file, "-o", "json"]).fails_with(1).json();
    assert_eq!((checked["posted"].as_i64(), checked["failed"][0]["reference"].as_str()), (Some(0), Some("B-003")));
    assert!(checked["failed"][0]["error"].as_str().is_some_and(|e| e.contains("9999")), "{checked}");
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM journal_transactions WHERE transaction_id LIKE 'B-00%'").await,
        0
    );
    let keep_going = ["journal", "post", "--file", file, "--continue-on-error", "-o", "json"];
    let first = db.bank(&keep_going).fails_with(1).json();
    assert_eq!((first["posted"].as_i64(), first["skipped"].as_i64()), (Some(2), Some(0)), "{first}");
    assert_eq!(first["failed"][0]["reference"], "B-003");
    // After a crash or a fix, the same file posts nothing twice.
    let again = db.bank(&keep_going).fails_with(1).json();
    assert_eq!((again["posted"].as_i64(), again["skipped"].as_i64()), (Some(0), Some(2)), "{again}");
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM journal_transactions WHERE transaction_id LIKE 'B-00%'").await,
        2
    );

    let json_path = db.dir.path().join("batch.json");
    let records = json!([
        {"transactionReference": "J-1", "currencyCode": "NGN", "bookingDate": "2026-11-21",
         "entries": [{"glAccountId": 1, "amount": 5, "journalEntryType": 1}, {"glAccountId": 2, "amount": 5, "journalEntryType": 2}]},
        {"currencyCode": "NGN", "bookingDate": "2026-11-21", "entries": []}
    ]);
    std::fs::write(&json_path, records.to_string()).expect("write json");
    let json_file = json_path.to_str().expect("path");
    let run = db.bank(&["journal", "post", "--file", json_file]).fails_with(1);
    assert!(run.stdout().contains("posted 0, skipped 0 (already posted), failed 1"), "{}", run.stdout());
    let run = db.bank(&["journal", "post", "--file", json_file, "--continue-on-error"]).fails_with(1);
    assert!(run.stdout().contains("posted 1, skipped 0 (already posted), failed 1"), "{}", run.stdout());

    // Journals post in chunks (one database transaction each), every journal in
    // its own savepoint: one refused inside a chunk fails alone.
    let mixed = "reference,date,currency,gl_code,side,amount,notes\n\
                 M-1,,NGN,5001,debit,10.00,Fine\n\
                 M-1,,NGN,1001,credit,10.00,Fine\n\
                 M-2,,USD,5001,debit,10.00,Wrong currency\n\
                 M-2,,USD,1001,credit,10.00,Wrong currency\n\
                 M-3,,NGN,5001,debit,30.00,Fine\n\
                 M-3,,NGN,1001,credit,30.00,Fine\n";
    let mixed_path = db.dir.path().join("mixed.csv");
    std::fs::write(&mixed_path, mixed).expect("write csv");
    let chunked = ["journal", "post", "--file", mixed_path.to_str().expect("path"), "--chunk", "10", "-o", "json"];
    let report = db.bank(&chunked).fails_with(1).json();
    assert_eq!(
        (report["posted"].as_i64(), report["failed"][0]["reference"].as_str()),
        (Some(2), Some("M-2")),
        "{report}"
    );
    let posted = "SELECT COUNT(*) FROM journal_transactions WHERE transaction_id LIKE 'M-%'";
    assert_eq!(db.sql_scalar_i64(posted).await, 2);
    let failure = "SELECT COUNT(*) FROM activities WHERE command = 'PostJournalEntryCommand' AND success = (1 = 0)";
    assert!(db.sql_scalar_i64(failure).await >= 1);

    // A reference met again further down the file is refused before anything is posted.
    let split = "reference,date,currency,gl_code,side,amount,notes\n\
                 S-001,,NGN,5001,debit,100.00,Split\n\
                 S-002,,NGN,5001,debit,50.00,Other\n\
                 S-002,,NGN,1001,credit,50.00,Other\n\
                 S-001,,NGN,1001,credit,50.00,Split\n";
    let split_path = db.dir.path().join("split.csv");
    std::fs::write(&split_path, split).expect("write csv");
    let run = db.bank(&["journal", "post", "--file", split_path.to_str().expect("path")]).fails_with(2);
    assert!(run.stderr().contains("rows 2 and 5"), "{}", run.stderr());
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM journal_transactions WHERE transaction_id LIKE 'S-00%'").await,
        0
    );
    // A corrected file under a posted reference is an error, not "already posted".
    let corrected = "reference,date,currency,gl_code,side,amount,notes\n\
                     B-001,2026-11-20,NGN,5001,debit,150.00,Stationery\n\
                     B-001,2026-11-20,NGN,1001,credit,150.00,Stationery\n";
    let corrected_path = db.dir.path().join("corrected.csv");
    std::fs::write(&corrected_path, corrected).expect("write csv");
    let run = db.bank(&["journal", "post", "--file", corrected_path.to_str().expect("path"), "-o", "json"]);
    let report = run.fails_with(1).json();
    assert_eq!((report["posted"].as_i64(), report["skipped"].as_i64()), (Some(0), Some(0)), "{report}");
    assert!(report["failed"][0]["error"].as_str().is_some_and(|e| e.contains("other lines")), "{report}");

    // One reference twice in one chunk: the second runs alone after the chunk,
    // skipped when it repeats the first, refused when its lines differ.
    let journal = |reference: &str, amount: i64| {
        json!({"transactionReference": reference, "currencyCode": "NGN", "bookingDate": "2026-11-21",
               "entries": [{"glAccountId": 1, "amount": amount, "journalEntryType": 1},
                           {"glAccountId": 2, "amount": amount, "journalEntryType": 2}]})
    };
    let twice = json!([journal("T-1", 5), journal("T-1", 5), journal("T-2", 7), journal("T-2", 8)]);
    let twice_path = db.dir.path().join("twice.json");
    std::fs::write(&twice_path, twice.to_string()).expect("write json");
    let run = db.bank(&[
        "journal",
        "post",
        "--file",
        twice_path.to_str().expect("path"),
        "--continue-on-error",
        "-o",
        "json",
    ]);
    let report = run.fails_with(1).json();
    assert_eq!((report["posted"].as_i64(), report["skipped"].as_i64()), (Some(2), Some(1)), "{report}");
    assert_eq!(report["failed"][0]["reference"], "T-2", "{report}");
    assert!(report["failed"][0]["error"].as_str().is_some_and(|e| e.contains("other lines")), "{report}");

    // Chunks posted side by side are answered in file order.
    let mut side_by_side = String::from("reference,date,currency,gl_code,side,amount,notes\n");
    for i in 1..=7 {
        let currency = if i % 4 == 2 { "USD" } else { "NGN" };
        side_by_side.push_str(&format!("P-{i},,{currency},5001,debit,1.00,P\nP-{i},,{currency},1001,credit,1.00,P\n"));
    }
    let side_path = db.dir.path().join("side.csv");
    std::fs::write(&side_path, side_by_side).expect("write csv");
    let path = side_path.to_str().expect("path");
    let run = db.bank(&["journal", "post", "--file", path, "--chunk", "2", "--parallel", "3", "-o", "json"]);
    let report = run.fails_with(1).json();
    let failed: Vec<&str> =
        report["failed"].as_array().expect("failed").iter().filter_map(|f| f["reference"].as_str()).collect();
    assert_eq!((report["posted"].as_i64(), failed), (Some(5), vec!["P-2", "P-6"]), "{report}");
    // A reference named twice in a file is settled in file order, whatever
    // the chunks in flight: the first posts, the second (other lines) is
    // refused, though the first is long to post and the second quick.
    let mut long = journal("R-1", 999);
    long["entries"] = std::iter::repeat_n(json!({"glAccountId": 1, "amount": 1, "journalEntryType": 1}), 999)
        .chain([json!({"glAccountId": 2, "amount": 999, "journalEntryType": 2})])
        .collect();
    let again = json!([long, journal("R-2", 6), journal("R-1", 9)]);
    let again_path = db.dir.path().join("again.json");
    std::fs::write(&again_path, again.to_string()).expect("write json");
    let path = again_path.to_str().expect("path");
    let run = db.bank(&["journal", "post", "--file", path, "--chunk", "1", "--parallel", "3", "-o", "json"]);
    let report = run.fails_with(1).json();
    assert_eq!((report["posted"].as_i64(), report["failed"][0]["reference"].as_str()), (Some(2), Some("R-1")));
    let first = "SELECT entry_count FROM journal_transactions WHERE transaction_id = 'R-1'";
    assert_eq!(db.sql_scalar_i64(first).await, 1000);

    let single = db
        .bank(&["journal", "post", "--debit", "5001:12.50", "--credit", "1001:12.50", "--notes", "Tea", "-o", "json"])
        .ok_json();
    assert_eq!(single["Data"]["EntriesPosted"], 2);
    db.bank(&["journal", "post", "--debit", "5001:12.50", "--credit", "1001:12.49"]).fails_with(1);
    db.bank(&["verify"]).ok();
}

/// A settled deposit that races a period close is refused once the close
/// commits (PostgreSQL): its journal, balance, row, audit and activity are one
/// statement, which waits for the close's lock before it takes its snapshot,
/// so its balance's period check sees the close.
#[tokio::test(flavor = "multi_thread")]
async fn a_deposit_racing_a_period_close_is_refused() {
    let Some(db) = TestDb::postgres_only().await else { return };
    let manifest = db.init_with_demo();
    let number = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    let count = "SELECT (SELECT COUNT(*) FROM transactions) * 1000 + (SELECT COUNT(*) FROM journal_entries)";
    let before = db.sql_scalar_i64(count).await;
    // Closed through a day that covers today in any zone (planted past the
    // command's own rule, which keeps the current day open).
    let args = ["--as", "teller.ada", "txn", "deposit", &number, "--amount", "10", "--no-approval"];
    let (code, stderr) = racing_a_close(&db, 2, &args).await;
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("closed accounting period"), "{stderr}");
    assert_eq!(db.sql_scalar_i64(count).await, before, "nothing written");
    db.sql_execute("DELETE FROM accounting_periods WHERE closed_by = 'test'").await.expect("reopen");
    db.bank(&["verify"]).ok();
}

/// A posting that races a period close is refused once the close commits
/// (PostgreSQL; SQLite has one writer, so the race cannot happen there).
#[tokio::test(flavor = "multi_thread")]
async fn a_posting_racing_a_period_close_is_refused() {
    let Some(db) = TestDb::postgres_only().await else { return };
    db.init_with_demo();
    // A posting into the period being closed sees it open and waits at its insert.
    let args = ["journal", "post", "--debit", "5001:10", "--credit", "1001:10", "--date", &days_ago(2)];
    let (code, stderr) = racing_a_close(&db, -1, &args).await;
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("closed accounting period"), "{stderr}");
    db.bank(&["verify"]).ok();
}

/// Runs `bank ARGS` beside a period close in progress (the lock
/// CloseAccountingPeriodCommand takes, and a closure through today plus
/// `days`, uncommitted): checks that the command waits for the close, commits
/// the close, and returns the command's exit code and standard error.
async fn racing_a_close(db: &TestDb, days: i32, args: &[&str]) -> (Option<i32>, String) {
    use sqlx::Connection;
    let mut close = sqlx::PgConnection::connect(&db.url).await.expect("connect");
    let mut tx = close.begin().await.expect("begin");
    sqlx::query("LOCK TABLE journal_entries IN SHARE ROW EXCLUSIVE MODE").execute(&mut *tx).await.expect("lock");
    sqlx::query("INSERT INTO accounting_periods (closed_through, closed_by, closed_at) VALUES (CURRENT_DATE + $1, 'test', now())")
        .bind(days)
        .execute(&mut *tx)
        .await
        .expect("closure");
    let mut command = db.spawn_piped(args);
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    assert!(command.try_wait().expect("wait").is_none(), "{args:?} waits for the close");
    tx.commit().await.expect("commit the close");
    let output = command.wait_with_output().expect("command ends");
    (output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
}
