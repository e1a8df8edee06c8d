//! Universal transactions: the spec's transition, balance-effect and error
//! tables, controls, and races on PostgreSQL. `bank verify` passes after each.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(
    deposits_and_withdrawals_follow_the_balance_table,
    approval_rules_and_error_codes,
    reject_cancel_and_their_controls,
    reversal_windows_and_effects,
    loan_disbursement_and_its_reversal,
    expiry_flags_thresholds_and_idempotency,
    races_never_double_settle_or_overdraw,
    teller_transactions_move_the_till,
    the_maker_never_skips_the_approval_policy,
);

struct Bank<'a> {
    server: Server,
    manifest: Value,
    db: &'a TestDb,
}

impl Bank<'_> {
    async fn call(&self, role: &str, name: &str, body: Value) -> (u16, Value) {
        self.server.post(&format!("/api/bpm/cmd/{name}"), Some(token_of(&self.manifest, role)), &body).await
    }

    async fn ok(&self, role: &str, name: &str, body: Value) -> Value {
        let (status, reply) = self.call(role, name, body.clone()).await;
        assert_eq!(status, 200, "{name} {body}: {reply}");
        assert_eq!(reply["isSuccessful"], true);
        reply["data"].clone()
    }

    async fn refused(&self, role: &str, name: &str, body: Value, status: u16, code: &str) -> Value {
        let (got, reply) = self.call(role, name, body.clone()).await;
        assert_eq!((got, reply["errors"][0]["code"].as_str()), (status, Some(code)), "{name} {body}: {reply}");
        assert_eq!(reply["isSuccessful"], false);
        reply["errors"][0].clone()
    }

    fn account(&self, i: usize) -> String {
        self.manifest["accounts"][i]["accountNumber"].as_str().expect("account").to_owned()
    }

    /// (book, hold, available) of an account.
    fn balances(&self, number: &str) -> (f64, f64, f64) {
        let shown = self
            .db
            .bank(&["exec", "RetrieveDepositAccountByIdQuery", "--data", &json!({"accountNumber": number}).to_string()])
            .ok_json();
        let d = &shown["Data"];
        (
            d["BookBalance"].as_f64().unwrap_or(-1.0),
            d["HoldAmount"].as_f64().unwrap_or(-1.0),
            d["AvailableBalance"].as_f64().unwrap_or(-1.0),
        )
    }
}

async fn start(db: &TestDb) -> Bank<'_> {
    let manifest = db.init_with_demo();
    Bank { server: db.serve(&[]), manifest, db }
}

fn movement(account: &str, amount: f64, approval: bool) -> Value {
    json!({"accountNumber": account, "amount": amount, "narration": "test", "requireApproval": approval, "channel": "BRANCH"})
}

async fn deposits_and_withdrawals_follow_the_balance_table(db: TestDb) {
    let b = start(&db).await;
    let a = b.account(0); // opened with 150,000.00
    assert_eq!(b.balances(&a), (150_000.0, 0.0, 150_000.0));

    // Deposit created PENDING: book unchanged, hold +amount, available unchanged.
    let d = b.ok("Teller", "InitiateDeposit", movement(&a, 1000.0, true)).await;
    assert_eq!(
        (d["status"].as_str(), d["holdAmount"].as_f64(), d["balance"].as_f64(), d["availableBalance"].as_f64()),
        (Some("PENDING"), Some(1000.0), Some(150_000.0), Some(150_000.0))
    );
    // Approved: book +amount, hold released, available +amount.
    let approved = b
        .ok(
            "Senior Teller",
            "ApproveTransaction",
            json!({"transactionId": d["transactionId"], "approverNotes": "counted"}),
        )
        .await;
    assert_eq!(
        (approved["previousState"].as_str(), approved["newState"].as_str(), approved["approvedBy"].as_str()),
        (Some("PENDING"), Some("SETTLED"), Some("senior.bola"))
    );
    let impact = &approved["balanceImpact"];
    assert_eq!(
        (impact["accountNumber"].as_str(), impact["previousBalance"].as_f64(), impact["newBalance"].as_f64()),
        (Some(a.as_str()), Some(150_000.0), Some(151_000.0))
    );
    assert_eq!((impact["transactionAmount"].as_f64(), impact["holdReleased"].as_f64()), (Some(1000.0), Some(1000.0)));
    assert!(approved["approvalDate"].is_string());
    assert_eq!(b.balances(&a), (151_000.0, 0.0, 151_000.0));

    // Deposit direct (SETTLED): book and available +amount.
    let direct = b.ok("Teller", "InitiateDeposit", movement(&a, 500.0, false)).await;
    assert_eq!(direct["status"], "SETTLED");
    assert_eq!(b.balances(&a), (151_500.0, 0.0, 151_500.0));

    // Withdrawal PENDING: book unchanged, hold +amount, available -amount.
    let w = b.ok("Teller", "InitiateWithdrawal", movement(&a, 2000.0, true)).await;
    assert_eq!(b.balances(&a), (151_500.0, 2000.0, 149_500.0));
    // Approved: book -amount, hold released, available unchanged.
    b.ok("Senior Teller", "ApproveTransaction", json!({"transactionId": w["transactionId"]})).await;
    assert_eq!(b.balances(&a), (149_500.0, 0.0, 149_500.0));
    // Withdrawal direct: book and available -amount.
    b.ok("Teller", "InitiateWithdrawal", movement(&a, 499.5, false)).await;
    assert_eq!(b.balances(&a), (149_000.5, 0.0, 149_000.5));
    // More than available is refused at initiation, pending or not.
    let e =
        b.refused("Teller", "InitiateWithdrawal", movement(&a, 149_000.51, true), 400, "INSUFFICIENT_BALANCE").await;
    assert_eq!(e["availableBalance"].as_f64(), Some(149_000.5));
    b.refused("Teller", "InitiateWithdrawal", movement(&a, 200_000.0, false), 400, "INSUFFICIENT_BALANCE").await;
    // Each settled transaction posted exactly one journal, referenced by its id
    // (the demo's cheques settle through universal transactions of their own).
    let settled = db
        .sql_scalar_i64(
            "SELECT COUNT(*) FROM transactions WHERE state = 'SETTLED' AND transaction_type NOT LIKE 'CHEQUE%'",
        )
        .await;
    let journaled = db
        .sql_scalar_i64("SELECT COUNT(*) FROM transactions t JOIN journal_transactions j ON j.transaction_id = t.transaction_id AND j.id = t.journal_id WHERE t.transaction_type NOT LIKE 'CHEQUE%'")
        .await;
    assert_eq!((settled, journaled), (4, 4));
    db.bank(&["verify"]).ok();
}

