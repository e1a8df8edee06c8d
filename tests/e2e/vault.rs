//! Vaults, vault transactions and till transfers: cash between a vault and the
//! tills of its branch, and between tills, through the universal transaction
//! states. The vault's inventory always equals its GL balance; `bank verify`
//! passes after each step.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(vault_and_till_cash_moves_through_the_universal_states);

const VAULT: &str = "VAULT-IKJ-2";

struct Bank<'a> {
    server: Server,
    manifest: Value,
    db: &'a TestDb,
}

impl Bank<'_> {
    /// A universal transaction command on `/api/bpm/cmd/{name}`.
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

    /// A till or vault command on `/api/bpm/cmd` with `{cmd, data}` (family B).
    async fn bpm(&self, role: &str, cmd: &str, data: Value) -> (u16, Value) {
        self.server.post("/api/bpm/cmd", Some(token_of(&self.manifest, role)), &json!({"cmd": cmd, "data": data})).await
    }

    fn gl(&self, code: &str) -> i64 {
        self.manifest["glAccounts"]
            .as_array()
            .and_then(|g| g.iter().find(|g| g["glCode"] == code))
            .and_then(|g| g["id"].as_i64())
            .expect(code)
    }

    fn branch(&self, key: &str) -> i64 {
        self.manifest["branches"]
            .as_array()
            .and_then(|b| b.iter().find(|b| b["key"] == key))
            .and_then(|b| b["id"].as_i64())
            .expect(key)
    }

    /// A GL account's balance, as the ledger reports it.
    fn gl_balance(&self, code: &str) -> f64 {
        let data = json!({"glCode": code}).to_string();
        let body = self.db.bank(&["exec", "RetrieveGlAccountByIdQuery", "--data", &data]).ok_json();
        body["Data"]["Balance"].as_f64().expect("balance")
    }

    /// `user`'s open NGN till: the one they work already, or a new empty one
    /// opened by the admin with `OpenTillCommand`.
    fn till_of(&self, user: &str, code: &str) -> String {
        let mine = self.db.bank(&["--as", user, "till", "list", "--status", "open", "--currency", "NGN", "-o", "json"]);
        if mine.code() == 0
            && let Some(id) = mine.json()["data"]["tills"][0]["tillId"].as_str()
        {
            return id.to_owned();
        }
        let open = json!({
            "tillCode": code, "tellerUsername": user, "branchId": self.branch("IKJ"), "currencyCode": "NGN",
            "glAccountId": self.gl("1002"), "vaultGlAccountId": self.gl("1001")
        });
        let body = self.db.bank(&["exec", "OpenTillCommand", "--data", &open.to_string()]).ok_json();
        assert_eq!(body["data"]["tillId"], code, "{body}");
        code.to_owned()
    }

    /// The current balance of `user`'s till `code`.
    fn till_balance(&self, user: &str, code: &str) -> f64 {
        let list = self.db.bank(&["--as", user, "till", "list", "-o", "json"]).ok_json();
        list["data"]["tills"]
            .as_array()
            .and_then(|t| t.iter().find(|t| t["tillId"] == code))
            .and_then(|t| t["currentBalance"].as_f64())
            .unwrap_or_else(|| panic!("no till {code} for {user}: {list}"))
    }

    fn vault(&self) -> Value {
        self.db.bank(&["vault", "show", VAULT, "-o", "json"]).ok_json()["data"].clone()
    }

    /// Pieces of `denomination` in the vault.
    fn pieces(&self, denomination: f64) -> i64 {
        let vault = self.vault();
        vault["inventory"]
            .as_array()
            .and_then(|i| i.iter().find(|l| l["denomination"].as_f64() == Some(denomination)))
            .and_then(|l| l["count"].as_i64())
            .unwrap_or(0)
    }

    /// The vault is reconciled: inventory total = GL balance = `expected`; the books verify.
    fn assert_vault(&self, expected: f64) {
        let vault = self.vault();
        assert_eq!(
            (vault["glBalance"].as_f64(), vault["inventoryTotal"].as_f64(), vault["isReconciled"].as_bool()),
            (Some(expected), Some(expected), Some(true)),
            "{vault}"
        );
        assert_eq!(self.gl_balance("1001"), expected);
        self.db.bank(&["verify"]).ok();
    }
}

