//! The `bank` CLI: demo, branches, exec, users, tokens, exit codes.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Backend, TestDb};

on_both_backends!(
    demo_twice_leaves_one_dataset,
    branch_update_through_the_cli,
    exec_runs_any_command_and_prints_the_wire_response,
    cli_acts_as_a_named_user_under_the_same_checks,
    users_can_be_added_listed_and_disabled,
    branch_states_and_deletion,
    doctor_passes_a_healthy_setup_and_says_what_to_fix,
    lists_print_csv_with_or_without_headers,
);

fn sorted_usernames(manifest: &Value) -> Vec<(String, String)> {
    let mut users: Vec<(String, String)> = manifest["users"]
        .as_array()
        .expect("users")
        .iter()
        .map(|u| (u["username"].as_str().unwrap_or("").to_owned(), u["role"].as_str().unwrap_or("").to_owned()))
        .collect();
    users.sort();
    users
}

async fn demo_twice_leaves_one_dataset(db: TestDb) {
    let first = db.init_with_demo();
    let second = db.demo();
    assert_eq!(first["branches"], second["branches"], "the same branches, with the same ids");
    assert_eq!(sorted_usernames(&first), sorted_usernames(&second));

    let roles: std::collections::BTreeSet<_> = sorted_usernames(&first).into_iter().map(|(_, r)| r).collect();
    let expected = ["Admin", "Approver", "Branch Manager", "Regional Manager", "Senior Teller", "Service", "Teller"];
    assert_eq!(roles.into_iter().collect::<Vec<_>>(), expected, "one user of each role");
    for user in first["users"].as_array().expect("users") {
        assert_eq!(user["token"].as_str().map(|t| t.split('.').count()), Some(3), "a JWT for {}", user["username"]);
    }

    let branches = db.bank(&["branch", "list", "-o", "json"]).ok_json();
    assert_eq!(branches["data"]["totalRows"], 5);
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM users").await,
        10,
        "six demo users, two demo merchants, the webhook service user and the bootstrap admin"
    );

    // The service areas' demo data, listed once however often the demo runs.
    for (key, len) in [("employees", 2), ("merchants", 2), ("providers", 1), ("terminals", 2), ("documents", 2)] {
        assert_eq!(second[key].as_array().map(Vec::len), Some(len), "{key}: {}", second[key]);
        assert_eq!(first[key], second[key], "{key}");
    }
    assert!(second["policies"].as_array().is_some_and(|p| !p.is_empty()));
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM documents").await, 2);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM comments WHERE entity_type = 'Client'").await, 2);
    let terminal = &second["terminals"][0];
    let merchant_ids: Vec<&Value> =
        second["merchants"].as_array().expect("merchants").iter().map(|m| &m["userId"]).collect();
    assert!(merchant_ids.contains(&&terminal["merchantUserId"]), "{terminal}");

    // The engine's demo: a webhook of each type, a process definition, a job; loaded once.
    let types: Vec<i64> =
        first["webhooks"].as_array().expect("webhooks").iter().filter_map(|w| w["executionType"].as_i64()).collect();
    assert_eq!(types, [0, 1, 2, 3]);
    assert_eq!(first["webhooks"], second["webhooks"]);
    assert_eq!(first["processDefinitions"], second["processDefinitions"]);
    assert_eq!(first["recurringJobs"], second["recurringJobs"]);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM webhook_configs").await, 4);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM recurring_jobs").await, 1);
}