async fn approval_rules_and_error_codes(db: TestDb) {
    let b = start(&db).await;
    let rich = b.account(2); // VIP, 42,000,000.00
    // The maker never approves their own transaction.
    let own = b.ok("Senior Teller", "InitiateWithdrawal", movement(&rich, 100.0, true)).await;
    b.refused(
        "Senior Teller",
        "ApproveTransaction",
        json!({"transactionId": own["transactionId"]}),
        403,
        "SELF_APPROVAL_NOT_ALLOWED",
    )
    .await;
    // A teller cannot approve at all.
    b.refused(
        "Teller",
        "ApproveTransaction",
        json!({"transactionId": own["transactionId"]}),
        403,
        "INSUFFICIENT_PERMISSIONS",
    )
    .await;
    // Role approval limit: 3,000,000 is above a Senior Teller's 2,000,000.
    let big = b.ok("Teller", "InitiateDeposit", movement(&rich, 3_000_000.0, true)).await;
    let e = b
        .refused(
            "Senior Teller",
            "ApproveTransaction",
            json!({"transactionId": big["transactionId"]}),
            403,
            "APPROVAL_LIMIT_EXCEEDED",
        )
        .await;
    assert_eq!(
        (e["transactionAmount"].as_f64(), e["userApprovalLimit"].as_f64(), e["requiredRole"].as_str()),
        (Some(3_000_000.0), Some(2_000_000.0), Some("Approver"))
    );
    b.ok("Approver", "ApproveTransaction", json!({"transactionId": big["transactionId"]})).await;
    b.refused(
        "Approver",
        "ApproveTransaction",
        json!({"transactionId": big["transactionId"]}),
        409,
        "DUPLICATE_REQUEST",
    )
    .await;
    // A refused approval leaves no approval behind (SQLite records it before the checks).
    let approvals = |t: &Value| {
        format!(
            "SELECT COUNT(*) FROM transaction_approvals a JOIN transactions t ON t.id = a.transaction_id
             WHERE t.transaction_id = '{}'",
            t["transactionId"].as_str().unwrap_or_default()
        )
    };
    assert_eq!((db.sql_scalar_i64(&approvals(&own)).await, db.sql_scalar_i64(&approvals(&big)).await), (0, 1));
    // Above 10,000,000 two different approvers are needed.
    let huge = b.ok("Teller", "InitiateWithdrawal", movement(&rich, 12_000_000.0, true)).await;
    assert_eq!(huge["approvalsRequired"], 2);
    let first = b.ok("Branch Manager", "ApproveTransaction", json!({"transactionId": huge["transactionId"]})).await;
    assert_eq!((first["newState"].as_str(), first["approvalsGiven"].as_i64()), (Some("PENDING"), Some(1)));
    b.refused(
        "Branch Manager",
        "ApproveTransaction",
        json!({"transactionId": huge["transactionId"]}),
        409,
        "DUPLICATE_REQUEST",
    )
    .await;
    let second = b.ok("Regional Manager", "ApproveTransaction", json!({"transactionId": huge["transactionId"]})).await;
    assert_eq!(second["newState"], "SETTLED");
    // Unknown transaction, field limits, closed accounts.
    b.refused(
        "Approver",
        "ApproveTransaction",
        json!({"transactionId": "00000000-0000-0000-0000-000000000000"}),
        404,
        "TRANSACTION_NOT_FOUND",
    )
    .await;
    let (status, reply) = b
        .call(
            "Approver",
            "ApproveTransaction",
            json!({"transactionId": own["transactionId"], "approverNotes": "x".repeat(501)}),
        )
        .await;
    assert_eq!((status, reply["errors"][0]["field"].as_str()), (400, Some("approverNotes")), "{reply}");
    let (status, reply) = b.call("Approver", "ApproveTransaction", json!({"approverNotes": 5})).await;
    assert_eq!(status, 400, "{reply}");
    // Compliance: the 12,000,000 withdrawal was reported.
    let large = db.sql_scalar_i64("SELECT COUNT(*) FROM compliance_reports WHERE trigger_code = 'LARGE_AMOUNT'").await;
    assert_eq!(large, 1, "only the amount above 5,000,000 is reported");
    // Five approvals per hour per user.
    let approver = "Approver";
    for _ in 0..4 {
        let t = b.ok("Teller", "InitiateDeposit", movement(&rich, 10.0, true)).await;
        b.ok(approver, "ApproveTransaction", json!({"transactionId": t["transactionId"]})).await;
    }
    let sixth = b.ok("Teller", "InitiateDeposit", movement(&rich, 10.0, true)).await;
    b.refused(
        approver,
        "ApproveTransaction",
        json!({"transactionId": sixth["transactionId"]}),
        429,
        "APPROVAL_RATE_LIMIT_EXCEEDED",
    )
    .await;
    // Three failed approvals in the hour raise a compliance report (there were more above).
    let failed = db
        .sql_scalar_i64("SELECT COUNT(*) FROM compliance_reports WHERE trigger_code = 'REPEATED_FAILED_APPROVALS'")
        .await;
    assert!(failed >= 1, "repeated failed approvals reported");
    // The audit event carries the spec's fields.
    let audited = db
        .sql_scalar_i64(
            "SELECT COUNT(*) FROM transaction_audit WHERE event_type = 'TransactionApproved' AND user_name = 'approver.chidi'
             AND role = 'Approver' AND previous_state = 'PENDING' AND new_state = 'SETTLED' AND ip_address = '127.0.0.1'
             AND balance_impact LIKE '%holdReleased%' AND branch_name = 'Ikeja Allen Avenue'",
        )
        .await;
    assert_eq!(audited, 5);
    db.bank(&["verify"]).ok();
}

