//! Trust at the edge: tokens that cannot outlive their user, their key or
//! their lifetime, a signing key outside the database, and request bodies
//! read exactly one way (issue 14, item 6).

use serde_json::json;

use crate::http::forge;
use crate::ledger::journal;
use crate::on_both_backends;
use crate::support::{TestDb, token_of};

on_both_backends!(
    the_signing_key_lives_in_an_owner_only_file,
    tokens_die_with_revocation_rotation_and_time,
    a_server_that_knows_a_token_still_sees_it_revoked,
    bodies_are_read_one_way_only,
    careless_operators_are_stopped
);

fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

async fn the_signing_key_lives_in_an_owner_only_file(db: TestDb) {
    let report = db.bank(&["init", "-o", "json"]).ok_json();
    let key_file = db.key_file().await;
    assert_eq!(report["keyFile"], key_file.display().to_string());
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&key_file).expect("key file").permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "{}", key_file.display());
    }
    let secrets = "SELECT COUNT(*) FROM settings WHERE key = 'token_secret'";
    assert_eq!(db.sql_scalar_i64(secrets).await, 0);

    // A database of an older build, its secret in `settings`: `bank` refuses
    // to run until `bank init` moves the secret into the key file.
    std::fs::remove_file(&key_file).expect("remove");
    db.sql_execute(
        "INSERT INTO settings (key, value) VALUES ('token_secret', 'c2VjcmV0LWZyb20tdGhlLWRhdGFiYXNlLTMyYnl0ZXM=')",
    )
    .await
    .expect("plant");
    let refused = db.bank(&["branch", "list"]).fails_with(69);
    assert!(refused.stderr().contains("bank init"), "{}", refused.stderr());
    db.bank(&["init"]).ok();
    assert_eq!(db.sql_scalar_i64(secrets).await, 0);
    let moved = std::fs::read_to_string(&key_file).expect("key file");
    assert!(moved.contains("c2VjcmV0LWZyb20tdGhlLWRhdGFiYXNlLTMyYnl0ZXM="), "{moved}");
    db.bank(&["token", "issue", "admin"]).ok();

    // A key file others may read is refused, not used.
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&key_file, std::fs::Permissions::from_mode(0o644)).expect("chmod");
    }
    let open = db.bank(&["branch", "list"]).fails_with(69);
    assert!(open.stderr().contains("chmod 600"), "{}", open.stderr());
}

async fn tokens_die_with_revocation_rotation_and_time(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let list = json!({"commandName": "RetrieveBranchesListQuery"});
    let status = |token: String| {
        let server = &server;
        let list = list.clone();
        async move { server.post("/api/bpm/cmd", Some(&token), &list).await }
    };
    let teller = token_of(&manifest, "Teller").to_owned();
    assert_eq!(status(teller.clone()).await.0, 200);

    // Revocation: every earlier token of the user is dead; a new one works.
    db.bank(&["auth", "revoke", "--user", "teller.ada"]).fails_with(2);
    db.bank(&["auth", "revoke", "--user", "teller.ada", "--yes"]).ok();
    let (code, body) = status(teller).await;
    assert_eq!(code, 401, "{body}");
    assert!(body["message"].as_str().is_some_and(|m| m.contains("revoked")), "{body}");
    let fresh = db.bank(&["token", "issue", "teller.ada"]).ok().stdout().trim().to_owned();
    assert_eq!(status(fresh.clone()).await.0, 200);

    // Rotation: the running server accepts tokens of the new key, and those of
    // the old one for the grace period; with no grace they stop at once.
    db.bank(&["auth", "rotate-key", "--yes"]).ok();
    let rotated = db.bank(&["token", "issue", "teller.ada"]).ok().stdout().trim().to_owned();
    assert_eq!(status(rotated.clone()).await.0, 200);
    assert_eq!(status(fresh.clone()).await.0, 200);
    db.bank(&["auth", "rotate-key", "--grace", "0s", "--yes"]).ok();
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await; // the server reads the file at most once a second
    let (code, body) = status(fresh).await;
    assert_eq!(code, 401, "{body}");
    let latest = db.bank(&["token", "issue", "teller.ada"]).ok().stdout().trim().to_owned();
    assert_eq!(status(latest).await.0, 200);
    let rotations = "SELECT COUNT(*) FROM activities WHERE description LIKE 'rotated the token signing key%'";
    assert_eq!(db.sql_scalar_i64(rotations).await, 2);

    // Time: not before its nbf, never longer than the maximum lifetime, even if signed by us.
    let key_file = db.key_file().await;
    let admin = |claims| forge(&key_file, "admin", claims);
    let (code, body) = status(admin(json!({"nbf": now() + 600, "exp": now() + 900}))).await;
    assert!(code == 401 && body["message"].as_str().is_some_and(|m| m.contains("not valid yet")), "{body}");
    let (code, body) = status(admin(json!({"exp": now() + 13 * 3600}))).await;
    assert!(code == 401 && body["message"].as_str().is_some_and(|m| m.contains("maximum token lifetime")), "{body}");
    let (code, body) = status(admin(json!({"iss": "elsewhere"}))).await;
    assert_eq!(code, 401, "{body}");
    assert_eq!(status(admin(json!({}))).await.0, 200);
    let long = db.bank(&["token", "issue", "admin", "--ttl", "13h"]).fails_with(1);
    assert!(long.stderr().contains("maximum token lifetime"), "{}", long.stderr());
    // A duration says its unit: `--ttl 8` is neither 8 seconds nor 8 hours.
    let bare = db.bank(&["token", "issue", "admin", "--ttl", "8"]).fails_with(2);
    assert!(bare.stderr().contains("8h"), "{}", bare.stderr());
}