async fn branch_update_through_the_cli(db: TestDb) {
    db.init_with_demo();
    let updated =
        db.bank(&["branch", "update", "IKJ", "--name", "Ikeja GRA", "--city", "Ikeja GRA", "-o", "json"]).ok_json();
    assert_eq!(updated["isSuccessful"], true);
    assert_eq!(updated["statusCode"], "00");
    assert_eq!(updated["data"]["name"], "Ikeja GRA");
    assert_eq!(updated["data"]["key"], "IKJ");
    assert_eq!(updated["data"]["objectStateDescription"], "Active");
    let shown = db.bank(&["branch", "show", "IKJ", "-o", "json"]).ok_json();
    assert_eq!(shown["data"]["addressInformation"]["addressCity"], "Ikeja GRA");
    assert_eq!(shown["data"]["contactInformation"]["emailAddress"], "ikeja@demo.bank.ng", "untouched fields kept");

    // A refused update changes nothing and says why, in the area's envelope.
    let refused =
        db.bank(&["branch", "update", "IKJ", "--email", "not-an-email", "--key", "HQ", "-o", "json"]).fails_with(1);
    let body = refused.json();
    assert_eq!(body["statusCode"], "CBS_400");
    assert!(body["errors"]["contactInformation.emailAddress"].is_array(), "{body}");
    let again = db.bank(&["branch", "show", "IKJ", "-o", "json"]).ok_json();
    assert_eq!(again["data"]["contactInformation"]["emailAddress"], "ikeja@demo.bank.ng");

    // Taking another branch's key is refused by field.
    let taken = db.bank(&["branch", "update", "IKJ", "--key", "HQ", "-o", "json"]).fails_with(1).json();
    assert_eq!(taken["errors"]["key"][0].as_str().map(|m| m.contains("already used")), Some(true), "{taken}");

    // The table form is for people.
    let table = db.bank(&["branch", "show", "IKJ"]).ok().stdout();
    assert!(table.contains("Ikeja GRA") && table.contains("Encoded key"), "{table}");
}

fn update_request(id: i64, name: &str) -> Value {
    json!({
        "id": id, "key": "ABJ", "name": name,
        "contactInformation": {"emailAddress": "abuja@demo.bank.ng", "mobileNumber": "+234 809 555 0202"},
        "addressInformation": {"addressLine1": "4 Aminu Kano Crescent", "addressCity": "Abuja", "addressState": "FCT",
                               "addressCountry": "Nigeria", "zipCode": "900288"}
    })
}

