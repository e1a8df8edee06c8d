//! Money integrity under concurrency: holds belong to their owner, every
//! state-changing command run several times at once on one target has exactly
//! one winner, and a lost database connection is retried or answered 503.
//! `bank verify` passes after each.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Backend, Server, TestDb, token_of};

on_both_backends!(
    holds_belong_to_their_owner,
    concurrent_commands_have_one_winner,
    one_approvers_hourly_limit_holds_under_concurrency,
    approvals_from_copies_are_checked_as_read_ones,
    lost_connections_answer_503,
    killed_mid_batch_loses_nothing_acknowledged,
);

/// PostgreSQL: deposits and withdrawals on different accounts sent at once
/// share groups (past one in flight, one group at a time, so every arrival
/// while it runs waits for the next). Withdrawals past the balance fail inside their groups and
/// take them back: every member runs again alone, and each gets its own
/// answer. Deposits sent alone at once then commit in groups. Every balance
/// is what the answers say, and the books verify.
#[tokio::test(flavor = "multi_thread")]
async fn fused_writes_fail_alone_and_commit_together() {
    let Some(db) = TestDb::postgres_only().await else { return };
    std::fs::write(db.dir.path().join("bank.toml"), "fuse_alone = 1\nfuse_groups = 1\nfuse_max = 8\n").expect("config");
    let b = start(&db).await;
    let accounts: Vec<String> = (0..6).map(|i| b.account(i)).collect();
    let mut before = Vec::new();
    for a in &accounts {
        before.push(b.balances(a).await.0);
    }
    let movement = |a: &String, amount: f64| json!({"accountNumber": a, "amount": amount, "narration": "fused"});
    for round in 0..3 {
        let mut sent = Vec::new();
        for (a, was) in accounts.iter().zip(&before) {
            sent.push(("InitiateDeposit", movement(a, 10.0)));
            if round == 0 {
                sent.push(("InitiateWithdrawal", movement(a, was + 1000.0)));
            }
        }
        let calls = sent.iter().map(|(name, body)| b.call("Teller", Door::Transaction, name, body));
        for (status, reply) in join_all(calls).await {
            match status {
                200 => assert_eq!(reply["data"]["status"], "SETTLED", "{reply}"),
                _ => {
                    assert_eq!((status, &reply["errors"][0]["code"]), (400, &json!("INSUFFICIENT_BALANCE")), "{reply}")
                }
            }
        }
    }
    for (a, was) in accounts.iter().zip(&before) {
        assert_eq!(b.balances(a).await.0, was + 30.0, "{a}: three deposits, no withdrawal");
    }
    let page = b.server.client.get(format!("{}/metrics", b.server.base)).send().await.expect("scrape");
    let page = page.text().await.expect("metrics");
    for outcome in ["rolled_back", "committed"] {
        let groups = format!("bank_fused_groups_total{{outcome=\"{outcome}\"}}");
        assert!(page.lines().any(|l| l.starts_with(&groups) && !l.ends_with(" 0")), "{outcome} groups in {page}");
    }
    b.verify();
}

/// How many copies of one command race for the same target.
const RACERS: usize = 6;

struct Bank<'a> {
    server: Server,
    manifest: Value,
    db: &'a TestDb,
}

/// Where a command is sent: its endpoint and envelope.
#[derive(Clone, Copy)]
enum Door {
    /// `/api/bpm/cmd/{Name}` with a flat body.
    Transaction,
    /// `/api/core/cmd` with `{commandName, data}`.
    Core,
    /// `/api/bpm/cmd` with `{commandName, data}` (cheques).
    Bpm,
}

