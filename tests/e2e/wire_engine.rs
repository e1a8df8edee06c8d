//! The execution engine's documented forms (the product's process-engine,
//! recurring-job and notification pages): `{cmd, data}` on `/api/core/cmd`
//! and `/api/v1/execute`, with the pages' field names and answer keys.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(process_pages_start_read_signal_and_call_back, recurring_job_page_fields, send_notification_targets);

/// `{cmd, data}` on `/api/core/cmd`, as the process-engine pages send it.
async fn core(server: &Server, token: &str, cmd: &str, data: Value) -> (u16, Value) {
    server.post("/api/core/cmd", Some(token), &json!({"cmd": cmd, "data": data})).await
}

async fn core_ok(server: &Server, token: &str, cmd: &str, data: Value) -> Value {
    let (status, body) = core(server, token, cmd, data).await;
    assert_eq!((status, body["isSuccessful"].as_bool()), (200, Some(true)), "{cmd}: {body}");
    body
}

/// A review: a user task, then a callback keyed by the reference; a failed
/// callback ends the instance FAILED.
fn review() -> Value {
    json!({
        "name": "Loan review", "entityType": "Loan", "entityIdExpression": "reference", "start": "review",
        "steps": [
            {"id": "review", "kind": "userTask", "name": "Review", "role": "Branch Manager", "next": "bureau"},
            {"id": "bureau", "kind": "callback", "correlationKey": "'BUREAU-' + reference",
             "next": [{"when": "callbackSuccess", "to": "done"}, {"to": "lost"}]},
            {"id": "lost", "kind": "end", "status": "FAILED"},
            {"id": "done", "kind": "end"}
        ]
    })
}

/// A parent that starts a child (`review`) and waits for it by its guid.
fn parent(child_id: i64) -> Value {
    json!({
        "name": "Parent", "start": "spawn",
        "steps": [
            {"id": "spawn", "kind": "command", "commandName": "StartProcessInstanceCommand",
             "data": {"processDefinitionId": child_id, "variables": {"reference": "CHILD"}},
             "resultVariable": "child", "next": "wait"},
            {"id": "wait", "kind": "callback", "correlationKey": "child.instanceGuid", "next": "done"},
            {"id": "done", "kind": "end"}
        ]
    })
}

async fn start_review(server: &Server, a: &str, def: i64, reference: &str) -> Value {
    let runtime = json!({"reference": reference, "loanAmount": 100000}).to_string();
    core_ok(
        server,
        a,
        "StartProcessInstanceCommand",
        json!({"id": def, "runtimeContext": runtime, "contextTypeId": 1, "contextId": 456,
               "executionMode": "Unsupervised"}),
    )
    .await
}

