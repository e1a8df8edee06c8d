//! The execution engine: recurring jobs (commands, run now, run-due, misfires,
//! exactly-once across two `serve` instances) and processes (user tasks and
//! callbacks surviving a restart of `serve`, notifications through the outbox).

use std::time::Duration;

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{TestDb, token_of};
use crate::webhook::{call, execute, ok};

on_both_backends!(
    recurring_job_commands,
    run_due_runs_each_due_job_once_and_coalesces_misfires,
    two_servers_run_each_scheduled_second_once,
    process_waits_for_a_user_task_and_a_callback_across_a_restart,
    process_definitions_and_errors
);

async fn recurring_job_commands(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&["--no-scheduler"]);
    let a = token_of(&manifest, "Admin").to_owned();

    let body = ok(
        &server,
        &a,
        "CreateRecurringJobCommand",
        json!({"key": "branch-census", "description": "count branches", "cronExpression": "0 2 * * *",
               "timeZone": "Africa/Lagos", "executionType": 0, "commandName": "RetrieveBranchesListQuery",
               "payload": {"pageSize": 3}, "runAsUser": "svc.webhook"}),
    )
    .await;
    let id = body["data"]["id"].as_i64().expect("id");
    let next = body["data"]["nextRunAt"].as_str().expect("nextRunAt").to_owned();
    assert!(next.contains("T01:00:00"), "02:00 in Lagos is 01:00 UTC: {next}");

    // Field checks, all at once.
    let (status, body) = execute(
        &server,
        &a,
        "CreateRecurringJobCommand",
        json!({"key": "bad", "cronExpression": "61 * * * *", "timeZone": "Mars/Olympus", "executionType": 2}),
    )
    .await;
    assert_eq!(status, 400);
    for field in ["cronExpression", "timeZone", "executionCode", "runAsUser"] {
        assert!(body["errors"][field].is_array(), "{field}: {body}");
    }
    let (status, _) = execute(
        &server,
        &a,
        "CreateRecurringJobCommand",
        json!({"key": "branch-census", "cronExpression": "* * * * *", "executionType": 2, "executionCode": "1",
               "runAsUser": "svc.webhook"}),
    )
    .await;
    assert_eq!(status, 409);

    // Run now: the run and its output are recorded.
    let body = ok(&server, &a, "ExecuteRecurringJobCommand", json!({"id": id})).await;
    let run = &body["data"];
    assert_eq!((run["outcome"].as_str(), run["trigger"].as_str()), (Some("SUCCEEDED"), Some("MANUAL")), "{body}");
    assert_eq!(run["output"]["data"]["items"].as_array().map(Vec::len), Some(3), "{body}");
    assert!(run["startedAt"].is_string() && run["finishedAt"].is_string());

    // A failing run is recorded as FAILED with the reason.
    let failing = ok(
        &server,
        &a,
        "CreateRecurringJobCommand",
        json!({"key": "throws", "cronExpression": "*/5 * * * * *", "executionType": 2,
               "executionCode": "throw new Error('ledger closed')", "runAsUser": "svc.webhook", "isEnabled": false}),
    )
    .await;
    let failing_id = failing["data"]["id"].as_i64().expect("id");
    assert_eq!(failing["data"]["nextRunAt"], Value::Null, "disabled jobs are not scheduled");
    let body = ok(&server, &a, "ExecuteRecurringJobCommand", json!({"id": failing_id})).await;
    assert_eq!(body["data"]["outcome"], "FAILED");
    assert!(body["data"]["output"]["error"].as_str().is_some_and(|e| e.contains("ledger closed")), "{body}");

    // A chain job and a process job: the payload is the chain's input and the process's variables.
    let process_id = manifest["processDefinitions"][0]["id"].as_i64().expect("demo process");
    for (key, fields) in [
        (
            "chain-job",
            json!({"executionType": 1, "commandChain": [{"commandName": "RetrieveBranchByIdQuery"}],
                             "payload": {"key": "IKJ"}}),
        ),
        (
            "process-job",
            json!({"executionType": 3, "processDefinitionId": process_id,
                               "payload": {"webhookData": {"amount": 10, "reference": "J-1"}}}),
        ),
    ] {
        let mut request = json!({"key": key, "cronExpression": "0 0 1 1 *", "runAsUser": "svc.webhook"});
        request.as_object_mut().expect("obj").extend(fields.as_object().expect("obj").clone());
        let created = ok(&server, &a, "CreateRecurringJobCommand", request).await;
        let job = created["data"]["id"].as_i64().expect("id");
        let body = ok(&server, &a, "ExecuteRecurringJobCommand", json!({"id": job})).await;
        assert_eq!(body["data"]["outcome"], "SUCCEEDED", "{key}: {body}");
        let output = &body["data"]["output"];
        match key {
            "chain-job" => assert_eq!(output["results"][0]["data"]["key"], "IKJ", "{body}"),
            _ => assert_eq!((output["status"].as_str(), output["entityId"].as_str()), (Some("COMPLETED"), Some("J-1"))),
        }
        ok(&server, &a, "DeleteRecurringJobCommand", json!({"id": job})).await;
    }

    let body = ok(&server, &a, "GetRecurringJobByIdQuery", json!({"id": id})).await;
    let d = &body["data"];
    assert_eq!(d["cronExpression"], "0 2 * * *");
    assert_eq!(d["timeZone"], "Africa/Lagos");
    assert_eq!(d["payload"], json!({"pageSize": 3}));
    assert_eq!(d["recentRuns"].as_array().map(Vec::len), Some(1));

    let body = ok(&server, &a, "GetRecurringJobListQuery", json!({"isEnabled": true})).await;
    assert_eq!(body["count"], 2, "the demo job and this one: {body}");
    assert!(body["data"].as_array().expect("data").iter().all(|j| j.get("executionCode").is_none()));
    assert_eq!(body["message"], "2/2 records");

    let body = ok(
        &server,
        &a,
        "UpdateRecurringJobCommand",
        json!({"id": failing_id, "isEnabled": true, "executionCode": "42"}),
    )
    .await;
    assert!(body["data"]["nextRunAt"].is_string(), "enabling schedules it: {body}");
    let (status, _) =
        execute(&server, &a, "UpdateRecurringJobCommand", json!({"id": id, "cronExpression": "nope"})).await;
    assert_eq!(status, 400);

    ok(&server, &a, "DeleteRecurringJobCommand", json!({"id": id})).await;
    let (status, _) = execute(&server, &a, "GetRecurringJobByIdQuery", json!({"id": id})).await;
    assert_eq!(status, 404);
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM job_runs WHERE job_key = 'branch-census'").await,
        1,
        "history stays"
    );

    let teller = token_of(&manifest, "Teller");
    let (status, _) = execute(&server, teller, "GetRecurringJobListQuery", json!({})).await;
    assert_eq!(status, 403);
}