impl Bank<'_> {
    async fn call(&self, role: &str, door: Door, name: &str, body: &Value) -> (u16, Value) {
        let token = Some(token_of(&self.manifest, role));
        match door {
            Door::Transaction => self.server.post(&format!("/api/bpm/cmd/{name}"), token, body).await,
            Door::Core => self.server.post("/api/core/cmd", token, &json!({"commandName": name, "data": body})).await,
            Door::Bpm => self.server.post("/api/bpm/cmd", token, &json!({"commandName": name, "data": body})).await,
        }
    }

    async fn ok(&self, role: &str, door: Door, name: &str, body: Value) -> Value {
        let (status, reply) = self.call(role, door, name, &body).await;
        assert_eq!(status, 200, "{name} {body}: {reply}");
        match door {
            Door::Core => reply["Data"].clone(),
            _ => reply["data"].clone(),
        }
    }

    fn account(&self, i: usize) -> String {
        self.manifest["accounts"][i]["accountNumber"].as_str().expect("account").to_owned()
    }

    /// (book, hold, available) of an account, in major units.
    async fn balances(&self, number: &str) -> (f64, f64, f64) {
        let d = self.ok("Admin", Door::Core, "RetrieveDepositAccountByIdQuery", json!({"accountNumber": number})).await;
        let n = |k: &str| d[k].as_f64().unwrap_or_else(|| panic!("{k} in {d}"));
        (n("BookBalance"), n("HoldAmount"), n("AvailableBalance"))
    }

    async fn withdrawal(&self, account: &str, amount: f64, approval: bool) -> Value {
        let body =
            json!({"accountNumber": account, "amount": amount, "narration": "integrity", "requireApproval": approval});
        self.ok("Teller", Door::Transaction, "InitiateWithdrawal", body).await
    }

    async fn cheque_deposit(&self, account: usize, amount: f64, number: &str) -> Value {
        let days_ago = (chrono::Utc::now() - chrono::Duration::days(3)).date_naive().to_string();
        let body = json!({
            "accountEncodedKey": self.manifest["accounts"][account]["encodedKey"],
            "amount": amount,
            "chequeNumber": number,
            "drawerBank": "Zenith Bank",
            "drawerAccount": "1012345678",
            "chequeDate": days_ago,
        });
        self.ok("Teller", Door::Bpm, "InitiateChequeDepositCommand", body).await
    }

    fn verify(&self) {
        self.db.bank(&["verify"]).ok();
    }
}

async fn start(db: &TestDb) -> Bank<'_> {
    let manifest = db.init_with_demo();
    Bank { server: db.serve(&[]), manifest, db }
}

async fn holds_belong_to_their_owner(db: TestDb) {
    let b = start(&db).await;
    let a = b.account(0);
    let release = |hold: i64| json!({"holdId": hold});

    // A pending withdrawal's hold is released only by its own decision: on
    // its row, no hold a lien's command could name; kept apart (a row
    // written before migration 34), refused by that command.
    let before = b.balances(&a).await;
    let apart = "SELECT COUNT(*) FROM account_holds WHERE owner = 'TRANSACTION'";
    let kept = db.sql_scalar_i64(apart).await;
    let w = b.withdrawal(&a, 800.0, true).await;
    assert_eq!(db.sql_scalar_i64(apart).await, kept, "the hold is on the row");
    let hold = db.keep_hold_apart(w["transactionId"].as_str().expect("transaction id")).await;
    let (status, reply) = b.call("Senior Teller", Door::Core, "ReleaseAccountHoldCommand", &release(hold)).await;
    assert_eq!(status, 409, "{reply}");
    assert!(reply["Message"].as_str().is_some_and(|m| m.contains("pending transaction")), "{reply}");
    assert_eq!(b.balances(&a).await, (before.0, before.1 + 800.0, before.2 - 800.0), "the hold stands");
    let cancel = json!({"transactionId": w["transactionId"], "cancellationReason": "customer left"});
    b.ok("Teller", Door::Transaction, "CancelTransaction", cancel).await;
    assert_eq!(b.balances(&a).await, before, "cancelled: the hold is gone");

    // An uncleared cheque's hold is released only by clearing or bouncing it.
    let c = b.cheque_deposit(0, 5000.0, "700001").await;
    assert_eq!(c["chequeState"], "UNCLEARED", "{c}");
    let id = c["chequeTransactionId"].as_i64().expect("cheque id");
    let hold = db.sql_scalar_i64(&format!("SELECT hold_id FROM cheques WHERE id = {id}")).await;
    let (status, reply) = b.call("Senior Teller", Door::Core, "ReleaseAccountHoldCommand", &release(hold)).await;
    assert_eq!(status, 409, "{reply}");
    assert!(reply["Message"].as_str().is_some_and(|m| m.contains("uncleared cheque")), "{reply}");
    let bounce = json!({"chequeTransactionId": id, "reason": "drawer's signature differs"});
    b.ok("Approver", Door::Bpm, "InitiateBounceChequeCommand", bounce).await;

    // A lien is the account commands' own: released once, then 409.
    let lien = json!({"accountNumber": a, "amount": 250.0, "reason": "court order"});
    let placed = b.ok("Senior Teller", Door::Core, "PlaceAccountHoldCommand", lien).await;
    let hold = placed["HoldId"].as_i64().expect("hold id");
    b.ok("Senior Teller", Door::Core, "ReleaseAccountHoldCommand", release(hold)).await;
    let (status, reply) = b.call("Senior Teller", Door::Core, "ReleaseAccountHoldCommand", &release(hold)).await;
    assert_eq!(status, 409, "released twice: {reply}");
    let (status, _) = b.call("Senior Teller", Door::Core, "ReleaseAccountHoldCommand", &release(999_999)).await;
    assert_eq!(status, 404);
    b.verify();
}