async fn reject_cancel_and_their_controls(db: TestDb) {
    let b = start(&db).await;
    let a = b.account(1);
    let before = b.balances(&a);
    let w = b.ok("Teller", "InitiateWithdrawal", movement(&a, 1000.0, true)).await;
    b.refused(
        "Senior Teller",
        "RejectTransaction",
        json!({"transactionId": w["transactionId"]}),
        400,
        "VALIDATION_ERROR",
    )
    .await;
    b.refused(
        "Senior Teller",
        "RejectTransaction",
        json!({"transactionId": w["transactionId"], "rejectionReason": "x", "rejectionCategory": "WHIM"}),
        400,
        "VALIDATION_ERROR",
    )
    .await;
    let r = b.ok("Senior Teller", "RejectTransaction", json!({"transactionId": w["transactionId"], "rejectionReason": "signature mismatch", "rejectionCategory": "FRAUD"})).await;
    assert_eq!(
        (r["newState"].as_str(), r["rejectedBy"].as_str(), r["rejectionCategory"].as_str()),
        (Some("CANCELLED"), Some("senior.bola"), Some("FRAUD"))
    );
    let impact = &r["balanceImpact"];
    assert_eq!(
        (impact["holdReleased"].as_f64(), impact["netChange"].as_f64(), impact["balance"].as_f64()),
        (Some(1000.0), Some(0.0), Some(before.0))
    );
    assert_eq!(b.balances(&a), before, "cancelled: balance unchanged, hold released");
    b.refused(
        "Senior Teller",
        "RejectTransaction",
        json!({"transactionId": w["transactionId"], "rejectionReason": "again"}),
        409,
        "DUPLICATE_REQUEST",
    )
    .await;
    b.refused(
        "Teller",
        "CancelTransaction",
        json!({"transactionId": w["transactionId"], "cancellationReason": "x"}),
        409,
        "DUPLICATE_REQUEST",
    )
    .await;
    b.refused(
        "Senior Teller",
        "ApproveTransaction",
        json!({"transactionId": w["transactionId"]}),
        400,
        "TRANSACTION_NOT_PENDING",
    )
    .await;
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM compliance_reports WHERE trigger_code = 'REJECTED_FRAUD'").await,
        1
    );
    assert_eq!(
        db.sql_scalar_i64(
            "SELECT COUNT(*) FROM notifications WHERE action = 'transaction_update' AND message LIKE '%declined%'"
        )
        .await,
        1,
        "the customer (the demo's self-service profile) is told"
    );

    // Cancel: the maker cancels their own; another teller may not; transactions.cancel may.
    let d = b.ok("Teller", "InitiateDeposit", movement(&a, 700.0, true)).await;
    let c = b
        .ok(
            "Teller",
            "CancelTransaction",
            json!({"transactionId": d["transactionId"], "cancellationReason": "customer left"}),
        )
        .await;
    assert_eq!(
        (c["newState"].as_str(), c["cancelledBy"].as_str(), c["cancellationReason"].as_str()),
        (Some("CANCELLED"), Some("teller.ada"), Some("customer left"))
    );
    assert_eq!(c["balanceImpact"]["holdReleased"].as_f64(), Some(700.0));
    db.bank(&["user", "add", "teller.two", "--name", "T Two", "--email", "t2@demo.bank.ng", "--role", "Teller"]).ok();
    let other = db.bank(&["token", "issue", "teller.two"]).ok().stdout().trim().to_owned();
    let d2 = b.ok("Teller", "InitiateDeposit", movement(&a, 5.0, true)).await;
    let (status, reply) = b
        .server
        .post(
            "/api/bpm/cmd/CancelTransaction",
            Some(&other),
            &json!({"transactionId": d2["transactionId"], "cancellationReason": "not mine"}),
        )
        .await;
    assert_eq!((status, reply["errors"][0]["code"].as_str()), (403, Some("INSUFFICIENT_PERMISSIONS")), "{reply}");
    b.ok("Approver", "CancelTransaction", json!({"transactionId": d2["transactionId"], "cancellationReason": "stale"}))
        .await;
    let long = "x".repeat(1001);
    b.refused(
        "Teller",
        "CancelTransaction",
        json!({"transactionId": d2["transactionId"], "cancellationReason": long}),
        400,
        "VALIDATION_ERROR",
    )
    .await;
    db.bank(&["verify"]).ok();
}