async fn run_due_runs_each_due_job_once_and_coalesces_misfires(db: TestDb) {
    db.init_with_demo();
    db.bank(&[
        "jobs",
        "create",
        "hourly-score",
        "--cron",
        "0 * * * *",
        "--type",
        "code",
        "--code",
        "({job: jobKey, at: scheduledFor})",
        "--run-as",
        "svc.webhook",
    ])
    .ok();
    // Nothing is due yet.
    let none = db.bank(&["jobs", "run-due", "-o", "json"]).ok_json();
    assert_eq!(none, json!([]));
    // Pretend the server was down for three days: the job is 72 runs behind.
    let past = db.hours_ago(72);
    db.sql_execute(&format!("UPDATE recurring_jobs SET next_run_at = '{past}' WHERE key = 'hourly-score'"))
        .await
        .expect("plant");
    let runs = db.bank(&["jobs", "run-due", "-o", "json"]).ok_json();
    let runs = runs.as_array().expect("runs");
    assert_eq!(runs.len(), 1, "missed runs are coalesced into one: {runs:?}");
    assert_eq!(runs[0]["outcome"], "SUCCEEDED");
    assert_eq!(runs[0]["trigger"], "SCHEDULE");
    assert_eq!(runs[0]["output"]["job"], "hourly-score");
    let again = db.bank(&["jobs", "run-due", "-o", "json"]).ok_json();
    assert_eq!(again, json!([]), "the schedule continues from now");
    let next_is_future = db
        .sql_scalar_i64(match db.backend {
            crate::support::Backend::Sqlite => {
                "SELECT COUNT(*) FROM recurring_jobs WHERE key = 'hourly-score' AND next_run_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
            }
            crate::support::Backend::Postgres => {
                "SELECT COUNT(*) FROM recurring_jobs WHERE key = 'hourly-score' AND next_run_at > now()"
            }
        })
        .await;
    assert_eq!(next_is_future, 1);

    // A run whose runner died keeps RUNNING until its lease lapses, then is ABANDONED, never re-run.
    db.sql_execute(&format!(
        "INSERT INTO job_runs (job_id, job_key, trigger_kind, scheduled_for, runner, lease_until, started_at, outcome)
         VALUES (999, 'gone', 'SCHEDULE', '{}', 'serve:dead', '{}', '{}', 'RUNNING')",
        db.hours_ago(2),
        db.hours_ago(1),
        db.hours_ago(2)
    ))
    .await
    .expect("plant run");
    db.bank(&["jobs", "run-due"]).ok();
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM job_runs WHERE outcome = 'ABANDONED'").await, 1);
    let table = db.bank(&["jobs", "list"]).ok().stdout();
    assert!(table.contains("hourly-score"), "{table}");
}