/// One row of the race table: a target prepared fresh, then raced.
#[derive(Clone, Copy, Debug)]
enum Race {
    ReleaseLien,
    DisburseLoanDirect,
    DisburseLoanPending,
    Approve,
    Reject,
    Cancel,
    Reverse,
    ClearCheque,
    BounceCheque,
    ClosePeriod,
    ReopenPeriod,
}

const RACES: &[Race] = &[
    Race::ReleaseLien,
    Race::DisburseLoanDirect,
    Race::DisburseLoanPending,
    Race::Approve,
    Race::Reject,
    Race::Cancel,
    Race::Reverse,
    Race::ClearCheque,
    Race::BounceCheque,
    Race::ClosePeriod,
    Race::ReopenPeriod,
];

/// The racing request: who sends it, where, and the body.
struct Contest {
    role: &'static str,
    door: Door,
    name: &'static str,
    body: Value,
}

impl Bank<'_> {
    async fn prepare(&self, race: Race, round: usize) -> Contest {
        let a = self.account(0);
        let contest = |role, door, name, body| Contest { role, door, name, body };
        match race {
            Race::ReleaseLien => {
                let lien = json!({"accountNumber": a, "amount": 10.0, "reason": "race"});
                let placed = self.ok("Senior Teller", Door::Core, "PlaceAccountHoldCommand", lien).await;
                contest("Senior Teller", Door::Core, "ReleaseAccountHoldCommand", json!({"holdId": placed["HoldId"]}))
            }
            Race::DisburseLoanDirect | Race::DisburseLoanPending => {
                let loan = self.approved_loan().await;
                let body = json!({"loanId": loan, "accountNumber": self.account(1), "narration": "race",
                    "requireApproval": matches!(race, Race::DisburseLoanPending)});
                contest("Branch Manager", Door::Transaction, "InitiateLoanDisbursement", body)
            }
            Race::Approve | Race::Reject | Race::Cancel => {
                let w = self.withdrawal(&a, 100.0, true).await;
                let id = &w["transactionId"];
                match race {
                    Race::Approve => {
                        contest("Approver", Door::Transaction, "ApproveTransaction", json!({"transactionId": id}))
                    }
                    Race::Reject => contest(
                        "Approver",
                        Door::Transaction,
                        "RejectTransaction",
                        json!({"transactionId": id, "rejectionReason": "race", "rejectionCategory": "OTHER"}),
                    ),
                    _ => contest(
                        "Teller",
                        Door::Transaction,
                        "CancelTransaction",
                        json!({"transactionId": id, "cancellationReason": "race"}),
                    ),
                }
            }
            Race::Reverse => {
                let w = self.withdrawal(&a, 100.0, false).await;
                let body = json!({"transactionId": w["transactionId"], "reversalReason": "race"});
                contest("Branch Manager", Door::Transaction, "ReverseTransaction", body)
            }
            Race::ClosePeriod | Race::ReopenPeriod => {
                // Each close is of a later day than the last (a close never moves back):
                // a round's ClosePeriod race closes 30 - 2r days ago, its reopen 29 - 2r.
                let days_ago = 30 - 2 * round as u64 - u64::from(matches!(race, Race::ReopenPeriod));
                let through = chrono::Utc::now().date_naive() - chrono::Days::new(days_ago);
                let close = json!({"closedThrough": through.to_string()});
                if matches!(race, Race::ClosePeriod) {
                    return contest("Regional Manager", Door::Core, "CloseAccountingPeriodCommand", close);
                }
                self.ok("Regional Manager", Door::Core, "CloseAccountingPeriodCommand", close).await;
                let reopen = json!({"reason": "race", "closedThrough": through.to_string()});
                contest("Admin", Door::Core, "ReopenAccountingPeriodCommand", reopen)
            }
            Race::ClearCheque | Race::BounceCheque => {
                let number = format!("8{:05}", round * 100 + race as usize);
                let c = self.cheque_deposit(0, 300.0, &number).await;
                let id = &c["chequeTransactionId"];
                let today = chrono::Utc::now().date_naive().to_string();
                match race {
                    Race::ClearCheque => contest(
                        "Approver",
                        Door::Bpm,
                        "InitiateClearChequeCommand",
                        json!({"chequeTransactionId": id, "clearingDate": today}),
                    ),
                    _ => contest(
                        "Approver",
                        Door::Bpm,
                        "InitiateBounceChequeCommand",
                        json!({"chequeTransactionId": id, "reason": "race"}),
                    ),
                }
            }
        }
    }

    /// The demo's APPROVED loan, undisbursed again: a live disbursement of an
    /// earlier round is reversed or cancelled first.
    async fn approved_loan(&self) -> i64 {
        let loan = self.db.sql_scalar_i64("SELECT MIN(id) FROM loans WHERE state IN ('APPROVED', 'DISBURSED')").await;
        let live = format!(
            "SELECT COALESCE(MAX(transaction_id), '') FROM transactions WHERE loan_id = {loan} AND state = 'SETTLED'"
        );
        let settled = self.db.sql_text(&live).await;
        if !settled.is_empty() {
            let body = json!({"transactionId": settled, "reversalReason": "next round"});
            self.ok("Branch Manager", Door::Transaction, "ReverseTransaction", body).await;
        }
        let live = format!(
            "SELECT COALESCE(MAX(transaction_id), '') FROM transactions WHERE loan_id = {loan} AND state = 'PENDING'"
        );
        let pending = self.db.sql_text(&live).await;
        if !pending.is_empty() {
            let body = json!({"transactionId": pending, "cancellationReason": "next round"});
            self.ok("Branch Manager", Door::Transaction, "CancelTransaction", body).await;
        }
        loan
    }
}