async fn reversal_windows_and_effects(db: TestDb) {
    let b = start(&db).await;
    let a = b.account(1); // 8,750,000.00
    // A Senior Teller settles up to 2,000,000 directly.
    let d = b.ok("Senior Teller", "InitiateDeposit", movement(&a, 2_000_000.0, false)).await;
    assert_eq!(d["status"], "SETTLED");
    let before = b.balances(&a);
    b.refused(
        "Teller",
        "ReverseTransaction",
        json!({"transactionId": d["transactionId"], "reversalReason": "x"}),
        403,
        "INSUFFICIENT_PERMISSIONS",
    )
    .await;
    b.refused(
        "Branch Manager",
        "ReverseTransaction",
        json!({"transactionId": d["transactionId"]}),
        400,
        "VALIDATION_ERROR",
    )
    .await;
    b.refused(
        "Branch Manager",
        "ReverseTransaction",
        json!({"transactionId": d["transactionId"], "reversalReason": "x", "reversalNarration": "n".repeat(201)}),
        400,
        "VALIDATION_ERROR",
    )
    .await;
    let r = b.ok("Branch Manager", "ReverseTransaction", json!({"transactionId": d["transactionId"], "reversalReason": "keyed twice", "reversalNarration": "Reversal", "reversalCategory": "DUPLICATE"})).await;
    assert_eq!(
        (r["previousState"].as_str(), r["newState"].as_str(), r["reversedBy"].as_str(), r["reversalWindow"].as_str()),
        (Some("SETTLED"), Some("REVERSED"), Some("manager.dayo"), Some("SAME_DAY"))
    );
    assert_eq!(
        (
            r["balanceImpact"]["previousBalance"].as_f64(),
            r["balanceImpact"]["newBalance"].as_f64(),
            r["balanceImpact"]["reversalAmount"].as_f64()
        ),
        (Some(before.0), Some(before.0 - 2_000_000.0), Some(2_000_000.0))
    );
    assert!(r["reversalTransactionId"].is_string() && r["reversalTransactionId"] != d["transactionId"]);
    assert_eq!(
        (r["originalTransaction"]["amount"].as_f64(), r["originalTransaction"]["narration"].as_str()),
        (Some(2_000_000.0), Some("test"))
    );
    assert!(r["originalTransaction"]["transactionDate"].is_string());
    assert_eq!(b.balances(&a).0, before.0 - 2_000_000.0, "deposit reversed: balance decreased");
    b.refused(
        "Branch Manager",
        "ReverseTransaction",
        json!({"transactionId": d["transactionId"], "reversalReason": "again"}),
        409,
        "DUPLICATE_REQUEST",
    )
    .await;
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM compliance_reports WHERE trigger_code = 'LARGE_REVERSAL'").await,
        1
    );

    // A pending transaction is not settled; a withdrawal reversal returns money.
    let p = b.ok("Teller", "InitiateWithdrawal", movement(&a, 10.0, true)).await;
    b.refused(
        "Branch Manager",
        "ReverseTransaction",
        json!({"transactionId": p["transactionId"], "reversalReason": "x"}),
        400,
        "TRANSACTION_NOT_SETTLED",
    )
    .await;
    let w = b.ok("Teller", "InitiateWithdrawal", movement(&a, 300.0, false)).await;
    let mid = b.balances(&a).0;
    b.ok(
        "Branch Manager",
        "ReverseTransaction",
        json!({"transactionId": w["transactionId"], "reversalReason": "cash returned"}),
    )
    .await;
    assert_eq!(b.balances(&a).0, mid + 300.0);

    // A deposit already spent cannot be reversed.
    let small = b.account(3); // 98,500.50
    let dep = b.ok("Teller", "InitiateDeposit", movement(&small, 1000.0, false)).await;
    b.ok("Teller", "InitiateWithdrawal", movement(&small, 99_000.0, false)).await;
    b.refused(
        "Branch Manager",
        "ReverseTransaction",
        json!({"transactionId": dep["transactionId"], "reversalReason": "x"}),
        400,
        "INSUFFICIENT_BALANCE",
    )
    .await;

    // Windows: age the settlement and walk through NEXT_DAY, AGED and beyond.
    let aged = b.ok("Teller", "InitiateDeposit", movement(&a, 50.0, false)).await;
    let id = aged["transactionId"].as_str().expect("id").to_owned();
    let age = |hours: i64| {
        format!("UPDATE transactions SET settled_at = '{}' WHERE transaction_id = '{id}'", db.hours_ago(hours))
    };
    db.sql_execute(&age(100)).await.expect("age");
    let senior = b
        .refused(
            "Branch Manager",
            "ReverseTransaction",
            json!({"transactionId": &id, "reversalReason": "x".repeat(60)}),
            403,
            "INSUFFICIENT_PERMISSIONS",
        )
        .await;
    assert!(
        senior["message"].as_str().is_some_and(|m| m.contains("AGED") && m.contains("Regional Manager")),
        "{senior}"
    );
    let short = b
        .refused(
            "Regional Manager",
            "ReverseTransaction",
            json!({"transactionId": &id, "reversalReason": "too short"}),
            400,
            "VALIDATION_ERROR",
        )
        .await;
    assert!(short["message"].as_str().is_some_and(|m| m.contains("detailed justification")), "{short}");
    db.sql_execute(&age(721)).await.expect("age");
    b.refused(
        "Admin",
        "ReverseTransaction",
        json!({"transactionId": &id, "reversalReason": "x".repeat(60)}),
        400,
        "REVERSAL_WINDOW_EXPIRED",
    )
    .await;
    db.sql_execute(&age(100)).await.expect("age");
    let ok = b.ok("Regional Manager", "ReverseTransaction", json!({"transactionId": &id, "reversalReason": "Customer disputed the deposit slip; branch audit confirmed a keying error."})).await;
    assert_eq!(ok["reversalWindow"], "AGED");
    // Next day, a branch manager (the supervisor) may reverse.
    let next = b.ok("Teller", "InitiateDeposit", movement(&a, 60.0, false)).await;
    let next_id = next["transactionId"].as_str().expect("id").to_owned();
    db.sql_execute(&format!(
        "UPDATE transactions SET settled_at = '{}' WHERE transaction_id = '{next_id}'",
        db.hours_ago(30)
    ))
    .await
    .expect("age");
    let r = b
        .ok(
            "Branch Manager",
            "ReverseTransaction",
            json!({"transactionId": &next_id, "reversalReason": "late correction"}),
        )
        .await;
    assert_eq!(r["reversalWindow"], "NEXT_DAY");
    db.bank(&["verify"]).ok();
}