async fn two_servers_run_each_scheduled_second_once(db: TestDb) {
    let manifest = db.init_with_demo();
    let first = db.serve(&[]);
    let second = db.serve(&[]);
    let a = token_of(&manifest, "Admin").to_owned();
    let created = ok(
        &first,
        &a,
        "CreateRecurringJobCommand",
        json!({"key": "every-second", "cronExpression": "* * * * * *", "executionType": 2,
               "executionCode": "scheduledFor", "runAsUser": "svc.webhook"}),
    )
    .await;
    let id = created["data"]["id"].as_i64().expect("id");
    tokio::time::sleep(Duration::from_secs(5)).await;
    ok(&second, &a, "UpdateRecurringJobCommand", json!({"id": id, "isEnabled": false})).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let runs = db.sql_scalar_i64("SELECT COUNT(*) FROM job_runs WHERE job_key = 'every-second'").await;
    let distinct =
        db.sql_scalar_i64("SELECT COUNT(DISTINCT scheduled_for) FROM job_runs WHERE job_key = 'every-second'").await;
    let succeeded = db
        .sql_scalar_i64("SELECT COUNT(*) FROM job_runs WHERE job_key = 'every-second' AND outcome = 'SUCCEEDED'")
        .await;
    eprintln!("every-second job on two servers: {runs} runs in about 5 seconds, {distinct} distinct seconds");
    assert!(runs >= 3, "an every-second job ran {runs} times in 5 seconds");
    assert_eq!(runs, distinct, "each scheduled second ran exactly once");
    assert_eq!(succeeded, runs);
    drop((first, second));
}

fn definition() -> Value {
    json!({
        "name": "Card dispute",
        "entityType": "Transaction",
        "entityIdExpression": "reference",
        "start": "triage",
        "steps": [
            {"id": "triage", "kind": "code", "code": "amount > 1000", "resultVariable": "big",
             "next": [{"when": "big", "to": "review"}, {"to": "auto"}]},
            {"id": "auto", "kind": "notification", "title": "Auto-resolved", "message": "small dispute", "next": "done"},
            {"id": "review", "kind": "userTask", "name": "Review dispute", "role": "Branch Manager", "next": "network"},
            {"id": "network", "kind": "callback", "correlationKey": "'DSP-' + reference",
             "next": [{"when": "callbackSuccess", "to": "done"}, {"to": "lost"}]},
            {"id": "lost", "kind": "end", "status": "FAILED"},
            {"id": "done", "kind": "end"}
        ]
    })
}