async fn exec_runs_any_command_and_prints_the_wire_response(db: TestDb) {
    let manifest = db.init_with_demo();
    let abj = manifest["branches"].as_array().and_then(|b| b.iter().find(|b| b["key"] == "ABJ")).expect("ABJ");
    let id = abj["id"].as_i64().expect("id");

    let inline = update_request(id, "Abuja Central").to_string();
    let out = db.bank(&["exec", "UpdateBranchCommand", "--data", &inline]).ok_json();
    assert_eq!(out["data"]["name"], "Abuja Central");
    assert_eq!(out["message"], "Branch updated successfully.");

    // From standard input and from a file.
    let out = db
        .bank_with_stdin(&["exec", "UpdateBranchCommand", "--data", "-"], &update_request(id, "Abuja Wuse").to_string())
        .ok_json();
    assert_eq!(out["data"]["name"], "Abuja Wuse");
    let file = db.dir.path().join("req.json");
    std::fs::write(&file, update_request(id, "Abuja Maitama").to_string()).expect("write");
    let out = db.bank(&["exec", "UpdateBranchCommand", "--data", &format!("@{}", file.display())]).ok_json();
    assert_eq!(out["data"]["name"], "Abuja Maitama");

    // Failures print the area's error body and exit 1.
    let missing = db.bank(&["exec", "UpdateBranchCommand", "--data", "{}"]).fails_with(1).json();
    let fields: Vec<&String> = missing["errors"].as_object().expect("errors map").keys().collect();
    assert_eq!(
        fields,
        ["addressInformation", "contactInformation", "id", "key", "name"],
        "every missing field at once"
    );
    let unknown = db.bank(&["exec", "NoSuchCommand"]).fails_with(1).json();
    assert_eq!(unknown["IsSuccessful"], false);
    assert!(unknown["Message"].as_str().is_some_and(|m| m.contains("unknown command 'NoSuchCommand'")));
    let wrong_type = db.bank(&["exec", "RetrieveBranchByIdQuery", "--data", r#"{"id": "one"}"#]).fails_with(1).json();
    assert!(wrong_type["errors"]["id"].is_array(), "{wrong_type}");
    db.bank(&["exec", "UpdateBranchCommand", "--data", "{not json"]).fails_with(2);
}

async fn cli_acts_as_a_named_user_under_the_same_checks(db: TestDb) {
    db.init_with_demo();
    let run = db.bank(&["--as", "teller.ada", "branch", "create", "LEK", "--name", "Lekki"]).fails_with(1);
    assert!(run.stderr().contains("branches.manage"), "{}", run.stderr());
    let refused = db
        .sql_scalar_i64(
            "SELECT COUNT(*) FROM activities WHERE user_name = 'teller.ada' AND command = 'CreateBranchCommand'
             AND success = FALSE AND activity_type = 'Security'",
        )
        .await;
    assert_eq!(refused, 1, "the refused attempt is on the trail");
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM branches WHERE code = 'LEK'").await, 0);

    // A teller may read branches.
    db.bank(&["--as", "teller.ada", "branch", "list"]).ok();
    // An unknown acting user is a usage error.
    let run = db.bank(&["--as", "nobody", "branch", "list"]).fails_with(2);
    assert!(run.stderr().contains("--as"), "{}", run.stderr());
    // Only a holder of tokens.issue may mint tokens.
    db.bank(&["--as", "manager.dayo", "token", "issue", "teller.ada"]).fails_with(1);
    let token = db.bank(&["token", "issue", "teller.ada", "--ttl", "15m"]).ok().stdout();
    assert_eq!(token.trim().split('.').count(), 3);
}

async fn users_can_be_added_listed_and_disabled(db: TestDb) {
    db.init_with_demo();
    let added = db
        .bank(&[
            "user",
            "add",
            "teller.gbenga",
            "--name",
            "Gbenga Ola",
            "--email",
            "gbenga@demo.bank.ng",
            "--role",
            "Teller",
            "-o",
            "json",
        ])
        .ok_json();
    assert_eq!(added["Data"]["Role"], "Teller");
    let dup = db
        .bank(&["user", "add", "teller.gbenga", "--name", "X", "--email", "x@y.ng", "--role", "Teller"])
        .fails_with(1);
    assert!(dup.stderr().contains("already taken"), "{}", dup.stderr());
    let bad_role =
        db.bank(&["user", "add", "u2", "--name", "X", "--email", "x@y.ng", "--role", "Wizard"]).fails_with(1);
    assert!(bad_role.stderr().contains("no role named"), "{}", bad_role.stderr());

    let list = db.bank(&["user", "list", "-o", "json"]).ok_json();
    assert_eq!(list["Data"]["totalRows"], 11, "with the two demo merchants and the webhook service user");
    db.bank(&["user", "disable", "teller.gbenga", "--yes"]).ok();
    let run = db.bank(&["--as", "teller.gbenga", "branch", "list"]).fails_with(1);
    assert!(run.stderr().contains("disabled"), "{}", run.stderr());
    db.bank(&["user", "disable", "admin", "--yes"]).fails_with(1);
    db.bank(&["user", "enable", "teller.gbenga"]).ok();
    db.bank(&["--as", "teller.gbenga", "branch", "list"]).ok();

    let roles = db.bank(&["role", "list", "-o", "json"]).ok_json();
    let teller = roles["Data"].as_array().and_then(|r| r.iter().find(|r| r["Name"] == "Teller")).expect("Teller");
    assert_eq!(teller["ApprovalLimit"], 500000.0);
    let admin = roles["Data"].as_array().and_then(|r| r.iter().find(|r| r["Name"] == "Admin")).expect("Admin");
    assert_eq!(admin["ApprovalLimit"], Value::Null, "unlimited");
}

async fn branch_states_and_deletion(db: TestDb) {
    db.init_with_demo();
    let off = db.bank(&["branch", "set-state", "KAN", "not-active", "-o", "json"]).ok_json();
    assert_eq!(off["data"]["objectState"], 1);
    assert_eq!(off["data"]["objectStateDescription"], "NotActive");
    db.bank(&["branch", "set-state", "KAN", "not-active"]).fails_with(1);
    // Deletion is confirmed on a terminal; here stdin is not one, as in batch jobs:
    // without --yes it is refused (usage, exit 2) and nothing changes.
    let refused = db.bank(&["branch", "set-state", "KAN", "deleted"]).fails_with(2);
    assert!(refused.stderr().contains("--yes"), "{}", refused.stderr());
    let gone = db.bank(&["branch", "set-state", "KAN", "deleted", "--yes", "-o", "json"]).ok_json();
    assert_eq!(gone["data"]["objectStateDescription"], "Deleted");
    let run = db.bank(&["branch", "set-state", "KAN", "active"]).fails_with(1);
    assert!(run.stderr().contains("cannot be undone"), "{}", run.stderr());
    // A branch with active staff cannot be deleted.
    let run = db.bank(&["branch", "set-state", "IKJ", "deleted", "--yes"]).fails_with(1);
    assert!(run.stderr().contains("active staff"), "{}", run.stderr());
    let deleted = db.bank(&["branch", "list", "--state", "deleted", "-o", "json"]).ok_json();
    assert_eq!(deleted["data"]["totalRows"], 1);
    // --state means one thing in every list: a state's name, never its wire number.
    db.bank(&["branch", "list", "--state", "2"]).fails_with(2);
    // `%` and `_` in a search are literal characters: no branch name holds either.
    for wildcard in ["%", "_"] {
        let none = db.bank(&["branch", "list", "--search", wildcard, "-o", "json"]).ok_json();
        assert_eq!(none["data"]["totalRows"], 0, "{wildcard}: {none}");
    }
    db.bank(&["branch", "nonsense"]).fails_with(2);
}

/// The one check of a `bank doctor -o json` report named `name`: (status, detail).
fn doctor_check(report: &Value, name: &str) -> (String, String) {
    let checks = report["checks"].as_array().expect("checks");
    let check = checks.iter().find(|c| c["check"] == name).unwrap_or_else(|| panic!("no {name} check: {report}"));
    (check["status"].as_str().unwrap_or_default().to_owned(), check["detail"].as_str().unwrap_or_default().to_owned())
}

async fn doctor_passes_a_healthy_setup_and_says_what_to_fix(mut db: TestDb) {
    db.bank(&["init"]).ok();
    let healthy = db.bank(&["doctor", "-o", "json"]).ok_json();
    assert_eq!(healthy["healthy"], true, "{healthy}");
    let names = ["configuration", "database url", "runtime", "database", "schema", "key file", "documents", "clock"];
    for name in names.into_iter().chain(["time zone", "fcm"]) {
        assert_eq!(doctor_check(&healthy, name).0, "OK", "{name}: {healthy}");
    }
    // The runtime's workers, and why so many: a core left to SQLite's
    // writer, tokio's default on PostgreSQL, and tokio's own setting first.
    let why = match db.backend {
        Backend::Sqlite => "a core left to SQLite's writer",
        Backend::Postgres => "tokio's default, one a core",
    };
    assert!(doctor_check(&healthy, "runtime").1.ends_with(why), "{healthy}");
    db.env.push(("TOKIO_WORKER_THREADS".into(), "3".into()));
    let told = db.bank(&["doctor", "-o", "json"]).ok_json();
    let runtime = doctor_check(&told, "runtime").1;
    assert!(runtime.starts_with("3 async worker(s)") && runtime.ends_with("as TOKIO_WORKER_THREADS sets"), "{told}");
    db.env.clear();
    db.bank(&["config", "set", "time-zone", "Africa/Lagos"]).ok();
    let zoned = db.bank(&["doctor", "-o", "json"]).ok_json();
    assert!(doctor_check(&zoned, "time zone").1.contains("follow Africa/Lagos"), "{zoned}");
    // A zone this build does not know, set by hand: the days would fall back to UTC.
    db.sql_execute("UPDATE settings SET value = 'Mars/Olympus' WHERE key = 'time_zone'").await.expect("set by hand");
    let unknown = db.bank(&["doctor", "-o", "json"]).fails_with(1).json();
    let (status, detail) = doctor_check(&unknown, "time zone");
    assert_eq!(
        (status.as_str(), detail.contains("'Mars/Olympus' is not an IANA time zone")),
        ("FAIL", true),
        "{unknown}"
    );
    db.bank(&["config", "set", "time-zone", "UTC"]).ok();
    let table = db.bank(&["doctor"]).ok().stdout();
    assert!(table.contains("schema") && table.contains("OK") && !table.contains("FAIL"), "{table}");

    // The key file open to others, then missing: FAIL, exit 1, and what to do.
    let key_file = db.key_file().await;
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&key_file, std::fs::Permissions::from_mode(0o644)).expect("chmod");
    }
    let open = db.bank(&["doctor", "-o", "json"]).fails_with(1).json();
    let (status, detail) = doctor_check(&open, "key file");
    assert_eq!((status.as_str(), detail.contains("chmod 600")), ("FAIL", true), "{open}");
    let aside = key_file.with_extension("aside");
    std::fs::rename(&key_file, &aside).expect("move the key file away");
    let missing = db.bank(&["doctor", "-o", "json"]).fails_with(1).json();
    let (status, detail) = doctor_check(&missing, "key file");
    assert_eq!((status.as_str(), detail.contains("run `bank init`")), ("FAIL", true), "{missing}");
    assert_eq!(missing["healthy"], false);
    assert_eq!(doctor_check(&missing, "database").0, "OK", "only the key file is wrong");
    let run = db.bank(&["doctor"]).fails_with(1);
    assert!(run.stdout().contains("FAIL") && run.stderr().contains("1 check(s) failed"), "{}", run.stderr());
    std::fs::rename(&aside, &key_file).expect("put the key file back");

    // A database that is not there: FAIL with how to get one.
    let (url, fix) = match db.backend {
        Backend::Sqlite => (format!("sqlite://{}", db.dir.path().join("nowhere.db").display()), "run `bank init`"),
        Backend::Postgres => ("postgres://postgres:secret@127.0.0.1:1/bank".to_owned(), "Is the server running there"),
    };
    let unreachable = db.bank(&["--database-url", &url, "doctor", "-o", "json"]).fails_with(1).json();
    let (status, detail) = doctor_check(&unreachable, "database");
    assert_eq!((status.as_str(), detail.contains(fix)), ("FAIL", true), "{unreachable}");
    assert!(!unreachable.to_string().contains("secret"), "the password is never printed: {unreachable}");
}