async fn loan_disbursement_and_its_reversal(db: TestDb) {
    let b = start(&db).await;
    let approved = b.manifest["loans"]
        .as_array()
        .and_then(|l| l.iter().find(|l| l["state"] == "APPROVED"))
        .expect("approved loan")
        .clone();
    let pending = b.manifest["loans"]
        .as_array()
        .and_then(|l| l.iter().find(|l| l["state"] == "PENDING_APPROVAL"))
        .expect("pending loan")
        .clone();
    let a = b.account(1); // the approved loan's client (DEMO-C002)
    let body = |loan: &Value| json!({"loanId": loan["id"], "accountNumber": a, "requireApproval": false, "narration": "disbursement"});
    b.refused("Teller", "InitiateLoanDisbursement", body(&pending), 400, "INVALID_STATE_TRANSITION").await;
    let before = b.balances(&a).0;
    // 12,000,000 is above what one maker may settle, whatever requireApproval says: two approvers.
    let d = b.ok("Teller", "InitiateLoanDisbursement", body(&approved)).await;
    assert_eq!(
        (
            d["status"].as_str(),
            d["transactionType"].as_str(),
            d["approvalReason"].as_str(),
            d["approvalsRequired"].as_i64()
        ),
        (Some("PENDING"), Some("LOAN_DISBURSEMENT"), Some("AMOUNT_ABOVE_THRESHOLD"), Some(2))
    );
    assert_eq!(b.balances(&a).0, before);
    b.ok("Branch Manager", "ApproveTransaction", json!({"transactionId": d["transactionId"]})).await;
    let settled = b.ok("Regional Manager", "ApproveTransaction", json!({"transactionId": d["transactionId"]})).await;
    assert_eq!(settled["newState"], "SETTLED");
    assert_eq!(b.balances(&a).0, before + 12_000_000.0);
    let loan =
        db.bank(&["exec", "RetrieveLoanByIdQuery", "--data", &json!({"id": approved["id"]}).to_string()]).ok_json();
    assert_eq!(loan["Data"]["State"], "DISBURSED");
    b.refused("Teller", "InitiateLoanDisbursement", body(&approved), 400, "INVALID_STATE_TRANSITION").await;
    let r = b
        .ok(
            "Branch Manager",
            "ReverseTransaction",
            json!({"transactionId": d["transactionId"], "reversalReason": "disbursed to the wrong account"}),
        )
        .await;
    assert_eq!(r["newState"], "REVERSED");
    let loan =
        db.bank(&["exec", "RetrieveLoanByIdQuery", "--data", &json!({"id": approved["id"]}).to_string()]).ok_json();
    assert_eq!(loan["Data"]["State"], "APPROVED", "defunded: back to APPROVED");
    assert_eq!(b.balances(&a).0, before);
    db.bank(&["verify"]).ok();
}