async fn concurrent_commands_have_one_winner(db: TestDb) {
    let b = start(&db).await;
    // Enough approvals per hour for every round of the table.
    let settings = json!({"maxApprovalsPerHour": 1000});
    b.ok("Admin", Door::Core, "SetTransactionSettingsCommand", settings).await;
    let rounds = if matches!(db.backend, Backend::Postgres) { 3 } else { 1 };
    for round in 0..rounds {
        for &race in RACES {
            let contest = b.prepare(race, round).await;
            let calls = (0..RACERS).map(|_| b.call(contest.role, contest.door, contest.name, &contest.body));
            let results = join_all(calls).await;
            let winners = results.iter().filter(|(status, _)| *status == 200).count();
            assert_eq!(winners, 1, "{race:?} round {round}: {results:?}");
            for (status, reply) in results.iter().filter(|(status, _)| *status != 200) {
                assert!((400..500).contains(status), "{race:?}: the losers are refused, never a 5xx: {reply}");
                assert!(!reply.to_string().contains("constraint"), "{race:?}: {reply}");
            }
        }
        b.verify();
    }
}

/// One approver approving many pending withdrawals at once: none deadlocks
/// (each approval's row is inserted before the approver is locked, last),
/// and the hourly limit admits exactly its number.
async fn one_approvers_hourly_limit_holds_under_concurrency(db: TestDb) {
    let b = start(&db).await;
    let given = db
        .sql_scalar_i64(
            "SELECT COUNT(*) FROM transaction_approvals a JOIN users u ON u.id = a.approver_id
             JOIN roles r ON r.id = u.role_id WHERE r.name = 'Approver'",
        )
        .await;
    let settings = json!({"maxApprovalsPerHour": given + 3});
    b.ok("Admin", Door::Core, "SetTransactionSettingsCommand", settings).await;
    let mut bodies = Vec::new();
    for i in 0..8 {
        let pending = b.withdrawal(&b.account(i % 3), 10.0, true).await;
        bodies.push(json!({"transactionId": pending["transactionId"]}));
    }
    let calls = bodies.iter().map(|body| b.call("Approver", Door::Transaction, "ApproveTransaction", body));
    let mut statuses: Vec<u16> = join_all(calls).await.into_iter().map(|(status, _)| status).collect();
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 200, 200, 429, 429, 429, 429, 429]);
    b.verify();
}