/// Reads RFC 4180 text the way a spreadsheet would.
fn csv_rows(text: &str, headers: bool) -> Vec<Vec<String>> {
    csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(text.as_bytes())
        .records()
        .map(|r| r.expect("a CSV record").iter().map(str::to_owned).collect())
        .skip(usize::from(headers))
        .collect()
}

async fn lists_print_csv_with_or_without_headers(db: TestDb) {
    db.init_with_demo();
    // A comma and a quote in a name must survive the round trip.
    db.bank(&["branch", "update", "IKJ", "--name", "Ikeja, \"GRA\""]).ok();
    let text = db.bank(&["branch", "list", "-o", "csv", "--page-size", "100"]).ok().stdout();
    assert!(text.starts_with("Id,Key,Name,State,City,E-mail\r\n"), "{text}");
    assert!(!text.contains("page 1"), "no page line inside CSV: {text}");
    let rows = csv_rows(&text, true);
    let json = db.bank(&["branch", "list", "-o", "json", "--page-size", "100"]).ok_json();
    assert_eq!(rows.len(), json["data"]["items"].as_array().map_or(0, Vec::len));
    let ikeja = rows.iter().find(|r| r[1] == "IKJ").expect("IKJ row");
    assert_eq!(ikeja[2], "Ikeja, \"GRA\"");

    let text = db.bank(&["user", "list", "-o", "csv", "--no-headers", "--page-size", "100"]).ok().stdout();
    assert!(!text.contains("Username"), "{text}");
    let rows = csv_rows(&text, false);
    assert!(rows.iter().all(|r| r.len() == 6), "{rows:?}");
    assert!(rows.iter().any(|r| r[1] == "admin"), "{rows:?}");

    // A table off a terminal: no header with --no-headers, and rows never wrap.
    let table = db.bank(&["user", "list", "--no-headers", "--page-size", "100"]).ok().stdout();
    assert!(!table.contains("Username") && table.contains("admin"), "{table}");
    let long = "A very long branch name that a narrow terminal would have wrapped onto two lines or three";
    db.bank(&["branch", "update", "IKJ", "--name", long]).ok();
    let table = db.bank(&["branch", "list", "--page-size", "100"]).ok().stdout();
    assert!(table.lines().any(|l| l.contains(long)), "{table}");
}