/// The server keeps who a token stands for in memory (a deposit then reads
/// nothing to authenticate), yet a token revoked or a user disabled from
/// another process is refused on its next request: deposits, queries and
/// malformed requests alike, with nothing posted or recorded in its name.
async fn a_server_that_knows_a_token_still_sees_it_revoked(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let account = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    let deposit = json!({"accountNumber": account, "amount": 5, "narration": "cached", "channel": "BRANCH"});
    let teller = token_of(&manifest, "Teller").to_owned();
    let (code, body) = server.post("/api/bpm/cmd/InitiateDeposit", Some(&teller), &deposit).await;
    assert_eq!(code, 200, "{body}");
    let counts = "SELECT (SELECT COUNT(*) FROM transactions) * 1000000 + (SELECT COUNT(*) FROM activities)";

    db.bank(&["auth", "revoke", "--user", "teller.ada", "--yes"]).ok();
    let before = db.sql_scalar_i64(counts).await;
    let list = json!({"commandName": "RetrieveBranchesListQuery"});
    let unknown = json!({"commandName": "NoSuchCommand"});
    for (path, body) in
        [("/api/bpm/cmd/InitiateDeposit", &deposit), ("/api/bpm/cmd", &list), ("/api/bpm/cmd", &unknown)]
    {
        let (code, reply) = server.post(path, Some(&teller), body).await;
        assert_eq!(code, 401, "{body}: {reply}");
        assert!(reply["message"].as_str().is_some_and(|m| m.contains("revoked")), "{reply}");
    }
    assert_eq!(db.sql_scalar_i64(counts).await, before, "nothing is posted or recorded for a revoked token");

    // A fresh token works at once; disabling the user kills it on the deposit path too.
    let fresh = db.bank(&["token", "issue", "teller.ada"]).ok().stdout().trim().to_owned();
    assert_eq!(server.post("/api/bpm/cmd/InitiateDeposit", Some(&fresh), &deposit).await.0, 200);
    db.bank(&["user", "disable", "teller.ada", "--yes"]).ok();
    let before = db.sql_scalar_i64(counts).await;
    assert_eq!(server.post("/api/bpm/cmd/InitiateDeposit", Some(&fresh), &deposit).await.0, 401);
    assert_eq!(db.sql_scalar_i64(counts).await, before);
    db.bank(&["verify"]).ok();
}