/// On PostgreSQL the server approves from its copies when it holds them (the
/// pending transaction it wrote, its account as its last write left it, the
/// approver's count as their last approval there left it): no read. Such an
/// approval is refused as a read one is: of a transaction decided by another
/// process meanwhile, and beyond the approver's hourly limit (the write
/// checks it). SQLite, which keeps no copies, answers the same.
async fn approvals_from_copies_are_checked_as_read_ones(db: TestDb) {
    let b = start(&db).await;
    let approver_given = "SELECT COUNT(*) FROM transaction_approvals a JOIN users u ON u.id = a.approver_id
             JOIN roles r ON r.id = u.role_id WHERE r.name = 'Approver'";
    let given = db.sql_scalar_i64(approver_given).await;
    b.ok("Admin", Door::Core, "SetTransactionSettingsCommand", json!({"maxApprovalsPerHour": given + 2})).await;
    let a = b.account(0);
    let approve = |pending: &Value| json!({"transactionId": pending["transactionId"]});
    let first = b.withdrawal(&a, 10.0, true).await;
    b.ok("Approver", Door::Transaction, "ApproveTransaction", approve(&first)).await;
    let rejected = b.withdrawal(&a, 10.0, true).await;
    let id = rejected["transactionId"].as_str().expect("transactionId");
    db.bank(&["txn", "reject", id, "--reason", "decided elsewhere"]).ok();
    let (status, reply) = b.call("Approver", Door::Transaction, "ApproveTransaction", &approve(&rejected)).await;
    assert_eq!((status, &reply["errors"][0]["code"]), (400, &json!("TRANSACTION_NOT_PENDING")), "{reply}");
    let (second, third) = (b.withdrawal(&a, 10.0, true).await, b.withdrawal(&a, 10.0, true).await);
    b.ok("Approver", Door::Transaction, "ApproveTransaction", approve(&second)).await;
    let (status, reply) = b.call("Approver", Door::Transaction, "ApproveTransaction", &approve(&third)).await;
    assert_eq!((status, &reply["errors"][0]["code"]), (429, &json!("APPROVAL_RATE_LIMIT_EXCEEDED")), "{reply}");
    assert_eq!(db.sql_scalar_i64(approver_given).await, given + 2, "two approvals, the limit's");
    b.verify();
}

/// Runs the futures at once and collects their results.
async fn join_all<F: std::future::Future<Output = T>, T>(calls: impl Iterator<Item = F>) -> Vec<T> {
    let handles: Vec<_> = calls.map(Box::pin).collect();
    let mut slots: Vec<Option<T>> = handles.iter().map(|_| None).collect();
    let mut handles: Vec<_> = handles.into_iter().map(Some).collect();
    std::future::poll_fn(|cx| {
        let mut done = true;
        for (slot, handle) in slots.iter_mut().zip(handles.iter_mut()) {
            if let Some(future) = handle {
                match future.as_mut().poll(cx) {
                    std::task::Poll::Ready(v) => {
                        *slot = Some(v);
                        *handle = None;
                    }
                    std::task::Poll::Pending => done = false,
                }
            }
        }
        if done { std::task::Poll::Ready(()) } else { std::task::Poll::Pending }
    })
    .await;
    slots.into_iter().flatten().collect()
}