async fn expiry_flags_thresholds_and_idempotency(db: TestDb) {
    let b = start(&db).await;
    let a = b.account(0);
    // Idempotency: a retried request creates nothing twice.
    let mut body = movement(&a, 25.0, false);
    body["idempotencyKey"] = json!("teller-ada-0001");
    let first = b.ok("Teller", "InitiateDeposit", body.clone()).await;
    let again = b.ok("Teller", "InitiateDeposit", body).await;
    assert_eq!(first["transactionId"], again["transactionId"]);
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM transactions WHERE idempotency_key = 'teller-ada-0001'").await,
        1
    );
    assert_eq!(first, again, "same request, same answer");
    // Retries of a pending request racing under one key: one row and its
    // hold, one answer for all (on PostgreSQL the losers' row collides with
    // the winner's key and is retried, finding the winner's answer).
    let before = b.balances(&a);
    let mut racing = movement(&a, 30.0, true);
    racing["idempotencyKey"] = json!("teller-ada-0002");
    let answers = futures_join_all((0..6).map(|_| b.call("Teller", "InitiateDeposit", racing.clone()))).await;
    let id = &answers[0].1["data"]["transactionId"];
    assert!(answers.iter().all(|(s, r)| *s == 200 && r["data"]["transactionId"] == *id), "{answers:?}");
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM transactions WHERE idempotency_key = 'teller-ada-0002'").await,
        1
    );
    assert_eq!(b.balances(&a), (before.0, before.1 + 30.0, before.2), "one hold");
    // The key is bound to its request: another amount under it is refused and changes nothing.
    let before = b.balances(&a);
    let mut other = movement(&a, 26.0, false);
    other["idempotencyKey"] = json!("teller-ada-0001");
    b.refused("Teller", "InitiateDeposit", other, 422, "IDEMPOTENCY_KEY_REUSED").await;
    assert_eq!(b.balances(&a), before);
    // The header carries the key as well; it may not contradict the body.
    let (status, by_header) = b
        .server
        .post_with_header(
            "/api/bpm/cmd/InitiateDeposit",
            token_of(&b.manifest, "Teller"),
            ("Idempotency-Key", "teller-ada-0001"),
            &movement(&a, 25.0, false),
        )
        .await;
    assert_eq!((status, &by_header["data"]), (200, &first), "{by_header}");
    let mut contradicting = movement(&a, 25.0, false);
    contradicting["idempotencyKey"] = json!("another-key");
    let (status, _) = b
        .server
        .post_with_header(
            "/api/bpm/cmd/InitiateDeposit",
            token_of(&b.manifest, "Teller"),
            ("Idempotency-Key", "teller-ada-0001"),
            &contradicting,
        )
        .await;
    assert_eq!(status, 400);

    // Thresholds decide when requireApproval is absent.
    let set = json!({"transactionType": "WITHDRAWAL", "channel": "BRANCH", "thresholds": [
        {"accountTier": "BASIC", "amountThreshold": 1000, "requireApproval": true, "approverRole": "Approver"}]});
    db.bank(&["--as", "regional.efe", "exec", "SetApprovalThresholdCommand", "--data", &set.to_string()]).ok();
    let small =
        b.ok("Teller", "InitiateWithdrawal", json!({"accountNumber": a, "amount": 999, "channel": "BRANCH"})).await;
    assert_eq!(small["status"], "SETTLED");
    let large =
        b.ok("Teller", "InitiateWithdrawal", json!({"accountNumber": a, "amount": 1000, "channel": "BRANCH"})).await;
    assert_eq!(large["status"], "PENDING");
    b.refused(
        "Senior Teller",
        "ApproveTransaction",
        json!({"transactionId": large["transactionId"]}),
        403,
        "INSUFFICIENT_PERMISSIONS",
    )
    .await;

    // Pending over 4 hours are flagged; past 24 hours they expire to CANCELLED.
    let id = large["transactionId"].as_str().expect("id").to_owned();
    let stamp = |hours: i64| db.hours_ago(hours);
    let sql = format!(
        "UPDATE transactions SET created_at = '{}', expires_at = '{}' WHERE transaction_id = '{id}'",
        stamp(5),
        stamp(-19)
    );
    db.sql_execute(&sql).await.expect("age");
    let flagged = b.ok("Approver", "RetrieveTransactionsListQuery", json!({"flagged": true})).await;
    assert_eq!(flagged["totalRows"], 1);
    assert_eq!(
        (flagged["items"][0]["transactionId"].as_str(), flagged["items"][0]["isFlagged"].as_bool()),
        (Some(id.as_str()), Some(true))
    );
    let sql = format!("UPDATE transactions SET expires_at = '{}' WHERE transaction_id = '{id}'", stamp(1));
    db.sql_execute(&sql).await.expect("expire");
    b.refused("Approver", "ApproveTransaction", json!({"transactionId": &id}), 400, "TRANSACTION_NOT_PENDING").await;
    let held = b.balances(&a).1;
    let expired = b.ok("Approver", "ExpirePendingTransactionsCommand", json!({})).await;
    assert_eq!(expired["expired"], 1);
    assert_eq!(b.balances(&a).1, held - 1000.0, "the hold is released");
    let shown = b.ok("Teller", "RetrieveTransactionByIdQuery", json!({"transactionId": &id})).await;
    assert_eq!((shown["status"].as_str(), shown["reason"].as_str()), (Some("CANCELLED"), Some("expired")));
    db.bank(&["verify"]).ok();
}

