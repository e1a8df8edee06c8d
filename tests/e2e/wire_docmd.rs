//! `doCmd` in webhook and job scripts, as the execution-engine pages show it:
//! `doCmd('SomeCommand', {Data: {...}})`, run as the plan's run-as user.

use serde_json::json;

use crate::on_both_backends;
use crate::support::{TestDb, token_of};
use crate::webhook::{call, ok};

on_both_backends!(scripts_run_commands_as_their_run_as_user);

async fn scripts_run_commands_as_their_run_as_user(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&["--no-scheduler"]);
    let a = token_of(&manifest, "Admin").to_owned();
    let hook = |path: &str, code: &str| {
        json!({"key": path.replace('/', "-"), "path": path, "action": "POST", "executionType": 2, "executionCode": code,
               "runAsUser": "svc.webhook", "allowAnonymous": true})
    };

    // svc.webhook (Service) may list branches but not create one: that 403 is thrown, and catchable.
    let code = "const list = doCmd('RetrieveBranchesListQuery', {Data: {pageSize: 1}}); let refused = null;
        try { doCmd('CreateBranchCommand', {Data: {key: 'LEK', name: 'Lekki'}}); }
        catch (e) { refused = [e.name, e.status, e.command]; }
        ({count: list.data.items.length, refused})";
    ok(&server, &a, "CreateWebHookConfigCommand", hook("docmd/list", code)).await;
    let (status, body) = call(&server, "POST", "docmd/list", &[], "{}").await;
    assert_eq!((status, body), (200, json!({"count": 1, "refused": ["CommandError", 403, "CreateBranchCommand"]})));

    // Uncaught, it fails the script (422) naming the command; nothing was created.
    let code = "doCmd('CreateBranchCommand', {Data: {key: 'LEK', name: 'Lekki'}})";
    ok(&server, &a, "CreateWebHookConfigCommand", hook("docmd/create", code)).await;
    let (status, body) = call(&server, "POST", "docmd/create", &[], "{}").await;
    assert_eq!((status, body["code"].as_str()), (422, Some("SCRIPT_ERROR")), "{body}");
    assert!(body["error"].as_str().is_some_and(|e| e.contains("CreateBranchCommand")), "{body}");
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM branches WHERE code = 'LEK'").await, 0);

    // Calls count against the script's limits.
    let code = "for (let i = 0; i < 11; i++) doCmd('RetrieveBranchesListQuery', {Data: {pageSize: 1}})";
    ok(&server, &a, "CreateWebHookConfigCommand", hook("docmd/many", code)).await;
    let (status, body) = call(&server, "POST", "docmd/many", &[], "{}").await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"].as_str().is_some_and(|e| e.contains("at most 10 doCmd calls")), "{body}");

    // A code job run as an Admin user creates a branch with it.
    let job = ok(
        &server,
        &a,
        "CreateRecurringJobCommand",
        json!({"name": "open branch", "cron": "0 0 1 1 *", "executionType": 2, "runAsUser": "admin",
               "executionCode": "doCmd('CreateBranchCommand', {Data: {key: 'LEK', name: 'Lekki'}}).isSuccessful"}),
    )
    .await;
    let run = ok(&server, &a, "ExecuteRecurringJobCommand", json!({"id": job["data"]["id"]})).await;
    assert_eq!((run["data"]["outcome"].as_str(), &run["data"]["output"]), (Some("SUCCEEDED"), &json!(true)), "{run}");
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM branches WHERE code = 'LEK'").await, 1);
}