/// PostgreSQL's backends of the server are terminated under load: each request
/// is retried once on a fresh connection or answered 503 with Retry-After,
/// never 500; nothing acknowledged is lost.
async fn lost_connections_answer_503(db: TestDb) {
    if matches!(db.backend, Backend::Sqlite) {
        return; // an embedded file has no connection to lose
    }
    let b = start(&db).await;
    let a = b.account(2);
    let name = db.url.rsplit('/').next().expect("database name").to_owned();
    let kill = format!(
        "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = '{name}' AND application_name = 'bank'"
    );
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(4);
    let client = |i: usize| {
        let (b, a) = (&b, &a);
        async move {
            let mut outcomes = Vec::new();
            while std::time::Instant::now() < deadline {
                let body = json!({"accountNumber": a, "amount": 1.0, "narration": format!("load {i}"), "requireApproval": false});
                let response = b
                    .server
                    .client
                    .post(format!("{}/api/bpm/cmd/InitiateDeposit", b.server.base))
                    .bearer_auth(token_of(&b.manifest, "Teller"))
                    .json(&body)
                    .send()
                    .await
                    .expect("request");
                let retry_after = response.headers().contains_key("retry-after");
                outcomes.push((response.status().as_u16(), retry_after));
            }
            outcomes
        }
    };
    let killer = async {
        let mut killed = 0;
        while std::time::Instant::now() < deadline {
            tokio::time::sleep(std::time::Duration::from_millis(150)).await;
            killed += db.sql_scalar_i64(&kill).await;
        }
        killed
    };
    let (outcomes, killed) = tokio::join!(join_all((0..4).map(client)), killer);
    let outcomes: Vec<(u16, bool)> = outcomes.into_iter().flatten().collect();
    assert!(killed > 0, "the test terminated no backend");
    assert!(outcomes.iter().all(|(s, retry)| *s == 200 || (*s == 503 && *retry)), "{outcomes:?}");
    let acknowledged = outcomes.iter().filter(|(s, _)| *s == 200).count() as i64;
    let unavailable = outcomes.len() as i64 - acknowledged;
    let booked = db
        .sql_scalar_i64(&format!(
            "SELECT COUNT(*) FROM transactions WHERE narration LIKE 'load %' AND state = 'SETTLED' AND account_id =
             (SELECT id FROM deposit_accounts WHERE account_number = '{a}')"
        ))
        .await;
    assert!(acknowledged > 0, "{outcomes:?}");
    assert!((acknowledged..=acknowledged + unavailable).contains(&booked), "{booked} booked, {outcomes:?}");
    b.verify();
}

/// A server killed with SIGKILL while concurrent deposits commit (in groups,
/// on SQLite) has lost none it acknowledged and half-applied none.
async fn killed_mid_batch_loses_nothing_acknowledged(db: TestDb) {
    let b = start(&db).await;
    let accounts: Vec<String> = (0..2).map(|i| b.account(i)).collect();
    let client = |i: usize| {
        let (b, account) = (&b, accounts[i % accounts.len()].clone());
        async move {
            let mut acknowledged = Vec::new();
            for n in 0.. {
                let body = json!({"accountNumber": account, "amount": 1.0, "narration": format!("kill {i}-{n}"), "requireApproval": false});
                let request = b.server.client.post(format!("{}/api/bpm/cmd/InitiateDeposit", b.server.base));
                let Ok(response) = request.bearer_auth(token_of(&b.manifest, "Teller")).json(&body).send().await else {
                    break; // the server is gone
                };
                let status = response.status().as_u16();
                let Ok(reply) = response.json::<Value>().await else { break };
                assert_eq!(status, 200, "{reply}");
                acknowledged.push(reply["data"]["transactionId"].as_str().expect("transactionId").to_owned());
            }
            acknowledged
        }
    };
    let pid = b.server.child.id().to_string();
    let killer = async {
        tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
        let killed = std::process::Command::new("kill").args(["-9", &pid]).status().expect("kill");
        assert!(killed.success(), "kill -9 {pid}");
    };
    let (acknowledged, ()) = tokio::join!(join_all((0..8).map(client)), killer);
    let acknowledged: Vec<String> = acknowledged.into_iter().flatten().collect();
    assert!(acknowledged.len() > 8, "too few deposits before the kill: {}", acknowledged.len());
    let ids = acknowledged.iter().map(|id| format!("'{id}'")).collect::<Vec<_>>().join(", ");
    let settled = db
        .sql_scalar_i64(&format!(
            "SELECT COUNT(*) FROM transactions WHERE state = 'SETTLED' AND journal_id IS NOT NULL AND transaction_id IN ({ids})"
        ))
        .await;
    assert_eq!(settled, acknowledged.len() as i64, "every acknowledged deposit survived the kill");
    b.verify();
}