async fn bodies_are_read_one_way_only(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let token = Some(token_of(&manifest, "Branch Manager"));
    let account = manifest["accounts"][0]["accountNumber"].as_str().expect("account").to_owned();
    let transactions = "SELECT COUNT(*) FROM transactions";
    let before = db.sql_scalar_i64(transactions).await;

    // A duplicate key, two names for the command, or a data field named like
    // an envelope key: refused or read as data, never guessed.
    let duplicate = r#"{"Cmd": "RetrieveUsersListQuery", "Cmd": "DisableUserCommand", "Data": {}}"#;
    let (code, body) = server.post_raw("/api/core/cmd", token, duplicate.into()).await;
    assert!(code == 400 && body["Message"].as_str().is_some_and(|m| m.contains("'Cmd' is given twice")), "{body}");
    let two = json!({"Cmd": "RetrieveUsersListQuery", "commandName": "DisableUserCommand", "Data": {}});
    let (code, body) = server.post("/api/core/cmd", token, &two).await;
    assert!(code == 400 && body["Message"].as_str().is_some_and(|m| m.contains("names its command twice")), "{body}");
    // (the list query has no such field, so it is refused as one of its fields).
    let flat = json!({"$type": "RetrieveBranchesListQuery", "commandName": "CreateBranchCommand"});
    let (code, body) = server.post("/api/bpm/cmd", token, &flat).await;
    assert_eq!((code, body["errors"]["commandName"][0].as_str()), (400, Some("unknown field `commandName`")), "{body}");

    // One amount grammar: what is not plainly digits with up to two decimals is refused.
    for amount in [r#"1e3"#, r#""+5""#, r#"" 5""#, r#"".5""#, r#""5.""#, r#""NaN""#, r#"100.100"#, r#"1000000000000"#] {
        let body =
            format!(r#"{{"accountNumber": "{account}", "amount": {amount}, "narration": "t", "channel": "BRANCH"}}"#);
        let (code, reply) = server.post_raw("/api/bpm/cmd/InitiateDeposit", token, body).await;
        assert_eq!(code, 400, "{amount}: {reply}");
        assert!(reply.to_string().contains("amount"), "{amount}: {reply}");
    }
    let duplicate_amount = format!(
        r#"{{"accountNumber": "{account}", "amount": 5, "amount": 5000, "narration": "t", "channel": "BRANCH"}}"#
    );
    assert_eq!(server.post_raw("/api/bpm/cmd/InitiateDeposit", token, duplicate_amount).await.0, 400);
    assert_eq!(db.sql_scalar_i64(transactions).await, before, "nothing was posted");

    // Booking dates far from today are typos, not bookings.
    for booking in ["0001-01-01", "9999-12-31"] {
        let request = journal(&manifest, "5001", "1001", json!(10), booking);
        let (code, body) =
            server.post("/api/core/cmd", token, &json!({"Cmd": "PostJournalEntryCommand", "Data": request})).await;
        assert_eq!(code, 400, "{booking}: {body}");
        assert!(body.to_string().contains("bookingDate"), "{booking}: {body}");
    }
}

async fn careless_operators_are_stopped(db: TestDb) {
    db.bank(&["init"]).ok();
    // The demo invents money: never into PostgreSQL or a database with data of its own, unless forced.
    match db.backend {
        crate::support::Backend::Postgres => {
            let refused = db.bank(&["demo"]).fails_with(2);
            assert!(refused.stderr().contains("--force"), "{}", refused.stderr());
        }
        crate::support::Backend::Sqlite => {
            db.bank(&["branch", "create", "OWN", "--name", "Our own branch"]).ok();
            let refused = db.bank(&["demo"]).fails_with(2);
            assert!(refused.stderr().contains("of its own"), "{}", refused.stderr());
        }
    }
    let manifest = db.bank(&["demo", "--force", "-o", "json"]).ok_json();
    db.demo(); // its own data now: running it again is fine

    // A CLI command run as the built-in admin names the OS account and host in the trail.
    db.bank(&["branch", "create", "CLI", "--name", "Made from the shell"]).ok();
    let agent = db.sql_text("SELECT user_agent FROM activities ORDER BY id DESC LIMIT 1").await;
    assert!(agent.starts_with("bank-cli/") && agent.contains("os user ") && agent.contains(" on "), "{agent}");

    // X-Forwarded-For is believed only from a configured proxy, on every route.
    let token = token_of(&manifest, "Admin");
    let create = |key: &str| json!({"commandName": "CreateBranchCommand", "data": {"key": key, "name": key}});
    let last_ip = "SELECT ip_address FROM activities ORDER BY id DESC LIMIT 1";
    let direct = db.serve(&[]);
    let (status, body) =
        direct.post_with_header("/api/bpm/cmd", token, ("x-forwarded-for", "203.0.113.9"), &create("XFF-DIRECT")).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(db.sql_text(last_ip).await, "127.0.0.1");
    drop(direct);
    let proxied = db.serve(&["--trusted-proxy", "127.0.0.1"]);
    let (status, body) = proxied
        .post_with_header("/api/bpm/cmd", token, ("x-forwarded-for", "203.0.113.9"), &create("XFF-PROXIED"))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(db.sql_text(last_ip).await, "203.0.113.9");
}