async fn process_pages_start_read_signal_and_call_back(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&["--no-scheduler"]);
    let a = token_of(&manifest, "Admin").to_owned();
    let manager = token_of(&manifest, "Branch Manager").to_owned();
    let def =
        core_ok(&server, &a, "RegisterProcessDefinitionCommand", json!({"key": "loan-review", "definition": review()}))
            .await["data"]["id"]
            .as_i64()
            .expect("definition id");

    // Start as the page shows it: `id`, `runtimeContext` as a JSON string.
    let body = start_review(&server, &a, def, "LN-1").await;
    let d = &body["data"];
    let guid = d["instanceGuid"].as_str().expect("instanceGuid").to_owned();
    assert_eq!((d["processInstanceId"].as_str(), d["instanceId"].as_str()), (Some(guid.as_str()), Some(guid.as_str())));
    assert_eq!((d["businessKey"].as_str(), d["executionMode"].as_str()), (Some("LN-1"), Some("Unsupervised")));
    assert_eq!(d["variables"]["loanAmount"], 100000, "runtimeContext became variables: {body}");
    // runtimeContext as an object is taken too; Supervised is refused by name.
    let (status, body) = core(
        &server,
        &a,
        "StartProcessInstanceCommand",
        json!({"id": def, "runtimeContext": {"reference": "LN-2"}, "executionMode": "Supervised"}),
    )
    .await;
    assert_eq!((status, body["errors"]["executionMode"].is_array()), (400, true), "{body}");
    let (status, body) =
        core(&server, &a, "StartProcessInstanceCommand", json!({"id": def, "runtimeContext": "[1]"})).await;
    assert_eq!((status, body["errors"]["variables"].is_array()), (400, true), "{body}");

    // The state page, by guid.
    let body = core_ok(&server, &manager, "GetProcessInstanceStateCommand", json!({"instanceGuid": guid})).await;
    let s = &body["data"];
    assert_eq!(body["statusCode"], "00");
    assert_eq!((s["processKey"].as_str(), s["businessKey"].as_str()), (Some("loan-review"), Some("LN-1")), "{body}");
    assert_eq!((s["status"].as_str(), s["currentActivityId"].as_str()), (Some("waiting"), Some("review")));
    assert_eq!(
        (s["contextType"].as_str(), s["contextTypeId"].as_i64(), s["contextId"].as_i64()),
        (Some("Loan"), Some(1), Some(456))
    );
    assert_eq!(
        (s["state"]["currentNode"].as_str(), s["state"]["variables"]["reference"].as_str()),
        (Some("review"), Some("LN-1"))
    );
    assert!(s["startedAt"].is_string() && s["lastUpdated"].is_string() && s["executionMode"] == "Unsupervised");
    assert_eq!(s["state"]["completedTasks"], json!([]));

    // Signal with the legacy `signalPayload`; `currentUser` must be the caller.
    let (status, body) = core(
        &server,
        &manager,
        "SignalProcessInstanceCommand",
        json!({"instanceGuid": guid, "signalPayload": {"approved": true}, "currentUser": "someone.else"}),
    )
    .await;
    assert_eq!((status, body["errors"]["currentUser"].is_array()), (400, true), "{body}");
    let body = core_ok(
        &server,
        &manager,
        "SignalProcessInstanceCommand",
        json!({"instanceGuid": guid, "signalPayload": {"approved": true, "comments": "fine"}}),
    )
    .await;
    assert_eq!(
        (body["data"]["variables"]["approved"].as_bool(), body["data"]["currentTaskId"].as_str()),
        (Some(true), Some("bureau"))
    );

    // A failed callback is recorded as failed, its results and message kept.
    let body = core_ok(
        &server,
        &a,
        "ReturnCallbackCommand",
        json!({"correlationKey": "BUREAU-LN-1", "isFailed": true, "errorMessage": "Bureau timeout",
               "results": {"gatewayCode": "TIMEOUT"}}),
    )
    .await;
    let d = &body["data"];
    assert_eq!((d["status"].as_str(), d["currentTaskId"].as_str()), (Some("FAILED"), Some("lost")), "{body}");
    assert_eq!(
        (d["variables"]["callbackSuccess"].as_bool(), d["variables"]["callbackError"].as_str()),
        (Some(false), Some("Bureau timeout"))
    );
    assert_eq!(d["variables"]["gatewayCode"], "TIMEOUT");
    let body = core_ok(&server, &a, "GetProcessInstanceByIdQuery", json!({"instanceGuid": guid})).await;
    let outcomes: Vec<&str> =
        body["data"]["history"].as_array().expect("history").iter().filter_map(|h| h["outcome"].as_str()).collect();
    assert!(outcomes.contains(&"CALLBACK_FAILED") && !outcomes.contains(&"CALLED_BACK"), "{outcomes:?}");
    let body = core_ok(&server, &a, "GetProcessInstanceStateCommand", json!({"id": body["data"]["id"]})).await;
    assert_eq!(body["data"]["state"]["completedTasks"], json!(["review", "bureau"]), "{body}");

    // A second start takes the signal's newer `callbackData` form, then `signalData` as a string.
    let guid2 = start_review(&server, &a, def, "LN-3").await["data"]["instanceGuid"].as_str().expect("guid").to_owned();
    let body = core_ok(
        &server,
        &manager,
        "SignalProcessInstanceCommand",
        json!({"instanceGuid": guid2, "callbackData": {"approved": false}, "taskId": "review"}),
    )
    .await;
    assert_eq!(body["data"]["variables"]["approved"], false);
    let guid3 = start_review(&server, &a, def, "LN-4").await["data"]["instanceGuid"].as_str().expect("guid").to_owned();
    let body = core_ok(
        &server,
        &manager,
        "SignalProcessInstanceCommand",
        json!({"instanceGuid": guid3, "signalData": "{\"approved\": true, \"score\": 7}"}),
    )
    .await;
    assert_eq!(body["data"]["variables"]["score"], 7);
    // `isFailed` contradicting `isSuccess` is refused; a successful one moves on.
    let (status, body) = core(
        &server,
        &a,
        "ReturnCallbackCommand",
        json!({"correlationKey": "BUREAU-LN-4", "isFailed": true, "isSuccess": true}),
    )
    .await;
    assert_eq!((status, body["errors"]["isFailed"].is_array()), (400, true), "{body}");
    let body = core_ok(
        &server,
        &a,
        "ReturnCallbackCommand",
        json!({"correlationKey": "BUREAU-LN-4", "isFailed": false, "results": {"creditScore": 750}}),
    )
    .await;
    assert_eq!(
        (body["data"]["status"].as_str(), body["data"]["variables"]["creditScore"].as_i64()),
        (Some("COMPLETED"), Some(750))
    );

    // childInstanceId: the parent waiting on its child's guid moves on.
    let pdef =
        core_ok(&server, &a, "RegisterProcessDefinitionCommand", json!({"key": "parent", "definition": parent(def)}))
            .await["data"]["id"]
            .as_i64()
            .expect("parent id");
    let body = core_ok(&server, &a, "StartProcessInstanceCommand", json!({"id": pdef, "runtimeContext": "{}"})).await;
    let parent_guid = body["data"]["instanceGuid"].as_str().expect("guid").to_owned();
    let child = body["data"]["variables"]["child"]["instanceGuid"].as_str().expect("child guid").to_owned();
    let (status, body) = core(
        &server,
        &a,
        "ReturnCallbackCommand",
        json!({"childInstanceId": child, "correlationKey": "x", "results": {}}),
    )
    .await;
    assert_eq!((status, body["errors"]["childInstanceId"].is_array()), (400, true), "{body}");
    let body = core_ok(
        &server,
        &a,
        "ReturnCallbackCommand",
        json!({"childInstanceId": child, "results": {"approved": true}, "isFailed": false}),
    )
    .await;
    assert_eq!(
        (body["data"]["instanceGuid"].as_str(), body["data"]["status"].as_str()),
        (Some(parent_guid.as_str()), Some("COMPLETED"))
    );
    assert_eq!(body["data"]["variables"]["approved"], true);
}