fn notes(list: &[(f64, i64)]) -> Value {
    Value::Array(list.iter().map(|(d, c)| json!({"denomination": d, "count": c})).collect())
}

fn vault_move(till: &str, direction: &str, list: &[(f64, i64)], approval: bool) -> Value {
    json!({"vaultCode": VAULT, "tillId": till, "direction": direction, "denominations": notes(list),
           "requireApproval": approval, "narration": "cash run"})
}

fn transfer(from: &str, to: &str, amount: f64, approval: bool) -> Value {
    json!({"fromTillId": from, "toTillId": to, "amount": amount, "requireApproval": approval, "narration": "float"})
}

/// A family B refusal with `status` whose message mentions `needle`.
fn refused_b(status: u16, body: &Value, expected: u16, needle: &str) {
    assert_eq!((status, body["success"].as_bool()), (expected, Some(false)), "{body}");
    let text = body.to_string();
    assert!(text.contains(needle), "expected '{needle}' in {body}");
}

async fn vault_and_till_cash_moves_through_the_universal_states(db: TestDb) {
    let manifest = db.init_with_demo();
    let b = Bank { server: db.serve(&[]), manifest, db: &db };
    let ikeja = b.branch("IKJ");
    let ada = b.till_of("teller.ada", "VT-ADA");
    let bola = b.till_of("senior.bola", "VT-BOLA");
    let (ada0, bola0) = (b.till_balance("teller.ada", &ada), b.till_balance("senior.bola", &bola));
    let teller_cash = b.gl_balance("1002");
    let opening = b.gl_balance("1001");
    assert!(opening > 1_000_000.0, "the demo vault GL holds cash: {opening}");

    // Creating a vault: tills.manage only, on an asset GL account no till uses as teller cash.
    let create = json!({"vaultCode": VAULT, "branchId": ikeja, "currencyCode": "NGN", "glAccountId": b.gl("1001")});
    let (status, body) = b.bpm("Teller", "CreateVaultCommand", create.clone()).await;
    refused_b(status, &body, 403, "tills.manage");
    let mut liability = create.clone();
    liability["glAccountId"] = json!(b.gl("2901"));
    let (status, body) = b.bpm("Branch Manager", "CreateVaultCommand", liability).await;
    refused_b(status, &body, 400, "glAccountId");
    let mut teller = create.clone();
    teller["glAccountId"] = json!(b.gl("1002"));
    let (status, body) = b.bpm("Branch Manager", "CreateVaultCommand", teller).await;
    refused_b(status, &body, 400, "teller cash");
    let (ikeja_text, vault_gl) = (ikeja.to_string(), b.gl("1001").to_string());
    let created = db
        .bank(&[
            "vault",
            "create",
            VAULT,
            "--branch-id",
            &ikeja_text,
            "--currency",
            "NGN",
            "--gl",
            &vault_gl,
            "-o",
            "json",
        ])
        .ok_json();
    let data = &created["data"];
    assert_eq!(created["success"], true, "{created}");
    assert_eq!(
        (data["vaultCode"].as_str(), data["isCounted"].as_bool(), data["glBalance"].as_f64()),
        (Some(VAULT), Some(false), Some(opening)),
        "{data}"
    );
    assert_eq!((data["inventoryTotal"].as_f64(), data["isReconciled"].as_bool()), (Some(0.0), Some(false)));
    let mut again = create.clone();
    again["vaultCode"] = json!("VAULT-TWO");
    let (status, body) = b.bpm("Branch Manager", "CreateVaultCommand", again).await;
    refused_b(status, &body, 409, VAULT);

    // No movement before the opening count.
    b.refused(
        "Teller",
        "InitiateVaultTransaction",
        vault_move(&ada, "TO_TILL", &[(1000.0, 1)], false),
        409,
        "VAULT_NOT_COUNTED",
    )
    .await;

    // The opening count: its total must be the GL balance, and it is taken once.
    let opening_minor = (opening * 100.0).round() as i64;
    let rest = opening_minor - (2000 * 500 + 10 * 200) * 100;
    let (thousands, kobo) = (rest / 100_000, rest % 100_000);
    let mut count_args = vec![
        "vault".to_owned(),
        "count".into(),
        VAULT.into(),
        "--denomination".into(),
        format!("1000:{thousands}"),
        "--denomination".into(),
        "500:2000".into(),
        "--denomination".into(),
        "200:10".into(),
        "-o".into(),
        "json".into(),
        "--yes".into(),
    ];
    if kobo > 0 {
        count_args.extend(["--denomination".into(), format!("0.01:{kobo}")]);
    }
    let mut short = count_args.clone();
    short[4] = format!("1000:{}", thousands - 1);
    let short: Vec<&str> = short.iter().map(String::as_str).collect();
    let run = db.bank(&short).fails_with(1);
    assert!(run.json()["message"].as_str().is_some_and(|m| m.contains("count totals")), "{}", run.stdout());
    let count_args: Vec<&str> = count_args.iter().map(String::as_str).collect();
    let counted = db.bank(&count_args).ok_json();
    assert_eq!(
        (counted["data"]["isCounted"].as_bool(), counted["data"]["countedBy"].as_str()),
        (Some(true), Some("admin")),
        "{counted}"
    );
    b.assert_vault(opening);
    assert_eq!((b.pieces(1000.0), b.pieces(500.0), b.pieces(200.0)), (thousands, 2000, 10));
    let (status, body) = b
        .bpm("Branch Manager", "CountVaultCommand", json!({"vaultCode": VAULT, "denominations": notes(&[(500.0, 1)])}))
        .await;
    refused_b(status, &body, 409, "counted");
    // A teller reads vaults.
    let (status, body) = b.bpm("Teller", "RetrieveVaultByIdQuery", json!({"vaultCode": VAULT})).await;
    assert_eq!((status, body["data"]["isReconciled"].as_bool()), (200, Some(true)), "{body}");

    // Vault to till with approval: nothing moves until another user approves.
    let pending = b
        .ok("Teller", "InitiateVaultTransaction", vault_move(&ada, "TO_TILL", &[(1000.0, 200), (500.0, 100)], true))
        .await;
    assert_eq!(
        (pending["status"].as_str(), pending["transactionType"].as_str(), pending["amount"].as_f64()),
        (Some("PENDING"), Some("VAULT_TRANSACTION"), Some(250_000.0)),
        "{pending}"
    );
    assert_eq!(pending["approvalsRequired"], 1);
    let impact = &pending["balanceImpact"];
    assert_eq!(
        (impact["till"]["tillId"].as_str(), impact["till"]["newBalance"].as_f64()),
        (Some(ada.as_str()), Some(ada0))
    );
    assert_eq!(b.till_balance("teller.ada", &ada), ada0);
    assert_eq!(b.pieces(1000.0), thousands);
    let to_till = pending["transactionId"].clone();
    b.refused("Teller", "ApproveTransaction", json!({"transactionId": to_till}), 403, "INSUFFICIENT_PERMISSIONS").await;
    b.refused(
        "Senior Teller",
        "ReverseTransaction",
        json!({"transactionId": to_till, "reversalReason": "x"}),
        403,
        "INSUFFICIENT_PERMISSIONS",
    )
    .await;
    let approved = b.ok("Branch Manager", "ApproveTransaction", json!({"transactionId": to_till})).await;
    assert_eq!(
        (approved["newState"].as_str(), approved["approvedBy"].as_str()),
        (Some("SETTLED"), Some("manager.dayo"))
    );
    let impact = &approved["balanceImpact"];
    assert_eq!(
        (
            impact["vault"]["vaultCode"].as_str(),
            impact["vault"]["previousBalance"].as_f64(),
            impact["vault"]["newBalance"].as_f64()
        ),
        (Some(VAULT), Some(opening), Some(opening - 250_000.0)),
        "{impact}"
    );
    assert_eq!(
        (
            impact["till"]["previousBalance"].as_f64(),
            impact["till"]["newBalance"].as_f64(),
            impact["direction"].as_str()
        ),
        (Some(ada0), Some(ada0 + 250_000.0), Some("TO_TILL"))
    );
    assert_eq!((impact["transactionAmount"].as_f64(), impact["holdReleased"].as_f64()), (Some(250_000.0), Some(0.0)));
    assert_eq!(impact["denominations"][0], json!({"denomination": 1000.0, "count": 200, "total": 200_000.0}));
    assert_eq!(b.till_balance("teller.ada", &ada), ada0 + 250_000.0);
    assert_eq!((b.pieces(1000.0), b.pieces(500.0)), (thousands - 200, 1900));
    b.assert_vault(opening - 250_000.0);
    assert_eq!(b.gl_balance("1002"), teller_cash + 250_000.0);
    let shown = b.ok("Teller", "RetrieveTransactionByIdQuery", json!({"transactionId": to_till})).await;
    assert_eq!(
        (shown["status"].as_str(), shown["vaultCode"].as_str(), shown["tillId"].as_str(), shown["direction"].as_str()),
        (Some("SETTLED"), Some(VAULT), Some(ada.as_str()), Some("TO_TILL")),
        "{shown}"
    );
    assert!(shown["accountNumber"].is_null() && shown["approvals"] == json!(["manager.dayo"]), "{shown}");
    assert_eq!(shown["denominations"].as_array().map(Vec::len), Some(2));

    // Till to till, direct; a retried request moves nothing twice.
    let mut body = transfer(&ada, &bola, 100_000.0, false);
    body["idempotencyKey"] = json!("ada-float-0001");
    let moved = b.ok("Teller", "InitiateTillTransfer", body.clone()).await;
    assert_eq!((moved["status"].as_str(), moved["transactionType"].as_str()), (Some("SETTLED"), Some("TILL_TRANSFER")));
    let impact = &moved["balanceImpact"];
    assert_eq!(
        (
            impact["fromTill"]["tillId"].as_str(),
            impact["fromTill"]["previousBalance"].as_f64(),
            impact["fromTill"]["newBalance"].as_f64()
        ),
        (Some(ada.as_str()), Some(ada0 + 250_000.0), Some(ada0 + 150_000.0)),
        "{impact}"
    );
    assert_eq!(
        (
            impact["toTill"]["tillId"].as_str(),
            impact["toTill"]["previousBalance"].as_f64(),
            impact["toTill"]["newBalance"].as_f64()
        ),
        (Some(bola.as_str()), Some(bola0), Some(bola0 + 100_000.0))
    );
    let retried = b.ok("Teller", "InitiateTillTransfer", body).await;
    assert_eq!(retried["transactionId"], moved["transactionId"]);
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM transactions WHERE idempotency_key = 'ada-float-0001'").await,
        1
    );
    assert_eq!(b.till_balance("teller.ada", &ada), ada0 + 150_000.0);
    assert_eq!(b.till_balance("senior.bola", &bola), bola0 + 100_000.0);
    assert_eq!(b.gl_balance("1002"), teller_cash + 250_000.0, "both tills keep their cash in teller cash");
    db.bank(&["verify"]).ok();
    let transfer_id = moved["transactionId"].clone();

    // Transfers both ways at once: tills lock in a stable order, neither deadlocks.
    let (there, back_again) = tokio::join!(
        b.call("Teller", "InitiateTillTransfer", transfer(&ada, &bola, 1_000.0, false)),
        b.call("Senior Teller", "InitiateTillTransfer", transfer(&bola, &ada, 1_000.0, false))
    );
    assert_eq!((there.0, back_again.0), (200, 200), "{there:?} {back_again:?}");
    assert_eq!(b.till_balance("teller.ada", &ada), ada0 + 150_000.0);
    assert_eq!(b.till_balance("senior.bola", &bola), bola0 + 100_000.0);

    // Transfer refusals: more than the source holds, one till twice, a stranger to both tills.
    let e = b
        .refused(
            "Teller",
            "InitiateTillTransfer",
            transfer(&ada, &bola, 10_000_000.0, false),
            400,
            "INSUFFICIENT_BALANCE",
        )
        .await;
    assert_eq!(e["availableBalance"].as_f64(), Some(ada0 + 150_000.0));
    b.refused("Teller", "InitiateTillTransfer", transfer(&ada, &ada, 1.0, false), 400, "VALIDATION_ERROR").await;
    b.refused("Approver", "InitiateTillTransfer", transfer(&ada, &bola, 1.0, false), 403, "INSUFFICIENT_PERMISSIONS")
        .await;
    b.refused("Teller", "InitiateTillTransfer", transfer(&ada, "NO-SUCH-TILL", 1.0, false), 400, "VALIDATION_ERROR")
        .await;

    // A pending transfer rejected: nothing moved, no customer to notify.
    let p = b.ok("Teller", "InitiateTillTransfer", transfer(&ada, &bola, 5_000.0, true)).await;
    assert_eq!(p["status"], "PENDING");
    let r = b
        .ok(
            "Approver",
            "RejectTransaction",
            json!({"transactionId": p["transactionId"], "rejectionReason": "not needed", "rejectionCategory": "OTHER"}),
        )
        .await;
    assert_eq!(r["newState"], "CANCELLED");
    assert_eq!(
        (r["balanceImpact"]["netChange"].as_f64(), r["balanceImpact"]["fromTill"]["newBalance"].as_f64()),
        (Some(0.0), Some(ada0 + 150_000.0)),
        "{r}"
    );
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM notifications WHERE action = 'transaction_update'").await, 0);
    b.refused(
        "Branch Manager",
        "ApproveTransaction",
        json!({"transactionId": p["transactionId"]}),
        400,
        "TRANSACTION_NOT_PENDING",
    )
    .await;

    // A pending vault transaction cancelled by its maker.
    let c = b.ok("Teller", "InitiateVaultTransaction", vault_move(&ada, "TO_TILL", &[(200.0, 5)], true)).await;
    let cancelled = b
        .ok(
            "Teller",
            "CancelTransaction",
            json!({"transactionId": c["transactionId"], "cancellationReason": "wrong till"}),
        )
        .await;
    assert_eq!(cancelled["newState"], "CANCELLED");
    assert_eq!(b.pieces(200.0), 10);

    // More notes than the vault holds: refused at initiation, and at approval when
    // an earlier approval took them.
    let e = b
        .refused(
            "Teller",
            "InitiateVaultTransaction",
            vault_move(&ada, "TO_TILL", &[(200.0, 11)], false),
            400,
            "INSUFFICIENT_VAULT_INVENTORY",
        )
        .await;
    assert_eq!((e["availableCount"].as_i64(), e["requestedCount"].as_i64()), (Some(10), Some(11)), "{e}");
    let first = b.ok("Teller", "InitiateVaultTransaction", vault_move(&ada, "TO_TILL", &[(200.0, 6)], true)).await;
    let second = b.ok("Teller", "InitiateVaultTransaction", vault_move(&ada, "TO_TILL", &[(200.0, 6)], true)).await;
    let (one, two) = tokio::join!(
        b.call("Branch Manager", "ApproveTransaction", json!({"transactionId": first["transactionId"]})),
        b.call("Regional Manager", "ApproveTransaction", json!({"transactionId": second["transactionId"]}))
    );
    let mut statuses = [one.0, two.0];
    statuses.sort();
    assert_eq!(statuses, [200, 400], "ten 200s cover one of the two: {one:?} {two:?}");
    let (short, loser) = if one.0 == 200 { (&two.1, &second) } else { (&one.1, &first) };
    assert_eq!(short["errors"][0]["code"], "INSUFFICIENT_VAULT_INVENTORY", "{short}");
    let rejected = b
        .ok(
            "Senior Teller",
            "RejectTransaction",
            json!({"transactionId": loser["transactionId"], "rejectionReason": "the vault is short of 200s"}),
        )
        .await;
    assert_eq!(rejected["newState"], "CANCELLED");
    assert_eq!(b.pieces(200.0), 4);
    assert_eq!(b.till_balance("teller.ada", &ada), ada0 + 151_200.0);
    b.assert_vault(opening - 251_200.0);

    // Till to vault, direct: Bola returns 50,000 in 500s.
    let back =
        b.ok("Senior Teller", "InitiateVaultTransaction", vault_move(&bola, "FROM_TILL", &[(500.0, 100)], false)).await;
    assert_eq!(back["status"], "SETTLED");
    assert_eq!(back["balanceImpact"]["vault"]["newBalance"].as_f64(), Some(opening - 201_200.0));
    assert_eq!(b.till_balance("senior.bola", &bola), bola0 + 50_000.0);
    assert_eq!(b.pieces(500.0), 2000);
    b.assert_vault(opening - 201_200.0);

    // Cash of a counted vault moves only with its notes named.
    let (status, body) =
        b.bpm("Branch Manager", "FundTillCommand", json!({"tillCode": ada, "amount": 1000, "direction": "IN"})).await;
    refused_b(status, &body, 409, "InitiateVaultTransaction");

    // Reversals. The transfer needs the destination to hold the cash: Bola
    // returned half of it to the vault, so that comes back first.
    let reverse = |id: &Value| json!({"transactionId": id, "reversalReason": "end of day correction"});
    let e = b.refused("Branch Manager", "ReverseTransaction", reverse(&transfer_id), 400, "INSUFFICIENT_BALANCE").await;
    assert_eq!(e["availableBalance"].as_f64(), Some(bola0 + 50_000.0), "{e}");
    let r = b.ok("Branch Manager", "ReverseTransaction", reverse(&back["transactionId"])).await;
    assert_eq!((r["newState"].as_str(), r["reversalWindow"].as_str()), (Some("REVERSED"), Some("SAME_DAY")));
    assert_eq!(
        (r["balanceImpact"]["vault"]["newBalance"].as_f64(), r["balanceImpact"]["reversalAmount"].as_f64()),
        (Some(opening - 251_200.0), Some(50_000.0)),
        "{r}"
    );
    assert_eq!((b.till_balance("senior.bola", &bola), b.pieces(500.0)), (bola0 + 100_000.0, 1900));
    b.assert_vault(opening - 251_200.0);
    let r = b.ok("Branch Manager", "ReverseTransaction", reverse(&transfer_id)).await;
    assert_eq!(r["newState"], "REVERSED");
    assert_eq!(
        (r["balanceImpact"]["fromTill"]["newBalance"].as_f64(), r["balanceImpact"]["toTill"]["newBalance"].as_f64()),
        (Some(ada0 + 251_200.0), Some(bola0)),
        "source increased, destination decreased"
    );
    assert_eq!(b.till_balance("teller.ada", &ada), ada0 + 251_200.0);
    assert_eq!(b.till_balance("senior.bola", &bola), bola0);
    db.bank(&["verify"]).ok();
    let r = b.ok("Branch Manager", "ReverseTransaction", reverse(&to_till)).await;
    assert_eq!(
        (r["balanceImpact"]["till"]["newBalance"].as_f64(), r["balanceImpact"]["vault"]["newBalance"].as_f64()),
        (Some(ada0 + 1_200.0), Some(opening - 1_200.0)),
        "{r}"
    );
    assert_eq!((b.pieces(1000.0), b.pieces(500.0), b.pieces(200.0)), (thousands, 2000, 4));
    b.assert_vault(opening - 1_200.0);
    b.refused("Branch Manager", "ReverseTransaction", reverse(&to_till), 409, "DUPLICATE_REQUEST").await;
    b.refused("Branch Manager", "ReverseTransaction", reverse(&p["transactionId"]), 400, "TRANSACTION_NOT_SETTLED")
        .await;

    // The audit trail carries the cash balance impact; listed and shown from the CLI.
    let audited = db
        .sql_scalar_i64(
            "SELECT COUNT(*) FROM transaction_audit WHERE transaction_type = 'VAULT_TRANSACTION' AND action = 'REVERSE'
             AND balance_impact LIKE '%vaultCode%' AND balance_impact LIKE '%reversalAmount%'",
        )
        .await;
    assert_eq!(audited, 2);
    let list = db.bank(&["vault", "list"]).ok().stdout();
    assert!(list.contains(VAULT) && list.contains("1001"), "{list}");
    let show = db.bank(&["vault", "show", VAULT]).ok().stdout();
    assert!(show.contains("Reconciled") && show.contains("200.00 x 4"), "{show}");
    assert_eq!(b.till_balance("teller.ada", &ada), ada0 + 1_200.0);
    assert_eq!(b.gl_balance("1002"), teller_cash + 1_200.0);
    db.bank(&["verify"]).ok();
}