async fn races_never_double_settle_or_overdraw(db: TestDb) {
    let b = start(&db).await;
    let a = b.account(3); // 98,500.50
    // Two approvers approve one transaction at once: exactly one succeeds.
    let t = b.ok("Teller", "InitiateWithdrawal", movement(&a, 100.0, true)).await;
    let body = json!({"transactionId": t["transactionId"]});
    let (one, two) = tokio::join!(
        b.call("Approver", "ApproveTransaction", body.clone()),
        b.call("Branch Manager", "ApproveTransaction", body)
    );
    let mut statuses = [one.0, two.0];
    statuses.sort();
    assert_eq!(statuses, [200, 409], "{one:?} {two:?}");
    // Many concurrent withdrawals never take available below zero.
    let calls = (0..12).map(|_| b.call("Teller", "InitiateWithdrawal", movement(&a, 10_000.0, false)));
    let results = futures_join_all(calls).await;
    let settled = results.iter().filter(|(s, _)| *s == 200).count();
    assert_eq!(settled, 9, "98,400.50 covers nine withdrawals of 10,000: {results:?}");
    assert!(results.iter().filter(|(s, _)| *s != 200).all(|(_, r)| r["errors"][0]["code"] == "INSUFFICIENT_BALANCE"));
    assert!(b.balances(&a).2 >= 0.0);
    // Approval and cancellation at once: one wins, the other is refused.
    let p = b.ok("Teller", "InitiateDeposit", movement(&a, 50.0, true)).await;
    let (approve, cancel) = tokio::join!(
        b.call("Approver", "ApproveTransaction", json!({"transactionId": p["transactionId"]})),
        b.call(
            "Teller",
            "CancelTransaction",
            json!({"transactionId": p["transactionId"], "cancellationReason": "changed mind"})
        )
    );
    assert_eq!([approve.0, cancel.0].iter().filter(|s| **s == 200).count(), 1, "{approve:?} {cancel:?}");
    db.bank(&["verify"]).ok();
}

