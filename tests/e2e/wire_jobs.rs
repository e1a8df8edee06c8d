//! The recurring-job page's `category` and `contextLoader` (the command
//! loader form), on `/api/v1/execute`.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};
use crate::webhook::{execute, ok};

on_both_backends!(job_category_and_context_loader, context_loader_forms_refused);

/// A job the loaders below read: its answer's `data` is one object.
async fn source_job(server: &Server, a: &str) -> i64 {
    let body = ok(
        server,
        a,
        "CreateRecurringJobCommand",
        json!({"name": "loader source", "cron": "0 0 1 1 *", "executionType": 0,
               "command": "RetrieveBranchesListQuery", "enabled": false}),
    )
    .await;
    body["data"]["id"].as_i64().expect("id")
}

async fn list_keys(server: &Server, a: &str, filter: Value) -> Vec<String> {
    let body = ok(server, a, "GetRecurringJobListQuery", filter).await;
    body["data"].as_array().expect("list").iter().filter_map(|j| j["key"].as_str().map(str::to_owned)).collect()
}

async fn job_category_and_context_loader(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&["--no-scheduler"]);
    let a = token_of(&manifest, "Admin").to_owned();
    let source = source_job(&server, &a).await;

    // The page's request with category and a command loader (a JSON string).
    let loader = json!({"cmd": "GetRecurringJobByIdQuery", "context": {"id": source}}).to_string();
    let body = ok(
        &server,
        &a,
        "CreateRecurringJobCommand",
        json!({"name": "Daily EOD Report", "category": "Reports", "cron": "0 0 * * *", "executionType": 2,
               "executionCode": "[cronExpression, commandName, key, extra].join('|')",
               "context": {"key": "own wins", "extra": "x"}, "contextLoader": loader, "runAsUser": "admin"}),
    )
    .await;
    assert_eq!(body["data"]["category"], "Reports", "{body}");
    let id = body["data"]["id"].as_i64().expect("id");
    let job = ok(&server, &a, "GetRecurringJobByIdQuery", json!({"id": id})).await;
    assert_eq!(job["data"]["category"], "Reports");
    assert_eq!(job["data"]["contextLoader"], json!({"cmd": "GetRecurringJobByIdQuery", "context": {"id": source}}));

    // The loader's answer is the context; the job's own fields win.
    let run = ok(&server, &a, "ExecuteRecurringJobCommand", json!({"id": id})).await;
    assert_eq!(run["data"]["outcome"], "SUCCEEDED", "{run}");
    assert_eq!(run["data"]["output"], "0 0 1 1 *|RetrieveBranchesListQuery|own wins|x", "{run}");

    // Lists show the category and filter by it (exact, any case).
    assert_eq!(list_keys(&server, &a, json!({"category": "reports"})).await, vec!["Daily EOD Report"]);
    assert!(list_keys(&server, &a, json!({"category": "Report"})).await.is_empty());
    let all = ok(&server, &a, "GetRecurringJobListQuery", json!({})).await;
    let shown = all["data"].as_array().expect("list").iter().find(|j| j["id"] == id).cloned().expect("listed");
    assert_eq!(
        (shown["category"].as_str(), shown["contextLoader"]["cmd"].as_str()),
        (Some("Reports"), Some("GetRecurringJobByIdQuery"))
    );

    // The loader runs as the run-as user, with that user's permissions: a
    // user without jobs.manage gets the query's refusal and the run fails.
    let denied = ok(
        &server,
        &a,
        "CreateRecurringJobCommand",
        json!({"name": "denied", "cron": "0 0 * * *", "executionType": 0, "command": "RetrieveBranchesListQuery",
               "contextLoader": {"cmd": "GetRecurringJobByIdQuery", "context": {"id": source}},
               "runAsUser": "svc.webhook"}),
    )
    .await;
    let denied = denied["data"]["id"].as_i64().expect("id");
    let run = ok(&server, &a, "ExecuteRecurringJobCommand", json!({"id": denied})).await;
    assert_eq!(run["data"]["outcome"], "FAILED", "{run}");
    let error = run["data"]["output"]["error"].as_str().unwrap_or_default();
    assert!(error.contains("context loader GetRecurringJobByIdQuery"), "{run}");

    // Update: "" removes the loader and the category.
    let body =
        ok(&server, &a, "UpdateRecurringJobCommand", json!({"id": id, "category": "", "contextLoader": ""})).await;
    assert!(body["data"]["category"].is_null(), "{body}");
    let job = ok(&server, &a, "GetRecurringJobByIdQuery", json!({"id": id})).await;
    assert!(job["data"]["contextLoader"].is_null() && job["data"]["category"].is_null(), "{job}");
}

async fn context_loader_forms_refused(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&["--no-scheduler"]);
    let a = token_of(&manifest, "Admin").to_owned();
    let base = json!({"name": "loaded", "cron": "0 0 * * *", "executionType": 0,
                      "command": "RetrieveBranchesListQuery"});
    let with = |loader: Value| {
        let mut data = base.clone();
        data["contextLoader"] = loader;
        data
    };
    for (loader, says) in [
        (json!({"entity": "Loan", "id": 12345}), "entity loader"),
        (json!("{\"entity\": \"Loan\", \"id\": 1}"), "entity loader"),
        (json!({"cmd": "NoSuchQuery"}), "not a registered command"),
        (json!({"context": {"id": 1}}), "`cmd` is required"),
        (json!({"cmd": "GetRecurringJobByIdQuery", "args": {}}), "unknown field `args`"),
        (json!("not json"), "command loader form"),
        (json!(["GetRecurringJobByIdQuery"]), "command loader form"),
    ] {
        let (status, body) = execute(&server, &a, "CreateRecurringJobCommand", with(loader.clone())).await;
        let message = body["errors"]["contextLoader"].to_string();
        assert_eq!(status, 400, "{loader}: {body}");
        assert!(message.contains(says), "{loader}: {body}");
    }
    let (status, body) = execute(
        &server,
        &a,
        "CreateRecurringJobCommand",
        json!({"name": "c", "cron": "0 0 * * *", "executionType": 0,
            "command": "RetrieveBranchesListQuery", "category": "x".repeat(101)}),
    )
    .await;
    assert_eq!((status, body["errors"]["category"].is_array()), (400, true), "{body}");
}
