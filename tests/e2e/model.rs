//! A model-based randomized test: thousands of random deposits, withdrawals,
//! decisions, reversals, liens and idempotent retries by several roles, each
//! predicted by an in-test model (every account's book balance and holds in
//! minor units, every transaction's state, every lien's state) and compared
//! with what `bank serve` answers and stores. `bank verify` passes at the end.
//! A failure names its seed: `BANK_TEST_SEED=<seed>` replays the same run.

use std::time::Instant;

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(random_operations_keep_the_model_and_the_books,);

/// Random operations per backend.
const OPERATIONS: usize = 2000;
/// Every this many operations all accounts are compared with the model.
const CHECK_EVERY: usize = 25;
/// The demo accounts the run moves money on (all NGN).
const ACCOUNTS: [usize; 3] = [0, 1, 3];
/// What stays available on each account at the start; the rest is liened
/// away so that withdrawals, liens and reversals run out of money.
const START_AVAILABLE_MINOR: i64 = 1_500_000;
/// Random amounts run from 1.00 to this (5,000.00), far below every approval
/// limit and the dual-approval threshold.
const MAX_AMOUNT_MINOR: i64 = 500_000;
/// No amount reaches 100,000.00, whatever the model's available balance.
const AMOUNT_CAP_MINOR: i64 = 9_999_999;
/// Operations of the log shown with a failure.
const LOG_TAIL: usize = 25;
const NARRATION: &str = "model";
const LIEN_REASON: &str = "model lien";
/// Commands answered on `/api/core/cmd` (PascalCase); the rest on `/api/bpm/cmd/{Name}`.
const CORE: [&str; 4] = [
    "SetTransactionSettingsCommand",
    "PlaceAccountHoldCommand",
    "ReleaseAccountHoldCommand",
    "RetrieveDepositAccountByIdQuery",
];
const MAKERS: [&str; 4] = ["Teller", "Teller", "Teller", "Senior Teller"];
const DECIDERS: [&str; 5] = ["Teller", "Senior Teller", "Approver", "Approver", "Branch Manager"];
const REVERSERS: [&str; 4] = ["Branch Manager", "Branch Manager", "Branch Manager", "Approver"];
const HOLDERS: [&str; 4] = ["Senior Teller", "Senior Teller", "Approver", "Teller"];

/// Who may approve and reject, cancel another's transaction, reverse, and
/// place or release liens (README, "Identity and access").
const APPROVE: [&str; 3] = ["Senior Teller", "Approver", "Branch Manager"];
const CANCEL_ANY: [&str; 2] = ["Approver", "Branch Manager"];
const REVERSE: [&str; 1] = ["Branch Manager"];
const MANAGE_CLIENTS: [&str; 3] = APPROVE;

/// SplitMix64: small, seedable, and the same sequence on every platform.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

fn seed() -> u64 {
    match std::env::var("BANK_TEST_SEED") {
        Ok(s) => s.trim().parse().unwrap_or_else(|_| panic!("BANK_TEST_SEED={s:?} is not a u64")),
        Err(_) => uuid::Uuid::new_v4().as_u64_pair().0,
    }
}

/// An account as the model has it, in minor units.
#[derive(Clone, Copy, Debug, Default)]
struct Balances {
    book: i64,
    /// Money in the book that may not be used: pending withdrawals and liens.
    debit_hold: i64,
    /// Incoming money of pending deposits: shown in the hold, not in available.
    credit_hold: i64,
}

impl Balances {
    fn available(self) -> i64 {
        self.book - self.debit_hold
    }
    /// (book, hold, available) as the server shows them.
    fn shown(self) -> [Option<i64>; 3] {
        [Some(self.book), Some(self.debit_hold + self.credit_hold), Some(self.available())]
    }
}

/// A transaction's state, as the wire spells it.
type State = &'static str;
const PENDING: State = "PENDING";
const SETTLED: State = "SETTLED";
const CANCELLED: State = "CANCELLED";
const REVERSED: State = "REVERSED";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Deposit,
    Withdrawal,
}

struct Txn {
    id: String,
    account: usize,
    kind: Kind,
    amount: i64,
    state: State,
    maker: &'static str,
    /// The body it was initiated with and the first answer's data, when it
    /// carried an idempotency key.
    retry: Option<(Value, Value)>,
}