async fn futures_join_all<F: std::future::Future<Output = (u16, Value)>>(
    calls: impl Iterator<Item = F>,
) -> Vec<(u16, Value)> {
    let mut set = Vec::new();
    for call in calls {
        set.push(call);
    }
    let mut out = Vec::with_capacity(set.len());
    let pinned: Vec<_> = set.into_iter().map(Box::pin).collect();
    let mut pending: Vec<_> = pinned.into_iter().map(Some).collect();
    // Poll all together so the requests overlap.
    std::future::poll_fn(|cx| {
        let mut all = true;
        for slot in pending.iter_mut() {
            if let Some(fut) = slot {
                match fut.as_mut().poll(cx) {
                    std::task::Poll::Ready(v) => {
                        out.push(v);
                        *slot = None;
                    }
                    std::task::Poll::Pending => all = false,
                }
            }
        }
        if all { std::task::Poll::Ready(()) } else { std::task::Poll::Pending }
    })
    .await;
    out
}

async fn teller_transactions_move_the_till(db: TestDb) {
    let b = start(&db).await;
    let till = b.manifest["tills"][0]["tillId"].as_str().expect("demo till").to_owned();
    let a = b.account(0);
    let balance = || {
        let list = db
            .bank(&["--as", "teller.ada", "exec", "GetMyTellerTillListQuery", "--data", r#"{"status": "Open"}"#])
            .ok_json();
        (list["data"]["tills"][0]["currentBalance"].as_f64(), list["data"]["tills"][0]["transactionCount"].as_i64())
    };
    assert_eq!(balance(), (Some(2_000_000.0), Some(0)));
    let mut deposit = movement(&a, 10_000.0, false);
    deposit["tillId"] = json!(till);
    let d = b.ok("Teller", "InitiateDeposit", deposit).await;
    assert_eq!(balance(), (Some(2_010_000.0), Some(1)), "cash in: the till grows");
    let mut withdrawal = movement(&a, 5_000.0, true);
    withdrawal["tillId"] = json!(till);
    let w = b.ok("Teller", "InitiateWithdrawal", withdrawal).await;
    assert_eq!(balance().0, Some(2_010_000.0), "pending: no cash has moved");
    b.ok("Senior Teller", "ApproveTransaction", json!({"transactionId": w["transactionId"]})).await;
    assert_eq!(balance().0, Some(2_005_000.0), "cash out on approval");
    b.ok(
        "Branch Manager",
        "ReverseTransaction",
        json!({"transactionId": d["transactionId"], "reversalReason": "counterfeit notes"}),
    )
    .await;
    assert_eq!(balance().0, Some(1_995_000.0), "the reversal takes the cash back out");
    // Only the till's own teller may use it.
    let mut foreign = movement(&a, 1.0, false);
    foreign["tillId"] = json!(till);
    b.refused("Senior Teller", "InitiateDeposit", foreign, 400, "VALIDATION_ERROR").await;
    db.bank(&["verify"]).ok();
}

/// `requireApproval: false` asks; the policy decides: above the maker's role
/// limit or the two-approver threshold the transaction waits, never refused.
async fn the_maker_never_skips_the_approval_policy(db: TestDb) {
    let b = start(&db).await;
    let a = b.account(1); // 8,750,000.00
    // A Teller's 600,000 withdrawal (limit 500,000): PENDING with its hold, one approver.
    let w = b.ok("Teller", "InitiateWithdrawal", movement(&a, 600_000.0, false)).await;
    assert_eq!(
        (w["status"].as_str(), w["approvalReason"].as_str(), w["approvalsRequired"].as_i64(), w["holdAmount"].as_f64()),
        (Some("PENDING"), Some("AMOUNT_ABOVE_ROLE_LIMIT"), Some(1), Some(600_000.0)),
        "{w}"
    );
    // A Branch Manager's 20,000,000 deposit: PENDING, two different approvers.
    let d = b.ok("Branch Manager", "InitiateDeposit", movement(&a, 20_000_000.0, false)).await;
    assert_eq!(
        (d["status"].as_str(), d["approvalReason"].as_str(), d["approvalsRequired"].as_i64()),
        (Some("PENDING"), Some("AMOUNT_ABOVE_THRESHOLD"), Some(2)),
        "{d}"
    );
    let first = b.ok("Regional Manager", "ApproveTransaction", json!({"transactionId": d["transactionId"]})).await;
    assert_eq!(first["newState"], "PENDING");
    let second = b.ok("Admin", "ApproveTransaction", json!({"transactionId": d["transactionId"]})).await;
    assert_eq!(second["newState"], "SETTLED");
    // A 100 deposit stays direct, and says no reason.
    let small = b.ok("Teller", "InitiateDeposit", movement(&a, 100.0, false)).await;
    assert_eq!(small["status"], "SETTLED");
    assert!(small.get("approvalReason").is_none(), "{small}");
    db.bank(&["verify"]).ok();
}