async fn process_waits_for_a_user_task_and_a_callback_across_a_restart(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let a = token_of(&manifest, "Admin").to_owned();
    let manager = token_of(&manifest, "Branch Manager").to_owned();
    let teller = token_of(&manifest, "Teller").to_owned();
    let def =
        ok(&server, &a, "RegisterProcessDefinitionCommand", json!({"key": "dispute", "definition": definition()}))
            .await;
    let def_id = def["data"]["id"].as_i64().expect("id");

    // Small: straight through.
    let body = ok(
        &server,
        &a,
        "StartProcessInstanceCommand",
        json!({"processDefinitionId": def_id, "variables": {"amount": 10, "reference": "S1"}}),
    )
    .await;
    assert_eq!(body["data"]["status"], "COMPLETED", "{body}");

    // Large: waits for a branch manager.
    let body = ok(
        &server,
        &a,
        "StartProcessInstanceCommand",
        json!({"processDefinitionKey": "dispute", "variables": {"amount": 5000, "reference": "L1"}}),
    )
    .await;
    let guid = body["data"]["instanceGuid"].as_str().expect("guid").to_owned();
    assert_eq!(
        (body["data"]["status"].as_str(), body["data"]["waitingFor"].as_str(), body["data"]["currentTaskId"].as_str()),
        (Some("WAITING"), Some("USER_TASK"), Some("review"))
    );
    assert_eq!(body["data"]["entityId"], "L1");

    // The server restarts between the steps.
    drop(server);
    let server = db.serve(&[]);

    let (status, _) = execute(&server, &teller, "SignalProcessInstanceCommand", json!({"instanceGuid": guid})).await;
    assert_eq!(status, 403, "a teller is neither the assignee nor of the role");
    let (status, body) =
        execute(&server, &manager, "SignalProcessInstanceCommand", json!({"instanceGuid": guid, "taskId": "other"}))
            .await;
    assert_eq!(status, 409, "{body}");
    let body = ok(
        &server,
        &manager,
        "SignalProcessInstanceCommand",
        json!({"instanceGuid": guid, "taskId": "review", "variables": {"reviewNote": "genuine"}}),
    )
    .await;
    assert_eq!(
        (body["data"]["waitingFor"].as_str(), body["data"]["correlationKey"].as_str()),
        (Some("CALLBACK"), Some("DSP-L1"))
    );

    drop(server);
    let server = db.serve(&[]);
    let (status, body) =
        execute(&server, &a, "ReturnCallbackCommand", json!({"correlationKey": "DSP-nope", "isSuccess": true})).await;
    assert_eq!(status, 404, "{body}");
    assert!(body["message"].as_str().is_some_and(|m| m.contains("DSP-nope")), "{body}");
    // The network calls back through a webhook that runs ReturnCallbackCommand; `result` stands for isSuccess.
    ok(
        &server,
        &a,
        "CreateWebHookConfigCommand",
        json!({"key": "network-callback", "path": "callbacks/network", "action": "POST", "executionType": 0,
               "commandName": "ReturnCallbackCommand", "runAsUser": "admin.funke", "allowAnonymous": true}),
    )
    .await;
    let (status, body) = call(
        &server,
        "POST",
        "callbacks/network",
        &[],
        r#"{"correlationKey": "DSP-L1", "callbackData": {"network": "VISA", "won": true}, "result": true}"#,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["status"], "COMPLETED", "{body}");
    assert_eq!(body["data"]["variables"]["reviewNote"], "genuine");
    assert_eq!(body["data"]["variables"]["callbackData"]["network"], "VISA");
    let (status, body) =
        execute(&server, &a, "ReturnCallbackCommand", json!({"correlationKey": "DSP-L1", "isSuccess": true})).await;
    assert_eq!((status, body["statusCode"].as_str()), (404, Some("404")), "a finished key: {body}");

    let body = ok(&server, &a, "GetProcessInstanceByIdQuery", json!({"instanceGuid": guid})).await;
    let steps: Vec<&str> =
        body["data"]["history"].as_array().expect("history").iter().filter_map(|h| h["stepId"].as_str()).collect();
    assert_eq!(steps, ["triage", "triage", "review", "review", "network", "network", "done"], "{body}");

    // Notifications went to staff on the real-time feed with the spec's fields.
    let assigned = db
        .sql_text(
            "SELECT payload FROM realtime_events WHERE event_name = 'ReceiveNotification'
             AND payload LIKE '%\"TASK_ASSIGNMENT\"%' ORDER BY id LIMIT 1",
        )
        .await;
    let assigned: Value = serde_json::from_str(&assigned).expect("json");
    for field in [
        "instanceGuid",
        "taskId",
        "taskName",
        "processDefinitionId",
        "processName",
        "entityType",
        "entityId",
        "initiatedByUserId",
        "link",
    ] {
        assert!(assigned["data"].get(field).is_some(), "{field} in {assigned}");
    }
    let to = |kind: &str| format!("SELECT COUNT(*) FROM realtime_events WHERE payload LIKE '%\"{kind}\"%'");
    assert!(db.sql_scalar_i64(&to("PROCESS_COMPLETION")).await >= 2);
    assert!(db.sql_scalar_i64(&to("PROCESS_PROGRESS_UPDATE")).await >= 1);
    let audience = db
        .sql_text("SELECT audience || ':' || audience_key FROM realtime_events WHERE payload LIKE '%TASK_ASSIGNMENT%' ORDER BY id LIMIT 1")
        .await;
    assert!(audience.starts_with("USER:") || audience.starts_with("ROLE:"), "a task goes to its assignee: {audience}");

    // Cancel a waiting instance; a finished one cannot be cancelled.
    let body = ok(
        &server,
        &a,
        "StartProcessInstanceCommand",
        json!({"processDefinitionId": def_id, "variables": {"amount": 9000, "reference": "C1"}}),
    )
    .await;
    let other = body["data"]["instanceGuid"].as_str().expect("guid").to_owned();
    let body =
        ok(&server, &a, "CancelProcessInstanceCommand", json!({"instanceGuid": other, "reason": "duplicate"})).await;
    assert_eq!(body["data"]["status"], "CANCELLED");
    let (status, _) = execute(&server, &a, "CancelProcessInstanceCommand", json!({"instanceGuid": other})).await;
    assert_eq!(status, 409);
    let (status, _) = execute(&server, &manager, "SignalProcessInstanceCommand", json!({"instanceGuid": other})).await;
    assert_eq!(status, 409);

    // An instance a crash left RUNNING is resumed by the scheduler of the next `serve`.
    let t = db.hours_ago(1);
    db.sql_execute(&format!(
        "INSERT INTO process_instances (guid, definition_id, status, current_step, variables, initiated_by,
             created_at, updated_at)
         VALUES ('orphan-1', {def_id}, 'RUNNING', 'triage', '{{\"amount\": 5, \"reference\": \"O1\"}}', 'admin',
             '{t}', '{t}')"
    ))
    .await
    .expect("plant an orphan");
    drop(server);
    let server = db.serve(&[]);
    let mut status = String::new();
    for _ in 0..40 {
        let body = ok(&server, &a, "GetProcessInstanceByIdQuery", json!({"instanceGuid": "orphan-1"})).await;
        status = body["data"]["status"].as_str().unwrap_or_default().to_owned();
        if status == "COMPLETED" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    assert_eq!(status, "COMPLETED", "the orphan was resumed");

    // A webhook of type 3 starts the demo process with the four variables.
    let (status, body) =
        call(&server, "POST", "demo/deposit-review", &[], r#"{"reference": "DEP-77", "amount": 5000000}"#).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!((body["status"].as_str(), body["waitingFor"].as_str()), (Some("WAITING"), Some("USER_TASK")));
    assert_eq!(body["variables"]["webhookPath"], "demo/deposit-review");
    assert_eq!(body["variables"]["remoteIp"], "127.0.0.1");
    assert_eq!(body["initiatedBy"], "svc.webhook");
    // CLI: show the instance.
    let guid = body["instanceGuid"].as_str().expect("guid");
    let shown = db.bank(&["process", "instance", guid]).ok().stdout();
    assert!(shown.contains("WAITING") && shown.contains("classify"), "{shown}");
}

async fn process_definitions_and_errors(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&["--no-scheduler"]);
    let a = token_of(&manifest, "Admin").to_owned();
    let (status, body) = execute(
        &server,
        &a,
        "RegisterProcessDefinitionCommand",
        json!({"key": "broken", "definition": {"name": "B", "start": "x", "steps": [{"id": "a", "kind": "callback", "next": "z"}]}}),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    for f in ["definition.start", "definition.steps", "definition.steps[0].correlationKey", "definition.steps[0].next"]
    {
        assert!(body["errors"][f].is_array(), "{f}: {body}");
    }
    let (status, body) = execute(
        &server,
        &a,
        "RegisterProcessDefinitionCommand",
        json!({"key": "typo", "definition": {"name": "B", "start": "a", "steps": [{"id": "a", "kind": "teleport"}]}}),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    let file = db.dir.path().join("dispute.json");
    std::fs::write(&file, definition().to_string()).expect("write");
    let registered =
        db.bank(&["process", "register", &format!("@{}", file.display()), "--key", "dispute", "-o", "json"]).ok_json();
    assert_eq!(registered["data"]["steps"], 6);
    db.bank(&["process", "register", &format!("@{}", file.display()), "--key", "dispute"]).fails_with(1);
    let listed = db.bank(&["process", "list", "-o", "json"]).ok_json();
    assert_eq!(listed["count"], 2, "the demo's and this one");
    let shown = db.bank(&["process", "show", "dispute", "-o", "json"]).ok_json();
    assert_eq!(shown["data"]["definition"]["start"], "triage");
    // A process whose code step throws fails with the reason.
    let body =
        ok(&server, &a, "StartProcessInstanceCommand", json!({"processDefinitionKey": "dispute", "variables": {}}))
            .await;
    assert_eq!(body["data"]["status"], "FAILED", "{body}");
    assert!(body["data"]["error"].as_str().is_some_and(|e| e.contains("amount")), "{body}");
    let (status, _) = execute(&server, &a, "GetProcessInstanceByIdQuery", json!({"instanceGuid": "nope"})).await;
    assert_eq!(status, 404);
}