struct Lien {
    id: i64,
    account: usize,
    amount: i64,
    active: bool,
}

#[derive(Default)]
struct Model {
    accounts: Vec<Balances>,
    txns: Vec<Txn>,
    liens: Vec<Lien>,
}

impl Model {
    /// Moves a transaction's hold by `hold` and its account's book by `book`
    /// (both signed as for a deposit; a withdrawal's book moves the other way).
    fn apply(&mut self, account: usize, kind: Kind, hold: i64, book: i64) {
        let b = &mut self.accounts[account];
        match kind {
            Kind::Deposit => (b.credit_hold, b.book) = (b.credit_hold + hold, b.book + book),
            Kind::Withdrawal => (b.debit_hold, b.book) = (b.debit_hold + hold, b.book - book),
        }
    }
}

/// What the model predicts for one operation.
#[derive(Clone, Copy, Debug)]
enum Expect {
    Ok,
    /// Refused with this status and, when known, this error code (the bpm
    /// envelope's `errors[0].code`; for core commands a part of `Message`).
    Refused(u16, Option<&'static str>),
}

fn refused(status: u16, code: &'static str) -> Expect {
    Expect::Refused(status, Some(code))
}

#[derive(Clone, Copy, Debug)]
enum Decision {
    Approve,
    Reject,
    Cancel,
}

/// Approve, reject and cancel, in the order the commands check.
fn predict_decision(t: &Txn, decision: Decision, role: &str) -> Expect {
    let allowed = match decision {
        Decision::Approve | Decision::Reject => APPROVE.contains(&role),
        Decision::Cancel => t.maker == role || CANCEL_ANY.contains(&role),
    };
    let target = if matches!(decision, Decision::Approve) { SETTLED } else { CANCELLED };
    if !allowed {
        refused(403, "INSUFFICIENT_PERMISSIONS")
    } else if t.state == target {
        refused(409, "DUPLICATE_REQUEST")
    } else if t.state != PENDING {
        refused(400, "TRANSACTION_NOT_PENDING")
    } else if matches!(decision, Decision::Approve) && t.maker == role {
        refused(403, "SELF_APPROVAL_NOT_ALLOWED")
    } else {
        Expect::Ok
    }
}

fn predict_reversal(t: &Txn, role: &str, account: Balances) -> Expect {
    if !REVERSE.contains(&role) {
        refused(403, "INSUFFICIENT_PERMISSIONS")
    } else if t.state == REVERSED {
        refused(409, "DUPLICATE_REQUEST")
    } else if t.state != SETTLED {
        refused(400, "TRANSACTION_NOT_SETTLED")
    } else if t.kind == Kind::Deposit && t.amount > account.available() {
        refused(400, "INSUFFICIENT_BALANCE")
    } else {
        Expect::Ok
    }
}

fn major(amount: i64) -> Value {
    json!(amount as f64 / 100.0)
}

fn minor(v: &Value) -> Option<i64> {
    v.as_f64().map(|x| (x * 100.0).round() as i64)
}

fn triple(d: &Value, keys: [&str; 3]) -> [Option<i64>; 3] {
    keys.map(|k| minor(&d[k]))
}

/// One operation on the wire.
struct Op<'o> {
    role: &'o str,
    name: &'o str,
    body: Value,
    /// The account a refusal must leave as the model has it.
    account: Option<usize>,
    what: String,
}

struct Run<'a> {
    db: &'a TestDb,
    server: Server,
    manifest: Value,
    seed: u64,
    rng: Rng,
    numbers: Vec<String>,
    model: Model,
    /// One line per operation: its number is the line's.
    log: Vec<String>,
}

async fn random_operations_keep_the_model_and_the_books(db: TestDb) {
    let started = Instant::now();
    let mut run = Run::start(&db).await;
    for step in 1..=OPERATIONS {
        run.random_operation().await;
        if step % CHECK_EVERY == 0 {
            run.compare_all().await;
        }
    }
    run.compare_all().await;
    run.compare_stored().await;
    db.bank(&["verify"]).ok();
    let counts =
        [PENDING, SETTLED, CANCELLED, REVERSED].map(|s| (s, run.model.txns.iter().filter(|t| t.state == s).count()));
    let (backend, seed, liens, took) = (db.backend, run.seed, run.model.liens.len(), started.elapsed());
    eprintln!("model on {backend:?}, seed {seed}: {OPERATIONS} operations, {counts:?}, {liens} liens, in {took:.1?}");
}