async fn recurring_job_page_fields(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&["--no-scheduler"]);
    let a = token_of(&manifest, "Admin").to_owned();

    // The page's request on /api/v1/execute: name, cron, command, context (a JSON string), enabled.
    let (status, body) = server
        .post(
            "/api/v1/execute",
            Some(&a),
            &json!({"cmd": "CreateRecurringJobCommand", "data": {"name": "Daily census", "cron": "0 0 * * *",
                    "executionType": 0, "command": "RetrieveBranchesListQuery",
                    "context": "{\"pageSize\":2}", "enabled": true}}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let d = &body["data"];
    assert_eq!(
        (d["name"].as_str(), d["cron"].as_str(), d["executionType"].as_i64()),
        (Some("Daily census"), Some("0 0 * * *"), Some(0))
    );
    let id = d["id"].as_i64().expect("id");
    let job = core_ok(&server, &a, "GetRecurringJobByIdQuery", json!({"id": id})).await;
    let j = &job["data"];
    assert_eq!(
        (j["key"].as_str(), j["commandName"].as_str(), j["isEnabled"].as_bool()),
        (Some("Daily census"), Some("RetrieveBranchesListQuery"), Some(true))
    );
    assert_eq!(j["payload"], json!({"pageSize": 2}), "context is stored as the payload: {job}");
    assert!(j["runAsUser"].is_string(), "it runs as its creator: {job}");
    let run = core_ok(&server, &a, "ExecuteRecurringJobCommand", json!({"id": id})).await;
    assert_eq!(run["data"]["output"]["data"]["items"].as_array().map(Vec::len), Some(2), "{run}");

    // Update by the page's names; both names of one field at once is refused.
    let body = core_ok(
        &server,
        &a,
        "UpdateRecurringJobCommand",
        json!({"id": id, "cron": "*/15 * * * *", "enabled": false, "context": {"pageSize": 1}}),
    )
    .await;
    assert_eq!(
        (body["data"]["cron"].as_str(), body["data"]["isEnabled"].as_bool()),
        (Some("*/15 * * * *"), Some(false))
    );
    let job = core_ok(&server, &a, "GetRecurringJobByIdQuery", json!({"id": id})).await;
    assert_eq!(
        (job["data"]["cronExpression"].as_str(), job["data"]["payload"]["pageSize"].as_i64()),
        (Some("*/15 * * * *"), Some(1))
    );
    let (status, body) = core(
        &server,
        &a,
        "UpdateRecurringJobCommand",
        json!({"id": id, "cron": "* * * * *", "cronExpression": "* * * * *"}),
    )
    .await;
    assert_eq!((status, body["errors"]["cron"].is_array()), (400, true), "{body}");
    let (status, body) = core(&server, &a, "UpdateRecurringJobCommand", json!({"id": id, "context": "not json"})).await;
    assert_eq!((status, body["errors"]["payload"].is_array()), (400, true), "{body}");
}

async fn send_notification_targets(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let manager = token_of(&manifest, "Branch Manager").to_owned();
    let profiles: Vec<String> = manifest["customers"]
        .as_array()
        .expect("customers")
        .iter()
        .map(|c| c["profileId"].as_str().expect("profileId").to_owned())
        .collect();
    let send = |data: Value| {
        let server = &server;
        let manager = &manager;
        async move {
            server
                .post("/api/v1/execute", Some(manager), &json!({"cmd": "SendNotificationCommand", "data": data}))
                .await
        }
    };
    let inbox = |profile: String| {
        let server = &server;
        let manager = &manager;
        async move {
            let (_, body) = core(server, manager, "RetrieveNotificationsQuery", json!({"profileKey": profile})).await;
            // A Core-family answer: PascalCase envelope.
            body["Data"]
                .as_array()
                .unwrap_or_else(|| panic!("notifications: {body}"))
                .iter()
                .filter_map(|n| n["title"].as_str().map(str::to_owned))
                .collect::<Vec<_>>()
        }
    };

    let (status, body) = send(json!({"title": "One", "message": "m", "target": "user", "userId": profiles[0]})).await;
    assert_eq!((status, body["data"]["recipients"].as_i64()), (200, Some(1)), "{body}");
    assert!(inbox(profiles[0].clone()).await.contains(&"One".to_owned()));

    let (status, body) = send(json!({"title": "Many", "message": "m", "target": "users",
                                     "userIds": [profiles[0], profiles[1], profiles[0]]}))
    .await;
    assert_eq!((status, body["data"]["recipients"].as_i64()), (200, Some(2)), "{body}");
    assert!(inbox(profiles[1].clone()).await.contains(&"Many".to_owned()));

    // "current" (also the page's default) is the staff caller, who has no inbox.
    for data in [json!({"title": "x", "message": "m", "target": "current"}), json!({"title": "x", "message": "m"})] {
        let (status, body) = send(data).await;
        assert_eq!(status, 400, "{body}");
        assert!(body["errors"]["target"][0].as_str().is_some_and(|m| m.contains("userId")), "{body}");
    }
    for (data, field) in [
        (json!({"title": "x", "message": "m", "target": "user", "userIds": [profiles[0]]}), "userId"),
        (json!({"title": "x", "message": "m", "target": "users", "userIds": []}), "userIds"),
        (json!({"title": "x", "message": "m", "target": "group", "userId": profiles[0]}), "target"),
    ] {
        let (status, body) = send(data.clone()).await;
        assert_eq!((status, body["errors"][field].is_array()), (400, true), "{data}: {body}");
    }
    let (status, _) = send(json!({"title": "x", "message": "m", "target": "user", "userId": "nobody"})).await;
    assert_eq!(status, 404);
    // The spec's profileKey still works.
    let (status, _) = send(json!({"title": "Key", "message": "m", "profileKey": profiles[1]})).await;
    assert_eq!(status, 200);
}