impl<'a> Run<'a> {
    async fn start(db: &'a TestDb) -> Run<'a> {
        let seed = seed();
        eprintln!("model on {:?}: seed {seed} (replay with BANK_TEST_SEED={seed})", db.backend);
        let manifest = db.init_with_demo();
        let numbers = ACCOUNTS
            .iter()
            .map(|&i| manifest["accounts"][i]["accountNumber"].as_str().expect("demo account").to_owned())
            .collect();
        let server = db.serve(&[]);
        let mut run = Run { db, server, manifest, seed, rng: Rng(seed), numbers, model: Model::default(), log: vec![] };
        // The approvers approve as often as the run asks.
        run.setup("Regional Manager", "SetTransactionSettingsCommand", json!({"maxApprovalsPerHour": 1_000_000})).await;
        for i in 0..ACCOUNTS.len() {
            let [book, hold, available] = run.balances(i).await.map(|v| v.expect("balance"));
            let mut b = Balances { book, debit_hold: book - available, credit_hold: hold - (book - available) };
            let lien = available - START_AVAILABLE_MINOR;
            if lien > 0 {
                let body = json!({"accountNumber": run.numbers[i], "amount": major(lien), "reason": "model setup"});
                run.setup("Senior Teller", "PlaceAccountHoldCommand", body).await;
                b.debit_hold += lien;
            }
            run.model.accounts.push(b);
        }
        run.compare_all().await;
        run
    }

    async fn setup(&self, role: &str, name: &str, body: Value) {
        let (status, reply) = self.call(role, name, &body).await;
        assert_eq!(status, 200, "setup {name} {body}: {reply}\n{}", self.context());
    }

    /// Adds to the log line of the operation under way.
    fn note(&mut self, text: &str) {
        if let Some(last) = self.log.last_mut() {
            last.push_str(text);
        }
    }

    fn context(&self) -> String {
        let (backend, seed, step) = (self.db.backend, self.seed, self.log.len());
        let tail = self.log[step.saturating_sub(LOG_TAIL)..].join("\n");
        format!("[{backend:?}, seed {seed} (replay: BANK_TEST_SEED={seed}), step {step}]\nlast operations:\n{tail}")
    }

    async fn call(&self, role: &str, name: &str, body: &Value) -> (u16, Value) {
        let token = Some(token_of(&self.manifest, role));
        let (status, reply) = if CORE.contains(&name) {
            self.server.post("/api/core/cmd", token, &json!({"commandName": name, "data": body})).await
        } else {
            self.server.post(&format!("/api/bpm/cmd/{name}"), token, body).await
        };
        assert!(status < 500, "{role} {name} {body} answered {status}: {reply}\n{}", self.context());
        (status, reply)
    }

    /// Sends one operation and asserts the predicted outcome. Returns the
    /// answer's data on success; a refusal must leave the account unchanged.
    async fn outcome(&mut self, expect: Expect, op: Op<'_>) -> Option<Value> {
        self.log.push(format!("#{} {} -> expect {expect:?}", self.log.len() + 1, op.what));
        let (status, reply) = self.call(op.role, op.name, &op.body).await;
        self.note(&format!(", got {status}"));
        let core = CORE.contains(&op.name);
        match expect {
            Expect::Ok => {
                assert_eq!(status, 200, "{reply}\n{}", self.context());
                let (ok, data) = if core { ("IsSuccessful", "Data") } else { ("isSuccessful", "data") };
                assert_eq!(reply[ok], true, "{reply}\n{}", self.context());
                Some(reply[data].clone())
            }
            Expect::Refused(want, code) => {
                let said = match core {
                    true => code.is_none_or(|c| reply["Message"].as_str().is_some_and(|m| m.contains(c))),
                    false => code.is_none_or(|c| reply["errors"][0]["code"] == c),
                };
                assert!(status == want && said, "expected {expect:?}, got {status} {reply}\n{}", self.context());
                if let Some(account) = op.account {
                    self.compare(account).await;
                }
                None
            }
        }
    }

    /// (book, hold, available) of account `i` as the server shows it.
    async fn balances(&self, i: usize) -> [Option<i64>; 3] {
        let (status, reply) =
            self.call("Admin", "RetrieveDepositAccountByIdQuery", &json!({"accountNumber": self.numbers[i]})).await;
        assert_eq!(status, 200, "{reply}\n{}", self.context());
        triple(&reply["Data"], ["BookBalance", "HoldAmount", "AvailableBalance"])
    }

    async fn compare(&self, i: usize) {
        let got = self.balances(i).await;
        let want = self.model.accounts[i].shown();
        assert_eq!(got, want, "account {} [book, hold, available]: server, model\n{}", self.numbers[i], self.context());
    }

    async fn compare_all(&self) {
        for i in 0..ACCOUNTS.len() {
            self.compare(i).await;
        }
    }

    /// An answer's (book, hold, available) must be the model's after the operation.
    fn answer_shows(&self, i: usize, shown: [Option<i64>; 3]) {
        let want = self.model.accounts[i].shown();
        assert_eq!(shown, want, "the answer's [book, hold, available], model\n{}", self.context());
    }

    /// Every transaction's state and amount as stored, refused initiations
    /// left nothing behind, and exactly the model's liens are active.
    async fn compare_stored(&self) {
        for t in &self.model.txns {
            let body = json!({"transactionId": t.id});
            let (status, reply) = self.call("Approver", "RetrieveTransactionByIdQuery", &body).await;
            assert_eq!(status, 200, "{reply}\n{}", self.context());
            let stored = (reply["data"]["status"].as_str(), minor(&reply["data"]["amount"]));
            assert_eq!(stored, (Some(t.state), Some(t.amount)), "transaction {}\n{}", t.id, self.context());
        }
        let sql = format!("SELECT COUNT(*) FROM transactions WHERE narration = '{NARRATION}'");
        let stored = self.db.sql_scalar_i64(&sql).await;
        assert_eq!(stored, self.model.txns.len() as i64, "transactions stored, model\n{}", self.context());
        let sql = format!("SELECT COUNT(*) FROM account_holds WHERE reason = '{LIEN_REASON}' AND state = 'ACTIVE'");
        let active = self.db.sql_scalar_i64(&sql).await;
        let model = self.model.liens.iter().filter(|l| l.active).count() as i64;
        assert_eq!(active, model, "active liens stored, model\n{}", self.context());
    }

    async fn random_operation(&mut self) {
        match self.rng.below(100) {
            0..=31 => self.initiate().await,
            32..=47 => self.decide(Decision::Approve).await,
            48..=54 => self.decide(Decision::Reject).await,
            55..=62 => self.decide(Decision::Cancel).await,
            63..=72 => self.reverse().await,
            73..=81 => self.place_lien().await,
            82..=94 => self.release().await,
            _ => self.retry().await,
        }
    }

    /// A random amount on account `i`: usually 1.00–5,000.00, sometimes
    /// exactly what is available or one cent more.
    fn amount(&mut self, i: usize) -> i64 {
        let available = self.model.accounts[i].available();
        let amount = match self.rng.below(10) {
            0 => available,
            1 => available + 1,
            _ => 100 + self.rng.below((MAX_AMOUNT_MINOR - 99) as usize) as i64,
        };
        amount.clamp(1, AMOUNT_CAP_MINOR)
    }

    /// A random known transaction, usually one in `prefer` when there is one.
    fn pick_txn(&mut self, prefer: State) -> Option<usize> {
        let preferred: Vec<usize> =
            (0..self.model.txns.len()).filter(|&t| self.model.txns[t].state == prefer).collect();
        match (preferred.is_empty(), self.rng.chance(65)) {
            (false, true) => Some(self.rng.pick(&preferred)),
            _ if self.model.txns.is_empty() => None,
            _ => Some(self.rng.below(self.model.txns.len())),
        }
    }

    async fn initiate(&mut self) {
        let i = self.rng.below(ACCOUNTS.len());
        let kind = if self.rng.chance(50) { Kind::Deposit } else { Kind::Withdrawal };
        let approval = self.rng.chance(60);
        let maker = self.rng.pick(&MAKERS);
        let amount = self.amount(i);
        let mut body = json!({"accountNumber": self.numbers[i], "amount": major(amount), "narration": NARRATION,
            "requireApproval": approval, "channel": "BRANCH"});
        let keyed = self.rng.chance(30);
        if keyed {
            body["idempotencyKey"] = json!(format!("model-{}-{}", self.seed, self.log.len() + 1));
        }
        let name = if kind == Kind::Deposit { "InitiateDeposit" } else { "InitiateWithdrawal" };
        let available = self.model.accounts[i].available();
        let expect = match kind == Kind::Withdrawal && amount > available {
            true => refused(400, "INSUFFICIENT_BALANCE"),
            false => Expect::Ok,
        };
        let what = format!("{maker} {name} {amount} on account {i} (approval {approval}, available {available})");
        let op = Op { role: maker, name, body: body.clone(), account: Some(i), what };
        let Some(data) = self.outcome(expect, op).await else { return };
        let id = data["transactionId"].as_str().expect("transactionId").to_owned();
        // Policy may make a direct one pending; a requested approval is never skipped.
        let state = match data["status"].as_str() {
            Some("PENDING") => PENDING,
            Some("SETTLED") if !approval => SETTLED,
            other => panic!("status {other:?}: {data}\n{}", self.context()),
        };
        // A pending one holds its amount on its own row (migration 34).
        match state {
            PENDING => self.model.apply(i, kind, amount, 0),
            _ => self.model.apply(i, kind, 0, amount),
        }
        self.answer_shows(i, triple(&data, ["balance", "holdAmount", "availableBalance"]));
        self.note(&format!(" {state} {id}"));
        let retry = keyed.then(|| (body, data.clone()));
        self.model.txns.push(Txn { id, account: i, kind, amount, state, maker, retry });
    }

    async fn decide(&mut self, decision: Decision) {
        let Some(t) = self.pick_txn(PENDING) else { return self.initiate().await };
        let role = self.rng.pick(&DECIDERS);
        let txn = &self.model.txns[t];
        let expect = predict_decision(txn, decision, role);
        let (name, body) = match decision {
            Decision::Approve => ("ApproveTransaction", json!({"transactionId": txn.id, "approverNotes": NARRATION})),
            Decision::Reject => (
                "RejectTransaction",
                json!({"transactionId": txn.id, "rejectionReason": NARRATION, "rejectionCategory": "OTHER"}),
            ),
            Decision::Cancel => {
                ("CancelTransaction", json!({"transactionId": txn.id, "cancellationReason": NARRATION}))
            }
        };
        let (i, kind, amount) = (txn.account, txn.kind, txn.amount);
        let what =
            format!("{role} {name} {} ({} {kind:?} {amount} by {} on account {i})", txn.id, txn.state, txn.maker);
        let op = Op { role, name, body, account: Some(i), what };
        let Some(data) = self.outcome(expect, op).await else { return };
        let (state, booked) = if matches!(decision, Decision::Approve) { (SETTLED, amount) } else { (CANCELLED, 0) };
        self.model.apply(i, kind, -amount, booked);
        self.model.txns[t].state = state;
        assert_eq!(data["newState"].as_str(), Some(state), "{data}\n{}", self.context());
        let key = if matches!(decision, Decision::Approve) { "newBalance" } else { "balance" };
        let impact = (minor(&data["balanceImpact"][key]), minor(&data["balanceImpact"]["holdReleased"]));
        let want = (Some(self.model.accounts[i].book), Some(amount));
        assert_eq!(impact, want, "balanceImpact (book, holdReleased), model\n{}", self.context());
    }

    async fn reverse(&mut self) {
        let Some(t) = self.pick_txn(SETTLED) else { return self.initiate().await };
        let role = self.rng.pick(&REVERSERS);
        let txn = &self.model.txns[t];
        let (i, kind, amount) = (txn.account, txn.kind, txn.amount);
        let available = self.model.accounts[i].available();
        let expect = predict_reversal(txn, role, self.model.accounts[i]);
        let body = json!({"transactionId": txn.id, "reversalReason": NARRATION});
        let what = format!(
            "{role} ReverseTransaction {} ({} {kind:?} {amount} on account {i}, available {available})",
            txn.id, txn.state
        );
        let op = Op { role, name: "ReverseTransaction", body, account: Some(i), what };
        let Some(data) = self.outcome(expect, op).await else { return };
        self.model.apply(i, kind, 0, -amount);
        self.model.txns[t].state = REVERSED;
        let got = (data["newState"].as_str(), minor(&data["balanceImpact"]["newBalance"]));
        let want = (Some("REVERSED"), Some(self.model.accounts[i].book));
        assert_eq!(got, want, "(newState, newBalance), model\n{}", self.context());
    }

    async fn place_lien(&mut self) {
        let i = self.rng.below(ACCOUNTS.len());
        let role = self.rng.pick(&HOLDERS);
        let amount = self.amount(i);
        let available = self.model.accounts[i].available();
        let expect = if !MANAGE_CLIENTS.contains(&role) {
            Expect::Refused(403, None)
        } else if amount > available {
            Expect::Refused(400, None)
        } else {
            Expect::Ok
        };
        let body = json!({"accountNumber": self.numbers[i], "amount": major(amount), "reason": LIEN_REASON});
        let what = format!("{role} PlaceAccountHoldCommand {amount} on account {i} (available {available})");
        let op = Op { role, name: "PlaceAccountHoldCommand", body, account: Some(i), what };
        let Some(data) = self.outcome(expect, op).await else { return };
        let id = data["HoldId"].as_i64().unwrap_or_else(|| panic!("no HoldId in {data}\n{}", self.context()));
        self.model.accounts[i].debit_hold += amount;
        self.model.liens.push(Lien { id, account: i, amount, active: true });
        self.note(&format!(" hold {id}"));
        self.answer_shows(i, triple(&data["Account"], ["BookBalance", "HoldAmount", "AvailableBalance"]));
    }

    /// Releases a lien (active or not) or a hold that does not exist. A
    /// pending transaction's hold is its row's (migration 34): no hold id
    /// names it (`integrity::holds_belong_to_their_owner` refuses one kept
    /// apart, as rows written before keep theirs).
    async fn release(&mut self) {
        let role = self.rng.pick(&HOLDERS);
        let (id, account, lien, mut expect) = match self.rng.below(10) {
            0..=5 if !self.model.liens.is_empty() => {
                let l = self.rng.below(self.model.liens.len());
                let lien = &self.model.liens[l];
                let expect = if lien.active { Expect::Ok } else { Expect::Refused(409, Some("already released")) };
                (lien.id, Some(lien.account), Some(l), expect)
            }
            _ => (10_000_000 + self.rng.below(1_000) as i64, None, None, Expect::Refused(404, None)),
        };
        if !MANAGE_CLIENTS.contains(&role) {
            expect = Expect::Refused(403, None);
        }
        let what = format!("{role} ReleaseAccountHoldCommand {id} (lien {lien:?}, account {account:?})");
        let op = Op { role, name: "ReleaseAccountHoldCommand", body: json!({"holdId": id}), account, what };
        let Some(data) = self.outcome(expect, op).await else { return };
        let (Some(l), Some(i)) = (lien, account) else { unreachable!("only liens are released") };
        self.model.liens[l].active = false;
        self.model.accounts[i].debit_hold -= self.model.liens[l].amount;
        self.answer_shows(i, triple(&data, ["BookBalance", "HoldAmount", "AvailableBalance"]));
    }

    /// Retries a keyed initiation: the first transaction comes back, nothing moves.
    async fn retry(&mut self) {
        let keyed: Vec<usize> = (0..self.model.txns.len()).filter(|&t| self.model.txns[t].retry.is_some()).collect();
        if keyed.is_empty() {
            return self.initiate().await;
        }
        let t = &self.model.txns[self.rng.pick(&keyed)];
        let name = if t.kind == Kind::Deposit { "InitiateDeposit" } else { "InitiateWithdrawal" };
        let what = format!("{} retries {name} {} ({} {} on account {})", t.maker, t.id, t.state, t.amount, t.account);
        let i = t.account;
        let (body, first) = t.retry.clone().unwrap_or_default();
        let op = Op { role: t.maker, name, body, account: Some(i), what };
        let Some(data) = self.outcome(Expect::Ok, op).await else { return };
        // The same request gets the same answer, however the transaction moved on.
        assert_eq!(data, first, "the first answer, replayed\n{}", self.context());
        self.compare(i).await;
    }
}
